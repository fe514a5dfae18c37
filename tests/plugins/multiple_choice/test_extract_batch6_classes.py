"""Classes of answer the sixth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

RIVERS = ["Nile", "Amazon", "Yangtze", "Danube", "None of the above"]
VITAMINS = ["Vitamin A", "Vitamin B1", "Vitamin C", "Vitamin D"]
FRACTIONS = ["1/4", "1/3", "1/2", "2/3"]
COUNTRIES = ["Portugal", "Spain", "Italy", "Greece", "Switzerland"]
SETS = ["I only", "II only", "I and II only", "I, II and III"]
LETTERS = ["B", "K", "M", "Q"]
BATTLES = ["Battle of Hastings", "Battle of Agincourt", "Battle of Waterloo", "Battle of Trafalgar"]
ELEMENTS = ["Argon", "Helium", "Fluorine", "Krypton"]
VESSELS = ["Superior vena cava", "Inferior vena cava", "Pulmonary artery", "Aorta"]
DRUGS = ["Proton pump inhibitors", "Beta blockers", "Statins", "Loop diuretics"]
STATEMENTS = [
    "Water boils at 100 °C at sea level",
    "Ice is denser than liquid water",
    "Water is made of hydrogen and oxygen",
    "Water expands when it freezes",
]
POWERS = ["2x", "x³/3", "x²", "2"]
PAINTERS = ["Claude Monet", "Pablo Picasso", "Frida Kahlo", "Salvador Dalí"]
PRICES = ["$9,000", "$9,900", "$10,000", "$8,100"]


@pytest.mark.parametrize(
    ("response", "choices", "letter"),
    [
        # "none of the above" named only to rule it out
        ("It is not 'none of the above', since the longest river is listed: the Nile.", RIVERS, "A"),
        ("'None of the above' is wrong here; the Amazon carries the most water.", RIVERS, "B"),
        ("The answer is the Danube, i.e. option D, not “None of the above”.", RIVERS, "D"),
        # powers written with a caret or with superscript digits are the same option text
        ("x^2", POWERS, "C"),
        ("The antiderivative is x^3/3.", POWERS, "B"),
        # an option named by its place in the list
        ("It was painted by the third person listed.", PAINTERS, "C"),
        ("The melting clocks are the work of the final name on the list.", PAINTERS, "D"),
        # a closing aside in brackets or after "Note" names other options without revoking the answer
        (
            "Night blindness points to a retinol shortage, which is option A. (Beriberi, for its part, is "
            "vitamin B1, option B, and rickets is vitamin D, option D.)",
            VITAMINS,
            "A",
        ),
        (
            "Two of six sides are even and prime... no: three of six are even, so 3/6. Option C (1/2). Note 1/3 (B) "
            "would be the chance of a 5 or a 6.",
            FRACTIONS,
            "C",
        ),
        # a table or list that ticks one option and crosses out the others
        (
            "| Option | Value | Fits? |\n|---|---|---|\n| A | 1/4 | ✗ |\n| B | 1/3 | ✗ |\n| C | 1/2 | ✓ |\n"
            "| D | 2/3 | ✗ |",
            FRACTIONS,
            "C",
        ),
        ("- A ✗ too small\n- B ✗\n- C ✗\n- D ✔ two of three", FRACTIONS, "D"),
        # "that's the one" points back to the option named just before
        (
            "Portugal, Spain, Italy and Greece all use the euro. Switzerland? It kept the franc, so that's the one.",
            COUNTRIES,
            "E",
        ),
        # an option's exact text after a colon that ends the answer
        ("I cannot be sure about III, so I will keep only what I checked: I and II only.", SETS, "C"),
        # options that are themselves letters: a letter that is no option label is an option's text
        ("J, K, L... the letter after L is M.\n\nAnswer: M", LETTERS, "C"),
        # a "which is NOT true" question: "X is the false statement"
        ("Ice floats because it is less dense, so B is the false statement.", STATEMENTS, "B"),
        # each option in turn, then the one the closing sentence names
        (
            "Argon — inert. Helium — inert. Fluorine — reactive, a halogen. Krypton — inert. So the odd one out is "
            "fluorine.",
            ELEMENTS,
            "C",
        ),
        (
            "Hastings (1066) was Norman, Agincourt (1415) was Henry V, Trafalgar (1805) was at sea. Napoleon's final "
            "defeat came at Waterloo in 1815.",
            BATTLES,
            "C",
        ),
        # initials of every word of a term; a plural option named in the singular
        (
            "Blood from the lower body returns through the IVC, not the superior one, so the answer is the IVC.",
            VESSELS,
            "B",
        ),
        ("Omeprazole ends in -prazole, which marks a proton pump inhibitor.", DRUGS, "A"),
    ],
)
def test_class_is_read(response: str, choices: list[str], letter: str) -> None:
    assert extract_letter(response, choices).letter == letter


@pytest.mark.parametrize(
    ("response", "choices"),
    [
        # two options left open
        ("Both the Nile and the Amazon have a claim, so I would go for either A or B.", RIVERS),
        ("Monet and Kahlo both fit the dates; it's either option A, or option C.", PAINTERS),
        # an answer cut off mid-computation or mid-sentence
        ("First year: 10,000 × 0.9 = 9,000.\nSecond year: 9,000 × 0.9 =", PRICES),
        (
            "Depreciation takes a tenth each year, so after the first year the car is worth nine thousand and then "
            "in the second year the value drops again by a tenth of what remains, which leaves the owner with",
            PRICES,
        ),
        # an answer that decides nothing before its closing aside
        ("Hard to say which is longer. (Some surveys favour the Nile, others the Amazon.)", RIVERS),
        # a "that's the one" with two options named just before it
        ("Italy or Greece? Both kept the euro, so that's the one.", COUNTRIES),
        # "none of the above" meant
        ("None of the above: the longest river is not in the list.", ["Amazon", "Yangtze", "Danube", "Congo"]),
    ],
)
def test_commits_to_nothing(response: str, choices: list[str]) -> None:
    assert extract_letter(response, choices).letter is None
