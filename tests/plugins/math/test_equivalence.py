"""Equivalence: the labelled hard suite, the issue's near-misses, guards, timeouts and details."""

from __future__ import annotations

import pytest
from scorewire import MissingFieldError
from scorewire_math._equivalence import parse_structure
from scorewire_math.evaluators import MathEquivalence

from .conftest import load_hard_pairs

HARD_PAIRS = load_hard_pairs()


def test_the_hard_suite_is_large_and_balanced() -> None:
    assert len(HARD_PAIRS) >= 120
    assert sum(p["equivalent"] for p in HARD_PAIRS) >= 40
    assert sum(not p["equivalent"] for p in HARD_PAIRS) >= 40


def test_no_false_positive_on_the_hard_suite(evaluator: MathEquivalence) -> None:
    false_positives = [
        (p["response"], p["answer"], p["why"])
        for p in HARD_PAIRS
        if not p["equivalent"] and evaluator.equivalent(p["response"], p["answer"]).equal
    ]
    assert false_positives == []


@pytest.mark.parametrize("pair", HARD_PAIRS, ids=[f"{i}-{p['why'][:30]}" for i, p in enumerate(HARD_PAIRS)])
def test_hard_pair(evaluator: MathEquivalence, pair: dict) -> None:
    verdict = evaluator.equivalent(pair["response"], pair["answer"])
    assert verdict.equal is pair["equivalent"], verdict
    # Symmetry: swapping the two answers gives the same verdict.
    assert evaluator.equivalent(pair["answer"], pair["response"]).equal is pair["equivalent"]


@pytest.mark.parametrize(
    ("pred", "gold", "rule"),
    [
        (r"1/2004!", r"1/2006!", "symbolic"),
        ("12", "1,2", "structure"),
        (r"\pm 2", "2", "structure"),
        ("(0,1)", "[0,1]", "structure"),
        ("0.333", r"1/3", "numeric"),
    ],
)
def test_issue_near_misses_are_not_equal(evaluator: MathEquivalence, pred: str, gold: str, rule: str) -> None:
    verdict = evaluator.equivalent(pred, gold)
    assert not verdict.equal
    assert verdict.rule == rule
    assert verdict.reason


def test_identical_unparseable_structures_are_equal_by_the_string_shortcut(evaluator: MathEquivalence) -> None:
    # lm-evaluation-harness's MATH checker rejects identical tuples/matrices its parser cannot read.
    for answer in [r"\begin{pmatrix} x & \star \\ 0 & 1 \end{pmatrix}", r"(\aleph_0, \beth)", r"[a, b) \cup \{c\}"]:
        verdict = evaluator.equivalent(answer, answer)
        assert verdict.equal and verdict.rule == "string"
        assert evaluator.equivalent(answer.replace(" ", ""), answer).rule == "normalized_string"


def test_hostile_tower_is_refused_by_the_guard_without_sympy(evaluator: MathEquivalence) -> None:
    verdict = evaluator.equivalent(r"10^{10^{10}}", r"10^{10^{10}}+1")
    assert not verdict.equal
    assert verdict.rule == "guard" and verdict.symbolic_calls == 0
    assert any("exponent tower" in n for n in verdict.notes)


def test_slow_symbolic_work_times_out_and_the_worker_recovers() -> None:
    ev = MathEquivalence(timeout=0.3)
    # Passes every input guard, but expanding the difference takes sympy far longer than 0.3 s.
    verdict = ev.equivalent("(x+y+z+w)^{300}", "(x+y+z+2w)^{300}")
    assert not verdict.equal
    assert verdict.rule == "timeout" and verdict.timeouts == 1
    assert "timed out" in (verdict.reason or "")
    scores = ev.score({"answer": "(x+y+z+2w)^{300}"}, {"response": r"\boxed{(x+y+z+w)^{300}}"})
    assert scores["math_equiv"] == 0.0 and scores.details["timeouts"] == 1
    # The killed worker is replaced: symbolic comparisons work again.
    after = ev.equivalent(r"\sqrt{50}", r"5\sqrt{2}")
    assert after.equal and after.rule == "symbolic"


