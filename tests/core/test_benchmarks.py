"""Benchmarks: prompts, few-shot selection, choices, Hub URIs, modes and multi-turn rows."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest
from scorewire import (
    Benchmark,
    DatasetAdapter,
    DatasetError,
    PluginRegistry,
    Prompt,
    WiringRule,
    evaluate,
    hookimpl,
    select_fewshot,
)
from scorewire._benchmarks import apply_choices, parse_hf_uri


def test_prompt_renders_template_options_and_answer_format():
    prompt = Prompt(user="{question}\n\n{options}", answer_format="One of {letters}.", system="Sys")
    example = {"id": "q1", "question": "Two plus two?", "choices": ["3", "4"]}
    assert prompt.messages(example) == [
        {"role": "system", "content": "Sys"},
        {"role": "user", "content": "Two plus two?\n\nA. 3\nB. 4\n\nOne of A, B."},
    ]


def test_a_missing_template_field_names_the_field_the_row_and_the_fix():
    with pytest.raises(DatasetError, match=r"\{passage\}.*'q7'.*'passage'.*--prompt-template"):
        Prompt(user="{passage}").messages({"id": "q7", "question": "x"})


def test_fewshot_selection_is_seeded_per_example_and_never_takes_the_example():
    pool = [{"id": f"r{i}", "dataset": "d", "question": f"q{i}"} for i in range(10)]
    for row in pool:
        shots = select_fewshot(pool, row, 9, seed=3)
        assert row not in shots and len(shots) == 9
    a = [select_fewshot(pool, row, 3, seed=3) for row in pool]
    assert a == [select_fewshot(pool, row, 3, seed=3) for row in pool]  # same seed, same shots
    assert a != [select_fewshot(pool, row, 3, seed=4) for row in pool]
    # Order of the rows does not matter: the draw depends on the seed and the row's id.
    assert select_fewshot(pool, pool[5], 3, seed=3) == a[5]
    # A copy of the row under another id (same question) is not taken either.
    twin = {"id": "other", "dataset": "d", "question": "q0"}
    assert all(s["question"] != "q0" for s in select_fewshot(pool, twin, 9, seed=0))
    with pytest.raises(DatasetError, match="--num-fewshot 10: only 9"):
        select_fewshot(pool, pool[0], 10)


def test_choices_field_takes_a_dotted_path_and_fills_the_gold_letter():
    rows = [{"id": "a", "c": {"text": ["x", "y"]}, "answer": "y"}, {"id": "b", "c": {"text": ["x", "y"]}, "answer": 0}]
    out = list(apply_choices(rows, "c.text"))
    assert [(r["choices"], r["correct_letter"], r["gold_index"]) for r in out] == [
        (["x", "y"], "B", 1),
        (["x", "y"], "A", 0),
    ]
    assert next(apply_choices([{"id": "s", "answer": "no"}], choices=["yes", "no"]))["correct_letter"] == "B"
    with pytest.raises(DatasetError, match=r"row 'a'.*'c\.label'.*'label'"):
        list(apply_choices(rows, "c.label"))


def test_hf_uris():
    assert parse_hf_uri("hf://openai/gsm8k?split=train&config=main") == ("openai/gsm8k", "main", "train")
    assert parse_hf_uri("hf://org/name") == ("org/name", None, "test")
    with pytest.raises(DatasetError, match="unknown parameter"):
        parse_hf_uri("hf://org/name?splt=test")


def test_a_benchmark_without_hub_or_data_says_how_to_load_it():
    bench = Benchmark("local-only", prompt=Prompt())
    with pytest.raises(DatasetError, match="no Hugging Face Hub location; pass --data"):
        list(bench.load())


class _Plugin:
    """A plugin registering a benchmark through the dataset hook."""

    @staticmethod
    @hookimpl
    def scorewire_register_datasets() -> Iterable[DatasetAdapter]:
        return [
            Benchmark(
                "quiz",
                convert=lambda raw: {"question": raw["q"], "choices": raw["opts"], "correct_letter": raw["gold"]},
                prompt=Prompt(user="Q: {question}\n{options}", system="Quiz.", answer_format="Letter only."),
                modes=("chat", "loglikelihood"),
                mode_evaluators={"chat": ("letter",), "loglikelihood": ("ll",)},
            )
        ]

    @staticmethod
    @hookimpl
    def scorewire_register_evaluators() -> Iterable[type]:
        class Letter:
            name = "letter"

            def score(self, original: Any, processed: Any) -> dict[str, float]:
                return {"ok": processed["response"].strip() == original["correct_letter"]}

        class LL:
            name = "ll"

            def score(self, original: Any, processed: Any) -> dict[str, float]:
                return {"acc": float(processed["best"] == original["correct_letter"])}

        return [Letter, LL]

    @staticmethod
    @hookimpl
    def scorewire_register_rules() -> Iterable[WiringRule]:
        return [WiringRule("quiz", ["ll"])]


@pytest.fixture
def registry() -> PluginRegistry:
    reg = PluginRegistry(entry_points=[])
    reg.register(_Plugin(), "quiz-plugin")
    return reg


def _quiz_file(tmp_path: Any) -> Any:
    import json

    path = tmp_path / "quiz.jsonl"
    rows = [{"q": f"question {i}", "opts": ["yes", "no"], "gold": "AB"[i % 2]} for i in range(4)]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_a_registered_benchmark_prompts_a_plain_callable_and_records_the_messages(tmp_path, registry):
    seen = []

    def system(example: dict[str, Any]) -> str:
        seen.append(example["messages"])
        return "A"

    result = evaluate([system], "quiz", data_path=_quiz_file(tmp_path), registry=registry, progress=False)
    assert result.rows is not None
    # Chat mode (the callable's) scores with the benchmark's chat evaluator, not the wiring rule's.
    assert [r["scores"]["letter"]["ok"] for r in result.rows] == [1.0, 0.0, 1.0, 0.0]
    assert result.rows[0]["messages"] == [
        {"role": "system", "content": "Quiz."},
        {"role": "user", "content": "Q: question 0\nA. yes\nB. no\n\nLetter only."},
    ]
    assert sorted(map(str, seen)) == sorted(str(r["messages"]) for r in result.rows)


def test_the_mode_comes_from_the_system_and_is_checked(tmp_path, registry):
    class LLSystem:
        name = "ll-system"
        mode = "loglikelihood"

        def process(self, example: dict[str, Any]) -> dict[str, Any]:
            assert "messages" not in example  # no chat prompt in loglikelihood mode
            return {"response": "yes", "best": "A"}

    result = evaluate([LLSystem()], "quiz", data_path=_quiz_file(tmp_path), registry=registry, progress=False)
    assert result.rows is not None
    assert [r["scores"]["ll"]["acc"] for r in result.rows] == [1.0, 0.0, 1.0, 0.0]

    class Other:
        name = "other"
        mode = "fast"  # means something else to this system: a chat system

        def process(self, example: dict[str, Any]) -> str:
            return "A"

    result = evaluate([Other()], "quiz", data_path=_quiz_file(tmp_path), registry=registry, progress=False)
    assert result.rows is not None and "letter" in result.rows[0]["scores"]
    with pytest.raises(DatasetError, match="unknown mode 'beam'"):
        evaluate([LLSystem()], "quiz", data_path=_quiz_file(tmp_path), registry=registry, mode="beam")


def test_multi_turn_rows_are_played_turn_by_turn():
    calls: list[tuple[int, list[dict[str, str]]]] = []

    def system(example: dict[str, Any]) -> str:
        calls.append((example["turn"], [dict(m) for m in example["messages"]]))
        return f"answer {example['turn']} of {example['id']}"

    seen: list[Any] = []

    def turns_seen(original: Any, processed: Any) -> dict[str, float]:
        seen.append(processed["turns"])
        return {"n_turns": len(processed["turns"])}

    rows = [{"id": "c1", "dataset": "chat", "turns": ["Hi?", "And then?", "Bye?"]}]
    result = evaluate([system], rows, evaluators=[turns_seen], system_prompt="Be kind.", progress=False)
    assert result.rows is not None
    replies = ["answer 0 of c1", "answer 1 of c1", "answer 2 of c1"]
    assert seen == [replies]
    assert result.rows[0]["response_turns"] == replies
    assert result.rows[0]["response"] == replies[-1]
    assert [turn for turn, _ in calls] == [0, 1, 2]
    last = calls[-1][1]
    assert last == [
        {"role": "system", "content": "Be kind."},
        {"role": "user", "content": "Hi?"},
        {"role": "assistant", "content": replies[0]},
        {"role": "user", "content": "And then?"},
        {"role": "assistant", "content": replies[1]},
        {"role": "user", "content": "Bye?"},
    ]
    assert result.rows[0]["messages"] == [*last, {"role": "assistant", "content": replies[2]}]


def test_rows_without_a_prompt_reach_systems_unchanged():
    got = []

    def system(example: dict[str, Any]) -> str:
        got.append(dict(example))
        return "x"

    def constant(original: Any, processed: Any) -> dict[str, float]:
        return {"s": 1.0}

    evaluate([system], [{"id": "a", "dataset": "mine", "value": 3}], evaluators=[constant], progress=False)
    assert got == [{"id": "a", "dataset": "mine", "value": 3}]


def test_a_conversation_field_is_sent_as_it_is():
    prompt = Prompt(conversation="conversation", system="S")
    row = {"id": "h1", "conversation": [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": "Yes?"},
                                        {"role": "user", "content": "Help"}]}  # fmt: skip
    assert prompt.messages(row) == [{"role": "system", "content": "S"}, *row["conversation"]]
    with pytest.raises(DatasetError, match="'conversation' should be a list of chat messages"):
        prompt.messages({"id": "h2", "conversation": "Hi"})
