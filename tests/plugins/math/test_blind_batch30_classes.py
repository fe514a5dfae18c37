"""A math class batch 30's first score showed as a false positive (see docs/extraction.md).

- a short reply that opens on a bare value and gives its reason in one clause after a comma or a dash ("1, since
  17 is prime"): the opening value is the answer, not a number of the reason. Before, the reply's last number was
  read, so "1, since 17 is prime" scored equal to a gold of 17. A reason that goes on to conclude, revise, ask,
  compute ("=") or say a second sentence keeps today's reading.

The texts are written for these tests, not copied from the batch.
"""

from __future__ import annotations

import pytest

from .conftest import equal


@pytest.mark.parametrize(
    ("gold", "response", "same"),
    [
        # the opening value is read ...
        ("1", "1, since 23 is prime.", True),
        ("23", "1, since 23 is prime.", False),
        ("2", "2, because both 9 and 15 share only the factor 3", True),
        ("3", "2, because both 9 and 15 share only the factor 3", False),
        ("4", "4, since 5 is too many.", True),
        ("5", "4, since 5 is too many.", False),
        ("6", "6 — because each of the 3 pairs is counted twice", True),
        ("3", "6 — because each of the 3 pairs is counted twice", False),
        ("0.5", "0.5, since 4 of the 8 outcomes are heads", True),
        ("8", "0.5, since 4 of the 8 outcomes are heads", False),
        ("-3", "-3; because 3 steps are taken backwards.", True),
        ("3", "-3; because 3 steps are taken backwards.", False),
        # ... and near misses keep their reading: the reason concludes, revises, computes or goes on
        ("40", "20, since each of 4 sides is 5 cm, so 40", True),
        ("20", "20, since each of 4 sides is 5 cm, so 40", False),
        ("9", "7, because 9 is too large. Actually 9.", True),
        ("7", "7, because 9 is too large. Actually 9.", False),
        ("7", "7, since 3 + 4 = 7", True),
        ("12", "12, since the answer is 12", True),
        ("8", "4, because 8 is not prime", False),
        # (not an opening value: the reply opens with words)
        ("12", "The count is 12, since 3 rows of 4 make 12.", True),
    ],
)
def test_opening_value_before_its_reason(gold: str, response: str, same: bool) -> None:
    assert equal(response, gold) is same
