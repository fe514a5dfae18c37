"""Run one function of a user's script in the sandbox and get its JSON return value.

The public entry point other plugins use (scorewire-structured's custom-script specs)::

    future = submit_function(source, "score", [submission, ground_truth], timeout=10)
    result = future.result()   # ScriptResult(ok, value, error, execution)

The program is the user's source followed by a call of ``function(*args)``; the return
value travels back JSON-encoded in an exception whose class name carries a fresh random
token, read from :class:`~scorewire_code.backends.ExecutionResult` (``error_type`` and
``result``). Arguments and the return value must be JSON; the encoded return value is at
most :data:`MAX_RETURN_CHARS` characters. Everything the backend enforces holds: no
network, a clean environment, memory/process/time limits.
"""

from __future__ import annotations

import json
import secrets
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from .backends import ExecutionResult, SandboxLimits, get_backend

__all__ = ["MAX_RETURN_CHARS", "ScriptResult", "submit_function"]

MAX_RETURN_CHARS = 1500


@dataclass
class ScriptResult:
    """``ok`` with the function's JSON ``value``, or ``error`` saying what went wrong."""

    ok: bool
    value: Any
    error: str | None
    execution: ExecutionResult


def _program(source: str, function: str, args: list[Any], token: str) -> str:
    if not function.isidentifier():
        raise ValueError(f"{function!r} is not a function name")
    payload = json.dumps(args, allow_nan=False)
    return (
        f"{source}\n\n"
        f"import json as _sw_json_{token}\n"
        f"class _ScorewireReturn_{token}(BaseException):\n    pass\n"
        f"_sw_value_{token} = _sw_json_{token}.dumps({function}(*_sw_json_{token}.loads({payload!r})))\n"
        f"raise _ScorewireReturn_{token}(_sw_value_{token})\n"
    )


def _result(execution: ExecutionResult, token: str) -> ScriptResult:
    if execution.error_type == f"_ScorewireReturn_{token}" and execution.result.startswith("failed: "):
        text = execution.result[len("failed: ") :]
        if len(text) > MAX_RETURN_CHARS:
            return ScriptResult(
                False, None, f"the return value is longer than {MAX_RETURN_CHARS} characters", execution
            )
        try:
            return ScriptResult(True, json.loads(text), None, execution)
        except ValueError:
            return ScriptResult(False, None, "the return value did not come back as JSON", execution)
    if execution.passed:
        return ScriptResult(False, None, "the script ended before returning", execution)
    error = f"{execution.reason}: {execution.result}"
    if execution.stderr:
        error += "\n" + execution.stderr[-1000:]
    return ScriptResult(False, None, error, execution)


def submit_function(
    source: str,
    function: str,
    args: list[Any],
    *,
    timeout: float,
    backend: str = "auto",
    memory_mb: int = 256,
) -> Future[ScriptResult]:
    """Queue ``function(*args)`` of ``source`` in a sandbox of ``backend`` (never unsafe unless named)."""
    token = secrets.token_hex(8)
    program = _program(source, function, args, token)
    sandbox = get_backend(backend, limits=SandboxLimits(memory_mb=int(memory_mb)))
    out: Future[ScriptResult] = Future()

    def done(inner: Future[ExecutionResult]) -> None:
        try:
            out.set_result(_result(inner.result(), token))
        except BaseException as exc:
            out.set_exception(exc)

    sandbox.submit(program, timeout).add_done_callback(done)
    return out
