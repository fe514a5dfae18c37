"""Classes of NLI and yes/no answer the sixth blind batch showed the shared reader missing.

Each class is fixed by a general rule; the texts here are new (not copies of blind rows).
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO, YES_NO_MAYBE, read_label, read_yes_no
from scorewire_nli.labels import FEVER, NLI


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a verdict word of another language opening the answer
        ("Sí, el agua hierve a cien grados al nivel del mar.", "yes"),
        ("Nein — der Rhein fließt in die Nordsee.", "no"),
        ("Нет, это не так.", "no"),
        ("いいえ、東京は日本の首都です。", "no"),
        ("네, 맞습니다.", "yes"),
        ("Non, ce n'est pas le cas.", "no"),
        # informal verdicts
        ("Not yet. The probe is still two years from arrival.", "no"),
        ("Not a chance — the cable is far too thin.", "no"),
        ("Pretty much. Nearly all of its mass is in the core.", "yes"),
        ("The record stands at 8.5 m, and this jump was 7.9 m. Far from it.", "no"),
        ("I'd say not — the treaty was never ratified.", "no"),
    ],
)
def test_foreign_and_informal_verdicts(text: str, value: str) -> None:
    assert read_yes_no(text).value == value


@pytest.mark.parametrize(
    "text",
    [
        "Non-metals such as sulfur conduct electricity poorly.",  # a prefix, not a verdict
        "NEI. The passage never mentions the award.",
    ],
)
def test_prefixes_and_abbreviations_are_not_foreign_verdicts(text: str) -> None:
    assert read_yes_no(text).value is None


def test_nei_stays_not_enough_info() -> None:
    assert read_label("The passage is silent on sales. NEI.", FEVER).value == "NOT ENOUGH INFO"
