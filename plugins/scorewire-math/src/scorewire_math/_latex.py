"""Reading normalised answers: an exact fast numeric parse and a small LaTeX expression parser.

Neither needs sympy.  :func:`parse_number` reads the common shapes of numeric
answers (integers, decimals, scientific notation, ``a/b``, ``\\frac{a}{b}``,
mixed numbers) into exact :class:`fractions.Fraction` values, so GSM8K-style
answers are compared without any symbolic work.

:func:`to_sympy_source` parses a LaTeX expression into a tiny tree and writes
it back as source text built only from sympy constructors (``Integer``,
``Rational``, ``Symbol``, ``sqrt``...), which the isolated worker process
evaluates.  Because we write that text ourselves from a parsed tree, nothing
from the model's output is ever evaluated as code.  Parsing also enforces the
input guards (size, exponent towers, huge exponents and factorials) that keep
hostile expressions such as ``10^{10^{10}}`` away from sympy altogether.
"""

from __future__ import annotations

import re
from fractions import Fraction

from scorewire import lazy_compile

_INT = r"\d+"
_DEC = r"(?:\d+\.\d*|\.\d+|\d+)"
_RE_INT = lazy_compile(r"^[+-]?\d+$")
_RE_DEC = lazy_compile(r"^[+-]?(?:\d+\.\d*|\.\d+)$")
_RE_SCI_E = lazy_compile(rf"^([+-]?{_DEC})[eE]([+-]?\d+)$")
_RE_SCI_TIMES = lazy_compile(rf"^([+-]?{_DEC})(?:\\times|\\cdot|\*|×)10\^\{{?([+-]?\d+)\}}?$")
_RE_SLASH = lazy_compile(rf"^([+-]?{_INT})/({_INT})$")
_RE_FRAC = lazy_compile(r"^([+-]?)\\frac\{([+-]?\d+)\}\{([+-]?\d+)\}$")
_RE_MIXED = lazy_compile(r"^([+-]?)(\d+)\\frac\{(\d+)\}\{(\d+)\}$")

MAX_SCI_EXPONENT = 1000
# Longer numeric strings are not read by the fast path (Python refuses int() beyond 4,300 digits).
MAX_NUMBER_CHARS = 400
MAX_SOURCE_CHARS = 400
MAX_NODES = 400
MAX_EXPONENT = 10_000
#: Largest exact power (in bits, about 30,000 digits) the parser accepts; 9^{10000} fits.
MAX_POWER_BITS = 100_000
MAX_FACTORIAL = 5_000


def parse_number(text: str) -> Fraction | None:
    """Read a plain numeric answer exactly; None for anything that is not one.

    ``0.333`` stays ``333/1000`` (so it is not ``1/3``), ``2\\frac{1}{2}`` is
    the mixed number ``5/2`` (the MATH convention), ``1.5e3`` is ``1500``.
    """
    s = text
    if len(s) > MAX_NUMBER_CHARS:
        return None
    if _RE_INT.match(s):
        return Fraction(int(s))
    if _RE_DEC.match(s):
        return Fraction(s)
    m = _RE_SLASH.match(s)
    if m:
        den = int(m.group(2))
        return Fraction(int(m.group(1)), den) if den else None
    m = _RE_FRAC.match(s)
    if m:
        den = int(m.group(3))
        if not den:
            return None
        value = Fraction(int(m.group(2)), den)
        return -value if m.group(1) == "-" else value
    m = _RE_MIXED.match(s)
    if m:
        den = int(m.group(4))
        if not den:
            return None
        value = int(m.group(2)) + Fraction(int(m.group(3)), den)
        return -value if m.group(1) == "-" else value
    m = _RE_SCI_E.match(s) or _RE_SCI_TIMES.match(s)
    if m:
        exp = int(m.group(2))
        if abs(exp) > MAX_SCI_EXPONENT:
            return None
        return Fraction(m.group(1)) * Fraction(10) ** exp
    return None


