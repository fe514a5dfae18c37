"""A loopback OpenAI-compatible judge for tests: 127.0.0.1 only, scripted replies, counts requests.

``FakeJudge(respond)`` runs an asyncio HTTP/1.1 server in a background thread. For every
``POST .../chat/completions`` it calls ``respond(body: dict, index: int)`` which returns a
:class:`Answer` (status, JSON body or raw bytes, headers, delay). It records every request
body with its arrival time and the largest number of requests in flight.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Answer:
    """One scripted reply."""

    body: Any = None
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    raw: bytes | None = None


def chat_reply(
    text: str,
    *,
    finish_reason: str = "stop",
    logprobs: Any = None,
    usage: dict[str, int] | None = None,
    model: str = "fake-judge",
) -> Answer:
    """A normal chat completion carrying ``text``."""
    choice: dict[str, Any] = {
        "index": 0,
        "message": {"role": "assistant", "content": text},
        "finish_reason": finish_reason,
    }
    if logprobs is not None:
        choice["logprobs"] = logprobs
    body: dict[str, Any] = {"id": "x", "model": model, "choices": [choice]}
    body["usage"] = usage if usage is not None else {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
    if usage == {}:
        del body["usage"]
    return Answer(body)


class FakeJudge:
    """Scripted judge server; use as a context manager. ``url`` is the ``/v1`` base URL."""

    def __init__(self, respond: Callable[[dict[str, Any], int], Answer]) -> None:
        self.respond = respond
        self.requests: list[dict[str, Any]] = []
        self.times: list[float] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self.port = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._main())
        self._loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        server = await asyncio.start_server(self._handle, "127.0.0.1", 0, backlog=512)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        await self._stop.wait()
        server.close()
        tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await server.wait_closed()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = 0
                for line in head.split(b"\r\n"):
                    if line.lower().startswith(b"content-length:"):
                        length = int(line.split(b":", 1)[1])
                payload = json.loads(await reader.readexactly(length))
                with self._lock:
                    index = len(self.requests)
                    self.requests.append(payload)
                    self.times.append(time.monotonic())
                    self.in_flight += 1
                    self.max_in_flight = max(self.max_in_flight, self.in_flight)
                try:
                    answer = self.respond(payload, index)
                    if answer.delay:
                        await asyncio.sleep(answer.delay)
                finally:
                    with self._lock:
                        self.in_flight -= 1
                data = answer.raw if answer.raw is not None else json.dumps(answer.body).encode()
                headers = {"Content-Type": "application/json", **answer.headers, "Content-Length": str(len(data))}
                head_out = f"HTTP/1.1 {answer.status} X\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items())
                writer.write(head_out.encode() + b"\r\n" + data)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            writer.close()

    def __enter__(self) -> FakeJudge:
        self._thread.start()
        self._ready.wait(10)
        return self

    def __exit__(self, *exc: object) -> None:
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)
