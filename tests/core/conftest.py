"""Fixtures for core tests: fake entry points over modules written to tmp_path."""

from __future__ import annotations

import importlib.metadata as md
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest


@pytest.fixture
def make_plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str, str], md.EntryPoint]]:
    """Write a module ``name`` with ``source`` and return a fake ``scorewire`` entry point for it."""
    monkeypatch.syspath_prepend(str(tmp_path))
    created: list[str] = []

    def make(module: str, source: str, ep_name: str | None = None) -> md.EntryPoint:
        (tmp_path / f"{module}.py").write_text(textwrap.dedent(source))
        created.append(module)
        return md.EntryPoint(name=ep_name or module.replace("_", "-"), value=module, group="scorewire")

    yield make
    for module in created:
        sys.modules.pop(module, None)


class FakeOpenAIServer:
    """A small OpenAI-compatible chat server on 127.0.0.1 with scripted misbehaviour.

    ``script[prompt]`` is a list of actions taken on the 1st, 2nd, ... request
    for that user prompt (the last one repeats):
    ``("ok", text)``, ``("status", code, headers, body)``, ``("hang", seconds)``,
    ``("raw", body_bytes)``.
    """

    def __init__(self) -> None:
        import http.server
        import json
        import threading
        from collections import Counter

        self.script: dict[str, list[tuple]] = {}
        self.calls: Counter[str] = Counter()
        self.headers: list[dict[str, str]] = []
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                import time

                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                prompt = body["messages"][-1]["content"]
                server.headers.append(dict(self.headers))
                n = server.calls[prompt]
                server.calls[prompt] += 1
                actions = server.script.get(prompt, [("ok", f"echo: {prompt}")])
                action = actions[min(n, len(actions) - 1)]
                kind = action[0]
                if kind == "hang":
                    time.sleep(action[1])
                    action = ("ok", "too late")
                    kind = "ok"
                if kind == "ok":
                    payload = json.dumps(
                        {
                            "choices": [
                                {"message": {"role": "assistant", "content": action[1]}, "finish_reason": "stop"}
                            ],
                            "usage": {"prompt_tokens": 3, "completion_tokens": 2},
                        }
                    ).encode()
                    self._send(200, {}, payload)
                elif kind == "status":
                    self._send(action[1], action[2], json.dumps({"error": {"message": action[3]}}).encode())
                elif kind == "raw":
                    self._send(200, {}, action[1])

            def _send(self, code: int, headers: dict[str, str], payload: bytes) -> None:
                try:
                    self.send_response(code)
                    for k, v in headers.items():
                        self.send_header(k, v)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout test)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        self.base_url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def openai_server() -> Iterator[FakeOpenAIServer]:
    """A running :class:`FakeOpenAIServer`."""
    server = FakeOpenAIServer()
    yield server
    server.close()
