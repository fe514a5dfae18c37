"""Write each evaluator's options table into its plugin's docs page and README, from the declarations.

    python scripts/gen_options_docs.py          # rewrite the tables in docs/plugins/*.md, plugins/*/README.md
    python scripts/gen_options_docs.py --check  # exit 1 when a committed table is stale

A table sits between two HTML comments naming the evaluator; a page without one for an
evaluator of its plugin gets it appended under "## Options reference". The pages of plugin
``scorewire-<family>`` are ``docs/plugins/<family>.md`` and ``plugins/scorewire-<family>/README.md``.
``tests/integration/test_options_docs.py`` runs the check, so a declaration and its
documentation cannot drift apart.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs" / "plugins"
PLUGINS = ROOT / "plugins"
BEGIN = "<!-- options: {name} (generated from the declarations by scripts/gen_options_docs.py) -->"
END = "<!-- /options: {name} -->"
SECTION = "## Options reference"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def options_table(name: str) -> str:
    """The Markdown table of evaluator ``name``'s options."""
    from scorewire import evaluator_options

    infos = evaluator_options(name)
    lines = [f'`{name}` options (`--option {name}.NAME=VALUE`, or `evaluator_options={{"{name}": {{...}}}}`):', ""]
    if not infos:
        return f"`{name}` has no options."
    lines += ["| option | type | default | meaning |", "|---|---|---|---|"]
    for info in infos:
        meaning = info.doc
        if info.choices is not None and "one of" not in meaning:
            from scorewire._options import _literal

            meaning += " One of: " + ", ".join(f"`{_literal(c)}`" for c in info.choices) + "."
        lines.append(
            f"| `{info.name}` | `{_cell(info.type)}` | `{_cell(info.default_text())}` | {_cell(meaning) or '-'} |"
        )
    return "\n".join(lines)


def pages() -> dict[Path, list[str]]:
    """Each first-party docs page and README, and the evaluators its plugin registers."""
    from scorewire import default_registry

    reg = default_registry()
    out: dict[Path, list[str]] = {}
    for name in sorted(reg.evaluators()):
        plugin = reg.evaluator_plugin(name)
        if not plugin.startswith("scorewire-"):
            continue
        for page in (DOCS / f"{plugin.removeprefix('scorewire-')}.md", PLUGINS / plugin / "README.md"):
            if page.exists():
                out.setdefault(page, []).append(name)
    return out


def render(text: str, names: list[str]) -> str:
    """``text`` with every evaluator's block regenerated (missing ones appended)."""
    for name in names:
        begin, end = BEGIN.format(name=name), END.format(name=name)
        block = f"{begin}\n{options_table(name)}\n{end}"
        pattern = re.compile(re.escape(begin) + r".*?" + re.escape(end), re.S)
        if pattern.search(text):
            text = pattern.sub(lambda _, block=block: block, text)
            continue
        if SECTION not in text:
            text = text.rstrip("\n") + f"\n\n{SECTION}\n"
        text = text.rstrip("\n") + f"\n\n{block}\n"
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report stale pages instead of writing them")
    args = parser.parse_args(argv)
    stale = []
    for page, names in pages().items():
        old = page.read_text(encoding="utf-8")
        new = render(old, names)
        if new != old:
            stale.append(page)
            if not args.check:
                page.write_text(new, encoding="utf-8")
    for page in stale:
        verb = "is stale" if args.check else "rewritten"
        print(f"{page.relative_to(ROOT)} {verb}", file=sys.stderr)
    if args.check and stale:
        print("run: python scripts/gen_options_docs.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
