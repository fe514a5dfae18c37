"""No page points outside the repository: users have the repository, nothing beside it.

Covers README.md, docs/, and every plugin's and example's README: no path into a
sibling folder (``../shared``), no absolute path of a build machine, no design file that
is not shipped, and every relative link resolves to a file or folder inside the repository.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = sorted(
    {
        REPO / "README.md",
        *(REPO / "docs").rglob("*.md"),
        *(REPO / "plugins").glob("*/README.md"),
        *(REPO / "examples").glob("*/README.md"),
    }
)
LINK = re.compile(r"(?<!!)\[[^\]]*\]\((?P<target>[^)\s]+)(?:\s+\"[^\"]*\")?\)")
OUTSIDE = [
    (re.compile(r"\.\./shared\b"), "a path into ../shared (users do not have it)"),
    (re.compile(r"(?<![\w.])/work/"), "an absolute path of a build machine"),
    (re.compile(r"\bDESIGN\.md\b"), "DESIGN.md, which the repository does not ship"),
]


def ids(page: Path) -> str:
    return str(page.relative_to(REPO))


def problems_of(page: Path, root: Path) -> list[str]:
    text = page.read_text(encoding="utf-8")
    found = []
    for pattern, why in OUTSIDE:
        for m in pattern.finditer(text):
            found.append(f"line {text[: m.start()].count(chr(10)) + 1}: {why}")
    for m in LINK.finditer(text):
        target = m.group("target")
        if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            continue  # https:, mailto:, an anchor on the same page
        path = target.split("#", 1)[0]
        resolved = (page.parent / path).resolve()
        line = text[: m.start()].count("\n") + 1
        if not resolved.is_relative_to(root.resolve()):
            found.append(f"line {line}: link {target!r} leaves the repository")
        elif not resolved.exists():
            found.append(f"line {line}: link {target!r} points to nothing")
    return found


def test_there_are_pages() -> None:
    assert len(PAGES) >= 25


@pytest.mark.parametrize("page", PAGES, ids=ids)
def test_page_stays_inside_the_repository(page: Path) -> None:
    problems = problems_of(page, REPO)
    assert not problems, f"{ids(page)}:\n" + "\n".join(problems)


def test_the_checker_finds_each_kind_of_problem(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "there.md").write_text("x", encoding="utf-8")
    page = tmp_path / "docs" / "p.md"
    page.write_text(
        "See ../shared/data and /work/main/x and DESIGN.md.\n"
        "[ok](there.md#a) [web](https://example.org) [anchor](#top)\n"
        "[gone](missing.md) [out](../../elsewhere.md)\n",
        encoding="utf-8",
    )
    found = problems_of(page, tmp_path)
    assert len(found) == 5, found
    assert any("missing.md" in p and "points to nothing" in p for p in found)
    assert any("leaves the repository" in p for p in found)
