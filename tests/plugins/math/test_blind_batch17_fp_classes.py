"""The false-positive classes the seventeenth blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each class has replies of its shape in
varied wording that must stay unequal (or commit to nothing), and near misses that must still be read as
the answer they state.
"""

from __future__ import annotations

import pytest
from scorewire_math import MathEquivalence
from scorewire_math._demanded_form import demanded_forms

from .conftest import equal

LOWEST = "Write $0.\\overline{45}$ as a fraction in lowest terms."
REDUCED = "What is 0.875 as a fully reduced fraction?"
RADICAL = "How long is the diagonal of a square of side 6? Give it in simplest radical form."
SIMPLIFY = "Simplify $\\sqrt{200}$."
RATIONALISE = "Rationalize the denominator of $\\frac{3}{\\sqrt{6}}$."
FACTOR = "Factor completely: $3x^2 - 27$."
FACTOR_FULLY = "Factorise $x^3 - x$ fully."
FACTOR_PLAIN = "Factor $x^2 + 5x + 6$."


# The form the problem demands is part of the answer: an equal value in another form is not its answer.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("45/99", "\\frac{5}{11}", LOWEST),
        ("The fraction is $\\frac{15}{33}$.", "\\frac{5}{11}", LOWEST),
        ("0.875 = 875/1000", "\\frac{7}{8}", REDUCED),
        ("Answer: 14/16", "\\frac{7}{8}", REDUCED),
        ("d = 6√2 ... no wait, I'll write it as √72.", "6\\sqrt{2}", RADICAL),
        ("The diagonal is $\\sqrt{72}$.", "6\\sqrt{2}", RADICAL),
        ("$2\\sqrt{50}$", "10\\sqrt{2}", SIMPLIFY),
        ("It comes to 5√8.", "10\\sqrt{2}", SIMPLIFY),
        ("3/√6", "\\frac{\\sqrt{6}}{2}", RATIONALISE),
        ("(3x - 9)(x + 3)", "3(x-3)(x+3)", FACTOR),
        ("$3(x^2 - 9)$", "3(x-3)(x+3)", FACTOR),
        ("Pulling out 3: 3x^2 - 27 = (x + 3)(3x − 9).", "3(x-3)(x+3)", FACTOR),
        ("x(x^2 - 1)", "x(x-1)(x+1)", FACTOR_FULLY),
        ("x^2 + 5x + 6", "(x+2)(x+3)", FACTOR_PLAIN),
    ],
)
def test_an_equal_value_not_in_the_demanded_form_is_unequal(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("5/11", "\\frac{5}{11}", LOWEST),
        ("45/99 = 5/11", "\\frac{5}{11}", LOWEST),
        ("$\\frac{7}{8}$", "\\frac{7}{8}", REDUCED),
        ("The diagonal is $6\\sqrt{2}$.", "6\\sqrt{2}", RADICAL),
        ("√200 = √(100·2) = 10√2", "10\\sqrt{2}", SIMPLIFY),
        ("$\\frac{\\sqrt{6}}{2}$", "\\frac{\\sqrt{6}}{2}", RATIONALISE),
        ("3(x + 3)(x − 3)", "3(x-3)(x+3)", FACTOR),
        ("$3\\left(x-3\\right)\\left(x+3\\right)$", "3(x-3)(x+3)", FACTOR),
        ("x(x + 1)(x - 1)", "x(x-1)(x+1)", FACTOR_FULLY),
        ("(x + 3)(x + 2)", "(x+2)(x+3)", FACTOR_PLAIN),
        # no form demanded: any equal value stands
        ("45/99", "\\frac{5}{11}", "Write $0.\\overline{45}$ as a fraction."),
        ("(3x - 9)(x + 3)", "3(x-3)(x+3)", "Expand $3(x-3)(x+3)$ back into a product of two binomials."),
    ],
)
def test_the_demanded_form_reached_is_equal(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


def test_the_nouns_factor_and_simplest_are_no_demand() -> None:
    assert demanded_forms("What is the greatest common factor of 12 and 18?") == frozenset()
    assert demanded_forms("A factor of 36 is chosen at random.") == frozenset()
    assert demanded_forms("Factor completely: $x^2-1$.") == {"factored"}
    assert demanded_forms("Express it in simplest radical form.") == {"simplest"}


def test_the_demand_can_be_switched_off() -> None:
    lax = MathEquivalence(symbolic="inline", demanded_form="off")
    scores = lax.score({"answer": "\\frac{5}{11}", "question": LOWEST}, {"response": "45/99"})
    assert scores["math_equiv"] == 1.0
    strict = MathEquivalence(symbolic="inline")
    details = strict.score({"answer": "\\frac{5}{11}", "question": LOWEST}, {"response": "45/99"}).details
    assert details["rule"] == "demanded_form"


HCF = "What is the greatest common divisor of 60 and 90?"
COUNT = "How many ways can 3 books be arranged on a shelf?"


# A hedged list of candidates ("could be 14, 21, or 42") commits to none of them.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("It could be 15, 30, or 10 — each of them divides both.", "30", HCF),
        ("The GCD might be 10, 15 or 30.", "30", HCF),
        ("Maybe 3, 6 or 30; I'm not sure which is greatest.", "30", HCF),
        ("Possibly 6, 3, or 9 arrangements.", "6", COUNT),
        ("There may be 3, 6, or 9 ways depending on how you count.", "6", COUNT),
        ("The count could equal 4, 5 or 6.", "6", COUNT),
    ],
)
def test_a_hedged_candidate_list_commits_to_none(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("It could be 15, 10, or 5 at first sight, but the greatest is 30.", "30", HCF),
        ("The divisors in common are 10, 15 and 30. So the GCD is 30.", "30", HCF),
        ("It can't be 10 or 15: those aren't the greatest. It's 30.", "30", HCF),
        ("3! = 6 ways.", "6", COUNT),
    ],
)
def test_a_candidate_list_then_a_choice_is_read(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


SLOPE = "Find $m$ so that the line $y = mx - 2$ passes through $(3, 7)$."


# A value offered pending the asker's word ("Please confirm which one you meant and I can finalize.")
# commits to nothing: the writer hands the choice back.
@pytest.mark.parametrize(
    "reply",
    [
        "With (3, 7) m = 3; with (7, 3) it'd be 5/7. Let me know which point you intended and I'll lock it in.",
        "As written, m = 3. Can you confirm which version of the point you meant? Then I'll give a final value.",
        "m = 3 if the point is (3, 7). Tell me whether you meant (3, 7) or (7, 3), and I can finalize.",
        "I get m = 3, but I'll finalize it once you confirm the coordinates.",
        "m = 3 for the point as typed. Please clarify what you intended; after that I'll commit to an answer.",
        "Probably m = 3. When you double-check the problem statement, I can give the definite value.",
    ],
)
def test_a_value_pending_confirmation_commits_to_nothing(reply: str) -> None:
    assert equal(reply, "3", SLOPE) is False


@pytest.mark.parametrize(
    "reply",
    [
        "m = 3. Let me know if you'd like the equation of the line as well.",
        "m = 3. Feel free to double-check it against a sketch of the line.",
        "Which value did you want, m or the intercept? The question asks for m, so m = 3.",
        "Tell me which point you meant... actually the problem says (3, 7), so m = 3.",
    ],
)
def test_an_answer_with_an_offer_or_a_settled_question_stands(reply: str) -> None:
    assert equal(reply, "3", SLOPE) is True
