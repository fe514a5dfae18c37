"""Math classes batch 26's misses showed in round 26 (one test per class; see docs/extraction.md).

- a gold written as an inverse function's value ("g^{-1}(t) = ..."): the expression alone answers it, as it does a
  gold "f(x) = ...";
- a base written in subscript digits ("1011₂"): the LaTeX subscript "1011_2";
- a tuple for a vector ("(4, -1)" for a one-column matrix, "[4, -1]ᵀ" for the column, a bare tuple for a one-row
  matrix), entry by entry in order;
- a tuple for a solved system ("(2, -5)" for "a = 2, b = -5", in the names' alphabetical order), and a tuple with its
  names ("(b, a) = (-5, 2)"), each name with its own value;
- a variable placed in an interval ("t ∈ (1, 6]") for a gold inequality in that variable;
- the one value a reply sets in bold, when it closes the reply ("... leaves 40 of 64. **5/8**", "... add 2 to
  get **11**."): the value, whatever values the working before it names; not when it is denied or asked about;
- a count closing the reply after a colon or a dash that follows the values it counts ("d ∈ {1, 3, 9}: 3 divisors.")
  when the problem asks for the number of the things it names: the count, not the whole line;
- a closing list of counts of different things where a word describes the things before their noun ("8 triangular
  faces, 12 edges and 6 vertices"): the count of the things asked for, as without the word;
- a sentence about what others answer that turns with ", but" to a clause closing on a value of the writer's own
  ("Many students say 1 here, but ...: the limit is 2."): the sentence states the reply's answer; a turn without a
  value, or one that denies it, keeps the sentence a remark about others;
- a closing remark whose only numbers, joined by hyphens, name a thing ("It is the 6-8-10 right triangle."): no
  value of the reply's; the value before it is the answer;
- a closing warning against a confusion ("Don't confuse it with sin(45°) = ...", "not to be confused with ..."): a
  caution, as "Be careful: ..." is, whose values are not the answer;
- a check mark standing alone after the closing sentence's full stop ("... → 8. ✓"): it confirms that sentence, no
  check of its own; a check opened in lower case after a full stop (". check: 3·4 = 12 ✓") is a sentence of its own,
  as "Check:" is.

The texts are written for these tests, not copied from the batch.
"""

from __future__ import annotations

import pytest

from .conftest import equal

_COLUMN = "\\begin{pmatrix}4\\\\-1\\end{pmatrix}"
_ROW = "\\begin{pmatrix}4 & -1\\end{pmatrix}"


@pytest.mark.parametrize(
    ("gold", "response", "same"),
    [
        ("g^{-1}(t) = \\frac{t-5}{2}", "Solving for the input: (t - 5)/2", True),
        ("h^{-1}(x) = 4x + 1", "The inverse is $4x+1$.", True),
        ("g^{-1}(t) = \\frac{t-5}{2}", "g⁻¹(t) = (t − 5)/2", True),
        # (near misses: a wrong sign, the reciprocal, the function itself)
        ("g^{-1}(t) = \\frac{t-5}{2}", "Solving for the input: (t + 5)/2", False),
        ("g^{-1}(t) = \\frac{t-5}{2}", "It is 2/(t - 5).", False),
        ("g^{-1}(t) = \\frac{t-5}{2}", "It is 2t + 5.", False),
    ],
)
def test_batch26_inverse_function_gold(gold: str, response: str, same: bool) -> None:
    assert equal(response, gold) is same


@pytest.mark.parametrize(
    ("gold", "response", "same"),
    [
        ("1011_2", "1011₂", True),
        ("372_8", "In octal: 372₈", True),
        ("1A_{16}", "1A₁₆", True),
        # (near misses: another digit string, another base)
        ("1011_2", "1001₂", False),
        ("372_8", "In octal: 372₉", False),
    ],
)
def test_batch26_subscript_base(gold: str, response: str, same: bool) -> None:
    assert equal(response, gold) is same


@pytest.mark.parametrize(
    ("gold", "response", "same"),
    [
        (_COLUMN, "(4, -1)", True),
        (_COLUMN, "The product is [4, −1]ᵀ.", True),
        (_COLUMN, "$[4, -1]^T$", True),
        (_ROW, "(4, -1)", True),
        # (near misses: the entries swapped, a sign lost, an entry too many, a transposed tuple for a row)
        (_COLUMN, "(-1, 4)", False),
        (_COLUMN, "(4, 1)", False),
        (_COLUMN, "(4, -1, 0)", False),
        (_ROW, "$[4, -1]^T$", False),
        ("\\begin{pmatrix}4 & -1\\\\2 & 0\\end{pmatrix}", "(4, -1, 2, 0)", False),
    ],
)
def test_batch26_tuple_for_a_vector(gold: str, response: str, same: bool) -> None:
    assert equal(response, gold) is same


