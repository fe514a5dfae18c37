"""False-positive classes the twenty-third blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: replies of each class's shape in varied
wording must not be equal, and near misses must still be read as the answer they state.
"""

from __future__ import annotations

import pytest

from .conftest import equal


# A problem that asks for a decimal ("to a decimal", "as a decimal", "in decimal form") is not answered by an
# exact value in another form (a fraction, a root, π, a logarithm), even one a rounding follows: the reply
# then gives either the fraction (not the form asked for) or its rounding (not the decimal asked for).
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("3/16 ≈ 0.19", "0.1875", "Convert 3/16 to a decimal."),
        ("It is 5/8.", "0.625", "Write $\\frac{5}{8}$ as a decimal."),
        ("\\frac{9}{20}", "0.45", "Express 9/20 in decimal form."),
        ("The value is 1/4 ≈ 0.3.", "0.25", "Change one quarter into a decimal."),
        ("x = 7/20", "0.35", "Give 7/20 as a decimal number."),
    ],
)
def test_an_exact_value_in_another_form_is_no_decimal_asked_for(reply: str, gold: str, question: str) -> None:
    assert not equal(reply, gold, question=question)


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        # near misses: the decimal itself (after the fraction, alone, or in words around it); no decimal asked for
        ("3/16 = 0.1875", "0.1875", "Convert 3/16 to a decimal."),
        ("0.625", "0.625", "Write $\\frac{5}{8}$ as a decimal."),
        ("As a decimal this is 0.45.", "0.45", "Express 9/20 in decimal form."),
        ("7/8 ≈ 0.88", "\\frac{7}{8}", "What is 1 - 1/8?"),
        ("It is 1/4.", "0.25", "What is the probability of heads twice in a row?"),
    ],
)
def test_a_decimal_or_an_unasked_form_is_still_read(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question=question)


# A closing verdict in words that the named value has none ("is undefined", "does not exist"): the reply
# commits to that verdict, not to the expression or the number it names.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("0/9 is undefined.", "0", "What is 0 divided by 9?"),
        ("Honestly, 0 ÷ 4 would be undefined!", "0", "Compute 0 ÷ 4."),
        ("The expression 12/3 is not defined", "4", "Evaluate 12/3."),
        ("Hmm, log 1 does not exist.", "0", "What is log 1?"),
        ("Je pense que 0/7 n'est pas défini.", "0", "Combien vaut 0/7 ?"),
        ("La expresión 0/3 no está definida.", "0", "¿Cuánto es 0/3?"),
        ("Der Wert 0/2 ist nicht definiert.", "0", "Was ist 0/2?"),
        ("I think sqrt(16) can't be computed here.", "4", "What is sqrt(16)?"),
    ],
)
def test_a_closing_verdict_that_the_value_has_none_is_no_value(reply: str, gold: str, question: str) -> None:
    assert not equal(reply, gold, question=question)


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        # near misses: the verdict is about something else, or a value follows it
        ("Division by zero is undefined, but 0/5 is simply 0.", "0", "What is 0/5?"),
        ("5/0 would be undefined; 0/5 = 0.", "0", "What is 0/5?"),
        ("x = 3, since x = 1 makes the fraction undefined and is excluded. Final: 3", "3", "Solve for x."),
        ("The answer is 7.", "7", "Find gcd(0, 7)."),
    ],
)
def test_a_value_stated_beside_an_undefined_remark_is_still_read(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question=question)


# A reply closing on a congruence of the unknown ("n ≡ 8 (mod 15)") names a class of numbers, not the one
# number a problem asks for ("the smallest positive integer", "What is x?").
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        (
            "By CRT, k ≡ 11 (mod 12).",
            "11",
            "What is the least positive integer k with k ≡ 3 (mod 4) and k ≡ 2 (mod 3)?",
        ),
        ("$x \\equiv 4 \\pmod{9}$", "4", "Find the smallest positive x such that 2x leaves remainder 8 mod 9."),
        ("Combining both: m ≡ 23 mod 30", "23", "Determine the least positive m meeting both conditions."),
        ("So a ≡ 5 (mod 7)!", "5", "Which positive integer a below 7 satisfies 3a ≡ 1 (mod 7)?"),
        ("Hence N \\equiv 2 \\pmod 6.", "2", "Find the smallest positive integer N that is even and leaves 2 mod 3."),
    ],
)
def test_a_closing_residue_class_is_not_the_number_asked_for(reply: str, gold: str, question: str) -> None:
    assert not equal(reply, gold, question=question)


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        # near misses: the number after the congruence, a given number's residue, or a class asked for
        (
            "n ≡ 8 (mod 15), so the smallest positive n is 8.",
            "8",
            "Find the smallest positive integer n with n ≡ 2 mod 3.",
        ),
        ("17 ≡ 2 (mod 5)", "2", "What is the remainder when 17 is divided by 5?"),
        ("The answer is 11.", "11", "What is the least positive integer k with k ≡ 3 (mod 4) and k ≡ 2 (mod 3)?"),
    ],
)
def test_a_number_stated_with_a_congruence_is_still_read(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question=question)


