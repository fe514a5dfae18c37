"""Classes of answer the sixth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

RIVERS = ["Nile", "Amazon", "Yangtze", "Danube", "None of the above"]
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
        # "none of the above" meant
        ("None of the above: the longest river is not in the list.", ["Amazon", "Yangtze", "Danube", "Congo"]),
    ],
)
def test_commits_to_nothing(response: str, choices: list[str]) -> None:
    assert extract_letter(response, choices).letter is None
