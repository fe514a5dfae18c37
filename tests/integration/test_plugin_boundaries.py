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


def declared_siblings(package: Path) -> set[str]:
    """Import names of the scorewire distributions a package's pyproject names in quotes
    (its own name, its dependencies and extras; entry points are unquoted keys)."""
    import re

    text = (package.parents[1] / "pyproject.toml").read_text(encoding="utf-8")
    return {name.replace("-", "_") for name in re.findall(r'"(scorewire-[a-z0-9-]+)', text)}


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.name)
def test_plugin_imports_only_public_core_api_and_no_sibling(package: Path):
    # A sibling is allowed only when declared in the pyproject, and then only its public modules.
    allowed = declared_siblings(package)
    problems = []
    for source in package.rglob("*.py"):
        for lineno, module in imported_modules(source):
            top = module.split(".")[0]
            if top == "scorewire" and module not in PUBLIC:
                problems.append(f"{source.relative_to(REPO)}:{lineno}: private core module {module}")
            if top.startswith("scorewire_") and top != package.name:
                if top not in allowed:
                    problems.append(f"{source.relative_to(REPO)}:{lineno}: undeclared sibling plugin {module}")
                elif any(part.startswith("_") for part in module.split(".")[1:]):
                    problems.append(f"{source.relative_to(REPO)}:{lineno}: private module of a sibling {module}")
    assert not problems, "\n".join(problems)
