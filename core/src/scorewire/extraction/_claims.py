"""A yes/no verdict given by judging a claim, or by the reply's own closing conclusion.

The yes/no reader (``_yesno``) asks these when a verdict word alone would mislead:

- **a claim named or quoted, then judged**: "The claim that the Earth is flat is false.", "The statement
  '17 is prime' is true.", "The notion that X causes Y is baseless." - the claim's own polarity against
  the question (read as a restatement, see ``_restate``) times the judgement: judging false a claim that
  denies the question's proposition affirms it;
- **a claim reported, then judged in the next sentence**: "Folklore holds that pigs can't look up.
  That's false." - the same product, the reported clause standing for "that";
- **support for the claim denied**: "There's no evidence that it does.", "There's zero proof of that.",
  "There's no such law." - the claim is not so (unless the reply leaves it open: "no conclusive evidence
  either way", "no evidence against it");
- **a closing conclusion that restates the question**: "Divisible by 3? Yes! ... So 57 is not prime." -
  a reply that checks sub-questions with bare verdict words and then concludes in a sentence restating
  the question's proposition commits to that conclusion.

Everything reads a bounded edge of the reply (its first and last few hundred characters): linear in
the length of the text.
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from ._restate import _QUESTION, _STOP, _WORD, _question, _stem, restated_verdict
from ._result import Extraction

_EDGE = 400

# the judgement a claim receives: its words, negated or not
_DEGREE = r"(?:(?:simply|just|entirely|completely|demonstrably|plainly|clearly|quite|totally|absolutely|flatly|patently|obviously)\s+)?"
_JUDGEMENT = (
    _DEGREE
    + r"(?P<neg>not\s+|n't\s+)?"
    + _DEGREE
    + r"(?:(?P<no>false|untrue|wrong|incorrect|mistaken|unfounded|baseless|bogus|"
    r"an?\s+(?:[a-z]+\s+)?(?:myth|misconception|fallacy|falsehood|misnomer))|(?P<yes>true|correct|right|accurate|valid))\b"
)
# a claim named by a noun ("the claim that ...", "this old idea: ...") or quoted, then judged after a copula
_NAMED_CLAIM = lazy_compile(
    r"(?:\b(?:the|that|this|a|an|their|your|our)\s+(?:[\w'-]+\s+){0,2}?(?:claim|statement|idea|notion|belief|assertion|"
    r"saying|proposition|suggestion|assumption|contention|theory|hypothesis)(?:\s+that|\s*[:,])?\s*"
    r"|(?<![\w'])(?=[\"“‘']))"
    r"[\"“‘']?(?P<claim>[^.!?;:\n\"“”]{3,200}?)[\"”’']?\s+(?:is|was|are|were|remains|seems)\s+" + _JUDGEMENT,
    re.IGNORECASE,
)
# a claim quoted before the noun that names it, then judged: 'the "ten percent" claim is false', "that 'lightning
# never strikes twice' idea is a myth"
_QUOTED_CLAIM = lazy_compile(
    r"\b(?:the|that|this)\s+(?P<q>[\"“‘'])(?P<claim>[^\"“”‘’\n]{3,120}?)[\"”’']\s+(?:claim|statement|idea|notion|belief|"
    r"figure|statistic|number|stat|assertion)\s+(?:is|was|remains|seems)\s+" + _JUDGEMENT,
    re.IGNORECASE,
)
# "That's not true.", "This is a myth.", "which is false" - a judgement of what was just said
_JUDGED_BACK = lazy_compile(
    r"(?:^|[.!?;]\s+|\s[—–-]\s+|,\s+)(?:but\s+)?(?:that|this|which|it)(?:'s\s+|\s+is\s+|\s+was\s+|\s+is(?=n't))"
    + _JUDGEMENT,
    re.IGNORECASE,
)
# a claim reported by someone: "Folklore holds that ...", "Many people believe ...", "The old saying goes: ..."
_REPORTED = lazy_compile(
    r"\b(?:claims?|claimed|says?|said|holds?|held|believes?|believed|thinks?|thought|insists?|insisted|goes|went|"
    r"suggests?|suggested|assumes?|assumed|maintains?|maintained|tells?\s+(?:us|you)|told\s+(?:us|you))"
    r"(?:\s+that|\s*[:,])?\s+(?P<claim>[^.!?;\n]{3,200})$",
    re.IGNORECASE,
)


# the question's own claim named with a word that points back to it: "the claim as stated", "the premise of the
# question", "the statement in the question"
_ASKED_CLAIM = lazy_compile(
    r"\b(?:the|this|that|your)\s+(?:claim|statement|premise|assertion|proposition)\s+(?:as\s+(?:stated|worded|phrased|"
    r"written|given|put)|in\s+(?:the|your)\s+question|of\s+(?:the|your)\s+question|you\s+(?:quote|cite|gave|made)|"
    r"itself)\s*,?\s+(?:is|was|remains|seems)\s+" + _JUDGEMENT,
    re.IGNORECASE,
)


# a closing sentence that calls what is asked a myth, after an optional marker: "Conclusion - the link is a myth.",
# "So this is just a misconception.", "Bottom line: the whole thing's a myth."
_CLOSING_DISMISSAL = lazy_compile(
    r"(?:^|[.!?]\s+)(?:(?:conclusion|bottom\s+line|verdict|in\s+short|so|overall|in\s+the\s+end)\s*(?:[:—–,]|\s-)?\s*)?"
    r"(?:the|this|that|it)(?:\s+[\w'-]+){0,2}?(?:'s|\s+is|\s+remains)\s+(?:just\s+|only\s+|simply\s+|really\s+)?(?:an?\s+)?"
    r"(?:(?:total|complete|pure|popular|common|persistent|modern|urban)\s+)?(?:myth|misconception|fallacy|legend)\s*[.!]?\s*$",
    re.IGNORECASE,
)
_MYTH_ASKED = lazy_compile(r"\b(?:myth|misconception|fallacy|legend)s?\b", re.IGNORECASE)


# the reply's first clause dismisses a thing it names: "The three-second memory is a myth;", "The 'no brakes'
# story is an urban legend."
_OPENING_DISMISSAL = lazy_compile(
    r"\W*(?:the|this|that)\s+(?P<what>(?:[\w'‘’\"“”-]+\s+){0,3}?[\w'‘’\"“”-]+)\s+(?:is|was|remains)\s+"
    r"(?:just\s+|only\s+|simply\s+|really\s+|largely\s+|mostly\s+|nothing\s+but\s+)?(?:an?\s+)?"
    r"(?:(?:total|complete|pure|popular|common|persistent|modern|urban|old)\s+)?"
    r"(?:myth|misconception|fallacy|legend|misnomer)\b(?=\s*(?:[.!;:,—–]|\s-\s|$))",
    re.IGNORECASE,
)


def _names_what_is_asked(what: str, question: str) -> bool:
    """Whether ``what`` names what the question asks about: its content words the question's own, but for a
    head noun that classifies it ("the 10% figure", "that sugar rush"); at least one of them the question's."""
    m = _QUESTION.search(question.strip()[-2000:])
    if m is None:
        return False
    stems = _question(m.group("rest")).stems
    words = [w for w in _WORD.findall(what) if w.lower() not in _STOP]
    own = sum(_stem(w) in stems for w in words)
    return own >= 1 and own >= len(words) - 1


