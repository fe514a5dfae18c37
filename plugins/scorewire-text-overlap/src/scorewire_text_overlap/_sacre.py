"""BLEU and chrF/chrF++ with sacrebleu 2.x semantics, as sufficient statistics.

Reference: sacrebleu (mjpost/sacrebleu, Apache-2.0), ``metrics/bleu.py``,
``metrics/chrf.py`` and ``tokenizers/tokenizer_13a.py``. What is reproduced:

BLEU
    segments are right-stripped, optionally lower-cased and tokenized (13a by
    default: mteval-v13a's punctuation splitting); hypothesis n-grams (1..4)
    are clipped by the maximum count over the references; the reference length
    is the one closest to the hypothesis length (the shorter on a tie). The
    score is ``BP * exp(mean(log p_n))`` with sacrebleu's smoothing methods
    (``exp``, ``floor``, ``add-k``, ``none``) and effective order.
chrF
    whitespace is removed before character n-grams (1..6); chrF++ adds word
    1- and 2-grams after splitting leading/trailing punctuation off words;
    per-order statistics are ``(hyp, ref, match)``; the score averages
    precision and recall over the orders where both sides have n-grams (or
    epsilon smoothing when asked) and takes F-beta (beta 2). With several
    references, the one with the best sentence score supplies the statistics.

Both metrics are computed from per-segment statistics that add up over a
corpus, so a corpus score is the statistics' sum fed to the same formula: this
is exactly how sacrebleu's ``corpus_score`` works.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from operator import add

from scorewire import lazy_compile

MAX_NGRAM_ORDER = 4
SMOOTH_DEFAULTS: dict[str, float | None] = {"none": None, "floor": 0.1, "add-k": 1, "exp": None, "add-one": None}

# mteval-v13a punctuation splitting, in sacrebleu's order. Rule 1 pads every
# ASCII symbol except '.', ',', "'" and '-' (and the space) with spaces: a
# single-character rule, so ``str.translate`` does it in one C pass. The other
# rules depend on neighbouring characters and stay regular expressions.
_13A_PAD = "".join(chr(c) for c in range(0x20, 0x7F) if not chr(c).isalnum() and chr(c) not in ".,'-")
_13A_TABLE = str.maketrans({ch: f" {ch} " for ch in _13A_PAD})
_13A_RULES = (
    (lazy_compile(r"([^0-9])([\.,])"), r"\1 \2 "),
    (lazy_compile(r"([\.,])([^0-9])"), r" \1 \2"),
    (lazy_compile(r"([0-9])(-)"), r"\1 \2 "),
)


def tokenize_13a(line: str) -> list[str]:
    """Tokens of ``line`` under sacrebleu's default ``13a`` tokenizer."""
    line = line.replace("<skipped>", "").replace("-\n", "").replace("\n", " ")
    if "&" in line:
        line = line.replace("&quot;", '"').replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
    line = f" {line} ".translate(_13A_TABLE)
    for pattern, repl in _13A_RULES:
        line = pattern.sub(repl, line)
    return line.split()


def tokenize_none(line: str) -> list[str]:
    """Whitespace split only (sacrebleu's ``none`` tokenizer)."""
    return line.split()


def tokenize_char(line: str) -> list[str]:
    """Every non-space character is a token (sacrebleu's ``char`` tokenizer)."""
    return " ".join(line).split()


BLEU_TOKENIZERS: dict[str, Callable[[str], list[str]]] = {
    "13a": tokenize_13a,
    "none": tokenize_none,
    "char": tokenize_char,
}


def bleu_statistic_keys(prefix: str = "_bleu", max_order: int = MAX_NGRAM_ORDER) -> tuple[str, ...]:
    """Score keys of BLEU's sufficient statistics, in sacrebleu's order."""
    return (
        f"{prefix}_sys_len",
        f"{prefix}_ref_len",
        *(f"{prefix}_correct_{n}" for n in range(1, max_order + 1)),
        *(f"{prefix}_total_{n}" for n in range(1, max_order + 1)),
    )


def word_ngrams(tokens: Sequence[str], max_order: int) -> Counter:
    """Counts of every 1..``max_order``-gram of ``tokens`` (as tuples)."""
    counts: Counter = Counter(zip(tokens))
    for n in range(2, max_order + 1):
        counts.update(zip(*(tokens[k:] for k in range(n)), strict=False))
    return counts


def reference_ngrams(references: Sequence[Sequence[str]], max_order: int) -> tuple[Counter, list[int]]:
    """Maximum n-gram counts over the references, and the references' lengths."""
    merged: Counter | None = None
    lengths = []
    for ref in references:
        counts = word_ngrams(ref, max_order)
        lengths.append(len(ref))
        if merged is None:
            merged = counts
        else:
            for gram, count in counts.items():
                if count > merged[gram]:
                    merged[gram] = count
    return merged if merged is not None else Counter(), lengths


