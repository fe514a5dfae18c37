"""Classes of answer the 25th blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is fixed by a
general rule, so the rule must hold on answers it has not seen, and the near misses must keep their reading.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

SHARES = ["40%", "60%", "64%", "90%"]
DISTANCES = ["12,030 km", "12,300 km", "1,230 km", "120,300 km"]
POPULATIONS = ["12,300", "12,030", "10,230", "1,230"]
BOILING = ["It is about 78 °C", "It is about 100 °C", "It is about 212 °C", "It is about 373 °C"]
FERNS = ["Seeds", "Spores", "Bulbs", "Runners", "Tubers", "Cones"]
RIVERS = ["Danube", "Rhine", "Elbe", "Oder"]
GRADES = ["1", "5", "10", "20"]
COUNTS = ["2", "4", "6", "8", "11", "13"]


# -- a tens word and a units word are one number: "sixty-four" is 64, never the option "60"


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        ("sixty-four percent", SHARES, "C"),
        ("Sixty four percent of them.", SHARES, "C"),
        ("It comes to ninety percent.", SHARES, "D"),  # (a tens word alone keeps its value)
        ("sixty percent", SHARES, "B"),
        ("Forty percent, near enough.", SHARES, "A"),
    ],
)
def test_compound_number_words(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


def test_decimal_digits_are_not_joined_as_number_words() -> None:
    # ("60.4", normalized to "60 4", is not "64")
    assert extract_letter("Roughly 60.4 percent.", SHARES).letter != "C"


# -- a reply that is a number alone names the option of equal value, with or without thousands separators


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("12030", "B"),
        ("**12300**", "A"),
        ("1230.", "D"),
        ("10230", "C"),
    ],
)
def test_bare_number_without_separators(response: str, expected: str) -> None:
    assert extract_letter(response, POPULATIONS).letter == expected


@pytest.mark.parametrize("response", ["12031", "1203", "12030.5", "120300"])
def test_bare_number_of_no_option_names_none(response: str) -> None:
    assert extract_letter(response, POPULATIONS).letter is None


# -- "°C" / "degrees F" is the scale of a temperature, not the label C or F


@pytest.mark.parametrize(
    "response",
    [
        "Water boils there at about 93 °C on a high plateau.",
        "It is 20°C in the lab.",
        "Around 70 degrees F on a mild day.",
    ],
)
def test_temperature_scale_is_no_label(response: str) -> None:
    assert extract_letter(response, COUNTS).letter is None


def test_temperature_scale_beside_a_real_label() -> None:
    # (the label the reply gives is still read; only the scale letter is passed over)
    assert extract_letter("B, at sea level and 100 °C.", BOILING).letter == "B"
    assert extract_letter("C, at 20 °C", COUNTS).letter == "C"


# -- a lowercase label in brackets that closes a mention, when the reply has no capital label


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("dust-like cells (option b). horsetails do too, though that's not asked", "B"),
        ("tiny wind-borne cells (b); moss is similar but not listed", "B"),
        ("horizontal stems above ground (choice d).", "D"),
        ("ferns use spores (option b). mosses do too but that's not asked", "B"),
    ],
)
def test_lowercase_bracketed_tag(response: str, expected: str) -> None:
    assert extract_letter(response, FERNS).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        "not seeds (a). ferns never flower",  # (a negated tag)
        "mosses (b) or liverworts (d) would both count here",  # (two tags: no pick)
        "some plants (c) later grow from these",  # (a tag before more words is no verdict)
        "(a) flowers are absent (b) leaves unroll",  # (an enumeration)
    ],
)
def test_lowercase_bracketed_tag_near_misses(response: str) -> None:
    assert extract_letter(response, FERNS).method != "single_letter"


# -- saying an option is called wrong: "I'd be wrong to say X", "it would be a mistake to pick X"


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        ("The Oder, I'd be wrong to say the Elbe.", RIVERS, "D"),
        ("The Rhine. You'd be wrong to say Danube, which only starts in Germany.", RIVERS, "B"),
        ("Danube - it would be incorrect to answer Rhine.", RIVERS, "A"),
        ("7 — it would be a mistake to say 14, which is strongly basic.", ["0", "7", "10", "14"], "B"),
    ],
)
def test_option_called_wrong_to_say(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


def test_not_wrong_to_say_keeps_the_option() -> None:
    assert extract_letter("It's not wrong to say Elbe.", RIVERS).letter == "C"


# -- "It isn't - it's X": a negation closed by a fresh "it's" does not reach the option after it


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Many guess Danube. It isn't - it's Rhine.", "B"),
        ("Elbe? It's not — it is Oder.", "D"),
        ("People guess the Danube. It isn't — it's the Rhine.", "B"),
    ],
)
def test_negation_closed_by_a_fresh_its(response: str, expected: str) -> None:
    assert extract_letter(response, RIVERS).letter == expected


@pytest.mark.parametrize("response", ["It isn't Rhine.", "It isn't the Rhine.", "It's not Rhine, it's not Elbe."])
def test_negated_option_stays_out(response: str) -> None:
    assert extract_letter(response, RIVERS).letter is None


# -- "I used to think X": a belief given up


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("I used to think it was the Elbe, but the longest there is the Danube.", "A"),
        ("We used to believe the Oder; the Rhine is the answer.", "B"),
    ],
)
def test_belief_given_up(response: str, expected: str) -> None:
    assert extract_letter(response, RIVERS).letter == expected


def test_belief_used_to_then_named_again() -> None:
    # (the option named again after the given-up thought is the answer)
    assert extract_letter("Danube. I used to think Rhine, but no.", RIVERS).letter == "A"


# -- two numbers joined by a dash are a range ("the 1–20 scale"), whose ends are not named options


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("5, in the middle of the 1–20 grading scale.", "B"),
        ("Ten, halfway along a 1-20 scale.", "C"),
    ],
)
def test_range_ends_are_not_options(response: str, expected: str) -> None:
    assert extract_letter(response, GRADES).letter == expected


@pytest.mark.parametrize(("response", "expected"), [("20", "D"), ("It's 20.", "D"), ("25 - 5 = 20, so 20.", "D")])
def test_numbers_outside_a_range_are_read(response: str, expected: str) -> None:
    assert extract_letter(response, GRADES).letter == expected


def test_range_kept_when_options_are_ranges() -> None:
    assert extract_letter("3-5 days.", ["1-2 days", "3-5 days", "6-9 days", "10-14 days"]).letter == "B"


# -- a walk-through that opens "Option A: ..." and goes on "Option B: ...": its first item is no opening verdict

SQUARES = ["14", "16", "18", "20"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Option A: 14 — not a square. Option C: 18 — not a square. Option D: 20 — no. Only B is left.", "B"),
        ("Choice B: 16 — four squared, yes. Choice A: 14 — no. Choice C: 18 — no. So B.", "B"),
        ("Option A: Danube — too long. Option B: Rhine — in the west. Only C remains.", "C"),
    ],
)
def test_walk_through_opening_is_no_verdict(response: str, expected: str) -> None:
    choices = ["Danube", "Rhine", "Elbe", "Oder"] if "Danube" in response else SQUARES
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # (one labelled opening and no other item: the opening is the verdict)
        ("Option B: 16. That is 4 × 4; the others are not squares.", "B"),
        ("A: 14. It is the one that was asked for. D would be too big.", "A"),
    ],
)
def test_single_labelled_opening_keeps_its_reading(response: str, expected: str) -> None:
    assert extract_letter(response, SQUARES).letter == expected


# -- two labels under two conditions, each after "it's": "If ..., it's A; otherwise it's C." gives no pick


@pytest.mark.parametrize(
    "response",
    [
        "If the question counts the whole delta, it's D; otherwise it's B.",
        "If you measure by volume, it is A, otherwise it is C.",
        "If the Oder counts as German, then D; if not, then B.",
    ],
)
def test_labels_under_two_conditions_after_its(response: str) -> None:
    found = extract_letter(response, RIVERS)
    assert found.letter is None
    assert found.method == "undecided"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("If it's about length, it's A. Otherwise it's still A.", "A"),
        ("It's B. If you doubt it, check the Rhine's length; otherwise trust B.", "B"),
        ("If you're unsure, it's B; it's B anyway.", "B"),
    ],
)
def test_one_label_under_conditions_keeps_its_reading(response: str, expected: str) -> None:
    assert extract_letter(response, RIVERS).letter == expected
