"""Summary statistics: mean, standard error (ddof 1) and seeded bootstrap CIs.

numpy is imported here only, when a summary is computed, so ``import scorewire``
stays cheap.

The bootstrap is the Poisson bootstrap of :mod:`scorewire._bootstrap`: each
resample weighs each example by a Poisson(1) count that is a seeded function of
the example's key, so the interval depends on neither row order nor on how the
rows were split between workers (same seed, same keys, same interval). While
``n * resamples`` stays below ``MAX_BOOTSTRAP_WORK`` it is computed exactly;
beyond that the interval is the normal approximation, reported as
``ci_method="normal"``.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ._aggregates import AggregateResult
from ._intervals import bootstrap_stderr, sample_std

if TYPE_CHECKING:
    import numpy as np

MAX_BOOTSTRAP_WORK = 200_000_000
_Z95 = 1.959963984540054


def _as_array(values: Sequence[float]) -> np.ndarray:
    import numpy as np

    if isinstance(values, array):  # zero-copy view of the runner's per-row buffers
        return (
            np.frombuffer(values, dtype=np.float64) if values.typecode == "d" else np.asarray(values, dtype=np.float64)
        )
    return np.asarray(values, dtype=np.float64)


def mean_stats(
    values: Sequence[float], *, seed: int = 0, resamples: int = 1000, keys: Sequence[int] | None = None
) -> AggregateResult:
    """Mean, stderr with ddof 1, and a 95% bootstrap CI of the mean.

    :param keys: 64-bit hashes of each value's example key
        (:func:`scorewire._bootstrap.example_key_hash`); the bootstrap weights
        follow them. Without keys, positions stand in for them.
    """
    x = _as_array(values)
    n = int(x.size)
    mean = float(x.mean()) if n else float("nan")
    stderr = float(x.std(ddof=1) / math.sqrt(n)) if n > 1 else None
    std = sample_std(x)
    if n < 2 or resamples <= 0:
        return AggregateResult(mean, n, stderr, std=std)
    lo, hi, method, boot_se = _bootstrap_mean(x, seed, resamples, stderr, keys)
    return AggregateResult(mean, n, stderr, lo, hi, method, std=std, bootstrap_se=boot_se)


def mean_stats_many(
    columns: Sequence[Sequence[float]], *, seed: int = 0, resamples: int = 1000, keys: Sequence[int] | None = None
) -> list[AggregateResult]:
    """:func:`mean_stats` of several columns over the same rows (same keys): one set of bootstrap weights.

    The weights are most of a Poisson bootstrap's cost; score keys of one evaluator usually
    cover the same rows, so they share them.
    """
    import numpy as np

    from ._bootstrap import as_keys, weighted_sums

    xs = [_as_array(c) for c in columns]
    n = int(xs[0].size) if xs else 0
    if n < 2 or resamples <= 0 or n * resamples > MAX_BOOTSTRAP_WORK:
        return [mean_stats(c, seed=seed, resamples=resamples, keys=keys) for c in columns]
    sums, weights = weighted_sums(xs, as_keys(keys, n), seed, resamples)
    out = []
    for x, s in zip(xs, sums, strict=True):
        mean = float(x.mean())
        stderr = float(x.std(ddof=1) / math.sqrt(n))
        with np.errstate(invalid="ignore", divide="ignore"):
            means = s / weights
        finite = means[np.isfinite(means)]
        lo, hi = _percentiles(finite)
        out.append(
            AggregateResult(
                mean, n, stderr, lo, hi, "bootstrap", std=sample_std(x), bootstrap_se=bootstrap_stderr(finite)
            )
        )
    return out


def _percentiles(samples: np.ndarray) -> tuple[float, float]:
    import numpy as np

    lo, hi = np.percentile(samples, [2.5, 97.5])
    return float(lo), float(hi)


def _bootstrap_mean(
    x: np.ndarray, seed: int, resamples: int, stderr: float | None, keys: Sequence[int] | None = None
) -> tuple[float, float, str, float | None]:
    import numpy as np

    from ._bootstrap import as_keys, weighted_sums

    n = x.size
    if n * resamples <= MAX_BOOTSTRAP_WORK:
        (sums,), weights = weighted_sums([x], as_keys(keys, n), seed, resamples)
        with np.errstate(invalid="ignore", divide="ignore"):
            means = sums / weights
        means = means[np.isfinite(means)]
        return (*_percentiles(means), "bootstrap", bootstrap_stderr(means))
    mean = float(x.mean())
    half = _Z95 * (stderr or 0.0)
    return mean - half, mean + half, "normal", None


def ratio_of_sums_stats(
    num: Sequence[float],
    den: Sequence[float],
    *,
    seed: int = 0,
    resamples: int = 1000,
    keys: Sequence[int] | None = None,
) -> AggregateResult:
    """``sum(num)/sum(den)`` with a delta-method stderr and a paired (Poisson) bootstrap CI."""
    import numpy as np

    from ._bootstrap import as_keys, weighted_sums

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
    if n * resamples > MAX_BOOTSTRAP_WORK:
        half = _Z95 * stderr
        return AggregateResult(value, n, stderr, value - half, value + half, "normal")
    (sa, sb), _ = weighted_sums([a, b], as_keys(keys, n), seed, resamples)
    with np.errstate(invalid="ignore", divide="ignore"):
        ratios = sa / sb
    ratios = ratios[np.isfinite(ratios)]
    lo, hi = _percentiles(ratios)
    return AggregateResult(value, n, stderr, lo, hi, "bootstrap")
