"""Dataset adapters on the real files, the plugin's hooks, wiring and the smoke file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from scorewire import DatasetAdapter, Evaluator, PluginRegistry, WiringRule, evaluate
from scorewire_math import plugin
from scorewire_math._extract import last_boxed
from scorewire_math._latex import parse_number
from scorewire_math.datasets import ADAPTERS, convert_mgsm, gsm8k_gold, read_mgsm
from scorewire_math.evaluators import MathEquivalence

SMOKE = Path(__file__).with_name("smoke.jsonl")
ADAPTER = {a.name: a for a in ADAPTERS}


def test_gsm8k_adapter_on_the_test_set(shared_data: Path, evaluator: MathEquivalence) -> None:
    rows = list(ADAPTER["gsm8k"].load(shared_data / "gsm8k" / "test.jsonl"))
    assert len(rows) == 1319
    assert rows[0]["answer"] == "18" and rows[0]["dataset"] == "gsm8k" and rows[0]["id"] == "gsm8k-0"
    assert all(parse_number(r["answer"]) is not None for r in rows)
    # Every reference solution ("... #### N") scores 1 against its own gold.
    assert all(evaluator.score(r, {"response": r["solution"]})["math_equiv"] == 1.0 for r in rows)


def test_math_adapter_on_the_test_set(shared_data: Path) -> None:
    rows = list(ADAPTER["math"].load(shared_data / "math" / "MATH_test_5000.jsonl"))
    assert len(rows) == 5000
    first = rows[0]
    assert first["answer"] == "2" and first["category"] == "Algebra" and first["question"].startswith("How many")
    assert all(r["answer"] == last_boxed(r["solution"]) for r in rows)


def test_score_only_run_through_the_gsm8k_adapter_keeps_responses(registry: PluginRegistry, tmp_path: Path) -> None:
    raw = tmp_path / "gsm8k.jsonl"
    rows = [
        {"question": "q1", "answer": "2 + 2 = 4\n#### 4", "response": "2 + 2 = 4\nA: 4"},
        {"question": "q2", "answer": "so 1,000\n#### 1,000", "response": "The answer is 999."},
    ]
    raw.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    result = evaluate(None, "gsm8k", data_path=str(raw), registry=registry, progress=False)
    got = [(r["errors"], r["scores"]["math_equivalence"]["math_equiv"]) for r in result.rows]
    assert got == [([], 1.0), ([], 0.0)]


def test_gsm8k_gold_needs_the_hashes() -> None:
    assert gsm8k_gold("so 1,000 + 234\n#### 1,234") == "1234"
    with pytest.raises(ValueError, match="####"):
        gsm8k_gold("no answer marker")


def test_mgsm_reader_and_converter(tmp_path: Path) -> None:
    (tmp_path / "mgsm_de.tsv").write_text("Wie viele?\t18\nUnd jetzt?\t3.0\n", encoding="utf-8")
    rows = list(ADAPTER["mgsm"].load(tmp_path))
    assert [(r["answer"], r["category"]) for r in rows] == [("18", "mgsm_de"), ("3", "mgsm_de")]
    assert convert_mgsm({"question": "q", "answer": "work\n#### 7"})["answer"] == "7"
    assert next(iter(read_mgsm(tmp_path / "mgsm_de.tsv")))["question"] == "Wie viele?"


def test_aime_and_math500_adapters(tmp_path: Path) -> None:
    aime = tmp_path / "aime.jsonl"
    aime.write_text(json.dumps({"problem": "p", "answer": 23, "year": 2024}) + "\n", encoding="utf-8")
    (row,) = ADAPTER["aime"].load(aime)
    assert row["answer"] == "23" and row["question"] == "p" and row["category"] == 2024
    m500 = tmp_path / "m500.jsonl"
    m500.write_text(json.dumps({"problem": "p", "solution": r"\boxed{4}", "answer": "4", "subject": "Algebra"}) + "\n")
    (row,) = ADAPTER["math-500"].load(m500)
    assert row["answer"] == "4" and row["category"] == "Algebra"


def test_hooks_return_data() -> None:
    assert list(plugin.scorewire_register_evaluators()) == [MathEquivalence]
    assert MathEquivalence.__doc__ and isinstance(MathEquivalence.version, str)
    assert all(isinstance(r, WiringRule) for r in plugin.scorewire_register_rules())
    assert all(isinstance(a, DatasetAdapter) for a in plugin.scorewire_register_datasets())


def test_registry_builds_the_evaluator_with_options(registry: PluginRegistry) -> None:
    ev = registry.get_evaluator("math_equivalence", timeout="1.5")
    assert isinstance(ev, Evaluator) and ev.timeout == 1.5
    assert registry.evaluator_plugin("math_equivalence") == "scorewire-math"


@pytest.mark.parametrize(
    "name", ["gsm8k", "openai/gsm8k", "MATH", "competition_math", "MATH-500", "mgsm_en", "aime24", "AIME_2025"]
)
def test_wiring(registry: PluginRegistry, name: str) -> None:
    assert registry.wire(name).evaluators == ("math_equivalence",)


def test_smoke_file_scores_without_row_errors(registry: PluginRegistry) -> None:
    result = evaluate(None, str(SMOKE), registry=registry, progress=False)
    rows = list(result.rows)
    assert len(rows) == 7
    assert [r["errors"] for r in rows] == [[]] * 7
    got = {r["id"]: r["scores"]["math_equivalence"]["math_equiv"] for r in rows}
    assert got == {
        "smoke-gsm8k-1": 1.0,
        "smoke-gsm8k-2": 0.0,
        "smoke-math-1": 1.0,
        "smoke-math-2": 1.0,
        "smoke-math-3": 0.0,
        "smoke-aime-1": 1.0,
        "smoke-mgsm-1": 1.0,
    }
    details = {r["id"]: r["details"]["math_equivalence"] for r in rows}
    assert details["smoke-math-2"]["rule"] == "symbolic"
    assert details["smoke-math-3"]["reason"].startswith("brackets differ")


def test_discovery_does_not_import_sympy() -> None:
    code = "import sys, scorewire_math.plugin; assert 'sympy' not in sys.modules, 'sympy imported eagerly'"
    subprocess.run([sys.executable, "-c", code], check=True)
