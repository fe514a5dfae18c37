"""A reply that sorts the options by label into a group and one odd one out: "A, B and D are all gases. C is a
solid." for "Which of these is a solid at room temperature?"

The reply gives a predicate to a list of labels and another to one label, and the two subjects together are every
option. One answer is asked for, so the lone label is the answer when its predicate has a word of the question
that the group's predicate lacks ("solid"); without that, or under a question for the option that is NOT
something, no reading is given. Used only when the reply
commits to no option by itself.
"""

from __future__ import annotations

from scorewire import lazy_compile

from ._question import asks_for_exception

__all__ = ["odd_one_out"]

# A sentence whose subject is labels alone, then its predicate: "A, B and C are ...", "Option D describes ...".
_LABEL_SUBJECT = lazy_compile(
    r"[\s*_]{0,4}(?:(?i:options?|choices?)\s{1,3})?"
    r"([A-J](?:(?:\s{0,2},\s{0,2}(?:and\s{1,3})?|\s{1,3}and\s{1,3}|\s{0,2}&\s{0,2})[A-J])*)[*_]{0,2}\s{1,3}"
    r"(?!(?:and|or|nor)\b)([a-z][^\n]*)"
)
_SENTENCES = lazy_compile(r"(?<=[.!?;])\s+|\n+")
_WORD = lazy_compile(r"[a-z]{4,}")
_LABEL = lazy_compile(r"(?<![\w'’])[A-J](?![\w'’])")


def _words(text: str) -> set[str]:
    return {w[:6] for w in _WORD.findall(text.lower())}


def odd_one_out(response: str, valid: str, question: str) -> str | None:
    """The label the reply sets apart from a group of all the other labels when the question asks for what the
    lone label's predicate says (see the module's docstring); else None."""
    if asks_for_exception(question):
        return None
    groups: list[tuple[set[str], str]] = []
    for sentence in _SENTENCES.split(response.strip()):
        m = _LABEL_SUBJECT.fullmatch(sentence)
        if m is None:
            if _LABEL.search(sentence):
                return None  # (a label outside the two subjects: not a plain sorting of the options)
            continue
        labels = set(_LABEL.findall(m.group(1)))
        if _LABEL.search(m.group(2)):
            return None
        groups.append((labels, m.group(2)))
    if len(groups) != 2:
        return None
    (one, one_says), (other, other_says) = sorted(groups, key=lambda g: len(g[0]))
    if len(one) != 1 or len(other) < 2 or one & other or one | other != set(valid):
        return None
    asked = _words(question)
    lone, group = _words(one_says), _words(other_says)
    if not (lone - group) & asked:
        return None  # (the lone label's own words do not answer the question: "D is composite" for "Which is prime?")
    return next(iter(one))
