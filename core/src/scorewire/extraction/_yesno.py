"""Shapes of a yes/no reply that the shared label reader (``_verdict``) does not settle alone.

:func:`read_yes_no` reads a reply with :func:`read_label` first; this module then looks at a few
shapes whose verdict comes from how the reply's words are put together, not from a verdict word
standing alone:

- **a frame over a clause**: "It would be wrong to say it doesn't.", "I can't say that it isn't",
  "There's no truth to the idea that ...", "I wouldn't disagree." - a verb or judgement that
  assents ("say", "agree", "right to say") or dissents ("wrong to say", "deny", "disagree", "no truth
  to"), negated or not, over a clause that is a short auxiliary answer or restates the question: the
  verdict is the product of the two polarities. The frame decides before any verdict word in it
  ("wrong", "isn't") is read on its own;
- **a certainty idiom before a clause**: "No doubt about it: the lake isn't salty." - the idiom
  stresses the clause after it, which then gives the verdict when it restates the question (in a short reply,
  the restatement after that clause when the clause restates nothing);
- **verdicts given under different conditions**: "If you count X, no; if you count Y, yes." - no one
  answer;
- **a closing conclusion after a lead phrase**: "..., so on the whole, yes." - the conclusion wins
  over an opening that only restricts ("Not all of them - ... - so broadly, yes.");
- replies with no verdict word the label reader knows: a short answer with an uncontracted "not"
  ("He did not.", "It's not"), an emphatic "That it is."; an opinion on the claim ("I wouldn't say
  so.", "I doubt it", "I'm afraid not"); an adverb and a pro-form ("Sadly not.", "Apparently so.");
  a denial or an informal verdict as the whole clause ("Hardly.", "Fat chance.", "Totally.", "As
  if."); the verdict named as a noun ("That's a hard no."); a bare verdict after an interjection or
  before a word of address ("lol no", "Nah fam."); a verdict word of another language or dialect
  opening the reply ("Nee, ...", "Hapana.", "Aye.", "Ja klopt."); a source the reply cites reporting
  the verdict ("Historians say no."); the claim called a saying ("That's just a saying"); the act
  asked about forbidden ("Never look at it directly"); a condition that excepts ("Not unless ...",
  "Only if ..., which it isn't."); "the answer is that <clause>" and "The answer's no."

Everything here reads the reply's first and last few hundred characters: linear in the length of
the text, and cheap when no cue word occurs.
"""

from __future__ import annotations

import re

from .._lazy import lazy_compile
from ._claims import asked_case, claim_judged, closing_restatement, support_denied
from ._fragment import denied_part, mapped_name, predicate_fragment
from ._judged import asker_judged, term_judged
from ._labels import YES_NO, YES_NO_MAYBE
from ._qualified import qualified_pair
from ._restate import denied_by_question, denies_another_thing, restated_verdict
from ._result import Extraction
from ._settled import settled_both
from ._subjects import contrasted_subject
from ._text import is_refusal
from ._tied import tied_clause
from ._verdict import read_label

_EDGE = 400  # characters read at the reply's start and end
_END = r"(?=\s*(?:[.!,;:—–]|\s-\s|$))"
_SUBJECT = r"(?:it|they|he|she|we|you|i|that|this|there)"
_AUX = r"(?:is|are|was|were|am|do|does|did|can|could|will|would|has|have|had|should|must|may|might)"
_LEAD = (
    r"(?:(?:well|oh|ah|hmm|honestly|frankly|sadly|alas|indeed|actually|so|no|nope|yes|yeah"
    # (or any adverb of scope or manner: "Botanically they're not.", "Legally, it is not.")
    r"|(?!only\b)[a-z]{3,}ly),?\s+)?"
)


def _flip(value: str) -> str:
    return "no" if value == "yes" else "yes"


def _result(value: str, method: str, evidence: str) -> Extraction:
    return Extraction(value, method, None, None, evidence.strip())


def _first_sentence(text: str) -> str:
    head = text[:_EDGE]
    m = _SENTENCE_END.search(head)
    return head[: m.start()] if m else head


_SENTENCE_END = lazy_compile(r"[.!?…](?=\s|$)|\n")
_NEGATIONS = lazy_compile(r"\b(?:not|never|no)\b|n't\b|\bcannot\b", re.IGNORECASE)

# --- a frame over a clause ---------------------------------------------------------------

# (the frame, then an optional "that", then the clause up to the end of its sentence or a dash)
_FRAME = lazy_compile(
    r"^\W*(?:"
    # "It would be wrong to say", "It's fair to say", "It'd be a mistake to claim"
    r"(?:it|that)(?:'s|'d\s+be|\s+is|\s+was|\s+would\s+be|\s+'d\s+be)\s+(?:simply\s+|just\s+|quite\s+)?(?:(?P<judge_no>wrong|false|"
    r"incorrect|inaccurate|untrue|a\s+mistake|an\s+error|misleading)|(?P<judge_yes>right|fair|true|correct|accurate|safe))\s+"
    r"to\s+(?:say|claim|think|suggest|assume|state|conclude)|"
    # "It is not the case that", "It's a myth that", "It's false that" (not a plain "It's true that", which
    # mostly concedes: "It's true that ..., but ...")
    r"(?:it|that)(?:'s|\s+is|\s+was)(?P<truth_neg>\s+not|n't)?\s+(?:(?P<truth_yes>the\s+case|true|so)|(?P<truth_no>false|untrue|"
    r"wrong|incorrect|an?\s+(?:[a-z]+\s+)?(?:myth|misconception|fallacy)))(?=\s+that\b)|"
    # "There's no truth to the idea", "There is nothing to the claim"
    r"there(?:'s|\s+is)\s+(?P<no_truth>no\s+truth|nothing)\s+(?:to|in)\s+(?:the|that|this)\s+(?:idea|claim|notion|suggestion|belief)|"
    # "I can't say", "I wouldn't say", "I'd say", "I believe", "I don't think"
    r"(?:i|we)(?P<say_neg>\s+(?:can't|cannot|couldn't|wouldn't|won't|don't|would\s+not|could\s+not|can\s+not|do\s+not))?"
    r"(?:'d|\s+would)?\s+(?:honestly\s+|really\s+|still\s+|firmly\s+)?(?:say|claim|argue|think|believe|reckon|guess|suppose|"
    r"expect|imagine|bet)|"
    # "I'm pretty sure", "I am fairly certain" (not "I'm not sure": that hedges)
    r"(?:i'm|i\s+am|we're|we\s+are)\s+(?:pretty\s+|fairly\s+|quite\s+|very\s+|absolutely\s+|reasonably\s+|almost\s+)?"
    r"(?:sure|certain|confident|positive)|"
    # "I'd be surprised if it weren't", "It wouldn't shock me if it did", "Hard to imagine it isn't": what would
    # surprise the writer is what the writer holds false (and not surprising, what the writer leans to)
    r"(?P<surprise>(?:i(?:'d|\s+would)|it(?:'d|\s+would)|that(?:'d|\s+would))(?P<surprise_neg>n't|\s+not|\s+never)?\s+"
    r"(?:(?:be\s+)?(?:very\s+|really\s+|quite\s+|rather\s+|genuinely\s+|honestly\s+)?(?:surprised|shocked|amazed|astonished|stunned)|"
    r"(?:really\s+|genuinely\s+)?(?:surprise|shock|amaze|astonish|stun)\s+(?:me|us))\s+if|"
    r"(?:it's\s+|it\s+is\s+)?(?:hard|difficult)\s+to\s+(?:imagine|believe|picture))|"
    # "I can't deny that it is", "We wouldn't dispute that it does", "I agree that it's safe", "I'll admit it is"
    r"(?:i|we)(?P<stance_neg>\s+(?:can't|cannot|couldn't|wouldn't|won't|don't|do\s+not|would\s+not|could\s+not|can\s+not))?"
    r"(?:'d|'ll|\s+would|\s+will|\s+must|\s+have\s+to)?\s+(?:really\s+|honestly\s+|readily\s+)?"
    r"(?:(?P<dissent>deny|dispute|contest)|(?P<assent>agree|admit|concede|accept|grant))(?=\s+that\b)|"
    # "I doubt that ...", "I'm not convinced ...", "We're skeptical that ...": the clause doubted
    r"(?P<doubt>(?:i|we)\s+(?:really\s+|seriously\s+|strongly\s+|rather\s+)?doubt|(?:i'm|i\s+am|we're|we\s+are)\s+"
    r"(?:not\s+(?:at\s+all\s+)?(?:convinced|persuaded)|(?:very\s+|quite\s+|rather\s+)?(?:skeptical|sceptical|doubtful|unconvinced)))"
    r")(?:\s+that)?\s+(?P<clause>[^.!?;:,\n—–]{1,200})",
    re.IGNORECASE,
)
# A short auxiliary answer as the whole clause: "it doesn't", "they are", "it isn't so"
# ("I believe it is.", "I think it's not."; a contraction does not end a clause, "I believe it's" is cut off)
_BARE_AUX = lazy_compile(
    rf"\s*{_SUBJECT}(?:(?:'s|'re)(?=\s+(?:not|so)\b)|\s+{_AUX}|\s+(?:can't|won't|cannot))(?:\s+not|n't)?(?:\s+so)?\s*[,.]?\s*",
    re.IGNORECASE,
)
_FRAME_KEYS = (
    *("say", "claim", "think", "suggest", "assume", "state", "conclude", "argue", "idea", "notion", "belief"),
    *("believe", "reckon", "guess", "suppose", "expect", "imagine", "bet", "sure", "certain", "confident", "positive"),
    *("doubt", "convinced", "persuaded", "skeptical", "sceptical", "unconvinced"),
    *("deny", "dispute", "contest", "agree", "admit", "concede", "accept", "grant"),
    *("case", "true", "false", "wrong", "incorrect", "myth", "misconception", "fallacy"),
    *("surprise", "shock", "amaze", "astonish", "stun", "imagine", "believe", "picture"),
)

# Assent or dissent on its own, negated or not: "I wouldn't disagree.", "I can't argue with that.",
# "There's no denying it.", "I'd dispute that.", "I doubt it."
_STANCE = lazy_compile(
    r"^\W*(?:"
    r"(?:i|we)(?P<neg>\s+(?:can't|cannot|couldn't|wouldn't|won't|don't|do\s+not|would\s+not|could\s+not|can\s+not|"
    r"will\s+not|'d\s+never|would\s+never|never))?(?:'d|\s+would|\s+must|\s+have\s+to)?\s+(?:really\s+|entirely\s+|honestly\s+)?"
    r"(?:(?P<dissent>disagree|deny|dispute|contest|doubt|object(?:\s+to)?|argue\s+(?:with|against))|(?P<assent>agree|concur))"
    r"(?:\s+(?:with\s+)?(?:that|it|this|you|the\s+claim|the\s+premise|the\s+statement))?"
    rf"|there(?:'s|\s+is)\s+no\s+(?P<no_dissent>denying|disputing|arguing\s+with|doubting)\s+(?:it|that|this)"
    rf"|no\s+(?P<no_argument>argument|objection|disagreement)s?(?:\s+(?:here|there|from\s+me))?"
    rf"){_END}",
    re.IGNORECASE,
)
_STANCE_KEYS = ("agree", "deny", "denying", "dispute", "contest", "doubt", "object", "argu", "concur")


# A judgement of the claim as a clause: "that's accurate", "it's not true", "this is a myth"
_JUDGEMENT = lazy_compile(
    r"\s*(?:that|it|this)(?:'s|\s+is|\s+was|\s+would\s+be)\s+(?P<neg>not\s+)?(?:quite\s+|entirely\s+|totally\s+|completely\s+|"
    r"perfectly\s+|absolutely\s+|simply\s+|just\s+)?(?:(?P<no>wrong|false|incorrect|inaccurate|untrue|a\s+myth|a\s+misconception|"
    r"mistaken)|(?P<yes>right|true|correct|accurate|spot\s+on))\b",
    re.IGNORECASE,
)


# A conclusion drawn before the frame: "So I wouldn't say it is.", "Therefore, I doubt it does."
_DRAWN = lazy_compile(r"(?:so|therefore|thus|hence|overall|all\s+in\s+all),?\s+(?=(?:i|we)\b)", re.IGNORECASE)
_DRAWN_KEYS = ("so", "therefore", "thus", "hence", "overall", "all in all")
# A verdict word, or a bare "there is / are none / some", as the whole clause under a frame
_SAID_VERDICT = lazy_compile(r"\s*(?:(?P<yes>yes)|(?P<no>no))\s*[,.!]?\s*", re.IGNORECASE)
_SAID_EXISTS = lazy_compile(
    r"\s*there(?:'s|\s+is|\s+are|\s+were|\s+was)\s+(?:(?P<no>none|nothing|no\s+one|nobody)|(?P<yes>some|one|any))\s*[,.!]?\s*",
    re.IGNORECASE,
)


def _judged(clause: str) -> str | None:
    m = _JUDGEMENT.match(clause)
    if m is None:
        return None
    value = "yes" if m.group("yes") else "no"
    return _flip(value) if m.group("neg") else value


def _clause_polarity(clause: str, question: str | None) -> str | None:
    """The verdict a clause under a frame gives: a short auxiliary answer's polarity, a judgement
    of the claim ("that's accurate"), or the restatement of the question it makes; None for any other
    clause."""
    if _BARE_AUX.fullmatch(clause):
        return "no" if len(_NEGATIONS.findall(clause)) % 2 else "yes"
    said = _SAID_VERDICT.fullmatch(clause) or _SAID_EXISTS.fullmatch(clause)
    if said is not None:  # "(I wouldn't say) no", "(I wouldn't say) there are none"
        return "no" if said.group("no") else "yes"
    judged = _judged(clause)
    if judged is not None:
        return judged
    if question:
        restated = restated_verdict(clause.strip() + ".", question)
        if restated is not None:
            return restated[0]
    return None


