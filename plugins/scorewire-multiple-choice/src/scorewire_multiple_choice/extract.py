"""Reading the chosen option (A-J) out of a free-form chat answer.

The extractor looks for the answer the way a careful human grader would:

1. **Commitments**, searched from the end of the answer backwards, so the final
   commitment wins over options discussed earlier in a chain of thought and over
   a first guess the model later revised: ``the answer is (C)``, ``Answer: **D**``,
   ``\\boxed{E}``, ``{"answer": "B"}``, ``I'll go with D``, ``B is correct``,
   ``the correct option is D``, ``... but actually D``. A final line that is a bare
   option label (``**D**``, ``(B)``, ``C) Mitochondria``, ``Option D``) is a
   commitment too, unless it is the tail of an enumeration of the options.
2. **A leading label** (``C) Mitochondria`` / ``B. Because ...``) when the answer
   does not go on to enumerate the other options the same way.
3. **The option text** alone (``Mitochondria``), matched against ``choices``.
4. **A single option letter** mentioned as a word (never the article "A" or the
   pronoun "I"), when exactly one distinct letter is mentioned.

An answer that commits to two options (``A or C``, ``both B and D``), a refusal,
or "none of the above" (unless that is one of the options' text) is unparsed:
the result has ``letter=None`` and a ``reason``.

Only uppercase letters count as option letters outside explicit markers such as
``(b)`` or ``\\boxed{b}``: lowercase "a" is almost always the article.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
import unicodedata
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

from scorewire import lazy_compile
from scorewire.extraction import Extraction as _Result
from scorewire.extraction import blank_struck, is_undecided, parse_number, strip_chatter, strip_reasoning, word_key

from ._abandoned import abandoned_spans
from ._aggregate import aggregate_option
from ._asked import MAX_ASKED, asked_and_answered
from ._closing_alone import closing_alone
from ._closing_label import closing_label, sentence_spans
from ._committed import committed_by_content, left_open, related_forms
from ._compat import fold_compat, fold_lookalikes
from ._content import ERROR_NOUNS, _stem, described_option
from ._declines import declines
from ._discussion import closing_emphasis, ruled_out_removed, rules_out, verdict_rows
from ._falsity import asks_for_false, stated_false
from ._fractions import spelled_fraction
from ._letters import LETTERS
from ._linked import question_linked_option
from ._marks import has_marks, marked_option
from ._names import formula_names, initials
from ._naming import naming_verdict
from ._odd_one_out import odd_one_out
from ._opening import fragment_opening
from ._pair import closing_pair
from ._polar import polar_option
from ._quantities import expanded_prefix, expression_result, foreign_marker, lone_label, quantity_result
from ._question import asks_for_exception, negated_option, paired_option
from ._remarks import only_remarks
from ._trailing import negated_tail_start, reaffirms, without_closing_discussion
from ._verdict_first import in_formula, labels_named, opening_end, remarks_masked, revision_after

# Words a model puts between a cue and the letter: "the answer is definitely C".
_ADVERB = (
    r"(?:(?i:definitely|clearly|probably|likely|most\s{1,8}likely|certainly|indeed|obviously|undoubtedly|"
    r"therefore|thus|then|still|actually|simply|just)[,\s]+)?"
)
# Markup and labels between the cue and the letter: "**", "(", "option ", "letter ".
_LEAD = r"(?:[*_`\"'\[(]|\\text\{|\\textbf\{|\\mathrm\{|(?i:option|choice|letter)\s{0,8}[:#]?\s{0,8}){0,6}"
# The letter must end the token: not "Adenine", not "I'm"; "C)" and "C." are fine.
_LETTER = r"([A-J])(?![\w'’-])"
# Lowercase letters only inside explicit brackets: "(b)".
_BRACKETED_LOWER = r"\(([a-j])\)"
# A lowercase letter that ends its line: "the answer is c."
_LINE_END_LOWER = r"([a-j])(?=[*_.)\]]{0,8}[ \t]{0,8}(?:\n|$))"
# A lowercase letter in quotes after a marker: {"answer": "c"}.
_QUOTED_LOWER = r"[\"']([a-j])(?=[\"'])"
_TAIL = (
    _ADVERB + r"(?:" + _LEAD + _LETTER + r"|" + _BRACKETED_LOWER + r"|" + _LINE_END_LOWER + r"|" + _QUOTED_LOWER + r")"
)

# Each cue is a lowercase trigger string found with str.rfind on the lowered text, and a
# pattern matched (anchored) at the trigger's position in the original text.
_ANSWER = lazy_compile(
    r"(?i:answer)(?:s|['’]s(?=\s))?[\"'*_>]{0,8}"
    r"(?:\s{1,8}(?i:to\s{1,8}(?:this|the)\s{1,8}question|here|then|now|therefore|thus|to))?"
    r"(?:\s{0,8}(?i:is|would\s{1,8}be|should\s{1,8}be|must\s{1,8}be|will\s{1,8}be|=)(?![\w']))?"
    r"\s{0,8}[:=\-–—]?[*_]{0,8}\s{0,8}" + _TAIL
)
_BOXED = lazy_compile(r"boxed\{\s{0,8}(?:\\text(?:bf)?\{\s{0,8})?\(?([A-Ja-j])\)?\s{0,8}\}?\s{0,8}\}")
_OPTION_IS = lazy_compile(
    # "the correct option is D", "Final choice: (B)"; a bare "option D" is a reference, not a commitment.
    r"(?i:option|choice)s?[*_]{0,8}\s{0,8}(?:(?i:is|would\s{1,8}be|should\s{1,8}be)(?![\w'])\s{0,8}[:=\-]?|[:=])[*_]{0,8}\s{0,8}"
    + _TAIL
)
_GO_WITH = lazy_compile(
    r"(?i:go(?:ing)?\s{1,8}with|choose|chose|pick|select)"
    # (the preposition is a whole word: "pick one." is no "pick on e")
    r"(?:\s{1,8}(?i:for|with|on)(?![\w'’]))?\s{0,8}:?\s{0,8}(?:(?i:the|answer|option|choice)\s{1,8}){0,3}" + _TAIL
)
_ACTUALLY = lazy_compile(
    r"(?i:actually|instead|rather)"
    r"[,:]?\s{1,8}(?:(?i:it'?s|it\s{1,8}is|the\s{1,8}answer\s{1,8}is|i\s{1,8}think|i\s{1,8}choose|i'?ll\s{1,8}go\s{1,8}with)\s{1,8})?"
    + _TAIL
    + r"(?!\)?\s{1,8}(?i:is|was|are|seems|looks)\s{1,8}(?:not|wrong|incorrect|also|false|too))"
)
# "B is correct", "(D) is the right answer": the trigger is the verb phrase, the letter
# precedes it, so the pattern is searched in a short window ending at the trigger.
_IS_TRIGGER = " is "
_IS_NEXT_WORDS = ("correct", "right", "true", "the ", "my ")
_IS_CORRECT_AFTER = lazy_compile(
    r" is (?:correct|right|true|the (?:correct|right|best|most|answer)|my (?:final )?answer"
    # (the one a "which is NOT ..." question asks for: "B is the false statement", "the odd one out")
    r"|the (?:incorrect|false|untrue|wrong|inaccurate) (?:statement|claim)|the odd one out|the exception"
    # (the one option singled out: "D is the one that isn't stable", "A is the only sensible one")
    r"|the only (?:[a-z-]{1,20} )?(?:one|option|choice|answer)|the one(?= (?:that|which|who)\b|[ \t]*[.!;]|$))(?![\w'])"
)
# (what lies between the dashes names no other label: "So B — or maybe D — is the correct one" leaves two open)
_NO_LABEL_IN = r"[^\u2014\u2013\n]{0,40}?(?<![\w'’])[A-J](?![\w'’])"
# The letter, optionally with the option text after a label ("C. Canberra") or in brackets, or between a pair of
# dashes ("So B — 'never decreases' — is the correct statement").
_BEFORE_IS_CORRECT = lazy_compile(
    r"(?:^|[^\w'’])[*_(\[]{0,8}([A-J])[*_)\]]{0,8}"
    r"(?:\s{0,8}\([^)]{0,40}\)|(?:\s{1,8}[\u2014\u2013]\s{0,8}(?!"
    + _NO_LABEL_IN
    + r")[^\u2014\u2013\n]{1,40}?\s{0,8}[\u2014\u2013]"
    r"|\s{1,8}-\s(?!" + _NO_LABEL_IN + r")[^\n]{1,40}?\s-))?"
    r"[*_,]{0,8}$"
)
# ... or a label starting a sentence, followed by its text: "C. Canberra is correct".
_LABEL_BEFORE_IS_CORRECT = lazy_compile(
    r"(?:^|\n|[.;!?]\s{1,8})[*_(\[]{0,8}([A-J])[.):]\s{1,8}[^.\n]{1,40}?[*_,]{0,8}$"
)
# "Some people believe A is correct", "If A is correct, ...": not the answer's own commitment.
_REPORTED = lazy_compile(
    r"(?i:mistaken|mistakenly|wrongly|incorrectly|people|some|someone|others|might|may|could|if|whether|claim|"
    r"assume|tempting)(?![\w])[^.\n!?;]*$"
)

# "It's (C).", "That's option B.", "so it is D": a copula naming a bare option label that ends its clause.
_COPULA = lazy_compile(
    r"(?i:it|that|this|which)(?:['’]s|\s{1,8}is)\s{1,8}(?:(?i:option|choice|answer|letter)\s{1,8})?[*_(\[]{0,8}([A-J])"
    r"(?=[*_)\]]{0,8}[ \t]{0,8}(?:[.!;,\n]|$|[—–]|\s-\s))"
)
# "... personification — B." : a label after a dash that ends its sentence.
_DASH_LABEL = lazy_compile(
    r"[—–→]\s{0,8}(?:(?i:option|choice|answer)\s{1,8})?[*_(\[]{0,8}([A-J])(?=[*_)\]]{0,8}[ \t]{0,8}(?:[.!;\n]|$))"
)

# "... so C. A is wrong ...": a label right after "so" that ends its clause.
_SO_LABEL = lazy_compile(
    r"(?i:so|hence|thus|therefore)[,:]?\s{1,8}[*_(\[]{0,8}([A-J])"
    r"(?=[*_)\]]{0,8}[ \t]{0,8}(?:[.!;\n]|$|,(?!\s{0,8}(?:(?i:and|or)\s{1,8})?[*_(\[]{0,8}[A-J](?![\w'’]))"
    # ("So B rather than A or C.": a preference over the options after it)
    r"|(?i:rather\s{1,8}than|instead\s{1,8}of)\s))"
    # "So the main cause is A — the changing distance": a label after "so the <noun> is" that ends its clause
    r"|(?i:so|hence|thus|therefore)[,:]?\s{1,8}(?i:the)\s{1,8}(?:[\w-]{1,20}\s{1,8}){1,3}?(?i:is|was|would\s{1,8}be|must\s{1,8}be)\s{1,8}"
    # (or the option's text first, then its label: "So the simple past is 'lay', option C.")
    r"(?:(?!(?i:not|never|no)\b)[^,.;:!?\n]{1,60},\s{1,8}(?:(?i:option|choice)\s{1,8})?)?"
    r"[*_(\[]{0,8}([A-J])(?=[*_)\]]{0,8}[ \t]{0,8}(?:[.!;,\n]|$|[—–]|\s-\s))"
)
# "That leaves B, which ...", "leaving D.": what elimination leaves.
_LEAVES_LABEL = lazy_compile(
    r"(?i:leaves|leaving)\s{1,8}(?:(?i:us\s{1,8}with|just|only)\s{1,8})?(?:(?i:option|choice)\s{1,8})?[*_(\[]{0,8}([A-J])"
    r"(?=[*_)\]]{0,8}[ \t]{0,8}(?:[.!;,\n]|$|[—–]|\s-\s))"
)
# "Only A is even in the right era": the one option that fits; also with any verb in the third person that is not
# negated ("Only B raises it", "only D has a nucleus", not "only C was") - and never after "not"
# ("not only B works; A does too") or "the" ("the only B vitamins": a noun phrase).
_ONLY_LABEL = lazy_compile(
    r"(?<![Nn]ot )(?<![Tt]he )(?i:only)\s{1,8}(?:(?i:option|choice)\s{1,8})?[*_(\[]{0,8}([A-J])[*_)\]]{0,8}\s{1,8}"
    r"(?:(?i:is|fits|works|matches|makes|qualifies)\b|(?!was\b)[a-z]{2,}s(?![\w'’])"
    # (a verb, not a plural noun after the label, "only B cells make ...": what follows is a clause end or a word
    # that may open the verb's object)
    r"(?=[*_]{0,2}\s{0,4}(?:[.,;:!)\n—–]|$|(?:it|them|you|us|me|him|one|this|that|these|those|the|a|an|its|their|his|her|your|our|up|down|out|off|"
    r"more|less|most|here|there|all|any|both|every|each|most|directly|correctly|best|only|by|to|with|in|on|for)\b)))"
)

# "I'd say B", "I would say (C)": a first-person pick (the trigger is "d say"; who says it is
# checked in code).
_SAY = lazy_compile(r"d\s{1,8}(?i:say)[,:]?\s{0,8}" + _TAIL)

_CUES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("answer", _ANSWER),
    ("boxed", _BOXED),
    ("option", _OPTION_IS),
    ("choice", _OPTION_IS),
    ("go with", _GO_WITH),
    ("going with", _GO_WITH),
    ("choose", _GO_WITH),
    ("chose", _GO_WITH),
    ("pick", _GO_WITH),
    ("select", _GO_WITH),
    ("actually", _ACTUALLY),
    ("instead", _ACTUALLY),
    ("rather", _ACTUALLY),
    ("it's", _COPULA),
    ("it’s", _COPULA),
    ("that's", _COPULA),
    ("that’s", _COPULA),
    ("it is", _COPULA),
    ("—", _DASH_LABEL),
    ("–", _DASH_LABEL),
    ("→", _DASH_LABEL),
    ("so ", _SO_LABEL),
    ("so,", _SO_LABEL),
    ("so:", _SO_LABEL),
    ("hence", _SO_LABEL),
    ("thus", _SO_LABEL),
    ("only ", _ONLY_LABEL),
    ("leaves", _LEAVES_LABEL),
    ("which is", _COPULA),
    ("leaving", _LEAVES_LABEL),
    ("d say", _SAY),
)
_CUE_TRIGGERS = tuple(trigger for trigger, _ in _CUES)
# The cues that name a bare label ("it's C", "so C", "— C", "only A is"): a cheap look at the first
# character after the trigger (and its spaces) rules most occurrences out before the regex runs.
_LABEL_START = frozenset("ABCDEFGHIJ(*[_")
_COPULA_START = _LABEL_START | frozenset("oclOCL")  # "it's option C", "that's choice B", "letter"
_SO_START = _LABEL_START | frozenset("tT")  # "so the main cause is A"
_DASH_START = _LABEL_START | frozenset("oOcC")  # "— option B"
_LEAVES_START = _LABEL_START | frozenset("oOcCuUjJ")  # "leaves option B", "leaves us with B", "leaves just B"
_QUICK: dict[int, frozenset[str]] = {
    i: {
        _COPULA: _COPULA_START,
        _SO_LABEL: _SO_START,
        _DASH_LABEL: _DASH_START,
        _LEAVES_LABEL: _LEAVES_START,
        _ONLY_LABEL: _DASH_START,  # "only option C raises it"
    }.get(pattern, _LABEL_START)
    for i, (_, pattern) in enumerate(_CUES)
    if pattern in (_COPULA, _DASH_LABEL, _SO_LABEL, _ONLY_LABEL, _LEAVES_LABEL)
}


# The words :data:`_GO_WITH` may pass between its verb and the label, or that may start its label's tail
# (an adverb, "option", "letter"): after a verb of choosing, any other word of two or more ASCII letters
# ("pick the nucleus") rules the cue out without the regex.
_CHOOSING_WORDS_BETWEEN = frozenset(("for", "with", "on", "the", "answer", "option", "choice"))
_TAIL_WORDS = frozenset(
    "definitely clearly probably likely most certainly indeed obviously undoubtedly therefore thus then still "
    "actually simply just".split()
)
# After a verb of choosing: the words it may pass (all of them, never given back), then the next run of two
# or more ASCII letters (ASCII-only matching: no "ſ" read as "s").
_CHOSEN_WORD = lazy_compile(
    r"(?=((?:[ \t\n\r\f\v:]*(?:for|with|on|the|answer|option|choice)(?![A-Za-z]))*))\1[ \t\n\r\f\v:]*([A-Za-z]{2,})",
    re.IGNORECASE | re.ASCII,
)


def _may_choose(text: str, j: int) -> bool:
    """False when the verb of choosing that ends at ``j`` cannot start a :data:`_GO_WITH` match: the first
    word after it (and after the words it may pass: "the", "for", "option") is another word of two or more
    ASCII letters followed by an ASCII character. True when that cannot be told without the regex."""
    m = _CHOSEN_WORD.match(text, j)
    if m is None or not text[m.end() : m.end() + 1].isascii():
        return True  # (a label, markup, a bracket, a quote, a non-ASCII letter the regex may fold)
    word = m.group(2).lower()
    return word in _TAIL_WORDS or word.startswith(("option", "choice", "letter"))


def _may_follow(text: str, pos: int, index: int) -> bool:
    """False when cue ``index`` at ``pos`` cannot be followed by a label (no regex needed)."""
    allowed = _QUICK.get(index)
    if allowed is None:
        if index in _CHOOSING_INDICES:
            return _may_choose(text, pos + len(_CUE_TRIGGERS[index]))
        return True
    j = pos + len(_CUE_TRIGGERS[index])
    n = len(text)
    while j < n and text[j] in " \t,:":
        j += 1
    return j < n and text[j] in allowed


_IS_INDEX = len(_CUE_TRIGGERS)
_RATHER_INDEX = _CUE_TRIGGERS.index("rather")
_ALL_TRIGGERS = (*_CUE_TRIGGERS, _IS_TRIGGER)
_ALL_INDICES = tuple(range(len(_ALL_TRIGGERS)))
_CHOOSING_INDICES = frozenset(i for i, (_, pattern) in enumerate(_CUES) if pattern is _GO_WITH)


def _trigger_set(braces: bool, ascii_only: bool) -> tuple[tuple[int, ...], tuple[str, ...]]:
    indices = tuple(
        i
        for i in _ALL_INDICES
        if (braces or _ALL_TRIGGERS[i] != "boxed") and not (ascii_only and not _ALL_TRIGGERS[i].isascii())
    )
    return indices, tuple(_ALL_TRIGGERS[i] for i in indices)


# (text has a "{", text is ASCII) -> the trigger indices worth searching for, and those triggers
_TRIGGER_SETS = {(b, a): _trigger_set(b, a) for b in (False, True) for a in (False, True)}
_OPTION_INDICES = (_CUE_TRIGGERS.index("option"), _CUE_TRIGGERS.index("choice"))
# (_scan_rest checks the cues passed over inline, on the understanding that none of them has a quick look)
assert not {_RATHER_INDEX, *_OPTION_INDICES} & _QUICK.keys()
# After "option " (one space), a character that can start neither more space nor "is",
# "would", "should", ":" or "=": "Option A (...)" is a reference, never a commitment.
_NOT_AFTER_OPTION_SPACE = frozenset("abcdefghjklmnopqrtuvxyz0123456789(")

# A line that is just an option label: "**D**", "(B)", "C) Mitochondria", "Option D", "D."
_LABEL_LINE = lazy_compile(
    r"[\s*_#>`-]{0,12}(?:(?i:final\s{1,8}answer|answer|option|choice|letter)\s{0,8}[:\-]?\s{0,8})?[*_]{0,8}[(\[]?"
    r"(?:([A-J])(?:[)\]]|[.:](?!\d)|\*\*|\s{0,8}$|\s{1,8}[-—–]\s)|([a-j])(?:\)|\s{0,8}$))"
)
# A closing sentence that names the option: "So C.", "That leaves C.", "No wait, it's C."
# Checked backwards from the end of the answer: the word before the final letter.
_CONCLUDING_WORDS = frozenset(
    (
        "it's it’s its so thus therefore hence leaves say be is then pick choose with confident sure guess final "
        "option for toward towards leaning conclude correction thought gives → -> =>"
    ).split()
)
# Another option label later on the same line: "A. Sydney is wrong. B. Melbourne ..."
_INLINE_LABEL = lazy_compile(r"(?:^|[.;!?]\s{1,8}|\s)\(?([A-J])(?:[.):]\s|\s{1,8}[—–]\s)")
# Two options in one commitment: "A or C", "B and D", "A/C", "A, C".
_SECOND_OPTION = lazy_compile(
    r"[*_)\]]{0,8}\s{0,8}(?:,\s{0,8}(?:(?i:and|or)\s{1,8})?|/|&|\s(?i:or|and|and/or|as\s{1,8}well\s{1,8}as)\s{1,8})"
    # (a hedge before the second: "D or maybe C", "B, possibly E", "A or perhaps option C")
    r"(?:(?i:maybe|perhaps|possibly|probably|potentially|else|even|also)[,\s]{1,8})?(?:(?i:option|choice)\s{1,8})?"
    r"[*_(\[]{0,8}([A-J])(?![\w'’])(?!\)?\s{1,8}(?i:is|was|are|seems)\s{1,8}(?:not|wrong|incorrect|false))"
)
# A second label opening its own clause after ", and" that describes that option instead of choosing it: "the
# answer is A, and B describes longitude", "so D, and C is the groundwater figure" (not "..., and B is also
# right", "..., and C is the other correct one": a description that calls it right, true or an answer too).
_DESCRIBED_AFTER = lazy_compile(
    r"[*_)\]]{0,8}\s{1,8}(?:(?:describes|refers\s{1,8}to|means|measures|denotes|stands\s{1,8}for)\s|(?:is|was|are|would\s{1,8}be)"
    r"\s{1,8}(?:the|a|an)\s)(?![^.,;:!?\n]*\b(?:correct|right|answer|true|valid|also|too|best|better|well|either|both|possible)\b)"
)
# (A double negative affirms: "B isn't wrong", "C is not incorrect".)
_NEGATED_AFTER = lazy_compile(
    r"[*_)\]]{0,8}\s{0,8}(?:(?i:is|was|are|seems|looks)\s{1,8}(?:(?i:not(?!\s{1,8}(?:wrong|incorrect|false))|wrong|incorrect|false|unlikely|a\s{1,8}distractor"
    # (an option put out of the running: "So C is out.", "B is ruled out", "A was eliminated")
    r"|out(?![\w'’-])(?!\s{1,8}(?i:of|there|in|on))|ruled\s{1,8}out|eliminated|excluded))"
    r"|(?i:isn['’]?t(?!\s{1,8}(?:wrong|incorrect|false))|can['’]?t|cannot))"
)
# A negation, then at most five words of an option's text, then the opening bracket of its tag.
_NEGATED_TAG = lazy_compile(
    r"(?i)(?:\bnot|n['’]t|\bnever|\brather\s{1,4}than|\binstead\s{1,4}of|\bunlike)\s{1,4}(?:(?!(?:that|which|who|is|are|was|were|be)\s)[\w'’-]+\s{1,4}){0,4}[\w'’-]+\s{0,2}\($"
)
_NEGATED_TAG_LIST = lazy_compile(
    r"(?i)(?:\bnot|n['’]t|\bnever|\bneither)\s{1,4}(?:[\w'’.,-]+\s{1,4}){0,4}?\([A-J]\)\s{0,2}(?:,\s{0,2})?"
    # (joined by "or"/"nor" to the tag before it, a few words of the option between: not a clause of its own,
    # "not X (A) and it lowers the barrier (B)")
    r"(?:or|nor)\s{1,4}(?:(?!(?:it|it['’]s|is|are|was|that|which|but|so)\s)[\w'’.,-]+\s{1,4}){0,3}?[\w'’.,-]+\s{0,2}\($"
)
_NEGATED_BEFORE = lazy_compile(r"(?i:not|n't|rule\s{1,8}out|eliminate|excluding|except)\s{0,8}[*_(\[]{0,8}$")
# A label later in a list a negation governs: "B rather than A or C", "D, not A, B or C", "C instead of A and B".
_NEGATED_LIST = lazy_compile(
    r"(?i:not|n't|never|rather\s{1,4}than|instead\s{1,4}of|nor|neither|except|excluding)\s{1,4}"
    r"(?:[*_(\[]{0,2}[A-J][*_)\]]{0,2}\s{0,2}(?:,\s{0,2}(?:or\s{1,4}|and\s{1,4}|nor\s{1,4})?|\s(?:or|and|nor)\s))*[*_(\[]{0,2}$"
)

_REFUSAL = lazy_compile(
    r"(?i)\b(?:i\s{1,8}(?:can(?:not|'t|’t)(?!\s{1,8}not\b)|am\s{1,8}(?:unable|not\s{1,8}able)|won'?t|will\s{1,8}not|refuse|do\s{1,8}not\s{1,8}know|"
    r"don'?t\s{1,8}know|'d\s{1,8}rather\s{1,8}not\s{1,8}(?:guess|answer|say)|'m\s{1,8}(?:unable|not\s{1,8}able|sorry)"
    r"|(?:['’]d|would|do)(?:n['’]?t|\s{1,8}not)\s{1,8}want\s{1,8}to\s{1,8}(?:state|give|commit|pick|choose|guess)"
    r")|\bi(?:'m|’m|\s{1,8}am)\s{1,8}not\s{1,8}going\s{1,8}to\s{1,8}(?:answer|choose|pick)|\bi(?:'d|’d|\s{1,8}would)\s{1,8}prefer\s{1,8}not\s{1,8}to|"
    r"decide\s{1,8}for\s{1,8}yourself|unable\s{1,8}to\s{1,8}(?:answer|determine|choose)|"
    r"cannot\s{1,8}(?:be\s{1,8})?(?:answer|determine)|as\s{1,8}an\s{1,8}ai\b|not\s{1,8}(?:enough|sufficient)\s{1,8}information|"
    # (a verb of declining before a verb of choosing: "I'll refrain from picking", "I decline to commit")
    r"\b(?:refrain(?:s|ed|ing)?|abstain(?:s|ed|ing)?|declin(?:e|es|ed|ing)|refus(?:e|es|ed|ing)|hold(?:s|ing)?\s{1,8}off|held\s{1,8}off|"
    r"rather\s{1,8}not|prefer(?:s|red)?\s{1,8}not)\s{1,8}(?:from\s{1,8}|to\s{1,8}|on\s{1,8})?"
    r"(?:\w+\s{1,8}){0,2}?(?:pick|choos|chose|select|commit|decid|answer|guess|nam)\w*"
    # (a first-person clause, then a declining verb whose subject is left out: "I'm not a lawyer and can't give
    # legal advice", "I am only a model, so cannot recommend one")
    r"|\bi(?:['’]m|\s{1,8}am)\s[^.!?\n]{0,60}?\b(?:and|so|but)\s{1,8}(?:can(?:not|['’]t)|won['’]?t|will\s{1,8}not)\s{1,8}"
    r"(?:give|provide|offer|answer|choose|pick|recommend|advise)\b)"
)


def _refuses(text: str, choices: Sequence[str] | None) -> bool:
    """True when the answer declines to choose; words of declining that are an option's own text ("Cannot be
    determined", "Not enough information") are that option, not a refusal."""
    low = ""
    for m in _REFUSAL.finditer(text):
        if not choices:
            return True
        low = low or text.lower()
        if len(low) != len(text) or not _inside_option(low, m.start(), m.end(), choices):
            return True
    return False


def _inside_option(folded: str, start: int, end: int, choices: Sequence[str]) -> bool:
    """True when ``folded[start:end]`` (an answer in lower case) overlaps an occurrence of an option's text."""
    for choice in choices:
        needle = str(choice).strip().lower()
        if len(needle) < 6 or len(needle) != len(str(choice).strip()):
            continue
        # (only occurrences overlapping the match are looked for: a bounded window, whatever the text's length)
        at = folded.find(needle, max(0, start - len(needle)), end + len(needle))
        while 0 <= at < end:
            if at + len(needle) > start:
                return True
            at = folded.find(needle, at + 1, end + len(needle))
    return False


_NONE_OF_THE_ABOVE = lazy_compile(
    r"(?i)\b(?:none\s{1,8}of\s{1,8}(?:the\s{1,8})?(?:(?:listed|given|provided)\s{1,8})?(?:above|options|choices|answers|these|them)|no\s{1,8}(?:correct|right|valid)\s{1,8}"
    r"(?:answer|option|choice)|all\s{1,8}(?:of\s{1,8})?the\s{1,8}(?:options|choices|answers)\s{1,8}are\s{1,8}(?:wrong|incorrect))"
)
# "none of the above" named only to be ruled out: "not 'None of these'", "'none of the above' is wrong".
_NONE_RULED_OUT_BEFORE = lazy_compile(r"(?i)\b(?:not|isn't|never|rather\s+than|instead\s+of)\s{0,8}[\"'“‘*_]{0,4}$")
_NONE_RULED_OUT_AFTER = lazy_compile(
    r"(?i)[\"'”’*_)]{0,4}\s{0,8}(?:\([A-J]\)\s{0,8})?(?:is|would\s+be|'s)\s{1,8}(?:wrong|incorrect|false|out|ruled\s+out)\b"
)


def _is_none_option(choices: Sequence[str] | None, valid: str, letter: str) -> bool:
    """True when option ``letter`` is itself a "none of the above" option: naming it commits to it."""
    index = valid.find(letter)
    if not choices or not 0 <= index < len(choices):
        return False
    return _NONE_OF_THE_ABOVE.search(str(choices[index])) is not None


def _none_option(choices: Sequence[str] | None, valid: str) -> str | None:
    """The letter of the one option whose text says that no other option is right ("None of the above",
    "None of these", "None"), else None."""
    if not choices:
        return None
    found = [
        valid[i]
        for i, c in enumerate(choices[: len(valid)])
        if _NONE_OF_THE_ABOVE.search(str(c)) is not None or _words_key(str(c)) == "none"
    ]
    return found[0] if len(found) == 1 else None


def _says_none(text: str, start: int = 0) -> re.Match[str] | None:
    """The first "none of the above" in ``text[start:]`` that is not itself ruled out, else None."""
    for m in _NONE_OF_THE_ABOVE.finditer(text, start):
        before = text[max(0, m.start() - 20) : m.start()]
        if not _NONE_RULED_OUT_BEFORE.search(before) and not _NONE_RULED_OUT_AFTER.match(text, m.end()):
            return m
    return None


# Any standalone letter word (the weak fallback). The article and the pronoun are
# filtered afterwards by what follows them.
# (Not a note name: "C-sharp", "B#".)
_LETTER_WORD = lazy_compile(r"(?<![\w'’\\])[(\[*]{0,8}([A-J])(?![\w'’#♯♭-])")
_WORD_AFTER = lazy_compile(r"[ \t]+([A-Za-z]+)")
# Words after a capital "A" / "I" that show it is an option letter, not the article or pronoun:
# "A and C", "A is correct", "I or J".
_LETTER_FOLLOWERS_A = frozenset(
    "and or nor is was are seems looks because since as would could might must should will has also then vs versus "
    "but instead too only".split()
)
_LETTER_FOLLOWERS_I = frozenset("and or nor is vs versus".split())
_NORMALIZE = lazy_compile(r"[\W_]+")  # ("_Mandarin_" is emphasis: "_" separates words)


