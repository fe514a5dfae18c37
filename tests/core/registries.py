"""A plugin registry built from evaluator classes and wiring rules, for core tests."""

from __future__ import annotations

from typing import Any

import scorewire
from scorewire import PluginRegistry


def registry_with(*classes: type, rules: Any = ()) -> PluginRegistry:
    """A registry with no installed plugins, holding ``classes`` and the wiring ``rules`` as one plugin."""
    reg = PluginRegistry([], env={})
    mod = type("Plugin", (), {})()

    @scorewire.hookimpl
    def scorewire_register_evaluators() -> list[type]:
        return list(classes)

    @scorewire.hookimpl
    def scorewire_register_rules() -> list[Any]:
        return list(rules)

    mod.scorewire_register_evaluators = scorewire_register_evaluators
    mod.scorewire_register_rules = scorewire_register_rules
    reg.register(mod, "test-plugin")
    return reg
