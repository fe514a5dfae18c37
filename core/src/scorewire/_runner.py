"""evaluate(): stream examples through systems and evaluators with bounded concurrency."""

from __future__ import annotations

import asyncio
import functools
import gc
import inspect
import itertools
import sys
import threading
import time
from collections import deque
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Iterator, Mapping, Sequence, Sized
from pathlib import Path
from typing import TYPE_CHECKING, Any, ParamSpec, Protocol, TypeAlias, TypedDict, TypeVar, Union, cast

from ._benchmarks import apply_choices, benchmark_named, mode_evaluators, system_mode
from ._daemon_pool import DaemonPool
from ._datasets import INPUT_ERROR
from ._errors import DatasetError, MissingFieldError, NoWiringError, RequestError, ScorewireError, WiringError
from ._evaluator import (
    AsyncEvaluator,
    BatchEvaluator,
    Evaluator,
    EvaluatorSpec,
    evaluator_aggregations,
    evaluator_version,
    is_evaluator_class,
)
from ._executors import Executor, ExecutorJob, ScoringPlan
from ._functions import as_evaluator
from ._options import build_evaluator, key_options, options_record, plain_options
from ._plugins import PluginRegistry, default_registry
from ._prompt_plan import PromptPlan
from ._prompts import read_prompt_template
from ._results import EvalResult, Row, RowSink, SummaryBuilder
from ._runfolder import RunFolder, is_run_folder_output
from ._shards import ShardRun
from ._systems import System, SystemSpec, as_system, call_system, normalize_output
from ._turns import play_turns
from ._validate import category_of, scores_of, shorten
from ._wiring import WiringRule, normalize_dataset_name
from ._wiring_decision import default_wiring

if TYPE_CHECKING:
    from ._aggregates import Aggregation
    from ._datasets import DatasetAdapter
    from ._reducers import BoundReducer, Reducer

_T = TypeVar("_T")
_P = ParamSpec("_P")
#: What ``evaluate(dataset=...)`` accepts: a registered benchmark name or a file path
#: (``str`` or ``Path``), or an iterable of example dicts (a Hugging Face dataset is one).
DatasetSpec: TypeAlias = str | Path | Iterable[Mapping[str, Any]]
#: A reducer: a name (``"mean"``, ``"pass_at_2"``), a :class:`~scorewire.Reducer`, or a function.
ReducerSpec: TypeAlias = Union[str, "Reducer", "BoundReducer", Callable[..., Any]]

