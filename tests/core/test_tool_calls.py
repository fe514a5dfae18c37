"""Tool calls of chat replies are recorded on the row."""

from __future__ import annotations

import json

from scorewire import OpenAIChatSystem, RetryPolicy, evaluate
from scorewire._tool_calls import message_tool_calls

CALL = {"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}}


def test_message_tool_calls_reads_current_and_legacy_shapes() -> None:
    assert message_tool_calls({"content": "hi"}) == []
    assert message_tool_calls(None) == []
    assert message_tool_calls({"tool_calls": [CALL, "junk", {"function": {"arguments": "{}"}}]}) == [CALL]
    legacy = {"function_call": {"name": "f", "arguments": "{}"}}
    assert message_tool_calls(legacy) == [{"type": "function", "function": {"name": "f", "arguments": "{}"}}]


def test_the_chat_system_records_tool_calls_on_the_row(openai_server) -> None:
    body = {
        "choices": [
            {"message": {"role": "assistant", "content": None, "tool_calls": [CALL]}, "finish_reason": "tool_calls"}
        ]
    }
    openai_server.script["weather?"] = [("raw", json.dumps(body).encode())]
    system = OpenAIChatSystem(model="m", base_url=openai_server.base_url, retry=RetryPolicy(max_retries=0))

    def saw_call(original, processed):
        return {"called": processed.get("tool_calls", [{}])[0].get("function", {}).get("name") == "get_weather"}

    result = evaluate([system], [{"id": 1, "prompt": "weather?"}, {"id": 2, "prompt": "plain"}], evaluators=[saw_call])
    rows = {r["id"]: r for r in result.rows}
    assert rows[1]["tool_calls"] == [CALL] and rows[1]["finish_reason"] == "tool_calls"
    assert rows[1]["response"] == "" and rows[1]["scores"]["saw_call"]["called"] == 1.0
    assert "tool_calls" not in rows[2] and rows[2]["scores"]["saw_call"]["called"] == 0.0
