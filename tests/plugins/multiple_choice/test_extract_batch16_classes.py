"""Classes of answer the sixteenth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by one general mechanism (:mod:`scorewire_multiple_choice._committed`: the option the last
committing clause names by its content), so the rule must hold on answers it has not seen. Near
misses that must keep (or must not gain) a reading sit beside each class.
"""

from __future__ import annotations

import time

import pytest
from scorewire_multiple_choice import extract_letter
from scorewire_multiple_choice._committed import committed_by_content

ORGANS = ["The liver", "The pancreas", "The spleen", "The gallbladder"]
ORGANS_Q = "Which organ secretes insulin?"
TRADE = ["Imposing a tariff on imports", "Removing all trade barriers", "Devaluing the currency", "Raising taxes"]
TRADE_Q = "Which policy is protectionist?"
LOGIC = ["a valid argument", "a sound argument", "an invalid argument", "a circular argument"]
LOGIC_Q = "An argument whose conclusion follows from its premises but has a false premise is:"
SPORT = ["Walk to the shop", "Drive to the shop"]
SPORT_Q = "Goal: get some exercise on the way to the shop. Which is better?"
TEMPS = ["-40 °C", "100 °F", "37 °C", "98 °C"]
TEMPS_Q = "Normal human body temperature is about:"
SPEEDS = ["20 m/s", "30 m/s", "40 m/s", "45 m/s"]
SPEEDS_Q = "A ball falls for 3 s from rest (g = 10 m/s²). Its speed is:"
YEARS = ["1914", "1918", "1939", "1945"]
YEARS_Q = "In which year did the First World War end?"


@pytest.mark.parametrize(
    ("response", "choices", "question", "expected"),
    [
        # an option named by its content words in another form, in the clause that commits
        ("Insulin's source is pancreatic.", ORGANS, ORGANS_Q, "B"),
        ("It isn't the liver; the hormone is pancreatic in origin.", ORGANS, ORGANS_Q, "B"),
        ("Putting duties on imported goods shields local producers.", TRADE, TRADE_Q, "A"),
        ("Not devaluation, not the removal of barriers; what protects home industry is a tariff.", TRADE, TRADE_Q, "A"),
        (
            "Everyone thinks of the liver first, but the real source is the pancreas, near the stomach.",
            ORGANS,
            ORGANS_Q,
            "B",
        ),
        (
            "The premises make it valid in form, which is soundness lost: invalidity is not the issue, circularity "
            "neither. It's validity without soundness, so valid.",
            LOGIC,
            LOGIC_Q,
            "A",
        ),
        ("Walking, obviously, since driving burns no calories.", SPORT, SPORT_Q, "A"),
        ("Walk > drive.", SPORT, SPORT_Q, "A"),
        # between two options, ruling one out commits to the other
        ("Not B.", SPORT, SPORT_Q, "A"),
        ("Definitely not driving.", SPORT, SPORT_Q, "A"),
        # a quantity given in words, or with the unit spelled out
        ("Thirty-seven degrees Celsius.", TEMPS, TEMPS_Q, "C"),
        ("About thirty-seven Celsius, i.e. ninety-eight point six Fahrenheit.", TEMPS, TEMPS_Q, "C"),
        ("v = g t = 10 × 3 → 30", SPEEDS, SPEEDS_Q, "B"),
        ("thirty metres per second", SPEEDS, SPEEDS_Q, "B"),
        ("It ended in nineteen eighteen? No: one thousand nine hundred eighteen.", YEARS, YEARS_Q, "B"),
        # near misses: a hedge, a choice left open, a list, a range, a cut-off reply, a working line
        ("Probably the pancreas, or maybe the spleen.", ORGANS, ORGANS_Q, None),
        ("The liver or the pancreas, I can't remember which.", ORGANS, ORGANS_Q, None),
        ("The liver, the spleen and the gallbladder all sit near the pancreas.", ORGANS, ORGANS_Q, None),
        ("Somewhere between 1914 and 1918, I'm not entirely sure.", YEARS, YEARS_Q, None),
        ("The hormone is produced by the", ORGANS, ORGANS_Q, None),
        ("g × 3 = 30 m/s... wait, let me redo the", SPEEDS, SPEEDS_Q, None),
        ("Tariffs could protect industry if", TRADE, TRADE_Q, None),
    ],
)
def test_option_named_by_the_committing_clause(
    response: str, choices: list[str], question: str, expected: str | None
) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # near misses the content reading itself must leave open (the whole reader may read some of them
        # another way, by an option's text)
        "It depends on the species: in some fish the spleen is involved.",
        "Is it the spleen?",
        "The liver is wrong and so is the spleen.",
        "The pancreas or the spleen.",
        "Both the liver and the pancreas, really.",
        "A pancreatic enzyme.",  # (a derived form before another word names that word)
        "It is made in the pancreas, which is not listed as such here.",
    ],
)
def test_content_reading_leaves_open(response: str) -> None:
    assert committed_by_content(response, ORGANS, "ABCD", ORGANS_Q) is None


