"""ROUGE-N, ROUGE-L and ROUGE-Lsum with Google rouge-score 0.1.2 semantics.

Reference: ``rouge_score.rouge_scorer`` (google-research/google-research,
Apache-2.0), itself a re-implementation of Lin's ROUGE-1.5.5. The semantics
reproduced here, score for score:

- tokens are the maximal ``[a-z0-9]`` runs of the lower-cased text; with
  stemming, tokens longer than 3 characters go through NLTK's Porter stemmer;
- ROUGE-N counts clipped n-gram matches; precision and recall divide by
  ``max(count, 1)``;
- ROUGE-L is the longest common subsequence of the two token lists;
- ROUGE-Lsum splits both texts into sentences on ``"\\n"`` and scores the
  summary-level *union* LCS, counting each token at most as often as it occurs
  on both sides. Which LCS is taken matters for the union, so we follow the
  reference's back-tracking order exactly;
- F is ``2PR / (P + R)`` (0 when both are 0).

The code is ours and is built for speed: one tokenization of each text serves
all four types (the whole-text tokens are the concatenation of the per-line
tokens, because a newline is never part of a token), and every LCS is computed
with a bit-parallel algorithm (Hyyrö 2004, "Bit-parallel LCS-length
computation revisited") on Python integers instead of an ``m x n`` table.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from scorewire import lazy_compile

ROUGE_TYPES: tuple[str, ...] = ("rouge1", "rouge2", "rougeL", "rougeLsum")

_TOKEN_RE = lazy_compile(r"[a-z0-9]+")
_VALID_TOKEN_RE = lazy_compile(r"[a-z0-9]+")
_STEM_CACHE_LIMIT = 200_000


@dataclass(frozen=True)
class RougeScore:
    """Precision, recall and F-measure of one ROUGE type."""

    precision: float
    recall: float
    fmeasure: float


ZERO = RougeScore(0.0, 0.0, 0.0)


def fmeasure(precision: float, recall: float) -> float:
    """Harmonic mean, 0 when precision and recall are both 0 (as rouge-score)."""
    if precision + recall > 0:
        return 2 * precision * recall / (precision + recall)
    return 0.0


class RougeTokenizer:
    """rouge-score's default tokenizer, with an optional cached Porter stemmer.

    :param use_stemmer: stem tokens longer than 3 characters with NLTK's
        ``PorterStemmer`` (the one rouge-score uses); ``nltk`` is imported
        only when this is True.
    """

    def __init__(self, use_stemmer: bool = False) -> None:
        self.use_stemmer = use_stemmer
        self._stem: Callable[[str], str] | None = None
        self._stems: dict[str, str] = {}  # word -> stem; bounded by _STEM_CACHE_LIMIT
        if use_stemmer:
            from nltk.stem import porter

            self._stem = porter.PorterStemmer().stem

    def tokenize(self, text: str) -> list[str]:
        """Tokens of ``text``: lower-cased ``[a-z0-9]`` runs, optionally stemmed."""
        tokens = _TOKEN_RE.findall(text.lower())
        if self._stem is None:
            return tokens
        stems = self._stems
        out = []
        for tok in tokens:
            if len(tok) > 3:
                stem = stems.get(tok)
                if stem is None:
                    if len(stems) >= _STEM_CACHE_LIMIT:
                        stems.clear()
                    stem = stems[tok] = self._stem(tok)
                tok = stem
            # rouge-score drops tokens that are empty or invalid after stemming.
            if _VALID_TOKEN_RE.fullmatch(tok):
                out.append(tok)
        return out

    def tokenize_lines(self, text: str) -> tuple[list[str], list[list[str]]]:
        """Whole-text tokens and the tokens of each non-empty ``\\n``-separated line."""
        lines = [self.tokenize(line) for line in text.split("\n") if line]
        if len(lines) == 1:
            return lines[0], lines
        return [tok for line in lines for tok in line], lines


def _ngram_score(target: Counter, prediction: Counter) -> RougeScore:
    """Clipped n-gram overlap, as rouge-score's ``_score_ngrams``."""
    if len(target) > len(prediction):
        target, prediction, swapped = prediction, target, True
    else:
        swapped = False
    get = prediction.get
    overlap = 0
    for gram, count in target.items():
        other = get(gram)
        if other:
            overlap += count if count < other else other
    if swapped:
        target, prediction = prediction, target
    target_total = sum(target.values())
    prediction_total = sum(prediction.values())
    precision = overlap / max(prediction_total, 1)
    recall = overlap / max(target_total, 1)
    return RougeScore(precision, recall, fmeasure(precision, recall))


