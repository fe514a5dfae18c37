"""The 25 IFEval instruction checkers, with the official checker's semantics.

Reference: google-research ``instruction_following_eval`` (``instructions.py``),
the same logic that ships in the ``lm-eval`` wheel under
``lm_eval/tasks/ifeval``. Every rule below reproduces the reference verdict,
quirks included (keywords are regular expressions matched anywhere, the
``multiple_sections`` count is "at least", ``nth_paragraph_first_word`` needs
the exact paragraph count, ...); see the plugin README for the list.

Where the reference draws random values (a kwarg missing, or a
``letter_frequency`` letter outside a-z) we never do: a missing or malformed
kwarg is an :class:`InstructionError` (a row error naming the instruction), and
a non-letter ``letter`` is counted literally unless the evaluator is told to
mimic the reference with a seeded draw.
"""

from __future__ import annotations

import json
import random
import re
import string
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from scorewire import lazy_compile

from ._textstats import Text

LESS_THAN = "less than"
AT_LEAST = "at least"
RELATIONS = (LESS_THAN, AT_LEAST)
CONSTRAINED_RESPONSES = ("My answer is yes.", "My answer is no.", "My answer is maybe.")


class InstructionError(ValueError):
    """An instruction id is unknown or its kwargs cannot be used."""


def _compare(count: int, relation: str, threshold: int) -> bool:
    return count < threshold if relation == LESS_THAN else count >= threshold


class Checker:
    """Base class: parses kwargs in ``__init__``, decides in ``check``."""

    instruction_id: ClassVar[str]

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        # Like the official harness, a None (unset) kwarg counts as absent.
        self.kwargs = {k: v for k, v in kwargs.items() if v is not None}

    def check(self, text: Text) -> bool:
        """True when ``text`` follows the instruction."""
        raise NotImplementedError

    def observe(self, text: Text) -> str | None:
        """What was measured on ``text`` (shown in details when a check fails)."""
        return None

    def _need(self, key: str) -> Any:
        if key not in self.kwargs:
            raise InstructionError(
                f"instruction {self.instruction_id!r} needs kwarg {key!r}; got {sorted(self.kwargs)} "
                "(the official checker would draw a random value here; scorewire refuses to)"
            )
        return self.kwargs[key]

    def _int(self, key: str) -> int:
        value = self._need(key)
        try:
            number = int(value)
        except (TypeError, ValueError):
            raise InstructionError(
                f"instruction {self.instruction_id!r}: kwarg {key!r} must be an integer, got {value!r}"
            ) from None
        if number < 0:
            raise InstructionError(f"instruction {self.instruction_id!r}: kwarg {key!r} must be >= 0, got {number}")
        return number

    def _str(self, key: str) -> str:
        value = self._need(key)
        if not isinstance(value, str) or not value.strip():
            raise InstructionError(
                f"instruction {self.instruction_id!r}: kwarg {key!r} must be a non-empty string, got {value!r}"
            )
        return value

    def _relation(self, key: str) -> str:
        value = self._need(key)
        if value not in RELATIONS:
            raise InstructionError(
                f"instruction {self.instruction_id!r}: kwarg {key!r} must be one of {RELATIONS}, got {value!r}"
            )
        return str(value)


class KeywordExistence(Checker):
    """Every keyword occurs (case-insensitive regular-expression search, not whole-word)."""

    instruction_id = "keywords:existence"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        keywords = self._need("keywords")
        if isinstance(keywords, str) or not keywords:
            raise InstructionError(f"instruction {self.instruction_id!r}: kwarg 'keywords' must be a non-empty list")
        self.patterns = [re.compile(str(k), re.IGNORECASE) for k in sorted(keywords)]

    def check(self, text: Text) -> bool:
        return all(p.search(text.raw) for p in self.patterns)

    def observe(self, text: Text) -> str:
        return "missing: " + ", ".join(p.pattern for p in self.patterns if not p.search(text.raw))


