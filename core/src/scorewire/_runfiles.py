"""The files of a run folder besides the store: summary.json, summary.md, failure_analysis.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ._results import EvalResult, write_text_atomic


def write_run_files(folder: Path, result: EvalResult, analysis: Any) -> dict[str, Any]:
    """Write the summary and failure-analysis files (each atomically); return the summary document."""
    summary = result.summary()
    doc = {"metadata": result.metadata, "summary": summary.to_dicts(), "errors": analysis.errors_doc()}
    write_text_atomic(folder / "summary.json", json.dumps(doc, indent=2, default=str))
    write_text_atomic(folder / "summary.md", summary.to_markdown() + "\n")
    write_text_atomic(folder / "failure_analysis.json", json.dumps(analysis.to_dict(), indent=2, default=str))
    return doc
