"""Tests of the hook implementations and of the smoke file CI runs with only this plugin installed."""

from __future__ import annotations

from pathlib import Path

from scorewire import DatasetAdapter, Evaluator, PluginRegistry, WiringRule, evaluate
from scorewire_answer_quality import plugin

SMOKE = Path(__file__).with_name("smoke.jsonl")


def test_hooks_return_data() -> None:
    evaluators = list(plugin.scorewire_register_evaluators())
    assert len({cls.name for cls in evaluators}) == len(evaluators) == 16
    for cls in evaluators:
        assert isinstance(cls.version, str) and cls.__doc__
    assert all(isinstance(r, WiringRule) for r in plugin.scorewire_register_rules())
    assert all(isinstance(a, DatasetAdapter) for a in plugin.scorewire_register_datasets())


def test_registered_evaluators_satisfy_the_protocol(registry: PluginRegistry) -> None:
    names = set(registry.evaluators())
    assert {"answer_quality", "match", "pattern", "answer", "fuzzy_match", "yes_no", "retrieval"} <= names
    for name in names - {"pattern"}:
        assert isinstance(registry.get_evaluator(name), Evaluator)
    assert isinstance(registry.get_evaluator("pattern", pattern="x"), Evaluator)
    assert registry.evaluator_plugin("answer_quality") == "scorewire-answer-quality"


def test_smoke_file_scores_without_row_errors(registry: PluginRegistry) -> None:
    result = evaluate(None, str(SMOKE), registry=registry, progress=False)
    rows = list(result.rows)
    assert len(rows) == 7
    assert [r["errors"] for r in rows] == [[]] * 7
    by_id = {r["id"]: r for r in rows}
    assert by_id["smoke-squad-1"]["scores"]["answer_quality"]["exact_match"] == 1.0
    assert by_id["smoke-nq-1"]["scores"]["answer_quality"]["f1"] == 0.0
    assert by_id["smoke-strategyqa-1"]["scores"]["yes_no"]["yes_no"] == 1.0
    assert by_id["smoke-squad-2"]["details"]["answer_quality"]["best_answer"] == "Santa Clara, California"