def closest_ref_len(hyp_len: int, ref_lens: Sequence[int]) -> int:
    """The reference length closest to ``hyp_len``; the shorter one on a tie."""
    best_diff, best_len = -1, -1
    for ref_len in ref_lens:
        diff = abs(hyp_len - ref_len)
        if best_diff == -1 or diff < best_diff or (diff == best_diff and ref_len < best_len):
            best_diff, best_len = diff, ref_len
    return best_len


def bleu_segment_stats(
    hyp_tokens: Sequence[str], ref_ngrams: Counter, ref_lens: Sequence[int], max_order: int = MAX_NGRAM_ORDER
) -> list[int]:
    """``[hyp_len, ref_len, correct_1..N, total_1..N]`` for one segment."""
    correct = [0] * max_order
    total = [0] * max_order
    get = ref_ngrams.get
    for gram, count in word_ngrams(hyp_tokens, max_order).items():
        n = len(gram) - 1
        total[n] += count
        ref_count = get(gram)
        if ref_count:
            correct[n] += count if count < ref_count else ref_count
    hyp_len = len(hyp_tokens)
    return [hyp_len, closest_ref_len(hyp_len, ref_lens), *correct, *total]


def _my_log(x: float) -> float:
    return -9999999999 if x == 0.0 else math.log(x)


def compute_bleu(
    stats: Sequence[float],
    *,
    smooth_method: str = "exp",
    smooth_value: float | None = None,
    effective_order: bool = False,
    max_order: int = MAX_NGRAM_ORDER,
) -> tuple[float, list[float], float]:
    """BLEU (0-100), the n-gram precisions and the brevity penalty from statistics."""
    precisions, bp, eff_order, zero = _bleu_parts(stats, smooth_method, smooth_value, effective_order, max_order)
    if zero:
        return 0.0, precisions, bp
    score = bp * math.exp(sum([_my_log(p) for p in precisions[:eff_order]]) / eff_order)
    return score, precisions, bp


def cumulative_bleu(
    stats: Sequence[float],
    *,
    smooth_method: str = "exp",
    smooth_value: float | None = None,
    effective_order: bool = False,
    max_order: int = MAX_NGRAM_ORDER,
) -> list[float]:
    """BLEU-1 .. BLEU-``max_order`` (0-100) from one set of statistics.

    BLEU-n is the brevity penalty times the geometric mean of the first ``n`` (smoothed)
    precisions of :func:`compute_bleu`, so BLEU-``max_order`` is the BLEU score itself.
    With ``effective_order``, orders the hypothesis has no n-grams for are left out, as
    in the full score (BLEU-n then uses ``min(n, effective order)`` precisions).
    """
    precisions, bp, eff_order, zero = _bleu_parts(stats, smooth_method, smooth_value, effective_order, max_order)
    if zero:
        return [0.0] * max_order
    out = []
    for n in range(1, max_order + 1):
        used = min(n, eff_order)
        out.append(bp * math.exp(sum([_my_log(p) for p in precisions[:used]]) / used))
    return out


def _bleu_parts(
    stats: Sequence[float], smooth_method: str, smooth_value: float | None, effective_order: bool, max_order: int
) -> tuple[list[float], float, int, bool]:
    """Smoothed precisions, brevity penalty, orders used, and whether the score is 0 outright."""
    if smooth_method not in SMOOTH_DEFAULTS:
        raise ValueError(f"unknown smooth_method {smooth_method!r}: use one of {sorted(SMOOTH_DEFAULTS)}")
    if smooth_value is None:
        smooth_value = SMOOTH_DEFAULTS[smooth_method]
    sys_len, ref_len = int(stats[0]), int(stats[1])
    correct = list(stats[2 : 2 + max_order])
    total = list(stats[2 + max_order : 2 + 2 * max_order])
    bp = 1.0
    if sys_len < ref_len:
        bp = math.exp(1 - ref_len / sys_len) if sys_len > 0 else 0.0
    precisions = [0.0] * max_order
    if smooth_method == "add-one":
        # NeMo Evaluator's sentence BLEU: (matches + 1) / (n-grams + 1) at every order. Unlike
        # sacrebleu's add-k it smooths unigrams too, and an order the hypothesis is too short
        # for has precision 1 instead of ending the product, so a hypothesis without any
        # match still scores above 0. An empty hypothesis or reference scores 0.
        if sys_len == 0 or ref_len == 0:
            return precisions, bp, max_order, True
        return [100.0 * (correct[n] + 1) / (total[n] + 1) for n in range(max_order)], bp, max_order, False
    if not any(correct):
        return precisions, bp, max_order, True
    smooth_mteval = 1.0
    eff_order = max_order
    for n in range(1, max_order + 1):
        if smooth_method == "add-k" and n > 1:
            assert smooth_value is not None
            correct[n - 1] += smooth_value
            total[n - 1] += smooth_value
        if total[n - 1] == 0:
            break
        if effective_order:
            eff_order = n
        if correct[n - 1] == 0:
            if smooth_method == "exp":
                smooth_mteval *= 2
                precisions[n - 1] = 100.0 / (smooth_mteval * total[n - 1])
            elif smooth_method == "floor":
                assert smooth_value is not None
                precisions[n - 1] = 100.0 * smooth_value / total[n - 1]
        else:
            precisions[n - 1] = 100.0 * correct[n - 1] / total[n - 1]
    return precisions, bp, eff_order, False


