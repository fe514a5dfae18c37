"""Unit tests of the ``rouge`` evaluator and its LCS machinery.

Expected values are either worked out by hand (in comments) or computed live by
rouge-score 0.1.2, the reference implementation.
"""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rouge_score import rouge_scorer
from scorewire import InvalidFieldError, MissingFieldError, PluginRegistry, evaluate
from scorewire_text_overlap import Rouge
from scorewire_text_overlap import _rouge as R

TYPES = ["rouge1", "rouge2", "rougeL", "rougeLsum"]


def reference(target: str, prediction: str, stem: bool = False) -> dict[str, tuple[float, float, float]]:
    scores = rouge_scorer.RougeScorer(TYPES, use_stemmer=stem).score(target, prediction)
    return {t: (s.precision, s.recall, s.fmeasure) for t, s in scores.items()}


def ours(target: str | list[str], prediction: str, **options: object) -> dict[str, tuple[float, float, float]]:
    result = Rouge(**options).score({"answer": target}, {"response": prediction})  # type: ignore[arg-type]
    return {t: (result.details["precision"][t], result.details["recall"][t], result[t]) for t in result}


def test_hand_computed_example() -> None:
    # target: the cat sat on the mat (6 tokens); prediction: the cat lay on the mat (6 tokens)
    # unigram overlap: the x2, cat, on, mat = 5 -> P = R = F = 5/6
    # bigrams: (the cat), (on the), (the mat) match = 3 of 5 -> 3/5
    # LCS: the cat on the mat = 5 -> 5/6
    s = Rouge().score({"answer": "The cat sat on the mat."}, {"response": "the cat lay on the mat"})
    assert s["rouge1"] == pytest.approx(5 / 6)
    assert s["rouge2"] == pytest.approx(3 / 5)
    assert s["rougeL"] == pytest.approx(5 / 6)
    assert s["rougeLsum"] == pytest.approx(5 / 6)


def test_tokenizer_semantics() -> None:
    tok = R.RougeTokenizer()
    assert tok.tokenize("Hello, World! It's 2024_v2 café") == ["hello", "world", "it", "s", "2024", "v2", "caf"]
    stemmed = R.RougeTokenizer(use_stemmer=True)
    # Porter stemming applies to tokens longer than 3 characters only.
    assert stemmed.tokenize("running cats ran flies") == ["run", "cat", "ran", "fli"]


@pytest.mark.parametrize(
    ("target", "prediction"),
    [
        ("", "some words here"),  # empty reference
        ("some words here", ""),  # empty candidate
        ("", ""),
        ("!!! ???", "..."),  # no tokens at all
        ("word", "word"),  # one token, equal
        ("word", "other"),  # one token, different
        ("Ünïcödé naïve café — 東京 123", "unicode naive cafe 123 東京"),
        ("İstanbul ǅemal ﬁnance", "i̇stanbul dzemal finance"),  # lower() changes length / ligatures
        ("first line\nsecond line\n\nthird", "second line\nfirst line"),
        ("a b a b a b\nb a b a", "b a b\na b a b a"),
        ("\n\n\n", "x\n"),
    ],
)
def test_edge_cases_match_rouge_score(target: str, prediction: str) -> None:
    assert ours(target, prediction) == reference(target, prediction)


def test_very_long_texts_match_rouge_score() -> None:
    rng = random.Random(7)
    vocab = [f"w{i}" for i in range(60)]
    target = "\n".join(" ".join(rng.choice(vocab) for _ in range(40)) for _ in range(25))
    prediction = "\n".join(" ".join(rng.choice(vocab) for _ in range(35)) for _ in range(20))
    assert ours(target, prediction) == reference(target, prediction)


def test_random_lcs_matches_rouge_score_backtracking() -> None:
    rng = random.Random(0)
    for _ in range(2000):
        a = [rng.choice("abcd") for _ in range(rng.randint(0, 14))]
        b = [rng.choice("abcd") for _ in range(rng.randint(0, 14))]
        assert R.lcs_indices(a, b) == rouge_scorer.lcs_ind(a, b)
        assert R.lcs_length(a, b) == rouge_scorer._lcs_table(a, b)[-1][-1]


