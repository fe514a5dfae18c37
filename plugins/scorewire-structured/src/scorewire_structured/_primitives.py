"""The deterministic scoring primitives of a scoring spec, each on the 0–1000 scale.

Every function takes the submission value, the ground-truth value and the dimension's
parameters, and returns ``(points, reason)``; ``reason`` is None unless something in the
submission explains a low score. A ground truth the primitive cannot use raises
:class:`ValueError` (a row error: the data is wrong, not the model).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from ._values import hash_key, is_number, normalize_text, same

Result = tuple[float, str | None]


def _gt_list(gt: Any, what: str) -> list[Any]:
    if not isinstance(gt, list):
        raise ValueError(f"the ground truth of {what} must be an array, got {type(gt).__name__}")
    if not gt:
        raise ValueError(f"the ground truth of {what} is an empty array")
    return gt


def exact_match(sub: Any, gt: Any, params: Mapping[str, Any]) -> Result:
    """1000 when equal, else 0. Strings case-sensitive; numbers (``3 == 3.0``), booleans
    (never equal to numbers), arrays and objects compared whole."""
    if same(sub, gt):
        return 1000.0, None
    return 0.0, "not equal to the ground truth"


def exact_match_ratio(sub: Any, gt: Any, params: Mapping[str, Any]) -> Result:
    """Correct positions / number of ground-truth elements × 1000; extra submitted elements are ignored."""
    gold = _gt_list(gt, "exact_match_ratio")
    if not isinstance(sub, list):
        return 0.0, f"the submission is {type(sub).__name__}, not an array"
    correct = sum(1 for i, g in enumerate(gold) if i < len(sub) and same(sub[i], g))
    return 1000.0 * correct / len(gold), None if correct == len(gold) else f"{correct} of {len(gold)} elements correct"


def numeric_tolerance(sub: Any, gt: Any, params: Mapping[str, Any]) -> Result:
    """1000 when ``|x - g| <= tolerance``, else 0. Arrays: same length and every element within."""
    tol = params["tolerance"]
    if is_number(gt):
        if not is_number(sub):
            return 0.0, "the submission is not a number"
        ok = abs(sub - gt) <= tol
        return (1000.0, None) if ok else (0.0, f"|{sub} - {gt}| > {tol}")
    if isinstance(gt, list) and gt and all(is_number(g) for g in gt):
        if not (isinstance(sub, list) and all(is_number(x) for x in sub)):
            return 0.0, "the submission is not an array of numbers"
        if len(sub) != len(gt):
            return 0.0, f"{len(sub)} numbers submitted, {len(gt)} expected"
        bad = [i for i, (x, g) in enumerate(zip(sub, gt, strict=True)) if not abs(x - g) <= tol]
        return (1000.0, None) if not bad else (0.0, f"element {bad[0]} outside the tolerance")
    raise ValueError("the ground truth of numeric_tolerance must be a number or a non-empty array of numbers")


def levenshtein(a: str, b: str) -> int:
    """Edit distance (insertions, deletions, substitutions of one character each).

    Bit-parallel (Myers 1999, Hyyrö's formulation for edit distance): one pass over ``b``
    with ``len(a)``-bit integers, so long strings cost ``len(b)`` big-integer operations
    rather than ``len(a) * len(b)`` Python steps.
    """
    if len(a) < len(b):
        a, b = b, a
    if not b:
        return len(a)
    a, b = b, a  # the pattern (bit vectors) is the shorter string
    m = len(a)
    full = (1 << m) - 1
    top = 1 << (m - 1)
    peq: dict[str, int] = {}
    for i, ch in enumerate(a):
        peq[ch] = peq.get(ch, 0) | (1 << i)
    pv, mv, distance = full, 0, m
    for ch in b:
        eq = peq.get(ch, 0)
        xv = eq | mv
        xh = (((eq & pv) + pv) ^ pv) | eq
        ph = (mv | ~(xh | pv)) & full
        mh = pv & xh
        if ph & top:
            distance += 1
        elif mh & top:
            distance -= 1
        ph = ((ph << 1) | 1) & full
        mh = (mh << 1) & full
        pv = (mh | ~(xv | ph)) & full
        mv = ph & xv
    return distance


def fuzzy_string(sub: Any, gt: Any, params: Mapping[str, Any]) -> Result:
    """Similarity of the case- and whitespace-normalised strings × 1000:
    ``1 - levenshtein(a, b) / max(len(a), len(b))`` (two empty strings: 1000)."""
    if not isinstance(gt, str):
        raise ValueError(f"the ground truth of fuzzy_string must be a string, got {type(gt).__name__}")
    if not isinstance(sub, str):
        return 0.0, "the submission is not a string"
    a, b = normalize_text(sub), normalize_text(gt)
    longest = max(len(a), len(b))
    if not longest:
        return 1000.0, None
    return 1000.0 * (1 - levenshtein(a, b) / longest), None


def time_decay(time_used: Any, gt: Any, params: Mapping[str, Any]) -> Result:
    """``max(0, 1000 * (1 - time_used / time_limit_secs))`` (capped at 1000)."""
    if not is_number(time_used) or not math.isfinite(time_used):
        return 0.0, f"time used is {time_used!r}, not a finite number"
    points = max(0.0, 1000.0 * (1 - time_used / params["time_limit_secs"]))
    return min(1000.0, points), None if points > 0 else "over the time limit"


def coverage_ratio(sub: Any, gt: Any, params: Mapping[str, Any]) -> Result:
    """Ground-truth items covered / all ground-truth items × 1000.

    An array submission covers an item it contains (type-aware equality); a text submission
    covers an item whose text occurs in it (case- and whitespace-normalised).
    """
    gold = _gt_list(gt, "coverage_ratio")
    if isinstance(sub, list):
        covered = sum(1 for g in gold if any(same(s, g) for s in sub))
    elif isinstance(sub, str):
        text = normalize_text(sub)
        covered = sum(1 for g in gold if normalize_text(g if isinstance(g, str) else hash_key(g)) in text)
    else:
        return 0.0, f"the submission is {type(sub).__name__}, neither an array nor text"
    return 1000.0 * covered / len(gold), None if covered == len(gold) else f"{covered} of {len(gold)} items covered"


def set_overlap(sub: Any, gt: Any, params: Mapping[str, Any]) -> Result:
    """``intersection``: |A∩B| / |B|; ``jaccard``: |A∩B| / |A∪B|; × 1000 (A submitted, B ground truth)."""
    gold = {hash_key(g) for g in _gt_list(gt, "set_overlap")}
    if not isinstance(sub, list):
        return 0.0, f"the submission is {type(sub).__name__}, not an array"
    got = {hash_key(s) for s in sub}
    shared = len(got & gold)
    if params.get("mode", "intersection") == "jaccard":
        return 1000.0 * shared / len(got | gold), None
    return 1000.0 * shared / len(gold), None


Primitive = Callable[[Any, Any, Mapping[str, Any]], Result]

#: name -> (function, required parameters, optional parameters, needs a ground truth)
PRIMITIVES: dict[str, tuple[Primitive, tuple[str, ...], tuple[str, ...], bool]] = {
    "exact_match": (exact_match, (), (), True),
    "exact_match_ratio": (exact_match_ratio, (), (), True),
    "numeric_tolerance": (numeric_tolerance, ("tolerance",), (), True),
    "fuzzy_string": (fuzzy_string, (), (), True),
    "time_decay": (time_decay, ("time_limit_secs",), (), False),
    "coverage_ratio": (coverage_ratio, (), (), True),
    "set_overlap": (set_overlap, (), ("mode",), True),
}
