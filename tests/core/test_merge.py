"""Partial results merge, and the bootstrap does not depend on row order or partitioning.

Every executor (local, Ray) feeds rows to summary builders in its own order and split; these
tests split the same rows at random, shuffle them, merge the partial builders and demand the
summary of one builder fed in input order, to 1e-9 on every number.
"""

from __future__ import annotations

import math
import random
import statistics
from typing import Any

import numpy as np
import pytest
from scorewire import CorpusScore, LabelReport, Metric, RatioOfSums
from scorewire._bootstrap import example_key_hash, poisson_weights
from scorewire._reducers import builtin_table, resolve_reducer
from scorewire._results import SummaryBuilder, _example_key
from scorewire._stats import mean_stats, ratio_of_sums_stats

AGGREGATIONS = [
    RatioOfSums("ratio", "num", "den"),
    CorpusScore("corpus", ("_a", "_b"), lambda s: s["_a"] / max(s["_b"], 1.0)),
    LabelReport("macro_f1", labels=("x", "y")),
    Metric("f1_median", "f1", statistics.median),
]


def _rows(n: int, seed: int, epochs: int = 1) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        for epoch in range(epochs):
            f1 = rng.random()
            gold, pred = rng.choice("xyz"), rng.choice(["x", "y", "z", None])
            scores = {
                "f1": f1,
                "em": float(f1 > 0.7),
                "num": float(rng.randint(0, 3)),
                "den": 3.0,
                "_a": rng.random(),
                "_b": 1.0,
            }
            if rng.random() < 0.1:
                del scores["em"]  # a key some rows lack
            row: dict[str, Any] = {
                "index": len(rows),
                # Some examples have no id: their input position is their key.
                "id": None if i % 17 == 0 else f"q{i}",
                "dataset": "d1" if i % 3 else "d2",
                "system": "s",
                "scores": {"ev": scores},
                "details": {"ev": {"gold_label": gold, "predicted_label": pred}},
                "errors": [{"stage": "evaluator", "type": "X"}] if i % 50 == 0 else [],
                "category": rng.choice(["a", "b", None]),
            }
            if epochs > 1:
                row["epoch"] = epoch
                row["index"] = i
            rows.append(row)
    return rows


def _builder(reducers: Any = None) -> SummaryBuilder:
    b = SummaryBuilder(seed=3, resamples=300, reducers=reducers)
    b.declare("ev", AGGREGATIONS)
    return b


def _close(a: Any, b: Any) -> bool:
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_close(a[k], b[k]) for k in a)
    if isinstance(a, float) and isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or abs(a - b) <= 1e-9
    return a == b


def _assert_same(x: SummaryBuilder, y: SummaryBuilder) -> None:
    sx, sy = x.build(), y.build()
    dx, dy = sx.to_dicts(), sy.to_dicts()
    assert len(dx) == len(dy) > 0
    for a, b in zip(dx, dy, strict=True):
        assert _close(a, b), (a, b)
    assert sx.n_rows == sy.n_rows and sx.n_errors == sy.n_errors and sx.error_types == sy.error_types


@pytest.mark.parametrize("parts", [1, 2, 7])
def test_merged_partitions_in_any_order_give_the_summary_of_one_pass(parts):
    rows = _rows(900, seed=parts)
    whole = _builder()
    for row in rows:
        whole.add(row)
    rng = random.Random(parts)
    shuffled = rows[:]
    rng.shuffle(shuffled)
    pieces = [_builder() for _ in range(parts)]
    for row in shuffled:
        rng.choice(pieces).add(row)
    merged = _builder()
    for piece in reversed(pieces):
        merged.merge(piece)
    _assert_same(whole, merged)
    # Merging into an empty builder that never declared the aggregations works as well.
    bare = SummaryBuilder(seed=3, resamples=300)
    for piece in pieces:
        bare.merge(piece)
    _assert_same(whole, bare)


