"""The false-negative classes the seventeenth blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each class has replies of its shape
in varied wording that must be read as the answer they state, and near misses that must not change.
"""

from __future__ import annotations

import pytest

from .conftest import equal

TICKETS = "Tickets cost 4 for $10. How much do 20 tickets cost, in dollars?"
BALLS = (
    "A box has 3 white and 5 black balls. Two are drawn without replacement. What is the probability both are black?"
)
PAINT = "One can of paint covers 12 square metres. How many cans are needed for 60 square metres?"


# A closing sentence about a supposed world (a conditional verb with what sets the world apart: a
# condition, a changed given, "instead", "otherwise") is the supposition's as a whole, its own
# consequences ("so ...") and contrasts ("but ...") included: the answer before it stands.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        (
            "20 ÷ 4 = 5 packs, 5 × 10 = 50 dollars. Bought one by one at $3 each instead, it'd be $60, so the packs save $10.",
            "50",
            TICKETS,
        ),
        ("That's $50. If the tickets were $3 apiece it would come to $60, hence a saving of $10.", "50", TICKETS),
        (
            "5/8 · 4/7 = 20/56 = 5/14. With replacement it would be 25/64 instead, but we don't put them back.",
            "\\frac{5}{14}",
            BALLS,
        ),
        (
            "P = 5/14. Had we replaced the first ball, we'd get 25/64, though that's not this problem.",
            "\\frac{5}{14}",
            BALLS,
        ),
        (
            "60 / 12 = 5 cans. Without the second coat you'd need only 3, but two coats are not asked for... so 5.",
            "5",
            PAINT,
        ),
        ("5 cans. Were each can to cover 15 m², 4 would do, so bigger cans would save one.", "5", PAINT),
    ],
)
def test_a_closing_supposition_is_read_past_whole(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        # the supposition is the problem's own: its value is the answer
        (
            "If each ticket were $2.50, 20 would cost $50.",
            "50",
            "If each ticket were $2.50, how much would 20 tickets cost?",
            True,
        ),
        # a revision settles on the supposed value
        ("5 cans. Wait, with two coats it would be 10, and the problem says two coats, so 10.", "5", PAINT, False),
        # a pick in the first person after the count is no supposition, and decides
        ("5 cans, or 6 with spare paint; I'd say 6 with the waste.", "5", PAINT, False),
    ],
)
def test_a_supposition_that_settles_or_is_the_problems_is_not_read_past(
    reply: str, gold: str, question: str, expected: bool
) -> None:
    assert equal(reply, gold, question) is expected


SQUARES = "What is the sum of the first 10 positive odd integers?"
DRY = "There is a 0.2 probability of snow. What is the probability of no snow?"


# A comparison marked anywhere in its clause ("versus 35% for rain", "... in comparison", "whereas ...")
# sets another value beside the answer: it is read past.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("n² = 100; the first ten even numbers give 110 in comparison.", "100", SQUARES),
        ("The sum is 100, versus 110 for the evens.", "100", SQUARES),
        ("1 + 3 + ... + 19 = 100, whereas 2 + 4 + ... + 20 = 110.", "100", SQUARES),
        ("It is 100; by contrast the first ten evens add to 110.", "100", SQUARES),
        ("The odd ones total 100, as opposed to 110 for the even ones.", "100", SQUARES),
        ("1 − 0.2 = 0.8, vs. 0.2 for snow.", "0.8", DRY),
    ],
)
def test_a_marked_comparison_after_the_answer_is_read_past(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        # the comparison is what the problem asks
        (
            "Evens give 110 versus 100 for the odds, so 10 more.",
            "10",
            "How much more is the sum of the first 10 evens than of the first 10 odds?",
        ),
        # a wrong answer stays wrong whatever follows
        ("The sum is 110, versus 100 for the evens.", "100", SQUARES),
    ],
)
def test_a_comparison_near_miss_is_unchanged(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is ("more" in question)
