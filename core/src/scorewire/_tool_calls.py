"""Reading the tool calls of an OpenAI-style chat message, for systems to record on rows."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["message_tool_calls"]


def message_tool_calls(message: object) -> list[dict[str, Any]]:
    """The tool calls of a chat ``message``, as ``[{"id", "type", "function": {"name", "arguments"}}]``.

    Reads ``message["tool_calls"]`` (the current OpenAI shape) and the legacy
    ``message["function_call"]``. ``arguments`` is kept as the model sent it (usually a
    JSON string; evaluators parse and judge it). Entries that are not objects or have no
    function name are skipped; a message without calls gives ``[]``.
    """
    if not isinstance(message, Mapping):
        return []
    calls: list[dict[str, Any]] = []
    raw = message.get("tool_calls")
    entries = raw if isinstance(raw, list) else []
    legacy = message.get("function_call")
    if isinstance(legacy, Mapping):
        entries = [*entries, {"type": "function", "function": legacy}]
    for entry in entries:
        if not isinstance(entry, Mapping):
            continue
        function = entry.get("function")
        if not isinstance(function, Mapping) or not isinstance(function.get("name"), str):
            continue
        call: dict[str, Any] = {
            "type": str(entry.get("type") or "function"),
            "function": {"name": function["name"], "arguments": function.get("arguments", "")},
        }
        if isinstance(entry.get("id"), str):
            call["id"] = entry["id"]
        calls.append(call)
    return calls
