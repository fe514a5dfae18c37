"""A lettered choice as the final answer of a math solution whose gold is a choice (``\\text{(B)}``).

Contest problems (AMC, AIME-style multiple choice) have a letter as their gold. The solution
commits to a letter:

1. on a last line that is only the letter ("**(C)**", "(C).");
2. else in the closing sentence: its last clause that names exactly one letter, not negated
   ("The largest is (B).", "..., so it's B.", "Between A and B, B wins.", "That leaves C: ...");
   "A" followed by a lowercase word is the article, not a letter;
3. else on a first line that opens with the letter ("B) 3^20", "(D) 12 ..."), when nothing after
   it revokes or hedges.

A solution that hedges ("maybe", "not sure") or declines commits to no letter. The reading is
only compared against the gold letter, after the extracted value; it never replaces that value.
"""

from __future__ import annotations

import re
from fractions import Fraction

from scorewire import lazy_compile
from scorewire.extraction import is_undecided

from ._extract import ends_unfinished

_GOLD_RE = lazy_compile(r"^\s*(?:\\(?:text|textbf|mathrm|mbox)\s*\{\s*)?\(?([A-E])\)?\s*\}?\s*$")
_LAST_LINE_RE = lazy_compile(r"^[\s*_>#]*(?:answer\s*:\s*)?[*_]*\(?[*_]*([A-E])[*_]*\)?[*_.!\s]*$", re.IGNORECASE)
_FIRST_LINE_RE = lazy_compile(r"^[\s*_]*\(?([A-E])\)[*_]*\s+\S|^[\s*_]*\(([A-E])\)")
_LETTER_RE = lazy_compile(r"\(([A-E])\)|(?<![\w'’-])([A-E])(?![\w'’-])(?!\s+(?!is\b|wins\b|works\b|fits\b)[a-z])")
_NEGATED_RE = lazy_compile(
    r"(?i)\b(?:not|no|never|out|wrong|fails?|eliminat\w*|rule[sd]?\s+out|except|isn't|aren't|can't|cannot|too)\b|n't\b"
)
_HEDGE_RE = lazy_compile(
    r"(?i)\b(?:maybe|perhaps|might|guess|not\s+sure|unsure|could\s+be|either|probably|possibly|i\s+think)\b|\?"
)
_REVOKE_RE = lazy_compile(r"(?i)\b(?:wait|actually|hmm+|correction|instead|rather|mistake|oops|scratch\s+that)\b")
_SENTENCE_RE = lazy_compile(r"(?<=[.!?])\s+|\n+")
_CLAUSE_RE = lazy_compile(r"[,;:]\s+|\s+[—–]\s+")
_STRUCK_RE = lazy_compile(r"~~[^~]*~~")


# One labelled quantity: "length 5 cm", "Width = 3 cm", "width: 3".
_LABELLED_RE = lazy_compile(
    r"^\s*(?:the\s+)?([A-Za-z]{2,20})\s*(?:=|:|is\b|of\b)?\s*\$?(-?\d+(?:\.\d+)?)\s*([A-Za-z]{1,12}[²³]?)?\s*$",
    re.IGNORECASE,
)
_LABELLED_SPLIT_RE = lazy_compile(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s*;\s*")
_TEXT_CMD_RE = lazy_compile(r"\\(?:text|textrm|mathrm|mbox)\s*\{([^{}]*)\}")


def _labelled(text: str) -> dict[str, tuple[str, str]] | None:
    """``{"length": ("5", "cm"), "width": ("3", "cm")}`` for "length 5 cm, width 3 cm"; None unless
    every part is one labelled quantity, with two labels or more, each once."""
    parts = [p for p in _LABELLED_SPLIT_RE.split(_TEXT_CMD_RE.sub(r" \1 ", text).strip().rstrip(".")) if p.strip()]
    out: dict[str, tuple[str, str]] = {}
    for part in parts:
        m = _LABELLED_RE.match(part)
        if m is None or m.group(1).lower() in out:
            return None
        out[m.group(1).lower()] = (m.group(2), (m.group(3) or "").lower())
    return out if len(out) >= 2 else None


def labelled_stated(text: str, gold: str) -> str | None:
    """``gold`` when it is labelled quantities ("length 5 cm, width 3 cm") and the response's last
    line states the same labels with the same values ("Length = 5 cm, width = 3 cm."); else None."""
    if not re.search(r"[A-Za-z]{2}", gold) or not text.strip():
        return None
    theirs = _labelled(gold)
    if theirs is None:
        return None
    ours = _labelled(text.strip().splitlines()[-1].strip(" *_"))
    if ours is None or ours.keys() != theirs.keys():
        return None
    # (the same number, and the same unit where both give one)
    same = all(
        Fraction(ours[k][0]) == Fraction(theirs[k][0])
        and (ours[k][1] == theirs[k][1] or not ours[k][1] or not theirs[k][1])
        for k in theirs
    )
    return gold.strip() if same else None


def gold_letter(gold: str) -> str | None:
    """The choice letter a gold names (``\\text{(B)}``, ``(B)``, ``B``), else None."""
    m = _GOLD_RE.match(gold)
    return m.group(1) if m else None


def _letters(clause: str) -> set[str]:
    return {a or b for a, b in _LETTER_RE.findall(clause)}


def choice_stated(text: str, gold: str) -> str | None:
    """``gold`` when it is a choice letter and the solution commits to that letter; else None."""
    letter = gold_letter(gold)
    if letter is None or letter not in text:
        return None
    body = _STRUCK_RE.sub(" ", text).strip()
    if not body or is_undecided(body, max(0, len(body) - 240)) or ends_unfinished(body):
        return None
    lines = [line for line in body.splitlines() if line.strip()]
    last_line = _LAST_LINE_RE.match(lines[-1])
    if last_line is not None:
        return gold.strip() if last_line.group(1).upper() == letter else None
    sentences = [s for s in _SENTENCE_RE.split(lines[-1]) if s.strip()]
    last = sentences[-1] if sentences else ""
    if _HEDGE_RE.search(last):
        return None
    for clause in reversed(_CLAUSE_RE.split(last)):
        named = _letters(clause)
        if not named:
            continue
        if len(named) > 1 or _NEGATED_RE.search(clause):
            return None
        return gold.strip() if named == {letter} else None
    first = _FIRST_LINE_RE.match(lines[0])
    if first is not None and len(lines) > 1 and not _REVOKE_RE.search(body) and not _HEDGE_RE.search(body):
        return gold.strip() if (first.group(1) or first.group(2)) == letter else None
    return None
