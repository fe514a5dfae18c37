"""Verdict parsers: strict rules, compat rules, and the reference tools' own vectors.

Sources of the vectors (written down here, not imported):
- FastChat ``fastchat/llm_judge/common.py`` rating/pair patterns, behaviour measured in
  the project's LLM-judge study (check 11/12);
- Inspect AI ``tests/scorer/test_model_graded.py`` at commit 045606623bb3
  (``test_default_grade_pattern_extraction``, ``test_neutralize_structural_delimiters``)
  and the cases of Inspect issue #4283 / PR #4297 (``downgrade:``, zero-width characters,
  lowercase) and issue #4872 (``GRADE: CI``);
- openai/simple-evals ``simpleqa_eval.py`` (``re.search(r"(A|B|C)")``, default C).
"""

from __future__ import annotations

import pytest
from scorewire_judge import JudgeFailure
from scorewire_judge._parse import (
    parse_criteria_met,
    parse_grade,
    parse_pairwise,
    parse_prometheus_absolute,
    parse_prometheus_relative,
    parse_rating,
    parse_simpleqa,
)

FAIL = "fail"

# text, fastchat result, strict result (check 11)
RATING_VECTORS = [
    ("Rating: [[7]]", 7, 7),
    ("The answer is fine. [[8.5]]", 8.5, 8.5),
    ("Rating: [[ 7 ]]", FAIL, 7),
    ("Use the format, e.g. [[5]]. My verdict. Rating: [[3]]", 5, 3),
    ("See [1]. Rating: 6/10", 1, "no_verdict"),
    ("Rating: [[11]]", 11, "out_of_range"),
    ("Rating: [[0]]", 0, "out_of_range"),
    ("Rating: [[-2]]", FAIL, "out_of_range"),
    ("Rating: [[10/10]]", FAIL, 10),
    ("Rating: [7]", 7, "no_verdict"),
    ("**[[9]]**", 9, 9),
    ("Rating: [[3]]\u200b", 3, 3),
    ("[[2]] then on reflection [[6]]", 2, 6),
    ("no rating at all", FAIL, "no_verdict"),
    ("Rating: [[7/5]]", FAIL, "off_menu"),
    ("Rating: [[10]]", 10, 10),
]


@pytest.mark.parametrize(("text", "fastchat", "strict"), RATING_VECTORS)
def test_rating_vectors(text: str, fastchat: object, strict: object) -> None:
    for compat, expected in (("fastchat", fastchat), (None, strict)):
        if isinstance(expected, (int, float)):
            assert parse_rating(text, 1, 10, compat) == expected
        else:
            with pytest.raises(JudgeFailure) as info:
                parse_rating(text, 1, 10, compat)
            if expected != FAIL:
                assert info.value.reason == expected


def test_empty_rating_is_empty_response_in_both_modes() -> None:
    for compat in (None, "fastchat"):
        with pytest.raises(JudgeFailure) as info:
            parse_rating("", 1, 10, compat)
        assert info.value.reason == "empty_response"


def test_rating_any_scale() -> None:
    assert parse_rating("[[4]]", 1, 5) == 4
    assert parse_rating("[[0.5]]", 0, 1) == 0.5
    with pytest.raises(JudgeFailure):
        parse_rating("[[6]]", 1, 5)


def test_pairwise_vectors() -> None:
    text = "I considered saying A is better, but not [[A]]. Final verdict: [[B]]"
    assert parse_pairwise(text, "fastchat") == "A"
    assert parse_pairwise(text) == "B"
    assert parse_pairwise("[[C]]") == "tie"
    assert parse_pairwise("[[ b ]]") == "B"
    with pytest.raises(JudgeFailure) as info:
        parse_pairwise("A is better")
    assert info.value.reason == "no_verdict"
    with pytest.raises(JudgeFailure):
        parse_pairwise("A is better", "fastchat")