# --- chrF -------------------------------------------------------------------

_PUNCTS = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")


def chrf_words(sent: str) -> list[str]:
    """Words for chrF++: one leading or trailing punctuation mark is split off."""
    out: list[str] = []
    for w in sent.split():
        if len(w) == 1:
            out.append(w)
        elif w[-1] in _PUNCTS:
            out += [w[:-1], w[-1]]
        elif w[0] in _PUNCTS:
            out += [w[0], w[1:]]
        else:
            out.append(w)
    return out


def char_ngrams(text: str, max_order: int, whitespace: bool = False) -> list[Counter]:
    """Counts of character n-grams of orders 1..``max_order``."""
    if not whitespace:
        text = "".join(text.split())
    out = [Counter(text)]
    # Each order's n-grams are the previous order's extended by one character;
    # ``map(add, ...)`` builds them in C, faster than slicing in a comprehension.
    grams: list[str] | str = text
    for n in range(2, max_order + 1):
        grams = list(map(add, grams, text[n - 1 :]))
        out.append(Counter(grams))
    return out


def chrf_word_ngrams(words: Sequence[str], max_order: int) -> list[Counter]:
    """Counts of word n-grams of orders 1..``max_order`` (n-grams joined by spaces)."""
    out = []
    for n in range(1, max_order + 1):
        if n == 1:
            out.append(Counter(words))
        else:
            out.append(Counter([" ".join(words[i : i + n]) for i in range(len(words) - n + 1)]))
    return out


def match_stats(hyp: Counter, ref: Counter) -> tuple[int, int, int]:
    """``(hyp_count, ref_count, matches)``; hyp_count is 0 when ``ref`` is empty, as sacrebleu."""
    if not ref:
        return 0, 0, 0
    matches = 0
    # Only n-grams on both sides can match; the set intersection runs in C.
    for gram in hyp.keys() & ref.keys():
        a, b = hyp[gram], ref[gram]
        matches += a if a < b else b
    return hyp.total(), ref.total(), matches


def chrf_f_score(stats: Sequence[float], order: int, beta: float = 2, eps_smoothing: bool = False) -> float:
    """chrF (0-100) from flattened ``(hyp, ref, match)`` statistics per order."""
    eps = 1e-16
    score = 0.0
    effective_order = 0
    factor = beta**2
    avg_prec, avg_rec = 0.0, 0.0
    for i in range(order):
        n_hyp, n_ref, n_match = stats[3 * i : 3 * i + 3]
        prec = n_match / n_hyp if n_hyp > 0 else eps
        rec = n_match / n_ref if n_ref > 0 else eps
        denom = factor * prec + rec
        score += ((1 + factor) * prec * rec / denom) if denom > 0 else eps
        if n_hyp > 0 and n_ref > 0:
            avg_prec += prec
            avg_rec += rec
            effective_order += 1
    if eps_smoothing:
        return 100 * score / order
    if effective_order == 0:
        avg_prec = avg_rec = 0.0
    else:
        avg_prec /= effective_order
        avg_rec /= effective_order
    if avg_prec + avg_rec:
        score = (1 + factor) * avg_prec * avg_rec
        score /= (factor * avg_prec) + avg_rec
        return 100 * score
    return 0.0


def chrf_statistic_keys(prefix: str, char_order: int, word_order: int) -> tuple[str, ...]:
    """Score keys of chrF statistics: ``{prefix}_c{n}_{hyp,ref,match}`` then ``_w{n}_...``."""
    keys = []
    for kind, order in (("c", char_order), ("w", word_order)):
        for n in range(1, order + 1):
            keys += [f"{prefix}_{kind}{n}_hyp", f"{prefix}_{kind}{n}_ref", f"{prefix}_{kind}{n}_match"]
    return tuple(keys)


def sums_in_order(sums: Mapping[str, float], keys: Sequence[str]) -> list[float]:
    """The summed statistics as a list in ``keys`` order."""
    return [sums[k] for k in keys]
