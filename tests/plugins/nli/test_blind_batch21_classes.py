"""Classes of NLI and fact-verification answer the twenty-first blind batch showed the reader missing.

Each class is fixed by a general rule in the shared reader (``scorewire.extraction._verdict``); the texts here are
new (not copies of blind rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet) -> str | None:
    return extract_label(text, ls).label


# --- two labels offered as alternatives, an aside set off between them ------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Europe: no data. I'd say the answer is either neutral or — if you take the hint — entailment.", NLI),
        ("The answer is neutral or – at a stretch – entailment.", NLI),
        ("Answer: SUPPORTS or, if you're strict, NOT ENOUGH INFO.", FEVER),
        ("My verdict is contradiction or (on a generous reading) neutral.", NLI),
        ("Final answer: neutral or - depending on the reading of 'most' - contradiction.", NLI),
        ("I'd put it as either REFUTES or — going by the evidence alone — NOT ENOUGH INFO.", FEVER),
        ("Label: NOT ENOUGH INFO or, for a lenient grader, SUPPORTS.", FEVER),
        ("The relation is entailment or, arguably, neutral.", NLI),
    ],
)
def test_two_alternatives_with_an_aside_between_them_are_no_verdict(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (one label, then an aside that names no other label: the verdict stands)
        ("The answer is neutral — if you take the premise literally — and nothing more.", NLI, "neutral"),
        ("Answer: SUPPORTS, if you trust the source, and the dates agree.", FEVER, "SUPPORTS"),
        # (an alternative raised and then settled)
        ("The answer is either neutral or entailment. On reflection, neutral.", NLI, "neutral"),
        ("The answer is neutral, not entailment.", NLI, "neutral"),
        # (the same label on both sides is no choice between two)
        ("Answer: yes or - put more strongly - yes.", YES_NO_MAYBE, "yes"),
        ("It could be entailment or neutral at first sight, but the answer is neutral.", NLI, "neutral"),
    ],
)
def test_near_misses_of_alternatives_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- every label but one denied as the answer ("isn't X and isn't Y"): the one left -----------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("The grade could be anything. So the answer isn't yes and isn't no.", YES_NO_MAYBE, "maybe"),
        ("Given the small sample, my verdict isn't yes; it isn't no either.", YES_NO_MAYBE, "maybe"),
        ("The trial was short. It wasn't yes, it wasn't no.", YES_NO_MAYBE, "maybe"),
        ("Honest reply: isn't maybe, isn't no.", YES_NO_MAYBE, "yes"),
        ("The answer isn't yes, nor maybe.", YES_NO_MAYBE, "no"),
        ("The relation isn't neutral, and it isn't contradiction.", NLI, "entailment"),
        ("This claim isn't REFUTES and it isn't NOT ENOUGH INFO.", FEVER, "SUPPORTS"),
    ],
)
def test_every_label_but_one_denied_leaves_that_one(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        # (one label denied only)
        ("The answer isn't yes.", YES_NO_MAYBE),
        # (the one left is doubted too)
        ("It isn't yes and isn't no, but I'm not sure about maybe either.", YES_NO_MAYBE),
        ("The answer isn't yes and isn't no. Honestly I can't decide.", YES_NO_MAYBE),
        # (the writer breaks off before naming the one left)
        ("No data on safety. So the answer isn't no; it also isn't yes. I'll stop here.", YES_NO_MAYBE),
        ("It isn't entailment, it isn't contradiction. Leaving it there.", NLI),
        ("Not SUPPORTS, not REFUTES. Let me stop.", FEVER),
        ("The answer isn't yes, nor is it no; stopping here.", YES_NO_MAYBE),
    ],
)
def test_denials_that_leave_no_label_standing_are_no_verdict(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


# --- the label left after the others are ruled out, or granted only under a condition ---------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Entailment? No. Contradiction? Only if the game was the only one played. The remaining option, then.",
            NLI,
            "neutral",
        ),
        (
            "SUPPORTS? Only if we assume the dates match. REFUTES? Nothing says so. So the remaining label.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("Neutral? Unless the crowd is elsewhere, no. Contradiction? No. By elimination, then.", NLI, "entailment"),
    ],
)
def test_a_label_granted_only_under_a_condition_is_ruled_out_before_the_remaining_one(
    text: str, ls: LabelSet, label: str
) -> None:
    assert read(text, ls) == label


# --- a closing ordinal given as what the answer is ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Labels: SUPPORTS / REFUTES / NOT ENOUGH INFO. The record is silent, so the correct label is the last one.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("Options: entailment, neutral, contradiction. My answer is the second one.", NLI, "neutral"),
        ("Choices are yes / no / maybe; the right answer is the first one.", YES_NO_MAYBE, "yes"),
        ("Options: entailment, neutral, contradiction. The verdict would be the first option.", NLI, "entailment"),
    ],
)
def test_an_ordinal_said_to_be_the_answer_names_the_label_at_that_place(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    "text",
    [
        "Options: entailment, neutral, contradiction. The first one is tempting, but is the last one right?",
        "Options: entailment, neutral, contradiction. The last one is what a careless reader would pick.",
    ],
)
def test_an_ordinal_not_said_to_be_the_answer_names_nothing(text: str) -> None:
    assert read(text, NLI) is None


# --- an answer that breaks off on a word that cannot end it -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Interviews went up: yes. Hiring: flat. So did the passes raise employment? The", YES_NO_MAYBE),
        ("The passage covers honey bees only, so maybe not REFUTES. Can't", FEVER),
        ("The crowd is watching him, so the claim that nobody notices him is false →", NLI),
        ("More sleep: yes. Better grades? Hard to tell because", YES_NO_MAYBE),
        ("It lowered costs, yes. Whether it lowered deaths? We can't", YES_NO_MAYBE),
        ("The premise rules it out: contradiction? Then again, the claim would ->", NLI),
    ],
)
def test_an_answer_breaking_off_before_its_verdict_is_no_verdict(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (a verdict stated first survives the reasons cut after it)
        ("Contradiction. The premise puts him in Paris, so he can't be in Rome, and the", NLI, "contradiction"),
        ("Neutral. Nothing about the weather is stated. A", NLI, "neutral"),
        # (an option's letter after a closing arrow is the answer, not an article)
        ("A) SUPPORTS\nB) REFUTES\nC) NOT ENOUGH INFO\n\nThe dates agree. → A", FEVER, "SUPPORTS"),
        ("The dates disagree → REFUTES", FEVER, "REFUTES"),
        ("So the label is entailment, since every dog is an animal and the", NLI, "entailment"),
    ],
)
def test_near_misses_of_a_cut_answer_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label