class Extraction(_Result):
    """What the extractor found (the shared result type of :mod:`scorewire.extraction`).

    ``letter`` (= ``value``): the chosen option letter, or None when unparsed.
    ``method``: how it was found (``commitment``, ``final_label``, ``leading_label``,
    ``choice_text``, ``position``, ``ticked``, ``single_letter``, ``polar``) or why not (``refusal``, ``undecided``,
    ``none_of_the_above``, ``multiple_options``, ``no_answer``).
    ``reason``: why the answer is unparsed (None when a letter was found).
    ``span``: ``(start, end)`` character span of the evidence in the answer.
    """

    @property
    def letter(self) -> str | None:
        """The chosen option letter, or None when unparsed."""
        return self.value


def _valid_letters(n_choices: int | None) -> str:
    valid = _VALID.get(n_choices)
    if valid is None:
        valid = LETTERS[: max(1, min(n_choices, 10))] if n_choices else LETTERS
    return valid


_VALID: dict[int | None, str] = {n: LETTERS[: max(1, min(n, 10))] for n in range(1, 27)}


_SUPERSCRIPTS = str.maketrans({c: " " + d for c, d in zip("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789", strict=True)})


def _normalize_text(text: str) -> str:
    if "&" in text:
        text = text.replace("&", " and ")  # "Red & green"
    if not text.isascii():
        text = text.translate(_SUPERSCRIPTS)  # "3x²" is "3x^2"
        if not text.isascii():  # "Dalí" is "dali", "Gödel" is "godel": accents are dropped
            text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(_NORMALIZE.sub(" ", text.casefold()).split())


def _option_quoted_at(text: str, start: int, choices: Sequence[str], valid: str) -> str | None:
    """The letter of the one option whose whole text starts at ``text[start]`` with a word ("A private
    donor ...", "I and II only") or with an initial ("C. S. Lewis (A)" for the option "C. S. Lewis"), when that
    is not the option the word would be read as; else None."""
    word = text[start]
    opens = (word + " ", word + ". ")
    if not any(str(choice).lstrip().startswith(opens) for choice in choices[: len(valid)]):
        return None
    line_end = text.find("\n", start)
    head = " " + _normalize_text(text[start : line_end if line_end >= 0 else len(text)]) + " "
    found = [
        valid[i]
        for i, choice in enumerate(choices[: len(valid)])
        if str(choice).lstrip().startswith(opens) and head.startswith(" " + _normalize_text(str(choice)) + " ")
    ]
    return found[0] if len(found) == 1 and found[0] != word else None


def _is_word_use(text: str, letter: str, end: int) -> bool:
    """True when the capital "A"/"I" at ``text[end-1]`` is the article or pronoun."""
    if letter not in "AI":
        return False
    nxt = text[end : end + 1]
    if letter == "I" and nxt in ("'", "’"):
        return True
    m = _WORD_AFTER.match(text, end)
    if m is None:
        return False
    followers = _LETTER_FOLLOWERS_A if letter == "A" else _LETTER_FOLLOWERS_I
    return m.group(1) not in followers


# A lowercase label in brackets that tags what the words before it name: "soy (b)", "soy (option b)".
# (The tag closes its clause: a tag before more words, "works (c) well", is not read.)
_LOWER_TAG = lazy_compile(
    r"(?<=[\w.%)\]'’\"”] )\((?:(?i:option|choice)\s)?([a-j])\)(?=[ \t]{0,2}(?:[.,;:!?\n—–]|\s-\s|$))"
)


def _lower_tags(text: str, valid: str, seen: dict[str, tuple[int, int]]) -> None:
    """Add to ``seen`` the lowercase labels in brackets that tag a mention (the weak fallback, when the answer
    has no capital label: "soy (option b). quinoa would also do"), except those a negation governs ("not
    rice (a)"). A tag that opens the answer or a line is an enumeration ("(a) ... (b) ..."), never read here."""
    for m in _LOWER_TAG.finditer(text):
        letter = m.group(1).upper()
        if letter not in valid:
            continue
        if _NEGATED_TAG.search(text, max(0, m.start() - 60), m.start() + 1) or _NEGATED_BEFORE.search(
            text, max(0, m.start() - 20), m.start()
        ):
            continue
        seen.setdefault(letter, (m.start(1), m.end(1)))


def _temperature_unit(text: str, start: int) -> bool:
    """True when the "C"/"F" at ``text[start]`` follows a degree sign or the word "degrees" (a scale)."""
    before = text[max(0, start - 9) : start].rstrip(" ")
    return before.endswith(("°", "º")) or before.lower().endswith(("degrees", "deg"))


def _ends_with_hedge(window: str) -> bool:
    """True when ``window`` ends with a hedge word, perhaps before "option": "A or maybe option "."""
    tail = window.rstrip(" \t*_([,")
    if tail[-1:] not in "yYsSeEnNoO":  # (the last letters of the hedges and of "option", "choice")
        return False
    tail = tail.lower()
    if tail.endswith(("option", "choice")):
        tail = tail[:-6].rstrip(" \t,")
    return tail.endswith(_HEDGES)


def _two_options(text: str, end: int, valid: str, start: int | None = None) -> str | None:
    """Another option joined to the committed letter: after it ("C, D"), or, given the letter's
    ``start``, right before it ("A, C", "A and C")."""
    m = _SECOND_OPTION.match(text, end)
    if (
        m
        and m.group(1) in valid
        and not (",and" in m.group(0).replace(" ", "") and _DESCRIBED_AFTER.match(text, m.end()))
    ):
        return m.group(1)
    if start is not None:
        window = text[max(0, start - 40) : start]
        # (the pattern needs an option letter and a list separator: ",", "/", "&", "or", "and"; it
        # reads its first match, which names no option unless the window holds one's letter)
        for letter in valid:
            if letter in window:
                break
        else:
            return None
        if "," not in window and "/" not in window and "&" not in window:
            lowered = window.lower()
            if "or" not in lowered and "and" not in lowered:
                return None
        # (the pattern ends on a separator, "and"/"or", or "option"/"choice", then spaces and markup, perhaps
        # before a closing line break: an ASCII window that ends on none of them is ruled out without its
        # search, which tries every position; a non-ASCII end may hold a letter the pattern folds, "ı" for "i")
        closing = window.rstrip().rstrip("*_([").rstrip()[-6:]
        b = _OPTION_BEFORE.search(window) if not closing.isascii() or closing.lower().endswith(_BEFORE_ENDS) else None
        if b is None and _ends_with_hedge(window):
            b = _OPTION_BEFORE_HEDGED.search(window)
        if b and b.group(1) in valid:
            return b.group(1)
    return None


# An option letter joined by a list separator right before the committed one ("ANSWER: A, C").
_OPTION_BEFORE = lazy_compile(
    r"(?<![\w'’])(?<!\d )[*_(\[]{0,8}([A-J])[*_)\]]{0,8}\s{0,8}(?:,|/|&|\s(?i:or|and|and/or))\s{0,8}(?:(?i:and|or)\s{1,8})?"
    r"(?:(?i:option|choice)\s{1,8})?[*_(\[]{0,8}$"  # (also "option A, or option C")
)
# What :data:`_OPTION_BEFORE` can end on, before its closing spaces and markup (lowercased).
_BEFORE_ENDS = (",", "/", "&", "or", "and", "option", "choice")
# The same with a hedge before the second: "A or maybe option C" (tried only when the window holds one).
_HEDGES = ("maybe", "perhaps", "possibly", "probably", "potentially", "else", "even", "also")
_OPTION_BEFORE_HEDGED = lazy_compile(
    r"(?<![\w'’])[*_(\[]{0,8}([A-J])[*_)\]]{0,8}\s{0,8}(?:,|/|&|\s(?i:or|and|and/or))\s{0,8}(?:(?i:and|or)\s{1,8})?"
    r"(?i:maybe|perhaps|possibly|probably|potentially|else|even|also)[,\s]{1,8}"
    r"(?:(?i:option|choice)\s{1,8})?[*_(\[]{0,8}$"
)


# The common "answer is C" / "Answer: C" without the full pattern's alternations (matched
# right after the trigger word); anything else falls through to the full pattern.
_ANSWER_FAST = lazy_compile(r"(?: is|:) ?\(?([A-J])(?![\w'’-])")


def _match_cue(text: str, pos: int, pattern: re.Pattern[str], valid: str) -> tuple[str, int, int] | None:
    if pattern is _DASH_LABEL and pos >= 1 and text[pos - 1].isalpha() and (pos < 2 or not text[pos - 2].isalnum()):
        return None  # "A–T", "G–C": a dash between two letters pairs them
    if pattern is _COPULA and text[pos : pos + 5].lower() == "which":
        lo = max(0, pos - 200)
        if text.rfind("(", lo, pos) > text.rfind(")", lo, pos):
            return None  # "(The derivative of cos x is −sin x, which is C - easy to mix up.)": an aside
    m = _ANSWER_FAST.match(text, pos + 6) if pattern is _ANSWER else None
    if m is None:
        m = pattern.match(text, pos)
    if m is None:
        return None
    # (the checks on what comes before the cue after the match, which rules most occurrences out more cheaply)
    if pattern is _SAY and not _first_person_say(text, pos):
        return None
    if pattern is _GO_WITH and _NEGATED_CHOICE.search(text, max(0, pos - 24), pos):
        return None  # (a choice declined: "I won't pick C", "I would not choose B", "not going with D")
    idx = m.lastindex or 1
    letter = (m.group(idx) or "").upper()
    if not letter or letter not in valid:
        return None
    end = m.end(idx)
    if letter == "I" and _is_word_use(text, letter, end):
        return None
    if _NEGATED_AFTER.match(text, end):
        return None
    if _conditional(text, m.start()):
        return None
    if pattern is _COPULA and _qualified_in_brackets(text, pos, end):
        return None
    return letter, m.start(idx), end


# A choice declined, right before a label: "not going with ", "won't pick option ".
_DECLINED_BEFORE = lazy_compile(
    r"(?i)(?:\b(?:not|never)|n['’]t)\s{1,8}(?:[a-z]+\s{1,8})?(?:go(?:ing)?\s{1,8}with|choos\w*|chose|pick\w*|select\w*)"
    r"(?:\s{1,8}(?:option|choice))?\s{0,8}\Z"
)
# The last word before a closing label that can end a choice declined ("... not going with C").
_CHOOSING_WORDS = frozenset(
    ("with", "option", "choice", "pick", "picking", "choose", "choosing", "select", "selecting")
)
# A negation just before a verb of choosing, at most one word between: "won't ", "would not ", "never really ".
_NEGATED_CHOICE = lazy_compile(r"(?i)(?:\b(?:not|never)|n['’]t)\s{1,8}(?:[a-z]+\s{1,8})?\Z")

_CONTRAST = lazy_compile(r"(?i)\b(?:but|though|although|yet|however)\b")


def _qualified_in_brackets(text: str, pos: int, end: int) -> bool:
    """True when the cue at ``pos`` names its label inside brackets that go on to qualify it ("(that's
    option D, but it's only the intermediate price)"): a cross-reference, not the answer."""
    lo = max(0, pos - 200)
    if text.rfind("(", lo, pos) <= text.rfind(")", lo, pos):
        return False
    close = text.find(")", end, end + 200)
    return close > 0 and _CONTRAST.search(text, end, close) is not None


def _first_person_say(text: str, pos: int) -> bool:
    """True when the "d say" at ``pos`` is "I'd say" or "I would say"."""
    before = text[max(0, pos - 8) : pos + 1].lower()
    for who in ("i'd", "i’d", "i would"):
        if before.endswith(who) and (len(before) == len(who) or not before[-len(who) - 1].isalnum()):
            return True
    return False


# "If ... the answer is A; otherwise it's B": a commitment under a condition is not the answer's
# ("If I had to choose, I'd go with B" is).
_CONDITION = lazy_compile(
    r"(?i:\bif\b(?!\s{1,8}(?:i\s{1,8}(?:had|have|must|were|need)|forced|pressed|you\s{1,8}(?:force|make|want)))|\botherwise\b|\bunless\b|\bwhereas\b)"
)


def _conditional(text: str, pos: int) -> bool:
    lo = max(0, pos - 160)
    window = " " + text[lo:pos].lower()
    conceding = "though" in window or "albeit" in window
    if (
        not conceding
        and " if " not in window
        and "\nif " not in window
        and "otherwise" not in window
        and "unless" not in window
        and "whereas" not in window
    ):
        return False  # the common case, without a regex
    start = lo
    for mark in (". ", "! ", "? ", "\n"):
        found = text.rfind(mark, lo, pos)
        if found >= 0:
            start = max(start, found + len(mark))
    # (a concession needs its word in the window)
    return (conceding and _conceded(text, start, pos)) or _CONDITION.search(text, start, pos) is not None


# "although", "though", "even though", "albeit": a concession, not the answer's verdict
# (not the adverb: "If you want my pick, though, it would be C.")
_CONCESSIVE = lazy_compile(r"(?i)\b(?:(?:al|even\s{1,8})?though|albeit)\b(?![ \t]{0,4}[,.;:!?)—–]|[ \t]{0,4}$)")


def _conceded(text: str, start: int, pos: int) -> bool:
    """True when ``pos`` lies in a concessive clause of the sentence starting at ``start``: one that
    follows the main clause runs to the sentence's end ("C, although you could reach O(n log n), which is
    option B, ..."); one that opens the sentence ends at its first comma ("Though A is tempting, ...")."""
    last = None
    for last in _CONCESSIVE.finditer(text, start, pos):  # noqa: B007 - the last one counts
        pass
    if last is None:
        return False
    if text[start : last.start()].strip(" \t*_\"'(["):
        return True
    return text.find(",", last.end(), pos) < 0


# A label that ends a range of labels: "A–C", "A-C", "A to C", "A through C".
_RANGE_BEFORE = lazy_compile(r"(?<![\w'’])[A-J]\s{0,2}(?:[–—-]|\s(?:to|through|thru)\s)\s{0,2}$")
_RANGE_ENDS = frozenset(" –—-")


def _before_is_correct(text: str, pos: int, valid: str) -> tuple[str, int, int] | None:
    m = _BEFORE_IS_CORRECT.search(text, max(0, pos - 60), pos) or _LABEL_BEFORE_IS_CORRECT.search(
        text, max(0, pos - 60), pos
    )
    if m is None or m.group(1) not in valid:
        return None
    letter = m.group(1)
    if _NEGATED_BEFORE.search(text, max(0, m.start(1) - 20), m.start(1)):
        return None
    if text[m.start(1) - 1 : m.start(1)] in _RANGE_ENDS and _RANGE_BEFORE.search(
        text, max(0, m.start(1) - 16), m.start(1)
    ):
        return None  # ("none of A–C is the answer": the end of a range of labels, not one option)
    if letter == "I" and _is_word_use(text, letter, m.end(1)):
        return None
    if _REPORTED.search(text, max(0, m.start(1) - 50), m.start(1)):
        return None
    return letter, m.start(1), m.end(1)


def _passed_over(low: str, p: int, i: int) -> bool:
    """True when trigger ``i`` at ``low[p:]`` can match no cue: "rather than", "Option A (..."."""
    if i == _RATHER_INDEX:
        return low.startswith(" than", p + 6)  # "rather than" matches no cue
    return i in _OPTION_INDICES and low[p + 6 : p + 7] == " " and low[p + 7 : p + 8] in _NOT_AFTER_OPTION_SPACE


def _scan(text: str, low: str, base: int, valid: str, tried: dict[int, int]) -> tuple[str, int, int] | None:
    """The latest-starting commitment whose trigger lies in ``low`` (= ``text[base:].lower()``).

    When there is none, ``tried`` holds, per trigger index (:data:`_IS_INDEX` for " is "),
    the position in ``text`` of the earliest occurrence tried.
    """
    # Every trigger's last occurrence; repeatedly try the latest one, moving that trigger back
    # to its previous occurrence when it is not a commitment.
    rfind = low.rfind
    positions = list(map(rfind, _CUE_TRIGGERS))
    best_c = rfind(_IS_TRIGGER)
    while True:
        best = max(positions)
        if best < 0 and best_c < 0:
            return None
        if best_c > best:
            if low.startswith(_IS_NEXT_WORDS, best_c + 4) and _IS_CORRECT_AFTER.match(text, base + best_c):
                found = _before_is_correct(text, base + best_c, valid)
                if found is not None:
                    return found
            tried[_IS_INDEX] = base + best_c
            best_c = rfind(_IS_TRIGGER, 0, best_c)
            continue
        i = positions.index(best)
        if _passed_over(low, best, i):
            found = None
        else:
            found = _match_cue(text, base + best, _CUES[i][1], valid) if _may_follow(text, base + best, i) else None
        if found is not None:
            return found
        tried[i] = base + best
        positions[i] = rfind(_CUE_TRIGGERS[i], 0, best)


def _scan_rest(text: str, low: str, valid: str, tried: dict[int, int]) -> tuple[str, int, int] | None:
    """What :func:`_scan` finds in the whole ``text`` (``low`` = ``text.lower()``, same length)
    when the occurrences in ``tried`` and after are known to commit to nothing.

    It tries the same occurrences in the same order (latest first), but finds them all
    up front, which is cheaper when many must be tried.
    """
    rfind = low.rfind
    n = len(low)
    # The boxed cue needs "boxed{": without a "{" its trigger is not searched for; on ASCII text
    # neither are the triggers written with a curly apostrophe, a dash or an arrow.
    indices, triggers = _TRIGGER_SETS[("{" in text, low.isascii())]
    if tried:
        positions = [rfind(_ALL_TRIGGERS[i], 0, tried.get(i, n)) for i in indices]
    else:
        positions = list(map(rfind, triggers))
    # Each trigger's occurrences, from its last, none overlapping the next; those that cannot start a
    # commitment (" is " before no verdict word, "rather than", "option (", "it's" before no label) are
    # left out at once, without a regex.
    candidates = []
    startswith = low.startswith
    for p, i in zip(positions, indices, strict=True):
        if p < 0:
            continue
        trigger = _ALL_TRIGGERS[i]
        if i == _IS_INDEX:
            while p >= 0:
                if startswith(_IS_NEXT_WORDS, p + 4):
                    candidates.append((p, i))
                p = rfind(trigger, 0, p)
            continue
        quick = _QUICK.get(i)
        if quick is None and i != _RATHER_INDEX and i not in _OPTION_INDICES and i not in _CHOOSING_INDICES:
            while p >= 0:
                candidates.append((p, i))
                p = rfind(trigger, 0, p)
            continue
        if quick is not None or i in _CHOOSING_INDICES:  # (a cue with a quick look is never passed over)
            while p >= 0:
                if _may_follow(text, p, i):
                    candidates.append((p, i))
                p = rfind(trigger, 0, p)
            continue
        # "rather", "option", "choice": what :func:`_passed_over` checks, inline (these have no quick look)
        while p >= 0:
            if i == _RATHER_INDEX:
                if not startswith(" than", p + 6):
                    candidates.append((p, i))
            elif low[p + 6 : p + 7] != " " or low[p + 7 : p + 8] not in _NOT_AFTER_OPTION_SPACE:
                candidates.append((p, i))
            p = rfind(trigger, 0, p)
    if len(candidates) > 1:
        candidates.sort(reverse=True)
    for p, i in candidates:
        if i == _IS_INDEX:
            if _IS_CORRECT_AFTER.match(text, p):
                found = _before_is_correct(text, p, valid)
                if found is not None:
                    return found
        else:
            found = _match_cue(text, p, _CUES[i][1], valid)
            if found is not None:
                return found
    return None


def _last_commitment(text: str, valid: str, start: int = 0) -> tuple[tuple[str, int, int] | None, str]:
    """The commitment that starts last in ``text[start:]``: the last sentence first, then all.

    The final commitment is nearly always in the last sentence, and one found there
    starts after any other, so the rest of the text is scanned only when it holds none
    (and then only for the trigger occurrences not tried yet). Also returns
    ``text.lower()`` when it was computed, else "".
    """
    n = len(text)
    tried: dict[int, int] = {}
    if start == 0 and _LABEL_LINE.match(text, 0, max(0, text.find("\n"))):
        # An answer that opens with a label line ("Answer: C") rarely commits again in its last
        # sentence: the whole text is scanned at once (the same occurrences in the same order).
        low = text.lower()
        if len(low) == n:
            return _scan_rest(text, low, valid, tried), low
    end = len(text.rstrip()) - 2
    # The last sentence: only a boundary at or after ``start`` matters, and one after the last
    # newline. The searches stop at the first hit from the end.
    newline = text.rfind("\n", start, end)
    after = newline + 1 if newline >= 0 else start
    sentence_start = max(newline, text.rfind(". ", after, end), text.rfind("? ", after, end)) + 1
    if start < sentence_start < n:
        found = _scan(text, text[sentence_start:].lower(), sentence_start, valid, tried)
        if found is not None:
            return found, ""
    if start == 0:
        low = text.lower()
        if len(low) == n:  # else a character's lowercase is longer ("\u0130"): positions would differ
            return _scan_rest(text, low, valid, tried), low
    return _scan(text, text[start:].lower(), start, valid, tried), ""


def _line_bounds(text: str, end: int) -> tuple[int, int]:
    """Start and end of the last non-blank line ending at or before ``end``."""
    while end > 0 and text[end - 1] in " \t\r\n":
        end -= 1
    start = text.rfind("\n", 0, end) + 1
    return start, end


def _label_at(text: str, start: int, end: int, valid: str) -> tuple[str, int, int] | None:
    m = _LABEL_LINE.match(text, start, end)
    if m is None:
        return None
    g = m.lastindex or 1
    letter = m.group(g).upper()
    if letter not in valid or (g == 1 and _is_word_use(text, letter, m.end(g))):
        return None
    if _NEGATED_AFTER.match(text, m.end(g)):
        return None
    if text[m.end(g) : m.end(g) + 1] in _REVISION_MARKS:
        revised = _revised_label(text, m.end(g), end, valid, letter)
        if revised is not None:
            return revised
    return letter, m.start(g), m.end(g)


# A label the line takes back at once for another: "B... no, D.", "C — wait, A", "B, no, actually E".
_REVISION_MARKS = frozenset(".…—–-, \t")
_REVISED_AFTER = lazy_compile(
    r"[*_)\]]{0,4}[ \t]{0,3}(?:\.{2,4}|…|[—–]|-(?=[ \t])|,)[ \t]{0,3}"
    r"(?i:no(?:,?[ \t]{1,3}(?:wait|actually|sorry|I[ \t]{1,3}mean))?|nope|wait|actually|scratch[ \t]{1,3}that|sorry|I[ \t]{1,3}mean)"
    r"[,.!:—–]?[ \t]{1,3}(?:(?i:it['’]s|it[ \t]{1,3}is|make[ \t]{1,3}(?:that|it)|rather|option)[ \t]{1,3})?"
    r"[*_(\[]{0,3}([A-J])(?![\w'’-])"
)


def _revised_label(text: str, pos: int, end: int, valid: str, letter: str) -> tuple[str, int, int] | None:
    """The label that replaces ``letter`` when the words right after it (from ``pos``, within the line ending at
    ``end``) take it back for another: "B... no, D. Mars." reads D. The corrected label must not be put out of the
    running itself ("B... no, D is wrong"), nor be the article or pronoun ("A... no, I think ...")."""
    m = _REVISED_AFTER.match(text, pos, end)
    if m is None:
        return None
    other = m.group(1)
    if other not in valid or other == letter or _is_word_use(text, other, m.end(1)):
        return None
    if _NEGATED_AFTER.match(text, m.end(1)):
        return None
    return other, m.start(1), m.end(1)


def _bare_tail(text: str, k: int) -> bool:
    """True when ``text[k:]`` is one label alone, in brackets or emphasis at most (" D", " (D).", " **(F)**")."""
    if len(text) - k <= 4:
        return True
    return len(text) - k <= 12 and sum(ch.isalnum() for ch in text[k:]) == 1


def _concluding_sentence(text: str, valid: str) -> tuple[str, int, int] | None:
    """A last sentence ending in a letter right after a concluding word ("So C.")."""
    j = len(text.rstrip(" \t\n\r.!*_)]"))
    if j == 0 or text[j - 1].upper() not in valid:
        return None
    letter_at = j - 1
    if letter_at > 0 and (text[letter_at - 1].isalnum() or text[letter_at - 1] in "'’"):
        return None
    k = letter_at
    while k > 0 and text[k - 1] in " \t:,*_([":
        k -= 1
    if k == letter_at or len(text) - k > 80:
        return None
    before = text[max(0, k - 12) : k].lower()
    words = before.split()
    prev = before.rstrip()
    if prev[-1:] in (".", "!", "?", ";") and _bare_tail(text, k) and not _label_sentence_before(text, k):
        # A bare label as the last sentence: "... the closest is 0110. D"
        return text[letter_at].upper(), letter_at, j
    between = text[k:letter_at]
    after_answer = ":" in between  # "Largest: **C**."
    if "," in between and not after_answer:
        lo = max(0, k - 200)
        sentence = text[max(lo, text.rfind(". ", lo, k) + 1, text.rfind("\n", lo, k) + 1) : k].lower()
        clause = sentence.rsplit(":", 1)[-1].strip()
        # "So the answer is the varying distance, A.", "For most of the war: Churchill, C."
        after_answer = "answer" in sentence or sentence.lstrip().startswith("so ") or 0 < len(clause.split()) <= 3
    if not words or (
        words[-1] not in _CONCLUDING_WORDS
        and not before.endswith(" it is")
        and not after_answer
        and not _opening_word(text, k, words[-1])
    ):
        return None
    if len(before) == 12 and len(words) == 1 and ":" not in between:  # (": A." ends the answer whatever the word)
        return None  # the "word" is the tail of a longer one
    if _conditional(text, k):
        return None  # "If ..., the answer is A; otherwise it's B."
    if words[-1] in _CHOOSING_WORDS and _DECLINED_BEFORE.search(text, max(0, k - 48), k):
        return None  # "I'm not going with C."
    return text[letter_at].upper(), letter_at, j


# A sentence before the closing label that ends in a label too ("... B. C."), unless that label is a
# reference in brackets after a word that commits to nothing ("Europe uses 230 V (B). A.").
_LABEL_SENTENCE_END = lazy_compile(r"(?i)(?:^|\s)(\()?[A-J]\)?[.!?]$")


def _label_sentence_before(text: str, k: int) -> bool:
    before = text[max(0, k - 60) : k].rstrip()
    m = _LABEL_SENTENCE_END.search(before)
    if m is None:
        return False
    if m.group(1) is None:
        return True
    words = before[: m.start()].split()
    return not words or words[-1].lower().strip("*_:,") in _CONCLUDING_WORDS or words[-1].lower().startswith("answer")


def _opening_word(text: str, k: int, word: str) -> bool:
    """True when ``word`` (ending at ``text[k]``, spaces aside) is "Choice" or "Letter" opening its
    sentence: "... Copy is Ctrl+C. Choice C."."""
    if word not in ("choice", "letter"):
        return False
    start = len(text[:k].rstrip(" \t:*_")) - len(word)
    before = text[:start].rstrip(" \t*_")
    return not before or before[-1] in ".!?\n"


def _lists_options(text: str, start: int, end: int, letter: str) -> bool:
    """True when ``text[start:end]`` labels two or more other options ("B. ... C. ...")."""
    others = {m.group(1) for m in _INLINE_LABEL.finditer(text, start, end)} - {letter}
    return len(others) >= 2


def _final_label(text: str, valid: str) -> tuple[str, int, int] | None:
    """A last line that is an option label, unless it closes an enumeration of options."""
    start, end = _line_bounds(text, len(text))
    if start >= end:
        return None
    found = _label_at(text, start, end, valid)
    if found is None:
        return None
    if not text[found[2] : end].strip(" \t*_)].:`"):
        if start > 0 and text[found[2] : end].rstrip(" \t*_`").endswith(":"):
            return None  # "...\n- Option B:": the heading of an entry cut off, after other lines
        return found  # a bare label ("**B**", "(C)", "Option D") is always a commitment
    prev_start, prev_end = _line_bounds(text, start)
    contiguous = text.count("\n", prev_end, start) <= 1  # a blank line sets the answer apart from a list
    if contiguous and prev_end > prev_start and _label_at(text, prev_start, prev_end, valid) is not None:
        return None  # "C) ...\nD) ..." is a list of the options, not an answer
    if _lists_options(text, found[2], end, found[0]):
        return None  # "A. ... B. ... C. ..." on one line is a list too
    return found


_LOWER_LEADING_LABEL = lazy_compile(
    r"[*_]{0,4}([a-j])(?:[.:][*_]{0,4}[ \t]+(?=\w)"
    # (or a dash or a comma after it, before words: "a — high boiling point", "b, because ..."; the article "a"
    # is never followed by either, and a formula's "a - b" has no word after the dash)
    r"|[ \t]{0,3}(?:[\u2014\u2013]|\s-)[ \t]{1,3}(?=[A-Za-z]{2})|,[ \t]{1,3}(?=[A-Za-z]{2}))"
)


def _leading_label(text: str, valid: str) -> tuple[str, int, int] | None:
    """A first line that starts with an option label, when no other line does."""
    start = len(text) - len(text.lstrip())
    nl = text.find("\n", start)
    end = len(text) if nl < 0 else nl
    found = _label_at(text, start, end, valid)
    if found is None:
        # A lowercase label opening the answer, before its reason: "c. prokaryotes lack a nucleus".
        lower = _LOWER_LEADING_LABEL.match(text, start, end)
        if lower is None or lower.group(1).upper() not in valid:
            return None
        found = (lower.group(1).upper(), lower.start(1), lower.end(1))
    if _lists_options(text, found[2], end, found[0]):
        return None  # "A. ... B. ... C. ..." on the first line lists the options
    pos = end
    while pos < len(text):
        nxt = text.find("\n", pos + 1)
        line_end = len(text) if nxt < 0 else nxt
        other = _label_at(text, pos + 1, line_end, valid)
        if other is not None and other[0] != found[0]:
            return None
        pos = line_end
    return found


_NUMBER_WORDS = {
    w: str(i)
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split()
    )
}
_NUMBER_WORDS.update(
    {w: str(10 * i) for i, w in enumerate("thirty forty fifty sixty seventy eighty ninety".split(), 3)}
)
# Ordinal words as ordinal numerals ("Thirteenth" is "13th"), so either form names the other ("second",
# also a unit of time, is left as it is).
_ORDINAL_WORDS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
_NUMBER_WORDS.update(
    {w: f"{i}{'st' if i % 10 == 1 and i != 11 else 'nd' if i % 10 == 2 and i != 12 else 'rd' if i % 10 == 3 and i != 13 else 'th'}"
     for i, w in enumerate(_ORDINAL_WORDS, 1) if w != "second"}
)  # fmt: skip
_NEGATORS = frozenset("not never t except excluding nor neither unlike".split())
_EMPHASIS = lazy_compile(r"\*\*([^*\n]{1,120})\*\*|__([^_\n]{1,120})__")
_HEAD_END = lazy_compile(r"[.,](?!\d)|[;:!?(\n—–]|\s-\s")


def _words_key(text: str) -> str:
    """Normalized text with number words as digits ("eleven" -> "11"; a tens word and a units word after it
    are one number, "seventy-five" -> "75", never "70 5", which would name an option "70")."""
    norm = _normalize_text(text)
    if not any(w in norm for w in ("one", "two", "thr", "fo", "fi", "si", "se", "ei", "ni", "te", "el", "tw", "zero")):
        return norm
    words = norm.split()
    if "ty " in norm:
        return " ".join(_joined_tens(words))
    return " ".join(_NUMBER_WORDS.get(w, w) for w in words)


_TENS_WORDS = frozenset("twenty thirty forty fifty sixty seventy eighty ninety".split())
_UNIT_WORDS = frozenset("one two three four five six seven eight nine".split())


