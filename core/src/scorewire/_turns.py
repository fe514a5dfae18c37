"""Multi-turn rows: play a conversation (MT-Bench's ``turns``) one user message at a time."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from ._systems import normalize_output


async def play_turns(
    example: Mapping[str, Any],
    prefix: list[dict[str, str]],
    call: Callable[[Mapping[str, Any]], Awaitable[Any]],
    system_name: str,
) -> dict[str, Any]:
    """Send each of ``example["turns"]`` in order, with the conversation so far.

    For turn ``i`` the system receives the example with ``messages`` (``prefix``,
    then every earlier user turn and the system's reply to it, then turn ``i``) and
    ``turn`` (0-based). The result is the last turn's output with ``response`` (the
    last reply), ``turns`` and ``response_turns`` (every reply, in order) and
    ``messages`` (the whole conversation).
    """
    messages = [dict(m) for m in prefix]
    replies: list[str] = []
    last: dict[str, Any] = {}
    for index, text in enumerate(example["turns"]):
        messages.append({"role": "user", "content": str(text)})
        last = normalize_output(await call({**example, "messages": list(messages), "turn": index}), system_name)
        reply = last.get("response")
        reply_text = reply if isinstance(reply, str) else ""
        replies.append(reply_text)
        messages.append({"role": "assistant", "content": reply_text})
    return {
        **last,
        "response": replies[-1] if replies else "",
        "turns": replies,
        "response_turns": replies,
        "messages": messages,
    }
