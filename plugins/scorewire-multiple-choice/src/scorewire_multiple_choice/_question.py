"""Readings that need the question, tried only when the answer alone commits to no option.

- A question that asks for the option that is NOT something ("Which is NOT a ...?", "All of these
  EXCEPT"): the answer picks the one option it negates or crosses out ("Transfer payments ✗",
  "`array` is the one that isn't built in") when it negates no other.
- An answer that pairs several things with options ("Rickets → vitamin D. Scurvy → vitamin C."): the
  one pair whose left side names what the question asks about.

Both are structural: they read where the answer puts a negation or a pairing, and which words of the
question the answer repeats; no word of a particular subject is listed.
"""

from __future__ import annotations

from collections.abc import Callable

from scorewire import lazy_compile

from ._content import _stem

__all__ = ["asks_for_exception", "negated_option", "paired_option"]

# "Which of these is NOT ...", "... EXCEPT", "Which is not a mammal?", "Which one isn't ...?"
_EXCEPTION_QUESTION = lazy_compile(
    r"\b(?:NOT|EXCEPT)\b|(?i:\b(?:is|are|was|were|does|do|did|would|could|can|will|has|have)\s{1,4}not\b|"
    r"\b(?:isn['’]t|aren['’]t|wasn['’]t|weren['’]t|doesn['’]t|don['’]t|didn['’]t|wouldn['’]t|can['’]t|cannot)\b|"
    r"\bexcept\b|\bnot\s{1,4}(?:a|an|the|one|considered|true|correct|used|found|part)\b)"
)
# A clause's negation: "not", "n't", "never", "no", "except", a cross mark.
_NEGATION = lazy_compile(r"(?i)\b(?:not|never|no|except|excluding)\b|n['’]t\b|[✗✘❌✕☒]")
_CLAUSE_BREAK = lazy_compile(r"[.;!?](?:\s|$)|\n")
_WORD = lazy_compile(r"[^\W\d_]{4,}")
_PAIR = lazy_compile(
    r"\s{0,8}[-*•]?\s{0,4}([^\n→:=—–]{1,60}?)\s{0,4}(?:→|->|=>|:|=|—|–|\s-\s)\s{0,4}([^\n]{1,80}?)\s{0,8}"
)
_STOP = frozenset(
    "which what when where with that this these those from into does have there their about most least "
    "following correct answer option options choice causes cause".split()
)

Namer = Callable[[str], list[int]]


def asks_for_exception(question: str) -> bool:
    """True when the question asks for the option that is NOT something."""
    return _EXCEPTION_QUESTION.search(question) is not None


def negated_option(text: str, name: Namer, valid: str) -> str | None:
    """The one option named in the answer's clauses that hold a negation or a cross, when every clause
    that names an option outside them holds none ("Consumption ✓ ... Transfer payments ✗"); else None."""
    negated: set[int] = set()
    affirmed: set[int] = set()
    for clause in _CLAUSE_BREAK.split(text):
        if not clause.strip():
            continue
        named = name(clause)
        (negated if _NEGATION.search(clause) else affirmed).update(named)
    if len(negated) != 1 or negated & affirmed:
        return None
    (index,) = negated
    return valid[index] if index < len(valid) else None


def paired_option(text: str, question: str, name: Namer, short: Callable[[int], int], valid: str) -> str | None:
    """The option paired with what the question asks about, when the answer pairs things with options
    one a line or sentence ("Rickets → vitamin D. Scurvy → vitamin C.") and exactly one pair's left side
    shares a word with the question; else None. ``short(i)`` is the number of words of option ``i``."""
    # (by stem: "Humans: four chambers" answers "the human heart")
    asked = {_stem(w.casefold()) for w in _WORD.findall(question) if w.casefold() not in _STOP}
    picked: set[int] = set()
    pairs = 0
    for clause in _CLAUSE_BREAK.split(text):
        m = _PAIR.fullmatch(clause)
        if m is None:
            continue
        right = name(m.group(2))
        # (the right side is the option and little else: "vitamin D", not "20,000 × 0.9 = 18,000")
        if len(right) != 1 or len(m.group(2).split()) > short(right[0]) + 2 or any(c in m.group(2) for c in "=×*+/"):
            continue
        pairs += 1
        left = {_stem(w.casefold()) for w in _WORD.findall(m.group(1))}
        if left & asked and not name(m.group(1)):
            picked.add(right[0])
    if pairs < 2 or len(picked) != 1:
        return None
    (index,) = picked
    return valid[index] if index < len(valid) else None