def test_question_words_do_not_name_an_option() -> None:
    # "insulin" is the question's word: an answer that only repeats it names nothing
    choices = ["Insulin resistance", "Glucagon excess", "Cortisol excess", "Thyroxine lack"]
    assert committed_by_content("It is insulin.", choices, "ABCD", "What does insulin do?") is None
    assert committed_by_content("It is insulin.", choices, "ABCD") == "A"


def test_content_reading_is_linear_on_padding() -> None:
    padding = "The liver, the spleen, " * 4_000 + "the pancreas."
    start = time.perf_counter()
    extract_letter(padding, ORGANS, question=ORGANS_Q)
    assert time.perf_counter() - start < 2.0  # (a generous budget against pathological growth)


FUELS = ["Coal", "Oil", "Natural gas", "All of the above"]
MAMMALS = ["Whale", "Bat", "Both A and B", "Neither A nor B"]
PRIMES = ["2", "3", "5", "Only A", "A, B and C", "None of these"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an answer that names the set an option stands for commits to that option
        ("Coal (A), oil (B) and gas (C) are all fossil fuels, so the option covering every one of them.", FUELS, "D"),
        ("A, B & C are fossil fuels.", FUELS, "D"),
        ("All three burn carbon laid down millions of years ago.", FUELS, "D"),
        ("Each of them is a fossil fuel.", FUELS, "D"),
        ("Final: A, B, C.", PRIMES, "E"),
        ("2, 3 and 5 are all prime - A, B and C.", PRIMES, "E"),
        ("Whales and bats both nurse their young, so both.", MAMMALS, "C"),
        ("It isn't 'neither': they are both mammals.", MAMMALS, "C"),
        # near misses: the set negated, a set no option stands for, no option that combines others
        ("Not all of them: only coal.", FUELS, "A"),
        ("A and B, but not C.", PRIMES, None),
        ("Coal, oil and gas are all fossil fuels.", ["Coal", "Oil", "Natural gas", "Uranium"], None),
        ("Neither is a fish, but they aren't both mammals either - only the whale.", MAMMALS, "A"),
    ],
)
def test_option_that_combines_options(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


LETTERS5 = ["alpha", "beta", "gamma", "delta", "epsilon"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a negation governs every label of the list after it; the label outside it is the answer
        ("So B rather than A or C.", "B"),
        ("E, rather than D.", "E"),
        ("D, not A, B or C.", "D"),
        ("Go with C instead of A and B.", "C"),
        ("Not B, nor C: A.", "A"),
        ("I'd take (D) - never (A) or (E).", "D"),
        # near misses: two labels outside the negation, or every label inside it
        ("A or C, not B.", None),
        ("Neither A nor B.", None),
        ("Not A, B or C.", None),
    ],
)
def test_labels_a_negation_governs_in_a_list(response: str, expected: str | None) -> None:
    assert extract_letter(response, LETTERS5).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a concluding "so X rather than Y" after a discussion of the options' text
        ("Beta decays faster than alpha here. So B rather than A.", "B"),
        ("The delta reading fits the data; epsilon does not. Hence D instead of E or A.", "D"),
        ("Gamma and beta both fit partly. Thus C rather than B, on balance.", "C"),
        # near miss: the preference hedged into two
        ("Alpha fits, and beta too. So A or B rather than C.", None),
    ],
)
def test_so_label_rather_than_others(response: str, expected: str | None) -> None:
    assert extract_letter(response, LETTERS5).letter == expected


