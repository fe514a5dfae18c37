"""The last sentence that closes on an option's label, read as the answer when what follows only discusses.

"Most ozone is in the stratosphere (B). Ground-level ozone in the troposphere (A) is a pollutant.",
"A tariff is a tax on imports. A. Option C describes a quota.", "(B). Single-blind would be option A.",
"Low TSH, low T4 - C. ... For primary it's high TSH. Correcting to B."

A careful grader reads a sentence that *ends* on a label - a tag in brackets closing the sentence, "X (B).",
or a bare capital after an opening, a colon, a dash or a word that hands the label over ("Option B.", "So
B.", "It's obviously A.", "Switching to A.") - as the reply's verdict, and the sentences after it that name
other options with a predicate of their own ("C describes a quota", "the Lighthouse (C) fell", "A would be
hyperthyroidism") as reasons the others are not it. The label a clause negates, asks about, sets in a
hypothetical or a condition, or leaves open beside another ("B or C") is no verdict.

:func:`closing_label` finds the last such verdict sentence and says whether anything after it is discussion.
What follows must not change the answer: a revision cue ("actually", "instead", "wait"), an answer marker or
a word that calls an option right ("correct", "best") there leaves nothing read.
"""

from __future__ import annotations

from scorewire import lazy_compile

__all__ = ["closing_label", "sentence_spans"]

# A sentence's end: a full stop only when a space, a line break or the end follows (so "e.g." or "3.5"
# inside a sentence does not end it), or a line break.
_BOUNDARY = lazy_compile(r"[.!?]+(?=\s|$)|\n+")
# A sentence's closing label: in brackets (any case), or a bare capital, then only emphasis and a stop.
_TAGGED = lazy_compile(r"[(\[]([A-Ja-j])[)\]][*_]{0,3}\s{0,4}[.!]{0,3}[*_]{0,3}\s*$")
_BARE = lazy_compile(r"(?<![\w'’\\.-])[*_]{0,3}([A-J])[*_]{0,3}\s{0,4}[.!]{0,3}[*_]{0,3}\s*$")
# What may stand right before a bare label: the sentence's opening, a separator, or a word that hands it over.
_HANDS_OVER = frozenset(
    "option choice answer is it's its that's thats to with so thus hence therefore then pick picking choose "
    "choosing obviously clearly definitely certainly surely plainly evidently "
    # (the same hand-over in other languages: "Die Antwort ist B.", "La respuesta es B.", "La réponse est B.")
    "ist est es é è är er".split()
)
_WORD_BEFORE = lazy_compile(r"([\w'’]+)[\s*_]{0,6}$")
_SEPARATOR_BEFORE = lazy_compile(r"(?:[:—–→=]|\s-|->)[\s*_]{0,6}$")
# Words that keep a clause's label from being a verdict: negation, hypothesis, condition, hedging, joining.
_NOT_VERDICT = lazy_compile(
    r"(?i)\b(?:not|no|never|nor|neither|except|unlike|rather|instead\s+of|would|could|might|may|if|unless|"
    r"maybe|perhaps|possibly|or|either|both|vs|versus|between|though|although|even|while|whereas|nod)\b|n['’]t\b|\?"
)
_LABEL_ONLY = lazy_compile(r"\s*[*_(\[]{0,3}[A-Ja-j][*_)\]]{0,3}[.!]{0,3}\s*")
_TAG = lazy_compile(r"[(\[][A-Ja-j][)\]]")
_CONDITIONAL = lazy_compile(r"(?i)\b(?:if|unless|otherwise|whereas)\b")
# Where the label's clause starts (a comma, a colon or a dash ends the clause before it).
_CLAUSE_BREAK = lazy_compile(r"[,:;—–]|\s-\s")
# What after the verdict changes it: a revision, an answer marker, a word calling something right.
_CHANGES = lazy_compile(
    r"(?i)\b(?:wait|actually|hmm+|oops|instead|rather|mistake|correction|reconsider|scratch|second\s+thought|"
    r"answer|correct|right|true|best|valid|go(?:ing)?\s+with|pick|choose|switch\w*|chang\w*|revis\w*|"
    r"final\w*)\b|\bno[,:!]"
)
# A verdict sentence that says it replaces an earlier one: "Correcting to B.", "Switching to A.", "Make that D."
_REPLACES = lazy_compile(
    r"(?i)\b(?:correct(?:ing|ed)?|switch(?:ing|ed)?|chang(?:e|ing|ed)|revis(?:e|ing|ed)|updat(?:e|ing|ed)|"
    r"mak(?:e|ing)\s+(?:that|it)|go(?:ing)?\s+with|instead|actually|final(?:ly)?)\b"
)
_MAX_TEXT = 4000
_MAX_SENTENCES = 40


