"""Tests of the retrieval metrics."""

from __future__ import annotations

import math

import pytest
from scorewire_answer_quality import InvalidFieldError
from scorewire_answer_quality.evaluators.retrieval import RetrievalMetrics, retrieval_metrics


def test_metrics_by_hand() -> None:
    # relevant: d1, d3; ranking d2 d1 d4 d3
    m = retrieval_metrics(["d2", "d1", "d4", "d3"], {"d1", "d3"}, k=3)
    assert m["precision_at_k"] == pytest.approx(1 / 3)
    assert m["recall_at_k"] == 0.5
    assert m["mrr"] == 0.5
    dcg = 1 / math.log2(3)
    idcg = 1 + 1 / math.log2(3)
    assert m["ndcg_at_k"] == pytest.approx(dcg / idcg)


def test_duplicates_count_once() -> None:
    dup = retrieval_metrics(["d1", "d1", "d1"], {"d1", "d2"}, k=3)
    assert dup["precision_at_k"] == pytest.approx(1 / 3)
    assert dup["recall_at_k"] == 0.5
    assert dup["ndcg_at_k"] == pytest.approx(1 / (1 + 1 / math.log2(3)))
    # a duplicate does not push later ids down the ranking
    assert retrieval_metrics(["d9", "d9", "d1"], {"d1"}, k=2)["mrr"] == 0.5
    assert retrieval_metrics(["d9", "d9", "d1"], {"d1"}, k=2)["recall_at_k"] == 1.0


def test_perfect_and_empty() -> None:
    assert retrieval_metrics(["a", "b"], {"a", "b"}, k=2) == {
        "precision_at_k": 1.0,
        "recall_at_k": 1.0,
        "mrr": 1.0,
        "ndcg_at_k": 1.0,
    }
    assert retrieval_metrics([], {"a"}, k=5) == {
        "precision_at_k": 0.0,
        "recall_at_k": 0.0,
        "mrr": 0.0,
        "ndcg_at_k": 0.0,
    }


def test_evaluator_fields_and_response_fallback() -> None:
    ev = RetrievalMetrics(k=2)
    s = ev.score({"relevant_ids": ["1", "2"]}, {"response": "", "retrieved_ids": [2, 5, 1]})
    assert s["precision_at_k"] == 0.5 and s["mrr"] == 1.0 and s.details["retrieved"] == ["2", "5"]
    s = ev.score({"relevant_ids": "a, b"}, {"response": '["b", "a"]'})
    assert s["recall_at_k"] == 1.0
    s = ev.score({"relevant_ids": ["a"]}, {"response": ""})
    assert s["mrr"] == 0.0 and s.details["reason"] == "no retrieved ids"


def test_evaluator_errors() -> None:
    with pytest.raises(InvalidFieldError, match="relevant"):
        RetrievalMetrics().score({"relevant_ids": []}, {"response": "a"})
    with pytest.raises(ValueError, match="option 'k' must be a whole number"):
        RetrievalMetrics(k=0)


def test_cutoff_comes_from_the_row_then_the_option_then_the_list_length() -> None:
    relevant = {"relevant_ids": ["a", "c"]}
    retrieved = {"retrieved_ids": ["a", "b", "c", "d"]}
    # Row k (NeMo's metadata k) wins over the option.
    s = RetrievalMetrics(k=4).score({**relevant, "k": 1}, retrieved)
    assert s.details["k"] == 1 and s["precision_at_k"] == 1.0 and s["recall_at_k"] == 0.5
    # No row k: the option.
    s = RetrievalMetrics(k=2).score(relevant, retrieved)
    assert s.details["k"] == 2 and s["precision_at_k"] == 0.5
    # Neither: the length of the (deduplicated) retrieved list.
    s = RetrievalMetrics().score(relevant, {"retrieved_ids": ["a", "b", "a", "c", "d"]})
    assert s.details["k"] == 4 and s["precision_at_k"] == 0.5 and s["recall_at_k"] == 1.0
    # Row k as text or a whole float (CSV and JSON data) is accepted.
    assert RetrievalMetrics().score({**relevant, "k": "3"}, retrieved).details["k"] == 3
    assert RetrievalMetrics().score({**relevant, "k": 3.0}, retrieved).details["k"] == 3


def test_row_cutoff_can_live_in_another_field() -> None:
    s = RetrievalMetrics(k_field="top_k").score(
        {"relevant_ids": ["b"], "top_k": 1, "k": 4}, {"retrieved_ids": ["a", "b"]}
    )
    assert s.details["k"] == 1 and s["recall_at_k"] == 0.0


def test_no_retrieved_ids_without_any_cutoff_scores_zero() -> None:
    s = RetrievalMetrics().score({"relevant_ids": ["a"]}, {"retrieved_ids": []})
    assert s["precision_at_k"] == 0.0 and s["ndcg_at_k"] == 0.0 and s.details["reason"] == "no retrieved ids"


@pytest.mark.parametrize("bad", [0, -1, 2.5, "two", True])
def test_bad_row_cutoff_is_a_row_error_naming_the_field(bad: object) -> None:
    with pytest.raises(InvalidFieldError, match="'k'"):
        RetrievalMetrics().score({"id": "r1", "relevant_ids": ["a"], "k": bad}, {"retrieved_ids": ["a"]})


def test_cutoff_rules_agree_with_nemo_retrieval_metrics_without_duplicates() -> None:
    """NeMo Evaluator's BYOB ``retrieval_metrics``: metadata ``k``, else the list length."""
    scorers = pytest.importorskip("nemo_evaluator.contrib.byob.scorers")
    decorators = pytest.importorskip("nemo_evaluator.contrib.byob.decorators")
    cases = [
        (["d3", "d1", "d7", "d2"], ["d1", "d2"], None),
        (["d3", "d1", "d7", "d2"], ["d1", "d2"], 2),
        (["x", "y"], ["y", "z", "w"], 5),
        (["a"], ["a"], None),
    ]
    for retrieved, relevant, k in cases:
        meta = {"retrieved": retrieved, "relevant": relevant, **({"k": k} if k else {})}
        theirs = scorers.retrieval_metrics(decorators.ScorerInput("", "", meta))
        original = {"relevant_ids": relevant, **({"k": k} if k else {})}
        ours = RetrievalMetrics().score(original, {"retrieved_ids": retrieved})
        for key, their_key in (("precision_at_k", "precision_at_k"), ("recall_at_k", "recall_at_k"), ("mrr", "mrr")):
            assert ours[key] == pytest.approx(theirs[their_key]), (retrieved, k, key)
        assert ours["ndcg_at_k"] == pytest.approx(theirs["ndcg"]), (retrieved, k)
