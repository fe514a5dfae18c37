"""Reader of the hand-labelled chat-reply corpus in data/chat_json_corpus.txt."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).parent / "data" / "chat_json_corpus.txt"
NONE = object()


@dataclass
class Case:
    id: str
    style: str
    reply: str
    expected: Any  # NONE when the reply holds no JSON


def load_corpus(path: Path = CORPUS) -> list[Case]:
    """Parse the corpus file (format described in its header)."""
    lines = path.read_text(encoding="utf-8").split("\n")  # keeps the \r of CRLF cases
    cases: list[Case] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.startswith("#### "):
            i += 1
            continue
        cid, style = line[5:].split(" ", 1)
        i += 1
        reply_lines = []
        while lines[i] != "==== expected":
            reply_lines.append(lines[i])
            i += 1
        raw = lines[i + 1]
        expected = NONE if raw == "NONE" else json.loads(raw)
        cases.append(Case(cid, style, "\n".join(reply_lines), expected))
        i += 2
    return cases


def canonical(value: Any) -> str:
    """Type-exact comparison key (1 and 1.0 and true differ)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False)
