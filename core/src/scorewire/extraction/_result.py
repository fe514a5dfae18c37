"""The one result type every answer extractor returns, and the standard details keys."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# The standard per-row details keys (the run store's names; see the run-folder docs).
EXTRACTED = "extracted"
METHOD = "method"
REASON = "reason"
SPAN = "span"
FAILURE = "failure"
# Failure categories an extractor can report.
FORMAT_ERROR = "format_error"
REFUSAL = "refusal"
EMPTY = "empty"


@dataclass(frozen=True)
class Extraction:
    """What an extractor read out of a response.

    :param value: what the answer commits to (a letter, a label, ``"yes"``/``"no"``, a
        final-answer string), or None when it commits to nothing.
    :param method: which rule found it (``answer_marker``, ``boxed``, ``final_label``...)
        or, when ``value`` is None, what kind of non-answer it is (``refusal``,
        ``no_answer``...).
    :param reason: why nothing was found, or None.
    :param span: ``(start, end)`` of the evidence in the text the extractor read.
    :param evidence: the evidence's text, when the extractor keeps it.
    """

    value: Any
    method: str
    reason: str | None = None
    span: tuple[int, int] | None = None
    evidence: str | None = None

    def details(self) -> dict[str, Any]:
        """The standard details keys for a result row.

        ``failure`` is ``refusal`` for a refusal, ``empty`` for an empty response and
        ``format_error`` for any other response that commits to nothing.
        """
        out: dict[str, Any] = {EXTRACTED: self.value, METHOD: self.method}
        if self.span is not None:
            out[SPAN] = list(self.span)
        if self.value is None:
            out[REASON] = self.reason or "no answer found"
            if self.method == REFUSAL:
                out[FAILURE] = REFUSAL
            elif self.method == EMPTY:
                out[FAILURE] = EMPTY
            else:
                out[FAILURE] = FORMAT_ERROR
        elif self.reason:
            out[REASON] = self.reason
        return out