class KeywordFrequency(Checker):
    """Occurrences of the keyword (case-insensitive regex, substrings count) vs a threshold."""

    instruction_id = "keywords:frequency"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.pattern = re.compile(self._str("keyword").strip(), re.IGNORECASE)
        self.frequency = self._int("frequency")
        self.relation = self._relation("relation")

    def count(self, text: Text) -> int:
        """Non-overlapping matches of the keyword."""
        return len(self.pattern.findall(text.raw))

    def check(self, text: Text) -> bool:
        return _compare(self.count(text), self.relation, self.frequency)

    def observe(self, text: Text) -> str:
        return f"{self.count(text)} occurrences, need {self.relation} {self.frequency}"


class ForbiddenWords(Checker):
    r"""None of the words occurs as a whole word (``\bword\b``, case-insensitive)."""

    instruction_id = "keywords:forbidden_words"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        words = self._need("forbidden_words")
        if isinstance(words, str) or not words:
            raise InstructionError(
                f"instruction {self.instruction_id!r}: kwarg 'forbidden_words' must be a non-empty list"
            )
        self.patterns = [re.compile(r"\b" + str(w) + r"\b", re.IGNORECASE) for w in sorted(set(words))]

    def check(self, text: Text) -> bool:
        return not any(p.search(text.raw) for p in self.patterns)

    def observe(self, text: Text) -> str:
        found = [p.pattern[2:-2] for p in self.patterns if p.search(text.raw)]
        return "found: " + ", ".join(found)


class LetterFrequency(Checker):
    """Occurrences of a letter (case-insensitive) vs a threshold.

    The official checker replaces a ``letter`` that is not one ASCII letter by
    a random letter. With ``letter_fallback="literal"`` (default) we count the
    given single character instead; with ``"random"`` we draw a letter as the
    reference does, from a generator seeded with ``letter_seed``.
    """

    instruction_id = "keywords:letter_frequency"

    def __init__(self, kwargs: Mapping[str, Any], *, letter_fallback: str = "literal", letter_seed: int = 0) -> None:
        super().__init__(kwargs)
        raw = self.kwargs.get("letter")
        valid = isinstance(raw, str) and len(raw) == 1 and "a" <= raw.lower() <= "z"
        self.substituted = not valid
        if valid:
            self.letter = str(raw).lower()
        elif letter_fallback == "literal":
            if not isinstance(raw, str) or len(raw) != 1:
                raise InstructionError(
                    f"instruction {self.instruction_id!r}: kwarg 'letter' must be one character, got {raw!r}"
                )
            self.letter = raw.lower()
        elif letter_fallback == "random":
            self.letter = random.Random(f"{letter_seed}:{raw!r}").choice(string.ascii_letters).lower()
        else:
            raise InstructionError(f"letter_fallback must be 'literal' or 'random', got {letter_fallback!r}")
        self.frequency = self._int("let_frequency")
        self.relation = self._relation("let_relation")

    def count(self, text: Text) -> int:
        """Occurrences of the letter in the lower-cased text."""
        return text.lower.count(self.letter)

    def check(self, text: Text) -> bool:
        return _compare(self.count(text), self.relation, self.frequency)

    def observe(self, text: Text) -> str:
        return f"{self.letter!r} occurs {self.count(text)} times, need {self.relation} {self.frequency}"


class ResponseLanguage(Checker):
    """langdetect's language equals ``language``; undetectable text passes (as in the reference)."""

    instruction_id = "language:response_language"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.language = self._str("language")

    def check(self, text: Text) -> bool:
        detected = text.language
        return detected is None or detected == self.language

    def observe(self, text: Text) -> str:
        return f"detected {text.language!r}, need {self.language!r}"


class NumberOfSentences(Checker):
    """NLTK Punkt sentence count vs a threshold."""

    instruction_id = "length_constraints:number_sentences"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.threshold = self._int("num_sentences")
        self.relation = self._relation("relation")

    def check(self, text: Text) -> bool:
        return _compare(text.count_up_to("sentences", self.threshold)[0], self.relation, self.threshold)

    def observe(self, text: Text) -> str:
        count, exact = text.count_up_to("sentences", self.threshold)
        return f"{count if exact else f'at least {count}'} sentences, need {self.relation} {self.threshold}"


_PARAGRAPH_DIVIDER = lazy_compile(r"\s?\*\*\*\s?")


class NumberOfParagraphs(Checker):
    """Exactly N paragraphs split on the markdown divider ``***``.

    Empty first/last pieces are ignored; an empty piece in the middle fails.
    """

    instruction_id = "length_constraints:number_paragraphs"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.expected = self._int("num_paragraphs")

    def count(self, text: Text) -> int | None:
        """Paragraph count, or None when an inner paragraph is empty."""
        pieces = _PARAGRAPH_DIVIDER.split(text.raw)
        last = len(pieces) - 1
        count = len(pieces)
        for index, piece in enumerate(pieces):
            if not piece.strip():
                if index in (0, last):
                    count -= 1
                else:
                    return None
        return count

    def check(self, text: Text) -> bool:
        return self.count(text) == self.expected

    def observe(self, text: Text) -> str:
        count = self.count(text)
        found = "an empty paragraph between dividers" if count is None else f"{count} paragraphs"
        return f"{found}, need exactly {self.expected}"


class NumberOfWords(Checker):
    r"""``\w+`` word count vs a threshold."""

    instruction_id = "length_constraints:number_words"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.threshold = self._int("num_words")
        self.relation = self._relation("relation")

    def check(self, text: Text) -> bool:
        return _compare(text.num_words, self.relation, self.threshold)

    def observe(self, text: Text) -> str:
        return f"{text.num_words} words, need {self.relation} {self.threshold}"


_FIRST_WORD_STOP = frozenset(".,?!'\"")


class NthParagraphFirstWord(Checker):
    r"""Exactly N paragraphs separated by ``\n\n``, and paragraph n starts with the word."""

    instruction_id = "length_constraints:nth_paragraph_first_word"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.expected = self._int("num_paragraphs")
        self.nth = self._int("nth_paragraph")
        if not 0 < self.nth <= self.expected:
            raise InstructionError(
                f"instruction {self.instruction_id!r}: nth_paragraph must be in 1..num_paragraphs "
                f"({self.expected}), got {self.nth}"
            )
        self.first_word = self._str("first_word").lower()

    def measure(self, text: Text) -> tuple[int, str | None]:
        """(non-empty paragraph count, first word of paragraph n or None)."""
        pieces = text.raw.split("\n\n")
        count = sum(1 for p in pieces if p.strip())
        if self.nth > count:
            return count, None
        paragraph = pieces[self.nth - 1].strip()
        if not paragraph:
            return count, None
        word = paragraph.split()[0].strip().lstrip("'").lstrip('"')
        letters = []
        for ch in word:
            if ch in _FIRST_WORD_STOP:
                break
            letters.append(ch.lower())
        return count, "".join(letters)

    def check(self, text: Text) -> bool:
        count, word = self.measure(text)
        return word is not None and count == self.expected and word == self.first_word

    def observe(self, text: Text) -> str:
        count, word = self.measure(text)
        return (
            f"{count} paragraphs (need {self.expected}); paragraph {self.nth} starts with {word!r} "
            f"(need {self.first_word!r})"
        )


def count_placeholders(raw: str) -> int:
    r"""``len(re.findall(r"\[.*?\]", raw))`` in one pass.

    The regular expression rescans to the end of the line from every ``[``
    without a ``]`` after it (quadratic on ``[[[[...``); here a ``[`` with no
    ``]`` later on its line skips the rest of the line, since no later ``[`` of
    that line can close either.
    """
    count = 0
    i = 0
    end = len(raw)
    find = raw.find
    while True:
        i = find("[", i)
        if i < 0:
            return count
        eol = find("\n", i)
        if eol < 0:
            eol = end
        close = find("]", i + 1, eol)
        if close < 0:
            if eol >= end:
                return count
            i = eol + 1
            continue
        count += 1
        i = close + 1


class NumberOfPlaceholders(Checker):
    """At least N ``[placeholder]`` spans."""

    instruction_id = "detectable_content:number_placeholders"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.minimum = self._int("num_placeholders")

    def check(self, text: Text) -> bool:
        return count_placeholders(text.raw) >= self.minimum

    def observe(self, text: Text) -> str:
        return f"{count_placeholders(text.raw)} placeholders, need at least {self.minimum}"


