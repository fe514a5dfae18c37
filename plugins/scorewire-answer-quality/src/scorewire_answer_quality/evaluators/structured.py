"""Primitives for structured answers: numbers with tolerance, arrays, sets, coverage, time decay.

For these evaluators a list in ``original[field]`` is ONE structured answer (an array
of numbers, a set of items, the facts to cover), not a list of alternatives.
Responses are read with :func:`~scorewire_answer_quality._text.parse_list` (a JSON
array, or items separated by commas, semicolons, newlines or "and") and
:func:`~scorewire_answer_quality._text.find_numbers`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from scorewire import Configurable, EvaluatorOptionError, MissingFieldError, Scores, option

from .._common import InvalidFieldError, clip, response_text, shorten

if TYPE_CHECKING:
    from decimal import Context, Decimal

# decimal and the text and number readers (the extraction toolkit) are imported when an
# evaluator is built or a row is scored: plugin discovery imports this module for the classes.


@cache
def _context() -> Context:
    """100 significant digits, the widest exponent range, and no traps (overflow -> Infinity)."""
    from decimal import MAX_EMAX, MIN_EMIN, Context

    return Context(prec=100, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[])


def _gold_list(original: Mapping[str, Any], field: str, evaluator: str) -> list[Any]:
    value = original.get(field)
    if value is None:
        raise MissingFieldError(evaluator, field, original.get("id"))
    items = list(value) if isinstance(value, (list, tuple)) else [value]
    items = [v for v in items if v is not None and not (isinstance(v, str) and not v.strip())]
    if not items:
        raise InvalidFieldError(
            evaluator, field, original.get("id"), "is empty", "give at least one non-empty gold item"
        )
    return items


def _as_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _non_negative(value: float) -> str | None:
    return None if value >= 0 else "must be a non-negative number"


def _finite(value: float) -> str | None:
    return None if math.isfinite(value) else "must be a finite number"


class NumericTolerance(Configurable):
    """``numeric_tolerance``: numbers in the response within a tolerance of the gold number(s).

    The gold (``original[field]``) is a number, numeric text, or an array of them. The
    response's numbers are found in order; a scalar gold is compared with the ``pick``
    number (``last`` by default, or ``first``, or ``any``). An array gold is compared
    position by position with the response's numbers in order; a position the response
    lacks is a miss, and ``numeric_match`` also needs the counts to be equal.

    A value ``x`` is within tolerance of gold ``g`` when
    ``|x - g| <= max(abs_tol, rel_tol * |g|)``.

    Keys: ``numeric_match`` (1.0 when every gold element is within tolerance) and
    ``numeric_within_ratio`` (fraction of gold elements within tolerance).
    """

    name: ClassVar[str] = "numeric_tolerance"
    version: ClassVar[str] = "2"  # 2: ".5" is one half; "½", "2½" and "三" are numbers

    abs_tol: float = option(1e-9, "Absolute tolerance.", check=_non_negative)
    rel_tol: float = option(0.0, "Tolerance relative to the gold value.", check=_non_negative)
    pick: Literal["last", "first", "any"] = option("last", "Which response number a scalar gold is compared with.")
    field: str = option("answer", "Field of original with the gold number(s).")

    def __post_init__(self) -> None:
        from decimal import Decimal

        self._abs_tol = Decimal(repr(float(self.abs_tol)))
        self._rel_tol = Decimal(repr(float(self.rel_tol)))
        self.required_fields: tuple[str, ...] = (self.field,)

    def close(self, value: Decimal, gold: Decimal) -> bool:
        """Whether ``value`` is within tolerance of ``gold``.

        Arithmetic runs in a context without traps, so a number too large for
        ``decimal``'s default exponent range becomes infinite instead of raising.
        """
        ctx = _context()
        diff = ctx.abs(ctx.subtract(value, gold))
        return diff <= max(self._abs_tol, ctx.multiply(self._rel_tol, ctx.abs(gold)))

    def _gold_numbers(self, original: Mapping[str, Any]) -> tuple[list[Decimal], bool]:
        raw = original.get(self.field)
        is_array = isinstance(raw, (list, tuple))
        from .._text import parse_number

        golds: list[Decimal] = []
        for item in _gold_list(original, self.field, self.name):
            number = None if isinstance(item, bool) else parse_number(_as_text(item))
            if number is None:
                raise InvalidFieldError(
                    self.name,
                    self.field,
                    original.get("id"),
                    f"holds {clip(item)}, which is not a number",
                    "give a number or an array of numbers",
                )
            golds.append(number)
        return golds, is_array

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        from .._text import find_numbers

        golds, is_array = self._gold_numbers(original)
        found = find_numbers(response_text(processed))
        details: dict[str, Any] = {"extracted": [shorten(str(n), 100) for n in found[:100]]}
        if not found:
            details["reason"] = "no number in the response"
            return Scores({"numeric_match": 0.0, "numeric_within_ratio": 0.0}, details=details)
        if not is_array:
            gold = golds[0]
            if self.pick == "any":
                ok = any(self.close(n, gold) for n in found)
            else:
                ok = self.close(found[-1] if self.pick == "last" else found[0], gold)
            if not ok:
                details["reason"] = "number outside the tolerance"
            return Scores({"numeric_match": float(ok), "numeric_within_ratio": float(ok)}, details=details)
        hits = [i < len(found) and self.close(found[i], g) for i, g in enumerate(golds)]
        ratio = sum(hits) / len(golds)
        ok = all(hits) and len(found) == len(golds)
        if len(found) != len(golds):
            details["reason"] = f"response has {len(found)} numbers, the answer {len(golds)}"
        elif not ok:
            details["reason"] = "some numbers are outside the tolerance"
        return Scores({"numeric_match": float(ok), "numeric_within_ratio": ratio}, details=details)


class _ItemEvaluator(Configurable):
    """Shared reading of gold items and response items, normalised for comparison."""

    name: ClassVar[str] = ""

    ignore_case: bool = option(True, "Case-fold items before comparing.")
    ignore_punctuation: bool = option(True, "Drop punctuation from items before comparing.")
    ignore_articles: bool = option(False, "Drop the words a/an/the from items before comparing.")
    field: str = option("answer", "Field of original with the gold items.")

    def __post_init__(self) -> None:
        self._norm = {
            "ignore_case": self.ignore_case,
            "ignore_punctuation": self.ignore_punctuation,
            "ignore_articles": self.ignore_articles,
        }
        self.required_fields: tuple[str, ...] = (self.field,)

    def norm(self, text: str) -> str:
        from .._text import normalize_text

        return normalize_text(text, **self._norm)

    def gold_items(self, original: Mapping[str, Any]) -> list[str]:
        items = [self.norm(_as_text(v)) for v in _gold_list(original, self.field, self.name)]
        return items

    def distinct_gold_items(self, original: Mapping[str, Any]) -> list[str]:
        """The non-empty normalised gold items, de-duplicated in order; none left is a row error."""
        items = [g for g in dict.fromkeys(self.gold_items(original)) if g]
        if not items:
            raise InvalidFieldError(
                self.name,
                self.field,
                original.get("id"),
                "has no item left after normalisation",
                "give non-empty items",
            )
        return items

    def response_items(self, processed: Mapping[str, Any]) -> list[str]:
        from .._text import parse_list

        return [n for n in (self.norm(i) for i in parse_list(response_text(processed))) if n]


class ExactMatchRatio(_ItemEvaluator):
    """``exact_match_ratio``: the share of array positions whose items are equal.

    Gold is an array (``original[field]``); the response is read as a list. With
    ``ordered=True`` (default) position ``i`` must match position ``i``; with
    ``ordered=False`` items are matched as a multiset. The ratio divides the matches
    by ``max(len(gold), len(response))`` so extra items are not free.

    Keys: ``exact_match_ratio`` and ``all_match`` (1.0 when the arrays are equal).
    Items are normalised (case, punctuation; articles optional) before comparing.
    """

    name: ClassVar[str] = "exact_match_ratio"
    version: ClassVar[str] = "1"

    ordered: bool = option(True, "Match position by position (false: as a multiset).")

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        gold = self.gold_items(original)
        pred = self.response_items(processed)
        if self.ordered:
            matched = sum(1 for g, p in zip(gold, pred, strict=False) if g == p)
        else:
            pool: dict[str, int] = {}
            for g in gold:
                pool[g] = pool.get(g, 0) + 1
            matched = 0
            for p in pred:
                if pool.get(p):
                    pool[p] -= 1
                    matched += 1
        denom = max(len(gold), len(pred))
        all_match = matched == len(gold) == len(pred)
        details: dict[str, Any] = {"extracted": [shorten(p, 200) for p in pred[:100]]}
        if not pred:
            details["reason"] = "no items in the response"
        elif not all_match:
            details["reason"] = f"{matched} of {denom} positions match"
        return Scores({"exact_match_ratio": matched / denom, "all_match": float(all_match)}, details=details)


class SetOverlap(_ItemEvaluator):
    """``set_overlap``: the response's items as a set against the gold set.

    Keys: ``intersection`` (number of shared distinct items), ``jaccard``
    (|P∩G| / |P∪G|), ``set_precision`` (|P∩G| / |P|, 0 for an empty response) and
    ``set_recall`` (|P∩G| / |G|). Duplicates count once. Items are normalised first.
    """

    name: ClassVar[str] = "set_overlap"
    version: ClassVar[str] = "1"

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        gold = set(self.distinct_gold_items(original))
        pred = set(self.response_items(processed))
        inter = len(gold & pred)
        details: dict[str, Any] = {
            "missing": [shorten(i, 200) for i in sorted(gold - pred)[:50]],
            "extra": [shorten(i, 200) for i in sorted(pred - gold)[:50]],
        }
        if not pred:
            details["reason"] = "no items in the response"
        return Scores(
            {
                "intersection": float(inter),
                "jaccard": inter / len(gold | pred),
                "set_precision": inter / len(pred) if pred else 0.0,
                "set_recall": inter / len(gold),
            },
            details=details,
        )


class Coverage(_ItemEvaluator):
    """``coverage``: the share of required items (facts, keywords) the response mentions.

    Each gold item counts as covered when its normalised text occurs in the normalised
    response as a run of whole words. Key ``coverage`` in [0, 1]; details list what is
    ``missing``. Articles are ignored by default (``"the Eiffel Tower"`` is covered by
    ``"Eiffel Tower"``).
    """

    name: ClassVar[str] = "coverage"
    version: ClassVar[str] = "1"

    ignore_articles: bool = option(True, "Drop the words a/an/the before comparing.")

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        items = self.distinct_gold_items(original)
        padded = f" {self.norm(response_text(processed))} "
        missing = [item for item in items if f" {item} " not in padded]
        details: dict[str, Any] = {"missing": missing[:50]}
        if missing:
            details["reason"] = f"{len(missing)} of {len(items)} items not mentioned"
        return Scores({"coverage": (len(items) - len(missing)) / len(items)}, details=details)


class TimeDecay(Configurable):
    """``time_decay``: a 0–1 factor that falls as the response takes longer.

    Reads the elapsed seconds from ``processed[time_field]`` (default ``latency``,
    which score-only rows can carry), falling back to ``original[time_field]``.
    Within ``grace`` seconds the factor is 1.0; after that:

    - ``mode="exponential"`` (default): ``0.5 ** ((t - grace) / half_life)``;
    - ``mode="linear"``: ``max(0, 1 - (t - grace) / (deadline - grace))``;
    - ``mode="step"``: 1.0 up to ``deadline``, then 0.0.

    When ``correctness_field`` is set, the factor multiplies that 0/1 (or 0–1) value
    of ``original``/``processed`` (a late correct answer earns less). Missing times are
    a row error; a negative or non-finite time scores 0 with a reason.
    """

    name: ClassVar[str] = "time_decay"
    version: ClassVar[str] = "1"

    mode: Literal["exponential", "linear", "step"] = option("exponential", "The shape of the decay (see above).")
    half_life: float = option(60.0, "Seconds past grace after which the exponential factor halves.", check=_finite)
    deadline: float = option(300.0, "Seconds at which the linear factor reaches 0 and the step falls.", check=_finite)
    grace: float = option(0.0, "Seconds within which the factor is 1.0.", check=_finite)
    time_field: str = option("latency", "Field of processed (else original) with the elapsed seconds.")
    correctness_field: str | None = option(
        None, "Field whose 0/1 (or 0-1) value the factor multiplies (a late correct answer earns less)."
    )

    def __post_init__(self) -> None:
        if self.half_life <= 0:
            raise EvaluatorOptionError(self.name, "half_life", f"must be positive (got {self.half_life!r})")
        if self.grace < 0:
            raise EvaluatorOptionError(self.name, "grace", f"must be 0 or more (got {self.grace!r})")
        if self.deadline <= self.grace:
            raise EvaluatorOptionError(
                self.name, "deadline", f"must be greater than grace={self.grace!r} (got {self.deadline!r})"
            )
        self.half_life = float(self.half_life)
        self.deadline = float(self.deadline)
        self.grace = float(self.grace)

    def factor(self, elapsed: float) -> float:
        """The decay factor for ``elapsed`` seconds."""
        late = elapsed - self.grace
        if late <= 0:
            return 1.0
        if self.mode == "exponential":
            return float(0.5 ** (late / self.half_life))
        if self.mode == "linear":
            return max(0.0, 1.0 - late / (self.deadline - self.grace))
        return 1.0 if elapsed <= self.deadline else 0.0

    def _lookup(self, field: str, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Any:
        value = processed.get(field)
        return original.get(field) if value is None else value

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        raw = self._lookup(self.time_field, original, processed)
        if raw is None:
            raise MissingFieldError(self.name, self.time_field, original.get("id"), "record the elapsed seconds")
        try:
            elapsed = float(raw)
        except (TypeError, ValueError):
            elapsed = math.nan
        base = 1.0
        if self.correctness_field:
            value = self._lookup(self.correctness_field, original, processed)
            try:
                base = min(1.0, max(0.0, float(value))) if value is not None else 0.0
            except (TypeError, ValueError):
                base = 0.0
        if not math.isfinite(elapsed) or elapsed < 0:
            return Scores({"time_decay": 0.0}, details={"elapsed": raw, "reason": "elapsed time is not a valid number"})
        factor = self.factor(elapsed)
        return Scores({"time_decay": base * factor}, details={"elapsed": elapsed, "factor": factor})
