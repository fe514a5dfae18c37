"""False-positive classes the fifteenth blind batch showed when scored after the batch-14 round (see
docs/extraction.md); two of its rows were read right before the batch-13 and batch-14 rounds.

The texts are written for these tests, not copied from the batch: each class has replies of its shape
in varied wording that must not be scored equal to the gold, and near misses whose reading must stay.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import is_undecided, read_yes_no

from .conftest import equal

RATIONALISE = "Rationalize the denominator: $\\frac{1}{\\sqrt{2}}$."
RATIONALISE_3 = "Simplify $\\frac{3}{\\sqrt{3}}$."
REMAINDER = "What is the remainder when $2^{10}$ is divided by $7$?"
SLOPE = "What is the slope of the line through $(0, 1)$ and $(2, 5)$?"
RANGE = "Find the range of $f(x) = x^2 + 1$."
AREA = "What is the area of a square of side 4?"


# A quotient with a root in its denominator (not yet rationalised), then a rounding: the rounding answers.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("1/√2 ≈ 0.7071", "\\frac{\\sqrt{2}}{2}", RATIONALISE),
        ("$\\frac{1}{\\sqrt{2}} \\approx 0.707$", "\\frac{\\sqrt{2}}{2}", RATIONALISE),
        ("That's 3/√3 ≈ 1.732.", "\\sqrt{3}", RATIONALISE_3),
        ("x = 2/(√3) ≈ 1.1547", "\\frac{2\\sqrt{3}}{3}", None),
    ],
)
def test_an_unrationalised_quotient_then_a_rounding_is_the_rounding(
    reply: str, gold: str, question: str | None
) -> None:
    assert equal(reply, gold, question) is False


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("√2/2 ≈ 0.7071", "\\frac{\\sqrt{2}}{2}", RATIONALISE),
        ("So it is √3 ≈ 1.732.", "\\sqrt{3}", RATIONALISE_3),
        ("1/√2 = √2/2", "\\frac{\\sqrt{2}}{2}", RATIONALISE),
    ],
)
def test_a_rationalised_value_before_its_rounding_stays_the_answer(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


# The asked quantity's value, then the writer's own pick of another or a second value offered in its place.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("1024 = 7 · 146 + 2, so the remainder is 2, or maybe 3 if I slipped. I'd say 3.", "2", REMAINDER),
        ("The slope is 2, though I'll go with 3 after redrawing it.", "2", SLOPE),
        ("Slope = 4/2 = 2, or perhaps 1.5.", "2", SLOPE),
    ],
)
def test_a_named_value_then_another_pick_is_not_the_named_value(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("1024 = 7 · 146 + 2, so the remainder is 2, or maybe 3 if I slipped. I'd say 3.", "3", REMAINDER),
        ("Slope = 4/2 = 2. A line with slope 2 through (0, 1) is y = 2x + 1.", "2", SLOPE),
    ],
)
def test_the_pick_or_a_plain_named_value_is_read(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


# A value under a condition, another under another condition, both handed over: no answer.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        (
            "The range is [1, ∞) if x ranges over all reals; if x ≥ 2 it is [5, ∞) instead. With no domain "
            "given, I'll give both possibilities.",
            "[1, \\infty)",
            RANGE,
        ),
        ("The area is 16 if the side is 4 cm, and 1600 if it is 4 dm; let me give both cases.", "16", AREA),
    ],
)
def test_values_under_conditions_handed_over_are_no_answer(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


def test_both_readings_handed_over_is_undecided_in_every_family() -> None:
    assert is_undecided("Since nothing is specified I'll give both options.")
    assert is_undecided("Let me present the two readings.")
    assert read_yes_no("Yes if you mean the island, no if you mean the state - I'll give both readings.").value is None
    # (not a list of the solutions a problem asks for)
    assert not is_undecided("I'll give both roots: 3 and -3.")
    assert equal("The area is 16. I'll give both units: 16 cm², i.e. 1600 mm².", "16", AREA) is True
