"""Label sets: canonical labels, the words that name them in free text, gold spellings.

A plugin brings its own vocabulary as a :class:`LabelSet`; the yes/no label sets
(:data:`YES_NO`, :data:`YES_NO_MAYBE`) live here because several plugins read
yes/no verdicts and must read them the same way.

Each label set knows three things:

- its canonical labels, spelled the way the benchmark spells them
  (``entailment`` for MNLI, ``SUPPORTS`` for FEVER, ``NotMentioned`` for
  ContractNLI, ``yes`` for BoolQ/PubMedQA);
- *strong* terms: words and phrases that name a label wherever they occur in
  an answer (``contradicts``, ``not enough information``, ``not mentioned``),
  subject to negation;
- *weak* terms: words that name a label only where an answer states its
  verdict (``yes``, ``no``, ``true``, ``maybe``...), because in running text
  they mean something else ("there is *no* evidence", "it is *true* that the
  premise says...").

Multi-word phrases are matched before the words inside them, so
"neither supports nor refutes" is one NOT ENOUGH INFO mention, not a SUPPORTS
and a REFUTES mention.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

try:  # the parser behind ``re`` (Python 3.11+), to read which characters a term starts with
    import re._constants as _C  # type: ignore[import-not-found,unused-ignore]
    import re._parser as _sre_parse  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants as _C  # type: ignore[no-redef,unused-ignore]
    import sre_parse as _sre_parse  # type: ignore[no-redef,unused-ignore]

__all__ = [
    "NO_TERMS",
    "SILENCE_TERMS",
    "VERB_ECHOES",
    "YES_NO",
    "YES_NO_MAYBE",
    "YES_TERMS",
    "LabelSet",
    "gold_aliases",
    "key",
    "terms",
]


def key(text: str) -> str:
    """Spelling-insensitive key: casefold, drop everything but letters and digits."""
    return re.sub(r"[^a-z0-9]", "", text.casefold())


@dataclass(frozen=True)
class LabelSet:
    """One family of labels and how free text names them.

    :param name: the label set's name (``nli``, ``fever``, ``contract-nli``, ``yes-no-maybe``, ``yes-no``).
    :param labels: canonical labels in the benchmark's own spelling.
    :param strong: ``(regex, label)`` pairs matched anywhere in an answer.
    :param weak: ``(regex, label)`` pairs matched only at a verdict position.
    :param gold_aliases: spellings of gold labels (compared spelling-insensitively) -> canonical label.
    :param aliases: other names of this label set (dataset names such as ``mnli`` or ``scifact``).
    :param fallback: ``(regex, label)`` pairs that name a label only in an answer that names no label
        otherwise: "Her age isn't specified." (the premise silent on the point: neutral).
    """

    name: str
    labels: tuple[str, ...]
    strong: tuple[tuple[str, str], ...]
    weak: tuple[tuple[str, str], ...]
    gold_aliases: Mapping[str, str]
    aliases: tuple[str, ...] = ()
    fallback: tuple[tuple[str, str], ...] = ()

    @cached_property
    def _fallback(self) -> tuple[re.Pattern[str], tuple[str, ...]] | None:
        return _compile(self.fallback) if self.fallback else None

    def find_fallback(self, text: str, start: int = 0, end: int | None = None) -> Iterable[tuple[str, int, int]]:
        """Yield ``(label, start, end)`` for every fallback term in ``text[start:end]``."""
        if self._fallback is None:
            return
        pattern, groups = self._fallback
        for m in pattern.finditer(text, start, len(text) if end is None else end):
            yield groups[(m.lastindex or 1) - 1], m.start(), m.end()

    @cached_property
    def _compiled(self) -> tuple[re.Pattern[str], tuple[str, ...], re.Pattern[str], tuple[str, ...]]:
        # Compiled on first use, not at import, so plugin discovery stays cheap.
        strong_re, strong_groups = _compile(self.strong)
        any_re, any_groups = _compile((*self.strong, *self.weak))
        return strong_re, strong_groups, any_re, any_groups

    @property
    def _strong_re(self) -> re.Pattern[str]:
        return self._compiled[0]

    @property
    def _strong_groups(self) -> tuple[str, ...]:
        return self._compiled[1]

    @property
    def _any_re(self) -> re.Pattern[str]:
        return self._compiled[2]

    @property
    def _any_groups(self) -> tuple[str, ...]:
        return self._compiled[3]

    @cached_property
    def _strong_scan(self) -> re.Pattern[str]:
        # The strong pattern without its capturing groups: the same matches, found in about half the time
        # (a group costs at every position tried); the label of each match is read by matching the
        # grouped pattern once, at the match's start.
        return _compile_plain(self.strong)

    def find_strong(self, text: str, start: int = 0, end: int | None = None) -> Iterable[tuple[str, int, int]]:
        """Yield ``(label, start, end)`` for every strong term in ``text[start:end]``."""
        end = len(text) if end is None else end
        grouped = self._strong_re.match
        scan, scanned = self._strong_scan, text
        if self._strong_scan_uncased is not None:
            # (ASCII text is scanned lowercased, with the pattern without IGNORECASE: the same spans, found
            # several times faster; the lowercased copy of the last text scanned is kept for the next scan of it)
            memo = self._lowered[0]
            if memo[0] is text:
                scan, scanned = self._strong_scan_uncased, memo[1]
            elif text.isascii():
                scan, scanned = self._strong_scan_uncased, text.lower()
                self._lowered[0] = (text, scanned)
        for m in scan.finditer(scanned, start, end):
            # (the label is read with the strong terms that can start with the hit's first character, in the
            # same order: the first of all the terms to match there is among them, so it is the same term; the
            # whole grouped pattern reads the rest)
            at = m.start()
            c = text[at : at + 1]
            bucket = self._strong_buckets.get(c) if c and c < "\x80" else _NO_BUCKET
            if bucket is None:
                bucket = self._strong_buckets[c] = _compile_bucket(self.strong, c.lower())
            # (on the lowercased ASCII text, the bucket without IGNORECASE when its source allows it: the same
            # match, group for group, about twice as fast)
            if bucket[2] is not None and scanned is not text:
                hit = bucket[2].match(scanned, at, end)
            else:
                hit = bucket[0].match(text, at, end) if bucket[0] is not None else None
            if hit is not None:
                yield bucket[1][(hit.lastindex or 1) - 1], at, m.end()
                continue
            hit = grouped(text, at, end)
            yield self._strong_groups[((hit.lastindex if hit else None) or 1) - 1], at, m.end()

    @cached_property
    def _strong_buckets(self) -> dict[str, _Bucket]:
        return {}

    @cached_property
    def _strong_scan_uncased(self) -> re.Pattern[str] | None:
        # The strong scan without IGNORECASE, for ASCII text lowercased: it finds the same spans when the
        # pattern's letters are all small and no other character of it matches an ASCII one regardless of
        # case (a label set of one's own may hold any pattern: None when that is not so)
        source = self._strong_scan.pattern
        if any(c.isupper() for c in source) or any(_ascii_matching(c) for c in set(source) if ord(c) > 127):
            return None
        return re.compile(source, self._strong_scan.flags & ~re.IGNORECASE)

    @cached_property
    def _lowered(self) -> list[tuple[str | None, str]]:
        return [(None, "")]

    def match_any_at(self, text: str, pos: int) -> tuple[str, int, int] | None:
        """A strong or weak term starting exactly at ``pos``, as ``(label, start, end)``."""
        # (a reading asks about the same few positions of one text several times: the answers for the
        # last text asked about are kept, with the text itself, and replaced at once by the next text's)
        memo = self._memo[0]
        if memo[0] is text:
            known = memo[1].get(pos, _UNKNOWN)
            if known is not _UNKNOWN:
                return known  # type: ignore[return-value]
        else:
            memo = self._memo[0] = (text, {})
        found = memo[1][pos] = self._match_any_at(text, pos)
        return found

    @cached_property
    def _memo(self) -> list[tuple[str | None, dict[int, tuple[str, int, int] | None]]]:
        return [(None, {})]

    def _match_any_at(self, text: str, pos: int) -> tuple[str, int, int] | None:
        c = text[pos : pos + 1]
        if c and c < "\x80":
            # Only the terms that can start with this character are tried (the same first match:
            # the others could not match here). Other scripts get the whole pattern.
            bucket = self._buckets.get(c.lower())
            if bucket is None:
                bucket = self._buckets[c.lower()] = _compile_bucket((*self.strong, *self.weak), c.lower())
            pattern, groups, uncased = bucket
            if pattern is None:
                return None
            if uncased is not None:
                # (ASCII text is matched lowercased, with the bucket without IGNORECASE: the same match, group for
                # group, about twice as fast; the lowercased copy is the one find_strong keeps for the last text)
                # (a long text is lowercased here only when the strong scan has not done it already: one match
                # does not repay lowercasing a whole long answer)
                memo = self._lowered[0]
                if memo[0] is text:
                    low = memo[1]
                elif len(text) <= _LOWERED_HERE and text.isascii():
                    low = text.lower()
                    self._lowered[0] = (text, low)
                else:
                    low = ""
                if low:
                    m = uncased.match(low, pos)
                    if m is None:
                        return None
                    return groups[(m.lastindex or 1) - 1], m.start(), m.end()
        else:
            pattern, groups = self._any_re, self._any_groups
        m = pattern.match(text, pos)
        if m is None:
            return None
        return groups[(m.lastindex or 1) - 1], m.start(), m.end()

    @cached_property
    def _buckets(self) -> dict[str, _Bucket]:
        return {}

    def is_strong(self, term: str) -> bool:
        """Whether ``term`` (a matched span) is a strong term, i.e. names a label anywhere."""
        # (a whole-term match of every strong pattern costs microseconds, and the terms asked about are the
        # few words that name the labels, asked about again on every answer: the answers are kept by term,
        # a pure function of it, at most _STRONG_TERMS_KEPT of them)
        known = self._strong_terms.get(term)
        if known is None:
            if len(self._strong_terms) >= _STRONG_TERMS_KEPT:
                self._strong_terms.clear()
            known = self._strong_terms[term] = self._strong_scan.fullmatch(term) is not None
        return known

    @cached_property
    def _strong_terms(self) -> dict[str, bool]:
        return {}

    def normalize_gold(self, gold: object) -> str | None:
        """The canonical label for a gold value (any spelling, bools, SciFact's SUPPORT/CONTRADICT)."""
        if isinstance(gold, bool):
            gold = "yes" if gold else "no"
        return self.gold_aliases.get(key(str(gold)))


def _compile(terms: Sequence[tuple[str, str]]) -> tuple[re.Pattern[str], tuple[str, ...]]:
    # Longer patterns first: at one position, regex alternation takes the first
    # alternative that matches, and "not enough info" must beat "not".
    ordered = sorted(terms, key=lambda t: -len(t[0]))
    body = "|".join(f"({pattern})" for pattern, _ in ordered)
    return re.compile(rf"(?<![\w-])(?:{body})(?![\w-])", re.IGNORECASE), tuple(label for _, label in ordered)


_UNKNOWN = object()
_LOWERED_HERE = 320
# (the terms' pattern, their labels by group, and the pattern without IGNORECASE for ASCII text lowercased, None
# when its source does not allow that: see _uncased_form)
_Bucket = tuple[re.Pattern[str] | None, tuple[str, ...], re.Pattern[str] | None]
_NO_BUCKET: _Bucket = (None, (), None)
_STRONG_TERMS_KEPT = 4096


def _compile_plain(terms: Sequence[tuple[str, str]]) -> re.Pattern[str]:
    """:func:`_compile`'s pattern without its capturing groups: the same matches, found faster."""
    ordered = sorted(terms, key=lambda t: -len(t[0]))
    body = "|".join(f"(?:{pattern})" for pattern, _ in ordered)
    return re.compile(rf"(?<![\w-])(?:{body})(?![\w-])", re.IGNORECASE)


def _compile_bucket(terms: Sequence[tuple[str, str]], char: str) -> _Bucket:
    """The terms that can start with ``char`` (lowercase ASCII), compiled as :func:`_compile` does (and
    without IGNORECASE, when the source allows it: :func:`_uncased_form`)."""
    kept = [(pattern, label) for pattern, label in terms if _may_start_with(pattern, char)]
    if not kept:
        return None, (), None
    pattern, labels = _compile(kept)
    return pattern, labels, _uncased_form(pattern)


def _uncased_form(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """``pattern`` (case-insensitive) without IGNORECASE, when its source holds no capital letter and no
    other character that matches an ASCII one regardless of case: on ASCII text lowercased it then takes
    the same path as ``pattern`` on the text (each character test answers alike), so it gives the same
    match, group for group; else None."""
    source = pattern.pattern
    if any(c.isupper() for c in source) or any(_ascii_matching(c) for c in set(source) if ord(c) > 127):
        return None
    return re.compile(source, pattern.flags & ~re.IGNORECASE)


def _may_start_with(pattern: str, char: str) -> bool:
    first = _first_chars(pattern)
    return first is None or char in first


_FIRST_CHARS: dict[str, frozenset[str] | None] = {}


def _first_chars(pattern: str) -> frozenset[str] | None:
    """The lowercase ASCII characters a case-insensitive match of ``pattern`` can start with;
    None when it could start with any (or the analysis cannot tell, or it can match nothing)."""
    if pattern not in _FIRST_CHARS:
        try:
            chars, nullable = _first(list(_sre_parse.parse(pattern, re.IGNORECASE)))
        except Exception:  # pragma: no cover - a pattern the parser's internals do not expose
            chars, nullable = None, True
        _FIRST_CHARS[pattern] = None if chars is None or nullable else frozenset(chars)
    return _FIRST_CHARS[pattern]


def _first(items: list[Any]) -> tuple[set[str] | None, bool]:
    """(first characters, whether the sequence can match the empty string) of parsed ``items``."""
    out: set[str] = set()
    for op, av in items:
        if op is _C.LITERAL:
            if av >= 0x80:
                # ("はい", "нет": no ASCII character matches them, so no ASCII bucket tries them)
                out.update(_ascii_matching(chr(av)))
                return out, False
            out.add(chr(av).lower())
            return out, False
        if op is _C.IN:
            for sub_op, sub_av in av:
                if sub_op is _C.LITERAL and sub_av < 0x80:
                    out.add(chr(sub_av).lower())
                elif sub_op is _C.RANGE and sub_av[1] < 0x80:
                    out.update(chr(c).lower() for c in range(sub_av[0], sub_av[1] + 1))
                else:
                    return None, False
            return out, False
        if op is _C.SUBPATTERN or op is _C.MAX_REPEAT or op is _C.MIN_REPEAT or op is _C.BRANCH:
            if op is _C.BRANCH:
                nullable = False
                for seq in av[1]:
                    chars, empty = _first(list(seq))
                    if chars is None:
                        return None, False
                    out |= chars
                    nullable = nullable or empty
            else:
                chars, nullable = _first(list(av[-1]))
                if chars is None:
                    return None, False
                out |= chars
                if op is not _C.SUBPATTERN and av[0] == 0:
                    nullable = True
            if not nullable:
                return out, False
            continue
        if op is _C.AT or op is _C.ASSERT or op is _C.ASSERT_NOT:
            continue  # zero-width: the next item starts the match
        return None, False
    return out, True


def _ascii_matching(char: str) -> set[str]:
    """The lowercase ASCII characters a case-insensitive ``char`` matches (the Kelvin sign matches "k")."""
    pattern = re.compile(re.escape(char), re.IGNORECASE)
    return {chr(c).lower() for c in range(128) if pattern.fullmatch(chr(c))}


def terms(mapping: Mapping[str, Sequence[str]]) -> tuple[tuple[str, str], ...]:
    """``(regex, label)`` pairs from ``{label: [regex, ...]}``."""
    return tuple((pattern, label) for label, patterns in mapping.items() for pattern in patterns)


def gold_aliases(mapping: Mapping[str, Sequence[str]]) -> dict[str, str]:
    """Spelling-insensitive keys of every label and its other spellings -> the label."""
    out: dict[str, str] = {}
    for label, spellings in mapping.items():
        for spelling in (label, *spellings):
            out[key(spelling)] = label
    return out


# A word that affirms or restricts a short auxiliary answer before it: "Of course it is.", "Generally it does."
_AUX_LEAD = r"(?:(?:indeed|of\s+course),?\s+)?"  # (an adverb before it is a filler word of the reader)
# A verdict on the claim itself, as a whole clause: "The saying is wrong:", "So the 10% claim is a myth.",
# "The old belief is accurate." (what the question asks about, named by a word for a claim)
_CLAIM_IS = (
    r"(?:the|that|this|your|such\s+a|a)\s+(?:[\w%'’-]+\s+){0,2}?(?:claim|saying|statement|idea|belief|premise|notion|"
    r"assumption|rumou?r|story|adage|proverb|folk\s+wisdom)s?\s+(?:is|are|was|were|'s)\s+"
    r"(?:simply\s+|just\s+|completely\s+|totally\s+|entirely\s+|flat(?:ly)?\s+|plain\s+|actually\s+|quite\s+)?"
)
_CLAUSE_END = r"(?=\s*(?:[.!,;:—–]|\s-\s|$))"
# an aside in brackets that closes the sentence of a short answer: "They do (the oxygen comes from water)."
_ASIDE_CLOSES = r"\s*\([^()\n]{1,160}\)\s*(?:[.!]|$)"
# The verdict named as a noun: "So that would be a negative.", "That's an affirmative.", "It's a no from me."
_THAT_IS_A = r"(?:that|it|this|which)(?:'s|’s|\s+is|\s+would\s+be|'d\s+be|\s+will\s+be)\s+(?:an?\s+)?(?:firm\s+|clear\s+|definite\s+)?"
# A yes or a no said with the question's own verb ("They do help.", "Verdict: doesn't predict.", "It can't
# fly."): verdicts on a question that has a verb of its own, not on whether a premise entails a hypothesis
# ("It doesn't contradict it either." denies contradiction; "..., but doesn't prove it" is no refutation).
_VERB_ECHOES = (
    r"(?:it|they|he|she|we|you|that|this)\s+(?:really\s+|certainly\s+|definitely\s+)?(?:do|does|did)\s+(?!not\b)[a-z]{3,}(?=\s*(?:[.!;:—–]|\s-\s|$))",
    r"(?:does|did)\s+(?!not\b)[a-z]{3,}(?=\s*(?:[.!;:—–]|\s-\s|$))",
    r"(?:doesn't|does\s+not|didn't|did\s+not|don't|do\s+not)\s+(?!matter\b|know\b|say\b|think\b|care\b)[a-z]{3,}(?:\s+[a-z]+){0,2}(?=\s*(?:[.!;:—–]|\s-\s|$))",
    r"(?:it|they|he|she|we|you|that|this)\s+(?:really\s+|certainly\s+|definitely\s+|still\s+)?(?:don't|doesn't|didn't|can't|cannot|won't|couldn't)\s+(?!know\b|say\b|think\b|matter\b)[a-z]{3,}(?=\s*(?:[.!;]|$))",
)
VERB_ECHOES = frozenset(_VERB_ECHOES)
# Words that state a yes or a no verdict (weak terms: they count only at a verdict position).
YES_TERMS = [
    r"yes",
    r"true",
    r"correct",
    r"yep",
    r"yeah",
    r"affirmative",
    r"certainly",
    r"absolutely",
    r"definitely",
    r"indeed",
    r"of\s+course",
    r"yup",
    r"right",
    r"sure",
    r"agreed",
    r"you\s+bet",
    r"sure\s+(?:is|does|did|can|was|are|do|will)",
    # (the other auxiliaries only as the whole clause: "Sure has.", "Sure were -", not "Sure had to ask, ...")
    r"sure\s+(?:were|has|have|had|could|would)(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    r"i\s+(?:think|believe|guess|suppose)\s+so",
    r"i(?:'d|\s+would)\s+say\s+so",
    # A double negative: "I wouldn't say it isn't", "I can't say it isn't".
    r"i\s+(?:wouldn't|would\s+not|can't|cannot|couldn't)\s+say\s+(?:it|that|they)\s+(?:isn't|is\s+not|aren't|doesn't|does\s+not|wasn't)",
    r"oui",
    r"ja",
    # Informal and other-language yeses at a verdict position: "Pretty much.", "Sí, ...", "はい、..."
    r"pretty\s+much",
    r"ja\s+(?:hoor|zeker|klar|natürlich|genau)",
    *"sí sì sim да はい 是的 是 对 네 예 हाँ हां نعم evet".split(),
    # A short answer that repeats the question's auxiliary: "It does.", "They can."
    # (after a word that affirms or restricts it: "Of course it is.", "Generally it does, ...")
    rf"{_AUX_LEAD}(?:it|they|he|she|we|you|i|that|this|there)\s+(?:(?:absolutely|certainly|definitely|really|still|surely|sure|indeed|actually|do|did)\s+)?(?:does|do|did|is|are|was|were|can|could|will|would|has|have|had|should|must)"
    # (and a second auxiliary joined to it: "They can and do.", "It could and did -")
    r"(?:\s+and\s+(?:does|do|did|is|are|was|were|will|has|have|had|often\s+(?:does|do)))?(?=\s*(?:[.!,;:—–]|\s-\s|$)|"
    + _ASIDE_CLOSES
    + ")",
    # an emphatic "do" before a verb: "They do help.", "It does work."
    _VERB_ECHOES[0],
    # an elliptical answer without its subject: "Always has been.", "Still is.", "Always will be."
    r"(?:always|still)\s+(?:has\s+been|have\s+been|is|are|was|does|do|did|will\s+be|can)(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    # no doubt left: "No doubt about it -", "Without question.", "Undoubtedly.", "There's no reason to doubt it:"
    # (opening a sentence: "..., no doubt." closing one is an intensifier)
    r"(?<![,;—–]\s)(?<![,;—–])(?:no\s+doubt(?:\s+about\s+it)?|(?:there['’]s\s+|there\s+is\s+|i\s+see\s+)?no\s+reason\s+to\s+doubt"
    r"(?:\s+(?:it|that|this|so))?|without\s+(?:a\s+)?(?:doubt|question)|no\s+question(?:\s+about\s+it)?|undoubtedly|unquestionably|beyond\s+(?:any\s+)?doubt)(?=\s*(?:[.!,:—–]|\s-\s|$))",
    # permission given: "Go for it.", "Go ahead.", "By all means."
    r"(?:go\s+for\s+it|go\s+ahead|by\s+all\s+means|feel\s+free)(?=\s*(?:[.!,:—–]|\s-\s|$))",
    # the claim confirmed by a verb: "That checks out.", "The claim holds.", "It adds up."
    r"(?:the\s+claim\s+in\s+the\s+question\s+)?(?:checks\s+out|holds(?:\s+(?:up|true))?|adds\s+up|stands)(?=\s*(?:[.!,:—–✓✔✅]|\s-\s|$))",
    # the question's verb affirmed on its own: "Verdict: does predict."
    _VERB_ECHOES[1],
    # the asked value confirmed: "That's about right.", "That's the traditional date -", "That's the usual range."
    r"(?:about|roughly|approximately|more\s+or\s+less|basically|pretty\s+much)\s+(?:right|correct|accurate)",
    r"(?:that's|that\s+is|that\s+was|it's|it\s+is)\s+(?:the|a)\s+(?:traditional|usual|standard|accepted|conventional|official|typical|normal|common|correct|right|customary)\s+"
    r"(?:date|year|figure|number|range|value|amount|rule|answer|name|term|reading|view|one)(?=\s*(?:[.!,;:—–(]|\s-\s|$))",
    # German, Spanish, Portuguese, Italian, French affirmations as a whole clause: "Jawohl.", "Claro."
    r"(?:jawohl|natürlich|klar|genau|claro|certo|certamente|bien\s+sûr|évidemment|evidentemente|por\s+supuesto)(?=\s*(?:[.!,:—–]|\s-\s|$))",
    # Informal and idiomatic yeses, only as a whole clause: "Bingo -", "Naturally.", "Spot on.",
    # "Accurate -" (for "Is the claim accurate?")
    r"(?:bingo|naturally|exactly|precisely|spot\s+on|you\s+got\s+it|accurate)(?=\s*(?:[.!:—–]|\s-\s|$))",
    # an adverb of certainty standing alone: "Obviously!", "Evidently -", "Sure thing."
    # (opening a sentence: "..., clearly." closing one is an intensifier)
    r"(?<![,;—–]\s)(?<![,;—–])(?:obviously|evidently|undeniably|unmistakably|clearly|sure\s+thing)(?=\s*(?:[.!:—–]|\s-\s|$))",
    # "of course" + the yes word, in other languages: "Claro que sí", "Bien sûr que oui", "Claro que sim"
    r"(?:claro|por\s+supuesto|bien\s+sûr|certo|certamente|naturalmente)\s+que\s+(?:sí|si|sim|oui)\b",
    # an idiom before a word of address: "Spot on, mate.", "Bingo, my friend!"
    r"(?:bingo|spot\s+on|you\s+got\s+it|you\s+bet)(?=,\s*(?:mate|my\s+friend|friend|buddy|pal|dude|sir|madam)\b)",
    *"vâng kyllä igen ναι כן".split(),
    # A negated "wrong" is a yes: "That isn't wrong", "not false".
    r"(?:(?:is|are|was|were|would\s+be|be)\s+not|isn't|aren't|wasn't|weren't|would\s+not\s+be|wouldn't\s+be|not)\s+(?:wrong|false|incorrect|inaccurate|untrue)(?:\s+at\s+all)?",
    _CLAIM_IS + r"(?:right|true|correct|accurate|spot\s+on|well\s+founded|sound)" + _CLAUSE_END,
    _THAT_IS_A + r"(?:affirmative|yes)(?:\s+from\s+me)?" + _CLAUSE_END,
]
NO_TERMS = [
    r"no",
    r"false",
    r"incorrect",
    r"nope",
    r"nah",
    r"(?:absolutely|certainly|definitely|probably|most\s+likely|likely|of\s+course|generally|usually|typically|normally|mostly|in\s+general)\s+not",
    # advice against the act asked about: "Don't.", "Please don't -", "Never.", "Under no circumstances -"
    r"(?:please\s+)?(?:don't|do\s+not)(?:\s+do\s+(?:it|that|this))?(?=\s*(?:[.!,:—–]|\s-\s|$))",
    r"(?:never(?:\s+ever)?|under\s+no\s+circumstances|not\s+under\s+any\s+circumstances|in\s+no\s+way|no\s+way\s+at\s+all)(?=\s*(?:[.!,:—–]|\s-\s|$))",
    r"never\s+(?:has|have|is|was|does|did|will)(?:\s+been)?(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    # an elliptical answer whose subject is a word for none: "None did.", "Nobody has -", "No one was."
    r"(?:none(?:\s+of\s+(?:them|those|these|it))?|nobody|no\s+one|not\s+a\s+single\s+one)\s+(?:has|have|had|is|are|was|were|do|does|did|will|would|can|could)(?:\s+been)?(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    # the claim turned round: "The opposite -", "It's the other way round:", "Quite the reverse."
    # (opening a sentence: "It doesn't fail to - quite the opposite." turns a double negative round)
    r"(?<![,;—–]\s)(?<![,;—–])(?:quite\s+)?(?:the\s+)?(?:opposite|reverse)(?:\s+is\s+true)?(?=\s*(?:[.!,:;—–]|\s-\s|$))",
    r"(?:the\s+)?other\s+way\s+a?round",
    # the claim denied by a verb: "That doesn't check out.", "The claim doesn't hold."
    r"(?:doesn't|does\s+not)\s+(?:check\s+out|hold(?:\s+(?:up|true))?|add\s+up|stand\s+up)",
    # the question's verb denied on its own: "Verdict: doesn't predict.", "Do NOT use water."
    _VERB_ECHOES[2],
    # only in a sense other than the one asked: "Not in the everyday sense -", "Not in any meaningful way."
    r"not\s+in\s+(?:the|any|a)\s+(?:[\w-]+\s+){0,2}(?:sense|way|meaning)",
    # German, Spanish, Portuguese, French, Italian refusals as a whole clause: "Keineswegs.", "Pas du tout."
    r"(?:keineswegs|auf\s+keinen\s+fall|de\s+ninguna\s+manera|en\s+absoluto|pas\s+du\s+tout|jamais|nunca|niente\s+affatto|de\s+jeito\s+nenhum)(?=\s*(?:[.!,:—–]|\s-\s|$))",
    r"not\s+at\s+all",
    # "of course" + the no word, in other languages: "Claro que no", "Bien sûr que non", "Natürlich nicht"
    r"(?:claro|por\s+supuesto|bien\s+sûr|certo|certamente|naturalmente)\s+que\s+(?:no|não|non)\b|natürlich\s+nicht\b",
    # advice to keep away from the act asked about: "Best avoid it.", "Steer clear -", "Skip it."
    r"(?:(?:definitely|best|better|just|please)\s+)?(?:avoid|skip)\s+(?:it|them|that|this)(?=\s*(?:[.!,:—–]|\s-\s|$))",
    r"(?:(?:definitely|best|better|just|please)\s+)?(?:steer\s+clear|stay\s+away)(?:\s+from\s+(?:it|them|that|this))?(?=\s*(?:[.!,:—–]|\s-\s|$))",
    r"negative",
    r"wrong",
    r"untrue",
    r"inaccurate",
    r"no\s+way",
    r"by\s+no\s+means",
    r"not\s+really",
    r"i\s+(?:don't|do\s+not)\s+(?:think|believe)\s+so",
    r"i\s+(?:think|believe)\s+not",
    r"not\s+that\s+i\s+(?:know|am\s+aware)\s+of",
    r"not\s+even\s+close",
    r"not\s+(?:exactly|quite|really|necessarily|directly|technically|strictly|literally)",
    # "Not all of them.", "Not always.": a universal question answered with a no
    r"not\s+(?:all|always|every(?:one|body|thing|\s+one)?|entirely|completely|fully|totally|everywhere)(?:\s+of\s+(?:them|it|these|those|us))?",
    # ... and the usual case denied: "Not normally.", "Not usually -", "Not typically."
    r"not\s+(?:usually|normally|typically|ordinarily|generally|commonly|as\s+a\s+rule)(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    r"nein",
    # Informal and other-language noes: "Not yet.", "Not a chance.", "Far from it.", "Нет, ...", "いいえ。"
    r"not\s+(?:yet|a\s+chance|by\s+a\s+long\s+shot|in\s+the\s+slightest)",
    r"far\s+from\s+it",
    r"nowhere\s+near(?:\s+(?:it|that))?",
    r"no\s+chance",
    r"when\s+pigs\s+fly",
    r"i(?:'d|\s+would)\s+say\s+not",
    # a short answer denying with the question's verb: "They don't help.", "It can't fly."
    _VERB_ECHOES[3],
    # (not "nei": NEI is FEVER's NOT ENOUGH INFO)
    *"non não nej ei nie hayır нет いいえ 不是 不 아니요 아니오 아뇨 नहीं لا".split(),
    # what held once holds no more: "No longer.", "Not anymore.", "Not since 2006."
    r"no\s+longer",
    r"not\s+(?:any\s*more|any\s+longer|nowadays|since\s+(?:the\s+)?[\w'-]+)",
    r"(?:a\s+)?(?:common\s+|popular\s+|widespread\s+)?(?:myth|misconception)",
    # the act or state asked about ruled out as a whole clause: "Impossible.", "Not possible -", "That would be
    # impossible, since ..." (not "impossible to say": that is undecided)
    r"(?:(?:that|it|this)(?:'s|\s+is|\s+was|\s+would\s+be|'d\s+be)\s+)?(?:simply\s+|physically\s+|quite\s+|utterly\s+|completely\s+|just\s+)?"
    r"(?:impossible|not\s+possible)(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    # a denial said twice: "No no, ...", "No, no -", "Nope, nope."
    r"(?:no|nope)(?:,?\s+(?:no|nope))+(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    rf"{_AUX_LEAD}(?:it|they|he|she|we|you|i|that|this|there)\s+(?:(?:generally|usually|really|certainly|definitely|still|just|simply|actually)\s+)?(?:doesn't|don't|didn't|isn't|aren't|wasn't|weren't|can't|cannot|couldn't|won't|wouldn't|hasn't|haven't|hadn't|shouldn't|mustn't)(?:\s+(?:need|have)\s+to|\s+one)?(?=\s*(?:[.!,;:—–]|\s-\s|$)|"
    + _ASIDE_CLOSES
    + ")",
    # "Ha, if only.": a wish that it were so
    r"(?:ha(?:ha)*,?\s+)?if\s+only(?=\s*(?:[.!—–]|\s-\s|$))",
    *"không όχι".split(),
    # A negated "true" is a no: "It is not true that...", "That's not correct", "never correct".
    r"(?:(?:is|are|was|were)\s+not|isn't|aren't|wasn't|weren't|not|never)\s+(?:true|correct|right|accurate|the\s+case)",
    _CLAIM_IS
    + r"(?:wrong|false|incorrect|mistaken|untrue|inaccurate|nonsense|an?\s+(?:myth|misconception|fallacy))"
    + _CLAUSE_END,
    _THAT_IS_A + r"(?:negative|no)(?:\s+from\s+me)?" + _CLAUSE_END,
]

_MAYBE_STRONG = [
    r"inconclusive",
    r"it\s+depends",
    r"insufficient\s+(?:evidence|information|data)",
    r"not\s+enough\s+(?:evidence|information|data)",
    r"(?:cannot|can't|can\s+not)\s+be\s+determined",
    r"(?:cannot|can't|can\s+not)\s+(?:say|tell)\s+for\s+(?:sure|certain)",
    # "It can't tell either way.", "we couldn't say one way or the other"
    r"(?:cannot|can't|can\s+not|couldn't|could\s+not)\s+(?:say|tell)\s+(?:either\s+way|one\s+way\s+or\s+the\s+other)",
    # "Can't tell." / "Can't tell - ..." / "can't tell from the abstract": not "can't tell them apart".
    r"(?:cannot|can't|can\s+not|couldn't|could\s+not)\s+tell(?=\s*(?:[.!,;:—–]|\s-\s|$)|\s+from\s+(?:this|that|the\s+(?:premise|text|passage|abstract|evidence|information)))",
    r"mixed\s+(?:evidence|results|findings)",
    r"yes\s+and\s+no",
    r"(?:is|are)\s+insufficient",
    r"either\s+way",
    r"(?:not\s+possible|impossible)\s+to\s+(?:say|tell|determine|conclude)",
]
# "I have to answer in the negative", "we answer in the affirmative".
# ("I'd reply in the negative", "we respond in the affirmative")
_ANSWER_IN_THE = (
    r"(?:(?:i|we)(?:'d|'ll)?\s+(?:(?:must|have\s+to|would|will|can|should)\s+)?)?(?:answer|reply|respond)\s+in\s+the\s+"
)
_YES_STRONG = [_ANSWER_IN_THE + "affirmative"]
_NO_STRONG = [_ANSWER_IN_THE + "negative"]
# A study's finding of no effect answers a yes/no research question with no.
_NO_EFFECT = (
    r"no\s+(?:statistically\s+)?(?:(?:significant|clear|meaningful|measurable|detectable|consistent|added|additional|extra|real|apparent|net|overall)\s+)?"
    r"(?:difference|differences|effect|effects|association|benefit|improvement|change|link|relationship|correlation|reduction|increase)"
    r"(?:\s+(?:between|in|on|for|with|of|from)\b[^.;\n]{0,80})?"
)
# (Opening its own sentence, not after a comma: "..., not distance."; not a degree: "Not remotely dangerous.")
_SHORT_NOT = r"(?<![,;]\s)(?<![,;])not\s+(?!\w+ly\b)(?:an?\s+|the\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}(?=\s*[.!]?\s*$)"
_MAYBE_WEAK = [
    # (weak, not strong: every strong term costs a little on every answer read)
    r"(?:the\s+)?jury(?:'s|\s+is)\s+still\s+out",
    r"(?:the\s+question\s+)?(?:cannot|can't|can\s+not)\s+be\s+answered\s+(?:definitively|conclusively|with\s+certainty|for\s+sure|either\s+way)"
    r"(?:\s+(?:from|with|on\s+the\s+basis\s+of)\s+(?:this|the|these)\s+\w+)?",
    r"maybe",
    *"talvez quizás quizas peut-être vielleicht forse".split(),
    r"possibly",
    r"perhaps",
    r"uncertain",
    r"unclear",
    # "It remains unclear from this study."
    r"remains\s+(?:unclear|uncertain|unknown|unproven|to\s+be\s+(?:seen|shown|proven))",
    r"unknown",
    r"partially",
    r"partly",
    # possible, not shown: "possible but unproven", "Unproven."
    r"(?:possible|plausible)\s+but\s+(?:unproven|not\s+(?:yet\s+)?(?:proven|established|shown))",
]

# The text silent on the point asked: "Her age isn't specified.", "The passage never says where.", "The study
# didn't assess harms." (an answer that names no label but says this commits to the undecided label)
_SILENT_VERBS = (
    r"say|says|said|specify|specifies|mention|mentions|state|states|indicate|indicates|tell\s+us|address|addresses|"
    r"report|reports|assess|assesses|measure|measures|cover|covers|discuss|discusses|examine|examines|test|tests|look\s+at|include|includes"
)
_SILENT_PARTICIPLES = r"specified|stated|mentioned|given|indicated|addressed|reported|described|assessed|measured|discussed|examined|tested|covered|included"
SILENCE_TERMS = (
    rf"(?:doesn't|does\s+not|didn't|did\s+not|don't|do\s+not|never)\s+(?:\w+ly\s+)?(?:{_SILENT_VERBS})",
    rf"(?:isn't|is\s+not|aren't|are\s+not|wasn't|was\s+not|weren't|were\s+not|never|not)\s+(?:\w+ly\s+|even\s+)?(?:{_SILENT_PARTICIPLES})",
    r"(?:nothing|no\s+information|no\s+mention|no\s+data|no\s+word)\s+(?:[\w']+\s+){0,4}?(?:about|on|regarding|says|tells|indicates|mentions)",
    # nothing past the range the text covers: "There's no data beyond 12 weeks.", "no information past 2019"
    r"(?:nothing|no\s+information|no\s+data|no\s+follow-?up)\s+(?:beyond|past)",
    r"(?:is|are|remains?)\s+silent\s+(?:on|about|regarding|as\s+to)",
)

YES_NO_MAYBE = LabelSet(
    name="yes-no-maybe",
    labels=("yes", "no", "maybe"),
    strong=terms({"maybe": _MAYBE_STRONG}),
    # A finding of no effect stated as the verdict ("No significant difference between the arms.")
    # is a no; the same words in a report ("The study found no significant...") are not a verdict.
    weak=terms(
        {
            "yes": [*YES_TERMS, r"supported", r"✓|✔|✅", *_YES_STRONG],
            # "Not time.", "Not a perfect cube.": a short closing "not ..." answers the question with a no
            "no": [*NO_TERMS, r"refuted", _NO_EFFECT, r"✗|✘|❌", _SHORT_NOT, *_NO_STRONG],
            "maybe": _MAYBE_WEAK,
        }
    ),
    gold_aliases=gold_aliases(
        {"yes": ["true", "1", "y"], "no": ["false", "0", "n"], "maybe": ["unknown", "uncertain"]}
    ),
    aliases=("pubmedqa", "pubmed-qa", "yesnomaybe", "yes/no/maybe"),
    fallback=tuple((term, "maybe") for term in SILENCE_TERMS),
)

YES_NO = LabelSet(
    name="yes-no",
    labels=("yes", "no"),
    strong=YES_NO_MAYBE.strong,
    weak=YES_NO_MAYBE.weak,
    gold_aliases=gold_aliases({"yes": ["true", "1", "y"], "no": ["false", "0", "n"]}),
    aliases=("boolq", "yesno", "yes/no", "boolean"),
)
