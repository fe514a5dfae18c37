"""Dataset adapters: the real MNLI dev-matched file, and small local files in each benchmark's raw format."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
import scorewire
from scorewire_nli.datasets import ADAPTERS, read_tsv

BY_NAME = {a.name: a for a in ADAPTERS}
CANONICAL_NLI = {"premise", "hypothesis", "answer", "label_set", "prompt", "id", "dataset"}


def _plain_split(path: Path) -> list[list[str]]:
    # An independent reading of the file: one row per line, cells split on tabs.
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    return [line.split("\t") for line in lines[1:] if line]


def test_mnli_dev_matched_loads_all_rows(shared_data: Path) -> None:
    path = shared_data / "nli" / "mnli_dev_matched.tsv"
    rows = list(BY_NAME["mnli"].load(path))
    raw = _plain_split(path)
    assert len(rows) == len(raw) == 9815
    assert Counter(r["answer"] for r in rows) == Counter(cells[3] for cells in raw)
    assert Counter(r["answer"] for r in rows) == {"entailment": 3479, "contradiction": 3213, "neutral": 3123}
    for row, cells in zip(rows, raw, strict=True):
        assert CANONICAL_NLI <= set(row)
        assert row["premise"] == cells[1]
        assert row["hypothesis"] == cells[2]
        assert row["label_set"] == "nli"
        assert row["dataset"] == "mnli"
        assert row["id"] == f"mnli-{cells[0]}"
    assert len({r["id"] for r in rows}) == 9815
    # Rows with unbalanced double quotes stay separate rows with the quotes kept.
    quoted = [r for r in rows if '"' in r["premise"] + r["hypothesis"]]
    assert len(quoted) > 100
    first = rows[0]
    assert first["prompt"].startswith(f"Premise: {first['premise']}\nHypothesis: {first['hypothesis']}")
    assert "entailment, neutral or contradiction" in first["prompt"]


def test_mnli_through_evaluate_by_name(shared_data: Path, registry: scorewire.PluginRegistry) -> None:
    """The registered name plus a local path; gold-label answers score 1, rotated answers score 0."""
    path = shared_data / "nli" / "mnli_dev_matched.tsv"
    rotate = {"entailment": "neutral", "neutral": "contradiction", "contradiction": "entailment"}
    counts = Counter(cells[3] for cells in _plain_split(path))

    def system(example: dict) -> dict:
        n = int(str(example["id"]).rsplit("-", 1)[1])
        gold = example["answer"]
        if n % 2:
            return {"response": f"The answer is {rotate[gold]}."}
        return {"response": f"{gold.capitalize()}. The other labels do not fit."}

    result = scorewire.evaluate(
        systems=[system], dataset="mnli", data_path=path, registry=registry, bootstrap_resamples=10
    )
    summary = result.summary()
    assert not any(summary.n_errors.values())
    acc = summary.get("nli_accuracy", evaluator="nli_label")
    assert acc.n == 9815
    assert acc.mean == pytest.approx(len(range(0, 9815, 2)) / 9815)
    report = summary.get("macro_f1", evaluator="nli_label")
    matrix = report.extra["confusion_matrix"]
    assert {g: sum(row.values()) for g, row in matrix.items()} == dict(counts)
    assert all(matrix[g].get("(unparsed)", 0) == 0 for g in matrix)


def test_read_tsv_does_not_merge_quoted_rows(tmp_path: Path) -> None:
    f = tmp_path / "x.tsv"
    f.write_text('index\tpremise\thypothesis\tgold_label\n0\t"He said\tShe left.\tneutral\n1\tok"\tfine\tentailment\n')
    rows = list(read_tsv(f))
    assert [r["premise"] for r in rows] == ['"He said', 'ok"']


def test_mnli_other_layouts(tmp_path: Path) -> None:
    glue = tmp_path / "dev_matched.tsv"
    glue.write_text(
        "index\tpromptID\tpairID\tgenre\tsentence1\tsentence2\tlabel1\tgold_label\n"
        "0\t1\t1e\tfiction\tA man sleeps.\tA man rests.\tentailment\tentailment\n"
        "1\t2\t2n\tgovernment\tA man sleeps.\tA man dreams.\tneutral\t-\n"
    )
    hf = tmp_path / "hf.jsonl"
    hf.write_text(
        json.dumps({"premise": "p", "hypothesis": "h", "label": 2, "idx": 5})
        + "\n"
        + json.dumps({"premise": "p", "hypothesis": "h", "label": -1, "idx": 6})
        + "\n"
    )
    rows = list(BY_NAME["mnli"].load(glue))
    assert len(rows) == 1  # the "-" row has no gold label
    assert rows[0]["answer"] == "entailment"
    assert rows[0]["id"] == "mnli-1e"
    assert rows[0]["category"] == "fiction"
    (row,) = BY_NAME["mnli"].load(hf)
    assert (row["answer"], row["id"]) == ("contradiction", "mnli-5")


def test_snli_and_anli(tmp_path: Path) -> None:
    snli = tmp_path / "snli_1.0_dev.jsonl"
    snli.write_text(
        json.dumps(
            {"sentence1": "Kids play.", "sentence2": "Kids sleep.", "gold_label": "contradiction", "pairID": "77"}
        )
        + "\n"
    )
    (row,) = BY_NAME["snli"].load(snli)
    assert (row["premise"], row["hypothesis"], row["answer"], row["id"]) == (
        "Kids play.",
        "Kids sleep.",
        "contradiction",
        "snli-77",
    )
    anli = tmp_path / "R1"
    anli.mkdir()
    (anli / "dev.jsonl").write_text(
        json.dumps({"uid": "a1", "context": "Paris is in France.", "hypothesis": "Paris is in Spain.", "label": "c"})
        + "\n"
        + json.dumps({"uid": "a2", "context": "x", "hypothesis": "y", "label": "n"})
        + "\n"
    )
    rows = list(BY_NAME["anli"].load(tmp_path / "R1"))
    assert [(r["id"], r["answer"], r["premise"]) for r in rows] == [
        ("anli-a1", "contradiction", "Paris is in France."),
        ("anli-a2", "neutral", "x"),
    ]


def test_fever(tmp_path: Path) -> None:
    f = tmp_path / "shared_task_dev.jsonl"
    f.write_text(
        json.dumps({"id": 1, "claim": "Paris is in France.", "label": "SUPPORTS", "evidence": [[[1, 2, "Paris", 0]]]})
        + "\n"
        + json.dumps({"id": 2, "claim": "X is Y.", "label": "NOT ENOUGH INFO", "evidence": [[[3, None, None, None]]]})
        + "\n"
    )
    rows = list(BY_NAME["fever"].load(f))
    assert [(r["id"], r["answer"], r["label_set"]) for r in rows] == [
        ("fever-1", "SUPPORTS", "fever"),
        ("fever-2", "NOT ENOUGH INFO", "fever"),
    ]
    assert "evidence" not in rows[0]  # FEVER evidence ids are not text
    assert "SUPPORTS, REFUTES or NOT ENOUGH INFO" in rows[0]["prompt"]


def test_scifact_joins_the_corpus(tmp_path: Path) -> None:
    (tmp_path / "corpus.jsonl").write_text(
        json.dumps({"doc_id": 11, "title": "T", "abstract": ["Drug A lowers B.", "In mice."]}) + "\n"
    )
    (tmp_path / "claims_dev.jsonl").write_text(
        json.dumps(
            {
                "id": 1,
                "claim": "Drug A lowers B.",
                "evidence": {"11": [{"sentences": [0], "label": "SUPPORT"}]},
                "cited_doc_ids": [11],
            }
        )
        + "\n"
        + json.dumps(
            {
                "id": 2,
                "claim": "Drug A raises B.",
                "evidence": {"11": [{"sentences": [0], "label": "CONTRADICT"}]},
                "cited_doc_ids": [11],
            }
        )
        + "\n"
        + json.dumps({"id": 3, "claim": "Drug A cures C.", "evidence": {}, "cited_doc_ids": [11]})
        + "\n"
    )
    (tmp_path / "claims_test.jsonl").write_text(json.dumps({"id": 9, "claim": "unlabelled"}) + "\n")
    rows = list(BY_NAME["scifact"].load(tmp_path))
    assert [(r["id"], r["answer"]) for r in rows] == [
        ("scifact-1", "SUPPORT"),
        ("scifact-2", "CONTRADICT"),
        ("scifact-3", "NOT ENOUGH INFO"),
    ]
    assert rows[0]["evidence"] == "Drug A lowers B. In mice."
    assert rows[2]["evidence"] == "Drug A lowers B. In mice."  # NEI claims keep their cited abstract
    from scorewire_nli import NLILabel

    s = NLILabel().score(rows[1], {"response": "The abstract contradicts the claim."})
    assert (s.details["gold_label"], s["nli_accuracy"]) == ("REFUTES", 1.0)


def test_contract_nli_official_json(tmp_path: Path) -> None:
    data = {
        "documents": [
            {
                "id": 7,
                "text": "The Recipient shall return all materials.",
                "spans": [[0, 40]],
                "annotation_sets": [
                    {
                        "annotations": {
                            "nda-1": {"choice": "Entailment", "spans": [0]},
                            "nda-2": {"choice": "NotMentioned", "spans": []},
                        }
                    }
                ],
            }
        ],
        "labels": {
            "nda-1": {"short_description": "Return", "hypothesis": "Materials must be returned."},
            "nda-2": {"short_description": "Survival", "hypothesis": "Obligations survive termination."},
        },
    }
    f = tmp_path / "dev.json"
    f.write_text(json.dumps(data))
    rows = list(BY_NAME["contract-nli"].load(f))
    assert [(r["id"], r["answer"], r["hypothesis"], r["category"]) for r in rows] == [
        ("contract-nli-7-nda-1", "Entailment", "Materials must be returned.", "nda-1"),
        ("contract-nli-7-nda-2", "NotMentioned", "Obligations survive termination.", "nda-2"),
    ]
    assert rows[0]["premise"] == "The Recipient shall return all materials."
    assert "NotMentioned" in rows[0]["prompt"]


def test_boolq(tmp_path: Path) -> None:
    f = tmp_path / "dev.jsonl"
    f.write_text(
        json.dumps({"question": "is paris in france", "title": "Paris", "answer": True, "passage": "Paris is..."})
        + "\n"
        + json.dumps({"question": "is rome in spain", "idx": 4, "label": 0, "passage": "Rome is..."})
        + "\n"
    )
    rows = list(BY_NAME["boolq"].load(f))
    assert [(r["question"], r["answer"], r["label_set"]) for r in rows] == [
        ("is paris in france?", "yes", "yes-no"),
        ("is rome in spain?", "no", "yes-no"),
    ]
    assert rows[1]["id"] == "boolq-4"
    assert rows[0]["prompt"] == "Passage: Paris is...\n\nQuestion: is paris in france?\n\nAnswer yes or no."


def test_pubmedqa_ori_pqal(tmp_path: Path) -> None:
    f = tmp_path / "ori_pqal.json"
    f.write_text(
        json.dumps(
            {
                "21645374": {
                    "QUESTION": "Do statins help?",
                    "CONTEXTS": ["A trial.", "It helped."],
                    "final_decision": "yes",
                    "LONG_ANSWER": "...",
                },
                "16418930": {"QUESTION": "Does X harm?", "CONTEXTS": ["Unclear."], "final_decision": "maybe"},
            }
        )
    )
    rows = list(BY_NAME["pubmedqa"].load(f))
    assert [(r["id"], r["answer"], r["context"]) for r in rows] == [
        ("pubmedqa-21645374", "yes", "A trial. It helped."),
        ("pubmedqa-16418930", "maybe", "Unclear."),
    ]
    assert rows[0]["prompt"].endswith("Answer yes, no or maybe.")
    hf = tmp_path / "hf.jsonl"
    hf.write_text(
        json.dumps({"pubid": 1, "question": "Q?", "context": {"contexts": ["c1", "c2"]}, "final_decision": "no"}) + "\n"
    )
    (row,) = BY_NAME["pubmedqa"].load(hf)
    assert (row["answer"], row["context"]) == ("no", "c1 c2")


def test_missing_path_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(scorewire.DatasetError, match="does not exist"):
        list(BY_NAME["mnli"].load(tmp_path / "nope.tsv"))
    with pytest.raises(scorewire.DatasetError, match="no data files"):
        list(BY_NAME["mnli"].load(tmp_path))


def test_folder_with_each_split_in_two_formats_reads_one_copy(tmp_path: Path) -> None:
    # The SNLI / MultiNLI zips hold snli_1.0_dev.jsonl and snli_1.0_dev.txt with the same pairs.
    row = {"sentence1": "A dog runs.", "sentence2": "An animal moves.", "gold_label": "entailment", "pairID": "1"}
    (tmp_path / "snli_1.0_dev.jsonl").write_text(json.dumps(row) + "\n")
    (tmp_path / "snli_1.0_dev.txt").write_text(
        "gold_label\tsentence1\tsentence2\tpairID\nentailment\tA dog runs.\tAn animal moves.\t1\n"
    )
    (tmp_path / "README.txt").write_text("not data\n")
    rows = list(BY_NAME["snli"].load(tmp_path))
    assert [(r["id"], r["answer"]) for r in rows] == [("snli-1", "entailment")]
    (only_txt,) = BY_NAME["snli"].load(tmp_path / "snli_1.0_dev.txt")
    assert only_txt["premise"] == "A dog runs."
