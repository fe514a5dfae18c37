"""First-party extractors report "no answer to extract" with the standard details key failure=format_error."""

from __future__ import annotations

import pytest
import scorewire
from scorewire.failures import FAILURE, categorize


@pytest.mark.parametrize(
    ("name", "original"),
    [
        ("multiple_choice", {"id": "q", "correct_letter": "B", "choices": ["red", "green", "blue", "black"]}),
        ("math_equivalence", {"id": "q", "answer": "42"}),
        ("nli_label", {"id": "q", "answer": "entailment"}),
    ],
)
def test_unparseable_answer_is_a_format_error(name, original):
    ev = scorewire.get_evaluator(name)
    text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
    result = ev.score(original, {"response": text})
    assert result.details[FAILURE] == "format_error", result.details
    row = {"system": "s", "dataset": "d", "response": text, "errors": [], "details": {name: result.details}}
    assert categorize(row) == "format_error"
    answered = ev.score(
        original,
        {
            "response": {
                "multiple_choice": "The answer is B.",
                "math_equivalence": "The answer is 42.",
                "nli_label": "entailment",
            }[name]
        },
    )
    assert FAILURE not in answered.details
