"""Classes of answer the twentieth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch). Each class is fixed by
one general mechanism, so the rule must hold on answers it has not seen; near misses that must keep
(or must not gain) a reading sit beside each class.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter
from scorewire_multiple_choice._closing_alone import closing_alone

RIVERS = ["The Nile", "The Amazon", "The Yangtze", "The Danube"]
RIVERS_Q = "Which river carries the most water?"
GASES = ["Oxygen", "Nitrogen", "Argon", "Carbon dioxide"]
GASES_Q = "Which gas makes up most of Earth's atmosphere?"


@pytest.mark.parametrize(
    "response",
    [
        # an answer cut off on a contracted verb, which never closes an English sentence: no verdict yet
        "The Nile is long but not the biggest by flow. So it's",
        "Not the Danube, not the Yangtze. I think it's",
        "The Nile is out. What's left, then? Well, I'm",
        "The Nile? The Yangtze? Honestly we're",
        "Counting the volume, The Amazon is clearly ahead of the rest, and I'd",
        "Nitrogen is common, but the one they want here is what’s",
        # or on a preposition or determiner that wants its object
        "The Yangtze drains a huge basin, but the biggest flow belongs to the river between",
        "Measured at the mouth, the largest discharge is that of your",
        "The Nile has less water than",
    ],
)
def test_cut_off_on_a_word_that_wants_more_is_no_verdict(response: str) -> None:
    assert extract_letter(response, RIVERS, question=RIVERS_Q).letter is None


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # near misses: a whole clause before the cut (a reason cut off after it) keeps its verdict
        ("The answer is the Amazon, because", "B"),
        ("The Amazon, although", "B"),
        # a possessive after a name closes a sentence
        ("The record flow is the Amazon's", "B"),
    ],
)
def test_a_whole_clause_before_the_cut_keeps_its_verdict(response: str, expected: str) -> None:
    assert extract_letter(response, RIVERS, question=RIVERS_Q).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a label standing alone as the reply's last sentence is its last word, whatever came before
        ("The Nile is the longest, so A. Hmm, but length is not flow; the Amazon dwarfs it. B.", "B"),
        ("I first thought the Yangtze. No wait. The Amazon carries about a fifth of all river water.\nB", "B"),
        ("Nile for length (A)... though the question is volume. Okay, B.", "B"),
        ("Flow at the mouth: about 209,000 m3/s. (The Danube would be far smaller.) B.", "B"),
        ("It's option C, surely. Actually the Yangtze is only third by discharge. Then **B**.", "B"),
        ("Der Nil ist der längste Fluss. Aber die Wasserführung? Der Amazonas. (B)", "B"),
        ("The Danube? Too small. So B!", "B"),
        ("Not the Nile, as its own survey in Table I. shows. B", "B"),
    ],
)
def test_a_label_standing_alone_at_the_end_is_the_verdict(response: str, expected: str) -> None:
    assert extract_letter(response, RIVERS, question=RIVERS_Q).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # near misses: a label closing a longer sentence, a whole reply that is only a label (the other readings
        # read it), or a list of the options is not read by this class
        "Breathing out gives carbon dioxide, but the air is mostly nitrogen. Not vitamin C.",
        "The air is mostly nitrogen, far more than in option B",
        "B.",
        "Between the two: B. C.",
        "Some add the faces and get 7/36, i.e. C.",
        "The usual mix-up is nitrogen vs. C.",
        "Options:\nA. Oxygen\nB. Nitrogen\nC.",
        "1) Oxygen\n(A) is 21%\n(B) is 78%\n(C)",
    ],
)
def test_a_label_ending_a_longer_sentence_or_a_list_is_not_alone(response: str) -> None:
    assert closing_alone(response, "ABCD") is None


IONS = ["Sodium", "Potassium", "Calcium", "Magnesium"]
IONS_Q = "Which ion is the main cation inside cells?"
PAINTERS = ["Monet", "Picasso", "Dalí", "Kahlo"]
PAINTERS_Q = "Who painted The Persistence of Memory?"
CITIES = ["Lisbon", "Madrid", "Barcelona", "Porto"]
CITIES_Q = "What is the capital of Portugal?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # the answer stated alone, untagged, in the first sentence; the other options then surveyed each with
        # its label (a pair, a closing tag, a predicate of its own): the tags mark the survey, not the verdict
        (
            "Inside cells the main one is potassium. Outside cells: sodium (A). Bone store: calcium (C).",
            IONS,
            IONS_Q,
            "B",
        ),
        (
            "Potassium! Sodium (A) rules the plasma instead, and magnesium (D) comes a distant second.",
            IONS,
            IONS_Q,
            "B",
        ),
        ("Dalí. Kahlo (D) actually painted mostly self-portraits.", PAINTERS, PAINTERS_Q, "C"),
        (
            "Salvador Dalí painted it in 1931. Picasso (B) was a cubist; Monet (A) an impressionist.",
            PAINTERS,
            PAINTERS_Q,
            "C",
        ),
        ("Lisbon. Porto (D) is the second city, and Madrid (B) is Spain's capital.", CITIES, CITIES_Q, "A"),
        ("Lisboa — Lisbon. Second city: Porto (D). Spanish capital: Madrid (B).", CITIES, CITIES_Q, "A"),
        ("Die Hauptstadt ist Lisbon. Porto (D) ist nur die zweitgrößte Stadt.", CITIES, CITIES_Q, "A"),
        # near misses: a tagged verdict after an untagged mention, or a first sentence naming two options
        ("Porto is lovely, but the capital is Lisbon (A). Madrid is in Spain.", CITIES, CITIES_Q, "A"),
        ("Madrid? No. Lisbon (A).", CITIES, CITIES_Q, "A"),
        ("Madrid is Spain's capital. Portugal's, though, is Lisbon (A).", CITIES, CITIES_Q, "A"),
        ("Porto is B. No wait, the capital is Lisbon (A).", CITIES, CITIES_Q, "A"),
        ("Lisbon and Porto are both big. Porto (D) is the capital of the north.", CITIES, CITIES_Q, "D"),
        (
            "Insulin - it is made by beta cells. Glucagon does the opposite.\n\nFinal answer: **Insulin (B)**",
            ["Glucagon", "Insulin", "Adrenaline", "Cortisol"],
            "Which hormone lowers blood sugar?",
            "B",
        ),
    ],
)
def test_an_untagged_answer_up_front_before_a_tagged_survey_of_the_others(
    response: str, choices: list[str], question: str, expected: str
) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a reply ending on an option's minus sign typed as a hyphen is that option, not an answer cut off
        ("O-", ["A+", "AB+", "O\u2212", "O+"], "C"),
        ("The universal donor is O-", ["A+", "AB+", "O\u2212", "O+"], "C"),
        ("chloride, Cl-", ["Na+", "Cl\u2212", "K+", "Ca2+"], "B"),
        ("grade: A-", ["A+", "A\u2212", "B+", "B\u2212"], "B"),
        # near miss: a reply cut off on a dash after a choice left open stays unread
        ("It has to be O+ or -", ["A+", "AB+", "O\u2212", "O+"], None),
    ],
)
def test_an_option_minus_sign_typed_as_a_hyphen(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected
