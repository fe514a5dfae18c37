"""Shapes of an NLI answer that put a verdict somewhere the label reader does not look, or that surround
one with words that are not a verdict:

- a label spelled out letter by letter inside a longer answer ("... Claim matches. S U P P O R T S");
- a closing aside in brackets about another hypothesis or another reading ("Entailment. (Had it said
  'more than 300', it would be neutral.)"): a hypothetical, not the answer's verdict;
- the answer marker with the question it answers between ("The answer to 'is it open Sunday' is no.");
- the writer saying they cannot settle the point from what they were given ("I can't determine that from
  the information given."): the set's label for "the text does not settle it".

Every check reads a bounded stretch of the end of the answer, with patterns anchored on short keywords.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._closing import last_sentence, last_sentences

if TYPE_CHECKING:
    from scorewire.extraction import LabelSet

__all__ = [
    "answer_to",
    "closing_aside",
    "concluded_unable",
    "doubted_question",
    "self_answered",
    "spelled_label",
    "translated",
    "unable_from_source",
]

_TAIL = 400

# Single letters joined by one repeated separator: "S U P P O R T S", "n-e-u-t-r-a-l", "Y.E.S" (three letters
# or more; the joined word counts only when it is the whole name of a label)
_SPELLED = re.compile(r"(?<![\w.\-·])[A-Za-z]([ .\-_·])[A-Za-z](?:\1[A-Za-z])+(?![\w·])")


def spelled_label(text: str, ls: LabelSet) -> str | None:
    """``text`` with each run of spaced-out letters in its tail that spells a label joined up ("S U P P O R T S"
    -> "SUPPORTS"), or None when there is none."""
    lo = max(0, len(text) - _TAIL)
    out = None
    for m in _SPELLED.finditer(text, lo):
        word = m.group(0).replace(m.group(1), "")
        hit = ls.match_any_at(word, 0)
        if hit is None or hit[2] != len(word) or hit[0] not in ls.labels:
            continue
        base = text if out is None else out
        # (the same length kept: the places of what follows do not move)
        out = base[: m.start()] + word + " " * (m.end() - m.start() - len(word)) + base[m.end() :]
    return out


# A closing aside in brackets, a sentence of its own after the verdict: "Entailment. (If the hypothesis had said
# 'more than 300', it would be neutral.)", "(Neutral would only be right if ...)", "(For reference: 'it opens in
# spring' -> entailment.)" - it is hypothetical (a condition, "would", a supposed other hypothesis) or offered
# for comparison, and does not open with a change of mind or an alternative ("(Actually, neutral.)", "(Or
# neutral.)", which are the answer's own)
_ASIDE_OPEN = re.compile(r"(?:^|(?<=[.!?…\n]))[\s*_]*\((?=[^()]{4,}\)[\s.!*_]*$)")
_HYPOTHETICAL = re.compile(
    r"\b(?:if|unless|would|were|had\s+(?:it|the|they|she|he|we)\b|otherwise|supposing|suppose|imagine|"
    r"for\s+(?:reference|comparison|contrast|example|instance)|by\s+(?:comparison|contrast)|compare|cf|e\.g|"
    r"wenn|falls|si|se)\b",
    re.IGNORECASE,
)
# (or a remark on the world outside the text judged: "(True in reality though.)", "(Historically it's right.)",
# "(In real life the bridge is orange.)" - what is true is not what the evidence settles)
_WORLD = re.compile(
    r"\b(?:in\s+(?:reality|real\s+life|the\s+real\s+world|practice|fact)|factually|historically|in\s+history|"
    r"outside\s+(?:the|this)\s+(?:text|evidence|passage|premise)|from\s+(?:general|world|my\s+own)\s+knowledge|"
    r"for\s+what\s+it['’]s\s+worth|fwiw|as\s+it\s+happens|in\s+the\s+world|"
    # (or an aside that says the text is silent on what it asserts: "(It's a myth, but the evidence doesn't address
    # it.)" - what it asserts comes from outside the text)
    r"(?:evidence|passage|text|premise|source)\s+(?:doesn['’]t|does\s+not|never|don['’]t|do\s+not)\s+"
    r"(?:address|mention|cover|discuss|say\s+anything\s+about|touch\s+on))\b",
    re.IGNORECASE,
)
_OWN_TURN = re.compile(
    r"[\s\"'*_]*(?:or|actually|wait|hmm+|correction|rather|on\s+second\s+thought|scratch\s+that|i\s+mean|"
    r"on\s+reflection|final(?:ly)?|so|thus|hence|therefore|answer|label|verdict|but|though|still)\b",
    re.IGNORECASE,
)
# The writer's own voice in the aside ("(If pressed, I'd say neutral.)"): the aside may hold their verdict
_FIRST_PERSON = re.compile(r"\b(?:i|we|my|our|me)\b", re.IGNORECASE)


# A closing sentence that gives the verdict outside knowledge would give, under a condition: "If I were allowed
# outside knowledge I'd say SUPPORTS.", "With world knowledge it would be entailment.", "Going by what I know of
# history, I'd pick REFUTES." (the task reads the text alone: that verdict is set beside the answer's own, not in
# its place; not the writer's own reluctant pick, "If I had to choose, I'd say neutral.", which names no knowledge)
_OUTSIDE_OPEN = re.compile(
    r"[\s*_\"']*(?:but|though|and|still|of\s+course|admittedly)?[\s,]*(?:if|had|were|with|using|allowing|given|going\s+by|"
    r"based\s+on|from|by)\b",
    re.IGNORECASE,
)
_OUTSIDE_KNOWLEDGE = re.compile(
    r"\b(?:(?:outside|world|real[-\s]world|general|background|prior|external|common|historical|my\s+own)\s+knowledge|"
    r"what\s+(?:i|we)\s+(?:know|knew)\s+(?:of|about|from)|knowledge\s+(?:beyond|outside)|in\s+(?:reality|real\s+life))\b",
    re.IGNORECASE,
)
_WOULD = re.compile(r"\b(?:would|could|might)\b|['’]d\b", re.IGNORECASE)


def _outside_closing(text: str) -> tuple[int, int] | None:
    """Where the answer closes on a sentence giving the verdict of outside knowledge (see _OUTSIDE_KNOWLEDGE), after
    words of its own, as ``(start, end)``; else None."""
    tail = text.rstrip()
    end = tail[-_TAIL:]
    if "know" not in end and "real" not in end:
        return None  # (substring tests: "knowledge", "what I know", "in reality", "in real life")
    start, last = last_sentence(tail)
    if not tail[:start].strip() or len(last) > 200:
        return None
    opening = _OUTSIDE_OPEN.match(last)
    if opening is None:
        return None
    knowledge = _OUTSIDE_KNOWLEDGE.search(last, opening.end())
    if knowledge is None or _WOULD.search(last, knowledge.end()) is None:
        return None
    return start, start + len(last)


def closing_aside(text: str) -> tuple[int, int] | None:
    """Where the answer closes on a hypothetical aside in brackets (see _HYPOTHETICAL), after words of its own, or
    on the verdict of outside knowledge (see _outside_closing), as ``(start, end)``; else None."""
    tail = text.rstrip()
    if not tail.rstrip(".!*_ \t").endswith(")"):
        return _outside_closing(text)
    lo = max(0, len(tail) - _TAIL)
    opening = None
    for m in _ASIDE_OPEN.finditer(tail, lo):
        opening = m
        break
    if opening is None or not tail[: opening.start()].strip():
        return None
    inside = opening.end()
    if (
        _OWN_TURN.match(tail, inside) is not None
        or _FIRST_PERSON.search(tail, inside) is not None
        or (_HYPOTHETICAL.search(tail, inside) is None and _WORLD.search(tail, inside) is None)
    ):
        return None
    return opening.start(), len(tail)


# The answer marker with what it answers between: "The answer to 'is it open Sunday' is no.", "My answer to
# whether he drove would be maybe.", "the short answer to your question is: contradiction" (the label closes
# its clause)
_ANSWER_TO = re.compile(
    r"\b(?:the|my|our)\s+(?:(?:short|simple|honest|final|plain)\s+)?answer\s+to\s+(?:[\"“'‘][^\"”'’\n]{1,120}[\"”'’]|"
    r"[^.!?\n\"“]{1,120}?)\s*,?\s+(?:is|would\s+be|has\s+to\s+be|must\s+be)\s*:?\s*[\"'*_]*",
    re.IGNORECASE,
)
_LABEL_END = re.compile(r"[\"'*_]*\s*(?:[.!;…—–)]|\s-\s|\n|$)")


def answer_to(text: str, ls: LabelSet) -> tuple[str, int, int] | None:
    """The label an "answer to <what is asked> is <label>" statement in the answer's tail gives (the last one),
    as ``(label, start, end)``; else None."""
    lo = max(0, len(text) - _TAIL)
    if "answer to" not in text[lo:].lower():
        return None
    found = None
    for m in _ANSWER_TO.finditer(text, lo):
        hit = ls.match_any_at(text, m.end())
        if hit is not None and hit[0] in ls.labels and _LABEL_END.match(text, hit[2]) is not None:
            found = (hit[0], hit[1], hit[2])
    return found


# The writer unable to settle the point from what was given: "I can't determine that from the information
# given.", "We cannot know whether he drove based on this passage.", "You couldn't conclude it from the premise
# alone", "There's no way to tell from the text." (the source is named: not "I can't tell what you mean")
_UNABLE_FROM = re.compile(
    r"(?:\b(?:i|we|you|one)(?:\s+(?:can't|cannot|can\s+not|couldn't|could\s+not)|(?:\s+am|'m|\s+are|'re)\s+(?:not\s+able|unable)\s+to)|"
    # (the subject left out at a sentence's start: "Can't say from this.", "Cannot tell based on the abstract.")
    r"(?:^|(?<=[.!?…\n]))[\s*_\"']*(?:can't|cannot|can\s+not|couldn't|could\s+not)|"
    r"\bno\s+way\s+to|\bimpossible\s+to|\bnot\s+possible\s+to)\s+(?:\w+ly\s+)?"
    r"(?:determine|tell|say|know|judge|conclude|infer|decide|establish|work\s+out|figure\s+out)"
    r"(?:\s+(?:that|this|it|the\s+answer|(?:whether|if)\b[^.!?\n]{1,80}?))?(?:\s+(?:for\s+(?:sure|certain)|either\s+way))?\s+"
    r"(?:from|based\s+on|on\s+the\s+basis\s+of|given|with)\s+(?:the|this|that|these|what|only|just)\b",
    re.IGNORECASE,
)
_UNSETTLED = ("maybe", "neutral", "NOT ENOUGH INFO")
# The writer unable to establish the claim at hand, a sentence of its own with nothing after: "I can't verify
# this claim.", "We cannot confirm that.", "Honestly, I'm unable to verify it." (the claim itself, named
# definitely: not "I can't verify claims about living people", which declines a topic)
_UNABLE_THIS = re.compile(
    r"[*_\"']*(?:(?:honestly|frankly|so|then|sadly|unfortunately|still),?\s+)?(?:i|we)(?:\s+(?:can't|cannot|can\s+not|"
    r"couldn't|could\s+not)|(?:\s+am|'m|\s+are|'re)\s+(?:not\s+able|unable)\s+to)\s+(?:\w+ly\s+)?(?:verify|confirm)\s+"
    r"(?:it|this|that|(?:this|that|the)\s+(?:claim|statement|hypothesis))(?:\s+(?:either\s+way|for\s+(?:sure|certain)))?"
    r"[\s*_\"']*[.!…]?[\s*_\"']*",
    re.IGNORECASE,
)


# The writer unable to exclude the hypothesis, closing its clause: "Can't rule it out.", "We cannot exclude that.",
# "There's no way to rule this out." (the text leaves it possible: unsettled; not "we can rule it out", nor a
# thing named after it, "can't rule out a delay, but ...")
_NOT_EXCLUDED = re.compile(
    r"(?:\b(?:can't|cannot|can\s+not|couldn't|could\s+not)|\bno\s+way\s+to|\bimpossible\s+to|\bnot\s+possible\s+to)\s+"
    r"(?:\w+ly\s+)?(?:rule\s+(?:it|this|that)\s+out|rule\s+out\s+(?:it|this|that)|exclude\s+(?:it|this|that)|"
    r"(?:it|this|that)\s+be\s+(?:ruled\s+out|excluded))(?:\s+(?:either|entirely|completely|yet))?[\s*_\"']*(?:[.!…]|$)",
    re.IGNORECASE,
)


def unable_from_source(text: str, ls: LabelSet) -> str | None:
    """The set's label for an unsettled pair when the answer's last sentences say the writer cannot settle the
    point from what was given (see _UNABLE_FROM), else None."""
    label = next((name for name in _UNSETTLED if name in ls.labels), None)
    if label is None:
        return None
    tail = text[-_TAIL:]
    low = tail.lower()
    if not any(key in low for key in ("can", "could", "unable", "not able", "no way", "possible")):
        return None
    closing = last_sentences(text, 2)
    if _UNABLE_FROM.search(closing) is not None:
        return label
    _, last = last_sentence(tail)
    if _UNABLE_THIS.fullmatch(last.strip()) is not None:
        return label
    _, last = last_sentence(tail)
    return label if ("rule" in low or "exclude" in low) and _NOT_EXCLUDED.search(last) is not None else None


# A sentence that is only the writer's (or anyone's) inability to say, the verb closing it: "I don't think we can
# say.", "We can't tell yet.", "Nobody could say for sure.", "There's no way of knowing." (nothing is said or told:
# not "I can't say it isn't", a double negative, nor "can't say whether ..." about something named)
_CANNOT_SAY = re.compile(
    r"(?:^|(?<=[.!?…:;—–]))[\s*_\"']*(?:(?:honestly|frankly|really|so|well|sadly|truthfully),?\s+)?"
    r"(?:(?:(?:i|we|you|one|anyone|anybody|nobody|no\s+one)\s+)?(?:can't|cannot|can\s+not|couldn't|could\s+not)|"
    r"(?:i\s+)?(?:don't|do\s+not)\s+(?:think|believe)\s+(?:i|we|you|one|anyone|anybody)\s+(?:can|could)|"
    r"(?:nobody|no\s+one)\s+(?:can|could)|there(?:'s|\s+is)\s+no(?:\s+way\s+of)?)\s+"
    r"(?:really\s+|honestly\s+)?(?:say|tell|know|saying|telling|knowing)"
    r"(?:\s+(?:for\s+(?:sure|certain)|yet|either\s+way|(?:from|with)\s+(?:this|that|here|what\s+we\s+have)))?"
    r"[\s*_\"']*(?:[.!…;—–]|\s-\s|$)",
    re.IGNORECASE,
)


def cannot_say(text: str, ls: LabelSet) -> str | None:
    """The set's label for an unsettled pair when a sentence of the answer is only an inability to say (see
    _CANNOT_SAY), else None (for an answer that names no label)."""
    label = next((name for name in _UNSETTLED if name in ls.labels), None)
    if label is None or ("say" not in text and "tell" not in text and "know" not in text):
        return None
    # (an opening or closing sentence: what lies between is the reasoning)
    found = _CANNOT_SAY.search(text[:_TAIL]) or (len(text) > _TAIL and _CANNOT_SAY.search(text[-_TAIL:]))
    return label if found else None


# A last sentence that draws, from what it just said, that the writer cannot settle the point: "Given that
# ambiguity, I can't fully verify it.", "So in the end we cannot tell either way.", "Because of this, I
# can't confirm the claim." (a consequence lead, a first-person inability to establish the point, nothing after
# it; not doubt about the writer's own pick, "So I can't be sure", nor indecision, "I can't decide", which
# leaves the answer open)
_CONCLUDED_UNABLE = re.compile(
    r"(?:^|(?<=[.!?…\n]))[\s*_\"']*(?:(?:given|in\s+light\s+of|because\s+of|with)\s+(?:that|this|these|those|the|such)\b[^,.!?\n]{0,40},|"
    r"(?:so|therefore|thus|hence|consequently|as\s+a\s+result|in\s+the\s+end|ultimately)\b,?(?:\s+in\s+the\s+end,?)?)\s*"
    r"(?:(?:i|we)(?:\s+(?:can't|cannot|can\s+not|couldn't|could\s+not)|(?:\s+am|'m|\s+are|'re)\s+(?:not\s+able|unable)\s+to)\s+"
    r"(?:\w+ly\s+)?(?:verify|confirm|determine|establish|tell)"
    r"(?:\s+(?:it|this|that|the\s+claim|the\s+hypothesis|either\s+way|for\s+(?:sure|certain)|one\s+way\s+or\s+the\s+other)){0,2})"
    r"[\s*_\"']*[.!…]?[\s*_\"']*$",
    re.IGNORECASE,
)


def concluded_unable(text: str, ls: LabelSet) -> str | None:
    """The set's label for an unsettled pair when the answer's last sentence concludes that the writer cannot
    settle the point (see _CONCLUDED_UNABLE), else None."""
    label = next((name for name in _UNSETTLED if name in ls.labels), None)
    if label is None:
        return None
    # (only the last sentence is read, and only when the end of the answer holds a word of inability)
    end = text[-160:].lower()
    if "can" not in end and "could" not in end and "able" not in end:
        return None
    _, last = last_sentence(text[-_TAIL:])
    low = last.lower()
    if not any(key in low for key in ("can", "could", "unable", "not able")):
        return None
    return label if _CONCLUDED_UNABLE.fullmatch(last.lstrip()) is not None else None


# The answer's own question, then its bare "yes" or "no": "... but does it require it? No." (in a set whose labels
# are not yes and no, the word answers that question only: "no" to "does it require it?" is not a contradiction)
_ASKED_BEFORE = re.compile(r"\?[\s*_\"']*$")


def self_answered(text: str, span: tuple[int, int] | None, evidence: str | None) -> bool:
    """Whether the label read from ``evidence`` at ``span`` is a bare yes or no right after a question."""
    word = (evidence or "").strip(" \t\n.!,;:*_\"'").lower()
    if word not in ("yes", "no", "nope", "yeah", "yep") or span is None:
        return False
    return _ASKED_BEFORE.search(text, max(0, span[0] - 8), span[0]) is not None


# A word of doubt that answers the answer's own question about another label: "Contradiction? Maybe. Entailment?
# No." (in a set whose labels are not yes and no, "maybe" weighs the label asked about; it does not name neutral)
_DOUBTING = frozenset(("maybe", "possibly", "perhaps"))
_QUESTION_START = re.compile(r"[.!?;:\n][^.!?;:\n]*$")


def doubted_question(text: str, span: tuple[int, int] | None, evidence: str | None, ls: LabelSet) -> bool:
    """Whether the word of doubt read from ``evidence`` at ``span`` answers a question just before it that names
    one label other than the one the word falls back to (see _DOUBTING)."""
    word = (evidence or "").strip(" \t\n.!,;:*_\"'").lower()
    if word not in _DOUBTING or span is None:
        return False
    asked = _ASKED_BEFORE.search(text, max(0, span[0] - 8), span[0])
    if asked is None:
        return False
    end = asked.start()
    lo = max(0, end - 120)
    head = _QUESTION_START.search(text, lo, end)
    start = head.start() + 1 if head is not None else lo
    if head is None and lo > 0:
        return False
    named = {label for label, _, _ in ls.find_strong(text, start, end)}
    own = ls.match_any_at(text, span[0])
    return len(named) == 1 and (own is None or own[0] not in named)


# A restated claim as the subject of the verdict: "the claim that it doesn't sell them is contradicted", "the
# hypothesis that no one was hurt is supported" (the words of the claim, its own negation included, are no part
# of the verdict on it; the clause runs up to the verb whose subject the claim is)
_CLAIM_CLAUSE = re.compile(
    r"\b(?:claim|hypothesis|statement|idea|assertion|suggestion|notion|proposition)\s+that\s+([^.!?\n;:]{1,120}?)\s+"
    r"(?=(?:is|was|gets|got|would\s+be|seems|stands|has\s+been|remains)\s)",
    re.IGNORECASE,
)


def claim_clauses(text: str) -> list[tuple[int, int]]:
    """Where the answer's tail restates a claim in a "that"-clause as the subject of its verdict (the clause
    only), for the reader to read the verdict without the claim's own words."""
    lo = max(0, len(text) - _TAIL)
    if " that " not in text[lo:]:
        return []
    return [m.span(1) for m in _CLAIM_CLAUSE.finditer(text, lo)]


