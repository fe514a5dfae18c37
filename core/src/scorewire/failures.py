"""Failure categories: the closed set, the standard details keys, and the run's failure analysis.

Every result row gets at most one ``failure`` category, chosen in this order:

==================  ==========================================================================
``request_error``   the system's request failed after its retries (``status`` kept); also a
                    system that raised, or a read-only cache miss
``timeout``         the request timed out (after its retries)
``rate_limit``      the endpoint kept answering HTTP 429
``content_filter``  the endpoint stopped the reply (``finish_reason: content_filter``)
``truncated``       the reply hit the token limit (``finish_reason: length``)
``empty``           the response is empty or only whitespace (or a score-only row has none)
``sandbox_error``   a code sandbox could not run the sample (an evaluator says so in details)
``evaluator_error`` an evaluator raised on the row (or no evaluator is wired to it)
``refusal``         the response declines to answer (:func:`is_refusal`)
``format_error``    an evaluator found no answer to extract (details ``failure`` or
                    ``extracted: None``)
==================  ==========================================================================

Evaluators report what they extracted and why a sample failed under the standard
details keys :data:`FAILURE`, :data:`REASON`, :data:`EXTRACTED`, :data:`METHOD` and
:data:`SPAN`; an evaluator may set ``details["failure"]`` to one of :data:`CATEGORIES`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

FAILURE = "failure"
REASON = "reason"
EXTRACTED = "extracted"
METHOD = "method"
SPAN = "span"
DETAILS_KEYS = (FAILURE, REASON, EXTRACTED, METHOD, SPAN)

CATEGORIES = (
    "request_error",
    "timeout",
    "rate_limit",
    "truncated",
    "content_filter",
    "empty",
    "refusal",
    "format_error",
    "evaluator_error",
    "sandbox_error",
)

_EXEMPLARS = 3

# A refusal opens the reply: an apology or a first-person "cannot/won't" followed by a verb of
# helping or answering, or a policy statement. Only the first sentence or two are read, and long
# replies that go on to answer (a worked solution after "I can't be sure, but...") are not refusals.
_REFUSAL = re.compile(
    r"""^\W*(?:
        (?:i'?m|i\s+am)\s+(?:really\s+|very\s+)?sorry,?\s+(?:but\s+)?i\s+(?:can(?:'|no)?t|cannot|won'?t|am\s+(?:not\s+able|unable)|'m\s+(?:not\s+able|unable))
      | (?:sorry|apologies|unfortunately),?\s+(?:but\s+)?i\s+(?:can(?:'|no)?t|cannot|won'?t|am\s+(?:not\s+able|unable)|'m\s+(?:not\s+able|unable))
      | i\s+(?:can(?:'|no)?t|cannot|won'?t|will\s+not|am\s+(?:not\s+able|unable)|'m\s+(?:not\s+able|unable))\s+(?:to\s+)?
            (?:help|assist|provide|answer|comply|fulfil|fulfill|do\s+that|support|engage|respond|create|generate|write)
      | as\s+an\s+ai(?:\s+language\s+model)?,?\s+i\s+(?:can(?:'|no)?t|cannot|am\s+not\s+able|won'?t)\s+(?:help|assist|provide|answer|comply|do|share|write|create)
      | i\s+must\s+(?:decline|refuse)
      | i'?m\s+not\s+(?:able|allowed|permitted)\s+to\s+(?:help|assist|provide|answer|share)
    )""",
    re.IGNORECASE | re.VERBOSE,
)
_REFUSAL_MAX_CHARS = 600
_REFUSAL_FIRST = frozenset("iIsSaAuU")  # the first letters a refusal can open with (see _REFUSAL)


def is_refusal(text: str | None) -> bool:
    """Whether a response declines to answer.

    Reads only how the reply opens, and only short replies (at most 600 characters
    after trimming): a long reply that starts with a hedge and then answers is not a
    refusal. Measured against NeMo Evaluator's substring list on real correct answers
    (GSM8K solutions, SQuAD answers, IFEval responses); see ``docs/guide.md``.
    """
    if not text:
        return False
    text = text.strip()
    if len(text) > _REFUSAL_MAX_CHARS:
        return False
    return _REFUSAL.match(text) is not None


def _request_category(err: Mapping[str, Any]) -> str:
    status = err.get("status")
    if status == 429:
        return "rate_limit"
    message = str(err.get("message", ""))
    if status is None and "timed out" in message:
        return "timeout"
    return "request_error"


def categorize(row: Mapping[str, Any]) -> str | None:
    """The failure category of one result row, or None when nothing went wrong."""
    errors = row.get("errors") or ()
    for err in errors:
        if err.get("stage") == "system":
            return _request_category(err)
    preset = row.get(FAILURE)
    if preset in CATEGORIES:  # set by the system (a refusal message from the endpoint)
        return str(preset)
    finish = row.get("finish_reason")
    if finish == "content_filter":
        return "content_filter"
    response = row.get("response")
    if finish == "length":
        return "truncated"
    if response is None or (isinstance(response, str) and not response.strip()):
        return "empty"
    details = row.get("details") or {}
    declared: str | None = None
    format_error = False
    for d in details.values():
        if isinstance(d, Mapping):
            f = d.get(FAILURE)
            if f in CATEGORIES and f != "format_error":
                declared = declared or f
            elif f == "format_error" or (EXTRACTED in d and d[EXTRACTED] is None):
                format_error = True
    if declared == "sandbox_error":
        return declared
    if errors:
        return "evaluator_error"
    if declared is not None:
        return declared
    if isinstance(response, str) and is_refusal(response):
        return "refusal"
    if format_error:
        return "format_error"
    return None


class FailureAnalysis:
    """Counts and exemplars of failure categories per system x dataset, filled row by row."""

    def __init__(self, *, count_rows: bool = True) -> None:
        self.count_rows = count_rows
        self.rows: dict[tuple[str, str], int] = {}
        self.counts: dict[tuple[str, str], dict[str, int]] = {}
        self.exemplars: dict[tuple[str, str], dict[str, list[dict[str, Any]]]] = {}
        self.errors: dict[str, dict[str, Any]] = {}
        self.rows_with_errors = 0
        self.total = 0

    def add(self, row: dict[str, Any]) -> None:
        """Categorise one row (sets ``row["failure"]``) and count it.

        Rows per system x dataset are counted here unless ``count_rows=False`` was given
        (the runner then fills :attr:`rows` from its summary, which counts them anyway).
        """
        self.total += 1
        if self.count_rows:
            key = (row["system"], row["dataset"])
            self.rows[key] = self.rows.get(key, 0) + 1
        errors = row["errors"]
        if not errors and not row["details"] and "finish_reason" not in row and FAILURE not in row:
            # the common case: only an empty response or a refusal can make this row a failure
            response = row.get("response")
            if response.__class__ is str and response:
                first = response[0]
                if (first.isalnum() and first not in _REFUSAL_FIRST) or (
                    _REFUSAL.match(response) is None and not response.isspace()
                ):
                    return
        key = (row["system"], row["dataset"])
        if errors:
            self.rows_with_errors += 1
            for err in errors:
                etype = f"{err.get('stage')}: {err.get('type')}"
                slot = self.errors.get(etype)
                if slot is None:
                    self.errors[etype] = {"count": 1, "message": err.get("message"), "row_id": row.get("id")}
                else:
                    slot["count"] += 1
        category = categorize(row)
        if category is None:
            return
        row[FAILURE] = category
        counts = self.counts.setdefault(key, {})
        counts[category] = counts.get(category, 0) + 1
        ex = self.exemplars.setdefault(key, {}).setdefault(category, [])
        if len(ex) < _EXEMPLARS:
            message = next((e.get("message") for e in errors), None)
            response = row.get("response")
            ex.append(
                {
                    "id": row.get("id"),
                    "index": row.get("index"),
                    "response": response[:300] if isinstance(response, str) else response,
                    **({"message": message} if message else {}),
                    **({"finish_reason": row["finish_reason"]} if row.get("finish_reason") else {}),
                }
            )

    def add_many(self, rows: Iterable[dict[str, Any]]) -> None:
        """:meth:`add` for each row; rows that cannot be failures (no error, no details, a non-empty
        response that cannot open a refusal) are only counted."""
        if self.count_rows:
            for row in rows:
                self.add(row)
            return
        add = self.add
        plain = 0
        for row in rows:
            if not row["errors"] and not row["details"] and "finish_reason" not in row and FAILURE not in row:
                response = row.get("response")
                if response.__class__ is str and response:
                    first = response[0]
                    if (first.isalnum() and first not in _REFUSAL_FIRST) or (
                        _REFUSAL.match(response) is None and not response.isspace()
                    ):
                        plain += 1
                        continue
            add(row)
        self.total += plain

    def state(self) -> dict[str, Any]:
        """Everything needed to rebuild this analysis (:meth:`from_state`)."""
        return {
            "rows": [[k[0], k[1], v] for k, v in self.rows.items()],
            "counts": [[k[0], k[1], v] for k, v in self.counts.items()],
            "exemplars": [[k[0], k[1], v] for k, v in self.exemplars.items()],
            "errors": self.errors,
            "rows_with_errors": self.rows_with_errors,
            "total": self.total,
        }

    def merge(self, other: FailureAnalysis) -> None:
        """Fold in the analysis of the rows that follow this one's (a block scored elsewhere):
        counts add up, exemplars and first error messages are those of the earliest rows."""
        for key, n in other.rows.items():
            self.rows[key] = self.rows.get(key, 0) + n
        for key, counts in other.counts.items():
            mine = self.counts.setdefault(key, {})
            for category, n in counts.items():
                mine[category] = mine.get(category, 0) + n
        for key, by_category in other.exemplars.items():
            mine_ex = self.exemplars.setdefault(key, {})
            for category, exemplars in by_category.items():
                kept = mine_ex.setdefault(category, [])
                kept.extend(exemplars[: max(0, _EXEMPLARS - len(kept))])
        for etype, slot in other.errors.items():
            if etype in self.errors:
                self.errors[etype]["count"] += slot["count"]
            else:
                self.errors[etype] = dict(slot)
        self.rows_with_errors += other.rows_with_errors
        self.total += other.total

    @classmethod
    def from_state(cls, state: Mapping[str, Any]) -> FailureAnalysis:
        """The analysis saved by :meth:`state`."""
        out = cls()
        out.rows = {(a, b): v for a, b, v in state["rows"]}
        out.counts = {(a, b): v for a, b, v in state["counts"]}
        out.exemplars = {(a, b): v for a, b, v in state["exemplars"]}
        out.errors = dict(state["errors"])
        out.rows_with_errors = state["rows_with_errors"]
        out.total = state["total"]
        return out

    @property
    def error_rate(self) -> float:
        """Share of rows with at least one error."""
        return self.rows_with_errors / self.total if self.total else 0.0

    def to_dict(self) -> dict[str, Any]:
        """The ``failure_analysis.json`` document."""
        groups = []
        for key in sorted(self.rows):
            n = self.rows[key]
            counts = self.counts.get(key, {})
            groups.append(
                {
                    "system": key[0],
                    "dataset": key[1],
                    "rows": n,
                    "failures": sum(counts.values()),
                    "categories": {
                        c: {"count": counts[c], "rate": counts[c] / n, "exemplars": self.exemplars[key][c]}
                        for c in CATEGORIES
                        if c in counts
                    },
                }
            )
        return {"categories": list(CATEGORIES), "groups": groups}

    def errors_doc(self) -> dict[str, Any]:
        """Rows, rows with errors and errors by type with an exemplar (for ``summary.json``)."""
        return {
            "rows": self.total,
            "rows_with_errors": self.rows_with_errors,
            "error_rate": self.error_rate,
            "by_type": self.errors,
        }

    def lines(self, limit: int = 5) -> list[str]:
        """Console lines: failure counts per group and the first error messages with their rows."""
        out = []
        for key in sorted(self.counts):
            n = self.rows[key]
            parts = ", ".join(
                f"{c} {self.counts[key][c]} ({self.counts[key][c] / n:.1%})"
                for c in CATEGORIES
                if c in self.counts[key]
            )
            out.append(f"failures of {key[0]} on {key[1]}: {parts}")
        shown = 0
        for etype, slot in self.errors.items():
            if shown >= limit:
                break
            out.append(f"  {etype} x{slot['count']}, e.g. row {slot['row_id']!r}: {slot['message']}")
            shown += 1
        return out
