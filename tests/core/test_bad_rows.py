"""One bad row never ends a run, no NaN reaches a summary silently, and every table escapes its data.

Each case is a break found by the adversarial review: a row or an evaluator
result the runner used to choke on. The run must finish, record the problem
on that row (naming the evaluator and the key), keep the other rows, and write
strict JSON.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from scorewire import CorpusScore, Scores, ScorewireError, evaluate
from scorewire._aggregates import AggregateResult


def strict_json(text: str) -> Any:
    """Parse ``text`` refusing NaN and Infinity, as strict JSON parsers do."""

    def refuse(token: str) -> Any:
        raise ValueError(f"not strict JSON: {token}")

    return json.loads(text, parse_constant=refuse)


def read_rows(path: Path) -> list[dict[str, Any]]:
    return [strict_json(line) for line in path.read_text(encoding="utf-8").splitlines()]


class Returns:
    """A custom evaluator returning ``bad`` for row 1 and a good score for the others."""

    def __init__(self, bad: Any, details: Any = None) -> None:
        self.name = "custom"
        self.bad = bad
        self.details = details

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Any:
        if original["id"] == 1:
            if isinstance(self.bad, BaseException):
                raise self.bad
            return self.bad
        return Scores({"ok": 1.0}, details=self.details)


def rows(n: int = 3, **extra: Any) -> list[dict[str, Any]]:
    return [{"id": i, "dataset": "t", "response": "r", **extra} for i in range(n)]


@pytest.mark.parametrize(
    ("bad", "says"),
    [
        ({"": 1.0}, "score keys must be non-empty strings"),
        ({1: 1.0}, "score keys must be non-empty strings"),
        ({("a", "b"): 1.0}, "score keys must be non-empty strings"),
        ({"ok": math.nan}, "non-finite score ok=nan"),
        ({"ok": math.inf}, "non-finite score ok=inf"),
        ({"ok": -math.inf}, "non-finite score ok=-inf"),
        ({"ok": np.float64("nan")}, "non-finite score ok=nan"),
        ({"ok": 10**400}, "too large for a float"),
        ({"ok": "1.0"}, "non-numeric score"),
        (SystemExit(3), ""),
        (ZeroDivisionError("x"), "x"),
    ],
    ids=[
        "empty-key",
        "int-key",
        "tuple-key",
        "nan",
        "inf",
        "-inf",
        "numpy-nan",
        "huge-int",
        "str",
        "SystemExit",
        "raises",
    ],
)
def test_a_bad_result_is_a_row_error_and_the_run_goes_on(tmp_path: Path, bad: Any, says: str) -> None:
    out = tmp_path / "r.jsonl"
    result = evaluate(dataset=rows(), evaluators=[Returns(bad)], output=out)
    by_id = {r["id"]: r for r in read_rows(out)}
    assert sorted(by_id) == [0, 1, 2]
    (error,) = by_id[1]["errors"]
    assert error["stage"] == "evaluator" and error["evaluator"] == "custom"
    assert says in error["message"]
    assert by_id[0]["scores"]["custom"] == {"ok": 1.0}
    line = result.summary().get("ok", evaluator="custom")
    assert (line.mean, line.n, line.missing) == (1.0, 2, 1)


@pytest.mark.parametrize(
    ("value", "expected"),
    [(np.float32(0.5), 0.5), (np.int64(2), 2.0), (np.bool_(True), 1.0), (np.uint8(3), 3.0)],
    ids=["float32", "int64", "bool_", "uint8"],
)
def test_numpy_scalar_scores_are_accepted(value: Any, expected: float) -> None:
    class Numpy:
        name = "np"

        def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Any:
            return {"v": value}

    result = evaluate(dataset=rows(2), evaluators=[Numpy()])
    assert [r["errors"] for r in result.rows] == [[], []]
    assert [r["scores"]["np"]["v"] for r in result.rows] == [expected, expected]
    assert all(type(r["scores"]["np"]["v"]) is float for r in result.rows)


def circular() -> dict[str, Any]:
    d: dict[str, Any] = {"a": 1}
    d["self"] = d
    return d


@pytest.mark.parametrize(
    "details",
    [circular(), {("a", "b"): 1}, {"x": math.nan}, {"obj": object()}],
    ids=["circular", "tuple-keys", "nan", "object"],
)
def test_details_that_do_not_serialise_are_rewritten_not_fatal(tmp_path: Path, details: Any) -> None:
    out = tmp_path / "r.jsonl"
    result = evaluate(dataset=rows(), evaluators=[Returns({"ok": 0.5}, details=details)], output=out)
    written = read_rows(out)
    assert len(written) == 3
    assert all(r["errors"] == [] for r in written)
    for r in written:
        if r["id"] != 1:
            assert r["scores"]["custom"] == {"ok": 1.0}
    strict_json(result.to_json())


@pytest.mark.parametrize("category", [["geo", "europe"], {"kind": "geo"}, {"x", "y"}, math.nan])
def test_an_unhashable_or_odd_category_is_kept_as_text(tmp_path: Path, category: Any) -> None:
    data = [
        {"id": 0, "dataset": "squad", "answer": "Paris", "response": "Paris"},
        {"id": 1, "dataset": "squad", "answer": "Paris", "response": "Paris", "category": category},
    ]
    out = tmp_path / "r.jsonl"
    result = evaluate(dataset=data, output=out)
    written = read_rows(out)
    assert [r["errors"] for r in written] == [[], []]
    cats = {line.category for line in result.summary()} - {None}
    assert len(cats) == 1
    (cat,) = cats
    assert isinstance(cat, str)
    if isinstance(category, list):
        assert json.loads(cat) == category


def test_an_odd_category_on_the_systems_path_is_kept(tmp_path: Path) -> None:
    data = [{"id": 0, "dataset": "squad", "answer": "Paris", "category": ["a", "b"]}]
    evaluate([lambda ex: "Paris"], dataset=data, output=tmp_path / "r.jsonl")
    (row,) = read_rows(tmp_path / "r.jsonl")
    assert row["errors"] == []
    assert row["category"] == '["a", "b"]'


class _Boom:
    """An accumulator that raises in ``add`` or in ``result``."""

    def __init__(self, where: str) -> None:
        self.where = where

    def add(self, scores: Mapping[str, float], details: Mapping[str, Any]) -> None:
        if self.where == "add":
            raise ZeroDivisionError("boom in add")

    def result(self, *, seed: int, resamples: int) -> AggregateResult | None:
        raise ZeroDivisionError("boom in result")


class _BoomAggregation:
    kind = "corpus"

    def __init__(self, key: str, where: str) -> None:
        self.key = key
        self.where = where

    def accumulator(self) -> _Boom:
        return _Boom(self.where)


@pytest.mark.parametrize("where", ["add", "result"])
def test_an_aggregation_that_raises_reports_on_its_own_line(tmp_path: Path, where: str) -> None:
    class Corpus:
        name = "corpus"
        aggregations = (
            _BoomAggregation("broken", where),
            CorpusScore("total", ("_n",), lambda sums: sums["_n"]),
        )

        def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Any:
            return {"ok": 1.0, "_n": 1.0}

    result = evaluate(dataset=rows(4), evaluators=[Corpus()], output=tmp_path / "r.jsonl")
    summary = result.summary()
    broken = summary.get("broken", evaluator="corpus")
    assert math.isnan(broken.mean)
    assert broken.extra is not None and f"boom in {where}" in broken.extra["error"]
    assert summary.get("total", evaluator="corpus").mean == 4.0
    assert summary.get("ok", evaluator="corpus").mean == 1.0
    assert f"aggregation failed: ZeroDivisionError: boom in {where}" in summary.to_markdown()
    doc = strict_json(result.to_json())
    assert [s["mean"] for s in doc["summary"] if s["key"] == "broken"] == [None]


def test_nan_option_is_refused_and_json_files_are_strict(tmp_path: Path) -> None:
    from scorewire.cli import main

    data = tmp_path / "lat.jsonl"
    data.write_text(
        '{"id":1,"dataset":"t","latency":3.0,"response":"x"}\n{"id":2,"dataset":"t","latency":1.0,"response":"y"}\n'
    )
    # The option error is one line naming the evaluator and the accepted options (a ScorewireError).
    with pytest.raises(ScorewireError, match="option 'half_life' must be a finite number"):
        evaluate(
            dataset=str(data), evaluators=["time_decay"], evaluator_options={"time_decay": {"half_life": math.nan}}
        )
    # RatioOfSums over all-zero denominators is NaN: summary.json says null, not NaN.
    data.write_text("".join(json.dumps({"id": i, "dataset": "x", "response": "r"}) + "\n" for i in range(3)))
    out = tmp_path / "out"
    module = tmp_path / "zero_ratio.py"
    module.write_text(
        "from scorewire import RatioOfSums\n"
        "class ZeroRatio:\n"
        "    name = 'zero_ratio'\n"
        "    aggregations = (RatioOfSums('acc', '_num', '_den'),)\n"
        "    def score(self, original, processed):\n"
        "        return {'_num': 0.0, '_den': 0.0}\n"
    )
    result = evaluate(dataset=str(data), evaluators=[_load(module).ZeroRatio()], output=out / "results.jsonl")
    assert math.isnan(result.summary().get("acc").mean)
    strict_json(result.to_json())
    assert main is not None


def _load(path: Path) -> Any:
    import importlib.util

    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_cli_summary_json_is_strict(tmp_path: Path) -> None:
    from scorewire.cli import main

    data = tmp_path / "d.jsonl"
    data.write_text('{"id":1,"dataset":"squad","answer":"Paris","response":"Paris"}\n')
    assert main(["run", str(data), "-o", str(tmp_path / "out")]) == 0
    strict_json((tmp_path / "out" / "summary.json").read_text())


def test_a_huge_error_message_is_cut() -> None:
    result = evaluate(dataset=rows(), evaluators=[Returns(ValueError("x" * 10_000_000))])
    (error,) = result.rows[1]["errors"]
    assert len(error["message"]) < 2100
    assert "characters cut" in error["message"]


FORGED = (
    "x |  |  |  |  |  |  |  |  |\n"
    "| score-only | squad |  | answer_quality | exact_match | 0.9900 | [0.9800, 1.0000] | 0.0010 | 5000 | 0 |\n<!--"
)


@pytest.mark.parametrize(
    "name",
    [
        FORGED,
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "a\\|b",
        "[x](javascript:alert(1))",
        "`code`",
    ],
    ids=["forged-row", "script", "img", "escaped-pipe", "link", "backticks"],
)
def test_markdown_summary_escapes_names_from_data(tmp_path: Path, name: str) -> None:
    from scorewire.cli import main

    data = tmp_path / "f.jsonl"
    lines = [
        {"id": 1, "dataset": "squad", "answer": "Paris", "response": "London", "category": "geo"},
        {"id": 2, "dataset": "squad", "answer": "Paris", "response": "Rome", "category": name},
        {"id": 3, "dataset": name, "answer": "Paris", "response": "Rome"},
    ]
    data.write_text("".join(json.dumps(x) + "\n" for x in lines))
    # Row 3's dataset is wired to nothing (a row error), so allow errors for the exit status.
    assert main(["run", str(data), "-o", str(tmp_path / "out"), "--categories", "--max-error-rate", "1"]) == 0
    text = (tmp_path / "out" / "summary.md").read_text()
    table = [line for line in text.splitlines() if line.startswith("|")]
    # every table line has exactly the 10 cells of the header, and no data line was injected
    assert all(line.count("|") == 11 for line in table), table
    assert not any(line.startswith("| score-only | squad |  | answer_quality | exact_match | 0.99") for line in table)
    for raw in ("<!--", "<script", "<img", "](", "`"):
        assert raw not in text
    assert "\r" not in text


def test_a_row_a_benchmark_adapter_cannot_convert_is_a_row_error(tmp_path: Path) -> None:
    import types

    from scorewire import DatasetAdapter, PluginRegistry, hookimpl

    def convert(raw: Mapping[str, Any]) -> dict[str, Any]:
        if "####" not in raw["answer"]:
            raise ValueError("an answer must end in '#### N'")
        return {"answer": raw["answer"].split("####")[-1].strip(), "response": raw["response"]}

    plugin = types.SimpleNamespace(
        scorewire_register_datasets=hookimpl(lambda: [DatasetAdapter("toy", convert=convert)])
    )
    registry = PluginRegistry(env={"SCOREWIRE_LOAD_PLUGINS": "scorewire-answer-quality"}).load()
    registry.register(plugin, "toy-plugin")
    data = tmp_path / "g.jsonl"
    lines = [
        {"answer": "so 2 #### 2", "response": "2"},
        {"answer": "four", "response": "4"},
        {"answer": "so 6 #### 6", "response": "6"},
    ]
    data.write_text("".join(json.dumps(x) + "\n" for x in lines))
    for source in ({"dataset": "toy", "data_path": data}, {"dataset": lines, "dataset_name": "toy"}):
        result = evaluate(**source, registry=registry, evaluators=["exact_match"])  # type: ignore[arg-type]
        first, bad, third = result.rows
        assert first["scores"]["exact_match"]["exact_match"] == 1.0
        assert third["scores"]["exact_match"]["exact_match"] == 1.0
        (error,) = bad["errors"]
        assert error["stage"] == "input" and error["type"] == "DatasetError"
        assert "toy row 2" in error["message"] and "#### N" in error["message"]
        assert bad["scores"] == {}


def test_too_many_categories_warn_once() -> None:
    data = [{"id": i, "dataset": "d", "response": "r", "category": f"c{i}"} for i in range(10_050)]
    with pytest.warns(RuntimeWarning, match="more than 10000 distinct categories") as caught:
        evaluate(dataset=data, evaluators=[Returns({"ok": 1.0})], bootstrap_resamples=0)
    assert len([w for w in caught if issubclass(w.category, RuntimeWarning)]) == 1
