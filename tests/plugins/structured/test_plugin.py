"""Hooks of scorewire-structured, discovery cost, and the smoke rows."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from scorewire import Evaluator, evaluate, get_evaluator, resolve_wiring
from scorewire_structured import plugin

SMOKE = Path(__file__).parent / "smoke.jsonl"


def test_hooks_are_pure_functions() -> None:
    classes = plugin.scorewire_register_evaluators()
    assert sorted(c.name for c in classes) == ["json_match", "json_schema", "scoring_spec", "tool_call"]
    rules = [("scorewire-structured", r) for r in plugin.scorewire_register_rules()]
    assert resolve_wiring("JSON_Schema", rules).evaluators == ("json_schema",)
    assert resolve_wiring("tool-call", rules).evaluators == ("tool_call",)
    assert isinstance(get_evaluator("json_schema", schema={"type": "object"}), Evaluator)


def test_discovery_does_not_import_the_heavy_dependencies() -> None:
    code = (
        "import sys, scorewire\n"
        "names = sorted(scorewire.evaluators())\n"
        "assert 'scoring_spec' in names, names\n"
        "print(sorted(m for m in ('jsonschema', 'attrs', 'yaml', 'scorewire_code.backends') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_smoke_rows_are_wired_and_scored() -> None:
    rows = [json.loads(line) for line in SMOKE.read_text().splitlines()]
    result = evaluate(None, rows)
    got = {r["id"]: r for r in result.rows}
    assert all(not r["errors"] and r["scores"] for r in result.rows)
    assert got["schema-bool"]["scores"]["json_schema"] == {"json_valid": 1.0, "schema_valid": 0.0}
    assert got["match-partial"]["scores"]["json_match"]["f1"] == 0.5
    assert got["tool-recorded"]["scores"]["tool_call"]["tool_call"] == 1.0
    assert got["tool-text"]["details"]["tool_call"]["method"] == "text"
