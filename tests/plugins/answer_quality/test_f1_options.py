"""``answer_quality``'s Inspect-style options (``answer_fn``, ``stop_words``) and its ``precision`` key."""

from __future__ import annotations

import pytest
from scorewire import PluginRegistry, evaluate
from scorewire_answer_quality import AnswerQuality


def test_precision_recall_and_f1_are_consistent() -> None:
    s = AnswerQuality().score({"answer": "denver broncos"}, {"response": "the denver broncos won the game"})
    # response tokens after normalisation: denver broncos won game (articles dropped)
    assert s["precision"] == 2 / 4
    assert s["recall"] == 1.0
    assert s["f1"] == pytest.approx(2 * 0.5 * 1.0 / 1.5)


def test_precision_is_the_max_over_answers() -> None:
    s = AnswerQuality().score({"answer": ["x y z w", "y"]}, {"response": "y q"})
    assert s["precision"] == 0.5  # "y" against either answer: 1 shared of 2 response tokens
    s = AnswerQuality().score({"answer": ["y q", "nothing"]}, {"response": "y q"})
    assert s["precision"] == 1.0 and s["exact_match"] == 1.0


def test_named_answer_fn_scores_only_the_answer_line() -> None:
    response = "Let me think about Paris and Lyon.\nANSWER: Paris"
    plain = AnswerQuality().score({"answer": "Paris"}, {"response": response})
    picked = AnswerQuality(answer_fn="answer_line").score({"answer": "Paris"}, {"response": response})
    assert plain["f1"] < 1.0
    assert picked["f1"] == 1.0 and picked["exact_match"] == 1.0
    assert picked.details["extracted"] == "Paris"


def test_callable_answer_fn_like_inspect() -> None:
    def after_colon(text: str) -> str:
        return text.rsplit(":", 1)[-1]

    s = AnswerQuality(answer_fn=after_colon).score({"answer": "blue whale"}, {"response": "Largest animal: blue whale"})
    assert s["exact_match"] == 1.0


@pytest.mark.parametrize(("name", "expected"), [("last_line", "b c"), ("first_line", "x")])
def test_line_extractors(name: str, expected: str) -> None:
    s = AnswerQuality(answer_fn=name).score({"answer": expected}, {"response": "\n x \n\n b c \n"})
    assert s["exact_match"] == 1.0


def test_answer_fn_that_finds_nothing_says_so() -> None:
    s = AnswerQuality(answer_fn="answer_line").score({"answer": "Paris"}, {"response": "Paris, I think"})
    assert s["f1"] == 0.0
    assert s.details["reason"] == "answer_fn found no answer in the response"


def test_unknown_answer_fn_name_is_rejected_early() -> None:
    with pytest.raises(ValueError, match="'answer_fn' must be a callable"):
        AnswerQuality(answer_fn="last_word")


def test_stop_words_are_dropped_from_both_sides() -> None:
    plain = AnswerQuality().score({"answer": "capital of France"}, {"response": "France capital city"})
    stopped = AnswerQuality(stop_words=["of", "City"]).score(
        {"answer": "capital of France"}, {"response": "France capital city"}
    )
    assert plain["f1"] < 1.0
    assert stopped["precision"] == 1.0 and stopped["recall"] == 1.0 and stopped["f1"] == 1.0
    # Order still matters for exact match and containment, as without stop words.
    assert stopped["exact_match"] == 0.0


def test_stop_words_as_a_comma_separated_string() -> None:
    s = AnswerQuality(stop_words="of,city").score({"answer": "capital of France"}, {"response": "capital France city"})
    assert s["exact_match"] == 1.0


def test_answer_of_only_stop_words_is_a_row_error_not_a_free_score() -> None:
    from scorewire_answer_quality import InvalidFieldError

    with pytest.raises(InvalidFieldError, match="stop words"):
        AnswerQuality(stop_words=["yes"]).score({"answer": "Yes"}, {"response": ""})


def test_options_reach_the_evaluator_through_evaluate(registry: PluginRegistry) -> None:
    rows = [{"id": 1, "answer": "Paris", "response": "Hmm, Lyon?\nANSWER: Paris"}]
    result = evaluate(
        dataset=rows,
        evaluators=["answer_quality"],
        evaluator_options={"answer_quality": {"answer_fn": "answer_line"}},
        registry=registry,
        bootstrap_resamples=0,
    )
    summary = result.summary()
    assert summary.get("exact_match").value == 1.0
    assert summary.get("precision").value == 1.0
