"""Verdicts given by ruling the other labels out, in a set of three labels.

- "neither" said of two labels the answer has just named ("'Entailment' needs X, 'neutral' needs Y. It's
  neither."): the label left. In an NLI set a bare "Neither." is the neutral label ("neither entails nor
  contradicts"), and so is "neither" after entailment and contradiction; after any other two labels it is the
  third one.
- every label but one declined in the writer's own voice ("I wouldn't say yes and I wouldn't say no.", "I
  can't call it entailment, nor contradiction."): the label left, when the answer names no label otherwise.
- a list of every label whose first entries are denied ("I won't say entailment or contradiction.
  **Neutral**."): the denied labels and the one after them, not a menu of the choices (see
  :func:`denied_list`).
- an opening sentence that announces the labels it rules out, in turn ("Rule out entailment first, then
  neutral. ... What's left is contradiction."): none of its labels is the verdict (see :func:`ruled_out_opening`).

Every check reads a bounded stretch of the answer with patterns anchored on short keywords.
"""

from __future__ import annotations

import re

from scorewire.extraction import LabelSet, is_refusal, is_undecided

__all__ = ["declined_but_one", "denied_list", "label_names", "label_of", "neither_left", "ruled_out_opening"]

_BACK = 400

_NEITHER = re.compile(r"[\s\"'*_(]*neither[\s\"'*_)]*(?:[.!,;:—–]|\s-\s|$)", re.IGNORECASE)


_NAMES: dict[tuple[str, ...], re.Pattern[str]] = {}


def label_names(ls: LabelSet) -> re.Pattern[str]:
    """The labels' own names as whole words ("entailment", "NOT ENOUGH INFO", "yes")."""
    pattern = _NAMES.get(ls.labels)
    if pattern is None:
        body = "|".join(re.escape(label).replace(r"\ ", r"\s+") for label in sorted(ls.labels, key=len, reverse=True))
        pattern = _NAMES[ls.labels] = re.compile(rf"(?<![\w-])(?:{body})(?![\w-])", re.IGNORECASE)
    return pattern


def label_of(word: str, ls: LabelSet) -> str | None:
    folded = " ".join(word.split()).casefold()
    for label in ls.labels:
        if label.casefold() == folded:
            return label
    return None


def neither_left(text: str, at: tuple[int, int], ls: LabelSet) -> str | None:
    """The label left when the "neither" at ``at`` is said of the two other labels the answer names last before
    it (None when "neither" does not stand as a verdict there, or the labels before it are not two others)."""
    if len(ls.labels) != 3 or text[at[0] : at[1]].strip(" \t\n\"'*_()").lower() != "neither":
        return None
    if _NEITHER.match(text, at[0]) is None:  # (a verdict of its own, not "neither entails nor ...")
        return None
    named: list[str] = []
    for m in label_names(ls).finditer(text, max(0, at[0] - _BACK), at[0]):
        label = label_of(m.group(0), ls)
        if label is not None:
            if label in named:
                named.remove(label)
            named.append(label)
    if len(named) < 2:
        return None
    pair = set(named[-2:])
    left = [label for label in ls.labels if label not in pair]
    return left[0] if len(left) == 1 else None


# The writer declining to give a label: "I wouldn't say yes", "I won't call it entailment", "can't go with
# REFUTES", "not going to say no" (and the second of a pair: "..., nor no", "... or contradiction")
# (or the inability said as a belief: "I don't think we can say yes", "I do not think one could call it entailment")
_DECLINED = re.compile(
    r"\b(?:(?:i|we)\s+)?(?:wouldn't|would\s+not|won't|will\s+not|can't|cannot|can\s+not|couldn't|could\s+not|"
    r"(?:don't|do\s+not)\s+think\s+(?:we|i|you|one|anyone)\s+(?:can|could|should)|"
    r"don't|do\s+not|(?:am|are)\s+not\s+going\s+to|not\s+going\s+to|refuse\s+to)\s+"
    r"(?:(?:really|honestly|just|quite)\s+)?(?:(?:want|like|dare|care|need)\s+to\s+)?(?:say|call\s+(?:it|this|that)|go\s+with|pick|choose|label\s+(?:it|this))"
    r"[\s\"'*_]*",
    re.IGNORECASE,
)
_DECLINED_MORE = re.compile(
    r"[\s\"'*_]*(?:\w+\s+)?(?:,\s*)?(?:or|nor|and)\s+(?:(?:also|even)\s+)?[\s\"'*_]*", re.IGNORECASE
)


