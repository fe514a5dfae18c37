"""String-matching primitives: exact match, includes, located match, regex patterns, ANSWER: lines.

Semantics were learned from Inspect AI's ``match``/``includes``/``pattern``/``answer``
scorers and NeMo Evaluator's BYOB ``exact_match``/``contains``/``regex_match``; the
code is ours and the differences are listed in the plugin's README.

Every evaluator reads the gold answer(s) from ``original[field]`` (default ``answer``,
a string or a list of acceptable answers; the best is kept) and the model output from
``processed["response"]``. Each returns one score key named like the evaluator, and
``details`` with what was extracted and, on a miss, ``reason``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from decimal import Decimal
from typing import Any, ClassVar, Literal

from scorewire import Scores, lazy_compile

from ._common import InvalidFieldError, clip, gold_strings, response_text, shorten
from ._text import find_numbers, normalize_text, parse_number


def _regex() -> Any:
    """The third-party ``regex`` module (timeouts on hostile patterns), imported on first use.

    It takes longer to import than the rest of this plugin together, and discovery
    imports this module; only ``pattern`` and ``regex_match`` need it.
    """
    import regex

    return regex


Location = Literal["begin", "end", "any", "exact"]
_LOCATIONS = ("begin", "end", "any", "exact")


class ExactMatch:
    """``exact_match``: 1.0 when the normalised response equals a normalised gold answer.

    :param ignore_case: compare case-folded text (default True).
    :param ignore_punctuation: drop ASCII and Unicode punctuation (default True).
    :param ignore_articles: drop the words a/an/the (default False).
    :param ignore_accents: drop accents after NFKD decomposition (default False).
    :param field: field of ``original`` with the gold answer(s).

    Whitespace is always collapsed and stripped. A gold answer that normalises to
    nothing is skipped; when none is left the row is an error (never a free match).
    """

    name: ClassVar[str] = "exact_match"
    version: ClassVar[str] = "1"

    def __init__(
        self,
        ignore_case: bool = True,
        ignore_punctuation: bool = True,
        ignore_articles: bool = False,
        ignore_accents: bool = False,
        field: str = "answer",
    ) -> None:
        self.options = {
            "ignore_case": bool(ignore_case),
            "ignore_punctuation": bool(ignore_punctuation),
            "ignore_articles": bool(ignore_articles),
            "ignore_accents": bool(ignore_accents),
        }
        self.field = field
        self.required_fields: tuple[str, ...] = (field,)

    def normalize(self, text: str) -> str:
        """The text as compared, after this evaluator's normalisation options."""
        return normalize_text(text, **self.options)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        golds = [g for g in (self.normalize(g) for g in gold_strings(original, self.field, self.name)) if g]
        if not golds:
            raise InvalidFieldError(
                self.name,
                self.field,
                original.get("id"),
                "has no answer left after normalisation",
                "give a non-empty answer or turn off ignore_punctuation/ignore_articles",
            )
        response = self.normalize(response_text(processed))
        hit = response in golds
        details: dict[str, Any] = {"normalized_response": shorten(response)}
        if not hit:
            details["reason"] = "empty response" if not response else "differs from every answer"
        return Scores({"exact_match": float(hit)}, details=details)


class Includes:
    """``includes``: 1.0 when a gold answer occurs anywhere in the response (substring).

    :param ignore_case: case-fold both sides first (default True).
    :param field: field of ``original`` with the gold answer(s).

    Plain substring semantics, like Inspect AI's ``includes``: ``"4"`` is included in
    ``"42"``. Use ``answer_quality``'s ``contains`` for whole-token containment.
    Empty gold answers are a row error (an empty string is included in anything).
    """

    name: ClassVar[str] = "includes"
    version: ClassVar[str] = "1"

    def __init__(self, ignore_case: bool = True, field: str = "answer") -> None:
        self.ignore_case = bool(ignore_case)
        self.field = field
        self.required_fields: tuple[str, ...] = (field,)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        golds = gold_strings(original, self.field, self.name)
        response = response_text(processed)
        if self.ignore_case:
            response = response.casefold()
        for gold in golds:
            needle = gold.casefold() if self.ignore_case else gold
            if needle in response:
                return Scores({"includes": 1.0}, details={"matched": gold})
        return Scores({"includes": 0.0}, details={"matched": None, "reason": "no answer occurs in the response"})


