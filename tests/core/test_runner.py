"""evaluate(): wiring per row, errors on rows, systems of every shape, outputs."""

from __future__ import annotations

import asyncio
import json

import pytest
import scorewire
from scorewire import MissingFieldError, Scores, WiringRule, evaluate, require_field

from .registries import registry_with


class Exact:
    name = "exact"
    version = "2"
    required_fields = ("answer",)

    def score(self, original, processed):
        got = processed["response"].strip()
        return Scores({"em": got == original["answer"]}, details={"extracted": got})


class Length:
    name = "length"

    def score(self, original, processed):
        return {"chars": len(processed["response"])}


class Boom:
    name = "boom"

    def score(self, original, processed):
        if processed["response"] == "explode":
            raise ValueError("cannot score this")
        return {"ok": 1}


class Batched:
    name = "batched"

    def __init__(self):
        self.batches = []

    def score(self, original, processed):
        return {"b": 1.0}

    def score_batch(self, pairs):
        self.batches.append(len(pairs))
        return [{"b": 2.0} for _ in pairs]


class AsyncEval:
    name = "async_eval"

    def __init__(self):
        self.in_flight = 0
        self.peak = 0

    def score(self, original, processed):
        raise AssertionError("ascore should be preferred")

    async def ascore(self, original, processed):
        self.in_flight += 1
        self.peak = max(self.peak, self.in_flight)
        await asyncio.sleep(0.01)
        self.in_flight -= 1
        return {"a": 1.0}


def test_mixed_datasets_are_scored_only_by_their_own_evaluators():
    reg = registry_with(Exact, Length, rules=[WiringRule("qa", ["exact"]), WiringRule("summ", ["length"])])
    data = [
        {"dataset": "qa", "answer": "4", "response": "4"},
        {"dataset": "summ", "response": "hello"},
        {"dataset": "qa", "answer": "5", "response": "6"},
    ]
    result = evaluate(dataset=data, registry=reg)
    assert [list(r["scores"]) for r in result.rows] == [["exact"], ["length"], ["exact"]]
    summary = result.summary()
    assert summary.get("em", dataset="qa").mean == 0.5
    assert summary.get("chars", dataset="summ").mean == 5.0
    with pytest.raises(KeyError):
        summary.get("em", dataset="summ")
    assert "exact rule 'qa'" in result.metadata["wiring"]["qa"]


def test_override_scores_every_row_with_given_evaluators():
    reg = registry_with(Exact, Length, rules=[WiringRule("qa", ["exact"])])
    result = evaluate(
        dataset=[{"dataset": "qa", "answer": "a", "response": "a"}], evaluators=["length", Boom()], registry=reg
    )
    assert set(result.rows[0]["scores"]) == {"length", "boom"}


def test_missing_field_is_recorded_on_the_row_and_the_run_goes_on():
    data = [{"id": "q1", "response": "x"}, {"id": "q2", "answer": "y", "response": "y"}]
    result = evaluate(dataset=data, evaluators=[Exact()])
    first, second = result.rows
    assert first["scores"] == {}
    assert first["errors"][0]["type"] == "MissingFieldError"
    assert first["errors"][0]["field"] == "answer"
    assert "'exact'" in first["errors"][0]["message"] and "'q1'" in first["errors"][0]["message"]
    assert second["scores"]["exact"]["em"] == 1.0
    assert result.summary().get("em").n == 1
    assert result.summary().get("em").missing == 1


def test_missing_field_raised_by_the_evaluator_itself():
    class Needs:
        name = "needs"

        def score(self, original, processed):
            require_field(original, "gold", self.name, hint="the adapter maps 'label' to 'gold'")
            return {"x": 1}

    row = evaluate(dataset=[{"id": 7, "response": "r"}], evaluators=[Needs()]).rows[0]
    assert row["errors"][0]["field"] == "gold"
    assert "adapter maps" in row["errors"][0]["message"]


def test_evaluator_exception_is_recorded_and_other_evaluators_still_run():
    rows = evaluate(dataset=[{"response": "explode"}, {"response": "fine"}], evaluators=[Boom(), Length()]).rows
    assert rows[0]["errors"] == [
        {"stage": "evaluator", "type": "ValueError", "message": "cannot score this", "evaluator": "boom"}
    ]
    assert rows[0]["scores"] == {"length": {"chars": 7.0}}
    assert rows[1]["scores"]["boom"] == {"ok": 1.0}


def test_details_reach_rows():
    row = evaluate(dataset=[{"answer": "4", "response": " 4 "}], evaluators=[Exact()]).rows[0]
    assert row["details"] == {"exact": {"extracted": "4"}}


