"""Read the label a free-text chat answer commits to.

The reader tries, in order, and stops at the first rule that yields a label:

1. **answer_marker** - ``Answer: X``, ``Label: X``, ``Final answer: X``,
   ``\\boxed{X}``, "the answer is X", "the relationship is X"; the *last*
   marker that names a label wins, so a corrected answer counts.
2. **first_line** - the first sentence states a verdict ("Contradiction.",
   "Yes, the premise entails it.", "This is a case of entailment -- ..."),
   whatever the discussion after it mentions.
3. **conclusion** - the last concluding statement ("so", "therefore",
   "overall", "I'd go with"...) that names one label: hedged reasoning that
   ends in a verdict.
4. **only_label_mentioned** - every non-negated, non-hedged mention in the
   answer names the same label.
5. **elimination** - in a set of three or more labels, an answer that names
   none but negates every label but one commits to the one left.
6. Last, in an answer that names no label: a label asked on its own and left
   unanswered ("maybe? it's one survey"), then the label set's ``fallback``
   terms ("Her age isn't specified.": the undecided label), in a finished
   answer that does not decline.

Options the answer lists itself ("1. entailment 2. neutral ... Answer: 2") are
read by number or letter first (:mod:`._options`); a second verdict word listed
right after the first ("yes or maybe") makes neither a verdict.

Otherwise the answer is unparsed (``label=None``) with a reason: no label at
all, only negated labels, or several labels and no verdict. Nothing is
guessed.

Negation: a mention preceded in its clause by a negation ("not", "n't", "no",
"neither", "nor", "without", "rather than", "rules out"...) or followed by one
("entailment is not right", "contradiction seems unlikely") does not count.
Mentions in a question, or in a clause that opens with a hedge ("at first
glance", "one might think"), do not count either. ``yes``/``no``/``true``/
``maybe`` name a label only at a verdict position (start of the answer, after
a marker or a concluding word), never in running text.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ._labels import YES_NO, LabelSet, _first_chars
from ._options import negated_labels, pointed_label, resolve_options
from ._result import Extraction
from ._text import INDECISION_PATTERN, is_refusal, is_undecided


class _LazyPattern:
    """A regular expression compiled on first use, so importing the toolkit stays cheap.

    The compiled pattern's methods are cached on the instance after the first use, so a
    call costs what calling the compiled pattern costs.
    """

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._args = (pattern, flags)
        self._pattern: re.Pattern[str] | None = None

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        if self._pattern is None:
            self._pattern = re.compile(*self._args)
        value = getattr(self._pattern, name)
        setattr(self, name, value)
        return value


def _lazy_re(pattern: str, flags: int = 0) -> Any:
    return _LazyPattern(pattern, flags)


def _uncased(pattern: Any) -> Any:
    """A case-insensitive ``pattern`` whose source holds no capital letter (and no other character that
    matches an ASCII one regardless of case), without IGNORECASE: on ASCII text lowercased it finds the spans
    ``pattern`` finds on the text, several times faster (tests/core/test_extraction_equivalences.py)."""
    source, flags = pattern._args
    return _lazy_re(source, flags & ~re.IGNORECASE)


_LOWERED: list[tuple[str | None, str | None]] = [(None, None)]


def _ascii_lower(text: str) -> str | None:
    """``text.lower()`` when ``text`` is ASCII (the same positions), else None: kept for the last text asked
    about, as one reading asks about one text many times."""
    memo = _LOWERED[0]
    if memo[0] is text:
        return memo[1]
    low = text.lower() if text.isascii() else None
    _LOWERED[0] = (text, low)
    return low


__all__ = ["read_label"]


def _result(label: str | None, method: str, matched: str | None = None, reason: str | None = None) -> Extraction:
    return Extraction(label, method, reason, None, matched)


# A sentence ends after [.!?] and any closing quotes or brackets, or at a newline. (Only the
# ends of its matches are used; matching the mark itself, not looking behind for it at every
# position, is the fast form.)
# (written to start with one character class, so that re skips to those characters at once instead of trying
# both alternatives at every position: the same matches as "[.!?…][\"')\]]*(?=\s|$)|\n")
_SENTENCE_END = _lazy_re(r"[.!?…\n](?:(?<=\n)|[\"')\]]*(?=\s|$))")
# (its matches, found mark by mark: a pattern opening with one literal is searched for by a fast substring search,
# which a class of marks is not; each match covers its mark and closing quotes or brackets only, none of them a
# mark, so the marks' matches together are the class pattern's)
_MARK_ENDS = (*((mark, _lazy_re(re.escape(mark) + r"[\"')\]]*(?=\s|$)")) for mark in ".!?…"), ("\n", _lazy_re(r"\n")))
_CLAUSE_BREAK = _lazy_re(
    r"[,;:()\[\]\n—–]|\s-\s|\b(?:but|however|although|though|whereas|yet|instead|and|so|therefore|thus|hence|"
    r"because|since|while|which|actually|rather(?!\s+than))\b",
    re.IGNORECASE,
)
_NAMING = r"to\s+(?:call|label|classify|describe|mark|consider|treat|count|read)\b"
_WRONG_TO_NAME = (
    rf"(?:wrong|incorrect|inaccurate|mistaken|misleading|unfair|a\s+mistake|an\s+error|a\s+stretch)\s+{_NAMING}"
)
_NEGATION = _lazy_re(
    r"\b(?:not|no|never|neither|nor|nothing|none|nobody|without|cannot|hardly|lacks?|lacking|absence\s+of|rules?\s+out|ruling\s+out|"
    r"ruled\s+out|rather\s+than|instead\s+of|as\s+opposed\s+to|other\s+than|against)\b|n't\b|"
    # naming the label judged wrong: "It would be wrong to call this neutral", "a stretch to label it X"
    rf"\b{_WRONG_TO_NAME}",
    re.IGNORECASE,
)
# "no doubt" and friends contain a negation word but do not negate what follows.
_NOT_NEGATION = _lazy_re(r"\b(?:no\s+doubt|not\s+only|no\s+question|not\s+just|no\s+wonder)\b", re.IGNORECASE)
_POST_NEGATION = _lazy_re(
    # (any adverb between: "contradiction is plainly wrong", "neutral is obviously excluded")
    r"\s*(?:(?:is|are|was|would|could|can|does|do|seems?|appears?|be|here|also|[a-z]{2,}ly)\s+){0,3}"
    r"(?:not|never|unlikely|wrong|incorrect|inappropriate|ruled\s+out|excluded|off\s+the\s+table|"
    r"isn't|aren't|wasn't|wouldn't|doesn't|don't|can't|cannot)\b",
    re.IGNORECASE,
)
_HEDGE = _lazy_re(
    r"\b(?:at\s+first(?:\s+glance|\s+sight)?|initially|might\s+(?:seem|appear|think|argue|be\s+tempted)|"
    r"may\s+(?:seem|appear)|could\s+(?:seem|argue|be\s+mistaken)|one\s+(?:might|could|may|would\s+think)|"
    r"someone\s+(?:might|could)|tempting|superficially|on\s+the\s+surface|if\s+(?:we|you|one|the|it|this|that|they|\d)|whether|"
    r"unless|could\s+be\s+read\s+as|not\s+sure\s+(?:if|whether)|options\s+are|choices\s+are|"
    # ("either X or Y", not a lead "either way" that opens a clause: "Either way, it's refuted.", "either way the
    # Pacific is deeper" - whichever case holds, the clause after it does)
    r"either(?!\s+way(?:\s*[,:—–]|\s+(?:the|it|this|that|these|those|they|he|she|we|you|i|there|its|their|his|her)\b))|"
    # "The obvious answer is entailment, but ...": what first comes to mind is not the verdict
    r"(?:obvious|natural|intuitive|expected|knee-jerk|naive|tempting|easy|quick)\s+(?:answer|reading|guess|choice|label|response))\b",
    re.IGNORECASE,
)
_OR = _lazy_re(r"\s*,?\s*(?:or|and/or|/|vs\.?|versus)\s|\s*,\s*(?:possibly|maybe|perhaps|probably)\s", re.IGNORECASE)
_WEAK_END = _lazy_re(
    # (an opening quote after a space starts a quoted subject: "but maybe 'last month' was in 2016")
    r"(?:[ \t]+(?![\"“]|['‘’](?!(?:cause|cos|coz|bout|til)\b))|)(?:[^\w\s]|\n|$)|\s+(?:it|this|that|the|they|he|she|there|we|i|you|because|since|as|but|and|so|in|on|according|lol|haha|though|tho|to|from)\b"
    # the source the verdict rests on: "Correct per the evidence.", "True given the premise.", "No, based on ..."
    r"|\s+(?:per|given|based\s+on|going\s+by|judging\s+by|by\s+the|under\s+the)\b"
    # the verdict set against another label word: "maybe rather than no", "No instead of maybe." (a label word must
    # follow: "Maybe rather than guessing, ..." opens a clause with "maybe" as an adverb)
    r"|\s+(?:rather\s+than|instead\s+of)\s+[*_\"'‘“]*(?:yes|no|maybe|neutral|entailment|contradiction|supports|refutes|"
    r"not\s+enough\s+info|nei)\b"
    # or held for the time being: "the answer is no for now", "Maybe at this stage.", "yes so far" (the verdict
    # stands, qualified by when)
    r"|\s+(?:for\s+now|for\s+the\s+(?:moment|time\s+being)|at\s+(?:this|the)\s+(?:point|stage|moment|time)|so\s+far|"
    r"as\s+things\s+stand|as\s+of\s+(?:now|today))(?=\s*(?:[.,;:!?)—–]|\s-\s|$))",
    re.IGNORECASE,
)
# "contradiction if 'rarely' means 'never'": a label under a condition is not a verdict.
# (After a comma the condition says how, not whether: "Yes, if you lower the pressure.")
_CONDITION_AFTER = _lazy_re(r"[\s\"')]*(?:if|unless|only\s+if|provided|assuming|in\s+case)\b", re.IGNORECASE)
# Verb pairs that name no label: "not enough information to verify or refute the claim".
_MASK = _lazy_re(
    r"\b(?:verify|confirm|prove|support|establish|assess)(?:s|ed)?\s+or\s+(?:refute|deny|disprove|contradict|reject)(?:s|d|ed)?\b",
    re.IGNORECASE,
)
_MASK_VERBS = ("verify", "confirm", "prove", "support", "establish", "assess")
_CONTRAST = _lazy_re(r"\b(?:but|however|yet|though|although|actually|instead|whereas)\b|[;—–→⇒]", re.IGNORECASE)
# Markers after which an answer states its label.
_LINE_MARKER = _lazy_re(
    r"(?im)(?:^|(?<=[.!?;)]\s)|(?<=[{,]))[ \t>*#\-\"']*(?:(?:final|my|correct|predicted|overall|short|simple|"
    r"brief|one[\s-]word|the)\s+)?"
    r"(?:answer|label|verdict|prediction|classification|relationship|relation|judg(?:e)?ment|decision|output|"
    r"conclusion|result|category|class|response|final|veredicto|respuesta|resposta|réponse|etiqueta|antwort)[\"']?\s*(?:is\s*)?[:=]"
)
# A Markdown heading such as "## Verdict" whose label is on the next line.
# What every line marker holds (its keyword, then up to the colon) and every inline marker (its
# keyword and a space): on ASCII text a few substring searches for it spare the full scans
# (a regular expression tried at every position) when there is none.
_LINE_MARKER_KEYS = (
    "answer", "label", "verdict", "prediction", "classification", "relationship", "relation", "judgment",
    "judgement", "decision", "output", "conclusion", "result", "category", "class", "response",
)  # fmt: skip
# Marker words of other languages ("Veredicto: REFUTA."), looked for near the end of the answer only.
_OTHER_MARKER_KEYS = ("veredicto", "respuesta", "resposta", "réponse", "etiqueta", "antwort")
_LINE_MARKER_TAIL = _lazy_re(r"[\"']?\s*(?:is\s*)?[:=]")
_INLINE_MARKER_KEYS = (
    "answer", "label", "verdict", "classification", "relationship", "relation", "judgment", "judgement",
    "conclusion", "category",
)  # fmt: skip
_INLINE_MARKER_TAIL = _lazy_re(r"\s")


_RUN_BEFORE_LINE_MARKER = frozenset(" \t>*#-\"'")
_LINE_MARKER_WORDS = (
    "final", "my", "correct", "predicted", "overall", "short", "simple", "brief", "one-word", "the",
)  # fmt: skip


def _run_start(text: str, j: int, allowed: frozenset[str]) -> int:
    while j > 0 and text[j - 1] in allowed:
        j -= 1
    return j


def _line_markers(text: str, low: str, lo: int = 0) -> list[tuple[int, int]]:
    """The spans of :data:`_LINE_MARKER`'s matches, as ``finditer`` gives them (those whose
    keyword lies at or after ``lo``; on other text, those found from ``lo``).

    On ASCII text (``low`` = ``text.lower()``) the pattern is not tried at every position: each
    occurrence of a keyword followed by its tail is matched from the earliest position its
    match could start at (the run of marks before it, or before a word such as "final").
    """
    if not low:
        return [(m.start(), m.end()) for m in _LINE_MARKER.finditer(text, lo)]
    out: set[tuple[int, int]] = set()
    # (each occurrence is read on its own into a set: taken from the last, as str.rfind is much cheaper than
    # str.find on a text without the key, the common case, the same spans are found)
    rfind = low.rfind
    for key in _LINE_MARKER_KEYS:
        i = rfind(key, lo)
        while i >= 0:
            tail = _LINE_MARKER_TAIL.match(low, i + len(key))
            if tail is not None:
                # (the match's earliest start is this occurrence's own: ``lo`` stays the search's bound)
                start = _run_start(low, i, _RUN_BEFORE_LINE_MARKER)
                j = i
                while j > 0 and low[j - 1].isspace():
                    j -= 1
                if j < i:
                    for word in _LINE_MARKER_WORDS:
                        if low.endswith(word, 0, j):
                            start = min(start, _run_start(low, j - len(word), _RUN_BEFORE_LINE_MARKER))
                    if low.endswith("word", 0, j) and j >= 8 and low[j - 5] in " \t\n\r\f\v-":
                        if low.endswith("one", 0, j - 5):  # "one word" ("one-word" is a word above)
                            start = min(start, _run_start(low, j - 8, _RUN_BEFORE_LINE_MARKER))
                m = _LINE_MARKER.search(text, start, tail.end())
                if m is not None:
                    out.add((m.start(), m.end()))
            i = rfind(key, lo, i + len(key) - 1)  # (the previous occurrence, overlapping ones included)
    return list(out)


_INLINE_LOOKBACK_TOKENS = 8


_RUNS_BACK = _lazy_re(rf"(?:[a-z-]+|\s+){{0,{_INLINE_LOOKBACK_TOKENS}}}")
_RUNS_REACH = 160


def _lookback(low: str, i: int) -> int:
    """Where the last few runs of letters (or hyphens) and of blanks before ``i`` start, at most
    :data:`_INLINE_LOOKBACK_TOKENS` runs, stopping at any other character. (The runs are matched on the
    reversed stretch before ``i``; when the whole stretch is runs, the walk back is done by hand.)"""
    lo = max(0, i - _RUNS_REACH)
    reach: int = _RUNS_BACK.match(low[lo:i][::-1]).end()
    if reach < i - lo or lo == 0:
        return i - reach
    pos = i
    for _ in range(_INLINE_LOOKBACK_TOKENS):
        if pos == 0:
            break
        space = low[pos - 1].isspace()
        while pos > 0 and (low[pos - 1].isspace() if space else (low[pos - 1].isalpha() or low[pos - 1] == "-")):
            pos -= 1
    return pos


def _others_answer(m: re.Match[str]) -> bool:
    """Whether an inline marker's match names a reading not the writer's own ("the popular answer is")."""
    word = m.group("word")
    return word is not None and word.lower() in _OTHERS_ANSWER


def _inline_markers(text: str, low: str, lo: int = 0) -> list[tuple[int, int]]:
    """The spans of :data:`_INLINE_MARKER`'s matches, found from each keyword occurrence on ASCII text
    (the keywords at or after ``lo``; on other text, the matches found from ``lo``)."""
    if not low:
        return [(m.start(), m.end()) for m in _INLINE_MARKER.finditer(text, lo) if not _others_answer(m)]
    out: set[tuple[int, int]] = set()
    rfind = low.rfind  # (every occurrence into a set, from the last: as in _line_markers)
    for key in _INLINE_MARKER_KEYS:
        i = rfind(key, lo)
        while i >= 0:
            if _INLINE_MARKER_TAIL.match(low, i + len(key)):
                # "the", "my" or "our", an adjective or two, spaces: a few runs of letters or spaces back.
                # (``lo`` stays the search's bound for the next keys; the matches from the look-back on are
                # taken one after another, as ``finditer`` takes them, up to the one that holds this keyword)
                start, hi = _lookback(low, i), min(len(text), i + _WINDOW)
                m = _INLINE_MARKER.search(text, start, hi)
                while m is not None and m.end() <= i:
                    m = _INLINE_MARKER.search(text, m.end(), hi)
                if m is not None and m.start() <= i and not _others_answer(m):
                    out.add((m.start(), m.end()))
            i = rfind(key, lo, i + len(key) - 1)
    return list(out)


# A change of mind that names its new label: "Correcting to: no.", "Changing to SUPPORTS.", "I'd revise to maybe."
_REVISED_TO_KEYS = ("correct", "chang", "revis", "switch", "updat")
_REVISED_TO_TAIL = _lazy_re(r"[a-z]*\s+(?:it\s+|that\s+|this\s+|my\s+(?:answer|label|verdict)\s+)?to\b", re.IGNORECASE)
_REVISED_TO = _lazy_re(
    r"(?:\b(?:correcting|changing|revising|switching|updating)|\b(?:i(?:'d|'ll|\s+will|\s+would)|let\s+me)\s+"
    r"(?:correct|change|revise|switch|update))\s+(?:it\s+|that\s+|this\s+|my\s+(?:answer|label|verdict)\s+)?to\b\s*:?",
    re.IGNORECASE,
)
# "..., neutral is my pick.": a label before a marker; the marker's span is the clause start.
_PICK_AFTER = _lazy_re(r"\s+is\s+my\s+(?:final\s+)?(?:pick|choice|answer|call|verdict|label)\b", re.IGNORECASE)


_LATE_WINDOW = 300


def _late_markers(text: str, low: str) -> list[tuple[int, int]]:
    """Markers looked for in the answer's last few hundred characters only, where a change of mind
    or a closing pick stands: "Correcting to: no.", "neutral is my pick.", "Final: Yes"."""
    # (on other text a lowered copy finds these ASCII words; positions then differ, so all is read)
    gate = low or text.lower()
    lo = max(0, len(text) - _LATE_WINDOW) if len(gate) == len(text) else 0
    out: list[tuple[int, int]] = []
    for key in _REVISED_TO_KEYS:
        i = gate.find(key, lo)
        if i >= 0 and _REVISED_TO_TAIL.match(gate, i + len(key)):
            out += [(m.start(), m.end()) for m in _REVISED_TO.finditer(text, max(0, lo - 20))]
            break
    i = gate.find(" is my ", lo)
    if i >= 0:
        out += _picks_after(text, max(0, i - 1) if gate is low or len(gate) == len(text) else 0)
    i = gate.find("final", lo)
    if i >= 0 and _LINE_MARKER_TAIL.match(gate, i + 5):  # "Final: Yes" ("Final answer:" is a line marker)
        out += [(m.start(), m.end()) for m in _LINE_MARKER.finditer(text, _run_start(text, i, _RUN_BEFORE_LINE_MARKER))]
    # (every such marker ends in a colon or "=": the few colons of the window are looked at, not every key)
    c = gate.find(":", lo) if len(gate) == len(text) else -1
    while c >= 0:
        before = gate[max(0, c - 16) : c].rstrip(" \t\"'=")
        for key in _OTHER_MARKER_KEYS:
            i = c - (len(gate[max(0, c - 16) : c]) - len(before)) - len(key)
            if before.endswith(key) and _LINE_MARKER_TAIL.match(gate, i + len(key)):
                m = _LINE_MARKER.search(text, _run_start(text, i, _RUN_BEFORE_LINE_MARKER))
                if m is not None:
                    out.append((m.start(), m.end()))
        c = gate.find(":", c + 1)
    return out


def _picks_after(text: str, start: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for m in _PICK_AFTER.finditer(text, start):
        lo = m.start()
        k = max(text.rfind(c, max(0, lo - 40), lo) for c in ",:;.!?—–\n")
        k = k + 1 if k >= 0 else max(0, lo - 40) if lo > 40 else 0
        out.append((k, k))
    return out


def _markers(text: str, low: str, lo: int = 0) -> list[tuple[int, int]]:
    """Every answer marker's span (line, inline and heading markers); with ``lo``, those that start at
    or after it (the same spans the whole text's search gives there)."""
    # (no _may_hold gate before the two readers below: on ASCII text each walks the same key occurrences the gate
    # walks and keeps only those its tail follows, so without any it gives [] at the gate's cost; with one the gate
    # was a second walk)
    found = _line_markers(text, low, lo)
    found += _late_markers(text, low)
    found += _inline_markers(text, low, lo)
    if text.find("#", lo) >= 0:
        found += [(m.start(), m.end()) for m in _HEADING_MARKER.finditer(text, lo)]
    return [span for span in found if span[0] >= lo] if lo else found


_HEADING_MARKER = _lazy_re(
    r"(?im)^[ \t]*#{1,6}[ \t]*(?:final\s+)?(?:answer|verdict|label|conclusion|classification|prediction)[ \t]*:?[ \t]*$"
)
# (any other one word before "answer" too - "the definitive answer is", "the real answer is" - but not one that
# names a reading other than the answer's own: "the popular answer is yes, but ..."; checked after the match)
_OTHERS_ANSWER = frozenset(
    "obvious natural intuitive expected knee-jerk naive tempting easy quick wrong incorrect mistaken popular common "
    "usual conventional traditional received folk initial first original previous earlier other opposite alternative "
    "superficial surface lazy naïve cynical skeptic skeptical optimistic pessimistic question whole only same "
    "standard textbook default typical unlikely opposing counter".split()
)
_INLINE_MARKER = _lazy_re(
    r"\b(?:the|my|our)\s+(?:final\s+|correct\s+|best[\s-]supported\s+|best\s+|right\s+|(?:strict|technical|literal|accurate|precise|factual|scientific)\s+|appropriate\s+|overall\s+|honest\s+|short\s+|simple\s+|likely\s+|most\s+likely\s+|true\s+|"
    + r"(?!(?:answer|label|verdict|classification|relation|judg|conclusion|category))(?P<word>[a-z]{4,})\s+)?"
    r"(?:answer|label|verdict|classification|relationship|relation|judg(?:e)?ment|conclusion|category)\s+"
    r"(?:(?:to|for)\s+(?:the|this|your)\s+(?:question|claim|pair|example)\s+(?:as\s+(?:asked|posed|stated|written)\s+)?)?(?:here\s+|there\s+|then\s+|therefore\s+)?(?:is|would\s+be|should\s+be|must\s+be|has\s+to\s+be)\b\s*:?",
    re.IGNORECASE,
)
_CONCLUSION_CUE = _lazy_re(
    r"(?:→|=>|⇒|—|–|\bso\s+i'?d\s+answer|\bi'?d\s+answer|\b(?:you|one|we)\s+(?:could|can|might|would)\s+say\b|\bcorrection\b|\bcorrecting\s+myself\b|\bon\s+second\s+thought\b)|\b(?:therefore|thus|hence|so|but|consequently|overall|in\s+conclusion|in\s+summary|to\s+summari[sz]e|in\s+short|"
    r"ultimately|finally|all\s+in\s+all|on\s+balance|in\s+the\s+end|bottom\s+line|which\s+means|this\s+means|"
    # (a grader's verb too: "I'd mark SUPPORTS, though ...")
    r"that\s+means|meaning|i(?:\s+would|\s+will|'d|'ll)\s+(?:still\s+|also\s+|probably\s+|definitely\s+)?(?:say|go(?:\s+(?:with|for))?|choose|pick|label|classify|conclude|call|mark)|"
    r"going\s+with|i(?:'ll|\s+will)\s+(?:keep|stick\s+with|stay\s+with)|"
    r"i\s+(?:conclude|say|choose|pick)|i\s+think|best\s+described\s+as|best\s+classified\s+as|"
    r"i(?:'m|\s+am)\s+(?:going\s+(?:with|to\s+(?:go\s+with|say|pick|choose|call\s+it))|sticking\s+with|settling\s+on|picking|choosing|calling\s+it)|"
    r"i(?:'d|\s+would)\s+have\s+to\s+say|i(?:'ll|\s+will)\s+answer|i(?:'d|\s+would|'ll|\s+will)\s+mark\s+(?:this|it)(?:\s+as)?|"
    r"(?:changing|change)\s+my\s+(?:answer|label|verdict)\s+to|i(?:'ll|\s+will)\s+(?:switch|change)\s+(?:it\s+|my\s+answer\s+)?to|"
    r"(?:shows?|argues?|concludes?|would\s+say|would\s+answer)(?=\s+(?:yes|no)\b)|,\s+and(?=\s+(?:yes|no)\b)|"
    r"(?:this|it)\s+(?:makes|is)\s+(?:it\s+)?(?:a\s+case\s+of)|making\s+(?:it|this)|the\s+label\s+is|"
    r"my\s+(?:final\s+)?(?:take|call|pick|choice)\s+is|i\s+land\s+on|i\s+settle\s+on|i(?:'d|\s+would|'m|\s+am)?\s+(?:still\s+|slightly\s+|probably\s+)?lean(?:ing)?(?:\s+(?:toward|towards|to))?|"
    r"(?:the\s+)?(?:evidence|abstract|passage|text|study|contract|premise)\s+(?:clearly\s+)?(?:suggests|indicates|shows)|"
    # (the verdict a careful reader would give, which the answer endorses: "A careful reader would call this X"; not a
    # careless or a quick one's; opening on the article, so the cues' first letters stay as they were)
    r"(?:an?|any|the|every)\s+(?:careful|attentive|fair|reasonable|sensible|thoughtful|competent|informed)\s+"
    r"(?:reader|annotator|grader|judge)s?"
    r"\s+(?:would|should|will)\s+(?:call|label|classify|mark|rate)\s+(?:this|it|that)(?:\s+as)?)\b",
    re.IGNORECASE,
)
# A change of mind after a first verdict: a later conclusion replaces it.
_REVISION = _lazy_re(
    r"\b(?:wait|actually|hmm+|hold\s+on|on\s+second\s+thought|correction|correcting\s+myself|scratch\s+that|on\s+reflection|"
    r"(?:changing|change|i'll\s+change)\s+my\s+(?:answer|label|verdict)|"
    r"let\s+me\s+(?:re-?check|recheck|recompute|reconsider|think\s+again)|although\.\.\.|"
    # a slip repaired: "X - sorry, I mean Y", "X... I meant Y", "X, or rather Y"
    r"sorry,?\s+i\s+mean[t]?|i\s+meant|or\s+rather)|\bno,\s+(?=wait|actually)",
    re.IGNORECASE,
)
# Words one of which every _REVISION match holds (a substring search for them spares the pattern).
_REVISION_KEYS = (
    "wait", "actually", "hmm", "hold on", "second thought", "correction", "correcting", "scratch that",
    "on reflection", "my answer", "my label", "my verdict", "let me re", "let me think again", "although...",
    "i mean", "i meant", "or rather",
)  # fmt: skip
# (the keys as one alternation of literals: one search of the window instead of a str.find per key, the same answer)
_REVISION_GATE = _lazy_re("|".join(re.escape(key) for key in _REVISION_KEYS))
_REVISION_REACH = 120
# A last sentence that declines to decide.
_INDECISION = _lazy_re(INDECISION_PATTERN, re.IGNORECASE)
_EITHER = _lazy_re(r"\beither\b", re.IGNORECASE)
_ADVERBS = frozenset({"certainly", "absolutely", "definitely", "indeed", "of course"})
_SENTENCE_STOP = _lazy_re(r"[ \t]*(?:[.!;:\n—–]|\s-\s|$)")
# Punctuation, markup and symbols (an emoji) before a verdict.
_SEPARATORS = _lazy_re(r"(?:[^\w]|_)*")
# Words that may stand between a verdict position and the label itself.
_FILLER = _lazy_re(
    r"(?:[\s\"'“”‘’`>*_:,.=~-]|\(|\))*"
    r"(?:(?:it\s+is|it's|its(?!\s+[\w-]+\s+(?:of|is|was|with|to|for)\b)|this\s+is|that\s+is|that'?s|it\s+was|that\s+was|that|(?:the\s+)?(?:statement|claim|assertion)(?:\s+(?:is|was))?|this\s+would\s+be|it\s+would\s+be|this\s+should\s+be|"
    r"i\s+would\s+say|i'd\s+say|i'll\s+say|i\s+will\s+say|i(?:\s+would|'d)\s+answer|i\s+think|i\s+believe|i(?:\s+would|'d)?\s+go(?:\s+(?:with|for))?|"
    r"(?!only\b|early\b|family\b|reply\b|apply\b)[a-z]{3,}ly(?:\s+speaking)?|correcting\s+myself|almost|nearly|pretty\s+much|and|"
    r"in\s+(?:everyday|practical|plain|simple|real|strict|technical|ordinary|common|general|loose|legal)\s+(?:terms|usage|speech|language|sense)|"
    # (a qualifier of a concluding verdict's scope: "So in a sense yes", "Thus in some ways no"; an opening one
    # often sets up its contrast, "In one sense yes; in another, no", and is left to the rules for openings)
    r"(?:(?<=so\s)|(?<=thus\s)|(?<=hence\s)|(?<=so,\s)|(?<=thus,\s)|(?<=hence,\s))"
    r"in\s+(?:a|one|some|many|most|every)\s+(?:sense|way|ways|respects?|cases?)"
    # (not when the sentence sets another scope against it: "So in a sense yes, in another no")
    r"(?![^.;!?\n]{0,200}\bin\s+(?:another|other|a\s+different|some\s+other)\b)|"
    r"in\s+practice|in\s+principle|for\s+(?:all\s+)?practical\s+purposes|on\s+balance|in\s+the\s+end|"
    r"i(?:\s+would|'d)?\s+(?:choose|pick|classify\s+(?:this|it)\s+as|label\s+(?:this|it)\s+as|call\s+(?:this|it))|"
    r"the\s+answer\s+is|the\s+label\s+is|answer\s+is|a\s+case\s+of|case\s+of|classified\s+as|labeled\s+as|"
    r"an?|the|clearly|definitely|certainly|most\s+likely|likely|probably|simply|just|strictly|a\s+clear|clear|"
    # (an adverb that repeats or keeps a verdict, "The answer is still no", and a labelled short answer
    # without its colon, "Short answer yes; long answer also yes")
    r"still|also|again|(?:short|quick|simple|brief|long)\s+answer|"
    r"label|answer|verdict|option|category|relationship|it|this|one\s+of|firmly|strongly|yes\s+it's|"
    r"(?:the\s+)?(?:premise|passage|evidence|context|abstract|contract|text)\s+(?:clearly\s+)?)"
    r"(?:[\s\"'“”‘’`>*_:,.=~-]|\(|\))+)*",
    re.IGNORECASE,
)
_LEAD_IN = _lazy_re(
    r"\s*(?:[^\s,.;:!?]+\s+){0,7}[^\s,.;:!?]+,\s*(?=(?:yes|no|absolutely|definitely|certainly|of\s+course|sure|yeah|yep|yup|nope|nah|generally\s+(?:yes|no|not))\b"
    # (or a short auxiliary answer: "Strictly speaking, it isn't -", "In most cases, they don't.")
    r"|(?:it|they|he|she|we|you|that|this|there)\s+(?:[a-z]{3,}ly\s+)?[\w']+(?:\s+not)?\s*(?:[.!,;:—–]|\s-\s|$))|"
    r"\s*(?:based\s+on|according\s+to|given|from|in\s+light\s+of|looking\s+at|after\s+(?:reading|reviewing|analy[sz]ing))\b[^,:\n]{0,120}[,:]",
    re.IGNORECASE,
)
# (the same, when a number in it holds a decimal point or a thousands separator: "For version 3.0, yes")
_LEAD_IN_NUMBER = _lazy_re(
    r"\s*(?:[^\s,.;:!?]+(?:(?<=\d)[.,](?=\d)[^\s,.;:!?]+)*\s+){0,7}[^\s,.;:!?]+(?:(?<=\d)[.,](?=\d)[^\s,.;:!?]+)*,\s*"
    r"(?=(?:yes|no|absolutely|definitely|certainly|of\s+course|sure|yeah|yep|yup|nope|nah)\b)",
    re.IGNORECASE,
)
_LEAD_IN_UNCASED = _uncased(_LEAD_IN)
_FILLER_UNCASED = _uncased(_FILLER)


def _lead_in(text: str, lo: int, hi: int) -> re.Match[str] | None:
    """:data:`_LEAD_IN` matched at ``lo`` (the same span; ASCII text is read lowercased, see _uncased)."""
    low = _ascii_lower(text)
    lead: re.Match[str] | None = (
        _LEAD_IN_UNCASED.match(low, lo, hi) if low is not None else _LEAD_IN.match(text, lo, hi)
    )
    return lead


_DECIMAL = _lazy_re(r"\d[.,]\d")
_ADVERB_LEAD = _lazy_re(r"[a-z]{3,}ly,?[ \t]+(?=[a-z])", re.IGNORECASE)
_EMPHASIS_MARKS = _lazy_re(r"\*\*|__|`")
_CUT_AT_MARKER = _lazy_re(
    # (or an adverb of the verdict still to come: "The answer is clearly", "my verdict would be definitely")
    r"\b(?:the|my|final)\s+(?:answer|label|verdict|classification)\s+(?:is|would\s+be)(?:\s+[a-z]+ly)?\s*:?\s*$|"
    # "I think this is": cut off before the verdict
    r"\b(?:i\s+(?:think|believe|guess|would\s+say)|i'd\s+say)\s+(?:this|it|that)\s+(?:is|would\s+be)\s*$|"
    # the same with any words between the answer's noun and its copula, or a naming verb left without its
    # label: "The only defensible answer is", "the label here has to be", "So I'd classify it as"
    r"\b(?:answer|label|verdict|classification|category|pick|conclusion)(?:\s+[a-z']+){0,3}?\s+(?:is|be)\s*:?\s*$|"
    r"\b(?:classify|label|mark|call|categori[sz]e)\s+(?:it|this|that|the\s+pair)\s+as\s*:?\s*$",
    re.IGNORECASE,
)
# A word spelled out letter by letter with one separator: "S U P P O R T S", "C-O-N-T-R-A-D-I-C-T-I-O-N", "n.e.u.t.r.a.l."
_SPACED_LETTERS = re.compile(r"\s*[A-Za-z]([ .\-_·])[A-Za-z](?:\1[A-Za-z])+\1?\s*")
_QUOTED = _lazy_re(r"(?<!\w)'[^'\n]{1,200}'(?!\w)|\"[^\"\n]{1,200}\"")
_RUN_OF_BLANKS = _lazy_re(r"[ \t]{2,}")
_CLAUSE_LEAD = _lazy_re(r"[ \t]*(?:[\w'-]+[ \t]+){0,6}[\w'-]+,[ \t]*(?=(?:yes|no)\b)", re.IGNORECASE)
_BOXED = _lazy_re(r"\\boxed\s*\{\s*(?:\\text(?:bf)?\s*\{)?([^{}]*)\}?\s*\}")


@dataclass(frozen=True)
class _Mention:
    label: str
    start: int
    end: int
    negated: bool
    hedged: bool


def _word_starts(low: str, words: tuple[str, ...]) -> list[int]:
    """Where any of ``words`` occurs in ``low`` at the start of a word."""
    out: list[int] = []
    # (each word's occurrences found from the last with str.rfind, much cheaper than str.find on text
    # without the word, then put back in ascending order: the same list)
    rfind = low.rfind
    for word in words:
        i = rfind(word)
        if i < 0:
            continue
        found = []
        while i >= 0:
            if i == 0 or not (low[i - 1].isalnum() or low[i - 1] == "_"):
                found.append(i)
            i = rfind(word, 0, i + len(word) - 1)  # (the previous occurrence, overlapping ones included)
        found.reverse()
        out += found
    return out


def _normalize(text: str) -> str:
    spaced = _SPACED_LETTERS.fullmatch(text) if len(text) < 80 else None
    if spaced is not None:
        text = text.strip().replace(spaced.group(1), "")  # "S U P P O R T S", "C-O-N-T-R-A"
    # (Each substitution runs only when a substring search shows it can change something; a search for
    # several characters with str.rfind, which costs much less than "in" on text without them.)
    if "’" in text or "‘" in text:
        text = text.replace("’", "'").replace("‘", "'")
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    if text.rfind("boxed") >= 0:
        text = _BOXED.sub(lambda m: f"\nAnswer: {m.group(1)}\n", text)
    # Markdown emphasis and code marks carry no meaning for the label.
    if text.rfind("**") >= 0 or text.rfind("__") >= 0 or "`" in text:
        text = _EMPHASIS_MARKS.sub("", text)
    if text.rfind("  ") >= 0 or "\t" in text:
        text = _RUN_OF_BLANKS.sub(" ", text)
    if text.isascii():  # (else case-insensitive matching may differ from lower())
        low = text.lower()
        if not any(_MASK.match(text, i) for i in _word_starts(low, _MASK_VERBS)):
            return text  # _MASK needs "<verb> or <verb>"
    masked: str = _MASK.sub(_mask_pair, text)
    return masked


# "can't verify or refute it", "neither confirm nor deny": the pair, unable, is itself a verdict (undecided)
_UNABLE_BEFORE = _lazy_re(
    r"(?:can't|cannot|can\s+not|couldn't|could\s+not|unable\s+to|no\s+way\s+to|impossible\s+to|neither)\s+(?:\w+\s+){0,3}$",
    re.IGNORECASE,
)


def _mask_pair(m: re.Match[str]) -> str:
    if _UNABLE_BEFORE.search(m.string, max(0, m.start() - 40), m.start()) is not None:
        return m.group(0)
    return " " * len(m.group(0))


# Linear time on hostile text: every check around a mention, marker or cue looks at most
# this many characters before or after it (a clause, a hedge, a negation, the label after a
# marker are all short), and only the last few markers and cues are tried.
_WINDOW = 400
_MAX_MARKERS = 64
_MAX_CUES = 16
_MAX_SENTENCES = 200
_MAX_SCAN = 100_000


class _Spans(list[tuple[int, int]]):
    """Sentence spans, in order, with their starts for bisection and a cache of question sentences."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        super().__init__(spans)
        self.starts = [lo for lo, _ in spans]
        self.questions: dict[int, bool] = {}


def _sentence_ends(text: str) -> list[int]:
    """Where the matches of :data:`_SENTENCE_END` in ``text`` end, in order."""
    ends: list[int] = []
    for mark, pattern in _MARK_ENDS:
        if mark in text:
            ends += map(_end_of, pattern.finditer(text))
    ends.sort()
    return ends


def _sentences(text: str) -> _Spans:
    spans, start = [], 0
    for end in _sentence_ends(text):
        if start < end and not text[start:end].isspace():  # (isspace() is re's \s)
            spans.append((start, end))
        start = end
    if start < len(text) and not text[start:].isspace():
        spans.append((start, len(text)))
    return _Spans(spans)


_end_of = re.Match.end


def _sentence_of(spans: list[tuple[int, int]], pos: int) -> tuple[int, int]:
    starts = spans.starts if isinstance(spans, _Spans) else [lo for lo, _ in spans]
    i = bisect_right(starts, pos) - 1
    if i >= 0 and spans[i][0] <= pos < spans[i][1]:
        return spans[i]
    return spans[-1] if spans else (0, pos + 1)


def _clause_before(text: str, lo: int, pos: int) -> str:
    before = text[max(lo, pos - _WINDOW) : pos]
    last = None
    # (ASCII text is searched lowercased with the pattern without IGNORECASE: the same spans)
    breaks, scan = (_CLAUSE_BREAK_UNCASED, before.lower()) if before.isascii() else (_CLAUSE_BREAK, before)
    for m in breaks.finditer(scan):
        last = m
    return before[last.end() :] if last else before


def _is_negated(text: str, sent_lo: int, start: int, end: int, sent_hi: int) -> bool:
    clause = _clause_before(text, sent_lo, start)
    # (ASCII text is read lowercased with the patterns without IGNORECASE: the same spans, the same answers)
    uncased = clause.isascii()
    clause = _NOT_NEGATION_UNCASED.sub(" ", clause.lower()) if uncased else _NOT_NEGATION.sub(" ", clause)
    if "'" in clause or '"' in clause:
        clause = _QUOTED.sub(" ", clause)  # "so 'nobody is watching' is contradicted"
    words = clause.split()
    # (the second of two labels joined by "or" shares the first one's negation: "wrong to classify these as X or Y")
    words = words[-10:] if words and words[-1].lower() in ("or", "nor") else words[-6:]
    if (_NEGATION_UNCASED if uncased else _NEGATION).search(" ".join(words)):
        # "I don't think this is not a contradiction": a negated negation affirms
        return (_DOUBLE_NEGATIVE_UNCASED if uncased else _DOUBLE_NEGATIVE).search(clause) is None
    return _POST_NEGATION.match(text, end, min(sent_hi, end + _WINDOW)) is not None


_DOUBLE_NEGATIVE = _lazy_re(
    r"\b(?:don't|do\s+not|wouldn't|would\s+not|can't|cannot|couldn't|could\s+not)\s+(?:think|say|believe)\s+"
    r"(?:that\s+)?(?:this|it|that|the\s+\w+)(?:\s+(?:is\s+not|isn't|was\s+not|wasn't|would\s+not\s+be|wouldn't\s+be)|['’]s\s+not)\s*"
    r"(?:an?\s+|the\s+)?$|"
    # "It would not be wrong to call these incompatible": the naming not judged wrong
    rf"(?:\bnot|\bnever|n't)\s+(?:be\s+|been\s+)?{_WRONG_TO_NAME}\s+(?:[\w']+\s+){{0,2}}(?:as\s+)?(?:an?\s+|the\s+)?$",
    re.IGNORECASE,
)
# (the patterns above, for ASCII text lowercased: see _uncased)
_CLAUSE_BREAK_UNCASED = _uncased(_CLAUSE_BREAK)
_NOT_NEGATION_UNCASED = _uncased(_NOT_NEGATION)
_NEGATION_UNCASED = _uncased(_NEGATION)
_DOUBLE_NEGATIVE_UNCASED = _uncased(_DOUBLE_NEGATIVE)
_CONTRAST_UNCASED = _uncased(_CONTRAST)
_HEDGE_UNCASED = _uncased(_HEDGE)


def _is_question(text: str, sent_lo: int, sent_hi: int) -> bool:
    i = sent_hi
    while i > sent_lo and text[i - 1] in " \t\n\r\"')]*":
        i -= 1
    return i > sent_lo and text[i - 1] == "?"


def _is_hedged(
    text: str, sent_lo: int, start: int, sent_hi: int, end: int | None = None, spans: _Spans | None = None
) -> bool:
    if spans is not None:
        question = spans.questions.get(sent_hi)
        if question is None:
            question = spans.questions[sent_hi] = _is_question(text, sent_lo, sent_hi)
    else:
        question = _is_question(text, sent_lo, sent_hi)
    if question:
        return True
    if end is not None and _CONDITION_AFTER.match(text, end, min(sent_hi, end + _WINDOW)):
        return True
    before = text[max(sent_lo, start - _WINDOW) : start]
    contrast, hedge = _CONTRAST, _HEDGE
    if before.isascii():  # (lowercased, read with the patterns without IGNORECASE: the same spans)
        before, contrast, hedge = before.lower(), _CONTRAST_UNCASED, _HEDGE_UNCASED
    last = None
    for m in contrast.finditer(before):
        last = m
    scope = before[last.end() :] if last else before
    return hedge.search(scope) is not None


_NOT_NEXT = _lazy_re(r"[ \t]+not[ \t]+(?:an?[ \t]+|the[ \t]+)?[\"'“‘]?", re.IGNORECASE)


def _turns_down_next(text: str, ls: LabelSet, label: str, end: int) -> bool:
    """Whether the label ending at ``end`` is followed by a bare "not" and another label ("it's entailment not
    neutral", "yes not maybe"): a correction that keeps the first label and turns down the second, written
    without the comma of "entailment, not neutral"."""
    if text[end : end + 5].lower() != " not " and text[end : end + 5].lower() != "\tnot ":
        return False
    m = _NOT_NEXT.match(text, end)
    if m is None:
        return False
    hit = ls.match_any_at(text, m.end())
    return hit is not None and hit[0] != label


def _mentions(text: str, ls: LabelSet, spans: list[tuple[int, int]], lo: int, hi: int) -> list[_Mention]:
    out = []
    for label, start, end in ls.find_strong(text, lo, hi):
        s_lo, s_hi = _sentence_of(spans, start)
        # ("entailment not neutral": the "not" after the label turns down the next one, so the clause's end
        # is not searched for a negation of this one)
        negated = _is_negated(text, s_lo, start, end, end if _turns_down_next(text, ls, label, end) else s_hi)
        hedged = _is_hedged(text, s_lo, start, s_hi, end, spans if isinstance(spans, _Spans) else None)
        out.append(_Mention(label, start, end, negated, hedged))
    return out


class _Verdict:
    """A label stated at a span (``label`` None when none is; ``ambiguous``, the labels named when several are).

    (a class with slots, not a dataclass: one reading builds several, and a frozen dataclass costs about three
    times as much to build; verdicts are only read, never compared or changed)"""

    __slots__ = ("ambiguous", "end", "label", "start")

    def __init__(self, label: str | None, start: int = 0, end: int = 0, ambiguous: tuple[str, ...] = ()) -> None:
        self.label = label
        self.start = start
        self.end = end
        self.ambiguous = ambiguous


def _verdict(text: str, ls: LabelSet, spans: list[tuple[int, int]], lo: int, hi: int, scan: bool) -> _Verdict:
    """The label stated at ``lo`` (after filler words), else - when ``scan`` - the one label named in ``[lo, hi)``."""
    # Try the first word itself ("Certainly.", "Absolutely not."), then the word after filler words
    # ("It is clearly a contradiction"). A negation among the fillers is caught by the clause check.
    hi = min(hi, lo + _WINDOW)
    first = _SEPARATORS.match(text, lo, hi)
    hit = ls.match_any_at(text, first.end() if first else lo)
    # (the fillers are matched only when the first word is no verdict; a standalone first word is not asked again)
    standalone: bool | None = hit is not None and _standalone(text, ls, hit, hi)
    if not standalone:
        low = _ascii_lower(text)  # (ASCII text lowercased is read with the pattern without IGNORECASE)
        m = _FILLER_UNCASED.match(low, lo, hi) if low is not None else _FILLER.match(text, lo, hi)
        standalone = None
        hit = ls.match_any_at(text, m.end() if m else lo)
        if hit is None and first is not None and text.find("ly", first.end(), first.end() + 20) >= 0:
            # "Generally it does, ...": an adverb before a short answer (the fillers would skip "it" too)
            adverb = _ADVERB_LEAD.match(text, first.end(), hi)
            if adverb is not None:
                hit = ls.match_any_at(text, adverb.end())
    if hit is not None and hit[2] <= hi:
        label, start, end = hit
        s_lo, s_hi = _sentence_of(spans, start)
        if standalone is None:
            standalone = _standalone(text, ls, hit, hi)
        # "entailment or neutral" is a disjunction, not a verdict; the scan below reports both.
        disjunction = _OR.match(text, end, hi) is not None and any(True for _ in ls.find_strong(text, end, hi))
        if not disjunction and text[end : end + 5].lower() == " and ":  # "X and Y both seem defensible"
            disjunction = _joint_subject(text, ls, end + 5, hi)
        if standalone and disjunction and text.find("or", end, end + 5) >= 0:
            # ("neutral or - if you take the hint - entailment": the second alternative after an aside)
            other_hit = _after_aside(text, ls, _OR.match(text, end, hi).end(), hi)
            if other_hit is not None and other_hit[0] != label:
                return _Verdict(None, ambiguous=(label, other_hit[0]))
        if standalone and not disjunction:
            other = _second_label(text, ls, hit, hi)
            if other is not None:
                return _Verdict(None, ambiguous=(label, other))
        if (
            standalone
            and not disjunction
            and not _is_negated(text, max(s_lo, lo), start, end, s_hi)
            and not _is_hedged(text, max(s_lo, lo), start, s_hi, end, spans if isinstance(spans, _Spans) else None)
        ):
            # "Nope, can't tell from this passage": a weak word, then another label's own term
            sep = _THEN_STRONG.match(text, end, hi) if text[end : end + 1] in _THEN_STRONG_FIRST else None
            following = ls.match_any_at(text, sep.end()) if sep is not None else None
            if (
                following is not None
                and following[0] != label
                and following[2] <= hi
                and ls.is_strong(text[following[1] : following[2]])
                and not ls.is_strong(text[start:end])
                and not _is_negated(text, following[1], following[1], following[2], s_hi)
            ):
                return _Verdict(following[0], following[1], following[2])
            return _Verdict(label, start, end)
    if not scan:
        return _Verdict(None)
    mentioned = _mentions(text, ls, spans, lo, hi)
    positive = [mn for mn in mentioned if not mn.negated and not mn.hedged]
    labels = tuple(dict.fromkeys(mn.label for mn in positive))
    if len(labels) == 1 and len(mentioned) > 1:
        for mn in mentioned:
            # ("either neutral or - if you take the hint - entailment": two alternatives, an aside between them)
            alt = _OR.match(text, mn.end, hi) if text.find("or", mn.end, mn.end + 5) >= 0 else None
            other_hit = _after_aside(text, ls, alt.end(), hi) if alt is not None else None
            if other_hit is not None and other_hit[0] != mn.label:
                return _Verdict(None, ambiguous=(mn.label, other_hit[0]))
    if len(labels) == 1:
        return _Verdict(labels[0], positive[0].start, positive[0].end)
    return _Verdict(None, ambiguous=labels if len(labels) > 1 else ())


# Two labels as one subject: "entailment and neutral both seem defensible", "... are equally likely".
_JOINT_PREDICATE = _lazy_re(
    r"\s+(?:(?:are|were|seem|look|sound|remain|appear|could|can|might|may|would)\s+)?(?:both|each|equally|all|alike)\b|"
    r"\s+(?:are|seem|look|sound|remain|appear)\s+(?:\w+\s+)?(?:possible|plausible|defensible|reasonable|viable|arguable|tenable|valid|fine|ok|okay)\b",
    re.IGNORECASE,
)


def _joint_subject(text: str, ls: LabelSet, pos: int, hi: int) -> bool:
    """Whether a second label at ``pos`` (after "X and ") joins the first as one subject of what follows."""
    other = ls.match_any_at(text, pos)
    return (
        other is not None
        and ls.is_strong(text[other[1] : other[2]])
        and _JOINT_PREDICATE.match(text, other[2], hi) is not None
    )


_GLOSSED = _lazy_re(r"\s*([^\s(（)）]{1,12})[ \t]*[(（][ \t]*([^()（）\n]{1,20}?)[ \t]*[)）]")
_ITEM_LEAD = " \t-*•>#()[]0123456789."
_ITEM_SEP = _lazy_re(r"[ \t]*(?:[:=—–]|-(?=\s)|\?)[ \t]*")


def _labels_judged(text: str, ls: LabelSet, spans: _Spans) -> Extraction | None:
    """An answer opening with a list that judges two or more labels, one per line ("- entailment: plausible",
    "neutral - maybe?"): the list is no verdict. The item judged with a bare yes (the others with a no) is
    the pick; else the answer's conclusion after the list, else none."""
    at, items = 0, []
    for _ in range(8):
        if at > len(text):
            break
        nl = text.find("\n", at)
        end = len(text) if nl < 0 else nl
        lo = at
        while lo < end and text[lo] in _ITEM_LEAD:
            lo += 1
        at = end + 1
        if lo == end:  # (a blank line: its blanks are skipped as lead characters)
            continue
        hit = ls.match_any_at(text, lo)
        if hit is None or not ls.is_strong(text[hit[1] : hit[2]]):
            break
        sep = _ITEM_SEP.match(text, hit[2], min(end + 1, len(text)))
        if sep is None or sep.end() == hit[2]:
            break
        items.append((hit[0], sep.end(), end))
    if len(items) < 2 or len({label for label, _, _ in items}) < 2:
        return None
    said = []
    for label, lo, hi in items:
        word = YES_NO.match_any_at(text, lo)
        said.append((label, word[0] if word is not None and not text[word[2] : hi].strip(" .!") else None))
    picked = [label for label, word in said if word == "yes"]
    if len(picked) == 1 and all(word == "no" for label, word in said if label != picked[0]):
        return _result(picked[0], "elimination", text[: items[-1][2]].strip())
    later = _conclusion(text, ls, spans, items[-1][2])
    if later is not None:
        return later

    def negated(start: int, end: int) -> bool:
        s_lo, s_hi = _sentence_of(spans, start)
        return _is_negated(text, s_lo, start, end, s_hi)

    # ("- SUPPORTS: ...\n- REFUTES: ...\n- NOT ENOUGH INFO: ...\nHence the third one.": a closing pointer after it)
    pointed = pointed_label(text, "", ls, negated) if len(text) - items[-1][2] > 3 else None
    if pointed is not None:
        return _result(pointed, "elimination", text[max(0, len(text) - 200) :].strip())
    return _result(None, "none", reason="the answer judges the labels one per line and picks none")


_MARKS = frozenset("✓✔✅✗✘❌")
_ARROWS = ("→", "=>", "⇒", "->")
_THEN_STRONG_FIRST = frozenset(" \t,;:—–")
_THEN_STRONG = _lazy_re(r"[ \t]*[,;:—–][ \t]*")
# "yes or maybe", "Yes, No", "yes/no": a second verdict word listed right after the first.
_LIST_NEXT = _lazy_re(r"[ \t]*(?:,|/|\bor\b|\band/or\b)[ \t]*", re.IGNORECASE)


def _second_label(text: str, ls: LabelSet, hit: tuple[str, int, int], hi: int) -> str | None:
    """Another label whose verdict word, closing the sentence, is listed right after ``hit``."""
    j = hit[2]
    while j < hi and text[j] in " \t":
        j += 1
    if j >= hi or text[j] not in ",/oOaA":
        return None  # (the common case, decided without the pattern)
    nxt = _LIST_NEXT.match(text, hit[2], hi)
    if nxt is None:
        return None
    other = ls.match_any_at(text, nxt.end())
    if other is None and text[nxt.start() : nxt.end()].strip().lower() == "or":
        # "neutral or - if you take the hint - entailment": the second alternative after an aside set off
        # between dashes, commas or brackets
        other = _after_aside(text, ls, nxt.end(), hi)
    if (
        other is not None
        and other[0] != hit[0]
        and other[2] <= hi
        and (
            "/" in text[nxt.start() : nxt.end()]
            or _SENTENCE_STOP.match(text, other[2]) is not None
            or _listed_third(text, ls, other[2], hi)  # "Yes, no, maybe - I'm not sure."
        )
    ):
        return other[0]
    return None


_ASIDE_OPEN = _lazy_re(r"[ \t]*(?:(?P<dash>[—–]|-(?=\s))|(?P<comma>,)|(?P<paren>\())[ \t]*")
_ASIDE_CLOSE = {"dash": "—–-", "comma": ",", "paren": ")"}


def _after_aside(text: str, ls: LabelSet, pos: int, hi: int) -> tuple[str, int, int] | None:
    """The label right after an aside that opens at ``pos`` and closes with its own mark within a short stretch
    of the same sentence ("- if you take the hint -", ", at a stretch,", "(loosely)"), else None."""
    opened = _ASIDE_OPEN.match(text, pos, hi)
    if opened is None:
        return None
    kind = opened.lastgroup or "comma"
    closers = _ASIDE_CLOSE[kind]
    for j in range(opened.end(), min(hi, opened.end() + 80)):
        char = text[j]
        if char in ".!?;:\n":
            return None
        if char in closers:
            k = j + 1
            while k < hi and text[k] in " \t":
                k += 1
            return ls.match_any_at(text, k) if k > j + 1 or kind == "paren" else None
    return None


def _listed_third(text: str, ls: LabelSet, pos: int, hi: int) -> bool:
    """Whether a third verdict word is listed at ``pos`` ("..., maybe")."""
    nxt = _LIST_NEXT.match(text, pos, hi)
    third = ls.match_any_at(text, nxt.end()) if nxt is not None else None
    return third is not None and third[2] <= hi and _SENTENCE_STOP.match(text, third[2]) is not None


_NAMING_AFTER = _lazy_re(rf"\s+{_NAMING}", re.IGNORECASE)


def _standalone(text: str, ls: LabelSet, hit: tuple[str, int, int], hi: int) -> bool:
    """A weak word is a verdict only when it stands alone: "No." / "Yes, it is", not "No contradiction"."""
    _, start, end = hit
    if end > hi:
        return False
    if ls.is_strong(text[start:end]):
        return True
    if (
        text.startswith(" to ", end)
        and _NAMING_AFTER.match(text, end)
        and (" " not in text[start:end] or "yes" not in ls.labels)
    ):
        return False  # "wrong to call this neutral", "Correct to label it X": a judgement of the label named after
    if re.sub(r"\s+", " ", text[start:end].casefold()) in _ADVERBS:
        # "Certainly." is a yes; "Certainly, the premise contradicts it" is not; "Absolutely, most
        # people believed it" (no label of its own after the comma) is.
        if _SENTENCE_STOP.match(text, end) is not None:
            return True
        if text[end : end + 1] == ",":
            stop = _SENTENCE_END.search(text, end)
            return not any(True for _ in ls.find_strong(text, end, stop.end() if stop else len(text)))
        return False
    if _WEAK_END.match(text, end) is not None:
        return True
    # "yes about 3.8 cm per year": an answer that opens with yes (never "no": "no evidence ...")
    return not text[:start].strip() and text[start:end].lower() in ("yes", "yeah", "yep", "yup")


_TAIL_BREAKS = ",:;—–"
_TAIL_REST = " \t\n.!\"')*_"


def _tail_clause_verdict(
    text: str, ls: LabelSet, spans: list[tuple[int, int]], s_lo: int, s_hi: int, read_at_start: bool = False
) -> _Verdict | None:
    """A sentence whose last short clause is only a verdict: "No doubt about it: yes.", "..., so no".

    ``read_at_start``: the caller has read ``_verdict(text, ls, spans, s_lo, s_hi, scan=False)`` already and
    found no label; a short sentence with no clause break then gives None at once (the same reading again)."""
    window = max(s_lo, s_hi - 40)
    # (the last of the breaks: each looked for only after the latest found so far, the same as the max of the
    # rfinds; a generator costs more than the searches of these few characters)
    k = -1
    for c in _TAIL_BREAKS:
        i = text.rfind(c, max(window, k + 1), s_hi)
        if i > k:
            k = i
    if k < 0:
        if window > s_lo or read_at_start:
            return None
        k = s_lo - 1  # a short sentence that is only a verdict: "... Yes."
    v = _verdict(text, ls, spans, k + 1, s_hi, scan=False)
    if v.label is None or text[v.end : s_hi].strip(_TAIL_REST):
        return None
    # "Options: entailment, neutral, contradiction." is the tail of an enumeration, not a verdict.
    if text[k] != ":" and any(end >= k - 2 for _, _, end in ls.find_strong(text, max(s_lo, k - 40), k)):
        return None
    return v


def _sentence_end_after(spans: list[tuple[int, int]], pos: int, text: str) -> int:
    starts = spans.starts if isinstance(spans, _Spans) else [lo for lo, _ in spans]
    i = bisect_right(starts, pos) - 1
    if i >= 0 and spans[i][0] <= pos < spans[i][1]:
        return spans[i][1]
    return len(text)


@lru_cache(maxsize=1)
def _cue_scanner() -> re.Pattern[str]:
    """``_CONCLUSION_CUE`` behind a lookahead on the characters a cue can start with (read from the
    pattern itself): the same matches, without trying every cue at every position of the text."""
    pattern, flags = _CONCLUSION_CUE._args
    first = _first_chars(pattern)
    if first is None:
        return re.compile(pattern, flags)
    starts = "".join(re.escape(c) for c in sorted(first))
    return re.compile(rf"(?![^\x80-\U0010ffff{starts}])(?:{pattern})", flags)


def _conclusion(text: str, ls: LabelSet, spans: _Spans, after: int) -> Extraction | None:
    """The last concluding statement naming one label, in the sentences ending after ``after``."""
    for count, (s_lo, s_hi) in enumerate(reversed(spans)):
        if s_hi <= after or count >= _MAX_SENTENCES:
            break  # a conclusion is among the last sentences
        s_lo = max(s_lo, after)
        lead = _lead_in(text, s_lo, s_hi)
        opening = _verdict(text, ls, spans, lead.end() if lead else s_lo, s_hi, scan=False)
        if opening.label is None and lead is not None:  # ("Yes, it increased.": the lead is the verdict)
            opening = _verdict(text, ls, spans, s_lo, s_hi, scan=False)
        if opening.label is not None:  # "... Yes, it increased."
            conceded = _conceded(text, ls, spans, opening, s_hi) if count == 0 else None
            if conceded is not None:  # "Significant, yes, but whether it helps is unclear - maybe."
                return _result(conceded.label, "conclusion", text[conceded.start : conceded.end].strip())
            asked = _asked_label(text, ls, spans, len(spans) - 1 - count, opening)
            if asked is not None:  # "Is that a contradiction? Yes, ...": the label asked about
                if asked[1]:
                    return _result(asked[0], "conclusion", text[opening.start : opening.end].strip())
                continue
            return _result(opening.label, "conclusion", text[opening.start : opening.end].strip())
        # (the opening verdict read at s_lo found none, at lead or not: the tail need not read there again)
        tail = _tail_clause_verdict(text, ls, spans, s_lo, s_hi, read_at_start=True)
        if tail is not None:
            return _result(tail.label, "conclusion", text[tail.start : tail.end].strip())
        # "Strictly by the current standard: yes, 1000.": a verdict opening the clause after a colon
        colon = text.rfind(":", max(s_lo, s_hi - _WINDOW), s_hi)
        if colon >= 0:
            v = _verdict(text, ls, spans, colon + 1, s_hi, scan=False)
            if v.label is not None:
                return _result(v.label, "conclusion", text[v.start : v.end].strip())
        # Only the last cues matter, and they lie near the sentence's end.
        cues = list(_cue_scanner().finditer(text, max(s_lo, s_hi - 4 * _WINDOW), s_hi))
        if not cues or _is_hedged(text, s_lo, cues[-1].end(), s_hi, None, spans):
            continue
        for cue in reversed(cues[-_MAX_CUES:]):
            # "..., but for nearly every cat, yes": a short phrase and a comma before the verdict
            lead = _CLAUSE_LEAD.match(text, cue.end(), s_hi)
            v3 = _verdict(text, ls, spans, lead.end(), s_hi, scan=False) if lead else _Verdict(None)
            if v3.label is None:
                v3 = _verdict(text, ls, spans, cue.end(), s_hi, scan=True)
            if v3.label is not None:
                if v3.start - cue.end() > 12 and _ERROR_FRAMED.search(text, cue.end(), v3.start):
                    continue  # ("so it's supported — a common mistake is to treat the gap as a refutation")
                return _result(v3.label, "conclusion", text[v3.start : v3.end].strip())
            if v3.ambiguous:
                return _result(
                    None,
                    "none",
                    text[cue.start() : s_hi].strip(),
                    reason=f"the conclusion names several labels ({', '.join(v3.ambiguous)})",
                )
    return None


# A label named after a cue as what an error would read, not as the answer's verdict: "— a common mistake is to
# treat the gap as a refutation", "; the trap here would be to call it neutral", "— don't mistake this for X".
_ERROR_FRAMED = _lazy_re(
    r"\b(?:mistake|error|trap|pitfall|misreading)\s+(?:here\s+|people\s+make\s+)?(?:is|was|would\s+be)\s+to\b|"
    r"\bmistak(?:e|es|en|ing)\s+(?:it|this|that|the\s+\w+)(?:\s+\w+){0,3}?\s+(?:for|as)\b",
    re.IGNORECASE,
)


_CHECK = frozenset("✓✔✅")


def _checked_labels(text: str, ls: LabelSet) -> list[str]:
    """The labels whose lines carry a check mark, when the other labels' lines carry crosses (or are rows of a
    table or list whose mark cell is left blank, "| Neutral | |", every label on a line of its own)."""
    checked: set[str] = set()
    crossed: set[str] = set()
    blank: set[str] = set()
    noted: set[str] = set()
    for line in text.split("\n")[:50]:
        if len(line) > 200:
            continue  # (a table row or a list item is short)
        marks = {c for c in line if c in _MARKS}
        if marks & _CHECK and marks - _CHECK:
            continue
        # (a mark is no name: in a set whose yes is "✓", "- no: ... ✗" names no and "yes ✗" names yes)
        found = [hit for hit in ls.find_strong(line) if line[hit[1] : hit[2]].strip() not in _MARKS]
        if not found:
            # (a set whose names are plain words, yes and no, has the label open the line: "- maybe ✓")
            head = len(line) - len(line.lstrip(_BULLET))
            hit = ls.match_any_at(line, head)
            if hit is not None and line[hit[1] : hit[2]].strip() not in _MARKS:
                found = [hit]
        named = {label for label, _, _ in found}
        if len(named) != 1:
            continue
        if not marks:
            if len(found) == 1 and not (line[: found[0][1]] + line[found[0][2] :]).strip(_BLANK_CELL):
                blank.update(named)
            elif line[:1] in _ROW_OPENERS and not line[: found[0][1]].strip(_BULLET):
                # ("| no | only if no effect |": a row that opens with its label and holds a note, no mark)
                noted.update(named)
            continue
        (checked if marks & _CHECK else crossed).update(named)
    if checked and not checked & (crossed | blank) and (crossed or checked | blank == set(ls.labels)):
        return sorted(checked)
    if (
        len(checked) == 1
        and not checked & (crossed | blank | noted)
        and checked | crossed | blank | noted == set(ls.labels)
    ):
        # "| yes | only if causal |\n| no | only if no effect |\n| maybe | ✅ |": every label a row of its own, one
        # checked and the others left with a note
        return sorted(checked)
    return []


# How a row of a table or an item of a list opens
_ROW_OPENERS = frozenset("|-*•")


# What a row holds besides its label when its mark cell is blank: "| Neutral | |", "- neutral:", "3. Neutral"
_BLANK_CELL = " \t|-*_:.()[]0123456789"
_BULLET = " \t|-*•>#.)0123456789"


def _asked_label(text: str, ls: LabelSet, spans: _Spans, index: int, opening: _Verdict) -> tuple[str, bool] | None:
    """When sentence ``index`` opens with a bare yes or no answering the question before it, and that
    question names one label of a set other than yes/no: ``(label, answered yes)``."""
    if index == 0 or "yes" in ls.labels or ls.is_strong(text[opening.start : opening.end]):
        return None
    answer = YES_NO.match_any_at(text, opening.start)
    q_lo, q_hi = spans[index - 1]
    if answer is None or answer[0] not in ("yes", "no") or not _is_question(text, q_lo, q_hi):
        return None
    named = {label for label, _, _ in ls.find_strong(text, max(q_lo, q_hi - _WINDOW), q_hi)}
    if len(named) != 1:
        return None
    return named.pop(), answer[0] == "yes"


_CLOSING_CUE = _lazy_re(
    r"[\s\"'*_]*(?:(?:so|thus|hence|therefore|overall|in\s+short|final(?:ly)?)\b[,:]?)?", re.IGNORECASE
)


def _closing_verdict(text: str, ls: LabelSet, spans: _Spans, after: int) -> _Verdict | None:
    """A last sentence, after ``after``, that is only a verdict ("So no.", "No.") or a concluding
    sentence whose last clause is one ("So, based on the evidence alone: NOT ENOUGH INFO.")."""
    s_lo, s_hi = spans[-1]
    if s_lo < after:
        return None
    s_hi = _before_rejected(text, ls, s_lo, s_hi)  # "So neutral, not entailment.": read up to the ruled-out labels
    cue = _CLOSING_CUE.match(text, s_lo, s_hi)
    if s_hi - s_lo > 30:
        if cue is None or cue.end() - s_lo < 2 or not text[s_lo : cue.end()].strip():
            # "'Blind as a bat' is a myth, so no, they're not blind.": a "so" clause opening with the verdict
            inner = _INNER_SO_VERDICT.search(text, s_lo, s_hi)
            if inner is None:
                return _dashed_label(text, ls, spans, s_lo, s_hi)
            v = _verdict(text, ls, spans, inner.end(), s_hi, scan=False)
            return v if v.label is not None else None
        return _tail_clause_verdict(text, ls, spans, s_lo, s_hi)
    v = _verdict(text, ls, spans, cue.end() if cue else s_lo, s_hi, scan=False)
    if v.label is None or text[v.end : s_hi].strip(_TAIL_REST):
        return None
    return v


def _dashed_label(text: str, ls: LabelSet, spans: _Spans, s_lo: int, s_hi: int) -> _Verdict | None:
    """A long last sentence that ends on a dash and a label's own name alone: "The answer to whether it holds in
    adults: can't be settled from this — maybe." (the dash sets the verdict apart from the reasoning; a word that
    only falls back to a label, "— probably", "— sure", is no verdict there)."""
    k = max(text.rfind("—", max(s_lo, s_hi - 40), s_hi), text.rfind("–", max(s_lo, s_hi - 40), s_hi))
    if k < 0:
        return None
    v = _verdict(text, ls, spans, k + 1, s_hi, scan=False)
    if v.label is None or text[v.end : s_hi].strip(_TAIL_REST):
        return None
    if ls.normalize_gold(text[v.start : v.end].strip(" \t\n*_\"'")) != v.label:
        return None
    return v


# "So neutral, not entailment.", "Thus REFUTES (rather than NOT ENOUGH INFO)": a verdict, then the labels it is
# chosen over, ruled out.
_REJECTING = _lazy_re(
    r"[ \t]*(?:[,;(—–]|-(?=\s))?[ \t]*(?:(?:and|but)[ \t]+)?(?:not|never|rather[ \t]+than|instead[ \t]+of|"
    r"as[ \t]+opposed[ \t]+to|over)[ \t]+(?:[a-z]{3,}ly[ \t]+)?",
    re.IGNORECASE,
)
_REJECTED_REACH = 120
_REJECTING_WORDS = ("not", "never", "rather", "instead", "opposed", "over")


def _before_rejected(text: str, ls: LabelSet, s_lo: int, s_hi: int) -> int:
    """Where a sentence ending on labels ruled out after a verdict ("..., not X or Y.") ends without them."""
    near = text[max(s_lo, s_hi - _REJECTED_REACH) : s_hi].lower()
    if not any(word in near for word in _REJECTING_WORDS):
        return s_hi  # (the common case: no ruling out near the end)
    for label, start, end in ls.find_strong(text, max(s_lo, s_hi - _REJECTED_REACH), s_hi):
        tail = _rejected_tail(text, ls, _Verdict(label, start, end), s_hi)
        if tail > end and not text[tail:s_hi].strip(_TAIL_REST):
            return end
    return s_hi


def _rejected_tail(text: str, ls: LabelSet, v: _Verdict, hi: int) -> int:
    """The end of the labels other than ``v``'s that a verdict ruled out right after it, else ``v.end``."""
    m = _REJECTING.match(text, v.end, hi)
    if m is None:
        return v.end
    end, at = v.end, m.end()
    for _ in range(len(ls.labels)):
        other = ls.match_any_at(text, at)
        if other is None or other[0] == v.label or other[2] > hi:
            return v.end
        # (a weak word only as a bare label word: "So maybe, not yes.", never "..., not no one")
        if not ls.is_strong(text[other[1] : other[2]]) and not (
            _SENTENCE_STOP.match(text, other[2])
            or _LIST_NEXT.match(text, other[2], hi)
            or text.startswith(")", other[2])
        ):
            return v.end
        end = other[2]
        nxt = _LIST_NEXT.match(text, end, hi)
        if nxt is None or nxt.end() == end:
            break
        at = nxt.end()
    return end


_INNER_SO_VERDICT = _lazy_re(r"[,;:—–]\s*(?:so|therefore|thus|hence)\s*,?\s+(?=(?:yes|no)\s*[,.;!—–])", re.IGNORECASE)
_KEEP_FIRST = _lazy_re(
    r"\b(?:i(?:'ll|\s+will|'m\s+going\s+to)\s+(?:keep|stick\s+with|stay\s+with)|keeping|sticking\s+with)\s+my\s+"
    r"(?:first|original|initial)\s+(?:answer|label|verdict)|\bmy\s+(?:first|original|initial)\s+(?:answer|label|verdict)\s+(?:stands|holds)\b|"
    # a doubt answered: "Hmm, am I mixing them up? No, that's right: ..."
    r"\bno,?\s+(?:that's|that\s+is|i\s+(?:had|got)\s+it|i\s+was)\s+(?:right|correct)\b",
    re.IGNORECASE,
)
_BOTH = _lazy_re(r"yes\s+and\s+no", re.IGNORECASE)
_INTENSIFIER = _lazy_re(r"(?:not\s+even\s+close|no\s+contest)", re.IGNORECASE)
# "I don't know." closing the answer; another label "isn't crazy either": two labels left open.
# (Searched only when "know" or "either" occurs in the last sentence.)
_ABSTAIN_MORE = _lazy_re(
    r"\bi\s+(?:don't|do\s+not)\s+know\s*(?:[.!—–]|\s-\s|$)|"
    r"\b(?:isn't|is\s+not|wouldn't\s+be|would\s+not\s+be)\s+(?:crazy|unreasonable|implausible|a\s+stretch|out\s+of\s+the\s+question)\s+either\b",
    re.IGNORECASE,
)
_ABSTAIN = _lazy_re(
    r"\bi(?:'ll|\s+will|\s+must|'d\s+rather|\s+would\s+rather)?\s+(?:abstain|pass|decline\s+to\s+(?:answer|label|choose))\b|"
    r"\bleave\s+(?:it|this)(?:\s+\w+){0,2}\s+(?:unanswered|without\s+(?:a\s+)?(?:verdict|label|answer))\b|"
    r"\b(?:not\s+going\s+to|won't|will\s+not|don't\s+want\s+to)\s+(?:force|pick|choose|give|commit\s+to)\s+(?:a|one|an?\s+\w+)?\b|"
    r"\b(?:i'd|i\s+would)\s+rather\s+not\s+(?:choose|pick|commit|answer|label)\b|\bcan(?:'t|not)\s+(?:answer|say)\s+(?:either\s+)?yes\s+or\s+no\b|"
    r"\bcan(?:'t|not)\s+give\s+a\s+confident\b|\bcan(?:'t|not)\s+decide\b|"
    # handing the choice back: "I'll leave it to you", "I'll let you decide", "rather than pick one"
    r"\bleave\s+(?:it|this|that|the\s+(?:choice|call|decision))\s+(?:up\s+)?to\s+you\b|"
    r"\blet\s+you\s+(?:decide|choose|pick|judge)\b|\bleave\s+(?:it|this)\s+as\s+(?:ambiguous|undecided|open)\b|"
    r"\brather\s+than\s+(?:pick|choose|commit\s+to)\s+(?:one|either|a\s+label)\b|"
    r"\beither\s+(?:answer|label|one|reading)\s+could\s+be\s+(?:marked\s+)?(?:correct|right|defended)\b|"
    r"\b(?:annotators?|raters?|graders?|reviewers?|readers?|people|it|this|that)\s+(?:(?:could|might|would|may|can)\s+)?(?:go|going)\s+either\s+way\b|"
    r"\brefrain\s+from\s+(?:picking|choosing|giving|committing\s+to)\b|\bdepends\s+on\s+(?:your|the)\s+(?:[\w-]+\s+)?(?:rules|conventions?|guidelines)\b|"
    # "I'll leave it open.", "I'm going to hold off on a label."
    r"\bleave\s+(?:it|this|the\s+(?:question|label|verdict))\s+open\b|"
    r"\bhold(?:ing)?\s+off\s+on\s+(?:a|the|any|giving\s+a|assigning\s+a)\s+(?:label|verdict|answer|call|decision)\b",
    re.IGNORECASE,
)


# Words one of which every _ABSTAIN match holds (substring searches for them spare the pattern).
_ABSTAIN_KEYS = (
    "abstain", "pass", "decline", "leave", "going", "won't", "will", "want", "rather", "can't", "cannot",
    "let", "either", "refrain", "depends", "hold",
)  # fmt: skip


def _first_sentence_verdict(text: str, ls: LabelSet, spans: _Spans) -> bool:
    """True when the first sentence states a label of the set (what the ``first_line`` rule reads)."""
    lo, hi = spans[0]
    return _verdict(text, ls, spans, lo, hi, scan=False).label is not None


_BETWEEN = _lazy_re(
    r"(?:torn|unsure|undecided|stuck|split|leave\s+it)\s+between|(?:call\s+it\s+)?a\s+tie\s+between|one\s+of\s+(?:those|these|the)\s+two",
    re.IGNORECASE,
)
_RESOLVED = _lazy_re(r"\b(?:but|however|still|though|nonetheless|nevertheless)\b", re.IGNORECASE)


# The choice said to stay open, in a closing sentence of an answer that opened on no verdict and weighed more
# than one label: "It depends on the reading.", "I can't tell which one fits.", "Each of them has a case." (not
# "Entailment. It depends on the dog, of course.": a detail after the verdict; nor "..., so neutral. I can't say
# which shop it is.": one label named)
_OPEN_CHOICE = _lazy_re(
    r"\b(?:it|that|this|all|everything)\s+(?:(?:really|just|all|still)\s+)?depends\b|"
    r"\b(?:don't|don’t|do\s+not|can't|can’t|cannot|can\s+not)\s+(?:really\s+|quite\s+)?(?:know|tell|say|see)\s+which\b|"
    r"\b(?:each|both|all\s+three|all\s+of\s+them|each\s+of\s+them|both\s+of\s+them)\s+(?:has|have)\s+"
    r"(?:some|a|its|their)\s+(?:own\s+|real\s+|good\s+|fair\s+)?(?:argument|case|merit|point|support|claim)s?\b",
    re.IGNORECASE,
)


def _weighed(text: str, ls: LabelSet, spans: _Spans, hi: int) -> set[str]:
    """The labels of the set ``text[:hi]`` names without negating them (the options an answer weighs): its
    strong terms, and any term opening a sentence ("Maybe? No? ...")."""
    named = set()
    for lo, _ in spans:
        if lo >= hi:
            break
        first = _SEPARATORS.match(text, lo)
        opening = ls.match_any_at(text, first.end() if first else lo)
        if opening is not None and opening[0] in ls.labels:
            named.add(opening[0])
    for label, start, _ in ls.find_strong(text, 0, hi):
        if label in ls.labels:
            s_lo, _ = _sentence_of(spans, start)
            if not _NEGATION.search(" ".join(_clause_before(text, s_lo, start).split()[-6:])):
                named.add(label)
    return named


def _ends_undecided(text: str, ls: LabelSet, spans: _Spans) -> str | None:
    """Why the answer commits to nothing in the end, or None."""
    s_lo, s_hi = spans[-1]
    s_lo = max(s_lo, s_hi - _WINDOW)
    undecided = _INDECISION.search(text, s_lo, s_hi)
    if undecided is None and _OPEN_CHOICE.search(text, s_lo, s_hi) is not None:
        if not _first_sentence_verdict(text, ls, spans) and len(_weighed(text, ls, spans, spans[-1][0])) > 1:
            undecided = _OPEN_CHOICE.search(text, s_lo, s_hi)
    if undecided is not None and undecided.group()[:9].lower() == "depending":
        # "Roughly, yes - estimates run 96-99% depending on how you count.": a detail qualified after the
        # verdict (not "Yes or no, depending on ...": the verdict itself)
        first = _verdict(text, ls, spans, spans[0][0], spans[0][1], scan=False)
        nxt = _LIST_NEXT.match(text, first.end, spans[0][1]) if first.label is not None else None
        listed = nxt is not None and ls.match_any_at(text, nxt.end()) is not None
        if first.label is not None and not listed and len(text[first.end : undecided.start()].split()) >= 4:
            undecided = None
    if undecided is not None and _RESOLVED.search(text, undecided.end(), s_hi) is None:
        # ("It depends on ..., but for most of them, yes": a contrast after it settles the question)
        named = {label for label, _, _ in ls.find_strong(text, s_lo, s_hi) if label in ls.labels}
        if not named:
            return "the answer ends undecided"
        if _BETWEEN.match(undecided.group()) and len(named) > 1:  # "I'm torn between SUPPORTS and NEI."
            return f"the answer ends torn between labels ({', '.join(sorted(named))})"
    either = _EITHER.search(text, s_lo, s_hi) if "either" in text[s_lo:s_hi].lower() else None
    if either is not None:
        named = {label for label, _, _ in ls.find_strong(text, either.end(), s_hi)}
        if len(named) > 1:
            return f"the answer ends with a choice between labels ({', '.join(sorted(named))})"
    if not 0 < text.count("\n") <= 10 or len(text) > 600:
        return None
    lines = [line.strip(" \t*_-.:;!") for line in text.split("\n") if line.strip()]
    if 1 < len(lines) == len(text.strip().split("\n")) and len(lines) <= 6:
        labels = []
        for line in lines:
            hit = ls.match_any_at(line, 0)
            if hit is None or hit[2] != len(line):
                return None
            labels.append(hit[0])
        if len(set(labels)) > 1:
            return "the answer only lists the labels"
    return None


_OPENING_QUOTE = _lazy_re(
    r"\s*(?:\"([^\"\n]{1,200})\"|“([^”\n]{1,200})”)(?=\s*(?:[—–]|-\s|,?\s*(?:so|which|but|and)\b))"
)


def _mask_opening_quote(text: str) -> str:
    """'"No, I am your father." - so that settles it: ...': a quoted sentence of four words or more
    opening the answer, followed by the answer's own words, is someone else's; its words are blanked."""
    m = _OPENING_QUOTE.match(text)
    if m is None:
        return text
    g = 1 if m.group(1) is not None else 2
    lo: int = m.start(g)
    hi: int = m.end(g)
    if len(text[lo:hi].split()) < 4:
        return text
    return text[:lo] + " " * (hi - lo) + text[hi:]


# Words that cannot end a finished sentence: an answer ending on one without a full stop was cut off.
_OPEN_ENDINGS = frozenset(
    "is are was were be a an the at of to as than by with from in on and or but that which its their his her my "
    "our your this these those about around roughly nearly because so".split()
)


_CUT_LEAD = _lazy_re(r"\b(?:this|it|that|the\s+\w+)\s+(?:is|would\s+be|must\s+be)\b", re.IGNORECASE)


def _cut_in_conclusion(text: str) -> bool:
    """Whether ``text`` stops mid-sentence, on a word that needs more after it, in a sentence that was
    stating the conclusion ("So the hypothesis is", "Truth is, by the usual conventions this is a")."""
    tail = text[-_WINDOW:].rstrip()
    if not tail or not tail[-1].isalpha() or tail.rsplit(None, 1)[-1] not in _OPEN_ENDINGS:
        return False
    cut = max(tail.rfind(mark) for mark in ".!?\n")
    last = tail[cut + 1 :]
    return _CUT_LEAD.search(last) is not None or _CONCLUSION_CUE.search(last) is not None


_OPENED_CLAUSE = _lazy_re(
    r"\b(?:while|whereas|but|although|though|because|since|and|or|which|whose|so|if|when|unless|whether)"
    r"(?:\s+[\w'-]+){1,2}$",
    re.IGNORECASE,
)


def _cut_mid_clause(text: str, ls: LabelSet) -> bool:
    """Whether ``text`` stops without a full stop one or two words into a clause it had just opened, in a
    sentence of its reasoning ("..., while RCTs"): the weighing was cut off before any conclusion (not when
    those words are a verdict: "Not sure at first, but yes")."""
    tail = text[-_WINDOW:].rstrip()
    if not tail or not tail[-1].isalnum():
        return False
    cut = max(tail.rfind(mark) for mark in ".!?\n")
    last = tail[cut + 1 :]
    opened = _OPENED_CLAUSE.search(last) if len(last.split()) >= 6 else None
    if opened is None:
        return False
    words = last[opened.start() :].split(None, 1)
    return len(words) < 2 or ls.match_any_at(words[1], 0) is None


# A label quoted between words, as a word talked about: "A 'maybe' would only fit if ...", "calling it
# "neutral" ignores ..." (not after a verb of answering: "The answer is 'neutral' because ...")
_OPEN_QUOTES = {"'": "'’", '"': '"”', "“": "”", "‘": "’'"}
_ANSWERING_WORDS = frozenset("is was be say said answer label pick choose verdict chose picked go with call".split())


def _mask_quoted_labels(text: str, ls: LabelSet) -> str:
    """``text`` with each label quoted between words, as a word talked about, blanked."""
    out = None
    end = min(len(text), _MAX_SCAN)
    for opening, closings in _OPEN_QUOTES.items():
        # (str.rfind first: on text without the quote it costs much less than str.find)
        q = text.find(" " + opening, 0, end) if text.rfind(" " + opening, 0, end) >= 0 else -1
        while q >= 0:
            lo = q + 1
            close = -1
            for c in closings:
                at = text.find(c, lo + 2, min(end, lo + 27))
                if at >= 0 and (close < 0 or at < close):
                    close = at
            q = text.find(" " + opening, lo, end)
            if close < 0 or not text[lo - 2 : lo - 1].isalpha() or text[close + 1 : close + 2] != " ":
                continue
            if not text[close + 2 : close + 3].isalpha():
                continue
            word = text[lo + 1 : close]
            hit = ls.match_any_at(word, 0)
            if hit is None or hit[2] != len(word):
                continue
            before = text[max(0, lo - 20) : lo].split()
            if before and before[-1].lower() in _ANSWERING_WORDS:
                continue
            if out is None:
                out = list(text)
            out[lo : close + 1] = " " * (close + 1 - lo)
    return text if out is None else "".join(out)


_STANDING_EDGE = 40
_ITEM_MARKER = _lazy_re(r"\(?(?:\d{1,2}|[a-zA-Z])[.)]")
_OPENING_SEPARATORS = ("—", "–", " - ", ":")


def _label_named_by(token: str, ls: LabelSet) -> str | None:
    """The one label of ``ls`` that ``token`` names by itself: the label's word, its initial ("E", "C") or a
    clipped form of three or more letters ("ent", "neut", "contra"); None when it names none or several."""
    word = token.strip(".!*_()[]\"'`").lower()
    if not word.isalpha():
        return None
    named = []
    for label in ls.labels:
        name = label.lower()
        if word == name or (
            " " not in name and (len(word) == 1 or 3 <= len(word) <= len(name)) and name.startswith(word)
        ):
            named.append(label)
    hit = ls.match_any_at(word, 0) if not named else None
    if hit is not None and hit[0] in ls.labels and hit[2] == len(word) and len(word) > 1:
        named.append(hit[0])
    return named[0] if len(set(named)) == 1 else None


def _standing_label(text: str, ls: LabelSet) -> Extraction | None:
    """A label that stands apart at either edge of an answer read as none: the answer's last word set off by
    punctuation or a symbol ("..., so it's implied. ent.", "Hard to say → maybe", ": C"), or its first word
    set off by a dash or colon ("Neutral – could more be added later?", "ENT — the same words"). The rest
    of the answer is its reason; the two edges must agree."""
    body = text.strip()
    if len(body) < 3:
        return None
    found: list[tuple[str, str]] = []
    tail = body[-_STANDING_EDGE:].rstrip(".!*_ \t\n")
    cut = max(tail.rfind(" "), tail.rfind("\n"), tail.rfind("\t"))
    if cut > 0:
        before = tail[:cut].rstrip()
        last = tail[cut + 1 :]
        # set off: what precedes it is a mark, not a word ("paraphrase. E", "→ maybe", "¯\_(ツ)_/¯ maybe")
        # (not a list's item marker: "Options: 1. entailment 2. neutral 3. contradiction")
        marker = bool(before) and _ITEM_MARKER.fullmatch(before.rsplit(None, 1)[-1]) is not None
        if before and not before[-1].isalnum() and before[-1] not in ",'\"" and not marker:
            label = _label_named_by(last, ls)
            if label is not None:
                found.append((label, last))
    head = body[:_STANDING_EDGE]
    for sep in _OPENING_SEPARATORS:
        at = head.find(sep)
        if at > 0 and len(head[:at].split()) == 1:
            first = head[:at].strip()
            label = _label_named_by(first, ls)
            if label is not None and (len(first) > 1 or first.isupper()):
                found.append((label, first))
            break
    labels = {label for label, _ in found}
    if len(labels) != 1:
        return None
    # (an answer naming other labels as well left them open: "entailment or neutral? ... : C" is not read)
    if len(body) > 2000 or {label for label, _, _ in ls.find_strong(body)} - labels:
        return None
    return _result(found[0][0], "conclusion", found[0][1])


# Declining to answer anywhere in the answer: "Let me skip this one.", "I'll refrain from labelling it."
_DECLINING = _lazy_re(
    r"\b(?:skip|refrain|decline|abstain|pass\s+on)\b|\bcan(?:'t|not)\s+(?:answer|label|say\s+which)\b|"
    r"\b(?:don't|do\s+not)\s+want\s+to\s+(?:say|answer|label|pick|choose)\b|\bi\s+(?:don't|do\s+not)\s+know\b",
    re.IGNORECASE,
)


_ASKED_LEAD = " \t\n.…*_\"'"
# a sound of hesitation (or "well") and its comma before a label asked as the answer: "Um, yes?", "Er, maybe?"
_HESITATION = _lazy_re(r"(?:u+m+|u+h+|e+r+m*|h+m+|a+h+|well),\s*", re.IGNORECASE)


# Every label turned down at once: "none of those fit neatly", "none of the three applies", "the pair is ill-posed"
_NONE_FITS = _lazy_re(
    r"\bnone\s+of\s+(?:the\s+above|the\s+three|them|those|these|the\s+(?:labels|options|categories))"
    r"(?:\s+(?:three\s+)?(?:labels|options|categories))?\s+(?:[a-z]+ly\s+)?(?:fits?|applies|apply|works?)\b|\bill[-\s]posed\b",
    re.IGNORECASE,
)


def _asked_pick(text: str, ls: LabelSet) -> Extraction | None:
    """A label asked on its own as the answer's first or last sentence ("maybe? it's a small survey", "...
    So... neutral?"), left unanswered and with no other label named: the answer's verdict, said hesitantly."""
    if len(text) > _MAX_SCAN:
        return None
    spans = _sentences(text)
    for index in (0, len(spans) - 1):
        lo, hi = spans[index]
        body = text[lo:hi].strip()
        if not body.endswith("?") or len(body) > 40:
            continue
        word = body.rstrip("?").strip(_ASKED_LEAD)
        if word[:3].lower() == "so ":
            word = word[3:].strip(_ASKED_LEAD)
        elif word[:1] in "EUHWAOeuhwao" and "," in word[:8]:
            hesitation = _HESITATION.match(word)
            if hesitation is not None:  # "Um, yes?", "Er, neutral?": a sound of hesitation before the label
                word = word[hesitation.end() :]
        hit = ls.match_any_at(word, 0)
        if hit is None or hit[2] != len(word):
            continue
        if index + 1 < len(spans):
            nxt = _SEPARATORS.match(text, spans[index + 1][0])
            answered = YES_NO.match_any_at(text, nxt.end() if nxt else spans[index + 1][0])
            if answered is not None or text.startswith(("not", "Not", "nope", "Nope"), nxt.end() if nxt else 0):
                return None  # "Entailment? No." - the label asked about and rejected
            n_lo, n_hi = spans[index + 1]
            other = text[n_lo:n_hi].strip(_ASKED_LEAD)
            if other[:3].lower() == "or " and other.endswith("?"):
                other = other[3:].rstrip("?").strip(_ASKED_LEAD)
                alt = ls.match_any_at(other, 0)
                if alt is not None and alt[2] == len(other) and alt[0] != hit[0]:
                    return None  # "Maybe? Or yes?" - another label asked beside it: two offered, neither picked
        others = {label for label, _, _ in ls.find_strong(text)} - {hit[0]}
        if others:
            return None
        return _result(hit[0], "conclusion", body)
    return None


def _conceded(text: str, ls: LabelSet, spans: _Spans, opening: _Verdict, s_hi: int) -> _Verdict | None:
    """The verdict closing the answer's last sentence after a contrast, when the sentence opened with another:
    "Statistically, yes, but whether it helps patients is unclear - maybe." (the opening one conceded)."""
    if s_hi != spans[-1][1]:
        return None
    contrast = _RESOLVED.search(text, opening.end, s_hi)
    if contrast is None:
        return None
    tail = _tail_clause_verdict(text, ls, spans, opening.end, s_hi)
    if tail is None or tail.label == opening.label or tail.start < contrast.end():
        return None
    return tail


def _silent_on_it(response: str, ls: LabelSet) -> Extraction | None:
    """The one label the fallback terms name, not negated, hedged or asked, in a finished answer that names
    no label and does not decline to answer ("Her age isn't specified.", "The study didn't assess harms.")."""
    text = _normalize(response).rstrip()
    # (an answer cut off, or trailing off, was still on its way to a verdict)
    if not text or text[-1] not in ".!)\"'" or text.endswith("..") or len(text) > _MAX_SCAN:
        return None
    if _DECLINING.search(text) or is_refusal(text) or is_undecided(text):
        return None
    first = _SEPARATORS.match(text)
    if ls.match_any_at(text, first.end() if first else 0) is not None:
        return None  # ("yes/no - the abstract does not say.": verdict words left open first)
    spans = _sentences(text)
    named: dict[str, tuple[int, int]] = {}
    for label, start, end in ls.find_fallback(text):
        s_lo, s_hi = _sentence_of(spans, start)
        clause = _clause_before(text, s_lo, start)
        if _NEGATION.search(" ".join(clause.split()[-6:])) or _is_hedged(text, s_lo, start, s_hi, end, spans):
            continue
        # ("It never says so outright, but it's implied.": a silence conceded before a contrast)
        next_hi = _sentence_end_after(spans, s_hi, text) if s_hi < len(text) else s_hi
        if _RESOLVED.search(text, end, min(next_hi, end + _WINDOW)):
            continue
        named.setdefault(label, (start, end))
    if len(named) != 1:
        return None
    label, (start, end) = next(iter(named.items()))
    return _result(label, "only_label_mentioned", text[start:end])


def _marks_other_labels(text: str, ls: LabelSet, spans: _Spans, label: str) -> bool:
    """Whether a set without a yes label ("✓" names its first label) has the answer name another label,
    not negated, before its closing mark: "Entailment or neutral ✓" checks neither."""
    if "yes" in ls.labels:
        return False
    lo = max(0, len(text) - _WINDOW)
    return any(m.label != label for m in _mentions(text, ls, spans, lo, len(text)) if not m.negated)


def _affirms_named(text: str, ls: LabelSet, first: _Verdict, closing: _Verdict) -> bool:
    """Whether ``closing`` is a bare affirming word ("Of course!", "¡Claro!", "Sure.") after a label the
    answer named by its own term, in a set without a yes label: it confirms that label."""
    if "yes" in ls.labels or not ls.is_strong(text[first.start : first.end]):
        return False
    hit = YES_NO.match_any_at(text, closing.start)
    return hit is not None and hit[0] == "yes" and not ls.is_strong(text[closing.start : closing.end])


def _says_silent(text: str, ls: LabelSet, first: _Verdict, closing: _Verdict) -> bool:
    """Whether ``closing`` is a short note that the text is silent ("Maybe. Not mentioned.", "Neutral. Not
    stated."), which gives the reason for the undecided label the answer opened with, not another verdict."""
    return any(
        label == first.label and lo <= closing.start < hi
        for label, lo, hi in ls.find_fallback(text, max(0, closing.start - 40), min(len(text), closing.end + 40))
    )


def _verdict_run(text: str, ls: LabelSet, spans: _Spans) -> bool:
    """Whether the answer opens with three or more sentences that are each one bare verdict word, not all the
    same ("Yes. No. Maybe? The studies flip-flop.", "No! Yes? Maybe."): verdicts listed, none chosen."""
    if len(spans) < 3:
        return False
    seen = []
    for lo, hi in spans[:4]:
        body = text[lo:hi].strip(" \t\n.!?…*_")
        if not body or len(body) > 12:
            break
        hit = ls.match_any_at(body, 0)
        if hit is None or hit[2] != len(body):
            break
        seen.append(hit[0])
    return len(seen) >= 3 and len(set(seen)) > 1


# The answer's own pick, in the first person: "I'd answer maybe", "I'll go with neutral", "so I'd pick X:"
_FIRST_PERSON_PICK = _lazy_re(
    r"\bi(?:'d|'ll|\s+would|\s+will)\s+(?:(?:still|rather|probably|just)\s+)?(?:answer|go(?:\s+(?:with|for))?|pick|choose|opt\s+for)\b"
    # (and a short qualifier before a colon: "I'll answer based on the evidence: NOT ENOUGH INFO")
    r"(?:[^.:;!?\n]{0,40}?:)?[\s:]*",
    re.IGNORECASE,
)


_REPAIR_CUE = _lazy_re(r"\b(?:sorry,?\s+)?i\s+mean[t]?\b[\s:,]*|\bor\s+rather\b[\s:,—–-]*", re.IGNORECASE)


def _repair_cue_at(text: str) -> int:
    """Where the last "i mean" or "or rather" (any case) in the answer's last stretch starts, or -1."""
    # (str.rfind: on text without the word it costs much less than str.find, and only whether it occurs matters)
    if text.rfind("mean", len(text) - 4 * _WINDOW) < 0 and text.rfind("rather", len(text) - 4 * _WINDOW) < 0:
        return -1  # (the common case, decided without lowering the text)
    low = text[-4 * _WINDOW :].lower()
    at = max(low.rfind("i mean"), low.rfind("or rather"))
    return at + len(text) - len(low) if at >= 0 else -1


def _repaired(text: str, ls: LabelSet, spans: _Spans) -> Extraction | None:
    """A slip repaired in the same sentence, with no other label after it: "I'd say REFUTES - sorry, I mean
    NOT ENOUGH INFO.", "Contradiction, or rather neutral: ..." (the label after the repair)."""
    at = _repair_cue_at(text)
    if at < 0:
        return None
    # (the last cue: its sentence's start is searched from, "sorry, " at most before it)
    cue = _REPAIR_CUE.search(text, max(0, at - 8), min(len(text), at + 40))
    if cue is None:
        return None
    _, s_hi = _sentence_of(spans, cue.start())
    after = _verdict(text, ls, spans, cue.end(), max(s_hi, cue.end()), scan=False)
    if after.label is None or after.start != cue.end():
        return None
    # (the slip lies just before the repair, in its sentence or ending the one before: "Contradiction... sorry,")
    before = {label for label, _, _ in ls.find_strong(text, max(0, cue.start() - _REVISION_REACH), cue.start())}
    if not before or after.label in before:
        return None
    later = set()
    for label, start, end in ls.find_strong(text, after.end, min(len(text), after.end + _WINDOW)):
        l_lo, l_hi = _sentence_of(spans, start)
        if not _is_negated(text, l_lo, start, end, l_hi):
            later.add(label)
    if later - {after.label}:
        return None
    return _result(after.label, "conclusion", text[cue.start() : after.end].strip())


def _chosen_later(text: str, ls: LabelSet, spans: _Spans, first: _Verdict) -> Extraction | None:
    """A later sentence where the answer picks, in the first person, another label than the word it
    opened with ("Not necessarily. ... I'd answer maybe, though some would say yes.")."""
    if "i" not in text.lower()[first.end :]:
        return None
    picks = list(_FIRST_PERSON_PICK.finditer(text, first.end))
    if not picks:
        return None
    pick = picks[-1]
    s_lo, s_hi = _sentence_of(spans, pick.start())
    if s_lo < first.end or _is_hedged(text, s_lo, pick.start(), s_hi, None, spans):
        return None
    v = _verdict(text, ls, spans, pick.end(), s_hi, scan=False)
    if v.label is None or v.label == first.label or v.start != pick.end():
        return None
    return _result(v.label, "conclusion", text[pick.start() : v.end].strip())


def _named_after_word(text: str, ls: LabelSet, spans: _Spans, v: _Verdict, lo: int, hi: int) -> Extraction | None:
    """The one label a strong term names later in the sentence opened by a bare yes or no of a set without a
    yes label: "Yes, it's a contradiction." (contradiction), "Sí, es neutral - ..." (neutral)."""
    named = []
    for label, start, end in ls.find_strong(text, v.end, hi):
        if not _is_negated(text, lo, start, end, hi) and not _is_hedged(text, lo, start, hi, end, spans):
            named.append((label, start, end))
    labels = {label for label, _, _ in named}
    if len(labels) != 1 or v.label in labels:
        return None
    label, start, end = named[0]
    return _result(label, "first_line", text[start:end])


def read_label(response: object, ls: LabelSet) -> Extraction:
    """Read the label ``response`` commits to, in label set ``ls``. Never raises on bad output.

    ``value`` is the canonical label or None; ``method`` is the rule that found it
    (``answer_marker``, ``first_line``, ``conclusion``, ``only_label_mentioned``) or
    ``none``; ``evidence`` is the text that named the label; ``reason`` says why
    nothing was found."""
    found = _extract(response, ls)
    if (
        found.value is not None
        and found.method not in ("first_line", "answer_marker")
        and isinstance(response, str)
        and (_cut_in_conclusion(response) or _cut_mid_clause(response, ls))
    ):
        # "... Possibly. Truth is, under the usual conventions this is a": the conclusion was still to come
        return _result(None, "none", reason="the answer is cut off before its conclusion")
    if found.value is None and found.method == "none" and len(ls.labels) >= 3 and isinstance(response, str):
        standing = _standing_label(response, ls)
        if standing is not None:
            found = standing
    if (
        found.value is None
        and isinstance(response, str)
        and ((found.reason or "").endswith("label found in the answer") or (found.reason or "").startswith("mentions "))
    ):
        asked = _asked_pick(_normalize(response), ls)
        if asked is not None:  # "maybe? it's just one survey": a verdict word asked, hesitantly, as the answer
            found = asked
    if found.value is None and ls.fallback and (found.reason or "").endswith("label found in the answer"):
        silent = _silent_on_it(str(response), ls)
        if silent is not None:  # "Her age isn't specified.": the text silent on the point
            found = silent
    if found.value is not None and found.value not in ls.labels:
        # e.g. "maybe" for a yes/no benchmark: a commitment, but to no label of this set.
        return _result(
            None,
            "none",
            found.evidence,
            reason=f"the answer says {found.value!r}, which is not a label of {ls.name} ({', '.join(ls.labels)})",
        )
    return found


def _marker_reading(text: str, ls: LabelSet, spans: _Spans, low: str, start: int, end: int) -> Extraction | None:
    """What the answer marker ``text[start:end]`` commits the answer to, or None when it commits to nothing
    and the marker before it is to be read (hedged, or no label after it)."""
    s_lo, s_hi = _sentence_of(spans, start)
    if _is_hedged(text, s_lo, start, s_hi, None, spans):
        return None
    hi = _sentence_end_after(spans, end, text) if end < len(text) else len(text)
    if text[end:hi].strip() == "" and hi < len(text):
        # "Answer:" on its own line: the label is on the next line.
        hi = _sentence_end_after(spans, hi + 1, text) if hi + 1 < len(text) else len(text)
    v = _verdict(text, ls, spans, end, hi, scan=True)
    if v.label is not None:
        # "Verdict: SUPPORTS - wait, I misread. ... So the claim is contradicted: REFUTES."
        # (right after it: "Verdict: X - wait, ...", "The answer is X. Wait - ...")
        gate = low or text[: v.end + _REVISION_REACH].lower()
        revision = (
            _REVISION.search(text, v.end, min(len(text), v.end + _REVISION_REACH))
            if _REVISION_GATE.search(gate, v.end, v.end + _REVISION_REACH) is not None
            else None
        )
        if revision is not None:
            later = _conclusion(text, ls, spans, revision.end())
            if later is not None and later.value is not None and later.value != v.label:
                return later
        return _result(v.label, "answer_marker", text[v.start : v.end].strip())
    letter = text[end:hi].strip(" \t\n.!*_()[]")
    if len(letter) == 1 and letter.isalpha() and len(ls.labels) >= 3:  # "Answer: C" (contradiction)
        named = [label for label in ls.labels if label[:1].lower() == letter.lower()]
        if len(named) == 1:
            return _result(named[0], "answer_marker", text[end:hi].strip())
    if v.ambiguous:
        # "Answer: yes / no / maybe → no": the labels listed, then an arrow to the one chosen
        arrow = max(text.rfind(a, end, hi) + len(a) if text.rfind(a, end, hi) >= 0 else -1 for a in _ARROWS)
        if arrow > end:
            chosen = _verdict(text, ls, spans, arrow, hi, scan=True)
            if chosen.label is not None:
                return _result(chosen.label, "answer_marker", text[chosen.start : chosen.end].strip())
        return _result(
            None,
            "none",
            text[end:hi].strip(),
            reason=f"the answer line names several labels ({', '.join(v.ambiguous)})",
        )
    return None


# How far back from the end the last sentence is looked for by :func:`_last_sentence`.
_LAST_SENTENCE_REACH = 600


def _last_sentence(text: str) -> tuple[int, int] | None:
    """The span :func:`_sentences` gives last, found from the end of ``text`` (None when that sentence
    starts more than :data:`_LAST_SENTENCE_REACH` characters from the end, or ``text`` is blank).

    The scan starts just after a blank: a sentence end (a mark and its closing quotes or brackets,
    or a newline) holds no blank before its last character, so none begun earlier reaches past that
    point, and the ends found from there are the ends the whole text's scan finds."""
    for reach in (_LAST_SENTENCE_REACH // 4, _LAST_SENTENCE_REACH):  # (most last sentences are short)
        lo = max(0, len(text) - reach)
        if lo:
            while lo < len(text) and not text[lo - 1].isspace():
                lo += 1
        start, last = lo, None
        for end in map(_end_of, _SENTENCE_END.finditer(text, lo)):
            if start < end and not text[start:end].isspace():
                last = (start, end)
            start = end
        if start < len(text) and not text[start:].isspace():
            last = (start, len(text))
        if last is not None and (last[0] > lo or lo == 0):
            return last
        if lo == 0:
            return None
    return None  # (the sentence may have begun before the scan)


# What every answer marker holds: a colon or "=" (line markers, "Final:", other languages' markers), an
# inline marker's keyword, a change of mind named with its label ("Correcting to no", "I'd switch it to
# SUPPORTS") or "is my" (a pick named after its label). A stretch with none holds no marker.
_MARKER_SIGNS = (":", "=", " is my ", *_REVISED_TO_KEYS, *_INLINE_MARKER_KEYS)


def _cut_at_marker(text: str) -> bool:
    """Whether the answer is cut off at its answer marker ("... The label is")."""
    # (every match ends in "is", "be", "as" or an adverb's "ly" before blanks and a colon: a cheap test spares the search)
    return text.rstrip(" \t\n\r:")[-2:].lower() in ("is", "be", "ly", "as") and (
        _CUT_AT_MARKER.search(text, max(0, len(text) - 80)) is not None
    )


def _abstention(text: str, last: tuple[int, int]) -> tuple[re.Match[str] | None, bool]:
    """How the last sentence ``last`` may abstain: the :data:`_ABSTAIN` match in it (None when there is
    none), and whether :data:`_ABSTAIN_MORE` ("don't know", "either") matches there."""
    lo, hi = max(last[0], last[1] - _WINDOW), last[1]
    low = text[lo:hi].lower()
    abstains = _ABSTAIN.search(text, lo, hi) if any(key in low for key in _ABSTAIN_KEYS) else None
    more = (text.find("know", lo, hi) >= 0 or text.find("either", lo, hi) >= 0) and (
        _ABSTAIN_MORE.search(text, lo, hi) is not None
    )
    return abstains, more


def _closing_marker(text: str, ls: LabelSet) -> Extraction | None:
    """The reading of an answer whose last sentence holds an answer marker and its label ("..., so the
    answer is X.", "Final answer: X"), from that sentence alone; None when the whole answer must be read.

    It is what the whole reading gives, found without splitting the whole answer into sentences or
    searching all of it for markers: the rules read before the markers look only at the last sentence
    (a cut-off marker, an abstention) or are left to the whole reading when they may apply (a repaired
    slip); the markers are tried latest first, so one in the last sentence that names a label is the
    first to decide, and every check of it (hedge, label, a change of mind after it) stays in that
    sentence."""
    if _cut_at_marker(text) or _repair_cue_at(text) >= 0:
        return None  # (cut off at its marker, or maybe a repaired slip: the whole reading decides)
    # (the common answer that ends on no marker is told at once; declining is always safe, as the whole
    # reading follows)
    closing = text[-_LAST_SENTENCE_REACH // 4 :].lower()
    if not any(sign in closing for sign in _MARKER_SIGNS):
        return None
    last = _last_sentence(text)
    if last is None:
        return None
    low = text.lower() if text.isascii() else ""
    if low and not any(sign in low[last[0] :] for sign in _MARKER_SIGNS):
        return None
    markers = _markers(text, low, last[0])
    if not markers:
        return None
    abstains, more = _abstention(text, last)
    if abstains is not None or more:
        return None  # (an abstention, or a reason given for the verdict: the whole reading decides)
    spans = _Spans([last])
    for start, end in sorted(markers, reverse=True):
        read = _marker_reading(text, ls, spans, low, start, end)
        if read is not None:
            return read
    return None


_ARROWED_LETTER = _lazy_re(r"(?:→|=>|⇒|->)[ \t]*[*_]*([A-Za-z])[*_]*[.!]?\s*$")


def _extract(response: object, ls: LabelSet) -> Extraction:
    if response is None:
        return _result(None, "none", reason="no response")
    text = _normalize(str(response))
    if not text.strip():
        return _result(None, "none", reason="empty response")
    text = resolve_options(text, ls)  # "1. entailment 2. neutral ... Answer: 2"
    if not text.strip():  # "A: incorrect\nB: correct": an option list and nothing else
        return _result(None, "none", reason="the answer only lists options, with no verdict")
    # A one-letter reply ("E", "N.", "**Y**") names the one label of the set starting with it.
    letter = text.strip().strip(".!*_ ") if len(text) < 16 else ""
    if len(letter) == 1 and letter.isalpha():
        named = [label for label in ls.labels if label[:1].lower() == letter.lower()]
        if len(named) == 1:
            return _result(named[0], "first_line", text.strip())
    tail = text[-12:]
    arrowed = (
        _ARROWED_LETTER.search(text, len(text) - 12)
        if len(text) > 16 and (">" in tail or "→" in tail or "⇒" in tail)
        else None
    )
    if arrowed is not None:  # "... Nothing contradicts it either. → N": one letter after a closing arrow
        named = [label for label in ls.labels if label[:1].lower() == arrowed.group(1).lower()]
        if len(named) == 1:
            return _result(named[0], "conclusion", arrowed.group(0).strip())
    if text.lstrip()[:1] in ('"', "“"):
        text = _mask_opening_quote(text)
    if "'" in text or '"' in text or "“" in text or "‘" in text:
        text = _mask_quoted_labels(text, ls)
    marked = _closing_marker(text, ls)
    if marked is not None:  # (the common answer that ends on its answer line, read from that line)
        return marked
    spans = _sentences(text)

    def found(v: _Verdict, method: str) -> Extraction:
        return _result(v.label, method, text[v.start : v.end].strip())

    # An answer cut off at its answer marker ("... The label is") commits to nothing.
    if _cut_at_marker(text):
        return _result(None, "none", reason="the answer is cut off before its verdict")
    # An answer that ends by abstaining commits to nothing, whatever it considered before.
    abstains, more = _abstention(text, spans[-1])
    if abstains is not None and "either way" in abstains.group(0).lower() and _first_sentence_verdict(text, ls, spans):
        abstains = None  # "Neutral: nothing says how it ended, so it could go either way.": the verdict's reason
    if abstains is not None or more:
        return _result(None, "none", reason="the answer abstains")

    repaired = _repaired(text, ls, spans)
    if repaired is not None:
        return repaired

    # 1. Explicit answer markers: the last one that names a label wins.
    low = text.lower() if text.isascii() else ""
    markers = sorted(_markers(text, low), reverse=True)
    for start, end in markers[:_MAX_MARKERS]:
        read = _marker_reading(text, ls, spans, low, start, end)
        if read is not None:
            return read

    # An answer that ends undecided ("Hard to say.", "either X or Y depending on...") or that
    # only lists the labels one per line commits to nothing, whatever it said before.
    undecided = _ends_undecided(text, ls, spans)
    if undecided is not None:
        return _result(None, "none", reason=undecided)

    # "| entailment | ✔ |" / "- neutral: ✘": the labels listed one per line, one of them checked
    if not low and "\n" in text and any(mark in text for mark in _MARKS):  # (the marks are not ASCII)
        checked = _checked_labels(text, ls)
        if len(checked) == 1:
            return _result(checked[0], "elimination", text.strip()[-200:])
        if checked:
            return _result(None, "none", reason=f"the answer checks several labels ({', '.join(checked)})")

    # "可能（maybe）。...", "Sí (yes), ...": an opening word glossed by a label in brackets
    glossed = _GLOSSED.match(text) if "(" in text[:40] or "（" in text[:40] else None
    if glossed is not None:
        gloss = ls.match_any_at(glossed.group(2), 0)
        own = ls.match_any_at(glossed.group(1), 0)
        if gloss is not None and gloss[2] == len(glossed.group(2)) and (own is None or own[0] == gloss[0]):
            return _result(gloss[0], "first_line", glossed.group(0).strip())

    # "- entailment: plausible\n- neutral: maybe\n- contradiction: no": each label judged in turn, not a verdict
    if "\n" in text:
        judged = _labels_judged(text, ls, spans)
        if judged is not None:
            return judged

    # 2. A verdict in the first sentence, whatever the discussion after it says - unless the
    # answer then changes its mind ("Yes... wait, no", "Entailment. Hmm, actually...") and
    # concludes again, or the first verdict is not a label of the set ("Yes and no - ... : no").
    first_lo, first_hi = spans[0]
    lead = _lead_in(text, first_lo, first_hi)
    if lead is None and _DECIMAL.search(text, first_lo, min(first_hi, first_lo + 120)):
        lead = _LEAD_IN_NUMBER.match(text, first_lo, first_hi)
    head_lo = lead.end() if lead else first_lo
    v = _Verdict(None)
    if lead is not None:  # "Right, no one can..." - the lead itself may be the verdict
        v = _verdict(text, ls, spans, first_lo, first_hi, scan=False)
    if v.label is None:
        v = _verdict(text, ls, spans, head_lo, first_hi, scan=len(text[head_lo:first_hi].split()) <= 10)
    if v.label is not None and _verdict_run(text, ls, spans):
        return _result(None, "none", reason="the answer opens by listing different verdicts, one per sentence")
    if v.label is not None and "yes" not in ls.labels and not ls.is_strong(text[v.start : v.end]):
        confirmed = _named_after_word(text, ls, spans, v, first_lo, first_hi)
        if confirmed is not None:  # "Yes, it's a contradiction.": the label the yes or no confirms
            return confirmed
    if v.label is not None:
        picked = _chosen_later(text, ls, spans, v)
        if picked is not None:  # "Not necessarily. ... I'd answer maybe.": the answer's own pick
            return picked
        revision = _REVISION.search(text, v.end)
        # "Yes - hold on, let me reconsider ... so my first answer stands": the first verdict, kept
        if (
            revision is not None
            and v.label in ls.labels
            and _KEEP_FIRST.search(text, revision.end(), min(len(text), revision.end() + 4 * _WINDOW))
        ):
            return found(v, "first_line")
        closing = _closing_verdict(text, ls, spans, v.end)
        if closing is None and len(spans) == 1:
            closing = _conceded(text, ls, spans, v, first_hi)
        # ("Correct. Alaska is twice the size of Texas. Not even close.": an intensifier, not a verdict)
        if (
            closing is not None
            and closing.label != v.label
            and not _INTENSIFIER.fullmatch(text, closing.start, closing.end)
            and not _affirms_named(text, ls, v, closing)
            and not _says_silent(text, ls, v, closing)
        ):
            return found(closing, "conclusion")
        both = v.end - v.start > 9 and _BOTH.fullmatch(text, v.start, v.end) is not None
        if both:  # "Yes and no. ... Strictly, as asked: no.": a later verdict settles it
            later = _conclusion(text, ls, spans, v.end)
            if later is not None and later.value is not None and later.value != v.label:
                return later
        if revision is not None or v.label not in ls.labels:
            # "Yes. No, wait ...": the "no" retracts the first verdict and is none itself
            retracted = revision is not None and revision.group().lower().startswith("no")
            after = (revision.end() if retracted else revision.start()) if revision is not None else v.end
            later = _conclusion(text, ls, spans, after)
            if later is not None and later.value is not None:
                return later
            if retracted:
                return _result(None, "none", reason="the answer retracts its first verdict and does not conclude again")
        return found(v, "first_line")

    # "17 × 23 = 391 ✓": an answer that ends on a check or cross mark
    end_mark = len(text) - 1
    while end_mark >= 0 and text[end_mark] in " \t\n.!*_|\ufe0f":  # (and an emoji variation selector: "✔️")
        end_mark -= 1
    if end_mark >= 0 and text[end_mark] == ")":  # "Tonal ✔. (Unlike Japanese.)": an aside after the mark
        aside = text.rfind("(", max(0, end_mark - 300), end_mark)
        if aside > 0 and ")" not in text[aside:end_mark]:
            end_mark = aside - 1
            while end_mark >= 0 and text[end_mark] in " \t\n.!*_|\ufe0f":
                end_mark -= 1
    if end_mark >= 0 and text[end_mark] in _MARKS:
        hit = ls.match_any_at(text, end_mark)
        if hit is not None and not _marks_other_labels(text, ls, spans, hit[0]):
            return _result(hit[0], "conclusion", text[end_mark])

    # "X? No. Y? Not quite. So it's the remaining one." / "..., so that's the one I'll submit."
    def negated(start: int, end: int) -> bool:
        s_lo, s_hi = _sentence_of(spans, start)
        return _is_negated(text, s_lo, start, end, s_hi)

    pointed = pointed_label(text, low, ls, negated)
    if pointed is not None:
        return _result(pointed, "elimination", text[max(0, len(text) - 200) :].strip())

    # 3. Hedged reasoning ending in a verdict: the last concluding statement naming one label.
    later = _conclusion(text, ls, spans, 0)
    if later is not None:
        return later

    # 4. Every counted mention names the same label.
    # (On a huge answer only its last _MAX_SCAN characters are read for mentions: a degenerate
    # repetition must not cost more than reading a long answer.)
    mentions = _mentions(text, ls, spans, max(0, len(text) - _MAX_SCAN), len(text))
    positive = [m for m in mentions if not m.negated and not m.hedged]
    labels = list(dict.fromkeys(m.label for m in positive))
    if len(labels) == 1:
        first = positive[0]
        return _result(labels[0], "only_label_mentioned", text[first.start : first.end])
    if len(labels) > 1:
        return _result(None, "none", reason=f"names several labels ({', '.join(labels)}) and no verdict")
    tentative = list(dict.fromkeys(m.label for m in mentions if not m.negated))
    if len(tentative) > 1:
        return _result(None, "none", reason=f"names several labels ({', '.join(tentative)}) without committing to one")
    if tentative:
        return _result(
            None, "none", reason=f"mentions {tentative[0]} only tentatively (in a question, condition or hedge)"
        )
    if len(ls.labels) >= 3:  # "Not entailment, and not neutral either.": the one label left
        rejected = {m.label for m in mentions if m.negated} | negated_labels(
            text, ls, max(0, len(text) - _WINDOW), len(text)
        )
        left = [label for label in ls.labels if label not in rejected]
        if (
            len(left) == 1
            and len(rejected) == len(ls.labels) - 1
            # ("It isn't yes and isn't no, but I'm not sure about maybe either.": the one left is doubted too)
            and _named_word(text, left[0], max(0, len(text) - _WINDOW)) is None
            # ("... it also isn't yes. I'll stop here.": the writer breaks off before naming the one left)
            and _STOPPED.search(text, max(0, len(text) - 120)) is None
            # ("Not entailment, not contradiction - none of those fit. I'd call it ill-posed.": the one left is
            # turned down with them)
            and _NONE_FITS.search(text, max(0, len(text) - _WINDOW)) is None
        ):
            return _result(left[0], "elimination", text[max(0, len(text) - _WINDOW) :].strip())
    if mentions:
        kinds = ", ".join(dict.fromkeys(m.label for m in mentions))
        return _result(None, "none", reason=f"only negated labels (not {kinds}); no committed label")
    return _result(None, "none", reason=f"no {ls.name} label found in the answer")


# The writer breaking off in the first person: "I'll stop here.", "Leaving it there.", "Let's leave it at that."
_STOPPED = _lazy_re(
    r"\b(?:(?:i'll|i\s+will|i'm\s+going\s+to|let\s+me|let's|i'd\s+better|i\s+should|i'm\s+gonna)\s+"
    r"(?:stop|leave\s+it|quit|end\s+(?:it|there|here))|(?:i'm\s+|i\s+am\s+)?(?:leaving|stopping)\s+(?:it|here|there))\b",
    re.IGNORECASE,
)


def _named_word(text: str, word: str, lo: int) -> re.Match[str] | None:
    """Where ``word`` (a label's own name) occurs as a whole word in ``text[lo:]``, else None."""
    if word.casefold() not in text[lo:].casefold():
        return None
    return re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.IGNORECASE).search(text, lo)