def test_lcs_on_long_candidates_matches_rouge_score_backtracking() -> None:
    """Candidates spanning many bytes of the bit rows (the walk reads them byte by byte)."""
    rng = random.Random(3)
    for _ in range(60):
        a = [rng.choice("abcde") for _ in range(rng.randint(1, 30))]
        b = [rng.choice("abcdex") for _ in range(rng.randint(50, 400))]
        assert R.lcs_indices(a, b) == rouge_scorer.lcs_ind(a, b)
        assert R.lcs_indices(b, a) == rouge_scorer.lcs_ind(b, a)


def test_rougelsum_on_one_long_line_matches_rouge_score() -> None:
    """The review's shape: a short reference, a response of one long line repeating a word."""
    target = "the cat sat on the mat\nit was happy"
    prediction = "the cat sat on the mat " + "x " * 3000 + "it was happy"
    assert ours(target, prediction) == reference(target, prediction)


def test_random_multiline_texts_match_rouge_score() -> None:
    rng = random.Random(1)
    words = ["the", "cat", "dog", "a", "sat", "ran", "on", "mat", "and", "x"]
    for _ in range(150):

        def text() -> str:
            return "\n".join(
                " ".join(rng.choice(words) for _ in range(rng.randint(0, 9))) for _ in range(rng.randint(1, 4))
            )

        target, prediction = text(), text()
        assert ours(target, prediction) == reference(target, prediction), (target, prediction)


def test_stemming_matches_rouge_score() -> None:
    target = "The runners were running quickly through the flooded streets"
    prediction = "A runner runs quick through flooding streets"
    assert ours(target, prediction, use_stemmer=True) == reference(target, prediction, stem=True)
    assert ours(target, prediction) != ours(target, prediction, use_stemmer=True)


def test_multiple_references_max_is_score_multi() -> None:
    targets = ["the cat sat on the mat", "a dog slept on a rug", "the cat was on the mat today"]
    prediction = "the cat lay on the mat"
    expected = rouge_scorer.RougeScorer(TYPES).score_multi(targets, prediction)
    got = Rouge().score({"answer": targets}, {"response": prediction})
    for t in TYPES:
        assert got[t] == expected[t].fmeasure
        assert got.details["precision"][t] == expected[t].precision
    assert got.details["best_reference"]["rouge1"] == 0


def test_multiple_references_mean() -> None:
    targets = ["the cat sat on the mat", "a dog slept on a rug"]
    prediction = "the cat lay on the mat"
    scorer = rouge_scorer.RougeScorer(TYPES)
    per_ref = [scorer.score(t, prediction) for t in targets]
    got = Rouge(multi_ref="mean").score({"answer": targets}, {"response": prediction})
    for t in TYPES:
        assert got[t] == pytest.approx(sum(s[t].fmeasure for s in per_ref) / 2)


def test_empty_and_missing_response_is_a_zero_score_with_reason() -> None:
    s = Rouge().score({"answer": "the reference"}, {"response": None})
    assert dict(s) == dict.fromkeys(TYPES, 0.0)
    assert s.details["reason"] == "no response"
    s = Rouge().score({"answer": "the reference"}, {"response": "  "})
    assert s.details["reason"] == "empty response"
    s = Rouge().score({"answer": "the reference"}, {"response": "¿¡…!"})
    assert s.details["reason"] == "response has no [a-z0-9] tokens"


def test_missing_answer_names_field() -> None:
    with pytest.raises(MissingFieldError, match="answer"):
        Rouge().score({"id": "row-1"}, {"response": "x"})
    with pytest.raises(
        InvalidFieldError, match=r"field .answer. in example .row-1. is an empty list; give at least one"
    ):
        Rouge().score({"id": "row-1", "answer": []}, {"response": "x"})


def test_options_are_validated() -> None:
    with pytest.raises(ValueError, match="rougeX"):
        Rouge(rouge_types=["rougeX"])
    with pytest.raises(ValueError, match="multi_ref"):
        Rouge(multi_ref="median")  # type: ignore[arg-type]


