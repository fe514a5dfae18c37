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
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from scorewire import Configurable, Scores, lazy_compile, option

from .._common import InvalidFieldError, clip, gold_strings, response_text, shorten

if TYPE_CHECKING:
    from decimal import Decimal

# The text and number readers (the extraction toolkit, decimal) are imported when a row is
# scored: plugin discovery imports this module for the evaluator classes only.


def _regex() -> Any:
    """The third-party ``regex`` module (timeouts on hostile patterns), imported on first use.

    It takes longer to import than the rest of this plugin together, and discovery
    imports this module; only ``pattern`` and ``regex_match`` need it.
    """
    import regex

    return regex


Location = Literal["begin", "end", "any", "exact"]


class ExactMatch(Configurable):
    """``exact_match``: 1.0 when the normalised response equals a normalised gold answer.

    Whitespace is always collapsed and stripped. A gold answer that normalises to
    nothing is skipped; when none is left the row is an error (never a free match).
    """

    name: ClassVar[str] = "exact_match"
    version: ClassVar[str] = "1"

    ignore_case: bool = option(True, "Compare case-folded text.")
    ignore_punctuation: bool = option(True, "Drop ASCII and Unicode punctuation.")
    ignore_articles: bool = option(False, "Drop the words a/an/the.")
    ignore_accents: bool = option(False, "Drop accents after NFKD decomposition.")
    field: str = option("answer", "Field of original with the gold answer(s).")

    def __post_init__(self) -> None:
        self._norm = {
            "ignore_case": self.ignore_case,
            "ignore_punctuation": self.ignore_punctuation,
            "ignore_articles": self.ignore_articles,
            "ignore_accents": self.ignore_accents,
        }
        self.required_fields: tuple[str, ...] = (self.field,)

    def normalize(self, text: str) -> str:
        """The text as compared, after this evaluator's normalisation options."""
        from .._text import normalize_text

        return normalize_text(text, **self._norm)

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


class Includes(Configurable):
    """``includes``: 1.0 when a gold answer occurs anywhere in the response (substring).

    Plain substring semantics, like Inspect AI's ``includes``: ``"4"`` is included in
    ``"42"``. Use ``answer_quality``'s ``contains`` for whole-token containment.
    Empty gold answers are a row error (an empty string is included in anything).
    """

    name: ClassVar[str] = "includes"
    version: ClassVar[str] = "1"

    ignore_case: bool = option(True, "Case-fold both sides first.")
    field: str = option("answer", "Field of original with the gold answer(s).")

    def __post_init__(self) -> None:
        self.required_fields: tuple[str, ...] = (self.field,)

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


class Match(Configurable):
    """``match``: the gold answer at a location of the response, as text or as a number.

    With ``numeric=True`` and a numeric gold answer, the first (``begin``), last
    (``end``), any (``any``) number of the response, or the whole response (``exact``)
    must equal the gold number. Thousands separators, currency signs, ``%`` and
    trailing zeros do not matter (``"1,000.0"`` equals ``1000``), and a number is
    never split: ``"25"`` does not end-match ``5``. A non-numeric gold answer falls
    back to text matching.
    """

    name: ClassVar[str] = "match"
    version: ClassVar[str] = "2"  # 2: ".5" is one half; "½", "2½" and "三" are numbers

    location: Location = option(
        "end", "begin (the response starts with the answer), end (ends with it), any (contains it) or exact."
    )
    ignore_case: bool = option(True, "Case-fold both sides.")
    ignore_punctuation: bool = option(True, "Drop punctuation from both sides in text mode.")
    numeric: bool = option(False, "When the gold answer is a number, compare numbers instead of text.")
    field: str = option("answer", "Field of original with the gold answer(s).")

    def __post_init__(self) -> None:
        self.required_fields: tuple[str, ...] = (self.field,)

    def _text(self, text: str) -> str:
        from .._text import normalize_text

        return normalize_text(text, ignore_case=self.ignore_case, ignore_punctuation=self.ignore_punctuation)

    def _numeric_candidates(self, response: str) -> list[Decimal]:
        from .._text import find_numbers, parse_number

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
        from .._text import parse_number

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


def _positive(value: float) -> str | None:
    return None if math.isfinite(value) and value > 0 else "must be a positive number of seconds"


