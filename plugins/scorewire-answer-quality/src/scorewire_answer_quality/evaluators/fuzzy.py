"""Fuzzy matching: alias-aware fuzzy match and a 0–1 string similarity.

Similarity is Python's :class:`difflib.SequenceMatcher` ratio (Ratcliff/Obershelp:
``2 * matched characters / total characters``), computed on normalised text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from scorewire import Configurable, Scores, option

from .._common import gold_strings, response_text

# The text normaliser (and the extraction toolkit behind it) is imported when a row is
# scored: plugin discovery imports this module for the evaluator classes only.


def similarity(a: str, b: str) -> float:
    """Ratcliff/Obershelp similarity of two strings in [0, 1]; 0.0 when either is empty.

    ``difflib.SequenceMatcher(None, a, b).ratio()`` (with difflib's default junk
    heuristic, which only acts on a ``b`` of 200+ characters).
    """
    if not a or not b:
        return 0.0
    if a == b:
        return 1.0
    from difflib import SequenceMatcher  # imported on first use: discovery imports this module

    return SequenceMatcher(None, a, b).ratio()


def _normalize(text: str) -> str:
    from .._text import normalize_text

    return normalize_text(text, ignore_case=True, ignore_punctuation=True, ignore_articles=True, ignore_accents=True)


def _unit_interval(value: float) -> str | None:
    return None if 0.0 < value <= 1.0 else "must be in (0, 1]"


class FuzzyMatch(Configurable):
    """``fuzzy_match``: the response names the answer or one of its aliases, allowing small typos.

    Reads the gold answer(s) from ``original[field]`` and extra accepted names from
    ``original[aliases_field]`` (default ``aliases``, optional). Both sides are
    normalised (case, punctuation, accents, articles, whitespace). A response matches
    when, for some alias, the normalised texts are equal, or the alias occurs in the
    response as a run of whole words (``contains=True``), or their similarity reaches
    ``threshold``. An empty response never matches.

    Score keys: ``fuzzy_match`` (0/1) and ``fuzzy_similarity`` (best similarity, 0–1).
    """

    name: ClassVar[str] = "fuzzy_match"
    version: ClassVar[str] = "1"

    threshold: float = option(0.85, "Similarity needed to match.", check=_unit_interval)
    contains: bool = option(True, "Accept an alias found as whole words in a longer response.")
    field: str = option("answer", "Field of original with the gold answer(s).")
    aliases_field: str = option("aliases", "Field of original with more names (optional).")

    def __post_init__(self) -> None:
        self.required_fields: tuple[str, ...] = (self.field,)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        names = gold_strings(original, self.field, self.name)
        extra = original.get(self.aliases_field)
        if extra:
            names = names + [
                a if isinstance(a, str) else str(a) for a in (extra if isinstance(extra, list) else [extra])
            ]
        aliases = [a for a in dict.fromkeys(_normalize(n) for n in names) if a]
        response = _normalize(response_text(processed))
        if not response or not aliases:
            reason = "empty response" if not response else "no usable alias"
            return Scores({"fuzzy_match": 0.0, "fuzzy_similarity": 0.0}, details={"reason": reason})
        padded = f" {response} "
        best, best_alias, how = 0.0, None, None
        for alias in aliases:
            if alias == response:
                return Scores(
                    {"fuzzy_match": 1.0, "fuzzy_similarity": 1.0}, details={"matched": alias, "method": "exact"}
                )
            if self.contains and f" {alias} " in padded:
                best_alias, how = alias, "contains"
            sim = similarity(response, alias)
            if sim > best:
                best = sim
                if how is None:
                    best_alias = alias
        if how == "contains":
            return Scores(
                {"fuzzy_match": 1.0, "fuzzy_similarity": best}, details={"matched": best_alias, "method": how}
            )
        ok = best >= self.threshold
        details: dict[str, Any] = {"matched": best_alias if ok else None, "closest": best_alias}
        if ok:
            details["method"] = "similarity"
        else:
            details["reason"] = f"best similarity {best:.3f} is below the threshold {self.threshold}"
        return Scores({"fuzzy_match": float(ok), "fuzzy_similarity": best}, details=details)


class StringSimilarity(Configurable):
    """``string_similarity``: the best similarity (0–1) between the response and a gold answer.

    Text is normalised first (case-folded and whitespace-collapsed by default;
    punctuation and accents optional). Similarity is :func:`similarity` (difflib
    Ratcliff/Obershelp ratio); an empty response scores 0.0.
    """

    name: ClassVar[str] = "string_similarity"
    version: ClassVar[str] = "1"

    ignore_case: bool = option(True, "Case-fold.")
    ignore_punctuation: bool = option(False, "Drop punctuation.")
    ignore_accents: bool = option(False, "Drop accents.")
    field: str = option("answer", "Field of original with the gold answer(s).")

    def __post_init__(self) -> None:
        self._norm = {
            "ignore_case": self.ignore_case,
            "ignore_punctuation": self.ignore_punctuation,
            "ignore_accents": self.ignore_accents,
        }
        self.required_fields: tuple[str, ...] = (self.field,)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        from .._text import normalize_text

        golds = [normalize_text(g, **self._norm) for g in gold_strings(original, self.field, self.name)]
        response = normalize_text(response_text(processed), **self._norm)
        best, closest = 0.0, None
        for gold in golds:
            sim = similarity(response, gold)
            if sim > best or closest is None:
                best, closest = max(best, sim), gold
        details: dict[str, Any] = {"closest": closest}
        if not response:
            details["reason"] = "empty response"
        return Scores({"similarity": best}, details=details)
