"""Type-aware comparison of JSON values and reading fields by path (shared by the evaluators)."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

# json is imported by the functions that use it: plugin discovery imports this module (through
# the evaluator modules) and compares nothing.

MISSING: Any = object()


def is_number(value: object) -> bool:
    """A JSON number: int or float, never a bool (``true`` is not ``1``)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def same(a: Any, b: Any, *, unordered: bool = False) -> bool:
    """JSON equality, type-aware: numbers by value (``3 == 3.0``), booleans only equal booleans,
    strings exactly, arrays element by element (as multisets when ``unordered``), objects key by key."""
    if is_number(a) and is_number(b):
        return bool(a == b)
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, str) or isinstance(b, str) or a is None or b is None:
        return type(a) is type(b) and a == b
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        if len(a) != len(b):
            return False
        if not unordered:
            return all(same(x, y) for x, y in zip(a, b, strict=True))
        pool = list(b)
        for x in a:
            for i, y in enumerate(pool):
                if same(x, y):
                    del pool[i]
                    break
            else:
                return False
        return True
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        return a.keys() == b.keys() and all(same(a[k], b[k], unordered=unordered) for k in a)
    return False


def hash_key(value: Any) -> str:
    """A canonical string such that ``same(a, b)`` iff ``hash_key(a) == hash_key(b)`` (for sets)."""

    def norm(v: Any) -> Any:
        if is_number(v) and isinstance(v, float) and math.isfinite(v) and v == int(v):
            return int(v)
        if isinstance(v, (list, tuple)):
            return [norm(x) for x in v]
        if isinstance(v, Mapping):
            return {str(k): norm(x) for k, x in v.items()}
        return v

    import json

    return json.dumps(norm(value), sort_keys=True, ensure_ascii=False, default=repr)


def normalize_text(text: str) -> str:
    """Case-folded, whitespace collapsed and trimmed."""
    return re.sub(r"\s+", " ", text).strip().casefold()


def lookup(data: Any, path: str) -> Any:
    """``data`` at dotted ``path`` (``"a.b.0"``; a key holding the whole path wins), or :data:`MISSING`."""
    if isinstance(data, Mapping) and path in data:
        return data[path]
    current = data
    for part in path.split("."):
        if isinstance(current, Mapping) and part in current:
            current = current[part]
        elif isinstance(current, list) and part.isdigit() and int(part) < len(current):
            current = current[int(part)]
        else:
            return MISSING
    return current


def parse_json_field(value: Any, what: str) -> Any:
    """A JSON value given inline, or as JSON text (rows read from CSV/JSONL often carry text)."""
    if isinstance(value, str):
        import json

        try:
            return json.loads(value)
        except ValueError as exc:
            raise ValueError(f"{what} is a string that is not JSON ({exc}); give an object or JSON text") from None
    return value


def clip(value: Any, limit: int = 2000) -> Any:
    """``value`` for details: kept when its JSON is short, else its JSON text cut to ``limit`` characters."""
    import json

    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)[:limit]
    return value if len(text) <= limit else text[:limit] + "…"
