"""Property-based tests: no evaluator raises on arbitrary text, and scores stay in range.

Arbitrary model output must always be a score. Arbitrary gold data may be rejected,
but only with a scorewire error naming the field (a row error), never a crash.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scorewire import ScorewireError
from scorewire_answer_quality.plugin import EVALUATORS, scorewire_register_evaluators

# Options needed to build each evaluator, and a valid gold row for it.
OPTIONS: dict[str, dict[str, Any]] = {"pattern": {"pattern": r"answer:\s*(\w+)|(\d+)"}}
GOLD: dict[str, dict[str, Any]] = {
    "yes_no": {"answer": "yes"},
    "numeric_tolerance": {"answer": [3, "4.5"]},
    "exact_match_ratio": {"answer": ["a", "b"]},
    "set_overlap": {"answer": ["a", "b"]},
    "coverage": {"answer": ["paris", "france"]},
    "retrieval": {"relevant_ids": ["d1", "d2"]},
    "time_decay": {},
    "fuzzy_match": {"answer": "Paris", "aliases": ["City of Light"]},
}
COUNT_KEYS = {"intersection"}

ALL = [cls(**OPTIONS.get(cls.name, {})) for cls in EVALUATORS]
# Non-default configurations take other code paths; they must hold up too.
VARIANTS: list[tuple[str, dict[str, Any]]] = [
    *[("match", {"numeric": True, "location": loc}) for loc in ("begin", "end", "any", "exact")],
    ("match", {"location": "any", "ignore_case": False, "ignore_punctuation": False}),
    ("exact_match", {"ignore_articles": True, "ignore_accents": True}),
    # (a pattern of the form (\w+)\s+ would be quadratic on huge input: that cost is the pattern's)
    ("pattern", {"pattern": r"answer is (\w+)(?: (\d+))?", "match_all": True, "ignore_case": False}),
    ("answer", {"kind": "word"}),
    ("answer", {"kind": "letter"}),
    ("regex_match", {"full": True}),
    ("fuzzy_match", {"contains": False, "threshold": 0.1}),
    ("numeric_tolerance", {"pick": "any", "rel_tol": 0.5}),
    ("exact_match_ratio", {"ordered": False}),
    ("time_decay", {"mode": "linear", "correctness_field": "correct"}),
    ("time_decay", {"mode": "step", "grace": 1.0}),
    ("retrieval", {"k": 1}),
]
_BY_NAME = {cls.name: cls for cls in EVALUATORS}
ALL += [_BY_NAME[name](**options) for name, options in VARIANTS]


IDS = [ev.name if i < len(EVALUATORS) else f"{ev.name}-variant{i - len(EVALUATORS)}" for i, ev in enumerate(ALL)]

texts = st.one_of(
    st.just(""),
    st.text(),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=200),
    # lone surrogates: json.loads("\"\\ud800\"") produces them
    st.text(alphabet=st.characters(min_codepoint=0xD7F0, max_codepoint=0xE010), max_size=20),
    st.text(alphabet=st.sampled_from(list("0123456789.,-−+eE $%ANSWER:yesnot\n\t ")), max_size=80),
    st.builds(lambda s, n: s * n, st.text(min_size=1, max_size=8), st.integers(20_000, 120_000)),
)


def check_scores(name: str, scores: Mapping[str, float]) -> None:
    assert scores, name
    for key, value in scores.items():
        assert isinstance(value, float), (name, key, value)
        assert math.isfinite(value), (name, key, value)
        if key in COUNT_KEYS:
            assert value >= 0.0
        else:
            assert 0.0 <= value <= 1.0, (name, key, value)


def test_every_registered_evaluator_is_covered() -> None:
    assert {cls.name for cls in scorewire_register_evaluators()} == {ev.name for ev in ALL}
    assert len(ALL) == len(EVALUATORS) + len(VARIANTS)


@pytest.mark.parametrize("evaluator", ALL, ids=IDS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(response=texts, latency=st.floats(allow_nan=True, allow_infinity=True))
def test_arbitrary_response_is_always_a_score(evaluator: Any, response: str, latency: float) -> None:
    original = {"id": "p", **GOLD.get(evaluator.name, {"answer": ["Paris", "42"]})}
    check_scores(evaluator.name, evaluator.score(original, {"response": response, "latency": latency}))


@pytest.mark.parametrize(
    "evaluator",
    [ev for ev in ALL if ev.name != "time_decay"],
    ids=[i for i, ev in zip(IDS, ALL, strict=True) if ev.name != "time_decay"],
)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    gold=st.one_of(
        st.text(max_size=60),
        st.lists(st.one_of(st.text(max_size=20), st.none(), st.floats(), st.lists(st.text(max_size=5))), max_size=4),
        st.integers(),
        st.floats(),
        st.booleans(),
        st.dictionaries(st.text(max_size=5), st.text(max_size=5), max_size=2),
    ),
    response=st.text(max_size=200),
)
def test_arbitrary_gold_is_a_score_or_a_row_error(evaluator: Any, gold: Any, response: str) -> None:
    field = "relevant_ids" if evaluator.name == "retrieval" else "answer"
    try:
        scores = evaluator.score({"id": "p", field: gold}, {"response": response, "latency": 1.0})
    except ScorewireError as exc:
        assert field in str(exc)
        return
    check_scores(evaluator.name, scores)


HUGE_NUMBERS = ["9" * 1_000_001, "1e9999 and -1e-9999", "1" * 5000 + ".5", ("12,345 " * 50_000).strip()]


@pytest.mark.parametrize("evaluator", ALL, ids=IDS)
@pytest.mark.parametrize("response", HUGE_NUMBERS, ids=["million-digits", "exponents", "long-decimal", "many-numbers"])
def test_huge_numbers_are_scores(evaluator: Any, response: str) -> None:
    # Regression: a million-digit number once overflowed decimal's default context.
    original = {"id": "p", **GOLD.get(evaluator.name, {"answer": ["Paris", "42"]})}
    check_scores(evaluator.name, evaluator.score(original, {"response": response, "latency": 3.0}))


def test_row_error_messages_stay_short_for_huge_gold() -> None:
    from scorewire_answer_quality.evaluators.structured import NumericTolerance

    with pytest.raises(ScorewireError) as info:
        NumericTolerance().score({"id": "p", "answer": "x" * 1_000_000}, {"response": "1"})
    assert len(str(info.value)) < 300


@pytest.mark.parametrize("evaluator", ALL, ids=IDS)
def test_details_stay_small_for_a_huge_response(evaluator: Any) -> None:
    import json

    response = "answer: " + ("Paris, 42 and more text; " * 40_000) + "\n" + "x" * 200_000
    original = {"id": "p", **GOLD.get(evaluator.name, {"answer": ["Paris", "42"]})}
    scores = evaluator.score(original, {"response": response, "latency": 3.0})
    check_scores(evaluator.name, scores)
    assert len(json.dumps(scores.details, default=str)) < 50_000


# Long runs that make regexes with adjacent unbounded repeats quadratic (once the case for
# the list splitter and the explicit yes/no statement): linear code finishes at once,
# quadratic code would not finish this test in hours.
ADVERSARIAL = [
    "a," + " " * 200_000 + "b",
    "answer:" + " " * 200_000 + "x",
    "ANSWER" + " " * 200_000,
    "not" + " \t" * 100_000 + "x",
    "1" * 200_000 + "x",
    "- " + " " * 200_000 + "item",
]


@pytest.mark.parametrize("evaluator", ALL, ids=IDS)
def test_adversarial_runs_are_scored(evaluator: Any) -> None:
    original = {"id": "p", **GOLD.get(evaluator.name, {"answer": ["Paris", "42"]})}
    for response in ADVERSARIAL:
        check_scores(evaluator.name, evaluator.score(original, {"response": response, "latency": 3.0}))
