"""alpaca_eval's compat mode (AlpacaEval's prompt read at run time), determinism across processes, cost budgets."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from fake_judge import FakeJudge, chat_reply
from scorewire import evaluate
from scorewire_judge import AlpacaEval, JudgeGrade

# A stand-in for AlpacaEval's chatml classifier prompt (the real one is read from the
# installed alpaca_eval package); only its placeholders and chatml layout matter here.
CHATML = (
    "<|im_start|>system\nPick the better output.\n<|im_end|>\n"
    "<|im_start|>user\nInstruction: {instruction}\nOutput m: {output_1}\nOutput M: {output_2}\n"
    "Answer m or M.\n<|im_end|>"
)


def _logprobs(p_m: float) -> dict[str, Any]:
    import math

    top = [{"token": "m", "logprob": math.log(p_m)}, {"token": "M", "logprob": math.log(1 - p_m)}]
    return {"content": [{"token": "m", "logprob": math.log(p_m), "top_logprobs": top}]}


def test_compat_reads_the_prompt_file_and_renders_in_one_pass(tmp_path: Path) -> None:
    template = tmp_path / "alpaca_eval_clf.txt"
    template.write_text(CHATML)
    row = {
        "id": 1,
        "instruction": "Say hi",
        "baseline_output": "hello",
        "response": "I say {output_2} and {instruction}",
    }
    with FakeJudge(lambda b, i: chat_reply("m", logprobs=_logprobs(0.25))) as server:
        ev = AlpacaEval(base_url=server.url, model="j", compat="alpaca_eval", template_path=template)
        result = evaluate(dataset=[row], evaluators=[ev])
    request = server.requests[0]
    assert [m["role"] for m in request["messages"]] == ["system", "user"]
    user = request["messages"][1]["content"]
    assert "I say {output_2} and {instruction}" in user  # one pass: not substituted again
    assert request["temperature"] == 1.0 and "seed" not in request
    details = result.rows[0]["details"]["alpaca_eval"]
    assert details["render_warning"] == "placeholder_in_value"
    switched = details["switched"]
    expected = 3 - (2 - 0.25) if switched else 2 - 0.25
    assert result.rows[0]["scores"]["alpaca_eval"]["win_rate"] == pytest.approx(expected - 1)


def test_compat_without_the_package_says_what_to_do() -> None:
    with pytest.raises(ValueError, match="template_path"):
        AlpacaEval(base_url="http://127.0.0.1:9/v1", model="j", compat="alpaca_eval")


def test_order_and_request_hash_are_stable_across_processes() -> None:
    code = (
        "import json; from scorewire_judge import is_switched; from scorewire_judge._client import request_sha256;"
        "print(json.dumps([[is_switched(f'instr {i}', 0) for i in range(50)],"
        " request_sha256('http://x/v1/chat/completions', {'model': 'm', 'messages': [{'role': 'user', 'content': 'é'}]})]))"
    )
    outs = []
    for seed in ("1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        outs.append(
            json.loads(
                subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
            )
        )
    assert outs[0] == outs[1]
    assert sum(outs[0][0]) not in (0, 50)


def test_max_cost_budget() -> None:
    rows = [{"id": i, "question": f"q{i}", "answer": "a", "response": "r"} for i in range(6)]
    usage = {"prompt_tokens": 1_000_000, "completion_tokens": 0, "total_tokens": 1_000_000}
    with FakeJudge(lambda b, i: chat_reply("GRADE: C", usage=usage)) as server:
        ev = JudgeGrade(base_url=server.url, model="j", price_per_1m_input=1.0, max_cost_usd=2.0, max_concurrency=1)
        result = evaluate(dataset=rows, evaluators=[ev], max_concurrency=1)
    assert len(server.requests) == 2
    reasons = [r["details"]["judge_grade"].get("reason") for r in sorted(result.rows, key=lambda r: r["index"])]
    assert reasons == [None, None] + ["budget_exceeded"] * 4
    assert result.summary().get("judge_cost_usd", evaluator="judge_grade").value == pytest.approx(2.0)
