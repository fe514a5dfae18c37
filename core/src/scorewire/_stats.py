"""Summary statistics: mean, standard error (ddof 1) and seeded bootstrap CIs.

numpy is imported here only, when a summary is computed, so ``import scorewire``
stays cheap.

Bootstrap strategy (same seed, same interval):

- few distinct values (0/1 accuracies, counts): the resampled mean depends only
  on how often each distinct value is drawn, so we draw multinomial counts over
  the distinct values — exact, and O(resamples x distinct values);
- otherwise index resampling, in chunks, while ``n * resamples`` stays below
  ``MAX_BOOTSTRAP_WORK``;
- beyond that, a normal-approximation interval, reported as ``ci_method="normal"``.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ._aggregates import AggregateResult
from ._intervals import bootstrap_stderr, sample_std

if TYPE_CHECKING:
    import numpy as np

MAX_DISTINCT_FOR_MULTINOMIAL = 4096
MAX_BOOTSTRAP_WORK = 200_000_000
_Z95 = 1.959963984540054


def _as_array(values: Sequence[float]) -> np.ndarray:
    import numpy as np

    if isinstance(values, array):  # zero-copy view of the runner's per-row buffers
        return (
            np.frombuffer(values, dtype=np.float64) if values.typecode == "d" else np.asarray(values, dtype=np.float64)
        )
    return np.asarray(values, dtype=np.float64)


def mean_stats(values: Sequence[float], *, seed: int = 0, resamples: int = 1000) -> AggregateResult:
    """Mean, stderr with ddof 1, and a 95% bootstrap CI of the mean."""
    x = _as_array(values)
    n = int(x.size)
    mean = float(x.mean()) if n else float("nan")
    stderr = float(x.std(ddof=1) / math.sqrt(n)) if n > 1 else None
    std = sample_std(x)
    if n < 2 or resamples <= 0:
        return AggregateResult(mean, n, stderr, std=std)
    lo, hi, method, boot_se = _bootstrap_mean(x, seed, resamples, stderr)
    return AggregateResult(mean, n, stderr, lo, hi, method, std=std, bootstrap_se=boot_se)


def _percentiles(samples: np.ndarray) -> tuple[float, float]:
    import numpy as np

    lo, hi = np.percentile(samples, [2.5, 97.5])
    return float(lo), float(hi)


def _index_resamples(
    rng: np.random.Generator, n: int, resamples: int, statistic: Callable[[np.ndarray], np.ndarray]
) -> np.ndarray:
    """``statistic`` of ``resamples`` row-index resamples, in chunks of at most ~2x10^7 indices."""
    import numpy as np

    out = np.empty(resamples)
    chunk = max(1, min(resamples, 20_000_000 // n))
    for start in range(0, resamples, chunk):
        stop = min(resamples, start + chunk)
        out[start:stop] = statistic(rng.integers(0, n, size=(stop - start, n)))
    return out


def _bootstrap_mean(
    x: np.ndarray, seed: int, resamples: int, stderr: float | None
) -> tuple[float, float, str, float | None]:
    import numpy as np

    rng = np.random.default_rng(seed)
    n = x.size
    distinct, counts = np.unique(x, return_counts=True)
    if distinct.size <= MAX_DISTINCT_FOR_MULTINOMIAL:
        draws = rng.multinomial(n, counts / n, size=resamples)
        means = draws @ distinct / n
        return (*_percentiles(means), "bootstrap", bootstrap_stderr(means))
    if n * resamples <= MAX_BOOTSTRAP_WORK:
        means = _index_resamples(rng, n, resamples, lambda idx: x[idx].mean(axis=1))
        return (*_percentiles(means), "bootstrap", bootstrap_stderr(means))
    mean = float(x.mean())
    half = _Z95 * (stderr or 0.0)
    return mean - half, mean + half, "normal", None


def ratio_of_sums_stats(
    num: Sequence[float], den: Sequence[float], *, seed: int = 0, resamples: int = 1000
) -> AggregateResult:
    """``sum(num)/sum(den)`` with a delta-method stderr and a paired bootstrap CI."""
    import numpy as np

    a = _as_array(num)
    b = _as_array(den)
    n = int(a.size)
    total = float(b.sum())
    value = float(a.sum()) / total if total else float("nan")
    if n < 2 or not total:
        return AggregateResult(value, n)
    # Delta method: residuals of the ratio estimator, scaled by the mean denominator.
    resid = a - value * b
    stderr = float(resid.std(ddof=1) / math.sqrt(n) / (total / n))
    if resamples <= 0:
        return AggregateResult(value, n, stderr)
    rng = np.random.default_rng(seed)
    pairs, counts = np.unique(np.stack([a, b], axis=1), axis=0, return_counts=True)
    if len(pairs) <= MAX_DISTINCT_FOR_MULTINOMIAL:
        draws = rng.multinomial(n, counts / n, size=resamples)
        with np.errstate(invalid="ignore", divide="ignore"):
            ratios = (draws @ pairs[:, 0]) / (draws @ pairs[:, 1])
    elif n * resamples <= MAX_BOOTSTRAP_WORK:
        with np.errstate(invalid="ignore", divide="ignore"):
            ratios = _index_resamples(rng, n, resamples, lambda idx: a[idx].sum(axis=1) / b[idx].sum(axis=1))
    else:
        half = _Z95 * stderr
        return AggregateResult(value, n, stderr, value - half, value + half, "normal")
    ratios = ratios[np.isfinite(ratios)]
    lo, hi = _percentiles(ratios)
    return AggregateResult(value, n, stderr, lo, hi, "bootstrap")
