"""A reply that leaves its last step to the reader, or declines to name a value: it commits to nothing.

"Cross-multiplying, 9y = 72, so y = 72/9; the division I'll leave to you.", "From here you can finish the
arithmetic yourself.", "The rest is left as an exercise.", "I'd rather not commit to a number." The writer
says the value is still to be worked out (or that it will not give one), so whatever stands before that
sentence - an operand, an unworked quotient, a candidate - is no answer. A careful grader scores such a
reply as committing to nothing.

Two shapes close a reply this way (no digit after them):

- the remaining work handed over: "leave ... to you / to the reader / as an exercise", "... is left to you",
  "you can finish / compute / work out ...", "I'll let you do the division", where the work named is the
  computation itself (the rest, the last step, the arithmetic, a division ...) - not an optional extra
  ("I'll leave the rounding to you", "you can check it by substituting": the value before stands);
- a refusal to name a value: "let me not commit to a number", "I won't give a final answer", "I'd rather
  not state a figure".
"""

from __future__ import annotations

from scorewire import lazy_compile

# The computation itself, as the work handed over (not rounding, checking or a choice of form).
_WORK = (
    r"(?:rest|remainder|remaining\s+(?:step|steps|work|part|arithmetic)|final\s+(?:step|calculation|computation|"
    r"division|multiplication|answer|value|number)|last\s+(?:step|bit|part|calculation|computation|division)|"
    r"arithmetic|division|multiplication|addition|subtraction|calculation|computation|number[- ]crunching|"
    r"evaluation|maths?|sum|product|quotient|actual\s+(?:value|number))"
)
_DETERMINER = r"(?:(?:the|this|that|your|its)\s+)?(?:(?:simple|easy|straightforward|final|last|actual)\s+)?"
_HANDED = lazy_compile(
    # "I'll leave the division to you", "leaving the arithmetic as an exercise", "the rest I leave to you"
    rf"(?i)\bleav(?:e|ing)\s+{_DETERMINER}{_WORK}\s+(?:(?:up\s+)?to\s+(?:you|the\s+reader)|as\s+an?\s+exercise|for\s+you)\b"
    rf"|\b{_WORK}\s+(?:I['’]ll|I\s+will|I)\s+leave\s+(?:up\s+)?to\s+(?:you|the\s+reader)\b"
    # "the final step is left to you", "the arithmetic is up to you"
    rf"|\b{_WORK}\s+(?:is|are)\s+(?:left\s+)?(?:up\s+to\s+you|to\s+you|to\s+the\s+reader|as\s+an?\s+exercise|yours\b(?!\s+to\s+(?:check|verify|confirm|double)))\b"
    # "you can finish the calculation", "I'll let you do the division", "feel free to work out the product"
    r"|\b(?:you\s+(?:can|could|may|should|will\s+need\s+to|['’]ll\s+need\s+to|need\s+to)|let\s+you|feel\s+free\s+to)\s+"
    rf"(?:now\s+|easily\s+|just\s+)?(?:finish|complete|do|carry\s+out|work\s+out|compute|calculate|evaluate)\s+"
    rf"{_DETERMINER}(?:{_WORK}|it|that|this|the\s+rest)\b"
    r"|\bexercise\s+for\s+the\s+reader\b"
)
_DECLINED = lazy_compile(
    # "let me not commit to a number", "I won't give a final answer", "I'd rather not state a value"
    r"(?i)\b(?:not|n['’]t|never)\s+(?:going\s+to\s+|want\s+to\s+|able\s+to\s+|to\s+)?"
    r"(?:commit|settle|pin\s+(?:it\s+)?down|give|state|name|put\s+down|venture)\s+"
    r"(?:(?:to|on|you)\s+)?(?:a|an|any|one|the)?\s*(?:final\s+|exact\s+|specific\s+|single\s+|definite\s+|firm\s+)?"
    r"(?:number|value|answer|figure|result)\b"
)
_DIGIT = lazy_compile(r"\d")
# A word one of the two patterns needs: "leave"/"left", "you", "exercise", or a negation.
_CUES = ("leav", "left", "you", "exercise", "not", "n't", "n’t", "never")


def leaves_work_to_reader(text: str) -> bool:
    """True when the end of ``text`` hands the computation to the reader or declines to name a value, and no
    digit follows (see the module)."""
    tail = text[-300:]
    lowered = tail.lower()
    if not any(cue in lowered for cue in _CUES):
        return False  # (the usual reply: neither pattern can match, and no regex is run)
    found = None
    for pattern in (_HANDED, _DECLINED):
        for m in pattern.finditer(tail):
            if found is None or m.end() > found:
                found = m.end()
    return found is not None and _DIGIT.search(tail, found) is None