COMPOSERS = ["Johann Sebastian Bach", "Wolfgang Amadeus Mozart", "Ludwig van Beethoven", "Frédéric Chopin"]
COMPOSERS_Q = "Who composed the Goldberg Variations?"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # the answer given by content, then the other options gone over with their labels in brackets
        ("Bach wrote them for keyboard. Mozart (B) and Beethoven (C) came later; Chopin (D) wrote for piano.", "A"),
        (
            "It was Beethoven's contemporary? No - it is Bach, 1741. Mozart (B) was not yet born, Chopin (D) neither.",
            "A",
        ),
        ("The variations are Bach's work; Chopin (D) and Mozart (B) are distractors, as is Beethoven (C).", "A"),
        # near misses: the tagged survey is all there is, or the answer names a tagged option itself
        ("Mozart (B) and Chopin (D) are the usual guesses.", None),
        ("Mozart (B) and Chopin (D) are the usual guesses; Bach is not.", None),
    ],
)
def test_answer_by_content_then_a_tagged_survey(response: str, expected: str | None) -> None:
    assert extract_letter(response, COMPOSERS, question=COMPOSERS_Q).letter == expected


COOLING = ["Leave the soup on the stove with the lid on.", "Pour the soup into a shallow tray on the counter."]
COOLING_Q = "Goal: cool hot soup quickly before refrigerating it. Which is better?"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # between two options, an option's text in a clause that rules it out is no answer: the other is
        ("Keeping the lid on holds the heat in, so certainly not the stove.", "B"),
        ("A covered pot on the stove stays hot for hours - that's the worse way.", "B"),
        ("Never leave it on the stove with a lid; spread it out.", "B"),
        ("The shallow tray is a trap: it lets bacteria settle. No - actually not the tray.", "A"),
        # near misses: the text named without ruling it out keeps its reading
        ("Pour it into a shallow tray.", "B"),
        ("Leave it on the stove with the lid on.", "A"),
    ],
)
def test_two_options_one_ruled_out_by_its_text(response: str, expected: str | None) -> None:
    assert extract_letter(response, COOLING, question=COOLING_Q).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # an option's text, then an ending that leaves the choice open or stops mid-clause
        ("Walking to the shop or driving there - either one could be argued.", None),
        ("Walk to the shop, I suppose. Though honestly both are fine.", None),
        ("Walk to the shop. Well, it depends on the distance.", None),
        ("Most likely walk to the shop, or perhaps", None),
        ("Walking burns more, and the time that's", None),
        # near misses: settled after the contrast, an option that is itself "it depends", a lowercase label
        ("Walk to the shop. Both work, but walking is the exercise.", "A"),
        ("Nothing here depends on the weather: walk to the shop.", "A"),
        ("walk (a)", "A"),
    ],
)
def test_text_reading_left_open_at_the_end(response: str, expected: str | None) -> None:
    assert extract_letter(response, SPORT, question=SPORT_Q).letter == expected


def test_option_that_is_itself_open() -> None:
    choices = ["Always", "Never", "It depends on the context"]
    assert extract_letter("It depends on the context.", choices).letter == "C"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a rightward arrow of any design separates the marker from the label, as "→" does
        ("Answer ➜ (a)", "A"),
        ("Answer ⇨ C", "C"),
        ("Final answer ⟶ d", "D"),
        ("Pick ➡ B.", "B"),
        # near misses: a leftward arrow points at nothing the answer gives
        ("Answer ← (a)", None),
        ("Answer ↑ see the table", None),
    ],
)
def test_arrows_of_any_design(response: str, expected: str | None) -> None:
    assert extract_letter(response, ["w", "x", "y", "z"]).letter == expected
