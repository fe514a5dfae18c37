"""Classes of NLI, fact-verification and yes/no/maybe answer the thirteenth blind batch showed the reader
missing.

Each class is fixed by a general rule (mostly in the NLI plugin's reader, :func:`scorewire_nli.extract_label`);
the texts here are new (not copies of blind rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet) -> str | None:
    return extract_label(text, ls).label


# --- the closing leaves two labels tied, calls the choice too hard, or reports graders split ----------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Entailment is out. Between the other two: it's a toss-up between the last two.", NLI),
        (
            "Neutral seems likely; contradiction is plausible too. Honestly a coin flip between neutral and contradiction.",
            NLI,
        ),
        ("Could be SUPPORTS. Could be NOT ENOUGH INFO. I'm split between those two.", FEVER),
        ("Probably neutral. Or contradiction. I'm torn between the two", NLI),
        ("It's maybe, but the effect is large. I can't choose between yes and maybe here.", YES_NO_MAYBE),
        ("We couldn't decide between them on this one.\nNeutral leans ahead.", NLI),
        ("The wording leans to neutral; the call is far too close for me to make, too murky to decide.", NLI),
        ("I lean entailment, but the phrasing is too vague for us to pick one.", NLI),
        ("Yes, probably. The study is too small to call it.", YES_NO_MAYBE),
        ("Some readers would say neutral, others contradiction.", NLI),
        ("Refutes? Some graders might answer REFUTES, while others NOT ENOUGH INFO.", FEVER),
        ("It hinges on 'raises'. Half would pick yes and half maybe.", YES_NO_MAYBE),
    ],
)
def test_a_closing_that_ties_two_labels_or_finds_the_choice_too_hard_commits_to_none(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the tie settled after it, a point of the premise too vague to decide, one side of a split taken
        ("It's a toss-up between the last two, but I'll go with neutral.", NLI, "neutral"),
        ("There is a clear link between the two events, so entailment.", NLI, "entailment"),
        ("The photo is too dark to decide what he holds. Neutral.", NLI, "neutral"),
        ("Some would say neutral, but I'd say contradiction.", NLI, "contradiction"),
        ("Contradiction. The gap between them is too wide to bridge.", NLI, "contradiction"),
        # a verdict in a sentence after the tie or the split settles it
        ("Some would say neutral, others contradiction. I'd say contradiction.", NLI, "contradiction"),
        ("I was torn between the two at first. Contradiction.", NLI, "contradiction"),
        ("Too close to call at first sight. Neutral.", NLI, "neutral"),
        ("Neutral: the note is too short to show where he went.", NLI, "neutral"),
    ],
)
def test_a_tie_settled_or_a_point_left_open_keeps_its_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a label named only to be set aside or defined is no verdict -----------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("he rides a bike -> he is cycling -> entailment. neutral & contradiction excluded.", NLI, "entailment"),
        ("So it follows directly from the premise. Neutral and contradiction are ruled out.", NLI, "entailment"),
        ("He is clearly cycling, so this is entailment; neutral and contradiction are ruled out.", NLI, "entailment"),
        (
            "The premise puts her in Rome, so the claim is a contradiction; neutral is off the table.",
            NLI,
            "contradiction",
        ),
        (
            "The hypothesis is a logical consequence. Neutral would require some doubt; contradiction would require a clash.",
            NLI,
            "entailment",
        ),
        (
            "Neutral means the premise leaves it open. Here it doesn't: he is asleep, so it's a contradiction.",
            NLI,
            "contradiction",
        ),
        (
            "The text says nothing about his sister. Entailment would need that; contradiction would need a denial.",
            NLI,
            "neutral",
        ),
        ("The evidence states 1889, which refutes it. SUPPORTS / NOT ENOUGH INFO don't apply.", FEVER, "REFUTES"),
        ("Entailment? no. I'd say entailment is out, contradiction is possible, but neutral is safer.", NLI, "neutral"),
    ],
)
def test_a_label_set_aside_or_defined_is_not_the_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a label stated with its own reason, and one judged out that is not the one read
        ("Neutral, because nothing rules it out.", NLI, "neutral"),
        ("Contradiction: the premise rules the hypothesis out.", NLI, "contradiction"),
        ("Entailment is out. Neutral.", NLI, "neutral"),
        ("Neutral; I'd need the full report to say more.", NLI, "neutral"),
        ("So: contradiction. It means the two cannot both be true.", NLI, "contradiction"),
        # a requirement the answer then grants
        ("Entailment requires the premise to guarantee the hypothesis, which it does here.", NLI, "entailment"),
        ("Neutral would require uncertainty, and there is plenty of it.", NLI, "neutral"),
    ],
)
def test_a_label_stated_then_explained_stands(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- two labels offered as the answer itself commit to none ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("NOT ENOUGH INFO or SUPPORTS", FEVER),
        ("REFUTES / NOT ENOUGH INFO - the article never gives the year.", FEVER),
        ("The answer is either yes or maybe; the trial is short and the dose isn't stated.", YES_NO_MAYBE),
        ("Either neutral or contradiction, the premise is too thin to say more.", NLI),
        ("Label: entailment / neutral.", NLI),
        ("Yes or maybe - the cohort is small and we are not told the dose.", YES_NO_MAYBE),
        ("My verdict: SUPPORTS or NOT ENOUGH INFO. The article is vague.", FEVER),
        ("It's neutral or contradiction, hard to say more.", NLI),
    ],
)
def test_two_labels_offered_as_the_answer_commit_to_none(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Neutral or contradiction? Neutral, since nothing rules it out.", NLI, "neutral"),
        ("Not entailment or contradiction: neutral.", NLI, "neutral"),
        ("The answer is either yes or maybe; I'd go with yes.", YES_NO_MAYBE, "yes"),
        ("The man is asleep. So it's contradiction or neutral, and I lean contradiction.", NLI, "contradiction"),
        ("Entailment or not? Yes, entailment.", NLI, "entailment"),
    ],
)
def test_a_choice_asked_denied_or_settled_keeps_its_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a denied denial of a label affirms it; a label spelled out letter by letter; an apostrophe dropped ---


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("I wouldn't say it's not entailed. The rain came before the flood.", NLI, "entailment"),
        ("I can't say it's not a contradiction: she can't be in two places.", NLI, "contradiction"),
        ("We wouldn't say it’s not supported by the passage.", FEVER, "SUPPORTS"),
        ("I don't think it's not neutral.", NLI, "neutral"),
        ("C-O-N-T-R-A-D-I-C-T-I-O-N", NLI, "contradiction"),
        ("n.e.u.t.r.a.l.", NLI, "neutral"),
        ("R_E_F_U_T_E_S", FEVER, "REFUTES"),
        ("Y-E-S", YES_NO_MAYBE, "yes"),
        ("i think its contradiction bc she cant be asleep and running", NLI, "contradiction"),
        ("its neutral tbh, nothing about where hes going", NLI, "neutral"),
    ],
)
def test_denied_denials_spelled_out_labels_and_dropped_apostrophes(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("I wouldn't say it's a contradiction. Neutral.", NLI, "neutral"),
        ("I'd say it's not a contradiction; neutral fits.", NLI, "neutral"),
        ("Its contradiction of the premise is obvious, but the pair is neutral.", NLI, "neutral"),
        ("Its entailment is weak; overall neutral.", NLI, "neutral"),
        ("C-O-N-T-R-A-D-I-C.T-I-O-N", NLI, None),
    ],
)
def test_near_misses_of_denials_and_spellings_read_as_before(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- a change of mind: a return to a label, a run of self-corrections, a retracted opening marker ---------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Maybe. Actually no, the data hint at harm. On balance I'll go back to maybe.", YES_NO_MAYBE, "maybe"),
        ("Neutral at first glance; then contradiction seemed right; reverting to neutral.", NLI, "neutral"),
        (
            "SUPPORTS? The date is off, so REFUTES... no, the date is approximate. Back to my first answer: SUPPORTS.",
            FEVER,
            "SUPPORTS",
        ),
        ("No. Hmm, the trial was small. Let me return to maybe.", YES_NO_MAYBE, "maybe"),
        ("Contradiction. Well, neutral.", NLI, "neutral"),
        ("Yes. Well, no. Honestly: maybe - sleep was never measured.", YES_NO_MAYBE, "maybe"),
        ("Entailment. Actually: neutral. The premise never says where.", NLI, "neutral"),
        ("No. Or rather, maybe.", YES_NO_MAYBE, "maybe"),
        ("Label: entailment\n\nJust kidding - nothing says who won. Neutral.", NLI, "neutral"),
        ("Verdict: SUPPORTS. Hmm, I take that back - the year is wrong. REFUTES.", FEVER, "REFUTES"),
        ("Answer: contradiction\nStrike that, the two can both hold. Neutral.", NLI, "neutral"),
    ],
)
def test_a_change_of_mind_hands_the_verdict_to_its_last_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a return denied or to no label, a recited list, a marker kept, a label only defined at the end
        ("Contradiction. I won't go back to neutral.", NLI, "contradiction"),
        ("Contradiction; back to neutral ground, the premise says nothing else.", NLI, "contradiction"),
        ("Entailment. Neutral. Contradiction. Which one? Depends on the reader, I guess", NLI, None),
        ("Answer: neutral. Actually, contradiction would need a clash; there is none.", NLI, "neutral"),
        ("Yes. No doubt about it: revenue grew.", YES_NO_MAYBE, "yes"),
        ("Answer: entailment\n\nJust to be sure: a band playing is music. Entailment.", NLI, "entailment"),
    ],
)
def test_near_misses_of_a_change_of_mind_read_as_before(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- the claim judged in a clause of its own, said to get a detail wrong, or called the opposite ------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Since every cat was vaccinated, the claim that some cats are unvaccinated is false.", NLI, "contradiction"),
        ("The statement that the tower opened in 1925 is incorrect; the passage gives 1889.", FEVER, "REFUTES"),
        ("The claim that he owns a dog is true, the premise shows him walking it.", NLI, "entailment"),
        ("The hypothesis that the band is playing music is correct.", NLI, "entailment"),
        ("The claim gets the year wrong by a decade.", FEVER, "REFUTES"),
        ("The statement has the capital wrong: it is Canberra.", FEVER, "REFUTES"),
        ("The hypothesis got the colour of the jacket wrong.", NLI, "contradiction"),
        ("Prices fell by 8% per the survey, which is the opposite of rising.", YES_NO_MAYBE, "no"),
        ("He sleeps at noon, which is the exact opposite of what the hypothesis says.", NLI, "contradiction"),
        ("The trial found lower pressure - that's the reverse of a rise.", YES_NO_MAYBE, "no"),
    ],
)
def test_the_claim_judged_wrong_or_the_opposite_reads_its_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("The claim gets nothing wrong.", NLI, None),
        ("The hypothesis gets no detail wrong.", NLI, None),
        ("The claim that he owns a dog is not stated anywhere, so neutral.", NLI, "neutral"),
        ("Neutral. The claim that she is a chef is neither true nor false on this text.", NLI, "neutral"),
    ],
)
def test_near_misses_of_a_judged_claim_read_as_before(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- too little information in other languages; the text silent past the range it covers ------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Impossible de trancher avec ce passage : informations insuffisantes.", FEVER, "NOT ENOUGH INFO"),
        ("Veredicto: información insuficiente.", FEVER, "NOT ENOUGH INFO"),
        ("Resposta: informações insuficientes.", FEVER, "NOT ENOUGH INFO"),
        ("Urteil: nicht genug Informationen.", FEVER, "NOT ENOUGH INFO"),
        ("Etichetta: informazioni insufficienti.", NLI, "neutral"),
        ("The follow-up stopped at six months; there's no data beyond that.", YES_NO_MAYBE, "maybe"),
        ("The passage has no information past 2019, so 2023 is open.", NLI, "neutral"),
        ("Nothing beyond the opening date is given.", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_too_little_information_in_other_words_reads_the_undecided_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Nothing beyond doubt: the premise says he runs, so entailment.", NLI, "entailment"),
        ("Les informations suffisent : SUPPORTS.", FEVER, "SUPPORTS"),
    ],
)
def test_near_misses_of_too_little_information_read_as_before(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- options listed with a note each, then picked by number; a glossary of the labels --------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "1. Entailment: the text never says where.\n2. Neutral: fits.\n3. Contradiction: no.\n\nGoing with option 2.",
            NLI,
            "neutral",
        ),
        (
            "A) SUPPORTS: the year matches.\nB) REFUTES: nothing against it.\nC) NOT ENOUGH INFO: unlikely.\n\nMy pick: A",
            FEVER,
            "SUPPORTS",
        ),
        ("1: yes: the effect is large\n2: no: not really\n3: maybe: small sample\nAnswer: 3", YES_NO_MAYBE, "maybe"),
        ("1. Entailment: no\n2. Neutral: yes\n3. Contradiction: no", NLI, "neutral"),
        (
            "Entailment = it means the hypothesis follows.\nNeutral = the hypothesis might hold.\nContradiction = the hypothesis cannot hold.\nHe is asleep, so not running: contradiction.",
            NLI,
            "contradiction",
        ),
        ("Contradiction: the hypothesis can't be true because he is asleep.", NLI, "contradiction"),
    ],
)
def test_listed_options_with_notes_and_a_glossary_read_the_answer_s_own_pick(
    text: str, ls: LabelSet, label: str
) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    "text",
    [
        "Labels:\n- Entailment: the hypothesis must follow.\n- Neutral: it might be true.\n- Contradiction: it must be false.\n\nLooking at the",
        "Quick glossary. Entailment: means the premise guarantees it. Contradiction: means they can't both hold.\nNow the pair",
    ],
)
def test_a_glossary_of_the_labels_before_a_cut_is_no_verdict(text: str) -> None:
    assert read(text, NLI) is None


# --- unable to say either way is the undecided label ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("It's not that the trial disproves it. It's that the trial can't tell either way.", YES_NO_MAYBE, "maybe"),
        ("Honestly we cannot say one way or the other.", YES_NO_MAYBE, "maybe"),
        ("The abstract couldn't say either way.", YES_NO_MAYBE, "maybe"),
        ("The premise can't tell either way.", NLI, "neutral"),
        ("Yes - nobody could say otherwise, revenue rose 14%.", YES_NO_MAYBE, "yes"),
    ],
)
def test_unable_to_say_either_way_is_the_undecided_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label
