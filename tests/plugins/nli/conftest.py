"""Fixtures of the nli tests: a registry holding only this plugin, so sibling plugins cannot interfere."""

from __future__ import annotations

import pytest
from scorewire import PluginRegistry


@pytest.fixture
def registry() -> PluginRegistry:
    """The installed scorewire-nli plugin alone, found through its entry point."""
    return PluginRegistry(env={"SCOREWIRE_LOAD_PLUGINS": "scorewire-nli"}).load()