class Postscript(Checker):
    """A line (case-insensitive) starting with the postscript marker (``P.S.``, ``P.P.S`` ...)."""

    instruction_id = "detectable_content:postscript"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        marker = self._str("postscript_marker").strip()
        # The reference searches r"\s*<marker>.*$" (MULTILINE). A leading \s* may match nothing
        # and ".*$" always matches, so it finds exactly what the marker alone finds; the marker
        # alone is searched because the leading \s* made the search quadratic in runs of spaces.
        if marker == "P.P.S":
            pattern = r"p\.\s?p\.\s?s"
        elif marker == "P.S.":
            pattern = r"p\.\s?s\."
        else:
            # The reference inserts any other marker as a regular expression, unescaped.
            pattern = marker.lower()
        self.marker = marker
        self.pattern = re.compile(pattern, re.MULTILINE)

    def check(self, text: Text) -> bool:
        return self.pattern.search(text.lower) is not None

    def observe(self, text: Text) -> str:
        return f"no line starting with {self.marker!r}"


_BULLET_STAR = lazy_compile(r"^\s*\*[^\*].*$", re.MULTILINE)
_BULLET_DASH = lazy_compile(r"^\s*-.*$", re.MULTILINE)
_SPACES = lazy_compile(r"\s*")


def count_line_starts(raw: str, bullet: str) -> int:
    r"""``len(_BULLET_STAR.findall(raw))`` (``bullet="*"``) or ``len(_BULLET_DASH.findall(raw))`` (``"-"``) in one pass.

    Those expressions (the reference's) let ``^\s*`` run over newlines, so a run
    of blank lines is rescanned from each of its line starts (quadratic). Every
    line start inside one whitespace run reaches the same first non-space
    character, so it is enough to test that character once per run.
    """
    count = 0
    end = len(raw)
    find = raw.find
    skip = _SPACES.match
    p = 0  # a line start
    while p <= end:
        spaces = skip(raw, p)  # always matches (possibly nothing)
        q = spaces.end() if spaces is not None else p  # first non-space character at or after p
        if q < end and raw[q] == bullet and (bullet != "*" or (q + 1 < end and raw[q + 1] != "*")):
            count += 1
            # The match runs to the end of the line holding the character after the bullet
            # ("*" + "\n" + next line for a star bullet alone on its line).
            e = find("\n", q + 2 if bullet == "*" else q + 1)
            if e < 0:
                return count
            p = e if raw[e - 1] == "\n" else e + 1
            continue
        nl = find("\n", q)
        if nl < 0:
            return count
        p = nl + 1
    return count


class NumberOfBulletLists(Checker):
    """Exactly N markdown bullets (lines starting with ``* `` or ``-``)."""

    instruction_id = "detectable_format:number_bullet_lists"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.expected = self._int("num_bullets")

    def count(self, text: Text) -> int:
        """Number of bullet lines."""
        return count_line_starts(text.raw, "*") + count_line_starts(text.raw, "-")

    def check(self, text: Text) -> bool:
        return self.count(text) == self.expected

    def observe(self, text: Text) -> str:
        return f"{self.count(text)} bullets, need exactly {self.expected}"


class ConstrainedResponse(Checker):
    """Contains one of "My answer is yes./no./maybe." (case-sensitive substring)."""

    instruction_id = "detectable_format:constrained_response"

    def check(self, text: Text) -> bool:
        body = text.stripped
        return any(option in body for option in CONSTRAINED_RESPONSES)

    def observe(self, text: Text) -> str:
        return "none of the allowed answers found"


_HIGHLIGHT = lazy_compile(r"\*[^\n\*]*\*")
_DOUBLE_HIGHLIGHT = lazy_compile(r"\*\*[^\n\*]*\*\*")


