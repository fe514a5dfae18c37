"""String normalisation of final answers, before any numeric or symbolic work.

The rules cover what three reference graders do to an answer string (learned
from their published code; the code here is our own):

- hendrycks MATH ``is_equiv``/``strip_string``: ``\\dfrac``/``\\tfrac`` to
  ``\\frac``, ``\\left``/``\\right`` and ``\\!`` removed, ``^\\circ`` and
  ``\\%``/``\\$`` removed, ``\\text{ units}`` removed, short ``x =`` prefixes
  dropped, ``\\sqrt3`` and ``\\frac12`` shorthand expanded, spaces removed,
  ``.5`` read as ``0.5``;
- Minerva ``normalize_final_answer``: ``\\text{}``/``\\textbf{}``/``\\mbox{}``
  unwrapped, unit words after a number dropped, thousands separators removed,
  ``\\text{and}`` read as a comma;
- PRM800K's grader: the same removals, plus trailing periods and ``{,}``
  separators.

Normalisation never turns two different answers into the same string on its
own account except through the removals above (units, degrees, percent,
dollar signs, ``x =`` prefixes), which every reference grader also makes.
"""

from __future__ import annotations

import re

from scorewire import lazy_compile

_WRAPPERS = (("$$", "$$"), ("$", "$"), ("\\(", "\\)"), ("\\[", "\\]"))
_SPACING_RE = re.compile(r"\\[!,;:> ]|\\q?quad\b|\\displaystyle\b|\\mathrm\{\s*\}|~")
_LEFT_RIGHT_RE = re.compile(r"\\(?:left|right|bigl|bigr|Bigl|Bigr|big|Big)\b\s*(\.)?")
_DEGREE_RE = re.compile(r"\^\s*\{?\s*\\circ\s*\}?|°|\\degree\b|\^\s*\{\s*\\text\{o\}\s*\}")
_TEXT_CMD_RE = re.compile(r"\\(?:mbox|textbf|textrm|textit|textsf|texttt|mathrm|mathbf|mathit|text)\s*\{")
# (the head ends in a digit, a brace, a bracket or the constant π: "90\pi\ \text{cm}^3" is 90π)
_UNIT_TEXT_TAIL_RE = re.compile(
    r"^(?P<head>.*?(?:[0-9}\)]|\\pi|π))\s*\\(?:text|mbox|mathrm)\s*\{[^{}]*\}(?:\s*\^\s*\{?[23]\}?)?$"
)
_UNIT_WORD_TAIL_RE = re.compile(
    r"^(?P<head>-?[0-9.,/{}\\frac\s]*[0-9}])\s+(?P<words>[A-Za-z][A-Za-z\s.]*?)(?:\^\s*[23])?$"
)
# (also an inverse function's name, "f^{-1}(x)=": the superscript only before its argument)
_PREFIX_RE = re.compile(
    r"^(?:[A-Za-z]|\\[A-Za-z]+)(?:_\{?[A-Za-z0-9]+\}?)?(?:(?:\^\{-1\}|\^-1)?\([A-Za-z]\))?=(?P<rhs>[^=]+)$"
)
_TUPLE_PREFIX_RE = re.compile(
    r"^\((?:[A-Za-z](?:_\{?[A-Za-z0-9]+\}?)?,)+[A-Za-z](?:_\{?[A-Za-z0-9]+\}?)?\)=(?P<rhs>[^=]+)$"
)
# A leading group never starts with 0 ("0,100" is a list of 0 and 100, not 100).
_THOUSANDS_RE = re.compile(r"^-?[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$")
_SQRT_RE = re.compile(r"\\sqrt(?![\[{a-zA-Z])\s*(\w)")
_FRAC_FIRST_RE = re.compile(r"\\frac(?!\{)\s*(\w)")
_FRAC_SECOND_RE = re.compile(r"\\frac\{([^{}]*)\}(?!\{)\s*(\w)")
_CHOICE_RE = re.compile(r"^\(([A-Ea-e])\)$")


_EMPTY_MEMBER_RE = re.compile(r",\s*,")


def unwrap_math(text: str) -> str:
    """Strip ``$...$``, ``\\(...\\)`` and ``\\[...\\]`` around a whole answer."""
    s = text.strip()
    changed = True
    while changed:
        changed = False
        for left, right in _WRAPPERS:
            if s.startswith(left) and s.endswith(right) and len(s) > len(left) + len(right):
                inner = s[len(left) : len(s) - len(right)]
                if left not in inner.replace("\\$", ""):
                    s = inner.strip()
                    changed = True
    return s