def _framed(text: str, question: str | None) -> Extraction | None:
    first = _first_sentence(text)
    low = first.lower()
    if low.startswith(_DRAWN_KEYS):
        drawn = _DRAWN.match(first)
        if drawn is not None:  # "So I wouldn't say they do.": the frame after a conclusion drawn
            first, low = first[drawn.end() :], low[drawn.end() :]
    if any(key in low for key in _FRAME_KEYS):
        m = _FRAME.match(first)
        if m is not None and not (m.group("truth_yes") and not m.group("truth_neg")):
            clause = m.group("clause")
            # (a bare verdict word only under a negated saying, "I wouldn't say no": a plain "I'd guess no" is read
            # by the label reader, with whatever doubts it)
            bare = not m.group("say_neg") and _SAID_VERDICT.fullmatch(clause) is not None
            inner = None if bare else _clause_polarity(clause, question)
            if inner is not None:
                if bool(m.group("truth_no")) != bool(m.group("truth_neg")):  # "It's not the case that", "a myth that"
                    inner = _flip(inner)
                if m.group("judge_no") or m.group("no_truth") or m.group("say_neg") or m.group("doubt"):
                    inner = _flip(inner)
                if bool(m.group("dissent")) != bool(m.group("stance_neg")):  # "I deny", "I can't agree"
                    inner = _flip(inner)
                if m.group("surprise") and not m.group("surprise_neg"):  # "I'd be surprised if it were"
                    inner = _flip(inner)
                return _result(inner, "first_line", m.group())
    if any(key in low for key in _STANCE_KEYS):
        m = _STANCE.match(first)
        if m is not None:
            value = "yes" if m.group("assent") or m.group("no_dissent") or m.group("no_argument") else "no"
            if m.group("neg"):
                value = _flip(value)
            return _result(value, "first_line", m.group())
    return None


# --- verdicts under different conditions ---------------------------------------------------

_CONDITIONED = lazy_compile(
    r"\b(?:if|when|unless|counting|excluding|including|for|in|under|with|without)\b[^,;.!?\n]{1,80},\s*(?:(?!not\b)[a-z]+\s+)?(yes|no)\b",
    re.IGNORECASE,
)


def _conditioned_both(text: str) -> bool:
    """ "If you count X, no; if you count Y, yes.": a verdict under each of two conditions."""
    head = text[:_EDGE]
    seen = {m.group(1).lower() for m in _CONDITIONED.finditer(head)}
    return len(seen) == 2


# --- a certainty idiom before a clause -----------------------------------------------------

_CERTAINTY = lazy_compile(
    r"\W*(?:no\s+doubt(?:\s+about\s+it)?|without\s+(?:a\s+)?(?:doubt|question)|no\s+question(?:\s+about\s+it)?|"
    r"undoubtedly|unquestionably|certainly|absolutely|definitely|clearly|obviously|of\s+course)\s*[:—–,]\s*",
    re.IGNORECASE,
)


def _stressed_clause(text: str, question: str) -> Extraction | None:
    """ "No doubt about it: the Arctic isn't a continent.": the clause the idiom stresses restates the
    question and gives the verdict."""
    m = _CERTAINTY.match(text)
    if m is None:
        return None
    rest = _first_sentence(text[m.end() :])
    restated = restated_verdict(rest.strip() + ".", question)
    if restated is None and len(text) - m.end() < 300:
        # "No doubt about it: penguins are a southern group. They don't live up north.": the clause stressed
        # restates nothing; in a short reply the restatement after it is what the idiom vouches for
        restated = restated_verdict(text[m.end() :], question)
        rest = restated[1] if restated is not None else rest
    if restated is None:
        return None
    if restated[0] == "no" and not _NEGATIONS.search(rest) and not _LITOTES_ANY.search(rest):
        # (the idiom affirms; only a denial in the clause it stresses turns it: "Of course - texting was one of its
        # main features." is no "no" however a restatement rule reads the clause)
        return None
    return _result(restated[0], "first_line", text[: m.end()] + rest)


# --- a closing conclusion after a lead phrase -----------------------------------------------

_CLOSING = lazy_compile(
    r"(?:^|[,;:—–]\s*|\s-\s+|[.!]\s+)(?:so|therefore|thus|hence|overall|all\s+in\s+all)\s*[,:]?\s+"
    # (the lead phrase set off by a comma or a colon: "So, on balance, yes", "So it's possible: yes", "So: a lake, yes")
    r"(?:(?:[\w'-]+\s+){0,4}?[\w'-]+\s*[,:]\s*|\w+ly\s+)(yes|no)\b(?=\s*(?:[,.;!—–]|\s-\s|$))",
    re.IGNORECASE,
)


# the verdict with the scope it holds for, closing the reply: "So mostly yes for the visible part."
_SCOPED_CLOSING = lazy_compile(
    r"(?:^|[.!?]\s+|[,;—–]\s*)(?:so|therefore|thus|hence|overall|all\s+in\s+all)\s*[,:]?\s+(?:\w+ly\s+)?(yes|no)\s+"
    r"(?P<scope>(?:for|in|as|on|at|within|from|by|under)\s+[^.!?;\n]{1,80})[.!]?\s*$",
    re.IGNORECASE,
)
_LATER_SENTENCE = lazy_compile(r"[.!?]\s+\w")
_CLOSING_KEYS = ("so", "therefore", "thus", "hence", "overall", "all in all")


def _closing(text: str) -> Extraction | None:
    """ "..., so broadly, yes.": a conclusion after a lead phrase, in the reply's last sentence."""
    tail = text[-_EDGE:]
    low = tail.lower()
    if not any(key in low for key in _CLOSING_KEYS):
        return None
    end = low[-140:]
    scoped = _SCOPED_CLOSING.search(tail, max(0, len(tail) - 140)) if "yes " in end or "no " in end else None
    if scoped is not None and not _ANY_VERDICT.search(scoped.group("scope")):
        return _result(scoped.group(1).lower(), "conclusion", scoped.group().strip())
    matches = list(_CLOSING.finditer(tail))
    m = matches[-1] if matches else None
    if m is None:
        return None
    if _LATER_SENTENCE.search(tail, m.end()):
        return None  # not the closing sentence
    return _result(m.group(1).lower(), "conclusion", m.group())


# --- replies with no verdict word the label reader knows ------------------------------------

# "He did not.", "They are not -", "Indeed it does not."
_SHORT_NOT = lazy_compile(
    rf"\W*{_LEAD}{_SUBJECT}(?:'s|'re|'m|\s+(?:(?:certainly|definitely|really|simply|still|just|generally|usually)\s+)?{_AUX})\s+not"
    rf"(?:\s+(?:at\s+all|one|so))?{_END}",
    re.IGNORECASE,
)
# "That it is.", "That they do!", "So it is."
_EMPHATIC = lazy_compile(rf"\W*{_LEAD}(?:that|so)\s+{_SUBJECT}\s+{_AUX}(?:\s+indeed)?{_END}", re.IGNORECASE)
# "I wouldn't say so.", "I'd imagine so.", "I'm afraid not.", "I doubt it."
_OPINION = lazy_compile(
    r"\W*(?:(?:i|we)(?P<neg>\s+(?:don't|do\s+not|wouldn't|would\s+not|shouldn't|should\s+not|can't|cannot|didn't))?"
    r"(?:'d|\s+would|\s+should)?\s+(?:really\s+|honestly\s+)?"
    r"(?:think|believe|guess|suppose|say|reckon|imagine|expect|suspect|assume|figure|gather|presume|daresay)\s+(?P<so>so|not)"
    r"|(?:i'm|i\s+am)\s+afraid\s+(?P<afraid>so|not))"
    r"(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    re.IGNORECASE,
)
# "lol no", "oh yes", "hell no": a bare verdict after up to three words that are no verdict
_BARE_AFTER = lazy_compile(r"\s*((?:[a-z]+[ \t]+){1,3})(yes|no|nope|yeah|yep|yup|nah)\W*", re.IGNORECASE)
_NOT_INTERJECTIONS = frozenset(
    """or and but if not maybe probably perhaps possibly likely either neither nor yes no say says
    answer is be would could might may""".split()
)
# "Sadly not.", "Apparently so.", "Afraid not.": an adverb and the pro-form of the answer, the whole clause
# ("Almost certainly not.", "Very much so.", "Most probably not.": a degree word before the adverb; the adverb
# nearest the pro-form decides whether it hedges)
_PRO_FORM = lazy_compile(
    r"\W*(?:(?:very|almost|most|quite|pretty|so|all\s+but|nearly|really)\s+)?"
    r"(?P<adverb>[a-z]+ly|afraid|indeed|quite|alas|seemingly|evidently|apparently|thankfully|luckily|sadly|much)"
    rf",?\s+(?P<form>so|not){_END}",
    re.IGNORECASE,
)
# (as "probably not" is a no, "probably so" is a yes; "possibly so" hedges)
# "Not in winter.", "Not on a bicycle.", "Not under these rules.": a denial limited to a scope, the whole first
# sentence (a "not" that opens a longer clause, "not without ...", "not only ..." are not this)
_SCOPED_NOT = lazy_compile(
    r"\W*not\s+(?!for\s+(?:the\s+|that\s+)?reasons?\b|for\s+nothing\b)(?:in|on|at|for|under|within|during|by|from|with|through|across|inside|outside)\s+"
    r"[^\s.!?;:,—–]+(?:[ \t]+[^\s.!?;:,—–]+){0,5}\s*$",
    re.IGNORECASE,
)
_HEDGING_ADVERBS = frozenset(
    {"possibly", "perhaps", "maybe", "conceivably", "arguably", "only", "supposedly", "allegedly", "hopefully"}
)
# "Hardly.", "None whatsoever.", "Zero.", "Fat chance.", "Barely any.", "Impossible for a human.": a denial as the whole
# clause (a quantity next to none; the act called impossible within a scope)
_DENIAL = lazy_compile(
    r"\W*(?:(?:hardly|scarcely|barely)(?:\s+(?:any(?:one|thing|body|where)?|ever)(?:\s+at\s+all)?)?|"
    r"(?:none|zero|nil|zilch|nada)(?:\s+whatsoever|\s+at\s+all)?|zero\s+chance|fat\s+chance|nothing\s+of\s+the\s+sort|"
    r"(?:impossible|not\s+possible)\s+(?:in|for|by|at|on|without|with|under|outside)\s+(?:[\w'-]+\s+){0,4}?[\w'-]+|"
    rf"not\s+one\s+bit|not\s+a\s+bit){_END}",
    re.IGNORECASE,
)
# "That's just a saying.", "It's only a figure of speech.": the claim called a manner of speaking
_SAYING = lazy_compile(
    r"\W*(?:that|it|this)(?:'s|\s+is|\s+was)\s+(?:just\s+|only\s+|merely\s+|simply\s+|nothing\s+but\s+)?(?:an?\s+)?(?:old\s+)?"
    r"(?:saying|expression|figure\s+of\s+speech|metaphor|idiom|wives'\s+tale|urban\s+legend|legend|joke|superstition)"
    rf"{_END}",
    re.IGNORECASE,
)
# "Never look directly at it.", "Don't mix them.": the act the question asks about, forbidden
_FORBIDDEN = lazy_compile(
    r"\W*(?:never|don't|do\s+not|please\s+don't|please\s+do\s+not)\s+(?:ever\s+)?(?P<verb>[a-z]+)", re.IGNORECASE
)
_QUESTION_WORDS = lazy_compile(r"[a-z]+", re.IGNORECASE)


def _predicated(word: str, question: str) -> bool:
    """Whether ``word`` is what the question predicates of its subject ("Is it safe to ...?", "Are they legal?"),
    not the act it asks about ("Is it legal to withhold rent?": "withhold")."""
    m = re.search(
        rf"\b(?:is|are|was|were|be|been)\s+(?:(?!to\b|and\b|or\b)[\w'-]+\s+){{0,3}}{re.escape(word)}\b",
        question,
        re.IGNORECASE,
    )
    return m is not None


# "That's a hard no.", "It's a big yes from me.": the verdict named as a noun, with any word before it
_NAMED_VERDICT = lazy_compile(
    r"\W*(?:that|it|this)(?:'s|\s+is|'d\s+be|\s+would\s+be)\s+(?:an?\s+)?(?:[a-z]+\s+){0,2}(?P<word>yes|no)"
    rf"(?:\s+from\s+(?:me|us))?{_END}",
    re.IGNORECASE,
)
# Informal verdicts as the whole clause: "Totally.", "For sure.", "No dice.", "As if.", "Dream on."
_INFORMAL = lazy_compile(
    r"\W*(?:(?P<yes>totally|for\s+sure|yessir|yes\s+sir|you\s+betcha|damn\s+right|right\s+on)|"
    r"(?P<no>no\s+dice|nada|negatory|as\s+if|dream\s+on|in\s+your\s+dreams|not\s+a\s+hope|no\s+can\s+do))"
    rf"{_END}",
    re.IGNORECASE,
)
# A bare verdict and a word of address: "Nah fam.", "No sir.", "Yes ma'am." (after an adverb of scope:
# "Legally - no sir.")
_ADDRESSED = lazy_compile(
    r"\W*(?:(?!only\b)[a-z]{3,}ly\s*(?:[,:—–]|\s-)?\s*)?(?P<word>yes|yeah|yep|no|nope|nah)[,\s]+(?:fam|sir|ma'am|madam|mate|dude|bro|buddy|pal|man|friend|siree|sirree|"
    rf"chief|boss|my\s+friend){_END}",
    re.IGNORECASE,
)
# "Historians say no.", "Studies show it doesn't.", "The consensus is yes.": a source the reply cites
# reports the verdict (not a vague group: "Some people say yes" reports a view, not the answer)
_REPORTED_VERDICT = lazy_compile(
    r"\W*(?P<who>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?P<verb>says?|said|agrees?|agreed|confirms?|confirmed|concludes?|concluded|"
    r"thinks?|believes?|shows?|showed|finds?|found|suggests?|indicates?|is|are)(?:\s+that)?\s+"
    rf"(?P<what>yes|no|so|not|{_SUBJECT}(?:'s|'re|\s+{_AUX}|\s+(?:can't|won't|cannot))(?:\s+not|n't)?){_END}",
    re.IGNORECASE,
)
# (nor the speaker: "I wouldn't say no" is a frame over the verdict, read above)
_VAGUE_SOURCES = frozenset(
    "they some people others folks many few rumor rumors rumour rumours legend myth someone everyone".split()
)
_VERDICT_NOUNS = ("consensus", "evidence", "science", "data", "research", "verdict", "ruling", "finding", "findings")
# "I lean yes.", "Leaning no.", "Most geologists now lean toward no.": a tentative verdict still picks one,
# the speaker's or a source's (not a denied lean: "I don't lean either way", "nobody leans toward yes")
_LEANING = lazy_compile(
    r"(?<!n't\s)(?<!not\s)(?<!nobody\s)\b(?:leans?|leaning|leaned|leant)(?:\s+(?:strongly|slightly|heavily))?"
    r"(?:\s+(?:towards?|to))?\s+(?P<word>yes|no)\b(?!\s*(?:or|/)\s*(?:yes|no)\b)",
    re.IGNORECASE,
)
# "The records point to yes.", "It all points towards no.": what the evidence is said to point to, a verdict
# word closing its clause (not "points to no clear answer", nor a denied or empty source: "nothing points to yes")
_POINTING = lazy_compile(
    r"(?<!n't\s)(?<!not\s)(?<!nobody\s)(?<!nothing\s)(?<!no\s)\b(?:points?|pointing|pointed)(?:\s+(?:clearly|strongly|firmly))?"
    r"\s+(?:towards?|to)\s+(?:a\s+)?[\"'“‘*]?(?P<word>yes|no)\b[\"'”’*]?(?=\s*(?:[.!;:—–]|\s-\s|$))",
    re.IGNORECASE,
)
_POINTING_OPEN = lazy_compile(r"\b(?:if|whether|unless|might|may|could|would)\b", re.IGNORECASE)


