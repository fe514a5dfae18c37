"""Classes of yes/no answer the eighteenth blind batch showed the reader missing or misreading.

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
        # the subject kept, another name where the question puts its own (a place only with the place that holds it)
        ("Is the Taj Mahal in Delhi?", "The Taj Mahal stands in Agra, India.", "no"),
        ("Is Machu Picchu in Bolivia?", "It is in Cusco, Peru.", "no"),
        ("Was the Magna Carta sealed by Edward?", "The Magna Carta was sealed by John.", "no"),
        ("Is Lake Titicaca in Chile?", "Lake Titicaca lies at Puno, Peru.", "no"),
        ("Was the telephone patented by Edison?", "The telephone was patented by Bell!", "no"),
        # another subject for the question's one-of-a-kind role (a definite noun or a superlative)
        ("Is Sydney the capital of Australia?", "Canberra is the capital of Australia.", "no"),
        ("Is oxygen the most common gas in the air?", "Nitrogen is the most common gas.", "no"),
        ("Is the Nile the longest river in Asia?", "The Yangtze river is the longest in Asia.", "no"),
        ("Is gold the densest metal?", "Osmium is the densest.", "no"),
        # ... a question that is itself negated flips it
        ("Is Agra not the city of the Taj Mahal?", "Delhi is the city of the Taj Mahal.", "yes"),
    ],
)
def test_another_thing_in_the_open_place(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # near misses: the question's own name restated, a hedge, an addition, a report, an opening word
        ("Is the Taj Mahal in Agra?", "The Taj Mahal stands in Agra, India.", "yes"),
        ("Is Lake Titicaca in Chile?", "It is shared by Peru and Bolivia.", None),
        ("Is the Taj Mahal in Delhi?", "The Taj Mahal might be in Agra.", None),
        # ... and a place alone may lie inside the question's place: only knowledge tells
        ("Is the Taj Mahal in India?", "The Taj Mahal stands in Agra.", None),
        ("Is the Taj Mahal in Delhi?", "It is in Agra.", None),
        ("Is Lima in Peru?", "Some say Lima is in Bolivia.", None),
        ("Is the Sun larger than all the planets combined?", "Way larger, by far.", "yes"),
        ("Is gold the densest metal?", "Honestly the densest is hard to pin down.", None),
        # a new subject with a verb of its own, not the question's role
        ("Is oxygen the most common gas in the air?", "Nitrogen makes up far more of the air than oxygen does.", None),
    ],
)
def test_near_misses_of_another_thing(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # what would surprise the writer is what the writer holds false
        ("Does the museum open on Sundays?", "I'd be surprised if it didn't.", "yes"),
        ("Does the museum open on Sundays?", "I would be astonished if it did, frankly.", "no"),
        ("Is the ferry still running?", "It would really surprise me if it were.", "no"),
        ("Is the ferry still running?", "It'd shock me if it weren't.", "yes"),
        ("Can penguins swim?", "Hard to imagine they can't.", "yes"),
        # ... and what would not surprise, what the writer leans to
        ("Will the shop be closed?", "I wouldn't be surprised if it was.", "yes"),
        ("Are the twins identical?", "I'd be stunned if they weren't.", "yes"),
        # a verdict word or a bare "there are none" under a negated saying
        ("Is there any tea left?", "I wouldn't say no.", "yes"),
        ("Are there cafés on the island?", "I wouldn't say there are none.", "yes"),
        ("Are there cafés on the island?", "We wouldn't say there are some.", "no"),
        ("Is the plan finished?", "I would not say yes.", "no"),
        # near misses: an idiom that is no verdict, and a plain opinion
        ("Do you want a biscuit?", "I wouldn't say no to a biscuit.", None),
        ("Is it raining?", "I wouldn't say so.", "no"),
    ],
)
def test_writer_voice_double_negatives(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
    assert read_yes_no(text).value == value  # (the frame needs no question)


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a leading phrase naming the source or the ground (no verb of its own) belongs to the main clause
        ("can hummingbirds hover?", "Per the text, hummingbirds can hover.", "yes"),
        ("Is the lagoon salty?", "According to the article, the lagoon is salty.", "yes"),
        ("Is the lagoon salty?", "Based on the passage, the lagoon is not salty.", "no"),
        ("Does the bakery open at six?", "Judging by the sign, the bakery opens at six.", "yes"),
        ("Does the bakery open at six?", "Going by its website, the bakery does not open at six.", "no"),
        ("Was the castle built of stone?", "As per the guidebook, the castle was built of stone.", "yes"),
        ("Is the river dry?", "Due to the long drought, the river is dry.", "yes"),
        # near misses: a clause with a verb of its own before the comma is no such lead
        ("Is the lagoon salty?", "From what the guide says, the lagoon isn't salty.", None),
        ("Did the treaty end the war?", "After the signing, the war continued for two more years.", None),
    ],
)
def test_source_lead_before_the_restatement(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a reply of a word or two with no full stop is complete, not cut off
        ("Is the square root of 3 a rational number?", "irrational", "no"),
        ("Is the square root of 9 rational?", "rational", "yes"),
        ("Is the Moon larger than Mars?", "smaller", "no"),
        ("Is a dozen 13?", "12", "no"),
        ("Is the act legal?", "illegal", "no"),
        ("Does a spider have eight legs?", "Eight", "yes"),
        # near misses: a longer reply broken off before its end settles nothing
        ("Is the Moon larger than Mars?", "The Moon is", None),
        ("Does Venus have any moons?", "Venus has one small moon called", None),
        ("Was the bridge finished before the war?", "The bridge was finished by the city in", None),
    ],
)
def test_short_reply_without_a_full_stop(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a value standing alone, then a word of emphasis or the list of what it counts
        ("Does an octopus have more than one heart?", "Three, in fact.", "yes"),
        ("Does a spider have eight legs?", "Eight, actually.", "yes"),
        ("Does a trio have four members?", "Three, as it happens.", "no"),
        ("Does a week have six days?", "Seven: Monday through Sunday.", "no"),
        ("Are there four primary tastes?", "Five: sweet, sour, salty, bitter and umami.", "no"),
        ("Does the team have more than ten players?", "Eleven: a keeper and ten outfielders.", "yes"),
        # near misses: a value under a condition, or broken off, gives no verdict
        ("Does a hexagon have five sides?", "Six, if you count", None),
    ],
)
def test_value_alone_then_emphasis_or_list(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the question's own subject named alone at the opening, for a one-of-a-kind role
        ("Is Lisbon the capital of Portugal?", "Lisbon, since the 13th century.", "yes"),
        ("Is Jupiter the largest planet?", "Jupiter — by a wide margin.", "yes"),
        ("Is nitrogen the most common gas in air?", "Nitrogen, at about 78 percent.", "yes"),
        ("Is Everest the tallest mountain on Earth?", "Everest (8,849 m).", "yes"),
        ("Is the cheetah the fastest land animal?", "The cheetah, reaching about 110 km/h in short bursts.", "yes"),
        # near misses: what follows revokes or hedges it, or the question has no one-of-a-kind role
        ("Is Jupiter the largest planet?", "Jupiter, though only by volume?", None),
        ("Is gold the densest metal?", "Gold, not quite: osmium is.", None),
        ("Is gold the densest metal?", "Gold, probably, but check a table.", None),
        ("Is gold a metal?", "Gold, like silver, for centuries.", None),
    ],
)
def test_subject_named_alone_for_a_role(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
