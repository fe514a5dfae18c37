"""Checks on what evaluators and datasets hand the runner, so one bad row never ends a run.

Everything here turns a value the runner cannot use into either a usable one
(a numpy scalar score, a list-valued category) or an error recorded on that
row that names the evaluator, the key and the fix; and everything written to
a result file or a Markdown table goes through here to stay strict JSON and
escaped Markdown.
"""

from __future__ import annotations

import json
import math
import numbers
from collections.abc import Callable, Mapping
from typing import Any

#: Longest text kept from a value copied into an error message.
MESSAGE_LIMIT = 2000
#: Longest string kept in details that had to be rewritten to be serialisable.
DETAIL_STRING_LIMIT = 10_000
_MAX_DEPTH = 50


def shorten(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters, saying how much was dropped."""
    if len(text) <= limit:
        return text
    return f"{text[: limit // 2]}...[{len(text) - limit} characters cut]...{text[-(limit // 2) :]}"


def _short_repr(value: Any, limit: int = 200) -> str:
    try:
        text = repr(value)
    except Exception as exc:  # a hostile __repr__
        text = f"<{type(value).__name__} whose repr() raised {type(exc).__name__}>"
    return shorten(text, limit)


def score_value(evaluator: str, key: str, value: Any) -> float:
    """One score as a finite float, or a TypeError/ValueError naming the evaluator and key.

    Accepted: ``bool``, ``int``, ``float``, any :class:`numbers.Real` (e.g.
    ``Fraction``) and numpy's real and boolean scalars.
    """
    kind = type(value)
    number: float
    if kind is float:
        number = value
    elif kind is bool or kind is int or isinstance(value, numbers.Real) or _numpy_real(value):
        try:
            number = float(value)
        except OverflowError:
            raise ValueError(
                f"evaluator {evaluator!r} returned score {key}={_short_repr(value)}, too large for a float"
            ) from None
    else:
        raise TypeError(f"evaluator {evaluator!r} returned non-numeric score {key}={_short_repr(value)}")
    if not math.isfinite(number):
        raise ValueError(
            f"evaluator {evaluator!r} returned a non-finite score {key}={number!r}; "
            "scores must be finite numbers (an undefined score is an error on the row, not NaN)"
        )
    return number


def _numpy_real(value: Any) -> bool:
    dtype = getattr(value, "dtype", None)
    return (
        dtype is not None
        and getattr(dtype, "kind", None) in ("b", "i", "u", "f")
        and getattr(value, "shape", None) == ()
    )


def scores_of(evaluator: str, result: Any) -> dict[str, float]:
    """The validated scores of one evaluator's result (a mapping of non-empty string keys to finite numbers)."""
    if not isinstance(result, Mapping):
        raise TypeError(f"evaluator {evaluator!r} returned {type(result).__name__}, expected a mapping of scores")
    scores: dict[str, float] = {}
    for key, value in result.items():
        if type(key) is not str or not key:
            raise TypeError(
                f"evaluator {evaluator!r} returned score key {_short_repr(key)}; score keys must be non-empty strings"
            )
        scores[key] = score_value(evaluator, key, value)
    return scores


def category_of(value: Any) -> Any:
    """A row's category as a summary group key: strings, numbers and bools as they are, anything else as JSON text."""
    if isinstance(value, (str, int, float)):
        if isinstance(value, float) and not math.isfinite(value):
            return str(value)
        return value
    try:
        return json.dumps(json_safe(value), sort_keys=True, ensure_ascii=False)
    except (TypeError, ValueError):
        return _short_repr(value)


def json_safe(value: Any, _depth: int = 0, _seen: frozenset[int] = frozenset()) -> Any:
    """``value`` rewritten as strict-JSON data.

    Non-finite floats become None; mapping keys become strings; tuples, sets
    and numpy arrays become lists; a reference cycle or nesting deeper than 50
    becomes a marker string; other objects become their (shortened) ``repr``;
    strings longer than ``DETAIL_STRING_LIMIT`` are cut.
    """
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value if type(value) is int else int(value)
    if isinstance(value, float):
        return float(value) if math.isfinite(value) else None
    if isinstance(value, str):
        return shorten(value, DETAIL_STRING_LIMIT) if len(value) > DETAIL_STRING_LIMIT else value
    if _depth > _MAX_DEPTH:
        return "<nested too deeply>"
    if id(value) in _seen:
        return "<circular reference>"
    seen = _seen | {id(value)}
    if isinstance(value, Mapping):
        return {(k if isinstance(k, str) else _short_repr(k)): json_safe(v, _depth + 1, seen) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
        return [json_safe(v, _depth + 1, seen) for v in items]
    tolist = getattr(value, "tolist", None)
    if callable(tolist):
        try:
            return json_safe(tolist(), _depth + 1, seen)
        except Exception:
            pass
    if _numpy_real(value):
        return json_safe(value.item(), _depth + 1, seen)
    return _short_repr(value, DETAIL_STRING_LIMIT)


def json_default(obj: object) -> Any:
    """What the result files and the run store write for a value JSON has no form for: sets and
    tuples as lists, arrays through ``tolist()``, anything else as its ``str``."""
    if isinstance(obj, (set, frozenset, tuple)):
        return list(obj)
    if hasattr(obj, "tolist"):
        return obj.tolist()
    return str(obj)


def fast_encoder(default: Any) -> Callable[[Any], str]:
    """``json.dumps(obj, ensure_ascii=False, separators=(",", ":"), allow_nan=False, default=default)``
    as one reusable C encoder (``JSONEncoder.encode`` builds a new one on every call, which costs more
    than encoding a small row). A reference cycle raises RecursionError instead of ValueError."""
    from json import encoder as _json_encoder

    make = getattr(_json_encoder, "c_make_encoder", None)
    if make is None:  # no C accelerator: the plain encoder
        return json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False, default=default).encode
    iterencode = make(None, default, _json_encoder.encode_basestring, None, ":", ",", False, False, False)
    join = "".join

    def encode(obj: Any) -> str:
        return join(iterencode(obj, 0))

    return encode


def dumps_row(row: dict[str, Any]) -> str:
    """One result row as strict JSON on one line.

    The fast path serialises the row as it is; when that fails (a reference
    cycle, non-string keys or NaN in an evaluator's details) the offending
    details are rewritten with :func:`json_safe` and say so in
    ``details[evaluator]["_rewritten"]``, and the row is written anyway.
    """
    try:
        return json.dumps(row, ensure_ascii=False, allow_nan=False, default=json_default)
    except (TypeError, ValueError, RecursionError) as exc:
        reason = f"{type(exc).__name__}: {shorten(str(exc), 200)}"
    fixed = dict(row)
    details = {}
    for name, value in (row.get("details") or {}).items():
        try:
            json.dumps(value, allow_nan=False, default=json_default)
            details[name] = value
        except (TypeError, ValueError, RecursionError):
            safe = json_safe(value)
            details[name] = {"_rewritten": f"not JSON-serialisable as returned ({reason})", "value": safe}
    fixed["details"] = details
    row["details"] = details
    return json.dumps(json_safe(fixed), ensure_ascii=False, allow_nan=False)


def dumps_strict(doc: Any, **kwargs: Any) -> str:
    """``doc`` as strict JSON (NaN and infinities written as null)."""
    try:
        return json.dumps(doc, allow_nan=False, default=json_default, **kwargs)
    except (TypeError, ValueError, RecursionError):
        return json.dumps(json_safe(doc), allow_nan=False, **kwargs)


#: Distinct categories past which a run warns: each costs about 2 KB and a few summary lines per score.
MANY_CATEGORIES = 10_000


def warn_many_categories(builder: Any) -> None:
    """Count a new category group of ``builder``; warn once when there are more than ``MANY_CATEGORIES``."""
    count = getattr(builder, "_category_groups", 0) + 1
    builder._category_groups = count
    if count == MANY_CATEGORIES + 1:
        import warnings

        warnings.warn(
            f"more than {MANY_CATEGORIES} distinct categories: each costs about 2 KB of memory and a few summary "
            "lines per score; point category_field at a coarser field",
            RuntimeWarning,
            stacklevel=2,
        )


_MD_ESCAPES = str.maketrans(
    {
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
        "|": "&#124;",
        "\\": "&#92;",
        "[": "&#91;",
        "]": "&#93;",
        "`": "&#96;",
        "\n": " ",
        "\r": " ",
        "\t": " ",
        "\x0b": " ",
        "\x0c": " ",
        "\u2028": " ",
        "\u2029": " ",
        "\x85": " ",
    }
)


def md(value: Any, limit: int = 200) -> str:
    """``value`` as text safe inside a Markdown table cell or list item.

    HTML special characters, ``|``, backslashes, brackets and backticks become
    character references, line breaks become spaces, and long text is cut, so
    data can neither end a cell, start a row, open a comment or a link, nor
    inject HTML.
    """
    text = value if isinstance(value, str) else str(value)
    text = shorten(text, limit) if len(text) > limit else text
    text = "".join(ch if ch.isprintable() or ch in "\n\r\t" else " " for ch in text) if not text.isprintable() else text
    return text.translate(_MD_ESCAPES)
