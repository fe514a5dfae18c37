"""Epochs, reducers, multi-scorers and user metrics."""

from __future__ import annotations

import asyncio
import math
import statistics
from collections import Counter
from itertools import product

import pytest
import scorewire
from scorewire import (
    Metric,
    MultiScorer,
    PluginLoadError,
    PluginRegistry,
    Reducer,
    Scores,
    UnknownReducerError,
    evaluate,
    pass_at_k,
    pass_hat_k,
)

N_EXAMPLES = 12
EPOCHS = 5


def _answers(i: int) -> list[str]:
    """What the sampling system says for example i on its 1st..5th call (a fixed, varied pattern)."""
    pattern = [(i * 7 + e * 3) % 5 for e in range(EPOCHS)]
    return [str(i) if p < (i % 4) + 1 else f"wrong{p}" for p in pattern]


class Sampler:
    """Deterministic sampling system: its k-th call for an example returns a known answer."""

    name = "sampler"

    def __init__(self) -> None:
        self.calls: Counter[int] = Counter()
        self.seen_epochs: list[tuple[int, int]] = []

    def process(self, example):
        i = example["i"]
        k = self.calls[i]
        self.calls[i] += 1
        self.seen_epochs.append((i, example["epoch"]))
        return {"response": _answers(i)[k]}


class Match:
    name = "match"

    def score(self, original, processed):
        return {"correct": processed["response"] == str(original["i"]), "length": float(len(processed["response"]))}


def _registry(*classes, reducers=()):
    reg = PluginRegistry([], env={})
    mod = type("Plugin", (), {})()

    @scorewire.hookimpl
    def scorewire_register_evaluators():
        return list(classes)

    mod.scorewire_register_evaluators = scorewire_register_evaluators
    if reducers:

        @scorewire.hookimpl
        def scorewire_register_reducers():
            return list(reducers)

        mod.scorewire_register_reducers = scorewire_register_reducers
    reg.register(mod, "test-plugin")
    return reg


def _rows():
    return [{"id": f"q{i}", "i": i, "dataset": "toy"} for i in range(N_EXAMPLES)]


@pytest.mark.parametrize("n", range(1, 21))
def test_pass_at_k_and_pass_hat_k_equal_the_closed_forms(n):
    for c, k in product(range(n + 1), range(1, n + 1)):
        assert pass_at_k(n, c, k) == pytest.approx(1 - math.comb(n - c, k) / math.comb(n, k), abs=1e-12)
        assert pass_hat_k(n, c, k) == pytest.approx(math.comb(c, k) / math.comb(n, k), abs=1e-12)


def test_pass_at_k_refuses_impossible_counts():
    with pytest.raises(ValueError, match="at least 3 samples"):
        pass_at_k(2, 1, 3)
    with pytest.raises(ValueError, match="between 0 and n"):
        pass_at_k(2, 3, 1)


REDUCERS = ["mean", "median", "mode", "majority", "max", "min", "at_least_2", "pass_at_1", "pass_at_3", "pass^2"]


def _direct(name: str, values: list[float]) -> float:
    """Each reducer computed independently of the implementation under test."""
    c = sum(v == 1.0 for v in values)
    n = len(values)
    if name == "mean":
        return sum(values) / n
    if name == "median":
        return statistics.median(values)
    if name == "mode":
        return statistics.mode(values)
    if name == "majority":
        counts = Counter(values)
        top = max(counts.values())
        return min(v for v, m in counts.items() if m == top)
    if name == "max":
        return max(values)
    if name == "min":
        return min(values)
    if name == "at_least_2":
        return float(sum(v >= 1.0 for v in values) >= 2)
    if name.startswith("pass_at_"):
        k = int(name.rsplit("_", 1)[1])
        return 1 - math.comb(n - c, k) / math.comb(n, k)
    if name == "pass^2":
        return math.comb(c, 2) / math.comb(n, 2)
    raise AssertionError(name)


