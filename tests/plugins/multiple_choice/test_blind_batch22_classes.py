"""Classes of answer the 22nd blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is fixed by a
general rule, so the rule must hold on answers it has not seen, and the near misses must keep their reading.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter
from scorewire_multiple_choice._closing_alone import closing_alone

RIVERS = ["Nile", "Amazon", "Yangtze", "Mississippi"]
METALS = ["Iron", "Copper", "Gold", "Silver"]
YEARS = ["1914", "1918", "1939", "1945"]
ORGANS = ["Liver", "Heart", "Lungs", "Kidneys"]
COMPOSERS = ["Bach", "Mozart", "Beethoven", "Chopin", "Haydn"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a label alone closes the reply after a sentence whose last word is another label as its object: the
        # closing label is the verdict, the other label belongs to the sentence before it
        ("The Nile is longer by most measures, so not B. A.", RIVERS, "A"),
        ("Gold conducts well but silver edges it out, narrowly ahead of C. D.", METALS, "D"),
        ("I first leaned toward D. B.", YEARS, "B"),
        ("The lungs exchange gas; the heart only pumps it, unlike C.\nB", ORGANS, "B"),
        ("Haydn taught him, and he is often confused with E. **C**", COMPOSERS, "C"),
        ("Beethoven wrote nine symphonies, more than anyone would guess from E. So C.", COMPOSERS, "C"),
        # a label alone at the end outweighs an opening sentence that only tags another option in passing
        ("The Amazon carries the most water; the Nile (A) is longer.\n\n**B**", RIVERS, "B"),
        ("Copper (B) is the cheaper conductor, silver the better one. **D**", METALS, "D"),
        ("Kidneys (D) filter blood, the liver detoxifies it.\n\nA", ORGANS, "A"),
        ("1939 (C) started it in Europe; it ended in 1945.\n\n**D**", YEARS, "D"),
    ],
)
def test_closing_label_after_another_label(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an opening verdict by label still stands when the closing label agrees with it or none closes the reply
        ("C. The Yangtze is the longest river in Asia, not the Amazon (B).", RIVERS, "C"),
        ("B. Mozart (B) wrote more operas than Haydn (E).", COMPOSERS, "B"),
        # a revision between them is still read as before
        ("D. Wait, no: the Nile is longer. A.", RIVERS, "A"),
    ],
)
def test_closing_label_near_misses(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    "text",
    [
        "A. B. C. D.",
        "Options:\nA. B. C.",
        "The two plausible ones: B. C.",
        "The answer is C.",
        "That is i.e. E.",
        "Go to I.B.",
    ],
)
def test_no_lone_closing_label(text: str) -> None:
    # (a run of bare labels, a label ending a longer sentence, one after an abbreviation or glued to a stop)
    assert closing_alone(text, "ABCDE") is None
