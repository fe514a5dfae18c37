"""A reply whose closing sentence declares the question open between the answers it has set out.

"On a closed interval, yes. On an open one, no. The question is ambiguous about which you mean.",
"Maine is easternmost one way, Alaska another. Both answers can be defended." The writer gives (or
restates) a verdict, or both, and then says in so many words that the question itself leaves the choice
open: either answer is defensible, or the question is ambiguous. A careful grader scores such a reply as
committing to nothing.

Two shapes, read only in the reply's last sentence (a closing after which nothing settles the choice):

- both or either answer (reading, view) said to be defensible: "Both answers can be defended.", "Either
  reading is valid." - always open;
- the question (or the wording) called ambiguous: "The question is ambiguous.", "The wording is a bit
  ambiguous here." - open only when the reply has given both verdicts ("..., yes. ..., no.") or no
  verdict word at all (its verdict is a restatement): a single plain "No." before it stands.

A later "but", "though", "still" or verdict word in that sentence settles the choice ("The question is
ambiguous, but the usual reading is yes.", "..., so I'd say no.") and the verdict stands; a negated call ("The question isn't ambiguous")
opens nothing.
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile

_BOTH_DEFENSIBLE = lazy_compile(
    r"\b(?:both|either)\s+(?:of\s+the\s+)?(?:answers?|readings?|views?|positions?|verdicts?|interpretations?)\s+"
    r"(?:can|could|may|might)\s+be\s+(?:defended|argued|justified)\b|"
    r"\b(?:both|either)\s+(?:of\s+the\s+)?(?:answers?|readings?|views?|positions?|verdicts?|interpretations?)\s+"
    r"(?:is|are)\s+(?:equally\s+)?(?:defensible|valid|justifiable|reasonable)\b",
    re.IGNORECASE,
)
_CALLED_AMBIGUOUS = lazy_compile(
    r"\bthe\s+(?:question|wording|phrasing)\s+(?:itself\s+)?is\s+(?:\w+\s+){0,2}?ambiguous\b", re.IGNORECASE
)
_SETTLED_AFTER = lazy_compile(r"\b(?:but|though|although|yet|still|yes|no)\b", re.IGNORECASE)
_VERDICT = lazy_compile(r"\b(?:(?P<yes>yes)|(?P<no>no))\b", re.IGNORECASE)
_SENTENCE_END = lazy_compile(r"[.!?](?=\s+\S)")


def declared_open(text: str) -> bool:
    """True when the reply's last sentence declares the question open (see the module)."""
    tail = text[-300:].rstrip()
    low = tail.lower()
    if "ambiguous" not in low and "defen" not in low and "valid" not in low and "reasonable" not in low:
        return False
    ends = [m.end() for m in _SENTENCE_END.finditer(tail)]
    last = tail[ends[-1] :] if ends else tail
    m = _BOTH_DEFENSIBLE.search(last)
    if m is None:
        m = _CALLED_AMBIGUOUS.search(last)
        if m is None:
            return False
        said = {"yes" if v.group("yes") else "no" for v in _VERDICT.finditer(text, 0, len(text) - len(last))}
        if len(said) == 1:
            return False  # ("No. The question is a bit ambiguous.": the plain verdict stands)
    return _SETTLED_AFTER.search(last, m.end()) is None
