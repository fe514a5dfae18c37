"""Read the label a free-text chat answer commits to.

The reader is the shared one in :func:`scorewire.extraction.read_label` (its docstring
gives the rules: last answer marker, a verdict stated first, the last concluding
statement, else the one label every counted mention names; negation, hedges,
questions and conditions do not commit). This module keeps the plugin's result type.
"""

from __future__ import annotations

from scorewire import extraction

from .labels import LabelSet

__all__ = ["Extraction", "extract_label", "question_of"]


def question_of(row: object) -> str | None:
    """The yes/no question of a row: its ``question`` field, else a ``hypothesis`` asked as a question."""
    if not isinstance(row, dict):
        return None
    for field in ("question", "hypothesis"):
        value = row.get(field)
        if isinstance(value, str) and (field == "question" or value.rstrip().endswith("?")):
            return value
    return None


class Extraction(extraction.Extraction):
    """What :func:`extract_label` found: :attr:`label` (or None), ``method``,
    :attr:`matched` (the text that named the label) and ``reason`` (why nothing was found).
    """

    @property
    def label(self) -> str | None:
        """The canonical label, or None when the answer commits to none."""
        return self.value

    @property
    def matched(self) -> str | None:
        """The span of the answer that named the label."""
        return self.evidence


def extract_label(response: object, ls: LabelSet, question: str | None = None) -> Extraction:
    """Read the label ``response`` commits to, in label set ``ls``. Never raises on bad output.

    With ``question`` and a yes/no label set, an answer that names no label but restates the
    question's proposition, affirmed or negated, commits to that polarity (see
    :func:`scorewire.extraction.read_yes_no`).
    """
    if question and response is not None and ls in (extraction.YES_NO, extraction.YES_NO_MAYBE):
        found = extraction.read_yes_no(response, maybe=ls is extraction.YES_NO_MAYBE, question=question)
        return Extraction(found.value, found.method, found.reason, found.span, found.evidence)
    found = extraction.read_label(extraction.response_text(response) if response is not None else None, ls)
    return Extraction(found.value, found.method, found.reason, found.span, found.evidence)
