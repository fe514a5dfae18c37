"""Executors: where the rows of a run are scored.

``evaluate(..., executor="local")`` (the default) streams rows through systems and
evaluators in this process. Other executors come from plugins through the
``scorewire_register_executors`` hook (``scorewire-ray`` registers ``"ray"``). An
executor is handed an :class:`ExecutorJob`: the dataset as the user gave it, a picklable
:class:`ScoringPlan` to rebuild the scoring on workers (:class:`BlockScorer` scores one
block of examples there with the local engine), and ``emit`` to hand each finished row back
to the run in input order. The run keeps one summary builder, one results file and one run
folder, whatever the executor; rows, indices and example ids are the same as a local run's.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from ._results import Row
from ._wiring import WiringRule


@runtime_checkable
class Executor(Protocol):
    """Runs the scoring of a run. Built as ``cls(**executor_options)``.

    ``run`` must call ``job.emit(row)`` exactly once per row, in input order
    (by ``index``; for each example its rows in epoch, then system order), and
    return when every row was emitted.
    """

    name: str

    async def run(self, job: ExecutorJob) -> None: ...


@dataclass(frozen=True)
class ScoringPlan:
    """Everything a worker needs to score rows exactly as the local runner does (picklable).

    Evaluators given as names are rebuilt on each worker from its installed plugins;
    classes, instances and functions travel pickled (cloudpickle under Ray).
    """

    evaluators: Sequence[Any] | None = None
    evaluator_options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    rules: Sequence[WiringRule] = ()
    default_evaluators: Sequence[str] = ()
    systems: Sequence[Any] = ()
    epochs: int = 1
    category_field: str = "category"
    max_concurrency: int = 32
    system_field: str = "system"
    #: The run's prompt plan (a :class:`~scorewire._prompt_plan.PromptPlan`): the chat
    #: messages each row is sent, multi-turn rows played turn by turn.
    prompts: Any = None


@dataclass
class ExecutorJob:
    """One run, as an executor sees it.

    :ivar dataset: the ``dataset`` argument of :func:`scorewire.evaluate` as given.
    :ivar data_path: ``data_path`` (local files of a registered benchmark).
    :ivar dataset_name: ``dataset_name`` (tag, and adapter if one is registered).
    :ivar limit: score only the first ``limit`` examples.
    :ivar plan: how to score (see :class:`ScoringPlan`).
    :ivar examples: opens the examples as the local runner streams them (adapters,
        tagging, default ids applied): for executors that ship examples themselves.
    :ivar emit: ``emit(row, example)`` hands one finished row and its input example to the
        run (summary, results file, run store, progress).
    :ivar has_adapter: the rows go through a registered dataset adapter.
    :ivar run_local: the streaming local runner of this job.
    :ivar shards: the run's side of result shards (a :class:`~scorewire._shards.ShardRun`):
        executors whose workers write each block's results as a shard
        (:meth:`BlockScorer.shard`) merge them with ``shards.merge(path)`` in block order
        instead of emitting rows.
    """

    dataset: Any
    data_path: str | Path | None
    dataset_name: str | None
    limit: int | None
    plan: ScoringPlan
    examples: Callable[[], Iterable[dict[str, Any]]]
    emit: Callable[..., None]
    has_adapter: bool = False
    run_local: Callable[[], Awaitable[None]] | None = None
    shards: Any = None


class LocalExecutor:
    """The streaming runner in this process: bounded concurrency, flat memory (the default)."""

    name = "local"

    def __init__(self, **options: Any) -> None:
        if options:
            raise TypeError(f"the local executor takes no options, got {sorted(options)}")

    async def run(self, job: ExecutorJob) -> None:
        assert job.run_local is not None
        await job.run_local()


class _ListSink:
    def __init__(self) -> None:
        self.rows: list[Row] = []
        self.count = 0

    def emit(self, row: Row, *_: Any) -> None:
        self.rows.append(row)
        self.count += 1


class _NoProgress:
    def update(self, n: int = 1) -> None:
        pass


class _NoFreeze:
    def tick(self) -> None:
        pass


class BlockScorer:
    """Scores blocks of examples with the local engine; built once per worker and reused.

    Evaluators are built on first use and kept (warm sandboxes, HTTP clients), so a
    worker discovers plugins and builds each evaluator once for all its blocks.

    :param plan: the run's :class:`ScoringPlan`.
    :param registry: the plugin registry (default: this process's installed plugins).
    """

    def __init__(self, plan: ScoringPlan, registry: Any = None) -> None:
        from ._plugins import default_registry
        from ._results import SummaryBuilder
        from ._runner import _Scorer
        from ._systems import as_system

        self.plan = plan
        self.registry = registry or default_registry()
        self._scorer = _Scorer(
            self.registry,
            plan.evaluators,
            plan.evaluator_options,
            plan.rules,
            SummaryBuilder(resamples=0),
            plan.default_evaluators,
        )
        self._systems = [as_system(s) for s in plan.systems]
        self._loop: Any = None

    def score(self, examples: Sequence[dict[str, Any]], first_index: int = 0) -> list[Row]:
        """The rows of ``examples``, whose first has input position ``first_index``."""
        import asyncio

        # One event loop for the worker's life: async evaluators and systems keep their clients
        # (bound to a loop) warm from block to block.
        if self._loop is None:
            self._loop = asyncio.new_event_loop()
        rows: list[Row] = self._loop.run_until_complete(self.ascore(examples, first_index))
        return rows

    def close(self) -> None:
        """Close the evaluators' connection pools and this scorer's event loop."""
        if self._loop is not None:
            from ._runner import _close_evaluators

            self._loop.run_until_complete(_close_evaluators(self._scorer.instances.values()))
            self._loop.close()
            self._loop = None

    def shard(
        self,
        examples: Sequence[dict[str, Any]],
        first_index: int,
        spec: Any,
        directory: str | Path,
        seq: int,
        stored: Any = None,
        dumps: Callable[[Any], bytes] | None = None,
    ) -> Path:
        """Score a block into shard ``seq`` under ``directory`` (see :mod:`scorewire._shards`).

        :param spec: the run's :class:`~scorewire._shards.ShardSpec`.
        :param stored: the block's stored rows (a resumed run whose store this worker cannot
            read); by default they are read from ``spec.store``.
        :param dumps: pickles the partial state (default :func:`pickle.dumps`).
        :returns: the published shard's directory.
        """
        import asyncio
        import pickle

        from . import _shards
        from ._results import RowSink
        from .failures import FailureAnalysis

        if self._loop is None:
            self._loop = asyncio.new_event_loop()
        if stored is None and spec.store is not None and spec.run_folder:
            stored = _shards.read_stored(spec.store, first_index, first_index + len(examples))

        def build(tmp: Path) -> dict[str, Any]:
            scorer = self._scorer
            builder = _shards.block_builder(spec, scorer.instances)
            scorer.builder = builder
            if spec.cluster_field is not None:
                _shards.note_clusters(builder, examples, first_index, spec.cluster_field)
            sink = RowSink(builder, output=tmp / _shards.RESULTS if spec.results else None, keep_rows=spec.keep_rows)
            sink.analysis = FailureAnalysis(count_rows=False)
            folder = _shards.ShardFolder(tmp, stored) if spec.run_folder else None
            scorer.folder = folder  # type: ignore[assignment]
            try:
                self._loop.run_until_complete(self.ascore(examples, first_index, sink=sink, folder=folder))
                sink.commit()
            finally:
                sink.abort()
                scorer.folder = None
                if folder is not None:
                    folder.close()
            return {
                "count": sink.count,
                "builder": builder,
                "analysis": sink.analysis,
                "rows": sink.rows if spec.keep_rows else None,
                "tags": sorted({str(e.get("dataset") or "unknown") for e in examples}),
                "digest": folder._digest.hexdigest() if folder is not None else "",
            }

        return _shards.write_shard(Path(directory), seq, build, dumps or pickle.dumps)

    async def ascore(
        self, examples: Sequence[dict[str, Any]], first_index: int = 0, *, sink: Any = None, folder: Any = None
    ) -> list[Row]:
        """Async :meth:`score`; with ``sink`` (and ``folder``, a shard's) rows go there instead."""
        from ._runner import _run_score_only, _run_systems

        sink = sink if sink is not None else _ListSink()
        plan = self.plan
        if not self._systems:
            await _run_score_only(
                examples,
                self._scorer,
                sink,
                _NoProgress(),  # type: ignore[arg-type]
                plan.category_field,
                plan.max_concurrency,
                _NoFreeze(),  # type: ignore[arg-type]
                folder,
                plan.system_field,
                first_index,
            )
        else:
            await _run_systems(
                examples,
                self._systems,
                self._scorer,
                sink,
                _NoProgress(),  # type: ignore[arg-type]
                plan.category_field,
                plan.max_concurrency,
                _NoFreeze(),  # type: ignore[arg-type]
                folder,
                None,
                False,
                epochs=plan.epochs,
                first_index=first_index,
                close=False,
                plan=plan.prompts,
            )
        return sink.rows if isinstance(sink, _ListSink) else []
