"""A closing value that is only the last of two candidates joined by "and" / "or": no answer on its own.

"She has 31 or 38 marbles.", "so t = 2 and t = 7.", "Either way it comes to 12 or 18 km; both fit." A
reader that takes the last number (or the count in the closing sentence) would score the second candidate
as the answer although the writer names two and singles out neither. For a problem that asks for one value
a careful grader scores such a reply as committing to nothing.

The shape: the value read is the second of two different plain numbers that stand in one clause as
``V1 [unit] [,] or [maybe] V2 [unit]`` (no comma before "or": "3 h 35 min, or 215 min" says one amount twice) or ``x = V1 and|or x = V2`` (the same variable, the same unit
or none; bare numbers joined by "and" are operands or subjects, "7 and 12 share no factor"), not an operand of a computation, not a range ("between 50 and 60"), and nothing after them
rules one of them out ("x = 2 is extraneous", "only 38 is odd", "but 31 fails").
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from scorewire import lazy_compile

_JOINED_BEFORE_RE = lazy_compile(
    r"(?i)(?<![\w.\d/^*×·÷+=−-])(?:([a-z])\s*=\s*)?\$?([-−]?\d+(?:\.\d+)?)\$?(?:\s+([a-z]+))?(\s*,)?\s+"
    r"(and|or)\s+(?:(?:maybe|perhaps|possibly|else|even|also)\s+)?(?:([a-z])\s*=\s*)?\$?$"
)
_NUMBER_AND_WORD_END_RE = lazy_compile(r"\d\s*[A-Za-z]+\s*$")
_RANGE_BEFORE = ("between", "from", "of", "by", "than")
_OPERATOR_AFTER_RE = lazy_compile(r"\s*(?:[-−+*/×÷^=·%°]|\\(?:times|cdot|div|frac))")
_WORD_AFTER_RE = lazy_compile(r"\$?\s*([A-Za-z]+)")
_RULED_OUT_RE = lazy_compile(
    r"(?i)\b(?:extraneous|reject\w*|discard\w*|invalid|only|not|never|fails?|impossible|exclude\w*|ruled|"
    r"too\s+(?:big|small|large|high|low)|pick|choose|take|keep)\b|n['’]t\b"
)


def joined_candidate(text: str, start: int, end: int) -> bool:
    """True when the number at ``text[start:end]`` is the second of two candidates joined by "and"/"or" (see
    the module)."""
    if start <= 0:
        return False
    window = text[max(0, start - 80) : start]
    m = _JOINED_BEFORE_RE.search(window)
    if m is None:
        return False
    first_var, first, first_unit, comma, joiner, second_var = m.groups()
    if comma and joiner.lower() == "or":
        return False  # ("3 hours 35 minutes, or 215 minutes", "0.5, or 1/2"): the same amount said again
    if _NUMBER_AND_WORD_END_RE.search(window, 0, m.start()):
        return False  # ("2 feet 6 or 30 inches"): the first is part of a compound amount
    if joiner.lower() == "and" and not first_var:
        return False  # ("7 and 12 share no factor", "adding 15 and 23"): two operands, not two candidates
    if (first_var or "").lower() != (second_var or "").lower():
        return False  # ("x = 3 and y = 5": two quantities; "3 and x = 5")
    if window[: m.start()].rstrip().lower().endswith(_RANGE_BEFORE):
        return False  # ("between 50 and 60", "the sum of 3 and 5")
    if _OPERATOR_AFTER_RE.match(text, end):
        return False  # ("3 or 2 + 5", "1 or 50%")
    if first_unit is not None:
        after = _WORD_AFTER_RE.match(text, end)
        if after is None or after.group(1).lower() != first_unit.lower():
            return False  # ("2 hours or 120 minutes": one amount in two units; "12 apples and 7")
    try:
        if Decimal(first.replace("−", "-")) == Decimal(text[start:end].replace("−", "-").replace(",", "")):
            return False  # ("12 or 12.0"): one value
    except InvalidOperation:
        return False
    return _RULED_OUT_RE.search(text, end) is None
