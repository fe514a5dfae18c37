"""Classes of yes/no answer the twenty-third blind batch showed the reader misreading.

A reply that opens with two qualified verdicts that differ ("In case A, yes; in case B, no.") commits
to the verdict of the case that names what the question asks about, when exactly one case does;
otherwise it commits to neither. The texts are new (not copies of blind rows); near misses must keep
reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction._qualified import qualified_pair

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # one case names the asked term: its verdict
        ("Is tap water safe to drink in Lisbon?", "Bottled water, yes; tap water, yes too.", "yes"),
        ("Do siblings share the same blood type?", "Same parents, yes — same blood type, no.", "no"),
        ("Did the treaty get ratified by Norway?", "Negotiated: yes. Ratified: no, the parliament refused.", "no"),
        ("Does the Eiffel Tower grow in summer?", "In winter, no. In summer, yes - by up to 15 cm.", "yes"),
        ("Are penguins able to fly underwater?", "In the air, no; underwater, yes, in a sense.", "yes"),
        # no case names the asked term and the second verdict is a hedge: nothing
        ("Can a cyclist beat a runner?", "On a flat road, yes; up a steep trail, possibly not.", None),
        ("Can a cat outrun a dog?", "Over ten metres, yes; over a kilometre, maybe.", None),
        ("Is Pluto a planet?", "By the IAU's rule, no — by geophysics, arguably.", None),
    ],
)
def test_qualified_verdict_pairs(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the shape only narrows a reading: a reply the ordinary reading leaves without a verdict stays so
        ("Is tap water safe to drink in Oaxaca?", "Bottled water: yes. Tap water: no.", None),
        ("Is Greenland in Europe?", "Politically, yes; on the map, no. Your call.", None),
        # frames, not cases: the ordinary reading stands
        ("Is the sea salty?", "Short answer: yes. Long answer: yes, because of dissolved minerals.", "yes"),
        ("Is it safe to swim after eating?", "Honestly, yes. Technically, no one has shown any risk.", "yes"),
        # same verdict in both cases
        ("Can dogs eat grapes?", "Small amounts, no; large amounts, no.", "no"),
        # a later plain verdict settles the reply
        ("Is glass a liquid?", "Old panes, no; molten glass, yes. Overall, no.", "no"),
        # a plain verdict first
        ("Is Mars red?", "Yes. Its dust is rich in iron oxide.", "yes"),
        ("Is the Moon a planet?", "No, it's a natural satellite.", "no"),
        # both cases name the asked terms: the ordinary reading decides
        ("Is coffee a diuretic that dehydrates you?", "As a diuretic, mildly yes; dehydrating, no.", "no"),
    ],
)
def test_qualified_pair_near_misses(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # both verdicts said in so many words, each for a part: a clause that restates the question picks neither
        (
            "Is Mount Elbrus in Europe?",
            "Half yes, half no — Mount Elbrus sits on the line between Europe and Asia.",
            None,
        ),
        ("Is Istanbul in Asia?", "Partly yes, partly no: Istanbul is in Asia east of the Bosporus.", None),
        ("Is Russia in Asia?", "In part yes, in part no; Russia lies in Asia beyond the Urals.", None),
        ("Is the Danube in Germany?", "Partially yes, partially no. The Danube rises in Germany and flows on.", None),
        # near misses: a verdict the reply settles on, or a single verdict with a part, stands
        ("Is the Rhine in Germany?", "Half no, half yes — the Rhine flows through Germany after Switzerland.", None),
        ("Is Istanbul in Europe?", "Yes - Istanbul is in Europe, partly.", "yes"),
        ("Is Russia in Asia?", "Russia lies in Asia beyond the Urals.", "yes"),
    ],
)
def test_both_in_part_then_restatement(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value


def test_two_plain_readings_nobody_asked_are_left_to_the_ordinary_reading() -> None:
    assert qualified_pair("In the kitchen, no; in botany, yes.", "Is a tomato a fruit?") is None
    assert qualified_pair("Legally, yes. Morally, no.", "Should I keep the wallet I found?") is None
    read = qualified_pair("In the kitchen, no; in botany, yes.", "Is a tomato a fruit in botany?")
    assert read is not None and read.value == "yes"
