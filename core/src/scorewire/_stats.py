"""Summary statistics: mean, standard error (ddof 1) and seeded bootstrap CIs.

numpy is imported here only, when a summary is computed, so ``import scorewire``
stays cheap.

The bootstrap is the Poisson bootstrap of :mod:`scorewire._bootstrap`, so the
interval depends on neither row order nor on how the rows were split between
workers (same seed, same data, same interval). A key whose rows are one per
example and take at most ``MAX_CLASSES`` distinct values (0/1 accuracy, small
integer ratings) is resampled exactly from its value counts, at any ``n``. Other
keys get per-example weights while ``n * resamples`` stays below
``MAX_BOOTSTRAP_WORK``; beyond that the interval is the normal approximation,
reported as ``ci_method="normal"``.
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
    return mean_stats_many([values], seed=seed, resamples=resamples, keys=keys)[0]


def mean_stats_many(
    columns: Sequence[Sequence[float]], *, seed: int = 0, resamples: int = 1000, keys: Sequence[int] | None = None
) -> list[AggregateResult]:
    """:func:`mean_stats` of several columns over the same rows (same keys).

    Columns with few distinct values are resampled from their value counts (each alone);
    the others share one set of per-example weights, most of a Poisson bootstrap's cost.
    """

    from ._bootstrap import as_keys, class_sums, distinct_keys, value_classes, weighted_sums

    xs = [_as_array(c) for c in columns]
    out: list[AggregateResult | None] = []
    replicates: dict[int, np.ndarray] = {}
    shared: list[int] = []
    key_array: np.ndarray | None = None
    distinct: bool | None = None
    for i, x in enumerate(xs):
        n = int(x.size)
        mean = float(x.mean()) if n else float("nan")
        stderr = float(x.std(ddof=1) / math.sqrt(n)) if n > 1 else None
        if n < 2 or resamples <= 0:
            out.append(AggregateResult(mean, n, stderr, std=sample_std(x)))
            continue
        out.append(None)
        classes = value_classes([x])
        if classes is not None:
            if distinct is None:
                key_array = as_keys(keys, n)
                distinct = keys is None or distinct_keys(key_array)
            if distinct:
                (sums,), total = class_sums(*classes, seed, resamples)
                replicates[i] = _ratio(sums, total)
                continue
        shared.append(i)
    if shared:
        n = int(xs[shared[0]].size)
        if n * resamples <= MAX_BOOTSTRAP_WORK:
            if key_array is None:
                key_array = as_keys(keys, n)
            sums_list, total = weighted_sums([xs[i] for i in shared], key_array, seed, resamples)
            for i, sums in zip(shared, sums_list, strict=True):
                replicates[i] = _ratio(sums, total)
    results: list[AggregateResult] = []
    for i, (x, res) in enumerate(zip(xs, out, strict=True)):
        if res is not None:
            results.append(res)
            continue
        n = int(x.size)
        mean = float(x.mean())
        stderr = float(x.std(ddof=1) / math.sqrt(n))
        means = replicates.get(i)
        if means is None:  # too much work for per-example weights: the normal approximation
            half = _Z95 * stderr
            results.append(AggregateResult(mean, n, stderr, mean - half, mean + half, "normal", std=sample_std(x)))
            continue
        lo, hi = _percentiles(means)
        results.append(
            AggregateResult(
                mean, n, stderr, lo, hi, "bootstrap", std=sample_std(x), bootstrap_se=bootstrap_stderr(means)
            )
        )
    return results


def _ratio(sums: np.ndarray, total: np.ndarray) -> np.ndarray:
    """Resampled ratios ``sums / total``, the undefined ones (an all-zero resample) dropped."""
    import numpy as np

    with np.errstate(invalid="ignore", divide="ignore"):
        means = sums / total
    finite: np.ndarray = means[np.isfinite(means)]
    return finite


def _percentiles(samples: np.ndarray) -> tuple[float, float]:
    import numpy as np

    lo, hi = np.percentile(samples, [2.5, 97.5])
    return float(lo), float(hi)


def ratio_of_sums_stats(
    num: Sequence[float],
    den: Sequence[float],
    *,
    seed: int = 0,
    resamples: int = 1000,
    keys: Sequence[int] | None = None,
) -> AggregateResult:
    """``sum(num)/sum(den)`` with a delta-method stderr and a paired (Poisson) bootstrap CI."""
    from ._bootstrap import as_keys, class_sums, distinct_keys, value_classes, weighted_sums

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
    classes = value_classes([a, b])
    key_array = as_keys(keys, n)
    if classes is not None and (keys is None or distinct_keys(key_array)):
        (sa, sb), _ = class_sums(*classes, seed, resamples)
    elif n * resamples > MAX_BOOTSTRAP_WORK:
        half = _Z95 * stderr
        return AggregateResult(value, n, stderr, value - half, value + half, "normal")
    else:
        (sa, sb), _ = weighted_sums([a, b], key_array, seed, resamples)
    ratios = _ratio(sa, sb)
    lo, hi = _percentiles(ratios)
    return AggregateResult(value, n, stderr, lo, hi, "bootstrap")
