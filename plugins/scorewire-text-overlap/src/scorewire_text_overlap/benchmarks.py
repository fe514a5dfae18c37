"""The summarization and translation benchmarks' default prompts (chat mode).

Every adapter already writes a ``prompt``: the task's instruction ("Summarize the
article below in one sentence.", "Translate ... Reply with the translation
only.") followed by the document or source sentence. The benchmark sends it as
the user message; few-shot examples are answered with their first reference.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from scorewire import Benchmark, DatasetAdapter, HubSource, Prompt


def first_reference(example: Mapping[str, Any]) -> str:
    """The first reference text of an example (the few-shot reply)."""
    answer = example.get("answer")
    if isinstance(answer, (list, tuple)):
        return str(answer[0]) if answer else ""
    return str(answer)


TASK_PROMPT = Prompt(user="{prompt}", fewshot_answer=first_reference, fewshot_split="train")

HUB: dict[str, HubSource] = {
    "cnn_dailymail": HubSource("abisee/cnn_dailymail", "3.0.0", "test"),
    "xsum": HubSource("EdinburghNLP/xsum", None, "test"),
    "samsum": HubSource("Samsung/samsum", None, "test"),
}


def as_benchmarks(adapters: Iterable[DatasetAdapter]) -> list[Benchmark]:
    """The adapters with the task prompt (and a Hub location where there is one clear split)."""
    return [Benchmark.of(a, prompt=TASK_PROMPT, hub=HUB.get(a.name)) for a in adapters]
