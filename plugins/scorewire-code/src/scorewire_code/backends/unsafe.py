"""The ``unsafe-subprocess`` backend: a plain subprocess, no isolation, only when named."""

from __future__ import annotations

import sys
import warnings
from typing import Any

from ._supervisor_client import _raw_from_reply, _SupervisorClient
from .base import RUNNER_SOURCE, Backend, ExecutionResult, UnsafeExecutionWarning, classify


class UnsafeSubprocessBackend(Backend):
    """Runs code in a plain subprocess with NO isolation. Only when asked for by name.

    It still times out, kills the process group and caps output, but the code
    can read your files, use the network and see your environment minus what
    ``-I`` drops. Every result is marked ``unsafe``.
    """

    name = "unsafe-subprocess"
    unsafe = True

    def __init__(self, *, python: str | None = None, **kwargs: Any) -> None:
        warnings.warn(
            "scorewire-code: the 'unsafe-subprocess' backend runs model-written code WITHOUT a sandbox",
            UnsafeExecutionWarning,
            stacklevel=3,
        )
        super().__init__(**kwargs)
        self.python = python or sys.executable
        self._client = _SupervisorClient()

    @property
    def isolation(self) -> str:
        return "none (unsafe-subprocess: process group kill, output cap, rlimits only)"

    def _execute(self, program: str, timeout: float) -> ExecutionResult:
        # RLIMIT_NPROC is meaningless for root; keep the cap but it only binds non-root users.
        req = {
            "argv": [self.python, "-I", "-S", "-c", RUNNER_SOURCE, "--zygote", "{reply_fd}"],
            "warm": True,
            "once": True,
            "job": self._job(program, "w", nproc_rlimit=True, cleanup="none", private_tmp=False),
            "timeout": timeout,
            "max_output": self.limits.max_output_bytes,
            "uid": None,
            "gid": None,
            "cgroup": None,
        }
        reply = self._client.request(req, wait=timeout + 60)
        return classify(_raw_from_reply(reply), self.name, self.isolation, unsafe=True)

    def close(self) -> None:
        super().close()
        self._client.close()
