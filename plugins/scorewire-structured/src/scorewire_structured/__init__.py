"""scorewire plugin scorewire-structured: JSON output, JSON Schema, tool calls, scoring specs.

Evaluators: ``json_schema``, ``json_match``, ``tool_call``, ``scoring_spec``. Also public:
:func:`extract_json` (the JSON value of a chat reply) and :func:`load_spec` (a validated
scoring spec from a dict or a JSON/YAML file).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorewire import lazy_exports

from .evaluators.json_eval import JsonMatch, JsonSchema
from .evaluators.scoring_spec import ScoringSpec
from .evaluators.tool_call import ToolCall

if TYPE_CHECKING:
    from ._extract import Extraction, extract_json
    from ._spec import SpecError, load_spec

__all__ = ["Extraction", "JsonMatch", "JsonSchema", "ScoringSpec", "SpecError", "ToolCall", "extract_json", "load_spec"]


# The spec model needs attrs (and yaml for YAML files), the JSON reader json: imported on
# first use only.
_LAZY = {
    "load_spec": "._spec",
    "SpecError": "._spec",
    "Extraction": "._extract",
    "extract_json": "._extract",
}
__getattr__ = lazy_exports(__name__, _LAZY)
