"""lm-evaluation-harness's multiple-choice scoring, restated with numpy for parity tests.

Follows ``ConfigurableTask.process_results`` (``output_type: multiple_choice``) in
EleutherAI/lm-evaluation-harness ``lm_eval/api/task.py``: ``np.argmax`` over the
loglikelihoods (first maximum wins), ``acc_norm`` divides by ``len(choice)`` of
each ``doc_to_choice`` string, ``exact_match`` is ``is_greedy[gold]``, and
``acc_mutual_info`` subtracts the unconditional loglikelihoods. The TruthfulQA
MC2 formula follows ``lm_eval/tasks/truthfulqa/utils.py`` (``process_results_mc2``).
lm-evaluation-harness itself needs torch, so it is not installed here.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


def gold_index(choices: Sequence[str], gold: int | str | list[int]) -> int | list[int]:
    """``check_gold_index_error``: out-of-range or unknown gold becomes -100."""
    if isinstance(gold, list):
        return [g if g < len(choices) else -100 for g in gold]
    if isinstance(gold, int):
        return gold if gold < len(choices) else -100
    return list(choices).index(gold) if gold in choices else -100


def process_results(
    choices: Sequence[str],
    gold: int | str | list[int],
    lls: Sequence[float],
    is_greedy: Sequence[bool],
    lls_unconditional: Sequence[float] | None = None,
    count: str = "chars",
) -> dict[str, float]:
    completion_len = np.array([float(len(c)) if count == "chars" else float(len(c.encode("utf-8"))) for c in choices])
    pred = np.argmax(lls)
    pred_norm = np.argmax(np.array(lls) / completion_len)
    g = gold_index(choices, gold)
    if isinstance(g, list):
        acc = 1.0 if pred in g else 0.0
        acc_norm = 1.0 if pred_norm in g else 0.0
        exact_match = int(any(is_greedy[i] if i != -100 else 0 for i in g))
    else:
        acc = 1.0 if pred == g else 0.0
        acc_norm = 1.0 if pred_norm == g else 0.0
        exact_match = int(is_greedy[g]) if g != -100 else 0
    out = {"acc": acc, "acc_norm": acc_norm, "exact_match": float(exact_match)}
    if lls_unconditional is not None:
        mi = [c - u for c, u in zip(lls, lls_unconditional, strict=True)]
        out["acc_mutual_info"] = 1.0 if np.argmax(mi) == g else 0.0
    return out


def mc2(lls: Sequence[float], labels: Sequence[int]) -> float:
    """TruthfulQA MC2: true answers come first in ``mc2_targets``; mass on them, normalised."""
    split_idx = list(labels).index(0)
    ll_true, ll_false = lls[:split_idx], lls[split_idx:]
    p_true, p_false = np.exp(np.array(ll_true)), np.exp(np.array(ll_false))
    p_true = p_true / (sum(p_true) + sum(p_false))
    return float(sum(p_true))
