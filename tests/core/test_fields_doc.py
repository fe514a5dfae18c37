"""docs/fields.md against the installed evaluators: one row each, declared fields and keys as documented.

The sample rows and options come from the fuzz test (tests/integration/test_fuzz_evaluators.py),
which already knows how to build and feed every evaluator; here each is scored on a few
plain responses and every score key it writes must be on its row of the table.
"""

from __future__ import annotations

import importlib.util
import re
import warnings
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from scorewire import evaluators, get_evaluator

REPO = Path(__file__).resolve().parents[2]
PAGE = REPO / "docs" / "fields.md"
FIRST_PARTY = "scorewire_"
NOT_FIRST_PARTY = ("scorewire_length_example",)  # examples/third-party-plugin: documented in its own README


def _table() -> dict[str, dict[str, Any]]:
    """The Evaluators table: name -> plugin, required, also reads, score keys (backticked names)."""
    text = PAGE.read_text(encoding="utf-8")
    section = text.split("## Evaluators", 1)[1].split("\n## ", 1)[0]
    rows: dict[str, dict[str, Any]] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 5 or not cells[0].startswith("`"):
            continue
        name = cells[0].strip("`")
        assert name not in rows, f"docs/fields.md lists {name!r} twice"
        rows[name] = {
            "plugin": cells[1],
            "required": tuple(re.findall(r"`([^`]+)`", cells[2])),
            "keys": tuple(re.findall(r"`([^`]+)`", cells[4])),
        }
    return rows


TABLE = _table()


def _first_party() -> dict[str, type]:
    return {
        name: cls
        for name, cls in evaluators().items()
        if cls.__module__.startswith(FIRST_PARTY) and not cls.__module__.startswith(NOT_FIRST_PARTY)
    }


def _fuzz_module() -> ModuleType:
    path = REPO / "tests" / "integration" / "test_fuzz_evaluators.py"
    spec = importlib.util.spec_from_file_location("_fuzz_rows_for_fields_doc", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _documented(key: str, keys: tuple[str, ...]) -> bool:
    """A key is documented when listed, or when the row has a ``<placeholder>`` (spec dimensions, wrapped keys)."""
    return key in keys or any(k.startswith("<") for k in keys)


def test_every_first_party_evaluator_has_exactly_one_row() -> None:
    installed = set(_first_party())
    assert installed, "no first-party evaluator is installed"
    missing = sorted(installed - set(TABLE))
    assert not missing, f"docs/fields.md has no row for {missing}"
    stale = sorted(set(TABLE) - set(evaluators()))
    assert not stale, f"docs/fields.md documents evaluators nobody registers: {stale}"


def test_each_row_names_the_plugin_that_registers_it() -> None:
    for name, cls in _first_party().items():
        family = cls.__module__.split(".")[0].removeprefix("scorewire_").replace("_", "-")
        assert TABLE[name]["plugin"] == family, f"{name}: docs/fields.md says {TABLE[name]['plugin']!r}, not {family!r}"


def test_declared_score_keys_are_the_documented_ones() -> None:
    declared = {n: tuple(c.score_keys) for n, c in _first_party().items() if getattr(c, "score_keys", None)}
    assert declared, "some evaluators declare score_keys (the judges)"
    for name, keys in declared.items():
        assert set(TABLE[name]["keys"]) == set(keys), f"{name}: docs {TABLE[name]['keys']} vs declared {keys}"


def _built() -> Iterator[tuple[str, Any, dict[str, Any]]]:
    fuzz = _fuzz_module()
    for name in sorted(_first_party()):
        if name in fuzz.NOT_FUZZED:
            continue
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # code_execution warns when it falls back to the unsafe backend
            evaluator = get_evaluator(name, **fuzz.OPTIONS.get(name, {}))
        yield name, evaluator, {"id": "doc-row", **fuzz.ROWS.get(name, {})}


def test_declared_required_fields_are_the_documented_ones() -> None:
    checked = 0
    for name, evaluator, _ in _built():
        declared = tuple(getattr(evaluator, "required_fields", ()) or ())
        assert set(TABLE[name]["required"]) == set(declared), (
            f"{name}: docs/fields.md says required {TABLE[name]['required']}, the evaluator declares {declared}"
        )
        checked += 1
    assert checked >= 20


RESPONSES = [
    "Lisbon",
    "The answer is C.",
    "",
    '{"city": "Oslo", "population": 709000, "n": 3, "total": 10, "name": "Lisbon"}',
    "contradiction",
    "The answer is \\boxed{\\frac{3}{4}}.",
]


def test_every_key_written_on_sample_rows_is_documented() -> None:
    pytest.importorskip("hypothesis")
    written: dict[str, set[str]] = {}
    for name, evaluator, row in _built():
        if name == "code_execution":
            continue  # runs a sandbox; its keys are covered by tests/plugins/code
        keys: set[str] = set()
        for response in RESPONSES:
            processed: dict[str, Any] = {"response": response, "latency": 2.0, "retrieved_ids": ["doc3", "doc1"]}
            if name == "mc_loglikelihood":
                processed |= {"loglikelihoods": [-1.0, -2.0], "is_greedy": [True, False]}
            keys |= {k for k in evaluator.score({**row, "latency": 2.0}, processed) if not k.startswith("_")}
        written[name] = keys
        undocumented = sorted(k for k in keys if not _documented(k, TABLE[name]["keys"]))
        assert not undocumented, f"{name} writes {undocumented}, which docs/fields.md does not list"
    assert len(written) >= 20 and all(written.values())
