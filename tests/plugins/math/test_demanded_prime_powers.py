"""A problem that asks for a product of prime powers ("the prime factorization of 60", "as a product of
primes") is not answered by an equal product with a composite factor ("2³ · 6" for 48) or by the number
itself: the form is the answer. Batch 26 showed the class ("48 = 2³ · 6", a false positive); the texts
below are new.
"""

from __future__ import annotations

import pytest

from .conftest import equal

FACTOR_60 = "What is the prime factorization of 60?"
PRIMES_72 = "Express 72 as a product of primes."
POWERS_90 = "Write 90 as a product of prime powers."


@pytest.mark.parametrize(
    ("response", "gold", "question", "want"),
    [
        # the demanded form reached: equal
        ("60 = 2² × 3 × 5", "2^2 \\cdot 3 \\cdot 5", FACTOR_60, True),
        ("So $60 = 2^2 \\cdot 3 \\cdot 5$.", "2^2 \\cdot 3 \\cdot 5", FACTOR_60, True),
        ("72 = 2^3 · 3^2", "2^3 \\cdot 3^2", PRIMES_72, True),
        ("Dividing out: 90 = 2·3·3·5.", "2 \\cdot 3^2 \\cdot 5", POWERS_90, True),
        # equal in value, not a product of prime powers: not equal
        ("60 = 4 × 15", "2^2 \\cdot 3 \\cdot 5", FACTOR_60, False),
        ("60 = 2^2 * 15", "2^2 \\cdot 3 \\cdot 5", FACTOR_60, False),
        ("72 = 8 · 9", "2^3 \\cdot 3^2", PRIMES_72, False),
        ("It comes to 90.", "2 \\cdot 3^2 \\cdot 5", POWERS_90, False),
        # near misses: no such demand, or a gold that is no product of prime powers
        ("60 = 4 × 15", "60", "What is 4 times 15?", True),
        ("It has 3.", "3", "How many distinct prime factors does 60 have?", True),
        ("The largest prime factor is 13.", "13", "Find the largest prime factor of 91.", True),
        ("They are 2, 3 and 5.", "2, 3, 5", "List the prime factors of 60.", True),
    ],
)
def test_a_product_of_prime_powers_asked_for(response: str, gold: str, question: str, want: bool) -> None:
    assert equal(response, gold, question) is want
