"""Hook implementations of scorewire-nli: the ``nli_label`` evaluator, its wiring and dataset adapters."""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import DatasetAdapter, WiringRule, hookimpl

from .benchmarks import BENCHMARKS
from .evaluators import NLILabel

# Dataset names (and their variants: mnli-mismatched, anli-r3, boolq-dev...) scored by nli_label.
WIRED_DATASETS = ("mnli", "multi-nli", "snli", "anli", "fever", "scifact", "contract-nli", "boolq", "pubmedqa")


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    """The ``nli_label`` evaluator."""
    return [NLILabel]


@hookimpl
def scorewire_register_rules() -> Iterable[WiringRule]:
    """Wire every NLI, fact-verification and yes/no/maybe benchmark to ``nli_label``."""
    rules = [WiringRule(name, ["nli_label"]) for name in WIRED_DATASETS]
    rules += [WiringRule(f"{name}-*", ["nli_label"]) for name in WIRED_DATASETS]
    return rules


@hookimpl
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """Adapters for mnli, snli, anli, fever, scifact, contract-nli, boolq and pubmedqa (local files only)."""
    return list(BENCHMARKS)
