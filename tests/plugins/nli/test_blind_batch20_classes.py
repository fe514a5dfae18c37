"""Classes of NLI and fact-verification answer the twentieth blind batch showed the reader missing.

Each class is fixed by a general rule (in the label sets of ``scorewire_nli.labels`` and in the shared reader's
closing sentence, ``scorewire.extraction._verdict``); the texts here are new (not copies of blind rows), with near
misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet) -> str | None:
    return extract_label(text, ls).label


# --- a negation ruling out a label whose own name opens with "not" ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("SUPPORTS, not NOT ENOUGH INFO.", "SUPPORTS"),
        ("The record shows a loss. That makes it REFUTES and not NOT ENOUGH INFO.", "REFUTES"),
        ("I'd label it SUPPORTS - not REFUTES or NOT ENOUGH INFO - since the dates line up.", "SUPPORTS"),
        ("Not SUPPORTS, not NOT ENOUGH INFO: REFUTES.", "REFUTES"),
        ("Verdict REFUTES, never NOT ENOUGH INFO; the figures disagree outright.", "REFUTES"),
        ("The report names the winner outright. So SUPPORTS, not REFUTES nor NOT ENOUGH INFO.", "SUPPORTS"),
    ],
)
def test_a_label_opening_with_not_is_ruled_out_by_the_negation_before_it(text: str, label: str) -> None:
    assert read(text, FEVER) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # near misses: the negation and "enough" still make one verdict of too little information
        ("There is not quite enough information.", "NOT ENOUGH INFO"),
        ("We don't really have enough evidence here.", "NOT ENOUGH INFO"),
        ("The passage doesn't give us enough to judge the claim.", "NOT ENOUGH INFO"),
        ("I would call it NOT ENOUGH INFO, not SUPPORTS.", "NOT ENOUGH INFO"),
    ],
)
def test_too_little_information_still_reads_as_before(text: str, label: str) -> None:
    assert read(text, FEVER) == label


# --- a closing verdict followed by the labels it is chosen over -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "It's well known that the tower is in Paris, but the premise never says so. So neutral, not entailment.",
            NLI,
            "neutral",
        ),
        ("True, she is tall, but height is not the question. Thus contradiction (not neutral).", NLI, "contradiction"),
        ("Yes, the car is red, but nothing says it is fast. Neutral rather than entailment.", NLI, "neutral"),
        (
            "Correct that it rained, but the text never says where. Therefore: neutral, not entailment or contradiction.",
            NLI,
            "neutral",
        ),
        (
            "Sure, the lab exists, but funding is never mentioned. Hence neutral, not obviously entailment.",
            NLI,
            "neutral",
        ),
        ("Right, the vote happened. Still, no count is given. So NEI instead of SUPPORTS.", FEVER, "NOT ENOUGH INFO"),
        ("Of course the bridge is old; the age is stated. Overall REFUTES — not SUPPORTS.", FEVER, "REFUTES"),
    ],
)
def test_a_closing_verdict_keeps_its_label_when_it_rules_out_others(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # near misses: a closing sentence that goes on about something else is no bare verdict
        ("True, the premise says he wrote it. So entailment, not neutral.", NLI, "entailment"),
        ("Entailment. The premise states it. So entailment, not just neutral.", NLI, "entailment"),
        ("Yes. It is not no one.", YES_NO_MAYBE, "no"),  # (as read before this rule)
        ("Contradiction. So not entailment, not neutral.", NLI, "contradiction"),
    ],
)
def test_closings_without_a_ruled_out_tail_read_as_before(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a pick that names an option of the answer's own list by its place, letter or what is left -------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a lower-case letter list, picked by its bracketed letter
        ("Candidates:\n(a) entailment\n(b) neutral\n(c) contradiction\n\nI'll go with (b).", NLI, "neutral"),
        ("a) SUPPORTS\nb) REFUTES\nc) NOT ENOUGH INFO\nThe dates clash outright, hence (b).", FEVER, "REFUTES"),
        ("Options:\n(a) entailment\n(b) neutral\n(c) contradiction\nThe answer is c.", NLI, "contradiction"),
        # a closing ordinal as the subject of a short judgement that it is the answer
        (
            "1. SUPPORTS - the census gives the figure.\n2. REFUTES - nothing conflicts.\n"
            "3. NOT ENOUGH INFO - the record is complete.\n\nOnly the first fits.",
            FEVER,
            "SUPPORTS",
        ),
        (
            "(a) entailment - too strong.\n(b) neutral - nothing about money.\n(c) contradiction - no conflict.\n"
            "Just the second works.",
            NLI,
            "neutral",
        ),
        (
            "1. SUPPORTS - no.\n2. REFUTES - no.\n3. NOT ENOUGH INFO - plausible.\nThe last option holds up.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        # the label the ruling out of the others leaves
        (
            "Going through the answers: yes would need a date, and none is given. Maybe would need doubt; there is none. "
            "That leaves no.",
            YES_NO_MAYBE,
            "no",
        ),
        (
            "Entailment needs the loss to be stated; it isn't. A conflict? There's none. Only neutral remains.",
            NLI,
            "neutral",
        ),
        ("The premise rules out the other two, which leaves us with contradiction.", NLI, "contradiction"),
        ("Nothing backs it and nothing denies it, so that leaves NOT ENOUGH INFO.", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_a_pick_by_place_letter_or_what_is_left(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # near misses: a judgement against the place, a lower-case "a" as an article, two labels left
        ("1. SUPPORTS\n2. REFUTES\n3. NOT ENOUGH INFO\nThe first is wrong.", FEVER, None),
        ("Options: (a) entailment, (b) neutral, (c) contradiction. It's a neutral case really.", NLI, "neutral"),
        ("It is not entailment. This leaves neutral or contradiction.", NLI, None),
        ("That leaves no doubt: yes.", YES_NO_MAYBE, "yes"),
        (
            "Options:\n(a) entailment\n(b) neutral\n(c) contradiction\n\nThe year 1919 is before 1920, so (a).",
            NLI,
            "entailment",
        ),
    ],
)
def test_places_and_leftovers_that_name_no_pick_read_as_before(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- a closing decision in the conditional voice with a verb of naming or picking ---------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "The pupils study a map, yet the subject might be history. Evidence backs part of it. I'd mark NOT ENOUGH INFO.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        (
            "SUPPORTS is out. REFUTES would be the obvious pick, but to stay safe I'd call it NOT ENOUGH INFO.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("The date matches the record. I would label this SUPPORTS.", FEVER, "SUPPORTS"),
        ("The premise says nothing of profit; the claim could go either way. I would say neutral.", NLI, "neutral"),
        ("Entailment seems right at first. On reflection I'd go with neutral.", NLI, "neutral"),
        ("Nothing settles it, though some hints lean yes. We'd pick maybe.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_a_closing_pick_in_the_conditional_voice_is_the_decision(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # near misses: what the writer would do in another case is no decision
        ("Entailment or neutral. Normally I'd call it entailment, but here I can't decide.", NLI, None),
        ("If the dates matched, I'd mark SUPPORTS.", FEVER, None),
        ("I'd call it neutral or contradiction.", NLI, None),
    ],
)
def test_a_conditional_voice_about_another_case_is_no_decision(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- a closing aside in brackets on what is true in the world, outside the text judged ----------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Only the year is given. NEI. (Correct in real life, though.)", FEVER, "NOT ENOUGH INFO"),
        ("The evidence is about a dam. NOT ENOUGH INFO. (True in the real world.)", FEVER, "NOT ENOUGH INFO"),
        ("The passage gives no colour. NEI. (Historically true, as it happens.)", FEVER, "NOT ENOUGH INFO"),
        ("The premise is silent. Neutral. (Yes in fact, from general knowledge.)", NLI, "neutral"),
        ("The record is silent on paint. (True in reality, though.)", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_a_closing_aside_on_the_world_is_no_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # near misses: an aside that is the writer's own turn, or that follows no verdict of its own
        ("Nothing about paint. NEI. (Actually, SUPPORTS: the record says orange.)", FEVER, "SUPPORTS"),
        ("Neutral. (Or contradiction, in fact.)", NLI, "neutral"),
        # (read without the aside only when that reading finds a verdict of its own)
        ("The claim checks out against the record. (True in reality too.)", FEVER, "SUPPORTS"),
    ],
)
def test_asides_that_are_the_answers_own_read_as_before(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- an opening undecided verdict, then a short note that the text is silent --------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Maybe. Not stated anywhere.", YES_NO_MAYBE, "maybe"),
        ("Maybe. Not given in the abstract.", YES_NO_MAYBE, "maybe"),
        ("Maybe; never reported.", YES_NO_MAYBE, "maybe"),
        ("NEI. Not specified.", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_a_note_of_silence_after_an_undecided_verdict_is_its_reason(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # near misses: a closing "not" that is no note of silence, or after a verdict it does not explain
        ("Maybe. Not really.", YES_NO_MAYBE, "no"),
        ("Yes. Not mentioned.", YES_NO_MAYBE, "no"),
    ],
)
def test_other_closing_nots_read_as_before(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- two labels left standing, by a verb of standing up or by a torn writer whose doubt is only argued on --------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "**Reading A: neutral** - the lease is never mentioned.\n**Reading B: contradiction** - stalls are rented."
            "\n\nBoth readings have merit.",
            NLI,
            None,
        ),
        ("Neutral could fit; contradiction could too. Both make sense, honestly.", NLI, None),
        ("Entailment or contradiction. Either one holds up.", NLI, None),
        ("SUPPORTS or NOT ENOUGH INFO: both hold water.", FEVER, None),
        # a weak word before a quoted subject opens a clause, it is no verdict of its own
        (
            "Entailment or neutral - I'm torn. The shop opened in 2010, but maybe 'recently' means after that.",
            NLI,
            None,
        ),
        ('Neutral or contradiction, I keep wavering; perhaps "cheap" is relative.', NLI, None),
    ],
)
def test_labels_left_standing_are_no_verdict(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # near misses: a pick after the standing-up, a bare weak word, a shortened "because"
        ("Both have merit, but I'll go with neutral.", NLI, "neutral"),
        ("Maybe.", NLI, "neutral"),
        ("Maybe 'cause the text is vague.", NLI, "neutral"),
    ],
)
def test_a_pick_after_labels_left_standing_reads_as_before(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a label given by its initial after a closing arrow; the claim called unchecked by the evidence ----------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Nothing on prices. Nothing against it either. → N", NLI, "neutral"),
        ("The park is outdoors and dogs are animals -> E", NLI, "entailment"),
        ("The premise says she left; the claim says she stayed => **C**.", NLI, "contradiction"),
        ("Score 3-1 for them, so they won, not lost -> R", FEVER, "REFUTES"),
        ("Mouse data only. I'd say the claim is unverified by this evidence.", FEVER, "NOT ENOUGH INFO"),
        ("The merger date is still unconfirmed.", FEVER, "NOT ENOUGH INFO"),
        ("One blog post, so the claim is unsubstantiated here.", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_an_arrowed_initial_and_an_unchecked_claim(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # near misses: a letter that is no label's initial, an arrow that is not the answer's end
        ("Premise and hypothesis agree -> x", NLI, None),
        ("Entailment -> the claim follows from the premise.", NLI, "entailment"),
    ],
)
def test_other_arrows_read_as_before(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label
