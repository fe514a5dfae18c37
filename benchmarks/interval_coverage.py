"""How often each 95% interval of scorewire covers the true value (the figures of docs/statistics.md).

Run: ``python benchmarks/interval_coverage.py [--reps 2000]``

1. 0/1 scores, i.i.d.: for n in (20, 50, 200, 1000) and true accuracy p in (0.5, 0.9, 0.98),
   draw ``reps`` samples (numpy, seed 0) and count how often each interval contains p:
   the bootstrap percentile interval (``mean_stats``, 1,000 resamples), Wilson, and the
   normal interval mean ± 1.96·stderr.
2. Clustered 0/1 scores: G clusters (passages) of 10 questions; each cluster's accuracy
   is drawn from Beta around p = 0.7 (intra-cluster correlation about 0.2); coverage of
   the i.i.d. bootstrap against the clustered interval (mean ± 1.96·clustered stderr).
3. Real data: on SQuAD exact match (10,570 answers, clusters = id prefix), the ratio of the
   clustered to the i.i.d. stderr; on the GSM8K solutions, the widths of the three intervals.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

import numpy as np
from scorewire._intervals import Z95, clustered_stderr, wilson_interval
from scorewire._stats import mean_stats

REPO = Path(__file__).resolve().parents[1]
DATA = Path(os.environ.get("SCOREWIRE_SHARED_DATA", REPO.parent / "shared" / "data"))


def covers(lo: float | None, hi: float | None, p: float) -> bool:
    return lo is not None and hi is not None and lo <= p <= hi


def iid(reps: int) -> None:
    rng = np.random.default_rng(0)
    print("1. 0/1 scores, i.i.d.: coverage of the nominal 95% interval")
    print(f"{'n':>6} {'p':>5} {'bootstrap':>10} {'wilson':>8} {'normal':>8}")
    for n in (20, 50, 200, 1000):
        for p in (0.5, 0.9, 0.98):
            hits = np.zeros(3)
            for r in range(reps):
                x = (rng.random(n) < p).astype(float)
                res = mean_stats(x, seed=r, resamples=1000)
                k = float(x.sum())
                lo_w, hi_w = wilson_interval(k, n)
                se = res.stderr or 0.0
                hits += [covers(res.ci_low, res.ci_high, p) if se else x.mean() == p, covers(lo_w, hi_w, p),
                         covers(res.value - Z95 * se, res.value + Z95 * se, p)]  # fmt: skip
            b, w, z = hits / reps
            print(f"{n:>6} {p:>5} {b:>10.3f} {w:>8.3f} {z:>8.3f}", flush=True)


def clustered(reps: int) -> None:
    rng = np.random.default_rng(1)
    print("\n2. clustered 0/1 scores (10 questions per passage, ICC ~0.2, p = 0.7): coverage")
    print(f"{'clusters':>8} {'n':>6} {'iid bootstrap':>14} {'clustered':>10}")
    a, b = 0.7 * 4, 0.3 * 4  # Beta(2.8, 1.2): mean 0.7, ICC = 1 / (a + b + 1) = 0.2
    for g in (10, 30, 100, 300):
        hits = np.zeros(2)
        for r in range(reps):
            cp = rng.beta(a, b, size=g)
            x = (rng.random((g, 10)) < cp[:, None]).astype(float).ravel()
            codes = np.repeat(np.arange(g), 10)
            res = mean_stats(x, seed=r, resamples=1000)
            se, _ = clustered_stderr(x, codes)
            hits += [covers(res.ci_low, res.ci_high, 0.7), covers(res.value - Z95 * se, res.value + Z95 * se, 0.7)]
        i, c = hits / reps
        print(f"{g:>8} {g * 10:>6} {i:>14.3f} {c:>10.3f}", flush=True)


def real() -> None:
    squad = DATA / "squad" / "answer_pairs_with_official_scores.dev.jsonl"
    gsm = DATA / "gsm8k" / "model_solutions_with_reference_labels.dev.jsonl"
    if not squad.exists() or not gsm.exists():
        print("\n3. (skipped: set SCOREWIRE_SHARED_DATA to the shared/data folder)")
        return
    rows = [json.loads(line) for line in squad.read_text().splitlines()]
    x = np.array([float(r["official_exact"]) for r in rows])
    clusters = [r["id"][:-2] for r in rows]
    res = mean_stats(x)
    se, g = clustered_stderr(x, clusters)
    print(f"\n3. SQuAD exact match, n={x.size}, {g} clusters: mean {res.value:.4f}, iid stderr {res.stderr:.5f}, "
          f"clustered stderr {se:.5f} (ratio {se / res.stderr:.2f})")  # fmt: skip
    grows = [json.loads(line) for line in gsm.read_text().splitlines()]
    for system in ("6b_finetuning", "175b_verification"):
        y = np.array([float(r["reference_is_correct"]) for r in grows if r["system"] == system])
        res = mean_stats(y)
        lo, hi = wilson_interval(float(y.sum()), y.size)
        print(f"   GSM8K {system}: mean {res.value:.4f}; bootstrap [{res.ci_low:.4f}, {res.ci_high:.4f}], "
              f"Wilson [{lo:.4f}, {hi:.4f}], normal [{res.value - Z95 * res.stderr:.4f}, {res.value + Z95 * res.stderr:.4f}]")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=2000)
    args = parser.parse_args()
    iid(args.reps)
    clustered(args.reps)
    real()
    return 0


if __name__ == "__main__":
    sys.exit(main())