_CHUNK = 256
#: Default seconds one system call may take on one row (retries included) before the row fails.
ROW_TIMEOUT = 900.0
_Step = tuple[str, Evaluator, int, tuple[str, ...]]  # (name, evaluator, mode, required fields)


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
        evaluators: Sequence[EvaluatorSpec] | None,
        options: Mapping[str, Mapping[str, Any]],
        rules: Sequence[WiringRule],
        builder: SummaryBuilder,
        default_evaluators: Sequence[str] = (),
    ) -> None:
        self.registry = registry
        self.default_evaluators = tuple(default_evaluators)
        self.options = options
        self.rules = tuple(rules)
        self.builder = builder
        self.instances: dict[str, Evaluator] = {}
        self.override: list[tuple[str, Evaluator]] | None = None
        self.decisions: dict[str, str] = {}
        self._by_tag: dict[str, list[_Step] | WiringError] = {}
        self.folder: RunFolder | None = None  # set when the run has a run folder (resume, store)
        self.keys: dict[str, str] = {}
        if evaluators is not None:
            self.override = [self._instance(e) for e in evaluators]
        elif self.default_evaluators:
            # Built now, so a misspelt default fails the run at once rather than every unwired row.
            for name in self.default_evaluators:
                self._instance(name)

    def _instance(self, spec: EvaluatorSpec) -> tuple[str, Evaluator]:
        if isinstance(spec, str):
            if spec not in self.instances:
                from ._clicheck import build_named_evaluator

                self._adopt(build_named_evaluator(self.registry, spec, dict(self.options.get(spec, {}))))
            return spec, self.instances[spec]
        obj: Evaluator = (
            build_evaluator(spec, self.options.get(spec.name, {})) if is_evaluator_class(spec) else as_evaluator(spec)
        )
        if not isinstance(getattr(obj, "name", None), str) or not callable(getattr(obj, "score", None)):
            raise TypeError(f"{spec!r} is not an evaluator: it needs a string 'name' and a score() method")
        self._adopt(obj)
        return obj.name, obj

    def _adopt(self, obj: Evaluator) -> None:
        self.instances[obj.name] = obj
        self.builder.declare(obj.name, evaluator_aggregations(obj))

    def for_row(self, tag: str) -> list[_Step]:
        """The evaluators of rows tagged ``tag`` as ``(name, evaluator, mode, required_fields)``."""
        found: list[_Step] | WiringError | None = self._by_tag.get(tag)
        if found is None:
            try:
                chosen: list[tuple[str, Evaluator]]
                if self.override is not None:
                    chosen = self.override
                else:
                    try:
                        decision = self.registry.wire(tag, self.rules)
                    except NoWiringError as exc:
                        if not self.default_evaluators:
                            raise
                        decision = default_wiring(tag, self.default_evaluators, exc.suggestions)
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
    def _store(record: Row, name: str, result: Mapping[str, float]) -> None:
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
        evaluator: Evaluator,
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
        evaluator: Evaluator,
        required: tuple[str, ...],
        original: Mapping[str, Any],
        processed: Mapping[str, Any],
    ) -> None:
        try:
            if required:
                self._check_fields(name, required, original)
            self._store(record, name, await cast(AsyncEvaluator, evaluator).ascore(original, processed))
        except (Exception, SystemExit) as exc:
            record["errors"].append(_error("evaluator", exc, evaluator=name))

    def _key(self, name: str, ev: Evaluator) -> str:
        key = self.keys.get(name)
        if key is None:
            assert self.folder is not None
            key = self.keys[name] = self.folder.evkey(name, ev, key_options(ev, self.options.get(name, {})))
        return key

    async def score_row(
        self,
        record: Row,
        original: Mapping[str, Any],
        processed: Mapping[str, Any],
        stored: dict[str, Any] | None = None,
    ) -> None:
        """Score one row (the systems path): async evaluators awaited, others inline."""
        try:
            steps = self.for_row(record["dataset"])
        except WiringError as exc:
            record["errors"].append(_error("wiring", exc))
            return
        folder = self.folder
        for name, ev, mode, required in steps:
            if folder is not None and folder.restore(record, stored, name, self._key(name, ev)):
                continue
            if mode == _ASYNC:
                await self.score_async(record, name, ev, required, original, processed)
            else:
                self.score_sync(record, name, ev, required, original, processed)
        if folder is not None:
            folder.save(record, stored, self.keys, epoch=record.get("epoch") or 0)

    async def score_chunk(
        self,
        items: Sequence[tuple[Row, Mapping[str, Any], Mapping[str, Any]]],
        sem: asyncio.Semaphore,
        stored: Mapping[int, dict[str, Any]] | None = None,
        save: bool = True,
    ) -> None:
        """Score many rows: sync evaluators inline, batch ones in one call, async ones concurrently.

        ``stored`` (resume) maps a row's index to its stored results; evaluators whose
        stored result has the same version and options are not run again.
        """
        deferred: dict[str, tuple[Evaluator, int, tuple[str, ...], list[int]]] = {}
        score_sync = self.score_sync
        for_row = self.for_row
        folder = self.folder
        last_tag: Any = None
        steps: list[_Step] = []
        for i, (record, original, processed) in enumerate(items):
            tag = record["dataset"]
            if tag != last_tag:
                try:
                    steps = for_row(tag)
                except WiringError as exc:
                    record["errors"].append(_error("wiring", exc))
                    last_tag = None
                    continue
                last_tag = tag
                if folder is not None:
                    for name, ev, _, _ in steps:
                        self._key(name, ev)  # every evaluator's store key is known before rows are saved
            row_stored = stored.get(record["index"]) if stored else None
            for name, ev, mode, required in steps:
                if (
                    row_stored is not None
                    and folder is not None
                    and folder.restore(record, row_stored, name, self._key(name, ev))
                ):
                    continue
                if mode == _SYNC:
                    if required:
                        score_sync(record, name, ev, required, original, processed)
                        continue
                    # Inline fast path: a plain dict of str -> finite float needs no conversion.
                    try:
                        result = ev.score(original, processed)
                    except (Exception, SystemExit) as exc:  # one bad row never ends the run
                        record["errors"].append(_error("evaluator", exc, evaluator=name))
                        continue
                    if result.__class__ is dict:
                        for key, value in result.items():
                            if key.__class__ is not str or not key or value.__class__ is not float or value - value:
                                break
                        else:
                            record["scores"][name] = result.copy()
                            continue
                    try:
                        self._store(record, name, result)
                    except (Exception, SystemExit) as exc:
                        record["errors"].append(_error("evaluator", exc, evaluator=name))
                else:
                    slot = deferred.get(name)
                    if slot is None:
                        slot = deferred[name] = (ev, mode, required, [])
                    slot[3].append(i)
        pending: list[Awaitable[None]] = []
        for name, (ev, mode, required, idxs) in deferred.items():
            if mode == _BATCH:
                self._score_batch(name, ev, required, [items[i] for i in idxs])
                continue

            async def run(i: int, name: str = name, ev: Evaluator = ev, required: tuple[str, ...] = required) -> None:
                async with sem:
                    await self.score_async(items[i][0], name, ev, required, items[i][1], items[i][2])

            pending.extend(run(i) for i in idxs)
        if pending:
            await asyncio.gather(*pending)
        if folder is not None and save:
            keys = self.keys
            save_row = folder.save
            for record, _, _ in items:
                if record["scores"]:
                    save_row(record, stored.get(record["index"]) if stored else None, keys)

    def _score_batch(
        self,
        name: str,
        ev: Evaluator,
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
            results = list(cast(BatchEvaluator, ev).score_batch([(o, p) for _, o, p in ok]))
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
_PROCESSED_KEYS = (
    "finish_reason",
    "usage",
    "response_missing",
    "reasoning",
    "reasoning_tokens",
    "failure",
    "tool_calls",
    "messages",
    "response_turns",
)


class FailFastError(ScorewireError):
    """The run stopped after too many consecutive failed requests (what it has is kept in the store)."""


class _FailStreak:
    """Counts requests that failed after their retries with no success in between."""

    def __init__(self, limit: int | None) -> None:
        self.limit = limit if limit and limit > 0 else None
        self.count = 0
        self.last: BaseException | None = None
        self.tripped: FailFastError | None = None

    def failed(self, exc: BaseException) -> None:
        if self.limit is None or not isinstance(exc, RequestError):
            return
        self.count += 1
        self.last = exc
        if self.count >= self.limit and self.tripped is None:
            url = getattr(exc, "url", "?")
            self.tripped = FailFastError(
                f"stopped after {self.count} consecutive failed requests to {url} (--fail-fast {self.limit}); "
                f"last error: {exc}. Finished rows are kept: run the same command again to resume"
            )

    def succeeded(self) -> None:
        self.count = 0

    def check(self) -> None:
        """Raise in a task about to send a request once the run has tripped."""
        if self.tripped is not None:
            raise self.tripped

    def raise_if_tripped(self) -> None:
        if self.tripped is not None:
            raise self.tripped


def _mode(ev: Evaluator) -> int:
    """How the runner calls an evaluator: ``score_batch`` > ``ascore`` > ``score``."""
    if callable(getattr(ev, "score_batch", None)):
        return _BATCH
    if inspect.iscoroutinefunction(getattr(ev, "ascore", None)):
        return _ASYNC
    return _SYNC


def _new_record(index: int, example: Mapping[str, Any], system: str) -> Row:
    record: Row = {
        **example,  # the example's input fields: a results file is itself a score-only dataset
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


_GC_YOUNG = 10_000


class _GcFreezer:
    """Keeps the cyclic GC from rescanning finished rows over and over.

    Kept rows are long-lived containers; each full collection would walk all of them
    again, which cost more than scoring a trivial row. Every chunk we move what
    survived into the permanent generation (``gc.freeze()``, O(1)) and release it all
    at the end. Skipped when the host program uses ``gc.freeze`` itself. The youngest
    generation's threshold is raised to ``_GC_YOUNG`` for the run (restored at the end):
    every row makes a few containers, and a young collection every 700 of them cost about
    a sixth of a score-only run.
    """

    def __init__(self) -> None:
        self.active = gc.isenabled() and gc.get_freeze_count() == 0
        self.threshold = gc.get_threshold()
        self.raised = (max(self.threshold[0], _GC_YOUNG), *self.threshold[1:])
        if self.active:
            gc.set_threshold(*self.raised)

    def tick(self) -> None:
        if self.active:
            gc.freeze()

    def close(self) -> None:
        if self.active:
            gc.unfreeze()
            if gc.get_threshold() == self.raised:  # unless the host program set its own meanwhile
                gc.set_threshold(*self.threshold)


class _Bar(Protocol):
    def update(self, n: int = 1) -> object: ...

    def close(self) -> None: ...


class _Progress:
    def __init__(self, enabled: bool | None, total: int | None) -> None:
        if enabled is None:
            enabled = sys.stderr.isatty()
        self.bar: _Bar | None = None
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
    systems: Sequence[SystemSpec] | SystemSpec | None = None,
    dataset: DatasetSpec | None = None,
    *,
    evaluators: Sequence[EvaluatorSpec] | None = None,
    evaluator_options: Mapping[str, Mapping[str, Any]] | None = None,
    rules: Sequence[WiringRule] = (),
    default_evaluators: Sequence[str] | None = None,
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
    epochs: int = 1,
    reducers: Sequence[ReducerSpec] | None = None,
    metrics: Mapping[str, Sequence[Aggregation]] | None = None,
    restart: bool = False,
    fail_fast: int | None = 20,
    system_field: str = "system",
    _replay: bool = False,
    mode: str | None = None,
    prompt_template: str | Path | Mapping[str, Any] | None = None,
    system_prompt: str | None = None,
    num_fewshot: int | None = None,
    fewshot_data: str | Path | None = None,
    choices_field: str | None = None,
    choices: Sequence[str] | None = None,
    executor: str | Executor = "local",
    executor_options: Mapping[str, Any] | None = None,
    cluster_field: str | None = None,
    interval: str = "bootstrap",
    row_timeout: float | None = ROW_TIMEOUT,
) -> EvalResult:
    """Async :func:`evaluate`: the same parameters, awaited in the caller's event loop.

    Use it inside a running loop (Jupyter, an async application); see :func:`evaluate`
    for what each parameter does.
    """
    if row_timeout is not None and not row_timeout > 0:
        raise ValueError(f"row_timeout must be a positive number of seconds or None, got {row_timeout!r}")
    if dataset is None:
        raise TypeError("evaluate() needs dataset=: a registered name, a file path, or an iterable of dicts")
    if max_concurrency < 1:
        raise ValueError("max_concurrency must be at least 1")
    if not isinstance(epochs, int) or epochs < 1:
        raise ValueError(f"epochs must be a whole number >= 1, got {epochs!r}")
    registry = registry or default_registry()
    bound_reducers = [registry.get_reducer(r) for r in reducers] if reducers else None
    if bound_reducers is None and epochs > 1:
        bound_reducers = [registry.get_reducer("mean")]
    from ._datasets import open_source

    adapters = registry.datasets()
    examples: Iterable[dict[str, Any]] = open_source(
        dataset, adapters=adapters, path=data_path, dataset_name=dataset_name
    )
    if choices_field or choices is not None:
        examples = apply_choices(examples, choices_field, choices)
    total = None
    if isinstance(dataset, Sized) and not isinstance(dataset, (str, Path)):
        total = len(dataset)
    if limit is not None:
        examples = itertools.islice(examples, limit)
        total = min(total, limit) if total is not None else limit
    system_list: list[System] = (
        []
        if systems is None
        else [as_system(s) for s in (systems if isinstance(systems, (list, tuple)) else [systems])]
    )
    if epochs > 1 and not system_list:
        raise ValueError(
            "epochs= samples each system several times; score-only rows carry their sample number in an "
            "'epoch' field instead (pass reducers=[...] to reduce them)"
        )
    if total is not None and system_list:
        total *= len(system_list) * epochs
    plan, evaluators = _benchmark_plan(
        dataset, dataset_name, data_path, adapters, system_list, evaluators, mode, seed,
        prompt_template, system_prompt, num_fewshot, fewshot_data, choices_field, choices,
    )  # fmt: skip
    runner = _executor(registry, executor, executor_options)  # a bad name fails before any file is opened
    builder = SummaryBuilder(seed=seed, resamples=bootstrap_resamples, reducers=bound_reducers, interval=interval)
    if cluster_field is not None:
        examples = builder.track_clusters(examples, cluster_field)
    for ev_name, aggs in (metrics or {}).items():
        builder.add_aggregations(ev_name, list(aggs))
    scorer = _Scorer(registry, evaluators, evaluator_options or {}, rules, builder, default_evaluators or ())
    folder: RunFolder | None = None
    results_path = output
    if is_run_folder_output(output):
        assert output is not None
        folder = RunFolder(output, restart=restart)
        folder.start(
            systems=system_list,
            dataset=dataset,
            data_path=data_path,
            dataset_name=dataset_name,
            limit=limit,
            evaluators=evaluators,
            evaluator_options=plain_options(evaluator_options or {}),
            seed=seed,
            version=_version(),
            replay=_replay,
            epochs=epochs,
            reducers=[r.name for r in bound_reducers] if bound_reducers else None,
            default_evaluators=default_evaluators,
            prompt=plan.options() if plan is not None else ({"mode": mode} if mode else None),
        )
        scorer.folder = folder
        results_path = folder.folder / "results.jsonl"
        done = folder.finished()
        if done is not None:
            folder.close()
            from ._runfiles import finished_result

            return finished_result(folder.folder, done)
    from .failures import FailureAnalysis

    analysis = FailureAnalysis(count_rows=False)  # rows per group come from the summary builder
    sink = RowSink(builder, output=results_path, keep_rows=(output is None) if keep_rows is None else keep_rows)
    sink.analysis = analysis
    bar = _Progress(progress, total)
    freezer = _GcFreezer()
    started = time.time()
    try:
        if not system_list:
            run_local = lambda: _run_score_only(  # noqa: E731
                examples, scorer, sink, bar, category_field, max_concurrency, freezer, folder, system_field
            )
        else:
            run_local = lambda: _run_systems(  # noqa: E731
                examples,
                system_list,
                scorer,
                sink,
                bar,
                category_field,
                max_concurrency,
                freezer,
                folder,
                fail_fast,
                _replay,
                epochs,
                row_timeout,
                plan=plan,
            )
        args: _RunArgs = {
            "dataset": dataset,
            "data_path": data_path,
            "dataset_name": dataset_name,
            "limit": limit,
            "evaluators": evaluators,
            "evaluator_options": evaluator_options,
            "rules": rules,
            "default_evaluators": default_evaluators,
            "epochs": epochs,
            "category_field": category_field,
            "max_concurrency": max_concurrency,
            "system_field": system_field,
        }
        has_adapter = bool(adapters) and (
            (dataset_name is not None and normalize_dataset_name(dataset_name) in adapters)
            or (isinstance(dataset, str) and normalize_dataset_name(dataset) in adapters)
        )
        job = _job(args, examples, scorer, sink, bar, run_local, has_adapter, system_list, folder, cluster_field, plan)
        try:
            await runner.run(job)
        finally:
            job.shards.close()
        sink.commit()
    except BaseException:
        sink.abort()
        if folder is not None:
            folder.close()
        raise
    finally:
        bar.close()
        freezer.close()
        await _close_evaluators(scorer.instances.values())
    metadata = {
        "scorewire_version": _version(),
        "started": started,
        "duration_s": time.time() - started,
        "systems": [s.name for s in system_list] or ["score-only"],
        "evaluators": {n: evaluator_version(e) for n, e in scorer.instances.items()},
        # Every evaluator's options as built, defaults included: how the run was scored.
        "evaluator_options": {n: options_record(e, scorer.options.get(n)) for n, e in scorer.instances.items()},
        "wiring": scorer.decisions,
        "rows": sink.count,
        "seed": seed,
        "epochs": epochs,
        "reducers": [r.name for r in bound_reducers] if bound_reducers else None,
    }
    if folder is not None:
        metadata["run_folder"] = str(folder.folder)
        metadata["resumed"] = folder.resumed
    result = EvalResult(
        rows=sink.rows if sink.keep_rows else None, output=sink.output, builder=builder, metadata=metadata
    )
    analysis.rows = builder.group_rows()
    result.failure_analysis = analysis
    if folder is not None:
        from ._runfiles import write_run_files

        try:
            doc = write_run_files(folder.folder, result, analysis)
            folder.finish(doc, result, analysis)
        finally:
            folder.close()
    return result


async def _close_evaluators(instances: Iterable[Evaluator]) -> None:
    """Close the connection pools of evaluators that hold one (judges), in the run's event loop."""
    for ev in instances:
        close = getattr(ev, "aclose", None)
        if close is not None and inspect.iscoroutinefunction(close):
            await close()


def _executor(registry: PluginRegistry, executor: str | Executor, options: Mapping[str, Any] | None) -> Executor:
    if isinstance(executor, str):
        built: Executor = registry.get_executor(executor, **(options or {}))
        return built
    if options:
        raise TypeError("executor_options= go with an executor name; this executor is already built")
    return executor


class _RunArgs(TypedDict):
    dataset: DatasetSpec
    data_path: str | Path | None
    dataset_name: str | None
    limit: int | None
    evaluators: Sequence[EvaluatorSpec] | None
    evaluator_options: Mapping[str, Mapping[str, Any]] | None
    rules: Sequence[WiringRule]
    default_evaluators: Sequence[str] | None
    epochs: int
    category_field: str
    max_concurrency: int
    system_field: str


def _job(
    args: _RunArgs,
    examples: Iterable[dict[str, Any]],
    scorer: _Scorer,
    sink: RowSink,
    bar: _Progress,
    run_local: Callable[[], Awaitable[None]],
    has_adapter: bool,
    systems: list[System],
    folder: RunFolder | None,
    cluster_field: str | None = None,
    prompts: PromptPlan | None = None,
) -> ExecutorJob:
    """The run as an executor sees it; rows it emits go to the same sink (and run store) as local rows."""
    plan = ScoringPlan(
        args["evaluators"],
        args["evaluator_options"] or {},
        args["rules"],
        args["default_evaluators"] or (),
        systems,
        args["epochs"],
        args["category_field"],
        args["max_concurrency"],
        args["system_field"],
        prompts,
    )
    tags: set[str] = set()
    last = [-1]

    def emit(row: Row, example: Mapping[str, Any] | None = None) -> None:
        tag = row["dataset"]
        if tag not in tags:  # build this tag's evaluators here too: their aggregations join the summary
            tags.add(tag)
            try:
                scorer.for_row(tag)
            except WiringError:
                pass
        index = row["index"]
        builder = sink.builder
        if cluster_field is not None and example is not None and len(builder.cluster_of or ()) <= index:
            builder.note_cluster(example, cluster_field)
        if folder is None or example is None:
            sink.emit(row)
            bar.update()
            return
        # The run store gets what a local run stores: examples, responses, score sets.
        text = None
        if index != last[0]:
            last[0] = index
            text = folder.examples(index, [example])[0]
        epoch = row.get("epoch") or 0
        if systems:
            processed = {"response": row["response"], **{k: row[k] for k in _PROCESSED_KEYS if k in row}}
            failed = [e for e in row["errors"] if e.get("stage") == "system"]
            folder.store.put_response(
                row["system"],
                index,
                processed=None if failed else processed,
                error=failed[0] if failed else None,
                latency=row.get("latency"),
                epoch=epoch,
            )
        if row["scores"]:
            for name in row["scores"]:
                ev = scorer.instances.get(name)
                if ev is not None:
                    scorer._key(name, ev)
            if systems:
                folder.save(row, None, scorer.keys, epoch=epoch)
            else:  # a score-only row: stored in the store's blocks, as a local run stores it
                folder.save_rows([row], scorer.keys)
        if text is not None and not systems:
            sink.emit(row, dict(example), text)
        else:
            sink.emit(row)
        bar.update()

    return ExecutorJob(
        args["dataset"],
        args["data_path"],
        args["dataset_name"],
        args["limit"],
        plan,
        lambda: examples,
        emit,
        has_adapter,
        run_local,
        ShardRun(sink, scorer, folder, bar, cluster_field),
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
    folder: RunFolder | None = None,
    system_field: str = "system",
    first_index: int = 0,
) -> None:
    """Score responses already in the data: a tight synchronous loop, chunked."""
    from ._store import dumps as encode
    from ._store import dumps_many as encode_many

    sem = asyncio.Semaphore(max_concurrency)
    chunk_size = max(_CHUNK, 2 * max_concurrency)
    it: Iterator[dict[str, Any]] = iter(examples)
    index = first_index
    emit_many = getattr(sink, "emit_many", None)
    while True:
        chunk = list(itertools.islice(it, chunk_size))
        if not chunk:
            return
        records: list[Row] = []
        items = []
        start = index
        texts = folder.examples(start, chunk) if folder is not None else None
        for example in chunk:
            response = example.get("response")
            system = example.get(system_field)
            tag = example.get("dataset")
            # The example's input fields first (a results file is itself a score-only dataset), then
            # the row's own: copy + item assignment keeps that key order and is twice as fast as {**example, ...}.
            record: Row = example.copy() if example.__class__ is dict else dict(example)
            record["index"] = index
            record["id"] = example.get("id")
            record["dataset"] = tag if tag.__class__ is str and tag else str(tag or "unknown")
            record["system"] = "score-only" if system is None else system if system.__class__ is str else str(system)
            record["response"] = response
            record["scores"] = {}
            record["details"] = {}
            record["errors"] = []
            record["latency"] = None
            index += 1
            category = example.get(category_field)
            if category is not None:
                record["category"] = category_of(category)
            epoch = example.get("epoch")
            if epoch is not None:
                record["epoch"] = epoch
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
        stored = None
        if folder is not None and folder.resumed:
            stored = folder.stored_scores(start, index)
        await scorer.score_chunk(items, sem, stored, save=folder is None)
        if texts is None or folder is None:
            if emit_many is not None:
                emit_many(records)
            else:  # a plain sink (an executor's worker): one row at a time
                for record in records:
                    sink.emit(record)
        else:
            # Encode each row's scores and details once, for the store and the results line.
            scores_texts = encode_many([record["scores"] for record in records])
            details_texts = [encode(record["details"]) if record["details"] else "{}" for record in records]
            folder.save_many(records, stored, scorer.keys, scores_texts, details_texts)
            sink.emit_encoded(records, chunk, texts, scores_texts, details_texts)
        bar.update(len(chunk))
        freezer.tick()
        # Hand control to the event loop between chunks, so Ctrl-C (which asyncio delivers as a
        # cancellation) stops the run promptly instead of after the last row.
        await asyncio.sleep(0)


async def _run_systems(
    examples: Iterable[dict[str, Any]],
    systems: list[System],
    scorer: _Scorer,
    sink: RowSink,
    bar: _Progress,
    category_field: str,
    max_concurrency: int,
    freezer: _GcFreezer,
    folder: RunFolder | None = None,
    fail_fast: int | None = None,
    replay: bool = False,
    epochs: int = 1,
    row_timeout: float | None = None,
    first_index: int = 0,
    *,
    close: bool = True,
    plan: PromptPlan | None = None,
) -> None:
    """Run every system on every example (``epochs`` times); keep rows in input order with a bounded window."""
    sem = asyncio.Semaphore(max_concurrency)
    executor = DaemonPool(max_concurrency)
    window = max(64, 4 * max_concurrency)
    streak = _FailStreak(fail_fast)

    async def one(index: int, example: dict[str, Any], system: System, epoch: int) -> Row:
        record = _new_record(index, example, system.name)
        category = example.get(category_field)
        if category is not None:
            record["category"] = category_of(category)
        if epochs > 1:
            record["epoch"] = epoch
        if INPUT_ERROR in example:
            record["errors"].append(_error("input", DatasetError(example[INPUT_ERROR])))
            return record
        # Systems see which sample they are producing (HTTP systems vary their seed by it).
        given = example if epochs == 1 else {**example, "epoch": epoch, "epochs": epochs}
        processed = folder.store.response(system.name, index, epoch) if folder is not None and folder.resumed else None
        if processed is not None:
            record["latency"] = processed.get("latency")
        elif replay:
            record["errors"].append(
                _error("system", ScorewireError("no stored response for this row to re-score (the run never got one)"))
            )
            return record
        else:
            async with sem:
                streak.check()
                t0 = time.perf_counter()
                try:
                    processed = await _within(_process(system, given, executor, plan), row_timeout, system.name)
                except Exception as exc:
                    record["latency"] = time.perf_counter() - t0
                    record["errors"].append(_error("system", exc))
                    if folder is not None:
                        folder.store.put_response(
                            system.name,
                            index,
                            processed=None,
                            error=record["errors"][-1],
                            latency=record["latency"],
                            epoch=epoch,
                        )
                    streak.failed(exc)
                    return record
                record["latency"] = time.perf_counter() - t0
            streak.succeeded()
            if folder is not None:
                folder.store.put_response(
                    system.name, index, processed=processed, error=None, latency=record["latency"], epoch=epoch
                )
        # Evaluators that score speed (time decay, ...) read the measured latency from `processed`.
        processed.setdefault("latency", record["latency"])
        record["response"] = processed.get("response")
        for key in _PROCESSED_KEYS:
            if key in processed:
                record[key] = processed[key]
        stored = folder.stored_row(system.name, index, epoch) if folder is not None and folder.resumed else None
        await scorer.score_row(record, example, processed, stored)
        return record

    pending: deque[asyncio.Task[Row]] = deque()
    try:
        for index, example in enumerate(examples, first_index):
            if folder is not None:
                folder.examples(index, [example])
            for epoch in range(epochs):
                for system in systems:
                    pending.append(asyncio.ensure_future(one(index, example, system, epoch)))
                    while len(pending) >= window:
                        sink.emit(await pending.popleft())
                        bar.update()
                        if sink.count % _CHUNK == 0:
                            freezer.tick()
        while pending:
            sink.emit(await pending.popleft())
            bar.update()
        streak.raise_if_tripped()
    finally:
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)
        for system in systems if close else ():
            aclose = getattr(system, "aclose", None)
            if aclose is not None and inspect.iscoroutinefunction(aclose):
                await aclose()
        executor.shutdown(wait=False, cancel_futures=True)