def test_merge_with_reducers_over_epochs_split_across_partitions():
    reducers = [resolve_reducer(name, builtin_table()) for name in ("mean", "pass_at_2")]
    rows = _rows(300, seed=9, epochs=3)
    whole = _builder(reducers)
    for row in rows:
        whole.add(row)
    shuffled = rows[:]
    random.Random(4).shuffle(shuffled)
    # Epochs of one example land in different partitions.
    a, b = _builder(reducers), _builder(reducers)
    for i, row in enumerate(shuffled):
        (a if i % 2 else b).add(row)
    a.merge(b)
    _assert_same(whole, a)


def test_bootstrap_interval_follows_examples_not_positions():
    rng = np.random.default_rng(0)
    x = rng.random(5000)
    keys = [example_key_hash(f"id-{i}") for i in range(5000)]
    ref = mean_stats(x, seed=1, resamples=500, keys=keys)
    perm = rng.permutation(5000)
    moved = mean_stats(x[perm], seed=1, resamples=500, keys=[keys[i] for i in perm])
    assert moved.ci_low == pytest.approx(ref.ci_low, abs=1e-12)
    assert moved.ci_high == pytest.approx(ref.ci_high, abs=1e-12)
    # Without keys, positions are the keys: the same values in another order give another interval.
    assert mean_stats(x[perm], seed=1, resamples=500).ci_low != ref.ci_low
    num, den = rng.integers(0, 4, 5000).astype(float), np.full(5000, 3.0)
    r1 = ratio_of_sums_stats(num, den, seed=2, resamples=400, keys=keys)
    r2 = ratio_of_sums_stats(num[perm], den[perm], seed=2, resamples=400, keys=[keys[i] for i in perm])
    assert (r1.ci_low, r1.ci_high) == pytest.approx((r2.ci_low, r2.ci_high), abs=1e-12)


def test_poisson_weights_have_poisson_one_moments_and_depend_on_seed_and_key():
    keys = np.array([example_key_hash(i) for i in range(4000)], dtype=np.uint64)
    w = poisson_weights(keys, seed=0, resamples=500).astype(float)
    assert w.mean() == pytest.approx(1.0, abs=0.01)
    assert w.var() == pytest.approx(1.0, abs=0.02)
    # P(w = 0) = e^-1 for Poisson(1).
    assert (w == 0).mean() == pytest.approx(math.exp(-1), abs=0.005)
    assert not np.array_equal(w, poisson_weights(keys, seed=1, resamples=500))
    # Resamples are independent across examples: weights of different keys are uncorrelated.
    assert abs(np.corrcoef(w[0], w[1])[0, 1]) < 0.15


def test_poisson_interval_agrees_with_normal_theory_for_a_binomial_mean():
    rng = random.Random(2)
    values = [float(rng.random() < 0.3) for _ in range(4000)]
    keys = [example_key_hash(i) for i in range(4000)]
    res = mean_stats(values, seed=0, resamples=2000, keys=keys)
    assert res.ci_method == "bootstrap"
    half = 1.959963984540054 * res.stderr
    assert res.ci_low == pytest.approx(res.value - half, abs=0.003)
    assert res.ci_high == pytest.approx(res.value + half, abs=0.003)


def test_example_key_hash_is_stable_and_typed():
    # Fixed across processes and versions: resumed and distributed runs depend on it.
    assert example_key_hash("q1") == example_key_hash("q1")
    assert example_key_hash(1) != example_key_hash("1")
    assert example_key_hash(("#", 3)) == example_key_hash(_example_key({"id": None, "index": 3}))
    assert len({example_key_hash(i) for i in range(10_000)}) == 10_000


def test_keys_on_the_same_rows_share_weights_and_get_the_intervals_they_would_alone():
    from scorewire._stats import mean_stats_many

    rng = np.random.default_rng(5)
    cols = [rng.random(3000), (rng.random(3000) > 0.4).astype(float)]
    keys = [example_key_hash(f"k{i}") for i in range(3000)]
    together = mean_stats_many(cols, seed=2, resamples=400, keys=keys)
    for col, res in zip(cols, together, strict=True):
        alone = mean_stats(col, seed=2, resamples=400, keys=keys)
        assert (res.value, res.stderr, res.ci_low, res.ci_high, res.ci_method) == pytest.approx(
            (alone.value, alone.stderr, alone.ci_low, alone.ci_high, alone.ci_method), abs=1e-12
        )
