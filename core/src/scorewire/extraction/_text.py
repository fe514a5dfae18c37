"""Text-level pieces every extractor needs: the response as text, the last box, the last marker, refusals."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .._lazy import lazy_compile

# Content parts and blocks that hold a model's hidden reasoning, not its answer.
_REASONING_TYPES = frozenset({"reasoning", "thinking", "redacted_thinking", "reasoning_content"})
_THINK_CLOSE = lazy_compile(r"</(?:think|thinking|reasoning)>", re.IGNORECASE)
_THINK_OPEN = lazy_compile(r"^\s*<(?:think|thinking|reasoning)>", re.IGNORECASE)


def _part_text(part: Any) -> str | None:
    if isinstance(part, str):
        return part
    if isinstance(part, Mapping):
        if str(part.get("type", "")).lower() in _REASONING_TYPES:
            return None
        for key in ("text", "content"):
            value = part.get(key)
            if isinstance(value, str):
                return value
            if isinstance(value, list):
                return _content_text(value)
    return None


def _content_text(content: list[Any]) -> str:
    return "".join(t for t in map(_part_text, content) if t)


# Letters that Python's case-insensitive patterns take for an ASCII letter although their lower case is not it:
# the long s "ſ" for "s", the dotless "ı" and the dotted capital "İ" (lower case "i" and a combining dot) for "i".
_ASCII_FOLD = str.maketrans({"ſ": "s", "ı": "i", "\u0307": ""})


def word_key(word: str) -> str:
    """``word`` in lower case, as a case-insensitive pattern matched it.

    A word that such a pattern took for "five" or "first" ("fıve", "firſt", "FİRST") gives that word, so a
    table keyed by the pattern's own words finds every word the pattern finds.
    """
    return word.lower().translate(_ASCII_FOLD)


def strip_reasoning(text: str) -> str:
    """``text`` without a leading ``<think>...</think>`` block (the answer follows it).

    An opened block that never closes is all reasoning: nothing is left.
    """
    if not _THINK_OPEN.match(text):
        return text
    close = None
    for close in _THINK_CLOSE.finditer(text):  # noqa: B007 - the last closing tag ends the reasoning
        pass
    return text[close.end() :] if close is not None else ""


def response_text(value: Any) -> str:
    """A system's ``response`` as the text to read an answer from.

    - None is ``""``; a string is itself;
    - a chat message (``{"role": ..., "content": ...}``) is its content; a list of
      messages is the last assistant message (else the last one);
    - content given as a list of parts keeps the text parts and drops reasoning
      parts (``{"type": "reasoning"|"thinking", ...}``);
    - a leading ``<think>...</think>`` block is dropped;
    - anything else is ``str(value)``.
    """
    if value is None:
        return ""
    if isinstance(value, str):
        text = value
    elif isinstance(value, Mapping):
        text = _part_text(value) or ""
    elif isinstance(value, (list, tuple)):
        messages = [v for v in value if isinstance(v, Mapping) and "role" in v]
        if messages:
            assistant = [m for m in messages if m.get("role") == "assistant"]
            text = _part_text((assistant or messages)[-1]) or ""
        else:
            text = _content_text(list(value))
    else:
        text = str(value)
    return strip_reasoning(text) if "<" in text[:64] else text


# ---------------------------------------------------------------------------------------------
# \boxed{...}

MAX_BOX_TRIES = 8
# (Also the mangled "\beginboxed{...}" some models write.)
# One sentence of a reply, up to its closing marks (or the text's end); a point between digits ("2.5") does
# not end it. Used where a reading looks at a reply sentence by sentence.
SENTENCE = lazy_compile(r"(?:[^.!?\n]|(?<=\d)\.(?=\d))+(?:[.!?]+|$)")
_BOX_RE = lazy_compile(r"\\(?:begin)?(?:boxed|fbox)\b")
_BOX_TOKEN_RE = lazy_compile(r"\s*([^\s$]+)")


def balanced(text: str, start: int) -> tuple[str, int] | None:
    """Content of the brace group opening at ``text[start] == '{'`` and the index after it.

    Escaped braces (``\\{``) do not count; None when the group never closes.
    """
    depth = 0
    i = start
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return text[start + 1 : i], i + 1
        i += 1
    return None


def last_boxed(text: str) -> str | None:
    """The content of the last ``\\boxed{...}``, ``\\fbox{...}`` or ``\\boxed X``; None when absent.

    Braces nest; a box that never closes (a truncated solution) does not count. Only the
    last few boxes are tried, so a response full of unclosed boxes stays linear.
    """
    if "boxed" not in text and "\\fbox" not in text:
        return None
    for match in list(_BOX_RE.finditer(text))[-MAX_BOX_TRIES:][::-1]:
        pos = match.end()
        rest = text[pos : pos + 64]
        stripped = rest.lstrip(" ")
        if stripped.startswith("{"):
            found = balanced(text, pos + (len(rest) - len(stripped)))
            if found is not None:
                return found[0].strip()
            continue
        if rest[:1] == " ":
            token = _BOX_TOKEN_RE.match(text, pos)
            if token:
                return token.group(1).rstrip(".").strip()
    return None


def last_marker(text: str, pattern: re.Pattern[str], keys: tuple[str, ...] = ()) -> re.Match[str] | None:
    """The last match of ``pattern`` in ``text``.

    ``keys`` are lowercase substrings one of which every match contains; when none
    occurs in the text, the regex is not run at all.
    """
    if keys:
        low = text.lower()
        if not any(k in low for k in keys):
            return None
    last = None
    for last in pattern.finditer(text):  # noqa: B007 - the last one counts
        pass
    return last


# ---------------------------------------------------------------------------------------------
# Refusals

_REFUSAL_RE = lazy_compile(
    r"(?i)\b(?:i\s{1,8}(?:can(?:not|'t|’t)\s{1,8}(?:answer|help|determine|choose|say|provide|assist|decide)|am\s{1,8}(?:unable|not\s{1,8}able)\s{1,8}to|"
    r"won'?t\s{1,8}(?:answer|choose)|will\s{1,8}not\s{1,8}(?:answer|choose)|refuse|do\s{1,8}not\s{1,8}know|don'?t\s{1,8}know|"
    r"'m\s{1,8}(?:unable|not\s{1,8}able)\s{1,8}to|'m\s{1,8}sorry,?\s{1,8}but)|unable\s{1,8}to\s{1,8}(?:answer|determine|choose)|"
    r"as\s{1,8}an\s{1,8}ai\b)"
)


def is_refusal(text: str) -> bool:
    """True when ``text`` declines to answer ("I can't answer that", "As an AI...")."""
    return _REFUSAL_RE.search(text) is not None


# ---------------------------------------------------------------------------------------------
# What follows an answer and is no part of it

# A trailing paragraph that offers more help, or a new question the model went on to invent.
_CHATTER_RE = lazy_compile(
    r"\n[ \t]*\n[ \t>*_#]*(?:(?:would|do|shall|should)\s+you\s+(?:like|want)|let\s+me\s+know|hope\s+(?:this|that)\s+helps|"
    r"feel\s+free|if\s+you\s+(?:want|'d\s+like|would\s+like|have\s+(?:any|more))|happy\s+to\s+help|"
    r"(?:question|q)\s*#?\s*\d+\s*[:.)]|next\s+question\b)",
    re.IGNORECASE,
)
# Struck-through text (``~~A~~``) is revoked by its writer.
_STRUCK_RE = lazy_compile(r"~~[^~\n]{1,200}~~")


def strip_chatter(text: str) -> str:
    """``text`` up to a trailing paragraph that is no part of the answer.

    Cut at the first blank-line-separated paragraph that offers more help ("Would you
    like...", "Let me know...", "Hope this helps") or starts a new numbered question the
    model invented ("Question 2: ..."); the text before it is unchanged, so positions in
    it stay valid. Text without such a paragraph is returned as is.
    """
    if "\n" not in text:
        return text
    # The paragraph is near the end: a long answer is not searched from its start (nor before
    # the first line break there, where the pattern must begin).
    first = text.find("\n", max(0, len(text) - 3000))
    if first < 0:
        return text
    m = _CHATTER_RE.search(text, first)
    if m is None or not text[: m.start()].strip():
        return text
    return text[: m.start()]


def blank_struck(text: str) -> str:
    """``text`` with struck-through spans (``~~...~~``) replaced by spaces of the same length."""
    if "~" not in text:
        return text
    return _STRUCK_RE.sub(lambda m: " " * len(m.group(0)), text)


# A reply that declines to pick among the options it discussed.
INDECISION_PATTERN = (
    r"\b(?:hard|difficult|impossible|tough)\s+to\s+(?:say|tell|decide|call|judge)\b|"
    # both sides left standing: "I can see arguments both ways", "it could go either way"
    r"\b(?:arguments?|a\s+case|good\s+points)\s+(?:to\s+be\s+made\s+)?(?:\w+\s+)?(?:both\s+ways|on\s+both\s+sides|for\s+both)\b|"
    r"\bcould\s+go\s+either\s+way\b|\b(?:see|read)\s+it\s+both\s+ways\b|\bcuts\s+both\s+ways\b|"
    # no label of the set chosen: "None of the above labels fits cleanly", "none of the three applies"
    r"\bnone\s+of\s+(?:the\s+)?(?:above|three|labels|options|categories|choices)(?:\s+(?:labels|options|categories))?\s+"
    r"(?:really\s+|quite\s+|cleanly\s+)?(?:fits?|applies|apply|works?)\b|\bcan(?:'t|’t|not|\s+not)\s+(?:decide|pick|choose)\b|"
    r"\b(?:torn|unsure|undecided|stuck|split|leave\s+it)\s+between\b|\bundecided\b"
    # (not others' indecision that the answer reports, "60 were undecided", "voters remain undecided"; the
    # reply's own, "we are undecided", "I'm still undecided", is: looked at only once the word is found)
    r"(?:(?<=\bwe\sare\sundecided)|(?<=\bwe\swere\sundecided)|(?<=\bwe\sremain\sundecided)|(?<=\bi\sremain\sundecided)|"
    r"(?<=\bwe\sare\sstill\sundecided)|(?<=\bi'm\sstill\sundecided)|(?<=\bi’m\sstill\sundecided)|"
    r"(?<!\bwere\sundecided)(?<!\bare\sundecided)(?<!\bremain\sundecided)(?<!\bremained\sundecided)"
    r"(?<!\bremains\sundecided)(?<!\bstill\sundecided))|\beither\s+(?:one\s+)?(?:can|could)\s+be\s+(?:defended|argued|right)\b|"
    r"\bcan(?:'t|’t|not)\s+give\s+(?:a|one)\s+(?:single|definite|definitive|clear|straight)\s+answer\b|"
    # neither of two compared things picked: "I can't say one is definitively hotter", "can't say which is older"
    r"\bcan(?:'t|’t|not)\s+say\s+(?:which\s+(?:one\s+)?|either\s+(?:one\s+)?|one\s+)(?:is|was|are|were)\b|"
    r"\bdon(?:'t|’t)\s+think\s+i\s+can\s+(?:give|say|answer|decide)\b|"
    r"\bone\s+of\s+(?:those|these|the)\s+two\b(?!\s+(?!options?\b|answers?\b|choices?\b|labels?\b|candidates?\b)[a-z]{3,})|\bwon(?:'t|’t)\s+(?:state|give|commit\s+to)\s+(?:a\s+|an\s+)?(?:final|answer)|"
    r"\bdepending\s+on\s+(?:which|what|how|whether)\b|"
    r"\bleave\s+it\s+at\s+that\b|\bleave\s+(?:it|this)(?:\s+\w+){0,2}\s+(?:unanswered|without\s+(?:a\s+)?(?:verdict|label|answer))\b|"
    r"\bgoing\s+back\s+and\s+forth\b|\b(?:call\s+it\s+)?a\s+tie\s+between\b|\bkeep\s+going\s+back\s+and\s+forth\b|"
    r"\bnot\s+sure\s*[.!]?\s*$|\bnot\s+sure\s+(?:which|what|whether|between)\b|"
    # (the same in other words: "I'm honestly unsure which is smaller", "I'm uncertain whether ...", "... unsure.")
    r"\bunsure(?:\s*[.!]?\s*$|\s+(?:which|what|whether)\b)|"
    r"\buncertain(?:(?<=\bi'm\suncertain)|(?<=\bi’m\suncertain)|(?<=\bi\sam\suncertain))\s+(?:which|what|whether)\b|\bdepends\s+(?:on\s+)?(?:which|what|how|whether)\b|"
    # the same, the answer made to turn on an open choice: "it comes down to which one", "hinges on whether"
    r"\b(?:comes?\s+down\s+to|hinges?\s+on)\s+(?:which|what|how|whether)\b|"
    # a short answer declined: "I'd rather not give a one-word answer", "would prefer not to give a yes or no"
    r"\b(?:(?:'d|’d|would)\s+(?:rather\s+not|prefer\s+not\s+to))\s+(?:give|offer|commit\s+to)\s+(?:a|an)\s+"
    r"(?:(?:one|single)[\s-]word|simple|straight|binary|yes[\s-]+or[\s-]+no|yes/no)\b|"
    # no one answer fits: "there's no single answer", "isn't a simple yes-or-no answer"; "can't resolve it"
    r"\b(?:no|isn't\s+a|is\s+not\s+a|not\s+a)\s+(?:single|simple|one|clear|straight|universal|definitive)\s+(?:yes[\s-]+or[\s-]+no\s+)?answer\b|"
    # (or said to be hard to give: "it's hard to give a simple yes or no", "difficult to give a clear answer";
    # not "it isn't hard to give ...": the negation looked behind only once the word is found)
    r"\b(?:hard(?<!not\shard)(?<!'t\shard)(?<!’t\shard)|difficult(?<!not\sdifficult)(?<!'t\sdifficult)(?<!’t\sdifficult)|"
    r"impossible(?<!not\simpossible)(?<!'t\simpossible)(?<!’t\simpossible))\s+to\s+(?:give|offer)\s+(?:a|one)\s+(?:single|simple|clear|straight|definitive)\s+"
    r"(?:yes[\s-]+or[\s-]+no|answer)\b|"
    r"\bcan(?:'t|’t|not)\s+(?:resolve|settle)\b|"
    # the answer put off or held back: "I'll hold off on a final answer", "reserving my verdict",
    # "not ready to commit to a number"
    r"\b(?:hold(?:ing)?\s+(?:off\s+(?:on|with)|back(?:\s+on)?)|defer(?:ring)?|postpon(?:e|ing)|withhold(?:ing)?|"
    r"reserv(?:e|ing)|not\s+(?:yet\s+)?(?:ready|prepared|willing)\s+to\s+(?:give|commit\s+to|state|settle\s+on))"
    r"\s+(?:(?:a|an|the|my|any|one)\s+)?(?:\w+\s+)?(?:answer|verdict|judg(?:e)?ment|number|figure|value|label|choice)\b|"
    # a verdict split between groups: "yes for most, no for some"
    r"\b(?:yes|no)\s+for\s+[\w'-]+(?:\s+[\w'-]+){0,3},?\s+(?:and\s+|but\s+)?(?:yes|no)\s+for\b|"
    # both readings handed over instead of one: "I'll give both options", "so I'll leave you both possibilities"
    r"\b(?:i(?:'ll|’ll|\s+will)|let\s+me)\s+(?:give|list|leave|offer|present)\s+(?:you\s+)?(?:both|the\s+two)\s+"
    r"(?:options|possibilities|readings|interpretations|conventions|versions|cases)\b"
)
_INDECISION_RE = lazy_compile(INDECISION_PATTERN, re.IGNORECASE)


def is_undecided(text: str, start: int = 0, end: int | None = None) -> bool:
    """True when ``text[start:end]`` declines to decide ("I'm torn between...", "Hard to say.")."""
    return _INDECISION_RE.search(text, start, len(text) if end is None else end) is not None
