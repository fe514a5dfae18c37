"""A small OpenAI-compatible ``/v1/completions`` server for tests, run on 127.0.0.1 in a thread.

It tokenizes the prompt itself with a toy tokenizer in which punctuation keeps
a following space (``": "``), so a context ending in ``":"`` followed by the
target delimiter ``" "`` yields a token that straddles the context boundary.
Each token's logprob comes from a table (default -1.0); ``not_top`` tokens are
given a better alternative in ``top_logprobs`` so they are not greedy.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

TOKEN = re.compile(r"[^\w\s]+ ?|\s?\w+|\s")


def tokenize(text: str) -> list[str]:
    """The toy tokenizer: punctuation(+space), (space+)word, or one space."""
    tokens = TOKEN.findall(text)
    assert "".join(tokens) == text
    return tokens


@dataclass
class ServerState:
    """What the server answers, and what it has seen."""

    logprobs: dict[str, float] = field(default_factory=dict)
    not_top: set[str] = field(default_factory=set)
    reject_lists: bool = False
    fail_first: int = 0
    generate: str | None = None  # a token appended after the prompt (servers ignoring max_tokens=0)
    reverse_order: bool = False
    requests: list[dict[str, Any]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def logprobs_for(self, prompt: str) -> dict[str, Any]:
        tokens = tokenize(prompt)
        if self.generate is not None:
            tokens.append(self.generate)
        offsets, lps, tops = [], [], []
        pos = 0
        for i, tok in enumerate(tokens):
            offsets.append(pos)
            pos += len(tok)
            lp = None if i == 0 else self.logprobs.get(tok, -1.0)
            lps.append(lp)
            if lp is None:
                tops.append(None)
            elif tok in self.not_top:
                tops.append({tok: lp, "<better>": lp + 0.5})
            else:
                tops.append({tok: lp})
        return {"tokens": tokens, "token_logprobs": lps, "top_logprobs": tops, "text_offset": offsets}


class _Handler(BaseHTTPRequestHandler):
    state: ServerState

    def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
        pass

    def _send(self, status: int, body: dict[str, Any]) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", "0"))
        payload = json.loads(self.rfile.read(length))
        state = self.state
        with state.lock:
            state.requests.append(payload)
            failing = len(state.requests) <= state.fail_first
        if self.path != "/v1/completions":
            self._send(404, {"error": {"message": f"no route {self.path}"}})
            return
        if failing:
            self._send(503, {"error": {"message": "overloaded, try again"}})
            return
        prompt = payload["prompt"]
        if isinstance(prompt, list) and state.reject_lists:
            self._send(400, {"error": {"message": "prompt must be a string"}})
            return
        if not (payload.get("echo") and payload.get("max_tokens") == 0 and payload.get("logprobs") == 1):
            self._send(422, {"error": {"message": "this server only scores prompts (echo, max_tokens=0, logprobs=1)"}})
            return
        prompts = prompt if isinstance(prompt, list) else [prompt]
        choices = [
            {
                "index": i,
                "text": p + (state.generate or ""),
                "logprobs": state.logprobs_for(p),
                "finish_reason": "length",
            }
            for i, p in enumerate(prompts)
        ]
        if state.reverse_order:
            choices.reverse()
        self._send(200, {"object": "text_completion", "model": payload.get("model"), "choices": choices})


@contextmanager
def serve(state: ServerState) -> Iterator[str]:
    """Run the server for the duration of the block; yields its ``/v1`` base URL."""
    handler = type("Handler", (_Handler,), {"state": state})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
