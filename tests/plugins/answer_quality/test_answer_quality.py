"""Unit tests of the answer_quality evaluator."""

from __future__ import annotations

import pytest
from scorewire import MissingFieldError, PluginRegistry, ScorewireError
from scorewire_answer_quality import AnswerQuality, InvalidFieldError


def score(answer: object, response: object, **options: object) -> dict[str, float]:
    return AnswerQuality(**options).score({"id": "q1", "answer": answer}, {"response": response})  # type: ignore[arg-type]


def test_registered_and_built_by_name(registry: PluginRegistry) -> None:
    ev = registry.get_evaluator("answer_quality")
    assert isinstance(ev, AnswerQuality)
    assert ev.required_fields == ("answer",)


def test_normalisation_makes_exact_match() -> None:
    s = score("The Denver Broncos", "denver broncos!")
    assert s == {"f1": 1.0, "exact_match": 1.0, "precision": 1.0, "recall": 1.0, "contains": 1.0}


def test_partial_overlap_f1_recall_contains() -> None:
    s = score("Santa Clara, California", "Levi's Stadium in Santa Clara, California")
    # prediction tokens: levis stadium in santa clara california (6); gold: 3, all shared
    assert s["exact_match"] == 0.0
    assert s["recall"] == 1.0
    assert s["contains"] == 1.0
    assert s["f1"] == pytest.approx(2 * 0.5 * 1.0 / 1.5)


def test_contains_is_whole_token() -> None:
    assert score("4", "the answer is 42")["contains"] == 0.0
    assert score("4", "the answer is 4.")["contains"] == 1.0
    # tokens must be contiguous and in order
    assert score("new york", "york new")["contains"] == 0.0
    assert score("new york", "york new")["recall"] == 1.0


def test_repeated_tokens_count_as_a_multiset() -> None:
    s = score("paris", "paris paris")
    assert s["f1"] == pytest.approx(2 * 0.5 * 1.0 / 1.5)
    assert s["recall"] == 1.0


def test_max_over_answers_each_score_independently() -> None:
    s = score(["Broncos", "Denver Broncos team"], "Denver Broncos")
    assert s["exact_match"] == 0.0
    assert s["recall"] == 1.0  # from "Broncos"
    assert s["f1"] == pytest.approx(max(2 / 3, 0.8))
    assert s.details["best_answer"] == "Denver Broncos team"


def test_empty_response_scores_zero_with_reason() -> None:
    for response in ("", None, "   ", "the."):
        s = score("Paris", response)
        assert s == {"f1": 0.0, "exact_match": 0.0, "precision": 0.0, "recall": 0.0, "contains": 0.0}
        assert s.details["reason"] == "empty response"


def test_no_overlap_reason() -> None:
    s = score("Paris", "London")
    assert s["f1"] == 0.0
    assert s.details["reason"] == "no token in common with any answer"


def test_non_string_response_and_answers_are_text() -> None:
    assert score(1984, "It was 1984.")["contains"] == 1.0
    assert score(["1984"], 1984)["exact_match"] == 1.0


@pytest.mark.parametrize("answer", ["", "   ", [], [""], ["", "  "]])
def test_empty_gold_is_a_row_error(answer: object) -> None:
    with pytest.raises(InvalidFieldError, match=r"'answer'.*'q1'"):
        score(answer, "anything")


def test_missing_gold_is_a_missing_field_error() -> None:
    with pytest.raises(MissingFieldError, match="answer_quality"):
        AnswerQuality().score({"id": "q1"}, {"response": "x"})


def test_answer_without_tokens_after_normalisation() -> None:
    with pytest.raises(InvalidFieldError, match="reference_empty_answers"):
        score("the", "")
    # skipped when another answer is usable
    assert score(["the", "Paris"], "")["exact_match"] == 0.0
    # the official script's behaviour on request: an empty response matches exactly
    s = score("the", "", reference_empty_answers=True)
    assert s["exact_match"] == 1.0 and s["f1"] == 0.0
    assert score("the", "Paris", reference_empty_answers=True)["exact_match"] == 0.0


def test_custom_field() -> None:
    ev = AnswerQuality(field="gold")
    assert ev.required_fields == ("gold",)
    assert ev.score({"gold": "Paris"}, {"response": "Paris"})["f1"] == 1.0


def test_invalid_field_error_is_a_scorewire_error() -> None:
    assert issubclass(InvalidFieldError, ScorewireError)
