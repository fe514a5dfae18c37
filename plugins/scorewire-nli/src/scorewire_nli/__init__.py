"""scorewire-nli: NLI, fact-verification and yes/no/maybe labels read from free-text answers.

Public names: :class:`NLILabel` (evaluator ``nli_label``), :func:`extract_label`
and :class:`Extraction` (the label reader), :func:`resolve_label_set` and
:data:`LABEL_SETS`.
"""

from __future__ import annotations

from .evaluators import NLILabel
from .extract import Extraction, extract_label
from .labels import LABEL_SETS, LabelSet, resolve_label_set

__all__ = ["LABEL_SETS", "Extraction", "LabelSet", "NLILabel", "extract_label", "resolve_label_set"]
