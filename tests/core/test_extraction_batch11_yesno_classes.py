"""Classes of yes/no answer the eleventh blind batch showed the reader missing.

Each class is fixed by a general rule; the texts here are our own (not copies of blind rows), with
near misses that must keep reading as before. Restatements are read with the question
(``read_yes_no(text, question=...)``), as the ``yes_no`` evaluator reads them.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import read_yes_no


def _read(question: str | None, text: str) -> str | None:
    return read_yes_no(text, question=question).value


# --- restatements: how the reply's clause relates to the question's words -------------------


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # another rank in the question's slot, whatever else the clause covers
        ("Was Jefferson the first President of the United States?", "Jefferson was the third president.", "no"),
        ("Is Mars the second planet from the Sun?", "Mars is the 4th planet from the Sun.", "no"),
        ("Was Gagarin the first man in space?", "Gagarin was the first man in space.", "yes"),
        ("Was the 1998 final the 16th World Cup?", "The 1998 final was the 16th World Cup.", "yes"),
    ],
)
def test_a_rank_other_than_the_asked_one_denies(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a verb of intent or attempt over the predicate: planned, not asserted (nothing)
        ("Did the Vasa sail to Poland?", "The Vasa was meant to sail to Poland, with 64 guns aboard.", None),
        ("Did Scott reach the South Pole first?", "Scott planned to reach the South Pole first.", None),
        ("Did Luna 2 land on the Moon?", "Luna 2 was the probe designed and scheduled to land on the Moon.", None),
        ("Did the rover climb Mount Sharp?", "The rover attempted to climb Mount Sharp in 2014.", None),
        ("Did Voyager 2 visit Neptune?", "Voyager 2 was supposed to visit Neptune and Uranus.", None),
        # near misses: the question asks about the intent itself, or the clause asserts the act
        ("Did Scott try to reach the pole?", "Scott tried to reach the pole.", "yes"),
        ("Was the tower meant to be temporary?", "The tower was meant to be temporary.", "yes"),
        ("Did Apollo 11 land on the Moon?", "Apollo 11 landed on the Moon in July 1969.", "yes"),
    ],
)
def test_a_verb_of_intent_does_not_assert_its_clause(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
