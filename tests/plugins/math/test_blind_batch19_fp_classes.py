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


# An exact decimal, then its rounding to fewer places closing the reply: the rounding is the value given (not
# the exact decimal before it).
@pytest.mark.parametrize(
    ("reply", "gold", "rounded"),
    [
        ("5 ÷ 16 = 0.3125 ≈ 0.31", "0.3125", "0.31"),
        ("The average speed is 47.625 ≈ 47.6", "47.625", "47.6"),
        ("Mean = 3.45 ≈ 3.5", "3.45", "3.5"),
        ("The bill comes to 1234.5 ≈ 1235 dollars", "1234.5", "1235"),
        ("so each share is $0.1875 ≈ 0.19$.", "0.1875", "0.19"),
        ("Dividing gives 2.718 ≈ 2.72", "2.718", "2.72"),
        ("The ratio works out to 0.0625 ≈ 0.063", "0.0625", "0.063"),
        ("Each slice weighs −1.375 ≈ −1.38", "-1.375", "-1.38"),
    ],
)
def test_an_exact_decimal_then_its_rounding_is_the_rounding(reply: str, gold: str, rounded: str) -> None:
    assert not equal(reply, gold)
    assert equal(reply, rounded)


# Near misses: a decimal aid after a surd, a fraction or π keeps the exact value; a decimal "≈" the same decimal
# with a trailing zero, or a number that is not its rounding, is no rounding of it.
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("The diagonal is 5√2 ≈ 7.07", "5\\sqrt{2}"),
        ("Area = 16π ≈ 50.27", "16\\pi"),
        ("So the chance is 3/7 ≈ 0.43", "3/7"),
        ("The length is 2.5 ≈ 2.50", "2.5"),
    ],
)
def test_an_approximation_that_is_no_rounding_of_a_decimal_keeps_the_exact_value(reply: str, gold: str) -> None:
    assert equal(reply, gold)


# A percentage closing the reply where the problem mentions a percentage only as an operand "N% of M": it asks
# for the quantity, and a value written as a percentage is no answer to it.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("0.2 × 45 = 9%", "9", "Compute 20% of 45."),
        ("A quarter of 360 is 90 %.", "90", "How much is 25% of 360?"),
        ("Taking a tenth of 70 gives 7 percent", "7", "What is 10 percent of 70?"),
        ("So the tip is $\\frac{18}{100} \\cdot 50 = 9\\%$", "9", "Find 18% of $50."),
        ("Half of 64 → **32%**", "32", "Work out 50% of 64."),
        ("It comes to 6 per cent.", "6", "What number is 12 per cent of 50?"),
        ("The result: 45%", "45", "Calculate 150% of 30."),
        ("3/4 of 200 = 150%", "150", "What is 75% of 200?"),
    ],
)
def test_a_percentage_for_the_quantity_asked_is_not_equal(reply: str, gold: str, question: str) -> None:
    assert not equal(reply, gold, question)


# Near misses: a problem that asks for a percentage ("what percent", "percentage", a rate), a percentage gold,
# the quantity written without the sign, a sign on an earlier step only, and a problem without a question.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("20/80 = 0.25, so 25%", "25", "What percent of 80 is 20?"),
        ("The share is 40%.", "40", "Out of 50 pupils 20 cycle. What percentage of the pupils cycle?"),
        ("It rose by 15%", "15", "A price went from 40 to 46. By what percent did it rise?"),
        ("The rate is 5%", "5", "A loan of 200 costs 10 a year in interest. Find the annual interest rate."),
        ("0.2 × 45 = 9", "9", "Compute 20% of 45."),
        ("10% of 90 is 9, so 30% is 27 and 5% is 4.5. 27 + 4.5 = 31.5.", "31.5", "What is 35% of 90?"),
        ("12%", "12\\%", "What is 15% of 80 as a share of 100?"),
        ("That is 9%.", "9", None),
    ],
)
def test_a_percentage_asked_or_a_quantity_stated_stays_equal(reply: str, gold: str, question: str | None) -> None:
    assert equal(reply, gold, question)
