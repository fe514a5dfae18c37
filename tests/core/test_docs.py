"""Meta-tests: every hook is documented with its exact signature, and tested."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

from scorewire import hookspecs

REPO = Path(__file__).resolve().parents[2]
HOOKS = [name for name, fn in vars(hookspecs).items() if name.startswith("scorewire_") and callable(fn)]


def signature_text(name: str) -> str:
    fn = getattr(hookspecs, name)
    sig = inspect.signature(fn)
    return f"def {name}{sig}".replace("'", "")


def test_the_hooks_are_the_documented_ones():
    assert sorted(HOOKS) == [
        "scorewire_register_datasets",
        "scorewire_register_evaluators",
        "scorewire_register_executors",
        "scorewire_register_reducers",
        "scorewire_register_rules",
    ]


def test_every_hook_has_a_section_with_its_exact_signature():
    text = (REPO / "docs" / "hooks.md").read_text()
    for name in HOOKS:
        assert f"## {name}\n" in text, f"docs/hooks.md lacks a section for {name}"
        assert signature_text(name) in text, f"docs/hooks.md does not show the signature {signature_text(name)!r}"


def test_every_hook_has_a_docstring():
    for name in HOOKS:
        assert (getattr(hookspecs, name).__doc__ or "").strip(), name


def test_every_hook_is_exercised_by_a_core_test():
    sources = "".join(p.read_text() for p in (REPO / "tests" / "core").glob("test_*.py") if p.name != "test_docs.py")
    for name in HOOKS:
        assert re.search(rf"\b{name}\b", sources), f"no core test implements {name}"
