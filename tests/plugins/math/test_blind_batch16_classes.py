"""Classes the sixteenth blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each class has replies of its shape
in varied wording that must be read as the answer they state, and near misses that must stay unequal
(a wrong amount in the same form, a unit the problem rules out, a value left unfinished).
"""

from __future__ import annotations

import pytest

from .conftest import equal

ARCTAN = "Evaluate $\\arctan(\\sqrt{3})$."
SINE = "Find all $x$ in $[0, 2\\pi)$ with $\\cos x = 0$."
RADIANS = "Compute $\\arccos(0)$. Express your answer in radians."
BINARY = "Write 45 in base 2."
EIGEN = "Find the eigenvalues of $\\begin{pmatrix} 1 & 0 \\\\ 0 & 4 \\end{pmatrix}$."
ROOTS = "Solve $x^2 - 5x + 6 = 0$."


# An angle marked in degrees against a gold in radians (a multiple of π): the same angle, every amount
# converted; the degree sign, in the value or where the reply states it, is what makes it an angle.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("60°", "\\frac{\\pi}{3}", ARCTAN),
        ("tan 60° = √3, so the angle is 60°.", "\\frac{\\pi}{3}", ARCTAN),
        ("$60^\\circ$", "\\frac{\\pi}{3}", ARCTAN),
        ("Das ist $60^{\\circ}$.", "\\frac{\\pi}{3}", ARCTAN),
        ("x = 90° and 270°", "\\frac{\\pi}{2}, \\frac{3\\pi}{2}", SINE),
        ("x = 90° or x = 270°", "\\frac{\\pi}{2}, \\frac{3\\pi}{2}", SINE),
        ("Cosine vanishes at 90° and 270°: x = 90°, 270°.", "\\frac{\\pi}{2}, \\frac{3\\pi}{2}", SINE),
        ("θ = −45°", "-\\frac{\\pi}{4}", "Find the angle $\\theta$ in $(-\\pi, 0)$ with $\\tan\\theta = -1$."),
    ],
)
def test_an_angle_in_degrees_is_its_radian_gold(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("61°", "\\frac{\\pi}{3}", ARCTAN),  # a different angle
        ("60", "\\frac{\\pi}{3}", ARCTAN),  # no degree sign anywhere: a plain number
        ("x = 90° and 180°", "\\frac{\\pi}{2}, \\frac{3\\pi}{2}", SINE),  # a different set
        ("x = 90°", "\\frac{\\pi}{2}, \\frac{3\\pi}{2}", SINE),  # half the set
        ("arccos 0 = 90°", "\\frac{\\pi}{2}", RADIANS),  # the problem asks for radians
        ("Answer: 90 degrees is the angle, so $90^\\circ$.", "\\frac{\\pi}{2}", RADIANS),
        ("45° + 15°", "\\frac{\\pi}{3}", ARCTAN),  # a sum left unworked is no list of angles
    ],
)
def test_near_misses_of_an_angle_in_degrees_stay_unequal(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


# One variable named once, then its values joined by "and"/"or" (not "x = 2 or x = 3"): the list.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("x = 2 and 3", "2, 3", True),
        ("Factoring, (x − 2)(x − 3) = 0, so x = 2 or 3.", "2, 3", True),
        ("t = −1/2 or 4", "-\\frac{1}{2}, 4", True),
        ("x = 2 and 3", "2, 4", False),
        ("x = 2 and 3", "2", False),
        ("x = 2 and y = 3", "2, 3", False),  # two variables: a point, not a list
    ],
)
def test_one_variable_then_values_joined_by_a_word(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, ROOTS) is expected


# A set given by a Greek variable's membership, "λ ∈ {1, 4}": the set.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("det(A − λI) = (1 − λ)(4 − λ) → λ ∈ {1, 4}", "1, 4", True),
        ("μ ∈ {1, 4}", "1, 4", True),
        ("λ ∈ {1, 5}", "1, 4", False),
    ],
)
def test_a_greek_variable_in_a_set(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, EIGEN) is expected


# Digits with their base in subscript ("101101₂", "101101_2", "101101_{2}") against the same digits.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("45 = 32 + 8 + 4 + 1 → 101101₂", "101101", True),
        ("So in base two it is $101101_{2}$.", "101101", True),
        ("In binary: 101101_2", "101101", True),
        ("45 = 32 + 8 + 4 + 1 → 101100₂", "101101", False),
        ("In binary: 1011010_2", "101101", False),
    ],
)
def test_digits_with_a_base_subscript(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, BINARY) is expected


