"""Final-answer extraction from free-form math solutions.

The rules are tried in a fixed, documented order; the first that finds
something wins, and the name of that rule is reported in details:

1. ``boxed`` -- the last ``\\boxed{...}`` / ``\\fbox{...}`` (nested braces
   balanced) or ``\\boxed 5`` (a single token after a space).
2. ``hashes`` -- the last ``#### 42`` (GSM8K's gold format).
3. ``answer_is`` -- the last "the (final) answer is ..." (or an MGSM language's
   equivalent such as "Die Antwort lautet") up to the end of its
   sentence or line (Minerva's "Final Answer: The final answer is $5$. I hope
   it is correct." is covered here), or
4. ``answer_line`` -- the last line starting with ``A:``, ``Answer:`` or
   ``Final answer:`` (GSM8K model solutions end in ``A: 18``); of rules 3 and
   4, the one found later in the text wins. Prose after the marker ("Answer:
   Janet makes $18 a day") is reduced to its last ``$...$`` segment or number.
5. ``whole`` -- the whole response, when it is a bare answer: one line of
   at most 200 characters without two consecutive plain words (``\\text{}``
   contents aside), e.g. ``\\frac{9}{7}``, ``x = 5``, ``(1, 2)``, ``18 dollars``.
6. ``statement`` -- the value the last sentence states ("So the area is
   4√3 (about 6.93).", "So x = 3, y = 2."), checks and asides dropped.
   A remark that closes the solution after its answer (a supposition, an aside, a
   comparison, a check that holds, and with the question a quantity it does not ask
   for; see :func:`closing_asides_cut`) is read past.
7. ``counted`` -- with the question, the one amount of the things it counts ("how
   many miles") that the closing sentence states.
8. ``last_number`` -- the last number in the text (calculator annotations
   ``<<...>>`` removed).  A verification written after the answer
   ("Check: 42 / 6 = 7") is skipped only when that is unambiguous: the text
   before the check marker ends a sentence with a number N and the check part
   mentions N again. Otherwise the plain last number is used.

Semantics learned from lm-evaluation-harness (``last_boxed_only_string``,
GSM8K's ``#### `` and flexible-extract regexes), the hendrycks MATH
``remove_boxed`` helper and Minerva's answer format; the code is our own.
"""

from __future__ import annotations

import functools
import math
import re
import unicodedata
from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction

from scorewire import lazy_compile
from scorewire.extraction import Extraction as _Result
from scorewire.extraction import is_undecided, last_boxed, strip_chatter, word_key

from ._candidates import joined_candidate
from ._declined import declines_between_readings
from ._duration import DURATION_IN_TEXT_RE, duration_parts, duration_readings
from ._left_to_reader import leaves_work_to_reader
from ._number_words import leading_number_words
from ._pending import pending_confirmation
from ._sets_in_words import between_in_words, set_in_words
from ._unit_conversion import converted_readings

__all__ = ["Extraction", "extract_answer", "last_boxed"]

_HASHES_RE = lazy_compile(r"####\s*(.+)")
# English, plus the MGSM languages' "the answer is" (as in lm-evaluation-harness's native-CoT prompts).
_ANSWER_IS_RE = lazy_compile(
    r"(?i)(?:\bthe\s+(?:final\s+|correct\s+)?answer\s+is|\bdie\s+antwort\s+(?:lautet|ist)|\bla\s+respuesta\s+es"
    r"|\bla\s+réponse\s+est|\bjibu\s+ni|答案是|答えは|คำตอบคือ|উত্তর\s+হল)\s*[:：]?\s*"
)
_ANSWER_IS_KEYS = ("answer", "antwort", "respuesta", "réponse", "jibu", "答案", "答え", "คำตอบ", "উত্তর")
# (Also "Answer:" after a finished sentence or a tick on the same line: "So it is 7. ✓ Answer: 7".)
_ANSWER_LINE_RE = lazy_compile(
    r"(?m)(?:^[ \t>*#_]*(?:A|(?i:final\s+answer|final|answer|antwort|respuesta|réponse|risposta|resposta|ответ|jibu|(?:最终|最終)?答案|答え|คำตอบ|উত্তর|సమాధానం))"
    r"|(?<=[.!✓✔\ufe0f] )[ \t*_]*(?i:final\s+answer|answer))[ \t]*\**(?:[:：]|[ \t][-—–](?=[ \t]))\**[ \t]*(.+?)[ \t]*$"
)
_CALC_RE = lazy_compile(r"<<[^<>]*>>")
# A number: thousands-grouped or plain integer part, optional decimals, optional fraction.
# (a vulgar fraction after the whole part is one mixed number: "2⅝"; a number may follow a letter of
# another script directly: "她有12个")
_NUMBER_RE = lazy_compile(
    r"(?<![A-Za-z0-9_.])[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:/\d+|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])?|(?<![A-Za-z0-9_.])[-−]?\.\d+"
)
_CHECK_RE = lazy_compile(
    r"(?i)(?:^|(?<=[\s.!:;]))(?:let'?s\s+)?(?:double[- ]check|check(?:ing)?|verif(?:y|ication)|sanity check)\b"
)
_HOPE_RE = lazy_compile(r"(?i)\.?\s*I hope it is correct\.?\s*$")


class Extraction(_Result):
    """An extracted final answer (:attr:`answer`) and the rule that found it (:attr:`rule`); both
    None when nothing was found. The shared result type of :mod:`scorewire.extraction`."""

    alternatives: tuple[str, ...]

    def __init__(self, answer: str | None, rule: str | None, alternatives: Sequence[str] = ()) -> None:
        super().__init__(answer, rule or "none", None if answer is not None else "no answer found in the response")
        # Other readings the answer itself states as equal ("2.5, i.e. 2 hours 30 minutes", "30 cents").
        object.__setattr__(self, "alternatives", tuple(a for a in alternatives if a and a != answer))

    @property
    def answer(self) -> str | None:
        """The final answer as written."""
        return self.value

    @property
    def rule(self) -> str | None:
        """The rule that found it (``boxed``, ``hashes``, ``answer_is``, ``answer_line``, ``whole``, ``statement``,
        ``counted``, ``last_number``)."""
        return None if self.method == "none" else self.method


def _clean_tail(answer: str) -> str:
    answer = _HOPE_RE.sub("", answer).strip()
    # Cut at the end of the sentence: a period followed by space or end, not a decimal point.
    # (not the dots of an ellipsis: "0.333...")
    # (nor the dots of "i.e." and "e.g.": "0.5 (i.e. 1/2)")
    cut = re.search(
        r"(?<![\d.])(?<!\bi\.e)(?<!\be\.g)\.(?!\.)(?:\**\s|\**$)|(?<=\d)\.(?!\.)\**(?:\s+[A-Za-z]|$)|。", answer
    )
    if cut:
        answer = answer[: cut.start()]
    answer = answer.strip()
    bare = answer.strip("*").strip()
    # (only emphasis that wraps the whole value goes: "therefore **210**" keeps its closing mark, so the
    # emphasised value can be read out of the words around it)
    return answer if bare.count("**") % 2 else bare


_MATH_THEN_UNIT_RE = lazy_compile(
    r"(\$[^$]+\$)\s+(?:(?:square|sq\.?|cubic|cu\.?)\s+)?[A-Za-z]{1,12}(?:/[A-Za-z]{1,6})?[²³]?\.?"
)


def _unwrap_math(answer: str) -> str:
    """Strip one pair of ``$...$``/``\\(...\\)``/``\\[...\\]`` wrapping, and a box inside it."""
    a = answer.strip()
    unit = _MATH_THEN_UNIT_RE.fullmatch(a) if a.startswith("$") else None
    if unit is not None:
        a = unit.group(1)  # "$9.1\times10^{-28}$ kg": the unit outside the math is no part of it
    for left, right in (("$$", "$$"), ("$", "$"), ("\\(", "\\)"), ("\\[", "\\]")):
        if a.startswith(left) and a.endswith(right) and len(a) >= len(left) + len(right):
            inner = a[len(left) : len(a) - len(right)]
            if left not in inner.replace("\\$", ""):
                a = inner.strip()
                break
    boxed = last_boxed(a) if "\\boxed" in a or "\\fbox" in a else None
    return boxed if boxed is not None else a


# A factor right after a number that makes it a coefficient: π (captured), a root, or the imaginary unit.
# ("4π", "4 pi", "3 √2", "2i"; not "4 i.e." nor "4 in")
_FACTOR_AFTER_RE = lazy_compile(r"\s*(π|\\pi(?![A-Za-z])|pi(?![A-Za-z]))|\s*(?:√|\\sqrt)|i(?![A-Za-z])(?!\.[A-Za-z])")


def _last_number_skipping_check(text: str) -> str | None:
    """The last number, ignoring a trailing verification only when that is unambiguous."""
    numbers = list(_NUMBER_RE.finditer(text))
    if not numbers:
        return None
    last = numbers[-1].group(0)
    if len(numbers) > 1 and _RULED_OUT_AFTER_RE.fullmatch(text, numbers[-2].end(), numbers[-1].start()):
        return numbers[-2].group(0)  # "So 13, not 17.": the last value is the one ruled out
    if text[: numbers[-1].start()].rstrip("{ ").endswith("^"):
        return _power_before(text, numbers[-1].start())  # "so we get 2^6": 64, not 6
    if "frac" in text:
        over = _FRACTION_OPEN_RE.search(text, max(0, numbers[-1].start() - 40), numbers[-1].start())
        if over is not None and text[numbers[-1].end() :].lstrip().startswith("}"):
            # "So $\frac{3}{8}$ of the pizza is left.": the fraction, never its denominator alone
            return f"\\frac{{{over.group(1)}}}{{{last}}}"
    root = _root_around(text, numbers[-1]) if "√" in text or "sqrt" in text or "root" in text.lower() else None
    if root is not None:
        return root  # "Sticking with 4√5.": the root, not its radicand
    factor = _FACTOR_AFTER_RE.match(text, numbers[-1].end())
    if factor is not None:
        # "It lands on 4π.", "so z lands on 2i": the number is a coefficient; π is read with it, any
        # other factor leaves the answer unread (never the bare coefficient)
        return last + "π" if factor.group(1) else None
    checks = list(_CHECK_RE.finditer(text))
    if not checks:
        return last
    marker = checks[0].start()
    before = [m for m in numbers if m.end() <= marker]
    after = [m for m in numbers if m.start() >= marker]
    if not before or not after:
        return last
    candidate = before[-1]
    # The candidate must close the text before the check (only punctuation/units after it on that sentence)...
    tail = text[candidate.end() : marker]
    if not re.fullmatch(r"[\s\w$%.,!)*]*", tail) or re.search(r"\d", tail):
        return last
    # ... and the check must mention that very number, so it is a check of this answer.
    cand = candidate.group(0)
    if any(m.group(0) == cand for m in after):
        return cand
    return last


# Between a value and the one it rules out: "13, not 17", "40 rather than 44", "$12 and not $15".
_RULED_OUT_AFTER_RE = lazy_compile(
    r"(?i)\s?[a-z%$]{0,12}(?:,|\s?[—–])?\s{1,3}(?:and\s)?(?:not|rather\s+than|instead\s+of)\s{1,3}\$?"
)
_POWER_BASE_RE = lazy_compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*\^\s*\{?\s*$")


_FRACTION_OPEN_RE = lazy_compile(r"\\[dt]?frac\s*\{\s*([-−]?\d+(?:\.\d+)?)\s*\}\s*\{\s*$")
_SQRT_OPEN_RE = lazy_compile(r"(?:√|\\sqrt\s*\{|(?i:\bsquare\s+root\s+of))\s*$")
_COEFFICIENT_BEFORE_RE = lazy_compile(r"(?<![\w.])[-−]?\d+(?:\.\d+)?\s?$")


def _root_around(text: str, number: re.Match[str]) -> str | None:
    """The root a number is the radicand of, with its coefficient ("4√5", "3\\sqrt{2}"); else None."""
    start, end = number.start(), number.end()
    opening = _SQRT_OPEN_RE.search(text, max(0, start - 20), start)
    if opening is None or number.group(0).startswith(("-", "−")):
        return None
    clause = max(text.rfind(c, 0, opening.start()) for c in ".,;:!?\n")
    if _NEGATION_RE.search(text, clause + 1, opening.start()):
        return None  # ("does not simplify to $2\sqrt{3}$": a root denied is not stated)
    if opening.group(0)[0] not in "√\\":
        return "√" + number.group(0)  # "the square root of 25"
    if opening.group(0).startswith("\\"):
        close = text.find("}", end, end + 3)
        if close < 0 or text[end:close].strip():
            return None
        end = close + 1
    coefficient = _COEFFICIENT_BEFORE_RE.search(text, max(0, opening.start() - 12), opening.start())
    return text[coefficient.start() if coefficient is not None else opening.start() : end]


def _power_before(text: str, exponent_at: int) -> str | None:
    """The power whose exponent starts at ``exponent_at`` ("2^6", "10^{3}") when its base is a
    number; None when the base is not one ("x^3"): an exponent alone is never the answer."""
    base = _POWER_BASE_RE.search(text, max(0, exponent_at - 60), exponent_at)
    exponent = _NUMBER_RE.match(text, exponent_at)
    if base is None or exponent is None:
        return None
    if base.group(1) == "10":
        mantissa = _MANTISSA_RE.search(text, max(0, base.start() - 40), base.start())
        if mantissa is not None:  # "3.5 × 10^2 liters": scientific notation, the whole number
            return f"{mantissa.group(1)} \\times 10^{{{exponent.group(0)}}}"
    return f"{base.group(1)}^{{{exponent.group(0)}}}"


_MANTISSA_RE = lazy_compile(r"(?<![\w.^])([-−]?\d+(?:\.\d+)?)\s*(?:×|\\times|\\cdot|·|\*)\s*$")


_TEXT_GROUP_RE = lazy_compile(r"\\(?:text|textbf|mbox|mathrm)\s*\{[^{}]*\}")
_TWO_WORDS_RE = lazy_compile(r"(?<![\\A-Za-z])[A-Za-z]{2,}(?:['’][a-z]{1,2})?[\s,.;:]+[A-Za-z]{2,}")


# Prose in any script: two words of two letters or more in a row (maybe with a one-letter word between,
# "Elle a donc"), or a run of three CJK characters ("所以她有").
_PROSE_RE = lazy_compile(
    r"(?<![\\\w])[^\W\d_]{2,}(?:[\s,.;:]+[^\W\d_])?[\s,.;:]+[^\W\d_]{2,}|[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{3}"
)


def _is_bare(text: str) -> bool:
    """A response that is only an answer (no prose around it)."""
    s = _TEXT_GROUP_RE.sub(" T ", text.strip())
    if not text.strip() or "\n" in s or len(text) > 200:
        return False
    if _TWO_WORDS_RE.search(s):
        return False
    return not _PROSE_RE.search(s)


_MATH_SEGMENT_RE = lazy_compile(r"(?<!\\)\$([^$]+)(?<!\\)\$")


def _answer_in_prose(value: str) -> str:
    """Reduce "She makes $18 a day" after "Answer:" to its answer; a bare answer is kept as is."""
    if _is_bare(value):
        return value
    excluded = _EXCLUSION_NOTE_RE.search(value) if "≠" in value or "\\ne" in value or "!=" in value else None
    if excluded is not None and value[: excluded.start()].strip() and _is_bare(value[: excluded.start()]):
        return value[: excluded.start()]  # "3x, valid for x ≠ 0": the value, its domain note cut
    exact = _APPROX_RE.sub("", value)
    if exact != value and exact.strip() and _is_bare(exact):
        return exact  # "(sqrt(3)+1)/2, which is about 1.366": the exact value, its approximation in words cut
    if ("pi" in value or "sqrt" in value) and _CONSTANT_THEN_UNIT_RE.fullmatch(plain_forms(value.strip().rstrip("."))):
        return value  # "8*pi square inches": the value and its unit, cut later
    bold = [m.group(2) for m in _EMPHASIS_RE.finditer(value) if _MATHY_RE.search(m.group(2))]
    if len(bold) == 1:
        return bold[0]
    reason = _REASON_CLAUSE_RE.search(value) if "ecause" in value or "since" in value else None
    if reason is not None and _is_bare(value[: reason.start()]) and _MATHY_RE.search(value[: reason.start()]):
        return value[: reason.start()]  # ("x + 1, because cancelling x - 1 leaves x + 1": the value, then why)
    segments = _MATH_SEGMENT_RE.findall(value)
    if segments:
        return segments[-1].strip()
    numbers = _NUMBER_RE.findall(value)
    return numbers[-1] if numbers else value


# The reason given after a value: ", because ...", "; since ..." (what follows explains the value, states none).
_REASON_CLAUSE_RE = lazy_compile(r"\s*[,;]\s+(?:because|since)\b")


# ---------------------------------------------------------------------------------------------
# The committed value inside a candidate, and the last statement of a solution

# A trailing aside in brackets: "4√3 (about 6.93)", "$75 (the smaller one is $45)", "4/11 (99x = 36 より)".
# (a bracket of words, of an approximation, or of a comparison of two numbers giving the reason, "4 (125 > 100)")
_ASIDE_RE = lazy_compile(
    r"(?<=\S)[.!]?\s+\((?!(?i:\s*(?:wait|actually|correction|oops|sorry|i\s+mean)\b))(?=\s*[A-Za-z]{2,}|[^()]*\s[A-Za-z]{2,}\b|\s*(?:≈|~|=|i\.e\.|e\.g\.)|[^()]*[\u3040-\u30ff\u4e00-\u9fff]|[^()]*\d\s*[<>≤≥]\s*\d)"
    r"(?:[^()]|\([^()]*\))*\)\s*[.!]?\s*$"
)
# An approximation after an exact answer: ", which is about 1.189", "≈ 131.9".
_APPROX_RE = lazy_compile(
    r"(?:\s*[,;]\s*|\s+)(?:which\s+is\s+|or\s+)?"
    # ("$t = 20\ln 2$; numerically about 13.86": the decimal aid after a semicolon or named as one)
    r"(?:(?:numerically|decimally|as\s+a\s+decimal|in\s+decimal\s+form)\s*,?\s*)?"
    r"(?:about|approximately|approx\.?|roughly|around|nearly)\s+[-−]?[\d.].*$"
    r"|\s*~\s*[-−]?[\d.].*$",
    re.IGNORECASE | re.DOTALL,
)
# A clause after the answer that says where or why: "−4, attained at x = −3".
_CLAUSE_CUT_RE = lazy_compile(
    r",\s+(?:attained|achieved|reached|at|when|where|since|because|for|with|giving|i\.e\.|that\s+is|"
    r"because|as|from|after|each|per)\b.*$",
    re.IGNORECASE | re.DOTALL,
)
# An equation solved for its variable in a clause after it: ", giving x = 14", "; yielding $t = 3$".
_SOLVED_AFTER_RE = lazy_compile(
    r"[,;]\s+(?:which\s+)?(?:giving|gives|yielding|yields)\s+(\$?\s*[A-Za-z]\s*=\s*[^=,;]{1,40}?)\s*[.!]?\s*$"
)


def _unsolved_equation(value: str) -> bool:
    """True when ``value`` ends on an equation not yet solved: a variable on a side that is not the
    variable alone ("6x - 9 = 5x + 5", "2(t + 1) = 8"; not "x = 3" nor "the total = 40")."""
    parts = _top_level_parts(_unwrap_math(value.strip().strip("$").strip()))
    if len(parts) != 2 or _TWO_WORDS_RE.search(value):
        return False
    left, right = parts[0].strip(), parts[1].strip()
    if _LONE_VARIABLE_RE.fullmatch(left) or _LONE_VARIABLE_RE.fullmatch(right):
        return False
    return bool(re.search(r"\d\s*[A-Za-z]|[A-Za-z]\s*[-−+*/^)]|[-−+*/(]\s*[A-Za-z]", left + " " + right))


# Where a value is taken, after it without a comma: "5 at x = 2", "−3 when t = 1", "12 for n = 4".
_WHERE_CUT_RE = lazy_compile(
    r"(?<=[\d}π)])\s+(?:at|when|for|where)\s+\$?([a-zα-ω])\s*=\s*[-−]?[\w./√π]{1,20}\$?\s*[.!]?\s*$"
)
_REASON_CUT_RE = lazy_compile(r"(?<=[\d$}π)])\s+(?:since|because)\s+.*$", re.IGNORECASE | re.DOTALL)
# (An approximation that continues a chain is its last value: "= 4 × π/3 ≈ 4.19".)
_CHAIN_SPLIT_RE = lazy_compile(
    r"\s*(?<![<>!=≤≥])=(?!=)\s*|\s*(?:→|=>|⟹|⇒|⟺|⇔|≈|≡|\biff\b|\\to(?![A-Za-z]))\s*|\s+(?:gives|yields)\s+(?=[-−$\d(\\])"
)
_VARIABLE_RE = lazy_compile(r"[A-Za-z]")
# A unit after a number in a computation: "2.5 h × 3600 s/h" (a variable is written against its number: "4x").
_NUMBER_UNIT_RE = lazy_compile(r"(?<=\d)\s+[A-Za-z]{1,12}(?:/[A-Za-z]{1,6})?(?=\s*(?:[×·*/÷+−)-]|\\times|\\cdot|$))")
_KNOWN_NAMES_RE = lazy_compile(r"\\[A-Za-z]+|\b(?:sin|cos|tan|cot|sec|csc|log|ln|exp|sqrt|C|P|lcm|gcd)\b")
_FUNCTION_LHS_RE = lazy_compile(r"[A-Za-z]['′⁻¹]*\s*\(\s*[a-z]\s*\)")
_MIXED_RE = lazy_compile(r"([-−]?)(\d+)\s+(\d+)/(\d+)")
_CLOCK_RE = lazy_compile(r"(\d{1,2}:\d{2})\s*([AaPp])\.?\s*[Mm]\.?")
_LIST_OR_RE = lazy_compile(r",?\s+(?:and|or)\s+")
# "x = 3, y = 2", "x is 3 and y is 2", "x-coordinate 3 and y-coordinate 2" (values of one variable are a list).
_PAIR_RE = lazy_compile(
    r"(?:so\s+)?([a-z])(?:[-\s]coordinate\s+(?:is\s+|=\s*|of\s+)?|\s*=\s*|\s+is\s+)([^,;=]+?)(?:\s*,\s*(?:and\s+)?|\s+and\s+)([a-z])(?:[-\s]coordinate\s+(?:is\s+|=\s*|of\s+)?|\s*=\s*|\s+is\s+)([^,;=]+?)"
    r"(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)([a-z])(?:[-\s]coordinate\s+(?:is\s+|=\s*|of\s+)?|\s*=\s*|\s+is\s+)([^,;=]+?))?\s*[.!]?",
    re.IGNORECASE,
)
# Such a pair closing a sentence: "... meet where x = 3 and y = 2."
_PAIR_TAIL_RE = lazy_compile(
    r"(?i)(?:^|\b(?:where|when|with|at|has|have|is|are|so)\s+|[:,]\s*)(?=[a-z]\b|[a-z][-\s]coordinate)"
)
_PLAIN_FORMS = (
    (lazy_compile(r"(?<!\\)\bsqrt\s*\(([^()]*)\)"), r"\\sqrt{\1}"),
    (lazy_compile(r"(?<=[\w)])\*\*(?=[\w(])"), "^"),
    (lazy_compile(r"(?<!\\)\b(ln|log|sin|cos|tan)\b"), r"\\\1"),
    (lazy_compile(r"(?<!\\)\bpi\b"), r"\\pi"),
    # (a root of a number without brackets: "6 sqrt 2")
    (lazy_compile(r"(?<![\\\w])sqrt\s*(\d+(?:\.\d+)?)(?![\d.])"), r"\\sqrt{\1}"),
)
# What one of _PLAIN_FORMS' patterns needs in the value to match at all.
_PLAIN_FORM_KEYS = ("sqrt", "**", "ln", "log", "sin", "cos", "tan", "pi")
_TRAILING_WORDS_RE = lazy_compile(r"^([-−$]?\d[\d,.]*%?)\s+[A-Za-z][A-Za-z ²³]*$")
_LEADING_WORDS_RE = lazy_compile(
    r"^(?:(?!(?:ln|log|sin|cos|tan|sqrt|exp)\b)[A-Za-z]{2,}(?:['’][a-z]{1,2})?:?\s+){1,3}(?=[-−$\d√π(\\{⟨€£¥₹])",
    re.IGNORECASE,
)
# A value followed by its unit: "10π cm", "π/4 rad", "20 m/s".
_UNIT_RE = lazy_compile(
    r"^([^A-Za-z]*[\dπ√)}⁰¹²³⁴⁵⁶⁷⁸⁹½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])\s*(?:°[CF]?|\s*(?:/|\bper\s+)[A-Za-z]{2,12}|(?<=\s)[A-Za-z]{1,12}(?:/[A-Za-z]{1,6})?[²³]?(?:\s+[A-Za-z]{1,12})*"
    r"|[\u3040-\u30ff\u4e00-\u9fff]{1,8})$"
)
_CHANGE_RE = lazy_compile(
    r"^(?:an?\s+)?(?:net\s+)?(?:decrease|drop|loss|fall|reduction)\s+of\s+([\d.]+\s*\\?%)$"
    r"|^(?:an?\s+)?([\d.]+\s*\\?%)\s+(?:net\s+)?(?:decrease|drop|loss|reduction)$",
    re.IGNORECASE,
)
_CLOSING_MATH_RE = lazy_compile(r"(?<=[A-Za-z,])\s+\$([^$]{1,200})\$\s*[.!]?\s*$")
_COLON_MATH_RE = lazy_compile(r":\s+(\$[^$]+\$|\\\([^$]*?\\\))\s*[.!]?\s*$")
# What follows the last colon of a closing sentence, in plain text: "outside the roots: x < −2 or x > 2."
# (not a set or a factorial cut: "{y | y ≥ 2}", "P(5,5) = 5!")
_COLON_TAIL_RE = lazy_compile(r":\s+([^:\n{}|]{1,80}?)\s*(?:\.|(?<!\d)!)?\s*$")
_WORD_IN_MATH_RE = lazy_compile(r"(?i)\b(?!(?:or|and)\b)[a-z]{2,}")
_PERCENT_OF_RE = lazy_compile(r"^([-−]?\d+(?:\.\d+)?)\s*(?:%|\\%|percent|per\s+cent)\s+of\b", re.IGNORECASE)
_LAST_SENTENCE_RE = lazy_compile(r"(?<=[.!?])\s+(?=[A-Z])")
# "all real x with ...", "$x$ such that ...": the condition is the answer.
_ALL_SUCH_THAT_RE = lazy_compile(
    r"^(?:all\s+)?(?:real\s+)?(?:numbers?\s+)?\$?[a-z]\$?\s+(?:with|such\s+that|where|for\s+which)\s+(?=\S)",
    re.IGNORECASE,
)
_CUE_WORD_RE = lazy_compile(r"^(?:so|thus|hence|therefore|then)\b[,:]?\s*", re.IGNORECASE)
_ARROWS_RE = lazy_compile(
    r"→|=>|⟹|⇒|⟺|⇔|≈|≡|\biff\b|\\to(?![A-Za-z])|\\(?:Rightarrow|implies|Longrightarrow)(?![A-Za-z])|\s(?:gives|yields)\s"
)
_MEMBER_RE = lazy_compile(r"^[a-zα-ω]\s*(?:∈|\\in(?![A-Za-z]))\s*\\?\{(.*)\\?\}$")
# A variable placed in an interval: "x in [1, 4)", "t ∈ (0, 2]", "x \\in [0, 1]".
_IN_INTERVAL_RE = lazy_compile(
    r"^\$?[a-z](?:\s*(?:∈|\\in(?![A-Za-z]))|\s+in\s)\s*([\[(][^\[\]()]*,[^\[\]()]*[\])])\s*\$?$"
)
_BARE_SO_RE = lazy_compile(r"[,;]\s*(?:so|thus|hence|therefore)\s+(?=\S)", re.IGNORECASE)
# The same in a reply that is only working, also after a full stop or a space: "x^2 = 1 so $x = ±1$",
# "... ≈ 3.49 × 10^9. So $3^{20}$."
_BARE_CONCLUDES_RE = lazy_compile(r"(?:[,;.]\s*|(?<=\s))\b(?:so|thus|hence|therefore)\b,?\s+(?=\S)", re.IGNORECASE)
_ALTERNATIVES_RE = lazy_compile(r"\s+(?:or|and)\s+")
_LAST_ARROW_RE = lazy_compile(r"→|=>|⟹|⇒|\\Rightarrow|\\implies|\\Longrightarrow")
_LIST_ITEMS_RE = lazy_compile(r",\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+")
# One value of a list: a number, maybe signed, with a fraction, a root, π, i or a degree sign, no words.
_BARE_ITEM_RE = lazy_compile(
    r"[-−+]?\$?(?:\d[\d.]*|√\d+|\\sqrt\{\d+\}|\\frac\{[^{}]{1,20}\}\{[^{}]{1,20}\})"
    r"(?:\s*/\s*\d+)?(?:√\d+|π|\\pi|i)?(?:\s*(?:°|\^\s*\{?\s*\\circ\s*\}?))?\$?"
)
_VAR_VALUE_RE = lazy_compile(r"^\$?\s*([a-z])\s*=\s*(.+?)\s*\$?$")
# Markdown emphasis around a value or a statement ("**5**", "__x^3__"); not Python's power
# ("2**3", "x**(1/2)"): the opening mark follows no word character or bracket.
_EMPHASIS_RE = lazy_compile(r"(?<![\w)\]}*])(\*\*|__)(?=\S)(.+?)(?<=\S)\1(?![\w(\[{])")
# A joining word set in LaTeX text inside the math: "x = 1 \text{ or } x = 6", "\quad\text{and}\quad".
_LATEX_JOINER_RE = lazy_compile(
    r"(?:\\q?quad|\\[ ,;]|~|\s)*\\(?:text|textrm|mathrm|mbox)\s*\{\s*(or|and)\s*\}(?:\\q?quad|\\[ ,;]|~|\s)*"
)


_LATEX_CLOCK_RE = lazy_compile(
    r"^(\d{1,2})\{:\}(\d{2})\s*(?:\\(?:text|mathrm|textrm|mbox)\s*\{\s*([AaPp]\.?[Mm]\.?)\s*\})?$"
)
_MIXED_IN_TEXT_RE = lazy_compile(r"(?<![\d./])[-−]?\d+\s+\d+/\d+(?![\d/])")
_CLOCK_IN_TEXT_RE = lazy_compile(r"(?<![\d:])\d{1,2}:\d{2}(?:\s*[AaPp]\.?\s*[Mm]\b\.?)?(?![\d:])")
_BARE_CLOCK_RE = lazy_compile(r"^(\d{1,2}:\d{2})$")


def latex_clock(value: str) -> str:
    """A clock time written in LaTeX, ``10{:}20\\text{ PM}``, as ``10:20 PM``; anything else unchanged."""
    m = _LATEX_CLOCK_RE.match(value) if "{:}" in value else None
    if m is None:
        return value
    return f"{m.group(1)}:{m.group(2)}" + (f" {m.group(3)}" if m.group(3) else "")


def clock_time(value: str) -> str:
    """``10:20 pm`` and ``10:20 P.M.`` as ``10:20 PM``."""
    return _CLOCK_RE.sub(lambda m: f"{m.group(1)} {m.group(2).upper()}M", value)


def _top_level_parts(value: str) -> list[str]:
    """``value`` split at ``=``/``→`` outside brackets and braces."""
    parts, start, depth, seen = [], 0, 0, 0
    for m in _CHAIN_SPLIT_RE.finditer(value):
        for ch in value[seen : m.start()]:
            if ch in "({[":
                depth += 1
            elif ch in ")}]":
                depth -= 1
        seen = m.start()
        if depth == 0:
            parts.append(value[start : m.start()])
            start = m.end()
    parts.append(value[start:])
    return parts


# A bare comparison: "3 more than he started with", "$12 less than the list price".
_BARE_COMPARISON = (
    r"\$?[\d.,]+\s*(?:[a-z%]+\s+){0,2}?(?:more|less|fewer|greater|smaller|larger|higher|lower|bigger|longer|shorter"
    r"|cheaper|older|younger)\s+than\b"
)
# A remark after a dash that follows the value: "$91.80 — about seven dollars more than the tag".
# (or a comparison: "8 marbles — 3 more than he started with")
_DASH_ASIDE_RE = lazy_compile(r"\s*[—–]\s*(?=[\"“'A-Za-z]|" + _BARE_COMPARISON + r")")
_REVOKING_RE = lazy_compile(
    r"(?i)\b(?:wait|no|nope|actually|correct(?:ion|ing)?|rather|instead|mean|oops|sorry|hmm+|make\s+that|so|thus|hence|"
    r"therefore|answer|final|or|i\.e|that\s+is|which\s+is|equals?|gives?)\b|="
)
# A remark after a dash that commits to a value after a doubt before the dash: "giving 100... though I'm not fully
# confident — go with 101", "about 36, I'm unsure — sticking with 40" (the doubt is read in :data:`_DOUBT_BEFORE_DASH_RE`).
_COMMIT_AFTER_DASH_RE = lazy_compile(
    r"(?i)(?:i['’]d\s+|i['’]ll\s+|i\s+will\s+|i\s+would\s+|let['’]s\s+|so\s+)?"
    r"(?:go(?:ing)?\s+with|stick(?:ing)?\s+with|settl(?:e|ing)\s+on)\s+\$?[-−]?\d"
)
_DOUBT_BEFORE_DASH_RE = lazy_compile(
    r"(?i)\bnot\s+(?:fully\s+|entirely\s+|completely\s+|totally\s+|100%\s+)?(?:confident|sure|certain)\b"
    r"|\b(?:unsure|uncertain|doubt\w*|hesitant)\b"
)


def _without_dash_aside(text: str) -> str:
    """``text`` up to a dash remark after its value, unless the remark revokes or restates it."""
    for m in _DASH_ASIDE_RE.finditer(text):
        before, after = text[: m.start()], text[m.end() :]
        if _REVISION_BEFORE_DASH_RE.search(before, max(0, len(before) - 20)):
            return text  # ("$e^{2x}$. no wait — the derivative is $2e^{2x}$.": the dash opens the revision)
        if _COMMIT_AFTER_DASH_RE.match(after):
            doubt = _DOUBT_BEFORE_DASH_RE.search(before, max(0, len(before) - 80))
            if doubt is not None and not _ANY_DIGIT_RE.search(before, doubt.end()):
                return text  # ("giving 100... though I'm not fully confident — go with 101": the dash opens the choice)
        if _MATHY_RE.search(before) and (not _REVOKING_RE.search(after) or _ruled_out_list(after)):
            return before
    return text


# Words that take back what came before, right before a dash: "no wait —", "Hmm, no —", "actually —".
_REVISION_BEFORE_DASH_RE = lazy_compile(r"(?i)(?:^|[.!?,;]\s*|\s)(?:no\W+wait|wait|no|nope|actually|oops)\W{0,3}$")


# A remark that rules values out after the answer: "not 144, ..., and not 432, the product".
_NOT_START_RE = lazy_compile(r"(?i)(?:and\s+)?not\s+(?=\S)")
_BUT_RE = lazy_compile(r"(?i)\bbut\b")


_EXPLAINING_CLAUSE_RE = lazy_compile(r"(?i),\s*(?:which|since|because|as)\b")


def _ruled_out_list(remark: str) -> bool:
    """Whether ``remark`` (after a dash or comma that follows a value) only rules values out ("not 144,
    which is common but not least, and not 432"): it opens on "not" and neither revises the value nor
    replaces it ("not 12 but 14")."""
    if _NOT_START_RE.match(remark) is None:
        return False
    # (a word of revision in a clause that only explains the value ruled out, with no value of its own, revises
    # nothing: "not 4, which you'd get by doubling instead of halving")
    explained = _EXPLAINING_CLAUSE_RE.search(remark)
    if explained is not None and not _MATHY_RE.search(remark, explained.end()):
        remark = remark[: explained.start()]
    if _REVISES_RE.search(remark):
        return False
    first = remark.split(",", 1)[0]
    return _BUT_RE.search(first) is None


def _pair(value: str) -> str | None:
    """ "x = 3, y = 2" as the point ``(3, 2)``; "x = 1, x = 4" as the list ``1, 4``; else None."""
    m = _PAIR_RE.fullmatch(value.strip())
    if m is None:
        return None
    names = [g.lower() for g in m.groups()[0::2] if g]
    values = [g.strip() for g in m.groups()[1::2] if g]
    if not all(_MATHY_RE.search(v) and not re.search(r"[A-Za-z]{2,}", _LATEX_COMMAND_RE.sub("", v)) for v in values):
        return None
    if len(set(names)) == 1:
        return ", ".join(values)
    return "(" + ", ".join(values) + ")" if len(set(names)) == len(names) else None


def _strip_asides(value: str) -> str:
    v = value.strip()
    for _ in range(3):
        m = _ASIDE_RE.search(v)
        if m is None or not v[: m.start()].strip():
            break
        v = v[: m.start()]
    if ", not " in v:
        # "1/2, not 3/2": a value ruled out after the answer is no part of it
        rejected = _RULED_OUT_RE.search(v)
        if rejected is not None and v[: rejected.start()].strip():
            return v[: rejected.start()]
    if "not " in v:
        # "1/2, not 3/2, and not 5/2", "72 — not 144, and not 432": a list of values ruled out
        rejected = _RULED_OUT_FROM_RE.search(v)
        if rejected is not None and _MATHY_RE.search(v, 0, rejected.start()):
            if _ruled_out_list(v[rejected.end() :]):
                v = v[: rejected.start()]
    return v


_RULED_OUT_FROM_RE = lazy_compile(r"\s*(?:[,;]|[—–])\s*(?=(?:and\s+)?not\s)")


# (within the closing sentence: "Wait, 18, not 4. So x = 9." rules nothing out of the closing "x = 9")
_RULED_OUT_RE = lazy_compile(r",\s+not\s+(?:[^,;.!?]|\.(?!\s))*[.!?]?\s*$")


# An approximation after a value: "= 9π ≈ 28.27", "x = e^2 \approx 7.389".
_APPROX_AFTER_RE = lazy_compile(r"\s*(?:≈|\\approx)\s*[-−]?\$?\s*[\d.][^=≈]*$")
_UNIT_AFTER_RE = lazy_compile(r"\d\s*(?:[A-Za-z]{2,}|[a-z]\b)[²³]?")
# A product still to work out ("225 \cdot \frac{\pi}{180}", "3 × 4.5"), not scientific notation.
_UNWORKED_PRODUCT_RE = lazy_compile(
    r"\d\s*(?:\\cdot|\\times|×|·|\*|÷|\\div)(?!\s*10\s*\^)"
    # (or the given values put in a formula side by side: "π(2)²(5)", "(3)(4)/2", "2(7)")
    r"|[\dπ)]\s*\(\s*[-−]?\d+(?:\.\d+)?\s*\)|\(\s*[-−]?\d+(?:\.\d+)?\s*\)\s*(?:[²³(]|\^\s*\{?\d)"
)
# A root of a whole number: "√18", "\sqrt{18}".
_INTEGER_ROOT_RE = lazy_compile(r"^\$?\s*(?:√\s*(\d+)|\\sqrt\s*\{\s*(\d+)\s*\})\s*\$?$")
# A quotient of whole numbers: "14/21", "\frac{14}{21}".
_INTEGER_QUOTIENT_RE = lazy_compile(r"^\$?\s*(?:(\d+)\s*/\s*(\d+)|\\[dt]?frac\{\s*(\d+)\s*\}\{\s*(\d+)\s*\})\s*\$?$")
# A sum or difference of plain numbers ("2/3 + 3/4", "\frac{1}{2} - 0.2"): a computation still to do.
_RATIONAL_TERM = r"(?:\d+(?:\.\d+)?(?:\s*/\s*\d+)?|\\[dt]?frac\{\s*\d+\s*\}\{\s*\d+\s*\})"
_UNWORKED_SUM_RE = lazy_compile(
    r"^\$?\s*\(?\s*[-−]?\s*" + _RATIONAL_TERM + r"(?:\s*[-−+]\s*" + _RATIONAL_TERM + r")+\s*\)?\s*\$?$"
)
# A trigonometric function of a special angle ("cos(π/6)", "\sin 30^\circ", "tan 45°"): its exact value
# is what the problem asks for, so it is the question restated, not an answer.
_SPECIAL_TRIG_RE = lazy_compile(
    r"^\$?\s*\\?(?:sin|cos|tan|cot|sec|csc)\s*(?:\^\s*\{?\d\}?\s*)?(?:\(|\\left\(|\{)?\s*"
    r"(?:[-−]?\s*(?:\d+\s*)?(?:π|\\pi)\s*(?:/\s*[12346]|\}?\s*)?|\\frac\{\s*\d*\s*\\pi\s*\}\{\s*[12346]\s*\}|"
    r"(?:0|15|30|45|60|90|120|135|150|180|210|225|240|270|300|315|330|360)\s*(?:°|\^\s*\{?\\circ\}?|degrees?)?)"
    r"\s*(?:\)|\\right\)|\})?\s*\$?$"
)
# A value restated after "i.e." / "that is": "2.5, i.e. 2 hours 30 minutes".
_RESTATED_RE = lazy_compile(r"(?:,|;|\s)\s*(?:i\.e\.|that\s+is)[,:]?\s+(.+)$", re.IGNORECASE | re.DOTALL)


_LABEL_WORDS_RE = lazy_compile(r"(?i)[a-z]{2,}(?:\s+[a-z]{2,}){0,3}\s*:?")


# A predicate that says the value named before it has none ("is undefined", "does not exist", "n'est pas
# défini"): the reply commits to that verdict, not to the expression it names.
_WORD_VERDICT_RE = lazy_compile(
    r"(?i)\s*\$?\)?\s*(?:(?:is|are|would\s+be|remains?|stays?|becomes?)\s+(?:(?:still|thus|therefore|hence|then"
    r"|simply|just|mathematically|actually|clearly|technically)\s+)?(?:undefined|not\s+defined|indeterminate"
    r"|meaningless|not\s+a\s+(?:real\s+)?number|non-?existent)"
    r"|(?:does\s+not|doesn['’]t|cannot|can['’]t)\s+(?:exist|be\s+(?:defined|computed|evaluated))"
    r"|n['’]est\s+pas\s+d[ée]fini|no\s+est[áa]\s+definid[oa]|es\s+indefinid[oa]|ist\s+(?:nicht\s+definiert|undefiniert))"
    r"\b[^\d=]{0,80}$"
)


def _word_verdict_after(text: str, number: str) -> bool:
    """True when the last ``number`` of ``text`` is the subject of a closing verdict in words that it has
    no value ("0/5 is undefined.", "The limit at 3 does not exist.")."""
    at = text.rfind(number)
    return at >= 0 and _WORD_VERDICT_RE.match(text, at + len(number)) is not None


def _exact_before_approximation(value: str) -> str:
    """``value`` without an approximation that follows an exact value ("9π ≈ 28.27" is 9π);
    an approximation of a bare variable ("x ≈ 7.39") is the value itself."""
    m = _APPROX_AFTER_RE.search(value)
    if m is None:
        return value
    if "→" in m.group(0) or "⇒" in m.group(0):
        return value  # "π ≈ 3.14159… → 3.14": the arrow carries the rounding on to the result
    before = value[: m.start()]
    last = _top_level_parts(before)[-1] if before.strip() else ""
    variable = last.strip().strip("$").strip()
    # (a single letter is a variable, but π is a constant: "θ = π ≈ 3.14159" is π)
    lone = len(variable) == 1 and variable.isalpha() and variable != "π"
    if not variable or lone or before.count("(") != before.count(")"):
        return value
    if _LABEL_WORDS_RE.fullmatch(variable):
        return value  # "Result ≈ 3.14", "Total area ≈ 12.6": a label in words, not an exact value
    unit = _UNIT_AFTER_RE.search(m.group(0))
    if unit is not None and not before.rstrip().endswith(unit.group(0)[1:].strip()):
        # "= 4π/3 ≈ 4.19 units": the rounded value is the one stated as the result (but "9π cm² ≈ 28.27 cm²"
        # states the exact value with its unit as well)
        return value
    if _UNWORKED_PRODUCT_RE.search(last):
        return value  # "225 · π/180 ≈ 3.93": the computation is not an answer; its rounded result is
    if _unreduced(last):
        return value  # "14/21 ≈ 0.67": a quotient not yet reduced is the computation, not the answer
    if _rounded_decimal(variable, m.group(0)):
        return value  # "0.875 ≈ 0.88": a decimal already worked out, then rounded: the rounding is what is given
    if _UNWORKED_SUM_RE.match(variable) or _SPECIAL_TRIG_RE.match(variable):
        return value  # "2/3 + 3/4 ≈ 1.42", "cos(π/6) ≈ 0.866": the problem restated, then its rounded value
    if _common_logarithm(variable, m.group(0)):
        return value  # "log 5 ≈ 0.699": the rounding shows the base is 10, so "log 5" is not read as ln 5
    return before


# A logarithm with no base written: "log 5", "\log(12)", "log 2.5".
_BARE_LOG_RE = lazy_compile(r"^\$?\s*\\?log\s*\(?\s*(\d{1,9}(?:\.\d{1,9})?)\s*\)?\s*\$?$")


def _common_logarithm(exact: str, approximation: str) -> bool:
    """True when ``exact`` is a logarithm with no base written ("log 5") and ``approximation`` ("≈ 0.699") is its
    base-10 value rounded, not its natural one: the writer's own decimal says which logarithm is meant."""
    e = _BARE_LOG_RE.match(exact)
    a = _PLAIN_DECIMAL_RE.fullmatch(_APPROX_WORD_RE.sub("", approximation.replace("\\approx", "≈")).strip("$. "))
    if e is None or a is None or float(e.group(1)) <= 0:
        return False
    places = len(a.group(1) or "")
    got = float(a.group(0).replace("−", "-"))
    argument = float(e.group(1))
    tolerance = 10.0**-places
    return abs(math.log10(argument) - got) <= tolerance and abs(math.log(argument) - got) > tolerance


_PLAIN_DECIMAL_RE = lazy_compile(r"[-−]?\d{1,15}(?:\.(\d{1,15}))?")


def _rounded_decimal(exact: str, approximation: str) -> bool:
    """True when ``exact`` is a decimal ("0.875", "$2.346") and ``approximation`` ("≈ 0.88") is that decimal rounded
    to fewer places: a rounding the writer chose to give, not a decimal aid to a surd or a fraction."""
    e = _PLAIN_DECIMAL_RE.fullmatch(exact.strip("$ "))
    a = _PLAIN_DECIMAL_RE.fullmatch(_APPROX_WORD_RE.sub("", approximation.replace("\\approx", "≈")).strip("$. "))
    if e is None or a is None or e.group(1) is None:
        return False
    places = len(a.group(1) or "")
    if places >= len(e.group(1)):
        return False
    x, y = (Fraction(v.group(0).replace("−", "-")) for v in (e, a))
    return abs(x - y) * 2 * 10**places <= 1


# A quotient with a root in its denominator: "1/√2", "3/\sqrt{5}", "\frac{1}{\sqrt{2}}", "2/(√3)".
_ROOT_DENOMINATOR_RE = lazy_compile(
    r"^\$?\s*(?:[^/{}]{1,20}/\s*\(?\s*(?:√|\\sqrt)|\\[dt]?frac\s*\{[^{}]{1,20}\}\s*\{\s*\\sqrt)"
)


def _unreduced(value: str) -> bool:
    """True for an exact value not yet in simplest form: a quotient of whole numbers not in lowest
    terms ("14/21", "\\frac{6}{8}"), the root of a whole number with a square factor ("√18"), or a
    quotient with a root in its denominator ("1/√2", not yet rationalised)."""
    if _ROOT_DENOMINATOR_RE.match(value.strip()):
        return True
    m = _INTEGER_QUOTIENT_RE.match(value.strip())
    if m is not None:
        num, den = (int(g) for g in m.groups() if g is not None)
        return den != 0 and math.gcd(num, den) > 1
    m = _INTEGER_ROOT_RE.match(value.strip())
    if m is not None:
        n = int(m.group(1) or m.group(2))
        return 0 < n < 10**6 and any(n % (k * k) == 0 for k in range(2, math.isqrt(n) + 1))
    return False


def _share_statement(value: str) -> str:
    """``value`` without emphasis, a leading cue word and its closing full stop ("So 15% of 80 is **12**.")."""
    v = _EMPHASIS_RE.sub(r"\2", value) if "*" in value or "_" in value else value
    return _CUE_WORD_RE.sub("", v.strip().rstrip(".!").strip())


# A decimal comma after a zero: "0,375", "−0,25" (not "0,1" nor "(0,5)" nor "{0,12}", nor "10,250").
_DECIMAL_COMMA_RE = lazy_compile(r"(?<![\d.,(\[{])0,(\d{2,})(?![\d,)\]}]|\.\d)")


# A number, a comma and one or two digits with a unit, a currency sign or "%" right after it: "2,5 Stunden",
# "64,80 €", "12,5 %", "3,75 metros" (a thousands separator takes three digits; a list "1,2 and 3" or
# "4,5, 6" has a conjunction or another comma after it; a point "(2,5)" is in brackets; a "$" after it closes math, "$1,3$").
_UNIT_DECIMAL_COMMA_RE = lazy_compile(
    r"(?<![\d.,(\[{])(\d+),(\d{1,2})(?=\s?(?:[€£¥%‰°]|(?!(?:and|or|und|oder|et|ou|y|o|e|en|og|och)\b)"
    r"[^\W\d_]{2,}))"
)


def _digit_comma_digit(text: str) -> bool:
    """True when a comma stands between two digits somewhere in ``text``, which both decimal-comma patterns
    need: the commas are few, so looking at each one's neighbours is cheaper than either pattern's search."""
    at = text.find(",", 1)
    while 0 < at < len(text) - 1:
        if text[at - 1].isdecimal() and text[at + 1].isdecimal():
            return True
        at = text.find(",", at + 1)
    return False


def decimal_commas(text: str) -> str:
    """``text`` with its unambiguous decimal commas written as points ("La probabilidad es 3/8 = 0,375."):
    a zero, a comma and two or more digits, outside brackets (a point "(0,5)", a set "{0,12}" and a list
    "0, 25" or "0,1" keep their commas); and one or two digits after a comma with a unit, currency sign or
    percent sign right after them ("2,5 Stunden", "64,80 €")."""
    if "," not in text or not _digit_comma_digit(text):
        return text
    if "0," in text:
        text = _DECIMAL_COMMA_RE.sub(r"0.\1", text)
    return _UNIT_DECIMAL_COMMA_RE.sub(r"\1.\2", text)


def restatements(value: str) -> list[str]:
    """Other readings a candidate answer states as equal to its final value: the value before
    "i.e." ("2.5, i.e. 2 hours 30 minutes"), and an amount in cents or pence as its unit
    ("30 cents" is 0.30). Compared after the final value, never instead of it."""
    out = []
    v = value.strip()
    restated = _RESTATED_RE.search(v)
    if restated is not None and v[: restated.start()].strip() and not _INTERVAL_FORM_RE.search(restated.group(1)):
        # (an interval or inequality restated after "i.e." is the set the reply commits to: the form
        # before it, when it disagrees ("-2 < x < 3, i.e. x ∈ [-2, 3]"), is no second answer)
        out.append(final_value(v[: restated.start()]))
    for m in _SUBUNIT_RE.finditer(v):
        out.append(str(Decimal(m.group(1)) / 100))
    other_unit = _UNIT_OR_TAIL_RE.search(v) if " or " in v else None
    if other_unit is not None and other_unit.group(1) and other_unit.group(2):
        out.append(final_value(other_unit.group(1)))  # "2.5 m, or 250 cm": 250 too
    if _DURATION_WORD_RE.search(v) and duration_parts(v) is not None:
        out.append(v.rstrip(". "))  # "200 minutes": the amount with its unit, for a gold duration
    stated = _share_statement(v) if " of " in v else ""
    share = _PERCENT_OF_RE.match(stated) if stated else None
    if share is not None and _QUANTITY_IS_RE.fullmatch(stated):
        out.append(share.group(1) + "%")  # "15% of 80 is 12": the share too (it may be what was asked)
    both = _BOTH_IN_UNIT_RE.search(v) if "≈" in v or "\\approx" in v else None
    if both is not None and both.group(1) == both.group(3):
        out.append(both.group(2))  # "9π cm² ≈ 28.27 cm²": the rounded amount, stated in the same unit, too
    return out


def exact_beside_rounding(text: str) -> list[str]:
    """The exact value the closing sentence of ``text`` sets beside a rounding ("It equals about 1.4167
    (exactly 17/12)." gives 17/12), as a reading compared after the final value; [] when there is none."""
    tail = text[-300:]
    if "xact" not in tail and "recise" not in tail:
        return []
    exactly = None
    for exactly in _EXACTLY_RE.finditer(tail):  # noqa: B007 - the last one counts
        pass
    if exactly is None or exactly.end() < len(tail.rstrip(" .!")) - 1:
        return []  # (it must close the reply: "(exactly 17/12) for now, but ..." is no closing restatement)
    start = max(tail.rfind(". ", 0, exactly.start()), tail.rfind("\n", 0, exactly.start())) + 1
    if not _APPROX_WORD_RE.search(tail, start, exactly.start()):
        return []
    return [final_value(exactly.group(1))]


# An exact value set beside a rounding: "(exactly 17/12)", ", or exactly 2/3", "— precisely $\frac{5}{7}$".
_EXACTLY_RE = lazy_compile(
    r"(?i)(?:\(|,|;|[—–])\s*(?:or\s+|that\s+is\s+|i\.e\.,?\s+)?(?:exactly|precisely|exact\s+value:?)\s+"
    r"(\$[^$]{1,60}\$|[^\s,;()]{1,40})\s*\)?"
)


# An exact amount and its rounding, each with the same unit: "9π cm² ≈ 28.27 cm²".
_BOTH_IN_UNIT_RE = lazy_compile(
    r"\s([A-Za-z]{1,8}[²³]?)\s*(?:≈|\\approx)\s*([-−]?\d[\d,]*(?:\.\d+)?)\s*([A-Za-z]{1,8}[²³]?)\W*$"
)


_INTERVAL_FORM_RE = lazy_compile(r"[<>≤≥]|\\[lg]eq?\b|\\in\b|∈|[\[(]\s*[-−]?[\w\\.]+\s*,\s*[-−]?[\w\\.]+\s*[\])]")
_UNIT_OR_TAIL_RE = lazy_compile(
    r"\d\s*[A-Za-z]{1,12}(?:/[A-Za-z]{1,6})?[²³]?\s*,?\s+or\s+([-−]?\d[\d,]*(?:\.\d+)?\s*([A-Za-z]{1,12}"
    r"(?:/[A-Za-z]{1,6}|\s+per\s+[A-Za-z]{1,12})?)[²³]?)\.?\s*$"
)
_DURATION_WORD_RE = lazy_compile(r"(?i)\d\s*(?:h|hrs?|hours?|mins?|minutes?|s|secs?|seconds?)\b")


_SUBUNIT_RE = lazy_compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:cents?|pence|¢)\b", re.IGNORECASE)


# A congruence that ends in a whole number: "... \equiv 2 \pmod 7", "≡ 4 (mod 9)".
_RESIDUE_RE = lazy_compile(
    r"(?:≡|\\equiv)\s*([-−]?\d+)\s*(?:\\pmod\s*\{?\s*\d+\s*\}?|\\?\(\s*(?:\\bmod|\\mod|mod)\s*\d+\s*\\?\))\s*\$?\s*[.!]?\s*$"
)


_APPROX_WORD_RE = lazy_compile(r"(?i)(?:about|approximately|approx\.?|roughly|around|nearly|≈|~)\s*")
_UNIT_OR_RE = lazy_compile(
    r"([-−]?\d[\d,]*(?:\.\d+)?\s*([A-Za-z]{1,12}(?:/[A-Za-z]{1,6})?[²³]?))\s*,?\s+or\s+"
    r"([-−]?\d[\d,]*(?:\.\d+)?\s*([A-Za-z]{1,12}(?:/[A-Za-z]{1,6}|\s+per\s+[A-Za-z]{1,12})?[²³]?))\.?"
)
_PERCENT_WORD_RE = lazy_compile(r"([-−]?\d+(?:\.\d+)?)\s*(?:percent|per\s+cent)", re.IGNORECASE)
_SAME_OR_RE = lazy_compile(r"(.+?),?\s+or\s+(.+?)")
_ODDS_RE = lazy_compile(r"(\d{1,12})\s+(?:in|out\s+of)\s+(\d{1,12})")
_PLUS_MINUS_ITEM_RE = lazy_compile(r"(?:±|\\pm)\s*([^\s,±]+)")


# A display of aligned rows (a derivation, one step a row): its last row is where it ends.
_ALIGNED_RE = lazy_compile(
    r"\\begin\{(aligned|align\*?|eqnarray\*?|gathered|gather\*?|split)\}(.{0,5000}?)\\end\{\1\}", re.DOTALL
)


def _last_row(m: re.Match[str]) -> str:
    rows = [r for r in m.group(2).split("\\\\") if r.strip()]
    return rows[-1].replace("&", " ").strip() if rows else m.group(0)


_DIGITS_AND_A_PART_RE = lazy_compile(r"(?i)(?<![\d.])(\d{1,9})\s+and\s+an?\s+(half|third|quarter)\b")
_PART_DENOMINATOR = {"half": 2, "third": 3, "quarter": 4}


def _digits_and_a_part(m: re.Match[str]) -> str:
    return f"{m.group(1)} 1/{_PART_DENOMINATOR[word_key(m.group(2))]}"


_WORDS_IN_BRACKETS_RE = lazy_compile(r"(?<![\d.])([-−]?\d{1,9})\s*\(([A-Za-z][A-Za-z -]{2,40})\)")


def _same_in_words(m: re.Match[str]) -> str:
    """The number alone when the words in brackets after it say the same number ("7 (seven)")."""
    said = number_words_as_digits(m.group(2)).strip()
    return m.group(1) if said.replace("−", "-") == m.group(1).replace("−", "-") else m.group(0)


# A short name, then "equals" or "is equal to": "x equals 4" is "x = 4".
_EQUALS_WORD_RE = lazy_compile(
    r"(?i)^(?:[a-z]+,\s+)?(?:(?:so|thus|hence|therefore|then)\b,?\s+)?([^\s=,]{1,20})\s+(?:equals|is\s+equal\s+to)\s+(?=\S)"
)


def _without_closing_symbols(value: str) -> str:
    """``value`` without the symbols that close it: ticks and emoji ("✅", "✔️", "🎉"); not a degree sign,
    nor a cross ("17 ❌" rejects the value)."""
    v = value
    while v and (v[-1] == "\ufe0f" or (unicodedata.category(v[-1]) == "So" and v[-1] not in "°℃℉❌✗✘❎✖⛔🚫")):
        v = v[:-1].rstrip()
    return v if v else value


def _same_amount(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` are one plain amount written two ways ("$21.30" and "$21.3"; "1/4" and
    "25%"; "\\frac{3}{8}" and "0.375")."""
    x, y = _amount(a), _amount(b)
    return x is not None and x == y


# A closing amount and the same amount in another form: "2/5, or 40%", "$\\frac{3}{8}$ or 0.375".
_AMOUNT_FORM = r"(\$[^$]{1,40}\$|[-−]?\$?\d[\d,]*(?:\.\d+)?(?:/\d+)?(?:\s*(?:%|percent))?)"
_TWO_FORMS_END_RE = lazy_compile(r"(?<![\w.])" + _AMOUNT_FORM + r"\s*,?\s+or\s+" + _AMOUNT_FORM + r"\s*[.!]?\s*$")
_PERCENT_END_RE = lazy_compile(r"(?i)\s*(?:\\?%|percent|per\s+cent)$")
_FRAC_AMOUNT_RE = lazy_compile(r"\\[dt]?frac\{(\d{1,9})\}\{(\d{1,9})\}|(\d{1,9})\s*/\s*(\d{1,9})")


def _amount(text: str) -> Fraction | None:
    """A plain amount as an exact number: a decimal, a quotient of whole numbers or a percentage."""
    t = text.strip().rstrip(".!").strip().strip("$").strip().replace(",", "")
    scale = Fraction(1)
    percent = _PERCENT_END_RE.search(t)
    if percent is not None:
        t, scale = t[: percent.start()].strip(), Fraction(1, 100)
    sign = -1 if t[:1] in "-−" else 1
    t = t.lstrip("-−").strip()
    quotient = _FRAC_AMOUNT_RE.fullmatch(t)
    try:
        if quotient is not None:
            num, den = (int(g) for g in quotient.groups() if g is not None)
            return sign * Fraction(num, den) * scale if den else None
        if not re.fullmatch(r"\d+(?:\.\d+)?|\.\d+", t):
            return None
        return sign * Fraction(Decimal(t)) * scale
    except (ArithmeticError, ValueError):
        return None


def _plus_minus_list(value: str) -> str:
    """A list with "±a" among its items, each such item as "-a, a" ("0, ±1" is "0, -1, 1")."""
    items = [t.strip() for t in value.split(",")]
    if len(items) < 2 or not any(_PLUS_MINUS_ITEM_RE.fullmatch(t) for t in items):
        return value
    out: list[str] = []
    for item in items:
        pm = _PLUS_MINUS_ITEM_RE.fullmatch(item)
        out.extend([f"-{pm.group(1)}", pm.group(1)] if pm else [item])
    return ", ".join(out)


def _one_variable_list(value: str) -> str | None:
    """ "x = -1, x = 0, and x = 1" (each maybe in its own ``$...$``) as the list "-1, 0, 1"; else None."""
    v = value.strip().rstrip(".!").strip()
    if "," not in v or len(v) > 500 or "(" in v:
        return None
    items = [_VAR_VALUE_RE.match(a.strip()) for a in _LIST_ITEMS_RE.split(v)]
    if len(items) < 2 or not all(f and not re.search(r"[=$]", f.group(2)) for f in items):
        return None
    if len({f.group(1) for f in items if f}) != 1:
        return None
    return ", ".join(f.group(2) for f in items if f)


# A value written with \pi or \sqrt (after plain forms: "2*\pi/3", "\sqrt{2}/2") and a unit word after it.
_CONSTANT_THEN_UNIT_RE = lazy_compile(
    r"((?:[^A-Za-z\\]|\\(?:pi|sqrt|[dt]?frac)(?![A-Za-z]))*?(?:[\d)}]|\\pi))\s+(?:(?:square|sq\.?|cubic|cu\.?)\s+)?"
    r"[A-Za-z]{2,12}(?:/[A-Za-z]{1,6})?(?:\^?[23]|[²³])?\.?"
)


def _without_unit_after_constant(value: str) -> str:
    """``value`` without the unit word after a value written with π or a root ("2*pi/3 radians",
    "sqrt(2)/2 meters"), also on the right of an equation ("acos(-0.5) = 2*pi/3 radians")."""
    head, eq, tail = value.rpartition("=")
    m = _CONSTANT_THEN_UNIT_RE.fullmatch(tail.strip())
    if m is None or not ("\\pi" in m.group(1) or "\\sqrt" in m.group(1)):
        return value
    return f"{head}{eq} {m.group(1).strip()}" if eq else m.group(1).strip()


# Memberships in intervals one after another: "2x ∈ (−2, 8), x ∈ (−1, 4)", "x − 1 ∈ [0, 2], so x ∈ [1, 3]".
_MEMBERSHIP = r"([^,;∈]{1,30}?)\s*(?:∈|\\in(?![A-Za-z]))\s*([\[(][^\[\]()]{1,40}[\])])"
_MEMBERSHIP_RE = lazy_compile(_MEMBERSHIP)
_MEMBERSHIP_CHAIN_RE = lazy_compile(r"(?:" + _MEMBERSHIP + r"\s*(?:,|;|,?\s*so)\s*){1,4}" + _MEMBERSHIP + r"\s*[.!]?")


def _rewritten_membership(value: str) -> str:
    """The last of memberships one after another when it is the variable's own and every one before it
    is of an expression in that variable: one condition rewritten ("2x ∈ (−2, 8), x ∈ (−1, 4)" is
    x ∈ (−1, 4)); ``value`` as it is otherwise (two conditions on the variable itself both hold)."""
    plain = value.replace("$", "").strip()
    if _MEMBERSHIP_CHAIN_RE.fullmatch(plain) is None:
        return value
    parts = list(_MEMBERSHIP_RE.finditer(plain))
    variable = _CUE_WORD_RE.sub("", parts[-1].group(1).strip()).lstrip("$")
    if not re.fullmatch(r"[a-z]", variable):
        return value
    for part in parts[:-1]:
        subject = part.group(1).strip().lstrip("$")
        if subject == variable or variable not in subject or re.search(r"[a-z]", subject.replace(variable, "")):
            return value
    last = parts[-1]
    return variable + plain[last.end(1) : last.end()]


# A label in words before a point given by its coordinates: "Vertex: ", "Intersection point: ".
_PAIR_LABEL_RE = lazy_compile(r"[A-Za-z][A-Za-z ]{0,24}:\s+")


# A value in math followed by another ruled out: "$\{3, 4\}$, not $\{1, 2\}$", "$(1, 2)$ rather than $(2, 1)$".
_MATH_THEN_RULED_OUT_RE = lazy_compile(
    r"(?i:(?:it|that|this|the\s+[a-z]{2,20})(?:['’]s|\s+is)\s+)?(\$[^$]{1,80}\$)\s*(?:[,;]|\s[—–-])?\s+(?:and\s+)?(?:not|rather\s+than|instead\s+of)\s+\$[^$]{1,80}\$\s*[.!]?"
)


def final_value(value: str) -> str:
    """The committed value in a candidate answer.

    Drops a trailing aside in brackets, an approximation after an exact value and a
    clause saying where or why; takes the last member of a chain of equalities or
    arrows (``0.06 × 500 = 30``, ``f'(x) = 3x^2 + 2``; ``x = 5`` stays a relation); and
    writes plain-text forms the comparator reads (``2 1/2`` as a mixed number,
    ``x = 3, y = 2`` as ``(3, 2)``, ``3 and −3`` as a list, ``sqrt(2)``, ``2**(1/4)``,
    ``8*pi``, ``10:20 pm``).
    """
    v = value.strip()
    if v.endswith((",", ";")):
        v = v[:-1].rstrip()  # "the constant 1, regardless of x": the comma closed the value, not a list
    if "**" in v or "__" in v:
        v = _EMPHASIS_RE.sub(r"\2", v)  # "= **5**.", "so **x = 5**", "__x^3__"
    if "∈" in v or "\\in" in v:
        v = _rewritten_membership(v)  # "2x ∈ (−2, 8), x ∈ (−1, 4)": the condition rewritten for x itself
    if "\\begin" in v:
        v = _ALIGNED_RE.sub(_last_row, v)  # "\begin{aligned} 2x + 3 &= 11 \\ x &= 4 \end{aligned}": x = 4
    if v and not v[-1].isascii():
        v = _without_closing_symbols(v)  # "17 marbles ✅", "x = 4 ✔️", "42 🎉"
    if "equal" in v:
        v = _EQUALS_WORD_RE.sub(r"\1 = ", v)  # "x equals 4", "f(2) is equal to 7"
    if " and a" in v:
        v = _DIGITS_AND_A_PART_RE.sub(_digits_and_a_part, v)  # "12 and a half" is 12 1/2
    if "(" in v:
        v = _WORDS_IN_BRACKETS_RE.sub(_same_in_words, v)  # "7 (seven) days": the number said twice
    kept = _MATH_THEN_RULED_OUT_RE.fullmatch(v) if "not" in v or "than" in v or "instead" in v else None
    if kept is not None:
        v = kept.group(1)  # "$\{3, 4\}$, not $\{1, 2, 3, 4\}$": the value in math, then one ruled out
    if _SCALE_GATE_RE.search(v):
        v = scale_words_as_digits(v)  # "$2.4 billion"
    residue = _RESIDUE_RE.search(v) if "mod" in v else None
    if residue is not None and v.count("≡") + v.count("\\equiv") == 1 and not re.search(r",|\bor\b|\band\b", v):
        return residue.group(1)  # "2^{10} \equiv 2 \pmod 7": the residue, a whole number
    restated = _RESTATED_RE.search(v)
    if restated is not None and _APPROX_WORD_RE.match(restated.group(1)) and v[: restated.start()].strip():
        v = v[: restated.start()]  # "1 in 6, i.e. about 16.7%": an approximation restates nothing exactly
    elif restated is not None and _MATHY_RE.search(restated.group(1)):
        v = restated.group(1)  # "|x| < 3, i.e. −3 < x < 3": the value in the form it is restated in
    for _ in range(3):
        m = _ASIDE_RE.search(v)
        if m is None or not v[: m.start()].strip():
            break
        v = v[: m.start()]
    if "≠" in v or "\\ne" in v or "!=" in v:
        excluded = _EXCLUSION_NOTE_RE.search(v)
        if (
            excluded is not None
            and v[: excluded.start()].strip()
            and not _INEQUALITY_SIGN_RE.search(v, 0, excluded.start())
        ):
            v = v[: excluded.start()]  # "x = ±1 (x ≠ 0)": a note on the domain after values, not part of them
    if "→" in v or "->" in v or "\\to" in v:
        approach = _APPROACH_NOTE_RE.search(v)
        if approach is not None and v[: approach.start()].strip():
            v = v[: approach.start()]  # "3cos(3x) → 3 as x → 0": where the variable tends is no part of the limit
    if ", not " in v:
        rejected = _RULED_OUT_RE.search(v)  # "40, not 20 as I first thought": the value ruled out is no part of it
        if rejected is not None and v[: rejected.start()].strip():
            v = v[: rejected.start()]
    if v[:1].isalpha() and (_NUMBER_WORD_RE.match(v) or _FRACTION_WORD_RE.match(v) or _MORE_WORDS_START_RE.match(v)):
        in_digits = number_words_as_digits(v).rstrip(".! ")
        if _NUMBER_RE.fullmatch(in_digits) or _PERCENT_WORD_RE.fullmatch(in_digits):
            v = in_digits  # "Final answer: eleven thousand and twelve", "three quarters", "ten percent"
    if _DURATION_WORD_RE.search(v):
        duration = duration_parts(v)
        if duration is not None and len(duration) > 1:
            return v.rstrip(".! ")  # "3 h 20 min", "2 hours and 15 minutes": one duration
    v = _exact_before_approximation(v)
    cut = _APPROX_RE.sub("", v)
    v = cut if cut.strip() else v
    solved = _SOLVED_AFTER_RE.search(v) if "=" in v else None
    if solved is not None and _unsolved_equation(v[: solved.start()]):
        v = solved.group(1)  # "6x − 9 = 5x + 5, giving x = 14": the equation solved, not a clause on a value
    cut = _CLAUSE_CUT_RE.sub("", v)
    v = cut if cut.strip() else v
    cut = _REASON_CUT_RE.sub("", v) if " since " in v or " because " in v else v
    v = cut if cut.strip() else v  # "$\frac{4}{11}$ since $4 \div 11 = 0.3636\ldots$": the reason is no part of it
    v = v.strip().strip("*").strip()
    repeating = re.search(r"\.\d+(?:\.\.\.|…)$", v) is not None  # "0.1666...": the dots say it repeats
    # "P(5,5) = 5!", "$6!$": a factorial after "=" or in math (not "The answer is 12!", which exclaims)
    factorial = "!" in v and _FACTORIAL_END_RE.search(v) is not None
    v = v.rstrip("." if factorial else ".!").strip()
    if repeating and not v.endswith("…"):
        v += "..."  # ("0.666…" keeps its one ellipsis)
    sentences = _LAST_SENTENCE_RE.split(v)
    if len(sentences) > 1 and _MATHY_RE.search(sentences[-1]):
        v = sentences[-1].strip().rstrip(".!").strip()  # "80/8 = 10. So $10."
    v = _CUE_WORD_RE.sub("", v)
    v = _ALL_SUCH_THAT_RE.sub("", v)
    if "$" in v:
        if v.count("$") == 1 and v.rstrip(".! ").endswith("$") and not v.rstrip(".! ").endswith("\\$"):
            v = v.rstrip(".! ")[:-1]  # "Range $= [1, \infty)$.": the math opened before "=", the value closes it
        elif _JOINED_SEGMENTS_RE.fullmatch(v.rstrip(".! ")):
            v = v.replace("$", "")  # "$x<-2$ or $x>2$": one answer written in several math segments
    share = _PERCENT_OF_RE.match(v) if not _ARROWS_RE.search(v) and "=" not in v else None
    if share is not None and _QUANTITY_IS_RE.fullmatch(v):
        share = None  # ("15% of 80 is 12": what the share comes to is stated; see restatements for the share)
    if share is not None:  # "15 percent of 80": the share stated is the percentage
        return share.group(1) + "%"
    change = _CHANGE_RE.match(v)
    if change is not None:  # "a net decrease of 4%"
        return "-" + (change.group(1) or change.group(2)).replace(" ", "")
    v = _LEADING_WORDS_RE.sub("", v)
    other_unit = _UNIT_OR_RE.fullmatch(v) if " or " in v and len(v) < 100 else None
    if other_unit is not None and other_unit.group(2) != other_unit.group(4):
        v = other_unit.group(1)  # "2.5 m, or 250 cm": one length in two units (see restatements)
    same = _SAME_OR_RE.fullmatch(v) if " or " in v and len(v) < 100 else None
    if same is not None and _same_amount(same.group(1), same.group(2)):
        v = same.group(1)  # "$21.30, or $21.3": one amount written two ways
    member = _MEMBER_RE.match(v)
    if member is not None:  # "x ∈ {−2, 8}"
        v = member.group(1)
    within = _IN_INTERVAL_RE.match(v) if "[" in v or "]" in v else None
    if within is not None:  # "x in [1, 4)", "t ∈ (0, 2]": the interval
        v = within.group(1)
    builder = _SET_BUILDER_RE.fullmatch(v.strip("$ ")) if "{" in v else None
    if builder is not None and _only_variable(builder.group(2), builder.group(1)):
        v = builder.group(2)  # "\{y : y \ge 1\}", "{x | -1 < x ≤ 4}": the condition, an interval
    # "x = π/6 or x = 5π/6": the values of one variable, as a list.
    if "{" in v:
        v = _LATEX_JOINER_RE.sub(r" \1 ", v)
    v = _one_variable_list(v) or v  # "$x = -1$, $x = 0$, and $x = 1$"
    alternatives = _ALTERNATIVES_RE.split(v)
    if len(alternatives) > 1:
        found = [_VAR_VALUE_RE.match(a.strip()) for a in alternatives]
        if all(found) and len({f.group(1) for f in found if f}) == 1:
            v = ", ".join(f.group(2) for f in found if f)
        elif len(alternatives) == 2 and (first := _VAR_VALUE_RE.match(alternatives[0].strip())) is not None:
            # "x = 30° and 150°", "t = 2 or 5": the variable named once, its values joined by "and"/"or"
            values = [first.group(2), *_LIST_ITEMS_RE.split(alternatives[1].strip())]
            if all(_BARE_ITEM_RE.fullmatch(each.strip()) for each in values) and len(values) < 10:
                v = ", ".join(each.strip() for each in values)
    if ("," in v or " or " in v or " and " in v) and len(v) < 500 and _ARROWS_RE.search(v):
        # "x(x² − 4) = 0 → x = 0, x = 2, x = −2": after the last arrow, the values of one variable
        last = _LAST_ARROW_RE.split(v)[-1]
        items = [_VAR_VALUE_RE.match(a.strip()) for a in _LIST_ITEMS_RE.split(last)]
        if (
            len(items) > 1
            and all(items)
            and len({f.group(1) for f in items if f}) == 1
            and not any(";" in f.group(2) or "$" in f.group(2) for f in items if f)
        ):  # (not "k = ±8$; with $k>0$, $k = 8": a value, then a condition that picks one)
            return ", ".join(f.group(2) for f in items if f)
    pair = _pair(v)
    labelled = _PAIR_LABEL_RE.match(v) if pair is None and ":" in v[:26] else None
    if labelled is not None:
        pair = _pair(v[labelled.end() :])  # ("Vertex: x = 2, y = −5": the label names the point)
    if pair is not None:
        return pair
    parts = _top_level_parts(v)
    if len(parts) == 2 and _LONE_VARIABLE_RE.fullmatch(parts[1]) and _NUMBER_RE.fullmatch(parts[0].strip()):
        v = parts[1].strip() + " = " + parts[0].strip()  # "so −5 = x": the variable's value, written the other way
        parts = _top_level_parts(v)
    valued = _QUANTITY_IS_RE.fullmatch(v) if len(parts) < 2 else None
    if valued is not None:
        v = valued.group(1)  # "so 15% is 12", "3/4 of 20 makes 15": what the quantity comes to
    if len(parts) >= 2 and parts[-1].strip():
        # A chain (a = b = c) ends in its value; so does a computation (0.06 × 500 = 30, sin 30° = 0.5)
        # or a function's value (f'(x) = 3x^2 + 2). An equation in variables (4x - 5y = -50, x = 5)
        # stays whole; see alternative_readings for its right-hand side.
        lhs = parts[0].strip()
        if (
            len(parts) > 2
            or _ARROWS_RE.search(v)
            or _FUNCTION_LHS_RE.fullmatch(lhs)
            or not _VARIABLE_RE.search(_KNOWN_NAMES_RE.sub("", _NUMBER_UNIT_RE.sub("", lhs)))
            or _TWO_WORDS_RE.search(lhs)  # prose before "=": "the trip takes 405/18 = 22.5 minutes"
        ):
            v = _LEADING_WORDS_RE.sub("", parts[-1].strip())
            if v.count("$") == 1 and v.endswith("$") and "{" in v:
                builder = _SET_BUILDER_RE.fullmatch(v[:-1].strip())  # "Range $= \{y : y \ge 1\}$"
                if builder is not None and _only_variable(builder.group(2), builder.group(1)):
                    v = builder.group(2)
    odds = _ODDS_RE.fullmatch(v)
    if odds is not None and int(odds.group(2)):
        return f"\\frac{{{odds.group(1)}}}{{{odds.group(2)}}}"  # "1 in 6", "3 out of 8": a probability
    if "±" in v or "\\pm" in v:
        v = _plus_minus_list(v)
    mixed = _MIXED_RE.fullmatch(v)
    if mixed is not None:
        sign, whole, num, den = mixed.groups()
        v = f"{'-' if sign else ''}\\frac{{{int(whole) * int(den) + int(num)}}}{{{den}}}"
    listed = _LIST_OR_RE.sub(", ", v)
    if listed != v and not re.search(r"[A-Za-z]", listed.replace("\\", "")):
        v = listed
    v = plain_forms(v)
    v = clock_time(v)
    percent = _PERCENT_WORD_RE.fullmatch(v)
    if percent is not None:
        return percent.group(1) + "%"  # "25 percent" (from "twenty-five percent")
    words = _TRAILING_WORDS_RE.fullmatch(v) or _UNIT_RE.fullmatch(v)
    if words is not None and not _CLOCK_RE.search(v):
        v = words.group(1)
        mixed = _MIXED_RE.fullmatch(v)
        if mixed is not None:  # "4 1/2 cups"
            sign, whole, num, den = mixed.groups()
            v = f"{'-' if sign else ''}\\frac{{{int(whole) * int(den) + int(num)}}}{{{den}}}"
    if "\\pi" in v or "\\sqrt" in v:
        v = _without_unit_after_constant(v)  # "2*pi/3 radians", "acos(-0.5) = 2*pi/3 radians"
    money = _CURRENCY_SIGN_RE.fullmatch(v) if not v.isascii() else None
    if money is not None:
        v = money.group(1) or money.group(2)  # "75¢", "21.30 €", "£12": the amount
    unit = _MATH_THEN_UNIT_RE.fullmatch(v) if v[:1] == "$" else None
    if unit is not None:
        v = unit.group(1)  # "$25\pi$ square units": the unit after the math is no part of it
    if len(v) > 2 and v[0] == "$" and v[-1] == "$" and "$" not in v[1:-1]:
        return v[1:-1].strip()  # "it's $16\tfrac{2}{3}\%$"
    return v[1:] if v[:1] == "$" and v[1:2].isdigit() else v


# A bracketed note excluding a point after the values ("(x ≠ 0)", "(x \neq 2, 3)") and the signs of an inequality,
# after which such a note is part of the set ("x > 2 (x ≠ 5)").
# Where the variable of a limit tends, after the limit's value: " as x → 0", ", when n -> ∞", " for $x \to 2$".
_APPROACH_NOTE_RE = lazy_compile(
    r"(?<![\s,;])(?:\s*,)?\s+(?i:as|when|for)\s+\$?[a-z]\s*(?:→|->|\\to\b|\\rightarrow\b)\s*[-−+]?[\w∞\\⁺⁻]{1,10}"
    r"(?:\^?[-−+])?\$?\s*[.!]?\s*$"
)
_EXCLUSION_NOTE_RE = lazy_compile(
    r"(?<![\s,;])(?:\s*\(\s*[a-z]\s*(?:≠|\\neq?\b|!=)\s*[^()]{1,20}\)\s*[.!]?\s*$"
    # (or a clause: ", valid for x ≠ −3", " for x ≠ 2", ", provided that x != 0", " where x ≠ 1", "; x ≠ 4")
    r"|(?i:(?:\s*[,;])?\s+(?:(?:which\s+is\s+)?(?:valid|defined|true|holding|good)\s+)?(?:for\s+(?:all\s+)?|when\s+|whenever\s+"
    r"|where\s+|provided\s+(?:that\s+)?|as\s+long\s+as\s+|with\s+|if\s+)|\s*;\s*)"
    r"\$?[a-z]\s*(?:≠|\\neq?\b|!=)\s*[-−]?[\w./]{1,12}\$?\s*[.!]?\s*$)"
)
_INEQUALITY_SIGN_RE = lazy_compile(r"[<>≤≥≠]|\\[lgn]eq?\b|\\ne\b|\\[lg]t\b")
_LONE_MATH_RE = lazy_compile(r"\$[^$=]{1,80}\$")
_LONE_VARIABLE_RE = lazy_compile(r"\s*[A-Za-z]\s*")
_FACTORIAL_END_RE = lazy_compile(
    r"(?:=\s*|\$\s*|^\$?\s*\d{1,3}!\s*=.*)(?<![\d.])\d{1,3}!\s*\$?\s*\.?$|^\$\s*\d{1,3}!\s*\$"
)
# Math segments joined only by commas and "or"/"and": "$x<-2$ or $x>2$", "$x = 1$, $x = 4$".
_JOINED_SEGMENTS_RE = lazy_compile(r"\$[^$]{1,200}\$(?:\s*(?:,|,?\s*\bor\b|,?\s*\band\b)\s*\$[^$]{1,200}\$){1,10}")
# Set-builder notation with one variable: "\{y : y \ge 1\}", "{x | x < 3}", "\{x \in \mathbb{R} \mid x \neq 2\}".
_SET_BUILDER_RE = lazy_compile(
    r"\\?\{\s*([a-z])\s*(?:(?:\\in|∈)\s*(?:\\mathbb\s*\{?R\}?|ℝ|\\R)\s*)?(?::|\||\\mid|\\vert)\s*(.{1,200}?)\s*\\?\}"
)


def _only_variable(condition: str, variable: str) -> bool:
    """True when ``condition`` is about ``variable`` alone (LaTeX commands and "or"/"and" aside)."""
    letters = re.sub(r"\\[A-Za-z]+|\b(?:or|and)\b", " ", condition)
    return (
        set(re.findall(r"[A-Za-z]", letters)) == {variable}
        and re.search(r"[<>≤≥≠]|\\[lgn]eq?\b|\\ne\b", condition) is not None
    )


# A quantity without variables that "is" a value: "15% is 12", "3/4 of 20 makes 15".
_QUANTITY_IS_RE = lazy_compile(
    r"[-−\d.,/%\s]{1,20}(?:\s(?:of|off)\s[-−\d.,\s$]{1,20})?\s(?:is|equals|makes|gives)\s+"
    r"([-−]?\d[\d,]*(?:\.\d+)?(?:/\d+)?%?)"
)
_CURRENCY_SIGN_RE = lazy_compile(r"([-−]?\d[\d,.]*)\s?[¢€£¥₹]|[€£¥₹]\s?([-−]?\d[\d,.]*)")
_CHECK_SENTENCE_RE = lazy_compile(
    r"(?i)^\s*(?:\(|(?:(?:as\s+|for\s+)?(?:an?\s+)?(?:quick|final|brief|sanity|extra)\s+check|(?:let\s+me\s+|let['’]?s\s+)?(?:check|verify)(?=\s*:)|check|checking|verify|verification|indeed|numerically|"
    r"note|for\s+comparison|as\s+a\s+check|double[- ]check)\b)"
)
# (a sentence in brackets ends at its bracket: "... also works.) So the full answer is ...")
_SENTENCE_SPLIT_RE = lazy_compile(
    r"(?:(?<=[.!?])(?<!i\.e\.)(?<!e\.g\.)(?<!\bvs\.)|(?<=[.!?]\)))\s+(?=[A-Z(\d$\\−-])|\n+"
)
_CLAUSE_CUE_RE = lazy_compile(
    r"(?i)(?:[,;:]\s*|\s)(?:so|thus|hence|therefore|then|i\.e\.(?!\s*(?:about|approximately|roughly|around|nearly)\b)|giving|which\s+gives|yielding|donc|entonces|daher|somit|quindi)\s+"
    r"|,\s+and\s+"
    r"|,\s+which\s+(?=(?:makes|gives|is|means|comes\s+to)\b(?!\s+(?:about|approximately|roughly|around|nearly|close)))"
)
_STATEMENT_RE = lazy_compile(
    r"(?i)\b(?:is|are|was|were|equals|gives|makes|earns|earned|gets|got|ends\s+at|comes\s+to|totals|it's|it’s|that's|that’s"
    r"|(?:converges|tends|amounts|adds\s+up|works\s+out|comes\s+out)\s+to)\s+|(?<![<>!=])=\s*|:\s+"
    r"|\s(?:→|=>|⇒)\s*"
)
_MATHY_RE = lazy_compile(r"[\d√π∞½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|\\(?:frac|sqrt|pi|infty)")
_LATEX_COMMAND_RE = lazy_compile(r"\\[A-Za-z]+")
_POINT_RE = lazy_compile(r"\([-−]?\d+(?:\.\d+)?(?:\s*,\s*[-−]?\d+(?:\.\d+)?)+\)")
_UNITS = {
    "zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
# A number written in words ("twelve", "fifty-nine", "two hundred and five"); not "one" alone,
# which is mostly a pronoun.
_DIGIT_WORDS = "one|" + "|".join(k for k in _UNITS if _UNITS[k] < 10)
_UNIT_WORDS = "|".join(sorted(_UNITS, key=len, reverse=True))
_TEN_WORDS = "|".join(_TENS)
_BELOW_THOUSAND = (
    rf"(?:(?:{_TEN_WORDS})(?:[-\s](?:{_DIGIT_WORDS}))?|{_UNIT_WORDS}|one(?=\s+(?:hundred|thousand)\b))"
    rf"(?:\s+hundred(?:\s+(?:and\s+)?(?:(?:{_TEN_WORDS})(?:[-\s](?:{_DIGIT_WORDS}))?|{_UNIT_WORDS}|one)\b)?)?"
)
# (and "eleven thousand six hundred forty")
_NUMBER_WORD_RE = lazy_compile(
    r"\b" + _BELOW_THOUSAND + r"(?:\s+thousand(?:,?\s+(?:and\s+)?(?:" + _BELOW_THOUSAND + r"|one)\b)?)?\b(?!-[A-Za-z])",
    re.IGNORECASE,
)
# A fraction in words: "three quarters", "two-thirds", "one half", "five eighths".
_DENOMINATORS = {
    "half": 2, "halves": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10,
}  # fmt: skip
_FRACTION_WORD_RE = lazy_compile(
    r"\b(one|two|three|four|five|six|seven|eight|nine)[-\s]+(halves|half|thirds?|quarters?|fourths?|fifths?|sixths?"
    r"|sevenths?|eighths?|ninths?|tenths?)\b",
    re.IGNORECASE,
)


_MIXED_WORDS_RE = lazy_compile(
    r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+and\s+(?:an?\s+)?"
    r"((?:one|two|three|four|five|six|seven|eight|nine)[-\s]+(?:halves|half|thirds?|quarters?|fourths?|fifths?"
    r"|sixths?|sevenths?|eighths?|ninths?|tenths?)\b)",
    re.IGNORECASE,
)


def _word_number(words: str) -> int | None:
    total, current = 0, 0
    for w in re.split(r"[-\s]+", words.lower()):
        if w == "and" or not w:
            continue
        if w == "hundred":
            current = (current or 1) * 100
        elif w == "thousand":
            total, current = total + (current or 1) * 1000, 0
        elif w in _UNITS:
            current += _UNITS[w]
        elif w in _TENS:
            current += _TENS[w]
        elif w == "one":
            current += 1
        else:
            return None
    return total + current


_AND_A_PART_RE = lazy_compile(
    r"(?i)\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+and\s+an?\s+(half|third|quarter)\b"
)
# (a letter only after a currency sign, "$4.5M": "2k" alone is 2 times k)
_SCALE_RE = lazy_compile(
    r"(?<![\w.])(\d+(?:\.\d+)?)\s*(?i:(thousand|million|billion|trillion))\b|(?<=\$)(\d+(?:\.\d+)?)(k|K|M|bn)(?![\w/²³])"
)
_SCALE_GATE_RE = lazy_compile(r"illion|thousand|Thousand|\$\d+(?:\.\d+)?(?:k|K|M|bn)(?![\w/²³])")
_SCALES = {"thousand": 3, "million": 6, "billion": 9, "trillion": 12, "k": 3, "m": 6, "bn": 9}


def scale_words_as_digits(text: str) -> str:
    """``text`` with an amount and its scale word as one number ("3.5 million" -> "3500000")."""

    def whole(m: re.Match[str]) -> str:
        value = Decimal(m.group(1) or m.group(3)).scaleb(_SCALES[word_key(m.group(2) or m.group(4))])
        return format(value.normalize(), "f")

    return _SCALE_RE.sub(whole, text)


_MORE_WORDS_START_RE = lazy_compile(r"(?i)(?:a|one|half\s+a)\s+dozen\b|(?:minus|negative)\s")


def number_words_as_digits(text: str) -> str:
    """``text`` with numbers written in words as digits ("fifty-nine dollars" -> "59 dollars")."""

    def digits(m: re.Match[str]) -> str:
        value = _word_number(m.group(0))
        return m.group(0) if value is None else str(value)

    def fraction(m: re.Match[str]) -> str:
        num = 1 if word_key(m.group(1)) == "one" else _UNITS[word_key(m.group(1))]
        den = word_key(m.group(2))
        return f"{num}/{_DENOMINATORS.get(den, _DENOMINATORS.get(den[:-1], 0))}"

    if " and a " in text:
        text = _AND_A_PART_RE.sub(r"\1 and one \2", text)  # "two and a half" is "two and one half"
    if _FRACTION_WORD_RE.search(text):
        # "six and three quarters" is the mixed number 6 3/4; "three quarters" is 3/4
        text = _MIXED_WORDS_RE.sub(lambda m: f"{m.group(1)} {m.group(2)}", text)
        text = _FRACTION_WORD_RE.sub(fraction, text)
    text = _NUMBER_WORD_RE.sub(digits, text)
    if _MORE_WORDS_RE.search(text):
        text = _DOZEN_RE.sub(
            lambda m: str(12 * int(m.group(1))) if m.group(1) else ("6" if m.group(0)[0] in "hH" else "12"), text
        )
        text = _SIGN_WORD_RE.sub("-", text)  # "minus three", "negative four"
        text = _POINT_WORD_RE.sub(
            lambda m: m.group(1) + "." + re.sub(r"\s+", "", m.group(2)), text
        )  # "three point five"
    return text


# "one" closing a sentence right after a copula or "=" ("The sum is one.", "x equals one"); not "the one", "a one".
_COPULA_ONE_RE = lazy_compile(r"(?i)(?:(?<=\bis\s)|(?<=\bequals\s)|(?<==\s))one(?=\s*[.!]?\s*$)")
# Words that make a number with the digits around them: "a dozen", "minus 3", "3 point 5".
_MORE_WORDS_RE = lazy_compile(r"(?i)\b(?:dozen|minus|negative|point)\b")
_DOZEN_RE = lazy_compile(r"(?i)\bhalf\s+a\s+dozen\b|(?:\b(?:a|one)\s+|(?<![\w.])(\d{1,6})\s+)dozen\b")
_SIGN_WORD_RE = lazy_compile(r"(?i)\b(?:minus|negative)\s+(?=\d)")
_POINT_WORD_RE = lazy_compile(r"(?i)(?<![\w.])(\d+)\s+point\s+(\d(?:\s+\d(?!\d))*)(?![\d.])")


def _values(text: str) -> set[float]:
    out = set()
    for token in _NUMBER_RE.findall(text):
        try:
            out.add(float(token.replace(",", "").replace("−", "-")))
        except ValueError:
            continue
    return out


# A value named by a capital letter in a statement: "So M = (2, -3).", "P = 24."
_NAMED_LETTER_RE = lazy_compile(r"(?<![\w\\])([A-Z])\s*=\s*[-−(\d$]")


# A check that ends on a conclusion stating one value on its own: "..., so it's 97.", "; hence the answer is 8".
_CHECK_CONCLUDES_RE = lazy_compile(
    r"(?i)(?:[,;:]|\s[—–])?(?<!\s)\s+(?:so|thus|hence|therefore)\s*,?\s+(?:(?:it|that|the\s+answer)(?:['’]s|\s+is"
    r"|\s+must\s+be)\s+)?\$?[-−]?\d[\d,]*(?:\.\d+)?\$?\s*[.!]?\s*$"
)


def _is_check(sentence: str) -> bool:
    """A sentence that checks the answer: "Check: ...", "(...)", "Heads: 7 + 23 = 30 ✓"."""
    if _CHECK_SENTENCE_RE.match(sentence):
        # (a sentence that is only a pair or tuple of values states it: "... y = 3. (7, 3).")
        return not _opens_statement(sentence) and not _POINT_RE.fullmatch(sentence.strip().rstrip(".!").rstrip())
    return "✓" in sentence or "✔" in sentence


def _opens_statement(sentence: str) -> bool:
    """True when a sentence that opens with a bracket goes on after it closes: "(x, y) = (2, 3)"."""
    s = sentence.strip()
    if not s.startswith("("):
        return False
    depth = 0
    for i, ch in enumerate(s):
        depth += (ch == "(") - (ch == ")")
        if depth == 0:
            return bool(s[i + 1 :].strip(" .!")) and "=" in s[i + 1 :]
    return False


# The amount a clause is about, as its subject: "350 liters" (in "so 350 liters are needed").
_REVISION_OPENER_RE = lazy_compile(r"(?i)\W*(?:(?:hmm+|oh|no)\W+)?(?:wait|actually|correction|oops|sorry|i\s+mean)\b")
_SUBJECT_AMOUNT_RE = lazy_compile(r"\$?\d+(?:\.\d+)?\s+[A-Za-z]{2,15}(?:\s+of\s+[A-Za-z]{2,15})?")
_NEGATION_RE = lazy_compile(r"(?i)\b(?:not|never|no)\b|n['’]t\b")
# "20 m/s, i.e. 72 km/h": one amount in two units.
_UNITS_RESTATED_RE = lazy_compile(
    r"(?<![\w.])([-−]?\d[\d,]*(?:\.\d+)?\s*[A-Za-z]{1,12}(?:/[A-Za-z]{1,6})?[²³]?)\s*,?\s+i\.e\.,?\s+[-−]?\d[\d,]*(?:\.\d+)?\s*[A-Za-z]{1,12}(?:/[A-Za-z]{1,6})?[²³]?\.?\s*$"
)


def _restated_in_units(text: str) -> list[str]:
    """The amount a closing "20 m/s, i.e. 72 km/h" restates, in its own unit (["20"]), else []."""
    tail = text[-300:]
    if "i.e." not in tail:
        return []
    m = _UNITS_RESTATED_RE.search(tail)
    return [final_value(m.group(1))] if m is not None else []


# (or said the spoken way, the cents as a bare number closing the phrase: "a dollar fifty", "2 pounds 20.")
_MONEY_WORDS_RE = lazy_compile(
    r"(?i)(?<![\d.\w])(\d+|an?)\s+(dollars?|euros?|pounds?|bucks?)"
    r"(?:\s*,?\s+and\s+(\d{1,2})\s+(?:cents?|pence)\b|\s+(\d{1,2})(?:\s+(?:cents?|pence)\b|(?=\s*(?:[,;!?)]|\.(?!\d)|$))))"
)


_PERCENT_AFTER_RE = lazy_compile(r"\s?(?:\\?%)")


def _money_as_amount(text: str) -> str:
    """``text`` with amounts of money in units and cents as one decimal amount: "5 dollars and 25 cents"
    (from "five dollars and twenty-five cents") and "a dollar 50" (from "a dollar fifty") as 5.25 and 1.50."""

    def amount(m: re.Match[str]) -> str:
        whole = "1" if m.group(1).lower() in ("a", "an") else m.group(1)
        return f"{whole}.{int(m.group(3) or m.group(4)):02d} {m.group(2)}"

    return _MONEY_WORDS_RE.sub(amount, text)


# A reaffirming word before a bare value: "Yes, $\frac{3}{2}$.", "Right: 12."
_AFFIRM_RE = lazy_compile(r"(?i)^(?:yes|yep|yeah|indeed|right|okay|ok|confirmed)\b[,:;!.]?\s*")


# A value denied, then the one that replaces it: "isn't 210 — it's 240", "not 3/4; it's 4/3", "Not 12 but
# 15.", "There are not 5 but 6 ways."
_CORRECTED_RE = lazy_compile(
    r"(?i)(?:\bnot|n['’]t)\s+(?:equal\s+to\s+|be\s+)?\$?[-−]?[\d.,/√π\\{}]+\$?(?:\s*\([^()]{0,80}\))?\s*"
    r"(?:[—–;]|,)\s*(?:but\s+)?(?:(?:it|this|that|the\s+answer|the\s+total|the\s+result)(?:['’]s|\s+is|\s+was)\s+|rather,?\s+|instead,?\s+)"
    r"([^—–;]{1,60}?)\s*[.!]?\s*$"
    r"|\bnot\s+\$?[-−]?[\d.,/√π\\{}]+\$?,?\s+but\s+([^—–;]{1,60}?)\s*[.!]?\s*$"
)


# Two or more values joined by commas, then ", and" and one more closing the sentence: one list.
_LIST_ITEM = r"[-−]?\$?\d[\d.]*(?:/\d+)?\$?"
_OXFORD_LIST_HEAD_RE = lazy_compile(r"(?<![\w.,])" + _LIST_ITEM + r"(?:\s*,\s*" + _LIST_ITEM + r")+$")
_LIST_ITEM_END_RE = lazy_compile(_LIST_ITEM + r"\s*[.!]?\s*")


_LISTED_BEFORE_RE = lazy_compile(r"\d\$?\s*,\s*\$?[-−]?\d[^,;.!?]{0,8},\s*\$?[-−]?\d")
# A count closing a list of the counted things: "$-2, -1, 0, 1, 2, 3$ — that's 6.", "..., 4, 6, 8: so 4 in all."
_COUNT_AFTER_LIST_RE = lazy_compile(
    r"\d\$?\s*(?:[—–:;]|,|\s-)\s*(?:that['’]s|that\s+is|that\s+makes|which\s+makes|so|making|giving)\s+"
    r"(\d{1,9})(?:\s+(?:in\s+all|in\s+total|altogether|of\s+them|[a-z]{3,20}))?\s*[.!]?\s*$",
    re.IGNORECASE,
)


# A run of parts closed by a clause that sums them or carries the result on: "10% is 24, 5% is 12, total
# 36.", "600; 112.5; total $712.50", "= 4, leaving 12.", "…, for a total of 18 km", "…; altogether 40".
_CLOSING_RESULT_RE = lazy_compile(
    r"(?i)(?:[,;]|\s[—–]|\s-)\s*(?:and\s+|so\s+)?(?:(?:the\s+|a\s+|grand\s+)?(?:total|sum)(?:\s+(?:is|of|comes\s+to|was))?"
    r"|in\s+(?:total|all)|altogether|all\s+told|overall|for\s+a\s+total\s+of|leaving|giving|making|bringing\s+(?:it|the\s+total)\s+to"
    r"|which\s+leaves|that\s+leaves"
    # (the other combinations of the parts before, with a colon, "=" or "is": "..., difference: −30")
    r"|(?:the\s+)?(?:difference|product|quotient)(?=\s*[:=]|\s+is\b)(?:\s+is)?)"
    r"\s*[:=]?\s*(\$?[-−]?\$?\d[\d,]*(?:\.\d+)?(?:%|√\d+|\\sqrt\{\d+\}|/\d+)?)(?:\s+[a-z]{1,15}){0,2}\s*[.!]?\s*$"
)
# A number (in digits) in the working before that clause, in its sentence: the parts it sums or follows.
_PART_BEFORE_RE = lazy_compile(r"\d")


def _closing_result(text: str) -> str | None:
    """The amount of a clause closing a run of parts that sums them or carries the result on ("10% is
    24, 5% is 12, total 36."; "Gives Ann 4, leaving 12."), when the sentence states other amounts
    before it; None otherwise."""
    tail = text[-300:]
    m = _CLOSING_RESULT_RE.search(tail)
    if m is None:
        return None
    sentence_start = max(tail.rfind(". ", 0, m.start()), tail.rfind("\n", 0, m.start())) + 1
    if not _PART_BEFORE_RE.search(tail, sentence_start, m.start()):
        return None
    return m.group(1).replace("−", "-").replace("$", "").replace(",", "")


# A count, then a colon and the things counted: "There are four: −2, −1, 1, 2.", "Ten: 1², 2², ..., 10².",
# "So 3 of them: 4, 9 and 16."
_COUNT_THEN_LIST_RE = lazy_compile(
    r"(?i)(?:^|[.!?\n]\s*)(?:(?:so|thus|hence)\s*,?\s+)?(?:there\s+(?:are|is|were)\s+|that['’]s\s+|it['’]s\s+|exactly\s+|just\s+)?"
    r"(\d{1,4}|[a-z]{3,12})(?:\s+(?:of\s+them|[a-z]{3,20}(?:\s+[a-z]{3,20})?))?\s*:\s*"
    r"([^:\n]{1,200}?)\s*[.!]?\s*$"
)
_ENUMERATION_ITEM_RE = lazy_compile(r"\$?\(?[-−]?[\d√][^,;]{0,20}|\.{3}|…|\\[lc]?dots")


def _count_then_list(text: str, question: str) -> str | None:
    """The count a closing sentence gives before a colon and the list of what it counts, for a problem
    that asks how many ("There are four: −2, −1, 1, 2."); the list must hold that many items unless it
    is shortened with an ellipsis. None otherwise."""
    asking = _asking_part(question)
    if not (_HOW_MANY_RE.search(asking) or re.search(r"(?i)\bnumber\s+of\b", asking)):
        return None
    m = _COUNT_THEN_LIST_RE.search(text, max(0, len(text) - 300))
    if m is None:
        return None
    word = m.group(1)
    count = int(word) if word.isdigit() else _word_number(word.lower())
    if count is None:
        return None
    items = [t.strip() for t in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m.group(2).strip()) if t.strip()]
    if len(items) < 2 or not all(_ENUMERATION_ITEM_RE.fullmatch(t) for t in items):
        return None
    shortened = any(t in ("...", "…") or t.startswith("\\") for t in items)
    if not shortened and len(items) != count:
        return None
    return str(count)


# A clause of words after a ";" that holds no value, doubts nothing and takes nothing back: "; both check out",
# "; these are the only two".
_WORDY_TAIL_RE = lazy_compile(r";\s*([A-Za-z][A-Za-z'’ ,-]{3,80}?)\s*[.!]?\s*$")
_TAIL_TURNS_RE = lazy_compile(
    r"(?i)\b(?:not|no|never|wrong|incorrect|mistake|error|wait|actually|maybe|perhaps|probably|possibly|might|could"
    r"|unsure|sure|guess|think|either|or|but|except|unless|if)\b|n['’]t\b"
)


def _without_wordy_tail(clause: str) -> str:
    """``clause`` without a closing clause of words after a ";" ("x = 4 and x = −4; both check out."), when that
    clause holds no value, no single letter that could be one, and neither doubts nor takes anything back."""
    tail = _WORDY_TAIL_RE.search(clause)
    if (
        tail is None
        or _TAIL_TURNS_RE.search(tail.group(1))
        or re.search(r"(?<![A-Za-z])[A-Za-z](?![A-Za-z'’])", tail.group(1))
    ):
        return clause
    head = clause[: tail.start()]
    return head if _MATHY_RE.search(head) else clause


def _last_statement(text: str) -> tuple[str, str] | None:
    """The value the last sentence states ("So the area is 4√3 (about 6.93).") and the text it was read from."""
    sentences = [x for x in _SENTENCE_SPLIT_RE.split(_CALC_RE.sub("", text[-2000:]).strip()) if x.strip()]
    corrected = _CORRECTED_RE.search(sentences[-1], max(0, len(sentences[-1]) - 400)) if sentences else None
    if corrected is not None:
        # "4/7 of 420 isn't 210 (that'd be half) — it's 240.": the value that replaces the one denied
        replacing = corrected.group(1) or corrected.group(2)
        value = final_value(replacing)
        if _MATHY_RE.search(value) and not _TWO_WORDS_RE.search(_TEXT_GROUP_RE.sub(" T ", value)):
            return value, replacing
    fact = _fact_after_supposition(sentences[-1]) if sentences and " but " in sentences[-1] else None
    if fact is not None:
        sentences[-1] = fact  # "If she hadn't baked, she'd make $26 — but as stated it's $18.": the fact
    if sentences and ("—" in sentences[-1] or "–" in sentences[-1]):
        sentences[-1] = _without_dash_aside(sentences[-1])  # "... is $12 — three dollars less than ..."
    if sentences and (
        _NUMBER_WORD_RE.search(sentences[-1])
        or _MORE_WORDS_RE.search(sentences[-1])
        or (_FRACTION_WORD_RE.search(sentences[-1]) and not re.search(r"\d", sentences[-1]))  # "drank two-thirds"
    ):
        sentences[-1] = number_words_as_digits(sentences[-1])  # "which is eight.", "fifty-nine dollars"
    if sentences and sentences[-1].rstrip(" .!").lower().endswith(" one"):
        # "The total is one.": "one" closing a sentence after a copula has no noun to stand for, so it is the number
        sentences[-1] = _COPULA_ONE_RE.sub("1", sentences[-1])
    if sentences and _SCALE_GATE_RE.search(sentences[-1]):
        sentences[-1] = scale_words_as_digits(sentences[-1])  # "The city has 3.5 million people."
    if sentences and _MONEY_WORDS_RE.search(sentences[-1]):
        # "5 dollars and 25 cents" (from "five dollars and twenty-five cents") is 5.25
        sentences[-1] = _money_as_amount(sentences[-1])
    # A check after the answer is dropped when it is an aside in brackets or checks a number the
    # sentence before it states (else it may be a correction), unless it opens revising ("(Actually $44.)").
    while len(sentences) > 1 and _is_check(sentences[-1]) and not _REVISION_OPENER_RE.match(sentences[-1]):
        concluded = _CHECK_CONCLUDES_RE.search(sentences[-1])
        if concluded is not None:
            # "Checking: 91 = 7 × 13, so it's 97.": the check ends by stating a value, which it chose
            sentences[-1] = sentences[-1][concluded.start() :].lstrip(" ,;")
            break
        checked = _values(sentences[-1])
        confirmed = "✓" in sentences[-1] or "✔" in sentences[-1]
        named = _NAMED_LETTER_RE.search(sentences[-2])  # ("So M = (2, -3). As a check, the distance from M ...")
        about = named is not None and re.search(r"(?<![\w\\])" + named.group(1) + r"(?!\w)", sentences[-1]) is not None
        if (
            not sentences[-1].lstrip().startswith("(")
            and not confirmed
            and not checked & _values(sentences[-2])
            and not about
        ):
            return None
        sentences.pop()
        if confirmed and sentences and sentences[-1].rstrip().endswith("?") and checked & _values(sentences[-1]):
            # ("y = 4? Check: 4 + 4/2 = 6 ✓": the value asked about is the one the check confirms)
            sentences[-1] = sentences[-1].rstrip()[:-1] + "."
    if not sentences:
        return None
    last = sentences[-1].strip()
    bold: list[str] = []
    set_off = False  # (the whole closing sentence in emphasis: "**−i**")
    if "**" in last or "__" in last:
        set_off = _EMPHASIS_RE.fullmatch(last.rstrip(".!").rstrip()) is not None
        # (A value set in bold in the closing sentence is the one it commits to: "reaches **8 metres** up".)
        bold = [m.group(2) for m in _EMPHASIS_RE.finditer(last) if _MATHY_RE.search(m.group(2))]
        last = _EMPHASIS_RE.sub(r"\2", last)
    aside = _ASIDE_RE.search(last)
    if aside is not None and last[: aside.start()].strip():
        last = last[: aside.start()]
    stated = _STATEMENT_RE.search(last)
    listed = _one_variable_list(last[stated.end() :]) if stated is not None and "," in last else None
    if listed is not None and stated is not None:
        return listed, last[stated.end() :]  # "The solutions are $x = -1$, $x = 0$, and $x = 1$."
    clause_start = 0
    for cue in _CLAUSE_CUE_RE.finditer(last):
        if _OXFORD_LIST_HEAD_RE.search(last, 0, cue.start()) and _LIST_ITEM_END_RE.fullmatch(last, cue.end()):
            continue  # ("The elements are 3, 2, 1, 0, and −1.": the comma before "and" closes a list)
        clause_start = cue.end()
    clause = last[clause_start:]
    if ";" in clause:
        clause = _without_wordy_tail(clause)  # "x = 4 and x = −4; both check out.": the remark is no value
    body = _CUE_WORD_RE.sub("", clause.strip())
    alternatives = _ALTERNATIVES_RE.split(body.rstrip("."))
    if len(alternatives) > 1 and all(_VAR_VALUE_RE.match(a.strip()) for a in alternatives):
        return final_value(body), body  # "x = 2 or x = 3"
    for start in _PAIR_TAIL_RE.finditer(body):
        pair = _pair(body[start.end() :])
        if pair is not None:
            return pair, body[start.end() :]  # "x = 3, y = 2", "where x is 3 and y is 2"
    tail = _COLON_MATH_RE.search(clause)
    if tail is not None:  # "unbounded above: $[2, \infty)$."
        return final_value(_unwrap_math(tail.group(1))), tail.group(1)
    tail = _COLON_TAIL_RE.search(clause) if ": " in clause else None
    if (
        tail is not None
        and _MATHY_RE.search(tail.group(1))
        and not _WORD_IN_MATH_RE.search(tail.group(1))
        and clause.count("(") == clause.count(")")
        and clause.count("[") + clause.count("(") == clause.count("]") + clause.count(")")
    ):
        return final_value(tail.group(1)), tail.group(1)  # "positive outside the roots: x < −2 or x > 2."
    m = _STATEMENT_RE.search(clause)
    closing_math = _CLOSING_MATH_RE.search(clause) if m is None and clause.count("$") == 2 else None
    if closing_math is not None and not _NEGATION_RE.search(clause):
        # "The integral evaluates to $\frac{\pi}{4}$.": the one math segment that closes the sentence
        inner = closing_math.group(1).strip()
        outside = clause[: closing_math.start()]
        if _MATHY_RE.search(inner) and not _NUMBER_RE.search(outside) and "=" not in inner:
            return final_value(inner), inner
    if m is None:
        # A last line that is only a value: "x < −2 or x > 5", "$3\sqrt{8}$".
        bare = _unwrap_math(_AFFIRM_RE.sub("", _CUE_WORD_RE.sub("", clause.strip())).rstrip("."))  # ("So 5 + i.")
        letters = re.search(
            r"[A-Za-z]{2,}",
            _PLAIN_NAMES_RE.sub(
                " ", _LATEX_COMMAND_RE.sub(" ", _TEXT_GROUP_RE.sub("", _ENVIRONMENT_RE.sub(" ", bare)))
            ).replace("or", " "),
        )  # (an environment's name is no word: "\begin{pmatrix}1&4\\0&1\end{pmatrix}"; nor "sqrt": "6 sqrt 2")
        balanced = bare.count("{") == bare.count("}")  # (not a box cut off: "\\boxed{12")
        if bare and _is_bare(bare) and _MATHY_RE.search(bare) and letters is None and balanced:
            return final_value(bare), bare
        if (set_off or _CUE_WORD_RE.match(clause.strip())) and _symbolic_after_cue(bare):
            return final_value(bare), bare  # "So -i.", "Hence e^{-1}.", "Thus a/b." (a value in symbols, no digit)
        if len(bold) == 1 and _is_bare(bold[0]) and not bold[0].rstrip().endswith(":"):
            return final_value(bold[0]), bold[0]
        # A closing sentence with one number and no statement verb: "So she keeps 42 stickers."
        numbers = _NUMBER_RE.findall(clause)
        two_forms = _TWO_FORMS_END_RE.search(clause) if len(numbers) > 1 and " or " in clause else None
        if two_forms is not None and _same_amount(two_forms.group(1), two_forms.group(2)):
            return final_value(two_forms.group(1)), two_forms.group(1)  # "So she keeps 2/5, or 40%."
        if len(numbers) > 1:  # "so it takes 2 hours 10 minutes", "it lands at 4:05 p.m.", "6 1/2 cups"
            one = (
                DURATION_IN_TEXT_RE.search(clause)
                or _CLOCK_IN_TEXT_RE.search(clause)
                or _MIXED_IN_TEXT_RE.search(clause)
            )
            if one is not None and len(_NUMBER_RE.findall(one.group(0))) == len(numbers):
                return final_value(clock_time(one.group(0).rstrip("."))), one.group(0)
        if len(numbers) == 1 and (clause_start > 0 or len(sentences) > 1 or _CUE_WORD_RE.match(clause.strip())):
            if re.search(r"\^\s*\{?\s*" + re.escape(numbers[0]) + r"(?!\.?\d)", clause):
                return None  # "so we have x^2": an exponent is no value of its own
            # "..., so it needs 9 trips"; "reaches √40 feet" (a root sign covers the number)
            root = re.search(r"√\s*" + re.escape(numbers[0]) + r"(?![\d.])", clause)
            factor = _FACTOR_AFTER_RE.match(clause, clause.find(numbers[0]) + len(numbers[0]))
            if factor is not None and root is None:
                # ("i.e. 4π radians", "so about 3√2 cm", "it lands on 2i"): the number is a coefficient, not the
                # value; π written out is read with it, any other factor leaves the sentence unread
                return (numbers[0] + "π", clause) if factor.group(1) else None
            return (root.group(0) if root else numbers[0]), clause
        points = _POINT_RE.findall(clause)
        if len(points) == 1 and len(_NUMBER_RE.findall(clause)) == len(_NUMBER_RE.findall(points[0])):
            return final_value(points[0]), points[0]  # "The lines meet at (2, 3)."
        return None
    if _DENYING_START_RE.match(clause, m.end()) and _REPLACED_BY_RE.search(clause, m.end()) is None:
        return None  # "The total is not 45, since two were returned: 40 remain.": a value denied is not stated
    value = final_value(clause[m.end() :])
    if value and _symbolic(value, m.group(0), clause[m.end() :], clause[: m.start()]):
        return value, clause[m.end() :]  # "so i^3 = −i.", "which is $-i$."
    if not value or not _MATHY_RE.search(value) or _TWO_WORDS_RE.search(_TEXT_GROUP_RE.sub(" T ", value)):
        if value and duration_parts(value) is not None:
            return value, clause[m.end() :]  # "Total: 2 hours and 5 minutes"
        subject = clause[: m.start()]
        numbers = _NUMBER_RE.findall(clause)
        if clause_start > 0 and len(numbers) == 1 and _SUBJECT_AMOUNT_RE.fullmatch(subject.strip()):
            if not _NEGATION_RE.search(clause):
                return numbers[0], clause  # "..., so 350 liters are needed to fill it."
        return None  # prose, not a value: "away 1 to have 4 apples left"
    return value, clause[m.end() :]


# The names of plain-text math ("6 sqrt 2", "3 pi", "(-inf, 4]"), which are no words.
_PLAIN_NAMES_RE = lazy_compile(r"(?<![A-Za-z])(?:sqrt|pi|inf|infinity|ln|log|sin|cos|tan|exp)(?![A-Za-z])")


# A value without digits, in symbols: "−i", "e^{-1}", "\\alpha + \\beta", "a/b", "ln|x| + C" (no two letters in a
# row outside a LaTeX command or a function's name, so no word; bars as an absolute value's).
_SYMBOLIC_VALUE_RE = lazy_compile(
    r"(?:\\[A-Za-z]+|(?<![A-Za-z])(?:ln|log|exp|sin|cos|tan|sec|csc|cot|arcsin|arccos|arctan)(?![A-Za-z])"
    r"|(?<![A-Za-z])[A-Za-z](?![A-Za-z])|[-−+*/^·(){}|\s\d])+"
)


def _symbolic_after_cue(bare: str) -> bool:
    """True when ``bare`` (what follows "So"/"Thus"/"Hence" in a closing sentence) is a short value in
    symbols: "-i", "e^{-1}", "a/b", "i" (a sign, an operator or the imaginary unit; not "I" or a word)."""
    if not bare or len(bare) > 30 or _SYMBOLIC_VALUE_RE.fullmatch(bare) is None:
        return False
    return bare.strip() in ("i", "e") or (
        re.search(r"[A-Za-z]", bare) is not None and re.search(r"[-−+*/^]", bare) is not None
    )


def _symbolic(value: str, verb: str, raw: str, before: str) -> bool:
    """True when ``value`` is a value in symbols stated after "=" or as a whole math segment ("which
    is $-i$"): a value needs no digit to be one ("so i^3 = −i"); not a variable that a number is the
    value of ("so 3 = y")."""
    if len(value) > 40 or not re.search(r"[A-Za-z]", value) or _MATHY_RE.search(value):
        return False
    if _LONE_VARIABLE_RE.fullmatch(value) and _NUMBER_RE.search(before.strip().strip("$").split(" ")[-1] or "_"):
        return False
    raw = raw.strip().rstrip(".!").strip()
    in_math = raw.startswith("$") and raw.endswith("$") and raw.count("$") == 2
    if ("=" in verb or in_math) and _SYMBOLIC_VALUE_RE.fullmatch(value) is not None:
        return True
    # "So it's −i.", "which is e^{-1}": after a copula, a value in symbols with a sign or an operator (or the
    # imaginary unit alone) that closes the sentence
    # ("is ln|x| + C.": the value as read writes the function's name as a command, "\\ln|x| + C")
    unchanged = raw == value or raw == value.replace("\\", "")
    # ("So: ln|x| + C.": a colon after a cue word sets the value off as a copula does)
    stated = _COPULA_RE.search(verb) is not None or verb.strip() == ":"
    return stated and unchanged and _symbolic_after_cue(value)


_COPULA_RE = lazy_compile(r"(?i)\b(?:is|equals|it['’]s|that['’]s)\b")


# ---------------------------------------------------------------------------------------------
# Remarks after the answer: a hypothetical, an aside, a comparison, a quantity the problem does not ask for

# "Round trip would be $81.", "If it were Monday's, it'd be 10.", "(If she had bought 4, ...)"
_HYPOTHETICAL_RE = lazy_compile(
    r"(?i)^\W*(?:(?:but|though|although|even\s+though)\s+)?(?:if|suppose|supposing|assuming|had)\b|\bwould\b"
    r"|\b(?:it|she|he|they|you|we|that|there)['’]d\b"
)
# "The GCD is 6, by the way.", "Compare 5/36 for 6.", "Incidentally, ...", "For reference, ..."
_ASIDE_OPENER_RE = lazy_compile(
    r"(?i)^\W*(?:by\s+the\s+way|incidentally|as\s+an\s+aside|side\s+note|for\s+(?:comparison|reference)|compare[ds]?"
    r"|compared\s+(?:with|to)|in\s+comparison|note|p\.\s?s\.)\b|,?\s+by\s+the\s+way\W*$"
    # a side note named as one, or a remark on the picture: "As a side note, the x-intercept is ...",
    # "Graphically, the vertex is at ...", "Geometrically, ..."
    r"|^\W*(?:as\s+a\s+side\s+(?:note|remark)|graphically|geometrically|visually)\s*,"
    # a comparison marked anywhere in its clause: "versus 35% for rain", "as against 420 for the evens",
    # "the evens sum to 420 in comparison", "whereas the other route takes 5 h"
    r"|^\W*(?:versus|vs\.?|as\s+(?:opposed\s+to|against)|by\s+(?:comparison|contrast)|whereas|in\s+contrast"
    r"|on\s+the\s+other\s+hand)\W"
    r"|\b(?:in|by|for)\s+(?:comparison|contrast)\W*$"
)
# A caution or reminder about the working, which may reason on its own ("so it can't be included"):
# "Be careful: x = −2 is excluded.", "Keep in mind that ...", "Warning: ...", "Remember, 0 is even."
_CAUTION_RE = lazy_compile(
    r"(?i)\W*(?:(?:be\s+)?careful|caution|warning|beware|watch\s+out|(?:keep|bear)\s+in\s+mind|remember|mind\s+you"
    r"|(?:do\s+not|don['’]t)\s+(?:confuse|mix\s+(?:it|this|that)\s+up)|not\s+to\s+be\s+confused)\b"
)
# What others write or a usual slip: "Some people stop at 3√8", "Many students write 1/5", "Students often
# forget ...", "A common mistake is 54", "It's tempting to answer 12".
_OTHERS_SLIP_RE = lazy_compile(
    r"(?i)\W*(?:(?:some|many|most|a\s+lot\s+of)\s+(?:people|students|solvers|folks|learners|readers|beginners)\b"
    r"|(?:people|students|beginners|learners|solvers|others)\s+(?:often|sometimes|usually|commonly|frequently|tend\s+to"
    r"|may|might|will|can)\b"
    r"|(?:a|the|one)\s+(?:common|typical|frequent|classic|usual|popular)\s+(?:mistake|error|slip|pitfall|trap|wrong\s+answer)"
    r"|(?:it['’]s|it\s+is)\s+(?:a\s+common\s+mistake|easy|tempting)\s+to\b)"
)
# The reply's own answer named in such a sentence: "... — the answer is 56", "the correct value is 12".
_OWN_ANSWER_RE = lazy_compile(
    r"(?i)\b(?:the|my|our|correct|right|real|true|actual)\s+(?:answer|value|result)\b|\bfinal\b|\b(?:so|thus|hence)\b"
)
# A clause that closes on a value it states: "... is 3.", "... equals $\\frac{1}{2}$", "... = 7!".
_CLOSES_ON_VALUE_RE = lazy_compile(r"(?i)(?:\bis|\bequals|=)\s*\$?\s*([^\s$,;:]{1,40})\s*\$?\s*[.!]?\s*$")
# Numbers joined by hyphens that name a thing before its noun: "a 3-4-5 triangle", "the 30-60-90 one".
_NUMBERED_NAME_RE = lazy_compile(r"(?<![\w.=+*/^-])\d+(?:-\d+){1,3}(?=\s+[A-Za-z]{3,})")


def _turned_to_own_value(body: str, start: int) -> bool:
    """Whether a sentence about what others answer ("Many students say 1, but ...") turns with its last
    ", but" to a clause of the writer's own that closes on a value it states, not denied ("..., but the
    exponent matters: the result is 4."): the sentence then states the reply's answer; a turn without a
    value ("..., but that is wrong") keeps it a remark about others."""
    turn = None
    for turn in _BUT_TURN_RE.finditer(body, start):  # noqa: B007 - the last one counts
        pass
    if turn is None:
        return False
    tail = body[turn.end() :]
    closing = _CLOSES_ON_VALUE_RE.search(tail)
    return closing is not None and _MATHY_RE.search(closing.group(1)) is not None and not _NEGATION_RE.search(tail)


_BY_THE_WAY_RE = lazy_compile(r"(?i),?\s+by\s+the\s+way\W*$")  # (the whole sentence is the aside)
# An aside marker set off inside the remark: "the GCD, for reference, is 6", "the mean (incidentally) is 4".
_INNER_ASIDE_RE = lazy_compile(
    r"(?i)[,(—–]\s*(?:by\s+the\s+way|incidentally|as\s+an\s+aside|for\s+(?:reference|comparison|completeness|the\s+record)"
    r"|in\s+passing|just\s+so\s+you\s+know|(?:by|in)\s+(?:contrast|comparison)|on\s+the\s+other\s+hand)\s*[,)—–]"
)
# A value compared with another: ", which is 180 miles more than the 240 ...".
# (or in words: ", which is a bit more than twice the base fee of 25", "that's almost double the 30 ...")
_COMPARISON_RE = lazy_compile(
    r"(?i)^\W*(?:which\s+is|that\s+is|that['’]s|this\s+is|it['’]s)\s+(?:only\s+|just\s+)?\$?[\d.,]+\s*(?:[a-z%]+\s+){0,2}?(?:more|less|fewer|greater|smaller"
    r"|larger|higher|lower|bigger|longer|shorter|cheaper|older|younger)\s+than\b"
    r"|^\W*(?:which\s+is|which\s+was|that\s+is|that['’]s|this\s+is|it['’]s)\s+(?:[a-z]+\s+){0,3}?(?:(?:more|less|fewer|greater"
    r"|smaller|larger|higher|lower|bigger|longer|shorter|cheaper|older|younger)\s+than|twice|double|triple|half|a\s+third"
    r"|a\s+quarter|(?:two|three|four|five|ten|\d+)\s+times)\s+(?![\d$])(?!.*\b(?:so|thus|hence|therefore)\b)"
    r"|^\W*which\s+is\s+(?:only\s+|just\s+)?[\d.,]+\s*(?:%|\\%|percent)\s+(?:off|of|more|less|below|above)\b"
    r"|^\W*(?:only\s+|just\s+)?" + _BARE_COMPARISON
)
# A remark that says what the result is ("the result is", "we get") is no check of it.
_STATES_RESULT_RE = lazy_compile(r"(?i)\b(?:answer|result|we\s+get|gives|final)\b")
# A relative clause that describes the value in words: ", which is the most likely sum".
_DESCRIBING_RE = lazy_compile(r"(?i)^\W*which\s+(?:is|was|are|were)\s+(?!.*[\d√π∞$\\])")
# A part of the answer: ", of which the pears were $9.30".
_PART_OF_RE = lazy_compile(r"(?i)^\W*of\s+which\b")
# A check that says it holds: "— check: $-3 + 5 = 2$ ✓", "..., consistent with Vieta."
_CHECK_OPENER_RE = lazy_compile(
    r"(?i)\W*(?:(?:hmm+|ok(?:ay)?)\W+)?(?:let'?s\s+|let\s+me\s+)?(?:quick\s+)?(?:double[- ]?check|check(?:ing)?|verif(?:y|ication)|sanity\s+check)\b"
)
_CHECK_HOLDS_RE = lazy_compile(
    r"(?i)[✓✔]|\bconfirm(?:s|ed)\b|\bchecks\s+out\b|\bconsistent\s+with\b|\bas\s+expected\b"
    # another way to the value that agrees with it: "The trace 7 and determinant 10 agree.", "Same answer as the
    # direct count 9 × 8 × 7.", "That matches 5·4 = 20."
    r"|\bagree(?:s|d)?\s*[.!)]*\s*$|^\W*(?:the\s+)?same\s+(?:answer|result|value|count|total)\s+as\b"
    r"|^\W*(?:that|this|it)\s+(?:matches|agrees\s+with)\b"
)
_CONFIRMED_RE = lazy_compile(r"(?i)^\W*(?:confirmed|verified|correct|checks\s+out|that\s+checks\s+out|✓|✔)\W*$")
_NAMES_ANSWER_RE = lazy_compile(r"(?i)\b(?:answer|final)\b")
_COMPARING_QUESTION_RE = lazy_compile(
    r"(?i)\b(?:more|less|fewer|than|difference|compare[ds]?|times|twice|double|half|ratio|fraction)\b"
)
_PERCENT_QUESTION_RE = lazy_compile(r"(?i)\b(?:what|which|how\s+much)\s+(?:percent|percentage)|\bas\s+a\s+percent")
# A subject's amount compared with another's: "Tom is 11 years older than her.", "The bus takes 20 minutes
# longer than the train.", "Her brother has only 3 fewer than she does."
_SUBJECT_COMPARISON_RE = lazy_compile(
    r"(?i)^\W*(?:[A-Za-z'’-]+\s+){1,5}?(?:only\s+|just\s+|about\s+|exactly\s+)?" + _BARE_COMPARISON
)
_COMPARATIVE_RE = lazy_compile(r"(?i)\b([a-z]+)\s+than\b")


def _same_comparative(comparison: str, asking: str) -> bool:
    """True when the asking sentence uses the comparison's comparative ("How much older is Tom?")."""
    m = _COMPARATIVE_RE.search(comparison)
    return m is not None and re.search(r"(?i)\b" + m.group(1) + r"\b", asking) is not None


# A supposition against the fact: "If the question had asked for ..., the answer would be 21."
_COUNTERFACTUAL_RE = lazy_compile(
    r"(?i)\W*(?:if|suppose|supposing|assuming|had)\b(?!\s+you\s+(?:ask|want|need|must|insist|prefer))[^.!?\n]{0,200}?"
    r"\bwould\b"
)
# Another value offered after the answer under a condition that leaves the answer standing: the reader's
# preference for another form ("or 2π/3 if you prefer radians", "or 0.75 should you want a decimal"), or a
# supposition the writer denies ("or $750 if it were double time, which it isn't", "or 9 had she stayed -
# but she didn't").
_OFFERED_IF_RE = lazy_compile(
    r"(?i)\W*or\s+(?:about\s+|roughly\s+)?[^\s,;]{1,40}(?:\s+[a-z]{1,12})?\s+(?:if|should|in\s+case|had|were)\b"
)
_READER_PREFERS_RE = lazy_compile(
    r"(?i)\b(?:if|should|in\s+case)\s+you(?:\s+would|['’]d)?\s+(?:prefer|want|like|need|rather|wish|care)\b"
)
_CONDITION_DENIED_RE = lazy_compile(
    r"(?i)[,;—–-]\s*(?:which|but|and)\s+(?:it|they|that|this|he|she|we|there)\s+"
    r"(?:(?:is|are|was|were|does|do|did|has|have|had)(?:n['’]t|\s+not)|(?:is|are)\s+not)\b"
)


def _alternative_set_aside(body: str) -> bool:
    """True when the remark ``body`` offers another value only for a form the reader may prefer or
    under a supposition the writer denies ("or 2π/3 if you prefer radians"; "or $750 if the overtime
    were double time, which it isn't here"); not "or 15 if you count the ends" (two readings offered)."""
    m = _OFFERED_IF_RE.match(body)
    if m is None:
        return False
    return (
        _READER_PREFERS_RE.search(body, m.end() - 10) is not None
        or _CONDITION_DENIED_RE.search(body, m.end()) is not None
    )


# A supposition that takes a given away or denies it, so never the question's own: "Without the head
# start, ...", "Otherwise ...", "Had she not saved, ...", "If the coupon didn't apply, ...".
_CONTRARY_RE = lazy_compile(
    r"(?i)\W*(?:without|otherwise|absent|ignoring|had\s+(?:\w+\s+){1,3}?not\b"
    r"|if\s+[^.!?\n]{0,80}?(?:\b(?:not|never|no)\b|n['’]t\b))"
)
_WOULD_RE = lazy_compile(r"(?i)\bwould\b|['’]d\b")
# A sentence about a world the problem is not in: a conditional verb ("would", "it'd", not "I would say")
# with what sets the supposed world apart (a condition, a change of a given, "instead", "otherwise").
_CONDITIONAL_VERB_RE = lazy_compile(
    r"(?i)(?<!\bI\s)\bwould\b(?!\s+(?:say|go\s+with|pick|choose|answer|put|guess))"
    r"|\b(?:it|she|he|they|you|we|that|there|this)['’]d\b(?!\s+(?:say|go\s+with|pick|choose))"
)
_SUPPOSED_MARK_RE = lazy_compile(
    r"(?i)\b(?:if|were|had|with|without|instead|otherwise|suppose|supposing|assuming|imagine|in\s+case|unless)\b"
)
_SETTLING_RE = lazy_compile(r"(?i)\b(?:wait|actually|correction|mistake|oops|sorry|so\s+the\s+answer|answer\s+is)\b")


def _supposed_world(body: str) -> bool:
    """True when the sentence ``body`` supposes a world the problem is not in ("If they'd given the radius,
    it'd be 100π, but ...", "With replacement it would be 4/25 instead."), and does not revise or name the
    answer."""
    verb = _CONDITIONAL_VERB_RE.search(body)
    if verb is None or _SETTLING_RE.search(body):
        return False
    return _SUPPOSED_MARK_RE.search(body) is not None


_SUPPOSING_QUESTION_RE = lazy_compile(r"(?i)\b(?:if|would|suppose|assuming|were)\b")
# What a closing remark must not say: it concludes, or it revises the answer before it.
_CONCLUDES_RE = lazy_compile(
    r"(?i)^\W*(?:so|thus|hence|therefore|in\s+total|altogether|overall|final(?:ly)?|answer|the\s+(?:final\s+)?answer)\b"
)
_REVISES_RE = lazy_compile(
    r"(?i)\b(?:wait|actually|correction|corrected|mistake|error|wrong|oops|sorry|recalculat\w*|recomput\w*|redo|"
    r"rather|instead|no\s+longer)\b|\bno(?:,|\s*[—–]|\s+-\s)"
)
# A named quantity stated: "the midpoint is (2.5, 4)", "The y-intercept is $(0,5)$", "Partial sums: 1, 4/3".
_NAMED_VALUE_RE = lazy_compile(
    r"(?i)^\W*(?:and\s+)?(?:the|its|their|his|her|our|this)?\s*((?:[a-z][a-z'’-]*\s+){0,3}?[a-z][a-z'’-]*)"
    r"\s*(?:\bis\b|\bare\b|\bwas\b|\bwere\b|=|:)\s*(?=[-−$\d(√\\])"
)
# A clause that is a verb and its amount: "spends $2016" (after "So he saves $504 and").
# (a pronoun or an approximation between a participle and its amount: "saving her $15", "burning about 800")
_BEFORE_AMOUNT = r"(?:(?:her|him|them|us|me|you|it|roughly|about|around|nearly|almost|some|over|another)\s+)?"
# Or a participle and its amount, with a few words after it: "losing $280 on the deal" (after "So he sold
# it for $520,").
_VERB_VALUE_RE = lazy_compile(
    r"(?i)([a-z]{3,15}s)\s+(?=\$?\d)\$?\d[\d,.]*\W*|([a-z]{2,15}ing)\s+"
    + _BEFORE_AMOUNT
    + r"(?=\$?\d)\$?\d[\d,.]*(?:\s+[a-z'’]+){0,5}\W*"
)
# Participles that carry a result rather than a by-product: "..., leaving $70", "..., giving 48 in all".
_RESULT_PARTICIPLES = frozenset(
    "leaving giving making bringing yielding resulting totaling totalling netting adding coming summing "
    "amounting producing reaching getting ending".split()
)
# Words that name no quantity of their own ("the total is", "the answer is", "its value is").
_GENERIC_WORDS = frozenset(
    "the a an of its their his her our this that and other value values number numbers result answer total sum "
    "amount final overall exact whole so then thus hence it there which what solution solutions root roots difference "
    "change remaining left count".split()
)
# Where a closing clause starts inside the last sentence: "...; the midpoint is", ", and the diameter is".
_CLAUSE_SPLIT_RE = lazy_compile(
    r";\s+|\s+[—–]\s+|,\s+(?=(?:and\s+)?(?:the|its|their|which\s+(?:is|was)|compare|of\s+which)\b)"
    r"|,\s+(?=(?:versus|vs\.|as\s+(?:opposed\s+to|against)|whereas|compared\s+(?:with|to))\s)"
    r"|,\s+(?=or\s+(?:about|roughly|approximately|around|nearly|almost)\s)"
    r"|(?:(?<=\.\.\.)|(?<=…)|(?<=\\ldots)|(?<=\\ldots\$))\s+(?=(?:though|although|but|compare)\b|[A-Z])"
    r"|,\s+(?=i\s+(?:think|believe|guess|reckon)\b|if\s+i['’]?m\s+not\s+mistaken)"
    r"|,\s+(?=(?:though|although|but)\s+if\b)"
    # "120°, or 2π/3 if you prefer radians", "70, or 90 had the rate been higher (but it wasn't)"
    r"|,\s+(?=or\s+[^,;]{1,40}?\s+(?:(?:if|should|in\s+case)\s+you\b|had|were)\b)"
    r"|\s+and\s+(?=(?:the|its|their)\s)"
    r"|,?\s+and\s+(?=[a-z]{3,15}s\s+\$?\d[\d,.]*\W*$)"  # "So he saves $504 and spends $2016."
    r"|,\s+(?=(?:only\s+|just\s+)?" + _BARE_COMPARISON + r")"  # "..., only 15 m shorter than the hill."
    r"|,\s+(?=[a-z]{2,15}ing\s+"
    + _BEFORE_AMOUNT
    + r"\$?\d[\d,.]*(?:\s+[a-z'’]+){0,5}\W*$)",  # "..., losing $280 on the deal."
    re.IGNORECASE,
)


# A value worked out in the remark ("GCD = 2·3·7 = 42", "Total: 120 + 138 + 69 = 327"): working, not a remark.
_WORKED_RE = lazy_compile(r"\d\s*(?:[×*·÷+/^²³]|\\times|\\cdot|\\div|[-−]\s*\d)|\d[)}]?\s*=")
_ANYWHERE_CONCLUDES_RE = lazy_compile(r"(?i)\b(?:so|thus|hence|therefore)\b")


def _named_words(part: str) -> list[str] | None:
    """The words naming the quantity a clause states ("the y-intercept is (0, 5)": ["y", "intercept"];
    "spends $2016": ["spends"]), generic ones ("the total is") left out; None when the clause states
    no named value."""
    m = _NAMED_VALUE_RE.match(part) or _VERB_VALUE_RE.fullmatch(part.strip())
    if m is None:
        return None
    name = m.group(1) or m.group(2)
    return [w for w in re.split(r"[\s'’-]+", name.lower()) if len(w) > 1 and w not in _GENERIC_WORDS]


def _asks_for(words: list[str], question: str) -> bool:
    """True when the question uses one of ``words``, compared by their first five letters, or four for
    a word of five letters or fewer ("spent" and "spend"; not "longer" and "long")."""
    asked = question.lower()
    if any((w[:4] if len(w) <= 5 else w[:5]) in asked for w in words):
        return True
    # (or an abbreviation of words the question spells out: "GCD" for "greatest common divisor")
    short = [w for w in words if 3 <= len(w) <= 5 and w.isalpha()]
    return bool(short) and any(w in _initials(asked) for w in short)


def _initials(text: str) -> set[str]:
    """The initials of every run of two to five consecutive words of ``text`` ("gcd" for "greatest common
    divisor", "lcm" for "least common multiple")."""
    firsts = "".join(w[0] for w in re.findall(r"[a-z]+", text[:2000]))
    return {firsts[i : i + n] for n in range(2, 6) for i in range(len(firsts) - n + 1)}


def _unasked(remark: str, question: str | None) -> bool:
    """True when ``remark`` states one value, not worked out, of a quantity named by words none of
    which the question uses ("The modulus is √26." when asked for a product). A bracket closing the
    remark is its own working ("the LCM is 252 (since 84·126/42 = 252)"), not the remark's."""
    if remark.rstrip(" .!").endswith(")") and not _POINT_RE.search(remark):
        bracket = _TRAILING_BRACKET_RE.search(remark)
        if bracket is not None and bracket.start() > 0 and _MATHY_RE.search(remark, 0, bracket.start()):
            remark = remark[: bracket.start()]
    if not question or _WORKED_OUT_RE.search(remark) or _ANYWHERE_CONCLUDES_RE.search(remark):
        return False
    words = _named_words(remark)
    if not words or _asks_for(words, question):
        return False
    if words[0].endswith("ing"):
        # A participle: not one that carries the result ("leaving $70"), nor one whose verb the asking
        # sentence uses ("losing" when asked "How much did he lose?").
        stem = words[0][:-3]
        if words[0] in _RESULT_PARTICIPLES or len(stem) < 3 or stem in _asking_part(question).lower():
            return False
    m = _NAMED_VALUE_RE.match(remark)
    return _VERB_VALUE_RE.fullmatch(remark.strip()) is not None or (m is not None and _is_bare(remark[m.end() :]))


def _answers(part: str, question: str) -> bool:
    """True when ``part`` (what a remark follows) states the answer: it concludes ("So 5 + i."),
    names a quantity the question asks for ("The distance is 5 units") or states an amount of the
    things it counts ("That's 12 divisors." for "How many divisors ...")."""
    body = part.strip()
    if _CONCLUDES_RE.match(body) or _states_count(body.rsplit(": ", 1)[-1], question):
        return True
    for cue in _ANYWHERE_CONCLUDES_RE.finditer(body):  # ("r² = 49, so the radius is 7")
        body = body[cue.end() :]
    words = _named_words(body)
    if words == [] and not _WORKED_OUT_RE.search(body):
        return True  # ("Total: 5 + i.", "The result is 42": a value under a label that names no other quantity)
    if _WORKED_RE.search(body):
        return False  # ("Girls: 30 × 3/5 = 18": working, not the answer)
    return words is not None and bool(words) and _asks_for(words, question)


# Working between numbers ("30 × 3/5", "= 18"), not a value with a symbol in it ("5 + i", "2√3").
_WORKED_OUT_RE = lazy_compile(
    r"\d\s*(?:[×*·÷+/^-]|\\times|\\cdot|\\div|−)\s*\(?\d+(?:\.\d+)?(?![\w√π.(])|\d[)}]?\s*=|\d[²³]"
)


# What may stand before an amount that states a count on its own: "That's 12 divisors.", "So 5 factors in all."
_COUNT_OPENER_RE = lazy_compile(
    r"(?i)\W*(?:(?:so|thus|hence|therefore|that['’]s|that\s+is|that\s+makes|there\s+(?:are|is|were)|it['’]s"
    r"|this\s+gives|we\s+get|in\s+(?:all|total)|altogether)\W+){0,2}"
)


def _states_count(part: str, question: str) -> bool:
    """True when ``part`` states an amount of the things the question counts and nothing before it
    but an opener ("That's 12 divisors." for "How many divisors ..."; not "She gave away 12 apples")."""
    counted = _counted_in_closing(part, question)
    if counted is None:
        return False
    first = _NUMBER_RE.search(part)
    return (
        first is not None
        and first.group(0).replace("−", "-") == counted
        and (_COUNT_OPENER_RE.fullmatch(part, 0, first.start()) is not None)
    )


# A label and the value after it, without a verb: "Midpoint (2, 2)", "Radius: 5", "Total cost = $84".
_LABEL_VALUE_RE = lazy_compile(r"\W*([A-Za-z][A-Za-z'’ -]{1,30}?)\s*[:=]?\s*(?=[-−$\d(√\\])")


def _asking_part(question: str) -> str:
    """The sentence of a problem that asks ("How many does she have now?"), not the givens before it
    ("She bought 12 more."): its last sentence with a question mark, else its last sentence."""
    q = question.strip()
    end = q.rfind("?")
    if end < 0:
        end = len(q)
    start = max(q.rfind(". ", 0, end), q.rfind("! ", 0, end), q.rfind("? ", 0, end), q.rfind("\n", 0, end))
    return q[start + 1 : end + 1]


# Where a sentence turns from a supposition to the fact: ", but ...", "; but ...", " — but ...".
_BUT_TURN_RE = lazy_compile(r"(?i)(?:[,;]|\s[—–]|\s-)\s+but\s+(?:here\s+|in\s+fact\s+|actually\s+)?")


def _fact_after_supposition(body: str) -> str | None:
    """The clause after the last ", but" of a sentence that opens with a supposition ("If ..., it'd be $2.80,
    but with the pen the change is $1.65."), when that clause states a value and supposes nothing itself;
    None otherwise."""
    if " but " not in body or not _HYPOTHETICAL_RE.search(body):
        return None
    turn = None
    for turn in _BUT_TURN_RE.finditer(body):  # noqa: B007 - the last one counts
        pass
    if turn is None:
        return None
    head, tail = body[: turn.start()], body[turn.end() :]
    if head.count("(") != head.count(")") or not _MATHY_RE.search(tail) or _HYPOTHETICAL_RE.search(tail):
        return None
    if _CONDITIONAL_VERB_RE.search(tail) or _NEGATION_RE.search(tail):
        return None  # ("..., but it wouldn't matter", "..., but that's not 12")
    if not (_COUNTERFACTUAL_RE.match(head) or _supposed_world(head)):
        return None
    return tail


def _remark(part: str, question: str | None) -> str | None:
    """What kind of closing sentence or clause ``part`` is when it is no answer of its own: "aside" (a
    hypothetical, an aside, a comparison) or "unasked" (a quantity the question does not ask for)."""
    body = part.strip().lstrip("(").strip()
    fact = _fact_after_supposition(body)
    if fact is not None:
        # ("If she had bought only the notebooks, she'd get $2.80 back, but with the pen the change is $1.65.":
        # the supposition is set against the fact the sentence closes on, which is what counts)
        return _remark(fact, question)
    if body and _COUNTERFACTUAL_RE.match(body) and not (question and _SUPPOSING_QUESTION_RE.search(question)):
        return "aside"  # ("(If it had asked for Leo, the answer would be 21.)": a supposition, not the answer)
    if (
        body
        and _supposed_world(_BRACKET_GROUP_RE.sub(" ", body) if "(" in body else body)
        and not (question and _SUPPOSING_QUESTION_RE.search(question))
    ):
        # ("Bought one at a time, it'd be $24, so the bundle saves $4.", "With replacement it would be 4/25
        # instead, but here we don't."): the whole sentence, its consequences and contrasts included, is the
        # supposition's
        return "aside"
    if body and _alternative_set_aside(body):
        return "aside"  # ("or 2π/3 if you prefer radians", "or $750 if it were double time, which it isn't")
    slip = _OTHERS_SLIP_RE.match(body) if body else None
    if (
        slip is not None
        and not _REVISES_RE.search(body, slip.end())
        and not _OWN_ANSWER_RE.search(body, slip.end())
        and not _turned_to_own_value(body, slip.end())
    ):
        return "aside"  # ("Some people stop at 3√8, but ...", "Students often answer 8": what others write)
    if "-" in body and _NUMBERED_NAME_RE.search(body) and not _MATHY_RE.search(_NUMBERED_NAME_RE.sub(" ", body)):
        return "aside"  # ("It's the familiar 3-4-5 triangle.": numbers that name a thing, no value of the reply's)
    if not body or _CONCLUDES_RE.match(body) or _NAMES_ANSWER_RE.search(body):
        return None  # ("So ...", "Note: the final answer is 12.")
    if _CAUTION_RE.match(body) and not _REVISES_RE.search(body):
        return "aside"  # ("Be careful: x = −2 makes it undefined, so it is left out.": a caution about the working)
    concluded = _ANYWHERE_CONCLUDES_RE.search(body)
    if concluded is not None and _MATHY_RE.search(body, concluded.end()):
        return None  # ("Compared with May, she earns 50 more, so 350.": it concludes on a value)
    if question and _reframed_unasked(body, question):
        return "aside"  # ("$675 a week. Over a 52-week year that's $35,100.": the amount for a span not asked)
    if question and _converted_unasked(body, question):
        return "aside"  # ("60 mi/h. In km/h that's about 96.6.": the amount again, roughly, in a unit not asked)
    if _recalls_abandoned_value(body) or _judges_value_out(body):
        return "aside"  # ("Earlier I got 22.5 with the other reading.", "3² = 9 is too big.": not the answer)
    whole = part.strip()
    bracket = _TRAILING_BRACKET_RE.search(whole) if whole.startswith("(") else None
    if bracket is not None and bracket.start() == 0 and not _POINT_RE.fullmatch(whole.rstrip(".!").rstrip()):
        if not _REVISION_OPENER_RE.match(body):
            return "aside"  # ("(i^2 = −1, i^4 = 1, for reference.)": a sentence wholly in brackets)
    corrected = _CORRECTED_RE.search(body)
    if corrected is not None and _MATHY_RE.search(corrected.group(1) or corrected.group(2) or ""):
        return None  # ("4/7 of 420 isn't 210 — it's 240.": a value denied and replaced is a statement)
    # (a supposition in brackets is no supposition of the sentence's: "The 10th is 39 (the 11th would be
    # 43).", "isn't 210 (that'd be half) — it's 240")
    main = _BRACKET_GROUP_RE.sub(" ", body) if "(" in body else body
    if not _MATHY_RE.search(main):
        main = body
    if _RULED_OUT_SENTENCE_RE.fullmatch(main) or _RULED_OUT_RESTATED_RE.fullmatch(main):
        return "aside"  # ("Not $i$, not $-1$.", "Not 7 (the taxicab distance).": values ruled out after the answer)
    hypothetical = _HYPOTHETICAL_RE.search(main) is not None
    if hypothetical and _CONTRARY_RE.match(main) and _WOULD_RE.search(main):
        return "aside"  # ("Without the $200 head start, it would be 84 weeks.": a given taken away)
    if hypothetical and question and _SUPPOSING_QUESTION_RE.search(question):
        return None  # ("If he buys 3 more, how many would he have?": the supposition is the question's)
    if _REVISES_RE.search(body) and not (hypothetical and re.match(r"(?i)\W*if\b", body)):
        return None  # ("If instead she'd given a third, ...": a supposition, not a revision)
    compares = _COMPARISON_RE.match(body) or _SUBJECT_COMPARISON_RE.match(body)
    if compares is not None and question:
        asks = (
            _PERCENT_QUESTION_RE
            if "%" in compares.group(0) or "percent" in compares.group(0)
            else _COMPARING_QUESTION_RE
        )
        asking = _asking_part(question)
        if asks.search(asking) or _same_comparative(compares.group(0), asking):
            return None  # ("How many more does she have than Tom?": the comparison is the answer)
    if hypothetical or compares or _ASIDE_OPENER_RE.search(body) or _PART_OF_RE.match(body):
        return "aside"
    if _INNER_ASIDE_RE.search(body):
        return "aside"  # ("the greatest common divisor, for reference, is 6")
    if _DESCRIBING_RE.match(body) or (_CHECK_OPENER_RE.match(body) and _CHECK_HOLDS_RE.search(body)):
        return "aside"
    if _CHECK_HOLDS_RE.search(body) and not _CONCLUDES_RE.search(body) and not _STATES_RESULT_RE.search(body):
        return "check"  # "Their sum is 5/2 and their product is -3/2, consistent with Vieta.": the whole sentence
    return "unasked" if _unasked(body, question) else None


# The amount restated roughly in another unit: "In km/h that's about 96.6.", "That's roughly 112 miles.",
# "which is approximately 3.1 kg", "or about 68 °F".
_CONVERSION_RE = lazy_compile(
    r"(?i)\W*(?:(?:in|into|converted\s+to)\s+([^\W\d][^\s,]{0,11})\s*,?\s+)?"
    r"(?:(?:that['’]s|that\s+is|this\s+is|it['’]s|it\s+is|which\s+is|or|i\.e\.,?)\s+)?"
    r"(?:about|roughly|approximately|approx\.|around|nearly|almost|close\s+to|≈|~)\s*"
    r"\$?[-−]?\d[\d,.]*\s*((?:°\s?)?[^\W\d][^\s.,;!)]{0,11}(?:\s[^\W\d][^\s.,;!)]{0,11})?)?\s*[.!]?\s*"
)


# The amount again for another span or group, set up by a frame before it: "Over a 52-week year that's
# $35,100.", "For the whole month, she'd earn $2,700.", "Across all 12 boxes it comes to 288.", "Per year: $500."
_REFRAMED_RE = lazy_compile(
    r"(?i)\W*(?:(?:over|for|in|across|during|within|after)\s+(?:a|an|the|one|each|every|all|this|that|\d+)|per)\s+"
    r"((?:[^\s$]+\s+){0,8}?)(?:about|roughly|approximately|around|nearly|almost)?\s*\$?[-−]?\d[\d,]*"
    r"(?:\.\d+)?(?:\s*[A-Za-z%]{1,12}){0,2}\s*[.!]?\s*"
)
# Where the frame ends and the sentence's own clause starts: "Over a year(,) that's ...", "In a day it ...".
_FRAME_END_RE = lazy_compile(r"(?i),|:|\s(?=(?:that|it|this|she|he|they|you|we|there|which|so)\b)")
# Frames that only lead into the answer: "In the end, ...", "After all, ...".
_DISCOURSE_HEADS = frozenset("end meantime case event all total sum whole".split())


def _reframed_unasked(body: str, question: str) -> bool:
    """True when the sentence ``body`` states an amount for a span or group it frames first, named by a
    word the question does not use ("Over a 52-week year that's $35,100." when asked for weekly pay;
    not "Over the 5 days, that's $90." when asked how much in 5 days)."""
    m = _REFRAMED_RE.fullmatch(body)
    if m is None or _WORKED_OUT_RE.search(body):
        return False  # (nor one that works the amount out: "Over 5 days: 441 × 5 = 2,205 shirts.")
    end = _FRAME_END_RE.search(body, 0, m.end(1))
    frame = body[: end.start() if end is not None else m.end(1)]
    # (the frame's noun: its last word before "of", "at" or "in", "year" of "a 52-week year", "crates" of "all
    # 10 crates of the shipment")
    frame = re.split(r"(?i)\s(?:of|at|in|on|from|with)\s", frame.lstrip(), maxsplit=1)[0]
    words = re.findall(r"[A-Za-z]{3,15}", frame)
    if len(words) < 2:
        return False
    head = words[-1].lower()
    singular = head[:-1] if head.endswith("s") and len(head) > 3 else head  # ("days" for "a 5-day week")
    return head not in _DISCOURSE_HEADS and not _asks_for([head, singular], question)


def _converted_unasked(body: str, question: str) -> bool:
    """True when the sentence ``body`` restates an amount roughly in a unit it names and the question
    does not use ("In km/h that's about 96.6." when asked in miles per hour; not "That's about 112
    miles." when asked how many miles)."""
    m = _CONVERSION_RE.fullmatch(body)
    if m is None:
        return False
    unit = m.group(1) or m.group(2)
    if not unit:
        return False
    # (the unit as written, "m/s", "°F", or its longer words, "kilograms" for "kilogram")
    if re.search(r"(?<![^\W\d_])" + re.escape(unit.lower()) + r"(?![^\W\d_])", question.lower()):
        return False
    words = [w for w in re.split(r"[^a-z]+", unit.lower()) if len(w) > 2]
    return not (words and _asks_for(words, question))


# A recollection of an earlier step of the working: the writer, in the past tense, with a word that puts the
# step before the answer or says it was never carried through ("Earlier I got 22.5", "At first we had
# 40", "I briefly thought √119", "I almost wrote y = 24", "Initially, I'd put 3/4"). The time word may open
# the sentence or stand between the subject and the verb.
_EARLIER = (
    r"(?:earlier|at\s+first|first|initially|originally|previously|before|briefly|almost|nearly|mistakenly|wrongly)"
)
_RECALLED_STEP_RE = lazy_compile(
    r"(?i)\W*(?:" + _EARLIER + r"\s*,?\s+)?(?:i|we)(?:['’]d|\s+had)?\s+(?:(?:" + _EARLIER + r"|had|have)\s+)*"
    r"(?:got|had|thought|wrote|written|put|took|taken|said|used|found|guessed|assumed|read|computed|calculated|"
    r"counted|added|subtracted|multiplied|divided|considered|reached|came\s+up\s+with|ended\s+up\s+with)\b"
)
_EARLIER_RE = lazy_compile(r"(?i)\b" + _EARLIER + r"\b")
# A value stated anew after the recollection: "... but it's 25", "..., so x = 4", "= 30", "now I get 12".
_STATED_ANEW_RE = lazy_compile(
    r"(?i)(?:=|≈|\b(?:is|are|was|were|get|gets|got|gives?|makes?|it['’]s|that['’]s|so|then|now)\b)\s*\$?\s*[-−$\d√(]"
)


def _recalls_abandoned_value(body: str) -> bool:
    """True when the sentence ``body`` recalls a value of an earlier step of the working and states no
    value after it ("Earlier I got 22.5 with the mistaken reading; disregard that.", "I briefly thought
    √119 because I subtracted, but the hypotenuse uses addition.", "At first we had 40 — we had missed a
    case."); not "I got 35." (no word puts it earlier) nor "At first I got 20, but it is 25." (a value
    stated anew)."""
    m = _RECALLED_STEP_RE.match(body)
    if m is None or not _EARLIER_RE.search(body, 0, m.end()):
        return False
    first = _MATHY_RE.search(body, m.end())
    if first is None:
        return False
    # (the recalled value is the first one after the verb; nothing after it may state a value anew)
    after = _VALUE_RUN_RE.match(body, first.start())
    return _STATED_ANEW_RE.search(body, after.end() if after else first.end()) is None


_VALUE_RUN_RE = lazy_compile(r"[^\s,;]*(?:\s*[=+−×÷*/-]\s*[^\s,;]+)*")
# A value judged out by its size or fit right after it: "3² = 9 is too big", "x² + 9, which is incorrect",
# "25 is far too many", "−4 fails", "... which doesn't work".
_JUDGED_OUT_RE = lazy_compile(
    r"(?i)[^\s,;]\s*,?\s*(?:which\s+)?(?:(?:is|was|are|were)\s+(?:[a-z-]+\s+){0,2}?too\s+"
    r"(?:big|large|small|high|low|many|few|much|little|long|short)"
    # ("(−∞, −2] would be wrong", "3√8 isn't correct", "x = 4 would be a mistake")
    r"|(?:is|was|are|were|would\s+be|will\s+be|['’]d\s+be)\s+(?:(?:simply|just|plainly|clearly|also)\s+)?"
    r"(?:wrong|incorrect|invalid|a\s+mistake|an\s+error|not\s+(?:right|correct|valid))"
    r"|(?:isn|wasn|aren|weren)['’]t\s+(?:right|correct|valid)|wouldn['’]t\s+be\s+(?:right|correct|valid)"
    r"|fails|(?:does|did)\s+not\s+work|(?:doesn|didn)['’]t\s+work"
    # ("The root x = −2 is extraneous.", "t = −1 gets rejected")
    r"|(?:is|was|are|were|gets|got)\s+(?:(?:an?|also|clearly)\s+)?(?:extraneous|spurious|rejected|discarded))\b"
)
# A sentence about a value named as extraneous before it: "The extraneous root −3 comes from squaring."
_NAMED_EXTRANEOUS_RE = lazy_compile(
    r"(?i)^\W*(?:the|this|that|its|an)\s+(?:extraneous|spurious|rejected|discarded)\s+(?:roots?|solutions?|values?|candidates?)\b"
)


def _judges_value_out(body: str) -> bool:
    """True when the sentence ``body`` states a value only to judge it out after it and states none
    after the judgement ("3² = 9 is too big.", "Students often write x² + 9, which is incorrect.",
    "A 5th row would be too long."); not "9 is too big, so 8." (a value stated after it)."""
    if _NAMED_EXTRANEOUS_RE.match(body) is not None:
        return _ANYWHERE_CONCLUDES_RE.search(body) is None and _NAMES_ANSWER_RE.search(body) is None
    m = _JUDGED_OUT_RE.search(body)
    if m is None or not _MATHY_RE.search(body, 0, m.start() + 1):
        return False
    opened = body.rfind("(", 0, m.start())
    if opened > 0 and body.find(")", opened, m.start() + 1) < 0 and _MATHY_RE.search(body, 0, opened):
        return False  # ("x = 9 (the value x = 4 is extraneous).": the bracket judges its own value, not the sentence's)
    return _MATHY_RE.search(body, m.end()) is None


# A sentence that only rules values out: "Not $i$, not $-1$.", "It's not 45 or 64.", "(Not 3/4.)"
_RULED_OUT_VALUE = r"(?:\$[^$]{1,40}\$|[^\s,;$]{1,40}?)"
_RULED_OUT_SENTENCE_RE = lazy_compile(
    r"(?i)\W*(?:(?:and|but)\s+)?(?:(?:(?:it|that|this|the\s+answer)(?:['’]s|\s+is|\s+was)\s+)?"
    r"(?:definitely\s+|certainly\s+|so\s+)?not|(?:it|that|this)\s+(?:isn['’]t|wasn['’]t))\s+"
    + _RULED_OUT_VALUE
    + r"(?:\s*(?:,|\bor\b|\bnor\b|\band\b)\s*(?:not\s+)?"
    + _RULED_OUT_VALUE
    + r")*\s*[.!)]*"
    r"(?:\s+[—–]\s+[^\d$]*)?\s*"  # ("... — those are areas.")
    # a clause saying what the value ruled out is, numbers and all: "Not 105, which has three digits.", "It's
    # not 5 — that's the exponent x + 1.", "Not 12, since that counts the ends twice."
    r"(?:(?:,\s*(?:which|since|because|as)\b|\s*[—–:]\s*(?:that|this|it)(?:['’]s|\s+is|\s+was)\s+(?:the|a|an|just|only)\b)"
    r"[^;!?]*)?"
)
# A value ruled out, then said again as the subject of what it is: "Not 81 — 81 is the sum of the squares."
_RULED_OUT_RESTATED_RE = lazy_compile(
    r"(?i)\W*(?:definitely\s+|certainly\s+)?not\s+(\$?[-−]?\d[\d.,/]*\$?)\s*[—–:,]\s*\1\s+(?:is|was)\s+"
    r"(?:the|a|an|just|only)\b[^;!?]*"
)
_BRACKET_GROUP_RE = lazy_compile(r"\((?:[^()]|\([^()]*\))*\)")
# A bracketed group that closes a sentence: "... 39 (the 11th would be 43)."
_TRAILING_BRACKET_RE = lazy_compile(r"\((?:[^()]|\([^()]*\))*\)\W*$")


def _without_remarks(value: str) -> str:
    """An answer marker's value without the remarks after it in its sentence: "15, which is 25% off
    $20", "5, I think", "42 apples; that leaves 8 oranges" (a bare value before ";" is the answer)."""
    v = value
    semicolon = v.find(";")
    if semicolon > 0 and _is_bare(v[:semicolon]) and _MATHY_RE.search(v, 0, semicolon):
        tail = v[semicolon + 1 :]
        if _TWO_WORDS_RE.search(tail) and not _REVISES_RE.search(tail) and not _NAMES_ANSWER_RE.search(tail):
            # ("988; the next multiple, 1001, has four digits, and the previous one is 975": the value the
            # marker gives ends at its ";", whatever the prose after it goes on to mention)
            return v[:semicolon]
    for _ in range(3):
        clauses = [m for m in _CLAUSE_SPLIT_RE.finditer(v) if m.end() < len(v)]
        if not clauses or not _MATHY_RE.search(v, 0, clauses[-1].start()):
            break
        head, tail = v[: clauses[-1].start()], v[clauses[-1].end() :]
        if _REVISES_RE.search(tail):
            break
        before_semicolon = clauses[-1].group(0).startswith(";") and _is_bare(head) and _TWO_WORDS_RE.search(tail)
        if not (before_semicolon or _HEDGE_TAIL_RE.match(tail) or _remark(tail, None)):
            break
        v = head
    return v


# A hedge after the value: ", I think", ", I believe", ", if I'm not mistaken".
_HEDGE_TAIL_RE = lazy_compile(r"(?i)\W*(?:i\s+(?:think|believe|guess|reckon)|if\s+i['’]?m\s+not\s+mistaken)\W*$")


def closing_asides_cut(text: str, question: str | None = None) -> str | None:
    """``text`` without the remarks that close it after its answer, or None when it ends on none.

    A remark is a closing sentence or clause that supposes ("Round trip would be $81."), sets a
    value aside ("The GCD is 6, by the way."; "Compare 9/25 = 0.36."), compares the answer with
    another value (", which is 180 miles more than the 240 ..."), or, when the question is known,
    states a value it does not work out of a quantity named with words the question does not use,
    right after a part that answers ("So 5 + i. The modulus is √26."; "The distance is 5 units; the
    midpoint is (2.5, 4)."). A remark that concludes ("So ...") or revises ("Wait, ...") is not one.
    The text before it must still state a value, which the caller checks.
    """
    body = _CALC_RE.sub("", text[-2000:]).rstrip()
    cut, unconfirmed = None, False
    for _ in range(6):
        sentences = list(_SENTENCE_SPLIT_RE.finditer(body))
        start = sentences[-1].end() if sentences else 0
        if start and _CONFIRMED_RE.match(body[start:]):
            # "Let me double-check: ... Then 2 + 3 = 5. Confirmed.": the whole check, from its opening
            opened = [m.end() for m in sentences[-5:] if _CHECK_OPENER_RE.match(body, m.end())]
            if not opened or not body[: opened[-1]].strip():
                break
            body = cut = body[: opened[-1]].rstrip()
            continue
        # A closing clause ("...; the midpoint is (2.5, 4)", ", which is 180 miles more than ..."),
        # else the closing sentence.
        at, kind = start, None
        clauses = [
            m
            for m in _CLAUSE_SPLIT_RE.finditer(body, start)
            if m.end() < len(body) and body.count("(", start, m.start()) <= body.count(")", start, m.start())
        ]  # (a split inside brackets is the bracket's: "−1 (five in total; note −2 fails)")
        closing = body[start:].strip().lstrip("(")
        if start and (_recalls_abandoned_value(closing) or _judges_value_out(closing)):
            kind = "aside"  # (the whole sentence goes, not only its last clause: "... write x² + 9, which is wrong.")
        elif clauses and body[start : clauses[-1].start()].strip() and not _BY_THE_WAY_RE.search(body, start):
            at, kind = clauses[-1].start(), _remark(body[clauses[-1].end() :], question)
            if _REVISES_RE.search(body, start, at):
                kind = None  # ("Wait, the width is 4, so the area would be 20.": the sentence revises)
            if kind == "check" and start and not _CONCLUDES_RE.match(body[start:at]):
                at = start  # (but "So the roots are 2 and 3 — and their sum 5 checks out.": only the check goes)
        if kind is None and start:
            at, kind = start, _remark(body[start:], question)
        if kind is None and start and _approximates_exact(body, start, question):
            kind = "aside"  # ("So 6√2. Numerically about 8.485.": the exact value stands, the rounding is an aid)
        if kind is None and question:
            consequence = _unasked_consequence(body, start, question)
            if consequence is not None:
                at, kind = consequence, "unasked"  # ("The radius is 5, so the diameter is 10.")
            contrast = _unasked_contrast(body, start, question) if consequence is None else None
            if contrast is not None:
                at, kind = contrast, "aside"  # ("Midpoint (2, 2), while the distance ... is 5.")
        if kind is None:
            break
        body = body[:at].rstrip()
        if kind == "unasked":
            unconfirmed = True  # (a run of them: "Its axis is x = 3 and the minimum value is -4.")
        if question and unconfirmed and _answers(_last_part(body), question):
            unconfirmed = False
        if not unconfirmed:
            cut = body
    return cut


# A sentence that only gives a value roughly: "Numerically about 8.485.", "As a decimal, roughly 0.667.",
# "That's approximately 4.19 units.", "≈ 1.414"
_APPROXIMATION_SENTENCE_RE = lazy_compile(
    r"(?i)\W*(?:(?:numerically|decimally|in\s+decimals?(?:\s+form)?|as\s+a\s+decimal|in\s+decimal\s+form"
    r"|(?:as\s+a\s+)?decimal\s+(?:value|approximation)|to\s+(?:two|three|four|\d)\s+(?:decimal\s+)?places)\s*[,:]?\s*)?"
    r"(?:(?:that['’]s|that\s+is|this\s+is|it['’]s|it\s+is|which\s+is|or|i\.e\.,?|about\s+equal\s+to)\s+)?"
    r"(?:about|roughly|approximately|approx\.|around|nearly|almost|close\s+to|≈|~)\s*\$?[-−]?\d[\d,]*(?:\.\d+)?"
    r"(?:\.{3}|…)?(?:\s*[A-Za-z²³°]{1,8}){0,2}\s*[.!]?\s*"
)
# An exact value that is no terminating decimal: a root, π, a fraction, a logarithm, a power of e.
_EXACT_FORM_RE = lazy_compile(r"√|\\sqrt|\bsqrt\b|π|\\pi|\bpi\b|\\frac|\d\s*/\s*\d|\be\^|\\ln|\bln\b|\blog|\\log")
# What stands before the value a clause ends on: "=", "is", "so", a colon, an arrow.
_STATED_VALUE_CUE_RE = lazy_compile(r"(?i)=|:|→|⇒|\b(?:is|so|thus|hence|therefore|gives|get)\b")
# A problem that asks for a rounded or decimal value.
_ROUNDING_QUESTION_RE = lazy_compile(
    r"(?i)\bdecimal|\bnearest\b|\bround|\bapproximat|\bestimate|\bsignificant\s+figures?|\bplaces?\b"
)


def _approximates_exact(body: str, start: int, question: str | None) -> bool:
    """True when the closing sentence (from ``start``) only gives a value roughly ("Numerically about
    8.485.") after a clause that states an exact value no decimal can write ("so 6√2."), and the problem
    does not ask for a rounded or decimal value."""
    if not _APPROXIMATION_SENTENCE_RE.fullmatch(body, start):
        return False
    if question and _ROUNDING_QUESTION_RE.search(question):
        return False
    before = _last_part(body[:start].rstrip())
    stated = None
    for stated in _STATED_VALUE_CUE_RE.finditer(before):  # noqa: B007 - the last one counts
        pass
    if stated is not None:
        before = before[stated.end() :]  # (the value the clause ends on: "80" of "240 / 3 = 80", not the working)
    # (the clause before ends on the exact value itself, not already on a rounding of it: "10/√2 ≈ 7.07")
    return (
        _EXACT_FORM_RE.search(before) is not None
        and _REVISES_RE.search(before) is None
        and not _APPROX_WORD_RE.search(before)
    )


# A consequence drawn in the closing sentence: "..., so the diameter is 10", "...; hence its area is 25π".
_CONSEQUENCE_RE = lazy_compile(
    r"(?i)(?:,|;|\s[—–])\s+(?:and\s+)?(?:so|thus|hence|therefore|which\s+means|meaning)\s+(?=(?:the|its|their|his|her)\s)"
)


def _unasked_consequence(body: str, start: int, question: str) -> int | None:
    """Where a consequence clause starts in the closing sentence (from ``start``) that states a value
    of a quantity the question does not ask for, right after a clause that names the asked one ("The
    radius is 5, so the diameter is 10." for "Find the radius"); None otherwise."""
    found = None
    for found in _CONSEQUENCE_RE.finditer(body, start):  # noqa: B007 - the last one counts
        pass
    if found is None:
        return None
    head = body[start : found.start()]
    for cue in _ANYWHERE_CONCLUDES_RE.finditer(head):  # ("r² = 49, so the radius is 7, hence ...")
        head = head[cue.end() :]
    words = _named_words(head)
    if not words or not _asks_for(words, question) or _WORKED_RE.search(head):
        return None
    return found.start() if _unasked(body[found.end() :], question) else None


# A contrast clause that sets another quantity beside the answer: "..., while the distance ... is 5".
_CONTRAST_RE = lazy_compile(r"(?i)[,;]\s+(?:while|whereas)\s+(?=(?:the|its|their|his|her|each|every)\s)")
_CONTRAST_SUBJECT_RE = lazy_compile(
    r"(?i)((?:[a-z'’-]+\s+){1,10}?)(?:is|are|was|were|equals|=|comes\s+to)\s+(?=[-−$\d(√\\])"
)


def _unasked_contrast(body: str, start: int, question: str) -> int | None:
    """Where a contrast clause starts in the closing sentence (from ``start``) that states a value of
    a quantity the question names with none of its words, after a part that states a value ("Midpoint
    (2, 2), while the distance from either end to it is 5." for the midpoint); None otherwise."""
    found = None
    for found in _CONTRAST_RE.finditer(body, start):  # noqa: B007 - the last one counts
        pass
    if found is None or not _MATHY_RE.search(body, start, found.start()):
        return None
    part = body[start : found.start()]
    for cue in _ANYWHERE_CONCLUDES_RE.finditer(part):
        part = part[cue.end() :]
    label = _LABEL_VALUE_RE.match(part.rsplit(": ", 1)[-1])
    named = _named_words(part) or (_label_words(label.group(1)) if label is not None else None)
    if not named or not _asks_for(named, question):
        return None  # (the part before it must name the asked quantity: "Midpoint (2, 2)", "The mean is 8")
    subject = _CONTRAST_SUBJECT_RE.match(body, found.end())
    if subject is None or _WORKED_RE.search(body, found.end()):
        return None
    # (the head of the subject, before its first preposition: "the distance" of "the distance from ... to it")
    head = _PREPOSITION_RE.split(subject.group(1).lower(), maxsplit=1)[0]
    words = [w for w in re.split(r"[\s'’-]+", head) if len(w) > 2 and w not in _GENERIC_WORDS]
    if not words or _asks_for(words, question):
        return None
    return found.start()


_PREPOSITION_RE = lazy_compile(r"\s(?:from|of|to|between|in|on|at|for|with|across|along|through)\s")


def _last_part(text: str) -> str:
    """The last sentence of ``text``, or its last clause when it has several."""
    sentences = list(_SENTENCE_SPLIT_RE.finditer(text))
    start = sentences[-1].end() if sentences else 0
    clauses = [m for m in _CLAUSE_SPLIT_RE.finditer(text, start) if m.end() < len(text)]
    return text[clauses[-1].end() if clauses else start :]


# "How many miles ...", "how many positive divisors ...": the things the question counts.
_HOW_MANY_RE = lazy_compile(
    r"(?i)\bhow\s+many\s+(?:more\s+|fewer\s+|additional\s+|other\s+)?([a-z]{3,20})(?:\s+([a-z]{3,20}))?"
)


def _counted_in_closing(text: str, question: str | None) -> str | None:
    """The one amount of the things the question counts ("how many miles") that the closing sentence
    states ("The train covers 420 miles in 7 hours."); None when it states none or several."""
    if not question or "many" not in question.lower():
        return None
    asked = _HOW_MANY_RE.search(question)
    if asked is None:
        return None
    nouns = {w.lower() for w in asked.groups() if w}
    nouns |= {w[:-1] for w in nouns if w.endswith("s")}  # ("1 mile")
    sentences = list(_SENTENCE_SPLIT_RE.finditer(text))
    closing = _CALC_RE.sub("", text[sentences[-1].end() if sentences else 0 :])
    if len(closing) > 1000:
        return None
    amounts = list(_COUNTED_RE.finditer(closing))
    found = [
        m
        for m in amounts
        if m.group(2).lower() in nouns and not closing[: m.start()].rstrip().endswith(("×", "*", "/", "·"))
    ]
    if len(found) != 1 or len(_NUMBER_RE.findall(closing)) > 3:
        return None
    if _PICKED_AFTER_RE.search(closing, found[0].end()):
        return None  # ("5 cans, or 6 with spare paint; I'd say 6.": a pick after the count decides)
    units = {m.start(1): m.group(2).lower() for m in amounts}
    boundary = re.search(r";|\s[—–]\s", closing[found[0].end() :])
    other_clause = found[0].end() + boundary.end() if boundary else len(closing)
    given = {n.replace(",", "") for n in _NUMBER_RE.findall(question)}
    for m in _NUMBER_RE.finditer(closing, found[0].end()):
        unit = units.get(m.start())
        if unit is None and _PREPOSITION_BEFORE_RE.search(closing, max(0, m.start() - 12), m.start()):
            continue  # ("12 positive divisors of 72": a number the phrase refers to)
        if m.group(0).replace(",", "") in given and found[0].group(1).replace(",", "") not in given:
            continue  # ("After 20 hours it has 260 L." for "After how many hours will 260 liters be left?": a given)
        if unit in _RESULT_WORDS or (unit is None and m.start() < other_clause):
            return None  # ("She gave away 12 apples and has 28 left.": a later amount may be the answer)
        if unit is None and _RESULT_WORDS_RE.search(closing, other_clause):
            return None  # ("...; she has 28 left.")
    return found[0].group(1).replace("−", "-")


# A closing list of counts of different things: "12 edges, 8 vertices, and 6 faces", "→ 7 cows, 23 chickens".
# (a word may describe the things before their noun: "12 pentagonal faces")
_COUNT_ITEM = r"[-−]?\d[\d,]*(?:\.\d+)?\s+(?:(?!and\b)[a-z]{3,20}\s+)?([a-z]{3,20})"
_COUNT_LIST_RE = lazy_compile(
    r"(?i)(?<![\w.,^{])"
    + _COUNT_ITEM
    + r"(?:\s*[,;]\s*(?:and\s+)?|\s+and\s+)"
    + _COUNT_ITEM
    + r"(?:(?:\s*[,;]\s*(?:and\s+)?|\s+and\s+)"
    + _COUNT_ITEM
    + r"){0,4}\s*[.!]?\s*$"
)
# One item of such a list: its amount, a word before the noun if any ("pentagonal"), and the noun.
_LISTED_COUNT_RE = lazy_compile(
    r"(?i)(?<![\w.^{])([-−]?\d[\d,]*(?:\.\d+)?)\s+(?:(?!and\b)([a-z]{3,20})\s+)?([a-z]{3,20})"
    r"(?=\s*(?:[,;.!]|and\b|$))"
)
_MORE_OR_FEWER_RE = lazy_compile(r"(?i)\bhow\s+many\s+(?:more|fewer|less|other|additional|extra)\b")


# A count closing the reply after a colon or a dash that follows a value: "{2, 4, 8}: 3 divisors.", "k = 1..9: 9 terms".
_COUNT_AFTER_COLON_RE = lazy_compile(r"[\d})\]$]\s*[:—–]\s*(\d{1,9})\s+([a-z]{3,20})\s*[.!]?\s*$")


# Nouns a count may close on whatever variable it counts: "14 values", "6 solutions".
# (only for a problem that counts the values of a variable: "d ∈ {1, 7, 49}: 3 numbers." for "how many divisors" names
# other things than those asked)
_GENERIC_COUNT_NOUNS = frozenset(("values", "solutions"))
# A range or a list, then a colon and a bare count closing the reply: "1² through 31²: 31.", "k = 2..9: 8".
_RANGE_THEN_COUNT_RE = lazy_compile(
    r"(?:\.\.|…|\bthrough\b|\bto\b|,)\s*[-−]?\d+[²³]?\s*[})\]]?\s*:\s+(\d{1,9})\s*[.!]?\s*$"
)


def _bare_count_after_range(text: str, question: str) -> str | None:
    """The bare count a reply closes on after a colon that follows a range or a list of the things counted
    ("1² through 31²: 31."), when the problem asks how many; None otherwise (a colon between two numbers, "3:4", is a
    ratio, so a space must follow it)."""
    m = _RANGE_THEN_COUNT_RE.search(text, max(0, len(text) - 40))
    if m is None or not _HOW_MANY_RE.search(_asking_part(question)):
        return None
    return m.group(1)


def _count_after_colon(text: str, question: str) -> str | None:
    """The count a reply closes on after a colon or a dash that follows the values it counts ("x ∈ {1, 2, 4}:
    3 values.", "k = 1..9: 9 terms."), when the problem asks for the number of the things it names ("how
    many values", "the number of ... terms", the noun within three words); None otherwise."""
    m = _COUNT_AFTER_COLON_RE.search(text, max(0, len(text) - 40))
    if m is None:
        return _bare_count_after_range(text, question)
    noun = m.group(2).lower()
    if noun in _GENERIC_COUNT_NOUNS and "$" in _asking_part(question) and _HOW_MANY_RE.search(_asking_part(question)):
        # ("n = 1..14: 14 values." for "how many positive integers $n$": the values of the variable counted)
        return m.group(1)
    stem = noun[:-1] if noun.endswith("s") else noun
    asked = re.search(
        rf"(?i)\b(?:how\s+many|number\s+of)\s+(?:[a-z-]+\s+){{0,3}}?{re.escape(stem)}s?\b", _asking_part(question)
    )
    return m.group(1) if asked is not None else None


def _counted_in_list(text: str, question: str) -> str | None:
    """The amount of the things the question counts in a list of counts of different things that closes
    the reply ("A cube has 12 edges, 8 vertices, and 6 faces." for "How many edges ...?"); None unless
    the list names them exactly once and each item another thing."""
    asked = _HOW_MANY_RE.search(_asking_part(question)) if "many" in question.lower() else None
    if asked is None or _MORE_OR_FEWER_RE.search(question):
        return None
    sentences = list(_SENTENCE_SPLIT_RE.finditer(text, max(0, len(text) - 300)))
    closing = text[sentences[-1].end() if sentences else max(0, len(text) - 300) :]
    if len(closing) > 300:
        return None
    listed = _COUNT_LIST_RE.search(closing)
    if listed is None:
        return None
    items = list(_LISTED_COUNT_RE.finditer(listed.group(0)))
    nouns = [m.group(3).lower() for m in items]
    if len(set(nouns)) != len(nouns) or any(n in _RESULT_WORDS for n in nouns):
        return None  # ("12 apples and 5 apples", "7 cows and 3 more")
    if any((m.group(2) or "").lower() in _RESULT_WORDS for m in items):
        return None  # ("12 apples and 5 more pears": a word before the noun that counts a change)
    wanted = {w.lower() for w in asked.groups() if w}
    wanted |= {w[:-1] for w in wanted if w.endswith("s")}
    found = [m for m in items if m.group(3).lower() in wanted or m.group(3).lower().rstrip("s") in wanted]
    if len(found) != 1:
        return None
    value = found[0].group(1).replace("−", "-").replace(",", "")
    given = {n.replace(",", "") for n in _NUMBER_RE.findall(question)}
    return None if value in given else value  # ("She had 12 apples, 5 pears ...": a given restated)


_RESULT_WORDS = frozenset("left remaining more fewer less total each altogether over extra".split())
_PREPOSITION_BEFORE_RE = lazy_compile(r"(?i)\b(?:of|in|from|than|per|by)\s+$")
_RESULT_WORDS_RE = lazy_compile(r"(?i)\b(?:left|remaining|remain|in\s+total|altogether|total)\b")
_COUNTED_RE = lazy_compile(r"(?<![\w.^{])([-−]?\d[\d,]*(?:\.\d+)?)\s+([a-z]{3,20})\b", re.IGNORECASE)


_JSON_ANSWER_RE = lazy_compile(r'"(?:final_answer|answer)"\s*:\s*"?([^",}\n]+)')
_INEQUALITY_RE = lazy_compile(r"^([a-z])\s*(<|>|≤|≥|<=|>=)\s*([^<>≤≥=]+)$")
_BETWEEN_RE = lazy_compile(r"^([^<>≤≥=]+?)\s*(<|≤|<=)\s*([a-z])\s*(<|≤|<=)\s*([^<>≤≥=]+)$")
_OUTSIDE_RE = lazy_compile(r"^([a-z])\s*(<|≤|<=)\s*([^<>≤≥=]+?)\s+or\s+\1\s*(>|≥|>=)\s*([^<>≤≥=]+)$")
_REPEATING_RE = lazy_compile(r"^([-−]?)(\d*)\.(\d*?)(?:\\overline\{(\d+)\}|(\d+?)\2?(?:\.\.\.|…|\\ldots|\\cdots))$")


_RELATION_RE = lazy_compile(r"([^=<>≤≥]+?)\s*(<=|>=|=|<|>|≤|≥)\s*([^=<>≤≥]+)")
_FLIPPED = {"=": "=", "<": ">", ">": "<", "<=": ">=", ">=": "<=", "≤": "≥", "≥": "≤"}


def plain_forms(value: str) -> str:
    """Plain-text math written the way the comparator reads it: ``sqrt(3)``, ``2**(1/4)``, ``8*pi``."""
    if not any(key in value for key in _PLAIN_FORM_KEYS):
        return value  # (each pattern needs one of these words; most values hold none, and a no-op sub still costs)
    for pattern, repl in _PLAIN_FORMS:
        value = pattern.sub(repl, value)
    return value


def _closed(op: str) -> bool:
    return op in ("≤", "≥", "<=", ">=")


_LATEX_RELATIONS = {
    "le": "≤",
    "leq": "≤",
    "leqslant": "≤",
    "ge": "≥",
    "geq": "≥",
    "geqslant": "≥",
    "lt": "<",
    "gt": ">",
}
_LATEX_RELATION_RE = lazy_compile(r"\\(leqslant|geqslant|leq|geq|le|ge|lt|gt)(?![A-Za-z])")
_TEXT_WORD_RE = lazy_compile(r"\\(?:text|textrm|mathrm|mbox)\s*\{\s*(or|and)\s*\}")


_BASE_GOLD_RE = lazy_compile(r"([0-9A-Fa-f]+)_\{?(\d+)\}?")
# Digits with their base in subscript: "1100100₂", "1100100_2", "FF_{16}".
_BASE_VALUE_RE = lazy_compile(r"([0-9A-Fa-f]+)\s*(?:_\{?\d{1,2}\}?|[₀-₉]{1,2})")
_EXCLUDED_RE = lazy_compile(r"[a-z]\s*(?:≠|\\neq?|!=)\s*(±|\\pm)?\s*([\d.]+)")


def alternative_readings(value: str, gold: str = "", text: str = "", question: str | None = None) -> list[str]:
    """Other ways to write ``value`` that mean exactly the same, for a second comparison.

    An inequality in one variable is an interval (``x > 4`` is ``(4, \\infty)``, ``2 < x < 4``
    is ``(2, 4)``, ``x < −2 or x > 2`` is a union); a percentage is a fraction
    (``85%`` is ``85/100``); a repeating decimal is its fraction (``0.\\overline{4}``,
    ``0.181818...``). Never an approximation: each reading is equal by definition. ``text``
    is the whole response (a decimal is a percentage gold only where it also writes that percentage);
    ``question`` the problem (an angle in degrees is no radian gold where it asks for radians).
    """
    v = value.strip().replace("−", "-")
    if "\\" in v or "$" in v:  # "$x \le -2 \text{ or } x \ge 2$"
        v = _LATEX_RELATION_RE.sub(lambda m: _LATEX_RELATIONS[m.group(1)], v.strip("$ "))
        v = _TEXT_WORD_RE.sub(r" \1 ", v).strip()
        v = re.sub(r"\s{2,}", " ", v)
    out = []
    g = gold.strip()
    base = _BASE_GOLD_RE.fullmatch(g)
    if base is not None and v == base.group(1):
        out.append(g)  # "11001" (in binary) for 11001_2
    based = _BASE_VALUE_RE.fullmatch(v) if base is None else None
    if based is not None and based.group(1) == g:
        out.append(g)  # "1100100₂", "FF_{16}" for a gold written without its base: the same digits
    if _DURATION_WORD_RE.search(v):
        out.extend(duration_readings(v, g))  # "200 minutes" for 3 h 20 min; "22 min 30 s" for 22.5
    if question and text:
        out.extend(converted_readings(v, text, question))  # "0.6 kg" for 600 when asked in grams
    if v.startswith("[[") and "matrix" in g:
        grid = _nested_rows(v)
        if grid is not None:
            out.append(grid)  # "[[1, 4], [0, 1]]": a matrix written as a list of its rows
    clock = _BARE_CLOCK_RE.match(v)
    if clock is not None and _CLOCK_RE.fullmatch(g) and g.split()[0] == clock.group(1):
        out.append(g)  # "10:20" for 10:20 PM: the same reading of a twelve-hour clock
    elif clock is not None and v.startswith("0") and _CLOCK_RE.fullmatch(g) and g.split()[0] == v[1:]:
        if g.split()[1][:1] in "Aa":
            out.append(g)  # "04:15" (a 24-hour clock, before noon) for 4:15 AM; never for 4:15 PM
    elif clock is not None and _CLOCK_RE.fullmatch(g) and _twelve_hour(clock.group(1)) == clock_time(g).upper():
        out.append(g)  # "22:20" (a 24-hour clock) for 10:20 PM, "00:15" for 12:15 AM, "12:30" for 12:30 PM
    excluded = _EXCLUDED_RE.fullmatch(v)
    if excluded is not None:  # "x ≠ ±2": every real number but those
        a = excluded.group(2).strip()
        if excluded.group(1):
            out.append(f"(-\\infty, -{a}) \\cup (-{a}, {a}) \\cup ({a}, \\infty)")
        else:
            out.append(f"(-\\infty, {a}) \\cup ({a}, \\infty)")
    if ("\\circ" in g or "°" in g) and ("\\pi" in v or "π" in v) and "\\circ" not in v and "°" not in v:
        out.append(v.replace("\\pi", "(180)").replace("π", "(180)"))  # π/6 (radians) for 30°
    elif ("\\pi" in g or "π" in g) and "\\circ" not in g and "°" not in g and ("°" in text or "\\circ" in text):
        asks_radians = question is not None and re.search(r"(?i)\bradian", question) is not None
        radians = None if asks_radians else _in_radians(v, text)
        if radians is not None:
            out.append(radians)  # "45°" for π/4, "x = 30° and 150°" for π/6, 5π/6
    if question is not None and ":" in v + g and _RATIO_QUESTION_RE.search(question):
        # "8/15" for a:c = 8:15, "8:15" for 8/15, where a ratio is asked (also on the right of "p/r = 6/20")
        out.extend(_ratio_readings(v.rsplit("=", 1)[-1], g))
    where = _WHERE_CUT_RE.search(v) if " at " in v or " when " in v or " for " in v else None
    if where is not None and (not v[: where.start()].strip() or where.group(1) in v[: where.start()]):
        where = None
    asked = _asked_name(question) if question and where is not None else None
    if where is not None and (asked is None or asked != _name_key(where.group(1).translate(_GREEK_NAMES))):
        # "5 at x = 2" (from "max = 5 at x = 2"): where the value is taken is no part of it, nor the place the
        # answer - unless the problem asks for that variable ("cos θ = −1 at θ = π" for θ)
        out.append(v[: where.start()].strip())
    else:
        where = None
    member = _MEMBER_OF_RE.match(v)
    if member is not None:
        out.append(member.group(1).strip())  # "x \in [-1, 4]", "x ∈ {-2, 0, 2}": the set itself
    parts = _top_level_parts(v)
    if len(parts) == 2 and parts[1].strip() and "=" not in gold and where is None:
        # "(x − 1)(x + 1)/(x − 1) = x + 1" against a gold expression: its right-hand side.
        out.append(parts[1].strip())
    punctured = _EXCEPT_RE.match(v)
    if punctured is not None:  # "x ≤ 3 except x = 0": the interval without that point
        out.extend(_punctured_interval(*punctured.group(2, 3, 4)))
    m = _INEQUALITY_RE.match(v)
    if m:
        _, op, a = m.groups()
        a = a.strip()
        if op in (">", ">=", "≥"):
            out.append(f"{'[' if _closed(op) else '('}{a}, \\infty)")
        else:
            out.append(f"(-\\infty, {a}{']' if _closed(op) else ')'}")
    m = _BETWEEN_RE.match(v)
    if m:
        a, op1, _, op2, b = m.groups()
        out.append(f"{'[' if _closed(op1) else '('}{a.strip()}, {b.strip()}{']' if _closed(op2) else ')'}")
    m = _OUTSIDE_RE.match(v)
    if m:
        _, op1, a, op2, b = m.groups()
        left = f"(-\\infty, {a.strip()}{']' if _closed(op1) else ')'}"
        right = f"{'[' if _closed(op2) else '('}{b.strip()}, \\infty)"
        out.append(f"{left} \\cup {right}")
    if gold.strip().endswith(("%", "\\%")) and re.fullmatch(r"-?\d*\.\d+", v):
        # "0.25" for a gold of "25%" when the response also writes it as that percentage ("**25%.**
        # ... 2,000/8,000 = 0.25"); a bare fraction of one is no percentage ("5/8 = 0.625" when
        # asked for a percent)
        percent = format((Decimal(v) * 100).normalize(), "f")
        if re.search(rf"(?<![\d.]){re.escape(percent)}(?:\.0+)?\s*(?:\\?%|percent\b)", text):
            out.append(f"{percent}%")
    if v.endswith(("%", "\\%")):
        number = v.rstrip("%").rstrip("\\").strip()
        mixed = re.fullmatch(r"(-?)(\d+)\s*\\[dt]?frac\{(\d+)\}\{(\d+)\}", number)
        if re.fullmatch(r"-?\d+(?:\.\d+)?", number):
            out.append(f"\\frac{{{number}}}{{100}}")
        elif mixed is not None and int(mixed.group(4)):  # "16\tfrac{2}{3}\%" is 50/300
            sign, whole, num, den = mixed.groups()
            out.append(f"{sign}\\frac{{{int(whole) * int(den) + int(num)}}}{{{100 * int(den)}}}")
    # "x=2" is "2=x", "x<2" is "2>x": a relation against a gold relation only (against a value, "i^23 = i"
    # flipped would read its left-hand side, the quantity asked about, as the value)
    relation = _RELATION_RE.fullmatch(v) if _GOLD_RELATION_RE.search(g) else None
    if relation is not None:
        left, op, right = relation.groups()
        out.append(f"{right.strip()}{_FLIPPED[op]}{left.strip()}")
    gold_repeating = _repeating_fraction(g) if ("\\overline" in g or "..." in g or "…" in g) else None
    if gold_repeating is not None:
        # "0.666..." for 0.\overline{6} (a fraction is not compared with it: "2/3 ≈ 0.67" may be read
        # as the rounded decimal the gold's form asks for)
        if _repeating_fraction(v) == gold_repeating:
            out.append(g)
    decimal = re.sub(r"^[a-z]\s*=\s*", "", v.replace("$", ""))  # ("m = −0.1\overline{6}": the value)
    m = _REPEATING_RE.match(decimal)
    # (trailing dots alone also mark a decimal cut short, "1.41421...": they stand for a repetend only
    # where the reply or the problem says the digits repeat, "0.333..., the 3 repeating"; a bar always does)
    if m and (
        m.group(4) or _REPEATS_SAID_RE.search(text, max(0, len(text) - 2000)) or _REPEATS_SAID_RE.search(question or "")
    ):
        exact = _repeating_fraction(decimal)
        if exact is not None:
            out.append(f"{'-' if exact < 0 else ''}\\frac{{{abs(exact.numerator)}}}{{{exact.denominator}}}")
    if v in _EMPTY_SET_READINGS and _NO_SOLUTION_GOLD_RE.fullmatch(g):
        out.append(g)  # "∅" for "no real solutions": the empty solution set, in words
    intercept = _INTERCEPT_POINT_RE.fullmatch(v) if question is not None and "intercept" in question else None
    if intercept is not None:
        out.extend(_intercept_coordinate(intercept, question or ""))
    labelled = _labelled_parts_reading(g, text) if text and ", " in g and _LABELLED_PART_RE.match(g) else None
    if labelled is not None:
        out.append(labelled)  # "Center: (2, −3)\n- Radius: 5" for the gold "center (2,-3), radius 5"
    return out


# A gold in labelled parts: "center (2,-3), radius 5", "quotient x+1, remainder 3", "mean: 4, median: 5".
_LABELLED_PART_RE = lazy_compile(r"\s*([A-Za-z][A-Za-z]+(?:[ -][A-Za-z]+){0,2})\s*[:=]?\s*(?=[-−\d(\[{$\\√π])")
# The value a reply gives after a label: a bracket group, a math segment, or a run up to a comma or full stop.
_LABELLED_VALUE = r"(\$[^$]{1,60}\$|\([^()]{1,40}\)|\[[^\[\]]{1,40}\]|[-−]?[\d√π\\][^\s,;]{0,30}(?<![.!]))"


def _labelled_parts_reading(gold: str, text: str) -> str | None:
    """The reply's values for each label of a gold in labelled parts, in the gold's form ("Center: (2, −3)
    ... Radius: 5" read as "center (2, −3), radius 5"): each label's last statement in the reply, written
    "Label (value)", "Label: value", "Label is value" or "Label = value", or its initial and "=" ("r = 5");
    None when a label is missing or the gold has fewer than two parts."""
    parts = []
    depth, start = 0, 0
    for i, ch in enumerate(gold):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(gold[start:i])
            start = i + 1
    parts.append(gold[start:])
    if len(parts) < 2 or len(parts) > 6:
        return None
    tail = text[-1500:].replace("**", "")
    read = []
    for part in parts:
        label = _LABELLED_PART_RE.match(part)
        if label is None or not part[label.end() :].strip():
            return None
        name = label.group(1)
        found = None
        # (the label in full, else its initial before "=": "r = 5" for the radius)
        for pattern in (
            r"(?i)(?<![A-Za-z])" + re.escape(name) + r"(?![A-Za-z])\s*(?:is|=|:|of)?\s*" + _LABELLED_VALUE,
            r"(?<![A-Za-z\\])" + re.escape(name[0].lower()) + r"\s*=\s*" + _LABELLED_VALUE,
        ):
            for found in re.finditer(pattern, tail):  # noqa: B007 - the last one counts
                pass
            if found is not None:
                break
        if found is None:
            return None
        read.append(f"{name} {found.group(1).strip('$ ')}")
    return ", ".join(read)


_GOLD_RELATION_RE = lazy_compile(r"[=<>≤≥]|\\[lg]eq?\b|\\[lg]t\b")
_EMPTY_SET_READINGS = frozenset(("\\emptyset", "\\varnothing", "∅", "\\{\\}", "{}"))
# A gold that says in words that nothing solves the problem: "\text{no real solutions}", "no solution", "none".
_NO_SOLUTION_GOLD_RE = lazy_compile(
    r"(?i)(?:\\text\{\s*)?(?:there\s+(?:are|is)\s+)?(?:no\s+(?:real\s+|integer\s+|such\s+)?"
    r"(?:solutions?|roots?|values?|numbers?)|none)\s*\.?\s*\}?"
)
# A point stated for an intercept: "(0, −5)" for the y-intercept −5, "(3/2, 0)" for the x-intercept 3/2.
_INTERCEPT_POINT_RE = lazy_compile(r"\(\s*([^,()]{1,30}?)\s*,\s*([^,()]{1,30}?)\s*\)")
_ASKED_INTERCEPT_RE = lazy_compile(r"(?i)\b([xy])\$?\s*-\s*intercept")


def _intercept_coordinate(point: re.Match[str], question: str) -> list[str]:
    """The coordinate of an intercept point that is its number, where the problem asks for one intercept
    ("(0, −5)" for "Find the y-intercept": −5, its other coordinate 0); [] otherwise."""
    axes = {m.group(1).lower() for m in _ASKED_INTERCEPT_RE.finditer(_asking_part(question) or question)}
    first, second = point.group(1).strip(), point.group(2).strip()
    if axes == {"y"} and first == "0":
        return [second]
    if axes == {"x"} and second == "0":
        return [first]
    return []


# The reply saying that a decimal's digits repeat: "the 6 repeats forever", "repeating", "recurring".
_REPEATS_SAID_RE = lazy_compile(
    r"(?i)\\overline|\brepeat|\brecurr|\bforever\b|\bindefinitely\b|\bendless|\bwithout\s+end"
)
# A problem about a ratio: the word, or two letters or numbers set in ratio, "a:b", "2 : 3".
_RATIO_QUESTION_RE = lazy_compile(r"(?i)\bratio|(?<![\w:])[a-z]\s*:\s*[a-z](?![\w:])")
_RATIO_RE = lazy_compile(r"(\d{1,9})\s*:\s*(\d{1,9})")
_QUOTIENT_RE = lazy_compile(r"(\d{1,9})\s*/\s*(\d{1,9})|\\[dt]?frac\{(\d{1,9})\}\{(\d{1,9})\}")


def _ratio_value(text: str, pattern: re.Pattern[str]) -> Fraction | None:
    m = pattern.fullmatch(text.strip())
    if m is None:
        return None
    num, den = (int(d) for d in m.groups() if d is not None)
    return Fraction(num, den) if den else None


def _ratio_readings(value: str, gold: str) -> list[str]:
    """A ratio "a:b" and a quotient "a/b" of the same value read as one, for a problem about a ratio ("8/15"
    for a gold of 8:15; "16:30" for a gold of 8/15); nothing otherwise."""
    for ratio_side, quotient_side in ((value, gold), (gold, value)):
        ratio = _ratio_value(ratio_side, _RATIO_RE)
        if ratio is not None and ratio == _ratio_value(quotient_side, _QUOTIENT_RE):
            return [gold]
    return []


_MEMBER_OF_RE = lazy_compile(r"^[a-zα-ω]\s*(?:\\in\b|∈)\s*(.+)$")
_AMOUNT_IN_VALUE_RE = lazy_compile(r"(?<![\d.^_{])(\d{1,6}(?:\.\d{1,6})?)(?![\d.])(\s*(?:°|\^\s*\{?\s*\\circ\s*\}?))?")


def _in_radians(value: str, text: str) -> str | None:
    """``value`` with every amount in it in radians, when each is marked in degrees, in ``value`` or where the
    response states it ("45°"; "30°, 150" from "x = 30° and 150°"); None when one is not, or ``value`` has
    anything but amounts and list punctuation (a degree sign is what makes the amount an angle)."""
    if len(value) > 200 or not _AMOUNT_IN_VALUE_RE.search(value):
        return None
    rest = _AMOUNT_IN_VALUE_RE.sub("", value)
    if re.search(r"[^\s,;\-−$]", re.sub(r"\b(?:and|or)\b|^\s*[a-zα-ω]\s*=", "", rest)):
        return None
    for m in _AMOUNT_IN_VALUE_RE.finditer(value):
        if not m.group(2) and not re.search(
            r"(?<![\d.])" + re.escape(m.group(1)) + r"\s*(?:°|\^\s*\{?\s*\\circ)", text[-2000:]
        ):
            return None
    return _AMOUNT_IN_VALUE_RE.sub(lambda m: f"\\frac{{{m.group(1)}\\pi}}{{180}}", value)


_EXCEPT_RE = lazy_compile(
    r"^([a-z])\s*(<|>|≤|≥|<=|>=)\s*(-?\d+(?:\.\d+)?)\s*,?\s*(?:except|but\s+not|and)\s+(?:for\s+|at\s+)?\1\s*(?:=|≠|!=)\s*(-?\d+(?:\.\d+)?)$"
)


_NESTED_ROWS_RE = lazy_compile(r"\[\s*(\[[^\[\]]{1,200}\](?:\s*,\s*\[[^\[\]]{1,200}\]){0,9})\s*\]")
_ROW_RE = lazy_compile(r"\[([^\[\]]*)\]")


def _nested_rows(value: str) -> str | None:
    """A matrix written as a list of its rows ("[[1, 4], [0, 1]]") in LaTeX, every row as long as the
    first; None for anything else."""
    m = _NESTED_ROWS_RE.fullmatch(value.strip().rstrip("."))
    if m is None:
        return None
    rows = [[c.strip() for c in r.split(",")] for r in _ROW_RE.findall(m.group(1))]
    if len(rows) < 2 or any(len(r) != len(rows[0]) or not all(r) for r in rows):
        return None
    return "\\begin{pmatrix}" + " \\\\ ".join(" & ".join(r) for r in rows) + "\\end{pmatrix}"


def _twelve_hour(clock: str) -> str | None:
    """A 24-hour clock time after noon or in the hour after midnight ("22:20", "12:05", "00:15") on a
    twelve-hour clock ("10:20 PM", "12:05 PM", "12:15 AM"); None for any other."""
    hours, minutes = clock.split(":")
    h = int(hours)
    if not (h == 0 or 12 <= h <= 23) or int(minutes) > 59:
        return None
    return f"{h % 12 or 12}:{minutes} {'AM' if h == 0 else 'PM'}"


def _punctured_interval(op: str, bound: str, point: str) -> list[str]:
    """``x op bound`` without ``point``, as intervals (nothing when the point is not in it)."""
    b, p = Fraction(bound), Fraction(point)
    upper = op in ("<", "≤", "<=")
    inside = (p < b or (p == b and _closed(op))) if upper else (p > b or (p == b and _closed(op)))
    if not inside or p == b:
        return []
    if upper:
        return [f"(-\\infty, {point}) \\cup ({point}, {bound}{']' if _closed(op) else ')'}"]
    return [f"{'[' if _closed(op) else '('}{bound}, {point}) \\cup ({point}, \\infty)"]


def _repetend(digits: str) -> tuple[str, str]:
    """The digits after the point of a decimal written with trailing dots, split into the part that
    does not repeat and the shortest block that ends them at least twice ("1666": "1", "6"; "363636":
    "", "36"); ("", "") when no block repeats ("142": a decimal cut short)."""
    for k in range(1, len(digits) // 2 + 1):
        block = digits[-k:]
        start = len(digits) - k
        while start - k >= 0 and digits[start - k : start] == block:
            start -= k
        while start > 0 and digits[start - 1] == digits[start - 1 + k]:
            start -= 1  # ("12323": "1", "23" - the block may start mid-way, "0.1232323..." is 1 and 23s)
        if len(digits) - start >= 2 * k:
            return digits[:start], digits[start : start + k]
    return "", ""


def _repeating_fraction(value: str) -> Fraction | None:
    """The exact value of a repeating decimal ("0.\\overline{3}", "1.0666..."), else None."""
    m = _REPEATING_RE.match(value.strip().strip("$").replace("−", "-"))
    if m is None:
        return None
    sign, whole, fixed, block_a, block_b = m.groups()
    block = block_a
    if block_b:
        fixed, block = _repetend(fixed + block_b)
    if not block:
        return None
    num = int((whole or "0") + fixed + block) - int((whole or "0") + fixed)
    value_ = Fraction(num, (10 ** len(block) - 1) * 10 ** len(fixed))
    return -value_ if sign else value_


# A solution cut off mid-sentence: it ends on a word that needs more after it.
_CUT_OFF_RE = lazy_compile(
    r"(?i)\b(?:are|is|be|the|of|to|and|by|with|gives|equals|so|then|that|becomes|as|a|an|if|because|but|or|when|"
    r"whether|than|since|while|which|who|for|from|into|we|i|it|they|its|their|our|would|will|can|could|should|must|"
    r"has|have|had|was|were|does|did|get|gets|got|obtain|obtains|yields?|"
    # a subordinator or preposition left without its clause or object: "which I'd check before", "53 (prime) unless"
    r"before|after|until|unless|although|whereas|between|without|upon|towards?|"
    # a preposition left without its object: "we look at", "plug it in", "which leaves us with"
    # ("in" is also inches, "**" closes bold, "<" and ">" close tags: none of them is read so)
    r"at|on|onto|over|under|through|via|against|within|across)\s*$"
    # a copula followed only by adverbs, the value never given: "so P(B) is also", "the total is then roughly"
    r"|\b(?:is|are|was|were|be|equals?|makes|gives)(?:\s+(?:also|too|then|therefore|thus|hence|again|still|just|"
    r"simply|clearly|exactly|roughly|approximately|about|around|now|likewise|similarly|probably|surely))+\s*$"
    # a remark opened by a dash and cut off: "53 —", "x = 4 –"
    r"|[=:,+×/(−\-—–]\s*$"
    # an arrow, a relation or an operator with nothing after it: "plug in 0 →", "x ≈", "so 7 ·", "\\implies"
    r"|(?:[→⇒⟹≈≤≥·÷^]|(?<![<!-])->|=>|\\(?:to|implies|Rightarrow|rightarrow|approx|cdot|times))\s*$"
)
# An amount given as a bound, as depending on something the problem does not say, or as a
# guess the writer says it cannot vouch for.
_HEDGED_AMOUNT_RE = lazy_compile(
    r"(?i)\bsomewhere\s+(?:up\s+to|between|around)\b|\bdepending\s+on\b|\bit\s+depends\b"
    r"|\bcan(?:'t|’t|not|\s+not)\s+be\s+(?:certain|sure)\b|\b(?:i'm|i’m|i\s+am)\s+not\s+(?:entirely\s+|completely\s+|totally\s+)?(?:certain|sure)\b"
    # ... or declines to give one: "I can't give an exact figure", "I won't commit to a single number"
    r"|\b(?:can(?:'t|’t|not|\s+not)|unable\s+to|won(?:'t|’t)|will\s+not)\s+(?:give|provide|state|offer|commit\s+to|settle\s+on|"
    r"determine|pin\s+down|work\s+out|name|calculate|compute)"
    r"\s+(?:you\s+)?(?:an?\s+|the\s+|one\s+)?(?:exact|definite|definitive|precise|firm|single|certain|final)\s+"
    r"(?:figure|number|answer|value|amount|result)"
)


# A value the reply goes on to transform ("36/99, which reduces by dividing both by their greatest
# common") and is cut off before the new value: the value was a step on the way.
_CUT_MID_STEP_RE = lazy_compile(
    r"(?i),?\s+(?:which|this|that)\s+(?:then\s+)?(?:reduces|simplifies|rounds|converts|cancels)\b[^\d.!?\n]*[a-z]\s*$"
)
_CUT_REACH = 300
# A computation the reply announces and breaks off with its expression unworked: "Let me compute: 81 · 56",
# "Now I'll multiply: 12 × 7 × 3", "let's work it out, 7·8·9" (no "=" and no value after it).
_ANNOUNCED_UNWORKED_RE = lazy_compile(
    r"(?i)\b(?:let\s+me|let['’]?s|let\s+us|i['’]ll|i\s+will|i\s+need\s+to|we\s+(?:still\s+)?need\s+to|time\s+to|now\s+to)\s+"
    r"(?:now\s+|just\s+|quickly\s+)?(?:compute|calculate|work\s+(?:it\s+|this\s+|that\s+)?out|evaluate|multiply|add|"
    r"simplify|finish|do\s+the\s+(?:arithmetic|math|maths|multiplication|sum))\b[^.!?\n\d=]{0,30}?[:,]?\s*"
    r"\(?[-−]?\d[\d.,]*\)?(?:\s*(?:[×·*÷/+−^-]|\\times|\\cdot)\s*\(?[-−]?\d[\d.,]*\)?)+\s*(?:\.{2,3}|…)?\s*$"
)
# A formula left with "±" between two numbers, the two values not worked out: "(−3 ± 5)/4",
# "\frac{6 \pm 2}{2}", "[4 ± 6] / 2" (not "(−3 ± √17)/4", which is as far as it goes).
_UNWORKED_PLUS_MINUS_RE = lazy_compile(
    r"[(\[]\s*[-−]?\d+(?:\.\d+)?\s*(?:±|\\pm)\s*\d+(?:\.\d+)?\s*[)\]]\s*(?:/|÷|\\div)\s*\d"
    r"|\\[dt]?frac\s*\{\s*[-−]?\d+(?:\.\d+)?\s*(?:±|\\pm)\s*\d+(?:\.\d+)?\s*\}"
)


def unworked_plus_minus(value: str) -> bool:
    """True when ``value`` leaves "±" between two numbers in a quotient ("(−3 ± 5)/4"): the two answers
    are still to be worked out, so the reply commits to neither."""
    return ("±" in value or "\\pm" in value) and _UNWORKED_PLUS_MINUS_RE.search(value) is not None


_TEXT_GOLD_RE = lazy_compile(r"\\(?:text|textrm|mathrm|mbox)\s*\{([A-Za-z][A-Za-z ,'-]*)\}")
_CLOSING_CLAUSE_RE = lazy_compile(r"(?i)[;—]|\b(?:but|however|although|though|whereas)\b")
_NEGATED_BEFORE_RE = lazy_compile(
    r"(?i)\b(?:not|never|isn't|aren't|wasn't|no\s+longer|rather\s+than|instead\s+of)\s+(?:\w+\s+){0,2}$"
)


# Values left as candidates to be checked: "... candidate solutions 4 and 9. One of them may be
# extraneous, so they should be checked." (no value stated after the remark), or, in the active voice, "... and
# we'd still have to verify both".
_CHECK_DEFERRED_RE = lazy_compile(
    r"(?i)\b(?:should|must|need\s+to|needs\s+to|have\s+to|has\s+to|still\s+(?:need|needs|has|have)\s+to)\s+be\s+"
    r"(?:checked|verified|tested|confirmed|double-checked)\b|\bmay\s+(?:be|turn\s+out\s+(?:to\s+be\s+)?)(?:extraneous|spurious)\b"
    # the same in the active voice, with a subject or "would"/"still" before the need, so "no need to check" and
    # "don't have to check" stay out: "... roots 1 and 6, and I'd still need to check each in the original"
    r"|\b(?:i['’]d|we['’]d|you['’]d|would|still|i|we|you)\s+(?:still\s+)?(?:need|have)\s+to\s+"
    r"(?:check|verify|test|confirm|double-check)\s+(?:each|both|them|these|those|which|whether|all\b|the\s+"
    r"(?:roots?|solutions?|candidates?|values?))"
)


def _check_deferred(text: str) -> bool:
    """True when the reply ends saying its values are still to be checked, and states none after that."""
    m = None
    for m in _CHECK_DEFERRED_RE.finditer(text, max(0, len(text) - 300)):  # noqa: B007 - the last one counts
        pass
    return m is not None and not any(c.isdigit() for c in text[m.end() :])


def _hedged_amount(text: str) -> bool:
    """True when the end of ``text`` hedges its amount ("it depends on ...") and does not take it back."""
    hedges = list(_HEDGED_AMOUNT_RE.finditer(text, max(0, len(text) - 300)))
    if not hedges:
        return False
    back = None
    for back in _HEDGE_BACK_RE.finditer(text, hedges[-1].end()):  # noqa: B007 - the last one counts
        pass
    return (
        back is None
        or _HEDGED_AMOUNT_RE.search(text, back.end()) is not None
        or not _hedge_taken_back(text, back.start())
    )


# The adverbs :data:`_CUT_OFF_RE` lets a copula run on with: the one part of a cut-off ending without a bound length.
_CUT_OFF_ADVERBS = frozenset(
    "also too then therefore thus hence again still just simply clearly exactly roughly approximately about around "
    "now likewise similarly probably surely".split()
)


def _cut_off(text: str) -> bool:
    """``_CUT_OFF_RE.search(text)``, looking only at the last 200 characters before the trailing space when no match
    can start earlier: every match ends the text, and only a copula's run of adverbs is longer than 15 characters
    (a 1 MB answer is not searched whole for a word that must close it)."""
    start = max(0, len(text.rstrip()) - 200)
    if start:
        first, *rest = text[start:].split() or [""]
        if len(first) <= 13 and all(word_key(word) in _CUT_OFF_ADVERBS for word in rest):
            start = 0  # (the window may be the tail of a copula's run of adverbs: search it all)
    return _CUT_OFF_RE.search(text, start) is not None


def ends_unfinished(text: str) -> bool:
    """True when ``text`` is cut off mid-sentence or ends on an amount it cannot vouch for."""
    return bool(
        _cut_off(text)
        or _hedged_amount(text)
        or _cut_mid_step(text)
        or _check_deferred(text)
        or _CUT_CONCLUSION_RE.search(text, max(0, len(text) - 80)) is not None
        or _left_open(text)
        or _withheld_at_close(text)
    )


# A reply that closes by refusing to commit to its values: "..., so I won't commit.", "I can't commit to an answer
# yet.", "I'm not going to commit to one." (first person, the last words of the reply; "I won't commit the usual
# error" and "I'd commit to 12." are no refusal).
_WITHHELD_RE = lazy_compile(
    r"(?i)\bi(?:\s+(?:won['’]t|will\s+not|can['’]t|cannot|can\s+not|wouldn['’]t|would\s+not|don['’]t\s+want\s+to)"
    r"|(?:['’]m|\s+am)\s+not\s+(?:going|ready|willing)\s+to)\s+(?:fully\s+|really\s+)?commit"
    r"(?:\s+to\s+(?:it|that|this|them|one|either|any|an?\s+(?:final\s+)?(?:answer|value|number|count)))?"
    r"(?:\s+(?:yet|here|now|for\s+now))?\s*[.!]?\s*$"
)


def _withheld_at_close(text: str) -> bool:
    """True when the reply's last words refuse to commit to a value ("only n = 1 works, but I haven't proven
    it, so I won't commit."): whatever it named before is not given as its answer."""
    tail = text[-80:]
    return "commit" in tail and _WITHHELD_RE.search(tail) is not None


# A conclusion begun and cut off before its value: "... ✓. So sum", "Therefore the total" (a cue, a word or
# two, no value and no closing punctuation).
_CUT_CONCLUSION_RE = lazy_compile(
    r"(?i)(?:^|[.!?:;\n✓]\s*)(?:so|thus|therefore|hence|which\s+makes|giving)"
    r"(?:\s+(?:the|its|their|our|my|this|his|her|a|an|final|total))?\s+[a-z]+\s*$"
)
# A closing remark that the problem leaves open what the values above depend on: "The problem doesn't specify
# a wall.", "the question does not say which", "it isn't stated whether ...".
_LEFT_OPEN_RE = lazy_compile(
    r"(?i)\b(?:problem|question|it|prompt|statement)\s+(?:does(?:n't|n’t|\s+not)|did(?:n't|n’t|\s+not))\s+"
    r"(?:specify|say|state|mention|indicate|tell\s+us|make\s+clear)\b"
    r"|\b(?:is|was)(?:n't|n’t|\s+not)\s+(?:specified|stated|given|clear)\s+(?:whether|which|if)\b"
)


def _left_open(text: str) -> bool:
    """True when the reply closes by saying the problem leaves open a condition, with no value after it (the
    values before it stand under suppositions: "if it's against a wall, 1800; if not, 900. The problem doesn't
    specify.")."""
    found = None
    for found in _LEFT_OPEN_RE.finditer(text, max(0, len(text) - 200)):  # noqa: B007 - the last one counts
        pass
    return (
        found is not None
        and not any(c.isdigit() for c in text[found.end() :])
        and _SUPPOSITION_RE.search(text, max(0, found.start() - 300), found.start()) is not None
    )


_SUPPOSITION_RE = lazy_compile(r"(?i)\b(?:if|assuming|supposing|when)\b")


def _cut_mid_step(text: str) -> bool:
    """True when the reply is cut off while turning its last value into another one."""
    return (
        _CUT_MID_STEP_RE.search(text, max(0, len(text) - _CUT_REACH)) is not None
        or _ANNOUNCED_UNWORKED_RE.search(text, max(0, len(text) - 120)) is not None
    )


def words_stated(text: str, gold: str) -> str | None:
    """The gold itself when it is a word answer (``\\text{odd}``, ``\\text{no real solutions}``)
    that the response's closing clause states without negating it ("so $f$ is odd.",
    "Monday + 2 = **Wednesday**."); else None."""
    m = _TEXT_GOLD_RE.fullmatch(gold.strip())
    if m is None or not text.strip():
        return None
    words = m.group(1).strip()
    body = _EMPHASIS_RE.sub(r"\2", text.strip())
    aside = _ASIDE_RE.search(body)
    if aside is not None and body[: aside.start()].strip():
        body = body[: aside.start()]
    sentences = [x for x in _SENTENCE_SPLIT_RE.split(body) if x.strip()]
    if not sentences:
        return None
    last = sentences[-1]
    if last.rstrip().endswith("?"):
        return None
    clause = _CLOSING_CLAUSE_RE.split(last)[-1]
    # (after "no", the last word in the singular or the plural: "has no real solution" for "no real solutions")
    head, _, tail = words.rpartition(" ")
    if head.lower().startswith("no") and head[2:3] in ("", " ") and tail.isalpha() and len(tail) > 3:
        pattern = (re.escape(head + " ") if head else "") + re.escape(tail.removesuffix("s")) + "s?"
    else:
        pattern = re.escape(words)
    found = re.search(rf"(?i)(?<![\w-]){pattern}(?![\w-])", clause)
    if found is None or _NEGATED_BEFORE_RE.search(clause[: found.start()]):
        return None
    return gold.strip()


def _boxed_list(text: str, last: str) -> str:
    """``last`` (the last box's content), or the values of the boxes before it joined by nothing but
    a comma, "and" or "or" ("$\\boxed{2}$ and $\\boxed{3}$" is "2, 3")."""
    values = [last]
    end = text.rfind("\\boxed")
    for _ in range(20):  # (a long run of boxes is no answer list worth reading whole)
        start = text.rfind("\\boxed", 0, end)
        if start < 0:
            break
        value = last_boxed(text[start:end])
        closed = f"\\boxed{{{value}}}"
        if not value or not text.startswith(closed, start):
            break
        if not _BOX_JOINER_RE.fullmatch(text, start + len(closed), end):
            break
        values.insert(0, value)
        end = start
    return ", ".join(values)


_BOX_JOINER_RE = lazy_compile(r"[\s$]*(?:,\s*(?:and|or)?|and|or)[\s$]*")


_SPACE_RUN_RE = lazy_compile(r"[^\S\n]{2,}")
_NEWLINE_RUN_RE = lazy_compile(r"\n(?: ?\n){2,}")
_MARK_RUN_RE = lazy_compile(r"([^\w\s])\1{8,}")
_TEX_THOUSANDS_RE = lazy_compile(r"(?<=\d),\\!\s*(?=\d{3}(?!\d))")
_TEX_SPACE_RUN_RE = lazy_compile(r"(?:(?:\\q?quad\b|\\[ ,;:!]|~)\s*){2,}")


_FULL_WIDTH_RE = lazy_compile(r"[\uff01-\uff5e\u3000]")
# Full-width forms ("（", "：", "１２", "，") as their ASCII letters: CJK replies write brackets, colons and
# digits in them ("答え：$\frac{4}{11}$（...）").
# (an opening bracket after a value starts an aside, which is written after a space in ASCII)
_FULL_WIDTH: dict[int, int | str] = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}
_FULL_WIDTH.update({0x3000: 0x20, 0xFF08: " ("})


def squeeze_space(text: str) -> str:
    """``text`` as the reader reads it: full-width forms as ASCII ("（１２）" as " (12)"), each run of
    spaces (tabs, no-break spaces...) as one space, at most one blank line in a row, consecutive LaTeX spaces as one space, a run of one punctuation mark
    cut to eight ("####" is kept), and LaTeX's thousands separator ``,\\!`` as a comma. The answer
    reads the same, and a reply padded with thousands of spaces or marks cannot make the patterns
    that start at white space or at a mark take quadratic time."""
    if _FULL_WIDTH_RE.search(text):
        text = text.translate(_FULL_WIDTH)
    text = _MARK_RUN_RE.sub(lambda m: m.group(1) * 8, text)
    if ",\\!" in text:
        text = _TEX_THOUSANDS_RE.sub(",", text)  # "$10,\\!000$": LaTeX's thousands separator is a comma
    if "~" in text or "\\" in text:
        text = _TEX_SPACE_RUN_RE.sub(" ", text)  # two or more LaTeX spaces in a row ("\\quad~\\,") are one space
    if "  " not in text and "\n\n\n" not in text and not any(c in text for c in "\t\u00a0\u2009\u3000"):
        return text
    return _NEWLINE_RUN_RE.sub("\n\n", _SPACE_RUN_RE.sub(" ", text))


def _answer_after_box(text: str) -> bool:
    """True when an answer marker ("The answer is", "Answer:", "####") follows the last box: the box
    held a value on the way, the marker the final one."""
    end = max(text.rfind("\\boxed"), text.rfind("\\fbox"))
    tail = text[end:]
    close = tail.find("}")
    if end < 0 or close < 0:
        return False
    tail = tail[close + 1 :]
    if "####" in tail and _HASHES_RE.search(tail):
        return True
    lowered = tail.lower()
    if not any(k in lowered for k in _ANSWER_IS_KEYS):
        return False
    found = _ANSWER_IS_RE.search(tail) or _ANSWER_LINE_RE.search(tail)
    if found is None:
        return False
    line_end = tail.find("\n", found.end())
    return _MATHY_RE.search(tail, found.start(), line_end if line_end >= 0 else len(tail)) is not None


# After a box: a later clause that goes on from it to a value ("\\boxed{6}\n\nSo the shirt costs $34.",
# "\\boxed{14} dollars in overage. Adding the monthly fee, her bill was $49.", "\\boxed{28}, and adding 28
# itself gives 56").
_GOES_ON_RE = lazy_compile(r"(?i)\b(?:so|thus|hence|therefore|adding|altogether|in\s+total|overall)\b")


def _box_on_the_way(text: str, boxed: str, question: str | None) -> bool:
    """True when the one box holds a value on the way: after it, the reply goes on ("so", "adding", "in
    total") to a different value in a clause that is no remark (an aside, a check, a quantity the
    question does not ask for)."""
    end = max(text.rfind("\\boxed"), text.rfind("\\fbox"))
    close = text.find(boxed, end)
    if end < 0 or close < 0:
        return False
    tail = text[close + len(boxed) :]
    go = None
    for go in _GOES_ON_RE.finditer(tail):  # noqa: B007 - the last one counts
        pass
    if go is None or _REVISES_RE.search(tail) or ends_unfinished(tail):
        return False
    start = max(tail.rfind(". ", 0, go.start()), tail.rfind("\n", 0, go.start()), tail.rfind(", ", 0, go.start()))
    clause = tail[start + 1 :].strip()
    values = _NUMBER_RE.findall(tail, go.end())
    if not values or _remark(clause, question) is not None:
        return False
    box_values = _NUMBER_RE.findall(boxed)
    return box_values != [] and box_values[-1] != values[-1] and _is_bare(boxed)


# What may stand between a value and its restatement: words, a full stop, brackets ("56. fifty-six",
# "−3 (negative three)", "6 doublings. six"), but no operator or relation.
_SAID_TWICE_GAP_RE = lazy_compile(r"[\sA-Za-z.,;:()'’]*")


# A second labelled value after the value: ", remainder 0", "; remainder = 3", " with remainder 2", ", slope: 4".
_LABELLED_EXTRA_RE = lazy_compile(
    r"(?i)(?:\s*[,;]\s*(?:(?:and|with)\s+)?|\s+with\s+)(?:an?\s+|the\s+)?([a-z]{3,20})(?![a-z])\s*(?:[:=]|\bof\b)?\s*"
    r"([-−]?\$?\d[\d,.]*|[-−]?[a-z](?![A-Za-z])(?:[^,;A-Za-z]|(?<![A-Za-z])[a-z](?![A-Za-z])){0,30})\s*[.!]?\s*$"
)


def _labelled_extra_at(text: str, question: str | None) -> int | None:
    """Where a second labelled value starts that closes ``text`` after its value and that the problem
    does not ask for ("Quotient: x² + x + 1, remainder 0." for "Find the quotient ..."; the label's
    word is absent from the problem); None otherwise."""
    if question is None:
        return None
    m = _LABELLED_EXTRA_RE.search(text, max(0, len(text) - 80))
    label = m.group(1).lower() if m is not None else ""
    if m is None or label in _NO_LABELS or label in _GENERIC_WORDS or label in _RESULT_WORDS:
        return None  # ("..., total 36": the result itself)
    if label.endswith(("ing", "ed")) or (label.endswith("s") and not label.endswith(("ss", "us", "is"))):
        return None  # ("..., and keeps 28": a verb)
    if _asks_for([label], question):
        return None  # ("So he spent $30, leaving $70.": a participle carries the result)
    sentences = list(_SENTENCE_SPLIT_RE.finditer(text, max(0, m.start() - 300), m.start()))
    head = text[sentences[-1].end() if sentences else max(0, m.start() - 300) : m.start()]
    if not (_MATHY_RE.search(head) or _VARIABLE_RE.search(head)) or _UNWORKED_PRODUCT_RE.search(head[-3:]):
        return None
    return m.start()


# Words that join or conclude rather than name a value ("..., therefore n = 6", "..., where x = 2").
_NO_LABELS = frozenset(
    "and not plus minus times over but then than thus hence therefore which that where when whence since because "
    "while whereas yet also giving namely say let".split()
)


# A closing phrase of time or extent with an amount: "... in 4 weeks", "... over the 3 days."
_GIVEN_PHRASE_RE = lazy_compile(
    r"(?i)\s+(?:in|for|over|after|within|during|across)\s+(?:the\s+|a\s+|all\s+)?(?:first\s+|next\s+|last\s+)?"
    r"(\d[\d,.]*)\s*([a-z]{2,20})\s*[.!]?\s*$"
)


def _given_phrase_at(value: str, question: str | None) -> int | None:
    """Where a closing phrase of ``value`` starts that restates a given of the problem ("in 4 weeks"
    for "How much does he earn in 4 weeks?": its amount and its word are both in the problem)."""
    if question is None:
        return None
    m = _GIVEN_PHRASE_RE.search(value, max(0, len(value) - 80))
    if m is None:
        return None
    amount, word = m.group(1).rstrip(".,"), m.group(2).lower()
    stem = word[:-1] if word.endswith("s") and len(word) > 3 else word
    given = re.compile(rf"(?i)(?<![\d.,]){re.escape(amount)}\s*{re.escape(stem)}")
    if not given.search(question) and not given.search(number_words_as_digits(question)):
        return None  # (the problem may spell the amount: "over the two days")
    return m.start()


def _without_restated_given(value: str, question: str | None) -> str:
    """``value`` without a closing phrase that restates a given of the problem ("2,280 in 4 weeks")."""
    at = _given_phrase_at(value, question) if " " in value else None
    if at is None or not _MATHY_RE.search(value, 0, at) or _TWO_WORDS_RE.search(value, 0, at):
        return value
    return final_value(value[:at])


def _said_twice(value: str) -> str:
    """The value when ``value`` is one number said twice, in digits then in words turned into digits
    ("56. 56", "−3 (-3)", "6 doublings. 6", "5050. 5,050"); else ``value``."""
    if len(value) > 160 or value.count(" ") == 0:
        return value
    if "$" in value or "\\" in value:
        twice = _SAID_TWICE_MATH_RE.fullmatch(value)
        if (
            twice is not None
            and twice.group(1).replace(" ", "") == twice.group(3).replace(" ", "")
            and _NEGATION_WORD_RE.search(twice.group(2)) is None
        ):
            return twice.group(1).strip()  # ("$\\frac{1}{3}$. it's $\\frac{1}{3}$": one value, said again)
    if len(value) > 80:
        return value
    said = number_words_as_digits(value) if _NUMBER_WORD_RE.search(value) else value
    numbers = list(_NUMBER_RE.finditer(said))
    if len(numbers) != 2 or numbers[0].start() != 0 or said[numbers[1].end() :].strip(" .)") != "":
        return value
    # (digits grouped by commas are the same number: "5050. **5,050**")
    first, second = (n.group(0).replace("−", "-").replace(",", "") for n in numbers)
    if first != second or not _SAID_TWICE_GAP_RE.fullmatch(said, numbers[0].end(), numbers[1].start()):
        return value
    if "'" in said or "’" in said:
        # ("84. it's 84": the closing words restate it; not "84. isn't 84", a denial)
        if _NEGATION_WORD_RE.search(said, numbers[0].end(), numbers[1].start()) is not None:
            return value
    return numbers[0].group(0)


# One value in math said twice, the second time after a sentence end and a few words that restate it:
# "$\\frac{1}{3}$. it's $\\frac{1}{3}$", "2\\sqrt{6}$. yeah $2\\sqrt{6}$" (the reading may have lost the first "$").
_SAID_TWICE_MATH_RE = lazy_compile(
    r"\$?([^$]{1,60}?)\$?\s*[.!;]\s+([A-Za-z][A-Za-z'’ ,]{0,30}?)\s*\$([^$]{1,60})\$\s*[.!]?"
)
# A word that denies what it stands beside: "not", "no", "never", "isn't".
_NEGATION_WORD_RE = lazy_compile(r"(?i)\b(?:not|no|never|nor)\b|n['’]t\b")


# A reply that ends listing three or more numbers ("divisible by 2, 3, 6, 7, 14, 21, and 42."):
# the last one is an item of the list, not an answer (digits grouped by commas have no space).
_ENUMERATION_END_RE = lazy_compile(
    r"(?:[-−]?\d+(?:\.\d+)?,\s+)(?:(?:[-−]?\d+(?:\.\d+)?,\s+)+(?:and\s+|or\s+)?|[-−]?\d+(?:\.\d+)?,?\s+(?:and|or)\s+)"
    r"[-−]?\d+(?:\.\d+)?\s*[.!]?\s*$"
)
# A closing sentence that names two values and chooses neither: "so it's 5 or 6.", "Either 12 or 13."
_TWO_VALUES_CLOSE_RE = lazy_compile(
    r"(?i)(?:^|[.!?:;\n]\s*|\b(?:so|thus|hence|therefore)\b,?\s+)(?:(?:it|the\s+answer|that)(?:'s|’s|\s+is|\s+would\s+be)\s+)?"
    r"(?:either\s+)?\$?\s*([-−]?\d+(?:\.\d+)?)\s*\$?(?:\s*[a-z%]+)?\s+or\s+\$?\s*([-−]?\d+(?:\.\d+)?)\s*\$?"
    r"(?:\s*[a-z%]+)?\s*[.!]?\s*$"
)
# A problem that asks for several values: "x = 2 or x = -2" is then its answer ("in all" is a total).
_MANY_VALUES_QUESTION_RE = lazy_compile(
    r"(?i)\b(?:solve|solutions?|roots?|zeros?|values|(?<!in\s)all\b|which\s+(?:numbers|integers)|what\s+are|list|possible)"
    # (or a set: "Find $S \cap T$", "the union of A and B", "the elements of ...", "the set of ...")
    r"|\\cap\b|\\cup\b|[∩∪]|\b(?:intersection|union|complement|elements|members|set\s+of)\b"
)


def _two_values_close(text: str, question: str | None) -> bool:
    """True when the reply ends on two different values offered as alternatives, for a problem
    that asks for one value ("The wording is ambiguous, so it's 5 or 6.")."""
    if " or " not in text[-120:]:
        return False
    m = _TWO_VALUES_CLOSE_RE.search(text, max(0, len(text) - 120))
    if m is None or m.group(1).replace("−", "-") == m.group(2).replace("−", "-"):
        return False
    return _asks_one_value(question)


# Two values offered as alternatives, the last values the reply states: "It's either 91 or 97, I always forget
# which", "which is either 6 or 8", "It could be $16,000 with straight-line depreciation or $16,200 with
# compound", "It might be 40 if you count the ends, or 38 if you don't". (Words may follow each value; a digit
# after the second means the reply goes on working, and may choose.)
_VALUE = r"\$?\s*([-−]?\d[\d,]*(?:\.\d+)?)"
_NOT_AN_OPERAND = r"(?![\d.]*\s*(?:[-−+*/×÷^=]\s*[\d(\\$]|\\(?:times|cdot)))"  # (not "6 × 4", "91 = 7·13")
# A value, then "or" and another value under a condition, closing the reply: "12, or 15 if you count the ends".
_CONDITIONAL_ALTERNATIVE_RE = lazy_compile(
    r"(?i)"
    + _VALUE
    + _NOT_AN_OPERAND
    + r"[^\d.;!?\n]{0,20}?,?\s+(?:[—–-]\s+)?or\s+(?=\$?[-−]?\d)"
    + _VALUE
    + _NOT_AN_OPERAND
    + r"[^\d.;!?\n]{0,30}?\s(?:if|when|unless|depending)\b[^\d]{0,200}$"
)
_OFFERED_ALTERNATIVES_RE = lazy_compile(
    r"(?i)(?:\beither\s+|\b(?:could|might|may|can)\s+(?:be|have\s+been|come\s+to|equal)\s+(?:either\s+)?"
    r"(?:about\s+|around\s+|roughly\s+)?|\b(?:perhaps|possibly|maybe)\s+)"
    + _VALUE
    + _NOT_AN_OPERAND
    # (more candidates between the two: "could be 14, 21, or 42", "maybe 3, 5 or 7")
    + r"(?:\s*,\s*\$?\s*[-−]?\d+(?:\.\d+)?\$?"
    + _NOT_AN_OPERAND
    + r"){0,8}"
    + r"[^\d.;!?\n]{0,80}?(?:,\s*|\s+)or\s+(?:maybe\s+|perhaps\s+|possibly\s+|else\s+|even\s+)?"
    + _VALUE
    + _NOT_AN_OPERAND
    + r"[^\d]{0,200}$"
)


# Two values named together as one group, the last values the reply states: "so 13 and 17 are both prime
# factors", "both 6 and 8 work", "3 and 4 are each solutions" (neither is singled out).
_GROUPED_PAIR_RE = lazy_compile(
    r"(?i)(?:\bboth\s+"
    + _VALUE
    + r"\s+and\s+"
    + _VALUE
    + r"|"
    + _VALUE
    + r"\s+and\s+"
    + _VALUE
    + r"\s+(?:are|were|would\s+be)\s+(?:both|each|all)\b)"
    + _NOT_AN_OPERAND
    + r"[^\d]{0,200}$"
)


# Values shared out over a split of views or conventions, closing the reply: "some read it as 4, some as -4",
# "undefined in some conventions and 7 in others", "certains disent 1, d'autres 0". After the second group
# only a short phrase without a commitment, then sentences without a value, may follow.
_SPLIT_VIEWS_RE = lazy_compile(
    r"(?i)\b(?:some|certain|algun[oa]s|certain(?:e?s)?|manche)\b[^.;!?\n]{0,80}?\d[^.;!?\n]{0,60}?"
    r"\b(?:some|others?|other\s+[a-z]+|otr[oa]s|d['’]autres|andere)\b"
    r"(?:(?!\b(?:but|so|thus|hence|answer|correct|right|actually|is|are|=)\b)[^.;!?\n]){0,30}"
    r"(?:[.;!?]+(?:(?!\b(?:answer|go(?:ing)?\s+with|i['’]d\s+say|i['’]ll\s+say)\b)[^\d]){0,160})?\s*$"
)


def _split_views_close(tail: str) -> bool:
    """True when ``tail`` closes by sharing different values out over a split of views or conventions ("some
    read it as 4, some as −4"), choosing none."""
    low = tail.lower()
    if not any(w in low for w in ("some", "other", "otr", "autres", "andere", "certain", "algun", "manche")):
        return False
    return _SPLIT_VIEWS_RE.search(tail) is not None


def _alternatives_close(text: str, question: str | None) -> bool:
    """True when the reply's last values are two different amounts it offers as alternatives ("either 91 or
    97", "it could be 40 ..., or 38 ...") or names together ("13 and 17 are both prime factors"), for a
    problem that asks for one value: it chooses neither."""
    tail = text[-400:]
    m = _OFFERED_ALTERNATIVES_RE.search(tail) if " or " in tail else None
    if m is None and " or " in tail and any(w in tail for w in (" if ", " when ", " unless ", " depending")):
        # "It's 12, or 15 if you count the ends.": a second amount under a condition the problem leaves open
        m = _CONDITIONAL_ALTERNATIVE_RE.search(tail)
        if m is not None and _alternative_set_aside(tail[tail.rfind("or", m.start(), m.start(2)) :]):
            m = None  # ("or 2π/3 if you prefer radians", "... which it isn't": the answer stands)
    if m is None and ("both" in tail.lower() or " each " in tail or " all " in tail):
        m = _GROUPED_PAIR_RE.search(tail)  # "13 and 17 are both prime factors": a pair, not one value
    if m is None:
        return _split_views_close(tail) and _asks_one_value(question)
    first, second = (g.replace("−", "-").replace(",", "") for g in m.groups() if g is not None)
    if Decimal(first) == Decimal(second):
        return False  # ("either 12 or 12.0, as you like": one amount)
    return _asks_one_value(question)


# The sentences after a reply's last digit, when they hold no digit: "Possible answers: 14, 21, 42. All divide both."
_VALUELESS_CLOSE_RE = lazy_compile(r"(?<=\d)[.!]\s+[^\d]{1,160}$")


def _list_close(text: str, question: str | None) -> bool:
    """True when the reply ends listing three or more numbers, maybe followed only by sentences without a value
    ("Possible answers: 14, 21, 42. All divide both numbers."), for a problem that asks for one value."""
    valueless = _VALUELESS_CLOSE_RE.search(text, max(0, len(text) - 200))
    if valueless is not None and not _NUMBER_WORD_RE.search(valueless.group()):  # (not "... 4. Seven integers.")
        text = text[: valueless.start() + 1]
    return _ENUMERATION_END_RE.search(text, max(0, len(text) - 300)) is not None and _asks_one_value(question)


def _last_of_candidates(text: str, value: str, question: str | None) -> bool:
    """True when ``value``, read last from ``text``, is only the second of two candidates joined by "and"/"or"
    ("51 or 59 tulips", "x = −2 and x = 5"), for a problem that asks for one value (see ``_candidates``)."""
    at = text.rfind(value)
    return at > 0 and joined_candidate(text, at, at + len(value)) and _asks_one_value(question)


def _asks_one_value(question: str | None) -> bool:
    """True unless the problem (when known) asks for several values."""
    return question is None or _MANY_VALUES_QUESTION_RE.search(question) is None


_ANSWER_LINE_CHARS = 2000

# A value after an answer marker that opens by denying: "not 12", "definitely not $\frac{1}{2}$".
_DENYING_START_RE = lazy_compile(r"(?i)\W*(?:definitely\s+|certainly\s+|probably\s+|clearly\s+)?(?:not|nicht)\b")
_REPLACED_BY_RE = lazy_compile(r"(?i),?\s+but\s+(?:rather\s+)?|\s*[;—–]\s*(?:it['’]s\s+|it\s+is\s+|rather\s+)?(?=\S)")
# A value its own clause denies: "isn't 45", "can't be 7", "not 12"; "5 doesn't work", "30 is wrong".
_DENIED_BEFORE_RE = lazy_compile(
    r"(?i)(?:\bnot|n['’]t|\bnever|\bcannot)(?:\s+(?:be|equal|equals|exactly|just|really))?\s+(?:to\s+)?\$?$"
    # ... or a few words before it in the same clause: "It is not the square root of 50."
    r"|(?i:\bnot|n['’]t|\bnever|\bcannot)\s+(?:the|a|an)\s+(?:[^\W\d_]+\s+){1,3}\$?$"
)
_DENIED_AFTER_RE = lazy_compile(
    r"(?i)\$?\s*(?:doesn['’]t|does\s+not|isn['’]t|is\s+not|can['’]t|cannot|won['’]t)\s+(?:be\s+)?"
    r"(?:work|fit|satisfy|hold|valid|correct|right|the\s+answer|possible)\b"
    r"|\$?\s*,?\s*(?:which\s+)?(?:is|was)\s+(?:wrong|incorrect|impossible)\b"
)


def _denied(text: str, number: str) -> bool:
    """True when the closing sentence of ``text`` denies ``number`` wherever it states it ("The total
    isn't 45 — that's the old price.", "It can't be 7, since 7 is odd.", "x = 5 doesn't work.")."""
    sentences = list(_SENTENCE_SPLIT_RE.finditer(text, max(0, len(text) - 600)))
    closing = text[sentences[-1].end() if sentences else max(0, len(text) - 600) :]
    for m in _NUMBER_RE.finditer(closing):
        if m.group(0) != number:
            continue
        if _DENIED_BEFORE_RE.search(closing, max(0, m.start() - 30), m.start()) or _DENIED_AFTER_RE.match(
            closing, m.end()
        ):
            # (a denial itself denied affirms: "It's not true that the remainder isn't 2.")
            return _DENIAL_DENIED_RE.search(closing, 0, m.start()) is None
    return False


# A frame that denies the clause after it: "it's not true that", "it isn't the case that", "it's false that".
_DENIAL_FRAME = (
    r"(?:(?:\bnot|n['’]t)\s+(?:at\s+all\s+)?(?:true|the\s+case|so|correct|right)"
    r"|\b(?:untrue|false|wrong\s+to\s+(?:say|claim|think)))\s+that"
)
_DENIAL_DENIED_RE = lazy_compile(r"(?i)" + _DENIAL_FRAME + r"\b")
# The same frame right before an answer marker: "It's not true that | the answer is 2."
_DENIAL_FRAME_BEFORE_RE = lazy_compile(r"(?i)" + _DENIAL_FRAME + r"\s+(?:the\s+)?$")


# A belief supposed of someone before an answer marker in its sentence: "you'd think", "one might expect
# that", "most people would guess", "it is tempting to say", "it might seem that", "at first glance".
_SUPPOSED_FRAME_RE = lazy_compile(
    r"(?i)(?:\b(?:you|one|people|many|most(?:\s+people)?|someone|anyone|students?|a\s+reader)"
    r"(?:\s+(?:would|might|could|may)|['’]d)\s+(?:\w+\s+)?(?:think|expect|guess|assume|say|conclude|believe|suspect|"
    r"imagine|answer)|\bit\s+(?:is|['’]s)\s+tempting\s+to\s+\w+|\bit\s+(?:might|may|would|could)\s+(?:\w+\s+)?seem"
    r"|\bat\s+first\s+(?:glance|sight))\b[^.!?\n]{0,120}$"
)
# What contradicts the supposed value in the marker's own sentence: "96, but they don't", "96 - yet ...".
_CONTRADICTED_RE = lazy_compile(r"([^.!?\n]{1,60}?)(?:,|;|\s+[—–-])?\s+(?:but|yet|however)\b")


_TURN_RE = lazy_compile(r"(?i)\b(?:but|yet|however)\b")


def _supposed_then_contradicted(text: str, at: int, value: str) -> str | None:
    """The value an answer marker (at ``at``) gives when its sentence supposes it of someone and then
    contradicts it ("Intuitively you'd think the answer is 96, but the net factor is 0.96."), else None."""
    start = max(0, at - 160)
    if _SUPPOSED_FRAME_RE.search(text[start:at]) is None:
        return None
    m = _CONTRADICTED_RE.match(value)
    return m.group(1).strip() if m is not None else None


# A first line that states the answer before the working: "**Vertex: (3, 2)**", "Total cost: $84", "**42**".
_HEADLINE_RE = lazy_compile(
    r"[ \t]*(\*\*|__)?[ \t]*(?:([A-Za-z][A-Za-z'’ -]{1,30}?)[ \t]*(?:\*\*|__)?[ \t]*[:=][ \t]*)?(?:\*\*|__)?[ \t]*"
    r"([^\n*]{1,60}?)[ \t]*(?:\*\*|__)?[ \t]*\n[ \t]*\n"
)
# A reply that opens with a bare value as its first sentence: "$13,600. She pays ...", "42 km\n..."
_FIRST_VALUE_RE = lazy_compile(
    r"[ \t]*([-−]?\$?\d[\d,]*(?:\.\d+)?%?(?:[ \t]?[A-Za-z°²]{1,12})?)[ \t]*[.!]?(?:[ \t]+(?=[A-Z])|[ \t]*\n)"
)
# The working after it that closes on a conclusion of its own ("So ...", "the answer is ...").
_OWN_CONCLUSION_RE = lazy_compile(r"(?i)\b(?:so|thus|hence|therefore|answer|final(?:ly)?|in\s+total|altogether)\b")


# A result worked out: the value after "=" or "gives"/"makes"/"yields".
_RESULT_VALUE_RE = lazy_compile(
    r"(?i)(?:(?<![<>!=])=|\b(?:gives?|makes?|yields?)\b)\s*\$?\s*([-−]?\$?\d[\d,]*(?:\.\d+)?)"
)


def _headline(text: str, question: str | None) -> str | None:
    """The value a reply states first, on a line of its own, before its working: in bold, or after a
    label the problem's asking sentence uses ("Vertex: (3, 2)" for "Find the vertex ..."). Read only
    when the working after it mentions each of its numbers, its last result ("= 2") is one of them, and
    it neither revises nor concludes on its own ("So ..."); then a remark that closes the working ("The
    y-intercept is (0, 11).") is no answer."""
    m = _HEADLINE_RE.match(text)
    first = _FIRST_VALUE_RE.match(text) if m is None else None
    if first is not None:
        bold, label, value, end = None, None, first.group(1), first.end()  # "$13,600. She pays ..."
    elif m is None:
        return None
    else:
        bold, label, value, end = m.group(1), m.group(2), m.group(3).strip().rstrip("."), m.end()
        if not bold and not (label and question and _asks_for(_label_words(label), _asking_part(question))):
            return None
    if label and _label_words(label) == [] and not bold:
        return None
    rest = text[end:]
    if not _MATHY_RE.search(value) or _TWO_WORDS_RE.search(value) or not rest.strip():
        return None
    if _REVISES_RE.search(rest) or _OWN_CONCLUSION_RE.search(rest):
        return None
    numbers = _values(value)
    results = list(_RESULT_VALUE_RE.finditer(rest))
    if not numbers or not numbers <= _values(rest) or not results:
        return None
    # (the working's last result is one of its numbers: "... six faces give 72" does not end at "12")
    return value if _values(results[-1].group(1)) & numbers else None


# A label that heads the support for a value stated before it, opening its own sentence or line: "Why:",
# "Justification:", "Breakdown:", "Quick verification:", "Here's why:" (not "Note:" or "Answer:": a label that
# may carry a value of its own).
_SUPPORT_LABEL_RE = lazy_compile(
    r"(?i)(?:(?<=[.!*_$])[ \t]+|[ \t]*\n\s*)[*_#> \t]*(?:here['’]s\s+)?(?:(?:a\s+)?(?:quick|brief|short|full)\s+)?"
    r"(?:why|justification|breakdown|explanation|reasoning|verification|check|proof|derivation|working|details)"
    r"[*_]{0,2}[ \t]*[:：]"
)
# An opening that is a step's or a part's name, not a value: "Step 1", "Part 2", "Case 3".
_STEP_NAME_RE = lazy_compile(r"(?i)\W*(?:step|part|case|stage|method|option|question|problem)\b")
# A sentence of the support that opens on a conclusion of its own: "So ...", "Thus ...", "In total ...".
_SUPPORT_CONCLUDES_RE = lazy_compile(
    r"(?i)(?:^|[.!?]\s+|\n\s*)[*_]{0,2}(?:so|thus|hence|therefore|finally|in\s+total|altogether|overall)\b"
)
# The support takes the value back: "Wait, ...", "Actually ...", "Correction: ...", "I made a mistake".
_SUPPORT_REVISES_RE = lazy_compile(
    r"(?i)\b(?:wait|actually|correction|corrected|oops|scratch\s+that|recalculat\w*|recomput\w*|redo(?:ing)?)\b"
    r"|\bI\s+(?:was\s+wrong|made\s+an?\s+(?:mistake|error|slip)|mis[a-z]+ed)\b|\bmy\s+(?:mistake|error|bad)\b"
)

# The end of a sentence (or of a line) in running text.
_SENTENCE_END_RE = lazy_compile(r"[.!?](?=\s|$)|\n")
# A value a computation ends on: the number after "=" or "gives" that closes the chain ("60 + 24 = 94.",
# "= $24;"), not one an operation goes on from ("= 3 + 9(4)").
_WORKED_TO_RE = lazy_compile(
    r"(?i)(?:(?<![<>!=])=|\b(?:gives?|makes?|yields?)\b)\s*\$?\s*([-−]?\$?\d[\d,]*(?:\.\d+)?)(?=\s*(?:[.,;:!?)]|$|\s(?:and|so)\b))"
)
# Two values side by side outside brackets: "12, 36", "3 or 5", "2 and 7".
_SEVERAL_VALUES_RE = lazy_compile(r"\d[^\s,;]*\s*(?:[,;]|\bor\b|\band\b)\s*[^\s,;]{0,6}\d")


def _answer_then_support(text: str, question: str | None) -> str | None:
    """The value a reply states first, in one line, before a label that heads its support ("47\n\nBreakdown:
    33 multiples of 3, ...", "The other leg has length 12.\n\nWhy: ...", "765. Quick verification: ..."): the
    label says that what follows backs the value, so the numbers the support goes on to mention (a common
    wrong answer, a count, a sum the reader did not ask for) are no answer. Read only when the opening
    states that one value and nothing else numeric, is no step's name, and the support neither takes it
    back ("Wait, ...") nor opens a sentence on a conclusion of its own ("So the total is 15."): then the
    reply's ordinary reading stands."""
    label = _SUPPORT_LABEL_RE.search(text, 0, 200)
    if label is None:
        return None
    head = text[: label.start()].strip()
    if not head or "\n" in head or "?" in head or _STEP_NAME_RE.match(head) or not _MATHY_RE.search(head):
        return None
    if head.count("=") > 1 or _SEVERAL_VALUES_RE.search(_BRACKET_GROUP_RE.sub("()", head)):
        return None  # ("s = 12, M = 36.", "x = 3 or x = 5.": several values named, not one answer)
    rest = text[label.end() :]
    if _SUPPORT_REVISES_RE.search(rest) or _SUPPORT_CONCLUDES_RE.search(rest):
        return None
    opening = _read(head, question, read_past_denial=False)
    if opening.answer is None:
        return None
    first = _SENTENCE_END_RE.search(rest)
    worked = _WORKED_TO_RE.findall(rest[: first.start() if first is not None else len(rest)])
    if worked and not _values(worked[-1]) <= _values(opening.answer):
        return None  # ("$84\n\nBreakdown: ... 60 + 24 = 94.": the support's first sum works out another value)
    # (the opening states one value: each number in it is one of the value's, "The other leg has length 12.",
    # not "The area is 12 for a 3 by 4 grid." nor the working "LCM: 2² · 3 · 5 = 60.")
    own = set(_DIGIT_RUN_RE.findall(_top_level_parts(opening.answer)[-1]))
    if not own or not all(n in own for n in _DIGIT_RUN_RE.findall(head)):
        return None
    return opening.answer


# A closing sentence that is only a value in bold, after the working: "... = 253 = 11·23. **23**" (no label, no
# operator or relation of its own: "**x = 3**" and "**Area: 12**" are read as they stand).
_CLOSING_EMPHASIS_RE = lazy_compile(r"(?<=[.!?])\s+(\*\*|__)([^*_\n:=<>≤≥?]{1,40}?)\1\s*$")


# A value denied or set aside just before it: "not **12**", "isn't **12**", "≠ **12**", "rather than **12**".
_EMPHASIS_DENIED_RE = lazy_compile(r"(?i)(?:\b(?:not|never|nor|than|instead\s+of)|n['’]t|≠)[\s:,]*$")


def _sole_emphasis(text: str) -> str | None:
    """The value a reply without an answer marker sets in emphasis, when it emphasises exactly one value
    ("... the whole tank is **200 liters**. Initially it held 120 L.", "**120**\n\nQuick justification:
    ..."): the reply points at it, and the remarks after it are no answer; so when it closes the reply
    ("... plus 1 is **16**."), whatever values the working before it names. Not when the value is denied
    ("not **12**"), asked about ("**12**?"), or when the text after it revises itself or concludes on
    its own ("So ..."): then the emphasis marked a step."""
    spans = [m for m in _EMPHASIS_RE.finditer(text) if _MATHY_RE.search(m.group(2))]
    if len(spans) != 1:
        return None
    m = spans[0]
    value = m.group(2).strip().rstrip(".").strip()
    if len(value) > 60 or not value or not _is_bare(value) or any(c in value for c in ":=?"):
        return None  # (a labelled value, "**Area: 48**", is a headline: see _headline)
    if _EMPHASIS_DENIED_RE.search(text, max(0, m.start() - 30), m.start()):
        return None
    rest = text[m.end() :]
    if not rest.strip(" \t\n.!*_$"):
        # ("... giving 6 of 36. **1/6**", "... minus 3 is 15, plus 1 is **16**.": the one value set apart in
        # emphasis closes the reply; the working before it names other values)
        return value
    if rest.lstrip()[:1] == "?" or _REVISES_RE.search(rest) or _OWN_CONCLUSION_RE.search(rest):
        return None
    return value


# A closing sentence that ends on a set or an interval written out ("leaves {−1, 0, 1, 2}", "ranges
# over (0, 1]"), perhaps with a remark about it in a relative clause (", which has 4 elements").
_CLOSING_LITERAL_RE = lazy_compile(
    r"(\\\{[^{}\n]{1,80}\\\}|(?<![\w^_}\\])\{[^{}\n]{1,80}\}|[\[(][^\[\]()\n{}]{1,60}[\])])\s*\$?\s*"
    r"(?:,\s*(?:which|whose|qui|dont|que|cuy[oa]s?|welche[srmn]?|che)\b[^.;\n]{0,120})?[.!]?[ \t]*$"
)
_TWO_PART_RE = lazy_compile(r"[^,]*\d[^,]*,[^,]*\d[^,]*")


def _closing_literal(text: str) -> str | None:
    """The set or interval a reply's closing sentence ends on, written out after any verb ("Excluding
    n ≤ −2 leaves {−1, 0, 1, 2}.", "so 1/(x² + 1) ranges over (0, 1]."), when it is the only one in that
    sentence, is neither denied nor revised, and at most a relative clause about it (", which has 4
    elements") follows it. An interval needs a square bracket: "(2, −5)" may be a point, read by the
    rules for statements."""
    tail = text[-400:].rstrip()
    m = _CLOSING_LITERAL_RE.search(tail)
    if m is None:
        return None
    literal = m.group(1)
    if literal[0] in "[(":
        if "[" not in literal and "]" not in literal:
            return None
        if not _TWO_PART_RE.fullmatch(literal[1:-1]):
            return None  # (an interval has two ends: "[x]" or "f[1]" is no interval)
    elif "," not in literal or not _MATHY_RE.search(literal):
        return None  # (a set lists its members; "{3x}" in "e^{3x}" is a LaTeX group)
    starts = [s.end() for s in _SENTENCE_SPLIT_RE.finditer(tail, 0, m.start())]
    sentence = tail[starts[-1] if starts else 0 : m.start()]
    so = None
    for so in _BARE_SO_RE.finditer(sentence):  # noqa: B007 - the last one counts
        pass
    if so is not None:
        sentence = sentence[so.end() :]  # "... ranges over [1, ∞), so 1/(x² + 1) ranges over (0, 1]."
    if "{" in sentence or "[" in sentence or "]" in sentence or _REVISES_RE.search(tail, m.start()):
        return None  # (two sets or intervals in the sentence; or a revision after it)
    if _REVISES_RE.search(sentence) or _EMPHASIS_DENIED_RE.search(sentence) or "?" in tail[m.end() :]:
        return None
    return literal


def _label_words(label: str) -> list[str]:
    return [w for w in re.split(r"[\s'’-]+", label.lower()) if len(w) > 1 and w not in _GENERIC_WORDS]


# A name of a value that is no plain word: "cos(π)", "f(2)", "P(A)", "\\log_2 8", "sin 30°".
_NAME = (
    r"(?=[^\s=$,;]{0,29}[^A-Za-z\s=$,;])[^\s=$,;]{2,30}(?:\s[-−\d°^{}\\circ.]{1,10})?"
    r"|\\?[A-Za-z]{2,8}\s[-−\d°^{}\\circ.]{1,10}"
)
# Two named values closing a reply: "so cos(π) = −1 and sin(π) = 0", "f(2) = 7, f(3) = 12."
_TWO_NAMED_RE = lazy_compile(
    r"(?:^|(?<=\s))\$?("
    + _NAME
    + r")\s*=\s*([^=$,;]{1,40}?)\$?\s*(?:,\s*(?:and\s+)?|\s+and\s+)\$?("
    + _NAME
    + r")\s*=\s*"
    r"((?:[^=$,;.!?]|\.(?!\s)){1,40}?)\$?\s*[.!]?\s*$"
)  # (the second value ends with its sentence: not "i^3 = −i. So it's −i")
_NAME_NOISE_RE = lazy_compile(r"[\s${}()\\*_]|left|right|\^circ|°")  # (emphasis is no part of a name: "**x")


def _name_key(name: str) -> str:
    return _NAME_NOISE_RE.sub("", name.replace("π", "pi").replace("−", "-").lower())


def _asked_one_of_two(text: str, question: str) -> str | None:
    """The value of the one of two named values closing ``text`` that the problem names ("Compute
    cos(π)": "cos(π) = −1" of "so cos(π) = −1 and sin(π) = 0"); None when it names both or neither, or
    a name is a lone letter (then the two are a point: "x = 3, y = 2")."""
    m = _TWO_NAMED_RE.search(text, max(0, len(text) - 200))
    if m is None:
        return None
    first, second = _name_key(m.group(1)), _name_key(m.group(3))
    if len(first) < 2 or len(second) < 2 or first == second or not _MATHY_RE.search(m.group(2) + m.group(4)):
        return None
    asked = _name_key(_asking_part(question) or question)
    named = [
        first in asked and not _only_nested(m.group(1), question),
        second in asked and not _only_nested(m.group(3), question),
    ]
    if named == [True, False]:
        return m.group(2)
    if named == [False, True]:
        return m.group(4)
    return None


def _only_nested(name: str, question: str) -> bool:
    """True when the call ``name`` ("g(2)") appears in the problem's asking sentence only as the argument of another
    call ("Find $g(g(2))$"): an inner step of the composition asked for, not the thing asked for."""
    if "(" not in name:
        return False
    compact = _SPACE_DOLLAR_RE.sub("", name)
    asking = _SPACE_DOLLAR_RE.sub("", _asking_part(question) or question)
    at = asking.find(compact)
    if at < 0:
        return False
    while at >= 0:
        if at == 0 or asking[at - 1] != "(":
            return False
        at = asking.find(compact, at + 1)
    return True


_SPACE_DOLLAR_RE = lazy_compile(r"[\s$]|\\left|\\right")


# What a problem's asking sentence names as the thing to give: "What is the slope of the line ...?",
# "Find the vertex of ...", "find $\sin \theta$", "What is the sale price, in dollars?".
_ASKED_NAME_RE = lazy_compile(
    r"(?i)\b(?:what\s+(?:is|are|was|were|will\s+be)|what['’]s|find|compute|calculate|determine|give|state)\s+"
    r"(?:the\s+)?(?:exact\s+)?(?:value\s+of\s+)?(\$[^$]{1,30}\$(?:-[a-z]{3,12})?|(?:\d{1,4}(?:st|nd|rd|th)\s+)?[a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*){0,2}?)"
    r"(?=\s+(?:of|for|in|at|on|from|between|if|when|that|to|and|if)\b|\s*[,?.;]|\s*$)"
)
# A statement of a named quantity opening a sentence or a clause: "The vertex is (2,3);", "Slope = ...",
# "So the centre is at (3, -2)", "Center $(3, -2)$, radius $5$.", "sin θ = 3/5, cos θ = 4/5."
_NAMED_STATEMENT_RE = lazy_compile(
    r"(?:^|(?<=[.!?;,]\s)|(?<=\n)|(?<=:\s)|(?<=\sand\s)|(?<=[→⇒⟹—–]\s)|(?<=\s)(?=(?:so|thus|hence|therefore)\s))[ \t]*"
    r"(?:(?:so|thus|hence|therefore|then)\b,?\s+)?"
    r"(?:the\s+)?(\$?(?:\d{1,4}(?:st|nd|rd|th)\s+)?[A-Za-z\\][^=:;,.!?\n$(]{0,30}?\$?)\s*"
    r"(?:(?:\s(?:is|are|was|equals|lies)\s+(?:at\s+)?|\s+at\s+|[=:]\s*|\s+)(?=[-−$(\[\d√\\])"
    # (or a formula worked out to the value after "=": "Product = c/a = 7/3")
    r"|=\s*(?=[A-Za-z][^=;,.!?\n]{0,20}=\s*[-−$(\d√\\]))",
    re.IGNORECASE,
)
# After a named value, the writer's own pick or another value offered in its place: "I'd say 3", "I'll go
# with 12", "my final answer: 7", "or maybe 3".
_PICKED_AFTER_RE = lazy_compile(
    r"(?i)\bi(?:['’]d|\s+would|['’]ll|\s+will)\s+(?:say|go\s+with|pick|choose|answer|put|settle\s+on)\b"
    r"|\bmy\s+(?:final\s+)?(?:answer|pick|choice|guess)\b|\bor\s+(?:maybe|perhaps|possibly)\b"
)
# A value stated under a condition: "[1, ∞) if the domain is all reals", "12 unless ...", "5 provided ...".
_CONDITIONED_VALUE_RE = lazy_compile(r"(?i)\s(?:if|unless|provided|assuming|when)\s")
# A value stated again after the named one without a name: "it's −2", "that is 4", "this gives 7".
_IT_IS_VALUE_RE = lazy_compile(r"(?i)\b(?:it|that|this)(?:['’]s|\s+is|\s+was|\s+gives|\s+makes)\s+\$?[-−(\d√\\]")
# The named value restated at once in another form ("4π radians, i.e. 720 degrees", "0.5, or 50%"): the
# whole reading decides which form answers (a problem may ask for the second one's unit).
_RESTATED_AT_ONCE_RE = lazy_compile(
    r"(?i)\s*,?\s*(?:i\.\s?e\.|ie\b|in\s+other\s+words|which\s+is|that\s+is|or)[,:]?\s+"
    r"(?:about\s+|approximately\s+)?\$?[-−(\d√\\]"
)
# A computation in a clause after the statement (two "=" in it): working, so no remark to read past.
_CHAIN_IN_CLAUSE_RE = lazy_compile(r"=[^=;,.\n]{1,80}=")
_GREEK_NAMES = str.maketrans({"θ": "theta", "α": "alpha", "β": "beta", "φ": "phi", "γ": "gamma", "λ": "lambda"})


_SECOND_ASKED_RE = lazy_compile(
    r"(?i)\s*(?:,\s*(?:the\s+)?[a-z]+(?:\s+[a-z]+)?)*,?\s+(?:and|or|as\s+well\s+as)\s+(?:its\s+|the\s+)?[a-z]"
)
_POSSESSIVES = frozenset("its his her their your our".split())
_PRONOUNS = frozenset("it that this these those there which them its his her their your all each".split())


def _asked_name(question: str) -> str | None:
    """The key of the one quantity the problem's asking sentence names ("slope", "saleprice",
    "sintheta"), or None when it names none or more than one ("the center and radius")."""
    m = _ASKED_NAME_RE.search(_asking_part(question) or question)
    if m is None:
        return None
    name = m.group(1)
    if name.lower().split()[0] in _POSSESSIVES and " " in name:
        name = name.split(None, 1)[1]  # ("What is its area?": the area)
    if re.search(r"(?i)\b(?:and|or)\b", name) or name.lower().split()[0] in _PRONOUNS:
        return None
    if _SECOND_ASKED_RE.match(m.string, m.end()):
        return None  # ("Find the area and the side ...", "Find the mean, median and mode.": more than one)
    key = _name_key(name.translate(_GREEK_NAMES))
    if len(key) == 1 and name.startswith("$") and key.isalpha():
        return key  # ("Find the value of $x$ if ...": the variable; "x = 30; the largest angle is 90°")
    return key if len(key) >= 2 else None


def _value_end(text: str, start: int) -> int:
    """Where the value starting at ``start`` ends: at a sentence end, a ";", a line break, a comma
    before a word or " and "/" while" outside brackets ("(2,3); the axis", "$(3, -2)$, radius $5$"), or at
    a closing bracket it did not open ("(... volume 27.)")."""
    depth, i, n = 0, start, min(len(text), start + 200)
    while i < n:
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                return i  # ("(Surface area was 54; volume 27.)": the bracket the statement sits in closes it)
            depth -= 1
        elif depth == 0:
            if c == ";" or c == "\n" or (c in ".!?" and (i + 1 == len(text) or text[i + 1].isspace())):
                return i
            if c == "," and re.match(r",\s*[A-Za-z]", text[i : i + 3]):
                return i
            if c == " " and re.match(r"\s+(?:and|while|but)\s", text[i : i + 8]):
                return i
        i += 1
    return n


def _named_answer(text: str, question: str) -> str | None:
    """The value of the last statement naming the one quantity the problem asks for ("What is the slope
    ...?": "Slope = −8/4 = −2. A line with slope −2 through (2,5) is y = −2x + 9."), when everything after
    it only states other things: no conclusion, revision or answer marker, no computation of its own,
    and at most a few short sentences. None otherwise."""
    asked = _asked_name(question)
    if asked is None:
        return None
    if len(asked) == 1:
        component = _component_asked(text, asked)
        if component is not None:
            return component  # "y = 2. So (x, y) = (3, 2)." for "what is $y$?"
    found = earlier = before = None
    # ("the minimum value" is stated as "minimum 4" too)
    asked_keys = {asked, asked[:-5]} if asked.endswith("value") and len(asked) > 8 else {asked}
    for m in _NAMED_STATEMENT_RE.finditer(text, max(0, len(text) - 600)):
        name = m.group(1).translate(_GREEK_NAMES)
        if _name_key(name) in asked_keys:
            found, earlier = m, before
        if _name_key(name.split()[-1]) == asked:
            before = m  # ("Solving gives x = −2 and x = 5": the name closes the words before "=")
    if found is None:
        return None
    if earlier is not None and _ANOTHER_VALUE_JOINED_RE.fullmatch(text, earlier.end(), found.start()):
        return None  # ("x = −2 and x = 5", "r = 3 or r = 4"): the name has several values, none singled out
    end = _value_end(text, found.end())
    value, rest = text[found.end() : end].strip(), text[end:]
    if ".." in value or "…" in value or rest.startswith(("…", "..")):
        return None  # ("The sum is 1.5 repeating... I mean the partial sums approach 1.49.": trailing off)
    if not _MATHY_RE.search(value) or len(rest) > 300 or rest.count("\n\n") or rest.count(". ") > 2:
        return None
    if _concludes_on_value(rest) or _REVISES_RE.search(rest) or _NAMES_ANSWER_RE.search(rest):
        return None
    if _CHAIN_IN_CLAUSE_RE.search(rest) or _DENYING_START_RE.match(value) or is_undecided(rest, 0):
        return None
    if rest.lstrip().startswith("?") or _IT_IS_VALUE_RE.search(rest) or _RESTATED_AT_ONCE_RE.match(rest):
        return None  # ("The slope is 5? Let me recheck: it's −2.": asked, then stated again without its name)
    plain = value.replace("$", "") if "$" in value and value.count("$") % 2 == 0 else value
    where = _WHERE_CUT_RE.search(plain) if " at " in plain or " when " in plain or " for " in plain else None
    if where is not None and plain[: where.start()].strip() and where.group(1).lower() != asked:
        value = plain[: where.start()]  # ("minimum 4 at x = −3" for the minimum: where it is taken is no part of it)
    if _PICKED_AFTER_RE.search(rest) or _CONDITIONED_VALUE_RE.search(value):
        # ("the remainder is ≈ 2, or maybe 3 ... I'd say 3."; "The range is [1, ∞) if the domain is all reals;
        # if ... then [5, ∞)"): a pick or a second choice after it, or a value under a condition
        return None
    stated = final_value(_unwrap_math(value))
    if stated.rstrip().endswith(("=", "+", "-", "−", "×", "*", "/", ":")):
        return None  # ("Fifth number: 60 − 50 =\n10": the value is on the next line)
    if re.search(r"[A-Za-z]{2,}|(?<![A-Za-z\\])[a-hj-z](?![A-Za-z])", _LATEX_COMMAND_RE.sub("", stated)):
        parts = _top_level_parts(_unwrap_math(value)) if "=" in value else []
        if len(parts) == 2 and _PLAIN_RATIONAL_RE.fullmatch(parts[1].strip().rstrip(".")):
            return parts[1].strip().rstrip(".")  # ("Product = c/a = 7/3": a formula worked out to the value)
        return None  # ("Slope = rise/run": a formula, not the value)
    return stated


_PLAIN_RATIONAL_RE = lazy_compile(r"[-−]?\d+(?:\.\d+)?(?:\s*/\s*\d+)?")
# What joins two values stated for one name in a row: "x = −2 and x = 5", "t = 1, or t = 3", "y = 0; y = 4".
# (the first value, then the joiner: no word but a LaTeX command or the constants i and e in the value)
_ANOTHER_VALUE_JOINED_RE = lazy_compile(
    r"\s*(?:\\[A-Za-z]+|[^=.!?\n,;A-Za-z]|\.(?=\d)|\b[ie]\b)+?\s*[,;]?\s*(?:(?:and|or|and\s+also)\s+)?\$?\s*"
)
# One labelled value of a reply that is only labelled values: "Girls: 25", "**Width** = 4 cm", "Alice - 48".
_LABELLED_ITEM_RE = lazy_compile(r"[*_]{0,2}([A-Za-z][A-Za-z'’ -]{0,30}?)[*_]{0,2}\s*[:=]\s*([^:=\n].{0,120}?)[.!]?")
# Where a reply of labelled values splits into its items: lines, sentences, ";" and a comma before a label.
_ASKING_CUE_RE = lazy_compile(r"(?i)\b(?:how|what|which|who|find|compute|calculate|determine|give)\b")
_LABELLED_SPLIT_RE = lazy_compile(
    r"\s*\n\s*|(?<=[.!])\s+|;\s*|,\s+(?=[*_]{0,2}[A-Za-z][A-Za-z'’ -]{0,30}?[*_]{0,2}\s*[:=])"
)


def _asked_label_value(text: str, question: str) -> str | None:
    """The value of the one item the question's asking sentence names, in a reply made only of
    labelled values ("Boys: 15, Girls: 25" or "Girls = 5/8 × 40 = 25.\n\nBoys = 15." for "how many
    girls are there?", "Alice: 48, Bob: 16." for "How many does Alice have?"): a label is named when
    every word of it the asking sentence could name is there. None unless the reply is two to six such
    items with values and exactly one label is named."""
    body = text.strip()
    if len(body) > 400 or ("=" not in body and ":" not in body):
        return None
    labelled = _PAIR_LABEL_RE.match(body)
    point = _pair(body[labelled.end() :].rstrip(".! ")) if labelled is not None else None
    if point is not None and labelled is not None and point.startswith("("):
        words = _label_words(labelled.group(0).rstrip(": "))
        if words and all(w in _asking_part(question).lower() for w in words):
            return point  # ("Vertex: x = 2, y = −5" for the vertex: one labelled point, not two labelled values)
    items = [part for part in _LABELLED_SPLIT_RE.split(body) if part]
    if not 2 <= len(items) <= 6:
        return None
    cue = _ASKING_CUE_RE.search(_asking_part(question))
    if cue is None:
        return None
    # (the few words from the asking word on: "how many girls are there", not a given the sentence
    # restates, "At the same speed, how far ...", nor a later condition, "the probability it is prime")
    asking = " ".join(cue.string[cue.start() :].lower().split()[:5])
    named: list[str] = []
    for item in items:
        m = _LABELLED_ITEM_RE.fullmatch(item.strip())
        if named and m is not None and ("=" in m.group(2) or _WORKED_RE.search(m.group(2))):
            return None  # ("Slope = 2. Recounting: m = 6/2 = 3.": worked out again after it, not another quantity)
        if m is None or not _MATHY_RE.search(m.group(2)) or not _is_bare(m.group(2)) or _REVISES_RE.search(item):
            return None  # (a value with prose after it is read as any sentence: "$21.30, of which ...")
        words = _label_words(m.group(1))
        if not words and len(m.group(1).strip()) > 1:
            return None  # ("Tax: 48. Total: $648.": a total or result is labelled as such)
        if words and all((w[:4] if len(w) <= 5 else w[:5]) in asking for w in words):
            named.append(m.group(2))
    if len(named) != 1:
        return None
    return final_value(_unwrap_math(named[0].strip()))


# A value after a label in words closing a bare reply: "Interval: [−2, 8]", "Point-slope: $y - 3 = 2(x - 1)$".
_WORD_LABEL_RE = lazy_compile(r"([A-Za-z][A-Za-z'’ -]{1,24}):\s+(\S.{0,200})", re.DOTALL)
_ENVIRONMENT_RE = lazy_compile(r"\\(?:begin|end)\{[A-Za-z]{1,12}\*?\}")
_PLAIN_INTEGER_RE = lazy_compile(r"[-−]?\d+")


# The signs a bare reply's result follows: "=" and the arrows ("x = 1, 1, −2 → three").
_RESULT_SIGN_RE = lazy_compile(r"=|→|⇒|⟹")
_ONE_ALONE_RE = lazy_compile(r"(?i)one")


def _worded_result(raw: str) -> str | None:
    """The number a bare reply ends on in words, after its last "=" or arrow or as the whole reply
    ("110/2 = fifty-five", "f(−2)=seventeen", "1, 1, −2 → three", "twelve"): its digits; None for anything else."""
    tail = _RESULT_SIGN_RE.split(raw)[-1].strip().rstrip(".!").strip()
    if _ONE_ALONE_RE.fullmatch(tail):
        return "1"  # ("2^0 = one": "one" alone after a sign is the number, no pronoun)
    if not tail or len(tail) > 60 or any(c.isdigit() for c in tail) or not _NUMBER_WORD_RE.search(tail):
        return None
    digits = number_words_as_digits(tail).strip()
    return digits.replace("−", "-") if _PLAIN_INTEGER_RE.fullmatch(digits) else None


# A tuple of variables set equal to a tuple of numbers, closing the reply: "So (x, y) = (3, 2)."
_TUPLE_STATED_RE = lazy_compile(
    r"\(\s*([a-z](?:\s*,\s*[a-z]){1,3})\s*\)\s*=\s*\(\s*([-−]?\d+(?:\.\d+)?(?:\s*,\s*[-−]?\d+(?:\.\d+)?){1,3})\s*\)"
    r"\$?\s*[.!]?\s*$"
)


def _component_asked(text: str, variable: str) -> str | None:
    """The number a closing "(x, y) = (3, 2)" gives the one variable the problem asks for; None otherwise."""
    m = _TUPLE_STATED_RE.search(text, max(0, len(text) - 120))
    if m is None:
        return None
    names = [n.strip() for n in m.group(1).split(",")]
    values = [v.strip().replace("−", "-") for v in m.group(2).split(",")]
    if len(names) != len(values) or names.count(variable) != 1:
        return None
    return values[names.index(variable)]


def _concludes_on_value(rest: str) -> bool:
    """True when ``rest`` draws a conclusion ("so", "thus", ...) whose clause states a value, outside
    brackets ("so the area is 12"; not "so the matrix is invertible (it would not be if it were 0)")."""
    for cue in _ANYWHERE_CONCLUDES_RE.finditer(rest):
        end = _CLAUSE_END_RE.search(rest, cue.end())
        clause = rest[cue.end() : end.start() if end is not None else len(rest)]
        if _MATHY_RE.search(_BRACKET_GROUP_RE.sub(" ", clause) if "(" in clause else clause):
            return True
    return False


_CLAUSE_END_RE = lazy_compile(r"[;\n]|[.!?](?=\s|$)")


# An amount given for a period of time: "$18 a day", "126 per week", "$6,570 a year", "3 km each hour".
_PERIODS = "second|minute|hour|day|week|month|year"
_RATE_AMOUNT_RE = lazy_compile(
    r"(?i)(?<![\w.])\$?(\d[\d,]*(?:\.\d+)?)\s*(?:[a-z]{1,12}\s+)?(?:a|an|per|each|every|/)\s*(" + _PERIODS + r")s?\b"
)
_ASKED_PERIOD_RE = lazy_compile(
    r"(?i)\b(?:a|an|per|each|every|in\s+one|in\s+a)\s+("
    + _PERIODS
    + r")\b|\b(daily|weekly|monthly|yearly|annually|hourly)\b"
)
_PERIOD_OF_ADVERB = {
    "daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "annually": "year", "hourly": "hour",
}  # fmt: skip


def _amount_in_asked_period(text: str, question: str) -> str | None:
    """Of one amount given for several periods in the closing sentence ("$18 a day, or $126 per week,
    which is about $6,570 a year"), the one for the period the problem asks about ("How much does she
    make every day?"); None unless the sentence names at least two periods, the problem exactly one,
    and exactly one amount is given for it."""
    start = max((m.end() for m in _SENTENCE_SPLIT_RE.finditer(text, max(0, len(text) - 400))), default=0)
    closing = text[start:]
    rates = [(m.group(1), m.group(2).lower()) for m in _RATE_AMOUNT_RE.finditer(closing)]
    if len({period for _, period in rates}) < 2 or _REVISES_RE.search(closing) or is_undecided(closing, 0):
        return None
    asked = {
        (m.group(1) or _PERIOD_OF_ADVERB[word_key(m.group(2))]).lower()
        for m in _ASKED_PERIOD_RE.finditer(_asking_part(question) or question)
    }
    if len(asked) != 1:
        return None
    chosen = [amount for amount, period in rates if period in asked]
    return chosen[0] if len(chosen) == 1 else None


# The writer taking a hedge back: "It depends on ... — but no, a week always has 7 days.", "Hard to say.
# No: ...", "..., or maybe 30? No, ...".
_HEDGE_BACK_RE = lazy_compile(r"(?i)(?:[—–]|[,;.?!:]|\s-)\s*(?:but\s+|oh\s+)?no\s*[,:;.!—–]")


# Hedging words after a take-back, which keep the hedge (kept broad: a miss here costs a reading, not a verdict).
_STILL_HEDGING_RE = lazy_compile(
    r"(?i)\bdepend|\bmaybe\b|\bperhaps\b|\bprobably\b|\bpossibly\b|\bor\s+so\b|\broughly\b|\bguess|\bnot\s+(?:sure|certain)"
    r"|\bcan(?:not|['’]t)\b|\bunclear\b|\bunsure\b|\beither\b|\bcould\s+be\b|\bmight\b"
)


def _hedge_taken_back(text: str, start: int) -> bool:
    """True when every hedge in ``text[start:]`` comes before the writer takes it back ("no, ..."), with a
    value stated after that and no hedge of its own."""
    backs = list(_HEDGE_BACK_RE.finditer(text, start))
    if not backs:
        return False
    back = backs[-1]
    if _STILL_HEDGING_RE.search(text, back.end()) or _HEDGED_AMOUNT_RE.search(text, back.end()):
        return False  # ("— but no, it still depends on traffic: 40 or so."): hedging again
    return not is_undecided(text, back.end()) and _MATHY_RE.search(text, back.end()) is not None


# The writer committing to one value after a doubt: "My answer: ...", "I'd go with ...", "I'll take ...", "So
# it's ...", "my final answer is ..." (the words only: the value is read after them).
_SETTLES_RE = lazy_compile(
    r"(?i)\bmy\s+(?:final\s+)?(?:answer|pick|choice|call)\s*(?:is\b|[:：—–])"
    r"|\b(?:i['’]d|i\s+would|i['’]ll|i\s+will)\s+(?:go\s+with|take|settle\s+on|pick|choose|answer)\b"
    r"|(?:^|[.!?;:,—–]\s*|\n\s*)so\s+(?:it['’]s|it\s+is|that['’]s)\b"
)


def _hedge_settled(text: str, start: int) -> int | None:
    """Where the value starts when the writer, after doubting in ``text[start:]`` ("Hard to say whether the
    endpoint counts ...", "I'm a bit unsure whether ..."), commits to one in words of their own ("My answer:
    (2, ∞).", "— I'd go with 12.", "So it's 1/6."); None when no such words follow the doubt, or when
    what follows them doubts again ("I'd go with 12, maybe 13.", "So it's probably 4.") or holds no value."""
    settles = None
    for settles in _SETTLES_RE.finditer(text, start):  # noqa: B007 - the last one counts
        pass
    if settles is None or is_undecided(text, settles.end()):
        return None
    if _STILL_HEDGING_RE.search(text, settles.end()) or _HEDGED_AMOUNT_RE.search(text, settles.end()):
        return None
    if "?" in text[settles.end() :] or _MATHY_RE.search(text, settles.end()) is None:
        return None
    return settles.end()


# A problem that asks for a set of numbers: an interval, a range or domain, the solutions of an inequality.
_ASKS_SET_RE = lazy_compile(
    r"(?i)interval|\brange\b|\bdomain\b|inequalit|solution\s+set|all\s+(?:real\s+)?(?:values|numbers|[a-z]\b)|for\s+which"
)


def _described_set(sentence: str, question: str | None) -> str | None:
    """The interval ``sentence`` describes in words ("all real numbers greater than or equal to two"),
    for a problem that asks for a set (any, when the problem is unknown); see :mod:`._sets_in_words`."""
    if not _ALL_EVERY_RE.search(sentence) or (question is not None and not _ASKS_SET_RE.search(question)):
        return None
    if _NUMBER_WORD_RE.search(sentence) or _MORE_WORDS_RE.search(sentence):
        sentence = number_words_as_digits(sentence)
    return set_in_words(sentence)


_ALL_EVERY_RE = lazy_compile(r"(?i)\b(?:all|every|any)\b")


def _described_between(closing: str, question: str | None) -> str | None:
    """The interval the closing sentence describes as "between a and b" with its ends said to belong or
    not ("x lies between 2 and 3, not including endpoints"), for a problem that asks for a set."""
    if question is None or not _ASKS_SET_RE.search(question):
        return None
    sentences = list(_SENTENCE_SPLIT_RE.finditer(closing, max(0, len(closing) - 600)))
    sentence = closing[sentences[-1].end() if sentences else max(0, len(closing) - 600) :]
    if _NUMBER_WORD_RE.search(sentence) or _MORE_WORDS_RE.search(sentence):
        sentence = number_words_as_digits(sentence)
    return between_in_words(sentence)


# A closing sentence that points at an item of the list above it by its place: "So it is the third one."
_POINTER_RE = lazy_compile(
    r"(?i)\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|last)\s+(?:one|line|value|item|entry|result|row)\b[^\d\n]{0,40}$"
)
_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5, "last": -1}
_LIST_ITEM_RE = lazy_compile(r"(?m)^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+([^\n]{1,120})$")


def _pointed_item(text: str) -> str | None:
    """The value of the list item the closing sentence points at by its place ("- sin 60° = √3/2 ...
    So the value we want is the third one."): the value after the item's last "=" or ":"; None
    unless the closing line states no number and the list has two or more items, each with one; ""
    when it points past the list or at an item without a value (then nothing is stated)."""
    tail = text.rstrip()[-200:]
    last_line = tail.rsplit("\n", 1)[-1]
    m = _POINTER_RE.search(last_line)
    if m is None or _MATHY_RE.search(last_line):
        return None
    items = [i.group(1) for i in _LIST_ITEM_RE.finditer(text[: len(text.rstrip()) - len(last_line)][-3000:])]
    if len(items) < 2 or not all(("=" in i or ":" in i) for i in items):
        return None
    at = _ORDINALS[word_key(m.group(1))]
    if at >= len(items):
        return ""  # (a pointer past the list points at nothing)
    value = re.split(r"=|:", items[at])[-1].strip()
    return value if _MATHY_RE.search(value) else ""


def _after_denial(text: str, at: int, question: str | None, denied: str | None = None) -> Extraction:
    """The answer the text after a denied answer marker (at ``at``) states in sentences of its own
    ("The answer isn't 12, since ... So it is 13."); none when nothing follows the denial's sentence,
    or what follows names the value denied (a value ruled out is never the answer). ``denied`` is that
    value when the caller knows it ("It's not true that the answer is X."); else the denial's sentence
    names it."""
    end = _SENTENCE_SPLIT_RE.search(text, at)
    if end is None or not text[end.end() :].strip():
        return Extraction(None, None)
    later = _read(text[end.end() :], question, read_past_denial=False)
    if later.answer is None:
        return Extraction(None, None)
    if denied is None:
        denial = _DENIED_VALUE_RE.search(text, at, end.start())
        if denial is None:
            return Extraction(None, None)
        denied = denial.group(1) or denial.group(2)
    return Extraction(None, None) if _value_key(denied) == _value_key(later.answer) else later


# An answer marker's value offering two: "either 36 or 72", "either $12 or $13 (depending ...)".
_EITHER_OR_VALUE_RE = lazy_compile(
    r"(?i)\W*either\s+\$?\s*[-−]?\d[\d,./]*\s*\$?(?:\s*[a-z%]+)?(?:\s*\([^()]{0,80}\))?,?\s+or\s+\$?\s*[-−]?\d"
)
# The value a denial names: "not [4, 9]", "isn't $\frac12$", "not 12".
_DENIED_VALUE_RE = lazy_compile(
    r"(?i)(?:\bnot|\bnicht|n['’]t)\s+(?:(?:be|equal|equals)\s+)?([\[(][^\])]{0,80}[\])]|\$[^$]{1,80}\$)"
    r"|(?:\bnot|\bnicht|n['’]t)\s+([^\s,;]{1,40})"
)


def _value_key(value: str) -> str:
    return re.sub(r"[\s$.]", "", value.replace("−", "-"))


def _chain_cut_short(text: str, answer: str) -> bool:
    """True when the reply ends on a chain of equalities ("C(6,2) = 6!/(2!·4!) = 720/(2·24)") whose last link,
    the value read, still holds a product of numbers to work out: the working stopped before its result."""
    if "=" not in text[-300:] or not _UNWORKED_PRODUCT_RE.search(answer):
        return False
    line = text.rstrip().rstrip(".!").rstrip()
    line = line[max(line.rfind("\n"), line.rfind(". "), len(line) - 300) + 1 :]
    at = line.rfind(answer.strip().strip("$").strip())
    return at > 0 and line.count("=", 0, at) >= 2


# A closing congruence of an unknown: "n ≡ 8 (mod 15)", "x \equiv 3 \pmod{7}", "so k ≡ 2 mod 5."
_RESIDUE_CLASS_CLOSE_RE = lazy_compile(
    r"(?<![\w\\])[A-Za-z]\s*\$?\s*(?:≡|\\equiv)\s*[-−]?\d+\s*(?:\(\s*(?:\\bmod|\\mod|mod)\s*\d+\s*\)"
    r"|\\pmod\s*\{?\s*\d+\s*\}?|(?:\\bmod|\\mod|mod)\s+\d+)\s*\$?\s*[.!]?\s*$"
)
# A problem whose answer may be a congruence: it asks for all solutions, a residue class or a general form.
_CLASS_ASKED_RE = lazy_compile(r"(?i)\ball\b|\bevery\b|\bgeneral\b|\bcongruen|\bresidue\s+class|\bsolve\b|≡\s*\?")


def _closes_on_residue_class(text: str, question: str | None) -> bool:
    """True when ``text`` ends on a congruence of an unknown ("n ≡ 8 (mod 15)"): a class of numbers, not the one
    number a problem that does not ask for all solutions (or a congruence) wants."""
    if "mod" not in text[-40:] or (question is not None and _CLASS_ASKED_RE.search(question)):
        return False
    return _RESIDUE_CLASS_CLOSE_RE.search(text, max(0, len(text) - 80)) is not None


# Two values given one name at the close of a reply: "x = −1 and x = 4.", "t = 2, or t = 5", "y = 0 and y = 3".
_TWO_VALUES_AT_CLOSE_RE = lazy_compile(
    r"(?<![\w\\])([A-Za-z])\s*=\s*([^=,;\n]{1,30}?)\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\1\s*=\s*"
    r"([^=,;\n]{1,30}?)\s*[.!]?\s*$"
)
_WORD_IN_VALUE_RE = lazy_compile(r"[A-Za-z]{2,}")


def _two_values_at_close(text: str) -> tuple[str, str] | None:
    """The two values a reply's closing gives one name ("x = −1 and x = 4."), when both are plain values; else None."""
    m = _TWO_VALUES_AT_CLOSE_RE.search(text, max(0, len(text) - 120))
    if m is None:
        return None
    values = m.group(2).strip(), m.group(3).strip()
    if any(not any(c.isdigit() for c in v) or _WORD_IN_VALUE_RE.search(v.replace("\\sqrt", "")) for v in values):
        return None
    return values


def _one_of(answer: str, values: tuple[str, str]) -> bool:
    """Whether ``answer`` is one of ``values`` alone, or the second after the words that named the first
    ("−1 and x = 4" read as what follows the first "=")."""
    flat = "".join(answer.split()).rstrip(".")
    first, second = ("".join(v.split()) for v in values)
    return flat in (first, second) or (flat.endswith("=" + second) and flat.startswith(first))


def extract_answer(text: str, marker_order: str = "scorewire", question: str | None = None) -> Extraction:
    """Find the final answer in ``text`` following the documented rule order.

    ``question`` (the problem, optional) tells a closing remark about a quantity it does not ask
    for ("The modulus is √26.") from the answer; see :func:`closing_asides_cut`.

    ``marker_order="gsm8k"`` uses NeMo Evaluator's ``gsm8k_answer`` order instead
    (``####``, then ``\\boxed{}``, then the last number; see ``_marker_order``).
    """
    if marker_order != "scorewire":
        if marker_order != "gsm8k":
            raise ValueError(f"marker_order must be 'scorewire' or 'gsm8k', got {marker_order!r}")
        from ._marker_order import extract_gsm8k_order

        return extract_gsm8k_order(text)
    if text[-20:].rstrip().endswith(_CHECK_MARKS) or (text[-80:].rstrip().endswith(")") and "✓" in text[-80:]):
        closing_mark = _LONE_CHECK_MARK_RE.search(text, max(0, len(text) - 80))
        if closing_mark is not None and not _closes_check(text[: closing_mark.start() + 1]):
            text = text[: closing_mark.start() + 1]  # ("... → −i. ✔": a mark of its own after the sentence confirms it)
    tail = text[-300:]
    if ". check" in tail or ". verif" in tail:
        # ("x=6. check: 24-7=17 ✓": a check opened in lower case is a sentence of its own, as "Check:" is)
        text = text[: len(text) - len(tail)] + _LOWER_CHECK_OPENER_RE.sub(
            lambda m: m.group(1) + m.group(2).upper(), tail
        )
    if "$$" in text:
        # ("... Same answer either way.\n\n$$i^{2023} = -i$$": display math is math as "$...$" is)
        text = _DISPLAY_MATH_RE.sub(r"$\1$", text)
    if "inf" in text:
        text = _PLAIN_INFINITY_RE.sub(r"\1∞", text)  # ("(-inf, 4]", "[2, infinity)": an interval's open end)
    if " equals " in text[-200:]:
        # ("so 4m = 14 and m equals 3.5": a letter "equals" a value as it is "=" to it)
        cut = max(0, len(text) - 200)
        text = text[:cut] + _LETTER_EQUALS_RE.sub(r"\1 = ", text[cut:])
    if " times " in text[-300:]:
        # ("π times 25", "4 times √3": a multiple of a constant said in words is that multiple, 25π, 4√3)
        cut = max(0, len(text) - 300)
        text = text[:cut] + _TIMES_CONSTANT_RE.sub(_times_constant, text[cut:])
    slip = _judged_slip_at_close(text) if _names_a_slip(text[-600:]) else None
    if slip is not None and _read(text[:slip].rstrip(), question, read_past_denial=True).answer is not None:
        text = text[:slip].rstrip()  # (a closing remark about a usual slip, judged wrong, is no part of the answer)
    aside = _asides_at_close(text, question)
    if aside is not None:
        # (closing remarks on what a slip or another reading would give, when the value read is theirs)
        full = _read(text, question, read_past_denial=True)
        if full.answer is not None and (full.rule == "last_number" or full.answer in text[aside:]):
            kept = _read(text[:aside].rstrip(), question, read_past_denial=True)
            if kept.answer is not None and kept.rule != "last_number":
                text = text[:aside].rstrip()
    found = _read(text, question, read_past_denial=True)
    if found.answer is not None and _retracted_at_close(text):
        return Extraction(None, None)  # ("... = 7/12. Wait, that's not right.": the value taken back, none given)
    if found.answer is not None and " than " in text[-200:] and _only_near_value(text, found.answer):
        return Extraction(None, None)  # ("so the sum is slightly less than 1 — about 0.999": near 1, not 1)
    if found.answer is not None and _chain_cut_short(text, found.answer):
        return Extraction(None, None)  # ("= 6!/(2!·4!) = 720/(2·24)": the working stopped before its last step)
    if found.answer is not None and _closes_on_residue_class(text, question):
        return Extraction(None, None)  # ("n ≡ 8 (mod 15)" for "the smallest positive n": a class, not the number)
    if question is not None and found.answer is not None and found.rule in ("statement", "last_number"):
        quantity = asked_quantity_value(text, question, found.answer)
        if quantity is not None:
            return Extraction(quantity, "statement")  # ("Sum of roots = 4; product = 3/2." for the sum: 4)
    if (
        found.answer is not None
        and found.rule in ("statement", "last_number")
        and _names_second_look(text[-700:])
        and _SECOND_LOOK_RE.search(text[-700:])
    ):
        checked = _answer_before_second_look(text, question, found.answer)
        if checked is not None:
            return Extraction(checked, "statement")  # ("x = 24. Check: 24/3 − 24/4 = 2 ✓. ...": 24, not 2)
    if question is not None and found.answer is not None and found.rule == "answer_line" and "," in found.answer:
        extra = _labelled_extra_at(found.answer, question)
        if extra is not None and _QUANTITY_NOUN_RE.fullmatch(found.answer[extra:].lstrip(" ,;").split()[0]):
            # ("Final answer: center (−2, 7), radius 9." for the center: a second quantity, not asked, in the line)
            return Extraction(final_value(found.answer[:extra].rstrip()), found.rule)
    if found.answer is not None and "=" in text[-120:]:
        both = _two_values_at_close(text)
        if both is not None and _one_of(found.answer, both):
            # ("so I'd answer x = −1 and x = 4.": the reply gives both values; one of them alone is no reading of it)
            return Extraction(", ".join(both), found.rule)
    if found.rule == "whole" and "\n" not in text.strip():
        label = _WORD_LABEL_OPENING_RE.match(text)
        if label is not None:  # ("Solutions: x = 5 and x = −3.": the label is no part of the value)
            unlabelled = _read(text[label.end() :], question, read_past_denial=True)
            items = unlabelled.answer.split(",") if unlabelled.answer is not None else []
            if unlabelled.rule == "whole" and len(items) > 1 and items[-1].strip() == (found.answer or "").strip():
                return unlabelled  # (only a list whose last item was all that was read: the label cut it short)
    if found.rule == "whole" and found.answer is not None and ("—" in text[:40] or "–" in text[:40]):
        opening = _REMARK_DASH_OPENING_RE.match(text)
        if (
            opening is not None
            and "\n" not in text.strip()
            and _NEGATION_WORD_RE.search(opening.group(1)) is None
            and _DOUBTING_REMARK_RE.search(opening.group(1)) is None
        ):
            # ("easy — 2, 3", "Quick one – $\\frac{1}{2}$": a remark of a word or two, then the value after the dash)
            after = _read(text[opening.end() :], question, read_past_denial=True)
            if after.rule == "whole" and after.answer is not None and _MATHY_RE.search(after.answer):
                return after
    if question is not None and ("remainder" in text[-60:] or " R " in text[-60:]) and found.answer is not None:
        remainder = _remainder_asked(text, question)
        if remainder is not None:
            return Extraction(remainder, "statement")  # ("1000 / 9 = 111 remainder 1." for the remainder: 1)
    if (
        found.rule in ("whole", "statement")
        and found.answer is not None
        and (" is " in found.answer or "’s " in found.answer or "'s " in found.answer)
    ):
        closing = (
            None if _SUPPOSED_CLOSE_RE.search(text, max(0, len(text) - 120)) else _closing_clause_value(found.answer)
        )
        if closing is not None:
            return Extraction(closing, "statement")  # ("√121... that's 11.", "3x^2 at x=1 is 3": the clause's value)
    if found.rule == "last_number" and ("≈" in text[-40:] or "\\approx" in text[-40:]):
        constant = _constant_before_its_value(text)
        if constant is not None:
            return Extraction(constant, "statement")  # ("... the series that defines e ≈ 2.71828.": e)
    if found.rule == "last_number" and ("since" in text or "ecause" in text):
        reasoned = _opening_value_before_reason(text)
        if reasoned is not None:
            return Extraction(reasoned, "statement")  # ("1, since 17 is prime": not the 17 of the reason)
    if found.rule == "last_number":
        # (only the weakest reading is reconsidered: "..., written (1, 7). Endpoints excluded because the
        # inequality is strict." read its last number alone)
        before = _before_commentary(text, question)
        if before is not None:
            return before
    return found


# A reply that opens on a bare value and then gives its reason in one short clause: "1, since 17 is prime.",
# "12 — because each of the 4 corners is shared". The reason's numbers are not the answer.
_OPENING_VALUE_REASON_RE = lazy_compile(
    r"\s*\$?([-−]?\d+(?:\.\d+)?(?:/\d+)?)\$?\s*(?:,|;|\s[—–-])\s*(?:since|because)\s+(?=\S)"
)
# What makes the reason more than a reason: a conclusion, a revision, an answer named, its own result or a
# second sentence of working.
_REASON_GOES_ON_RE = lazy_compile(
    r"(?i)\b(?:so|thus|hence|therefore|answer|final|wait|actually|no|or|hmm|correction|oops|instead|rather)\b|[=≈?]"
)


def _opening_value_before_reason(text: str) -> str | None:
    """The value a short reply opens on when all that follows it is one clause of reason ("1, since 17 is
    prime"); None when the reply goes on to conclude, revise, compute or say anything beyond that clause."""
    m = _OPENING_VALUE_REASON_RE.match(text)
    if m is None:
        return None
    reason = text[m.end() :].strip()
    if len(reason) > 120 or "\n" in reason or _REASON_GOES_ON_RE.search(reason):
        return None
    if reason.rstrip(".!").find(". ") >= 0:
        return None  # (a second sentence)
    return m.group(1)


# A value said to be only near the result: "slightly less than 1", "a bit more than 2.5", "just under than" is not
# written, so "than" is required (the value after it is the one named).
_NEAR_VALUE_RE = lazy_compile(
    r"(?i)\b(?:slightly|a\s+(?:bit|little|tad|touch|hair)|just|marginally|somewhat|barely|ever\s+so\s+slightly)\s+"
    r"(?:less|more|smaller|greater|bigger|larger|lower|higher|short\s+of|over|under)\s+than\s+\$?([-−]?\d[\d.,/]*\d|[-−]?\d)"
)


def _only_near_value(text: str, answer: str) -> bool:
    """True when the value read (``answer``) is last named in the reply's closing 200 characters as one the result
    is only near ("so the sum is slightly less than 1 — about 0.999"), and not stated again after that."""
    near = None
    for near in _NEAR_VALUE_RE.finditer(text, max(0, len(text) - 200)):  # noqa: B007 - the last one counts
        pass
    return near is not None and near.group(1) == answer.strip() and answer.strip() not in text[near.end() :]


# A closing sentence about a value the reply does not give: what a different reading of the problem or a slip
# would give ("With repetition allowed it would be 10⁴.", "If you forgot to halve, you'd get 132.") or what others
# wrongly answer ("A common slip is 0.7, but 0.7² = 0.49.", "Some might count zero too and say 32.").
_WOULD_RE = lazy_compile(r"(?i)\bwould(?:n['’]t|['’]ve)?\b|\b(?:you|they|one|it|that|this|he|she)['’]d\b")
_CONDITION_RE = lazy_compile(r"(?i)\b(?:if|had|were|with|without|for|instead|otherwise|unless)\b")
_SLIP_OPENING_RE = lazy_compile(
    r"(?i)\W*(?:(?:a|the|one)\s+)?(?:common|typical|frequent|classic|usual|popular|tempting)\s+"
    r"(?:wrong\s+)?(?:mistake|error|slip|pitfall|trap|wrong\s+answer|answer)s?\b"
    r"|\W*(?:some|many|others)\s+(?:people\s+|students\s+)?(?:might|may|would|will|often|sometimes)\b"
    r"|\W*(?:sometimes|often)\s+(?:people|students|solvers|beginners)\b"
    r"|\W*(?:it['’]s|it\s+is)\s+(?:a\s+common\s+mistake|easy|tempting)\s+to\b"
)
# A hypothetical that turns back to the case asked: "..., but for this trip it's $120", "but here it is 12".
_BACK_TO_THE_CASE_RE = lazy_compile(r"(?i)\bbut\b[^.;]*?\b(?:it['’]s|it\s+is|is|are)\s+\$?\s*[-−]?\d")
# What keeps a closing sentence the reply's own: its answer named, a conclusion, a revision, the first person.
_OWN_CLOSE_RE = lazy_compile(
    r"(?i)(?<!wrong\s)\banswer\s+is\b|\bthe\s+answer\b|\b(?:correct|right)\s+(?:answer|value|result)\s+is\b"
    r"|\b(?:final|so|thus|hence|therefore|wait|actually|correction|oops|sorry|hmm|we|we['’]d|my|our)\b|\b(?-i:I)\b"
)


# A sentence opened by a method named by its gerund: "Adding 720° would give ...", "Just dividing by x would ...".
_GERUND_OPENING_RE = lazy_compile(r"\W*(?:(?:just|simply|merely|naively)\s+)?[A-Za-z][a-z]{2,}ing\b(?!\s*,)")
# A "but" clause that denies and states no value: "but 0 isn't positive", "but they aren't".
_NEGATED_BUT_RE = lazy_compile(r"(?i)\bbut\s+[^.;=]*?(?:n['’]t|\bnot\b|\bnever\b)")
_NUMBER_RE_FOR_GIVENS = lazy_compile(r"\d+(?:\.\d+)?")


def _but_states_no_value(clause: str, question: str | None) -> bool:
    """Whether a "but" clause closing a hypothetical turns back to no value of the reply's own: it only denies
    ("but 0 isn't positive") or only restates numbers the question gives ("but they're 1 to 4")."""
    if _NEGATED_BUT_RE.match(clause.lstrip()) is not None and "=" not in clause:
        return True
    numbers = _NUMBER_RE_FOR_GIVENS.findall(clause)
    given = set(_NUMBER_RE_FOR_GIVENS.findall(question)) if question else set()
    return bool(numbers) and "=" not in clause and all(n in given for n in numbers)


def _aside_off_answer(sentence: str, question: str | None = None) -> bool:
    """Whether ``sentence`` (one closing sentence) is about a value the reply does not give: a hypothetical
    ("would", "you'd", with a condition: "if", "with", "for", "instead") or a usual slip named as others' ("A
    common slip is", "Some might", "It's tempting to"), and it neither concludes, revises nor speaks in the first
    person (then it may be the writer's own final word: "I would say 45.", "So it would be 8.")."""
    if _OWN_CLOSE_RE.search(sentence) or _BACK_TO_THE_CASE_RE.search(sentence):
        return False
    if _SLIP_OPENING_RE.match(sentence):
        return True
    but = sentence.find(" but ")
    if but >= 0 and any(c.isdigit() for c in sentence[but:]) and not _but_states_no_value(sentence[but:], question):
        return False  # ("If there were no discount it would be $10, but the discount brings it to $9.")
    would = _WOULD_RE.search(sentence)
    condition = _CONDITION_RE.search(sentence)
    if condition is None or any(c.isdigit() for c in sentence[: condition.start()]):
        # (a method named by its gerund is the condition too: "Adding 360° twice would give 700°, ...")
        condition = _GERUND_OPENING_RE.match(sentence) or condition
    # (the condition opens the sentence's reasoning: "Total is $21.30 — if she paid $25 she'd get $3.70 back."
    # states its value before the hypothetical)
    return would is not None and condition is not None and not any(c.isdigit() for c in sentence[: condition.start()])


def _asides_at_close(text: str, question: str | None = None) -> int | None:
    """Where one to three closing sentences about values the reply does not give start (see
    :func:`_aside_off_answer`), read only when the tail holds "would", "'d" or a slip word; None when the
    reply does not close on such sentences."""
    tail = text[-600:]
    if (
        "would" not in tail
        and "'d " not in tail
        and "’d " not in tail
        and " might " not in tail
        and "ommon" not in tail
        and not _names_a_slip(tail)
    ):
        return None
    body = text.rstrip()
    offset = max(0, len(body) - 600)
    starts = [m.end() + offset for m in _SENTENCE_SPLIT_RE.finditer(body[offset:])]
    cut: int | None = None
    end = len(body)
    for start in reversed(starts[-3:]):
        sentence = body[start:end]
        if _aside_off_answer(sentence, question):
            cut = start
        elif any(c.isdigit() for c in sentence) or _OWN_CLOSE_RE.search(sentence):
            break  # (a remark with no value of its own, "Leading zeros are fine here.", is passed over)
        end = start
    return cut


# A constant closing the reply beside its own decimal value: "... defines e ≈ 2.718.", "that is $\pi \approx 3.14$".
_CONSTANT_APPROX_RE = lazy_compile(
    r"(?<![\w\\])(π|\\pi|e)\s*\$?\s*(?:≈|\\approx)\s*\$?\s*(\d\.\d{1,12})\s*(?:…|\.\.\.)?\s*\$?\s*[.!]?\s*$"
)
_CONSTANTS = {"π": math.pi, "\\pi": math.pi, "e": math.e}


def _constant_before_its_value(text: str) -> str | None:
    """The constant (π or e) that closes ``text`` beside a decimal that is its own value rounded or cut ("defines
    e ≈ 2.718"), for a reply whose last number alone was read; None otherwise (a letter e beside another decimal is a
    variable's value)."""
    m = _CONSTANT_APPROX_RE.search(text, max(0, len(text) - 60))
    if m is None:
        return None
    places = len(m.group(2)) - 2
    if abs(_CONSTANTS[m.group(1)] - float(m.group(2))) >= 10.0**-places:
        return None
    return "\\pi" if m.group(1) != "e" else "e"


def _confirms_asked_value(asked: str, check: str) -> bool:
    """True when ``check``, cut after a value the reply offers as a question ("y = 4?"), opens a check, ends on a check
    mark and works with that value: the check settles the question in the value's favour."""
    return (
        _CHECK_OPENER_RE.match(check) is not None
        and check.rstrip().endswith(("✓", "✔", "✅"))
        and bool(set(_NUMBER_TOKEN_RE.findall(check)) & set(_NUMBER_TOKEN_RE.findall(asked.rsplit("=", 1)[-1])))
    )


# A number as written, for telling whether a check works with a value: "10" in "10/3 + 10/6".
_NUMBER_TOKEN_RE = lazy_compile(r"(?<![\d.])\d+(?:\.\d+)?(?!\d)")


# The closing clause of a bare reply, after its last ";", ":", ellipsis or dash, that says what a thing is: "... that's
# 11.", "3x^2 at x=1 is 3", "digit #2 of 135 is 3" (one number after the verb, nothing after it).
_CLOSING_IS_VALUE_RE = lazy_compile(
    r"(?:^|[;:…—–]|\.\.\.)\s*([^;:…—–,]{0,60}?)(?:\bis|(?<![\w\\])(?:that|it|this)['’]s)\s+\$?([-−]?\d+(?:\.\d+)?)\$?\s*[.!]?\s*$"
)


# A lone letter "equals" a value: "m equals 3.5" (not "the sum equals 12", whose subject is words).
_LETTER_EQUALS_RE = lazy_compile(r"(?<![\w\\])([A-Za-z])\s+equals\s+(?=[-−$\d√\\(])")
# A division closing on its quotient and remainder: "111 remainder 1", "146 R 2", "146 rem. 2".
_QUOTIENT_REMAINDER_RE = lazy_compile(r"\d\s*(?:remainder|rem\.?|R)\s*(\d+)\s*[.!]?\s*$")


def _remainder_asked(text: str, question: str) -> str | None:
    """The remainder a reply closes on after its quotient ("... = 111 remainder 1."), when the problem asks for the
    remainder and not for the quotient as well; None otherwise."""
    asking = _asking_part(question) or question
    if "remainder" not in asking.lower() or "quotient" in asking.lower():
        return None
    m = _QUOTIENT_REMAINDER_RE.search(text, max(0, len(text) - 60))
    return m.group(1) if m is not None else None


# A supposition near the close ("If n were 5 it's 25."): the closing clause's value is supposed, not stated.
_SUPPOSED_CLOSE_RE = lazy_compile(r"(?i)\b(?:if|would|could|were|suppose|supposing|assuming|unless)\b")


def _closing_clause_value(text: str) -> str | None:
    """The number the closing clause of a reading says a thing is ("√121... that's 11."), when the reading holds the
    working and the verb before it; None when the clause names more than one thing ("x is 3 and y is 4"), supposes or
    denies."""
    m = _CLOSING_IS_VALUE_RE.search(text, max(0, len(text) - 100))
    if m is None or re.search(r"(?i)\b(?:and|or|not|if|would|could)\b|\?", m.group(1)):
        return None
    return m.group(2)


def _closes_check(text: str) -> bool:
    """True when the closing sentence of ``text`` opens a check ("... Let me verify: 4 + 4/2 = 6."): a check mark after
    it confirms that check, so it stays with it (it is no mark of its own confirming a statement)."""
    start = max(
        text.rfind(". ", 0, len(text) - 1), text.rfind("? ", 0, len(text) - 1), text.rfind("\n", 0, len(text) - 1)
    )
    return _CHECK_OPENER_RE.match(text, start + 1) is not None


_CHECK_MARKS = ("✓", "✔", "✅")
# A check mark standing alone after the closing sentence's full stop: "... = 9. ✓" (not after "!", a factorial, nor
# after an ellipsis, "0.3636... ✓", which closes the check's own decimal).
# The mark may carry its check in brackets, a computation without words: "... x = 10. ✓ (√25 = 5)".
_LONE_CHECK_MARK_RE = lazy_compile(r"(?<![.…])\.\s+[✓✔✅](?:\s*\([^()A-Za-z]{1,60}\))?\s*$")
# A check opened in lower case after a sentence's end: ". check: ...", ". verify: ...", ". verification ...".
_LOWER_CHECK_OPENER_RE = lazy_compile(r"(\.\s+)(c(?=heck(?:ing)?\b)|v(?=erif(?:y|ying|ication)\b))")


# A word naming a usual slip, and a closing clause that judges a value wrong: ", which is not right."
_SLIP_WORD_RE = lazy_compile(
    r"(?i)mistake|error|slip|pitfall|trap|tempting|people|students|learners|beginners|solvers|others"
)
_SLIP_WORDS = (
    "mistake",
    "error",
    "slip",
    "pitfall",
    "trap",
    "tempting",
    "people",
    "students",
    "learners",
    "beginners",
    "solvers",
    "others",
)


def _names_a_slip(tail: str) -> bool:
    """Whether ``tail`` holds a word of :data:`_SLIP_WORD_RE`. (On ASCII text by substring tests of its
    lowercase form, the same answer: the pattern's case-insensitive search tries every alternative at every
    position, about 40 µs on 600 characters, which doubled the reading time of a typical GSM8K solution.)"""
    if tail.isascii():
        low = tail.lower()
        return any(word in low for word in _SLIP_WORDS)
    return _SLIP_WORD_RE.search(tail) is not None


_JUDGED_WRONG_AT_CLOSE_RE = lazy_compile(
    r"(?i)[,;:—–]?\s*(?:which|that|this|and\s+that)\s+(?:is|['’]s)\s+(?:not\s+(?:right|correct)|wrong|incorrect)\s*[.!]?\s*$"
)


# The writer's own answer named in a remark: "the correct answer", "my result", "the answer is really".
_OWN_CORRECT_RE = lazy_compile(
    r"(?i)\b(?:correct|right|real|true|actual|my|our|final)\s+(?:answer|value|result)\b|\banswer\s+is\s+(?:really|actually)\b"
    r"|\b(?:I|we)\s+(?:made|did)\b"
)


def _judged_slip_at_close(text: str) -> int | None:
    """Where the reply's closing remark about a usual slip starts, when it works out the slip's value and ends
    judging it wrong ("... $\\frac{\\pi}{2}$. A common mistake here is to get $8\\pi$: ... = $8\\pi$, which is
    not right."): its values are the slip's, not the answer, so the reply is read without it. None otherwise
    (no such remark, or one that does not end judging its value wrong: it may be the writer's own revision)."""
    judged = _JUDGED_WRONG_AT_CLOSE_RE.search(text, max(0, len(text) - 120))
    if judged is None:
        return None
    offset = max(0, len(text) - 1500)
    starts = [m.end() + offset for m in _SENTENCE_SPLIT_RE.finditer(text[offset:])]
    for start in reversed(starts[-3:]):
        opening = _OTHERS_SLIP_RE.match(text, start)
        if opening is not None:
            remark = text[opening.end() : judged.start()]
            if _REVISES_RE.search(remark) or _OWN_CORRECT_RE.search(remark):
                return None  # ("A common mistake is 9 - I made it above; the correct answer is 12, which is not 9.")
            return start
    return None


# A display-math block, "$$ ... $$" (not a run of dollar signs in prose: the block holds no "$" of its own).
_DISPLAY_MATH_RE = lazy_compile(r"\$\$([^$]{1,2000})\$\$")


# A whole number times a constant in words, either way round: "π times 25", "25 times pi", "4 times √3".
_CONSTANT_WORD = r"(π|\\pi\b|pi\b|√\s*\d+|\\sqrt\{\d+\})"
_TIMES_CONSTANT_RE = lazy_compile(
    r"(?<![\w.^/])(?:"
    + _CONSTANT_WORD
    + r"\s+times\s+(\d{1,9})|(\d{1,9})\s+times\s+"
    + _CONSTANT_WORD
    + r")(?![\w^/(]|\.\d)"
)


def _times_constant(m: re.Match[str]) -> str:
    constant, number = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    return number + ("π" if constant in ("π", "\\pi", "pi") else constant)


# Infinity in plain text at an interval's end: "(-inf, 4]", "[2, infinity)", "(−inf,".
_PLAIN_INFINITY_RE = lazy_compile(r"([-−+(\[,]\s?)inf(?:inity)?(?![A-Za-z])")
# A bare one-line reply opening with a remark of one to three words and a dash: "easy — ", "Simple one – ".
# (not a hedge or a doubt: "maybe — 5", "not sure – 5", "roughly — 3.1")
_REMARK_DASH_OPENING_RE = lazy_compile(
    r"\s*([A-Za-z][a-z'’]{1,15}(?:\s+[a-z][a-z'’]{0,15}){0,2})[!,.]?\s+[—–]\s+(?=\S)"
)
_DOUBTING_REMARK_RE = lazy_compile(
    r"(?i)\b(?:maybe|perhaps|probably|possibly|roughly|about|around|approximately|nearly|almost|guess\w*|hmm+|or|either"
    r"|unsure|uncertain|unclear|dunno|idk|think|wrong|incorrect|close|sort|kind|if)\b"
)
# A bare one-line reply opening with a word label and a colon: "Solutions: ...", "Roots: ...", "Result: ...".
_WORD_LABEL_OPENING_RE = lazy_compile(r"\s*[A-Za-z][A-Za-z ]{0,24}:\s+(?=\S)")
# A closing sentence that takes back the value before it and gives none: "Wait, that's not right.", "Hmm, I
# think I made a mistake somewhere.", "That can't be correct.", "No, this is wrong." (not "That's not wrong.",
# nor "A common mistake is to add the denominators.": a caution with another subject).
_RETRACTION_RE = lazy_compile(
    r"(?i)^\W*(?:(?:wait|hmm+|hm|hold\s+on|no|oops|actually|but|uh|um)\W+){0,3}"
    r"(?:that|this|it|something|i|my\s+\w+|the\s+(?:answer|result|value))\b[^.!?\n]{0,40}?"
    r"(?:\bnot\s+(?:right|correct|work|possible|add\s+up|make\s+sense)|n['’]t\s+(?:be\s+)?(?:right|correct|work|possible"
    r"|add\s+up|make\s+sense)|n['’]t\s+(?:think|believe)\s+[^.!?\n]{0,20}?\b(?:right|correct|works?)\b"
    r"|\b(?<!not\s)(?:wrong|incorrect|off)\b|\bmade\s+(?:a|an)\s+(?:mistake|error|slip))"
    r"[^.!?\n]{0,40}[.!]?\s*$"
)


_ANY_DIGIT_RE = lazy_compile(r"\d")
_RETRACTION_WORD_RE = lazy_compile(r"(?i)wrong|incorrect|mistake|error|slip|\bnot\b|n['’]t\b|\boff\b")


# A sentence that takes back what came before it: "Hmm, no — ...", "No wait, ...", "Actually, ...", "Oops, ...".
_LATER_REVISION_RE = lazy_compile(
    r"(?i)(?:(?<=[.!?])[ \t]+|\n\s*)(?:(?:hmm+|oh|um+|uh|ah)\W+)?"
    r"(?:no\s*(?:[,—–!:]|\s-\s|wait\b)|wait\b|actually\b|correction\b|oops\b|scratch\s+that\b)"
)


def _revised_after_marker(text: str, at: int, question: str | None) -> Extraction | None:
    """What the reply states after a sentence that takes back its answer marker (at ``at``): "So the
    answer is (−2, 2).\n\nHmm, no — that's where it fails. The solution set is (−∞, −2) ∪ (2, ∞)."; "The
    answer is 12. Wait, I added wrong: the total is 14." None when no such sentence follows the marker's
    own line, or when what follows it states no value of its own (no marker, statement or chain)."""
    line_end = text.find("\n", at)
    start = at if line_end < 0 else line_end
    revision = _LATER_REVISION_RE.search(text, start)
    if revision is None or (line_end < 0 and revision.start() <= at):
        return None
    if text.count("(", at, revision.start()) > text.count(")", at, revision.start()):
        return None  # ("(For comparison, about $10,920 a year... no wait, ...)": the aside revises itself)
    after = text[revision.start() :].strip()
    reread = _read(after, question, read_past_denial=False)
    if reread.answer is None or reread.rule in ("last_number", None):
        return None
    return reread


# A closing sentence that rules values out and then keeps one: "Not 2!, not 40 — just 20.", "Not 7 or 9;
# simply 8.", "Never 0.5, but 1/2? no: not 0.5 - only $\frac{1}{2}$".
_RULED_OUT_THEN_KEPT_RE = lazy_compile(
    r"(?i)\W*(?:(?:it|that)(?:['’]s|\s+is)\s+)?not\s+"
    + _RULED_OUT_VALUE
    + r"(?:\s*(?:,|\bor\b|\bnor\b|\band\b)\s*(?:not\s+)?"
    + _RULED_OUT_VALUE
    + r")*\s*[.!]*\s*(?:[—–;:,]|\s-\s)\s*(?:(?:but|just|only|simply|rather|instead)\s+)?"
    r"(?:(?:it['’]s|it\s+is)\s+)?(\$[^$]{1,40}\$|[-−]?\d[\d./]*(?:,\s+[-−]?\d[\d./]*)+|\$?[-−]?\d[\d,./√π]*%?)\s*[.!]*"
)
# What sets a kept list apart from the values ruled out before it: a dash, a semicolon or "it's" ("Not 1, 2 — 3, 4").
_KEPT_LIST_LEAD_RE = lazy_compile(r"(?i)(?:[—–;]|\s-|it['’]s|it\s+is)\s*$")


def _kept_after_ruled_out(text: str) -> str | None:
    """The value a closing sentence keeps after ruling others out ("Not 2!, not 40 — just 20."), else None."""
    tail = text.rstrip()[-200:]
    starts = [m.end() for m in _SENTENCE_SPLIT_RE.finditer(tail)]
    closing = tail[starts[-1] if starts else 0 :].strip()
    m = _RULED_OUT_THEN_KEPT_RE.fullmatch(closing)
    if m is not None and ", " in m.group(1) and not m.group(1).startswith("$"):
        # ("Not 0, 1, 2 — it's -2, -1, 0, 1, 2.": a list kept; not "Not 5, 6, 7", a list ruled out)
        if _KEPT_LIST_LEAD_RE.search(closing, 0, m.start(1)) is None:
            return None
    return m.group(1) if m is not None else None


def _retracted_at_close(text: str) -> bool:
    """True when the reply's closing sentence takes back the value before it and states no other."""
    tail = text[-320:].rstrip()
    cut = max(tail.rfind(". "), tail.rfind("! "), tail.rfind("? "), tail.rfind("\n"))
    closing = tail[cut + 1 :] if cut >= 0 else ""
    if not closing or _RETRACTION_WORD_RE.search(closing) is None or _ANY_DIGIT_RE.search(closing):
        return False  # (the common case, cheaply: the closing sentence holds a digit or no retracting word)
    return _RETRACTION_RE.match(closing) is not None


# A closing sentence that concludes, computes, names the answer, revises or doubts: it is no commentary.
_NOT_COMMENTARY_RE = lazy_compile(
    r"(?i)\b(?:so|thus|hence|therefore|answer|final|total|result|altogether|overall|in\s+all|wait|actually|correction"
    r"|wrong|incorrect|mistake|error|oops|sorry|doubt|unsure|not\s+(?:right|correct|sure)|maybe|perhaps|probably"
    r"|or|either|both|alternatively|hmm|let|let['’]s|check|you|your|yourself|leave|left|remains?|from\s+here|can\s+be|could\s+be)\b"
    r"|[=≈→⇒∈:?$\\]|\b(?:is|are|was|were|be|equals?|makes|gives|get|gets|got|has|have|had|of)\s+[-−]?\d"
)


_DIGIT_RUN_RE = lazy_compile(r"\d+(?:\.\d+)?")


# An ordinal in digits: "9th", "1st", "22nd", "3rd" (a place in a sequence, not a value).
_ORDINAL_RE = lazy_compile(r"(?<![\d.])\d+(?:st|nd|rd|th)\b")


def _before_commentary(text: str, question: str | None) -> Extraction | None:
    """The value stated before closing commentary on it, when the reply ends on sentences that bring no
    new number (every number they hold is one of that value's), draw no conclusion and compute nothing:
    "LCD 24: 21/24 − 8/24 = 13/24. Since 13 is prime and doesn't divide 24, it's already in lowest terms.",
    "... so 2(x−2)(x+2). That's fully factored over the integers." None otherwise."""
    body = text.rstrip()[-3000:]
    for _ in range(3):
        sentences = list(_SENTENCE_SPLIT_RE.finditer(body))
        if not sentences:
            return None
        start = sentences[-1].end()
        closing = body[start:]
        if _NOT_COMMENTARY_RE.search(closing) or number_words_as_digits(closing) != closing:
            return None
        if not closing.rstrip().endswith((".", "!", ".)")) or ends_unfinished(closing):
            return None  # ("Hmm, 1.5 goes into 45": a thought broken off, not a remark on a value)
        body = body[: sentences[-1].start()].rstrip()
        prior = _read(body, question, read_past_denial=True)
        if prior.answer is None:
            return None
        if prior.rule == "last_number":
            continue
        own = set(_DIGIT_RUN_RE.findall(prior.answer))
        # (an ordinal names a place, not a value: "It's also the 9th triangular number.")
        unnamed = (
            _ORDINAL_RE.sub(" ", closing)
            if "th" in closing or "st" in closing or "nd" in closing or "rd" in closing
            else closing
        )
        if all(n in own for n in _DIGIT_RUN_RE.findall(unnamed)):
            return prior
        return None
    return None


# Arrows typed in ASCII: "=>", "==>", "->", "-->", "<=>", "<->".
_ASCII_ARROW_RE = lazy_compile(r"<=+>|<-+>|=+>|-+>")


def _unicode_arrow(m: re.Match[str]) -> str:
    arrow = m.group(0)
    if arrow[0] == "<":
        return "⇔" if "=" in arrow else "↔"
    return "⇒" if arrow[0] == "=" else "→"


# Chinese, Japanese and Korean script (a run of it is words around a value, as Latin words are).
_CJK_RE = lazy_compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+")
# A negation in those scripts that denies what follows or precedes it: 不是, 不等于, 并非, 没有, ではない,
# じゃない, ません, 아니, 않 (not the 不 of 不等式, "inequality", nor the 无 of 无穷, "infinity").
_CJK_NEGATION_RE = lazy_compile(
    r"不是|不等于|不等於|不为|不為|并非|並非|并不|並不|没有|沒有|ではな|じゃな|ません|아니|않"
)
# Full-width marks as their ASCII counterparts: "，" ",", "：" ":", "；" ";", "（" "(", "）" ")".
_FULL_WIDTH_MARKS = str.maketrans({"，": ",", "：": ":", "；": ";", "（": "(", "）": ")"})
# Where a sentence of those scripts ends: 。！？ (or a line break).
_CJK_SENTENCE_END_RE = lazy_compile(r"[。！？]|\n")


def _cjk_closing(text: str) -> str | None:
    """The value the closing sentence of a reply in Chinese, Japanese or Korean states between its words
    ("面积 = 8 × 5 = 40 平方厘米。", "確率は 6/36 = 1/6 です。", "… ，所以最大的质因数是 23。"): the last stretch
    of that sentence outside the script that holds a number, read as a bare value. "" when its words deny
    ("结果不是 63。": no value stated); None when the sentence holds no such script or no value, or when the
    stretch is no bare value (two values, or Latin prose): then the other rules read the reply."""
    body = text.rstrip().rstrip("。！.!")
    ends = [m.end() for m in _CJK_SENTENCE_END_RE.finditer(body)]
    closing = body[ends[-1] if ends else 0 :]
    if not _CJK_RE.search(closing):
        return None
    if _CJK_NEGATION_RE.search(closing):
        return ""  # ("结果不是 63。": the value is denied, not stated)
    closing = closing.translate(_FULL_WIDTH_MARKS)
    aside = _TRAILING_BRACKET_RE.search(closing)
    if aside is not None and aside.start() > 0:
        closing = closing[: aside.start()]  # ("log₂ 64 = 6 （因为 2⁶ = 64）": the reason in brackets is an aside)
    stretches = [part for part in _CJK_RE.split(closing) if part.strip()]
    while stretches and not _NUMBER_RE.search(stretches[-1]):
        stretches.pop()  # (a bracket or a mark between the words: "（因为 ...）")
    if not stretches:
        return None
    stretch = stretches[-1].strip().strip(",;:").strip()
    if stretch.startswith("="):
        stretch = stretch[1:].strip()  # ("面积 = 8 × 5 = 40 平方厘米": the label's equals sign)
    if stretch.count("(") != stretch.count(")"):
        return None  # (a stretch cut at a bracket's words: "2⁶ = 64)")
    if not stretch or not _is_bare(stretch) or _SEVERAL_VALUES_RE.search(_BRACKET_GROUP_RE.sub("()", stretch)):
        return None
    value = final_value(_unwrap_math(stretch))
    return value if _MATHY_RE.search(value) else None


def _read(text: str, question: str | None, read_past_denial: bool) -> Extraction:
    """:func:`extract_answer` in scorewire's order (``read_past_denial``: whether the text after a
    denied answer marker may be read, once, for the answer; see :func:`_after_denial`)."""
    if not text:
        return Extraction(None, None)
    text = strip_chatter(text)  # "... = 120\n\nWould you like me to show ...?"
    if "=>" in text or "->" in text:
        text = _ASCII_ARROW_RE.sub(_unicode_arrow, text)  # "=> 14", "-> 14": an arrow, not "=" and "> 14"
    # Cheap substring checks keep the common GSM8K path (no box, no hashes) to a few regexes.
    boxed = last_boxed(text) if ("boxed" in text or "\\fbox" in text) else None
    if boxed is not None and boxed != "" and (_answer_after_box(text) or _box_on_the_way(text, boxed, question)):
        boxed = None  # "... $\boxed{12}$ eggs per box. With 5 boxes: 60. The answer is 60."
    if boxed is not None and boxed != "":
        if text.count("\\boxed") > 1:
            boxed = _boxed_list(text, boxed)  # "$\boxed{2}$ and $\boxed{3}$": both values
        return Extraction(boxed, "boxed")
    hashes = _HASHES_RE.findall(text) if "####" in text else None
    if hashes:
        value = hashes[-1].strip()
        if value:
            return Extraction(_unwrap_math(_clean_tail(value)), "hashes")
    # "The answer is ..." and an "Answer: ..." line: the later of the two wins (a model that
    # revises itself states its final answer last).
    candidates: list[tuple[int, str, str]] = []
    lowered = text.lower()
    answer_is = list(_ANSWER_IS_RE.finditer(text)) if any(k in lowered for k in _ANSWER_IS_KEYS) else []
    if answer_is:
        # (the sentence after the marker; a final answer is never thousands of characters long, and a
        # hostile megabyte on the marker's line would otherwise go through every rule below)
        end = answer_is[-1].end()
        rest = text[end : end + _ANSWER_LINE_CHARS].split("\n", 1)[0]
        if rest[:3] in ("n't", "n’t"):
            rest = "not" + rest[3:]  # "The answer isn't 12": a denial, as "is not"
        value = _unwrap_math(_clean_tail(rest))
        if value:
            candidates.append((answer_is[-1].start(), value, "answer_is"))
    lines = list(_ANSWER_LINE_RE.finditer(text))
    if lines:
        value = _unwrap_math(_clean_tail(lines[-1].group(1)[:_ANSWER_LINE_CHARS]))
        if value:
            candidates.append((lines[-1].start(), value, "answer_line"))
    field = _JSON_ANSWER_RE.search(text) if '"' in text else None
    if field is not None:
        candidates.append((field.start(), field.group(1).strip(), "answer_field"))
    # (an answer marker after the indecision settles it: "I'll hold off ... but the check passes. The answer is 7.")
    undecided_from = max([len(text) - 240] + [at for at, _, _ in candidates])
    undecided = is_undecided(text, max(0, undecided_from)) and not _hedge_taken_back(text, max(0, undecided_from))
    settled = _hedge_settled(text, max(0, undecided_from)) if undecided and not candidates else None
    if settled is not None:
        # ("Hard to say whether the end counts ... My answer: (2, ∞).": the doubt settled in the writer's words)
        return _read(text[settled:].strip(), question, read_past_denial=False)
    if (
        undecided
        or _two_values_close(text, question)
        or _alternatives_close(text[max(0, undecided_from) :], question)
        or pending_confirmation(text[max(0, undecided_from) :])
        or leaves_work_to_reader(text[max(0, undecided_from) :])
        or (not candidates and declines_between_readings(text))
    ):
        return Extraction(None, None)  # "It's one of those two.", "I won't state a final value"
    if candidates:
        at, value, rule = max(candidates)
        revised = _revised_after_marker(text, at, question) if read_past_denial else None
        if revised is not None:
            return revised  # "So the answer is (−2, 2).\n\nHmm, no — that's where it fails. The set is ..."
        pointed = _pointed_item(text) if "\n" in text and not _MATHY_RE.search(value) else None
        if pointed is not None:  # "- log2(32) = 5\n\nHence the answer is the third item."
            return Extraction(final_value(pointed), rule) if pointed else Extraction(None, None)
        # ("It's not true that the answer is 2.": the marker's own claim denied)
        framed = rule == "answer_is" and _DENIAL_FRAME_BEFORE_RE.search(text, max(0, at - 40), at) is not None
        # ("You'd think the answer is 96, but it isn't.": a belief supposed of someone, then contradicted)
        supposed = _supposed_then_contradicted(text, at, value) if rule == "answer_is" else None
        if supposed is not None:
            turn = _TURN_RE.search(text, at)
            turned = _read(text[turn.end() :], question, read_past_denial=False) if turn is not None else None
            if turned is not None and turned.answer is not None and _value_key(turned.answer) != _value_key(supposed):
                return turned  # ("... the answer is 1/2, but HH, HT, TH all count, so it is 3/4.")
            framed, value = True, supposed
        if _EITHER_OR_VALUE_RE.match(value) and _asks_one_value(question):
            return Extraction(None, None)  # "the answer is either 36 or 72 - both are multiples": two offered
        if framed:
            if not read_past_denial:
                return Extraction(None, None)
            return _after_denial(text, at, question, denied=_clean_tail(value).rstrip("."))
        if _DENYING_START_RE.match(value):
            replaced = _REPLACED_BY_RE.search(value)  # "the answer is not 12 but 21"
            if replaced is not None and not (
                _MATHY_RE.search(value, replaced.end()) or _NUMBER_WORD_RE.search(value, replaced.end())
            ):
                replaced = None  # ("not $72 — that's what he spent": the denial explained, no value in its place)
            if replaced is None:
                # "So the answer is not 12.": a value denied is no answer; the working after the denial
                # may still state one ("The answer isn't [4, 9] ... So the set is (4, 9].")
                if not read_past_denial:
                    return Extraction(None, None)
                return _after_denial(text, at, question)
            value = value[replaced.end() :]
        if not _MATHY_RE.search(value) and _NUMBER_WORD_RE.search(value):
            value = number_words_as_digits(value)  # "Answer: forty-eight kilometres", "Chris is twenty-eight."
        elif not _MATHY_RE.search(value):
            value = leading_number_words(value) or value  # "Réponse : vingt-huit litres", "Antwort: drei"
        if " and a" in value:
            value = _DIGITS_AND_A_PART_RE.sub(_digits_and_a_part, value)  # "the answer is 12 and a half"
        described = _described_set(value, question)
        if described is not None:
            return Extraction(described, rule)  # "Answer: all real numbers at least 2"
        counted = _counted_in_closing(value, question) if not _is_bare(value) else None
        if counted is not None:
            value = counted  # "Final Answer: There are 12 positive divisors of 72.": the amount of what it counts
        raw = _answer_in_prose(_strip_asides(_without_remarks(value)))
        return Extraction(_said_twice(final_value(raw)), rule, restatements(raw))
    cjk = _cjk_closing(text) if _CJK_RE.search(text, max(0, len(text) - 200)) else None
    if cjk is not None:
        return Extraction(
            cjk or None, "statement" if cjk else None
        )  # "2024 = 2³·11·23，所以最大的质因数是 23。": the value, not the words
    pointed = _pointed_item(text) if "\n" in text else None
    if pointed is not None:
        # "- sin 60° = √3/2 ... So the value we want is the third one."
        return Extraction(final_value(pointed), "statement") if pointed else Extraction(None, None)
    supported = _answer_then_support(text, question) if ":" in text[:200] else None
    if supported is not None:
        return Extraction(final_value(supported), "statement")  # "47\n\nBreakdown: ... and answer 53."
    headline = _headline(text, question) if "\n" in text else None
    if headline is not None:
        return Extraction(final_value(headline), "statement")  # "**Vertex: (3, 2)**\n\nDerivation: ..."
    emphasised = _sole_emphasis(text) if "**" in text or "__" in text else None
    if emphasised is not None:
        return Extraction(final_value(emphasised), "statement")  # "**31**\n\nHis sister now has 12."
    asked = _asked_one_of_two(text, question) if question and "=" in text[-200:] else None
    if asked is not None:
        return Extraction(final_value(asked), "statement")  # "so cos(π) = −1 and sin(π) = 0" for cos(π)
    # (whether the reply ends unfinished is asked only once one of these finds a value: it reads the whole text)
    per_period = _amount_in_asked_period(text, question) if question else None
    if per_period is not None and not ends_unfinished(text):
        return Extraction(per_period, "statement")  # "$18 a day, or $126 per week" for "every day"
    named = _named_answer(text, question) if question else None
    if named is None and question and ("=" in text or ":" in text):
        named = _asked_label_value(text, question)  # "Boys: 15, Girls: 25" for "how many girls are there?"
    if named is not None and not ends_unfinished(text):
        return Extraction(named, "statement")  # "The vertex is (2,3); the axis ... The y-intercept is (0, 7)."
    before_asides = closing_asides_cut(text, question)
    if before_asides is not None and before_asides.endswith("?"):
        if _confirms_asked_value(before_asides, text[len(before_asides) :].lstrip()):
            before_asides = before_asides[:-1] + "."  # ("y = 4? Check: 4 + 4/2 = 6 ✓": the value the check confirms)
    if before_asides is not None and _is_bare(text) and _is_bare(before_asides):
        text = before_asides  # "f(3) = 11. (Note g(f(2)) = 63, different.)", "$(3,2)$ — check: ... ✓"
    extra = _labelled_extra_at(before_asides or text, question) if question else None
    if extra is not None:
        # "Quotient: x² + x + 1, remainder 0." for the quotient: the value before the unasked one
        before_asides = (before_asides or text)[:extra].rstrip()
        if _is_bare(text) and _is_bare(before_asides):
            text = before_asides
    if _is_bare(text) and _RULED_OUT_SENTENCE_RE.fullmatch(text.strip()):
        return Extraction(None, None)  # "Not 45.": a value ruled out, and nothing else
    kept = _kept_after_ruled_out(before_asides or text) if "ot " in text[-200:] else None
    if kept is not None:
        return Extraction(final_value(kept), "statement")  # "120 / 6 = 20. Not 2!, not 40 — just 20."
    enumerated = _count_then_list(text, question) if question and ":" in text[-300:] else None
    if enumerated is not None and not ends_unfinished(text):
        return Extraction(enumerated, "counted")  # "There are four: −2, −1, 1, 2." for "how many"
    closing_result = _closing_result(before_asides or text)
    if closing_result is not None and not ends_unfinished(text):
        return Extraction(closing_result, "statement")  # "10% is 24, 5% is 12, total 36.", "= 4, leaving 12."
    counted_list = _COUNT_AFTER_LIST_RE.search(text, max(0, len(text) - 300)) if question else None
    if counted_list is not None and not _LISTED_BEFORE_RE.search(
        text, max(0, counted_list.start() - 200), counted_list.start() + 1
    ):
        counted_list = None  # (no list before it: "The total is 40, so 8." is read as any closing sentence)
    if counted_list is not None and _HOW_MANY_RE.search(_asking_part(question or "")) and not ends_unfinished(text):
        return Extraction(counted_list.group(1), "counted")  # "Integers: $-2, -1, 0, 1, 2, 3$ — that's 6."
    labelled_count = (
        _count_after_colon(text, question)
        if question and (":" in text[-40:] or "—" in text[-40:] or "–" in text[-40:])
        else None
    )
    if labelled_count is not None and not ends_unfinished(text):
        return Extraction(labelled_count, "counted")  # "t ∈ {1, 2, 4}: 3 values." for "how many values"
    listed = _counted_in_list(before_asides or text, question) if question else None
    if listed is not None:
        return Extraction(listed, "counted")  # "A cube has 12 edges, 8 vertices and 6 faces." for the edges
    odds = _ODDS_RE.fullmatch(text.strip().rstrip(".! ")) if "out of" in text[:40] else None
    if odds is not None:
        return Extraction(final_value(odds.group(0)), "whole")  # "2 out of 6.": a probability, as "1 in 6"
    if _is_bare(text):
        so = None
        for so in _BARE_CONCLUDES_RE.finditer(text):  # noqa: B007 - the last one counts
            pass
        # ("$x^2 = 9$, so $x \in \{-3, 3\}$": what follows the last "so" is the answer)
        raw = _unwrap_math(text[so.end() :].strip().rstrip(".") if so is not None else text.strip())
        bold = _CLOSING_EMPHASIS_RE.search(raw) if raw.endswith(("**", "__")) else None
        if bold is not None and _MATHY_RE.search(bold.group(2)) and not _NEGATION_RE.search(bold.group(2)):
            raw = bold.group(2).strip().rstrip(".")  # "... = 253 = 11·23. **23**": the value set apart in bold
        closing = (
            _SENTENCE_SPLIT_RE.split(raw)[-1].strip().rstrip(".!").rstrip()
            if raw.rstrip(".! ").endswith((")", "$"))
            else raw
        )
        if closing != raw and (_POINT_RE.fullmatch(closing) or _LONE_MATH_RE.fullmatch(closing)):
            # "Adding: 2x = 14, x = 7; y = 3. (7, 3).": the pair, a sentence of its own, not an aside; so is
            # a value alone in math after the working, "... → −2 ≤ x ≤ 3. $[-2, 3]$"
            raw = _unwrap_math(closing)
        worded = _worded_result(raw)
        if worded is not None:
            return Extraction(worded, "whole")  # "f(−2) = seventeen", "110/2 = fifty-five": the number in words
        value = final_value(raw)
        labelled = _WORD_LABEL_RE.fullmatch(value)
        if labelled is not None and _MATHY_RE.search(labelled.group(2)):
            raw = _unwrap_math(labelled.group(2))  # "... Interval: [−2, 8].", "Point-slope: $y - 3 = 2(x - 1)$"
            value = final_value(raw)
        return Extraction(_said_twice(value), "whole", restatements(raw))
    if ends_unfinished(text):
        return Extraction(None, None)  # "So the partial sums are", "somewhere up to $612 ... depending on"
    if _list_close(before_asides or text, question):
        return Extraction(None, None)  # "Both are divisible by 2, 3, 6, 7, 14, 21, and 42.": a list, no answer
    closing = before_asides or text
    between = _described_between(closing, question) if "between" in closing[-600:] else None
    if between is not None:
        return Extraction(between, "statement")  # "So x lies between 2 and 3, not including the endpoints."
    if _ALL_EVERY_RE.search(closing, max(0, len(closing) - 600)):
        sentences = list(_SENTENCE_SPLIT_RE.finditer(closing, max(0, len(closing) - 600)))
        described = _described_set(
            closing[sentences[-1].end() if sentences else max(0, len(closing) - 600) :], question
        )
        if described is not None:
            return Extraction(
                described, "statement"
            )  # "so the range is all real numbers greater than or equal to two."
    literal = _closing_literal(before_asides or text) if "{" in text or "[" in text or "]" in text else None
    if literal is not None:
        return Extraction(final_value(literal), "statement")  # "... leaves {−1, 0, 1, 2}, which has 4 elements."
    statement = _last_statement(text)
    if before_asides is not None:
        # "So 5 + i. The modulus is √26.": the value before the remarks (a remark states no answer)
        statement = _last_statement(before_asides)
    if statement is not None:
        restated = (
            restatements(statement[1])
            + _restated_in_units(before_asides or text)
            + exact_beside_rounding(before_asides or text)
        )
        value = _without_restated_given(statement[0], question)
        if value.endswith((",", ";")):
            value = value[:-1].rstrip()  # "the constant 1, regardless of x": the comma closed the value
        return Extraction(_said_twice(value), "statement", restated)
    counted = _counted_in_closing(before_asides or text, question)
    if counted is not None:
        if _last_of_candidates(before_asides or text, counted, question):
            return Extraction(None, None)  # "From the first clue she has 51 or 59 tulips.": neither chosen
        return Extraction(counted, "counted")
    # (A bracketed aside after the value is no part of it: "twelve edges (and 8 vertices, 6 faces).")
    rest = _CALC_RE.sub("", before_asides or text)  # (a remark after the answer states no answer)
    aside = _ASIDE_RE.search(rest)
    if aside is not None and (
        _NUMBER_RE.search(rest, 0, aside.start()) or _NUMBER_WORD_RE.search(rest, 0, aside.start())
    ):
        rest = rest[: aside.start()]
    cut = max(rest.rfind(". "), rest.rfind("\n")) + 1
    if _NUMBER_WORD_RE.search(rest, cut) or _MORE_WORDS_RE.search(rest, cut):
        rest = rest[:cut] + number_words_as_digits(rest[cut:])
    if _MONEY_WORDS_RE.search(rest, cut):
        rest = rest[:cut] + _money_as_amount(rest[cut:])  # "... so five eggs cost a dollar fifty."
    if _SCALE_GATE_RE.search(rest, cut):
        rest = rest[:cut] + scale_words_as_digits(rest[cut:])
    given = _given_phrase_at(rest, question)
    if given is not None and _NUMBER_RE.search(rest, max(0, rest.rfind(". ", 0, given) + 1), given):
        rest = rest[:given]  # "She rides 90 km over 5 days.": the phrase restates the problem's "5 days"
    number = _last_number_skipping_check(rest)
    if number is not None and (_denied(rest, number) or _last_of_candidates(rest, number, question)):
        return Extraction(None, None)  # "The total isn't 45 — that's the old price.": denied, not stated
    if number is not None and _word_verdict_after(rest, number):
        return Extraction(None, None)  # "0/5 is undefined.": the reply's verdict is the word, not the number
    last = _NUMBER_RE.search(rest, max(0, len(rest) - 40)) if number is not None and "%" in rest[-40:] else None
    while last is not None and (later := _NUMBER_RE.search(rest, last.end())) is not None:
        last = later
    if last is not None and last.group(0) == number and _PERCENT_AFTER_RE.match(rest, last.end()):
        number += "%"  # "37.5% of the pizza is left.": the share is a percentage
    if number is not None:
        return Extraction(number, "last_number")
    return Extraction(None, None)


# The quantities a problem names as what it asks for and a reply labels its values with ("the sum of the roots",
# "the area", "the fourth angle"): a closed list, so that a label is a quantity and not any word before "is".
_QUANTITY_NOUNS = (
    "sum|product|difference|quotient|remainder|area|perimeter|circumference|volume|mean|median|mode|range|slope"
    "|center|centre|radius|diameter|vertex|angle|hypotenuse|discriminant|determinant|trace|total|average"
)
_QUANTITY_NOUN_RE = lazy_compile(r"(?i)\b(" + _QUANTITY_NOUNS + r")\b")
# The word before the noun that says which one ("the fourth angle", "the pairwise sum", "Max area"): the label
# must carry the question's (compared as a prefix: "max" and "maximum"); articles and the like say nothing.
_WHICH_ONE_RE = lazy_compile(r"([A-Za-z][A-Za-z'’-]*)\s+$")
_NOT_WHICH = frozenset(
    "the a an its their his her our your this that these those of is are was and or so thus hence then whose which "
    "with by to in on for at from as same new our whole".split()
)
_ASKING_SENTENCE_RE = lazy_compile(
    r"(?i)\b(?:what|which|find|compute|calculate|determine|give|state|evaluate)\b[^.?!]*(?:[.?!](?=\s|$)|$)"
)
# A labelled value: the noun, what it is of ("of the roots", "of f"), the copula, then the value.
_QUANTITY_STATEMENT_RE = lazy_compile(
    r"(?i)\b(" + _QUANTITY_NOUNS + r")\b(?:\s+of\s+(?:the\s+|a\s+|an\s+)?([^\W\d][^=:;,.!?\n$]{0,24}?|\$[^$]{1,20}\$))?"
    r"(?:\s*(?:=|:|\bis\b|\bequals\b|\bmeasures\b)|(?=\s+[-−$(\[\d√\\]))\s*(?:(?:exactly|therefore|then|the\s+(?:closed\s+|open\s+)?interval)\s+)?"
    r"(?=[-−$(\[\d√\\]|(?:negative\s+|minus\s+)?(?:" + r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r")\b)"
)
# What must not come before a labelled value in its sentence: a supposition or a wrong way ("If we forgot ..., the
# area is 70", "A common slip gives a sum is ..."), nor a denial of it.
_NOT_COMMITTED_RE = lazy_compile(
    r"(?i)\b(?:if|suppose|supposing|assuming|assume|were|would|could|might|wrong|slip|mistake|mistakenly|naive\w*"
    r"|instead|not|isn['’]t|without)\b"
)
# After the labelled value: another try at it, a pick, or an answer named (the value may not be the reply's last word).
_RETHOUGHT_RE = lazy_compile(
    r"(?i)\b(?:answer|final|recheck\w*|re-?examin\w*|hmm|hold\s+on|i\s+mean|or\s+maybe|let\s+me|let['’]s\s+(?:re|double))\b"
)


# Arithmetic equated to a value: "63 + 30 − 15 = 78", "8 × 5 = 40" (not a labelled value, "product = 3/2").
_WORKED_EQUATION_RE = lazy_compile(r"\d[)\]]?\s*(?:[-−+×*·÷/]\s*\(?[-−]?\d[\d.]*\)?\s*)+=\s*")


@functools.lru_cache(maxsize=256)
def _asked_quantity(question: str) -> tuple[str, str, str] | None:
    """The one quantity of :data:`_QUANTITY_NOUNS` the problem's last asking sentence names, with the word
    saying which one and the few words after it ("Give the fourth angle.": ("fourth", "angle", ""); "the area
    of the path": ("", "area", " of the path")); None when it names none or several. (Cached: the replies to
    one problem share it.)"""
    if _QUANTITY_NOUN_RE.search(question) is None:
        return None  # (the cheap gate: no quantity of the list anywhere in the problem)
    sentences = list(_ASKING_SENTENCE_RE.finditer(question))
    if not sentences:
        return None
    asking = sentences[-1].group(0)
    nouns = {m.group(1).lower().replace("centre", "center") for m in _QUANTITY_NOUN_RE.finditer(asking)}
    if len(nouns) != 1:
        return None  # ("the center and radius", "the sum and the product": several asked)
    m = _QUANTITY_NOUN_RE.search(asking)
    assert m is not None
    return _which_one(asking, m.start()), m.group(1).lower().replace("centre", "center"), asking[m.end() : m.end() + 30]


def _which_one(text: str, at: int) -> str:
    """The word before the noun at ``at`` that says which one it is ("fourth", "pairwise"), or ""."""
    m = _WHICH_ONE_RE.search(text, max(0, at - 25), at)
    word = m.group(1).lower() if m is not None else ""
    if word in _NOT_WHICH or (word.endswith(("s", "ing", "ed")) and not word.endswith(("ss", "us"))):
        return ""  # (a verb before it says nothing of which one: "leaves remainder 5", "giving area 12")
    return word


def _same_which(a: str, b: str) -> bool:
    """True when two such words are the same or one shortens the other ("max", "maximum")."""
    return a == b or (len(a) >= 3 and len(b) >= 3 and (a.startswith(b) or b.startswith(a)))


def asked_quantity_value(text: str, question: str, reading: str) -> str | None:
    """The value the reply labels with the quantity the problem asks for, when the value read (``reading``)
    belongs to a second quantity after it that was not asked for ("Sum of roots = 4; product = 3/2." for the
    sum: 4, not 3/2; "the fourth angle measures 75 degrees, and the total is 360°" for the fourth angle: 75).

    Read only when the problem's asking sentence names one quantity of a closed list (sum, product, area,
    remainder, mean, range, slope, ...), the reply's last statement labelled with it ("the sum of the roots
    is", "Area =", "the range of f is the closed interval") states a value, that statement is committed (no
    supposition, wrong way or denial before it in its sentence, no condition after it), and everything after
    it is a remark: no revision, pick, answer named or conclusion with a value, no other statement of the
    asked quantity, and the value read lies in that remark. None otherwise: the reading stands."""
    asked = _asked_quantity(question)
    if asked is None:
        return None
    which, noun, after = asked
    start = max(0, len(text) - 600)
    near_close = text[start:].lower()
    if noun not in near_close and not (noun == "center" and "centre" in near_close):
        return None  # (the cheap gate: the reply never names the quantity near its close)
    found: re.Match[str] | None = None
    for m in _QUANTITY_STATEMENT_RE.finditer(text, start):
        if m.group(1).lower().replace("centre", "center") == noun:
            found = m
    if found is None:
        return None
    # (the last statement of the quantity decides: when it is of another one, the stage reads nothing)
    said = _which_one(text, found.start())
    if not (_same_which(said, which) or (not which and len(said) > 2 and f" {said}" in after.lower())):
        return None  # ("the pairwise sum is 11" for the sum of the roots; but "Path area" for "the area of the path")
    of = found.group(2)
    if of is not None and not all(
        w in question.lower() for w in re.findall(r"[a-z]{2,}", of.lower()) if w not in _GENERIC_WORDS
    ):
        return None  # ("the area of the square is 16" when the triangle's area is asked)
    sentence_start = max(text.rfind(". ", 0, found.start()), text.rfind("\n", 0, found.start())) + 1
    if _NOT_COMMITTED_RE.search(text, sentence_start, found.start()):
        return None  # ("If the base were 10, the area is 50.": supposed, not the reply's value)
    end = _value_end(text, found.end())
    value, rest = text[found.end() : end].strip(), text[end:]
    if not rest.strip(" .!") or _CONDITIONED_VALUE_RE.search(value) or ".." in value or "…" in value or "|" in value:
        return None
    if rest.lstrip(" \n*").startswith(("=", "≈", "?", "\\approx")) or _RESTATED_AT_ONCE_RE.match(rest):
        return None  # ("slope = 4/(−6)\n\n= −0.67", "The sum is 4π radians, i.e. 720 degrees", "= 44 m²? Or 40")
    if _IT_IS_VALUE_RE.search(rest) or _DENYING_START_RE.match(value):
        return None  # ("Slope = 2. Rise 6 over run 2, that is 3 really.": the value stated again without its name)
    if _WORKED_EQUATION_RE.search(rest) or _PICKED_AFTER_RE.search(rest):
        return None  # ("(sum 30). Subtract the overlap: 63 + 30 − 15 = 78.": a value worked out after it)
    if _REVISES_RE.search(rest) or _RETHOUGHT_RE.search(rest) or _concludes_on_value(rest) or is_undecided(rest, 0):
        return None  # ("Sum = 4. Wait, the product is what's asked: 3/2.")
    if re.search(rf"(?i)\b(?:{noun}|centre)" if noun == "center" else rf"(?i)\b{noun}", rest):
        return None  # (the asked quantity stated again later, under a label the loop above did not take)
    if not all(part.strip() in rest or _value_key(part) in _value_key(rest) for part in reading.split(",")):
        return None  # (the value read is not the remark's: the reading is something else)
    word = _word_number(value.lower().rstrip(".,; "))
    if word is None and value.lower().startswith(("negative ", "minus ")):
        positive = _word_number(value.lower().split(None, 1)[1].rstrip(".,; "))
        word = -positive if positive is not None else None
    if word is not None:
        return str(word)  # ("whose slope is one")
    stated = final_value(_unwrap_math(value))
    if not _MATHY_RE.search(stated) or stated.rstrip().endswith(("=", "+", "-", "−", "×", "*", "/", ":")):
        return None
    if re.search(r"[A-Za-z]{2,}|(?<![A-Za-z\\])[a-hj-z](?![A-Za-z])", _LATEX_COMMAND_RE.sub("", stated)):
        return None  # ("Area = ½bh": a formula, not the value)
    return stated


# A sentence that opens a check of the answer or a second way to it: "Check: ...", "Check by differentiating: ...",
# "Verification: ...", "An alternative way: ...", "Another way to see it: ...", "Alternatively, ...", "You can
# think of it as ...", "As a check, ...", "To confirm, ...".
_SECOND_LOOK_RE = lazy_compile(
    r"(?i)(?:^|(?<=[.!]\s)|(?<=\n))[ \t]*(?:(?:let['’]?s\s+|let\s+me\s+)?(?:quick\s+)?(?:double[- ]?check|check(?:ing)?|"
    r"verif(?:y|ying|ication)|sanity\s+check)\b"
    r"|(?:an?\s+|one\s+)?(?:alternative|other|another|second|different)\s+(?:way|method|approach|route|view)\b"
    r"|alternatively\b|as\s+a\s+(?:check|cross-check)\b|to\s+(?:check|verify|confirm)\b"
    r"|you\s+can\s+(?:also\s+)?(?:think\s+of\s+it|see\s+it|check|verify|picture\s+it)\b)"
)
# What in a check speaks against the answer: a mark of failure, a mismatch, a revision, an answer named anew.
_CHECK_FAILS_RE = lazy_compile(
    r"(?i)[✗✘❌≠]|\b(?:does\s*n['’]?o?t|do\s*n['’]?o?t|is\s*n['’]?o?t|not)\s+(?:match|equal|work|check|agree|hold)"
    r"|\b(?:mismatch|contradict\w*|inconsistent|fails?|off\s+by|instead|answer|final|actually|wait|hmm|oops|wrong"
    r"|mistake|error|correct(?:ion|ed)|should\s+be|must\s+be)\b"
)


def _names_second_look(tail: str) -> bool:
    """The cheap gate of :func:`_answer_before_second_look`: a word of a check or a second way is in ``tail``."""
    return any(word in tail for word in _SECOND_LOOK_WORDS)


_SECOND_LOOK_WORDS = (
    "heck",
    "HECK",
    "erif",
    "ERIF",
    "ltern",
    "LTERN",
    " way",
    " WAY",
    "ou can",
    "OU CAN",
    "ethod",
    "pproach",
    "oute",
    "view",
    "onfirm",
)


def _answer_before_second_look(text: str, question: str | None, reading: str) -> str | None:
    """The value stated before a check of it or a second way to it that closes the reply, when the value
    read (``reading``) came from that check ("x = 24. Check: 24/3 − 24/4 = 8 − 6 = 2 ✓. Clearing the fractions
    first is quickest." for x: 24, not 2; "area = 55. An alternative way: 40 plus 15, for 55 altogether.").

    The check must not speak against the value: no failure mark, mismatch, revision or answer named again in
    it, and no conclusion with a value other than the one stated (a check that finds a different value is a
    change of mind, and today's reading stands). The value before it is read as a reply of its own and must
    come from a statement, not a lone last number. None otherwise."""
    start = max(0, len(text) - 700)
    opener = _SECOND_LOOK_RE.search(text, start)
    if opener is None or opener.start() < 20:
        return None
    head, check = text[: opener.start()].rstrip(), text[opener.start() :]
    if not all(part.strip() in check for part in reading.split(",")):
        return None  # (the value read is not the check's: it is something else)
    if _CHECK_FAILS_RE.search(check) or is_undecided(check, 0):
        return None  # ("Check: 20/3 − 20/4 ≠ 2, so x = 24.")
    before = _read(head, question, read_past_denial=True)
    if before.answer is None or before.rule in ("last_number", None) or _retracted_at_close(head):
        return None
    stated = before.answer
    if "…" in stated or ".." in stated or not _only_check_and_remarks(check, stated):
        return None
    for cue in _ANYWHERE_CONCLUDES_RE.finditer(check):
        end = _CLAUSE_END_RE.search(check, cue.end())
        clause = check[cue.end() : end.start() if end is not None else len(check)]
        if _MATHY_RE.search(clause) and _value_key(stated) not in _value_key(clause):
            return None  # ("Alternatively, ... so the area is 60.": another value concluded)
    return stated  # (the value read itself, when the check ends on it: now from its statement, not the last number)


# Where a check splits into its sentences (a check mark closes one: "... = 2 ✓ and 15:25 = 3:5 ✓").
_CHECK_SENTENCE_SPLIT_RE = lazy_compile(r"(?<=[.!?])\s+|\n+")
# A sentence that says the answer again or anew after a check: a conclusion, a count of things, a label and its
# value ("Intersection: (2, 5)"), a pronoun's value ("They cross at (2,5)", "It is 7").
_RESTATES_RE = lazy_compile(
    r"(?i)^\W*(?:so|thus|hence|therefore|there\s+(?:are|is|were)|the\s+(?:answer|solution|result)|answer|final"
    r"|they|(?:it|that)(?:['’]s|\s+is)(?=\s+\$?[-−(\d√\\])|this\s+gives|we\s+get)\b"
    r"|^\W*[A-Za-z][A-Za-z ()-]{0,25}:\s*[-−(\[\d$√\\]"
)


def _only_check_and_remarks(check: str, stated: str) -> bool:
    """True when ``check`` (from its opening sentence on) is only checking sentences (a check mark, a check's
    own opener, a word of agreement) and remarks that give no answer: no sentence after it says the answer
    again or anew ("... ✓.\n\nx = 4", "There are 25 girls.", "**Alice is 30.**", "They cross at (2, 5)."), and
    a remark names the stated value only in a table of facts ("the eighths: 1/8 = 0.125, 3/8 = 0.375, ...")."""
    sentences = [part for part in _CHECK_SENTENCE_SPLIT_RE.split(check) if part.strip()]
    key = _value_key(stated)
    for sentence in sentences[1:]:
        if (
            "✓" in sentence
            or "✔" in sentence
            or _SECOND_LOOK_RE.match(sentence)
            or _CHECK_HOLDS_WORD_RE.search(sentence)
        ):
            continue
        if "**" in sentence or "__" in sentence or _is_bare(sentence):
            return False
        if sentence.count("=") >= 3 and not _ANYWHERE_CONCLUDES_RE.search(sentence):
            continue  # (a table of facts: "Handy to know: 1/4 = 0.25, 5/8 = 0.625, 3/4 = 0.75.")
        if _RESTATES_RE.search(sentence) or (key and key in _value_key(sentence)):
            return False  # ("The solution is the ordered pair (7,3).": the value stated again, not checked)
    return True


_CHECK_HOLDS_WORD_RE = lazy_compile(r"(?i)^\W*(?:consistent|confirmed|verified|correct|checks\s+out|agreed|same)\b")
