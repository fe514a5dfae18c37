"""scorewire compare: paired statistics on real GSM8K solutions, checked against statsmodels / scipy."""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from scorewire._compare import compare_key, compare_runs, comparison_from_dict, paired_permutation_pvalue

sm_tables = pytest.importorskip("statsmodels.stats.contingency_tables")
scipy_stats = pytest.importorskip("scipy.stats")

CLI = [sys.executable, "-m", "scorewire.cli"]
ENV = {**os.environ, "SCOREWIRE_LOAD_PLUGINS": "scorewire-math,scorewire-answer-quality"}
SYSTEMS = ("6b_finetuning", "175b_verification")


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *args], capture_output=True, text=True, env=ENV, check=False)


@functools.cache
def _solutions(path: Path) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        out.setdefault(r["system"], []).append(
            {
                "id": r["index"],
                "dataset": "gsm8k",
                "question": r["question"],
                # These solutions end in "A: N" (not "#### N"); the gold number is the last line's.
                "answer": r["ground_truth"].rsplit("A:", 1)[1].strip(),
                "response": r["solution"],
            }
        )
    return out


@pytest.fixture
def gsm8k_runs(shared_data: Path, tmp_path: Path) -> dict[str, Path]:
    """Two real run folders: each system's labelled GSM8K solutions scored by `scorewire run`."""
    sols = _solutions(shared_data / "gsm8k" / "model_solutions_with_reference_labels.dev.jsonl")
    runs = {}
    for system in SYSTEMS:
        data = tmp_path / f"{system}.jsonl"
        data.write_text("".join(json.dumps(r) + "\n" for r in sols[system]))
        proc = cli("run", str(data), "--output", str(tmp_path / system), "--progress", "off")
        assert proc.returncode == 0, proc.stderr
        runs[system] = tmp_path / system
    return runs


def _scores(run: Path) -> dict[int, float]:
    rows = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]
    return {r["id"]: r["scores"]["math_equivalence"]["math_equiv"] for r in rows}


def test_mcnemar_p_value_on_real_gsm8k_runs_equals_statsmodels(gsm8k_runs):
    base, new = _scores(gsm8k_runs[SYSTEMS[0]]), _scores(gsm8k_runs[SYSTEMS[1]])
    ids = sorted(base)
    x, y = np.array([base[i] for i in ids]), np.array([new[i] for i in ids])
    table = [[int(((x == 1) & (y == 1)).sum()), int(((x == 1) & (y == 0)).sum())],
             [int(((x == 0) & (y == 1)).sum()), int(((x == 0) & (y == 0)).sum())]]  # fmt: skip
    ref = sm_tables.mcnemar(table, exact=True).pvalue
    cmp = compare_runs(gsm8k_runs[SYSTEMS[0]], gsm8k_runs[SYSTEMS[1]], seed=7)
    [k] = cmp.runs[0].keys
    assert (k.dataset, k.evaluator, k.key, k.n, k.test) == (
        "gsm8k",
        "math_equivalence",
        "math_equiv",
        1319,
        "mcnemar_exact",
    )
    assert k.discordant == {"b": table[0][1], "c": table[1][0]}
    assert k.p_value == pytest.approx(ref, rel=1e-9, abs=1e-300)
    assert k.diff == pytest.approx(y.mean() - x.mean(), abs=1e-12)
    assert k.ci_low < k.diff < k.ci_high
    assert k.improvement and not k.regression
    # The scored labels agree with OpenAI's own labels on these solutions, so the runs are what we think.
    assert 0.15 < x.mean() < 0.3 and 0.5 < y.mean() < 0.62


