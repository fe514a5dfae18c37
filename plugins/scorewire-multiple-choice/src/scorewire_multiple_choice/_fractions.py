"""Answers that state a fraction in words, for options written as fractions or whole numbers.

A grader reads "one-sixth", "a quarter", "two thirds", "1 in 6", "one out of six" and "5 chances
in 36" as the fractions 1/6, 1/4, 2/3, 1/6, 1/6 and 5/36, and so as the option that is that
fraction, however the option writes it ("1/6", "2/12", "0.25"). Every fraction the answer states
this way, outside a negated clause, must be the same option; otherwise the answer names none.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction

from scorewire import lazy_compile

__all__ = ["spelled_fraction"]

_UNITS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen"
).split()
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_ORDINALS = {
    "half": 2, "halve": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
    "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "hundredth": 100, "thousandth": 1000,
}  # fmt: skip
_CARDINAL = (
    r"(?:a|an|\d{1,6}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|"
    + "|".join(_UNITS[1:])
    + ")"
)
_ORDINAL = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[ -])?(?:"
    + "|".join(sorted(_ORDINALS, key=len, reverse=True))
    + r")s?"
)
# "one-sixth", "a quarter", "two thirds", "5 thirty-sixths"; "1 in 6", "one-in-six", "one out of six", "5 chances in 36".
_SPELLED = lazy_compile(
    r"(?i)\b(" + _CARDINAL + r")[ -](" + _ORDINAL + r")\b"
    r"|\b(" + _CARDINAL + r")(?:[ ](?:chances?|times?|ways?))?[ -](?:in|out[ -]of)[ -](" + _CARDINAL + r")\b"
)
_NEGATORS = frozenset(("not", "never", "no", "isn't", "isn’t", "wasn't", "nor", "neither", "rather"))


def _cardinal(word: str) -> int | None:
    word = word.lower()
    if word in ("a", "an"):
        return 1
    if word.isdigit():
        return int(word)
    parts = word.replace("-", " ").split()
    if parts[0] in _TENS:
        return _TENS[parts[0]] + (_UNITS.index(parts[1]) if len(parts) > 1 else 0)
    return _UNITS.index(parts[0]) if parts[0] in _UNITS else None


def _ordinal(word: str) -> int | None:
    parts = word.lower().replace("-", " ").split()
    last = parts[-1]
    last = last[:-1] if last.endswith("s") and last[:-1] in _ORDINALS else last
    if last == "halve":
        last = "half"
    if last not in _ORDINALS:
        return None
    tens = _TENS.get(parts[0], 0) if len(parts) > 1 else 0
    return tens + _ORDINALS[last]


def _option_value(choice: str) -> Fraction | None:
    text = choice.strip()
    percent = text.endswith("%")
    num, sep, den = text.rstrip("%").partition("/")
    try:
        if sep:
            d = int(den.strip())
            return Fraction(int(num.strip()), d) if d and not percent else None
        value = Fraction(Decimal(num.strip()))
    except (ValueError, ArithmeticError):  # not a number, or "Infinity" / "NaN", which Decimal reads
        return None
    return value / 100 if percent else value


def spelled_fraction(text: str, choices: Sequence[str], valid: str) -> str | None:
    """With options that are fractions or numbers, at least one of them written as a fraction, the
    one option every fraction the answer states in words equals; else None."""
    count = min(len(valid), len(choices))
    values = [_option_value(str(c)) for c in choices[:count]]
    if sum(v is not None for v in values) < max(2, count - 1) or not any("/" in str(c) for c in choices[:count]):
        return None
    picked: set[int] = set()
    for m in _SPELLED.finditer(text):
        if m.group(1) is not None:
            num, den = _cardinal(m.group(1)), _ordinal(m.group(2))
        else:
            num, den = _cardinal(m.group(3)), _cardinal(m.group(4))
        if num is None or not den:
            continue
        before = text[max(0, m.start() - 30) : m.start()].lower().replace(",", " ").split()[-3:]
        if _NEGATORS.intersection(before):
            continue  # ("not one in twelve, ...")
        value = Fraction(num, den)
        hits = [i for i, v in enumerate(values) if v == value]
        if not hits:
            continue
        picked.update(hits)
    return valid[picked.pop()] if len(picked) == 1 else None