def _pointing_settled(text: str, start: int, end: int) -> bool:
    """Whether the sentence of a "points to yes" (at ``text[start:end]``) states it: not asked ("Does it point to
    yes?") nor put under a condition or a modal ("If the rings point to yes, ...", "It might point to no.")."""
    stops = [text.find(c, end) for c in ".!?\n"]
    close = min((at for at in stops if at >= 0), default=-1)
    if close >= 0 and text[close] == "?":
        return False
    lo = max(text.rfind(c, 0, start) for c in ".!?\n") + 1
    return _POINTING_OPEN.search(text, lo, start) is None


# "Historically yes, today no.": what holds now answers a question in the present
_NOW_VERDICT = lazy_compile(
    r"\b(?:today|now|nowadays|currently|these\s+days|at\s+present)\b,?\s*(?P<word>yes|no)\b(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    re.IGNORECASE,
)
_ONCE = lazy_compile(
    r"\W*(?:historically|once|formerly|originally|in\s+the\s+past|in\s+the\s+old\s+days|back\s+then)\b,?\s*(?:yes|no)\b",
    re.IGNORECASE,
)
# "The answer's no.": the marker contracted
_CONTRACTED_MARKER = lazy_compile(r"\b(?:answer|verdict|response)'s\s*:?\s*(?P<word>yes|no)\b", re.IGNORECASE)
# A verdict word of another language or dialect opening the reply, set off by punctuation ("Nee, ...",
# "Hapana.", "Aye.", "Uh-huh."; not Norwegian "nei": "NEI." is FEVER's NOT ENOUGH INFO)
_FOREIGN = {
    **dict.fromkeys("aye yea uh-huh mhm mm-hmm yessir 👍".split(), "yes"),
    **dict.fromkeys("nay naw nuh-uh uh-uh 👎".split(), "no"),
    **dict.fromkeys("ndiyo ndio ano áno tak так taip jah jā já jes da ya iya yebo opo haan si có ええ".split(), "yes"),
    **dict.fromkeys("nee hapana tidak bukan ne nē nem nu cha ні не nahi nahin hayir לא ไม่ نه".split(), "no"),
    "ใช่": "yes",
    "بله": "yes",
}
_FOREIGN_OPENING = lazy_compile(r"[^\w👍👎]*(?:([^\W\d_]+(?:-[^\W\d_]+)?)\s*(?:[,.!;:—–]|-(?=\s)|$)|(👍|👎))")
# ... or opening a sentence in that language without punctuation ("Ja klopt.", "Nein das stimmt nicht."): only
# words that open no English sentence (not "Da", "Ya", "Si", "Ne", "Nu": "Da Vinci ...")
_FOREIGN_BARE_WORDS = {
    **{
        word: value
        for word, value in _FOREIGN.items()
        if word not in set("da ya si ne nu cha có jes yea aye nay naw".split())
    },
    **dict.fromkeys("sí sim oui ja igen kyllä evet ναι да".split(), "yes"),
    **dict.fromkeys("nein non não nej hayır όχι нет".split(), "no"),
}
_FOREIGN_BARE = lazy_compile(r"\W*([^\W\d_]+)[ \t]+(?=[^\W\d_])")
# (closing the reply after a colon, or after an interjection opening it, any of these: "Jadi jawabannya:
# tidak.", "Hmm, sí - ...")
_FOREIGN_CLOSING = {**_FOREIGN, **_FOREIGN_BARE_WORDS}
_INTERJECTION = lazy_compile(
    r"\W*(?:h?mm+|oh+|ah+|eh|uh|um+|well|ha(?:ha)*|ok|okay|pues|bueno|beh|allora|tja|nou)[,.!…]*\s+", re.IGNORECASE
)
# "Creo que sí.", "Penso che no.", "Acho que não", "Certo che sì!": a verb or adverb, "que"/"che", then the
# verdict word (a negation before the verb turns it round: "No creo que sí")
_THAT_VERDICT = lazy_compile(
    r"\W*(?P<neg>no\s+|não\s+|non\s+)?(?:[^\W\d_]+\s+){0,1}[^\W\d_]+\s+(?:que|che|qué)\s+(?P<word>sí|si|sì|sim|no|não|nao|non)(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    re.IGNORECASE,
)
_THAT_VERDICT_YES = frozenset({"sí", "si", "sì", "sim"})
# A verdict word of a language written without spaces between words, running into what follows:
# "ใช่ครับ ...", "是的，...", "いいえ違います"
_UNSPACED = (("ไม่ใช่", "no"), ("ใช่", "yes"), ("不是", "no"), ("不对", "no"), ("是的", "yes"), ("对的", "yes"),
             ("いいえ", "no"), ("はい", "yes"))  # fmt: skip
# "Ha, quite the opposite.": the claim turned round, after an interjection or adverb
_OPPOSITE = lazy_compile(
    rf"\W*(?:{_LEAD}|(?:ha(?:ha)*|lol|nope|nah),?\s+)(?:quite\s+|just\s+|rather\s+|exactly\s+|precisely\s+)?(?:the\s+)?"
    rf"(?:opposite|reverse)(?:\s+is\s+true)?{_END}",
    re.IGNORECASE,
)
# "Not unless you ...", "Not if ...": the exception stated, the answer no
# (not "Not without reason": that denies a lack, a yes)
_EXCEPTED = lazy_compile(r"\W*not\s+(?:unless|if)\b", re.IGNORECASE)
# "Only if X, which it isn't.": the one condition, then denied
_CONDITION_DENIED = lazy_compile(
    r"\W*only\s+(?:if|when)\b[^.!?;\n]{1,200}?,\s*which\s+(?:[\w'-]+\s+){0,2}?(?:\w+n't|[a-z]+\s+not|never|nobody|no\s+one|none)\b",
    re.IGNORECASE,
)
# "The honest answer is that they did not overlap."
_ANSWER_IS_THAT = lazy_compile(r"\banswer\s+is\s+that\s+(?P<clause>[^.!?;\n—–]{1,200})", re.IGNORECASE)
_CLAUSE_AUX = lazy_compile(rf"\s*{_SUBJECT}\s+(?P<aux>{_AUX})(?P<neg>\s+not|n't)?\b", re.IGNORECASE)
_QUESTION_AUX = lazy_compile(rf"\W*(?P<aux>{_AUX})(?:n't)?\b", re.IGNORECASE)


# --- the reply's structure against the question's ---------------------------------------------

# "So he did not.", "Hence it does.", "Therefore they can't.": a short auxiliary answer closing the reply
_CLOSING_AUX = lazy_compile(
    rf"(?:^|[.!?]\s+)(?:and\s+)?(?:so|thus|therefore|hence|ergo)\s*,?\s+{_SUBJECT}\s+(?:(?:really|certainly|definitely|indeed|simply)\s+)?"
    r"(?P<aux>is|are|was|were|do|does|did|can|could|will|would|has|have|had|should|must|ca(?=n't)|wo(?=n't))"
    r"(?P<neg>\s+not|n't|not)?(?:\s+[a-z]+ly)?\s*[.!]?\s*$",
    re.IGNORECASE,
)
# "... is the traditional date. Y.": a verdict letter as the closing sentence
_CLOSING_LETTER = lazy_compile(r"(?:^|[.!?]\s+)([YN])\s*[.!]?\s*$")
# the reply saying the answer cannot be known: "I can't predict the future.", "Nobody can know that."
_DECLINED = lazy_compile(
    r"\b(?:can(?:'t|’t|not)|cannot|unable\s+to|no\s+way\s+to|(?:nobody|no\s+one)\s+can)\s+(?:\w+ly\s+)?"
    r"(?:predict|foresee|know|tell|say)\b",
    re.IGNORECASE,
)
# "So the answer: tidak.": a closing colon and a verdict word of another language
_CLOSING_FOREIGN = lazy_compile(r":\s*([^\W\d_]+)\s*[.!]?\s*$")
# "It has happened -", "It's been done.", "It does happen.": an occurrence shows the act possible
_OCCURRED = lazy_compile(
    r"\W*(?:it|that|this)(?:'s|\s+has|\s+have|\s+does|\s+did)?\s+(?:already\s+|actually\s+|indeed\s+|definitely\s+|certainly\s+)?"
    rf"(?:happened|occurred|been\s+done|happens?|occurs?)(?:\s+(?:before|already|several\s+times|many\s+times|often))?{_END}",
    re.IGNORECASE,
)
# "Zero moons.", "No calories at all.": none of what the question asks about
_ZERO = lazy_compile(
    rf"\W*(?:zero|no|not\s+a\s+single)\s+(?P<what>[a-z]+)(?:\s+(?:at\s+all|whatsoever))?{_END}", re.IGNORECASE
)


def _stem(word: str) -> str:
    low = word.lower()
    return low[:-1] if len(low) > 3 and low.endswith("s") and not low.endswith("ss") else low


_POSSIBILITY = lazy_compile(r"\b(?:possible|possibly|can|could|ever)\b", re.IGNORECASE)
# "Only on weekdays.", "Just some of them.": a restriction answering a question about all or always
_RESTRICTED = lazy_compile(
    r"\W*(?:only|just)\s+(?:on|in|at|for|when|during|some|certain|a\s+few|under|with|between|before|after|if|part)\b",
    re.IGNORECASE,
)
_UNIVERSAL = lazy_compile(
    r"\b(?:always|all|every|each|everywhere|everyone|everybody|everything|whole|entire)\b", re.IGNORECASE
)
# "The Sun isn't massive enough.": the subject lacks what the outcome asked about needs
_NOT_ENOUGH = lazy_compile(
    r"\W*(?:[\w'-]+\s+){0,4}?[\w'-]+(?:\s+(?:is|are|was|were)\s+not|\s+(?:isn't|aren't|wasn't|weren't)|'s\s+not|'re\s+not)\s+"
    r"(?:nearly\s+|quite\s+|remotely\s+|anywhere\s+near\s+)?[a-z]+\s+enough\b",
    re.IGNORECASE,
)
_OUTCOME_QUESTION = lazy_compile(r"\W*(?:will|can|could|would)\b|.*\bpossible\b", re.IGNORECASE)
# "Different minerals entirely.", "The same one -": a fragment answering "the same ...?"
_THE_SAME = lazy_compile(r"\bthe\s+same\b", re.IGNORECASE)
_SAME_FRAGMENT = lazy_compile(
    r"\W*(?:(?P<no>(?:two\s+|entirely\s+|completely\s+|quite\s+)?(?:different|distinct|separate|unrelated)|not\s+the\s+same)|"
    r"(?P<yes>(?:the\s+)?(?:very\s+)?(?:same|identical)))\b",
    re.IGNORECASE,
)


_ADVICE_CONDITION = lazy_compile(r"\b(?:without|unless|until|before|first)\b", re.IGNORECASE)
# the reply's closing sentence
_LAST_SENTENCE = lazy_compile(r"(?:^|[.!?]\s+)([^.!?\n]{3,300}[.!?]?)\s*$")
_BUT = lazy_compile(r"\b(?:but|however|yet|though)\b", re.IGNORECASE)
# a closing sentence of one to three words: "... Different concepts."
_LAST_FRAGMENT = lazy_compile(r"(?:^|[.!?]\s+)((?:[\w'-]+[ \t]+){0,2}[\w'-]+)\s*[.!]?\s*$")


# "So the honest answer is no.", "So the pedant's answer is no.": a conclusion naming whose answer it adopts
_ADOPTED_ANSWER = lazy_compile(
    r"(?:^|[.!?]\s+)(?:and\s+)?(?:so|therefore|thus|hence)\s*,?\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,2}?answer"
    r"(?:\s+(?:is|would\s+be|has\s+to\s+be|must\s+be)|['’]s)\s*:?\s*(?P<word>yes|no)\b(?=\s*[.!]?\s*$)",
    re.IGNORECASE,
)
# 'the answer to "Can X fly?" is no': an answer marker whose question is quoted (its "?" ends no sentence)
_QUOTED_QUESTION_ANSWER = lazy_compile(
    r"\b(?:the|my|our)\s+(?:[\w'-]+\s+)?(?:answer|reply|response)\s+to\s+(?:the\s+question\s+)?"
    r"(?:\"[^\"\n]{1,300}\?\"|“[^”\n]{1,300}\?”|'[^'\n]{1,300}\?'"
    # (a quoted question without its mark: "the answer to 'is it legal' is no")
    rf"|[\"“'‘]{_AUX}\s[^\"”'’\n?]{{1,300}}[\"”'’])\s+(?:is|would\s+be|has\s+to\s+be|must\s+be)\s*:?\s*"
    r"[\"'“‘*]*(?P<word>yes|no)\b(?!\s*\?|\s*(?:or|/)\s*(?:yes|no)\b)",
    re.IGNORECASE,
)
_OPEN_QUESTION = lazy_compile(r"\b(?:whether|if)\s+$", re.IGNORECASE)
_CONTENT = lazy_compile(r"[a-z]{4,}", re.IGNORECASE)


