"""scorewire plugin scorewire-structured: JSON output, JSON Schema, tool calls, scoring specs.

Evaluators: ``json_schema``, ``json_match``, ``tool_call``, ``scoring_spec``. The helpers
:func:`extract_json` and :func:`load_spec` are public too.
"""

from __future__ import annotations

from .extract import Extraction, extract_json

__all__ = ["Extraction", "extract_json"]
