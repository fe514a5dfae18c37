"""The ``inspect-log`` dataset adapter: Inspect AI eval logs as score-only rows."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from scorewire import Benchmark, Prompt

if TYPE_CHECKING:
    from pathlib import Path


def _read(path: Path) -> Iterable[dict[str, Any]]:
    from ._log import read_log_files  # inspect-ai is imported when a log is read, not at discovery

    return read_log_files(path)


INSPECT_LOG = Benchmark(
    "inspect-log",
    read=_read,
    aliases=("inspect-eval-log",),
    description="Inspect AI eval logs (.eval/.json): each sample's completion as a score-only row",
    # Score-only rows; when a system re-answers them, the sample's own input is the prompt.
    prompt=Prompt(user="{question}"),
)
