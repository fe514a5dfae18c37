"""scorewire on Ray: ``evaluate(..., executor="ray")`` scores a run's rows on a Ray cluster.

The dataset becomes a Ray Dataset of blocks (byte ranges of JSONL files, Parquet row groups,
or blocks of examples shipped from the driver); ``map_batches`` scores them over an actor
pool whose actors discover plugins once and keep their evaluators warm; rows come back in
input order into the run folder of the driver. Ray is imported only when a run starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorewire import lazy_exports

if TYPE_CHECKING:
    from ._executor import RayExecutor

__all__ = ["RayExecutor"]


# Importing the package (plugin discovery imports scorewire_ray.plugin) imports nothing more.
_LAZY = {"RayExecutor": "._executor"}
__getattr__ = lazy_exports(__name__, _LAZY)
