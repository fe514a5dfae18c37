"""Degenerate responses are scored (as not following the instruction), never dropped or stuck.

The reference checker's regular expressions for bullets, placeholders and the
postscript are quadratic on some texts; the rewrites here must count exactly
what those expressions find, which the property tests check on random text
made of the characters that matter.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scorewire import evaluate
from scorewire_ifeval import _instructions as instructions
from scorewire_ifeval._instructions import build_checker, count_line_starts, count_placeholders
from scorewire_ifeval._textstats import Text
from scorewire_ifeval.evaluators import IFEval

SHAPES = st.text(alphabet=st.sampled_from(list("*-[] \n\t\r\x0bab.pPsS")), max_size=60)


@settings(max_examples=400, deadline=None)
@given(SHAPES)
def test_bullet_counts_match_the_reference_expressions(raw: str) -> None:
    assert count_line_starts(raw, "*") == len(re.findall(r"^\s*\*[^\*].*$", raw, re.MULTILINE))
    assert count_line_starts(raw, "-") == len(re.findall(r"^\s*-.*$", raw, re.MULTILINE))


@settings(max_examples=400, deadline=None)
@given(SHAPES)
def test_placeholder_count_matches_the_reference_expression(raw: str) -> None:
    assert count_placeholders(raw) == len(re.findall(r"\[.*?\]", raw))


@settings(max_examples=400, deadline=None)
@given(SHAPES, st.sampled_from(["P.S.", "P.P.S"]))
def test_postscript_matches_the_reference_expression(raw: str, marker: str) -> None:
    reference = r"\s*p\.\s?p\.\s?s.*$" if marker == "P.P.S" else r"\s*p\.\s?s\..*$"
    checker = build_checker("detectable_content:postscript", {"postscript_marker": marker})
    expected = re.search(reference, raw.lower(), re.MULTILINE) is not None
    assert checker.check(Text(raw)) == expected


SENTENCES = {
    "instruction_id_list": ["length_constraints:number_sentences"],
    "kwargs": [{"relation": "less than", "num_sentences": 5}],
}


def test_a_degenerate_response_is_scored_not_dropped() -> None:
    """The review's M4 row: a megabyte of "P.S. " counts as failing, so the mean is 0.5 over 2 rows."""
    rows = [
        {"id": 1, "dataset": "ifeval", **SENTENCES, "response": "One sentence."},
        {"id": 2, "dataset": "ifeval", **SENTENCES, "response": "P.S. " * 200_000},
    ]
    result = evaluate(dataset=rows)
    assert [r["errors"] for r in result.rows] == [[], []]
    line = result.summary().get("prompt_strict")
    assert (line.mean, line.n, line.missing) == (0.5, 2, 0)
    observed = result.rows[1]["details"]["ifeval"]["instructions"][0]["observed"]
    assert observed.startswith("at least") and "sentences" in observed


def test_a_checker_that_gives_up_fails_the_instruction_with_the_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    def slow(self: Any, text: Text) -> bool:
        raise TimeoutError("regular-expression match exceeded its 5.0s time limit")

    monkeypatch.setattr(instructions.NumberOfSentences, "check", slow)
    scores = IFEval().score({"id": 1, **SENTENCES}, {"response": "One. Two."})
    assert scores["prompt_strict"] == 0.0 and scores["prompt_loose"] == 0.0
    observed = scores.details["instructions"][0]["observed"]
    assert "could not process the response" in observed and "TimeoutError" in observed


def test_an_empty_instruction_list_is_a_row_error_not_a_free_pass() -> None:
    rows = [{"id": 1, "dataset": "ifeval", "instruction_id_list": [], "kwargs": [], "response": ""}]
    result = evaluate(dataset=rows)
    (error,) = result.rows[0]["errors"]
    assert "field 'instruction_id_list' in example 1 is an empty list" in error["message"]
    assert error["type"] == "InvalidFieldError"
    assert result.rows[0]["scores"] == {}


def test_observed_text_quoting_the_response_is_cut() -> None:
    row = {
        "id": 1,
        "instruction_id_list": ["length_constraints:nth_paragraph_first_word"],
        "kwargs": [{"num_paragraphs": 1, "nth_paragraph": 1, "first_word": "hello"}],
    }
    scores = IFEval().score(row, {"response": "x" * 1_000_000})
    assert len(scores.details["instructions"][0]["observed"]) < 400
    assert len(scores.details["reason"]) < 1000


@pytest.mark.parametrize("relation", ["less than", "at least"])
def test_long_texts_counted_in_pieces_give_the_exact_verdict_when_the_count_passes(relation: str) -> None:
    sentences = "This is one sentence. " * 5000  # 110 KB, 5000 sentences
    checker = build_checker("length_constraints:number_sentences", {"relation": relation, "num_sentences": 10})
    text = Text(sentences)
    assert checker.check(text) == (relation == "at least")
    assert "at least" in checker.observe(text)
