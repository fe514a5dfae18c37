"""scorewire-multiple-choice: read the chosen option from chat answers, and rank options by loglikelihood.

Evaluators ``multiple_choice`` and ``mc_loglikelihood``; the
:class:`CompletionsLoglikelihoodSystem` that produces loglikelihoods from an
OpenAI-compatible completions endpoint; adapters for MMLU, MMLU-Pro, ARC,
HellaSwag, Winogrande, GPQA, OpenBookQA, PIQA and TruthfulQA.
"""

from __future__ import annotations

from .completions import CompletionsLoglikelihoodSystem, ContinuationScore, score_continuation
from .evaluators import MCLoglikelihood, MultipleChoice, gold_letter
from .extract import Extraction, extract_letter

__all__ = [
    "CompletionsLoglikelihoodSystem",
    "ContinuationScore",
    "Extraction",
    "MCLoglikelihood",
    "MultipleChoice",
    "extract_letter",
    "gold_letter",
    "score_continuation",
]
