"""False-positive classes the tenth blind batch showed (scored blind first; see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each reply below must NOT be
scored equal to its gold, next to replies of the same shape that must.
"""

from __future__ import annotations

import pytest

from .conftest import equal


# An interval restated after "i.e." is the set the reply commits to; the form before it does not
# rescue a restatement that disagrees with it.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("$1 < x < 4$, i.e. $x \\in [1, 4]$.", "(1,4)", False),
        ("So -3 ≤ x ≤ 0, i.e. (-3, 0).", "[-3,0]", False),
        ("x > 2, that is $[2, \\infty)$", "(2,\\infty)", False),
        ("$1 < x < 4$, i.e. $x \\in (1, 4)$.", "(1,4)", True),
        ("So -3 ≤ x ≤ 0, i.e. [-3, 0].", "[-3,0]", True),
        ("It takes 2.5 h, i.e. 2 hours 30 minutes.", "2.5", True),
    ],
)
def test_an_interval_restated_after_ie_is_the_answer(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


GCD = "What is the greatest common divisor of 48 and 72?"
SUM = "How many apples are there in all?"


# A reply that ends by listing numbers names no answer (its last item is no commitment), unless
# the problem asks for several values.
@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        ("Both numbers are divisible by 1, 2, 3, 4, 6, 8, 12, and 24.", "24", GCD, False),
        ("Common factors: 2, 4, 6, 12, 24.", "24", GCD, False),
        ("The baskets hold 7, 9, 11 or 13.", "13", SUM, False),
        ("Listing factors of both: 2, 3, 4, 6, 8, 12, 24. So the GCD is 24.", "24", GCD, True),
        ("The town has 1,204,500 people.", "1204500", None, True),
        (
            "The solutions are $x = 1$, $x = 2$, and $x = 3$.",
            "1, 2, 3",
            "Find all integer solutions of the cubic.",
            True,
        ),
    ],
)
def test_a_closing_list_of_numbers_is_no_answer(reply: str, gold: str, question: str | None, expected: bool) -> None:
    assert equal(reply, gold, question) is expected
