"""``scorewire run --judge-url URL --judge-model M``: one judge endpoint for every evaluator that needs one.

An evaluator class that calls an LLM judge declares ``uses_judge = True`` (the
``scorewire-judge`` evaluators do). The CLI gives each such installed evaluator the
judge's ``base_url``, ``model``, ``api_key_env`` (and the ``--cache`` response cache) unless ``--option EVAL.OPT=...``
already set them, so the datasets wired to a judge (simpleqa, healthbench, mt-bench,
alpaca_eval...) run without per-evaluator flags.
"""

from __future__ import annotations

from typing import Any


def add_judge_options(
    options: dict[str, dict[str, Any]],
    *,
    url: str | None,
    model: str | None,
    api_key_env: str | None,
    cache: Any = None,
) -> dict[str, dict[str, Any]]:
    """Fill the judge endpoint into ``options`` for every installed judge evaluator; returns ``options``."""
    if not url or not model:
        raise SystemExit("scorewire: --judge-url and --judge-model go together; give both (e.g. --judge-model gpt-4o)")
    from ._plugins import evaluators

    for name, cls in evaluators().items():
        if getattr(cls, "uses_judge", False) is True:
            opts = options.setdefault(name, {})
            opts.setdefault("base_url", url)
            opts.setdefault("model", model)
            if api_key_env:
                opts.setdefault("api_key_env", api_key_env)
            if cache is not None:
                opts.setdefault("cache", cache)
    return options
