"""False-negative classes the fifteenth blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each class has replies of its shape
in varied wording that must be read as the answer they state, and near misses whose reading must stay
(a value stated anew after the remark, a remark that is itself the only statement, a revision).
"""

from __future__ import annotations

import pytest

from .conftest import equal

EGGS = "A hen lays 4 eggs a day. How many eggs does she lay in a week?"
SOLVE = "Solve for $x$: $3x + 5 = 20$."
SIDE = "A square has area 49. What is its side length?"
INTEGERS = "Find all positive integers $n$ with $n^2 < 10$."
FACTOR = "Factor $x^2 - 9$."
PRICE = "A shirt costs $40 and is reduced by 25%. What is the new price?"


# A closing sentence that recalls a value of an earlier step - the writer, in the past tense, with a word
# that puts the step before the answer or says it was never carried through - is about the working.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("4 × 7 = 28 eggs. Earlier I had 24 because I counted six days.", "28", EGGS),
        ("4 × 7 = 28 eggs. At first, I wrote 32; that was a slip.", "28", EGGS),
        ("3x = 15, x = 5. I initially got x = 25/3 by forgetting to subtract.", "5", SOLVE),
        ("3x = 15, so x = 5. We briefly had x = 15 before subtracting the 5.", "5", SOLVE),
        ("The side is √49 = 7. I almost put 49/4 (the perimeter idea), which is a different thing.", "7", SIDE),
        ("The side is 7.\n\nOriginally I computed 24.5 by halving the area - ignore it.", "7", SIDE),
        ("The new price is $30. Previously I'd taken 25% of $30 instead of $40.", "30", PRICE),
        ("Neuer Preis: $30. I mistakenly calculated $10 at first, the discount, not the price.", "30", PRICE),
    ],
)
def test_a_recollection_of_an_earlier_step_is_read_past(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        # a value stated anew after the recollection is the answer
        ("4 × 6 = 24. Earlier I got 24, but a week has 7 days, so it is 28.", "28", EGGS, True),
        ("4 × 6 = 24. Earlier I got 24, but a week has 7 days, so it is 28.", "24", EGGS, False),
        ("x = 25/3. At first I had x = 5, then I rechecked and x = 25/3.", "5", SOLVE, False),
        # no word puts the step earlier: "I got 28." concludes
        ("Seven days of 4 eggs each. I got 28.", "28", EGGS, True),
        # the recollection is the only value stated: nothing to read past to
        ("Earlier I got 28.", "28", EGGS, True),
    ],
)
def test_a_value_stated_after_a_recollection_still_counts(reply: str, gold: str, question: str, expected: bool) -> None:
    assert equal(reply, gold, question) is expected


# A closing sentence that states a value only to judge it out by its size or fit after it.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("n = 1, 2, 3. 4² = 16 is too big.", "1, 2, 3", INTEGERS),
        ("So n ∈ {1, 2, 3}. Trying 4 gives 16, which is far too large.", "\\{1, 2, 3\\}", INTEGERS),
        ("(x − 3)(x + 3). A common answer is (x − 9)(x + 1), which is wrong.", "(x-3)(x+3)", FACTOR),
        ("x = 5. Plugging in x = 6 fails.", "5", SOLVE),
        ("4 × 7 = 28. Counting 8 days, 32, was one day too many.", "28", EGGS),
        ("The side is 7. A side of 49/2 is incorrect.", "7", SIDE),
        ("$30. A price of $10 doesn't work - that is the discount.", "30", PRICE),
    ],
)
def test_a_value_judged_out_after_the_answer_is_read_past(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        # a value stated after the judgement is the answer
        ("n = 4 gives 16, which is too big, so n goes up to 3.", "4", INTEGERS, False),
        ("x = 6 fails. So x = 5.", "5", SOLVE, True),
        # a revision names a new value
        ("The side is 49/2. Wait, that is too big: it is 7.", "49/2", SIDE, False),
    ],
)
def test_a_judgement_then_a_value_keeps_the_value(reply: str, gold: str, question: str, expected: bool) -> None:
    assert equal(reply, gold, question) is expected


DISCOUNTS = "A price rises by 10% and then falls by 10%. It ends at $99. What was it at the start?"
COINS = "A fair coin is tossed twice. What is the probability of at least one head?"


# An answer marker inside a belief supposed of someone ("you'd think", "one might expect", "it is
# tempting to say") that the same sentence then contradicts is no answer; the working after it is read.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("You'd think the answer is 99, but the two changes don't cancel. The start was $100.", "100", DISCOUNTS),
        (
            "One might expect that the answer is 1/2, yet there are four outcomes and three have a head. So P = 3/4.",
            "3/4",
            COINS,
        ),
        ("It's tempting to say the answer is 99 - however 99 / 0.99 = 100. So $100.", "100", DISCOUNTS),
        ("Most people would guess the answer is 1/2; but HH, HT, TH all count, so it is 3/4.", "3/4", COINS),
        ("At first glance the answer is 99, but 1.1 × 0.9 = 0.99, so the start was 100.", "100", DISCOUNTS),
    ],
)
def test_a_supposed_then_contradicted_answer_marker_gives_way(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        # the supposed value is never scored as the answer
        ("You'd think the answer is 99, but the two changes don't cancel. The start was $100.", "99", DISCOUNTS, False),
        # not contradicted in its sentence: the marker stands
        ("You'd think it is hard, but no: 99 / 0.99 = 100, and the answer is 100.", "100", DISCOUNTS, True),
        ("I think the answer is 3/4, but let me check: HH, HT, TH. Yes.", "3/4", COINS, True),
        # contradicted but nothing follows: no answer
        ("You'd think the answer is 1/2, but it isn't.", "1/2", COINS, False),
    ],
)
def test_answer_markers_outside_a_supposed_belief_keep_their_reading(
    reply: str, gold: str, question: str, expected: bool
) -> None:
    assert equal(reply, gold, question) is expected


