"""evaluate(): stream examples through systems and evaluators with bounded concurrency."""

from __future__ import annotations

import asyncio
import gc
import inspect
import itertools
import sys
import threading
import time
from collections import deque
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from ._daemon_pool import DaemonPool
from ._datasets import INPUT_ERROR
from ._errors import DatasetError, MissingFieldError, RequestError, ScorewireError, WiringError
from ._evaluator import evaluator_aggregations, evaluator_version, is_evaluator_class
from ._plugins import PluginRegistry, default_registry
from ._results import EvalResult, Row, RowSink, SummaryBuilder
from ._systems import as_system, call_system, normalize_output
from ._validate import category_of, scores_of, shorten
from ._wiring import WiringRule

_CHUNK = 256
#: Default seconds one system call may take on one row (retries included) before the row fails.
ROW_TIMEOUT = 900.0
_Step = tuple[str, Any, int, tuple[str, ...]]  # (name, evaluator, mode, required fields)


def _error(stage: str, exc: BaseException, **extra: Any) -> dict[str, Any]:
    try:
        message = shorten(str(exc))
    except Exception:
        message = f"<{type(exc).__name__} whose str() raised>"
    err: dict[str, Any] = {"stage": stage, "type": type(exc).__name__, "message": message}
    if isinstance(exc, MissingFieldError):
        err["field"] = exc.field
    if isinstance(exc, RequestError):
        err["status"] = exc.status
        err["attempts"] = exc.attempts
    err.update(extra)
    return err


