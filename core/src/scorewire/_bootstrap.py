"""The Poisson bootstrap keyed by example: confidence intervals that do not depend on row order.

Classic bootstrap resamples draw row *positions*, so the interval changes when the same rows
arrive in another order or are scored in other partitions (a Ray run). Here every resample ``b``
gives every example a weight ``w ~ Poisson(1)`` that is a pure function of ``(seed, b, example
key)``; a resampled mean is ``sum(w * x) / sum(w)``. Those sums add up across partitions in any
order, so every executor gets the same interval. For large ``n`` the Poisson bootstrap is
equivalent to the multinomial one (Hanley & MacGibbon 2006; Chamandy et al. 2012, "Estimating
uncertainty for massive data streams"). Rows of one example (several systems, several epochs)
share its weights: resampling whole examples.

Weights come from a counter-based hash (splitmix64 finaliser) of the example key's 64-bit hash
and the resample number, turned into a Poisson(1) count by the inverse of its CDF, all in numpy.
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

    Stable across processes and machines (unlike ``hash()``); ``1`` and ``"1"`` differ.
    """
    if isinstance(key, str):
        text = "s:" + key
    elif isinstance(key, bool) or not isinstance(key, int):
        text = "r:" + repr(key)
    else:
        text = "i:" + str(key)
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=8).digest(), "little")


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
