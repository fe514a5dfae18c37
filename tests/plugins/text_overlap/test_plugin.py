"""Hooks, wiring, dataset adapters and the smoke file."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from scorewire import DatasetAdapter, PluginRegistry, WiringRule, evaluate, resolve_wiring
from scorewire._datasets import INPUT_ERROR
from scorewire_text_overlap import Bleu, Chrf, Rouge, plugin, translation_adapter

HERE = Path(__file__).parent


def test_hooks_are_pure_functions() -> None:
    assert list(plugin.scorewire_register_evaluators()) == [Rouge, Bleu, Chrf]
    assert all(isinstance(r, WiringRule) for r in plugin.scorewire_register_rules())
    assert all(isinstance(a, DatasetAdapter) for a in plugin.scorewire_register_datasets())


@pytest.mark.parametrize(
    ("dataset", "expected"),
    [
        ("cnn_dailymail", ("rouge",)),
        ("abisee/cnn_dailymail", ("rouge",)),
        ("XSum", ("rouge",)),
        ("samsum", ("rouge",)),
        ("multi-news", ("rouge",)),
        ("dialogsum", ("rouge",)),
        ("qmsum", ("rouge",)),
        ("govreport", ("rouge",)),
        ("meetingbank", ("rouge",)),
        ("summscreenfd", ("rouge",)),
        ("wmt14", ("bleu", "chrf")),
        ("wmt19-de-en", ("bleu", "chrf")),
        ("wmt/wmt16", ("bleu", "chrf")),
        ("flores200", ("bleu", "chrf")),
        ("flores_plus-deu_Latn-eng_Latn", ("bleu", "chrf")),
        ("facebook/flores", ("bleu", "chrf")),
    ],
)
def test_wiring(dataset: str, expected: tuple[str, ...], registry: PluginRegistry) -> None:
    decision = resolve_wiring(dataset.casefold().replace("_", "-"), registry.rules())
    assert decision.evaluators == expected
    assert decision.plugin == "scorewire-text-overlap"


def test_every_summarization_and_translation_benchmark_has_an_adapter(registry: PluginRegistry) -> None:
    names = set(registry.datasets())
    for name in ("cnn-dailymail", "xsum", "samsum", "multi-news", "dialogsum", "qmsum", "govreport",
                 "meetingbank", "summscreenfd", "wmt14", "wmt19", "wmt23", "flores", "flores200"):  # fmt: skip
        assert name in names or any(name == n.casefold().replace("_", "-") for n in names), name


def _adapter(name: str) -> DatasetAdapter:
    return next(a for a in plugin.scorewire_register_datasets() if a.name == name)


def test_cnn_dailymail_adapter(tmp_path: Path) -> None:
    path = tmp_path / "test.jsonl"
    path.write_text(json.dumps({"id": "abc", "article": "Long article text.", "highlights": "Short summary."}) + "\n")
    (row,) = _adapter("cnn_dailymail").load(path)
    assert row["answer"] == "Short summary."
    assert row["context"] == "Long article text."
    assert row["prompt"].endswith("Long article text.") and row["prompt"].startswith("Summarize")
    assert row["dataset"] == "cnn_dailymail" and row["id"] == "abc"


def test_qmsum_adapter_keeps_the_query(tmp_path: Path) -> None:
    path = tmp_path / "qmsum.jsonl"
    path.write_text(json.dumps({"query": "What was decided?", "input": "A: hi\nB: we decided X", "output": "X."}))
    (row,) = _adapter("qmsum").load(path)
    assert row["question"] == "What was decided?" and "Query: What was decided?" in row["prompt"]


def test_summarization_adapter_names_missing_fields(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({"id": 1, "body": "text", "summary": "s"}) + "\n")
    # One bad row is an input error on that row (the runner records it), not the end of the run.
    (row,) = _adapter("xsum").load(path)
    assert re.search(r"xsum row 1 of .*DatasetError: .*no document field.*body", row[INPUT_ERROR])


def test_wmt_adapter_translates_into_english_by_default(tmp_path: Path) -> None:
    path = tmp_path / "wmt.jsonl"
    path.write_text(json.dumps({"translation": {"de": "Hallo Welt", "en": "Hello world"}}) + "\n")
    (row,) = _adapter("wmt14").load(path)
    assert row["answer"] == "Hello world" and row["context"] == "Hallo Welt"
    assert row["source_lang"] == "de" and row["target_lang"] == "en"
    assert "from German into English" in row["prompt"]


def test_translation_adapter_with_fixed_direction(tmp_path: Path) -> None:
    path = tmp_path / "wmt.jsonl"
    path.write_text(json.dumps({"translation": {"de": "Hallo Welt", "en": "Hello world"}}) + "\n")
    (row,) = translation_adapter("wmt14-en-de", "en", "de").load(path)
    assert row["answer"] == "Hallo Welt" and row["context"] == "Hello world"


def test_flores_adapter(tmp_path: Path) -> None:
    path = tmp_path / "flores.jsonl"
    rows = [{"id": 1, "sentence_fra_Latn": "Bonjour", "sentence_eng_Latn": "Hello"}]
    path.write_text("\n".join(json.dumps(r) for r in rows))
    (row,) = _adapter("flores200").load(path)
    assert row["answer"] == "Hello" and row["source_lang"] == "fra_Latn"


def test_translation_adapter_rejects_unknown_direction(tmp_path: Path) -> None:
    path = tmp_path / "wmt.jsonl"
    path.write_text(json.dumps({"translation": {"de": "Hallo", "fr": "Salut"}}) + "\n")
    (row,) = _adapter("wmt19").load(path)
    assert "DatasetError" in row[INPUT_ERROR] and "cannot tell the direction" in row[INPUT_ERROR]


def test_flat_translation_rows(tmp_path: Path) -> None:
    path = tmp_path / "flat.jsonl"
    path.write_text(json.dumps({"source": "Hallo", "references": ["Hello", "Hi"], "source_lang": "de"}) + "\n")
    (row,) = _adapter("wmt22").load(path)
    assert row["answer"] == ["Hello", "Hi"]


def test_smoke_file_scores_without_row_errors(registry: PluginRegistry) -> None:
    result = evaluate(dataset=HERE / "smoke.jsonl", registry=registry, bootstrap_resamples=0)
    rows = list(result.rows)
    assert len(rows) == 7
    assert all(not row["errors"] for row in rows), [row["errors"] for row in rows]
    by_id = {row["id"]: row for row in rows}
    assert set(by_id["cnn-1"]["scores"]["rouge"]) == {"rouge1", "rouge2", "rougeL", "rougeLsum"}
    assert by_id["wmt-1"]["scores"]["bleu"]["bleu"] > 0
    assert set(by_id["wmt-1"]["scores"]["chrf"]) >= {"chrf", "chrf_pp"}
    assert by_id["samsum-2"]["details"]["rouge"]["reason"] == "empty response"
    summary = result.summary()
    assert summary.get("bleu_corpus", dataset="wmt14").n == 1


def test_row_without_answer_is_an_error_and_left_out_of_the_corpus(registry: PluginRegistry) -> None:
    rows = [
        {"id": "a", "dataset": "wmt14", "answer": "the cat sat on the mat", "response": "the cat sat on a mat"},
        {"id": "b", "dataset": "wmt14", "response": "no reference here"},
    ]
    result = evaluate(dataset=rows, registry=registry, bootstrap_resamples=0)
    errors = {row["id"]: row["errors"] for row in result.rows}
    assert not errors["a"]
    assert errors["b"] and "answer" in str(errors["b"][0])
    assert result.summary().get("bleu_corpus").n == 1
