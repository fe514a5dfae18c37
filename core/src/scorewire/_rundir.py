"""Reading a finished run folder: ``results.jsonl`` + ``summary.json`` (+ ``failure_analysis.json``).

Only these files are read, so reports and comparisons work on any run folder the
CLI wrote, whether or not its rows carry the example's input fields.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ._datasets import iter_json_objects
from ._errors import ScorewireError


class RunFolderError(ScorewireError):
    """A run folder is missing a file or holds a malformed one."""


@dataclass
class RunFolder:
    """One run folder on disk."""

    path: Path
    summary: list[dict[str, Any]] = field(default_factory=list)
    metadata: dict[str, Any] = field(default_factory=dict)
    failure_analysis: Any = None

    @property
    def results(self) -> Path:
        return self.path / "results.jsonl"

    @property
    def name(self) -> str:
        return self.path.resolve().name or str(self.path)

    def rows(self) -> Iterator[dict[str, Any]]:
        """The result rows, one dict per line of ``results.jsonl`` (line numbers in errors)."""
        with open(self.results, encoding="utf-8") as fh:
            yield from iter_json_objects(fh, self.results, RunFolderError)


def open_run(path: str | Path) -> RunFolder:
    """Open a run folder (or a ``results.jsonl`` file inside one) and read its summary files."""
    p = Path(path)
    if p.is_file() and p.name.endswith(".jsonl"):
        p = p.parent
    if not (p / "results.jsonl").is_file():
        raise RunFolderError(
            f"{p} is not a run folder: it has no results.jsonl (write one with `scorewire run ... --output {p}`)"
        )
    run = RunFolder(p)
    summary_path = p / "summary.json"
    if summary_path.is_file():
        try:
            doc = json.loads(summary_path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise RunFolderError(f"{summary_path}: not valid JSON ({exc.msg})") from None
        if isinstance(doc, dict):
            run.summary = list(doc.get("summary") or [])
            run.metadata = dict(doc.get("metadata") or {})
    fa_path = p / "failure_analysis.json"
    if fa_path.is_file():
        try:
            run.failure_analysis = json.loads(fa_path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise RunFolderError(f"{fa_path}: not valid JSON ({exc.msg})") from None
    return run


def example_key(row: dict[str, Any]) -> str:
    """How rows of two runs are paired: the example id (or its position when it has none), and the epoch."""
    ident = row.get("id")
    key = f"#{row.get('index')}" if ident is None else str(ident)
    epoch = row.get("epoch")
    return key if epoch is None else f"{key}@{epoch}"
