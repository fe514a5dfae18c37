"""The reading the yes/no class tests check: ``read_yes_no`` with the question, as the ``yes_no`` evaluator reads."""

from __future__ import annotations

from scorewire.extraction import read_yes_no


def read_with_question(question: str | None, text: str) -> str | None:
    """The verdict ``read_yes_no`` reads from ``text`` given ``question`` (None: no verdict)."""
    return read_yes_no(text, question=question).value
