"""Auto-wiring: exact beats glob, priority, ambiguity, explanations."""

from __future__ import annotations

import pytest
from scorewire import AmbiguousWiringError, NoWiringError, WiringRule, resolve_wiring


def rules(*pairs):
    return list(pairs)


def test_exact_beats_glob_even_with_lower_priority():
    d = resolve_wiring(
        "wmt14", rules(("a", WiringRule("wmt*", ["bleu"], priority=10)), ("b", WiringRule("wmt14", ["chrf"])))
    )
    assert d.evaluators == ("chrf",) and d.plugin == "b"


def test_higher_priority_wins_within_kind():
    d = resolve_wiring("gsm8k", rules(("a", WiringRule("gsm8k", ["x"])), ("b", WiringRule("gsm8k", ["y"], priority=1))))
    assert d.evaluators == ("y",) and d.plugin == "b"
    assert "outranking 1 other" in d.reason


def test_tie_between_two_plugins_names_both():
    with pytest.raises(AmbiguousWiringError) as info:
        resolve_wiring(
            "squad", rules(("plug-one", WiringRule("squad", ["f1"])), ("plug-two", WiringRule("squad", ["em"])))
        )
    assert info.value.plugins == ("plug-one", "plug-two")
    assert "plug-one" in str(info.value) and "plug-two" in str(info.value)


def test_glob_tie_is_ambiguous_too():
    with pytest.raises(AmbiguousWiringError):
        resolve_wiring("flores200", rules(("a", WiringRule("flores*", ["x"])), ("b", WiringRule("f*", ["y"]))))


def test_no_rule():
    with pytest.raises(NoWiringError, match=r"'unknown-set'.*evaluators="):
        resolve_wiring("unknown-set", rules(("a", WiringRule("squad", ["f1"]))))


def test_names_are_normalized_on_both_sides():
    d = resolve_wiring("Natural_Questions", rules(("a", WiringRule("natural-questions", ["f1"]))))
    assert d.evaluators == ("f1",)


def test_hub_style_name_falls_back_to_last_part():
    d = resolve_wiring("openai/gsm8k", rules(("m", WiringRule("gsm8k", ["math_equivalence"]))))
    assert d.evaluators == ("math_equivalence",)
    assert "last path part" in d.reason


def test_full_hub_name_rule_wins_over_fallback():
    d = resolve_wiring(
        "openai/gsm8k", rules(("m", WiringRule("gsm8k", ["a"])), ("n", WiringRule("openai/gsm8k", ["b"])))
    )
    assert d.evaluators == ("b",)


def test_explain_lists_every_matching_rule_and_the_chosen_one():
    d = resolve_wiring(
        "wmt19", rules(("p", WiringRule("wmt*", ["bleu", "chrf"])), ("q", WiringRule("w*", ["x"], priority=-1)))
    )
    text = d.explain()
    assert "glob rule 'wmt*'" in text and "<- chosen" in text and "from q" in text
    assert "bleu, chrf" in text


def test_rule_validation():
    with pytest.raises(ValueError):
        WiringRule("x", [])
    assert WiringRule("x", "single").evaluators == ("single",)
