"""Several facets of the question asked and answered in turn: the answer is the facet the question asks about.

"Associated? Yes. Causal? Maybe.", "Short term: yes. Long term: maybe.", "Safe - probably; effective - no." split
the question into facets, each put as a short question (or a lead with a colon or dash) and answered by a label.
When the facets get different labels, the verdict is the label of the one facet whose own words (the words no
other facet shares) occur in the question asked ("Is walking associated with fewer fractures?" asks whether they
are associated, not whether walking causes it). Facets that are labels themselves ("Entailment? No.") are the
reader's checklist, not facets of the question; nothing is read when no facet, or more than one, is the one
asked about.
"""

from __future__ import annotations

import re

from scorewire import extraction

__all__ = ["asked_facet"]

# A facet's answer: the mark that closes its lead ("?", ":" or a dash), then the label word and the end of its
# clause ("Causal? Maybe.", "Long term: yes;", "Effective - no,"); the search starts only at the marks (a hyphen
# counts only after a space)
_ANSWERED = re.compile(
    r"[?:—–-][ \t]*[*_\"']*"
    r"(?:(?:probably|likely|clearly|definitely|mostly|arguably)\s+)?(?P<word>[A-Za-z]+)[*_\"']*(?=\s*(?:[.!;,)\n]|$))",
    re.IGNORECASE,
)
# What may open a facet's lead: its sentence's or clause's start, after markup
_LEAD_START = ".!?;\n"
_LEAD_STRIP = " \t*_\"'>#•-"
_MAX_LEAD = 48
# A lead that concludes rather than names a facet: "Overall: no.", "So - yes.", "Final answer: maybe."
_CONCLUDING = re.compile(
    r"(?:(?:so|thus|hence|therefore|overall|all\s+in\s+all|in\s+(?:short|sum|summary|the\s+end)|net|bottom\s+line|"
    r"tl;?dr|summary|conclusion|verdict|label|(?:my\s+|the\s+|final\s+|short\s+)*answer)\b[\s,]*)+",
    re.IGNORECASE,
)
_WORD = re.compile(r"[a-z]{3,}")
# Words of no content: they do not tell one facet from another
_STOP = frozenset(
    """the and for with that this those these its it's they them their there was were are has have had does did
    not but any some all can could would should may might will about into from than then just only also very more
    most less much what which who how when why where yes maybe""".split()
)
_MAX_FACETS = 8


def _stem(word: str) -> str:
    """A crude stem: the first five letters ("associated" / "association", "causal" / "causes" stay apart)."""
    return word[:5]


def _words(text: str) -> set[str]:
    return {_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP}


def asked_facet(
    text: str, ls: extraction.LabelSet, question: str
) -> tuple[str, int, int, list[tuple[int, int]]] | None:
    """The label of the facet the question asks about, the span of its answer and the spans of every facet's
    answer (see the module's docstring); None when the answer does not split the question into facets with
    different labels, or no single facet is the one asked about."""
    answers: list[tuple[str, int, int, int]] = []  # (label, where the mark starts, the label's span)
    for m in _ANSWERED.finditer(text, 0, min(len(text), 2000)):
        if text[m.start()] == "-" and (m.start() == 0 or text[m.start() - 1] not in " \t"):
            continue  # (a hyphen inside a word, "well-known", is no dash)
        hit = ls.match_any_at(text, m.start("word"))
        if hit is not None and hit[2] == m.end("word"):
            answers.append((hit[0], m.start(), hit[1], hit[2]))
            if len(answers) > _MAX_FACETS:
                return None
    if len(answers) < 2 or len({label for label, _, _, _ in answers}) < 2:
        return None  # (the common case, decided before any lead is read)
    facets: list[tuple[set[str], str, int, int]] = []
    for label, mark, start, end in answers:
        lo = max(0, mark - _MAX_LEAD - 4)
        window = text[lo:mark]
        cut = max(max(window.rfind(c) for c in _LEAD_START), window.rfind(", "))
        if cut < 0 and lo > 0:
            continue  # (no short lead: a clause of its own, not a facet)
        lead = window[cut + 1 :].strip(_LEAD_STRIP)
        if not lead[:1].isalpha() or len(lead) > _MAX_LEAD or any(c in lead for c in ":—–"):
            continue
        if _CONCLUDING.fullmatch(lead) is not None:
            return None  # ("Associated? Yes. Causal? Maybe. Overall: no.": a verdict of its own)
        if any(True for _ in ls.find_strong(lead)) or ls.normalize_gold(lead) is not None:
            return None  # ("Entailment? No. Neutral? Yes.": the labels judged in turn, the reader's own checklist)
        facets.append((_words(lead), label, start, end))
    if len(facets) < 2 or len({label for _, label, _, _ in facets}) < 2:
        return None
    asked = _words(question)
    chosen = []
    for i, (words, label, start, end) in enumerate(facets):
        others = set().union(*(w for j, (w, _, _, _) in enumerate(facets) if j != i))
        own = words - others
        if own and own & asked:
            chosen.append((label, start, end))
    if len({label for label, _, _ in chosen}) != 1:
        return None
    label, start, end = chosen[0]
    return label, start, end, [(start, end) for _, _, start, end in facets]
