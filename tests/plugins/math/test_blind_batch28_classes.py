"""Math classes batch 28's misses showed in round 28 (one test per class; see docs/extraction.md).

- a reply that opens by declining to settle the value ("I can't determine this", "This cannot be decided"),
  says the problem reads two ways ("could mean", "ambiguous", "doesn't specify", "both readings are
  defensible") and never commits to one: no answer, even when it names the candidate values in passing; a word
  of commitment after the declaration ("so", "but", "I'd go with", "the usual reading", an answer marker) keeps
  the reply's reading.

The texts are written for these tests, not copied from the batch.
"""

from __future__ import annotations

import pytest
from scorewire_math import extract_answer

from .conftest import equal

_TANK = "A tank drains at a steady rate from 900 L to 600 L. What is the drop, as a percentage?"


@pytest.mark.parametrize(
    ("gold", "response", "same"),
    [
        (
            "25",
            "I can't determine a single value here: the wording could mean the drop over the first hour (25) "
            "or over the whole emptying (33). The problem doesn't specify which.",
            False,
        ),
        (
            "33",
            "I can't determine a single value here: the wording could mean the drop over the first hour (25) "
            "or over the whole emptying (33). The problem doesn't specify which.",
            False,
        ),
        (
            "12",
            "This cannot be decided from what is given, since a dozen could mean 12 or a baker's dozen of 13; "
            "both readings are defensible.",
            False,
        ),
        (
            "6",
            "I am unable to settle this. The statement is ambiguous between 6 edges counted once and 12 counted "
            "from each end.",
            False,
        ),
        # (near misses: the declaration followed by a choice, or by working that ends on a value; no two readings)
        (
            "12",
            "I can't determine which dozen is meant: it could mean 12 or 13, but the usual reading is 12.",
            True,
        ),
        (
            "12",
            "I can't determine which dozen is meant, since it could mean 12 or 13; I'd go with 12.",
            True,
        ),
        (
            "13",
            "I can't determine which dozen is meant — it could mean 12 or 13. So, assuming a baker's dozen, 13.",
            True,
        ),
        ("1.21", "I can't say offhand, so let me compute: 2420/2000 = 1.21.", True),
        ("10", "I can't determine the rate by inspection; sqrt(1.21) = 1.1, a rate of 10.", True),
        ("7", "I can't tell at a glance. Subtracting 5 from both sides gives x = 7.", True),
        ("8", "The problem is ambiguous, it could mean 8 or 9; the answer is 8.", True),
    ],
)
def test_declined_between_two_readings(gold: str, response: str, same: bool) -> None:
    assert equal(response, gold) is same


def test_declined_between_two_readings_reads_no_value() -> None:
    text = (
        "I'm not able to determine this: a steady rate could mean a steady amount per hour or a steady share, "
        "and the problem doesn't specify which (33% or 25%)."
    )
    assert extract_answer(text, question=_TANK).answer is None
    # (the same reply with a choice at its close keeps its value)
    assert extract_answer(text + " I'd go with 33%.", question=_TANK).answer is not None
