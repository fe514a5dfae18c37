"""Classes of NLI and yes/no answer the third blind batch showed the shared reader missing.

Each class is fixed by a general rule; the texts here are new (not copies of blind rows).
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, read_label, read_yes_no
from scorewire_nli.labels import NLI


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # what first comes to mind, turned away from in the same sentence, is not the verdict
        (
            "The natural reading is contradiction, but look closer. The dates never overlap, so this is neutral.",
            "neutral",
        ),
        ("The tempting answer is entailment; however, the premise is silent on the time. So: neutral.", "neutral"),
        # "I'm going with X", "I'm sticking with X"
        ("Both readings are possible. I'm going with contradiction.", "contradiction"),
        ("It is close, but I'm sticking with entailment.", "entailment"),
    ],
)
def test_nli_class(text: str, label: str) -> None:
    assert read_label(text, NLI).value == label


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a qualifying phrase between the cue and the verdict
        ("Ninety minutes is about two hours, so in everyday terms yes.", "yes"),
        ("The rule has exceptions, so in practice no — nobody enforces it.", "no"),
        ("Legally it is a grey area, but for all practical purposes yes.", "yes"),
        # "not all", "not always": a universal answered with a no
        ("Not all of them. Some frogs live their whole lives in trees.", "no"),
        ("Not always — at high altitude water boils below 100 °C.", "no"),
        # a "depends" that a contrast in the same sentence settles
        (
            "How you count matters, so it depends on the definition, but for nearly every cat, yes — they have whiskers.",
            "yes",
        ),
        # "I'm going with X"
        ("The evidence is thin either way. I'm going with no.", "no"),
    ],
)
def test_yes_no_class(text: str, value: str) -> None:
    assert read_yes_no(text).value == value


def test_a_label_after_a_colon_closes_the_sentence() -> None:
    text = "Sales and reviews barely track each other, so the premise gives no real grounds either way: maybe."
    assert read_label(text, YES_NO_MAYBE).value == "maybe"


@pytest.mark.parametrize(
    "text",
    [
        # still undecided: no contrast settles the "depends"
        "It depends on how you define an adult.",
        # "not all" in running text is no verdict
        "The survey did not all go to plan, and the answer is unclear from it.",
        # a list of labels after a colon still commits to nothing
        "The options are: yes, no, maybe.",
    ],
)
def test_no_overreach(text: str) -> None:
    assert read_yes_no(text).value is None
