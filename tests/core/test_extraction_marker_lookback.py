"""The inline answer marker's look-back (a few runs of letters and blanks before a keyword) is found by a
pattern on the reversed stretch before it; it must agree with the plain walk back, character by character."""

from __future__ import annotations

import random

from scorewire.extraction import _verdict


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
