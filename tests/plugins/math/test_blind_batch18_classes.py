"""The false-positive classes the eighteenth blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each class has replies of its shape in
varied wording that must stay unequal (or commit to nothing), and near misses that must still be read as
the answer they state.
"""

from __future__ import annotations

import pytest
from scorewire_math import MathEquivalence
from scorewire_math._demanded_form import demanded_forms

from .conftest import equal

COMMON = "A bag holds 4 blue and 12 white marbles. What is the probability of drawing blue? Express your answer as a common fraction."
COMMON_SHORT = "Compute $\\frac{5}{6} - \\frac{1}{3}$. Express as a common fraction."
IMPROPER = "Write $2\\frac{3}{4}$ as an improper fraction."
WHAT_FRACTION = "A class has 40 pupils and 15 of them walk to school. What fraction of the class walks?"
AS_FRACTION = "Give $0.08$ as a fraction."
INTERVAL = "Solve $5 - 2x \\ge 1$. Write the solution set in interval notation."
INTERVAL_UNION = "For which $x$ is $x^2 > 9$? Answer in interval notation."
SLOPE_FORM = "The line through $(0, 4)$ and $(2, 0)$: write its equation in slope-intercept form."
MX_B = "Find the line of slope $-3$ through $(1, 1)$. Give it in the form $y = mx + b$."
PI_FORM = "A circle has diameter 10. What is its area? Express your answer in terms of $\\pi$."
PI_FORM_2 = "Find the circumference of a circle of radius 7, in terms of pi."


# A form the problem demands by naming it: any other equation of the line where it asks for y = mx + b; a
# decimal or an unworked product where it asks for terms of π.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("Slope −2, so y − 4 = −2(x − 0).", "y = -2x + 4", SLOPE_FORM),
        ("2x + y = 4", "y = -2x + 4", SLOPE_FORM),
        ("y - 1 = -3(x - 1)", "y = -3x + 4", MX_B),
        ("Expanding, y = −3x + 3 + 1", "y = -3x + 4", MX_B),
        ("Area = π · 5² ≈ 78.54", "25\\pi", PI_FORM),
        ("The area is about 78.5 square units.", "25\\pi", PI_FORM),
        ("C = 2·7·π", "14\\pi", PI_FORM_2),
        ("C ≈ 43.98", "14\\pi", PI_FORM_2),
    ],
)
def test_a_form_the_problem_demands_is_part_of_the_answer(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


# "As a (common) fraction", "what fraction": a decimal, a percentage, a mixed number or (for a common fraction)
# an unreduced fraction misses the form only under demanded_form="strict"; the default reads them equal, as
# most graders and the kept blind labels do.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("The chance is 0.25.", "\\frac{1}{4}", COMMON),
        ("P(blue) = 4/16", "\\frac{1}{4}", COMMON),
        ("So it's **25%**.", "\\frac{1}{4}", COMMON),
        ("4 of 16 → $\\frac{4}{16}$", "\\frac{1}{4}", COMMON),
        ("5/6 − 2/6 = 3/6", "\\frac{1}{2}", COMMON_SHORT),
        ("= 0.5", "\\frac{1}{2}", COMMON_SHORT),
        ("Eleven fourths is 2 3/4, i.e.\n\n2 3/4", "\\frac{11}{4}", IMPROPER),
        ("It is 2.75.", "\\frac{11}{4}", IMPROPER),
        ("Answer: 37.5%", "\\frac{3}{8}", WHAT_FRACTION),
        ("0.08 = 0.08", "\\frac{2}{25}", AS_FRACTION),
    ],
)
def test_a_fraction_demand_is_held_only_when_strict(reply: str, gold: str, question: str) -> None:
    target = {"answer": gold, "question": question}
    strict = MathEquivalence(symbolic="inline", demanded_form="strict").score(target, {"response": reply})
    assert strict["math_equiv"] == 0.0
    assert strict.details["rule"] == "demanded_form"
    assert equal(reply, gold, question) is True