# Inspect's test_default_grade_pattern_extraction vectors: all give the same letter here.
INSPECT_VECTORS = [
    ("GRADE: C", "C"),
    ("Reasoning here.\nGRADE: C", "C"),
    ("Reasoning here.\nGRADE: C\n", "C"),
    ("The submission matches.\nGRADE: C\nHope this helps!", "C"),
    ("I'd write GRADE: I if wrong but it's correct so GRADE: C", "C"),
    ("Discussing GRADE: I as a hypothetical.\n\nGRADE: C\n", "C"),
    ("grade: p", "P"),
    # issue #4283 cases
    ("The grade should not downgrade: I think it is right.\nGRADE: C", "C"),
    ("GRADE\u200b: C", "C"),
    ("GRADE:\u200bC", "C"),
    ("\ufeffGRADE: \u2060I", "I"),
    ("grade: c", "C"),
    ("GRADE: Correct", "C"),
    ("GRADE: Incorrect", "I"),
    ("GRADE: Partial", "P"),
    ("At first glance GRADE: P seemed right.\nGRADE: C", "C"),
]


@pytest.mark.parametrize(("text", "letter"), INSPECT_VECTORS)
def test_inspect_grade_vectors(text: str, letter: str) -> None:
    offered = ("C", "P", "I")
    assert parse_grade(text, offered) == letter
    assert parse_grade(text, offered, "inspect") == letter


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("GRID: C", "no_verdict"),
        ("ANSWER: C", "no_verdict"),
        ("**Answer: C**", "no_verdict"),
        ("GRADE: Z", "off_menu"),
        ("GRADE: C\nthen again\nGRADE: Z", "off_menu"),
        ("GRADE: P", "off_menu"),  # P was not offered (no partial credit)
        ("the paper would downgrade: C", "no_verdict"),
    ],
)
def test_grade_failures(text: str, reason: str) -> None:
    with pytest.raises(JudgeFailure) as info:
        parse_grade(text, ("C", "I"))
    assert info.value.reason == reason
    with pytest.raises(JudgeFailure):
        parse_grade(text, ("C", "I"), "inspect")


def test_grade_strict_vs_inspect_differences() -> None:
    # Strict takes the whole verdict word; Inspect's permissive capture differs on these.
    with pytest.raises(JudgeFailure) as info:
        parse_grade("GRADE: CI", ("C", "I"))
    assert info.value.reason == "off_menu"
    with pytest.raises(JudgeFailure):
        parse_grade("GRADE: Cat", ("C", "I"))
    assert parse_grade("GRADE: **C**", ("C", "I")) == "C"
    with pytest.raises(JudgeFailure):
        parse_grade("GRADE: **C**", ("C", "I"), "inspect")  # \w* captures nothing before '*'
    # NeMo BYOB: the first GRADE: wins, so an echoed format line decides.
    assert parse_grade("Format: GRADE: C\n...\nGRADE: I", ("C", "I"), "nemo") == "C"
    assert parse_grade("Format: GRADE: C\n...\nGRADE: I", ("C", "I")) == "I"


# text, simple_evals, strict (check 20)
SIMPLEQA_VECTORS = [
    ("A", "A", "A"),
    ("CORRECT", "C", "A"),
    ("INCORRECT", "C", "B"),
    ("NOT_ATTEMPTED", "A", "C"),
    ("No Answer", "A", "no_verdict"),
    ("", "C", "empty_response"),
    ("This is a B", "B", "no_verdict"),
    ("Reasoning first.\n\n**B**", "B", "B"),
    ("c", "C", "C"),
]


@pytest.mark.parametrize(("text", "compat", "strict"), SIMPLEQA_VECTORS)
def test_simpleqa_vectors(text: str, compat: str, strict: str) -> None:
    assert parse_simpleqa(text, "simple_evals") == compat
    if strict in ("A", "B", "C"):
        assert parse_simpleqa(text) == strict
    else:
        with pytest.raises(JudgeFailure) as info:
            parse_simpleqa(text)
        assert info.value.reason == strict


