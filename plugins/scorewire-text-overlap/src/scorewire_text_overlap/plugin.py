"""Hook implementations of scorewire-text-overlap.

Only light modules are imported here; rouge-score-style stemming (nltk) is
imported when an evaluator asks for it.
"""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import DatasetAdapter, WiringRule, hookimpl

from .benchmarks import as_benchmarks
from .datasets import FLORES_NAMES, SUMMARIZATION, WMT_NAMES, summarization_adapters, translation_adapters
from .evaluators import Bleu, Chrf, Rouge

SUMMARIZATION_EVALUATORS = ("rouge",)
TRANSLATION_EVALUATORS = ("bleu", "chrf")


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    """``rouge``, ``bleu`` and ``chrf``."""
    return [Rouge, Bleu, Chrf]


@hookimpl
def scorewire_register_rules() -> Iterable[WiringRule]:
    """Summarization benchmarks -> rouge; WMT and FLORES (any year, pair or variant) -> bleu and chrf."""
    rules = [
        WiringRule(name, SUMMARIZATION_EVALUATORS) for spec in SUMMARIZATION for name in (spec.name, *spec.aliases)
    ]
    rules += [WiringRule("wmt*", TRANSLATION_EVALUATORS), WiringRule("flores*", TRANSLATION_EVALUATORS)]
    # "wmt*" also covers Hugging Face ids such as "wmt/wmt19"; FLORES lives under "facebook/".
    rules.append(WiringRule("facebook/flores*", TRANSLATION_EVALUATORS))
    return rules


@hookimpl
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """Local-file adapters of the summarization and translation benchmarks."""
    return as_benchmarks([*summarization_adapters(), *translation_adapters()])


__all__ = [
    "FLORES_NAMES",
    "WMT_NAMES",
    "scorewire_register_datasets",
    "scorewire_register_evaluators",
    "scorewire_register_rules",
]
