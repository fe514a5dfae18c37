"""Classes of NLI and yes/no/maybe answer the twenty-ninth blind batch showed the reader missing.

Each class is fixed by a general rule; the texts here are new (not copies of blind rows), with near misses that
must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet, question: str | None = None) -> str | None:
    return extract_label(text, ls, question=question).label


# --- a verdict, then a dash and a remark on the error a reader might make, naming another label: "so it is
# supported — a common mistake is to treat the gap as a refutation" ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "The register lists 41 members and the claim says more than 40, so it is supported — the trap here "
            "would be to read the different numbers as a refutation.",
            FEVER,
            "SUPPORTS",
        ),
        (
            "The essay dates the mill to 1820 and the claim says the early nineteenth century, so the claim holds "
            "— a common mistake is to treat a looser date as a refutation.",
            FEVER,
            "SUPPORTS",
        ),
        (
            "The notice says every stall closed by six, and the hypothesis says none stayed open late, so it is "
            "entailment — the usual error is to call such rewordings neutral.",
            NLI,
            "entailment",
        ),
    ],
)
def test_error_remark_after_a_dash(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (a dash that leads to the verdict itself still does)
        ("The dates clash — so it's a contradiction.", NLI, "contradiction"),
        ("The premise never mentions the weather, so — neutral.", NLI, "neutral"),
        # (an error found in the claim is no error a reader makes: the label after it is the verdict)
        (
            "The source agrees on the town, so it looked supported — but the error in the year makes it a refutation.",
            FEVER,
            "REFUTES",
        ),
    ],
)
def test_dash_verdict_kept(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- after weighing one label, a closing sentence that gives the verdict a careful reader would give: "A careful
# reader would call this entailment." -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "I first thought neutral, but the text says the lamps were off all night. Any careful reader would call "
            "it entailment.",
            NLI,
            "entailment",
        ),
        (
            "I weighed REFUTES because of the rounding, but the source gives the same year. Any reasonable annotator "
            "would mark this SUPPORTS.",
            FEVER,
            "SUPPORTS",
        ),
    ],
)
def test_careful_reader_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (a careless or hasty reader's verdict is the one turned down: the answer's own stands)
        (
            "The premise never says when the meeting ended, so neutral. A careless reader would call this entailment.",
            NLI,
            "neutral",
        ),
        ("So neutral. A hasty annotator would mark this entailment.", NLI, "neutral"),
        # (a careful reader's verdict denied)
        ("A careful reader would not call this entailment; it's neutral.", NLI, "neutral"),
    ],
)
def test_careful_reader_near_misses(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- an opening label that leaves the question open ("Maybe.", "Not enough info.") and an ending that says it cannot
# decide: the ending agrees with the opening, it refuses nothing ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "question", "label"),
    [
        (
            "Maybe. Only one town was surveyed, and I can't give a definitive answer from that.",
            YES_NO_MAYBE,
            "Did most residents support the new bus lane?",
            "maybe",
        ),
        ("Not enough info. Hard to say from this passage alone.", FEVER, None, "NOT ENOUGH INFO"),
    ],
)
def test_open_label_then_undecided_ending(text: str, ls: LabelSet, question: str | None, label: str) -> None:
    assert read(text, ls, question) == label


@pytest.mark.parametrize(
    ("text", "ls", "question", "label"),
    [
        # (an opening label that settles the question, then doubt: still undecided)
        ("Yes. But honestly, it's hard to say.", YES_NO_MAYBE, "Did the pond freeze?", None),
        # (a question, or "maybe" opening a longer sentence, is no opening label)
        ("Maybe? Hard to say.", YES_NO_MAYBE, "Did the pond freeze?", None),
        ("Maybe yes, maybe no. Hard to say.", YES_NO_MAYBE, "Did the pond freeze?", None),
        (
            "Maybe the keeper left the gate open. I can't give a definitive answer.",
            YES_NO_MAYBE,
            "Did the goats escape?",
            None,
        ),
    ],
)
def test_undecided_ending_kept(text: str, ls: LabelSet, question: str | None, label: str | None) -> None:
    assert read(text, ls, question) == label
