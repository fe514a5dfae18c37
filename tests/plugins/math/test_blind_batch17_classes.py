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


SUBTRACT = "What is 5/6 - 1/4?"
FACTOR = "Factor completely: $3x^2 - 12$."
SPEED = "A cyclist rides 60 km in 2.5 hours. What is her average speed in km/h?"


# Closing commentary on the value just stated: sentences that bring no new number (every number they hold
# is one of that value's), conclude nothing and compute nothing ("Since 7 and 12 share no factor, it's in
# lowest terms.", "That can't be factored further."). The value before them is the answer.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        (
            "Common denominator 12: 10/12 − 3/12 = 7/12. Because 7 and 12 share no factor, it is in lowest terms.",
            "\\frac{7}{12}",
            SUBTRACT,
        ),
        ("10/12 − 3/12 gives 7/12. No further reduction is possible.", "\\frac{7}{12}", SUBTRACT),
        (
            "Take out 3: 3(x^2 - 4). Then the difference of squares gives 3(x-2)(x+2). Neither bracket splits further.",
            "3(x-2)(x+2)",
            FACTOR,
        ),
        (
            "First the GCF, then a difference of squares: 3(x+2)(x-2). This cannot be factored any more over the integers. Nice and tidy!",
            "3(x-2)(x+2)",
            FACTOR,
        ),
    ],
)
def test_closing_commentary_on_the_value_is_read_past(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        # a thought broken off, not a remark
        ("Speed = distance/time = 60/2.5. Hmm, 2.5 goes into 60", "24", SPEED),
        # the value handed to the reader to finish
        ("Speed = 60/2.5 km/h. Both ways of dividing work, which you can finish on your own.", "24", SPEED),
        # a closing sentence that revises
        ("10/12 − 3/12 = 7/12. Wait, that's not right.", "\\frac{7}{12}", SUBTRACT),
    ],
)
def test_a_broken_off_deferred_or_revising_close_is_no_commentary(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


# A closing sentence that takes the value back and gives none commits to nothing (a false-positive class
# found beside the commentary class); a confirmation or a caution about another thing leaves it standing.
@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("10/12 − 3/12 = 7/12. Wait, that's not right.", False),
        ("So 7/12. Hmm, I think I made a mistake somewhere.", False),
        ("The difference is 7/12. That can't be correct.", False),
        ("7/12. No, this is wrong.", False),
        ("The answer comes out as 7/12. I don't think that's right, though.", False),
        ("10/12 − 3/12 = 7/12. That's right.", True),
        ("So 7/12. That's not wrong, just unreduced-looking.", True),
        ("7/12. A common mistake is to subtract the denominators.", True),
    ],
)
def test_a_closing_retraction_takes_the_value_back(reply: str, expected: bool) -> None:
    assert equal(reply, "\\frac{7}{12}", SUBTRACT) is expected


QUADRATIC = "Solve $x^2 - x - 12 = 0$. Give the solutions as a set."


# A bare one-line reply opening with a word label and a colon ("Roots: ...", "Solutions: ...") holds its
# value after the label: a list of one variable's values is read whole, not only its last item.
@pytest.mark.parametrize(
    "reply",
    [
        "Roots: x = 4 and x = −3.",
        "Solutions: x = -3, x = 4",
        "Zeros: x = 4 or x = −3",
        "Result: x = −3 and x = 4.",
    ],
)
def test_a_labelled_list_of_values_is_read_whole(reply: str) -> None:
    assert equal(reply, "\\{-3, 4\\}", QUADRATIC) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("Roots: x = 4 and x = 3.", "\\{-3, 4\\}", QUADRATIC),  # a wrong root stays wrong
        ("Roots: x = 4.", "\\{-3, 4\\}", QUADRATIC),  # one root of two
        ("Total: $2 \\cdot 5!$", "120", "In how many ways can 6 people sit at a round table?"),  # 240, not 2·5
    ],
)
def test_a_labelled_near_miss_stays_unequal(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


CAKE = "A cake is cut into 12 pieces and 7 are eaten. What fraction of the cake remains?"


# When the last number is all that can be read and it is the denominator of a LaTeX fraction, the
# fraction is the value, never its denominator alone ("So $\frac{5}{12}$ of the cake is left.").
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("12 − 7 = 5 pieces → $\\frac{5}{12}$ of the cake.", "\\frac{5}{12}", True),
        ("So $\\dfrac{5}{12}$ of the cake is left over.", "\\frac{5}{12}", True),
        ("Five pieces stay: $\\tfrac{5}{12}$ of it, give or take crumbs.", "\\frac{5}{12}", True),
        ("So $\\frac{7}{12}$ of the cake is left over.", "\\frac{5}{12}", False),  # the eaten share
        ("So $\\frac{5}{12}$ of the cake is left over.", "12", False),  # never the denominator
    ],
)
def test_a_latex_fraction_before_prose_is_read_whole(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, CAKE) is expected
