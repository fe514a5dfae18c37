"""The batched row paths (``SummaryBuilder.add_many``, ``FailureAnalysis.add_many``,
``RowSink.emit_many``) give exactly what the row-by-row ones give."""

from __future__ import annotations

import copy
import random
from typing import Any

from scorewire import RatioOfSums, evaluate
from scorewire._results import SummaryBuilder
from scorewire.failures import FailureAnalysis


def _rows(n: int) -> list[dict[str, Any]]:
    rng = random.Random(3)
    responses = ["42", "", "   ", "I'm sorry, but I can't help with that.", "Sorry about that: 7", "ok", None, "Ivy"]
    out = []
    for i in range(n):
        scores = {"em": float(rng.random() < 0.5), "f1": rng.random(), "num": 1.0, "den": 2.0, "_n": 1.0}
        row: dict[str, Any] = {
            "index": i,
            "id": [i, f"q{i}", None, 1 << 70][i % 4],
            "dataset": "d1" if i % 3 else "d2",
            "system": "s" if i % 5 else "t",
            "response": responses[i % len(responses)],
            "scores": {"ev": scores} if i % 11 else {},
            "details": {"ev": {"extracted": None}} if i % 13 == 0 else {},
            "errors": [{"stage": "evaluator", "type": "X", "message": "m"}] if i % 17 == 0 else [],
        }
        if i % 7 == 0:
            row["category"] = rng.choice(["a", "b"])
        if i % 19 == 0:
            row["finish_reason"] = "length"
        out.append(row)
    return out


def test_add_many_equals_add_row_by_row():
    rows = _rows(3000)
    one, many = SummaryBuilder(seed=1, resamples=200), SummaryBuilder(seed=1, resamples=200)
    for b in (one, many):
        b.declare("ev", (RatioOfSums("ratio", "num", "den"),))
    for row in rows:
        one.add(row)
    many.add_many(rows[:1234])
    many.add_many(rows[1234:])
    a, b = one.build(), many.build()
    assert a.to_dicts() == b.to_dicts() and len(a.to_dicts()) > 10
    assert (a.n_rows, a.n_errors, a.error_types) == (b.n_rows, b.n_errors, b.error_types)


def test_failure_analysis_add_many_equals_add():
    rows = _rows(2000)
    one, many = FailureAnalysis(count_rows=False), FailureAnalysis(count_rows=False)
    copies = copy.deepcopy(rows)
    for row in rows:
        one.add(row)
    many.add_many(copies)
    assert one.state() == many.state() and one.total == 2000
    assert [r.get("failure") for r in rows] == [r.get("failure") for r in copies]
    assert {r.get("failure") for r in rows} >= {None, "empty", "refusal", "truncated", "evaluator_error"}


def test_score_only_rows_and_summary_do_not_depend_on_the_chunking():
    data = [
        {"id": i, "dataset": "b", "answer": str(i % 3), "response": str(i % 2), "category": i % 2} for i in range(700)
    ]

    def exact(original, processed):
        return {"exact": float(processed["response"] == original["answer"]), "one": 1}

    a = evaluate(dataset=data, evaluators=[exact], max_concurrency=1)
    b = evaluate(dataset=data, evaluators=[exact], max_concurrency=300)  # chunks of 600 rows
    assert list(a.rows) == list(b.rows)
    assert a.summary().to_dicts() == b.summary().to_dicts()
    first = next(iter(a.rows))
    assert first == {
        "id": 0, "dataset": "b", "answer": "0", "response": "0", "category": 0, "index": 0, "system": "score-only",
        "scores": {"exact": {"exact": 1.0, "one": 1.0}}, "details": {}, "errors": [], "latency": None,
    }  # fmt: skip


def test_result_lines_of_a_run_folder_equal_the_rows_in_memory(tmp_path):
    import json

    data: list[dict[str, Any]] = [
        {"id": 1, "dataset": "b", "answer": "x", "response": "x"},
        {"id": 2, "dataset": None, "answer": "x", "response": "y"},  # tag replaced by "unknown"
        {"id": 3, "answer": "x", "response": "I'm sorry, but I can't help with that."},  # a failure key is added
        {"id": 4, "dataset": "b", "answer": "x", "response": "x", "category": ["a", 1]},  # category rewritten
        {"id": 5, "dataset": "b", "answer": "x", "response": "x", "scores": {"old": 1}},  # input field clashes
        {"id": 6, "dataset": "b", "answer": 'ü\u2028"', "response": "", "system": 7},  # system made a string
        {"dataset": "b", "answer": "x", "response": "x", "epoch": 0, "latency": 3},
        {"id": "7", "dataset": "b", "answer": "x", "response": None},  # an input error
    ] * 3

    def exact(original, processed):
        if original["answer"] == "boom":
            raise ValueError("boom")
        return {"exact": float(processed["response"] == original["answer"])}

    memory = evaluate(dataset=data, evaluators=[exact])
    folder = evaluate(dataset=data, evaluators=[exact], output=tmp_path / "run")
    lines = (tmp_path / "run" / "results.jsonl").read_text(encoding="utf-8").split("\n")[:-1]  # not at U+2028
    expected = [json.loads(json.dumps(r)) for r in memory.rows]
    got = [json.loads(line) for line in lines]
    assert got == expected
    assert [list(r) for r in got] == [list(r) for r in expected]  # key order too
    assert memory.summary().to_dicts() == folder.summary().to_dicts()


def test_result_lines_when_an_example_carries_a_row_key(tmp_path):
    import json

    # The second example lacks "index", the first has it where the runner puts it: their rows
    # have the same keys in the same order, from examples of different sizes.
    data = [
        {"response": "x", "a": 1, "id": 1, "index": 0},
        {"response": "x", "a": 1, "id": 2},
        {"response": "x", "a": 1, "id": 3, "index": 5},
    ]

    def one(original, processed):
        return {"one": 1.0}

    memory = evaluate(dataset=data, evaluators=[one])
    evaluate(dataset=data, evaluators=[one], output=tmp_path / "run")
    lines = (tmp_path / "run" / "results.jsonl").read_text(encoding="utf-8").split("\n")[:-1]
    assert [json.loads(line) for line in lines] == [json.loads(json.dumps(r)) for r in memory.rows]
    assert [json.loads(line)["index"] for line in lines] == [0, 1, 2]
    key_orders = [list(json.loads(line)) for line in lines]
    assert key_orders[0] == key_orders[1]
