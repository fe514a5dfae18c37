"""SQuAD v1.1 answer normalisation and token F1, written for speed.

Semantics follow the official SQuAD v1.1 evaluation script
(rajpurkar/SQuAD-explorer, ``evaluate-v1.1.py``): ``normalize_answer`` lower-cases,
removes every character of :data:`string.punctuation`, removes the whole words
``a``/``an``/``the`` (regex ``\\b(a|an|the)\\b``), then collapses whitespace, in that
order; F1 is computed on bags of whitespace tokens; the best score over the list of
acceptable answers is kept. This module is our own implementation of those rules.

Speed: most answers are ASCII. For them the lower-casing and punctuation removal run
on ``bytes`` (one C pass each) and the article regex is replaced by a set lookup per
token, which is exactly equivalent when no token holds a non-word character (checked).
Anything else takes the general path, which applies the rules literally.
"""

from __future__ import annotations

import re
import string

_ARTICLE_WORDS = frozenset(("a", "an", "the"))
_ARTICLES_RE = re.compile(r"\b(?:a|an|the)\b")
_PUNCT_RE = re.compile("[" + re.escape(string.punctuation) + "]")
_PUNCT_BYTES = string.punctuation.encode("ascii")
# After punctuation removal an ASCII token is all word characters unless it holds one
# of these (control characters that ``str.split`` does not treat as whitespace).
_ASCII_NON_WORD = bytes([*range(0x00, 0x09), *range(0x0E, 0x1C), 0x7F])


def squad_tokens(text: str) -> list[str]:
    """Tokens of ``text`` after SQuAD v1.1 normalisation.

    ``" ".join(squad_tokens(s))`` equals the official ``normalize_answer(s)``.
    """
    if text.isascii():
        raw = text.encode("ascii").lower().translate(None, _PUNCT_BYTES)
        if len(raw.translate(None, _ASCII_NON_WORD)) == len(raw):
            return [t for t in raw.decode("ascii").split() if t not in _ARTICLE_WORDS]
        return _ARTICLES_RE.sub(" ", raw.decode("ascii")).split()
    tokens = _PUNCT_RE.sub("", text.lower()).split()
    if all(t.isalnum() for t in tokens):
        # No \b inside an all-word-character token, so the regex only removes whole tokens.
        return [t for t in tokens if t not in _ARTICLE_WORDS]
    return _ARTICLES_RE.sub(" ", " ".join(tokens)).split()


def normalize_answer(text: str) -> str:
    """The official SQuAD v1.1 ``normalize_answer`` result for ``text``."""
    return " ".join(squad_tokens(text))


def common_token_count(prediction: list[str], gold: list[str]) -> int:
    """Size of the multiset intersection of two token lists (``Counter & Counter``)."""
    if len(gold) == 1:
        return 1 if gold[0] in prediction else 0
    counts: dict[str, int] = {}
    for tok in gold:
        counts[tok] = counts.get(tok, 0) + 1
    same = 0
    for tok in prediction:
        left = counts.get(tok)
        if left:
            counts[tok] = left - 1
            same += 1
    return same


def token_f1(prediction: list[str], gold: list[str]) -> float:
    """Official SQuAD v1.1 F1 of two normalised token lists (0.0 when nothing is shared)."""
    same = common_token_count(prediction, gold)
    if same == 0:
        return 0.0
    precision = 1.0 * same / len(prediction)
    recall = 1.0 * same / len(gold)
    # Same operation order as the official script, so the floats are bit-identical.
    return (2 * precision * recall) / (precision + recall)


def contains_run(prediction_norm: str, gold_norm: str) -> bool:
    """Whether the normalised gold tokens occur as a contiguous whole-token run in the prediction.

    Both arguments are normalised strings (tokens joined by single spaces; tokens never
    hold a space), so padding both with spaces makes substring search token-aligned:
    ``"4"`` is not contained in ``"42"``.
    """
    if not gold_norm:
        return False
    return f" {gold_norm} " in f" {prediction_norm} "