class NumberOfHighlightedSections(Checker):
    """At least N non-blank ``*highlight*`` spans (``**bold**`` spans count too, as in the reference)."""

    instruction_id = "detectable_format:number_highlighted_sections"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.minimum = self._int("num_highlights")

    def count(self, text: Text) -> int:
        """Non-blank single-star spans plus non-blank double-star spans."""
        single = sum(1 for h in _HIGHLIGHT.findall(text.raw) if h.strip("*").strip())
        double = sum(1 for h in _DOUBLE_HIGHLIGHT.findall(text.raw) if h[2:-2].strip())
        return single + double

    def check(self, text: Text) -> bool:
        return self.count(text) >= self.minimum

    def observe(self, text: Text) -> str:
        return f"{self.count(text)} highlighted sections, need at least {self.minimum}"


class MultipleSections(Checker):
    """At least N sections, each starting with ``<splitter> <number>`` (e.g. ``SECTION 1``)."""

    instruction_id = "detectable_format:multiple_sections"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        splitter = self._str("section_spliter").strip()
        self.pattern = re.compile(r"\s?" + splitter + r"\s?\d+\s?")
        self.minimum = self._int("num_sections")

    def count(self, text: Text) -> int:
        """Number of section markers (pieces after splitting, minus one)."""
        return len(self.pattern.split(text.raw)) - 1

    def check(self, text: Text) -> bool:
        return self.count(text) >= self.minimum

    def observe(self, text: Text) -> str:
        return f"{self.count(text)} sections, need at least {self.minimum}"


class JsonFormat(Checker):
    """The whole response (optionally inside ```` ```json ```` fences) parses as JSON."""

    instruction_id = "detectable_format:json_format"

    @staticmethod
    def unfenced(text: Text) -> str:
        """The response without its code fences: each prefix is removed in turn, as in the reference."""
        body = text.stripped
        for prefix in ("```json", "```Json", "```JSON", "```"):
            body = body.removeprefix(prefix)
        return body.removesuffix("```").strip()

    def check(self, text: Text) -> bool:
        try:
            json.loads(self.unfenced(text))
        except (ValueError, RecursionError):
            return False
        return True

    def observe(self, text: Text) -> str:
        try:
            json.loads(self.unfenced(text))
        except (ValueError, RecursionError) as exc:
            return f"not JSON: {exc}"
        return "valid JSON"


_TITLE = lazy_compile(r"<<[^\n]+>>")


class Title(Checker):
    """A non-blank title wrapped in ``<<double angular brackets>>``."""

    instruction_id = "detectable_format:title"

    def check(self, text: Text) -> bool:
        return any(t.lstrip("<").rstrip(">").strip() for t in _TITLE.findall(text.raw))

    def observe(self, text: Text) -> str:
        return "no <<title>> found"


class TwoResponses(Checker):
    """Exactly two different non-blank responses separated by ``******``."""

    instruction_id = "combination:two_responses"

    def check(self, text: Text) -> bool:
        pieces = text.raw.split("******")
        last = len(pieces) - 1
        kept = []
        for index, piece in enumerate(pieces):
            if piece.strip():
                kept.append(piece)
            elif index not in (0, last):
                return False
        return len(kept) == 2 and kept[0].strip() != kept[1].strip()

    def observe(self, text: Text) -> str:
        return f"{len([p for p in text.raw.split('******') if p.strip()])} non-blank parts"


class RepeatPrompt(Checker):
    """Starts (case-insensitively, after stripping) with ``prompt_to_repeat``."""

    instruction_id = "combination:repeat_prompt"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.prefix = self._str("prompt_to_repeat").strip().lower()

    def check(self, text: Text) -> bool:
        return text.stripped.lower().startswith(self.prefix)

    def observe(self, text: Text) -> str:
        return "response does not start with the prompt"


class EndChecker(Checker):
    """Ends (case-insensitively, ignoring surrounding whitespace and double quotes) with the phrase."""

    instruction_id = "startend:end_checker"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.phrase = self._str("end_phrase").strip().lower()

    def check(self, text: Text) -> bool:
        return text.stripped.strip('"').lower().endswith(self.phrase)

    def observe(self, text: Text) -> str:
        ending = text.stripped.strip('"')[-len(self.phrase) :]
        return f"ends with {ending!r}, need {self.phrase!r}"


