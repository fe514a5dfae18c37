"""Letters that a case-insensitive pattern takes for ASCII ones never break a reader.

Python's ``re`` with IGNORECASE matches the long s "ſ" for "s", the dotless "ı" and the dotted capital "İ"
for "i" and the Kelvin sign "K" for "k", but their lower case is not that ASCII letter. A reader that looks
a matched word up in a table by its lower case ("five", "first", "weekly") once raised ``KeyError`` on
"fıve" or "firſt" (a hostile or a Turkish-keyboard answer could cost a row). Every such lookup now goes
through :func:`scorewire.extraction.word_key`.

The answers are the kept blind rows (every fourth one, each with one of these letters put in for its
ASCII letter throughout, the question too): each reader must return a reading, whatever it is.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from scorewire.extraction import word_key

from tests.plugins.blind_batches import load_batch

BLIND = sorted(Path(__file__).resolve().parents[1].glob("plugins/*/blind/batch*_*.jsonl"))
SWAPS = [("s", "\u017f"), ("S", "\u017f"), ("k", "\u212a"), ("i", "\u0131"), ("I", "\u0130"), ("i", "\u0130")]
TEXT_FIELDS = ("response", "question", "problem", "hypothesis", "premise")


def test_word_key_reads_the_ascii_word() -> None:
    assert word_key("F\u0131VE") == "five"
    assert word_key("fir\u017ft") == "first"
    assert word_key("F\u0130RST") == "first"
    assert word_key("\u212aILO") == "kilo"
    assert word_key("Stra\u00dfe") == "stra\u00dfe"  # (not a letter a pattern takes for ASCII: unchanged)


def _rows() -> list[tuple[str, dict[str, Any]]]:
    assert BLIND, "no kept blind rows found under tests/plugins/*/blind"
    rows = []
    for path in BLIND:
        family = path.stem.rsplit("_", 1)[1]
        for n, row in enumerate(load_batch(path)):
            if n % 4:
                continue
            ascii_letter, other = SWAPS[n // 4 % len(SWAPS)]
            for field in TEXT_FIELDS:
                if isinstance(row.get(field), str):
                    row[field] = row[field].replace(ascii_letter, other)
            rows.append((family, row))
    return rows


def _read(family: str, row: dict[str, Any], math: Any) -> Any:
    if family == "mc":
        from scorewire_multiple_choice import extract_letter

        return extract_letter(row["response"], row.get("choices"), question=row.get("question"))
    if family == "nli":
        from scorewire_nli import extract_label
        from scorewire_nli.extract import hypothesis_of, question_of
        from scorewire_nli.labels import resolve_label_set

        label_set = resolve_label_set(row.get("label_set") or "nli")
        return extract_label(row["response"], label_set, question=question_of(row), hypothesis=hypothesis_of(row))
    if family == "yesno":
        from scorewire_answer_quality.verdict import extract_verdict

        return extract_verdict(row["response"], question=row.get("question"))
    return math.score({"answer": row["gold"], "question": row.get("problem")}, {"response": row["response"]})


@pytest.mark.parametrize("family", ["mc", "nli", "yesno", "math"])
def test_every_reader_reads_answers_with_letters_folded_to_ascii(family: str) -> None:
    rows = [row for f, row in _rows() if f == family]
    assert len(rows) > 500, f"{family}: only {len(rows)} kept rows sampled"
    from scorewire_math import MathEquivalence

    math = MathEquivalence(symbolic="inline")
    for row in rows:
        _read(family, row, math)  # must not raise
