"""Classes of answer the 28th blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batches): each class is fixed by a
general rule, so the rule must hold on answers it has not seen, and the near misses must keep their reading.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

RIVERS = ["Danube", "Rhine", "Volga", "Thames"]
METALS = ["Iron", "Copper", "Mercury", "Gold", "Silver"]


# -- a verdict by label up front, then a remark on a distractor it tags in brackets, with a concessive "but"


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        ("C, the Volga. The Danube (A) crosses more countries, but it is shorter by a wide margin.", RIVERS, "C"),
        ("C. Mercury. Gold (D) is very dense too, but its melting point is over a thousand degrees.", METALS, "C"),
        ("B, Copper. Silver (E) conducts a little better, though it costs far more for wiring.", METALS, "B"),
    ],
)
def test_opening_verdict_then_tagged_distractor_remark(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # (a later sentence that concludes or corrects still revises the opening)
        ("C, the Volga. Actually the Danube (A) is longer, so A.", RIVERS, "A"),
    ],
)
def test_revision_after_a_tagged_remark_still_counts(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected
