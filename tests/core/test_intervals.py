"""The summary's further statistics against scipy / statsmodels on real score vectors from ../shared/data."""

from __future__ import annotations

import functools
import json
import math
import statistics
from pathlib import Path

import numpy as np
import pytest
from scorewire import evaluate
from scorewire._intervals import (
    binom_cdf_half,
    bootstrap_stderr,
    clustered_stderr,
    mcnemar_exact,
    sample_std,
    wilson_interval,
)
from scorewire._stats import mean_stats

sm_proportion = pytest.importorskip("statsmodels.stats.proportion")
sm_tables = pytest.importorskip("statsmodels.stats.contingency_tables")
sm = pytest.importorskip("statsmodels.api")
scipy_stats = pytest.importorskip("scipy.stats")


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@functools.cache
def _gsm8k_labels(path: Path) -> dict[str, np.ndarray]:
    rows = _jsonl(path)
    out: dict[str, dict[int, float]] = {}
    for r in rows:
        out.setdefault(r["system"], {})[r["index"]] = float(r["reference_is_correct"])
    return {s: np.array([v[i] for i in sorted(v)]) for s, v in out.items()}


@pytest.fixture
def gsm8k_labels(shared_data: Path) -> dict[str, np.ndarray]:
    """OpenAI's per-sample correctness of the two systems' GSM8K solutions, aligned by problem index."""
    return _gsm8k_labels(shared_data / "gsm8k" / "model_solutions_with_reference_labels.dev.jsonl")


@pytest.fixture
def squad_scores(shared_data: Path) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """Official SQuAD exact and F1 of real leaderboard answers, and a passage-like cluster per question.

    SQuAD ids are hex object ids created per article in sequence; questions sharing all but the
    last two hex digits come from the same batch of one article, a stand-in for "same passage".
    """
    return _squad(shared_data / "squad" / "answer_pairs_with_official_scores.dev.jsonl")


@functools.cache
def _squad(path: Path) -> tuple[np.ndarray, np.ndarray, list[str]]:
    rows = _jsonl(path)
    exact = np.array([float(r["official_exact"]) for r in rows])
    f1 = np.array([float(r["official_f1"]) for r in rows])
    return exact, f1, [r["id"][:-2] for r in rows]


def test_wilson_bounds_equal_statsmodels_on_real_gsm8k_labels(gsm8k_labels):
    for labels in gsm8k_labels.values():
        for n in (10, 57, 400, labels.size):
            k = float(labels[:n].sum())
            lo, hi = wilson_interval(k, n)
            ref_lo, ref_hi = sm_proportion.proportion_confint(k, n, alpha=0.05, method="wilson")
            assert lo == pytest.approx(ref_lo, abs=1e-9)
            assert hi == pytest.approx(ref_hi, abs=1e-9)
    # The edges: all wrong and all right.
    for k, n in ((0, 30), (30, 30)):
        ref = sm_proportion.proportion_confint(k, n, alpha=0.05, method="wilson")
        assert wilson_interval(k, n) == pytest.approx(ref, abs=1e-9)


def test_clustered_stderr_equals_statsmodels_cluster_robust_ols(squad_scores):
    exact, f1, clusters = squad_scores
    _, codes = np.unique(clusters, return_inverse=True)
    assert 100 < codes.max() + 1 < exact.size  # real clusters: several questions share one
    for y in (exact, f1, f1[:500]):
        g = codes[: y.size]
        fit = sm.OLS(y, np.ones(y.size)).fit(cov_type="cluster", cov_kwds={"groups": g})
        se, n_clusters = clustered_stderr(y, np.asarray(clusters[: y.size]))
        assert n_clusters == len(set(g.tolist()))
        assert se == pytest.approx(float(fit.bse[0]), abs=1e-9)
        assert fit.params[0] == pytest.approx(y.mean(), abs=1e-12)


def test_clustered_stderr_with_singleton_clusters_is_the_plain_stderr_times_the_small_sample_factor(squad_scores):
    _, f1, _ = squad_scores
    y = f1[:300]
    se, g = clustered_stderr(y, np.arange(y.size))
    # Every row its own cluster: G/(G-1) * sum(e^2) / N^2 = var(ddof=1)/N.
    assert g == 300
    assert se == pytest.approx(statistics.stdev(y.tolist()) / math.sqrt(y.size), abs=1e-12)


def test_sample_std_and_bootstrap_se_on_real_scores(squad_scores):
    _, f1, _ = squad_scores
    assert sample_std(f1) == pytest.approx(float(np.std(f1, ddof=1)), abs=1e-12)
    assert sample_std(f1) == pytest.approx(scipy_stats.tstd(f1), abs=1e-9)
    res = mean_stats(f1, seed=3, resamples=2000)
    # scipy's bootstrap standard error of the mean (its own resamples): Monte Carlo agreement, not equality.
    ref = scipy_stats.bootstrap((f1,), np.mean, n_resamples=2000, method="percentile", rng=np.random.default_rng(1))
    assert res.bootstrap_se == pytest.approx(ref.standard_error, rel=0.08)
    assert res.bootstrap_se == pytest.approx(res.stderr, rel=0.08)
    replicates = np.random.default_rng(0).normal(size=500)
    assert bootstrap_stderr(replicates) == pytest.approx(float(np.std(replicates, ddof=1)), abs=1e-15)


