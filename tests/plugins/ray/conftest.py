"""One local Ray per test module: 2 CPUs, no dashboard, loopback only, no usage stats.

The cluster is shut down at the end of each module, so its processes and object store
(shared memory) do not stay alive under the tests that follow.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

# Enough for the tests' blocks; Ray would otherwise reserve 30% of the machine's memory.
RAY_OBJECT_STORE = 512 * 1024 * 1024


class LocalRay:
    """The ``ray`` module, plus ``restart()``: a fresh local cluster whose workers see the current environment."""

    def __init__(self, ray: Any) -> None:
        self._ray = ray

    def __getattr__(self, name: str) -> Any:
        return getattr(self._ray, name)

    def start(self) -> None:
        self._ray.init(
            num_cpus=2,
            include_dashboard=False,
            _node_ip_address="127.0.0.1",
            log_to_driver=False,
            configure_logging=False,
            object_store_memory=RAY_OBJECT_STORE,
        )

    def restart(self) -> None:
        self._ray.shutdown()
        self.start()


@pytest.fixture(scope="module")
def ray_cluster() -> Iterator[LocalRay]:
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
    # Under `uv run`, Ray would start workers through `uv run` with the working directory
    # packaged as a runtime env; the workers share this interpreter instead.
    os.environ["RAY_ENABLE_UV_RUN_RUNTIME_ENV"] = "0"
    cluster = LocalRay(pytest.importorskip("ray"))
    cluster.start()
    try:
        yield cluster
    finally:
        cluster.shutdown()