TRAIN = "A train covers 240 km in 3 hours. What is its average speed in km/h?"
BAG = "Six bags of flour weigh 3 pounds each. How many pounds is that in all?"
FEVER = "A thermometer reads 37 °C. What is the temperature in degrees Celsius after it rises by 2 degrees?"
TRIP = "A trip is 120 miles. How many kilometres is that, to the nearest whole number?"


# The answer restated roughly in a unit the question does not use is a conversion for the reader.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("240 / 3 = 80 km/h. That's roughly 50 mph.", "80", TRAIN),
        ("Speed = 80 km/h; in mph, about 49.7.", "80", TRAIN),
        ("80 km/h, which is approximately 22.2 m/s.", "80", TRAIN),
        ("6 × 3 = 18 pounds. That is about 8.2 kg.", "18", BAG),
        ("In all 18 lb. In kilograms, that's around 8.16.", "18", BAG),
        ("37 + 2 = 39 °C. That's roughly 102 °F.", "39", FEVER),
        ("It comes to 39 degrees Celsius, or about 102.2 Fahrenheit.", "39", FEVER),
    ],
)
def test_a_rough_restatement_in_an_unasked_unit_is_read_past(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        # the unit of the restatement is the one asked: it is the answer
        ("120 miles. That's about 193 kilometres.", "193", TRIP, True),
        ("120 miles. That's about 193 kilometres.", "120", TRIP, False),
        # no unit named: nothing says it is a conversion
        ("240 / 3 = 80. That's about 50.", "80", TRAIN, False),
        # the reply gives only the conversion
        ("That's roughly 50 mph.", "80", TRAIN, False),
    ],
)
def test_a_restatement_in_the_asked_unit_or_without_one_keeps_its_reading(
    reply: str, gold: str, question: str, expected: bool
) -> None:
    assert equal(reply, gold, question) is expected


PRISM = "How many vertices does a triangular prism have?"
FARM = "A pen holds goats and ducks: 20 heads and 56 legs. How many goats are in the pen?"
SHOP = "A shop sold 40 items: pens and pencils, with 10 more pens than pencils. How many pencils did it sell?"
MORE = "Tom has 9 marbles and Ann has 4 marbles. How many more marbles does Tom have?"


# A closing list of counts of different things, one of which the question counts: that count answers.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("Two triangles and three rectangles: 6 vertices, 9 edges and 5 faces.", "6", PRISM),
        ("It has 5 faces; 9 edges; 6 vertices.", "6", PRISM),
        ("4g + 2(20 − g) = 56, g = 8 → 8 goats, 12 ducks.", "8", FARM),
        ("Solving gives 12 ducks and 8 goats.", "8", FARM),
        ("p + (p + 10) = 40, p = 15. In all: 25 pens, 15 pencils.", "15", SHOP),
    ],
)
def test_the_asked_count_in_a_closing_list_of_counts_answers(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        # the other counts in the list are no answer
        ("4g + 2(20 − g) = 56, g = 8 → 8 goats, 12 ducks.", "12", FARM, False),
        # the asked thing twice: nothing says which
        ("8 goats, 12 ducks and 4 goats.", "8", FARM, False),
        # a difference asked: a list of the two counts does not answer it
        ("Tom: 9 marbles, Ann: 4 marbles, so 9 marbles and 4 marbles.", "9", MORE, False),
        # a given restated in the list
        ("Total 40 items, 25 pens.", "40", SHOP, False),
    ],
)
def test_a_list_of_counts_without_one_asked_count_keeps_its_reading(
    reply: str, gold: str, question: str, expected: bool
) -> None:
    assert equal(reply, gold, question) is expected


# Emphasis around the closing "name = value" is no part of the name: "2x = 18 and **x = 9**" states x.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("So 2x = 18 and **x = 9**.", "9", "Solve for $x$: $2x - 7 = 11$."),
        ("Then 3y = 12, and **y = 4**", "4", "Solve $3y + 1 = 13$ for $y$."),
        ("Dividing, 5t = 35 and __t = 7__.", "7", "Find $t$ if $5t - 5 = 30$."),
    ],
)
def test_emphasis_around_a_closing_name_is_no_part_of_it(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True
    assert equal(reply, gold.replace("9", "18").replace("4", "12").replace("7", "35"), question) is False


# A value ruled out in an earlier sentence ("..., not 4.") rules nothing out of the closing one.
@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        ("Subtract: 3y = 10. Hmm, 13 − 1 = 12, not 10. So 3y = 12, y = 4.", "4", "Solve $3y + 1 = 13$.", True),
        ("Half of 30 is 15, not 16. Then 15 + 7 = 22.", "22", "What is half of 30, plus 7?", True),
        ("Half of 30 is 15, not 16. Then 15 + 7 = 22.", "16", "What is half of 30, plus 7?", False),
        # in the closing sentence, the ruled-out value is still no part of the answer
        ("So it is 22, not 23 as I first wrote.", "22", "What is half of 30, plus 7?", True),
        ("So it is 22, not 23 as I first wrote.", "23", "What is half of 30, plus 7?", False),
    ],
)
def test_a_value_ruled_out_in_an_earlier_sentence_leaves_the_closing_one(
    reply: str, gold: str, question: str, expected: bool
) -> None:
    assert equal(reply, gold, question) is expected
