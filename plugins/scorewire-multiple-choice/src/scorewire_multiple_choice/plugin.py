"""Hook implementations of scorewire-multiple-choice: evaluators, wiring, dataset adapters.

Imports stay cheap: no third-party module is imported at plugin discovery.
"""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import DatasetAdapter, WiringRule, hookimpl

from .benchmarks import BENCHMARKS
from .evaluators import MCLoglikelihood, MultipleChoice

#: Benchmarks usually run as chat questions whose answer is a letter.
LETTER_DATASETS = ("mmlu", "mmlu-pro", "arc-easy", "arc-challenge", "gpqa", "openbookqa")
#: Benchmarks defined by loglikelihood ranking of continuations.
LOGLIKELIHOOD_DATASETS = ("hellaswag", "winogrande", "piqa", "truthfulqa-mc1", "truthfulqa-mc2")


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    """``multiple_choice`` and ``mc_loglikelihood``."""
    return [MultipleChoice, MCLoglikelihood]


@hookimpl
def scorewire_register_rules() -> Iterable[WiringRule]:
    """Letter-answer benchmarks to ``multiple_choice``; continuation benchmarks to ``mc_loglikelihood``.

    Override per run with ``evaluate(..., evaluators=["mc_loglikelihood"])`` to score
    MMLU or ARC by loglikelihood instead.
    """
    rules = [WiringRule(name, ["multiple_choice"]) for name in LETTER_DATASETS]
    rules += [WiringRule(name, ["mc_loglikelihood"]) for name in LOGLIKELIHOOD_DATASETS]
    return rules


@hookimpl
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """Benchmarks for the datasets above, with chat prompts and both modes."""
    return list(BENCHMARKS)
