"""Classes of answer the 28th blind batch showed the reader missing after round 28, each with new examples.

The texts here are written for these tests (not copied from the blind batches): each class is fixed by a
general rule, so the rule must hold on answers it has not seen, and the near misses must keep their reading.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter
from scorewire_multiple_choice._declines import declines

PLANETS = ["Mercury", "Venus", "Earth", "Mars", "Jupiter"]
INSTRUMENTS = ["Violin", "Trumpet", "Oboe", "Timpani"]
GASES = ["Oxygen", "Nitrogen", "Argon", "Carbon dioxide"]
TREATIES = ["Treaty of Paris", "Treaty of Versailles", "Treaty of Utrecht", "Treaty of Tordesillas"]


# -- a verdict up front (an option's text with its own label, or the label then the text), then remarks that
# -- say "but", "so", "it's" or "answer" while naming no other option, or naming one only to rule it out


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        (
            "Venus (B). It's hotter than the innermost planet's day side because of its thick atmosphere. "
            "People reach for the closest planet to the Sun, which is the trap with A.",
            PLANETS,
            "B",
        ),
        (
            "Nitrogen (B). Oxygen (A) gets the attention since we breathe it, but it is about a fifth of the air, "
            "so it's not the largest share.",
            GASES,
            "B",
        ),
        (
            "D, Timpani. A violin section can play loudly too, but the two are in different families, "
            "so C isn't the answer either.",
            INSTRUMENTS,
            "D",
        ),
        (
            "Treaty of Tordesillas (D), which split the newly found lands between two crowns. "
            "Later maps moved the line a little, but that doesn't change the answer.",
            TREATIES,
            "D",
        ),
        (
            "The oboe, option C, with its double reed. Brass players buzz their lips, so the trumpet (B) "
            "wouldn't fit that description.",
            INSTRUMENTS,
            "C",
        ),
    ],
)
def test_opening_verdict_then_remarks(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # (a later sentence that names another option without ruling it out, and concludes, still revises)
        ("Venus (B). Thinking about it more, Mars is the red one, so it's D.", PLANETS, "D"),
        # (another option named by its label and not ruled out, with a contrast or a conclusion, is a second verdict)
        ("B, Venus. Mars is the one people name, but the hottest is D.", PLANETS, "D"),
        ("Venus (B). But Mars (D) is the one with the highest peak, so D.", PLANETS, "D"),
        ("Venus (B). So D, Mars, is the other candidate I'd pick.", PLANETS, "D"),
        # (a retraction or a hedge after the opening still revises it)
        ("Nitrogen (B). Wait, argon is the one with the odd name, it's C.", GASES, "C"),
        # (the reply closes on another label by an equation)
        ("Oxygen (A). Most of the air is not oxygen, though; the main gas is B.", GASES, "B"),
        # (an opening that says something about a tagged option is a remark, not a verdict)
        ("The violin (A) has four strings. Of these, the drum that is tuned is D.", INSTRUMENTS, "D"),
        # (an opening that reports someone's belief at its end is no verdict first)
        ("Mercury is the closest one to the Sun, so many say it's A. It's not. The answer is Venus (B).", PLANETS, "B"),
    ],
)
def test_revision_after_an_opening_still_counts(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


# -- "X isn't the answer", "that doesn't change the answer": a statement about the answer, not a refusal


@pytest.mark.parametrize(
    "text",
    [
        "The river floods each spring, so the dam isn't the answer.",
        "Prices rose later, but that does not change the answer.",
        "So the older model wasn't the right answer.",
    ],
)
def test_a_statement_about_the_answer_declines_nothing(text: str) -> None:
    assert not declines(text)


@pytest.mark.parametrize(
    "text",
    [
        # (the writer's own refusal still declines)
        "Honestly, I don't know the answer.",
        "I can't pick the answer with confidence.",
        "So I won't answer.",
        "It is not possible to give a single answer.",
    ],
)
def test_a_refusal_still_declines(text: str) -> None:
    assert declines(text)


# -- a verdict, then ", and" opening a clause that describes another option by its label ("..., and B describes
# -- the reverse"): one verdict, not two options


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        ("Counting the big moons settles it, so the answer is E, and D is the red desert world.", PLANETS, "E"),
        (
            "It takes the most energy to lift things there. So the answer is E, and A describes the smallest.",
            PLANETS,
            "E",
        ),
        ("Mostly it is the gas we do not breathe in: the answer is B, and A is the gas plants give off.", GASES, "B"),
    ],
)
def test_verdict_then_a_described_label(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # (the second label called right, an answer, or joined without a clause of its own still reads as two)
        "So the answer is E, and D is also correct.",
        "So the answer is E, and D is the other right one.",
        "The answer is B, and A is a correct answer too.",
        "I'd say B and D.",
        "The answer is E, and D.",
    ],
)
def test_two_labels_still_read_as_two(response: str) -> None:
    assert extract_letter(response, PLANETS).letter is None


# -- a lowercase label alone where the article "a" never stands: opening the reply before a dash or a comma,
# -- closing it after a dash, or after "so" before a comma or a stop


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        ("the double reed gives it away, so c. the others are strings, brass or drums", INSTRUMENTS, "C"),
        ("so a, and not b even though the trumpet is louder", INSTRUMENTS, "A"),
        ("definitely the drums — d", INSTRUMENTS, "D"),
        ("the big drums - d", INSTRUMENTS, "D"),
        ("a  —  it has four strings and a bow.", INSTRUMENTS, "A"),
        ("b, because it is the only brass instrument here", INSTRUMENTS, "B"),
    ],
)
def test_lowercase_label_alone(response: str, choices: list[str], expected: str) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # (the article before a word, a formula, a list of labels, a second option joined: no lone label)
        "so a lot depends on the hall",
        "a - b is the interval between the two notes",
        "a, b and c are all played with the hands",
        "so c, or maybe d, I am torn",
        "it is a wind instrument of some kind",
    ],
)
def test_no_lowercase_label_alone(response: str) -> None:
    assert extract_letter(response, INSTRUMENTS).letter is None


# -- a refusal that puts the answer off ("not going to commit without ...") or cannot tell the options apart
# -- ("can't remember which one"): the reply declines


@pytest.mark.parametrize(
    "text",
    [
        "Violin or oboe, I'm not going to answer without checking the score.",
        "I would not commit before seeing the numbers.",
        "trumpet?? or the oboe. can't recall which one",
        "Both look plausible and I can't decide which.",
    ],
)
def test_a_put_off_or_undecided_refusal_declines(text: str) -> None:
    assert declines(text)


@pytest.mark.parametrize(
    "text",
    [
        # (the writer cannot tell something else apart, or a contrast hands a verdict over after it)
        "It is B; I can't tell which came first otherwise.",
        "I can't remember which year it premiered, but it's C.",
        "The drums sit at the back, which one can tell from the photo.",
    ],
)
def test_other_uncertainty_declines_nothing(text: str) -> None:
    assert not declines(text)


# -- an opening verdict that quotes an option's own text holding a hedge or negation word ("more or less",
# -- "never"): the word is the option's content, not doubt about the verdict

READINGS = ["it is more or less constant", "it never changes at all", "it drops at night", "it peaks at noon"]


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("It never changes at all, B. The night readings prove it.", "B"),
        ("It is more or less constant, A. Readings at noon (D) and at night are within a degree.", "A"),
    ],
)
def test_opening_quoting_an_option_with_a_hedge_word(response: str, expected: str) -> None:
    assert extract_letter(response, READINGS).letter == expected


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        # (a hedge outside the option's text, or two options joined by "or", still hedge the opening)
        ("It is more or less constant or it drops at night, A. The noon readings (D) hold steady.", None),
        ("Maybe A, it is more or less constant. Noon readings (D) are higher.", "A"),
    ],
)
def test_hedge_outside_the_option_text_still_counts(response: str, expected: str | None) -> None:
    assert extract_letter(response, READINGS).letter == expected


# -- a verdict whose label and predicate are split by a restatement between two dashes ("So C — 'drops at
# -- night' — is the right one"), as a bracketed one already reads


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("A ignores the dark hours. D is a guess. So C — 'drops at night' — is the right one.", "C"),
        ("B cannot be, the log moves. Hence D - peaks at noon - is correct.", "D"),
    ],
)
def test_label_then_dashed_restatement_then_verdict(response: str, expected: str) -> None:
    assert extract_letter(response, READINGS).letter == expected


@pytest.mark.parametrize(
    "response",
    [
        # (another label between the dashes leaves two open)
        "So C — or maybe D — is the right one.",
        "So C - or perhaps A - is correct.",
    ],
)
def test_dashed_second_label_leaves_two_open(response: str) -> None:
    assert extract_letter(response, READINGS).letter is None
