"""SQuAD v1.1 answer normalisation and token F1, written for speed.

Semantics follow the official SQuAD v1.1 evaluation script
(rajpurkar/SQuAD-explorer, ``evaluate-v1.1.py``): ``normalize_answer`` lower-cases,
removes every character of :data:`string.punctuation`, removes the whole words
``a``/``an``/``the`` (regex ``\\b(a|an|the)\\b``), then collapses whitespace, in that
order; F1 is computed on bags of whitespace tokens; the best score over the list of
acceptable answers is kept. This module is our own implementation of those rules.

Speed: most answers are ASCII. For them lower-casing and punctuation removal are one
``bytes.translate`` pass, and the article regex becomes a set lookup per token, which is
exactly equivalent when no token holds a non-word character (checked). Tokens are kept
as UTF-8 ``bytes`` internally so both paths compare equal. Anything else takes the
general path, which applies the rules literally.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Sequence

from scorewire import lazy_compile

# string.punctuation and the ASCII letters, written out: importing ``string`` compiles its
# Template pattern, and plugin discovery imports this module (a test checks they agree).
_PUNCTUATION = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

_ARTICLE_WORDS = frozenset(("a", "an", "the"))
_ARTICLE_BYTES = frozenset((b"a", b"an", b"the"))
_ARTICLES_RE = lazy_compile(r"\b(?:a|an|the)\b")
_PUNCT_RE = lazy_compile("[" + re.escape(_PUNCTUATION) + "]")
_PUNCT_BYTES = _PUNCTUATION.encode("ascii")
_LOWER_BYTES = bytes.maketrans(_UPPER.encode("ascii"), _UPPER.lower().encode("ascii"))
# Control characters: either not word characters for the article regex (so a token
# holding one may hide an article) or whitespace for ``str.split`` but not for
# ``bytes.split`` (0x1C-0x1F). Text holding any of them takes the general path.
_ASCII_ODD = bytes([*range(0x00, 0x09), *range(0x0E, 0x20), 0x7F])


def squad_token_bytes(text: str) -> list[bytes]:
    """SQuAD v1.1 tokens of ``text`` as UTF-8 bytes (the fast internal form).

    ASCII text without control characters (nearly every answer) is lower-cased and
    stripped of punctuation in one ``bytes.translate`` pass, split, and filtered with a
    set lookup. That equals the regex ``\\b(a|an|the)\\b`` because after punctuation
    removal every such token is made of word characters only, so the regex can only
    remove whole tokens. Other text takes :func:`_general_tokens`.
    """
    if text.isascii():
        raw = text.encode("ascii").translate(_LOWER_BYTES, _PUNCT_BYTES)
        if len(raw.translate(None, _ASCII_ODD)) == len(raw):
            tokens = raw.split()
            # Most answers hold no article: one C-level set scan instead of a Python loop.
            if _ARTICLE_BYTES.isdisjoint(tokens):
                return tokens
            return [t for t in tokens if t not in _ARTICLE_BYTES]
    return [t.encode("utf-8", "surrogatepass") for t in _general_tokens(text)]


def _general_tokens(text: str) -> list[str]:
    """The official rules applied literally (any text, any characters)."""
    tokens = _PUNCT_RE.sub("", text.lower()).split()
    if all(t.isalnum() for t in tokens):
        # No \b inside an all-word-character token, so the regex only removes whole tokens.
        return [t for t in tokens if t not in _ARTICLE_WORDS]
    return _ARTICLES_RE.sub(" ", " ".join(tokens)).split()


def squad_tokens(text: str) -> list[str]:
    """Tokens of ``text`` after SQuAD v1.1 normalisation.

    ``" ".join(squad_tokens(s))`` equals the official ``normalize_answer(s)``.
    """
    return [t.decode("utf-8", "surrogatepass") for t in squad_token_bytes(text)]


def normalize_answer(text: str) -> str:
    """The official SQuAD v1.1 ``normalize_answer`` result for ``text``."""
    return " ".join(squad_tokens(text))


def common_token_count(prediction: Sequence[Hashable], gold: Sequence[Hashable]) -> int:
    """Size of the multiset intersection of two token lists (``Counter & Counter``)."""
    if len(gold) == 1:
        return 1 if gold[0] in prediction else 0
    counts: dict[Hashable, int] = {}
    for tok in gold:
        counts[tok] = counts.get(tok, 0) + 1
    same = 0
    for tok in prediction:
        left = counts.get(tok)
        if left:
            counts[tok] = left - 1
            same += 1
    return same


def token_f1(prediction: Sequence[Hashable], gold: Sequence[Hashable]) -> float:
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