def _echo_judged(text: str, first: str, question: str) -> Extraction | None:
    """ "X is Y? That's the assumption, and it's wrong.": the question echoed, then judged."""
    rest = text[len(first) :].lstrip()
    if not rest.startswith("?"):
        return None
    asked = {w.lower() for w in _CONTENT.findall(question)}
    said = {w.lower() for w in _CONTENT.findall(first)}
    if not asked or len(asked & said) * 4 < len(asked) * 3:
        return None
    nxt = _first_sentence(rest[1:])
    for piece in re.split(r"[,;:—–]\s*(?:and\s+|but\s+)?|\s-\s|\s+and\s+", nxt):
        judged = _judged(piece)
        if judged is not None:
            return _result(judged, "first_line", first + "? " + nxt)
    return None


def _closing_marker(text: str) -> Extraction | None:
    """An answer marker in the reply's closing sentence: "So the answer's yes.", "So the answer to 'is it
    legal' is no." (its question quoted)."""
    tail = text[-_EDGE:].rstrip()
    if "answer" not in tail and "reply" not in tail and "response" not in tail:
        return None
    if "?" in tail or "'" in tail or '"' in tail or "“" in tail or "‘" in tail:
        m = _QUOTED_QUESTION_ANSWER.search(tail)
        if m is not None and not _OPEN_QUESTION.search(tail, max(0, m.start() - 12), m.start()):
            if not _LATER_SENTENCE.search(tail, m.end()):
                return _result(m.group("word").lower(), "answer_marker", m.group())
    m = _ADOPTED_ANSWER.search(tail, max(0, len(tail) - 120)) if "answer" in tail[-120:] else None
    if m is not None:
        return _result(m.group("word").lower(), "conclusion", m.group())
    return None


def _structural(text: str, first: str, question: str | None) -> Extraction | None:
    """Replies whose verdict comes from how a short clause relates to the question: a closing
    short answer in the question's own auxiliary, an occurrence for a question of possibility, a
    restriction for a question about all, a lack for a question of outcome."""
    tail = text[-_EDGE:].rstrip()
    end = tail[-120:].lower()  # (cheap looks for the cue words first)
    m = _CLOSING_LETTER.search(tail, max(0, len(tail) - 8))
    if m is not None and not _DECLINED.search(tail, 0, m.start(1)) and not is_refusal(tail[: m.start(1)]):
        # ("I can't predict the future. Y": a letter after the reply declines to know is a stray one)
        return _result("yes" if m.group(1) == "Y" else "no", "conclusion", m.group(1))
    m = _CLOSING_FOREIGN.search(tail, max(0, len(tail) - 40)) if ":" in end else None
    if m is not None and m.group(1).lower() in _FOREIGN_CLOSING:
        return _result(_FOREIGN_CLOSING[m.group(1).lower()], "conclusion", m.group())
    if ("?" in tail or "'" in tail or '"' in tail or "“" in tail or "‘" in tail) and (
        "answer" in tail or "reply" in tail or "response" in tail
    ):
        m = _QUOTED_QUESTION_ANSWER.search(tail)
        if m is not None and not _OPEN_QUESTION.search(tail, max(0, m.start() - 12), m.start()):
            return _result(m.group("word").lower(), "answer_marker", m.group())
    m = _ADOPTED_ANSWER.search(tail, max(0, len(tail) - 120)) if "answer" in end else None
    if m is not None:
        return _result(m.group("word").lower(), "conclusion", m.group())
    if not question:
        return None
    if "?" in text[len(first) : len(first) + 2]:
        echoed = _echo_judged(text, first, question)
        if echoed is not None:
            return echoed
    asked = _QUESTION_AUX.match(question)
    concluding = any(cue in end for cue in ("so", "thus", "therefore", "hence", "ergo"))
    m = _CLOSING_AUX.search(tail, max(0, len(tail) - 120)) if concluding and asked is not None else None
    if m is not None and asked is not None:
        said = {"ca": "can", "wo": "will"}.get(m.group("aux").lower(), m.group("aux").lower())
        if said == asked.group("aux").lower():
            return _result("no" if m.group("neg") else "yes", "conclusion", m.group())
    m = _ZERO.match(first)
    if m is not None and _stem(m.group("what")) in {_stem(w) for w in _QUESTION_WORDS.findall(question)}:
        return _result("no", "first_line", m.group())
    m = _OCCURRED.match(first)
    if m is not None and _POSSIBILITY.search(question):
        return _result("yes", "first_line", m.group())
    m = _RESTRICTED.match(first)
    if m is not None and _UNIVERSAL.search(question) and not _RESTRICTED.match(question):
        return _result("no", "first_line", m.group())
    if "enough" in first.lower() and "enough" not in question.lower():
        m = _NOT_ENOUGH.match(first)
        if m is not None and _OUTCOME_QUESTION.match(question):
            return _result("no", "first_line", m.group())
    if "same" in question and _THE_SAME.search(question):
        m = _SAME_FRAGMENT.match(first)
        if m is not None:
            return _result("yes" if m.group("yes") else "no", "first_line", m.group())
        # (or closing the reply, a fragment of a few words: "... Different concepts.")
        last = _LAST_FRAGMENT.search(tail)
        m = _SAME_FRAGMENT.match(last.group(1)) if last is not None else None
        if m is not None and last is not None:
            return _result("yes" if m.group("yes") else "no", "conclusion", last.group(1))
    return None


# the claim dismissed in a fragment, with a word or two to stress it: "Total myth.", "Pure fiction -"
_DISMISSED = lazy_compile(
    r"\W*(?:an?\s+)?(?P<how>(?:[a-z]+\s+){0,2})(?P<what>myth|misconception|nonsense|fiction|fallacy|falsehood|hoax|"
    # (any mark may end it: "Total myth 🐂.")
    r"fabrication|rubbish|(?:urban\s+)?legend|old\s+wives'\s+tale)(?=\s*(?:[^\w\s'’-]|\s-\s|$))",
    re.IGNORECASE,
)


# a label, a colon, then a verdict run on into its words without a comma: "Standard guitar: yes six strings."
_LABEL_THEN_BARE = lazy_compile(r"\W*(?P<label>[^\W\d_][\w' -]{0,40}?)\s*:\s*(?P<word>yes|no)\s+(?=\w)", re.IGNORECASE)
# an answer of frequency that leaves no exception, opening the reply: "Always.", "Every time -", "Without fail,"
_WITHOUT_EXCEPTION = lazy_compile(
    r"\W*(?:always|invariably|every\s+(?:single\s+)?time|without\s+(?:exception|fail))"
    r"(?=\s*(?:[^\w\s'’-]|\s-\s|$))",
    re.IGNORECASE,
)
_NEVER_ASKED = lazy_compile(r"\b(?:never|always|ever|sometimes|often)\b|n't\b|\bnot\b", re.IGNORECASE)
# the claim true only where nothing is real: "Only in folklore.", "Just in the movies -", "Only in fairy tales"
_ONLY_UNREAL = lazy_compile(
    r"\W*(?:only|just|purely|solely)\s+(?:in|on)\s+(?:the\s+|a\s+|some\s+)?(?:\w+\s+)?(?:folklore|myths?|mythology|legends?|"
    r"fairy\s*tales?|fiction|films?|movies?|cartoons?|novels?|stories|story|fables?|fantasy|dreams?|science\s+fiction|sci-fi|"
    # (any mark may end it: "Only in folklore 😺.")
    r"superstitions?|tv|television)(?=\s*(?:[^\w\s'’-]|\s-\s|$))",
    re.IGNORECASE,
)
# a question whether something belongs to a category: "Are bananas berries?", "Is a tomato a fruit?"
_CATEGORY_QUESTION = lazy_compile(r"\W*(?:is|are|was|were)\b", re.IGNORECASE)
_STATEMENT_END = lazy_compile(r"[.!]\s+\w")
_QUALIFY_KEYS = ("qualif", "count", "fits")
# the subject said to meet the category with a verb of qualifying: "they qualify", "it still counts as one", "it
# doesn't count", "they fit the definition" (a clause of its own: not "it counts calories")
_QUALIFIES = lazy_compile(
    r"(?:^\W*(?:(?:by|under|in|for|on|according\s+to)\s+(?:[\w'-]+\s+){1,3}?)?|[,;:—–]\s*|\s-\s|\bbut\s+|\bso\s+)"
    r"(?:[a-z]+ly,?\s+)?(?:they|it|he|she|these|those|this|that)\s+"
    r"(?P<neg>(?:do|does|did)(?:n't|\s+not)\s+|(?:can't|cannot|wouldn't|won't)\s+)?"
    r"(?:(?:still|really|actually|technically|fully|certainly|definitely|do|does|did)\s+)?"
    r"(?:qualif(?:y|ies)|counts?|fits?\s+the\s+(?:bill|definition))(?:\s+as\s+(?:such|one|an?\s+[\w-]+|[\w-]+))?"
    r"(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    re.IGNORECASE,
)
# the claim judged by how it sounds or looks (not when a "but" concedes it: "That sounds wrong, but ...")
_PERCEIVED = lazy_compile(
    r"\W*(?:(?:that|this|it)\s+)?(?:(?P<neg>doesn't|does\s+not)\s+(?:sound|seem|look)|sounds|seems|looks)\s+"
    r"(?:(?:about|quite|entirely|completely|totally|very|pretty|a\s+bit|kind\s+of)\s+)?"
    r"(?:(?P<no>wrong|false|incorrect|off|fishy|dubious|implausible|unlikely)|(?P<yes>right|true|correct|accurate|plausible))"
    r"(?:\s+to\s+me)?(?=\s*(?:[.!,;:—–]|\s-\s|$))",
    re.IGNORECASE,
)
_CONCEDED = lazy_compile(r"\b(?:but|though|although|however|yet|still)\b", re.IGNORECASE)
# words that limit or hedge a dismissal ("Probably legend.", "Partly myth."): no verdict
_LIMITED = lazy_compile(
    r"\b(?:probably|possibly|perhaps|maybe|likely|mostly|largely|partly|partially|half|somewhat|arguably|only|part|"
    r"kind\s+of|sort\s+of)\b",
    re.IGNORECASE,
)


# The verdict named as a noun with a word that grades it, after the answer's own name: "The answer is a firm
# no.", "My verdict would be a cautious yes" (not "a yes-or-no question", not "a yes/no answer")
_GRADED_ANSWER = lazy_compile(
    r"\b(?:answer|verdict|response|reply|call)(?:\s+(?:is|was|would\s+be|has\s+to\s+be|must\s+be)|['’]s)\s*:?\s+"
    r"(?:still\s+)?an?\s+(?:[a-z]+[ \t]+){1,2}?(?P<word>yes|no)\b(?![\w/-]|\s+(?:or|and)\b)",
    re.IGNORECASE,
)
# An answer marker, then an adverb and the pro-form: "Short answer: almost certainly not.", "Verdict - sadly so."
_MARKED_PRO_FORM = lazy_compile(
    r"(?:^|[.!?]\s+|\n\s*)(?:(?:the\s+)?short\s+answer|in\s+short|in\s+a\s+word|bottom\s+line|verdict|answer|tl;?dr|"
    r"conclusion|in\s+sum|net|upshot)\s*(?:[:—–]|\s-)\s*",
    re.IGNORECASE,
)
# A denial limited to a manner, a degree or a time, set off from what follows by a dash, a colon or a semicolon:
# "Not stably - it would boil off.", "Not mostly: a tenth of it is ice.", "Not while the match is on; ..."
# (not "Not only ...", "Not just ...", "Not that ...", "Not necessarily" (a hedge), nor a litotes: "Not
# unusually -", "Not infrequently -" affirm)
_LIMITED_NOT = lazy_compile(
    r"\W*not\s+(?:(?!(?:only|just|merely|simply|necessarily|surprisingly|unlikely|un\w+|in\w+ly|ir\w+ly|im\w+ly)\b)"
    r"(?:[a-z]+ly|mostly|much|quite|fully|wholly|really|always|anymore|any\s+longer|today|now|nowadays)"
    r"(?:[ \t]+(?:[a-z]+ly|so|yet))?"
    r"|(?:while|when|whilst|once|after|before|until|till|during)\s+[^\s.!?;:,—–]+(?:[ \t]+[^\s.!?;:,—–]+){0,7}?)"
    r"\s*(?:[;:—–]|\s-\s)",
    re.IGNORECASE,
)
# A conclusion that is only an echo of the question's predicate, denied or not: "So - landlocked.", "Hence: not
# really dangerous.", "Thus, definitely older." (every content word of the fragment is one of the question's)
_ECHO_CLOSING = lazy_compile(
    r"(?:^|[.!?]\s+|\n\s*)(?:so|therefore|thus|hence|ergo)\s*(?:[,:—–]|\s-)\s*(?P<neg>not\s+)?"
    r"(?P<words>(?:[a-z'-]+[ \t]+){0,3}[a-z'-]+)\s*[.!]?\s*$",
    re.IGNORECASE,
)
_ECHO_FILLER = frozenset(
    """really quite very so too all that entirely exactly fully truly definitely certainly clearly probably
    surely indeed basically essentially effectively technically pretty much at""".split()
)


def _echo_closing(text: str, question: str) -> Extraction | None:
    """ "..., so - landlocked.": a closing fragment that only repeats the question's predicate gives its verdict."""
    tail = text[-160:]
    m = _ECHO_CLOSING.search(tail)
    if m is None:
        return None
    words = [w.lower() for w in m.group("words").split()]
    asked = {w.lower() for w in _QUESTION_WORDS.findall(question)}
    content = [w for w in words if w not in _ECHO_FILLER]
    if not content or any(w not in asked or len(w) < 4 for w in content) or _NEGATIONS.search(m.group("words")):
        return None
    return _result("no" if m.group("neg") else "yes", "conclusion", m.group().strip())


# "No national ID card.", "No speed limit -": the opening denies the question's own noun phrase, whole
_NO_SUCH_THING = lazy_compile(
    r"\W*no\s+(?P<what>(?:[a-z'-]+[ \t]+){0,3}[a-z'-]+)\s*(?:[.;:!—–]|\s-\s|$)", re.IGNORECASE
)


def _graded_or_marked(text: str) -> Extraction | None:
    """ "..., so the answer is a firm no.", "Short answer: almost certainly not.": a marked verdict in a form the
    label reader does not take."""
    tail = text[-_EDGE:]
    matches = list(_GRADED_ANSWER.finditer(tail)) if ("answer" in tail or "verdict" in tail or "re" in tail) else []
    if matches and not _LATER_SENTENCE.search(tail, matches[-1].end()):
        m = matches[-1]
        return _result(m.group("word").lower(), "answer_marker", m.group())
    for m in _MARKED_PRO_FORM.finditer(tail):
        form = _PRO_FORM.match(tail, m.end())
        if form is not None and form.group("adverb").lower() not in _HEDGING_ADVERBS:
            if not _LATER_SENTENCE.search(tail, form.end()):
                value = "yes" if form.group("form").lower() == "so" else "no"
                return _result(value, "answer_marker", tail[m.start() : form.end()].strip())
    return None


# a verdict after the scope it holds in, with no comma between, opening the reply and running on: "In many states
# yes, but ...", "For most adults no - ..." (the only verdict word in the reply)
_SCOPED_RUN_ON = lazy_compile(
    r"\W*(?:in|on|for|under|at|with|among)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+\s+(?P<word>yes|no)\b(?=\s*(?:[,.;:!—–]|\s-\s|$))",
    re.IGNORECASE,
)


def _unread(text: str, question: str | None) -> Extraction | None:
    first = _first_sentence(text)
    m = _SCOPED_RUN_ON.match(first)
    if m is not None and len(_ANY_VERDICT.findall(text, 0, 2 * _EDGE)) == 1:
        return _result(m.group("word").lower(), "first_line", m.group().strip())
    m = _SHORT_NOT.match(first)
    if m is not None:
        return _result("no", "first_line", m.group())
    m = _EMPHATIC.match(first)
    if m is not None:
        return _result("yes", "first_line", m.group())
    m = _PRO_FORM.match(first)
    if m is not None and m.group("adverb").lower() not in _HEDGING_ADVERBS:
        return _result("yes" if m.group("form").lower() == "so" else "no", "first_line", m.group())
    m = _SCOPED_NOT.match(first) if len(text) > len(first) and text[len(first)] in ".!" else None
    if m is not None:
        return _result("no", "first_line", m.group())
    m = _LIMITED_NOT.match(first) if first[:8].lower().lstrip(" *_\"'").startswith("not ") else None
    if m is not None:
        return _result("no", "first_line", m.group().rstrip(" ;:—–-"))
    m = _DENIAL.match(first) or _SAYING.match(first)
    if m is not None:
        return _result("no", "first_line", m.group())
    denied = support_denied(first, question, text) if question else None
    if denied is not None:  # "There's no evidence that it does.", "There's no such rule."
        return denied
    m = _NAMED_VERDICT.match(first) or _ADDRESSED.match(first)
    if m is not None:
        return _result("no" if m.group("word").lower() in ("no", "nope", "nah") else "yes", "first_line", m.group())
    m = _INFORMAL.match(first)
    if m is not None:
        return _result("yes" if m.group("yes") else "no", "first_line", m.group())
    m = _LABEL_THEN_BARE.match(first) if question and ":" in first else None
    if m is not None and question and len(_ANY_VERDICT.findall(first)) == 1:
        label = {w.lower() for w in _CONTENT.findall(m.group("label"))}
        if label and label <= {w.lower() for w in _CONTENT.findall(question)}:
            # "Standard guitar: yes six strings.": a label naming what is asked, then the verdict run on
            return _result(m.group("word").lower(), "first_line", m.group().strip())
    m = _WITHOUT_EXCEPTION.match(first)
    if m is not None and not (question and _NEVER_ASKED.search(question)):
        # "Always, in Euclidean geometry.", "Every single time.": what the question asks holds each time
        return _result("yes", "first_line", m.group())
    m = _ONLY_UNREAL.match(first)
    if m is not None:
        # "Only in folklore.", "Just in the movies -": it holds only where nothing real is
        return _result("no", "first_line", m.group())
    if question and _CATEGORY_QUESTION.match(question) and any(w in text[:_EDGE].lower() for w in _QUALIFY_KEYS):
        m = _QUALIFIES.search(text, 0, _EDGE)
        # (in the first statement: sentences that only echo the question, "Bananas? Berries?", may come before)
        if m is not None and not _STATEMENT_END.search(text, 0, m.start()):
            # "Odd as it sounds, botanically they qualify.": the subject meets the category asked about
            return _result("no" if m.group("neg") else "yes", "first_line", m.group().strip())
    m = _PERCEIVED.match(first)
    if m is not None and not _CONCEDED.search(first, m.end()):
        # "That doesn't sound right - ...", "Sounds about right.": the claim judged by how it sounds
        value = "no" if m.group("no") else "yes"
        return _result(_flip(value) if m.group("neg") else value, "first_line", m.group())
    m = _DISMISSED.match(first)
    if m is not None and not _NEGATIONS.search(m.group("how")) and not _LIMITED.search(m.group("how")):
        # "Total myth.", "Complete nonsense -": the claim dismissed (unless the question asks whether it is one)
        asks_it = question is not None and m.group("what").lower().split()[-1] in question.lower()
        return _result("yes" if asks_it else "no", "first_line", m.group())
    if question:
        m = _FORBIDDEN.match(first)
        if (
            m is not None
            and _ADVICE_CONDITION.search(first, m.end())
            and not _HARM_QUESTION.search(question)
            and not _predicated(m.group("verb"), question)
        ):
            # "Is it legal to withhold rent?" - "Never withhold rent without asking a lawyer first.": advice under a
            # condition gives no verdict (but a question of harm still reads advice against the act as agreeing;
            # and "Is it safe to ...?" - "Never safe without a filter." denies the predicate: no advice at all)
            m = None
        if m is not None and m.group("verb").lower() in {w.lower() for w in _QUESTION_WORDS.findall(question)}:
            return _result("no", "first_line", m.group())
    if "lean" in text[-_EDGE:].lower():
        m = _LEANING.search(text, max(0, len(text) - _EDGE))
        if m is not None:
            return _result(m.group("word").lower(), "conclusion", m.group())
    if "point" in text[-_EDGE:].lower():
        m = _POINTING.search(text, max(0, len(text) - _EDGE))
        if m is not None and _pointing_settled(text, m.start(), m.end()):
            return _result(m.group("word").lower(), "conclusion", m.group())
    if text.rfind("'s") >= 0:  # (str.rfind: much cheaper than "in" on a text without it)
        m = _CONTRACTED_MARKER.search(text)
        if m is not None:
            return _result(m.group("word").lower(), "answer_marker", m.group())
    low = first.lower()
    if "so" in low or "not" in low:
        m = _OPINION.match(first)
        if m is not None:
            if m.group("afraid"):
                value = "yes" if m.group("afraid").lower() == "so" else "no"
            else:
                value = "yes" if m.group("so").lower() == "so" else "no"
                if m.group("neg"):
                    value = _flip(value)
            return _result(value, "first_line", m.group())
    m = _REPORTED_VERDICT.match(first)
    if m is not None:
        who = m.group("who").lower().split()
        copular = m.group("verb").lower() in ("is", "are")
        speaker = who[0] in ("i", "we", "you", "i'd", "we'd", "you'd") or _NEGATIONS.search(m.group("who"))
        if not speaker and not _VAGUE_SOURCES.intersection(who) and (not copular or who[-1] in _VERDICT_NOUNS):
            what = m.group("what").lower()
            if what in ("yes", "so"):
                value = "yes"
            elif what in ("no", "not"):
                value = "no"
            else:
                value = "no" if _NEGATIONS.search(what) else "yes"
            return _result(value, "first_line", m.group())
    m = _BARE_AFTER.fullmatch(first)
    if m is not None and not set(m.group(1).lower().split()) & _NOT_INTERJECTIONS:
        word = m.group(2).lower()
        return _result("no" if word in ("no", "nope", "nah") else "yes", "first_line", m.group())
    m = _FOREIGN_OPENING.match(text)
    if m is not None:
        foreign = _FOREIGN.get((m.group(1) or m.group(2)).lower())
        if foreign is not None:
            return _result(foreign, "first_line", m.group())
    m = _FOREIGN_BARE.match(first)
    if m is not None:
        foreign = _FOREIGN_BARE_WORDS.get(m.group(1).lower())
        if foreign is not None:
            return _result(foreign, "first_line", m.group())
    lead = _INTERJECTION.match(text)
    if lead is not None:  # "Hmm, sí - ...": an interjection before the foreign verdict word
        m = _FOREIGN_OPENING.match(text, lead.end())
        if m is not None and m.group(1) and m.group(1).lower() in _FOREIGN_CLOSING:
            return _result(_FOREIGN_CLOSING[m.group(1).lower()], "first_line", m.group())
    if "que" in low or "che" in low:
        m = _THAT_VERDICT.match(first)
        if m is not None:
            value = "yes" if m.group("word").lower() in _THAT_VERDICT_YES else "no"
            return _result(_flip(value) if m.group("neg") else value, "first_line", m.group())
    opening = text.lstrip()[:8]
    for word, value in _UNSPACED:
        if opening.startswith(word):
            return _result(value, "first_line", word)
    if "opposite" in low or "reverse" in low:
        m = _OPPOSITE.match(first)
        if m is not None:
            return _result("no", "first_line", m.group())
    m = _EXCEPTED.match(first) or _CONDITION_DENIED.match(first)
    if m is not None:
        return _result("no", "first_line", first)
    structural = _structural(text, first, question)
    if structural is not None:
        return structural
    m = _NO_SUCH_THING.match(first) if question and first[:4].lower().lstrip(" *_").startswith("no ") else None
    if m is not None and question and not _NEGATIONS.search(question):
        words = [w.lower() for w in _QUESTION_WORDS.findall(m.group("what"))]
        asked_words = {w.lower() for w in _QUESTION_WORDS.findall(question)}
        if all(w in asked_words for w in words) and any(len(w) >= 4 for w in words):
            # "Does the US have a national ID card?" - "No national ID card.": what is asked for, denied
            return _result("no", "first_line", m.group().strip())
    marked = _graded_or_marked(text)
    if marked is not None:
        return marked
    if question:
        echoed = _echo_closing(text, question)
        if echoed is not None:
            return echoed
    if question and "answer is that" in text.lower():
        m = _ANSWER_IS_THAT.search(text)
        if m is not None:
            clause = m.group("clause")
            restated = restated_verdict(clause.strip() + ".", question)
            if restated is not None:
                return _result(restated[0], "answer_marker", m.group())
            said, asked = _CLAUSE_AUX.match(clause), _QUESTION_AUX.match(question)
            if said is not None and asked is not None and said.group("aux").lower() == asked.group("aux").lower():
                return _result("no" if said.group("neg") else "yes", "answer_marker", m.group())
    return None


# "It's partially true.", "That's only half right.": a verdict of truth limited to a part commits to neither
_TRUTH_WORDS = frozenset({"true", "correct", "right", "accurate", "so", "True", "Correct", "Right", "Accurate"})
_PARTIAL = lazy_compile(
    r"\b(?:partially|partly|half|halfway|semi|somewhat|sort\s+of|kind\s+of|only\s+partly|only\s+partially|in\s+part)"
    r"[\s-]+(?:true|correct|right|accurate|so)\b",
    re.IGNORECASE,
)
# "In films, sure! In reality, ... no.": a verdict scoped to a frame, then the verdict in reality
_SCOPED_OPENING = lazy_compile(r"\W*(?:in|on|for|according\s+to)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+\s*,", re.IGNORECASE)
_IN_REALITY = lazy_compile(
    r"(?:^|[.!?;]\s+)(?:but\s+)?(?:in\s+(?:reality|real\s+life|practice|fact|truth|the\s+real\s+world|actuality)|"
    r"actually|really)\s*,[^.!?]{0,200}?\b(?P<word>yes|no)\b(?=\s*(?:[.!,;]|$))",
    re.IGNORECASE,
)
# "Pure water: no. Tap water: yes.": a verdict after each of two labels, different (not an answer marker)
_LABELLED = lazy_compile(
    # (a label is a short phrase, or a condition of any reasonable length: "If you mean X: yes.")
    r"(?:^|[.!?;]\s+|\bso\s+)(?P<what>[\w' -]{1,40}?|(?:if|when|for|in)\b[\w' ,-]{1,80}?)\s*:\s*(?:[a-z]+ly,?\s+)?(?P<word>yes|no)\b(?=\s*(?:[.!,;]|$))",
    re.IGNORECASE,
)
_MARKER_LABELS = lazy_compile(
    r"\b(?:answer|verdict|final|conclusion|bottom\s+line|tl;?dr|result|summary|response)\b", re.IGNORECASE
)
# "Don't.", "Never do it.": advice against the act, which a question of harm asks for ("Is it a bad idea to ...?")
_ADVISED_AGAINST = lazy_compile(r"\W*(?:don't|do\s+not|never|avoid|definitely\s+avoid)\b", re.IGNORECASE)
_HARM_QUESTION = lazy_compile(
    r"\b(?:bad|dangerous|harmful|unsafe|risky|unwise|unhealthy|a\s+mistake|toxic|deadly|poisonous|inadvisable)\b",
    re.IGNORECASE,
)


# "Yes, X. Or no, Y.": the other verdict offered as an alternative sentence
_OR_OTHER = lazy_compile(r"(?:^|[.!?;]\s+)or\s*,?\s+(?:maybe\s+|perhaps\s+)?(?P<word>yes|no)\b\s*[,:—–]", re.IGNORECASE)