class LatexParseError(ValueError):
    """The expression is outside the supported grammar."""


class GuardError(ValueError):
    """The expression is too large or too explosive to hand to sympy."""


_FUNCTIONS = {
    "\\sin": "sin",
    "\\cos": "cos",
    "\\tan": "tan",
    "\\cot": "cot",
    "\\sec": "sec",
    "\\csc": "csc",
    "\\arcsin": "asin",
    "\\arccos": "acos",
    "\\arctan": "atan",
    "\\sinh": "sinh",
    "\\cosh": "cosh",
    "\\tanh": "tanh",
    "\\ln": "log",
    "\\log": "log",
    "\\exp": "exp",
}
_GREEK = {
    "\\alpha", "\\beta", "\\gamma", "\\delta", "\\epsilon", "\\varepsilon", "\\zeta", "\\eta", "\\theta",
    "\\vartheta", "\\iota", "\\kappa", "\\lambda", "\\mu", "\\nu", "\\xi", "\\rho", "\\sigma", "\\tau",
    "\\upsilon", "\\phi", "\\varphi", "\\chi", "\\psi", "\\omega", "\\Gamma", "\\Delta", "\\Theta",
    "\\Lambda", "\\Xi", "\\Sigma", "\\Phi", "\\Psi", "\\Omega",
}  # fmt: skip
_KNOWN_COMMANDS = sorted(
    {*_FUNCTIONS, *_GREEK, "\\frac", "\\sqrt", "\\pi", "\\infty", "\\binom", "\\cdot", "\\times", "\\div", "\\ast"},
    key=len,
    reverse=True,
)
# Known commands first, so "\\sinx" (spaces are gone after normalisation) reads as \\sin x.
_TOKEN_RE = lazy_compile(
    r"\s*(\d+\.\d*|\.\d+|\d+|"
    + "|".join(re.escape(c) for c in _KNOWN_COMMANDS)
    + r"|\\[A-Za-z]+|\\[{}|]|[A-Za-z]|[-+*/^_!()\[\]{}|,=<>'])"
)
_MUL_OPS = {"*", "\\cdot", "\\times", "\\ast"}
_DIV_OPS = {"/", "\\div"}

# Node shapes: ("num", "12"), ("sym", "x"), ("const", "pi"), ("add", [..]), ("mul", [..]),
# ("neg", a), ("div", a, b), ("pow", a, b), ("fact", a), ("func", name, [args]).
Node = tuple


def tokenize(text: str) -> list[str]:
    """Split a normalised LaTeX answer into tokens; unknown characters are a parse error."""
    tokens: list[str] = []
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN_RE.match(text, pos)
        if not m:
            raise LatexParseError(f"unexpected character {text[pos]!r}")
        tokens.append(m.group(1))
        pos = m.end()
    return tokens


