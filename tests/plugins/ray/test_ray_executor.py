"""The ray executor on a local 2-CPU Ray: same rows and same summary as the local executor."""

from __future__ import annotations

import json
import math
import os
import sys
import time
from pathlib import Path
from typing import Any

import pytest
import scorewire
from scorewire import Metric

# Ray Data warns about its own deprecated settings when it builds its context.
pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning:ray.*")


def _same_summary(local: Any, other: Any) -> int:
    """Every number of both summaries equal to 1e-9; returns how many numbers were compared."""
    a, b = local.summary().to_dicts(), other.summary().to_dicts()
    assert len(a) == len(b) > 0
    compared = 0

    def same(x: Any, y: Any, where: str) -> None:
        nonlocal compared
        if isinstance(x, dict):
            assert isinstance(y, dict) and x.keys() == y.keys(), where
            for k in x:
                same(x[k], y[k], f"{where}.{k}")
        elif isinstance(x, float):
            compared += 1
            assert isinstance(y, float) and (
                math.isclose(x, y, rel_tol=0, abs_tol=1e-9) or (math.isnan(x) and math.isnan(y))
            ), (
                where,
                x,
                y,
            )
        else:
            assert x == y, (where, x, y)

    for i, (x, y) in enumerate(zip(a, b, strict=True)):
        same(x, y, f"summary[{i}]")
    s1, s2 = local.summary(), other.summary()
    assert (s1.n_rows, s1.n_errors, s1.error_types) == (s2.n_rows, s2.n_errors, s2.error_types)
    return compared


def _squad_rows(shared_data: Path, n: int) -> list[dict[str, Any]]:
    """``n`` real SQuAD v1.1 dev answer pairs: each pair both ways (either system as the gold)."""
    path = shared_data / "squad" / "answer_pairs_with_official_scores.dev.jsonl"
    pairs = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    rows = []
    for flip in (False, True):
        for i, p in enumerate(pairs):
            gold, pred = (p["prediction"], p["gold"]) if flip else (p["gold"], p["prediction"])
            row = {"answer": gold, "response": pred, "category": "swapped" if flip else "as-given"}
            if i % 10:
                row["id"] = f"{p['id']}-{int(flip)}"  # every 10th row gets its id from its position
            rows.append(row)
    assert len(rows) >= n
    return rows[:n]


