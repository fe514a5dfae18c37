"""Math classes batch 25's misses showed in round 25 (one test per class; see docs/extraction.md).

- one value said twice, the second time after a sentence end and a few words that restate it ("84. it's 84",
  "$\\frac{1}{3}$. yeah $\\frac{1}{3}$"): the value; not when the words deny it ("isn't") or the two differ;
- a value, then "no wait —" and the revision: the dash opens the revision, it is no aside after the first value;
- a one-line reply that opens with a remark of a word or two and a dash ("easy — 2, 3"): the value after the dash;
  not when the remark doubts, hedges or denies ("unsure —", "maybe —", "I think —");
- a value after an answer marker followed by its reason (", because ...", ", since ..."): the value, not the last
  number of the reason;
- a closing remark about a usual slip ("A common mistake is to get ...") that works the slip out and ends judging its
  value wrong (", which is not right."): its values are the slip's, the reply is read without it; not when the remark
  names the writer's own answer or revises, nor when it does not end judging its value wrong;
- a value in math followed by another ruled out ("$\\{2, 5\\}$, not $\\{1, 2, 5\\}$") is the first; a list kept after
  a list ruled out ("Not 1, 2 — it's 3, 4.") is the kept list, when a dash, a semicolon or "it's" sets it apart.

The texts are written for these tests, not copied from the batch.
"""

from __future__ import annotations

import pytest

