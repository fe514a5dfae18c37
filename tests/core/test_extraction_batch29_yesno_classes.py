"""Classes of yes/no answer the twenty-ninth blind batch showed the reader misreading (and one class of wrong
reading found by the helper before: a reply about another number read as a verdict on the question's).

The texts are new (not copies of blind rows); near misses must keep reading as before.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a question asking whether an operation on numbers comes to a value; the reply gives the value
        ("Is the cube root of 64 equal to 4?", "It's 8.", "no"),
        ("Is the cube root of 64 equal to 4?", "It is 4.", "yes"),
        ("Is 3 cubed equal to 27?", "3³ = 27", "yes"),
        ("Is 3 cubed equal to 27?", "3³ = 3 × 3 × 3 = 81.", "no"),
        ("Is 6! equal to 720?", "6! = 620.", "no"),
        ("Is 6! equal to 720?", "6! = 720", "yes"),
        ("Is the sum of 15 and 27 equal to 41?", "15 + 27 = 42", "no"),
        ("Is the hexadecimal number 1F equal to 31?", "That's 31.", "yes"),
        ("Does the number 4,096 have exactly 3 digits?", "Count them: it has 4 digits.", "no"),
        ("Does the number 4,096 have exactly 4 digits?", "Counting them, it has four digits.", "yes"),
        # near misses: a value about another operation, a hedged or compared value, another unit counted, a
        # question with no number in its subject, a reply with more than one value
        ("Is 3 cubed equal to 27?", "3² + 3 = 12", "None"),
        ("Is the cube root of 64 equal to 4?", "It's about 4.", "None"),
        ("Is the cube root of 64 equal to 4?", "It's 4 or 8.", "None"),
        ("Does the number 4,096 have exactly 3 digits?", "It has two even digits, I think.", "None"),
        ("Does the number 4,096 have exactly 3 digits?", "It has 4 zeros.", "None"),
        ("Is the sum of 15 and 27 equal to 41?", "15 + 26 = 41", "None"),
        ("Is the sum of 15 and 27 equal to 41?", "It's 42 or 43.", "None"),
        ("Is a gross equal to 144?", "It's 144.", "yes"),
    ],
)
def test_value_of_an_operation_given(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # the reply's subject is another number, or the question's number under another operation (a root or a
        # power added, changed or dropped): its predicate says nothing of the question's subject
        ("Is the cube root of 10 a whole number?", "The cube root of 8 is a whole number.", "None"),
        ("Is 11 prime?", "√11 is not prime.", "None"),
        ("Is 9 a perfect square?", "9 cubed is not a perfect square.", "None"),
        ("Is 15 cubed equal to 3375?", "15 is 3375.", "None"),
        ("Is the number 21 divisible by 7?", "The number 22 is not divisible by 7.", "None"),
        ("Is 2^8 even?", "2^9 is even.", "None"),
        ("Was 1800 a leap year?", "1600 was a leap year.", "None"),
        # near misses: the same term however written, a pronoun, a value for the operation, the number asked as
        # the predicate's value, a verdict word
        ("Is the cube root of 10 a whole number?", "The cube root of 10 is not a whole number.", "no"),
        ("Is 11 prime?", "11 is prime.", "yes"),
        ("Is 9 a perfect square?", "9 is a perfect square.", "yes"),
        ("Is 15 cubed equal to 3375?", "15 cubed is 3375.", "yes"),
        ("Is the number 21 divisible by 7?", "The number 21 is divisible by 7.", "yes"),
        ("Is 2^8 even?", "2^8 is even.", "yes"),
        ("Was 1800 a leap year?", "1800 was not a leap year.", "no"),
        ("Is 2^8 greater than 200?", "256 vs 200 — it's larger.", "yes"),
        ("Is 4096 a perfect square?", "64² = 4096, so it is a perfect square.", "yes"),
        ("Is a week 8 days long?", "A week is 7 days long.", "no"),
        ("Is 11 prime?", "No, √11 is irrational, but 11 itself is prime. Yes.", "yes"),
    ],
)
def test_restatement_about_another_number(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # two things the question sets side by side, said by the reply to be the same or to differ: sameness affirms
        # a question of identity and denies a comparison; difference denies identity
        ("Is a nautical mile the same as a statute mile?", "They are distinct measures.", "no"),
        ("Is a nautical mile the same as a statute mile?", "Both are miles in name. They differ in length.", "no"),
        ("Is 3/4 equal to 0.75?", "Divide 3 by 4 and you get 0.75. So the two are identical.", "yes"),
        ("Is a hare identical to a rabbit?", "No, they're not the same animal.", "no"),
        ("Is a litre of oil heavier than a litre of oil?", "Neither, obviously.", "no"),
        ("Is a bus ticket more expensive than a tram ticket?", "Both cost the same here.", "no"),
        ("Is a ton of bricks heavier than a ton of straw?", "They weigh the same - a ton is a ton.", "no"),
        # near misses: a question asked in the negative, a clause that goes on past the pair, a hedge, a difference
        # for a comparison (which side is not said), a sameness in the reply's middle, no pair as the subject
        ("Is a hare identical to a rabbit?", "They are the same colour as the grass in autumn.", "None"),
        ("Is a hare identical to a rabbit?", "They might be the same.", "None"),
        ("Is a ton of bricks heavier than a ton of straw?", "They are different materials.", "None"),
        (
            "Is a nautical mile the same as a statute mile?",
            "Well. They're distinct things. Anyway, ask a sailor.",
            "None",
        ),
        (
            "Is a nautical mile the same as a statute mile?",
            "Sailors use one, drivers the other, and I can't recall more.",
            "None",
        ),
        ("Is a hare identical to a rabbit?", "Neither is a rodent.", "None"),
    ],
)
def test_pair_said_same_or_different(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a certainty idiom opening a short reply whose stressed clause restates nothing: the denial restated
        # after it is what the idiom vouches for, not a "yes" of its own
        ("Do koalas eat meat?", "Without a doubt, koalas are leaf specialists. They don't eat meat.", "no"),
        (
            "Do camels store water in their humps?",
            "No question: the hump is fat. Camels don't store water in it.",
            "no",
        ),
        # near misses: an affirming restatement after the idiom, a denial of another thing, no restatement
        (
            "Do koalas eat eucalyptus?",
            "Of course, they are leaf specialists. Koalas eat eucalyptus almost exclusively.",
            "yes",
        ),
        (
            "Is Canberra the capital of Australia?",
            "Definitely: it was chosen as a compromise. Sydney isn't the capital.",
            "yes",
        ),
        ("Do camels store fat in their humps?", "No question: the hump is a reserve. That's what it is for.", "yes"),
    ],
)
def test_certainty_idiom_before_a_later_restatement(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value
