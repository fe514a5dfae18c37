"""Ranking options by loglikelihood, with lm-evaluation-harness's semantics.

Reference: EleutherAI/lm-evaluation-harness, ``ConfigurableTask.process_results``
for ``output_type: multiple_choice`` (``lm_eval/api/task.py``):

- ``acc``: the option with the highest summed loglikelihood is the prediction.
- ``acc_norm``: the same after dividing each loglikelihood by the length of the
  option text in characters (``len(choice)``: the option as ``doc_to_choice``
  returns it, without the target delimiter " " that is prepended when the
  loglikelihood is requested). ``normalization="bytes"`` divides by the UTF-8
  byte length instead (the "byte-length normalisation" some papers use).
- ``acc_greedy`` (lm-evaluation-harness calls it ``exact_match``): the gold
  option's continuation is what greedy decoding would produce, i.e. every one
  of its tokens is the top-1 token.
- ``acc_mutual_info``: argmax of ``ll(choice | context) - ll(choice | "")``.
- Ties go to the first maximal option (``numpy.argmax``).
- With several gold options (``gold_index`` a list), ``acc`` is 1 when the
  prediction is any of them, ``acc_greedy`` when any gold option is greedy, and
  ``mc2`` is the probability mass on the gold options, normalised over all
  options (TruthfulQA MC2).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any


def argmax_first(values: Sequence[float]) -> int:
    """Index of the first maximal value (``numpy.argmax`` tie-breaking)."""
    # max() keeps the first of equal keys, as numpy.argmax does (NaN is handled by callers).
    return max(range(len(values)), key=values.__getitem__)


def option_lengths(choices: Sequence[str], normalization: str) -> list[float]:
    """Length of each option's text in characters or UTF-8 bytes (at least 1, see below).

    An empty option would divide by zero; lm-evaluation-harness lets numpy produce
    ``-inf``/``nan`` there. We count it as length 1 and document the difference.
    """
    if normalization == "chars":
        return [float(max(1, len(c))) for c in choices]
    if normalization == "bytes":
        return [float(max(1, len(c.encode("utf-8")))) for c in choices]
    raise ValueError(f"normalization must be 'chars' or 'bytes', not {normalization!r}")


def mass_on(lls: Sequence[float], gold: Sequence[int]) -> float:
    """``sum(exp(ll) for gold) / sum(exp(ll) for all)``, computed stably.

    Infinite loglikelihoods take the limit: options at ``+inf`` share all the
    mass equally. When every option is at ``-inf`` there is no mass at all and
    the result is NaN (the caller says why).
    """
    top = max(lls)
    if top == math.inf:
        tops = [i for i, ll in enumerate(lls) if ll == math.inf]
        return sum(1 for i in gold if lls[i] == math.inf) / len(tops)
    if top == -math.inf:
        return math.nan
    weights = [math.exp(ll - top) for ll in lls]
    total = sum(weights)
    return sum(weights[i] for i in gold) / total if total > 0 else 0.0


def resolve_gold_index(gold: Any, choices: Sequence[str]) -> list[int] | None:
    """Gold option indices from an int, a digit string, a letter, a choice text, or a list of them.

    Returns None when a gold value is out of range or unknown (lm-evaluation-harness
    maps it to -100, which no prediction can equal, and logs a warning).
    """
    items = list(gold) if isinstance(gold, (list, tuple)) else [gold]
    out: list[int] = []
    for item in items:
        index = _one_gold(item, choices)
        if index is None:
            return None
        out.append(index)
    return out or None


def _one_gold(item: Any, choices: Sequence[str]) -> int | None:
    if isinstance(item, bool):
        return None
    if isinstance(item, int):
        return item if 0 <= item < len(choices) else None
    if isinstance(item, str):
        # lm-evaluation-harness looks a string gold up among the choices; digits and
        # letters are our extension for datasets that store "2" or "C".
        if item in choices:
            return list(choices).index(item)
        s = item.strip()
        if s.lstrip("-").isdigit():
            i = int(s)
            return i if 0 <= i < len(choices) else None
        if len(s) == 1 and s.upper() in "ABCDEFGHIJ":
            i = "ABCDEFGHIJ".index(s.upper())
            return i if i < len(choices) else None
    return None
