"""Failure categories, the refusal detector on real responses, chat-reply parsing, resume via the API."""

from __future__ import annotations

import json
import re

import pytest
from scorewire import RequestError, ScorewireError, evaluate
from scorewire._chat import parse_chat_reply, split_reasoning
from scorewire.failures import CATEGORIES, DETAILS_KEYS, FailureAnalysis, categorize, is_refusal

from tests.conftest import shared_data_path

URL = "http://127.0.0.1:1/v1/chat/completions"

# NeMo Evaluator's default refusal patterns (src/nemo_evaluator/observability/collector.py,
# DEFAULT_REFUSAL_PATTERNS): a case-insensitive search anywhere in the reply. Restated here only to
# measure its false-positive rate beside ours on the same responses.
NEMO_REFUSAL = re.compile("I cannot|I'm unable|I can't|as an AI|I don't have the ability|I apologize", re.I)


def _real_correct_responses():
    gsm = shared_data_path("gsm8k", "model_solutions_with_reference_labels.dev.jsonl")
    squad = shared_data_path("squad", "answer_pairs_with_official_scores.dev.jsonl")
    ifeval = shared_data_path("ifeval", "gpt4_responses_with_reference_results.dev.jsonl")
    out = {
        "gsm8k": [r["solution"] for r in map(json.loads, gsm.read_text().splitlines()) if r["reference_is_correct"]],
        "squad": [r["prediction"] for r in map(json.loads, squad.read_text().splitlines()) if r["official_exact"] == 1],
        "ifeval": [
            r["response"] for r in map(json.loads, ifeval.read_text().splitlines()) if all(r["expected_strict"])
        ],
    }
    return out


def test_refusal_detector_marks_no_correct_answer_and_beats_nemo():
    totals = {"ours": 0, "nemo": 0, "n": 0}
    for name, texts in _real_correct_responses().items():
        assert texts, name
        ours = [t for t in texts if is_refusal(t)]
        nemo = [t for t in texts if NEMO_REFUSAL.search(t)]
        print(f"{name}: {len(texts)} correct responses; ours {len(ours)}, NeMo Evaluator {len(nemo)}")
        assert ours == [], f"{name}: correct answers marked as refusals: {[t[:80] for t in ours]}"
        totals["ours"] += len(ours)
        totals["nemo"] += len(nemo)
        totals["n"] += len(texts)
    assert totals["ours"] <= totals["nemo"]


@pytest.mark.parametrize(
    "text",
    [
        "I'm sorry, but I can't help with that.",
        "I cannot assist with this request.",
        "Sorry, I can't provide that information.",
        "As an AI language model, I cannot provide medical advice.",
        "I must decline to answer this.",
        "I won't help with creating malware.",
    ],
)
def test_refusals_are_detected(text):
    assert is_refusal(text)


@pytest.mark.parametrize(
    "text",
    [
        "I cannot be certain, but the answer is 42 because 6 * 7 = 42. " + "Reasoning. " * 80,
        "The answer is B.",
        "She can't afford it, so she buys 3 apples. The answer is 3.",
        "",
    ],
)
def test_answers_are_not_refusals(text):
    assert not is_refusal(text)


def _row(**kw):
    row = {"system": "s", "dataset": "d", "id": "x", "response": "ok", "errors": [], "details": {}, "scores": {}}
    row.update(kw)
    return row


