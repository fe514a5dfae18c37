"""False-positive classes the thirteenth blind batch showed (scored blind first; see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each reply below must NOT be
scored equal to its gold, next to replies of the same shape that must.
"""

from __future__ import annotations

import pytest

from .conftest import equal

LCM = "What is the least common multiple of 8 and 12?"
ROOTS = "Find all real $x$ with $x^2 = 5x - 6$."


# A reply that says it cannot work out one amount commits to none of the amounts it mentions.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        (
            "If rounded up she gets $15, if not $12.50. Without the rule I can't determine a single amount.",
            "12.5",
            False,
        ),
        ("It's 40 or 45 depending on the toll; I cannot pin down an exact figure.", "40", False),
        ("Perhaps 7 trips. I'm unable to work out a definite number without the truck's size.", "7", False),
        (
            "I can't determine the fee from the table alone, but the sum is 40 + 5 = 45, so the answer is 45.",
            "45",
            True,
        ),
        ("Adding the two amounts gives $12.50.", "12.5", True),
    ],
)
def test_a_declared_inability_to_settle_is_no_answer(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# An answer marker whose value offers two ("the answer is either 24 or 48") commits to neither,
# for a problem that asks for one value.
@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        ("I think the answer is either 24 or 48 - both are multiples of 8 and 12.", "24", LCM, False),
        ("The answer is either $24 (with the coupon) or $30, hard to be sure.", "24", None, False),
        ("Answer: either 24, or 48 if you count the other way.", "24", LCM, False),
        ("The answer is 24, either way you count it.", "24", LCM, True),
        ("The answer is either 2 or 3.", "2, 3", ROOTS, True),
    ],
)
def test_an_answer_marker_offering_two_values_is_no_answer(
    reply: str, gold: str, question: str | None, expected: bool
) -> None:
    assert equal(reply, gold, question) is expected


# Values left as candidates still to be checked, with nothing stated after that remark, are no answer.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("Squaring gives x = 2 and x = 7. Either may be extraneous, so both should be checked.", "7", False),
        ("The candidates are 3 and 12; they still need to be verified in the original equation.", "12", False),
        ("Possible values: 5 and 6. These must be tested before we can say which one works", "6", False),
        ("Squaring gives 2 and 7; 2 may be extraneous. Checking both, only 7 works, so the answer is 7.", "7", True),
        ("x = 7 (it should be checked, and it works: √7 ... fine). So x = 7.", "7", True),
    ],
)
def test_candidates_left_to_be_checked_are_no_answer(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected
