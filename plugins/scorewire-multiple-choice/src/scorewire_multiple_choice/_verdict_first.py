"""A verdict stated up front by its label, then remarks about other options: "B. Note that D would hold for
a closed system - easy to confuse.", "La respuesta es C (Lima). Quito está más al norte.", "The answer is A) Oslo.
Travellers often name C, since Bergen is the bigger port."

A careful grader reads the opening label as the verdict when nothing after it takes it back: the later
sentences name or tag other options to explain, warn or compare, and a label they mention is no second
answer. The verdict stands only when the opening sentence is short, commits by a label without hedging, and
no later sentence revises it (a correction, a conclusion, a first-person choice or a question).
:func:`opening_end` finds such an opening and :func:`revision_after` tests what follows it; the caller
reads the opening alone and keeps its label over a different reading of the whole reply.
"""

from __future__ import annotations

from scorewire import lazy_compile

__all__ = ["OPENING_LIMIT", "in_formula", "labels_named", "opening_end", "remarks_masked", "revision_after"]

# The longest opening sentence read as a verdict on its own.
OPENING_LIMIT = 90

# The end of the opening sentence: a stop before a space or a line break, or a line break.
_OPENING_STOP = lazy_compile(r"[.!](?=\s)|\n")
# An opening that is a list item (a label, then a colon or bracket: "A: a fragment.") or an abbreviation
# ("E. coli"): no verdict of its own.
_LIST_ITEM = lazy_compile(r"\s*[*_]{0,2}[A-J][*_]{0,2}\s{0,2}[:)\]]")
# A later sentence that opens by saying no ("No, ...", "Nein -").
_SAYS_NO = lazy_compile(r"(?i)\s*(?:no|nein|non|nope)\b\s*[,.!:;\u2014\u2013-]")
# A reply that closes by equating something with a label ("The false one is C.", "Answer -> B"): a later verdict.
_CLOSING_EQUATION = lazy_compile(
    r"(?i)(?:\bis|\bare|\bist|\best|\bes|:|=|\u2192|->)\s{0,4}(?:(?:option|choice)\s{1,4})?[*_(\[]{0,3}[A-J][*_)\]]{0,3}"
    r"[.!]?\s*$"
)
# A hedge, a question or a negation in the opening (it rules an option out: "so A is wrong."): no verdict to keep.
_HEDGED = lazy_compile(
    r"(?i)\?|\b(?:maybe|perhaps|possibly|probably|might|could|guess|unsure|not\s+sure|tempting|if|unless|"
    r"either|or|vielleicht|quizás|peut-être|seems?|looks?|appears?|at\s+first|initially|"
    r"not|never|no|wrong|incorrect|false|out|backwards|nicht|kein\w*|pas)\b|n(?:'|’)t\b"
)
# A standalone capital that may be a label (not the pronoun I). (The capital comes first and the look back at
# the character before it second: a pattern that opens with a character class lets the search skip to the
# next capital without trying the look-back at every position.)
_LABEL_TOKEN = lazy_compile(r"[A-HJ](?<![\w'’].)(?![\w'’])")
# A letter written as a symbol in a formula ("F ∝ 1/r²", "x = 2"): no label.
_FORMULA_AFTER = lazy_compile(r"\s{0,2}[=∝<>+^/×·≈≤≥→∈]")
# What revises an opening verdict in a later sentence: a correction, a conclusion, a first-person
# choice, a question, a verdict phrase again, a negation of what came before (any language's "no" opening
# a sentence is caught by the comma or dash after it).
_REVISES = lazy_compile(
    r"(?i)\?|\b(?:wait|actually|actual|correct\w*|instead|rather|hmm+|oops|sorry|mistake\w*|scratch|"
    r"reconsider\w*|my|me|but|though|however|re-?check\w*|second\s+thought|final\w*|answers?|so|therefore|thus|hence|"
    r"i(?:'|’)?ll|i\s+will|i\s+would|i(?:'|’)?d|i\s+(?:pick|choose|select|go|say|mean)|"
    r"go(?:ing)?\s+with|switch\w*|chang\w*|revis\w*|updat\w*|wrong|it(?:'|’)?s|it\s+is|"
    r"antwort|respuesta|réponse|risposta|resposta|also|donc|entonces|doch|eigentlich|en\s+realidad)\b|"
    r"[.!\n\u2026]\s*(?:no|nein|non|nope)\b\s*[,.!:;\u2014\u2013-]"
)


def opening_end(text: str) -> int | None:
    """Where the short opening sentence of ``text`` ends (after its stop), when it is unhedged and at most
    :data:`OPENING_LIMIT` characters and more follows; else None."""
    stop = _OPENING_STOP.search(text, 0, OPENING_LIMIT + 1)
    if stop is None:
        return None
    end = stop.end()
    rest = text[end:].lstrip()
    if not rest or rest[0].islower() or _LIST_ITEM.match(text) or _HEDGED.search(text, 0, end):
        return None
    return end


def revision_after(text: str, end: int) -> bool:
    """True when anything after ``end`` may revise the verdict before it (see :data:`_REVISES`)."""
    return (
        _REVISES.search(text, end) is not None
        or _SAYS_NO.match(text, end) is not None
        or _CLOSING_EQUATION.search(text, max(end, len(text) - 40)) is not None
    )


def in_formula(text: str, end: int) -> bool:
    """True when the letter ending at ``end`` is a symbol of a formula ("F ∝ 1/r²")."""
    return _FORMULA_AFTER.match(text, end) is not None


def labels_named(text: str, end: int) -> set[str]:
    """The standalone capitals in ``text[:end]`` that may be labels: the opening commits to one only when it
    names one ("A hits nails and C grips nuts." surveys two)."""
    return set(_LABEL_TOKEN.findall(text, 0, end))  # (the pattern has no group: findall gives each whole match)


# A sentence after the opening that tags another option in brackets ("The pronghorn (B) ..."): a remark about
# that option. Its concessive words ("but", "though", "however", "it's") contrast that option with the verdict
# and revise nothing; any other revising word (a conclusion, a correction, a first-person choice) still does.
_TAGGED_OTHER = lazy_compile(r"\(([A-J])\)")
_CONCESSIVE = frozenset(("but", "though", "however", "it's", "it’s", "its", "it is"))
_LATER_STOP = lazy_compile(r"[.!](?=\s)|\n")


def remarks_masked(text: str, end: int, label: str) -> str:
    """``text`` with each later sentence blanked out that tags one option other than ``label`` in brackets,
    never names ``label``, and revises only by concessive words (see :data:`_CONCESSIVE`): such a sentence
    explains why a distractor falls short. Cheap: returns ``text`` unchanged unless a bracketed tag follows."""
    if "(" not in text[end:]:
        return text
    parts = [text[:end]]
    start = end
    while start < len(text):
        stop = _LATER_STOP.search(text, start)
        stop_at = len(text) if stop is None else stop.end()
        sentence = text[start:stop_at]
        tags = set(_TAGGED_OTHER.findall(sentence))
        if (
            len(tags) == 1
            and label not in tags
            and label not in labels_named(sentence, len(sentence))
            and "?" not in sentence
            and all(m.group(0).lower() in _CONCESSIVE for m in _REVISES.finditer(sentence))
        ):
            sentence = " " * len(sentence)
        parts.append(sentence)
        start = stop_at
    return "".join(parts)
