"""A count the reply states in dozens ("4.5 dozen left") where the problem asks how many things there are
without saying dozen: the same count in units, twelve to the dozen, as a second reading.

Other units are not converted: graders of earlier blind batches scored an amount written in another unit
than the one asked ("950 m" for "how many kilometers") as not the answer, so the unit asked is part of it.
"""

from __future__ import annotations

import re
from fractions import Fraction

from scorewire import lazy_compile

_HOW_MANY_RE = lazy_compile(r"(?i)\bhow\s+many\b")
_DOZEN_WORD_RE = lazy_compile(r"(?i)\bdozens?\b")


def _asking_sentence(question: str) -> str:
    q = question.strip()
    end = q.rfind("?")
    end = len(q) if end < 0 else end
    start = max(q.rfind(". ", 0, end), q.rfind("? ", 0, end), q.rfind("\n", 0, end))
    return q[start + 1 : end + 1]


def _plain(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    as_float = value.numerator / value.denominator
    return (
        repr(as_float) if Fraction(repr(as_float)) == value else f"\\frac{{{value.numerator}}}{{{value.denominator}}}"
    )


def converted_readings(value: str, text: str, question: str | None) -> list[str]:
    """``value`` (a plain number the reply ends on) times twelve when the reply writes it as that many
    dozen ("4.5 dozen") and the problem asks how many without saying dozen; [] otherwise."""
    v = value.strip()
    if not question or not re.fullmatch(r"\d{1,6}(?:\.\d{1,3})?", v):
        return []
    asking = _asking_sentence(question)
    if not _HOW_MANY_RE.search(asking) or _DOZEN_WORD_RE.search(asking):
        return []
    # (the value written as dozens near the end of the reply: "so 4.5 dozen left", "4.5 dozen.")
    if re.search(r"(?<![\d.])" + re.escape(v) + r"\s+dozen\b", text[-300:], re.IGNORECASE) is None:
        return []
    return [_plain(Fraction(v) * 12)]
