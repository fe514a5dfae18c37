"""scorewire-judge: LLM-as-judge evaluators that reproduce the reference tools and never score a failure.

Evaluators (all ``async ascore`` through :class:`scorewire.http.EndpointClient`):
``judge_rating``, ``judge_grade``, ``judge_pairwise``, ``alpaca_eval``,
``judge_simpleqa``, ``judge_rubric``, ``geval``, ``judge_panel`` and
``judge_fallback``. See ``docs/plugins/judge.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorewire import lazy_exports

from ._failures import REASONS, JudgeFailure
from .evaluators.alpaca import AlpacaEval, is_switched
from .evaluators.fallback import JudgeFallback
from .evaluators.geval import GEval
from .evaluators.grade import JudgeGrade, chat_history
from .evaluators.pairwise import JudgePairwise
from .evaluators.panel import JudgePanel
from .evaluators.rating import JudgeRating
from .evaluators.rubric import JudgeRubric
from .evaluators.simpleqa import JudgeSimpleQA

if TYPE_CHECKING:
    from ._render import Template

__all__ = [
    "REASONS",
    "AlpacaEval",
    "GEval",
    "JudgeFailure",
    "JudgeFallback",
    "JudgeGrade",
    "JudgePairwise",
    "JudgePanel",
    "JudgeRating",
    "JudgeRubric",
    "JudgeSimpleQA",
    "Template",
    "chat_history",
    "is_switched",
]


# The template renderer (hashlib, string) is imported on first use: plugin discovery
# imports this package for the evaluator classes only.
_LAZY = {"Template": "._render"}
__getattr__ = lazy_exports(__name__, _LAZY)
