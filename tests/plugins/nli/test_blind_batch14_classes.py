"""Classes of NLI, fact-verification and yes/no/maybe answer the fourteenth blind batch showed the reader
missing.

Each class is fixed by a general rule in the NLI plugin's reader (:func:`scorewire_nli.extract_label`, with
the shapes in ``scorewire_nli._asides`` and ``scorewire_nli._closing``); the texts here are new (not copies of
blind rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import time

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet) -> str | None:
    return extract_label(text, ls).label


# --- a closing aside in brackets about another hypothesis or reading: a hypothetical, not the verdict -------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Three hundred is more than fifty, so it holds. Entailment. (Had it said 'over 400', neutral.)",
            NLI,
            "entailment",
        ),
        (
            "Her coat is red, not green: contradiction. (Neutral would fit only if no colour were given.)",
            NLI,
            "contradiction",
        ),
        ("Nothing about the menu -> neutral. (For comparison: 'it serves lunch' -> entailment.)", NLI, "neutral"),
        (
            "The passage says he was born in Lyon, which settles it: SUPPORTS\n\n(If the claim had named Paris, it would be REFUTES.)",
            FEVER,
            "SUPPORTS",
        ),
        (
            "The premise says nothing on wages. Neutral. (Suppose it said 'unpaid' - then contradiction.)",
            NLI,
            "neutral",
        ),
        (
            "Every one of them passed, so yes. (Unless the list was incomplete, which would make it maybe.)",
            YES_NO_MAYBE,
            "yes",
        ),
        (
            "The shop closes at noon, so no. (e.g. a claim of 'open at 3pm' would be no as well, 'open at 9' yes.)",
            YES_NO_MAYBE,
            "no",
        ),
        ("Entailment, clearly. (Were the verb 'may visit', it would be neutral instead.)", NLI, "entailment"),
        ("Dates match, claim true → SUPPORTS. (By contrast, 'born in 1902' → REFUTES.)", FEVER, "SUPPORTS"),
        ("Le chat dort, donc: contradiction. (Si le chat jouait, ce serait entailment.)", NLI, "contradiction"),
    ],
)
def test_a_closing_hypothetical_aside_does_not_replace_the_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # an aside that is the answer's own turn, its own voice, or no hypothetical: read as before
        ("Entailment at first sight. (Actually, on reflection: neutral.)", NLI, "neutral"),
        ("Entailment looks tempting. The premise is silent on her age. (I would call it neutral.)", NLI, "neutral"),
        ("The premise is silent on it. (So neutral.)", NLI, "neutral"),
        ("Nothing here bears on the weather. (Neutral, in my view.)", NLI, "neutral"),
        # an aside that holds the only verdict: the reading without it finds none, so it stands
        ("The premise never mentions her job. (If forced, it would be neutral.)", NLI, "neutral"),
    ],
)
def test_an_aside_that_is_the_answers_own_verdict_still_counts(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a last sentence that offers two labels as what the answer might be ------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Entailment, since he agreed... though agreeing isn't doing. Hmm. Could be entailment or neutral.", NLI),
        ("Neutral at first glance. It might be neutral or contradiction.", NLI),
        ("SUPPORTS, I think; the date is odd. Perhaps SUPPORTS or NOT ENOUGH INFO.", FEVER),
        ("Yes. The sample is tiny though. It may well be yes or maybe.", YES_NO_MAYBE),
        ("Contradiction seems off. So it could either be neutral or entailment.", NLI),
        ("Neutral. This could be neutral / contradiction, really.", NLI),
    ],
)
def test_a_last_sentence_offering_two_labels_commits_to_none(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # two labels offered earlier, then one chosen; one label called possible; a possibility in the middle
        ("Could be entailment or neutral. The premise says 'all', so entailment.", NLI, "entailment"),
        ("Neutral. It could be neutral - nothing rules it out.", NLI, "neutral"),
        ("Contradiction: could it be neutral or entailment? No, the colours differ.", NLI, "contradiction"),
    ],
)
def test_one_label_kept_after_a_possibility_stands(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- the writer declining to commit, with what they wait for ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        (
            "'Only Ana' could mean two things; one reading contradicts. I don't want to commit without the guidelines.",
            NLI,
        ),
        (
            "The first reading supports it, the second refutes it. We won't pick until the intended scope is clear.",
            FEVER,
        ),
        ("It reads as a contradiction, mostly. I'd prefer not to choose before I know which sense is meant.", NLI),
        ("Likely yes. I don't wish to decide unless the dosage is confirmed.", YES_NO_MAYBE),
        ("One parse entails it. I won't commit to one till someone says which parse is standard.", NLI),
    ],
)
def test_declining_to_commit_until_something_is_known_commits_to_none(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a refusal of something else, or a refusal then a verdict
        ("I don't want to overstate it, but the premise rules it out: contradiction.", NLI, "contradiction"),
        ("We won't pick a side until later. Still, for now: neutral.", NLI, "neutral"),
        ("The claim is refuted; I don't want to repeat the evidence. REFUTES", FEVER, "REFUTES"),
    ],
)
def test_a_refusal_of_something_else_keeps_the_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- an opening "yes and no" in a set whose labels are not yes and no ----------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Yes and no. In the ordinary sense they clash, and for this task that is what counts — contradiction.",
            NLI,
            "contradiction",
        ),
        ("Both yes and no: loosely, maybe; strictly the premise is silent, so neutral.", NLI, "neutral"),
        ("Yes and no... the evidence names a different year, hence REFUTES.", FEVER, "REFUTES"),
        ("Yes and no. It depends on how you read 'most'.", NLI, None),
    ],
)
def test_an_opening_yes_and_no_is_no_verdict(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Yes, the premise guarantees it: entailment.", NLI, "entailment"),
        ("Yes and no are not the labels here; the pair is neutral.", NLI, "neutral"),
        ("Yes and no. Strictly, as asked: no.", YES_NO_MAYBE, "no"),
    ],
)
def test_a_yes_or_yes_and_no_elsewhere_reads_as_before(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- "not necessarily" with another outcome called possible: maybe -------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Not necessarily - she could have taken a taxi instead.",
        "Not necessarily. He may simply have overslept.",
        "Not necessarily; the meeting might have been cancelled for other reasons.",
        "Not necessarily, since it's possibly a different branch. Perhaps it is.",
        "Not necessarily: maybe the road was closed.",
        "Not necessarily — the data could point either way.",
    ],
)
def test_not_necessarily_with_an_alternative_is_maybe(text: str) -> None:
    assert read(text, YES_NO_MAYBE) == "maybe"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Not necessarily. The premise says he walked, so the answer is no.", "no"),
        ("Not at all - the shop was shut all day.", "no"),
        ("Not necessarily wrong: it could not be clearer that he walked. No.", "no"),
    ],
)
def test_not_necessarily_then_a_verdict_or_a_plain_no_read_as_before(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE) == label


# --- the answer marker with what it answers between -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Closed on Mondays, so not then. The answer to 'is it open Monday' is no.", YES_NO_MAYBE, "no"),
        ("My answer to whether she drove would be maybe.", YES_NO_MAYBE, "maybe"),
        ("The short answer to your question is: contradiction.", NLI, "contradiction"),
        ('He was born in 1901. The answer to "was he born in the 20th century?" is SUPPORTS.', FEVER, "SUPPORTS"),
        ("Given the dates, our answer to that has to be yes.", YES_NO_MAYBE, "yes"),
        ("The final answer to the question of overlap, then, is neutral.", NLI, "neutral"),
    ],
)
def test_an_answer_marker_naming_what_it_answers_is_read(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the marker not closed by a label, or a label that does not close its clause
        ("The answer to that is not obvious. Nothing is said about it: neutral.", NLI, "neutral"),
        ("The answer to 'does it open?' is no surprise: it opens daily. Yes.", YES_NO_MAYBE, "yes"),
        ("Part one is clear. The answer to the first part is yes, the second part no.", YES_NO_MAYBE, None),
    ],
)
def test_an_answer_to_without_a_label_after_it_reads_as_before(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- the writer unable to settle it from what was given: the undecided label ----------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "A late arrival might annoy someone, but who knows. I can't determine that from the information given.",
            YES_NO_MAYBE,
            "maybe",
        ),
        ("We cannot know whether the trial ran a year based on this passage.", YES_NO_MAYBE, "maybe"),
        ("Her job is never the topic. You couldn't conclude it from the premise alone.", NLI, "neutral"),
        ("There's no way to tell from the text.", NLI, "neutral"),
        ("I'm unable to establish that with the evidence given.", FEVER, "NOT ENOUGH INFO"),
        ("I can't say for sure from these figures.", YES_NO_MAYBE, "maybe"),
        ("Honestly, it is impossible to work out if he won from this summary.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_unable_to_settle_it_from_the_source_is_the_undecided_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a verdict given, or an inability that names no source
        ("I can't tell from the premise alone at first, but it says 'all': entailment.", NLI, "entailment"),
        ("I can't determine what you mean by 'late'.", YES_NO_MAYBE, None),
        ("We couldn't decide on lunch.", NLI, None),
    ],
)
def test_an_inability_beside_a_verdict_or_without_a_source_reads_as_before(
    text: str, ls: LabelSet, label: str | None
) -> None:
    assert read(text, ls) == label


# --- a verdict, a doubt, and a last sentence concluding the point cannot be settled ------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "The dates line up - SUPPORTS. Although one register gives 1899 instead. Given that conflict, I can't fully verify it.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        (
            "Entailment, at first. But 'most' might mean all of them or not. So in the end I can't really tell.",
            NLI,
            "neutral",
        ),
        (
            "Yes - the trial met its endpoint. However, the follow-up was short. Because of this, we cannot determine it either way.",
            YES_NO_MAYBE,
            "maybe",
        ),
        (
            "It reads as a contradiction. Then again the tense is vague. Therefore I couldn't tell for certain.",
            NLI,
            "neutral",
        ),
        (
            "REFUTES, probably. The evidence mentions a second edition, though. With that in mind, I'm unable to confirm the claim.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("Contradiction. Still, sarcasm is possible here. Ultimately, I can't establish it.", NLI, "neutral"),
    ],
)
def test_a_last_sentence_concluding_it_cannot_be_settled_revokes_the_verdict(
    text: str, ls: LabelSet, label: str
) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the inability is a step in the reasoning, or the verdict comes after it
        ("I can't verify the year, so the rest decides: the place matches. SUPPORTS", FEVER, "SUPPORTS"),
        ("Given that, I can't verify it any further, but it holds: entailment.", NLI, "entailment"),
        ("Contradiction. Given the colours, I can't see it any other way.", NLI, "contradiction"),
        # doubt about the writer's own pick is no verdict of "undetermined"
        ("Entailment seems right, though the wording is loose. So I can't be certain.", NLI, "entailment"),
    ],
)
def test_an_inability_inside_the_reasoning_keeps_the_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a bare yes or no answering the answer's own question, in a set whose labels are not yes and no -------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Entailment or not? 'Adults' allows pensioners, but does it force them? No. Not entailment, not contradiction either. What is left is neutral.",
            NLI,
            "neutral",
        ),
        ("Is a clash possible? Yes - but is one stated? No. The only label remaining is neutral.", NLI, "neutral"),
        (
            "Does the evidence mention the award? No. It only names his birthplace, so NOT ENOUGH INFO remains.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
    ],
)
def test_a_yes_or_no_to_the_answers_own_question_is_no_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the only verdict is the answer to the question the task asks
        ("Does the premise entail it? Yes.", NLI, "entailment"),
        ("Is the claim supported? Yes.", FEVER, "SUPPORTS"),
    ],
)
def test_a_yes_or_no_with_nothing_else_reads_as_before(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a label spelled out letter by letter in a longer answer ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("The quote in the evidence matches the claim word for word. S U P P O R T S", FEVER, "SUPPORTS"),
        ("Nothing in the premise speaks to it, so: n-e-u-t-r-a-l.", NLI, "neutral"),
        ("The colours differ. Final: C.O.N.T.R.A.D.I.C.T.I.O.N", NLI, "contradiction"),
        ("It follows from the abstract. Y E S", YES_NO_MAYBE, "yes"),
        ("The claim is the opposite of the evidence.\n\nR-E-F-U-T-E-S", FEVER, "REFUTES"),
    ],
)
def test_a_label_spelled_letter_by_letter_is_read(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # spaced letters that spell no label, or an initialism
        ("The U.S.A. is named in it, so it is neutral.", NLI, "neutral"),
        ("Grade: A B C D E F", NLI, None),
    ],
)
def test_spaced_letters_that_spell_no_label_read_as_before(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- cost: the new checks read a bounded tail --------------------------------------------------------------------


@pytest.mark.parametrize(
    "padding",
    [
        "(" * 20_000,
        "a " * 20_000,
        "S " * 20_000,
        "The answer to " * 3_000,
        "I can't tell " * 3_000,
        "Yes and no " * 3_000,
    ],
)
def test_the_new_checks_stay_fast_on_padding(padding: str) -> None:
    for text in (padding, padding + " (If it were so, it would be neutral.)", "Neutral. " + padding + ")"):
        start = time.perf_counter()
        extract_label(text, NLI)
        assert time.perf_counter() - start < 2.0
