"""Classes the sixteenth blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each class has replies of its shape
in varied wording that must be read as the answer they state, and near misses that must stay unequal
(a wrong amount in the same form, a unit the problem rules out, a value left unfinished).
"""

from __future__ import annotations

import pytest

from .conftest import equal

ARCTAN = "Evaluate $\\arctan(\\sqrt{3})$."
SINE = "Find all $x$ in $[0, 2\\pi)$ with $\\cos x = 0$."
RADIANS = "Compute $\\arccos(0)$. Express your answer in radians."
BINARY = "Write 45 in base 2."
EIGEN = "Find the eigenvalues of $\\begin{pmatrix} 1 & 0 \\\\ 0 & 4 \\end{pmatrix}$."
ROOTS = "Solve $x^2 - 5x + 6 = 0$."


# An angle marked in degrees against a gold in radians (a multiple of π): the same angle, every amount
# converted; the degree sign, in the value or where the reply states it, is what makes it an angle.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("60°", "\\frac{\\pi}{3}", ARCTAN),
        ("tan 60° = √3, so the angle is 60°.", "\\frac{\\pi}{3}", ARCTAN),
        ("$60^\\circ$", "\\frac{\\pi}{3}", ARCTAN),
        ("Das ist $60^{\\circ}$.", "\\frac{\\pi}{3}", ARCTAN),
        ("x = 90° and 270°", "\\frac{\\pi}{2}, \\frac{3\\pi}{2}", SINE),
        ("x = 90° or x = 270°", "\\frac{\\pi}{2}, \\frac{3\\pi}{2}", SINE),
        ("Cosine vanishes at 90° and 270°: x = 90°, 270°.", "\\frac{\\pi}{2}, \\frac{3\\pi}{2}", SINE),
        ("θ = −45°", "-\\frac{\\pi}{4}", "Find the angle $\\theta$ in $(-\\pi, 0)$ with $\\tan\\theta = -1$."),
    ],
)
def test_an_angle_in_degrees_is_its_radian_gold(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("61°", "\\frac{\\pi}{3}", ARCTAN),  # a different angle
        ("60", "\\frac{\\pi}{3}", ARCTAN),  # no degree sign anywhere: a plain number
        ("x = 90° and 180°", "\\frac{\\pi}{2}, \\frac{3\\pi}{2}", SINE),  # a different set
        ("x = 90°", "\\frac{\\pi}{2}, \\frac{3\\pi}{2}", SINE),  # half the set
        ("arccos 0 = 90°", "\\frac{\\pi}{2}", RADIANS),  # the problem asks for radians
        ("Answer: 90 degrees is the angle, so $90^\\circ$.", "\\frac{\\pi}{2}", RADIANS),
        ("45° + 15°", "\\frac{\\pi}{3}", ARCTAN),  # a sum left unworked is no list of angles
    ],
)
def test_near_misses_of_an_angle_in_degrees_stay_unequal(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


# One variable named once, then its values joined by "and"/"or" (not "x = 2 or x = 3"): the list.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("x = 2 and 3", "2, 3", True),
        ("Factoring, (x − 2)(x − 3) = 0, so x = 2 or 3.", "2, 3", True),
        ("t = −1/2 or 4", "-\\frac{1}{2}, 4", True),
        ("x = 2 and 3", "2, 4", False),
        ("x = 2 and 3", "2", False),
        ("x = 2 and y = 3", "2, 3", False),  # two variables: a point, not a list
    ],
)
def test_one_variable_then_values_joined_by_a_word(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, ROOTS) is expected


# A set given by a Greek variable's membership, "λ ∈ {1, 4}": the set.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("det(A − λI) = (1 − λ)(4 − λ) → λ ∈ {1, 4}", "1, 4", True),
        ("μ ∈ {1, 4}", "1, 4", True),
        ("λ ∈ {1, 5}", "1, 4", False),
    ],
)
def test_a_greek_variable_in_a_set(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, EIGEN) is expected


# Digits with their base in subscript ("101101₂", "101101_2", "101101_{2}") against the same digits.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("45 = 32 + 8 + 4 + 1 → 101101₂", "101101", True),
        ("So in base two it is $101101_{2}$.", "101101", True),
        ("In binary: 101101_2", "101101", True),
        ("45 = 32 + 8 + 4 + 1 → 101100₂", "101101", False),
        ("In binary: 1011010_2", "101101", False),
    ],
)
def test_digits_with_a_base_subscript(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, BINARY) is expected