from .conftest import equal


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        # the value said twice, the second time after restating words
        ("How many sides does a dodecagon have?", "12", "Dodeca means twelve, so 12. that's 12.", True),
        ("What is 9 squared?", "81", "81. it’s 81", True),
        ("Simplify 10/4.", "\\frac{5}{2}", "10/4 = $\\frac{5}{2}$. so yes $\\frac{5}{2}$", True),
        ("Simplify √18.", "3\\sqrt{2}", "√18 = √9·√2 = $3\\sqrt{2}$. ok $3\\sqrt{2}$.", True),
        ("Find the derivative of sin(3x).", "3\\cos(3x)", "chain rule: $3\\cos(3x)$. sure, $3\\cos(3x)$", True),
        # (near misses: the second value differs, or the words deny it)
        ("What is 9 squared?", "81", "81. it's 18", False),
        ("What is 9 squared?", "81", "81. it isn't 81", False),
        ("Simplify 10/4.", "\\frac{5}{2}", "$\\frac{5}{2}$. hmm, maybe $\\frac{5}{3}$", False),
        ("Simplify √18.", "3\\sqrt{2}", "$3\\sqrt{2}$. or rather $2\\sqrt{3}$", False),
        # a revision after "no wait —"
        (
            "Find the derivative of x^4.",
            "4x^3",
            "$x^3$. no wait — the power rule gives $4x^3$.",
            True,
        ),
        ("What is 15% of 60?", "9", "6. no, wait — 0.15 · 60 = 9.", True),
        ("What is 15% of 60?", "9", "9. no wait — I mixed it up, 0.15 · 60 is 6.", False),
        ("Find the derivative of x^4.", "4x^3", "$4x^3$. wait — that is for x^5... it would be $5x^4$.", False),
        # (near miss: a dash remark after the value, with no revision before it, is still an aside)
        ("What is 15% of 60?", "9", "It is 9 — a tenth plus half a tenth of 60.", True),
        # a remark of a word or two, a dash, then the value
        ("Solve x^2 = 16.", "-4, 4", "simple — -4, 4", True),
        ("What is 7 times 8?", "56", "Quick one – 56", True),
        ("Write 1/(2i) in the form a + bi.", "-\\frac{1}{2}i", "Straightforward – $-\\frac{1}{2}i$", True),
        # (near misses: a remark that doubts or denies, and a wrong value after the dash)
        ("What is 7 times 8?", "56", "unsure — 56", False),
        ("What is 7 times 8?", "56", "maybe — 56", False),
        ("What is 7 times 8?", "56", "I think — 56", False),
        ("What is 7 times 8?", "56", "guessing — 56", False),
        ("What is 7 times 8?", "56", "simple — 54", False),
        ("Solve x^2 = 16.", "-4, 4", "simple — 4", False),
    ],
)
def test_batch25_restatement_revision_and_remark_classes(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        (
            "Expand (x + 2)^2.",
            "x^2 + 4x + 4",
            "The answer is x^2 + 4x + 4, because the middle term is 2·2x = 4x.",
            True,
        ),
        (
            "Find the conjugate of 5 + 3i.",
            "5 - 3i",
            "The result is 5 - 3i, since only the imaginary sign flips to -3.",
            True,
        ),
        (
            "Simplify (a^2 - 9)/(a + 3).",
            "a - 3",
            "Answer: a - 3, because (a - 3)(a + 3) = a^2 - 9 and a + 3 cancels.",
            True,
        ),
        # (near misses: the wrong value before the reason, and a value denied before it)
        ("Expand (x + 2)^2.", "x^2 + 4x + 4", "The answer is x^2 + 4, because squaring gives x^2 + 4x + 4.", False),
        ("Find the conjugate of 5 + 3i.", "5 - 3i", "The answer is not 5 - 3i, since that keeps the sign.", False),
        (
            "Find the conjugate of 5 + 3i.",
            "5 - 3i",
            "The answer is -5 + 3i, because we flip the sign of 5 - 3i.",
            False,
        ),
    ],
)
def test_batch25_value_before_its_reason(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        (
            "What is the amplitude of 3cos(2x)?",
            "3",
            "**3**\n\nThe amplitude is the coefficient in front, 3. A typical error is to answer 2: the amplitude "
            "is the number inside, 2, which is wrong.",
            True,
        ),
        (
            "Two dice are thrown. What is the probability both show 6?",
            "\\frac{1}{36}",
            "Each die shows 6 with chance 1/6, so $\\frac{1}{36}$. One classic slip is to add: the chance is then "
            "1/6 + 1/6 = $\\frac{1}{3}$, which is incorrect.",
            True,
        ),
        (
            "What is the area of a circle of radius 5?",
            "25\\pi",
            "A = πr² = 25π. Many students write 10π: they use 2πr, so the area is 10π, which is not correct.",
            True,
        ),
        # (near misses: the slip remark names the writer's own answer, revises, or does not judge its value)
        (
            "What is the amplitude of 3cos(2x)?",
            "3",
            "**2**\n\nA common mistake is to answer 3: my answer is 3, which is not right.",
            False,
        ),
        (
            "What is the amplitude of 3cos(2x)?",
            "3",
            "The amplitude is 3. A common mistake is to answer 2.",
            True,
        ),
        (
            "What is the amplitude of 3cos(2x)?",
            "3",
            "The amplitude is 2. A common mistake is to answer 3, which is not right.",
            False,
        ),
        # (a value the writer takes back in a closing sentence, with no slip named, is still no answer)
        ("What is the amplitude of 3cos(2x)?", "3", "The amplitude is 3. Hmm, that is not right.", False),
    ],
)
def test_batch25_slip_remark_judged_wrong(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        ("Find the union of {1, 2} and {2, 5}.", "\\{1, 2, 5\\}", "It's $\\{1, 2, 5\\}$, not $\\{2\\}$.", True),
        ("Find the vertex of y = (x - 4)^2 + 1.", "(4, 1)", "The vertex is $(4, 1)$ rather than $(-4, 1)$.", True),
        ("Which primes are below 12?", "2, 3, 5, 7, 11", "Not 1, 2, 3 — it's 2, 3, 5, 7, 11.", True),
        ("Which primes are below 12?", "2, 3, 5, 7, 11", "Not 9; 2, 3, 5, 7, 11.", True),
        # (near misses: the kept value is the wrong one, a list wholly ruled out, and a partly right list)
        ("Find the union of {1, 2} and {2, 5}.", "\\{1, 2, 5\\}", "It's $\\{2\\}$, not $\\{1, 2, 5\\}$.", False),
        ("Find the vertex of y = (x - 4)^2 + 1.", "(4, 1)", "It is $(-4, 1)$, not $(4, 1)$.", False),
        ("Which primes are below 12?", "2, 3, 5, 7, 11", "Not 2, 3, 5, 7, 11.", False),
        ("Which primes are below 12?", "2, 3, 5, 7, 11", "Not 1, 2, 3 — it's 2, 3, 5, 7.", False),
        ("Which primes are below 12?", "2, 3, 5, 7, 11", "Not 1, 2, 3, 5, 7, 11", False),
    ],
)
def test_batch25_value_kept_beside_one_ruled_out(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        ("What is 6 cubed?", "216", "final:216", True),
        ("What is 6 cubed?", "216", "6^3 = 6·36\nFinal: 216", True),
        ("Solve 2x + 1 = 9.", "4", "Final: x = 4", True),
        # (near misses: a wrong value after the label, a value denied, and a label that is no answer label)
        ("What is 6 cubed?", "216", "final:218", False),
        ("What is 6 cubed?", "216", "Final: not 216", False),
        ("What is 6 cubed?", "216", "Final check: 6·6 = 36, and 36·6 = 218.", False),
    ],
)
def test_batch25_final_label(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        ("Solve 3x - 1 ≤ 14.", "x \\le 5", "3x ≤ 15, so the solution set is $(-\\infty, 5]$.", True),
        ("Solve 4 - x < 1.", "x > 3", "Flipping the sign: the answer is (3, ∞).", True),
        ("Solve |x - 1| < 2.", "-1 < x < 3", "The set is $(-1, 3)$.", True),
        ("Solve x^2 > 9.", "x < -3 \\text{ or } x > 3", "So $(-\\infty, -3) \\cup (3, \\infty)$.", True),
        # (near misses: an open end for a closed one, a wrong endpoint, the wrong side, half of a union)
        ("Solve 3x - 1 ≤ 14.", "x \\le 5", "The solution set is $(-\\infty, 5)$.", False),
        ("Solve 4 - x < 1.", "x > 3", "The answer is (-3, ∞).", False),
        ("Solve 4 - x < 1.", "x > 3", "The answer is (-∞, 3).", False),
        ("Solve |x - 1| < 2.", "-1 < x < 3", "The set is $[-1, 3]$.", False),
        ("Solve x^2 > 9.", "x < -3 \\text{ or } x > 3", "So $(3, \\infty)$.", False),
    ],
)
def test_batch25_interval_for_a_gold_inequality(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same
