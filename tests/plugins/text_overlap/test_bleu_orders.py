"""``bleu``'s per-order keys (``bleu_1``..``bleu_4``) and NeMo Evaluator's add-one smoothing."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sacrebleu.metrics import BLEU
from scorewire import PluginRegistry, evaluate
from scorewire_text_overlap import Bleu


def _from_sacrebleu(hyp: str, refs: list[str], n: int, **options: object) -> float:
    """Cumulative BLEU-n from the statistics sacrebleu reports for the same options."""
    effective = bool(options.get("effective_order", True))
    score = BLEU(**options).sentence_score(hyp, refs)  # type: ignore[arg-type]
    if score.counts[0] == 0:
        return 0.0
    available = len(score.totals)
    if effective:
        available = next((i for i, t in enumerate(score.totals) if t == 0), len(score.totals))
        # add-k adds to the totals of orders above 1 before sacrebleu checks them
        if options.get("smooth_method") == "add-k":
            available = len(score.totals) if score.totals[0] else 0
    used = min(n, available) if effective else n
    logs = [math.log(p) if p > 0 else -9999999999 for p in score.precisions[:used]]
    return score.bp * math.exp(sum(logs) / used)


@pytest.mark.parametrize("smooth_method", ["exp", "floor", "add-k", "none"])
@pytest.mark.parametrize("effective_order", [True, False])
@pytest.mark.parametrize(
    ("hyp", "ref"),
    [
        ("the quick brown fox jumped over a dog", "the fast brown fox jumps over the lazy dog"),
        ("the cat", "the cat sat on the mat"),
        ("a b c d e", "e d c b a"),
    ],
)
def test_per_order_values_are_cumulative_bleu_of_sacrebleus_precisions(
    smooth_method: str, effective_order: bool, hyp: str, ref: str
) -> None:
    ev = Bleu(per_order=True, smooth_method=smooth_method, effective_order=effective_order)
    got = ev.score({"answer": ref}, {"response": hyp})
    options = {"smooth_method": smooth_method, "effective_order": effective_order}
    for n in (1, 2, 3, 4):
        assert got[f"bleu_{n}"] == pytest.approx(_from_sacrebleu(hyp, [ref], n, **options), abs=1e-9), n
    assert got["bleu_4"] == got["bleu"]


@settings(max_examples=200, deadline=None)
@given(
    st.text(alphabet="ab c.", max_size=30),
    st.lists(st.text(alphabet="ab c.", max_size=30), min_size=1, max_size=3),
)
def test_per_order_on_random_text_matches_sacrebleu_statistics(hyp: str, refs: list[str]) -> None:
    got = Bleu(per_order=True).score({"answer": refs}, {"response": hyp})
    for n in (1, 2, 3, 4):
        assert got[f"bleu_{n}"] == pytest.approx(_from_sacrebleu(hyp, refs, n), abs=1e-9)


def test_per_order_is_off_by_default_and_follows_max_ngram_order() -> None:
    assert "bleu_1" not in Bleu().score({"answer": "a b"}, {"response": "a b"})
    s = Bleu(per_order=True, max_ngram_order=2).score({"answer": "a b c"}, {"response": "a b d"})
    assert {k for k in s if k.startswith("bleu_")} == {"bleu_1", "bleu_2"}


def test_add_one_smoothing_by_hand() -> None:
    # "a b c" vs "a b d": matches 2/3, 1/2, 0/1, 0/0 -> (m + 1) / (t + 1) = 3/4, 2/3, 1/2, 1/1; BP 1.
    ev = Bleu(smooth_method="add-one", effective_order=False, per_order=True)
    s = ev.score({"answer": "a b d"}, {"response": "a b c"})
    p = [3 / 4, 2 / 3, 1 / 2, 1.0]
    for n in (1, 2, 3, 4):
        assert s[f"bleu_{n}"] == pytest.approx(100 * math.exp(sum(math.log(x) for x in p[:n]) / n))
    # sacrebleu's exp smoothing scores the same pair differently.
    assert s["bleu"] != pytest.approx(
        Bleu(effective_order=False).score({"answer": "a b d"}, {"response": "a b c"})["bleu"]
    )


def test_add_one_gives_credit_without_any_match_and_zero_for_empty_text() -> None:
    ev = Bleu(smooth_method="add-one")
    short = ev.score({"answer": "x y z"}, {"response": "a b c"})["bleu"]
    # p = 1/4, 1/3, 1/2, 1/1 and BP 1: sacrebleu would say 0 (no unigram matches).
    assert short == pytest.approx(100 * (1 / 4 * 1 / 3 * 1 / 2) ** 0.25)
    assert Bleu().score({"answer": "x y z"}, {"response": "a b c"})["bleu"] == 0.0
    assert ev.score({"answer": "x y z"}, {"response": ""})["bleu"] == 0.0
    assert ev.score({"answer": ""}, {"response": "a b"})["bleu"] == 0.0


def test_add_one_matches_nemo_evaluator_byob_bleu() -> None:
    """NeMo's BYOB bleu is add-one BLEU-1..4 on lower-cased whitespace tokens, on a 0-1 scale."""
    scorers = pytest.importorskip("nemo_evaluator.contrib.byob.scorers")
    decorators = pytest.importorskip("nemo_evaluator.contrib.byob.decorators")
    ev = Bleu(tokenize="none", lowercase=True, smooth_method="add-one", effective_order=False, per_order=True)
    cases = [
        ("The cat sat on the mat.", "the cat is on the mat"),
        ("a b", "a b c d e f"),
        ("completely different words here", "nothing in common at all"),
        ("Hello", "hello"),
    ]
    for hyp, ref in cases:
        theirs = scorers.bleu(decorators.ScorerInput(hyp, ref, {}))
        ours = ev.score({"answer": ref}, {"response": hyp})
        for n in (1, 2, 3, 4):
            assert ours[f"bleu_{n}"] == pytest.approx(100 * theirs[f"bleu_{n}"], abs=1e-9), (hyp, n)


def test_per_order_keys_reach_the_summary(registry: PluginRegistry) -> None:
    rows = [
        {"id": 1, "answer": "the cat sat on the mat", "response": "the cat sat on a mat"},
        {"id": 2, "answer": "a quick brown fox", "response": "the quick brown fox"},
    ]
    result = evaluate(
        dataset=rows,
        evaluators=["bleu"],
        evaluator_options={"bleu": {"per_order": True}},
        registry=registry,
        bootstrap_resamples=0,
    )
    summary = result.summary()
    values = [summary.get(f"bleu_{n}").value for n in (1, 2, 3, 4)]
    assert values == sorted(values, reverse=True)
    assert values[-1] == pytest.approx(summary.get("bleu").value)


def test_unknown_smooth_method_names_add_one() -> None:
    with pytest.raises(ValueError, match="add-one"):
        Bleu(smooth_method="laplace")
