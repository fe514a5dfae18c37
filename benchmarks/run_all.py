"""Run every ``benchmarks/bench_*.py`` in its own process and report which ones failed.

    python benchmarks/run_all.py [name ...]     # e.g. core math  (default: all)

Each script runs ours and the peers side by side and prints ratios (ours / theirs);
this runner only sequences them, so one slow or failing benchmark does not hide the others.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str]) -> int:
    scripts = sorted(HERE.glob("bench_*.py"))
    if argv:
        scripts = [s for s in scripts if s.stem.removeprefix("bench_") in argv]
    failed = []
    for script in scripts:
        print(f"\n===== {script.name} =====", flush=True)
        t0 = time.perf_counter()
        code = subprocess.run([sys.executable, str(script)], cwd=HERE.parent).returncode
        print(f"===== {script.name}: exit {code}, {time.perf_counter() - t0:.0f} s =====", flush=True)
        if code:
            failed.append(script.name)
    print(
        f"\n{len(scripts) - len(failed)} of {len(scripts)} benchmarks completed"
        + (f"; failed: {', '.join(failed)}" if failed else "")
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