class _Scorer:
    """Chooses evaluators per row (override or wiring) and runs them."""

    def __init__(
        self,
        registry: PluginRegistry,
        evaluators: Sequence[Any] | None,
        options: Mapping[str, Mapping[str, Any]],
        rules: Sequence[WiringRule],
        builder: SummaryBuilder,
    ) -> None:
        self.registry = registry
        self.options = options
        self.rules = tuple(rules)
        self.builder = builder
        self.instances: dict[str, Any] = {}
        self.override: list[tuple[str, Any]] | None = None
        self.decisions: dict[str, Any] = {}
        self._by_tag: dict[str, list[_Step] | WiringError] = {}
        if evaluators is not None:
            self.override = [self._instance(e) for e in evaluators]

    def _instance(self, spec: Any) -> tuple[str, Any]:
        if isinstance(spec, str):
            if spec not in self.instances:
                self._adopt(self.registry.get_evaluator(spec, **self.options.get(spec, {})))
            return spec, self.instances[spec]
        obj = spec(**self.options.get(spec.name, {})) if is_evaluator_class(spec) else spec
        if not isinstance(getattr(obj, "name", None), str) or not callable(getattr(obj, "score", None)):
            raise TypeError(f"{spec!r} is not an evaluator: it needs a string 'name' and a score() method")
        self._adopt(obj)
        return obj.name, obj

    def _adopt(self, obj: Any) -> None:
        self.instances[obj.name] = obj
        self.builder.declare(obj.name, evaluator_aggregations(obj))

    def for_row(self, tag: str) -> list[_Step]:
        """The evaluators of rows tagged ``tag`` as ``(name, evaluator, mode, required_fields)``."""
        found: list[_Step] | WiringError | None = self._by_tag.get(tag)
        if found is None:
            try:
                chosen: list[tuple[str, Any]]
                if self.override is not None:
                    chosen = self.override
                else:
                    decision = self.registry.wire(tag, self.rules)
                    self.decisions[tag] = decision.explain()
                    chosen = [self._instance(name) for name in decision.evaluators]
                found = [(name, ev, _mode(ev), tuple(getattr(ev, "required_fields", ()) or ())) for name, ev in chosen]
            except WiringError as exc:
                self.decisions[tag] = str(exc)
                found = exc
            self._by_tag[tag] = found
        if isinstance(found, WiringError):
            raise found
        return found

    @staticmethod
    def _store(record: Row, name: str, result: Any) -> None:
        record["scores"][name] = scores_of(name, result)
        details = getattr(result, "details", None)
        if details:
            record["details"][name] = details

    @staticmethod
    def _check_fields(name: str, required: tuple[str, ...], original: Mapping[str, Any]) -> None:
        for fname in required:
            if original.get(fname) is None:
                raise MissingFieldError(name, fname, original.get("id"))

    def score_sync(
        self,
        record: Row,
        name: str,
        evaluator: Any,
        required: tuple[str, ...],
        original: Mapping[str, Any],
        processed: Mapping[str, Any],
    ) -> None:
        try:
            if required:
                self._check_fields(name, required, original)
            self._store(record, name, evaluator.score(original, processed))
        except (Exception, SystemExit) as exc:  # one bad row never ends the run
            record["errors"].append(_error("evaluator", exc, evaluator=name))

    async def score_async(
        self,
        record: Row,
        name: str,
        evaluator: Any,
        required: tuple[str, ...],
        original: Mapping[str, Any],
        processed: Mapping[str, Any],
    ) -> None:
        try:
            if required:
                self._check_fields(name, required, original)
            self._store(record, name, await evaluator.ascore(original, processed))
        except (Exception, SystemExit) as exc:
            record["errors"].append(_error("evaluator", exc, evaluator=name))

    async def score_row(self, record: Row, original: Mapping[str, Any], processed: Mapping[str, Any]) -> None:
        """Score one row (the systems path): async evaluators awaited, others inline."""
        try:
            steps = self.for_row(record["dataset"])
        except WiringError as exc:
            record["errors"].append(_error("wiring", exc))
            return
        for name, ev, mode, required in steps:
            if mode == _ASYNC:
                await self.score_async(record, name, ev, required, original, processed)
            else:
                self.score_sync(record, name, ev, required, original, processed)

    async def score_chunk(
        self, items: Sequence[tuple[Row, Mapping[str, Any], Mapping[str, Any]]], sem: asyncio.Semaphore
    ) -> None:
        """Score many rows: sync evaluators inline, batch ones in one call, async ones concurrently."""
        deferred: dict[str, tuple[Any, int, tuple[str, ...], list[int]]] = {}
        score_sync = self.score_sync
        for_row = self.for_row
        for i, (record, original, processed) in enumerate(items):
            try:
                steps = for_row(record["dataset"])
            except WiringError as exc:
                record["errors"].append(_error("wiring", exc))
                continue
            for name, ev, mode, required in steps:
                if mode == _SYNC:
                    score_sync(record, name, ev, required, original, processed)
                else:
                    slot = deferred.get(name)
                    if slot is None:
                        slot = deferred[name] = (ev, mode, required, [])
                    slot[3].append(i)
        pending: list[Any] = []
        for name, (ev, mode, required, idxs) in deferred.items():
            if mode == _BATCH:
                self._score_batch(name, ev, required, [items[i] for i in idxs])
                continue

            async def run(i: int, name: str = name, ev: Any = ev, required: tuple[str, ...] = required) -> None:
                async with sem:
                    await self.score_async(items[i][0], name, ev, required, items[i][1], items[i][2])

            pending.extend(run(i) for i in idxs)
        if pending:
            await asyncio.gather(*pending)

    def _score_batch(
        self,
        name: str,
        ev: Any,
        required: tuple[str, ...],
        items: list[tuple[Row, Mapping[str, Any], Mapping[str, Any]]],
    ) -> None:
        ok = []
        for item in items:
            try:
                self._check_fields(name, required, item[1])
                ok.append(item)
            except MissingFieldError as exc:
                item[0]["errors"].append(_error("evaluator", exc, evaluator=name))
        try:
            results = list(ev.score_batch([(o, p) for _, o, p in ok]))
            if len(results) != len(ok):
                raise ScorewireError(f"score_batch of {name!r} returned {len(results)} results for {len(ok)} pairs")
        except (Exception, SystemExit):
            # Attribute the failure to the rows that cause it.
            for record, original, processed in ok:
                self.score_sync(record, name, ev, required, original, processed)
            return
        for (record, _, _), result in zip(ok, results, strict=True):
            try:
                self._store(record, name, result)
            except (Exception, SystemExit) as exc:
                record["errors"].append(_error("evaluator", exc, evaluator=name))


_SYNC, _ASYNC, _BATCH = 0, 1, 2


