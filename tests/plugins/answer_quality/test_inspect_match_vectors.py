"""Inspect AI's published ``match(numeric=True)`` test vectors, run against scorewire's ``match``.

Source: UKGovernmentBEIS/inspect_ai, tests/scorer/test_match.py (commit 02e16d97). Each
vector is written down here as (model output, targets, location, Inspect's verdict); the
test code is ours. Before the shared toolkit's number parser, scorewire passed all but the
vectors with vulgar fractions (``½``, ``2½``, ``-½``) and CJK numerals (``三``).

Documented differences (each a deliberate choice, listed in ``DIFFERENCES`` and checked to
still differ, so a change of behaviour is noticed):

- ``**ANSWER: 28 + 32 = 60**`` then a second line: Inspect strips markdown and takes the last
  number of the first line; scorewire's ``location="end"`` is the last number of the whole
  response ("This solves the problem." has none, so 60 is still last) - no difference.
- ``28 + 32 = 60%`` against the target ``32`` with ``location="end"``: Inspect reads ``60%``
  as not a number, so its last number is 32 (CORRECT); scorewire reads ``60%`` as the number
  60, so the last number is 60 and the answer is INCORRECT. A percentage is a number.
"""

from __future__ import annotations

from typing import Any

import pytest
from scorewire_answer_quality.evaluators.matching import Match

CORRECT, INCORRECT = True, False

# (output, targets, location, Inspect's verdict)
VECTORS: list[tuple[str, list[str], str, bool]] = [
    ("28 + 32 = 60\nThis solves the problem.", ["60"], "end", CORRECT),
    ("**ANSWER: 28 + 32 = 60**\nThis solves the problem.", ["60"], "end", CORRECT),
    ("28 + 32 = 60%\nThis solves the problem.", ["60", "60%"], "any", CORRECT),
    ("28 + 32 = 60%", ["60%"], "end", CORRECT),
    ("28 + 32 = 60%", ["32"], "end", CORRECT),
    ("The answer is 25", ["5"], "end", INCORRECT),
    ("the value is 110", ["10"], "end", INCORRECT),
    ("50 is the answer", ["5"], "begin", INCORRECT),
    ("got 25 here", ["5"], "any", INCORRECT),
    ("first 7 then 25 then done", ["25"], "any", CORRECT),
    ("5", ["-5"], "end", INCORRECT),
    ("the result is -5", ["-5"], "end", CORRECT),
    ("the result is -5 exactly", ["-5"], "end", CORRECT),
    ("pi is approximately 3.14", ["3.14"], "end", CORRECT),
    ("pi is approximately 33.14", ["3.14"], "end", INCORRECT),
    ("the value is 1000", ["1e3"], "end", CORRECT),
    ("2.0", ["2"], "end", CORRECT),
    ("result: -5.0", ["-5"], "end", CORRECT),
    ("5 some text", ["5"], "exact", INCORRECT),
    ("5abc", ["5"], "exact", INCORRECT),
    ("5", ["5"], "exact", CORRECT),
    ("answer: −5", ["-5"], "end", CORRECT),
    ("the result is ½", ["0.5"], "end", CORRECT),
    ("got -½ as the result", ["-0.5"], "any", CORRECT),
    ("answer 2½", ["2.5"], "end", CORRECT),
    ("result: 三", ["3"], "end", CORRECT),
    ("the answer is １２３", ["123"], "end", CORRECT),
    ("the answer is -½ extra", ["-0.5"], "end", CORRECT),
    ("leading text then -½", ["-0.5"], "begin", CORRECT),
    ("The answer is 42!", ["42"], "end", CORRECT),
    ("The answer is 42?", ["42"], "end", CORRECT),
    ("The answer is 42:", ["42"], "end", CORRECT),
    ("The answer is (42).", ["42"], "end", CORRECT),
    ("The answer is (42)", ["42"], "end", CORRECT),
    ("The answer is [42]", ["42"], "end", CORRECT),
    ("first (7) then 25! then done", ["25"], "any", CORRECT),
    ("The answer is 42abc", ["42"], "end", INCORRECT),
    ("got 7 and 11", ["25"], "any", INCORRECT),
]

# Vectors where scorewire deliberately gives another verdict, and why.
DIFFERENCES = {
    ("28 + 32 = 60%", "32"): "60% is the number 60, so the last number is 60, not 32",
}


def _ours(output: str, targets: list[str], location: str) -> bool:
    scores: Any = Match(location=location, numeric=True).score({"id": "v", "answer": targets}, {"response": output})  # type: ignore[arg-type]
    return bool(scores["match"] == 1.0)


@pytest.mark.parametrize(("output", "targets", "location", "verdict"), VECTORS)
def test_inspect_match_vector(output: str, targets: list[str], location: str, verdict: bool) -> None:
    ours = _ours(output, targets, location)
    if (output, targets[0]) in DIFFERENCES:
        assert ours != verdict, DIFFERENCES[(output, targets[0])]
    else:
        assert ours == verdict


def test_pass_count() -> None:
    """38 vectors; all agree but the documented differences."""
    agree = sum(_ours(o, t, loc) == v for o, t, loc, v in VECTORS)
    assert len(VECTORS) == 38
    assert agree == len(VECTORS) - len(DIFFERENCES)
