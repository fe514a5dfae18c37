"""Math classes batch 25's misses showed in round 25 (one test per class; see docs/extraction.md).

- one value said twice, the second time after a sentence end and a few words that restate it ("84. it's 84",
  "$\\frac{1}{3}$. yeah $\\frac{1}{3}$"): the value; not when the words deny it ("isn't") or the two differ;
- a value, then "no wait —" and the revision: the dash opens the revision, it is no aside after the first value;
- a one-line reply that opens with a remark of a word or two and a dash ("easy — 2, 3"): the value after the dash;
  not when the remark doubts, hedges or denies ("not sure —", "maybe —", "I think —").

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
