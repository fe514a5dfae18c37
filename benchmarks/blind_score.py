"""Score a held-out ("blind") batch of hand-labelled answers with scorewire's extractors.

A blind batch is a directory with up to four JSON-lines files written by someone who
has not read the extractors, each line labelled by hand with what the answer commits
to (``null`` when it commits to nothing):

- ``mc.jsonl``: id, question, choices, gold, response, label (letter or null)
- ``nli.jsonl``: id, premise, hypothesis, label_set (nli, fever, yes_no_maybe), gold,
  response, label (or null)
- ``yesno.jsonl``: id, question, gold, response, label (yes, no or null)
- ``math.jsonl``: id, problem, gold, response, final_answer, equivalent (true, false
  or null when the answer commits to nothing)

A verdict counts right when the extractor commits to the same thing as the label,
null included. For math the figure is the accuracy of ``math_equiv`` against
``equivalent`` (null counts as "not equal"), with false positives (scored equal,
labelled otherwise) and false negatives (labelled equal, scored otherwise).

Usage: python benchmarks/blind_score.py DIR [--family mc|nli|yesno|math] [--show-misses]

The same functions back the blind tests under tests/plugins/*/blind/.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Figure:
    """One family's blind figure: how many verdicts agree with the hand labels."""

    family: str
    n: int = 0
    right: int = 0
    false_positives: int = 0
    false_negatives: int = 0
    misses: list[tuple[str, Any, Any]] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        return self.right / self.n if self.n else 0.0

    def line(self) -> str:
        extra = f", {self.false_positives} FP, {self.false_negatives} FN" if self.family == "math" else ""
        return f"{self.family}: {self.right}/{self.n} = {100 * self.accuracy:.1f}%{extra}"


def load(path: Path) -> list[dict[str, Any]]:
    """The rows of a JSON-lines file (blank lines skipped)."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            rows.append(json.loads(line))
    return rows


def _norm(value: Any) -> Any:
    return value.strip().casefold() if isinstance(value, str) else value


def read_mc(row: dict[str, Any]) -> Any:
    """The letter scorewire's multiple-choice extractor reads (None when unparsed)."""
    from scorewire_multiple_choice import extract_letter

    return extract_letter(row["response"], row.get("choices")).letter


def _label_set(row: dict[str, Any]) -> Any:
    from scorewire_nli.labels import resolve_label_set

    return resolve_label_set(row.get("label_set") or "nli")


def read_nli(row: dict[str, Any]) -> Any:
    """The label scorewire's NLI reader reads, in the row's label set."""
    from scorewire_nli import extract_label

    return extract_label(row["response"], _label_set(row)).label


def nli_expected(row: dict[str, Any]) -> Any:
    label = row.get("label")
    if label is None:
        return None
    return _label_set(row).normalize_gold(label) or label


def read_yesno(row: dict[str, Any]) -> Any:
    """The verdict of answer-quality's ``yes_no`` evaluator."""
    from scorewire_answer_quality.verdict import extract_verdict

    return extract_verdict(row["response"])


_MATH: Any = None


def read_math(row: dict[str, Any]) -> bool:
    """Whether ``math_equivalence`` scores the response equal to the gold answer."""
    global _MATH
    if _MATH is None:
        from scorewire_math import MathEquivalence

        _MATH = MathEquivalence(symbolic="inline")
    scores = _MATH.score({"answer": row["gold"]}, {"response": row["response"]})
    return bool(scores["math_equiv"] == 1.0)


READERS: dict[str, tuple[Callable[[dict[str, Any]], Any], Callable[[dict[str, Any]], Any]]] = {
    "mc": (read_mc, lambda row: _norm(row.get("label")) and row["label"].strip().upper()),
    "nli": (read_nli, nli_expected),
    "yesno": (read_yesno, lambda row: _norm(row.get("label"))),
    "math": (read_math, lambda row: row.get("equivalent") is True),
}


def score_rows(
    family: str, rows: list[dict[str, Any]], reader: Callable[[dict[str, Any]], Any] | None = None
) -> Figure:
    """Score ``rows`` of one family; ``reader`` replaces scorewire's (for peers)."""
    ours, expected = READERS[family]
    read = reader or ours
    fig = Figure(family)
    for row in rows:
        got, want = read(row), expected(row)
        if family != "math" and isinstance(got, str) and isinstance(want, str):
            ok = got.casefold() == want.casefold()
        else:
            ok = got == want
        fig.n += 1
        fig.right += ok
        if family == "math" and not ok:
            fig.false_positives += bool(got)
            fig.false_negatives += bool(want)
        if not ok:
            fig.misses.append((str(row.get("id")), got, want))
    return fig


def score_dir(directory: Path, families: list[str] | None = None) -> list[Figure]:
    """Every family present in ``directory``."""
    out = []
    for family in families or list(READERS):
        path = directory / f"{family}.jsonl"
        if path.exists():
            out.append(score_rows(family, load(path)))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("--family", action="append", choices=list(READERS))
    parser.add_argument("--show-misses", action="store_true")
    args = parser.parse_args()
    for fig in score_dir(args.directory, args.family):
        print(fig.line())
        if args.show_misses:
            for miss in fig.misses:
                print("   miss", *miss)
    return 0


if __name__ == "__main__":
    sys.exit(main())
