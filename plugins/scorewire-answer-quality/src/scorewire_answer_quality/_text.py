"""Text helpers for the primitives: configurable normalisation, numbers and lists in text."""

from __future__ import annotations

import json
import re
import string
import unicodedata
from functools import lru_cache
from typing import Any

from scorewire import extraction, lazy_compile

_ARTICLES_RE = lazy_compile(r"\b(?:a|an|the)\b", re.IGNORECASE)
_ASCII_PUNCT = frozenset(string.punctuation)


@lru_cache(maxsize=65536)
def _is_punct(ch: str) -> bool:
    return ch in _ASCII_PUNCT or unicodedata.category(ch).startswith("P")


def strip_accents(text: str) -> str:
    """Drop combining marks after NFKD decomposition (``"Café"`` -> ``"Cafe"``)."""
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def remove_punctuation(text: str) -> str:
    """Remove ASCII punctuation (:data:`string.punctuation`) and every Unicode ``P*`` character."""
    if text.isascii():
        return text.translate(_ASCII_DELETE)
    return "".join(ch for ch in text if not _is_punct(ch))


_ASCII_DELETE = str.maketrans("", "", string.punctuation)


def normalize_text(
    text: str,
    *,
    ignore_case: bool = True,
    ignore_punctuation: bool = True,
    ignore_articles: bool = False,
    ignore_accents: bool = False,
) -> str:
    """Normalise ``text`` for comparison; whitespace is always collapsed and stripped.

    Steps, in order: accents (NFKD, combining marks dropped), case (``casefold``),
    punctuation (ASCII punctuation and Unicode ``P*``, removed without a space, like
    SQuAD), articles (whole words ``a``/``an``/``the``), whitespace.
    """
    if ignore_accents:
        text = strip_accents(text)
    if ignore_case:
        text = text.casefold()
    if ignore_punctuation:
        text = remove_punctuation(text)
    if ignore_articles:
        text = _ARTICLES_RE.sub(" ", text)
    return " ".join(text.split())


# Numbers are read by the shared toolkit: "1,234.50", "−3", ".5" (one half), "$12", "7%", "2½", "三".
parse_number = extraction.parse_number
find_numbers = extraction.find_numbers


_LIST_SPLIT_RE = lazy_compile(r"[,;]")
# No \s* around "and": adjacent unbounded repeats would make the split quadratic on long
# whitespace runs. Parts are stripped afterwards instead.
_AND_RE = lazy_compile(r"\band\b")
_BULLET_RE = lazy_compile(r"^\s*(?:[-*\u2022]|\d+[.)])\s+")


def parse_list(text: str) -> list[str]:
    """Read a list of items from a response.

    A JSON array (``["a", "b"]``, possibly inside a code fence) gives its elements as
    text. Otherwise the text is split into lines and each line on commas and
    semicolons; the word ``and`` also separates items in the last part of a line that
    has commas (``"red, green and blue"``), so ``"Bosnia and Herzegovina"`` alone stays
    one item. List bullets (``-``, ``*``, ``1.``) are dropped, empty items removed.
    """
    stripped = text.strip()
    if stripped.startswith("```"):
        stripped = stripped.strip("`")
        first_newline = stripped.find("\n")
        if first_newline >= 0 and not stripped[:first_newline].strip().startswith("["):
            stripped = stripped[first_newline + 1 :]
        stripped = stripped.strip()
    if stripped.startswith("[") and stripped.endswith("]"):
        try:
            value: Any = json.loads(stripped)
        except (ValueError, RecursionError):
            value = None
        if isinstance(value, list):
            return [_item_text(v) for v in value if v is not None and _item_text(v).strip()]
    items: list[str] = []
    for line in stripped.splitlines() or [stripped]:
        parts = _LIST_SPLIT_RE.split(_BULLET_RE.sub("", line))
        if len(parts) > 1:
            parts[-1:] = _AND_RE.split(parts[-1])
        items.extend(part for part in parts if part.strip())
    return [item.strip() for item in items]


def _item_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    return json.dumps(value, sort_keys=True, ensure_ascii=False)
