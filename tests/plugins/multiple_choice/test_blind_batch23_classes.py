"""Classes of answer the 23rd blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is fixed by a
general rule, so the rule must hold on answers it has not seen, and the near misses must keep their reading.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter
from scorewire_multiple_choice._declines import declines
from scorewire_multiple_choice._linked import question_linked_option

GASES = ["Nitrogen", "Oxygen", "Argon", "Carbon dioxide"]
ORGANS = ["Liver", "Heart", "Pancreas", "Spleen"]
PAINTERS = ["Monet", "Picasso", "Rembrandt", "Dalí"]
PROTOCOLS = ["HTTP", "SMTP", "FTP", "DNS"]
ACIDS = ["Citric acid", "Acetic acid", "Lactic acid", "Formic acid"]
PLANETS = ["Mercury", "Venus", "Mars", "Jupiter"]


@pytest.mark.parametrize(
    ("question", "choices", "response", "expected"),
    [
        # one sentence ties a single option to the question's own terms; every other option is named apart
        # with some other role: the tied option is the answer
        (
            "Which gas makes up most of Earth's atmosphere?",
            GASES,
            "Most of the atmosphere is nitrogen, about 78%. Oxygen is around 21%, argon under 1%, and carbon "
            "dioxide is a trace gas.",
            "A",
        ),
        (
            "Which organ produces insulin?",
            ORGANS,
            "Insulin: pancreas (beta cells). Liver, heart and spleen have other jobs: glycogen, pumping, filtering.",
            "C",
        ),
        (
            "Who painted Guernica?",
            PAINTERS,
            "Guernica was painted by Picasso in 1937. Monet was an impressionist, Rembrandt a Dutch master of the "
            "17th century, and Dalí a surrealist.",
            "B",
        ),
        (
            "Which protocol resolves domain names to IP addresses?",
            PROTOCOLS,
            "Resolving domain names → DNS.\nHTTP serves web pages, SMTP sends mail and FTP transfers files.",
            "D",
        ),
        (
            "Which acid gives vinegar its sour taste?",
            ACIDS,
            "Vinegar's sourness is acetic acid. Citric acid belongs to lemons, lactic acid to yoghurt and formic "
            "acid to ant stings.",
            "B",
        ),
        (
            "Which planet has the Great Red Spot?",
            PLANETS,
            "The Great Red Spot is a storm on Jupiter; Mercury, Venus and Mars have nothing like it at that scale.",
            "D",
        ),
    ],
)
def test_option_tied_to_the_question_with_the_others_explained(
    question: str, choices: list[str], response: str, expected: str
) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("question", "choices", "response"),
    [
        # a walk through the options, each tied to the question's terms: no single link, no answer
        (
            "Which gas makes up most of Earth's atmosphere?",
            GASES,
            "Nitrogen is in the atmosphere. Oxygen is in the atmosphere too. Argon and carbon dioxide also are.",
        ),
        # the other options are not all named: a remark, not an elimination
        (
            "Which organ produces insulin?",
            ORGANS,
            "Insulin is made in the pancreas, though the liver responds to it.",
        ),
        # the tied sentence hedges
        (
            "Who painted Guernica?",
            PAINTERS,
            "Guernica might be by Picasso. Monet, Rembrandt and Dalí painted other things.",
        ),
        # the tied option is rejected elsewhere
        (
            "Which protocol resolves domain names to IP addresses?",
            PROTOCOLS,
            "Resolving domain names sounds like HTTP. But HTTP is wrong here; SMTP, FTP and DNS remain.",
        ),
        # the answer ends undecided
        (
            "Which acid gives vinegar its sour taste?",
            ACIDS,
            "Vinegar's sourness is acetic acid, say some. Citric acid, lactic acid and formic acid are others. "
            "I can't say for sure.",
        ),
        # no question: nothing to tie the option to
        (
            None,
            GASES,
            "Most of the atmosphere is nitrogen. Oxygen is around 21%, argon under 1%, carbon dioxide a trace.",
        ),
    ],
)
def test_no_single_tie_reads_nothing(question: str | None, choices: list[str], response: str) -> None:
    assert question_linked_option(response, choices, "ABCD", question) is None


def test_long_essay_weighing_views_is_not_an_elimination() -> None:
    question = "Which gas makes up most of Earth's atmosphere?"
    essay = (
        "Most of the atmosphere is nitrogen by volume. "
        + "Some say otherwise and argue at length. " * 20
        + "Oxygen, argon and carbon dioxide each have their advocates."
    )
    assert question_linked_option(essay, GASES, "ABCD", question) is None


def test_padding_stays_fast() -> None:
    question = "Which gas makes up most of Earth's atmosphere?"
    for pad in ("a " * 50_000, "." * 50_000, "nitrogen " * 20_000):
        assert question_linked_option(pad, GASES, "ABCD", question) is None  # (over the length bound)


@pytest.mark.parametrize(
    "response",
    [
        # a refusal whose verb of choosing is in its -ing form
        "Both have a case, so I'm not comfortable picking one here.",
        "The data point both ways; I'm not choosing between them.",
        "Without the year, I'm not selecting one definitively.",
        "Honestly I'm not going to be naming one person for this.",
        # none of what the question asks for exists, closing the last sentence
        "Diets differ by region, so there's no single staple food.",
        "Several forces act together. There is no single cause.",
        "It varies by climate; there isn't a unique best crop.",
        "Each one helps in its way, and there are no single winners.",
    ],
)
def test_last_sentence_declines(response: str) -> None:
    assert declines(response)


@pytest.mark.parametrize(
    "response",
    [
        # "not a single ..." as a predicate of a named thing is a description, not a refusal
        "Danube (B) - the Volga is a network of channels, not a single river.",
        "It is C; the lake is not a single basin.",
        # a refusal turned into a verdict, or an order
        "There's no single cause, but C comes closest.",
        "Don't pick the one with the lowest price.",
        # a choice stated with an -ing verb that is not negated
        "I'm picking B.",
        "There is a single best answer: A.",
    ],
)
def test_not_a_refusal(response: str) -> None:
    assert not declines(response)


@pytest.mark.parametrize(
    "reply",
    [
        "Rice feeds most of Asia. Worldwide, though, there's no single staple crop.",
        "Rice feeds most of Asia; globally there is no single staple crop.",
        "Maize is huge in the Americas, so honestly I'm not comfortable choosing one.",
    ],
)
def test_refusal_overrides_option_text_named_on_the_way(reply: str) -> None:
    choices = ["Rice", "Wheat", "Maize", "Potatoes"]
    assert extract_letter(reply, choices, question="What is the world's staple crop?").letter is None
