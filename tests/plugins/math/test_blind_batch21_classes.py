"""The false-negative classes the twenty-first blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each class has replies of its shape in
varied wording that must be read as the answer they state, and near misses that must stay as they were.
"""

from __future__ import annotations

import pytest

from .conftest import equal


# The answer, then the same amount restated roughly in a unit the question does not ask for, after a dash
# or ", or", with no verb before the approximation: the restatement is an aside, the answer stands.
@pytest.mark.parametrize(
    ("question", "reply", "gold"),
    [
        (
            "A tank fills at 4 liters a minute. How many liters after 7 minutes?",
            "It holds 28 litres — about 7.4 US gallons.",
            "28",
        ),
        ("How many kilograms of flour does the recipe use in all?", "You need 5 kg — roughly 11 pounds.", "5"),
        ("How many liters does the tank hold?", "It holds 40 L, or approximately 10.6 gallons.", "40"),
        ("At what speed in km/h does the train travel?", "It goes 90 km/h – close to 56 mph.", "90"),
        ("How tall is the tower, in metres?", "300 m — around 984 feet", "300"),
        ("How many grams of sugar are left?", "Es bleiben 450 g übrig, or nearly 1 lb.", "450"),
        ("How many miles did she drive?", "She drove 62 miles — almost 100 km.", "62"),
        ("What is the mass in kilograms?", "2.5 kg — ≈ 5.5 lb", "2.5"),
    ],
)
def test_rough_restatement_in_an_unasked_unit_is_an_aside(question: str, reply: str, gold: str) -> None:
    assert equal(reply, gold, question)


# Near misses: the restated unit is the one asked for (the restatement is the answer), or no approximation
# word marks the second amount as the same one restated.
@pytest.mark.parametrize(
    ("question", "reply", "gold"),
    [
        ("How many US gallons does the trip need?", "It'll need 28 litres — about 7.4 US gallons.", "7.4"),
        ("How many pounds of flour are needed?", "You need 5 kg — roughly 11 pounds.", "11"),
        ("How many gallons does the tank hold?", "It holds 40 L, or approximately 10.6 gallons.", "10.6"),
        ("What is 1/3 as a decimal, to three places?", "1/3, or about 0.333.", "0.333"),
    ],
)
def test_restatement_in_the_asked_unit_is_the_answer(question: str, reply: str, gold: str) -> None:
    assert equal(reply, gold, question)


@pytest.mark.parametrize(
    ("question", "reply", "wrong"),
    [
        ("How many pounds of flour are needed?", "You need 5 kg — roughly 11 pounds.", "5"),
        ("How many liters does it need?", "First guess 28 litres — then 31 litres.", "28"),
    ],
)
def test_near_misses_stay_unequal(question: str, reply: str, wrong: str) -> None:
    assert not equal(reply, wrong, question)


# An equation not yet solved, then the variable's value in a clause after it (", giving x = 14"): the
# solved value is the answer, not a clause to cut from the equation.
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("Expanding, 6x - 9 = 5x + 5, giving x = 14.", "14"),
        ("So $2(t + 1) = 8$, giving $t = 3$.", "3"),
        ("Multiply out: 4y + 2 = 3y + 9, yielding y = 7", "7"),
        ("Then 10 - n = 2n + 1; giving n = 3.", "3"),
        ("Clearing denominators, 3a − 4 = a + 6, which gives a = 5.", "5"),
        ("Moving terms: 5k = 2k + 12, yields k = 4.", "4"),
    ],
)
def test_equation_then_its_solution_in_a_clause(reply: str, gold: str) -> None:
    assert equal(reply, gold, "Solve the equation.")


@pytest.mark.parametrize(
    ("reply", "question", "gold"),
    [
        # the value before ", giving" is already solved: the clause is a consequence, not the answer
        ("x = 3, giving y = 7.", "Find x.", "3"),
        ("The total = 40, giving each person 10.", "What is the total?", "40"),
    ],
)
def test_solved_value_before_giving_stays(reply: str, question: str, gold: str) -> None:
    assert equal(reply, gold, question)