def test_prometheus_end_anchored() -> None:
    # The rubric's "Score 5" echoed early must not be read (prometheus-eval issue #58).
    text = "Score 5: perfect. The response misses a step. [RESULT] 3"
    assert parse_prometheus_absolute(text) == 3
    assert parse_prometheus_absolute("Feedback... [RESULT] (4)") == 4
    with pytest.raises(JudgeFailure) as info:
        parse_prometheus_absolute("Score 5 is for perfect answers; this one is fine.")
    assert info.value.reason == "no_verdict"
    with pytest.raises(JudgeFailure) as info:
        parse_prometheus_absolute("[RESULT] 7")
    assert info.value.reason == "out_of_range"
    assert parse_prometheus_relative("A is clearer. [RESULT] A") == "A"
    assert parse_prometheus_relative("Feedback: ... [RESULT] B") == "B"


def test_criteria_met_json() -> None:
    assert parse_criteria_met('```json\n{"explanation": "x", "criteria_met": true}\n```') is True
    assert parse_criteria_met('Sure: {"criteria_met": false}') is False
    for bad in ('{"criteria_met": "yes"}', "not json", "[1, 2]"):
        with pytest.raises(JudgeFailure) as info:
            parse_criteria_met(bad)
        assert info.value.reason == "invalid_json"


# prometheus-eval libs/prometheus-eval/tests/test_parser.py (commit 400d68fc9c00): every
# parametrised vector, plus its empty-input case; upstream result -> compat="prometheus".
PROMETHEUS_VECTORS = [
    ("Excellent. [RESULT] 5 out of 5", "absolute", 5),
    ("Poor performance. [RESULT] score of 1", "absolute", 1),
    ("Good job. [Result] 3", "absolute", 3),
    ("Needs improvement. [Result] Score: 2", "absolute", 2),
    ("Well done. [Result] Result: 4", "absolute", 4),
    ("Average. [Result] 4/5", "absolute", 4),
    ("Excellent. [Result] 5 out of 5", "absolute", 5),
    ("Poor performance. [Result] score of 1", "absolute", 1),
    ("Good job. (Score 5)", "absolute", 5),
    ("Good job. [Score 4]", "absolute", 4),
    ("Good job. score: 3", "absolute", 3),
    ("Good job. Score: 3", "absolute", 3),
    ("Good job. score of 1", "absolute", 1),
    ("Good job. [RESULT] (5)", "absolute", 5),
    ("The score is definitely not 3.", "absolute", None),
    ("I rate this a perfect 10!", "absolute", None),
    ("Score: 2.5", "absolute", None),
    ("Result: A", "absolute", None),
    ("Response A is better. [RESULT] A", "relative", "A"),
    ("Prefer Response B. [RESULT] B", "relative", "B"),
    ("Feedback: Both responses are similar... [Response B]", "relative", "B"),
    ("Feedback: Both responses are clear... [Result] Response B", "relative", "B"),
    ("Feedback: Both responses are clear... Response B Response A", "relative", None),
    ("Feedback: Both responses are clear... [RESULT: B]", "relative", "B"),
    ("Feedback: Both responses are clear... [Result: B]", "relative", "B"),
    ("Feedback: Both responses are clear...Response A. [RESULT] B", "relative", "B"),
    ("After careful consideration, I select Response B.", "relative", None),
    ("Both responses have their merits.", "relative", None),
    ("Response C is clearly superior.", "relative", None),
    ("The better response is obviously B... or is it A? It's hard to decide.", "relative", None),
    ("", "absolute", None),
    ("", "relative", None),
]


@pytest.mark.parametrize(("text", "mode", "expected"), PROMETHEUS_VECTORS)
def test_prometheus_upstream_vectors(text: str, mode: str, expected: object) -> None:
    parse = parse_prometheus_absolute if mode == "absolute" else parse_prometheus_relative
    if expected is None:
        with pytest.raises(JudgeFailure):
            parse(text, compat="prometheus")
    else:
        assert parse(text, compat="prometheus") == expected


def test_prometheus_strict_differs_where_upstream_reads_an_early_marker() -> None:
    text = "The rubric says Score 5 is perfect; this response is weaker. [RESULT] 3"
    assert parse_prometheus_absolute(text) == 3
    assert parse_prometheus_absolute(text, compat="prometheus") == 5
