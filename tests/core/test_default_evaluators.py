"""Opt-in default evaluators for unwired datasets, catch-all rules, and "did you mean" hints."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from scorewire import DatasetError, NoWiringError, WiringRule, evaluate, resolve_wiring
from scorewire._wiring import one_edit_away

from .registries import registry_with


class Exact:
    name = "exact"

    def score(self, original, processed):
        return {"em": float(processed["response"] == original["answer"])}


class Length:
    name = "length"

    def score(self, original, processed):
        return {"chars": len(processed["response"])}


ROWS = [
    {"dataset": "qa", "answer": "x", "response": "x"},
    {"dataset": "my-private-set", "answer": "y", "response": "yy"},
]


def test_default_evaluators_score_only_unwired_rows():
    reg = registry_with(Exact, Length, rules=[WiringRule("qa", ["exact"])])
    result = evaluate(dataset=ROWS, registry=reg, default_evaluators=["length"], bootstrap_resamples=0)
    assert [list(r["scores"]) for r in result.rows] == [["exact"], ["length"]]
    assert not any(r["errors"] for r in result.rows)
    assert "default evaluators" in result.metadata["wiring"]["my-private-set"]
    assert "exact rule 'qa'" in result.metadata["wiring"]["qa"]


def test_without_the_option_unwired_rows_still_get_a_wiring_error():
    reg = registry_with(Exact, Length, rules=[WiringRule("qa", ["exact"])])
    rows = evaluate(dataset=ROWS, registry=reg, bootstrap_resamples=0).rows
    assert rows[1]["errors"][0]["type"] == "NoWiringError"
    assert "--default-evaluators" in rows[1]["errors"][0]["message"]


def test_evaluators_override_still_beats_defaults():
    reg = registry_with(Exact, Length, rules=[WiringRule("qa", ["exact"])])
    result = evaluate(dataset=ROWS, registry=reg, evaluators=["exact"], default_evaluators=["length"])
    assert [list(r["scores"]) for r in result.rows] == [["exact"], ["exact"]]


def test_a_user_catch_all_rule_is_the_documented_alternative():
    reg = registry_with(Exact, Length, rules=[WiringRule("qa", ["exact"]), WiringRule("wmt*", ["exact"])])
    catch_all = WiringRule("*", ["length"], priority=-100)
    result = evaluate(
        dataset=[*ROWS, {"dataset": "wmt19", "answer": "a", "response": "a"}], registry=reg, rules=[catch_all]
    )
    # Exact and glob rules of plugins keep their datasets; only the unknown one falls through.
    assert [list(r["scores"]) for r in result.rows] == [["exact"], ["length"], ["exact"]]


def test_catch_all_rule_waits_for_the_hub_name_retry():
    rules = [("m", WiringRule("gsm8k", ["math"])), ("<user>", WiringRule("*", ["length"], priority=-100))]
    d = resolve_wiring("openai/gsm8k", rules)
    assert d.evaluators == ("math",) and "last path part" in d.reason
    assert resolve_wiring("someone/unknown", rules).evaluators == ("length",)


@pytest.mark.parametrize(
    ("typo", "expected"),
    [
        ("gsm8kk", "gsm8k"),
        ("gsm8", "gsm8k"),
        ("gms8k", "gsm8k"),
        ("gsn8k", "gsm8k"),
        ("GSM_8k", "gsm8k"),
        ("gsm-8kk", None),
    ],
)
def test_did_you_mean_for_a_name_one_edit_away(typo, expected):
    rules = [("m", WiringRule("gsm8k", ["math"])), ("t", WiringRule("wmt*", ["bleu"]))]
    with pytest.raises(NoWiringError) as info:
        resolve_wiring(typo, rules)
    if expected is None:
        assert "did you mean" not in str(info.value)
        assert info.value.suggestions == ()
    else:
        assert f"did you mean {expected!r}?" in str(info.value)
        assert info.value.suggestions == (expected,)


def test_one_edit_away_lists_every_close_name_and_skips_globs():
    assert one_edit_away("mmlu", ["mmlu-pro", "mmla", "mmlux", "mmlu", "mml*", "hellaswag"]) == ["mmla", "mmlux"]
    assert one_edit_away("ab", ["ba"]) == ["ba"]  # a swap of neighbours is one edit
    assert one_edit_away("abc", ["cba"]) == []


def test_registered_dataset_name_typo_gets_a_hint():
    from scorewire._datasets import DatasetAdapter, open_source

    adapters = {"squad": DatasetAdapter("squad", convert=lambda row: row)}
    with pytest.raises(DatasetError, match=r"did you mean 'squad'\?"):
        open_source("sqaud", adapters=adapters)


CLI = [sys.executable, "-m", "scorewire.cli"]
ENV = {**os.environ, "SCOREWIRE_LOAD_PLUGINS": "scorewire-length-example"}


def test_cli_default_evaluators(tmp_path: Path):
    data = tmp_path / "data.jsonl"
    data.write_text(json.dumps({"dataset": "not-wired-anywhere", "response": "a b c", "max_words": 5}) + "\n")
    out = tmp_path / "out"
    args = [*CLI, "run", str(data), "--output", str(out), "--progress", "off"]
    proc = subprocess.run([*args, "--default-evaluators", "response_length"], capture_output=True, text=True, env=ENV)
    assert proc.returncode == 0, proc.stderr
    row = json.loads((out / "results.jsonl").read_text().splitlines()[0])
    assert row["scores"]["response_length"]["words"] == 3.0 and not row["errors"]
    proc = subprocess.run(args, capture_output=True, text=True, env=ENV)
    row = json.loads((out / "results.jsonl").read_text().splitlines()[0])
    assert row["errors"][0]["type"] == "NoWiringError"


def test_a_typo_that_falls_back_keeps_its_hint_in_the_metadata():
    reg = registry_with(Exact, Length, rules=[WiringRule("gsm8k", ["exact"])])
    rows = [{"dataset": "gsm8kk", "answer": "1", "response": "1"}]
    result = evaluate(dataset=rows, registry=reg, default_evaluators=["length"], bootstrap_resamples=0)
    assert list(result.rows[0]["scores"]) == ["length"]
    assert "did you mean 'gsm8k'?" in result.metadata["wiring"]["gsm8kk"]


def test_an_unknown_default_evaluator_fails_the_run_at_once():
    from scorewire import ScorewireError

    reg = registry_with(Exact, rules=[WiringRule("qa", ["exact"])])
    with pytest.raises(ScorewireError, match="lenght"):
        evaluate(dataset=ROWS, registry=reg, default_evaluators=["lenght"])
