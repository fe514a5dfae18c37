"""Classes of answer the thirteenth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen. Near misses that
must keep (or must not gain) a reading sit beside each class.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

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
