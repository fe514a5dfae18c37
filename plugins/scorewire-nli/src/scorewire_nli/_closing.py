"""How an NLI answer ends: left open between labels, or cut off where its verdict was to come.

Two shapes of the closing of an answer revoke whatever label the reasoning before it leaned to
(a careful grader reads the answer's last word on the matter, not its first lean):

- the writer says, in the closing sentences, that they cannot choose ("I genuinely can't land on
  one.", "I can't pick between them."), that two labels both stand ("Both readings are
  defensible.", "Beides ist möglich.", "Las dos son posibles.") or that the answer lies between
  them ("It's somewhere between the two.");
- the answer stops, without a full stop, on words that announce the verdict and nothing after
  them ("So it's", "Hence I'd call it", "which makes this"): the verdict was never written.

Both checks look at the last few hundred characters only, with patterns anchored on short
keywords, so their cost does not grow with the answer.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

# (imported once here, not in each function that reads a closing again: an import statement run on every call
# costs a lookup through the import machinery each time)
from scorewire.extraction import read_label

if TYPE_CHECKING:
    from scorewire.extraction import LabelSet

__all__ = [
    "bare_copula",
    "both_ways",
    "cjk_verdict",
    "corrected_opening",
    "cut_at_verdict",
    "dismissed_spans",
    "last_sentences",
    "left_open",
    "menu_spans",
    "offered_choice",
    "returned_to",
]

_TAIL = 320


def lowered(text: str) -> str:
    """``text.lower()``: the lowercased copy of the last text asked about is kept, with the text itself, and
    replaced at once by the next text's (the stages of one reading that search the whole answer's lowercased
    words - placing the verdict, the labels conceded or set aside - share one copy instead of making one each)."""
    memo = _LOWERED[0]
    if memo[0] is not text:
        memo = _LOWERED[0] = (text, text.lower())
    return memo[1]


_LOWERED: list[tuple[str | None, str]] = [(None, "")]
# The writer unable to choose: "I can't land on one", "I couldn't settle this cleanly either way",
# "we cannot decide between them", "I'm unable to pick one" (a first-person subject, a verb of choosing,
# and the choice itself as its object: not "I can't decide whether he is a chef", a point of the premise)
_CANNOT_CHOOSE = re.compile(
    r"\b(?:i|we)(?:\s+\w+ly)?(?:\s+(?:can't|cannot|can\s+not|couldn't|could\s+not)|(?:\s+am|'m|\s+are|'re)\s+unable\s+to|"
    r"\s+(?:don't|do\s+not)\s+(?:think|believe)\s+(?:i|we)\s+(?:can|could))\s+"
    r"(?:\w+ly\s+)?(?:land\s+on|settle(?:\s+on)?|decide(?:\s+on)?|choose|pick|commit\s+to|make\s+up\s+(?:my|our)\s+mind)"
    r"(?:\s+(?:this|it|that|the\s+(?:question|label|matter|case)))?(?:\s+\w+ly)?"
    r"(?:\s+(?:on\s+)?(?:one|either(?:\s+way)?|between\s+(?:them|the\s+two|those|these|\w+\s+and\s+\w+)|a\s+(?:label|side|single\s+\w+)))?"
    # (a place or time closing the clause changes nothing: "I can't pick between neutral and contradiction here.")
    r"(?:\s+(?:here|now|yet|for\s+now|on\s+this(?:\s+one)?|in\s+this\s+case))?"
    r"(?=\s*(?:[.!…—–]|\s-\s|$))",
    re.IGNORECASE,
)
# The writer reporting their own wavering between readings, still going on: "I keep flip-flopping.", "I'm going back
# and forth on this", "we keep changing our minds", "still torn" (what comes after it may settle it: "..., but I'll
# go with neutral")
_WAVERING = re.compile(
    r"\b(?:i|we)(?:\s+am|'m|\s+are|'re|\s+keep|\s+kept|\s+have\s+been|'ve\s+been)\s+(?:still\s+|just\s+)?"
    r"(?:flip[-\s]?flopping|going\s+back\s+and\s+forth|changing\s+(?:my|our)\s+minds?|wavering|vacillating|torn)\b",
    re.IGNORECASE,
)
# Two labels both left standing: "Both neutral and contradiction are defensible.", "Both are possible.",
# "Either reading is defensible", "Beides ist möglich.", "Les deux sont possibles.", "Ambas son válidas."
_BOTH_STAND = re.compile(
    r"\b(?:both(?:\s+\w+){0,4}?|either\s+(?:one|reading|label|answer|option))\s+(?:are|is|seem|seems|would\s+be|could\s+be)\s+"
    r"(?:\w+ly\s+)?(?:defensible|possible|plausible|reasonable|justifiable|valid|arguable|tenable|fine)\b|"
    # (or a verb of standing up: "Both readings have merit.", "Either label holds up.", "Both make sense.")
    r"\b(?:both(?:\s+\w+){0,4}?|either\s+(?:one|reading|label|answer|option))\s+(?:(?:\w+ly|still)\s+)?"
    r"(?:ha(?:ve|s)\s+(?:some\s+|real\s+|equal\s+)?merit|make[s]?\s+sense|holds?\s+(?:up|water)|stands?\s+up|works?)\b|"
    r"\bbeide[s]?\s+(?:ist|sind|wäre|wären)\s+(?:\w+\s+)?(?:möglich|vertretbar|denkbar|plausibel)\b|"
    r"\bles\s+deux\s+(?:sont|seraient)\s+(?:\w+\s+)?(?:possibles|défendables|valables|plausibles)\b|"
    r"\b(?:ambas|ambos|las\s+dos|los\s+dos)\s+(?:son|serían|são|seriam)\s+(?:\w+\s+)?(?:posibles|possíveis|válidas|válidos|defendibles|plausibles)\b",
    re.IGNORECASE,
)
# The answer placed between two labels: "It's somewhere between the two.", "halfway between them", or the two
# left tied: "a toss-up between the last two", "a coin flip between neutral and contradiction", "I'm split
# between those" (a tie needs its two sides: the two, them, or two words joined by "and")
_IN_BETWEEN = re.compile(
    r"\b(?:somewhere|halfway|right|stuck|toss[\s-]?up|coin[\s-]?(?:flip|toss)|torn|split|wavering|undecided)\s+"
    r"(?:in\s+)?between\s+(?:the\s+(?:(?:last|first|final|other|remaining)\s+)?two|them|those(?:\s+two)?|these(?:\s+two)?|both|"
    r"[\w-]+\s+and\s+[\w-]+)\b",
    re.IGNORECASE,
)
# The choice called too hard to make: "too ambiguous for me to choose", "too close to call", "far too vague
# for us to decide" (the verb of choosing closes its clause or takes the choice as its object: not "too
# vague to decide whether he is a chef", a point of the premise)
_TOO_HARD = re.compile(
    r"\btoo\s+(?:\w+\s+){1,2}?(?:for\s+(?:me|us|anyone|a\s+grader)\s+)?to\s+(?:confidently\s+)?"
    r"(?:choose|decide|pick|call|commit|settle|label)(?:\s+(?:it|this|one|a\s+label|between\s+them))?"
    r"(?=\s*(?:[.!…—–;,]|\s-\s|$))",
    re.IGNORECASE,
)
# Graders said to split over two answers: "Some would answer no, some maybe.", "some annotators would say
# neutral, others contradiction", "half would pick yes and half maybe" (the writer reports a split, picks no side)
_SPLIT = re.compile(
    r"\b(?:some|half)(?:\s+\w+){0,2}?\s+(?:would|might|could|will|may)\s+(?:say|answer|pick|choose|go\s+with|call\s+it|"
    r"label\s+it|mark\s+it|argue)\b[^.!?;\n]{1,40}?(?:,|;|\band\b|\bwhile\b)\s*(?:and\s+|while\s+|but\s+)?"
    r"(?:some|others|other\s+\w+|half|the\s+rest)\b",
    re.IGNORECASE,
)
# The writer declining to choose, or handing the choice to someone else: "I'm not going to commit either
# way.", "We won't pick a side.", "I'd rather not guess.", "I'll let the annotators decide.", "I'll leave the
# call to you." (a first-person refusal or deferral whose object is the choice itself, closing its clause)
_CHOICE_VERB = r"(?:commit(?:\s+to\s+(?:one|either|a\s+label|an\s+answer))?|choose|pick(?:\s+one)?|decide|guess|take\s+sides|take\s+a\s+side|call\s+it)"
_DECLINE = re.compile(
    r"(?:\b(?:i|we)(?:'m|\s+am|'re|\s+are)\s+not\s+(?:going\s+to|gonna)|"
    r"\b(?:i|we)(?:\s+won't|\s+will\s+not|\s+refuse\s+to|\s+decline\s+to|'d\s+rather\s+not|\s+would\s+rather\s+not|"
    r"\s+(?:don't|do\s+not)\s+(?:want|wish|intend|care)\s+to|(?:'d|\s+would)\s+prefer\s+not\s+to))\s+"
    r"(?:\w+ly\s+)?"
    + _CHOICE_VERB
    + r"(?:\s+(?:either\s+way|one\s+way\s+or\s+the\s+other|here|on\s+this|between\s+them))?"
    # (the refusal may name what it waits for: "I won't pick until I know which reading is meant.")
    r"(?:\s+(?:without|until|till|before|unless)\b[^.!?\n]{1,120}?)?"
    r"(?=\s*(?:[.!…—–;]|\s-\s|$))|"
    r"\b(?:i'll|i\s+will|we'll|let's)\s+(?:let|leave\s+it\s+to)\s+(?!(?:him|her|it)\b)(?:\w+\s+){0,3}?(?:decide|choose|make\s+the\s+call|settle\s+it)"
    r"(?=\s*(?:[.!…—–;]|\s-\s|$))|"
    r"\b(?:i'll|i\s+will|we'll)\s+leave\s+(?:the\s+(?:call|choice|decision|label)|it)\s+(?:up\s+)?to\s+(?:you|them|\w+\s+\w+|\w+)"
    r"(?=\s*(?:[.!…—–;]|\s-\s|$))",
    re.IGNORECASE,
)
# The writer choosing not to choose, in favour of something else: "I'll flag it rather than pick.", "noting both
# instead of choosing" (the verb of choosing closes its clause)
_RATHER_THAN = re.compile(
    r"\b(?:rather\s+than|instead\s+of)\s+(?:\w+ly\s+)?(?:commit(?:ting)?|choos(?:e|ing)|pick(?:ing)?|decid(?:e|ing)|guess(?:ing)?)"
    r"(?:\s+(?:one|either|a\s+(?:label|side)|between\s+them))?(?=\s*(?:[.!…—–;)]|\s-\s|$))",
    re.IGNORECASE,
)
# The two polarities given together as the conclusion: "So... yes and no.", "Both yes and no, really." (at a
# sentence's start, closing its clause: not "yes and no are both wrong here")
_YES_AND_NO = re.compile(
    r"(?:^|(?<=[.!?…\n]))[\s*_\"']*(?:(?:so|thus|hence|well|honestly|really|basically)\b[.…,\s]*)?(?:both\s+)?"
    r"yes\s+and\s+no\b(?=[\s*_\"']*(?:[.!…,;:—–]|\s-\s|$))",
    re.IGNORECASE,
)
# A contrast after it settles the choice: "Both are defensible, but I'll go with neutral."
_SETTLED_AFTER = re.compile(r"\b(?:but|still|though|however|so|i'?ll\s+go|going\s+with)\b", re.IGNORECASE)
_BREAKS = (". ", "! ", "? ", "… ", ".\n", "\n")


def _last_break(tail: str, end: int) -> int:
    """``max(tail.rfind(mark, 0, end) for mark in _BREAKS)``: each mark is looked for only after the latest
    break found so far (a later occurrence is all that can raise the maximum), so once the closing full
    stop is found the other marks search the last sentence, not the whole text."""
    best = -1
    for mark in _BREAKS:
        i = tail.rfind(mark, best + 1, end)
        if i > best:
            best = i
    return best


def last_sentences(text: str, count: int) -> str:
    """The last ``count`` sentences of the tail of ``text``."""
    tail = text[-_TAIL:].rstrip()
    end = len(tail) - 1
    for _ in range(count):
        # (the last break before ``end``: a full stop, "!", "?" or "…" before a blank, or a new line)
        end = _last_break(tail, end)
        if end < 0:
            return tail
    return tail[end + 1 :]


# Words one of which every match of each pattern holds (substring searches for them spare the pattern)
_GATES = (
    (_CANNOT_CHOOSE, ("land", "settle", "decide", "choose", "pick", "commit to", "make up")),
    (_BOTH_STAND, ("both", "either", "beide", "deux", "amb", "dos")),
    (_IN_BETWEEN, ("between",)),
    (_TOO_HARD, ("too",)),
    (_SPLIT, ("some", "half")),
    (_RATHER_THAN, ("rather than", "instead of")),
    (_YES_AND_NO, ("yes and no",)),
    (_WAVERING, ("flop", "back and forth", "changing", "waver", "vacillat", "torn")),
    (
        _DECLINE,
        (
            "not going",
            "not gonna",
            "won't",
            "will not",
            "refuse",
            "decline",
            "rather not",
            "ll let",
            "s let",
            "leave",
            "want to",
            "wish to",
            "intend to",
            "care to",
            "prefer not",
        ),
    ),
)


_ONE_SEARCH_MAX = 160


def _key_tree(keys: list[str]) -> str:
    """A pattern that matches exactly where one of ``keys`` (plain strings) starts: the keys as a tree of their
    letters, so that at each place at most one branch goes on past its first letter."""
    branches: dict[str, list[str]] = {}
    for key in keys:
        if key:
            branches.setdefault(key[0], []).append(key[1:])
    alternatives = [re.escape(first) + _key_tree(rests) for first, rests in sorted(branches.items())]
    if "" in keys:  # (a key ends here: the longer ones are optional)
        return "(?:" + "|".join(alternatives) + ")?" if alternatives else ""
    return alternatives[0] if len(alternatives) == 1 else "(?:" + "|".join(alternatives) + ")"


# (the search for any key of _GATES, built for the table in place: a test may put another table there)
_ANY_KEY: list[tuple[object, re.Pattern[str]]] = []


def _any_key() -> re.Pattern[str]:
    """The compiled search for any key of the current ``_GATES`` (see :func:`_key_tree`)."""
    if not _ANY_KEY or _ANY_KEY[0][0] is not _GATES:
        keys = sorted({key for _, keys in _GATES for key in keys})
        _ANY_KEY[:] = [(_GATES, re.compile(_key_tree(keys)))]
    return _ANY_KEY[0][1]


def left_open(text: str, ls: LabelSet | None = None) -> bool:
    """Whether the answer closes by leaving the choice between labels open (see the module docstring).

    With ``ls``, a tie, a choice called too hard or graders reported split ("I was torn between the two at
    first. Contradiction.") is settled by a last sentence after it that states a label of ``ls``."""
    low = text[-_TAIL:].lower()
    closing = last_sentences(text, 2)
    patterns = []
    # (the patterns are searched in the closing sentences only, and every match of one holds one of its keys
    # with single spaces between the words: when those sentences are ASCII and have no other blanks inside,
    # the keys are looked for in them, not in the whole tail; tests/core/test_extraction_equivalences.py)
    inner = closing.strip()
    gate = closing.lower() if inner.isascii() and " ".join(inner.split()) == inner else low
    # (str.rfind, not "in": on this Python a search that finds nothing costs half as much backwards)
    rfind = gate.rfind
    # (on closing sentences of a line or two, one search for every key at once, letter by letter down a tree of
    # the keys, tells first whether any key is there at all: most closings hold none, and then the search key by
    # key is spared; on a whole tail the search key by key is the cheaper)
    if len(gate) > _ONE_SEARCH_MAX or _any_key().search(gate) is not None:
        for pattern, keys in _GATES:
            for key in keys:
                if rfind(key) >= 0:
                    patterns.append(pattern)
                    break
    if (
        ls is not None
        and (rfind("between") >= 0 or rfind("whether") >= 0 or rfind(" if ") >= 0)
        and _between_labels(closing, ls)
    ):
        return True
    if ls is not None and (rfind("which") >= 0 or rfind("either") >= 0) and _torn_between_named(closing, ls):
        # (two labels named by their names: "can't tell" is itself a term of the unsettled label)
        names = {
            label
            for label, start, end in ls.find_strong(text, max(0, len(text) - _TAIL))
            if ls.normalize_gold(text[start:end]) is not None
        }
        if len(names) >= 2:
            return True
    if not patterns:
        return False
    for pattern in patterns:
        m = pattern.search(closing)
        if m is not None and _SETTLED_AFTER.search(closing, m.end()) is None:
            # (after "yes and no", only a label named settles it: "Yes and no... strictly, maybe."; "It depends on
            # the time frame." says the same split again)
            named = pattern is _YES_AND_NO
            if ls is not None and pattern in _SETTLED_BY_LAST and _states_after(closing, m.end(), ls, named=named):
                continue
            return True
    return False


# The writer unable to tell which of the labels they named is meant, or granting it could be either: "I can't tell
# which the graders want.", "Not sure which one applies.", "Could be either, honestly." (counted only when the
# closing names two labels: "I can't tell which team won." alone is about the premise)
_WHICH_OF_THEM = re.compile(
    r"\b(?:(?:can't|cannot|can\s+not|couldn't|could\s+not)\s+(?:\w+ly\s+)?(?:tell|say|decide|know|see|work\s+out)|"
    r"(?:not|un)\s*sure|no\s+idea)\s+which\b|"
    r"\b(?:could|might|may)\s+(?:well\s+)?be\s+either(?:\s+(?:one|way|of\s+them|of\s+the\s+two))?(?=[\s,]*(?:[.!…;—–]|honestly|really|frankly|$))",
    re.IGNORECASE,
)


def _torn_between_named(closing: str, ls: LabelSet) -> bool:
    """Whether the closing sentences say the writer cannot tell which label is meant (see _WHICH_OF_THEM), with no
    label stated after it."""
    m = _WHICH_OF_THEM.search(closing)
    if m is None:
        return False
    return _SETTLED_AFTER.search(closing, m.end()) is None and read_label(closing[m.end() :], ls).value is None


_BETWEEN = re.compile(r"\bbetween\s+[*_\"']*", re.IGNORECASE)
_AND = re.compile(r"[*_\"']*\s*(?:and|&)\s+[*_\"']*", re.IGNORECASE)
# The writer unsure which of two labels holds, the two asked as alternatives: "I'm not sure whether this is
# REFUTES or NOT ENOUGH INFO.", "I can't tell if it's neutral or contradiction", "no idea whether entailment or
# neutral" (a doubt, a "whether" or "if", then the two labels joined by "or")
_UNSURE_WHETHER = re.compile(
    r"\b(?:(?:not|un)\s*(?:\w+ly\s+)?(?:sure|certain)|(?:can't|cannot|can\s+not|couldn't|could\s+not)\s+(?:\w+ly\s+)?"
    r"(?:tell|say|decide|know|work\s+out)|(?:don't|do\s+not)\s+(?:\w+ly\s+)?know|no\s+idea|wonder(?:ing)?|torn\s+(?:on|over))"
    r"\s+(?:whether|if)\s+(?:(?:this|it|that)(?:\s+is|['’]s)\s+|(?:this|it|that)\s+(?:should|would)\s+be\s+)?"
    r"(?:(?:an?|the)\s+)?[*_\"']*",
    re.IGNORECASE,
)
_OR = re.compile(r"[*_\"']*\s*,?\s*(?:or|/)\s+(?:(?:an?|the)\s+)?[*_\"']*", re.IGNORECASE)


def _between_labels(closing: str, ls: LabelSet) -> bool:
    """Whether the closing sentences place the answer between two labels of ``ls`` ("it's between entailment and
    neutral", "stuck between yes and maybe", "not sure whether it's neutral or contradiction") with no label
    stated after it ("The line between entailment and neutral is thin; here, entailment." is settled; "but it
    is entailment" too)."""
    pairs = [(m, _AND) for m in _BETWEEN.finditer(closing)]
    pairs += [(m, _OR) for m in _UNSURE_WHETHER.finditer(closing)]
    for m, joiner in pairs:
        first = ls.match_any_at(closing, m.end())
        if first is None or first[0] not in ls.labels:
            continue
        joined = joiner.match(closing, first[2])
        second = ls.match_any_at(closing, joined.end()) if joined is not None else None
        if second is None or second[0] not in ls.labels or second[0] == first[0]:
            continue
        rest = closing[second[2] :]
        if _SETTLED_AFTER.search(rest) is None and read_label(rest, ls).value is None:
            return True
    return False


def _states_after(closing: str, after: int, ls: LabelSet, *, named: bool = False) -> bool:
    """Whether the last sentence of ``closing`` begins after ``after`` and states a label on its own (with
    ``named``, by the label's name or one of its aliases)."""
    start, last = last_sentence(closing)
    if start < after:
        return False
    found = read_label(last, ls)
    if found.method not in ("first_line", "answer_marker", "conclusion"):
        return False
    return not named or ls.normalize_gold((found.evidence or "").strip(" \t\n.!,;:*_\"'")) is not None


# The shapes a verdict in a later sentence settles (the older ones keep their reading: "Both are defensible.
# Neutral." leaves it open)
_SETTLED_BY_LAST = (_IN_BETWEEN, _TOO_HARD, _SPLIT, _YES_AND_NO, _WAVERING)


# Words that announce the verdict and need it after them: "so it's", "I'd call it", "which makes it",
# "the label would be" (a contracted "is" cannot end a sentence; a verb of naming needs its name)
_CUT_AT_VERDICT = re.compile(
    r"(?:\b(?:it|this|that|which|there|what)['’]s|"
    r"\b(?:call|label|classify|mark|rate|consider|deem|make|makes|making)\s+(?:it|this|that|the\s+(?:pair|relation|hypothesis))(?:\s+as)?|"
    r"\b(?:i'?d|i\s+would|i'?ll|i\s+will|we'?d)\s+(?:say|go\s+with|answer|pick|choose|call\s+it))\s*$",
    re.IGNORECASE,
)


# The words a match of _CUT_AT_VERDICT can end on (a set lookup spares the pattern on most answers)
_LAST_WORDS = frozenset(
    "it's it’s this's that's that’s which's there's there’s what's what’s it this that pair relation hypothesis "
    "as say with answer pick choose".split()
)
# A sentence of its own begun: a full stop, then a capital (not "incompatible... so"), or a new line
_NEW_SENTENCE = re.compile(r"[.!?…][\"')\]]*\s+(?=[A-Z0-9*\"“])|\n")


def cut_at_verdict(text: str, *, verdict_first: bool = False) -> bool:
    """Whether the answer stops, without closing punctuation, right on the words that announce its verdict.

    With ``verdict_first`` (the answer stated its label in its opening sentence) only an answer of that one
    sentence counts: "Contradiction. The premise puts him in Paris, so it's" gave its verdict before the cut.
    """
    tail = text[-80:].rstrip(" \t\r\n")
    if not tail or not tail[-1].isalpha() or tail.rsplit(None, 1)[-1].lower() not in _LAST_WORDS:
        return False
    if verdict_first and _NEW_SENTENCE.search(text.strip()) is not None:
        return False
    return _CUT_AT_VERDICT.search(tail) is not None


# The answer's last words a bare copula after a subject, with no closing punctuation: "Er, this is", "So the
# relation would be" (the verdict was still to come: the copula alone is no elliptical "yes, it is")
_BARE_COPULA = re.compile(
    r"\b(?:it|this|that|which|what|answer|label|verdict|relation|result|hypothesis|claim)\s+"
    r"(?:is|was|would\s+be|will\s+be|must\s+be|should\s+be|seems\s+to\s+be)$"
    # (or the writer's own modal without its verb: "Attendance isn't mentioned. I can't", "So we would" - the
    # writer's ability or choice, no elliptical answer about the premise's subject)
    r"|\b(?:i|we)\s+(?:can['’]?t|cannot|can|(?:could|would|should|must|might|do)(?:n['’]?t)?|will|won['’]?t|am)$",
    re.IGNORECASE,
)
# An answer that breaks off on a word that cannot end a sentence: a closing arrow that points at nothing ("... is
# false ->"), or a last fragment of a few words after a full stop or question that ends on an article, a modal
# with no verb or a word that joins what follows ("So did it help? The", "Nothing on bumblebees. Can't")
_DANGLING_ARROW = re.compile(r"(?:→|->|=>|⇒|⟶)$")
_DANGLING_WORD = re.compile(
    r"(?:^|[.!?…][\"')\]]*\s+)(?:[\w'’]+,?\s+){0,2}"
    # (a lower-case "a" only: a capital "A" at the end may be an option's letter, "-> A")
    r"(?:the|an|(?-i:a)|can['’]?t|cannot|can|could(?:n['’]?t)?|would(?:n['’]?t)?|won['’]?t|should(?:n['’]?t)?|must|might|"
    r"will|because|since|whether|than|between)$",
    re.IGNORECASE,
)


def bare_copula(tail: str) -> bool:
    """Whether ``tail`` ends on a bare copula after a subject, or the writer's modal without its verb ("So it
    is", "I can't"): words that wanted the verdict after them."""
    return _BARE_COPULA.search(tail) is not None


def cut_on_dangling(text: str) -> bool:
    """Whether the answer breaks off on a closing arrow that points at nothing, or on a last fragment of at most
    three words that ends on a word wanting what follows (an article, a modal with no verb, a joining word)."""
    tail = text[-60:].rstrip(" \t\r\n")
    if not tail:
        return False
    if _DANGLING_ARROW.search(tail) is not None:
        return True
    return tail[-1].isalpha() and _DANGLING_WORD.search(tail) is not None


# The answer's last words a word of conclusion with nothing after it: "... she might be losing. So,", "Hence:",
# "In conclusion," (the conclusion it announces was cut)
_BARE_CONNECTIVE = re.compile(
    r"(?:^|[.!?…\n;—–]\s*|,\s+)[*_\"']*(?:and\s+)?(?:so|thus|therefore|hence|consequently|in\s+conclusion|in\s+the\s+end|"
    r"all\s+in\s+all|overall|to\s+sum\s+up|ultimately|final(?:ly)?|my\s+(?:final\s+)?(?:answer|verdict|label))\s*[,:]?$",
    re.IGNORECASE,
)
# A sentence that turns against what came before: "But ...", "However, ...", "Then again ...", or offers another
# case: "... or she could be renting.", "Unless he moved."
_TURN = re.compile(
    r"(?:^|[.!?…\n]\s*)[*_\"']*(?:but|however|though|although|yet|then\s+again|on\s+the\s+other\s+hand|or|unless)\b",
    re.IGNORECASE,
)


def cut_after_verdict(text: str, evidence: str | None, after: int | None, *, verdict_first: bool) -> bool:
    """Whether the answer stops where a verdict was still to come, on words :func:`cut_at_verdict` leaves alone:
    a bare copula that is itself all the reader read (``evidence``), a bare word of conclusion ("So,"), or a
    copula with its colon and nothing after ("So the relation is:").

    A bare word of conclusion after a verdict given first cuts it only when the answer turned against that verdict
    after it (``after``: where the verdict ends): "Contradiction. But she might be losing. So," - the new
    conclusion was cut; "Contradiction. The premise says night. So," only repeats it."""
    tail = text[-60:].rstrip(" \t\r\n")
    if not tail or tail[-1] in ".!?…)\"'”’":
        return False
    if tail[-1].isalpha() and _BARE_COPULA.search(tail) is not None:
        word = (evidence or "").strip().lower()
        return bool(word) and tail.lower().endswith(word) and " " in word
    # ("So the relation is:", "Hence the label would be:": a copula and its colon announce what never came)
    announced = tail[-1] == ":" and _BARE_COPULA.search(tail[:-1].rstrip(" \t*_")) is not None
    if not announced and _BARE_CONNECTIVE.search(tail) is None:
        return False
    if not verdict_first:
        return True
    return after is not None and (changed_mind(text, after) or _TURN.search(text, after) is not None)


# A Chinese or Japanese answer's verdict position: a marker and its colon ("标签：", "答案：", "結論："), or a
# word of conclusion and a copula ("所以这是", "因此为", "したがって…は"); the label follows it
_CJK_LEAD = re.compile(
    r"(?:标签|標籤|答案|结论|結論|判断|判斷|判定|关系|關係|回答|ラベル|答え)\s*[:：]|"
    r"(?:所以|因此|因而|故而|综上所述|總之|总之|したがって|よって|つまり)[，,、]?\s*[^。！？!?\n，,、]{0,8}?(?<![不非没沒])(?:是|为|為|は)"
)
_CJK_MARKUP = " \t*_「『“\"'"
_CJK_QUESTION = ("吗", "嗎", "？", "?", "か")


def cjk_verdict(text: str, ls: LabelSet) -> tuple[str, int, int] | None:
    """The label a Chinese or Japanese answer states at its last verdict position, as ``(label, start, end)``."""
    found = None
    for m in _CJK_LEAD.finditer(text, max(0, len(text) - _TAIL)):
        pos = m.end()
        while pos < len(text) and text[pos] in _CJK_MARKUP:
            pos += 1
        # (read from a slice: a term must not follow a letter, and "这是矛盾" has no space before the label)
        hit = ls.match_any_at(text[pos : pos + 40], 0)
        if hit is not None and hit[0] in ls.labels and not text.startswith(_CJK_QUESTION, pos + hit[2]):
            found = (hit[0], pos, pos + hit[2])
    return found


# A Chinese yes/no answer given the Chinese way, by echoing the question's auxiliary verb, denied with 不 or 没 or
# bare: "不可以。", "不能，他没有培训。", "没有。", "可以。", "會！" (the closed class of auxiliaries, the answer's whole first
# clause: not "不知道。" nor "不确定", which say the writer does not know)
_CJK_ECHO = re.compile(
    r"[\s*_「『“\"']*(?:(不|没有?|沒有?)(?=[可能会會行对對是允准应應需必要用。！!，,；;\s])|(?=[可能会會行对對允准应應需必有]))"
    r"(?:可以|能够|能夠|能|会|會|行|对|對|是|允许|允許|准|应该|應該|需要|必须|必須|要|用|有)?"
    r"[\s*_」』”\"']*[。！!，,；;]"
)


def cjk_echo(text: str, ls: LabelSet) -> tuple[str, int, int] | None:
    """The yes or no a Chinese answer gives by echoing the question's auxiliary verb at its opening (see
    _CJK_ECHO), as ``(label, start, end)``; None when it does not or ``ls`` has no yes and no."""
    if "yes" not in ls.labels or "no" not in ls.labels:
        return None
    m = _CJK_ECHO.match(text)
    if m is None or m.end() - m.start() < 2:
        return None
    return ("no" if m.group(1) else "yes"), m.start(), m.end()


# A change of mind after the opening verdict: "SUPPORTS. Hmm, wait ...", "entailment... ok fine, ...",
# "Contradiction - no, actually ...", "Neutral. On second thought ..." (the last sentence then states the new one)
_CHANGE_OF_MIND = re.compile(
    r"\b(?:wait|hmm+|actually|hold\s+on|on\s+second\s+thought|scratch\s+that|on\s+reflection|(?:ok(?:ay)?|all\s+right),?\s+fine|"
    r"then\s+again|come\s+to\s+think\s+of\s+it|no,\s+(?:wait|actually)|"
    # a retraction: "Just kidding -", "I take that back.", "Strike that.", "Never mind that."
    r"(?:just\s+)?kidding|i\s+take\s+(?:that|it)\s+back|strike\s+that|never\s*mind)\b",
    re.IGNORECASE,
)
_CHANGE_KEYS = (
    "wait",
    "hmm",
    "actually",
    "hold on",
    "second thought",
    "scratch",
    "reflection",
    "fine",
    "then again",
    "think of it",
    "kidding",
    "take that back",
    "take it back",
    "strike that",
    "never mind",
    "nevermind",
)


def last_sentence(text: str) -> tuple[int, str]:
    """The last sentence of ``text`` (its closing punctuation kept) and where it starts."""
    # (several checks of one reading ask for the same text's: the answer for the last text asked about is kept,
    # with the text itself, and replaced at once by the next text's)
    memo = _LAST_SENTENCE[0]
    if memo[0] is text:
        return memo[1]
    tail = text.rstrip()
    end = len(tail) - 1
    start = _last_break(tail, end)
    found = start + 1, tail[start + 1 :]
    _LAST_SENTENCE[0] = (text, found)
    return found


_LAST_SENTENCE: list[tuple[str | None, tuple[int, str]]] = [(None, (0, ""))]


def changed_mind(text: str, after: int) -> bool:
    """Whether the answer changes its mind after position ``after``, in a sentence after the one holding it
    (the last sentence included: "entailment... ok fine, neutral then.")."""
    start, _ = last_sentence(text)
    if start <= after:
        return False
    low = text[after:].lower()
    rfind = low.rfind  # (the cheaper search when the key is absent; the first key found ends the search)
    for key in _CHANGE_KEYS:
        if rfind(key) >= 0:
            break
    else:
        return False
    return _CHANGE_OF_MIND.search(text, after) is not None


# A return to a label: "I'll go back to maybe.", "Reverting to neutral.", "back to my first answer: SUPPORTS"
# (the label closes its clause: not "back to neutral ground"; not denied: "I won't go back to maybe")
_RETURN_TO = re.compile(
    r"\b(?:(?:go|going|went|come|coming|switch|switching|flip|flipping|change|changing)\s+(?:it\s+)?back\s+to|"
    r"back\s+to|revert(?:s|ed|ing)?\s+to|return(?:s|ed|ing)?\s+to)\s+"
    r"(?:(?:my|the)\s+(?:\w+\s+)?(?:answer|pick|call|label|choice|verdict)\s*[:,(-]?\s*|the\s+)?[\"'*_]*",
    re.IGNORECASE,
)
_DENIED = re.compile(r"\b(?:not|never|won't|wouldn't|don't|can't|shouldn't|no\s+going)\b|n't\b", re.IGNORECASE)


def returned_to(text: str, ls: LabelSet) -> tuple[str, int, int] | None:
    """The label the answer's last sentence returns to ("I'll go back to maybe."), as ``(label, start, end)``."""
    tail = text[-_TAIL:].lower()
    if "back to" not in tail and "revert" not in tail and "return" not in tail:
        return None
    lo = max(0, len(text) - _TAIL)
    start, last = last_sentence(text[lo:])  # (the last sentence, or the tail when it is longer)
    start += lo
    for m in _RETURN_TO.finditer(last):
        hit = ls.match_any_at(last, m.end())
        if (
            hit is not None
            and hit[0] in ls.labels
            and _CHOICE_END.match(last, hit[2]) is not None
            and _DENIED.search(last, 0, m.start()) is None
        ):
            return hit[0], start + hit[1], start + hit[2]
    return None


# An opening run of verdicts each correcting the last: "Yes. Well, no. Honestly: maybe - ...", "Neutral.
# Actually, contradiction." (every verdict after the first is led by a word of correction and closes its
# sentence: not a recited list, "Entailment. Neutral. Contradiction.")
_CORRECTING = re.compile(
    r"\s*(?:(?:well|actually|honestly|hmm+|wait|no\s+wait|or\s+rather|rather|ok(?:ay)?|fine|then\s+again|"
    r"on\s+second\s+thought|truthfully|really|correction|i\s+mean)\b[\s,:;.!—–-]*)+[\"'*_]*",
    re.IGNORECASE,
)
_VERDICT_END = re.compile(r"[\"'*_]*\s*(?:[.!;…—–:]|\s-\s|\n|$)")


def corrected_opening(text: str, ls: LabelSet) -> str | None:
    """The last verdict of an opening run of self-corrections (see _CORRECTING), else None."""
    lead = re.match(r"[\s*_\"'>#-]*", text)
    hit = ls.match_any_at(text, lead.end() if lead else 0)
    if hit is None or hit[0] not in ls.labels:
        return None
    end = _VERDICT_END.match(text, hit[2])
    labels = [hit[0]]
    while end is not None and len(labels) < 6:
        fix = _CORRECTING.match(text, end.end())
        if fix is None:
            break
        hit = ls.match_any_at(text, fix.end())
        if hit is None or hit[0] not in ls.labels:
            break
        end = _VERDICT_END.match(text, hit[2])
        if end is None:
            break
        labels.append(hit[0])
    return labels[-1] if len(labels) > 1 and labels[-1] != labels[0] else None


# A label asked and answered no: "Contradiction? No -", "Entailment? Also no.", "SUPPORTS? Hardly."
_ANSWERED_NO = re.compile(
    r"[\"'*_]*\s*\?\s*(?:(?:also|again|still|clearly|certainly|definitely|same\s+here),?\s+)?(?:no|not|nope|hardly|nothing|never)\b",
    re.IGNORECASE,
)


# A label judged no after a colon or a dash, as an entry of a checklist: "Entailment: no.", "Contradiction - nope,",
# "SUPPORTS: ruled out." (the no closes its clause: not "Entailment: nothing in the premise says so")
_JUDGED_NO = re.compile(
    r"[\"'*_]*[ \t]*(?:[:=—–]|\s-)[ \t]*[\"'*_]*(?:no|nope|hardly|not\s+really|not\s+at\s+all|ruled\s+out|excluded|"
    r"rejected|✗|✘|❌)[\"'*_]*(?=[ \t]*(?:[.,;!)—–\n]|\s-|$))",
    re.IGNORECASE,
)


_BARE_SEPARATORS = frozenset(" \t\n,.;:/|*_-–—!")
_BARE_MAX = 80


def bare_labels(text: str, ls: LabelSet) -> list[str] | None:
    """The labels of an answer that is nothing but labels named by their names, in order ("yes no", "Neutral /
    contradiction."); None when it holds anything else (or is long)."""
    if len(text) > _BARE_MAX:
        return None
    labels = []
    pos, n = 0, len(text)
    while True:
        while pos < n and text[pos] in _BARE_SEPARATORS:
            pos += 1
        if pos >= n:
            break
        hit = ls.match_any_at(text, pos)
        if hit is None or ls.normalize_gold(text[hit[1] : hit[2]]) != hit[0]:
            return None
        labels.append(hit[0])
        pos = hit[2]
    return labels


_ASKED = re.compile(r"[\"'*_]*\s*\?")


def judged_no(text: str, end: int) -> bool:
    """Whether the label that ends at ``end`` is judged no after a colon or a dash ("Entailment: no.")."""
    return _JUDGED_NO.match(text, end) is not None


def rejected_in_turn(text: str, ls: LabelSet) -> str | None:
    """The label an answer is left with when every label it names, or every label but one, is asked and answered
    no ("Contradiction? No - ... Entailment? Also no - ...") or judged no in turn ("Entailment: no. Contradiction:
    no."): the one label it did not reject, or, when more than one is left, the label its silence term names ("The premise
    just doesn't settle it": the set's fallback), else None."""
    named = set()
    rejected = set()
    asked = set()
    for label, _, end in ls.find_strong(text, max(0, len(text) - _REACH)):
        named.add(label)
        if _ANSWERED_NO.match(text, end) or _JUDGED_NO.match(text, end):
            rejected.add(label)
        elif _ASKED.match(text, end):
            asked.add(label)
    left = [label for label in ls.labels if label not in rejected]
    if not rejected or (named != rejected and (len(left) != 1 or left[0] in asked or left_open(text, ls))):
        # ("Entailment: no. Neutral: no. The two clash.": every label but one rejected, the last one named as a
        # statement; not "Neutral? Hmm... I keep going back and forth.")
        return None
    if len(left) == 1:
        return left[0]
    for label, _, _ in ls.find_fallback(text):
        if label in left:
            return label
    return None


# Another reading granted and set aside: "One could say neutral, but ...", "(Some would call it a contradiction,
# though ...)", "You might argue entailment, yet ..." (the label named there is not the answer's own)
_CONCEDED = re.compile(
    r"\b(?:one|you|some(?:one|body)?|people|others?|a\s+(?:reader|grader|stricter\s+reader)|annotators?|many)\s+"
    r"(?:could|might|may|would|will|can)\s+(?:well\s+|also\s+|even\s+)?(?:say|argue|call\s+(?:it|this)|pick|choose|go\s+with|"
    r"read\s+(?:it|this)\s+as|mark\s+(?:it|this))\s+(?:(?:it's|it\s+is|this\s+is)\s+)?(?:an?\s+)?[\"'*_]*$",
    re.IGNORECASE,
)
_SET_ASIDE = re.compile(
    r"[\"'*_]*\s*(?:\([^()\n]{0,40}\)\s*)?,?\s*(?:but|though|yet|however|although)\b", re.IGNORECASE
)
_CONCEDED_REACH = 64
# How much of the end of an answer the checks that scan for labels read, and how many places they try
_REACH = 4000
_MAX_PLACES = 16


def conceded_spans(text: str, ls: LabelSet, evidence: str) -> list[tuple[int, int]]:
    """Where the answer names ``evidence`` (a label's words) only to grant another reading and set it aside."""
    word = evidence.lower()
    lo = max(0, len(text) - _REACH)
    low = lowered(text) if lo == 0 else text[lo:].lower()
    out = []
    # (only the places the label's words occur are looked at, from the end back, in the answer's last
    # _REACH characters and at most _MAX_PLACES of them: a pattern tried at every position, or a search
    # at every repetition of a padded answer, would cost more than the whole reading)
    i = low.rfind(word) if word else -1
    tries = 0
    while i >= 0 and tries < _MAX_PLACES:
        tries += 1
        start, end = lo + i, lo + i + len(word)
        if (
            _SET_ASIDE.match(text, end)
            and ls.match_any_at(text, start) is not None
            and _CONCEDED.search(text, max(0, start - _CONCEDED_REACH), start) is not None
        ):
            out.append((start, end))
        i = low.rfind(word, 0, i)
    return out


# Labels named only to be set aside: "neutral & contradiction excluded.", "Contradiction is ruled out.", "neutral
# and contradiction don't apply", or named as the subject of what they would need: "Neutral would require
# uncertainty", "contradiction means the two cannot both hold" (a label's definition or its requirement is no
# verdict on the pair)
_JOINED = re.compile(r"\s*(?:,|&|/|\+|\band\b|\bor\b|\bnor\b)\s*", re.IGNORECASE)
_EXCLUDED = (
    r"[\"'*_]*\s*(?:(?:are|is|both|each|too|also|then|now|clearly|obviously|definitely|get|gets|got|would|be|seems|feels|sounds)\s+){0,2}"
    r"(?:excluded|ruled\s+out|eliminated|rejected|discarded|dismissed|off\s+the\s+table|(?:do|does)(?:n't|\s+not)\s+(?:apply|fit)|"
    # a label called more than the text gives: "entailment is too strong", "SUPPORTS goes too far", "a stretch"
    r"(?:(?:much|far|way|a\s+bit|slightly)\s+)?too\s+(?:strong|far|much|bold)|go(?:es|ing)?\s+too\s+far|(?:an?\s+)?(?:stretch|overreach)|"
    r"out(?=\s*(?:[.,;:!)]|$|\s+of\s+the\s+question|\s+too|\s+as\s+well)))\b"
)
_REQUIRES = (
    r"[\"'*_]*\s+(?:would|will|could)?\s*(?:only\s+)?(?:requires?|needs?|means?|demands?|calls?\s+for|presupposes?)\b"
)
# A label said to fit only under another condition: "neutral would apply if no time were given", "Entailment would
# be right only when ...", "REFUTES would fit had the date differed" (a counterfactual, no verdict on this pair)
_WOULD_IF = (
    r"[\"'*_]*\s+(?:would|could)\s+(?:only\s+)?(?:apply|fit|hold|work|be\s+(?:right|correct|appropriate|apt|the\s+(?:answer|label|call)))"
    r"(?:\s+(?:here|instead|only))?\s+(?:if|when|had|were|in\s+case|provided|unless)\b"
)
# A label granted only as a second reading beside the one picked: "neutral is plausible too", "REFUTES is also
# defensible", "maybe seems possible as well" ("too", "also", "as well" set it beside a verdict given elsewhere;
# alone, it leaves the verdict as it was)
_ALSO_POSSIBLE = (
    r"[\"'*_]*\s+(?:is|seems|looks|would\s+be|remains)\s+(?:(?:also|equally)\s+)?(?:\w+ly\s+)?"
    r"(?:plausible|possible|defensible|arguable|reasonable|tenable)\s+(?:too|as\s+well)\b|"
    r"[\"'*_]*\s+(?:is|seems|would\s+be|remains)\s+also\s+(?:\w+ly\s+)?(?:plausible|possible|defensible|arguable|reasonable|tenable)\b"
)
_DISMISSED = re.compile(f"{_EXCLUDED}|{_REQUIRES}|{_WOULD_IF}|{_ALSO_POSSIBLE}", re.IGNORECASE)
_SET_ASIDE_ONLY = re.compile(_EXCLUDED, re.IGNORECASE)


# A label's definition after a colon: "- Entailment: the hypothesis must be true given the premise.", "Neutral =
# it might or might not be true", "Contradiction: means the two can't both hold" (a glossary of two labels or
# more is no verdict; one label so glossed may be a verdict with its reason)
_GLOSS = re.compile(
    r"[\"'*_]*[ \t]*[:=][ \t]*(?:(?:it\s+)?means\b|(?:when|if)\s+the\s+(?:premise|hypothesis|claim)\b|"
    r"(?:the\s+)?(?:hypothesis|claim|statement|it)\s+(?:must|might|may|could|would|can(?:not|'t)?|is\s+(?:necessarily|definitely))\b)",
    re.IGNORECASE,
)


# A looser gloss, counted only beside two strict ones: the label, a colon, and a sentence about the hypothesis
# or the premise in general ("Entailment: the hypothesis is true whenever the premise is true." in a list of
# the three definitions; alone, "Entailment: the hypothesis is stated outright." is a verdict with its reason)
_LOOSE_GLOSS = re.compile(
    r"[\"'*_]*[ \t]*[:=][ \t]*(?:the\s+)?(?:hypothesis|claim|statement|premise|evidence|passage)\b", re.IGNORECASE
)


def dismissed_at(text: str, ls: LabelSet, word: str, *, requirement: bool = True) -> bool:
    """Whether the label's words ``word`` are set aside, defined or glossed at one of the places they occur (a
    cheap check before :func:`dismissed_spans` scans the answer for every label); without ``requirement``,
    only set aside or glossed (not "Neutral would require ...", which the answer may then grant)."""
    dismissed = _DISMISSED if requirement else _SET_ASIDE_ONLY
    lo = max(0, len(text) - _REACH)
    low = lowered(text) if lo == 0 else text[lo:].lower()
    i = low.rfind(word) if word else -1
    tries = 0
    while i >= 0 and tries < _MAX_PLACES:
        tries += 1
        pos = lo + i + len(word)
        if _GLOSS.match(text, pos) is not None or _LOOSE_GLOSS.match(text, pos) is not None:
            return True
        for _ in range(4):  # (along a run of joined labels: "neutral & contradiction excluded")
            if dismissed.match(text, pos) is not None:
                return True
            joined = _JOINED.match(text, pos)
            hit = ls.match_any_at(text, joined.end()) if joined is not None else None
            if hit is None:
                break
            pos = hit[2]
        i = low.rfind(word, 0, i)
    return False


def dismissed_spans(text: str, ls: LabelSet) -> list[tuple[int, int]]:
    """Where the answer names a label only to set it aside or to say what it would need (see _DISMISSED), and the
    lines of a glossary of the labels (see _GLOSS)."""
    found = list(ls.find_strong(text, max(0, len(text) - _REACH)))[-_MAX_PLACES:]
    out: list[tuple[int, int]] = []
    glossary = []
    loose = []
    for label, start, end in found:
        if _GLOSS.match(text, end) is not None:
            line_end = text.find("\n", end)
            glossary.append((label, start, len(text) if line_end < 0 else line_end))
        elif _LOOSE_GLOSS.match(text, end) is not None:
            line_end = text.find("\n", end)
            loose.append((label, start, len(text) if line_end < 0 else line_end))
    if len({label for label, _, _ in glossary}) >= 2:
        out.extend((start, end) for _, start, end in glossary)
        out.extend((start, end) for _, start, end in loose)
    run: list[tuple[int, int]] = []
    for i, (_, start, end) in enumerate(found):
        run.append((start, end))
        nxt = found[i + 1] if i + 1 < len(found) else None
        if nxt is not None and _JOINED.fullmatch(text, end, nxt[1]) is not None:
            continue  # "neutral & contradiction ...": the predicate after the last one covers the run
        if _DISMISSED.match(text, end) is not None:
            out.extend(run)
        run = []
    return out


# Two labels offered as the answer itself, at its opening or at the head of its last sentence: "NOT ENOUGH INFO or
# REFUTES", "The answer is either yes or maybe; ...", "Label: neutral / contradiction." (a choice left to the
# reader: not asked, "Neutral or contradiction? Neutral.", nor denied, "Not entailment or contradiction")
_CHOICE_LEAD = re.compile(
    r"[\s*_\"'>#-]*(?:(?:so|thus|hence|overall|in\s+short),?\s+)?(?:(?:the\s+|my\s+)?(?:answer|label|verdict|classification)"
    r"(?:\s+(?:is|would\s+be|must\s+be)|\s*[:=-])\s*|(?:it|this)(?:['’]s|\s+is|\s+would\s+be)\s+|i'?d\s+say\s+)?(?:either\s+)?",
    re.IGNORECASE,
)
# A last sentence that offers two labels as what the answer might be: "Could be entailment or neutral.", "It may
# well be yes or maybe.", "Perhaps NOT ENOUGH INFO or REFUTES." (a possibility named, no choice made)
_MODAL_LEAD = re.compile(
    r"[\s*_\"'>#-]*(?:(?:so|thus|hence|overall|in\s+short|honestly|really),?\s+)?(?:(?:it|this|that|the\s+(?:answer|label))\s+)?"
    r"(?:(?:could|might|may|can)\s+(?:well\s+|either\s+|equally\s+)?be|possibly|perhaps)\s+(?:either\s+)?",
    re.IGNORECASE,
)
# (the second set apart by a dash, "SUPPORTS — or NOT ENOUGH INFO"; not "or rather", a correction: no label follows)
_CHOICE_OR = re.compile(r"[\"'*_]*\s*(?:,|[—–]|\s-)?\s*(?:or|/|vs\.?|versus)\s*[\"'*_]*", re.IGNORECASE)
# (the second may carry the condition it holds under: "Neutral, or contradiction if 'never' is read strictly.")
_CHOICE_END = re.compile(r"[\"'*_]*\s*(?:[.!;,:…—–)]|\s-\s|\n|$|\s+(?:if|when|unless|depending)\b)", re.IGNORECASE)


def _has_or(part: str) -> bool:
    low = part.lower()
    return " or " in low or "/" in low or " vs" in low


def offered_choice(text: str, ls: LabelSet, *, last_only: bool = False) -> bool:
    """Whether the answer opens, or starts its last sentence, by offering two labels as its answer (see
    _CHOICE_LEAD); with ``last_only``, only a last sentence of its own counts (a verdict concluded earlier, then
    reopened: "... so entailment. Ugh. Neutral or entailment, depends on the reader.")."""
    if not (_has_or(text[:200]) or _has_or(text[-_TAIL:])):
        return False
    start, _ = last_sentence(text)
    starts = [] if last_only else [0]
    if start > 0:
        starts.append(start)
    for pos in starts:
        if not _has_or(text[pos : pos + 200]):
            continue
        leads = [_CHOICE_LEAD.match(text, pos)]
        if pos == starts[-1]:  # (a possibility offered only as the answer's last word)
            leads.append(_MODAL_LEAD.match(text, pos))
        for lead in leads:
            first = ls.match_any_at(text, lead.end() if lead else pos)
            if first is None or first[0] not in ls.labels:
                continue
            gap = _CHOICE_OR.match(text, first[2])
            second = ls.match_any_at(text, gap.end()) if gap is not None and gap.end() > first[2] else None
            if second is not None and second[0] != first[0] and _CHOICE_END.match(text, second[2]) is not None:
                # (a reopened verdict stays reopened unless the sentence settles it: "..., and I lean neutral.")
                if last_only and read_label(text[second[2] :], ls).value is not None:
                    continue
                return True
    return False


# What may stand between two entries of a bare list of labels: punctuation and "or"/"and" only
# ("entailment, neutral, or contradiction", "SUPPORTS / REFUTES / NOT ENOUGH INFO", "- entailment\n- neutral");
# not a mark of judgement ("entailment ✔ neutral ✘", a table's "| ✗ |") nor a key ("A) SUPPORTS B) REFUTES",
# "E = entailment": the reader needs the key to read a verdict given by it)
_MENU_GAP = re.compile(
    r"[\s,;/.·•\-–—()\[\]\"'*_]*(?:(?:or|and|oder|ou|o)\b[\s,;/.·•\-–—()\[\]\"'*_]*)?",
    re.IGNORECASE,
)
_MENU_GAP_MAX = 24


def menu_spans(text: str, ls: LabelSet, around: int | None = None) -> list[tuple[int, int]]:
    """Where the answer lists every label of the set by name, one after the other with nothing but separators
    between them ("entailment, neutral, or contradiction", "SUPPORTS / REFUTES / NOT ENOUGH INFO"): the list of
    the choices, which states no verdict of its own."""
    need = len(ls.labels)
    if around is None:
        lo, hi = max(0, len(text) - _REACH), len(text)
    else:  # (only a list that could hold position ``around``)
        reach = need * (max(map(len, ls.labels)) + _MENU_GAP_MAX)
        lo, hi = max(0, around - reach), min(len(text), around + reach)
    low = text[lo:hi].lower()
    if need < 3 or len(low) != hi - lo:
        return []
    # (the label names are found with plain substring searches, and only when every one of them occurs:
    # scanning for every term of the set would cost more than the whole reading)
    names = [label.lower() for label in ls.labels]
    for name in names:
        if name not in low:
            return []
    hits: list[tuple[int, int, str]] = []
    for name in names:
        i = low.find(name)
        while i >= 0 and len(hits) < 4 * _MAX_PLACES:
            end = i + len(name)
            if (lo + i == 0 or not text[lo + i - 1].isalnum()) and (
                lo + end == len(text) or not text[lo + end].isalnum()
            ):
                hits.append((i, end, name))
            i = low.find(name, end)
    hits.sort()
    out: list[tuple[int, int]] = []
    run: list[tuple[int, int, str]] = []
    for hit in hits:
        if run and (hit[0] - run[-1][1] > _MENU_GAP_MAX or _MENU_GAP.fullmatch(low, run[-1][1], hit[0]) is None):
            run = []
        run.append(hit)
        if (
            len(run) >= need
            and len({name for _, _, name in run[-need:]}) == need
            # (not a list whose last entries are then set aside: "entailment; neutral and contradiction are out")
            and _DISMISSED.match(text, lo + hit[1]) is None
        ):
            first = lo + run[-need][0]
            if out and out[-1][1] >= first:
                first = out.pop()[0]
            out.append((first, lo + hit[1]))
    return out


# A possibility stated together with its own denial: "Could be, could not be.", "It might or might not.",
# "He may have, he may not have.", "Could be true, could be false.", "Perhaps yes, perhaps no." (the pair is
# left undecided: the set's label for "the text does not settle it")
_MODAL = r"(?:could|might|may|can)"
_SUBJECT = r"(?:(?:it|he|she|they|that|this|there|then|again|also|equally|just\s+as\s+well)\s+){0,2}"
_BOTH_WAYS = re.compile(
    # "Could be, could not be.", "may have, he may not have", "might be the same dog, might not." (the denial
    # ends its clause, or goes on with the same verb: not "They may visit; it might not matter.")
    r"\b(could|might|may|can)\s+(\w+)[^.!?\n]{0,24}?(?:,|;|/|\bor\b|\bbut\b|\.\.\.|…|[—–])\s*"
    + _SUBJECT
    + _MODAL
    + r"(?:n't|\s+not)(?:\s+\2\b[^.!?\n]{0,24}?)?\s*(?=[.!?;,…]|$)|"
    # "It might or might not.", "could or couldn't be"
    r"\b(could|might|may|can)\s+or\s+\3(?:n't|\s+not)\b|"
    # "Could be true, could be false."
    r"\b"
    + _MODAL
    + r"\s+be\s+(?:true|right|so)\s*(?:,|;|/|\bor\b|\bbut\b)\s*"
    + _SUBJECT
    + _MODAL
    + r"\s+(?:just\s+as\s+well\s+|equally\s+)?be\s+(?:false|wrong|untrue)\b|"
    # "Perhaps yes, perhaps no."
    r"\b(?:maybe|perhaps|possibly)\s+(?:yes|so)\s*(?:,|;|/|\bor\b)\s*(?:maybe|perhaps|possibly)\s+(?:no|not)\b",
    re.IGNORECASE,
)
_UNSETTLED = ("maybe", "neutral", "NOT ENOUGH INFO")


def both_ways(text: str, ls: LabelSet) -> str | None:
    """The set's label for an unsettled pair when the answer's closing states a possibility and its denial
    side by side ("Could be, could not be."), else None."""
    label = next((name for name in _UNSETTLED if name in ls.labels), None)
    if label is None:
        return None
    closing = last_sentences(text, 2)
    low = closing.lower()
    if not any(key in low for key in ("could", "might", "may", "can", "perhaps", "possibly")):
        return None
    return label if _BOTH_WAYS.search(closing) is not None else None
