"""The Poisson bootstrap: confidence intervals that depend on neither row order nor partitioning.

Classic bootstrap resamples draw row *positions*, so the interval changes when the same rows
arrive in another order or are scored in other partitions (a Ray run). The Poisson bootstrap
gives every example, in every resample ``b``, a weight ``w ~ Poisson(1)``; a resampled mean is
``sum(w * x) / sum(w)``. For large ``n`` it is equivalent to the multinomial bootstrap (Hanley &
MacGibbon 2006; Chamandy et al. 2012, "Estimating uncertainty for massive data streams"). Two
routes compute it, each a pure function of data that merges across partitions in any order:

**Value classes** (:func:`value_classes`, :func:`class_sums`). A sum of ``m`` independent
Poisson(1) weights is exactly Poisson(``m``). When each example has one row and the values take
few distinct values (at most :data:`MAX_CLASSES`, e.g. 0/1 accuracy), the rows with value ``v``
together weigh ``S_bv ~ Poisson(count_v)`` in resample ``b``, and the resampled mean is
``sum(v * S_bv) / sum(S_bv)``: the same distribution as the per-example weights, computed from
the value -> count map alone in ``O(resamples * classes)`` instead of ``O(resamples * rows)``.
``S_bv`` is the ``b``-th draw of a generator seeded by ``(seed, v, count_v)``, so it depends only on
the merged counts: identical under every executor, order and split. Paired values (the
numerator and denominator of a ratio) are classes of pairs.

**Per-example weights** (:func:`poisson_weights`, :func:`weighted_sums`), for everything else
(many distinct values, several rows of one example): the
weight is a pure function of ``(seed, b, example key)``, made by a counter-based hash (splitmix64
finaliser) of the key's 64-bit hash and the resample number, turned into a Poisson(1) count by the
inverse of its CDF, all in numpy. Rows of one example (several systems, several epochs) share its
weights: resampling whole examples. The sums add up across partitions in any order.
"""

from __future__ import annotations

import hashlib
import math
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

_MASK = (1 << 64) - 1
_CHUNK_CELLS = 1 << 22  # rows x resamples per vectorised step (32 MB of uint64)


def example_key_hash(key: Any) -> int:
    """A stable 64-bit hash of an example key (its ``id``, or ``("#", index)`` without one).

    Stable across processes and machines (unlike ``hash()``); ``1`` and ``"1"`` differ. Integers
    (the usual ids and input positions) take an arithmetic bijection, strings and anything else
    BLAKE2b; the per-example weights mix the result again (:func:`poisson_weights`).
    """
    kind = key.__class__
    if kind is int and -INT_KEY_BOUND <= key < INT_KEY_BOUND:
        return int(((key & _MASK) * INT_KEY_MULT + INT_KEY_SALT) & _MASK)
    if kind is tuple and len(key) == 2 and key[0] == "#" and key[1].__class__ is int and 0 <= key[1] < INT_KEY_BOUND:
        return int((key[1] * _POS_MULT + _POS_SALT) & _MASK)
    if kind is str:
        text = "s:" + key
    elif isinstance(key, bool) or not isinstance(key, int):
        text = "r:" + repr(key)
    else:
        text = "i:" + str(key)
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=8).digest(), "little")


#: The integer route of :func:`example_key_hash` (the summary builder inlines it):
#: ``((key & MASK64) * INT_KEY_MULT + INT_KEY_SALT) & MASK64`` for ``-INT_KEY_BOUND <= key < INT_KEY_BOUND``.
INT_KEY_MULT = 0x9E3779B97F4A7C15
_POS_MULT = 0xD6E8FEB86659FD93  # odd: a bijection of 64-bit integers
INT_KEY_SALT = 0x2545F4914F6CDD1D
_POS_SALT = 0x60BEE2BEE120FC15
INT_KEY_BOUND = 1 << 63
MASK64 = (1 << 64) - 1


def _splitmix(z: np.ndarray) -> np.ndarray:
    import numpy as np

    z = z * np.uint64(0xBF58476D1CE4E5B9)
    z ^= z >> np.uint64(27)
    z *= np.uint64(0x94D049BB133111EB)
    z ^= z >> np.uint64(31)
    return z


def _thresholds() -> np.ndarray:
    """``floor(P(X <= k) * 2**64)`` for Poisson(1), k = 0, 1, ... while below 2**64."""
    import numpy as np

    out = []
    cdf = 0.0
    k = 0
    while True:
        cdf += math.exp(-1.0) / math.factorial(k)
        t = int(cdf * 2.0**64)
        if t >= _MASK or k > 30:
            break
        out.append(t)
        k += 1
    return np.array(out, dtype=np.uint64)


_T: np.ndarray | None = None


def _resample_salts(seed: int, resamples: int) -> np.ndarray:
    import numpy as np

    with np.errstate(over="ignore"):
        # The seed is hashed first: seeds s and s+1 must not share resamples shifted by one.
        base = _splitmix(np.array([(seed + 0x632BE59BD9B4E019) & _MASK], dtype=np.uint64))
        return _splitmix((np.arange(resamples, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)) ^ base)


