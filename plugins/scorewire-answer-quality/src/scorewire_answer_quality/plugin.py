"""Hook implementations of scorewire-answer-quality.

Each hook is a pure function returning data, so it can be tested without a plugin manager.
"""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import DatasetAdapter, WiringRule, hookimpl

from .benchmarks import BENCHMARKS
from .datasets import RULES
from .evaluators.answer_quality import AnswerQuality
from .evaluators.fuzzy import FuzzyMatch, StringSimilarity
from .evaluators.matching import AnswerLine, ExactMatch, Includes, Match, Pattern, RegexTarget
from .evaluators.retrieval import RetrievalMetrics
from .evaluators.structured import Coverage, ExactMatchRatio, NumericTolerance, SetOverlap, TimeDecay
from .verdict import YesNoVerdict

EVALUATORS: tuple[type, ...] = (
    AnswerQuality,
    ExactMatch,
    Includes,
    Match,
    Pattern,
    AnswerLine,
    RegexTarget,
    FuzzyMatch,
    StringSimilarity,
    YesNoVerdict,
    NumericTolerance,
    ExactMatchRatio,
    SetOverlap,
    Coverage,
    TimeDecay,
    RetrievalMetrics,
)


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    """Every evaluator of this plugin (see the README for names, options and score keys)."""
    return list(EVALUATORS)


@hookimpl
def scorewire_register_rules() -> Iterable[WiringRule]:
    """Wire the extractive-QA benchmarks to ``answer_quality`` and yes/no benchmarks to ``yes_no``."""
    return list(RULES)


@hookimpl
def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
    """Adapters for SQuAD, TriviaQA, Natural Questions, HotpotQA, DROP and WebQuestions."""
    return list(BENCHMARKS)
