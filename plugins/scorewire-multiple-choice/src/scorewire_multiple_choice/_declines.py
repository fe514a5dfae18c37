"""A reply whose last sentence declines to give one option: it says what it weighed, then that it will not choose.

"Newton usually gets the credit, but Hooke had the idea first ... so I wouldn't name one person.", "So it's not
possible to give a single answer.", "Several of these play a part, so really more than one answer applies.",
"I don't think any option is cleanly correct.", "I'd call the question flawed.", "Cook (D) or Magellan (C) - I
always mix the two up.", "I'm not confident enough to answer.", "I'd hesitate to name just one."

The options such a reply names are what it weighed, not a verdict: a careful grader reads no answer, whatever
option text the reply mentions on the way. The last sentence carries the refusal as its main statement, in one
of a few shapes, each a structure rather than a phrase:

- a negated act of answering: a negation (or a word of reluctance: "hesitate to"), at most a few words, then a
  verb of naming or choosing, also in its -ing form ("not comfortable picking one"), or "give a"; the act may be
  put off ("not going to commit without doing it"); "X isn't the answer" and "that doesn't change the answer"
  (a third-person negation before the noun "the answer") say something about the answer and refuse nothing;
- the options not told apart: "can't remember which one", "I can't decide which";
- no single answer: a negation before "single", "one" or "unique"; or, closing the sentence, "there is no single"
  thing of whatever kind ("there's no single main ingredient");
- several at once: "multiple", "several", "more than one" or "both" before answers or options that hold;
- no option right: "I don't think any ... is/fits", "no option is ...";
- the question faulted: the question called flawed, ill-posed, ambiguous or a trick;
- the two options confused by the writer: "I always confuse/mix up the two".

Nothing may follow the refusal in its sentence that turns it into a verdict: a contrast ("but", "though",
"however", "still"), a colon or dash handing something over, or an option's label.
"""

from __future__ import annotations

from scorewire import lazy_compile

__all__ = ["declines"]

