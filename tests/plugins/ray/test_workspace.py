"""Ray is installed for scorewire-ray and its tests only: never by the core, the demo or other plugins."""

from __future__ import annotations

import re
from pathlib import Path

import tomllib

REPO = Path(__file__).resolve().parents[3]


def test_ray_is_in_its_own_group_and_not_a_runtime_dependency():
    root = tomllib.loads((REPO / "pyproject.toml").read_text())
    assert "scorewire-ray" not in root["project"]["dependencies"]
    assert root["dependency-groups"]["ray"] == ["scorewire-ray"]
    assert root["tool"]["uv"]["sources"]["scorewire-ray"] == {"workspace": True}
    plugin = tomllib.loads((REPO / "plugins" / "scorewire-ray" / "pyproject.toml").read_text())
    assert any(d.startswith("ray[data]") for d in plugin["project"]["dependencies"])
    for pyproject in [REPO / "core" / "pyproject.toml", *sorted((REPO / "plugins").glob("*/pyproject.toml"))]:
        if pyproject.parent.name != "scorewire-ray":
            deps = tomllib.loads(pyproject.read_text())["project"]["dependencies"]
            assert not [d for d in deps if re.match(r"ray\b", d)], pyproject


def test_the_demo_syncs_the_root_dependencies_only_and_the_test_setup_every_member():
    text = (REPO / "Makefile").read_text()
    runtime = re.search(r"^runtime:[^\n]*\n((?:\t[^\n]*\n)+)", text, re.M)
    sync = re.search(r"^sync:[^\n]*\n((?:\t[^\n]*\n)+)", text, re.M)
    assert runtime and sync
    # Without --all-packages, uv installs the root's dependencies: not scorewire-ray.
    assert "--all-packages" not in runtime.group(1)
    assert "--all-packages" in sync.group(1)
