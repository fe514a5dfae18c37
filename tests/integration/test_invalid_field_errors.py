"""One error for a field that is present but unusable, in every plugin: scorewire.InvalidFieldError.

Each case hands an evaluator a row whose gold field is there but bad, and checks the error is
the core's class with a message naming the evaluator, the field, the row and a fix.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
import scorewire
from scorewire import InvalidFieldError, get_evaluator

# (evaluator, options, row, field it must name)
CASES: list[tuple[str, dict[str, Any], dict[str, Any], str]] = [
    ("answer_quality", {}, {"id": "aq1", "answer": []}, "answer"),
    ("answer_quality", {}, {"id": "aq2", "answer": ["  ", ""]}, "answer"),
    ("multiple_choice", {}, {"id": "mc1", "correct_letter": "Z-ray", "choices": ["a", "b"]}, "correct_letter"),
    ("multiple_choice", {}, {"id": "mc2", "correct_letter": []}, "correct_letter"),
    ("nli_label", {}, {"id": "nli1", "answer": "positive", "label_set": "mnli"}, "answer"),
    ("nli_label", {}, {"id": "nli2", "answer": "yes", "label_set": "no-such-set"}, "label_set"),
    ("rouge", {}, {"id": "to1", "answer": []}, "answer"),
    ("bleu", {}, {"id": "to2", "answer": []}, "answer"),
    ("ifeval", {}, {"id": "if1", "instruction_id_list": [], "kwargs": [], "prompt": "p"}, "instruction_id_list"),
    ("ifeval", {}, {"id": "if2", "instruction_id_list": "punctuation:no_comma", "kwargs": [{}]}, "instruction_id_list"),
    ("ifeval", {}, {"id": "if3", "instruction_id_list": ["punctuation:no_comma"], "kwargs": []}, "kwargs"),
    ("tool_call", {}, {"id": "tc1", "tool_call": {"arguments": {}}}, "tool_call"),
]


def _build(name: str, options: Mapping[str, Any]) -> Any:
    try:
        return get_evaluator(name, **options)
    except scorewire.UnknownEvaluatorError:
        pytest.skip(f"evaluator {name!r} is not installed")


@pytest.mark.parametrize(("name", "options", "row", "field"), CASES, ids=[f"{c[0]}-{c[2]['id']}" for c in CASES])
def test_a_bad_gold_field_is_one_invalid_field_error(
    name: str, options: dict[str, Any], row: dict[str, Any], field: str
) -> None:
    evaluator = _build(name, options)
    with pytest.raises(InvalidFieldError) as info:
        evaluator.score(row, {"response": "A"})
    err = info.value
    assert (err.evaluator, err.field, err.example_id) == (name, field, row["id"])
    message = str(err)
    assert f"evaluator {name!r}" in message and f"field {field!r}" in message
    assert f"in example {row['id']!r}" in message
    assert err.fix and message.endswith(err.fix), "the message ends with how to fix the row"
    assert isinstance(err, ValueError), "it stays a ValueError for callers that catch that"


def test_the_answer_quality_name_is_the_core_class() -> None:
    aq = pytest.importorskip("scorewire_answer_quality")
    assert aq.InvalidFieldError is InvalidFieldError


def test_the_runner_records_it_on_the_row_and_goes_on() -> None:
    pytest.importorskip("scorewire_multiple_choice")
    rows = [
        {"id": "bad", "correct_letter": [], "response": "A"},
        {"id": "good", "correct_letter": "A", "choices": ["x", "y"], "response": "The answer is A."},
    ]
    result = scorewire.evaluate(dataset=rows, evaluators=["multiple_choice"])
    by_id: dict[str, Mapping[str, Any]] = {r["id"]: r for r in result.rows}
    (error,) = by_id["bad"]["errors"]
    assert error["type"] == "InvalidFieldError" and "field 'correct_letter' in example 'bad'" in error["message"]
    assert by_id["good"]["scores"]["multiple_choice"]["mc_accuracy"] == 1.0
