"""A sentence that only names an option, read as the verdict over option texts the other sentences discuss.

"Mens rea means the guilty mind. B. Actus reus is the guilty act (A).", "B, Fungi. They are closer to Animalia (C)
than to plants.", "Ad hominem (D). Appeal to authority (E) is the reverse.", "A kite might be fun! But
realistically, the umbrella.", "10 × 2 = 20 → **B** (20 m)", "B, by modus tollens. C and D are possible."

A sentence that holds nothing but an option - its label alone, its label with that option's text, or that option's
text alone - says nothing about the option but that it is the one: a careful grader reads it as the answer. The
other sentences give options a predicate of their own ("Actus reus is the guilty act (A)", "Animalia (C) is
closer"): they explain, compare or warn, and an option they name by its text or tag is no second answer.

A naming sentence may open with a word that hands the option over ("So", "Thus", "Answer:", "Simplified:", an
arrow, or a short phrase before a comma, "But realistically,"); a label may be followed, after a comma, by a short
phrase of two to six words that names no other option ("B, by modus tollens."; a lone adverb, "D, clearly.", is
left to the opening-verdict reading, which wants every other option gone over after it). Several naming sentences must name the same option (a
run of them, "Paris (A). Rome (C).", goes over the options), none may be a question, and nothing after the last one
may revise it: a retraction ("wait", "hmm", "oops", "no,"), or "actually", "instead", "rather" opening a clause
("Actually, C."; not "they are actually closer", "instead of attacking").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scorewire import lazy_compile

from ._closing_label import sentence_spans

__all__ = ["naming_verdict"]

# What may open a naming sentence: a word of conclusion, an answer marker or a one-word heading and a colon (group
# 1; not when several sentences open so), or a short phrase and a comma ("But realistically,", "In the end,").
_OPENER = lazy_compile(
    r"(?i)[\s*_#>]*(?:(?:so|thus|hence|therefore|then|okay|ok)\b[\s,:—–-]*|(?:final\s{1,4})?answer\s{0,4}[:=—–-]\s*|"
    r"([a-z'’]{2,14}\s{0,2}:)\s*|(?:(?:but|and|yet|still|well)\s{1,4})?(?:[a-z]{2,}ly|in\s{1,4}the\s{1,4}end|in\s{1,4}short|overall),\s+)?"
)
_ARROW = lazy_compile(r"→|=>|->")
# A one-word heading and a colon opening a sentence or line ("Crabs: ten.").
_HEADING = lazy_compile(r"(?:^|[.!?]\s|\n)[\s*_#>]{0,4}[A-Za-z'’]{2,14}\s{0,2}:")
# A label alone, in emphasis or brackets.
_LONE = lazy_compile(r"[*_(\[]{0,3}([A-J])[*_)\]]{0,3}")
# A label, then a separator and the rest ("B, Fungi", "B — Fungi", "**B** (20 m)", "B, by modus tollens").
_LABEL_THEN = lazy_compile(r"[*_(\[]{0,3}([A-J])[*_)\]]{0,3}\s{0,2}([,:—–]|\s-\s|(?=\())\s{0,2}(.+)")
# The text, then a tag ("Ad hominem (D)", "2/5 (B)").
_TEXT_THEN_TAG = lazy_compile(r"(.+?)\s{0,2}[(\[]([A-J])[)\]]")
_WORD = lazy_compile(r"\w+")
_LONG_WORD = lazy_compile(r"\w{4}")
_ANY_LABEL = lazy_compile(r"(?<![\w'’])[A-J](?![\w'’])")
# Words that keep a sentence from only naming an option: negation, condition, hedging, a second option joined.
_STANDALONE = lazy_compile(
    r"(?<![\w'’])(?:not|no|never|or|nor|if|unless|otherwise|maybe|perhaps|probably|possibly|likely|presumably|might|"
    r"could)(?![\w'’])|n['’]t\b"
)
# What revises the naming sentence after it.
_RETRACTS = lazy_compile(
    r"(?i)\b(?:wait|hmm+|oops|scratch\s+that|correction|second\s+thought|reconsider\w*|mistake|no\s+wait|"
    r"actually|instead|rather|no)\b"
)
# (these revise only when they open a clause: "Actually, C."; not "they are actually closer", "instead of")
_CLAUSE_OPENERS = frozenset(("actually", "instead", "rather", "no"))
_TRAILING = " \t\n.!*_\u2705\u2714\u2713"


def _body(sentence: str, headings: bool) -> str:
    """The sentence without its opener, its closing stop, emphasis or a trailing symbol; after an arrow, what follows it."""
    arrow = None
    for arrow in _ARROW.finditer(sentence):  # noqa: B007 - the last arrow counts
        pass
    if arrow is not None:
        sentence = sentence[arrow.end() :]
    body = sentence.strip().rstrip(_TRAILING)
    while body and not body[-1].isascii() and not body[-1].isalnum():
        body = body[:-1].rstrip(_TRAILING)  # ("the umbrella. 🌂")
    m = _OPENER.match(body)
    if m is not None and headings and m.group(1):
        return ""  # (one of several "thing: option" pairs, "Crabs: ten. Spiders: eight.": a survey)
    return body[m.end() :].strip(" *_") if m else body.strip(" *_")


def _named(
    body: str,
    choices: Sequence[str],
    valid: str,
    same: Callable[[str, int], bool],
    longest: int,
    words: set[str] | None,
) -> str | None:
    """The option a naming sentence's ``body`` names, else None."""
    if not body or len(body) > 90 or body[-1] in ":;,—–-":
        return None
    if body[0] not in "*_([ABCDEFGHIJ" and body[-1] not in ")]" and len(body) > longest + 8:
        return None  # (the cheap test first: no label, no tag, and longer than any option's text)
    m = _LONE.fullmatch(body)
    if m is not None:
        return m.group(1) if m.group(1) in valid else None
    m = _LABEL_THEN.fullmatch(body)
    if m is not None and m.group(1) in valid:
        index = valid.index(m.group(1))
        rest = m.group(3).strip(" *_()[]")
        if same(rest, index) and not any(same(rest, i) for i in range(len(valid)) if i != index):
            return m.group(1)
        # (a short reason after a comma that names no other option: "B, by modus tollens")
        if (
            m.group(2) == ","
            and 2 <= len(rest.split()) <= 6
            and _ANY_LABEL.search(rest) is None
            and not any(same(rest, i) for i in range(len(valid)) if i != index)
        ):
            return m.group(1)
        return None
    m = _TEXT_THEN_TAG.fullmatch(body)
    if m is not None and m.group(2) in valid:
        said, index = m.group(1).strip(" *_"), valid.index(m.group(2))
        return (
            m.group(2)
            if same(said, index) and not any(same(said, i) for i in range(len(valid)) if i != index)
            else None
        )
    if words is not None and words.isdisjoint(w for w in _WORD.findall(body.casefold()) if len(w) >= 4):
        return None  # (the cheap test first: no word of any option's text)
    hits = [i for i in range(min(len(choices), len(valid))) if same(body, i)]
    return valid[hits[0]] if len(hits) == 1 else None  # (not options that read alike: "O+" and "O-")


