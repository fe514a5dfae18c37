"""The multiple-choice benchmarks' default prompts, Hub locations and modes.

In ``chat`` mode a question is sent with its options as ``A. ...`` lines and the
model is asked to end with ``Answer: <letter>``; ``multiple_choice`` extracts the
letter. In ``loglikelihood`` mode :class:`CompletionsLoglikelihoodSystem` scores each
option after the adapter's ``context`` (lm-evaluation-harness's format) and
``mc_loglikelihood`` ranks them. Few-shot examples are answered ``Answer: <letter>``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorewire import Benchmark, HubSource, Prompt

from ._letters import LETTERS
from .datasets import ADAPTERS

ANSWER_FORMAT = 'Finish with a line of the form "Answer: X", where X is one of {letters}.'
FEWSHOT_ANSWER = "Answer: {correct_letter}"


def _prompt(user: Any, split: str | None, same: str | None = None) -> Prompt:
    return Prompt(
        user=user, answer_format=ANSWER_FORMAT, fewshot_answer=FEWSHOT_ANSWER, fewshot_split=split, fewshot_same=same
    )


QUESTION = "{question}\n\n{options}"


def mmlu_question(example: Mapping[str, Any]) -> str:
    """An MMLU question: its subject (``high_school_physics`` -> "high school physics"), question, options."""
    options = "\n".join(f"{LETTERS[i]}. {c}" for i, c in enumerate(example["choices"]))
    subject = str(example.get("subject") or "").replace("_", " ").strip()
    lead = f"The following is a question about {subject}.\n\n" if subject else ""
    return f"{lead}{example['question']}\n\n{options}"


def loglikelihood_system(model: str, base_url: str, **options: Any) -> Any:
    """The system of ``--mode loglikelihood``: option loglikelihoods from ``/v1/completions``."""
    from ._completions import CompletionsLoglikelihoodSystem  # httpx: imported only to run

    return CompletionsLoglikelihoodSystem(model=model, base_url=base_url, **options)


BOTH = {
    "modes": ("chat", "loglikelihood"),
    "mode_evaluators": {"chat": ("multiple_choice",), "loglikelihood": ("mc_loglikelihood",)},
    "mode_systems": {"loglikelihood": loglikelihood_system},
}

SPECS: dict[str, dict[str, Any]] = {
    "mmlu": {
        "prompt": _prompt(mmlu_question, "dev", same="subject"),  # shots from the row's own subject
        "hub": HubSource("cais/mmlu", "all", "test"),
    },
    "mmlu-pro": {
        "prompt": _prompt(QUESTION, "validation"),
        "hub": HubSource("TIGER-Lab/MMLU-Pro", None, "test"),
    },
    "arc-easy": {"prompt": _prompt(QUESTION, "train"), "hub": HubSource("allenai/ai2_arc", "ARC-Easy", "test")},
    "arc-challenge": {
        "prompt": _prompt(QUESTION, "train"),
        "hub": HubSource("allenai/ai2_arc", "ARC-Challenge", "test"),
    },
    "hellaswag": {
        "prompt": _prompt("Which ending continues this text best?\n\n{question}\n\n{options}", "train"),
        "hub": HubSource("Rowan/hellaswag", None, "validation"),
    },
    "winogrande": {
        "prompt": _prompt(
            "Which option fills the blank (_) in this sentence correctly?\n\n{question}\n\n{options}", "train"
        ),
        "hub": HubSource("allenai/winogrande", "winogrande_xl", "validation"),
    },
    "gpqa": {"prompt": _prompt(QUESTION, None)},
    "openbookqa": {"prompt": _prompt(QUESTION, "train"), "hub": HubSource("allenai/openbookqa", "main", "test")},
    "piqa": {
        "prompt": _prompt("Goal: {question}\n\nWhich solution reaches the goal?\n\n{options}", "train"),
        "hub": HubSource("ybisk/piqa", None, "validation"),
    },
    "truthfulqa-mc1": {
        "prompt": _prompt(QUESTION, None),
        "hub": HubSource("truthfulqa/truthful_qa", "multiple_choice", "validation"),
    },
}

_LOGLIKELIHOOD_ONLY = {
    "prompt": None,
    "hub": HubSource("truthfulqa/truthful_qa", "multiple_choice", "validation"),
    "modes": ("loglikelihood",),
    "mode_evaluators": {"loglikelihood": ("mc_loglikelihood",)},
    "mode_systems": {"loglikelihood": loglikelihood_system},
}


def _spec(name: str) -> dict[str, Any]:
    if name == "truthfulqa-mc2":
        return _LOGLIKELIHOOD_ONLY  # a probability mass over every true answer: no chat reading
    return {**BOTH, **SPECS[name]}


BENCHMARKS = tuple(Benchmark.of(adapter, **_spec(adapter.name)) for adapter in ADAPTERS)