def test_each_row_gets_one_category_from_the_closed_set():
    cases = [
        (_row(errors=[{"stage": "system", "status": 500, "message": "boom"}], response=None), "request_error"),
        (_row(errors=[{"stage": "system", "status": 429, "message": "slow"}], response=None), "rate_limit"),
        (_row(errors=[{"stage": "system", "status": None, "message": "timed out (ReadTimeout)"}]), "timeout"),
        (_row(finish_reason="length", response=""), "truncated"),
        (_row(finish_reason="content_filter", response=""), "content_filter"),
        (_row(response="   "), "empty"),
        (_row(errors=[{"stage": "evaluator", "type": "ValueError", "message": "x"}]), "evaluator_error"),
        (_row(details={"code": {"failure": "sandbox_error", "reason": "no sandbox"}}), "sandbox_error"),
        (_row(response="I'm sorry, but I can't help with that."), "refusal"),
        (_row(details={"math": {"extracted": None, "reason": "no number"}}), "format_error"),
        (_row(details={"mc": {"failure": "format_error", "reason": "no letter"}}), "format_error"),
        (_row(failure="refusal", response=""), "refusal"),
        (_row(), None),
    ]
    for row, expected in cases:
        assert categorize(row) == expected, row
        if expected is not None:
            assert expected in CATEGORIES
    assert set(DETAILS_KEYS) == {"failure", "reason", "extracted", "method", "span"}


def test_failure_analysis_counts_rates_and_exemplars():
    fa = FailureAnalysis()
    for i in range(10):
        fa.add(_row(id=i, finish_reason="length", response="") if i < 3 else _row(id=i))
    doc = fa.to_dict()
    cat = doc["groups"][0]["categories"]["truncated"]
    assert cat["count"] == 3 and cat["rate"] == pytest.approx(0.3) and [e["id"] for e in cat["exemplars"]] == [0, 1, 2]
    again = FailureAnalysis.from_state(json.loads(json.dumps(fa.state())))
    assert again.to_dict() == doc


def reply(message, finish="stop", usage=None):
    body = {"choices": [{"message": message, "finish_reason": finish}]}
    if usage:
        body["usage"] = usage
    return body


def test_chat_reply_shapes():
    parts = reply({"content": [{"type": "text", "text": "Par"}, {"type": "text", "text": "is"}]})
    assert parse_chat_reply(parts, URL)["response"] == "Paris"
    with pytest.raises(RequestError, match="only parts of type image_url"):
        parse_chat_reply(reply({"content": [{"type": "image_url", "image_url": {"url": "x"}}]}), URL)
    with pytest.raises(RequestError, match="is a int"):
        parse_chat_reply(reply({"content": 42}), URL)
    out = parse_chat_reply(reply({"content": None}, finish="length"), URL)
    assert out["response"] == "" and out["response_missing"] and categorize(_row(**out)) == "truncated"
    out = parse_chat_reply(reply({"content": None, "refusal": "I can't help with that."}), URL)
    assert out["failure"] == "refusal" and categorize(_row(**out)) == "refusal"


def test_reasoning_is_kept_but_not_scored():
    usage = {"completion_tokens": 50, "completion_tokens_details": {"reasoning_tokens": 40}}
    out = parse_chat_reply(reply({"content": "<think>2+2 is 4</think>\n\nThe answer is 4."}, usage=usage), URL)
    assert out["response"] == "The answer is 4." and out["reasoning"] == "2+2 is 4" and out["reasoning_tokens"] == 40
    out = parse_chat_reply(reply({"content": "42", "reasoning_content": "six times seven"}), URL)
    assert out == {"response": "42", "reasoning": "six times seven", "finish_reason": "stop"}
    kept = parse_chat_reply(reply({"content": "<think>x</think>y"}), URL, keep_reasoning=True)
    assert kept["response"] == "<think>x</think>y" and "reasoning" not in kept
    assert split_reasoning("<think>ran out of tok") == ("", "ran out of tok")


class Counting:
    def __init__(self, name, version="1", factor=1.0):
        self.name = name
        self.version = version
        self.factor = factor
        self.calls = 0

    def score(self, original, processed):
        self.calls += 1
        return {"v": self.factor * len(processed["response"])}


