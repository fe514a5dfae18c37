"""Packaging smoke test of scorewire-ray, run with only the core and this plugin installed.

One evaluation on a local Ray (2 CPUs, no dashboard, loopback only) compared with the local
executor: same rows, same summary, same results file.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
os.environ.setdefault("RAY_ENABLE_UV_RUN_RUNTIME_ENV", "0")

import scorewire


def chars(original, processed):
    """A plain function evaluator: the core and scorewire-ray are all that is installed."""
    return {"chars": float(len(processed["response"])), "long": float(len(processed["response"]) > 20)}


def main() -> int:
    assert "ray" in scorewire.default_registry().executors(), "scorewire-ray registers no executor"
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "smoke.jsonl"
        data.write_text(
            "".join(json.dumps({"response": "word " * (i % 9), "category": "ab"[i % 2]}) + "\n" for i in range(300))
        )
        kw = {"evaluators": [chars], "progress": False}
        local = scorewire.evaluate(dataset=str(data), output=Path(tmp) / "local", **kw)
        remote = scorewire.evaluate(
            dataset=str(data),
            output=Path(tmp) / "ray",
            executor="ray",
            executor_options={"num_cpus": 2, "block_size": 64},
            **kw,
        )
        assert list(remote.rows) == list(local.rows), "rows differ between executors"
        assert remote.summary().to_dicts() == local.summary().to_dicts(), "summaries differ between executors"
        assert (Path(tmp) / "ray" / "results.jsonl").read_bytes() == (
            Path(tmp) / "local" / "results.jsonl"
        ).read_bytes()
        # The command line takes --executor; an unknown name is a one-line usage error (exit 2).
        out = subprocess.run(
            [sys.executable, "-m", "scorewire.cli", "run", str(data), "--executor", "nope", "-o", str(Path(tmp) / "c")],
            capture_output=True,
            text=True,
        )
        assert out.returncode == 2 and "no executor named 'nope'" in out.stderr, out.stderr
    print(
        f"   scorewire-ray: 300 rows scored on a local Ray, identical to the local executor ({len(local.summary())} summary rows)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