def _match_masks(seq: Sequence[str], keep: set[str] | frozenset[str] | None = None) -> dict[str, int]:
    """For each token (of ``keep``, when given), the bit mask of its positions in ``seq``.

    Each mask is assembled in a byte array and converted once: OR-ing ``1 << j``
    into a growing integer costs the integer's length at every occurrence, which
    is quadratic for a token repeated along one long line. Only tokens the other
    sequence holds are ever looked up, so only those are built.
    """
    positions: dict[str, list[int]] = {}
    for j, tok in enumerate(seq):
        if keep is None or tok in keep:
            where = positions.get(tok)
            if where is None:
                positions[tok] = [j]
            else:
                where.append(j)
    size = len(seq) // 8 + 1
    masks: dict[str, int] = {}
    for tok, where in positions.items():
        if len(where) == 1:
            masks[tok] = 1 << where[0]
            continue
        buf = bytearray(size)
        for j in where:
            buf[j >> 3] |= 1 << (j & 7)
        masks[tok] = int.from_bytes(buf, "little")
    return masks


def lcs_length(a: Sequence[str], b: Sequence[str], b_masks: dict[str, int] | None = None) -> int:
    """Length of the longest common subsequence of ``a`` and ``b`` (bit-parallel)."""
    n = len(b)
    if not a or not n:
        return 0
    masks = b_masks if b_masks is not None else _match_masks(b, set(a))
    full = (1 << n) - 1
    v = full
    get = masks.get
    for tok in a:
        u = v & get(tok, 0)
        if u:
            v = ((v + u) | (v - u)) & full
    return n - v.bit_count()


def lcs_indices(ref: Sequence[str], can: Sequence[str], can_masks: dict[str, int] | None = None) -> list[int]:
    """Positions in ``ref`` of the LCS that rouge-score's back-tracking picks.

    rouge-score fills the DP table ``t`` (rows: ``ref``, columns: ``can``) and
    walks back from the corner: on a match it takes the diagonal, else it moves
    left when ``t[i][j-1] > t[i-1][j]`` and up otherwise. Row ``i`` of ``t`` is
    recovered from the bit vector ``v_i`` of the bit-parallel algorithm:
    ``t[i][j] = j - popcount(v_i & (2**j - 1))``.
    """
    n = len(can)
    if not ref or not n:
        return []
    masks = can_masks if can_masks is not None else _match_masks(can, set(ref))
    full = (1 << n) - 1
    rows = [full]
    v = full
    get = masks.get
    for tok in ref:
        u = v & get(tok, 0)
        if u:
            v = ((v + u) | (v - u)) & full
        rows.append(v)
    if v == full:
        return []

    # cell(i, j) = j - pc(i, j), pc(i, j) = set bits of rows[i] below bit j. Walking left, pc of
    # the current and the upper row changes by one bit per step, read from a byte copy of each
    # row (a bit test on a big int costs as much as the int is long): linear in len(can) per
    # row visited, instead of a fresh popcount at every step (quadratic on one long line).
    size = (n + 8) // 8

    def row_bytes(i: int) -> bytes:
        return rows[i].to_bytes(size, "little")

    def below(i: int, j: int) -> int:
        return (rows[i] & ((1 << j) - 1)).bit_count()

    out: list[int] = []
    i, j = len(ref), n
    cur_b, pc_cur = row_bytes(i), below(i, j)
    up_b, pc_up = row_bytes(i - 1), below(i - 1, j)
    while i > 0 and j > 0:
        if ref[i - 1] == can[j - 1]:
            out.append(i - 1)
            i -= 1
            j -= 1
            cur_b, pc_cur = up_b, pc_up - ((up_b[j >> 3] >> (j & 7)) & 1)
            if i > 0:
                up_b, pc_up = row_bytes(i - 1), below(i - 1, j)
            continue
        k = j - 1
        bit_cur = (cur_b[k >> 3] >> (k & 7)) & 1
        if k - (pc_cur - bit_cur) > j - pc_up:  # cell(i, j-1) > cell(i-1, j): move left
            pc_cur -= bit_cur
            pc_up -= (up_b[k >> 3] >> (k & 7)) & 1
            j = k
        else:
            i -= 1
            cur_b, pc_cur = up_b, pc_up
            if i > 0:
                up_b, pc_up = row_bytes(i - 1), below(i - 1, j)
    out.reverse()
    return out


