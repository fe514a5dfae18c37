"""Side by side: scorewire's nli_label vs NeMo Evaluator's boolean_yesno vs Inspect AI's answer("word").

Runs the hand-written suite of chat answers in tests/plugins/nli/answer_suite.jsonl
(every label set and answer style; each answer carries the label a careful human
reads from it, and whether that is the gold label) through three scorers, in one
process, on the same inputs:

- scorewire-nli ``nli_label`` on every answer;
- NeMo Evaluator 0.2.8 ``boolean_yesno`` (nemo_evaluator.contrib.byob.scorers) on the
  yes/no subset (BoolQ and PubMedQA answers whose gold label is yes or no): it only
  knows yes/no;
- Inspect AI ``answer("word")`` (inspect_ai.scorer) on every answer, with the gold
  label as target: it reads the word after a final ``ANSWER:``.

For each scorer it prints the accuracy it reports, the accuracy a human gives the
same answers, how often its verdict agrees with the human's, its false positives
(wrong or unparsed answers it counts as right) and false negatives, and the mean
time per item with the ratio ours / theirs. It asserts that nli_label reads every
answer as the human did (the issue's "all read right").

Usage: python benchmarks/bench_nli.py [--repeat N] [--show-misses]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

REPO = Path(__file__).resolve().parents[1]
SUITE = REPO / "tests" / "plugins" / "nli" / "answer_suite.jsonl"


@dataclass
class Outcome:
    """One scorer on one subset: its verdicts and per-item timings."""

    name: str
    subset: str
    verdicts: list[bool] = field(default_factory=list)
    truth: list[bool] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    misses: list[tuple[str, str, bool]] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.verdicts)

    def accuracy(self) -> float:
        return sum(self.verdicts) / self.n

    def human_accuracy(self) -> float:
        return sum(self.truth) / self.n

    def agreement(self) -> float:
        return sum(v == t for v, t in zip(self.verdicts, self.truth, strict=True)) / self.n

    def false_positives(self) -> int:
        return sum(v and not t for v, t in zip(self.verdicts, self.truth, strict=True))

    def false_negatives(self) -> int:
        return sum(t and not v for v, t in zip(self.verdicts, self.truth, strict=True))

    def per_item_us(self) -> float:
        return statistics.median(self.seconds) * 1e6


def load_suite() -> list[dict[str, Any]]:
    with open(SUITE, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def timed(fn: Callable[[], Any], repeat: int) -> tuple[Any, float]:
    """Result of ``fn()`` and its best time over ``repeat`` runs (seconds)."""
    best = float("inf")
    result = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t0)
    return result, best


def run_ours(rows: Sequence[dict[str, Any]], repeat: int) -> tuple[Outcome, list[str]]:
    from scorewire_nli import NLILabel

    ev = NLILabel()
    out = Outcome("scorewire nli_label", f"all {len(rows)}")
    misread = []
    for row in rows:
        processed = {"response": row["response"]}
        scores, dt = timed(lambda row=row, processed=processed: ev.score(row, processed), repeat)
        verdict = scores["nli_accuracy"] == 1.0
        out.verdicts.append(verdict)
        out.truth.append(row["expected_correct"])
        out.seconds.append(dt)
        if scores.details["predicted_label"] != row["expected_label"]:
            misread.append(f"{row['id']}: read {scores.details['predicted_label']!r}, human {row['expected_label']!r}")
        if verdict != row["expected_correct"]:
            out.misses.append((row["id"], row["response"], verdict))
    return out, misread


def yes_no_subset(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        r for r in rows if r["label_set"] in ("yes-no", "yes-no-maybe") and str(r["answer"]).lower() in ("yes", "no")
    ]


def run_nemo(rows: Sequence[dict[str, Any]], repeat: int) -> Outcome:
    from nemo_evaluator.contrib.byob.decorators import ScorerInput
    from nemo_evaluator.contrib.byob.scorers import boolean_yesno

    out = Outcome("NeMo Evaluator 0.2.8 boolean_yesno", f"yes/no {len(rows)}")
    for row in rows:
        sample = ScorerInput(response=row["response"], target=row["answer"], metadata={})
        result, dt = timed(lambda sample=sample: boolean_yesno(sample), repeat)
        verdict = bool(result["correct"])
        out.verdicts.append(verdict)
        out.truth.append(row["expected_correct"])
        out.seconds.append(dt)
        if verdict != row["expected_correct"]:
            out.misses.append((row["id"], row["response"], verdict))
    return out


def run_inspect(rows: Sequence[dict[str, Any]], repeat: int) -> Outcome:
    from inspect_ai.scorer import CORRECT, Target, answer

    scorer = answer("word")
    out = Outcome('Inspect AI answer("word")', f"all {len(rows)}")

    async def go() -> None:
        for row in rows:
            state = SimpleNamespace(output=SimpleNamespace(completion=row["response"]))
            target = Target([str(row["answer"])])
            best = float("inf")
            score = None
            for _ in range(repeat):
                t0 = time.perf_counter()
                score = await scorer(state, target)  # type: ignore[arg-type]
                best = min(best, time.perf_counter() - t0)
            verdict = score is not None and score.value == CORRECT
            out.verdicts.append(verdict)
            out.truth.append(row["expected_correct"])
            out.seconds.append(best)
            if verdict != row["expected_correct"]:
                out.misses.append((row["id"], row["response"], verdict))

    asyncio.run(go())
    return out


def report(ours_all: Outcome, peers: Sequence[tuple[Outcome, Outcome]], show_misses: bool) -> None:
    head = (
        f"{'scorer':38} {'subset':10} {'acc':>6} {'human':>6} {'agree':>6} {'FP':>4} {'FN':>4} "
        f"{'us/item':>9} {'ours/theirs':>11}"
    )
    print(head)
    print("-" * len(head))

    def line(o: Outcome, ratio: str) -> None:
        print(
            f"{o.name:38} {o.subset:10} {o.accuracy():6.3f} {o.human_accuracy():6.3f} {o.agreement():6.3f} "
            f"{o.false_positives():4d} {o.false_negatives():4d} {o.per_item_us():9.1f} {ratio:>11}"
        )

    line(ours_all, "")
    for peer, ours in peers:
        if ours is not ours_all:
            line(ours, "")
        line(peer, f"{ours.per_item_us() / peer.per_item_us():.2f}x")
    print()
    print("acc = accuracy the scorer reports; human = accuracy a careful reader gives the same answers;")
    print("agree = share of items where the scorer's right/wrong verdict matches the reader's;")
    print("FP = wrong or unparsed answers counted right; FN = right answers counted wrong;")
    print("us/item = median over items of the best of --repeat timings; ours/theirs < 1 means ours is faster.")
    if show_misses:
        for peer, _ in peers:
            print(f"\n{peer.name}: disagreements with the human reader")
            for ident, text, verdict in peer.misses:
                short = text.replace("\n", " ")[:90]
                print(f"  {ident} scored {'right' if verdict else 'wrong'}: {short!r}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5, help="timings per item; the best is kept (default 5)")
    parser.add_argument("--show-misses", action="store_true", help="list each peer's disagreements")
    args = parser.parse_args(argv)

    rows = load_suite()
    yn = yes_no_subset(rows)
    by_set: dict[str, int] = {}
    for r in rows:
        by_set[r["label_set"]] = by_set.get(r["label_set"], 0) + 1
    print(
        f"suite: {len(rows)} answers ({', '.join(f'{k} {v}' for k, v in sorted(by_set.items()))}); "
        f"yes/no subset: {len(yn)}"
    )
    print(f"python {sys.version.split()[0]}\n")

    ours_all, misread = run_ours(rows, args.repeat)
    ours_yn, _ = run_ours(yn, args.repeat)
    ours_yn.subset = f"yes/no {len(yn)}"
    nemo = run_nemo(yn, args.repeat)
    inspect = run_inspect(rows, args.repeat)
    # Inspect's pattern expects a final "ANSWER: word" line; measure it on the answers written that way too.
    formatted = [r for r in rows if "answer:" in r["response"].lower()]
    ours_fmt, _ = run_ours(formatted, args.repeat)
    ours_fmt.subset = f"ANSWER: {len(formatted)}"
    inspect_fmt = run_inspect(formatted, args.repeat)
    inspect_fmt.subset = ours_fmt.subset
    report(ours_all, [(nemo, ours_yn), (inspect, ours_all), (inspect_fmt, ours_fmt)], args.show_misses)

    assert not misread, "nli_label misread:\n" + "\n".join(misread)
    assert ours_all.agreement() == 1.0
    print(f"\nnli_label read all {len(rows)} answers as the human reader did.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