class Match:
    """``match``: the gold answer at a location of the response, as text or as a number.

    :param location: ``"begin"`` (response starts with the answer), ``"end"`` (ends
        with it, the default), ``"any"`` (contains it) or ``"exact"`` (equals it).
    :param ignore_case: case-fold both sides (default True).
    :param ignore_punctuation: drop punctuation from both sides in text mode (default True).
    :param numeric: when the gold answer is a number, compare numbers instead of text:
        the first (``begin``), last (``end``), any (``any``) number of the response, or
        the whole response (``exact``) must equal the gold number. Thousands separators,
        currency signs, ``%`` and trailing zeros do not matter (``"1,000.0"`` equals
        ``1000``), and a number is never split: ``"25"`` does not end-match ``5``.
        A non-numeric gold answer falls back to text matching.
    :param field: field of ``original`` with the gold answer(s).
    """

    name: ClassVar[str] = "match"
    version: ClassVar[str] = "2"  # 2: ".5" is one half; "½", "2½" and "三" are numbers

    def __init__(
        self,
        location: Location = "end",
        ignore_case: bool = True,
        ignore_punctuation: bool = True,
        numeric: bool = False,
        field: str = "answer",
    ) -> None:
        if location not in _LOCATIONS:
            raise ValueError(f"match: location must be one of {', '.join(_LOCATIONS)}, got {location!r}")
        self.location = location
        self.ignore_case = bool(ignore_case)
        self.ignore_punctuation = bool(ignore_punctuation)
        self.numeric = bool(numeric)
        self.field = field
        self.required_fields: tuple[str, ...] = (field,)

    def _text(self, text: str) -> str:
        return normalize_text(text, ignore_case=self.ignore_case, ignore_punctuation=self.ignore_punctuation)

    def _numeric_candidates(self, response: str) -> list[Decimal]:
        if self.location == "exact":
            whole = parse_number(response)
            return [] if whole is None else [whole]
        numbers = find_numbers(response)
        if not numbers:
            return []
        if self.location == "begin":
            return numbers[:1]
        if self.location == "end":
            return numbers[-1:]
        return numbers

    def _text_hit(self, response: str, gold: str) -> bool:
        if self.location == "begin":
            return response.startswith(gold)
        if self.location == "end":
            return response.endswith(gold)
        if self.location == "exact":
            return response == gold
        return gold in response

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        golds = gold_strings(original, self.field, self.name)
        raw = response_text(processed)
        numbers: list[Decimal] | None = None
        text: str | None = None
        for gold in golds:
            gold_number = parse_number(gold) if self.numeric else None
            if gold_number is not None:
                if numbers is None:
                    numbers = self._numeric_candidates(raw)
                if any(n == gold_number for n in numbers):
                    return Scores({"match": 1.0}, details={"matched": gold, "extracted": str(gold_number)})
                continue
            gold_text = self._text(gold)
            if not gold_text:
                continue
            if text is None:
                text = self._text(raw)
            if self._text_hit(text, gold_text):
                return Scores({"match": 1.0}, details={"matched": gold})
        details: dict[str, Any] = {"matched": None}
        if numbers is not None:
            details["extracted"] = [shorten(str(n), 100) for n in numbers[:100]]
            details["reason"] = "no number in the response" if not numbers else "number differs from the answer"
        else:
            details["reason"] = f"answer not found at location {self.location!r}"
        return Scores({"match": 0.0}, details=details)


#: Seconds one search of a user's or a dataset's regular expression may take on one response.
REGEX_TIMEOUT = 1.0


def _compile(pattern: str, flags: int, who: str) -> Any:
    try:
        return _regex().compile(pattern, flags)
    except (_regex().error, RecursionError, OverflowError) as exc:
        raise ValueError(f"{who}: invalid regular expression {clip(pattern)}: {exc}") from exc


