"""Inspect AI's published ``choice()`` test vectors, run against scorewire's ``multiple_choice``.

Source: UKGovernmentBEIS/inspect_ai, tests/scorer/test_choice.py (commit 0c77feab): 9 tests.
The vectors that ask what a reply commits to are written down here; the test code is ours.
Not applicable, each for its reason:

- the two multi-answer vectors with a gold set (``ANSWER: A, B`` against ``[A, B]``, and
  ``ANSWER: A`` against ``[A, B]``): gold sets of several letters are another branch's work
  (issue 22); here a gold is one letter and a reply naming two options is unparsed;
- shuffled choices: Inspect's solver shuffles and records the mapping; scorewire scores the
  options in the order the row gives them;
- a solver that never marked a choice (a ValueError in Inspect) and empty ``ANSWERS:`` replies
  against an empty target: there is no marking step and an empty gold is a row error.

All 3 applicable vectors agree, before and after this branch.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import MultipleChoice

CORRECT, INCORRECT = True, False

# (model output, choices, gold letter, Inspect's verdict)
VECTORS: list[tuple[str, list[str], str, bool]] = [
    ("ANSWER: A", ["choice 1", "choice 2"], "A", CORRECT),
    ("ANSWER: A, B", ["choice 1", "choice 2"], "A", INCORRECT),
    ("ANSWERS: A", ["A"], "A", CORRECT),
]


@pytest.mark.parametrize(("output", "choices", "gold", "verdict"), VECTORS)
def test_inspect_choice_vector(output: str, choices: list[str], gold: str, verdict: bool) -> None:
    scores = MultipleChoice().score({"correct_letter": gold, "choices": choices}, {"response": output})
    assert (scores["mc_accuracy"] == 1.0) is verdict
