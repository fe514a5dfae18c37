"""How often NeMo Evaluator's GSM8K marker order changes the answer, on real GSM8K solutions.

Run: ``python benchmarks/compat_gsm8k_marker_order.py``

Inputs (``../shared/data/gsm8k``): the 1,319 reference solutions of ``test.jsonl``
(ending in ``#### N``) and the 2,638 model solutions of
``model_solutions_with_reference_labels.dev.jsonl`` (ending in ``A: N``, with OpenAI's
per-sample ``reference_is_correct``). For each text it extracts the final answer with
``math_equivalence``'s default order and with ``marker_order="gsm8k"`` (NeMo's
``gsm8k_answer`` order: ``####``, ``\\boxed{}``, last number), and prints how many
extractions and verdicts differ, each order's agreement with OpenAI's labels, and how
often the ``gsm8k`` order's verdict equals NeMo Evaluator 0.2.8's own ``gsm8k_answer``.
"""

from __future__ import annotations

import json
import logging
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA = REPO.parent / "shared" / "data" / "gsm8k"


def main() -> int:
    if not DATA.exists():
        print(f"missing {DATA}: needs ../shared/data next to the repository", file=sys.stderr)
        return 2
    logging.disable(logging.INFO)  # NeMo Evaluator logs on import
    from nemo_evaluator.contrib.byob.decorators import ScorerInput
    from nemo_evaluator.contrib.byob.scorers import gsm8k_answer
    from scorewire_math import MathEquivalence, extract_answer

    tests = [json.loads(line) for line in (DATA / "test.jsonl").read_text().splitlines()]
    sols = [
        json.loads(line) for line in (DATA / "model_solutions_with_reference_labels.dev.jsonl").read_text().splitlines()
    ]
    for name, texts in (
        ("test.jsonl reference solutions", [r["answer"] for r in tests]),
        ("model solutions", [r["solution"] for r in sols]),
    ):
        pairs = [(extract_answer(t), extract_answer(t, "gsm8k")) for t in texts]
        differ = [(a, b) for a, b in pairs if a.answer != b.answer]
        rules = Counter(f"{a.rule} -> {b.rule}" for a, b in differ)
        print(f"{name}: {len(differ)} of {len(texts)} extracted answers differ between the orders {dict(rules)}")
        for a, b in differ[:5]:
            print(f"    ours {a.answer!r} ({a.rule})   gsm8k order {b.answer!r} ({b.rule})")

    ours, gsm8k = MathEquivalence(symbolic="inline"), MathEquivalence(symbolic="inline", marker_order="gsm8k")
    verdicts_differ = agree_ours = agree_gsm8k = same_as_nemo = 0
    for row in sols:
        gold = row["ground_truth"].rsplit("A:", 1)[1].strip()
        label = float(row["reference_is_correct"])
        a = ours.score({"answer": gold}, {"response": row["solution"]})["math_equiv"]
        b = gsm8k.score({"answer": gold}, {"response": row["solution"]})["math_equiv"]
        nemo = float(gsm8k_answer(ScorerInput(row["solution"], gold, {}))["correct"])
        verdicts_differ += a != b
        agree_ours += a == label
        agree_gsm8k += b == label
        same_as_nemo += b == nemo
    n = len(sols)
    print(f"model solutions: {verdicts_differ} of {n} verdicts differ between the orders")
    print(f"  agreement with OpenAI's labels: default order {agree_ours}/{n}, gsm8k order {agree_gsm8k}/{n}")
    print(f"  gsm8k order vs NeMo Evaluator 0.2.8 gsm8k_answer: same verdict on {same_as_nemo}/{n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
