"""Result shards (scorewire._shards): a block scored into a shard and merged equals the local run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import scorewire
from scorewire import BlockScorer, ScoringPlan
from scorewire._results import RowSink, SummaryBuilder
from scorewire._runfolder import RunFolder
from scorewire._shards import ShardRun, ShardSpec
from scorewire._store import instance_options, options_hash
from scorewire.failures import FailureAnalysis


class _Quiet:
    def update(self, n: int = 1) -> None:
        pass


def length(original: dict[str, Any], processed: dict[str, Any]) -> dict[str, float]:
    if processed["response"] == "boom":
        raise ValueError("boom row")
    return {"chars": float(len(processed["response"])), "long": float(len(processed["response"]) > 5)}


def _rows(n: int) -> list[dict[str, Any]]:
    words = ["", "a", "bb", "ccc dd", "boom", "I cannot help with that", "eeee ffff g"]
    return [{"response": words[i % 7], "answer": "x", "category": "ab"[i % 2], "dataset": "t"} for i in range(n)]


def test_blocks_scored_into_shards_and_merged_in_order_give_the_local_run_folder(tmp_path: Path) -> None:
    rows = _rows(700)
    for i, r in enumerate(rows):
        r["id"] = f"t-{i}"
    local = scorewire.evaluate(dataset=rows, evaluators=[length], output=tmp_path / "local", progress=False)
    # The same run with blocks of 64 scored into shards out of order, merged in block order.
    builder = SummaryBuilder(seed=0)
    folder = RunFolder(tmp_path / "sharded")
    sink = RowSink(builder, output=folder.folder / "results.jsonl", keep_rows=False)
    sink.analysis = FailureAnalysis(count_rows=False)
    scorer = BlockScorer(ScoringPlan(evaluators=[length]))
    spec = ShardSpec(builder=builder, run_folder=True, results=True, keep_rows=False)
    starts = list(range(0, 700, 64))
    paths = {
        seq: scorer.shard(rows[s : s + 64], s, spec, tmp_path / "shards", seq)
        for seq, s in reversed(list(enumerate(starts)))
    }
    scorer.close()
    run = ShardRun(sink, scorer._scorer, folder, _Quiet(), None)
    assert sum(run.merge(paths[seq]) for seq in range(len(starts))) == 700
    sink.commit()
    assert (tmp_path / "sharded" / "results.jsonl").read_bytes() == (tmp_path / "local" / "results.jsonl").read_bytes()
    assert builder.build().to_dicts() == local.summary().to_dicts()
    sink.analysis.rows = builder.group_rows()  # as the runner does at the end of a run
    assert sink.analysis.to_dict() == local.failure_analysis.to_dict()
    assert sink.analysis.total == 700 and sink.analysis.errors["evaluator: ValueError"]["count"] == 100
    ours = folder.store.dump()["scores"]
    folder.close()
    theirs = RunFolder(tmp_path / "local")
    assert ours == theirs.store.dump()["scores"] and len(ours) == 600  # the rows scored
    theirs.close()
    assert not list((tmp_path / "shards").iterdir())  # merged shards are removed


def test_evaluator_keys_are_the_same_in_every_process() -> None:
    # A bound method among an evaluator's plain attributes used to put its memory address into
    # the options hash: no other process (a worker, a resumed run) could reuse its stored scores.
    code = (
        "import scorewire; from scorewire._clicheck import build_named_evaluator as b; "
        "from scorewire._store import instance_options as i, options_hash as h; "
        "print(h(i(b(scorewire.default_registry(), 'bleu', {}))))"
    )
    pytest.importorskip("scorewire_text_overlap")
    there = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    from scorewire._clicheck import build_named_evaluator

    here = options_hash(instance_options(build_named_evaluator(scorewire.default_registry(), "bleu", {})))
    assert here == there
    assert json.dumps(here)


def test_a_resumed_block_reuses_stored_scores_read_by_the_driver(tmp_path: Path) -> None:
    # A shard built on a worker that cannot read the run store gets the block's stored rows from
    # the driver (ShardRun.stored): stored score sets of the same evaluator version are reused.
    calls: list[str] = []

    def first(original: dict[str, Any], processed: dict[str, Any]) -> dict[str, float]:
        calls.append("first")
        return {"n": float(len(processed["response"]))}

    def second(original: dict[str, Any], processed: dict[str, Any]) -> dict[str, float]:
        calls.append("second")
        return {"m": float(len(processed["response"]) % 2)}

    rows = list(scorewire.tag_rows([r for r in _rows(300) if r["response"] != "boom"], None))
    scorewire.evaluate(dataset=rows, evaluators=[first], output=tmp_path / "run", progress=False)
    calls.clear()
    local = scorewire.evaluate(dataset=rows, evaluators=[first, second], output=tmp_path / "local", progress=False)
    calls.clear()
    folder = RunFolder(tmp_path / "run")
    assert folder.resumed
    builder = SummaryBuilder(seed=0)
    sink = RowSink(builder, output=folder.folder / "results.jsonl", keep_rows=False)
    sink.analysis = FailureAnalysis(count_rows=False)
    scorer = BlockScorer(ScoringPlan(evaluators=[first, second]))
    run = ShardRun(sink, scorer._scorer, folder, _Quiet(), None)
    spec = run.spec  # what workers get: the builder as configured; the stored rows given below win over spec.store
    assert spec.store == str(folder.store.path) and spec.builder is not builder
    for seq, start in enumerate(range(0, len(rows), 100)):
        stored = run.stored(start, start + 100)
        assert stored is not None and len(stored.score_lines) == len(rows[start : start + 100])
        run.merge(scorer.shard(rows[start : start + 100], start, spec, tmp_path / "shards", seq, stored))
    scorer.close()
    sink.commit()
    assert calls == ["second"] * len(rows)
    assert (tmp_path / "run" / "results.jsonl").read_bytes() == (tmp_path / "local" / "results.jsonl").read_bytes()
    assert builder.build().to_dicts() == local.summary().to_dicts()
    stored_keys = {json.loads(t)["keys"]["second"] for *_, t in folder.store.dump()["scores"]}
    folder.close()
    assert len(stored_keys) == 1  # every row's new score set was merged into the run store
