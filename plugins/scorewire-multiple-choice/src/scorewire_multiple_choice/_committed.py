"""Reading which option an answer commits to by the content of its clauses, when it names no label.

An answer often gives its option in other words: "the capital is Canberra, which was built as a
compromise between Sydney and Melbourne", "it's triggered when a suspect is in custody and being
interrogated" (for "custodial interrogation"), "which is deduction, not induction" (for "deductive
reasoning"), "Zero Celsius." (for "0 °C"), "sixty kilometres per hour" (for "60 km/h"). A careful
grader reads it clause by clause:

- a clause, or the part of a clause after a negation ("not", "n't", "never", "rather than", "than",
  ">"), rules out the options it names, and so does a clause that calls what it names wrong (a
  "trap", "worse", "ruled out");
- a clause that hedges ("maybe", "could", "if"), asks, or opens as a concession or a comment
  ("while", "although", "because") commits to nothing;
- the answer's commitment is the last clause that names exactly one option not ruled out anywhere
  in the answer; a clause that names several (a comparison, a list) is discussion and is passed over;
- when no clause commits and every option but one is ruled out, the one left is the answer ("Not A."
  between two options);
- an option whose own text is a negation or a bare verdict word ("No", "False", "Not permissible",
  "Cannot be determined", "Neither") is named by its words, which then negate nothing: "Absolutely not
  permissible." names "Not permissible", and "It is not true that ..." rules out "True". A lone such
  word followed by a content word is a determiner ("no doubt", "false alarm") and names nothing; two
  negations in a row cancel ("can't not say false"); naming such an option after negating it is a change of
  mind ("It's not false ... actually it is false").

An option is named by a distinctive content word in any inflection ("custody" / "custodial"), by
a word the question does not already use, or - for options that are quantities - by its number
(spelled out or in digits) and, where the options' units differ, a unit that agrees with its own.
Matching is by word over a bounded tail of the answer, so the cost is linear in its length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from scorewire import lazy_compile
from scorewire.extraction import is_undecided, parse_number

from ._content import _SENTENCE_END as _SENTENCE
from ._content import _STOP, ERROR_NOUNS, _matches, _option_terms, _stem, _words
from ._quantities import _units_agree

__all__ = ["committed_by_content", "left_open", "related_forms"]

_MAX_TAIL = 2_000
# The word that stands in a clause for an option named by its whole text (followed by its index as a letter).
_PLACEHOLDER = "qxoptq"
_CLAUSE = lazy_compile(r"\s*(?:[,;:—–]|\s-\s)\s*")
_CONTRAST = lazy_compile(r"(?i)\b(?:but|however|yet)\b")
_BRACKETS = lazy_compile(r"\((?![A-J]\))[^()\n]{0,200}\)")
# An option's label in brackets after its name: "Descartes (B) and Leibniz (C) believed ...".
_TAG = lazy_compile(r"\(([A-J])\)")
_TOKEN = lazy_compile(r"\d+(?:\.\d+)?|[^\W\d_][^\W_]*(?:['’][^\W\d_]+)?|[>=×*/+−]")
# Signs of arithmetic: a number next to one is working, not a result ("2.5 × 60 = 150").
_OPERATORS = frozenset("=×*/+−")
_NEGATION = lazy_compile(
    r"(?i)\b(?:not|no|never|neither|nor|none|nothing|cannot|rather|instead|unlike|except|than)\b|n['’]t\b|>"
)
# A word right after a lone verdict word: when it is a content word, the verdict word only modifies it.
_NEXT_WORD = lazy_compile(r"[\s\"'’”*_]{0,4}([^\W\d_]+)")
_OPTION_ROW = lazy_compile(r"(?m)^[ \t*_]{0,4}[(\[]?[A-J][).:\]]")
_LABEL_TOKEN = lazy_compile(r"(?<![\w'’])[(\[*]{0,2}([A-J])[)\]*]{0,2}(?![\w'’])")

# Words after which the rest of a clause is ruled out: "not clouds", "isn't D", "rather than A", "better
# than the freezer", "hot water > freezer".
_NEGATORS = frozenset("not no never neither nor none nothing cannot rather instead unlike except than >".split())
# Words that call what a clause names wrong.
_WRONG = ERROR_NOUNS | frozenset("wrong incorrect worse worst false eliminated eliminate excluded".split())
# Words that make a clause a hedge, a condition, a question or a choice left open ("X or Y"): it commits
# to nothing.
_HEDGES = frozenset("maybe perhaps possibly might could would if unless whether or".split())
# Words that open a clause by pointing back at the one before: "that's a trap", "which is wrong".
_POINTERS = frozenset("that that's this this's which it it's".split())
# Openings of a clause that only comments on or concedes something.
_COMMENT_OPENERS = frozenset("while whereas although though because since unlike which who".split())

# Words an answer ends on when it is cut off before its verdict ("... the organelle is therefore the").
_FUNCTION_WORDS = frozenset(
    "the a an of to is are was were be with and or in at by for that which so as from into its their our "
    "that's it's possibly perhaps maybe probably "
    # (prepositions that always want what follows them, and determiners that want a noun; not a conjunction
    # that opens a reason after a whole clause: "The answer is the photoelectric effect, because")
    "about between among than onto upon toward towards via my your whose every".split()
)
# A contracted verb, which never closes an English sentence ("So it's", "I think we're", "I'd"); a "'s" only
# after a pronoun (after a name it may be a possessive that does: "... was Michelangelo's").
_CONTRACTED_END = lazy_compile(
    r"(?i)(?:\b(?:it|that|what|there|here|he|she|who|where|which)['’]s|['’](?:re|m|ll|ve|d))$"
)
# An answer that leaves the choice open ("it depends", "either", "both ... have merit", "I'd say B or C") or
# says the answer is not among the options ("calcium carbonate, which is not listed").
_UNDECIDED = lazy_compile(
    r"(?i)\b(?:depends?|depending|either|both|not\s{1,4}(?:\w+\s{1,4})?sure|unsure|can['’]?t\s{1,4}(?:commit|decide|say|remember|recall|tell)|"
    r"wouldn['’]?t\s{1,4}commit|not\s{1,4}(?:listed|among|offered)|none\s{1,4}of|rather\s{1,4}not|contested|disagree|debated)\b|\b[A-J]\s{1,4}(?:or|and)\s{1,4}[A-J]\b"
)

# A last sentence that leaves the choice open.
_OPEN_ENDING = lazy_compile(
    r"(?i)(?:\b(?:could\s{1,4}be\s{1,4}either|either\s{1,4}(?:one|could|works)|both\s{1,4}(?:\w+\s{1,4}){0,2}"
    r"(?:plausible|possible|defensible|valid|used|work|fine))\b|(?:^|(?<=[,;:—–] )|(?<=\bsay )|(?<=\bthink )|(?<=\bguess ))it\s{1,4}(?:all\s{1,4})?depends\b"
    # (the reply says it leaves the choice open: "so I'll leave it open", "leaving the question open")
    r"|\bleav(?:e|ing)\s{1,4}(?:it|this|that|the\s{1,4}(?:question|choice|answer))\s{1,4}open\b)"
    # (not one settled after a contrast: "Both work, but hot water is faster.")
    r"(?![^.!?\n]{0,200}\b(?:but|though|however|although|yet|still)\b)"
)

_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
    "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
_SCALES = {"hundred": 100, "thousand": 1000}
# Words between a number and its unit that are no unit: "zero degrees Celsius".
_NO_POWERS = str.maketrans("", "", "²³")
_UNIT_FILLER = frozenset(("degree", "degrees", "deg", "of"))


def _tokens(text: str) -> list[str]:
    """Lowercase word and number tokens, number words joined into digits ("thirty-two" -> "32")."""
    raw = [t.replace("’", "'").removesuffix("'s") for t in _TOKEN.findall(text.casefold().translate(_NO_POWERS))]
    out: list[str] = []
    i = 0
    while i < len(raw):
        if raw[i] in _UNITS or (raw[i] in _SCALES and i > 0 and raw[i - 1] in _UNITS):
            total = current = 0
            j = i
            while j < len(raw) and (raw[j] in _UNITS or raw[j] in _SCALES):
                if raw[j] in _UNITS:
                    current += _UNITS[raw[j]]
                elif raw[j] == "hundred":
                    current = max(current, 1) * 100
                else:
                    total += max(current, 1) * 1000
                    current = 0
                j += 1
            # ("one" alone is a pronoun as often as a number: "the one about ...")
            out.append(str(total + current) if not (j == i + 1 and raw[i] == "one") else "one")
            i = j
            continue
        out.append(raw[i])
        i += 1
    return out


def _related(token: str, term: str) -> bool:
    """True when ``token`` is ``term`` in another derived form ("custody" / "custodial", "deduction" /
    "deductive", "interrogated" / "interrogation", "driving" / "drive": a shared opening of six letters or more that leaves at
    most three letters of the shorter word), or a code inside it ("A1c" in "HbA1c")."""
    if any(c.isdigit() for c in token):
        return len(token) >= 3 and token in term
    if term.endswith("e") and token.startswith(term[:-1]) and token[len(term) - 1 :] in ("ing", "ed", "es"):
        return True  # ("driving" for "drive", "raising" for "raise")
    shorter = min(len(token), len(term))
    if shorter < 5:
        return False
    n = 0
    while n < shorter and token[n] == term[n]:
        n += 1
    return n >= 6 and n >= shorter - 3


def related_forms(word: str, other: str) -> bool:
    """True when two lowercase words are one word in two forms ("mitochondria" / "mitochondrion")."""
    return _related(word, other) or _related(other, word)


def _negated(token: str) -> bool:
    return token in _NEGATORS or token.endswith("n't")


def _negation_at(tokens: list[str]) -> int:
    """The index of the clause's first negation (len(tokens) when none); two in a row cancel ("can't not")."""
    k = 0
    while k < len(tokens):
        if _negated(tokens[k]):
            if k + 1 < len(tokens) and tokens[k + 1] == "not":
                k += 2
                continue
            return k
        k += 1
    return len(tokens)


