"""Our entry-point scanner finds exactly what importlib.metadata finds."""

from __future__ import annotations

import importlib.metadata as md

import pytest
from scorewire._entrypoints import FoundEntryPoint, _parse, entry_points


@pytest.mark.parametrize("group", ["scorewire", "console_scripts", "pytest11"])
def test_same_entry_points_as_importlib_metadata(group):
    ours = sorted((ep.name, ep.value) for ep in entry_points(group))
    reference = sorted((ep.name, ep.value) for ep in md.entry_points(group=group))
    assert ours == reference
    if group == "scorewire":
        assert len(ours) >= 8


def test_versions_match_the_installed_distributions():
    for ep in entry_points("scorewire"):
        assert ep.version == md.version(ep.name), ep


def test_parse_handles_comments_spacing_and_other_sections():
    text = "# comment\n[console_scripts]\nx = a:b\n\n[scorewire]\n  my-plugin =  pkg.mod  \n; note\nother=pkg.other:attr.sub\n"
    assert _parse(text, "scorewire") == [("my-plugin", "pkg.mod"), ("other", "pkg.other:attr.sub")]


def test_load_resolves_module_and_attributes():
    assert FoundEntryPoint("x", "os.path:join", "g", "d", "1").load() is __import__("os").path.join
    assert FoundEntryPoint("x", "json", "g", "d", "1").load() is __import__("json")