# A conclusion in Spanish, Portuguese, French, Italian or German: a word of consequence, then (within its clause) a
# copula and the label closing the clause: "así que la hipótesis es una contradicción.", "donc c'est une
# implication.", "portanto é neutro.", "quindi è una contraddizione.", "also ist es ein Widerspruch." (the
# label's names in those languages are the set's own terms; only the verdict position is new)
# (or the copula opening the answer or a sentence, the verdict stated first: "Es contradicción, porque ...", "C'est
# neutre : ...", "É uma contradição.", "Es ist ein Widerspruch, weil ...")
_FOREIGN_CONCLUSION = re.compile(
    r"(?:\b(?:así\s+que|por\s+(?:lo\s+)?tanto|en\s+consecuencia|entonces|donc|par\s+conséquent|ainsi|então|portanto|logo|"
    r"por\s+isso|quindi|perciò|dunque|pertanto|also|daher|deshalb|somit|folglich)\b,?"
    r"[^.!?\n]{0,60}?|(?:^|(?<=[.!?\n]))[\s*_\"'>-]*(?:(?:es|das|dies)\s+)?)"
    r"(\bes|\best|c['’]est|\bé|\bè|\bist|\bsería|\bserait|\bseria|\bsarebbe|\bwäre|\bhay)"
    r"\s+(?:(?:es|das|dies)\s+)?(?:(?:una?|une?|um|uma|eine?|el|la|le|o|a|il|lo)\s+)?(?:(?:clara|claro|claire|clair|chiara|chiaro|klare[rs]?)\s+)?[\"'*_«]*",
    re.IGNORECASE,
)


