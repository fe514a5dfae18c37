"""A yes/no verdict given only by restating the question, affirmed or negated.

"Does the moon have its own light?" - "The moon doesn't produce its own light." commits to
no without a yes/no word; "Are whales mammals?" - "Whales are mammals." commits to yes. This
fallback is used only when the answer names no yes/no word at all and the question is known:

1. The question's proposition: an auxiliary-inversion question ("Is/Does/Can/Has ... ?",
   after an optional "Is it true that") gives its content words, lightly stemmed, grouped
   into units (a run of capitalised words - "Nikola Tesla" - is one unit, covered by any of
   its words); the first unit is the subject, unless the question's subject is a pronoun.
2. The sentence that restates it: the last concluding sentence or clause ("So ...",
   "Therefore ...", "..., so ...") that shares a content word with the question, else the
   sentence whose main clause covers the subject (or opens with a pronoun standing for it)
   and at least three quarters of the units, the most covered first, earliest on a tie.
   The main clause ends at a comma, colon, dash or bracket, unless what follows is a
   negated apposition ("Quebec is a province, not a country").
3. Its polarity: an odd number of negations (not, n't, no, never, none, neither, nor, no
   longer, no such, cannot) in that clause is no, else yes. A clause that hedges (might,
   may, perhaps, probably, depends, if, unclear), asks a question, or is only reported
   ("people think", "the claim is") commits to nothing.

"There is no such requirement." after "Is the Pope required to be Italian?" is the same
class: "no such <content word of the question>" is a no.

Everything is linear in the length of the answer (sentences are read once; units are few).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .._lazy import lazy_compile

_AUX = (
    "is|are|was|were|am|do|does|did|can|could|has|have|had|will|would|should|shall|may|might|must|"
    "isn't|aren't|wasn't|weren't|don't|doesn't|didn't|can't|couldn't|hasn't|haven't|won't|wouldn't|shouldn't"
)
_QUESTION = lazy_compile(
    r"^\W*(?:(?:so|and|but|okay|ok|well|tell\s+me)\W+)?(?:(?:is|was)\s+it\s+(?:true|correct|the\s+case)\s+that\s+|"
    rf"(?:do|does)\s+(?:anyone|you)\s+know\s+(?:if|whether)\s+)?(?P<aux>{_AUX})\b(?P<rest>[^?]*)\?",
    re.IGNORECASE,
)
_WORD = lazy_compile(r"[A-Za-z][A-Za-z']*|\d+(?:[.,]\d+)*")
_STOP = frozenset(
    """a an the of in on at to for from by with as into onto about over under than then that this these those
    it its it's they them their there he she his her him we you your our i me my one ones is are was were be
    been being am do does did done can could has have had having will would should shall may might must and or
    but if so not no any anyone anything anybody some someone ever still yet now today currently really actually
    truly generally usually typically always often ever also just only very much more most less least all every
    each both either neither own such what which who whom whose when where why how able true correct case
    indeed after before during through throughout like up down out off between among within across along
    around behind beyond near since until upon via per """.split()
)
# "only" and "all" carry the proposition ("the only planet", "all prime numbers")
_KEEP = frozenset({"only", "all", "every", "own"})
_PRONOUN_OPENING = lazy_compile(r"\W*(?:it|they|he|she|this|that)(?:'s|'re|\b)", re.IGNORECASE)
_SUBJECT_PRONOUNS = frozenset(
    {"it", "you", "i", "we", "they", "he", "she", "there", "this", "that", "anyone", "anything"}
)
# a sentence ends at ., ! or ? before a blank or the end ("U.S." and "3.5" do not end one)
_SENTENCE = lazy_compile(r"(?:[^.!?\n]|[.!?](?=[^\s.!?]))+(?:[.!?]+|$)")
_CONCLUSION = lazy_compile(
    r"^\W*(?:so|therefore|thus|hence|consequently|in\s+short|in\s+summary|in\s+other\s+words|overall)\b,?\s*",
    re.IGNORECASE,
)
_INNER_CONCLUSION = lazy_compile(r"[,;]\s*(?:so|therefore|thus|hence)\s+", re.IGNORECASE)
_BRACKETS = lazy_compile(r"\([^()]*\)|\[[^\[\]]*\]")
_CLAUSE_BREAK = lazy_compile(r"\s*(?:[,;:—–(]|\s-\s)\s*")
_NEGATED_APPOSITION = lazy_compile(r"(?:and\s+|but\s+)?(?:not|never|nor)\b", re.IGNORECASE)
_NOT_NEGATION = lazy_compile(r"\b(?:no\s+doubt|not\s+only|no\s+question|not\s+just|no\s+wonder)\b", re.IGNORECASE)
_NEGATION = lazy_compile(
    r"\b(?:not|no|never|none|neither|nor|nobody|nothing|nowhere|cannot|no\s+longer)\b|n't\b", re.IGNORECASE
)
_HEDGE = lazy_compile(
    r"\b(?:might|may|maybe|perhaps|possibly|probably|likely|unlikely|unclear|unknown|depends?|depending|if|whether|"
    r"unless|arguably|debated|debatable|dubious|questionable|disputed|contested|uncertain|not\s+sure|hard\s+to\s+say)\b|\?",
    re.IGNORECASE,
)
_REPORTED = lazy_compile(
    r"\b(?:claim|myth|belief|believed|misconception|people\s+(?:think|say|believe)|it\s+(?:looks|seems|appears)|"
    r"often\s+(?:said|thought|claimed|remembered)|commonly\s+(?:said|thought|believed)|popular(?:ly)?|legend)\b",
    re.IGNORECASE,
)
# an answer that declines or sends the asker elsewhere restates nothing
_DECLINES = lazy_compile(
    r"\b(?:i\s*(?:can't|cannot|won't|am\s+not\s+able|'m\s+not\s+able|am\s+unable|'m\s+unable)\s+(?:to\s+)?"
    r"(?:advise|provide|give|offer|answer|say|tell|comment|help)|not\s+(?:able|in\s+a\s+position)\s+to\s+(?:advise|provide|give)|"
    r"(?:please\s+)?(?:check|consult|ask|talk)\s+(?:with\s+)?(?:your|a|an)\s+(?:\w+\s+){0,2}"
    r"(?:vet|veterinarian|doctor|physician|lawyer|attorney|pharmacist|professional|expert|agency)|"
    r"i'm\s+not\s+a\s+(?:vet|veterinarian|doctor|physician|lawyer|attorney|pharmacist|professional|expert))\b",
    re.IGNORECASE,
)
_NO_SUCH = lazy_compile(r"\b(?:there\s+(?:is|are|was|were)|there's)\s+no\s+such\s+([A-Za-z]+)", re.IGNORECASE)


_NUMBER_WORDS = {
    word: str(i) for i, word in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())
}
_NUMBER_WORDS.update({"zer": "0", "thre": "3", "fiv": "5", "nin": "9"})  # after the final "e" is dropped


@lru_cache(maxsize=8192)
def _stem(word: str) -> str:
    w = word.lower().replace("\u2019", "'")
    if w.endswith("'s"):
        w = w[:-2]
    w = w.rstrip("'")
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    for suffix in ("ing", "ed"):
        if len(w) - len(suffix) >= 3 and w.endswith(suffix):
            w = w[: -len(suffix)]
            break
    if len(w) > 3 and w.endswith("e"):  # "hike" / "hiking", "move" / "moved"
        w = w[:-1]
    return _NUMBER_WORDS.get(w, w[:5])


def _units(rest: str) -> tuple[list[frozenset[str]], bool]:
    """The question's content units (sets of stems) and whether its subject is a pronoun."""
    units: list[frozenset[str]] = []
    words = _WORD.findall(rest)
    pronoun_subject = bool(words) and words[0].lower() in _SUBJECT_PRONOUNS
    run: set[str] = set()
    for word in words:
        low = word.lower()
        capital = word[0].isupper()
        if low in _STOP and low not in _KEEP:
            if run:
                units.append(frozenset(run))
                run = set()
            continue
        if capital:
            run.add(_stem(word))
            continue
        if run:
            units.append(frozenset(run))
            run = set()
        units.append(frozenset({_stem(word)}))
    if run:
        units.append(frozenset(run))
    return units, pronoun_subject


