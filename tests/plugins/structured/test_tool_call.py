"""tool_call: recorded calls or JSON in text against the gold call."""

from __future__ import annotations

import json
from typing import Any

import pytest
from scorewire import Evaluator, MissingFieldError
from scorewire_structured import ToolCall

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "search_flights",
            "parameters": {
                "type": "object",
                "properties": {
                    "origin": {"type": "string"},
                    "destination": {"type": "string"},
                    "passengers": {"type": "integer", "minimum": 1, "default": 1},
                    "max_price": {"type": "number"},
                    "airlines": {"type": "array", "items": {"type": "string"}},
                    "nonstop": {"type": "boolean", "default": False},
                },
                "required": ["origin", "destination"],
                "additionalProperties": False,
            },
        },
    },
    {"type": "function", "function": {"name": "get_time", "parameters": {"type": "object", "properties": {}}}},
]
GOLD = {
    "name": "search_flights",
    "arguments": {"origin": "OSL", "destination": "SFO", "max_price": 500, "airlines": ["SK", "UA"]},
}
ROW = {"id": "t1", "tool_call": GOLD, "tools": TOOLS}


def recorded(name: str, arguments: Any) -> dict[str, Any]:
    args = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return {
        "response": "",
        "tool_calls": [{"id": "c1", "type": "function", "function": {"name": name, "arguments": args}}],
    }


def test_protocol_and_a_perfect_recorded_call() -> None:
    ev = ToolCall()
    assert isinstance(ev, Evaluator)
    scores = ev.score(ROW, recorded("search_flights", {**GOLD["arguments"], "max_price": 500.0}))
    assert dict(scores) == {
        "tool_name": 1.0,
        "args_match": 1.0,
        "args_accuracy": 1.0,
        "tool_call": 1.0,
        "args_valid": 1.0,
    }
    assert scores.details["method"] == "tool_calls"


def test_type_aware_values() -> None:
    ev = ToolCall()
    wrong_type = ev.score(ROW, recorded("search_flights", {**GOLD["arguments"], "max_price": "500"}))
    assert wrong_type["args_match"] == 0.0 and wrong_type["args_valid"] == 0.0
    assert wrong_type["args_accuracy"] == pytest.approx(3 / 4)
    errors = wrong_type.details["calls"][0]["errors"]
    assert [e["path"] for e in errors] == ["$.max_price"]
    reordered = recorded("search_flights", {**GOLD["arguments"], "airlines": ["UA", "SK"]})
    assert ev.score(ROW, reordered)["args_match"] == 0.0  # lists are ordered by default
    assert ToolCall(unordered=["airlines"]).score(ROW, reordered)["args_match"] == 1.0
    assert ToolCall(unordered=True).score(ROW, reordered)["tool_call"] == 1.0
    bool_for_int = {"name": "search_flights", "arguments": {"origin": "A", "destination": "B", "passengers": 1}}
    got = recorded("search_flights", {"origin": "A", "destination": "B", "passengers": True})
    assert ev.score({**ROW, "tool_call": bool_for_int}, got)["args_match"] == 0.0
    cased = recorded("search_flights", {**GOLD["arguments"], "origin": "osl "})
    assert ev.score(ROW, cased)["args_match"] == 0.0
    assert ToolCall(ignore_case=True).score(ROW, cased)["args_match"] == 1.0
    near = recorded("search_flights", {**GOLD["arguments"], "max_price": 500.4})
    assert ToolCall(abs_tol=0.5).score(ROW, near)["args_match"] == 1.0


