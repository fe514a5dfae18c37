"""The free-list connection pool behind OpenAIChatSystem, on a keep-alive loopback server."""

from __future__ import annotations

import asyncio
import json
import threading

import httpx
import pytest
from scorewire._transport import FreeListTransport

BODY = json.dumps({"ok": True}).encode()


class KeepAliveServer:
    """HTTP/1.1 keep-alive server that closes each connection after ``per_conn`` responses."""

    def __init__(self, per_conn: int, drop_next: bool = False) -> None:
        self.per_conn = per_conn
        self.drop_next = drop_next
        self.connections = 0
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()

        async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            self.connections += 1
            try:
                for _ in range(self.per_conn):
                    head = await reader.readuntil(b"\r\n\r\n")
                    length = next(
                        (
                            int(line.split(b":")[1])
                            for line in head.split(b"\r\n")
                            if line.lower().startswith(b"content-length")
                        ),
                        0,
                    )
                    await reader.readexactly(length)
                    writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(BODY), BODY))
                    await writer.drain()
                if self.drop_next:  # read the next request, then hang up without answering
                    await reader.readuntil(b"\r\n\r\n")
            except (asyncio.IncompleteReadError, ConnectionResetError):
                pass
            finally:
                writer.close()

        async def start() -> None:
            self.server = await asyncio.start_server(handle, "127.0.0.1", 0)
            self.port = self.server.sockets[0].getsockname()[1]
            ready.set()

        self.thread = threading.Thread(
            target=lambda: (self.loop.run_until_complete(start()), self.loop.run_forever()), daemon=True
        )
        self.thread.start()
        ready.wait(5)

    def close(self) -> None:
        async def stop() -> None:
            self.server.close()
            await self.server.wait_closed()

        asyncio.run_coroutine_threadsafe(stop(), self.loop).result(5)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


@pytest.fixture
def server():
    s = KeepAliveServer(per_conn=3)
    yield s
    s.close()


def test_connections_are_reused_and_server_closed_ones_are_replaced(server):
    async def main() -> list[int]:
        async with httpx.AsyncClient(transport=FreeListTransport(max_connections=2)) as client:
            codes = []
            for _ in range(9):
                r = await client.post(f"http://127.0.0.1:{server.port}/x", json={})
                codes.append(r.status_code)
                await asyncio.sleep(0.01)  # let the server's close reach us
            return codes

    assert asyncio.run(main()) == [200] * 9
    assert server.connections == 3  # three requests per kept-alive connection


def test_concurrency_is_bounded_by_max_connections(server):
    async def main() -> int:
        async with httpx.AsyncClient(transport=FreeListTransport(max_connections=4)) as client:
            rs = await asyncio.gather(*(client.post(f"http://127.0.0.1:{server.port}/x", json={}) for _ in range(24)))
            return sum(r.status_code == 200 for r in rs)

    assert asyncio.run(main()) == 24
    assert server.connections <= 24 and server.connections >= 8


def test_connection_refused_maps_to_httpx_error():
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]

    async def main() -> None:
        async with httpx.AsyncClient(transport=FreeListTransport(max_connections=1)) as client:
            with pytest.raises(httpx.ConnectError):
                await client.post(f"http://127.0.0.1:{port}/x", json={})
            with pytest.raises(httpx.ConnectError):  # the slot was released after the failure
                await client.post(f"http://127.0.0.1:{port}/x", json={})

    asyncio.run(main())


def test_request_on_a_connection_the_server_drops_is_resent_once():
    server = KeepAliveServer(per_conn=1, drop_next=True)
    try:

        async def main() -> list[int]:
            async with httpx.AsyncClient(transport=FreeListTransport(max_connections=1)) as client:
                return [(await client.post(f"http://127.0.0.1:{server.port}/x", json={})).status_code for _ in range(4)]

        assert asyncio.run(main()) == [200] * 4
        assert server.connections >= 4  # each reused connection was dropped and replaced
    finally:
        server.close()
