"""Dataset adapters (real MMLU files, and the schema of every other benchmark), hooks and wiring."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from scorewire import PluginRegistry, evaluate
from scorewire_multiple_choice import MCLoglikelihood, MultipleChoice
from scorewire_multiple_choice import plugin as hooks
from scorewire_multiple_choice.datasets import ADAPTERS, gpqa_permutation

HERE = Path(__file__).parent


def adapter(name: str):
    return next(a for a in ADAPTERS if a.name == name)


def test_mmlu_real_files(shared_data: Path) -> None:
    root = shared_data / "mmlu"
    rows = list(adapter("mmlu").load(root))
    assert len(rows) == 14079  # the test split, as the data README says
    # Every row's gold letter is the CSV's answer column, and categories are the file subjects.
    expected: list[tuple[str, str, str]] = []
    for file in sorted((root / "test").glob("*.csv")):
        with open(file, encoding="utf-8", newline="") as fh:
            expected.extend((rec[0], rec[5], file.stem.removesuffix("_test")) for rec in csv.reader(fh))
    assert [(r["question"], r["correct_letter"], r["category"]) for r in rows] == expected
    assert len({r["category"] for r in rows}) == 57
    assert Counter(r["correct_letter"] for r in rows).keys() == {"A", "B", "C", "D"}
    first = rows[0]
    assert first["choices"][first["gold_index"]] and first["continuations"] == ["A", "B", "C", "D"]
    assert first["context"].endswith("\nD. " + first["choices"][3] + "\nAnswer:")
    dev = list(adapter("mmlu").load(root / "dev"))
    assert len(dev) == 57 * 5


def test_mmlu_scored_end_to_end(shared_data: Path) -> None:
    # Answers in several styles, each stating the gold (by letter or by text) or a wrong letter.
    def answer(ex: dict) -> str:
        i = int(str(ex["id"]).rsplit("-", 1)[1])
        gold = ex["correct_letter"]
        wrong = "ABCD"[("ABCD".index(gold) + 1) % 4]
        return [
            f"The answer is {gold}.",
            f"Let me think about each option. A, B, C and D all seem plausible.\n\n**{gold}**",
            f"\\boxed{{{gold}}}",
            f"I'll go with {wrong}.",
        ][i % 4]

    result = evaluate(
        systems=[answer], dataset="mmlu", data_path=shared_data / "mmlu", limit=2000, bootstrap_resamples=0
    )
    (line,) = [s for s in result.summary().rows if s.key == "mc_accuracy" and s.category is None]
    assert line.n == 2000 and line.value == pytest.approx(0.75)
    assert all(not r["errors"] for r in result.rows)


def test_mmlu_hugging_face_schema(tmp_path: Path) -> None:
    path = tmp_path / "mmlu.jsonl"
    path.write_text(json.dumps({"question": "2+2?", "subject": "math", "choices": ["3", "4", "5", "6"], "answer": 1}))
    (row,) = adapter("mmlu").load(path)
    assert row["correct_letter"] == "B" and row["category"] == "math"


RAW = {
    "mmlu-pro": {
        "question": "q",
        "options": [str(i) for i in range(10)],
        "answer": "J",
        "answer_index": 9,
        "category": "math",
    },
    "arc-easy": {
        "id": "x",
        "question": "q",
        "choices": {"text": ["a", "b", "c", "d"], "label": ["1", "2", "3", "4"]},
        "answerKey": "3",
    },
    "arc-challenge": {
        "question": "q",
        "choices": {"text": ["a", "b", "c"], "label": ["A", "B", "C"]},
        "answerKey": "B",
    },
    "hellaswag": {
        "activity_label": "Roof shingle removal",
        "ctx_a": "A man is sitting on a roof.",
        "ctx_b": "he",
        "endings": ["is using wrap [title] to wrap", "is ripping level tiles off.", "x", "y"],
        "label": "1",
    },
    "winogrande": {
        "sentence": "The trophy didn't fit in the suitcase because _ was too big.",
        "option1": "trophy",
        "option2": "suitcase",
        "answer": "1",
    },
    "openbookqa": {
        "question_stem": "q",
        "choices": {"text": ["a", "b", "c", "d"], "label": ["A", "B", "C", "D"]},
        "answerKey": "D",
    },
    "piqa": {"goal": "g", "sol1": "s1", "sol2": "s2", "label": 1},
    "truthfulqa-mc1": {"question": "q", "mc1_targets": {"choices": ["t", "f1", "f2"], "labels": [1, 0, 0]}},
    "truthfulqa-mc2": {"question": "q", "mc2_targets": {"choices": ["t1", "t2", "f"], "labels": [1, 1, 0]}},
}
GOLD = {
    "mmlu-pro": 9,
    "arc-easy": 2,
    "arc-challenge": 1,
    "hellaswag": 1,
    "winogrande": 0,
    "openbookqa": 3,
    "piqa": 1,
    "truthfulqa-mc1": 0,
    "truthfulqa-mc2": [0, 1],
}


@pytest.mark.parametrize("name", sorted(RAW))
def test_adapter_schema(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.jsonl"
    path.write_text(json.dumps(RAW[name]) + "\n")
    (row,) = adapter(name).load(path)
    assert row["dataset"] == name
    assert row["gold_index"] == GOLD[name]
    first_gold = GOLD[name][0] if isinstance(GOLD[name], list) else GOLD[name]
    assert row["correct_letter"] == "ABCDEFGHIJ"[first_gold]
    if name == "hellaswag":
        assert row["context"] == "Roof shingle removal: A man is sitting on a roof. He"
        assert row["choices"][0] == "is using wrap. to wrap"
    if name == "winogrande":
        assert row["contexts"] == [
            "The trophy didn't fit in the suitcase because trophy",
            "The trophy didn't fit in the suitcase because suitcase",
        ]
        assert row["continuation"] == "was too big."


def test_gpqa_shuffle_is_seeded_and_varied(tmp_path: Path) -> None:
    path = tmp_path / "gpqa.csv"
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(
            fh,
            [
                "Question",
                "Correct Answer",
                "Incorrect Answer 1",
                "Incorrect Answer 2",
                "Incorrect Answer 3",
                "Subdomain",
            ],
        )
        w.writeheader()
        for i in range(40):
            w.writerow(
                {
                    "Question": f"Question number {i}?",
                    "Correct Answer": f"right {i}",
                    "Incorrect Answer 1": "w1",
                    "Incorrect Answer 2": "w2",
                    "Incorrect Answer 3": "w3",
                    "Subdomain": "physics",
                }
            )
    rows = list(adapter("gpqa").load(path))
    again = list(adapter("gpqa").load(path))
    assert rows == again
    assert all(r["choices"][r["gold_index"]] == f"right {i}" for i, r in enumerate(rows))
    assert set(Counter(r["correct_letter"] for r in rows)) == {"A", "B", "C", "D"}
    assert gpqa_permutation("q") == gpqa_permutation("q") and sorted(gpqa_permutation("q")) == [0, 1, 2, 3]


def test_hooks_and_wiring(registry: PluginRegistry) -> None:
    assert list(hooks.scorewire_register_evaluators()) == [MultipleChoice, MCLoglikelihood]
    assert set(registry.evaluators()) == {"multiple_choice", "mc_loglikelihood"}
    assert registry.wire("MMLU").evaluators == ("multiple_choice",)
    assert registry.wire("mmlu_pro").evaluators == ("multiple_choice",)
    assert registry.wire("hellaswag").evaluators == ("mc_loglikelihood",)
    assert registry.wire("truthfulqa_mc2").evaluators == ("mc_loglikelihood",)
    names = set(registry.datasets())
    assert {
        "mmlu",
        "mmlu-pro",
        "arc-easy",
        "arc-challenge",
        "hellaswag",
        "winogrande",
        "gpqa",
        "openbookqa",
        "piqa",
        "truthfulqa-mc1",
        "truthfulqa-mc2",
    } <= names


def test_smoke_file_scores_without_errors(registry: PluginRegistry) -> None:
    result = evaluate(dataset=str(HERE / "smoke.jsonl"), registry=registry, bootstrap_resamples=0)
    assert len(result.rows) == 6
    assert all(not r["errors"] for r in result.rows), [r["errors"] for r in result.rows]
    by_id = {r["id"]: r for r in result.rows}
    assert by_id["smoke-mmlu-1"]["scores"]["multiple_choice"]["mc_accuracy"] == 1.0
    assert by_id["smoke-arc-1"]["details"]["multiple_choice"]["method"] == "refusal"


def test_import_is_cheap() -> None:
    code = (
        "import sys, scorewire_multiple_choice.plugin\n"
        "heavy = [m for m in ('httpx', 'numpy') if m in sys.modules]\n"
        "print(','.join(heavy))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONWARNINGS": "ignore"},
    )
    assert out.stdout.strip() == ""
