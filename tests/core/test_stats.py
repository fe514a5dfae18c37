"""Statistics: checked against independent computations, not our own outputs."""

from __future__ import annotations

import random
import statistics
from array import array

import numpy as np
import pytest
from scorewire import CorpusScore, LabelReport, RatioOfSums, Scores, evaluate
from scorewire._stats import mean_stats, ratio_of_sums_stats


def test_mean_and_stderr_match_the_statistics_module():
    rng = random.Random(1)
    values = [rng.random() for _ in range(500)]
    res = mean_stats(values, seed=0, resamples=200)
    assert res.value == pytest.approx(statistics.fmean(values))
    assert res.stderr == pytest.approx(statistics.stdev(values) / len(values) ** 0.5)
    assert res.n == 500


def test_bootstrap_ci_is_seeded_and_brackets_the_mean():
    values = array("d", [float(i % 7 == 0) for i in range(1000)])
    a = mean_stats(values, seed=5)
    b = mean_stats(values, seed=5)
    c = mean_stats(values, seed=6)
    assert (a.ci_low, a.ci_high) == (b.ci_low, b.ci_high)
    assert (a.ci_low, a.ci_high) != (c.ci_low, c.ci_high)
    assert a.ci_low < a.value < a.ci_high
    # The normal-theory interval and the bootstrap agree for a binomial mean of n=1000.
    assert a.ci_low == pytest.approx(a.value - 1.96 * a.stderr, abs=0.006)
    assert a.ci_method == "bootstrap"


def test_multinomial_shortcut_matches_index_resampling():
    """Few distinct values use multinomial counts; the interval must match plain index resampling."""
    rng = np.random.default_rng(0)
    x = rng.integers(0, 3, size=2000).astype(float)
    fast = mean_stats(x, seed=1, resamples=4000)
    idx = np.random.default_rng(2).integers(0, x.size, size=(4000, x.size))
    lo, hi = np.percentile(x[idx].mean(axis=1), [2.5, 97.5])
    assert fast.ci_low == pytest.approx(lo, abs=0.01) and fast.ci_high == pytest.approx(hi, abs=0.01)


def test_continuous_values_use_index_resampling():
    x = np.random.default_rng(0).normal(size=5000)
    res = mean_stats(x, seed=0, resamples=500)
    assert res.ci_method == "bootstrap"
    assert res.ci_low == pytest.approx(res.value - 1.96 * res.stderr, abs=0.01)


def test_huge_continuous_input_falls_back_to_a_labelled_normal_interval(monkeypatch):
    import scorewire._stats as st

    monkeypatch.setattr(st, "MAX_BOOTSTRAP_WORK", 1000)
    x = np.random.default_rng(0).normal(size=5000)
    res = mean_stats(x, seed=0, resamples=500)
    assert res.ci_method == "normal"
    assert res.ci_high - res.value == pytest.approx(1.959963984540054 * res.stderr)


def test_single_value_has_no_stderr_or_ci():
    res = mean_stats([1.0])
    assert res.value == 1.0 and res.stderr is None and res.ci_low is None


def test_ratio_of_sums():
    num = [3, 0, 2, 1]
    den = [4, 1, 2, 3]
    res = ratio_of_sums_stats(num, den, seed=0, resamples=300)
    assert res.value == pytest.approx(6 / 10)
    assert res.ci_low <= res.value <= res.ci_high


class Instr:
    """A toy IFEval-like evaluator: per-row counts, run-level ratio of sums."""

    name = "instr"
    aggregations = (RatioOfSums("inst", "inst", "_total"),)

    def score(self, original, processed):
        return {
            "inst": original["ok"],
            "_total": original["total"],
            "prompt": float(original["ok"] == original["total"]),
        }


def test_declared_ratio_of_sums_replaces_the_mean_and_hides_statistics():
    data = [{"response": "", "ok": 1, "total": 1}, {"response": "", "ok": 0, "total": 3}]
    s = evaluate(dataset=data, evaluators=[Instr()]).summary()
    row = s.get("inst")
    assert row.aggregation == "ratio_of_sums" and row.value == pytest.approx(1 / 4)
    assert s.get("prompt").value == 0.5
    assert not [r for r in s if r.key == "_total"]


def test_corpus_score_from_summed_statistics():
    class Corpus:
        name = "corpus"
        aggregations = (CorpusScore("precision_corpus", ("_hit", "_len"), lambda s: s["_hit"] / s["_len"]),)

        def score(self, original, processed):
            words = processed["response"].split()
            return {
                "_hit": sum(w == "a" for w in words),
                "_len": len(words),
                "precision": sum(w == "a" for w in words) / len(words),
            }

    s = evaluate(dataset=[{"response": "a a b"}, {"response": "b"}], evaluators=[Corpus()]).summary()
    assert s.get("precision_corpus").value == pytest.approx(2 / 4)
    assert s.get("precision").value == pytest.approx((2 / 3 + 0) / 2)
    assert s.get("precision_corpus").extra["sums"] == {"_hit": 2.0, "_len": 4.0}


def test_label_report_macro_f1_and_confusion_matrix():
    class Label:
        name = "label"
        aggregations = (LabelReport(labels=("yes", "no")),)

        def score(self, original, processed):
            pred = processed["response"] if processed["response"] in ("yes", "no") else None
            return Scores(
                {"acc": pred == original["gold"]}, details={"gold_label": original["gold"], "predicted_label": pred}
            )

    data = [
        {"gold": "yes", "response": "yes"},
        {"gold": "yes", "response": "no"},
        {"gold": "no", "response": "no"},
        {"gold": "no", "response": "???"},
    ]
    row = evaluate(dataset=data, evaluators=[Label()]).summary().get("macro_f1")
    # yes: tp=1 fp=0 fn=1 -> f1=2/3; no: tp=1 fp=1 fn=1 -> f1=1/2
    assert row.value == pytest.approx((2 / 3 + 1 / 2) / 2)
    assert row.extra["confusion_matrix"] == {
        "yes": {"yes": 1, "no": 1, "(unparsed)": 0},
        "no": {"yes": 0, "no": 1, "(unparsed)": 1},
    }


def test_label_report_counts_labels_that_are_only_predicted_like_sklearn():
    sklearn = pytest.importorskip("sklearn.metrics", reason="scikit-learn is the reference for macro-F1")

    class Label:
        name = "label"
        aggregations = (LabelReport(labels=("a", "b")),)

        def score(self, original, processed):
            return Scores(
                {"acc": 0.0}, details={"gold_label": original["gold"], "predicted_label": processed["response"]}
            )

    gold = ["a", "a", "b", "b", "a"]
    pred = ["a", "c", "b", "a", "c"]
    data = [{"gold": g, "response": p} for g, p in zip(gold, pred, strict=True)]
    row = evaluate(dataset=data, evaluators=[Label()]).summary().get("macro_f1")
    assert row.value == pytest.approx(sklearn.f1_score(gold, pred, average="macro"))


def test_ratio_of_sums_with_many_distinct_pairs_uses_row_resampling():
    rng = np.random.default_rng(3)
    den = rng.integers(1, 10, size=6000).astype(float)
    num = den * rng.uniform(0.2, 0.8, size=6000)
    res = ratio_of_sums_stats(num, den, seed=1, resamples=400)
    assert res.ci_method == "bootstrap"
    assert res.value == pytest.approx(num.sum() / den.sum())
    assert res.ci_low < res.value < res.ci_high
    # The delta-method stderr and the bootstrap interval agree for a large sample.
    assert res.ci_high - res.ci_low == pytest.approx(2 * 1.96 * res.stderr, rel=0.2)
