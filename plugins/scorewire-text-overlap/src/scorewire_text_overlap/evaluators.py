"""The ``rouge``, ``bleu`` and ``chrf`` evaluators.

All three read the reference text from ``original["answer"]`` (a string, or a
list of strings for several references) and the model output from
``processed["response"]``. A missing or empty response is scored (it gets 0,
and its statistics still count in the corpus scores), never an exception.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from scorewire import Configurable, InvalidFieldError, Scores, option, require_field

from . import _sacre

if TYPE_CHECKING:
    from . import _rouge

# The ROUGE scorer (its dataclasses) is imported when a rouge evaluator is built: plugin
# discovery imports this module for the evaluator classes only.

_CACHE_LIMIT = 4096


def _rouge_types(value: Sequence[str] | str) -> tuple[str, ...]:
    from ._rouge import validate_types

    return validate_types(value)


def references(original: Mapping[str, Any], evaluator: str) -> list[str]:
    """The reference texts of an example: ``answer`` as a list of strings.

    :raises MissingFieldError: ``answer`` is missing or None.
    :raises InvalidFieldError: ``answer`` is an empty list.
    """
    value = require_field(original, "answer", evaluator, hint="set 'answer' to the reference text (or a list)")
    if isinstance(value, str):
        return [value]
    if isinstance(value, (list, tuple)):
        refs = [v if isinstance(v, str) else str(v) for v in value if v is not None]
        if refs:
            return refs
        raise InvalidFieldError(
            evaluator, "answer", original.get("id"), "is an empty list", "give at least one reference text"
        )
    return [str(value)]


def response_text(processed: Mapping[str, Any]) -> tuple[str, str | None]:
    """The model output as text, and why it is empty when it is."""
    value = processed.get("response")
    if value is None:
        return "", "no response"
    text = value if isinstance(value, str) else str(value)
    if not text.strip():
        return text, "empty response"
    return text, None


class Rouge(Configurable):
    """ROUGE-1/2/L/Lsum F1 with Google rouge-score semantics (precision, recall in details)."""

    name = "rouge"
    version = "1"
    required_fields = ("answer",)

    rouge_types: tuple[str, ...] = option(
        ("rouge1", "rouge2", "rougeL", "rougeLsum"),  # _rouge.ROUGE_TYPES (a test checks they agree)
        "The ROUGE types to report (rouge1..rouge9, rougeL, rougeLsum; a list or a comma-separated string); "
        "each is a score key holding its F1.",
        convert=_rouge_types,
    )
    use_stemmer: bool = option(
        False, "Porter-stem tokens longer than 3 characters, as RougeScorer(use_stemmer=True) (needs nltk)."
    )
    multi_ref: Literal["max", "mean"] = option(
        "max",
        "With several references: max keeps, per type, the reference with the best F1 (rouge-score's "
        "score_multi); mean averages precision, recall and F1 over them.",
    )
    split_summaries: bool = option(
        False,
        "For rougeLsum, split sentences with nltk.sent_tokenize (needs NLTK's punkt data) instead of on newlines.",
    )
    report_precision_recall: bool = option(
        False,
        "Also report each type's precision and recall as score keys (rouge1_precision, ...); "
        "they are always in details.",
    )

    def __post_init__(self) -> None:
        from . import _rouge

        self._tokenizer = _rouge.RougeTokenizer(self.use_stemmer)
        self._cache: dict[str, _rouge.Tokenized] = {}
        if self.split_summaries:
            _check_sentence_splitter()

    def _prepare(self, text: str, cache: bool = True) -> _rouge.Tokenized:
        """Tokenize once for every ROUGE type; references are cached (they repeat across systems)."""
        hit = self._cache.get(text) if cache else None
        if hit is not None:
            return hit
        from . import _rouge

        if self.split_summaries:
            import nltk

            sentences = [self._tokenizer.tokenize(s) for s in nltk.sent_tokenize(text) if s]
            prepared = _rouge.tokenized(self._tokenizer.tokenize(text), sentences)
        else:
            prepared = _rouge.prepare(self._tokenizer, text)
        if cache:
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.clear()
            self._cache[text] = prepared
        return prepared

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one example; see the class docstring."""
        from . import _rouge

        refs = references(original, self.name)
        text, reason = response_text(processed)
        prediction = self._prepare(text, cache=False)
        per_ref = [_rouge.score_prepared(self._prepare(ref), prediction, self.rouge_types) for ref in refs]
        scores: dict[str, float] = {}
        precision: dict[str, float] = {}
        recall: dict[str, float] = {}
        best_ref: dict[str, int] = {}
        for t in self.rouge_types:
            if self.multi_ref == "mean":
                k = len(per_ref)
                precision[t] = sum(r[t].precision for r in per_ref) / k
                recall[t] = sum(r[t].recall for r in per_ref) / k
                scores[t] = sum(r[t].fmeasure for r in per_ref) / k
            else:
                # First maximum wins, as numpy.argmax in rouge-score's score_multi.
                best = max(range(len(per_ref)), key=lambda i: (per_ref[i][t].fmeasure, -i))
                chosen = per_ref[best][t]
                precision[t], recall[t], scores[t] = chosen.precision, chosen.recall, chosen.fmeasure
                best_ref[t] = best
        if self.report_precision_recall:
            for t in self.rouge_types:
                scores[f"{t}_precision"] = precision[t]
                scores[f"{t}_recall"] = recall[t]
        details: dict[str, Any] = {"precision": precision, "recall": recall}
        if len(refs) > 1 and best_ref:
            details["best_reference"] = best_ref
        if reason is None and not prediction.tokens:
            reason = "response has no [a-z0-9] tokens"
        if reason:
            details["reason"] = reason
        return Scores(scores, details=details)


