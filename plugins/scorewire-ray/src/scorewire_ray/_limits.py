"""Per-endpoint concurrency limits that hold across the whole cluster.

Each actor of the pool runs its own event loop, so a limit per process would multiply by
the pool size. One named async actor holds a semaphore per endpoint (an HTTP system's
``base_url``, else the system's name); every system call on every worker takes a slot there
first. A slot costs one round trip to that actor (about a millisecond on one machine),
negligible beside a model call.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Mapping
from typing import Any


class EndpointLimiter:
    """A semaphore per endpoint key (run as one Ray actor per run)."""

    def __init__(self) -> None:
        self._sems: dict[str, asyncio.Semaphore] = {}
        self._in_flight: dict[str, int] = {}
        self._peak: dict[str, int] = {}

    async def acquire(self, key: str, limit: int) -> None:
        sem = self._sems.get(key)
        if sem is None:
            sem = self._sems[key] = asyncio.Semaphore(limit)
        await sem.acquire()
        self._in_flight[key] = self._in_flight.get(key, 0) + 1
        self._peak[key] = max(self._peak.get(key, 0), self._in_flight[key])

    def release(self, key: str) -> None:
        self._in_flight[key] -= 1
        self._sems[key].release()

    def peak(self) -> dict[str, int]:
        """The most calls in flight at once, per endpoint, so far."""
        return dict(self._peak)


def endpoint_key(system: Any) -> str:
    """What a system's calls share a limit by: its ``base_url``, else its name."""
    url = getattr(system, "base_url", None)
    return str(url) if url else f"system:{getattr(system, 'name', repr(system))}"


class LimitedSystem:
    """A system whose calls first take a slot of its endpoint on the cluster-wide limiter."""

    def __init__(self, system: Any, limiter: Any, key: str, limit: int) -> None:
        self.system = system
        self.name = system.name
        self.limiter = limiter
        self.key = key
        self.limit = limit

    async def process(self, example: Mapping[str, Any]) -> Any:
        await self.limiter.acquire.remote(self.key, self.limit)
        try:
            if inspect.iscoroutinefunction(self.system.process):
                return await self.system.process(example)
            return await asyncio.to_thread(self.system.process, example)
        finally:
            self.limiter.release.remote(self.key)

    async def aclose(self) -> None:
        close = getattr(self.system, "aclose", None)
        if close is not None and inspect.iscoroutinefunction(close):
            await close()


class RequestLimit:
    """The HTTP request limiter a worker installs (:func:`scorewire.http.set_request_limiter`):
    every request an :class:`~scorewire.http.EndpointClient` of the worker sends (judges, HTTP
    systems) first takes a slot of its URL on the cluster-wide limiter."""

    def __init__(self, limiter: Any) -> None:
        self.limiter = limiter

    def __call__(self, url: str, limit: int) -> _Slot:
        return _Slot(self.limiter, f"url:{url}", limit)


class _Slot:
    def __init__(self, limiter: Any, key: str, limit: int) -> None:
        self.limiter, self.key, self.limit = limiter, key, limit

    async def __aenter__(self) -> None:
        await self.limiter.acquire.remote(self.key, self.limit)

    async def __aexit__(self, *exc: object) -> None:
        self.limiter.release.remote(self.key)
