"""Answers that commit to an option which combines other options.

Some options stand for a set of the others: "All of the above", "Both A and B", "A, B and C",
"A and C only". An answer commits to such an option by naming the set rather than the option:
it lists the labels ("A, B, and C.", "A, B, C — all of them."), says that every option holds ("All
of them are renewable.", "the one that includes all three"), or, where one option joins two
others, says "both" ("it's not 'neither' — it's both"). A careful grader reads that set as the
option that stands for it. The set is read from the answer's last sentence that names one, and a
negation before it in its clause ("not all of them", "isn't both") leaves it unread.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorewire import lazy_compile

from ._content import _SENTENCE_END as _SENTENCE

__all__ = ["aggregate_option"]

_ALL_OPTION = lazy_compile(r"(?i)^\W*all\s{1,4}(?:of\s{1,4})?(?:the\s{1,4}|these\s{1,4})?(?:above|options|choices)\W*$")
_OPTION_LABELS = lazy_compile(r"(?<![\w'’])([A-J])(?![\w'’])")
_OPTION_JOINED = lazy_compile(
    r"(?i)^\W*(?:both\s{1,4})?(?:[A-J](?:\s{0,2},\s{0,4}|\s{1,4}and\s{1,4}|\s{0,2}&\s{0,2})){1,8}[A-J](?:\s{1,4}only)?\W*$"
)
# A list of labels the answer commits to: "A, B, and C", "A, B, C", "A and C", "A & B".
_LABEL_LIST = lazy_compile(
    r"(?<![\w'’])[A-J](?:(?:\s{0,2},\s{0,4}(?:and\s{1,4})?|\s{1,4}and\s{1,4}|\s{0,2}&\s{0,2})[A-J]){1,8}(?![\w'’])"
)
# Saying that every option holds, or that two do.
_EVERY = lazy_compile(
    r"(?i)\b(?:all\s{1,4}(?:of\s{1,4}(?:them|these|those|the\s{1,4}above)|three|four|five|six|are|were|work|apply|qualify)"
    r"|each\s{1,4}(?:of\s{1,4}them|one)|every\s{1,4}one)\b"
)
_BOTH = lazy_compile(
    r"(?i)\bboth\b(?!\s{1,4}(?:of\s{1,4})?(?:methods|options|approaches|ways|answers|choices)\b[^.]{0,40}\b(?:but|depend))"
)
_NEGATED = lazy_compile(r"(?i)\b(?:not|no|never|neither|nor)\b|n['’]t\b")
_CLAUSE_START = lazy_compile(r"(?i)[,;:—–]|\s-\s|\b(?:because|since|as|so|and|but)\b")


def _aggregates(choices: Sequence[str], valid: str) -> dict[frozenset[int], int]:
    """The options that stand for a set of others: {set of option indices: the option's index}."""
    out: dict[frozenset[int], int] = {}
    count = min(len(choices), len(valid))
    for i, choice in enumerate(choices[:count]):
        text = str(choice).strip()
        if _ALL_OPTION.match(text):
            members = frozenset(j for j in range(count) if j != i and not _is_aggregate(str(choices[j])))
        elif _OPTION_JOINED.match(text):
            members = frozenset(valid.index(x) for x in _OPTION_LABELS.findall(text) if x in valid[:count])
        else:
            continue
        if len(members) >= 2 and i not in members:
            out.setdefault(members, i)
    return out


def _is_aggregate(choice: str) -> bool:
    text = choice.strip()
    return bool(_ALL_OPTION.match(text) or _OPTION_JOINED.match(text)) or text.casefold().startswith(
        ("neither", "none")
    )


def _free(sentence: str, start: int) -> bool:
    """True when no negation stands between the clause's start and ``start``."""
    opening = 0
    for m in _CLAUSE_START.finditer(sentence, 0, start):
        opening = m.end()
    return _NEGATED.search(sentence, opening, start) is None


def aggregate_option(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The option that stands for the set of options the answer's last such sentence commits to; else None."""
    aggregates = _aggregates(choices, valid)
    if not aggregates:
        return None
    count = min(len(choices), len(valid))
    singles = frozenset(j for j in range(count) if not _is_aggregate(str(choices[j])))
    pairs = [members for members in aggregates if len(members) == 2]
    for sentence in reversed(_SENTENCE.split(text.strip()[-600:])):
        found: frozenset[int] | None = None
        for m in _LABEL_LIST.finditer(sentence):
            labels = frozenset(valid.index(x) for x in _OPTION_LABELS.findall(m.group(0)) if x in valid[:count])
            if len(labels) >= 2 and _free(sentence, m.start()):
                found = labels
        if found is None:
            every = [m for m in _EVERY.finditer(sentence) if _free(sentence, m.start())]
            if every and singles in aggregates:
                found = singles
        if found is None and len(pairs) == 1:
            both = [m for m in _BOTH.finditer(sentence) if _free(sentence, m.start())]
            if both:
                found = pairs[0]
        if found is not None:
            index = aggregates.get(found)
            return valid[index] if index is not None else None
    return None
