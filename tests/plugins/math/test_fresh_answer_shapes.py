"""Final-answer shapes written for these tests (not from any blind batch) that the reader missed.

Each class has replies in varied wording that must be scored equal to their gold, next to near
misses of the same shape that must NOT be.
"""

from __future__ import annotations

import pytest

from .conftest import equal


# Ticks and emoji closing the answer are no part of it (a degree sign is).
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("Adding up: Result: 17 marbles ✅", "17", True),
        ("So x = 4 ✔️", "4", True),
        ("Total: 17 ✔", "17", True),
        ("Final answer: 42 🎉", "42", True),
        ("The angle is 35° ✅", "35", True),
        ("So she has $12.50 left ☑️", "12.5", True),
        ("Answer: $\\frac{3}{4}$ ✓✓", "\\frac{3}{4}", True),
        ("Adding up: Result: 17 marbles ✅", "71", False),
        ("So x = -4 ✔️", "4", False),
        ("Final answer: 42 🎉", "4.2", False),
        ("The angle is 35° ✅", "53", False),
    ],
)
def test_ticks_and_emoji_after_the_answer(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# "x equals 4", "f(2) is equal to 7": a relation in words.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("Thus, x equals 4.", "4", True),
        ("So y equals -3.", "-3", True),
        ("Therefore f(2) is equal to 7.", "7", True),
        ("Solving, x equals 2/3.", "\\frac{2}{3}", True),
        ("Hence n equals 12", "12", True),
        ("Thus, x equals 4.", "-4", False),
        ("So y equals -3.", "3", False),
        ("Therefore f(2) is equal to 7.", "2", False),
        ("Solving, x equals 2/3.", "0.67", False),
    ],
)
def test_a_relation_in_words(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# One amount written two ways after ", or": a fraction and its percentage or decimal; two different
# amounts stay two.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("The answer is 1/4, or 25%.", "\\frac{1}{4}", True),
        ("So the chance is 0.375, or 37.5%.", "0.375", True),
        ("The probability is 3/8 or 0.375.", "\\frac{3}{8}", True),
        ("So she keeps $\\frac{2}{5}$, or 40%.", "\\frac{2}{5}", True),
        ("So the share is 1/5, or 20 percent.", "\\frac{1}{5}", True),
        ("The answer is 1/4, or 20%.", "\\frac{1}{4}", False),
        ("So the chance is 0.375, or 37.5%.", "0.38", False),
        ("The probability is 3/8 or 0.375.", "\\frac{3}{5}", False),
        ("The probability is 3/8 or 5/8.", "\\frac{3}{8}", False),
    ],
)
def test_one_amount_written_two_ways(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected
