"""The CLI's judge flags and the judge datasets' wiring and adapters."""

from __future__ import annotations

import json
from pathlib import Path

from fake_judge import FakeJudge, chat_reply
from scorewire import default_registry
from scorewire.cli import main


def test_cli_judge_flags_wire_the_judge(tmp_path: Path, capsys: object) -> None:
    data = tmp_path / "simpleqa.jsonl"
    rows = [{"id": i, "question": f"Who {i}?", "answer": "x", "response": "x", "dataset": "simpleqa"} for i in range(3)]
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    with FakeJudge(lambda b, i: chat_reply("A")) as server:
        code = main(
            [
                "run",
                str(data),
                "--judge-url",
                server.url,
                "--judge-model",
                "judge-x",
                "-o",
                str(tmp_path / "out"),
                "--progress",
                "off",
            ]
        )
    assert code == 0
    assert len(server.requests) == 3 and all(r["model"] == "judge-x" for r in server.requests)
    out = [json.loads(line) for line in (tmp_path / "out" / "results.jsonl").read_text().splitlines()]
    assert all(r["scores"]["judge_simpleqa"]["is_correct"] == 1.0 for r in out)


def test_wiring_rules_and_adapters() -> None:
    registry = default_registry()
    for dataset, evaluator in (
        ("simpleqa", "judge_simpleqa"),
        ("healthbench", "judge_rubric"),
        ("mt-bench", "judge_rating"),
        ("alpaca_eval", "alpaca_eval"),
        ("healthbench-hard", "judge_rubric"),
    ):
        assert tuple(registry.wire(dataset).evaluators) == (evaluator,), dataset
    assert {"mt-bench", "alpaca-eval", "simpleqa", "healthbench"} <= set(registry.datasets())


def test_simpleqa_and_healthbench_adapters(tmp_path: Path) -> None:
    registry = default_registry()
    csv_file = tmp_path / "simple_qa_test_set.csv"
    csv_file.write_text("metadata,problem,answer\n\"{'topic': 'Science'}\",Who discovered X?,Marie\n")
    rows = list(registry.datasets()["simpleqa"].load(csv_file))
    assert (
        rows[0]["question"] == "Who discovered X?" and rows[0]["answer"] == "Marie" and rows[0]["category"] == "Science"
    )
    hb = tmp_path / "healthbench.jsonl"
    hb.write_text(
        json.dumps(
            {
                "prompt_id": "p1",
                "prompt": [{"role": "user", "content": "hi"}],
                "rubrics": [{"criterion": "c", "points": 3, "tags": []}],
                "example_tags": ["theme:x"],
            }
        )
        + "\n"
    )
    row = next(iter(registry.datasets()["healthbench"].load(hb)))
    assert row["id"] == "p1" and row["rubrics"][0]["points"] == 3 and row["conversation"][0]["content"] == "hi"


def test_add_judge_options_keeps_explicit_options_and_needs_both_flags() -> None:
    import pytest
    from scorewire._judging import add_judge_options

    options = {"judge_grade": {"model": "special"}}
    add_judge_options(options, url="http://127.0.0.1:1/v1", model="judge", api_key_env="K")
    assert options["judge_grade"] == {"model": "special", "base_url": "http://127.0.0.1:1/v1", "api_key_env": "K"}
    assert options["alpaca_eval"]["model"] == "judge"
    assert "answer_quality" not in options  # not a judge
    with pytest.raises(SystemExit, match="go together"):
        add_judge_options({}, url="http://127.0.0.1:1/v1", model=None, api_key_env=None)


def test_every_judge_evaluator_accepts_the_cli_judge_options() -> None:
    from scorewire import evaluators, get_evaluator

    common = {"base_url": "http://127.0.0.1:1/v1", "model": "judge", "api_key_env": "K", "cache": None}
    extra = {"judge_panel": {"judges": [{}, {}, {}]}, "judge_fallback": {"primary": "answer_quality"}}
    judged = [name for name, cls in evaluators().items() if getattr(cls, "uses_judge", False) is True]
    assert len(judged) == 9
    for name in judged:
        ev = get_evaluator(name, **common, **extra.get(name, {}))
        assert ev.name == name


def test_without_an_endpoint_rows_needing_a_call_fail_clearly() -> None:
    from scorewire import evaluate, get_evaluator

    rows = [
        {"id": "same", "instruction": "Hi", "baseline_output": "Hello", "response": "Hello"},
        {"id": "differ", "instruction": "Hi", "baseline_output": "Hello", "response": "Hey"},
    ]
    result = evaluate(dataset=rows, evaluators=[get_evaluator("alpaca_eval")])
    by_id = {r["id"]: r for r in result.rows}
    assert by_id["same"]["scores"]["alpaca_eval"]["win_rate"] == 0.5
    (error,) = by_id["differ"]["errors"]
    assert "--judge-url" in error["message"] and "alpaca_eval" in error["message"]
