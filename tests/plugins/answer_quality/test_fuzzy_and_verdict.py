"""Tests of fuzzy_match, string_similarity and yes_no."""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import Any

import pytest
from scorewire_answer_quality import InvalidFieldError
from scorewire_answer_quality.evaluators.fuzzy import FuzzyMatch, StringSimilarity, similarity
from scorewire_answer_quality.verdict import YesNoVerdict, extract_verdict, gold_verdict


def run(ev: Any, original: dict[str, Any], response: Any) -> Any:
    return ev.score({"id": "x", **original}, {"response": response})


def test_fuzzy_match_exact_alias_contains_and_typo() -> None:
    ev = FuzzyMatch()
    row = {"answer": "Barack Obama", "aliases": ["Obama", "Barack Hussein Obama II"]}
    assert run(ev, row, "barack obama").details["method"] == "exact"
    s = run(ev, row, "I believe it was Obama, in 2009.")
    assert s["fuzzy_match"] == 1.0 and s.details["method"] == "contains"
    s = run(ev, {"answer": "Barack Obama"}, "Barak Obama")
    assert s["fuzzy_match"] == 1.0 and s.details["method"] == "similarity"
    assert s["fuzzy_similarity"] == pytest.approx(SequenceMatcher(None, "barak obama", "barack obama").ratio())
    assert run(ev, row, "George Bush")["fuzzy_match"] == 0.0


def test_fuzzy_match_accents_articles_and_options() -> None:
    assert run(FuzzyMatch(), {"answer": "The Café de Flore"}, "cafe de flore")["fuzzy_match"] == 1.0
    # without containment a long response does not match
    assert run(FuzzyMatch(contains=False), {"answer": "Obama"}, "It was Obama in 2009")["fuzzy_match"] == 0.0
    assert run(FuzzyMatch(threshold=0.99), {"answer": "Barack Obama"}, "Barak Obama")["fuzzy_match"] == 0.0
    with pytest.raises(ValueError, match="threshold"):
        FuzzyMatch(threshold=0)


@pytest.mark.parametrize("response", ["", None, "   ", "?!", "the"])
def test_fuzzy_match_empty_response_never_matches(response: Any) -> None:
    s = run(FuzzyMatch(threshold=0.01), {"answer": "a", "aliases": ["x"]}, response)
    assert s == {"fuzzy_match": 0.0, "fuzzy_similarity": 0.0}


def test_similarity_values() -> None:
    assert similarity("abc", "abc") == 1.0
    assert similarity("", "abc") == 0.0
    assert similarity("abcd", "abce") == pytest.approx(0.75)


def test_string_similarity() -> None:
    ev = StringSimilarity()
    assert run(ev, {"answer": "Hello World"}, "hello world")["similarity"] == 1.0
    s = run(ev, {"answer": ["kitten", "sitting"]}, "sitten")
    assert s["similarity"] == pytest.approx(max(similarity("sitten", "kitten"), similarity("sitten", "sitting")))
    assert run(ev, {"answer": "x"}, "")["similarity"] == 0.0
    assert run(StringSimilarity(ignore_case=False), {"answer": "AB"}, "ab")["similarity"] == 0.0


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Yes.", "yes"),
        ("No, it isn't.", "no"),
        ("It is not true that the moon is made of cheese.", "no"),
        ("That is true.", "yes"),
        ("That's not correct", "no"),
        ("That isn’t wrong at all", "yes"),
        ("The statement is false.", "no"),
        ("That is never correct", "no"),
        ("Absolutely not.", "no"),
        ("I am not sure, but yes", "yes"),
        ("I don't know", None),
        ("", None),
        ("The answer depends on context.", None),
        ("There is no evidence, so the answer is yes.", "yes"),
        ("Answer: no", "no"),
        ("Yes at first glance. Final answer: **False**", "no"),
        ("I have no idea", None),
        ("The correct answer needs more context", None),
        ("That's right.", "yes"),
        ("Right now it is raining", None),
        ("I would say no", "no"),
        # "No" before a noun negates the noun, it is no verdict ("No doubt", "No evidence").
        ("No evidence supports it", None),
        ("No doubt about it: yes.", "yes"),
    ],
)
def test_extract_verdict(text: str, verdict: str | None) -> None:
    assert extract_verdict(text) == verdict


def test_extract_verdict_word_limit() -> None:
    assert extract_verdict("word " * 60 + "Answer: yes") == "yes"
    assert extract_verdict("word " * 60 + "Answer: yes", max_words=50) is None
    assert extract_verdict("word " * 60 + "Answer: yes", max_words=100) == "yes"


@pytest.mark.parametrize(
    ("gold", "label"),
    [(True, "yes"), (False, "no"), (1, "yes"), (0, "no"), ("Yes", "yes"), ("false", "no"), (["no"], "no")],
)
def test_gold_verdict(gold: Any, label: str) -> None:
    assert gold_verdict(gold) == label


def test_yes_no_evaluator() -> None:
    ev = YesNoVerdict()
    s = run(ev, {"answer": False}, "It is not true that cats bark.")
    assert s == {"yes_no": 1.0, "yes_no_parsed": 1.0}
    assert s.details == {"verdict": "no", "gold_label": "no", "extracted": "no", "method": "first_line"}
    s = run(ev, {"answer": "yes"}, "Hmm, hard to say")
    assert s == {"yes_no": 0.0, "yes_no_parsed": 0.0}
    assert s.details["reason"] == "the answer ends undecided"
    assert s.details["failure"] == "format_error" and s.details["extracted"] is None
    with pytest.raises(InvalidFieldError, match="yes/no label"):
        run(ev, {"answer": "maybe"}, "yes")


def test_yes_no_evaluator_reads_a_restatement_with_the_question_field() -> None:
    answer = "Bats are not blind; every species has working eyes."
    s = run(YesNoVerdict(), {"answer": "no", "question": "Are bats blind?"}, answer)
    assert s == {"yes_no": 1.0, "yes_no_parsed": 1.0}
    assert s.details["method"] == "restatement"
    # another field name, or none at all
    s = run(YesNoVerdict(question_field="prompt"), {"answer": "no", "prompt": "Are bats blind?"}, answer)
    assert s["yes_no"] == 1.0
    s = run(YesNoVerdict(question_field=None), {"answer": "no", "question": "Are bats blind?"}, answer)
    assert s == {"yes_no": 0.0, "yes_no_parsed": 0.0}
    # a question that is not text is ignored, not an error
    s = run(YesNoVerdict(), {"answer": "no", "question": 42}, answer)
    assert s["yes_no_parsed"] == 0.0
    assert extract_verdict(answer, question="Are bats blind?") == "no"
