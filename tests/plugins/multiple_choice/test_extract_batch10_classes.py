"""Classes of answer the tenth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen, and the near misses
after each class must keep their reading.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

CAPITALS = ["Sydney", "Melbourne", "Canberra", "Perth"]
PLANETS = ["Mercury", "Venus", "Earth", "Mars", "Jupiter"]
METALS = ["Iron", "Copper", "Gold", "Silver"]
COMPOSERS = ["Johann Sebastian Bach", "Ludwig van Beethoven", "Wolfgang Amadeus Mozart", "Frédéric Chopin"]
UNITS = ["Newton", "Pascal", "Joule", "Watt", "Kelvin"]
SPEEDS = ["O(1)", "O(log n)", "O(n)", "O(n log n)"]
PRICES = ["$45", "$48", "$50", "$60"]
DERIVATIVES = ["3x^2 + 2x", "3x^2 − 2x", "x^3", "6x"]
TREATIES = ["The Treaty of Utrecht", "The Peace of Westphalia", "The Congress of Vienna", "The Treaty of Paris"]


def read(text: str, choices: list[str]) -> str | None:
    return extract_letter(text, choices).letter


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # every other option's label ruled out in one list or clause by clause: the one left
        ("Whatever else it is, it is not A, C or D.", CAPITALS, "B"),
        ("We can rule out A, B, D and E straight away.", PLANETS, "C"),
        ("It can't be (A), (B) or (D).", METALS, "C"),
        ("Not iron (A), not copper (B), and certainly never silver (D).", METALS, "C"),
        ("Ruling things out: no to Sydney (A); no to Melbourne (B); no to Perth (D).", CAPITALS, "C"),
        ("Neither A nor B, and D isn't right either.", METALS, "C"),
        ("So the answer isn't B, isn't C, isn't D, isn't E.", PLANETS, "A"),
        ("Option A is out, option B is out, and option D is out as well.", CAPITALS, "C"),
        ("Option A is ruled out; B gets eliminated; D goes.", CAPITALS, "C"),
        # (by the options' text, each named only to be ruled out)
        ("Gold — no. Iron — no. Silver — no.", METALS, "B"),
        ("Not Sydney, not Melbourne, and Perth is wrong.", CAPITALS, "C"),
        # a label singled out as "the one (that ...)" / "the only ... one"
        ("Checking each: only heat is not a force unit. So D is the one that measures power.", UNITS, "D"),
        ("Copper conducts, iron rusts, silver tarnishes; C is the only noble one here.", METALS, "C"),
        ("B is the only option with a logarithmic cost.", SPEEDS, "B"),
        ("Of the four, A is the one.", CAPITALS, "A"),
        # a counterfactual closing sentence ("If ..., it would be X") does not revoke the answer
        ("Force is in newtons (A). If the question asked about energy, it would be joules (C).", UNITS, "A"),
        (
            "Answer: B. If the list were sorted it would be O(log n)... which it already is; were it not, C.",
            SPEEDS,
            "B",
        ),
        ("The total is $48 (B). If the coupon applied twice, the price would be $45 (A).", PRICES, "B"),
        # (also without "if": "Had it ...", "Were it ...")
        ("So A. Had it asked for energy, the answer would be joules, C.", UNITS, "A"),
        ("Copper, so B. Were the question about price, gold (C) would be the pick.", METALS, "B"),
        # a commitment inside a concession that follows or opens the sentence is not the answer
        ("The answer is D, although a hash table lookup, which is option A, is faster on average.", SPEEDS, "D"),
        ("It's C — even though some sources say it's B for small inputs.", SPEEDS, "C"),
        ("Though many guess it's A, the answer is C.", CAPITALS, "C"),
        # a bare label as the last clause after a semicolon
        ("Heavier than the others and the least reactive; C.", METALS, "C"),
        ("It is the capital by law, not by size; (C)", CAPITALS, "C"),
        # a verb of declining before a verb of choosing
        ("Canberra or Sydney, depending on who you ask; I decline to choose.", CAPITALS, None),
        ("Melbourne? Canberra? I will abstain from naming one.", CAPITALS, None),
        ("I am holding off on committing: Venus and Earth both have a case.", PLANETS, None),
        ("Silver looks tempting, but I would prefer not to guess.", METALS, None),
        # what elimination leaves, by name
        (
            "Bach is Baroque, Beethoven bridges eras, Chopin is Romantic. That leaves Mozart as the Classical one.",
            COMPOSERS,
            "C",
        ),
        (
            "Sydney is the biggest, Melbourne was temporary, Perth is remote, which leaves us with Canberra.",
            CAPITALS,
            "C",
        ),
        ("Newtons, pascals and joules measure other things, leaving the kelvin for temperature.", UNITS, "E"),
        # two labels left open after a hedge, or chosen together, with no commitment
        ("Might be B or D; both come up in textbooks.", METALS, None),
        ("Perhaps A or C, I can't pin it down.", CAPITALS, None),
        ("I'd choose both A and C, because each matches part of the description.", CAPITALS, None),
        ("Going with both B and D here.", PLANETS, None),
        # options that differ only in a sign, the answer written with other typography
        ("The derivative is 3x² − 2x.", DERIVATIVES, "B"),
        ("d/dx gives **3x^2 + 2x**", DERIVATIVES, "A"),
        # an answer cut off at the heading of the next option it was going to judge
        (
            "Going through them:\nSydney - largest city, not the capital\nMelbourne - capital until 1927 only\nCanberra:",
            CAPITALS,
            None,
        ),
        ("Checking each one:\n- Option A: wrong\n- Option B:", CAPITALS, None),
        ("Iron (A) rusts.\nCopper (B) conducts.\nGold:", METALS, None),
        # several options listed, then set apart by a dash or semicolon, one more named last
        ("Pascals measure pressure, joules energy, watts power — temperature is measured in kelvin.", UNITS, "E"),
        ("Mercury is smallest, Venus is hottest, Mars is red; the largest is Jupiter.", PLANETS, "E"),
        (
            "Of the four cities, Sydney is the largest, Melbourne the oldest, Perth the sunniest — Canberra is the capital.",
            CAPITALS,
            "C",
        ),
        # an identification in brackets qualified straight away is a cross-reference
        ("Before tax it is $50 (that's option C, but tax is still to come). With tax the total is $60.", PRICES, "D"),
        ("The unit of work (it's C, though only for energy) differs from the unit of force, the newton.", UNITS, "A"),
        # a closing paragraph that goes over the other options by their labels
        (
            "Canberra was purpose-built as a compromise. So C.\n\nOthers: Sydney (A) is bigger, Melbourne (B) was "
            "interim, Perth (D) is far west.",
            CAPITALS,
            "C",
        ),
        ("Gold.\n\nAlso known: iron (A) rusts, copper (B) turns green, silver (D) tarnishes.", METALS, "C"),
        # a closing verdict that names one option by a word of its own
        ("The Utrecht treaty and the Vienna congress came much later or earlier. I'd say Westphalia.", TREATIES, "B"),
        ("Beethoven and Mozart are Viennese; Bach is Baroque. My pick is Chopin, honestly.", COMPOSERS, "D"),
        # a commitment retracted explicitly, the new option named after the retraction
        ("Mars (D) is the one. Hmm, no: Venus (B).", PLANETS, "B"),
        ("The answer is A. Wait, no, it is Canberra.", CAPITALS, "C"),
        ("I'd go with B. Scratch that — C.", METALS, "C"),
        ("Answer: A. On second thought, the answer is D.", SPEEDS, "D"),
    ],
)
def test_batch10_classes(response: str, choices: list[str], expected: str | None) -> None:
    assert read(response, choices) == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a label ruled out among others named positively: no elimination
        ("Not A or B; C or D are both possible.", CAPITALS, None),
        ("It is not A, but B is close.", CAPITALS, "B"),
        # only one of three others ruled out: nothing left alone
        ("Not A.", CAPITALS, None),
        # "the one" that most people pick is no commitment ... but "the one that" is
        ("The answer is C. Perth is the one people forget.", CAPITALS, "C"),
        # a request to choose under pressure is the answer's own choice
        ("Hard to say. If I had to pick, I would go with C.", CAPITALS, "C"),
        ("Hard one. Had I to choose, I would say C.", CAPITALS, "C"),
        # options named but not all ruled out leave nothing by elimination
        ("Gold — no. Iron — yes. Silver — no.", METALS, "A"),
        # "both ... are" describes them; no choosing verb
        ("Both A and C are rivers, so B.", CAPITALS, "B"),
        # a concession after the answer's own label keeps the label
        ("It's C, though B is close.", CAPITALS, "C"),
        # a list continued after the dash decides nothing
        (
            "Of the four cities, Sydney is the largest, Melbourne the oldest, Perth the sunniest — and Canberra the smallest.",
            CAPITALS,
            None,
        ),
        # what follows a retraction and checks the answer again, ending on it, keeps it
        ("Answer: C. Wait, no: checking A again, Sydney is only the largest. Still C.", CAPITALS, "C"),
        ("Answer: C. Hmm, Sydney is tempting but no.", CAPITALS, "C"),
        # a bare label line that is the answer after a marker
        ("Answer:\nC", CAPITALS, "C"),
    ],
)
def test_batch10_near_misses(response: str, choices: list[str], expected: str | None) -> None:
    assert read(response, choices) == expected
