"""A fact-verification answer that ends by calling the claim's details wrong: REFUTES.

"She was a painter. Claim: sculptor. Both nationality and medium are wrong.", "The year and the city are
incorrect.", "So the date given is mistaken." name what the claim states and judge it false, without a label: a
careful grader reads a refutation. The judged noun phrase must be the claim's content, so a subject that is the
evidence ("the source is wrong"), the writer's own reasoning ("my first reading was wrong"), a pronoun ("that's
wrong", which may judge anything said before) or a negated one ("nothing here is wrong") is none. Only the last
sentence is read, and only when no label was read at all.
"""

from __future__ import annotations

import re

from ._closing import last_sentence

__all__ = ["details_wrong"]

_JUDGED_WRONG = re.compile(
    r"^[\s*_>\"'-]*(?:(?:so|thus|hence|therefore|overall|in\s+short|in\s+sum)\s*,?\s+)?"
    r"(?P<subject>(?:[\w'’-]+\s+){0,6}?[\w'’-]+)\s+(?:is|are|was|were)\s+(?:both\s+|all\s+|[a-z]{3,}ly\s+)?"
    r"(?:wrong|incorrect|false|inaccurate|mistaken|untrue)\s*[.!]?[\s*_\"')]*$",
    re.IGNORECASE,
)
# Subjects that are not the claim's content: the evidence, the writer and their reasoning, a bare pronoun
_NOT_CONTENT = re.compile(
    r"\b(?:premise|evidence|passage|text|source|article|excerpt|document|i|my|me|we|our|us|you|your|reading|"
    r"thought|answer|guess|assumption|reasoning|label|verdict|interpretation|take|earlier|first|above|none|"
    r"nothing|no|not|neither|never)\b|n['’]t\b",
    re.IGNORECASE,
)
_PRONOUN = re.compile(r"(?:it|this|that|these|those|they|which|what|all|both|each|everything|something)", re.IGNORECASE)


def details_wrong(text: str) -> bool:
    """Whether ``text`` ends by judging the claim's details wrong (see the module's docstring)."""
    _, sentence = last_sentence(text)
    if not sentence or len(sentence) > 200 or "?" in sentence:
        return False
    m = _JUDGED_WRONG.search(sentence.strip())
    if m is None:
        return False
    subject = m.group("subject")
    return _NOT_CONTENT.search(subject) is None and _PRONOUN.fullmatch(subject.strip()) is None