def _timed_search(compiled: Any, text: str, timeout: float, full: bool, what: str) -> Any:
    """``search`` (or ``fullmatch``) under a time limit; a pattern that backtracks past it is a clear error.

    Uses the ``regex`` engine (the same syntax as ``re`` for these patterns),
    whose matching can be stopped after ``timeout`` seconds: ``(a+)+$`` on a
    long run of ``a`` would otherwise take longer than the universe has left.
    """
    try:
        return compiled.fullmatch(text, timeout=timeout) if full else compiled.search(text, timeout=timeout)
    except TimeoutError:
        raise TimeoutError(
            f"{what} {clip(compiled.pattern)} took more than {timeout:g}s on a {len(text)}-character response "
            "(catastrophic backtracking: nested quantifiers such as (a+)+); rewrite it, or raise regex_timeout"
        ) from None


def _positive(value: float, who: str) -> float:
    if not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
        raise ValueError(f"{who}: regex_timeout must be a positive number of seconds, got {value!r}")
    return float(value)


class Pattern:
    """``pattern``: extract the answer with a regular expression, then compare it to the gold answers.

    :param pattern: the regex (``re.search``, first match). With capture groups the
        groups are the extracted values; without, the whole match is.
    :param ignore_case: compile with ``re.IGNORECASE`` and compare case-folded (default True).
    :param match_all: with several groups, every group that captured something must
        equal a gold answer (default False: one is enough). Groups that did not take
        part in the match are ignored, and at least one must have captured.
    :param field: field of ``original`` with the gold answer(s).
    :param regex_timeout: seconds the search may take on one response; past it the
        row gets an error naming the pattern (default 1).

    Extracted values and gold answers are compared after stripping surrounding whitespace.
    """

    name: ClassVar[str] = "pattern"
    version: ClassVar[str] = "1"

    def __init__(
        self,
        pattern: str | None = None,
        ignore_case: bool = True,
        match_all: bool = False,
        field: str = "answer",
        regex_timeout: float = REGEX_TIMEOUT,
    ) -> None:
        if not pattern:
            raise ValueError(
                "pattern: give the extraction regex, e.g. get_evaluator('pattern', pattern=r'Answer: (\\w+)')"
            )
        self.ignore_case = bool(ignore_case)
        self.regex = _compile(pattern, _regex().IGNORECASE if ignore_case else 0, self.name)
        self.regex_timeout = _positive(regex_timeout, self.name)
        self.match_all = bool(match_all)
        self.field = field
        self.required_fields: tuple[str, ...] = (field,)

    def _fold(self, text: str) -> str:
        text = text.strip()
        return text.casefold() if self.ignore_case else text

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        golds = {self._fold(g) for g in gold_strings(original, self.field, self.name)}
        found = _timed_search(self.regex, response_text(processed), self.regex_timeout, False, "pattern")
        if found is None:
            return Scores({"pattern": 0.0}, details={"extracted": None, "reason": "pattern not found in the response"})
        groups = found.groups() or (found.group(0),)
        captured = [g for g in groups if isinstance(g, str)]
        if not captured:
            return Scores({"pattern": 0.0}, details={"extracted": [], "reason": "no group captured anything"})
        hits = [self._fold(g) in golds for g in captured]
        ok = all(hits) if self.match_all else any(hits)
        details: dict[str, Any] = {
            "extracted": [shorten(c) for c in captured] if len(groups) > 1 else shorten(captured[0])
        }
        if not ok:
            details["reason"] = "extracted value differs from every answer"
        return Scores({"pattern": float(ok)}, details=details)


# The last "ANSWER:" marker in the text; what follows it is parsed per kind.
_ANSWER_KINDS = ("line", "word", "letter")
# One letter standing alone: "B", "(B)", "B.", "B)".
_LETTER_RE = lazy_compile(r"\(?([^\W\d_])(?:\)|[.:,;!?]*)$")