QUAD = "Solve $3x^2 - 2x - 1 = 0$."
COUNT = "How many 3-digit numbers have all digits odd?"
SLOPE = "Find $m$ so that $y = mx + 2$ is perpendicular to $y = 6x - 1$."


# The quadratic formula with numbers put in and left with "±" between two numbers in a quotient: the
# two roots are still to be worked out, so the reply commits to neither (a root that stays, "√13",
# is as far as the formula goes).
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("Discriminant 4 + 12 = 16, x = (2 ± 4)/6.", "1, -\\frac{1}{3}", False),
        ("By the formula, $x = \\frac{2 \\pm 4}{6}$", "1, -\\frac{1}{3}", False),
        ("x = [2 ± 4] / 6", "1, -\\frac{1}{3}", False),
        ("x = (2 ± 4)/6, i.e. x = 1 or x = −1/3.", "1, -\\frac{1}{3}", True),
        ("x = (2 ± 4)/6 = 1 or −1/3", "1, -\\frac{1}{3}", True),
        ("x = (1 ± √13)/6", "\\frac{1 \\pm \\sqrt{13}}{6}", True),
        ("x = ±4", "\\pm 4", True),
    ],
)
def test_a_formula_left_with_plus_minus_between_numbers(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, QUAD) is expected


# A computation the reply announces and breaks off with its expression unworked commits to nothing;
# the same expression carried to its value, or stated as the answer, still counts.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("Each digit: 5 choices. Total 5·5·5. Let me compute: 25 · 5", "125", False),
        ("Five odd digits per place, so 5 × 5 × 5. Now I'll multiply: 5 × 25", "125", False),
        ("5 choices for each of 3 places; let's work it out, 5·5·5", "125", False),
        ("Let me calculate 5 × 5 × 5...", "125", False),
        ("Each digit: 5 choices. Let me compute: 5 · 5 · 5 = 125", "125", True),
        ("Each digit has 5 choices, so there are 5·5·5 of them.", "125", True),
        ("Let me compute: 5 × 5 × 5 = 125. So 125.", "125", True),
    ],
)
def test_an_announced_computation_broken_off(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, COUNT) is expected


# Trailing dots after a decimal also mark one cut short ("1.41421..."), so they stand for a repetend -
# and the decimal for an exact fraction - only where the reply or the problem says the digits repeat;
# a bar always does.
@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        ("Negative reciprocal: m = −0.1666...", "-\\frac{1}{6}", SLOPE, False),
        ("m = −0.1666…", "-\\frac{1}{6}", SLOPE, False),
        ("m = −0.1\\overline{6}", "-\\frac{1}{6}", SLOPE, True),
        ("m = −0.1666..., with the 6 repeating forever", "-\\frac{1}{6}", SLOPE, True),
        ("m = −1/6 ≈ −0.1666...", "-\\frac{1}{6}", SLOPE, True),
        # (not "Write ... as a fraction": a decimal misses that demanded form, test_blind_batch18_classes.py)
        ("0.4545...", "\\frac{5}{11}", "Which number does $0.\\overline{45}$ stand for?", True),
        ("5 ÷ 11 = 0.4545...", "0.\\overline{45}", "Write 5/11 as a decimal.", True),
    ],
)
def test_a_decimal_with_trailing_dots_against_a_fraction(reply: str, gold: str, question: str, expected: bool) -> None:
    assert equal(reply, gold, question) is expected


TRIP = "A hiker walks 6 km on Monday, 9 km on Tuesday and 3 km on Wednesday. How far does she walk in all?"
CANDY = "Mia has 30 sweets. She gives 12 to Leo and half of the rest to Ada. How many sweets does she keep?"
DIVISORS = "How many positive divisors does 12 have?"
CUBES = "How many perfect cubes are there between 1 and 100 inclusive?"