# The label closing its clause (a comma or colon too: "Es contradicción, porque ...", "C'est neutre : ...")
_FOREIGN_END = re.compile(r"[\"'*_»]*\s*(?:[.!;:,…—–)]|\s-\s|\n|$)")
_FOREIGN_DENIED = re.compile(r"(?:\b(?:no|non|não|nicht|nunca|jamais)|\bn['’])\s*$", re.IGNORECASE)


def foreign_conclusion(text: str, ls: LabelSet) -> tuple[str, int, int] | None:
    """The label a conclusion in another language gives (see _FOREIGN_CONCLUSION), the last such, as
    ``(label, start, end)``; else None."""
    found = None
    for m in _FOREIGN_CONCLUSION.finditer(text, max(0, len(text) - _TAIL)):
        if _FOREIGN_DENIED.search(text, max(0, m.start(1) - 10), m.start(1)) is not None:
            continue  # "así que no es una contradicción", "ce n'est pas", "also ist es kein": denied
        hit = ls.match_any_at(text, m.end())
        if hit is not None and hit[0] in ls.labels and _FOREIGN_END.match(text, hit[2]) is not None:
            found = hit
    return found


# An answer in another language followed by its own translation in brackets: "Hai, kanren ga arimasu (yes, there
# is an association).", "Ja, das stimmt (yes, that's right)." - the words before the brackets hold no English
# function word (so "It depends (yes for adults, no for children)" is no translation: the brackets there qualify)
_GLOSS_AT_END = re.compile(r"\(([^()\n]{2,160})\)[\s.!*_\"']*$")
_ENGLISH = frozenset(
    "the a an is are was were it this that there of to and or but for not no yes with in on at be i we you they "
    "he she so as by if does do did has have can".split()
)


