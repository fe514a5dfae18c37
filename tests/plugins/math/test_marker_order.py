"""``marker_order="gsm8k"``: NeMo Evaluator's ``gsm8k_answer`` order beside ours, on hand cases and real data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from scorewire import PluginRegistry, evaluate
from scorewire_math import MathEquivalence, extract_answer, gold_answer

BOTH = "We get 12.\n#### 12\nSo the answer is $\\boxed{15}$."


def test_hashes_come_first_in_the_gsm8k_order_and_boxes_in_ours() -> None:
    assert extract_answer(BOTH).answer == "15" and extract_answer(BOTH).rule == "boxed"
    found = extract_answer(BOTH, "gsm8k")
    assert (found.answer, found.rule) == ("12", "hashes")


def test_gsm8k_order_reads_a_box_before_the_last_number() -> None:
    found = extract_answer("The total is $\\boxed{42}$ after 3 steps", "gsm8k")
    assert (found.answer, found.rule) == ("42", "boxed")


def test_gsm8k_order_ignores_answer_lines_and_takes_the_last_number() -> None:
    text = "The answer is 18.\nI double-checked with 2 methods."
    assert extract_answer(text).answer == "18"
    found = extract_answer(text, "gsm8k")
    assert (found.answer, found.rule) == ("2", "last_number")
    assert extract_answer("no digits here", "gsm8k").answer is None
    assert extract_answer("", "gsm8k").answer is None


def test_gsm8k_order_last_number_is_plain_as_in_nemo() -> None:
    # Our default order skips a trailing verification; NeMo's order takes the plain last number.
    text = "So she pays 24 dollars. Check: 24 - 4 = 20"
    assert extract_answer(text).answer == "24"
    assert extract_answer(text, "gsm8k").answer == "20"


def test_unknown_order_is_rejected() -> None:
    with pytest.raises(ValueError, match="marker_order"):
        extract_answer("#### 1", "nemo")
    with pytest.raises(ValueError, match="marker_order"):
        MathEquivalence(marker_order="nemo")


def test_evaluator_option_changes_the_verdict_and_reports_the_rule(registry: PluginRegistry) -> None:
    rows = [{"id": 1, "dataset": "gsm8k", "answer": "12", "response": BOTH}]
    for order, expected, rule in (("scorewire", 0.0, "boxed"), ("gsm8k", 1.0, "hashes")):
        result = evaluate(
            dataset=rows,
            evaluators=["math_equivalence"],
            evaluator_options={"math_equivalence": {"marker_order": order, "symbolic": "off"}},
            registry=registry,
            bootstrap_resamples=0,
        )
        row = result.rows[0]
        assert row["scores"]["math_equivalence"]["math_equiv"] == expected
        assert row["details"]["math_equivalence"]["method"] == rule


# Every (index, system) of gsm8k/model_solutions_with_reference_labels.dev.jsonl where the two
# orders extract different answers, with why. The test fails when the observed set changes, so a
# new disagreement must be looked at. Measured: 3 of 2,638; 0 of the 1,319 test.jsonl solutions.
# (Before the shared extraction toolkit index 507, 'A: -1.8 billion', disagreed too; from then until
# scale words were read both orders read -1.8 there.)
DOCUMENTED_ORDER_DISAGREEMENTS = {
    (507, "6b_finetuning"): "'A: -1.8 billion': ours reads the scale word (-1800000000), the gsm8k order -1.8; "
    "both are wrong against the gold 2, so the verdict is the same",
    (593, "6b_finetuning"): "a solution cut off mid-sum ('... 14 days: 32768 feet * 2 ='): ours reads no answer "
    "(it ends on '='), the gsm8k order the last number 2; both are wrong against the gold, so the verdict is the same",
    (936, "6b_finetuning"): "a solution cut off mid-sentence ('... 1432070 pesos for an'): ours reads no answer, the "
    "gsm8k order the last number; the reference label says wrong, so the verdict is the same",
}


def test_the_orders_on_real_gsm8k_solutions(shared_data: Path) -> None:
    folder = shared_data / "gsm8k"
    tests = [json.loads(line) for line in (folder / "test.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(tests) == 1319
    for row in tests:
        # Reference solutions end in "#### N" and hold no box: both orders read N.
        expected = gold_answer(row["answer"])
        assert extract_answer(row["answer"]).answer == expected
        assert extract_answer(row["answer"], "gsm8k").answer == expected
    sols = [
        json.loads(line)
        for line in (folder / "model_solutions_with_reference_labels.dev.jsonl")
        .read_text(encoding="utf-8")
        .splitlines()
    ]
    assert len(sols) == 2638
    observed = {
        (row["index"], row["system"])
        for row in sols
        if extract_answer(row["solution"]).answer != extract_answer(row["solution"], "gsm8k").answer
    }
    assert observed == set(DOCUMENTED_ORDER_DISAGREEMENTS)
