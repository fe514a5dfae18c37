"""The ifeval evaluator: strict vs loose, details, errors, determinism, plugin wiring and adapter."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import scorewire
from scorewire import InvalidFieldError
from scorewire_ifeval import IFEval, InstructionError, loose_variants
from scorewire_ifeval import plugin as ifeval_plugin

HERE = Path(__file__).parent


def example(ids: list[str], kwargs: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"id": "t", "prompt": "p", "instruction_id_list": ids, "kwargs": kwargs, **extra}


def test_loose_variants_follow_the_reference_order() -> None:
    variants = loose_variants("Sure:\n*a*\nb\nBye")
    assert variants == [
        "Sure:\n*a*\nb\nBye",
        "Sure:\na\nb\nBye",
        "*a*\nb\nBye",
        "Sure:\n*a*\nb",
        "*a*\nb",
        "a\nb\nBye",
        "Sure:\na\nb",
        "a\nb",
    ]


def test_strict_fails_but_loose_passes_without_the_first_line() -> None:
    ex = example(["punctuation:no_comma", "startend:quotation"], [{}, {}])
    scores = IFEval().score(ex, {"response": 'Sure, here it is:\n"no commas here"'})
    assert scores["prompt_strict"] == 0.0 and scores["prompt_loose"] == 1.0
    assert scores["inst_strict"] == 0.0 and scores["inst_loose"] == 2.0 and scores["_inst_total"] == 2.0
    first = scores.details["instructions"][0]
    assert first == {
        "id": "punctuation:no_comma",
        "strict": False,
        "loose": True,
        "loose_variant": "no_first_line",
        "observed": "1 commas",
    }
    assert "punctuation:no_comma: 1 commas" in scores.details["reason"]


def test_loose_strips_asterisks() -> None:
    ex = example(["startend:end_checker"], [{"end_phrase": "Is there anything else I can help with?"}])
    scores = IFEval().score(ex, {"response": "Done.\n**Is there anything else I can help with?**"})
    assert scores.details["strict"] == [False]
    assert scores.details["instructions"][0]["loose_variant"] == "no_asterisks"


@pytest.mark.parametrize("response", ["", "   \n\n ", None])
def test_empty_response_fails_every_instruction(response: Any) -> None:
    ex = example(["language:response_language", "punctuation:no_comma"], [{"language": "en"}, {}])
    scores = IFEval().score(ex, {"response": response})
    assert dict(scores) == {
        "prompt_strict": 0.0,
        "prompt_loose": 0.0,
        "inst_strict": 0.0,
        "inst_loose": 0.0,
        "_inst_total": 2.0,
    }
    assert "empty response" in scores.details["reason"]


def test_all_followed_has_no_reason() -> None:
    scores = IFEval().score(example(["punctuation:no_comma"], [{}]), {"response": "Fine."})
    assert scores["prompt_strict"] == 1.0 and "reason" not in scores.details


def test_unknown_instruction_id_raises_naming_it_and_the_row() -> None:
    with pytest.raises(InstructionError, match=r"row 't'.*'detectable_format:haiku'"):
        IFEval().score(example(["detectable_format:haiku"], [{}]), {"response": "x"})


def test_kwargs_must_pair_with_instructions() -> None:
    with pytest.raises(InvalidFieldError, match=r"field 'kwargs' in example 't'.*one per instruction"):
        IFEval().score(example(["punctuation:no_comma"], []), {"response": "x"})


def test_bad_option_is_rejected() -> None:
    with pytest.raises(ValueError, match="letter_fallback"):
        IFEval(letter_fallback="guess")


def test_same_input_same_scores() -> None:
    ex = example(["language:response_language"], [{"language": "it"}])
    response = {"response": "Ciao, come stai? Oggi andiamo al mare con gli amici."}
    assert IFEval().score(ex, response).details == IFEval().score(ex, response).details


def test_plugin_hooks() -> None:
    assert list(ifeval_plugin.scorewire_register_evaluators()) == [IFEval]
    rules = list(ifeval_plugin.scorewire_register_rules())
    assert any(r.matches("ifeval") for r in rules)
    (adapter,) = ifeval_plugin.scorewire_register_datasets()
    assert adapter.name == "ifeval"


def test_smoke_file_scores_without_row_errors(registry: Any) -> None:
    result = scorewire.evaluate(dataset=str(HERE / "smoke.jsonl"), registry=registry, bootstrap_resamples=0)
    rows = list(result.rows)
    assert len(rows) == 4
    assert all(not r.get("errors") for r in rows), [r.get("errors") for r in rows]
    by_id = {r["id"]: r["scores"]["ifeval"] if "ifeval" in r["scores"] else r["scores"] for r in rows}
    assert by_id["smoke-1"]["prompt_strict"] == 1.0
    assert by_id["smoke-2"]["prompt_strict"] == 0.0 and by_id["smoke-2"]["prompt_loose"] == 1.0
    assert by_id["smoke-3"]["prompt_strict"] == 1.0
    assert by_id["smoke-4"]["prompt_loose"] == 0.0


def test_unknown_id_becomes_a_row_error_in_a_run(registry: Any) -> None:
    rows = [
        {**example(["punctuation:no_comma"], [{}]), "id": "ok", "dataset": "ifeval", "response": "a b"},
        {**example(["keywords:telepathy"], [{}]), "id": "bad", "dataset": "ifeval", "response": "a b"},
    ]
    result = scorewire.evaluate(dataset=rows, registry=registry, bootstrap_resamples=0)
    errors = {r["id"]: r.get("errors") for r in result.rows}
    assert not errors["ok"]
    assert "keywords:telepathy" in str(errors["bad"])


def test_dataset_adapter_reads_the_official_prompts(shared_data: Path, registry: Any) -> None:
    path = shared_data / "ifeval" / "input_data.jsonl"

    def echo_prompt(ex: dict[str, Any]) -> dict[str, Any]:
        return {"response": ex["prompt"]}

    result = scorewire.evaluate(
        systems=[echo_prompt], dataset="ifeval", data_path=str(path), limit=20, registry=registry, bootstrap_resamples=0
    )
    rows = list(result.rows)
    assert len(rows) == 20
    assert rows[0]["id"] == "ifeval-1000"
    assert all(not r.get("errors") for r in rows)
    assert result.summary().get("inst_loose", evaluator="ifeval").n == 20


def test_dataset_adapter_reads_only_the_prompts_file_of_a_folder(tmp_path: Path, registry: Any) -> None:
    prompts = tmp_path / "input_data.jsonl"
    prompts.write_text(
        '{"key": 7, "prompt": "p", "instruction_id_list": ["punctuation:no_comma"], "kwargs": [{}]}\n', "utf-8"
    )
    (tmp_path / "input_response_data_model.jsonl").write_text('{"prompt": "p", "response": "r"}\n', "utf-8")
    result = scorewire.evaluate(
        systems=[lambda ex: {"response": "no commas"}],
        dataset="ifeval",
        data_path=str(tmp_path),
        registry=registry,
        bootstrap_resamples=0,
    )
    rows = list(result.rows)
    assert [r["id"] for r in rows] == ["ifeval-7"]
    assert not rows[0].get("errors")