def _quotes_what_is_asked(what: str, question: str) -> bool:
    """Whether every content word of ``what`` (two at least) is a word of the question."""
    m = _QUESTION.search(question.strip()[-2000:])
    if m is None:
        return False
    stems = _question(m.group("rest")).stems
    words = [w for w in _WORD.findall(what) if w.lower() not in _STOP]
    return len(words) >= 2 and all(_stem(w) in stems for w in words)


_OF_CLAIM = lazy_compile(r"\s*of\s+(?:an?\s+|the\s+|any\s+)?((?:[\w'-]+\s+){0,2}[\w'-]+)\s*$", re.IGNORECASE)
_NEGATED = lazy_compile(r"\b(?:not|never|no)\b|n't\b", re.IGNORECASE)


def _product(claim: str, m: re.Match[str], question: str) -> str | None:
    """The verdict of judging ``claim``: its restated polarity, flipped when judged false."""
    restated = restated_verdict(claim.strip().strip("\"'“”‘’") + ".", question)
    if restated is None:
        # "the claim of a decrease is false": the claim named by a noun phrase of the question's own words
        named = _OF_CLAIM.match(claim)
        if named is None or _NEGATED.search(question) or not _names_what_is_asked(named.group(1), question):
            return None
        restated = ("yes", claim)
    value = restated[0]
    false = bool(m.group("no")) != bool(m.group("neg"))
    return value if not false else ("no" if value == "yes" else "yes")


