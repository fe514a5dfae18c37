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

from ._elimination import label_names, label_of

__all__ = ["left_to_condition", "split_by_condition"]

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


# A verdict given only under a condition: "If it was blinded, yes; if not, maybe.", "If he left at noon,
# contradiction. Otherwise neutral.", "If so, then entailment" (the head of the branch, then the label)
_BRANCH = re.compile(
    r"\b(?:(?:if|when|assuming|provided)\b[^.;!?\n]{0,120}?(?:,|→|->|\bthen\b|:)|otherwise\b|else\b|if\s+(?:not|so)\b)"
    r"[\s,:]*(?:then\s+)?(?:(?:it|that|this)(?:['’]s|\s+is|\s+would\s+be|['’]d\s+be)\s+|i['’]d\s+say\s+)?[\"'*_]*",
    re.IGNORECASE,
)
_BRANCH_TAIL = 600
_TO_CLAUSE_END = re.compile(r"[^.;!?\n]*[.;!?\n]?")
_HEAD_WORDS = ("if", "when", "assuming", "provided", "otherwise", "else")


def _heads(low: str, lo: int) -> list[int]:
    """Where a head word of a branch starts as a whole word in ``low`` (the lowercased tail from ``lo``), in
    order (plain substring searches: cheaper than a pattern tried at every position)."""
    out = []
    for word in _HEAD_WORDS:
        i = low.find(word)
        while i >= 0:
            end = i + len(word)
            if (i == 0 or not low[i - 1].isalnum()) and (end == len(low) or not low[end].isalnum()):
                out.append(lo + i)
            i = low.find(word, end)
    out.sort()
    return out


def split_by_condition(
    found: extraction.Extraction,
    text: str,
    ls: LabelSet,
    read: Callable[[str], extraction.Extraction],
) -> extraction.Extraction:
    """``found``, or no verdict when the answer gives its labels only in conditional branches that disagree ("If
    it was blinded, yes; if not, maybe.") and the condition is left unsettled: nothing after the last branch
    names a label (an inability said after the branches, "I can't tell from the abstract.", is about the
    condition)."""
    if found.value is None or found.method not in ("first_line", "conclusion", "only_label_mentioned"):
        return found
    lo = max(0, len(text) - _BRANCH_TAIL)
    low = text[lo:].lower()
    if "if" not in low and "otherwise" not in low:
        return found
    labels: list[str] = []
    spans: list[tuple[int, int]] = []
    heads = _heads(low, lo)
    if len(heads) < 2:  # (two branches at least: one head word alone gives one label)
        return found
    for at in heads:
        # (the branch pattern is tried only where one of its head words stands)
        m = _BRANCH.match(text, at)
        if m is None:
            continue
        # (the label by its own name: "yes", "neutral", "REFUTES")
        hit = label_names(ls).match(text, m.end())
        label = label_of(hit.group(0), ls) if hit is not None else None
        if hit is not None and label is not None:
            labels.append(label)
            spans.append((m.start(), hit.end()))
    if len(set(labels)) < 2 or found.value not in labels:
        return found
    if found.method == "first_line":
        first = re.search(r"[.!?;\n]", text)
        if first is not None and spans[0][0] >= first.end():
            return found  # ("Yes. If it holds in adults, yes; if only in children, no.": a verdict given first)
    end = spans[-1][1]
    stop = _TO_CLAUSE_END.match(text, end)
    rest = text[stop.end() if stop is not None else end :]
    after = read(" " * (len(text) - len(rest)) + rest) if rest.strip() else None
    if after is not None and after.value is not None and ls.normalize_gold((after.evidence or "").strip()) is not None:
        return found if after.value == found.value else after
    return extraction.Extraction(None, "none", "the answer gives its labels only under a condition it leaves open")
