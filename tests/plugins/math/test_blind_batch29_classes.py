"""Math classes batch 29's misses showed in round 29b (one test per class; see docs/extraction.md).

- a value stated, then a doubt, then a dash and a commitment to another value ("giving 100... though I'm not
  fully confident — go with 101"): the value committed to is read, not the one before the dash. A dash remark
  with no doubt before it ("The total is 48 — go with the larger bag") and a doubt followed by a value of its own
  before the dash keep their reading.
- a reply whose last words refuse to commit ("..., so I won't commit.", "I'm not going to commit to an answer
  yet."): it gives no answer, whatever it named before. "I won't commit the usual error: ..." and "I'd commit
  to that" are no refusal.
- a value read only as one the result is near ("so the sum is slightly less than 1 — about 0.999", "a bit more
  than 2"): that value is not the answer. A value stated again after the comparison keeps its reading.
- a closing sentence that names itself a side note or a remark on the picture ("As a side note, the sum of the
  roots is −7/2.", "Graphically, the curve dips to (3, −1).") is passed over; one that concludes is not.
- a closing sentence that judges a value extraneous ("The root y = 11 is extraneous.", "The spurious solution −1
  appears because ...") is passed over; a bracket that judges its own value ("p = 8 (the value p = −3 is
  extraneous).") leaves the sentence's value standing.
- a closing check that says another way agrees ("The sum 7 and the product 12 agree.", "That matches C(7, 4) =
  35.") is passed over, as "consistent with" and "checks out" already were.
- a closing hypothetical whose condition is a method named by its gerund ("Dividing through by v at the outset
  would lose v = 0, ...") is passed over as one with "if" is; so is one whose "but" clause only denies ("but zero
  isn't positive") or only restates the question's numbers ("but they're 2 to 5"). A "but" clause with a value of
  the case's own ("but the coupon takes off $5 to give $25") keeps the sentence the reply's.
- an exact value followed by its decimal after a semicolon or a word that names it one ("4√5; numerically about
  8.94", "7/3; decimally, roughly 2.33") is the exact value, as "4√5, about 8.94" already was; the decimal is
  never read as the exact value, nor the exact value as the decimal.
- a closing comment whose only numbers are ordinals ("It's also the 7th triangular number.") brings no value of
  its own: the value before it is read, as for a comment with no number at all.

The texts are written for these tests, not copied from the batch.
"""

from __future__ import annotations

import pytest

from .conftest import equal


@pytest.mark.parametrize(
    ("gold", "response", "same"),
    [
        (
            "37",
            "Adding the columns gives 36, carrying the one... though I'm not entirely confident — go with 37.",
            True,
        ),
        (
            "36",
            "Adding the columns gives 36, carrying the one... though I'm not entirely confident — go with 37.",
            False,
        ),
        # (a doubt worded "not sure" leaves the reply undecided, as before: no value at all is read)
        ("36", "The columns give 36, though I'm not sure — go with 37.", False),
        ("8", "The pattern suggests 7, I'm unsure about the edge case — sticking with 8.", True),
        ("7", "The pattern suggests 7, I'm unsure about the edge case — sticking with 8.", False),
        ("15", "Maybe 14 by the first method; not fully confident — I'd go with 15.", True),
        ("14", "Maybe 14 by the first method; not fully confident — I'd go with 15.", False),
        # (near misses: no doubt before the dash, or a value of its own after the doubt)
        ("48", "The crate holds 48 — go with the larger crate next time.", True),
        ("6", "Each edge is 6 — go with 7 for a margin.", True),
        ("7", "Each edge is 6 — go with 7 for a margin.", False),
    ],
)
def test_commitment_after_a_doubt_and_a_dash(gold: str, response: str, same: bool) -> None:
    assert equal(response, gold) is same


@pytest.mark.parametrize(
    ("gold", "response", "same"),
    [
        ("3", "Checking small cases, only k = 3 works up to 40 — but that's no proof, so I won't commit.", False),
        ("7", "Testing a few cases, 7 looks right, but I'm not going to commit to an answer yet.", False),
        ("2", "Both 2 and 5 came up in the trials; I can't commit to either.", False),
        ("0", "The sequence seems to settle at 0, though I wouldn't commit to it.", False),
        # (near misses: the word "commit" in other senses, or a commitment)
        ("12", "I won't commit the usual error of counting the ends: the answer is 12.", True),
        ("12", "The count is 12, and I'd commit to that.", True),
        ("12", "The count is 12. I won't commit to a proof, but it is 12.", True),
    ],
)
def test_refusal_to_commit_at_the_close(gold: str, response: str, same: bool) -> None:
    assert equal(response, gold) is same


