"""The chunked result lines of score-only rows are the generic lines, byte for byte."""

from __future__ import annotations

import json
import random
from typing import Any

import scorewire
from scorewire import Scores
from scorewire._results import _line_of
from scorewire._rowlines import chunk_lines
from scorewire._store import dumps, dumps_many


def _example(rnd: random.Random, i: int) -> dict[str, Any]:
    ex: dict[str, Any] = {"question": f'q {i} \u00e9 "x"\n', "answer": str(i % 3)}
    if rnd.random() < 0.9:
        ex["id"] = rnd.choice([i, f"e{i}", None, 2.5])
    if rnd.random() < 0.9:
        ex["dataset"] = rnd.choice(["toy", "", None, 7])
    if rnd.random() < 0.9:
        ex["response"] = rnd.choice([str(i % 2), "", None, ["a"]])
    for key, values in {
        "category": ["a", 1, 2.0, float("nan"), {"x": 1}, None],
        "epoch": [0, 1, None],
        "system": ["m1", "m2", None, 3],
        "latency": [None, 0.5],
        "index": [i, 0, 10**9],
        "scores": [{}],
        "errors": [[]],
        "details": [{}],
        "failure": ["x"],
    }.items():
        if rnd.random() < 0.08:
            ex[key] = rnd.choice(values)
    return ex


def _row(rnd: random.Random, index: int, ex: dict[str, Any]) -> dict[str, Any]:
    """A row as the score-only runner builds it (a copy of the example, its keys assigned)."""
    row = ex.copy()
    tag = ex.get("dataset")
    system = ex.get("system")
    row["index"] = index
    row["id"] = ex.get("id")
    row["dataset"] = tag if tag.__class__ is str and tag else str(tag or "unknown")
    row["system"] = "score-only" if system is None else system if system.__class__ is str else str(system)
    row["response"] = ex.get("response")
    row["scores"] = {"exact": {"exact": float(index % 2)}} if rnd.random() < 0.9 else {}
    row["details"] = {"exact": {"why": "x", "n": [1, None]}} if rnd.random() < 0.2 else {}
    row["errors"] = [] if rnd.random() < 0.9 else [{"stage": "evaluator", "type": "ValueError", "message": "m"}]
    row["latency"] = None
    category = ex.get("category")
    if category is not None:
        row["category"] = scorewire._validate.category_of(category)
    if ex.get("epoch") is not None:
        row["epoch"] = ex["epoch"]
    if rnd.random() < 0.05:
        row["failure"] = "empty"
    return row


def test_chunk_lines_equal_the_generic_line_of_every_row() -> None:
    rnd = random.Random(12)
    calls: list[int] = []

    def other(*args: Any) -> str:
        calls.append(1)
        return _line_of(*args)

    plain = 0
    for _ in range(200):
        examples = [_example(rnd, i) for i in range(rnd.randint(1, 40))]
        rows = [_row(rnd, i, ex) for i, ex in enumerate(examples)]
        texts = dumps_many(examples)
        scores = dumps_many([r["scores"] for r in rows])
        details = [dumps(r["details"]) if r["details"] else "{}" for r in rows]
        expected = [_line_of(*args) for args in zip(rows, examples, texts, scores, details, strict=True)]
        calls.clear()
        assert chunk_lines(rows, examples, texts, scores, details, other) == expected
        plain += len(rows) - len(calls)
        for line in expected:
            json.loads(line)
    assert plain > 100  # the plain shape was taken, not only the generic path


def test_a_run_folder_results_file_is_the_rows_as_the_generic_path_writes_them(tmp_path) -> None:
    class Length:
        name = "length"

        def score(self, original: Any, processed: Any) -> Any:
            if processed["response"] == "boom":
                raise ValueError("boom")
            n = float(len(processed["response"]))
            return Scores({"len": n}, details={"n": int(n)}) if n > 3 else {"len": n}

    rows = [
        {"id": i, "dataset": "toy", "response": ["ab", "boom", "abcdef", ""][i % 4], "category": "c" if i % 3 else 4}
        for i in range(300)
    ]
    rows[5]["dataset"] = None
    rows[7]["latency"] = 2.0
    del rows[9]["response"]
    scorewire.evaluate(dataset=rows, evaluators=[Length()], output=tmp_path / "run", progress=False)
    in_memory = scorewire.evaluate(dataset=rows, evaluators=[Length()], progress=False)
    lines = (tmp_path / "run" / "results.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == [json.loads(json.dumps(r)) for r in in_memory.rows]


def test_a_value_whose_comparison_raises_takes_the_generic_line() -> None:
    import numpy as np

    ex = {"id": 1, "response": "a", "category": np.array([1, 2])}
    row = _row(random.Random(0), 0, ex)
    row["errors"] = []
    assert row["category"].__class__ is str  # the runner's text for the array
    args = ([row], [ex], dumps_many([ex]), dumps_many([row["scores"]]), ["{}"])
    generic: list[int] = []

    def other(*a: Any) -> str:
        generic.append(1)
        return _line_of(*a)

    assert chunk_lines(*args, other) == [_line_of(row, ex, args[2][0], args[3][0], "{}")]
    assert generic == [1]
