"""Yes/no verdict extraction that understands negation."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, ClassVar

from scorewire import Scores

from ._common import InvalidFieldError, clip, response_text

_YES = frozenset({"yes", "true", "correct", "right", "yeah", "yep", "yup", "affirmative", "indeed", "agree", "agreed"})
_NO = frozenset({"no", "false", "incorrect", "wrong", "nope", "nah", "negative", "disagree", "untrue"})
# Words that flip the verdict word they precede (within _NEGATION_WINDOW words).
_NEGATORS = frozenset(
    {
        "not",
        "never",
        "cannot",
        "neither",
        "nor",
        "hardly",
        "isnt",
        "arent",
        "wasnt",
        "werent",
        "dont",
        "doesnt",
        "didnt",
        "cant",
        "wont",
        "couldnt",
        "shouldnt",
        "wouldnt",
        "aint",
        "hasnt",
        "havent",
        "hadnt",
    }
)
_NEGATION_WINDOW = 3
# Verdict words that are often something else mid-clause ("no idea", "right now").
_FIRST_OR_LAST_ONLY = frozenset({"no"})
_LAST_ONLY = frozenset({"right"})
_DETERMINERS = frozenset({"the", "a", "an"})
# One character class between the marker and the verdict (spaces and markup), so the
# regex stays linear on long runs of spaces.
_EXPLICIT_RE = re.compile(r"\banswer\s*(?:is|:)[\s*_\"'(\[]*(yes|no|true|false)\b", re.IGNORECASE)
_WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_CLAUSE_RE = re.compile(r"[.!?;:,\n]")
# Short standalone refusals such as "Absolutely not." or "Certainly not".
_BARE_NOT_RE = re.compile(r"^\W*(?:(?:absolutely|certainly|definitely|of course|surely)\s+)?not\b\W*$", re.IGNORECASE)

_GOLD_YES = frozenset({"yes", "true", "1", "y", "t", "correct"})
_GOLD_NO = frozenset({"no", "false", "0", "n", "f", "incorrect"})


def extract_verdict(text: str, max_words: int = 50) -> str | None:
    """The yes/no verdict of ``text``: ``"yes"``, ``"no"`` or None.

    1. An explicit statement wins: the last ``answer is yes`` / ``Answer: no`` /
       ``final answer: true`` (yes, no, true or false) in the text.
    2. Otherwise the first verdict word among the first ``max_words`` words
       (``yes``/``true``/``correct``/``right``… or ``no``/``false``/``wrong``…), where
       a verdict word right after ``the``/``a``/``an`` is an adjective, not a verdict
       ("the correct answer"); ``no`` counts only as the first or last word of its
       clause ("No.", "I'd say no", not "no idea") and ``right`` only as the last
       ("That's right", not "right now").
       A negator (``not``, ``never``, ``isn't``…) up to three words before the
       verdict word in the same clause flips it: "It is not true that…" is ``no``,
       "That's not wrong" is ``yes``. A clause that is just "not" ("Absolutely
       not.") is ``no``. Clauses end at ``. , ; : ! ?`` and newlines.
    """
    explicit = None
    for explicit in _EXPLICIT_RE.finditer(text):  # noqa: B007 - the last one counts
        pass
    if explicit is not None:
        return "yes" if explicit.group(1).casefold() in ("yes", "true") else "no"
    words_seen = 0
    for clause in _CLAUSE_RE.split(text):
        if _BARE_NOT_RE.match(clause):
            return "no"
        words = [w.replace("’", "").replace("'", "").casefold() for w in _WORD_RE.findall(clause)]
        last = len(words) - 1
        for i, word in enumerate(words):
            if words_seen + i >= max_words:
                return None
            if word not in _YES and word not in _NO:
                continue
            if i > 0 and words[i - 1] in _DETERMINERS:
                continue
            if (word in _FIRST_OR_LAST_ONLY and 0 < i < last) or (word in _LAST_ONLY and i < last):
                continue
            verdict = word in _YES
            negations = sum(1 for w in words[max(0, i - _NEGATION_WINDOW) : i] if w in _NEGATORS)
            if negations % 2:
                verdict = not verdict
            return "yes" if verdict else "no"
        words_seen += len(words)
        if words_seen >= max_words:
            return None
    return None


def gold_verdict(value: Any) -> str | None:
    """A gold yes/no label from a bool, 0/1 or a string such as ``"Yes"``/``"false"``."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)) and value in (0, 1):
        return "yes" if value == 1 else "no"
    if isinstance(value, str):
        word = value.strip().strip(".!").casefold()
        if word in _GOLD_YES:
            return "yes"
        if word in _GOLD_NO:
            return "no"
    if isinstance(value, list) and len(value) == 1:
        return gold_verdict(value[0])
    return None


class YesNoVerdict:
    """``yes_no``: 1.0 when the verdict extracted from the response equals the gold yes/no label.

    The gold label (``original[field]``, default ``answer``) may be a bool, 0/1, or
    yes/no/true/false text; anything else is a row error. The response verdict comes
    from :func:`extract_verdict`. Keys: ``yes_no`` (correct) and ``yes_no_parsed``
    (a verdict was found). Details hold ``verdict`` and ``gold_label``.

    :param max_words: how many leading words of the response to scan (default 50).
    """

    name: ClassVar[str] = "yes_no"
    version: ClassVar[str] = "1"

    def __init__(self, field: str = "answer", max_words: int = 50) -> None:
        self.field = field
        self.max_words = int(max_words)
        self.required_fields: tuple[str, ...] = (field,)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        gold = gold_verdict(original.get(self.field))
        if gold is None:
            raise InvalidFieldError(
                self.name,
                self.field,
                original.get("id"),
                f"is {clip(original.get(self.field))}, not a yes/no label",
                "use a bool, 0/1, or yes/no/true/false",
            )
        verdict = extract_verdict(response_text(processed), self.max_words)
        details: dict[str, Any] = {"verdict": verdict, "gold_label": gold}
        if verdict is None:
            details["reason"] = "no yes/no verdict found"
        elif verdict != gold:
            details["reason"] = f"verdict {verdict!r} differs from the gold label"
        return Scores({"yes_no": float(verdict == gold), "yes_no_parsed": float(verdict is not None)}, details=details)