def claim_judged(text: str, question: str) -> Extraction | None:
    """The verdict of a named, quoted or reported claim judged true or false, in the reply's first or last
    few hundred characters; None when no such judgement restates the question."""
    for part in (text[:_EDGE], text[-_EDGE:]) if len(text) > 2 * _EDGE else (text,):
        low = part.lower()
        if not any(key in low for key in ("true", "false", "wrong", "right", "correct", "myth", "misconception",
                                           "fallac", "mistaken", "unfounded", "baseless", "bogus", "accurate",
                                           "valid", "falsehood", "misnomer")):  # fmt: skip
            continue
        for m in _NAMED_CLAIM.finditer(part):
            value = _product(m.group("claim"), m, question)
            if value is not None:
                return Extraction(value, "conclusion", None, None, m.group().strip())
        for m in _QUOTED_CLAIM.finditer(part) if ('"' in part or "'" in part or "“" in part or "‘" in part) else ():
            # (the quote names what is asked in the question's own words, every one of them, when no restatement
            # reads it: the head noun that classifies it is outside the quote)
            value = _product(m.group("claim"), m, question)
            if value is None and not _NEGATED.search(question) and _quotes_what_is_asked(m.group("claim"), question):
                value = "no" if bool(m.group("no")) != bool(m.group("neg")) else "yes"
            if value is not None:
                return Extraction(value, "conclusion", None, None, m.group().strip())
        for m in _JUDGED_BACK.finditer(part):
            before = part[: m.start() + (1 if part[m.start() : m.start() + 1] in ".!?;" else 0)]
            before = before.rstrip(" .!?;,—–-")
            # (the sentence just before the judgement)
            cut = max(before.rfind(". "), before.rfind("! "), before.rfind("? "), before.rfind("; "))
            sentence = before[cut + 2 :] if cut >= 0 else before
            reported = _REPORTED.search(sentence)
            if reported is None:
                continue
            value = _product(reported.group("claim"), m, question)
            if value is not None:
                return Extraction(value, "conclusion", None, None, (sentence + " " + m.group()).strip())
        asked = list(_ASKED_CLAIM.finditer(part))
        if asked:  # "Yes and no. ... Strictly, the claim as stated is false.": the question's claim judged
            m = asked[-1]
            false = bool(m.group("no")) != bool(m.group("neg"))
            return Extraction("no" if false else "yes", "conclusion", None, None, m.group().strip())
    opening = _OPENING_DISMISSAL.match(text, 0, _EDGE)
    if (
        opening is not None
        and not _MYTH_ASKED.search(question)
        and _names_what_is_asked(opening.group("what"), question)
    ):
        # "The three-second memory is a myth; ...": the reply opens by dismissing what is asked, named in its words
        return Extraction("no", "first_line", None, None, opening.group().strip())
    if "myth" in text[-200:] or "misconception" in text[-200:] or "fallacy" in text[-200:] or "legend" in text[-200:]:
        closing = _CLOSING_DISMISSAL.search(text, max(0, len(text) - 200))
        if closing is not None and not _MYTH_ASKED.search(question):
            # "... Conclusion - the link is a myth.": the reply's closing sentence dismisses what is asked
            return Extraction("no", "conclusion", None, None, closing.group().strip())
    return None