def _quantity(choice: str) -> tuple[Decimal, str] | None:
    """(number, unit) of an option that is a number with an optional unit ("0 °C", "60 km/h", "5")."""
    tokens = [t for t in _tokens(choice.replace("°", " ")) if t not in _UNIT_FILLER and t != "/"]
    numbers = [t for t in tokens if t[:1].isdigit()]
    if len(numbers) != 1 or not tokens[0][:1].isdigit() or len(tokens) > 3:
        return None
    value = parse_number(("-" if choice.strip()[:1] in "-−" else "") + numbers[0])
    return (value, "".join(tokens[1:])) if value is not None else None


class _Options:
    """The options' content words and quantities, with what tells them apart."""

    def __init__(self, choices: Sequence[str], count: int, question: str | None) -> None:
        asked = {_stem(w) for w in _words(question or "")}
        self.count = count
        self.quantities = [_quantity(str(c)) for c in choices[:count]]
        units = {q[1] for q in self.quantities if q is not None}
        self.numeric = all(q is not None for q in self.quantities)
        self.same_unit = len(units) <= 1
        terms = [
            [w for w in _option_terms(str(c)) if _stem(w) not in asked and not w[:1].isdigit()] for c in choices[:count]
        ]
        raws = [_words(str(c)) for c in choices[:count]]
        # (a word another option has in any form tells nothing apart: "knaves" / "knave")
        self.terms = [
            [
                w
                for w in words
                if len(w) >= 3
                and not any(
                    j != i
                    and (_matches(w, terms[j], raws[j]) or any(_related(w, v) or _related(v, w) for v in terms[j]))
                    for j in range(count)
                )
            ]
            for i, words in enumerate(terms)
        ]
        self.raws = raws
        # Options with no words of their own to tell them apart, or whose text negates ("Yes" / "No",
        # "True" / "False", "Permissible" / "Not permissible"): named by their whole text, longest first.
        polar: list[tuple[int, re.Pattern[str], bool]] = []
        if not self.numeric:
            for i, choice in enumerate(choices[:count]):
                words = _tokens(str(choice))
                if not words or len(words) > 4 or not all(w.replace("'", "").isalpha() for w in words):
                    continue
                # (a negating text, or one word of no content of its own: "Yes", "True", "Permissible")
                if not any(_negated(w) or w in _WRONG for w in words) and (self.terms[i] or len(words) > 1):
                    continue
                body = r"[\s\-]{1,4}".join(re.escape(w) for w in words)
                polar.append((i, re.compile(r"(?i)(?<![\w'’])" + body + r"(?![\w'’])"), len(words) == 1))
        polar.sort(key=lambda p: -p[1].pattern.count("{1,4}"))
        self.polar = polar

    def mask(self, clause: str) -> str:
        """``clause`` with the text of every option named by its whole text replaced by a placeholder word
        (so that a negation inside an option's text negates nothing)."""
        for i, pattern, single in self.polar:
            if single and pattern.search(clause) is None:
                continue
            pieces: list[str] = []
            end = 0
            for m in pattern.finditer(clause):
                if single:
                    # (a lone verdict word before a content word modifies it: "no doubt", "false alarm")
                    after = _NEXT_WORD.match(clause, m.end())
                    if after is not None and len(after.group(1)) > 1 and after.group(1).casefold() not in _STOP:
                        continue
                pieces.append(clause[end : m.start()])
                pieces.append(f" {_PLACEHOLDER}{chr(97 + i)} ")
                end = m.end()
            if pieces:
                clause = "".join(pieces) + clause[end:]
        return clause

    def named(self, tokens: list[str]) -> set[int]:
        """The options ``tokens`` name."""
        if not tokens:
            return set()
        if self.polar:
            placed = {ord(t[-1]) - 97 for t in tokens if len(t) == len(_PLACEHOLDER) + 1 and t.startswith(_PLACEHOLDER)}
            if placed:
                return placed
        if self.numeric:
            return self._named_quantities(tokens)
        hits: set[int] = set()
        for k, token in enumerate(tokens):
            if len(token) < 3 or token[:1].isdigit():
                continue
            # (a derived form before another content word modifies that word: "ribosomal RNA" names RNA)
            modifies = next((t for t in tokens[k + 1 : k + 2] if t not in _STOP and t.isalpha()), None)
            for i in range(self.count):
                if self.terms[i] and (
                    _matches(token, self.terms[i], self.raws[i])
                    or (modifies is None and any(_related(token, w) for w in self.terms[i]))
                ):
                    hits.add(i)
        return hits

    def _named_quantities(self, tokens: list[str]) -> set[int]:
        """The option of the clause's last number, when only its unit follows ("... → 300", "Zero Celsius")."""
        hits: set[int] = set()
        last = max((k for k, t in enumerate(tokens) if t[:1].isdigit()), default=-1)
        if last < 0 or len(tokens) - last > 4:
            return hits
        # (every number of the clause counts: "between 1987 and 1991" names two options)
        for k, token in enumerate(tokens):
            if not token[:1].isdigit():
                continue
            if (tokens[k + 1 : k + 2] and tokens[k + 1] in _OPERATORS) or (k and tokens[k - 1] in _OPERATORS - {"="}):
                continue  # (an operand: "2.5 × 60 = 150")
            value = parse_number(token)
            words: list[str] = []
            for t in tokens[k + 1 : k + 5]:
                if not t.isalpha() or len(words) == 3:
                    break
                if t not in _UNIT_FILLER:
                    words.append(t)
            for i, q in enumerate(self.quantities):
                if q is None or q[0] != value:
                    continue
                # (a unit the answer gives must agree with the option's: "2 mA" is not "2 A"; "kilometres per
                # hour" is "km/h")
                if (
                    not q[1]
                    or (not words and self.same_unit)
                    or (words and (_units_agree(words[0], q[1]) or _units_agree("".join(words), q[1])))
                ):
                    hits.add(i)
        return hits


