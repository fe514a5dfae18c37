"""A yes/no/maybe answer that concludes with the question's point restated under a hedge: maybe.

"... leaves room for exceptions, so maybe some do.", "Perhaps they did.", "Hence possibly a few of them were."
restate what was asked with "maybe", "perhaps" or "possibly" in front: the writer holds it possible, not
settled - the undecided label. The restatement must be a clause with a subject of its own (not the writer: "so
maybe I'm missing something" is about the answer, not the question) and no negation ("so maybe not", "maybe it
didn't": a leaning, left to the reader's other rules). Only the answer's last sentence is read, and only when
no label was read at all.
"""

from __future__ import annotations

import re

from ._closing import last_sentence

__all__ = ["hedged_restatement"]

# The last sentence's concluding clause: after its start or a word of conclusion, the hedge, then a subject
# and a verb ("so maybe some do", "Perhaps they did.", "thus possibly the ferry was late")
_HEDGED = re.compile(
    r"(?:^|[,;:—–]\s*|\b(?:so|thus|hence|therefore|then)\s+)(?:maybe|perhaps|possibly)\s*,?\s+"
    r"(?!(?:i|we|i'm|i’m|we're|we’re|i'd|i’d|i'll|i’ll|not|no|yes)\b)"
    r"((?:[\w'’-]+\s+){0,5}?[\w'’-]+)\s*[.!]?[\s\"'*_)]*$",
    re.IGNORECASE,
)
_NEGATION = re.compile(r"\b(?:not|no|never|none|nothing|nobody|neither|nor)\b|n['’]t\b", re.IGNORECASE)
# A subject and what it does or is: the clause needs two words at least ("some do", "they were")
_MIN_WORDS = 2


def hedged_restatement(text: str) -> bool:
    """Whether ``text`` ends on a hedged restatement of the question's point (see the module's docstring)."""
    _, sentence = last_sentence(text)
    if not sentence or len(sentence) > 300 or "?" in sentence:
        return False
    m = _HEDGED.search(sentence)
    if m is None:
        return False
    clause = m.group(1)
    return len(clause.split()) >= _MIN_WORDS and _NEGATION.search(clause) is None
