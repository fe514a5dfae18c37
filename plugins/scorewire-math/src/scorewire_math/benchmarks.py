"""The math benchmarks' default prompts, Hub locations and modes (chat only).

Every prompt sends the problem as the user message and asks for the final answer
in the form ``math_equivalence`` finds first: ``#### N`` for the grade-school sets,
``\\boxed{}`` for competition problems. Few-shot examples, when asked for
(``--num-fewshot K``), are answered with their reference solution.
"""

from __future__ import annotations

from typing import Any

from scorewire import Benchmark, HubSource, Prompt

from .datasets import ADAPTERS

GRADE_SCHOOL = Prompt(
    user="{question}",
    answer_format=(
        "Work the problem out step by step. Then give the final number alone on the last line, "
        'written as "#### <number>".'
    ),
    fewshot_answer="{solution}",
    fewshot_split="train",
)

COMPETITION = Prompt(
    user="{question}",
    answer_format="Show your reasoning, then write the final answer inside \\boxed{{}}.",
    fewshot_answer="{solution}",
    fewshot_split="train",
)

AIME = Prompt(
    user="{question}",
    answer_format="The answer is an integer from 0 to 999. Reason step by step, then write it inside \\boxed{{}}.",
)

SPECS: dict[str, dict[str, Any]] = {
    "gsm8k": {"prompt": GRADE_SCHOOL, "hub": HubSource("openai/gsm8k", "main", "test")},
    "math": {"prompt": COMPETITION},
    "math-500": {"prompt": COMPETITION, "hub": HubSource("HuggingFaceH4/MATH-500", None, "test")},
    "mgsm": {"prompt": GRADE_SCHOOL},
    "aime": {"prompt": AIME},
}

BENCHMARKS = tuple(Benchmark.of(adapter, **SPECS[adapter.name]) for adapter in ADAPTERS)
