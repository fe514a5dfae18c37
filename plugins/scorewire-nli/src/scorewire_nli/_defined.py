"""Verdicts stated as what the relation means, with no label named.

- the text said to leave the hypothesis unsettled, with "whether": "The premise doesn't settle whether the
  hypothesis is true.", "The passage doesn't tell us whether the claim is true or false.", "The study does not
  say whether the dose mattered." (the text as the subject, a verb of telling or settling denied, in the answer's
  last two sentences with no contrast after it): the set's undecided label (see :func:`left_unsettled`).
- the definition of the relation said of this pair, as a conditional: "If the premise is true, the hypothesis is
  true as well.", "Whenever the evidence holds, the claim has to be false." (the premise as the condition, the
  hypothesis as the consequence; not the other way round): the entailing or contradicting polarity (see
  :func:`conditional_polarity`).

Both read only the answer's last sentences, after a substring test for their keywords.
"""

from __future__ import annotations

import re

from scorewire.extraction import LabelSet

from ._closing import last_sentences

__all__ = ["conditional_polarity", "left_unsettled"]

_SOURCE = r"(?:premise|evidence|passage|text|source|context|article|abstract|excerpt|study|survey|trial|report|data)"
_CLAIM = r"(?:hypothesis|claim|statement|conclusion)"
_UNSETTLED = ("maybe", "neutral", "NOT ENOUGH INFO")

# The text as the subject of a denied verb of telling or settling, then "whether": "the premise doesn't settle
# whether", "the evidence does not tell us whether", "the passage alone can't show whether"
_LEFT_UNSETTLED = re.compile(
    rf"\bthe\s+{_SOURCE}s?\s+(?:(?:itself|alone|here)\s+)?(?:doesn't|does\s+not|didn't|did\s+not|can't|cannot|"
    r"can\s+not|won't|fails\s+to|never)\s+(?:\w+ly\s+)?(?:settle[sd]?|say|says|tell\s+(?:us|me|you|anyone)|show|establish|"
    r"determine|decide|indicate|specify|state|reveal|mention|let\s+us\s+know|address|resolve)\s+(?:whether|if)\b"
    r"([^.!?\n]*)",
    re.IGNORECASE,
)
_CONTRAST_AFTER = re.compile(r"\b(?:but|however|though|although|yet|except)\b|[;—–]", re.IGNORECASE)


def left_unsettled(text: str, ls: LabelSet) -> str | None:
    """The set's undecided label when one of the answer's last two sentences says the text does not settle whether
    something holds (see _LEFT_UNSETTLED), with nothing set against it after; else None."""
    label = next((name for name in _UNSETTLED if name in ls.labels), None)
    if label is None or ("whether" not in text[-_TAIL:] and " if " not in text[-_TAIL:]):
        return None
    closing = last_sentences(text[-_TAIL:], 2)
    for m in _LEFT_UNSETTLED.finditer(closing):
        if _CONTRAST_AFTER.search(m.group(1)) is None:
            return label
    return None


_TAIL = 400

# "If the premise is true, the hypothesis is true as well.", "Whenever the evidence holds, the claim must be false."
_CONDITIONAL = re.compile(
    rf"(?:^|(?<=[.!?…\n:]))[\s*_\"']*(?:(?:so|thus|hence|therefore|in\s+short|in\s+other\s+words),?\s+)?"
    rf"(?:if|whenever|once)\s+(?:the\s+)?{_SOURCE}\s+(?:is\s+(?:true|correct|accurate|right)|holds)\s*,?\s*"
    rf"(?:then\s+)?(?:the\s+)?{_CLAIM}\s+(?:is|must\s+be|has\s+to\s+be|will\s+be)\s+"
    r"(?:also\s+|necessarily\s+|automatically\s+|certainly\s+)?(true|correct|false|wrong|untrue)"
    r"(?:\s+(?:as\s+well|too|also))?[\s*_\"')]*(?:[.!…]|$)|"
    rf"(?:^|(?<=[.!?…\n:]))[\s*_\"']*(?:if|whenever|once)\s+(?:the\s+)?{_SOURCE}\s+(?:is\s+(?:true|correct|accurate|right)|holds)\s*,?\s*"
    rf"(?:then\s+)?(?:the\s+)?{_CLAIM}\s+(?:cannot|can't|can\s+not)\s+be(?:\s+true)?[\s*_\"')]*(?:[.!…]|$)",
    re.IGNORECASE,
)


def conditional_polarity(text: str) -> bool | None:
    """True when one of the answer's last two sentences says the hypothesis is true if the premise is, False when
    it says it is false (or cannot be true) then, None otherwise."""
    tail = text[-_TAIL:]
    low = tail.lower()
    if ("if " not in low and "whenever" not in low and "once " not in low) or (
        "true" not in low and "false" not in low and "correct" not in low and "wrong" not in low and "hold" not in low
    ):
        return None
    closing = last_sentences(tail, 2)
    result = None
    for m in _CONDITIONAL.finditer(closing):
        word = (m.group(1) or "").lower()
        result = word in ("true", "correct")
    return result
