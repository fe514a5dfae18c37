"""Classes of NLI, fact-verification and yes/no/maybe answer the twenty-fifth blind batch showed the reader missing.

Each class is fixed by a general rule (in the NLI plugin's reader, and one cue in the shared one,
``scorewire.extraction``); the texts here are new (not copies of blind rows), with near misses that must keep
reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI

QUESTION = "Does a weekly team lunch reduce staff turnover?"


def read(text: str, ls: LabelSet, question: str | None = None) -> str | None:
    return extract_label(text, ls, question=question).label


# --- an opening that rules labels out in turn, "Rule out X first, then Y.", and the verdict after it ("What's
# left is Z."): none of the opening's labels is the verdict -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Rule out contradiction first, then entailment. The note never says who baked the cake. "
            "What remains is neutral.",
            NLI,
            "neutral",
        ),
        (
            "Eliminate neutral, then entailment. A frozen lake cannot be warm enough to swim in. What's left is "
            "contradiction.",
            NLI,
            "contradiction",
        ),
        (
            'Exclude "entailment" first, then "contradiction"; the premise never names the dog. So neutral.',
            NLI,
            "neutral",
        ),
        (
            "Let's rule out SUPPORTS first, then REFUTES. The article covers the merger, not the layoffs. "
            "What is left is NOT ENOUGH INFO.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("First, exclude no, then maybe. Two audits agree on the drop. What's left is yes.", YES_NO_MAYBE, "yes"),
        ("Rule out yes first, then no. One office, one quarter. What remains is maybe.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_labels_ruled_out_in_turn_at_the_opening_leave_the_verdict_after(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label
    if ls is YES_NO_MAYBE:
        assert read(text, ls, QUESTION) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (a verdict first, then a label ruled out; a writer unable to rule a label out; "rule out" with no label
        # in its sentence; the answer's own marker: as before)
        ("Neutral. Rule out entailment: the premise never names the driver.", NLI, "neutral"),
        ("I can't rule out entailment here. Entailment.", NLI, "entailment"),
        ("Rule out nothing yet: the premise says the door is shut. Contradiction.", NLI, "contradiction"),
        ("Rule out neutral first, then contradiction. Answer: entailment", NLI, "entailment"),
        ("We can't exclude a small effect. So maybe.", YES_NO_MAYBE, "maybe"),
        # (a label after other words in the opening sentence is no label ruled out: "..., which leaves neutral.")
        ("Eliminate entailment and contradiction, which leaves neutral.", NLI, "neutral"),
        ("Rule out contradiction: the premise says he arrived. Entailment.", NLI, "entailment"),
        # (a leftover said of something other than a label reads as before)
        ("What's left is the question of cost. Yes.", YES_NO_MAYBE, "yes"),
    ],
)
def test_near_misses_of_an_opening_ruling_out_keep_their_reading(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("No direct measure of turnover was taken. What's left is maybe.", "maybe"),
        ("The trial tracked 40 firms for three years. What remains is yes.", "yes"),
        ("Both surveys show the same rate. What is left is no.", "no"),
    ],
)
def test_what_is_left_names_the_verdict_in_a_yes_no_maybe_set(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == label
    assert read(text, YES_NO_MAYBE) == label


# --- a verdict word inside LaTeX text commands: "\textbf{Answer:} \text{no}", "the label is $\mathrm{neutral}$" ---


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("\\textbf{Answer:} \\text{no}\n\nTurnover did not change in the pilot offices.", YES_NO_MAYBE, "no"),
        ("So the label is $\\textbf{maybe}$: one pilot is not enough.", YES_NO_MAYBE, "maybe"),
        ("The premise names a tenor, who is a singer. Label: $\\mathrm{entailment}$.", NLI, "entailment"),
        ("\\textit{Verdict:} \\textbf{\\text{REFUTES}} - the bridge opened in 1932.", FEVER, "REFUTES"),
        ("Final answer: \\text{contradiction}", NLI, "contradiction"),
    ],
)
def test_a_label_in_latex_text_commands_is_read(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (LaTeX around other words, or a label named only in passing inside it: as the words read)
        ("Let $x = \\text{turnover rate}$. It fell from 18% to 11%, so yes.", YES_NO_MAYBE, "yes"),
        ("\\textbf{Note:} neither \\text{entailment} nor contradiction holds here.", NLI, "neutral"),
        ("\\textbf{Reasoning:} the premise is about a bakery.", NLI, None),
        ("Is it $\\textbf{entailment}$? Not quite, the premise never names the town.", NLI, None),
    ],
)
def test_near_misses_of_latex_keep_their_reading(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- the hypothesis judged with "has to be", as with "must be": "Given the premise, the claim has to be false." ---


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "A shop that closed in May is not open in June. Given that, the hypothesis has to be false.",
            NLI,
            "contradiction",
        ),
        ("Every violinist in the quartet is a musician, so the hypothesis has to be true.", NLI, "entailment"),
        ("The ledger lists the sale in 1998. The claim has to be false.", FEVER, "REFUTES"),
    ],
)
def test_the_hypothesis_that_has_to_be_true_or_false_is_judged(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (said of something else, asked, or a requirement set against the verdict: as before)
        ("The bridge has to be false advertising, but the premise never mentions it. Neutral.", NLI, "neutral"),
        ("Does the hypothesis have to be true? No: the premise leaves the time open. Neutral.", NLI, "neutral"),
        (
            "For entailment the hypothesis has to be true whenever the premise is; here it isn't, so neutral.",
            NLI,
            "neutral",
        ),
    ],
)
def test_near_misses_of_has_to_be_keep_their_reading(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- the text said not to settle whether something holds, as the closing: "The premise doesn't settle whether the
# hypothesis is true.", "The passage doesn't tell us whether the claim is true or false." -------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("A woman is carrying a violin case. The premise doesn't settle whether she plays it.", NLI, "neutral"),
        (
            "The passage lists his films and nothing else. The passage does not tell us whether the claim is true.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("The premise alone can't show whether the hypothesis holds.", NLI, "neutral"),
        ("The study doesn't say whether the lunches were weekly or monthly.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_the_text_that_does_not_settle_whether_leaves_it_undecided(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (a contrast after it, the writer asking, the text said to settle it, or a verdict named: as before)
        ("The premise doesn't say whether he drove, but it says he walked the whole way.", NLI, None),
        ("Does the premise say whether she sang? It doesn't. Neutral.", NLI, "neutral"),
        ("The premise doesn't say whether it rained; it says the street flooded. Entailment.", NLI, "entailment"),
        ("The premise settles whether the hypothesis is true: it says she won.", NLI, None),
        (
            "The premise doesn't say whether he is tall, so neutral would be my guess, but contradiction fits.",
            NLI,
            "contradiction",
        ),
    ],
)
def test_near_misses_of_a_text_that_does_not_settle_keep_their_reading(
    text: str, ls: LabelSet, label: str | None
) -> None:
    assert read(text, ls) == label


# --- the relation's definition said of the pair, as a conditional: "If the premise is true, the hypothesis is true as
# well." (entailment), "If the premise holds, the hypothesis can't be true." (contradiction) -------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "Baking bread means using an oven here. If the premise is true, the hypothesis is true too.",
            NLI,
            "entailment",
        ),
        (
            "A sold-out hall has no free seats. If the premise holds, the hypothesis must be false.",
            NLI,
            "contradiction",
        ),
        ("Whenever the evidence is correct, the claim is also true.", FEVER, "SUPPORTS"),
        ("If the premise is true, then the hypothesis cannot be true.", NLI, "contradiction"),
    ],
)
def test_a_conditional_from_premise_to_hypothesis_states_the_relation(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (the other way round, a hedge, a supposed premise, or a condition on a detail: as before)
        ("If the hypothesis is true, the premise is true as well.", NLI, None),
        ("If the premise is true, the hypothesis might be true.", NLI, None),
        ("If the premise is false, the hypothesis is false too.", NLI, None),
        ("If the premise is true, the hypothesis is true only if the shop was open.", NLI, None),
        ("If the premise is true, is the hypothesis true as well?", NLI, None),
        ("If the premise is true, the hypothesis is true as well, but that is not what the premise says.", NLI, None),
    ],
)
def test_near_misses_of_a_conditional_keep_their_reading(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label
