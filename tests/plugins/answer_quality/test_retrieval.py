"""Tests of the retrieval metrics."""

from __future__ import annotations

import math

import pytest
from scorewire_answer_quality import InvalidFieldError
from scorewire_answer_quality.retrieval import RetrievalMetrics, retrieval_metrics


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
    with pytest.raises(ValueError, match="k must be"):
        RetrievalMetrics(k=0)