# support for the claim denied, as the reply's first sentence
_NO_SUPPORT = lazy_compile(
    r"\W*(?:there(?:'s|\s+is|\s+are|\s+exists?)\s+)?(?:no|zero|not\s+(?:a\s+(?:shred|scrap|bit|trace)\s+of|any))\s+"
    r"(?:(?!conclusive|definitive|definite|direct|enough|sufficient)[a-z-]+\s+){0,3}?"
    r"(?P<what>evidence|proof|data|support|basis|sign|indication|studies|research)\b"
    r"(?!\s+(?:against|either|one\s+way|to\s+the\s+contrary))(?P<rest>[^.!?;\n]{0,200})",
    re.IGNORECASE,
)
_NO_SUCH = lazy_compile(
    r"\W*(?:there(?:'s|\s+is|\s+are|\s+exists?)\s+)?no\s+such\s+(?:[a-z-]+\s+)?(?:law|rule|requirement|regulation|"
    r"thing|policy|limit|restriction|obligation|duty)s?\b(?=\s*(?:[.!;:,—–]|\s-\s|$))",
    re.IGNORECASE,
)
_LEFT_OPEN = lazy_compile(r"\beither\s+way\b|\bone\s+way\s+or\b|\byet\b|\bso\s+far\b", re.IGNORECASE)
_ABOUT_DOUBT = lazy_compile(r"\b(?:myth|misconception|false|untrue|no\s+evidence|unproven|debunked)\b", re.IGNORECASE)


# the reply goes on to reopen what the missing evidence settled: "Still, absence of evidence isn't proof ..."
_REOPENED = lazy_compile(
    r"(?:^|[.!?;,—–]\s*)(?:still|but|however|though|that\s+said|then\s+again)\b|\babsence\s+of\s+evidence\b",
    re.IGNORECASE,
)


def support_denied(first: str, question: str, text: str = "") -> Extraction | None:
    """ "There's no evidence that it does.", "There's no such rule.": the claim is not so (unless the reply
    goes on to reopen it: "..., but absence of evidence isn't proof of absence")."""
    low = first[:40].lower()
    if "no" not in low and "zero" not in low:
        return None
    if _ABOUT_DOUBT.search(question):
        return None  # ("Is it a myth that ...?": no evidence for the claim says yes)
    if text and _REOPENED.search(text, len(first), len(first) + _EDGE):
        return None
    m = _NO_SUCH.match(first)
    if m is not None:
        return Extraction("no", "first_line", None, None, m.group().strip())
    m = _NO_SUPPORT.match(first)
    if m is None or _LEFT_OPEN.search(m.group("rest")):
        return None
    return Extraction("no", "first_line", None, None, m.group().strip())


# the reply's closing sentence, opened by a conclusion cue and holding no verdict word
_CLOSING_SENTENCE = lazy_compile(
    r"(?:^|[.!?]\s+)(?P<sentence>(?:and\s+)?(?:so|therefore|thus|hence|ergo|consequently)\b[^.!?\n]{3,200}[.!]?)\s*$",
    re.IGNORECASE,
)
_VERDICT_WORD = lazy_compile(r"\b(?:yes|no|yeah|yep|nope|nah)\b", re.IGNORECASE)
_BARE_WORDS = frozenset({"yes", "no", "yeah", "yep", "nope", "nah", "sure", "correct", "right", "true", "false"})


def closing_restatement(text: str, found: Extraction, question: str) -> Extraction | None:
    """ "Divisible by 3? Yes! ... So 57 is not prime.": a closing conclusion restating the question wins
    over an earlier bare verdict word (one that answers a step of the reasoning)."""
    if (found.evidence or "").strip(" .!*_").lower() not in _BARE_WORDS:
        return None
    tail = text[-300:].rstrip()
    m = _CLOSING_SENTENCE.search(tail)
    if m is None or _VERDICT_WORD.search(m.group("sentence")):
        return None
    closing_at = len(text) - len(tail) + m.start("sentence")
    if text.rfind(found.evidence or "\0") > closing_at:
        return None  # (the verdict word sits in the closing sentence itself)
    # (the verdict words before it answer steps of the reasoning: two or more of them, or one after a question
    # the reply asks itself: "By 3? Yes!")
    steps = list(_VERDICT_WORD.finditer(text, max(0, closing_at - 300), closing_at))
    if len(steps) < 2 and not (steps and "?" in text[max(0, steps[0].start() - 40) : steps[0].start()]):
        return None
    restated = restated_verdict(m.group("sentence"), question)
    if restated is None or restated[0] == found.value:
        return None
    return Extraction(restated[0], "conclusion", None, None, restated[1])


