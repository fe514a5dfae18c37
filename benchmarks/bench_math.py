"""Side by side: ``math_equivalence`` against math-verify (PyPI) on accuracy and speed.

Run: ``python benchmarks/bench_math.py [--math-samples N] [--strict]``

Both run in this one process on the same inputs:

- ours: ``MathEquivalence().score(original, processed)``, the full evaluator call
  (extraction, normalisation, numeric/structural/symbolic comparison, details);
  sympy work runs in its worker process, started (and sympy imported) before timing;
- math-verify: ``verify(parse(gold), parse(response))`` with its default extraction
  configs (LaTeX and plain expressions), the way its README scores a sample; gold
  LaTeX is wrapped in ``$...$`` so its LaTeX extractor reads it.

1. Accuracy on the labelled suite ``tests/plugins/math/hard_pairs.jsonl`` (equivalent
   forms and near-miss wrong answers): accuracy, false positives and false negatives of
   each, and every pair where one of the two is wrong. Our false positives must be zero
   (asserted).
2. Agreement with OpenAI's per-sample labels on the 2,638 GSM8K model solutions
   (``gsm8k/model_solutions_with_reference_labels.dev.jsonl``).
3. Speed per sample, timed one sample at a time (``time.perf_counter`` around each
   call, the two implementations alternating which goes first), reported as median,
   p99 and max in ms, and the ratio ours / theirs:
   - GSM8K: the 2,638 model solutions (ending in ``A: N``) against their gold number;
   - MATH, correct: reference solutions against their own gold answer (seeded sample);
   - MATH, wrong: the solution of problem i against the gold of problem i+1, which
     sends many samples to the numeric, structural and symbolic stages.

Targets from issue 6: zero false positives; median per GSM8K sample < 0.2 ms and per
MATH sample < 2 ms; p99 bounded by the per-sample time budget (2 s). ``--strict``
exits with status 1 when one is missed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
DATA = Path(os.environ.get("SCOREWIRE_SHARED_DATA", REPO.parent / "shared" / "data"))
HARD_PAIRS = REPO / "tests" / "plugins" / "math" / "hard_pairs.jsonl"
GSM8K = DATA / "gsm8k" / "model_solutions_with_reference_labels.dev.jsonl"
MATH = DATA / "math" / "MATH_test_5000.jsonl"


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        sys.exit(f"missing {path}; set SCOREWIRE_SHARED_DATA to the shared/data folder")
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def percentile(sorted_values: list[float], q: float) -> float:
    index = min(len(sorted_values) - 1, round(q * (len(sorted_values) - 1)))
    return sorted_values[index]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--math-samples", type=int, default=1000, help="MATH problems per MATH set (seeded sample)")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args()

    from math_verify import parse, verify
    from scorewire_math._extract import extract_answer, last_boxed
    from scorewire_math.evaluators import MathEquivalence

    ours = MathEquivalence()
    budget = ours.timeout
    # Start the worker and import sympy in it before anything is timed.
    assert ours.equivalent(r"\sqrt{8}", r"2\sqrt{2}").equal

    def theirs_verify(gold: str, response: str) -> bool:
        return bool(verify(parse(gold), parse(response)))

    failures: list[str] = []

    # 1. The labelled suite.
    pairs = read_jsonl(HARD_PAIRS)
    print(f"== labelled suite: {len(pairs)} pairs ({sum(p['equivalent'] for p in pairs)} equivalent) ==")
    stats = {"ours": [0, 0, 0], "math-verify": [0, 0, 0]}  # correct, false positives, false negatives
    wrong_rows = []
    for p in pairs:
        got = {
            "ours": ours.equivalent(p["response"], p["answer"]).equal,
            "math-verify": theirs_verify(f"${p['answer']}$", f"${p['response']}$"),
        }
        for name, verdict in got.items():
            if verdict == p["equivalent"]:
                stats[name][0] += 1
            elif verdict:
                stats[name][1] += 1
            else:
                stats[name][2] += 1
        if any(v != p["equivalent"] for v in got.values()):
            wrong_rows.append((p, got))
    for name, (correct, fp, fn) in stats.items():
        print(
            f"{name:12s} accuracy {correct / len(pairs):6.1%} ({correct}/{len(pairs)})  false positives {fp}  false negatives {fn}"
        )
    print("pairs where one is wrong (label: ours / math-verify):")
    for p, got in wrong_rows:
        print(
            f"  {p['response']!r} vs {p['answer']!r} [{p['why']}] label={p['equivalent']}: {got['ours']} / {got['math-verify']}"
        )
    if stats["ours"][1]:
        failures.append(f"ours has {stats['ours'][1]} false positives on the labelled suite")

    # 2 and 3a. GSM8K: agreement with OpenAI's labels and speed.
    gsm = read_jsonl(GSM8K)
    gsm_inputs = []
    for row in gsm:
        gold = extract_answer(row["ground_truth"]).answer
        assert gold is not None
        gsm_inputs.append(
            ({"answer": gold}, {"response": row["solution"]}, gold, row["solution"], row["reference_is_correct"])
        )

    def run_set(name: str, inputs: list[tuple[Any, ...]], labels: bool) -> tuple[list[float], list[float]]:
        ours_t: list[float] = []
        theirs_t: list[float] = []
        agree = {"ours": 0, "math-verify": 0}
        same = 0
        for i, (original, processed, gold, response, label) in enumerate(inputs):
            calls: list[tuple[str, Callable[[], bool]]] = [
                ("ours", lambda o=original, p=processed: ours.score(o, p)["math_equiv"] == 1.0),
                ("math-verify", lambda g=gold, r=response: theirs_verify(g, r)),
            ]
            if i % 2:
                calls.reverse()
            verdicts = {}
            for who, call in calls:
                start = time.perf_counter()
                verdicts[who] = call()
                elapsed = time.perf_counter() - start
                (ours_t if who == "ours" else theirs_t).append(elapsed)
            same += verdicts["ours"] == verdicts["math-verify"]
            if labels:
                for who in agree:
                    agree[who] += verdicts[who] == label
        print(f"\n== {name}: {len(inputs)} samples ==")
        if labels:
            for who, n in agree.items():
                print(f"{who:12s} agreement with OpenAI's labels {n / len(inputs):6.2%} ({n}/{len(inputs)})")
        print(f"ours and math-verify give the same verdict on {same}/{len(inputs)}")
        ours_t.sort()
        theirs_t.sort()
        print(f"{'':12s} {'median ms':>10s} {'p99 ms':>10s} {'max ms':>10s} {'total s':>9s}")
        for who, ts in (("ours", ours_t), ("math-verify", theirs_t)):
            print(
                f"{who:12s} {statistics.median(ts) * 1e3:10.4f} {percentile(ts, 0.99) * 1e3:10.3f} "
                f"{ts[-1] * 1e3:10.1f} {sum(ts):9.2f}"
            )
        print(
            f"ratio ours/math-verify: median {statistics.median(ours_t) / statistics.median(theirs_t):.3f}, "
            f"p99 {percentile(ours_t, 0.99) / percentile(theirs_t, 0.99):.3f}"
        )
        return ours_t, theirs_t

    gsm_ours, _ = run_set("GSM8K model solutions", gsm_inputs, labels=True)
    if statistics.median(gsm_ours) >= 0.2e-3:
        failures.append(f"GSM8K median {statistics.median(gsm_ours) * 1e3:.3f} ms >= 0.2 ms")
    if percentile(gsm_ours, 0.99) > budget:
        failures.append("GSM8K p99 above the time budget")

    # 3b. MATH samples.
    rows = read_jsonl(MATH)
    golds = [last_boxed(r["solution"]) or "" for r in rows]
    rng = random.Random(6)
    picked = sorted(rng.sample(range(len(rows)), min(args.math_samples, len(rows))))
    correct = [
        ({"answer": golds[i]}, {"response": rows[i]["solution"]}, f"${golds[i]}$", rows[i]["solution"], True)
        for i in picked
    ]
    wrong = [
        (
            {"answer": golds[(i + 1) % len(rows)]},
            {"response": rows[i]["solution"]},
            f"${golds[(i + 1) % len(rows)]}$",
            rows[i]["solution"],
            False,
        )
        for i in picked
    ]
    for name, inputs in (("MATH reference solutions vs own gold", correct), ("MATH solution i vs gold i+1", wrong)):
        ours_t, _ = run_set(name, inputs, labels=False)
        if statistics.median(ours_t) >= 2e-3:
            failures.append(f"{name}: median {statistics.median(ours_t) * 1e3:.3f} ms >= 2 ms")
        if percentile(ours_t, 0.99) > budget + 0.5:
            failures.append(f"{name}: p99 {percentile(ours_t, 0.99):.2f} s above the {budget:g} s budget")

    print("\n== targets ==")
    print("all met" if not failures else "\n".join(f"MISSED: {f}" for f in failures))
    return 1 if failures and args.strict else 0


if __name__ == "__main__":
    sys.exit(main())