def _benchmark_plan(
    dataset: DatasetSpec,
    dataset_name: str | None,
    data_path: str | Path | None,
    adapters: Mapping[str, DatasetAdapter],
    systems: list[System],
    evaluators: Sequence[EvaluatorSpec] | None,
    mode: str | None,
    seed: int,
    prompt_template: str | Path | Mapping[str, Any] | None,
    system_prompt: str | None,
    num_fewshot: int | None,
    fewshot_data: str | Path | None,
    choices_field: str | None,
    choices: Sequence[str] | None,
) -> tuple[PromptPlan | None, Sequence[EvaluatorSpec] | None]:
    """The run's prompt plan (chat systems only) and its evaluators (the benchmark's for the mode)."""
    from ._datasets import open_source

    bench = benchmark_named(adapters, dataset_name, dataset if isinstance(dataset, str) else None)
    run_mode = mode if mode is not None or not systems else system_mode(systems)
    chosen = mode_evaluators(bench, run_mode)
    if evaluators is None and chosen is not None:
        evaluators = chosen
    if systems and run_mode != "chat" and (num_fewshot or prompt_template is not None or system_prompt is not None):
        raise DatasetError(
            f"--num-fewshot, --prompt-template and --system-prompt shape chat prompts; {run_mode} mode scores "
            "the options after each row's own context: drop them or use --mode chat"
        )
    if not systems or run_mode != "chat":
        return None, evaluators
    if num_fewshot is not None and num_fewshot < 0:
        raise ValueError(f"num_fewshot must be >= 0, got {num_fewshot}")
    template: Mapping[str, Any] | None
    if prompt_template is None or isinstance(prompt_template, Mapping):
        template = prompt_template
    elif isinstance(prompt_template, Path) or "{" not in str(prompt_template):
        template = read_prompt_template(prompt_template)
    else:
        template = {"user": str(prompt_template)}
    reopen = None
    if isinstance(dataset, (str, Path)):

        def reopen() -> Iterable[Mapping[str, Any]]:
            rows = open_source(dataset, adapters=adapters, path=data_path, dataset_name=dataset_name)
            return apply_choices(rows, choices_field, choices) if choices_field or choices is not None else rows

    from_hub = isinstance(dataset, str) and data_path is None and bench is not None and not Path(dataset).exists()
    plan = PromptPlan(
        adapters, template, system_prompt, num_fewshot, fewshot_data, reopen, from_hub=from_hub, seed=seed
    )
    return plan, evaluators


