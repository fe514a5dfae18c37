"""A yes/no word that answers the reply's own clause, not the question.

A reply often ties its verdict word to a clause of its own in the same sentence: "So yes, the Suez is
longer.", "The answer is yes, it's divisible - so 57 is not prime.", "No, you're not wrong - the Atlantic
is the saltier one." The word then agrees with that clause ("yes, it's divisible"), and a careful grader
reads what the clause says of the question's proposition: when the rest of the sentence restates the
question with the opposite verdict ("Is the Panama longer than the Suez?" - "yes, the Suez is longer"),
the restatement is the answer, and the word only confirms the step the reply had just worked out.

The same holds when the reply takes its tied clause back after a change of mind: "So yes, he made it...
no wait, 13:50 is after 13:45. He didn't make it." - the clause the verdict word was tied to ("he made
it") is negated in so many words after a correction cue, so the verdict is the other one.

Only the sentence holding the verdict word (and, for a correction, what follows a cue) is read: the cost
is one restatement reading of a short clause, and none when the word is not followed by a clause.
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from ._judged import asker_judged
from ._restate import restated_verdict
from ._result import Extraction

# the verdict word as its own evidence: a bare word the label reader read
_BARE = frozenset({"yes", "no", "yeah", "yep", "nope", "yup", "nah"})
# what ties a clause to the word: a comma, a colon or a dash, then the clause up to the sentence's end
_TIED_CLAUSE = lazy_compile(r"[ \t]*(?:[,:—–]|[ \t]-[ \t])[ \t]*(?P<clause>[^.!?\n]{3,200})")
_WHOLE_WORD = r"(?<![\w'’-]){}(?![\w'’-])"
# a change of mind: "no wait", "wait,", "actually", "hold on", "scratch that"
_CORRECTION = lazy_compile(
    r"\b(?:wait|actually|hold\s+on|scratch\s+that|on\s+second\s+thought|correction|i\s+was\s+wrong)\b",
    re.IGNORECASE,
)
_CONTENT = lazy_compile(r"[a-z]+(?:'[a-z]+)?", re.IGNORECASE)
_NEGATORS = frozenset({"not", "never", "no"})
_PRONOUNS = frozenset({"it", "he", "she", "they", "we", "you", "i", "this", "that", "there"})
_AUXILIARIES = frozenset(
    "is are was were am do does did can could will would has have had should must may might".split()
)
_CONCLUDED = lazy_compile(
    r"(?:[,;]|[ \t]?[—–]|[ \t]-[ \t])[ \t]*(?:so|therefore|thus|hence|meaning|which\s+means|i\.e\.)[ \t]+(?=\w)",
    re.IGNORECASE,
)
_THAN = lazy_compile(r"\b(?P<word>[a-z]{3,}er|more\s+[a-z]+|less\s+[a-z]+)\s+than\b", re.IGNORECASE)


def _compares(question: str, clause: str) -> bool:
    """Whether the question compares two things ("Is A longer than B?") and the clause uses its comparative
    without "than" of its own ("the Suez is longer")."""
    m = _THAN.search(question)
    return m is not None and " than " not in clause and m.group("word").lower() in clause.lower()


_BREAK = lazy_compile(r"\.{2,}|…|[.!?](?=\s|$)|[\n:;—–]|\s-\s")


_DETERMINERS = frozenset({"the", "a", "an", "its", "their", "his", "her", "our", "my", "your"})


def _pronoun_for_another(head: str, concluded: str, question: str) -> bool:
    """Whether a conclusion opening with a pronoun ("so it's the hottest") speaks of the subject of the clause
    before it, and that subject is something the question does not name ("Mercury is closest to the Sun"):
    then the conclusion is about that other thing, not the question's subject."""
    opening = _CONTENT.match(concluded.lstrip())
    if opening is None or opening.group(0).lower().split("'")[0] not in _PRONOUNS:
        return False
    subject = next((w for w in _CONTENT.findall(head) if w.lower() not in _DETERMINERS), None)
    if subject is None or subject.lower().split("'")[0] in _PRONOUNS:
        return False
    asked = [w.lower() for w in _CONTENT.findall(question)]
    return not any(_same_word(subject.lower(), word) for word in asked)


