"""Classes of yes/no answer the twentieth blind batch showed the reader missing or misreading.

Each class is fixed by a general rule; the texts here are our own (not copies of blind rows), with
near misses that must keep reading as before. Restatements are read with the question
(``read_yes_no(text, question=...)``), as the ``yes_no`` evaluator reads them.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "Is A <comparative> than B?" answered by naming which term has more of the quality
        ("Is Mars bigger than Earth?", "Earth, by a wide margin.", "no"),
        ("Is Jupiter heavier than Saturn?", "Jupiter is roughly three times as massive. Jupiter wins easily.", "yes"),
        ("Is the Nile longer than the Amazon?", "Measurements differ, but the Nile usually comes out ahead.", "yes"),
        ("Is Everest taller than K2?", "Everest — by about 240 metres.", "yes"),
        ("Is Ohio wetter than Nevada?", "Ohio, easily.", "yes"),
        ("Is Oslo colder than the city of Bergen?", "Records: Oslo -21, Bergen -12. Oslo is clearly colder.", "yes"),
        ("Is a cheetah faster than a horse?", "The horse is faster over a marathon.", "no"),
        ("Is Lima colder than Quito?", "Quito is warmer by far.", "yes"),
        ("Was Athens older than Rome?", "Rome came out on top.", "no"),
        (
            "Is the Baltic saltier than the Red Sea?",
            "Sea water samples: the Red Sea is about four times saltier.",
            "no",
        ),
        # near misses: another quality, a superlative, a hedge, a negation, both terms, a label line
        ("Is Tokyo more populous than Delhi?", "Delhi's metro area has now overtaken it. Delhi is bigger.", None),
        ("Is silver heavier than gold?", "Gold is denser.", None),
        ("Is Venus hotter than Mercury?", "Mercury is closer to the Sun.", None),
        ("Is Greenland larger than Cuba?", "Greenland is the largest island; Cuba is a nation.", None),
        ("Is the Atlantic saltier than the Pacific?", "The Atlantic is the saltiest of the major oceans.", None),
        ("Is Everest taller than K2?", "Everest is tall, K2 is too.", None),
        ("Is Venus hotter than Mercury?", "Venus? Maybe.", None),
        ("Is Venus hotter than Mercury?", "Venus might be hotter.", None),
        ("Is chess older than Go?", "Go: records from 500 BC.", None),
        ("Is Pluto smaller than the Moon?", "Pluto is smaller.", "yes"),
        ("Is Everest taller than K2?", "K2 is not taller.", "yes"),
    ],
)
def test_comparison_winner_named(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "Is it not true that P?" - a yes/no word, then the claim restated the other way: no answer
        ("Is it not true that whales are fish?", "No, whales are not fish.", None),
        ("Is it not the case that tin is a metal?", "Yes, tin is a metal.", None),
        ("Was it not true that Rome fell in 476?", "Yes — Rome fell in 476.", None),
        ("Is it not correct that copper conducts electricity?", "Yes: copper does conduct electricity.", None),
        ("Is it not the case that Mars is larger than Earth?", "No, Mars is not larger than Earth.", None),
        # near misses: the word and its restatement agree, no restatement, the contracted tag-like form
        ("Is it not true that the Sun is a star?", "No, the Sun is a star.", "no"),
        ("Is it not true that lead is heavy?", "No.", "no"),
        ("Is it not the case that tin is a metal?", "Yes, that is so.", "yes"),
        ("Isn't it true that glass is a liquid?", "No, glass is not a liquid.", "no"),
        ("Isn't Everest in Peru?", "No, it is not in Peru.", "no"),
        ("Are whales not fish?", "No, whales are not fish.", "no"),
    ],
)
def test_embedded_negation_echoed_the_other_way(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a question of existence answered by a verbless fragment naming or counting instances
        ("Has a monarch ever abdicated in Spain?", "Juan Carlos I, 2014.", "yes"),
        ("Is there a planet with more moons than Jupiter?", "Saturn!", "yes"),
        ("Has the marathon ever been called off?", "Twice — in 2012 and in 2020.", "yes"),
        ("Are there any bones in a shark?", "0.", None),
        ("Could someone born in 2001 have voted in 2018?", "2018 - 2001 = 17.", None),
        ("Has anyone ever been struck by lightning seven times?", "Roy Sullivan — seven times, in fact.", "yes"),
        ("Has it ever snowed in Dubai?", "Once, in 2009, on Jebel Jais.", "yes"),
        ("Is there an even prime?", "Two.", "yes"),
        ("Are there any lakes in the Sahara?", "Several, in the oases.", "yes"),
        ("Did anybody ever row across the Pacific?", "Only one — John Fairfax, in 1972.", "yes"),
        # near misses: denials, hedges, single words that are no name, a clause with a verb, no existence asked
        ("Has a woman ever walked on the Moon?", "Not yet.", "no"),
        ("Has Iceland ever hosted the Olympics?", "Never.", "no"),
        ("Is there a word that rhymes with orange?", "Sporange, arguably.", None),
        ("Has the river ever flooded the town?", "Doubtful.", None),
        ("Did any emperor ever visit Ireland?", "Interesting question.", None),
        ("Is there life on Mars?", "Unknown.", None),
        ("Has anyone ever swum the Atlantic?", "Ben Lecomte claims he did, but the swim had breaks.", None),
        ("Is the Pope ever wrong?", "Catholic doctrine holds papal infallibility only ex cathedra.", None),
        ("Is Lima the capital of Peru?", "Lima!", "yes"),  # (no existence asked: the one-word rule below)
    ],
)
def test_existence_shown_by_an_instance(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # one word alone, naming another holder of a role that holds one thing
        ("Is Sydney the capital of Australia?", "Canberra!", "no"),
        ("Is the national animal of Scotland the lion?", "Unicorn.", "no"),
        ("Is the official language of Brazil Spanish?", "Portuguese.", "no"),
        ("Is the currency of Thailand the rupee?", "Baht.", "no"),
        ("Is the capital of Canada Ottawa?", "Ottawa.", "yes"),
        ("Is there an element whose symbol is the letter K?", "Potassium!", "yes"),  # (an instance: existence asked)
        # near misses: a place that may lie inside the one asked of, words of judgement, frequency, pronouns
        ("Is the Eiffel Tower in the capital of France?", "Paris.", None),
        ("Was Mozart born in Vienna?", "Salzburg.", None),
        ("Is Toronto the capital of Canada?", "Interesting.", None),
        ("Is Toronto the capital of Canada?", "Doubtful.", None),
        ("Is Toronto the capital of Canada?", "Historically.", None),
        ("Is the currency of Japan the yen?", "Sometimes.", None),
        ("Is Toronto the capital of Canada?", "Both.", None),
        ("Is the sky blue?", "Azure.", None),
        ("Is the currency of Japan the yen?", "Correct.", "yes"),
    ],
)
def test_one_word_for_a_one_of_a_kind_role(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "too <adjective> (for someone) to <verb>" rules the verb out
        ("Can ostriches fly?", "They are too heavy to fly.", "no"),
        ("Can penguins fly?", "Penguins are too bulky to fly.", "no"),
        ("Can a child lift a car?", "A car is too heavy for a child to lift.", "no"),
        ("Can emus fly?", "Emus are much too large to fly.", "no"),
        # near misses: "too" of quantity, a reply without the construction
        ("Do cats eat too much?", "Cats eat too much to stay lean.", "yes"),
        ("Can kiwis fly?", "Kiwis fly short distances, too.", "yes"),
    ],
)
def test_too_much_of_a_quality_to_do_it(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
