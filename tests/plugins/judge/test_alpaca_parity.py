"""AlpacaEval parity, end to end on the real annotations: replayed judge completions, our evaluator.

The fake server answers each request with the recorded GPT-4-Turbo completion (and its
logprobs) of the instruction found in the prompt. Our evaluator must reproduce every
recorded preference, call the judge only for the 802 rows whose outputs differ, and give
AlpacaEval's leaderboard numbers for alpaca-7b (win rate 2.591450540223603, standard
error 0.4870855382635108; tatsu-lab/alpaca_eval, weighted_alpaca_eval_gpt4_turbo).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from conftest import AlpacaReplay
from fake_judge import FakeJudge
from scorewire import evaluate, get_evaluator

IDENTICAL = (199, 370, 713)


def _run(path: Path, server: FakeJudge, **options: Any) -> Any:
    ev = get_evaluator("alpaca_eval", base_url=server.url, model="gpt-4-1106-preview", **options)
    return evaluate(dataset="alpaca_eval", data_path=path, evaluators=[ev], max_concurrency=64)


def _by_index(result: Any) -> list[dict[str, Any]]:
    return sorted(result.rows, key=lambda r: r["index"])


def test_every_recorded_preference_is_reproduced(alpaca_path: Path, alpaca_annotations: list[dict[str, Any]]) -> None:
    replay = AlpacaReplay(alpaca_annotations)
    with FakeJudge(replay) as server:
        result = _run(alpaca_path, server, price_per_token=1e-5)
    rows = _by_index(result)
    assert len(rows) == 805
    assert len(server.requests) == 802
    worst = 0.0
    switched = 0
    for row, ann in zip(rows, alpaca_annotations, strict=True):
        assert not row["errors"], row["errors"]
        details = row["details"]["alpaca_eval"]
        preference = 1.0 + row["scores"]["alpaca_eval"]["win_rate"]
        worst = max(worst, abs(round(preference, 10) - ann["preference"]))
        assert abs(round(preference, 10) - ann["preference"]) <= 1e-9, (row["index"], preference, ann["preference"])
        switched += bool(details.get("switched"))
    assert worst <= 5e-11
    assert switched == 403
    for i in IDENTICAL:
        assert rows[i]["scores"]["alpaca_eval"]["win_rate"] == 0.5
        assert rows[i]["details"]["alpaca_eval"]["judge_called"] is False
    # Every request is AlpacaEval's: one token, logprobs of the top 5, deterministic defaults.
    assert all(r["max_tokens"] == 1 and r["logprobs"] is True and r["top_logprobs"] == 5 for r in server.requests)
    assert all(r["temperature"] == 0.0 and r["seed"] == 0 for r in server.requests)

    summary = result.summary()
    board = summary.get("alpaca_eval_win_rate", evaluator="alpaca_eval")
    assert board is not None
    assert math.isclose(board.value, 2.591450540223603, abs_tol=1e-6)
    assert math.isclose(board.stderr, 0.4870855382635108, abs_tol=1e-6)
    extra = board.extra
    assert (extra["n_wins"], extra["n_wins_base"], extra["n_draws"], extra["n_total"]) == (17, 785, 3, 805)
    assert math.isclose(extra["discrete_win_rate"], 2.298136645962733, abs_tol=1e-9)
    assert extra["avg_length"] == 396
    mean = summary.get("win_rate", evaluator="alpaca_eval")
    assert math.isclose(mean.value, 0.02591450540223603, abs_tol=1e-9)
    assert math.isclose(mean.stderr, 0.004870855382635108, abs_tol=1e-9)
    tokens = summary.get("judge_total_tokens", evaluator="alpaca_eval")
    assert tokens.value == sum(a["raw_completion"]["total_tokens"] for a in alpaca_annotations if a["raw_completion"])
    assert tokens.value == 664014
    assert summary.get("judge_calls", evaluator="alpaca_eval").value == 802
    cost = summary.get("judge_cost_usd", evaluator="alpaca_eval").value
    assert math.isclose(cost, 6.64014, abs_tol=1e-9)
    coverage = summary.get("judge_coverage", evaluator="alpaca_eval")
    assert coverage.value == 1.0


def test_binarized_annotator(alpaca_path: Path, alpaca_annotations: list[dict[str, Any]]) -> None:
    with FakeJudge(AlpacaReplay(alpaca_annotations)) as server:
        result = _run(alpaca_path, server, binarize=True)
    board = result.summary().get("alpaca_eval_win_rate", evaluator="alpaca_eval")
    assert math.isclose(board.value, 2.298136645962733, abs_tol=1e-12)


def test_another_order_seed_changes_396_rows(alpaca_path: Path, alpaca_annotations: list[dict[str, Any]]) -> None:
    with FakeJudge(AlpacaReplay(alpaca_annotations)) as server:
        result = _run(alpaca_path, server, order_seed=123)
    rows = _by_index(result)
    differ = sum(
        abs(1.0 + r["scores"]["alpaca_eval"]["win_rate"] - a["preference"]) > 1e-9
        for r, a in zip(rows, alpaca_annotations, strict=True)
    )
    assert differ == 396


def test_missing_logprobs_fail_every_judged_row(alpaca_path: Path, alpaca_annotations: list[dict[str, Any]]) -> None:
    with FakeJudge(AlpacaReplay(alpaca_annotations, strip_logprobs=True)) as server:
        strict = _run(alpaca_path, server)
        text_only = _run(alpaca_path, server, require_logprobs=False)
    rows = _by_index(strict)
    failed = [r for r in rows if "win_rate" not in r["scores"]["alpaca_eval"]]
    assert len(failed) == 802
    assert {r["details"]["alpaca_eval"]["reason"] for r in failed} == {"missing_logprobs"}
    assert all(r["details"]["alpaca_eval"]["judge_text"] in ("m", "M") for r in failed)
    win = strict.summary().get("win_rate", evaluator="alpaca_eval")
    assert win.n == 3 and win.missing == 802
    board = text_only.summary().get("alpaca_eval_win_rate", evaluator="alpaca_eval")
    assert math.isclose(board.value, 2.795031055900621, abs_tol=1e-9)
    unavailable = sum(r["scores"]["alpaca_eval"].get("_logprob_unavailable", 0) for r in text_only.rows)
    assert unavailable == 802


@pytest.mark.parametrize("drop", [(0, 5, 100, 400, 804)])
def test_labels_missing_from_top_logprobs_are_unscored(
    alpaca_path: Path, alpaca_annotations: list[dict[str, Any]], drop: tuple[int, ...]
) -> None:
    replay = AlpacaReplay(alpaca_annotations)
    replay.drop_labels = {alpaca_annotations[i]["instruction"] for i in drop}
    with FakeJudge(replay) as server:
        result = _run(alpaca_path, server)
    rows = _by_index(result)
    for r in rows:
        scores = r["scores"]["alpaca_eval"]
        if r["index"] in drop:
            assert "win_rate" not in scores and "discrete_win" not in scores
            assert r["details"]["alpaca_eval"]["reason"] == "no_label_in_top_logprobs"
            assert scores["_judge_failed"] == 1.0
        else:
            assert not math.isnan(scores["win_rate"])
    assert result.summary().get("win_rate", evaluator="alpaca_eval").missing == 5


def test_read_only_cache_replays_without_requests(
    alpaca_path: Path, alpaca_annotations: list[dict[str, Any]], tmp_path: Path
) -> None:
    from scorewire.http import ResponseCache

    cache_file = tmp_path / "judge-cache.sqlite"
    with FakeJudge(AlpacaReplay(alpaca_annotations)) as server:
        first = _run(alpaca_path, server, cache=ResponseCache(cache_file, "read-write"))
        assert len(server.requests) == 802
        second = _run(alpaca_path, server, cache=ResponseCache(cache_file, "read-only"))
        assert len(server.requests) == 802  # not one more request

    bookkeeping = {"_judge_calls", "_judge_cache_hits"}

    def stable(result: Any) -> list[Any]:
        out = []
        for r in _by_index(result):
            details = {k: v for k, v in r["details"]["alpaca_eval"].items() if k not in ("requests", "judge_calls")}
            scores = {k: v for k, v in r["scores"]["alpaca_eval"].items() if k not in bookkeeping}
            out.append((scores, details))
        return out

    assert stable(first) == stable(second)
    s1, s2 = first.summary(), second.summary()
    assert [r for r in s1.to_dicts() if r["key"] not in ("judge_calls", "judge_cache_hits")] == [
        r for r in s2.to_dicts() if r["key"] not in ("judge_calls", "judge_cache_hits")
    ]
    assert s1.get("judge_calls", evaluator="alpaca_eval").value == 802
    assert s2.get("judge_calls", evaluator="alpaca_eval").value == 0
    assert s2.get("judge_cache_hits", evaluator="alpaca_eval").value == 802
