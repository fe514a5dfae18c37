"""Subjects set against each other, each with a short answer: the one the question asks about decides.

"Is Canberra the capital?" - "Sydney is the biggest city, but neither it nor Melbourne is the capital;
Canberra is."; "Does Hawaii observe DST?" - "Arizona doesn't, but Hawaii does."; "Is a strawberry a berry?" -
"Bananas are berries, strawberries aren't.". A short answer in the question's auxiliary (the predicate left
unsaid) whose subject is the question's own subject, set off from another clause of the same sentence, says
the verdict for that subject, whatever the other subjects get.
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from ._restate import _QUESTION, _STOP, _WORD, _question, _stem

# a subject of one to four words, then an auxiliary, negated or not, and nothing more of its clause
_SHORT_ANSWER = lazy_compile(
    r"(?:^|[.;,:!?—–(]\s*|\s-\s+|\b(?:but|and|while|whereas|only|just)\s+)"
    r"(?!(?:but|and|while|whereas|only|just)\b)(?P<subject>[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,3}?)\s+"
    r"(?P<aux>is|are|was|were|does|do|did|can|ca|could|has|have|had|will|wo|would)(?P<neg>n't|\s+not|(?<=can)not)?"
    r"(?:\s+(?:too|also|as\s+well))?"
    # (a full stop or another break after it: a reply cut off after "the capital is" says nothing)
    r"(?=\s*(?:[.;,!)—–(]|\s-\s))",
    re.IGNORECASE,
)
# (a short answer's end alone, looked for before each break: a few string tests spare the whole pattern on a
# reply that holds none)
_BREAK = lazy_compile(r"[.;,!)(—–-]")
_SHORT_ENDS = (
    *(f" {word}" for word in "is are was were does do did can could has have had will would not too also well".split()),
    "n't",
    "cannot",
)


def _may_hold_short_answer(text: str) -> bool:
    for m in _BREAK.finditer(text, 0, 2000):
        if text[max(0, m.start() - 12) : m.start()].rstrip().lower().endswith(_SHORT_ENDS):
            return True
    return False


_GROUPS = (
    frozenset({"is", "are", "was", "were"}),
    frozenset({"do", "does", "did"}),
    frozenset({"can", "ca", "could"}),
    frozenset({"has", "have", "had"}),
    frozenset({"will", "wo", "would"}),
)
# subjects that name no one in particular, or that are pronouns (read elsewhere)
_NOT_A_NAME = frozenset(
    {"neither", "none", "both", "either", "all", "some", "most", "many", "few", "nobody", "everyone", "one", "each"}
)
_SEPARATOR = lazy_compile(r"[,;:—–(]|\s-\s|\b(?:but|while|whereas)\b", re.IGNORECASE)


# a short answer under a condition or a hedge: "Ostriches can't, unless ...", "Whales do, I think"
_HEDGED_AFTER = lazy_compile(
    r"\s*[,;:—–-]?\s*(?:if|unless|except|when|until|till|before|after|since|maybe|perhaps|probably|i\s+think|i\s+believe|apparently)\b",
    re.IGNORECASE,
)


# whether an auxiliary is in the past tense
_PAST = {
    **dict.fromkeys(("is", "are", "am", "do", "does", "can", "ca", "has", "have", "will", "wo"), False),
    **dict.fromkeys(("was", "were", "did", "could", "had", "would"), True),
}


def _group(aux: str) -> frozenset[str] | None:
    low = aux.lower()
    return next((group for group in _GROUPS if low in group), None)


def contrasted_subject(text: str, question: str) -> tuple[str, str] | None:
    """``(verdict, clause)`` when a short answer for the question's subject is set against another clause."""
    if not _may_hold_short_answer(text):
        return None
    m = _QUESTION.search(question.strip()[-2000:])
    if m is None:
        return None
    q = _question(m.group("rest"))
    asked = _group(m.group("aux"))
    if not q.units or asked is None:
        return None
    head = q.units[0]
    verdicts: set[str] = set()
    clause = ""
    for found in _SHORT_ANSWER.finditer(text[:2000]):
        if _group(found.group("aux")) is not asked:
            continue
        words = [w for w in _WORD.findall(found.group("subject")) if w.lower() not in _STOP]
        if not words or words[0].lower() in _NOT_A_NAME:
            continue
        # (a clipped form of the subject is the subject: "Crocs" for "crocodiles", "Hippos" for "hippopotamuses")
        stems = {next((h for h in head if len(s) >= 4 and h.startswith(s)), s) for s in map(_stem, words)}
        if not stems & head or not stems <= q.stems:
            continue  # another subject, or more than the question names
        # (set against another clause of its sentence: something before it since the sentence began; or the
        # reply's opening clause, the short answer given first: "Ostriches can't, their wings are too small.")
        if text.startswith(("..", "…"), found.end()):
            continue  # (a reply cut off after "the capital is...": says nothing)
        start = found.start("subject")
        opened = max(text.rfind(". ", 0, start), text.rfind("! ", 0, start), text.rfind("\n", 0, start))
        if _SEPARATOR.search(text, opened + 1, start) is None and (
            text[:start].strip(" \t\n*_>\"'")
            or _HEDGED_AFTER.match(text, found.end())
            or _PAST.get(found.group("aux").lower()) != _PAST.get(m.group("aux").lower())
        ):
            continue  # (opening the reply: in the question's own tense, "Bonn was, until 1999." is no "is")
        value = "no" if found.group("neg") else "yes"
        verdicts.add(("yes" if value == "no" else "no") if q.negated else value)
        clause = found.group().strip(" .;,:!?—–(-")
    if len(verdicts) != 1:
        return None
    return verdicts.pop(), clause