def test_non_numeric_scores_are_row_errors():
    class Bad:
        name = "bad"

        def score(self, original, processed):
            return {"label": "yes"}

    row = evaluate(dataset=[{"response": "r"}], evaluators=[Bad()]).rows[0]
    assert row["errors"][0]["type"] == "TypeError" and "non-numeric" in row["errors"][0]["message"]


def test_score_batch_is_used_and_a_failing_batch_falls_back_per_row():
    ev = Batched()
    rows = evaluate(dataset=[{"response": str(i)} for i in range(10)], evaluators=[ev]).rows
    assert ev.batches == [10] and all(r["scores"]["batched"]["b"] == 2.0 for r in rows)

    class FlakyBatch(Batched):
        def score_batch(self, pairs):
            raise RuntimeError("batch failed")

    rows = evaluate(dataset=[{"response": "a"}, {"response": "b"}], evaluators=[FlakyBatch()]).rows
    assert [r["scores"]["batched"]["b"] for r in rows] == [1.0, 1.0]


def test_ascore_is_preferred_and_bounded_by_max_concurrency():
    ev = AsyncEval()
    rows = evaluate(dataset=[{"response": "r"}] * 40, evaluators=[ev], max_concurrency=4).rows
    assert all(r["scores"]["async_eval"]["a"] == 1.0 for r in rows)
    assert 1 < ev.peak <= 4


def test_systems_of_every_shape():
    class SyncSystem:
        name = "sync"

        def process(self, example):
            return {"response": example["answer"], "extra": 1}

    class AsyncSystem:
        name = "async"

        async def process(self, example):
            await asyncio.sleep(0)
            return example["answer"] + "!"

    def plain(example):
        return example["answer"]

    data = [{"answer": "a"}, {"answer": "b"}]
    result = evaluate([SyncSystem(), AsyncSystem(), plain], data, evaluators=[Exact()])
    by_system = {}
    for r in result.rows:
        by_system.setdefault(r["system"], []).append(r["scores"]["exact"]["em"])
        assert r["latency"] is not None and r["latency"] >= 0
    assert by_system == {"sync": [1.0, 1.0], "async": [0.0, 0.0], "plain": [1.0, 1.0]}
    assert [r["index"] for r in result.rows] == [0, 0, 0, 1, 1, 1]


def test_system_failure_is_a_row_error_not_an_empty_response():
    def flaky(example):
        if example["answer"] == "b":
            raise ConnectionError("endpoint down")
        return example["answer"]

    def no_response(example):
        return {"text": "wrong key"}

    result = evaluate([flaky, no_response], [{"answer": "a"}, {"answer": "b"}], evaluators=[Exact()])
    rows = {(r["system"], r["index"]): r for r in result.rows}
    assert rows[("flaky", 1)]["errors"][0] == {"stage": "system", "type": "ConnectionError", "message": "endpoint down"}
    assert rows[("flaky", 1)]["response"] is None and rows[("flaky", 1)]["scores"] == {}
    assert "without a 'response' key" in rows[("no_response", 0)]["errors"][0]["message"]
    assert result.summary().n_errors[("flaky", "unknown")] == 1


def test_score_only_row_without_response():
    row = evaluate(dataset=[{"id": "r1", "answer": "a"}], evaluators=[Exact()]).rows[0]
    assert row["errors"][0]["stage"] == "input" and row["errors"][0]["field"] == "response"


def test_unwired_rows_get_a_wiring_error():
    reg = registry_with(Exact, rules=[WiringRule("qa", ["exact"])])
    rows = evaluate(
        dataset=[{"dataset": "other", "response": "x"}, {"dataset": "qa", "answer": "x", "response": "x"}], registry=reg
    ).rows
    assert rows[0]["errors"][0]["type"] == "NoWiringError"
    assert rows[1]["scores"]["exact"]["em"] == 1.0


def test_limit_and_categories():
    data = [
        {"response": "a", "answer": "a", "category": "c1"},
        {"response": "b", "answer": "x", "category": "c2"},
        {"response": "c", "answer": "c"},
    ]
    result = evaluate(dataset=data, evaluators=[Exact()], limit=2)
    assert len(result.rows) == 2
    s = result.summary()
    assert s.get("em").mean == 0.5
    assert s.get("em", category="c1").mean == 1.0 and s.get("em", category="c2").mean == 0.0


def test_output_file_streams_rows_and_rows_read_back(tmp_path):
    out = tmp_path / "res" / "rows.jsonl"
    result = evaluate(dataset=[{"answer": "a", "response": "a"}] * 5, evaluators=[Exact()], output=out)
    lines = out.read_text().splitlines()
    assert len(lines) == 5 and json.loads(lines[0])["scores"]["exact"]["em"] == 1.0
    assert len(list(result.rows)) == 5
    assert not [p for p in out.parent.iterdir() if p.name.endswith(".partial")]


