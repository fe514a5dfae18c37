"""Numbers a yes/no question is about, with what is done to them, and the value a reply gives for them.

A number in a question is often the thing asked about, not a value: "Is the square root of 5 irrational?",
"Is 3 rational?", "Is 12 squared equal to 144?". Such a number is read here as a *term*: the number with
the operation applied to it (a root before it, "√", "square root of", "cube root of", "factorial of"; a
power or a factorial after it, "²", "^10", "squared", "cubed", "!"). Two readings use the terms:

- :func:`other_subject`: a reply sentence whose subject is another term than the question's ("The square
  root of 6 is irrational." for the root of 5; "√3 is irrational." for 3; "12 is 144." for 12 squared)
  says nothing of the question's subject, so it restates nothing, whatever its predicate;
- :func:`computed_value`: a question asking whether an operation on numbers comes to a value ("Is the
  factorial of 5 equal to 120?", "Is 2^10 equal to 1024?", "Does the number 1,000,000 have exactly 7
  digits?"), and a reply giving that operation's value ("It's 60.", "2^10 = 2048", "it has 6 digits"):
  the same value is a yes, another a no.

Both read only a few short sentences, and only when the question holds a digit.
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile

_NUM = r"\d[\d,]*(?:\.\d+)?"
# a term: an optional root or factorial before the number, the number (a base subscript after it is part of
# its writing: "1010₂"), an optional power or factorial after it
_TERM = lazy_compile(
    r"(?P<pre>√|∛|\b(?:(?:square|cube|cubic|fourth)\s+)?root\s+of\s+(?:the\s+number\s+)?|\bfactorial\s+of\s+)?"
    rf"(?<![\d.,])(?P<n>{_NUM})(?![\d,]*\.?\d)[₀-₉]*"
    r"(?P<post>\s*\^\s*\(?\s*\d+\s*\)?|[²³]|!(?=\s*(?:[=)×*+-]|is\b|equals\b))|\s+(?:squared|cubed)\b)?",
    re.IGNORECASE,
)
_SPELLED = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split()
    )
}
_SPELLED.update({w: 10 * i for i, w in enumerate("thirty forty fifty sixty seventy eighty ninety".split(), 3)})


def _operation(pre: str | None, post: str | None) -> str:
    """The operation a term's marks name, in one spelling: "sqrt", "cbrt", "fact", "^k" or ""."""
    pre = (pre or "").lower()
    post = "".join((post or "").lower().split()).strip("()")
    if pre:
        if pre == "∛" or "cub" in pre:
            return "cbrt"
        if "factorial" in pre:
            return "fact"
        return "root4" if "fourth" in pre else "sqrt"
    if post in ("²", "squared", "^2"):
        return "^2"
    if post in ("³", "cubed", "^3"):
        return "^3"
    if post.startswith("^"):
        return "^" + post.lstrip("^()")
    return "fact" if post == "!" else ""


def terms(text: str) -> list[tuple[str, str, int]]:
    """``(operation, number, start)`` of each number term in ``text``, in order."""
    return [
        (_operation(m.group("pre"), m.group("post")), m.group("n").replace(",", "").rstrip("."), m.start())
        for m in _TERM.finditer(text)
    ]


# the auxiliary opening a question, and the words a subject may open with before its number
_ASKED = lazy_compile(r"[^\w√∛]*(?:is|are|was|were|does|do|did|can|will)\s+", re.IGNORECASE)
_REPLY_LEAD = lazy_compile(
    r"[^\w√∛]*(?:(?:yes|no|yeah|nope|yep|nah|well|so|actually|indeed|right|correct|true|false)\b[^\w√∛]*)*",
    re.IGNORECASE,
)
_SUBJECT_WORDS = lazy_compile(r"(?:(?:the|a|an|number|numeral|integer|value)\s+)*", re.IGNORECASE)
_DIGIT = lazy_compile(r"\d")
_TAIL_WORD = lazy_compile(r"\s*[\w'’-]")  # (not "=": "10³ = 1000" shows a working, not a subject)


def _subject_term(text: str, start: int) -> tuple[str, str] | None:
    """The term opening the clause at ``start`` (after words that only introduce it: "the number 5", "the square
    root of 5") when more words follow it: the clause's subject; None when the clause opens otherwise."""
    lead = _SUBJECT_WORDS.match(text, start)
    at = lead.end() if lead else start
    m = _TERM.match(text, at)
    if m is None or _TAIL_WORD.match(text, m.end()) is None:
        return None  # ("Is a dozen 13?": the number closes the question, a value, not its subject)
    return _operation(m.group("pre"), m.group("post")), m.group("n").replace(",", "")


def other_subject(sentence: str, question: str) -> bool:
    """Whether ``sentence`` (a reply's restatement of ``question``) has another number term as its subject than
    the question's: "Is the square root of 5 irrational?" - "The square root of 6 is irrational."; "Is 3
    rational?" - "√3 is irrational."; "Is 12 squared equal to 144?" - "12 is 144."; "Is 7 prime?" - "8 is not
    prime." (a bare number for an operation on another may be its value, and is let stand)."""
    if _DIGIT.search(sentence) is None:
        return False
    asked = _ASKED.match(question)
    if asked is None:
        return False
    mine = _subject_term(question, asked.end())
    lead = _REPLY_LEAD.match(sentence)
    theirs = _subject_term(sentence, lead.end() if lead else 0)
    if mine is None or theirs is None or mine == theirs:
        return False
    # (a bare number for an operation's subject may be its value: "Is 2^10 over 1000?" - "1024 vs 1000 - it's
    # bigger"; the operation's own operand bare is the operation dropped: "12 is 144." for 12 squared)
    return not (mine[0] and not theirs[0]) or mine[1] == theirs[1]


