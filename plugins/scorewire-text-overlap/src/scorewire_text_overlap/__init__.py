"""scorewire-text-overlap: ROUGE, BLEU and chrF that agree with rouge-score and sacrebleu.

Evaluators ``rouge``, ``bleu`` and ``chrf`` (see :mod:`scorewire_text_overlap.evaluators`),
wiring rules for summarization and translation benchmarks, and their dataset adapters.
"""

from __future__ import annotations

from .datasets import translation_adapter
from .evaluators import Bleu, Chrf, Rouge

__all__ = ["Bleu", "Chrf", "Rouge", "translation_adapter"]
