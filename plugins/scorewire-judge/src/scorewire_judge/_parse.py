"""Verdict parsers: strict (the default) and the reference tools' compat rules.

Strict rules bind to the judge's LAST verdict marker and validate it against the
labels that were offered: an off-menu or out-of-range verdict is a failure, never a
fallback to an earlier mention (an echoed format line, a chain-of-thought draft or an
injected verdict). Invisible characters (U+200B–U+200F, U+2060–U+2064, U+FEFF) are
removed first. Every parser returns the verdict or raises :class:`JudgeFailure`.

Compat rules reproduce each tool's parsing, cited per function; the differences are
listed in ``docs/plugins/judge.md``.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Any

from scorewire import lazy_compile

from ._failures import JudgeFailure

_INVISIBLE = lazy_compile("[\u200b-\u200f\u2060-\u2064\ufeff]")


def clean(text: str) -> str:
    """``text`` without zero-width and invisible formatting characters."""
    return _INVISIBLE.sub("", text)


def _require_text(text: str | None) -> str:
    if text is None or not text.strip():
        raise JudgeFailure("empty_response", text)
    return clean(text)


# -- [[rating]] ------------------------------------------------------------------------------

_RATING_STRICT = lazy_compile(r"\[\[\s*(-?\d+(?:\.\d+)?)\s*(?:/\s*(\d+(?:\.\d+)?)\s*)?\]\]")
_RATING_FASTCHAT = lazy_compile(r"\[\[(\d+\.?\d*)\]\]")
_RATING_FASTCHAT_BACKUP = lazy_compile(r"\[(\d+\.?\d*)\]")


def parse_rating(text: str | None, lo: float, hi: float, compat: str | None = None) -> float:
    """The rating in ``[[n]]``.

    Strict: the last ``[[n]]`` (spaces inside allowed, ``[[n/hi]]`` accepted when the
    denominator is ``hi``), within ``[lo, hi]`` or ``out_of_range``.
    ``compat="fastchat"``: FastChat ``llm_judge/common.py`` — the first ``[[n]]``, else the
    first ``[n]``, no range check; no match is ``no_verdict`` (FastChat's -1 is never a score).
    """
    body = _require_text(text)
    if compat == "fastchat":
        match = _RATING_FASTCHAT.search(body) or _RATING_FASTCHAT_BACKUP.search(body)
        if match is None:
            raise JudgeFailure("no_verdict", text)
        return float(ast.literal_eval(match.group(1)))
    matches = list(_RATING_STRICT.finditer(body))
    if not matches:
        raise JudgeFailure("no_verdict", text)
    last = matches[-1]
    value = float(last.group(1))
    if last.group(2) is not None and float(last.group(2)) != float(hi):
        raise JudgeFailure("off_menu", text, extracted=last.group(0))
    if not lo <= value <= hi:
        raise JudgeFailure("out_of_range", text, extracted=value)
    return value


# -- [[A]] / [[B]] / [[C]] -------------------------------------------------------------------

_PAIR_STRICT = lazy_compile(r"\[\[\s*([ABC])\s*\]\]", re.IGNORECASE)
_PAIR_NAMES = {"A": "A", "B": "B", "C": "tie"}


def parse_pairwise(text: str | None, compat: str | None = None) -> str:
    """``"A"``, ``"B"`` or ``"tie"``.

    Strict: the last ``[[A]]``/``[[B]]``/``[[C]]``. ``compat="fastchat"``: FastChat's
    substring precedence — ``[[A]]`` anywhere wins, then ``[[B]]``, then ``[[C]]``.
    """
    body = _require_text(text)
    if compat == "fastchat":
        for token, verdict in (("[[A]]", "A"), ("[[B]]", "B"), ("[[C]]", "tie")):
            if token in body:
                return verdict
        raise JudgeFailure("no_verdict", text)
    matches = _PAIR_STRICT.findall(body)
    if not matches:
        raise JudgeFailure("no_verdict", text)
    return _PAIR_NAMES[matches[-1].upper()]


# -- GRADE: X --------------------------------------------------------------------------------

_SPACING = r"[\s\u200b\u200c\u200d\u200e\u200f\u2060\u2063\ufeff]*"
_GRADE_MARK = lazy_compile(rf"(?<!\w)GRADE(?!\w){_SPACING}:{_SPACING}", re.IGNORECASE)
_GRADE_WORD = lazy_compile(r"[*_`~]*([^\s*_`~.,;:!?)\]]*)[*_`~]*")
_GRADE_WORDS = {"c": "C", "correct": "C", "i": "I", "incorrect": "I", "p": "P", "partial": "P"}
_INSPECT_PERMISSIVE = lazy_compile(rf"(?is).*(?<!\w)GRADE(?!\w){_SPACING}:{_SPACING}(\w*)")
_NEMO_GRADE = lazy_compile(r"GRADE:\s*([CPI])")


def parse_grade(text: str | None, offered: tuple[str, ...] = ("C", "I"), compat: str | None = None) -> str:
    """The grade letter after the last ``GRADE:``, validated against ``offered``.

    Strict: the last ``GRADE:`` marker (Inspect's word boundaries and spacing class, so
    ``downgrade:`` is not a marker), markdown emphasis around the verdict stripped, and
    the whole word must be an offered letter or its spelled form (``correct``,
    ``incorrect``, ``partial``): ``GRADE: CI`` and ``GRADE: Cat`` are ``off_menu``.
    ``compat="inspect"``: inspect_ai's ``model_graded_qa`` with default instructions
    (``_PERMISSIVE_GRADE_PATTERN``, the spelled words, a single letter otherwise,
    validated against the offered grades; so ``GRADE: **C**`` is unscored there).
    ``compat="nemo"``: the first ``GRADE:\\s*([CPI])`` (NeMo BYOB), validated.
    """
    body = _require_text(text)
    if compat == "inspect":
        match = _INSPECT_PERMISSIVE.search(body)
        if match is None:
            raise JudgeFailure("no_verdict", text)
        word = match.group(1).strip()
        value = _GRADE_WORDS.get(word.lower()) if len(word) != 1 else word.upper()
        if value is None or value not in offered:
            raise JudgeFailure("off_menu", text, extracted=word)
        return value
    if compat == "nemo":
        nemo = _NEMO_GRADE.search(body)
        if nemo is None:
            raise JudgeFailure("no_verdict", text)
        if nemo.group(1) not in offered:
            raise JudgeFailure("off_menu", text, extracted=nemo.group(1))
        return nemo.group(1)
    marks = list(_GRADE_MARK.finditer(body))
    if not marks:
        raise JudgeFailure("no_verdict", text)
    word_match = _GRADE_WORD.match(body, marks[-1].end())
    word = word_match.group(1) if word_match else ""
    value = _GRADE_WORDS.get(word.lower())
    if value is None or value not in offered:
        raise JudgeFailure("off_menu" if word else "no_verdict", text, extracted=word)
    return value


# -- SimpleQA A / B / C ----------------------------------------------------------------------

SIMPLEQA_LABELS = {"A": "correct", "B": "incorrect", "C": "not_attempted"}
_SIMPLEQA_WORDS = {
    "a": "A",
    "b": "B",
    "c": "C",
    "correct": "A",
    "incorrect": "B",
    "not_attempted": "C",
    "not attempted": "C",
}
_SIMPLEQA_FIRST = lazy_compile(r"(A|B|C)")


def _simpleqa_word(line: str) -> str | None:
    word = line.strip().strip("*_`\"'").strip().rstrip(".").strip().lower()
    return _SIMPLEQA_WORDS.get(word)


def parse_simpleqa(text: str | None, compat: str | None = None) -> str:
    """``"A"`` (correct), ``"B"`` (incorrect) or ``"C"`` (not attempted).

    Strict: the whole reply, else its last non-empty line, must be one letter or one of
    CORRECT / INCORRECT / NOT_ATTEMPTED (case-insensitive, markdown emphasis and a final
    period ignored). ``compat="simple_evals"``: simple-evals ``simpleqa_eval.py``, the first
    uppercase A, B or C anywhere, defaulting to C (so ``NOT_ATTEMPTED`` reads as A and
    ``CORRECT`` as C: the upstream bug, reproduced on purpose).
    """
    if compat == "simple_evals":
        match = _SIMPLEQA_FIRST.search(text or "")
        return match.group(0) if match else "C"
    body = _require_text(text)
    found = _simpleqa_word(body)
    if found is None:
        lines = [ln for ln in body.splitlines() if ln.strip()]
        found = _simpleqa_word(lines[-1]) if lines else None
    if found is None:
        raise JudgeFailure("no_verdict", text)
    return found


# -- Prometheus [RESULT] ---------------------------------------------------------------------

_PROM_ABS = lazy_compile(
    r"(?:\[RESULT\]|\[SCORE\]|Score:?|Result:?|score of)\s*\(?\s*(\d+)\s*\)?\s*[.\"'*]*\s*$", re.IGNORECASE
)
_PROM_REL = lazy_compile(r"(?:\[RESULT\]|Result:?)\s*\(?\s*(?:Response\s+)?([AB])\s*\)?\s*[.\"'*]*\s*$", re.IGNORECASE)


# prometheus-eval ``parser.py`` semantics (compat): the FIRST score marker followed by an
# integer, closed by a bracket, whitespace, the end, "/5" or "out of 5"; 1–5 or nothing.
_PROM_ABS_COMPAT = lazy_compile(
    r"(?:\[(?:RESULT|SCORE)\]|\[Result\]:?|score\s+of|Score:?|Result:?)[\s(\[]*(\d+)(?=[)\]\s]|$|/\s*5|\s*out\s*of\s*5)",
    re.IGNORECASE,
)
_PROM_REL_COMPAT = lazy_compile(
    r"(?:\[RESULT\]|\[RESULT:\s*|\[Response\s+|\[Result\](?:\s+Response)?|\[Result:\s*|(?:^|\n)Result:?\s*)"
    r"\s*(A|B)(?=\]|\s|$)",
    re.IGNORECASE | re.MULTILINE,
)


def parse_prometheus_absolute(text: str | None, lo: int = 1, hi: int = 5, compat: str | None = None) -> int:
    """The score of a Prometheus-style absolute judgement: ``[RESULT] N`` at the end of the reply.

    Strict: anchored to the end (prometheus-eval issue #58: a pattern that is not anchored
    read the rubric's echoed "Score 5"); ``N`` must be within ``[lo, hi]``.
    ``compat="prometheus"``: prometheus-eval's ``parser.py`` — the first marker anywhere
    (``[RESULT]``, ``[SCORE]``, ``Score:``, ``Result:``, ``score of``…), 1–5.
    """
    body = _require_text(text).strip()
    if compat == "prometheus":
        found = _PROM_ABS_COMPAT.search(body)
        if found is None:
            raise JudgeFailure("no_verdict", text)
        value = int(found.group(1))
        if not 1 <= value <= 5:
            raise JudgeFailure("out_of_range", text, extracted=value)
        return value
    match = _PROM_ABS.search(body)
    if match is None:
        raise JudgeFailure("no_verdict", text)
    value = int(match.group(1))
    if not lo <= value <= hi:
        raise JudgeFailure("out_of_range", text, extracted=value)
    return value


def parse_prometheus_relative(text: str | None, compat: str | None = None) -> str:
    """``"A"`` or ``"B"`` from ``[RESULT] A|B`` at the end of the reply.

    ``compat="prometheus"``: prometheus-eval's first explicit marker anywhere
    (``[RESULT] B``, ``[Response B]``, ``[Result: B]``, a line starting ``Result:``).
    """
    body = _require_text(text).strip()
    if compat == "prometheus":
        found = _PROM_REL_COMPAT.search(body)
        if found is None:
            raise JudgeFailure("no_verdict", text)
        return found.group(1).upper()
    match = _PROM_REL.search(body)
    if match is None:
        raise JudgeFailure("no_verdict", text)
    return match.group(1).upper()


# -- JSON ------------------------------------------------------------------------------------

_FENCE = lazy_compile(r"^```(?:json)?\s*|\s*```$", re.IGNORECASE)


def parse_json_object(text: str | None) -> dict[str, Any]:
    """A JSON object, bare or in a ```json fence; ``invalid_json`` otherwise."""
    body = _require_text(text).strip()
    body = _FENCE.sub("", body).strip()
    try:
        value = json.loads(body)
    except ValueError:
        start, end = body.find("{"), body.rfind("}")
        if start < 0 or end <= start:
            raise JudgeFailure("invalid_json", text) from None
        try:
            value = json.loads(body[start : end + 1])
        except ValueError:
            raise JudgeFailure("invalid_json", text) from None
    if not isinstance(value, dict):
        raise JudgeFailure("invalid_json", text)
    return value


def parse_criteria_met(text: str | None) -> bool:
    """HealthBench-style ``{"criteria_met": true|false}``; anything but a JSON bool fails."""
    value = parse_json_object(text).get("criteria_met")
    if not isinstance(value, bool):
        raise JudgeFailure("invalid_json", text, extracted=value)
    return value