def _verdict(sentence: str, valid: str, at_line_start: bool, more_on_line: bool) -> str | None:
    """The label ``sentence`` closes on as a verdict, else None."""
    body = sentence.rstrip()
    if not body or body[-1] in "?;:,":
        return None
    m = _TAGGED.search(body)
    if m is not None:
        label = m.group(1).upper()
    else:
        m = _BARE.search(body)
        if m is None:
            return None
        label = m.group(1)
        before = body[: m.start()]
        if not before.strip(" \t*_(") and at_line_start and more_on_line:
            return None  # (a list row: "D. Goods sold are non-returnable")
        if before.strip(" \t*_(") and not _SEPARATOR_BEFORE.search(before):
            word = _WORD_BEFORE.search(before)
            if word is None or word.group(1).lower() not in _HANDS_OVER:
                return None  # ("Vitamin A.", "Hepatitis B.": a name that ends on a capital)
    if label not in valid:
        return None
    head = body[: m.start()]
    if _TAG.search(head):
        return None  # (one of several options tagged in one sentence: "IRS (A), Congress (B), the SEC (E).")
    breaks = list(_CLAUSE_BREAK.finditer(head))
    clause = head[breaks[-1].end() :] if breaks else head
    if _NOT_VERDICT.search(clause) or _CONDITIONAL.search(head):
        return None  # (a condition anywhere in the sentence: "If you count moons it is C; otherwise it's D.")
    return label


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of ``text`` that holds more than space."""
    spans = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        spans.append((start, m.end()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    return [(a, b) for a, b in spans if not text[a:b].isspace()]


def _may_close_on_label(sentence: str) -> bool:
    """A cheap test before the full one: the sentence's last mark is a capital label or a closing bracket."""
    tail = sentence.rstrip(" \t\n.!*_")
    return bool(tail) and (tail[-1] in "ABCDEFGHIJ" or (tail[-1] in ")]" and tail[-2:-1].isalpha()))


def _tagged_series(text: str, before: list[tuple[int, int]], sentence: str, label: str) -> bool:
    """True when ``sentence`` closes on a bracketed tag and an earlier sentence closes on a bracketed tag of another
    option: the tags gloss a series of options ("Nuncupative = oral (A). Living will = directive (C). Pour-over =
    feeds a trust (D)."), none of them a verdict over the others."""
    if _TAGGED.search(sentence.rstrip()) is None:
        return False
    for start, end in before:
        m = _TAGGED.search(text[start:end].rstrip())
        if m is not None and m.group(1).upper() != label:
            return True
    return False


def closing_label(text: str, valid: str) -> tuple[str, int, int, bool, bool] | None:
    """``(label, start, end, discussed, replaces)`` for the last sentence of ``text`` that closes on a label as a
    verdict, when nothing after it changes the answer: ``start`` and ``end`` are where that sentence starts and ends,
    ``discussed`` whether sentences follow it, ``replaces`` whether it says it replaces an earlier answer;
    else None."""
    if len(text) > _MAX_TEXT:
        return None
    sentences = sentence_spans(text)
    if len(sentences) > _MAX_SENTENCES:
        return None
    for k in range(len(sentences) - 1, -1, -1):
        start, end = sentences[k]
        sentence = text[start:end]
        if not _may_close_on_label(sentence):
            continue
        line_end = text.find("\n", end)
        at_line_start = text.rfind("\n", 0, start) == len(text[:start].rstrip(" \t")) - 1
        more_on_line = sentence[-1:] != "\n" and not text[end : line_end if line_end >= 0 else len(text)].isspace()
        if end == len(text):
            more_on_line = False
        label = _verdict(sentence, valid, at_line_start, more_on_line)
        if label is None:
            continue
        if _LABEL_ONLY.fullmatch(sentence) and any(
            0 <= j < len(sentences) and _LABEL_ONLY.fullmatch(text[slice(*sentences[j])]) for j in (k - 1, k + 1)
        ):
            return None  # (a run of bare labels is a list: "A. B. C. D.")
        rest = text[end:]
        if _CHANGES.search(rest):
            return None
        replaces = _REPLACES.search(sentence) is not None
        if not replaces and _tagged_series(text, sentences[:k], sentence, label):
            return None
        return label, start, end, bool(rest.strip()), replaces
    return None
