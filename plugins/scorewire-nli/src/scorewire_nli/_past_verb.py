"""Yes/no answers given by restating the question's verb in a short clause, with no yes/no word.

Three forms the shared restatement reader leaves (it wants most of the question's words restated):

- a "Did ...?" question answered by its subject (or a pronoun for it) and the verb in the past tense, or with an
  emphatic "did": "Did the river rise overnight?" - "It rose.", "The river did rise, by a metre." is a yes;
- a "Was/Is X at (in, on) the Y?" question answered by "X (pronoun) was (not) there": the place said again by
  "there", affirmed or negated;
- a question on an event or thing answered by a concluding "no" and a noun of the question's own word: "Has the
  dam leaked this year?" - "..., so no leaks this year." is a no.

Each is read only from a clause of its own: a clause that is asked, put under a condition or negated before the
verb gives nothing here (the shared reader reads "It didn't rise.").
"""

from __future__ import annotations

import re

__all__ = ["restated_verb"]

# The past tense of common irregular verbs (the regular "-ed" forms are made from the question's word).
_IRREGULAR = dict(
    pair.split(":")
    for pair in (
        "grow:grew fall:fell rise:rose go:went come:came take:took make:made give:gave get:got find:found "
        "leave:left keep:kept win:won lose:lost pay:paid sell:sold buy:bought bring:brought build:built "
        "break:broke choose:chose drive:drove eat:ate fly:flew begin:began run:ran see:saw speak:spoke "
        "spend:spent stand:stood teach:taught tell:told think:thought throw:threw write:wrote hold:held "
        "meet:met send:sent sink:sank shrink:shrank drink:drank swim:swam sing:sang ring:rang feel:felt "
        "lead:led know:knew draw:drew blow:blew freeze:froze steal:stole wake:woke wear:wore tear:tore "
        "shake:shook forget:forgot understand:understood catch:caught fight:fought seek:sought sleep:slept "
        "lend:lent bend:bent feed:fed flee:fled deal:dealt mean:meant say:said lay:laid sit:sat strike:struck "
        "swing:swung stick:stuck become:became withdraw:withdrew undergo:underwent shine:shone "
        "hang:hung dig:dug forbid:forbade ride:rode arise:arose"
    ).split()
)
_SUBJECT_PRONOUNS = frozenset("it they he she we you i".split())
_DETERMINERS = frozenset("the its their his her our this that these those a an".split())
_ADVERBS = frozenset("really indeed actually certainly definitely clearly still also both all sharply steadily".split())
_NEGATIONS = frozenset("not never no nobody none nothing hardly barely neither nor".split())
_OPEN = frozenset("if whether unless might may could would should".split())
_DID_QUESTION = re.compile(r"^\W*did\s+(?P<rest>[^?]+)\?", re.IGNORECASE)
_PLACE_QUESTION = re.compile(
    r"^\W*(?:was|were|is|are)\s+(?P<subject>[^?]+?)\s+(?:at|in|inside|on|near)\s+(?:the|a|an|his|her|their|its)\b[^?]*\?",
    re.IGNORECASE,
)
_THERE = re.compile(
    r"(?:^|[.!;:—–]\s*|\s-\s)(?P<clause>(?:he|she|it|they|we|you|i)\s+"
    r"(?P<aux>was|were|is|are)(?P<neg>n't|\s+not|\s+never)?\s+(?:(?:really|actually|definitely|clearly|certainly)\s+)?"
    r"there)(?=\s*(?:[.!;—–]|\s-\s|$))",
    re.IGNORECASE,
)
_WORDS = re.compile(r"[a-z]+(?:'[a-z]+)?")
_CLAUSES = re.compile(r"[^.!?;:—–\n]+[.!?;:—–\n]?")
# a concluding "no" and a noun: "so no leaks this year", "Hence no eruption."
_NO_NOUN = re.compile(
    r"(?:^|[.!;:—–]\s*|\s-\s|\b(?:so|therefore|hence|thus),?\s+)no\s+(?P<noun>[a-z]{4,})\b", re.IGNORECASE
)


def _past_forms(verb: str) -> set[str]:
    """The past tense of ``verb`` (lowercase): its irregular form, else the regular "-ed" spellings."""
    irregular = _IRREGULAR.get(verb)
    if irregular is not None:
        return {irregular}
    if verb.endswith("e"):
        return {verb + "d"}
    if len(verb) > 2 and verb.endswith("y") and verb[-2] not in "aeiou":
        return {verb[:-1] + "ied", verb + "ed"}
    return {verb + "ed", verb + verb[-1] + "ed"}


