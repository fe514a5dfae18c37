"""Plugins use only scorewire's public API and never import a sibling plugin."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PUBLIC = {"scorewire", "scorewire.hookspecs", "scorewire.http", "scorewire.extraction"}
PACKAGES = sorted(
    p
    for p in [*REPO.glob("plugins/*/src/scorewire_*"), *REPO.glob("examples/third-party-plugin/src/scorewire_*")]
    if p.is_dir()
)


def imported_modules(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return found


def test_there_are_plugins_to_check():
    assert len(PACKAGES) >= 2


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.name)
def test_plugin_imports_only_public_core_api_and_no_sibling(package: Path):
    problems = []
    for source in package.rglob("*.py"):
        for lineno, module in imported_modules(source):
            top = module.split(".")[0]
            if top == "scorewire" and module not in PUBLIC:
                problems.append(f"{source.relative_to(REPO)}:{lineno}: private core module {module}")
            if top.startswith("scorewire_") and top != package.name:
                problems.append(f"{source.relative_to(REPO)}:{lineno}: sibling plugin {module}")
    assert not problems, "\n".join(problems)