@pytest.mark.parametrize(
    ("gold", "response", "same"),
    [
        ("1", "The terms 0.9, 0.99, 0.999 creep upward, so the limit is slightly less than 1, roughly 0.9999.", False),
        ("2", "The ratio of the two areas comes out a bit more than 2.", False),
        ("40", "Adding the parts, the length is slightly more than 40 cm.", False),
        ("\\frac{1}{2}", "The chance ends up just over than 1/2 after the extra draw.", False),
        # (near misses: the value stated again, or another value stated after the comparison)
        ("2.25", "The ratio is a bit more than 2, in fact exactly 2.25.", True),
        ("7", "The mean is just over 7 at first glance, but precisely it is 7.", True),
        ("10", "The side is 9, a little less than 10.", False),
    ],
)
def test_value_only_near_the_result(gold: str, response: str, same: bool) -> None:
    assert equal(response, gold) is same


@pytest.mark.parametrize(
    ("gold", "response", "question", "same"),
    [
        (
            "6",
            "Subtracting the equations gives 2b = 12, so b = 6. As a side note, the sum of the roots is −7/2.",
            "Find $b$ if $3a + 2b = 20$ and $3a = 8$.",
            True,
        ),
        (
            "-\\frac{7}{2}",
            "Subtracting the equations gives 2b = 12, so b = 6. As a side note, the sum of the roots is −7/2.",
            "Find $b$ if $3a + 2b = 20$ and $3a = 8$.",
            False,
        ),
        (
            "2",
            "The discriminant 36 − 4·8 = 4 is positive, so there are 2 real roots. Graphically, the curve dips to "
            "its lowest point at (3, −1).",
            "How many real roots does $x^2 - 6x + 8 = 0$ have?",
            True,
        ),
        (
            "(3, -1)",
            "The discriminant 36 − 4·8 = 4 is positive, so there are 2 real roots. Graphically, the curve dips to "
            "its lowest point at (3, −1).",
            "How many real roots does $x^2 - 6x + 8 = 0$ have?",
            False,
        ),
        # (near misses: an aside that concludes, and a picture that is the answer asked)
        (
            "5",
            "The first guess was 4. As a side note, rechecking the sum, so the count is 5.",
            "How many tiles are left?",
            True,
        ),
    ],
)
def test_closing_side_note_or_picture(gold: str, response: str, question: str, same: bool) -> None:
    assert equal(response, gold, question) is same


@pytest.mark.parametrize(
    ("gold", "response", "question", "same"),
    [
        (
            "16",
            "Squaring gives y − 7 = (y − 13)², so y² − 27y + 176 = 0 and y = 11 or y = 16. Only y = 16 satisfies "
            "the original equation. The root y = 11 is extraneous.",
            "Solve $\\sqrt{y - 7} = y - 13$.",
            True,
        ),
        (
            "11",
            "Squaring gives y − 7 = (y − 13)², so y² − 27y + 176 = 0 and y = 11 or y = 16. Only y = 16 satisfies "
            "the original equation. The root y = 11 is extraneous.",
            "Solve $\\sqrt{y - 7} = y - 13$.",
            False,
        ),
        (
            "5",
            "Combining the logs, m(m − 4) = 5, so m = 5 or m = −1, and the domain needs m > 4: m = 5. "
            "The spurious solution −1 appears because the product rule widens the domain.",
            "Solve $\\log_5 m + \\log_5(m-4) = 1$.",
            True,
        ),
        # (near misses: a value kept after the judgement, and a bracket judging only its own value)
        (
            "8",
            "We get p = 8 or p = −3; p = −3 is extraneous, so p = 8.",
            "Solve $\\sqrt{p+1} = p - 5$.",
            True,
        ),
        (
            "8",
            "Squaring and checking both candidates: p = 8 (the value p = −3 is extraneous).",
            "Solve $\\sqrt{p+1} = p - 5$.",
            True,
        ),
        (
            "-3",
            "Squaring and checking both candidates: p = 8 (the value p = −3 is extraneous).",
            "Solve $\\sqrt{p+1} = p - 5$.",
            False,
        ),
    ],
)
def test_closing_value_judged_extraneous(gold: str, response: str, question: str, same: bool) -> None:
    assert equal(response, gold, question) is same


@pytest.mark.parametrize(
    ("gold", "response", "question", "same"),
    [
        (
            "3, 4",
            "Setting det = 0: (3 − t)(4 − t) = 0, so t = 3 or t = 4. The sum 7 and the product 12 agree.",
            "Find the eigenvalues of the diagonal matrix with entries 3 and 4.",
            True,
        ),
        (
            "12",
            "Setting det = 0: (3 − t)(4 − t) = 0, so t = 3 or t = 4. The sum 7 and the product 12 agree.",
            "Find the eigenvalues of the diagonal matrix with entries 3 and 4.",
            False,
        ),
        (
            "35",
            "Pairs are unordered, so 7·6/2 = 21 for two, and for three it is 7·6·5/6 = 35. That matches C(7, 4) = 35.",
            "How many ways can 3 of 7 flavours be chosen?",
            True,
        ),
        # (near misses: an agreement that states another value as the result, and a conclusion)
        (
            "40",
            "Counting rows gives 42. The two counts agree on 40, so the total is 40.",
            "How many seats are there?",
            True,
        ),
        (
            "42",
            "Counting rows gives 42. The two counts agree on 40, so the total is 40.",
            "How many seats are there?",
            False,
        ),
    ],
)
def test_closing_agreement_check(gold: str, response: str, question: str, same: bool) -> None:
    assert equal(response, gold, question) is same


