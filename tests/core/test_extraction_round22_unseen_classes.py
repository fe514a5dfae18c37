"""Classes the round-22 fixes broke on the unseen batch 23, fixed by class after its first score.

Batch 23 was scored once with the code of the day (after every round-22 branch was merged); three of its rows that
the stop's starting code read right were then read wrong. Each class below is the general shape behind one of them,
with new sentences (not copies of the rows) and near misses that must keep their reading:

- a first-person pick said with a bare "go" ("I'd go neutral") was no pick: the "either way" reading of round 22
  stopped covering for it, so a later concession naming another label left two labels and no verdict;
- a quantifier is no subject: "All squares are rectangles, but not every rectangle is a square" restates the
  question and then turns its terms round, and the check for a turned-round clause took the question's "all" for
  its subject;
- a conclusion that opens with a pronoun speaks of the clause before it: in "No - Mercury is closest to the Sun, so
  it's the hottest." the "it" is Mercury, not the question's Venus, and the opening "No" stands.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI

from tests.core.yesno_reading import read_with_question


def read(text: str, ls: LabelSet) -> str | None:
    return extract_label(text, ls).label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        (
            "I'd go NOT ENOUGH INFO, though REFUTES is tempting if you bring in outside knowledge.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("I'd go neutral, though contradiction is tempting.", NLI, "neutral"),
        (
            "Honestly I'll go contradiction here; neutral is the cautious pick but the dates clash.",
            NLI,
            "contradiction",
        ),
        ("Tough one. I'd go for entailment, even if neutral has a case.", NLI, "entailment"),
        ("Going by the text alone I would go SUPPORTS, though REFUTES crossed my mind.", FEVER, "SUPPORTS"),
        ("Nothing about the vote is stated. I will go neutral, although one could argue entailment.", NLI, "neutral"),
        # near misses: "go" that is no pick keeps its reading
        ("I'd go back to the premise: it never mentions a vote. Neutral.", NLI, "neutral"),
        ("We could go either way between neutral and contradiction.", NLI, None),
    ],
)
def test_a_pick_said_with_a_bare_go_is_the_verdict(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("question", "text", "verdict"),
    [
        ("Are all squares rectangles?", "All squares are rectangles, but not all rectangles are squares.", "yes"),
        ("Are all squares rectangles?", "All squares are rectangles, but not every rectangle is a square.", "yes"),
        ("Are all whales mammals?", "All whales are mammals, but not all mammals are whales.", "yes"),
        (
            "Do all metals conduct electricity?",
            "Every metal conducts electricity, though not every conductor is a metal.",
            "yes",
        ),
        # near misses: the later clause that keeps the question's subject first still decides
        ("Are all birds able to fly?", "Birds look like they all fly, but not all birds can fly.", "no"),
        ("Is every prime number odd?", "Most primes are odd, but not every prime is odd: 2 is even.", "no"),
        ("Are tomatoes fruits?", "They don't taste like fruit, but tomatoes are fruits.", "yes"),
    ],
)
def test_a_quantifier_is_not_the_subject_a_turned_round_clause_is_told_by(
    question: str, text: str, verdict: str
) -> None:
    assert read_with_question(question, text) == verdict


@pytest.mark.parametrize(
    ("question", "text", "verdict"),
    [
        (
            "Is Venus the hottest planet in the solar system?",
            "No - Mercury is closest to the Sun, so it's the hottest.",
            "no",
        ),
        ("Is the Amazon the longest river?", "No, the Nile is longer by most measures, so it holds the record.", "no"),
        ("Is Jupiter the largest planet?", "No, Saturn has the most moons, so it is the largest.", "no"),
        # near misses: the pronoun's clause is about the question's own subject, or the conclusion names it
        ("Is Jupiter the largest planet?", "Yes, Jupiter dwarfs the others, so it is the largest.", "yes"),
        (
            "Is Everest the tallest mountain on Earth?",
            "Yes, Everest rises 8,849 m above sea level, so it's the tallest.",
            "yes",
        ),
        ("Is 57 a prime number?", "Yes, it's divisible by 3 - meaning 57 is not prime.", "no"),
    ],
)
def test_a_pronoun_after_another_named_subject_does_not_restate_the_question(
    question: str, text: str, verdict: str
) -> None:
    assert read_with_question(question, text) == verdict


# --- round 23, the unseen batch 24: two rows the round's fixes turned wrong, fixed by class after its first score ---
# (a reply cut off inside a reasoning block it never closed is no answer, however clearly its reasoning ties one
# option to the question; the other, a decimal asked for, is in tests/plugins/math/test_blind_batch24_classes.py)


@pytest.mark.parametrize(
    ("text", "letter"),
    [
        (
            "<think>\nTuberculosis is a bacterium. Influenza is a virus. Cholera is a bacterium. Malaria is a protozoan."
            "\nHmm, but let me double check whether any of them could be",
            None,
        ),
        (
            "<reasoning>Tuberculosis and cholera are bacterial. Malaria is a protozoan. Influenza is caused by a virus."
            " Let me also consider",
            None,
        ),
        (
            "<think>\nTuberculosis is a bacterium. Malaria is a protozoan. Cholera is a bacterium.\n</think>\n"
            "Influenza is caused by a virus; the other three are not.",
            "C",
        ),
        ("Influenza is caused by a virus; tuberculosis and cholera are bacteria and malaria is a protozoan.", "C"),
    ],
)
def test_a_reply_cut_off_inside_its_reasoning_block_links_no_option(text: str, letter: str | None) -> None:
    from scorewire_multiple_choice import extract_letter

    choices = ["Tuberculosis", "Malaria", "Influenza", "Cholera"]
    question = "Which of the following diseases is caused by a virus?"
    assert extract_letter(text, choices, question=question).letter == letter
