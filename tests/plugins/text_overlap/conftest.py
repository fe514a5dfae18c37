"""Fixtures of the text-overlap plugin tests."""

from __future__ import annotations

import pytest
from scorewire import PluginRegistry


@pytest.fixture
def registry() -> PluginRegistry:
    """A registry that discovers only this plugin through its installed entry point.

    Keeps these tests independent of sibling plugins that may be broken or absent.
    """
    return PluginRegistry(env={"SCOREWIRE_LOAD_PLUGINS": "scorewire-text-overlap"})
