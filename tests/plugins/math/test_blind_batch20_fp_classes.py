"""The false-positive classes the twentieth blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each class has replies of its shape in
varied wording that must commit to nothing (or stay unequal), and near misses that must still be read as
the answer they state.
"""

from __future__ import annotations

import pytest
from scorewire_math._extract import ends_unfinished

from .conftest import equal


# A reply cut off after a preposition that never gets its object, or after an arrow, a relation or an
# operator with nothing on its right: the value that would follow is never written, so an earlier number
# (an operand, an exponent, the point a function is taken at) is no answer.
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("The remainders repeat every 6 steps, and 100 = 6 · 16 + 4, so we look at", "4"),
        ("Substituting t = 2 →", "2"),
        ("Differentiate, then set x = 0 ⇒", "0"),
        ("The slope at 3 is f'(3) ≈", "3"),
        ("Cycle length 4; 37 leaves 1, so the digit sits on", "1"),
        ("Split the 12 marbles into groups and count over", "12"),
        ("Evaluating at x = 1, $f(1) \\implies", "1"),
        ("Take 8 and square it: 8 ^", "8"),
        ("Area is 3 · 5 ÷", "3"),
        ("$x = 2 \\to", "2"),
        ("Adding the two legs 5 and 7 gives 12 ->", "12"),
    ],
)
def test_cut_off_after_preposition_or_arrow_commits_to_nothing(reply: str, gold: str) -> None:
    assert ends_unfinished(reply)
    assert not equal(reply, gold)


@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("The board is 14 in", "14"),  # inches, no preposition
        ("**The total is 45**", "45"),  # markdown bold closes the reply
        ("So the answer is **7**", "7"),
        ("The wall is 2.5 m across, so the paint covers 10 m²", "10"),
        ("x = 3 (checked: 2·3 + 1 = 7 ✓)", "3"),
    ],
)
def test_unit_bold_and_tags_at_the_end_still_read(reply: str, gold: str) -> None:
    assert equal(reply, gold)


# An equation "expression = value" whose value side is one letter that also stands in the expression
# ("i^23 = i", "x^1 = x"): the letter is the value, not a variable being defined, so the expression on the
# left (the quantity asked about) is never read as the answer; against a gold relation the two sides may
# still be swapped.
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("i^23 = i", "-i"),
        ("$i^{7} = i$", "-i"),
        ("So i^2 = i.", "-1"),
        ("e^{i\\pi} = e", "-1"),
        ("Therefore $i^{10} = i$.", "-1"),
        ("The power works out as i^{-1} = i.", "-i"),
    ],
)
def test_letter_value_side_is_the_value(reply: str, gold: str) -> None:
    assert not equal(reply, gold)


@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("i^23 = -i", "-i"),
        ("$i^{10} = -1$", "-1"),
        ("x = 4", "4"),
        ("y = 2x + 1", "y = 2x + 1"),
        ("2x + 1 = y", "y = 2x + 1"),
        ("x > 3", "3 < x"),
    ],
)
def test_value_and_relations_still_read(reply: str, gold: str) -> None:
    assert equal(reply, gold)


# A reply that hands the computation itself to the reader, or declines to name a value, with no digit after
# that: whatever stands before it (an operand, an unworked quotient, a candidate) is no answer.
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("Cross-multiplying, 9y = 72, so y = 72/9; the division I'll leave to you.", "8"),
        ("So the total is 14 × 23. I'll let you do the multiplication.", "322"),
        ("We need 5^4 - 1 = 624 divided by 4; the rest is left as an exercise.", "156"),
        ("Plug r = 3 into (4/3)πr³ and you can finish the calculation yourself.", "36\\pi"),
        ("After simplifying we reach 96 ÷ 12. Feel free to work out the quotient.", "8"),
        ("The sum telescopes to 1 - 1/(n+1); taking the limit is an exercise for the reader.", "1"),
        ("It might be 4 or maybe 6, and I'd rather not commit to a number.", "4"),
        ("Somewhere near 30, I think, but I won't give a final answer.", "30"),
        ("Let me not state a value: it's either 2 or 3 depending on the reading.", "3"),
        ("Die Rechnung 60/8 überlasse ich dir. You can compute it.", "7.5"),
        ("So x = 45/9, and leaving the final division to you.", "5"),
    ],
)
def test_work_left_to_reader_commits_to_nothing(reply: str, gold: str) -> None:
    assert not equal(reply, gold)


