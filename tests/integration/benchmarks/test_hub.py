"""Loading benchmarks from the Hugging Face Hub through ``datasets``, offline.

A folder named by ``SCOREWIRE_HF_DIR`` stands in for the Hub: ``<folder>/openai/gsm8k``
holds a ``save_to_disk`` copy of the dataset, ``<folder>/myorg/quiz`` a folder of data
files. One test uses ``datasets``' own offline cache instead (a Hub id read with
``load_dataset`` from ``HF_DATASETS_CACHE``). ``HF_DATASETS_OFFLINE`` / ``HF_HUB_OFFLINE``
are set, so any attempt to reach the network fails the test.
"""

from __future__ import annotations

import csv
import glob
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from scorewire import evaluate
from scorewire.cli import main

datasets = pytest.importorskip("datasets")

GSM8K_FORMAT = (
    'Work the problem out step by step. Then give the final number alone on the last line, written as "#### <number>".'
)
MC_FORMAT = 'Finish with a line of the form "Answer: X", where X is one of A, B, C, D.'


@pytest.fixture
def hub(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    mirror = tmp_path / "mirror"
    mirror.mkdir()
    monkeypatch.setenv("SCOREWIRE_HF_DIR", str(mirror))
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf-home"))
    monkeypatch.setenv("HF_DATASETS_CACHE", str(tmp_path / "hf-cache"))
    monkeypatch.setattr(datasets.config, "HF_DATASETS_OFFLINE", True)
    monkeypatch.setattr(datasets.config, "HF_DATASETS_CACHE", tmp_path / "hf-cache")
    return mirror


def _run(tmp_path: Path, loopback: Any, *args: str) -> list[dict[str, Any]]:
    out = tmp_path / "out"
    code = main(["run", *args, "--model", "m", "--base-url", loopback.base_url, "-o", str(out), "--progress", "off"])
    assert code == 0
    return [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]


def _jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_gsm8k_without_data_loads_the_hub_copy_and_takes_few_shot_examples_from_train(
    tmp_path, loopback, hub, shared_data
):
    raw = _jsonl(shared_data / "gsm8k" / "test.jsonl")
    test, train = raw[:25], raw[500:520]
    datasets.DatasetDict(
        {"test": datasets.Dataset.from_list(test), "train": datasets.Dataset.from_list(train)}
    ).save_to_disk(str(hub / "openai" / "gsm8k"))
    solution_of = {r["question"] + "\n\n" + GSM8K_FORMAT: r["answer"] for r in test + train}
    loopback.chat = lambda messages: solution_of[messages[-1]["content"]]
    rows = _run(tmp_path, loopback, "gsm8k", "--num-fewshot", "2")
    assert len(rows) == 25
    assert sum(r["scores"]["math_equivalence"]["math_equiv"] for r in rows) == 25
    train_prompts = {r["question"] + "\n\n" + GSM8K_FORMAT for r in train}
    for row, example in zip(rows, test, strict=True):
        messages = row["messages"]
        assert messages[-1]["content"] == example["question"] + "\n\n" + GSM8K_FORMAT
        assert {messages[0]["content"], messages[2]["content"]} <= train_prompts  # shots: the train split only
        assert messages[1]["content"] == solution_of[messages[0]["content"]]


def _mmlu_hf_rows(folder: Path, subject: str) -> list[dict[str, Any]]:
    with open(folder / f"{subject}.csv", encoding="utf-8", newline="") as fh:
        return [
            {"question": q, "subject": subject.rsplit("_", 1)[0], "choices": [a, b, c, d], "answer": "ABCD".index(g)}
            for q, a, b, c, d, g in csv.reader(fh)
        ]


def test_mmlu_without_data_loads_the_hub_copy_in_both_modes(tmp_path, loopback, hub, shared_data):
    test = _mmlu_hf_rows(shared_data / "mmlu" / "test", "astronomy_test")[:20]
    dev = _mmlu_hf_rows(shared_data / "mmlu" / "dev", "astronomy_dev")
    datasets.DatasetDict(
        {"test": datasets.Dataset.from_list(test), "dev": datasets.Dataset.from_list(dev)}
    ).save_to_disk(str(hub / "cais" / "mmlu" / "all"))  # one subfolder per configuration

    def prompt(row: dict[str, Any]) -> str:
        options = "\n".join(f"{'ABCD'[i]}. {c}" for i, c in enumerate(row["choices"]))
        return f"The following is a question about astronomy.\n\n{row['question']}\n\n{options}\n\n{MC_FORMAT}"

    gold = {prompt(r): "ABCD"[r["answer"]] for r in test + dev}
    loopback.chat = lambda messages: f"Answer: {gold[messages[-1]['content']]}"
    rows = _run(tmp_path / "chat", loopback, "mmlu", "--num-fewshot", "1")
    assert [r["messages"][-1]["content"] for r in rows] == [prompt(r) for r in test]
    assert all(r["messages"][0]["content"] in {prompt(d) for d in dev} for r in rows)
    assert all(r["messages"][1]["content"] == f"Answer: {gold[r['messages'][0]['content']]}" for r in rows)
    assert sum(r["scores"]["multiple_choice"]["mc_accuracy"] for r in rows) == 20

    loopback.requests.clear()
    contexts = {}
    for r in test:
        options = "\n".join(f"{'ABCD'[i]}. {c}" for i, c in enumerate(r["choices"]))
        contexts[f"{r['question'].strip()}\n{options}\nAnswer:"] = "ABCD"[r["answer"]]

    def loglikelihood(text: str) -> tuple[int, float]:
        context, _, letter = text.rpartition(" ")
        return len(context), (-0.2 if contexts[context] == letter else -2.5)

    loopback.loglikelihood = loglikelihood
    rows = _run(tmp_path / "ll", loopback, "mmlu", "--mode", "loglikelihood")
    assert len(rows) == 20 and all(r["scores"]["mc_loglikelihood"]["acc"] == 1.0 for r in rows)
    assert len(loopback.requests) == 20


def test_hf_uri_with_a_data_files_folder_choices_field_and_a_template(tmp_path, loopback, hub):
    folder = hub / "myorg" / "quiz"
    folder.mkdir(parents=True)
    quiz = [
        {"q": "Which planet is largest?", "opts": {"text": ["Mars", "Jupiter", "Venus"], "label": ["a", "b", "c"]}, "answer": 1},
        {"q": "Which gas do plants take in?", "opts": {"text": ["CO2", "Neon", "Helium"], "label": ["a", "b", "c"]}, "answer": 0},
        {"q": "What is frozen water?", "opts": {"text": ["Steam", "Salt", "Ice"], "label": ["a", "b", "c"]}, "answer": 2},
    ]  # fmt: skip
    (folder / "test.jsonl").write_text("".join(json.dumps(r) + "\n" for r in quiz))
    template = tmp_path / "quiz.json"
    template.write_text(
        json.dumps({"system": "You are a quiz player.", "user": "{q}\n{options}\nReply with a letter."})
    )
    loopback.chat = lambda messages: "B"
    rows = _run(
        tmp_path, loopback, "hf://myorg/quiz?split=test", "--choices-field", "opts.text",
        "--prompt-template", str(template), "--evaluators", "multiple_choice",
    )  # fmt: skip
    assert [r["messages"] for r in rows] == [
        [
            {"role": "system", "content": "You are a quiz player."},
            {"role": "user", "content": f"{r['q']}\n" + "\n".join(f"{'ABC'[i]}. {t}" for i, t in enumerate(r["opts"]["text"])) + "\nReply with a letter."},
        ]
        for r in quiz
    ]  # fmt: skip
    assert [r["scores"]["multiple_choice"]["mc_accuracy"] for r in rows] == [1.0, 0.0, 0.0]
    assert {r["dataset"] for r in rows} == {"quiz"}


def test_python_equivalents_static_choices_and_a_plain_callable(hub):
    folder = hub / "myorg" / "yesno"
    folder.mkdir(parents=True)
    items = [{"claim": f"claim {i}", "answer": "yes" if i % 2 else "no"} for i in range(6)]
    (folder / "test.jsonl").write_text("".join(json.dumps(r) + "\n" for r in items))
    seen: list[Any] = []

    def system(example: dict[str, Any]) -> str:
        seen.append(example["messages"])
        return "A"  # always "yes"

    result = evaluate(
        [system],
        "hf://myorg/yesno?split=test",
        choices=["yes", "no"],
        prompt_template="Is this true? {claim}\n{options}",
        system_prompt="Answer with a letter.",
        num_fewshot=0,
        evaluators=["multiple_choice"],
        progress=False,
    )
    assert result.rows is not None
    assert [r["scores"]["multiple_choice"]["mc_accuracy"] for r in result.rows] == [
        1.0 if i % 2 else 0.0 for i in range(6)
    ]
    assert sorted(m[1]["content"] for m in seen) == sorted(f"Is this true? claim {i}\nA. yes\nB. no" for i in range(6))
    assert all(m[0] == {"role": "system", "content": "Answer with a letter."} for m in seen)


def test_a_benchmark_missing_offline_is_a_usage_error_naming_the_fix(tmp_path, loopback, hub, capsys):
    code = main(["run", "gsm8k", "--model", "m", "--base-url", loopback.base_url, "-o", str(tmp_path / "o")])
    assert code == 2
    err = capsys.readouterr().err
    assert "openai/gsm8k" in err and "--data" in err and "SCOREWIRE_HF_DIR" in err
    assert loopback.requests == []


def test_gsm8k_from_the_datasets_offline_cache(tmp_path, loopback, hub, shared_data):
    """``load_dataset("openai/gsm8k", "main")`` served by datasets' cache, as after an earlier download.

    The cache entry is written by datasets' own ``json`` builder and laid out where datasets
    keeps a Hub dataset (``<cache>/openai___gsm8k/main/<version>/<hash>/gsm8k-<split>.arrow``).
    """
    raw = _jsonl(shared_data / "gsm8k" / "test.jsonl")[:8]
    src = tmp_path / "src"
    src.mkdir()
    (src / "test.jsonl").write_text("".join(json.dumps(r) + "\n" for r in raw))
    build = tmp_path / "build"
    datasets.load_dataset("json", data_files={"test": str(src / "test.jsonl")}, cache_dir=str(build))
    built = Path(glob.glob(str(build / "json" / "*" / "*" / "*"))[0])
    entry = tmp_path / "hf-cache" / "openai___gsm8k" / "main" / "0.0.0" / "0123abcd"
    entry.mkdir(parents=True)
    shutil.copy(built / "json-test.arrow", entry / "gsm8k-test.arrow")
    info = json.loads((built / "dataset_info.json").read_text())
    info.update(config_name="main", builder_name="gsm8k", dataset_name="gsm8k")
    (entry / "dataset_info.json").write_text(json.dumps(info))
    solution_of = {r["question"] + "\n\n" + GSM8K_FORMAT: r["answer"] for r in raw}
    loopback.chat = lambda messages: solution_of[messages[-1]["content"]]
    rows = _run(tmp_path, loopback, "gsm8k")
    assert [r["messages"][-1]["content"] for r in rows] == list(solution_of)
    assert [r["scores"]["math_equivalence"]["math_equiv"] for r in rows] == [1.0] * 8
