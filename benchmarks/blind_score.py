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

Usage: python benchmarks/blind_score.py DIR [--family mc|nli|yesno|math] [--show-misses] [--peers]

With ``--peers`` the same batch is also scored, for context, by the peers in the ``bench``
dependency group, on what each can be asked: whether it counts the answer right against the
gold (its right/wrong verdict is compared with the verdict the hand label implies, label ==
gold): NeMo Evaluator 0.2.8 ``mcq_letter_extract`` (multiple choice) and ``boolean_yesno``
(yes/no rows, and NLI rows of the yes_no_maybe set whose gold is yes or no), Inspect AI
``answer("letter")`` (multiple choice), context-bench 0.1.0 ``exact_match`` (multiple choice and
NLI), math-verify (math). scorewire's figure on the same right/wrong basis is printed beside.

The blind tests under tests/plugins/*/blind/ call the same readers on the batches kept there
(comparing exactly, where this script folds case), through tests/plugins/blind_batches.py.
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

    question = row.get("question")
    return extract_letter(
        row["response"], row.get("choices"), question=question if isinstance(question, str) else None
    ).letter


def _label_set(row: dict[str, Any]) -> Any:
    from scorewire_nli.labels import resolve_label_set

    return resolve_label_set(row.get("label_set") or "nli")


def read_nli(row: dict[str, Any]) -> Any:
    """The label scorewire's NLI reader reads, in the row's label set."""
    from scorewire_nli import extract_label
    from scorewire_nli.extract import hypothesis_of, question_of

    return extract_label(
        row["response"], _label_set(row), question=question_of(row), hypothesis=hypothesis_of(row)
    ).label


def nli_expected(row: dict[str, Any]) -> Any:
    label = row.get("label")
    if label is None:
        return None
    return _label_set(row).normalize_gold(label) or label


def read_yesno(row: dict[str, Any]) -> Any:
    """The verdict of answer-quality's ``yes_no`` evaluator."""
    from scorewire_answer_quality.verdict import extract_verdict

    return extract_verdict(row["response"], question=row.get("question"))


_MATH: Any = None


def read_math(row: dict[str, Any]) -> bool:
    """Whether ``math_equivalence`` scores the response equal to the gold answer."""
    global _MATH
    if _MATH is None:
        from scorewire_math import MathEquivalence

        _MATH = MathEquivalence(symbolic="inline")
    # (the problem is the row's question: a closing remark about a quantity it does not ask for is no answer)
    scores = _MATH.score({"answer": row["gold"], "question": row.get("problem")}, {"response": row["response"]})
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


# --- peers: right/wrong verdicts against the gold -----------------------------------------


def _truth(family: str, row: dict[str, Any]) -> bool:
    """Whether the hand label says the answer is right (it commits to the gold)."""
    if family == "math":
        return row.get("equivalent") is True
    label, gold = row.get("label"), row.get("gold")
    if label is None or gold is None:
        return False
    if family == "nli":
        ls = _label_set(row)
        return ls.normalize_gold(label) == ls.normalize_gold(gold)
    return str(label).strip().casefold() == str(gold).strip().casefold()


def _ours_right(family: str, row: dict[str, Any]) -> bool:
    ours, _ = READERS[family]
    got = ours(row)
    if family == "math":
        return bool(got)
    gold = row.get("gold")
    if family == "nli":
        return got is not None and got == _label_set(row).normalize_gold(gold)
    return got is not None and str(got).casefold() == str(gold).strip().casefold()


def _peer_readers(family: str) -> dict[str, Callable[[dict[str, Any]], bool | None]]:
    """Peer name -> its right/wrong verdict on a row (None: the peer does not apply to the row)."""
    out: dict[str, Callable[[dict[str, Any]], bool | None]] = {}
    if family in ("mc", "yesno", "nli"):
        from nemo_evaluator.contrib.byob.decorators import ScorerInput
        from nemo_evaluator.contrib.byob.scorers import boolean_yesno, mcq_letter_extract

        if family == "mc":
            out["NeMo 0.2.8 mcq_letter_extract"] = lambda r: bool(
                mcq_letter_extract(ScorerInput(response=r["response"], target=r["gold"], metadata={}))["correct"]
            )
        else:

            def nemo_yes_no(r: dict[str, Any]) -> bool | None:
                if family == "nli" and (
                    r.get("label_set") != "yes_no_maybe" or str(r["gold"]).lower() not in ("yes", "no")
                ):
                    return None
                return bool(
                    boolean_yesno(ScorerInput(response=r["response"], target=r["gold"], metadata={}))["correct"]
                )

            out["NeMo 0.2.8 boolean_yesno"] = nemo_yes_no
    if family in ("mc", "nli"):
        from context_bench.metrics.quality import exact_match

        out["context-bench 0.1.0 exact_match"] = lambda r: bool(exact_match(r["response"], str(r["gold"])))
    if family == "mc":
        import asyncio

        from inspect_ai.model import ChatMessageUser, ModelOutput
        from inspect_ai.scorer import Target, answer
        from inspect_ai.solver import TaskState

        scorer, loop = answer("letter"), asyncio.new_event_loop()

        def inspect_letter(r: dict[str, Any]) -> bool:
            state = TaskState(
                model="mockllm/model",
                sample_id=r["id"],
                epoch=1,
                input=r["question"],
                messages=[ChatMessageUser(content=r["question"])],
                choices=r["choices"],
                output=ModelOutput.from_content("mockllm/model", r["response"]),
            )
            return loop.run_until_complete(scorer(state, Target(r["gold"]))).value == "C"

        out['Inspect AI answer("letter")'] = inspect_letter
    if family == "math":
        from math_verify import parse, verify

        def math_verify(r: dict[str, Any]) -> bool:
            try:
                return bool(verify(parse(f"${r['gold']}$"), parse(r["response"])))
            except Exception:
                return False

        out["math-verify"] = math_verify
    return out


def peer_lines(directory: Path, families: list[str] | None = None) -> list[str]:
    """One line per scorer and family: how often its right/wrong verdict matches the hand label's."""
    lines = []
    for family in families or list(READERS):
        path = directory / f"{family}.jsonl"
        if not path.exists():
            continue
        rows = load(path)
        scorers: dict[str, Callable[[dict[str, Any]], bool | None]] = {
            "scorewire": lambda r, family=family: _ours_right(family, r)
        }
        scorers.update(_peer_readers(family))
        for name, right in scorers.items():
            n = agree = fp = 0
            for row in rows:
                verdict = right(row)
                if verdict is None:
                    continue
                truth = _truth(family, row)
                n += 1
                agree += verdict == truth
                fp += verdict and not truth
            if n:
                lines.append(
                    f"{family:6s} {name:34s} right/wrong agrees on {agree}/{n} = {100 * agree / n:.1f}%, {fp} FP"
                )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("--family", action="append", choices=list(READERS))
    parser.add_argument("--show-misses", action="store_true")
    parser.add_argument("--peers", action="store_true", help="also score the peers of the bench group")
    args = parser.parse_args()
    for fig in score_dir(args.directory, args.family):
        print(fig.line())
        if args.show_misses:
            for miss in fig.misses:
                print("   miss", *miss)
    if args.peers:
        print("\nright/wrong verdicts against the gold, side by side:")
        for line in peer_lines(args.directory, args.family):
            print(" ", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