def declined_but_one(text: str, ls: LabelSet, spans: list[tuple[int, int]] | None = None) -> str | None:
    """The one label of a three-label set the answer does not decline, when it declines each of the others by
    name in its last stretch ("I wouldn't say yes and I wouldn't say no."); None otherwise. With ``spans``, the
    places of the declined labels' names are added to it."""
    if len(ls.labels) != 3:
        return None
    names = label_names(ls)
    declined: set[str] = set()
    for m in _DECLINED.finditer(text, max(0, len(text) - _BACK)):
        pos = m.end()
        for _ in range(3):
            hit = names.match(text, pos)
            label = label_of(hit.group(0), ls) if hit is not None else None
            if hit is None or label is None:
                break
            declined.add(label)
            if spans is not None:
                spans.append(hit.span())
            more = _DECLINED_MORE.match(text, hit.end())
            if more is None:
                break
            pos = more.end()
    left = [label for label in ls.labels if label not in declined]
    if len(declined) != 2 or len(left) != 1:
        return None
    # (an answer that declines the last label in other words, or gives up, is left with none: "... I won't
    # pick any. Let me skip this one.")
    return None if is_refusal(text) or is_undecided(text) else left[0]


# A denial before a list's first entry, in the entry's own clause: "I won't say entailment or contradiction",
# "not SUPPORTS or REFUTES", "rule out neutral and entailment"
_CLAUSE_BREAK = re.compile(r"[.!?;:\n—–]")
_DENIAL = re.compile(
    r"\b(?:not|never|no|neither|won't|wouldn't|can't|cannot|couldn't|isn't|aren't|wasn't|don't|doesn't|didn't|"
    r"rule[sd]?\s+out|ruling\s+out|excluding|except|other\s+than)\b",
    re.IGNORECASE,
)


def denied_list(text: str, span: tuple[int, int], ls: LabelSet) -> bool:
    """Whether the list of every label at ``span`` opens with a denial in its own clause, and its last entry
    stands apart from the denied ones after a sentence's end ("I won't say entailment or contradiction.
    **Neutral**."): the labels ruled out and the verdict left, not a menu."""
    start, end = span
    lo = max(0, start - 80)
    clause = text[lo:start]
    breaks = list(_CLAUSE_BREAK.finditer(clause))
    if breaks:
        clause = clause[breaks[-1].end() :]
    if _DENIAL.search(clause) is None:
        return False
    last = None
    for m in label_names(ls).finditer(text, start, end):
        last = m
    if last is None:
        return False
    return _CLAUSE_BREAK.search(text, start, last.start()) is not None


# An answer that opens by announcing the order in which it rules labels out: "Rule out entailment first, then
# neutral.", "Let's eliminate yes, then no.", "First exclude SUPPORTS and REFUTES." (an imperative or the writer's
# own plan, at the answer's start: not "I can't rule out entailment", nor "Neutral rules out nothing")
_RULING_OPENER = re.compile(
    r"[\s*_\"'>#-]*(?:(?:first(?:\s+of\s+all)?|to\s+start|step\s+1)\s*[,:.]?\s*)?"
    r"(?:(?:let's|let\s+us|let\s+me|i'll|i\s+will|we'll|we\s+will|i\s+can|we\s+can)\s+)?(?:first\s+)?"
    r"(?:rule\s+out|eliminate|exclude|discard|set\s+aside|cross\s+(?:out|off)|strike\s+out)\s+",
    re.IGNORECASE,
)
# What joins the labels ruled out in turn: "X first, then Y", "X and Y", "X, next Y", "X, followed by Y"
_IN_TURN = re.compile(
    r"[\s\"'*_]*(?:first\b)?[\s\"'*_]*[,;]?\s*(?:(?:and\s+then|and|then|or|next|after\s+that|followed\s+by)\b)?[\s\"'*_]*",
    re.IGNORECASE,
)
_QUOTES = re.compile(r"[\"'*_]*")


def ruled_out_opening(text: str, ls: LabelSet) -> list[tuple[int, int]]:
    """The places of the labels an opening sentence rules out in turn ("Rule out entailment first, then neutral."):
    the labels listed right after the verb, joined by "first", "then", "and" or a comma (empty when the answer does
    not open so; a label after other words, "..., leaving neutral", is not one of them). The verdict is what the
    answer says after it ("... What's left is contradiction.")."""
    opener = _RULING_OPENER.match(text)
    if opener is None:
        return []
    names = label_names(ls)
    spans: list[tuple[int, int]] = []
    quotes = _QUOTES.match(text, opener.end())
    pos = quotes.end() if quotes is not None else opener.end()
    for _ in range(len(ls.labels)):
        hit = names.match(text, pos)
        if hit is None:
            break
        spans.append(hit.span())
        joint = _IN_TURN.match(text, hit.end())
        if joint is None or joint.end() == hit.end():
            break
        pos = joint.end()
    return spans
