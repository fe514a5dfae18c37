"""Inspect AI eval logs as scorewire score-only rows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from scorewire import DatasetError

LOG_SUFFIXES = (".eval", ".json")


def _text(value: Any) -> str:
    """An Inspect sample input (a string or a list of chat messages) as text."""
    if isinstance(value, str):
        return value
    parts = []
    for message in value or []:
        text = getattr(message, "text", None)
        if text is None and isinstance(message, dict):
            text = message.get("content")
        if isinstance(text, str):
            parts.append(text)
    return "\n\n".join(parts)


def _score_value(value: Any) -> Any:
    return value if isinstance(value, (str, int, float, bool)) or value is None else str(value)


def read_log(path: str | Path, *, dataset: str | None = None) -> Iterator[dict[str, Any]]:
    """Yield one score-only row per sample and epoch of an Inspect eval log.

    Each row has ``id`` (the sample id as a string), ``epoch`` (0-based; Inspect
    counts from 1), ``dataset`` (the task name unless ``dataset`` is given, so
    auto-wiring picks the evaluators), ``system`` (the model), ``question``,
    ``answer`` (the target, a list when it has several), ``choices`` and
    ``correct_letter`` for multiple-choice samples, ``response`` (the
    completion; None for a sample that errored), the sample's metadata fields,
    and ``inspect_scores`` (Inspect's own verdicts, for comparison).
    """
    from inspect_ai.log import read_eval_log

    log = read_eval_log(str(path))
    task = dataset or log.eval.task
    model = log.eval.model
    for sample in log.samples or []:
        row: dict[str, Any] = dict(sample.metadata or {})
        target = sample.target
        answer: Any = target if isinstance(target, str) else list(target)
        if isinstance(answer, list) and len(answer) == 1:
            answer = answer[0]
        completion = sample.output.completion if sample.output is not None and not sample.error else None
        row.update(
            id=str(sample.id),
            epoch=int(sample.epoch) - 1,
            dataset=task,
            system=model,
            question=_text(sample.input),
            answer=answer,
            response=completion,
        )
        if sample.choices:
            row["choices"] = list(sample.choices)
            if isinstance(answer, str):
                row["correct_letter"] = answer
        if sample.scores:
            row["inspect_scores"] = {name: _score_value(s.value) for name, s in sample.scores.items()}
        yield row


def read_log_files(path: Path) -> Iterator[dict[str, Any]]:
    """Rows of one log file, or of every ``.eval``/``.json`` log in a folder (sorted by name)."""
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.suffix in LOG_SUFFIXES)
        if not files:
            raise DatasetError(f"inspect-log: {path} holds no .eval or .json log files")
    else:
        files = [path]
    for file in files:
        try:
            yield from read_log(file)
        except DatasetError:
            raise
        except Exception as exc:
            raise DatasetError(f"inspect-log: {file} is not a readable Inspect eval log ({exc})") from exc
