"""Classes of answer the 29th blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batches): each class is fixed by a
general rule, so the rule must hold on answers it has not seen, and the near misses must keep their reading.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

METALS = ["Copper", "Silver", "Gold", "Iron", "Zinc"]
RIVERS = ["Nile", "Amazon", "Yangtze", "Mississippi"]
COMPOSERS = ["Johann Sebastian Bach", "Ludwig van Beethoven", "Frederic Chopin", "Claude Debussy"]


# -- a label taken back at once for another on the same line: "X... no, Y", "X — wait, Y", "X, no, actually Y"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("C... no, D. Iron rusts, gold does not.", "D"),
        ("E... no, B. Silver conducts best of all metals.", "B"),
        ("A — wait, C. Gold is the one that never tarnishes.", "C"),
        ("D, no, actually E, zinc is what galvanizing uses.", "E"),
        ("B... no, I mean A.\nCopper is what the wiring in most houses is made of.", "A"),
        ("C… nope, B; silver is the better conductor.", "B"),
    ],
)
def test_label_taken_back_for_another(response: str, expected: str) -> None:
    assert extract_letter(response, METALS).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # (the corrected label is itself put out of the running: the first one stands)
        ("C... no, D is wrong too. So C.", "C"),
        # (a full stop, then "No" opening a new sentence, is no revision of the label)
        ("C. No, D would rust, which is the point.", "C"),
        # ("no" that does not take the label back)
        ("C... no doubt about it.", "C"),
        ("D — not E.", "D"),
        # (a revision that ends on two labels commits to two: neither the first label nor one of them)
        ("A... no, B or C.", None),
        # (a question, then the first label again)
        ("C... wait, D? No, C.", "C"),
    ],
)
def test_label_not_taken_back(response: str, expected: str | None) -> None:
    assert extract_letter(response, METALS).letter == expected


# -- a hedged reply (it says it is not sure whether ...) that closes on "Leaning <label>."


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        (
            "My guess is the Nile, though I really can't say whether the Amazon beats it by some measures. Leaning A.",
            RIVERS,
            "A",
        ),
        ("Chopin maybe? I'm not sure whether Debussy wrote more for solo piano. Leaning C.", COMPOSERS, "C"),
        ("Unsure between gold and silver here. Leaning B.", METALS, "B"),
    ],
)
def test_hedge_then_closing_lean(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # (a lean that is followed by an explicit refusal to choose stays undecided)
        ("Leaning toward A, but I can't decide between the Nile and the Amazon.", RIVERS, None),
        # (a lean that is someone else's, under "would be", is no commitment)
        ("The Nile or the Amazon; I can't decide, though most people would be leaning A.", RIVERS, None),
        # (a hedge with no lean at all stays undecided)
        ("I'm not sure whether it's the Nile or the Amazon.", RIVERS, None),
    ],
)
def test_hedge_without_own_lean(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


# -- a commitment by an option's own text and then its label mid-reply ("So: <text>, <label>."), followed only
# -- by remarks that name another option by its text


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        (
            "The Ninth ends with a choral finale. So: Ludwig van Beethoven, B. Johann Sebastian Bach wrote "
            "choral works as well, but never a symphony like that.",
            COMPOSERS,
            "B",
        ),
        (
            "It flows north through the desert into the Mediterranean. Hence Nile, A. The Amazon carries more "
            "water, but it runs east to the Atlantic.",
            RIVERS,
            "A",
        ),
        (
            "Galvanized steel is coated to stop rust. Answer: Zinc, E. Iron is what is being protected, of course.",
            METALS,
            "E",
        ),
    ],
)
def test_text_and_label_then_remarks(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # (what follows revises the commitment)
        ("Rust is iron oxide. So: Iron, D. Actually, Zinc is the better fit for the coating question.", METALS, "E"),
        # (the text before the label is another option's: no agreement, no reading from it)
        ("Rust is iron oxide. So: Copper, D. Zinc is what the coating is made of.", METALS, "E"),
        # (a guess reported, not a commitment made: the option named after it stays the reading)
        ("The obvious guess is the Nile, A. The Amazon holds the record by volume, though.", RIVERS, "B"),
        # (a question, not a sentence that commits)
        ("Rust forms on steel. Iron, D? Zinc is the coating that stops it.", METALS, "E"),
    ],
)
def test_text_and_label_not_read(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


# -- a reply that commits to one option and then ends by counting two options correct: no single answer


@pytest.mark.parametrize(
    "response",
    [
        "Copper is the classic wiring metal, option A. Silver conducts even better, of course, so strictly there are "
        "two correct answers, A and B.",
        "Rust is iron oxide, so D. Zinc corrodes as well in damp air. D and E are both correct.",
        "I'd pick C since gold never tarnishes. But silver jewellery is also prized, so both answers B and C are right.",
    ],
)
def test_ends_counting_two_correct(response: str) -> None:
    assert extract_letter(response, METALS).letter is None


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # (a view reported or denied, not the reply's own count)
        ("The answer is D. Some students think there are two correct answers, D and E.", "D"),
        ("The answer is D. I don't think there are two correct answers, D and E.", "D"),
        ("There are not two correct answers, A and D. Only iron rusts: D.", "D"),
        # (two options described together, not both called correct)
        ("The answer is D. D and E are both metals, but only D rusts.", "D"),
        # (two correct answers mentioned in the middle, the reply going on from it)
        ("The answer is D. Two correct answers, D and E, would need a question that allowed it.", "D"),
    ],
)
def test_two_correct_not_counted(response: str, expected: str) -> None:
    assert extract_letter(response, METALS).letter == expected
