"""Classes of yes/no answer the twenty-fifth blind batch showed the reader misreading.

The texts are new (not copies of blind rows); near misses must keep reading as before.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the question's exact number compared strictly with a comparative of size, length or age: another value
        ("Did the siege last exactly 300 days?", "Records disagree, so it went on longer than 300 days.", "no"),
        ("Is the oak exactly 500 years old?", "The oak is older than 500 years.", "no"),
        ("Is the bridge exactly 90 years old?", "The bridge is younger than 90 years.", "no"),
        ("Is the pier 400 metres long?", "So the pier is shorter than 400 metres.", "no"),
        ("Is the tower 300 metres tall?", "So the tower is taller than 300 metres.", "no"),
        # near misses: the comparative names another value; the question compares itself; the number restated
        ("Is a marathon 42 km long?", "A marathon is 42 km, longer than a half marathon.", "yes"),
        ("Is the pier longer than 400 metres?", "So the pier is longer than 400 metres.", "yes"),
        ("Is the pier 400 metres long?", "So the pier is 400 metres long.", "yes"),
        ("Is the bridge exactly 90 years old?", "The bridge is 90 years old.", "yes"),
    ],
)
def test_exact_number_compared_strictly(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # an instance or a count answering "is there a ... with no / that can't ...": the negation describes
        # the thing asked for, so naming one affirms it exists
        ("Is there a country with no army?", "Costa Rica!", "yes"),
        ("Are there any mammals that cannot jump?", "Several, in fact.", "yes"),
        ("Are there any lakes without fish?", "Many.", "yes"),
        # near misses: no negation; an existence denied outright; a negation before the existential word
        ("Are there any volcanoes in Iceland?", "Several, in fact.", "yes"),
        ("Are there any snakes in Ireland?", "None.", "no"),
    ],
)
def test_instance_of_a_negated_description(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a list of labels and values: the label naming the question's subject is no answer, nor is a value
        ("Is the Earth's crust made mainly of iron?", "Crust: silicate rock. Core: iron.", "None"),
        ("Is the upper deck built of steel?", "Upper deck: timber. Lower deck: steel.", "None"),
        ("Is Saturn's largest moon made mainly of rock?", "Titan core: rock. Titan crust: ice.", "None"),
        # near misses: a closing fragment after the list; the first value names the subject under its label
        ("Is sodium lighter than water?", "Sodium: 0.97 g/cm³. Water: 1.00 g/cm³. Slightly lighter.", "yes"),
        ("Is Everest the tallest mountain?", "Tallest: Everest (8,849 m). Second: K2 (8,611 m).", "yes"),
        ("Is Venus hotter than Mercury?", "Hotter: its thick atmosphere traps the heat.", "yes"),
    ],
)
def test_labelled_list_is_no_fragment(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the frame that ends the question kept, another word where its last word stands: no restatement
        ("Is a knot a unit of length?", "A knot is a unit of speed.", "None"),
        ("Is a hertz a unit of energy?", "The hertz is a unit of frequency.", "None"),
        # near misses: the same word; an article before it; a modifier before the question's own word
        ("Is a knot a unit of speed?", "A knot is a unit of speed.", "yes"),
        ("Is a hectare a unit of area?", "A hectare is a unit of land area.", "yes"),
        ("Is a joule a unit of energy?", "A joule is a unit of the energy a system holds.", "yes"),
    ],
)
def test_complement_replaced(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "A, not B" where A says B's word as another kind (a modifier of its own before it): B denied, a no
        ("Is Alcatraz located on Angel Island?", "Alcatraz sits on Alcatraz Island, not Angel Island.", "no"),
        ("Is a tomato classed as a nut by botanists?", "It's a true fruit now, not a nut.", "no"),
        ("Is Ceres classified as a planet by astronomers?", "Ceres is a dwarf planet today, not a planet.", "no"),
        ("Is a koala a bear?", "A koala is a marsupial bear in name only, not a bear.", "no"),
        # near misses: the denied phrase names a kind of its own; the modifier is the question's; nothing denied
        ("Is Ceres a planet?", "It's a minor planet, not a major planet.", "no"),
        ("Is Ceres a planet?", "Ceres is a planet, not a moon.", "yes"),
        ("Is the Eiffel Tower on the Champ de Mars?", "It stands on the Champ de Mars, not the Trocadéro.", "yes"),
    ],
)
def test_denied_term_said_as_another_kind(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a whole reply of one short sentence written without a closing stop is complete, not cut off
        ("Is Cusco the capital of Peru?", "lima is the capital, not cusco", "no"),
        ("Is seven an odd number?", "seven is odd", "yes"),
        ("Does a spider have six legs?", "a spider has eight legs", "no"),
        ("Is the Nile longer than the Amazon?", "the nile is longer by most measures", "yes"),
        # near misses: ending on a word that cannot end a clause; a long reply; a cut-off second sentence
        ("Is seven an odd number?", "seven is odd because it", "None"),
        ("Is seven an odd number?", "seven is not odd when you count from the", "None"),
        (
            "Is seven an odd number?",
            "Seven is not odd in the strict sense that mathematicians use when they discuss parity of integers in modular",
            "None",
        ),
        ("Is seven an odd number?", "Seven is odd. Though some would say it is not", "yes"),
        ("Does Mars have any rings?", "Mars has a faint ring called", "None"),
        ("Does a spider have six legs?", "Eight, when you include", "None"),
        ("Is a 9-year-old admitted free?", "Entry is free under 12, and 9 is under 12, so the boy", "None"),
    ],
)
def test_unpunctuated_short_reply(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value
