"""Two things the question sets side by side, said by the reply to be the same or to differ.

"Is a mile the same as a kilometre?" - "They are different lengths." (no); "Is 1/2 equal to 2/4?" - "So they're
the same value." (yes); "Is a pound of lead heavier than a pound of cotton?" - "Neither; both weigh a pound." /
"They weigh the same." (no). A question of identity ("the same as", "equal to", "identical to", "equivalent to")
is affirmed by sameness and denied by difference; a comparison ("heavier than", "more ... than") is denied by
sameness (neither side is more), and difference alone does not say which side is. The reply says it as a whole
clause with the pair for its subject ("they", "the two", "both"), opening or closing the reply; a clause that only
opens so ("They are the same age as ...", "They are different in size, but ...") is left to the other readings.
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from ._text import SENTENCE

_IDENTITY_QUESTION = lazy_compile(
    r"\b(?:the\s+same\s+(?:thing\s+)?as|equal\s+to|equals|identical\s+to|equivalent\s+to|interchangeable\s+with)\b",
    re.IGNORECASE,
)
_COMPARED_QUESTION = lazy_compile(r"\b(?:[a-z]{2,}er|more\s+[a-z]+|less\s+[a-z]+)\s+than\b", re.IGNORECASE)
_ASKED_NEGATIVELY = lazy_compile(r"n't\b|\b(?:not|never|differ|differs|different|unequal)\b", re.IGNORECASE)
_PAIR = r"(?:they|the\s+two|both|these|those|both\s+of\s+them|the\s+two\s+of\s+them)"
_SAID = lazy_compile(
    r"[^\w]*(?:(?:so|thus|hence|therefore|yes|no|nope|yeah|well)\b[^\w]*)?(?:"
    rf"{_PAIR}\s*(?:are|'re|were)\s+(?P<neg>not\s+)?(?:(?:exactly|precisely|literally|really|just|actually|simply|"
    r"quite|completely|entirely|totally)\s+)?(?:(?P<same>the\s+same|identical|equal|equivalent|one\s+and\s+the\s+same)|"
    r"(?P<diff>different|distinct|unequal))(?:\s+[a-z]+){0,2}|"
    rf"{_PAIR}\s+(?P<differ>differ)(?:\s+[a-z]+){{0,2}}|"
    rf"{_PAIR}\s+(?:weigh|cost|measure|have|are|'re)\s+(?P<same_measure>the\s+same|equal)(?:\s+[a-z]+)?|"
    r"(?P<neither>neither)"
    r")\s*(?:[.!;,—–]|\s-\s|$)",
    re.IGNORECASE,
)
_KEYS = ("same", "equal", "identical", "equivalent", "differ", "distinct", "neither")


def sameness(text: str, question: str) -> tuple[str, str] | None:
    """``(verdict, sentence)`` when ``question`` asks whether two things are the same (or whether one is more than
    the other) and ``text`` opens or closes with a clause saying the pair is the same or differs; else None."""
    low = text.lower()
    if not any(key in low for key in _KEYS) or _ASKED_NEGATIVELY.search(question):
        return None
    identity = _IDENTITY_QUESTION.search(question) is not None
    if not identity and _COMPARED_QUESTION.search(question) is None:
        return None
    sentences = [s.strip() for s in SENTENCE.findall(text[:300])] + [s.strip() for s in SENTENCE.findall(text[-300:])]
    sentences = [s for s in sentences if s]
    if not sentences:
        return None
    verdicts: set[str] = set()
    evidence = ""
    for sentence in (sentences[0], sentences[-1]):
        m = _SAID.match(sentence)
        if m is None:
            continue
        same = bool(m.group("same") or m.group("same_measure") or m.group("neither"))
        if m.group("neg"):
            same = not same
        if identity and not m.group("neither"):
            verdicts.add("yes" if same else "no")
        elif not identity and same:
            verdicts.add("no")  # (neither side is more)
        else:
            continue
        evidence = sentence
    if len(verdicts) != 1:
        return None
    return verdicts.pop(), evidence
