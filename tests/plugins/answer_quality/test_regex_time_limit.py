"""User and dataset regular expressions run under a time limit: catastrophic backtracking is a row error."""

from __future__ import annotations

from typing import Any

import pytest
from scorewire import evaluate, get_evaluator


@pytest.mark.parametrize("gold", [r"(a|a)*$", r"(a|aa)+b", r"((a|a)+)+c"])
def test_a_catastrophic_gold_regex_is_a_row_error_and_the_run_goes_on(gold: str) -> None:
    rows = [
        {"id": 1, "dataset": "d", "answer": gold, "response": "a" * 40 + "!"},
        {"id": 2, "dataset": "d", "answer": r"Par.s", "response": "Paris"},
    ]
    result = evaluate(
        dataset=rows, evaluators=["regex_match"], evaluator_options={"regex_match": {"regex_timeout": 0.2}}
    )
    slow, fine = result.rows
    (error,) = slow["errors"]
    assert error["type"] == "TimeoutError"
    assert "catastrophic backtracking" in error["message"] and gold in error["message"]
    assert fine["scores"]["regex_match"]["regex_match"] == 1.0


def test_a_catastrophic_user_pattern_is_a_row_error() -> None:
    ev: Any = get_evaluator("pattern", pattern=r"Answer:\s*((\w|\w)+)\.", regex_timeout=0.2)
    with pytest.raises(TimeoutError, match=r"took more than 0\.2s"):
        ev.score({"answer": "x"}, {"response": "Answer: " + "word" * 20 + "!"})
    assert ev.score({"answer": "paris"}, {"response": "Answer: Paris."})["pattern"] == 1.0


@pytest.mark.parametrize(
    ("gold", "text"), [(r"(a+)+$", "a" * 40 + "!"), (r"Answer:\s*((\w+\s?)+)\.", "Answer: " + "word " * 40)]
)
def test_the_reviews_slow_patterns_now_finish(gold: str, text: str) -> None:
    """The regex engine recognises these shapes; they end well inside the limit (the review saw minutes)."""
    result = evaluate(dataset=[{"id": 1, "dataset": "d", "answer": gold, "response": text}], evaluators=["regex_match"])
    assert result.rows[0]["errors"] == []
    assert result.rows[0]["scores"]["regex_match"]["regex_match"] == 0.0


def test_deeply_nested_gold_regex_is_an_invalid_field_not_a_crash() -> None:
    rows = [{"id": 1, "dataset": "d", "answer": "(" * 10_000, "response": "x"}]
    result = evaluate(dataset=rows, evaluators=["regex_match"])
    (error,) = result.rows[0]["errors"]
    assert "invalid regex" in error["message"]
    assert len(error["message"]) < 1000


@pytest.mark.parametrize("value", [0, -1, float("nan"), "1"])
def test_regex_timeout_must_be_positive(value: Any) -> None:
    with pytest.raises(ValueError, match="regex_timeout"):
        get_evaluator("regex_match", regex_timeout=value)
