"""A "yes and no" that the reply settles by restating the question in its last sentence.

"Is a whale a fish?" - "Well, yes and no. In everyday speech whales were called fish. Strictly, though, a whale
is not a fish." A reply that opens with both verdicts commits to nothing by itself; when its closing sentence
opens with a word that settles (a contrast, "strictly", "ultimately", "in the end", "overall", "that said") and
restates the question's proposition, that restatement is the verdict - as a bare "Overall, no." already is.
A closing sentence that only names one reading of several ("Botanically it's a fruit; in cooking it's a
vegetable.") has no settling word and leaves the reply undecided.
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from ._restate import restated_verdict

_BOTH = lazy_compile(r"\W*(?:(?:well|so|honestly|hmm)\W+)?yes\s+and\s+no\b", re.IGNORECASE)
_LAST = lazy_compile(r"(?:^|(?<=[.!?])|(?<=\s[—–-])|(?<=[—–]))\s*([^.!?\n—–]{3,300}[.!]?)\s*$")
_SETTLING = lazy_compile(
    r"\W*(?:(?:but|and)\s+)?(?:but|though|however|still|ultimately|overall|in\s+the\s+end|on\s+balance|strictly|"
    r"technically|all\s+told|that\s+said|in\s+short|bottom\s+line)\b",
    re.IGNORECASE,
)


def settled_both(text: str, question: str) -> tuple[str, str] | None:
    """``(verdict, evidence)`` when a reply opening "yes and no" settles it in a restating last sentence."""
    if _BOTH.match(text, 0, 40) is None:
        return None
    last = _LAST.search(text, max(0, len(text) - 320))
    if last is None or last.start(1) < 12 or _SETTLING.match(last.group(1)) is None:
        return None
    # (the settling lead and any framing phrases before the clause are set off by commas: "Strictly, though, in
    # biological terms, a whale is not a fish." - read from each comma on until a restatement is found)
    sentence = last.group(1)
    at = 0
    for _ in range(4):
        found = restated_verdict(sentence[at:].strip(), question)
        if found is not None:
            return found[0], sentence.strip()
        at = sentence.find(",", at) + 1
        if at <= 0:
            break
    return None