def _clauses(text: str) -> list[tuple[int, bool, str]]:
    """(sentence number, whether the clause follows the sentence's last "but", clause) of every clause."""
    body = text.strip()[-_MAX_TAIL:]
    if "(" in body:
        body = _BRACKETS.sub(" ", body)  # (bracketed asides: "(Berkemer v. McCarty)", "(specific → general)")
    out: list[tuple[int, bool, str]] = []
    for n, sentence in enumerate(_SENTENCE.split(body)):
        if sentence.rstrip().endswith("?"):
            continue
        parts = _CONTRAST.split(sentence)
        for k, part in enumerate(parts):
            out.extend((n, k == len(parts) - 1, c) for c in _CLAUSE.split(part) if c and c.strip())
    return out


def _cut_short(text: str) -> bool:
    """True when the answer stops mid-clause: on a function word or a colon, comma or dash."""
    body = text.rstrip(" *_")
    if not body or body[-1] in ":,;—–-(":
        return True
    if not body[-1].isalpha():
        return False
    if ("'" in body[-4:] or "’" in body[-4:]) and _CONTRACTED_END.search(body, max(0, len(body) - 12)):
        return True
    last = _tokens(body[-40:])[-1:]
    # (not a lowercase label: "Chlorophyll a", "lentils (a)")
    return body[-1:].isalpha() and bool(last) and len(last[0]) > 1 and last[0] in _FUNCTION_WORDS


