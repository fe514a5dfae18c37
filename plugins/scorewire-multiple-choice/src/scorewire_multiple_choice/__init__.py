"""scorewire-multiple-choice: read the chosen option from chat answers, and rank options by loglikelihood.

Evaluators ``multiple_choice`` and ``mc_loglikelihood``; the
:class:`CompletionsLoglikelihoodSystem` that produces loglikelihoods from an
OpenAI-compatible completions endpoint; adapters for MMLU, MMLU-Pro, ARC,
HellaSwag, Winogrande, GPQA, OpenBookQA, PIQA and TruthfulQA.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .evaluators import MCLoglikelihood, MultipleChoice, gold_letter
from .extract import Extraction, extract_letter
from .multi import LetterSet, extract_letters

if TYPE_CHECKING:
    from ._completions import CompletionsLoglikelihoodSystem, ContinuationScore, score_continuation

_COMPLETIONS = ("CompletionsLoglikelihoodSystem", "ContinuationScore", "score_continuation")


def __getattr__(name: str) -> Any:
    # The HTTP system pulls in asyncio and httpx; plugin discovery does not need it.
    if name in _COMPLETIONS:
        from . import _completions as completions

        return getattr(completions, name)
    raise AttributeError(f"module 'scorewire_multiple_choice' has no attribute {name!r}")


__all__ = [
    "CompletionsLoglikelihoodSystem",
    "ContinuationScore",
    "Extraction",
    "LetterSet",
    "MCLoglikelihood",
    "MultipleChoice",
    "extract_letter",
    "extract_letters",
    "gold_letter",
    "score_continuation",
]
