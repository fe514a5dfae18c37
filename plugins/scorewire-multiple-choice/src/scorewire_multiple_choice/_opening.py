"""Answers that open with a bare fragment naming one option, then discuss the others.

"Maastricht (1992). The Treaty of Rome created the EEC ...", "Carry oxygen via haemoglobin. White cells
fight infection ...", "The Gobi Desert — the others are hot deserts.", "Kepler: Newton came later." A
careful grader reads the verbless opening as the answer and the later sentences that name other options
as the reasons it is not them, unless the reply changes its mind on the way ("wait", "actually", ...).

The opening is the stretch before its first sentence end, bracket, dash or colon. It is a fragment when
it starts on words of exactly one option (the whole option, or its distinctive words) and anything after
them is a prepositional phrase ("via haemoglobin", "in 1928"), or a single noun the reply adds to an
option's name after an article ("The Antarctic Desert"). Any other word after the option ("Quicksort
fails here.") makes it a clause that says something of the option: no answer first. A negator, a hedge,
a conjunction or a question mark in the opening also stops the reading.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scorewire import lazy_compile

__all__ = ["fragment_opening"]

# Where the opening ends: a sentence end, a bracket, a dash, a colon or a line break (a comma does not end
# it: "Westphalia, in 1648." is one fragment, and a list of options, "Quicksort, merge sort and ...", holds a
# conjunction).
_OPENING_END = lazy_compile(r"[.!?;:(\n—–]|\s-\s")
_PREPOSITIONS = frozenset("via in at of from for with by on through using during since around about near".split())
_ARTICLES = frozenset(("the", "a", "an"))
# Words that make the opening something other than a plain answer: negation, hedging, joining.
_STOPPERS = frozenset(
    "not never no nor neither none except unlike and or but if maybe perhaps probably possibly either both "
    "might could would may is are was were isn aren wasn t".split()
)
_MAX_WORDS = 7
# (later sentences or lines checked for a survey of the options)
_MAX_LATER = 40


def _fragment(
    body: str,
    option_words: Sequence[set[str]],
    distinctive: Sequence[set[str]],
    words_key: Callable[[str], str],
) -> tuple[int, int] | None:
    """(option index, end of the opening) when ``body`` opens with a fragment naming one option."""
    if body[:1] in ">\"“'‘":
        return None  # (a quoted opening is someone else's words: '> "The Sahara, obviously."')
    end = _OPENING_END.search(body, 0, 200)
    if end is None or body[end.start()] in "?,":
        return None
    stop = end.start()
    if body[stop] == "(":
        # (a bracket that closes the fragment: "Maastricht (1992).", not "Rome (1957) created the EEC")
        close = body.find(")", stop, stop + 120)
        after = body[close + 1 : close + 3].strip() if close >= 0 else "x"
        if after[:1] not in ("", ".", "!", ";", ":", "—", "–", "-"):
            return None
    words = words_key(body[:stop].strip("*_`\"' ")).split()
    article = bool(words) and words[0] in _ARTICLES
    if article:
        words = words[1:]
    if not 0 < len(words) <= _MAX_WORDS or _STOPPERS.intersection(words):
        return None
    # The longest run of opening words that belongs to one option only and holds a word of its own.
    for k in range(len(words), 0, -1):
        prefix = set(words[:k])
        named = [
            i
            for i, (own, mine) in enumerate(zip(option_words, distinctive, strict=True))
            if prefix <= own and prefix & mine
        ]
        if not named:
            continue
        extra = words[k:]
        if len(named) > 1 or (extra and extra[0] not in _PREPOSITIONS and not (article and len(extra) == 1)):
            return None
        return named[0], stop
    return None


def fragment_opening(
    text: str,
    option_words: Sequence[set[str]],
    distinctive: Sequence[set[str]],
    words_key: Callable[[str], str],
    revision: Callable[[str], bool],
) -> int | None:
    """The index of the option a verbless opening fragment names, or None.

    ``option_words[i]`` is the set of option ``i``'s normalized words, ``distinctive[i]`` the words no other
    option has; ``words_key`` normalizes text to words; ``revision(rest)`` tells whether the text after the
    opening changes its mind. Not when a later sentence or line opens with a fragment naming another option
    (each option in turn: "Quicksort — O(n^2). Merge sort — O(n log n).")."""
    body = text.lstrip().lstrip("*_ ")
    rejected = _REJECTED_GUESS.match(body)
    if rejected is not None:
        body = body[rejected.end() :]  # (a guess asked and turned down first: "Kahlo? No - Picasso (1937).")
    found = _fragment(body, option_words, distinctive, words_key)
    if found is None:
        return None
    index, stop = found
    rest = body[stop:]
    if revision(rest):
        return None
    for count, start in enumerate(_NEXT_SENTENCE.finditer(rest, 0, 4000)):
        if count >= _MAX_LATER:
            return None  # (a reply of many short sentences is not read as an answer first)
        later = _fragment(rest[start.end() :].lstrip("*_-•\t "), option_words, distinctive, words_key)
        if later is not None and later[0] != index:
            return None
    return index


# An opening guess asked and turned down: "Filter blood? No.", "Is it Kahlo? Nope -".
_REJECTED_GUESS = lazy_compile(r"[^?\n]{1,80}\?\s{0,4}(?i:no|nope|nah|wrong)\b[.!,;:\s—–-]{0,6}")
# Where a later sentence or line starts.
_NEXT_SENTENCE = lazy_compile(r"[.!?;\n]\s+")