def _unwrap_text(s: str) -> str:
    """Replace every ``\\text{X}`` (and its cousins) by ``X``, nested braces respected."""
    while True:
        m = _TEXT_CMD_RE.search(s)
        if not m:
            return s
        depth, end = 1, None
        for i in range(m.end(), len(s)):
            if s[i] == "{":
                depth += 1
            elif s[i] == "}":
                depth -= 1
                if depth == 0:
                    end = i
                    break
        if end is None:
            return s[: m.start()] + s[m.end() :]
        s = s[: m.start()] + s[m.end() : end] + s[end + 1 :]


# Unicode math that models write instead of LaTeX.
_UNICODE = {
    "−": "-", "–": "-", "—": "-", "×": "\\times ", "·": "\\cdot ", "⋅": "\\cdot ", "÷": "\\div ",
    "π": "\\pi ", "√": "\\sqrt", "∞": "\\infty ", "±": "\\pm ", "∓": "\\mp ", "≤": "\\le ",
    "≥": "\\ge ", "≠": "\\ne ", "∪": "\\cup ", "∩": "\\cap ", "²": "^2", "³": "^3", "½": "\\frac{1}{2}",
    "⅓": "\\frac{1}{3}", "⅔": "\\frac{2}{3}", "¼": "\\frac{1}{4}", "¾": "\\frac{3}{4}", "⅕": "\\frac{1}{5}",
    "⅖": "\\frac{2}{5}", "⅗": "\\frac{3}{5}", "⅘": "\\frac{4}{5}", "⅙": "\\frac{1}{6}", "⅚": "\\frac{5}{6}",
    "⅛": "\\frac{1}{8}", "⅜": "\\frac{3}{8}", "⅝": "\\frac{5}{8}", "⅞": "\\frac{7}{8}", "\u00a0": " ",
    "\u2009": " ", "\u202f": " ", "⟨": "(", "⟩": ")", "ᵀ": "^T",
}  # fmt: skip
_UNICODE_RE = re.compile("|".join(map(re.escape, _UNICODE)))
# A root sign covers the whole number after it ("√128" is \sqrt{128}, unlike LaTeX's "\sqrt3 8").
_ROOT_NUMBER_RE = lazy_compile(r"√\s*(\d+(?:\.\d+)?)")
# Superscript digits as one exponent: "10⁻¹²" is 10^{-12}.
_SUPERSCRIPT_RE = lazy_compile(r"[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+")
_SUPERSCRIPT = str.maketrans("⁻⁰¹²³⁴⁵⁶⁷⁸⁹", "-0123456789")
# A logarithm's base in subscript digits ("log₂10" is \log_{2} 10), and "log" with a base but no backslash.
_SUBSCRIPT_BASE_RE = lazy_compile(r"(?<![A-Za-z])log([₀₁₂₃₄₅₆₇₈₉]+)")
_SUBSCRIPT = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
_PLAIN_LOG_RE = lazy_compile(r"(?<![\\A-Za-z])log(?=_)")
# A base written in subscript digits after a numeral or a name ("101101₂", "a₁₀"): the LaTeX subscript.
_SUBSCRIPT_DIGITS_RE = lazy_compile(r"(?<=[0-9A-Za-z}])[₀₁₂₃₄₅₆₇₈₉]+")


# A variable placed in an interval: "x \\in [-2, 7]", "t in (0, 2]".
_IN_INTERVAL_RE = lazy_compile(r"[a-z](?:\s*(?:∈|\\in(?![A-Za-z]))|\s+in\s)\s*([\[(][^\[\]()]*,[^\[\]()]*[\])])\s*")


def _exponent(m: re.Match[str]) -> str:
    power = m.group(0).translate(_SUPERSCRIPT)
    return "^" + power if len(power) == 1 else "^{" + power + "}"


def _subscript(m: re.Match[str]) -> str:
    digits = m.group(0).translate(_SUBSCRIPT)
    return "_" + digits if len(digits) == 1 else "_{" + digits + "}"


