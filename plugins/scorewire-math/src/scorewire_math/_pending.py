"""A value offered pending the asker's word: the reply commits to nothing yet.

"As stated you'd get k = 4. Please double-check which one you meant and I can finalize.", "Let me know
which version you intended and I'll lock in the answer.", "Once you confirm the units, I can give a
final figure." The writer hands the choice back to the asker, so the values before it are readings on
offer, not an answer. A careful grader scores such a reply as committing to nothing.

Two shapes close a reply this way (no value after them):

- a request to the asker to settle which reading, version or value was meant: a verb of settling
  ("confirm", "clarify", "double-check", "let me know", "tell me", "specify") with "which"/"whether"
  ... "you meant/intended/want" (a bare question "Which count did you want?" is not enough: the reply
  may answer it itself, "The question says girls.");
- a promise to give the final answer only after the asker's word: "... and I can finalize", "once you
  confirm, I'll give the final value", "then I'll settle on one".

An offer of more help after an answer ("Let me know if you'd like the decimal form.") is neither: it
asks nothing about which answer is meant, and the answer stands.
"""

from __future__ import annotations

from scorewire import lazy_compile

_SETTLE = r"(?:confirm|clarify|double[- ]?check|re-?check|verify|let\s+me\s+know|tell\s+me|specify|indicate|check)"
_WHO_MEANT = r"(?:you|the\s+(?:problem|question|book|teacher))\s+(?:really\s+|actually\s+)?"
_MEANT = r"(?:meant|mean|intended|intend|wanted|want|had\s+in\s+mind|have\s+in\s+mind|need|prefer)"
_FINAL = (
    r"I(?:\s+can|\s+could|['’]ll|\s+will)\s+(?:then\s+)?(?:finali[sz]e|settle|lock\s+(?:it\s+)?in|commit|pin\s+(?:it\s+)?down"
    r"|give\s+(?:you\s+)?(?:a|the|one)\s+(?:final|definite|definitive|firm|single))\b"
)
_PENDING_RE = lazy_compile(
    r"(?i)"
    # "double-check which one you meant", "let me know whether you intended (2, 9)"
    r"\b" + _SETTLE + r"\b[^.!?\n]{0,80}?\b(?:which|whether|what)\b[^.!?\n]{0,80}?\b" + _WHO_MEANT + _MEANT + r"\b"
    # "... and I can finalize", "once you confirm, I'll give the final answer", "then I'll settle on one"
    r"|\b(?:and|then|once\s+you\b[^.!?\n]{0,60}?|after\s+(?:that|you\b[^.!?\n]{0,60}?)|when\s+you\b[^.!?\n]{0,60}?"
    r"|if\s+you\b[^.!?\n]{0,60}?)"
    r",?\s*"
    + _FINAL
    +
    # "I'll finalize it once you confirm", "I can give a final value when you tell me"
    r"|\b"
    + _FINAL
    + r"[^.!?\n]{0,40}?\b(?:once|after|when|as\s+soon\s+as|if)\s+you\b"
)


def pending_confirmation(text: str) -> bool:
    """True when the end of ``text`` leaves its value pending the asker's word (see the module)."""
    tail = text[-400:]
    m = None
    for m in _PENDING_RE.finditer(tail):  # noqa: B007 - the last one counts
        pass
    return m is not None and not any(c.isdigit() for c in tail[m.end() :])