@pytest.mark.parametrize(
    ("gold", "response", "question", "same"),
    [
        (
            "0, -3",
            "Bring it to one side: 5v² + 15v = 0 → 5v(v + 3) = 0 → v = 0 or v = −3. Dividing through by v at the "
            "outset would lose v = 0, which is a classic mistake.",
            "Find all real $v$ with $5v^2 = -15v$.",
            True,
        ),
        (
            "0",
            "Bring it to one side: 5v² + 15v = 0 → 5v(v + 3) = 0 → v = 0 or v = −3. Dividing through by v at the "
            "outset would lose v = 0, which is a classic mistake.",
            "Find all real $v$ with $5v^2 = -15v$.",
            False,
        ),
        (
            "21",
            "The antiderivative is x², so 25 − 4 = 21. If the limits were 0 to 5 it'd be 25, but they're 2 to 5.",
            "Evaluate $\\int_2^5 2x\\,dx$.",
            True,
        ),
        (
            "25",
            "The antiderivative is x², so 25 − 4 = 21. If the limits were 0 to 5 it'd be 25, but they're 2 to 5.",
            "Evaluate $\\int_2^5 2x\\,dx$.",
            False,
        ),
        (
            "16",
            "The largest is 96 = 6 × 16, so there are 16 of them. If zero counted it'd be 17, but zero isn't positive.",
            "How many positive multiples of 6 are less than 100?",
            True,
        ),
        # (near misses: a "but" clause that states a value of the case's own keeps the sentence the reply's)
        (
            "25",
            "Without the coupon it would be $30, but the coupon takes off $5 to give $25.",
            "What does the bill come to in total?",
            True,
        ),
        (
            "30",
            "Without the coupon it would be $30, but the coupon takes off $5 to give $25.",
            "What does the bill come to in total?",
            False,
        ),
        (
            "208",
            "If the rate were 5% it would be 210, but it is 4%, giving 208.",
            "What is the price after the 4% rate?",
            True,
        ),
        (
            "7",
            "Half of 14 gives 7 pens. Doubling the order would give 14, but the order was not doubled, so it is 7.",
            "How many pens?",
            True,
        ),
    ],
)
def test_hypothetical_method_or_reading_at_close(gold: str, response: str, question: str, same: bool) -> None:
    assert equal(response, gold, question) is same


@pytest.mark.parametrize(
    ("gold", "response", "question", "same"),
    [
        (
            "4\\sqrt{5}",
            "The diagonal is √80 = 4√5; numerically about 8.94.",
            "Find the diagonal of a 4 by 8 rectangle.",
            True,
        ),
        ("10\\ln 3", "So k = ln 3 / 0.1 = 10 ln 3, numerically about 10.99.", "Solve $e^{0.1k} = 3$.", True),
        ("\\frac{7}{3}", "The mean is 7/3; decimally, roughly 2.33.", "Find the mean of 1, 2 and 4.", True),
        # (near misses: the rounding is never the exact value, nor the exact value the rounding)
        (
            "8.94",
            "The diagonal is √80 = 4√5; numerically about 8.94.",
            "Find the diagonal of a 4 by 8 rectangle.",
            False,
        ),
        ("10.99", "So k = ln 3 / 0.1 = 10 ln 3, numerically about 10.99.", "Solve $e^{0.1k} = 3$.", False),
        ("2.33", "The mean is 7/3; decimally, roughly 2.33.", "Find the mean of 1, 2 and 4.", False),
    ],
)
def test_exact_value_then_its_decimal_after_a_semicolon(gold: str, response: str, question: str, same: bool) -> None:
    assert equal(response, gold, question) is same


@pytest.mark.parametrize(
    ("gold", "response", "question", "same"),
    [
        (
            "28",
            "Choose 2 of 8: 8 × 7 = 56 ordered, and halving gives 28. So there are 28 ways. It's also the 7th "
            "triangular number.",
            "How many ways can 2 of 8 books be chosen?",
            True,
        ),
        (
            "7",
            "Choose 2 of 8: 8 × 7 = 56 ordered, and halving gives 28. So there are 28 ways. It's also the 7th "
            "triangular number.",
            "How many ways can 2 of 8 books be chosen?",
            False,
        ),
        # (near misses: a commentary with a cardinal number of its own, and an ordinal the question asks about)
        (
            "49",
            "6 × 7 = 42. It's the 6th multiple of 7, and 7 × 7 = 49 is the 7th.",
            "What is 6 × 7?",
            False,
        ),
        (
            "15",
            "Adding 4 each time: 3, 7, 11, 15. The 4th term is 15.",
            "Find the 4th term of 3, 7, 11, ....",
            True,
        ),
    ],
)
def test_commentary_whose_only_numbers_are_ordinals(gold: str, response: str, question: str, same: bool) -> None:
    assert equal(response, gold, question) is same
