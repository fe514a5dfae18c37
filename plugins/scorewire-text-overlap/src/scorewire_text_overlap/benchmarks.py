"""The summarization and translation benchmarks' default prompts (chat mode).

Every adapter already writes a ``prompt``: the task's instruction ("Summarize the
article below in one sentence.", "Translate ... Reply with the translation
only.") followed by the document or source sentence. The benchmark sends it as
the user message; few-shot examples are answered with their first reference.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from scorewire import Benchmark, DatasetAdapter, DatasetError, HubSource, Prompt

from .datasets import SUMMARIZATION, _language


def first_reference(example: Mapping[str, Any]) -> str:
    """The first reference text of an example (the few-shot reply)."""
    answer = example.get("answer")
    if isinstance(answer, (list, tuple)):
        return str(answer[0]) if answer else ""
    return str(answer)


def task_prompt(instruction: str | None) -> Prompt:
    """The row's ``prompt``; for a canonical row without one, ``instruction`` and its ``context``.

    ``instruction`` None means translation: "Translate the text below [from X] [into Y]."
    with the row's ``source_lang``/``target_lang``.
    """

    def user(example: Mapping[str, Any]) -> str:
        prompt = example.get("prompt")
        if isinstance(prompt, str) and prompt:
            return prompt
        text = example.get("context")
        if not isinstance(text, str) or not text:
            raise DatasetError(
                f"row {example.get('id')!r} has no 'prompt' and no 'context' (the document or source text) "
                f"to build one from (it has {sorted(example)}); add it, or read the data through the adapter"
            )
        if instruction is not None:
            return f"{instruction}\n\n{text}"
        words = "Translate the text below"
        if example.get("source_lang"):
            words += f" from {_language(str(example['source_lang']))}"
        if example.get("target_lang"):
            words += f" into {_language(str(example['target_lang']))}"
        return f"{words}. Reply with the translation only.\n\n{text}"

    return Prompt(user=user, fewshot_answer=first_reference, fewshot_split="train")


_INSTRUCTIONS = {spec.name: spec.instruction for spec in SUMMARIZATION}

HUB: dict[str, HubSource] = {
    "cnn_dailymail": HubSource("abisee/cnn_dailymail", "3.0.0", "test"),
    "xsum": HubSource("EdinburghNLP/xsum", None, "test"),
    "samsum": HubSource("Samsung/samsum", None, "test"),
}


def as_benchmarks(adapters: Iterable[DatasetAdapter]) -> list[Benchmark]:
    """The adapters with the task prompt (and a Hub location where there is one clear split)."""
    return [Benchmark.of(a, prompt=task_prompt(_INSTRUCTIONS.get(a.name)), hub=HUB.get(a.name)) for a in adapters]
