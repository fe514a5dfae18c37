"""Final-answer extraction from free-form math solutions.

The rules are tried in a fixed, documented order; the first that finds
something wins, and the name of that rule is reported in details:

1. ``boxed`` -- the last ``\\boxed{...}`` / ``\\fbox{...}`` (nested braces
   balanced) or ``\\boxed 5`` (a single token after a space).
2. ``hashes`` -- the last ``#### 42`` (GSM8K's gold format).
3. ``answer_is`` -- the last "the (final) answer is ..." (or an MGSM language's
   equivalent such as "Die Antwort lautet") up to the end of its
   sentence or line (Minerva's "Final Answer: The final answer is $5$. I hope
   it is correct." is covered here), or
4. ``answer_line`` -- the last line starting with ``A:``, ``Answer:`` or
   ``Final answer:`` (GSM8K model solutions end in ``A: 18``); of rules 3 and
   4, the one found later in the text wins. Prose after the marker ("Answer:
   Janet makes $18 a day") is reduced to its last ``$...$`` segment or number.
5. ``whole`` -- the whole response, when it is a bare answer: one line of
   at most 200 characters without two consecutive plain words (``\\text{}``
   contents aside), e.g. ``\\frac{9}{7}``, ``x = 5``, ``(1, 2)``, ``18 dollars``.
6. ``last_number`` -- the last number in the text (calculator annotations
   ``<<...>>`` removed).  A verification written after the answer
   ("Check: 42 / 6 = 7") is skipped only when that is unambiguous: the text
   before the check marker ends a sentence with a number N and the check part
   mentions N again. Otherwise the plain last number is used.

Semantics learned from lm-evaluation-harness (``last_boxed_only_string``,
GSM8K's ``#### `` and flexible-extract regexes), the hendrycks MATH
``remove_boxed`` helper and Minerva's answer format; the code is our own.
"""

from __future__ import annotations

import re

from scorewire.extraction import Extraction as _Result
from scorewire.extraction import last_boxed

__all__ = ["Extraction", "extract_answer", "last_boxed"]

_HASHES_RE = re.compile(r"####\s*(.+)")
# English, plus the MGSM languages' "the answer is" (as in lm-evaluation-harness's native-CoT prompts).
_ANSWER_IS_RE = re.compile(
    r"(?i)(?:\bthe\s+(?:final\s+|correct\s+)?answer\s+is|\bdie\s+antwort\s+(?:lautet|ist)|\bla\s+respuesta\s+es"
    r"|\bla\s+réponse\s+est|\bjibu\s+ni|答案是|答えは|คำตอบคือ|উত্তর\s+হল)\s*[:：]?\s*"
)
_ANSWER_IS_KEYS = ("answer", "antwort", "respuesta", "réponse", "jibu", "答案", "答え", "คำตอบ", "উত্তর")
_ANSWER_LINE_RE = re.compile(
    r"(?m)^[ \t>*#_]*(?:A|(?i:final\s+answer|answer|antwort|respuesta|réponse|ответ|jibu|答案|答え|คำตอบ|উত্তর|సమాధానం))"
    r"[ \t]*\**[:：]\**[ \t]*(.+?)[ \t]*$"
)
_CALC_RE = re.compile(r"<<[^<>]*>>")
# A number: thousands-grouped or plain integer part, optional decimals, optional fraction.
_NUMBER_RE = re.compile(r"(?<![\w.])[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:/\d+)?|(?<![\w.])[-−]?\.\d+")
_CHECK_RE = re.compile(
    r"(?i)(?:^|(?<=[\s.!:;]))(?:let'?s\s+)?(?:double[- ]check|check(?:ing)?|verif(?:y|ication)|sanity check)\b"
)
_HOPE_RE = re.compile(r"(?i)\.?\s*I hope it is correct\.?\s*$")


class Extraction(_Result):
    """An extracted final answer (:attr:`answer`) and the rule that found it (:attr:`rule`); both
    None when nothing was found. The shared result type of :mod:`scorewire.extraction`."""

    def __init__(self, answer: str | None, rule: str | None) -> None:
        super().__init__(answer, rule or "none", None if answer is not None else "no answer found in the response")

    @property
    def answer(self) -> str | None:
        """The final answer as written."""
        return self.value

    @property
    def rule(self) -> str | None:
        """The rule that found it (``boxed``, ``hashes``, ``answer_is``, ``answer_line``, ``whole``, ``last_number``)."""
        return None if self.method == "none" else self.method


def _clean_tail(answer: str) -> str:
    answer = _HOPE_RE.sub("", answer).strip()
    # Cut at the end of the sentence: a period followed by space or end, not a decimal point.
    cut = re.search(r"(?<!\d)\.(?:\s|$)|(?<=\d)\.(?:\s+[A-Z]|$)|。", answer)
    if cut:
        answer = answer[: cut.start()]
    return answer.strip().strip("*").strip()


