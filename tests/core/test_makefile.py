"""`make demo` installs the runtime only and keeps what else is in .venv; `make test` adds the tools."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _recipe(text: str, target: str) -> tuple[str, str]:
    m = re.search(rf"^{target}:([^\n]*)\n((?:\t[^\n]*\n)+)", text, re.M)
    assert m, f"Makefile has no {target} target"
    return m.group(1), m.group(2)


def test_demo_installs_the_runtime_only_and_inexactly():
    text = (REPO / "Makefile").read_text()
    deps, _ = _recipe(text, "demo")
    assert "sync" not in deps.split() and "runtime" in deps.split()
    _, runtime = _recipe(text, "runtime")
    assert "--inexact" in runtime and "--no-default-groups" in runtime and "--group" not in runtime
    for target in ("lint", "typecheck", "pytest", "bench"):
        assert "sync" in _recipe(text, target)[0].split(), target
    _, sync = _recipe(text, "sync")
    assert "--group dev" in sync and "--group bench" in sync
