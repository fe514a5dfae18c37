"""The multiple-choice reader's shortcuts after its reading read what the plain forms read.

- ``extract_letter`` asks :func:`negated_tail_start` only when the commitment lies in the last 300
  characters of the stripped reply: where the function finds a cut, it is never earlier, so a commitment
  before them is never at or after a cut.
- :func:`labels_named` collects the matches of a pattern without groups with ``findall``.
"""

from __future__ import annotations

import random

import pytest
from scorewire_multiple_choice import _trailing, _verdict_first, extract_letter

_PIECES = (
    "a", "b", "C", "D", "word", "Note", "If", "not", "Not", "never", "nor", "neither", "It is H2O", "that's option A",
    ".", ". ", "! ", "? ", "\n", "\n\n", " ", "  ", ",", ";", " - ", "—", "(", ")", "(B)", "option A", "E. coli",
    "x" * 120, "z" * 350,
)  # fmt: skip


def _texts(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(_PIECES) for _ in range(rng.randint(0, 60))) for _ in range(count)]


@pytest.mark.parametrize("seed", range(2))
def test_a_negated_tail_starts_in_the_last_300_characters(seed: int) -> None:
    cuts = 0
    for text in [*_texts(seed, 3000), "It is H2O. Not CO2 (that's option A).", "C, not 10 cents (A).   \n"]:
        cut = _trailing.negated_tail_start(text)
        if cut is not None:
            cuts += 1
            assert cut >= len(text.rstrip()) - 300, text
    assert cuts > 200  # (the texts negate often enough for the comparison to mean something)


def test_a_commitment_before_the_tail_is_read_as_before() -> None:
    # (the negated sentence after a long discussion is not searched; one close to the label is)
    choices = ["H2O", "CO2", "O2", "N2"]
    far = "It is C. " + "The gas is heavier than air and it dissolves. " * 8 + "Not CO2 (that's option A)."
    near = "It is H2O, which is C. Not CO2 (that's option A)."
    assert extract_letter(far, choices).letter == "C"
    assert extract_letter(near, choices).letter == "C"
    assert _trailing.negated_tail_start(far) is not None and len(far) > 300


def test_labels_named_collects_every_match() -> None:
    for text in [*_texts(3, 2000), "A and C. B", "I think D.", "A. E. coli", "x'A' B’s C-D"]:
        for end in (len(text), len(text) // 2):
            plain = {m.group() for m in _verdict_first._LABEL_TOKEN.finditer(text, 0, end)}
            assert _verdict_first.labels_named(text, end) == plain, text