class _Parser:
    def __init__(self, tokens: list[str]) -> None:
        self.toks = tokens
        self.i = 0
        self.nodes = 0

    def peek(self) -> str | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (expected is not None and tok != expected):
            raise LatexParseError(f"expected {expected or 'a token'}, got {tok!r}")
        self.i += 1
        return tok

    def node(self, n: Node) -> Node:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise GuardError("expression too large")
        return n

    def parse(self) -> Node:
        tree = self.expr()
        if self.peek() is not None:
            raise LatexParseError(f"unexpected {self.peek()!r}")
        return tree

    def expr(self) -> Node:
        terms = [self.term()]
        while self.peek() in ("+", "-"):
            op = self.take()
            t = self.term()
            terms.append(self.node(("neg", t)) if op == "-" else t)
        return terms[0] if len(terms) == 1 else self.node(("add", terms))

    def _starts_atom(self, tok: str | None) -> bool:
        if tok is None:
            return False
        if tok[0].isdigit() or tok[0] == "." or tok.isalpha() or tok in ("(", "{", "\\{"):
            return True
        return tok in ("\\frac", "\\sqrt", "\\pi", "\\infty", "\\binom") or tok in _FUNCTIONS or tok in _GREEK

    def term(self) -> Node:
        factors = [self.unary()]
        while True:
            tok = self.peek()
            if tok in _MUL_OPS:
                self.take()
                factors.append(self.unary())
            elif tok in _DIV_OPS:
                self.take()
                den = self.unary()
                factors = [self.node(("div", self._product(factors), den))]
            elif self._starts_atom(tok):
                nxt = self.power()
                mixed = _mixed_number(factors[-1], nxt) if tok == "\\frac" and len(factors) == 1 else None
                if mixed is not None:
                    factors[-1] = self.node(mixed)
                else:
                    factors.append(nxt)
            else:
                break
        return self._product(factors)

    def _product(self, factors: list[Node]) -> Node:
        return factors[0] if len(factors) == 1 else self.node(("mul", factors))

    def unary(self) -> Node:
        if self.peek() == "-":
            self.take()
            return self.node(("neg", self.unary()))
        if self.peek() == "+":
            self.take()
            return self.unary()
        return self.power()

    def power(self) -> Node:
        base = self.postfix()
        if self.peek() == "^":
            self.take()
            exponent = self.exponent()
            if _contains_pow(exponent) or exponent[0] == "fact":
                # A tower is allowed only when its exponent is a small exact number (2^{2^{2^2}}).
                value = exact_value(exponent)
                if value is None or abs(value) > MAX_EXPONENT:
                    raise GuardError("exponent tower")
            if exponent[0] == "num" and "." not in exponent[1] and int(exponent[1]) > MAX_EXPONENT:
                raise GuardError("exponent too large")
            base = self.node(("pow", base, exponent))
            if _bits_bound(base) > MAX_POWER_BITS:
                # ((9^{64})^{64})^{64}: each level multiplies the size by 64; nothing may compute it.
                raise GuardError("power too large")
        return base

    def exponent(self, whole_digits: bool = True) -> Node:
        tok = self.peek()
        if tok == "{":
            return self.group()
        if tok == "-":
            self.take()
            return self.node(("neg", self.exponent(whole_digits)))
        if tok is not None and tok[0].isdigit():
            # ``3^20`` is typeset as 3^2 followed by 0, but nobody writes that for 3²·0: an answer written
            # "3^20" (in plain text or in $...$) means 3^{20}, so all the digits are the exponent (a decimal
            # point ends it: "2^3.5" is not read as a power of 3.5).
            self.take()
            if not whole_digits and len(tok) > 1:
                # (a subscript or a function's power keeps LaTeX's one digit: "\\log_28" is log base 2 of 8,
                # "\\sin^22x" is sin² 2x)
                self.toks.insert(self.i, tok[1:])
                tok = tok[0]
            elif "." in tok:
                head, _, tail = tok.partition(".")
                self.toks.insert(self.i, "." + tail)
                tok = head
            return self.node(("num", tok))
        return self.atom()

    def postfix(self) -> Node:
        base = self.atom()
        while self.peek() == "!":
            self.take()
            if base[0] == "num" and ("." in base[1] or int(base[1]) > MAX_FACTORIAL):
                raise GuardError("factorial too large")
            if base[0] != "num":
                raise GuardError("factorial of a non-literal")
            base = self.node(("fact", base))
        return base

    def group(self) -> Node:
        self.take("{")
        inner = self.expr()
        self.take("}")
        return inner

    def atom(self) -> Node:
        tok = self.peek()
        if tok is None:
            raise LatexParseError("unexpected end of expression")
        if tok[0].isdigit() or tok[0] == ".":
            self.take()
            if len(tok) > 60:
                raise GuardError("number literal too long")
            return self.node(("num", tok))
        if tok == "(":
            self.take()
            inner = self.expr()
            self.take(")")
            return inner
        if tok == "{":
            return self.group()
        if tok == "|":
            self.take()
            inner = self.expr()
            self.take("|")
            return self.node(("func", "Abs", [inner]))
        if tok == "\\frac":
            self.take()
            num = self.group()
            den = self.group()
            return self.node(("div", num, den))
        if tok == "\\binom":
            self.take()
            a = self.group()
            b = self.group()
            return self.node(("func", "binomial", [a, b]))
        if tok == "\\sqrt":
            self.take()
            index = None
            if self.peek() == "[":
                self.take()
                index = self.expr()
                self.take("]")
            radicand = self.group() if self.peek() == "{" else self.atom()
            if index is None:
                return self.node(("func", "sqrt", [radicand]))
            return self.node(("func", "root", [radicand, index]))
        if tok == "\\pi":
            self.take()
            return self.node(("const", "pi"))
        if tok == "\\infty":
            self.take()
            return self.node(("const", "oo"))
        if tok in _FUNCTIONS:
            return self.function()
        if tok in _GREEK:
            self.take()
            return self.node(("sym", tok[1:] + self.subscript()))
        if tok.isalpha() and len(tok) == 1:
            self.take()
            if tok == "i" and self.peek() != "_":
                return self.node(("const", "I"))
            return self.node(("sym", tok + self.subscript()))
        raise LatexParseError(f"unsupported token {tok!r}")

    def subscript(self) -> str:
        if self.peek() != "_":
            return ""
        self.take()
        if self.peek() == "{":
            self.take()
            parts = []
            while self.peek() not in ("}", None):
                part = self.take()
                if not re.fullmatch(r"[A-Za-z0-9]+", part):
                    raise LatexParseError("unsupported subscript")
                parts.append(part)
            self.take("}")
            return "_" + "".join(parts)
        part = self.take()
        if not re.fullmatch(r"[A-Za-z0-9]+", part):
            raise LatexParseError("unsupported subscript")
        return "_" + part

    def function(self) -> Node:
        name = _FUNCTIONS[self.take()]
        base: Node | None = None
        if name == "log" and self.peek() == "_":
            self.take()
            base = self.exponent(whole_digits=False)
        power: Node | None = None
        if self.peek() == "^":
            self.take()
            power = self.exponent(whole_digits=False)
        arg = self.power() if self.peek() != "(" else self.atom()
        args = [arg] if base is None else [arg, base]
        call = self.node(("func", name, args))
        return self.node(("pow", call, power)) if power is not None else call


