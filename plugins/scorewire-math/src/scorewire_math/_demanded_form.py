"""The form a problem demands of its answer, which is part of the answer.

"Convert 0.36 repeating to a fraction in lowest terms" is not answered by ``36/99``, "Factor
completely: 2x^2 - 8" is not answered by ``(2x - 4)(x + 2)`` or by ``2(x^2 - 4)``, and "in simplest
radical form" is not answered by ``√8``, although each equals the gold. A careful grader marks them
wrong: the problem asked for the form, and the reply did not reach it. So when the problem demands
such a form and the gold is written in it, a reading that is equal but not in that form is not equal.

The demands read (all from the problem's own words):

- *simplest form* ("in lowest terms", "simplest form", "fully reduced", "simplify", "simplest radical
  form", "rationalize the denominator"): a quotient of whole numbers must be in lowest terms, a root
  of a whole number must have no square factor, and a quotient must have no root in its denominator;
- *factored form* ("Factor completely: ...", "Factor x^2 - 4", "factorise fully"): the reading must be a
  product with as many non-constant factors (counted with their powers) as the gold, and no factor
  may keep a common whole-number factor of its coefficients ("2x - 4").
- *a fraction* ("as a fraction", "What fraction of ..."): no decimal and no percentage; *a common (or
  improper) fraction*: besides, no mixed number and lowest terms ("0.75", "75%", "1 1/2", "6/8" are not 3/4);
- (not *interval notation*: an inequality such as "0 < x < 3" names the same set as (0, 3), and graders
  and the kept blind labels accept it almost always; the evaluator reads it as that interval);
- *slope-intercept form* ("in the form y = mx + b"): y alone on the left, one x-term and one constant
  ("y - 3 = 2(x - 1)" and "y = 2x - 2 + 3" are not y = 2x + 1);
- *in terms of π*: π in the answer with no operation on numbers left undone ("π·6²", "113.1" are not 36π).
- *a product of prime powers* ("the prime factorization of 60", "as a product of primes", "of prime powers"):
  when the gold is one, every factor's base must be prime ("2³ · 6" and "48" are not 2^4 · 3);
- *a decimal* ("Convert 7/8 to a decimal", "as a decimal", "in decimal form"): when the gold is a decimal, no
  fraction, root, π or logarithm ("7/8", or "7/8 ≈ 0.88" read as 7/8, is not 0.875). The evaluator drops this
  demand for a converted exact value the reply states alone ("It equals 1/40." for "2.5% as a decimal").

The fraction, slope-intercept and π demands are also checked on the reply's own writing (``source_misses_form``), since the comparator
may rewrite a reading ("0 < x < 3" into an interval, "1 1/2" into 3/2) before comparing it.

The checks only ever turn an equal verdict into an unequal one (never the reverse), so they cannot
make a false positive. Reference for the convention: the MATH dataset's instructions ("Express your
answer as a common fraction in lowest terms", "in simplest radical form") and PRM800K's grader, which
treats an unreduced fraction as wrong.
"""

from __future__ import annotations

import itertools
import math
import re

from scorewire import lazy_compile

# "in lowest terms", "in simplest form", "fully reduced", "reduce the fraction", "simplest radical form",
# "rationalize the denominator", an imperative "Simplify ...".
_SIMPLEST_RE = lazy_compile(
    r"(?i)\b(?:lowest|simplest)\s+(?:terms|form|radical\s+form)\b|\b(?:fully|completely)\s+(?:reduced|simplified)\b"
    r"|\breduced?\s+(?:form|fraction)\b|\breduce\s+(?:it|the|this)\b|\brationali[sz]e\b"
    r"|(?:^|[.!?:]\s+)simplify\b"
)
# An imperative "Factor" (not the noun: "a factor of 12", "Factor pairs"): "Factor completely: ...",
# "Factor x^2 - 4.", "Factorise the expression fully", "Completely factor $...$".
_FACTOR_RE = lazy_compile(
    r"(?i)(?:^|[.!?]\s+)(?:completely\s+|fully\s+)?factori?[sz]?e?\s*"
    r"(?:completely\b|fully\b|:|\$|\\\(|the\s+(?:expression|polynomial|quadratic|trinomial|binomial|following)\b"
    r"|[-\d(]|[a-z](?:\s*\^|\d|\s*[-+]))"
)

