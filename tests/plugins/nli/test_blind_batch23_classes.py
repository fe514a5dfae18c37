"""Classes of NLI and fact-verification answer the twenty-third blind batch showed the reader missing.

Each class is fixed by a general rule in the shared reader (``scorewire.extraction``); the texts here are new
(not copies of blind rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet) -> str | None:
    return extract_label(text, ls).label


# --- an answer cut off where its verdict was to come: the answer's noun and its copula, or a naming verb, with
# nothing after them (whatever the reasoning before pointed to, the verdict itself was never written) ----------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        (
            "The man is asleep, so he cannot be running. Neither entailment nor neutral fits; the only sensible label here is",
            NLI,
        ),
        (
            "Nothing rules it out and nothing confirms it. The most defensible classification for this pair would be",
            NLI,
        ),
        ("The source gives 1919 as the signing year. So the verdict I land on has to be:", FEVER),
        ("The article never mentions the ratification. Weighing all that, the category it belongs in is", FEVER),
        ("The effect was small and not significant, so we can't say yes or no. The honest conclusion is", YES_NO_MAYBE),
        ("A dog is an animal and a beach is outdoors. So I'd classify this pair as", NLI),
        ("The premise says a woman sings; the hypothesis says a man dances. I would label it as", NLI),
        ("Not significant, small trial, wide interval. My pick has to be", YES_NO_MAYBE),
        ("Neither supported nor refuted by the passage, which leaves one option. The answer therefore is", FEVER),
        ("Ni sí ni no: la muestra es pequeña. Weighing it, the pick here is", YES_NO_MAYBE),
    ],
)
def test_an_answer_cut_off_before_its_verdict_reads_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (the verdict written after the noun, or the sentence finished, or the noun in a finished clause)
        ("The man is asleep, so he cannot be running. The label is contradiction", NLI, "contradiction"),
        ("Contradiction is the answer.", NLI, "contradiction"),
        ("Contradiction. That is what the label is.", NLI, "contradiction"),
        ("SUPPORTS. The claim is exactly what the text says it is", FEVER, "SUPPORTS"),
        ("Yes. The trial is what it is", YES_NO_MAYBE, "yes"),
        ("Neutral - nothing in the premise says whether the answer is", NLI, "neutral"),
    ],
)
def test_near_misses_of_a_cut_off_answer_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- an answer that opens on no verdict, weighs more than one label and closes by saying the choice stays open
# ("it depends", "I can't tell which", "each has a case"): whatever label its reasoning leaned to, none is chosen ----


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ('Could be entailment if "outside" includes a porch, or neutral if not. It depends on the reading.', NLI),
        (
            "If the claim counts every branch, it is supported; counting the main line only, it would be refuted. "
            "That really depends.",
            FEVER,
        ),
        ("Entailment is tempting, contradiction is arguable too. I can't tell which one fits.", NLI),
        ("Maybe? Yes? The interval crosses one. I don't know which of the labels applies here.", YES_NO_MAYBE),
        (
            "Options: entailment (a cook is a person), neutral (nothing about mood), contradiction (he's outside). "
            "Each of them has a case.",
            NLI,
        ),
        ("SUPPORTS if we trust the first source, REFUTES if we trust the second. Both have their merits.", FEVER),
        ("A case for neutral, a case for contradiction. All three have some argument, honestly.", NLI),
        ("Supported by the first census, refuted by the second. Everything depends on which census you trust.", FEVER),
    ],
)
def test_an_answer_closing_on_an_open_choice_between_labels_reads_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (a verdict first, then a detail said to depend on something; or only one label named before the close)
        ("Entailment. It depends on the dog being an animal, which it is.", NLI, "entailment"),
        (
            "Contradiction - the premise says he sleeps. Whether he dreams depends on nothing we know.",
            NLI,
            "contradiction",
        ),
        ("SUPPORTS. Each source has its own figure, but they agree on 1919.", FEVER, "SUPPORTS"),
        (
            "The premise says a man sells bread. The hypothesis adds a reason, so neutral. I can't say which shop it is.",
            NLI,
            "neutral",
        ),
        (
            "The man is asleep. Sleeping people are not running, so this is a contradiction. It depends on nothing else.",
            NLI,
            "contradiction",
        ),
        (
            "The passage gives the signing date as 28 June 1919. So the claim is supported. "
            "Whether it was ratified that year depends on the country.",
            FEVER,
            "SUPPORTS",
        ),
        (
            'A man is a person and a beach is outdoors. So entailment. That depends on reading "man" as a person.',
            NLI,
            "entailment",
        ),
        ("The pooled effect is clear and significant, so yes. How much depends on dose.", YES_NO_MAYBE, "yes"),
    ],
)
def test_near_misses_of_an_open_choice_keep_their_reading(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label
