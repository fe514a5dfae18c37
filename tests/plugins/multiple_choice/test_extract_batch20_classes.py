"""Classes of answer the twentieth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch). Each class is fixed by
one general mechanism, so the rule must hold on answers it has not seen; near misses that must keep
(or must not gain) a reading sit beside each class.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

RIVERS = ["The Nile", "The Amazon", "The Yangtze", "The Danube"]
RIVERS_Q = "Which river carries the most water?"
GASES = ["Oxygen", "Nitrogen", "Argon", "Carbon dioxide"]
GASES_Q = "Which gas makes up most of Earth's atmosphere?"


@pytest.mark.parametrize(
    "response",
    [
        # an answer cut off on a contracted verb, which never closes an English sentence: no verdict yet
        "The Nile is long but not the biggest by flow. So it's",
        "Not the Danube, not the Yangtze. I think it's",
        "The Nile is out. What's left, then? Well, I'm",
        "The Nile? The Yangtze? Honestly we're",
        "Counting the volume, The Amazon is clearly ahead of the rest, and I'd",
        "Nitrogen is common, but the one they want here is what’s",
        # or on a preposition or determiner that wants its object
        "The Yangtze drains a huge basin, but the biggest flow belongs to the river between",
        "Measured at the mouth, the largest discharge is that of your",
        "The Nile has less water than",
    ],
)
def test_cut_off_on_a_word_that_wants_more_is_no_verdict(response: str) -> None:
    assert extract_letter(response, RIVERS, question=RIVERS_Q).letter is None


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # near misses: a whole clause before the cut (a reason cut off after it) keeps its verdict
        ("The answer is the Amazon, because", "B"),
        ("The Amazon, although", "B"),
        # a possessive after a name closes a sentence
        ("The record flow is the Amazon's", "B"),
    ],
)
def test_a_whole_clause_before_the_cut_keeps_its_verdict(response: str, expected: str) -> None:
    assert extract_letter(response, RIVERS, question=RIVERS_Q).letter == expected
