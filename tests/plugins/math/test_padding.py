"""A reply padded with long runs of one token cannot stall math_equivalence.

Several of the reader's patterns start at white space or at a LaTeX space; on a reply such as an
unclosed ``\\boxed{`` followed by 100,000 spaces they took tens of seconds (quadratic in the run).
Runs are squeezed before reading (``squeeze_space``); the per-call budget below guards against
pathological growth, not speed.
"""

from __future__ import annotations

import time

import pytest
from scorewire_math import MathEquivalence
from scorewire_math._extract import squeeze_space

EV = MathEquivalence()
BUDGET_SECONDS = 2.0
OPENINGS = ["The answer is \\boxed{", "so x = ", "Answer: ", ""]
UNITS = [" ", "\n", "\u00a0", "~", "~ ", "\\, ", "\\quad ", "\\!", "=", ". ", ", ", "(", "1 ", "or "]


@pytest.mark.parametrize("opening", OPENINGS)
def test_long_runs_finish_within_budget(opening: str) -> None:
    for unit in UNITS:
        reply = opening + unit * 50_000 + "!"
        started = time.process_time()
        EV.score({"answer": "5"}, {"response": reply})
        elapsed = time.process_time() - started
        assert elapsed < BUDGET_SECONDS, (opening, unit, elapsed)


@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("So the total is      42   apples.", "42"),
        ("x = 3\n\n\n\n\nThat is the answer: $\\boxed{3}$", "3"),
        ("$x = 2 \\quad\\quad \\text{or} \\quad\\quad x = -2$", "\\pm 2"),
        ("So the answer is\t\t\t 4 \u00a0\u00a0 cm.", "4"),
        ("Wait.... so it is 7!!!!", "7"),
    ],
)
def test_squeezed_replies_read_the_same(reply: str, gold: str) -> None:
    assert EV.score({"answer": gold}, {"response": reply})["math_equiv"] == 1.0
    assert EV.score({"answer": gold}, {"response": squeeze_space(reply)})["math_equiv"] == 1.0


def test_squeeze_keeps_single_marks_and_spaces() -> None:
    text = "n\\!m items — so $x \\quad \\text{or} \\quad y$ ... done."
    assert squeeze_space(text) == text


@pytest.mark.parametrize(
    ("reply", "gold", "equal"),
    [
        ("The population grew to $10,\\!000$.", "10000", True),
        ("So $1,\\!234,\\!567$ grains in all.", "1234567", True),
        ("It is about $10,\\!000$.", "1000", False),  # the separator groups three digits, nothing else
        ("$x = 12,\\!50$", "1250", False),
    ],
)
def test_latex_thousands_separator_in_a_reply(reply: str, gold: str, equal: bool) -> None:
    assert (EV.score({"answer": gold}, {"response": reply})["math_equiv"] == 1.0) is equal
