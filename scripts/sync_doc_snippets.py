"""Keep code blocks in the docs equal to the files they show.

A fenced block right after ``<!-- docs-snippet: PATH -->`` (PATH relative to the repository
root) must hold exactly the text of that file. ``python scripts/sync_doc_snippets.py``
rewrites every such block from its file; ``--check`` only reports the blocks that differ
(``tests/core/test_doc_snippets.py`` runs the check, so a drifted snippet fails the tests).
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SNIPPET = re.compile(
    r"<!--\s*docs-snippet:\s*(?P<path>\S+)\s*-->\n(?P<open>```[\w-]*\n)(?P<body>.*?)(?P<close>^```[ \t]*$)",
    re.S | re.M,
)


@dataclass(frozen=True)
class Snippet:
    page: Path
    path: str
    line: int
    shown: str

    @property
    def source(self) -> Path:
        return REPO / self.path

    def expected(self) -> str:
        return self.source.read_text(encoding="utf-8")


def pages() -> list[Path]:
    return sorted([REPO / "README.md", *(REPO / "docs").rglob("*.md")])


def snippets(page: Path) -> list[Snippet]:
    text = page.read_text(encoding="utf-8")
    return [
        Snippet(page, m.group("path"), text[: m.start()].count("\n") + 1, m.group("body"))
        for m in SNIPPET.finditer(text)
    ]


def drifted() -> list[str]:
    """One line per snippet that differs from its file (or whose file is gone)."""
    problems = []
    for page in pages():
        for snip in snippets(page):
            where = f"{page.relative_to(REPO)}:{snip.line}"
            if not snip.source.is_file():
                problems.append(f"{where}: shows {snip.path}, which does not exist")
            elif snip.shown != snip.expected():
                problems.append(f"{where}: differs from {snip.path}")
    return problems


def sync() -> int:
    """Rewrite every snippet from its file; returns how many pages changed."""
    changed = 0
    for page in pages():
        text = page.read_text(encoding="utf-8")

        def replace(m: re.Match[str]) -> str:
            body = (REPO / m.group("path")).read_text(encoding="utf-8")
            return m.group(0)[: m.start("body") - m.start(0)] + body + m.group("close")

        new = SNIPPET.sub(replace, text)
        if new != text:
            page.write_text(new, encoding="utf-8")
            changed += 1
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report drifted snippets, change nothing")
    args = parser.parse_args(argv)
    if args.check:
        problems = drifted()
        for problem in problems:
            print(problem)
        return 1 if problems else 0
    print(f"{sync()} page(s) updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