async def _process(
    system: System, example: dict[str, Any], executor: DaemonPool, plan: PromptPlan | None
) -> dict[str, Any]:
    """Call a system on one row: with its prompt's messages, turn by turn for multi-turn rows."""
    if plan is None:
        return normalize_output(await call_system(system, example, executor), system.name)
    messages, multi_turn = plan.messages(example)
    if multi_turn:
        return await play_turns(example, messages or [], lambda ex: call_system(system, ex, executor), system.name)
    if messages is None:
        return normalize_output(await call_system(system, example, executor), system.name)
    processed = normalize_output(await call_system(system, {**example, "messages": messages}, executor), system.name)
    processed.setdefault("messages", messages)
    return processed


async def _within(call: Awaitable[_T], seconds: float | None, name: str) -> _T:
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


def _blocking_twin(afn: Callable[_P, Coroutine[Any, Any, _T]]) -> Callable[[Callable[..., Any]], Callable[_P, _T]]:
    """Turn the decorated function (its name and docstring) into a blocking twin of ``afn``:
    the same parameters (``inspect.signature`` and type checkers see ``afn``'s), run to completion
    with ``asyncio.run``, or on a worker thread when the caller is already inside an event loop."""

    def decorate(named: Callable[..., Any]) -> Callable[_P, _T]:
        @functools.wraps(afn)
        def blocking(*args: _P.args, **kwargs: _P.kwargs) -> _T:
            run = afn(*args, **kwargs)
            try:
                asyncio.get_running_loop()
            except RuntimeError:
                return asyncio.run(run)
            result: list[_T] = []
            error: list[BaseException] = []

            def worker() -> None:
                try:
                    result.append(asyncio.run(run))
                except BaseException as exc:
                    error.append(exc)

            thread = threading.Thread(target=worker, name=f"scorewire-{named.__name__}")
            thread.start()
            thread.join()
            if error:
                raise error[0]
            return result[0]

        blocking.__name__ = named.__name__
        blocking.__qualname__ = named.__qualname__
        blocking.__doc__ = named.__doc__
        return blocking

    return decorate


