"""A number the question compares with, compared again by the reply in words of its own.

"Do adults have more than 200 bones?" - "Either way it's above 200." / "206, which exceeds 200." /
"The count stays under 200.": the question asks whether something is on one side of a number; a reply
that puts it on a side of the same number, in any words for "more" or "less" ("over", "above",
"exceeds", "in excess of"; "under", "below", "short of", "fewer than"), negated or not ("does not
exceed", "isn't over"), answers it. The side the question asks for is yes, the other side no; a reply
that only bounds it without excluding the number ("no more than 200" for "more than 200" is the other
side, but "at least 200" decides nothing) commits only where the two sides cannot overlap.

Every such comparison in the reply must agree, a sentence asking it ("Is it above 200?") is no answer,
and a number other than the question's is left to the other readings (a value compared, "206").
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from ._handback import hands_back
from ._restate import _HEDGE, _is_reported
from ._text import SENTENCE, is_refusal, is_undecided

_MORE = r"more|greater|larger|bigger|higher|longer|taller|heavier|older|over|above|exceeds?|exceeded|exceeding|in\s+excess\s+of|beyond|upwards\s+of"
_LESS = r"less|fewer|smaller|lower|shorter|lighter|younger|under|below|beneath|short\s+of|shy\s+of"
_NUMBER = r"[$£€]?\s?(?P<num>\d[\d,]*(?:\.\d+)?)"
# the relation, then (after "than" when the word takes it, and up to one article or currency word) the number
_RELATION = lazy_compile(
    rf"\b(?P<bound>at\s+least|at\s+most|no\s+(?:more|less|fewer)\s+than)?\s*"
    rf"\b(?P<word>{_MORE}|{_LESS})\b(?:\s+than)?\s+(?:about\s+|roughly\s+|around\s+)?{_NUMBER}",
    re.IGNORECASE,
)
_MORE_WORD = lazy_compile(rf"(?:{_MORE})$", re.IGNORECASE)
_UNIT = lazy_compile(r"\s*(?:%|percent\b|[a-z]+\b)?\s*([a-z]{3,})\b", re.IGNORECASE)
_APPROXIMATE = lazy_compile(r"\s(?:about|roughly|around)\s", re.IGNORECASE)
_NEGATION = lazy_compile(r"\b(?:not|never|no)\b|n't\b", re.IGNORECASE)
_DIGIT = lazy_compile(r"\d")
_CLAUSE_START = lazy_compile(r"[,;:—–(]|\s-\s|\b(?:which|that|but|and|so|while|whereas)\b", re.IGNORECASE)


def _value(num: str) -> float:
    return float(num.replace(",", ""))


def _side(m: re.Match[str], clause_before: str) -> str | None:
    """ ">" or "<" for a strict side of the number; None when the bound does not exclude the number."""
    word = " ".join(m.group("word").lower().split())
    more = _MORE_WORD.match(word) is not None
    bound = " ".join((m.group("bound") or "").lower().split())
    negated = len(_NEGATION.findall(clause_before)) % 2 == 1
    if bound.startswith("at "):
        return None  # ("at least 200" includes 200: neither side of it strictly)
    if bound.startswith("no "):  # "no more than 200": at most, the other side (or the number itself)
        return "<=" if more else ">="
    if negated:  # "does not exceed 1,200": at most 1,200
        return "<=" if more else ">="
    return ">" if more else "<"


def _unit(text: str, at: int) -> str:
    """The noun right after a number (its unit: "bones", "states"), or ""."""
    m = _UNIT.match(text, at)
    return m.group(1).lower() if m is not None else ""


def _asked(question: str) -> tuple[str, float, str] | None:
    m = next(reversed(list(_RELATION.finditer(question))), None)
    if m is None or _APPROXIMATE.search(m.group()):
        return None
    side = _side(m, "")
    if side not in (">", "<"):
        return None
    return side, _value(m.group("num")), _unit(question, m.end())


def compared_number(text: str, question: str) -> tuple[str, str] | None:
    """``(verdict, evidence)`` when the reply puts the question's compared number on a side of itself."""
    if len(text) > 3000 or _DIGIT.search(question) is None:
        return None
    asked = _asked(question)
    if asked is None or _DIGIT.search(text) is None:
        return None
    want, number, unit = asked
    verdicts: set[str] = set()
    evidence = ""
    for s in SENTENCE.finditer(text):
        sentence = s.group()
        if sentence.rstrip().endswith("?") or _HEDGE.search(sentence) or _is_reported(sentence):
            continue  # (asked, hedged or reported: "The old claim is that you can't fold it more than 7 times.")
        for m in _RELATION.finditer(sentence):
            if _value(m.group("num")) != number or _APPROXIMATE.search(m.group()):
                continue
            said = _unit(sentence, m.end())
            if said and unit and said[:4] != unit[:4]:
                continue  # ("more than 50 jurisdictions" for "more than 50 states": another thing counted)
            # (the clause the comparison sits in: its negation counts, an earlier clause's does not)
            before = sentence[: m.start()]
            starts = [c.end() for c in _CLAUSE_START.finditer(before)]
            side = _side(m, before[starts[-1] :] if starts else before)
            if side is None:
                continue
            if side == want:
                verdicts.add("yes")
            elif side in (">", "<") or side[0] != want:  # the other side, or at most / at least the number
                verdicts.add("no")
            else:
                continue
            evidence = sentence.strip()
    if len(verdicts) != 1 or is_refusal(text[-400:]) or is_undecided(text[-400:]) or hands_back(text):
        return None
    return verdicts.pop(), evidence
