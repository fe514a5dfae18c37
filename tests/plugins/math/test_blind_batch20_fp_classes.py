"""The false-positive classes the twentieth blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each class has replies of its shape in
varied wording that must commit to nothing (or stay unequal), and near misses that must still be read as
the answer they state.
"""

from __future__ import annotations

import pytest
from scorewire_math._extract import ends_unfinished

from .conftest import equal


# A reply cut off after a preposition that never gets its object, or after an arrow, a relation or an
# operator with nothing on its right: the value that would follow is never written, so an earlier number
# (an operand, an exponent, the point a function is taken at) is no answer.
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("The remainders repeat every 6 steps, and 100 = 6 · 16 + 4, so we look at", "4"),
        ("Substituting t = 2 →", "2"),
        ("Differentiate, then set x = 0 ⇒", "0"),
        ("The slope at 3 is f'(3) ≈", "3"),
        ("Cycle length 4; 37 leaves 1, so the digit sits on", "1"),
        ("Split the 12 marbles into groups and count over", "12"),
        ("Evaluating at x = 1, $f(1) \\implies", "1"),
        ("Take 8 and square it: 8 ^", "8"),
        ("Area is 3 · 5 ÷", "3"),
        ("$x = 2 \\to", "2"),
        ("Adding the two legs 5 and 7 gives 12 ->", "12"),
    ],
)
def test_cut_off_after_preposition_or_arrow_commits_to_nothing(reply: str, gold: str) -> None:
    assert ends_unfinished(reply)
    assert not equal(reply, gold)


@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("The board is 14 in", "14"),  # inches, no preposition
        ("**The total is 45**", "45"),  # markdown bold closes the reply
        ("So the answer is **7**", "7"),
        ("The wall is 2.5 m across, so the paint covers 10 m²", "10"),
        ("x = 3 (checked: 2·3 + 1 = 7 ✓)", "3"),
    ],
)
def test_unit_bold_and_tags_at_the_end_still_read(reply: str, gold: str) -> None:
    assert equal(reply, gold)


# An equation "expression = value" whose value side is one letter that also stands in the expression
# ("i^23 = i", "x^1 = x"): the letter is the value, not a variable being defined, so the expression on the
# left (the quantity asked about) is never read as the answer; against a gold relation the two sides may
# still be swapped.
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("i^23 = i", "-i"),
        ("$i^{7} = i$", "-i"),
        ("So i^2 = i.", "-1"),
        ("e^{i\\pi} = e", "-1"),
        ("Therefore $i^{10} = i$.", "-1"),
        ("The power works out as i^{-1} = i.", "-i"),
    ],
)
def test_letter_value_side_is_the_value(reply: str, gold: str) -> None:
    assert not equal(reply, gold)


@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("i^23 = -i", "-i"),
        ("$i^{10} = -1$", "-1"),
        ("x = 4", "4"),
        ("y = 2x + 1", "y = 2x + 1"),
        ("2x + 1 = y", "y = 2x + 1"),
        ("x > 3", "3 < x"),
    ],
)
def test_value_and_relations_still_read(reply: str, gold: str) -> None:
    assert equal(reply, gold)
