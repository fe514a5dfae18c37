"""Fixtures of the math tests: a registry holding only this plugin, and a shared evaluator."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from scorewire import PluginRegistry
from scorewire_math.evaluators import MathEquivalence

HERE = Path(__file__).parent


@pytest.fixture
def registry() -> PluginRegistry:
    """The installed scorewire-math plugin alone, found through its entry point."""
    return PluginRegistry(env={"SCOREWIRE_LOAD_PLUGINS": "scorewire-math"}).load()


@pytest.fixture(scope="session")
def evaluator() -> MathEquivalence:
    """One evaluator for the session (its sympy worker process is shared)."""
    return MathEquivalence()


def load_hard_pairs() -> list[dict[str, Any]]:
    """The hand-written labelled suite (also read by benchmarks/bench_math.py)."""
    with open(HERE / "hard_pairs.jsonl", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


_INLINE = MathEquivalence(symbolic="inline")


def equal(response: object, gold: str, question: str | None = None) -> bool:
    """Whether ``math_equivalence`` (sympy in this process) scores ``response`` equal to ``gold``;
    ``question``: the row's problem, which some rules read."""
    original = {"answer": gold} if question is None else {"answer": gold, "question": question}
    return _INLINE.score(original, {"response": response})["math_equiv"] == 1.0
