"""Helpers shared by every evaluator of this plugin: reading fields and errors."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorewire import InvalidFieldError, MissingFieldError

# InvalidFieldError lived here before the core had it; the name stays importable from this
# module and from the package.
__all__ = ["InvalidFieldError", "clip", "gold_strings", "response_text", "shorten"]


def clip(value: Any, limit: int = 80) -> str:
    """``repr(value)`` cut to ``limit`` characters, for error messages about data of any size."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[: limit - 15]}... ({len(text)} chars)"


DETAIL_CHARS = 1000


def shorten(text: str, limit: int = DETAIL_CHARS) -> str:
    """``text`` cut to ``limit`` characters for row details (a huge response must not bloat results)."""
    return text if len(text) <= limit else f"{text[:limit]}... [{len(text) - limit} more chars]"


def response_text(processed: Mapping[str, Any]) -> str:
    """The model output as text; a missing or ``None`` response is the empty string.

    A missing response is bad model output, which is a score (0), not an error.
    """
    value = processed.get("response")
    if value is None:
        return ""
    return value if isinstance(value, str) else str(value)


def gold_strings(original: Mapping[str, Any], field: str, evaluator: str) -> list[str]:
    """The acceptable answers in ``original[field]`` (a string or a list of strings) as a list.

    Non-string scalars (numbers from DROP, booleans) are converted with ``str``. An absent
    field raises :class:`~scorewire.MissingFieldError`; an empty list, or only answers
    that are empty or whitespace, raise :class:`InvalidFieldError`: an empty gold answer
    must never yield a perfect score. Empty answers next to usable ones are dropped.
    """
    value = original.get(field)
    if value is None:
        raise MissingFieldError(evaluator, field, original.get("id"))
    items: Sequence[Any] = [value] if isinstance(value, (str, int, float, bool)) else value
    if not isinstance(items, (list, tuple)):
        raise InvalidFieldError(
            evaluator,
            field,
            original.get("id"),
            f"is a {type(value).__name__}",
            "give a string or a list of strings",
        )
    golds = [v if isinstance(v, str) else str(v) for v in items if v is not None]
    if not golds:
        raise InvalidFieldError(
            evaluator, field, original.get("id"), "is an empty list", "give at least one acceptable answer"
        )
    golds = [g for g in golds if g.strip()]
    if not golds:
        raise InvalidFieldError(
            evaluator,
            field,
            original.get("id"),
            "holds only empty answers",
            "an empty gold answer cannot be scored; fix or drop the row",
        )
    return golds
