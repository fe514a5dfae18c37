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

The same holds for a denial of a clause that itself names a label: "It isn't the case that the hypothesis isn't
supported - it's entailed." denies what the clause says of the pair (here a denial of a denial), it does not
answer "no" (contradiction); the verdict is read from the rest of the answer, and there is none when the rest
names none ("It's not true that the premise supports it." rules entailment out and says no more; "It isn't the
case that the claim isn't supported." affirms the label its clause denies). A denial of
the claim's content ("It's not true that Mercury is the hottest planet.") stays the "no" it is.
"""

from __future__ import annotations

import re

from scorewire.extraction import LabelSet

__all__ = ["conceded_word", "denied_label_clause"]

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


# A denial with a clause after it: "It isn't the case that ...", "It's not true that ..."
_DENIAL = re.compile(r"(?:not|n['’]t|never)\s+(?:the\s+case|true|correct|so)$", re.IGNORECASE)
_THAT = re.compile(r"[ \t]+that[ \t]+", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.!?;—–\n]|\s-\s")
_CLAUSE_MAX = 200
_NEGATED = re.compile(r"\b(?:not|never|no)\b|n['’]t\b", re.IGNORECASE)


def denied_label_clause(text: str, ls: LabelSet, span: tuple[int, int]) -> tuple[int, int, str | None] | None:
    """The span from the denial at ``span`` ("isn't the case", a "no" the label was read from) to the end of the
    "that" clause it denies, when that clause names a label of ``ls`` (see the module's docstring), with the
    label the denial affirms when the clause denies its one label itself; else None."""
    if len(ls.labels) < 3 or "yes" in ls.labels:
        return None
    start, end = span
    if _DENIAL.search(text, start, end) is None:
        return None
    that = _THAT.match(text, end)
    if that is None:
        return None
    stop = _CLAUSE_END.search(text, that.end(), min(len(text), that.end() + _CLAUSE_MAX))
    clause_end = stop.start() if stop is not None else min(len(text), that.end() + _CLAUSE_MAX)
    named = [(label, at) for label, at, _ in ls.find_strong(text, that.end(), clause_end) if label in ls.labels]
    if not named:
        return None
    affirmed = None
    if len({label for label, _ in named}) == 1 and _NEGATED.search(text, that.end(), named[0][1]) is not None:
        affirmed = named[0][0]  # ("It isn't the case that the claim isn't supported.": a denial denied)
    return start, clause_end, affirmed
