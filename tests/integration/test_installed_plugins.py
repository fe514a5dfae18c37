"""Discovery of real installed distributions through importlib.metadata entry points."""

from __future__ import annotations

import importlib.metadata as md
import json
import subprocess
import sys

from scorewire import PluginRegistry, evaluate


def test_installed_example_plugin_is_discovered_with_its_version():
    reg = PluginRegistry(env={})  # real entry points of this environment
    info = reg.load().plugins["scorewire-length-example"]
    assert info.version == md.version("scorewire-length-example")
    assert info.evaluators == ["response_length"]
    assert reg.wire("length-demo").plugin == "scorewire-length-example"


def test_every_entry_point_is_named_after_its_distribution():
    for ep in md.entry_points(group="scorewire"):
        assert ep.dist is not None and ep.name == ep.dist.metadata["Name"], ep


def test_installed_plugin_scores_through_auto_wiring():
    reg = PluginRegistry(env={"SCOREWIRE_LOAD_PLUGINS": "scorewire-length-example"})
    rows = [{"dataset": "length-demo", "response": "one two three", "max_words": 2}]
    row = evaluate(dataset=rows, registry=reg).rows[0]
    assert row["scores"]["response_length"] == {"words": 3.0, "chars": 13.0, "within_limit": 0.0}


def test_cli_plugins_lists_installed_plugins_with_versions():
    out = subprocess.run(
        [sys.executable, "-m", "scorewire.cli", "plugins", "--json"], capture_output=True, text=True, check=True
    )
    plugins = {p["name"]: p for p in json.loads(out.stdout)}
    assert plugins["scorewire-length-example"]["version"] == md.version("scorewire-length-example")
    assert plugins["scorewire-length-example"]["rules"] == [
        {"dataset": "length-demo", "evaluators": ["response_length"], "priority": 0}
    ]
