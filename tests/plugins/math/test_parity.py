"""Tests on the real data in ../shared/data: MATH self-consistency and OpenAI's GSM8K labels."""

from __future__ import annotations

import json
from pathlib import Path

from scorewire_math._extract import extract_answer, last_boxed
from scorewire_math._normalize import normalize
from scorewire_math.evaluators import MathEquivalence

CHAT_TEMPLATES = (
    "Let's solve this step by step.\n\nFirst we set up the problem and simplify.\n\n"
    "Therefore, the final answer is $\\boxed{%s}$.",
    "Final Answer: The final answer is $%s$. I hope it is correct.",
)

# Every (index, system) where our verdict differs from OpenAI's `reference_is_correct` on
# gsm8k/model_solutions_with_reference_labels.dev.jsonl, with the reason. The test fails when
# the observed set differs from this list in either direction, so a new disagreement must be
# investigated and explained here. Measured: none of the 2,638 solutions disagree. Notes on the
# hardest rows, which agree: (150, 6b_finetuning), (633, 6b_finetuning) never reach "A:" (the
# model loops on a repeating decimal) and (593, 6b_finetuning), (936, 6b_finetuning) are cut off
# mid-sentence; the last-number fallback finds a number that is not the gold answer, and OpenAI
# marks all four incorrect. (852, 175b_verification) is the bare "25", read whole, also wrong.
DOCUMENTED_GSM8K_DISAGREEMENTS: dict[tuple[int, str], str] = {}


def _math_golds(path: Path) -> list[tuple[int, str]]:
    golds = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            gold = last_boxed(row["solution"])
            assert gold, f"MATH idx {row['idx']}: no \\boxed{{}} in the solution"
            golds.append((row["idx"], gold))
    return golds


def test_math_gold_answers_are_equivalent_to_themselves(shared_data: Path, evaluator: MathEquivalence) -> None:
    golds = _math_golds(shared_data / "math" / "MATH_test_5000.jsonl")
    assert len(golds) == 5000
    failures = []
    for idx, gold in golds:
        # The evaluator gets the full reference solution as `answer`, as the math adapter's users may.
        bare = evaluator.score({"answer": gold}, {"response": gold})
        if bare["math_equiv"] != 1.0:
            failures.append((idx, "bare", gold, bare.details))
        for template in CHAT_TEMPLATES:
            chat = evaluator.score({"answer": gold}, {"response": template % gold})
            if chat["math_equiv"] != 1.0:
                failures.append((idx, template[:20], gold, chat.details))
    assert failures == []


def test_math_gold_normalisation_is_idempotent_and_equivalent(shared_data: Path, evaluator: MathEquivalence) -> None:
    failures = []
    for idx, gold in _math_golds(shared_data / "math" / "MATH_test_5000.jsonl"):
        once = normalize(gold)
        if normalize(once) != once or not evaluator.equivalent(once, gold).equal:
            failures.append((idx, gold, once))
    assert failures == []


def test_gsm8k_agreement_with_openai_labels(shared_data: Path, evaluator: MathEquivalence) -> None:
    path = shared_data / "gsm8k" / "model_solutions_with_reference_labels.dev.jsonl"
    with open(path, encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh]
    assert len(rows) == 2638
    observed: dict[tuple[int, str], tuple[bool, object]] = {}
    for row in rows:
        gold = extract_answer(row["ground_truth"])
        assert gold.rule == "answer_line", row["index"]
        scores = evaluator.score({"answer": gold.answer}, {"response": row["solution"]})
        if bool(scores["math_equiv"]) != row["reference_is_correct"]:
            observed[(row["index"], row["system"])] = (row["reference_is_correct"], scores.details)
    agreement = 1 - len(observed) / len(rows)
    assert agreement >= 0.995
    assert set(observed) == set(DOCUMENTED_GSM8K_DISAGREEMENTS), observed
