"""The question-answering benchmarks' default prompts and Hub locations (chat mode).

Reading-comprehension sets (SQuAD, HotpotQA, DROP) send the passage and the
question and ask for the shortest answer taken from the passage; open-domain sets
(TriviaQA, Natural Questions, WebQuestions) send the question alone and ask for a
few words. ``answer_quality`` scores the reply SQuAD-style, so a short reply
without a sentence around it is what scores well. Few-shot examples are answered
with their first gold answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorewire import Benchmark, HubSource, Prompt

from .datasets import ADAPTERS


def first_answer(example: Mapping[str, Any]) -> str:
    """The first acceptable answer of an example (the few-shot reply)."""
    answer = example.get("answer")
    if isinstance(answer, (list, tuple)):
        return str(answer[0]) if answer else ""
    return str(answer)


def reading_question(example: Mapping[str, Any]) -> str:
    """The passage, the question and the answer format; without a passage, the open-question prompt."""
    context = example.get("context")
    if isinstance(context, str) and context:
        return f"Passage:\n{context}\n\nQuestion: {example.get('question')}\n\n{SPAN_FORMAT}"
    return f"Question: {example.get('question')}\n\n{SHORT_FORMAT}"


SPAN_FORMAT = "Answer with the shortest span of the passage that answers the question, and nothing else."
SHORT_FORMAT = "Answer in a few words, with no explanation."

READING = Prompt(
    user=reading_question,
    fewshot_answer=first_answer,
    fewshot_split="train",
)
OPEN = Prompt(
    user="Question: {question}",
    answer_format=SHORT_FORMAT,
    fewshot_answer=first_answer,
    fewshot_split="train",
)

SPECS: dict[str, dict[str, Any]] = {
    "squad": {"prompt": READING, "hub": HubSource("rajpurkar/squad", None, "validation")},
    "hotpotqa": {"prompt": READING, "hub": HubSource("hotpotqa/hotpot_qa", "distractor", "validation")},
    "drop": {"prompt": READING, "hub": HubSource("ucinlp/drop", None, "validation")},
    "triviaqa": {"prompt": OPEN, "hub": HubSource("mandarjoshi/trivia_qa", "rc.nocontext", "validation")},
    "natural-questions": {"prompt": OPEN, "hub": HubSource("google-research-datasets/nq_open", None, "validation")},
    "web-questions": {"prompt": OPEN, "hub": HubSource("stanfordnlp/web_questions", None, "test")},
}

BENCHMARKS = tuple(Benchmark.of(adapter, **SPECS[adapter.name]) for adapter in ADAPTERS)