def test_mcnemar_on_a_subset_with_a_moderate_p_value(gsm8k_runs):
    """A slice where the difference is not overwhelming: the p-value still equals statsmodels'."""
    base, new = _scores(gsm8k_runs[SYSTEMS[0]]), _scores(gsm8k_runs[SYSTEMS[1]])
    ids = sorted(base)[:40]
    x, y = np.array([base[i] for i in ids]), np.array([new[i] for i in ids])
    res = compare_key(x, y, seed=0)
    b, c = int(((x == 1) & (y == 0)).sum()), int(((x == 0) & (y == 1)).sum())
    ref = sm_tables.mcnemar([[0, b], [c, 0]], exact=True).pvalue
    assert res["p_value"] == pytest.approx(ref, abs=1e-9)
    assert 1e-6 < ref < 1


def test_gate_exits_1_when_new_is_worse_and_0_when_better_or_identical(gsm8k_runs, tmp_path: Path):
    weak, strong = gsm8k_runs[SYSTEMS[0]], gsm8k_runs[SYSTEMS[1]]
    worse = cli("compare", str(strong), str(weak), "--fail-on-regression", "-o", str(tmp_path / "w.json"))
    assert worse.returncode == 1, worse.stdout + worse.stderr
    assert "REGRESSION" in worse.stdout and "regression: gsm8k/math_equivalence.math_equiv" in worse.stderr
    better = cli("compare", str(weak), str(strong), "--fail-on-regression", "-o", str(tmp_path / "b.json"))
    assert better.returncode == 0, better.stderr
    same = cli("compare", str(strong), str(strong), "--fail-on-regression", "-o", str(tmp_path / "s.json"))
    assert same.returncode == 0, same.stderr
    doc = json.loads((tmp_path / "s.json").read_text())
    [k] = doc["comparisons"][0]["keys"]
    assert k["p_value"] == 1.0 and k["diff"] == 0.0 and doc["regressed"] is False
    # Without the flag the command reports but does not gate.
    assert cli("compare", str(strong), str(weak), "-o", str(tmp_path / "x.json")).returncode == 0


def test_min_delta_and_alpha_decide_the_gate(gsm8k_runs, tmp_path: Path):
    weak, strong = gsm8k_runs[SYSTEMS[0]], gsm8k_runs[SYSTEMS[1]]
    # The drop is about 0.35: a minimum delta of 0.5 lets it through, 0.3 does not.
    assert cli("compare", str(strong), str(weak), "--fail-on-regression", "--min-delta", "0.5",
               "-o", str(tmp_path / "a.json")).returncode == 0  # fmt: skip
    assert cli("compare", str(strong), str(weak), "--fail-on-regression", "--min-delta", "0.3",
               "-o", str(tmp_path / "b.json")).returncode == 1  # fmt: skip
    bad = cli("compare", str(strong), str(weak), "--alpha", "1.5")
    assert bad.returncode == 2 and "--alpha" in bad.stderr


def test_compare_json_is_written_next_to_new_by_default_and_round_trips(gsm8k_runs):
    weak, strong = gsm8k_runs[SYSTEMS[0]], gsm8k_runs[SYSTEMS[1]]
    assert cli("compare", str(weak), str(strong)).returncode == 0
    doc = json.loads((strong / "compare.json").read_text())
    again = comparison_from_dict(doc)
    assert again.to_dict() == doc


def test_examples_in_only_one_run_are_counted_not_dropped(gsm8k_runs, tmp_path: Path):
    base = gsm8k_runs[SYSTEMS[0]]
    new = tmp_path / "partial"
    new.mkdir()
    lines = (gsm8k_runs[SYSTEMS[1]] / "results.jsonl").read_text().splitlines()
    kept = lines[100:]  # NEW lacks the first 100 examples...
    extra = [json.loads(x) for x in lines[:3]]
    for i, r in enumerate(extra):  # ...and has 3 examples BASE does not have
        r["id"] = f"extra-{i}"
    (new / "results.jsonl").write_text("\n".join(kept + [json.dumps(r) for r in extra]) + "\n")
    cmp = compare_runs(base, new)
    assert cmp.runs[0].examples == {"gsm8k": {"paired": 1219, "only_base": 100, "only_new": 3}}
    assert cmp.runs[0].keys[0].n == 1219
    text = cmp.to_text()
    assert "only in BASE: 100, only in NEW: 3 (not compared)" in text


