"""Answers that discuss the options rather than name one with an answer marker.

- a list that gives every option a verdict row ("B) Unwinds the helix - correct.", "Benzene: aromatic ✓")
  commits to the one row marked right when every other row is marked wrong;
- a sentence that names options with their labels in brackets only to rule them out ("not CT (A)",
  "Plain film (B) and PET (D) have no role", "Note: Mycoplasma (D) is common in ...") is discussion:
  the answer is read without it;
- a label alone in emphasis closing the answer ("That matches **E**.", "__D__") is the answer.

All of these run only where the answer holds no explicit commitment (see ``extract._fallback``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from scorewire import lazy_compile

__all__ = ["closing_emphasis", "ruled_out_removed", "rules_out", "verdict_rows"]

# A row: an optional bullet, then a label ("B)", "(B)", "B:", "B.", "B -") or a head up to a separator.
_ROW_LABEL = lazy_compile(r"[\s*_-]{0,6}\(?([A-J])(?:[).:]|\s[—–-])\s*(.*)")
_ROW_HEAD = lazy_compile(r"[\s*_•-]{0,6}([^:—–\n]{1,80}?)\s*(?:[:—–]|\s-\s)\s*(.*)")
_POSITIVE = frozenset("correct right true yes valid matches fits".split())
_NEGATIVE = frozenset("incorrect wrong false no not invalid isn't isnt eliminated out nope".split())
_TICKS = ("✓", "✔", "✅", "☑")
_CROSSES = ("✗", "✘", "❌", "✕", "×", "☒")
_WORD = lazy_compile(r"[a-z']+")


def _row_verdict(body: str) -> int:
    """1 when a row's text marks its option right, -1 wrong, 0 neither."""
    if any(t in body for t in _TICKS):
        return -1 if any(c in body for c in _CROSSES) else 1
    if any(c in body for c in _CROSSES):
        return -1
    for word in _WORD.findall(body.lower()):
        if word in _NEGATIVE:
            return -1
        if word in _POSITIVE:
            return 1
    return 0


def verdict_rows(text: str, normalized: Sequence[str], valid: str, normalize: Callable[[str], str]) -> str | None:
    """The option of the one row marked right, when the answer is a list of rows, one per option
    (a heading line ending in ":" may open it), every other row marked wrong (or, when some rows only describe
    their option, the one row that is a bare verdict word, "D - yes."); else None."""
    lines = [line for line in text.splitlines() if line.strip()]
    if lines and lines[0].rstrip().endswith(":") and not _ROW_LABEL.fullmatch(lines[0]):
        lines = lines[1:]
    if len(lines) < 2 or len(lines) > len(valid) + 1:
        return None
    right: list[int] = []
    unmarked: list[int] = []
    seen: set[int] = set()
    bare: set[int] = set()  # (rows that are a verdict word and nothing else: "D - yes.")
    loose = False  # (an unmarked row before the last)
    for line in lines:
        m = _ROW_LABEL.fullmatch(line)
        if m is not None and m.group(1) in valid:
            index = valid.index(m.group(1))
        else:
            m = _ROW_HEAD.fullmatch(line)
            if m is None:
                return None
            head = normalize(m.group(1))
            hits = [i for i, n in enumerate(normalized) if n and (n == head or n.startswith(head + " "))]
            if len(hits) != 1:
                return None
            index = hits[0]
        if index in seen:
            return None
        seen.add(index)
        verdict = _row_verdict(m.group(2))
        if verdict == 0:
            if line is not lines[-1]:
                loose = True
                continue
            unmarked.append(index)  # "- Benzene: aromatic" last after every other row crossed out (a ✓ trimmed)
        elif verdict > 0:
            right.append(index)
            if m.group(2).strip(" .!*_").lower() in _POSITIVE:
                bare.add(index)
    if len(seen) < 2:
        return None
    if loose:
        # (rows that only describe their option leave the list to the one row that is a verdict and nothing else:
        # "A - no, second. B - third. C - smallest. D - yes.")
        return valid[right[0]] if len(right) == 1 and right[0] in bare else None
    if len(right) == 1:
        return valid[right[0]]  # (an unmarked last row lost its cross when trailing symbols were trimmed)
    # the unmarked last row counts only when every option has a row (elimination of all the others)
    return valid[unmarked[0]] if unmarked and not right and len(seen) == len(normalized) else None


# A label in brackets after a name: "CT (A)", "Mycoplasma (D)".
_BRACKETED = lazy_compile(r"\(([A-J])\)")
_SENTENCES = lazy_compile(r"[^.!?;\n]+(?:[.!?;]+|\n|$)")
_INITIAL_END = lazy_compile(r"(?:^|[\s(])[A-Z]\.$")
# What rules the options of a sentence out (or sets it aside as a note).
_RULES_OUT = lazy_compile(
    r"(?i)(?:\b(?:not|no|never|neither|nor|nothing|nobody|unlike|instead|rather\s+than|confused|confuse|trap|wrong|incorrect|"
    r"false|cannot|ruled?\s+out|eliminated?|except)\b|n['’]t\b|^\s*(?:note|but\s+note|nb)\b)"
)


def rules_out(sentence: str) -> bool:
    """True when ``sentence`` carries a cue that rules the options it names out ("not", "never",
    "confused with", "wrong", an opening "Note")."""
    return _RULES_OUT.search(sentence) is not None


def ruled_out_removed(text: str, revision: re.Pattern[str]) -> tuple[str, set[str]] | None:
    """``text`` without the sentences after the first that name options with bracketed labels only to
    rule them out, and the labels so ruled out, when there are any and something else remains; else None.

    None too when such a sentence revises the answer (``revision`` finds a cue in it: "Hmm, no: ozone (C).").
    """
    if "(" not in text:
        return None
    pieces: list[str] = []
    for m in _SENTENCES.finditer(text):
        if pieces and _INITIAL_END.search(pieces[-1]):
            pieces[-1] += m.group(0)  # "S. aureus": a full stop after an initial ends no sentence
        else:
            pieces.append(m.group(0))
    if len(pieces) < 2:
        return None
    kept = [pieces[0]]
    ruled_out: set[str] = set()
    for piece in pieces[1:]:
        labels = _BRACKETED.findall(piece)
        if labels and _RULES_OUT.search(piece):
            if revision.search(piece):
                return None
            ruled_out.update(labels)
        else:
            kept.append(piece)
    if not ruled_out:
        return None
    rest = "".join(kept).strip()
    return (rest, ruled_out) if rest else None


_CLOSING_EMPHASIS = lazy_compile(r"(?:^|[\s:])(?:\*\*|__|\*|_)\(?([A-J])\)?(?:\*\*|__|\*|_)[.!]?\s*$")


def closing_emphasis(text: str, valid: str) -> str | None:
    """The label that ends the answer alone in emphasis ("... matches **E**.", "__D__"), else None."""
    m = _CLOSING_EMPHASIS.search(text, max(0, len(text) - 12))
    if m is None or m.group(1) not in valid:
        return None
    return m.group(1)
