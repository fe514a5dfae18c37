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


# Classes the fourth blind batch showed (new texts).
@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("So 'no one was hurt' is contradicted by the injury report.", "contradiction"),
        ("He cannot be asleep and running a marathon, so the two statements clash.", "contradiction"),
        ("The cup might be plastic. Hmm, but then it would float. I'll switch to neutral.", "neutral"),
        ("Taken strictly, I'd have to say neutral.", "neutral"),
    ],
)
def test_nli_batch4_class(text: str, label: str) -> None:
    assert read_label(text, NLI).value == label


@pytest.mark.parametrize(
    "text",
    [
        "Possibly contradiction, possibly neutral; it depends on the missing context.",
        "The numbers line up, roughly. The label is",
        "Both readings work, so I'm not going to commit to one.",
        "I'd rather not choose a label for this one.",
    ],
)
def test_nli_batch4_no_commitment(text: str) -> None:
    assert read_label(text, NLI).value is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("At sea level (1 atm) in a pot, yes, it boils at 100 °C.", "yes"),
        ("Absolutely, almost every medieval scholar knew the Earth was round.", "yes"),
        ("yes roughly 2 cm per year", "yes"),
        ("The proof by contradiction shows no, there is no largest prime.", "no"),
        ("Most linguists would say no, it is a dialect.", "no"),
        ("Penguins are birds, and yes, they lay eggs.", "yes"),
        ("It wouldn't be wrong to call it a fruit: botanically it is one.", "yes"),
        ("It isn't untrue to say so.", "yes"),
        ("A parsec measures distance, about 3.26 light-years. Not time.", "no"),
        ("9 = 3 × 3, so it has a factor other than itself. Not a prime.", "no"),
        ("Odd, not a multiple of 3, and not of 7 either… Yes, 53 is prime.", "yes"),
        ("3^4 = 81, so log₃81 = 4. ✓", "yes"),
        ("Y E S", "yes"),
    ],
)
def test_yes_no_batch4_class(text: str, value: str) -> None:
    assert read_yes_no(text).value == value


@pytest.mark.parametrize(
    "text",
    [
        "It is a paradox, so I can't answer yes or no.",
        "Some surveys say yes, others say no. It's contested.",
        # a degree, or a "not" after a comma, is no closing verdict
        "Technically yes, a trace of it. Not remotely harmful.",
    ],
)
def test_yes_no_batch4_not_a_no(text: str) -> None:
    assert read_yes_no(text).value in (None, "yes")
    if "paradox" in text or "contested" in text:
        assert read_yes_no(text).value is None