def test_epochs_every_reducer_equals_a_direct_computation():
    system = Sampler()
    result = evaluate(
        [system],
        _rows(),
        evaluators=[Match()],
        epochs=EPOCHS,
        reducers=REDUCERS,
        registry=_registry(),
        keep_rows=True,
    )
    rows = list(result.rows)
    assert len(rows) == N_EXAMPLES * EPOCHS
    # Every sample kept, scored on its own, and told its epoch.
    assert sorted((r["id"], r["epoch"]) for r in rows) == sorted(
        (f"q{i}", e) for i in range(N_EXAMPLES) for e in range(EPOCHS)
    )
    assert sorted(system.seen_epochs) == sorted((i, e) for i in range(N_EXAMPLES) for e in range(EPOCHS))
    by_example: dict[str, list[tuple[int, float]]] = {}
    for r in rows:
        by_example.setdefault(r["id"], []).append((r["epoch"], r["scores"]["match"]["correct"]))
    correct = {ex: [v for _, v in sorted(vals)] for ex, vals in by_example.items()}
    # The fixed pattern gives a mix of 0..5 correct samples per example.
    assert len({sum(v) for v in correct.values()}) >= 4
    summary = result.summary()
    for name in REDUCERS:
        per_example = [_direct(name, correct[f"q{i}"]) for i in range(N_EXAMPLES)]
        row = summary.get("correct", aggregation=name)
        assert row.n == N_EXAMPLES and row.missing == 0
        assert row.mean == pytest.approx(sum(per_example) / N_EXAMPLES, abs=1e-12)
        assert row.stderr == pytest.approx(statistics.stdev(per_example) / math.sqrt(N_EXAMPLES), abs=1e-12)
    # The summary holds one row per score key and reducer, and no per-sample means.
    keys = {(r.key, r.aggregation) for r in summary if r.category is None}
    assert keys == {(k, a) for k in ("correct", "length") for a in REDUCERS}
    with pytest.raises(KeyError, match="aggregation"):
        summary.get("correct")


def test_epochs_default_to_the_mean_over_examples():
    result = evaluate([Sampler()], _rows(), evaluators=[Match()], epochs=EPOCHS, registry=_registry(), keep_rows=True)
    row = result.summary().get("correct")
    assert row.aggregation == "mean" and row.n == N_EXAMPLES
    assert result.metadata["epochs"] == EPOCHS and result.metadata["reducers"] == ["mean"]


def test_pass_at_k_beyond_the_samples_is_missing_not_zero():
    result = evaluate(
        [Sampler()], _rows(), evaluators=[Match()], epochs=2, reducers=["pass_at_3"], registry=_registry()
    )
    row = result.summary().get("correct", aggregation="pass_at_3")
    assert row.n == 0 and row.missing == N_EXAMPLES


def test_score_only_rows_with_an_epoch_field_are_reduced_per_example():
    rows = []
    for i in range(6):
        for e, resp in enumerate(_answers(i)):
            rows.append({"id": f"q{i}", "i": i, "dataset": "toy", "epoch": e, "response": resp})
    rows.reverse()  # order on disk must not matter
    result = evaluate(None, rows, evaluators=[Match()], reducers=["pass_at_2", "majority"], registry=_registry())
    for name in ("pass_at_2", "majority"):
        expected = [_direct(name, [float(a == str(i)) for a in _answers(i)]) for i in range(6)]
        assert result.summary().get("correct", aggregation=name).mean == pytest.approx(sum(expected) / 6, abs=1e-12)


def test_epochs_need_systems_and_a_positive_count():
    with pytest.raises(ValueError, match="'epoch' field"):
        evaluate(None, [{"response": "x"}], evaluators=[Match()], epochs=2, registry=_registry())
    with pytest.raises(ValueError, match="epochs must be"):
        evaluate([Sampler()], _rows(), evaluators=[Match()], epochs=0, registry=_registry())


def test_unknown_reducer_names_the_known_ones():
    with pytest.raises(UnknownReducerError, match="pass_at_"):
        evaluate([Sampler()], _rows(), evaluators=[Match()], epochs=2, reducers=["pass_at"], registry=_registry())


def best_of_k(values, k):
    return max(values[:k])


def test_plugins_register_reducers_and_functions_work_directly():
    reg = _registry(reducers=[Reducer("first_{k}_best", best_of_k, "max of the first k samples")])
    assert reg.get_reducer("first_2_best")([0.0, 1.0, 0.0]) == 1.0
    assert reg.get_reducer("first_1_best")([0.0, 1.0, 0.0]) == 0.0

    def spread(values):
        return max(values) - min(values)

    result = evaluate(
        [Sampler()], _rows(), evaluators=[Match()], epochs=3, reducers=[spread, "first_2_best"], registry=reg
    )
    assert result.summary().get("correct", aggregation="spread").n == N_EXAMPLES


def test_a_plugin_cannot_take_a_builtin_reducer_name():
    with pytest.raises(PluginLoadError, match="built-in reducer"):
        _registry(reducers=[Reducer("pass_at_{k}", best_of_k)])


