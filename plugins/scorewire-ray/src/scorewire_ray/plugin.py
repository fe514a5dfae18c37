"""Hook implementations of scorewire-ray (no Ray import here: discovery stays cheap)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from scorewire import hookimpl


@hookimpl
def scorewire_register_executors() -> Iterable[type[Any]]:
    from ._executor import RayExecutor

    return [RayExecutor]
