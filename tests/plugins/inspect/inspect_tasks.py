"""Runs a real Inspect AI eval with the offline mock model and prints the log's path.

    python inspect_tasks.py {math|mc|missing} LOG_DIR

The tests run this in a subprocess: Inspect keeps event loops and sockets of its own alive
until the interpreter exits, which would leak into unrelated tests in one process.
"""

from __future__ import annotations

import sys
import warnings

import scorewire_inspect
from inspect_ai import Task
from inspect_ai import eval as inspect_eval
from inspect_ai.dataset import Sample
from inspect_ai.model import ModelOutput, ModelUsage, get_model
from inspect_ai.solver import generate

MATH = [
    ("What is 0+0?", "0", "The answer is \\boxed{0}."),
    ("What is 1+1?", "2", "1+1 = 2, so the answer is 2."),
    ("What is 2+2?", "4", "I think it is 5."),
    ("What is 3+3?", "6", "Final answer: 6"),
    ("What is half of 1?", "\\frac{1}{2}", "That is 0.5"),
]
MC = [
    ("q1", "Which is a prime?", ["4", "6", "7", "9"], "C"),
    ("q2", "Which is even?", ["3", "8", "5", "1"], "B"),
]
MC_OUTPUTS = ["The answer is (C).", "A", "I'd go with C: 7.", "**B**"]


def mock(outputs: list[str]):
    """Inspect's mock model answering ``outputs`` in order; usage set so it counts no tokens
    (counting would download a tokenizer)."""
    items = []
    for text in outputs:
        out = ModelOutput.from_content("mockllm/model", text)
        out.usage = ModelUsage(input_tokens=5, output_tokens=5, total_tokens=10)
        items.append(out)
    return get_model("mockllm/model", custom_outputs=items)


def main(which: str, log_dir: str) -> None:
    warnings.simplefilter("ignore")
    if which == "math":
        samples = [Sample(id=f"s{i}", input=q, target=gold) for i, (q, gold, _) in enumerate(MATH)]
        scorer = scorewire_inspect.scorer("math_equivalence")
        task, outputs, kwargs = (
            Task(name="gsm8k", dataset=samples, solver=generate(), scorer=scorer),
            [r for *_, r in MATH],
            {},
        )
    elif which == "mc":
        samples = [Sample(id=i, input=q, choices=c, target=t) for i, q, c, t in MC]
        scorer = scorewire_inspect.scorer("multiple_choice")
        task, outputs, kwargs = (
            Task(name="mmlu", dataset=samples, solver=generate(), scorer=scorer),
            MC_OUTPUTS,
            {"epochs": 2},
        )
    else:
        samples = [Sample(id="c1", input="Write add(a, b).", target="")]
        scorer = scorewire_inspect.scorer("code_execution")
        task, outputs, kwargs = (
            Task(name="humaneval", dataset=samples, solver=generate(), scorer=scorer),
            ["def add(a, b): return a + b"],
            {},
        )
    (log,) = inspect_eval(task, model=mock(outputs), log_dir=log_dir, max_samples=1, display="none", **kwargs)
    print(log.location)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
