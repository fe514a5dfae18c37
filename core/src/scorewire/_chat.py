"""Reading an OpenAI-compatible ``/chat/completions`` reply into a ``processed`` dict."""

from __future__ import annotations

import re
from typing import Any

from ._errors import RequestError
from ._tool_calls import message_tool_calls

_THINK = re.compile(r"^\s*<think>(.*?)</think>\s*", re.DOTALL)
_TEXT_PART_TYPES = frozenset({"text", "output_text"})


def split_reasoning(text: str) -> tuple[str, str | None]:
    """``(answer, reasoning)``: leading ``<think>…</think>`` blocks are the reasoning.

    An opening ``<think>`` that is never closed (the reply ran out of tokens while
    thinking) makes the whole text reasoning and the answer empty.
    """
    parts = []
    while True:
        m = _THINK.match(text)
        if m is None:
            break
        parts.append(m.group(1).strip())
        text = text[m.end() :]
    stripped = text.lstrip()
    if stripped.startswith("<think>") and "</think>" not in stripped:
        parts.append(stripped[len("<think>") :].strip())
        text = ""
    return text, ("\n\n".join(parts) if parts else None)


def _content_text(content: Any, url: str) -> str | None:
    if content is None or isinstance(content, str):
        return content
    if isinstance(content, list):
        texts: list[str] = []
        other: list[str] = []
        for part in content:
            if isinstance(part, dict) and part.get("type") in _TEXT_PART_TYPES and isinstance(part.get("text"), str):
                texts.append(part["text"])
            elif isinstance(part, str):
                texts.append(part)
            else:
                other.append(str(part.get("type")) if isinstance(part, dict) else type(part).__name__)
        if texts or not other:
            return "".join(texts)
        raise RequestError(
            f"reply content has no text, only parts of type {', '.join(sorted(set(other)))}",
            status=200,
            attempts=1,
            url=url,
        )
    raise RequestError(
        f"reply content is a {type(content).__name__} ({str(content)[:80]!r}), expected text",
        status=200,
        attempts=1,
        url=url,
    )


def parse_chat_reply(body: Any, url: str, *, keep_reasoning: bool = False) -> dict[str, Any]:
    """The ``processed`` dict of one chat reply; raises :class:`RequestError` for an unreadable one."""
    try:
        choice = body["choices"][0]
        message = choice["message"]
    except (KeyError, IndexError, TypeError) as exc:
        raise RequestError(
            f"response has no choices[0].message: {str(body)[:200]}", status=200, attempts=1, url=url
        ) from exc
    if not isinstance(message, dict):
        raise RequestError(
            f"choices[0].message is not an object: {str(message)[:200]}", status=200, attempts=1, url=url
        )
    content = _content_text(message.get("content"), url)
    finish = choice.get("finish_reason") if isinstance(choice, dict) else None
    out: dict[str, Any] = {}
    reasoning = message.get("reasoning_content") or message.get("reasoning")
    reasoning = reasoning if isinstance(reasoning, str) and reasoning else None
    text = content or ""
    if content and not keep_reasoning:
        text, thought = split_reasoning(content)
        if thought:
            reasoning = f"{reasoning}\n\n{thought}" if reasoning else thought
    out["response"] = text
    if content is None:
        out["response_missing"] = True
        if isinstance(message.get("refusal"), str) and message["refusal"]:
            out["failure"] = "refusal"
            out["refusal"] = message["refusal"]
    tool_calls = message_tool_calls(message)
    if tool_calls:
        out["tool_calls"] = tool_calls
    if reasoning is not None:
        out["reasoning"] = reasoning
    if finish:
        out["finish_reason"] = finish
    usage = body.get("usage")
    if isinstance(usage, dict):
        out["usage"] = usage
        details = usage.get("completion_tokens_details")
        if isinstance(details, dict) and isinstance(details.get("reasoning_tokens"), int):
            out["reasoning_tokens"] = details["reasoning_tokens"]
    return out