_QUOTIENT_RE = lazy_compile(r"^[-−]?\s*(?:(\d+)\s*/\s*(\d+)|\\[dt]?frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\})$")
_ROOT_RE = lazy_compile(r"(?:√\s*\(?\s*(\d+)|\\sqrt\s*\{\s*(\d+)\s*\})")
_ROOT_BELOW_RE = lazy_compile(r"/\s*\(?\s*\d*\s*(?:√|\\sqrt)|\\[dt]?frac\s*\{[^{}]{0,40}\}\s*\{[^{}]*\\sqrt")


def demanded_forms(question: str | None) -> frozenset[str]:
    """The forms ``question`` demands of its answer: ``"simplest"``, ``"factored"`` (possibly none)."""
    if not question:
        return frozenset()
    found = set()
    if _SIMPLEST_RE.search(question):
        found.add("simplest")
    if "actor" in question and _FACTOR_RE.search(question):
        found.add("factored")
    if "raction" in question and _FRACTION_RE.search(question):
        found.add("fraction")
        if _COMMON_FRACTION_RE.search(question):
            found.add("common_fraction")
    # ("interval notation" is not held against an inequality: "0 < x < 3" for (0, 3) states the same set in
    # the notation most graders accept - issue 19 lists "inequalities for an interval" among the forms to read -
    # and 34 of the 35 kept blind rows of that shape are labelled equal)
    if ("mx" in question or "ntercept" in question) and _SLOPE_INTERCEPT_RE.search(question):
        found.add("slope_intercept")
    if "erms" in question and _IN_TERMS_OF_PI_RE.search(question):
        found.add("pi")
    if "ecimal" in question and _DECIMAL_RE.search(question):
        found.add("decimal")
    if "rime" in question and _PRIME_FACTORED_RE.search(question):
        found.add("prime_factored")
    return frozenset(found)


# "the prime factorization of 48", "as a product of prime powers", "as a product of primes", "its prime factors"
_PRIME_FACTORED_RE = lazy_compile(
    r"(?i)\bprime\s+(?:factori[sz]ation|factors|powers)\b|\bproduct\s+of\s+(?:its\s+)?primes\b"
)
# One factor of a product of prime powers: a whole number, perhaps raised to a whole power ("2^4", "2^{4}", "2⁴").
_PRIME_POWER_RE = lazy_compile(r"^(\d+)(?:\s*\^\s*\{?\s*(\d+)\s*\}?|([⁰¹²³⁴⁵⁶⁷⁸⁹]+))?$")
# (after :func:`_bare`, which writes "\cdot", "·" and "×" as "*")
_PRODUCT_SPLIT_RE = lazy_compile(r"\s*(?:\\times|[*⋅])\s*")


def _is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, math.isqrt(n) + 1))


def _prime_powers(value: str) -> bool | None:
    """Whether ``value`` is a product of powers of primes ("2^4 \\cdot 3", "2³ · 3"); None when it is no
    product of whole-number powers at all."""
    parts = _PRODUCT_SPLIT_RE.split(_bare(value).strip("$ "))
    bases = []
    for part in parts:
        m = _PRIME_POWER_RE.match(part.strip("() "))
        if m is None:
            return None
        bases.append(int(m.group(1)))
    return all(_is_prime(b) for b in bases)


