"""Further statistics for summaries and comparisons, each a separate pure function.

Kept apart from the bootstrap in ``_stats`` so either can change alone. numpy is
imported inside the functions; the exact binomial tail uses integers (small n) or
log-space sums (large n), so the core needs no scipy.

References for the semantics (checked in tests against the libraries themselves):
Wilson score interval as in ``statsmodels.stats.proportion.proportion_confint(method="wilson")``;
cluster-robust standard error of an intercept-only OLS as in statsmodels'
``cov_type="cluster"`` (small-sample factor G/(G-1)); McNemar's exact test as in
``statsmodels.stats.contingency_tables.mcnemar(exact=True)``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

Z95 = 1.959963984540054
Z80 = 0.8416212335729143  # one-sided normal quantile for 80% power


def sample_std(values: Sequence[float] | np.ndarray) -> float | None:
    """Sample standard deviation (ddof 1); None below two values."""
    import numpy as np

    x = np.asarray(values, dtype=np.float64)
    return float(x.std(ddof=1)) if x.size > 1 else None


def is_binary(values: Sequence[float] | np.ndarray) -> bool:
    """True when every value is exactly 0.0 or 1.0 (and there is at least one)."""
    import numpy as np

    x = np.asarray(values, dtype=np.float64)
    return bool(x.size) and bool(np.all((x == 0.0) | (x == 1.0)))


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion ``successes / n`` (two-sided, ``z`` = 1.96 for 95%)."""
    if n <= 0:
        return float("nan"), float("nan")
    p = successes / n
    z2 = z * z
    denom = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return centre - half, centre + half


def clustered_stderr(values: Sequence[float] | np.ndarray, clusters: Sequence[Any] | np.ndarray) -> tuple[float, int]:
    """Cluster-robust standard error of the mean and the number of clusters.

    The mean is an intercept-only OLS; its sandwich variance sums the residuals
    within each cluster: ``G/(G-1) * sum_g (sum_{i in g} e_i)^2 / N^2``. With every
    row its own cluster this is the ordinary ``std(ddof=1)/sqrt(N)``.
    """
    import numpy as np

    x = np.asarray(values, dtype=np.float64)
    n = int(x.size)
    _, codes = np.unique(np.asarray(clusters, dtype=object).astype(str), return_inverse=True)
    g = int(codes.max()) + 1 if n else 0
    if n < 2 or g < 2:
        return float("nan"), g
    resid = x - x.mean()
    sums = np.bincount(codes.ravel(), weights=resid, minlength=g)
    var = g / (g - 1) * float(np.dot(sums, sums)) / (n * n)
    return math.sqrt(var), g


def bootstrap_stderr(replicates: np.ndarray) -> float | None:
    """Bootstrap standard error: the standard deviation (ddof 1) of the bootstrap replicates."""
    import numpy as np

    r = replicates[np.isfinite(replicates)]
    return float(r.std(ddof=1)) if r.size > 1 else None


def _log_binom_pmf_half(k: int, n: int) -> float:
    return math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1) - n * math.log(2.0)


def binom_cdf_half(k: int, n: int) -> float:
    """P(X <= k) for X ~ Binomial(n, 1/2): exact integers up to n = 20,000, log-space sums above."""
    if k < 0:
        return 0.0
    if k >= n:
        return 1.0
    if n <= 20_000:
        total = 0
        term = 1  # comb(n, 0)
        for i in range(k + 1):
            total += term
            term = term * (n - i) // (i + 1)
        return total / (1 << n)  # int / int is correctly rounded in Python, whatever the size
    logs = [_log_binom_pmf_half(i, n) for i in range(k + 1)]
    top = max(logs)
    return math.exp(top) * math.fsum(math.exp(v - top) for v in logs)


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact McNemar p-value from the discordant counts ``b`` and ``c``.

    ``min(1, 2 * P(X <= min(b, c)))`` with X ~ Binomial(b + c, 1/2); 1.0 when there is no discordant pair.
    """
    n = b + c
    if n == 0:
        return 1.0
    return min(1.0, 2.0 * binom_cdf_half(min(b, c), n))


def minimum_detectable_effect(stderr: float | None, z_alpha: float = Z95, z_power: float = Z80) -> float | None:
    """Smallest true difference a two-sided test at 5% detects with 80% power: ``(z_alpha + z_power) * SE``."""
    if stderr is None or not math.isfinite(stderr):
        return None
    return (z_alpha + z_power) * stderr


INTERVALS = ("bootstrap", "wilson")


def refine_mean_result(result: Any, values: Any, cluster_codes: Any = None, *, interval: str = "bootstrap") -> Any:
    """Apply the run's interval options to a mean's :class:`AggregateResult` (returned changed in place).

    - ``cluster_codes`` (one per value): adds the cluster-robust stderr and the number of
      clusters, and replaces the CI by ``mean ± 1.96 * clustered stderr`` (``ci_method="cluster_normal"``):
      an i.i.d. bootstrap is too narrow when rows within a cluster are correlated.
    - ``interval="wilson"``: for keys whose values are all 0/1, a Wilson score interval
      (``ci_method="wilson"``); other keys keep the bootstrap.
    """
    import numpy as np

    x = np.asarray(values, dtype=np.float64)
    if cluster_codes is not None and len(cluster_codes) == x.size and x.size:
        se, groups = clustered_stderr(x, np.asarray(cluster_codes))
        result.cluster_stderr, result.n_clusters = (se if math.isfinite(se) else None), groups
        if math.isfinite(se):
            result.ci_low, result.ci_high = result.value - Z95 * se, result.value + Z95 * se
            result.ci_method = "cluster_normal"
        return result
    if interval == "wilson" and is_binary(x):
        result.ci_low, result.ci_high = wilson_interval(float(x.sum()), int(x.size))
        result.ci_method = "wilson"
    return result