# "in that case the answer would be yes", "otherwise the answer would be no": a verdict for a case set aside
_HYPOTHETICAL_MARKER = lazy_compile(
    r"\b(?:in\s+(?:that|which|such\s+a)\s+case|otherwise)\s*,?\s+(?:the|my)\s+answer\s+would\s+(?:be|have\s+been)\s*:?\s*"
    r"[\"'“‘*]*(?P<word>yes|no)\b",
    re.IGNORECASE,
)
_OPENING_VERDICT = lazy_compile(r"[^\w]*(yes|no)\b(?!\s*\?)", re.IGNORECASE)
# "I'd say yes... or no?", "No, or is it yes?": a verdict, a pause, then the other one asked (not an echoed
# "Yes or no?", which has no pause between them)
_QUESTIONED_OTHER = lazy_compile(
    r"\W*(?:[a-z']+\s+){0,3}?(?P<first>yes|no)(?:\s*(?:\.{2,}|…|,|—|–)\s*|\s+-\s+)"
    r"or\s+(?:maybe\s+|perhaps\s+|is\s+it\s+|rather\s+)?(?P<word>yes|no)\s*\?",
    re.IGNORECASE,
)
_VERDICT_AFTER = lazy_compile(r"\s*(yes|no)\b(?!\s*\?)", re.IGNORECASE)
_AFTER_COLON = lazy_compile(r":\s*(?:[a-z]+ly,?\s+)?(yes|no)\b", re.IGNORECASE)


# "Uplift says yes; erosion says no.": a verdict put in the mouth of a source other than the speaker
_ATTRIBUTED = lazy_compile(
    r"(?:^|[.!?;,:—–]\s*|\s-\s|\b(?:and|but|while|whereas)\s+)(?P<who>[\w' -]{1,40}?)\s+"
    r"(?:says?|said|would\s+say|answers?|votes?)\s+(?P<word>yes|no)\b(?!\s*\?)",
    re.IGNORECASE,
)
_ATTRIBUTED_VERDICT = lazy_compile(r"(?:says?|said|answers?|votes?)\s+(yes|no)\b")  # (on lowercased text)
_SPEAKER = lazy_compile(
    r"\W*(?:(?:and|but|while|whereas)\s+)?(?:i|we|i'd|we'd|my|our|so|thus|therefore|hence|overall|ultimately|finally)\b",
    re.IGNORECASE,
)
_ANY_VERDICT = lazy_compile(r"\b(?:yes|no)\b", re.IGNORECASE)


def _sources_split(text: str) -> bool:
    """ "Uplift says yes; erosion and earthquakes say no.": each verdict given by another source and
    the speaker adding none of their own after them."""
    head = text[: 2 * _EDGE]
    # (a quick look first: two attributed verdicts, one of each)
    low = head.lower()
    attributed = set()
    for key in ("say", "said", "answer", "vote"):
        at = low.find(key)
        while at >= 0:
            m = _ATTRIBUTED_VERDICT.match(low, at)
            if m is not None:
                attributed.add(m.group(1))
            at = low.find(key, at + 1)
    if len(attributed) < 2:
        return False
    seen: dict[str, str] = {}
    last = 0
    for m in _ATTRIBUTED.finditer(head):
        if _SPEAKER.match(m.group("who")) or _NEGATIONS.search(m.group("who")):
            # (the speaker's own verdict: "some say yes, but I'd say no"; no one's: "Can't say yes, can't say no")
            return False
        seen.setdefault(m.group("word").lower(), m.group("who"))
        last = m.end()
    if len(seen) < 2 or _ANY_VERDICT.search(text, last):
        return False
    return len(text) <= 2 * _EDGE or _ANY_VERDICT.search(text, 2 * _EDGE) is None


# a bare verdict after a conclusion cue, ending the reply: "..., so - no.", "So, yes!"
_SETTLED_AT_END = lazy_compile(
    r"\b(?:so|therefore|thus|hence|overall|ultimately)\s*(?:[,:—–]\s*|\s-\s*|\s+)(yes|no)\s*[.!]?\s*$", re.IGNORECASE
)


def _two_labelled_verdicts(text: str) -> bool:
    """ "Pure water: no. Tap water: yes.": two labels, each with its own verdict, different."""
    tail = text[-_EDGE:]
    if len({m.group(1).lower() for m in _AFTER_COLON.finditer(tail)}) < 2:
        return False  # (a quick look first: both verdicts after a colon)
    seen = {
        m.group("word").lower() for m in _LABELLED.finditer(text[-_EDGE:]) if not _MARKER_LABELS.search(m.group("what"))
    }
    return len(seen) == 2


_DOUBLE_DENIAL = lazy_compile(r"\b(?:not|n't)\s+(?:\w+ly\s+)?(?:never|nowhere|nobody|no\s+one)\b", re.IGNORECASE)


# Both verdicts side by side, each for a part or a reading: "Partly yes, partly no.", "So in part yes, in part
# no", "Yes (in law) / No (in practice)." (not "Technically no, but practically yes": the second reading wins)
_PART_WORD = r"(?:partly|partially|in\s+part|half|somewhat|sometimes)"
_PART_WORDS = ("partly", "partially", "in part", "half", "sometimes")
_BOTH_IN_PART = lazy_compile(
    rf"\b{_PART_WORD}\s+(?P<one>yes|no)\b[\s,;/]*(?:and\s+|but\s+)?{_PART_WORD}\s+(?P<two>yes|no)\b", re.IGNORECASE
)
_BOTH_BRACKETED = lazy_compile(
    r"\b(?P<one>yes|no)\s*\([^()\n]{1,80}\)\s*(?:/|\bor\b|;|,)\s*(?P<two>yes|no)\s*\(", re.IGNORECASE
)


def _both_in_part(text: str) -> int:
    """Where (the end of) both verdicts said side by side, each for a part, ends in ``text``; -1 for none."""
    parts = ((0, text[:_EDGE]), (len(text) - _EDGE, text[-_EDGE:])) if len(text) > 2 * _EDGE else ((0, text),)
    for offset, part in parts:
        low = part.lower()  # (cheap looks for the cue words first)
        shapes = ((_BOTH_IN_PART,) if any(word in low for word in _PART_WORDS) else ()) + (
            (_BOTH_BRACKETED,) if part.count("(") >= 2 else ()
        )
        for shape in shapes:
            for m in shape.finditer(part):
                if m.group("one").lower() != m.group("two").lower():
                    return offset + m.end()
    return -1


def _refined(text: str, found: Extraction, question: str | None) -> Extraction | None:
    """A reading the shape of the whole reply overrides: a partial truth, a frame then reality, two
    labelled verdicts, advice against an act a question of harm asks about."""
    if found.value == "no" and found.evidence and _DOUBLE_DENIAL.search(found.evidence):
        # "So it's certainly not never appropriate.": a denied "never" affirms
        return _result("yes", found.method, found.evidence)
    if question and found.method in ("conclusion", "first_line") and found.evidence and found.value:
        if _NEGATIONS.search(found.evidence) and denied_by_question(question, found.evidence):
            # "Can honey last without spoiling?" - "So it basically doesn't spoil.": the question's own denial
            return _result(_flip(found.value), found.method, found.evidence)
    if found.value == "yes" and found.method in ("conclusion", "first_line") and found.evidence in _TRUTH_WORDS:
        # (the limiting word just before the verdict read: "So it's partially true.")
        at = text.rfind(found.evidence) if found.method == "conclusion" else text.find(found.evidence)
        if at >= 0:
            near = text[max(0, at - 30) : at + len(found.evidence)]
            m = _PARTIAL.search(near)
            if m is not None and m.end() == len(near):
                return Extraction(None, "none", "the answer calls the claim only partly true", None, None)
    if found.method == "first_line" and _SCOPED_OPENING.match(text):
        m = _IN_REALITY.search(text, 0, 2 * _EDGE)
        if m is not None and m.group("word").lower() != found.value:
            return _result(m.group("word").lower(), "conclusion", m.group())
    if found.method == "answer_marker" and "would" in text[-_EDGE:]:
        m = _HYPOTHETICAL_MARKER.search(text, max(0, len(text) - _EDGE))
        if m is not None and m.group("word").lower() == found.value:
            # "No - ...; in that case the answer would be yes": a verdict for another case; the opening stands
            opening = _OPENING_VERDICT.match(text)
            if opening is not None and opening.group(1).lower() != found.value:
                return _result(opening.group(1).lower(), "first_line", opening.group(1))
    if found.method not in ("conclusion", "first_line"):
        return None  # (an answer marker wins)
    both = _both_in_part(text)
    if both >= 0:
        settled = _SETTLED_AT_END.search(text, both)
        if settled is not None:
            # "Partly yes, partly no. ... Strictly, though, it isn't the main cause - so no.": a bare verdict
            # after a conclusion cue closing the reply settles it
            return _result(settled.group(1).lower(), "conclusion", settled.group())
        return Extraction(None, "none", "the answer gives each verdict for a part or a reading of its own", None, None)
    marked = _closing_marker(text)
    if marked is not None and (marked.value != found.value or marked.method == "answer_marker"):
        return marked  # "..., no, three. So the answer's yes.": an answer marker closing the reply wins
    # (a sentence opening "Or"; str.rfind costs much less than "in" on a text without it)
    if text.rfind("Or ") >= 0 or text.rfind("; or ") >= 0 or text[:3].lower() == "or ":
        m = _OR_OTHER.search(text, 0, 2 * _EDGE)
        if m is not None and m.group("word").lower() != found.value:
            return Extraction(None, "none", "the answer offers both verdicts as alternatives", None, None)
    if "or" in text[:_EDGE].lower():
        m = _QUESTIONED_OTHER.match(text, 0, _EDGE)
        if m is not None and m.group("first").lower() == found.value and m.group("word").lower() != found.value:
            # "Yes... or no? No - ...": a verdict right after the doubt settles it
            after = _VERDICT_AFTER.match(text, m.end())
            if after is not None:
                return _result(after.group(1).lower(), "conclusion", after.group(1))
            return Extraction(None, "none", "the answer doubts its verdict and names the other one", None, None)
    if text.count(":", -_EDGE) >= 2 and _two_labelled_verdicts(text):  # (two cases, two colons)
        # ("A: yes. B: no. You asked about B, so - no.": a conclusion after both cases settles it)
        labels = list(_LABELLED.finditer(text, max(0, len(text) - _EDGE)))
        settled = _SETTLED_AT_END.search(text, labels[-1].end()) if labels else None
        if settled is not None:
            return _result(settled.group(1).lower(), "conclusion", settled.group())
        return Extraction(None, "none", "the answer gives a different verdict for each of two cases", None, None)
    if found.value in ("yes", "no") and _sources_split(text):
        return Extraction(None, "none", "the answer reports a different verdict from each of two sources", None, None)
    return None


# an opening that says what one would suppose: "One would think so", "You might expect not", "At first glance
# you'd say no", "Most people would assume yes"
_SUPPOSED = lazy_compile(
    r"\W*(?:(?:hmm+|well|okay|so),?\s+)?(?:at\s+first(?:\s+glance|\s+sight)?,?\s+|intuitively,?\s+)?"
    r"(?:one|you|people|many|most\s+people|someone|anyone|i)(?:'d|\s+(?:would|might|may|could))\s+"
    r"(?:(?:easily|naturally|probably)\s+)?(?:think|expect|assume|guess|say|suppose|answer)\s+(?:so|not|yes|no)\b",
    re.IGNORECASE,
)
# a correction cue right before a bare verdict: "but in fact no", "in reality, yes", "actually, no"
_CORRECTED = lazy_compile(
    r"\b(?:in\s+(?:fact|reality|truth|practice|actuality)|actually|really)\s*[,:]?\s+(?P<word>yes|no)\b(?!\s*\?)",
    re.IGNORECASE,
)


def _advice_for_harm(found: Extraction, question: str | None) -> Extraction:
    """ "Is it dangerous to ...?" - "Never do it.": advice against the act agrees that it harms."""
    if found.value == "no" and question and found.evidence and _ADVISED_AGAINST.match(found.evidence):
        if _HARM_QUESTION.search(question):
            return _result("yes", found.method, found.evidence)
    return found


_EITHER_WAY = lazy_compile(r"\beither\s+way\b", re.IGNORECASE)
_CLAUSE_OPENING = lazy_compile(
    r"[ \t]+(?:it|it's|they|they're|he|he's|she|she's|we|you|i|this|that|that's|there|there's|the|yes|no)\b",
    re.IGNORECASE,
)
_LEAD_BEFORE = (" but", " and", " so", " yet", " still")


def _regardless(text: str) -> str | None:
    """``text`` with each "either way" that leads a conclusion ("Either way, no.", "...; but either way - it
    was before 1900, so yes.") blanked out; None when some "either way" is not such a lead ("It could go
    either way.", "no evidence either way, ...") or none is.

    A lead "either way" opens its clause and is set off by a comma, a colon or a dash: whichever case holds,
    what follows does; it leaves the verdict undecided only inside the clause ("could go either way")."""
    spans = []
    for m in _EITHER_WAY.finditer(text):
        raw = text[max(0, m.start() - 12) : m.start()]
        before = raw.rstrip().lower()
        # (a sentence may close with a bracket or a quote: "... (that date is disputed.) Either way, yes.")
        closed = before.rstrip(")]\"'”’ ")
        opens = not closed or raw.rstrip(" \t").endswith("\n") or closed[-1] in ".!?;:—–(-"
        opens = opens or before.endswith(_LEAD_BEFORE) or before in ("but", "and", "so", "yet", "still")
        after = text[m.end() : m.end() + 3].lstrip(" ")
        # (or, without the comma, when a clause follows at once: "Either way it's above 200.", "Either way the
        # answer is no." - not "Either way works.")
        if not opens or not after or (after[0] not in ",:—–-" and _CLAUSE_OPENING.match(text, m.end()) is None):
            return None
        spans.append(m.span())
        if len(spans) > 3:
            return None
    if not spans:
        return None
    out = text
    for start, end in spans:
        out = out[:start] + " " * (end - start) + out[end:]
    return out


