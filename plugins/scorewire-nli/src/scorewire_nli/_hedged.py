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

__all__ = ["hedged_restatement", "possible_but"]

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


# An opening that holds the point possible and goes on with what keeps it from being settled: "It's possible, but
# the trial can't tell the drug from the diet.", "Could be - but nothing isolates the effect." (the undecided
# label; not one that goes on to call it unlikely, "It's possible but unlikely", a leaning the reader leaves alone)
_POSSIBLE_BUT = re.compile(
    r"[\s\"'*_>]*(?:(?:it|that|this)(?:['’]s|\s+is)\s+(?:certainly\s+|quite\s+|entirely\s+)?possible|possibly|"
    r"(?:it\s+)?could\s+be)\s*(?:[,;:—–]|\s-)?\s*but\b(?!\s+(?:unlikely|doubtful|improbable|i\s+doubt|not\s+likely)\b)",
    re.IGNORECASE,
)


def possible_but(text: str) -> bool:
    """Whether ``text`` opens by holding the point possible and goes on with "but" (see _POSSIBLE_BUT)."""
    return _POSSIBLE_BUT.match(text) is not None
