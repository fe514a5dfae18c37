"""Answers that give a measured quantity, a label after an answer marker in another language, or
nothing but one lowercase label.

- Options that are quantities ("3 A", "1.3 seconds", "8 minutes"): the answer states the result
  with the unit abbreviated or spelt out ("= 3 amps.", "About 1.3 s.", "≈1.3 s").
- Options that are expressions ("sin(x) + x·cos(x)"): the result after the last "=" of a sentence,
  written with other spacing, multiplication signs or brackets ("= sin x + x cos x.").
- Options abbreviated by lowercase initials before a capitalised word ("tRNA", "cDNA"): the answer
  spells the initials out ("Transfer RNA", "complementary DNA").
- An answer marker in another language before a label ("Ответ: C", "答案是C", "Réponse : B").
- An answer that is one lowercase label and nothing else ("**b**", "(c)", "d.").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from scorewire import lazy_compile
from scorewire.extraction import parse_number

__all__ = ["expanded_prefix", "expression_result", "foreign_marker", "lone_label", "quantity_result"]

_NUMBER = r"[−-]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)"
# An option that is a number and a unit: "3 A", "1.3 seconds", "16 km/h", "25 °C".
_OPTION_QUANTITY = lazy_compile(r"\s*[~≈]?\s*(" + _NUMBER + r")\s?([^\W\d_][\w/°·²³]{0,15}|°[CF]|Ω)\s*")
# A stated result: a quantity that opens the answer or follows "=", "≈", "~", "is", "about", "that's", ...,
# and ends its clause ("Current = 12 / 4 = 3 amps.", "About 1.3 s.", "≈1.3 s", "That's 300,000.").
_RESULT_QUANTITY = lazy_compile(
    r"(?:^|(?<=[.!?:]\s)|(?<=\n)|=|≈|~|\b(?i:is|are|equals|gives|takes|about|roughly|approximately|around|approx\.?)"
    r"|\b(?i:that|it)['’]s)"
    r"[ \t]{0,8}[*_]{0,2}[~≈]?[ \t]{0,2}(" + _NUMBER + r")[ \t]?([^\W\d_][\w/°·²³]{0,15}|°[CF]|Ω)?[*_]{0,2}"
    r"(?=[ \t]{0,8}(?:[.;!,)\n](?!\d)|$))"
)
_BRACKETED = lazy_compile(r"\([^()\n]{0,300}\)")


def _units_agree(said: str, unit: str) -> bool:
    """True when ``said`` (the answer's unit) may name ``unit`` (the option's): the same word, or an
    abbreviation with the same first letter whose letters come in order ("s" / "sec" for "seconds",
    "amps" for "A", "hr" for "hours")."""
    said, unit = said.casefold().rstrip("."), unit.casefold()
    if not said:
        return True
    if said == unit:
        return True
    short, long = (said, unit) if len(said) <= len(unit) else (unit, said)
    if short[0] != long[0]:
        return False
    rest = iter(long[1:])
    return all(ch in rest for ch in short[1:])


def quantity_result(text: str, choices: Sequence[str], valid: str) -> str | None:
    """With options that are quantities (a number and a unit, all but at most one of them), the one
    option every result the answer states outside brackets equals, number and unit; else None."""
    count = min(len(valid), len(choices))
    options: dict[int, tuple[Decimal, str]] = {}
    for i, choice in enumerate(choices[:count]):
        m = _OPTION_QUANTITY.fullmatch(str(choice))
        value = parse_number(m.group(1)) if m else None
        if m is not None and value is not None:
            options[i] = (value, m.group(2))
    if len(options) < max(2, count - 1):
        return None
    body = _BRACKETED.sub(" ", text) if "(" in text else text
    picked: set[int] = set()
    for m in _RESULT_QUANTITY.finditer(body):
        value = parse_number(m.group(1))
        if value is None:
            continue
        said = m.group(2) or ""
        fits = [i for i, (v, unit) in options.items() if v == value and _units_agree(said, unit)]
        if len(fits) > 1:  # (the same number in two units: only the unit written as the answer wrote it)
            fits = [i for i in fits if said.casefold() == options[i][1].casefold()]
        if len(fits) == 1:
            picked.add(fits[0])
    return valid[picked.pop()] if len(picked) == 1 else None


# An answer marker in another language, then a label: a word before a colon (Russian/Ukrainian, French,
# Spanish, Portuguese, Italian, German, Polish, Turkish, Indonesian, Dutch) or a Chinese, Japanese or
# Korean marker.
_MARKER_WORD = lazy_compile(
    r"(?i:ответ|відповідь|réponse|reponse|respuesta|resposta|risposta|antwort|odpowiedź|cevap|jawaban|antwoord)"
    r"[ \t]{0,4}$"
)
_CJK_MARKER = lazy_compile(
    r"(?:正确答案|正確答案|答案|最终答案|最終答案|正解|정답|답)[ \t]{0,2}(?:是|为|為|は|:|：|은|는)?[ \t]{0,2}(?:選項|选项)?"
    r"[*_(\[（「]{0,4}([A-J])(?![A-Za-z0-9'’])"
)
_AFTER_COLON = lazy_compile(r"[ \t]{0,4}[*_(\[（「]{0,4}([A-J])(?![A-Za-z0-9'’])")


def _marker_in(text: str, lo: int, hi: int) -> tuple[int, str] | None:
    """The last ``(position, label)`` after a marker in ``text[lo:hi]``, else None."""
    found = None
    for colon in (":", "："):
        at = text.find(colon, lo, hi)
        while at >= 0:
            label = _AFTER_COLON.match(text, at + 1)
            if label is not None and _MARKER_WORD.search(text, max(0, at - 14), at):
                if found is None or at > found[0]:
                    found = (at, label.group(1))
            at = text.find(colon, at + 1, hi)
    if not text.isascii():
        for m in _CJK_MARKER.finditer(text, lo, hi):
            if found is None or m.start() > found[0]:
                found = (m.start(), m.group(1))
    return found


def foreign_marker(text: str, valid: str) -> str | None:
    """The label after the last answer marker in another language ("Ответ: C — витамин D.",
    "第三定律。答案是C。"), else None. (A marker opens or closes an answer: only its first 200 and
    last 300 characters are searched.)"""
    found = _marker_in(text, max(200, len(text) - 300), len(text)) if len(text) > 200 else None
    if found is None:
        found = _marker_in(text, 0, min(len(text), 200))
    return found[1] if found is not None and found[1] in valid else None


# The whole answer: one lowercase label, perhaps in emphasis or brackets ("**b**", "(c)", "d.").
_LONE_LABEL = lazy_compile(r"\s{0,8}(?:\*\*|__|[*_])?[(\[]?([a-j])[)\]]?(?:\*\*|__|[*_])?[.!]?\s{0,8}")


def lone_label(text: str, valid: str) -> str | None:
    """The label of an answer that is one lowercase label and nothing else, else None."""
    if len(text) > 24:
        return None
    m = _LONE_LABEL.fullmatch(text)
    letter = m.group(1).upper() if m else None
    return letter if letter is not None and letter in valid else None


# Writing that does not change an expression: spacing, multiplication signs, brackets, typographic minus.
_EXPRESSION_NOISE = str.maketrans({" ": None, "\t": None, "·": None, "⋅": None, "*": None, "×": None, "(": None,
                                   ")": None, "{": None, "}": None, "[": None, "]": None, "−": "-", "–": "-"})  # fmt: skip
_OPERATOR = lazy_compile(r"[+\-−^·⋅*×/()²³√]")
_SENTENCE = lazy_compile(r"(?<=[.;!?])\s+|\n+")


def _expression_key(text: str) -> str:
    return text.strip().rstrip(".;!?,").strip("*_$`").casefold().translate(_EXPRESSION_NOISE)


def expression_result(text: str, choices: Sequence[str], valid: str) -> str | None:
    """With options that are expressions (two or more hold an operator, a power or a bracket, and not
    every one is a number), the one option every sentence's result after its last "=" is, written
    with other spacing, multiplication signs or brackets ("d/dx (x sin x) = sin x + x cos x." for
    "sin(x) + x·cos(x)"); else None."""
    count = min(len(valid), len(choices))
    texts = [str(c) for c in choices[:count]]
    if sum(1 for t in texts if _OPERATOR.search(t)) < 2 or all(parse_number(t) is not None for t in texts):
        return None
    keys = [_expression_key(t) for t in texts]
    picked: set[int] = set()
    for sentence in _SENTENCE.split(text):
        cut = sentence.rfind("=")
        if cut < 0:
            continue
        said = _expression_key(sentence[cut + 1 :])
        hits = [i for i, k in enumerate(keys) if k and k == said]
        if len(hits) == 1:
            picked.add(hits[0])
    return valid[picked.pop()] if len(picked) == 1 else None


_FUNCTION_WORDS = frozenset(
    "the a an and or of to in on at by for from as is it its that this these those so not no my our your their".split()
)
# An option written as lowercase initials before a capitalised word: "tRNA", "snRNA", "cDNA", "siRNA".
_PREFIXED = lazy_compile(r"\s*([a-z]{1,3})([A-Z][A-Z0-9]{1,5})\s*")


def expanded_prefix(text: str, choices: Sequence[str], valid: str) -> str | None:
    """The one option abbreviated by lowercase initials before a capitalised word whose initials the
    answer spells out in words before that word ("Transfer RNA." for "tRNA", "small nuclear RNA" for
    "snRNA"), when the answer names no option as written; else None."""
    count = min(len(valid), len(choices))
    parts = [_PREFIXED.fullmatch(str(c)) for c in choices[:count]]
    if sum(p is not None for p in parts) < 2:
        return None
    folded = text.casefold()
    if any(str(c).strip().casefold() in folded for c in choices[:count]):
        return None
    hits = []
    for i, m in enumerate(parts):
        if m is None:
            continue
        words = r"[\s-]+".join(rf"({ch}[^\W\d_]+)" for ch in m.group(1))
        for found in re.finditer(rf"(?<![^\W_]){words}[\s-]+{m.group(2).casefold()}(?![^\W_])", folded):
            if not _FUNCTION_WORDS.intersection(found.groups()):  # ("the RNA" is no "tRNA")
                hits.append(i)
                break
    return valid[hits[0]] if len(hits) == 1 else None
