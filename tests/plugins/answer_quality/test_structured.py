"""Tests of numeric_tolerance, exact_match_ratio, set_overlap, coverage and time_decay."""

from __future__ import annotations

import math
from decimal import Decimal
from typing import Any

import pytest
from scorewire import MissingFieldError
from scorewire_answer_quality import InvalidFieldError
from scorewire_answer_quality._text import find_numbers, parse_list, parse_number
from scorewire_answer_quality.evaluators.structured import (
    Coverage,
    ExactMatchRatio,
    NumericTolerance,
    SetOverlap,
    TimeDecay,
)


def run(ev: Any, original: dict[str, Any], processed: Any) -> Any:
    if not isinstance(processed, dict):
        processed = {"response": processed}
    return ev.score({"id": "x", **original}, processed)


def test_number_parsing() -> None:
    assert parse_number(" $1,234.50 ") == Decimal("1234.50")
    assert parse_number("−2") == Decimal(-2)
    assert parse_number("1e3") == Decimal(1000)
    assert parse_number("12abc") is None
    assert parse_number("1,23") is None
    assert find_numbers("x=3, y=-4.5; 3rd; 10,000 items; v2") == [Decimal(3), Decimal("-4.5"), Decimal(10000)]


def test_list_parsing() -> None:
    assert parse_list('["a", 2, true]') == ["a", "2", "true"]
    assert parse_list("```json\n[1, 2]\n```") == ["1", "2"]
    assert parse_list("red, green and blue") == ["red", "green", "blue"]
    assert parse_list("red, green, and blue") == ["red", "green", "blue"]
    assert parse_list("Bosnia and Herzegovina") == ["Bosnia and Herzegovina"]
    assert parse_list("Bosnia and Herzegovina; Serbia") == ["Bosnia and Herzegovina", "Serbia"]
    assert parse_list("- one\n- two\n2. three") == ["one", "two", "three"]
    assert parse_list("") == []


def test_numeric_tolerance_absolute_and_relative() -> None:
    assert run(NumericTolerance(), {"answer": 3.14}, "pi is 3.14")["numeric_match"] == 1.0
    assert run(NumericTolerance(), {"answer": 3.14}, "pi is 3.1416")["numeric_match"] == 0.0
    assert run(NumericTolerance(abs_tol=0.01), {"answer": 3.14}, "pi is 3.1416")["numeric_match"] == 1.0
    assert run(NumericTolerance(rel_tol=0.05), {"answer": "100"}, "about 104")["numeric_match"] == 1.0
    assert run(NumericTolerance(rel_tol=0.05), {"answer": "100"}, "about 106")["numeric_match"] == 0.0
    # relative tolerance is relative to the gold value: 0 needs the absolute tolerance
    assert run(NumericTolerance(rel_tol=0.5), {"answer": 0}, "0.001")["numeric_match"] == 0.0


def test_numeric_tolerance_pick() -> None:
    text = "first 10, then 20"
    assert run(NumericTolerance(), {"answer": 20}, text)["numeric_match"] == 1.0
    assert run(NumericTolerance(pick="first"), {"answer": 20}, text)["numeric_match"] == 0.0
    assert run(NumericTolerance(pick="any"), {"answer": 10}, text)["numeric_match"] == 1.0


def test_numeric_tolerance_arrays() -> None:
    ev = NumericTolerance(abs_tol=0.1)
    s = run(ev, {"answer": [1, 2, 3]}, "[1.05, 2, 3.5]")
    assert s["numeric_match"] == 0.0 and s["numeric_within_ratio"] == pytest.approx(2 / 3)
    assert run(ev, {"answer": [1, 2]}, "1 and 2")["numeric_match"] == 1.0
    s = run(ev, {"answer": [1, 2]}, "1, 2, 3")
    assert s["numeric_match"] == 0.0 and s["numeric_within_ratio"] == 1.0 and "3 numbers" in s.details["reason"]
    s = run(ev, {"answer": [1, 2]}, "none")
    assert s == {"numeric_match": 0.0, "numeric_within_ratio": 0.0}


