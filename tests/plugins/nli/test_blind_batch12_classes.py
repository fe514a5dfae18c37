"""Classes of NLI, fact-verification and yes/no/maybe answer the twelfth blind batch showed the reader
missing.

Each class is fixed by a general rule in the NLI plugin's reader (:func:`scorewire_nli.extract_label`);
the texts here are new (not copies of blind rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet) -> str | None:
    return extract_label(text, ls).label


# --- a bare list of every label (the choices, recited) states no verdict ---------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Neutral, entailment or contradiction. Hard to know without the full report.", NLI),
        ("contradiction / neutral / entailment - the passage is too short to tell", NLI),
        ("NOT ENOUGH INFO, SUPPORTS, REFUTES... the source only mentions the year, so", FEVER),
        ("Options:\n- entailment\n- neutral\n- contradiction\n\nNo idea, sorry.", NLI),
        ("entailment or contradiction or neutral? can't say from one sentence", NLI),
        ("Entailment. Neutral. Contradiction. Which one? Depends on the reader, I guess", NLI),
        ("SUPPORTS or REFUTES or NOT ENOUGH INFO: hmm, the article is silent on that", FEVER),
    ],
)
def test_a_recited_list_of_every_label_is_no_verdict(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the list set aside, the verdict after it still reads
        (
            "Entailment, neutral, or contradiction? Clearly contradiction: he is asleep, not running.",
            NLI,
            "contradiction",
        ),
        ("Options: SUPPORTS / REFUTES / NOT ENOUGH INFO.\n\nAnswer: REFUTES", FEVER, "REFUTES"),
        ("(entailment / neutral / contradiction)\n\nFinal label: neutral", NLI, "neutral"),
        # near misses: not a bare list (a judgement per label, a key, a label rejected in passing)
        ("- entailment ✔\n- neutral ✘\n- contradiction ✘", NLI, "entailment"),
        ("| Label | Fits? |\n|---|---|\n| entailment | ✗ |\n| neutral | ✓ |\n| contradiction | ✗ |", NLI, "neutral"),
        ("A) SUPPORTS\nB) REFUTES\nC) NOT ENOUGH INFO\n\nThe source names another director. → B", FEVER, "REFUTES"),
        ("Neutral. Not entailment, not contradiction: the premise never says.", NLI, "neutral"),
        ("Contradiction - the premise says indoors.", NLI, "contradiction"),
    ],
)
def test_a_verdict_beside_a_list_of_labels_still_reads(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- the closing declines to choose, or hands the choice to someone else ---------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Neutral, probably. But I'm not going to commit either way.", NLI),
        ("Entailment seems natural, contradiction defensible. We'll let the annotation team decide.", NLI),
        ("Entailment, I suppose. I won't take sides here.", NLI),
        ("Contradiction, maybe neutral. I refuse to choose.", NLI),
        ("SUPPORTS if the years line up, REFUTES if not. I'll leave the call to you.", FEVER),
        ("Lean REFUTES. We are not going to guess on this.", FEVER),
        ("Probably neutral - I'd rather not pick one.", NLI),
        ("Maybe yes. I'll let the reviewers settle it.", YES_NO_MAYBE),
        ("No, I think. I will not decide between them.", YES_NO_MAYBE),
    ],
)
def test_a_closing_that_declines_to_choose_commits_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the refusal is about something else, or a choice follows it
        ("Neutral: he decides later. I'll let him decide.", NLI, "neutral"),
        ("Entailment. The premise says she won't decide.", NLI, "entailment"),
        ("Contradiction. I won't pretend otherwise.", NLI, "contradiction"),
        ("I won't commit either way at first, but in the end: entailment.", NLI, "entailment"),
        ("REFUTES. The board refused to choose a new logo, and the claim says it did.", FEVER, "REFUTES"),
    ],
)
def test_a_refusal_that_is_not_the_writers_own_choice_changes_nothing(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a conclusion, a change of mind after it, and a last sentence stating another label ------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            'So yes, entailment holds - actually, wait, "bought" may not mean "owns". I\'ll settle on neutral.',
            NLI,
            "neutral",
        ),
        (
            "Hence, contradiction is right; hmm, the square could have two fountains, though. I'm landing on neutral.",
            NLI,
            "neutral",
        ),
        (
            "Therefore REFUTES, clearly. Hold on - the article says 'about 1990', which fits. Going with SUPPORTS.",
            FEVER,
            "SUPPORTS",
        ),
        ("So yes, contradiction holds - then again, he might own two cars. My pick: neutral.", NLI, "neutral"),
        ("So, entailment. On second thought the times clash. Contradiction it is.", NLI, "contradiction"),
        # near misses: the change of mind comes back to the same label, or no change of mind at all
        (
            "So it's contradiction. Hmm, let me double-check: indoors against outdoors. Yes, contradiction.",
            NLI,
            "contradiction",
        ),
        (
            "So yes, entailment holds. The premise names the city, not the street. Neutral readers may differ.",
            NLI,
            "entailment",
        ),
    ],
)
def test_the_last_sentence_after_a_change_of_mind_overrides_a_conclusion(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- an opening hedge, then the answer cut off where its verdict was to come ------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("It depends on the dose. If standard, I'd say", YES_NO_MAYBE),
        ("Can't tell from this alone; the premise is vague about the owner. I'd call it", NLI),
        ("Not enough to go on - the premise skips the weather. So I'd say", NLI),
        ("Unverifiable from this. The article stops in 1990, so it's", FEVER),
    ],
)
def test_an_opening_hedge_does_not_stand_for_a_verdict_that_was_cut_off(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # near misses: the opening names the label itself, or the answer is not cut off
        ("Yes. The premise says she left, so it's", YES_NO_MAYBE, "yes"),
        ("Maybe. The time isn't given, so I'd say", YES_NO_MAYBE, "maybe"),
        ("Neutral. The owner isn't named, so it's", NLI, "neutral"),
        ("NEI. The article stops in 1990, so it's", FEVER, "NOT ENOUGH INFO"),
        ("It depends. The dose is not given, so maybe.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_an_opening_verdict_stands_before_a_cut(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a possibility stated beside its own denial: the pair is left unsettled --------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Which cities? Not listed. Might be, might not be.", YES_NO_MAYBE, "maybe"),
        ("It might or might not be.", YES_NO_MAYBE, "maybe"),
        ("Could be true, could be false.", YES_NO_MAYBE, "maybe"),
        ("He may have, he may not have.", YES_NO_MAYBE, "maybe"),
        ("Perhaps yes, perhaps no.", YES_NO_MAYBE, "maybe"),
        ("She could drive, or she couldn't.", YES_NO_MAYBE, "maybe"),
        ("Might be the same dog, might not.", NLI, "neutral"),
        ("It may be raining, it may not be raining.", NLI, "neutral"),
        ("The article skips his age. Could be over forty; could not.", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_a_possibility_beside_its_denial_is_the_unsettled_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        # near misses: two different things allowed and denied, or two different subjects
        ("It could rain, but it can't snow there.", YES_NO_MAYBE),
        ("They may visit; it might not matter.", YES_NO_MAYBE),
        ("The owner may sell, but the tenant may not.", YES_NO_MAYBE),
    ],
)
def test_a_possibility_and_a_different_denial_change_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


# --- the relation said in the passive, the text as its agent ----------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Both say the shop opened at nine; the hypothesis is plainly implied by the premise.", NLI, "entailment"),
        ("Implied by the premise - 'all' covers 'some'.", NLI, "entailment"),
        ("The hypothesis is ruled out by the premise, which puts her in Oslo.", NLI, "contradiction"),
        ("It is guaranteed by the premise.", NLI, "entailment"),
        ("The statement gets excluded by the text: he was asleep.", NLI, "contradiction"),
        ("It's implied by the premise, since every one of them passed.", YES_NO_MAYBE, "yes"),
        ("That is ruled out by the premise.", YES_NO_MAYBE, "no"),
    ],
)
def test_a_passive_relation_reads_as_its_active_form(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        # near misses: the passive negated, or "by" after a verb that says nothing of the pair
        ("The hypothesis is not implied by the premise.", NLI),
        ("He was hired by the premise's company.", NLI),
        ("The car was parked by the evidence room.", NLI),
    ],
)
def test_a_passive_that_states_no_relation_changes_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


# --- the text said to state the hypothesis itself ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Yes - that's exactly what the premise says.", NLI, "entailment"),
        ("The passage says as much.", YES_NO_MAYBE, "yes"),
        ("That is just what the source says!", YES_NO_MAYBE, "yes"),
        ("The evidence states exactly that.", FEVER, "SUPPORTS"),
        ("Which is precisely what the text stated.", NLI, "entailment"),
    ],
)
def test_the_text_said_to_state_the_hypothesis_entails_it(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        # near misses: a contrast after it, or the text said to say nothing of it
        ("That's what the premise says, but the hypothesis adds a date.", YES_NO_MAYBE),
        ("The premise says nothing of the kind.", YES_NO_MAYBE),
    ],
)
def test_the_text_said_to_state_something_else_changes_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None
