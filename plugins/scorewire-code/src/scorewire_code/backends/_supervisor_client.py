"""The client of ``_supervisor.py``, the subreaper that launches the local and unsafe sandboxes."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from concurrent.futures import Future
from typing import Any

from .base import SUPERVISOR_PATH, _Raw, excerpt


class _SupervisorClient:
    """Talks to one ``_supervisor.py`` process; replies resolve futures by request id."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._futures: dict[int, Future[dict[str, Any]]] = {}
        self._next = 0
        self._reader: threading.Thread | None = None
        # Warm-slot command lines the current supervisor process already holds (by slot key):
        # later requests name the key instead of resending the whole argv (runner source included).
        self._sent_slots: set[str] = set()

    def _ensure(self) -> subprocess.Popen[bytes]:
        if self._proc is None or self._proc.poll() is not None:
            for fut in self._futures.values():
                fut.set_exception(RuntimeError("the sandbox supervisor exited"))
            self._futures.clear()
            self._sent_slots = set()
            proc = subprocess.Popen(
                [sys.executable, "-I", "-S", str(SUPERVISOR_PATH)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                close_fds=True,
            )
            self._proc = proc
            self._reader = threading.Thread(target=self._read, args=(proc,), daemon=True, name="scorewire-supervisor")
            self._reader.start()
        return self._proc

    def _read(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            reply = json.loads(line)
            with self._lock:
                fut = self._futures.pop(reply.get("id"), None)
            if fut is not None:
                fut.set_result(reply)
        proc.stdout.close()
        with self._lock:
            if self._proc is proc:
                for fut in self._futures.values():
                    fut.set_exception(RuntimeError("the sandbox supervisor exited"))
                self._futures.clear()

    def request(self, req: dict[str, Any], wait: float) -> dict[str, Any]:
        """Send one request and wait for its reply.

        A request with ``slot`` (a key naming its ``argv``) carries the argv only the
        first time this supervisor process sees that key.
        """
        with self._lock:
            proc = self._ensure()
            self._next += 1
            req = {**req, "id": self._next}
            slot = req.get("slot")
            if slot is not None:
                if slot in self._sent_slots:
                    req.pop("argv", None)
                else:
                    self._sent_slots.add(slot)
            fut: Future[dict[str, Any]] = Future()
            self._futures[self._next] = fut
            assert proc.stdin is not None
            proc.stdin.write((json.dumps(req) + "\n").encode())
            proc.stdin.flush()
        return fut.result(timeout=wait)

    def close(self) -> None:
        with self._lock:
            if self._proc is not None and self._proc.stdin is not None:
                try:
                    self._proc.stdin.close()  # the supervisor then stops its sandboxes, removes their cgroups
                except OSError:
                    pass
            if self._proc is not None and self._proc.poll() is None:
                try:
                    self._proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self._proc.kill()
                    self._proc.wait()
            reader = self._reader
            self._proc = None
        if reader is not None:
            reader.join(timeout=5)


def _raw_from_reply(reply: dict[str, Any]) -> _Raw:
    """A raw execution from the supervisor's reply; the verdict is the one the zygote judged."""
    if reply.get("error"):
        return _Raw(False, None, False, False, False, None, "", 0, 0.0, error=str(reply["error"]))
    record = reply.get("record")
    return _Raw(
        bool(reply.get("started")),
        record if isinstance(record, dict) else None,
        bool(reply["timed_out"]),
        bool(reply["output_exceeded"]),
        bool(reply["oom"]),
        reply.get("exit"),
        excerpt(reply.get("stderr_head", ""), reply.get("stderr_tail", "")),
        int(reply.get("stdout_bytes", 0)),
        float(reply.get("duration", 0.0)),
        report_error=reply.get("report_error"),
    )
