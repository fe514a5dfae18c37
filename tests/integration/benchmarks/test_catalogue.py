"""Every first-party dataset name is a benchmark with a documented default prompt."""

from __future__ import annotations

from pathlib import Path

import scorewire
from scorewire import Benchmark

REPO = Path(__file__).resolve().parents[3]
FIRST_PARTY_PREFIX = "scorewire-"


def _first_party() -> dict[str, object]:
    registry = scorewire.default_registry()
    out = {}
    for adapter in registry.datasets().values():
        plugin = registry.dataset_plugin(adapter.name) or ""
        if plugin.startswith(FIRST_PARTY_PREFIX):
            out[adapter.name] = adapter
    return out


def test_every_first_party_adapter_is_a_benchmark_with_a_chat_prompt_or_no_chat_mode():
    adapters = _first_party()
    assert {"gsm8k", "math", "mmlu", "ifeval", "humaneval", "squad", "mnli", "hellaswag"} <= set(adapters)
    for name, adapter in adapters.items():
        assert isinstance(adapter, Benchmark), name
        if "chat" in adapter.modes:
            assert adapter.prompt is not None, name
        else:
            assert adapter.prompt is None and adapter.modes == ("loglikelihood",), name
        assert set(adapter.mode_evaluators) <= set(adapter.modes), name


def test_every_first_party_benchmark_is_in_the_docs_table():
    text = (REPO / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    table = [line for line in text.splitlines() if line.startswith("| ")]
    for name in _first_party():
        assert any(name in line.split("|")[1] for line in table), f"docs/benchmarks.md lacks {name}"
    for page in ("gsm8k", "math", "mmlu", "ifeval", "humaneval", "squad", "mnli", "mt-bench"):
        assert (REPO / "docs" / "benchmarks" / f"{page}.md").is_file(), page


def test_the_documented_gsm8k_and_mmlu_prompts_are_the_ones_built():
    datasets = scorewire.default_registry().datasets()
    gsm8k = datasets["gsm8k"]
    assert isinstance(gsm8k, Benchmark) and gsm8k.prompt is not None
    page = (REPO / "docs" / "benchmarks" / "gsm8k.md").read_text(encoding="utf-8")
    message = gsm8k.prompt.user_message({"id": "x", "question": "{question}"})
    assert "\n".join("  " + line if line else "" for line in message.splitlines()) in page
    mmlu = datasets["mmlu"]
    assert isinstance(mmlu, Benchmark) and mmlu.prompt is not None
    built = mmlu.prompt.user_message({"id": "y", "question": "Q?", "choices": ["a", "b", "c", "d"], "subject": "x"})
    assert built.splitlines()[-1] in (REPO / "docs" / "benchmarks" / "mmlu.md").read_text(encoding="utf-8")
