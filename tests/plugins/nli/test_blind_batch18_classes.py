"""Classes of NLI and fact-verification answer the eighteenth blind batch showed the reader missing.

Each class is fixed by a general rule in the NLI plugin's reader (:func:`scorewire_nli.extract_label`, with the
shapes in ``scorewire_nli._closing`` and the terms of ``scorewire_nli.labels``); the texts here are new (not
copies of blind rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet, question: str | None = None) -> str | None:
    return extract_label(text, ls, question=question).label


# --- a verdict participle with an adverb between it and its copula --------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("It now sells only paper cups. The hypothesis is clearly implied.", NLI, "entailment"),
        ("Both facts are in the first line; the second sentence is strongly implied.", NLI, "entailment"),
        ("The conclusion is plainly implied, since every guest left early.", NLI, "entailment"),
        ("Its claim is plainly borne out.", FEVER, "SUPPORTS"),
        ("The claim is fully borne out by the census figures.", FEVER, "SUPPORTS"),
        ("The claim is strongly implied by the evidence, so it holds.", FEVER, "SUPPORTS"),
    ],
)
def test_an_adverb_inside_a_verdict_participle(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    "text",
    ["The hypothesis is hardly implied.", "The hypothesis is scarcely implied by anything said here."],
)
def test_a_denying_adverb_is_no_verdict(text: str) -> None:
    assert read(text, NLI) is None


# --- "not" + a word whose "un-" form is the undecided label ---------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The passage is about his travels, so: not verifiable here.",
        "The claim is not determinable from this passage.",
        "It's non-verifiable from what we're given.",
        "Not verifiable - the evidence stops in 1990.",
        "Undeterminable? No: undeterminable isn't a word I'd use. It's simply not verifiable.",
    ],
)
def test_a_negated_verifiable_is_not_enough_info(text: str) -> None:
    assert read(text, FEVER) == "NOT ENOUGH INFO"


def test_verifiable_then_a_verdict_keeps_the_verdict() -> None:
    assert read("It is verifiable: the passage says so. SUPPORTS.", FEVER) == "SUPPORTS"
    assert read("Verifiable, and the evidence says the opposite: REFUTES.", FEVER) == "REFUTES"


# --- two labels offered as the answer: a second one set apart by a dash, or with its own condition, or a
# concluded label reopened as a choice in the last sentence ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("SUPPORTS — or NOT ENOUGH INFO if you read the dates strictly. Both are fair.", FEVER),
        ("REFUTES, or NOT ENOUGH INFO when the footnote is ignored.", FEVER),
        ("Neutral – or contradiction, depending on what 'always' covers.", NLI),
        ("Entailment - or neutral unless 'near' means inside.", NLI),
        (
            "The hours line up, so it follows: entailment. Then again the date is vague. Entailment or neutral, take your pick.",
            NLI,
        ),
        (
            "Hence contradiction. That rests on a guess, though. Ugh. Contradiction or neutral, depends on the reader.",
            NLI,
        ),
        ("Yes — or no if you count the pilot study.", YES_NO_MAYBE),
    ],
)
def test_two_labels_offered_commit_to_none(text: str, ls: LabelSet) -> None:
    assert read(text, ls, question="Does it work?" if ls is YES_NO_MAYBE else None) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a correction is no choice; a question about the choice answered after it; a choice settled after it
        ("Entailment — or rather, neutral.", NLI, "neutral"),
        ("Entailment - or rather neutral: the text is silent.", NLI, "neutral"),
        ("The premise is silent. Is it neutral or entailment? It's neutral.", NLI, "neutral"),
        ("She is outside. So: entailment, or neutral if you're strict. I'd go entailment.", NLI, "entailment"),
        ("Entailment or neutral? It says she's outside, so entailment.", NLI, "entailment"),
        ("The dates differ, so REFUTES.", FEVER, "REFUTES"),
    ],
)
def test_near_misses_of_an_offered_choice_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a table or list of every label, one row checked and the other rows' mark cells left blank ----------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("| Label | Fit |\n|---|---|\n| Neutral | |\n| Contradiction | ✔ |\n| Entailment | |", NLI, "contradiction"),
        ("- SUPPORTS\n- REFUTES ✅\n- NOT ENOUGH INFO", FEVER, "REFUTES"),
        ("1. Entailment ✓\n2. Neutral\n3. Contradiction", NLI, "entailment"),
        ("Relation | Holds?\nentailment |\nneutral | ✔\ncontradiction |", NLI, "neutral"),
        ("| SUPPORTS | |\n| REFUTES | |\n| NOT ENOUGH INFO | ✔️ |", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_one_checked_row_among_blank_rows(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    "text",
    [
        "| Entailment | ✔ |\n| Neutral | ✔ |\n| Contradiction | |",
        "- entailment ✅\n- neutral\n- contradiction ✅",
    ],
)
def test_two_checked_rows_are_no_verdict(text: str) -> None:
    assert read(text, NLI) is None


# --- a closing ordinal names the label at that place in the list the answer's entries open with ----------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Taking them in turn:\n- Entailment: it would need the text to say so. It says the opposite.\n"
            "- Neutral: needs silence, and there is none.\n- Contradiction: 'never on Sundays' rules it out.\n\nSo the last one.",
            NLI,
            "contradiction",
        ),
        (
            "Going through them:\n1. Contradiction - nothing clashes, though it isn't entailed either.\n"
            "2. Neutral - the text is silent.\n3. Entailment - not stated.\nSo the second one.",
            NLI,
            "neutral",
        ),
        (
            "* SUPPORTS: the evidence never mentions the year.\n* REFUTES: nothing clashes.\n"
            "* NOT ENOUGH INFO: the passage is silent, which refutes nothing.\nHence the third option.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("- entailment: plausible\n- neutral: plausible\n- contradiction: no\nSo the first one.", NLI, "entailment"),
        ("Options: entailment, neutral, contradiction. So the last one.", NLI, "contradiction"),
    ],
)
def test_a_closing_ordinal_follows_the_listed_order(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


def test_a_judged_list_with_no_pointer_after_it_stays_undecided() -> None:
    assert read("- SUPPORTS: maybe\n- REFUTES: maybe\n- NOT ENOUGH INFO: maybe", FEVER) is None


# --- an answer cut off after its marker and an adverb of the verdict still to come ------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("The answer is clearly", YES_NO_MAYBE),
        ("Looking at the dosage table, my verdict would be definitely", YES_NO_MAYBE),
        ("Both say 'Tuesday', so the label is obviously", NLI),
        ("The final answer is surely", FEVER),
    ],
)
def test_cut_off_after_a_marker_and_an_adverb_is_no_verdict(text: str, ls: LabelSet) -> None:
    assert read(text, ls, question="Did it work?" if ls is YES_NO_MAYBE else None) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("The answer is clearly yes.", YES_NO_MAYBE, "yes"),
        ("The answer: definitely", YES_NO_MAYBE, "yes"),
        ("The answer is clearly entailment", NLI, "entailment"),
        ("The label is obviously neutral.", NLI, "neutral"),
    ],
)
def test_a_marker_adverb_and_its_verdict_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls, question="Did it work?" if ls is YES_NO_MAYBE else None) == label


# --- a Chinese yes or no given by echoing the question's auxiliary verb -----------------------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("不能，他没有完成培训。", "no"),
        ("没有。研究只招募了男性。", "no"),
        ("沒有！樣本裡沒有老人。", "no"),
        ("不行。规定写得很清楚。", "no"),
        ("可以。规定允许这样做。", "yes"),
        ("會！資料顯示會下降。", "yes"),
        ("有，研究发现了关联。", "yes"),
    ],
)
def test_a_chinese_echoed_auxiliary_is_a_yes_or_no(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, question="Does it hold?") == label


@pytest.mark.parametrize("text", ["不知道。", "不确定，数据太少。", "不一定。", "能不能说清楚？"])
def test_a_chinese_i_dont_know_or_question_is_no_echo(text: str) -> None:
    assert read(text, YES_NO_MAYBE, question="Does it hold?") != "no"


def test_an_echoed_verb_is_no_nli_label() -> None:
    assert read("不可以。", NLI) is None


# --- a sentence that is only an inability to say, in an answer that names no label ------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("I don't think we can say. Two schools, no comparison group, and a short follow-up.", YES_NO_MAYBE, "maybe"),
        ("We can't tell yet. The trial is still running.", YES_NO_MAYBE, "maybe"),
        ("Nobody could say for sure - the sample is tiny.", YES_NO_MAYBE, "maybe"),
        ("There's no way of knowing from this.", YES_NO_MAYBE, "maybe"),
        ("Honestly, can't say.", FEVER, "NOT ENOUGH INFO"),
        ("There's no telling.", NLI, "neutral"),
        (
            "The passage covers his early years only. " * 12 + "I do not believe anyone can say.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
    ],
)
def test_an_inability_to_say_is_the_unsettled_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls, question="Does it work?" if ls is YES_NO_MAYBE else None) == label


@pytest.mark.parametrize(
    "text",
    [
        # something named after the verb is said about, or the writer can say: not an inability to answer
        "I can't say whether the dose matters, but it works.",
        "You can tell from the data. It works.",
        "I can't say I agree with the method. The result holds, though.",
        "We can't say it's safe. No.",
    ],
)
def test_near_misses_of_an_inability_to_say_are_not_maybe(text: str) -> None:
    assert read(text, YES_NO_MAYBE, question="Does it work?") != "maybe"


# --- the writer reporting their own wavering after the last label, with nothing settling it --------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        (
            "I'd go SUPPORTS. Hmm, no: the dates differ. REFUTES. Although... I keep flip-flopping; I'll stop there.",
            FEVER,
        ),
        ("The dates clash, so contradiction. Then again, maybe not - I'm going back and forth on this.", NLI),
        ("Neutral, I think. We keep changing our minds here.", NLI),
        ("Entailment. Or not. I have been vacillating all along.", NLI),
    ],
)
def test_closing_wavering_is_no_verdict(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # wavering in the past, settled after it, or someone else's
        ("REFUTES. I was torn at first, but the dates settle it.", FEVER, "REFUTES"),
        ("I keep going back and forth, but I'll go with neutral.", NLI, "neutral"),
        ("Entailment? I'm wavering. Still, entailment.", NLI, "entailment"),
        ("He kept changing his mind about the job. So the hypothesis is contradicted.", NLI, "contradiction"),
        ("Hmm, I keep going back and forth. I'll say REFUTES, since the figure given is 78%.", FEVER, "REFUTES"),
    ],
)
def test_near_misses_of_wavering_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label