def _mode(ev: Any) -> int:
    """How the runner calls an evaluator: ``score_batch`` > ``ascore`` > ``score``."""
    if callable(getattr(ev, "score_batch", None)):
        return _BATCH
    if inspect.iscoroutinefunction(getattr(ev, "ascore", None)):
        return _ASYNC
    return _SYNC


def _new_record(index: int, example: Mapping[str, Any], system: str) -> Row:
    record: Row = {
        "index": index,
        "id": example.get("id"),
        "dataset": str(example.get("dataset") or "unknown"),
        "system": system,
        "response": None,
        "scores": {},
        "details": {},
        "errors": [],
        "latency": None,
    }
    return record


class _GcFreezer:
    """Keeps the cyclic GC from rescanning finished rows over and over.

    Kept rows are long-lived containers; each full collection would walk all of them
    again, which cost more than scoring a trivial row. Every chunk we move what
    survived into the permanent generation (``gc.freeze()``, O(1)) and release it all
    at the end. Skipped when the host program uses ``gc.freeze`` itself.
    """

    def __init__(self) -> None:
        self.active = gc.isenabled() and gc.get_freeze_count() == 0

    def tick(self) -> None:
        if self.active:
            gc.freeze()

    def close(self) -> None:
        if self.active:
            gc.unfreeze()