class Judge:
    def __init__(self, name, verdicts):
        self.name = name
        self.verdicts = verdicts

    def score(self, original, processed):
        verdict = self.verdicts[original["id"]]
        if verdict is None:
            raise RuntimeError("judge unavailable")
        return Scores({"grade": verdict, "_tokens": 5.0}, details={"extracted": verdict})


def test_multi_scorer_combines_parts_and_keeps_them_visible():
    data = [{"id": "a", "response": "x"}, {"id": "b", "response": "y"}, {"id": "c", "response": "z"}]
    judges = [
        Judge("j1", {"a": 1.0, "b": 0.0, "c": None}),
        Judge("j2", {"a": 1.0, "b": 1.0, "c": 0.0}),
        Judge("j3", {"a": 0.0, "b": 0.0, "c": 0.0}),
    ]
    panels = [
        MultiScorer(
            f"panel_{red}",
            judges,
            keys={"j1": "grade", "j2": "grade", "j3": "grade"},
            reducer=red,
            registry=_registry(),
        )
        for red in ("majority", "any", "all", "mean")
    ]
    result = evaluate(None, data, evaluators=panels, registry=_registry(), keep_rows=True)
    by_id = {r["id"]: r for r in result.rows}
    expect = {
        "majority": {"a": 1.0, "b": 0.0, "c": 0.0},
        "any": {"a": 1.0, "b": 1.0, "c": 0.0},
        "all": {"a": 0.0, "b": 0.0, "c": 0.0},
        "mean": {"a": 2 / 3, "b": 1 / 3, "c": 0.0},
    }
    for red, want in expect.items():
        for ex, value in want.items():
            scores = by_id[ex]["scores"][f"panel_{red}"]
            assert scores[f"panel_{red}"] == pytest.approx(value)
    a = by_id["a"]["scores"]["panel_mean"]
    assert a["j1.grade"] == 1.0 and a["j3.grade"] == 0.0 and a["j2._tokens"] == 5.0
    assert by_id["a"]["details"]["panel_mean"]["parts"]["j3"] == {"extracted": 0.0}
    # A failed part is named and left out; it is not counted as a 0.
    assert "judge unavailable" in by_id["c"]["details"]["panel_mean"]["part_errors"]["j1"]
    assert "j1.grade" not in by_id["c"]["scores"]["panel_mean"]


def test_multi_scorer_with_every_part_failing_is_a_row_error():
    data = [{"id": "c", "response": "z"}]
    panel = MultiScorer("p", [Judge("j1", {"c": None})], keys={"j1": "grade"}, registry=_registry())
    result = evaluate(None, data, evaluators=[panel], registry=_registry(), keep_rows=True)
    (row,) = result.rows
    assert row["scores"] == {} and "every part failed" in row["errors"][0]["message"]


def test_multi_scorer_needs_a_key_when_a_part_has_several():
    data = [{"id": "a", "i": 1, "response": "1"}]
    panel = MultiScorer("p", [Match()], registry=_registry())
    result = evaluate(None, data, evaluators=[panel], registry=_registry(), keep_rows=True)
    (row,) = result.rows
    assert "say which one" in row["errors"][0]["message"]


def test_user_metric_without_a_plugin():
    data = [{"id": str(i), "i": i, "response": "x" * (i + 1)} for i in range(9)]
    result = evaluate(
        None,
        data,
        evaluators=[Match()],
        metrics={"match": [Metric("length_median", "length", statistics.median), Metric("length", "length", max)]},
        registry=_registry(),
    )
    summary = result.summary()
    assert summary.get("length_median").mean == 5.0 and summary.get("length_median").aggregation == "metric"
    # A metric named like the score key replaces its mean.
    assert summary.get("length").mean == 9.0 and summary.get("length").aggregation == "metric"
    assert summary.get("correct").aggregation == "mean"


def test_openai_system_offsets_its_seed_by_the_epoch(monkeypatch):
    system = scorewire.OpenAIChatSystem(model="m", base_url="http://127.0.0.1:9/v1", params={"seed": 7})
    seeds = []

    async def fake_post(url, payload, **kwargs):
        seeds.append(payload["seed"])
        return {"choices": [{"message": {"content": "x"}, "finish_reason": "stop"}]}

    monkeypatch.setattr(system._endpoint, "post_json", fake_post)
    evaluate([system], [{"id": "a", "question": "q", "i": 0}], evaluators=[Match()], epochs=4, registry=_registry())
    assert sorted(seeds) == [7, 8, 9, 10]


