"""Hook implementations of scorewire-structured (pure functions returning data)."""

from __future__ import annotations

from collections.abc import Iterable

from scorewire import WiringRule, hookimpl

from .evaluators.json_eval import JsonMatch, JsonSchema
from .evaluators.scoring_spec import ScoringSpec
from .evaluators.tool_call import ToolCall


@hookimpl
def scorewire_register_evaluators() -> Iterable[type]:
    """``json_schema``, ``json_match``, ``tool_call`` and ``scoring_spec``."""
    return [JsonSchema, JsonMatch, ToolCall, ScoringSpec]


@hookimpl
def scorewire_register_rules() -> Iterable[WiringRule]:
    """Rows tagged ``json-schema``, ``json-match`` or ``tool-call`` are scored by that evaluator.

    ``scoring_spec`` is never wired: it needs a spec (``--spec`` or ``evaluators=``).
    """
    return [
        WiringRule("json-schema", ("json_schema",)),
        WiringRule("json-match", ("json_match",)),
        WiringRule("tool-call", ("tool_call",)),
    ]
