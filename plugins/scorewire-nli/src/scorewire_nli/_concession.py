"""A word that names a label only at a verdict position, granted and then set aside in its own clause.

In a set whose labels are not yes and no (NLI, FEVER), "yes", "true", "maybe", "possibly" or "sure" name a label
only where an answer states its verdict. Opening a clause that goes straight on with "but", the word grants a
point the answer then sets aside: "True in reality, but the passage never mentions it." (true in the world, not
shown by the text), "Possibly, but the premise gives snow as the cause." (a possibility conceded, not the
verdict), "Sure - but that is world knowledge." A careful grader reads the verdict elsewhere in the answer.
A label's own name is a verdict even so ("Neutral, but only just."), and yes/no sets are left alone (there
"Yes, but only in summer" is a qualified yes).

Only the place the label was read from is looked at: the clause must open at a sentence or clause start and
run, with at most a few words of qualification ("in reality", "in principle", "on its face"), to a "but".
"""

from __future__ import annotations

import re

from scorewire.extraction import LabelSet

__all__ = ["conceded_word"]

# Where a conceding clause may open: the answer's start, or after a sentence end, a colon, a dash or a bracket
_OPENS = re.compile(r"(?:^|[.!?:;(—–]|\s-)[\s\"'*_]*$")
# The rest of the clause: a few words of qualification at most, then "but" ("True in reality, but", "Possibly,
# but", "Sure - but", "Yes in everyday terms, but"); no sentence end between
_THEN_BUT = re.compile(
    r"[\"'*_]*(?:[ \t]+(?:in|on|at|for|as|from|to|by|with)[ \t]+[\w'’-]+(?:[ \t]+[\w'’-]+){0,3}?)?"
    r"[\"'*_]*[ \t]*(?:,|[—–]|\s-)?[ \t]*but\b",
    re.IGNORECASE,
)
_LOOK_BACK = 12


def conceded_word(text: str, ls: LabelSet, span: tuple[int, int]) -> bool:
    """Whether the words at ``span`` of ``text`` (a weak term of ``ls`` the label was read from) open a clause
    that grants them and goes on with "but" (see the module's docstring)."""
    if len(ls.labels) < 3 or "yes" in ls.labels:
        return False
    start, end = span
    words = text[start:end]
    if not words.strip() or ls.is_strong(words) or ls.normalize_gold(words.strip()) is not None:
        return False
    if _OPENS.search(text, max(0, start - _LOOK_BACK), start) is None and start > 0:
        if text[:start].strip(" \t\n\"'*_"):
            return False
    return _THEN_BUT.match(text, end) is not None