def test_cli_epochs_and_reducers(tmp_path, openai_server):
    import json
    import subprocess
    import sys

    data = tmp_path / "prompts.jsonl"
    data.write_text(json.dumps({"id": "p1", "dataset": "length-demo", "prompt": "say hi"}) + "\n")
    openai_server.script["say hi"] = [("ok", "one"), ("ok", "one two three"), ("ok", "one two")]
    out = tmp_path / "out"
    subprocess.run(
        [
            *(sys.executable, "-m", "scorewire.cli", "run", str(data), "--model", "m"),
            *("--base-url", openai_server.base_url, "--api-key-env", "NO_KEY_NEEDED"),
            *("--epochs", "3", "--reducers", "mean,max", "--max-concurrency", "1"),
            *("--output", str(out), "--progress", "off"),
        ],
        check=True,
        capture_output=True,
        text=True,
        env={"NO_KEY_NEEDED": "x", "PATH": "/usr/bin:/bin"},
    )
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert sorted(r["epoch"] for r in rows) == [0, 1, 2]
    summary = json.loads((out / "summary.json").read_text())["summary"]
    words = {r["aggregation"]: r["mean"] for r in summary if r["key"] == "words" and r["category"] is None}
    assert words == {"mean": 2.0, "max": 3.0}
    assert openai_server.calls["say hi"] == 3


def test_epochs_are_stored_resumed_and_rescored(tmp_path):
    out = tmp_path / "run"
    first = Sampler()
    evaluate(
        [first],
        _rows(),
        evaluators=["match"],
        epochs=3,
        reducers=["mean", "max"],
        registry=_registry(Match),
        output=out,
    )
    assert sum(first.calls.values()) == N_EXAMPLES * 3
    # The same run again: every sample comes from the run store, none is requested again.
    again = Sampler()
    result = evaluate(
        [again],
        _rows(),
        evaluators=["match"],
        epochs=3,
        reducers=["mean", "max"],
        registry=_registry(Match),
        output=out,
    )
    assert sum(again.calls.values()) == 0
    rows = list(result.rows)
    assert sorted((r["id"], r["epoch"]) for r in rows) == sorted(
        (f"q{i}", e) for i in range(N_EXAMPLES) for e in range(3)
    )
    expected = result.summary().get("correct", aggregation="max").mean
    # Re-scoring the folder keeps the epochs and the reducers of the run.
    rescored = scorewire.rescore(out, registry=_registry(Match))
    assert rescored.summary().get("correct", aggregation="max").mean == expected
    assert len(list(rescored.rows)) == N_EXAMPLES * 3


def test_openai_system_can_sample_all_epochs_in_one_request(monkeypatch):
    system = scorewire.OpenAIChatSystem(
        model="m", base_url="http://127.0.0.1:9/v1", params={"temperature": 1.0}, n_per_request=True
    )
    requests = []

    async def fake_post(url, payload, **kwargs):
        requests.append(payload)
        await asyncio.sleep(0.01)  # the other epochs arrive while this request is in flight
        choices = [{"message": {"content": str(k)}, "finish_reason": "stop"} for k in range(payload["n"])]
        return {"choices": choices, "usage": {"prompt_tokens": 3, "completion_tokens": 4}}

    monkeypatch.setattr(system._endpoint, "post_json", fake_post)
    rows = [{"id": "a", "question": "q", "i": 0}, {"id": "b", "question": "r", "i": 1}]
    result = evaluate([system], rows, evaluators=[Match()], epochs=4, registry=_registry(), keep_rows=True)
    assert len(requests) == 2 and {r["n"] for r in requests} == {4}
    got = sorted((r["id"], r["epoch"], r["response"], "usage" in r) for r in result.rows)
    assert got == [(ex, e, str(e), e == 0) for ex in ("a", "b") for e in range(4)]


def test_n_per_request_says_when_the_endpoint_ignores_n(monkeypatch):
    system = scorewire.OpenAIChatSystem(model="m", base_url="http://127.0.0.1:9/v1", n_per_request=True)

    async def one_choice(url, payload, **kwargs):
        return {"choices": [{"message": {"content": "x"}, "finish_reason": "stop"}]}

    monkeypatch.setattr(system._endpoint, "post_json", one_choice)
    result = evaluate(
        [system],
        [{"id": "a", "question": "q", "i": 0}],
        evaluators=[Match()],
        epochs=3,
        registry=_registry(),
        keep_rows=True,
    )
    errors = sorted(r["epoch"] for r in result.rows if r["errors"])
    assert errors == [1, 2] and "asked for n=3" in next(r for r in result.rows if r["errors"])["errors"][0]["message"]
