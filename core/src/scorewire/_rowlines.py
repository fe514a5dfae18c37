"""Result lines of score-only rows, a chunk at a time.

A results-file line is the example's JSON text with the row's own keys appended
(:func:`scorewire._results._row_line`). Most rows of a score-only run have one shape: the
example's keys holding the example's own values, then the runner's keys ``index, system,
scores, details, errors, latency``; no error and no latency. For those the line is one
formatting of texts already made; every other row goes through ``_row_line``, so each line
is byte for byte what ``_row_line`` (or ``dumps_row``) writes.

Rows are the score-only runner's: a copy of the example with the runner's keys assigned,
so a row holds every key of its example (and the runner always sets ``PLAIN_KEYS``).
That the row keeps its example's values is tested by equality (the same object, or an equal
one): the runner replaces a value of its example only by a ``str`` (``dataset``, a ``category``
without a plain form) or by the value itself (``id``, ``response``, ``epoch``, a plain
``category``), so an equal value is never one that encodes differently (``1`` for ``True``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ._validate import fast_encoder

#: The runner's keys a row of the plain shape adds after its example's keys, in order.
PLAIN_KEYS = ("index", "system", "scores", "details", "errors", "latency")
_N_PLAIN = len(PLAIN_KEYS)
_encode = fast_encoder(str)
_PLAIN_LINE = '%s,"index":%s,"system":%s,"scores":%s,"details":%s,"errors":[],"latency":null}'


def chunk_lines(
    rows: Sequence[dict[str, Any]],
    examples: Sequence[dict[str, Any]],
    example_texts: Sequence[str],
    scores_texts: Sequence[str],
    details_texts: Sequence[str],
    other: Callable[[dict[str, Any], dict[str, Any], str, str, str], str],
) -> list[str]:
    """The result lines of ``rows`` (without newlines); ``other(row, example, text, scores_json,
    details_json)`` makes the line of a row that is not of the plain shape."""
    lines: list[str] = []
    append = lines.append
    system_texts: dict[str, str] = {}
    for row, example, text, scores_json, details_json in zip(
        rows, examples, example_texts, scores_texts, details_texts, strict=True
    ):
        try:
            plain = (
                len(row) == len(example) + _N_PLAIN  # with the next test: the row's own keys are PLAIN_KEYS
                and example.keys().isdisjoint(PLAIN_KEYS)
                and not row["errors"]
                and row["latency"] is None
                and row.items() >= example.items()  # the example's values kept (see the module's docstring)
            )
        except Exception:  # a value whose == raises (a numpy array replaced by the runner's text)
            plain = False
        if not plain:
            append(other(row, example, text, scores_json, details_json))
            continue
        system = row["system"]
        system_json = system_texts.get(system)
        if system_json is None:
            if system.__class__ is not str:
                append(other(row, example, text, scores_json, details_json))
                continue
            system_json = system_texts[system] = _encode(system)
        append(_PLAIN_LINE % (text[:-1], row["index"], system_json, scores_json, details_json))
    return lines