_NEG = (
    r"(?:n['’]t|\bnot|\bnever|\bcannot|\bunable\s{1,4}to|\bimpossible\s{1,4}to|\bno\s{1,4}way\s{1,4}to"
    # (a verb or adjective of reluctance in its place: "I'd hesitate to name just one", "reluctant to pick")
    r"|\bhesitat(?:e|ing)\s{1,4}to|\bhesitant\s{1,4}to|\breluctant\s{1,4}to|\bloath\s{1,4}to)"
)
_DECLINING = lazy_compile(
    r"(?i)"
    # a negated act of answering: "I wouldn't name one person", "not possible to give a single answer",
    # "I'm not confident enough to answer", "can't bring myself to pick"
    rf"{_NEG}\s{{1,4}}(?:(?!(?:other|another|else)\b)[\w'’]+\s{{1,4}}){{0,4}}?"
    r"(?:(?:answer(?:ing)?|nam(?:e|ing)|pick(?:ing)?|choos(?:e|ing)|select(?:ing)?|single\s{1,4}(?:one|it|any)\s{1,4}out"
    r"|commit(?:ting)?|settl(?:e|ing))\b"
    # (with no object, or one that is no option: "to answer.", "name one person", "pick between them")
    r"(?![\s*_]*(?:to\s{1,4}|on\s{1,4})?(?:any(?:thing|one)?\s{1,4}(?:other|else)|another|otherwise|differently)\b)"
    r"(?=[\s*_]*(?:$|[.,;!?)]|(?:to|on|for)?\s{0,4}(?:one|any|either|without|until|before|yet|a\s{1,4}(?:single|final|definite|clear)|an?\s{1,4}answer|"
    r"just\s{1,4}one|between|here|with\s{1,4}(?:any\s{1,4})?confidence|for\s{1,4}sure|myself|definitively)\b))"
    r"|give\s{1,4}(?:a|an|one|just\s{1,4}one)\s{1,4}(?:[\w'’-]+\s{1,4})?(?:answer|verdict|option|choice|name)s?\b)"
    # no single answer: "there isn't one hormone responsible", "no single cause"
    r"|(?:\bno|n['’]t|\bnot)\s{1,4}(?:a\s{1,4}|just\s{1,4})?(?:single|unique|one)\s{1,4}"
    r"(?:(?:right|correct|best|clear|definitive|true)\s{1,4})?(?:answer|option|choice)s?\b"
    # ... or none of whatever the question asks for exists, closing the sentence: "there's no single main
    # ingredient", "there isn't one unique cause" (not a predicate: "the Amazon is not a single river")
    r"|\bthere(?:['’]s\s{1,4}no|\s{1,4}(?:is|are)\s{1,4}(?:no|not)|\s{1,4}(?:is|are)n['’]t)\s{1,4}(?:a\s{1,4}|just\s{1,4}|one\s{1,4})?"
    r"(?:single|unique)\s{1,4}(?:[\w'’-]+\s{1,4}){0,2}?[\w'’-]+[\s*_]*$"
    # several at once: "really multiple answers apply", "more than one option is right"
    r"|\b(?:multiple|several|more\s{1,4}than\s{1,4}one|both)\s{1,4}(?:\w+\s{1,4})?(?:answers?|options?|choices?)\s{1,4}"
    r"(?:\w+\s{1,4})?(?:apply|applies|fit|fits|hold|holds|work|works|are\s{1,4}(?:right|correct|valid)|is\s{1,4}(?:right|correct|valid))\b"
    # no option right: "I don't think any option is cleanly correct", "no option is entirely right"
    r"|n['’]t\s{1,4}think\s{1,4}(?:any|either|one)\b|\bno\s{1,4}(?:option|answer|choice)\s{1,4}(?:here\s{1,4})?(?:is|fits|works)\b"
    # the question faulted: "I'd call the question flawed", "a badly posed question"
    r"|\bquestion\s{1,4}(?:[\w'’]+\s{1,4}){0,2}?(?:flawed|ill[\s-]posed|ambiguous|broken|badly\s{1,4}(?:posed|worded))\b"
    r"|\b(?:flawed|ill[\s-]posed|badly\s{1,4}(?:posed|worded))\s{1,4}question\b"
    # the writer cannot tell the options apart: "honestly can't remember which one", "I can't decide which"
    r"|\b(?:can['’]?t|cannot|don['’]t|do\s{1,4}not)\s{1,4}(?:remember|recall|decide|tell)\s{1,4}which"
    r"(?:\s{1,4}(?:one|of|is|option|answer)\b|[\s*_]*$)"
    # the writer confuses the two: "I always confuse the two", "I mix them up"
    r"|\bi\s{1,4}(?:always\s{1,4}|often\s{1,4}|keep\s{1,4}|tend\s{1,4}to\s{1,4})?(?:confus\w*|mix\w*\s{1,4}(?:up|them|these|those|the\s{1,4}two))\b"
)
# What turns a refusal into a verdict after it in the same sentence.
_TURNS = lazy_compile(
    r"(?i)\b(?:but|though|although|however|still|except|other\s{1,4}than)\b|[:—–]|\s-\s|(?<![\w'’])[A-J](?![\w'’])"
)
# A negated act of answering whose act is the noun "the answer" ("... isn't the answer", "... doesn't change the
# right answer"), after a third-person copula or do ("is", "does": not the writer's own "I don't know the answer"):
# it says that something is not, or does not change, the answer; it refuses nothing.
_NOT_THE_ANSWER = lazy_compile(r"(?i)\bthe\s{1,4}(?:[\w'’-]+\s{1,4})?answer$")
_THIRD_PERSON = lazy_compile(r"(?:['’](?:s|re)|\bis|\bare|\bwas|\bwere|\bdoes|\bdid)\s{0,2}$")
# Cheap substrings, at least one of which every refusal above holds (tested on the folded last sentence).
_CUES = (
    "n't",
    "n’t",
    "not",
    "never",
    "cannot",
    "unable",
    "hesita",
    "reluctant",
    "loath",
    "impossible",
    "no ",
    "multiple",
    "several",
    "more than",
    "both",
    "question",
    "confus",
    "mix",
    "which",
)
# A sentence's end: a stop before a space or the end, or a line break.
_STOP = lazy_compile(r"[.!?](?=\s)|\n")


def declines(text: str) -> bool:
    """True when the last sentence of ``text`` declines to give one option (see the module)."""
    body = text.rstrip(" \t\n.!*_")
    tail = body[-240:]
    start = 0
    for m in _STOP.finditer(tail):
        start = m.end()
    sentence = tail[start:]
    low = sentence.lower()
    if not any(cue in low for cue in _CUES):
        return False  # (the cheap test first: most last sentences hold none of the words)
    for m in _DECLINING.finditer(sentence):
        if _TURNS.search(sentence, m.end()) is not None:
            continue
        head = low[: m.start()].rstrip()
        if head.endswith("do") and low.startswith(("n", "not"), m.start()):
            head = head[:-2]  # ("don't", "do not": an order when nothing stands before it)
        elif not low.startswith("never", m.start()):
            head = "-"
        if not head.strip(" ,;*_"):
            continue  # (an order, not a refusal: "Don't pick the kite.", "Never choose the towel.")
        if _NOT_THE_ANSWER.search(sentence, 0, m.end()) and _THIRD_PERSON.search(low, 0, m.start()):
            continue  # (a statement about the answer, not a refusal: "so D isn't the answer", "it doesn't change the answer")
        return True
    return False
