"""The command line's side of declared options: one-line errors (exit 2) and ``evaluators --options``."""

from __future__ import annotations

import json

import pytest
from scorewire.cli import main


@pytest.fixture
def responses(tmp_path):
    path = tmp_path / "responses.jsonl"
    rows = [
        {"id": i, "dataset": "cnn_dailymail", "response": "the cat sat", "answer": "the cat sat down"} for i in range(2)
    ]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    return path


@pytest.mark.parametrize(
    ("option", "expected"),
    [
        (
            "rouge.use_stemer=true",
            "scorewire: error: evaluator 'rouge': option 'use_stemer' is not an option; did you mean "
            "'use_stemmer'? (accepted options: rouge_types, use_stemmer, multi_ref, split_summaries, "
            "report_precision_recall)",
        ),
        (
            "rouge.use_stemmer=perhaps",
            "scorewire: error: evaluator 'rouge': option 'use_stemmer' must be true or false (got 'perhaps')",
        ),
        (
            "rouge.multi_ref=min",
            "scorewire: error: evaluator 'rouge': option 'multi_ref' must be one of 'max', 'mean' (got 'min')",
        ),
    ],
)
def test_a_bad_option_is_one_line_and_exit_2(responses, tmp_path, capsys, option, expected):
    code = main(["run", str(responses), "--evaluators", "rouge", "--option", option, "--output", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2
    assert err.strip() == expected
    assert len(err.strip().splitlines()) == 1


def test_command_line_text_is_converted_and_recorded(responses, tmp_path, capsys):
    out = tmp_path / "out"
    code = main(["run", str(responses), "--evaluators", "rouge", "--option", "rouge.use_stemmer=yes", "--option",
                 "rouge.rouge_types=rouge1,rougeL", "--output", str(out)])  # fmt: skip
    assert code == 0, capsys.readouterr().err
    recorded = json.loads((out / "summary.json").read_text())["metadata"]["evaluator_options"]["rouge"]
    assert recorded == {
        "rouge_types": ["rouge1", "rougeL"],
        "use_stemmer": True,
        "multi_ref": "max",
        "split_summaries": False,
        "report_precision_recall": False,
    }


def test_evaluators_options_prints_name_type_default_and_doc(capsys):
    assert main(["evaluators", "--options", "rouge"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "rouge options (--option rouge.NAME=VALUE):"
    assert "  use_stemmer: bool = False" in out
    assert "Porter-stem" in out
    assert "  multi_ref: Literal['max', 'mean'] = 'max'" in out


def test_evaluators_options_of_an_unknown_evaluator_is_exit_2(capsys):
    assert main(["evaluators", "--options", "rogue"]) == 2
    assert "no evaluator named 'rogue'" in capsys.readouterr().err
