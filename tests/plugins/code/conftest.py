"""Fixtures for scorewire-code: sandbox backends that fail under CI and skip elsewhere when missing."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from scorewire_code.backends import SandboxUnavailableError, get_backend
from scorewire_code.evaluators import CodeExecution

SANDBOXES = ("local", "docker")


def require_backend(name: str) -> None:
    """Fail (under CI) or skip (elsewhere) when the backend cannot run here."""
    try:
        get_backend(name)
    except SandboxUnavailableError as exc:
        msg = f"{name} sandbox unavailable: {exc} (run scripts/setup-sandboxes.sh as root)"
        if os.environ.get("CI"):
            pytest.fail(msg)
        pytest.skip(msg)


@pytest.fixture(params=SANDBOXES)
def sandbox(request: pytest.FixtureRequest) -> Iterator[str]:
    """The name of each real sandbox backend, in turn."""
    require_backend(request.param)
    yield request.param


@pytest.fixture
def make_evaluator(sandbox: str):  # type: ignore[no-untyped-def]
    """Build a ``code_execution`` evaluator on the current sandbox backend."""

    def make(**options: object) -> CodeExecution:
        return CodeExecution(backend=sandbox, **options)  # type: ignore[arg-type]

    return make
