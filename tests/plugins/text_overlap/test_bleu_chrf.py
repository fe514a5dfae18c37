"""Unit tests of the ``bleu`` and ``chrf`` evaluators against sacrebleu, computed live."""

from __future__ import annotations

import pytest
import sacrebleu
from hypothesis import given, settings
from hypothesis import strategies as st
from sacrebleu.metrics import BLEU, CHRF
from scorewire import MissingFieldError, PluginRegistry
from scorewire_text_overlap import Bleu, Chrf, _sacre

EDGE_CASES = [
    ("", "a reference sentence ."),  # empty candidate
    ("a hypothesis sentence .", ""),  # empty reference
    ("", ""),
    ("word", "word"),  # one token
    ("word", "other"),
    ("Ünïcödé naïve café — 東京 123", "Unicode naive cafe — 東京 123 !"),
    ("Das ist ein Test, oder? 3.14 und 1,000-2", "Das ist ein Test. 3.14, und 1,000 - 2"),
    ("&quot;quoted&quot; &amp; <skipped> done-\nline", '"quoted" & done line'),
    ("trailing spaces   \n", "trailing spaces"),
    ("   ", "x"),
]


def bleu_of(hyp: str, refs: list[str], **options: object) -> float:
    return Bleu(**options).score({"answer": refs}, {"response": hyp})["bleu"]  # type: ignore[arg-type]


@pytest.mark.parametrize(("hyp", "ref"), EDGE_CASES)
def test_sentence_bleu_edge_cases(hyp: str, ref: str) -> None:
    assert bleu_of(hyp, [ref]) == sacrebleu.sentence_bleu(hyp, [ref]).score


@pytest.mark.parametrize(("hyp", "ref"), EDGE_CASES)
def test_sentence_chrf_edge_cases(hyp: str, ref: str) -> None:
    s = Chrf().score({"answer": ref}, {"response": hyp})
    assert s["chrf"] == sacrebleu.sentence_chrf(hyp, [ref]).score
    assert s["chrf_pp"] == sacrebleu.sentence_chrf(hyp, [ref], word_order=2).score


def test_hand_computed_bleu() -> None:
    # "the cat sat" vs itself: 1-, 2-, 3-gram precisions are 100 and there is no 4-gram.
    # With effective order, BLEU averages the 3 orders present: 100.
    assert bleu_of("the cat sat", ["the cat sat"]) == pytest.approx(100.0)
    # Without it, the empty 4th order has precision 0 (sacrebleu floors log(0) at
    # -9999999999), so BLEU is 0 — sacrebleu agrees.
    assert bleu_of("the cat sat", ["the cat sat"], effective_order=False) == 0.0
    assert BLEU(effective_order=False).sentence_score("the cat sat", ["the cat sat"]).score == 0.0


@pytest.mark.parametrize("smooth_method", ["exp", "floor", "add-k", "none"])
@pytest.mark.parametrize("effective_order", [True, False])
def test_smoothing_and_effective_order(smooth_method: str, effective_order: bool) -> None:
    hyp, refs = "the quick brown fox jumped over a dog", ["the fast brown fox jumps over the lazy dog"]
    for smooth_value in (None, 0.5):
        metric = BLEU(smooth_method=smooth_method, smooth_value=smooth_value, effective_order=effective_order)
        expected = metric.sentence_score(hyp, refs).score
        got = bleu_of(
            hyp, refs, smooth_method=smooth_method, smooth_value=smooth_value, effective_order=effective_order
        )
        assert got == expected


@pytest.mark.parametrize("tokenize", ["13a", "none", "char"])
@pytest.mark.parametrize("lowercase", [False, True])
def test_tokenizers_and_lowercase(tokenize: str, lowercase: bool) -> None:
    hyp, refs = "Hello, World! It's 3.5-4 $ (ok).", ["hello world, it is 3.5 - 4 $ ok."]
    expected = BLEU(tokenize=tokenize, lowercase=lowercase, effective_order=True).sentence_score(hyp, refs).score
    assert bleu_of(hyp, refs, tokenize=tokenize, lowercase=lowercase) == expected


def test_multiple_references() -> None:
    hyp = "the cat is on the mat"
    refs = ["there is a cat on the mat", "the cat sits on the mat", "a cat"]
    assert bleu_of(hyp, refs) == sacrebleu.sentence_bleu(hyp, refs).score
    s = Chrf().score({"answer": refs}, {"response": hyp})
    assert s["chrf"] == sacrebleu.sentence_chrf(hyp, refs).score
    assert s["chrf_pp"] == sacrebleu.sentence_chrf(hyp, refs, word_order=2).score
    assert s.details["best_reference"]["chrf"] == 1


