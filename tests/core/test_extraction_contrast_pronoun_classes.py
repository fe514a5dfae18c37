"""A restatement by contrast whose subject is a pronoun, or whose denied term is a broader one.

"It's a fruit, not a vegetable." for "Is a tomato a fruit?" restates the question's predicate with a
pronoun for its subject and denies another term: a yes. It was read as a no (the negated apposition's
"not" counted as the clause's polarity), because the pronoun did not count as the subject's unit. "It's
a dwarf planet, not a planet." for "Is Ceres a dwarf planet?" denies only the broader term the clause
narrows with another word of the question: also a yes. Round 25's helper noticed both while fixing
other classes; the texts below are new.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a pronoun for the subject, the predicate restated, another term denied: yes
        ("Is a tomato a fruit?", "It's a fruit, not a vegetable.", "yes"),
        ("Is the koala a marsupial?", "It's a marsupial, not a bear.", "yes"),
        ("Is a bat a mammal?", "It is a mammal, not a bird.", "yes"),
        ("Is a sea star an echinoderm?", "It's an echinoderm, not a fish.", "yes"),
        ("Is Ceres a planet?", "It's a planet, not a moon.", "yes"),
        # the denied term is the broader one the clause narrows with the question's own word: yes
        ("Is Ceres a dwarf planet?", "It's a dwarf planet, not a planet.", "yes"),
        ("Is the Nile a long river?", "It's a long river, not a river of average length.", "yes"),
        # near misses: the question's term is the one denied, or named as another kind
        ("Is the koala a bear?", "It's a marsupial, not a bear.", "no"),
        ("Is a whale a fish?", "It's a mammal, not a fish.", "no"),
        ("Is a spider an insect?", "It's an arachnid, not an insect.", "no"),
        ("Is Pluto a planet?", "It's a dwarf planet, not a planet.", "no"),
        ("Is a sea star a star?", "It's a sea star, not a star.", "no"),
        ("Is Quebec a country?", "Quebec is a province, not a country.", "no"),
        ("Is a peanut a nut?", "A peanut is a legume, not a nut.", "no"),
        ("Is a peanut a legume?", "A peanut is a legume, not a nut.", "yes"),
        ("Is Sydney the capital?", "It's a capital city of a state, not the national capital.", "no"),
        # the clause's extra word of the question is its verb, not a word narrowing the denied name: no
        (
            "Did the treaty end the Seven Years' War?",
            "The treaty ended the Thirty Years' War, not the Seven Years' War.",
            "no",
        ),
        (
            "Is Everest the tallest mountain from base to peak?",
            "It's the tallest above sea level, not from base to peak.",
            "no",
        ),
    ],
)
def test_contrast_with_a_pronoun_subject_or_a_broader_denied_term(question: str, text: str, value: str) -> None:
    assert _read(question, text) == value
