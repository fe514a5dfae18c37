"""Answers whose closing sentence leaves two options open: "The wording is ambiguous, so it's C or D.",
"Both A and D can be defended.", "Hard to say - B/C."

A careful grader gives no option for a reply that ends on two labels offered as alternatives ("X or Y",
"X/Y", "either X or Y") or on two labels that are both held ("both X and Y"), whatever reading of the text
came before: the reply has not picked one. The pair must be the closing sentence's only labels (a third
label is the one picked: "Whether A or B, the answer is C.") and no negation may come before it in that
sentence ("It's C, not A or B."), and no option may itself name two labels ("Both A and B").
"""

from __future__ import annotations

from collections.abc import Sequence

from scorewire import lazy_compile

__all__ = ["closing_pair"]

_LABEL = r"[*_(\[]{0,4}(?:(?i:option)\s{1,8})?[*_(\[]{0,4}(?P<NAME>[A-J])[*_)\]]{0,4}(?![\w'’])"
# Two labels as alternatives or as both held; up to two hedging words may sit between them.
_PAIR = lazy_compile(
    r"(?<![\w'’])(?:(?i:either)\s{1,8}|(?P<both>(?i:both))\s{1,8}(?:(?i:options)\s{1,8})?)?"
    + _LABEL.replace("NAME", "first")
    + r",?\s{0,8}(?:(?P<alt>(?i:or)|/)|(?i:and|&))\s{0,8}(?:(?i:maybe|perhaps|possibly|even)\s{1,8})?"
    + _LABEL.replace("NAME", "second")
)
_ANY_LABEL = lazy_compile(r"(?<![\w'’])[*_(\[]{0,4}([A-J])[*_)\]]{0,4}(?![\w'’])")
_NEGATION = lazy_compile(r"(?i)\b(?:not|never|neither|nor|no|rule\s{1,8}out|ruled\s{1,8}out|except)\b|n['’]t\b")
_SENTENCE = lazy_compile(r"[.!?;]\s+(?=\S)|\n+")


def closing_pair(text: str, valid: str, choices: Sequence[str] = ()) -> bool:
    """True when the reply's closing sentence leaves two valid option labels open (see the module).

    Never when an option itself names two labels ("Both A and B", "Neither A nor B"): the pair may be
    that option's text."""
    if any(len(set(_ANY_LABEL.findall(str(c))) & set(valid)) >= 2 for c in choices):
        return False
    tail = text.rstrip()[-300:]
    starts = [m.end() for m in _SENTENCE.finditer(tail)]
    last = tail[starts[-1] :] if starts else tail
    if "?" in last:
        return False  # (a question about the pair, answered or not: "C or D?")
    for m in _PAIR.finditer(last):
        first, second = m.group("first"), m.group("second")
        if first == second or first not in valid or second not in valid:
            continue
        if m.group("alt") is None and m.group("both") is None:
            continue  # ("A and C" alone may be a set the question asks for)
        if _NEGATION.search(last, 0, m.start()):
            continue
        others = {o.group(1) for o in _ANY_LABEL.finditer(last)} - {first, second, "I"}
        if others & set(valid):
            continue
        return True
    return False
