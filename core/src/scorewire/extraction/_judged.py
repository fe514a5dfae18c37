"""The asker, or a term of the question, judged right or wrong.

- **the asker judged**: "You're right.", "You're not wrong.", "You're right that it is.", "You are
  mistaken - it isn't." A yes/no question puts a proposition forward; a reply that tells the asker they
  are right (or not wrong) affirms it, one that tells them they are wrong (or not right) denies it. A
  short clause after "that" ("that it is", "that it isn't", "that it was not") is what the asker is right
  or wrong about: its polarity times the judgement is the verdict.
- **a term of the question judged**: "Did the wall fall in 1989?" - "1989 is right."; "Is Canberra the
  capital?" - "Canberra is correct." A sentence that is nothing but a term the question itself names (its
  words all the question's) and a judgement of it (right, correct, accurate; wrong, incorrect) gives the
  judgement as the verdict. Another term ("1991 is right") is left alone: which term the question means
  is then a matter of knowledge.

Only the reply's first sentence and its last are read (a judgement of the asker opens or closes a reply),
each a bounded slice: linear and cheap.
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from ._restate import _QUESTION, _STOP, _WORD, _question, _stem

_YES_WORDS = r"right|correct"
_NO_WORDS = r"wrong|mistaken|incorrect"
# the asker judged, then what about: "that it is", "that it isn't", or nothing
_ADDRESSED = lazy_compile(
    r"(?:^|(?<=[.!?;:,—–])|(?<=\s-))\s*(?:(?:well|oh|ah|so|and)\s*,?\s+)?you(?:'re|’re|\s+are)\s+(?P<neg>not\s+)?"
    rf"(?:(?:quite|absolutely|totally|entirely|completely)\s+)?(?:(?P<yes>{_YES_WORDS})|(?P<no>{_NO_WORDS}))\b"
    r"(?:\s+(?:about\s+that|there|on\s+that))?"
    r"(?:\s+that\s+(?P<subject>it|they|he|she|this|there)\s*(?P<aux>'s|’s|'re|’re|is|are|was|were|does|do|did|can|will|has|have)"
    r"(?P<clause_neg>\s+not|n't|n’t)?)?"
    r"(?=\s*(?:[.!;:,—–]|\s-\s|$))",
    re.IGNORECASE,
)
_JUDGED_TERM = lazy_compile(
    rf"\W*(?P<term>[\w'’.-]+(?:\s+[\w'’.-]+){{0,3}}?)\s+(?:is|was|'s|’s)\s+(?:(?:quite|absolutely|exactly|entirely)\s+)?"
    rf"(?P<neg>not\s+)?(?:(?P<yes>{_YES_WORDS}|accurate)|(?P<no>wrong|incorrect|inaccurate))\s*[.!]?\s*$",
    re.IGNORECASE,
)
_FIRST_SENTENCE = lazy_compile(r"[^.!?\n]{1,200}(?:[.!?]+|$)")
_STOPS = (".", "!", "?", "\n", ";")
_POINTING = frozenset({"that", "this", "it", "which", "there", "what", "he", "she", "they", "you", "i", "we"})


def asker_judged(text: str) -> tuple[str, str] | None:
    """``(verdict, evidence)`` when the reply's first or last sentence tells the asker they are right or wrong."""
    for part in _edges(text):
        m = _ADDRESSED.match(part)
        if m is None:
            continue
        right = bool(m.group("yes")) != bool(m.group("neg"))
        if m.group("aux") is not None and m.group("clause_neg"):
            right = not right
        return ("yes" if right else "no"), m.group().strip()
    return None


def term_judged(text: str, question: str) -> tuple[str, str] | None:
    """``(verdict, evidence)`` when a sentence of the reply judges a term the question names right or wrong."""
    stems: frozenset[str] | None = None
    for part in _edges(text):
        m = _JUDGED_TERM.match(part)
        if m is None:
            continue
        if stems is None:
            q_match = _QUESTION.search(question.strip()[-2000:])
            if q_match is None:
                return None
            stems = _question(q_match.group("rest")).stems
        words = [w for w in _WORD.findall(m.group("term")) if w.lower() not in _STOP]
        if not words or words[0].lower() in _POINTING or any(_stem(w) not in stems for w in words):
            continue  # ("That is right." judges what was said; a term of another's is a matter of knowledge)
        right = bool(m.group("yes")) != bool(m.group("neg"))
        return ("yes" if right else "no"), m.group().strip()
    return None


def _edges(text: str) -> list[str]:
    """The reply's first sentence and (when another) its last (a sentence of up to 200 characters)."""
    first = _FIRST_SENTENCE.match(text.lstrip())
    parts = [first.group()] if first is not None else []
    body = text.rstrip()
    # (the last sentence starts after the last stop before the reply's own closing one: found from the end)
    head = body.rstrip(".!?")
    start = max(head.rfind(stop) for stop in _STOPS) + 1
    last = body[start:]
    if 0 < len(last.strip()) <= 200 and (not parts or last.strip() != parts[0].strip()):
        parts.append(last)
    return parts
