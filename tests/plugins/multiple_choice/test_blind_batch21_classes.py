"""Classes of answer the 21st blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is fixed by a
general rule, so the rule must hold on answers it has not seen, and the near misses must keep their reading.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

CAPITALS = ["Oslo", "Bergen", "Trondheim", "Stavanger"]
GASES = ["Nitrogen", "Oxygen", "Argon", "Carbon dioxide"]
PLANETS = ["Mercury", "Venus", "Earth", "Mars"]
UNITS = ["joule", "watt", "newton", "pascal"]
ROOTS = ["x = 1", "x = 2", "x = 3", "x = 4"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a short verdict by label up front, then remarks that name or tag other options: the opening stands
        ("B. Keep in mind that option D is the one for a closed system, so the two are easy to confuse.", GASES, "B"),
        ("The answer is A) Oslo. Travellers often name C, since Trondheim was the old royal seat.", CAPITALS, "A"),
        ("Answer: C. Mercury is closer to the Sun, which is why quizzes like option A as a trap.", PLANETS, "C"),
        ("La respuesta correcta es la C. Venus se parece en tamaño, y muchos eligen B.", PLANETS, "C"),
        ("Die Lösung ist D. Newton misst eine Kraft, das wäre Option C.", UNITS, "D"),
        ("**B** - oxygen. Argon, option C, makes up under one percent of the air.", GASES, "B"),
        ("I'd pick A, Oslo. Bergen (B) gets more rain and more tourists.", CAPITALS, "A"),
        ("It's D. The watt, listed as B, measures power rather than pressure.", UNITS, "D"),
        ("D. A common slip is the newton, which is option C, because force and pressure sound alike.", UNITS, "D"),
        ("Final answer: B. Mars would be D and it is much colder than Venus, which many people pick.", PLANETS, "B"),
    ],
)
def test_opening_verdict_then_remarks_about_other_options(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # the later sentences revise the opening (a correction, a conclusion, a later verdict by label)
        ("A. Wait, no: Bergen is not the capital either. Correct is A after all? No, it's C.", CAPITALS, "C"),
        ("B. Actually the answer is D.", GASES, "D"),
        ("A is tempting. So I'll go with C.", UNITS, "C"),
        ("Nitrogen dominates, so B is wrong. The right one is A.", GASES, "A"),
        # an opening that rules an option out is no verdict, nor a letter that is a formula's symbol
        ("Power is not pressure, so B is out. Pressure is force over area: the pascal.", UNITS, "D"),
        ("E = mc^2 has nothing to do with it. The answer is B.", UNITS, "B"),
        # an opening that names two labels surveys them
        ("D warms the planet and C is inert. That leaves B, which we breathe.", GASES, "B"),
        # a lower-case letter or an abbreviation opening the reply is no label
        ("Oslo, c. 1300 onwards. The royal court later settled there.", CAPITALS, "A"),
    ],
)
def test_opening_verdict_near_misses(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # the answer by its text, then a closing part that rules another option out and tags it with a label:
        # the tag is no verdict
        ("The planet is Venus. Not Mercury (that's option A, the closest one).", PLANETS, "B"),
        ("Pressure is measured in pascals. Never newtons, which is choice C.", UNITS, "D"),
        ("Most of the air is nitrogen, not oxygen (the usual guess, B).", GASES, "A"),
        ("The energy unit here is the joule; never the watt (which would be B).", UNITS, "A"),
    ],
)
def test_label_in_a_closing_negated_part(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a negated clause that turns back to a verdict keeps that verdict
        ("Oslo is the seat of government. So not B, not C - it's A.", CAPITALS, "A"),
        ("Venus is hotter than Mercury, not cooler; so it's B.", PLANETS, "B"),
        ("Not Mars. Not Earth. It's option B, Venus.", PLANETS, "B"),
        ("It is option C, not D.", UNITS, "C"),
    ],
)
def test_negated_part_near_misses(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


POWERS = ["81", "243", "729", "27"]


@pytest.mark.parametrize(
    "response",
    [
        # a computation cut off on an operator (a power, a product dot, a minus sign) commits to nothing
        "Powers of three: 3^3 = 27, 3^4 = 81, 3^5 = 243, 3^",
        "Multiply it out: 9 · 27 = 243, then 243 ·",
        "Start from 800 and take away the rest: 800 − 71 = 729, then 729 −",
    ],
)
def test_computation_cut_off_on_an_operator(response: str) -> None:
    assert extract_letter(response, POWERS).letter is None


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("3^5 = 243, so B.", "B"),
        ("It is 243 (that is 3^5).", "B"),
        ("C: 729 = 3^6", "C"),
    ],
)
def test_operators_inside_a_finished_answer(response: str, expected: str) -> None:
    assert extract_letter(response, POWERS).letter == expected
