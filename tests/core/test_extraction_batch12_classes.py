"""Classes of reply behind the rows of the twelfth blind batch that this session's rules broke.

Batch 12 was scored blind before and after two rounds of fixes; four of its rows that were read
right before were read wrong after. Their classes are fixed here by general rules, with new
texts (not copies of blind rows) and near misses that keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, is_undecided, read_label, read_yes_no
from scorewire_nli import extract_label
from scorewire_nli.labels import NLI

# --- both sides left standing, or no label of the set chosen, is no verdict -----------------

UNDECIDED = [
    "Maybe? Or no? Honestly it's tough to call.",
    "Hard to judge from one sentence.",
    "I can see arguments both ways.",
    "There are good points on both sides here.",
    "Frankly it could go either way.",
    "You can read it both ways.",
    "None of the above labels fits cleanly.",
    "None of the three really applies to this pair.",
]
DECIDED = [
    "Either way, the answer is yes.",
    "Both ways of reading it give the same verdict: no.",
    "None of the above is an option here.",
]


@pytest.mark.parametrize("text", UNDECIDED)
def test_both_sides_standing_is_undecided(text: str) -> None:
    assert is_undecided(text)


@pytest.mark.parametrize("text", DECIDED)
def test_near_misses_are_not(text: str) -> None:
    assert not is_undecided(text)


def test_a_reported_verdict_then_both_sides_is_no_yes_no() -> None:
    text = "Most guidebooks say yes, but the older maps disagree... I can see arguments both ways."
    assert read_yes_no(text, question="Is the bridge the oldest in the city?").value is None
    text = "Most guidebooks say yes, and the dates in the archive confirm it: yes."
    assert read_yes_no(text, question="Is the bridge the oldest in the city?").value == "yes"


def test_a_verdict_after_the_doubt_still_counts() -> None:
    text = "It was tough to call at first, but the dates settle it: yes."
    assert read_yes_no(text, question="Is the bridge the oldest in the city?").value == "yes"


def test_labels_asked_in_turn_then_left_open_is_no_label() -> None:
    assert read_label("Maybe? Or no? The passage never says... tough to call.", YES_NO_MAYBE).value is None
    assert read_label("Maybe? No - the passage rules it out, so no.", YES_NO_MAYBE).value == "no"


def test_no_label_fits_is_no_label_even_when_the_premise_is_silent() -> None:
    text = "None of the above labels fits cleanly; the premise doesn't say whether he was paid."
    assert extract_label(text, NLI).label is None
    assert extract_label("The premise doesn't say whether he was paid.", NLI).label == "neutral"