def test_optional_arguments_and_defaults() -> None:
    ev = ToolCall()
    # an argument the gold omits may be present with the schema default ...
    assert ev.score(ROW, recorded("search_flights", {**GOLD["arguments"], "nonstop": False}))["tool_call"] == 1.0
    # ... but not with another value
    extra = ev.score(ROW, recorded("search_flights", {**GOLD["arguments"], "nonstop": True}))
    assert extra["args_match"] == 0.0 and extra["args_accuracy"] == 1.0
    # a gold argument equal to its default may be omitted
    gold = {"name": "search_flights", "arguments": {"origin": "A", "destination": "B", "passengers": 1}}
    assert (
        ev.score({**ROW, "tool_call": gold}, recorded("search_flights", {"origin": "A", "destination": "B"}))[
            "tool_call"
        ]
        == 1.0
    )
    gold2 = {"name": "search_flights", "arguments": {"origin": "A", "destination": "B", "passengers": 2}}
    assert (
        ev.score({**ROW, "tool_call": gold2}, recorded("search_flights", {"origin": "A", "destination": "B"}))[
            "args_match"
        ]
        == 0.0
    )


@pytest.mark.parametrize(
    "response",
    [
        '{"name": "search_flights", "arguments": {"origin": "OSL", "destination": "SFO", "max_price": 500, "airlines": ["SK", "UA"]}}',
        'Calling the tool:\n```json\n{"function": "search_flights", "parameters": {"origin": "OSL", "destination": "SFO", "max_price": 500, "airlines": ["SK", "UA"]}}\n```',
        '<tool_call>{"type": "function", "function": {"name": "search_flights", "arguments": "{\\"origin\\": \\"OSL\\", \\"destination\\": \\"SFO\\", \\"max_price\\": 500, \\"airlines\\": [\\"SK\\", \\"UA\\"]}"}}</tool_call>',
        '{"tool_calls": [{"name": "search_flights", "arguments": {"origin": "OSL", "destination": "SFO", "max_price": 500, "airlines": ["SK", "UA"]}}]}',
    ],
)
def test_calls_written_as_json_in_the_text(response: str) -> None:
    scores = ToolCall().score(ROW, {"response": response})
    assert scores["tool_call"] == 1.0, scores.details
    assert scores.details["method"] == "text"


def test_wrong_name_missing_call_extra_calls_and_bad_arguments() -> None:
    ev = ToolCall()
    wrong = ev.score(ROW, recorded("get_time", {}))
    assert (
        wrong["tool_name"] == 0.0
        and wrong["tool_call"] == 0.0
        and "no call of 'search_flights'" in wrong.details["reason"]
    )
    none = ev.score(ROW, {"response": "I'd rather not."})
    assert none["tool_call"] == 0.0 and none.details["failure"] == "format_error"
    two = recorded("search_flights", GOLD["arguments"])
    two["tool_calls"].append({"type": "function", "function": {"name": "get_time", "arguments": "{}"}})
    assert ev.score(ROW, two)["tool_call"] == 0.0
    assert ToolCall(allow_extra_calls=True).score(ROW, two)["tool_call"] == 1.0
    broken = ev.score(ROW, recorded("search_flights", '{"origin": "OSL",'))
    assert broken["args_valid"] == 0.0 and "not valid JSON" in broken.details["reason"]
    unknown = ev.score({**ROW, "tool_call": {"name": "book", "arguments": {}}}, recorded("book", {}))
    assert unknown["tool_name"] == 1.0 and unknown["args_valid"] == 0.0


def test_without_tools_there_is_no_args_valid_and_gold_is_required() -> None:
    ev = ToolCall()
    scores = ev.score({"tool_call": GOLD}, recorded("search_flights", GOLD["arguments"]))
    assert "args_valid" not in scores and scores["tool_call"] == 1.0
    with pytest.raises(MissingFieldError, match="tool_call"):
        ev.score({"id": 1}, recorded("x", {}))
    several = [GOLD, {"name": "get_time", "arguments": {}}]
    both = recorded("get_time", {})
    both["tool_calls"].insert(0, recorded("search_flights", GOLD["arguments"])["tool_calls"][0])
    assert ToolCall(tools=TOOLS).score({"tool_call": several}, both)["tool_call"] == 1.0
