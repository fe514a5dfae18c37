"""Tests of exact_match, includes, match, pattern, answer and regex_match."""

from __future__ import annotations

from typing import Any

import pytest
from scorewire import EvaluatorOptionError, PluginRegistry
from scorewire_answer_quality import InvalidFieldError
from scorewire_answer_quality.evaluators.matching import AnswerLine, ExactMatch, Includes, Match, Pattern, RegexTarget


def run(ev: Any, answer: Any, response: Any) -> Any:
    return ev.score({"id": "x", "answer": answer}, {"response": response})


# exact_match ------------------------------------------------------------------


def test_exact_match_defaults_ignore_case_punctuation_whitespace() -> None:
    ev = ExactMatch()
    assert run(ev, "New York", "  new   york! ")["exact_match"] == 1.0
    assert run(ev, "New York", "New York City")["exact_match"] == 0.0
    # articles and accents count by default
    assert run(ev, "The Beatles", "Beatles")["exact_match"] == 0.0
    assert run(ev, "Café", "Cafe")["exact_match"] == 0.0


@pytest.mark.parametrize(
    ("options", "answer", "response", "expected"),
    [
        ({"ignore_case": False}, "Paris", "paris", 0.0),
        ({"ignore_case": False}, "Paris", "Paris.", 1.0),
        ({"ignore_punctuation": False}, "Paris", "Paris.", 0.0),
        ({"ignore_articles": True}, "The Beatles", "beatles", 1.0),
        ({"ignore_accents": True}, "Café Müller", "cafe muller", 1.0),
        ({"ignore_accents": True}, "Ångström", "angstrom", 1.0),
        ({}, "«Oui»", "oui", 1.0),  # Unicode punctuation too
    ],
)
def test_exact_match_options(options: dict[str, bool], answer: str, response: str, expected: float) -> None:
    assert run(ExactMatch(**options), answer, response)["exact_match"] == expected


def test_exact_match_any_of_answers_and_empty_response() -> None:
    ev = ExactMatch()
    assert run(ev, ["NYC", "New York"], "new york")["exact_match"] == 1.0
    s = run(ev, "Paris", "")
    assert s["exact_match"] == 0.0 and s.details["reason"] == "empty response"


def test_exact_match_gold_of_only_punctuation_is_a_row_error() -> None:
    with pytest.raises(InvalidFieldError, match="exact_match"):
        run(ExactMatch(), "?!", "")


# includes ----------------------------------------------------------------------


def test_includes_is_substring() -> None:
    ev = Includes()
    assert run(ev, "paris", "I think PARIS is right")["includes"] == 1.0
    assert run(ev, "4", "42")["includes"] == 1.0
    assert run(Includes(ignore_case=False), "paris", "PARIS")["includes"] == 0.0
    s = run(ev, ["rome", "berlin"], "Paris")
    assert s["includes"] == 0.0 and s.details["reason"]


def test_includes_empty_gold_is_a_row_error_not_a_free_match() -> None:
    with pytest.raises(InvalidFieldError):
        run(Includes(), "", "anything")


# match -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("location", "answer", "response", "expected"),
    [
        ("end", "paris", "The capital is Paris.", 1.0),
        ("end", "paris", "Paris is the capital", 0.0),
        ("begin", "paris", "Paris is the capital", 1.0),
        ("begin", "paris", "The capital is Paris", 0.0),
        ("any", "paris", "so, paris it is", 1.0),
        ("exact", "paris", " Paris. ", 1.0),
        ("exact", "paris", "Paris, France", 0.0),
    ],
)
def test_match_text_locations(location: Any, answer: str, response: str, expected: float) -> None:
    assert run(Match(location=location), answer, response)["match"] == expected


@pytest.mark.parametrize(
    ("location", "answer", "response", "expected"),
    [
        ("end", "5", "The total is 25", 0.0),  # a number is never split
        ("end", "25", "The total is 25", 1.0),
        ("end", "1000", "It costs $1,000.00.", 1.0),
        ("end", "0.5", "Answer: .50", 1.0),
        ("end", "-3", "so x = −3", 1.0),  # Unicode minus
        ("end", "42", "42 apples, then 7", 0.0),
        ("begin", "42", "42 apples, then 7", 1.0),
        ("any", "7", "42 apples, then 7 pears", 1.0),
        ("any", "4", "42 apples", 0.0),
        ("exact", "12", " 12 ", 1.0),
        ("exact", "12", "12 apples", 0.0),
        ("end", "3", "the 3rd", 0.0),  # digits glued to letters are not a number
        ("end", "100", "100%", 1.0),
    ],
)
def test_match_numeric(location: Any, answer: str, response: str, expected: float) -> None:
    assert run(Match(location=location, numeric=True), answer, response)["match"] == expected


def test_match_numeric_details_and_text_fallback() -> None:
    s = run(Match(numeric=True), "5", "it is 25")
    assert s.details["extracted"] == ["25"] and "differs" in s.details["reason"]
    assert run(Match(numeric=True), "5", "no numbers here").details["reason"] == "no number in the response"
    # a non-numeric gold is matched as text
    assert run(Match(numeric=True), "paris", "It is Paris")["match"] == 1.0


