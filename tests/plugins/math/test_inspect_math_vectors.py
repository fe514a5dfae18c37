"""Inspect AI's published math-scorer test vectors, run against scorewire's ``math_equivalence``.

Source: UKGovernmentBEIS/inspect_ai, tests/scorer/math_cases.json (commit 05d0479e): 32 cases of
(model output, target, expected verdict). The cases are written down here; the test code is ours.
Main at e8f7862 agreed on 24 of 32 (it missed ``33.5%`` vs ``0.335``, plain-text ``sqrt(3)``,
``2**(1/4)`` and ``(3*sqrt(5))/7``, the relations ``x=2`` vs ``2=x`` and ``x<2`` vs ``2>x``,
``\\beginboxed{...}``, and responses identical to their gold); now all 32 agree.
"""

from __future__ import annotations

import pytest
from scorewire_math import MathEquivalence

CORRECT, INCORRECT = True, False

# (model output, target, Inspect's verdict)
VECTORS: list[tuple[str, str, bool]] = [
    ("The answer is \\boxed{42}", "42", CORRECT),
    ("\\boxed{\\frac{1}{2}}", "0.5", CORRECT),
    ("\\boxed{42}", "43", INCORRECT),
    ("The answer is 42", "42", CORRECT),
    ("\\boxed{\\sqrt2}", "$\\sqrt{2}$", CORRECT),
    ("\\boxed{33.5\\%}", "0.335", CORRECT),
    ("The answer is $$42$$", "42", CORRECT),
    ("\\boxed{\\sqrt{\\sqrt{2}}}", "2**(1/4)", CORRECT),
    ("$\\{1,2,3\\}$", "$\\{3, 2, 1\\}$", CORRECT),
    ("$\\left(1, 2\\right)$", "$\\left(1, 2\\right)$", CORRECT),
    ("\\boxed{1.5 \\times 10^3}", "1500", CORRECT),
    ("\\boxed{x^2 - x^2}", "0", CORRECT),
    ("-1 + sqrt(3)", "\\sqrt{3} - 1", CORRECT),
    ("(3*sqrt(5))/7", "\\frac{3\\sqrt{5}}{7}", CORRECT),
    ("\\left( 3, \\frac{\\pi}{2} \\right)", "\\left(3,\\frac{\\pi}{2}\\right)", CORRECT),
    ("(-\\infty,-8)\\cup (8,\\infty)", "(-\\infty,-8)\\cup (8,\\infty)", CORRECT),
    (
        "\\begin{pmatrix} 1/\\sqrt{2} & 1/\\sqrt{2} \\\\ -1/\\sqrt{2} & 1/\\sqrt{2} \\end{pmatrix}",
        "\\begin{pmatrix} 1/\\sqrt{2} & 1/\\sqrt{2} \\\\ -1/\\sqrt{2} & 1/\\sqrt{2} \\end{pmatrix}",
        CORRECT,
    ),
    ("odd $n$", "odd $n$", CORRECT),
    (
        "$g(x)=\\frac{1}{3} ((2x)^a +(2x)^{-a})$ for some $a>0$",
        "$g(x)=\\frac{1}{3} ((2x)^a +(2x)^{-a})$ for some $a>0$",
        CORRECT,
    ),
    (
        "$\\lfloor\\varphi n\\rfloor$, where $\\varphi = \\frac{\\sqrt{5}+1}{2}",
        "$\\lfloor\\varphi n\\rfloor$, where $\\varphi = \\frac{\\sqrt{5}+1}{2}",
        CORRECT,
    ),
    (
        "2,3,\\frac{3+i\\sqrt{3}}{2},\\frac{3-i\\sqrt{3}}{2}",
        "2,3,\\frac{3+i\\sqrt{3}}{2},\\frac{3-i\\sqrt{3}}{2}",
        CORRECT,
    ),
    ("\\boxed{\\binom{2026}{1013}}", "\\binom{2026}{1013}", CORRECT),
    ("\\boxed{2024^{4046}}", "2024^{4046}", CORRECT),
    ("\\boxed{1/2004!}", "1/2004!", CORRECT),
    ("\\boxed{2^{2025}}", "3^{2025}", INCORRECT),
    ("\\boxed{10\\text{ cm}}", "10", CORRECT),
    ("\\boxed{\\$15,\\!000}", "15000", CORRECT),
    ("x=2", "2=x", CORRECT),
    ("x<2", "2>x", CORRECT),
    ("\\boxed{\\;\\angle APC = 74^\\circ\\;}", "74^\\circ", CORRECT),
    ("\\beginboxed{8\\sqrt{6}}", "8\\sqrt{6}", CORRECT),
    ("\\boxed{74°}", "74^\\circ", CORRECT),
]


@pytest.fixture(scope="module")
def evaluator() -> MathEquivalence:
    return MathEquivalence(symbolic="inline")


@pytest.mark.parametrize(("output", "target", "verdict"), VECTORS)
def test_inspect_math_vector(evaluator: MathEquivalence, output: str, target: str, verdict: bool) -> None:
    scores = evaluator.score({"answer": target}, {"response": output})
    assert (scores["math_equiv"] == 1.0) is verdict


def test_vector_count() -> None:
    assert len(VECTORS) == 32