class AnswerLine:
    """``answer``: the answer after the LAST ``ANSWER:`` marker, as a line, a word or a letter.

    :param kind: ``"line"`` (rest of that line, default), ``"word"`` (the first
        whitespace-delimited word, trailing ``.,;:!?`` removed) or ``"letter"`` (one
        letter standing alone: ``"ANSWER: B"``, ``"ANSWER: (B)"``, ``"ANSWER: B."``).
    :param marker: the marker word (default ``ANSWER``; matched case-insensitively,
        optional spaces before the colon).
    :param ignore_case: compare case-folded (default True).
    :param field: field of ``original`` with the gold answer(s).

    Comparison strips whitespace (and, for ``line``, a trailing period). A response
    without the marker scores 0 with reason ``"no ANSWER: marker"``.
    """

    name: ClassVar[str] = "answer"
    version: ClassVar[str] = "1"

    def __init__(
        self,
        kind: Literal["line", "word", "letter"] = "line",
        marker: str = "ANSWER",
        ignore_case: bool = True,
        field: str = "answer",
    ) -> None:
        if kind not in _ANSWER_KINDS:
            raise ValueError(f"answer: kind must be one of {', '.join(_ANSWER_KINDS)}, got {kind!r}")
        self.kind = kind
        self.marker_text = marker
        self.marker = re.compile(re.escape(marker) + r"\s*:", re.IGNORECASE)
        self.ignore_case = bool(ignore_case)
        self.field = field
        self.required_fields: tuple[str, ...] = (field,)

    def extract(self, response: str) -> str | None:
        """The answer after the last marker, or None (no marker, or nothing usable after it)."""
        last = None
        for last in self.marker.finditer(response):  # noqa: B007 - we want the final match
            pass
        if last is None:
            return None
        # Like "ANSWER\s*:\s*": the answer may start on the next line.
        line = response[last.end() :].lstrip().split("\n", 1)[0].strip()
        if self.kind == "line":
            return line.rstrip(".").strip() or None
        words = line.split()
        if not words:
            return None
        if self.kind == "word":
            return words[0].rstrip(".,;:!?") or None
        letter = _LETTER_RE.match(words[0])
        return letter.group(1) if letter else None

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        golds = gold_strings(original, self.field, self.name)
        response = response_text(processed)
        extracted = self.extract(response)
        if extracted is None:
            found_marker = self.marker.search(response) is not None
            reason = f"no {self.kind} after the marker" if found_marker else f"no {self.marker_text}: marker"
            return Scores({"answer": 0.0}, details={"extracted": None, "reason": reason})
        fold = str.casefold if self.ignore_case else str
        target = fold(extracted.strip())
        ok = any(fold(g.strip().rstrip(".").strip()) == target for g in golds)
        details: dict[str, Any] = {"extracted": shorten(extracted)}
        if not ok:
            details["reason"] = "extracted answer differs from every answer"
        return Scores({"answer": float(ok)}, details=details)


class RegexTarget:
    """``regex_match``: the gold answers are regular expressions searched in the response.

    :param ignore_case: compile with ``re.IGNORECASE`` (default True).
    :param full: require the whole (stripped) response to match (default False: search).
    :param field: field of ``original`` holding the regex(es).
    :param regex_timeout: seconds one gold regex may search one response; past it
        the row gets an error naming the pattern (default 1).

    An invalid gold regex is a row error naming the pattern. Like NeMo Evaluator's
    ``regex_match`` when ``full`` is False.
    """

    name: ClassVar[str] = "regex_match"
    version: ClassVar[str] = "1"

    def __init__(
        self, ignore_case: bool = True, full: bool = False, field: str = "answer", regex_timeout: float = REGEX_TIMEOUT
    ) -> None:
        self.flags = _regex().IGNORECASE if ignore_case else 0
        self.regex_timeout = _positive(regex_timeout, self.name)
        self.full = bool(full)
        self.field = field
        self.required_fields: tuple[str, ...] = (field,)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        response = response_text(processed)
        if self.full:
            response = response.strip()
        for gold in gold_strings(original, self.field, self.name):
            try:
                compiled = _regex().compile(gold, self.flags)
            except (_regex().error, RecursionError, OverflowError) as exc:
                raise InvalidFieldError(
                    self.name,
                    self.field,
                    original.get("id"),
                    f"holds an invalid regex {clip(gold)} ({exc})",
                    "fix the pattern or use exact_match/includes for plain text",
                ) from exc
            found = _timed_search(compiled, response, self.regex_timeout, self.full, "the answer pattern")
            if found is not None:
                return Scores({"regex_match": 1.0}, details={"matched": gold, "extracted": shorten(found.group(0))})
        return Scores({"regex_match": 0.0}, details={"matched": None, "reason": "no answer pattern matches"})