# --- verdicts for several cases, one of them the case asked about ------------------------------------

# one case: a short lead naming it, set off by a comma, a colon or a dash, then its verdict - a bare verdict
# word ("A kitten, sure."), a short clause in a pronoun and an auxiliary ("During X, it's safe.", "Before and
# after, it isn't."), or a check mark closing the case ("Bananas: berry ✔")
_CASE = lazy_compile(
    r"(?:^|[.!?;]\s+|,\s+but\s+|\bbut\s+)(?P<lead>[^.!?;:,\n—–✔✓✘✗]{2,60}?)\s*(?:[,:—–]|\s-\s)\s*"
    r"(?:(?P<word>yes|yeah|yep|sure|no|nope|nah)\b"
    r"|(?P<clause>(?:it|they|he|she|you|this|that)(?:'s|'re|\s+(?:is|are|was|were|can|does|do|did|will|would))"
    r"(?P<neg>\s+not|n't)?(?:\s+(?!not\b)[a-z]+)?)"
    r"|(?P<marked>[^.!?;\n✔✓✘✗]{0,40}?(?P<mark>[✔✓✘✗])))"
    r"(?=\s*(?:[.!?;,)]|\(|\s-\s|$))",
    re.IGNORECASE,
)
_CASE_CONTENT = lazy_compile(r"[a-z]{4,}", re.IGNORECASE)
_NO_WORDS = frozenset({"no", "nope", "nah"})


def _case_value(m: re.Match[str]) -> str:
    if m.group("word"):
        return "no" if m.group("word").lower() in _NO_WORDS else "yes"
    if m.group("clause"):
        return "no" if m.group("neg") else "yes"
    return "no" if m.group("mark") in "✘✗" else "yes"


def _stem4(word: str) -> str:
    low = word.lower()
    return low[:-1] if low.endswith("s") and not low.endswith("ss") else low


# a lead that names a reading or a conclusion, not a case: "Strictly, yes.", "So for the question as asked: no."
# (nor a condition on how the question is read: "If you count the territories, no; if not, yes" leaves it open)
_NOT_A_CASE = lazy_compile(
    r"\s*(?:(?:[a-z]+ly|so|thus|therefore|hence|overall|but|and|or)\b\s*$|(?:if|unless|counting|assuming)\b"
    r"|.*\b(?:answer|verdict|question|asked|"
    r"conclusion|short|bottom\s+line|final)\b)",
    re.IGNORECASE,
)


def asked_case(text: str, found: Extraction, question: str) -> Extraction | None:
    """ "During totality, it's safe. Before and after, it isn't.": verdicts for several cases, each after a
    lead naming it; the case whose lead names the most of the question's words (and more than any other)
    gives the verdict, when the cases disagree and the verdict ``found`` is one of theirs (or none was)."""
    head = text[:600]
    if head.count(",") + head.count(":") + head.count("—") + head.count("–") + head.count(" - ") < 2:
        return None
    cases = [m for m in _CASE.finditer(head) if "?" not in m.group("lead") and not _NOT_A_CASE.match(m.group("lead"))]
    if len(cases) < 2 or len({_case_value(m) for m in cases}) < 2:
        return None
    if found.value is not None:
        # (the reader's own verdict must be one the cases give, not a conclusion drawn after them)
        evidence = (found.evidence or "").strip()
        if not evidence or not any(evidence in m.group() for m in cases):
            return None
        last = max(text.rfind(evidence), 0)
        if last > cases[-1].end():
            return None
    asked = {_stem4(w) for w in _CASE_CONTENT.findall(question)}
    scored = sorted(
        ((len({_stem4(w) for w in _CASE_CONTENT.findall(m.group("lead"))} & asked), i) for i, m in enumerate(cases)),
        reverse=True,
    )
    (best, at), (second, _) = scored[0], scored[1]
    if best == 0 or best == second:
        return None
    m = cases[at]
    return Extraction(_case_value(m), "conclusion", None, None, m.group().strip(" .;,"))
