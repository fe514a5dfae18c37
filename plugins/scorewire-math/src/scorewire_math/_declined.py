"""A reply that opens by declining to answer, names the readings it weighs, and chooses none.

Reads the reply's first sentence for a declaration that the writer cannot settle the value ("I'm not able to
determine this", "I can't say which", "This cannot be determined") and the rest for a cue that the problem
is read two ways ("could mean", "ambiguous", "doesn't specify", "both readings are defensible"). Such a reply
gives no final answer even when it names candidate values in passing; any word of commitment after the
declaration ("so", "but", "I'd go with", "the answer", "assume", "usually") means it may choose, and the
stage does not fire.
"""

from __future__ import annotations

from scorewire import lazy_compile

# The opening declaration: the writer says, before anything else, that they cannot settle the value.
_DECLINED_OPENING_RE = lazy_compile(
    r"(?i)^\W{0,3}(?:i(?:['’]m|\s+am)\s+(?:not\s+able|unable)\s+to|i\s+(?:can(?:['’]t|not)|could(?:n['’]t|\s+not))"
    r"|(?:this|it)\s+(?:can(?:['’]t|not)|could(?:n['’]t|\s+not))\s+be)\s+"
    r"(?:determine|decide|settle|say|tell|pin\s+down|determined|decided|settled|answered)\b"
)
# A cue that the problem admits two readings.
_TWO_READINGS_RE = lazy_compile(
    r"(?i)\b(?:could\s+(?:mean|be\s+read)|ambiguous|doesn['’]t\s+specify|does\s+not\s+specify|not\s+specified"
    r"|defensible|(?:both|two)\s+(?:readings|interpretations))\b"
)
# A word of commitment: the reply may go on to choose.
_COMMITMENT_RE = lazy_compile(
    r"(?i)\b(?:but|so|therefore|hence|thus|answer|go(?:ing)?\s+with|i['’](?:d|ll)|assum\w*|most\s+likely"
    r"|probably|standard|usual(?:ly)?|conventional(?:ly)?|final|boxed|pick|choose)\b|\\boxed"
)


def declines_between_readings(text: str) -> bool:
    """True when ``text`` opens by declining to settle the value, says the problem reads two ways, and never
    commits to one ("I'm not able to determine this: it could mean 10.5% or 10% ... both readings are
    defensible.")."""
    head = text[:80].lower()
    if not any(w in head for w in ("determin", "decide", "settle", "say", "tell", "pin", "answered")):
        return False  # (the cheap gate: no verb of settling near the opening)
    opening = _DECLINED_OPENING_RE.search(text)
    if opening is None:
        return False
    rest = text[opening.end() :]
    return _TWO_READINGS_RE.search(rest) is not None and _COMMITMENT_RE.search(rest) is None