# A denial of the opposite of the question's predicate opening the reply (a litotes): "Is it legal to ...?" -
# "Not illegal, but unwise.", "Is it possible?" - "It's not impossible.", "Is tap water safe?" - "Not unsafe."
_LITOTES = lazy_compile(
    r"\W*(?:(?:it|this|that|they|he|she|you|doing\s+so)(?:'s|’s|'re|’re|\s+is|\s+are|\s+was|\s+were)\s+)?"
    r"(?:not|hardly|never)\s+(?:\w+ly\s+)?(?P<prefix>un|in|im|il|ir|non|dis)-?(?P<word>[a-z]{4,})\b(?P<after>\W{0,3})",
    re.IGNORECASE,
)
_BARE_YES_NO = lazy_compile(r"\b(?:yes|no)\b", re.IGNORECASE)


def _litotes(text: str, question: str) -> Extraction | None:
    """``yes`` when the reply opens by denying the opposite of the question's own predicate (the same
    word with a negative prefix) and says no bare yes or no; the question must ask the plain word."""
    m = _LITOTES.match(text, 0, 300)
    if m is None or m.group("after")[:1].isalnum() or _BARE_YES_NO.search(text, 0, 2000):
        return None
    words = set(re.findall(r"[a-z]+", question.lower()))
    plain, prefixed = m.group("word").lower(), (m.group("prefix") + m.group("word")).lower()
    if plain not in words or prefixed in words or re.match(r"\W*(?:is|are|was|were|do|does|did|can)n't\b", question):
        return None
    return _result("yes", "first_line", m.group().strip())


# A litotes inside the clause the reader committed on, or right before a bare verdict word that tags it: "...,
# but it's not unsafe either.", "It's not illegal, no - ..." (the tag agrees with the clause's negation; the
# clause denies the opposite of the question's predicate, so it affirms the predicate)
_LITOTES_ANY = lazy_compile(
    r"(?:\bnot|n't|\bnever|\bhardly)\s+(?:\w+ly\s+)?(?P<prefix>un|in|im|il|ir|non|dis)-?(?P<word>[a-z]{4,})\b",
    re.IGNORECASE,
)
_TAG_WORDS = frozenset({"no", "nope", "yes", "yeah"})


def _committed_litotes(text: str, found: Extraction, question: str) -> Extraction | None:
    evidence = found.evidence or ""
    scope = evidence
    if evidence.strip().lower() in _TAG_WORDS:
        tag = re.search(rf"\b{re.escape(evidence.strip())}\b", text)
        at = tag.start() if tag is not None else -1
        before = text[max(0, at - 80) : at] if at > 0 else ""
        if not before.rstrip().endswith(","):
            return None  # (a tag follows its clause after a comma: "It's not illegal, no")
        scope = re.split(r"[.!?;:—–]", before)[-1]
    m = _LITOTES_ANY.search(scope)
    if m is None or "n't" in m.group("word") or (found.value == "yes" and scope is evidence):
        return None
    words = set(re.findall(r"[a-z]+", question.lower()))
    plain, prefixed = m.group("word").lower(), (m.group("prefix") + m.group("word")).lower()
    if plain not in words or prefixed in words or _NEGATED_QUESTION.search(question):
        return None  # (a question asked in the negative is left to the reader: "Isn't it legal to ...?")
    return _result("yes", found.method, scope.strip())


_FRONTED_WORD = lazy_compile(r"[a-z]{3,}|\d[\d,.]*", re.IGNORECASE)
_NEGATED_QUESTION = lazy_compile(r"\b(?:not|never)\b|n't\b", re.IGNORECASE)


# A reply that opens by asking the question back in a few words of its own: "Angry at red? Total myth.",
# "The 'ten percent' claim? Pure fiction." - what follows the echo is read as the reply.
_ECHO_OPENING = lazy_compile(r"\s*[^.!?\n]{1,120}\?[\"'’”)]*\s+(?=\S)")
# ... which is no echo when it is a bare verdict word asked: "Yes? No? I can't tell."
_VERDICT_ASKED = lazy_compile(r"[\s*_]*(?:yes|no|yeah|nope|maybe)[\s*_]*\?", re.IGNORECASE)


# A question the reply asks itself further on, then answers: "So do they really fly? They don't." (the
# question it asks restates the one asked: most of its content words are the question's)
_SELF_ASKED = lazy_compile(r"(?:^|[.!?:;—–]\s+)(?P<asked>[^.!?\n]{3,160})\?[\"'’”)]*\s+(?=\S)")


def _self_asked(text: str, question: str | None) -> int | None:
    """Where the answer after the reply's last self-asked question starts (None: no such question)."""
    if not question:
        return None
    tail_at = max(0, len(text) - _EDGE)
    last = text.rfind("?", tail_at)
    if last < 0 or len(text) - last > 200:
        return None
    matches = list(_SELF_ASKED.finditer(text, max(tail_at, last - 170), last + 8))
    if not matches or matches[-1].end() <= last:
        return None
    asked = {w.lower() for w in _CONTENT.findall(question)}
    said = {w.lower() for w in _CONTENT.findall(matches[-1].group("asked"))}
    if not said or len(said & asked) * 2 < len(said):
        return None
    return matches[-1].end()


# a question the reply asks itself, answered at once with a bare yes or no: "Does it shine? Yes, by reflection."
_TURN = lazy_compile(
    r"(?:^|(?<=[.!?:;—–\n]))[ \t*_>-]*(?P<asked>[^.!?:;—–\n]{3,160})\?[ \t*_]+(?P<word>yes|no)\b", re.IGNORECASE
)


# pronouns and auxiliaries of four letters or more, which a question asked in other words may use or leave out
_TURN_MINOR = frozenset({"they", "them", "this", "that", "there", "these", "those", "does", "have", "were", "been"})


def _answered_in_turn(text: str, question: str) -> tuple[str, str] | None:
    """``(verdict, evidence)`` when the reply asks itself two or more questions and answers each with a bare
    yes or no ("Is it statically typed? No. Strongly typed? Yes."), one or more of them restating the question
    asked (every content word of it is the question's: "Do they have fewer?" puts another word in) and at least
    one asking something else: the answer to the restatement, when its answers agree. Nothing when no question it asks restates the
    one asked (each answers an aspect), or when all do (the reply's last answer stands)."""
    asked = {w.lower() for w in _CONTENT.findall(question)}
    restating: set[str] = set()
    other = False
    evidence = ""
    for m in _TURN.finditer(text[:4000]):
        said = {w.lower() for w in _CONTENT.findall(m.group("asked"))} - _TURN_MINOR
        if said and said <= asked:
            restating.add(m.group("word").lower())
            evidence = evidence or m.group().strip()
        else:
            other = True
    if len(restating) != 1 or not other:
        return None
    return restating.pop(), evidence


def _after_echo(text: str, question: str | None) -> Extraction | None:
    m = _ECHO_OPENING.match(text)
    if m is not None and _VERDICT_ASKED.match(text, 0, m.end()) is not None:
        return None  # "Yes? No? Not sure.": a verdict word asked, not the question echoed (two offered, none picked)
    start = m.end() if m is not None else _self_asked(text, question)
    if start is None:
        return None
    rest = text[start:]
    found = _reread(rest, read_label(rest, YES_NO), question)
    return found if found.value is not None else None


_TRUTH_JUDGED = lazy_compile(
    r"\b(?:true|false|untrue|wrong|incorrect|correct|right|myth|misconception|fallacy|mistaken|accurate)\b",
    re.IGNORECASE,
)


# a closing aside: a whole sentence in brackets ending the reply, "... So no. (You can, however, ... later.)"
_CLOSING_ASIDE = lazy_compile(r"(?<=[.!?])\s*\((?P<aside>[^()\n]{1,300})\)\s*$")
# what would make the aside a change of mind rather than an aside
_ASIDE_REVOKES = lazy_compile(
    r"\b(?:actually|wait|correction|scratch\s+that|i\s+was\s+wrong|on\s+second\s+thought|i\s+mean)\b|"
    r"^\W*(?:yes|no|nope|yeah)\b",
    re.IGNORECASE,
)


def _without_aside(text: str, found: Extraction, question: str | None) -> Extraction | None:
    """ "... So no. (You can, however, castle once the check is over.)": a bracketed sentence closing the reply is
    an aside; the verdict before it stands (unless the aside itself takes it back: "(Actually, no - ...)")."""
    if not text.rstrip().endswith(")"):
        return None
    m = _CLOSING_ASIDE.search(text, max(0, len(text) - 320))
    if m is None or _ASIDE_REVOKES.search(m.group("aside")):
        return None
    rest = text[: m.start()]
    before = reread(rest, read_label(rest, YES_NO), question)
    if before.value in ("yes", "no") and before.value != found.value:
        return before
    return None


def reread(text: str, found: Extraction, question: str | None) -> Extraction:
    """``found`` (the label reader's reading of ``text``) or the reading of a shape above."""
    read = _reread_shapes(text, found, question)
    if found.value is None and read.method in ("restatement", "none") and _both_in_part(text) >= 0:
        # "Half yes, half no - it straddles the border.": the reply said both verdicts in so many words; a clause
        # read as restating the question does not pick one
        return Extraction(None, "none", "the answer gives each verdict for a part or a reading of its own", None, None)
    if question and read.value in ("yes", "no") and read.method != "answer_marker":
        pair = qualified_pair(text, question)
        if pair is not None:  # "In a sprint, no; over a marathon, possibly.": the asked case, or neither
            return pair
    return read


# a bare yes or no set in bold (Markdown or LaTeX) that closes the reply: "... = 720^\\circ$ \\quad \\textbf{Yes}",
# "x = 12, so 12 is even **Yes**"
_BOLD_CLOSING = lazy_compile(
    r"(?:^|(?<=[\s$:,;.!]))(?:\*\*|__|\\(?:textbf|mathbf|text|textit|emph)\s*\{)\s*(?P<word>yes|no)\s*[.!]?\s*(?:\*\*|__|\})"
    r"\s*[.!]?\s*\$*\s*$",
    re.IGNORECASE,
)
_BOLD_CANCELLED = lazy_compile(r"\b(?:not|or|and|nor|than)\W*$", re.IGNORECASE)


def _bold_closing(text: str) -> Extraction | None:
    """The reply's last words, a yes or a no in bold after its working ("$(6-2) \\cdot 180 = 720$ \\quad
    \\textbf{Yes}"), as its conclusion when no other verdict is read: the emphasis sets the word apart as the
    answer, where the working before it has no full stop. Not after "not", "or" or "and" ("yes and **no**")."""
    tail_at = max(0, len(text) - 80)
    m = _BOLD_CLOSING.search(text, tail_at)
    if m is None or _BOLD_CANCELLED.search(text, max(0, m.start() - 12), m.start()):
        return None
    return _result(m.group("word").lower(), "conclusion", m.group().strip())


# the reply's closing sentence names a thing and confirms it, the thing put first: "Nine it is.", "So Lisbon it was."
_FRONTED_CONFIRMED = lazy_compile(
    r"(?:^|[.!?:;—–]\s+)(?:so,?\s+)?(?P<what>[\w'-]+(?:\s+[\w'-]+){0,2})\s+it\s+(?:is|was)\s*[.!]?\s*$", re.IGNORECASE
)


def _fronted_confirmed(text: str, question: str) -> Extraction | None:
    """ "Did the tower have four bells?" - "... Four it was.": a closing "<what> it is." that puts first a value
    or name, every word of which is the question's, confirms the question's own value (yes). Another value ("Five
    it was."), a word of no content ("So it is."), or a question that is itself negated, is not read."""
    m = _FRONTED_CONFIRMED.search(text, max(0, len(text) - 120))
    if m is None or _NEGATED_QUESTION.search(question):
        return None
    said = [w.lower() for w in m.group("what").split() if w.lower() not in ("so", "then", "and", "the", "a", "an")]
    asked = {w.lower() for w in _FRONTED_WORD.findall(question)}
    if not said or not all(w in asked for w in said):
        return None
    return _result("yes", "conclusion", m.group().strip(" .!?:;—–"))


