"""The code benchmarks' default prompts and Hub locations (chat mode).

HumanEval sends the function's signature and docstring in a ``python`` fence and
asks for the whole function back in one fence; ``code_execution`` takes the
fenced block that defines the entry point and runs it after the prompt, as
OpenAI's human-eval does with a completion. MBPP sends the task and its three
asserts (the MBPP paper's prompt shape) and asks for the code in one fence.
Few-shot examples are answered with the reference solution.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorewire import HubSource, Prompt

FENCE = "```"

HUMANEVAL_PROMPT = Prompt(
    user=f"Complete this Python function.\n\n{FENCE}python\n{{prompt}}{FENCE}",
    answer_format=f"Reply with the complete function, signature included, in one {FENCE}python code block.",
    fewshot_answer=f"{FENCE}python\n{{prompt}}{{canonical_solution}}{FENCE}",
)


def mbpp_task(example: Mapping[str, Any]) -> str:
    """An MBPP task with the asserts its code must pass."""
    tests = "\n".join(str(t) for t in example.get("test_list") or [])
    return f"{example.get('prompt')}\n\nYour code must pass these tests:\n\n{FENCE}python\n{tests}\n{FENCE}"


def mbpp_solution(example: Mapping[str, Any]) -> str:
    """The reference solution of an MBPP task, fenced (the few-shot reply)."""
    return f"{FENCE}python\n{example.get('canonical_solution') or ''}\n{FENCE}"


MBPP_PROMPT = Prompt(
    user=mbpp_task,
    answer_format=f"Reply with the Python code only, in one {FENCE}python code block.",
    fewshot_answer=mbpp_solution,
    fewshot_split="prompt",
)

SPECS: dict[str, dict[str, Any]] = {
    "humaneval": {"prompt": HUMANEVAL_PROMPT, "hub": HubSource("openai/openai_humaneval", None, "test")},
    "mbpp": {"prompt": MBPP_PROMPT, "hub": HubSource("google-research-datasets/mbpp", "full", "test")},
    "mbpp-sanitized": {"prompt": MBPP_PROMPT, "hub": HubSource("google-research-datasets/mbpp", "sanitized", "test")},
}
