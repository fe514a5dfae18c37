"""Classes of yes/no answer the fifteenth blind batch showed the reader missing.

Each class is fixed by a general rule; the texts here are our own (not copies of blind rows), with
near misses that must keep reading as before. Restatements are read with the question
(``read_yes_no(text, question=...)``), as the ``yes_no`` evaluator reads them.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import read_yes_no


def _read(question: str | None, text: str) -> str | None:
    return read_yes_no(text, question=question).value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # an adverb that keeps or repeats a verdict between its marker and the verdict word
        ("Is Venus hotter than Mercury?", "Even with the distance, the answer is still yes.", "yes"),
        ("Can you see Saturn without a telescope?", "My answer is also yes: it is bright enough.", "yes"),
        ("Does the law apply to tenants?", "I checked the second clause and the answer is again no.", "no"),
        ("Is the river navigable in August?", "Low water, sandbars... so the answer is still no.", "no"),
        ("Was the film released before 2000?", "The verdict is still no - it came out in 2003.", "no"),
        ("Do ferrets need vaccines?", "The short answer is also yes; rabies and distemper.", "yes"),
        ("Is the bridge open to cyclists?", "Our answer here is still yes, with a lane on the north side.", "yes"),
        ("Can a bishop move sideways?", "That's also no: it moves only on diagonals.", "no"),
        # near misses: the adverb keeps something that is no verdict
        ("Is Venus hotter than Mercury?", "The answer is still unclear.", None),
        ("Does the law apply to tenants?", "The answer is still being debated by courts.", None),
        ("Is the river navigable in August?", "The answer is also unknown to me.", None),
    ],
)
def test_adverb_between_marker_and_verdict(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a labelled short (or long) answer without its colon
        ("Is the bridge open to cyclists?", "Short answer yes.", "yes"),
        ("Can a bishop move sideways?", "Simple answer no, it moves on diagonals.", "no"),
        ("Was the film released before 2000?", "Short answer no; long answer also no, it premiered in 2003.", "no"),
        ("Do ferrets need vaccines?", "Brief answer yes. Rabies and distemper shots are standard.", "yes"),
        ("Can you see Saturn without a telescope?", "Short answer yes, long answer yes too, if the sky is dark.", "yes"),
        # near misses: the two labelled answers disagree, or the short one is no verdict
        ("Is Venus hotter than Mercury?", "Short answer yes, long answer no.", None),
        ("Is the river navigable in August?", "Short answer: it depends on the rainfall.", None),
        ("Does the law apply to tenants?", "Short answer no, but long answer yes for sublets.", None),
    ],
)
def test_labelled_short_answer_without_colon(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