def _unwrap_math(answer: str) -> str:
    """Strip one pair of ``$...$``/``\\(...\\)``/``\\[...\\]`` wrapping, and a box inside it."""
    a = answer.strip()
    for left, right in (("$$", "$$"), ("$", "$"), ("\\(", "\\)"), ("\\[", "\\]")):
        if a.startswith(left) and a.endswith(right) and len(a) >= len(left) + len(right):
            inner = a[len(left) : len(a) - len(right)]
            if left not in inner.replace("\\$", ""):
                a = inner.strip()
                break
    boxed = last_boxed(a) if "\\boxed" in a or "\\fbox" in a else None
    return boxed if boxed is not None else a


def _last_number_skipping_check(text: str) -> str | None:
    """The last number, ignoring a trailing verification only when that is unambiguous."""
    numbers = list(_NUMBER_RE.finditer(text))
    if not numbers:
        return None
    last = numbers[-1].group(0)
    checks = list(_CHECK_RE.finditer(text))
    if not checks:
        return last
    marker = checks[0].start()
    before = [m for m in numbers if m.end() <= marker]
    after = [m for m in numbers if m.start() >= marker]
    if not before or not after:
        return last
    candidate = before[-1]
    # The candidate must close the text before the check (only punctuation/units after it on that sentence)...
    tail = text[candidate.end() : marker]
    if not re.fullmatch(r"[\s\w$%.,!)*]*", tail) or re.search(r"\d", tail):
        return last
    # ... and the check must mention that very number, so it is a check of this answer.
    cand = candidate.group(0)
    if any(m.group(0) == cand for m in after):
        return cand
    return last


_TEXT_GROUP_RE = re.compile(r"\\(?:text|textbf|mbox|mathrm)\s*\{[^{}]*\}")
_TWO_WORDS_RE = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{2,}[\s,.;:]+[A-Za-z]{2,}")


def _is_bare(text: str) -> bool:
    """A response that is only an answer (no prose around it)."""
    s = _TEXT_GROUP_RE.sub(" T ", text.strip())
    if not text.strip() or "\n" in s or len(text) > 200:
        return False
    return not _TWO_WORDS_RE.search(s)


_MATH_SEGMENT_RE = re.compile(r"(?<!\\)\$([^$]+)(?<!\\)\$")


def _answer_in_prose(value: str) -> str:
    """Reduce "She makes $18 a day" after "Answer:" to its answer; a bare answer is kept as is."""
    if _is_bare(value):
        return value
    segments = _MATH_SEGMENT_RE.findall(value)
    if segments:
        return segments[-1].strip()
    numbers = _NUMBER_RE.findall(value)
    return numbers[-1] if numbers else value


def extract_answer(text: str) -> Extraction:
    """Find the final answer in ``text`` following the documented rule order."""
    if not text:
        return Extraction(None, None)
    # Cheap substring checks keep the common GSM8K path (no box, no hashes) to a few regexes.
    boxed = last_boxed(text) if ("\\boxed" in text or "\\fbox" in text) else None
    if boxed is not None and boxed != "":
        return Extraction(boxed, "boxed")
    hashes = _HASHES_RE.findall(text) if "####" in text else None
    if hashes:
        value = hashes[-1].strip()
        if value:
            return Extraction(_unwrap_math(_clean_tail(value)), "hashes")
    # "The answer is ..." and an "Answer: ..." line: the later of the two wins (a model that
    # revises itself states its final answer last).
    candidates: list[tuple[int, str, str]] = []
    lowered = text.lower()
    answer_is = list(_ANSWER_IS_RE.finditer(text)) if any(k in lowered for k in _ANSWER_IS_KEYS) else []
    if answer_is:
        rest = text[answer_is[-1].end() :].split("\n", 1)[0]
        value = _unwrap_math(_clean_tail(rest))
        if value:
            candidates.append((answer_is[-1].start(), value, "answer_is"))
    lines = list(_ANSWER_LINE_RE.finditer(text))
    if lines:
        value = _unwrap_math(_clean_tail(lines[-1].group(1)))
        if value:
            candidates.append((lines[-1].start(), value, "answer_line"))
    if candidates:
        _, value, rule = max(candidates)
        return Extraction(_answer_in_prose(value), rule)
    if _is_bare(text):
        return Extraction(text.strip(), "whole")
    number = _last_number_skipping_check(_CALC_RE.sub("", text))
    if number is not None:
        return Extraction(number, "last_number")
    return Extraction(None, None)
