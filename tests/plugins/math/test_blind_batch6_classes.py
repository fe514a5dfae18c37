"""Classes of final answer the sixth blind batch showed the reader missing or misreading.

Each class is fixed by a general rule; the texts here are written for these tests (not copied
from the batch). The near misses must stay unequal: math never scores a wrong answer equal.
"""

from __future__ import annotations

import pytest
from scorewire_math import extract_answer

from .conftest import equal


@pytest.mark.parametrize(
    ("response", "gold"),
    [
        # a quotient not yet reduced is the computation: the rounded value after it is what is stated
        ("14/21 ≈ 0.67", "\\frac{2}{3}"),
        ("The chance is $\\frac{10}{40} \\approx 0.3$.", "\\frac{1}{4}"),
        # so is a root not yet simplified
        ("√45 ≈ 6.71", "3\\sqrt{5}"),
        # a reasoning block that never closes is all reasoning: no answer
        ("<think>\n40 - 15 = 25 pens are left, and half of them is 12.5.", "12.5"),
        # a solution cut off after a conjunction, a pronoun or an auxiliary commits to nothing
        ("Half of 36 is 18, so 18 rows? I should check whether the last row counts, because if it", "18"),
        ("Each side is 9, so the perimeter is 36, but we", "36"),
        ("The speed is 50 km/h and so the trip takes 3 hours, which would", "3"),
        # a value the writer says it cannot be sure of
        ("It is likely near 45 degrees, but I can't be sure without drawing it.", "45"),
        ("My estimate is 120 apples, though I'm not entirely certain about the second crate.", "120"),
        # ... or that it declines to give as a definite figure
        ("Perhaps 64 tiles, but since the border is unclear I cannot give a definite number.", "64"),
        ("It might come to 18 litres; I won't commit to a single figure without the tank's shape.", "18"),
        # a dash remark that revokes the value is no aside; a point is not a list of one variable
        ("So the total is 30 — no wait, that counts Monday twice, so 24.", "30"),
        ("x = 1, y = −4", "-4, 1"),
        # a different number in words; the percentage applied is not the result of the chain
        ("Final answer: twenty-three thousand four hundred and sixty.", "23406"),
        ("20% of 300 = 60; 50% of 60 = 30.", "20"),
        # a fraction before its rounded decimal against a repeating gold; another repeating block
        ("5/9 ≈ 0.56", "0.\\overline{5}"),
        ("Answer: 0.545...", "0.\\overline{5}"),
        # the excluded point elsewhere; the interval closed where it is open
        ("The domain is all real x with x > 0 except x = 3.", "(0, 2) \\cup (2, \\infty)"),
        ("It tends to 1 at x = 0 and grows without bound: $(1, \\infty)$.", "[1, \\infty)"),
        # labelled quantities swapped, or in another unit
        ("Length = 5 m, width = 6 m.", "\\text{length } 6\\text{ m}, \\text{ width } 5\\text{ m}"),
        ("Length = 6 cm, width = 5 cm.", "\\text{length } 6\\text{ m}, \\text{ width } 5\\text{ m}"),
        # another letter, a hedged or negated letter, a first-line letter revoked later
        ("The smallest value is (C).", "\\text{(D)}"),
        ("It might be D, but I'm not sure.", "\\text{(D)}"),
        ("So it is not D.", "\\text{(D)}"),
        ("D) 5^12\n\nWait, actually 6^10 is larger.", "\\text{(D)}"),
        ("Both B and D give 24.", "\\text{(D)}"),
        # a different length of time; metres are not minutes; a different clock time
        ("So the drive takes 2 h 50 min.", "2\\text{ hours }15\\text{ minutes}"),
        ("Answer: 125 minutes", "2\\text{ hours }15\\text{ minutes}"),
        ("84/8 = 10.5, so it takes 10 minutes 5 seconds.", "10.5"),
        ("Final: 4:50", "4{:}05\\text{ PM}"),
        ("The train arrives at 4:05 a.m.", "4{:}05\\text{ PM}"),
    ],
)
def test_no_false_positive(response: str, gold: str) -> None:
    assert not equal(response, gold), extract_answer(response)


