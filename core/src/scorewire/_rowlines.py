"""Result lines of score-only rows, a chunk at a time.

A results-file line is the example's JSON text with the row's own keys appended
(:func:`scorewire._results._row_line`). Most rows of a score-only run have one shape: the
example's keys holding the example's own values, then the runner's keys ``index, system,
scores, details, errors, latency``; no error and no latency. For those the line is one
formatting of texts already made; every other row goes through ``_row_line``, so each line
is byte for byte what ``_row_line`` (or ``dumps_row``) writes.

Rows are the score-only runner's: a copy of the example with the runner's keys assigned,
so a row holds every key of its example (and the runner always sets ``PLAIN_KEYS``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import is_
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
        if (
            len(row) != len(example) + _N_PLAIN  # with the next test: the row's own keys are PLAIN_KEYS
            or not example.keys().isdisjoint(PLAIN_KEYS)
            or row["errors"]
            or row["latency"] is not None
            or not all(map(is_, map(row.__getitem__, example), example.values()))  # the example's values kept
        ):
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
