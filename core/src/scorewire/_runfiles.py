"""The files of a run folder besides the store: summary.json, summary.md, failure_analysis.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ._results import EvalResult, Summary, SummaryRow, write_text_atomic


def write_run_files(folder: Path, result: EvalResult, analysis: Any) -> dict[str, Any]:
    """Write the summary and failure-analysis files (each atomically); return the summary document."""
    summary = result.summary()
    doc = {"metadata": result.metadata, "summary": summary.to_dicts(), "errors": analysis.errors_doc()}
    write_text_atomic(folder / "summary.json", json.dumps(doc, indent=2, default=str))
    failures = analysis.lines()
    md = (
        summary.to_markdown()
        + "\n"
        + ("\n" + "\n".join(f"- {line.strip()}" for line in failures) + "\n" if failures else "")
    )
    write_text_atomic(folder / "summary.md", md)
    write_text_atomic(folder / "failure_analysis.json", json.dumps(analysis.to_dict(), indent=2, default=str))
    return doc


class _Built:
    """Stands in for a SummaryBuilder when the summary was stored by a finished run."""

    def __init__(self, summary: Summary) -> None:
        self.summary = summary

    def build(self) -> Summary:
        return self.summary


def finished_result(folder: Path, done: dict[str, Any]) -> EvalResult:
    """The result of a run that already completed in ``folder``: nothing is read or scored again."""
    from .failures import FailureAnalysis

    doc = done["summary"]
    summary = Summary(
        [SummaryRow(**row) for row in doc["summary"]],
        {(a, b): n for a, b, n in done["n_rows"]},
        {(a, b): n for a, b, n in done["n_errors"]},
        dict(done["error_types"]),
    )
    metadata = dict(doc["metadata"])
    metadata["resumed"] = True
    metadata["already_complete"] = True
    result = EvalResult(rows=None, output=folder / "results.jsonl", builder=_Built(summary), metadata=metadata)  # type: ignore[arg-type]
    result.failure_analysis = FailureAnalysis.from_state(done["analysis"])
    return result
