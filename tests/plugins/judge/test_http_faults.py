"""HTTP faults and bad replies: retries, row failures with reasons, and never a silent zero."""

from __future__ import annotations

import math
from typing import Any

import pytest
from fake_judge import Answer, FakeJudge, chat_reply
from scorewire import evaluate
from scorewire_judge import REASONS, GEval, JudgeGrade

ROW = {"id": 1, "question": "What is 2+2?", "answer": "4", "response": "4"}
GRADE_KEYS = {"grade", "grade_correct"}


def _grade(server: FakeJudge, rows: list[dict[str, Any]] | None = None, **options: Any) -> Any:
    return evaluate(dataset=rows or [ROW], evaluators=[JudgeGrade(base_url=server.url, model="j", **options)])


def test_429_retry_after_is_honoured() -> None:
    def respond(body: dict[str, Any], index: int) -> Answer:
        if index == 0:
            return Answer({"error": {"message": "slow down"}}, status=429, headers={"Retry-After": "2"})
        return chat_reply("GRADE: C")

    with FakeJudge(respond) as server:
        result = _grade(server)
    assert len(server.requests) == 2
    assert server.times[1] - server.times[0] >= 2.0
    assert result.rows[0]["scores"]["judge_grade"]["grade"] == 1.0


def test_500_twice_then_success() -> None:
    with FakeJudge(lambda b, i: Answer({"error": "boom"}, status=500) if i < 2 else chat_reply("GRADE: C")) as server:
        result = _grade(server)
    assert len(server.requests) == 3
    assert result.rows[0]["scores"]["judge_grade"]["grade"] == 1.0


def test_400_is_not_retried_and_is_no_score() -> None:
    with FakeJudge(lambda b, i: Answer({"error": {"message": "bad request"}}, status=400)) as server:
        result = _grade(server)
    assert len(server.requests) == 1
    scores, details = result.rows[0]["scores"]["judge_grade"], result.rows[0]["details"]["judge_grade"]
    assert not GRADE_KEYS & set(scores)
    assert details["reason"] == "request_error" and details["failure"] == "request_error"
    assert details["status"] == 400


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        (Answer(raw=b"this is not json"), "request_error"),
        (Answer({"object": "chat.completion"}), "malformed_response"),
        (Answer({"choices": []}), "malformed_response"),
        (chat_reply(""), "empty_response"),
        (chat_reply("Let me think about the criterion step by", finish_reason="length"), "truncated"),
        (chat_reply("", finish_reason="content_filter"), "content_filter"),
        (chat_reply("The answer looks right."), "no_verdict"),
        (chat_reply("GRADE: X"), "off_menu"),
    ],
)
def test_bad_replies_are_failures_with_reasons(answer: Answer, reason: str) -> None:
    with FakeJudge(lambda b, i: answer) as server:
        result = _grade(server)
    scores, details = result.rows[0]["scores"]["judge_grade"], result.rows[0]["details"]["judge_grade"]
    assert not GRADE_KEYS & set(scores)
    assert scores["_judge_failed"] == 1.0 and scores["_judge_scored"] == 0.0
    assert details["reason"] == reason and details["failure"] == REASONS[reason]
    assert "judge_text" in details
    summary = result.summary()
    assert summary.get("judge_coverage", evaluator="judge_grade").value == 0.0
    with pytest.raises(KeyError):
        summary.get("grade", evaluator="judge_grade")


def test_missing_logprobs_when_required() -> None:
    with FakeJudge(lambda b, i: chat_reply("4")) as server:
        result = evaluate(
            dataset=[{"id": 1, "source": "s", "response": "r"}],
            evaluators=[GEval(base_url=server.url, model="j", require_logprobs=True)],
        )
    details = result.rows[0]["details"]["geval"]
    assert details["reason"] == "missing_logprobs"
    assert "geval_score" not in result.rows[0]["scores"]["geval"]
    assert "geval_top" not in result.rows[0]["scores"]["geval"]


def test_missing_usage_omits_token_keys() -> None:
    with FakeJudge(lambda b, i: chat_reply("GRADE: C", usage={})) as server:
        result = _grade(server, price_per_1m_input=1.0, price_per_1m_output=1.0)
    scores, details = result.rows[0]["scores"]["judge_grade"], result.rows[0]["details"]["judge_grade"]
    assert scores["grade"] == 1.0
    assert not {k for k in scores if "tokens" in k or "cost" in k}
    assert details["usage_missing"] is True


def test_requests_in_flight_stay_within_max_concurrency() -> None:
    rows = [{**ROW, "id": i} for i in range(100)]
    with FakeJudge(lambda b, i: Answer(chat_reply("GRADE: C").body, delay=0.02)) as server:
        result = _grade(server, rows, max_concurrency=4)
    assert len(server.requests) == 100
    assert server.max_in_flight <= 4
    assert all(r["scores"]["judge_grade"]["grade"] == 1.0 for r in result.rows)


def test_no_silent_zero_over_a_mixed_run() -> None:
    replies = {
        0: chat_reply("GRADE: C"),
        1: chat_reply("GRADE: I"),
        2: chat_reply(""),
        3: chat_reply("no verdict here"),
        4: chat_reply("GRADE: Q"),
        5: chat_reply("cut off", finish_reason="length"),
        6: chat_reply("", finish_reason="content_filter"),
        7: Answer({"error": {"message": "bad"}}, status=400),
    }
    rows = [{**ROW, "id": i, "question": f"Q{i}?"} for i in replies]

    def respond(body: dict[str, Any], index: int) -> Answer:
        prompt = body["messages"][-1]["content"]
        return next(a for i, a in replies.items() if f"Q{i}?" in prompt)

    with FakeJudge(respond) as server:
        result = _grade(server, rows)
    scored = [r for r in result.rows if "grade" in r["scores"]["judge_grade"]]
    assert sorted(r["id"] for r in scored) == [0, 1]
    for r in result.rows:
        for v in r["scores"]["judge_grade"].values():
            assert not math.isnan(v)
        if r["id"] >= 2:
            assert r["scores"]["judge_grade"]["_judge_failed"] == 1.0
            assert r["details"]["judge_grade"]["reason"] in REASONS
    summary = result.summary()
    grade = summary.get("grade", evaluator="judge_grade")
    assert grade.n == 2 and grade.missing == 6 and grade.value == 0.5
    assert summary.get("judge_coverage", evaluator="judge_grade").value == pytest.approx(2 / 8)


def test_every_reason_maps_to_a_core_failure_category() -> None:
    from scorewire.failures import CATEGORIES

    assert set(REASONS.values()) <= set(CATEGORIES)