def left_open(text: str) -> bool:
    """True when the answer's last sentence leaves the choice open ("could be either", "both seem plausible",
    "it depends") or the answer stops mid-clause ("..., or possibly", "so with 20%, that's")."""
    body = text.strip()
    if not body or len(body) > _MAX_TAIL * 10:
        return False
    if _cut_short(body):
        return True
    tail = body[-300:]
    # (substring tests first: the sentence split costs more than the check it may save)
    if "ither" not in tail and "oth" not in tail and "epend" not in tail and " open" not in tail:
        return False
    return bool(_OPEN_ENDING.search(_SENTENCE.split(tail)[-1]))


def committed_by_content(text: str, choices: Sequence[str], valid: str, question: str | None = None) -> str | None:
    """The option the answer's last committing clause names by its content; else None (see the module)."""
    count = min(len(choices), len(valid))
    if count < 2 or _cut_short(text):
        return None
    tail = text[-400:]
    if is_undecided(tail) or _UNDECIDED.search(tail):
        return None
    clauses = _clauses(text)
    if not clauses or len(clauses) > 80:
        return None
    if len(_OPTION_ROW.findall(text)) >= 2:
        return None  # (a list of the options, not an answer)
    options = _Options(choices, count, question)
    ruled_out: set[int] = set()
    positive: list[tuple[int, bool, set[int], bool]] = []
    previous: set[int] = set()
    for sentence, closing, clause in clauses:
        if options.polar:
            clause = options.mask(clause)
        tokens = _tokens(clause)
        if tokens[:1] and tokens[0] in _POINTERS and _WRONG.intersection(tokens) and not options.named(tokens):
            ruled_out |= previous  # ("A covered pot stays hot - that's the worse way.": the clause before is ruled out)
        if not tokens or (tokens[0] in _COMMENT_OPENERS and tokens[1:2] != ["is"]):
            continue  # (a comment or a concession: "which was built as a compromise between ...")
        previous = options.named(tokens)
        cut = _negation_at(tokens)
        wrong = bool(_WRONG.intersection(tokens)) or any(
            t == "out" and k > 0 and tokens[k - 1] in ("is", "are", "ruled") for k, t in enumerate(tokens)
        )
        if cut < len(tokens) and not any(t not in _STOP and t.isalnum() for t in tokens[cut + 1 :]):
            wrong = True  # (a negation with nothing after it governs its subject: "Bach is not.", "B isn't")
        if cut < len(tokens) or wrong:
            ruled_out |= options.named(tokens if wrong else tokens[cut:])
            negation = _NEGATION.search(clause) if cut < len(tokens) else None
            negated_part = clause if wrong or negation is None else clause[negation.start() :]
            ruled_out |= {
                valid.index(m.group(1)) for m in _LABEL_TOKEN.finditer(negated_part) if m.group(1) in valid[:count]
            }
        hedged = bool(_HEDGES.intersection(tokens))
        # (a clause that tags what it names with labels goes over options: discussion, not the answer)
        wrong = wrong or _TAG.search(clause) is not None
        named = set() if wrong else options.named(tokens[:cut])
        if named and not hedged and options.polar and _PLACEHOLDER in clause:
            # (an option named by its whole text after a negation of it is a change of mind: "It's not false
            # ... actually it is false.")
            ruled_out -= named
        positive.append((sentence, closing, named, not hedged))
    if options.numeric and len(set().union(*(p[2] for p in positive)) - ruled_out) > 1:
        return None  # (two results stated: "Answer: $30. Second answer: $33.")
    # The last sentence that names options decides, by its clauses after its last "but": one option, not
    # hedged; several are a list or a comparison, left open.
    for sentence in sorted({p[0] for p in positive}, reverse=True):
        rows = [p for p in positive if p[0] == sentence and p[1]]
        left = set().union(*(p[2] for p in rows)) - ruled_out
        if not left:
            continue
        return valid[left.pop()] if len(left) == 1 and all(p[3] for p in rows if p[2] - ruled_out) else None
    remaining = [i for i in range(count) if i not in ruled_out]
    if ruled_out and len(remaining) == 1:
        return valid[remaining[0]]
    return None