def test_numeric_tolerance_bad_gold_and_options() -> None:
    with pytest.raises(InvalidFieldError, match="not a number"):
        run(NumericTolerance(), {"answer": "pi"}, "3")
    with pytest.raises(ValueError):
        NumericTolerance(abs_tol=-1)


def test_exact_match_ratio() -> None:
    ev = ExactMatchRatio()
    assert run(ev, {"answer": ["a", "b", "c"]}, '["A", "b", "c"]') == {"exact_match_ratio": 1.0, "all_match": 1.0}
    s = run(ev, {"answer": ["a", "b", "c"]}, "a, c, b")
    assert s["exact_match_ratio"] == pytest.approx(1 / 3) and s["all_match"] == 0.0
    assert run(ExactMatchRatio(ordered=False), {"answer": ["a", "b", "c"]}, "a, c, b")["all_match"] == 1.0
    # extra items lower the ratio
    assert run(ev, {"answer": ["a"]}, "a, b")["exact_match_ratio"] == 0.5
    assert run(ev, {"answer": ["a"]}, "")["exact_match_ratio"] == 0.0


def test_set_overlap() -> None:
    s = run(SetOverlap(), {"answer": ["red", "green", "blue"]}, "Green, red, purple, red")
    assert s == {"intersection": 2.0, "jaccard": 0.5, "set_precision": 2 / 3, "set_recall": 2 / 3}
    assert s.details == {"missing": ["blue"], "extra": ["purple"]}
    s = run(SetOverlap(), {"answer": ["x"]}, "")
    assert s["jaccard"] == 0.0 and s["set_precision"] == 0.0


def test_coverage() -> None:
    ev = Coverage()
    s = run(ev, {"answer": ["Eiffel Tower", "Paris", "1889"]}, "The Eiffel Tower, in Paris, opened in 1890.")
    assert s["coverage"] == pytest.approx(2 / 3) and s.details["missing"] == ["1889"]
    assert run(ev, {"answer": ["cat"]}, "concatenate")["coverage"] == 0.0
    with pytest.raises(InvalidFieldError):
        run(ev, {"answer": ["..."]}, "x")


def test_time_decay_modes() -> None:
    assert run(TimeDecay(half_life=10), {}, {"response": "", "latency": 10})["time_decay"] == 0.5
    assert run(TimeDecay(half_life=10, grace=5), {}, {"response": "", "latency": 5})["time_decay"] == 1.0
    assert run(TimeDecay(mode="linear", deadline=100), {}, {"response": "", "latency": 25})["time_decay"] == 0.75
    assert run(TimeDecay(mode="linear", deadline=100), {}, {"response": "", "latency": 250})["time_decay"] == 0.0
    assert run(TimeDecay(mode="step", deadline=30), {}, {"response": "", "latency": 30})["time_decay"] == 1.0
    assert run(TimeDecay(mode="step", deadline=30), {}, {"response": "", "latency": 31})["time_decay"] == 0.0


def test_time_decay_correctness_and_errors() -> None:
    ev = TimeDecay(half_life=10, correctness_field="correct")
    assert run(ev, {"correct": 1}, {"response": "", "latency": 20})["time_decay"] == 0.25
    assert run(ev, {"correct": 0}, {"response": "", "latency": 0})["time_decay"] == 0.0
    with pytest.raises(MissingFieldError, match="latency"):
        run(TimeDecay(), {}, {"response": ""})
    s = run(TimeDecay(), {}, {"response": "", "latency": -1})
    assert s["time_decay"] == 0.0 and s.details["reason"]
    assert run(TimeDecay(), {"latency": math.nan}, {"response": ""})["time_decay"] == 0.0
    with pytest.raises(ValueError):
        TimeDecay(half_life=0)


def test_gold_with_a_leading_decimal_point_is_one_half_not_five() -> None:
    """Regression: ".5" once lost its point to the punctuation strip and read as 5."""
    assert parse_number(".5") == Decimal("0.5")
    ev = NumericTolerance()
    assert run(ev, {"answer": ".5"}, {"response": "The answer is 0.5"})["numeric_match"] == 1.0
    assert run(ev, {"answer": ".5"}, {"response": "The answer is 5"})["numeric_match"] == 0.0
