"""``scorewire.rescore()`` and ``scorewire rescore DIR``: score a run's stored responses again."""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._errors import ScorewireError
from ._results import EvalResult
from ._store import STORE_NAME, RunStore

if TYPE_CHECKING:
    from ._aggregates import Aggregation
    from ._evaluator import EvaluatorSpec
    from ._executors import Executor
    from ._plugins import PluginRegistry
    from ._runner import ReducerSpec
    from ._wiring import WiringRule


class _Stored:
    """Stands in for a system of the original run: its responses come from the store only."""

    def __init__(self, name: str) -> None:
        self.name = name

    async def process(self, example: Mapping[str, Any]) -> Any:  # never called in replay mode
        raise ScorewireError(f"system {self.name!r} has no stored response for example {example.get('id')!r}")


def rescore(
    folder: str | Path,
    *,
    evaluators: Sequence[EvaluatorSpec] | None = None,
    evaluator_options: Mapping[str, Mapping[str, Any]] | None = None,
    progress: bool | None = None,
    registry: PluginRegistry | None = None,
    rules: Sequence[WiringRule] = (),
    default_evaluators: Sequence[str] | None = None,
    reducers: Sequence[ReducerSpec] | None = None,
    metrics: Mapping[str, Sequence[Aggregation]] | None = None,
    max_concurrency: int = 32,
    keep_rows: bool | None = None,
    bootstrap_resamples: int = 1000,
    category_field: str = "category",
    cluster_field: str | None = None,
    interval: str = "bootstrap",
    executor: str | Executor = "local",
    executor_options: Mapping[str, Any] | None = None,
) -> EvalResult:
    """Score the responses stored in run folder ``folder`` again, without calling any system.

    :param evaluators: evaluator names, classes or instances (default: the run's own
        evaluators, or auto-wiring if it used wiring).
    :param evaluator_options: ``{evaluator: {option: value}}`` (default: the run's).
    :param reducers: how an example's samples fold into one value (default: the run's).

    The other parameters are :func:`~scorewire.evaluate`'s; the run's seed and epochs are kept.

    Rows already scored by an evaluator of the same name, version and options keep their
    stored scores; every other evaluator runs. ``results.jsonl``, ``summary.json``,
    ``summary.md`` and ``failure_analysis.json`` are written again.
    """
    from ._runner import evaluate

    folder = Path(folder)
    if not (folder / STORE_NAME).is_file():
        raise ScorewireError(
            f"{folder} is not a run folder (no {STORE_NAME}); run `scorewire run ... --output {folder}` first"
        )
    store = RunStore(folder)
    try:
        config = store.get_meta("config") or {}
    finally:
        store.close()
    if evaluators is None:
        if not config.get("evaluators_by_name", True):
            raise ScorewireError(
                f"the run in {folder} used evaluator objects, not names: pass evaluators=[...] to rescore it"
            )
        evaluators = config.get("evaluators")
    if evaluator_options is None:
        evaluator_options = config.get("evaluator_options") or {}
    systems = [_Stored(d["name"]) for d in config.get("systems") or []]
    examples = _examples(folder)
    return evaluate(
        systems or None,
        examples,
        evaluators=evaluators,
        evaluator_options=evaluator_options,
        output=folder,
        progress=progress,
        seed=config.get("seed", 0),
        _replay=True,
        epochs=config.get("epochs") or 1,
        reducers=reducers if reducers is not None else config.get("reducers"),
        registry=registry,
        rules=rules,
        default_evaluators=default_evaluators,
        metrics=metrics,
        max_concurrency=max_concurrency,
        keep_rows=keep_rows,
        bootstrap_resamples=bootstrap_resamples,
        category_field=category_field,
        cluster_field=cluster_field,
        interval=interval,
        executor=executor,
        executor_options=executor_options,
    )


def _examples(folder: Path) -> Any:
    class _Examples:
        def __iter__(self) -> Any:
            store = RunStore(folder)
            try:
                yield from store.iter_examples()
            finally:
                store.close()

    return _Examples()


def _cmd_rescore(args: argparse.Namespace) -> int:
    from .cli import _parse_options, _report

    evaluators = [e for e in args.evaluators.split(",") if e] if args.evaluators else None
    result = rescore(
        args.folder,
        evaluators=evaluators,
        evaluator_options=_parse_options(args.option) if args.option else None,
        progress=None if args.progress is None else args.progress == "on",
    )
    return _report(result, Path(args.folder), args)


def add_rescore_parser(sub: Any) -> None:
    """Register ``scorewire rescore``."""
    p = sub.add_parser("rescore", help="score a run folder's stored responses again (no system is called)")
    p.add_argument("folder", help="a run folder (holds run.sqlite)")
    p.add_argument("--evaluators", help="comma-separated evaluator names (default: the run's)")
    p.add_argument("--option", action="append", default=[], metavar="EVAL.OPT=VALUE", help="evaluator option")
    p.add_argument("--max-error-rate", type=float, default=0.0)
    p.add_argument("--categories", action="store_true", help="print per-category lines too")
    p.add_argument("--progress", choices=["on", "off"])
    p.set_defaults(func=_cmd_rescore)
