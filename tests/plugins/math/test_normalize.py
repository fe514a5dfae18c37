"""String normalisation: the hendrycks MATH, Minerva and PRM800K rules the issue lists."""

from __future__ import annotations

import pytest
from scorewire_math import MathEquivalence
from scorewire_math._normalize import normalize


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (r"\dfrac{1}{2}", r"\frac{1}{2}"),
        (r"\tfrac{1}{2}", r"\frac{1}{2}"),
        (r"\left( 1, 2 \right)", "(1,2)"),
        (r"\left\{ 1, 2 \right\}", r"\{1,2\}"),
        (r"90^\circ", "90"),
        (r"90^{\circ}", "90"),
        (r"50\%", "50"),
        (r"10 \text{ cm}^2", "10"),
        (r"5\text{ square units}", "5"),
        (r"\text{Devon}", "Devon"),
        (r"\mbox{(C)}", "C"),
        ("18 dollars", "18"),
        ("5 cm", "5"),
        ("2 xy", "2xy"),
        ("x = 5", "5"),
        (r"\theta = \frac{\pi}{2}", r"\frac{\pi}{2}"),
        ("y = 2x + 3", "2x+3"),
        ("x + y = 3", "x+y=3"),
        ("(x, y) = (1, 2)", "(1,2)"),
        ("1,234,567", "1234567"),
        (r"1{,}000", "1000"),
        (r"10,\!000", "10000"),
        (r"\sqrt3", r"\sqrt{3}"),
        (r"\sqrt 3", r"\sqrt{3}"),
        (r"\frac12", r"\frac{1}{2}"),
        (r"\frac1{2}", r"\frac{1}{2}"),
        (r"\frac{1}2", r"\frac{1}{2}"),
        ("42.", "42"),
        (".5", "0.5"),
        (r"\$4.50", "4.50"),
        (r"$\frac{1}{2}$", r"\frac{1}{2}"),
        (r"\( 3 \)", "3"),
        ("12,5", "12,5"),
        (r"\pm 2", r"\pm2"),
        (r"x \geq 3", r"x\ge3"),
        ("−5", "-5"),
        ("±√2", r"\pm\sqrt{2}"),
        ("x² ≤ 3π", r"x^2\le3\pi"),
    ],
)
def test_normalize(raw: str, expected: str) -> None:
    assert normalize(raw) == expected


@pytest.mark.parametrize("raw", [r"\frac{1}{2}", "(0,1]", r"\begin{pmatrix}1\\2\end{pmatrix}", "1,2", r"\text{odd}"])
def test_normalize_is_idempotent(raw: str) -> None:
    once = normalize(raw)
    assert normalize(once) == once


@pytest.mark.parametrize(
    ("response", "gold"),
    [
        ("0, 100", "100"),  # a list of 0 and 100 (found by the tuple-order property test)
        ("0,100", "100"),  # a leading group of 0 is never a thousands grouping
        ("7, 500", "7500"),  # a comma and a space separate members
        ("12, 345, 678", "12345678"),
    ],
)
def test_a_list_is_never_read_as_one_number_with_thousands_separators(response: str, gold: str) -> None:
    assert not MathEquivalence().equivalent(response, gold).equal


@pytest.mark.parametrize(("response", "gold"), [("7,500", "7500"), ("$1,000,000", "1000000"), ("-2,280.5", "-2280.5")])
def test_thousands_separators_still_read(response: str, gold: str) -> None:
    assert MathEquivalence().equivalent(response, gold).equal