class _Progress:
    def __init__(self, enabled: bool | None, total: int | None) -> None:
        if enabled is None:
            enabled = sys.stderr.isatty()
        self.bar: Any = None
        if enabled:
            from tqdm import tqdm

            self.bar = tqdm(total=total, unit="row", file=sys.stderr, dynamic_ncols=True, desc="scorewire")

    def update(self, n: int = 1) -> None:
        if self.bar is not None:
            self.bar.update(n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


async def aevaluate(
    systems: Sequence[Any] | Any | None = None,
    dataset: Any = None,
    *,
    evaluators: Sequence[Any] | None = None,
    evaluator_options: Mapping[str, Mapping[str, Any]] | None = None,
    rules: Sequence[WiringRule] = (),
    data_path: str | Path | None = None,
    dataset_name: str | None = None,
    limit: int | None = None,
    max_concurrency: int = 32,
    output: str | Path | None = None,
    keep_rows: bool | None = None,
    progress: bool | None = None,
    seed: int = 0,
    bootstrap_resamples: int = 1000,
    category_field: str = "category",
    registry: PluginRegistry | None = None,
    row_timeout: float | None = ROW_TIMEOUT,
) -> EvalResult:
    """Async :func:`evaluate`; see there for the parameters."""
    if row_timeout is not None and not row_timeout > 0:
        raise ValueError(f"row_timeout must be a positive number of seconds or None, got {row_timeout!r}")
    if dataset is None:
        raise TypeError("evaluate() needs dataset=: a registered name, a file path, or an iterable of dicts")
    if max_concurrency < 1:
        raise ValueError("max_concurrency must be at least 1")
    registry = registry or default_registry()
    from ._datasets import open_source

    needs_adapters = isinstance(dataset, (str, Path)) or dataset_name is not None
    adapters = registry.datasets() if needs_adapters else {}
    examples: Iterable[dict[str, Any]] = open_source(
        dataset, adapters=adapters, path=data_path, dataset_name=dataset_name
    )
    total = None
    if hasattr(dataset, "__len__") and not isinstance(dataset, (str, Path)):
        total = len(dataset)
    if limit is not None:
        examples = itertools.islice(examples, limit)
        total = min(total, limit) if total is not None else limit
    system_list = (
        []
        if systems is None
        else [as_system(s) for s in (systems if isinstance(systems, (list, tuple)) else [systems])]
    )
    if total is not None and system_list:
        total *= len(system_list)
    builder = SummaryBuilder(seed=seed, resamples=bootstrap_resamples)
    scorer = _Scorer(registry, evaluators, evaluator_options or {}, rules, builder)
    sink = RowSink(builder, output=output, keep_rows=(output is None) if keep_rows is None else keep_rows)
    bar = _Progress(progress, total)
    freezer = _GcFreezer()
    started = time.time()
    try:
        if not system_list:
            await _run_score_only(examples, scorer, sink, bar, category_field, max_concurrency, freezer)
        else:
            await _run_systems(
                examples, system_list, scorer, sink, bar, category_field, max_concurrency, freezer, row_timeout
            )
        sink.commit()
    except BaseException:
        sink.abort()
        raise
    finally:
        bar.close()
        freezer.close()
    metadata = {
        "scorewire_version": _version(),
        "started": started,
        "duration_s": time.time() - started,
        "systems": [s.name for s in system_list] or ["score-only"],
        "evaluators": {n: evaluator_version(e) for n, e in scorer.instances.items()},
        "wiring": scorer.decisions,
        "rows": sink.count,
        "seed": seed,
    }
    return EvalResult(
        rows=sink.rows if sink.keep_rows else None, output=sink.output, builder=builder, metadata=metadata
    )


def _version() -> str:
    from . import __version__

    return __version__


async def _run_score_only(
    examples: Iterable[dict[str, Any]],
    scorer: _Scorer,
    sink: RowSink,
    bar: _Progress,
    category_field: str,
    max_concurrency: int,
    freezer: _GcFreezer,
) -> None:
    """Score responses already in the data: a tight synchronous loop, chunked."""
    sem = asyncio.Semaphore(max_concurrency)
    chunk_size = max(_CHUNK, 2 * max_concurrency)
    it: Iterator[dict[str, Any]] = iter(examples)
    index = 0
    emit = sink.emit
    while True:
        chunk = list(itertools.islice(it, chunk_size))
        if not chunk:
            return
        records: list[Row] = []
        items = []
        for example in chunk:
            response = example.get("response")
            record: Row = {
                "index": index,
                "id": example.get("id"),
                "dataset": str(example.get("dataset") or "unknown"),
                "system": "score-only",
                "response": response,
                "scores": {},
                "details": {},
                "errors": [],
                "latency": None,
            }
            index += 1
            category = example.get(category_field)
            if category is not None:
                record["category"] = category_of(category)
            records.append(record)
            if INPUT_ERROR in example:
                record["errors"].append(_error("input", DatasetError(example[INPUT_ERROR])))
                continue
            if response is None:
                record["errors"].append(
                    _error(
                        "input",
                        MissingFieldError(
                            "score-only",
                            "response",
                            example.get("id"),
                            "score-only mode scores the 'response' already in each row; pass systems=[...] to generate it",
                        ),
                    )
                )
                continue
            # In score-only mode the row itself is `processed`: it carries the response and any
            # other recorded outputs (loglikelihoods, ...) next to the inputs.
            items.append((record, example, example))
        await scorer.score_chunk(items, sem)
        for record in records:
            emit(record)
        bar.update(len(chunk))
        freezer.tick()
        # Hand control to the event loop between chunks, so Ctrl-C (which asyncio delivers as a
        # cancellation) stops the run promptly instead of after the last row.
        await asyncio.sleep(0)


async def _run_systems(
    examples: Iterable[dict[str, Any]],
    systems: list[Any],
    scorer: _Scorer,
    sink: RowSink,
    bar: _Progress,
    category_field: str,
    max_concurrency: int,
    freezer: _GcFreezer,
    row_timeout: float | None = None,
) -> None:
    """Run every system on every example; keep rows in input order with a bounded window."""
    sem = asyncio.Semaphore(max_concurrency)
    executor = DaemonPool(max_concurrency)
    window = max(64, 4 * max_concurrency)

    async def one(index: int, example: dict[str, Any], system: Any) -> Row:
        record = _new_record(index, example, system.name)
        category = example.get(category_field)
        if category is not None:
            record["category"] = category_of(category)
        if INPUT_ERROR in example:
            record["errors"].append(_error("input", DatasetError(example[INPUT_ERROR])))
            return record
        async with sem:
            t0 = time.perf_counter()
            try:
                output = await _within(call_system(system, example, executor), row_timeout, system.name)
                processed = normalize_output(output, system.name)
            except Exception as exc:
                record["latency"] = time.perf_counter() - t0
                record["errors"].append(_error("system", exc))
                return record
            record["latency"] = time.perf_counter() - t0
        # Evaluators that score speed (time decay, ...) read the measured latency from `processed`.
        processed.setdefault("latency", record["latency"])
        record["response"] = processed.get("response")
        for key in ("finish_reason", "usage", "response_missing"):
            if key in processed:
                record[key] = processed[key]
        await scorer.score_row(record, example, processed)
        return record

    pending: deque[asyncio.Task[Row]] = deque()
    try:
        for index, example in enumerate(examples):
            for system in systems:
                pending.append(asyncio.ensure_future(one(index, example, system)))
                while len(pending) >= window:
                    sink.emit(await pending.popleft())
                    bar.update()
                    if sink.count % _CHUNK == 0:
                        freezer.tick()
        while pending:
            sink.emit(await pending.popleft())
            bar.update()
    finally:
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)
        for system in systems:
            close = getattr(system, "aclose", None)
            if close is not None and inspect.iscoroutinefunction(close):
                await close()
        executor.shutdown(wait=False, cancel_futures=True)