def test_score_details_report_extraction_normalisation_and_rule(evaluator: MathEquivalence) -> None:
    scores = evaluator.score({"answer": r"\dfrac{9}{7}"}, {"response": "So $x = \\boxed{\\frac97}$."})
    assert scores == {"math_equiv": 1.0}
    d = scores.details
    assert d["extracted"] == r"\frac97" and d["method"] == "boxed"
    assert d["normalized_response"] == d["normalized_answer"] == r"\frac{9}{7}"
    assert d["rule"] == "normalized_string" and d["timeouts"] == 0 and "reason" not in d


def test_full_reference_solutions_are_reduced_to_their_final_answer(evaluator: MathEquivalence) -> None:
    assert evaluator.score({"answer": r"so it is $\boxed{12}$."}, {"response": "12"})["math_equiv"] == 1.0
    assert evaluator.score({"answer": "3 + 4 = 7\n#### 7"}, {"response": "A: 7"})["math_equiv"] == 1.0


def test_a_list_of_golds_takes_the_best_match(evaluator: MathEquivalence) -> None:
    scores = evaluator.score({"answer": ["3", r"\frac{1}{2}"]}, {"response": r"\boxed{0.5}"})
    assert scores["math_equiv"] == 1.0 and scores.details["gold"] == r"\frac{1}{2}"


@pytest.mark.parametrize(("response", "reason"), [("", "empty response"), ("no idea", "no answer found")])
def test_bad_output_is_a_zero_with_a_reason(evaluator: MathEquivalence, response: str, reason: str) -> None:
    scores = evaluator.score({"answer": "5"}, {"response": response})
    assert scores["math_equiv"] == 0.0 and reason in scores.details["reason"]
    assert evaluator.score({"answer": "5"}, {})["math_equiv"] == 0.0


def test_a_wrong_answer_says_why(evaluator: MathEquivalence) -> None:
    scores = evaluator.score({"answer": "18"}, {"response": "A: 26"})
    assert scores["math_equiv"] == 0.0
    assert scores.details["rule"] == "numeric" and "26 != 18" in scores.details["reason"]


def test_missing_answer_field_names_the_field(evaluator: MathEquivalence) -> None:
    with pytest.raises(MissingFieldError, match="answer"):
        evaluator.score({"id": "row-1"}, {"response": "5"})


def test_symbolic_modes() -> None:
    assert MathEquivalence(symbolic="inline").equivalent(r"\sqrt{8}", r"2\sqrt{2}").equal
    off = MathEquivalence(symbolic="off").equivalent(r"\sqrt{8}", r"2\sqrt{2}")
    assert not off.equal and off.symbolic_calls == 0
    # Exact arithmetic needs no sympy, even with the symbolic stage off.
    assert MathEquivalence(symbolic="off").equivalent(r"2\cdot\frac{3}{4}", "1.5").equal


def test_no_extraction_mode_takes_the_whole_response() -> None:
    ev = MathEquivalence(extract="false")
    scores = ev.score({"answer": "3"}, {"response": "the answer is 3"})
    assert scores["math_equiv"] == 0.0 and scores.details["method"] == "whole"


@pytest.mark.parametrize(("options", "message"), [({"timeout": 0}, "timeout"), ({"symbolic": "fast"}, "symbolic")])
def test_invalid_options_are_clear_errors(options: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        MathEquivalence(**options)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("(1,2)", "seq"),
        ("[0,1)", "seq"),
        (r"\{1,2\}", "set"),
        ("1,2", "list"),
        (r"(0,1)\cup(2,3)", "union"),
        (r"\begin{pmatrix}1&2\\3&4\end{pmatrix}", "matrix"),
        (r"2\pm\sqrt{3}", "pm"),
        ("(3)", "scalar"),
    ],
)
def test_structure_kinds(text: str, kind: str) -> None:
    assert parse_structure(text).kind == kind


@pytest.mark.parametrize(
    ("pred", "gold"),
    [
        ("1" * 5000, "1" * 4999 + "2"),  # beyond Python's int() digit limit
        ("1." + "3" * 5000, "1." + "3" * 4999),
        (r"\frac{1}{0}", r"\frac{1}{0}+x"),  # division by zero is never equal to anything
        ("0^{-1}", r"\frac{1}{0}"),
        ("(" * 3000 + ")" * 3000, "1"),
        ("1e99999", "1e99998"),
    ],
)
def test_odd_answers_are_not_equal_and_do_not_raise(evaluator: MathEquivalence, pred: str, gold: str) -> None:
    verdict = evaluator.equivalent(pred, gold)
    assert not verdict.equal and verdict.reason


