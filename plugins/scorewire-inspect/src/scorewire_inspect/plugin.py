"""Hook implementations of scorewire-inspect: the ``inspect-log`` dataset adapter."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from scorewire import Benchmark, DatasetAdapter, Prompt, hookimpl


def _read(path: Path) -> Iterable[dict[str, Any]]:
    from ._log import read_log_files

    return read_log_files(path)


@hookimpl
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """``inspect-log``: an Inspect AI eval log (or a folder of them) as score-only rows."""
    return [
        Benchmark(
            "inspect-log",
            read=_read,
            aliases=("inspect-eval-log",),
            description="Inspect AI eval logs (.eval/.json): each sample's completion as a score-only row",
            # Score-only rows; when a system re-answers them, the sample's own input is the prompt.
            prompt=Prompt(user="{question}"),
        )
    ]
