"""Classes of answer the 22nd blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is fixed by a
general rule, so the rule must hold on answers it has not seen, and the near misses must keep their reading.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from scorewire_multiple_choice import extract_letter
from scorewire_multiple_choice._closing_alone import closing_alone
from scorewire_multiple_choice._naming import naming_verdict

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
        ("Copper is cheaper, but the question asks about conductivity, so not B. D.", METALS, "D"),
        ("The heart pumps blood; filtering is done elsewhere, which rules out B. D.", ORGANS, "D"),
        ("Haydn wrote more symphonies, but that was never in doubt for E. C.", COMPOSERS, "C"),
        # a label alone at the end outweighs an opening sentence that only tags another option in passing
        ("The Amazon carries the most water; the Nile (A) is longer.\n\n**B**", RIVERS, "B"),
        ("Silver conducts best of all; copper (B) comes second.\n\n**D**", METALS, "D"),
        ("The armistice came in 1918; 1939 (C) began the next war. **B**", YEARS, "B"),
        ("Gas exchange happens in the lungs, and the heart (B) only pumps.\n**C**", ORGANS, "C"),
        ("Chopin was Polish, Bach (A) German. D", COMPOSERS, "D"),
        ("The Yangtze is the longest in Asia, the Amazon (B) in South America.\n\n(C)", RIVERS, "C"),
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


@pytest.mark.parametrize(
    ("response", "choices"),
    [
        # the last sentence declines to give one option, after naming one of them on the way
        ("The Nile is usually quoted, but the measurements disagree, so I wouldn't name one river.", RIVERS),
        (
            "Silver conducts best in a lab, yet prices change everything. So it's not possible to give a single answer.",
            METALS,
        ),
        (
            "The heart gets the credit, though the vessels and nerves matter too - really, multiple answers apply.",
            ORGANS,
        ),
        (
            "Gold is the textbook pick, and it still tarnishes in some alloys. I don't think any option is fully correct.",
            METALS,
        ),
        (
            "Mozart is the popular guess, but so many people shaped the form that I'd call the question ill-posed.",
            COMPOSERS,
        ),
        ("The Yangtze (C) or the Amazon (B) - I always mix the two up.", RIVERS),
        ("Was it 1914, when it began? I'm not confident enough to answer.", YEARS),
        ("The liver does most of it, but the gut flora contributes as well. There's no single right answer.", ORGANS),
        (
            "Iron is the most common metal in the crust, and others beat it by other measures; more than one option is correct here.",
            METALS,
        ),
        ("Honestly the Amazon basin is so vast that I'm unable to pick one.", RIVERS),
    ],
)
def test_closing_refusal_after_naming_options(response: str, choices: list[str]) -> None:
    assert extract_letter(response, choices).letter is None


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a refusal turned by a contrast or a colon, aimed at an option, or about something other than the answer
        ("No single metal is perfect, but silver conducts best.", METALS, "D"),
        ("Not one of the others breaks down toxins: the liver.", ORGANS, "A"),
        ("The Nile. Careful not to pick the Amazon, which carries more water.", RIVERS, "A"),
        ("The Amazon (B) - the Nile is longer but it is not a single channel all the way.", RIVERS, "B"),
        ("Mozart (B). Students often confuse the two.", COMPOSERS, "B"),
        ("Gold. Don't pick silver.", METALS, "C"),
        # a negated choice of any other option is a commitment, not a refusal
        ("Gold. I wouldn't choose any other.", METALS, "C"),
        ("The liver, and I wouldn't commit to any other answer.", ORGANS, "A"),
        ("More than one answer looks tempting, but only 1945 ended the war.", YEARS, "D"),
    ],
)
def test_refusal_near_misses(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


TOOLS = ["A hammer", "A screwdriver", "A wrench", "A saw"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a sentence that only names one option (its label, its label and text, or its text after a word that
        # hands it over) is the verdict; the other sentences give other options a predicate of their own
        ("Bile is made where toxins are broken down. A. The kidneys (D) filter the blood instead.", ORGANS, "A"),
        ("C, Beethoven. He was actually taught by Haydn (E) for a while.", COMPOSERS, "C"),
        ("A saw would be overkill for a loose screw! But honestly, the screwdriver.", TOOLS, "B"),
        ("D, by a wide margin. A and B were smaller conflicts in comparison.", YEARS, "D"),
        ("B, the heart. Strictly, the lungs (C) are instead where blood picks up oxygen.", ORGANS, "B"),
        ("The war in Europe began in September. C, per the history books. 1945 (D) is when it ended.", YEARS, "C"),
        ("Chopin (D). Bach (A) was rather earlier, a Baroque composer.", COMPOSERS, "D"),
        ("Gold (C). Silver (D) actually conducts better, but the question asks about corrosion.", METALS, "C"),
        ("A, without a doubt. The Amazon (B) carries more water instead.", RIVERS, "A"),
        # (already read so before; the same class)
        ("5 + 7 = 12 → **C** (Gold)", METALS, "C"),
        ("Final answer: Yangtze (C). The Nile (A) is in Africa, after all.", RIVERS, "C"),
    ],
)
def test_sentence_naming_one_option(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # naming sentences that go over options in turn, or one under a condition, the choice left open after it
        ("By weight, the liver. By volume, the lungs. It depends on the metric.", ORGANS, None),
        ("A, C.", COMPOSERS, None),
        ("Silver, gold.", METALS, None),
        # a revision after the naming sentence, a heading that only opens a line, options that read alike
        ("A. Actually, C is right.", METALS, "C"),
        ("51 is divisible by 3. 57: 5+7=12, divisible by 3. 97:", ["51", "57", "87", "97"], None),
        ("x = 2 and x = 3", ["x = 1 and x = 6", "x = −2 and x = −3", "x = 2 and x = 3"], "C"),
        ("O-", ["A+", "O+", "O-"], "C"),
    ],
)
def test_naming_sentence_near_misses(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


MOODS = ["Bored", "Nervous", "Confident", "Angry"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an option's text and tag that a negation governs ("not", "never", "rather than", "instead of") is ruled
        # out: the other tagged option is the answer
        ("That's nervousness (B), not confidence (C).", MOODS, "B"),
        ("It was nervousness (B) rather than boredom (A).", MOODS, "B"),
        ("The feeling is nervousness (B) - definitely not anger (D).", MOODS, "B"),
        ("It's the longest river, the Nile (A), instead of the Amazon (B) as many think.", RIVERS, "A"),
        ("What conducts best is silver (D), never copper (B).", METALS, "D"),
        ("Mozart (B) and not Beethoven (C).", COMPOSERS, "B"),
        # near misses: a negation of a clause, not of the option's name; every tag negated
        ("It is not the case that anger (D) is absent.", MOODS, "D"),
        ("Not boredom (A) and not anger (D); the rest is unclear.", MOODS, None),
    ],
)
def test_negated_tagged_option(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


FRACTIONS = ["6/8", "3/4", "2/3", "1/2"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a commitment conceded in its own sentence ("right but ...", "though ..."), then a sentence that only names
        # another option: the naming sentence replaces it
        ("6/8 (A) is right but not reduced. Reduced: **3/4 (B)**.", FRACTIONS, "B"),
        (
            "Copper (B) is correct in everyday wiring, though not the best conductor. Strictly: **Silver (D)**.",
            METALS,
            "D",
        ),
        ("The answer is C by one count, but the question wants the end of the war. D.", YEARS, "D"),
        # near miss: an unconceded commitment, then a remark
        ("6/8 (A) is right. Reduced, it reads 3/4.", FRACTIONS, "A"),
    ],
)
def test_conceded_commitment_then_naming_sentence(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


CLUB = ["Priya is in the chess club", "Priya is not in the chess club", "Priya plays the violin", "Nothing follows"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # the whole reply is one option's text with its negation contracted or spelled out
        ("Priya isn't in the chess club.", CLUB, "B"),
        ("The tank doesn't leak", ["The tank leaks", "The tank does not leak", "The tank is empty"], "B"),
        ("It can't be determined.", ["It is 5", "It is 7", "It cannot be determined"], "C"),
        ("We won't know until Monday", ["We will know on Friday", "We will not know until Monday", "Never"], "B"),
        (
            "The defendant did not act with intent",
            ["The defendant acted with intent", "The defendant didn't act with intent"],
            "B",
        ),
        # between two options, a reply that is one option's whole text is that option, its own negation included
        ("We will not know until Monday", ["We will know on Friday", "We will not know until Monday"], "B"),
        # near miss: another text
        ("Priya isn't sure.", CLUB, None),
    ],
)
def test_option_text_with_a_contracted_negation(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an opening option with its tag as the subject of a clause that "but" concedes: the option after "but" is
        # the answer, not the tagged opening
        ("1918 (B) saw the armistice, but the war began in 1914.", YEARS, "A"),
        ("The Amazon (B) carries the most water, but the longest is the Nile.", RIVERS, "A"),
        ("Copper (B) is the usual wiring metal, but the best conductor is silver.", METALS, "D"),
        ("Haydn (E) wrote more symphonies, but the deaf one was Beethoven.", COMPOSERS, "C"),
        # near misses: a tagged subject without a concession restates the answer
        ("Beethoven (C) was the one who went deaf. Haydn wrote more symphonies.", COMPOSERS, "C"),
        ("Silver (D) conducts best. Copper is cheaper.", METALS, "D"),
    ],
)
def test_tagged_subject_conceded_by_but(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # every other option named (ruled out), then a free relative pointing at the one left
        (
            "Iron rusts, copper turns green, silver tarnishes. What remains is the metal that never corrodes.",
            METALS,
            "C",
        ),
        (
            "The Nile is in Africa, the Yangtze in Asia, the Mississippi in North America; what is left is the answer.",
            RIVERS,
            "B",
        ),
        (
            "Not a moon of Neptune, not an asteroid, no longer a planet. What's left is the right one.",
            ["Planet", "Dwarf planet", "Moon of Neptune", "Asteroid"],
            "B",
        ),
        ("It's not the heart, not the lungs, and not the kidneys. Whatever's left over must be it.", ORGANS, "A"),
        # near miss: an option still unnamed
        ("Iron rusts and copper turns green. What remains is unclear.", METALS, None),
    ],
)
def test_what_remains_after_the_others(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


def _same_as(choices: list[str]) -> Callable[[str, int], bool]:
    return lambda words, i: words.strip().lower().removeprefix("the ") == choices[i].lower()


@pytest.mark.parametrize(
    "text",
    [
        # hedged, conditioned or negated naming sentences, questions, and a survey naming two options: no verdict
        "Probably, Paris. Maybe London.",
        "Possibly, Rome. Or Madrid.",
        "If we count suburbs, London. Otherwise Paris.",
        "Not Paris.",
        "Paris? London?",
        "Paris (A). Rome (C).",
        "B. Wait, it is Paris.",
    ],
)
def test_no_naming_verdict(text: str) -> None:
    choices = ["Paris", "London", "Rome", "Madrid"]
    assert naming_verdict(text, choices, "ABCD", _same_as(choices)) is None


def test_naming_verdict_reads_the_one_named() -> None:
    choices = ["Paris", "London", "Rome", "Madrid"]
    assert naming_verdict("London is bigger. Realistically, Paris.", choices, "ABCD", _same_as(choices)) == "A"
    assert naming_verdict("C. Madrid (D) is further south.", choices, "ABCD", _same_as(choices)) == "C"


GASES = ["Oxygen", "Carbon dioxide", "Argon", "Nitrogen"]
CAPITALS = ["Paris", "London", "Rome", "Madrid"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an option named as a first thought the writer gave up ("I was going to say", "my first instinct was", "at
        # first I said", "initially I thought") is ruled out: the one other option the reply names is the answer
        (
            "Nitrogen is the largest share - I was going to say oxygen at first but no, oxygen is only a fifth.",
            GASES,
            "D",
        ),
        ("Paris is the capital. My first instinct was Rome, because Rome is older, but that's Italy.", CAPITALS, "A"),
        ("Bile comes from the liver; initially I thought the kidneys, as the kidneys filter too.", ORGANS, "A"),
        ("The lungs exchange the gases. At first I said the heart, the heart being central.", ORGANS, "C"),
        # near misses: the first thought kept; "first" that reports no choice
        ("My first thought was Rome, and it is Rome.", CAPITALS, "C"),
        ("Madrid is the first capital that comes to mind, and it's right.", CAPITALS, "D"),
    ],
)
def test_given_up_first_thought(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected
