"""Labels an answer names by option number or letter, or by eliminating all the others.

- **Options listed in the answer**: "Options: 1. entailment 2. neutral 3. contradiction ...
  Answer: 2", "(A) yes (B) no (C) maybe ... → (C)". When the answer itself pairs two or more
  numbers or letters with distinct labels, a later reference to one of them at a verdict
  position ("Answer: 2", "it's 3", "I'd pick B", "→ (C)") is read as its label, and the list
  itself (which names every label) no longer counts as mentions. A letter must be written as
  the list writes it ("pick a label" is not option "A").
- **Elimination**: "This isn't entailment, and it isn't neutral either." In a set of three or
  more labels, an answer that names no label positively but negates every label but one
  commits to the one left; so does an answer that ends on "the remaining one" / "what's left"
  after rejecting the others ("Neutral? No. Contradiction? Nothing conflicts.").
- **"That one"**: "..., it would be NOT ENOUGH INFO, so that's the one I'll submit." names the
  label mentioned last before it.

Both are linear in the length of the answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .._lazy import lazy_compile
from ._labels import LabelSet
from ._text import word_key

# "1.", "2)", "(B)", "C:" before a label (after a blank, a bracket or at the start: checked in code,
# so that the pattern opens with a character set, which the regex engine scans for quickly).
_ITEM = lazy_compile(r"(?P<token>[1-9A-Fa-f])(?:[.):\]]|[ \t]*[-—–=][ \t])[ \t]*[\"']?")


def _has_first_item(text: str) -> bool:
    """Whether ``text`` holds "1." / "1)" / "1:" / "A." / "A)" / "A:", where an option list starts.
    (Finding the one character is much cheaper than finding two-character strings.)"""
    for first in "1A":
        i = text.find(first)
        while i >= 0:
            if text[i + 1 : i + 2] in (".", ")", ":") and i + 1 < len(text):
                return True
            i = text.find(first, i + 1)
    # (a lower-case list only as "a)": one search, not a stop at every letter a)
    return text.find("a)") >= 0


_ITEM_END = lazy_compile(r"[\"']?(?:[ \t]*[,;.:]?(?:\s|$))")
_REFERENCE_CUE = (
    r"(?i:answer|label|option|choice|verdict|pick|choose|select|go\s+with|going\s+with|it's|it\s+is|that's|"
    r"is\s+option|would\s+be)\s*(?i:is\s*)?[:=]?\s*|(?:→|=>|⇒|->)\s*"
)
_NOT_BEFORE = lazy_compile(r"\b(?:not|isn't|wasn't|aren't|ain't|nor)\s+['\"]?", re.IGNORECASE)


def resolve_options(text: str, ls: LabelSet) -> str:
    """``text`` with an option list it holds blanked and later references to its options replaced by
    their labels; ``text`` itself when it lists no options."""
    if len(text) > 20_000:
        return text  # (a listed option, then the reference, lie in an answer of ordinary length)
    if not _has_first_item(text):
        return text
    items: list[tuple[str, str, int, int]] = []
    glossed = False  # (an entry with a note after a colon, "1. Entailment: nothing says where")
    for m in _ITEM.finditer(text):
        start = m.start()
        if start and not (text[start - 1].isspace() or text[start - 1] in "(["):
            continue
        if start and text[start - 1] in "([":
            start -= 1
        if m.group("token").islower() and not m.group().startswith(")", 1):
            continue  # (a lower-case letter is an option only as "a)" / "(a)": "a - neutral" is no list)
        hit = ls.match_any_at(text, m.end())
        if hit is None:
            continue
        tail = _ITEM_END.match(text, hit[2])
        if tail is None:
            continue
        items.append((m.group("token"), hit[0], start, tail.end()))
        glossed = glossed or text[hit[2] : tail.end()].strip(" \t\"'").startswith(":")
    if len(items) < 2:
        return text
    options: dict[str, str] = {}
    for token, label, _, _ in items:
        if options.get(token, label) != label:
            return text  # one token for two labels: not an option list
        options[token] = label
    if len(set(options.values())) < 2:
        return text
    last_end = max(end for _, _, _, end in items)
    tokens = "|".join(sorted(map(re.escape, options), key=len, reverse=True))
    reference = re.compile(rf"(?:{_REFERENCE_CUE})\(?(?P<token>{tokens})\)?(?![\w-])")
    out, pos = [], 0
    for start, _, _, end in sorted((s, t, lab, e) for t, lab, s, e in items):
        if start < pos:
            continue
        out.append(text[pos:start])
        out.append(" " * (end - start))
        pos = end
    out.append(text[pos:last_end])
    pos = last_end
    referred = False
    for m in reference.finditer(text, last_end):
        if m.group("token").islower() and not _lower_reference(text, m):
            continue  # "it's a fair reading" is no reference to option a
        out.append(text[pos : m.start("token")])
        out.append(options[m.group("token")])
        pos = m.end("token")
        referred = True
    if not referred:
        # "..., so (a).": a bracketed option closing the answer names it, whatever comes before it
        closing = re.compile(rf"\((?P<token>{tokens})\)[ \t\n.!*_]*$").search(text, pos)
        if closing is not None:
            out.append(text[pos : closing.start()])
            out.append(options[closing.group("token")])
            pos = closing.end("token") + 1
            referred = True
    if not referred:
        # "1. SUPPORTS - ... 2. REFUTES - ... Only the first fits.": a closing ordinal names the option at that place
        cues = list(_ORDINAL.finditer(text, pos)) if any(w in text[pos:].lower() for w in _ORDINAL_WORDS) else []
        if cues and not text[cues[-1].end() :].strip(" \t\n.!*_"):
            order = list(dict.fromkeys(label for _, label, _, _ in sorted(items, key=lambda item: item[2])))
            picked = _at_place(order, cues[-1].group(1)) if sorted(order) == sorted(ls.labels) else None
            if picked is not None:
                out.append(text[pos : cues[-1].start()])
                out.append(picked)
                pos = cues[-1].end()
                referred = True
    if glossed and not referred:
        # "1. Entailment: no  2. Neutral: yes": labels judged one per line, not options picked by number
        return text
    out.append(text[pos:])
    return "".join(out)


def _lower_reference(text: str, m: re.Match[str]) -> bool:
    """Whether a reference to a lower-case option letter is written as one: "(b)", "b)", or the answer's last word."""
    return text.startswith(")", m.end("token")) or not text[m.end("token") :].strip(" \t\n.!*_")


def negated_labels(text: str, ls: LabelSet, lo: int, hi: int) -> set[str]:
    """Labels whose verdict word follows a "not" in ``text[lo:hi]``: "Not 'maybe', not 'no'."."""
    out = set()
    for m in _NOT_BEFORE.finditer(text, lo, hi):
        hit = ls.match_any_at(text, m.end())
        if hit is not None:
            out.add(hit[0])
    return out


_REMAINING = lazy_compile(
    r"\b(?:the\s+(?:only\s+|last\s+)?remaining\s+(?:one|option|label|choice)|what(?:'s|\s+is)\s+left|"
    r"the\s+(?:only\s+)?(?:one|option|label|choice)\s+(?:that's\s+|that\s+is\s+)?left|by\s+elimination)\b",
    re.IGNORECASE,
)
# "Contradiction? No." / "Entailment? Not quite." / "Neutral? Nothing suggests it."
# (or granted only under a condition: "Contradiction? Only if the piece was the only one played.")
_REJECTED_AFTER = lazy_compile(
    r"['\"]?\s*\?\s*(?:no|not|nope|nothing|never|hardly|only\s+(?:if|when|under|assuming)|unless)\b", re.IGNORECASE
)
_THAT_ONE = lazy_compile(
    r"\b(?:(?:that's|that\s+is)\s+the\s+one\s+i(?:'ll|\s+will|'m\s+going\s+to)\s+(?:submit|go\s+with|pick|choose|use|give)|"
    r"i(?:'ll|\s+will)\s+(?:go\s+with|pick|choose|submit)\s+that\s+one(?=\s*[.!]|\s*$))",
    re.IGNORECASE,
)


def pointed_label(text: str, low: str, ls: LabelSet, negated: Callable[[int, int], bool]) -> str | None:
    """The label a closing "the remaining one" or "that's the one I'll submit" points at, else None.

    ``low`` is ``text.lower()`` (or "" when not computed); ``negated(start, end)`` says whether the
    mention at ``text[start:end]`` is negated."""
    tail_lo = max(0, len(text) - 300)
    low = low or text.lower()
    if len(ls.labels) >= 3 and (
        low.find("left", tail_lo) >= 0 or low.find("remaining", tail_lo) >= 0 or low.find("elimination", tail_lo) >= 0
    ):
        found = _remaining_label(text, ls, negated, tail_lo)
        if found is not None:
            return found
    if low.find("the one i", tail_lo) >= 0 or low.find("that one", tail_lo) >= 0:
        return _that_one(text, ls, negated, tail_lo)
    if low.find("leaves", tail_lo) >= 0 or low.find("remains", tail_lo) >= 0 or low.find("left is", tail_lo) >= 0:
        found = _left_over(text, ls, tail_lo)
        if found is not None:
            return found
    last = low.rfind("\n", 0, len(low) - 1)
    if any(low.find(word, max(tail_lo, last)) >= 0 for word in _ORDINAL_WORDS):
        return _ordinal(text, ls, max(tail_lo, last))
    return None


# "Options: yes / no / maybe. ... -> the middle one.", "so the first one.", "Third option.":
# a closing ordinal names the label at that place in the order the answer listed them.
_ORDINAL_WORDS = ("first", "second", "third", "middle", "last")
_ORDINAL = lazy_compile(
    r"(?<![\w'])(?:(?:so|thus|hence|therefore|then|i'd\s+pick|i\s+pick|i'll\s+go\s+with|pick|choose|answer)\s*[,:]?\s+)?"
    r"(?:(?:only|just)\s+)?(?:the\s+)?(first|second|third|middle|last)(?:\s+(?:one|option|label|choice)(?=\s*(?:[.!]|$))|"
    # (or the place as the subject of a short judgement that it is the answer: "Only the first fits.")
    r"(?:\s+(?:one|option|label|choice|entry))?\s+(?:(?:really|clearly|actually)\s+)?"
    r"(?:fits|applies|holds(?:\s+up)?|works|survives|stands|remains|wins|(?:is|seems)\s+(?:right|correct|it|the\s+answer))"
    r"(?=\s*(?:[.!]|$)))",
    re.IGNORECASE,
)
_ANSWER_IS = lazy_compile(
    r"\b(?:answer|label|verdict|pick|choice|classification)\s+(?:is|would\s+be|must\s+be|has\s+to\s+be|=)\s*$",
    re.IGNORECASE,
)
_ORDINAL_PLACE = {"first": 0, "second": 1, "third": 2}
_WORD_START = lazy_compile(r"(?<![\w-])[^\W\d_]")


def _ordinal(text: str, ls: LabelSet, tail_lo: int) -> str | None:
    """The label a closing ordinal ("the middle one") names, once the answer has named every label."""
    cues = list(_ORDINAL.finditer(text, tail_lo))
    cue = cues[-1] if cues else None
    if cue is None or text[cue.end() :].strip(" \t\n.!*_"):
        return None
    # (the cue opens its sentence, or follows a cue word, an arrow or a colon)
    before = text[max(0, cue.start() - 3) : cue.start()].rstrip(" \t*_")
    if (
        before
        and before[-1] not in ".!?:\n→>—–"
        and not cue.group()
        .lower()
        .startswith(("so", "thus", "hence", "therefore", "then", "i", "pick", "choose", "answer", "only", "just"))
        # (or the place is what the answer is said to be: "so the correct label is the last one")
        and _ANSWER_IS.search(text, max(0, cue.start() - 60), cue.start()) is None
    ):
        return None
    order = _listed_order(text, ls, cue.start())
    if order is None:
        order = []
        for m in _WORD_START.finditer(text, 0, min(cue.start(), 4000)):
            hit = ls.match_any_at(text, m.start())
            if hit is not None and hit[2] <= cue.start() and hit[0] not in order:
                order.append(hit[0])
    if sorted(order) != sorted(ls.labels):
        return None
    return _at_place(order, cue.group(1))


def _at_place(order: list[str], ordinal: str) -> str | None:
    """The label at the place ``ordinal`` ("first", "middle", "last") names in ``order``."""
    word = word_key(ordinal)
    if word == "middle":
        return order[1] if len(order) == 3 else None
    place = len(order) - 1 if word == "last" else _ORDINAL_PLACE[word]
    return order[place] if place < len(order) else None


# The head of a list entry: a bullet or a number, then the entry's first word ("- Neutral: ...", "2) neutral")
_ENTRY_HEAD = lazy_compile(r"(?m)^[ \t]*(?:[-*•+][ \t]+|\d{1,2}[.)][ \t]+)[*_\"']*(?=[^\W\d_])")


def _listed_order(text: str, ls: LabelSet, end: int) -> list[str] | None:
    """The labels in the order list entries before ``end`` open with them, when every label heads an entry of
    its own ("- Entailment: ... / - Neutral: ... / - Contradiction: ..."; what the entries say about the
    others, "It says the opposite.", does not reorder the list), else None."""
    order: list[str] = []
    for m in _ENTRY_HEAD.finditer(text, 0, min(end, 4000)):
        hit = ls.match_any_at(text, m.end())
        if hit is not None:
            if hit[0] in order:
                return None
            order.append(hit[0])
    return order if sorted(order) == sorted(ls.labels) else None


# "That leaves no.", "which leaves us with neutral", "Only NEI remains.", "What's left is maybe.", "What remains is
# neutral.": the label the answer's ruling out leaves
_LEAVES = lazy_compile(
    r"\b(?:that|this|which|it|so)\s+leaves\s+(?:(?:us|me|you)\s+with\s+)?(?:only\s+|just\s+)?(?:the\s+label\s+)?[\"'*_]*|"
    r"\bwhat(?:'s|\s+is)?\s+(?:left|remains|remaining)(?:\s+over)?\s+is\s+(?:only\s+|just\s+)?(?:the\s+label\s+)?[\"'*_]*|"
    r"(?<![\w'])(?:only|just)\s+(?=\S[^.!?\n]{0,40}?\s(?:remains|is\s+left)\s*[.!]*\s*$)",
    re.IGNORECASE,
)


def _left_over(text: str, ls: LabelSet, tail_lo: int) -> str | None:
    """The label a closing "that leaves X" / "only X remains" names, when the label closes the answer."""
    cues = list(_LEAVES.finditer(text, tail_lo))
    if not cues:
        return None
    hit = ls.match_any_at(text, cues[-1].end())
    if hit is None:
        return None
    rest = text[hit[2] :].strip(" \t\n.!*_\"'")
    if rest and rest.lower() not in ("remains", "is left"):
        return None
    return hit[0]


def _remaining_label(text: str, ls: LabelSet, negated: Callable[[int, int], bool], tail_lo: int) -> str | None:
    """The one label not rejected, when the answer's last words point at "the remaining one"."""
    if _REMAINING.search(text, tail_lo) is None:
        return None
    rejected = set()
    for label, start, end in ls.find_strong(text, max(0, len(text) - 4000)):
        if negated(start, end) or _REJECTED_AFTER.match(text, end):
            rejected.add(label)
    left = [label for label in ls.labels if label not in rejected]
    return left[0] if len(left) == 1 else None


def _that_one(text: str, ls: LabelSet, negated: Callable[[int, int], bool], tail_lo: int) -> str | None:
    """The label named last before a closing "that's the one I'll submit" / "I'll go with that one"."""
    cue = _THAT_ONE.search(text, tail_lo)
    if cue is None:
        return None
    last = None
    for label, start, end in ls.find_strong(text, max(0, cue.start() - 400), cue.start()):
        if not negated(start, end):
            last = label
    return last
