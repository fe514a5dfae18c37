"""Questions with several correct options, and gold given as NeMo's ``a``/``b``/``c``/``d`` keys.

"Select all that apply" questions (Inspect AI's ``multiple_choice(multiple_correct=True)``
solver with the ``choice()`` scorer and a list target) are right only when the set of
letters the answer commits to equals the gold set. :func:`extract_letters` reads that
set: a list after an answer marker (``ANSWER: A, C``, ``The correct options are B and
D``, ``Answer: (A), (C)``), else one letter found by the single-letter extractor
(:func:`~scorewire_multiple_choice.extract.extract_letter`), else a last line that is
only a list of letters. :func:`score_letter_set` adds partial credit: precision and
recall over letters.

NeMo Evaluator's BYOB ``mcq_letter_extract`` matches a gold given as option text against
the row's ``a``/``b``/``c``/``d`` keys; :func:`option_texts` reads those keys as the
options when a row has no ``choices``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorewire import InvalidFieldError, lazy_compile

from .extract import LETTERS, extract_letter

#: Row keys NeMo Evaluator reads option texts from (``a`` is option A, ...).
OPTION_KEYS = ("a", "b", "c", "d")

_SEP = r"(?:\s{0,8}(?:,|;|/|&|\band\b|\bplus\b)\s{0,8}|\s{1,8})"
_ITEM = r"[*_(\[]{0,4}[A-J][*_)\]]{0,4}"
_LIST = _ITEM + r"(?:" + _SEP + r"(?:(?i:and)\s{1,8})?" + _ITEM + r")*"
_END = r"(?=[\s.!*_)]*(?:$|\n)|[\s]*[.;,:!]\s)"
# "ANSWER: A, C", "Answer: (A) and (C)", "The answers are A, B and D", "correct options are: B, D",
# "Final answer: AC" (letters run together, as Inspect accepts after ANSWER:).
# A bare "option C." is a mention, not an answer: "options"/"choices"/"letters" count only
# after "correct" or before a colon ("Final choices: B, D").
_VERB = r"(?:\s{1,8}(?i:are|is|would\s{1,8}be|should\s{1,8}be))?\s{0,8}[:=\-]?"
_MARKED_LIST = lazy_compile(
    r"(?:(?i:(?:final\s{1,8})?answers?|correct\s{1,8}(?:options?|choices?|letters?|answers?))[*_]{0,4}"
    + _VERB
    + r"|(?i:options?|choices?|letters?)[*_]{0,4}\s{0,8}:)"
    r"[*_]{0,4}\s{0,8}(?P<list>" + _LIST + r"|[A-J]{2,10})" + _END
)
# "A and C are correct", "Options B, D are both right".
_LIST_IS_CORRECT = lazy_compile(
    r"(?<![\w'’])(?P<list>" + _LIST + r")\s{1,8}(?i:are|is)\s{1,8}(?i:both\s{1,8}|all\s{1,8})?(?i:correct|right|true)\b"
)
# A list followed by one more letter-like token beyond the options ("ANSWER: A, K").
_MORE_LETTERS = lazy_compile(r"\s{0,8}(?:,|;|/|&|\band\b)\s{0,8}[(\[]?[A-Z][)\]]?[*_]{0,4}(?=\s{0,8}(?:$|[,.;!\n]))")
# Lower-case letters only on an "ANSWER:" line that holds nothing else ("ANSWER: a, c"), as Inspect allows.
_LOWER_ANSWER_LINE = lazy_compile(r"(?im)^[ \t*_]*answer[ \t]*:[ \t]*(?P<list>[a-j](?:[ \t]*,?[ \t]*[a-j])*)[ \t.*_]*$")
_BARE_LINE = lazy_compile(r"^[\s*_>\-]*(?P<list>" + _LIST + r")[\s.*_]*$")


@dataclass(frozen=True)
class LetterSet:
    """The set of option letters an answer commits to.

    :param letters: the letters, sorted; empty when unparsed.
    :param method: ``answer_list`` (a list after an answer marker), ``final_line`` (a last
        line that is only letters), or the single-letter extractor's method; on failure
        its failure method (``refusal``, ``no_answer``, ...).
    :param reason: why the answer is unparsed (None when letters were found).
    """

    letters: tuple[str, ...]
    method: str
    reason: str | None = None


def _letters_in(text: str, valid: str) -> tuple[str, ...] | None:
    found = re.findall(r"[A-J]", text)
    if not found or any(ch not in valid for ch in found):
        return None
    return tuple(sorted(set(found)))


def extract_letters(response: str | None, choices: Sequence[str] | None = None) -> LetterSet:
    """Read the set of option letters a "select all that apply" answer commits to.

    :param response: the model's answer.
    :param choices: the options' text (restricts letters to ``A..`` the option count and
        lets the single-letter fallback match an option's text).
    """
    text = response or ""
    if not text.strip():
        return LetterSet((), "no_answer", "empty response")
    valid = LETTERS[: len(choices)] if choices else LETTERS
    # The list that starts last is the final answer.
    marked = max(
        (m for pattern in (_MARKED_LIST, _LIST_IS_CORRECT, _LOWER_ANSWER_LINE) for m in pattern.finditer(text)),
        key=lambda m: m.start("list"),
        default=None,
    )
    if marked is not None:
        listed = marked.group("list")
        letters = _letters_in(listed.upper() if marked.re.pattern == _LOWER_ANSWER_LINE.pattern else listed, valid)
        if letters is None or _MORE_LETTERS.match(text, marked.end("list")):
            return LetterSet((), "invalid_letters", f"the answer lists letters beyond {valid[0]}-{valid[-1]}")
        return LetterSet(letters, "answer_list")
    # A last line that is nothing but a list of letters ("**A, C**") is the set itself; the
    # single-letter reader would take only its last commitment.
    lines = [line for line in text.splitlines() if line.strip()]
    bare = _BARE_LINE.match(lines[-1]) if lines else None
    final = _letters_in(bare.group("list"), valid) if bare else None
    if final and len(final) > 1:
        return LetterSet(final, "final_line")
    single = extract_letter(text, choices)
    if single.letter is not None:
        return LetterSet((single.letter,), single.method)
    if final:
        return LetterSet(final, "final_line")
    return LetterSet((), single.method, single.reason)


def option_texts(original: Mapping[str, Any]) -> list[str] | None:
    """The options' text: ``choices``, else NeMo's ``a``/``b``/``c``/``d`` keys (from ``a`` on, in order)."""
    choices = original.get("choices")
    if isinstance(choices, (list, tuple)) and choices:
        return [str(c) for c in choices]
    texts: list[str] = []
    for key in OPTION_KEYS:
        value = original.get(key)
        if not isinstance(value, str):
            break
        texts.append(value)
    return texts if len(texts) >= 2 else None


def is_letter_list(value: Any) -> bool:
    """Whether a gold value names several options: a list, or comma-separated letters (``"A, C"``)."""
    if isinstance(value, (list, tuple)):
        return True
    if not isinstance(value, str) or "," not in value:
        return False
    parts = [p.strip() for p in value.split(",")]
    return all(len(p) == 1 and p.upper() in LETTERS for p in parts)


def gold_letter_set(
    value: Any, choices: Sequence[str] | None, to_letter: Any, evaluator: str, field: str, example_id: object
) -> tuple[str, ...]:
    """The gold letters of a list gold (``["A", "C"]``, ``[0, 2]``, ``"A, C"``), each read like a single gold.

    :raises InvalidFieldError: the list is empty, or an item is not a letter, index or option text.
    """
    items = value.split(",") if isinstance(value, str) else list(value)
    letters = []
    for item in items:
        letter = to_letter(item, choices)
        if letter is None:
            raise InvalidFieldError(
                evaluator,
                field,
                example_id,
                f"is {value!r}: item {item!r} is not an option letter (A-J), an index, or the text of one of the options",
                "give each gold option as a letter, a 0-based index, or its exact text",
            )
        letters.append(letter)
    if not letters:
        raise InvalidFieldError(
            evaluator, field, example_id, "is an empty list of gold options", "give at least one gold option"
        )
    return tuple(sorted(set(letters)))


def score_letter_set(found: LetterSet, gold: Sequence[str]) -> tuple[dict[str, float], dict[str, Any]]:
    """Scores and details of a letter set against the gold set.

    ``mc_accuracy`` is 1.0 only when the two sets are equal; ``mc_precision`` is the share
    of chosen letters that are gold (0 when nothing was chosen) and ``mc_recall`` the
    share of gold letters chosen.
    """
    chosen, wanted = set(found.letters), set(gold)
    hits = len(chosen & wanted)
    scores = {
        "mc_accuracy": float(chosen == wanted),
        "mc_precision": hits / len(chosen) if chosen else 0.0,
        "mc_recall": hits / len(wanted),
    }
    details: dict[str, Any] = {
        "extracted": ", ".join(found.letters) if found.letters else None,
        "method": found.method,
        "gold": ", ".join(gold),
    }
    if found.reason:
        details["reason"] = found.reason
    elif chosen != wanted:
        missing, extra = sorted(wanted - chosen), sorted(chosen - wanted)
        parts = ([f"missed {', '.join(missing)}"] if missing else []) + (
            [f"wrongly chose {', '.join(extra)}"] if extra else []
        )
        details["reason"] = "; ".join(parts)
    return scores, details
