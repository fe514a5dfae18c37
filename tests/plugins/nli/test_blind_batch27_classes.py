"""Classes of NLI and yes/no/maybe answer the twenty-seventh blind batch showed the reader missing.

Each class is fixed by a general rule (in the NLI plugin's reader, and a few cues in the shared one,
``scorewire.extraction``); the texts here are new (not copies of blind rows), with near misses that must keep
reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import NLI


def read(text: str, ls: LabelSet, question: str | None = None) -> str | None:
    return extract_label(text, ls, question=question).label


# --- "Sure" and an auxiliary as the whole answer: "Sure have.", "Sure were." (with every auxiliary, not only the
# few listed before) ---------------------------------------------------------------------------------------------

SURE_QUESTION = "Have the lighthouse keepers kept a logbook since 1900?"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Sure have — every night since then.", "yes"),
        ("Sure has.", "yes"),
        ("Sure were, all of them.", "yes"),
        ("Sure had; the ledger survives.", "yes"),
        ("Sure could.", "yes"),
        # near misses: a negated auxiliary, a doubt, a "sure" that opens another clause
        ("Sure hasn't.", None),
        ("I'm not sure it has.", None),
        ("Sure had to dig for it, but no.", "no"),
        ("Sure would be handy to know; maybe.", "maybe"),
    ],
)
def test_sure_and_an_auxiliary_is_a_yes(text: str, label: str | None) -> None:
    assert read(text, YES_NO_MAYBE, SURE_QUESTION) == label
    assert read(text, YES_NO_MAYBE) == label


# --- a word for none as the subject of an elliptical answer: "None did.", "Nobody was." ---------------------------

NONE_QUESTION = "Did any of the ferries sail during the storm warning?"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("None did — the harbour master kept them all tied up.", "no"),
        ("None of them did.", "no"),
        ("Nobody has, as far as the logs go.", "no"),
        ("No one was.", "no"),
        ("Not a single one did.", "no"),
        # near misses: the word for none is the subject of a longer clause, or a doubt turns it round
        ("None did anything unusual; the logs list three sailings.", None),
        ("Nobody did it better than the night crew.", None),
        ("I doubt none did.", None),
        ("Some did, none of them on schedule.", None),
    ],
)
def test_a_word_for_none_with_an_auxiliary_is_a_no(text: str, label: str | None) -> None:
    assert read(text, YES_NO_MAYBE, NONE_QUESTION) == label


# --- what the evidence "points to": "The logs point to yes.", "It all points towards no." ---------------------------

POINT_QUESTION = "Did the glacier retreat during the last century?"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("The moraine dates point to yes. Old maps being rough doesn't change it.", "yes"),
        ("Everything in the survey points towards no.", "no"),
        ('Both photo series point to "no".', "no"),
        ("The cores pointed clearly to yes; the gaps are small.", "yes"),
        # near misses: asked, under a condition or a modal, a "no" that starts a noun phrase, both named
        ("Do the dates point to yes? Hard to tell.", None),
        ("If the cores point to yes, the maps should agree.", None),
        ("The maps might point to no.", None),
        ("It points to no firm conclusion.", None),
        ("The surveys point to yes or no depending on the valley.", None),
    ],
)
def test_what_the_evidence_points_to_is_the_verdict(text: str, label: str | None) -> None:
    assert read(text, YES_NO_MAYBE, POINT_QUESTION) == label


# --- "the former" / "the latter" picking one of two labels the answer has just offered as a choice ------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Neutral or contradiction? The latter, the note says the shop was shut.", "contradiction"),
        ("Is it entailment or neutral? I'd go with the former.", "entailment"),
        ("Contradiction vs. neutral - plainly the former.", "contradiction"),
        ("Entailment or neutral? Obviously the latter one.", "neutral"),
        # near misses: the pick turned down, asked, under a condition, both named, no pair before it, a pair
        # broken by another label, "former" as an adjective
        ("Entailment or contradiction? Not the latter.", None),
        ("Neutral or entailment, the former?", None),
        ("Entailment or contradiction? If anything, the former.", None),
        ("Neutral or contradiction? The former looks likely but the latter fits.", None),
        ("The latter.", None),
        ("Entailment or neutral? The text names a contradiction too. The latter.", "contradiction"),
        ("Contradiction, since the former owner sold the boat.", "contradiction"),
        ("The former manager hired her. Entailment or neutral? Hard to say.", None),
    ],
)
def test_the_former_or_the_latter_of_an_offered_pair(text: str, label: str | None) -> None:
    assert read(text, NLI) == label


# --- a label, a bare "not" and another label, without the comma: "it's neutral not entailment" keeps the first ----


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("it's neutral not contradiction", "neutral"),
        ("Contradiction not entailment.", "contradiction"),
        ("I'd call this entailment not a neutral one", "entailment"),
        ("clearly entailment not neutral here", "entailment"),
        # near misses: a "not" that denies the first label, the comma form, a "not" before both
        ("Entailment not likely.", None),
        ("Entailment not likely here; neutral.", "neutral"),
        ("Neutral, not entailment.", "neutral"),
        ("Not entailment not contradiction. Neutral.", "neutral"),
    ],
)
def test_a_label_then_not_and_another_label_keeps_the_first(text: str, label: str | None) -> None:
    assert read(text, NLI) == label


# --- a "Did ...?" question answered by its subject (or a pronoun) and the verb in the past tense, or an emphatic
# "did": "It rose.", "The bakery did raise them." ----------------------------------------------------------------

DID_QUESTION = "Did the reservoir level rise after the storms?"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("It rose.", "yes"),
        ("Gauge: 41 m → 44 m. It rose.", "yes"),
        ("The reservoir rose about three metres after the storms.", "yes"),
        ("The level did rise, by three metres.", "yes"),
        ("They rose - all three reservoirs.", "yes"),
        # near misses: another subject, a condition, a question, a negation or doubt before the verb, a modal,
        # another verb
        ("The river rose, but the reservoir stayed flat.", None),
        ("If it rose, the dam logs would show it.", None),
        ("It rose? Not on the gauge.", "no"),
        ("It hardly rose.", None),
        ("Nobody thinks it rose.", None),
        ("It might have risen.", None),
        ("The gauge broke after the storms.", None),
        ("It didn't rise.", "no"),
    ],
)
def test_a_did_question_answered_by_its_verb_in_the_past(text: str, label: str | None) -> None:
    assert read(text, YES_NO_MAYBE, DID_QUESTION) == label


@pytest.mark.parametrize(
    ("text", "question", "label"),
    [
        ("They did cut costs — by a fifth.", "Did the two firms cut costs after the merger?", "yes"),
        ("It mailed them a week ahead.", "Did the council mail the ballots on time?", "yes"),
        ("Costs fell slightly.", "Did costs fall in the second half?", "yes"),
        # near misses: the subject's word used as a verb of another clause, another subject, a month, day or year
        # the question does not name, the act narrowed or done late
        ("It mailed them in June.", "Did the council mail the ballots on time?", None),
        ("It mailed them late.", "Did the council mail the ballots on time?", None),
        ("It mailed only half of them.", "Did the council mail the ballots on time?", None),
        ("The shop raised them in 2021.", "Did the shop raise its prices in 2023?", "no"),  # (another value)
        ("The shop raised them on Monday.", "Did the shop raise its prices on Friday?", None),
        (
            "Ballots mailed late are still counted; the date is unclear.",
            "Did the council mail the ballots on time?",
            None,
        ),
        ("Prices fell slightly.", "Did costs fall in the second half?", None),
    ],
)
def test_the_past_of_the_question_verb_with_its_subject(text: str, question: str, label: str | None) -> None:
    assert read(text, YES_NO_MAYBE, question) == label


# --- "Was X at (in) the Y?" answered by "X was (not) there" ----------------------------------------------------------

PLACE_QUESTION = "Was the courier at the depot when the van was loaded?"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Her shift log and the gate camera agree — she wasn't there.", "no"),
        ("She was there.", "yes"),
        ("They were never there.", "no"),
        ("She was not there; the log shows a day off.", "no"),
        # near misses: asked, qualified after "there", a question without a place
        ("She wasn't there? Odd.", None),
        ("She was there, but asleep in the cab.", None),
    ],
)
def test_a_place_said_again_by_there(text: str, label: str | None) -> None:
    assert read(text, YES_NO_MAYBE, PLACE_QUESTION) == label


def test_there_needs_a_question_of_place() -> None:
    assert read("She wasn't there.", YES_NO_MAYBE, "Was the courier paid for the delivery?") is None


# --- a concluding "no" and a noun of the question's own verb (or of the thing asked of): "so no leaks this year" -----


@pytest.mark.parametrize(
    ("text", "question", "label"),
    [
        ("The pressure tests came back clean — so no leaks this year.", "Has the pipeline leaked this year?", "no"),
        ("Readings flat all season, hence no flooding.", "Was there a flood in the lower town last spring?", "no"),
        ("No evictions, only warnings.", "Has the landlord evicted any tenants?", "no"),
        # near misses: the subject's word, a noun of another word, asked
        ("No pipeline in the region is older.", "Has the pipeline leaked this year?", None),
        ("The tests are fine. No damage anywhere.", "Has the pipeline leaked this year?", None),
        ("No evictions? Two families left in May.", "Has the landlord evicted any tenants?", None),
    ],
)
def test_a_concluding_no_and_the_question_noun(text: str, question: str, label: str | None) -> None:
    assert read(text, YES_NO_MAYBE, question) == label