def normalize(answer: str) -> str:
    """Return the canonical string form of an answer (see the module docstring for the rules)."""
    # A comma followed by white space separates members ("7, 500" is two numbers), never
    # thousands (LaTeX's spacing commands such as "10,\\!000" are not white space).
    spaced_comma = re.search(r",\s(?!\s*\\!)", answer) is not None
    s = unwrap_math(answer)
    if not s.isascii():
        if "√" in s:
            s = _ROOT_NUMBER_RE.sub(r"√{\1}", s)
        s = _SUPERSCRIPT_RE.sub(_exponent, s)
        if "log" in s:
            s = _SUBSCRIPT_BASE_RE.sub(lambda m: "log_{" + m.group(1).translate(_SUBSCRIPT) + "}", s)  # "log₂10"
        if any("₀" <= ch <= "₉" for ch in s):
            s = _SUBSCRIPT_DIGITS_RE.sub(_subscript, s)  # "101101₂" as 101101_2
        s = _UNICODE_RE.sub(lambda m: _UNICODE[m.group(0)], s)
    if "log" in s:
        s = _PLAIN_LOG_RE.sub(r"\\log", s)  # "log_2 10" (no backslash) as \log_2 10
    if s.startswith("\\boxed{") and s.endswith("}"):
        s = s[7:-1]
    # Protect matrix row breaks (``\\``) from the spacing-command removal below.
    s = s.replace("\n", " ").replace("\\\\", "\x01")
    s = s.strip()
    # A sentence-final period (also after a unit: "5 \\text{cm}^2.") is not part of the answer.
    while s.endswith("."):
        s = s[:-1].rstrip()
    s = unwrap_math(s)
    s = s.replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac").replace("\\cfrac", "\\frac")
    s = _LEFT_RIGHT_RE.sub(lambda m: "", s)
    s = _SPACING_RE.sub(" ", s)
    s = _DEGREE_RE.sub("", s)
    s = s.replace("\\%", "").replace("%", "").replace("\\$", "").replace("$", "")
    s = s.replace("\\text{and}", ",").replace("\\text{ and }", ",").replace("\\text{or}", ",")
    s = s.replace("\\text{ or }", ",")
    if ",," in s.replace(" ", ""):  # an Oxford comma before the joining word: "7, -2, \\text{ and } -5"
        s = _EMPTY_MEMBER_RE.sub(",", s)
    s = s.strip()
    within = _IN_INTERVAL_RE.fullmatch(s) if "in" in s or "∈" in s else None
    if within is not None:
        s = within.group(1)  # "x \\in [-2, 7]": the interval the variable lies in
    # A unit in \text{} after a number or expression: drop it (hendrycks _remove_right_units, Minerva).
    m = _UNIT_TEXT_TAIL_RE.match(s)
    if m:
        s = m.group("head")
    s = _unwrap_text(s).strip()
    m = _UNIT_WORD_TAIL_RE.match(s)
    if m and all(_is_unit_word(w) for w in m.group("words").replace(".", " ").split()):
        s = m.group("head")
    s = s.replace("\\infinity", "\\infty").replace("\\inf ", "\\infty").replace("infinity", "\\infty")
    if s.endswith("\\inf"):
        s = s + "ty"
    s = re.sub(r"\\(?:leq|leqslant)\b", r"\\le", s)
    s = re.sub(r"\\(?:geq|geqslant)\b", r"\\ge", s)
    s = re.sub(r"\\(?:varnothing)\b", r"\\emptyset", s)
    s = s.replace("\\neq", "\\ne").replace("\\dots", "").replace("\\ldots", "").replace("\\cdots", "")
    # Expand \sqrt3 and \frac12 shorthand (before spaces go, so "\sqrt 3" works too).
    s = _SQRT_RE.sub(r"\\sqrt{\1}", s)
    s = _FRAC_FIRST_RE.sub(r"\\frac{\1}", s)
    s = _FRAC_SECOND_RE.sub(r"\\frac{\1}{\2}", s)
    s = re.sub(r"\s+", "", s).replace("\x01", "\\\\")
    s = s.replace("{,}", "")
    while s.endswith(".") or s.endswith("\\"):
        s = s[:-1]
    s = strip_prefix(s)
    if _THOUSANDS_RE.match(s):
        # Members written apart keep their space, so the normal form is not read as thousands again.
        s = s.replace(",", ", ") if spaced_comma else s.replace(",", "")
    if s.startswith("."):
        s = "0" + s
    elif s.startswith("-."):
        s = "-0" + s[1:]
    s = re.sub(r"(?<=[{(\[,=])\.(?=\d)", "0.", s)
    m = _CHOICE_RE.match(s)
    if m:
        s = m.group(1).upper()
    if s.startswith("{") and s.endswith("}") and _balanced_whole(s):
        s = s[1:-1]
    return s


# Two-letter unit words; other two-letter words after a number (``2 xy``) may be variables.
_SHORT_UNITS = frozenset("cm km mm nm ft in yd mi kg mg lb oz ml hr am pm gm".split())


def _is_unit_word(word: str) -> bool:
    return len(word) >= 3 or word.lower() in _SHORT_UNITS


def strip_prefix(s: str) -> str:
    """Drop a leading ``x=`` (one variable, optionally subscripted, ``f(x)=``, or ``(x,y)=``) from an answer."""
    m = _PREFIX_RE.match(s) or _TUPLE_PREFIX_RE.match(s)
    return m.group("rhs") if m else s


def _balanced_whole(s: str) -> bool:
    """True when ``s`` is one brace group ``{...}`` from first to last character."""
    depth = 0
    for i, ch in enumerate(s):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0 and i != len(s) - 1:
                return False
    return depth == 0