def test_mcnemar_exact_equals_statsmodels_on_real_gsm8k(gsm8k_labels):
    a, b = gsm8k_labels["6b_finetuning"], gsm8k_labels["175b_verification"]
    for n in (20, 100, 500, a.size):
        x, y = a[:n], b[:n]
        table = [
            [int(((x == 1) & (y == 1)).sum()), int(((x == 1) & (y == 0)).sum())],
            [int(((x == 0) & (y == 1)).sum()), int(((x == 0) & (y == 0)).sum())],
        ]
        ref = sm_tables.mcnemar(table, exact=True).pvalue
        assert mcnemar_exact(table[0][1], table[1][0]) == pytest.approx(ref, abs=1e-9, rel=1e-9)


@pytest.mark.parametrize(
    ("b", "c"),
    [(0, 0), (0, 1), (5, 5), (3, 12), (40, 61), (480, 530), (9_990, 10_100), (12_000, 12_500), (50_000, 50_900)],
)
def test_mcnemar_exact_equals_statsmodels_across_sizes(b, c):
    ref = sm_tables.mcnemar([[7, b], [c, 3]], exact=True).pvalue
    assert mcnemar_exact(b, c) == pytest.approx(ref, abs=1e-9, rel=1e-9)


def test_binomial_tail_switches_to_log_space_without_a_jump():
    for k, n in ((9_000, 20_000), (9_000, 20_001), (10_000, 20_000), (10_000, 20_001)):
        assert binom_cdf_half(k, n) == pytest.approx(scipy_stats.binom.cdf(k, n, 0.5), rel=1e-9, abs=1e-12)


def test_evaluate_options_reach_the_summary(squad_scores):
    exact, _, clusters = squad_scores
    rows = [
        {"id": i, "response": "x" if v else "y", "answer": "x", "passage": clusters[i]}
        for i, v in enumerate(exact[:800])
    ]
    plain = evaluate(None, rows, evaluators=["answer_quality"]).summary().get("exact_match")
    wil = evaluate(None, rows, evaluators=["answer_quality"], interval="wilson").summary().get("exact_match")
    clu = evaluate(None, rows, evaluators=["answer_quality"], cluster_field="passage").summary().get("exact_match")
    k = float(exact[:800].sum())
    assert plain.ci_method == "bootstrap" and plain.std == pytest.approx(float(np.std(exact[:800], ddof=1)))
    assert plain.bootstrap_se is not None
    assert wil.ci_method == "wilson"
    assert (wil.ci_low, wil.ci_high) == pytest.approx(
        sm_proportion.proportion_confint(k, 800, method="wilson"), abs=1e-9
    )
    _, codes = np.unique(clusters[:800], return_inverse=True)
    ref = sm.OLS(exact[:800], np.ones(800)).fit(cov_type="cluster", cov_kwds={"groups": codes}).bse[0]
    assert clu.ci_method == "cluster_normal"
    assert clu.cluster_stderr == pytest.approx(float(ref), abs=1e-9)
    assert clu.n_clusters == len(set(clusters[:800]))
    assert clu.ci_high - clu.ci_low == pytest.approx(2 * 1.959963984540054 * float(ref), abs=1e-9)


def test_wilson_leaves_non_binary_keys_on_the_bootstrap():
    rows = [{"id": i, "response": "red fox" if i % 2 else "red", "answer": "red fox"} for i in range(50)]
    s = evaluate(None, rows, evaluators=["answer_quality"], interval="wilson").summary()
    assert s.get("f1").ci_method == "bootstrap"
    assert s.get("exact_match").ci_method == "wilson"


def test_unknown_interval_is_a_clear_error():
    with pytest.raises(ValueError, match="interval must be one of bootstrap, wilson"):
        evaluate(None, [{"response": "x", "answer": "x"}], evaluators=["answer_quality"], interval="exact")


def test_summary_to_pandas_has_one_column_per_field():
    rows = [{"id": i, "response": "red", "answer": "red" if i % 3 else "blue"} for i in range(30)]
    s = evaluate(None, rows, evaluators=["answer_quality"]).summary()
    df = s.to_pandas()
    assert list(df.columns)[:4] == ["system", "dataset", "evaluator", "key"]
    assert {"std", "bootstrap_se", "cluster_stderr", "n_clusters", "ci_low"} <= set(df.columns)
    assert len(df) == len(s)
    row = df[df.key == "exact_match"].iloc[0]
    assert row["mean"] == pytest.approx(s.get("exact_match").mean)


def test_cli_run_takes_resamples_cluster_field_and_interval(tmp_path: Path):
    import os
    import subprocess
    import sys

    data = tmp_path / "d.jsonl"
    data.write_text(
        "".join(
            json.dumps({"id": i, "response": "x" if i % 3 else "y", "answer": "x", "passage": i // 5}) + "\n"
            for i in range(60)
        )
    )
    env = {**os.environ, "SCOREWIRE_LOAD_PLUGINS": "scorewire-answer-quality"}

    def run(*flags: str) -> dict:
        out = tmp_path / "-".join(flags or ("plain",))
        cmd = [sys.executable, "-m", "scorewire.cli", "run", str(data), "-o", str(out), "--progress", "off"]
        cmd += ["--evaluators", "answer_quality", *flags]
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
        assert proc.returncode == 0, proc.stderr
        doc = json.loads((out / "summary.json").read_text())
        return next(r for r in doc["summary"] if r["key"] == "exact_match")

    assert run("--resamples", "0")["ci_low"] is None
    assert run("--interval", "wilson")["ci_method"] == "wilson"
    clustered = run("--cluster-field", "passage")
    assert clustered["ci_method"] == "cluster_normal" and clustered["n_clusters"] == 12
    plain = run()
    assert plain["ci_method"] == "bootstrap" and plain["std"] > 0 and plain["bootstrap_se"] > 0
