"""A reply that hands the decision back to the asker: it commits to nothing yet.

"Liver: largest internal organ; skin: largest overall. Which one do you mean?", "It was a planet until 2006.
Are you asking about today?", "Both readings work - let me know which sense you have in mind." The writer
sets out readings and then asks the asker to choose among them, so a restatement read before that request
is a reading on offer, not an answer; a careful grader scores such a reply as committing to nothing.

One shape: the reply's last sentence asks the asker which reading, sense or thing they mean (a question
naming the asker and a verb of meaning or asking, "which ... do you mean?", "do you mean ...?", "are you
asking about ...?"), or requests it ("let me know which one you mean."). An offer of more help after an
answer ("Do you want more detail?", "Would you like the figures?") and a question to think about ("Did you
know they are related to hippos?") ask nothing about which answer is meant, and the answer stands.

(The math reader's ``_pending.py`` reads the same class for numeric answers, with a promise to finalise
once the asker confirms; it may call this function for the closing question.)
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile

_YOU = r"(?:you|you're|you've|u)"
_MEANING = (
    r"(?:mean|meant|mean't|intend|intended|refer|referring|asking|ask|talking|thinking|have\s+in\s+mind|"
    r"had\s+in\s+mind|getting\s+at|going\s+for|using|after)"
)
_HANDED_BACK = lazy_compile(
    # "Which one do you mean?", "What sense are you using?", "Whose definition did you have in mind?"
    rf"\b(?:which|what|whose)\b[^.!?\n]{{0,80}}?\b{_YOU}\s+(?:\w+\s+){{0,2}}?{_MEANING}\b[^.!?\n]{{0,80}}\?|"
    # "Do you mean the city or the state?", "Are you asking about today or back then?"
    rf"\b(?:do|did|are|were|would)\s+{_YOU}\s+(?:\w+\s+)?{_MEANING}\b[^.!?\n]{{0,120}}\?|"
    # "Let me know which one you mean.", "Tell me which sense you had in mind and I'll answer."
    rf"\b(?:let\s+me\s+know|tell\s+me|clarify|specify)\b[^.!?\n]{{0,40}}?\b(?:which|what|whether)\b[^.!?\n]{{0,60}}?"
    rf"\b{_YOU}\s+(?:\w+\s+)?{_MEANING}\b",
    re.IGNORECASE,
)
_SENTENCE_START = lazy_compile(r"(?:^|[.!?]\s+|\n)(?=\S)")


def hands_back(text: str) -> bool:
    """True when the reply's last sentence asks the asker which reading they mean (see the module)."""
    tail = text[-300:].rstrip()
    if not tail:
        return False
    starts = [m.end() for m in _SENTENCE_START.finditer(tail.rstrip("?!. \t\n\"')*_"))]
    last = tail[starts[-1] :] if starts else tail
    return _HANDED_BACK.search(last) is not None