def _regex_problem(pattern: str) -> str | None:
    if not pattern:
        return "must be a regex, e.g. pattern=r'Answer: (\\w+)'"
    try:
        _regex().compile(pattern)
    except (_regex().error, RecursionError, OverflowError) as exc:
        return f"is not a valid regular expression: {exc}"
    return None


class Pattern(Configurable):
    """``pattern``: extract the answer with a regular expression, then compare it to the gold answers.

    Extracted values and gold answers are compared after stripping surrounding whitespace.
    """

    name: ClassVar[str] = "pattern"
    version: ClassVar[str] = "1"

    pattern: str = option(
        doc="The regex (re.search, first match); with capture groups the groups are the extracted values, "
        "without, the whole match is.",
        check=_regex_problem,
    )
    ignore_case: bool = option(True, "Compile with re.IGNORECASE and compare case-folded.")
    match_all: bool = option(
        False,
        "With several groups, every group that captured something must equal a gold answer (false: one is enough).",
    )
    field: str = option("answer", "Field of original with the gold answer(s).")
    regex_timeout: float = option(
        REGEX_TIMEOUT,
        "Seconds the search may take on one response; past it the row gets an error naming the pattern.",
        check=_positive,
    )

    def __post_init__(self) -> None:
        self.regex = _compile(self.pattern, _regex().IGNORECASE if self.ignore_case else 0, self.name)
        self.required_fields: tuple[str, ...] = (self.field,)

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
# One letter standing alone: "B", "(B)", "B.", "B)".
_LETTER_RE = lazy_compile(r"\(?([^\W\d_])(?:\)|[.:,;!?]*)$")


class AnswerLine(Configurable):
    """``answer``: the answer after the LAST ``ANSWER:`` marker, as a line, a word or a letter.

    Comparison strips whitespace (and, for ``line``, a trailing period). A response
    without the marker scores 0 with reason ``"no ANSWER: marker"``.
    """

    name: ClassVar[str] = "answer"
    version: ClassVar[str] = "1"

    kind: Literal["line", "word", "letter"] = option(
        "line",
        "line: the rest of that line; word: the first word, trailing .,;:!? removed; letter: one letter "
        "standing alone (ANSWER: B, (B), B.).",
    )
    marker: str = option("ANSWER", "The marker word (matched case-insensitively, optional spaces before the colon).")
    ignore_case: bool = option(True, "Compare case-folded.")
    field: str = option("answer", "Field of original with the gold answer(s).")

    def __post_init__(self) -> None:
        self._marker = re.compile(re.escape(self.marker) + r"\s*:", re.IGNORECASE)
        self.required_fields: tuple[str, ...] = (self.field,)

    def extract(self, response: str) -> str | None:
        """The answer after the last marker, or None (no marker, or nothing usable after it)."""
        last = None
        for last in self._marker.finditer(response):  # noqa: B007 - we want the final match
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
            found_marker = self._marker.search(response) is not None
            reason = f"no {self.kind} after the marker" if found_marker else f"no {self.marker}: marker"
            return Scores({"answer": 0.0}, details={"extracted": None, "reason": reason})
        fold = str.casefold if self.ignore_case else str
        target = fold(extracted.strip())
        ok = any(fold(g.strip().rstrip(".").strip()) == target for g in golds)
        details: dict[str, Any] = {"extracted": shorten(extracted)}
        if not ok:
            details["reason"] = "extracted answer differs from every answer"
        return Scores({"answer": float(ok)}, details=details)


class RegexTarget(Configurable):
    """``regex_match``: the gold answers are regular expressions searched in the response.

    An invalid gold regex is a row error naming the pattern. Like NeMo Evaluator's
    ``regex_match`` when ``full`` is False.
    """

    name: ClassVar[str] = "regex_match"
    version: ClassVar[str] = "1"

    ignore_case: bool = option(True, "Compile with re.IGNORECASE.")
    full: bool = option(False, "Require the whole (stripped) response to match (false: search).")
    field: str = option("answer", "Field of original holding the regex(es).")
    regex_timeout: float = option(
        REGEX_TIMEOUT,
        "Seconds one gold regex may search one response; past it the row gets an error naming the pattern.",
        check=_positive,
    )

    def __post_init__(self) -> None:
        self.flags = _regex().IGNORECASE if self.ignore_case else 0
        self.required_fields: tuple[str, ...] = (self.field,)

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
