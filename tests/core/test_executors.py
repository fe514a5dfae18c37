"""The executor seam: executors from plugins give the rows and summary of the local runner."""

from __future__ import annotations

import math
import random
import types
from typing import Any, ClassVar

import pytest
import scorewire
from scorewire import BlockScorer, PluginLoadError, PluginRegistry, UnknownExecutorError, hookimpl


class BlockwiseExecutor:
    """Scores blocks with BlockScorer, the blocks in a shuffled order, and emits in input order."""

    name = "blockwise"
    instances: ClassVar[list[BlockwiseExecutor]] = []

    def __init__(self, block_size: int = 7, seed: int = 0) -> None:
        self.block_size = block_size
        self.seed = seed
        self.blocks = 0
        BlockwiseExecutor.instances.append(self)

    async def run(self, job: Any) -> None:
        examples = list(job.examples())
        starts = list(range(0, len(examples), self.block_size))
        random.Random(self.seed).shuffle(starts)
        done = {}
        scorer = BlockScorer(job.plan)
        for start in starts:
            done[start] = await scorer.ascore(examples[start : start + self.block_size], start)
            self.blocks += 1
        for start in sorted(done):
            for row in done[start]:
                job.emit(row, examples[row["index"]])


@hookimpl
def scorewire_register_executors():
    return [BlockwiseExecutor]


def _registry() -> PluginRegistry:
    # Installed plugins except scorewire-ray: these tests are about the seam, not Ray.
    reg = PluginRegistry(env={"SCOREWIRE_DISABLE_PLUGINS": "scorewire-ray"})
    reg.register(types.SimpleNamespace(scorewire_register_executors=scorewire_register_executors), "blockwise-plugin")
    return reg


def _data(n: int = 50) -> list[dict[str, Any]]:
    rng = random.Random(3)
    rows = []
    for i in range(n):
        answer = rng.choice(["Paris", "the red fox", "1912", "blue whale"])
        response = rng.choice([answer, answer.upper(), "no idea", f"it is {answer}"])
        row = {"question": f"q{i}", "answer": answer, "response": response, "category": rng.choice("ab")}
        if i % 5:
            row["id"] = f"x{i}"  # some rows get their default id from their position
        rows.append(row)
    return rows


def _same_summary(a: Any, b: Any) -> None:
    da, db = a.summary().to_dicts(), b.summary().to_dicts()
    assert len(da) == len(db) > 0
    for x, y in zip(da, db, strict=True):
        for k in x:
            if isinstance(x[k], float):
                assert math.isclose(x[k], y[k], abs_tol=1e-9) or (math.isnan(x[k]) and math.isnan(y[k])), (k, x, y)
            else:
                assert x[k] == y[k], (k, x, y)


def test_a_plugin_executor_gives_the_rows_and_summary_of_the_local_runner():
    reg = _registry()
    kw = {"dataset_name": "qa", "evaluators": ["answer_quality"], "registry": reg, "cluster_field": "category"}
    local = scorewire.evaluate(dataset=_data(), **kw)
    other = scorewire.evaluate(dataset=_data(), executor="blockwise", executor_options={"block_size": 4}, **kw)
    assert BlockwiseExecutor.instances[-1].block_size == 4 and BlockwiseExecutor.instances[-1].blocks == 13
    assert list(other.rows) == list(local.rows)
    assert [r["id"] for r in other.rows][:2] == ["qa-0", "x1"]
    _same_summary(local, other)
    assert other.metadata["evaluators"] == local.metadata["evaluators"]


def test_systems_and_epochs_through_an_executor():
    reg = _registry()

    def echo(example):
        return {"response": example["answer"] if example["epoch"] % 2 else "wrong"}

    kw = {"dataset_name": "qa", "registry": reg, "epochs": 3, "reducers": ["mean", "pass_at_2"]}
    local = scorewire.evaluate(echo, _data(20), evaluators=["answer_quality"], **kw)
    other = scorewire.evaluate(echo, _data(20), evaluators=["answer_quality"], executor="blockwise", **kw)
    strip = lambda rows: [{k: v for k, v in r.items() if k != "latency"} for r in rows]  # noqa: E731
    assert strip(other.rows) == strip(local.rows)
    assert [r["index"] for r in other.rows][:7] == [0, 0, 0, 1, 1, 1, 2]
    _same_summary(local, other)