def test_20k_squad_pairs_give_identical_rows_and_summaries_under_both_executors(ray_cluster, shared_data, tmp_path):
    data = tmp_path / "squad.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in _squad_rows(shared_data, 20_000)))
    kw: dict[str, Any] = {
        "evaluators": ["answer_quality", "bleu"],  # bleu: a corpus score from summed statistics
        "metrics": {"answer_quality": [Metric("f1_median", "f1", lambda v: sorted(v)[len(v) // 2])]},
        "seed": 7,
    }
    local = scorewire.evaluate(dataset=str(data), output=tmp_path / "local.jsonl", **kw)
    executor_options = {"block_size": 1500, "num_actors": 2}
    other = scorewire.evaluate(
        dataset=str(data), output=tmp_path / "ray.jsonl", executor="ray", executor_options=executor_options, **kw
    )
    # Same rows, in the same order, byte for byte.
    assert (tmp_path / "ray.jsonl").read_bytes() == (tmp_path / "local.jsonl").read_bytes()
    rows = list(other.rows)
    assert len(rows) == 20_000 and [r["index"] for r in rows] == list(range(20_000))
    assert rows[0]["id"] == "squad-0" and rows[1]["id"].endswith("-0")
    compared = _same_summary(local, other)
    summary = other.summary()
    # Means, stderrs and bootstrap CIs per category, the corpus BLEU and the user metric are all there.
    assert summary.get("f1", category="swapped").ci_low is not None
    assert summary.get("bleu_corpus", aggregation="corpus").n == 20_000
    assert summary.get("f1_median", aggregation="metric").n == 20_000
    assert compared > 50


def test_label_report_agrees_across_executors(ray_cluster, shared_data):
    # A label report (macro-F1, confusion matrix) from a custom evaluator over real answer pairs.
    labels = ["entailment", "neutral", "contradiction"]

    class Label:
        name = "label_probe"
        aggregations = (scorewire.LabelReport("macro_f1", labels=labels),)

        def score(self, original: Any, processed: Any) -> Any:
            gold = labels[len(str(original["answer"])) % 3]
            pred = labels[len(str(processed["response"])) % 3] if len(str(processed["response"])) % 5 else None
            return scorewire.Scores({"hit": float(gold == pred)}, details={"gold_label": gold, "predicted_label": pred})

    import ray.cloudpickle

    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    rows = _squad_rows(shared_data, 3000)
    kw: dict[str, Any] = {"evaluators": [Label], "dataset_name": "probe"}
    local = scorewire.evaluate(dataset=rows, **kw)
    other = scorewire.evaluate(dataset=rows, executor="ray", executor_options={"block_size": 400}, **kw)
    assert list(other.rows) == list(local.rows)
    _same_summary(local, other)
    assert other.summary().get("macro_f1").extra["confusion_matrix"]


def kill_once(original: dict[str, Any], processed: dict[str, Any]) -> dict[str, float]:
    """Kills its own process the first time it meets the marked example (the marker file says so)."""
    marker = Path(os.environ["SCOREWIRE_TEST_KILL_MARKER"])
    if original.get("id") == os.environ["SCOREWIRE_TEST_KILL_ID"]:
        try:
            with open(marker, "x") as fh:
                fh.write(str(os.getpid()))
        except FileExistsError:
            pass
        else:
            os._exit(1)  # the actor dies mid-block, without cleanup
    return {"length": float(len(processed["response"]))}


def test_an_actor_killed_mid_run_loses_and_duplicates_no_row(ray_cluster, shared_data, tmp_path, monkeypatch):
    import ray.cloudpickle

    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    rows = _squad_rows(shared_data, 6000)
    victim = rows[3333]["id"]
    marker = tmp_path / "killed.pid"
    # Actors are started after this, so they inherit the variables.
    monkeypatch.setenv("SCOREWIRE_TEST_KILL_MARKER", str(marker))
    monkeypatch.setenv("SCOREWIRE_TEST_KILL_ID", victim)
    ray_cluster.restart()
    kw: dict[str, Any] = {"evaluators": [kill_once, "answer_quality"], "dataset_name": "squad"}
    started = time.time()
    other = scorewire.evaluate(dataset=rows, executor="ray", executor_options={"block_size": 500}, **kw)
    assert marker.exists(), "no actor was killed: the test proved nothing"
    killed_pid = int(marker.read_text())
    assert killed_pid != os.getpid()
    local = scorewire.evaluate(dataset=rows, **kw)  # the marker exists: nothing dies here
    got = list(other.rows)
    assert [r["index"] for r in got] == list(range(6000))
    assert len({r["id"] for r in got}) == 6000
    assert got == list(local.rows)
    assert not any(r["errors"] for r in got)
    _same_summary(local, other)
    assert time.time() - started < 600


def test_report_compare_and_rescore_work_on_a_ray_run_folder(ray_cluster, shared_data, tmp_path):
    from scorewire.cli import main

    data = tmp_path / "squad.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in _squad_rows(shared_data, 2000)))
    kw: dict[str, Any] = {"evaluators": ["answer_quality"], "progress": False}
    local = scorewire.evaluate(dataset=str(data), output=tmp_path / "local", **kw)
    other = scorewire.evaluate(
        dataset=str(data), output=tmp_path / "ray", executor="ray", executor_options={"block_size": 300}, **kw
    )
    _same_summary(local, other)
    for name in ("results.jsonl", "summary.md"):
        assert (tmp_path / "ray" / name).read_bytes() == (tmp_path / "local" / name).read_bytes(), name
    # The run store of the Ray run serves rescore: same scores from the stored responses.
    again = scorewire.rescore(tmp_path / "ray", progress=False)
    _same_summary(local, again)
    assert main(["compare", str(tmp_path / "local"), str(tmp_path / "ray"), "--fail-on-regression"]) == 0
    assert main(["report", str(tmp_path / "ray"), str(tmp_path / "local")]) == 0
    assert (tmp_path / "ray" / "report.html").stat().st_size > 1000


class SlowEcho:
    """A system of one endpoint allowing 2 calls at once: echoes the gold answer after a pause."""

    name = "slow-echo"
    base_url = "http://127.0.0.1:9/v1"  # never contacted: it is the endpoint's key
    max_concurrency = 2

    async def process(self, example: dict[str, Any]) -> dict[str, Any]:
        import asyncio

        await asyncio.sleep(0.01)
        return {"response": example["answer"] if len(example["answer"]) % 3 else "no idea"}


def test_system_calls_keep_the_endpoint_limit_across_the_cluster(ray_cluster, shared_data):
    import ray.cloudpickle
    from scorewire_ray import RayExecutor

    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    rows = _squad_rows(shared_data, 400)
    kw: dict[str, Any] = {"evaluators": ["answer_quality"], "dataset_name": "squad", "max_concurrency": 16}
    local = scorewire.evaluate(SlowEcho(), rows, **kw)
    executor = RayExecutor(block_size=50, num_actors=2)
    other = scorewire.evaluate(SlowEcho(), rows, executor=executor, **kw)
    # Two actors with 16 calls in flight each would make 32; the endpoint allows 2 cluster-wide.
    assert executor.stats["peak_in_flight"] == {"http://127.0.0.1:9/v1": 2}
    strip = lambda rs: [{k: v for k, v in r.items() if k != "latency"} for r in rs]  # noqa: E731
    assert strip(other.rows) == strip(local.rows)
    _same_summary(local, other)
