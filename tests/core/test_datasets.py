"""Reading datasets: files, iterables, adapters, errors that name file and line."""

from __future__ import annotations

import gzip
import json

import pytest
from scorewire import DatasetAdapter, DatasetError
from scorewire._datasets import open_source


def test_malformed_jsonl_line_names_file_and_line(tmp_path):
    f = tmp_path / "data.jsonl"
    f.write_text('{"a": 1}\n\n{"a": 2}\n{"a": \n')
    rows = open_source(str(f), adapters={})
    assert next(rows)["a"] == 1
    assert next(rows)["a"] == 2
    with pytest.raises(DatasetError, match=r"data.jsonl:4: malformed JSON line"):
        next(rows)


def test_jsonl_non_object_line(tmp_path):
    f = tmp_path / "d.jsonl"
    f.write_text("[1, 2]\n")
    with pytest.raises(DatasetError, match=r"d.jsonl:1: expected a JSON object"):
        list(open_source(f, adapters={}))


def test_files_are_tagged_with_stem_unless_rows_carry_a_tag(tmp_path):
    f = tmp_path / "squad_sample.jsonl"
    f.write_text('{"response": "a"}\n{"response": "b", "dataset": "gsm8k"}\n')
    rows = list(open_source(f, adapters={}))
    assert [r["dataset"] for r in rows] == ["squad_sample", "gsm8k"]
    assert rows[0]["id"] == "squad_sample-0"


def test_json_csv_tsv_and_gzip(tmp_path):
    (tmp_path / "a.json").write_text(json.dumps({"data": [{"x": 1}, {"x": 2}]}))
    (tmp_path / "b.csv").write_text("x,y\n1,hello\n")
    (tmp_path / "c.tsv").write_text("x\ty\n1\tworld, with comma\n")
    with gzip.open(tmp_path / "d.jsonl.gz", "wt") as fh:
        fh.write('{"x": 9}\n')
    assert [r["x"] for r in open_source(tmp_path / "a.json", adapters={})] == [1, 2]
    assert next(iter(open_source(tmp_path / "b.csv", adapters={})))["y"] == "hello"
    assert next(iter(open_source(tmp_path / "c.tsv", adapters={})))["y"] == "world, with comma"
    assert next(iter(open_source(tmp_path / "d.jsonl.gz", adapters={})))["dataset"] == "d"


def test_unknown_file_type(tmp_path):
    f = tmp_path / "x.parquet"
    f.write_text("")
    with pytest.raises(DatasetError, match="unknown file type"):
        list(open_source(f, adapters={}))


def test_iterables_are_copied_not_mutated():
    src = [{"response": "a"}]
    rows = list(open_source(src, adapters={}, dataset_name="toy"))
    assert rows[0]["dataset"] == "toy" and "dataset" not in src[0]


def test_non_mapping_row_is_an_error():
    with pytest.raises(DatasetError, match="row 1 is a str"):
        list(open_source([{"a": 1}, "oops"], adapters={}))


ADAPTER = DatasetAdapter(
    "toyqa",
    convert=lambda r: None if r.get("skip") else {"question": r["q"], "answer": r["a"], "subject": r.get("s")},
    aliases=("org/toyqa",),
    category_field="subject",
)


def test_registered_name_needs_a_local_path():
    with pytest.raises(DatasetError, match=r"registered benchmark; pass path="):
        open_source("toyqa", adapters={"toyqa": ADAPTER})


def test_registered_name_with_path_converts_and_tags(tmp_path):
    f = tmp_path / "raw.jsonl"
    f.write_text('{"q": "2+2", "a": "4", "s": "arith"}\n{"skip": true}\n{"q": "3+3", "a": "6"}\n')
    rows = list(open_source("toyqa", adapters={"toyqa": ADAPTER}, path=f))
    assert [r["answer"] for r in rows] == ["4", "6"]
    assert rows[0]["dataset"] == "toyqa" and rows[0]["category"] == "arith" and "category" not in rows[1]
    assert rows[1]["id"] == "toyqa-2"


def test_adapter_applies_to_iterables_by_dataset_name():
    rows = list(open_source([{"q": "x", "a": "y"}], adapters={"toyqa": ADAPTER}, dataset_name="toyqa"))
    assert rows[0]["answer"] == "y" and rows[0]["dataset"] == "toyqa"


def test_missing_path_and_unknown_name(tmp_path):
    with pytest.raises(DatasetError, match="does not exist"):
        list(ADAPTER.load(tmp_path / "nope"))
    with pytest.raises(DatasetError, match=r"neither an existing file nor a registered dataset \(registered: toyqa\)"):
        open_source("no-such-thing", adapters={"toyqa": ADAPTER})


def test_folder_reads_every_data_file_sorted(tmp_path):
    (tmp_path / "b.jsonl").write_text('{"q": "b", "a": "2"}\n')
    (tmp_path / "a.jsonl").write_text('{"q": "a", "a": "1"}\n')
    (tmp_path / "notes.txt").write_text("ignored")
    assert [r["question"] for r in ADAPTER.load(tmp_path)] == ["a", "b"]


def test_hugging_face_dataset_when_installed():
    datasets = pytest.importorskip("datasets", reason="the optional 'datasets' package is not installed")
    ds = datasets.Dataset.from_list([{"response": "a", "answer": "a"}])
    rows = list(open_source(ds, adapters={}))
    assert rows[0]["response"] == "a"


def test_tsv_fields_are_not_quoted(tmp_path):
    f = tmp_path / "nli.tsv"
    f.write_text('premise\thypothesis\n"Quoted start\tplain\nsecond\trow\n')
    rows = list(open_source(f, adapters={}))
    assert [r["premise"] for r in rows] == ['"Quoted start', "second"]