def _word_at(text: str, found: Extraction) -> re.Match[str] | None:
    """Where the verdict word ``found`` read stands: the first one for an opening, else the last."""
    word = (found.evidence or "").strip(" .!*_")
    if word.lower() not in _BARE:
        return None
    pattern = re.compile(_WHOLE_WORD.format(re.escape(word)))
    if found.method == "first_line":
        return pattern.search(text, 0, 400)
    return next(reversed(list(pattern.finditer(text, max(0, len(text) - 400)))), None)


def _claim(clause: str) -> tuple[frozenset[str], bool] | None:
    """The content words of a short clause and whether it is negated (None: not a short plain clause)."""
    words = [w.lower() for w in _CONTENT.findall(clause)]
    negated = False
    content = []
    for w in words:
        if w in _NEGATORS or w.endswith("n't"):
            negated = not negated
            continue
        if w in _PRONOUNS or w in _AUXILIARIES or len(w) < 2:
            continue
        content.append(w.split("'")[0])
    if not content or len(content) > 4:
        return None
    return frozenset(content), negated


def _same_word(a: str, b: str) -> bool:
    # ("made" / "make": a verb that "did not" puts back in its plain form keeps its first letters)
    return a == b or a[:3] == b[:3] or (a[:2] == b[:2] and max(len(a), len(b)) <= 5)


def _same_words(a: frozenset[str], b: frozenset[str]) -> bool:
    return len(a) == len(b) and all(any(_same_word(x, y) for y in b) for x in a)


def _taken_back(text: str, start: int, clause: str, value: str) -> Extraction | None:
    """The tied clause negated in so many words after a correction cue: the other verdict."""
    cue = _CORRECTION.search(text, start, start + 300)
    if cue is None:
        return None
    own = _claim(_BREAK.split(clause, 1)[0])
    if own is None:
        return None
    words, negated = own
    for piece in _BREAK.split(text[cue.end() : cue.end() + 400]):
        later = _claim(piece)
        if later is not None and _same_words(later[0], words) and later[1] != negated:
            evidence = piece.strip()
            return Extraction("no" if value == "yes" else "yes", "conclusion", None, None, evidence)
    return None


def tied_clause(text: str, found: Extraction, question: str) -> Extraction | None:
    """The verdict of the clause ``found``'s bare verdict word is tied to, when it is the other one."""
    at = _word_at(text, found)
    if at is None:
        return None
    m = _TIED_CLAUSE.match(text, at.end())
    if m is None:
        return None
    clause = m.group("clause")
    later = _taken_back(text, m.start("clause"), clause, found.value or "")
    if later is not None:
        return later
    judged = asker_judged(clause)
    if judged is not None:  # "No, you're not wrong - ...": the word answers whether the asker is wrong
        return Extraction(judged[0], "restatement", None, None, judged[1]) if judged[0] != found.value else None
    # (what the clause concludes after a cue, "- meaning 57 is not prime", "so it arrives late"; or, for a
    # question comparing two things, the clause naming which has more of the quality: "yes, the Suez is longer")
    last = next(reversed(list(_CONCLUDED.finditer(clause))), None)
    if last is not None:
        if _pronoun_for_another(clause[: last.start()], clause[last.end() :], question):
            return None  # ("No - Mercury is closest to the Sun, so it's the hottest.": "it" is Mercury)
        restated = restated_verdict(clause[last.end() :].strip() + ".", question)
    elif _compares(question, clause):
        restated = restated_verdict(clause.strip() + ".", question)
    else:
        return None
    if restated is None or restated[0] == found.value:
        return None
    return Extraction(restated[0], "restatement", None, None, restated[1])