# A run of parts closed by a clause that sums them or carries the result on: the closing amount.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("Monday 6, Tuesday 9, Wednesday 3, total 18.", "18", TRIP),
        ("6 + 9 = 15; 15 + 3; in total 18 km", "18", TRIP),
        ("She covers 6 km, then 9 km and then 3 km — altogether 18 km.", "18", TRIP),
        ("6 km and 9 km make 15, plus 3, for a total of 18 km.", "18", TRIP),
        ("Leo gets 12, leaving 18. Ada gets half of 18 = 9, leaving 9.", "9", CANDY),
        ("30 − 12 = 18; half of that is 9, which leaves 9 sweets.", "9", CANDY),
        ("After Leo: 18. Ada takes 9, leaving 9 sweets", "9", CANDY),
    ],
)
def test_a_closing_clause_that_sums_or_carries_the_result(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is True


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        ("Monday 6, Tuesday 9, Wednesday 3, total 19.", "18", TRIP),  # the closing amount is the reading
        ("Leo gets 12, leaving 18. Ada gets half of 18 = 9, leaving 9.", "18", CANDY),
        ("6 + 9 = 15; 15 + 3; in total 18 km", "15", TRIP),
        ("Leo gets 12, leaving 18. Ada gets half, leaving", "9", CANDY),  # cut off
    ],
)
def test_near_misses_of_a_closing_result_clause(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question) is False


# A count, a colon, then the things it counts, for a problem that asks how many: the count (the list must
# hold that many items unless an ellipsis shortens it).
@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        ("There are six: 1, 2, 3, 4, 6, 12.", "6", DIVISORS, True),
        ("Six: 1, 2, 3, 4, 6 and 12.", "6", DIVISORS, True),
        ("So 6 divisors: 1, 2, 3, 4, 6, 12", "6", DIVISORS, True),
        ("Four: 1³, 2³, ..., 4³.", "4", CUBES, True),
        ("It's 4: 1, 8, 27, 64.", "4", CUBES, True),
        ("There are five: 1, 2, 3, 4, 6, 12.", "5", DIVISORS, False),  # the list does not hold five
        ("There are six: 1, 2, 3, 4, 6, 12.", "12", DIVISORS, False),
        ("Four: 1, 8, 27, 64.", "64", CUBES, False),
    ],
)
def test_a_count_before_its_enumeration(reply: str, gold: str, question: str, expected: bool) -> None:
    assert equal(reply, gold, question) is expected


PEAK = "Find the minimum value of $g(t) = t^2 - 6t + 14$."
WHERE = "Find the value of $t$ at which $g(t) = t^2 - 6t + 14$ is smallest."
RATIO = "If $p:q = 3:4$ and $q:r = 2:5$, find $p:r$."
MIX = "What is the ratio of sand to cement in a mix with 12 kg of sand and 8 kg of cement?"


# A value, then where it is taken without a comma ("5 at x = 2"): the value, unless the problem asks for
# the variable named there.
@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        ("g(t) = (t − 3)² + 5, so min = 5 at t = 3.", "5", PEAK, True),
        ("The least value is 5 when t = 3.", "5", PEAK, True),
        ("Completing the square: minimum 5 for t = 3", "5", PEAK, True),
        ("g(t) = (t − 3)² + 5, so min = 5 at t = 3.", "3", PEAK, False),
        ("min = 6 at t = 3", "5", PEAK, False),
        ("g = 5 at t = 3.", "5", WHERE, False),  # the problem asks for t
        ("g = 5 at t = 3.", "3", WHERE, True),
    ],
)
def test_a_value_and_where_it_is_taken(reply: str, gold: str, question: str, expected: bool) -> None:
    assert equal(reply, gold, question) is expected


# A ratio and a quotient of the same value are one answer where the problem is about a ratio.
@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        ("p/r = (3/4)(2/5) = 3/10", "3:10", RATIO, True),
        ("p/r = 6/20", "3:10", RATIO, True),
        ("The ratio is 12:8, i.e. 3:2.", "\\frac{3}{2}", MIX, True),
        ("p/r = 3/11", "3:10", RATIO, False),
        ("The ratio is 12:9.", "\\frac{3}{2}", MIX, False),
        ("8/15", "8:15", "The film starts at 8:15. When does it start?", False),  # a clock time, not a ratio
    ],
)
def test_a_ratio_and_its_quotient(reply: str, gold: str, question: str, expected: bool) -> None:
    assert equal(reply, gold, question) is expected


