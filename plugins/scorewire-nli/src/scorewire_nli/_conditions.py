"""An answer that leaves its verdict to a condition it does not settle.

"It depends on whether you trust the adjusted analysis.", "Whether it helps depends entirely on the dose.",
"I'd rather not give a yes/no since it depends on how you weigh observational data.": the answer names what
the verdict turns on and stops there. In a yes/no/maybe set the reader takes "it depends" for the undecided
label; a careful grader does not: "maybe" says the evidence is inconclusive, "it depends on X" hands the
choice back to the reader of the answer. Only when the answer states a label besides ("It depends on delays,
so maybe.") is that label its verdict.

The check runs one pattern anchored on "depend" (linear in the answer's length) and reads the answer once more.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from scorewire import extraction
from scorewire.extraction import LabelSet

__all__ = ["left_to_condition"]

# "it depends", "that all depends", "Depends", "which really depends", "depending on" (every form of the verb:
# the phrase is set aside to see whether the answer states a label besides)
_DEPENDS = re.compile(
    r"\b(?:(?:it|this|that|which|everything|all|the\s+answer|the\s+verdict)\s+)?(?:(?:all|really|entirely|largely|"
    r"mostly|partly|simply|just|still)\s+)?(?:depends|depending|depend)\b",
    re.IGNORECASE,
)


def left_to_condition(
    found: extraction.Extraction,
    text: str,
    ls: LabelSet,
    read: Callable[[str], extraction.Extraction],
) -> extraction.Extraction:
    """``found``, or no verdict when its undecided label was read only from "it depends": with every "depends"
    set aside, ``read`` (the plugin's whole reading) finds no label stated in the answer's own words (a fallback
    reading, "The premise doesn't say.", is the reasoning behind the condition, not a verdict)."""
    if found.value != "maybe" or ls is not extraction.YES_NO_MAYBE:
        return found
    if "depend" not in (found.evidence or "").lower():
        return found
    hits = list(_DEPENDS.finditer(text))
    if not hits:
        return found
    masked = text
    for m in hits:
        masked = masked[: m.start()] + " " * (m.end() - m.start()) + masked[m.end() :]
    again = read(masked)
    if again.value is not None and not any(ls.find_fallback(again.evidence or "")):
        return found
    return extraction.Extraction(None, "none", "the answer leaves its verdict to a condition it does not settle")