def test_concurrent_symbolic_comparisons_share_the_worker_safely(evaluator: MathEquivalence) -> None:
    from concurrent.futures import ThreadPoolExecutor

    pairs = [(rf"\sqrt{{{4 * k * k * 2}}}", rf"{2 * k}\sqrt{{2}}", True) for k in range(1, 13)]
    pairs += [(rf"\sqrt{{{k}}}+1", rf"\sqrt{{{k + 1}}}", False) for k in range(2, 14)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        got = list(pool.map(lambda p: evaluator.equivalent(p[0], p[1]).equal, pairs))
    assert got == [p[2] for p in pairs]


def test_a_numeric_decision_is_noted(evaluator: MathEquivalence) -> None:
    # sympy cannot simplify this product to -1/8; the 60-digit evaluation decides, and says so.
    verdict = evaluator.equivalent(r"\cos\frac{\pi}{7}\cos\frac{2\pi}{7}\cos\frac{4\pi}{7}", r"-\frac{1}{8}")
    assert verdict.equal and verdict.rule == "symbolic"
    assert any("numeric evaluation" in note for note in verdict.notes)


def test_prm800k_flags() -> None:
    default = MathEquivalence(symbolic="off")
    prm = MathEquivalence(symbolic="off", ordered_lists=True, reduced_fractions="true")
    assert default.equivalent("1, 2", "2, 1").equal and not prm.equivalent("1, 2", "2, 1").equal
    assert prm.equivalent("1, 2", "1,2").equal
    assert default.equivalent(r"\frac{2}{4}", r"\frac{1}{2}").equal
    unreduced = prm.equivalent(r"\frac{2}{4}", r"\frac{1}{2}")
    assert not unreduced.equal and "reduced_fractions" in (unreduced.reason or "")
    assert prm.equivalent(r"\frac{1}{2}", "0.5").equal  # only two fractions must match in writing
    assert not prm.equivalent(r"(\frac{2}{4}, 1)", r"(\frac{1}{2}, 1)").equal


@pytest.mark.parametrize(
    "tower",
    [
        r"(((9^{64})^{64})^{64})^{64}",
        r"((((9^{64})^{64})^{64})^{64})^{64}",
        r"((9^{64})^{64})^{64} + 1",
        r"\frac{1}{((7^{60})^{60})^{60}}",
    ],
)
def test_nested_power_towers_are_refused_by_the_guard_without_computing(evaluator: MathEquivalence, tower: str) -> None:
    """Each level multiplies the size by 64: the parser refuses them before anything evaluates them."""
    scores = evaluator.score({"answer": "5"}, {"response": rf"\boxed{{{tower}}}"})
    assert scores["math_equiv"] == 0.0
    assert scores.details["rule"] == "guard"
    assert scores.details["symbolic_calls"] == 0
    assert "power too large" in " ".join(scores.details.get("notes", []))


def test_powers_within_the_guard_are_still_compared(evaluator: MathEquivalence) -> None:
    assert evaluator.score({"answer": str(3**12)}, {"response": r"\boxed{(3^{4})^{3}}"})["math_equiv"] == 1.0
    assert evaluator.score({"answer": "3^{4096}"}, {"response": r"\boxed{((3^{64})^{8})^{8}}"})["math_equiv"] == 1.0
    assert evaluator.score({"answer": str(2**64)}, {"response": r"\boxed{2^{64}}"})["math_equiv"] == 1.0


@pytest.mark.parametrize(("pred", "gold"), [("2x+05", "2x+5"), ("x^{02}", "x^2"), ("007", "7"), ("00", "0")])
def test_integer_literals_with_leading_zeros(evaluator: MathEquivalence, pred: str, gold: str) -> None:
    assert evaluator.score({"answer": gold}, {"response": rf"\boxed{{{pred}}}"})["math_equiv"] == 1.0


def test_a_long_exact_difference_is_shortened_in_the_reason(evaluator: MathEquivalence) -> None:
    scores = evaluator.score({"answer": "5"}, {"response": r"\boxed{(9^{64})^{60}}"})
    assert scores["math_equiv"] == 0.0
    assert len(scores.details["reason"]) < 200
