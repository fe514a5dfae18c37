"""Durations written with units: "3 h 20 min", "2 hours and 15 minutes", "200 minutes", "8 min 20 s".

A duration is read as a number of seconds (exactly, as a :class:`~fractions.Fraction`), so two
durations compare equal exactly when they are the same length of time. Against a gold that is
a bare number (its unit unstated), a duration of two or more parts is also read in its largest
unit ("22 min 30 s" is 22.5) and in its smallest ("8 min 20 s" is 500) - the two ways a
solution writes the same amount; never a rounded reading.
"""

from __future__ import annotations

import re
from fractions import Fraction

from scorewire import lazy_compile

_UNIT_SECONDS = {"h": 3600, "m": 60, "s": 1}
# One part: a number and its unit ("3 h", "20 minutes", "1.5 hours").
_PART = r"(\d+(?:\.\d+)?)\s*(h|hrs?|hours?|m|mins?|minutes?|s|secs?|seconds?)\b"
_DURATION_RE = lazy_compile(
    rf"^\s*{_PART}(?:\s*,?\s*(?:and\s+)?{_PART})?(?:\s*,?\s*(?:and\s+)?{_PART})?\s*\.?\s*$", re.I
)
# A duration inside a sentence ("it takes 22 minutes 30 seconds"): two or more parts.
DURATION_IN_TEXT_RE = lazy_compile(rf"(?<![\w.]){_PART}\s*,?\s*(?:and\s+)?{_PART}(?:\s*,?\s*(?:and\s+)?{_PART})?", re.I)
_TEXT_RE = lazy_compile(r"\\(?:text|textrm|mathrm|mbox)\s*\{([^{}]*)\}")


def duration_parts(text: str) -> list[tuple[Fraction, int]] | None:
    """``[(amount, seconds per unit), ...]`` when ``text`` is only a duration, else None.

    Units go from larger to smaller and each appears once ("3 h 20 min", not "20 min 3 h").
    """
    m = _DURATION_RE.match(_TEXT_RE.sub(r" \1 ", text).replace("\\ ", " "))
    if m is None:
        return None
    parts: list[tuple[Fraction, int]] = []
    groups = m.groups()
    for i in range(0, len(groups), 2):
        if groups[i] is None:
            continue
        unit = _UNIT_SECONDS.get(groups[i + 1][0].lower())
        if unit is None:
            return None  # (a letter matching a unit's only case-insensitively, the long s "ſ" for "s")
        if parts and unit >= parts[-1][1]:
            return None
        parts.append((Fraction(groups[i]), unit))
    if len(parts) == 1 and groups[1].lower() == "m":
        return None  # "5 m" alone is as likely metres
    return parts


def seconds(parts: list[tuple[Fraction, int]]) -> Fraction:
    """The length of a duration in seconds."""
    return sum((amount * unit for amount, unit in parts), Fraction(0))


def _plain(value: Fraction) -> str | None:
    if value.denominator == 1:
        return str(value.numerator)
    decimal = value.numerator / value.denominator
    return repr(decimal) if Fraction(repr(decimal)) == value else f"\\frac{{{value.numerator}}}{{{value.denominator}}}"


def duration_readings(value: str, gold: str) -> list[str]:
    """Readings of ``value`` that equal ``gold`` as durations: the gold itself when both are the
    same length of time; for a bare-number gold, a duration of several parts in its largest and
    its smallest unit."""
    ours = duration_parts(value)
    if ours is None:
        return []
    theirs = duration_parts(gold)
    if theirs is not None:
        return [gold.strip()] if seconds(ours) == seconds(theirs) else []
    if len(ours) < 2 or not re.fullmatch(r"\s*\d+(?:\.\d+)?\s*", gold):
        return []
    total = seconds(ours)
    readings = [_plain(total / ours[0][1]), _plain(total / ours[-1][1])]
    return [r for r in readings if r is not None]