# "Convert 7/8 to a decimal", "Write 3/16 as a decimal", "in decimal form", "Express ... as a decimal number"
_DECIMAL_RE = lazy_compile(r"(?i)\b(?:to|as|into|in)\s+(?:a\s+)?decimal(?:\s+(?:form|number|notation))?\b")
# What no decimal is: a quotient, a root, π, a logarithm, a power of e ("7/8", "√2", "10π", "log 5").
_NOT_DECIMAL_RE = lazy_compile(r"/|\\[dt]?frac|√|\\sqrt|π|\\pi|\bpi\b|\blog|\bln\b|\\ln|\be\s*\^")
NOT_A_DECIMAL = "not a decimal, as the problem asks"
# A decimal the reading states beside another form ("0.75, i.e. 3/4"): the reply reached the decimal asked for.
DECIMAL_STATED_RE = lazy_compile(r"(?<![\d.])\d*\.\d+(?![\d.])")
# A rounding the reply gives of its value: "≈ 0.88", "about 0.88", "roughly 31.4".
ROUNDED_DECIMAL_RE = lazy_compile(
    r"(?i)(?:≈|~|\\approx|\babout|\bapproximately|\broughly|\baround)\s*\$?\s*[-−]?\d*\.\d+"
)
_FRAC_RE = lazy_compile(r"\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}")


def _flat(text: str) -> str:
    """``text`` with LaTeX fractions as a/b and without blanks or dollar signs ("$\\frac{5}{8}$" -> "5/8")."""
    return "".join(_FRAC_RE.sub(r"\1/\2", text).replace("$", "").split())


def given_in(reading: str, question: str | None) -> bool:
    """Whether ``reading`` (after a name and "=", "x = 7/20") is a value the problem itself writes ("5/8" in
    "Write $\\frac{5}{8}$ as a decimal.")."""
    if not question:
        return False
    value = _flat(reading).split("=")[-1]
    # (the whole value, not a part of another number: "1/4" is not given in "11/40")
    return bool(value) and re.search(r"(?<![\d./])" + re.escape(value) + r"(?![\d./])", _flat(question)) is not None


_GOLD_DECIMAL_RE = lazy_compile(r"^[-−]?\s*\d*\.\d+$")


# "Express your answer as a common fraction", "as a fraction", "What fraction of the pizza is left?"
_FRACTION_RE = lazy_compile(
    r"(?i)\b(?:common\s+fraction|as\s+an?\s+(?:improper\s+)?fraction|what\s+fraction|which\s+fraction)\b"
)
# "a common fraction", "an improper fraction": one quotient of whole numbers, no mixed number
_COMMON_FRACTION_RE = lazy_compile(r"(?i)\b(?:common|improper)\s+fraction\b")
# "Write it in the form $y = mx + b$", "in slope-intercept form"
_SLOPE_INTERCEPT_RE = lazy_compile(r"(?i)\by\s*=\s*mx\s*\+\s*b\b|\bslope[-\s]intercept\s+form\b")
_IN_TERMS_OF_PI_RE = lazy_compile(r"(?i)\bin\s+terms\s+of\s+\$?\s*(?:\\pi\b|π|pi\b)")
# What a fraction is not: a decimal, a percentage, a mixed number ("1 1/2", "1\frac{1}{2}", "1½").
_NOT_FRACTION_RE = lazy_compile(r"\d\s*[.,]\s*\d|\.\d|%|(?i:percent)|≈|\\approx")
_MIXED_READ_RE = lazy_compile(r"\d\s+\d+\s*/\s*\d|\d\s*\\[dt]?frac|\d\s*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]")
_GOLD_FRACTION_RE = lazy_compile(r"^[-−]?\s*(?:\d+\s*/\s*\d+|\\[dt]?frac\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\})$")
# "y = 2x + 1", "y = -\frac{1}{2}x - 3", "y = 0.5x", "y = 4": y alone on the left, one x-term and one constant
_NUMBER = r"(?:\d+(?:\.\d+)?(?:/\d+)?|\\[dt]?frac\{-?\d+\}\{\d+\}|\(-?\d+(?:\.\d+)?/\d+\))"
_X_TERM = rf"(?:{_NUMBER}\*?)?x(?:/\d+)?|\\[dt]?frac\{{-?\d*x\}}\{{\d+\}}"
_SLOPE_INTERCEPT_FORM_RE = lazy_compile(
    rf"^(?:y=)?(?:[-+]?(?:{_X_TERM})(?:[-+]{_NUMBER})?|[-+]?{_NUMBER}(?:[-+](?:{_X_TERM}))?)$"
)
# An operation on numbers left undone: "π·6²", "2^3π", "4·9π"
_UNDONE_RE = lazy_compile(r"\d\s*(?:\^|[²³])|\d\s*(?:[·*×]|\\cdot|\\times)\s*\d|\d\s*[²³]")