def test_unsolved_equation_before_giving_is_not_its_answer() -> None:
    assert not equal("Expanding, 6x - 9 = 5x + 5, giving x = 14.", "5", "Solve the equation.")


# A chain whose last link is the LaTeX arrow \to: the value the expression tends to, as after "→"; an
# arrow inside a limit's subscript is no link of the chain.
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("Factor and cancel: $\\frac{x^2-4}{x-2} = x + 2 \\to 4$.", "4"),
        ("$\\frac{\\sin 3x}{x} = 3\\cdot\\frac{\\sin 3x}{3x} \\to 3$", "3"),
        ("Dividing through by $n$: $\\frac{2 + 1/n}{1} \\to 2$", "2"),
        ("$\\lim_{x \\to 1} (x + 4) = 5$", "5"),
        ("$\\lim_{h\\to 0} (2 + h) = 2$", "2"),
    ],
)
def test_latex_to_arrow_ends_a_chain(reply: str, gold: str) -> None:
    assert equal(reply, gold, "Find the limit.")


def test_arrow_in_a_limit_subscript_is_not_the_value() -> None:
    assert not equal("$\\lim_{x \\to 1} (x + 4) = 5$", "1", "Find the limit.")


# The quantity the problem asks for, stated by its name, then other quantities after it: the value the
# reply gives the asked name is the answer, whatever follows ("the y-intercept is −3 and the slope 3/4";
# "Product = c/a = 7/3; sum = 4"; "minimum 4 at x = −3").
@pytest.mark.parametrize(
    ("question", "reply", "gold"),
    [
        (
            "Find the $x$-intercept of the line $y = 2x - 6$.",
            "Setting y = 0, the x-intercept is 3 and the slope 2.",
            "3",
        ),
        (
            "Find the $y$-coordinate of the vertex of $y = x^2 - 2x - 3$.",
            "The y-coordinate is −4 and the x-coordinate 1.",
            "-4",
        ),
        ("Find the sum of the roots of $2x^2 - 10x + 3 = 0$.", "Sum = -b/a = 5; product = 3/2.", "5"),
        ("Find the product of the roots of $x^2 + 4x - 12 = 0$.", "Product = c/a = -12; sum = -4.", "-12"),
        ("What is the maximum value of $-x^2 + 4x + 1$?", "$-(x-2)^2 + 5 \\le 5$; maximum $5$ at $x = 2$.", "5"),
        ("Find the minimum value of $t^2 - 2t + 7$.", "$(t-1)^2 + 6$; minimum 6 when t = 1.", "6"),
        ("Find the area of a right triangle with legs 6 and 8.", "Area = ab/2 = 24; hypotenuse = 10.", "24"),
    ],
)
def test_named_value_of_the_asked_quantity_before_others(question: str, reply: str, gold: str) -> None:
    assert equal(reply, gold, question)


@pytest.mark.parametrize(
    ("question", "reply", "wrong"),
    [
        # the other quantity's value, or where the extreme is taken, is not the answer
        (
            "Find the $x$-intercept of the line $y = 2x - 6$.",
            "Setting y = 0, the x-intercept is 3 and the slope 2.",
            "2",
        ),
        ("Find the product of the roots of $x^2 + 4x - 12 = 0$.", "Product = c/a = -12; sum = -4.", "-4"),
        ("What is the maximum value of $-x^2 + 4x + 1$?", "$-(x-2)^2 + 5 \\le 5$; maximum $5$ at $x = 2$.", "2"),
        # a formula worked out to an expression, not a value, is still no answer
        ("Find $a^2 + b^2$.", "Sum = (a+b)^2 - 2ab = 4 - 6, which is negative; I'll hold off.", "-2"),
    ],
)
def test_other_quantities_and_places_stay_unread(question: str, reply: str, wrong: str) -> None:
    assert not equal(reply, wrong, question)


