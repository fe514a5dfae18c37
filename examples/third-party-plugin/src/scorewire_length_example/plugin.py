"""Hook implementations: one evaluator, one wiring rule.

This plugin imports only scorewire's public API, the way a third-party plugin should.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from scorewire import Configurable, Scores, WiringRule, hookimpl, option


class ResponseLength(Configurable):
    """Counts words and characters; checks an optional ``max_words`` limit."""

    name = "response_length"
    version = "1"

    max_words: int | None = option(None, "Word limit for rows without a max_words field (None: no limit).")

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        text = str(processed.get("response") or "")
        words = len(text.split())
        scores = {"words": float(words), "chars": float(len(text))}
        limit = original.get("max_words", self.max_words)
        if limit is not None:
            scores["within_limit"] = float(words <= int(limit))
        return Scores(scores, details={"max_words": limit})


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    return [ResponseLength]


@hookimpl
def scorewire_register_rules() -> Iterable[WiringRule]:
    return [WiringRule("length-demo", ["response_length"])]
