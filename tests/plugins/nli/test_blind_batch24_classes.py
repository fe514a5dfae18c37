"""Classes of NLI, fact-verification and yes/no/maybe answer the twenty-fourth blind batch showed the reader missing.

Each class is fixed by a general rule (in the NLI plugin's reader or the shared one, ``scorewire.extraction``); the
texts here are new (not copies of blind rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI

QUESTION = "Does a daily cold shower improve mood in office workers?"


def read(text: str, ls: LabelSet, question: str | None = None) -> str | None:
    return extract_label(text, ls, question=question).label


# --- a label, then an adverb of certainty after a comma or dash: "Neutral, definitely." (the adverb confirms the
# label named before it in its sentence; alone it still falls back to the affirming label) ----------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Contradiction, certainly. A locked shop cannot be serving customers.", NLI, "contradiction"),
        (
            "Neutral, definitely. Entailment would need the colour named; contradiction would need another one.",
            NLI,
            "neutral",
        ),
        ("NOT ENOUGH INFO - absolutely. The passage stops at 1820.", FEVER, "NOT ENOUGH INFO"),
        ("Entailment, of course: a cellist is a musician.", NLI, "entailment"),
        ("REFUTES, definitely; the record says the bridge opened in 1932.", FEVER, "REFUTES"),
    ],
)
def test_a_label_confirmed_by_an_adverb_reads_the_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (the adverb alone, or after a clause that names no label, or a label denied before it: as before)
        ("Definitely.", NLI, "entailment"),
        ("Certainly. The premise says the glass is full.", NLI, "entailment"),
        ("Neutral? Definitely not - the premise names the singer.", NLI, None),
        ("Absolutely, the passage confirms it.", FEVER, "SUPPORTS"),
        ("Neutral. Definitely neutral.", NLI, "neutral"),
    ],
)
def test_near_misses_of_a_confirming_adverb_keep_their_reading(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- a verdict word set against another label word with "rather than" / "instead of": "maybe rather than no" (the
# first is the verdict, as "maybe, not no" already read) -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("One small trial with no blinding. I'd answer maybe rather than yes.", "maybe"),
        ("Maybe rather than no: the effect is small but points the right way.", "maybe"),
        ("No instead of maybe - the registry shows no change at all.", "no"),
        ("I'd go with yes rather than maybe; three trials agree.", "yes"),
    ],
)
def test_a_verdict_rather_than_another_label_reads_the_verdict(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == label
    assert read(text, YES_NO_MAYBE) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # ("maybe" as an adverb opening a clause, a word that is no label after "rather than": as before)
        ("Maybe rather than guessing we should wait for the larger study.", None),
        ("Maybe rather than mood, the showers changed sleep.", None),
        ("Rather than yes, I'd say maybe.", "maybe"),
        ("Maybe, not no.", "maybe"),
    ],
)
def test_near_misses_of_rather_than_keep_their_reading(text: str, label: str | None) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == label


# --- undeterminable in one word or negated apart: "Not determinable from the premise." (NLI's neutral, as FEVER
# already reads it) ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Not determinable from what we are told.",
        "Indeterminable - the premise gives no ages.",
        "The hypothesis is unverifiable from this premise.",
        "Honestly, it's not determinable.",
    ],
)
def test_undeterminable_reads_neutral(text: str) -> None:
    assert read(text, NLI) == "neutral"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("It is determinable: the premise names the winner, so entailment.", "entailment"),
        ("The colour is not determinable, but the size is given and it clashes: contradiction.", "contradiction"),
        ("The premise determined the outcome. Entailment.", "entailment"),
    ],
)
def test_near_misses_of_undeterminable_keep_their_reading(text: str, label: str) -> None:
    assert read(text, NLI) == label


# --- a grader's verb in the first person: "I'd mark SUPPORTS, though a strict reader might choose NEI." (the
# writer's own pick, as "I'd say X, though ..." already read) ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "The passage calls it a grassland. I'd mark SUPPORTS, though a picky grader might pick NEI.",
            FEVER,
            "SUPPORTS",
        ),
        ("No colour is given. I would mark neutral, although someone might go with contradiction.", NLI, "neutral"),
        ("I'll mark contradiction here; entailment was my first thought but the dates clash.", NLI, "contradiction"),
    ],
)
def test_a_first_person_mark_reads_the_pick(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (a mark voiced for someone else, or the word "mark" in the reasoning: as before)
        ("A strict grader would mark neutral, another contradiction. I can't pick.", NLI, None),
        ("The passage marks the border in 1850. SUPPORTS.", FEVER, "SUPPORTS"),
        ("Entailment - the question mark in the hypothesis changes nothing.", NLI, "entailment"),
    ],
)
def test_near_misses_of_a_first_person_mark_keep_their_reading(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- a closing sentence that gives the verdict outside knowledge would give: "If outside knowledge counted, I'd
# say REFUTES." after the answer's own verdict on the text (and a closing bracketed remark that says the text is
# silent on what it asserts) -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "The excerpt only covers the founding. Going by it alone: NOT ENOUGH INFO. If outside knowledge were "
            "allowed, I would say REFUTES.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        (
            "Neutral - the premise never says which city. With world knowledge it would be entailment, since the "
            "tower is in Paris.",
            NLI,
            "neutral",
        ),
        (
            "The passage is silent on the vote, so NOT ENOUGH INFO. From my own knowledge, I'd pick SUPPORTS.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        (
            "NOT ENOUGH INFO. (It's a well-known legend, but the passage doesn't address it.)",
            FEVER,
            "NOT ENOUGH INFO",
        ),
    ],
)
def test_a_closing_verdict_of_outside_knowledge_is_set_aside(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (the writer's own reluctant pick names no knowledge; outside knowledge as the only verdict; a closing
        # bracketed turn of the writer's own: as before)
        ("The premise is silent on the year. If I had to pick, I'd say neutral.", NLI, "neutral"),
        ("The passage doesn't say. If I were grading strictly, I'd mark it NOT ENOUGH INFO.", FEVER, "NOT ENOUGH INFO"),
        ("The text is silent. Using outside knowledge, I'd say SUPPORTS.", FEVER, "SUPPORTS"),
        ("NOT ENOUGH INFO. (Actually, the passage does not address it, so REFUTES.)", FEVER, "REFUTES"),
        ("Entailment. In reality it is also true.", NLI, "entailment"),
    ],
)
def test_near_misses_of_outside_knowledge_keep_their_reading(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- each of two labels declined as a belief about what can be said: "I don't think we can say yes. I don't
# think we can say no." (the label left, even where a declined word was read as a conclusion) -------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Ten volunteers, no control group. I don't think we can say yes. I don't think we can say no.",
            YES_NO_MAYBE,
            "maybe",
        ),
        (
            "I don't think anyone can say yes here, and I don't think anyone can say no. Pick the middle.",
            YES_NO_MAYBE,
            "maybe",
        ),
        (
            "I do not think one could call it entailment, and I don't think we can say contradiction either.",
            NLI,
            "neutral",
        ),
        ("We can't say yes and we can't say no.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_two_labels_declined_as_a_belief_leave_the_third(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls, QUESTION if ls is YES_NO_MAYBE else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # (one label declined and another stated, or a declined "no" answered by a verdict: as before)
        ("I don't think we can say yes. The trial found no change at all, so no.", "no"),
        ("I don't think we can say yes. So the answer is no.", "no"),
        ("I don't think anyone can say no here: the effect is large and replicated. Yes.", "yes"),
    ],
)
def test_near_misses_of_declined_labels_keep_their_reading(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == label


# --- a long closing sentence that ends on a dash and a label's own name: "...: can't be settled from a rodent
# study — maybe." (after an opening that fell back to another label, "Not necessarily.") -------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Not necessarily. Rats are not people. Whether it holds in adults can't be settled from a rodent study — maybe.",
            YES_NO_MAYBE,
            "maybe",
        ),
        ("Entailment at first glance. But the premise never says the lamp was on at night — neutral.", NLI, "neutral"),
        (
            "Looks like support. Yet the passage only covers the years before the merger – NOT ENOUGH INFO.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
    ],
)
def test_a_closing_dash_and_a_label_name_is_the_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls, QUESTION if ls is YES_NO_MAYBE else None) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (a word that only falls back to a label after the dash, or a dash mid-sentence: as before)
        ("Yes. The showers lifted mood in most of the volunteers in the trial — probably.", YES_NO_MAYBE, "yes"),
        ("Entailment. The cat is indoors in every reading of this premise — sure.", NLI, "entailment"),
        ("Contradiction. The premise — neutral in tone — says the shop was shut all week.", NLI, "contradiction"),
    ],
)
def test_near_misses_of_a_closing_dash_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls, QUESTION if ls is YES_NO_MAYBE else None) == label


# --- a verdict word held for the time being: "the answer is no for now", "Maybe at this stage." (the verdict
# stands, qualified by when) ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Two weeks of data, no change in mood scores, so the answer is no for now.", "no"),
        ("No for the time being; a longer study is under way.", "no"),
        ("Yes so far: both cohorts improved.", "yes"),
        ("My answer is maybe as things stand.", "maybe"),
    ],
)
def test_a_verdict_held_for_now_is_the_verdict(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # (a temporal phrase that opens a clause of its own after an adverb "maybe", or a verdict after it: as before)
        ("Maybe so far nobody has measured it.", "maybe"),
        ("No for now is what the pilot says, but I would say maybe.", "maybe"),
        ("The answer is no, for now.", "no"),
    ],
)
def test_near_misses_of_a_verdict_held_for_now_keep_their_reading(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == label


# --- a label asked, then another asked beside it: "Maybe? Or yes?" (two offered, neither picked) ----------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Maybe? Or no? The sample is tiny.", YES_NO_MAYBE),
        ("Yes? Or maybe? I'd want the full paper first.", YES_NO_MAYBE),
        ("Neutral? Or contradiction? The dates are vague.", NLI),
    ],
)
def test_two_labels_asked_in_turn_read_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls, QUESTION if ls is YES_NO_MAYBE else None) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (one label asked alone, or an "or" question that names no label, or the same label again: as before)
        ("Maybe? It's a single small study.", YES_NO_MAYBE, "maybe"),
        ("Neutral? Or is that too cautious? No, it fits.", NLI, "neutral"),
        ("Maybe? Or maybe? It's one survey.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_near_misses_of_two_asked_labels_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls, QUESTION if ls is YES_NO_MAYBE else None) == label


# --- a word of doubt answering the answer's own question about another label: "Contradiction? Maybe." (it weighs
# contradiction; it does not name neutral) -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Contradiction? Possibly. Entailment? No. I'd want to know how long the shop was shut.",
        "Entailment? Perhaps. I can't settle it without the guest list.",
    ],
)
def test_doubt_about_an_asked_label_reads_nothing(text: str) -> None:
    assert read(text, NLI) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (doubt about the label it falls back to, a question naming no label, or a verdict after it: as before)
        ("Neutral? Maybe.", NLI, "neutral"),
        ("Does the premise settle it? Maybe.", NLI, "neutral"),
        ("Entailment? Possibly. Contradiction? Certainly not. So neutral.", NLI, "neutral"),
        ("REFUTES? Perhaps. The passage is unclear about the year.", FEVER, None),
    ],
)
def test_near_misses_of_doubt_about_an_asked_label_keep_their_reading(
    text: str, ls: LabelSet, label: str | None
) -> None:
    assert read(text, ls) == label


# --- every label a row of its own in a table or list, one checked and the others left with a note: "| no | only
# if no effect |" (the checked one) --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "| Choice | Verdict |\n|---|---|\n| yes | needs a control group |\n| no | needs a null result |\n| maybe | ✅ |",
            YES_NO_MAYBE,
            "maybe",
        ),
        (
            "- entailment: would need the venue named\n- contradiction: would need another venue\n- neutral ✔",
            NLI,
            "neutral",
        ),
        (
            "| Label | Fit |\n|---|---|\n| SUPPORTS | ✓ |\n| REFUTES | nothing disagrees |\n| NOT ENOUGH INFO | not needed |",
            FEVER,
            "SUPPORTS",
        ),
    ],
)
def test_one_checked_row_among_noted_rows_is_the_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls, QUESTION if ls is YES_NO_MAYBE else None) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (a label missing from the rows, two checked, or labels named in prose lines: as before)
        ("- entailment: would need the venue named\n- neutral ✅", NLI, "entailment"),
        ("- yes: plausible\n- no: plausible\n- maybe ✅\n- yes ✅", YES_NO_MAYBE, "yes"),
        ("Entailment looks tempting.\nContradiction is out.\n- neutral ✅", NLI, "entailment"),
    ],
)
def test_near_misses_of_a_checked_row_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls, QUESTION if ls is YES_NO_MAYBE else None) == label


# --- a fact stated in the answer's own voice, then said to be exactly what the hypothesis says: "The chef cooked
# for forty guests, which is exactly what the hypothesis says." (entailment) ---------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("The orchestra played the whole symphony, which is exactly what the hypothesis says.", NLI, "entailment"),
        (
            "The bridge opened to traffic in 1932, which is precisely what the claim states. The later repairs change nothing.",
            FEVER,
            "SUPPORTS",
        ),
    ],
)
def test_a_fact_said_to_be_the_hypothesis_is_entailed(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    "text",
    [
        # (a hedged, denied or quoted statement, or no "exactly": as before, nothing)
        "The orchestra may have played the whole symphony, which is exactly what the hypothesis says.",
        "The orchestra did not play the finale, which is exactly what the hypothesis says.",
        "'The orchestra played', which is exactly what the hypothesis says. The premise only mentions a rehearsal.",
        "The orchestra played the symphony, which is what the hypothesis says.",
    ],
)
def test_near_misses_of_a_fact_said_to_be_the_hypothesis_read_nothing(text: str) -> None:
    assert read(text, NLI) is None


# --- an opening that holds the point possible and goes on with "but" and what keeps it open: "It's possible, but
# the survey can't separate the two causes." (yes/no/maybe: maybe) ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "It's possible, but the volunteers also changed their sleep habits.",
        "Could be - but nothing in the design separates the showers from the exercise.",
        "It is entirely possible, but one small study cannot show it.",
    ],
)
def test_possible_but_reads_maybe(text: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == "maybe"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # (called unlikely after the "but", a verdict after it, or "impossible": as before)
        ("It's possible but unlikely.", None),
        ("It's possible. But no: the trial found nothing.", "no"),
        ("It's impossible, but people keep claiming it.", "no"),
    ],
)
def test_near_misses_of_possible_but_keep_their_reading(text: str, label: str | None) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == label


# --- one label word denied and nothing else said, in the yes/no/maybe set: "The answer is not yes.", "It's not a
# no." (two labels are left; none is picked) ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "My answer is not yes.",
        "Well, it's not a no.",
        "It's not a no. It isn't a yes either -",
        "Not maybe.",
    ],
)
def test_one_label_of_three_denied_reads_nothing(text: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # (a verdict stated besides the denial, or a denial of two leaving one: as before)
        ("Not yes. The effect vanished by week four, so no.", "no"),
        ("Certainly not a yes; the trial was null, so no.", "no"),
        ("It isn't unanimous, so the answer is not yes. Nor is it maybe. → no", "no"),
        ("Not no, not maybe: yes.", "yes"),
        ("The answer is not yes, it is no.", "no"),
    ],
)
def test_near_misses_of_one_denied_label_keep_their_reading(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == label


# --- every label turned down at once after two are denied: "Not entailment, not contradiction - none of those fit.
# I'd call it ill-posed." (no elimination to the third) ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Not entailment and not contradiction; none of them apply neatly, given the odd wording.", NLI),
        ("It isn't SUPPORTS and it isn't REFUTES. Honestly, the claim is ill-posed.", FEVER),
        ("Not yes, not no. None of the three really fits this question.", YES_NO_MAYBE),
    ],
)
def test_two_denied_and_none_fitting_reads_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (two denied with nothing turned down after them, or "none of those" about something else: as before)
        ("Not entailment, not contradiction.", NLI, "neutral"),
        ("Not entailment, not contradiction. None of those runners finished, after all.", NLI, "neutral"),
        ("It isn't yes and it isn't no.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_near_misses_of_none_fitting_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a closing question that asks which labels to answer with, no label named: "... They can't both be true. But
# which labels should I use here?" (no verdict yet) -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("The two dates cannot both be right. Which labels would you like me to use, NLI or true/false?", NLI),
        ("Tallest versus shortest: they clash. Hmm, which label set should I use for this one?", NLI),
        ("The passage backs it up, I think. Do you want me to use the FEVER labels or plain yes/no?", FEVER),
    ],
)
def test_asking_which_labels_to_use_reads_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (a label named before the question, or a closing offer of more help: as before)
        ("Contradiction. Which label set do you want me to use next time, though?", NLI, "contradiction"),
        ("REFUTES. Do you want me to use the FEVER labels for the rest too?", FEVER, "REFUTES"),
        ("It clashes with the premise. Do you want the reasoning as well?", NLI, "contradiction"),
    ],
)
def test_near_misses_of_asking_which_labels_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- no doubt left, said as no reason to doubt it: "There's no reason to doubt it: ..." (an affirming verdict at the
# opening, as "No doubt about it." already reads) -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("There's no reason to doubt it: mood scores rose in every group that showered.", YES_NO_MAYBE, "yes"),
        ("I see no reason to doubt that. Three trials agree.", YES_NO_MAYBE, "yes"),
        ("No reason to doubt it - the passage names the year outright.", FEVER, "SUPPORTS"),
    ],
)
def test_no_reason_to_doubt_it_affirms(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls, QUESTION if ls is YES_NO_MAYBE else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # (no reason to believe it; no reason to doubt something else, then a verdict; another's words: as before)
        ("There is no reason to believe it.", None),
        ("There's no reason to doubt the trial, but the effect is tiny, so maybe.", "maybe"),
        ("Some said there's no reason to doubt it. I do doubt it, so no.", "no"),
    ],
)
def test_near_misses_of_no_reason_to_doubt_keep_their_reading(text: str, label: str | None) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == label