@_blocking_twin(aevaluate)
def evaluate() -> None:
    """Run systems on a dataset, score every row, and aggregate.

    :param systems: objects with ``name`` and ``process(example)`` (sync or
        async), plain callables, :class:`~scorewire.OpenAIChatSystem`, or None
        to score the ``response`` already in each row (score-only mode).
    :param dataset: a registered benchmark name (with ``data_path``), a
        JSONL/JSON/CSV/TSV file, an iterable of dicts, or a Hugging Face dataset.
    :param evaluators: evaluator names, classes or instances, or plain functions
        ``(original, processed) -> dict`` (named after the function); overrides
        auto-wiring for every row. Without it, each row is scored by the
        evaluators wired to its ``dataset`` tag.
    :param evaluator_options: ``{evaluator_name: {option: value}}`` passed when
        building evaluators by name.
    :param rules: extra :class:`~scorewire.WiringRule` objects for this run.
    :param default_evaluators: evaluator names for rows whose dataset no wiring
        rule matches (opt-in; without it such rows get a wiring error). A user
        rule ``WiringRule("*", [...], priority=-100)`` does the same through rules.
    :param data_path: local files of a registered benchmark.
    :param dataset_name: tag rows with this name (and convert them with its
        adapter, if one is registered).
    :param limit: score only the first ``limit`` examples.
    :param max_concurrency: systems calls and async evaluations in flight.
    :param output: a run folder (any path not ending in ``.jsonl``): it keeps
        ``run.sqlite`` (the run store) and gets ``results.jsonl``, ``summary.json``,
        ``summary.md`` and ``failure_analysis.json``; calling again with the same
        folder resumes the run. A path ending in ``.jsonl`` only streams the rows to
        that file. Result files are published atomically when the run completes.
    :param restart: start an existing run folder over instead of resuming it.
    :param fail_fast: stop the run (``FailFastError``) after this many consecutive
        requests that failed after their retries; None or 0 never stops.
    :param system_field: score-only mode: the row field naming each row's system
        (rows without it are ``score-only``); summaries are split per system.
    :param keep_rows: keep rows in memory (default: only when no ``output``).
    :param progress: show a progress bar (default: when stderr is a terminal).
    :param seed: seed of the bootstrap confidence intervals.
    :param bootstrap_resamples: bootstrap resamples (0 disables CIs).
    :param category_field: example field used for per-category breakdowns.
    :param cluster_field: example field naming each example's cluster (e.g. the
        passage several questions share): adds clustered standard errors and
        makes the CI ``mean ± 1.96 * clustered stderr``.
    :param interval: ``"bootstrap"`` (default) or ``"wilson"`` (Wilson score
        intervals for keys whose scores are all 0/1).
    :param registry: a :class:`~scorewire.PluginRegistry` (default: installed plugins).
    :param epochs: call every system this many times per example; each sample is
        scored on its own and its row carries ``epoch`` (0-based). Systems receive
        the example with ``epoch`` and ``epochs`` set.
    :param reducers: how an example's samples fold into one value before the
        statistics (default ``["mean"]`` when ``epochs > 1``): names such as
        ``"mean"``, ``"majority"``, ``"pass_at_2"``, ``"pass^3"``, a
        :class:`~scorewire.Reducer`, or a named function. The summary then has
        one row per score key and reducer, with statistics over examples. In
        score-only mode, rows of one example share an ``id`` and carry ``epoch``.
    :param metrics: extra aggregations per evaluator name,
        ``{"answer_quality": [Metric("f1_median", "f1", statistics.median)]}``.
    :param row_timeout: seconds one system call may take on one row, retries
        included (default 900); past it the row gets a ``system`` TimeoutError and
        the run goes on. None waits forever.
    :param executor: where rows are scored: ``"local"`` (this process, the
        default), an executor a plugin registers (``"ray"`` with ``scorewire-ray``),
        or an executor object. Every executor gives the same rows and summary.
    :param executor_options: keyword options of the named executor
        (``{"address": "auto"}`` for Ray).
    :param mode: ``"chat"`` or ``"loglikelihood"``: picks the evaluators the benchmark
        declares for that mode (default: the systems' ``mode`` attribute, ``chat`` for
        chat systems and callables; score-only runs use the wiring rules).
    :param prompt_template: replaces the benchmark's user message: a ``str.format``
        template over the row's fields, or a file (text, or JSON with ``user``,
        ``system``, ``answer_format``, ``fewshot_answer``).
    :param system_prompt: replaces the benchmark's system message (``""`` removes it).
    :param num_fewshot: few-shot examples per prompt (default: the benchmark's).
    :param fewshot_data: a file or folder the few-shot examples come from (default: the
        benchmark's few-shot split on the Hub, else the evaluation rows; never the row itself).
    :param choices_field: a dotted path to each row's options (``"choices.text"``).
    :param choices: the same options for every row (``["yes", "no"]``).

    With systems, every row is sent as chat ``messages`` built by its benchmark's prompt
    (:class:`~scorewire.Prompt`); systems receive them in the example's ``messages``
    field and each result row records them. A row with ``turns`` (a list of user
    messages) is played turn by turn: the system gets the conversation so far in
    ``messages`` (and ``turn``, 0-based), its replies are appended, and ``processed``
    holds every reply in ``turns``.

    Inside a running event loop (Jupyter), use ``await aevaluate(...)``; this
    function then runs the evaluation on a worker thread.
    """
