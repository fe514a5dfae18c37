"""A literal transcription of the official SQuAD v1.1 rules, used as the oracle in tests.

Written from the documented semantics of ``evaluate-v1.1.py`` (rajpurkar/SQuAD-explorer):
lower-case, drop ``string.punctuation`` characters, replace ``\\b(a|an|the)\\b`` with a
space, collapse whitespace; F1 over token multisets; max over ground truths. It is
deliberately the slow, obvious version so the fast implementation can be checked against it.
"""

from __future__ import annotations

import re
import string
from collections import Counter

_PUNCT = set(string.punctuation)


def official_normalize(text: str) -> str:
    lowered = text.lower()
    no_punct = "".join(ch for ch in lowered if ch not in _PUNCT)
    no_articles = re.sub(r"\b(a|an|the)\b", " ", no_punct)
    return " ".join(no_articles.split())


def official_f1(prediction: str, truth: str) -> float:
    pred = official_normalize(prediction).split()
    gold = official_normalize(truth).split()
    same = sum((Counter(pred) & Counter(gold)).values())
    if same == 0:
        return 0
    precision = 1.0 * same / len(pred)
    recall = 1.0 * same / len(gold)
    return (2 * precision * recall) / (precision + recall)


def official_exact(prediction: str, truth: str) -> bool:
    return official_normalize(prediction) == official_normalize(truth)
