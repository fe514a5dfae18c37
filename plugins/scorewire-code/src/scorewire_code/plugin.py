"""Hook implementations of scorewire-code: the evaluator, its wiring and three dataset adapters."""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import DatasetAdapter, WiringRule, hookimpl

from .datasets import adapters
from .evaluators import CodeExecution


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    """``code_execution`` (its module imports the sandbox backends, and docker, on first use)."""
    return [CodeExecution]


@hookimpl
def scorewire_register_rules() -> Iterable[WiringRule]:
    """HumanEval and MBPP rows are scored by ``code_execution``."""
    return [
        WiringRule("humaneval", ["code_execution"]),
        WiringRule("openai-humaneval", ["code_execution"]),
        WiringRule("mbpp", ["code_execution"]),
        WiringRule("mbpp-sanitized", ["code_execution"]),
    ]


@hookimpl
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """humaneval (``HumanEval.jsonl(.gz)``), mbpp and mbpp-sanitized (local JSON/JSONL files)."""
    return adapters()
