"""Fixtures of the answer-quality tests: a registry holding only this plugin."""

from __future__ import annotations

import pytest
from scorewire import PluginRegistry


@pytest.fixture
def registry() -> PluginRegistry:
    """The installed scorewire-answer-quality plugin alone, found through its entry point."""
    return PluginRegistry(env={"SCOREWIRE_LOAD_PLUGINS": "scorewire-answer-quality"}).load()
