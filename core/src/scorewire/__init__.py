"""scorewire: score what LLM systems produce.

The public API lives here; every other module is private. Plugins provide the
evaluators (``scorewire-answer-quality``, ``scorewire-math``, ...) and are
discovered through the ``scorewire`` entry-point group on first use, so
``import scorewire`` stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._benchmarks import Benchmark, HubSource, load_hub
from ._datasets import (
    DatasetAdapter,
    hf_dataset_name,
    iter_json_objects,
    read_csv,
    read_file,
    read_json,
    read_jsonl,
    tag_rows,
)
from ._errors import (
    AmbiguousWiringError,
    DatasetError,
    DuplicateEvaluatorError,
    EvaluatorOptionError,
    InvalidFieldError,
    MissingFieldError,
    NoWiringError,
    PluginLoadError,
    RequestError,
    ScorewireError,
    UnknownEvaluatorError,
    UnknownExecutorError,
    WiringError,
)
from ._evaluator import Evaluator, Scores, require_field
from ._lazy import lazy_compile, lazy_exports
from ._options import Configurable, OptionInfo, evaluator_options, option
from ._plugins import PluginInfo, PluginRegistry, default_registry, evaluators, get_evaluator
from ._prompts import Prompt, select_fewshot
from ._wiring import WiringRule, normalize_dataset_name
from .hookspecs import hookimpl, hookspec

if TYPE_CHECKING:
    from ._aggregates import AggregateResult, Aggregation, CorpusScore, LabelReport, Metric, RatioOfSums
    from ._compare import Comparison, compare_runs
    from ._executors import BlockScorer, Executor, ExecutorJob, LocalExecutor, ScoringPlan
    from ._functions import FunctionEvaluator, evaluator
    from ._multi import MultiScorer
    from ._reducers import BoundReducer, Reducer, UnknownReducerError, pass_at_k, pass_hat_k
    from ._report import write_report
    from ._rescore import rescore
    from ._results import EvalResult, Summary, SummaryRow
    from ._runner import aevaluate, evaluate
    from ._shards import pack_shard, unpack_shard
    from ._systems import OpenAIChatSystem, System, as_system, default_prompt
    from ._wiring_decision import WiringDecision, resolve_wiring
    from .http import RetryPolicy

__version__ = "0.1.0"

# Running an evaluation needs asyncio, json, tempfile...; discovering plugins does not.
# These names are imported on first use (PEP 562) so `import scorewire` and discovery stay cheap.
_LAZY = {
    "EvalResult": "._results",
    "Summary": "._results",
    "SummaryRow": "._results",
    "aevaluate": "._runner",
    "evaluate": "._runner",
    "MultiScorer": "._multi",
    "FunctionEvaluator": "._functions",
    "evaluator": "._functions",
    "rescore": "._rescore",
    "OpenAIChatSystem": "._systems",
    "System": "._systems",
    "default_prompt": "._systems",
    "as_system": "._systems",
    "RetryPolicy": ".http",
    "BlockScorer": "._executors",
    "Executor": "._executors",
    "ExecutorJob": "._executors",
    "LocalExecutor": "._executors",
    "ScoringPlan": "._executors",
    "pack_shard": "._shards",
    "unpack_shard": "._shards",
    "Comparison": "._compare",
    "compare_runs": "._compare",
    "write_report": "._report",
    # Aggregations and reducers are used when a run scores, not when plugins are discovered.
    "AggregateResult": "._aggregates",
    "Aggregation": "._aggregates",
    "CorpusScore": "._aggregates",
    "LabelReport": "._aggregates",
    "Metric": "._aggregates",
    "RatioOfSums": "._aggregates",
    "BoundReducer": "._reducers",
    "Reducer": "._reducers",
    "UnknownReducerError": "._reducers",
    "pass_at_k": "._reducers",
    "pass_hat_k": "._reducers",
    "WiringDecision": "._wiring_decision",
    "resolve_wiring": "._wiring_decision",
}


__getattr__ = lazy_exports(__name__, _LAZY)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


__all__ = [
    "AggregateResult",
    "Aggregation",
    "AmbiguousWiringError",
    "Benchmark",
    "BlockScorer",
    "BoundReducer",
    "Comparison",
    "Configurable",
    "CorpusScore",
    "DatasetAdapter",
    "DatasetError",
    "DuplicateEvaluatorError",
    "EvalResult",
    "Evaluator",
    "EvaluatorOptionError",
    "Executor",
    "ExecutorJob",
    "FunctionEvaluator",
    "HubSource",
    "InvalidFieldError",
    "LabelReport",
    "LocalExecutor",
    "Metric",
    "MissingFieldError",
    "MultiScorer",
    "NoWiringError",
    "OpenAIChatSystem",
    "OptionInfo",
    "PluginInfo",
    "PluginLoadError",
    "PluginRegistry",
    "Prompt",
    "RatioOfSums",
    "Reducer",
    "RequestError",
    "RetryPolicy",
    "Scores",
    "ScorewireError",
    "ScoringPlan",
    "Summary",
    "SummaryRow",
    "System",
    "UnknownEvaluatorError",
    "UnknownExecutorError",
    "UnknownReducerError",
    "WiringDecision",
    "WiringError",
    "WiringRule",
    "__version__",
    "aevaluate",
    "as_system",
    "compare_runs",
    "default_prompt",
    "default_registry",
    "evaluate",
    "evaluator",
    "evaluator_options",
    "evaluators",
    "get_evaluator",
    "hf_dataset_name",
    "hookimpl",
    "hookspec",
    "iter_json_objects",
    "lazy_compile",
    "lazy_exports",
    "load_hub",
    "normalize_dataset_name",
    "option",
    "pack_shard",
    "pass_at_k",
    "pass_hat_k",
    "read_csv",
    "read_file",
    "read_json",
    "read_jsonl",
    "require_field",
    "rescore",
    "resolve_wiring",
    "select_fewshot",
    "tag_rows",
    "unpack_shard",
    "write_report",
]
