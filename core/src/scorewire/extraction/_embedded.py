"""A bare yes or no to a question that negates a whole embedded claim, echoed the other way.

"Is it not true that spiders are insects?" asks whether a negation holds, so a bare "yes" or "no" can
answer either the negation or the claim inside it; English speakers use both. When the reply goes on to
restate the claim ("No, spiders are not insects."), the restatement answers the question as asked (here
"yes": it is not true), and a yes/no word that says the opposite shows the writer answered the embedded
claim instead. A careful grader scores such a reply as committing to no answer of the question asked:
the word and the restatement disagree. When they agree ("Penguins live only there. So no."), or the
opening word agrees with the negation itself ("Correct, it's not the case."), the verdict stands.

Only the shape "Is/Was it not (true|the case|correct|so) that ...?" is read here: "Isn't it true that
...?" and "Isn't Everest in Peru?" are the tag-like contracted forms, where "No, it isn't." agrees with
the negation by convention and answers "no".
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile

_EMBEDDED_NEGATION = lazy_compile(
    r"\s*(?:is|was)\s+it\s+not\s+(?:true|the\s+case|correct|right|so|a\s+fact)\s+that\b",
    re.IGNORECASE,
)
# the reply's opening yes or no and the rest of its first sentence
_OPENING_WORD = lazy_compile(r"[\s*_\"']*(?P<word>yes|no)\b[\s,;:!.—–-]*(?P<rest>[^.!?\n]{3,300}[.!?]?)", re.IGNORECASE)


def embedded_negation(question: str) -> bool:
    """Whether ``question`` negates a whole embedded claim ("Is it not true that ...?")."""
    return _EMBEDDED_NEGATION.match(question) is not None


def echo_of(text: str) -> tuple[str, str] | None:
    """The reply's opening yes/no word (lower case) and the rest of its first sentence, or None."""
    m = _OPENING_WORD.match(text[:400])
    if m is None:
        return None
    return m.group("word").lower(), m.group("rest")
