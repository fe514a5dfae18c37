"""Property tests of the exact (sympy-free) path: verdicts follow the rational values."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st
from scorewire_math.evaluators import MathEquivalence

EXACT = MathEquivalence(symbolic="off")
fractions = st.fractions(min_value=-(10**6), max_value=10**6, max_denominator=10**4)


def latex(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    sign = "-" if value < 0 else ""
    return rf"{sign}\frac{{{abs(value.numerator)}}}{{{value.denominator}}}"


def decimal_string(value: Fraction) -> str | None:
    """The exact decimal form of a terminating fraction, else None."""
    den = value.denominator
    twos = fives = 0
    while den % 2 == 0:
        den //= 2
        twos += 1
    while den % 5 == 0:
        den //= 5
        fives += 1
    if den != 1:
        return None
    digits = max(twos, fives)
    scaled = abs(value) * 10**digits
    text = str(scaled.numerator).rjust(digits + 1, "0")
    body = text if digits == 0 else f"{text[:-digits]}.{text[-digits:]}"
    return ("-" if value < 0 else "") + body


@settings(max_examples=150, deadline=None)
@given(fractions, fractions)
def test_verdict_is_equality_of_values(a: Fraction, b: Fraction) -> None:
    assert EXACT.equivalent(latex(a), latex(b)).equal is (a == b)
    assert EXACT.equivalent(f"{a.numerator}/{a.denominator}", latex(b)).equal is (a == b)


@settings(max_examples=150, deadline=None)
@given(fractions)
def test_terminating_decimals_equal_their_fraction_and_nothing_nearby(a: Fraction) -> None:
    dec = decimal_string(a)
    if dec is None:
        return
    assert EXACT.equivalent(dec, latex(a)).equal
    assert not EXACT.equivalent(dec, latex(a + Fraction(1, 10**7))).equal


@settings(max_examples=100, deadline=None)
@given(st.lists(fractions, min_size=2, max_size=5, unique=True))
def test_tuples_are_ordered_and_lists_are_not(values: list[Fraction]) -> None:
    forward = ", ".join(latex(v) for v in values)
    backward = ", ".join(latex(v) for v in reversed(values))
    assert EXACT.equivalent(f"({forward})", f"({forward})").equal
    assert not EXACT.equivalent(f"({forward})", f"({backward})").equal
    assert EXACT.equivalent(forward, backward).equal
    assert not EXACT.equivalent(f"({forward})", f"[{forward}]").equal
