"""The plugin author guide shows the example plugin's real files, and the folder tree it has.

Blocks marked ``<!-- docs-snippet: PATH -->`` must equal PATH; ``scripts/sync_doc_snippets.py``
rewrites them after the example changes.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]
GUIDE = REPO / "docs" / "plugin-author-guide.md"
EXAMPLE = REPO / "examples" / "third-party-plugin"


def _sync_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("sync_doc_snippets", REPO / "scripts" / "sync_doc_snippets.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_no_snippet_has_drifted_from_its_file() -> None:
    problems = _sync_module().drifted()
    assert not problems, "run `python scripts/sync_doc_snippets.py`:\n" + "\n".join(problems)


def test_the_guide_shows_the_example_plugin_files() -> None:
    shown = {s.path for s in _sync_module().snippets(GUIDE)}
    assert {
        "examples/third-party-plugin/pyproject.toml",
        "examples/third-party-plugin/src/scorewire_length_example/plugin.py",
        "tests/integration/test_example_plugin.py",
    } <= shown


def test_the_guide_folder_tree_is_the_example_folder() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    tree = text.split("## 1. The folder", 1)[1].split("```", 2)[1]
    lines = [line for line in tree.splitlines()[1:] if line.strip()]
    listed = set()
    folder = ""
    for line in lines:
        entry = line.strip()
        if entry.endswith("/"):
            folder = "" if line.startswith(entry) else entry  # the root line vs a subfolder
            continue
        listed.add(f"{folder}{entry}" if line.startswith("    ") else entry)
    on_disk = {str(p.relative_to(EXAMPLE)) for p in EXAMPLE.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    assert listed == on_disk


def test_drift_is_found_and_sync_repairs_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sync = _sync_module()
    monkeypatch.setattr(sync, "REPO", tmp_path)
    (tmp_path / "docs").mkdir()
    (tmp_path / "ex.py").write_text("x = 1\n", encoding="utf-8")
    page = tmp_path / "docs" / "p.md"
    page.write_text("intro\n<!-- docs-snippet: ex.py -->\n```python\nx = 0\n```\nafter\n", encoding="utf-8")
    (tmp_path / "README.md").write_text("<!-- docs-snippet: gone.py -->\n```python\n```\n", encoding="utf-8")
    assert [re.sub(r":\d+:", ":", p) for p in sync.drifted()] == [
        "README.md: shows gone.py, which does not exist",
        "docs/p.md: differs from ex.py",
    ]
    (tmp_path / "README.md").write_text("no snippets\n", encoding="utf-8")
    assert sync.sync() == 1
    assert page.read_text(encoding="utf-8") == "intro\n<!-- docs-snippet: ex.py -->\n```python\nx = 1\n```\nafter\n"
    assert sync.drifted() == []
