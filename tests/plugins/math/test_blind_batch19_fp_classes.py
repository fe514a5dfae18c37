"""The false-positive classes the nineteenth blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each class has replies of its shape in
varied wording that must commit to nothing (or stay unequal), and near misses that must still be read as
the answer they state.
"""

from __future__ import annotations

import pytest
from scorewire_math._extract import ends_unfinished

from .conftest import equal


# A reply cut off before or while committing: a copula followed only by adverbs, a subordinator or
# preposition without its clause, a remark opened by a dash and never written.
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("Half the tiles are white, so the share of black tiles is likewise", "1/2"),
        ("The two chords have the same length, so the second one is then roughly", "6"),
        ("Hence the remaining area equals approximately", "40"),
        ("Summing the rows gives 84 and the columns are also", "84"),
        ("Try 7 (too small), 8 (too small), 9 —", "9"),
        ("The primes here are 2, 3, 5 – ", "5"),
        ("That leaves 36 sheep, a number I'd recount before", "36"),
        ("Of the three values only 12 is left, unless", "12"),
        ("Dividing, 450/9 = 50, though I would round it after", "50"),
        ("The mean is 14, somewhere between", "14"),
        ("Both factors vanish at x = 3, and the double root is thus", "3"),
    ],
)
def test_a_reply_cut_off_while_committing_commits_to_nothing(reply: str, gold: str) -> None:
    assert ends_unfinished(reply)
    assert not equal(reply, gold)


# Near misses: the value is stated, and a closing adverb, dash or word after it does not cut it off.
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("Both halves come to 12, so the total is 24 also.", "24"),
        ("The second probability is 1/2 too.", "1/2"),
        ("So the answer is about 40.", "40"),
        ("It is roughly 7", "7"),
        ("x = 9 — the smallest that works.", "9"),
        ("Each card is counted once, so there are 52.", "52"),
        ("The total is 36 before tax.", "36"),
        ("Remaining: 36 sheep after the sale", "36"),
    ],
)
def test_a_value_stated_before_a_closing_word_is_read(reply: str, gold: str) -> None:
    assert not ends_unfinished(reply)
    assert equal(reply, gold)