class CapitalWordFrequency(Checker):
    """Number of all-caps ``nltk.word_tokenize`` tokens vs a threshold."""

    instruction_id = "change_case:capital_word_frequency"

    def __init__(self, kwargs: Mapping[str, Any]) -> None:
        super().__init__(kwargs)
        self.frequency = self._int("capital_frequency")
        self.relation = self._relation("capital_relation")

    def check(self, text: Text) -> bool:
        return _compare(text.count_up_to("capital_words", self.frequency)[0], self.relation, self.frequency)

    def observe(self, text: Text) -> str:
        count, exact = text.count_up_to("capital_words", self.frequency)
        return f"{count if exact else f'at least {count}'} all-caps words, need {self.relation} {self.frequency}"


class EnglishCapital(Checker):
    """``str.isupper()`` and langdetect says English (undetectable passes, as in the reference)."""

    instruction_id = "change_case:english_capital"

    def check(self, text: Text) -> bool:
        return text.raw.isupper() and text.language in (None, "en")

    def observe(self, text: Text) -> str:
        if not text.raw.isupper():
            return "not all upper case"
        return f"detected language {text.language!r}"


class EnglishLowercase(Checker):
    """``str.islower()`` and langdetect says English (undetectable passes, as in the reference)."""

    instruction_id = "change_case:english_lowercase"

    def check(self, text: Text) -> bool:
        return text.raw.islower() and text.language in (None, "en")

    def observe(self, text: Text) -> str:
        if not text.raw.islower():
            return "not all lower case"
        return f"detected language {text.language!r}"


class NoComma(Checker):
    """No comma anywhere."""

    instruction_id = "punctuation:no_comma"

    def check(self, text: Text) -> bool:
        return "," not in text.raw

    def observe(self, text: Text) -> str:
        return f"{text.raw.count(',')} commas"


class Quotation(Checker):
    """Wrapped in double quotation marks (after stripping whitespace), at least two characters."""

    instruction_id = "startend:quotation"

    def check(self, text: Text) -> bool:
        body = text.stripped
        return len(body) > 1 and body[0] == '"' and body[-1] == '"'

    def observe(self, text: Text) -> str:
        return "not wrapped in double quotes"


CHECKERS: dict[str, type[Checker]] = {
    cls.instruction_id: cls
    for cls in (
        KeywordExistence,
        KeywordFrequency,
        ForbiddenWords,
        LetterFrequency,
        ResponseLanguage,
        NumberOfSentences,
        NumberOfParagraphs,
        NumberOfWords,
        NthParagraphFirstWord,
        NumberOfPlaceholders,
        Postscript,
        NumberOfBulletLists,
        ConstrainedResponse,
        NumberOfHighlightedSections,
        MultipleSections,
        JsonFormat,
        Title,
        TwoResponses,
        RepeatPrompt,
        EndChecker,
        CapitalWordFrequency,
        EnglishCapital,
        EnglishLowercase,
        NoComma,
        Quotation,
    )
}
"""The 25 official instruction ids and their checkers."""


def build_checker(
    instruction_id: str,
    kwargs: Mapping[str, Any] | None,
    *,
    letter_fallback: str = "literal",
    letter_seed: int = 0,
) -> Checker:
    """Build the checker for one instruction; unknown ids and bad kwargs raise :class:`InstructionError`."""
    cls = CHECKERS.get(instruction_id)
    if cls is None:
        raise InstructionError(
            f"unknown IFEval instruction id {instruction_id!r}; known ids: {', '.join(sorted(CHECKERS))}"
        )
    if kwargs is not None and not isinstance(kwargs, Mapping):
        raise InstructionError(f"instruction {instruction_id!r}: kwargs must be a mapping, got {type(kwargs).__name__}")
    args: Mapping[str, Any] = kwargs or {}
    if cls is LetterFrequency:
        return LetterFrequency(args, letter_fallback=letter_fallback, letter_seed=letter_seed)
    factory: Callable[[Mapping[str, Any]], Checker] = cls
    return factory(args)
