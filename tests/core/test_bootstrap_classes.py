"""The value-class route of the Poisson bootstrap (``scorewire._bootstrap.class_sums``).

A key with one row per example and few distinct values is resampled from its value counts:
``S_bv ~ Poisson(count_v)`` instead of one Poisson(1) weight per example. These tests check that
the two routes give the same distribution of resampled means (over many seeds), that the class
route depends only on the value counts (order, split, ``-0.0``), and when each route is taken.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from scorewire._bootstrap import (
    MAX_CLASSES,
    as_keys,
    class_sums,
    distinct_keys,
    example_key_hash,
    value_classes,
    weighted_sums,
)
from scorewire._results import SummaryBuilder
from scorewire._stats import mean_stats, mean_stats_many, ratio_of_sums_stats


def _class_means(x: np.ndarray, seed: int, resamples: int) -> np.ndarray:
    classes = value_classes([x])
    assert classes is not None
    (sums,), total = class_sums(*classes, seed, resamples)
    return sums / total


def _example_means(x: np.ndarray, keys: np.ndarray, seed: int, resamples: int) -> np.ndarray:
    (sums,), total = weighted_sums([x], keys, seed, resamples)
    return sums / total


@pytest.mark.parametrize(
    "values",
    [
        [0.0, 1.0],  # accuracy
        [0.0, 0.5, 1.0, 0.25],  # partial credit
        [1.0, 2.0, 3.0, 4.0, 5.0],  # ratings
    ],
)
def test_class_route_has_the_distribution_of_per_example_weights(values):
    rng = np.random.default_rng(7)
    n, seeds, resamples = 250, 150, 1000
    x = rng.choice(values, size=n, p=np.linspace(1, 2, len(values)) / np.linspace(1, 2, len(values)).sum())
    keys = as_keys([example_key_hash(f"q{i}") for i in range(n)], n)
    by_class = np.concatenate([_class_means(x, s, resamples) for s in range(seeds)])
    by_example = np.concatenate([_example_means(x, keys, s, resamples) for s in range(seeds)])
    # Both are the Poisson bootstrap distribution of the same sample: centred on its mean with
    # variance about var(x)/n; 150,000 draws each pin the moments to well under 1%.
    assert by_class.mean() == pytest.approx(x.mean(), abs=2e-4)
    assert by_example.mean() == pytest.approx(x.mean(), abs=2e-4)
    assert by_class.var() == pytest.approx(by_example.var(), rel=0.03)
    assert by_class.var() == pytest.approx(x.var() / n, rel=0.05)
    # The tails (what a 95% percentile interval reads) agree too.
    qc = np.percentile(by_class, [2.5, 97.5])
    qe = np.percentile(by_example, [2.5, 97.5])
    assert qc == pytest.approx(qe, abs=0.1 * x.std() / np.sqrt(n))


def test_class_route_for_ratios_matches_per_example_weights():
    rng = np.random.default_rng(3)
    n, seeds, resamples = 300, 100, 1000
    den = rng.integers(1, 4, size=n).astype(float)
    num = np.minimum(den, rng.integers(0, 4, size=n)).astype(float)
    keys = as_keys([example_key_hash(i) for i in range(n)], n)
    classes = value_classes([num, den])
    assert classes is not None and classes[0].shape[1] == 2 and int(classes[1].sum()) == n
    by_class, by_example = [], []
    for s in range(seeds):
        (a, b), _ = class_sums(*classes, s, resamples)
        by_class.append(a / b)
        (a, b), _ = weighted_sums([num, den], keys, s, resamples)
        by_example.append(a / b)
    c, e = np.concatenate(by_class), np.concatenate(by_example)
    assert c.mean() == pytest.approx(num.sum() / den.sum(), abs=5e-4)
    assert c.var() == pytest.approx(e.var(), rel=0.04)


def test_class_route_depends_only_on_the_value_counts():
    rng = random.Random(1)
    x = [float(rng.random() < 0.3) for _ in range(2000)]
    keys = [example_key_hash(f"id-{i}") for i in range(2000)]
    ref = mean_stats(x, seed=4, resamples=500, keys=keys)
    order = list(range(2000))
    rng.shuffle(order)
    moved = mean_stats([x[i] for i in order], seed=4, resamples=500, keys=[keys[i] for i in order])
    assert (moved.ci_low, moved.ci_high, moved.bootstrap_se) == (ref.ci_low, ref.ci_high, ref.bootstrap_se)
    # Other example keys, same counts: the same interval (the keys only decide the route).
    other = mean_stats(x, seed=4, resamples=500, keys=[example_key_hash(i) for i in range(2000)])
    assert (other.ci_low, other.ci_high) == (ref.ci_low, ref.ci_high)
    # -0.0 and 0.0 are one class, whichever comes first.
    signed = [-0.0 if (v == 0.0 and i % 2) else v for i, v in enumerate(x)]
    flipped = mean_stats(signed, seed=4, resamples=500, keys=keys)
    assert (flipped.ci_low, flipped.ci_high) == (ref.ci_low, ref.ci_high)
    # The seed matters.
    assert mean_stats(x, seed=5, resamples=500, keys=keys).ci_low != ref.ci_low or (
        mean_stats(x, seed=5, resamples=500, keys=keys).ci_high != ref.ci_high
    )


def test_routes_are_chosen_by_distinct_values_and_one_row_per_example():
    rng = np.random.default_rng(0)
    binary = (rng.random(3000) < 0.4).astype(float)
    continuous = rng.random(3000)
    keys = as_keys([example_key_hash(i) for i in range(3000)], 3000)
    assert distinct_keys(keys)
    # Few values, distinct examples: the class route.
    res = mean_stats(binary, seed=2, resamples=400, keys=keys)
    lo, hi = np.percentile(_class_means(binary, 2, 400), [2.5, 97.5])
    assert (res.ci_low, res.ci_high) == (lo, hi)
    # Many values: per-example weights.
    assert value_classes([continuous]) is None
    res = mean_stats(continuous, seed=2, resamples=400, keys=keys)
    lo, hi = np.percentile(_example_means(continuous, keys, 2, 400), [2.5, 97.5])
    assert (res.ci_low, res.ci_high) == (lo, hi)
    # Two rows of one example (epochs without a reducer): its rows share a weight, per example.
    dup = keys.copy()
    dup[1] = dup[0]
    assert not distinct_keys(dup)
    res = mean_stats(binary, seed=2, resamples=400, keys=dup)
    lo, hi = np.percentile(_example_means(binary, dup, 2, 400), [2.5, 97.5])
    assert (res.ci_low, res.ci_high) == (lo, hi)
    # One value more than the limit: per-example weights.
    many = np.arange(3000) % (MAX_CLASSES + 1)
    assert value_classes([many]) is None
    assert value_classes([np.arange(3000) % MAX_CLASSES]) is not None


def test_class_route_needs_no_per_row_work_at_any_size():
    # A million 0/1 rows: a bootstrap interval (not the normal fallback), from 2 classes.
    x = np.zeros(1_000_000)
    x[::3] = 1.0
    res = mean_stats(x, seed=0, resamples=1000)
    assert res.ci_method == "bootstrap"
    half = 1.959963984540054 * res.stderr
    assert res.ci_low == pytest.approx(res.value - half, abs=2e-4)
    assert res.ci_high == pytest.approx(res.value + half, abs=2e-4)


def test_mixed_columns_each_get_the_interval_they_would_get_alone():
    rng = np.random.default_rng(9)
    cols = [rng.random(2000), (rng.random(2000) < 0.5).astype(float), rng.integers(0, 5, 2000).astype(float)]
    keys = [example_key_hash(f"k{i}") for i in range(2000)]
    together = mean_stats_many(cols, seed=1, resamples=300, keys=keys)
    for col, res in zip(cols, together, strict=True):
        alone = mean_stats(col, seed=1, resamples=300, keys=keys)
        assert (res.ci_low, res.ci_high, res.bootstrap_se) == (alone.ci_low, alone.ci_high, alone.bootstrap_se)


def test_ratio_of_sums_with_few_pairs_is_order_independent_and_covers_the_value():
    rng = np.random.default_rng(4)
    den = rng.integers(1, 4, size=5000).astype(float)
    num = np.minimum(den, rng.integers(0, 4, size=5000)).astype(float)
    keys = [example_key_hash(i) for i in range(5000)]
    ref = ratio_of_sums_stats(num, den, seed=3, resamples=500, keys=keys)
    perm = rng.permutation(5000)
    moved = ratio_of_sums_stats(num[perm], den[perm], seed=3, resamples=500, keys=[keys[i] for i in perm])
    assert (moved.ci_low, moved.ci_high) == (ref.ci_low, ref.ci_high)
    assert ref.ci_low < ref.value < ref.ci_high
    assert ref.ci_high - ref.ci_low == pytest.approx(2 * 1.96 * ref.stderr, rel=0.15)


def test_partitioned_builders_of_binary_scores_merge_to_the_one_pass_summary():
    rng = random.Random(5)
    rows = [
        {
            "index": i,
            "id": f"q{i}",
            "dataset": "d",
            "system": "s",
            "scores": {"ev": {"em": float(rng.random() < 0.6), "grade": float(rng.randint(1, 5))}},
            "details": {},
            "errors": [],
        }
        for i in range(3000)
    ]
    whole = SummaryBuilder(seed=2, resamples=300)
    for row in rows:
        whole.add(row)
    parts = [SummaryBuilder(seed=2, resamples=300) for _ in range(3)]
    shuffled = rows[:]
    rng.shuffle(shuffled)
    for row in shuffled:
        rng.choice(parts).add(row)
    merged = SummaryBuilder(seed=2, resamples=300)
    for part in parts:
        merged.merge(part)
    a, b = whole.build().to_dicts(), merged.build().to_dicts()
    assert {r["ci_method"] for r in a} == {"bootstrap"} and len(a) == len(b) == 2
    for x, y in zip(a, b, strict=True):
        # The interval comes from the value counts alone: bit for bit the same; the mean and
        # stderr are sums in another order (equal to rounding).
        assert (x["ci_low"], x["ci_high"], x["bootstrap_se"]) == (y["ci_low"], y["ci_high"], y["bootstrap_se"])
        for field, value in x.items():
            assert value == (pytest.approx(y[field], rel=1e-12) if isinstance(value, float) else y[field]), field


def test_example_key_hash_int_fast_path_is_a_bijection_and_typed():
    assert len({example_key_hash(i) for i in range(-5000, 5000)}) == 10_000
    assert example_key_hash(7) != example_key_hash("7") != example_key_hash(("#", 7))
    assert example_key_hash(7) != example_key_hash(("#", 7))
    assert example_key_hash(True) != example_key_hash(1)
    # Huge integers take the hashed path and stay distinct from their 64-bit remainders.
    assert example_key_hash(1 << 70) != example_key_hash(0)
    assert example_key_hash(1 << 70) == example_key_hash(1 << 70)
