"""Finding the JSON value in a chat reply.

The order of search, default mode:

1. the whole reply, when it is a JSON object or array (``method="whole"``);
2. fenced code blocks (```` ``` ```` or ``~~~``, any language tag, an unclosed last fence
   running to the end of the reply), last block first: the block's content when it is any
   JSON value, else the last balanced object or array inside it (``method="fenced"``);
3. the last balanced object or array in the reply that is valid JSON (``method="balanced"``).

"Valid JSON" is RFC 8259: ``NaN``/``Infinity``, single quotes, comments, trailing commas
and raw control characters in strings are refused. ``strict=True`` accepts only a reply
that is, whitespace aside, one JSON value (``method="strict"``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from scorewire import lazy_compile

__all__ = ["Extraction", "extract_json", "loads_strict"]

#: Characters parsed per search, beyond the reply's own length times four: nested candidates
#: are parsed again at every level, and this bounds that work on pathological input.
PARSE_BUDGET = 200_000

# After the info word only blanks and more words may follow: a fence line never ends in a
# backtick, and the info word cannot trade characters with the rest of the line (a long opener
# line without a newline would otherwise backtrack quadratically).
_FENCE = lazy_compile(r"^[ \t>]*(?P<fence>`{3,}|~{3,})[ \t]*(?P<lang>[^\s`]*)(?:[ \t][^\n]*)?\n", re.MULTILINE)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


_DECODER = json.JSONDecoder(parse_constant=_refuse_constant)


def loads_strict(text: str) -> Any:
    """``json.loads`` that refuses ``NaN``, ``Infinity`` and ``-Infinity`` (not JSON).

    Raises :class:`ValueError` (``json.JSONDecodeError`` included) on anything else that is not JSON.
    """
    value, end = _DECODER.raw_decode(text, len(text) - len(text.lstrip()))
    if text[end:].strip():
        raise json.JSONDecodeError("extra data", text, end)
    return value


@dataclass(frozen=True)
class Extraction:
    """What :func:`extract_json` found.

    ``found`` is False when the reply holds no JSON value; then ``value`` is None and
    ``error`` says why. ``span`` is the value's ``(start, end)`` in the reply.
    """

    found: bool
    value: Any = None
    method: str | None = None
    span: tuple[int, int] | None = None
    error: str | None = None


def _try(text: str) -> tuple[bool, Any]:
    try:
        return True, loads_strict(text)
    except (ValueError, RecursionError):
        return False, None


def _fences(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each fenced block's content, in order."""
    blocks: list[tuple[int, int]] = []
    pos = 0
    while True:
        m = _FENCE.search(text, pos)
        if m is None:
            return blocks
        fence = m.group("fence")
        start = m.end()
        closer = re.compile(r"^[ \t>]*" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$", re.MULTILINE)
        c = closer.search(text, start)
        if c is None:
            blocks.append((start, len(text)))
            return blocks
        blocks.append((start, c.start()))
        pos = c.end()


def _balanced_spans(text: str, lo: int, hi: int) -> tuple[list[tuple[int, int]], int]:
    """Spans of balanced ``{...}``/``[...]`` in ``text[lo:hi]``, string-aware inside brackets.

    Quotes count only inside an open bracket (prose quotes are ignored); a raw newline ends a
    string (JSON strings cannot hold one, so the quote was prose). A closer that does not
    match the innermost opener closes the nearest opener it does match, or is ignored.
    Also returns the position of the first opener left unclosed (``hi`` when none).
    """
    spans: list[tuple[int, int]] = []
    stack: list[tuple[str, int]] = []
    in_string = False
    i = lo
    while i < hi:
        ch = text[i]
        if in_string:
            if ch == "\\":
                i += 2
                continue
            if ch == '"' or ch == "\n":
                in_string = False
        elif ch == "{" or ch == "[":
            stack.append(("}" if ch == "{" else "]", i))
        elif ch == "}" or ch == "]":
            for depth in range(len(stack) - 1, -1, -1):
                if stack[depth][0] == ch:
                    spans.append((stack[depth][1], i + 1))
                    del stack[depth:]
                    break
        elif ch == '"' and stack:
            in_string = True
        i += 1
    return spans, (stack[0][1] if stack else hi)


_MEMBER_BEFORE = lazy_compile(r'(?:[\[,]|"\s*:)\s*$')
_TASK_BOX = lazy_compile(r"^[ \t]*(?:[-*+]|\d+[.)])[ \t]+$")
_CITATION = lazy_compile(r"\[\d{1,3}\]")


def _skip(text: str, start: int, end: int, lo: int, unclosed: int, have_earlier: bool) -> bool:
    """Candidates that look like JSON but are not the reply's answer (each a class seen in replies)."""
    before = text[max(lo, start - 200) : start]
    # A member of a value the reply never finished (output cut off): the fragment is not the answer.
    if unclosed < start and _MEMBER_BEFORE.search(before):
        return True
    line_start = text.rfind("\n", lo, start) + 1
    # A Markdown task-list box: "- [ ] item".
    if text[start:end].replace(" ", "") == "[]" and _TASK_BOX.match(text[line_start:start]):
        return True
    # A citation marker "... the guideline [1]." after an earlier JSON value.
    return have_earlier and _CITATION.fullmatch(text, start, end) is not None and text[start - 1 : start].isspace()


def _contains(container: Any, value: Any) -> bool:
    """Whether ``value`` occurs as a proper sub-value of ``container`` (type-exact)."""
    children = container.values() if isinstance(container, dict) else container if isinstance(container, list) else ()
    for child in children:
        if type(child) is type(value) and child == value:
            return True
        if isinstance(child, (dict, list)) and _contains(child, value):
            return True
    return False


def _last_balanced(text: str, lo: int, hi: int) -> tuple[Any, tuple[int, int]] | None:
    spans, unclosed = _balanced_spans(text, lo, hi)
    # The span ending last wins; among spans ending together, the outermost.
    spans.sort(key=lambda s: (-s[1], s[0]))
    chosen: tuple[Any, tuple[int, int]] | None = None
    first_end = min((e for _, e in spans), default=hi)
    budget = PARSE_BUDGET + 4 * (hi - lo)
    for start, end in spans:
        if chosen is not None and end > chosen[1][0]:
            continue  # nested in or overlapping the chosen value
        budget -= end - start
        if budget < 0:
            break
        if chosen is None and _skip(text, start, end, lo, unclosed, first_end <= start):
            continue
        ok, value = _try(text[start:end])
        if not ok:
            continue
        if chosen is None:
            if not isinstance(value, (dict, list)):
                continue
            chosen = (value, (start, end))
            if not chosen[0]:
                break
            continue
        # The prose after a JSON value often restates a part of it ("the interval [0, 1]"):
        # the earlier, containing value is the answer.
        if isinstance(value, (dict, list)) and _contains(value, chosen[0]):
            return value, (start, end)
        break
    return chosen


def extract_json(text: str | None, *, strict: bool = False) -> Extraction:
    """Find the JSON value of a chat reply (see the module docstring for the order)."""
    if not isinstance(text, str) or not text.strip():
        return Extraction(False, error="empty reply")
    if strict:
        ok, value = _try(text)
        if ok:
            stripped = len(text) - len(text.lstrip())
            return Extraction(True, value, "strict", (stripped, len(text.rstrip())))
        return Extraction(False, method="strict", error="the reply is not one JSON value (strict mode)")
    body = text.strip()
    if body[:1] in "{[":
        ok, value = _try(body)
        if ok:
            start = text.index(body[0])
            return Extraction(True, value, "whole", (start, start + len(body)))
    for start, end in reversed(_fences(text)):
        content = text[start:end]
        ok, value = _try(content)
        if ok:
            lead = len(content) - len(content.lstrip())
            return Extraction(True, value, "fenced", (start + lead, start + len(content.rstrip())))
        inner = _last_balanced(text, start, end)
        if inner is not None:
            return Extraction(True, inner[0], "fenced", inner[1])
    found = _last_balanced(text, 0, len(text))
    if found is not None:
        return Extraction(True, found[0], "balanced", found[1])
    has_bracket = "{" in text or "[" in text
    return Extraction(False, error="no valid JSON object or array" if has_bracket else "no JSON in the reply")