def _unwrapped(value: str) -> str:
    """``value`` without surrounding blanks and dollar signs."""
    return value.strip().strip("$").strip()


def _compact(value: str) -> str:
    value = _unwrapped(value)
    for old, new in (("\\left", ""), ("\\right", ""), ("−", "-"), ("\\cdot", "*"), ("·", "*"), (" ", "")):
        value = value.replace(old, new)
    return value


_NAMED_RE = lazy_compile(r"^[A-Za-z]\s*=\s*")  # "x = 27/99": the value after its name


def _bare(value: str) -> str:
    value = _unwrapped(value)
    value = _NAMED_RE.sub("", value, count=1)
    for old, new in (("\\left", ""), ("\\right", ""), ("−", "-"), ("\\cdot", "*"), ("·", "*"), ("×", "*")):
        value = value.replace(old, new)
    return value


def _not_simplest(value: str) -> bool:
    """True when ``value`` is a quotient of whole numbers not in lowest terms, holds the root of a whole
    number with a square factor, or has a root in a denominator."""
    value = _bare(value)
    m = _QUOTIENT_RE.match(value)
    if m is not None:
        num, den = (int(g) for g in m.groups() if g is not None)
        if den != 0 and math.gcd(num, den) > 1:
            return True
    for m in _ROOT_RE.finditer(value):
        n = int(m.group(1) or m.group(2))
        if 0 < n < 10**6 and any(n % (k * k) == 0 for k in range(2, math.isqrt(n) + 1)):
            return True
    return _ROOT_BELOW_RE.search(value) is not None


def _groups(value: str) -> list[tuple[str, int]] | None:
    """The top-level factors of a product as (text, power): "2(x-2)(x+2)" -> [("2", 1), ("x-2", 1),
    ("x+2", 1)]; None when ``value`` is not a product of groups and monomials (a sum at the top level,
    unbalanced brackets)."""
    value = _bare(value).replace(" ", "").replace("*", "")
    out: list[tuple[str, int]] = []
    i, n = 0, len(value)
    while i < n:
        c = value[i]
        if c == "(":
            depth, j = 0, i
            while j < n:
                if value[j] == "(":
                    depth += 1
                elif value[j] == ")":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            if j >= n:
                return None
            inner, i = value[i + 1 : j], j + 1
        else:
            j = i + 1 if c == "-" and i == 0 else i
            while j < n and value[j] not in "()":
                if value[j] in "+-" and j > 0:
                    return None  # a sum at the top level: not a product
                j += 1
            inner, i = value[i:j], j
            if not inner:
                return None
        power = 1
        if i < n and value[i] == "^":
            k = i + 1
            digits = value[k + 1 : value.find("}", k)] if k < n and value[k] == "{" else value[k : k + 1]
            if not digits.isdigit():
                return None
            power, i = int(digits), (value.find("}", k) + 1 if value[k] == "{" else k + 1)
        out.append((inner, power))
    return out


