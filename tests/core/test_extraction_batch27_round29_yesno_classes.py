"""Classes of yes/no answer the twenty-seventh blind batch still showed the reader misreading (round 29).

The texts are new (not copies of blind rows); near misses must keep reading as before.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the question names its subject with a noun of kind the reply drops: "the element gold" -> "Gold"
        ("Is the element gold magnetic?", "Gold is not magnetic.", "no"),
        ("Is the gas argon reactive?", "Argon is unreactive.", "no"),
        ("Is the number e equal to 2.7?", "It isn't 2.7.", "no"),
        ("Is the number e rational?", "E is irrational.", "no"),
        ("Is the river Severn longer than the Thames?", "The Severn is longer than the Thames.", "yes"),
        ("Is the river Severn longer than the Thames?", "The Severn is not longer than the Thames.", "no"),
        # near misses: another name in the subject; the name only after "than"; another value; a compound noun
        ("Is the element gold magnetic?", "Iron is magnetic.", "None"),
        ("Is the element gold magnetic?", "Iron is not magnetic.", "None"),
        ("Is the element gold magnetic?", "Gold is shiny.", "None"),
        ("Is the gas argon reactive?", "Neon is not reactive.", "None"),
        ("Is the number e equal to 2.7?", "It isn't 3.", "None"),
        ("Is the number e equal to 2.7?", "Tau is not 2.7.", "None"),
        ("Is the river Severn longer than the Thames?", "The Thames is not longer than the Severn.", "None"),
        ("Is the planet Venus hotter than Mercury?", "Mercury is not hotter than Venus.", "None"),
        ("Is the river bank steep?", "The bank is not steep.", "None"),
        ("Is the city centre crowded?", "The centre is crowded.", "None"),
    ],
)
def test_classifier_noun_dropped(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a root sign written for "the square root of" on the subject of a copula
        ("Is the square root of 3 a rational number?", "√3 is irrational.", "no"),
        ("Is the square root of 7 rational?", "√7 is rational.", "yes"),
        ("Is the square root of 5 irrational?", "√(5) is irrational.", "yes"),
        ("Is the cube root of 64 an integer?", "∛64 is an integer.", "yes"),
        # near misses: the sign in a formula; another root; a reply cut off before its verdict
        ("Is the square root of 3 irrational?", "√3 ≈ 1.732... its decimals never repeat, which means", "None"),
        ("Is the square root of 3 irrational?", "Assume √3 = a/b in lowest terms. Then a² = 3b², so", "None"),
        ("Is the cube root of 64 an integer?", "√64 is not an integer.", "None"),
    ],
)
def test_root_sign_for_the_spelled_root(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value
