"""False-positive classes the fourteenth blind batch showed when first scored, and one the round before it
broke on that batch (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each class has replies of its shape
in varied wording that must not be scored equal to the value they only offer or name in passing, and
near misses whose reading must stay.
"""

from __future__ import annotations

import pytest

from .conftest import equal

PRIME = "What is the next prime number after 89?"
POWER = "What is the value of $2^3$?"
CAR = "A $20,000 car loses 10% of its value each year. What is it worth after 2 years, in dollars?"
FENCE = "A fence 10 m long has a post every 2 m. How many posts are needed?"
TRAIN = "A train covers 180 km in 2 hours. What is its average speed, in km/h?"
FACTOR = "What is the largest prime factor of 221?"
CYLINDER = "A cylinder has radius 2 and height 5. What is its volume?"
CIRCLE = "What is the area of a circle of radius 3?"
HEXAGON_DEG = "Find the sum of the interior angles of a hexagon, in degrees."
HEXAGON_RAD = "Find the sum of the interior angles of a hexagon, in radians."
ROOTS = "Solve $x^2 = 9$."


# Two different values offered as alternatives, the last values the reply states, with a remark after
# either one: the reply chooses neither, whichever of them is the gold.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("It's either 91 or 97 — honestly I can never keep those two straight.", "97", PRIME),
        ("It's either 91 or 97 — honestly I can never keep those two straight.", "91", PRIME),
        ("Reciprocal of 1/8... so either 6 or 8, I tend to confuse them.", "8", POWER),
        ("Either 12 or 13 - I'd have to look it up.", "13", FENCE),
        ("It could be $16,000 under straight-line rules or $16,200 if it compounds; both are used.", "16200", CAR),
        ("It might be 5 if you count both ends, or 6 if you don't; the drawing isn't clear.", "6", FENCE),
        ("The speed may be about 90 or 85 km/h, depending on the stop.", "90", TRAIN),
        ("could be 90, or maybe 95 with the detour. not sure", "90", TRAIN),
    ],
)
def test_two_values_offered_as_alternatives_are_no_answer(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        # a later sentence chooses, or working goes on after the pair
        ("It's either 91 or 97; 91 = 7 × 13 is not prime, so the answer is 97.", "97", PRIME),
        ("Either 6 or 8? 2 × 2 × 2 = 8, so 8.", "8", POWER),
        # the same amount twice
        ("It could be 90 or 90.0 km/h, as you like.", "90", TRAIN),
        # "either way" chooses nothing and offers nothing
        ("Either way the average is 90 km/h.", "90", TRAIN),
        # a problem that asks for every solution
        ("x = 3 or x = -3.", "\\{-3, 3\\}", ROOTS),
        # a value under a condition the problem states
        ("Since it compounds, it could be worth $16,200 after 2 years.", "16200", CAR),
    ],
)
def test_alternatives_settled_or_asked_for_keep_their_reading(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


# Two values named together as one group ("both", "each") for a problem that asks for one.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("221 = 13 · 17, so 13 and 17 are both prime factors.", "17", FACTOR),
        ("Both 13 and 17 divide 221.", "17", FACTOR),
        ("Since 221 = 13 × 17, 13 and 17 are each prime.", "17", FACTOR),
    ],
)
def test_two_values_named_as_a_group_are_no_answer(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("13 and 17 are both prime; the larger, 17, is the answer.", "17", FACTOR),
        ("221 = 13 · 17. Both are prime, so the largest prime factor is 17.", "17", FACTOR),
    ],
)
def test_a_group_then_a_choice_keeps_the_choice(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


# A number that is the coefficient of π, a root or i is never the value alone.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("The sum is 720 degrees, i.e. 4π radians.", "4", HEXAGON_RAD),
        ("It lands on 4π.", "4", HEXAGON_RAD),
        ("She walks 4 pi metres in all.", "4", None),
        ("So the last root sits at 2i.", "2", None),
        ("Each side is then 3 √2 cm long.", "3", None),
    ],
)
def test_a_coefficient_is_not_the_value(reply: str, gold: str, question: str | None) -> None:
    assert equal(reply, gold, question) is False


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("The sum is 720 degrees, i.e. 4π radians.", "4\\pi", HEXAGON_RAD),
        ("It lands on 4π.", "4\\pi", HEXAGON_RAD),
        ("So 5 in all.", "5", None),
        ("The total is 4 i.e. four.", "4", None),
        ("It is 12 inches long.", "12", None),
    ],
)
def test_a_number_with_its_own_unit_or_pi_keeps_its_reading(reply: str, gold: str, question: str | None) -> None:
    assert equal(reply, gold, question) is True


# The given values put side by side in the formula, then a rounded value: the rounded value is the answer.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("V = π(2)²(5) ≈ 62.83", "20\\pi", CYLINDER),
        ("A = π(3)^2 ≈ 28.27", "9\\pi", CIRCLE),
        ("Area = π · (3)(3) ≈ 28.3 square units", "9\\pi", CIRCLE),
    ],
)
def test_a_formula_with_its_values_then_a_rounding_is_the_rounding(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("V = π(2)²(5) = 20π ≈ 62.83", "20\\pi", CYLINDER),
        ("So the area is 9π ≈ 28.27.", "9\\pi", CIRCLE),
    ],
)
def test_an_exact_value_before_its_rounding_stays_the_answer(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


# The asked quantity's value restated at once in another unit: the unit the problem asks for decides.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("The sum is 4π radians, i.e. 720 degrees.", "720", HEXAGON_DEG),
        ("The sum is 720 degrees, i.e. 4π radians.", "4\\pi", HEXAGON_RAD),
        ("Average speed = 90 km/h, i.e. 25 m/s.", "90", TRAIN),
    ],
)
def test_a_named_value_restated_in_the_asked_unit(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True
