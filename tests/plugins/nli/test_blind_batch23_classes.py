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