def test_default_types_are_the_scorers() -> None:
    """The option default is written out (discovery does not import _rouge); it must stay _rouge's."""
    from scorewire_text_overlap import _rouge

    assert Rouge().rouge_types == _rouge.ROUGE_TYPES


def test_rouge3_and_subset_of_types() -> None:
    s = Rouge(rouge_types=["rouge3", "rougeL"]).score(
        {"answer": "one two three four five"}, {"response": "one two three five"}
    )
    expected = rouge_scorer.RougeScorer(["rouge3", "rougeL"]).score("one two three four five", "one two three five")
    assert set(s) == {"rouge3", "rougeL"}
    assert Rouge(rouge_types="rouge3, rougeL").rouge_types == ("rouge3", "rougeL")
    assert s["rouge3"] == expected["rouge3"].fmeasure
    assert s["rougeL"] == expected["rougeL"].fmeasure


def test_registered_by_name(registry: PluginRegistry) -> None:
    ev = registry.get_evaluator("rouge", use_stemmer=True)
    assert isinstance(ev, Rouge) and ev.use_stemmer


# Letters whose lower-casing is unusual (length-changing, title case, final sigma,
# Kelvin sign), ASCII punctuation, digits and newlines.
tricky = st.text(alphabet=st.sampled_from(list("aAbB zZ09\n\n.,-'İǅΣσßK\u212aé東ﬁ")), max_size=60)


@settings(max_examples=300, deadline=None)
@given(target=tricky, prediction=tricky)
def test_random_unicode_texts_match_rouge_score(target: str, prediction: str) -> None:
    assert ours(target, prediction) == reference(target, prediction)


def test_plugin_import_does_not_import_nltk() -> None:
    code = "import sys, scorewire_text_overlap.plugin; sys.exit('nltk' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_split_summaries_matches_rouge_score_or_says_what_is_missing() -> None:
    target = "The cat sat on the mat. It was happy. Dogs barked."
    prediction = "A cat sat on a mat. The dog barked. It was happy."
    try:
        expected = rouge_scorer.RougeScorer(["rougeLsum"], split_summaries=True).score(target, prediction)
    except LookupError:
        # No punkt model installed: the evaluator refuses at construction with the fix.
        with pytest.raises(ValueError, match="punkt"):
            Rouge(split_summaries=True)
        return
    got = Rouge(rouge_types=["rougeLsum"], split_summaries=True).score({"answer": target}, {"response": prediction})
    assert got["rougeLsum"] == expected["rougeLsum"].fmeasure


def test_precision_and_recall_as_score_keys_when_asked() -> None:
    ref, cand = "the cat sat on the mat today", "the cat was on the mat"
    plain = Rouge().score({"answer": ref}, {"response": cand})
    assert not [k for k in plain if k.endswith(("_precision", "_recall"))]
    s = Rouge(report_precision_recall=True).score({"answer": ref}, {"response": cand})
    expected = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL", "rougeLsum"]).score(ref, cand)
    for t, value in expected.items():
        assert s[f"{t}_precision"] == pytest.approx(value.precision, abs=1e-12)
        assert s[f"{t}_recall"] == pytest.approx(value.recall, abs=1e-12)
        assert s[t] == pytest.approx(value.fmeasure, abs=1e-12)
    assert s["rouge1_precision"] != s["rouge1_recall"]


def test_precision_and_recall_keys_reach_the_summary(registry: PluginRegistry) -> None:
    rows = [
        {"id": 1, "answer": "the cat sat on the mat", "response": "the cat sat"},
        {"id": 2, "answer": "a quick brown fox", "response": "a quick brown fox jumps high"},
    ]
    result = evaluate(
        dataset=rows,
        evaluators=["rouge"],
        evaluator_options={"rouge": {"report_precision_recall": True, "rouge_types": "rouge1"}},
        registry=registry,
        bootstrap_resamples=0,
    )
    summary = result.summary()
    # Row 1: precision 3/3, recall 3/6; row 2: precision 4/6, recall 4/4.
    assert summary.get("rouge1_precision").value == pytest.approx((1 + 4 / 6) / 2)
    assert summary.get("rouge1_recall").value == pytest.approx((0.5 + 1) / 2)
