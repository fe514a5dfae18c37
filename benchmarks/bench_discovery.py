"""What a CLI call pays before it scores anything: import + plugin discovery, vs context-bench's import.

    python benchmarks/bench_discovery.py [--runs N]

Each measurement is a fresh interpreter timing, with ``time.perf_counter`` inside the process,
``import scorewire; scorewire.default_registry().load()`` (the import and the discovery of the plugins
``SCOREWIRE_LOAD_PLUGINS`` allows: each first-party plugin alone, then all of them) or
``import context_bench`` (context-bench 0.1.0, the bench group's peer: importing it is all a
user of it pays before evaluating). Interpreter start-up is outside both timings. The runs of
every case are interleaved, and the best of N is kept (the least disturbed by other load on
the machine). Printed: milliseconds and the ratio ours / context-bench; the goal is <= 1.0 for
all first-party plugins together.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PLUGINS = sorted(p.name for p in (REPO / "plugins").iterdir() if (p / "pyproject.toml").is_file())

OURS = (
    "import os, time; t = time.perf_counter(); import scorewire; reg = scorewire.default_registry().load(); "
    "dt = time.perf_counter() - t; "
    "assert len(reg.plugins) == len(os.environ['SCOREWIRE_LOAD_PLUGINS'].split(',')), sorted(reg.plugins); print(dt)"
)
THEIRS = "import time; t = time.perf_counter(); import context_bench; print(time.perf_counter() - t)"


def _once(code: str, load: str | None) -> float:
    env = dict(os.environ)
    env.pop("SCOREWIRE_DISABLE_PLUGINS", None)
    if load is None:
        env.pop("SCOREWIRE_LOAD_PLUGINS", None)
    else:
        env["SCOREWIRE_LOAD_PLUGINS"] = load
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    return float(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="fresh processes per case (best of N)")
    args = parser.parse_args(argv)

    cases: dict[str, tuple[str, str | None]] = {"context-bench": (THEIRS, None)}
    cases["core alone (no plugin)"] = (
        OURS.replace("len(os.environ['SCOREWIRE_LOAD_PLUGINS'].split(','))", "0"),
        "none",
    )
    cases |= {name: (OURS, name) for name in PLUGINS}
    cases["all first-party plugins"] = (OURS, ",".join(PLUGINS))
    for code, load in cases.values():  # warm the bytecode caches before timing anything
        _once(code, load)
    best = {label: float("inf") for label in cases}
    for _ in range(args.runs):
        for label, (code, load) in cases.items():
            best[label] = min(best[label], _once(code, load))

    theirs = best["context-bench"]
    print(f"best of {args.runs} fresh processes, import + discovery (ours) vs import context_bench (theirs)")
    print(f"{'case':<28} {'ms':>8} {'ours/theirs':>12}")
    for label, seconds in best.items():
        ratio = "" if label == "context-bench" else f"{seconds / theirs:12.2f}"
        print(f"{label:<28} {seconds * 1000:8.1f} {ratio}")
    result = {label: round(seconds * 1000, 2) for label, seconds in best.items()}
    result["ratio_all_over_context_bench"] = round(best["all first-party plugins"] / theirs, 3)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
