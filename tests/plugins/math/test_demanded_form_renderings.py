"""A reply that writes its answer in the form the problem demands and then again in another form has
reached the form: "the sum is 5√3, or equivalently √75." (the round-17 demanded-form class holds an
unsimplified last value against the reply only when the reply never gave the demanded form for it in the
same closing sentence, tied to it as the same value)."""

from __future__ import annotations

import pytest
from scorewire_math import MathEquivalence

LOWEST = "Express 0.272727... as a common fraction in lowest terms."
RADICAL = "Simplify $\\sqrt{98}$."
FRACTION = "Simplify 45/60."


def _equal(question: str, gold: str, response: str) -> bool:
    scores = MathEquivalence().score({"question": question, "answer": gold}, {"response": response})
    return scores["math_equiv"] == 1.0


@pytest.mark.parametrize(
    ("question", "gold", "response"),
    [
        (RADICAL, "7\\sqrt{2}", "√98 = √(49·2), so it is 7√2, or equivalently √98."),
        (RADICAL, "7\\sqrt{2}", "Pulling out the square: $7\\sqrt{2}$ (i.e. $\\sqrt{98}$)."),
        (RADICAL, "7\\sqrt{2}", "So the simplified radical is 7√2, also written √98 in the original form."),
        (FRACTION, "\\frac{3}{4}", "Both divide by 15: 3/4, that is 45/60 reduced."),
        (FRACTION, "\\frac{3}{4}", "Cancelling 15, the answer is $\\frac{3}{4}$, equivalently $\\frac{45}{60}$."),
        (LOWEST, "\\frac{3}{11}", "100x - x = 27, so x = 3/11 = 27/99."),
    ],
)
def test_the_demanded_form_stated_beside_another_rendering_is_reached(question: str, gold: str, response: str) -> None:
    assert _equal(question, gold, response)


@pytest.mark.parametrize(
    ("question", "gold", "response"),
    [
        (RADICAL, "7\\sqrt{2}", "It is √98, not 7√2."),
        (RADICAL, "7\\sqrt{2}", "7√2 is what the key says.\n\nMy answer: √98"),
        (FRACTION, "\\frac{3}{4}", "Some would write 3/4. I'll leave it as 45/60."),
        (FRACTION, "\\frac{3}{4}", "3/4 and 45/60 are both fine, I think 45/60."),
        (LOWEST, "\\frac{3}{11}", "It reduces to 3/11 from 27/99.\nFinal answer: 27/99"),
        (LOWEST, "\\frac{3}{11}", "x = 27/99"),
        (RADICAL, "7\\sqrt{2}", "y = \\sqrt{98}"),
    ],
)
def test_an_answer_left_in_another_form_stays_unequal(question: str, gold: str, response: str) -> None:
    assert not _equal(question, gold, response)


@pytest.mark.parametrize(
    ("question", "gold", "response", "equal"),
    [
        ("What is 45/60 as a fraction?", "\\frac{3}{4}", "The answer is $\\frac{3}{4}$, equivalently $0.75$.", True),
        ("What is 45/60 as a decimal?", "0.75", "It is 0.75, i.e. 3/4.", True),
        ("What is 45/60 as a fraction?", "\\frac{3}{4}", "The answer is $\\frac{3}{4}$, equivalently $0.7$.", False),
        ("What is 45/60 as a fraction?", "\\frac{3}{4}", "The answer is 4/5, that is 0.8.", False),
    ],
)
def test_one_value_in_two_tied_forms_is_equal_only_when_both_are(
    question: str, gold: str, response: str, equal: bool
) -> None:
    assert _equal(question, gold, response) is equal
