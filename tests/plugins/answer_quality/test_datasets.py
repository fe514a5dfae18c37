"""Tests of the dataset adapters and wiring rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from scorewire import AmbiguousWiringError, PluginRegistry, WiringRule, evaluate, resolve_wiring
from scorewire_answer_quality.datasets import (
    ADAPTERS,
    RULES,
    convert_drop,
    convert_hotpotqa,
    convert_natural_questions,
    convert_squad,
    convert_triviaqa,
    convert_web_questions,
)


def adapter(name: str):  # type: ignore[no-untyped-def]
    return next(a for a in ADAPTERS if a.name == name)


def test_squad_hub_row() -> None:
    raw = {
        "id": "5733be28",
        "title": "Notre_Dame",
        "context": "Architecturally, ...",
        "question": "To whom?",
        "answers": {"text": ["Saint Bernadette Soubirous", "Saint Bernadette Soubirous"], "answer_start": [515, 515]},
    }
    row = convert_squad(raw)
    assert row == {
        "question": "To whom?",
        "answer": ["Saint Bernadette Soubirous"],
        "context": "Architecturally, ...",
        "id": "5733be28",
        "title": "Notre_Dame",
    }


def test_squad_official_nested_json(tmp_path: Path) -> None:
    doc = {
        "version": "1.1",
        "data": [
            {
                "title": "T",
                "paragraphs": [
                    {
                        "context": "C",
                        "qas": [
                            {
                                "id": "q1",
                                "question": "Q?",
                                "answers": [{"text": "A", "answer_start": 0}, {"text": "An A", "answer_start": 0}],
                            },
                        ],
                    }
                ],
            }
        ],
    }
    path = tmp_path / "dev-v1.1.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    rows = list(adapter("squad").load(path))
    assert rows == [
        {
            "question": "Q?",
            "answer": ["A", "An A"],
            "context": "C",
            "id": "q1",
            "title": "T",
            "dataset": "squad",
            "category": "T",
        }
    ]


def test_triviaqa_hub_and_official() -> None:
    hub = {
        "question": "Who?",
        "question_id": "tc_1",
        "answer": {
            "value": "Sinclair Lewis",
            "aliases": ["Sinclair Lewis", "Harry Sinclair Lewis"],
            "normalized_aliases": ["sinclair lewis", "harry sinclair lewis"],
        },
    }
    row = convert_triviaqa(hub)
    assert row["answer"] == ["Sinclair Lewis", "Harry Sinclair Lewis"]
    assert row["id"] == "tc_1" and row["question"] == "Who?"
    assert row["aliases"] == ["sinclair lewis", "harry sinclair lewis"]
    official = {"Question": "Who?", "QuestionId": "tc_2", "Answer": {"Value": "X", "Aliases": ["X", "Ex"]}}
    assert convert_triviaqa(official)["answer"] == ["X", "Ex"]


def test_triviaqa_official_file(tmp_path: Path) -> None:
    path = tmp_path / "verified-web-dev.json"
    path.write_text(
        json.dumps({"Data": [{"Question": "Q", "QuestionId": "a", "Answer": {"Value": "V", "Aliases": []}}]})
    )
    rows = list(adapter("triviaqa").load(path))
    assert rows[0]["answer"] == ["V"] and rows[0]["dataset"] == "triviaqa"


def test_natural_questions_open() -> None:
    row = convert_natural_questions({"question": "where is x", "answer": ["here", "there"]})
    assert row == {"question": "where is x", "answer": ["here", "there"]}


def test_hotpotqa_context_flattened() -> None:
    raw = {
        "_id": "h1",
        "question": "Q",
        "answer": "yes",
        "type": "comparison",
        "level": "hard",
        "context": {"title": ["A", "B"], "sentences": [["a1 ", "a2"], ["b1"]]},
    }
    row = convert_hotpotqa(raw)
    assert row["context"] == "A: a1 a2\n\nB: b1"
    assert row["answer"] == "yes" and row["id"] == "h1" and row["level"] == "hard"
    official = {"_id": "h2", "question": "Q", "answer": "x", "context": [["A", ["s1", "s2"]]]}
    assert convert_hotpotqa(official)["context"] == "A: s1s2"


def test_drop_hub_and_official() -> None:
    hub = {
        "query_id": "d1",
        "passage": "P",
        "question": "Q",
        "answers_spans": {"spans": ["3", "3", "three"], "types": []},
    }
    row = convert_drop(hub)
    assert row == {"question": "Q", "answer": ["3", "three"], "context": "P", "id": "d1"}
    official = {
        "query_id": "d2",
        "question": "Q",
        "passage": "P",
        "answer": {"number": "", "spans": ["Jay", "Bob"], "date": {"day": "", "month": "", "year": ""}},
        "validated_answers": [{"number": "2", "spans": [], "date": {}}],
    }
    assert convert_drop(official)["answer"] == ["Jay Bob", "2"]


def test_drop_official_file(tmp_path: Path) -> None:
    doc = {
        "nfl_1": {
            "passage": "P",
            "qa_pairs": [
                {
                    "query_id": "q",
                    "question": "Q",
                    "answer": {"number": "", "spans": [], "date": {"day": "1", "month": "May", "year": "1990"}},
                },
            ],
        }
    }
    path = tmp_path / "drop_dataset_dev.json"
    path.write_text(json.dumps(doc))
    rows = list(adapter("drop").load(path))
    assert rows[0]["answer"] == ["1 May 1990"] and rows[0]["context"] == "P"


def test_web_questions() -> None:
    assert convert_web_questions({"question": "q", "answers": ["a", "b"]})["answer"] == ["a", "b"]


@pytest.mark.parametrize(
    "name", ["squad", "SQuAD", "triviaqa", "trivia_qa", "natural_questions", "nq_open", "hotpotqa", "drop", "newsqa"]
)
def test_rules_wire_qa_benchmarks(name: str) -> None:
    rules = [("scorewire-answer-quality", r) for r in RULES]
    assert resolve_wiring(name, rules).evaluators == ("answer_quality",)
    assert resolve_wiring(f"org/{name}", rules).evaluators == ("answer_quality",)


def test_rules_are_distinct() -> None:
    rules = [("p", r) for r in RULES]
    for rule in RULES:
        try:
            resolve_wiring(rule.dataset, rules)
        except AmbiguousWiringError as exc:  # pragma: no cover - the assertion below explains
            pytest.fail(str(exc))
    assert isinstance(RULES[0], WiringRule)


def test_adapter_names_and_aliases_resolve(registry: PluginRegistry) -> None:
    datasets = registry.datasets()
    for name in ("squad", "rajpurkar/squad", "trivia_qa", "nq_open", "hotpot_qa", "ucinlp/drop", "web_questions"):
        assert name.replace("_", "-").casefold() in datasets, name


def test_evaluate_through_an_adapter(tmp_path: Path, registry: PluginRegistry) -> None:
    path = tmp_path / "nq.jsonl"
    path.write_text(
        "\n".join(
            json.dumps(r)
            for r in [
                {"question": "q1", "answer": ["Paris"], "response": "paris"},
                {"question": "q2", "answer": ["Rome"], "response": "Milan"},
            ]
        ),
        encoding="utf-8",
    )
    result = evaluate(None, "natural-questions", data_path=path, registry=registry, progress=False)
    rows = list(result.rows)
    assert [r["scores"]["answer_quality"]["exact_match"] for r in rows] == [1.0, 0.0]
    assert all(not r["errors"] for r in rows)