def poisson_weights(keys: np.ndarray, seed: int, resamples: int) -> np.ndarray:
    """The ``(len(keys), resamples)`` matrix of Poisson(1) weights (uint8) for these key hashes."""
    import numpy as np

    global _T
    if _T is None:
        _T = _thresholds()
    salts = _resample_salts(seed, resamples)
    with np.errstate(over="ignore"):
        z = _splitmix(keys.astype(np.uint64)[:, None] ^ salts[None, :])
    t = _T
    # Most mass is at 0..4: five comparisons, then the rare tail exactly.
    w: np.ndarray = (z >= t[0]).astype(np.uint8)
    for k in range(1, 5):
        w += z >= t[k]
    tail = z >= t[4]
    if tail.any():
        w[tail] = np.searchsorted(t, z[tail], side="right").astype(np.uint8)
    return w


def weighted_sums(
    columns: list[np.ndarray], keys: np.ndarray, seed: int, resamples: int
) -> tuple[list[np.ndarray], np.ndarray]:
    """Per resample: ``sum(w * column)`` for each column, and ``sum(w)``; chunked over rows."""
    import numpy as np

    n = int(keys.size)
    sums = [np.zeros(resamples) for _ in columns]
    total = np.zeros(resamples)
    step = max(1, _CHUNK_CELLS // max(1, resamples))
    for start in range(0, n, step):
        stop = min(n, start + step)
        w = poisson_weights(keys[start:stop], seed, resamples).astype(np.float64)
        total += w.sum(axis=0)
        for col, acc in zip(columns, sums, strict=True):
            acc += col[start:stop] @ w
    return sums, total


def as_keys(keys: Any, n: int) -> np.ndarray:
    """Key hashes as a uint64 array (positions when there are none)."""
    from array import array

    import numpy as np

    if keys is None:
        with np.errstate(over="ignore"):
            return _splitmix(np.arange(n, dtype=np.uint64) + np.uint64(0x5851F42D4C957F2D))
    if isinstance(keys, array):
        return np.frombuffer(keys, dtype=np.uint64) if keys.itemsize == 8 else np.asarray(keys, dtype=np.uint64)
    return np.asarray(keys, dtype=np.uint64)


#: Most distinct values (or value pairs) a key may take for the value-class route.
MAX_CLASSES = 64
_CLASS_DOMAIN = 0x5C0E_B007  # keeps these generators apart from any other use of the seed


def distinct_keys(keys: np.ndarray) -> bool:
    """Whether every key hash occurs once (one row per example)."""
    import numpy as np

    n = int(keys.size)
    if n < 2:
        return True
    s = np.sort(keys)
    return not bool((s[1:] == s[:-1]).any())


def value_classes(columns: list[np.ndarray], limit: int = MAX_CLASSES) -> tuple[np.ndarray, np.ndarray] | None:
    """The distinct rows of ``columns`` (one or two equal-length columns) and their counts.

    Returns ``(classes, counts)`` with ``classes`` of shape ``(k, len(columns))`` in sorted order,
    or None when there are more than ``limit`` distinct values. Counted in slices, so memory stays
    small at any length, and continuous scores are turned away after the first slice.
    ``-0.0`` counts as ``0.0``.
    """
    import numpy as np

    if not columns or len(columns) > 2:
        return None
    n = int(np.asarray(columns[0]).size)
    counts: dict[Any, int] = {}
    for start in range(0, max(n, 1), _CLASS_SLICE):
        # + 0.0 turns -0.0 into 0.0: equal values must give equal classes, whatever came first.
        cols = [np.asarray(c[start : start + _CLASS_SLICE], dtype=np.float64) + 0.0 for c in columns]
        if len(cols) == 1:
            flat = cols[0]
        else:
            # A pair of float64 is one complex128: np.unique sorts by the first, then the second.
            flat = np.empty(cols[0].size, dtype=np.complex128)
            flat.real = cols[0]
            flat.imag = cols[1]
        values, found = np.unique(flat, return_counts=True)
        for value, count in zip(values.tolist(), found.tolist(), strict=True):
            counts[value] = counts.get(value, 0) + count
        if len(counts) > limit:
            return None
    keys = sorted(counts, key=(lambda v: (v.real, v.imag)) if len(columns) == 2 else None)
    if len(columns) == 1:
        classes = np.array(keys, dtype=np.float64)[:, None]
    else:
        classes = np.array([(v.real, v.imag) for v in keys], dtype=np.float64).reshape(-1, 2)
    return np.ascontiguousarray(classes), np.array([counts[v] for v in keys], dtype=np.int64)


_CLASS_SLICE = 1 << 16


def class_sums(
    classes: np.ndarray, counts: np.ndarray, seed: int, resamples: int
) -> tuple[list[np.ndarray], np.ndarray]:
    """Per resample: ``sum(S * class value)`` for each column, and ``sum(S)``.

    ``S_bv ~ Poisson(count_v)`` is the ``b``-th draw of a generator seeded by the seed, the class's
    values (their bits) and its count: a pure function of the merged counts.
    """
    import numpy as np

    k, width = classes.shape
    bits = classes.view(np.uint64)
    draws = np.empty((k, resamples), dtype=np.float64)
    for j in range(k):
        entropy = [_CLASS_DOMAIN, seed & _MASK, width, *(int(b) for b in bits[j]), int(counts[j])]
        rng = np.random.Generator(np.random.PCG64(np.random.SeedSequence(entropy)))
        draws[j] = rng.poisson(float(counts[j]), size=resamples)
    sums = [classes[:, c] @ draws for c in range(width)]
    return sums, draws.sum(axis=0)