def test_the_executors_table_and_unknown_names():
    reg = _registry()
    assert set(reg.executors()) == {"local", "blockwise"}
    assert reg.plugins["blockwise-plugin"].executors == ["blockwise"]
    with pytest.raises(UnknownExecutorError, match=r"no executor named 'ray' \(pip install scorewire-ray\)"):
        scorewire.evaluate(dataset=_data(3), evaluators=["answer_quality"], executor="ray", registry=reg)
    with pytest.raises(TypeError, match="local executor takes no options"):
        scorewire.evaluate(dataset=_data(3), evaluators=["answer_quality"], executor_options={"address": "x"})


@pytest.mark.parametrize(
    ("returned", "message"),
    [
        ([object()], "not a class with a string 'name'"),
        ([type("L", (), {"name": "local", "run": lambda self, job: None})], "is the built-in executor"),
        ([BlockwiseExecutor, BlockwiseExecutor], "already registered"),
    ],
)
def test_bad_executor_registrations_name_the_plugin(returned, message):
    reg = PluginRegistry(entry_points=[])
    plugin = types.SimpleNamespace(scorewire_register_executors=hookimpl(lambda: returned))
    with pytest.raises(PluginLoadError, match=message):
        reg.register(plugin, "bad-plugin")
    assert "bad-plugin" not in reg.plugins


def _store_rows(folder: Any) -> list[Any]:
    from scorewire._store import RunStore

    store = RunStore(folder)
    try:  # every stored row, whatever the blocks they were written in
        return [(t, sorted(map(repr, rows))) for t, rows in sorted(store.dump().items())]
    finally:
        store.close()


@pytest.mark.parametrize("systems", [False, True])
def test_a_run_folder_written_through_an_executor_equals_the_local_one(tmp_path, systems):
    reg = _registry()

    def echo(example):
        return {"response": example["answer"] if example["epoch"] % 2 else "wrong"}

    kw: dict[str, Any] = {"dataset_name": "qa", "registry": reg, "evaluators": ["answer_quality"]}
    if systems:
        kw.update(systems=[echo], epochs=2)
    data = _data(30)
    for row in data:
        row.pop("latency", None)
    local = scorewire.evaluate(dataset=data, output=tmp_path / "local", **kw)
    other = scorewire.evaluate(dataset=data, output=tmp_path / "other", executor="blockwise", **kw)
    _same_summary(local, other)
    if not systems:  # system rows carry measured latencies
        assert (tmp_path / "other" / "results.jsonl").read_bytes() == (
            tmp_path / "local" / "results.jsonl"
        ).read_bytes()
    store_local, store_other = _store_rows(tmp_path / "local"), _store_rows(tmp_path / "other")
    if systems:
        # Latencies differ run to run; everything else in the store is the same.
        assert [t for t, _ in store_local] == [t for t, _ in store_other]
        assert [len(r) for _, r in store_local] == [len(r) for _, r in store_other]
    else:
        assert store_local == store_other
    # A resumed executor run is complete at once and gives the same summary.
    again = scorewire.evaluate(dataset=data, output=tmp_path / "other", executor="blockwise", **kw)
    _same_summary(local, again)


def test_cli_executor_flags_are_checked(tmp_path, capsys):
    from scorewire.cli import main

    data = tmp_path / "d.jsonl"
    data.write_text('{"answer": "a", "response": "a"}\n')
    assert main(["run", str(data), "-o", str(tmp_path / "o1"), "--executor", "nope", "--progress", "off"]) == 2
    assert "no executor named 'nope'" in capsys.readouterr().err
    assert main(["run", str(data), "-o", str(tmp_path / "o2"), "--ray-address", "auto", "--progress", "off"]) == 2
    assert "--ray-address goes with --executor ray" in capsys.readouterr().err
