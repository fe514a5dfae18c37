"""Deciding whether two final answers are mathematically equivalent.

Order of rules (the first decisive one is reported as ``rule``):

1. ``string`` -- the raw answers are identical.
2. ``normalized_string`` -- identical after :func:`normalize` (so identical
   tuples, intervals and matrices are equal even when nothing can parse them).
3. ``numeric`` -- both are plain numbers: exact rational comparison.
4. ``structure`` -- matrices (shape and every entry), tuples and intervals
   (same brackets, element-wise, in order), sets ``\\{...\\}``, comma lists
   of solutions and ``\\cup`` unions (unordered), ``a \\pm b`` (the set of
   both values).  A shape, kind or bracket mismatch is a decisive "not equal".
5. For each pair of scalars: exact rational arithmetic when both are plain
   arithmetic, otherwise ``symbolic`` -- sympy in the worker process, under
   the per-sample time budget.  A timeout, a guard refusal or an unparseable
   expression counts as "not equal" and is recorded.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ._latex import GuardError, LatexParseError, Node, exact_value, parse_latex, parse_number, to_sympy_source
from ._normalize import normalize, strip_prefix, unwrap_math

_MATRIX_RE = re.compile(r"^\\begin\{([pbvBV]?matrix|array)\}(?:\{[^{}]*\})?(.*)\\end\{\1\}$")
_WORD_RE = re.compile(r"(?<!\\)(?<![A-Za-z])[A-Za-z]{3,}")
_RELATION_RE = re.compile(r"<|>|\\le\b|\\ge\b|\\ne\b|\\lt\b|\\gt\b")
_PLAIN_NUMBER_RE = re.compile(r"^-?\d{1,30}(?:\.\d{1,30})?$")
_INT_FRAC_RE = re.compile(r"^-?\\frac\{-?\d+\}\{-?\d+\}$|^-?\d+/\d+$")
MAX_SET_SIZE = 24


@dataclass
class Verdict:
    """The outcome of one comparison and how it was reached."""

    equal: bool
    rule: str
    reason: str | None = None
    normalized: tuple[str, str] = ("", "")
    symbolic_calls: int = 0
    timeouts: int = 0
    notes: list[str] = field(default_factory=list)

    def details(self) -> dict[str, Any]:
        """The verdict as JSON-friendly details."""
        out: dict[str, Any] = {
            "rule": self.rule,
            "normalized_response": self.normalized[0],
            "normalized_answer": self.normalized[1],
            "symbolic_calls": self.symbolic_calls,
            "timeouts": self.timeouts,
        }
        if self.notes:
            out["notes"] = list(dict.fromkeys(self.notes))
        if self.reason and not self.equal:
            out["reason"] = self.reason
        return out


@dataclass(frozen=True)
class Structure:
    """A parsed answer shape: ``scalar``, ``seq`` (brackets kept), ``set``, ``list``, ``union`` or ``matrix``."""

    kind: str
    items: tuple[Any, ...]
    brackets: str = ""


def _split_top(s: str, sep: str) -> list[str]:
    """Split ``s`` at ``sep`` where no bracket of any kind is open."""
    if sep not in s:  # nothing to split at: skip the character walk (long answers)
        return [s]
    parts, depth, start, i = [], 0, 0, 0
    while i < len(s):
        if s.startswith("\\{", i) or s.startswith("\\}", i):
            depth += 1 if s[i + 1] == "{" else -1
            i += 2
            continue
        ch = s[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif depth == 0 and s.startswith(sep, i):
            parts.append(s[start:i])
            i += len(sep)
            start = i
            continue
        i += 1
    parts.append(s[start:])
    return parts


def _encloses(s: str) -> bool:
    """True when the bracket opening at s[0] closes at the last character."""
    depth = 0
    for i, ch in enumerate(s):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0 and i != len(s) - 1:
                return False
    return depth == 0


def _strip_shared_prefix(parts: list[str]) -> tuple[str, ...]:
    """Drop ``x=`` from elements only when every element names the same variable (``x=1,x=2``).

    ``x=1,y=2`` keeps its prefixes: as unordered values it would wrongly equal ``y=1,x=2``.
    """
    stripped = [strip_prefix(p) for p in parts]
    prefixes = {p[: len(p) - len(q)] for p, q in zip(parts, stripped, strict=True)}
    if len(prefixes) == 1 and "" not in prefixes:
        return tuple(stripped)
    return tuple(parts)


def parse_structure(s: str) -> Structure:
    """Read the shape of a normalised answer."""
    m = _MATRIX_RE.match(s)
    if m:
        rows = [r for r in m.group(2).split("\\\\") if r != ""]
        grid = tuple(tuple(r.split("&")) for r in rows)
        return Structure("matrix", grid)
    if "\\cup" in s:
        parts = _split_top(s, "\\cup")
        if len(parts) > 1:
            return Structure("union", tuple(parse_structure(p) for p in parts))
    if s.startswith("\\{") and s.endswith("\\}"):
        inner = s[2:-2]
        return Structure("set", _strip_shared_prefix(_split_top(inner, ",")) if inner else ())
    if len(s) >= 2 and s[0] in "([" and s[-1] in ")]" and _encloses(s):
        parts = _split_top(s[1:-1], ",")
        if len(parts) > 1:
            return Structure("seq", _strip_shared_prefix(parts), s[0] + s[-1])
    parts = _split_top(s, ",")
    if len(parts) > 1:
        return Structure("list", _strip_shared_prefix(parts))
    pm = _split_top(s, "\\pm")
    if len(pm) == 2:
        head, tail = pm
        return Structure("pm", (head, tail))
    if s.count("\\pm") == 1 and not s.startswith("\\pm"):
        # "\frac{3\pm\sqrt{5}}{2}": a sign inside a group still makes two values (it binds the term after it)
        return Structure("list", (s.replace("\\pm", "+"), s.replace("\\pm", "-")))
    return Structure("scalar", (s,))


def _pm_values(st: Structure) -> Structure:
    head, tail = st.items
    plus = f"{head}+{tail}" if head else tail
    minus = f"{head}-({tail})" if head else f"-({tail})"
    return Structure("list", (plus, minus))


class Comparator:
    """Compares answers; symbolic steps go through ``symbolic`` (a worker client or an inline function).

    :param timeout: seconds of symbolic work allowed per comparison (shared by its steps).
    :param symbolic: callable ``(op, a_src, b_src, timeout) -> (verdict | None, status)``; None
        disables the symbolic stage.
    :param ordered_lists: compare bare comma lists in order (PRM800K) instead of as multisets.
    :param reduced_fractions: two integer fractions must be written identically, so an
        unreduced ``\\frac{2}{4}`` is not ``\\frac{1}{2}`` (PRM800K).
    """

    def __init__(
        self, timeout: float, symbolic: Any, *, ordered_lists: bool = False, reduced_fractions: bool = False
    ) -> None:
        self.timeout = timeout
        self.symbolic = symbolic
        self.ordered_lists = ordered_lists
        self.reduced_fractions = reduced_fractions

    def _numbers(self, x: str, y: str, fx: Fraction, fy: Fraction, v: Verdict) -> bool:
        v.rule = "numeric"
        if self.reduced_fractions and _INT_FRAC_RE.match(x) and _INT_FRAC_RE.match(y) and x != y:
            v.reason = "fractions written differently (reduced_fractions is on)"
            return False
        if fx != fy:
            v.reason = f"numbers differ: {fx} != {fy}"
        return fx == fy

    def compare(self, pred: str, gold: str) -> Verdict:
        """Is ``pred`` equivalent to ``gold``? Never raises on odd input: a failure is "not equal"."""
        try:
            return self._compare(pred, gold)
        except (ValueError, ArithmeticError, RecursionError) as exc:
            reason = f"could not compare the answers ({type(exc).__name__}: {exc})"[:300]
            return Verdict(False, "error", reason=reason, normalized=(pred[:200], gold[:200]))

    def _compare(self, pred: str, gold: str) -> Verdict:
        p, g = pred.strip(), gold.strip()
        if _PLAIN_NUMBER_RE.match(p) and _PLAIN_NUMBER_RE.match(g):
            # The GSM8K path: two plain numbers need neither normalisation nor parsing rules.
            if p == g:
                return Verdict(True, "string", normalized=(p, g))
            verdict = Verdict(False, "", normalized=(p, g))
            verdict.equal = self._numbers(p, g, Fraction(p), Fraction(g), verdict)
            return verdict
        if p == g:
            n = normalize(gold)
            return Verdict(True, "string", normalized=(n, n))
        if "=" in g and "=" in p and "(" in p:
            p = _named_tuple(p)  # "(x, y) = (7, 3)" against "x = 7, y = 3": the names kept, paired in order
        np_, ng = normalize(p), normalize(gold)
        verdict = Verdict(False, "", normalized=(np_, ng))
        if np_ == ng:
            verdict.equal, verdict.rule = True, "normalized_string"
            return verdict
        if not np_:
            verdict.rule, verdict.reason = "empty", "the extracted answer is empty after normalisation"
            return verdict
        fp, fg = parse_number(np_), parse_number(ng)
        if fp is not None and fg is not None:
            verdict.equal = self._numbers(np_, ng, fp, fg, verdict)
            return verdict
        deadline = time.monotonic() + self.timeout
        verdict.equal = self._structures(parse_structure(np_), parse_structure(ng), verdict, deadline)
        if not verdict.rule:
            verdict.rule = "structure"
        if not verdict.equal and verdict.reason is None:
            verdict.reason = "not equivalent"
        return verdict

    def _structures(self, a: Structure, b: Structure, v: Verdict, deadline: float) -> bool:
        if a.kind == "pm":
            a = _pm_values(a)
        if b.kind == "pm":
            b = _pm_values(b)
        if a.kind == "scalar" and b.kind == "scalar":
            return self._scalars(a.items[0], b.items[0], v, deadline)
        if a.kind != b.kind and {a.kind, b.kind} & {"seq", "matrix"}:
            pairs = _ordered_pairs(a, b) or _ordered_pairs(b, a)
            if pairs is not None:
                # (a tuple for a vector, "(17, 39)" for a column matrix; a tuple for a solved system, "(7, 3)"
                # for "x = 7, y = 3" in the variables' alphabetical order)
                return self._all(pairs, v, deadline)
        unordered = {"set", "list"}
        if a.kind != b.kind and not (a.kind in unordered and b.kind in unordered):
            v.rule, v.reason = "structure", f"answer shapes differ: {a.kind} vs {b.kind}"
            return False
        if a.kind == "seq" and a.brackets != b.brackets:
            v.rule, v.reason = "structure", f"brackets differ: {a.brackets} vs {b.brackets}"
            return False
        if a.kind == "matrix":
            if [len(r) for r in a.items] != [len(r) for r in b.items]:
                v.rule, v.reason = "structure", "matrix shapes differ"
                return False
            pairs = [(x, y) for ra, rb in zip(a.items, b.items, strict=True) for x, y in zip(ra, rb, strict=True)]
            return self._all(pairs, v, deadline)
        if len(a.items) != len(b.items):
            v.rule, v.reason = "structure", f"{len(a.items)} vs {len(b.items)} elements"
            return False
        if a.kind == "seq" or (self.ordered_lists and a.kind == b.kind == "list"):
            return self._all(list(zip(a.items, b.items, strict=True)), v, deadline)
        return self._match_unordered(list(a.items), list(b.items), v, deadline)

    def _all(self, pairs: list[tuple[str, str]], v: Verdict, deadline: float) -> bool:
        for x, y in pairs:
            if not self._scalars(x, y, v, deadline):
                return False
        v.rule = v.rule or "structure"
        return True

    def _match_unordered(self, a: list[Any], b: list[Any], v: Verdict, deadline: float) -> bool:
        """A perfect matching between two multisets of elements (union parts or scalars)."""
        if len(a) > MAX_SET_SIZE:
            v.notes.append("set too large for element-wise matching")
            return sorted(map(str, a)) == sorted(map(str, b))
        used = [False] * len(b)

        def eq(x: Any, y: Any) -> bool:
            if isinstance(x, Structure) or isinstance(y, Structure):
                sx = x if isinstance(x, Structure) else Structure("scalar", (x,))
                sy = y if isinstance(y, Structure) else Structure("scalar", (y,))
                return self._structures(sx, sy, v, deadline)
            return self._scalars(x, y, v, deadline)

        def assign(i: int) -> bool:
            if i == len(a):
                return True
            for j in range(len(b)):
                if not used[j] and eq(a[i], b[j]):
                    used[j] = True
                    if assign(i + 1):
                        return True
                    used[j] = False
            return False

        ok = assign(0)
        if not ok:
            v.rule, v.reason = "structure", "no element-wise matching between the two collections"
        return ok

    def _scalars(self, x: str, y: str, v: Verdict, deadline: float) -> bool:
        if x == y:
            return True
        fx, fy = parse_number(x), parse_number(y)
        if fx is not None and fy is not None:
            return self._numbers(x, y, fx, fy, v)
        if "\\pm" in x or "\\pm" in y:
            sx, sy = parse_structure(x), parse_structure(y)
            if sx.kind == "pm" or sy.kind == "pm":
                return self._structures(sx, sy, v, deadline)
            v.rule, v.reason = "structure", "a ± answer against one without ±"
            return False
        xs, ys = x.split("="), y.split("=")
        if sorted((len(xs), len(ys))) == [1, 2]:
            xs, ys = _as_equations(xs, ys)  # "2x-y+1=0" against "2x+1" (from "y = 2x + 1")
        if len(xs) != len(ys) or len(xs) > 2:
            v.rule, v.reason = "structure", "an equation against a non-equation"
            return False
        if _RELATION_RE.search(x) or _RELATION_RE.search(y):
            v.rule, v.reason = "string_only", "inequalities are compared as strings only"
            return False
        if _WORD_RE.search(x) or _WORD_RE.search(y):
            v.rule = "string_only"
            if x.casefold() == y.casefold():
                return True
            v.reason = "text answers are compared as strings only (case-insensitive)"
            return False
        try:
            if len(xs) == 2:
                tx: Node = ("add", [parse_latex(xs[0]), ("neg", parse_latex(xs[1]))])
                ty: Node = ("add", [parse_latex(ys[0]), ("neg", parse_latex(ys[1]))])
                op = "equation"
            else:
                tx, ty, op = parse_latex(x), parse_latex(y), "equal"
        except GuardError as exc:
            v.notes.append(f"guard: {exc}")
            v.rule = "guard"
            v.reason = f"symbolic comparison refused by the input guard ({exc})"
            return False
        except (LatexParseError, ValueError, IndexError, RecursionError) as exc:
            v.notes.append(f"unparsed: {exc}")
            v.rule = "unparsed"
            v.reason = "could not parse the answer for symbolic comparison"
            return False
        if op == "equal":
            ex, ey = exact_value(tx), exact_value(ty)
            if ex is not None and ey is not None:
                v.rule = "exact_arithmetic"
                if ex != ey:
                    v.reason = f"values differ: {_short_number(ex)} != {_short_number(ey)}"
                return bool(ex == ey)
        if self.symbolic is None:
            v.rule, v.reason = "unparsed", "symbolic comparison disabled"
            return False
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            v.timeouts += 1
            v.rule = "timeout"
            v.notes.append("time budget exhausted")
            v.reason = "symbolic time budget exhausted"
            return False
        v.symbolic_calls += 1
        result, status = self.symbolic(op, to_sympy_source(tx), to_sympy_source(ty), remaining)
        if status == "timeout":
            v.timeouts += 1
            v.rule = "timeout"
            v.notes.append("symbolic timeout")
            v.reason = f"symbolic comparison timed out after {self.timeout:g}s"
            return False
        if status == "ok-numeric":
            v.notes.append("decided by 60-digit numeric evaluation (sympy could not simplify the difference)")
        elif status != "ok":
            v.notes.append(f"symbolic {status}")
            v.rule = "symbolic"
            v.reason = f"symbolic comparison {status}"
            return False
        v.rule = "symbolic"
        if not result:
            v.reason = "symbolically different"
        return bool(result)


# "(x, y) = (7, 3)": single-letter names in parentheses set equal to a tuple of values.
_NAMED_TUPLE_RE = re.compile(r"^\(\s*([a-z](?:\s*,\s*[a-z])+)\s*\)\s*=\s*\((.*)\)$")
_ASSIGNED_RE = re.compile(r"^([a-z])=(?!=)")
_TRANSPOSED_RE = re.compile(r"^(.*)\^\{?T\}?$")


def _named_tuple(pred: str) -> str:
    """``(x, y) = (7, 3)`` as ``x = 7, y = 3`` (each name with its value; the names must all differ),
    so normalising, which drops a tuple's names, cannot read ``(y, x) = (7, 3)`` as ``(7, 3)``; any
    other answer unchanged."""
    m = _NAMED_TUPLE_RE.match(unwrap_math(pred))
    if m is None:
        return pred
    names = [n.strip() for n in m.group(1).split(",")]
    values = _split_top(m.group(2), ",")
    if len(set(names)) != len(names) or len(values) != len(names):
        return pred
    return ", ".join(f"{n} = {v.strip()}" for n, v in zip(names, values, strict=True))


def _ordered_pairs(a: Structure, b: Structure) -> list[tuple[str, str]] | None:
    """The entries of ``a``, a tuple (``(...)`` or ``[...]``, or ``[...]^T``), paired in order with those
    of ``b`` when ``b`` is a vector (a matrix of one column, or one row for an untransposed tuple) or the
    solution of a system (``x=7,y=3``: distinct single-letter names in alphabetical order, the order of
    a tuple's coordinates); None otherwise."""
    transposed = False
    if a.kind == "scalar" and b.kind == "matrix":
        m = _TRANSPOSED_RE.match(a.items[0])
        inner = parse_structure(m.group(1)) if m else a
        if inner.kind != "seq" or inner.brackets not in ("()", "[]"):
            return None
        a, transposed = inner, True
    if a.kind != "seq":
        return None
    if b.kind == "matrix":
        if all(len(row) == 1 for row in b.items):
            column = [row[0] for row in b.items]
        elif len(b.items) == 1 and not transposed:
            column = list(b.items[0])
        else:
            return None
        return list(zip(a.items, column, strict=True)) if len(column) == len(a.items) else None
    if b.kind != "list" or a.brackets != "()" or len(b.items) != len(a.items):
        return None
    names = [_ASSIGNED_RE.match(item) for item in b.items]
    if any(n is None for n in names):
        return None
    letters = [n.group(1) for n in names if n is not None]
    if letters != sorted(set(letters)):
        return None
    return [(x, y[2:]) for x, y in zip(a.items, b.items, strict=True)]


_VARIABLE_RE = re.compile(r"(?<![A-Za-z\\])[a-z](?![A-Za-z])")


def _variables(s: str) -> set[str]:
    return set(_VARIABLE_RE.findall(s))


def _as_equations(xs: list[str], ys: list[str]) -> tuple[list[str], list[str]]:
    """An equation against an expression whose "v =" was dropped in normalising ("y = 2x + 1" is
    read as "2x+1"): the expression as the equation ``v = expression`` when exactly one variable of
    the equation is missing from it ("2x - y + 1 = 0": y), so the two compare as equations; unchanged
    otherwise."""
    eq, expr = (xs, ys) if len(xs) == 2 else (ys, xs)
    missing = _variables("".join(eq)) - _variables(expr[0])
    if len(missing) != 1 or not _variables(expr[0]):
        return xs, ys
    as_equation = [missing.pop(), expr[0]]
    return (xs, as_equation) if eq is xs else (as_equation, ys)


def _short_number(value: object, limit: int = 60) -> str:
    """``value`` as text, its middle cut when longer than ``limit`` characters."""
    bits = getattr(value, "numerator", 0).bit_length() + getattr(value, "denominator", 1).bit_length()
    if bits > 4 * limit:  # str() of a huge int is slow, and capped by Python anyway
        return f"<a number of about {int(bits * 0.30103)} digits>"
    text = str(value)
    return text if len(text) <= limit else f"{text[: limit // 2]}...{text[-limit // 2 :]}"