def _check_sentence_splitter() -> None:
    """Fail at construction, not on every row, when NLTK's sentence splitter has no model."""
    import nltk

    try:
        nltk.sent_tokenize("One. Two.")
    except LookupError as exc:
        raise ValueError(
            "rouge: split_summaries=True needs NLTK's punkt sentence model, which is not installed "
            "(scorewire never downloads data). Install it once with python -m nltk.downloader punkt_tab, "
            "or keep split_summaries=False and put each sentence on its own line."
        ) from exc


class Bleu(Configurable):
    """Sentence BLEU per row and corpus BLEU over the run, with sacrebleu semantics.

    Each row reports ``bleu`` (sentence BLEU, as ``sacrebleu.sentence_bleu``)
    plus BLEU's sufficient statistics as ``_bleu_*`` keys; the declared
    aggregation sums them into ``bleu_corpus``, equal to
    ``sacrebleu.corpus_bleu`` on the same segments.
    """

    name = "bleu"
    version = "1"
    required_fields = ("answer",)

    tokenize: str = option("13a", "sacrebleu's tokenizer.", choices=sorted(_sacre.BLEU_TOKENIZERS))
    lowercase: bool = option(False, "Lower-case hypothesis and references first.")
    smooth_method: str = option(
        "exp",
        "exp, floor, add-k or none (sacrebleu's), or add-one (NeMo Evaluator's sentence BLEU: add 1 to the "
        "matches and n-gram counts of every order), for sentence and corpus BLEU alike.",
        choices=sorted(_sacre.SMOOTH_DEFAULTS),
    )
    smooth_value: float | None = option(None, "The value for floor (0.1) and add-k (1); None: sacrebleu's.")
    effective_order: bool = option(
        True, "Sentence BLEU ignores n-gram orders the hypothesis is too short for (sacrebleu's sentence default)."
    )
    corpus_effective_order: bool = option(False, "The same for corpus BLEU (sacrebleu's corpus default).")
    max_ngram_order: int = option(
        _sacre.MAX_NGRAM_ORDER, "Highest n-gram order.", check=lambda n: None if n >= 1 else "must be >= 1"
    )
    per_order: bool = option(
        False,
        "Also report bleu_1 .. bleu_N (N = max_ngram_order): cumulative BLEU-n as NeMo Evaluator's bleu "
        "reports them; bleu_N equals bleu.",
    )

    def __post_init__(self) -> None:
        from scorewire import CorpusScore  # the core's aggregations: imported when an evaluator is built

        self._tokenizer = _sacre.BLEU_TOKENIZERS[self.tokenize]
        max_ngram_order = self.max_ngram_order
        self.statistic_keys = _sacre.bleu_statistic_keys("_bleu", max_ngram_order)
        self.aggregations = (CorpusScore(key="bleu_corpus", statistics=self.statistic_keys, compute=self.corpus_score),)
        self._ref_cache: dict[tuple[str, ...], tuple[Any, list[int]]] = {}

    def _tokens(self, text: str) -> list[str]:
        if self.lowercase:
            text = text.lower()
        return self._tokenizer(text.rstrip())

    def corpus_score(self, sums: Mapping[str, float]) -> float:
        """Corpus BLEU (0-100) from summed ``_bleu_*`` statistics."""
        stats = _sacre.sums_in_order(sums, self.statistic_keys)
        return _sacre.compute_bleu(
            stats,
            smooth_method=self.smooth_method,
            smooth_value=self.smooth_value,
            effective_order=self.corpus_effective_order,
            max_order=self.max_ngram_order,
        )[0]

    def _reference_info(self, refs: list[str]) -> tuple[Any, list[int]]:
        key = tuple(refs)
        hit = self._ref_cache.get(key)
        if hit is None:
            hit = _sacre.reference_ngrams([self._tokens(r) for r in refs], self.max_ngram_order)
            if len(self._ref_cache) >= _CACHE_LIMIT:
                self._ref_cache.clear()
            self._ref_cache[key] = hit
        return hit

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one example; see the class docstring."""
        refs = references(original, self.name)
        text, reason = response_text(processed)
        ref_ngrams, ref_lens = self._reference_info(refs)
        stats = _sacre.bleu_segment_stats(self._tokens(text), ref_ngrams, ref_lens, self.max_ngram_order)
        bleu, precisions, bp = _sacre.compute_bleu(
            stats,
            smooth_method=self.smooth_method,
            smooth_value=self.smooth_value,
            effective_order=self.effective_order,
            max_order=self.max_ngram_order,
        )
        scores = {"bleu": bleu}
        if self.per_order:
            cumulative = _sacre.cumulative_bleu(
                stats,
                smooth_method=self.smooth_method,
                smooth_value=self.smooth_value,
                effective_order=self.effective_order,
                max_order=self.max_ngram_order,
            )
            scores.update((f"bleu_{n}", value) for n, value in enumerate(cumulative, 1))
        scores.update(zip(self.statistic_keys, map(float, stats), strict=True))
        details: dict[str, Any] = {"precisions": precisions, "bp": bp, "sys_len": stats[0], "ref_len": stats[1]}
        if reason:
            details["reason"] = reason
        return Scores(scores, details=details)


class Chrf(Configurable):
    """chrF and chrF++ per row and over the corpus, with sacrebleu semantics.

    Each row reports ``chrf`` (character n-grams only) and ``chrf_pp``
    (plus word n-grams), as ``sacrebleu.sentence_chrf``, and their sufficient
    statistics as ``_chrf_*`` and ``_chrfpp_*`` keys; the declared aggregations
    sum them into ``chrf_corpus`` and ``chrf_pp_corpus``, equal to
    ``sacrebleu.corpus_chrf`` on the same segments.
    """

    name = "chrf"
    version = "1"
    required_fields = ("answer",)

    char_order: int = option(6, "Character n-gram order.", check=lambda n: None if n >= 1 else "must be >= 1")
    word_order: int = option(
        2, "Word n-gram order of chrf_pp; 0 reports chrf only.", check=lambda n: None if n >= 0 else "must be >= 0"
    )
    beta: int = option(2, "Recall weight of the F-score.")
    lowercase: bool = option(False, "Compare case-insensitively.")
    whitespace: bool = option(False, "Keep whitespace in character n-grams (sacrebleu removes it).")
    eps_smoothing: bool = option(False, "sacrebleu's eps_smoothing (chrF++.py/NLTK/Moses style).")

    def __post_init__(self) -> None:
        from scorewire import CorpusScore

        char_order = self.char_order
        word_order = self.word_order
        self.chrf_keys = _sacre.chrf_statistic_keys("_chrf", char_order, 0)
        self.chrf_pp_keys = _sacre.chrf_statistic_keys("_chrfpp", char_order, word_order)
        aggregations = [CorpusScore(key="chrf_corpus", statistics=self.chrf_keys, compute=self.corpus_chrf)]
        if word_order:
            aggregations.append(
                CorpusScore(key="chrf_pp_corpus", statistics=self.chrf_pp_keys, compute=self.corpus_chrf_pp)
            )
        self.aggregations = tuple(aggregations)
        self._ref_cache: dict[str, tuple[list[Any], list[Any]]] = {}

    def _f(self, stats: Sequence[float], order: int) -> float:
        return _sacre.chrf_f_score(stats, order, self.beta, self.eps_smoothing)

    def corpus_chrf(self, sums: Mapping[str, float]) -> float:
        """Corpus chrF from summed ``_chrf_*`` statistics."""
        return self._f(_sacre.sums_in_order(sums, self.chrf_keys), self.char_order)

    def corpus_chrf_pp(self, sums: Mapping[str, float]) -> float:
        """Corpus chrF++ from summed ``_chrfpp_*`` statistics."""
        return self._f(_sacre.sums_in_order(sums, self.chrf_pp_keys), self.char_order + self.word_order)

    def _ngrams(self, text: str) -> tuple[list[Any], list[Any]]:
        if self.lowercase:
            text = text.lower()
        chars = _sacre.char_ngrams(text, self.char_order, self.whitespace)
        words = _sacre.chrf_word_ngrams(_sacre.chrf_words(text), self.word_order) if self.word_order else []
        return chars, words

    def _reference_ngrams(self, ref: str) -> tuple[list[Any], list[Any]]:
        hit = self._ref_cache.get(ref)
        if hit is None:
            hit = self._ngrams(ref)
            if len(self._ref_cache) >= _CACHE_LIMIT:
                self._ref_cache.clear()
            self._ref_cache[ref] = hit
        return hit

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one example; see the class docstring."""
        refs = references(original, self.name)
        text, reason = response_text(processed)
        hyp_chars, hyp_words = self._ngrams(text)
        order, order_pp = self.char_order, self.char_order + self.word_order
        best_c: tuple[float, list[int], int] = (-1.0, [], -1)
        best_pp: tuple[float, list[int], int] = (-1.0, [], -1)
        for index, ref in enumerate(refs):
            ref_chars, ref_words = self._reference_ngrams(ref)
            char_stats: list[int] = []
            for h, r in zip(hyp_chars, ref_chars, strict=True):
                char_stats.extend(_sacre.match_stats(h, r))
            f = self._f(char_stats, order)
            if f > best_c[0]:
                best_c = (f, char_stats, index)
            if not self.word_order:
                continue
            pp_stats = list(char_stats)
            for h, r in zip(hyp_words, ref_words, strict=True):
                pp_stats.extend(_sacre.match_stats(h, r))
            f_pp = self._f(pp_stats, order_pp)
            if f_pp > best_pp[0]:
                best_pp = (f_pp, pp_stats, index)
        scores = {"chrf": best_c[0]}
        scores.update(zip(self.chrf_keys, map(float, best_c[1]), strict=True))
        details: dict[str, Any] = {}
        if self.word_order:
            scores["chrf_pp"] = best_pp[0]
            scores.update(zip(self.chrf_pp_keys, map(float, best_pp[1]), strict=True))
        if len(refs) > 1:
            details["best_reference"] = {"chrf": best_c[2]}
            if self.word_order:
                details["best_reference"]["chrf_pp"] = best_pp[2]
        if reason:
            details["reason"] = reason
        return Scores(scores, details=details)