def _degree(factor: str) -> int:
    """How many non-constant factors a group or monomial counts for: a bracketed sum counts once, a
    monomial ("3x^2", "xy") once per letter and power; a constant not at all."""
    if any(s in factor[1:] for s in "+-"):
        return 1
    count = 0
    for k, c in enumerate(factor):
        if c.isalpha():
            rest = factor[k + 1 :]
            count += int(rest[1]) if rest[:1] == "^" and rest[1:2].isdigit() else 1
    return count


def _primitive(factor: str) -> bool:
    """False when the terms of a bracketed sum share a whole-number factor ("2x-4", "3a+6b")."""
    if "(" in factor or not any(s in factor[1:] for s in "+-"):
        return True
    coefficients = []
    for term in factor.replace("-", "+-").split("+"):
        term = term.lstrip("-")
        if not term:
            continue
        digits = ""
        for c in term:
            if not c.isdigit():
                break
            digits += c
        if "^" in term and not digits:
            digits = "1"
        coefficients.append(int(digits) if digits else 1)
    return math.gcd(*coefficients) <= 1 if coefficients else True


def misses_demanded_form(reading: str, gold: str, forms: frozenset[str]) -> str | None:
    """Why ``reading`` (equal to ``gold``) is not in the form the problem demands, or None. A demand is
    only held against the reading when the gold itself is written in that form."""
    if "simplest" in forms or ("common_fraction" in forms and _GOLD_FRACTION_RE.match(_unwrapped(gold))):
        # (a common fraction is one in lowest terms, as MATH's instructions and graders read it)
        if _not_simplest(reading) and not _not_simplest(gold):
            return "not in the simplest form the problem asks for"
    if (
        "fraction" in forms
        and _GOLD_FRACTION_RE.match(_unwrapped(gold))
        and (
            _NOT_FRACTION_RE.search(reading) is not None
            or ("common_fraction" in forms and _MIXED_READ_RE.search(reading) is not None)
        )
    ):
        return "not a fraction, as the problem asks"
    if (
        "slope_intercept" in forms
        and _SLOPE_INTERCEPT_FORM_RE.match(_compact(gold))
        and not _SLOPE_INTERCEPT_FORM_RE.match(_compact(reading))
    ):
        return "not in the form y = mx + b the problem asks for"
    if "pi" in forms and ("pi" in gold or "π" in gold) and not _UNDONE_RE.search(gold):
        if not ("pi" in reading or "π" in reading) or _UNDONE_RE.search(reading):
            return "not in terms of π as the problem asks"
    if "prime_factored" in forms and _prime_powers(gold) and not _prime_powers(reading):
        return "not a product of prime powers, as the problem asks"  # ("48 = 2³ · 6", "48" for 2^4 · 3)
    if "decimal" in forms and _GOLD_DECIMAL_RE.match(_unwrapped(gold)) and _NOT_DECIMAL_RE.search(reading):
        return NOT_A_DECIMAL  # ("7/8 ≈ 0.88" read as 7/8 for "Convert 7/8 to a decimal")
    if "factored" in forms:
        gold_groups = _groups(gold)
        if gold_groups is None or len(gold_groups) < 2:
            return None  # (the gold is no product we read: nothing to hold the reading to)
        want = sum(_degree(inner) * power for inner, power in gold_groups)
        groups = _groups(reading)
        if groups is None:
            return "not factored as the problem asks"  # ("x^2 - 4": a sum, not a product)
        have = sum(_degree(inner) * power for inner, power in groups)
        if have < want or not all(_primitive(inner) for inner, _ in groups):
            return "not factored completely as the problem asks"
    return None


# A mixed number as a reply writes it: "1 1/2", "2\tfrac{1}{3}", "3 ½" (the extractor reads it as an improper fraction).
_MIXED_WRITTEN_RE = lazy_compile(
    r"(?<![\d/.,])\d+\s+\d+\s*/\s*\d+(?![\d/])|\d\s*\\[dt]?frac\s*\{|\d\s*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]"
)