def _did_restated(text: str, question: str) -> str | None:
    """ "It rose.", "The river did rise." for "Did the river rise ...?": yes (see the module docstring)."""
    m = _DID_QUESTION.match(question)
    if m is None:
        return None
    asked = _WORDS.findall(m.group("rest").lower())
    if len(asked) < 2:
        return None
    pasts: dict[str, int] = {}
    for i, word in enumerate(asked[1:], start=1):
        if word in _DETERMINERS or len(word) < 3:
            continue
        for form in _past_forms(word):
            pasts.setdefault(form, i)
    for clause in _CLAUSES.findall(text):
        if clause.rstrip().endswith("?"):
            continue
        words = _WORDS.findall(clause.lower())
        for j, word in enumerate(words):
            if j == 0:
                continue
            if word in pasts:
                at, lead = pasts[word], words[:j]
            elif word == "did" and j + 1 < len(words) and words[j + 1] in asked[1:]:
                at, lead = asked.index(words[j + 1], 1), words[:j]
            else:
                continue
            if _subject_of(lead, asked[:at]) and not _other_terms(clause, j, words, question):
                return "yes"
            break  # (the clause's first verb of the question is the one read)
    return None


# words after the verb that narrow or deny what was done ("It rose only slightly", "She finished it late")
_NARROWED = frozenset("not never late later partly partially only almost nearly but except barely".split())
_NAMES = re.compile(r"\b(?:[A-Z][a-z]+|1\d{3}|20\d{2})\b")


def _other_terms(clause: str, at: int, words: list[str], question: str) -> bool:
    """Whether the clause, after its verb (word ``at`` of ``words``), narrows or denies it, or names a day, month,
    year or name the question does not ("They raised prices in April" for "... in March?")."""
    if any(w in _NARROWED or w.endswith("n't") for w in words[at + 1 :]):
        return True
    verb = re.search(rf"\b{re.escape(words[at])}\b", clause, re.IGNORECASE)
    after = clause[verb.end() :] if verb is not None else clause
    asked = set(_NAMES.findall(question))
    return any(name not in asked for name in _NAMES.findall(after))


def _subject_of(lead: list[str], subject: list[str]) -> bool:
    """Whether the words before the verb name the question's subject: a pronoun, or determiners and adverbs
    around at least one word of the subject (and nothing that negates or leaves it open)."""
    core = [w for w in lead if w not in _ADVERBS and w not in ("and", "so", "yes")]
    if not core or len(core) > 4 or any(w in _NEGATIONS or w in _OPEN or w.endswith("n't") for w in lead):
        return False
    if len(core) == 1 and core[0] in _SUBJECT_PRONOUNS:
        return True
    nouns = [w for w in core if w not in _DETERMINERS]
    return bool(nouns) and all(w in subject or w + "s" in subject or w[:-1] in subject for w in nouns)


def _place_restated(text: str, question: str) -> str | None:
    """ "He wasn't there." for "Was the guard at the gate ...?": no; "She was there." yes."""
    if _PLACE_QUESTION.match(question) is None or "there" not in text.lower():
        return None
    found = None
    for m in _THERE.finditer(text):
        verdict = "no" if m.group("neg") else "yes"
        if found is not None and found != verdict:
            return None
        found = verdict
    return found


_THERE_ASKED = re.compile(
    r"^\W*(?:is|was|are|were|has|have)\s+there\s+(?:been\s+)?(?:an?\s+|any\s+)?(?P<noun>[a-z]+)", re.IGNORECASE
)
_SUFFIX = re.compile(r"(?:ations?|ions?|ments?|ages?|ings?|ed|es|s)$")


def _root(word: str) -> str:
    """The word without an ending of inflection or of a noun made from a verb, cut to five letters ("leaked",
    "leaks", "leakage": "leak"; "erupted", "eruption": "erupt")."""
    root = _SUFFIX.sub("", word) if len(word) > 4 else word
    return (root if len(root) >= 4 else word)[:5]


def _none_of_the_event(text: str, question: str) -> str | None:
    """ "..., so no leaks this year." for "Has the dam leaked this year?": no."""
    low = text.lower()
    if "no " not in low:
        return None
    # (the question's verb in "-ed", "Has the dam leaked", or the thing asked of in "Was there a flood": not its
    # subject, "No volcano nearby is active.")
    words = _WORDS.findall(question.lower())
    asked = {_root(w) for w in words if len(w) >= 5 and w.endswith("ed")}
    there = _THERE_ASKED.match(question)
    if there is not None:
        asked.add(_root(there.group("noun").lower()))
    if not asked:
        return None
    found = None
    for m in _NO_NOUN.finditer(text):
        if _root(m.group("noun").lower()) not in asked:
            continue
        rest = text[m.end() :]
        close = re.search(r"[.!?;\n]", rest)
        if close is not None and close.group() == "?":
            continue
        found = "no"
    return found


def restated_verb(text: str, question: str) -> str | None:
    """The yes or no ``text`` gives by restating ``question``'s verb in one of the module's forms, else None."""
    return _did_restated(text, question) or _place_restated(text, question) or _none_of_the_event(text, question)
