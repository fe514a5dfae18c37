"""Worker-side result shards, resume, judge limits and Hugging Face datasets on a local 2-CPU Ray."""

from __future__ import annotations

import json
import os
import pickle
import sys
from pathlib import Path
from typing import Any

import pytest
import scorewire
from scorewire import _shards
from scorewire._store import RunStore

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning:ray.*")

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "judge"))

from test_ray_executor import _same_summary, _squad_rows  # noqa: E402


def _store_rows(folder: Path) -> dict[str, list[tuple[Any, ...]]]:
    store = RunStore(folder)
    try:  # every stored row, whatever the blocks they were written in
        rows = store.dump()
    finally:
        store.close()
    rows["responses"] = [(r[0], r[1], r[2], r[3], r[4], r[5]) for r in rows["responses"]]  # not latency, attempts
    return rows


def _count_driver_emits(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts rows the driver process folds one by one (workers are other processes: not counted)."""
    from scorewire._results import RowSink

    calls = [0]
    original = RowSink.emit

    def emit(self: Any, *args: Any, **kwargs: Any) -> None:
        calls[0] += 1
        original(self, *args, **kwargs)

    monkeypatch.setattr(RowSink, "emit", emit)
    return calls


@pytest.mark.parametrize("ship", [False, True], ids=["shared-disk", "shipped"])
def test_a_ray_run_folder_is_merged_from_worker_shards_identical_to_a_local_run(
    ray_cluster, shared_data, tmp_path, monkeypatch, ship
):
    from scorewire_ray import RayExecutor

    data = tmp_path / "squad.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in _squad_rows(shared_data, 3000)))
    kw: dict[str, Any] = {"evaluators": ["answer_quality", "bleu"], "progress": False, "seed": 3}
    local = scorewire.evaluate(dataset=str(data), output=tmp_path / "local", **kw)
    if ship:  # as on a cluster whose nodes do not share the driver's disk: shards come back as bytes
        monkeypatch.setattr(RayExecutor, "_one_node", staticmethod(lambda: False))
    executor = RayExecutor(block_size=400, num_actors=2)
    emits = _count_driver_emits(monkeypatch)
    other = scorewire.evaluate(dataset=str(data), output=tmp_path / "ray", executor=executor, **kw)
    assert executor.stats["sharded"] and executor.stats["shipped"] is ship and executor.stats["blocks"] == 8
    assert emits[0] == 0, "rows went through the driver one by one"
    for name in ("results.jsonl", "summary.md", "failure_analysis.json"):
        assert (tmp_path / "ray" / name).read_bytes() == (tmp_path / "local" / name).read_bytes(), name
    assert _store_rows(tmp_path / "ray") == _store_rows(tmp_path / "local")
    assert len(_store_rows(tmp_path / "ray")["scores"]) == 3000
    assert not (tmp_path / "ray" / ".shards").exists()
    _same_summary(local, other)
    assert other.metadata["evaluators"].keys() == local.metadata["evaluators"].keys()
    assert other.metadata["wiring"] == local.metadata["wiring"]


def test_in_memory_and_jsonl_runs_use_shards_too(ray_cluster, shared_data, tmp_path, monkeypatch):
    from scorewire_ray import RayExecutor

    rows = [{**r, "topic": i % 7} for i, r in enumerate(_squad_rows(shared_data, 1200))]
    kw: dict[str, Any] = {"evaluators": ["answer_quality"], "dataset_name": "probe", "cluster_field": "topic"}
    local = scorewire.evaluate(dataset=rows, output=tmp_path / "local.jsonl", **kw)
    local_mem = scorewire.evaluate(dataset=rows, **kw)
    emits = _count_driver_emits(monkeypatch)
    ex1, ex2 = RayExecutor(block_size=250), RayExecutor(block_size=250)
    other = scorewire.evaluate(dataset=rows, output=tmp_path / "ray.jsonl", executor=ex1, **kw)
    other_mem = scorewire.evaluate(dataset=rows, executor=ex2, **kw)
    assert emits[0] == 0 and ex1.stats["sharded"] and ex2.stats["sharded"]
    assert (tmp_path / "ray.jsonl").read_bytes() == (tmp_path / "local.jsonl").read_bytes()
    assert not list(tmp_path.glob(".*shards"))
    assert list(other_mem.rows) == list(local_mem.rows)
    _same_summary(local, other)
    _same_summary(local_mem, other_mem)
    # Clustered standard errors (clusters noted per block on the workers) are the local ones.
    assert other.summary().get("f1").cluster_stderr == pytest.approx(
        local.summary().get("f1").cluster_stderr, abs=1e-12
    )
    assert other.summary().get("f1").n_clusters == local.summary().get("f1").n_clusters == 7


def test_a_retried_block_publishes_one_shard(tmp_path):
    def build(text: str) -> Any:
        def write(tmp: Path) -> dict[str, Any]:
            (tmp / _shards.RESULTS).write_text(text)
            return {"count": 1}

        return write

    first = _shards.write_shard(tmp_path, 7, build("first\n"))
    # A second attempt of block 7 (the first one's actor died after publishing) keeps the first shard.
    again = _shards.write_shard(tmp_path, 7, build("second\n"))
    assert first == again == tmp_path / "block-000000007"
    assert (first / _shards.RESULTS).read_text() == "first\n"
    assert pickle.loads((first / _shards.PARTIAL).read_bytes()) == {"count": 1}

    def dies(tmp: Path) -> dict[str, Any]:
        (tmp / _shards.RESULTS).write_text("half")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        _shards.write_shard(tmp_path, 8, dies)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["block-000000007"]  # no half shard, no temporary


def _counting(name: str) -> Any:
    def score(original: dict[str, Any], processed: dict[str, Any]) -> dict[str, float]:
        with open(os.environ["SCOREWIRE_TEST_CALLS"], "a") as fh:
            fh.write(f"{name}\n")
        return {f"{name}_len": float(len(str(processed["response"])))}

    score.__name__ = name
    return score


class CountingSystem:
    """Echoes the gold answer; appends a line per call to the file the environment names."""

    name = "echo"

    def process(self, example: dict[str, Any]) -> dict[str, Any]:
        with open(os.environ["SCOREWIRE_TEST_CALLS"], "a") as fh:
            fh.write("system\n")
        return {"response": example["answer"][::-1] if len(example["answer"]) % 4 else example["answer"]}


def _calls(path: Path) -> dict[str, int]:
    out: dict[str, int] = {}
    for line in path.read_text().splitlines() if path.exists() else ():
        out[line] = out.get(line, 0) + 1
    path.unlink(missing_ok=True)
    return out


@pytest.mark.parametrize("with_system", [False, True], ids=["score-only", "system"])
def test_a_resumed_ray_run_reuses_stored_scores_and_responses(
    ray_cluster, shared_data, tmp_path, monkeypatch, with_system
):
    import ray.cloudpickle
    from scorewire_ray import RayExecutor

    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    calls = tmp_path / "calls.txt"
    monkeypatch.setenv("SCOREWIRE_TEST_CALLS", str(calls))
    ray_cluster.restart()  # actors inherit the variable: start them after it is set
    n = 900
    rows = _squad_rows(shared_data, n)
    systems = CountingSystem() if with_system else None
    first, second = _counting("first"), _counting("second")
    kw: dict[str, Any] = {"dataset_name": "squad", "progress": False}
    scorewire.evaluate(
        systems, rows, evaluators=[first], output=tmp_path / "ray", executor=RayExecutor(block_size=200), **kw
    )
    assert _calls(calls) == ({"first": n, "system": n} if with_system else {"first": n})
    # Same folder, one more evaluator: `first` is restored from the store, only `second` runs, and
    # no system is called again.
    resumed = scorewire.evaluate(
        systems, rows, evaluators=[first, second], output=tmp_path / "ray", executor=RayExecutor(block_size=200), **kw
    )
    assert resumed.metadata["resumed"]
    assert _calls(calls) == {"second": n}
    # The same two runs locally give the same folder.
    scorewire.evaluate(systems, rows, evaluators=[first], output=tmp_path / "local", **kw)
    local = scorewire.evaluate(systems, rows, evaluators=[first, second], output=tmp_path / "local", **kw)
    _calls(calls)
    strip = lambda rs: [{k: v for k, v in r.items() if k != "latency"} for r in rs]  # noqa: E731
    assert strip(resumed.rows) == strip(local.rows)
    assert _store_rows(tmp_path / "ray")["scores"] == _store_rows(tmp_path / "local")["scores"]
    _same_summary(local, resumed)


def test_judge_calls_keep_their_limit_across_actors(ray_cluster, shared_data):
    from fake_judge import Answer, FakeJudge
    from scorewire_judge import JudgeGrade
    from scorewire_ray import RayExecutor

    rows = [
        {"id": f"q{i}", "question": f"Q-{i}", "answer": r["answer"], "response": r["response"]}
        for i, r in enumerate(_squad_rows(shared_data, 48))
    ]

    def respond(body: dict[str, Any], index: int) -> Answer:
        text = body["messages"][-1]["content"]
        grade = "C" if sum(map(ord, text)) % 3 else "I"
        return Answer(
            {"choices": [{"message": {"role": "assistant", "content": f"GRADE: {grade}"}, "finish_reason": "stop"}]},
            delay=0.05,
        )

    with FakeJudge(respond) as server:
        judge = JudgeGrade(base_url=server.url, model="j", max_concurrency=3)
        local = scorewire.evaluate(
            dataset=rows, evaluators=[JudgeGrade(base_url=server.url, model="j", max_concurrency=3)], max_concurrency=16
        )
        local_peak = server.max_in_flight
        server.max_in_flight = 0
        executor = RayExecutor(block_size=6, num_actors=2)
        other = scorewire.evaluate(dataset=rows, evaluators=[judge], max_concurrency=16, executor=executor)
        assert len(server.requests) == 2 * len(rows)
    # Each actor's client allows 3; two actors would put 6 in flight. The limit holds cluster-wide.
    assert executor.stats["peak_requests"] == {f"{server.url}/chat/completions": 3}
    assert server.max_in_flight <= 3 and local_peak == 3
    # Details carry each request's measured latency: compare the scores.
    scores = lambda rs: [(r["index"], r["scores"], r["errors"]) for r in rs]  # noqa: E731
    assert scores(other.rows) == scores(local.rows)
    _same_summary(local, other)


def test_a_hugging_face_dataset_on_disk_is_read_by_the_workers(ray_cluster, shared_data, tmp_path, monkeypatch):
    datasets = pytest.importorskip("datasets")
    from scorewire_ray import RayExecutor

    rows = _squad_rows(shared_data, 2500)
    for r in rows:
        r.pop("id", None)  # default ids from positions: each block must know where it starts
    datasets.Dataset.from_list(rows).save_to_disk(str(tmp_path / "hf"), max_shard_size="60KB")
    ds = datasets.load_from_disk(str(tmp_path / "hf"))
    assert len(ds.cache_files) > 1
    # (No adapter: "squad" would convert rows on the driver, where rows may be dropped.)
    kw: dict[str, Any] = {"evaluators": ["answer_quality"], "dataset_name": "probe"}
    local = scorewire.evaluate(dataset=ds, output=tmp_path / "local", **kw)

    def no_driver_reads(*_: Any, **__: Any) -> Any:
        raise AssertionError("the driver read the dataset's rows")

    monkeypatch.setattr(datasets.Dataset, "__iter__", no_driver_reads)
    monkeypatch.setattr(datasets.Dataset, "__getitem__", no_driver_reads)
    executor = RayExecutor(block_size=300, num_actors=2)
    other = scorewire.evaluate(dataset=ds, output=tmp_path / "ray", executor=executor, **kw)
    assert executor.stats["blocks"] == sum(-(-n // 300) for n in _file_rows(ds))
    assert (tmp_path / "ray" / "results.jsonl").read_bytes() == (tmp_path / "local" / "results.jsonl").read_bytes()
    _same_summary(local, other)
    monkeypatch.undo()
    # A dataset whose rows are not its files' rows as stored (a selection) is read by the driver.
    picked = ds.select(range(0, 2500, 7))
    assert list(scorewire.evaluate(dataset=picked, executor="ray", **kw).rows) == list(
        scorewire.evaluate(dataset=picked, **kw).rows
    )


def _file_rows(ds: Any) -> list[int]:
    from scorewire_ray._blocks import _arrow_files

    files = _arrow_files(ds)
    assert files is not None
    return [n for _, n in files]
