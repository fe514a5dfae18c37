"""Inspect AI's published ``answer()`` test vectors, run against scorewire's ``answer`` evaluator.

Source: UKGovernmentBEIS/inspect_ai, tests/scorer/test_answer.py (commit 0c77feab). Each vector
is written down here as (kind, model output, targets, Inspect's verdict); the test code is ours.
"""

from __future__ import annotations

import pytest
from scorewire_answer_quality.evaluators.matching import AnswerLine

CORRECT, INCORRECT = True, False

VECTORS: list[tuple[str, str, list[str], bool]] = [
    ("letter", "ANSWER: B", ["B"], CORRECT),
    ("letter", "ANSWER: B", ["C"], INCORRECT),
    ("word", "ANSWER: Yes", ["Yes"], CORRECT),
    ("letter", "ANSWER: Yes", ["No"], INCORRECT),
    ("line", "ANSWER:\nThis is a whole new line", ["This is a whole new line"], CORRECT),
    ("line", "ANSWER:\nThis is a whole new line", ["This doesn't match does it?"], INCORRECT),
]


@pytest.mark.parametrize(("kind", "output", "targets", "verdict"), VECTORS)
def test_inspect_answer_vector(kind: str, output: str, targets: list[str], verdict: bool) -> None:
    scores = AnswerLine(kind=kind).score({"id": "v", "answer": targets}, {"response": output})  # type: ignore[arg-type]
    assert (scores["answer"] == 1.0) is verdict