def translated(text: str) -> tuple[str, int] | None:
    """``(translation, where it starts)`` when the answer is a short sentence in another language closed by its
    translation in brackets; None otherwise."""
    tail = text.rstrip()
    if len(tail) > 400 or not tail.endswith((")", ").", ")!", ")*")):
        return None
    m = _GLOSS_AT_END.search(tail)
    if m is None:
        return None
    before = tail[: m.start()]
    words = re.findall(r"[^\W\d_]+", before.lower())
    if not words or len(words) > 30 or any(w in _ENGLISH for w in words):
        return None
    return m.group(1), m.start(1)


# A closing sentence that answers some other question than the one asked, hypothetically: "If the question were
# whether it causes the rash, I'd say maybe.", "I'd only hesitate if the question asked about cost.", "(Whether it
# lasts is another matter; I'd say no to that one.)" - the label it names is for that other question, not the answer
_OTHER_QUESTION = re.compile(
    r"\b(?:if\s+(?:the|your|this)\s+(?:question|claim|hypothesis|statement)\s+(?:were|was|had\s+been|asked|said)|"
    r"if\s+(?:you|they|it|someone)\s+(?:had\s+)?asked|if\s+(?:i\s+were\s+|i\s+was\s+)?asked|"
    r"(?:to|for|on)\s+that\s+(?:one|other\s+question|question)\b)",
    re.IGNORECASE,
)


def other_question_closing(text: str) -> tuple[int, int] | None:
    """Where the answer closes, after words of its own, on a sentence that gives (with "would", "I'd") the label
    of another question than the one asked (see _OTHER_QUESTION), as ``(start, end)``; else None. Read so that the
    verdict given before it is the answer's."""
    start, last = last_sentence(text)  # (shared with the other closing checks: read once)
    if len(last) > 250 or not text[:start].strip():
        return None
    low = last.lower()
    if not any(cue in low for cue in ("question", "claim", "hypothesis", "statement", "that one", "asked")):
        return None  # (substring tests first: the common closing sentence has none of these)
    other = _OTHER_QUESTION.search(last)
    if other is None or _WOULD.search(last) is None:
        return None
    return start, start + len(last)
