"""Classes of NLI and fact-verification answer the twenty-second blind batch showed the reader missing.

Each class is fixed by a general rule in the shared reader (``scorewire.extraction``) or the NLI plugin's label
sets; the texts here are new (not copies of blind rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO, YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet, question: str | None = None) -> str | None:
    return extract_label(text, ls, question=question).label


# --- the labels listed one per line, each marked with a tick or a cross, in a set whose names are plain words -----
# (in the yes/no sets a tick is itself a yes and a cross a no: the mark is read as the mark on its line's label)


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("yes ✗\nno ✗\nmaybe ✓", YES_NO_MAYBE, "maybe"),
        (
            "- yes: the effect would have to be significant ✗\n- no: nothing shows the effect is nil ✗\n- maybe ✓",
            YES_NO_MAYBE,
            "maybe",
        ),
        ("Checking each:\n* Yes — ✘ (the trial was too small)\n* No — ✘\n* Maybe — ✔", YES_NO_MAYBE, "maybe"),
        ("• yes ✓\n• no ✗\n• maybe ✗", YES_NO_MAYBE, "yes"),
        ("> no ✅\n> yes ❌\n> maybe ❌", YES_NO_MAYBE, "no"),
        ("yes: ✗\nno: ✓", YES_NO, "no"),
        ("Yes ✗ (needs a clear effect)\nNo ✗ (needs a clear null)\nMaybe ✓", YES_NO_MAYBE, "maybe"),
        ("Options weighed:\n- Yes, clearly shown ✓\n- No ✗\n- Maybe ✗", YES_NO_MAYBE, "yes"),
    ],
)
def test_a_label_line_marked_with_a_tick_is_chosen_over_the_crossed_ones(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label
    assert read(text, ls, question="Does the treatment help?") == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (two lines ticked: no single verdict)
        ("yes ✓\nno ✗\nmaybe ✓", YES_NO_MAYBE, None),
        # (the NLI set, whose names are not marks, reads as before)
        ("entailment ✗\nneutral ✓\ncontradiction ✗", NLI, "neutral"),
        ("- SUPPORTS ✗\n- REFUTES ✓\n- NOT ENOUGH INFO ✗", FEVER, "REFUTES"),
        # (one line of prose closing on a mark: the mark is the verdict)
        ("The dose lowered the rate. ✓", YES_NO_MAYBE, "yes"),
        ("Maybe.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_near_misses_of_ticked_lines_keep_their_reading(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- a lead "either way" that opens a clause: whichever case holds, the clause after it does --------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "By area or by population, either way the Sahara comes out ahead. The evidence supports it.",
            FEVER,
            "SUPPORTS",
        ),
        ("Either way it was printed before 1900, so the claim is refuted.", FEVER, "REFUTES"),
        ("It might be the first edition or the second; either way this contradicts the claim.", FEVER, "REFUTES"),
        ("Either way, SUPPORTS.", FEVER, "SUPPORTS"),
        ("Either way you measure it, the figures match: SUPPORTS.", FEVER, "SUPPORTS"),
        ("Whether she left at noon or at one, either way she ends up at home. Contradiction.", NLI, "contradiction"),
        ("Either way he took the train, so entailment.", NLI, "entailment"),
        ("Morning or evening - either way they met, which the passage states. Entailment.", NLI, "entailment"),
        ("Either way its output rose. The evidence backs it up.", FEVER, "SUPPORTS"),
    ],
)
def test_a_lead_either_way_leaves_the_verdict_after_it(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # ("either way" inside the clause: the text settles nothing)
        ("There is no evidence either way.", FEVER, "NOT ENOUGH INFO"),
        ("It could go either way.", FEVER, "NOT ENOUGH INFO"),
        ("The passage is silent either way.", FEVER, "NOT ENOUGH INFO"),
        ("We cannot tell either way.", NLI, "neutral"),
        ("It can be read either way.", NLI, "neutral"),
        ("Either way.", FEVER, "NOT ENOUGH INFO"),
        # ("either X or Y" stays two alternatives)
        ("Either SUPPORTS or NOT ENOUGH INFO.", FEVER, None),
        ("Either entailment or neutral.", NLI, None),
    ],
)
def test_near_misses_of_a_lead_either_way_keep_their_reading(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- the list of every label echoed before the verdict: the verdict after it is read with the list set aside -----


@pytest.mark.parametrize(
    ("text", "ls", "question", "label"),
    [
        ("yes/no/maybe → the data say yes.", YES_NO_MAYBE, "Does the drug help?", "yes"),
        ("Yes / no / maybe: the trial says no. (Small sample, though.)", YES_NO_MAYBE, "Does the drug help?", "no"),
        ("yes, no or maybe -- I'd go with maybe.", YES_NO_MAYBE, "Does the drug help?", "maybe"),
        ("Yes / no / maybe -- going by the trial, no.", YES_NO_MAYBE, "Does the drug help?", "no"),
        ("yes|no|maybe: the evidence says yes.", YES_NO_MAYBE, "Does the drug help?", "yes"),
        ("entailment / neutral / contradiction => the premise entails it.", NLI, None, "entailment"),
        ("SUPPORTS / REFUTES / NOT ENOUGH INFO — the record refutes the claim.", FEVER, None, "REFUTES"),
    ],
)
def test_a_verdict_after_an_echoed_list_of_the_labels_is_read(
    text: str, ls: LabelSet, question: str | None, label: str
) -> None:
    assert read(text, ls, question) == label


@pytest.mark.parametrize(
    ("text", "ls", "question"),
    [
        # (the list alone, or the list and no verdict after it)
        ("yes/no/maybe", YES_NO_MAYBE, "Does the drug help?"),
        ("yes, no, maybe: hard to say.", YES_NO_MAYBE, "Does the drug help?"),
        ("entailment / neutral / contradiction", NLI, None),
        ("SUPPORTS, REFUTES or NOT ENOUGH INFO? I can't pick one.", FEVER, None),
    ],
)
def test_an_echoed_list_of_the_labels_alone_is_no_verdict(text: str, ls: LabelSet, question: str | None) -> None:
    assert read(text, ls, question) is None


# --- facets of the question answered in turn: the facet the question asks about ---------------------------------


@pytest.mark.parametrize(
    ("text", "question", "label"),
    [
        ("Associated? Yes. Causal? Maybe.", "Is daily walking associated with fewer fractures?", "yes"),
        ("Causal? Maybe. Associated? Yes.", "Is daily walking associated with fewer fractures?", "yes"),
        ("Short term: yes. Long term: maybe.", "Does the diet reduce weight in the long term?", "maybe"),
        ("Short term: yes. Long term: maybe.", "Does the diet reduce weight in the short term?", "yes"),
        ("In adults: yes. In children: maybe.", "Is the vaccine effective in children?", "maybe"),
        ("Adults - yes; children - no.", "Is the vaccine effective in adults?", "yes"),
        ("Mortality? No. Hospital stay? Yes, shorter.", "Did the drug reduce mortality?", "no"),
        ("Safe? Probably yes. Effective? No.", "Is the supplement safe for pregnant women?", "yes"),
        ("Correlated? Yes. Proven to cause it? No. So the first.", "Is screen time correlated with poor sleep?", "yes"),
    ],
)
def test_the_facet_the_question_asks_about_gives_the_verdict(text: str, question: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, question) == label


@pytest.mark.parametrize(
    ("text", "question", "label"),
    [
        # (no facet's own words in the question, or both facets': the reading as before, the last answer)
        ("Linked? Yes. Proven to cause it? No.", "Is daily walking associated with fewer fractures?", "no"),
        ("Over weeks? Yes. Over years? No.", "Does the diet reduce weight in the long term?", "no"),
        # (a verdict of its own after the facets stands)
        ("Associated? Yes. Causal? Maybe. Overall: no.", "Is daily walking associated with fewer fractures?", "no"),
        # (the facets agree: nothing to choose)
        ("Associated? Yes. Causal? Yes.", "Is daily walking associated with fewer fractures?", "yes"),
        # (labels judged in turn are the reader's checklist, not facets)
        ("Neutral? No. Supported? Yes, by the trial.", "Is daily walking associated with fewer fractures?", "yes"),
    ],
)
def test_near_misses_of_facets_keep_their_reading(text: str, question: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, question) == label


@pytest.mark.parametrize(
    "text",
    [
        "Associated? Yes. Causal? Maybe. So it's",
        "Associated? Yes. Causal? Maybe. Hard to say overall.",
        "Associated? Yes. Causal? Maybe. I can't pick one.",
    ],
)
def test_facets_then_an_undecided_or_cut_ending_are_no_verdict(text: str) -> None:
    assert read(text, YES_NO_MAYBE, "Is daily walking associated with fewer fractures?") is None


# --- a short denial or affirmation with the question's verb, then a dash or colon and its reason -----------------


@pytest.mark.parametrize(
    ("text", "question", "label"),
    [
        ("Doesn't look like it — the pooled estimate sits on the null.", "Does coffee raise the risk of gout?", "no"),
        ("Does not lower it — both arms ended level.", "Does the drug lower blood pressure?", "no"),
        ("Doesn't seem to – the curves overlap.", "Does the drug lower blood pressure?", "no"),
        ("Didn't help - the rates were identical.", "Did the campaign raise turnout?", "no"),
        ("It does work: the arms split by week four.", "Does the drug lower blood pressure?", "yes"),
        ("They did improve — 22% against 9%.", "Did the patches improve quit rates?", "yes"),
        ("Doesn't reduce it: the p-value is 0.6.", "Does the drug reduce strokes?", "no"),
    ],
)
def test_a_verb_echo_set_off_by_a_dash_or_colon_is_the_verdict(text: str, question: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, question) == label


@pytest.mark.parametrize(
    ("text", "question", "label"),
    [
        # (the writer's inability, not the question's verb: no verdict of its own)
        ("We can't tell — the passage says nothing on it.", "Is Priya a student?", "maybe"),
        ("Don't know — the abstract gives no numbers.", "Does the drug lower blood pressure?", None),
        # (a denial of mattering is no answer; the closing label is)
        ("Doesn't matter — it is maybe.", "Does the drug lower blood pressure?", "maybe"),
    ],
)
def test_near_misses_of_a_verb_echo_keep_their_reading(text: str, question: str, label: str | None) -> None:
    assert read(text, YES_NO_MAYBE, question) == label


# --- labels ruled out in turn, then the answer cut off before it names the one left ------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Hmm. Neutral? No. Entailment? Hardly. So it's", NLI),
        ("Contradiction? No. Entailment? No. So the label is", NLI),
        ("Entailment - no. Contradiction - no. Which makes it", NLI),
        ("Contradiction? No. Entailment? No. Hence", NLI),
        ("Contradiction? No. Entailment? No. It is", NLI),
        ("REFUTES? No. SUPPORTS? Not quite. Therefore the answer is", FEVER),
    ],
)
def test_an_elimination_cut_off_before_the_label_left_is_no_verdict(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("Contradiction? No. Entailment? No.", NLI, "neutral"),
        ("Contradiction? No. Entailment? No. So neutral.", NLI, "neutral"),
        ("Contradiction? No. Entailment? No. The premise is silent on plans.", NLI, "neutral"),
        ("REFUTES? No. SUPPORTS? Not quite. So it's NOT ENOUGH INFO", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_near_misses_of_a_cut_elimination_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label
