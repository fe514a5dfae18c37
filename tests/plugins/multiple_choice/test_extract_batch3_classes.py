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


# Classes the fourth blind batch showed (new texts, one or more per class).
TOOLS = ["Hammer", "Screwdriver", "Wrench", "Saw"]
ENERGY = ["Coal", "Oil", "Natural gas", "Solar power"]
AUTHORS = ["Jane Austen", "Charles Dickens", "Mark Twain", "Leo Tolstoy"]
FRACTIONS = ["0.3", "0.33", "0.35", "0.303"]


@pytest.mark.parametrize(
    ("response", "choices", "letter"),
    [
        # "so X, not Y", "so X, the ...", "which is X", "the answer's X", "— option X", "that leaves X"
        ("At first I thought of the wrench. But nails need striking, so A, not C.", TOOLS, "A"),
        ("It cuts wood, so D, the toothed blade.", TOOLS, "D"),
        ("Turning screws needs a driver, which is B.", TOOLS, "B"),
        ("Pipes need gripping, so the answer's C, the adjustable one.", TOOLS, "C"),
        ("A toothed blade — option D.", TOOLS, "D"),
        ("A hits nails and C grips nuts. That leaves B, which turns screws.", TOOLS, "B"),
        # "&" for "and"; a decimal at the start is not cut at its point
        ("Sun & wind aside, solar power.", ENERGY, "D"),
        ("0.35 is the largest (0.350 > 0.330 > 0.303 > 0.300).", FRACTIONS, "C"),
        # trailing emoji and check marks, a code block that only illustrates
        ("Coal, oil and gas burn carbon. Solar power is renewable. D ✅", ENERGY, "D"),
        ("The hammer drives nails. So Hammer.\n\n```text\nnail <- hammer\n```", TOOLS, "A"),
        # "X — no." rules the option out; a short last sentence that is a name
        ("Coal — no. Oil — no. Natural gas — no, it is fossil too. Solar power is what remains.", ENERGY, "D"),
        (
            "Austen wrote Emma, Twain wrote Huck Finn, Tolstoy wrote War and Peace. So not A, C or D. Dickens.",
            AUTHORS,
            "B",
        ),
        # options named only in a bracketed aside do not count
        ("Oliver Twist is by Charles Dickens. (Emma is Jane Austen's, Anna Karenina Leo Tolstoy's.)", AUTHORS, "B"),
        # "which is X" inside a bracketed aside after the answer is no commitment
        ("Drives nails, so A. (Turning screws is the screwdriver, which is B — easy to confuse.)", TOOLS, "A"),
    ],
)
def test_batch4_class_is_read(response: str, choices: list[str], letter: str) -> None:
    assert extract_letter(response, choices).letter == letter


@pytest.mark.parametrize(
    ("response", "choices"),
    [
        # cut off before committing
        ("The hammer is for nails and the saw for wood, so among these it must be", TOOLS),
        ("Let me weigh these up... **Answer:", TOOLS),
        (
            "Going through each tool in turn, the hammer and the wrench both matter here and the saw is "
            "for cutting wood, which is a different job entirely, while the screwdriver turns screws and is "
            "the one people most often reach for first when they need to assemble flat pack furniture at h",
            TOOLS,
        ),
        # declining, or saying none of the listed options
        ("I'd prefer not to pick one; you'll have to decide for yourself.", TOOLS),
        ("I'm not going to answer this, it depends on the job.", TOOLS),
        ("None of the listed options is right — you would use a chisel.", TOOLS),
        ("Maybe a hammer. Or a wrench? I am not sure between those two.", TOOLS),
        # a list after "so" names several options
        ("So A, B and C are all hand tools.", TOOLS),
    ],
)
def test_batch4_class_does_not_overreach(response: str, choices: list[str]) -> None:
    assert extract_letter(response, choices).letter is None