# --- a value computed --------------------------------------------------------------------------------------

_VALUE = rf"(?P<v>{_NUM}|[A-Za-z]+)"
# "Is <subject> equal to N?", "Is <subject> N?", "Does <subject> have (exactly) N <unit>?"
_EQUAL_QUESTION = lazy_compile(
    rf"\W*(?:is|are|was|does|do)\s+(?P<subject>.+?)\s+(?:(?:exactly\s+)?(?:equal\s+to|equals?|=)\s+(?:decimal\s+|the\s+number\s+)?|(?P<have>have|has|contain|contains)\s+"
    rf"(?:exactly\s+|only\s+|just\s+)?)?(?P<n>{_NUM}|[A-Za-z]+)(?:\s+(?P<unit>[a-z]{{3,}}))?\s*\?\s*$",
    re.IGNORECASE,
)
# a reply that is the value: "It's 60.", "That equals 2048!", "The answer is 7."
_PRONOUN_VALUE = lazy_compile(
    r"\W*(?:(?:so|thus|hence|therefore|no|nope|actually)\W+)?(?:it's|it\s+is|that's|that\s+is|it\s+equals|that\s+equals|"
    r"it\s+comes\s+to|the\s+(?:answer|result|value)\s+is)\s+(?:exactly\s+|only\s+|just\s+|actually\s+)?"
    rf"{_VALUE}\s*[.!]?\s*$",
    re.IGNORECASE,
)
# "it has 6 digits" (a pronoun subject, the unit asked)
_PRONOUN_COUNT = lazy_compile(
    rf"\b(?:it|that|this)\s+(?:has|contains|is\s+made\s+of)\s+(?:exactly\s+|only\s+|just\s+)?{_VALUE}\s+(?P<unit>[a-z]{{3,}})\s*[.!]?\s*$",
    re.IGNORECASE,
)
# "2^10 = 2048", "3 + 4 = 7": the question's subject written out, then (after any steps) its value
_EQUATION = lazy_compile(rf"\W*(?P<lhs>[^=\n]{{1,40}}?)=(?:[^=\n]{{1,60}}=)*\s*(?P<v>{_NUM})\s*[.!]?\s*$")
_SENTENCES = lazy_compile(r"(?:[^.!?\n]|(?<=\d)\.(?=\d)|(?<=\d)!(?=\s*[=)]))+(?:[.!?]+|$)")
_UNSURE = lazy_compile(
    r"\b(?:not|n't|never|about|around|roughly|approximately|nearly|almost|maybe|perhaps|probably|or)\b|[~≈?]",
    re.IGNORECASE,
)


def _value(word: str) -> float | None:
    low = word.lower().replace(",", "")
    if low in _SPELLED:
        return float(_SPELLED[low])
    try:
        return float(low)
    except ValueError:
        return None


def _same_unit(a: str, b: str) -> bool:
    a, b = a.lower(), b.lower()
    return a.rstrip("s") == b.rstrip("s")


def computed_value(text: str, question: str) -> tuple[str, str] | None:
    """``(verdict, evidence)`` when ``question`` asks whether an operation on numbers (its subject holds a
    number) comes to a value and ``text`` gives the operation's value: as its whole first or last sentence
    ("It's 60."), as a count with the unit asked ("so it has 6 digits"), or as an equation whose left side is
    the question's subject ("2^10 = 2048"). The value asked is a yes, any other a no; None otherwise."""
    m = _EQUAL_QUESTION.match(question.strip())
    if m is None:
        return None
    subject = terms(m.group("subject") + " =")
    asked = _value(m.group("n"))
    if not subject or asked is None or (m.group("unit") and not m.group("have")):
        return None
    unit = m.group("unit") if m.group("have") else None
    sentences = [s.strip() for s in _SENTENCES.findall(text[:600])]
    sentences = [s for s in sentences if s]
    if not sentences or len(sentences) > 4:
        return None
    found: list[tuple[float, str]] = []
    for sentence in {sentences[0]: None, sentences[-1]: None}:
        if unit:
            c = _PRONOUN_COUNT.search(sentence)
            if c is not None and _same_unit(c.group("unit"), unit) and not _UNSURE.search(sentence[: c.start()][-30:]):
                value = _value(c.group("v"))
                if value is not None:
                    found.append((value, c.group().strip()))
            continue
        p = _PRONOUN_VALUE.match(sentence)
        if p is not None:
            value = _value(p.group("v"))
            if value is not None:
                found.append((value, sentence))
            continue
        e = _EQUATION.match(sentence)
        if e is not None and not _UNSURE.search(sentence):
            lhs = terms(e.group("lhs") + " =")  # (the sign after it: "5! =" is a factorial)
            if sorted(t[:2] for t in lhs) == sorted(t[:2] for t in subject):
                value = _value(e.group("v"))
                if value is not None:
                    found.append((value, sentence))
    if not found or len({v for v, _ in found}) != 1:
        return None
    value, evidence = found[-1]
    return ("yes" if value == asked else "no"), evidence
