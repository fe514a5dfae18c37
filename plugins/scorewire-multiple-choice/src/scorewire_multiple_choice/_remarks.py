"""Remarks after an opening verdict that use a revising word without revising: "F. The runner-up was never
finished, so it doesn't change the answer.", "B. A bus can be cheap and slow at once, but D isn't the answer.",
"E. Note that C (the cousin) is common too, but it lacks the marker, so it's not the one."

:mod:`._verdict_first` keeps an opening verdict only when nothing after it says "but", "so", "it's" or
"answer"; a long reply that states its answer and then discusses it uses those words in nearly every
sentence. Read sentence by sentence, such a word revises the verdict only when its sentence could commit to
something else: it names another option (by label or by text) that it does not rule out, or it names the
verdict's own label again (a second look at it). A sentence that names no other option, or names another only
to rule it out (the label followed closely by a negation: "D isn't", "(A) wouldn't"; or one label, then the
contrast, then a negation: "C is common, but it's not the one"), is a remark. A correction, a hedge, a
question or a first-person change of mind ("wait", "actually", "maybe", "I'll change") still revises
wherever it stands (:data:`_RETRACTS`).
"""

from __future__ import annotations

from collections.abc import Callable

from scorewire import lazy_compile

__all__ = ["only_remarks"]

# The end of a later sentence: a stop before a space or a line break, or a line break.
_SENTENCE_STOP = lazy_compile(r"[.!;](?=\s)|\n")
# A word that retracts or hedges whatever it follows, named option or not; a question; a sentence opening "no,".
_RETRACTS = lazy_compile(
    r"(?i)\?|\b(?:wait|actually|actual|correct\w*|instead|rather|hmm+|oops|sorry|mistake\w*|scratch|"
    r"reconsider\w*|re-?check\w*|second\s+thought|final\w*|switch\w*|revis\w*|updat\w*|"
    r"maybe|perhaps|possibly|probably|unsure|guess\w*|not\s+(?:sure|certain)|uncertain|"
    r"i\s+(?:pick|choose|select|go|say|mean)|go(?:ing)?\s+with|better|best|"
    r"en\s+realidad|eigentlich|doch)\b|"
    r"(?<!n't\s)(?<!n’t\s)(?<!not\s)\bchang\w*|"
    r"^\s*(?:no|nein|non|nope)\b"
)
# A word that revises only when its sentence may commit to another option (a conclusion, a contrast, a verdict
# phrase, a first-person remark).
_CONTRASTS = lazy_compile(
    r"(?i)\b(?:but|though|however|so|therefore|thus|hence|answers?|also|wrong|my|me|i(?:'|’)?ll|i\s+will|"
    r"i\s+would|i(?:'|’)?d|it(?:'|’)?s|its|it\s+is|antwort|respuesta|réponse|risposta|resposta|donc|entonces)\b"
)
# A standalone capital that may be a label (not the pronoun I).
_LABEL = lazy_compile(r"[A-HJ](?<![\w'’].)(?![\w'’])")
# A label ruled out right after it: "D isn't", "(A) wouldn't make sense", "C is not", "B, not".
_RULED_OUT_AFTER = lazy_compile(r"[)\]*_]{0,2}\s{0,2}(?:[\w’']+\s{1,2}){0,2}?(?:\w+n(?:'|’)t\b|not\b|never\b)")
# A reply that closes by equating something with a label ("... the professional one is C.", "... → D"): a
# verdict of its own, whatever the sentence says before it.
_CLOSING_EQUATION = lazy_compile(
    r"(?i)(?:\bis|\bare|:|=|\u2192|->)\s{0,4}(?:(?:option|choice)\s{1,4})?[*_(\[]{0,3}[A-J][*_)\]]{0,3}[.!]?\s*$"
)
# A negation anywhere: what closes a contrast about a distractor ("..., so it's not truly universal").
_NEGATION = lazy_compile(r"(?i)n(?:'|’)t\b|\b(?:not|never|no\s+longer)\b")


def only_remarks(text: str, end: int, label: str, named: Callable[[str], set[str]]) -> bool:
    """True when every sentence of ``text`` after ``end`` leaves the opening verdict ``label`` standing (see
    the module docstring); ``named`` gives the labels of the options a sentence names by their text. Cheap
    tests first: a sentence without a revising word is never looked at further."""
    if _CLOSING_EQUATION.search(text, max(end, len(text) - 40)):
        return False  # (the reply closes on a verdict by label: "... Hence the answer is D.", "... → C")
    start = end
    while start < len(text):
        stop = _SENTENCE_STOP.search(text, start)
        stop_at = len(text) if stop is None else stop.end()
        sentence = text[start:stop_at]
        start = stop_at
        if _RETRACTS.search(sentence):
            return False
        contrasts = list(_CONTRASTS.finditer(sentence))
        if not contrasts:
            continue
        labels = [(m.group(0), m.start(), m.end()) for m in _LABEL.finditer(sentence)]
        if any(letter == label for letter, _, _ in labels):
            return False  # (its own label again: a second look at it)
        if named(sentence) - {label} - {letter for letter, _, _ in labels}:
            return False  # (another option named by its text, not ruled out: "but Oslo is the answer")
        if not labels:
            continue
        if all(_RULED_OUT_AFTER.match(sentence, e) for _, _, e in labels):
            continue
        first, last = contrasts[0].start(), contrasts[-1].end()
        if len(labels) == 1 and labels[0][2] <= first and _NEGATION.search(sentence, last):
            continue  # ("C is common too, but it lacks the marker, so it's not the one.")
        return False
    return True
