"""Hook implementations of scorewire-judge: the judge evaluators, their wiring and dataset adapters."""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import DatasetAdapter, WiringRule, hookimpl

from .benchmarks import BENCHMARKS
from .evaluators.alpaca import AlpacaEval
from .evaluators.fallback import JudgeFallback
from .evaluators.geval import GEval
from .evaluators.grade import JudgeGrade
from .evaluators.pairwise import JudgePairwise
from .evaluators.panel import JudgePanel
from .evaluators.rating import JudgeRating
from .evaluators.rubric import JudgeRubric
from .evaluators.simpleqa import JudgeSimpleQA

#: Benchmarks scored by a judge, and the evaluator each one needs.
JUDGED_DATASETS = {
    "mt-bench": "judge_rating",
    "alpaca_eval": "alpaca_eval",
    "simpleqa": "judge_simpleqa",
    "healthbench": "judge_rubric",
}


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    """Every judge evaluator."""
    return [
        JudgeRating,
        JudgeGrade,
        JudgePairwise,
        AlpacaEval,
        JudgeSimpleQA,
        JudgeRubric,
        GEval,
        JudgePanel,
        JudgeFallback,
    ]


@hookimpl
def scorewire_register_rules() -> Iterable[WiringRule]:
    """The benchmarks that need a judge (their variants too: ``simpleqa-verified``, ``healthbench-hard``)."""
    rules = [WiringRule(name, [ev]) for name, ev in JUDGED_DATASETS.items()]
    rules += [WiringRule(f"{name}-*", [ev]) for name, ev in JUDGED_DATASETS.items()]
    return rules


@hookimpl
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """Adapters for local copies of MT-Bench, AlpacaEval, SimpleQA and HealthBench, with their prompts."""
    return list(BENCHMARKS)
