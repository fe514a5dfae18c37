"""Classes of NLI, fact-verification and yes/no/maybe answer the fifteenth blind batch showed the reader
missing.

Each class is fixed by a general rule in the NLI plugin's reader (:func:`scorewire_nli.extract_label`, with
the shapes in ``scorewire_nli._asides`` and ``scorewire_nli._closing``); the texts here are new (not copies of
blind rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet) -> str | None:
    return extract_label(text, ls).label


# --- an answer cut off where its verdict (or its new verdict) was to come ---------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Um, this is", NLI),
        ("Hmm. Reading it twice, the relation would be", NLI),
        ("Well, that is", YES_NO_MAYBE),
        ("Okay so the label here is", FEVER),
        ("The premise implies the hypothesis. But 'seems' is only a hedge; he may not have left. Therefore,", NLI),
        ("It supports the claim. However, the dates disagree by a year... In conclusion:", FEVER),
        ("Yes, the report says so. Then again, it only covers March. So", YES_NO_MAYBE),
        ("The two sentences describe different people, and nothing links them. Thus,", NLI),
    ],
)
def test_an_answer_cut_before_its_verdict_commits_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a verdict given first and not turned against before the cut stands
        ("Contradiction. The premise puts the meeting on Monday. So,", NLI, "contradiction"),
        ("SUPPORTS - the passage gives the same year. Therefore", FEVER, "SUPPORTS"),
        # an elliptical answer closed by its punctuation, or led by its label, is complete
        ("Yes, it is", YES_NO_MAYBE, "yes"),
        ("Does the premise entail it? It does.", NLI, "entailment"),
        ("Neutral. Nothing in the premise settles it, so", NLI, "neutral"),
    ],
)
def test_near_misses_of_a_cut_answer_keep_their_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- the answer closes between two labels, declines to pick, or answers "yes and no" -----------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        (
            "Strong case for entailment, yet the premise never names her. I'd put it between entailment and neutral.",
            NLI,
        ),
        ("Could go either way. Honestly it sits between REFUTES and NOT ENOUGH INFO.", FEVER),
        ("The sample is small. I'm stuck between yes and maybe.", YES_NO_MAYBE),
        ("Entailment if 'team' means the club; neutral if not. I'll note both readings rather than choose.", NLI),
        ("SUPPORTS on one reading, NEI on the other. Reporting the ambiguity instead of picking.", FEVER),
        ("Yes for adults, no for children. So... yes and no. Depends on the group.", YES_NO_MAYBE),
        ("It lowered cost but raised delays. Honestly, yes and no.", YES_NO_MAYBE),
        ("Contradiction, since she left early? Well - both yes and no, it depends on the shift.", NLI),
    ],
)
def test_an_answer_left_between_labels_commits_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the pair named as a distinction, then a verdict; a label after the "yes and no"; a named "between"
        (
            "The line between entailment and neutral is thin, but the premise guarantees it: entailment.",
            NLI,
            "entailment",
        ),
        ("I wavered between SUPPORTS and REFUTES. The date settles it: REFUTES.", FEVER, "REFUTES"),
        ("Yes and no at first sight... on the data, maybe.", YES_NO_MAYBE, "maybe"),
        ("Neutral: the premise says nothing about the time between lunch and dinner.", NLI, "neutral"),
        (
            "Rather than guess, I checked the premise again: it says he stayed home. Contradiction.",
            NLI,
            "contradiction",
        ),
    ],
)
def test_near_misses_of_an_answer_left_open_keep_their_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- the writer unable to settle or to exclude the point, the subject left out -----------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("The trial measured only falls, not fractures. Can't say from this.", YES_NO_MAYBE, "maybe"),
        ("Nothing about his age appears anywhere. Cannot tell based on the passage.", NLI, "neutral"),
        ("The article stops in 2019. Couldn't determine it from the text.", FEVER, "NOT ENOUGH INFO"),
        ("Rates were similar, but the cohort was tiny. Can't rule it out.", YES_NO_MAYBE, "maybe"),
        ("She may have driven or walked. We cannot exclude that.", NLI, "neutral"),
        ("The evidence is about his brother. There's no way to rule this out either.", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_an_inability_to_settle_or_exclude_is_the_unsettled_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # able to exclude it, a thing named after the verb, or a label stated: read as before
        ("The premise puts him in Oslo all week, so we can rule it out: contradiction.", NLI, "contradiction"),
        ("Can't rule out a small effect, but the study found a clear drop. Yes.", YES_NO_MAYBE, "yes"),
        ("The passage says he won in 1998. Can't say fairer than that: SUPPORTS.", FEVER, "SUPPORTS"),
    ],
)
def test_near_misses_of_an_inability_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a verdict on a restated claim whose own words hold a negation -----------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "He signed the lease in May. So the claim that he never rented the flat is contradicted.",
            NLI,
            "contradiction",
        ),
        ("The memo lists no casualties; the hypothesis that nobody was hurt is entailed.", NLI, "entailment"),
        ("Sales fell every quarter, so the claim that the firm didn't grow is supported.", FEVER, "SUPPORTS"),
        ("The statement that she isn't a doctor is refuted: she runs the clinic.", FEVER, "REFUTES"),
    ],
)
def test_a_negation_inside_the_restated_claim_is_not_the_verdicts(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        # the verdict itself negated: still no verdict
        ("The claim that he never rented the flat is not contradicted by anything here.", NLI),
        ("So the hypothesis that nobody was hurt isn't entailed, nor contradicted.", NLI),
    ],
)
def test_a_negated_verdict_on_a_restated_claim_stays_negated(text: str, ls: LabelSet) -> None:
    assert read(text, ls) != "contradiction"


# --- a bare "no" as a word of hesitation before the sentence goes on to its verdict -------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Entailment is the usual call. Hmm, no, being careful: neutral.", NLI, "neutral"),
        (
            "I thought of REFUTES at first. No - on reflection the evidence is silent: NOT ENOUGH INFO.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("Tempting to call it contradiction. No, looking again, it's neutral.", NLI, "neutral"),
    ],
)
def test_a_hesitating_no_gives_way_to_the_label_after_it(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a "no" that is the answer itself, in a yes/no set, or with no label after it
        ("Did he stay home? No, he flew to Rome.", YES_NO_MAYBE, "no"),
        ("No, the premise says the shop was shut. Contradiction.", NLI, "contradiction"),
    ],
)
def test_near_misses_of_a_hesitating_no(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a glossary of the labels (some glossed loosely) and a request for the pair: no verdict ----------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        (
            "Happy to help. Entailment: the hypothesis holds whenever the premise does. Neutral: the hypothesis "
            "might or might not hold. Contradiction: the hypothesis cannot hold. Send me the pair.",
            NLI,
        ),
        (
            "SUPPORTS: the evidence backs the claim.\nREFUTES: the claim must be false given it.\n"
            "NOT ENOUGH INFO: the evidence could go either way.\nWhich claim should I check?",
            FEVER,
        ),
        (
            "- neutral = the premise is silent\n- contradiction = the hypothesis cannot be true\n"
            "- entailment = it must be true\nPlease paste the premise.",
            NLI,
        ),
    ],
)
def test_a_glossary_of_the_labels_states_no_verdict(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # one label with its reason after a colon is a verdict
        ("Entailment: the premise says the train was late, which is the hypothesis.", NLI, "entailment"),
        ("REFUTES: the evidence gives 1912, not 1921.", FEVER, "REFUTES"),
    ],
)
def test_one_label_with_its_reason_is_still_a_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- labels named only under another condition, or granted as a second reading -----------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "He is in Oslo, not Rome: contradiction.\n\nNB: neutral would apply if the city were not given.",
            NLI,
            "contradiction",
        ),
        ("The dates agree, SUPPORTS. REFUTES would be right only if the year differed.", FEVER, "SUPPORTS"),
        ("Nothing on price, so neutral. Entailment could fit had the premise named the cost.", NLI, "neutral"),
        ("I lean REFUTES, though not firmly; NOT ENOUGH INFO is plausible too.", FEVER, "REFUTES"),
        ("My pick is yes. Maybe is also defensible, given the small sample.", YES_NO_MAYBE, "yes"),
        ("Going with entailment here - neutral seems reasonable as well, admittedly.", NLI, "entailment"),
    ],
)
def test_a_label_under_another_condition_or_granted_too_is_no_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the only label named that way stays the reading; a plain "would apply" with no condition is a verdict
        ("The premise is silent on this. Neutral would apply here.", NLI, "neutral"),
        ("Honestly, neutral is plausible too.", NLI, "neutral"),
    ],
)
def test_near_misses_of_a_conditional_or_granted_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a conclusion in another language: a word of consequence, a copula, the label ------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("La premisa habla de otro día, así que la hipótesis es una contradicción.", NLI, "contradiction"),
        ("Le texte ne parle pas du prix, donc c'est neutre.", NLI, "neutral"),
        ("Il testo lo dice chiaramente, quindi è una implicazione.", NLI, "entailment"),
        ("Der Text sagt das Gegenteil, also ist es ein Widerspruch.", NLI, "contradiction"),
        ("O texto não fala disso, portanto é neutro.", NLI, "neutral"),
        ("La evidencia da otra fecha; por lo tanto, la afirmación es una contradicción.", NLI, "contradiction"),
    ],
)
def test_a_conclusion_in_another_language_gives_its_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        # denied, or no label at the copula: nothing read
        ("La premisa habla de otra cosa, así que no es una contradicción.", NLI),
        ("Also ist es kein Widerspruch.", NLI),
        ("Donc la question est difficile.", NLI),
    ],
)
def test_a_denied_or_labelless_foreign_conclusion_reads_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


# --- the writer unable to tell which of the labels they named is meant ----------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        (
            "REFUTES, since the name says 2020? Or SUPPORTS, since it was held later? I really can't say which is meant.",
            FEVER,
        ),
        ("Entailment on the literal reading, neutral on the strict one. Not sure which the task wants.", NLI),
        ("yes or maybe? The effect faded by week 12. Could be either, honestly.", YES_NO_MAYBE),
        ("Contradiction? Neutral? The premise is vague about the hour. No idea which one applies.", NLI),
    ],
)
def test_an_answer_that_cannot_tell_which_named_label_commits_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # which of the premise's things, not which label; or a label stated after it
        ("The premise never says who won. I can't tell which team won the final.", NLI, "neutral"),
        (
            "Entailment or neutral? Hard to say which at first, but the premise states it outright: entailment.",
            NLI,
            "entailment",
        ),
        ("He could have taken the bus or the train; could be either. So neutral.", NLI, "neutral"),
    ],
)
def test_near_misses_of_cannot_tell_which(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- an opening denial of a denied clause affirms ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "It is not true that nobody replied to the survey; a third did.",
        "It isn't the case that the drug had no effect - pain scores fell.",
        "It's not true that the scan never showed the lesion.",
        "It's not the case that none of the patients improved.",
    ],
)
def test_a_denied_denial_is_yes(text: str) -> None:
    assert read(text, YES_NO_MAYBE) == "yes"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # one denial only: no; a denial in a later sentence, not in the denied clause: no
        ("It's not the case that the drug worked.", "no"),
        ("It's not true that it rained. Nothing fell all week.", "no"),
    ],
)
def test_a_single_denial_stays_no(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE) == label


def test_a_denied_denial_gives_way_to_a_later_verdict() -> None:
    text = "It isn't true that the pill did nothing - sleep rose by ten minutes - but that's trivial. So: no."
    assert read(text, YES_NO_MAYBE) == "no"
