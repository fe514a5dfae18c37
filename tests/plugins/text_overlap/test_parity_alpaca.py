"""Parity on real text: 805 alpaca-7b outputs (candidate) against GPT-4-era references.

``output_1`` of ``llm_judge/alpaca_eval/alpaca-7b__annotations.json`` is the
reference and ``output_2`` the candidate. The reference scores are computed
live by rouge-score 0.1.2 and sacrebleu on the same pairs.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
import sacrebleu
from rouge_score import rouge_scorer
from sacrebleu.metrics import BLEU, CHRF
from scorewire import PluginRegistry, evaluate
from scorewire_text_overlap import Bleu, Chrf, Rouge

TYPES = ["rouge1", "rouge2", "rougeL", "rougeLsum"]
TOL = 1e-9


@pytest.fixture
def pairs(shared_data: Path) -> list[tuple[str, str]]:
    """(reference, candidate) pairs."""
    items = json.loads((shared_data / "llm_judge" / "alpaca_eval" / "alpaca-7b__annotations.json").read_text())
    assert len(items) == 805
    return [(item["output_1"], item["output_2"]) for item in items]


def test_rouge_matches_rouge_score_on_all_pairs(pairs: list[tuple[str, str]]) -> None:
    scorer = rouge_scorer.RougeScorer(TYPES)
    ev = Rouge()
    for i, (ref, cand) in enumerate(pairs):
        expected = scorer.score(ref, cand)
        got = ev.score({"answer": ref}, {"response": cand})
        for t in TYPES:
            assert abs(got[t] - expected[t].fmeasure) <= TOL, (i, t)
            assert abs(got.details["precision"][t] - expected[t].precision) <= TOL, (i, t)
            assert abs(got.details["recall"][t] - expected[t].recall) <= TOL, (i, t)


def test_rouge_with_stemmer_matches_rouge_score(pairs: list[tuple[str, str]]) -> None:
    # Every 4th pair: stemming in rouge-score is slow and the code path is the same.
    scorer = rouge_scorer.RougeScorer(TYPES, use_stemmer=True)
    ev = Rouge(use_stemmer=True)
    for i, (ref, cand) in enumerate(pairs[::4]):
        expected = scorer.score(ref, cand)
        got = ev.score({"answer": ref}, {"response": cand})
        for t in TYPES:
            assert abs(got[t] - expected[t].fmeasure) <= TOL, (i, t)


def test_sentence_bleu_and_chrf_match_sacrebleu(pairs: list[tuple[str, str]]) -> None:
    bleu, chrf = Bleu(), Chrf()
    ref_bleu, ref_chrf, ref_chrf_pp = BLEU(effective_order=True), CHRF(), CHRF(word_order=2)
    for i, (ref, cand) in enumerate(pairs):
        b = bleu.score({"answer": ref}, {"response": cand})
        c = chrf.score({"answer": ref}, {"response": cand})
        assert abs(b["bleu"] - ref_bleu.sentence_score(cand, [ref]).score) <= TOL, i
        assert abs(c["chrf"] - ref_chrf.sentence_score(cand, [ref]).score) <= TOL, i
        assert abs(c["chrf_pp"] - ref_chrf_pp.sentence_score(cand, [ref]).score) <= TOL, i


def test_corpus_scores_through_evaluate_match_sacrebleu(pairs: list[tuple[str, str]], registry: PluginRegistry) -> None:
    rows = [{"id": i, "answer": ref, "response": cand} for i, (ref, cand) in enumerate(pairs)]
    result = evaluate(dataset=rows, evaluators=["bleu", "chrf"], registry=registry, bootstrap_resamples=0)
    summary = result.summary()
    refs = [[ref for ref, _ in pairs]]
    hyps = [cand for _, cand in pairs]
    corpus_bleu = summary.get("bleu_corpus", evaluator="bleu")
    assert corpus_bleu.n == 805
    assert abs(corpus_bleu.value - sacrebleu.corpus_bleu(hyps, refs).score) <= TOL
    assert abs(summary.get("chrf_corpus").value - sacrebleu.corpus_chrf(hyps, refs).score) <= TOL
    assert abs(summary.get("chrf_pp_corpus").value - sacrebleu.corpus_chrf(hyps, refs, word_order=2).score) <= TOL
    # Sentence scores are still reported as means; statistics are not.
    assert summary.get("bleu").n == 805
    assert not [r for r in summary if r.key.startswith("_")]


def _cumulative_from_sacrebleu(score: sacrebleu.metrics.bleu.BLEUScore, n: int) -> float:
    """Cumulative BLEU-n from sacrebleu's own statistics (precisions, counts, totals, bp)."""
    if score.counts[0] == 0:
        return 0.0  # sacrebleu scores a hypothesis without any matching unigram 0 outright
    # Effective order (sentence default): orders without hypothesis n-grams are left out.
    available = next((i for i, t in enumerate(score.totals) if t == 0), len(score.totals))
    used = min(n, available)
    logs = [math.log(p) if p > 0 else -9999999999 for p in score.precisions[:used]]
    return score.bp * math.exp(sum(logs) / used)


def test_per_order_bleu_matches_sacrebleu_statistics_on_all_pairs(pairs: list[tuple[str, str]]) -> None:
    ev = Bleu(per_order=True)
    reference = BLEU(effective_order=True)
    for i, (ref, cand) in enumerate(pairs):
        got = ev.score({"answer": ref}, {"response": cand})
        expected = reference.sentence_score(cand, [ref])
        assert abs(got["bleu_4"] - expected.score) <= TOL, i
        assert got["bleu_4"] == got["bleu"], i
        for n in (1, 2, 3):
            assert abs(got[f"bleu_{n}"] - _cumulative_from_sacrebleu(expected, n)) <= TOL, (i, n)
    # The per-order values are not all the same number: lower orders score higher on real text.
    means = [sum(ev.score({"answer": r}, {"response": c})[f"bleu_{n}"] for r, c in pairs) / len(pairs) for n in (1, 4)]
    assert means[0] > means[1]
