"""Classes of answer the third blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

PLANETS = ["Mercury", "Venus", "Jupiter", "Saturn"]
GASES = ["Argon", "Sodium", "Neon", "Methane"]
COMPOUNDS = ["Sulfur dioxide", "Water", "Carbon monoxide", "Sodium chloride"]
PEOPLE = ["John F. Kennedy", "Franklin D. Roosevelt", "Winston Churchill", "Charles de Gaulle"]
PHYSICISTS = ["Isaac Newton", "Albert Einstein", "Niels Bohr", "Marie Curie"]
NUMBERS = ["6", "8", "9", "12"]
DECIMALS = ["1.732", "1.414", "2.236", "3.162"]


@pytest.mark.parametrize(
    ("response", "choices", "letter"),
    [
        # emphasis with one underscore or star around an option's text
        ("_Jupiter_", PLANETS, "C"),
        ("_Saturn_, because of its rings.", PLANETS, "D"),
        # a dash between two single letters pairs them ("A–T"), it commits to nothing
        ("Jupiter is the largest; the pairing runs A–B and C–D in the table.", PLANETS, "C"),
        # "so the <noun> is X" with a label that ends its clause (dash, comma, full stop)
        ("It is the hottest because of its atmosphere. So the best choice is B — Venus.", PLANETS, "B"),
        ("Mass decides it, so the right pick here is C, the gas giant.", PLANETS, "C"),
        # a lowercase label opening the answer
        ("d. the ringed planet is the least dense", PLANETS, "D"),
        ("b: venus, thanks to runaway greenhouse heating", PLANETS, "B"),
        # an option called wrong after its name does not count
        ("Mercury is the one people expect and it's wrong — Venus is hotter.", PLANETS, "B"),
        ("Saturn is incorrect here; Jupiter is far heavier.", PLANETS, "C"),
        # an opening that lists several options is not an answer-first
        ("The Mercury, Venus and Saturn figures are all smaller. So the heaviest is Jupiter.", PLANETS, "C"),
        # a label after a colon that ends the answer, whatever the word before it
        ("Saturn would float in water, Jupiter has the Red Spot, and the closest is tiny: A.", PLANETS, "A"),
        # elimination by name: the one option named by a distinctive word and not ruled out
        ("Not Newton, not Bohr, and not Curie either. Relativity belongs to Einstein.", PHYSICISTS, "B"),
        ("E = mc² — Einstein, in 1905.", PHYSICISTS, "B"),
        # a computed result equal to one numeric option (after "=", "is", "≈", "total")
        ("Sorted, the values are 2, 6, 9, 12, 15; the median is 9.", NUMBERS, "C"),
        ("3 × 4 = 12.\n\nCheck: 6 + 6 is 12 too.", NUMBERS, "D"),
        ("√3 ≈ 1.73205. (1.414 is √2, and 2.236 is √5.)", DECIMALS, "A"),
        # chemical symbols and formulas, initials
        ("Ne", GASES, "C"),
        ("CH₄ — the main component of natural gas.", GASES, "D"),
        ("SO2", COMPOUNDS, "A"),
        ("NaCl.", COMPOUNDS, "D"),
        ("FDR, who served four terms.", PEOPLE, "B"),
        ("JFK", PEOPLE, "A"),
    ],
)
def test_batch3_class_is_read(response: str, choices: list[str], letter: str) -> None:
    assert extract_letter(response, choices).letter == letter


@pytest.mark.parametrize(
    ("response", "choices"),
    [
        # "a wrong number" does not call the option before it wrong; still two options, no commitment
        ("It is either 8 or 9 — I'd rather not give you a wrong number.", NUMBERS),
        # two computed results naming different options
        ("Adding gives 6 + 2 = 8 and multiplying gives 3 × 3 = 9, and the question does not say which.", NUMBERS),
        # a formula that names no option, initials that fit none, a negated opening
        ("H2O", GASES),
        ("NASA", PEOPLE),
        ("Not Newton.", PHYSICISTS),
        # an approximation that does not round to the option
        ("√3 ≈ 1.7.", DECIMALS),
    ],
)
def test_batch3_class_does_not_overreach(response: str, choices: list[str]) -> None:
    assert extract_letter(response, choices).letter is None
