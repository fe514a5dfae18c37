"""Classes of answer the fourteenth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen. Near misses that
must keep (or must not gain) a reading sit beside each class.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter
from scorewire_multiple_choice._compat import fold_compat

PLANETS = ["Mercury", "Venus", "Mars", "Jupiter"]
METALS = ["Copper", "Iron", "Zinc", "Gold", "Silver"]
ODDS = ["1/12", "1/6", "1/4", "5/36", "7/36"]
SHARES = ["1/3", "2/3", "3/4", "1/8"]
PRICES = ["$30.00", "$33.00", "$34.00", "$36.00"]
GASES = ["Argon", "Carbon dioxide", "Helium", "Nitrogen"]
NUMBERS = ["9", "15", "21", "None of the above"]
ORGANS = ["Liver", "Kidney", "Spleen", "Pancreas"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # letters in Unicode compatibility forms: fullwidth, circled, mathematical bold / italic
        ("Ｃ", PLANETS, "C"),
        ("Ａｎｓｗｅｒ：Ｄ", PLANETS, "D"),
        ("答えは（Ｂ）です。", PLANETS, "B"),
        ("Ⓐ", PLANETS, "A"),
        ("ⓒ", PLANETS, "C"),
        ("The answer is 𝐃.", PLANETS, "D"),
        ("Final answer: 𝑩", PLANETS, "B"),
        ("**Ｅ**", METALS, "E"),
        ("Option ③.", PLANETS, "C"),
        ("（Ｄ）", PLANETS, "D"),
        ("Ｃ．", PLANETS, "C"),
        ("Ｊｕｐｉｔｅｒ", PLANETS, "D"),
        # near misses: a fullwidth letter beyond the options, two fullwidth letters, superscripts kept
        ("Ｆ", PLANETS, None),
        ("Ａ or Ｂ, I can't tell.", PLANETS, None),
        ("x²", ["x^2", "x^3", "2x", "x"], "A"),
    ],
)
def test_compatibility_forms_read_as_plain_letters(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


def test_fold_compat_keeps_offsets_and_leaves_plain_text_alone() -> None:
    assert fold_compat("Ｂ, ⓓ and 𝐀") == "B, d and A"
    assert len(fold_compat("x ⒝ ⑩ 𝐀")) == len("x ⒝ ⑩ 𝐀")  # (longer decompositions left as they are)
    plain = "Plain ASCII answer: C."
    assert fold_compat(plain) is plain


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # a commitment asked as a question and answered "no", then the revised answer
        ("My first instinct says the answer is A? No — C, Mars.", "C"),
        ("So is it B?? Nope: D.", "D"),
        ("Tempting to go with C? No, B is right.", "B"),
        ("Is the answer B? No. It's D.", "D"),
        ("Answer: A? Nope, B.", "B"),
        ("I'd choose Venus (B)? No: Mars, C.", "C"),
        ("I'd go with D? Nah - A.", "A"),
        # near misses: a question answered "no doubt", a question with no answer after it
        ("Is it C? No doubt about it, C.", "C"),
        ("Is it B? I'm not sure.", None),
    ],
)
def test_question_answered_no_revises(response: str, expected: str | None) -> None:
    assert extract_letter(response, PLANETS).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an opening verdict, then the other options gone over without a verdict of their own
        ("Hot metal glows before it melts, so **D**.\n\nA oxidises; B rusts; C corrodes quickly.", METALS, "D"),
        ("B must hold. C contradicts the premise, D overreaches and A is irrelevant.", PLANETS, "B"),
        ("The gist: C. The text never says A, and D goes too far.", PLANETS, "C"),
        ("Answer - Kidney\n\nThe liver makes bile; the spleen filters old red cells.", ORGANS, "B"),
        ("D, clearly. A is too hot; B has acid clouds; C is too small.", PLANETS, "D"),
        # (an opening that only names an option needs every other one gone over after it)
        ("D, clearly. A is too hot; B has acid clouds.", PLANETS, None),
        ("C is the definition. A and B are false.", PLANETS, None),
        ("Réponse : A.\n\nB est une erreur fréquente, C aussi.", PLANETS, "A"),
        # near misses: the survey's items said alike, a revision, a later answer marker, the chosen option again
        ("B is rocky. A is rocky. C is rocky. D is a gas giant.", PLANETS, None),
        ("B must hold.\n\nActually A is stronger, C and D are out.", PLANETS, "A"),
        ("A seems best. B is wrong, maybe C.", PLANETS, None),
        ("D fits. A is out; C could work as well.", PLANETS, None),
        ("C must hold. A is out, so the answer is D.", PLANETS, "D"),
        ("B seems right. A is wrong, but B too has a flaw; C and D are worse.", PLANETS, None),
    ],
)
def test_opening_verdict_then_other_options_discussed(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an answer paragraph, then a paragraph identifying something else with an option in a relative clause
        ("Six ways out of 36, so 1/6. Answer: B\n\nA frequent slip gives 3/36, which is option A.", ODDS, "B"),
        ("The answer is C.\n\nA typical mistake: dividing by 12, that's (A).", ODDS, "C"),
        ("Answer: D\n\nStudents who add the faces get 7/36, i.e. E.", ODDS, "D"),
        ("Answer: C.\n\nPeople who forget the doubles get 5/36, which is D.", ODDS, "C"),
        ("**Answer: B**\n\nCounting ordered pairs once lands on 1/12 - that is option A.", ODDS, "B"),
        ("Final answer: D\n\nA frequent error: 7/36, which would be E.", ODDS, "D"),
        # near misses: a later paragraph that revises, or one that marks an answer again
        ("Answer: B\n\nMy mistake - it is 1/12, which is option A.", ODDS, "A"),
        ("Answer: B\n\nOn a recount the right answer is 1/12, which is option A.", ODDS, "A"),
        ("Answer: B\n\nCounting again, it is 1/12 instead, which is option A.", ODDS, "A"),
    ],
)
def test_answer_paragraph_then_identifications(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # fractions in words or as odds, for fraction options
        ("The chance is one-sixth.", ODDS, "B"),
        ("That works out to a quarter.", ODDS, "C"),
        ("Roughly 1 in 6, since six of the 36 rolls work.", ODDS, "B"),
        ("It happens five times in thirty-six.", ODDS, "D"),
        ("One out of twelve rolls.", ODDS, "A"),
        ("Two thirds of the class passed.", SHARES, "B"),
        ("Three quarters.", SHARES, "C"),
        ("An eighth of the pie is left.", SHARES, "D"),
        ("Odds: 7 chances in 36.", ODDS, "E"),
        ("A one-in-six chance.", ODDS, "B"),
        # near misses: a ruled-out fraction, two fractions that are different options, no fraction option
        ("Not one in twelve - I'm not sure what it is.", ODDS, None),
        ("Somewhere between a quarter and one-sixth.", ODDS, None),
        ("One-sixth of the way.", PLANETS, None),
    ],
)
def test_fractions_in_words(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a number after an answer marker's colon, for numeric options written with symbols or zeros
        ("Answer: $33", PRICES, "B"),
        ("**Answer:** 36", PRICES, "D"),
        ("Final answer: 34.0", PRICES, "C"),
        ("ANSWER: $34.00", PRICES, "C"),
        ("My answer: 30.", PRICES, "A"),
        # near misses: a value that is no option, two values after markers
        ("Answer: $35", PRICES, None),
        ("Answer: $30. Second answer: $33.", PRICES, None),
    ],
)
def test_number_after_answer_marker(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an aside opener after a connective: "Though note", "But note that", "Also, note"
        ("Helium is the noble gas here. Though note: nitrogen is nearly inert too.", GASES, "C"),
        ("It's argon. But note that nitrogen makes up most of the air.", GASES, "A"),
        ("Kidney, because it filters blood. Also, note the liver does some of this.", ORGANS, "B"),
        # a closing sentence that only rules one option out
        ("Bile comes from one organ: the liver. Not the pancreas.", ORGANS, "A"),
        ("The red planet is Mars. Definitely not Venus!", PLANETS, "C"),
        ("So it's zinc. And never iron.", METALS, "C"),
        ("Answer: B. Not D.", PLANETS, "B"),
        ("It's the kidney. Certainly not the liver.", ORGANS, "B"),
        ("Insulin comes from the pancreas. Not the spleen!", ORGANS, "D"),
        ("Nitrogen, most of the air. But note: argon is the third most common gas.", GASES, "D"),
        # near misses: the ruled-out sentence is all there is, or rules out the option just named
        ("Not the pancreas.", ORGANS, None),
        ("Both the liver and the kidney filter. Not the spleen.", ORGANS, None),
    ],
)
def test_closing_aside_or_ruling_out_after_the_verdict(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a choice put off for want of information
        ("Argon or nitrogen... I'd need more information about the mixture to say.", GASES, None),
        ("Liver, maybe kidney; I can't tell without knowing the lab values.", ORGANS, None),
        ("Without knowing the dosage I couldn't pick between iron and zinc.", METALS, None),
        ("Helium or argon - it would require more details to decide which.", GASES, None),
        ("Venus or Mars. Can't say without knowing the year.", PLANETS, None),
        ("I'd need further details to choose.", PLANETS, None),
        # near miss: a hedge on an answer given stays the answer
        ("Helium. I'd need more data to be fully certain, though.", GASES, "C"),
        # an answer cut off after its subject or at the heading of an option
        ("The p-value is under the threshold, so we", GASES, None),
        ("Argon is inert, and they", GASES, None),
        ("Going through them: Copper - conductor. Iron - magnetic. Zinc —", METALS, None),
        ("Liver - filters. Kidney -", ORGANS, None),
        # an opening that lists several options is no answer first
        ("9, 15 and 21 are all odd composites.", NUMBERS, None),
        ("Mercury, Venus and Mars are all rocky.", PLANETS, None),
        # near miss: an apposition after the first option's name
        ("Jupiter, by far the largest, with Mars much smaller.", PLANETS, "D"),
    ],
)
def test_no_commitment_shapes(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


KNIGHTS = ["Both knights", "Both knaves", "X is a knight, Y is a knave", "X is a knave, Y is a knight"]
REACTIONS = ["The reaction is exothermic", "The reaction is endothermic", "The enzyme is denatured", "None"]
ORDER = ["P is greater than Q", "Q is greater than P", "P equals Q", "Cannot be determined"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a whole answer that restates one option word for word without its copulas and articles
        ("X knight, Y knave.", KNIGHTS, "C"),
        ("X knave; Y knight!", KNIGHTS, "D"),
        ("Reaction endothermic.", REACTIONS, "B"),
        ("**Enzyme denatured**", REACTIONS, "C"),
        ("Q greater than P.", ORDER, "B"),
        ("P greater than Q", ORDER, "A"),
        # near misses: the words in another order or with one missing, a word of its own, a longer answer
        ("Knight X, knave Y.", KNIGHTS, None),
        ("P greater.", ORDER, None),
        ("P much greater than Q", ORDER, None),
    ],
)
def test_option_restated_without_copulas(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected
