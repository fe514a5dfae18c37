"""Classes of answer the eighth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

PIGMENTS = ["Carotene", "Chlorophyll b", "Chlorophyll a", "Phycocyanin"]
SONGS = ["Yesterday", "Let it be", "Come together", "Something"]
CAPITALS = ["Sydney", "Melbourne", "Canberra", "Perth"]
PLANETS = ["Mercury", "Venus", "Earth", "Mars"]
COUNTS = ["6", "8", "9", "12"]
SPELLINGS = ["Octopuses", "Octopi", "Octopodes", "Octopae"]
CITIES = ["Lyon", "Marseille", "Paris", "Nice", "Lille"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an answer that is exactly one option's text, even one ending in a short word ("a", "be")
        ("Chlorophyll b", PIGMENTS, "B"),
        ("**Chlorophyll a**", PIGMENTS, "C"),
        ("Let it be.", SONGS, "B"),
        # a bare label closing the answer after a sentence that names another option in brackets
        ("Sydney is the biggest city (A). C.", CAPITALS, "C"),
        ("Mars looks red (D), but Venus is the hottest. B.", PLANETS, "B"),
        ("The hottest is not Mercury (A). B!", PLANETS, "B"),
        # "Choice X." or "Letter X." opening the closing sentence
        ("Venus traps heat under its clouds. Choice B.", PLANETS, "B"),
        ("Canberra was built as a compromise. Letter C", CAPITALS, "C"),
        # a commitment inside a closing aside is no answer: a bracketed line after a bare label line,
        # a check, a comparison, or a hypothetical "If you ..., it would be ..."
        ("6 + 6 = 12 -> D\n\n(With 4 + 4 it would be 8, which is B.)", COUNTS, "D"),
        ("Canberra. C.\n\nSanity check: Sydney, which is option A, is only the largest city.", CAPITALS, "C"),
        ("It has 8 planets. B\n\nIf you counted Pluto as well, it would be 9 (C).", COUNTS, "B"),
        ("Venus is hottest, B. For comparison, the coldest is Mars, which is D.", PLANETS, "B"),
        # "so the <description> is <the option's text>, (option) X": the text first, then its label
        ("Ravel wrote it in 1928. So the composer is Ravel, option B.", ["Debussy", "Ravel", "Satie", "Fauré"], "B"),
        (
            "So the largest moon listed is Ganymede, D — Titan (C) comes second.",
            ["Io", "Europa", "Titan", "Ganymede"],
            "D",
        ),
        ("Hence the noble gas here is argon, C.", ["Nitrogen", "Oxygen", "Argon", "Hydrogen"], "C"),
        # an option named by a quoted word of its text ("the 'none' option")
        (
            "Each of A-C fails one test, so it must be the 'none' option.",
            ["2", "3", "5", "All of them", "None of them"],
            "E",
        ),
        ("Only the bundle covers everything, so pick the 'combined' one.", ["Plan X", "Plan Y", "Combined plan"], "C"),
        # options discussed in turn with "X:" labels, the verdict after them
        ("A: too hot. B: too cloudy. D: too cold. Earth (C) keeps liquid water.", PLANETS, "C"),
        ("A: fragment. B: clause. C: clause. 'Mars' alone is a planet here.", PLANETS, "D"),
        # a closing "would be X" after an explicit answer is discussion, unless the answer is revised
        ("Largest is 9. Answer C. The smallest would be A.", COUNTS, "C"),
        ("The answer is B. With two more it would be D.", COUNTS, "B"),
        ("The answer is B. Wait, I misread: it would be D.", COUNTS, "D"),
        # a first-person "I'd say X", a concession after it
        ("Both forms appear in print, but I'd say A, although B is common too.", SPELLINGS, "A"),
        ("Greek gives octopodes, so I would say (C).", SPELLINGS, "C"),
    ],
)
def test_class_is_read(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices"),
    [
        # the answer ends leaving two options open
        ("Marseille is old, Paris is big. I'll leave it between B and C.", CITIES),
        ("Paris fits, but Lyon does too, so both A and C could be right.", CITIES),
        ("So C... though E has a case if you count the metro area. C or E.", CITIES),
        # it declines to state one
        ("Figures vary from year to year, so I don't want to state a single answer.", CITIES),
        ("Rankings change; I do not want to pick one here.", CITIES),
        # it is cut off in a hedge
        ("Paris, but you could argue", CITIES),
        # a first-person pick of two options; someone else's "say" is no pick of the answer's
        ("I'd say B or C.", CITIES),
    ],
)
def test_class_commits_to_nothing(response: str, choices: list[str]) -> None:
    assert extract_letter(response, choices).letter is None


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a "Note" sentence may give the answer; a check with no other option changes nothing
        ("Mercury is closest. Note: the answer is A.", PLANETS, "A"),
        ("The answer is B.\n\nQuick check: Venus has the thickest atmosphere.", PLANETS, "B"),
        # a closing "If you ..." that says what would be is an aside, but only after a finished answer
        ("If you count the dwarf planets too, it would be 9 (C).", COUNTS, "C"),
        # "choice" inside a sentence is not a closing label: "vitamin A, choice C" is C
        ("Among the options that's Venus, choice B.", PLANETS, "B"),
    ],
)
def test_neighbours_keep_their_reading(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a request for the answer is no counterfactual aside
        ("Option A seems right at first. If you want my pick, though, it would be C.", PLANETS, "C"),
        # "between X and Y" that leaves nothing open
        ("The answer is C. The usual mix-up is between A and B.", CAPITALS, "C"),
    ],
)
def test_lookalikes_of_the_classes_keep_their_reading(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected
