"""Hook implementations of scorewire-judge: the judge evaluators, their wiring and dataset adapters."""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import DatasetAdapter, WiringRule, hookimpl


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    """Every judge evaluator."""
    from .alpaca import AlpacaEval

    return [AlpacaEval]


@hookimpl
def scorewire_register_rules() -> Iterable[WiringRule]:
    """The benchmarks that need a judge."""
    return [WiringRule("alpaca_eval", ["alpaca_eval"]), WiringRule("alpaca_eval-*", ["alpaca_eval"])]


@hookimpl
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """Adapters for local copies of MT-Bench, AlpacaEval, SimpleQA and HealthBench."""
    from .datasets import ADAPTERS

    return list(ADAPTERS)
