"""A percent sign on a quantity: "15/100 × 80 = 12%" where the problem asks "What is 15% of 80?".

The comparator drops a percent sign, so "12%" and 12 compare equal; that is right where the problem asks for a
percentage ("What percent of 80 is 12?" answered "15%" for a gold of 15). Where the problem mentions a
percentage only as an operand, "N% of M" or "N percent of M", it asks for the quantity that part of M is: a
reply that writes its value as a percentage states a percentage, not that quantity, and a careful grader marks
it wrong. A problem that names a percentage any other way ("a 20% discount", "what percentage", "the
percent increase", "the rate in percent") is left as it was: it may ask for one.
"""

from __future__ import annotations

from scorewire import lazy_compile

# A closing value written as a percentage: "12%", "12 \%", "12 percent.", "**12 per cent**" (the sign on the last
# value: "30% is 72 and 5% is 12, so 84" closes on a quantity).
_PERCENT_VALUE_RE = lazy_compile(r"(?i)\d\s*(?:\\?%|per\s?cent)[\s.!*_$}]{0,8}$")
# Any mention of a percentage in the problem, and the mentions that are an operand "N% of M".
_PERCENT_MENTION_RE = lazy_compile(r"(?i)%|\bper\s?cent(?:age)?s?\b")
_OPERAND_RE = lazy_compile(r"(?i)\d\s*(?:\\?%|per\s?cent)\s+of\s+(?:an?\s+|the\s+)?(?:\$\s*|\\\$\s*)?[-−]?\d")


def percent_on_quantity(reading: str, gold: str, question: str | None) -> bool:
    """True when ``reading`` is written as a percentage, ``gold`` is not, and ``question`` mentions a percentage
    only as an operand "N% of M" (so it asks for the quantity, not for a percentage)."""
    if not question or _PERCENT_VALUE_RE.search(reading[-40:]) is None or _PERCENT_MENTION_RE.search(gold):
        return False
    operands = list(_OPERAND_RE.finditer(question))
    if not operands:
        return False
    mentions = len(_PERCENT_MENTION_RE.findall(question))
    return mentions == len(operands)