def _joined_tens(words: list[str]) -> list[str]:
    """``words`` as digits, a tens word followed by a units word as one number (only number words are
    joined: "20.5", normalized to "20 5", stays two numbers)."""
    out: list[str] = []
    for i, w in enumerate(words):
        if w in _UNIT_WORDS and i and words[i - 1] in _TENS_WORDS:
            out[-1] = out[-1][0] + _NUMBER_WORDS[w]
        else:
            out.append(_NUMBER_WORDS.get(w, w))
    return out


# Greek and Latin number endings: "mitochondrion"/"mitochondria", "bacterium"/"bacteria", "nucleus"/"nuclei",
# "analysis"/"analyses", "matrix"/"matrices", either way round.
_CLASSICAL = (
    ("ion", ("ia",)),
    ("on", ("a",)),
    ("um", ("a",)),
    ("us", ("i",)),
    ("is", ("es",)),
    ("ix", ("ices",)),
    ("ex", ("ices",)),
    ("ses", ("sis",)),
    ("ia", ("ion", "ium")),
    ("a", ("on", "um")),
    ("i", ("us",)),
    ("ices", ("ix", "ex")),
)


def _classical_forms(option: str) -> tuple[str, ...]:
    """The other number of an option whose last word (of six letters or more) has a Greek or Latin ending."""
    last = option[option.rfind(" ") + 1 :]
    if len(last) < 6 or not last.isalpha():
        return ()
    for ending, others in _CLASSICAL:
        if last.endswith(ending):
            stem = option[: len(option) - len(ending)]
            return tuple(stem + other for other in others)
    return ()


def _occurrences(padded: str, option: str) -> list[int]:
    """Word positions where ``option`` (or its plural) occurs in ``padded`` (`` text ``)."""
    out = []
    # (and the singular of a plural option: "a loop diuretic" for "Loop diuretics")
    singular = (option[:-1],) if option.endswith("s") and not option.endswith("ss") and len(option) > 4 else ()
    for form in (option, option + "s", option + "es", *singular, *_classical_forms(option)):
        needle = f" {form} "
        i = padded.find(needle)
        while i >= 0:
            out.append(i)
            i = padded.find(needle, i + 1)
    return out


_PARENTHETICAL = lazy_compile(r"\s*\([^()]*\)")
_SENTENCE_BREAK = lazy_compile(r"[.;!?\n]+(?:\s|$)")
_ARTICLE = lazy_compile(r"^(?:the|a|an)\s+")
_QUOTED = lazy_compile(r"[\"“]([^\"”\n]{1,80})[\"”]")
_STOP_TOKENS = frozenset(
    "the and for with from that this into over under than of in on at to by is are was were".split()
)


def _distinctive(choices: Sequence[str], valid: str) -> list[set[str]]:
    """Per option, its words of four letters or more that no other option has ("fleming")."""
    words = [
        {w for w in _words_key(str(c)).split() if len(w) >= 4 and w not in _STOP_TOKENS} for c in choices[: len(valid)]
    ]
    return [w - set().union(*(o for j, o in enumerate(words) if j != i)) for i, w in enumerate(words)]


def _forms(choice: str) -> tuple[str, ...]:
    """The normalized ways to name an option: its text, and its text without a bracketed part
    ("Methane (CH4)" is also "methane")."""
    full = _words_key(choice)
    short = _words_key(_PARENTHETICAL.sub("", choice))
    forms = (full, short) if short and short != full else (full,)
    # (a term of two or three words written as one: "hashtable", "mergesort")
    parts = full.split()
    if 2 <= len(parts) <= 3 and all(p.isalpha() for p in parts) and len(full) >= 7:
        forms = (*forms, "".join(parts))
    return forms


_JOINING = frozenset("and or nor plus".split())
# A numeral after one of these names a part, not a count: "Section 3", "Article 2", "step 4", "Table 1".
_REFERENCE_NOUNS = frozenset(
    "section article chapter clause amendment paragraph page figure fig table step rule verse part appendix item".split()
)
_WRONG_WORDS = frozenset("wrong incorrect distractor".split())
_ARTICLES = frozenset(("a", "an", "the"))
_COPULAS = frozenset("is s was are be looks seems".split())
_NEGATED_COPULA = (("is", "not"), ("isn", "t"), ("was", "not"), ("wasn", "t"), ("are", "not"), ("aren", "t"))


def _called_wrong(padded: str, end: int, normalized: Sequence[str], index: int) -> bool:
    """True when the words after an option's mention (ending at ``end`` in ``padded``) call it
    wrong before another option is named: "Istanbul is the obvious guess and it's wrong",
    "Hayek is not ...", "B is a tempting distractor"."""
    after = padded[end : end + 80]
    cut = len(after)
    for j, other in enumerate(normalized):
        if j != index and other:
            k = after.find(f" {other} ")
            if 0 <= k < cut:
                cut = k
    words = after[:cut].split()[:10]
    if tuple(words[:2]) in _NEGATED_COPULA or words == ["no"]:
        return True  # ("Coal — no.": the clause is only a "no")
    # "... and it's wrong", "is incorrect", "a tempting distractor" (not "a wrong number")
    if any(w in _WRONG_WORDS and (w == "distractor" or words[k - 1] in _COPULAS) for k, w in enumerate(words) if k > 0):
        return True
    # "... is a common trap", "is the classic misreading": a copula, then an article, then an error noun
    # (not "greenhouse gases trap heat")
    return any(
        w in ERROR_NOUNS and _ARTICLES.intersection(words[max(0, k - 3) : k]) and _COPULAS.intersection(words[:k])
        for k, w in enumerate(words)
        if k > 1
    )


def _called_wrong_before(words: Sequence[str]) -> bool:
    """True when the last words before an option's mention call it an error: "A common trap is (option A)
    zero", "the decoy would be ..." (an error noun, then a copula); "I'd be wrong to say ...", "it would be a
    mistake to pick ..." (saying it called wrong, not "it's not wrong to say ...")."""
    if any(
        w in ERROR_NOUNS and words[k + 1 : k + 3] and _COPULAS.intersection(words[k + 1 : k + 3])
        for k, w in enumerate(words)
    ):
        return True
    if words and words[-1] in _ARTICLES:
        words = words[:-1]  # ("wrong to say the Elbe")
    n = len(words)
    if n >= 3 and words[-2] == "to" and words[-1] in _SAYING_VERBS and words[-3] in _WRONG_TO_SAY:
        return n == 3 or words[-4] not in _NEGATORS
    return False


def _restated(before: Sequence[str]) -> bool:
    """True when the words before a mention end with a negation and then a fresh "it's" / "it is": the
    negation closes the clause before ("It isn't - it's Wellington."), so it does not reach the mention."""
    return len(before) >= 3 and before[-3] in _NEGATORS and tuple(before[-2:]) in (("it", "s"), ("it", "is"))


_SAYING_VERBS = frozenset("say pick choose answer put guess call".split())
_WRONG_TO_SAY = frozenset("wrong incorrect mistake mistaken error".split())


# An opening guess asked and answered "no", then the answer's own sentence: "Sydney? No — Canberra."
_ASKED_NO_OPENING = lazy_compile(
    r"\s{0,8}[^?\n]{1,80}\?[ \t]{0,8}(?i:no|nope|nah)\b[ \t,.!:;—–-]{1,8}(?i:it['’]?s[ \t]+|it[ \t]+is[ \t]+)?"
    r"[*_]{0,2}([^.!?\n;,()*_]{1,80})[*_]{0,2}[.!]"
)
# An option asked about and answered "No": "Is it the liver? No. Brain? Nope."
_ASKED_NO = lazy_compile(r"\?[ \t]{0,8}(?:\n[ \t]{0,8})?(?i:no|nope|nah)\b")


def _asked_no(text: str) -> str:
    """``text`` with a question answered "No" turned into one clause ("Is it the liver - no"), so that
    the option it names is read as ruled out (see :func:`_called_wrong`)."""
    return _ASKED_NO.sub(" - no", text)


# Two numbers joined by a dash: a range or a scale ("the 0–14 scale", "pages 10-12"), whose ends are not options
# named one by one.
_RANGE = lazy_compile(r"(?<![\w.,])\d+(?:\.\d+)?[ \t]?[–-][ \t]?\d+(?:\.\d+)?(?![\w.,]\d|\w)")


def _named(
    text: str, normalized: list[str], valid: str, choices: Sequence[str] | None = None, contained: bool = False
) -> list[int]:
    """Indices of the options ``text`` names at least once without negating them ("not X") (with
    ``contained``, also those whose text lies inside another named option's text)."""
    # Negation does not reach past the end of its sentence: "... not quartz (7). Diamond ...".
    if "?" in text:
        text = _asked_no(text)
    if ("–" in text or "-" in text) and _RANGE.search(text) and not any(_RANGE.search(str(c)) for c in choices or ()):
        text = _RANGE.sub(" range ", text)  # ("the 0–14 scale" names neither "0" nor "14")
    clauses = [f" {_words_key(part)} " for part in _SENTENCE_BREAK.split(text)]
    # One search over all clauses joined by a character no option's words contain (a reply of
    # 200,000 short sentences would otherwise cost a search per clause, option and form); each
    # occurrence is then judged inside its own clause.
    joined = "\0".join(clauses)
    begins = list(itertools.accumulate((len(c) + 1 for c in clauses[:-1]), initial=0))
    hits = []
    for i, c in enumerate(normalized):
        if not c or i >= len(valid):
            continue
        forms = _forms(choices[i]) if choices is not None else (c,)
        for form in forms:
            for at in _occurrences(joined, form):
                k = bisect.bisect_right(begins, at) - 1
                padded, pos = clauses[k], at - begins[k]
                before = padded[max(0, pos - 40) : pos].split()
                if (
                    (not _NEGATORS.intersection(before[-3:]) or _restated(before))
                    and not _called_wrong(padded, pos + len(form) + 1, normalized, i)
                    and not _called_wrong_before(before[-6:])
                    and not (before and form.isdigit() and before[-1] in _REFERENCE_NOUNS)
                ):
                    break
            else:
                continue
            hits.append(i)
            break
    # An option whose text is contained in another matched option's text ("Paris" in
    # "Paris, Texas") is not separate evidence.
    if contained:
        return hits
    return [i for i in hits if not any(j != i and f" {normalized[i]} " in f" {normalized[j]} " for j in hits)]


def _short_name(token: str, choices: Sequence[str], valid: str) -> str | None:
    """The one option ``token`` (a formula, a symbol or initials) stands for, else None."""
    if not token or " " in token or len(token) > 12:
        return None
    names = {_words_key(n) for n in formula_names(token)}
    if names:
        names |= {n.replace("sulf", "sulph").replace("aluminium", "aluminum") for n in names}
        hits = [i for i, c in enumerate(choices[: len(valid)]) if names & set(_forms(str(c)))]
    elif token.isupper() and token.isalpha() and 2 <= len(token) <= 5:
        # (capitalised words, "MLK"; or every word of a term, "RCA" for "Right coronary artery")
        hits = [i for i, c in enumerate(choices[: len(valid)]) if token in (initials(str(c)), _acronym(str(c)))]
    else:
        return None
    return valid[hits[0]] if len(hits) == 1 else None


def _acronym(option: str) -> str:
    """The first letters of every word of a term of two or more words, in capitals."""
    words = re.findall(r"[A-Za-z][\w']*", option)
    return "".join(w[0] for w in words).upper() if len(words) >= 2 else ""


_MAX_ELIMINATION = 20_000
_SENTENCE_END_SPLIT = lazy_compile(r"(?<=[.!?])\s+|\n+")


def _named_by_word(text: str, choices: Sequence[str], valid: str, normalized: list[str]) -> list[int]:
    """Options whose distinctive words occur in ``text`` at least once without being ruled out."""
    distinctive = _distinctive(choices, valid)
    if not any(distinctive) or len(text) > _MAX_ELIMINATION or _says_none(text):
        return []  # (a run-on answer is not read sentence by sentence for names)
    kept = set()
    if "?" in text:
        text = _asked_no(text)
    for part in _SENTENCE_BREAK.split(text):
        padded = f" {_words_key(part)} "
        for i, words in enumerate(distinctive):
            if i in kept:
                continue
            for word in words:
                for pos in _occurrences(padded, word):
                    if _NEGATORS.intersection(padded[max(0, pos - 40) : pos].split()[-3:]):
                        continue
                    others = [w for j, ws in enumerate(distinctive) if j != i for w in ws]
                    if _called_wrong(padded, pos + len(word) + 1, others, -1):
                        continue
                    kept.add(i)
    return sorted(kept)


# A computed result: a number after "=", "≈", "is", "equals", "gives", "total" or an arrow that
# ends its sentence or clause, or comes before the others are ruled out ("n = 15, and surely not 20") ("the middle value is 5.", "0.15 × 80 = 12.", "e ≈ 2.71828.").
_RESULT = lazy_compile(
    r"(=|≈|~|\b(?i:is|equals|gives|total|makes)\b|→|->|(?<=\b(?i:answer))[*_]{0,2}\s{0,3}:[*_]{0,2})\s{0,8}[*_$]{0,4}([−-]?\d[\d,]*(?:\.\d+)?|[−-]?\.\d+)[*_]{0,4}%?"
    r"(?=\s{0,8}(?:[.;!)\n](?![\d,])|,\s{1,8}(?:[a-z]{1,12}\s{1,8}){0,2}(?:not|neither|never|nor)\b|$))"
)


def _places(value: Decimal) -> int:
    exponent = value.as_tuple().exponent
    return -exponent if isinstance(exponent, int) else 0


def _numeric_result(text: str, choices: Sequence[str], valid: str) -> str | None:
    """With options that are all numbers: the one option every computed result equals (a result
    given after "≈" with more decimals counts when it rounds to the option)."""
    values = [parse_number(str(c).strip()) for c in choices[: len(valid)]]
    # (every option a number, or all but one: "None of the above" beside the numbers)
    if sum(v is not None for v in values) < max(2, len(values) - 1):
        return None
    picked: set[int] = set()
    if len(text) <= 24:  # a reply that is the number alone, its thousands written with or without separators
        alone = parse_number(text.strip().strip("*_`"))  # ("45006" for "45,006"; "4506" is not that option)
        if alone is not None and alone.is_finite():
            picked.update(i for i, v in enumerate(values) if v is not None and v == alone)
    for m in _RESULT.finditer(text):
        got = parse_number(m.group(2))
        if got is None or not got.is_finite():
            continue
        places = _places(got)
        for i, v in enumerate(values):
            if v is None:
                continue
            if got == v:
                picked.add(i)
            elif m.group(1) in ("≈", "~") and 0 < _places(v) < places:
                if got.quantize(v, rounding=ROUND_HALF_UP) == v:  # "≈ 2.71828" for 2.718
                    picked.add(i)
    return valid[picked.pop()] if len(picked) == 1 else None


# Typographic variants of one symbol: "x²" is "x^2", "−" and "–" are "-", "×" and "·" are "*".
_FOLD = str.maketrans(
    {
        **{c: "^" + d for c, d in zip("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789", strict=True)},
        "−": "-",
        "–": "-",
        "×": "*",
        "·": "*",
        "⋅": "*",
    }
)


def _fold_symbols(text: str) -> str:
    """``text`` casefolded, symbols kept but written one way, without spaces (to tell apart options that
    differ only in a sign: "2x·sin(x) + x²·cos(x)" against "... − x^2·cos(x)")."""
    return "".join(text.casefold().translate(_FOLD).split())


# A closing sentence that opens with a verdict: "I'd say ...", "My pick is ...", "So I'll go with ...".
_VERDICT_OPENING = lazy_compile(
    r"(?i)\s*(?:so|then|overall|in\s+the\s+end|all\s+told)?[,:]?\s*(?:i['’]d|i\s+would|i['’]ll|i\s+will|i)\s+"
    r"(?:say|go\s+(?:with|for)|pick|choose|vote\s+for|opt\s+for|lean\s+towards?|settle\s+on)\b"
    r"|\s*(?:so|then)?[,:]?\s*my\s+(?:final\s+)?(?:answer|pick|choice|vote|bet)\s+(?:is|would\s+be)\b"
)


def _choice_text(text: str, choices: Sequence[str], valid: str) -> tuple[str | None, str | None]:
    """Match the answer against the options' text: (letter, reason-if-ambiguous)."""
    norm = _words_key(text)
    if not norm:
        return None, None
    normalized = [_words_key(str(c)) for c in choices]
    for i, c in enumerate(normalized):
        if c and c == norm and i < len(valid):
            return valid[i], None
    for i, choice in enumerate(choices[: len(valid)]):
        if norm in _forms(str(choice)):
            return valid[i], None  # "Methane" for "Methane (CH4)"
    # A last line that is exactly an option's text: "...\n\nAuckland".
    last_line = _words_key(text.rstrip().rsplit("\n", 1)[-1].strip(" *_`\"'"))
    final = [i for i, c in enumerate(choices[: len(valid)]) if last_line and last_line in _forms(str(c))]
    if len(final) == 1 and "\n" in text.strip():
        return valid[final[0]], None
    hits = _named(text, normalized, valid, choices)
    if not hits and not _says_none(text):
        # Options that differ only in punctuation ("its" / "its'"): the one quoted verbatim.
        folded = _fold_symbols(text)
        twins = [i for i, c in enumerate(normalized) if c and normalized.count(c) > 1 and i < len(valid)]
        verbatim = [i for i in twins if _fold_symbols(str(choices[i])) in folded]
        if len(verbatim) == 1:
            return valid[verbatim[0]], None
    if hits:
        # Answer first, the others discussed after it: "Maastricht (1992). The Treaty of Rome created ..."
        first = fragment_opening(
            text,
            [set(n.split()) for n in normalized[: len(valid)]],
            _distinctive(choices, valid),
            _words_key,
            lambda rest: _REVISION.search(rest) is not None,
        )
        if first is not None:
            return valid[first], None
    if len(hits) == 1 and " but " in text[-300:]:
        other = _but_names_other(text, choices, valid, normalized, hits[0])
        if other is not None:
            return other, None  # ("Vargas Llosa (C) won the Nobel too, but the novel is by García Márquez.")
    if len(hits) == 1:
        # (one option named on the way, the closing clause describing another: "..., the Treaty of Paris
        # usually refers to 1783. With Germany: Versailles.")
        described = described_option(text, choices, valid) if "." in text.strip()[:-1] else None
        return described or valid[hits[0]], None
    if len(hits) > 1:
        # A quoted option in the last sentence: 'So the answer is "were".'
        last = text.rstrip()[max(text.rstrip().rfind(". ", 0, len(text.rstrip()) - 1), text.rstrip().rfind("\n")) + 1 :]
        quoted = {
            i
            for m in _QUOTED.finditer(last)
            for i, c in enumerate(choices[: len(valid)])
            if _words_key(m.group(1)) in _forms(str(c))
        }
        if len(quoted) == 1:
            return valid[quoted.pop()], None
        # An option set in bold is the one the answer commits to: "The smallest is **Vatican City**".
        bold = {i for m in _EMPHASIS.finditer(text) for i in _named(m.group(1) or m.group(2), normalized, valid)}
        if len(bold) == 1:
            return valid[bold.pop()], None
        # An opening guess asked and answered "no", then the answer: "Sydney? No — Canberra. Melbourne was ...".
        corrected = _ASKED_NO_OPENING.match(text)
        if corrected is not None and not _REVISION.search(text, corrected.end()):
            key = _ARTICLE.sub("", _words_key(corrected.group(1)))
            fixed = [i for i in hits if key and key in _forms(str(choices[i]))]
            if len(fixed) == 1:
                return valid[fixed[0]], None
        # Answer first: an opening sentence that is just an option's text ("Criteria. ...", "Nile (C). ...").
        opening = _HEAD_END.search(text.lstrip())
        head_text = text.lstrip()[: opening.start() if opening else len(text)]
        head_key = _words_key(head_text.strip("`*_\"' "))
        terminator = text.lstrip()[opening.start() : opening.start() + 1] if opening else ""
        head_key = _ARTICLE.sub("", head_key)
        exact = [i for i in hits if head_key and head_key in _forms(str(choices[i]))]
        if terminator in ("—", "–", ":", "(") and len(_named_heads(text, terminator, normalized, valid, choices)) > 1:
            exact = []  # "Neon — noble. Argon — noble. ...": each option in turn, not an answer first
        if (
            exact
            and terminator == "("
            and _SUBJECT_TAG.match(text.lstrip(), opening.start() if opening else 0)
            and " but " in _SENTENCE_BREAK.split(text.lstrip(), 1)[0]
        ):
            # (a tagged option as the subject of a clause conceded by "but": "1933 (C) was the worst year, but the
            # crash was in 1929.")
            exact = []
        if len(exact) == 1 and terminator in ("", ".", "!", "(", "\n", "—", "–", ":", ","):
            # (not an opening that lists options: "The kangaroo, koala and wombat are all ...")
            first_sentence = _SENTENCE_BREAK.split(text.lstrip(), 1)[0]
            if terminator != "," or _named(first_sentence, normalized, valid) == exact:
                return valid[exact[0]], None
        actual = _corrected_to(text, choices, valid) if "ctually" in text or "in fact" in text else None
        if actual is not None:
            return actual, None  # ("Most guess Sydney, but it's actually Canberra. Melbourne was ...")
        # Prefer the option stated in the last complete sentence or line, when only one is - and
        # in its last clause after "but" ("A is often assumed, but it's C").
        body = text.rstrip()
        tail = text[max(text.rfind("\n", 0, len(body)), *(body.rfind(p) for p in (". ", "! ", "? "))) + 1 :]
        # A last line that is one more entry of a list of the options ("D) Perth") decides nothing,
        # nor does an aside in brackets or a sentence cut off before its end.
        complete = body[-1:] in ".!" or body.endswith((".)", '."', "**"))
        aside = tail.strip()[:1] == "("
        if complete and not aside and not _LABEL_LINE.match(tail):
            but = max(tail.rfind(", but "), tail.rfind("; but "), tail.rfind(" but "))
            if but >= 0:
                in_clause = _named(tail[but:], normalized, valid)
                if len(in_clause) == 1:
                    return valid[in_clause[0]], None
            in_tail = _named(tail, normalized, valid)
            if len(in_tail) == 1:
                return valid[in_tail[0]], None
            if not in_tail:
                # (several options discussed, the closing clause describes one by its words: "With Germany: Versailles.")
                described = described_option(text, choices, valid)
                if described is not None:
                    return described, None
            # The others listed, then set apart by a dash or a semicolon, a last clause naming one more:
            # "Volts measure ..., watts ..., joules ... — resistance is in ohms."
            cut = max(tail.rfind(" — "), tail.rfind(" – "), tail.rfind(" - "), tail.rfind("; "), tail.rfind("—"))
            if not in_tail and len(tail.split()) <= 8 and _VERDICT_OPENING.match(tail):
                # "... I'd say the assassination.": a closing verdict naming one option by a word of its own
                by_word = _named_by_word(tail, choices, valid, normalized)
                if len(by_word) == 1:
                    return valid[by_word[0]], None
            continues = tail[cut:].lstrip(" —–-;").lower().startswith(("and ", "or ", "nor ", "plus ", "as well as "))
            if cut > 0 and len(in_tail) > 2 and not continues:  # (not "..., Othello — and The Duchess of Malfi.")
                last_clause = _named(tail[cut:], normalized, valid, choices)
                if len(last_clause) == 1 and len(_named(tail[:cut], normalized, valid, choices)) >= 2:
                    if last_clause[0] not in _named(tail[:cut], normalized, valid, choices):
                        return valid[last_clause[0]], None
        # Answer first: a short opening clause that names one option ("180°. (For comparison...)").
        head_end = _HEAD_END.search(text.lstrip())
        head = text.lstrip()[: head_end.start() if head_end else len(text)]
        head_split = head.split()
        # (not a clause cut short by a conjunction: "Paris and, arguably, Lyon.")
        short_head = 0 < len(head_split) <= 4 and head_split[-1].lower() not in _JOINING
        in_head = _named(head, normalized, valid) if short_head and not _LABEL_LINE.match(head) else []
        if in_head and head_end is not None and text.lstrip()[head_end.start()] == ",":
            # (not the first item of a list of options: "4, 6 and 8 are all composite.")
            # (the item after the comma is another option; not an apposition, "Russia, about 17 million km²")
            after = _LIST_ITEM.match(text.lstrip(), head_end.end())
            listed = _named(after.group(1), normalized, valid) if after is not None else []
            in_head = in_head if not [i for i in listed if i not in in_head] else []
        if len(in_head) == 1:
            return valid[in_head[0]], None
        # Options named only in a bracketed aside are no part of the answer: "... (For computer mice,
        # some people say 'mouses', ...)", "(The House of the Spirits is Isabel Allende, ...)".
        if "(" in text:
            outside = _named(_PARENTHETICAL.sub("", text), normalized, valid, choices)
            if len(outside) == 1:
                return valid[outside[0]], None
        numeric = _numeric_result(text, choices, valid)
        if numeric is not None:
            return numeric, None
        main = _main_clause_names(text, choices, valid, normalized)
        if main is not None:
            return main, None
        return None, "the answer states the text of several options"
    # A short last sentence that is one option's distinctive word: "... So it can't be A, C or D. Orwell."
    body = text.strip()
    last_sentence = _SENTENCE_END_SPLIT.split(body[-300:])[-1]  # (only the end is split: linear on run-on text)
    if last_sentence.strip() and len(body) > len(last_sentence) + 1 and len(last_sentence.split()) <= 2:
        named_last = _named_by_word(last_sentence, choices, valid, normalized)
        if len(named_last) == 1:
            return valid[named_last[0]], None
    # Answer first with part of an option's text: "Fleming, 1928.", "Conan Doyle. (Poe ...)".
    opening = _HEAD_END.search(text.lstrip())
    head_list = _words_key(text.lstrip()[: opening.start() if opening else len(text)]).split()
    head_words = set(head_list)
    # (Not an opening that rules an option out: "Not Smith - he predates ...".)
    head_stop = text.lstrip()[opening.start() : opening.start() + 1] if opening else ""
    # (nor a question: "Is it the liver? No.")
    if (
        0 < len(head_words) <= 5
        and not _NEGATORS.intersection(head_list[:2])
        and head_list[0] != "no"
        and head_stop != "?"
        # (nor one cut short by a conjunction: "Functional and, in part, procedural")
        and head_list[-1] not in _JOINING
    ):
        # (nor one that negates before the name: "It's not oxygen, ..."; "Yellow isn't one" answers a "NOT" question)
        partial = [
            i
            for i, d in enumerate(_distinctive(choices, valid))
            if d
            and d & head_words
            and not _NEGATORS.intersection(head_list[: min(head_list.index(w) for w in d & head_words)])
        ]
        if head_stop in ("—", "–", ":", "(") and len(_named_heads(text, head_stop, normalized, valid, choices)) > 1:
            partial = []  # "Versailles (1919) ..., Utrecht (1713) ...": each option in turn
        if partial and head_stop in (",", ";") and _survey_opening(text, choices, valid):
            partial = []  # "Mill is utilitarianism, Hume is empiricism, ...": each option paired in turn
        if len(partial) == 1:
            return valid[partial[0]], None
    # An answer that opens with a short name for one option: a chemical symbol or formula ("Ne",
    # "CO₂", "H2S") for options that name elements or compounds, or initials ("MLK").
    short = _short_name(text.lstrip()[: opening.start() if opening else len(text)].strip(" *_`\"'"), choices, valid)
    if short is not None:
        return short, None
    # An option's text with an aside inserted: "To inform suspects of their rights (silence, attorney) before ...".
    if "(" in text:
        unbracketed = _PARENTHETICAL.sub("", text)
        inside = _named(unbracketed, normalized, valid, choices)
        if len(inside) == 1:
            return valid[inside[0]], None
    # Elimination by name: the one option whose distinctive word (a surname: "Descartes",
    # "Keynes") the answer uses without ruling it out, every other option named only to be
    # ruled out ("Not Smith - ... Not Hayek - ... The name on this idea is Keynes.").
    # Initials or a formula in the closing sentence: "..., but the best answer is the RCA."
    shorts = {_short_name(t, choices, valid) for t in _SHORT_TOKEN.findall(last_sentence)} - {None}
    if len(shorts) == 1:
        return shorts.pop(), None
    kept = _named_by_word(text, choices, valid, normalized)
    if len(kept) == 1:
        return valid[kept[0]], None
    if len(kept) > 1 and body[-1:] in ".!":
        # Several named on the way; the closing sentence names one: "... Vienna (1815) followed
        # Napoleon. The war ended with Westphalia in 1648."
        last_named = [i for i in _named_by_word(last_sentence, choices, valid, normalized) if i in kept]
        if len(last_named) == 1:
            return valid[last_named[0]], None
    return None, None


# A correcting adverb and what it puts forward: "it's actually Canberra (C)", "in fact, the Pacific."
_CORRECTED = lazy_compile(
    r"(?i)\b(?:actually|in\s{1,4}fact)[,\s]{1,4}(?:(?:it['’]s|it\s{1,4}is|it\s{1,4}was)\s{1,4})?([^,.;:!?()\n—–]{1,60}?)"
    r"(?=\s{0,4}(?:\([A-J]\))?\s{0,4}(?:[,.;:!?\n—–]|\s-\s|$))"
)


def _whole_options(words: str, choices: Sequence[str], valid: str) -> list[int]:
    """The indices of the options whose whole text, without a leading article, ``words`` is (none for words that
    are empty once normalized)."""
    key = _ARTICLE.sub("", _words_key(words))
    if not key:
        return []
    return [i for i, forms in enumerate(_option_forms(tuple(str(c) for c in choices[: len(valid)]))) if key in forms]