def naming_verdict(
    text: str, choices: Sequence[str], valid: str, same: Callable[[str, int], bool], after: int = 0
) -> str | None:
    """The option the sentences of ``text`` that only name an option name, when they all name the same one and
    nothing after the last revises it; else None. ``same(words, i)`` says whether ``words`` is option ``i``'s text;
    only sentences that start at ``after`` or later are read."""
    found: str | None = None
    last_end = 0
    longest = max((len(str(c)) for c in choices), default=0)
    # (the options' words, for a cheap test before option texts are compared; not when a number may be spelled out)
    words: set[str] | None = {w for w in _WORD.findall(" ".join(str(c) for c in choices).casefold()) if len(w) >= 4}
    if any(any(ch.isdigit() for ch in str(c)) or not _LONG_WORD.search(str(c)) for c in choices):
        words = None  # (an option of short words only, "Ne", or with a number: no cheap test)
    headings = len(_HEADING.findall(text)) >= 2
    for start, end in sentence_spans(text):
        if start < after or end - start > 140:
            continue  # (the cheap test first: a sentence that only names an option is short)
        sentence = text[start:end]
        if sentence.rstrip().endswith("?") or _STANDALONE.search(sentence.lower()):
            continue
        label = _named(_body(sentence, headings), choices, valid, same, longest, words)
        if label is None:
            continue
        if found is not None and label != found:
            return None  # (options named in turn: a survey)
        found, last_end = label, end
    if found is None or _revised(text, last_end):
        return None
    return found


def _revised(text: str, start: int) -> bool:
    """True when a retraction follows ``start`` in ``text`` (see :data:`_RETRACTS`)."""
    for m in _RETRACTS.finditer(text, start):
        if m.group().lower() not in _CLAUSE_OPENERS:
            return True
        before = text[max(start, m.start() - 6) : m.start()].rstrip()
        if not before or before[-1] in ".!?;:,—–(\n":
            return True
    return False
