"""The public API is complete, and importing it stays cheap (what is imported, not how fast)."""

from __future__ import annotations

import subprocess
import sys

import pytest
import scorewire


def test_every_name_in_all_resolves():
    for name in scorewire.__all__:
        assert getattr(scorewire, name) is not None, name
    assert set(scorewire.__all__) <= set(dir(scorewire))


def test_unknown_attribute_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        _ = scorewire.nope  # type: ignore[attr-defined]


def test_import_does_not_load_the_runner_or_heavy_dependencies():
    code = "import sys, scorewire; print(sorted(m for m in ('asyncio', 'httpx', 'numpy', 'tqdm', 'scorewire._runner') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"


def test_core_discovery_alone_does_not_load_httpx_or_numpy():
    code = (
        "import os, sys; os.environ['SCOREWIRE_LOAD_PLUGINS'] = 'scorewire-length-example'\n"
        "import scorewire; scorewire.evaluators()\n"
        "print(sorted(m for m in ('httpx', 'numpy', 'tqdm') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"
