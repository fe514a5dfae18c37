"""``timeout`` bounds a whole request and response bodies have a size cap (servers on loopback)."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Iterator

import httpx
import pytest
from scorewire import OpenAIChatSystem, RequestError, RetryPolicy, evaluate
from scorewire.http import post_json

HEAD = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"


class RawServer:
    """Answers every connection with ``behaviour(conn)`` on a background thread; stops on close."""

    def __init__(self, behaviour: str) -> None:
        self.behaviour = behaviour
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.sock.settimeout(0.2)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/v1"
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self) -> None:
        while not self.stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            threading.Thread(target=self.answer, args=(conn,), daemon=True).start()

    def answer(self, conn: socket.socket) -> None:
        try:
            conn.recv(65536)
            if self.behaviour == "trickle":  # a valid body, one byte a second (30 s in all)
                body = b'{"choices": [{"message": {"content": "Paris"}}]}'
                conn.sendall(HEAD + b"Content-Length: %d\r\n\r\n" % len(body))
                for byte in body[:30]:
                    if self.stop.is_set():
                        break
                    conn.sendall(bytes([byte]))
                    time.sleep(1.0)
            elif self.behaviour == "endless":  # chunked, never ends (about 6 MB/s)
                conn.sendall(HEAD + b"Transfer-Encoding: chunked\r\n\r\n")
                chunk = b"x" * 65536
                while not self.stop.is_set():
                    conn.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                    time.sleep(0.01)
            elif self.behaviour == "huge":  # a complete 8 MB body
                body = b'{"pad": "' + b"x" * (8 << 20) + b'"}'
                conn.sendall(HEAD + b"Content-Length: %d\r\n\r\n" % len(body) + body)
        except OSError:
            pass
        finally:
            conn.close()

    def close(self) -> None:
        self.stop.set()
        self.sock.close()
        self.thread.join(timeout=5)


@pytest.fixture
def raw_server(request: pytest.FixtureRequest) -> Iterator[RawServer]:
    server = RawServer(request.param)
    yield server
    server.close()


@pytest.mark.parametrize("raw_server", ["trickle", "endless"], indirect=True)
def test_timeout_bounds_the_whole_request(raw_server: RawServer) -> None:
    system = OpenAIChatSystem(model="m", base_url=raw_server.url, timeout=1.0, retry=RetryPolicy(max_retries=0))
    t0 = time.monotonic()
    row = evaluate([system], [{"id": 1, "prompt": "capital of France?"}], evaluators=[]).rows[0]
    elapsed = time.monotonic() - t0
    (error,) = row["errors"]
    assert error["type"] == "RequestError" and "no complete response within 1s" in error["message"]
    assert elapsed < 10.0, f"the row took {elapsed:.1f}s with timeout=1"  # the server would take 30 s or forever


@pytest.mark.parametrize("raw_server", ["huge"], indirect=True)
def test_a_body_over_the_cap_is_a_request_error(raw_server: RawServer) -> None:
    async def call() -> object:
        async with httpx.AsyncClient() as client:
            return await post_json(client, raw_server.url + "/chat/completions", {}, timeout=30, max_bytes=1 << 20)

    with pytest.raises(RequestError, match="larger than 1048576 bytes"):
        asyncio.run(call())