@pytest.mark.parametrize(
    ("gold", "response", "same"),
    [
        ("a = 2, b = -5", "(2, -5)", True),
        ("p = 1, q = 4, r = 0", "The triple is (1, 4, 0).", True),
        ("a = 2, b = -5", "(a, b) = (2, −5)", True),
        ("a = 2, b = -5", "(b, a) = (-5, 2)", True),
        ("(2, -5)", "(a, b) = (2, -5)", True),
        # (near misses: the values swapped, the names swapped, a gold not in alphabetical order, a bracket)
        ("a = 2, b = -5", "(-5, 2)", False),
        ("a = 2, b = -5", "(b, a) = (2, -5)", False),
        ("b = -5, a = 2", "(-5, 2)", False),
        ("a = 2, b = -5", "[2, -5]", False),
        ("a = 2, b = -5", "(2, -5, 0)", False),
        ("a = 2", "(2, -5)", False),
        ("a = 2, a = -5", "(2, -5)", False),
    ],
)
def test_batch26_tuple_for_a_system(gold: str, response: str, same: bool) -> None:
    assert equal(response, gold) is same


@pytest.mark.parametrize(
    ("gold", "response", "same"),
    [
        ("1 < t \\le 6", "t ∈ (1, 6]", True),
        ("x \\ge -2", "So $x \\in [-2, \\infty)$.", True),
        # (near misses: an end closed or open the other way, another end)
        ("1 < t \\le 6", "t ∈ (1, 6)", False),
        ("x \\ge -2", "So $x \\in (-2, \\infty)$.", False),
        ("1 < t \\le 6", "t ∈ (1, 7]", False),
    ],
)
def test_batch26_variable_in_an_interval(gold: str, response: str, same: bool) -> None:
    assert equal(response, gold) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        (
            "What fraction of the whole numbers from 1 to 8 are prime?",
            "\\frac{1}{2}",
            "The primes are 2, 3, 5 and 7, four of the eight numbers. **1/2**",
            True,
        ),
        ("Evaluate 4·3 - 5 + 2.", "9", "Four threes is 12, take away 5 gives 7, add 2 to get **9**.", True),
        ("What is the last digit of 7^4?", "1", "7² = 49, 49² = 2401, so the last digit is, in short, **1**.", True),
        ("Evaluate 4·3 - 5 + 2.", "9", "12 - 5 = 7; then 7 + 2, i.e. **9**", True),
        # (near misses: a wrong value in bold, a value in bold denied or asked about, two values in bold)
        ("Evaluate 4·3 - 5 + 2.", "9", "Four threes is 12, take away 5 gives 7, add 2 to get **11**.", False),
        ("Evaluate 4·3 - 5 + 2.", "5", "Twelve minus five plus two is 9, not **5**.", False),
        ("Evaluate 4·3 - 5 + 2.", "9", "Twelve minus five plus two: could it be **9**?", False),
        ("What is the last digit of 7^4?", "1", "It is **1** or maybe **7**.", False),
    ],
)
def test_batch26_closing_value_in_bold(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        ("How many positive divisors does 49 have?", "3", "d ∈ {1, 7, 49}: 3 divisors.", True),
        ("Find the number of even terms among the first ten squares.", "5", "4, 16, 36, 64, 100: 5 terms", True),
        ("How many lattice points lie on the segment from (0,0) to (4,0)?", "5", "x = 0..4 — 5 points.", True),
        # (near misses: a wrong count, a noun the problem does not count, a problem that asks no count)
        ("How many positive divisors does 49 have?", "3", "d ∈ {1, 7, 49}: 4 divisors.", False),
        ("How many positive divisors does 49 have?", "3", "d ∈ {1, 7, 49}: 3 numbers.", False),
        ("What is the largest proper divisor of 49?", "3", "d ∈ {1, 7, 49}: 3 divisors.", False),
    ],
)
def test_batch26_count_after_a_colon(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        ("How many edges does an octahedron have?", "12", "It has 8 triangular faces, 12 edges and 6 vertices.", True),
        ("How many faces does an octahedron have?", "8", "It has 8 triangular faces, 12 edges and 6 vertices.", True),
        (
            "How many vertices does a cube have?",
            "8",
            "A cube has 6 square faces, 12 straight edges, and 8 corner vertices.",
            True,
        ),
        # (near misses: the counts of other things, a noun named twice)
        ("How many edges does an octahedron have?", "12", "It has 12 triangular faces, 8 edges and 6 vertices.", False),
        ("How many faces does an octahedron have?", "8", "It has 6 triangular faces, 12 edges and 8 vertices.", False),
        ("How many faces does a prism have?", "5", "It has 2 triangular faces and 3 square faces.", False),
    ],
)
def test_batch26_described_counts_in_a_list(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same


_LIMIT = "Evaluate the limit of (1 - cos 2x)/x^2 as x goes to 0."
_HYPOTENUSE = "Find the hypotenuse of a right triangle with legs 6 and 8."


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        (
            _LIMIT,
            "2",
            "It is 0/0 at first. Many students say 1 here, but the double angle counts: the limit is 2.",
            True,
        ),
        ("What is 2^10?", "1024", "Doubling ten times. Some people write 1000, but the exact power equals 1024.", True),
        # (near misses: the turn states no value, or denies one; a wrong value after the turn)
        (
            _LIMIT,
            "1",
            "It is 0/0 at first. Many students say 1 here, but the double angle counts: the limit is 2.",
            False,
        ),
        (_LIMIT, "1", "The limit is 2. Many students say 1 here, but that is wrong.", False),
        (_LIMIT, "4", "The limit is 2. Some people get 4, but the limit is not 4.", False),
        (
            _LIMIT,
            "2",
            "It is 0/0 at first. Many students say 2 here, but the double angle counts: the limit is 4.",
            False,
        ),
    ],
)
def test_batch26_others_answer_turned_to_own_value(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        (_HYPOTENUSE, "10", "a² + b² = 100, so c = 10. It is the 6-8-10 right triangle.", True),
        ("What is the smallest angle of the triangle, in degrees?", "30", "It is 30°. That's the 30-60-90 one.", True),
        # (near misses: the named numbers are not the answer; a wrong value before the remark)
        (_HYPOTENUSE, "6", "a² + b² = 100, so c = 10. It is the 6-8-10 right triangle.", False),
        (_HYPOTENUSE, "10", "a² + b² = 100, so c = 14. It is the 6-8-10 right triangle.", False),
    ],
)
def test_batch26_numbers_naming_a_thing(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same


_TAN = "Find the exact value of tan(45°)."


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        (_TAN, "1", "tan(45°) = sin(45°)/cos(45°) = 1. Don't confuse it with sin(45°) = √2/2.", True),
        (_TAN, "1", "It is 1, not to be confused with tan(60°) = √3.", True),
        (_TAN, "1", "tan 45° = 1. Do not mix it up with tan(30°) = √3/3.", True),
        # (near misses: a wrong value before the warning; the warning's value is not read)
        (_TAN, "1", "tan(45°) = √3. Don't confuse it with tan(30°) = 1.", False),
        (_TAN, "\\frac{\\sqrt{2}}{2}", "tan(45°) = 1. Don't confuse it with sin(45°) = √2/2.", False),
    ],
)
def test_batch26_warning_against_a_confusion(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        ("What is 2^3?", "8", "Squares and cubes: 4, 9, 8, 27. The cube of 2 → 2·2·2 → 8. ✓", True),
        ("What is 2^3?", "8", "2·2·2 = 8. ✔", True),
        ("Solve 3x = 12.", "4", "x=4. check: 3·4 = 12 ✓", True),
        # (near misses: a wrong value before the mark; a check whose value is a different one)
        ("What is 2^3?", "8", "2·2·2 = 6. ✔", False),
        ("Solve 3x = 12.", "12", "x=4. check: 3·4 = 12 ✓", False),
        ("Solve 3x = 12.", "4", "x=3. check: 3·3 = 9 ✓", False),
        # (a mark after an ellipsis closes the check's own decimal: the value before the check is still read)
        ("Write 0.1818... as a fraction.", "\\frac{2}{11}", "18/99 = 2/11. Check: 2 ÷ 11 = 0.181818... ✓", True),
    ],
)
def test_batch26_check_marks_and_checks(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, problem) is same