def _is_int_literal(node: Node) -> bool:
    return node[0] == "num" and node[1].isdigit()


def _mixed_number(whole: Node, frac: Node) -> Node | None:
    """``2\\frac{1}{2}`` is the mixed number 5/2 (the MATH convention), not the product 1."""
    if not (frac[0] == "div" and _is_int_literal(frac[1]) and _is_int_literal(frac[2])):
        return None
    if _is_int_literal(whole):
        return ("add", [whole, frac])
    if whole[0] == "neg" and _is_int_literal(whole[1]):
        return ("neg", ("add", [whole[1], frac]))
    return None


def _contains_pow(node: Node) -> bool:
    if node[0] == "pow":
        return True
    return any(_contains_pow(c) for c in _children(node))


def _children(node: Node) -> list[Node]:
    kind = node[0]
    if kind in ("add", "mul"):
        return list(node[1])
    if kind in ("neg", "fact"):
        return [node[1]]
    if kind in ("div", "pow"):
        return [node[1], node[2]]
    if kind == "func":
        return list(node[2])
    return []


def _emit(node: Node) -> str:
    kind = node[0]
    if kind == "num":
        text = node[1]
        if "." in text:
            return f"Rational('{text}')"
        # Leading zeros (``05``) are not valid Python integer literals; the digits are.
        return f"Integer({text.lstrip('0') or '0'})"
    if kind == "sym":
        return f"Symbol('{node[1]}')"
    if kind == "const":
        return {"pi": "pi", "oo": "oo", "I": "I"}[node[1]]
    if kind == "add":
        return "(" + " + ".join(_emit(c) for c in node[1]) + ")"
    if kind == "mul":
        return "(" + " * ".join(_emit(c) for c in node[1]) + ")"
    if kind == "neg":
        return f"(-{_emit(node[1])})"
    if kind == "div":
        return f"({_emit(node[1])} / {_emit(node[2])})"
    if kind == "pow":
        return f"({_emit(node[1])} ** {_emit(node[2])})"
    if kind == "fact":
        return f"factorial({_emit(node[1])})"
    if kind == "func":
        return f"{node[1]}(" + ", ".join(_emit(c) for c in node[2]) + ")"
    raise LatexParseError(f"unknown node {kind}")


