"""Numbers as written in answers: ``1,234.50``, ``−3``, ``.5``, ``$12``, ``7%``, ``2½``, ``三``."""

from __future__ import annotations

import re
from decimal import Decimal

# Unicode vulgar fractions, read as their value ("½" = 0.5, "2½" = 2.5).
VULGAR_FRACTIONS: dict[str, tuple[int, int]] = {
    "½": (1, 2),
    "⅓": (1, 3),
    "⅔": (2, 3),
    "¼": (1, 4),
    "¾": (3, 4),
    "⅕": (1, 5),
    "⅖": (2, 5),
    "⅗": (3, 5),
    "⅘": (4, 5),
    "⅙": (1, 6),
    "⅚": (5, 6),
    "⅐": (1, 7),
    "⅛": (1, 8),
    "⅜": (3, 8),
    "⅝": (5, 8),
    "⅞": (7, 8),
    "⅑": (1, 9),
    "⅒": (1, 10),
}
_VULGAR = "".join(VULGAR_FRACTIONS)
# CJK numerals: digits and the multipliers ten, hundred, thousand, ten thousand.
_CJK_DIGITS = {
    "〇": 0,
    "零": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_CJK_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10_000}
_CJK = "".join(_CJK_DIGITS) + "".join(_CJK_UNITS)

_SIGN = r"[-+\u2212]?"
_DIGITS = r"(?:\d{1,3}(?:,\d{3})+|\d+)"
_EXP = r"(?:[eE][-+]?\d{1,4})?"
# Optional sign; a thousands-grouped or plain integer part with optional decimals, or a bare
# decimal part (".5"); an optional exponent; or an integer followed by / made of a vulgar fraction.
NUMBER_PATTERN = (
    rf"(?<![\w.]){_SIGN}(?:{_DIGITS}(?:\.\d+)?{_EXP}(?:[{_VULGAR}])?|\.\d+{_EXP}|[{_VULGAR}])(?![\w])"
    rf"|(?<![\w.]){_SIGN}[{_CJK}]+(?![\w])"
)
_NUMBER_RE = re.compile(NUMBER_PATTERN)
_STRIP = "$€£¥%,;:!?()[]{}'\"` \t\n"


def _cjk_value(token: str) -> int | None:
    total = section = digit = 0
    seen_digit = False
    for ch in token:
        if ch in _CJK_DIGITS:
            digit = _CJK_DIGITS[ch]
            seen_digit = True
        else:
            unit = _CJK_UNITS[ch]
            if unit == 10_000:
                total += (section + digit) * unit
                section = digit = 0
            else:
                section += (digit if seen_digit else 1) * unit
                digit = 0
            seen_digit = False
    return total + section + digit


def to_decimal(token: str) -> Decimal | None:
    """The value of one token matched by :data:`NUMBER_PATTERN`, None if it is not finite."""
    sign = ""
    if token[:1] in "-+\u2212":
        sign, token = ("-" if token[0] != "+" else ""), token[1:]
    if token and token[0] in _CJK:
        cjk = _cjk_value(token)
        return None if cjk is None else Decimal(f"{sign}{cjk}")
    if token and token[-1] in VULGAR_FRACTIONS:
        num, den = VULGAR_FRACTIONS[token[-1]]
        whole = token[:-1].replace(",", "") or "0"
        try:
            value = Decimal(whole) + Decimal(num) / Decimal(den)
        except (ArithmeticError, ValueError):
            return None
        return -value if sign == "-" else value
    try:
        # Built from the string (sign included), never by arithmetic: no rounding to the context.
        value = Decimal(sign + token.replace(",", ""))
    except (ArithmeticError, ValueError):
        return None
    return value if value.is_finite() else None


def parse_number(text: str) -> Decimal | None:
    """Parse one number written as text, else None.

    Accepts ``"1,234.50"``, ``"−3"``, ``".5"`` (one half, not five), ``"$12"``, ``"7%"``,
    ``"½"``, ``"2½"``, ``"三"``; surrounding whitespace, currency symbols, a trailing
    ``%`` and sentence punctuation are ignored; thousands separators must be well formed.
    """
    s = text.strip().strip(_STRIP)
    s = s.rstrip(".")
    while s[:1] in "$€£¥" and s:
        s = s[1:]
    if not s or len(s) > 400:
        return None
    match = _NUMBER_RE.fullmatch(s)
    if match is None:
        return None
    return to_decimal(match.group(0))


def find_numbers(text: str) -> list[Decimal]:
    """Every number in ``text``, in order (the forms :func:`parse_number` accepts).

    Digits glued to letters (``"abc12"``, ``"3rd"``) are not numbers; ``"25"`` is one
    number, never ``"2"`` and ``"5"``.
    """
    out: list[Decimal] = []
    for match in _NUMBER_RE.finditer(text):
        value = to_decimal(match.group(0))
        if value is not None:
            out.append(value)
    return out
