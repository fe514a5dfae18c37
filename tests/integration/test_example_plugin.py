"""The plugin author guide's example plugin, tested the way the guide says."""

from __future__ import annotations

import scorewire_length_example.plugin as plugin
from scorewire import PluginRegistry, evaluate


def test_hooks_are_pure_functions():
    assert [c.name for c in plugin.scorewire_register_evaluators()] == ["response_length"]
    assert [r.dataset for r in plugin.scorewire_register_rules()] == ["length-demo"]


def test_scores_through_wiring():
    reg = PluginRegistry([], env={})
    reg.register(plugin, "scorewire-length-example")
    rows = [
        {"dataset": "length-demo", "response": "a b c", "max_words": 2},
        {"dataset": "length-demo", "response": "", "max_words": 2},
        {"dataset": "length-demo", "response": "one"},
    ]
    out = evaluate(dataset=rows, registry=reg).rows
    assert out[0]["scores"]["response_length"] == {"words": 3.0, "chars": 5.0, "within_limit": 0.0}
    assert out[1]["scores"]["response_length"]["within_limit"] == 1.0
    assert "within_limit" not in out[2]["scores"]["response_length"]
