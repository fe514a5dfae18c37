"""The label reader's answer-marker search finds every marker, whatever order its keywords come in.

``_line_markers`` and ``_inline_markers`` (core/src/scorewire/extraction/_verdict.py) look for each keyword's
occurrences in turn instead of trying a pattern at every position; each search must keep its own start, so that
a marker found for one keyword does not hide an earlier marker of another ("Label: entailment. ... Answer: see
above" holds two line markers, the label's first).
"""

from __future__ import annotations

import random

import pytest
from scorewire.extraction import _verdict, read_label
from scorewire_nli.labels import NLI

TOKENS = (
    "Label:", "Answer:", "Verdict:", "Final answer:", "Conclusion:", "the answer is", "my verdict is", "the label is",
    "our classification is", "relation =", "Result:", "entailment", "neutral", "see above", "checked", "twice",
    "over", ".", ",", ";", "\n", "\n\n", "- ", "> ", "**", "'", '"', "the", "final", "one word", "my", "is",
)  # fmt: skip


def _texts() -> list[str]:
    rng = random.Random(1717)
    texts = [
        "Label: entailment. We checked it twice over. Answer: see above",
        "Verdict: neutral.\nConclusion: the premise is silent.\nAnswer: as said",
        "the label is neutral, and the answer is the one above; my verdict is final",
    ]
    texts += [" ".join(rng.choice(TOKENS) for _ in range(rng.randint(1, 40))) for _ in range(3000)]
    return texts


def test_line_markers_find_what_finditer_finds() -> None:
    for text in _texts():
        expected = sorted(m.span() for m in _verdict._LINE_MARKER.finditer(text))
        assert sorted(_verdict._line_markers(text, text.lower())) == expected, text


def test_inline_markers_find_what_finditer_finds() -> None:
    for text in _texts():
        expected = sorted(m.span() for m in _verdict._INLINE_MARKER.finditer(text) if not _verdict._others_answer(m))
        assert sorted(_verdict._inline_markers(text, text.lower())) == expected, text


def test_the_example_of_the_fault() -> None:
    text = "Label: entailment. We checked it twice over. Answer: see above"
    assert sorted(_verdict._line_markers(text, text.lower())) == [(0, 6), (45, 52)]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # a marker naming the label, then a later marker of another keyword that names none
        ("I lean neutral. Verdict: contradiction. Our answer: given above.", "contradiction"),
        ("Neutral at first. Label: entailment - on a closer look. My answer: as stated.", "entailment"),
        ("Entailment, I thought. Classification: neutral. The answer: see the line before.", "neutral"),
    ],
)
def test_an_earlier_marker_of_another_keyword_is_read(text: str, label: str) -> None:
    assert read_label(text, NLI).value == label
