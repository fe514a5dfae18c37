"""scorewire-math: final-answer extraction and math equivalence for scorewire.

The evaluator is ``math_equivalence`` (:class:`MathEquivalence`); the helpers
below are public for users who want to reuse the extraction or normalisation.
sympy is imported only by the worker process that does symbolic comparisons.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorewire import lazy_exports

from .evaluators import MathEquivalence, gold_answer

if TYPE_CHECKING:
    from ._equivalence import Verdict
    from ._extract import Extraction, extract_answer
    from ._normalize import normalize

__all__ = ["Extraction", "MathEquivalence", "Verdict", "extract_answer", "gold_answer", "normalize"]

# The extractor, the normaliser and the comparator are imported on first use: plugin
# discovery imports this package for the evaluator class only.
_LAZY = {
    "Verdict": "._equivalence",
    "Extraction": "._extract",
    "extract_answer": "._extract",
    "normalize": "._normalize",
}


__getattr__ = lazy_exports(__name__, _LAZY)