HEXAGON = "What is each interior angle of a regular octagon, in degrees?"
WAGE = "A tutor charges $20 per hour plus a $10 booking fee. What does a 3-hour session cost?"


# Another value offered after the answer for a form the reader may prefer, or under a supposition the
# writer denies, leaves the answer standing; a second value under a condition the problem leaves open is
# two readings offered, and the reply commits to neither.
@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        ("It's 135°, or 3π/4 if you prefer radians.", "135", HEXAGON, True),
        ("135 degrees, or 0.75π should you want radians", "135", HEXAGON, True),
        ("Each is 135°, or 3π/4 in case you'd rather work in radians.", "135", HEXAGON, True),
        ("$70 — or $60 if the fee were waived, which it isn't.", "70", WAGE, True),
        ("3 × 20 + 10 = 70 dollars, or 90 had the rate been $26.67, but it wasn't.", "70", WAGE, True),
        ("It's 135°, or 3π/4 if you prefer radians.", "3", HEXAGON, False),
        ("$70 — or $60 if the fee were waived, which it isn't.", "60", WAGE, False),
        # a condition the problem leaves open: two readings, neither chosen
        ("It costs $70, or $60 if the fee is waived.", "70", WAGE, False),
        ("It costs $70, or $60 if the fee is waived.", "60", WAGE, False),
        ("The bill is $70, or $77 when a 10% tip is added.", "77", WAGE, False),
    ],
)
def test_another_value_offered_under_a_condition(reply: str, gold: str, question: str, expected: bool) -> None:
    assert equal(reply, gold, question) is expected


GRADIENT = "What is the slope of the line through $(0, 1)$ and $(2, 7)$?"
TERM = "Find the 6th term of the arithmetic sequence 4, 9, 14, ..."


# The value stated under the name of the quantity the problem asks for, opened by an arrow or a dash, or
# named with an ordinal ("the 6th term"), followed only by statements of other things.
@pytest.mark.parametrize(
    ("reply", "gold", "question", "expected"),
    [
        ("Δy = 6, Δx = 2 ⇒ slope = 3. The line is then y = 3x + 1.", "3", GRADIENT, True),
        ("rise/run = 6/2 → the slope is 3. Its equation: y = 3x + 1.", "3", GRADIENT, True),
        ("6 over 2 — slope 3. Line: y = 3x + 1", "3", GRADIENT, True),
        ("4, 9, 14, 19, 24, 29, 34 — the 6th term is 29.", "29", TERM, True),
        ("Adding 5 each time: 4, 9, 14, 19, 24, 29. The 6th term is 29; the 7th would be 34.", "29", TERM, True),
        ("Δy = 6, Δx = 2 ⇒ slope = 3. So the line is y = 3x + 1.", "1", GRADIENT, False),
        ("4, 9, 14, 19, 24, 29, 34 — the 6th term is 29.", "34", TERM, False),
        ("4, 9, 14, 19, 24, 29 — the 5th term is 24.", "29", TERM, False),  # another term named
    ],
)
def test_the_asked_quantity_named_after_an_arrow_or_dash(reply: str, gold: str, question: str, expected: bool) -> None:
    assert equal(reply, gold, question) is expected


MULTIPLE = "What is the smallest 3-digit multiple of 17?"


# An answer marker's value ends at its ";": the prose after it may mention other numbers.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("The answer is 102; 85 is too small, and the one after that is 119.", "102", True),
        ("Answer: 102; the multiples just below and above are 85 and 119.", "102", True),
        ("The answer is 102; since 17 × 6 = 102 and 17 × 5 = 85 has two digits.", "102", True),
        ("The answer is 102; 85 is too small, and the one after that is 119.", "119", False),
        ("The answer is 85; no wait, that has two digits, it's 102.", "85", False),  # revised after the ";"
    ],
)
def test_an_answer_markers_value_ends_at_its_semicolon(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, MULTIPLE) is expected


# One number said twice, the second time with its digits grouped by commas: the number.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("99 pairs of 101, halved: 4950. **4,950**", "4950", True),
        ("The sum is 4950. 4,950", "4950", True),
        ("99 pairs of 101, halved: 4950. **4,590**", "4950", False),  # two different numbers
        ("The sum is 4950. 4,950", "4590", False),
    ],
)
def test_one_number_said_twice_with_grouped_digits(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold, "Find 1 + 2 + ... + 99.") is expected
