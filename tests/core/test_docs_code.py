"""Every Python block in README.md and docs/ runs, offline, so the docs cannot drift from the code.

Each page's blocks run in order in a fresh temporary folder, each in a fresh namespace.
An HTML comment right before a block (invisible on the rendered page) changes that:

- ``<!-- docs-test: skip REASON -->`` does not run the block; the reason is required and
  says why (a live model endpoint, a Ray cluster, a signature rather than a program);
- ``<!-- docs-test: continue -->`` runs it in the namespace of the previous block;
- ``<!-- docs-test: setup`` ... ``-->`` runs the hidden lines first (files the
  block reads, names it assumes).

Outbound network connections are refused while the blocks run: a block that would
reach the internet fails instead of passing by luck.
"""

from __future__ import annotations

import re
import socket
import sys
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = sorted([REPO / "README.md", *(REPO / "docs").rglob("*.md")])
FENCE = re.compile(r"^```python\n(?P<code>.*?)^```[ \t]*$", re.S | re.M)
MARKER = re.compile(r"<!--\s*docs-test:\s*(?P<kind>skip|continue|setup)\b(?P<body>.*?)-->", re.S)
LOOPBACK = ("127.0.0.1", "::1", "localhost")


@dataclass
class Block:
    page: Path
    line: int
    code: str
    skip: str | None = None
    keep_namespace: bool = False
    setup: list[str] = field(default_factory=list)

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(REPO)}:{self.line}"


def blocks(page: Path) -> list[Block]:
    """The page's Python blocks with the markers in the comments just before each."""
    text = page.read_text(encoding="utf-8")
    out = []
    previous_end = 0
    for match in FENCE.finditer(text):
        block = Block(page, text[: match.start()].count("\n") + 1, match.group("code"))
        # Markers count only when nothing but comments and blank lines separate them from the fence.
        before = text[previous_end : match.start()]
        tail = re.search(r"((?:\s*<!--.*?-->)*)\s*\Z", before, re.S)
        for marker in MARKER.finditer(tail.group(1) if tail else ""):
            kind, body = marker.group("kind"), marker.group("body")
            if kind == "skip":
                block.skip = body.strip()
                assert block.skip, f"{block.where}: a docs-test skip marker must say why"
            elif kind == "continue":
                block.keep_namespace = True
            else:
                block.setup.append(body.strip("\n"))
        out.append(block)
        previous_end = match.end()
    return out


PAGES_WITH_CODE = [p for p in PAGES if blocks(p)]


@pytest.fixture
def offline(monkeypatch: pytest.MonkeyPatch) -> None:
    """Refuse connections to anything but loopback and Unix sockets."""
    real_connect = socket.socket.connect

    def connect(self: socket.socket, address: Any) -> None:
        if isinstance(address, tuple) and address[0] not in LOOPBACK:
            raise OSError(f"docs test: the network is off (tried {address[0]}:{address[1]})")
        real_connect(self, address)

    monkeypatch.setattr(socket.socket, "connect", connect)


def test_the_pages_have_python_blocks() -> None:
    assert len(PAGES_WITH_CODE) >= 10
    assert sum(len(blocks(p)) for p in PAGES_WITH_CODE) >= 40


def test_the_marker_parser_reads_skip_continue_and_setup(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "# t\n\n```python\nx = 1\n```\n\n<!-- docs-test: continue -->\n<!-- docs-test: setup\ny = 2\n-->\n"
        "```python\nprint(x + y)\n```\n\ntext\n\n<!-- docs-test: skip needs a cluster -->\n\n```python\nboom()\n```\n"
        "<!-- docs-test: skip not mine -->\nprose between\n```python\nz = 3\n```\n",
        encoding="utf-8",
    )
    first, second, third, fourth = blocks(page)
    assert (first.skip, first.keep_namespace, first.setup) == (None, False, [])
    assert second.keep_namespace and second.setup == ["y = 2"]
    assert third.skip == "needs a cluster"
    assert fourth.skip is None, "a marker separated from the block by prose does not apply"


@pytest.mark.usefixtures("offline")
@pytest.mark.parametrize("page", PAGES_WITH_CODE, ids=lambda p: str(p.relative_to(REPO)))
def test_every_python_block_runs(page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path))  # "~/.cache/..." in a block stays in the test folder
    (tmp_path / "examples").symlink_to(REPO / "examples")  # README's score-only example reads the demo data
    namespace: dict[str, Any] = {}
    ran = 0
    for block in blocks(page):
        if block.skip is not None:
            continue
        if not block.keep_namespace:
            # A real module, so what looks classes up by module (dataclasses, Configurable) works.
            module = types.ModuleType("__docs__")
            monkeypatch.setitem(sys.modules, "__docs__", module)
            namespace = module.__dict__
        source = "\n".join([*block.setup, block.code])
        try:
            exec(compile(source, block.where, "exec"), namespace)
        except Exception as exc:
            pytest.fail(f"the Python block at {block.where} fails: {type(exc).__name__}: {exc}")
        ran += 1
    assert ran or all(b.skip for b in blocks(page))
