"""The run store's block layout: score-only rows stored a block at a time, resumed and re-scored."""

from __future__ import annotations

import itertools
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
import scorewire
from scorewire._store import RunFolderError, RunStore


class Length:
    name = "length"
    version = "1"
    calls = 0

    def score(self, original: Any, processed: Any) -> dict[str, float]:
        type(self).calls += 1
        if processed["response"] == "boom":
            raise ValueError("boom")
        return {"len": float(len(processed["response"]))}


class Upper:
    name = "upper"
    calls = 0

    def score(self, original: Any, processed: Any) -> dict[str, float]:
        type(self).calls += 1
        return {"upper": float(processed["response"].isupper())}


def _rows(n: int) -> list[dict[str, Any]]:
    return [
        {"id": f"r{i}", "dataset": "toy", "response": ["ab", "BOOM", "boom", "x" * (i % 9)][i % 4]} for i in range(n)
    ]


def _scores(folder: Path) -> dict[int, dict[str, Any]]:
    store = RunStore(folder)
    try:
        return {example: json.loads(text) for system, example, _, text in store.dump()["scores"] if system is None}
    finally:
        store.close()


def test_a_resumed_run_with_other_chunks_keeps_every_stored_row(tmp_path: Path) -> None:
    rows = _rows(2000)
    out = tmp_path / "run"
    first = scorewire.evaluate(dataset=rows, evaluators=[Length()], output=out, progress=False, max_concurrency=8)
    stored = _scores(out)
    assert len(stored) == 1500 and all(v["keys"] == {"length": stored[0]["keys"]["length"]} for v in stored.values())
    # Drop the completion marker so the rows are walked again; other chunk boundaries (300 rows),
    # and a second evaluator: every block is rewritten over blocks of other sizes.
    (out / "summary.md").unlink()
    Length.calls = Upper.calls = 0
    again = scorewire.evaluate(
        dataset=rows, evaluators=[Length(), Upper()], output=out, progress=False, max_concurrency=150
    )
    assert Length.calls == 500  # the rows whose score failed, nothing else
    assert Upper.calls == 2000
    both = _scores(out)
    assert sorted(both) == list(range(2000))
    for i, row in both.items():
        assert set(row["keys"]) == ({"upper"} if i % 4 == 2 else {"length", "upper"})
        if i % 4 != 2:
            assert row["scores"]["length"] == stored[i]["scores"]["length"]
    assert again.summary().get("len").mean == first.summary().get("len").mean
    # Each row is stored once: blocks never overlap.
    with sqlite3.connect(out / "run.sqlite") as db:
        blocks = db.execute("SELECT start, n FROM score_blocks ORDER BY start").fetchall()
    assert all(a + n <= b for (a, n), (b, _) in itertools.pairwise(blocks))
    assert sum(n for _, n in blocks) == 2000


def test_rescore_of_a_score_only_run_reads_the_blocks(tmp_path: Path) -> None:
    rows = _rows(700)
    out = tmp_path / "run"
    scorewire.evaluate(dataset=rows, evaluators=[Length()], output=out, progress=False)
    before = (out / "results.jsonl").read_bytes()
    Length.calls = 0
    scorewire.rescore(out, evaluators=[Length()])
    assert Length.calls == 175  # only the rows without a stored score set
    assert (out / "results.jsonl").read_bytes() == before


def test_a_run_store_of_the_older_layout_is_a_one_line_error_naming_restart(tmp_path: Path) -> None:
    out = tmp_path / "old"
    out.mkdir()
    with sqlite3.connect(out / "run.sqlite") as db:  # the schema-1 layout: one row per example
        db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        db.execute("CREATE TABLE examples (idx INTEGER PRIMARY KEY, id TEXT, data TEXT NOT NULL)")
        db.execute("INSERT INTO examples VALUES (0, 'r0', '{}')")
    with pytest.raises(RunFolderError) as err:
        scorewire.evaluate(dataset=_rows(3), evaluators=[Length()], output=out, progress=False)
    message = str(err.value)
    assert "\n" not in message and "schema 1" in message and "--restart" in message
    result = scorewire.evaluate(dataset=_rows(3), evaluators=[Length()], output=out, progress=False, restart=True)
    assert result.summary().get("len").n == 2


def test_a_failed_background_write_is_raised_by_the_next_use_of_the_store(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    store.check_examples(0, ['{"a":1}'])
    store._flush_async()
    store._join()
    store.check_examples(0, ['{"a":1}'])  # already stored: nothing queued
    store._examples.start, store._examples.lines = 0, ['{"a":1}']  # a duplicate block: the insert fails
    store._flush_async()
    with pytest.raises(sqlite3.IntegrityError):
        store.flush()
    assert store.example_texts(0, 1) == {0: '{"a":1}'}  # the failed batch was rolled back
    store.close()