@pytest.mark.parametrize(
    "options",
    [
        {"beta": 1},
        {"lowercase": True},
        {"whitespace": True},
        {"eps_smoothing": True},
        {"char_order": 4, "word_order": 1},
    ],
)
def test_chrf_options(options: dict[str, object]) -> None:
    hyp, ref = "The Cat sat on the mat, quietly.", "the cat sat on a mat quietly !"
    s = Chrf(**options).score({"answer": ref}, {"response": hyp})  # type: ignore[arg-type]
    word_order = int(options.pop("word_order", 2))  # type: ignore[call-overload]
    assert s["chrf"] == CHRF(word_order=0, **options).sentence_score(hyp, [ref]).score  # type: ignore[arg-type]
    assert s["chrf_pp"] == CHRF(word_order=word_order, **options).sentence_score(hyp, [ref]).score  # type: ignore[arg-type]


def test_chrf_word_order_zero_reports_chrf_only() -> None:
    ev = Chrf(word_order=0)
    s = ev.score({"answer": "a b c"}, {"response": "a b d"})
    assert "chrf_pp" not in s and [a.key for a in ev.aggregations] == ["chrf_corpus"]


def test_13a_tokenizer_matches_sacrebleu() -> None:
    from sacrebleu.tokenizers.tokenizer_13a import Tokenizer13a

    reference = Tokenizer13a()
    text = "".join(chr(c) for c in range(32, 127)) + ' a.b 1.2 3,4 x-5 5-x "q" &lt;tag&gt; -\nend é ü'
    assert _sacre.tokenize_13a(text) == reference(text).split()


# Text over a small alphabet so that n-grams repeat and match often.
texts = st.text(alphabet=st.sampled_from(list("ab c.,-1\n'Ü")), max_size=40)


@settings(max_examples=300, deadline=None)
@given(hyp=texts, refs=st.lists(texts, min_size=1, max_size=3))
def test_random_texts_match_sacrebleu(hyp: str, refs: list[str]) -> None:
    assert bleu_of(hyp, refs) == sacrebleu.sentence_bleu(hyp, refs).score
    s = Chrf().score({"answer": refs}, {"response": hyp})
    assert s["chrf"] == sacrebleu.sentence_chrf(hyp, refs).score
    assert s["chrf_pp"] == sacrebleu.sentence_chrf(hyp, refs, word_order=2).score


def test_corpus_statistics_sum_to_sacrebleu_corpus_scores() -> None:
    hyps = ["the cat sat on the mat", "", "a dog barked .", "completely unrelated words"]
    refs = ["the cat was sitting on the mat", "something", "the dog barked loudly .", "x"]
    bleu, chrf = Bleu(), Chrf()
    rows_b = [bleu.score({"answer": r}, {"response": h}) for h, r in zip(hyps, refs, strict=True)]
    rows_c = [chrf.score({"answer": r}, {"response": h}) for h, r in zip(hyps, refs, strict=True)]
    sums_b = {k: sum(row[k] for row in rows_b) for k in bleu.statistic_keys}
    sums_c = {k: sum(row[k] for row in rows_c) for k in (*chrf.chrf_keys, *chrf.chrf_pp_keys)}
    assert bleu.corpus_score(sums_b) == sacrebleu.corpus_bleu(hyps, [refs]).score
    assert chrf.corpus_chrf(sums_c) == sacrebleu.corpus_chrf(hyps, [refs]).score
    assert chrf.corpus_chrf_pp(sums_c) == sacrebleu.corpus_chrf(hyps, [refs], word_order=2).score


def test_empty_response_is_scored_with_reason() -> None:
    s = Bleu().score({"answer": "a reference"}, {"response": None})
    assert s["bleu"] == 0.0 and s.details["reason"] == "no response"
    assert s["_bleu_ref_len"] == 2.0  # still counts in corpus BLEU's brevity penalty
    s = Chrf().score({"answer": "a reference"}, {"response": ""})
    assert s["chrf"] == 0.0 and s.details["reason"] == "empty response"


def test_missing_answer_and_bad_options() -> None:
    with pytest.raises(MissingFieldError, match="answer"):
        Bleu().score({"id": 3}, {"response": "x"})
    with pytest.raises(MissingFieldError, match="answer"):
        Chrf().score({"id": 3}, {"response": "x"})
    with pytest.raises(ValueError, match="intl"):
        Bleu(tokenize="intl")
    with pytest.raises(ValueError, match="smooth_method"):
        Bleu(smooth_method="laplace")


def test_registered_by_name(registry: PluginRegistry) -> None:
    assert isinstance(registry.get_evaluator("bleu", tokenize="none"), Bleu)
    assert isinstance(registry.get_evaluator("chrf"), Chrf)
