"""Classes of false positive the ninth blind batch showed (it was scored blind first; see docs/extraction.md).

The texts are written for these tests, not copied from the batch. Each case is a reply that
must NOT be scored equal to the exact gold, next to a reply of the same shape that must.
"""

from __future__ import annotations

import pytest

from .conftest import equal

# The problem's own computation restated, then only its rounded value: the rounded value is what
# the reply states (a sum of plain numbers, or a trigonometric function of a special angle).
RESTATED_THEN_ROUNDED = [
    ("1/6 + 2/5 ≈ 0.57", "\\frac{17}{30}"),
    ("$\\frac{5}{8} - \\frac{1}{3} \\approx 0.29$", "\\frac{7}{24}"),
    ("0.25 + 1/3 ≈ 0.583", "\\frac{7}{12}"),
    ("sin(π/3) ≈ 0.87", "\\frac{\\sqrt{3}}{2}"),
    ("So $\\tan 30^\\circ \\approx 0.577$.", "\\frac{\\sqrt{3}}{3}"),
    ("cos 45° ≈ 0.707", "\\frac{\\sqrt{2}}{2}"),
]

# Exact values before an approximation are still the answer.
EXACT_THEN_ROUNDED = [
    ("x = 2 + √3 ≈ 3.73", "2+\\sqrt{3}"),
    ("The area is 16π ≈ 50.27", "16\\pi"),
    ("1/6 + 2/5 = 17/30 ≈ 0.57", "\\frac{17}{30}"),
    ("$\\log_2 5 \\approx 2.32$", "\\log_2 5"),
]


@pytest.mark.parametrize(("reply", "gold"), RESTATED_THEN_ROUNDED)
def test_a_restated_computation_before_its_rounded_value_is_not_the_answer(reply: str, gold: str) -> None:
    assert not equal(reply, gold)


@pytest.mark.parametrize(("reply", "gold"), EXACT_THEN_ROUNDED)
def test_an_exact_value_before_its_rounded_value_is_the_answer(reply: str, gold: str) -> None:
    assert equal(reply, gold)


ONE_VALUE = "A tank loses 8% of its water a day. After how many days is it below 60%?"
MANY_VALUES = "Solve $x^2 - 5x + 6 = 0$."

# A closing sentence that offers two values without choosing: no answer, even after a marker.
TWO_VALUES = [
    ("If the loss is linear the answer is 5 days; if it compounds, 7. Hard to pin down, so it's 5 or 7.", "5"),
    ("The answer is 5. Then again it might be 7 if we count from day one. Either 5 or 7.", "7"),
    ("Counting whole days it's 6 or 7.", "6"),
]


@pytest.mark.parametrize(("reply", "gold"), TWO_VALUES)
def test_two_values_offered_at_the_end_commit_to_neither(reply: str, gold: str) -> None:
    assert not equal(reply, gold, ONE_VALUE)


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("Factor: (x-2)(x-3) = 0, so x = 2 or x = 3.", "2, 3", MANY_VALUES),
        ("So it's 2 or 3.", "2, 3", MANY_VALUES),
        ("It's 6 days. (Not 5 or 7.)", "6", ONE_VALUE),
        ("The answer is 6, not 7.", "6", ONE_VALUE),
    ],
)
def test_values_the_problem_asks_for_or_a_choice_made_still_read(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question)