# Near misses: the demanded form reached (in any notation), or no demand in the problem.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("The chance is 1/4.", "\\frac{1}{4}", COMMON),
        ("P(blue) = 4/16 = **1/4**", "\\frac{1}{4}", COMMON),
        ("$\\dfrac{1}{4}$", "\\frac{1}{4}", COMMON),
        ("0.25, i.e. 1/4", "\\frac{1}{4}", COMMON),
        ("5/6 − 2/6 = 3/6 = 1/2", "\\frac{1}{2}", COMMON_SHORT),
        ("It is 11/4.", "\\frac{11}{4}", IMPROPER),
        ("15/40 = 3/8 of the class.", "\\frac{3}{8}", WHAT_FRACTION),
        ("2/25", "\\frac{2}{25}", AS_FRACTION),
        ("The chance is 0.25.", "\\frac{1}{4}", "A bag holds 4 blue and 12 white marbles. What is P(blue)?"),
        ("Answer: 37.5%", "37.5\\%", "What percent of the 40 pupils walk, if 15 of them do?"),
        ("So $x \\in (-\\infty, 2]$.", "(-\\infty, 2]", INTERVAL),
        ("(-∞, 2]", "(-\\infty, 2]", INTERVAL),
        ("x ≤ 2", "(-\\infty, 2]", "Solve $5 - 2x \\ge 1$."),
        ("y = −2x + 4", "y = -2x + 4", SLOPE_FORM),
        ("Slope −2 and intercept 4, so the line is $y = 4 - 2x$.", "y = -2x + 4", SLOPE_FORM),
        (
            "y = (1/2)x − 3",
            "y = \\frac{1}{2}x - 3",
            "Put the line through (0, −3) of slope 1/2 in slope-intercept form.",
        ),
        (
            "y = \\frac{x}{2} - 3",
            "y = \\frac{1}{2}x - 3",
            "Put the line through (0, −3) of slope 1/2 in slope-intercept form.",
        ),
        ("y - 1 = -3(x - 1)", "y = -3x + 4", "Find an equation of the line of slope −3 through (1, 1)."),
        ("Area = 25π ≈ 78.54", "25\\pi", PI_FORM),
        ("$A = 25\\pi$ square units", "25\\pi", PI_FORM),
        ("C = 2·7·π = 14π", "14\\pi", PI_FORM_2),
    ],
)
def test_a_demanded_form_reached_is_still_equal(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


def test_the_demands_are_read_from_the_problem() -> None:
    assert {"fraction", "common_fraction"} <= demanded_forms(COMMON)
    assert "interval" not in demanded_forms(INTERVAL)  # (see the test below)
    assert "slope_intercept" in demanded_forms(MX_B)
    assert "pi" in demanded_forms(PI_FORM_2)
    assert demanded_forms("What is the interval between two buses? A fraction of an hour.") == frozenset()


def test_the_reason_names_the_form_and_can_be_switched_off() -> None:
    target = {"answer": "y = -3x + 4", "question": MX_B}
    strict = MathEquivalence(symbolic="inline").score(target, {"response": "y - 1 = -3(x - 1)"})
    assert strict["math_equiv"] == 0.0
    assert strict.details["rule"] == "demanded_form"
    assert "y = mx + b" in strict.details["reason"]
    lax = MathEquivalence(symbolic="inline", demanded_form="off").score(target, {"response": "y - 1 = -3(x - 1)"})
    assert lax["math_equiv"] == 1.0


# An inequality where the problem asks for interval notation is read as its interval (issue 19 counts
# "inequalities for an interval" among the forms to accept, and 34 of the 35 kept blind rows of that shape are
# labelled equal; the one labelled otherwise, b18-math-082, is kept as a known label conflict).
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("Subtract 5 and divide by −2 (flipping the sign): $x \\le 2$.", "(-\\infty, 2]", INTERVAL),
        ("x ≤ 2", "(-\\infty, 2]", INTERVAL),
        ("The solutions are x < −3 or x > 3.", "(-\\infty,-3)\\cup(3,\\infty)", INTERVAL_UNION),
    ],
)
def test_an_inequality_answers_a_demand_for_interval_notation(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


# Values under suppositions the problem leaves open, with the reply saying so at its close: no commitment.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        (
            "If the tank is full the pump needs 40 min; if half full, 20 min. The question doesn't say which.",
            "20",
            False,
        ),
        ("Assuming simple interest it's $600, compounded yearly $630. The problem does not specify.", "630", False),
        (
            "When the ends are counted there are 12 posts, otherwise 10 — it isn't stated whether they count.",
            "10",
            False,
        ),
        # near misses: the writer settles on one, or the remark does not close the reply
        ("The problem doesn't specify the unit, so if we use metres the area is 50 m².", "50", True),
        ("If we take the whole tank: 40 min. The question doesn't say, so I'll assume full: 40 minutes.", "40", True),
        ("The area is 50 m². The problem doesn't specify units.", "50", True),
    ],
)
def test_values_under_open_suppositions(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, "How long does the pump need?") is expected