def test_interrupted_run_leaves_no_result_file(tmp_path):
    out = tmp_path / "rows.jsonl"

    def system(example):
        if example["i"] == 50:
            raise KeyboardInterrupt
        return "x"

    with pytest.raises(KeyboardInterrupt):
        evaluate(
            [system], [{"i": i, "answer": "x"} for i in range(100)], evaluators=[Exact()], output=out, max_concurrency=1
        )
    assert list(tmp_path.iterdir()) == []


def test_evaluate_works_inside_a_running_event_loop():
    async def main():
        return evaluate(dataset=[{"answer": "a", "response": "a"}], evaluators=[Exact()])

    assert asyncio.run(main()).rows[0]["scores"]["exact"]["em"] == 1.0


def test_aevaluate():
    result = asyncio.run(scorewire.aevaluate(dataset=[{"answer": "a", "response": "b"}], evaluators=[Exact()]))
    assert result.rows[0]["scores"]["exact"]["em"] == 0.0


def test_exports(tmp_path):
    result = evaluate(
        dataset=[{"answer": "a", "response": "a", "category": "k"}, {"answer": "a", "response": "b"}],
        evaluators=[Exact()],
    )
    doc = json.loads(result.to_json(tmp_path / "r.json"))
    assert doc["summary"][0]["key"] == "em" and len(doc["rows"]) == 2
    assert (tmp_path / "r.json").exists()
    result.to_jsonl(tmp_path / "r.jsonl")
    assert len((tmp_path / "r.jsonl").read_text().splitlines()) == 2
    md = result.to_markdown()
    assert "| score-only | unknown |  | exact | em | 0.5000 |" in md
    df = result.to_pandas()
    assert list(df["exact.em"]) == [1.0, 0.0]


def test_same_inputs_same_summary():
    data = [{"answer": "a", "response": "a" if i % 3 else "b"} for i in range(200)]
    a = evaluate(dataset=data, evaluators=[Exact()], seed=3).summary().get("em")
    b = evaluate(dataset=data, evaluators=[Exact()], seed=3).summary().get("em")
    assert (a.ci_low, a.ci_high) == (b.ci_low, b.ci_high)


def test_missing_field_error_message():
    err = MissingFieldError("rouge", "answer", "ex-9")
    assert str(err).startswith("evaluator 'rouge' needs field 'answer', which is missing in example 'ex-9'")


def test_bad_arguments():
    with pytest.raises(TypeError, match="needs dataset"):
        evaluate()
    with pytest.raises(TypeError, match="not an evaluator"):
        evaluate(dataset=[{"response": "x"}], evaluators=[object()])
    with pytest.raises(ValueError):
        evaluate(dataset=[{"response": "x"}], evaluators=[Exact()], max_concurrency=0)


def test_gc_state_is_restored_after_a_run():
    import gc

    assert gc.get_freeze_count() == 0
    evaluate(dataset=[{"answer": "a", "response": "a"}] * 600, evaluators=[Exact()])
    assert gc.get_freeze_count() == 0 and gc.isenabled()
    keep = [object() for _ in range(10)]
    gc.freeze()  # the host program freezes objects itself: we must leave its freeze alone
    try:
        frozen = gc.get_freeze_count()
        result = evaluate(dataset=[{"answer": "a", "response": "a"}] * 600, evaluators=[Exact()])
        # Neither unfrozen (would drop to 0) nor frozen more (600 kept rows would add thousands);
        # a few of the host's frozen temporaries may be freed by refcount meanwhile.
        assert frozen - 50 < gc.get_freeze_count() <= frozen
        assert len(result.rows) == 600
    finally:
        gc.unfreeze()
    del keep


def test_system_latency_reaches_evaluators():
    seen = []

    class Spy:
        name = "spy"

        def score(self, original, processed):
            seen.append(processed["latency"])
            return {"x": 1.0}

    row = evaluate([lambda ex: "r"], [{"q": 1}], evaluators=[Spy()]).rows[0]
    assert seen == [row["latency"]] and row["latency"] >= 0


def test_scores_keeps_values_and_details():
    s = Scores({"a": 1.0}, details={"why": "x"})
    assert dict(s) == {"a": 1.0} and s.details == {"why": "x"}
    assert Scores().details == {} and dict(Scores()) == {}
    assert Scores(details=(("k", 1),)).details == {"k": 1}


def test_progress_bar_when_asked(capsys):
    evaluate(dataset=[{"answer": "a", "response": "a"}] * 3, evaluators=[Exact()], progress=True)
    err = capsys.readouterr().err
    assert "scorewire" in err and "3/3" in err


def test_no_progress_bar_when_not_a_terminal(capsys):
    evaluate(dataset=[{"answer": "a", "response": "a"}], evaluators=[Exact()])
    assert capsys.readouterr().err == ""
