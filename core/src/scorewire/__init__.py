"""scorewire: score what LLM systems produce.

The public API lives here; every other module is private. Plugins provide the
evaluators (``scorewire-answer-quality``, ``scorewire-math``, ...) and are
discovered through the ``scorewire`` entry-point group on first use, so
``import scorewire`` stays cheap.
"""

from __future__ import annotations

from ._aggregates import AggregateResult, Aggregation, CorpusScore, LabelReport, RatioOfSums
from ._datasets import DatasetAdapter, read_csv, read_file, read_json, read_jsonl
from ._errors import (
    AmbiguousWiringError,
    DatasetError,
    DuplicateEvaluatorError,
    MissingFieldError,
    NoWiringError,
    PluginLoadError,
    RequestError,
    ScorewireError,
    UnknownEvaluatorError,
    WiringError,
)
from ._evaluator import Evaluator, Scores, require_field
from ._plugins import PluginInfo, PluginRegistry, default_registry, evaluators, get_evaluator
from ._results import EvalResult, Summary, SummaryRow
from ._runner import aevaluate, evaluate
from ._systems import OpenAIChatSystem, System, default_prompt
from ._wiring import WiringDecision, WiringRule, normalize_dataset_name, resolve_wiring
from .hookspecs import hookimpl, hookspec
from .http import RetryPolicy

__version__ = "0.1.0"

__all__ = [
    "AggregateResult",
    "Aggregation",
    "AmbiguousWiringError",
    "CorpusScore",
    "DatasetAdapter",
    "DatasetError",
    "DuplicateEvaluatorError",
    "EvalResult",
    "Evaluator",
    "LabelReport",
    "MissingFieldError",
    "NoWiringError",
    "OpenAIChatSystem",
    "PluginInfo",
    "PluginLoadError",
    "PluginRegistry",
    "RatioOfSums",
    "RequestError",
    "RetryPolicy",
    "Scores",
    "ScorewireError",
    "Summary",
    "SummaryRow",
    "System",
    "UnknownEvaluatorError",
    "WiringDecision",
    "WiringError",
    "WiringRule",
    "__version__",
    "aevaluate",
    "default_prompt",
    "default_registry",
    "evaluate",
    "evaluators",
    "get_evaluator",
    "hookimpl",
    "hookspec",
    "normalize_dataset_name",
    "read_csv",
    "read_file",
    "read_json",
    "read_jsonl",
    "require_field",
    "resolve_wiring",
]
