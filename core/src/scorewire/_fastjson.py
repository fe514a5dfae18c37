"""orjson as the run store's encoder where it writes exactly what the standard encoder writes.

The run store and the results file encode every example, score set and details mapping. The
standard library's C encoder costs about eight times what orjson costs on such small dicts, but
the two do not always write the same text: orjson writes NaN and infinity as ``null`` (the store
rewrites them), serialises enums, dataclasses and datetimes itself (the store writes them as
their ``str``), writes ``1e16`` and ``1e-7`` where Python writes ``1e+16`` and ``1e-07`` (and
``0.00001`` for ``1e-05``), and refuses integers beyond 64 bits and non-string keys.

:func:`encode_plain` therefore uses orjson only for data made of the exact JSON types
(``dict``, ``list``, ``str``, ``int``, ``float``, ``bool``, ``None`` — no subclasses, no tuples)
whose floats are zero or of a magnitude in ``[1e-4, 1e16)`` (where both write the same shortest
round-trip digits without an exponent); for anything else, or when orjson raises, it returns
None and the caller encodes as before. So every text is byte for byte the standard encoder's:
stored example texts compare equal with those of a folder written without orjson, and a local
run's results file stays byte-identical to a Ray run's. orjson is optional: without it
:func:`encode_plain` always returns None.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import chain
from math import isfinite
from typing import Any

_orjson_dumps: Callable[[Any], bytes] | None
try:
    from orjson import dumps as _orjson_dumps
except ImportError:  # pragma: no cover - exercised by forcing ``_orjson_dumps = None`` in tests
    _orjson_dumps = None

_PLAIN_TYPES = frozenset({dict, list, str, int, float, bool, type(None)})
_MAX_LEVELS = 64  # deeper (or a reference cycle): the standard encoder decides
_MAX_NODES = 1 << 22  # a shared sub-object counted once per reference: stop long before a blow-up


def plain_json(objs: Sequence[Any]) -> bool:
    """Every value in ``objs`` (nested in dicts and lists) is of an exact JSON type, and every
    float is zero or of a magnitude in ``[1e-4, 1e16)``."""
    level: list[Any] = list(objs)
    nodes = 0
    for _ in range(_MAX_LEVELS):
        if not level:
            return True
        nodes += len(level)
        if nodes > _MAX_NODES:
            return False
        types = set(map(type, level))
        if not types <= _PLAIN_TYPES:
            return False
        if float in types:
            # Scores repeat a few values (0.0, 1.0): the distinct ones are checked.
            sizes = list(map(abs, set(level) if len(types) == 1 else {v for v in level if v.__class__ is float}))
            if not isfinite(sum(sizes)):  # NaN or infinity (or a sum beyond the float range)
                return False
            if max(sizes) >= 1e16 or min(filter(None, sizes), default=1.0) < 1e-4:
                return False
        if dict in types:
            if len(types) == 1:
                level = list(chain.from_iterable(map(dict.values, level)))
                continue
        elif list not in types:
            return True
        nested: list[Any] = []
        extend = nested.extend
        for value in level:
            cls = value.__class__
            if cls is dict:
                extend(value.values())
            elif cls is list:
                extend(value)
        level = nested
    return False


def encode_plain(objs: Sequence[Any]) -> list[str] | None:
    """The compact JSON text of each object, as ``json.dumps(obj, ensure_ascii=False,
    separators=(",", ":"))`` writes it, when orjson can write exactly that; else None."""
    if _orjson_dumps is None or not plain_json(objs):
        return None
    try:
        return list(map(bytes.decode, map(_orjson_dumps, objs)))
    except TypeError:  # orjson.JSONEncodeError: a non-string key, an int beyond 64 bits, a lone surrogate...
        return None