def test_match_rejects_unknown_location() -> None:
    with pytest.raises(ValueError, match="location"):
        Match(location="middle")  # type: ignore[arg-type]


def test_match_built_with_options_by_name(registry: PluginRegistry) -> None:
    ev = registry.get_evaluator("match", location="end", numeric=True)
    assert run(ev, "5", "it was 25")["match"] == 0.0


# pattern -----------------------------------------------------------------------


def test_pattern_single_group() -> None:
    ev = Pattern(pattern=r"answer is (\w+)")
    s = run(ev, "Paris", "I think the Answer is paris.")
    assert s["pattern"] == 1.0 and s.details["extracted"] == "paris"
    s = run(ev, "Paris", "the answer is rome")
    assert s["pattern"] == 0.0 and s.details["extracted"] == "rome"
    s = run(ev, "Paris", "no idea")
    assert s["pattern"] == 0.0 and s.details["reason"] == "pattern not found in the response"


def test_pattern_without_groups_uses_whole_match_and_case_option() -> None:
    assert run(Pattern(pattern=r"[A-D]\b"), "B", "B")["pattern"] == 1.0
    assert run(Pattern(pattern=r"is (\w+)", ignore_case=False), "Paris", "is paris")["pattern"] == 0.0


def test_pattern_match_all_groups() -> None:
    text = "first: 3, second: 4"
    any_ev = Pattern(pattern=r"first: (\d+), second: (\d+)")
    all_ev = Pattern(pattern=r"first: (\d+), second: (\d+)", match_all=True)
    assert run(any_ev, ["3"], text)["pattern"] == 1.0
    assert run(all_ev, ["3"], text)["pattern"] == 0.0
    assert run(all_ev, ["3", "4"], text)["pattern"] == 1.0


def test_pattern_groups_that_did_not_capture() -> None:
    ev = Pattern(pattern=r"(x)?(y)?", match_all=True)
    s = run(ev, "x", "zzz")
    assert s["pattern"] == 0.0 and s.details["reason"] == "no group captured anything"


def test_pattern_configuration_errors() -> None:
    with pytest.raises(EvaluatorOptionError, match="option 'pattern' is required"):
        Pattern()
    with pytest.raises(EvaluatorOptionError, match="option 'pattern' is not a valid regular expression"):
        Pattern(pattern="(")
    with pytest.raises(EvaluatorOptionError, match="option 'regex_timeout' must be a positive number"):
        Pattern(pattern="a", regex_timeout=0)


# answer ------------------------------------------------------------------------


def test_answer_line_uses_the_last_marker() -> None:
    ev = AnswerLine()
    s = run(ev, "Paris", "ANSWER: London\nWait, no.\nANSWER: Paris.")
    assert s["answer"] == 1.0 and s.details["extracted"] == "Paris"
    assert run(ev, "new york city", "answer : New York City\n")["answer"] == 1.0


def test_answer_word_and_letter() -> None:
    assert run(AnswerLine(kind="word"), "yes", "Reasoning...\nANSWER: Yes, because")["answer"] == 1.0
    letter = AnswerLine(kind="letter")
    for text in ("ANSWER: B", "ANSWER: (B)", "ANSWER: b.", "ANSWER: A\nno\nANSWER: B"):
        assert run(letter, "B", text)["answer"] == 1.0, text
    s = run(letter, "B", "ANSWER: Bob")
    assert s["answer"] == 0.0 and s.details["extracted"] is None


def test_answer_without_marker() -> None:
    s = run(AnswerLine(), "Paris", "Paris")
    assert s["answer"] == 0.0 and s.details["reason"] == "no ANSWER: marker"
    s = run(AnswerLine(kind="letter"), "B", "ANSWER: 42")
    assert s["answer"] == 0.0 and s.details["reason"] == "no letter after the marker"


def test_answer_on_the_next_line() -> None:
    assert run(AnswerLine(), "Paris", "ANSWER:\nParis")["answer"] == 1.0
    assert run(AnswerLine(kind="letter"), "C", "ANSWER:\n\n(C)")["answer"] == 1.0
    with pytest.raises(ValueError, match="kind"):
        AnswerLine(kind="sentence")  # type: ignore[arg-type]


def test_answer_custom_marker() -> None:
    assert run(AnswerLine(marker="Final answer"), "42", "final answer: 42")["answer"] == 1.0


# regex_match -------------------------------------------------------------------


def test_regex_target() -> None:
    ev = RegexTarget()
    assert run(ev, r"\bparis\b", "It is PARIS.")["regex_match"] == 1.0
    assert run(ev, [r"^\d{4}$", r"rome"], "Paris")["regex_match"] == 0.0
    assert run(RegexTarget(full=True), r"\d+", " 123 ")["regex_match"] == 1.0
    assert run(RegexTarget(full=True), r"\d+", "123 apples")["regex_match"] == 0.0
    assert run(RegexTarget(ignore_case=False), "paris", "PARIS")["regex_match"] == 0.0


def test_regex_target_invalid_gold_is_a_row_error() -> None:
    with pytest.raises(InvalidFieldError, match="invalid regex"):
        run(RegexTarget(), "(", "x")
