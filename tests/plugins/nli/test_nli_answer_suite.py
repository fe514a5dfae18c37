"""The hand-written suite of chat answers: every one must be read the way a careful human reads it.

``answer_suite.jsonl`` holds realistic answers across every label set and answer
style, each with the label a human reader takes from it (``expected_label``,
null when the answer commits to no label) and whether that makes it correct.
Three blocks of 40 rows (``holdout-*``, ``holdout2-*``, ``holdout3-*``) were each
written after the reader and run before any change to it (36, 36 and 33 of 40
read right, see docs/plugins/nli.md); they are kept as regression cases.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from scorewire_nli import NLILabel

SUITE = Path(__file__).with_name("answer_suite.jsonl")


def _load() -> list[dict[str, Any]]:
    with open(SUITE, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


ROWS = _load()


def test_suite_is_broad() -> None:
    assert len(ROWS) >= 120
    label_sets = Counter(r["label_set"] for r in ROWS)
    assert set(label_sets) == {"nli", "fever", "scifact", "contract-nli", "yes-no-maybe", "yes-no"}
    assert min(label_sets.values()) >= 10
    styles = Counter(r["style"] for r in ROWS)
    for style in (
        "terse",
        "first_line",
        "hedged_conclusion",
        "negation",
        "marker",
        "yes_no_mapping",
        "true_false_mapping",
        "supported_refuted_mapping",
        "no_commitment",
        "spelling",
    ):
        assert styles[style] >= 3, style
    # Both outcomes occur: answers that are wrong and unparsed answers must score 0.
    assert Counter(r["expected_correct"] for r in ROWS)[False] >= 25
    assert sum(r["expected_label"] is None for r in ROWS) >= 15
    assert len({r["id"] for r in ROWS}) == len(ROWS)


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_answer_read_right(row: dict[str, Any]) -> None:
    scores = NLILabel().score(row, {"response": row["response"]})
    details = scores.details
    assert details["predicted_label"] == row["expected_label"], (row["response"], details)
    assert scores["nli_accuracy"] == (1.0 if row["expected_correct"] else 0.0)
    if row["expected_label"] is None:
        assert details["reason"], "an unparsed answer must say why"
        assert details["method"] == "none"
    else:
        assert details["method"] in ("answer_marker", "first_line", "conclusion", "only_label_mentioned")
        assert details["matched"]
