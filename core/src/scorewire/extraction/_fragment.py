"""A verdict given as a bare fragment naming the question's predicate, or its opposite.

"Is this argument valid?" - "Valid." / "Invalid (it affirms the consequent)." / "Therefore: valid, not
invalid."; "Is a tuple mutable?" - "Tuples: immutable. Lists: mutable."; "Is 2100 a leap year?" - "... ->
Not a leap year."; "Is the file executable?" - "Non-executable.". A careful grader reads a clause that is
nothing but the word the question predicates of its subject as that predicate affirmed, and the same word
negated ("not", "no") or carrying a negating prefix (in-, im-, il-, ir-, un-, non-, dis-) as it denied.

One shape: the question asks "Is/Are/Was/Were <subject> ... <P>?" (what comes after a colon or an opening
bracket in the question is an example, not the predicate); a clause of the reply (a sentence, or a piece of
one between commas) is, after an optional connective ("so", "therefore", an arrow) or a label naming the
question's own subject ("Tuples:"), at most a negation, an article, up to two words the question itself uses
and P (or P with a negating prefix, or its plural). A label naming another thing ("Lists: mutable.") is
another thing's verdict and is skipped. Every such clause must agree, or the reply commits to nothing here.
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from ._handback import hands_back
from ._result import Extraction
from ._text import is_refusal, is_undecided

_ASKS = lazy_compile(r"\s*(?:is|are|was|were)\s", re.IGNORECASE)
_WORD = lazy_compile(r"[\w'-]+")
_PIECES = lazy_compile(r"[^.!?;,\n]+")
_QUOTED = lazy_compile(r"(?<!\w)['\"“‘][^'\"“”‘’\n]{1,60}['\"”’](?!\w)")
_ASIDE = lazy_compile(r"\([^()]{0,300}\)")
_CONNECTIVE = lazy_compile(
    r"\s*(?:[→⇒=✓✔]+|->|=>)?\s*(?:(?:so|therefore|thus|hence|verdict|answer|conclusion)\b\s*[:,—–-]?)?\s*(?:[→⇒✓✔]+|->|=>)?\s*",
    re.IGNORECASE,
)
_LABEL = lazy_compile(r"\s*(?P<label>[\w' -]{1,40}?)\s*[:—–]\s+(?=\S)")
_NEGATING_PREFIX = ("non-", "non", "un", "in", "im", "il", "ir", "dis")
_NEGATIONS = frozenset(("not", "no", "never"))
_ARTICLES = frozenset(("a", "an", "the"))
# (words that tie a later noun to something other than the subject: the question's last word is then no predicate)
_LINKS = frozenset(
    "for with in on of by than above below to from at about into over under after before during between".split()
)


def _stem(word: str) -> str:
    return word.lower()[:5]


def _predicate(question: str) -> tuple[str, list[str]] | None:
    """The question's predicate word and the question's words, or None when it does not ask "Is X P?"."""
    if _ASKS.match(question) is None:
        return None
    # (a quoted name is part of the subject: "Is the word 'level' a palindrome?")
    head = _QUOTED.sub(" x ", question.split("?", 1)[0])
    for stop in (":", "(", "'", '"', "“", "‘"):
        at = head.find(stop)
        if at > 0:
            head = head[:at]
    words = [w.lower() for w in _WORD.findall(head)]
    if len(words) < 3 or not words[-1].isalpha() or len(words[-1]) < 3:
        return None
    if any(w in _LINKS or w.endswith("ed") for w in words[1:-1]):
        return None  # "Was it used for gladiator fights?": the last word is not what the question predicates
    return words[-1], words


def _reading(piece: str, predicate: str, asked: list[str]) -> str | None:
    """ "yes", "no" or None for one clause of the reply."""
    words = [w.lower() for w in _WORD.findall(piece)]
    if not words or len(words) > 5 or len(piece.strip()) > 60:
        return None
    *before, last = words
    negated = False
    if last == predicate or last in (predicate + "s", predicate + "es"):
        pass
    elif len(predicate) >= 4 and predicate.isalpha():
        prefixes = [p for p in _NEGATING_PREFIX if last == p + predicate]
        if not prefixes:
            return None
        negated = True
    else:
        return None
    if before and before[0] in _NEGATIONS:
        negated = not negated
        before = before[1:]
    if before and before[0] in _ARTICLES:
        before = before[1:]
    # (words before it only as the question has them right before its predicate: "a leap year", not "it is")
    if len(before) > 2 or (before and (before != asked[-1 - len(before) : -1] or asked[0] in before)):
        return None
    return "no" if negated else "yes"


def predicate_fragment(text: str, question: str) -> Extraction | None:
    """The verdict of the reply's bare fragments naming the question's predicate, if they agree."""
    found = _predicate(question)
    if found is None:
        return None
    predicate, asked = found
    if predicate not in text.lower() or len(text) > 2000:
        return None
    stems = {_stem(w) for w in asked if len(w) >= 4}
    verdicts: list[tuple[str, str]] = []
    body = _ASIDE.sub(" ", text) if "(" in text else text
    for sentence in re.split(r"(?<=[.!?;\n])\s*", body):
        if len(sentence) > 120 or predicate not in sentence.lower():
            continue  # (a label and a fragment are short: a long sentence is prose)
        if sentence.rstrip().endswith("?"):
            continue  # "Valid? Hard to say.": the question echoed, not answered
        rest = sentence
        m = _CONNECTIVE.match(rest)
        rest = rest[m.end() :] if m else rest
        label = _LABEL.match(rest)
        if label is not None:
            named = [w for w in _WORD.findall(label.group("label")) if len(w) >= 4]
            if named and not any(_stem(w) in stems for w in named):
                if label.group("label").strip().lower() not in ("so", "therefore", "thus", "hence"):
                    continue  # another thing's verdict: "Lists: mutable."
            rest = rest[label.end() :]
        read = []
        for piece in _PIECES.findall(rest):
            if not piece.strip():
                continue
            m = _CONNECTIVE.match(piece)
            read.append((_reading(piece[m.end() :] if m else piece, predicate, asked), piece.strip()))
        # (a sentence counts only when it is nothing but such fragments: "Hmm, gladiator fights, animal hunts"
        # or "Above freezing, it rains" name the question's words in passing)
        if read and all(value is not None for value, _ in read):
            verdicts.extend((value, piece) for value, piece in read if value is not None)
    if not verdicts or any(v != verdicts[0][0] for v, _ in verdicts):
        return None
    if hands_back(text) or is_refusal(text[-400:]) or is_undecided(text[-400:]):
        return None  # "Mercury: smallest. Which one do you mean?": a reading on offer, not an answer
    return Extraction(verdicts[0][0], "restatement", None, None, verdicts[0][1])


# "Kilimanjaro — Tanzania.", "Silver → Ag.", "For modern Turkey: Ankara.": a key, an arrow, a dash, a colon or
# an equals sign, and a named value (one or two capitalised words) ending the clause
_MAPPING = lazy_compile(
    r"(?:^|(?<=[.;!\n]))\s*(?P<key>[^—–→=:.;!?\n]{1,40}?)\s*(?:—|–|→|->|=>|=|:)\s*"
    r"(?P<value>[A-Z][\w'-]{0,30}(?:\s+[A-Z][\w'-]{0,30})?)\s*(?=[.;!\n(]|$)"
)
_ASKED_NAME = lazy_compile(r"(?P<name>[A-Z][\w'-]{0,30})[\"'’”]?\s*\?\s*$")


def mapped_name(text: str, question: str) -> Extraction | None:
    """ "Is Kilimanjaro in Kenya?" - "Kilimanjaro — Tanzania. Mount Kenya — Kenya.": the question asks whether a
    name belongs to its subject; the reply maps the subject (a key sharing a word with the question, not naming
    the asked name) to a name. The same name is the verdict yes, another name no; every mapping must agree."""
    if _ASKS.match(question) is None or len(text) > 1500:
        return None
    head = question.rstrip()
    asked = _ASKED_NAME.search(head, max(0, len(head) - 40))
    if asked is None:
        return None
    if not any(mark in text for mark in ("—", "–", "→", "->", "=", ":")):
        return None
    name = asked.group("name").lower()
    # (a possessive names its owner: "the Danube's mouth")
    subject = {w.lower().split("'")[0] for w in _WORD.findall(head[: asked.start()]) if len(w) >= 3} - _LINKS
    subject -= {"the", "is", "are", "was", "were", name}
    verdicts = []
    for m in _MAPPING.finditer(text):
        key = {w.lower() for w in _WORD.findall(m.group("key"))}
        if name in key or not key & subject:
            continue  # (another thing's name, or one the question does not ask about)
        value = m.group("value").lower()
        verdicts.append(("yes" if value == name else "no", m.group().strip()))
    if not verdicts or any(v != verdicts[0][0] for v, _ in verdicts):
        return None
    if hands_back(text):
        return None
    return Extraction(verdicts[0][0], "restatement", None, None, verdicts[0][1])


# "Not 'most' — about 10%.", "So not only five.", "Not exactly 100.": a clause that is "not" and words of the
# question (its qualifier, its quantity, its predicate) denies what the question asks
_DENIED_PART = lazy_compile(
    r"(?:^|(?<=[.;!\n]))\s*(?:(?:so|thus|hence|therefore)\s*,?\s*)?not\s+(?P<part>(?:[\"'“‘*]*[\w'-]+[\"'”’*]*\s*){1,4}?)"
    r"\s*(?=[.;:!,—–\n]|\s-\s|$)",
    re.IGNORECASE,
)


def _same_word(word: str, asked: set[str]) -> bool:
    return word in asked or word.rstrip("s") in asked or word + "s" in asked


def denied_part(text: str, question: str) -> Extraction | None:
    """ "Do we lose most heat through the head?" - "Not 'most' - about 10%.": a clause denying the question's
    own words (each word of it in the question, a number counted as one) answers no."""
    if len(text) > 1500 or "not" not in text.lower():
        return None
    asked = {w.lower() for w in _WORD.findall(question)}
    for m in _DENIED_PART.finditer(text):
        words = [w.lower().strip("'\"*“”‘’") for w in _WORD.findall(m.group("part"))]
        words = [w for w in words if w not in _ARTICLES]
        if not words or not all(_same_word(w, asked) or w.isdigit() for w in words):
            continue
        if all(w.isdigit() for w in words):
            continue  # (a bare number is a value, not the question's words)
        if hands_back(text):
            return None
        return Extraction("no", "restatement", None, None, m.group().strip())
    return None
