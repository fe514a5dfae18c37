"""One local Ray for the module's tests: 2 CPUs, no dashboard, loopback only, no usage stats."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(scope="session")
def ray_cluster() -> Iterator[Any]:
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
    # Under `uv run`, Ray would start workers through `uv run` with the working directory
    # packaged as a runtime env; the workers share this interpreter instead.
    os.environ["RAY_ENABLE_UV_RUN_RUNTIME_ENV"] = "0"
    ray = pytest.importorskip("ray")
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        _node_ip_address="127.0.0.1",
        log_to_driver=False,
        configure_logging=False,
    )
    try:
        yield ray
    finally:
        ray.shutdown()
