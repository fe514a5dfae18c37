"""Hook implementations of scorewire-inspect: the ``inspect-log`` dataset adapter."""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import DatasetAdapter, hookimpl

from .datasets import INSPECT_LOG


@hookimpl
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """``inspect-log``: an Inspect AI eval log (or a folder of them) as score-only rows."""
    return [INSPECT_LOG]
