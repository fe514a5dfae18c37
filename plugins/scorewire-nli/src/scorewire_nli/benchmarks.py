"""The NLI-family benchmarks' default prompts and Hub locations (chat mode).

Every adapter already writes a ``prompt`` asking for the label in the label
set's words (see ``datasets.py``); the benchmark sends it as the user message.
Few-shot examples are answered with their gold label.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorewire import Benchmark, DatasetError, HubSource, Prompt

from .datasets import ADAPTERS, nli_prompt


def label_prompt(example: Mapping[str, Any]) -> str:
    """The row's ``prompt``; for a canonical NLI row without one, built from premise and hypothesis."""
    prompt = example.get("prompt")
    if isinstance(prompt, str) and prompt:
        return prompt
    premise, hypothesis = example.get("premise"), example.get("hypothesis")
    if isinstance(premise, str) and isinstance(hypothesis, str):
        return nli_prompt(premise, hypothesis)
    raise DatasetError(
        f"row {example.get('id')!r} has no 'prompt' and no 'premise'/'hypothesis' to build one from "
        f"(it has {sorted(example)}); read the data through the adapter (--data) or pass --prompt-template"
    )


LABEL_PROMPT = Prompt(user=label_prompt, fewshot_answer="{answer}", fewshot_split="train")

HUB: dict[str, HubSource] = {
    "mnli": HubSource("nyu-mll/multi_nli", None, "validation_matched"),
    "snli": HubSource("stanfordnlp/snli", None, "test"),
    "anli": HubSource("facebook/anli", None, "test_r1"),
    "boolq": HubSource("google/boolq", None, "validation"),
}


def _spec(name: str) -> dict[str, Any]:
    prompt = LABEL_PROMPT
    if name == "anli":
        prompt = Prompt(user=label_prompt, fewshot_answer="{answer}", fewshot_split="train_r1")
    return {"prompt": prompt, "hub": HUB.get(name)}


BENCHMARKS = tuple(Benchmark.of(adapter, **_spec(adapter.name)) for adapter in ADAPTERS)
