"""The symbolic stage: sympy comparisons in a separate process with a hard timeout.

A Python-level timeout (signals, threads) cannot reliably interrupt sympy
while it is deep in C-level big-integer arithmetic or a long simplification,
so every symbolic comparison runs in a long-lived worker process.  When a
comparison overruns its budget the parent kills the worker (SIGKILL) and
starts a fresh one on the next request; the row records the timeout.

This file is also the worker's entry point (``python _worker.py``) and is
therefore self-contained: it imports nothing from the rest of the package.
The expressions it evaluates are sympy-constructor source written by
``_latex.to_sympy_source`` from a parsed tree, never raw model output.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import queue
import subprocess
import sys
import threading
from collections import OrderedDict
from typing import IO, Any

_NAMES = (
    "Integer Rational Symbol pi oo I sqrt root factorial binomial Abs sin cos tan cot sec csc "
    "asin acos atan sinh cosh tanh log exp"
).split()
# Two numbers whose difference sympy cannot decide are compared numerically at
# this many digits; they must agree to within 10^-REL_DIGITS relative.
PRECISION = 60
REL_DIGITS = 45


def _namespace() -> dict[str, Any]:
    import sympy

    return {name: getattr(sympy, name) for name in _NAMES}


def _equal(a: Any, b: Any) -> tuple[bool, str]:
    """``(equal, method)``; method is ``exact`` or ``numeric`` (the 60-digit fallback decided)."""
    import sympy

    # Division by zero (zoo) or an undefined value (nan) is never equal to anything.
    if any(x.has(sympy.zoo, sympy.nan) for x in (a, b)):
        return False, "exact"
    if a == b:
        return True, "exact"
    if any(x.has(sympy.oo, -sympy.oo) for x in (a, b)):
        return bool(sympy.simplify(a - b) == 0), "exact"
    diff = a - b
    if diff == 0:
        return True, "exact"
    if diff.is_number:
        simplified = sympy.simplify(diff)
        if simplified == 0:
            return True, "exact"
        if simplified.is_zero is False:
            return False, "exact"
        value = sympy.N(simplified, PRECISION)
        scale = max(sympy.Integer(1), abs(sympy.N(a, PRECISION)))
        if not value.is_finite or not scale.is_finite:
            return False, "numeric"
        return bool(abs(value) <= scale * sympy.Rational(1, 10**REL_DIGITS)), "numeric"
    if sympy.expand(diff) == 0:
        return True, "exact"
    return bool(sympy.simplify(diff) == 0), "exact"


def compare_sources(op: str, a_src: str, b_src: str) -> tuple[bool, str]:
    """Evaluate two sympy-constructor sources and compare them (``equal`` or ``equation``).

    Returns ``(equal, method)``, method ``exact`` or ``numeric``.
    """
    ns = _namespace()
    a = eval(a_src, {"__builtins__": {}}, ns)
    b = eval(b_src, {"__builtins__": {}}, ns)
    if op == "equation":
        same = _equal(a, b)
        return same if same[0] else _equal(a, -b)
    return _equal(a, b)


# Address-space cap of the worker, so an expression that passes the guards cannot exhaust the
# machine's memory before its timeout: sympy then raises MemoryError, reported as an error.
MEMORY_LIMIT_BYTES = 2 * 1024**3


def _limit_memory() -> None:
    try:
        import resource
    except ImportError:  # not POSIX
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if soft == resource.RLIM_INFINITY or soft > MEMORY_LIMIT_BYTES:
        limit = MEMORY_LIMIT_BYTES if hard == resource.RLIM_INFINITY else min(MEMORY_LIMIT_BYTES, hard)
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def _serve(stdin: IO[str], stdout: IO[str]) -> None:
    _limit_memory()
    import sympy  # noqa: F401  (import before announcing readiness, so requests are not timed on it)

    stdout.write("ready\n")
    stdout.flush()
    for line in stdin:
        request = json.loads(line)
        result: bool | None
        try:
            result, method = compare_sources(request["op"], request["a"], request["b"])
            error = None
        except Exception as exc:  # a sympy failure is a verdict "undecided", reported to the parent
            result, method, error = None, "", f"{type(exc).__name__}: {exc}"[:300]
        reply = {"id": request["id"], "result": result, "method": method, "error": error}
        stdout.write(json.dumps(reply) + "\n")
        stdout.flush()


class WorkerUnavailable(RuntimeError):
    """The worker process could not be started."""


class SymbolicWorker:
    """A client for one worker process; thread-safe (requests are serialised).

    :param startup_timeout: seconds allowed for the worker to start and import sympy
        (not counted against any comparison's budget).
    """

    def __init__(self, startup_timeout: float = 120.0, cache_size: int = 4096) -> None:
        self.startup_timeout = startup_timeout
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._reader: threading.Thread | None = None
        self._next_id = 0
        self._ready = False
        self._cache: OrderedDict[tuple[str, str, str], tuple[bool | None, str]] = OrderedDict()
        self._cache_size = cache_size
        self.restarts = 0
        self._owner_pid = os.getpid()

    def _start(self) -> None:
        env = dict(os.environ)
        env.setdefault("PYTHONHASHSEED", "0")
        try:
            proc = subprocess.Popen(
                [sys.executable, "-u", os.path.abspath(__file__)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                encoding="utf-8",
                env=env,
            )
        except OSError as exc:
            raise WorkerUnavailable(f"cannot start the sympy worker: {exc}") from exc
        lines: queue.Queue[str | None] = queue.Queue()

        def read(stream: IO[str]) -> None:
            try:
                for line in stream:
                    lines.put(line)
            except (OSError, ValueError):
                pass
            lines.put(None)

        assert proc.stdout is not None
        reader = threading.Thread(target=read, args=(proc.stdout,), name="scorewire-math-worker", daemon=True)
        reader.start()
        self._proc, self._lines, self._reader = proc, lines, reader
        self._ready = False

    def _await_ready(self) -> None:
        """Wait for the worker's "ready" line (sympy imported); not counted in any budget."""
        if self._ready:
            return
        try:
            first = self._lines.get(timeout=self.startup_timeout)
        except queue.Empty:
            first = None
        if first is None or first.strip() != "ready":
            self._stop()
            raise WorkerUnavailable("the sympy worker did not start (is sympy installed?)")
        self._ready = True

    def _stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        with contextlib.suppress(OSError):
            proc.kill()
        proc.wait()
        if self._reader is not None:
            self._reader.join(timeout=5)
        for stream in (proc.stdin, proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError, ValueError):
                    stream.close()

    def close(self) -> None:
        """Stop the worker process (a later request starts a new one)."""
        if self._owner_pid != os.getpid():
            return  # a forked child must not kill its parent's worker
        with self._lock:
            self._stop()

    def compare(self, op: str, a_src: str, b_src: str, timeout: float) -> tuple[bool | None, str]:
        """Compare two sources; returns ``(verdict, status)``.

        ``status`` is ``ok`` (``ok-numeric`` when the 60-digit numeric fallback
        decided), ``timeout`` (the worker was killed after ``timeout`` seconds),
        ``error`` (sympy raised) or ``unavailable``; the verdict is None unless
        the status starts with ``ok``.
        """
        key = (op, a_src, b_src)
        if self._owner_pid != os.getpid():
            # This process was forked from the one that owns the worker: start our own.
            self._lock = threading.Lock()
            self._proc, self._reader, self._ready = None, None, False
            self._owner_pid = os.getpid()
        with self._lock:
            if key in self._cache:
                self._cache.move_to_end(key)
                return self._cache[key]
            try:
                if self._proc is None or self._proc.poll() is not None:
                    self._stop()
                    self._start()
                self._await_ready()
            except WorkerUnavailable:
                return None, "unavailable"
            assert self._proc is not None and self._proc.stdin is not None
            self._next_id += 1
            request_id = self._next_id
            try:
                self._proc.stdin.write(json.dumps({"id": request_id, "op": op, "a": a_src, "b": b_src}) + "\n")
                self._proc.stdin.flush()
            except (OSError, ValueError):
                self._stop()
                return None, "error"
            try:
                line = self._lines.get(timeout=max(timeout, 0.0))
            except queue.Empty:
                self.restarts += 1
                self._stop()
                # Start the replacement now, so it imports sympy while the caller moves on.
                with contextlib.suppress(WorkerUnavailable):
                    self._start()
                return None, "timeout"
            if line is None:
                self._stop()
                return None, "error"
            reply = json.loads(line)
            if reply.get("id") != request_id:
                self._stop()
                return None, "error"
            verdict = reply.get("result")
            status = "error" if verdict is None else ("ok-numeric" if reply.get("method") == "numeric" else "ok")
            self._cache[key] = (verdict, status)
            if len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
            return verdict, status


_SHARED: SymbolicWorker | None = None
_SHARED_LOCK = threading.Lock()


def shared_worker() -> SymbolicWorker:
    """The process-wide worker every evaluator instance uses (started on first need)."""
    global _SHARED
    with _SHARED_LOCK:
        if _SHARED is None:
            _SHARED = SymbolicWorker()
            atexit.register(_SHARED.close)
        return _SHARED


if __name__ == "__main__":
    _serve(sys.stdin, sys.stdout)
