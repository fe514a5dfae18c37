"""Shared fixtures: the reference data folder and a fresh plugin registry."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

# Tests send SIGINT to the processes they start. A test run started as a background job of a
# non-interactive shell (`make test &`) has SIGINT ignored, and children inherit that; give
# them Python's usual Ctrl-C instead, so the tests do not depend on how pytest was started.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = Path(os.environ.get("SCOREWIRE_SHARED_DATA", REPO.parent / "shared" / "data"))


def shared_data_path(*parts: str) -> Path:
    """Path inside ../shared/data; fails under CI and skips elsewhere when it is missing."""
    path = SHARED_DATA.joinpath(*parts)
    if not path.exists():
        msg = (
            f"reference data {path} is missing: parity tests need ../shared/data next to the "
            "repository (or SCOREWIRE_SHARED_DATA pointing at it)"
        )
        if os.environ.get("CI"):
            pytest.fail(msg)
        pytest.skip(msg)
    return path


@pytest.fixture
def shared_data() -> Path:
    """The ../shared/data folder (see :func:`shared_data_path`)."""
    return shared_data_path()