def _main_clause(sentence: str) -> str:
    """The sentence up to its first clause break, with a negated apposition kept."""
    text = _BRACKETS.sub(" ", sentence)
    pieces = _CLAUSE_BREAK.split(text)
    clause = pieces[0]
    for piece in pieces[1:]:
        if not _NEGATED_APPOSITION.match(piece):
            break
        clause += ", " + piece
    return clause


def _polarity(clause: str) -> str | None:
    if _HEDGE.search(clause) or _REPORTED.search(clause):
        return None
    negations = len(_NEGATION.findall(_NOT_NEGATION.sub(" ", clause)))
    return "no" if negations % 2 else "yes"


def _covered(units: list[frozenset[str]], stems: set[str]) -> list[bool]:
    return [bool(unit & stems) for unit in units]


def restated_verdict(text: str, question: str) -> tuple[str, str] | None:
    """``(verdict, sentence)`` when ``text`` restates ``question``'s proposition, else None."""
    found = _find(text, question)
    if found is None or _DECLINES.search(text, 0, 400) or _DECLINES.search(text, max(0, len(text) - 400)):
        return None
    return found


def _find(text: str, question: str) -> tuple[str, str] | None:
    q = _QUESTION.search(question.strip()[-2000:])
    if q is None:
        return None
    units, pronoun_subject = _units(q.group("rest"))
    if not units:
        return None
    all_stems = set().union(*units)
    sentences = [m.group().strip() for m in _SENTENCE.finditer(text[:20_000])]
    sentences = [s for s in sentences if s]
    if sentences and not re.search(r"[.!?)\]\"'*`]\s*$", sentences[-1]):
        sentences.pop()  # an answer cut off mid-sentence: its last words settle nothing
    # "There is no such requirement."
    for sentence in sentences[:3]:
        m = _NO_SUCH.search(sentence)
        if m and _stem(m.group(1)) in all_stems:
            return "no", sentence
    # A concluding sentence or clause that shares a content word with the question.
    for sentence in reversed(sentences):
        m = _CONCLUSION.match(sentence)
        inner = _INNER_CONCLUSION.search(sentence) if m is None else None
        if m is None and inner is None:
            continue
        tail = sentence[(m or inner).end() :]  # type: ignore[union-attr]
        clause = _main_clause(tail)
        stems = {_stem(w) for w in _WORD.findall(clause)}
        if any(_covered(units, stems)):
            verdict = _polarity(clause)
            if verdict is not None:
                return verdict, sentence
        break
    # The sentence whose main clause restates the proposition.
    best: tuple[int, str, str] | None = None
    needed = 0.75 * len(units)
    for sentence in sentences[:200]:
        if not all_stems.intersection(map(_stem, _WORD.findall(sentence))):
            continue  # shares no content word with the question
        clause = _main_clause(sentence)
        stems = {_stem(w) for w in _WORD.findall(clause)}
        covered = _covered(units, stems)
        if not pronoun_subject and not covered[0]:
            if not _PRONOUN_OPENING.match(clause):
                continue
            covered[0] = True
        count = sum(covered)
        if count < needed or (best is not None and count <= best[0]):
            continue
        verdict = _polarity(clause)
        if verdict is None:
            continue
        best = (count, verdict, sentence)
    if best is None:
        return None
    return best[1], best[2]
