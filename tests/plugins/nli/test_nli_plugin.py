"""Hooks, wiring and the smoke file CI runs with only the core and this plugin installed."""

from __future__ import annotations

from pathlib import Path

import pytest
import scorewire
from scorewire_nli import plugin

SMOKE = Path(__file__).with_name("smoke.jsonl")


def test_hooks_are_pure_functions() -> None:
    (ev,) = plugin.scorewire_register_evaluators()
    assert ev.name == "nli_label"
    names = {a.name for a in plugin.scorewire_register_datasets()}
    assert names == {"mnli", "snli", "anli", "fever", "scifact", "contract-nli", "boolq", "pubmedqa"}
    rules = list(plugin.scorewire_register_rules())
    assert all(r.evaluators == ("nli_label",) for r in rules)


@pytest.mark.parametrize(
    "dataset",
    [
        "mnli",
        "MNLI",
        "mnli-mismatched",
        "glue/mnli",
        "snli",
        "anli",
        "anli-r3",
        "facebook/anli",
        "fever",
        "scifact",
        "contract-nli",
        "contract_nli",
        "boolq",
        "super_glue/boolq",
        "pubmedqa",
        "pubmedqa-labeled",
    ],
)
def test_wiring(registry: scorewire.PluginRegistry, dataset: str) -> None:
    decision = registry.wire(dataset)
    assert decision.evaluators == ("nli_label",)
    assert decision.plugin == "scorewire-nli"


def test_datasets_registered_with_aliases(registry: scorewire.PluginRegistry) -> None:
    adapters = registry.datasets()
    for name in (
        "mnli",
        "multi-nli",
        "snli",
        "anli",
        "fever",
        "scifact",
        "contract-nli",
        "contractnli",
        "boolq",
        "pubmedqa",
    ):
        assert scorewire.normalize_dataset_name(name) in adapters, name


def test_smoke_file_scores_without_row_errors(registry: scorewire.PluginRegistry) -> None:
    result = scorewire.evaluate(dataset=str(SMOKE), registry=registry, bootstrap_resamples=10)
    rows = list(result.rows)
    assert len(rows) == 9
    assert all(not r["errors"] for r in rows), [r["errors"] for r in rows if r["errors"]]
    by_id = {r["id"]: r for r in rows}
    for row_id, row in by_id.items():
        expected = 0.0 if row_id == "smoke-unparsed" else 1.0
        assert row["scores"]["nli_label"]["nli_accuracy"] == expected, (row_id, row["details"])
    assert by_id["smoke-unparsed"]["details"]["nli_label"]["reason"]