def _lcs_score(target: Sequence[str], prediction: Sequence[str]) -> RougeScore:
    if not target or not prediction:
        return ZERO
    # The shorter sequence goes in the bit vector: the LCS length is symmetric.
    if len(prediction) <= len(target):
        lcs = lcs_length(target, prediction)
    else:
        lcs = lcs_length(prediction, target)
    precision = lcs / len(prediction)
    recall = lcs / len(target)
    return RougeScore(precision, recall, fmeasure(precision, recall))


def _summary_lcs_score(ref_sents: list[list[str]], can_sents: list[list[str]]) -> RougeScore:
    """Summary-level union LCS (ROUGE paper section 3.2, ROUGE-1.5.5 counting)."""
    if not ref_sents or not can_sents:
        return ZERO
    m = sum(map(len, ref_sents))
    n = sum(map(len, can_sents))
    if not n or not m:
        return ZERO
    ref_counts: Counter[str] = Counter()
    can_counts: Counter[str] = Counter()
    for s in ref_sents:
        ref_counts.update(s)
    for s in can_sents:
        can_counts.update(s)
    ref_tokens = set(ref_counts)
    can_info = [(c, _match_masks(c, ref_tokens), set(c)) for c in can_sents if c]
    hits = 0
    for r in ref_sents:
        if not r:
            continue
        r_set = set(r)
        union: set[int] = set()
        for c, masks, c_set in can_info:
            if r_set.isdisjoint(c_set):
                continue
            union.update(lcs_indices(r, c, masks))
        for pos in sorted(union):
            tok = r[pos]
            if can_counts[tok] > 0 and ref_counts[tok] > 0:
                hits += 1
                can_counts[tok] -= 1
                ref_counts[tok] -= 1
    recall = hits / m
    precision = hits / n
    return RougeScore(precision, recall, fmeasure(precision, recall))


@dataclass
class Tokenized:
    """A text tokenized once for every ROUGE type."""

    tokens: list[str]
    sentences: list[list[str]]
    unigrams: Counter
    bigrams: Counter


def prepare(tokenizer: RougeTokenizer, text: str) -> Tokenized:
    """Tokenize ``text`` and count its unigrams and bigrams."""
    tokens, sentences = tokenizer.tokenize_lines(text)
    return tokenized(tokens, sentences)


def tokenized(tokens: list[str], sentences: list[list[str]]) -> Tokenized:
    """Bundle tokens and sentences with their unigram and bigram counts."""
    return Tokenized(tokens, sentences, Counter(tokens), Counter(pairwise(tokens)))


def score_prepared(
    target: Tokenized, prediction: Tokenized, rouge_types: Sequence[str] = ROUGE_TYPES
) -> dict[str, RougeScore]:
    """Every requested ROUGE type between two tokenized texts."""
    out: dict[str, RougeScore] = {}
    for rouge_type in rouge_types:
        if rouge_type == "rouge1":
            out[rouge_type] = _ngram_score(target.unigrams, prediction.unigrams)
        elif rouge_type == "rouge2":
            out[rouge_type] = _ngram_score(target.bigrams, prediction.bigrams)
        elif rouge_type == "rougeL":
            out[rouge_type] = _lcs_score(target.tokens, prediction.tokens)
        elif rouge_type == "rougeLsum":
            out[rouge_type] = _summary_lcs_score(target.sentences, prediction.sentences)
        else:
            n = _ngram_order(rouge_type)
            out[rouge_type] = _ngram_score(_ngrams(target.tokens, n), _ngrams(prediction.tokens, n))
    return out


def _ngram_order(rouge_type: str) -> int:
    match = re.fullmatch(r"rouge([1-9])", rouge_type)
    if not match:
        raise ValueError(f"unknown ROUGE type {rouge_type!r}: use rouge1..rouge9, rougeL or rougeLsum")
    return int(match.group(1))


def _ngrams(tokens: Sequence[str], n: int) -> Counter:
    return Counter(tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1))


def validate_types(rouge_types: Sequence[str] | str) -> tuple[str, ...]:
    """Check ROUGE type names early so a typo fails at construction, not per row.

    A string is a comma-separated list (``"rouge1,rougeL"``, handy on the command line).
    """
    if isinstance(rouge_types, str):
        rouge_types = [t.strip() for t in rouge_types.split(",") if t.strip()]
    types = tuple(rouge_types)
    if not types:
        raise ValueError("rouge_types is empty: pass at least one of rouge1, rouge2, rougeL, rougeLsum")
    for t in types:
        if t not in ("rougeL", "rougeLsum"):
            _ngram_order(t)
    return types
