"""An httpx transport whose connection pool does O(1) work per request.

httpcore's ``AsyncConnectionPool`` re-scans every connection against every
queued request, and polls every idle socket, at each state change (see httpx
issue #3215). At 64 concurrent requests that bookkeeping cost more CPU than the
requests themselves: 2,000 requests to a 50 ms loopback server took over 10x the
ideal time. This pool keeps idle keep-alive connections on a free list instead:
take one (dropping any the server closed or that expired), or open a new one
while under the limit; put it back when the response body is closed.

The transport subclasses httpx's own, so request conversion and the mapping of
httpcore errors onto httpx exceptions (timeouts, connection errors) are httpx's.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import httpcore
import httpx


class _ReleasingStream:
    """Wraps a response body; closing it hands the connection back to the pool once."""

    def __init__(
        self, stream: Any, pool: _FreeListPool, key: tuple[bytes, bytes, int], conn: httpcore.AsyncHTTPConnection
    ) -> None:
        self._stream = stream
        self._pool = pool
        self._key = key
        self._conn: httpcore.AsyncHTTPConnection | None = conn

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self._stream:
            yield chunk

    async def aclose(self) -> None:
        try:
            if hasattr(self._stream, "aclose"):
                await self._stream.aclose()
        finally:
            conn, self._conn = self._conn, None
            if conn is not None:
                await self._pool.release(self._key, conn)


class _FreeListPool:
    def __init__(self, *, ssl_context: Any, max_connections: int, keepalive_expiry: float | None) -> None:
        self._ssl_context = ssl_context
        self._max = max_connections
        self._expiry = keepalive_expiry
        self._idle: dict[tuple[bytes, bytes, int], list[httpcore.AsyncHTTPConnection]] = {}
        self._slots: asyncio.Semaphore | None = None

    async def handle_async_request(self, request: httpcore.Request) -> httpcore.Response:
        if self._slots is None:
            self._slots = asyncio.Semaphore(self._max)
        await self._slots.acquire()
        origin = request.url.origin
        key = (origin.scheme, origin.host, origin.port)
        conn = None
        try:
            conn = await self._take_idle(key)
            if conn is not None:
                try:
                    response = await conn.handle_async_request(request)
                except (httpcore.RemoteProtocolError, httpcore.ReadError, httpcore.WriteError):
                    # The server closed this kept-alive connection as we reused it (the usual
                    # keep-alive race): it sent no response, so send the request once more on a
                    # fresh connection, as browsers and urllib3 do.
                    await conn.aclose()
                    conn = None
            if conn is None:
                conn = httpcore.AsyncHTTPConnection(
                    origin=origin, ssl_context=self._ssl_context, keepalive_expiry=self._expiry
                )
                response = await conn.handle_async_request(request)
        except BaseException:
            self._slots.release()
            if conn is not None:
                await conn.aclose()
            raise
        return httpcore.Response(
            status=response.status,
            headers=response.headers,
            content=_ReleasingStream(response.stream, self, key, conn),
            extensions=response.extensions,
        )

    async def _take_idle(self, key: tuple[bytes, bytes, int]) -> httpcore.AsyncHTTPConnection | None:
        """An idle kept-alive connection to ``key``, dropping any the server closed or that expired."""
        idle = self._idle.get(key)
        while idle:
            candidate = idle.pop()
            if candidate.is_available() and not candidate.has_expired():
                return candidate
            await candidate.aclose()
        return None

    async def release(self, key: tuple[bytes, bytes, int], conn: httpcore.AsyncHTTPConnection) -> None:
        assert self._slots is not None
        self._slots.release()
        if conn.is_available():
            self._idle.setdefault(key, []).append(conn)
        else:
            await conn.aclose()

    async def aclose(self) -> None:
        idle, self._idle = self._idle, {}
        for conns in idle.values():
            for conn in conns:
                await conn.aclose()

    async def __aenter__(self) -> _FreeListPool:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


class FreeListTransport(httpx.AsyncHTTPTransport):
    """``httpx.AsyncHTTPTransport`` with the free-list pool (HTTP/1.1, no proxy)."""

    def __init__(self, *, max_connections: int = 64, keepalive_expiry: float | None = 30.0, verify: Any = True) -> None:
        # The parent's __init__ only builds httpcore's pool, which is what we replace.
        self._pool = _FreeListPool(  # type: ignore[assignment]
            ssl_context=httpx.create_ssl_context(verify=verify),
            max_connections=max_connections,
            keepalive_expiry=keepalive_expiry,
        )