@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("The answer is 7.5. I'll leave the rounding to you.", "7.5"),
        ("x = 4. You can check it by substituting back.", "4"),
        ("So 60 ÷ 8 = 7.5. I'll leave the division to you, but it's 7.5.", "7.5"),
        ("The rest is left as an exercise, but the value is 12.", "12"),
        ("I won't give the working in full, but the answer is 9.", "9"),
        ("Total = 322. The arithmetic is yours to check.", "322"),
    ],
)
def test_answer_given_with_an_optional_task_still_reads(reply: str, gold: str) -> None:
    assert equal(reply, gold)


# The value read last is only the second of two different candidates joined by "and" / "or" in one clause
# (the same variable or the same unit, or none), and nothing after rules one out: for a problem that asks
# for one value the reply singles out neither.
_ONE_VALUE = "How many marbles does Ana have?"


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("From the remainders alone she has 31 or 38 marbles.", "38", _ONE_VALUE),
        (
            "Factoring gives t = 2 and t = 7. Both satisfy the quadratic.",
            "7",
            "Find $t$ if $t^2 - 9t + 14 = 0$ and t > 5.",
        ),
        ("That leaves 12 or 18 km.", "18", "How far did he cycle, in km?"),
        ("So the price was $40 or maybe $45.", "45", "What was the original price?"),
        ("k = -3 or k = 4 from the factorised form", "4", "What is $k$ if k is positive?"),
        ("The digit must be 3 or 8 then, both fit the pattern.", "8", "Which digit replaces the star?"),
        ("Hence 2.5 or 4 hours.", "4", "How long does the trip take, in hours?"),
    ],
)
def test_last_of_two_candidates_is_no_answer(reply: str, gold: str, question: str) -> None:
    assert not equal(reply, gold, question)


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("The trip took 3 hours 35 minutes, or 215 minutes in total.", "215", "How many minutes is the trip?"),
        ("She has between 30 and 40 marbles; testing the clues leaves 38 marbles.", "38", _ONE_VALUE),
        ("x = 2 and x = 7, but x = 2 is too small, so x = 7.", "7", "Find $x$ if x > 5."),
        ("Roots are 2 and 7; only 7 exceeds 5, so 7.", "7", "Find the root greater than 5."),
        ("Adding 15 and 23 gives 38 marbles.", "38", _ONE_VALUE),
        ("x = 3 and y = 5", "5", "Find $y$."),
        ("The solutions are x = 2 and x = 7.", "2, 7", "Solve $x^2 - 9x + 14 = 0$."),
        ("It costs 12 or 12.0 dollars, the same thing.", "12", "How much does it cost?"),
    ],
)
def test_one_value_singled_out_still_reads(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question)


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        (
            "Over 20: 15/20 + 2/20 = 17/20. Because 17 and 20 share no factor, it is in lowest terms.",
            "\\frac{17}{20}",
            "What is 3/4 + 1/10?",
        ),
        ("Adding 15 and 23 gives the 38 marbles she has.", "38", _ONE_VALUE),
    ],
)
def test_numbers_joined_by_and_are_operands(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question)


@pytest.mark.parametrize(
    "reply",
    [
        "so the total is" + " also" * 100,  # a copula's run of adverbs longer than the window: still cut off
        "So the share is" + " roughly  also" * 60 + "  \n",
        "The answer is 12." + " pad" * 100,
        "x" + " also" * 100,
        "We plug it in and look at" + " " * 500,
        "the cat sat on the mat " + "x " * 2000,
    ],
)
def test_the_cut_off_window_reads_what_the_whole_search_reads(reply: str) -> None:
    from scorewire_math._extract import _CUT_OFF_RE, _cut_off

    assert _cut_off(reply) == (_CUT_OFF_RE.search(reply) is not None)
