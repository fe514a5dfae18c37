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


# A derivation displayed in aligned rows ends at its last row.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("$$\\begin{aligned} 2x + 3 &= 11 \\\\ x &= 4 \\end{aligned}$$", "4", True),
        ("$$\\begin{align*} 5y &= 3y + 8 \\\\ 2y &= 8 \\\\ y &= 4 \\end{align*}$$", "4", True),
        ("\\[\\begin{aligned} A &= \\pi r^2 \\\\ &= 9\\pi \\end{aligned}\\]", "9\\pi", True),
        ("$\\begin{gathered} t^2 = 49 \\\\ t = 7 \\end{gathered}$", "7", True),
        ("$$\\begin{aligned} 2x + 3 &= 11 \\\\ x &= 4 \\end{aligned}$$", "11", False),
        ("$$\\begin{align*} 5y &= 3y + 8 \\\\ 2y &= 8 \\\\ y &= -4 \\end{align*}$$", "4", False),
        ("\\[\\begin{aligned} A &= \\pi r^2 \\\\ &= 9\\pi \\end{aligned}\\]", "28.27", False),
    ],
)
def test_aligned_rows_end_at_the_last_row(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# A label in words before the value: "Result ≈ 3.14" states the approximation; "Solution: {2, 3}" the set.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("Result ≈ 3.14", "3.14", True),
        ("Total area ≈ 12.57 m²", "12.57", True),
        ("Solution: {2, 3, 5, 7}", "\\{2,3,5,7\\}", True),
        ("Roots: {−1, 4}", "-1, 4", True),
        ("Result ≈ 3.14", "\\pi", False),
        ("Total area ≈ 12.57 m²", "4\\pi", False),
        ("Solution: {2, 3, 5}", "\\{2,3,5,7\\}", False),
        ("Roots: {1, 4}", "-1, 4", False),
    ],
)
def test_a_label_in_words_before_the_value(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# Forms of a value: a vector in angle brackets, vulgar fractions, one "±" inside a group (two values).
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("So the vector is ⟨3, −1⟩.", "(3,-1)", True),
        ("Therefore the probability is ⅜.", "\\frac{3}{8}", True),
        ("She poured 2⅝ cups in all.", "\\frac{21}{8}", True),
        ("Answer: ⅚", "\\frac{5}{6}", True),
        ("So the answer is $x = \\frac{3 \\pm \\sqrt{5}}{2}$.", "\\frac{3+\\sqrt{5}}{2}, \\frac{3-\\sqrt{5}}{2}", True),
        ("The roots are $\\frac{-1 \\pm \\sqrt{13}}{6}$.", "\\frac{-1-\\sqrt{13}}{6}, \\frac{-1+\\sqrt{13}}{6}", True),
        ("So the vector is ⟨3, 1⟩.", "(3,-1)", False),
        ("Therefore the probability is ⅜.", "\\frac{3}{5}", False),
        ("She poured 2⅝ cups in all.", "\\frac{5}{8}", False),
        ("So the answer is $x = \\frac{3 \\pm \\sqrt{5}}{2}$.", "\\frac{3+\\sqrt{5}}{2}", False),
        ("The roots are $\\frac{-1 \\pm \\sqrt{13}}{6}$.", "\\frac{1-\\sqrt{13}}{6}, \\frac{1+\\sqrt{13}}{6}", False),
    ],
)
def test_forms_of_a_value(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# The one math segment that closes a sentence without a statement verb ("evaluates to $...$"), and a
# fraction in words that is the sentence's only value.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("The integral evaluates to $\\frac{\\pi}{4}$.", "\\frac{\\pi}{4}", True),
        ("After cancelling, the expression simplifies to $2\\sqrt{3}$.", "2\\sqrt{3}", True),
        ("Putting it together we obtain $\\frac{7}{12}$.", "\\frac{7}{12}", True),
        ("So she drank two-thirds of the bottle.", "\\frac{2}{3}", True),
        ("Thus three quarters of the class passed.", "\\frac{3}{4}", True),
        ("The integral evaluates to $\\frac{\\pi}{4}$.", "4", False),
        ("After cancelling, the expression does not simplify to $2\\sqrt{3}$.", "2\\sqrt{3}", False),
        ("So she drank two-thirds of the bottle.", "2", False),
        ("Thus three quarters of the class passed.", "\\frac{1}{4}", False),
    ],
)
def test_a_closing_math_segment_and_a_fraction_in_words(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# A value the reply denies is no answer: after an answer marker ("the answer is not 12"), alone ("Not
# 45."), or wherever the closing sentence states it ("isn't 45", "can't be 7", "5 doesn't work"); a
# cross after a value rejects it. The value a reply does commit to is still read.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("The total isn't 45 — that's the old price.", "45", False),
        ("So the answer is not 12.", "12", False),
        ("It can't be 7, since 7 is odd.", "7", False),
        ("x = 5 doesn't work, so there is no solution.", "5", False),
        ("The answer is definitely not $\\frac{1}{2}$.", "\\frac{1}{2}", False),
        ("Not 45.", "45", False),
        ("Result: 17 marbles ❌", "17", False),
        ("So x = 4 ✗", "4", False),
        ("My first try gave 30, which is wrong.", "30", False),
        ("The total isn't 45; it's 54.", "54", True),
        ("So the answer is not 12 but 21.", "21", True),
        ("It can't be 7, so it must be 9.", "9", True),
        ("x = 5 doesn't work, but x = 6 does: 6 + 6 = 12.", "12", True),
        ("She has no fewer than 12 left, exactly 12.", "12", True),
    ],
)
def test_a_value_denied_is_no_answer(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# A bare comparison after the answer ("— 3 more than he started with"), one rate in two units ("60 km/h,
# or 1 km per minute"), "Answer - 8", a restatement in brackets after "i.e.".
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("So he has 8 marbles — 3 more than he started with.", "8", True),
        ("The coat costs $96 – $24 less than the list price.", "96", True),
        ("So the tower is 120 m tall, only 15 m shorter than the hill.", "120", True),
        ("Her speed was 60 km/h, or 1 km per minute.", "60", True),
        ("Answer - 8", "8", True),
        ("Final answer — 12.5", "12.5", True),
        ("The answer is 0.5 (i.e. 1/2).", "\\frac{1}{2}", True),
        ("So he has 8 marbles — 3 more than he started with.", "3", False),
        ("The coat costs $96 – $24 less than the list price.", "24", False),
        ("So the tower is 120 m tall, only 15 m shorter than the hill.", "15", False),
        ("Answer - 8", "-8", False),
        ("The answer is 0.5 (i.e. 1/2).", "\\frac{1}{3}", False),
    ],
)
def test_remarks_and_forms_after_the_value(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# A one-line reply in prose of another language or script is no bare answer (its closing value is read),
# and a number written against a letter of another script ("她有12个") is a number.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("Elle a donc 12 pommes.", "12", True),
        ("所以她有12个苹果。", "12", True),
        ("Итак, у неё 12 яблок.", "12", True),
        ("Also hat sie insgesamt 12 Äpfel.", "12", True),
        ("Por lo tanto, tiene 12 manzanas.", "12", True),
        ("彼女は全部で15個のりんごを持っています。", "15", True),
        ("Kwa hiyo ana machungwa 9.", "9", True),
        ("Elle a donc 12 pommes.", "2", False),
        ("所以她有12个苹果。", "1", False),
        ("Итак, у неё 12 яблок.", "-12", False),
        ("彼女は全部で15個のりんごを持っています。", "5", False),
    ],
)
def test_prose_in_other_languages(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# A currency sign after a label ("Total: €45.50"), a number restated in words in brackets ("7 (seven)
# days"), digits "and a half".
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("Total: €45.50", "45.5", True),
        ("Cost: £12", "12", True),
        ("Answer: 7 (seven) days", "7", True),
        ("So he waits 15 (fifteen) minutes.", "15", True),
        ("So the answer is 12 and a half.", "12.5", True),
        ("Answer: 3 and a quarter cups", "\\frac{13}{4}", True),
        ("Total: €45.50", "45", False),
        ("Answer: 7 (seventy) days", "7", False),
        ("So the answer is 12 and a half.", "12", False),
        ("Answer: 3 and a quarter cups", "3", False),
    ],
)
def test_currency_words_in_brackets_and_a_half(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected
