"""Classes of answer the thirteenth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen. Near misses that
must keep (or must not gain) a reading sit beside each class.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract, extract_letter

AMPS = ["0.5 A", "2 A", "8 A", "32 A"]
TIMES = ["45 minutes", "45 seconds", "4.5 hours", "12 seconds"]
SPEEDS = ["10 m/s", "20 m/s", "30 m/s", "40 m/s"]
POWERS = ["6 W", "5 W", "12 W", "18 W"]
MASSES = ["2 kg", "20 kg", "0.2 kg", "200 kg"]
DISTANCES = ["300 m", "300 km", "30 km", "3 km"]
FOUR = ["Paris", "Lyon", "Nice", "Lille"]
FIVE = ["Copper", "Iron", "Zinc", "Gold", "Silver"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # options that are quantities: the stated result with its unit spelt out or abbreviated
        ("I = P / V = 16 / 8 = 2 amperes.", AMPS, "B"),
        ("It takes 45 min.", TIMES, "A"),
        ("Roughly 4.5 hrs", TIMES, "C"),
        ("v = d / t = 100 / 5 = 20 metres per second? No wait: ≈20 m/s", SPEEDS, "B"),
        ("P = 2 × 3 = 6 watts.", POWERS, "A"),
        ("The mass is 2 kilograms.", MASSES, "A"),
        ("Answer: 300 km.", DISTANCES, "B"),
        ("~12 sec (the 45 seconds figure is for the full lap).", TIMES, "D"),
        ("Using F = ma, a = 10 / 5, so the result is 2 amps, since nothing else fits.", AMPS, "B"),
        # near misses: a unit that names another quantity, a figure that is no result, two results
        ("It takes 45 days.", TIMES, None),
        ("The current is 2 mA.", AMPS, None),
        ("It's either 2 A or 8 A.", AMPS, None),
        ("Not 45 minutes. Not 45 seconds either.", TIMES, None),
        ("It takes 45 seconds.", TIMES, "B"),
    ],
)
def test_quantity_with_its_unit_written_another_way(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a capital after a number is the unit of a quantity option, not a second label
        ("So the current through it is 8 A, option C.", AMPS, "C"),
        ("Two resistors in series carry 0.5 A: answer A.", AMPS, "A"),
        ("Q = 5 C; that is choice D.", ["1 C", "2 C", "3 C", "5 C"], "D"),
        # near misses: two labels joined by a list separator still leave two options open
        ("It could be A, or C.", FOUR, None),
        ("I'd say B, C.", FOUR, None),
    ],
)
def test_unit_letter_after_a_number_is_no_label(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # an answer marker in another language, then a label
        ("Respuesta: B", "B"),
        ("Antwort: **D**, das Eisen.", "D"),
        ("Odpowiedź: (C)", "C"),
        ("Відповідь: A — мідь.", "A"),
        ("Réponse : E, l'argent.", "E"),
        ("正确答案是 A。", "A"),
        ("铜导电性最好。答案：A", "A"),
        ("正解はDです。", "D"),
        ("정답: B", "B"),
        # near misses: a marker followed by a word, not a label
        ("Antwort: Aber das ist nicht klar.", None),
        ("Réponse : le fer.", "B"),
        ("Ответ: не знаю.", None),
    ],
)
def test_answer_marker_in_another_language(response: str, expected: str | None) -> None:
    assert extract_letter(response, ["Copper", "Fer", "Zinc", "Gold", "Silver"]).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # the whole answer is one lowercase label
        ("(c)", FOUR, "C"),
        ("__d__", FOUR, "D"),
        ("a.", FOUR, "A"),
        ("*e*", FIVE, "E"),
        (" **b** ", FIVE, "B"),
        # near misses: a label past the options, words
        ("e", FOUR, None),
        ("ok", FOUR, None),
        ("no.", FOUR, None),
    ],
)
def test_lone_lowercase_label(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an option's whole text, a dash or colon, and that option's own label in either case
        ("Lille — d", FOUR, "D"),
        ("Nice: (c)", FOUR, "C"),
        ("8 A - c.", AMPS, "C"),
        ("Zinc – C", FIVE, "C"),
        # near miss: a label that disagrees with the text is not read as that text's option
        ("Lille — a", FOUR, None),
    ],
)
def test_option_text_then_its_own_label(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an ordinal in emphasis, and a bare "#N", name an option by position
        ("The right one is the **second** option.", FOUR, "B"),
        ("I'd go with the _fourth_ choice.", FOUR, "D"),
        ("So the one that doesn't fit is #3.", FOUR, "C"),
        ("Pick #2!", FIVE, "B"),
        ("Going with **#4**.", FIVE, "D"),
        # near miss: "#1" that opens a phrase
        ("#1 rule: read the question twice.", FOUR, None),
    ],
)
def test_option_named_by_position(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


CAPITALS = ["Sydney", "Melbourne", "Canberra", "Perth"]
ENERGY = ["Coal", "Natural gas", "Uranium", "Geothermal", "Oil shale"]
ASTRONOMERS = ["Isaac Newton", "Galileo Galilei", "Johannes Kepler", "Tycho Brahe"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # the last sentence's main clause ends on one option; a comment after it names others
        (
            "Melbourne was the seat of government for a while. The capital today is Canberra, which replaced Melbourne.",
            CAPITALS,
            "C",
        ),
        (
            "Big cities come to mind first. The seat of parliament is Canberra — so neither Sydney nor Melbourne won.",
            CAPITALS,
            "C",
        ),
        (
            "Many guess Sydney or Melbourne. What I'd answer is Perth, whereas Canberra is the usual textbook pick.",
            CAPITALS,
            "D",
        ),
    ],
)
def test_main_clause_of_the_last_sentence(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # near misses for the rule itself: the main clause negates or hedges, or does not end on the option
        "Some say Canberra. The capital is not Sydney, which surprises people who know Melbourne.",
        "Sydney is big. It might be Canberra, which Melbourne and Sydney resented.",
        "Perth is remote. Sydney, which is the biggest city, is not the capital, and Melbourne neither.",
        "Canberra and Perth, which Sydney dwarfs.",
        "The capital is Canberra and Melbourne.",
    ],
)
def test_main_clause_rule_stays_out(response: str) -> None:
    normalized = [extract._words_key(c) for c in CAPITALS]
    assert extract._main_clause_names(response, CAPITALS, "ABCD", normalized) is None


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an opening that identifies an option's text with its own label; later bracketed options are discussion
        ("Geothermal is D. Coal (A) and oil shale (E) are fossil fuels, so they are out.", ENERGY, "D"),
        ("Uranium = C! Natural gas (B) burns, which is not nuclear.", ENERGY, "C"),
        (
            "Coal, option A. Geothermal (D) would be the renewable one, but the question asks for a fossil fuel.",
            ENERGY,
            "A",
        ),
        ("Natural gas — B. Note coal (A) is dirtier.", ENERGY, "B"),
        # near miss: the answer revises itself
        ("Coal is A. Actually no, it is geothermal (D).", ENERGY, "D"),
    ],
)
def test_opening_identifies_text_with_its_label(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # near misses for the rule itself: the label is not that text's own; a revision follows
        "Geothermal is B. Uranium (C) is another story.",
        "Coal is A. Wait, no.",
        "Energy is D. Coal (A) too.",
    ],
)
def test_opening_pair_rule_stays_out(response: str) -> None:
    assert extract._answer_first(response, ENERGY, "ABCDE") is None


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # every other option ruled out by a word of its own right after a negation
        ("Not Newton, not Galileo, not Brahe: it was the imperial mathematician in Prague.", ASTRONOMERS, "C"),
        ("It wasn't Newton. Nor Galilei. And not Tycho either.", ASTRONOMERS, "C"),
        ("Not Kepler, not Brahe, not Galileo - the man who wrote the Principia.", ASTRONOMERS, "A"),
        # near misses: two left, every option ruled out
        ("Not Newton, not Galileo.", ASTRONOMERS, None),
        ("Not Newton, not Galileo, not Brahe, not Kepler.", ASTRONOMERS, None),
    ],
)
def test_every_other_option_ruled_out_by_its_own_word(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # near misses for the rule itself: a negation that does not stand right before the word
        "Neither a telescope by Newton nor one by Galileo; Tycho did not observe, he only wrote.",
        "Not Newton, not Galileo; Brahe did it, with Kepler's help.",
    ],
)
def test_elimination_by_word_stays_out(response: str) -> None:
    assert extract._eliminated_by_text(response, ASTRONOMERS, "ABCD") is None


ANIMALS = ["Whale", "Bat", "Shark", "Dolphin"]
PLANETS = ["Saturn", "Jupiter", "Mercury", "Neptune"]
VITAMINS = ["Vitamin A", "Vitamin B12", "Vitamin C", "Vitamin D"]
CITIES = ["Paris", "Madrid", "Rome", "Lisbon"]


@pytest.mark.parametrize(
    ("response", "question", "choices", "expected"),
    [
        # a question asking which option is NOT something: the one option the answer negates or crosses out
        (
            "Whale - mammal.\nBat - mammal.\nShark - a fish, so no.\nDolphin - mammal.",
            "Which of these is NOT a mammal?",
            ANIMALS,
            "C",
        ),
        (
            "Bats nurse their young, whales and dolphins breathe air; sharks do not.",
            "Which animal is not a mammal?",
            ANIMALS,
            "C",
        ),
        (
            "Saturn, Jupiter and Neptune carry ring systems. Mercury has no rings at all.",
            "Which planet doesn't have rings?",
            PLANETS,
            "C",
        ),
        ("Saturn ✓\nJupiter ✓\nNeptune ✓\nMercury ✗", "All of these planets have rings EXCEPT", PLANETS, "C"),
        (
            "Jupiter has faint rings and Neptune too; Saturn's are famous. Mercury doesn't.",
            "Which of the following lacks a ring system? (Pick the one that is not ringed.)",
            PLANETS,
            "C",
        ),
        # things paired with options: the pair whose thing the question asks about
        (
            "Night blindness: vitamin A. Scurvy: vitamin C. Rickets: vitamin D.",
            "A lack of which vitamin leads to scurvy?",
            VITAMINS,
            "C",
        ),
        (
            "France → Paris\nSpain → Madrid\nItaly → Rome\nPortugal → Lisbon",
            "What is the capital of Spain?",
            CITIES,
            "B",
        ),
        ("Portugal = Lisbon; Italy = Rome; Spain = Madrid.", "Spain's capital city is which one?", CITIES, "B"),
    ],
)
def test_reading_that_needs_the_question(
    response: str, question: str, choices: list[str], expected: str | None
) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "question", "choices"),
    [
        # near misses: the question changes nothing - two options negated, nothing negated, no exception asked,
        # an answer that commits to nothing
        ("The shark is not a mammal, and the bat is not a bird.", "Which is NOT a mammal?", ANIMALS),
        ("I don't know.", "Which is NOT a mammal?", ANIMALS),
        ("I'd rather not pick one.", "Which is NOT a mammal?", ANIMALS),
        ("Whales, bats and dolphins are mammals; so are sharks.", "Which is NOT a mammal?", ANIMALS),
        (
            "Bats nurse their young, whales and dolphins breathe air; sharks do not.",
            "Which animal is a mammal?",
            ANIMALS,
        ),
        ("The answer is B; the shark is not a mammal.", "Which is NOT a mammal?", ANIMALS),
        # no pair about what is asked, two pairs about it, a pair whose right side is a computation, one pair
        ("France → Paris\nItaly → Rome", "What is the capital of Spain?", CITIES),
        ("Spain → Madrid\nSpain (old) → Lisbon", "What is the capital of Spain?", CITIES),
        ("Spain: 2 × Rome\nItaly: Paris", "What is the capital of Spain?", CITIES),
        ("Spain → Lisbon", "What is the capital of Spain?", CITIES),
    ],
)
def test_question_changes_nothing(response: str, question: str, choices: list[str]) -> None:
    assert extract_letter(response, choices, question=question) == extract_letter(response, choices)


DERIVATIVES = ["x", "2x", "x²", "2"]
INTEGRALS = ["2", "x^2 + C", "2x + C", "x + C"]
COMPOSED = ["sin²(x)", "sin(x²)", "x²·sin(x)", "cos(x²)"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # options that are expressions: the result after a sentence's last "=", in other notation
        ("d/dx (x²) = 2x.", DERIVATIVES, "B"),
        ("∫ 2x dx = x^2 + C", INTEGRALS, "B"),
        ("Composing them: f(g(x)) = sin (x²).", COMPOSED, "B"),
        ("By the product rule (uv)' = u'v + uv'.", ["u'v'", "u'v + uv'", "u'v − uv'"], "B"),
        (
            "Chain rule: d/dx sin(x²) = 2x · cos(x²)... so the slope term is 2x cos x²? No: = 2x*cos(x^2)",
            ["cos(x²)", "2x·cos(x²)", "2x·sin(x²)"],
            "B",
        ),
    ],
)
def test_expression_result_in_other_notation(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices"),
    [
        # near misses for the rule itself: a result that goes on past the option, two sentences with
        # different results, numeric options (read by the numeric rule), options that are no expressions
        ("d/dx (x²) = 2x + 1.", DERIVATIVES),
        ("One way: f = sin²(x). Another: f = sin(x²).", COMPOSED),
        ("x = 4 / 2 = 2", ["1", "2", "3", "4"]),
        ("The capital = Paris.", ["Paris", "Rome", "Madrid"]),
    ],
)
def test_expression_rule_stays_out(response: str, choices: list[str]) -> None:
    from scorewire_multiple_choice._quantities import expression_result

    assert expression_result(response, choices, "ABCDE"[: len(choices)]) is None


def test_expression_rule_waits_for_a_revision() -> None:
    # a result revised afterwards is not read by this rule (the reader's other rules still apply)
    choices = ["sin²(x)", "sin(x²)", "x²·sin(x) + 1", "cos(x²) + 1"]
    assert extract_letter("f(g(x)) = x² sin x + 1", choices).letter == "C"
    assert extract_letter("f(g(x)) = x² sin x + 1. Hmm, wait, I mixed them up.", choices).letter is None


RNAS = ["mRNA", "tRNA", "rRNA", "snRNA"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an option abbreviated by lowercase initials before a capitalised word, spelt out in the answer
        ("Messenger RNA.", RNAS, "A"),
        ("Small nuclear RNA, part of the spliceosome.", RNAS, "D"),
        ("It must be the small-nuclear RNA.", RNAS, "D"),
        ("It's the complementary DNA made by reverse transcriptase.", ["gDNA", "cDNA", "mtDNA"], "B"),
        ("Ribosomal RNA forms the catalytic core.", RNAS, "C"),
    ],
)
def test_initials_before_a_capitalised_word_spelt_out(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # near misses for the rule itself: an option named as written, two expansions, none
        "mRNA and transfer RNA both take part.",
        "Transfer RNA or messenger RNA.",
        "The RNA world hypothesis.",
        "It is an RNA.",
        "Made of RNA.",
        "Turning RNAs into proteins.",
    ],
)
def test_initials_rule_stays_out(response: str) -> None:
    from scorewire_multiple_choice._quantities import expanded_prefix

    assert expanded_prefix(response, RNAS, "ABCD") is None
