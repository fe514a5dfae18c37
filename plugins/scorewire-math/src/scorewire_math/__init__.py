"""scorewire-math: final-answer extraction and math equivalence for scorewire.

The evaluator is ``math_equivalence`` (:class:`MathEquivalence`); the helpers
below are public for users who want to reuse the extraction or normalisation.
sympy is imported only by the worker process that does symbolic comparisons.
"""

from __future__ import annotations

from ._equivalence import Verdict
from ._extract import Extraction, extract_answer
from ._normalize import normalize
from .evaluators import MathEquivalence, gold_answer

__all__ = ["Extraction", "MathEquivalence", "Verdict", "extract_answer", "gold_answer", "normalize"]