def source_misses_form(source: str, text: str, gold: str, forms: frozenset[str]) -> str | None:
    """Why the reply's own writing misses a demanded form that the reading compared to the gold was
    rewritten into: the reading an alternative was made from ("0.75" for 3/4), or
    a mixed number in the reply's closing line that the extractor read as an improper fraction ("1 1/2"
    read as 3/2 where the problem asks for a common fraction)."""
    missed = misses_demanded_form(source, gold, forms & _REWRITTEN_FORMS)
    if missed is not None or "common_fraction" not in forms or not _GOLD_FRACTION_RE.match(_unwrapped(gold)):
        return missed
    lines = [line for line in text.strip().splitlines() if line.strip()]
    closing = lines[-1].replace("*", "") if lines else ""
    if _MIXED_WRITTEN_RE.search(closing) and not _MIXED_WRITTEN_RE.search(gold):
        return "a mixed number where the problem asks for a common fraction"
    return None


_REWRITTEN_FORMS = frozenset({"fraction", "common_fraction", "slope_intercept", "pi"})

# A fraction or a root (with its coefficient) as a reply writes it: "5√3", "\sqrt{75}", "36/99", "\frac{4}{11}".
_RENDERING_RE = lazy_compile(
    r"[-−]?(?:\d+\s*)?(?:√\s*\(?\s*\d+\s*\)?|\\sqrt\s*\{\s*\d+\s*\})"
    r"|[-−]?\\[dt]?frac\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\}|[-−]?\d+\s*/\s*\d+"
)
# What ties two renderings of one value: "5√3, or equivalently √75", "√75 (i.e. 5√3)", "4/6 = 2/3",
# "2/3, also written 4/6", "that is".
_TIES = r"(?:or\s+)?equivalently|i\.\s?e\.|that\s+is|(?:or\s+|also\s+)(?:be\s+)?written(?:\s+as)?"
_SAME_VALUE_RE = lazy_compile(rf"(?i)\$?\s*[,;]?\s*(?:\(\s*)?(?:{_TIES}|=)\s*,?\s*(?:as\s+)?\$?\s*$")


def same_value_renderings(text: str) -> list[str]:
    """Fractions and roots the reply's closing sentence writes as one value in two forms ("the sum is 5√3,
    or equivalently √75."): each rendering tied to another by "or equivalently", "i.e.", "that is",
    "also written" or "=". A reply that states its answer in the demanded form and then in another has
    reached the form (the checks above hold the other one against it otherwise)."""
    tail = text.rstrip()
    tail = tail[tail.rfind("\n") + 1 :]
    cut = max(tail.rfind(". ", 0, len(tail) - 1), tail.rfind("! "), tail.rfind("? "))
    sentence = tail[cut + 1 :] if cut >= 0 else tail
    found = list(_RENDERING_RE.finditer(sentence))
    out: set[str] = set()
    for first, second in itertools.pairwise(found):
        if _SAME_VALUE_RE.match(sentence[first.end() : second.start()]):
            out.update((first.group(), second.group()))
    return sorted(out)


# The same words inside one reading: "$\frac{3}{4}$, equivalently $\frac{45}{60}$".
_TIE_RE = lazy_compile(rf"(?i)\$?\s*[,;]?\s*\(?\s*(?:{_TIES})\s*,?\s*(?:as\s+)?\$?\s*")


def tied_renderings(reading: str) -> list[str]:
    """The renderings of one value a reading ties together ("$\\frac{3}{4}$, equivalently
    $\\frac{45}{60}$" -> ["\\frac{3}{4}", "\\frac{45}{60}"]); [] when it ties none. The caller accepts
    the reading only when every rendering equals the gold (a reply whose two forms disagree has not
    committed to one value)."""
    parts = [_unwrapped(p).rstrip(")").strip() for p in _TIE_RE.split(reading)]
    return parts if len(parts) > 1 and all(parts) else []
