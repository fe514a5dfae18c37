"""A set of real numbers described in words, written as an interval.

"all real numbers greater than or equal to two" is ``[2, \\infty)``, "every value less than 5" is
``(-\\infty, 5)``, "all x at most -1" is ``(-\\infty, -1]``, "all reals 3 or more" is ``[3, \\infty)``,
"all real numbers except 4" is ``(-\\infty, 4) \\cup (4, \\infty)``, "all real numbers" (and nothing
after it) is ``(-\\infty, \\infty)``. The phrase must say "all", "every" or "any" and name numbers,
values or one variable: "at least 2" alone is an amount, not a set.
"""

from __future__ import annotations

import re

from scorewire import lazy_compile

__all__ = ["between_in_words", "set_in_words"]

_AT_LEAST = r"greater\s+than\s+or\s+equal\s+to|at\s+least|no\s+(?:less|smaller)\s+than|not\s+less\s+than"
_AT_MOST = r"less\s+than\s+or\s+equal\s+to|at\s+most|no\s+(?:more|greater|larger)\s+than|not\s+(?:more|greater)\s+than"
_ABOVE = r"greater\s+than|more\s+than|larger\s+than|bigger\s+than|above|exceeding"
_BELOW = r"less\s+than|smaller\s+than|below|under"
_NUMBER = r"([-−]?\s*\d+(?:\.\d+)?(?:/\d+)?)"
_SUBJECT = (
    r"(?i)\b(?:all|every|any)\s+(?:the\s+)?(?:(?:real|positive|negative)\s+)?"
    r"(?:numbers?|values?|reals|[a-z](?![\w'’]))(?:\s+[a-z](?![\w'’]))?\s+(?:(?:that|which)\s+(?:are|is)\s+|(?:is|are)\s+)?"
)
_BOUND_RE = lazy_compile(
    _SUBJECT
    + r"(?:("
    + _AT_LEAST
    + r")|("
    + _AT_MOST
    + r")|("
    + _ABOVE
    + r")|("
    + _BELOW
    + r"))\s+"
    + _NUMBER
    + r"(?![\d/]|[.,]\d)"
)
_OR_MORE_RE = lazy_compile(
    _SUBJECT + _NUMBER + r"\s+or\s+(?:(more|greater|larger|above|higher)|(less|fewer|smaller|below|lower))\b"
)
_EXCEPT_RE = lazy_compile(
    _SUBJECT
    + r"(?:except|other\s+than|but|apart\s+from|excluding|besides)\s+(?:for\s+)?(?:[a-z]\s*=\s*)?"
    + _NUMBER
    + r"(?![\d/]|[.,]\d)(?!\s*(?:and|or)\b)"
)
_ALL_RE = lazy_compile(
    r"(?i)\b(?:all|every|any)\s+(?:the\s+)?real\s+(?:numbers?|values?)\s*[.!]?\s*$|\ball\s+reals\s*[.!]?\s*$"
)
_SPACE_RE = lazy_compile(r"\s+")


def _number(text: str) -> str:
    return _SPACE_RE.sub("", text.replace("−", "-"))


def set_in_words(text: str) -> str | None:
    """The interval the last such phrase in ``text`` describes (see the module), else None."""
    if len(text) > 2000 or not re.search(r"(?i)\b(?:all|every|any)\b", text):
        return None
    found: list[tuple[int, str]] = []
    for m in _BOUND_RE.finditer(text):
        a = _number(m.group(5))
        if m.group(1):
            found.append((m.start(), f"[{a}, \\infty)"))
        elif m.group(2):
            found.append((m.start(), f"(-\\infty, {a}]"))
        elif m.group(3):
            found.append((m.start(), f"({a}, \\infty)"))
        else:
            found.append((m.start(), f"(-\\infty, {a})"))
    for m in _OR_MORE_RE.finditer(text):
        a = _number(m.group(1))
        found.append((m.start(), f"[{a}, \\infty)" if m.group(2) else f"(-\\infty, {a}]"))
    for m in _EXCEPT_RE.finditer(text):
        a = _number(m.group(1))
        found.append((m.start(), f"(-\\infty, {a}) \\cup ({a}, \\infty)"))
    m_all = _ALL_RE.search(text)
    if m_all is not None:
        found.append((m_all.start(), "(-\\infty, \\infty)"))
    return max(found)[1] if found else None


# "between 2 and 3, not including the endpoints", "strictly between -1 and 4", "between 0 and 5 inclusive".
_ENDS = r"(?:the\s+|both\s+|its\s+|their\s+)*(?:end\s*-?\s*points?|ends|boundar(?:y|ies)|bounds|limits)"
_BETWEEN_RE = lazy_compile(
    r"(?i)(?<![\w-])(not\s+(?:\w+\s+)?)?(strictly\s+)?between\s+"
    + _NUMBER
    + r"\s+and\s+"
    + _NUMBER
    + r"(?![\d/]|[.,]\d)\s*[,(—–-]?\s*(?:(?:with\s+)?(?:"
    # exclusive: "not including the endpoints", "endpoints excluded", "exclusive"
    + r"((?:not\s+including|excluding|without|exclusive\s+of|leaving\s+out)\s+"
    + _ENDS
    + r"|"
    + _ENDS
    + r"\s+(?:are\s+|being\s+)?(?:excluded|not\s+included|left\s+out)|exclusive(?:ly)?\b)"
    # inclusive: "including the endpoints", "endpoints included", "inclusive"
    + r"|((?:including|with|inclusive\s+of)\s+"
    + _ENDS
    + r"|"
    + _ENDS
    + r"\s+(?:are\s+|being\s+)?included|inclusive(?:ly)?\b)))?"
)


def between_in_words(sentence: str) -> str | None:
    """The interval the last "between a and b" of ``sentence`` describes when the sentence says whether
    the ends belong ("between 2 and 3, not including endpoints" is ``(2, 3)``, "between 0 and 5
    inclusive" is ``[0, 5]``, "strictly between" leaves them out); None when it does not say, or when
    the phrase is denied ("not between 2 and 3")."""
    if len(sentence) > 2000 or "between" not in sentence.lower():
        return None
    m = None
    for m in _BETWEEN_RE.finditer(sentence):  # noqa: B007 - the last one counts
        pass
    if m is None or m.group(1):
        return None
    a, b = _number(m.group(3)), _number(m.group(4))
    if m.group(6):
        return f"[{a}, {b}]"
    if m.group(5) or m.group(2):
        return f"({a}, {b})"
    return None
