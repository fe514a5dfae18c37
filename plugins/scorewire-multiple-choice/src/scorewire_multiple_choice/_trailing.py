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

__all__ = ["without_closing_discussion"]

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
