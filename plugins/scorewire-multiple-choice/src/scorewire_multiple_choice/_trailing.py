"""A committed label followed only by discussion that rules other options out or glosses them:
"So sigma, option C. Not delta (differences) either.", "C (2048 is 2^11).", "B. Never A, whatever the
diagram suggests."

A careful grader reads the commitment and treats what follows as discussion: a closing sentence that opens
by negating ("Not X either.", "Never A ...", "Nor ...") rules an option out and picks none, and a bracket
after a lone closing label glosses it. :func:`without_closing_discussion` returns the reply with such a
closing part removed, for the caller to read again (it keeps the reading only when that is an explicit
commitment).
"""

from __future__ import annotations

from scorewire import lazy_compile

__all__ = ["negated_tail_start", "reaffirms", "without_closing_discussion"]

# The start of the last sentence of the reply (its last 300 characters).
_LAST_SENTENCE = lazy_compile(r"(?:[.!?]\s+|\n+)(?=\S)")
_NEGATED_OPENING = lazy_compile(r"(?i)(?:not|never|nor|neither)\b")
# A lone label closing the reply with a bracket after it: "C (2048 is 2^11)."
_LABEL_BRACKET = lazy_compile(
    r"(?:^|[.!?]\s{1,8}|\n)[*_]{0,2}[A-J][*_]{0,2}\s{0,4}(\([^()\n]{1,160}\))\s{0,4}[.!]?\s*$"
)


def without_closing_discussion(text: str) -> str | None:
    """``text`` without a closing negated sentence or a bracket after a closing lone label; None when
    there is neither."""
    body = text.rstrip()
    lo = max(0, len(body) - 300)
    starts = [m.end() for m in _LAST_SENTENCE.finditer(body, lo)]
    if starts and _NEGATED_OPENING.match(body, starts[-1]):
        return body[: starts[-1]].rstrip()
    bracket = _LABEL_BRACKET.search(body, lo)
    if bracket is not None:
        return body[: bracket.start(1)].rstrip() + "."
    return None


# A clause of the last sentence that rules something out after a comma, semicolon or dash: ", not 10 cents (A)",
# "; never the queue".
_NEGATED_CLAUSE = lazy_compile(r"(?i)(?:[,;:]|\s[\u2014\u2013-])\s{0,4}(?:not|never|nor|neither)\b")


def negated_tail_start(text: str) -> int | None:
    """Where the closing part of ``text`` that rules an option out starts: its last sentence when it opens by
    negating ("Not CO2 (option A)."), or that sentence's last clause that does (", not 10 cents (A)."); None
    when there is neither."""
    body = text.rstrip()
    lo = max(0, len(body) - 300)
    # (the last sentence's start, found backwards: this runs on most answers that commit by a label)
    stop = max(body.rfind(". ", lo), body.rfind("! ", lo), body.rfind("? ", lo), body.rfind("\n", lo))
    start = lo if stop < 0 else stop + 1
    while start < len(body) and body[start].isspace():
        start += 1
    # (both patterns need one of the words "not", "nor", "never", "neither": a sentence with neither "no" nor
    # "ne" in it is ruled out without a regex)
    sentence = body[start:].lower()
    if "no" not in sentence and "ne" not in sentence:
        return None
    if _NEGATED_OPENING.match(body, start):
        return start
    last = None
    for match in _NEGATED_CLAUSE.finditer(body, start):
        last = match.start()
    return last


# What turns a negated clause back to a verdict before a label: "not B — it's C", "not A; C", "not B but D".
_REAFFIRMS = lazy_compile(r"(?i)[\u2014\u2013;]|\s-\s|\b(?:but|so|instead|rather|it(?:'|\u2019)?s|it\s+is)\b")


def reaffirms(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]``, the part of a negated clause before a label, turns back to a verdict."""
    return _REAFFIRMS.search(text, start, end) is not None
