"""Shared harness of the blind-batch tests under tests/plugins/*/blind/.

A blind batch is a JSON-lines file of answers labelled by hand by someone who had not read the
reader; each family's test names what its reader returns and what the label means.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

Row = dict[str, Any]


def load_batch(path: Path) -> list[Row]:
    """The rows of one batch file (blank lines skipped)."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def misread(rows: list[Row], read: Callable[[Row], Any], expected: Callable[[Row], Any]) -> list[tuple[Any, Any, Any]]:
    """``(id, read, expected)`` of every row whose reading differs from what its label expects."""
    misses = []
    for row in rows:
        got, want = read(row), expected(row)
        if got != want:
            misses.append((row["id"], got, want))
    return misses