@pytest.mark.parametrize(
    ("response", "gold"),
    [
        # a reduced fraction before its approximation stays the exact answer
        ("2/3 ≈ 0.67", "\\frac{2}{3}"),
        ("So p = \\frac{1}{4} \\approx 0.25.", "\\frac{1}{4}"),
        # a root sign covers the whole number after it; superscript digits are one exponent
        ("The diagonal is √72 cm.", "6\\sqrt{2}"),
        ("The side is 3√11.", "\\sqrt{99}"),
        ("There are 2.5 × 10⁵ cells.", "250000"),
        ("k = 10⁻³", "0.001"),
        # a unit after the value: degrees Celsius, a unit word in another script
        ("At noon it was −3 + 11 = 8 °C.", "8"),
        ("答案：12 × 4 = 48 本书。", "48"),
        # a sentence ends after a number even when the next one starts in lowercase
        ("the answer is 35. with one more box it would of been 42.", "35"),
        # a check that opens with an adjective
        ("So the two lines cross at (1, 4). A quick check: 1 + 4 = 5 and 4 − 1 = 3.", "(1, 4)"),
        # values of two variables joined by "and", given with "is", or as coordinates; one variable's values as a list
        ("Subtracting gives y = 1, so x = 4. Hence x = 4 and y = 1.", "(4, 1)"),
        ("Back-substituting gives b = -2.\n\nSo a is 5 and b is -2.", "(5, -2)"),
        ("The midpoint has x-coordinate 6 and y-coordinate −1.", "(6, -1)"),
        ("(x − 1)(x + 4) = 0\n\nx = 1, x = −4", "-4, 1"),
        ("Factoring gives (t + 2)(t − 5).\n\nSo t = −2 or t = 5.", "-2, 5"),
        # a remark after a dash that follows the value
        ("So the bill comes to $48.60 — nearly ten dollars more than last month.", "48.60"),
        ("The valid inputs are −1, 0, 1 — three integers in all.", "-1, 0, 1"),
        # durations: hours and minutes against a duration gold, one unit against several, several
        # parts against a bare number (in the largest or the smallest unit)
        ("So the drive takes 2 h 15 min.", "2\\text{ hours }15\\text{ minutes}"),
        ("Answer: 135 minutes", "2\\text{ hours }15\\text{ minutes}"),
        ("Total: 2 hours and 15 minutes (just over two hours).", "2\\text{ h }15\\text{ min}"),
        ("The walk takes 1 hour 45 minutes.", "1.75\\text{ hours}"),
        ("84/8 = 10.5, so it takes 10 minutes 30 seconds.", "10.5"),
        ("Light needs 130 s, which is 2 minutes 10 seconds.", "130"),
        # a clock time in a LaTeX gold; a time without AM/PM against the gold's twelve-hour time
        ("The train arrives at 4:05 p.m.", "4{:}05\\text{ PM}"),
        ("Final: 4:05", "4{:}05\\text{ PM}"),
        # an answer line after a finished sentence or a tick on the same line
        ("Dividing, 91 = 7 · 13. ✓ Answer: 13", "13"),
        # a root sign before the one number of the closing clause; an amount restated in cents
        ("By Pythagoras the height is 4² + 5² = 41, so the pole is √41 metres tall.", "\\sqrt{41}"),
        ("$6.30 / 9 = $0.70 per card, i.e. 70 cents.", "0.70"),
        # a lettered choice: a last line that is only the letter, the closing clause, a first line
        ("7 and 11 divide 77, 13 divides 91, and 97 has no divisor below 10.\n\n**(E)**", "\\text{(E)}"),
        ("The smallest value is (D).", "\\text{(D)}"),
        ("Comparing A with D, D is bigger.", "\\text{(D)}"),
        ("Only 12 has six divisors, so it's A.", "\\text{(A)}"),
        ("That leaves D: the sum is 24.", "\\text{(D)}"),
        ("D) 5^12\n\n5^12 ≈ 2.44 × 10^8, larger than the others.", "\\text{(D)}"),
        # numbers and fractions in words, a contraction before them, a share stated as "N percent of"
        ("Final answer: twenty-three thousand four hundred and six.", "23406"),
        ("Adding, 1/2 + 1/4 = two quarters plus one quarter = three quarters.", "\\frac{3}{4}"),
        ("Listing them: (1,6), (2,5), (3,4), (4,3), (5,2), (6,1). That's six.", "6"),
        ("9 ÷ 36 = 0.25, so 9 is twenty-five percent of 36.", "25\\%"),
        # a bare line whose answer follows its last "so"; membership written with \\in
        ("$y^2 - 16 = 0$, so $y \\in \\{-4, 4\\}$.", "-4, 4"),
        ("$3 \\le 3x \\le 12$, so $1 \\le x \\le 4$.", "[1, 4]"),
        # a repeating decimal with dots against a repeating gold; a percentage that is a mixed number
        ("5 ÷ 9 = 0.555..., the 5 repeats.\n\nAnswer: 0.555...", "0.\\overline{5}"),
        ("Two of the twelve cases work, so it's $16\\tfrac{2}{3}\\%$.", "\\frac{1}{6}"),
        # a unit after the math; units in a computation; prose before "="; a mixed or vulgar amount
        ("$250 \\times 4.2\\times10^{-3} = 1.05$ kg", "1.05"),
        ("1.5 h × 60 min/h = 90 min", "90"),
        ("Each bag holds 12, so 96 apples fill 96/12 = 8 bags.", "8"),
        ("Tripling 1¾ gives 5¼.\n\nYou need 5 1/4 cups of sugar.", "5\\frac{1}{4}"),
        ("450 words at 40 per minute take 450/40 = 11¼ minutes. (A slow reader might need 12.)", "11.25"),
        ("900 / 6 = 150 per month, plus the 25 fee = $175/month", "175"),
        # an inequality with one point excluded; a colon introducing the closing value in math
        (
            "The log needs x > 0 and the fraction needs x ≠ 2. The domain is all real x with x > 0 except x = 2.",
            "(0, 2) \\cup (2, \\infty)",
        ),
        ("It tends to 1 at x = 0 and grows without bound: $[1, \\infty)$.", "[1, \\infty)"),
        # labelled quantities
        (
            "From 2(L + W) = 22 and LW = 30: L = 6, W = 5.\n\nLength = 6 m, width = 5 m.",
            "\\text{length } 6\\text{ m}, \\text{ width } 5\\text{ m}",
        ),
        # a closed reasoning block: the answer after it counts
        ("<think>40 - 15 = 25, half is 12.5</think>\nThe answer is 12.5.", "12.5"),
        # a chat message is read as its content
        ({"role": "assistant", "content": "The answer is 18."}, "18"),
        # a finished solution ending in a number or a full sentence still counts
        ("Each side is 9, so the perimeter is 36", "36"),
    ],
)
def test_class_is_read(response: object, gold: str) -> None:
    assert equal(response, gold)
