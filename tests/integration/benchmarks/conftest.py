"""A loopback OpenAI-compatible server for the end-to-end benchmark tests.

``/v1/chat/completions`` answers with ``server.chat(messages)``;
``/v1/completions`` scores each prompt with ``server.loglikelihood(prompt)``
(``(context_length, logprob)``: the prompt's first ``context_length`` characters
are one token, the rest a second token with that logprob). Every request body is
kept in ``server.requests`` (in arrival order) for the tests to check.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


class LoopbackServer:
    def __init__(self) -> None:
        self.chat: Callable[[list[dict[str, str]]], str] = lambda messages: "no answer"
        self.loglikelihood: Callable[[str], tuple[int, float]] = lambda prompt: (len(prompt) - 1, -1.0)
        # Requests for the model named "judge" (an LLM judge) are answered by this, when set.
        self.judge: Callable[[list[dict[str, str]]], str] | None = None
        self.requests: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with server.lock:
                    server.requests.append({"path": self.path, **body})
                if self.path.endswith("/chat/completions"):
                    answer = server.judge if body.get("model") == "judge" and server.judge else server.chat
                    content = answer(body["messages"])
                    payload = {
                        "choices": [
                            {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
                        ]
                    }
                else:
                    prompts = body["prompt"] if isinstance(body["prompt"], list) else [body["prompt"]]
                    payload = {"choices": [server._choice(i, p) for i, p in enumerate(prompts)]}
                data = json.dumps(payload).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.base_url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def _choice(self, index: int, prompt: str) -> dict[str, Any]:
        cut, lp = self.loglikelihood(prompt)
        tokens = [prompt[:cut], prompt[cut:]]
        return {
            "index": index,
            "text": prompt,
            "logprobs": {
                "tokens": tokens,
                "token_logprobs": [None, lp],
                "top_logprobs": [None, {tokens[1]: lp}],
                "text_offset": [0, cut],
            },
        }

    def chat_requests(self) -> list[list[dict[str, str]]]:
        """The messages of every chat request to the model under test (not the judge's)."""
        return [
            r["messages"]
            for r in self.requests
            if r["path"].endswith("/chat/completions") and r.get("model") != "judge"
        ]

    def judge_requests(self) -> list[list[dict[str, str]]]:
        return [r["messages"] for r in self.requests if r.get("model") == "judge"]

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def loopback() -> Iterator[LoopbackServer]:
    server = LoopbackServer()
    yield server
    server.close()