# Different values shared out over a split of views or conventions ("some read it as 4, some as -4", "12 in
# some books and 13 in others"), with no choice after: the reply offers alternatives and commits to none.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("Some teachers say 12, others say 13. Your call.", "13", "How many fence posts are needed?"),
        ("It's 1 in some textbooks and 0 in others; I'll leave it there.", "1", "What is 0^0?"),
        ("Depends who you ask: some get 9, some get 1.", "9", "What is 6 ÷ 2(1 + 2)?"),
        ("Certains disent 1, d'autres 0.", "1", "Combien vaut 0^0 ?"),
        ("Algunos dicen 4, otros -4.", "-4", "¿Cuánto es -2^2?"),
        ("For certain conventions the answer would be 5 while other books give 6!", "5", "How many terms are there?"),
    ],
)
def test_values_shared_over_a_split_of_views_commit_to_none(reply: str, gold: str, question: str) -> None:
    assert not equal(reply, gold, question=question)


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        # near misses: a choice after the split, a split about something else, "some" as a quantity
        ("Some say 12, others 13, but the correct count is 13.", "13", "How many fence posts are needed?"),
        ("Some students get 9 and others 1. The answer is 9.", "9", "What is 6 ÷ 2(1 + 2)?"),
        ("Some of the 40 apples were sold; the rest, 15, are left.", "15", "How many apples are left?"),
        ("x = 7. Some might try other methods, but they all give the same.", "7", "Solve x + 3 = 10."),
    ],
)
def test_a_value_chosen_after_a_split_of_views_is_still_read(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question=question)


# A chain of equalities whose last link still holds a product of numbers to work out: the working stopped
# before its result, so the reply states no answer.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("P(5,2) = 5!/3! = 120/(1·6)", "20", "Compute P(5, 2)."),
        ("Area = length × width = 8 × 7", "56", "A rectangle is 8 by 7. What is its area?"),
        ("V = s^3 = 4·4·4", "64", "What is the volume of a cube with side 4?"),
        ("Total = price * count = 3.5 * 12.", "42", "What do 12 pens at $3.50 cost?"),
        ("C(7,3) = 7!/(3!4!) = 5040/(6 × 24)", "35", "Compute C(7,3)."),
    ],
)
def test_a_chain_cut_off_before_its_last_step_states_no_answer(reply: str, gold: str, question: str) -> None:
    assert not equal(reply, gold, question=question)


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        # near misses: the chain reaches its result, or a bare quotient is given as the answer
        ("C(6,2) = 6!/(2!·4!) = 720/48 = 15", "15", "Compute C(6,2)."),
        ("Area = 8 × 7 = 56", "56", "A rectangle is 8 by 7. What is its area?"),
        ("The answer is 24 / 2.", "12", "What is 24 divided by 2?"),
        ("2^10 = 1024", "1024", "What is 2^10?"),
    ],
)
def test_a_chain_that_reaches_its_result_is_still_read(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question=question)


# A logarithm with no base written, then a rounding that is its base-10 value: the writer's own decimal says
# the logarithm is the common one, so it is not the natural logarithm the problem asks for.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("x = log 8 ≈ 0.903", "\\ln 8", "Solve e^x = 8."),
        ("t = \\log(20) \\approx 1.301", "\\ln 20", "Solve $e^t = 20$."),
        ("So y = log 3 ≈ 0.48.", "\\ln 3", "Find y if e^y = 3."),
        ("k = log 12 ≈ 1.079", "\\ln 12", "Solve e^k = 12 for k."),
    ],
)
def test_a_base_ten_rounding_of_a_bare_log_is_not_the_natural_log(reply: str, gold: str, question: str) -> None:
    assert not equal(reply, gold, question=question)


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        # near misses: the rounding is the natural logarithm's, or the logarithm is written ln
        ("x = log 5 ≈ 1.609", "\\ln 5", "Solve e^x = 5."),
        ("x = ln 8 ≈ 2.079", "\\ln 8", "Solve e^x = 8."),
        ("x = ln 3 ≈ 1.10", "\\ln 3", "Solve e^x = 3."),
    ],
)
def test_a_natural_rounding_keeps_the_exact_logarithm(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question=question)
