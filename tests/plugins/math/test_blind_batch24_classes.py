"""Math classes batch 24 showed after its first score (see docs/extraction.md and the round-22 unseen-classes tests).

- a decimal asked for is answered by a converted exact value stated alone, as batch 24's writer labels it, but not by
  the problem's own value restated, nor by an exact value the reply rounds itself (its rounding is its decimal);
- a closing that gives one name two values ("so I'd answer x = −1 and x = 4.") reads both, never the last alone.

The texts are written for these tests, not copied from the batch.
"""

from __future__ import annotations

import pytest

from .conftest import equal


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        ("What is $2.5\\%$ written as a decimal?", "0.025", "It equals 1/40.", True),
        ("Convert 0.5% to a decimal.", "0.005", "That is 1/200.", True),
        # (the problem's own value restated answers no conversion)
        ("Write 3/16 as a decimal.", "0.1875", "3/16", False),
        ("Convert $\\frac{3}{4}$ to a decimal.", "0.75", "It is 0.75, i.e. 3/4.", True),
        # near misses: the rounding the reply gives is its decimal, and it is not the gold
        ("Convert $\\frac{7}{8}$ to a decimal.", "0.875", "7/8 ≈ 0.88", False),
        ("Write 3/16 as a decimal.", "0.1875", "3/16, which is about 0.19.", False),
    ],
)
def test_an_exact_value_alone_answers_a_decimal_question(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, question=problem) is same


@pytest.mark.parametrize(
    ("response", "gold", "same"),
    [
        ("I'm not sure, but both roots of the squared equation count, so I'd answer x = −1 and x = 4.", "4", False),
        ("I'd answer t = 2, t = 7.", "7", False),
        ("Both work: y = 0 and y = 3", "3", False),
        # near misses: the two values are the gold set, or the reply settles on one
        ("The solutions are x = 1 and x = 2.", "1, 2", True),
        ("So x = 2 or x = 5.", "2, 5", True),
        ("Only x = 4 works: x = −1 fails the check, so x = 4.", "4", True),
    ],
)
def test_two_values_given_one_name_at_the_close_are_read_together(response: str, gold: str, same: bool) -> None:
    assert equal(response, gold, question="Solve for the unknown.") is same
