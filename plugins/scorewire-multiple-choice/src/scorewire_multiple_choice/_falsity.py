"""Answers to a question that asks for the FALSE statement, given as truth verdicts on the options' labels.

"Which of these statements is FALSE?" answered "C is false because ...", "A is true, B is true, D is true. C
is the false one.", "Statement B is untrue." Under such a question a label called false is the one the answer
picks, and a label called true is one it sets aside: a careful grader reads the one label the answer calls
false, when it calls none of the others false and does not also call that one true.

Elsewhere "B is true" is a verdict for B and "B is false" rules B out; only the question turns them round, so
the reading runs only when the question asks for the false or untrue statement (not a "True or false:" item,
whose options are the two verdicts themselves, and not a question that merely mentions something false, "Which
tort involves a false statement?"). Only the words of truth count ("true", "false", "untrue", "not true",
"accurate", "inaccurate"): "B is correct" may mean "B is the correct answer", and is left to the other readings.
A verdict in a condition or a report ("if B is false", "some say B is true") is no verdict of the answer's.
"""

from __future__ import annotations

from scorewire import lazy_compile

__all__ = ["asks_for_false", "stated_false"]

# The question asks which statement is false: a copula before a word of falsity ("Which of the following is
# FALSE?", "Which statement is not true?"), or "the false/untrue statement".
_ASKS_FALSE = lazy_compile(
    r"(?i)\b(?:is|are)\s{1,4}(?:not\s{1,4}true|false|untrue|inaccurate|incorrect)\b"
    r"|\bthe\s{1,4}(?:false|untrue|inaccurate|incorrect)\s{1,4}(?:statement|claim|one)\b"
)
# A truth verdict on a label: "C is false", "(B) is not true", "D is the false one", "A: true", "B — untrue",
# "statement C is false". Group 1 the label, group 2 a word of falsity, group 3 a word of truth.
_VERDICT = lazy_compile(
    r"(?<![\w'’])(?:(?i:statement|option|choice)\s{1,4})?[(\[*]{0,2}([A-J])[)\]*]{0,2}"
    r"(?:\s{1,4}(?:is|['’]s)\s{1,4}(?:(?i:also|clearly|definitely|actually|indeed|plainly|simply)\s{1,4})?(?:the\s{1,4})?"
    r"|\s{0,4}[:—–]\s{0,4}|\s-\s)"
    r"(?:(not\s{1,4}true|untrue|false|inaccurate)|(true|accurate))(?![\w'’])"
)
# Words before a verdict in its clause that make it no verdict of the answer's own.
_REPORTED = lazy_compile(
    r"(?i)\b(?:if|whether|unless|suppose|assuming|claim|claims|might|may|could|would|people|some|tempting)\b[^.;:!?\n]*$"
)


def asks_for_false(question: str) -> bool:
    """True when ``question`` asks which option is the false (untrue) statement; never for an item whose own
    options are "True" and "False"."""
    low = question.lower()
    if "true" not in low and "false" not in low and "incorrect" not in low and "inaccurate" not in low:
        return False  # (the cheap test first)
    if "true or false" in low or "false or true" in low or "true/false" in low:
        return False
    return _ASKS_FALSE.search(question) is not None


def stated_false(text: str, valid: str) -> tuple[str, frozenset[str]] | None:
    """The one label ``text`` calls false, with the labels it calls true, when it calls exactly one label false
    and not also true; else None."""
    low = text.lower()
    if "true" not in low and "false" not in low and "accurate" not in low:
        return None  # (the cheap test first)
    false: set[str] = set()
    true: set[str] = set()
    for m in _VERDICT.finditer(text):
        label = m.group(1)
        if label not in valid:
            continue
        clause_start = max(text.rfind(c, 0, m.start()) for c in ".;!?\n")
        if _REPORTED.search(text, clause_start + 1, m.start()):
            continue
        (false if m.group(2) else true).add(label)
    if len(false) != 1 or false & true:
        return None
    (label,) = false
    return label, frozenset(true)
