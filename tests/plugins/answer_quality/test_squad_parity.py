"""Parity with the official SQuAD v1.1 script on the 10,570 real dev pairs, and on random text."""

from __future__ import annotations

import importlib.util
import itertools
import json
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from scorewire_answer_quality import AnswerQuality, normalize_answer, squad_tokens

_spec = importlib.util.spec_from_file_location("aq_squad_reference", Path(__file__).with_name("squad_reference.py"))
assert _spec is not None and _spec.loader is not None
ref = importlib.util.module_from_spec(_spec)
sys.modules["aq_squad_reference"] = ref
_spec.loader.exec_module(ref)

PAIRS = ("squad", "answer_pairs_with_official_scores.dev.jsonl")


def test_every_dev_pair_matches_the_official_scores(shared_data: Path) -> None:
    rows = [json.loads(line) for line in (shared_data.joinpath(*PAIRS)).read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 10570
    evaluator = AnswerQuality()
    mismatches = []
    for row in rows:
        scores = evaluator.score({"id": row["id"], "answer": row["gold"]}, {"response": row["prediction"]})
        if scores["exact_match"] != float(row["official_exact"]) or scores["f1"] != row["official_f1"]:
            mismatches.append((row["id"], dict(scores), row["official_exact"], row["official_f1"]))
    assert mismatches == []
    # The data is not trivial: both outcomes occur, and partial F1 too.
    assert {r["official_exact"] for r in rows} == {0, 1}
    assert any(0 < r["official_f1"] < 1 for r in rows)


def test_list_of_answers_takes_the_max_like_the_official_script(shared_data: Path) -> None:
    rows = [json.loads(line) for line in (shared_data.joinpath(*PAIRS)).read_text(encoding="utf-8").splitlines()]
    evaluator = AnswerQuality()
    for a, b in itertools.pairwise(rows):
        golds = [b["gold"], a["gold"]]
        scores = evaluator.score({"answer": golds}, {"response": a["prediction"]})
        assert scores["f1"] == max(ref.official_f1(a["prediction"], g) for g in golds)
        assert scores["exact_match"] == float(max(ref.official_exact(a["prediction"], g) for g in golds))


# Text that exercises the fast paths' edge cases: articles glued to non-word characters,
# control characters, non-ASCII letters and punctuation, odd whitespace.
_ALPHABET = st.sampled_from(
    [
        *list("aanthe THE An .,;'-_\t\n\x0b\x1c\x1f\x00\x07\x7f"),
        "’",
        "é",
        "İ",
        "ß",
        "—",
        "«",
        "1",
        "२",
        "\xa0",
        "\u2028",
        "Ⅻ",
    ]
)
_TEXT = st.one_of(st.text(), st.text(alphabet=_ALPHABET, max_size=40))


@settings(max_examples=400, deadline=None)
@given(_TEXT)
def test_normalisation_equals_the_official_rules(text: str) -> None:
    assert normalize_answer(text) == ref.official_normalize(text)
    assert squad_tokens(text) == ref.official_normalize(text).split()


@settings(max_examples=300, deadline=None)
@given(_TEXT, _TEXT)
def test_f1_and_exact_match_equal_the_official_rules(prediction: str, gold: str) -> None:
    if not ref.official_normalize(gold):
        return  # an answer with no tokens is a row error here (tested elsewhere)
    scores = AnswerQuality().score({"answer": gold}, {"response": prediction})
    assert scores["f1"] == ref.official_f1(prediction, gold)
    assert scores["exact_match"] == float(ref.official_exact(prediction, gold))


def test_precision_is_shared_tokens_over_response_tokens_on_every_dev_pair(shared_data: Path) -> None:
    """``precision`` next to ``f1``/``recall`` (NeMo's ``f1_token`` triple), from the official normalisation."""
    from collections import Counter

    rows = [json.loads(line) for line in (shared_data.joinpath(*PAIRS)).read_text(encoding="utf-8").splitlines()]
    evaluator = AnswerQuality()
    partial = 0
    for row in rows:
        pred = ref.official_normalize(row["prediction"]).split()
        gold = ref.official_normalize(row["gold"]).split()
        same = sum((Counter(pred) & Counter(gold)).values())
        expected = same / len(pred) if same else 0.0
        scores = evaluator.score({"answer": row["gold"]}, {"response": row["prediction"]})
        assert scores["precision"] == expected, row["id"]
        partial += 0 < expected < 1
    assert partial > 100  # the pairs exercise partial precision, not just 0 and 1


def test_punctuation_and_letters_are_the_string_modules() -> None:
    """_squad writes string.punctuation and the ASCII letters out (discovery does not import string)."""
    import string

    from scorewire_answer_quality import _squad

    assert _squad._PUNCTUATION == string.punctuation
    assert _squad._LOWER_BYTES == bytes.maketrans(string.ascii_uppercase.encode(), string.ascii_lowercase.encode())
