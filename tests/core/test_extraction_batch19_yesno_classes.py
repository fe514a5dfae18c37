"""Classes of yes/no answer the nineteenth blind batch showed the reader missing or misreading.

Each class is fixed by a general rule; the texts here are our own (not copies of blind rows), with
near misses that must keep reading as before. Restatements are read with the question
(``read_yes_no(text, question=...)``), as the ``yes_no`` evaluator reads them.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import read_yes_no

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # "Is X a Y?" answered by putting X in a category of its own: the other category is the answer "no"
        ("Is a koala a bear?", "Koalas are marsupials.", "no"),
        ("Is a bat a bird?", "Bats are flying mammals, closer to us than to sparrows.", "no"),
        ("Is a seahorse a mammal?", "A seahorse is a bony fish.", "no"),
        ("Was the old ferry a warship?", "It was an ocean liner carrying passengers.", "no"),
        ("Is a mushroom a plant?", "They're fungi; their cell walls hold chitin.", "no"),
        ("Is a tomato a vegetable?", "Botanically, a tomato is a fruit.", "no"),
        ("Is quartz a metal?", "Quartz is a mineral made of silicon and oxygen.", "no"),
        ("Est-ce qu'une baleine est un poisson?", "C'est un mammifère.", None),
        ("Is a starfish a fish?", "Starfish are echinoderms — no backbone, no gills.", "no"),
        # near misses: the question's category named, denied, kept in a narrower kind, hedged or reported
        ("Is a penguin a bird?", "Penguins are flightless birds.", "yes"),
        ("Is a sparrow a bird?", "A sparrow is a songbird.", None),
        ("Is a mushroom a plant?", "A mushroom is probably a fungus.", None),
        ("Is a tomato a fruit?", "A tomato is a berry, which makes it a fruit.", None),
        ("Is a koala a bear?", "Koalas are marsupials. People call them bears anyway.", None),
        ("Is a whale a fish?", "Whales are not mammals.", None),
        ("Is Pluto a planet?", "Pluto is a Kuiper belt object.", None),
        ("Is Mercury a metal?", "Mercury is a planet closest to the sun.", None),
        ("Is Amazon a river?", "It's an online retailer.", None),
        ("Is the whale the largest animal?", "The whale is a mammal.", None),
        ("Is a whale bigger than a shark?", "A whale is a mammal.", None),
    ],
)
def test_another_category(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a restatement, then a closing question or request handing the choice of reading back to the asker
        (
            "Is a tomato a vegetable?",
            "Tomatoes are fruits botanically and vegetables in the kitchen. Which sense did you have in mind?",
            None,
        ),
        (
            "Is the Nile the longest river?",
            "The Nile is the longest by one measure. Do you mean by length or by discharge?",
            None,
        ),
        ("Was Pluto a planet?", "Pluto was a planet until 2006. Are you asking about today or back then?", None),
        (
            "Is Springfield the capital of Illinois?",
            "Springfield is the capital of Illinois. Could you tell me which Springfield you mean?",
            None,
        ),
        (
            "Is Mercury the smallest planet?",
            "Mercury: smallest planet. Venus: hottest. Which one are you referring to?",
            None,
        ),
        (
            "Is the heart the strongest muscle?",
            "The heart is the strongest muscle by endurance, the jaw by force - let me know which one you mean.",
            None,
        ),
        # near misses: an offer of more, a question to think about, or a question the reply answers itself
        ("Are whales mammals?", "Whales are mammals. Did you know they are related to hippos?", "yes"),
        ("Are whales mammals?", "Whales are mammals. Do you want more detail?", "yes"),
        ("Are whales mammals?", "Whales are mammals. Would you like to know which ones are the largest?", "yes"),
        ("Are whales mammals?", "Whales are mammals. Which whale are you thinking of? All of them are.", "yes"),
        ("Is the liver the largest organ?", "Which one do you mean? The liver is the largest internal organ.", "yes"),
        # an explicit verdict word is not taken back by the closing question
        ("Is the liver the largest organ?", "No, the skin is. Did you mean the largest internal organ?", "no"),
    ],
)
def test_choice_handed_back(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a question written all in lower case (BoolQ style): its names get their capitals back from the
        # passage and the reply, so the readings that go by names work as for a question written with them
        (
            "Passage: The Gobi lies in Mongolia and China. Question: is the gobi the largest desert?",
            "The largest desert is Antarctica, ice and all.",
            "no",
        ),
        (
            "Passage: Mount Kosciuszko rises in the Snowy Mountains. Question: is mount kosciuszko the highest peak "
            "in australia?",
            "Kosciuszko, at 2,228 m.",
            "yes",
        ),
        (
            "Passage: Neil Armstrong stepped onto the Moon in July 1969. Question: was neil armstrong the second "
            "person on the moon?",
            "Armstrong was the first; Aldrin came second.",
            "no",
        ),
        ("is the danube the longest river in europe?", "The Volga is longer, at 3,530 km.", "no"),
        (
            "Passage: Lake Titicaca sits on the border of Peru and Bolivia. Question: is lake titicaca the highest "
            "navigable lake?",
            "Lake Titicaca, at 3,812 m.",
            "yes",
        ),
        # near misses: a word written in lower case somewhere in the context stays a common word; a word
        # capitalised only by opening a sentence is no name
        ("is the sun the largest star?", "The sun is a medium star. Far larger stars exist.", None),
        ("is the lake deeper than the sea?", "Lake water is fresh. The sea is deeper.", "no"),
    ],
)
def test_lower_case_question_names(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a question of rank about a name, the reply working it out and closing on a name alone
        (
            "Is Jupiter the largest planet?",
            "Saturn is big, Jupiter bigger. Let me compare the radii once more. Jupiter.",
            "yes",
        ),
        ("Is Mars the hottest planet?", "Mercury is closest to the Sun. The thick air traps more heat. Venus.", "no"),
        ("Is Alaska the largest state?", "Texas is huge. Alaska is bigger. Alaska!", "yes"),
        # near misses: no name closing it, or a name under a condition
        ("Is Alaska the largest state?", "Texas is huge. Well.", None),
        (
            "Is Mars the hottest planet?",
            "Mercury is closest to the Sun. The thick air traps more heat. Probably Venus.",
            None,
        ),
    ],
)
def test_closing_name_for_a_rank(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a verdict under each frame, then one verdict set off by a colon closing the reply: the one settled on
        ("Is a peanut a nut?", "Culinarily yes, botanically no. Pressed for a single word: no.", "no"),
        ("Is it wrong to lie to protect someone?", "Legally yes, morally no. My pick: no.", "no"),
        ("Does the plan work?", "In theory yes, in practice no. For this question: no.", "no"),
        ("Is a tomato a vegetable?", "Botanically no, in the kitchen yes. Going by the cook's use: yes.", "yes"),
        # near misses: no closing verdict, a closing question, or a verdict with a condition after it
        ("Is it legal?", "Informally, yes; officially, no.", None),
        ("Is a peanut a nut?", "Culinarily yes, botanically no: it depends.", None),
        ("Is a peanut a nut?", "Culinarily yes, botanically no. Which matters to you: yes or no?", None),
    ],
)
def test_framed_verdicts_then_closing_pick(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the reply opens with the question's subject and auxiliary, the predicate left unsaid
        ("Can ostriches fly?", "Ostriches can't, sadly.", "no"),
        ("Can crocodiles stick out their tongues?", "Crocodiles cannot.", "no"),
        ("Do whales breathe air?", "Whales do, through a blowhole.", "yes"),
        ("Are spiders insects?", "Spiders aren't.", "no"),
        ("Is the Moon a planet?", "The Moon isn't; it's a natural satellite.", "no"),
        ("Did the Romans use concrete?", "The Romans did - and it still stands.", "yes"),
        # ... with a clipped form of the subject
        ("Do hippopotamuses sweat blood?", "Hippos don't; the red fluid is a skin secretion.", "no"),
        ("Can rhinoceroses swim?", "Rhinos can, surprisingly well.", "yes"),
        # near misses: another subject, a condition or hedge after it, a question, a reply cut off
        ("Can ostriches fly?", "Emus can't.", None),
        ("Can ostriches fly?", "Ostriches can't, unless you count short hops.", None),
        ("Do whales breathe air?", "Whales do?", None),
        ("Is the capital Paris?", "The capital is...", None),
    ],
)
def test_subject_and_auxiliary_alone(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the short answer in another tense than the question's, or with a time limit after it, is no verdict
        ("Do wolves live here?", "Wolves did.", None),
        ("Are the shops open?", "The shops were.", None),
        ("Does the ferry run daily?", "The ferry does, until October.", None),
    ],
)
def test_subject_and_auxiliary_in_another_tense(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a restatement, then a negated clause of its own (its own verb) about something else: the restatement
        ("Is a square a rectangle?", "Every square is a rectangle, but not every rectangle is a square.", "yes"),
        ("Is a tomato a fruit?", "A tomato is a fruit, but not every fruit is sweet.", "yes"),
        ("Are wolves carnivores?", "Wolves are carnivores, though not all carnivores are hunters.", "yes"),
        ("Is Lisbon in Portugal?", "Lisbon is in Portugal; not every Iberian capital is, of course.", "yes"),
        # near misses: a negated apposition without a verb of its own still joins its clause
        ("Is a whale a fish?", "A whale is a mammal, not a fish.", "no"),
        ("Is every prime odd?", "Most primes are odd, but not all primes are odd.", "no"),
    ],
)
def test_negated_clause_of_its_own(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("is the " + "a " * 900 + "fish?", "It is a " * 2000 + "mammal."),
        ("is a dolphin a fish?", "Dolphins are " + "very " * 5000 + "mammals."),
        ("is lake baikal deep?", " ".join(["Lake Baikal"] * 5000)),
        ("Is a whale a fish?", "Whales are mammals. " + "Which do you " * 3000 + "mean?"),
        ("Can crocodiles swim?", "Crocs can" + "." * 10_000),
    ],
)
def test_new_readings_stay_fast_on_padding(question: str, text: str) -> None:
    # a generous budget per call: it guards against growth worse than linear, not a speed goal
    import time

    start = time.perf_counter()
    read_yes_no(text, question=question)
    assert time.perf_counter() - start < 2.0
