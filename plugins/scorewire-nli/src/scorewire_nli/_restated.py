"""A verdict given by restating the hypothesis, affirmed or denied, instead of naming a label.

"The senator voted against it. Final answer: the senator did not support the bill." (hypothesis: "The senator
supported the bill."): the closing statement says the hypothesis is false, which is what a contradiction (a
refutation) is; "Answer: the cat slept on the sofa." restates it as true: entailment (support).

The closing statement (the answer's last sentence, after an answer marker or a word of conclusion when it has
one) counts as a restatement only when its content words are exactly the hypothesis's (compared by a crude
stem, function words and a few intensifiers aside) and it asserts it: no hedge ("may", "probably"), no embedding
("whether", "we can't know"), no question. Its polarity is the parity of its negations against the
hypothesis's. Anything else - another subject, another object, one word more or less - is no restatement.
"""

from __future__ import annotations

import re

from ._closing import last_sentence

__all__ = ["restated_polarity"]

_MAX = 400
_LEAD = re.compile(
    r"[\s*_\"'>#-]*(?:(?:my\s+)?(?:final\s+)?(?:answer|verdict|conclusion|label)\s*(?:is)?\s*[:=—–-]|so\b|thus\b|therefore\b|"
    r"hence\b|in\s+short\b|in\s+other\s+words\b|in\s+sum\b|overall\b|bottom\s+line\s*:)[\s,:*_\"'—–-]*",
    re.IGNORECASE,
)
_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")
_NEGATIONS = frozenset(("not", "no", "never", "nor", "neither"))
_STOP = frozenset(
    "a an the is are was were be been being am do does did has have had it its this that these those of to in on "
    "at for by with as and from into onto upon than then there here also indeed actually really clearly truly "
    "in fact".split()
)
# A statement that does not assert its clause: a hedge, an embedding, an opinion or a condition
_UNASSERTED = frozenset(
    "may might could would should can possibly probably perhaps maybe likely unlikely seems seem seemed appears "
    "whether if unless know knows tell say says said sure unclear uncertain unknown think believe guess suppose "
    "assume claim claims hypothesis premise evidence passage text".split()
)


def _stem(word: str) -> str:
    for suffix, keep in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + keep
    return word


_IRREGULAR = {"can't": "can", "won't": "will", "shan't": "shall"}


def _words(sentence: str) -> list[str]:
    """The words of ``sentence``, lowercased, a contracted "n't" split off as "not"."""
    words: list[str] = []
    for w in _WORD.findall(sentence.lower().replace("’", "'")):
        if w.endswith("n't"):
            words.extend((_IRREGULAR.get(w, w[:-3]), "not"))
        else:
            words.append(w)
    return words


def _content(words: list[str]) -> frozenset[str]:
    return frozenset(_stem(w) for w in words if w not in _STOP and w not in _NEGATIONS)


def restated_polarity(text: str, hypothesis: str) -> bool | None:
    """True when the answer's closing statement restates ``hypothesis`` as true, False when it restates it
    denied, None when it is no restatement (see the module's docstring)."""
    _, last = last_sentence(text[-_MAX:])
    lead = _LEAD.match(last)
    clause = last[lead.end() :] if lead is not None else last
    clause = clause.strip()
    if not clause or "?" in clause or len(clause) > 240:
        return None
    mine, theirs = _words(clause), _words(hypothesis)
    if not mine or not theirs:
        return None
    # (a word of hedging or embedding the hypothesis does not hold itself: "may", "whether", "we can't know")
    if any(w in _UNASSERTED and w not in theirs for w in mine):
        return None
    content = _content(mine)
    if not content or content != _content(theirs):
        return None
    negations = sum(w in _NEGATIONS for w in mine) - sum(w in _NEGATIONS for w in theirs)
    return negations % 2 == 0
