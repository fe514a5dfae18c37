"""Dataset adapters of scorewire-code: HumanEval, MBPP and MBPP sanitized to canonical fields."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorewire import Benchmark, DatasetAdapter

from .benchmarks import SPECS


def convert_humaneval(raw: Mapping[str, Any]) -> dict[str, Any]:
    """OpenAI HumanEval row -> canonical fields (a ``completion`` becomes ``response``)."""
    row: dict[str, Any] = {
        "id": raw.get("task_id"),
        "prompt": raw["prompt"],
        "test": raw["test"],
        "entry_point": raw["entry_point"],
        "canonical_solution": raw.get("canonical_solution"),
    }
    if raw.get("completion") is not None and raw.get("response") is None:
        row["response"] = raw["completion"]
    elif raw.get("response") is not None:
        row["response"] = raw["response"]
    return row


def convert_mbpp(raw: Mapping[str, Any]) -> dict[str, Any]:
    """MBPP (full or sanitized) row -> canonical fields.

    Full MBPP has ``text`` and ``test_setup_code``; sanitized MBPP has
    ``prompt`` and ``test_imports``. Both have ``code`` and ``test_list``.
    """
    row: dict[str, Any] = {
        "id": f"mbpp/{raw.get('task_id')}",
        "prompt": raw.get("prompt", raw.get("text")),
        "test_list": list(raw["test_list"]),
        "test_setup_code": raw.get("test_setup_code") or "",
        "test_imports": list(raw.get("test_imports") or []),
        "canonical_solution": raw.get("code"),
    }
    if raw.get("response") is not None:
        row["response"] = raw["response"]
    return row


def adapters() -> list[DatasetAdapter]:
    """humaneval (``HumanEval.jsonl(.gz)``), mbpp and mbpp-sanitized (local JSON/JSONL files)."""
    plain = [
        DatasetAdapter(
            "humaneval",
            convert=convert_humaneval,
            aliases=("openai-humaneval", "openai/openai-humaneval"),
            description="OpenAI HumanEval: 164 Python functions checked by unit tests",
            files=("HumanEval.jsonl.gz", "HumanEval.jsonl"),
        ),
        DatasetAdapter(
            "mbpp",
            convert=convert_mbpp,
            aliases=("google-research-datasets/mbpp",),
            description="MBPP: 974 basic Python problems with three asserts each",
        ),
        DatasetAdapter(
            "mbpp-sanitized",
            convert=convert_mbpp,
            aliases=("mbpp-sanitised",),
            description="MBPP sanitized subset (427 problems, test_imports)",
        ),
    ]
    return [Benchmark.of(adapter, **SPECS[adapter.name]) for adapter in plain]