def test_resume_scores_only_what_is_new(tmp_path):
    data = [{"id": i, "dataset": "d", "response": "x" * i} for i in range(50)]
    a = Counting("a")
    evaluate(dataset=data, evaluators=[a], output=tmp_path / "run", progress=False)
    assert a.calls == 50
    a2, b = Counting("a"), Counting("b")
    res = evaluate(dataset=data, evaluators=[a2, b], output=tmp_path / "run", progress=False)
    assert a2.calls == 0 and b.calls == 50, "a's stored scores were not reused"
    assert res.summary().get("v", evaluator="a").n == 50
    a3 = Counting("a", factor=2.0)  # other options: scored again
    res = evaluate(dataset=data, evaluators=[a3, b], output=tmp_path / "run", progress=False)
    assert a3.calls == 50
    assert res.summary().get("v", evaluator="a").mean == pytest.approx(2 * sum(range(50)) / 50)
    a4 = Counting("a", version="2")  # a new version: scored again
    evaluate(dataset=data, evaluators=[a4], output=tmp_path / "run", progress=False)
    assert a4.calls == 50


def test_resume_retries_failed_rows_only(tmp_path):
    calls = []
    failed_once = set()

    def flaky(example):
        calls.append(example["id"])
        if example["id"] % 5 == 0 and example["id"] not in failed_once:
            failed_once.add(example["id"])
            raise RuntimeError("first try fails")
        return f"r{example['id']}"

    data = [{"id": i, "dataset": "d"} for i in range(20)]
    first = evaluate([flaky], data, evaluators=[Counting("a")], output=tmp_path / "run", progress=False)
    assert sum(1 for r in first.rows if r["errors"]) == 4
    calls.clear()
    second = evaluate([flaky], data, evaluators=[Counting("a")], output=tmp_path / "run", progress=False)
    assert sorted(calls) == [0, 5, 10, 15]
    assert not any(r["errors"] for r in second.rows)


def test_unknown_evaluator_option_lists_the_accepted_ones():
    from scorewire._options import build_evaluator

    class Rouge:  # an evaluator without declared options: its constructor's keywords are the options
        name = "rouge_x"

        def __init__(self, use_stemmer: bool = False, keys: tuple = ("rouge1",)) -> None:
            self.use_stemmer = use_stemmer

        def score(self, original, processed):
            return {}

    with pytest.raises(ScorewireError, match=r"did you mean 'use_stemmer'\? \(accepted options: use_stemmer, keys\)"):
        build_evaluator(Rouge, {"use_stemer": True})


def test_rescore_of_a_score_only_run_uses_the_stored_examples(tmp_path):
    import scorewire

    data = [{"id": i, "dataset": "d", "response": "x" * i, "system": f"m{i % 2}"} for i in range(30)]
    evaluate(dataset=data, evaluators=[Counting("a")], output=tmp_path / "run", progress=False)
    b = Counting("b")
    res = scorewire.rescore(tmp_path / "run", evaluators=[b], progress=False)
    assert b.calls == 30
    assert {r.system for r in res.summary()} == {"m0", "m1"}
    with pytest.raises(ScorewireError, match="not a run folder"):
        scorewire.rescore(tmp_path / "nowhere")


def test_system_params_with_tuples_resume(tmp_path, openai_server):
    from scorewire import OpenAIChatSystem, RetryPolicy

    def run():
        s = OpenAIChatSystem(
            model="fake", base_url=openai_server.base_url, params={"stop": ("\n",)}, retry=RetryPolicy(max_retries=0)
        )
        return evaluate(
            [s], [{"id": 1, "prompt": "p"}], evaluators=[Counting("a")], output=tmp_path / "r", progress=False
        )

    run()
    run()
    assert openai_server.calls["p"] == 1


def test_results_lines_of_a_run_folder_equal_the_rows(tmp_path):
    data = [
        {"id": i, "dataset": "d", "response": f"r{i}", 'weird key "q"': [i, None], "n": 1.5, "sub": {"a": True}}
        for i in range(40)
    ] + [{"response": "", "dataset": "d"}]
    res = evaluate(dataset=data, evaluators=[Counting("a")], output=tmp_path / "run", progress=False, keep_rows=True)
    lines = [json.loads(line) for line in (tmp_path / "run" / "results.jsonl").read_text().splitlines()]
    assert lines == json.loads(json.dumps(list(res.rows)))
    assert lines[-1]["failure"] == "empty" and lines[3]['weird key "q"'] == [3, None]