def _reread_shapes(text: str, found: Extraction, question: str | None) -> Extraction:
    if found.value is None and text.rstrip()[-1:] in ("*", "_", "}", "$", ".", "!"):
        unread = (found.reason or "").endswith("label found in the answer")
        bold = _bold_closing(text) if unread else None
        if bold is not None:
            return bold
        low_end = text.rstrip(" .!").lower()
        if unread and question and low_end.endswith((" it is", " it was")):
            fronted = _fronted_confirmed(text, question)
            if fronted is not None:  # "Nine it is.": the question's own value confirmed
                return fronted
    if found.method != "answer_marker" and text.rstrip().endswith(")"):
        aside = _without_aside(text, found, question)
        if aside is not None:
            return aside
    if found.value is None and (found.reason or "").endswith("label found in the answer"):
        echoed = _after_echo(text, question)
        if echoed is not None:  # "Angry at red? Total myth.": the reply after its own echo of the question
            return _advice_for_harm(echoed, question)
    if question and found.value in ("yes", "no") and found.method in ("first_line", "conclusion"):
        start = _self_asked(text, question) if "?" in text[-_EDGE:] else None
        if start is not None:
            rest = text[start:]
            later = _reread(rest, read_label(rest, YES_NO), question)
            if later.value in ("yes", "no") and later.value != found.value:
                # "... I'd lean yes. But has anyone proven it? ... the answer there is no": the reply's own closing
                # question restates the one asked, and the verdict after it answers that
                return later
    if question and found.value in ("yes", "no") and found.method in ("first_line", "conclusion"):
        turn = _answered_in_turn(text, question) if text.count("?") >= 2 else None
        if turn is not None and turn[0] != found.value:
            # "Is it statically typed? No. Strongly typed? Yes.": the reply asks itself the question and other
            # ones and answers each in turn; the answer to its own wording of the question is the verdict
            return _result(turn[0], "conclusion", turn[1])
    if question and (found.value is None or _TRUTH_JUDGED.search(found.evidence or "")):
        judged = claim_judged(text, question)
        if judged is not None:  # "The claim that X isn't Y is false.": the claim's polarity times the judgement
            return judged
    if question and found.value in ("yes", "no") and found.method in ("first_line", "conclusion"):
        concluded = closing_restatement(text, found, question)
        if concluded is not None:  # "By 3? Yes! ... So 57 is not prime.": the closing conclusion wins
            return concluded
    if question and found.value in ("yes", "no") and found.method in ("first_line", "conclusion", "answer_marker"):
        tied = tied_clause(text, found, question)
        if tied is not None:  # "So yes, the Suez is longer.": the word confirms its own clause, which answers
            return tied
    if question and (
        (found.value in ("yes", "no") and found.method in ("first_line", "conclusion"))
        or (found.value is None and (found.reason or "").endswith("label found in the answer"))
    ):
        case = asked_case(text, found, question)
        if case is not None:  # "During totality, it's safe. Before and after, it isn't.": the case asked about
            return case
    if question and found.value == "no" and found.method in ("first_line", "conclusion"):
        committed = _committed_litotes(text, found, question)
        if committed is not None:  # "..., but it's not unsafe either.": the opposite of the predicate denied
            return committed
    if found.value != "yes" and question:
        litotes = _litotes(text, question)
        if litotes is not None:  # "Is it legal?" - "Not illegal, but unwise.": the opposite denied
            return litotes
    if question and (
        (found.value is None and (found.reason or "").endswith("label found in the answer"))
        or (found.method == "conclusion" and found.evidence in _TRUTH_WORDS)
    ):
        contrasted = contrasted_subject(text, question)
        if contrasted is not None:  # "Arizona doesn't, but Hawaii does.": the question's subject decides
            return _result(contrasted[0], "restatement", contrasted[1])
    if question and found.value is None and (found.reason or "").endswith("label found in the answer"):
        addressed = asker_judged(text) or term_judged(text, question)
        if addressed is not None:  # "You're right that it is.", "1989 is right.": the asker or the asked term judged
            return _advice_for_harm(_result(addressed[0], "restatement", addressed[1]), question)
        fragment = predicate_fragment(text, question) or mapped_name(text, question) or denied_part(text, question)
        if fragment is not None:  # "Is it valid?" - "Invalid (affirming the consequent).": the predicate, bare
            return fragment
    if (
        question
        and found.value == "no"
        and found.method == "conclusion"
        and denies_another_thing(found.evidence, question)
    ):
        # "Can you see the Moon by day?" - "..., so it's common - it's not some rare event.": the closing denial is
        # of something the question does not ask about; the reply's own restatement, if any, is read instead
        found = Extraction(None, "none", "no yes-no label found in the answer", None, None)
    if question and found.value is None and (found.evidence or "").lower().split() == ["yes", "and", "no"]:
        settled = settled_both(text, question)
        if settled is not None:  # "Yes and no. ... Strictly, though, a whale is not a fish.": the close settles it
            return _result(settled[0], "conclusion", settled[1])
    if found.value in (None, "maybe") and (found.evidence or "").lower().split() == ["either", "way"]:
        regardless = _regardless(text)
        if regardless is not None:  # "Either way, ..." leads the verdict: read the reply without it
            found = read_label(regardless, YES_NO_MAYBE if found.value == "maybe" else YES_NO)
    found = _reread(text, found, question)
    if (
        found.value in ("yes", "no")
        and found.method in ("first_line", "conclusion")
        and _both_then_no_plain_answer(text)
    ):
        return Extraction(None, "none", "the answer gives both verdicts and says no plain yes or no fits", None, None)
    return _advice_for_harm(found, question)


# The reply itself says no plain yes or no fits: "It's not a clean yes/no.", "I can't give a straight yes or no.",
# "So it depends on the type."
_NO_PLAIN_ANSWER = lazy_compile(
    r"(?:\b(?:not|no)|n't\s+(?:give|offer|say)(?:\s+(?:you|it))?)\s+(?:an?\s+)?(?:clean|simple|straight|clear|plain|easy|single|"
    r"neat|tidy)\s+[\"'“‘]?yes[\"'”’]?(?:\s*/\s*|[\s-]+or[\s-]+|-)[\"'“‘]?no\b|"
    # (or that the verdict turns on which case holds: "For X, yes. For Y, no. So it depends on the type.")
    r"(?:^|[.!;:—–]\s*|\bso,?\s+)(?:it|that|this)\s+(?:all\s+|really\s+)?depends\b",
    re.IGNORECASE,
)
_YES_NO_WORD = lazy_compile(r"\b(?:yes|no)\b", re.IGNORECASE)
_NO_PLAIN_REACH = 400
_NO_PLAIN_KEYS = ("yes/no", "yes / no", "yes or no", "yes-or-no", "yes-no", "yes' or", 'yes" or', "yes’ or", "yes” or")


def _both_then_no_plain_answer(text: str) -> bool:
    """Both verdicts given, then the reply says no plain yes or no fits (and gives none after that)."""
    # (it closes the reply: looked for in its last few hundred characters, and a few substring searches spare
    # the pattern on a reply that cannot hold it)
    lo = max(0, len(text) - _NO_PLAIN_REACH)
    low = text[lo:].lower()
    if "depends" not in low and not any(key in low for key in _NO_PLAIN_KEYS):
        return False
    m = _NO_PLAIN_ANSWER.search(text, lo)
    if m is None or _YES_NO_WORD.search(text, m.end()):
        return False
    before = {w.group().lower() for w in _YES_NO_WORD.finditer(text, 0, m.start())}
    return before == {"yes", "no"}


# The reply's last sentence draws a conclusion and tags it with the verdict: "..., so it arrives after six - no."
_TAGGED_CONCLUSION = lazy_compile(
    # (or the case the question asks about named, then its verdict: "You asked about the winter: no.")
    r"\b(?:so|therefore|thus|hence|which\s+means|(?:the\s+question|you)\s+(?:asks?|asked|(?:is|are|were)\s+asking))\b(?!-)[^.!?\n]{1,160}?(?:\s*[—–:]|\s-)\s*(?P<word>yes|no)[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)


# (the closing that names the case the question asks about)
_ASKED_CASE = lazy_compile(r"\b(?:the\s+question|you)\s+(?:asks?|asked|(?:is|are|were)\s+asking)\b", re.IGNORECASE)
_TAG_END = lazy_compile(r"(?:[—–:]|\s-)\s*(?:yes|no)[ \t]*[.!]?$", re.IGNORECASE)


def _tagged_conclusion(text: str) -> Extraction | None:
    tail = text.rstrip()[-200:]
    if _TAG_END.search(tail, max(0, len(tail) - 8)) is None:
        return None  # (no verdict set off at the very end: the pattern is spared)
    m = _TAGGED_CONCLUSION.search(tail)
    if m is None or _ANY_VERDICT.search(tail, m.start(), m.start("word")):
        return None
    return _result(m.group("word").lower(), "conclusion", m.group())


# An opening verdict scoped by a frame: "Mathematically yes, ...", "By volume, yes.", "Informally, yes;",
# "In theory, no -" (an adverb or a short phrase of scope before it)
_FRAMED_OPENING = lazy_compile(
    r"\W*(?:(?!only\b|really\b|simply\b|honestly\b|certainly\b|definitely\b|absolutely\b|obviously\b|clearly\b)"
    r"[a-z]{3,}ly(?:\s+speaking)?|(?:by|in|on|for|from|at|under|with)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)"
    r"\s*,?\s*(?P<word>yes|no)\b(?=\s*(?:[.!,;:—–(]|\s-\s|\s+but\b))",
    re.IGNORECASE,
)
# two opposite verdicts, each after a short phrase naming its scope: "Robots, yes (probes). Humans, no."
_SCOPED_PAIR = lazy_compile(
    r"\W*(?:[\w'-]+\s+){0,2}[\w'-]+\s*,\s*(?P<word>yes|no)\b(?:\s*\([^()\n]{0,80}\))?\s*[;.]\s*"
    r"(?:[\w'-]+\s+){0,2}[\w'-]+\s*,\s*(?P<other>yes|no)\b",
    re.IGNORECASE,
)
# a bare verdict word (set off by punctuation or ending the reply), not asked back
_BARE_VERDICT = lazy_compile(r"\b(?P<word>yes|no)\b(?=\s*(?:[.!,;:—–)]|\s-\s|$))(?!\s*\?)", re.IGNORECASE)
# what makes a later verdict the one settled on: a contrast or a conclusion drawn, or the case the question names
_SETTLING = lazy_compile(
    r"\b(?:but|however|yet|though|so|therefore|thus|hence|since|because|given|as\s+the\s+question|which\s+means)\b",
    re.IGNORECASE,
)


_FRAMED_VERDICT = lazy_compile(
    r"(?:^|[.;,]\s*)(?:[a-z]{3,}ly(?:\s+speaking)?|(?:by|in|on|for|from|at|under|with)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)"
    r"\s*,?\s*(?:yes|no)\W*$",
    re.IGNORECASE,
)


def _superseded_opening(text: str, found: Extraction) -> Extraction | None:
    """ "Intuitively yes, but the passage says Venus, so no.", "By volume, yes. ... Since the question is about
    length - no.": an opening verdict scoped by a frame, then the other verdict after a contrast or a conclusion,
    or set off by a colon closing the reply ("Culinarily yes, botanically no. Pressed for one: no."), and no later
    verdict taking the first back: the later verdict is the one settled on."""
    m = _FRAMED_OPENING.match(text, 0, _EDGE)
    if m is None:
        # "Robots, yes; people, no.", "First solo, yes. First overall, no.": the verdict split by scope, each
        # scope a short phrase (then the verdict settled on for the scope the question asks about, below)
        m = _SCOPED_PAIR.match(text, 0, _EDGE)
        if m is None or m.group("word").lower() == m.group("other").lower():
            return None
    if m.group("word").lower() != found.value:
        return None
    last = None
    for v in _BARE_VERDICT.finditer(text, m.end(), min(len(text), 2 * _EDGE)):
        last = v
    if last is None and "other" in m.groupdict() and not text[m.end() :].strip(" \t\n.!*_"):
        # "Botanists, yes; cooks, no.": each verdict under a scope of its own and nothing settled on
        return Extraction(None, "none", "the answer gives each verdict under a scope of its own", None, None)
    if last is None or last.group("word").lower() == found.value:
        return None
    if len(text) > 2 * _EDGE and _BARE_VERDICT.search(text, 2 * _EDGE) is not None:
        return None  # (more verdicts further on: not this shape)
    # (the later verdict set off by a colon and closing the reply, "... One answer: no.", is the one settled on)
    closing = text[: last.start()].rstrip().endswith((":", "→", "->", "=>", "⇒")) and not text[last.end() :].strip(
        " \t\n.!*_"
    )
    if not closing and _SETTLING.search(text, m.end(), last.start()) is None:
        if _FRAMED_VERDICT.search(text[max(m.end(), last.start() - 60) : last.end()]):
            # "Informally, yes; officially, no.": each verdict under its own frame, none settled on
            return Extraction(None, "none", "the answer gives each verdict under a frame of its own", None, None)
        return None
    return _result(last.group("word").lower(), "conclusion", last.group())


def _reread(text: str, found: Extraction, question: str | None) -> Extraction:
    if found.value in ("yes", "no") and found.method in ("first_line", "conclusion"):
        tagged = _tagged_conclusion(text)
        if tagged is not None and tagged.value != found.value:  # the closing tag wins over an earlier verdict
            return tagged
    elif found.value is None and (found.reason or "").endswith("label found in the answer") and "ask" in text[-200:]:
        tagged = _tagged_conclusion(text)
        if tagged is not None and _ASKED_CASE.search(tagged.evidence or ""):
            # "No for the tablet, yes for the syrup. The question asks about the syrup - yes.": the case asked
            return tagged
    if found.value in ("yes", "no") and found.method == "first_line":
        superseded = _superseded_opening(text, found)
        if superseded is not None:
            return superseded
    if found.value is None or found.method == "first_line":
        supposed = _SUPPOSED.match(text)
        if supposed is not None:
            # "One would think so, but in fact no: ...": what one supposes, then the verdict a correction gives
            m = _CORRECTED.search(text, supposed.end(), _EDGE)
            if m is not None:
                return _result(m.group("word").lower(), "conclusion", m.group())
    if found.value is not None:
        refined = _refined(text, found, question)
        if refined is not None:
            return refined
    if found.value is None or found.method == "first_line":  # (an answer marker or a conclusion wins)
        framed = _framed(text, question)
        if framed is not None:
            return framed
    if found.value is None and (found.reason or "").endswith("label found in the answer"):
        last = _LAST_SENTENCE.search(text, max(0, len(text) - _EDGE))
        framed = _framed(last.group(1), question) if last is not None and last.start(1) > 0 else None
        if framed is not None:  # "... Converted, that's average. I'd say he wasn't unusually short."
            return Extraction(framed.value, "conclusion", None, None, framed.evidence)
    if found.value is not None and found.method == "first_line":
        if _ONCE.match(text):
            now = _NOW_VERDICT.search(text, 0, _EDGE)
            if now is not None:
                return _result(now.group("word").lower(), "conclusion", now.group())
        if _conditioned_both(text):
            return Extraction(None, "none", "the answer gives a different verdict under each condition", None, None)
        if question and found.value == "yes":
            stressed = _stressed_clause(text, question)
            if stressed is not None:
                return stressed
    if found.value is None or found.method == "first_line":
        closing = _closing(text)
        if closing is not None and closing.value != found.value:
            return closing
    elif (
        found.method == "conclusion"
        and found.value in ("yes", "no")
        and found.evidence
        # (a "but" after the verdict found, near the reply's end: a quick look before the closing pattern)
        and _BUT.search(text, max(text.rfind(found.evidence), len(text) - _EDGE))
    ):
        closing = _closing(text)
        if closing is not None and closing.value != found.value and closing.evidence:
            # "So realistically, no - but there are a few cases, so technically yes.": a conclusion, then a "but"
            # and a second conclusion closing the reply; the second wins
            at = text.rfind(closing.evidence)
            was = text.rfind(found.evidence, 0, max(at, 0))
            if 0 <= was < at and _BUT.search(text, was + len(found.evidence), at):
                return closing
    if found.value is None and (found.reason or "").endswith("label found in the answer"):
        if _sources_split(text):
            return Extraction(
                None, "none", "the answer reports a different verdict from each of two sources", None, None
            )
        unread = _unread(text, question)
        if unread is not None:
            return unread
    return found
