"""Hook implementations of scorewire-ifeval: the ``ifeval`` evaluator, its wiring and dataset adapter."""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import DatasetAdapter, WiringRule, hookimpl

from .datasets import IFEVAL_ADAPTER
from .evaluators import IFEval


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    """The ``ifeval`` evaluator."""
    return [IFEval]


@hookimpl
def scorewire_register_rules() -> Iterable[WiringRule]:
    """Rows tagged ``ifeval`` (or ``ifeval-*``, ``google/ifeval``) are scored by ``ifeval``."""
    return [
        WiringRule("ifeval", ["ifeval"]),
        WiringRule("ifeval-*", ["ifeval"]),
        WiringRule("google/ifeval", ["ifeval"]),
    ]


@hookimpl
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """The official ``input_data.jsonl`` format."""
    return [IFEVAL_ADAPTER]