def _corrected_to(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The option a correcting adverb puts forward as the last correction ("Many guess Sydney, but it's actually
    Canberra (C). Melbourne (B) was the capital until 1927."): the words after "actually" or "in fact" up to their
    clause's end are one option's whole text, no negation stands before them in their clause, and nothing after
    revises the answer; the later sentences that name other options are discussion. Else None."""
    found = None
    for found in _CORRECTED.finditer(text):  # noqa: B007 - the last one counts
        pass
    if found is None or _REVISION.search(text, found.end()):
        return None
    named = _whole_options(found.group(1), choices, valid)
    if len(named) != 1:
        return None
    clause_start = max(text.rfind(c, 0, found.start()) for c in ".;!?\n")
    if _NEGATION_WORD.search(text, clause_start + 1, found.start()):
        return None  # ("it's not actually Sydney": the adverb inside a negation)
    if _SECOND_OPTION.match(text, found.end(1)) or _LETTER_AFTER_TAG.match(text, found.end(1)):
        return None
    stop = _SENTENCE_STOP.search(text, found.end(1))
    rest = text[found.end(1) : stop.start() if stop else len(text)]
    normalized = [_words_key(str(c)) for c in choices]
    if any(i != named[0] for i in _named(rest, normalized, valid, choices)):
        return None  # ("Actually, Sydney, Melbourne and Perth are all bigger.": a list, not a correction)
    return valid[named[0]]


# A closing clause that identifies: "the official language is Arabic.", "so the largest one is the Pacific!"
_IDENTITY = lazy_compile(
    r"(?i)(?:^|[.;!?\n]|,\s{0,4}(?:but|and|so)\b|\s[—–-]\s)\s{0,8}(?:(?:so|thus|hence|but|and)[,\s]{1,4})?"
    r"the\s{1,4}([^,.;:!?()\n]{2,50}?)\s{1,4}(?:is|was|are|were)\s{1,4}(?:(?:always|still|really|actually|simply)\s{1,4})?"
    r"([^,.;:!?()\n]{1,50}?)[*_]{0,2}\s{0,4}[.!]?[*_]{0,2}\s{0,4}$"
)
_QUESTION_WORD = lazy_compile(r"[^\W\d_]{4,}")


def _closing_identity(text: str, choices: Sequence[str], valid: str, question: str) -> str | None:
    """The option the answer's closing clause identifies as what the question asks for ("Coptic survives only in
    church; the official language is Arabic." for "... the official language of Egypt?"): "the <words> is
    <option>" ends the answer, the option is one option's whole text, and the words before the copula are the
    question's own, one of them a word no option carries. Else None."""
    found = _IDENTITY.search(text, max(0, len(text) - 120))
    if found is None:
        return None
    named = _whole_options(found.group(2), choices, valid)
    if len(named) != 1:
        return None
    option_words = {w for c in choices for w in _words_key(str(c)).split()}
    question_words = set(_words_key(question).split())
    asked = {w for w in question_words if len(w) >= 4 and w not in option_words}
    subject = {w for w in _words_key(found.group(1)).split() if len(w) >= 3}
    # (the subject restates the question: every word of it is the question's, "the neighbouring language" is not)
    if not asked & subject or not subject <= question_words or _NEGATION_WORD.search(found.group(1)):
        return None
    return valid[named[0]]


# An option's text beside "by elimination" in one clause: "So 13 by elimination", "by elimination, it's Perth".
_BY_ELIMINATION = lazy_compile(
    r"(?i)(?:^|[.;:!?\n]|,\s{0,4}(?:but|and|so)\b)\s{0,8}(?:(?:so|thus|hence|then|therefore)[,\s]{1,4})?"
    r"(?:(?:it['’]s|it\s{1,4}is|it\s{1,4}must\s{1,4}be|that['’]s|the\s{1,4}answer\s{1,4}is)\s{1,4})?"
    r"(?:([^,.;:!?()\n]{1,40}?)\s{1,4}(?:by|through|via)\s{1,4}(?:the\s{1,4})?(?:process\s{1,4}of\s{1,4})?elimination"
    r"|(?:by|through|via)\s{1,4}(?:the\s{1,4})?(?:process\s{1,4}of\s{1,4})?elimination[,:\s]{1,4}"
    r"(?:(?:it['’]s|it\s{1,4}is|it\s{1,4}must\s{1,4}be|that['’]s|the\s{1,4}answer\s{1,4}is|we\s{1,4}get)\s{1,4})?"
    r"([^,.;:!?()\n]{1,40}?))(?=\s{0,4}(?:[,.;:!?()\n]|$))"
)


def _named_by_elimination(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The option the answer's last mention of elimination names in its own clause ("3 — no. 5 — no. 11 — no. So
    13 by elimination, but let me verify: 13 × 7 = 91."), when the words beside it are one option's whole text and
    nothing after it revises the answer; else None."""
    found = None
    for found in _BY_ELIMINATION.finditer(text):  # noqa: B007 - the last one counts
        pass
    if found is None or _REVISION.search(text, found.end()):
        return None
    words = found.group(1) or found.group(2) or ""
    if _NEGATION_WORD.search(words):
        return None
    named = _whole_options(words, choices, valid)
    return valid[named[0]] if len(named) == 1 else None


# A negated clause, then another subject with only its verb left ("X is not the answer — Y is.", "X doesn't, but Y
# does."), closing the answer. Group 1 the negated clause, group 2 the second subject.
_ELIDED = lazy_compile(
    r"(?i)((?:\bnot|n['’]t)\b[^.;!?\n]{0,80}?)(?:\s[—–]\s|[—–,;]\s{0,4}|\s-\s)(?:but\s{1,4})?"
    r"([^,.;:!?()\n—–]{1,40}?)\s{1,4}(?:is|are|was|were|does|do|did|has|have)[*_]{0,2}\s{0,4}[.!]?[*_]{0,2}\s{0,4}$"
)


def _elided_verdict(text: str, choices: Sequence[str], valid: str, normalized: list[str]) -> str | None:
    """The option an answer's closing contrast puts forward with its verb alone, after a negated clause about
    another ("..., so violet is not the answer — red is.", "Oak doesn't, but birch does."): the subject after the
    break is one option's whole text, and the negated clause names another option and not that one. Else None."""
    found = _ELIDED.search(text, max(0, len(text) - 200))
    if found is None:
        return None
    named = _whole_options(found.group(2), choices, valid)
    if len(named) != 1:
        return None
    padded = f" {_words_key(found.group(1))} "
    negated = [i for i, n in enumerate(normalized[: len(valid)]) if n and f" {n} " in padded]
    clause_start = max(text.rfind(c, 0, found.start()) for c in ".;!?\n") + 1
    padded = f" {_words_key(text[clause_start : found.start()])} {padded} "
    negated += [i for i, n in enumerate(normalized[: len(valid)]) if n and f" {n} " in padded]
    if not negated or named[0] in negated:
        return None
    return valid[named[0]]


_NEGATION_WORD = lazy_compile(r"(?i)\b(?:not|never|no)\b|n['’]t\b")
_LETTER_AFTER_TAG = lazy_compile(r"\s{0,4}(?:\([A-J]\))?\s{0,4}(?:,\s{0,4})?(?i:or|and)\s")


# What makes a clause after "but" an addition or a doubt rather than the answer's contrast: "but so did X", "but X
# too", "but maybe X".
_NOT_CONTRAST = lazy_compile(
    r"(?i)\b(?:also|too|as\s{1,4}well|so\s{1,4}(?:did|does|was|is|were|are)|either|might|may|could|perhaps|maybe|"
    r"possibly|probably|if|not|never|no)\b|n['’]t\b|\?"
)


def _but_names_other(text: str, choices: Sequence[str], valid: str, normalized: list[str], hit: int) -> str | None:
    """The option the last sentence's clause after "but" names by a distinctive word alone (a surname, "García
    Márquez" for "Gabriel García Márquez") when the sentence names option ``hit`` by its whole text before "but"
    ("Vargas Llosa (C) won the Nobel too, but the novel is by García Márquez."): the contrast puts the other
    forward. Not a clause that adds, doubts or negates ("but so did ...", "but maybe ...", "but not ..."). Else None."""
    body = text.rstrip()
    if body[-1:] not in ".!":
        return None
    start = max(body.rfind(p, 0, len(body) - 1) for p in (". ", "! ", "? ", "\n")) + 1
    sentence = body[start:]
    but = sentence.rfind(" but ")
    if but < 0:
        return None
    clause = sentence[but + 5 :]
    if _NOT_CONTRAST.search(clause) or _named(clause, normalized, valid, choices):
        return None
    if hit not in _named(sentence[:but], normalized, valid, choices):
        return None
    by_word = _named_by_word(clause, choices, valid, normalized)
    if len(by_word) != 1 or by_word[0] == hit:
        return None
    return valid[by_word[0]]


# A bracket after an opening option text that a word follows: the option is the subject of a clause.
_SUBJECT_TAG = lazy_compile(r"\([^()\n]{1,40}\)[ \t]{1,3}[a-z]")
# The next item of a list after a comma: "6" in "4, 6 and 8 are ...".
_LIST_ITEM = lazy_compile(r"\s{0,4}([^,.;:!?\n]{1,60}?)(?=\s{0,4}(?:,|\band\b|\bor\b|&|[.;:!?\n]|$))")


# Where a sentence's main clause ends and a clause that only comments on it begins: ", which ...",
# ", because ...", " — ...".
_SUBORDINATE = lazy_compile(
    r",\s{1,8}(?i:which|who|whom|whose|where|because|since|as|though|although|while|whereas|unlike)\b|\s[—–]\s|\s-\s"
)


_MAIN_HEDGE = lazy_compile(r"(?i)\b(?:might|may|could|perhaps|maybe|possibly|probably|unless|if)\b|\?")


def _main_clause_names(text: str, choices: Sequence[str], valid: str, normalized: list[str]) -> str | None:
    """The option the last sentence's main clause ends on when a comment on it follows ("The capital is
    Canberra, which was built as a compromise between Sydney and Melbourne."): the main clause states
    something of it and neither negates nor hedges; the other options named in the comment are discussion.
    None otherwise."""
    body = text.rstrip()
    last = _SENTENCE_END_SPLIT.split(body[-300:])[-1]
    m = _SUBORDINATE.search(last)
    if m is None:
        return None
    main = last[: m.start()]
    words = _words_key(main).split()
    if len(words) < 3 or _CLAUSE_NEGATION.search(main) or _MAIN_HEDGE.search(main) or is_undecided(main):
        return None
    named = _named(main, normalized, valid, choices)
    if len(named) != 1:
        return None
    option = normalized[named[0]].split()
    # (the clause ends on the option, after words of its own: "The capital is Canberra", not "Sydney")
    if len(words) <= len(option) or words[-len(option) :] != option:
        return None
    return valid[named[0]]


_SHORT_TOKEN = lazy_compile(r"(?<![\w-])[A-Z][A-Z0-9₀-₉]{1,5}(?![\w-])")


_CLAUSE_SPLIT = lazy_compile(r"[,;]\s+")


def _survey_opening(text: str, choices: Sequence[str], valid: str) -> bool:
    """The first sentence pairs several options with something in turn, one per clause ("Mill is
    utilitarianism, Hume is empiricism, Hobbes is the social contract"): a survey, not an answer first."""
    first = _SENTENCE_BREAK.split(text.lstrip()[:600], 1)[0]
    distinctive = _distinctive(choices, valid)
    heads = set()
    for clause in _CLAUSE_SPLIT.split(first):
        words = _words_key(clause).split()[:3]
        named = [i for i, d in enumerate(distinctive) if d & set(words)]
        if len(named) == 1:
            heads.add(named[0])
    return len(heads) > 1


def _named_heads(text: str, terminator: str, normalized: list[str], valid: str, choices: Sequence[str]) -> set[int]:
    """Options that open a sentence or line followed by ``terminator`` ("Neon — ...", "Argon: ...";
    for a bracket, also a clause)."""
    heads = set()
    # (a bracket may follow each option in one sentence: "Versailles (1919) ..., Utrecht (1713) ...")
    opening = r"(?:^|[.!?,;]\s+|\band\s+|\n)" if terminator == "(" else r"(?:^|[.!?]\s+|\n)"
    for m in re.finditer(opening + r"([^.!?,;\n(]{1,60}?)\s*" + re.escape(terminator), text):
        named = _named(m.group(1), normalized, valid) or _named_by_word(m.group(1), choices, valid, normalized)
        if len(named) == 1:
            heads.add(named[0])
    return heads


# A closing aside: a sentence in brackets, or one that opens with "Note", "For comparison", "By
# contrast", "(Sanity) check".
_ASIDE_OPENERS = (
    "note",
    "if",
    "had",
    "were",
    "for comparison",
    "by contrast",
    "check",
    "quick check",
    "sanity check",
    "a quick check",
    "a sanity check",
)
_ASKING = (
    *(
        f"if you{rest}"
        for rest in (" ask", " want", " need", "'d like", "’d like", " must", " force", " make", " insist")
    ),
    # (the answer's own choice under pressure: "If I had to pick, I would say C", "If forced, ...")
    "if i ",
    "if i'",
    "if i’",
    "if forced",
    "if pressed",
    "had i ",
    "were i ",
)
# "Quick sanity check against the others:", "One more cross-check,": a check named with its own modifiers.
_CHECK_OPENER = lazy_compile(r"(?!let\b|i\b|we\b)(?:[a-z]+[ -]){1,3}check(?=[ :,])")


# A connective that may come before an aside opener: "Though note: ...", "But, for comparison, ...".
_CONNECTIVES = ("though", "but", "also", "and", "although", "however", "still", "just")
_ASIDE_CONNECTIVE = lazy_compile(r"(?:though|but|also|and|although|however|still|just)\b,?[ \t]{1,3}")


def _aside_opener(head: str) -> str | None:
    """The aside opener ``head`` (a sentence's lowercased opening) starts with, with a connective before
    it ("though note"), else None."""
    connective = _ASIDE_CONNECTIVE.match(head) if head.startswith(_CONNECTIVES) else None
    if connective is not None:
        opener = _aside_opener(head[connective.end() :])
        return None if opener is None else head[: connective.end()] + opener
    if head.startswith(_ASIDE_OPENERS):
        return next(o for o in _ASIDE_OPENERS if head.startswith(o))
    opener = None
    if "check" in head:
        m = _CHECK_OPENER.match(head)
        opener = m.group(0) if m is not None else None
    return opener


_SENTENCE_END_CHARS = ".!?"
_BRACKET_ENDS = (")", ").", ")!", ".)", "!)")


def _aside_hint(window: str) -> bool:
    # (str.rfind is cheaper than a forward search here)
    rfind = window.rfind
    return (
        rfind("heck") >= 0
        or rfind("ote ") >= 0
        or rfind("ote:") >= 0
        or rfind("ontrast") >= 0
        or rfind("ompari") >= 0
        or rfind("If ") >= 0
        or rfind("if ") >= 0
        or rfind("Had ") >= 0
        or rfind("Were ") >= 0
    )


def _may_be_in_aside(text: str, pos: int) -> bool:
    """False when :func:`_closing_aside` finds no aside that holds ``text[pos]``: the text ends in no
    bracket and ``pos`` lies before its last sentence, or that sentence opens with no aside opener."""
    body = text.rstrip()
    if body.endswith(_BRACKET_ENDS):
        return True
    end = len(body) - 1
    lo = max(0, end - 400)
    if pos <= lo:
        return False  # (the last sentence starts after ``lo``)
    k = max(body.rfind(". ", lo, end), body.rfind("! ", lo, end), body.rfind("? ", lo, end), body.rfind("\n", lo, end))
    return 0 < k < pos and _aside_opener(body[k + 1 : k + 32].lstrip().lower()) is not None


def _closing_aside(text: str, notes: bool = True) -> int | None:
    """Where a closing aside starts (after a finished sentence or a line of its own, with text before
    it), else None. A sentence opening with "If you/we/one" is an aside when it says what "would" be
    ("If you counted aces too, it would be 16 (D)."); with ``notes`` False, one opening with "Note" is
    not (it may give the answer: "Note: the answer is B.")."""
    body = text.rstrip() if text[-1:].isspace() else text
    if len(body) < 8:
        return None
    start = None
    if body.endswith(_BRACKET_ENDS):
        k = body.rfind("(")
        # (a sentence of two words or more in brackets, not a label: "(e)")
        if k > 0 and body.find(")", k) >= len(body) - 2 and len(body) - k <= 400 and " " in body[k:].strip():
            start = k
    if start is None and _aside_hint(body[-400:]):
        # (the last sentence only: str.rfind keeps this a few string scans)
        end = len(body) - 1
        lo = max(0, end - 400)
        k = max(
            body.rfind(". ", lo, end), body.rfind("! ", lo, end), body.rfind("? ", lo, end), body.rfind("\n", lo, end)
        )
        if 0 < k:
            head = body[k + 1 : k + 32].lstrip().lower()
            opener = _aside_opener(head)
            if opener is not None and head[len(opener) : len(opener) + 1] in (" ", ":", ","):
                core = opener.rsplit(None, 1)[-1]  # (without a connective before it: "though note")
                if core in ("if", "had", "were"):
                    # (a counterfactual, "If you counted aces, it would be D"; not a request for the
                    # answer, "If you ask me, it would be C")
                    asking = head[len(opener) - len(core) :].startswith(_ASKING)
                    hypothetical = " would " in body[k + 1 :].lower() and not asking
                    opener = opener if hypothetical else None
                elif core == "note" and not notes:
                    opener = None
            if opener is not None and head[len(opener) : len(opener) + 1] in (" ", ":", ","):
                start = k + 1
    if start is None:
        return None
    before = text[:start].rstrip().rstrip("*_")
    if not before or (before[-1] not in _SENTENCE_END_CHARS and "\n" not in text[len(before) : start]):
        return None  # (a line of its own may follow a bare label: "56 → B\n\n(8×8 would be 64, D.)")
    return start


# "I'd pick either B or C": two options left open.
_EITHER = lazy_compile(
    r"\b(?i:either)\s{1,8}(?:(?i:option|choice)\s{1,8})?[*_(\[]{0,4}[A-J](?![\w'’])[*_)\]]{0,4},?\s{1,8}(?i:or)\s{1,8}"
    r"(?:(?i:option|choice)\s{1,8})?[*_(\[]{0,4}[A-J](?![\w'’])"
)
# A row of a table or list that marks one option: "| C | 1/2 | ✓ |", "- B ✔".
_TICK_ROW = lazy_compile(r"^[\s|*_-]*\(?([A-J])[).:]?[*_]*\s*(?:\||\s)[^\n]*$", re.MULTILINE)
_CROSSES = ("✗", "✘", "❌", "✕", "×")


def _ticked(text: str, valid: str) -> str | None:
    """The one option whose row is ticked while another row is crossed out, else None."""
    ticked, crossed = set(), 0
    for m in _TICK_ROW.finditer(text):
        row = m.group(0)
        if any(t in row for t in ("✓", "✔", "✅")):
            ticked.add(m.group(1))
        elif any(c in row for c in _CROSSES):
            crossed += 1
    if len(ticked) == 1 and crossed and (letter := ticked.pop()) in valid:
        return letter
    return None


_TICK = lazy_compile(r"[✓✔✅]")
_TICK_SPAN = lazy_compile(r"\n|[✓✔✅]")


def _ticked_text(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The one option named (by its text or its own words) nearest before every tick mark of the answer
    ("- Merge O(n log n) ✅"), each tick judged within its own line; None when ticks mark different options,
    one marks nothing, or one follows a computation or a value after a colon (a check, not a choice)."""
    normalized = [_words_key(str(c)) for c in choices]
    marked: set[int] = set()
    for count, tick in enumerate(_TICK.finditer(text)):
        if count >= 12:
            return None
        start = max(0, tick.start() - 200)
        for m in _TICK_SPAN.finditer(text, start, tick.start()):
            start = m.end()
        window = text[start : tick.start()]
        if "=" in window or ":" in window:
            return None  # (a tick after a check or a value: "15 + 25 = 40 ✓", "At least one head: 3/4 ✓")
        words = window.split()[-25:]
        found = None
        for k in range(len(words) - 1, -1, -1):  # the shortest ending that names one option
            part = " ".join(words[k:])
            named = _named(part, normalized, valid, choices) or _named_by_word(part, choices, valid, normalized)
            if named:
                found = named[0] if len(named) == 1 else -1
                break
        if found is None or found < 0:
            return None
        marked.add(found)
    return valid[marked.pop()] if len(marked) == 1 else None


# "... West Germany? Not until 1955 - so that's the one.": the option named just before.
_THAT_ONE = lazy_compile(
    r"(?i)\b(?:so\s+)?(?:that|this)(?:['’]s|\s+is)\s+(?:the\s+one|it|our\s+answer|the\s+answer)\b[^.!?\n]{0,40}[.!]?\s*$"
)


def _points_back(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The option an answer's closing "that's the one" points back to: the one option named in
    the nearest sentence before it that names any."""
    m = _THAT_ONE.search(text, max(0, len(text) - 120))
    if m is None:
        return None
    normalized = [_words_key(str(c)) for c in choices]
    before = text[max(0, m.start() - 600) : m.start()]
    for sentence in reversed(re.split(r"(?<=[.!?])\s+|\n+|\s[—–-]\s", before)):
        named = _named(sentence, normalized, valid, choices)
        if named:
            return valid[named[0]] if len(named) == 1 else None
    return None


_COLON_TEXT = lazy_compile(r":\s{0,8}[*_\"'“]{0,4}([^:\n]{1,80}?)[*_\"'”]{0,4}[.!]?\s*$")


def _colon_text(text: str, choices: Sequence[str], valid: str) -> str | None:
    """An option's exact text after a colon that ends the answer ("... certain of: II only.")."""
    m = _COLON_TEXT.search(text, max(0, len(text) - 100))
    if m is None:
        return None
    key = _words_key(m.group(1))
    hits = [i for i, c in enumerate(choices[: len(valid)]) if key and key in _forms(str(c))]
    return valid[hits[0]] if len(hits) == 1 else None


# An answer that opens with "Depends ..." / "It depends ..." makes its choice conditional.
# A choice put off for want of information: "I'd need more context about X to say", "can't tell without knowing
# the timescale", "Without the date I cannot pick one." (not a hedge on an answer given: "... to be certain").
_NEEDS_MORE = lazy_compile(
    r"(?i)\b(?:need|needs|needed|require|requires|want|would\s+have\s+to\s+know)\s{1,4}(?:a\s{1,4}(?:bit|lot)\s{1,4})?"
    r"(?:more|further|additional|extra)\s{1,4}(?:context|information|info|details?|data|specifics)\b"
    r"[^.!?\n]{0,80}?\bto\s{1,4}(?:say|tell|decide|choose|pick|answer|know\s{1,4}which)\b"
    r"|\bcan(?:'t|’t|not)\s{1,4}(?:say|tell|decide|choose|pick|answer)\s{1,4}(?:\w+\s{1,4}){0,3}?without\b"
    r"|\bwithout\s{1,4}(?:knowing|more|further|the)\b[^.!?\n]{0,80}?\b(?:can(?:'t|’t|not)|couldn(?:'t|’t))\s{1,4}"
    r"(?:say|tell|decide|choose|pick|answer)\b"
    # (a possibility held back until the writer sees more: "It could be A, but I'd need to see your textbook")
    r"|\b(?:could|might|may)\s{1,4}be\b[^.!?\n]{0,60}?\bbut\s{1,4}(?:I|we)(?:['’]d|\s{1,4}would|['’]ll|\s{1,4}will)\s{1,4}"
    r"(?:first\s{1,4})?need\s{1,4}to\s{1,4}(?:see|know|check|confirm|look\s{1,4}at)\b"
)
_DEPENDS_OPENING = lazy_compile(
    r"(?i)\s*(?:well,?\s+)?(?:it\s+|that\s+|this\s+)?depends\s+(?:on\s+)?(?:how|whether|which|what|who)\b"
)
_POSITION = lazy_compile(
    r"(?i)\bthe\s{1,8}(?:(latter|former)|[*_]{0,2}(first|second|third|fourth|fifth|sixth|last|final|[1-9](?:st|nd|rd|th))[*_]{0,2}\s{1,8}"
    r"(?:one|option|choice|answer|alternative|statement|(?:person|name|item|entry|term|word)\s{1,8}"
    r"(?:listed|given|on\s{1,8}the\s{1,8}list))|(first|second|third|fourth|fifth|sixth)(?=\s{0,4}[.!]?\s{0,8}$))\b"
)
# "Choice #1", "Option two", "answer no. 3", "choice (iv)": an option named by its number (a Roman
# numeral of two letters or more: a lone "i", "v" or "x" may be a label written in lowercase).
_NUMBERED = lazy_compile(
    r"(?i)(?:\b(?:option|choice|answer|alternative)\s{0,4}(?:#|no\.|number)?\s{0,4}(?:\((?=\w{1,5}\)))?|(?<![\w#])#)"
    r"([1-9]|one|two|three|four|five|six|seven|eight|nine|ii|iii|iv|vi|vii|viii|ix)(?=[*_]{0,2}\s{0,4}(?:[.!,;:)\n]|$)"
    # (or a verb that says something of the numbered option: "Option 1 is right.", "choice two fits")
    r"|[*_]{0,2}\s{1,4}(?:is|was|seems|looks|fits|works)\b)"
)
# The kind of thing a question asks to pick: "Which sentence ...", "Which of the following statements ...".
_ASKED_KIND = lazy_compile(
    r"(?i)\b(?:which|what)\s{1,4}(?:one\s{1,4})?(?:of\s{1,4}the\s{1,4}following\s{1,4})?([a-z]{3,20}?)s?\b"
)
_KIND_NUMBERED = (
    r"(?i)\b{kind}s?\s{{0,4}}(?:#|no\.|number)?\s{{0,4}}([1-9])(?=[*_]{{0,2}}\s{{0,4}}(?:[.!,;:)\n]|$)"
    r"|[*_]{{0,2}}\s{{1,4}}(?:is|was|seems|looks|fits|works)\b)"
)


_SEGMENT_MARKS = ("→", "->", "=>", ":")
_POLAR_WORDS = frozenset(("yes", "no", "true", "false"))


def _closing_segment_option(response: str, choices: Sequence[str], exact_after_mark: bool = False) -> str | None:
    """The option the answer's closing segment - its last line, after its last arrow or colon - names: one
    option's whole text, the opening words of exactly one option's text (at least two words and half of
    it: "Reject the null." for "Reject the null hypothesis"), or the verdict word exactly one option opens
    with ("no" for "No, lying is always wrong"); else None. With ``exact_after_mark`` (the answer already reads as
    an option's text elsewhere) only a segment after an arrow or a colon that is one option's whole text counts."""
    line = response.rstrip().rsplit("\n", 1)[-1]
    cut = max((k + len(mark) for mark in _SEGMENT_MARKS if (k := line.rfind(mark)) >= 0), default=0)
    if exact_after_mark and not cut:
        return None
    segment = line[cut:].strip().strip("*_`\"'“”").rstrip(".!").strip(" *_")
    if not segment or len(segment) > 80:
        return None
    valid = _valid_letters(len(choices))
    texts = [str(c).strip().rstrip(".!").casefold() for c in choices[: len(valid)]]
    said = segment.casefold()
    exact = [i for i, t in enumerate(texts) if t == said]
    if exact or exact_after_mark:
        return valid[exact[0]] if len(exact) == 1 else None
    words = _words_key(segment).split()
    if not words:
        return None
    keys = [_words_key(t).split() for t in texts]
    if len(words) == 1 and words[0] in _POLAR_WORDS:
        opening = [i for i, k in enumerate(keys) if k[:1] == words and len(k) > 1]
        return valid[opening[0]] if len(opening) == 1 else None
    if len(words) < 2:
        return None
    prefix = [i for i, k in enumerate(keys) if k[: len(words)] == words and 2 * len(words) >= len(k)]
    return valid[prefix[0]] if len(prefix) == 1 else None


def _numbered_kind(response: str, choices: Sequence[str], question: str) -> str | None:
    """The option an answer names by the kind of thing the question asks to pick and its number ("Sentence 2."
    for "Which sentence ...?"), when no option's text is a number; else None."""
    asked = _ASKED_KIND.search(question)
    if asked is None or asked.group(1).lower() in _STOP_TOKENS:
        return None
    valid = _valid_letters(len(choices))
    count = min(len(valid), len(choices))
    if any(_normalize_text(str(c)).isdigit() for c in choices[:count]):
        return None  # (a number may be an option's own text)
    found = None
    for found in re.finditer(_KIND_NUMBERED.format(kind=re.escape(asked.group(1))), response):  # noqa: B007
        pass
    if found is None or not 0 < int(found.group(1)) <= count:
        return None
    return valid[int(found.group(1)) - 1]


_NUMBER_INDEX = {
    w: i
    for words in ("one two three four five six seven eight nine", "i ii iii iv v vi vii viii ix")
    for i, w in enumerate(words.split())
}
_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5}


def _ordinal_index(word: str, count: int) -> int:
    """The index of the option an ordinal names among ``count``: "second" and "2nd" 1, "last" ``count - 1``."""
    if word in ("last", "final"):
        return count - 1
    return int(word[0]) - 1 if word[0].isdigit() else _ORDINALS[word]


_NOT_FIRST = lazy_compile(
    r"(?i)\b(?:not|none\s{1,8}of|neither\s{1,8}of|rule\s{1,8}out|ruling\s{1,8}out|eliminate)\s{1,8}(?:any\s{1,8}of\s{1,8})?"
    r"the\s{1,8}(first|last)\s{1,8}(two|three|four|five|six|seven|eight)\b"
)
# The same by a range of labels: "none of A–C is right", "not A through C", "rule out B-D".
_NOT_RANGE = lazy_compile(
    r"\b(?i:not|none\s{1,8}of|neither\s{1,8}of|rule\s{1,8}out|ruling\s{1,8}out|eliminate)\s{1,8}(?i:any\s{1,8}of\s{1,8})?"
    r"(?:(?i:options?|choices?)\s{1,8})?([A-J])\s{0,2}(?:[–—-]|\s(?i:to|through|thru)\s)\s{0,2}([A-J])(?![\w'’])"
    r"(?!\s{0,4}(?:[–—-]|,|and|or)\s{0,4}[A-J](?![\w'’]))"
)
# A last sentence that is only an ordinal and the word for an option: "Second option.", "Third choice!"
_ORDINAL_SENTENCE = lazy_compile(
    r"(?:^|[.!?]\s|\n)\s{0,8}[*_]{0,2}(?i:(?:the|my)\s{1,8})?"
    r"(?i:(first|second|third|fourth|fifth|sixth|last|final|[1-9](?:st|nd|rd|th))\s{1,8}(?:one|option|choice|answer|alternative))"
    r"[*_]{0,2}\s{0,8}[.!]?[*_]{0,2}\s*$"
)


def _positional(text: str, choices: Sequence[str] | None, valid: str) -> str | None:
    """An option named by position: "the last one", "I'd pick the latter" (of two just named)."""
    if not choices:
        return None
    # "It's not the first three." (of four): every option but the last ruled out by position
    skipped = _NOT_FIRST.search(text, max(0, len(text) - 120))
    if skipped is not None:
        n = _NUMBER_INDEX.get(skipped.group(2).lower(), -1) + 1
        count = min(len(valid), len(choices))
        if n == count - 1 >= 2:
            return valid[count - 1] if skipped.group(1).lower() == "first" else valid[0]
    ranged = _NOT_RANGE.search(text, max(0, len(text) - 120)) if "–" in text or "-" in text or " t" in text else None
    if ranged is not None:  # "none of A–C is the answer" (of four): the one label the range leaves out, at an end
        count = min(len(valid), len(choices))
        low, high = valid.find(ranged.group(1)), valid.find(ranged.group(2))
        if 0 <= low < high < count and high - low == count - 2 >= 1:
            return valid[count - 1] if low == 0 else valid[0]
    alone = _ORDINAL_SENTENCE.search(text, max(0, len(text) - 60))
    if alone is not None:
        index = _ordinal_index(word_key(alone.group(1)), len(choices))
        return valid[index] if index < len(valid) else None
    numbered = None
    for numbered in _NUMBERED.finditer(text, max(0, len(text) - 200)):  # noqa: B007 - the last one counts
        pass
    if numbered is not None:
        word = word_key(numbered.group(1))
        index = int(word) - 1 if word.isdigit() else _NUMBER_INDEX[word]  # ("iv": 3)
        # (not when the options are numbers and "answer 2" may be a value; "Option 2", "choice #4" name a
        # position unless an option's own text is a number that could be one: years, "1914", cannot)
        by_position = not numbered.group(0).lower().startswith("answer")
        if index < min(len(valid), len(choices)) and not any(
            _normalize_text(str(c)).isdigit() and (not by_position or int(_normalize_text(str(c))) <= len(choices))
            for c in choices
        ):
            return valid[index]
    m = None
    for m in _POSITION.finditer(text):  # noqa: B007 - the last reference counts
        pass
    if m is None:
        return None
    if m.group(2) or m.group(3):
        index = _ordinal_index(word_key(m.group(2) or m.group(3)), len(choices))
        return valid[index] if index < len(valid) else None
    # "the latter" / "the former": the two options named just before, in order of mention.
    normalized = [_words_key(str(c)) for c in choices]
    bounds = [0] + [k.end() for k in re.finditer(r"[.!?\n]\s", text[: m.start()])]
    for lo in reversed(bounds):
        window = text[lo : m.start()]
        named = _named(window, normalized, valid)
        if len(named) >= 2:
            if len(named) > 2:
                return None
            padded = f" {_words_key(window)} "
            first_pos = {i: min(_occurrences(padded, normalized[i])) for i in named}
            ordered = sorted(named, key=first_pos.__getitem__)
            return valid[ordered[1] if m.group(1).lower() == "latter" else ordered[0]]
    return None


# "Not Magritte, not Ernst, not Miró. The one remaining is the right one.": elimination that points to
# the option it never names.
_REMAINING = lazy_compile(
    r"(?i)\b(?:the\s{1,8}(?:one|option|choice|answer)\s{1,8}(?:remaining|left|that\s{1,8}remains|still\s{1,8}standing)|"
    r"the\s{1,8}(?:only\s{1,8}|last\s{1,8})?(?:remaining|surviving)\s{1,8}(?:one|option|choice|answer)|"
    r"(?:that|which|this)\s{1,8}leaves\s{1,8}(?:(?:just|only|exactly|us\s{1,8}with)\s{1,8})?(?:one|a\s{1,8}single\s{1,8}(?:one|option))\b|"
    r"only\s{1,8}one\s{1,8}(?:is\s{1,8})?(?:left|remains)|one\s{1,8}left\s{1,8}standing|"
    # (a free relative pointing at what is left: "What remains is the answer", "whatever's left over")
    r"(?<![\w'’])what(?:ever)?(?:['’]s|\s{1,8}is)?\s{1,8}(?:remains|remaining|left(?:\s{1,8}over)?)\b|"
    # (elimination named as such, or a pointer to the option not yet named: "by elimination it's ...",
    # "the one I haven't listed", "the one not mentioned yet")
    r"(?:by|through|via)\s{1,8}(?:(?:a|the)\s{1,8})?(?:process\s{1,8}of\s{1,8})?elimination|"
    # (the kind of thing the options are, as the answer's last words: "so it must be the remaining year.", "that's
    # the one leftover city")
    r"(?:is|be|was|it['’]s|that['’]s)\s{1,8}the\s{1,8}(?:only\s{1,8}|last\s{1,8}|one\s{1,8})?(?:remaining|leftover)"
    r"\s{1,8}[a-z]{2,20}[*_]{0,2}\s{0,4}[.!]?[*_]{0,2}\s{0,4}$|"
    # (the ones named all ruled out at once, by their number: "None of these four fits")
    r"none\s{1,8}of\s{1,8}(?:these|those|them|the\s{1,8}above)\s{1,8}(?:two|three|four|five|six|seven|eight|nine)\b|"
    r"the\s{1,8}(?:one|option|choice)\s{1,8}(?:(?:that\s{1,8})?(?:i|we)(?:['’]ve)?\s{1,8}(?:have\s{1,8}not|haven['’]t|did\s{1,8}not|didn['’]t|"
    r"not)\s{1,8}(?:yet\s{1,8})?(?:listed|mentioned|named|covered|discussed|list|mention|name|cover)|"
    r"(?:not|never)\s{1,8}(?:yet\s{1,8})?(?:listed|mentioned|named|covered|discussed)))"
)


def _remaining(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The one option an answer never names when it ends pointing at "the one remaining" after
    naming (ruling out) every other option by its label, its text or a distinctive word; else None."""
    m = _REMAINING.search(text, max(0, len(text) - 200))
    if m is None:
        return None
    before = text[: m.start()]
    count = min(len(valid), len(choices))
    padded = f" {_words_key(before)} "
    distinctive = _distinctive(choices, valid)
    named = set()
    for i in range(count):
        words = (*_forms(str(choices[i])), *(distinctive[i] if i < len(distinctive) else ()))
        if any(w and _occurrences(padded, w) for w in words):
            named.add(i)
    for k in _LETTER_WORD.finditer(before):
        letter = k.group(1)
        if letter in valid[:count] and not _is_word_use(before, letter, k.end(1)):
            named.add(valid.index(letter))
    left = [i for i in range(count) if i not in named]
    return valid[left[0]] if len(left) == 1 else None


_FENCED_CODE = lazy_compile(r"^[ \t]*```[^\n`]*\n.*?(?:^[ \t]*```|\Z)", re.DOTALL | re.MULTILINE)
_CODE_ANSWER = lazy_compile(r"(?i)answer|choice|option|label")


def _blank_code(text: str) -> str:
    """``text`` with code blocks that illustrate (not answer) blanked: a block counts as the
    answer when it names an answer field or when there is no prose around it."""
    outside = _FENCED_CODE.sub(" ", text)
    if len(outside.split()) < 3:
        return text
    return _FENCED_CODE.sub(lambda m: m.group(0) if _CODE_ANSWER.search(m.group(0)) else " " * len(m.group(0)), text)


def _trim_symbols(text: str) -> str:
    """``text`` with trailing symbols (emoji, check marks) turned into spaces; positions stay valid."""
    end = len(text)
    while end > 0 and (text[end - 1].isspace() or unicodedata.category(text[end - 1]) in ("So", "Sk", "Mn", "Cf")):
        end -= 1
    return text[:end] + " " * (len(text) - end)


# An answer cut off before it commits: "So among these it must be", "**Answer:".
_CUT_OFF = lazy_compile(
    # (also a clause cut off after its subject, a nominative pronoun: "..., and we", "so I")
    r"(?:(?i:\b(?:is|be|are|was|the|an|of|to|and|or|with|between|we|they|he|she))|\ba|(?i:answer|option|choice)[*_]{0,4}\s{0,4}:[*_]{0,4}"
    r"|[=+×÷(^·−]|(?<=\d)\s{0,4}[*/-]"  # (a computation cut off: "18,000 × 0.9 =")
    r"|(?i:\b(?:could|might|can|would)\s{1,4}(?:argue|say|claim)))\s*$"  # (a hedge cut off: "but you could argue")
)
# A last sentence cut off after a word that opens a clause or a phrase and cannot close one: a conjunction
# ("So", "because", "but not"), a complementiser ("remember that"), a preposition ("we must look at"), a
# first-person lead-in ("I'd say"). It is cut off before its verdict unless it has already named the answer
# ("The answer is the photoelectric effect, because").
_CUT_AFTER_OPENER = lazy_compile(
    r"(?i:\b(?:so|but|because|since|than|whether|if|therefore|thus|hence|whereas|that|at|from|by|into|onto|towards?|"
    r"(?:but|and|or)\s{1,4}not|(?:I|we)\s{1,4}(?:would|will|must)\s{1,4}say|(?:I|we)['’]d\s{1,4}say))\s*$"
)
_SENTENCE_START = lazy_compile(r"[.!?\n]\s")
_NAMES_ANSWER = lazy_compile(r"(?i)\b(?:answer|correct|right|best|go(?:ing)?\s{1,4}with|pick|choose|option|choice)\b")


def _cut_before_verdict(text: str) -> bool:
    """The answer's last sentence stops after a word that cannot close one, before naming an answer."""
    body = text.rstrip()
    cut = _CUT_AFTER_OPENER.search(body, max(0, len(body) - 40))
    if cut is None:
        return False
    start = 0
    for start_match in _SENTENCE_START.finditer(body, max(0, len(body) - 300), cut.start()):
        start = start_match.end()
    return _NAMES_ANSWER.search(body, start, cut.start()) is None


def _cut_mid_word(text: str) -> bool:
    """A long answer whose last line is prose that stops without punctuation ("... likewise d")."""
    body = text.rstrip()
    if len(body) < 120 or not body[-1:].isalpha():
        return False
    line = body[body.rfind("\n") + 1 :]
    words = line.split()
    # (a last word in lowercase: not a closing label or name, "... so the answer is C")
    return len(words) >= 12 and (
        len(body) >= 300 or (words[-1].isalpha() and words[-1].islower() and len(words[-1]) > 1)
    )


def extract_letter(
    response: str | None, choices: Sequence[str] | None = None, *, question: str | None = None
) -> Extraction:
    """Find the option letter a free-form answer commits to.

    :param response: the model's answer.
    :param choices: the options' text; enables matching an answer that states
        only an option's text, and restricts letters to ``A..`` the option count.
    :param question: the question the options answer (optional). Used only when the
        answer alone commits to no option, for readings that need it: the one option an
        answer negates when the question asks which is NOT something, and the one pair
        of "thing → option" pairs whose thing the question asks about.
    :returns: an :class:`Extraction`; ``letter`` is None when the answer is
        unparsed, with ``method``/``reason`` saying why.
    """
    if (
        response and not response.isascii()
    ):  # ("Ｂ", "ⓓ", "Ａｎｓｗｅｒ：Ｃ", a Greek "Β": compatibility forms and lookalikes read as plain letters)
        folded = fold_lookalikes(fold_compat(response))
        if folded is not response:
            response = folded
            if choices:  # (an option in the same forms is read the same way)
                choices = [fold_compat(str(c)) for c in choices]
    found = _read(response, choices, 2)
    if (
        found.method == "choice_text"
        and choices
        and response
        and response[1:3] == ". "
        and _option_quoted_at(response, 0, choices, _valid_letters(len(choices))) == found.letter
    ):
        return found  # ("C. S. Lewis (A)": the initial opens that option's whole text; it is no label "C.")
    if question and choices and response and found.method not in _FINAL_NONE and asks_for_false(question):
        false = stated_false(response, _valid_letters(len(choices)))
        if (
            false is not None
            and false[0] != found.letter
            and (found.letter is None or found.letter in false[1] or found.method in _LOOSE)
        ):
            return Extraction(
                false[0], "stated_false"
            )  # ("A is true, B is true. C is the false one." for "Which is FALSE?")
    if (
        found.letter is None
        and found.method == "multiple_options"
        and question
        and choices
        and response
        and len(response) <= 600
        and (" and " in response or "&" in response)
    ):
        odd = odd_one_out(response, _valid_letters(len(choices)), question)
        if odd is not None:  # ("A, B and D are all gases. C is a solid." for "Which is a solid?")
            return Extraction(odd, "odd_one_out")
    if found.letter is None and question and choices and response and found.method in _UNLINKED:
        linked = question_linked_option(response, choices, _valid_letters(len(choices)), question)
        if linked is not None and not left_open(response) and not declines(response) and not _still_thinking(response):
            return Extraction(linked, "question_linked")  # ("Table salt is NaCl. KCl is a salt substitute, ...")
    if choices and response and found.method in _OPENING_OVERRIDDEN:
        opening = _opening_verdict(response, choices, found)
        if opening is not None:  # ("A. Note: cos(x) would give -sin(x), option C - don't mix them up.")
            return opening
    if (
        choices
        and response
        and (
            found.method in _NAMING_OVERRIDES
            or (found.method == "commitment" and _conceded_commitment(response, found))
        )
        and len(response) <= _MAX_ELIMINATION
    ):
        named = _naming(response, choices, found.span[1] if found.method == "commitment" and found.span else 0)
        if (
            named is not None and named != found.letter and not left_open(response) and not declines(response)
        ):  # ("Mens rea is the guilty mind. B. Actus reus is the guilty act (A).")
            return Extraction(named, "naming_sentence")
    if (
        choices
        and response
        and (found.method in _BY_TEXT or (found.letter is None and found.method == "multiple_options"))
        and len(response) <= _MAX_ELIMINATION
    ):
        spans = abandoned_spans(response)
        if spans:  # ("Nitrogen is the largest share - I was going to say oxygen at first but no, ...")
            given_up = _given_up(response, choices, spans)
            if given_up is not None and given_up != found.letter:
                return Extraction(given_up, "choice_text")
    if (
        choices
        and response
        and found.method in ("commitment", "single_letter")
        and found.span is not None
        # (a cut starts in the last 300 characters of the stripped reply: a label before them is never after it)
        and found.span[0] >= len(response.rstrip()) - 300
    ):
        cut = negated_tail_start(response)
        if (
            cut is not None and found.span[0] >= cut and not reaffirms(response, cut + 1, found.span[0])
        ):  # ("It is H2O. Not CO2 (that's option A).")
            before = _read(response[:cut], choices, 0)
            if before.letter is not None and before.letter != found.letter:
                return before
    if (
        response
        and found.method in _PAIR_READINGS
        and closing_pair(response, _valid_letters(len(choices) if choices else None), choices or ())
    ):
        return Extraction(None, "undecided", "the answer ends leaving two options open")
    if choices and response and found.method in _CLOSING_LABEL_READINGS:
        # (not when the reading is the label closing the answer itself)
        ends_reading = found.span is not None and found.span[1] >= len(response) - 4
        alone = None if ends_reading else closing_alone(response, _valid_letters(len(choices)))
        if alone is not None and alone != found.letter:  # ("... Wait - no, it's Congress's power. B.")
            return Extraction(alone, "closing_label")
        verdict = _closing_verdict(response, choices, found)
        if verdict is not None:
            untagged = _untagged_answer(response, choices, question, verdict.letter) if "(" in response else None
            return verdict if untagged is None else Extraction(untagged, "described")
    if (
        question
        and choices
        and response
        and (found.letter is None or found.method in _BY_TEXT or _last_of_pairs(response, found))
        and found.method not in _FINAL_NONE
        and "cut off" not in (found.reason or "")
    ):
        asked = _with_question(response, choices, question)
        if asked is not None:
            untagged = _untagged_answer(response, choices, question, asked.letter) if "(" in response else None
            return asked if untagged is None else Extraction(untagged, "described")
    if (
        choices
        and response
        and (found.method in _SET_READINGS or (found.letter is None and found.method == "no_answer"))
    ):
        combined = _combined(response, choices)
        if combined is not None and combined != found.letter:
            return Extraction(combined, "combined")
    if (
        found.letter is not None
        and response
        and found.method in _LOOSE
        # (or its last sentence declines to give one option: "... so I wouldn't name one person.")
        and ((opened := left_open(response)) or declines(response))
        # (not an option that itself leaves it open: "It depends on population")
        and not (
            choices
            and found.letter in _valid_letters(len(choices))
            # (its minus sign written as a hyphen, as a reply types it: "O-" for "O−")
            and (left_open if opened else declines)(str(choices[ord(found.letter) - 65]).translate(_MINUS_AS_HYPHEN))
        )
    ):
        return Extraction(None, "undecided", "the answer ends leaving the choice open or is cut off")
    if (
        found.method == "choice_text"
        and choices
        and len(choices) == 2
        and response
        # (not a reply that is one option's whole text, whose own negation rules nothing out: "We won't know yet")
        and (len(response) > 80 or _exact_option(response, choices, _valid_letters(2)) is None)
    ):
        # (between two options, an option's text in a clause that rules it out is no answer: "A sealed bag traps
        # moisture, so definitely not the plastic-bag method.")
        by_content = _by_content(response, choices, question)
        if by_content is not None and by_content.letter != found.letter:
            return by_content
    if found.method == "choice_text" and choices and response and response.count("(") >= 2:
        tags = set(_BRACKET_LABEL.findall(response))
        if len(tags) >= 2 and found.letter in tags:
            # ("Locke, Essay ... Descartes (B) and Leibniz (C) believed in innate ideas, as did Plato (D).": the
            # options tagged with their labels are a survey after the answer)
            by_content = _by_content(response, choices, question)
            if by_content is not None and by_content.letter not in tags:
                return by_content
    if (
        (
            found.method in _ELIDED_READINGS
            # (several options' text named, not two labels chosen: "Spanish is spoken around it; the official ...")
            or (found.method == "multiple_options" and (found.reason or "").startswith("the answer states the text"))
        )
        and question
        and choices
        and response
        and (" is " in response[-120:] or " was " in response[-120:] or " are " in response[-120:])
    ):
        identified = (
            None
            if asks_for_exception(question)
            else _closing_identity(response, choices, _valid_letters(len(choices)), question)
        )
        if (
            identified is not None and identified != found.letter
        ):  # ("Coptic is liturgical; the official language is Arabic.")
            return Extraction(identified, "choice_text")
    if (
        (found.method in _ELIDED_READINGS or found.method == "multiple_options")
        and choices
        and response
        and "elimination" in response
    ):
        left = _named_by_elimination(response, choices, _valid_letters(len(choices)))
        if left is not None and left != found.letter:  # ("... So 13 by elimination; check: 13 × 7 = 91.")
            return Extraction(left, "elimination")
    if (
        found.method in _ELIDED_READINGS
        and choices
        and response
        and response.rstrip(" .!*_")[-1:] in "sed"
        and ("not" in response[-200:] or "n't" in response[-200:] or "n’t" in response[-200:])
        # (not under a question for the option that is NOT something: "Oak isn't evergreen — pine is." names the
        # one that is, which such a question does not ask for)
        and not (question and asks_for_exception(question))
    ):
        normalized = [_words_key(str(c)) for c in choices]
        elided = _elided_verdict(response.rstrip(), choices, _valid_letters(len(choices)), normalized)
        if elided is not None and elided != found.letter:  # ("..., so oak is not the answer — birch is.")
            return Extraction(elided, "choice_text")
    if found.method in ("choice_text", "answer_first") and choices and response and "(" in response:
        untagged = _untagged_answer(response, choices, question, found.letter)
        if untagged is not None:  # ("Mao. Deng Xiaoping (D) was purged during it.")
            return Extraction(untagged, "described")
    if found.method in ("choice_text", "described", "single_letter") and response:
        # ("So sigma, option C. Not delta (differences) either.", "C (2048 is 2^11).": a commitment, then discussion)
        shorter = without_closing_discussion(response)
        again = _read(shorter, choices, 0) if shorter else None
        if again is not None and again.method == "commitment" and again.letter is not None:
            return again
    if found.method == "choice_text" and choices and response and ", " in response:
        labelled = _labelled_then_remarks(response, choices, _valid_letters(len(choices)), found.letter)
        if labelled is not None:  # ("So: Venus, B. Mercury is nearer the Sun, but it cannot hold heat.")
            return labelled
    if choices and response and ((found.letter is None and found.method == "no_answer") or found.method in _BY_TEXT):
        closing = _closing_segment_option(response, choices, exact_after_mark=found.letter is not None)
        if closing is not None:  # ("... → better", "Reject the null.", "According to Kant: no.")
            return Extraction(closing, "choice_text")
    if (
        found.letter is None
        and found.method == "no_answer"
        and choices
        and question
        and response
        and len(response) < 400
    ):
        kind = _numbered_kind(response, choices, question)
        if kind is not None:  # ("Sentence 2." for "Which sentence uses a semicolon correctly?")
            return Extraction(kind, "position")
    if found.letter is None and found.method == "no_answer" and choices and len(choices) == 2 and response:
        polar = polar_option(response, choices, question)
        if polar is not None:  # ("Nope." for "Yes"/"No"; "the statement is wrong" for "True"/"False")
            return Extraction("AB"[polar], "polar")
    if found.letter is None and choices and response and (found.reason or "").startswith(_NOT_NAMED):
        by_content = _by_content(response, choices, question)
        if by_content is not None and not declines(response):
            return by_content
    return found


# A sentence that closes on an option's text, a comma and a label: "So: Venus, B.", "Hence Venus, option B."
_TEXT_COMMA_LABEL = lazy_compile(r",[ \t]{0,3}(?:(?i:option|choice)[ \t]{1,3})?[*_(]{0,2}([A-J])[*_)]{0,2}[.!](?=\s)")
# Words by which remarks after such a sentence would state a verdict of their own.
_VERDICT_WORDS = lazy_compile(r"(?i)\b(?:answer|correct|right|best|choose|pick|go(?:ing)?\s+with)\b")


def _labelled_then_remarks(response: str, choices: Sequence[str], valid: str, letter: str | None) -> Extraction | None:
    """The commitment a reply makes by an option's own text and then its label ("So: Venus, B.") when all it
    says after that are remarks naming other options by their text only ("Mercury is nearer the Sun, but it
    cannot hold heat."): those remarks are discussion, not a second answer. None when there is no such
    sentence, when its text is not its label's option, or when what follows revises it, names a label, calls
    something the answer or right, or runs on for more than a few sentences."""
    body = response.rstrip()
    last = None
    for m in _TEXT_COMMA_LABEL.finditer(body):
        last = m
    if last is None or last.group(1) == letter or len(body) - last.end() > 300:
        return None
    index = valid.find(last.group(1))
    if index < 0 or index >= len(choices):
        return None
    rest = body[last.end() :]
    if _REVISION.search(rest) or _VERDICT_WORDS.search(rest):
        return None
    if any(not _is_word_use(rest, m.group(1), m.end(1)) for m in _LETTER_WORD.finditer(rest)):
        return None  # ("So: Venus, B. Then again D fits too.")
    start = max(body.rfind(stop, 0, last.start()) for stop in (". ", "! ", "? ", ": ", "\n")) + 1
    said = _words_key(body[start : last.start()])
    if not any(form and (said == form or said.endswith(" " + form)) for form in _forms(str(choices[index]))):
        return None
    again = _read(body[: last.end()], choices, 0)
    if again.method != "commitment" or again.letter != last.group(1):
        return None
    return again


def _given_up(response: str, choices: Sequence[str], spans: list[tuple[int, int]]) -> str | None:
    """The one option the reply names that none of its given-up first thoughts (``spans``, :mod:`._abandoned`) names,
    when those name an option; else None."""
    valid = _valid_letters(len(choices))
    normalized = [_words_key(str(c)) for c in choices]
    dropped = {i for a, b in spans for i in _named(response[a:b], normalized, valid, choices)}
    if not dropped:
        return None
    kept = [i for i in _named(response, normalized, valid, choices) if i not in dropped]
    return valid[kept[0]] if len(kept) == 1 else None


# Readings from option texts or an opening that a closing contrast with its verb alone outweighs ("... — birch is.").
_ELIDED_READINGS = frozenset(("choice_text", "described", "answer_first", "single_letter"))
# Readings from option texts or loose labels that a sentence naming only one option outweighs (:mod:`._naming`).
_NAMING_OVERRIDES = frozenset(("choice_text", "described", "multiple_options", "single_letter"))
_UNLINKED = frozenset(("multiple_options", "no_answer"))


def _still_thinking(response: str) -> bool:
    """A reply that ends inside a reasoning block it opened and never closed ("<think> ... let me double check -
    is there any way"): it was cut off while still reasoning, and what it worked out is no answer it gave."""
    low = response.lower()
    opened = max(low.rfind("<think>"), low.rfind("<reasoning>"), low.rfind("<thinking>"))
    return opened >= 0 and "</" not in low[opened:]


def _conceded_commitment(response: str, found: Extraction) -> bool:
    """True when the explicit commitment ``found`` is conceded in its own sentence ("4/10 (A) is correct but not in
    lowest terms."): a sentence after it that only names another option may replace it (cheap tests only)."""
    if found.span is None or found.span[1] >= len(response) - 8:
        return False
    end = response.find(". ", found.span[1], found.span[1] + 120)
    if end < 0:
        return False
    clause = response[found.span[1] : end]
    return " but " in clause or " though " in clause or " although " in clause or ", yet " in clause


@functools.lru_cache(maxsize=256)
def _option_forms(choices: tuple[str, ...]) -> list[set[str]]:
    """Per option, its normalized forms without a leading article (kept for the options of recent questions: the
    replies to one question share them)."""
    return [{_ARTICLE.sub("", f) for f in _forms(c)} for c in choices]


def _naming(response: str, choices: Sequence[str], after: int = 0) -> str | None:
    """The option the reply's sentences that only name an option name (:mod:`._naming`), else None."""
    text = blank_struck(strip_chatter(response))
    forms: list[set[str]] = []
    keys: dict[str, str] = {}

    def same(words: str, index: int) -> bool:
        if not forms:  # (computed once, for the first short sentence that may name an option)
            forms.extend(_option_forms(tuple(str(c) for c in choices)))
        key = keys.get(words)
        if key is None:
            key = keys[words] = _ARTICLE.sub("", _words_key(words))
        return index < len(forms) and key in forms[index]

    return naming_verdict(text, choices, _valid_letters(len(choices)), same, after)


# Readings of the whole reply a short opening verdict by label may stand against (:mod:`._verdict_first`).
_OPENING_OVERRIDDEN = frozenset(("commitment", "choice_text", "single_letter", "closing_label"))
# Readings of the opening sentence that are a verdict by label.
_OPENING_LABEL_VERDICTS = frozenset(("commitment", "final_label", "single_letter"))


# A sentence that opens with a label and a colon, an item of a walk-through of the options: "Option A: ...".
_WALK_ITEM = lazy_compile(
    r"(?:^|(?<=[.;!?]\s)|(?<=\n))[ \t]{0,4}[*_]{0,2}(?:(?i:option|choice)\s)?\(?([A-J])\)?[*_]{0,2}[ \t]?:"
)


def _walk_through(response: str) -> bool:
    """True when the reply opens with a label and a colon and a later sentence opens the same way with another
    label: it goes over the options one by one, and its opening is the first item, not a verdict."""
    first = _WALK_ITEM.match(response)
    if first is None:
        return False
    return any(m.group(1) != first.group(1) for m in _WALK_ITEM.finditer(response, first.end()))


def _opening_verdict(response: str, choices: Sequence[str], found: Extraction) -> Extraction | None:
    """The label a short unhedged opening sentence commits to when it differs from ``found`` and nothing
    after it revises it (:mod:`._verdict_first`); else None."""
    stop = response.find(".", 0, 92)
    if stop < 0 or len(labels := labels_named(response, stop + 1)) != 1 or found.letter in labels:
        return None  # (the cheap tests first: this runs on most answers that commit; one label, another one)
    end = opening_end(response)
    if end is None:
        end = opening_end(_options_blanked(response, choices, stop + 1))
    if end is None or labels_named(response, end) != labels:
        return None
    if (
        revision_after(response, end)
        and revision_after(remarks_masked(response, end, next(iter(labels))), end)
        and not _only_remarks_after(response, end, next(iter(labels)), choices)
    ):
        return (
            None  # (a later remark on a distractor it tags revises nothing: "C. The lion (A) is strong, but slower.")
        )
    if ":" in response[:16] and _walk_through(response):
        return (
            None  # ("Option A: 21 - divisible by 3. Option B: ... Only C is left.": the first item of a walk-through)
        )
    if found.letter is not None and closing_alone(response, _valid_letters(len(choices))) == found.letter:
        return None  # (a label standing alone at the end is the reply's last word: "Africa (A) is second.\n\n**B**")
    opening = _read(response[:end], choices, 0)
    letter = opening.letter
    if letter is None or letter == found.letter:
        return None
    span = (
        opening.span
        if opening.method in _OPENING_LABEL_VERDICTS
        else _tagged_span(response, end, opening, labels, choices)
    )
    if span is None or not response[span[0] : span[1]].isupper() or in_formula(response, span[1]):
        return None  # (a lower-case letter is a word or an abbreviation: "Babylon, c. 1754 BC"; "F ∝ 1/r²")
    if response[span[1] : span[1] + 2] == ". " and _option_quoted_at(
        response, span[0], choices, _valid_letters(len(choices))
    ):
        return None  # (the initial that opens an option's whole text: "It is C. S. Lewis." for "C. S. Lewis")
    return Extraction(letter, opening.method, None, None)


def _options_blanked(response: str, choices: Sequence[str], end: int) -> str:
    """``response`` with each option's whole text in ``response[:end]`` blanked out to letters of the same length:
    a hedge or negation word inside an option's own text ("East or west of ...", "never decreases") says
    nothing about the reply's certainty. Returns ``response`` itself when no option's text is there."""
    head = response[:end]
    low = head.lower()
    for choice in choices:
        text = str(choice).strip().lower()
        if len(text) < 4 or " " not in text:
            continue  # (only an option of several words can hold a hedge word of its own)
        at = low.find(text)
        if at >= 0:
            head = head[:at] + "x" * len(text) + head[at + len(text) :]
    return response if head == response[:end] else head + response[end:]


def _only_remarks_after(response: str, end: int, label: str, choices: Sequence[str]) -> bool:
    """True when the opening names ``label`` within its first words (a verdict first: "B, bicameral.", "O negative
    (F).", not someone's belief it reports at its end: "... everyone thinks it's B.") and each sentence after
    ``end`` only remarks on it (:mod:`._remarks`)."""
    first = _LABEL_AT.search(response, 0, end)
    if first is None or first.group(0) != label or first.start() > _VERDICT_FIRST_REACH:
        return False
    valid = _valid_letters(len(choices))
    normalized = [_words_key(str(c)) for c in choices]
    return only_remarks(
        response, end, label, lambda sentence: {valid[i] for i in _named(sentence, normalized, valid, choices)}
    )


def _tagged_span(
    response: str, end: int, opening: Extraction, labels: set[str], choices: Sequence[str]
) -> tuple[int, int] | None:
    """Where an opening that is an option's whole text with that option's own label, and at most a relative or
    appositive clause after them ("Cheetah (C), which ...", "F, Burj Khalifa.", "The waggle dance, option B,
    for which ..."), names the label: the text and the label agree, a verdict by label. None for any other
    opening: one that says something about a tagged option is a remark ("The bishop (B) moves diagonally.")."""
    letter = opening.letter
    if letter is None or opening.method not in ("choice_text", "answer_first") or labels != {letter}:
        return None
    at = [m.start() for m in _LABEL_AT.finditer(response, 0, end) if m.group(0) == letter]
    if len(at) != 1:
        return None
    key = _without_article(_words_key(str(choices[ord(letter) - 65])))
    head = response[: at[0]].rstrip(" ([*_")
    tail = response[at[0] + 1 : end].rstrip(" .!").lstrip(" )]*_")
    if head.lower().endswith("option"):
        head = head[:-6].rstrip(" ,")
    if head.strip():  # ("Africa (E).", "Cheetah (C), which ...": the text, then its label)
        rest = tail
        if _without_article(_words_key(head)) != key:
            return None
    else:  # ("F, Burj Khalifa.", "B) bicameral, which ...": the label, then the text)
        stated, _, rest = tail.lstrip(" ,:-\u2013\u2014").partition(",")
        rest = "," + rest if rest else ""
        if _without_article(_words_key(stated)) != key:
            return None
    if rest and not _RELATIVE_AFTER.match(rest):
        return None
    return at[0], at[0] + 1


def _without_article(key: str) -> str:
    """``key`` without a leading article ("the waggle dance" and "waggle dance" are one text)."""
    first, _, rest = key.partition(" ")
    return rest if first in ("the", "a", "an") and rest else key


# A standalone capital that may be a label (not the pronoun I).
_LABEL_AT = lazy_compile(r"[A-HJ](?<![\w'’].)(?![\w'’])")
# How far into the reply an opening verdict's label stands for :func:`_only_remarks_after` to read it first.
_VERDICT_FIRST_REACH = 40
# A relative or appositive clause after an option's text and label ("..., which can sprint ...").
_RELATIVE_AFTER = lazy_compile(r"(?i),\s*(?:which|who|whose|where|when|for\s+which|in\s+which|with|at|as|since)\b")


def _untagged_answer(response: str, choices: Sequence[str], question: str | None, tagged: str | None) -> str | None:
    """The option the answer commits to by its content when its first sentence names that option alone,
    untagged, before it tags other options it names with a label, ``tagged`` among them: the tags then mark
    a survey of the others ("First-line is norepinephrine. Second-line: vasopressin (D). Refractory: epinephrine (C)."), not the
    verdict; else None."""
    first_tag = _BRACKET_LABEL.search(response)
    if first_tag is None:
        return None
    tags = set(_BRACKET_LABEL.findall(response))
    if tagged not in tags:
        return None
    if len(tags) < 2 and _CLOSING_TAG.search(response, max(0, len(response) - 12)):
        return None  # (one tag closing the answer is its verdict: "Mercury is closest. The hottest is Venus (B)")
    # (the answer stands up front alone: the first sentence names that option and no other; an untagged
    # option named later, or beside others, may be a tagged verdict's discussion: "Insulin - ... Glucagon
    # does the opposite. Final answer: Insulin (B)"; the short opening is read first, the whole answer last)
    stop = _FIRST_STOP.search(response, 0, first_tag.start())
    if stop is None:
        return None
    opening = response[: stop.start() + 1]
    if any(m.group(1) != "I" for m in _LETTER_WORD.finditer(opening)):
        return None  # (a label up front: "Coal is A. Actually no, ...")
    alone = _by_content(opening, choices, question)
    if alone is None or alone.letter is None or alone.letter in tags:
        return None
    index = ord(alone.letter) - 65
    padded = f" {_words_key(opening)} "
    if any((key := _words_key(str(c))) and f" {key} " in padded for i, c in enumerate(choices) if i != index):
        return None
    by_content = _by_content(response, choices, question)
    if by_content is None or by_content.letter != alone.letter:
        return None
    return by_content.letter


# A tag closing the answer.
_CLOSING_TAG = lazy_compile(r"\([A-J]\)[*_.!\s]*$")
# The first sentence's end (a stop before a space or line break, or a line break).
_FIRST_STOP = lazy_compile(r"[.!?](?=\s)|\n")


# The minus signs and dashes a reply may type as a hyphen.
_MINUS_AS_HYPHEN = str.maketrans({"\u2212": "-", "\u2010": "-", "\u2011": "-", "\u2013": "-"})


# Readings a later sentence that closes on a label as a verdict may override (:mod:`._closing_label`).
_CLOSING_LABEL_READINGS = frozenset(
    ("choice_text", "described", "single_letter", "leading_label", "multiple_options", "commitment", "final_label")
)


def _closing_verdict(response: str, choices: Sequence[str], found: Extraction) -> Extraction | None:
    """The label of the answer's last sentence that closes on one as a verdict, when it differs from ``found``
    and everything after it is discussion: a reading from an option's text or a loose label gives way to it;
    an explicit commitment only when it stands after the verdict (in the discussion: "(B). Single-blind would
    be option A.") or the verdict says it replaces it ("Correcting to B.")."""
    if found.method in ("commitment", "final_label") and not _may_be_discussion(response, found):
        return None  # (the cheap test first: an explicit commitment stands unless one of these may hold)
    text = blank_struck(strip_chatter(response))
    if "`" in text and "```" in text:
        text = _blank_code(text)
    valid = _valid_letters(len(choices))
    closing = closing_label(text, valid)
    if closing is None or closing[0] == found.letter:
        return None
    label, start, end, discussed, replaces = closing
    if found.method in ("commitment", "final_label"):
        if found.span is None or not (found.span[0] >= end or (replaces and found.span[1] <= start)):
            return None
    if not _tag_agrees(text[start:end], choices, valid, label):
        return None  # ("The coulomb (C).": the bracket holds the unit's symbol, not option C)
    if discussed and _names_an_option_alone(text[end:], choices, valid.index(label)):
        return None  # ("Rome had the Twelve Tables (D). So Babylon.": the closing sentence is the verdict)
    elif not (discussed or replaces or found.letter is None):
        return None
    return Extraction(label, "closing_label", None, None)


# A commitment in a hypothetical clause (:func:`_closing_verdict`): "... would be option A."
_HYPOTHETICAL_LABEL = lazy_compile(
    r"(?i)\b(?:would|could|might)\s{1,8}be\s{1,8}(?:(?:option|choice)\s{1,4})?[*_(\[]{0,4}$"
)
# (stems of :data:`._closing_label._REPLACES`, tested as substrings of the answer's end)
_REPLACES_CUES = (
    "correct",
    "switch",
    "chang",
    "revis",
    "updat",
    "make it",
    "make that",
    "go with",
    "going with",
    "instead",
    "actual",
    "final",
)


def _may_be_discussion(response: str, found: Extraction) -> bool:
    """True when the explicit commitment ``found`` sits in a hypothetical clause ("Single-blind would be option
    A."), or the answer ends on a label in a short sentence after it that may replace it ("Correcting to B.").
    (Cheap tests first: this runs on nearly every answer.)"""
    if found.span is None:
        return False
    start = found.span[0]
    if "be" in response[max(0, start - 24) : start] and _HYPOTHETICAL_LABEL.search(response, max(0, start - 40), start):
        return True
    if found.span[1] >= len(response) - 4 or response.rstrip(" \t\n.!*_)]")[-1:] not in LETTERS:
        return False  # (nothing after the commitment to replace it, or no label closing the answer)
    tail = response[max(found.span[1], len(response) - 60) :].lower()
    return any(cue in tail for cue in _REPLACES_CUES)


# What may open a sentence that is only an option's text: a word of conclusion, an answer label, an arrow.
_CONCLUDING_OPENER = lazy_compile(
    r"(?i)^[\s*_]*(?:(?:so|thus|hence|therefore|then|answer|final(?:\s+answer)?|verdict)\b[\s:,—–-]*|[→=]>?\s*)?"
)


def _names_an_option_alone(rest: str, choices: Sequence[str], tagged: int) -> bool:
    """True when a sentence of ``rest`` is only another option's whole text, after a word of conclusion at most
    ("So Babylon.", "→ Babylon", "Answer: Babylon"): a verdict by content, not discussion."""
    keys = {_words_key(str(c)): i for i, c in enumerate(choices)}
    for start, end in sentence_spans(rest):
        sentence = rest[start:end]
        opener = _CONCLUDING_OPENER.match(sentence)
        body = sentence[opener.end() if opener else 0 :]
        key = _words_key(body)
        if key and keys.get(key, tagged) != tagged:
            return True
    return False


def _tag_agrees(sentence: str, choices: Sequence[str], valid: str, label: str) -> bool:
    """False when the verdict ``sentence`` names other options by their whole text and not the one its label
    stands for."""
    padded = f" {_words_key(sentence)} "
    named = {i for i, c in enumerate(choices[: len(valid)]) if (key := _words_key(str(c))) and f" {key} " in padded}
    return not named or valid.index(label) in named


# Readings a closing sentence that leaves two labels open overrides (not an explicit commitment or a set read).
_PAIR_READINGS = frozenset(("choice_text", "described", "single_letter", "leading_label", "multiple_options"))


# Readings from an option's text or a loose label, which an ending that leaves the choice open overrides.
_LOOSE = frozenset(("choice_text", "described", "single_letter", "leading_label"))


# Readings an answer that names a set of options may come from: its labels listed ("A, B and C"), one
# option's text among those it says all hold ("Solar is renewable (A), ...").
_SET_READINGS = frozenset(("multiple_options", "choice_text", "described", "single_letter"))


def _combined(response: str, choices: Sequence[str]) -> str | None:
    """The option that stands for the set of options the answer commits to (:mod:`._aggregate`)."""
    if len(response) > _MAX_ELIMINATION or not any(_may_combine(str(c)) for c in choices):
        return None
    text = blank_struck(strip_chatter(response))
    return aggregate_option(text, choices, _valid_letters(len(choices)))


def _may_combine(choice: str) -> bool:
    return len(choice) <= 40 and ("ll" in choice or " and " in choice or "," in choice or "&" in choice)


# Readings that found no option named outright: the answer's clauses may still name one by its content.
# (not an answer cut off, undecided, or committing to two options)
_NOT_NAMED = ("no option letter or option text found", "the answer states the text of several", "mentions options ")


def _by_content(response: str, choices: Sequence[str], question: str | None) -> Extraction | None:
    """The option the answer's last committing clause names by its content words (:mod:`._committed`)."""
    text = response
    if text.lstrip()[:1] == "<":
        text = strip_reasoning(text)  # (only the reply after a reasoning block answers)
    text = blank_struck(strip_chatter(text))
    if not text.strip() or len(text) > _MAX_ELIMINATION:
        return None
    letter = committed_by_content(text, choices, _valid_letters(len(choices)), question)
    return Extraction(letter, "described") if letter is not None else None


# Readings of "no option" the question cannot overturn: the answer refuses, says none is right, leaves
# the choice open, or is cut off.
_FINAL_NONE = frozenset(("empty", "refusal", "none_of_the_above", "undecided"))
# Readings from where an option's text stands in the answer (not from a label or an answer marker): what
# the question shows (the option negated under a "which is NOT" question, the pair it asks about) comes first.
_BY_TEXT = frozenset(("choice_text", "described"))


_PAIR_SEPARATORS = ("→", "->", "=>", ":", "=", "—", "–", " - ")


_ARROWS = ("→", "->", "=>")


def _last_of_pairs(response: str, found: Extraction) -> bool:
    """True when the commitment found is a label after an arrow ("Deontology → C.") in an answer of
    several such pairs: one row of a survey, which the question decides."""
    if found.method != "commitment" or found.span is None or found.span[0] > len(response):
        return False
    before = response[: found.span[0]].rstrip(" \t*_([")
    return before.endswith(_ARROWS) and sum(response.count(s) for s in _ARROWS) >= 2


def _with_question(response: str, choices: Sequence[str], question: str) -> Extraction | None:
    """The reading of an answer that commits to no option by itself, given its question; else None."""
    exception = asks_for_exception(question)
    # (pairs need two separators: "Rickets → vitamin D. Scurvy → vitamin C.")
    if not exception and sum(response.count(s) for s in _PAIR_SEPARATORS) < 2:
        return None
    text = blank_struck(strip_chatter(response))
    if len(text) > _MAX_ELIMINATION:
        return None
    valid = _valid_letters(len(choices))
    count = min(len(valid), len(choices))
    forms: list[tuple[str, ...]] = []
    distinctive: list[set[str]] = []

    def mentions(clause: str) -> list[int]:
        if not forms:  # (computed once, on the first clause that may name an option)
            forms.extend(_forms(str(c)) for c in choices[:count])
            distinctive.extend(_distinctive(choices, valid))
        padded = f" {_words_key(clause)} "
        hits = [i for i in range(count) if any(f and _occurrences(padded, f) for f in forms[i])]
        if not hits:
            hits = [i for i in range(count) if any(_occurrences(padded, w) for w in distinctive[i])]
        if not hits:  # (a label only where no option's text is named: "vitamin D" names the vitamin)
            hits = sorted(
                {
                    valid.index(m.group(1))
                    for m in _LETTER_WORD.finditer(clause)
                    if m.group(1) in valid[:count] and not _is_word_use(clause, m.group(1), m.end(1))
                }
            )
        return hits

    if exception:
        letter = negated_option(text, mentions, valid)
        if letter is not None:
            return Extraction(letter, "question_negated")
    letter = paired_option(text, question, mentions, lambda i: len(_words_key(str(choices[i])).split()), valid)
    if letter is not None:
        return Extraction(letter, "question_pair")
    return None


def _without_aside(
    text: str, choices: Sequence[str] | None, found: Extraction, asides: int, notes: bool = True
) -> Extraction:
    """``found``, or the reading of ``text`` without its closing aside when ``found`` came from
    the aside or names no option.

    A closing aside that names other options ("(Rickets, by contrast, is D.)", "Note 3/10 (B)
    would be red.") does not revoke what the answer said before it.
    """
    aside = _closing_aside(text, notes) if asides else None
    span = found.span
    if aside is None or (span is not None and span[0] < aside and found.method != "single_letter"):
        return found
    before = _read(text[:aside], choices, asides - 1)
    return before if before.letter is not None else found


# "Answer C. Smallest would be D.": a closing "would be X" after an explicit answer is discussion.
_HYPOTHETICAL_BEFORE = lazy_compile(r"(?i)\b(?:would|could|might)\s{1,8}be\s{1,8}[*_(\[]{0,4}$")


def _answer_before(text: str, valid: str, found: tuple[str, int, int]) -> tuple[str, int, int]:
    """The commitment given after an answer marker ("Answer C.", "the answer is C") before the sentence
    of ``found``, when nothing between revises it; else ``found``."""
    cut = max(text.rfind(". ", 0, found[1]), text.rfind("\n", 0, found[1]))
    if cut <= 0:
        return found
    earlier, _ = _last_commitment(text[: cut + 1], valid)
    if earlier is None or "answer" not in text[max(0, earlier[1] - 30) : earlier[1]].lower():
        return found
    if _REVISION.search(text, earlier[2], found[1]):
        return found
    return earlier


# The space between two sentences of a run of per-option verdicts: "A: false. B: false. C: true."
_INLINE_ROW_BREAK = lazy_compile(r"(?<=[.;!])[ \t]{1,8}(?=[(\[*]{0,2}[A-J][*)\]]{0,2}\s{0,4}[:=—–-])")


_ROW_HEADING = lazy_compile(
    r"\s{0,4}[*_]{0,2}[A-Za-z][\w ]{0,20}[*_]{0,2}:[*_]{0,2}[ \t]{1,4}(?=[(\[*]{0,2}[A-J][*)\]]{0,2}\s{0,4}[:=—–-])"
)
_FIRST_ROW = lazy_compile(r"\s{0,8}[(\[*]{0,2}[A-J][*)\]]{0,2}\s{0,4}[:=—–-]")


def _inline_verdict_rows(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The option of the one verdict of "right" in a run of sentences that each judge one option by its
    label ("A: false, ... B: false. ... E: true."), read as the rows of a list; else None."""
    # (a list of rows opens with its first row: "A: ...", after a short heading at most: "Options: A - ...")
    heading = _ROW_HEADING.match(text) if text[:1] not in LETTERS and ":" in text[:24] else None
    if heading is not None and "nswer" not in heading.group(0):
        text = text[heading.end() :]
    if _FIRST_ROW.match(text) is None or len(_INLINE_ROW_BREAK.findall(text)) < 2:
        return None
    rows = _INLINE_ROW_BREAK.sub("\n", text.strip())
    normalized = [_normalize_text(str(c)) for c in choices[: len(valid)]]
    return verdict_rows(rows, normalized, valid, _normalize_text)


def _exact_option(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The option whose exact text (case folded, without emphasis or a closing full stop) is the whole answer,
    when exactly one option's is and it is no bare label; else None. Options that differ only by signs ("O+",
    "O-", "C", "C++") are told apart here, before their text is normalised."""
    said = text.strip().strip("*_`\"'“”").rstrip(".!").strip().casefold()
    if len(said) <= 1:
        return None
    found = [i for i, c in enumerate(choices[: len(valid)]) if str(c).strip().rstrip(".!").casefold() == said]
    if not found and ("n't" in said or "n’t" in said or " not " in said or "cannot" in said):
        # (the same text with its negation contracted or spelled out: "Priya isn't in the club" for "... is not ...")
        said = _uncontracted(said)
        found = [
            i
            for i, c in enumerate(choices[: len(valid)])
            if _uncontracted(str(c).strip().rstrip(".!").casefold()) == said
        ]
    return valid[found[0]] if len(found) == 1 else None


_CONTRACTED_NOT = lazy_compile(r"\b(\w+?)n['’]t\b|\bcannot\b")
_IRREGULAR_NOT = {"ca": "can", "wo": "will", "sha": "shall", "ai": "is"}


def _uncontracted(text: str) -> str:
    """``text`` (case folded) with every contracted negation spelled out: "isn't" is "is not", "can't" and "cannot"
    are "can not", "won't" is "will not"."""
    return _CONTRACTED_NOT.sub(
        lambda m: "can not" if m.group(1) is None else f"{_IRREGULAR_NOT.get(m.group(1), m.group(1))} not", text
    )


def _read(response: str | None, choices: Sequence[str] | None, asides: int) -> Extraction:
    """:func:`extract_letter`, reading the answer again without a closing aside at most ``asides`` times."""
    text = response or ""
    if not text.strip():
        return Extraction(None, "empty", "empty response")
    # A trailing offer of more help or an invented next question is no part of the answer;
    # struck-through text is revoked.
    if text[:1] == "<" or (text[:1].isspace() and text.lstrip()[:1] == "<"):
        answer = strip_reasoning(text)  # "<think>... Answer F ...</think>\nAnswer: Vancomycin": the reply follows
        text = answer if answer.strip() else text
    text = blank_struck(strip_chatter(text))
    if "`" in text and "```" in text:
        text = _blank_code(text)
    if text and not text[-1].isascii():
        text = _trim_symbols(text)  # "D ✅", "Jupiter's fifth. 🪐"
    valid = _valid_letters(len(choices) if choices else None)
    if choices and len(text) <= 80:
        whole = _exact_option(text, choices, valid)
        if whole is not None:
            return Extraction(whole, "choice_text")  # ("O-" among "O+" and "O-": the answer is one option's text)
    split = _split_by_condition(text, valid)
    if split is not None:
        return Extraction(None, "undecided", f"the answer gives {split[0]} and {split[1]} under two conditions")
    if choices and "\n" not in text.strip() and len(text) <= _MAX_ELIMINATION:
        row = _inline_verdict_rows(text, choices, valid)
        if row is not None:
            return Extraction(row, "verdict_rows")
    if choices and "?" in text and 2 <= text.count("?") <= MAX_ASKED:
        answered = _asked_options(text, choices, valid)
        if answered is not None:
            return Extraction(answered, "verdict_rows")  # ("Option A? No. Option B? No. Option C? Yes.")

    # The candidate that starts last is the final commitment. A closing "So C." ends the
    # answer, so nothing starts after it; after a final label line only that line can hold
    # a later commitment.
    method = "commitment"
    low = ""  # text.lower(), once computed
    found = _concluding_sentence(text, valid)
    if (
        found is not None
        and "be" in text[max(0, found[1] - 16) : found[1]].lower()
        and _HYPOTHETICAL_BEFORE.search(text, max(0, found[1] - 24), found[1])
    ):
        found = _answer_before(text, valid, found)
    if found is None:
        final = _final_label(text, valid)
        if final is None:
            found, low = _last_commitment(text, valid)
        else:
            line_start = text.rfind("\n", 0, final[1]) + 1
            found, low = _last_commitment(text, valid, line_start)
            if found is None or final[1] >= found[1]:
                found, method = final, "final_label"

    if found is not None:
        second = _two_options(text, found[2], valid, found[1])
        if second is not None and second != found[0]:
            return Extraction(
                None, "multiple_options", f"commits to two options ({found[0]} and {second})", (found[1], found[2])
            )
        if low:
            says_none = low.rfind("none of", found[2]) >= 0 or low.rfind("no correct", found[2]) >= 0
        else:
            after = text[found[2] :].lower()
            says_none = "none of" in after or "no correct" in after
        if says_none and _says_none(text, found[2]) and not _is_none_option(choices, valid, found[0]):
            letter, _ = _choice_text(text[found[2] :], choices, valid) if choices else (None, None)
            if letter is None:
                letter = _none_option(choices, valid)
                if letter is not None:
                    return Extraction(letter, "choice_text")
                return Extraction(None, "none_of_the_above", "the answer concludes that no option is correct")
        if choices and (
            (found[0] in "AI" and text[found[2] : found[2] + 1] == " ") or text[found[2] : found[2] + 2] == ". "
        ):
            quoted = _option_quoted_at(text, found[1], choices, valid)
            if quoted is not None:  # "Answer: A private donor paid.": the article opens that option's text
                return Extraction(quoted, "choice_text", None, (found[1], found[2]))
        if found[2] < len(text) - 12 and _open_pair(text):
            return Extraction(None, "undecided", "the answer ends leaving two options open")
        if found[2] < len(text) - 12 and _two_right(text):
            return Extraction(None, "multiple_options", "the answer ends saying two options are correct")
        if asides:
            revised = _retracted(text, choices, found)
            if revised is not None:
                return revised
        if len(text) - found[2] > 12 and choices and text.find("nswer", max(found[2], len(text) - 200)) >= 0:
            later = _marked_answer(text, choices, valid, found)
            if later is not None:
                return later
        window = text[max(0, found[1] - 24) : found[1]] if asides and choices else ""
        # (substring tests first: a regular expression's search costs more than the reading it may save)
        if (
            "hich " in window
            or "hat is" in window
            or "hat's" in window
            or "hat’s" in window
            or "his is" in window
            or ".e." in window
        ) and _IDENTIFIED_BEFORE.search(window):
            opening = _answer_paragraph(text, choices or (), valid, found)
            if opening is not None:
                return opening
        result = Extraction(found[0], method, None, (found[1], found[2]))
        if asides and (")" in text[-4:] or (_may_be_in_aside(text, found[1]) and _aside_hint(text[-400:]))):
            # A commitment inside a closing aside is no answer: in brackets ("That's C. (Rickets is vitamin D,
            # option D.)"), a check or a comparison ("A.\n\nQuick check: ..., which is option C, ..."), a
            # hypothetical ("If you counted aces, it would be D."); one in a sentence opening with "Note" is
            # ("Note: the answer is B.").
            return _without_aside(text, choices, result, asides, notes=False)
        return result
    result = _without_aside(text, choices, _fallback(text, choices, valid), asides)
    if asides and result.letter is not None and result.method == "choice_text":
        # ("Pairing in prophase - option B - ... Scratch that. The right one is about two identical cells.")
        revised = _retracted(text, choices, (result.letter, 0, 0))
        if revised is not None:
            return revised
    if result.letter is None and asides and choices and "\n\n" in text.strip():
        return _before_survey(text, choices, result, asides)
    return result


# A closing sentence that gives the answer after a marker and a colon: "The answer they want: price equals ..."
# (not a note about an answer key: "Answer key note: ...")
_ANSWER_COLON = lazy_compile(
    r"(?i)\b(?:the|my|our|final|real|correct|right|best)\s{1,8}answers?\b[^:.!?\n]{0,40}:\s|^[\s*_]{0,4}answer[*_]{0,2}\s{0,4}:\s"
)


# A closing "the answer is / remains <an option's whole text>": "..., so the answer remains 10."
_ANSWER_IS_TEXT = lazy_compile(
    r"(?i)\banswer\s{1,8}(?:is(?:\s{1,8}still)?|remains|stays|becomes|would\s{1,8}be|must\s{1,8}be|=)\s{1,8}"
    r"[*_\"'“]{0,2}([^\s*_\"'“”][^\n]{0,79}?)[*_\"'”]{0,2}[.!]?[*_]{0,2}\s*$"
)


def _marked_answer(text: str, choices: Sequence[str], valid: str, found: tuple[str, int, int]) -> Extraction | None:
    """The option a closing "<answer ...>: <description>" describes, or a closing "the answer is
    <option text>" names, when it comes after the commitment ``found`` and names another option; else None."""
    body = text.rstrip()
    start = max(body.rfind(". ", 0, len(body) - 1), body.rfind("\n", 0, len(body) - 1)) + 1
    # (the marker may share the commitment's sentence: "..., which is option D, but the answer remains 10.")
    m = _ANSWER_IS_TEXT.search(body, max(found[2], len(body) - 200))
    if m is not None:
        said = m.group(1).strip("()[] ")
        if len(said) == 1 and said in valid and said != found[0]:
            return Extraction(said, "commitment")  # ("... which is option A. The answer remains C.")
        key = _words_key(m.group(1))
        named = [i for i, c in enumerate(choices[: len(valid)]) if key and key in _forms(str(c))]
        if len(named) == 1 and valid[named[0]] != found[0]:
            return Extraction(valid[named[0]], "choice_text")
    if start <= found[2] or _ANSWER_COLON.search(body[start:].lstrip()) is None:
        return None
    described = described_option(body[start:], choices, valid)
    if described is None or described == found[0]:
        return None
    return Extraction(described, "described")


_BRACKET_LABEL = lazy_compile(r"\(([A-J])\)")


def _before_survey(text: str, choices: Sequence[str], found: Extraction, asides: int) -> Extraction:
    """The reading of the paragraphs before a closing paragraph that goes over other options by their
    bracketed labels ("For reference: Java was Gosling (A), Ruby was Matz (B), ..."), when they commit to
    an option that paragraph does not name; else ``found``."""
    body = text.rstrip()
    cut = body.rfind("\n\n")
    labels = set(_BRACKET_LABEL.findall(body, cut))
    if cut <= 0 or len(labels) < 2 or _REVISION.search(body, cut):
        return found
    before = _read(body[:cut], choices, asides - 1)
    return before if before.letter is not None and before.letter not in labels else found


# An explicit retraction: "Hmm, no:", "Wait - no,", "Actually, not quite.", "Scratch that.", "On second thought".
_RETRACTION = lazy_compile(
    r"(?i)\b(?:wait|hmm+|actually|oops|no\s+wait)\b[\s,.:;!—–-]{0,8}(?:no|nope|not\s+(?:that|quite|so))\b[\s,.:;!—–-]*"
    r"|\b(?:scratch\s+that|on\s+second\s+thought|i\s+take\s+(?:that|it)\s+back|correction)\b[\s,.:;!—–-]*"
    # a commitment asked as a question and answered "no": "so the answer is A? No — B.", "C?? Nope: D."
    r"|\?[\s*_]{0,4}(?:no|nope|nah)[ \t]{0,3}[,.:;!—–-][\s,.:;!—–-]*"
)
# A sentence that only denies the one before it, with more after it: " It's not. ", " That isn't right. ", " Wrong! ".
_BARE_DENIAL = lazy_compile(
    r"[ \t]{1,3}(?:(?:it|that)(?:['’]s|\s{1,3}is)\s{1,3}not(?:\s{1,3}(?:it|right|correct|so))?|(?:it|that)\s{1,3}isn['’]t"
    r"(?:\s{1,3}(?:it|right|correct|so))?|(?:nope|wrong))[.!][ \t\n]{1,4}(?=\S)",
    re.IGNORECASE,
)
_RETRACTION_WORDS = (
    "wait",
    "hmm",
    "actually",
    "oops",
    "scratch",
    "second thought",
    "take that",
    "take it",
    "correction",
    "?",
)


def _retracted(text: str, choices: Sequence[str] | None, found: tuple[str, int, int]) -> Extraction | None:
    """The reading of what follows an explicit retraction after the commitment ``found`` ("Neon (B) is the
    one. Hmm, no: ozone (C)."), when that names another option by a commitment, a label line or its text;
    else None."""
    if len(text) - found[2] < 7:
        return None  # (no room for a retraction, "hmm no", and something after it)
    if text[found[2] : found[2] + 2] in (". ", "! ") and (denied := _BARE_DENIAL.match(text, found[2] + 1)):
        # ("Some would say it's B. It isn't. The capital is A.": the next sentence only denies the label)
        again = _read(text[denied.end() :], choices, 0)
        if again.letter is not None and again.letter != found[0] and again.method in _REVISED_BY:
            return Extraction(again.letter, again.method, None, None)
    lo = max(found[2], len(text) - 300)  # (a retraction that revises the final answer sits near the end)
    tail = text[lo:].lower()
    # (on a long stretch without the words, str.rfind is cheaper than "in", a forward search)
    if (
        (max(map(tail.rfind, _RETRACTION_WORDS)) < 0)
        if len(tail) > 64
        else not any(map(tail.__contains__, _RETRACTION_WORDS))
    ):
        return None
    m = None
    for m in _RETRACTION.finditer(text, lo):  # noqa: B007 - the last one counts
        pass
    if m is None or not text[m.end() :].strip():
        return None
    rest = text[m.end() :]
    again = _read(rest, choices, 0)
    if again.letter is None or again.letter == found[0] or again.method not in _REVISED_BY:
        return None
    one_sentence = _SENTENCE_BREAK.search(rest.rstrip().rstrip(".!?")) is None
    if again.method in ("choice_text", "described") and (len(rest.split()) > 10 or not one_sentence):
        return None  # (an option's text names the revised answer in one short sentence: "Wait, no, it is ozone.")
    span = (again.span[0] + m.end(), again.span[1] + m.end()) if again.span else None
    return Extraction(again.letter, again.method, None, span)


_REVISED_BY = frozenset(
    ("commitment", "final_label", "choice_text", "closing_text", "answer_first", "leading_label", "described")
)


# "Deuce (C).", "A (bleach and ammonia).", "B." opening the answer; a revision after it voids the reading.
_OPENING_TEXT_LABEL = lazy_compile(
    r"\s*[*_]{0,2}([^\s()*_.!?][^()\n.!?]{0,79}?)[*_]{0,2}[ \t]{0,3}\(([A-J])\)[*_]{0,2}[ \t]{0,3}[.!](?:\s|$)"
)
_OPENING_LABEL_TEXT = lazy_compile(r"\s*[*_]{0,2}([A-J])[*_]{0,2}[ \t]{0,3}\(([^()\n]{1,80})\)[ \t]{0,3}[.!](?:\s|$)")
# "Geothermal is D.", "Iron = B!", "Canberra, option C.": an opening sentence that identifies an option's text with a label.
_OPENING_TEXT_IS_LABEL = lazy_compile(
    r"\s*[*_]{0,2}([^\s()*_.!?,][^()\n.!?,=—–]{0,79}?)[*_]{0,2}[ \t]{1,3}(?:is|=|—|–|-|,)[ \t]{1,3}"
    r"(?:(?i:option|choice|answer|letter)[ \t]{1,3})?[*_(]{0,2}([A-J])[*_)]{0,2}[ \t]{0,3}[.!](?:\s|$)"
)
_OPENING_LABEL = lazy_compile(r"\s*[*_]{0,2}([A-J])[*_]{0,2}\.[ \t]+(?=[A-Z])")
# A first sentence that is only a label called a label: "Option C.", "**Choice B!**" (no initial, "A. Lincoln").
_OPENING_NAMED_LABEL = lazy_compile(r"\s*[*_]{0,2}(?i:option|choice)[ \t]{1,3}([A-J])[*_]{0,2}[.!][*_]{0,2}(?:\s|$)")
_REVISION = lazy_compile(
    r"(?i)\b(?:wait|actually|hmm+|recount|reconsider|correction|second\s+thought|scratch\s+that|instead|"
    r"rather|mistake|oops|no,|not\s+so\s+fast|let\s+me\s+re)"
)


def _answer_first(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The label an answer opens with when its first sentence is only that label and that option's
    text ("Deuce (C).", "A (bleach and ammonia).") or the label alone with the option's text in the
    next sentence ("B. The treaty ended the Thirty Years' War."), and nothing after it revises it;
    later mentions of other options are then discussion. None otherwise."""
    normalized = [_normalize_text(c) for c in choices[: len(valid)]]
    m = _OPENING_TEXT_LABEL.match(text)
    pair = (m.group(2), m.group(1)) if m is not None else None
    if m is None:
        m = _OPENING_LABEL_TEXT.match(text)
        pair = (m.group(1), m.group(2)) if m is not None else None
    if m is None:
        m = _OPENING_TEXT_IS_LABEL.match(text)
        pair = (m.group(2), m.group(1)) if m is not None else None
    if m is not None and pair is not None:
        label, named = pair
        index = valid.find(label)
        if index < 0 or index >= len(normalized) or _normalize_text(named) != normalized[index]:
            return None
    elif (m := _OPENING_NAMED_LABEL.match(text)) is not None:
        label = m.group(1)
        if valid.find(label) < 0:
            return None
    else:
        m = _OPENING_LABEL.match(text)
        if m is None:
            return None
        label = m.group(1)
        index = valid.find(label)
        end = text.find(". ", m.end())
        sentence = " " + _normalize_text(text[m.end() : end if end >= 0 else len(text)]) + " "
        named_here = [i for i, n in enumerate(normalized) if n and f" {n} " in sentence]
        if index < 0 or named_here != [index]:
            return None
    if _REVISION.search(text, m.end()):
        return None
    return label


# The last sentence alone: "**Danube.**", "E — cannot be determined.", "Going with Saturn."
_CLOSING_BOLD_TEXT = lazy_compile(r"(?:\*\*|__)([^*_\n]{1,80}?)[.!]?(?:\*\*|__)[.!]?")
_CLOSING_LABEL_TEXT = lazy_compile(r"[*_]{0,2}([A-J])[*_]{0,2}\s*(?:[—–:]|\s-)\s*([^\n]{1,80}?)[.!]?")
_CLOSING_GO_WITH = lazy_compile(
    r"(?i:(?:so\s+|then\s+)?(?:i['’]m\s+|i\s+am\s+|i['’]ll\s+|i\s+will\s+)?(?:going|go)\s+with)\s+([^\n]{1,80}?)[.!]?"
)


def _closing_pair(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The option the last sentence names alone: its whole text in bold ("**Danube.**"), its label
    with its own text after a dash or colon ("E — cannot be determined."), or its text after
    "going with" ("Going with Saturn."). None otherwise."""
    body = text.rstrip()
    cut = max(body.rfind("\n"), body.rfind(". ", 0, len(body) - 2), body.rfind("! ", 0, len(body) - 2))
    last = body[cut + 1 :].strip()
    if not last or len(last) > 100:
        return None
    normalized = [_normalize_text(c) for c in choices[: len(valid)]]
    m = _CLOSING_BOLD_TEXT.fullmatch(last)
    if m is not None:
        named = _normalize_text(m.group(1))
        found = [i for i, n in enumerate(normalized) if n == named]
        return valid[found[0]] if len(found) == 1 else None
    m = _CLOSING_LABEL_TEXT.fullmatch(last)
    if m is not None:
        index = valid.find(m.group(1))
        ok = 0 <= index < len(normalized) and _normalize_text(m.group(2)) == normalized[index]
        return m.group(1) if ok else None
    m = _CLOSING_GO_WITH.fullmatch(last)
    if m is not None:
        named = _normalize_text(m.group(1))
        named = named[4:] if named.startswith("the ") else named
        found = [i for i, n in enumerate(normalized) if n and (n == named or n == "the " + named)]
        return valid[found[0]] if len(found) == 1 else None
    return None


# The whole answer: an option's text, a dash or colon, and a label ("0.33 A — a", "Paris: (C)").
_TEXT_THEN_LABEL = lazy_compile(
    r"\s{0,8}([^\n]{1,80}?)[ \t]{0,4}(?:[—–:]|[ \t]-)[ \t]{0,4}[*_(\[]{0,3}([A-Ja-j])[*_)\].!]{0,4}\s{0,8}"
)


def _text_then_own_label(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The label of an answer that is exactly one option's text followed by that option's own label,
    in either case, after a dash or colon ("0.33 A — a", "Canberra - C."); else None."""
    m = _TEXT_THEN_LABEL.fullmatch(text)
    if m is None:
        return None
    letter = m.group(2).upper()
    index = valid.find(letter)
    if index < 0 or index >= len(choices):
        return None
    said = _words_key(m.group(1))
    return letter if said and said in _forms(str(choices[index])) else None


_UNIT_LETTER = lazy_compile(r"[\d.,]+\s([A-J])\s*")


def _unit_letters(choices: Sequence[str]) -> str:
    """The capitals that options written as a number and a one-letter unit end in ("3 A", "5 C")."""
    found = (_UNIT_LETTER.fullmatch(str(c)) for c in choices)
    return "".join(m.group(1) for m in found if m is not None)


_TELEGRAPH_DROPPED = frozenset(("is", "are", "was", "were", "be", "a", "an", "the"))
_TOKEN = lazy_compile(r"[^\W_]+(?:['’][^\W_]+)?")


def _telegraphic(text: str) -> list[str]:
    """The words of ``text``, casefolded, without copulas and articles (a capital "A" is kept: it may be a name)."""
    return [w.casefold() for w in _TOKEN.findall(text) if w not in _TELEGRAPH_DROPPED]


def _telegraphic_option(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The one option whose text the whole answer restates word for word without its copulas and articles
    ("A knight, B knave." for "A is a knight, B is a knave"); else None. Options of fewer than three such
    words are left to the other readings."""
    said = _telegraphic(text)
    if not 3 <= len(said) <= 16:
        return None
    found = [valid[i] for i, c in enumerate(choices[: len(valid)]) if _telegraphic(str(c)) == said]
    return found[0] if len(found) == 1 else None


def _whole_option(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The letter of the one option whose whole text the answer is (markup and a full stop aside)."""
    key = _words_key(text.strip().strip("*_`\"'.!"))
    found = [valid[i] for i, c in enumerate(choices[: len(valid)]) if key and key in _forms(str(c))]
    return found[0] if len(found) == 1 else None


# The answer leaves two options open at its end: "I'll leave it between B and C.", "... so both B and C
# could work.", a last sentence "B or E."
_OPEN_PAIR = lazy_compile(
    r"(?i:\b(?:leave\s{1,8}it|leaving\s{1,8}it|torn|stuck|undecided|choose|choosing|pick|picking|decide|deciding|split)"
    r"\s{1,8}(?:[\w']{1,12}\s{1,8}){0,2}between\s{1,8}(?:options?\s{1,8})?[*_(\[]{0,4}[A-J][*_)\]]{0,4}\s{1,8}and\s{1,8}[*_(\[]{0,4}[A-J][*_)\]]{0,4}"
    r"\s{0,8}[.!]?\s{0,8}$|\bboth\s{1,8}(?:options?\s{1,8})?[*_(\[]{0,4}[A-J][*_)\]]{0,4}\s{1,8}and\s{1,8}[*_(\[]{0,4}[A-J]"
    r"[*_)\]]{0,4}\s{1,8}(?:could|can|might|may|would)\s{1,8}(?:work|fit|be\s{1,8}(?:right|correct|valid|argued|defended))"
    # (a first-person clause that ends the answer between two labels: "I'd go 50/50 between G and D.")
    r"|\b(?:i|i['’]m|i['’]d|i['’]ll|i\s{1,4}am|i\s{1,4}would)\s[^.!?\n]{0,40}\bbetween\s{1,8}(?:options?\s{1,8})?"
    r"[*_(\[]{0,4}[A-J][*_)\]]{0,4}\s{1,8}and\s{1,8}[*_(\[]{0,4}[A-J][*_)\]]{0,4}\s{0,8}[.!]?\s{0,8}$)"
)
_LAST_PAIR = lazy_compile(
    r"(?:^|[.!?…]\s{1,8}|\n)[ \t]{0,8}[*_(\[]{0,4}([A-J])[*_)\]]{0,4}\s{1,8}(?:or|/)\s{1,8}[*_(\[]{0,4}([A-J])[*_)\]]{0,4}"
    r"\s{0,8}[.!?]?\s{0,8}$"
)


# The answer ends on two options joined by "and": "Both matter, so B and D.", "Hence A & C."
_LAST_BOTH = lazy_compile(
    r"(?:^|[.!?…]\s{1,8}|\n|,?\s(?i:so|thus|hence|therefore)\s{1,8})[ \t]{0,8}[*_(\[]{0,4}([A-J])[*_)\]]{0,4}"
    r"\s{1,8}(?:and|&)\s{1,8}[*_(\[]{0,4}([A-J])[*_)\]]{0,4}\s{0,8}[.!]?\s{0,8}$"
)


# Two labels left open or chosen together anywhere near the end, where no commitment was found: a hedge
# before "X or Y" ("Could be A or C, both ...", "maybe B or D"), or a choosing verb before "both X and Y"
# ("I'd pick both B and E since ...").
# Two labels under two conditions, the answer's last word: "If yes, D; if not, A.", "If you count the Sun, D,
# otherwise A", "D if we include it, A if we don't."
_COND = r"(?:if|when|unless|otherwise|else|or\s{1,4}else)\b"
_COND_LABEL = r"[*_(\[]{0,4}([A-J])[*_)\]]{0,4}(?![\w'’])"
# (each label perhaps after "it's": "If ..., it's A; otherwise it's C.")
_COND_LEAD = r"(?:(?i:it['’]s|it\s{1,4}is|that['’]s|then)\s{1,4})?"
_SPLIT_BY_CONDITION = lazy_compile(
    r"(?i:\b"
    + _COND
    + r")[^.;:!?\n]{0,60}?[,:]\s{0,4}"
    + _COND_LEAD
    + _COND_LABEL
    + r"\s{0,4}[;,.]\s{0,4}(?i:(?:and|but)\s{1,4})?"
    r"(?i:\b" + _COND + r")(?:[^.;:!?\n]{0,60}?[,:])?\s{0,4}" + _COND_LEAD + _COND_LABEL + r"[^\w]{0,4}$"
    r"|(?<![\w'’])"
    + _COND_LABEL
    + r"\s{1,4}(?i:if|when)\b[^.;:!?\n]{1,60}?[;,]\s{0,4}(?i:(?:and|but)\s{1,4})?"
    + _COND_LABEL
    + r"\s{1,4}(?i:if|when|otherwise)\b[^.;!?\n]{0,60}[.!]?\s*$"
)


def _split_by_condition(text: str, valid: str) -> tuple[str, str] | None:
    """The two labels the answer's last sentence gives under two conditions; else None."""
    # (string tests first: two words of condition near the end, "If yes, D; if not, A.", "A if ..., B otherwise")
    tail = text[-160:]
    if not (
        "if " in tail
        or "If " in tail
        or "when " in tail
        or "When " in tail
        or "nless " in tail
        or "therwise" in tail
        or "else" in tail
    ):
        return None
    low = tail.lower()
    if low.count("if ") + low.count("when ") + low.count("unless ") + low.count("otherwise") + low.count("else") < 2:
        return None
    split = _SPLIT_BY_CONDITION.search(text, max(0, len(text) - 200))
    if split is None:
        return None
    first, second = (split.group(1), split.group(2)) if split.group(1) else (split.group(3), split.group(4))
    return (first, second) if first != second and first in valid and second in valid else None


# A hedge before two options given by their text: "Could be Graves or a toxic goiter", "it's either the
# 19th or the 18th", "possibly iron, or maybe zinc".
_TEXT_PAIR_HEDGE = lazy_compile(
    r"(?i)(?:\b(?:(?:could|might|may|can)\s{1,8}(?:be|go)|maybe|perhaps|possibly|probably|likely|either|"
    # (a first-person verdict that names two options: "I'd say 1 or 1/2", "I think X or Y")
    r"i['’]?d\s{1,8}(?:say|guess|go\s{1,8}with)|i\s{1,8}(?:would|think|guess|believe|suspect)(?:\s{1,8}(?:say|go\s{1,8}with))?)\b"
    # (or a reply whose opening fragment is the pair: "Elastic or unit elastic - I'd need the formula.")
    r"|\A[\s*_]{0,4})([^.;!?\n]{1,120}?)\s(?:or|/)\s([^.;!?\n,—–(]{1,80})"
)


def _texts_left_open(text: str, choices: Sequence[str], valid: str) -> bool:
    """The answer's last word on the options is a hedge between two of them, each named by its text, and
    nothing after it names an option ("Could be Graves or toxic goiter; I'd need a scan to tell.")."""
    pair = None
    for pair in _TEXT_PAIR_HEDGE.finditer(text, max(0, len(text) - 300)):  # noqa: B007 - the last one counts
        pass
    if pair is None:
        return False
    normalized = [_words_key(str(c)) for c in choices]

    def names(part: str) -> list[int]:
        hits = _named(part, normalized, valid, choices) or _named_by_word(part, choices, valid, normalized)
        # (an option named inside a longer one's text is no second name: "unit elastic" holds "elastic")
        return [i for i in hits if not any(j != i and normalized[i] in normalized[j] for j in hits)]

    first, second = names(pair.group(1)), names(pair.group(2))
    if len(first) != 1 or len(second) != 1 or first == second:
        return False
    if pair.start() == 0 and _NEGATED_PAIR.search(pair.group(1)):
        return False  # (an opening that rules the pair out: "Not elastic or unit elastic: inelastic.")
    rest = text[pair.end() :]
    return not names(rest) and not _labels_in(rest, valid)


def _labels_in(text: str, valid: str) -> bool:
    """True when ``text`` holds an option label (not the pronoun "I" or the article "A" in use as words)."""
    return any(
        m.group(1) in valid and not _is_word_use(text, m.group(1), m.end(1)) for m in _LETTER_WORD.finditer(text)
    )


# Two options offered as questions, the second after "or": "Both defect? Or is it both cooperate?"
_QUESTION_PAIR = lazy_compile(
    r"(?i)(?:^|[.!?:\n]\s{0,8})([^.!?\n]{1,80})\?\s{1,8}or\b(?:\s{1,8}(?:is|was|could|would|might)\s{1,8}(?:it|that|this)(?:\s{1,8}be)?"
    r"|\s{1,8}(?:maybe|perhaps))?\s{1,8}([^.!?\n]{1,80})\?"
)


def _asks_two(text: str, choices: Sequence[str], valid: str) -> bool:
    """The answer's last word on the options asks which of two it is ("B? Or is it C?", "Both defect? Or both
    cooperate?") and nothing after it names an option."""
    pair = None
    for pair in _QUESTION_PAIR.finditer(text, max(0, len(text) - 300)):  # noqa: B007 - the last one counts
        pass
    if pair is None:
        return False
    normalized = [_words_key(str(c)) for c in choices]

    def names(part: str) -> list[int]:
        hits = _named(part, normalized, valid, choices)
        if not hits:
            hits = sorted({valid.index(m.group(1)) for m in _LETTER_WORD.finditer(part) if m.group(1) in valid})
        return hits

    first, second = names(pair.group(1)), names(pair.group(2))
    if len(first) != 1 or len(second) != 1 or first == second:
        return False
    rest = text[pair.end() :]
    return not _named(rest, normalized, valid, choices) and not _labels_in(rest, valid)


_NEGATED_PAIR = lazy_compile(r"(?i)\b(?:not|never|neither|nor|no|except|unlike)\b|n['’]t\b")


_PAIR_LEFT_OPEN = lazy_compile(
    r"(?i:\b(?:(?:could|might|may|can)\s{1,8}(?:be|go)|maybe|perhaps|possibly|probably|either))\s{1,8}(?:(?i:options?)\s{1,8})?"
    r"[*_(\[]{0,4}([A-J])[*_)\]]{0,4},?\s{1,8}(?:or|/)\s{1,8}(?:(?i:option)\s{1,8})?[*_(\[]{0,4}([A-J])(?![\w'’])"
    r"|\b(?i:(?:pick|choose|select|go\s{1,8}with|say|mark|tick)(?:ing)?\s{1,8})(?i:both)\s{1,8}(?:(?i:options)\s{1,8})?"
    r"[*_(\[]{0,4}([A-J])[*_)\]]{0,4}\s{1,8}(?:and|&)\s{1,8}[*_(\[]{0,4}([A-J])(?![\w'’])"
    # (a verb of choosing or doing before two labels that closes the clause or says "together": "Give A and
    # B together", "Select B and D.", "Use A and C combined")
    r"|\b(?i:(?:pick|choose|select|go\s{1,8}with|mark|tick|give|use|take|combine|apply|do)(?:ing)?\s{1,8})"
    r"(?:(?i:options|both)\s{1,8})?[*_(\[]{0,4}([A-J])[*_)\]]{0,4}\s{1,8}(?:and|&)\s{1,8}[*_(\[]{0,4}([A-J])[*_)\]]{0,4}"
    r"(?=\s{0,8}(?:[.!;\n]|$|(?i:together|combined|at\s{1,8}once|in\s{1,8}combination)\b))"
)


# A closing that counts two options correct: "..., so there are two correct answers, B and D.", "B and D are both
# right." (at the end of the answer, not a view it reports and goes on from)
_TWO_RIGHT = lazy_compile(
    r"(?i:\b(?:two|both)\s{1,8}(?:[\w'’]{1,12}\s{1,8}){0,2}?(?:correct|right|valid|true|defensible)\s{1,8}"
    r"(?:answers|options|choices)(?:\s{1,8}here)?)\s{0,8}[:,—–-]?\s{0,8}(?:(?i:options?)\s{1,8})?"
    r"[*_(\[]{0,4}([A-J])[*_)\]]{0,4}\s{1,8}(?i:and|&)\s{1,8}[*_(\[]{0,4}([A-J])[*_)\]]{0,4}\s{0,8}[.!]?\s{0,8}$"
    r"|(?<![\w'’])[*_(\[]{0,4}([A-J])[*_)\]]{0,4}\s{1,8}(?i:and|&)\s{1,8}[*_(\[]{0,4}([A-J])[*_)\]]{0,4}\s{1,8}"
    r"(?i:are\s{1,8}both|both\s{1,8}are|are\s{1,8}each)\s{1,8}(?i:correct|right|valid|true)\s{0,8}[.!]?\s{0,8}$"
)
# (a denial or someone's view just before it: "there are not two ...", "some think there are two ...")
_DENIED_OR_REPORTED = lazy_compile(
    r"(?i)(?:\b(?:not|never|no|think|thinks|say|says|argue|argues|claim|claims|believe|believes|might|may|could|would)"
    r"|n['’]t)\s[^.!?\n]{0,24}$"
)


def _two_right(text: str) -> bool:
    """True when the answer ends by counting two different options correct (:data:`_TWO_RIGHT`), not in a clause
    that denies it or reports someone's view ("there are not two correct answers, B and D", "some think ...")."""
    lo = max(0, len(text) - 120)
    tail = text[lo:].lower()
    if "two " not in tail and "both" not in tail:
        return False  # (the common case, without a regex)
    m = _TWO_RIGHT.search(text, lo)
    if m is None:
        return False
    first, second = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    return first != second and _DENIED_OR_REPORTED.search(text, max(0, m.start() - 30), m.start()) is None


def _open_pair(text: str) -> bool:
    """True when the answer ends leaving two options open (see :data:`_OPEN_PAIR`, :data:`_LAST_PAIR`)."""
    lo = max(0, len(text) - 200)
    tail = text[lo:].lower()
    if ("between" in tail or "both" in tail) and _OPEN_PAIR.search(text, lo) is not None:
        return True
    lo = max(0, len(text) - 40)
    if text.find("or", lo) < 0 and text.find("/", lo) < 0:
        return False  # (the common case, without a regex)
    # (the pattern ends on a label: after the closing spaces, stop and markup, a capital A-J)
    body = text.rstrip()
    if body[-1:] in ("!", ".", "?"):
        body = body[:-1].rstrip()
    body = body.rstrip("*_)]")
    if not body or body[-1] not in "ABCDEFGHIJ":
        return False
    m = _LAST_PAIR.search(text, lo)
    return m is not None and m.group(1) != m.group(2)


# The answer closing on an option's text with its own label in brackets: "... the odd one out is yellow (c)."
_CLOSING_TEXT_LABEL = lazy_compile(r"([^\W\d_][^()\n]{0,79}?)[*_]{0,2}\s{0,3}\(([A-Ja-j])\)[*_]{0,2}\s{0,3}[.!]?\s*$")
_RULED_OUT_BEFORE = lazy_compile(r"(?i)\b(?:not|unlike|than|instead\s+of|except|excluding|nor|neither)\W*$|n['’]t\W*$")


def _closing_text_label(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The option whose text, followed by its own label in brackets, closes the answer ("... the odd one
    out is yellow (c).", "So the capital is Canberra (C)."), unless that mention is ruled out ("not
    Sydney (A)."); else None."""
    m = _CLOSING_TEXT_LABEL.search(text, max(0, len(text) - 100))
    if m is None:
        return None
    label = m.group(2).upper()
    index = valid.find(label)
    if index < 0 or index >= len(choices):
        return None
    option = _normalize_text(str(choices[index]))
    before = " " + _normalize_text(m.group(1))
    if not option or not before.endswith(" " + option):
        return None
    sentence = max(text.rfind(". ", 0, m.start(2)), text.rfind("\n", 0, m.start(2)), text.rfind("; ", 0, m.start(2)))
    if _RULED_OUT_BEFORE.search(text, max(0, m.start(1) - 40), m.start(2) - 1 - len(option)) or rules_out(
        text[sentence + 1 : m.start(2)]
    ):
        return None  # ("The capital is Canberra, not Sydney (A).", "Not to be confused with ... or Perth (D).")
    return label


# "... so the answer has to be the 'all' option": an option named by a quoted word of its text.
_QUOTED_WORD_OPTION = lazy_compile(r"(?i)\bthe\s{1,8}[\"'‘“]([\w-]{1,20})[\"'’”]\s{1,8}(?:option|choice|one)\b")


def _quoted_word_option(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The one option whose text holds the quoted word of a closing "the 'X' option", else None."""
    m = None
    for m in _QUOTED_WORD_OPTION.finditer(text, max(0, len(text) - 200)):  # noqa: B007 - the last one counts
        pass
    if m is None:
        return None
    word = _normalize_text(m.group(1))
    found = [valid[i] for i, c in enumerate(choices[: len(valid)]) if word in _normalize_text(str(c)).split()]
    return found[0] if len(found) == 1 else None


# Between two ruled-out labels of one list: ", ", " or ", ", nor ", " and option ".
_LIST_JOIN = lazy_compile(
    r"[*_)\]]{0,4}\s{0,8}(?:,\s{0,8}(?:(?i:and|or|nor)\s{1,8})?|\s(?i:or|and|nor)\s{1,8})(?:(?i:option|choice)\s{1,8})?[*_(\[]{0,4}"
)
# A negation in the clause before a label in brackets: "not a marathon (A)", "never the garage (C)".
_RULED_OUT_BEFORE_LABEL = lazy_compile(
    r"(?i:\b(?:not|never|neither|nor|no|rule\s{1,8}out|ruled\s{1,8}out|eliminate|excluding|except)|n't|n’t)\s{0,8}[*_(\[]{0,8}$"
)
# "A is out", "B can be ruled out", "D gets eliminated": a predicate that rules the label out.
_RULED_OUT_AFTER_LABEL = lazy_compile(
    r"[*_)\]]{0,4}\s{0,8}(?i:(?:is|are|was|can\s{1,8}be|gets?|goes)\s{1,8}(?:also\s{1,8})?(?:out|eliminated|excluded|ruled\s{1,8}out|"
    r"crossed\s{1,8}out|off\s{1,8}the\s{1,8}(?:list|table))|(?:goes|drops\s{1,8}out))\b"
)
_CLAUSE_NEGATION = lazy_compile(
    r"(?i)\b(?:not|never|no|nor|neither|rule\s{1,8}out|ruled\s{1,8}out|eliminate)\b|n['’]t\b"
)


# "Which leaves Picasso for Cubism.", "That leaves us with the Danube.": what elimination leaves, by name.
_LEAVES_NAME = lazy_compile(
    r"(?i)\b(?:that|which|this|it)\s{1,8}leaves\s{1,8}(?:us\s{1,8}with\s{1,8}|just\s{1,8}|only\s{1,8})?([^.!?;\n]{1,80})"
    r"|\bleaving\s{1,8}(?:us\s{1,8}with\s{1,8}|just\s{1,8}|only\s{1,8})?([^.!?;,\n]{1,80})"
)


def _leaves_option(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The one option named (by its text or a distinctive word) in what a closing "that leaves ..." /
    "leaving ..." says elimination leaves; else None."""
    m = None
    for m in _LEAVES_NAME.finditer(text, max(0, len(text) - 300)):  # noqa: B007 - the last one counts
        pass
    if m is None:
        return None
    named = m.group(1) or m.group(2)
    normalized = [_words_key(str(c)) for c in choices]
    hits = _named(named, normalized, valid, choices) or _named_by_word(named, choices, valid, normalized)
    return valid[hits[0]] if len(hits) == 1 else None


def _eliminated(text: str, valid: str) -> str | None:
    """The one option left when every option label the answer mentions is ruled out and those cover
    every other option: "So the answer is not A, B, D or E.", "not a marathon (A), not a new project (B),
    not the garage (C)." (a label is ruled out by a negation right before or after it, in the clause
    before its bracket, or by being listed after a ruled-out label); else None."""
    ruled: set[str] = set()
    prev_end = -1
    for m in _LETTER_WORD.finditer(text):
        letter = m.group(1)
        if letter not in valid or _is_word_use(text, letter, m.end(1)):
            continue
        start = m.start(1)
        if not (
            (prev_end >= 0 and _LIST_JOIN.fullmatch(text, prev_end, start))
            or _RULED_OUT_BEFORE_LABEL.search(text, max(0, start - 20), start)
            or _NEGATED_AFTER.match(text, m.end(1))
            or _RULED_OUT_AFTER_LABEL.match(text, m.end(1))
            or (text[start - 1 : start] == "(" and _negated_clause(text, start - 1))
        ):
            return None  # an option mentioned without being ruled out
        ruled.add(letter)
        prev_end = m.end(1)
    left = [letter for letter in valid if letter not in ruled]
    return left[0] if len(left) == 1 and len(ruled) >= 2 else None


def _one_left_standing(text: str, valid: str) -> str | None:
    """The one option label the answer names without ruling it out when it names every other label
    only to rule it out, a list of labels sharing the predicate after its last one: "E is the
    definition. A, B and D are false; C is false for even-sized sets."; else None."""
    runs: list[list[re.Match[str]]] = []
    prev_end = -1
    for m in _LETTER_WORD.finditer(text):
        letter = m.group(1)
        if letter not in valid or _is_word_use(text, letter, m.end(1)):
            continue
        if runs and prev_end >= 0 and _LIST_JOIN.fullmatch(text, prev_end, m.start(1)):
            runs[-1].append(m)
        else:
            runs.append([m])
        prev_end = m.end(1)
    ruled: set[str] = set()
    standing: set[str] = set()
    for run in runs:
        first, last = run[0].start(1), run[-1].end(1)
        if (
            _RULED_OUT_BEFORE_LABEL.search(text, max(0, first - 20), first)
            or _NEGATED_AFTER.match(text, last)
            or _RULED_OUT_AFTER_LABEL.match(text, last)
        ):
            ruled.update(m.group(1) for m in run)
        else:
            standing.update(m.group(1) for m in run)
    if len(standing) != 1 or standing & ruled:
        return None
    (left,) = standing
    return left if ruled == set(valid) - standing else None


def _eliminated_by_text(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The one option the answer never names when it names every other one by its text only to rule it
    out ("Gold - no. Iron - no. Silver - no."); else None."""
    count = min(len(valid), len(choices))
    if count < 3:
        return None
    padded = f" {_words_key(text)} "
    left = [i for i in range(count) if not any(f and _occurrences(padded, f) for f in _forms(str(choices[i])))]
    normalized = [_words_key(str(c)) for c in choices]
    if len(left) == 2:
        # (an option named by a distinctive word of its own: "Intestine? No." for "Small intestine")
        distinctive = _distinctive(choices, valid)
        left = [i for i in left if not any(_occurrences(padded, w) for w in distinctive[i])]
        if len(left) != 1 or _named_by_word(text, choices, valid, normalized):
            return None
    if len(left) > 2 and sum(padded.count(f" {n} ") for n in _NEGATORS) >= count - 1:
        # (every other option ruled out by a distinctive word right after a negation: "Not Marlowe, not
        # Jonson, not Webster - ..." for the playwrights' full names)
        distinctive = _distinctive(choices, valid)
        ruled = {
            i
            for i in range(count)
            for w in distinctive[i]
            if any(_negated_word(padded[max(0, at - 16) : at].split()) for at in _occurrences(padded, w))
        }
        rest = [i for i in range(count) if i not in ruled]
        if len(rest) != 1 or len(ruled) < 2 or any(_occurrences(padded, w) for w in distinctive[rest[0]]):
            return None
        left = rest
    if len(left) != 1 or _named(text, normalized, valid, choices, contained=True):
        return None
    return valid[left[0]]


def _negated_word(before: list[str]) -> bool:
    """True when the words ``before`` a word end in a negation of it: "not", "nor a", "not the"."""
    if before and before[-1] in _ARTICLES:
        before = before[:-1]
    return bool(before) and before[-1] in _NEGATORS


def _negated_clause(text: str, bracket: int) -> bool:
    """True when the clause that ends at the bracket ``text[bracket]`` holds a negation."""
    lo = max(0, bracket - 80)
    start = max(text.rfind(mark, lo, bracket) for mark in (",", ";", ".", "\n", "—", ":", ")")) + 1
    return _CLAUSE_NEGATION.search(text, max(lo, start), bracket) is not None


def _heads_option(text: str, choices: Sequence[str], valid: str) -> bool:
    """True when the last line, ending in a colon, or the last sentence, ending in a dash, is only an option's
    label or text ("53:", "D) Heap sort:", "Option C:", "Neptune:", ". Geothermal —"): the heading of an entry
    the answer never wrote."""
    body = text.rstrip()
    start = body.rfind("\n") + 1
    if body[-1:] != ":":  # ("Solar — renewable. Wind — renewable. Geothermal —": the entry after a sentence)
        start = max(start, body.rfind(". ") + 2, body.rfind("; ") + 2)
    head = body[start:-1].strip(" \t*_#>-—–")
    if not head or len(head) > 80:
        return False
    m = _LABEL_LINE.fullmatch(head)
    if m is not None and (m.group(1) or m.group(2) or "").upper() in valid:
        return True
    return _whole_option(head, choices, valid) is not None


# A last sentence that is a label and a short affirmation: "B it is.", "D, then.", "C for sure!", "A, final answer."
_LABEL_AFFIRMED = lazy_compile(
    r"(?:^|[.!?]\s|\n|(?<![\w'’])(?i:so|thus|hence|therefore)\s)\s{0,8}[*_(\[]{0,4}([A-J])[*_)\]]{0,4},?\s{1,8}"
    r"(?i:it\s{1,8}is|it['’]s|that\s{1,8}is|then|for\s{1,8}sure|definitely|final\s{1,8}answer|it\s{1,8}has\s{1,8}to\s{1,8}be)"
    r"(?:,?\s{1,8}(?i:then))?\s{0,8}[.!]?\s*$"
)
# A closing sentence that leaves the pick to the reader: "I'd use whichever fits", "any of them would do".
_LEFT_TO_READER = lazy_compile(
    r"(?i)\b(?:whichever\s{1,8}(?:(?:one|option|of\s{1,8}(?:them|these|the\s{1,8}two))\s{1,8})?"
    r"(?:you|fits|suits|works|applies|matches|seems|is)|any\s{1,8}(?:one\s{1,8})?of\s{1,8}(?:them|these|those|the\s{1,8}(?:two|three|options))\s{1,8}"
    r"(?:works?|will\s{1,8}do|would\s{1,8}do|is\s{1,8}fine|would\s{1,8}be\s{1,8}fine))\b"
)
# "All of the above are true.", "All of them apply.": every option at once, when no option says so itself.
_ALL_OPTIONS = lazy_compile(
    r"(?i)\ball\s{1,8}(?:of\s{1,8})?(?:the\s{1,8}above|them|these|those|the\s{1,8}options|four|five|three)\b"
)


# A change of answer from one label to another: "I'll change my answer from D to C.", "switching from B to A".
_CHANGED_TO = lazy_compile(
    r"(?i:chang|switch|mov|revis|updat|flipp?|go|swapp?)(?i:e|es|ed|ing)?\b[^.!?\n]{0,30}?\b(?i:from)\s{1,8}"
    r"(?:(?i:option|choice)\s{1,8})?[*_(\[]{0,4}([A-J])[*_)\]]{0,4}\s{1,8}(?i:to|into|→|->)\s{1,8}"
    r"(?:(?i:option|choice)\s{1,8})?[*_(\[]{0,4}([A-J])(?![\w'’])"
)

_OWN_CHANGE = lazy_compile(r"(?i)\b(?:i|i['’](?:ll|m|d)|me|we|my|our|answer|pick|choice|mind|vote|guess)\b")


# Readings of an opening that gives a verdict of its own (a label, or an option's text after an answer marker).
_OPENING_VERDICTS = frozenset(("commitment", "final_label", "leading_label", "answer_first"))
_ANSWER_WORD = lazy_compile(r"(?i)\banswer")


# A short closing sentence that only rules something out: "Not uracil.", "Definitely not B.", "And never D!"
_RULED_OUT_SENTENCE = lazy_compile(r"(?i)\s*(?:[\w’']+,?\s+){0,2}(?:not|never)\s+([^\n]{1,80}?)[.!]*[*_]{0,2}\s*$")


def _before_ruled_out(text: str, choices: Sequence[str], valid: str) -> Extraction | None:
    """The reading of the answer without its last sentence, when that sentence only rules one option out
    ("...: thymine. Not uracil.") and what comes before it commits to another; else None."""
    body = text.rstrip()
    last = _SENTENCE_END_SPLIT.split(body[-300:])[-1]
    if not last.strip() or len(last.split()) > 8 or len(last) >= len(body):
        return None
    m = _RULED_OUT_SENTENCE.match(last)
    if m is None:
        return None
    said = m.group(1)
    normalized = [_normalize_text(str(c)) for c in choices[: len(valid)]]
    named = {valid[i] for i in _named(said, normalized, valid, choices, contained=True)}
    named |= {
        g.group(1)
        for g in _LETTER_WORD.finditer(said)
        if g.group(1) in valid and not _is_word_use(said, g.group(1), g.end(1))
    }
    if len(named) != 1:
        return None
    before = _read(body[: len(body) - len(last)], choices, 0)
    if before.letter is None or before.letter in named:
        return None
    return before


# An option identified in a relative clause: "..., which is option A", "that's (C)", "i.e. D".
_IDENTIFIED_BEFORE = lazy_compile(
    r"(?i)\b(?:which|that|this)(?:\s{1,4}(?:is|was|would\s{1,4}be)|['’]s)\s{1,4}(?:(?:option|choice)\s{1,4})?[*_(\[]{0,3}$"
    r"|\bi\.e\.,?\s{1,4}(?:(?:option|choice)\s{1,4})?[*_(\[]{0,3}$"
)


def _answer_paragraph(text: str, choices: Sequence[str], valid: str, found: tuple[str, int, int]) -> Extraction | None:
    """The answer of an opening paragraph that gives it after an answer marker ("... Answer: B"), when the
    commitment ``found`` read later only identifies something else with an option in a relative clause
    ("Common mistake: ... gives 1/12, which is option A.") and nothing after the paragraph revises it or
    marks an answer again; else None."""
    cut = text.find("\n\n")
    if cut <= 0 or found[1] < cut or not _IDENTIFIED_BEFORE.search(text, max(cut, found[1] - 24), found[1]):
        return None
    head, rest = text[:cut], text[cut:]
    if not _ANSWER_WORD.search(head) or _ANSWER_WORD.search(rest) or _RETRACTION.search(rest):
        return None
    for m in _REVISION.finditer(rest):
        # (a mistake the answer owns revises it, "my mistake", "I made a mistake"; one it describes,
        # "Common mistake: ...", "a mistake students make", does not)
        if m.group(0).lower() != "mistake" or _OWN_CHANGE.search(rest, max(0, m.start() - 14), m.start()):
            return None
    opening = _read(head, choices, 0)
    if opening.letter is None or opening.letter == found[0] or opening.method not in _OPENING_VERDICTS:
        return None
    return opening


_HEDGED_LABEL = lazy_compile(
    r"(?i)\b(?:maybe|perhaps|possibly|probably|could\s{1,4}be|might\s{1,4}be|or)\s{1,4}[*_(\[]{0,3}$"
)
_HEDGE_AFTER = lazy_compile(r"[*_)\]]{0,3}\s{1,4}(?i:could|might|may|also\s{1,4}works?)\b")


_STATED_AFTER = ("→", "->", "=>", ": ")
_TAG_AT_END = lazy_compile(r"\s{0,4}[(\[][A-J][)\]]\s{0,4}$")


def _states_alone(head: str, choice: str) -> bool:
    """True when the opening ``head`` is the option's text alone (in another inflection, with its label in
    brackets), or ends on it after a colon or an arrow."""
    segment = head.strip()
    if segment.rstrip("*_ ").endswith("?"):
        return False  # (an option asked about: "Sydney? No - Canberra.")
    cut = max(segment.rfind(s) for s in _STATED_AFTER)
    if cut >= 0:
        segment = segment[cut:].lstrip("→->=: ")
    segment = _TAG_AT_END.sub("", segment.strip(" \t\n*_.!")).strip(" *_")
    said, option = _normalize_text(segment).split(), _normalize_text(choice).split()
    if not said or len(said) != len(option):
        return False
    return all(a == b or _stem(a) == _stem(b) or related_forms(a, b) for a, b in zip(said, option, strict=True))


# A sentence that opens on a label and a colon, bracket or dash: one row of a survey ("A: fragment. B: ...").
_ROW_OPENING = lazy_compile(r"(?:^|[.;!?]\s+|\n)[*_(\[]{0,3}([A-J])[*_)\]]{0,3}\s{0,4}(?:[:)—–]|\s-\s)")


def _opening_then_others(text: str, choices: Sequence[str], valid: str) -> Extraction | None:
    """:func:`_verdict_then_others` for an answer whose last option text would otherwise be read, unless the
    answer is a survey whose every sentence opens on a label ("A: fragment. B: clause. C 'She laughed.' is
    complete.")."""
    if len(text) > _MAX_ELIMINATION or len(_ROW_OPENING.findall(text)) >= 2:
        return None
    return _verdict_then_others(text, choices, valid)


def _verdict_then_others(text: str, choices: Sequence[str], valid: str) -> Extraction | None:
    """The option the opening paragraph (or, in one paragraph, the opening sentence) commits to, when
    everything after it only goes over other options without a verdict of its own: "... **B**.\n\nA is
    the opposite effect; C is unlikely ...", "A must be true. B isn't given; C is too strong ...",
    "Answer: Mitochondrion\n\nThe ribosome makes proteins ...". A later answer marker, a revision or a
    mention of the chosen option itself leaves the answer unread."""
    body = text.strip()
    cut = body.find("\n\n")
    if cut < 0:
        m = _SENTENCE_BREAK.search(body)
        cut = m.end() if m is not None else -1
    if cut <= 0 or cut >= len(body) - 2:
        return None
    head, rest = body[:cut], body[cut:]
    if _ANSWER_WORD.search(rest) or _REVISION.search(rest) or _RETRACTION.search(rest):
        return None
    # (what comes after is read first: it is cheaper than reading the opening)
    labels = set()
    for m in _LETTER_WORD.finditer(rest):
        if m.group(1) in valid and not _is_word_use(rest, m.group(1), m.end(1)):
            if _HEDGED_LABEL.search(rest, max(0, m.start() - 16), m.start()) or _HEDGE_AFTER.match(rest, m.end()):
                return None  # (another option left open: "... B is wrong, maybe C.", "D could work too")
            labels.add(m.group(1))
    normalized = [_normalize_text(str(c)) for c in choices[: len(valid)]]
    others = labels | {valid[i] for i in _named(rest, normalized, valid, choices, contained=True)}
    if not others or _last_commitment(rest, valid)[0] is not None or _concluding_sentence(rest, valid) is not None:
        return None
    opening = _read(head, choices, 0)
    letter = opening.letter
    if (
        letter is None
        or letter in others
        or not (
            opening.method in _OPENING_VERDICTS
            or (opening.method == "choice_text" and _ANSWER_WORD.search(head))
            # (an opening that states the option alone, or after a colon or an arrow: "Mitochondria.", "It's the
            # year the Revolution began: 1789.", "Light reactions → thylakoid membranes (B).")
            or (opening.method == "choice_text" and _states_alone(head, str(choices[valid.index(letter)])))
            # (an opening sentence that names one option alone: "A must be true.", "C, clearly.")
            or (
                opening.method == "single_letter"
                and _SENTENCE_BREAK.search(head.strip().rstrip(".!")) is None
                # (the one label the sentence names: not "A and B are false.", where B is ruled out)
                and {
                    m.group(1)
                    for m in _LETTER_WORD.finditer(head)
                    if m.group(1) in valid and not _is_word_use(head, m.group(1), m.end(1))
                }
                == {letter}
                # (and every other option is gone over after it)
                and len(others) >= min(len(valid), len(choices)) - 1
            )
        )
    ):
        return None
    if opening.span is not None and opening.method != "choice_text":
        # (the opening is one item of a survey when what it says of its option is said again of others:
        # "A — branch. B — branch. D — not a branch.")
        said = set(_words_key(head[opening.span[1] :]).split()) - _STOP_TOKENS
        if said and said <= set(_words_key(rest).split()):
            return None
    return Extraction(letter, "answer_first", None, opening.span)


# A claim made of several options at once, and words that keep a sentence from being one: a contrast, a
# negation, a ruling-out, a continuation.
_TAG_LABEL = lazy_compile(r"\(([A-J])\)")
_TOGETHER = lazy_compile(r"(?i)\b(?:both|all\s{1,4}(?:two|three|four|of\s{1,4}them))\b")
_NOT_TOGETHER = lazy_compile(
    r"(?i)\b(?:but|however|only|whereas|while|though|although|not|no|never|neither|nor|wrong|incorrect|false|out|"
    r"except|unlike|rather|instead|than)\b|n['’]t\b|[;:—–?]"
)


def _joint_claim(text: str, choices: Sequence[str], valid: str) -> bool:
    """True when the answer is one sentence that says one thing of two or more options together ("Quicksort (A)
    and merge sort (F) are both O(n log n)."): it commits to several, not to the one named first. (After
    another sentence such a claim is as often discussion of the options not chosen.)"""
    sentences = _SENTENCE_END_SPLIT.split(text.strip()[-300:])
    last = sentences[-1]
    if (
        len(sentences) > 1
        or len(text) > 300
        or _TOGETHER.search(last) is None
        or _NOT_TOGETHER.search(last) is not None
    ):
        return False
    count = min(len(valid), len(choices))
    normalized = [_words_key(str(c)) for c in choices]
    named = set(_named(last, normalized, valid, choices))
    named |= {valid.index(m.group(1)) for m in _TAG_LABEL.finditer(last) if m.group(1) in valid[:count]}
    return len(named) >= 2


def _asked_options(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The one option the answer's questions about options answer "yes" (:mod:`._asked`); else None."""
    if len(text) > _MAX_ELIMINATION:
        return None
    count = min(len(valid), len(choices))
    normalized: list[str] = []

    def names(part: str) -> list[int]:
        labels = {
            valid.index(m.group(1))
            for m in _LETTER_WORD.finditer(part)
            if m.group(1) in valid[:count] and not _is_word_use(part, m.group(1), m.end(1))
        }
        if labels:
            return sorted(labels)
        if not normalized:  # (computed once, for the first question that names no label)
            normalized.extend(_words_key(str(c)) for c in choices)
        return _named(part, normalized, valid, choices)

    index = asked_and_answered(text, names)
    return valid[index] if index is not None and index < count else None


# An answer that opens on two labels joined by "and", then a dash, a colon or its end: "A and B — ...", "(B) & (D):".
_OPENING_PAIR = lazy_compile(
    r"[\s*_#>]{0,12}[(\[]?([A-J])[)\]]?[*_]{0,4}\s{1,4}(?:and|&)\s{1,4}[*_]{0,4}[(\[]?([A-J])[)\]]?[*_]{0,4}"
    r"[ \t]{0,4}(?:[—–:]|\s-\s|[.!](?=\s)|[.!]?[ \t]*$)"
)
_SENTENCE_STOP = lazy_compile(r"[.!?;](?=\s|$)|\n")


# A lowercase label a sentence ends on after "that's" / "it is" / "answer is": "that's a.", "so it is c!"
_LOWER_AFFIRMED = lazy_compile(r"(?<![\w'’])(?i:that|it|answer)(?:['’]s|\s{1,3}is)\s{1,3}([a-j])[.!]")


# A lowercase label alone where the article "a" never stands: closing the reply after a dash ("... for sure — a"),
# or after "so" before a comma or a stop ("so b, and not d ..."). (Not "i": the pronoun.)
_LOWER_AFTER_DASH = lazy_compile(r"(?:[\u2014\u2013]|\s-)[ \t]{0,3}([a-hj])[ \t]*[.!]?[ \t]*$")
_LOWER_AFTER_SO = lazy_compile(r"(?<![\w'’])(?i:so),?[ \t]{1,3}([a-hj])[ \t]{0,2}[,.;!](?![\w.])")

# What joins a second option to a lone label: "or", "and" (not "and not", which rules one out).
_JOINED_AFTER = lazy_compile(r"[ \t]*(?i:or\b|and\s(?!\s*not\b)|/|&)")


def _lower_lone(text: str, valid: str, choices: Sequence[str] | None) -> Extraction | None:
    """The lowercase label the reply states alone where an article cannot stand (:data:`_LOWER_AFTER_DASH`,
    :data:`_LOWER_AFTER_SO`), when it states one such label and the words before it name no other option by
    its text only; else None."""
    body = text.rstrip()
    found = [m for m in (_LOWER_AFTER_DASH.search(body, max(0, len(body) - 8)),) if m is not None]
    if "so" in text:
        found += list(_LOWER_AFTER_SO.finditer(text))
    letters = {m.group(1) for m in found}
    if len(letters) != 1 or (letter := letters.pop().upper()) not in valid:
        return None
    m = found[-1]
    if _JOINED_AFTER.match(text, m.end()):
        return None  # ("so c, or maybe d", "so b, and e as well": a second option joined to it)
    if choices:
        named = _named(text[: m.start(1)], [_words_key(str(c)) for c in choices], valid, choices)
        if named and ord(letter) - 65 not in named:
            return None  # ("Lille — a": the words before it name another option; the two disagree)
    return Extraction(letter, "final_label", None, (m.start(1), m.end(1)))


def _lower_affirmed(text: str, valid: str) -> Extraction | None:
    """The lowercase label the answer's last sentence ends on after "that's" / "it is" ("that's a."), when at most
    a bracketed aside follows it; else None. (The article "a" never ends a sentence, so "a." there is a label.)"""
    end = len(text.rstrip())
    if text[end - 1 : end] == ")":  # (a closing bracketed aside, "(d would be a year.)", is passed over)
        opened = text.rfind("(", max(0, end - 200), end)
        if opened < 0 or text.find(")", opened, end - 1) >= 0:
            return None
        end = len(text[:opened].rstrip())
    # (cheap test first: the sentence ends on a lowercase letter word and a stop)
    if end < 8 or text[end - 1] not in ".!" or not ("a" <= text[end - 2] <= "j") or text[end - 3] not in " ()":
        return None
    m = _LOWER_AFFIRMED.search(text, max(0, end - 24), end)
    if m is None or m.end() != end or m.group(1).upper() not in valid:
        return None
    return Extraction(m.group(1).upper(), "final_label", None, (m.start(1), m.end(1)))


def _closing_none(text: str, choices: Sequence[str], valid: str) -> bool:
    """True when the answer's last sentence says no option is correct ("... so none of these is right.") and
    names no option itself: the options it named before are the cases it weighed, not its answer."""
    last = _SENTENCE_END_SPLIT.split(text.strip())[-1]
    m = _says_none(last)
    if m is None:
        return False
    after = last[m.end() :].lower()
    if after.lstrip().startswith("other") or (after.strip(" .!") and not any(map(after.__contains__, _NONE_VERDICT))):
        return False  # (not "none of these other cities ...", "none of them are capitals": no verdict on the options)
    # (the clause that says it: "Tea (B) in one place, coffee (A) in another - so none of them is right")
    start = max(last.rfind(cue, 0, m.start()) for cue in _CLAUSE_CUES)
    clause = last[max(start, 0) :]
    if any(w.group(1) in valid for w in _LETTER_WORD.finditer(clause)):
        return False
    return _choice_text(clause, choices, valid)[0] is None


_NONE_VERDICT = ("right", "correct", "true", "accurate", "fit", "work", "appl", "answer", "valid")
_CLAUSE_CUES = (", so ", " so ", " — ", " – ", " - ", "; ", ": ", ", but ", ", and ")


def _label_ruled_out(text: str, letter: str) -> bool:
    """True when the answer rules out option ``letter`` by its label ("so E is out", "not D", "B is wrong")."""
    for m in _LETTER_WORD.finditer(text):
        if m.group(1) == letter and (
            _NEGATED_AFTER.match(text, m.end(1)) or _NEGATED_BEFORE.search(text, max(0, m.start(1) - 20), m.start(1))
        ):
            return True
    return False


def _other_named(text: str, choices: Sequence[str], valid: str, letter: str) -> str | None:
    """The one option other than ``letter`` whose text the answer names and whose label it does not rule out,
    else None: the reading of an answer whose option-text reading it rules out by label."""
    normalized = [_words_key(str(c)) for c in choices]
    if any(len(n) == 1 for n in normalized):
        return None  # (options that are letters themselves, "L" and "C": a label is also an option's text)
    kept = [
        valid[i]
        for i in _named(text, normalized, valid, choices)
        if valid[i] != letter and not _label_ruled_out(text, valid[i])
    ]
    return kept[0] if len(kept) == 1 else None


def _fallback(text: str, choices: Sequence[str] | None, valid: str) -> Extraction:
    """The reading of an answer without a commitment: a leading label, the options' text, a letter."""
    emphasized = closing_emphasis(text, valid) if text.rstrip()[-1:] in ".!*_" else None
    if emphasized is not None:
        return Extraction(emphasized, "final_label")
    lone = lone_label(text, valid) if len(text) <= 24 else None
    if lone is not None:
        return Extraction(lone, "final_label")  # "**b**", "(c)": the whole answer is one lowercase label
    foreign = foreign_marker(text, valid) if not text.isascii() or ":" in text else None
    if foreign is not None:
        return Extraction(foreign, "commitment")  # "Ответ: C — витамин D.", "答案是C。"
    changed = None
    if "from" in text[-200:]:
        for changed in _CHANGED_TO.finditer(text, max(0, len(text) - 200)):  # noqa: B007 - the last one counts
            pass
    if (
        changed is not None
        and changed.group(2) in valid
        and changed.group(1) != changed.group(2)
        # (the answer's own change - "my answer", "I'm switching", "let me move" - not a range "goes from A to D")
        and _OWN_CHANGE.search(text, max(0, changed.start() - 16), changed.start(1))
    ):
        return Extraction(changed.group(2), "commitment", None, (changed.start(2), changed.end(2)))
    affirmed = _LABEL_AFFIRMED.search(text, max(0, len(text) - 60))
    if affirmed is not None and affirmed.group(1) in valid:
        return Extraction(affirmed.group(1), "final_label", None, (affirmed.start(1), affirmed.end(1)))
    lower = _lower_affirmed(text, valid)
    if lower is not None:  # ("v = 29.4. that's a. (e is after 2 s.)": a lowercase label ends its sentence)
        return lower
    lower = (
        _lower_lone(text, valid, choices)
        if ("so" in text or text.rstrip(" .!")[-3:-1].strip() in ("\u2014", "\u2013", "-"))
        else None
    )
    if lower is not None:  # ("pine, no doubt — c", "so b, not d since ..."): a lowercase label where no article stands
        return lower
    tail = text[-300:]
    if ("ichever" in tail or "any" in tail or "Any" in tail) and _LEFT_TO_READER.search(
        _SENTENCE_END_SPLIT.split(text.strip()[-300:])[-1]
    ):
        return Extraction(None, "undecided", "the answer leaves the choice to the reader")
    if choices and ("all" in tail or "All" in tail or "ALL" in tail):
        last = _SENTENCE_END_SPLIT.split(text.strip()[-300:])[-1]
        everything = _ALL_OPTIONS.search(last)
        if (
            everything is not None
            and not _CLAUSE_NEGATION.search(last, 0, everything.start())
            # (not a sentence that concludes "none of these": "All four hold, so: none of these.")
            and not _says_none(last, everything.end())
            # (not a sentence that goes on to an option of its own: "all of them are fine, really - E, none of the above")
            and not any(m.group(1) in valid for m in _LETTER_WORD.finditer(last, everything.end()))
            and not any("all" in _normalize_text(str(c)).split() for c in choices)
        ):
            return Extraction(None, "multiple_options", "the answer says every option is correct")
    last = text.rstrip()[-1:]
    if choices and (("\n" in text and last == ":") or (last and last in "—–-")) and _heads_option(text, choices, valid):
        return Extraction(None, "no_answer", "the answer is cut off at an option it was about to judge")
    if choices and "\n" in text:
        normalized = [_normalize_text(str(c)) for c in choices[: len(valid)]]
        row = verdict_rows(text, normalized, valid, _normalize_text)
        if row is not None:
            return Extraction(row, "verdict_rows")
    if choices and (not text.isascii() or "|" in text) and has_marks(text):
        words = [_words_key(str(c)) for c in choices]
        marked = marked_option(text, choices, valid, lambda item: _named(item, words, valid, choices))
        if marked == "":
            return Extraction(None, "multiple_options", "the answer marks several options right")
        if marked is not None:
            return Extraction(marked, "verdict_rows")
    pair = _OPENING_PAIR.match(text) if " and " in text[:24] or "&" in text[:24] else None
    if pair is not None and pair.group(1) != pair.group(2) and pair.group(1) in valid and pair.group(2) in valid:
        sentence_end = _SENTENCE_STOP.search(text, pair.end())
        if not rules_out(text[pair.end() : sentence_end.start() if sentence_end else len(text)]):
            # ("A and B - both filter traffic.": the answer opens on two labels as its verdict; what follows is why)
            return Extraction(None, "multiple_options", f"opens on two options ({pair.group(1)} and {pair.group(2)})")
    leading = _leading_label(text, valid)
    if leading is not None:
        second = _two_options(text, leading[2], valid)
        if second is not None and second != leading[0]:
            return Extraction(None, "multiple_options", f"commits to two options ({leading[0]} and {second})")
        return Extraction(leading[0], "leading_label", None, (leading[1], leading[2]))

    if choices and (text.rstrip()[-1:] in ".!*_" or "\n" in text):
        closing = _closing_pair(text, choices, valid)
        if closing is not None:
            return Extraction(closing, "closing_text")
    whole = _whole_option(text, choices, valid) if choices and len(text) <= 200 else None
    if whole is not None:
        return Extraction(whole, "choice_text")  # "Chlorophyll a": an option's text, not an answer cut off
    terse = _telegraphic_option(text, choices, valid) if choices and len(text) <= 200 else None
    if terse is not None:
        return Extraction(terse, "choice_text")  # "A knight, B knave.": an option's text without its copulas
    own = _text_then_own_label(text, choices, valid) if choices and len(text) <= 120 else None
    if own is not None:
        return Extraction(own, "choice_text")  # "0.33 A — a": an option's text, then its own label
    if _CUT_OFF.search(text, max(0, len(text) - 100)) or _cut_mid_word(text) or _cut_before_verdict(text):
        return Extraction(None, "no_answer", "the answer is cut off before it commits to an option")
    if (
        is_undecided(text, max(0, len(text) - 160))
        or _DEPENDS_OPENING.match(text)
        or _NEEDS_MORE.search(text, max(0, len(text) - 200))
    ):
        return Extraction(None, "undecided", "the answer declines to choose between options")
    ticked = _ticked(text, valid) if ("✓" in text or "✔" in text or "✅" in text) else None
    if ticked is None and choices and ("✓" in text or "✔" in text or "✅" in text):
        ticked = _ticked_text(text, choices, valid)
    if ticked is not None:
        return Extraction(ticked, "ticked")
    if choices and text.lstrip()[:1] != "(":
        first = _answer_first(text, choices, valid)
        if first is not None:
            return Extraction(first, "answer_first")
    if choices:
        pointed = _points_back(text, choices, valid) or _colon_text(text, choices, valid)
        if pointed is not None:
            return Extraction(pointed, "choice_text")
    if _refuses(text, choices):
        return Extraction(None, "refusal", "the model declined to choose an option")
    if text.find("ither", max(0, len(text) - 200)) >= 0 and _EITHER.search(text, max(0, len(text) - 200)):
        return Extraction(None, "undecided", "the answer leaves the choice between two options")
    if _open_pair(text):
        return Extraction(None, "undecided", "the answer leaves the choice between two options")
    if _two_right(text):
        return Extraction(None, "multiple_options", "the answer ends saying two options are correct")
    pair = _PAIR_LEFT_OPEN.search(text, max(0, len(text) - 300))
    if pair is not None:
        first, second = next((pair.group(k), pair.group(k + 1)) for k in (1, 3, 5) if pair.group(k))
        if first != second and first in valid and second in valid:
            if not pair.group(1):
                return Extraction(None, "multiple_options", f"chooses two options ({first} and {second})")
            return Extraction(None, "undecided", "the answer leaves the choice between two options")
    if choices and " or " in text[-300:] and _texts_left_open(text, choices, valid):
        return Extraction(None, "undecided", "the answer leaves the choice between two options")
    if choices and "?" in text and _asks_two(text, choices, valid):
        return Extraction(None, "undecided", "the answer asks which of two options it is")
    if "and" in text[-12:] or "&" in text[-12:]:
        both = _LAST_BOTH.search(text, max(0, len(text) - 60))
        if both is not None and both.group(1) != both.group(2):
            return Extraction(None, "multiple_options", f"ends on two options ({both.group(1)} and {both.group(2)})")
    if choices:
        closing = _closing_text_label(text, choices, valid)
        if closing is not None:
            opening = _opening_then_others(text, choices, valid)  # ("**Answer:** 1989 (A)\n\nContext: ... 1991 (B).")
            return opening if opening is not None else Extraction(closing, "choice_text")
    position = _positional(text, choices, valid)
    if position is not None:
        return Extraction(position, "position")
    tail = text[-200:].lower()
    left = (
        _remaining(text, choices, valid)
        if choices and ("one" in tail or "remain" in tail or "elimin" in tail or "left" in tail)
        else None
    )
    if left is not None:
        return Extraction(left, "elimination")
    described = _quoted_word_option(text, choices, valid) if choices and "option" in text[-200:].lower() else None
    if described is not None:
        return Extraction(described, "choice_text")

    # (a run-on answer is not read mention by mention)
    left = _eliminated(text, valid) if choices and len(valid) >= 3 and len(text) <= _MAX_ELIMINATION else None
    if left is None and choices and len(valid) >= 3 and len(text) <= _MAX_ELIMINATION:
        left = _eliminated_by_text(text, choices, valid) or _one_left_standing(text, valid)
    if left is not None:
        return Extraction(left, "elimination")
    if "(" in text:
        # "Graded ultrasound (C) is first-line ... not CT (A), ... (B) and (E) have no role.": the sentences
        # that name options only to rule them out are discussion.
        removed = ruled_out_removed(text, _REVISION)
        if removed is not None:
            without = _fallback(removed[0], choices, valid)
            if without.letter is not None and without.letter not in removed[1]:
                return without
    left = _leaves_option(text, choices, valid) if choices and "leav" in text[-300:] else None
    if left is not None:
        return Extraction(left, "elimination")
    ambiguous_text: str | None = None
    quantity = (
        (
            quantity_result(text, choices, valid)
            or (expression_result(text, choices, valid) if "=" in text and not _REVISION.search(text) else None)
            or expanded_prefix(text, choices, valid)
        )
        if choices and len(text) <= _MAX_ELIMINATION
        else None
    )
    if quantity is not None:
        return Extraction(quantity, "choice_text")  # "= 3 amps." for "3 A", "About 1.3 s." for "1.3 seconds"
    if choices:
        letter, ambiguous_text = _choice_text(text, choices, valid)
        if letter is not None and "one of" in text[-160:] and not _is_none_option(choices, valid, letter):
            if _closing_none(text, choices, valid):
                # ("Tea (B) in one place, coffee (A) in another - so none of them is right everywhere.")
                listed = _none_option(choices, valid)
                if listed is not None:
                    return Extraction(listed, "choice_text")
                return Extraction(None, "none_of_the_above", "the answer's last sentence says no option is correct")
        if letter is not None and _joint_claim(text, choices, valid):
            return Extraction(None, "multiple_options", "the answer's last sentence says two options hold together")
        if letter is not None and letter + " " in text and _label_ruled_out(text, letter):
            other = _other_named(text, choices, valid, letter)
            if other is not None:  # ("Option B, tin. Zinc corrodes too fast, so A is out.": zinc is A, ruled out)
                return Extraction(other, "choice_text")
        if letter is not None:
            # (an opening that commits, then sentences that only go over other options: the later mention is
            # discussion - "The answer: HAVING. WHERE is wrong because ...")
            opening = _opening_then_others(text, choices, valid)
            return opening if opening is not None else Extraction(letter, "choice_text")
        described = described_option(text, choices, valid)
        if described is not None:
            return Extraction(described, "described")

    if _says_none(text):
        listed = _none_option(choices, valid)
        if listed is not None:  # (the options hold a "none of the above" of their own: saying so names it)
            return Extraction(listed, "choice_text")
        return Extraction(None, "none_of_the_above", "the answer says none of the options is correct")
    if _refuses(text, choices):
        return Extraction(None, "refusal", "the model declined to choose an option")
    opening = _verdict_then_others(text, choices, valid) if choices and len(text) <= _MAX_ELIMINATION else None
    if opening is not None:
        return opening
    kept = (
        _before_ruled_out(text, choices, valid)
        if choices and len(text) <= _MAX_ELIMINATION and "ot" in text[-120:]
        else None
    )
    if kept is not None:
        return kept
    fraction = spelled_fraction(text, choices, valid) if choices and len(text) <= _MAX_ELIMINATION else None
    if fraction is not None:
        return Extraction(fraction, "choice_text")  # "one-sixth", "1 in 6" for "1/6"
    numeric = _numeric_result(text, choices, valid) if choices and len(text) <= _MAX_ELIMINATION else None
    if numeric is not None:
        return Extraction(numeric, "choice_text")  # "Answer: $33" for "$33.00"

    seen: dict[str, tuple[int, int]] = {}
    units = _unit_letters(choices) if choices else ""
    for m in _LETTER_WORD.finditer(text):
        letter = m.group(1)
        if letter not in valid or _is_word_use(text, letter, m.end(1)):
            continue
        if letter in units and m.start(1) >= 2 and text[m.start(1) - 1] == " " and text[m.start(1) - 2].isdigit():
            continue  # "either 2 A or 8 A": the unit of options that are quantities in amperes
        if letter in "CF" and _temperature_unit(text, m.start(1)):
            continue  # "at 20 °C", "68 degrees F": the scale of a temperature, not a label
        if (
            _NEGATED_BEFORE.search(text, max(0, m.start(1) - 20), m.start(1))
            or _NEGATED_AFTER.match(text, m.end(1))
            or _NEGATED_LIST.search(text, max(0, m.start(1) - 48), m.start(1))
            # (the tag of an option's text that a negation governs: "nervousness (B), not confidence (C)")
            or (
                text[m.start(1) - 1 : m.start(1)] == "("
                and (
                    _NEGATED_TAG.search(text, max(0, m.start(1) - 60), m.start(1))
                    # (a later tag in the list the negation governs: "Not 34 (B) or 3,400 (C).")
                    or _NEGATED_TAG_LIST.search(text, max(0, m.start(1) - 90), m.start(1))
                )
            )
        ):
            continue
        seen.setdefault(letter, (m.start(1), m.end(1)))
    if "(" in text and not seen:
        _lower_tags(text, valid, seen)
    if len(seen) == 1:
        letter, span = next(iter(seen.items()))
        return Extraction(letter, "single_letter", None, span)
    if len(seen) > 1:
        return Extraction(
            None, "multiple_options", "mentions options " + ", ".join(sorted(seen)) + " without committing to one"
        )
    if ambiguous_text:
        return Extraction(None, "multiple_options", ambiguous_text)
    return Extraction(None, "no_answer", "no option letter or option text found")
