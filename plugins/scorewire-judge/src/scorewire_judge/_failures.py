"""Why a judge verdict is missing: the closed set of reasons, and how a failed row looks.

A judge failure is never a score. A failed row carries none of the evaluator's
score keys (so the summary counts it under ``missing``), only the bookkeeping
statistics ``_judge_attempted = 1``, ``_judge_scored = 0`` and ``_judge_failed = 1``,
and in its details the standard keys ``failure`` (the core's category) and
``reason`` (one of :data:`REASONS`) plus the judge's raw text.
"""

from __future__ import annotations

from typing import Any

from scorewire import Scores

#: Every reason a judged row can fail with, mapped to the core's failure category.
REASONS: dict[str, str] = {
    "empty_response": "empty",
    "truncated": "truncated",
    "content_filter": "content_filter",
    "no_verdict": "format_error",
    "off_menu": "format_error",
    "out_of_range": "format_error",
    "ambiguous": "format_error",
    "invalid_json": "format_error",
    "missing_logprobs": "format_error",
    "no_label_in_top_logprobs": "format_error",
    "multi_token_labels": "format_error",
    "malformed_response": "request_error",
    "request_error": "request_error",
    "rate_limit": "rate_limit",
    "timeout": "timeout",
    "swap_partial_failure": "format_error",
    "inconsistent": "format_error",
    "panel_no_quorum": "format_error",
    "budget_exceeded": "evaluator_error",
    "cache_miss": "evaluator_error",
}


class JudgeFailure(Exception):
    """Raised inside an evaluator when the judge gave no usable verdict.

    :param reason: one of :data:`REASONS`.
    :param text: the judge's raw reply text (kept on the row).
    :param extra: more details for the row (status, finish_reason, ...).
    """

    def __init__(self, reason: str, text: str | None = None, **extra: Any) -> None:
        if reason not in REASONS:
            raise ValueError(f"unknown judge failure reason {reason!r}; add it to REASONS")
        super().__init__(reason)
        self.reason = reason
        self.text = text
        self.extra = extra


def failed_scores(reason: str, text: str | None, details: dict[str, Any], stats: dict[str, float]) -> Scores:
    """The row of a failed judgement: statistics only, no score key, the reason and the raw text."""
    out = dict(stats)
    out["_judge_attempted"] = 1.0
    out["_judge_scored"] = 0.0
    out["_judge_failed"] = 1.0
    details = dict(details)
    details["failure"] = REASONS[reason]
    details["reason"] = reason
    details["judge_text"] = text
    return Scores(out, details=details)
