"""scorewire-nli: NLI, fact-verification and yes/no/maybe labels read from free-text answers.

Public names: :class:`NLILabel` (evaluator ``nli_label``), :func:`extract_label`
and :class:`Extraction` (the label reader), :func:`resolve_label_set` and
:data:`LABEL_SETS`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorewire import lazy_exports

from .evaluators import NLILabel

if TYPE_CHECKING:
    from .extract import Extraction, extract_label
    from .labels import LABEL_SETS, LabelSet, resolve_label_set

__all__ = ["LABEL_SETS", "Extraction", "LabelSet", "NLILabel", "extract_label", "resolve_label_set"]

# The label sets and the reader (the extraction toolkit) are imported on first use: plugin
# discovery imports this package for the evaluator class only.
_LAZY = {
    "Extraction": ".extract",
    "extract_label": ".extract",
    "LABEL_SETS": ".labels",
    "LabelSet": ".labels",
    "resolve_label_set": ".labels",
}


__getattr__ = lazy_exports(__name__, _LAZY)