def parse_latex(text: str) -> Node:
    """Parse a normalised LaTeX expression into a small tree.

    :raises GuardError: the expression is too large or explosive for symbolic work.
    :raises LatexParseError: the expression is outside the supported grammar.
    """
    if len(text) > MAX_SOURCE_CHARS:
        raise GuardError("expression longer than the symbolic size limit")
    return _Parser(tokenize(text)).parse()


def to_sympy_source(tree: Node) -> str:
    """Write a parsed tree as source built only from sympy constructors."""
    return _emit(tree)


_MAX_EXACT_POWER = 64
#: Largest result, in bits, that ``exact_value`` computes for a power; larger ones (towers such as
#: ``((9^{64})^{64})^{64}``, whose size multiplies by 64 per level) are left to the budgeted worker.
_MAX_EXACT_BITS = 16_384


def _bits_bound(node: Node) -> float:
    """An upper bound on the bits of the exact value of a tree of numbers, + - * / and powers.

    Infinite when the tree holds anything else whose size the parser cannot bound,
    but only powers are checked against it, so symbols just give a bound of 0 for
    their own size (``x^{64}`` is fine).
    """
    kind = node[0]
    if kind == "num":
        digits = sum(ch.isdigit() for ch in node[1])
        return digits * 3.33 + 1
    if kind == "neg":
        return _bits_bound(node[1])
    if kind in ("add", "mul"):
        sizes = [_bits_bound(c) for c in node[1]]
        return (max(sizes) + len(sizes)) if kind == "add" else sum(sizes)
    if kind == "div":
        return _bits_bound(node[1]) + _bits_bound(node[2])
    if kind == "pow":
        exponent = exact_value(node[2]) if not _contains_pow(node[2]) else None
        if exponent is None:
            return 0.0
        return _bits_bound(node[1]) * abs(float(exponent))
    return 0.0


def exact_value(node: Node) -> Fraction | None:
    """The exact rational value of a tree made of numbers and + - * / and small integer powers.

    None when the tree has symbols, functions, constants or anything else; this
    lets ``2\\cdot 3`` vs ``6`` or ``\\frac{3}{4}`` vs ``0.75`` be decided without sympy.
    """
    kind = node[0]
    if kind == "num":
        return Fraction(node[1])
    if kind == "neg":
        inner = exact_value(node[1])
        return None if inner is None else -inner
    if kind in ("add", "mul"):
        values = [exact_value(c) for c in node[1]]
        if any(v is None for v in values):
            return None
        total = Fraction(0) if kind == "add" else Fraction(1)
        for v in values:
            assert v is not None
            total = total + v if kind == "add" else total * v
        return total
    if kind == "div":
        num, den = exact_value(node[1]), exact_value(node[2])
        if num is None or den is None or den == 0:
            return None
        return num / den
    if kind == "pow":
        base, exp = exact_value(node[1]), exact_value(node[2])
        if base is None or exp is None or exp.denominator != 1 or abs(exp) > _MAX_EXACT_POWER:
            return None
        if base == 0 and exp < 0:
            return None
        size = max(base.numerator.bit_length(), base.denominator.bit_length())
        if size * abs(exp) > _MAX_EXACT_BITS:
            return None
        return base ** int(exp)
    return None
