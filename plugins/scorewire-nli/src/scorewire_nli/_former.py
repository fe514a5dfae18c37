"""A choice between two named labels settled by "the former" or "the latter".

"Entailment or contradiction? Clearly the latter." names two labels as a choice and then picks one of them by
its place in that pair, without naming it again. The reader finds no label of its own there (the pair only offers
two); this module reads the one picked. The pair must be the last two labels the answer names before the pick,
joined by "or" (or "vs"/"versus"), and the pick must stand as a clause of its own, not turned down ("not the
latter"), asked ("The latter?") or put under a condition ("if anything, the former").
"""

from __future__ import annotations

import re

from scorewire.extraction import LabelSet

__all__ = ["picked_of_pair"]

# "the latter", "the former one", "the latter option" closing a clause (or before "because"/"since")
_PICK = re.compile(
    r"\bthe\s+(?P<which>former|latter)(?:\s+(?:one|option|label|choice|answer))?"
    r"(?=\s*(?:[.!,;:)—–]|\s-\s|$)|\s+(?:because|since|as)\b)",
    re.IGNORECASE,
)
# what joins the two labels of the pair: "entailment or contradiction", "'yes' vs. 'no'"
_JOIN = re.compile(r"[\s\"'*_]*(?:or|vs\.?|versus)[\s\"'*_]*", re.IGNORECASE)
# words before the pick, in its sentence, that turn it down or leave it open
_UNSETTLED = re.compile(
    r"\b(?:not|never|neither|nor|if|unless|whether|rather\s+than|instead\s+of|over|rule[sd]?\s+out|exclude[sd]?|"
    r"reject(?:s|ed)?|unlikely|doubt)\b|n't\b",
    re.IGNORECASE,
)


def picked_of_pair(text: str, ls: LabelSet) -> tuple[str, int, int] | None:
    """The label ``text`` picks as "the former" or "the latter" of the two labels it has just named as a choice,
    as ``(label, start, end)`` of the pick's words; None when there is no such pick."""
    low = text.lower()
    if "former" not in low and "latter" not in low:
        return None
    picks = list(_PICK.finditer(text))
    if len(picks) != 1:  # ("the former ... the latter ...": both named, a comparison, not a pick)
        return None
    pick = picks[0]
    sentence_lo = max(text.rfind(c, 0, pick.start()) for c in ".!?\n") + 1
    if _UNSETTLED.search(text, sentence_lo, pick.start()) is not None:
        return None
    sentence_hi = len(text)
    for c in ".!?\n":
        at = text.find(c, pick.end())
        if 0 <= at < sentence_hi:
            sentence_hi = at
    if text[sentence_hi : sentence_hi + 1] == "?":  # ("The latter?": asked, not picked)
        return None
    mentions = list(ls.find_strong(text, 0, pick.start()))
    if len(mentions) < 2:
        return None
    (first, _, first_end), (second, second_start, _) = mentions[-2], mentions[-1]
    if first == second:
        return None
    joined = _JOIN.match(text, first_end)
    if joined is None or joined.end() != second_start:
        return None
    label = first if pick.group("which").lower() == "former" else second
    return label, pick.start(), pick.end()
