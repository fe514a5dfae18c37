"""Classes of final answer the seventh blind batch showed the reader missing or misreading.

Each class is fixed by a general rule; the texts here are written for these tests (not copied
from the batch). The near misses must stay unequal: math never scores a wrong answer equal.
"""

from __future__ import annotations

import pytest
from scorewire_math import MathEquivalence, extract_answer

EV = MathEquivalence(symbolic="inline")


def equal(response: object, gold: str) -> bool:
    return EV.score({"answer": gold}, {"response": response})["math_equiv"] == 1.0


@pytest.mark.parametrize(
    ("response", "gold"),
    [
        # the last number is an exponent: the answer is the power, never the exponent alone
        ("Since $81 = 3^4$, the value we end up with is 3^4.", "4"),
        ("Writing 1000 in powers of ten, the count comes to 10^{3}.", "3"),
        ("The area grows like the square of the side, so we have x^2.", "2"),
        # a solution cut off after "we get" / "we obtain" commits to nothing
        ("Adding the two halves from 2 to 7 we get", "7"),
        ("Substituting t = 3 into the formula, we obtain", "3"),
        ("Multiplying 4 by 5 yields", "5"),
        # a fraction of one is no percentage unless the response writes it as one
        ("3/4 = 0.75", "75\\%"),
        ("The share is 0.4 of the class.", "40\\%"),
    ],
)
def test_near_misses_stay_unequal(response: str, gold: str) -> None:
    assert not equal(response, gold)


@pytest.mark.parametrize(
    ("response", "gold"),
    [
        # a power with a number base is compared as that power
        ("Since $81 = 3^4$, the value we end up with is 3^4.", "81"),
        # a word gold stated in the closing clause when no value can be read
        ("$g(-x) = \\cos(-x) = \\cos x = g(x)$, so $g$ is even.", "\\text{even}"),
        # a fraction of one for a percentage the response also writes
        ("**40%**\n\nThat is 12/30 = 0.4 of the class.", "40\\%"),
        ("It rose by a quarter: 0.25, that is 25 percent.", "25\\%"),
    ],
)
def test_read_as_equal(response: str, gold: str) -> None:
    assert equal(response, gold)


def test_an_exponent_alone_is_not_extracted() -> None:
    assert extract_answer("The area grows like the square of the side, so we have x^2.").answer != "2"
    assert extract_answer("Adding the numbers from 2 to 7 we get").answer is None
