"""Sandboxed execution backends: ``docker``, ``local`` (bubblewrap) and ``unsafe-subprocess``.

Every backend runs :mod:`scorewire_code._sandbox_runner` with ``python3 -I -S``
inside its sandbox and turns what came back into an :class:`ExecutionResult`.
Parallelism is bounded per backend by a thread pool of ``parallelism`` workers.

Each backend lives in its own module (:mod:`.local`, :mod:`.unsafe`, :mod:`.docker`) on
the shared :mod:`.base`; this package picks and shares them (:func:`get_backend`) and
re-exports every public name, so ``from scorewire_code.backends import ...`` keeps working.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Callable
from typing import Any

from .base import (
    DEFAULT_IMAGE,
    RUNNER_SOURCE,
    SETUP_HINT,
    STDERR_EXCERPT,
    SUPERVISOR_PATH,
    SYNTAX_ERRORS,
    Backend,
    ExecutionResult,
    SandboxLimits,
    SandboxUnavailableError,
    UnsafeExecutionWarning,
    classify,
    excerpt,
)
from .docker import DockerBackend
from .local import LocalBackend
from .unsafe import UnsafeSubprocessBackend

__all__ = [
    "BACKEND_NAMES",
    "DEFAULT_IMAGE",
    "RUNNER_SOURCE",
    "SETUP_HINT",
    "STDERR_EXCERPT",
    "SUPERVISOR_PATH",
    "SYNTAX_ERRORS",
    "Backend",
    "DockerBackend",
    "ExecutionResult",
    "LocalBackend",
    "SandboxLimits",
    "SandboxUnavailableError",
    "UnsafeExecutionWarning",
    "UnsafeSubprocessBackend",
    "classify",
    "close_all",
    "excerpt",
    "get_backend",
]

# --------------------------------------------------------------------------- selection

BACKEND_NAMES = ("auto", "docker", "local", "unsafe-subprocess")
_BACKENDS: dict[tuple[Any, ...], Backend] = {}
_BACKENDS_LOCK = threading.Lock()


def _make(name: str, options: dict[str, Any]) -> Backend:
    factories: dict[str, Callable[..., Backend]] = {
        "docker": DockerBackend,
        "local": LocalBackend,
        "unsafe-subprocess": UnsafeSubprocessBackend,
    }
    return factories[name](**options)


def get_backend(name: str = "auto", **options: Any) -> Backend:
    """A shared, checked backend for ``name`` and ``options``.

    ``auto`` tries ``docker`` (engine answering and image present), then
    ``local`` (bubblewrap works), and otherwise raises
    :class:`SandboxUnavailableError` saying how to get one. It never falls back
    to ``unsafe-subprocess``.
    """
    name = name.strip().lower().replace("_", "-")
    if name in ("unsafe", "subprocess"):
        raise SandboxUnavailableError("ask for the unisolated backend by its full name: 'unsafe-subprocess'")
    if name not in BACKEND_NAMES:
        raise SandboxUnavailableError(f"unknown backend {name!r}; choose one of {', '.join(BACKEND_NAMES)}")
    key = (name, tuple(sorted((k, repr(v)) for k, v in options.items())))
    with _BACKENDS_LOCK:
        if key in _BACKENDS:
            return _BACKENDS[key]
        candidates = ["docker", "local"] if name == "auto" else [name]
        problems = []
        for candidate in candidates:
            opts = dict(options)
            if candidate != "docker":
                opts.pop("image", None)
            if candidate != "local":
                for k in ("bwrap", "uid", "gid", "use_cgroup", "warm"):
                    opts.pop(k, None)
            backend = _make(candidate, opts)
            try:
                backend.check()
            except SandboxUnavailableError as exc:
                backend.close()
                problems.append(str(exc))
                continue
            _BACKENDS[key] = backend
            return backend
        raise SandboxUnavailableError("no sandbox backend is available: " + " | ".join(problems))


def close_all() -> None:
    """Close every shared backend (containers removed, supervisors stopped)."""
    with _BACKENDS_LOCK:
        backends = list(_BACKENDS.values())
        _BACKENDS.clear()
    for backend in backends:
        backend.close()


atexit.register(close_all)
