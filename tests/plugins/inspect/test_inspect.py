"""scorewire evaluators inside a real Inspect AI eval (offline mock model), and Inspect logs read back."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import scorewire_inspect
from inspect_ai.log import read_eval_log
from scorewire import evaluate, get_evaluator

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from inspect_tasks import MATH, MC, MC_OUTPUTS  # noqa: E402


def run_inspect(which: str, log_dir: Path):
    """Run one of inspect_tasks.py's evals in a fresh interpreter and read its log."""
    proc = subprocess.run(
        [sys.executable, str(HERE / "inspect_tasks.py"), which, str(log_dir)],
        capture_output=True,
        text=True,
        check=True,
    )
    return read_eval_log(proc.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module", autouse=True)
def _collect_inspects_leftovers():
    """Inspect AI leaves an event loop of its own for the garbage collector when its logs are
    read in-process; collect it here, with its ResourceWarning silenced, so the warning does not
    surface in an unrelated test later (pytest runs with warnings as errors)."""
    yield
    import gc
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        gc.collect()


@pytest.fixture(scope="module")
def math_log(tmp_path_factory):
    log = run_inspect("math", tmp_path_factory.mktemp("logs"))
    assert log.status == "success", log.error
    return log


def test_evaluator_as_inspect_scorer_in_a_real_eval(math_log):
    by_id = {s.id: s for s in math_log.samples}
    values = {sid: next(iter(s.scores.values())).value for sid, s in by_id.items()}
    assert values == {"s0": 1.0, "s1": 1.0, "s2": 0.0, "s3": 1.0, "s4": 1.0}
    wrong = next(iter(by_id["s2"].scores.values()))
    assert wrong.answer == "5"  # what math_equivalence extracted
    assert wrong.explanation  # and why it failed
    meta = wrong.metadata["scorewire"]
    assert meta["evaluator"] == "math_equivalence" and meta["scores"]["math_equiv"] == 0.0
    # Inspect's own metric over the scorer equals scorewire's mean on the same responses.
    (score_log,) = math_log.results.scores
    assert score_log.name == "scorewire/math_equivalence"
    rows = [{"id": f"s{i}", "answer": gold, "response": r} for i, (_, gold, r) in enumerate(MATH)]
    ours = evaluate(dataset=rows, evaluators=["math_equivalence"]).summary().get("math_equiv").mean
    assert score_log.metrics["mean"].value == pytest.approx(ours) == pytest.approx(0.8)


def test_inspect_log_is_a_score_only_dataset(math_log):
    rows = list(scorewire_inspect.read_log(math_log.location))
    assert [r["id"] for r in rows] == [f"s{i}" for i in range(len(MATH))]
    assert rows[2]["response"] == "I think it is 5." and rows[2]["answer"] == "4"
    assert rows[0]["dataset"] == "gsm8k" and rows[0]["system"] == "mockllm/model" and rows[0]["epoch"] == 0
    # Re-scored through auto-wiring (the task is named gsm8k), the verdicts equal Inspect's recorded ones.
    result = evaluate(dataset="inspect-log", data_path=math_log.location, keep_rows=True)
    for row in result.rows:
        assert row["scores"]["math_equivalence"]["math_equiv"] == row_inspect(rows, row["id"])
    assert result.summary().get("math_equiv").n == len(MATH)


def row_inspect(rows, sid):
    return next(r for r in rows if r["id"] == sid)["inspect_scores"]["scorewire/math_equivalence"]


def test_inspect_log_from_the_command_line(math_log, tmp_path):
    out = tmp_path / "out"
    subprocess.run(
        [
            *(sys.executable, "-m", "scorewire.cli", "run", "inspect-log"),
            *("--data", math_log.location, "--output", str(out), "--progress", "off"),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    results = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert [r["scores"]["math_equivalence"]["math_equiv"] for r in results] == [1.0, 1.0, 0.0, 1.0, 1.0]


def test_multiple_choice_and_epochs(tmp_path):
    # Two epochs of two questions, one sample at a time.
    log = run_inspect("mc", tmp_path)
    assert log.status == "success", log.error
    outputs = MC_OUTPUTS
    assert sorted((s.id, s.epoch) for s in log.samples) == [("q1", 1), ("q1", 2), ("q2", 1), ("q2", 2)]
    # Each sample's Inspect verdict equals scorewire's own verdict on the same completion.
    mc = get_evaluator("multiple_choice")
    gold = {qid: (letter, choices) for qid, _, choices, letter in MC}
    for s in log.samples:
        letter, choices = gold[s.id]
        ours = mc.score({"correct_letter": letter, "choices": choices}, {"response": s.output.completion})
        assert next(iter(s.scores.values())).value == ours["mc_accuracy"]
    assert {s.output.completion for s in log.samples} == set(outputs)
    rows = list(scorewire_inspect.read_log(log.location))
    assert sorted((r["id"], r["epoch"]) for r in rows) == [("q1", 0), ("q1", 1), ("q2", 0), ("q2", 1)]
    first = next(r for r in rows if r["id"] == "q1")
    assert first["choices"] == ["4", "6", "7", "9"] and first["correct_letter"] == "C"
    # Read back with reducers: per question, the mean and max over its two epochs.
    result = evaluate(dataset="inspect-log", data_path=log.location, reducers=["mean", "max"])
    verdicts = {(r["id"], r["epoch"]): r["inspect_scores"]["scorewire/multiple_choice"] for r in rows}
    assert sorted(verdicts.values()) == [0.0, 1.0, 1.0, 1.0]
    mean = sum((verdicts[(q, 0)] + verdicts[(q, 1)]) / 2 for q in ("q1", "q2")) / 2
    best = sum(max(verdicts[(q, 0)], verdicts[(q, 1)]) for q in ("q1", "q2")) / 2
    summary = result.summary()
    assert summary.get("mc_accuracy", aggregation="mean").mean == pytest.approx(mean)
    assert summary.get("mc_accuracy", aggregation="max").mean == pytest.approx(best) == 1.0
    assert summary.get("mc_accuracy", aggregation="mean").n == 2


def test_missing_field_is_a_sample_error_not_a_score(tmp_path):
    log = run_inspect("missing", tmp_path)
    # code_execution needs `test` and `entry_point`: Inspect records an error, never a score.
    assert log.status == "error"
    assert "MissingFieldError" in str(log.error) or "test" in str(log.error)


def test_discovery_does_not_import_inspect():
    code = (
        "import sys, scorewire; reg = scorewire.default_registry().load(); "
        "assert 'scorewire-inspect' in reg.plugins; "
        "assert 'inspect_ai' not in sys.modules, 'plugin discovery imported inspect_ai'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
