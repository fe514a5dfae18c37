"""Classes of NLI, fact-verification and yes/no/maybe answer the sixteenth blind batch showed the reader
missing.

Each class is fixed by a general rule in the NLI plugin's reader (:func:`scorewire_nli.extract_label`, with
the shapes in ``scorewire_nli._conditions``); the texts here are new (not copies of blind rows), with near
misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import NLILabel, extract_label
from scorewire_nli.labels import FEVER, NLI

QUESTION = "Does the treatment lower blood pressure?"


def read(text: str, ls: LabelSet, question: str | None = None) -> str | None:
    return extract_label(text, ls, question=question).label


# --- a yes/no/maybe answer that leaves its verdict to a condition it does not settle ------------------------


@pytest.mark.parametrize(
    "text",
    [
        "It depends on whether the dose was adjusted for weight.",
        "Could be either. That all depends on how long the follow-up ran.",
        "It depends on how long the patients were followed.",
        "Up or down, it depends on the cuff size they used!",
        "Honestly? It depends on what you count as 'lower'.",
        "Whether it lowers it depends on the salt in their diet.",
        "The trial is small. Whether it works depends entirely on the baseline readings, which aren't reported.",
        "I won't give a yes or a no here, since it depends on the population you have in mind.",
        "Some would answer yes, others would not; it depends on how strict your threshold is.",
        "So the answer: it depends on adherence, and the abstract doesn't say how many kept taking it.",
        "Hard to call - it depends on which endpoint you trust.",
    ],
)
def test_an_answer_left_to_a_condition_commits_to_nothing(text: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) is None
    assert read(text, YES_NO_MAYBE) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # a label stated besides the condition is the verdict
        ("It depends on the dose, so maybe.", "maybe"),
        ("Maybe - it depends on how long they were followed.", "maybe"),
        ("That depends on the dose; with the numbers given, I'd say it's unclear.", "maybe"),
        ("Depends on the subgroup, but overall: yes.", "yes"),
        ("It depends on the dose. Inconclusive, then.", "maybe"),
        ("No. The effect depends on salt intake, and the trial found none.", "no"),
        ("Yes - the drop in readings did not depend on age.", "yes"),
        # words other than "depends" that state the undecided label keep it
        ("Can't tell from this abstract.", "maybe"),
        ("The evidence is mixed, so it's uncertain.", "maybe"),
    ],
)
def test_near_misses_of_a_condition_keep_their_verdict(text: str, label: str) -> None:
    assert read(text, YES_NO_MAYBE, QUESTION) == label


# --- a verdict given by ruling the two other labels out ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # "neither" said of the two labels just named: the third
        (
            "'Entailment' needs the premise to guarantee it; 'neutral' needs silence. It's neither: she refused.",
            NLI,
            "contradiction",
        ),
        (
            "Is this entailment, or is it neutral? Neither - the premise flatly denies it.",
            NLI,
            "contradiction",
        ),
        (
            "A contradiction would need a clash and neutral would need a gap. It's neither — the premise says exactly this.",
            NLI,
            "entailment",
        ),
        (
            "SUPPORTS needs the passage to state it, REFUTES needs it to deny it. Neither, I'm afraid.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        # each of the two others declined in the writer's own voice
        ("The effect is small and the sample tiny. I wouldn't say yes and I wouldn't say no.", YES_NO_MAYBE, "maybe"),
        ("Not going to say yes; not going to say no either.", YES_NO_MAYBE, "maybe"),
        ("I won't go with SUPPORTS, and I won't go with REFUTES.", FEVER, "NOT ENOUGH INFO"),
        ("I don't want to call it entailment, and I wouldn't pick contradiction.", NLI, "neutral"),
        # a list whose first entries are denied, then the label left
        ("We can't say entailment or contradiction here. Neutral.", NLI, "neutral"),
        ("I won't call it REFUTES or NOT ENOUGH INFO. **SUPPORTS**.", FEVER, "SUPPORTS"),
        ("Definitely not neutral or entailment.\n\nContradiction.", NLI, "contradiction"),
    ],
)
def test_the_label_left_after_the_others_are_ruled_out(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a bare "neither", or one said of entailment and contradiction, is the neutral label
        ("Neither.", NLI, "neutral"),
        ("Entailment or contradiction? Neither.", NLI, "neutral"),
        # one label declined is no verdict; every label declined, or the answer given up, is none
        ("I wouldn't say yes.", YES_NO_MAYBE, None),
        ("I can't answer yes or no. Let me skip this one.", YES_NO_MAYBE, None),
        ("I won't say yes, I won't say no, and I won't say maybe either.", YES_NO_MAYBE, None),
        ("I wouldn't say yes and I wouldn't say no. I'll leave it unanswered.", YES_NO_MAYBE, None),
        # a list of every label is still the menu of choices
        ("Pick one: entailment, neutral, contradiction.", NLI, None),
        ("I don't know whether it's entailment, neutral, or contradiction.", NLI, None),
    ],
)
def test_near_misses_of_ruling_out_read_as_before(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- an opening verdict argued against, then a closing commitment to another label ----------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a verb of deciding in the writer's voice, in the last sentence
        (
            "Contradiction is my first instinct. Yet the premise never says she stayed home. I'll go with neutral.",
            NLI,
            "neutral",
        ),
        (
            "SUPPORTS at a glance; the dates are close. But they differ by a year, so I'm going with REFUTES.",
            FEVER,
            "REFUTES",
        ),
        (
            "Yes, probably. The sample is small though, and there's no control arm. We'll settle on maybe.",
            YES_NO_MAYBE,
            "maybe",
        ),
        (
            "Neutral would be the safe call... but the premise does say 'all of them'. I will mark it entailment.",
            NLI,
            "entailment",
        ),
        # the label as the whole of what follows a colon closing a lead-in without a label
        (
            "True as a matter of history, but the passage is silent on it. Going strictly by the passage: NOT ENOUGH "
            "INFO.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("Entailment feels natural here. Still, reading only the two sentences: **neutral**.", NLI, "neutral"),
        ("Yes in everyday terms. On the abstract's own numbers, though: no.", YES_NO_MAYBE, "no"),
    ],
)
def test_a_closing_commitment_replaces_an_opening_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a commitment under a condition, a conditional "I'd say", or one asked, changes nothing
        ("Entailment. If the dates differ, I'll say neutral.", NLI, "entailment"),
        ("Entailment. I'll say neutral if the dates turn out to differ.", NLI, "entailment"),
        ("SUPPORTS. Were the year different: REFUTES.", FEVER, "SUPPORTS"),
        ("Contradiction. Should I go with neutral?", NLI, "contradiction"),
        ("Entailment. Some annotators: neutral.", NLI, "entailment"),
        # the same label again, or a lead-in that is not a verdict's
        ("Neutral. Nothing settles it, so I'll say neutral.", NLI, "neutral"),
        ("Entailment - both say she left at noon. I'll say that with confidence.", NLI, "entailment"),
        ("Contradiction. The key words: 'never' versus 'always'.", NLI, "contradiction"),
    ],
)
def test_near_misses_of_a_closing_commitment_keep_their_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a closing "yes" that confirms the label named before it in its sentence ---------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("The two dates cannot both hold. Refuted by the passage, yes.", FEVER, "REFUTES"),
        ("The passage contradicts it, yes.", FEVER, "REFUTES"),
        ("Not enough info, yeah.", FEVER, "NOT ENOUGH INFO"),
        ("It's a contradiction, yes.", NLI, "contradiction"),
        ("She was at home all day. Neutral - yep.", NLI, "neutral"),
    ],
)
def test_a_confirming_yes_keeps_the_label_it_confirms(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a yes answering a question, or opening the answer, is the affirming label of the set
        ("Supported? Yes.", FEVER, "SUPPORTS"),
        ("The premise says so. Yes.", NLI, "entailment"),
        ("Yes, it's entailed.", NLI, "entailment"),
    ],
)
def test_near_misses_of_a_confirming_yes_read_as_before(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- an answer that ends on a copula and its colon, the verdict it announces never given ------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("It isn't entailed, and nothing contradicts it either.\n\nSo the relation is:", NLI),
        ("The passage gives the date but not the place. Hence the label would be:", FEVER),
        ("The trial was small and unblinded; it does not refute the benefit. Which means the verdict is:", FEVER),
        ("No clash, no guarantee. Therefore the answer is: ", NLI),
    ],
)
def test_an_answer_cut_at_its_announced_verdict_commits_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a verdict given first stands; a colon that opens reasons or a list is no announced verdict
        ("Entailment. The premise says so. Here is why:", NLI, "entailment"),
        ("REFUTES. The reasons are:", FEVER, "REFUTES"),
        ("The premise is silent on it. But it doesn't contradict it either. The answer is: neutral", NLI, "neutral"),
    ],
)
def test_near_misses_of_an_announced_verdict_keep_their_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- the writer unable to establish the claim at hand: the set's unsettled label -----------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("I can't verify this claim.", FEVER, "NOT ENOUGH INFO"),
        ("We cannot confirm that.", FEVER, "NOT ENOUGH INFO"),
        ("The passage is about his schooling. Honestly, I'm unable to verify the statement.", FEVER, "NOT ENOUGH INFO"),
        ("I can't confirm it.", NLI, "neutral"),
    ],
)
def test_unable_to_establish_the_claim_is_the_unsettled_label(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        # a topic declined, or an inability for another reason, is a refusal
        ("I can't verify claims about living people.", FEVER),
        ("I'm not able to verify medical claims.", FEVER),
        ("I can't verify this claim without internet access.", FEVER),
        ("As an AI I have no access to the records, so I can't confirm how the vote went.", NLI),
    ],
)
def test_near_misses_of_unable_to_establish_commit_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


# --- a verdict given by restating the hypothesis, affirmed or denied -----------------------------------------


def read_with(text: str, ls: LabelSet, hypothesis: str) -> str | None:
    return extract_label(text, ls, hypothesis=hypothesis).label


@pytest.mark.parametrize(
    ("text", "ls", "hypothesis", "label"),
    [
        (
            "He voted no. Final answer: the mayor did not back the plan.",
            NLI,
            "The mayor backed the plan.",
            "contradiction",
        ),
        ("So the museum never opens on Mondays.", NLI, "The museum opens on Mondays.", "contradiction"),
        (
            "The passage places it there. Lake Ohrid lies on the border.",
            FEVER,
            "Lake Ohrid lies on the border.",
            "SUPPORTS",
        ),
        ("Bottom line: the bakery doesn't sell bread.", NLI, "The bakery sells bread.", "contradiction"),
        ("Therefore the train wasn't late.", FEVER, "The train was late.", "REFUTES"),
        ("In short, the twins did not share a room.", NLI, "The twins didn't share a room.", "entailment"),
    ],
)
def test_a_restated_hypothesis_is_read_as_its_relation(text: str, ls: LabelSet, hypothesis: str, label: str) -> None:
    assert read_with(text, ls, hypothesis) == label


@pytest.mark.parametrize(
    ("text", "ls", "hypothesis"),
    [
        # hedged, embedded, asked, or about something else: no restatement
        ("We can't know whether the mayor backed the plan.", NLI, "The mayor backed the plan."),
        ("Did the mayor back the plan?", NLI, "The mayor backed the plan."),
        ("So the deputy mayor did not back the plan.", NLI, "The mayor backed the plan."),
        ("Perhaps the train wasn't late.", FEVER, "The train was late."),
        ("The mayor did not back the plan, or did he? It depends on the vote.", NLI, "The mayor backed the plan."),
    ],
)
def test_near_misses_of_a_restated_hypothesis_commit_to_nothing(text: str, ls: LabelSet, hypothesis: str) -> None:
    assert read_with(text, ls, hypothesis) is None


def test_the_evaluator_reads_a_restatement_against_the_rows_hypothesis() -> None:
    ev = NLILabel()
    row = {"answer": "contradiction", "label_set": "mnli", "hypothesis": "The mayor backed the plan."}
    s = ev.score(row, {"response": "He voted no. Final answer: the mayor did not back the plan."})
    assert s["nli_accuracy"] == 1.0
    # without the hypothesis the same answer names no label
    s = ev.score(
        {"answer": "contradiction", "label_set": "mnli"}, {"response": "Final answer: the mayor did not back the plan."}
    )
    assert s.details["predicted_label"] is None


# --- an answer in another language closed by its own translation in brackets ---------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "question", "label"),
    [
        ("Ndiyo, kuna uhusiano (yes, there is a link).", YES_NO_MAYBE, "Is sleep linked to mood?", "yes"),
        ("Hapana (no).", YES_NO_MAYBE, "Is sleep linked to mood?", "no"),
        ("Igen, támogatja (yes, it supports it)!", FEVER, None, "SUPPORTS"),
        ("Ukweli haujulikani (it's unclear - maybe).", YES_NO_MAYBE, "Is sleep linked to mood?", "maybe"),
    ],
)
def test_a_translation_in_brackets_is_read(text: str, ls: LabelSet, question: str | None, label: str) -> None:
    assert read(text, ls, question) == label


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        # English before the brackets: the brackets qualify, they do not translate
        ("It depends (yes for adults, no for children).", YES_NO_MAYBE),
        ("The study is small (yes, it found a link, but n = 12).", YES_NO_MAYBE),
        # a translation that names no label
        ("Kuna uhusiano (there is a link).", YES_NO_MAYBE),
    ],
)
def test_near_misses_of_a_translation_commit_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls, "Is sleep linked to mood?") is None


# --- labels given only in conditional branches that disagree, the condition left open -------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("If the trial was powered for it, yes; otherwise maybe.", YES_NO_MAYBE),
        ("Was it blinded? If so, yes. If not, maybe. The abstract doesn't let me tell.", YES_NO_MAYBE),
        ("If the meeting was on Monday, entailment; if not, neutral.", NLI),
        ("If he left at noon -> contradiction. Otherwise neutral.", NLI),
        ("Assuming 'the 1990s' includes 1990, SUPPORTS; if not, REFUTES. I can't settle that from here.", FEVER),
    ],
)
def test_labels_only_under_an_open_condition_commit_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # a label named after the branches settles it; a verdict given first stands; one branch is a hypothetical
        ("If so, yes; if not, maybe. On balance I'd go with maybe.", YES_NO_MAYBE, "maybe"),
        ("Neutral. If she had said Monday, it would be entailment.", NLI, "neutral"),
        ("Contradiction. If the dates matched, entailment; if they were missing, neutral.", NLI, "contradiction"),
        ("Entailment, since if he is a surgeon, then he is a doctor.", NLI, "entailment"),
    ],
)
def test_near_misses_of_an_open_condition_keep_their_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label
