"""Classes of NLI and yes/no/maybe answer the twenty-eighth blind batch showed the reader missing.

Each class is fixed by a general rule in the NLI plugin's reader; the texts here are new (not copies of blind
rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet, question: str | None = None) -> str | None:
    return extract_label(text, ls, question=question).label


# --- a closing sentence that gives the label of another question than the one asked: "If the question were whether
# it causes it, I'd say maybe." - the verdict given before it is the answer ----------------------------------------

FERRY_QUESTION = "Did ridership on the ferry rise after fares were cut?"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Ridership went up by a third in the months after the cut, so no. If the question were whether the fare "
            "cut explains the whole rise, I'd say maybe.",
            "no",
        ),
        (
            "The counts climbed right after the fares dropped, so yes. If you asked whether cheaper fares drove it, "
            "I would answer maybe.",
            "yes",
        ),
        (
            "Yes, ridership rose. (Whether it stays up next winter is another matter; I'd say maybe to that one.)",
            "yes",
        ),
        ("Maybe: only one month of counts is given. If the question asked about last year, I'd say yes.", "maybe"),
    ],
)
def test_label_of_another_question_is_set_aside(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, FERRY_QUESTION) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # (the closing sentence is the answer's own verdict: nothing comes before it to stand in its place)
        ("If the question were about the ferry's ridership, I'd say yes.", "yes"),
        # (no "would": a plain verdict after the question is named, kept)
        ("The counts are mixed. As for the question asked, maybe.", "maybe"),
        # (the answer's own verdict closes it, not another question's)
        ("Some said yes, and some said no. The counts rose, so I'd say yes.", "yes"),
        ("The counts rose a little. Asked directly, I'd say yes.", "yes"),
    ],
)
def test_near_misses_keep_their_reading(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, FERRY_QUESTION) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "The premise says the mill closed in 1921, which matches. SUPPORTS. If the claim had been about 1912, "
            "I'd say REFUTES.",
            FEVER,
            "SUPPORTS",
        ),
        (
            "The premise states the mill closed, so entailment. If the question were whether it reopened, it would "
            "be neutral.",
            NLI,
            "entailment",
        ),
    ],
)
def test_other_label_sets(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label