async def _within(call: Any, seconds: float | None, name: str) -> Any:
    """Await ``call``, failing with a TimeoutError naming the system after ``seconds``."""
    if seconds is None:
        return await call
    try:
        timeout = getattr(asyncio, "timeout", None)
        if timeout is None:  # Python 3.10
            return await asyncio.wait_for(call, seconds)
        # In this task (wait_for would run the call in another task, out of which a
        # KeyboardInterrupt raised by a system escapes the run's own clean-up).
        async with timeout(seconds):
            return await call
    except asyncio.TimeoutError:
        raise TimeoutError(
            f"system {name!r} gave no answer within row_timeout={seconds:g}s (a sync system's call may "
            "still run in its thread, which never keeps the process alive); raise row_timeout= if it is legitimately slow"
        ) from None


def evaluate(systems: Sequence[Any] | Any | None = None, dataset: Any = None, **kwargs: Any) -> EvalResult:
    """Run systems on a dataset, score every row, and aggregate.

    :param systems: objects with ``name`` and ``process(example)`` (sync or
        async), plain callables, :class:`~scorewire.OpenAIChatSystem`, or None
        to score the ``response`` already in each row (score-only mode).
    :param dataset: a registered benchmark name (with ``data_path``), a
        JSONL/JSON/CSV/TSV file, an iterable of dicts, or a Hugging Face dataset.
    :param evaluators: evaluator names, classes or instances; overrides
        auto-wiring for every row. Without it, each row is scored by the
        evaluators wired to its ``dataset`` tag.
    :param evaluator_options: ``{evaluator_name: {option: value}}`` passed when
        building evaluators by name.
    :param rules: extra :class:`~scorewire.WiringRule` objects for this run.
    :param data_path: local files of a registered benchmark.
    :param dataset_name: tag rows with this name (and convert them with its
        adapter, if one is registered).
    :param limit: score only the first ``limit`` examples.
    :param max_concurrency: systems calls and async evaluations in flight.
    :param output: stream rows to this JSONL file, published atomically when
        the run completes (an interrupted run leaves no partial file).
    :param keep_rows: keep rows in memory (default: only when no ``output``).
    :param progress: show a progress bar (default: when stderr is a terminal).
    :param seed: seed of the bootstrap confidence intervals.
    :param bootstrap_resamples: bootstrap resamples (0 disables CIs).
    :param category_field: example field used for per-category breakdowns.
    :param registry: a :class:`~scorewire.PluginRegistry` (default: installed plugins).
    :param row_timeout: seconds one system call may take on one row, retries
        included (default 900); past it the row gets a ``system`` TimeoutError and
        the run goes on. None waits forever.

    Inside a running event loop (Jupyter), use ``await aevaluate(...)``; this
    function then runs the evaluation on a worker thread.
    """
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(aevaluate(systems, dataset, **kwargs))
    box: dict[str, Any] = {}

    def worker() -> None:
        try:
            box["result"] = asyncio.run(aevaluate(systems, dataset, **kwargs))
        except BaseException as exc:
            box["error"] = exc

    thread = threading.Thread(target=worker, name="scorewire-evaluate")
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box["result"]
