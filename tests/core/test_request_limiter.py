"""scorewire.http.set_request_limiter: every EndpointClient request holds a slot of the installed limiter."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from scorewire import http


class CountingLimiter:
    """At most ``cap`` requests per URL at once across every client; records what it saw."""

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self.in_flight: dict[str, int] = {}
        self.peak: dict[str, int] = {}
        self.limits: set[int] = set()
        self.sems: dict[str, asyncio.Semaphore] = {}

    def __call__(self, url: str, limit: int) -> Any:
        limiter = self
        self.limits.add(limit)

        class Slot:
            async def __aenter__(self) -> None:
                await limiter.sems.setdefault(url, asyncio.Semaphore(limiter.cap)).acquire()
                limiter.in_flight[url] = limiter.in_flight.get(url, 0) + 1
                limiter.peak[url] = max(limiter.peak.get(url, 0), limiter.in_flight[url])

            async def __aexit__(self, *exc: object) -> None:
                limiter.in_flight[url] -= 1
                limiter.sems[url].release()

        return Slot()


def test_requests_of_every_client_share_the_installed_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    async def fake_post(client: Any, url: str, payload: Any, **_: Any) -> tuple[str, Any]:
        await asyncio.sleep(0.005)
        return "{}", {"ok": payload["i"]}

    monkeypatch.setattr(http, "_post_json_raw", fake_post)
    limiter = CountingLimiter(cap=3)
    previous = http.set_request_limiter(limiter)
    try:
        # Two clients (two workers' judges) allowing 8 each against one URL: 3 at once in all.
        clients = [http.EndpointClient(max_concurrency=8), http.EndpointClient(max_concurrency=8)]

        async def main() -> list[Any]:
            out = await asyncio.gather(
                *(clients[i % 2].post_json("http://127.0.0.1:9/v1/chat/completions", {"i": i}) for i in range(40))
            )
            for c in clients:
                await c.aclose()
            return out

        bodies = asyncio.run(main())
    finally:
        assert http.set_request_limiter(previous) is limiter
    assert [b["ok"] for b in bodies] == list(range(40))
    assert limiter.peak == {"http://127.0.0.1:9/v1/chat/completions": 3}
    assert limiter.limits == {8}  # each request says its client's own limit


def test_without_a_limiter_each_client_keeps_its_own_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = [0, 0]

    async def fake_post(client: Any, url: str, payload: Any, **_: Any) -> tuple[str, Any]:
        seen[0] += 1
        seen[1] = max(seen[1], seen[0])
        await asyncio.sleep(0.005)
        seen[0] -= 1
        return "{}", {}

    monkeypatch.setattr(http, "_post_json_raw", fake_post)
    assert http._request_limiter is None
    client = http.EndpointClient(max_concurrency=5)

    async def main() -> None:
        await asyncio.gather(*(client.post_json("http://127.0.0.1:9/x", {}) for _ in range(30)))
        await client.aclose()

    asyncio.run(main())
    assert seen[1] == 5
