"""A verdict the answer itself denies later: the label read is named again as not the answer.

The denial takes the label as a whole clause's object, in one of two shapes:

- a negated answer or a negated "it is": "So the answer isn't no; ...", "The label can't be entailment.",
  "It's not neutral, it's a contradiction.", "esto no es neutral";
- the label added to a list of labels already ruled out: "neither neutral either", "nor maybe", "not SUPPORTS
  either".

The label must close its clause (a comma, a stop, a dash, "either"): "It's not neutral in the strict sense, but
close enough." qualifies the label and does not deny it. A denial voiced for someone else ("some would say it
isn't neutral") or under a condition is none.

A careful grader does not credit an answer with a label it goes on to deny: the reading becomes what the answer
commits to after the denial ("It's not neutral, it's a contradiction."), or nothing ("Neither entailment nor
contradiction; neither neutral either - the pair is ill-posed.").
"""

from __future__ import annotations

import re

from scorewire.extraction import LabelSet

__all__ = ["denial_after"]

# The words before a denied label (each match ends where the label must start)
_DENIAL = re.compile(
    # (a lookahead on the letters a match starts with: re then skips every other position at once)
    r"(?=[alvcrtinALVCRTIN])(?:"
    # a negated answer: "the answer isn't", "my label would not be", "the verdict can't be an"
    r"\b(?:answer|label|verdict|classification|relation(?:ship)?)\s+(?:here\s+)?"
    r"(?:can['’]t|cannot|won['’]t|(?:is|was|would|could|should|must)n['’]t|(?:is|was|would|could|can|should|must|will)\s+not)"
    r"(?:\s+be)?\s+(?:an?\s+)?"
    # a negated "it is": "it also isn't", "this is not a", "it's not"
    r"|\b(?:it|this|that)(?:['’]s|\s+is|\s+was)?\s+(?:also\s+)?(?:(?:is|was)n['’]t|not)\s+(?:also\s+)?(?:an?\s+)?"
    # one more label ruled out: "neither neutral (either)", "nor maybe", "not SUPPORTS either"
    r"|\b(?:neither|nor)\s+(?:an?\s+)?|\bnot\s+(?=[^.;:!?\n]{1,30}?\s+either\b)(?:an?\s+)?)",
    re.IGNORECASE,
)
# What closes the denied label's clause
_CLOSED = re.compile(r"[\s\"'*_)]*(?:either\b|too\b|as\s+well\b|[.,;:!?—–\n]|\s-\s|$)", re.IGNORECASE)
# A denial voiced for someone else, or under a condition, earlier in its sentence
_NOT_OWN = re.compile(
    r"\b(?:if|unless|assuming|suppose|would\s+say|might|could\s+argue|some(?:one)?|others?|one\s+could|whether)\b",
    re.IGNORECASE,
)
_NEGATION_CORE = re.compile(r"[nN](?:[oO][tT]|['’][tT]|[eE][iI][tT][hH][eE][rR]|[oO][rR])\b")
_BEFORE_NEGATION = 48  # (characters read on each side of a negation)


def _denial_at(text: str, lo: int, hi: int, negation: int) -> re.Match[str] | None:
    """The match of ``_DENIAL`` in ``[lo, hi)`` that holds the negation starting at ``negation``, or None."""
    for m in _DENIAL.finditer(text, lo, hi):
        if m.start() <= negation < m.end():
            return m
    return None


_SENTENCE_START = re.compile(r"[.!?\n][\s\"')\]]*")
_REACH = 2000


def denial_after(text: str, ls: LabelSet, label: str, after: int) -> int | None:
    """Where the first denial of ``label`` after ``after`` ends in ``text`` (see the module's docstring), or
    None."""
    hi = min(len(text), after + _REACH)
    # (each denial holds a negation: only the few places around one are read with the whole pattern)
    for neg in _NEGATION_CORE.finditer(text, after, hi):
        m = _denial_at(
            text, max(after, neg.start() - _BEFORE_NEGATION), min(hi, neg.end() + _BEFORE_NEGATION), neg.start()
        )
        if m is None:
            continue
        hit = ls.match_any_at(text, m.end())
        if hit is None or hit[0] != label or _CLOSED.match(text, hit[2]) is None:
            continue
        lo = max(after, m.start() - 200)
        starts = [s.end() for s in _SENTENCE_START.finditer(text, lo, m.start())]
        sentence_lo = starts[-1] if starts else lo
        if _NOT_OWN.search(text, sentence_lo, m.start()) is not None:
            continue
        return hit[2]
    return None
