"""The ``rouge``, ``bleu`` and ``chrf`` evaluators.

All three read the reference text from ``original["answer"]`` (a string, or a
list of strings for several references) and the model output from
``processed["response"]``. A missing or empty response is scored (it gets 0,
and its statistics still count in the corpus scores), never an exception.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from scorewire import CorpusScore, InvalidFieldError, Scores, require_field

from . import _rouge, _sacre

_CACHE_LIMIT = 4096


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


class Rouge:
    """ROUGE-1/2/L/Lsum F1 with Google rouge-score semantics (precision, recall in details).

    :param rouge_types: the ROUGE types to report (``rouge1``..``rouge9``,
        ``rougeL``, ``rougeLsum``; a list or a comma-separated string); each is a
        score key holding its F1.
    :param use_stemmer: Porter-stem tokens longer than 3 characters (as
        ``RougeScorer(use_stemmer=True)``; needs ``nltk``).
    :param multi_ref: with several references, ``"max"`` keeps, per type, the
        reference with the best F1 (rouge-score's ``score_multi``); ``"mean"``
        averages precision, recall and F1 over the references.
    :param split_summaries: for ``rougeLsum``, split sentences with
        ``nltk.sent_tokenize`` (needs NLTK's punkt data installed locally)
        instead of on newlines.
    :param report_precision_recall: also report each type's precision and recall as
        score keys (``rouge1_precision``, ``rouge1_recall``, ...), so the summary
        aggregates them; they are always in ``details``.
    """

    name = "rouge"
    version = "1"
    required_fields = ("answer",)

    def __init__(
        self,
        rouge_types: Sequence[str] | str = _rouge.ROUGE_TYPES,
        use_stemmer: bool = False,
        multi_ref: Literal["max", "mean"] = "max",
        split_summaries: bool = False,
        report_precision_recall: bool = False,
    ) -> None:
        if multi_ref not in ("max", "mean"):
            raise ValueError(f"rouge: multi_ref must be 'max' or 'mean', got {multi_ref!r}")
        self.rouge_types = _rouge.validate_types(rouge_types)
        self.use_stemmer = use_stemmer
        self.multi_ref = multi_ref
        self.split_summaries = split_summaries
        self.report_precision_recall = bool(report_precision_recall)
        self._tokenizer = _rouge.RougeTokenizer(use_stemmer)
        self._cache: dict[str, _rouge.Tokenized] = {}
        if split_summaries:
            _check_sentence_splitter()

    def _prepare(self, text: str, cache: bool = True) -> _rouge.Tokenized:
        """Tokenize once for every ROUGE type; references are cached (they repeat across systems)."""
        hit = self._cache.get(text) if cache else None
        if hit is not None:
            return hit
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


class Bleu:
    """Sentence BLEU per row and corpus BLEU over the run, with sacrebleu semantics.

    Each row reports ``bleu`` (sentence BLEU, as ``sacrebleu.sentence_bleu``)
    plus BLEU's sufficient statistics as ``_bleu_*`` keys; the declared
    aggregation sums them into ``bleu_corpus``, equal to
    ``sacrebleu.corpus_bleu`` on the same segments.

    :param tokenize: ``"13a"`` (default), ``"none"`` or ``"char"``.
    :param lowercase: lower-case hypothesis and references first.
    :param smooth_method: ``"exp"`` (default), ``"floor"``, ``"add-k"`` or ``"none"``
        (sacrebleu's), or ``"add-one"`` (NeMo Evaluator's sentence BLEU: add 1 to the
        matches and the n-gram count of every order, unigrams included), for sentence
        and corpus BLEU alike.
    :param smooth_value: the value for ``floor`` (0.1) and ``add-k`` (1).
    :param effective_order: sentence BLEU ignores n-gram orders the hypothesis
        is too short for (sacrebleu's sentence default, True).
    :param corpus_effective_order: the same for corpus BLEU (sacrebleu's
        corpus default, False).
    :param max_ngram_order: highest n-gram order (4).
    :param per_order: also report ``bleu_1`` .. ``bleu_N`` (N = ``max_ngram_order``):
        cumulative BLEU-n, the brevity penalty times the geometric mean of the first n
        of the same smoothed precisions, as NeMo Evaluator's ``bleu`` reports them;
        ``bleu_N`` equals ``bleu``.
    """

    name = "bleu"
    version = "1"
    required_fields = ("answer",)

    def __init__(
        self,
        tokenize: str = "13a",
        lowercase: bool = False,
        smooth_method: str = "exp",
        smooth_value: float | None = None,
        effective_order: bool = True,
        corpus_effective_order: bool = False,
        max_ngram_order: int = _sacre.MAX_NGRAM_ORDER,
        per_order: bool = False,
    ) -> None:
        if tokenize not in _sacre.BLEU_TOKENIZERS:
            raise ValueError(
                f"bleu: tokenize={tokenize!r} is not supported; use one of {sorted(_sacre.BLEU_TOKENIZERS)}"
            )
        if smooth_method not in _sacre.SMOOTH_DEFAULTS:
            raise ValueError(
                f"bleu: unknown smooth_method {smooth_method!r}; use one of {sorted(_sacre.SMOOTH_DEFAULTS)}"
            )
        if max_ngram_order < 1:
            raise ValueError(f"bleu: max_ngram_order must be >= 1, got {max_ngram_order}")
        self.tokenize = tokenize
        self.lowercase = lowercase
        self.smooth_method = smooth_method
        self.smooth_value = smooth_value
        self.effective_order = effective_order
        self.corpus_effective_order = corpus_effective_order
        self.max_ngram_order = max_ngram_order
        self.per_order = bool(per_order)
        self._tokenizer = _sacre.BLEU_TOKENIZERS[tokenize]
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


class Chrf:
    """chrF and chrF++ per row and over the corpus, with sacrebleu semantics.

    Each row reports ``chrf`` (character n-grams only) and ``chrf_pp``
    (plus word n-grams), as ``sacrebleu.sentence_chrf``, and their sufficient
    statistics as ``_chrf_*`` and ``_chrfpp_*`` keys; the declared aggregations
    sum them into ``chrf_corpus`` and ``chrf_pp_corpus``, equal to
    ``sacrebleu.corpus_chrf`` on the same segments.

    :param char_order: character n-gram order (6).
    :param word_order: word n-gram order of ``chrf_pp`` (2); 0 reports ``chrf`` only.
    :param beta: recall weight of the F-score (2).
    :param lowercase: compare case-insensitively.
    :param whitespace: keep whitespace in character n-grams (sacrebleu removes it).
    :param eps_smoothing: sacrebleu's ``eps_smoothing`` (chrF++.py/NLTK/Moses style).
    """

    name = "chrf"
    version = "1"
    required_fields = ("answer",)

    def __init__(
        self,
        char_order: int = 6,
        word_order: int = 2,
        beta: int = 2,
        lowercase: bool = False,
        whitespace: bool = False,
        eps_smoothing: bool = False,
    ) -> None:
        if char_order < 1 or word_order < 0:
            raise ValueError(f"chrf: need char_order >= 1 and word_order >= 0, got {char_order}, {word_order}")
        self.char_order = char_order
        self.word_order = word_order
        self.beta = beta
        self.lowercase = lowercase
        self.whitespace = whitespace
        self.eps_smoothing = eps_smoothing
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
