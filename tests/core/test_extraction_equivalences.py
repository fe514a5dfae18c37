"""Faster forms of the label reader's steps must read exactly what the plain forms read.

- The inline answer marker's look-back (a few runs of letters and blanks before a keyword) is found by
  a pattern on the reversed stretch before it: it must agree with the walk back, character by character.
- Strong terms are scanned without capturing groups, the label read by one grouped match at each hit.
- ``match_any_at`` keeps its answers for the last text asked about.
"""

from __future__ import annotations

import random

from scorewire.extraction import YES_NO_MAYBE, _verdict
from scorewire.extraction._labels import _compile
from scorewire_nli.labels import FEVER, NLI


def walk(low: str, i: int) -> int:
    lo = i
    for _ in range(_verdict._INLINE_LOOKBACK_TOKENS):
        if lo == 0:
            break
        space = low[lo - 1].isspace()
        while lo > 0 and (low[lo - 1].isspace() if space else (low[lo - 1].isalpha() or low[lo - 1] == "-")):
            lo -= 1
    return lo


def test_the_lookback_agrees_with_the_walk_back() -> None:
    rng = random.Random(19)
    texts = ["", "the answer", "so, the final answer", "a " * 400, "\n" * 300 + "the answer", "ab-c" * 200]
    texts += ["".join(rng.choice("ab- \n\t\x1c,.x") for _ in range(rng.randint(0, 300))) for _ in range(400)]
    for text in texts:
        low = text.lower()
        for i in range(len(low) + 1):
            assert _verdict._lookback(low, i) == walk(low, i), (text, i)


TEXTS = [
    "Entailment. The premise says so; it is not a contradiction, and neutral would not fit.",
    "We can't verify or refute this. The evidence backs it up? No - NOT ENOUGH INFO.",
    "No no, maybe - it depends. Yes and no; insufficient evidence, so inconclusive.",
    "the answer is not entailment, or is it neutral? wait, actually no, contradiction or neutral; so? " * 3,
]


def test_the_strong_scan_finds_what_the_grouped_pattern_finds() -> None:
    for ls in (NLI, FEVER, YES_NO_MAYBE):
        grouped, labels = _compile(ls.strong)
        for text in TEXTS:
            for lo, hi in ((0, len(text)), (5, len(text) // 2)):
                plain = [(labels[(m.lastindex or 1) - 1], m.start(), m.end()) for m in grouped.finditer(text, lo, hi)]
                assert list(ls.find_strong(text, lo, hi)) == plain


def test_match_any_at_answers_the_same_with_its_memo() -> None:
    for ls in (NLI, FEVER, YES_NO_MAYBE):
        for text in TEXTS:
            copy = "".join(list(text))  # an equal text that is another object
            for pos in range(len(text)):
                expected = ls._match_any_at(text, pos)
                assert ls.match_any_at(text, pos) == expected
                assert ls.match_any_at(copy, pos) == expected
                assert ls.match_any_at(text, pos) == expected  # (asked again, after another text)
