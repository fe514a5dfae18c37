"""Dataset adapters for the judge benchmarks (local files only; scorewire never downloads).

- ``mt-bench``: FastChat's ``question.jsonl`` (a file, or a folder that also holds a
  ``*reference_answer*`` JSONL such as ``gpt-4.jsonl``). Rows: ``id`` (the question id),
  ``category``, ``turns`` (the user turns), ``reference`` (the reference-answer file's
  turns, when present) and ``question_reference`` (the question's own ``reference``).
- ``alpaca_eval``: an AlpacaEval outputs or annotations JSON. Annotation rows
  (``output_1`` = baseline, ``output_2`` = model) give ``instruction``,
  ``baseline_output`` and ``response`` (score-only mode); model-output rows
  (``output``) give ``instruction`` and ``response``, plus ``baseline_output`` when a
  ``reference_outputs``/``baseline`` JSON sits in the same folder.
- ``simpleqa``: OpenAI's ``simple_qa_test_set.csv`` (``problem``, ``answer``,
  ``metadata``) -> ``question``, ``answer``, ``category`` (the topic).
- ``healthbench``: HealthBench JSONL (``prompt`` messages, ``rubrics``,
  ``example_tags``) -> ``conversation``, ``rubrics``, ``tags``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from scorewire import DatasetAdapter, DatasetError, read_file, read_jsonl

if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["ADAPTERS", "read_alpaca_eval", "read_mt_bench"]


def _files(path: Path, suffixes: tuple[str, ...]) -> list[Path]:
    if path.is_file():
        return [path]
    return sorted(f for f in path.iterdir() if f.is_file() and f.suffix.lower() in suffixes)


def read_mt_bench(path: Path) -> Iterator[Mapping[str, Any]]:
    """MT-Bench questions joined with the reference answers found next to them."""
    files = _files(path, (".jsonl",))
    refs: dict[Any, list[str]] = {}
    questions: list[Path] = []
    for f in files:
        if "reference" in f.name or "answer" in f.name:
            for row in read_jsonl(f):
                choices = row.get("choices") or [{}]
                turns = choices[0].get("turns")
                if isinstance(turns, list):
                    refs[row.get("question_id")] = [str(t) for t in turns]
        elif "judge_prompts" not in f.name:
            questions.append(f)
    if not questions:
        raise DatasetError(f"mt-bench: no question file in {path} (expected question.jsonl)")
    for f in questions:
        for row in read_jsonl(f):
            qid = row.get("question_id")
            out: dict[str, Any] = {
                "id": qid,
                "question_id": qid,
                "category": row.get("category"),
                "turns": list(row.get("turns") or []),
            }
            if qid in refs:
                out["reference"] = refs[qid]
            if row.get("reference"):
                out["question_reference"] = list(row["reference"])
            yield out


def read_alpaca_eval(path: Path) -> Iterator[Mapping[str, Any]]:
    """AlpacaEval annotations or model outputs (with a baseline file beside them, when present)."""
    files = _files(path, (".json", ".jsonl"))
    baseline: dict[str, str] = {}
    main: list[Path] = []
    for f in files:
        if path.is_dir() and ("reference_outputs" in f.name or "baseline" in f.name):
            for row in read_file(f):
                baseline[str(row.get("instruction"))] = str(row.get("output"))
        else:
            main.append(f)
    for f in main:
        for i, row in enumerate(read_file(f)):
            instruction = row.get("instruction")
            if instruction is None:
                raise DatasetError(f"{f}: row {i} has no 'instruction'")
            out: dict[str, Any] = {"instruction": instruction, "id": i}
            if "output_1" in row and "output_2" in row:
                out["baseline_output"] = row["output_1"]
                out["response"] = row["output_2"]
                out["generator"] = row.get("generator_2")
            else:
                out["response"] = row.get("output")
                out["generator"] = row.get("generator")
                if str(instruction) in baseline:
                    out["baseline_output"] = baseline[str(instruction)]
            if row.get("dataset") is not None:
                out["source_dataset"] = row["dataset"]
            yield out


def _simpleqa(raw: Mapping[str, Any]) -> dict[str, Any]:
    topic = None
    meta = raw.get("metadata")
    if isinstance(meta, str) and meta.strip():
        try:
            parsed = ast.literal_eval(meta)
        except (ValueError, SyntaxError):
            parsed = None
        if isinstance(parsed, dict):
            topic = parsed.get("topic")
    return {"question": raw.get("problem", raw.get("question")), "answer": raw.get("answer"), "category": topic}


def _healthbench(raw: Mapping[str, Any]) -> dict[str, Any]:
    prompt = raw.get("prompt")
    if isinstance(prompt, str):
        import json  # here: discovery builds the adapters and reads nothing

        prompt = json.loads(prompt)
    return {
        "id": raw.get("prompt_id"),
        "conversation": prompt,
        "rubrics": raw.get("rubrics"),
        "tags": raw.get("example_tags") or [],
    }


ADAPTERS = (
    DatasetAdapter(
        "mt-bench",
        read=read_mt_bench,
        aliases=("mtbench",),
        description="MT-Bench questions + reference answers (FastChat files), judged by judge_rating",
    ),
    DatasetAdapter(
        "alpaca_eval",
        read=read_alpaca_eval,
        aliases=("alpacaeval",),
        description="AlpacaEval outputs/annotations, judged by alpaca_eval against baseline_output",
    ),
    DatasetAdapter(
        "simpleqa",
        convert=_simpleqa,
        aliases=("simple-qa",),
        description="SimpleQA (problem, answer), judged by judge_simpleqa",
    ),
    DatasetAdapter(
        "healthbench",
        convert=_healthbench,
        aliases=("health_bench",),
        description="HealthBench conversations with rubric items, judged by judge_rubric",
    ),
)
