"""Classes of NLI and fact-verification answer the seventeenth blind batch showed the reader missing.

Each class is fixed by a general rule in the NLI plugin's reader (:func:`scorewire_nli.extract_label`, with the
shapes in ``scorewire_nli._concession``, ``_closing``, ``_commitment`` and the claim terms of
``scorewire_nli.labels``); the texts here are new (not copies of blind rows), with near misses that must keep
reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO, YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet, question: str | None = None) -> str | None:
    return extract_label(text, ls, question=question).label


# --- a weak verdict word granted in its own clause, then set aside with "but" -------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("True in the real world, but the passage never says where he was born. NEI.", FEVER, "NOT ENOUGH INFO"),
        ("Yes in everyday terms, but nothing in the premise mentions a party, so neutral.", NLI, "neutral"),
        (
            "Maybe, but the text puts the meeting on Monday, which clashes with Friday: contradiction.",
            NLI,
            "contradiction",
        ),
        (
            "Sure - but that is world knowledge; the evidence itself is silent on it. Not enough info.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("Correct as a matter of history, but the excerpt doesn't cover it → neutral", NLI, "neutral"),
        (
            "Two different dates, so contradiction. (Both true at once? Perhaps, but not as the premise words it.)",
            NLI,
            "contradiction",
        ),
        (
            "The evidence names 1912 and the claim 1915: refuted. (Could both hold? Possibly, but not here.)",
            FEVER,
            "REFUTES",
        ),
        ("Right in general, but the passage only gives her age. I'd say it's unverifiable.", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_a_word_granted_and_set_aside_is_no_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a label's own name stays the verdict; so does a word not followed by "but" in its clause
        ("Neutral, but only just: the premise almost says it.", NLI, "neutral"),
        ("Possibly. The premise neither says nor rules it out, but it fits.", NLI, "neutral"),
        ("SUPPORTS, but the wording differs slightly.", FEVER, "SUPPORTS"),
        ("True. The passage states it outright, but in other words.", FEVER, "SUPPORTS"),
    ],
)
def test_near_misses_of_a_conceded_word_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


def test_a_yes_but_in_a_yes_no_set_is_still_a_yes() -> None:
    assert read("Yes, but only in the summer months.", YES_NO) == "yes"
    assert read("Yes, but only in the summer months.", YES_NO_MAYBE) == "yes"


# --- the claim judged right or wrong, or said to agree with the text, in a clause of its own ------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Per the evidence the bridge opened in 1932. So the claim that it opened in 1940 is wrong.", FEVER, "REFUTES"),
        ("The statement is mistaken: the passage gives two authors.", FEVER, "REFUTES"),
        ("Thus the hypothesis turns out to be untrue - the premise says she stayed home.", NLI, "contradiction"),
        ("The claim matches the evidence word for word.", FEVER, "SUPPORTS"),
        ("Having read both sentences, the hypothesis lines up with the premise exactly.", NLI, "entailment"),
        ("The claim agrees with what the passage reports.", FEVER, "SUPPORTS"),
        ("The statement seems right: the text says the same.", FEVER, "SUPPORTS"),
        ("In short, the claim corresponds to the source.", FEVER, "SUPPORTS"),
    ],
)
def test_the_claim_judged_in_a_clause_of_its_own(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # compatible is not entailed; a denied match is no support
        ("The hypothesis is consistent with the premise, but the premise doesn't say it: neutral.", NLI, "neutral"),
        ("The claim doesn't match the evidence in any way I can check. Not enough info.", FEVER, "NOT ENOUGH INFO"),
        ("Is the claim wrong? Nothing here says so. NEI.", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_near_misses_of_the_judged_claim(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- the labels judged in turn, as a checklist: "X: no. Y: no." ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Entailment: no. Contradiction: no. The premise says nothing about the weather.", NLI, "neutral"),
        ("Contradiction - nope, nothing clashes. Entailment - not really, the age isn't given.", NLI, "neutral"),
        ("SUPPORTS: ruled out. REFUTES: ruled out. What's left is the only option.", FEVER, "NOT ENOUGH INFO"),
        ("Neutral: no, the premise settles it. Contradiction: no. It follows.", NLI, "entailment"),
        ("**Entailment**: ✗\n**Neutral**: ✗\nThe two can't both be true.", NLI, "contradiction"),
    ],
)
def test_labels_judged_no_in_turn_leave_the_third(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a label followed by its reason, not by a no, is the verdict
        ("Entailment: nothing in the hypothesis goes beyond the premise.", NLI, "entailment"),
        ("Contradiction: no way both are true, the premise says he left.", NLI, "contradiction"),
        ("Neutral: not stated either way.", NLI, "neutral"),
    ],
)
def test_near_misses_of_labels_judged_in_turn(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


def test_the_third_label_asked_and_left_open_is_no_verdict() -> None:
    text = "Entailment: no. Contradiction: no. Neutral? Hmm, I keep going back and forth on it."
    assert read(text, NLI) is None
    assert read("SUPPORTS? No. REFUTES? No. NOT ENOUGH INFO? I really can't decide.", FEVER) is None


# --- a closing decision in the first person asking leave of itself -------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("The textbook answer: entailment. Still, the premise hedges. Let me go with neutral.", NLI, "neutral"),
        (
            "Most annotators would say SUPPORTS. The dates are off by a year, though. Let's say REFUTES.",
            FEVER,
            "REFUTES",
        ),
        ("I was leaning contradiction. On reflection, let us settle on neutral.", NLI, "neutral"),
    ],
)
def test_let_me_go_with_is_a_closing_decision(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


def test_let_me_under_a_condition_decides_nothing_new() -> None:
    assert read("Contradiction. If the dates matched, let me go with neutral instead.", NLI) == "contradiction"


# --- two labels left open after a doubt: "not sure whether X or Y" -------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("The claim says 'first', the evidence 'among the first'. I'm not sure whether this is REFUTES or NEI.", FEVER),
        ("Hmm. I can't tell if it's neutral or contradiction here.", NLI),
        ("Honestly I don't know whether it should be entailment or neutral.", NLI),
        ("Could go on. I'm uncertain whether SUPPORTS or NOT ENOUGH INFO fits.", FEVER),
        ("No idea whether an entailment or a neutral - the wording is vague.", NLI),
    ],
)
def test_two_labels_left_open_after_a_doubt_commit_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the doubt settled after it, or about something other than the label
        (
            "I wasn't sure whether it's neutral or contradiction, but the dates clash, so contradiction.",
            NLI,
            "contradiction",
        ),
        ("Entailment. I'm not sure whether the author meant it, but the premise says it.", NLI, "entailment"),
    ],
)
def test_near_misses_of_labels_left_open(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a denial of a clause that itself names a label: "It isn't the case that the claim isn't supported" ------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "All of them passed. It isn't the case that the hypothesis isn't supported - it's entailed.",
            NLI,
            "entailment",
        ),
        ("It's not true that the evidence fails to support it; the passage backs it up.", FEVER, "SUPPORTS"),
        (
            "Checked both. It is not the case that the claim is refuted. Not enough info, though.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("It's not true that the premise contradicts this. Neutral.", NLI, "neutral"),
        ("It isn't the case that the hypothesis isn't entailed.", NLI, "entailment"),
    ],
)
def test_a_denied_clause_about_the_pair_is_no_contradiction(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


def test_a_denied_clause_about_the_pair_alone_commits_to_nothing() -> None:
    assert read("It's not true that the premise entails it.", NLI) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the denial of the claim's own content stays a "no"
        ("It's not true that the museum opened in 1990.", FEVER, "REFUTES"),
        ("It isn't the case that the man is asleep; he is running.", NLI, "contradiction"),
    ],
)
def test_a_denial_of_the_claims_content_stays_a_no(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a verdict stated first in another language: the copula opening the answer ------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Es una contradicción, ya que la premisa habla de otra ciudad.", NLI, "contradiction"),
        ("C'est neutre : le texte ne dit rien de la couleur.", NLI, "neutral"),
        ("É uma contradição, porque a premissa diz outra coisa.", NLI, "contradiction"),
        ("Es ist ein Widerspruch, weil die Prämisse etwas anderes sagt.", NLI, "contradiction"),
        ("Hmm. È neutro: la premessa non ne parla.", NLI, "neutral"),
    ],
)
def test_a_foreign_copula_opening_the_answer_states_the_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Es posible, pero no lo sabemos.", NLI, None),
        ("No es contradicción. Es neutral.", NLI, "neutral"),
    ],
)
def test_near_misses_of_a_foreign_opening(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- a decision made after the doubt it names settles it ------------------------------------------------------

QUESTION = "Will the new bridge open this year?"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "The budget passed, but the inspections lag. Hard to say for sure - I'll go with maybe, leaning yes.",
            "maybe",
        ),
        ("Tough to call. I'm going with no: the steel hasn't arrived.", "no"),
        ("Difficult to tell from the plans alone; I'll settle on yes.", "yes"),
    ],
)
def test_a_decision_after_a_doubt_settles_it(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == label


@pytest.mark.parametrize(
    "text",
    [
        "Hard to say for sure. If the steel arrives, I'll go with yes.",
        "Hard to say. Would I go with yes? Not sure.",
    ],
)
def test_a_doubt_not_settled_stays_undecided(text: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) is None


# --- an answer that is nothing but different labels, one after another ---------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("yes no", YES_NO_MAYBE),
        ("Yes, no.", YES_NO_MAYBE),
        ("Neutral / contradiction.", NLI),
        ("SUPPORTS REFUTES", FEVER),
    ],
)
def test_bare_different_labels_commit_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls, QUESTION if ls is YES_NO_MAYBE else None) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("No, no.", YES_NO_MAYBE, "no"),
        ("Yes - no doubt.", YES_NO_MAYBE, "yes"),
        ("No, neutral.", NLI, "neutral"),
        ("**Entailment**", NLI, "entailment"),
    ],
)
def test_near_misses_of_bare_labels(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls, QUESTION if ls is YES_NO_MAYBE else None) == label


# --- a label called more than the text gives ("too strong", "goes too far", "a stretch") is set aside ---------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Entailment is too strong here; the premise only hints at it. Neutral.", NLI, "neutral"),
        ("SUPPORTS goes too far - the passage gives the year only. NEI.", FEVER, "NOT ENOUGH INFO"),
        ("Contradiction would be too strong; I'd say neutral.", NLI, "neutral"),
        ("Entailment seems a bit too bold. Neutral it is.", NLI, "neutral"),
    ],
)
def test_a_label_called_too_strong_is_set_aside(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


def test_labels_set_aside_without_a_verdict_commit_to_nothing() -> None:
    text = (
        "Could be a party or a birthday. Entailment is too strong; contradiction is plainly wrong. That's all I'll say."
    )
    assert read(text, NLI) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Entailment. Neutral would be ruled out since the premise says it.", NLI, "entailment"),
        ("Strong evidence: the passage states the date outright. SUPPORTS.", FEVER, "SUPPORTS"),
    ],
)
def test_near_misses_of_a_label_set_aside(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label
