"""scorewire-multiple-choice: read the chosen option from chat answers, and rank options by loglikelihood.

Evaluators ``multiple_choice`` and ``mc_loglikelihood``; the
:class:`CompletionsLoglikelihoodSystem` that produces loglikelihoods from an
OpenAI-compatible completions endpoint; adapters for MMLU, MMLU-Pro, ARC,
HellaSwag, Winogrande, GPQA, OpenBookQA, PIQA and TruthfulQA.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorewire import lazy_exports

from .evaluators import MCLoglikelihood, MultipleChoice, gold_letter

if TYPE_CHECKING:
    from ._completions import CompletionsLoglikelihoodSystem, ContinuationScore, score_continuation
    from .extract import Extraction, extract_letter
    from .multi import LetterSet, extract_letters

# Imported on first use: the HTTP system pulls in asyncio and httpx, the answer readers the
# extraction toolkit; plugin discovery needs neither.
_LAZY = {
    "CompletionsLoglikelihoodSystem": "._completions",
    "ContinuationScore": "._completions",
    "score_continuation": "._completions",
    "Extraction": ".extract",
    "extract_letter": ".extract",
    "LetterSet": ".multi",
    "extract_letters": ".multi",
}


__getattr__ = lazy_exports(__name__, _LAZY)


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
