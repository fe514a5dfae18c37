"""Hook implementations of scorewire-math.

Only cheap imports here: sympy is imported by the worker process, and only
when an answer needs symbolic comparison.
"""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import DatasetAdapter, WiringRule, hookimpl

from .benchmarks import BENCHMARKS
from .evaluators import MathEquivalence

MATH_DATASETS = (
    "gsm8k",
    "gsm8k-*",
    "openai/gsm8k",
    "math",
    "competition-math",
    "hendrycks-math",
    "hendrycks/competition-math",
    "minerva-math",
    "math-500",
    "huggingfaceh4/math-500",
    "mgsm",
    "mgsm-*",
    "juletxara/mgsm",
    "aime",
    "aime*",
    "amc*",
)


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    """The ``math_equivalence`` evaluator."""
    return [MathEquivalence]


@hookimpl
def scorewire_register_rules() -> Iterable[WiringRule]:
    """Wire the final-answer math benchmarks to ``math_equivalence``."""
    return [WiringRule(name, ["math_equivalence"]) for name in MATH_DATASETS]


@hookimpl
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """Benchmarks gsm8k, math (competition_math), math-500, mgsm and aime, with their prompts."""
    return list(BENCHMARKS)