# A conclusion begun and cut off before its value.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("Roots 4 and −1 check out: 4 − 1 = 3. So sum", "3", False),
        ("Total cost: 3 × 12 = 36 dollars. Therefore the total", "36", False),
        ("We get 7 + 8 = 15 ✓ Hence answer", "15", False),
        # near misses: the conclusion finished
        ("Roots 4 and −1: 4 − 1 = 3. So the sum is 3", "3", True),
        ("3 × 12 = 36. Therefore 36", "36", True),
        ("7 + 8 = 15, so fifteen", "15", True),
    ],
)
def test_a_conclusion_cut_off_before_its_value(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, "What is it?") is expected


# LaTeX whose backslash an unescaped "\b", "\f", "\t" or "\r" turned into a control character (a reply written
# into JSON or a string literal by hand): the command the writer typed is read.
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("So the total is $\x08oxed{42}$.", "42"),
        ("\x08oxed{7}", "7"),
        ("The ratio is $\x0crac{3}{5}$.", "\\frac{3}{5}"),
        ("Therefore $x = \x0crac{-1}{4}$", "-\\frac{1}{4}"),
        ("$6 \times 7 = \x08oxed{42}$", "42"),
        ("Final: $\\left( \x0crac{1}{2} \right)$", "\\frac{1}{2}"),
        ("$\\lfloor 5.9 \rfloor = 5$, so the answer is $\x08oxed{5}$.", "5"),
        ("Area: $\\text{A} = \x08oxed{\x0crac{9}{2}}$", "\\frac{9}{2}"),
    ],
)
def test_latex_with_a_backslash_read_as_an_escape(reply: str, gold: str) -> None:
    assert equal(reply, gold, "What is it?") is True


# Near misses: a wrong value stays wrong once restored, and tabs and newlines in prose stay as they are.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("So the total is $\x08oxed{41}$.", "42", False),
        ("$\x0crac{3}{4}$", "\\frac{3}{5}", False),
        ("Count:\t12 apples\tand 3 pears.\nSo 15", "15", True),
        ("It is 8.\nEq. (2) gives nothing new.", "8", True),
    ],
)
def test_escape_repair_near_misses(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, "What is it?") is expected


def test_repair_keeps_ordinary_whitespace() -> None:
    from scorewire_math._escapes import repair_escaped_latex

    assert repair_escaped_latex("a\tan apple\nfloors") == "a\tan apple\nfloors"
    assert repair_escaped_latex("3.7\nfloor") == "3.7\\rfloor"
    assert repair_escaped_latex("x\neq 2") == "x\\neq 2"
    assert repair_escaped_latex("\x08oxed{1}") == "\\boxed{1}"


# The empty set written as a symbol or an empty pair of set braces.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("No real x works, so the set is ∅.", "\\emptyset", True),
        ("Solutions: { }", "\\emptyset", True),
        ("$S = \\{\\}$", "\\emptyset", True),
        ("The intersection is {}.", "\\varnothing", True),
        ("A ∩ B = ∅", "\\{\\}", True),
        # near misses: a set with a member, or the empty set for a non-empty gold
        ("The set is {0}.", "\\emptyset", False),
        ("Solutions: { −2 }", "\\emptyset", False),
        ("S = ∅", "\\{1, 2\\}", False),
        ("$f(x) = \\frac{1}{x}$ has domain x ≠ 0; the answer is {}", "\\{0\\}", False),
    ],
)
def test_the_empty_set_in_its_notations(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, "Find the solution set.") is expected


# A closing sentence that rules a value out and says what that value is (numbers and all) is read past.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("So it is 98. Not 105, which has three digits.", "98", True),
        ("So 11 posts. Not 12, since that counts the end post twice.", "11", True),
        ("The width is 6 cm. Not 8, because that is the length.", "6", True),
        ("The answer is 4. It's not 5 — that's the exponent x + 1.", "4", True),
        # near misses: the value ruled out is never the reading
        ("So 11 posts. Not 12, since that counts the end post twice.", "12", False),
        ("So it is 98. Not 105, which has three digits.", "105", False),
        ("The width is 6 cm. Not 8, because that is the length.", "8", False),
    ],
)
def test_a_value_ruled_out_with_what_it_is(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, "What is it?") is expected
