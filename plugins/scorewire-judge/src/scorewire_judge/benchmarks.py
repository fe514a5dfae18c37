"""The judge benchmarks' prompts: what the model under test is sent (chat mode).

- ``mt-bench``: no template; the row's ``turns`` are played in order, each request
  holding the conversation so far (the runner's multi-turn rows).
- ``alpaca_eval``: the instruction, as is.
- ``simpleqa``: the question, as is (the grader reads the whole reply).
- ``healthbench``: the row's ``conversation`` (a list of chat messages), as is.

None takes few-shot examples: the reference evaluations are zero-shot.
"""

from __future__ import annotations

from typing import Any

from scorewire import Benchmark, Prompt

from .datasets import ADAPTERS

SPECS: dict[str, dict[str, Any]] = {
    "mt-bench": {"prompt": Prompt(user="{question}")},  # rows have turns: only the system prefix applies
    "alpaca_eval": {"prompt": Prompt(user="{instruction}")},
    "simpleqa": {"prompt": Prompt(user="{question}")},
    "healthbench": {"prompt": Prompt(conversation="conversation")},
}

BENCHMARKS = tuple(Benchmark.of(adapter, **SPECS[adapter.name]) for adapter in ADAPTERS)