# The values of one variable after the LaTeX arrow \Rightarrow (or \implies), each in its own math span
# or joined by "or"/"and": all of them are the answer, as after "⇒".
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("$|x - 3| = 7 \\Rightarrow x = 10$ or $x = -4$.", "\\{-4, 10\\}"),
        ("$(2x - 1)(x + 2) = 0 \\Rightarrow x = \\frac{1}{2}$ or $x = -2$.", "x = \\frac{1}{2}, x = -2"),
        ("$t^2 = 9 \\implies t = 3$ or $t = -3$", "3, -3"),
        ("$y(y - 5) = 0 \\Longrightarrow y = 0$ and $y = 5$", "0, 5"),
        ("Factor: $(n - 1)(n - 6) = 0 \\Rightarrow n = 1, n = 6$.", "1, 6"),
    ],
)
def test_values_of_one_variable_after_a_latex_arrow(reply: str, gold: str) -> None:
    assert equal(reply, gold, "Solve the equation.")


@pytest.mark.parametrize(
    ("reply", "wrong"),
    [
        ("$|x - 3| = 7 \\Rightarrow x = 10$ or $x = -4$.", "-4"),  # one of the two is not the answer
        # a condition after the values picks one of them: not the list
        ("Discriminant $k^2 - 36 = 0 \\Rightarrow k = \\pm 6$; with $k>0$, $k = 6$.", "6, -6"),
    ],
)
def test_arrow_lists_near_misses(reply: str, wrong: str) -> None:
    assert not equal(reply, wrong, "Solve the equation.")


def test_condition_after_arrow_values_keeps_the_picked_one() -> None:
    assert equal("Discriminant $k^2 - 36 = 0 \\Rightarrow k = \\pm 6$; with $k>0$, $k = 6$.", "6", "Find k > 0.")


# A label in words before a point given as its coordinates: "Vertex: x = 2, y = −5" is the point (2, −5).
@pytest.mark.parametrize(
    ("reply", "gold"),
    [
        ("Intersection: x = 3, y = -1", "(3, -1)"),
        ("Centre: x = -2, y = 4.", "(-2, 4)"),
        ("Turning point: x = 1, y = 0", "(1, 0)"),
    ],
)
def test_labelled_coordinates_are_the_point(reply: str, gold: str) -> None:
    assert equal(reply, gold)


@pytest.mark.parametrize(
    ("question", "reply", "gold"),
    [
        ("Find the vertex of $y = x^2 + 4x + 1$.", "Vertex: x = -2, y = -3.", "(-2, -3)"),
        ("Find the centre of the circle $(x-1)^2 + (y+5)^2 = 9$.", "Centre: x = 1, y = -5", "(1, -5)"),
        ("Find the intersection point of $y = x$ and $y = 4 - x$.", "Intersection point: x = 2, y = 2.", "(2, 2)"),
    ],
)
def test_asked_label_before_coordinates_is_the_point(question: str, reply: str, gold: str) -> None:
    assert equal(reply, gold, question)


def test_labelled_point_is_not_one_coordinate() -> None:
    assert not equal("Vertex: x = -2, y = -3.", "-2", "Find the vertex of $y = x^2 + 4x + 1$.")


# A count stated in dozens where the problem asks how many things without saying dozen: twelve to the dozen.
@pytest.mark.parametrize(
    ("question", "reply", "gold"),
    [
        (
            "A farm packs 10 dozen eggs and sells 3/4 of them. How many eggs remain?",
            "7.5 dozen sold, so 2.5 dozen remain.",
            "30",
        ),
        ("How many rolls did the bakery make?", "It made 6 dozen.", "72"),
        ("A school orders 4 boxes of 18 pencils. How many pencils is that?", "That comes to 6 dozen pencils", "72"),
    ],
)
def test_dozens_for_a_count(question: str, reply: str, gold: str) -> None:
    assert equal(reply, gold, question)


@pytest.mark.parametrize(
    ("question", "reply", "wrong"),
    [
        ("How many dozen eggs remain?", "2.5 dozen remain.", "30"),  # the problem counts in dozens
        # another unit than the one asked is not converted (graders score "950 m" wrong for kilometres)
        ("How many kilometers does she swim?", "950 m", "0.95"),
    ],
)
def test_dozens_and_units_near_misses(question: str, reply: str, wrong: str) -> None:
    assert not equal(reply, wrong, question)
