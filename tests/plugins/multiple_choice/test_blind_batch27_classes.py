"""Classes of answer the 27th (and 26th) blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batches): each class is fixed by a
general rule, so the rule must hold on answers it has not seen, and the near misses must keep their reading.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter

PAINTERS = ["E. H. Shepard", "J. M. W. Turner", "Claude Monet", "Frida Kahlo", "Paul Klee"]
HARBOURS = ["Rotterdam", "Hamburg", "Antwerp", "Valencia"]
METALS = ["Copper", "Zinc", "Tin", "Lead", "Nickel"]
ORBITS = ["90 minutes", "24 hours", "27 days", "365 days", "12 years"]
TITLES = ["Chancellor", "Governor", "Mayor", "Senator", "Sheriff"]


# -- an initial that opens an option's whole text ("E. H. Shepard") is that option, not the label "E."


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("E. H. Shepard (A)", "A"),
        ("E. H. Shepard.", "A"),
        ("It was E. H. Shepard, who drew the original maps.", "A"),
    ],
)
def test_initial_opening_an_option_text(response: str, expected: str) -> None:
    assert extract_letter(response, PAINTERS).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("E. Klee painted it.", "E"),  # (no option opens "E. Klee": the label, then a sentence)
        ("E. The others are not abstract painters.", "E"),
        ("E", "E"),
    ],
)
def test_label_before_a_sentence_keeps_its_reading(response: str, expected: str) -> None:
    assert extract_letter(response, PAINTERS).letter == expected


# -- a sentence that only denies the commitment before it ("It isn't.") hands the answer to what follows


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Most tourists would guess it's B. It isn't. The busiest port there is Rotterdam (A).", "A"),
        ("A textbook from the nineties might say C. That's not right. Today it is option A.", "A"),
        ("You might think it is D. Wrong! Hamburg (B) moves more.", "B"),
    ],
)
def test_bare_denial_after_a_label(response: str, expected: str) -> None:
    assert extract_letter(response, HARBOURS).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("It's B. It's not A, since Rotterdam handles more oil.", "B"),  # (a denial of another label)
        ("It's C. It isn't obvious, but the figures say so.", "C"),  # (not a bare denial)
        ("The answer is A. It is not. I am sure it is A.", "A"),  # (what follows names the same option)
        ("Answer: D. That's not it.", "D"),  # (nothing follows the denial)
    ],
)
def test_denial_near_misses(response: str, expected: str) -> None:
    assert extract_letter(response, HARBOURS).letter == expected


# -- "so C it is." closes on a fronted label after "so" / "thus" / "hence"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Copper or tin... copper conducts better, so A it is.", "A"),
        ("B and D both corrode; thus C it is!", "C"),
        ("Between D and E... hence E it is.", "E"),
    ],
)
def test_fronted_label_it_is(response: str, expected: str) -> None:
    assert extract_letter(response, METALS).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        "Between B and D, so D it is not clear which.",  # (the sentence goes on: no closing "it is")
        "A or C, so hard to say which it is.",
    ],
)
def test_fronted_label_near_misses(response: str) -> None:
    assert extract_letter(response, METALS).letter is None


# -- a lowercase label that ends its sentence after "that's" / "it is" ("that's b.") is that label


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("one lap takes about an hour and a half, that's a.", "A"),
        ("the moon goes round in about 27 days so it is c. (d would be a year.)", "C"),
        ("jupiter needs roughly twelve years. answer is e!", "E"),
    ],
)
def test_lowercase_label_ends_sentence(response: str, expected: str) -> None:
    assert extract_letter(response, ORBITS).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        "that's a hard one, i'm not sure.",  # (the article, with a noun after it)
        "it is a. or maybe b, i can't decide between them.",  # (more than an aside follows)
    ],
)
def test_lowercase_label_near_misses(response: str) -> None:
    assert extract_letter(response, ORBITS).letter is None


# -- a closing clause that says no option is right outweighs the options tagged before it as cases


@pytest.mark.parametrize(
    "response",
    [
        "Governor (B) in one state, Mayor (C) in a city - the title depends on the level, so none of these is right.",
        "Chancellor (A) in Austria and Senator (D) in Rome; none of the options is correct for every country.",
    ],
)
def test_closing_says_no_option_is_right(response: str) -> None:
    found = extract_letter(response, TITLES)
    assert found.letter is None
    assert found.method == "none_of_the_above"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Mayor (C). None of these other titles is held by the head of a city.", "C"),
        ("Governor (B); none of the others applies.", "B"),
        ("Sheriff (E) - none of them are elected in that country, though.", "E"),  # (no verdict on the options)
    ],
)
def test_none_near_misses_keep_the_option(response: str, expected: str) -> None:
    assert extract_letter(response, TITLES).letter == expected


# -- an option-text reading whose label the answer rules out ("so E is out") gives way to the one other option
# the answer names and does not rule out


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Option C, tin. Lead is soft rather than hard, so D is out.", "C"),
        ("Option A, copper. Nickel is magnetic, so E is out.", "A"),
    ],
)
def test_text_reading_ruled_out_by_its_label(response: str, expected: str) -> None:
    assert extract_letter(response, METALS).letter == expected


def test_options_that_are_letters_keep_their_reading() -> None:
    # (the options are Roman numerals: "not C" rules out the text "C" as much as a label)
    numerals = ["V", "X", "L", "C", "D"]
    assert extract_letter("X is ten and C is a hundred, so not C; the answer is L.", numerals).letter == "C"


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Tin. D would be lead, which is softer.", "C"),  # (a label said hypothetically is not ruled out)
        ("Copper. Nickel, E, is a close second.", "A"),
    ],
)
def test_label_not_ruled_out_keeps_text_reading(response: str, expected: str) -> None:
    assert extract_letter(response, METALS).letter == expected


# -- "A, B and D are all X. C is Y.": the lone label set apart from all the others is the answer when its
# predicate has a word of the question the group's lacks


MOONS = ["Io", "Europa", "Titan", "Ganymede"]
SEASONS = ["Spring", "Summer", "Autumn", "Winter", "Monsoon"]


@pytest.mark.parametrize(
    ("response", "question", "choices", "expected"),
    [
        (
            "A, B and D orbit Jupiter. C orbits Saturn.",
            "Which of these moons orbits Saturn?",
            MOONS,
            "C",
        ),
        (
            "B, C, and D are solid ice worlds or volcanic ones. Option A has a thick nitrogen atmosphere.",
            "Which moon has a thick atmosphere?",
            ["Titan", "Io", "Europa", "Callisto"],
            "A",
        ),
        (
            "A, B, C and D are the four seasons of temperate lands; E is a rainy period in the tropics.",
            "Which of these is a rainy period in tropical regions?",
            SEASONS,
            "E",
        ),
    ],
)
def test_odd_one_out(response: str, question: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices, question=question).letter == expected


@pytest.mark.parametrize(
    ("response", "question"),
    [
        # (the question asks for the exception: the sorting alone does not say which side it is)
        ("A, B and D orbit Jupiter. C orbits Saturn.", "Which of these moons does NOT orbit Jupiter?"),
        # (the lone label's words are not the question's)
        ("A, B and D orbit Jupiter. C is larger than Mercury.", "Which of these moons orbits Saturn?"),
        # (the two subjects do not cover every option)
        ("A and B orbit Jupiter. C orbits Saturn.", "Which of these moons orbits Saturn?"),
        # (another label is named outside the two subjects)
        ("A, B and D orbit Jupiter. C orbits Saturn, unlike D.", "Which of these moons orbits Saturn?"),
    ],
)
def test_odd_one_out_near_misses(response: str, question: str) -> None:
    found = extract_letter(response, MOONS, question=question)
    assert found.method != "odd_one_out"


def test_odd_one_out_needs_the_question() -> None:
    assert extract_letter("A, B and D orbit Jupiter. C orbits Saturn.", MOONS).letter is None
