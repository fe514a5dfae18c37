"""Classes of false negative the ninth blind batch showed, each with new examples.

The texts are written for these tests, not copied from the batch. Each class comes with near
misses of the same shape that must stay unequal.
"""

from __future__ import annotations

import pytest

from .conftest import equal

# A box holding a value on the way, after which the reply goes on ("so", "adding", "in total") to the
# final value: the later value is the answer.
BOX_ON_THE_WAY = [
    ("Tax = 0.08 × 50 = \\boxed{4}\n\nSo the total with tax is $54.", "54", "What is the total cost with tax?"),
    ("Area of one face: \\boxed{9}. Adding up all six faces, the surface area is 54.", "54",
     "What is the surface area of the cube?"),
    ("The first leg is \\boxed{120} km, and in total the trip covers 200 km.", "200", "How long is the trip?"),
    ("$\\boxed{3}$ is the exponent of 2, therefore n = 6.", "6", "Find n."),
    ("Each crate holds \\boxed{12} bottles. Altogether the 7 crates hold 84 bottles.", "84",
     "How many bottles are there?"),
]  # fmt: skip


@pytest.mark.parametrize(("response", "gold", "question"), BOX_ON_THE_WAY)
def test_a_box_on_the_way_gives_way_to_the_value_it_leads_to(response: str, gold: str, question: str) -> None:
    assert equal(response, gold, question)


@pytest.mark.parametrize(
    ("response", "gold", "question"),
    [
        # the box's own value is then no answer
        ("Tax = 0.08 × 50 = \\boxed{4}\n\nSo the total with tax is $54.", "4", "What is the total cost with tax?"),
        ("$\\boxed{3}$ is the exponent of 2, therefore n = 6.", "3", "Find n."),
        # a remark after the box (an aside, a quantity not asked for) leaves the box the answer
        ("\\boxed{54}\n\nThe tax alone is $4, by the way.", "4", "What is the total cost with tax?"),
        ("The total is \\boxed{54}. For comparison, without tax it would be 50.", "50", "What is the total cost?"),
        # a revision after the box is no value on the way
        ("\\boxed{12}. So wait, the answer is 12 after all, not 15.", "15", "How many?"),
    ],
)  # fmt: skip
def test_near_misses_of_a_box_on_the_way_stay_unequal(response: str, gold: str, question: str) -> None:
    assert not equal(response, gold, question)


def test_a_box_followed_by_a_remark_is_still_the_answer() -> None:
    assert equal("\\boxed{54}\n\nThe tax alone is $4, by the way.", "54", "What is the total cost with tax?")
    assert equal("The total is \\boxed{54}. For comparison, without tax it would be 50.", "54", "What is the total?")


# A value after an answer marker given in number words ("Answer: thirty-two apples"), and one value said
# twice, in digits and then in words ("45 (forty-five)", "9 tries. nine.").
IN_WORDS = [
    ("Answer: thirty-two apples", "32"),
    ("Final answer: Dana is nineteen.", "19"),
    ("Answer: one hundred twelve", "112"),
    ("The count comes to 45 (forty-five).", "45"),
    ("Taking logs, the result is −7 (negative seven).", "-7"),
    ("It took 9 tries. nine.", "9"),
]


@pytest.mark.parametrize(("response", "gold"), IN_WORDS)
def test_values_in_words_are_read(response: str, gold: str) -> None:
    assert equal(response, gold)


@pytest.mark.parametrize(
    ("response", "gold"),
    [
        ("Answer: thirty-two apples", "23"),
        ("Final answer: Dana is nineteen.", "90"),
        # two different values are no value said twice
        ("The count comes to 45 (fifty-four).", "54"),
        ("Taking logs, the result is −7 (seven).", "7"),
    ],
)
def test_near_misses_of_values_in_words_stay_unequal(response: str, gold: str) -> None:
    assert not equal(response, gold)


# A closing supposition against the fact names "the answer" it would give: it is an aside, not the answer.
COUNTERFACTUAL = [
    ("The train covers 150 km. (If it had left an hour earlier, the answer would be 200.)", "150", "200",
     "How far does the train travel?"),
    ("She has 18 marbles. Had she kept the red ones, the final count would be 25.", "18", "25",
     "How many marbles does she have?"),
    ("x = 4. Suppose the equation had a 3 instead; then the answer would be 6.", "4", "6", "Solve 2x = 8 for x."),
]  # fmt: skip


@pytest.mark.parametrize(("response", "gold", "supposed", "question"), COUNTERFACTUAL)
def test_a_closing_supposition_is_no_answer(response: str, gold: str, supposed: str, question: str) -> None:
    assert equal(response, gold, question)
    assert not equal(response, supposed, question)


def test_a_question_that_supposes_keeps_its_supposition() -> None:
    # (the question itself asks what would happen: the supposition answers it)
    question = "If she kept the red ones too, how many marbles would she have?"
    assert equal("She has 18 marbles now. If she kept the red ones, the answer would be 25.", "25", question)


# A closing value ruled out after the answer ("So 13, not 17.") is not the last value read.
RULED_OUT = [
    ("The hypotenuse: √(36+64) = √100. So 10, not 14.", "10", "14"),
    ("Checking the sum again gives 40 apples rather than 44", "40", "44"),
    ("She paid $12 and not $15 after the coupon", "12", "15"),
    ("Counting the corners twice was my slip: 8 instead of 12", "8", "12"),
]


@pytest.mark.parametrize(("response", "gold", "ruled_out"), RULED_OUT)
def test_a_value_ruled_out_after_the_answer_is_not_read(response: str, gold: str, ruled_out: str) -> None:
    assert equal(response, gold)
    assert not equal(response, ruled_out)


# Forms of a final value: a currency sign after the amount, a value written before its variable,
# a quantity that "is" a value, a mixed number with a unit.
FORMS = [
    ("Each pencil costs 40¢", "40", "4"),
    ("Total: 12.50 €", "12.5", "125"),
    ("She pays £8 in all", "8", "80"),
    ("Subtracting 7 from both sides, so 3 = y.", "3", "7"),
    ("One tenth is 6, so 25% is 15.", "15", "25"),
    ("Half of 14 is 7, so 3/4 of 20 makes 15", "15", "20"),
    ("2 × 1 3/4 = 3 1/2 cups.", "3.5", "1.75"),
]


@pytest.mark.parametrize(("response", "gold", "other"), FORMS)
def test_forms_of_a_final_value_are_read(response: str, gold: str, other: str) -> None:
    assert equal(response, gold)
    assert not equal(response, other)


# The values of one variable after the last arrow, joined by "or"/"and"; a chain whose left side is a
# computation with units in brackets.
AFTER_ARROW = [
    ("y² = 25 ⇒ y = 5 or y = −5.", "-5, 5", "5"),
    ("t^2 = 4 → t = 2 and t = -2", "-2, 2", "2"),
    ("90 km/h × (1000 m / 3600 s) = 25 m/s", "25", "90"),
]


@pytest.mark.parametrize(("response", "gold", "other"), AFTER_ARROW)
def test_values_after_an_arrow_and_unit_chains_are_read(response: str, gold: str, other: str) -> None:
    assert equal(response, gold, "Find all solutions." if "=" in gold or "," in gold else None)
    assert not equal(response, other)
