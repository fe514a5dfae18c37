"""CompletionsLoglikelihoodSystem against a loopback OpenAI-compatible completions server."""

from __future__ import annotations

import asyncio
import math
from typing import Any

import pytest
from scorewire import RequestError, RetryPolicy, evaluate
from scorewire_multiple_choice import CompletionsLoglikelihoodSystem, score_continuation

from .completions_server import ServerState, serve, tokenize

FAST = RetryPolicy(max_retries=3, initial_backoff=0.01, max_backoff=0.02)


def _run(system: CompletionsLoglikelihoodSystem, example: dict[str, Any]) -> dict[str, Any]:
    async def go() -> dict[str, Any]:
        try:
            return await system.process(example)
        finally:
            await system.aclose()

    return asyncio.run(go())


def test_tokenizer_makes_a_straddling_token() -> None:
    assert tokenize("Q: 2+2?\nAnswer: 4") == ["Q", ": ", "2", "+", "2", "?", "\nAnswer", ": ", "4"]


def test_straddling_token_counts_in_the_continuation() -> None:
    # The context ends in ":", the delimiter is " ": the server's token ": " crosses the boundary.
    state = ServerState(logprobs={": ": -0.25, "4": -0.5, "5": -2.0}, not_top={"5"})
    with serve(state) as url:
        system = CompletionsLoglikelihoodSystem(model="toy", base_url=url, retry=FAST)
        out = _run(system, {"context": "Q: 2+2?\nAnswer:", "choices": ["4", "5"]})
    assert out["loglikelihoods"] == [-0.75, -2.25]  # ": " (-0.25) + the option token
    assert out["continuation_tokens"] == [[": ", "4"], [": ", "5"]]
    assert out["straddles_boundary"] == [True, True]
    assert out["is_greedy"] == [True, False]
    assert out["response"] == "4"
    (request,) = state.requests
    assert request["prompt"] == ["Q: 2+2?\nAnswer: 4", "Q: 2+2?\nAnswer: 5"]  # one request, all options
    assert request["echo"] is True and request["max_tokens"] == 0 and request["logprobs"] == 1


def test_byte_and_character_normalisation_disagree_end_to_end() -> None:
    # " ééé" is 3 characters / 6 bytes of option text, " abcd" 4 / 4: per character "abcd" wins,
    # per byte "ééé" wins, and by raw loglikelihood "ééé" wins.
    state = ServerState(logprobs={" ééé": -3.0, " abcd": -3.6})
    rows = [{"id": "w1", "context": "The word is", "choices": ["ééé", "abcd"], "gold_index": 0, "dataset": "toy"}]
    results = {}
    with serve(state) as url:
        for norm in ("chars", "bytes"):
            system = CompletionsLoglikelihoodSystem(model="toy", base_url=url, retry=FAST)
            result = evaluate(
                systems=[system],
                dataset=rows,
                evaluators=["mc_loglikelihood"],
                evaluator_options={"mc_loglikelihood": {"normalization": norm}},
                bootstrap_resamples=0,
            )
            (row,) = result.rows
            assert not row["errors"], row["errors"]
            results[norm] = row["scores"]["mc_loglikelihood"]
    assert results["chars"]["acc"] == results["bytes"]["acc"] == 1.0
    assert results["chars"]["acc_norm"] == 0.0
    assert results["bytes"]["acc_norm"] == 1.0
    assert results["chars"]["acc_greedy"] == 1.0


def test_retries_on_503_like_the_core() -> None:
    state = ServerState(fail_first=2)
    with serve(state) as url:
        out = _run(
            CompletionsLoglikelihoodSystem(model="toy", base_url=url, retry=FAST),
            {"question": "2+2?", "choices": ["4", "5"]},
        )
    assert len(state.requests) == 3
    assert out["loglikelihoods"] == [-2.0, -2.0]  # ": " and the option, both at the default -1.0
    assert state.requests[-1]["prompt"][0] == "Question: 2+2?\nAnswer: 4"


def test_gives_up_with_a_request_error() -> None:
    state = ServerState(fail_first=100)
    with serve(state) as url, pytest.raises(RequestError, match="503"):
        _run(
            CompletionsLoglikelihoodSystem(model="toy", base_url=url, retry=FAST),
            {"context": "x:", "choices": ["a", "b"]},
        )
    assert len(state.requests) == FAST.max_retries + 1


def test_falls_back_to_one_request_per_option_when_lists_are_rejected() -> None:
    state = ServerState(reject_lists=True, logprobs={"4": -0.5})
    with serve(state) as url:
        system = CompletionsLoglikelihoodSystem(model="toy", base_url=url, retry=FAST)
        out = _run(system, {"context": "Answer:", "choices": ["4", "5", "6"]})
    assert out["loglikelihoods"] == [-1.5, -2.0, -2.0]
    assert isinstance(state.requests[0]["prompt"], list)
    # The per-option requests are sent concurrently, so they may reach the server in any order.
    assert sorted(r["prompt"] for r in state.requests[1:]) == ["Answer: 4", "Answer: 5", "Answer: 6"]
    assert system.batch_choices is False


def test_choices_are_matched_by_index_and_generated_tokens_ignored() -> None:
    state = ServerState(logprobs={" b": -0.1}, reverse_order=True, generate=" zzz")
    with serve(state) as url:
        out = _run(
            CompletionsLoglikelihoodSystem(model="toy", base_url=url, retry=FAST),
            {"context": "pick", "choices": ["a", "b", "c"]},
        )
    assert out["loglikelihoods"] == [-1.0, -0.1, -1.0]
    assert out["continuation_tokens"][1] == [" b"]
    assert out["straddles_boundary"] == [False, False, False]


def test_winogrande_style_contexts_and_unconditional() -> None:
    state = ServerState(logprobs={" Tom": -0.5, " Ann": -1.5, " left": -0.2})
    example = {"contexts": ["Then Tom", "Then Ann"], "continuation": "left", "choices": ["Tom", "Ann"]}
    with serve(state) as url:
        out = _run(
            CompletionsLoglikelihoodSystem(model="toy", base_url=url, retry=FAST, unconditional_context="\n"), example
        )
    assert out["loglikelihoods"] == [-0.2, -0.2]
    assert state.requests[0]["prompt"] == ["Then Tom left", "Then Ann left"]
    assert out["unconditional_loglikelihoods"] == [-0.2, -0.2]
    assert state.requests[1]["prompt"] == ["\n left", "\n left"]


def test_score_continuation_validates() -> None:
    lp = {"tokens": ["a", " b"], "token_logprobs": [None, -1.0], "text_offset": [0, 1], "top_logprobs": [None, {}]}
    got = score_continuation(lp, "a b", 1)
    assert got.loglikelihood == -1.0 and got.is_greedy is None
    with pytest.raises(ValueError, match="no logprob"):
        score_continuation(lp, "a b", 0)
    with pytest.raises(ValueError, match="echo"):
        score_continuation({"tokens": ["a"]}, "a", 0)
    assert math.isclose(score_continuation(lp, "a b", 1).loglikelihood, -1.0)
