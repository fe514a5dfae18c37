"""A reply that opens with two qualified verdicts that differ: "In a sprint, no; over a marathon, possibly.",
"Same DNA, yes - same fingerprints, no.", "Partial: no. Totality: yes."

Each verdict is tied to its own qualifier (a case, a reading, a part of the question). A careful grader
takes the verdict of the qualifier that names what the question asks about, when exactly one of the two
does (by the content words that qualifier does not share with the other). When neither does and the second
verdict is a hedge ("..., possibly"), the reply commits to nothing; two plain verdicts for readings nobody
asked about ("Technically, no. Culturally, yes.") are left to the ordinary reading, which takes the later. The shape only narrows a reading: a reply the ordinary reading leaves
without a verdict stays so ("Politically, no; geographically, yes. Take your pick."). The shape is read only at the reply's start and only when no other yes or no
follows it (a later plain verdict settles the reply and the ordinary reading keeps it).
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from ._result import Extraction

# a qualifier: a short phrase without sentence punctuation, then a comma, colon or dash, then the verdict
_QUALIFIER = r"[^,:;.!?—–()\"\n]{2,80}?"
_HEDGE = r"possibly|maybe|perhaps|arguably|sometimes|probably|partly|debatable"
_PAIR = lazy_compile(
    rf"\s*(?P<q1>{_QUALIFIER})\s*(?:,|:|\s[—–-])\s*(?P<v1>yes|no)\b\s*[.;,—–]?\s*(?:-\s+)?"
    rf"(?:(?:but|and|while|whereas)\s+)?(?P<q2>{_QUALIFIER})\s*(?:,|:|\s[—–-])\s*(?P<v2>yes|no|{_HEDGE})\b"
    r"(?!\s+(?:and|or)\s+(?:yes|no)\b)",
    re.IGNORECASE,
)
_VERDICT_WORD = lazy_compile(r"\b(?:yes|no)\b", re.IGNORECASE)
_WORD = lazy_compile(r"[a-z][a-z'-]*", re.IGNORECASE)
# words that frame the reply rather than name a case: "Short answer: yes.", "Honestly, no."
_FRAMING = frozenset(
    (
        "short long answer brief sum summary simply put honestly frankly basically well okay sure hmm "
        "the a an my in of to so then but and technically strictly practically actually really generally "
        "usually mostly truly answer verdict final bottom line tl dr tldr quick version reply response "
        "personally i think say would opinion view edit update note"
    ).split()
)
_MINOR = frozenset(
    "a an the of in on at by for to with from as is are was were be it its this that these those and or "
    "over under during before after into than not".split()
)


def _stem(word: str) -> str:
    low = word.lower().strip("'-")
    for end in ("ality", "ation", "ating", "ated", "ates", "ate", "ing", "ity", "ion", "ed", "es", "s", "al"):
        if len(low) - len(end) >= 4 and low.endswith(end):
            low = low[: -len(end)]
            break
    return low[:-1] + "y" if low.endswith("i") else low  # ("ratified", "ratify")


def _content(phrase: str) -> set[str]:
    return {_stem(w) for w in _WORD.findall(phrase) if len(w) >= 3 and w.lower() not in _MINOR}


def qualified_pair(text: str, question: str) -> Extraction | None:
    """The verdict of the qualifier that names the asked case, or a reading of nothing; None when the
    reply does not open with two differing qualified verdicts."""
    if _VERDICT_WORD.search(text, 0, 90) is None:
        return None  # (a quick look first: the first verdict sits within a qualifier's length of the start)
    m = _PAIR.match(text, 0, min(len(text), 400))
    if m is None:
        return None
    v1, v2 = m.group("v1").lower(), m.group("v2").lower()
    if v1 == v2:
        return None
    q1, q2 = m.group("q1"), m.group("q2")
    for q in (q1, q2):
        words = [w.lower() for w in _WORD.findall(q)]
        if not words or all(w in _FRAMING for w in words) or _VERDICT_WORD.search(q):
            return None  # ("Short answer: yes. Long answer: no": a frame, not a case)
    if _VERDICT_WORD.search(text, m.end()):
        return None  # (a later verdict settles the reply)
    one, two = _content(q1), _content(q2)
    asked = _content(question)
    hit1, hit2 = bool((one - two) & asked), bool((two - one) & asked)
    if hit1 and hit2:
        return None  # (both cases name what is asked: left to the ordinary reading)
    if hit1 != hit2:
        word, qualifier = (v1, q1) if hit1 else (v2, q2)
        if word in ("yes", "no"):
            return Extraction(word, "restatement", None, None, f"{qualifier.strip()}: {word}")
        return Extraction(None, "none", "the answer hedges the case the question asks about", None, None)
    if v2 in ("yes", "no"):
        return None  # (two readings, neither asked: "Technically, no. Culturally, yes." - left to the ordinary reading)
    return Extraction(None, "none", "the answer gives a verdict for one case and hedges another", None, None)
