"""A class of reply the eleventh blind batch showed: the answer put off or held back.

"I'll hold off on a final answer until ..." commits to nothing, whatever the reply leaned to
before it, in every family (the shared indecision pattern). The texts are new (not copies of
blind rows), with near misses that keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import is_undecided, read_label, read_yes_no
from scorewire_multiple_choice import extract_letter
from scorewire_nli.labels import NLI

HELD_BACK = [
    "Probably yes, but I'll hold off on a final verdict until I've read the source.",
    "I'm reserving judgement on this one.",
    "Leaning towards it, though I'm not ready to commit to an answer yet.",
    "Holding back my verdict until the second paragraph is clear.",
    "I'd defer the final answer to someone who has the full text.",
    "I'm withholding a label here: the passage is cut short.",
    "Not yet willing to settle on a choice; both readings are live.",
    "Postponing my answer until the figures are confirmed.",
]
NOT_HELD_BACK = [
    "The ranger reserves the right to close the trail.",
    "We hold back answers until Friday's class.",
    "No hold-ups here: yes.",
    "The deferred payment was made on time.",
]


@pytest.mark.parametrize("text", HELD_BACK)
def test_an_answer_held_back_is_undecided(text: str) -> None:
    assert is_undecided(text)


@pytest.mark.parametrize("text", NOT_HELD_BACK)
def test_other_uses_of_the_same_verbs_are_not(text: str) -> None:
    assert not is_undecided(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Probably yes, but I'll hold off on a final verdict until I've read the source.", None),
        ("Yes, most likely - though I'm reserving judgement until I see the census.", None),
        ("Yes. I meant to withhold my verdict, but the evidence settles it.", "yes"),
        ("No hold-ups: yes.", "yes"),
    ],
)
def test_a_held_back_yes_no_commits_to_nothing(text: str, expected: str | None) -> None:
    assert read_yes_no(text, question="Is the bridge older than the tower?").value == expected


def test_a_held_back_label_or_letter_commits_to_nothing() -> None:
    assert read_label("Contradiction seems likely, but I'll hold off on a label for now.", NLI).value is None
    assert read_label("Contradiction: the premise says the shop was shut.", NLI).value == "contradiction"
    choices = ["Mars", "Venus", "Jupiter", "Saturn"]
    assert extract_letter("B looks likely, but I'm not ready to commit to an answer yet.", choices).letter is None
    assert extract_letter("B, the second planet from the Sun.", choices).letter == "B"
