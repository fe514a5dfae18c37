"""Hook implementations of scorewire-structured (pure functions returning data)."""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import hookimpl


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    """``json_schema``, ``json_match``, ``tool_call`` and ``scoring_spec``."""
    from .json_eval import JsonMatch, JsonSchema
    from .scoring_spec import ScoringSpec
    from .tool_call import ToolCall

    return [JsonSchema, JsonMatch, ToolCall, ScoringSpec]
