"""Classes of answer the seventh blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

INSTRUMENTS = ["Violin", "Trumpet", "Harp", "Timpani", "Oboe", "Cello"]
CAUSES = ["The storm knocked out power", "The pump failed", "A neighbour closed the valve", "Nobody knows"]
PRONOUNS = ["You and me", "He alone", "I and my sister", "Nobody"]
GASES = ["Neon", "Carbon monoxide", "Ozone", "Radon"]
LAKES = ["Superior", "Victoria", "Baikal", "Tanganyika", "Cannot be determined"]
TREATIES = ["The Treaty of Versailles", "The Treaty of Utrecht", "The Treaty of Ghent", "The Treaty of Paris"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a label alone in emphasis or brackets closes the answer after a finished sentence
        ("Violin: strings. Trumpet: brass. Oboe: a double reed. **(E)**", INSTRUMENTS, "E"),
        ("Harp and cello are plucked or bowed; the oboe is the woodwind here. **E**", INSTRUMENTS, "E"),
        ("Timpani are struck, the trumpet is buzzed. __(D)__", INSTRUMENTS, "D"),
        # the article "A" (or the pronoun "I") after an answer marker opens an option's whole text
        ("**Answer:** A neighbour closed the valve.", CAUSES, "C"),
        ("The answer is A neighbour closed the valve, since the pump was fine.", CAUSES, "C"),
        ("Final answer: I and my sister", PRONOUNS, "C"),
        # an answer opening with a label and that option's own text; what follows is discussion
        ("Radon (D). Neon (A) and ozone (C) are far less of a concern in basements.", GASES, "D"),
        ("B (carbon monoxide). The others have no smell either, but ozone (C) does.", GASES, "B"),
        (
            "C. The Treaty of Ghent closed the War of 1812. Versailles (A) and Utrecht (B) came from other wars.",
            TREATIES,
            "C",
        ),
        # the last sentence names one option alone: its text in bold, its label with its own text, "going with"
        ("By area it would be Superior, by volume Baikal; the question says volume. **Baikal.**", LAKES, "C"),
        ("The data say nothing about depth, so no lake can be picked. E — cannot be determined.", LAKES, "E"),
        ("Victoria is the largest in Africa — no, the question is about depth. Going with Baikal.", LAKES, "C"),
    ],
)
def test_class_is_read(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a label that only starts an option's text is still that label
        ("Answer: A", CAUSES, "A"),
        ("Answer: A. A neighbour may have been near, but the storm explains it.", CAUSES, "A"),
        # a closing label is one label, not a longer word in emphasis
        ("Violin: strings. Oboe: woodwind. **Oboe**", INSTRUMENTS, "E"),
        # an opening label whose text is another option's, or revised later, is no answer first
        ("Radon (A). Neon (B) is the one. Hmm, no: ozone (C).", GASES, "C"),
        # a bold text that is no option's, "going with" what is no option
        ("Both are deep. **Neither.**", LAKES, None),
        ("Depth depends on the season. Going with my gut.", LAKES, None),
        ("Radon (D). Wait, basements collect radon, but the question asks about cars: carbon monoxide.", GASES, "B"),
    ],
)
def test_near_misses(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected
