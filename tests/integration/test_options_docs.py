"""Each first-party evaluator's options table in docs/plugins/ is generated from its declarations."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import scorewire

ROOT = Path(__file__).resolve().parents[2]


def _generator():
    spec = importlib.util.spec_from_file_location("gen_options_docs", ROOT / "scripts" / "gen_options_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_options_tables_match_the_declarations():
    gen = _generator()
    stale = [
        str(page.relative_to(ROOT))
        for page, names in gen.pages().items()
        if gen.render(page.read_text(encoding="utf-8"), names) != page.read_text(encoding="utf-8")
    ]
    assert not stale, f"options tables out of date in {stale}; run: python scripts/gen_options_docs.py"


def test_every_first_party_evaluator_has_its_options_in_its_page():
    gen = _generator()
    pages = gen.pages()
    documented = {name for names in pages.values() for name in names}
    reg = scorewire.default_registry()
    # The example plugin is documented by the plugin author guide, not by a docs/plugins page.
    first_party = {
        n
        for n in reg.evaluators()
        if reg.evaluator_plugin(n).startswith("scorewire-") and reg.evaluator_plugin(n) != "scorewire-length-example"
    }
    assert first_party <= documented, f"no docs page for {sorted(first_party - documented)}"
    for page, names in pages.items():
        text = page.read_text(encoding="utf-8")
        for name in names:
            for info in scorewire.evaluator_options(name):
                assert f"| `{info.name}` |" in text, f"{page.name}: option {name}.{info.name} is not documented"


def test_a_changed_declaration_makes_the_page_stale():
    gen = _generator()
    page, names = next(iter(gen.pages().items()))
    text = page.read_text(encoding="utf-8")
    tampered = text.replace("| option | type | default | meaning |", "| option | type | default | what |", 1)
    assert gen.render(tampered, names) == text


def test_every_plugin_readme_has_its_evaluators_generated_options():
    gen = _generator()
    pages = gen.pages()
    reg = scorewire.default_registry()
    checked = 0
    for name in reg.evaluators():
        plugin = reg.evaluator_plugin(name)
        readme = ROOT / "plugins" / plugin / "README.md"
        if not (plugin.startswith("scorewire-") and readme.exists()):
            continue
        assert name in pages.get(readme, []), f"{readme.relative_to(ROOT)} is not generated for {name}"
        assert gen.BEGIN.format(name=name) in readme.read_text(encoding="utf-8"), f"{readme.name}: no {name} table"
        checked += 1
    assert checked >= 30
