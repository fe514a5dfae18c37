"""What each way of declaring evaluator options adds to plugin discovery: its import time.

    python scripts/option_import_cost.py [RUNS]

For each candidate, runs ``python -X importtime -c "import scorewire; import X"`` RUNS times
(candidates interleaved) and prints the best total of the top-level imports that follow
``import scorewire``: what a plugin declaring options with X would add to every command.
Run it twice: the first run may include writing bytecode caches.
"""

from __future__ import annotations

import re
import subprocess
import sys

CANDIDATES = {
    "dataclasses (stdlib)": "import dataclasses",
    "attrs": "import attrs",
    "pydantic": "import pydantic",
    "pydantic BaseModel": "from pydantic import BaseModel",
}
_LINE = re.compile(r"import time:\s+\d+ \|\s+(\d+) \|( *)(\S+)")


def cost_after_scorewire(statement: str) -> int:
    """Microseconds of the top-level imports ``statement`` triggers after ``import scorewire``."""
    err = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", f"import scorewire; {statement}"],
        capture_output=True,
        text=True,
        check=True,
    ).stderr
    lines = [m for m in map(_LINE.match, err.splitlines()) if m]
    start = max(i for i, m in enumerate(lines) if m[3] == "scorewire" and len(m[2]) == 1)
    return sum(int(m[1]) for m in lines[start + 1 :] if len(m[2]) == 1)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    best: dict[str, int] = {}
    for _ in range(runs):
        for name, statement in CANDIDATES.items():
            us = cost_after_scorewire(statement)
            best[name] = min(us, best.get(name, us))
    for name, us in best.items():
        print(f"{name:22} {us / 1000:7.2f} ms  (best of {runs}, after import scorewire)")


if __name__ == "__main__":
    main()
