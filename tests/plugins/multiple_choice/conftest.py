"""Fixtures of the multiple-choice tests: a registry holding only this plugin, and the answer suite."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from scorewire import PluginRegistry


def load_suite_module() -> ModuleType:
    """The extraction suite module, loaded by path (tests run with --import-mode=importlib)."""
    spec = importlib.util.spec_from_file_location(
        "mc_extraction_suite", Path(__file__).with_name("extraction_suite.py")
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def suite() -> list[dict[str, Any]]:
    """Every case of the extraction suite."""
    return list(load_suite_module().SUITE)


@pytest.fixture
def registry() -> PluginRegistry:
    """The installed scorewire-multiple-choice plugin alone, found through its entry point."""
    return PluginRegistry(env={"SCOREWIRE_LOAD_PLUGINS": "scorewire-multiple-choice"}).load()