def test_a_score_missing_on_one_side_of_a_pair_is_counted(tmp_path: Path):
    def write(folder: Path, rows: list[dict]) -> Path:
        folder.mkdir()
        (folder / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
        return folder

    def row(i: int, scores: dict) -> dict:
        return {"index": i, "id": i, "dataset": "d", "system": "s", "response": "r", "scores": {"ev": scores},
                "details": {}, "errors": []}  # fmt: skip

    base = write(tmp_path / "a", [row(i, {"acc": 1.0}) for i in range(10)])
    new = write(tmp_path / "b", [row(i, {"acc": 1.0} if i < 8 else {}) for i in range(10)])
    [k] = compare_runs(base, new).runs[0].keys
    assert (k.n, k.only_base, k.only_new) == (8, 2, 0)


def test_permutation_test_equals_scipy_exact_on_real_non_binary_scores(shared_data: Path):
    rows = [
        json.loads(line)
        for line in (shared_data / "squad" / "answer_pairs_with_official_scores.dev.jsonl").read_text().splitlines()
    ]
    exact = np.array([float(r["official_exact"]) for r in rows])
    f1 = np.array([float(r["official_f1"]) for r in rows])
    partial = np.flatnonzero(exact != f1)
    for start in (0, 30, 200):
        idx = np.concatenate(
            [partial[start : start + 12], np.flatnonzero(exact == f1)[:2]]
        )  # 12 non-zero differences + 2 ties
        x, y = exact[idx], f1[idx]

        def mean_diff(a, b, axis=-1):
            return np.mean(b - a, axis=axis)

        ref = scipy_stats.permutation_test((x, y), mean_diff, permutation_type="samples", n_resamples=np.inf)
        assert paired_permutation_pvalue(y - x) == pytest.approx(ref.pvalue, abs=1e-9)
        assert compare_key(x, y)["test"] == "permutation"


def test_permutation_test_monte_carlo_agrees_with_scipy_on_real_scores(shared_data: Path):
    rows = [
        json.loads(line)
        for line in (shared_data / "squad" / "answer_pairs_with_official_scores.dev.jsonl").read_text().splitlines()
    ]
    f1 = np.array([float(r["official_f1"]) for r in rows])
    # Two "systems": the real F1, and the same F1 with a tenth of the rows' answers spoiled.
    spoiled = f1.copy()
    rng = np.random.default_rng(3)
    hit = rng.choice(f1.size, size=300, replace=False)
    spoiled[hit] *= rng.uniform(0.9, 1.0, size=300)
    x, y = f1[:4000], spoiled[:4000]

    def mean_diff(a, b, axis=-1):
        return np.mean(b - a, axis=axis)

    ref = scipy_stats.permutation_test((x, y), mean_diff, permutation_type="samples", n_resamples=9999, rng=1)
    ours = paired_permutation_pvalue(y - x, seed=2, resamples=9999)
    assert ours == pytest.approx(ref.pvalue, abs=0.02)
    assert paired_permutation_pvalue(y - x, seed=2, resamples=9999) == ours  # seeded


def test_mde_shrinks_with_the_number_of_pairs():
    rng = np.random.default_rng(0)
    base = rng.integers(0, 2, size=4000).astype(float)
    new = np.where(rng.random(4000) < 0.1, 1 - base, base)
    small = compare_key(base[:400], new[:400])["mde"]
    large = compare_key(base, new)["mde"]
    assert large == pytest.approx(small / np.sqrt(10), rel=0.25)
    d = new - base
    assert large == pytest.approx((1.959963984540054 + 0.8416212335729143) * d.std(ddof=1) / np.sqrt(d.size), rel=1e-9)


def test_not_a_run_folder_is_a_usage_error(tmp_path: Path):
    proc = cli("compare", str(tmp_path), str(tmp_path))
    assert proc.returncode == 2
    assert "has no results.jsonl" in proc.stderr
