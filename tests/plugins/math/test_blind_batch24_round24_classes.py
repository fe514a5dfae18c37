"""Math classes batch 24's misses showed in round 24 (one test per class; see docs/extraction.md).

- an answer stated first, alone, then a label that heads its support ("Why:", "Breakdown:", "Quick check:"):
  the numbers the support goes on to mention (a common wrong answer, a count, a sum not asked for) are no answer;
  not when the opening holds other numbers or names a step, or when the support's first computation works out
  another value, takes the value back or concludes anew;
- a doubt the writer settles in words of their own ("My answer: ...", "I'd go with ...", "So it's ...") reads the
  value after those words; not when the doubt comes back after them, the value is one of two, or a question;
- a value in symbols that names a function ("ln|x| + C", "sin x + C") is read after a copula or a cue's colon
  ("The antiderivative is ...", "So: ..."), as values in single letters already were;
- a value named inside a closing bracket ends at that bracket ("(... volume 27.)"), and a clause of words after ";"
  that holds no value and neither doubts nor takes back ("; both satisfy it") is no part of the value before it;
- a bare reply whose closing sentence is only a value in bold ("... = 11·23. **23**") answers with that value;
- display math ("$$ ... $$") is read as inline math is, so a closing display of a value in symbols is read;
- a closing sentence in Chinese, Japanese or Korean states its value between words of that script: the last stretch
  outside the script that holds a number, read as a bare value; not when the words may deny, nor for two values.

The texts are written for these tests, not copied from the batch.
"""

from __future__ import annotations

import pytest

from .conftest import equal


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        (
            "How many diagonals does a hexagon have?",
            "9",
            "9\n\nExplanation: each vertex joins 3 non-neighbours, 6·3/2 = 9. Counting each diagonal twice gives 18.",
            True,
        ),
        (
            "What is the perimeter of a square with area 49?",
            "28",
            "The perimeter is 28.\n\nReasoning: the side is 7, and four sides make 28. Its diagonal is 7√2.",
            True,
        ),
        (
            "Find the product of the roots of $x^2 - 7x + 10 = 0$.",
            "10",
            "10. Brief check: the roots are 2 and 5, and forgetting the sign rule people often write 7.",
            True,
        ),
        (
            "How many edges does a triangular prism have?",
            "9",
            "**9**\n\nHere's why: two triangles give 6 edges and 3 more join them; counting only the triangles gives 6.",
            True,
        ),
        # near misses: the reading stays as it was
        # (the support takes the opening back)
        (
            "How many diagonals does a hexagon have?",
            "9",
            "12\n\nExplanation: 6·4/2 = 12. Wait, each vertex has only 3 non-neighbours: 6·3/2 = 9.",
            True,
        ),
        (
            "How many diagonals does a hexagon have?",
            "12",
            "12\n\nExplanation: 6·4/2 = 12. Wait, each vertex has only 3 non-neighbours: 6·3/2 = 9.",
            False,
        ),
        # (the support concludes on a value of its own)
        (
            "What is the perimeter of a square with area 49?",
            "14",
            "14\n\nWhy: the side is 7. So the perimeter is 28.",
            False,
        ),
        # (the opening holds another number than its value)
        (
            "What is the perimeter of a square with area 49?",
            "7",
            "The side is 7 and the area 49.\n\nWhy: 7² = 49. Its perimeter is 28.",
            False,
        ),
        # (the opening names several values: no one of them alone is its answer)
        (
            "Solve $x^2 - 8x + 15 = 0$.",
            "5",
            "x = 3 or x = 5.\n\nWhy: (x − 3)(x − 5) = 0, and 3 + 5 = 8 checks out.",
            False,
        ),
        (
            "Solve $x^2 - 8x + 15 = 0$.",
            "3, 5",
            "x = 3 or x = 5.\n\nWhy: (x − 3)(x − 5) = 0, and 3 + 5 = 8 checks out.",
            True,
        ),
        # (the support's first computation works out another value than the opening's)
        (
            "How many diagonals does a hexagon have?",
            "8",
            "8\n\nJustification: 6 · 3 / 2 = 9. A pentagon has 5.",
            False,
        ),
        # (the opening names a step, not a value)
        (
            "Find the product of the roots of $x^2 - 7x + 10 = 0$.",
            "1",
            "Step 1\n\nWhy: Vieta's rule gives the product as 10.",
            False,
        ),
        # (the opening rules its value out)
        (
            "How many edges does a triangular prism have?",
            "6",
            "Not 6.\n\nExplanation: two triangles give 6 edges, and 3 more join them, 9 in all.",
            False,
        ),
    ],
)
def test_an_answer_stated_before_a_labelled_support_is_the_answer(
    problem: str, gold: str, response: str, same: bool
) -> None:
    assert equal(response, gold, question=problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        (
            "Solve $3x - 1 \\ge 8$. Give the answer in interval notation.",
            "[3, \\infty)",
            "Hard to say whether a bracket or a parenthesis is wanted, but the inequality is not strict. My answer: [3, ∞).",
            True,
        ),
        (
            "How many ways can 3 books be arranged on a shelf?",
            "6",
            "I'm unsure whether the books are all different, but the usual reading says they are. So it's 3! = 6.",
            True,
        ),
        (
            "What is the remainder when 29 is divided by 4?",
            "1",
            "It could be 1 or −3 depending on how you define the remainder — I'd go with 1.",
            True,
        ),
        # near misses: the doubt stays, or comes back after the words that commit
        (
            "How many ways can 3 books be arranged on a shelf?",
            "6",
            "I'm unsure whether the books are all different. So it's probably 6, or 1 if they are identical.",
            False,
        ),
        (
            "What is the remainder when 29 is divided by 4?",
            "1",
            "It could be 1 or −3 depending on how you define the remainder — I'd go with 1, though it's hard to say.",
            False,
        ),
        (
            "What is the remainder when 29 is divided by 4?",
            "1",
            "Hard to say which convention you use. I'd go with either 1 or −3.",
            False,
        ),
        (
            "Solve $3x - 1 \\ge 8$. Give the answer in interval notation.",
            "[3, \\infty)",
            "Hard to say whether the endpoint counts. My answer: (3, ∞).",
            False,
        ),
        (
            "What is the remainder when 29 is divided by 4?",
            "1",
            "Hard to say which convention you use. So it's 1 or −3?",
            False,
        ),
    ],
)
def test_a_doubt_settled_in_the_writers_own_words_reads_the_value_after_them(
    problem: str, gold: str, response: str, same: bool
) -> None:
    assert equal(response, gold, question=problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        (
            "Find $\\int \\cos x\\,dx$.",
            "\\sin x + C",
            "Differentiating back checks it. The antiderivative is sin x + C.",
            True,
        ),
        ("Find $\\int \\sec^2 t\\,dt$.", "\\tan t + C", "The derivative of tangent is sec² t. So: tan t + C.", True),
        ("Find $\\int \\sin u\\,du$.", "-\\cos u + C", "Reversing the derivative of cosine, it is -cos u + C.", True),
        # near misses: a different function, a missing absolute value, a sign changed
        ("Find $\\int \\cos x\\,dx$.", "\\sin x + C", "The antiderivative is cos x + C.", False),
        ("Find $\\int \\cos x\\,dx$.", "\\sin x + C", "The antiderivative is -sin x + C.", False),
        (
            "Find $\\int \\frac{1}{t}\\,dt$.",
            "\\ln|t| + C",
            "For t > 0 only. So: ln t + C, which fails for t < 0 anyway.",
            False,
        ),
    ],
)
def test_a_value_in_symbols_with_a_function_name_is_read_after_a_copula_or_a_colon(
    problem: str, gold: str, response: str, same: bool
) -> None:
    assert equal(response, gold, question=problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        # a value named inside a closing bracket ends at the bracket
        (
            "Find the perimeter of a rectangle with sides 4 and 9.",
            "26",
            "P = 2(4 + 9) = 26 units. (Sides 4 and 9; perimeter 26.)",
            True,
        ),
        # a clause of words after ";" that holds no value is no part of the value before it
        ("Solve $y^2 = 49$.", "\\pm 7", "y = 7 and y = −7; both work when squared.", True),
        ("Solve $t^2 = 36$.", "\\{-6, 6\\}", "So t = 6 or t = −6; these are the only real roots.", True),
        # near misses: the clause doubts, takes back, or holds a value; the bracket's value differs
        ("Solve $y^2 = 49$.", "\\pm 7", "y = 7 and y = −7; maybe only the positive one counts.", False),
        ("Solve $t^2 = 36$.", "\\{-6, 6\\}", "So t = 6 or t = −6; that isn't right though.", False),
        ("Solve $y^2 = 49$.", "\\pm 7", "y = 7 and y = −7; y = 0 too.", False),
        (
            "Find the perimeter of a rectangle with sides 4 and 9.",
            "26",
            "P = 2(4 + 9) = 26 units. (Sides 4 and 9; perimeter 36.)",
            False,
        ),
    ],
)
def test_a_value_ends_at_its_bracket_and_before_a_clause_of_words(
    problem: str, gold: str, response: str, same: bool
) -> None:
    assert equal(response, gold, question=problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        ("What is the greatest common divisor of 84 and 126?", "42", "84 = 2²·3·7, 126 = 2·3²·7. 2·3·7. **42**", True),
        ("Compute $17 \\times 6$.", "102", "17·6 = 60 + 42. __102__", True),
        # near misses: the bold value differs from the gold
        ("Compute $17 \\times 6$.", "102", "17·6 = 60 + 42. **112**", False),
        ("What is the greatest common divisor of 84 and 126?", "7", "84 = 2²·3·7, 126 = 2·3²·7. **42**", False),
    ],
)
def test_a_closing_value_in_bold_after_the_working_is_the_answer(
    problem: str, gold: str, response: str, same: bool
) -> None:
    assert equal(response, gold, question=problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        (
            "Simplify $\\frac{1}{i}$.",
            "-i",
            "Multiply top and bottom by i. Then:\n\n$$\\frac{1}{i} = \\frac{i}{i^2} = -i$$",
            True,
        ),
        (
            "Find the inverse of $f(x) = \\ln x$.",
            "e^x",
            "Swap the names and solve for y. Hence\n\n$$f^{-1}(x) = e^x$$",
            True,
        ),
        ("Find the product $ab$ if $a = 3$ and $b = 7$.", "21", "Multiply them:\n\n$$ab = 3 \\cdot 7 = 21$$", True),
        # near misses: the display states another value
        (
            "Simplify $\\frac{1}{i}$.",
            "-i",
            "Multiply top and bottom by i. Then:\n\n$$\\frac{1}{i} = \\frac{i}{i^2} = i$$",
            False,
        ),
        (
            "Find the inverse of $f(x) = \\ln x$.",
            "e^x",
            "Swap the names and solve for y. Hence\n\n$$f^{-1}(x) = e^{-x}$$",
            False,
        ),
    ],
)
def test_a_closing_display_equation_is_read_as_inline_math(problem: str, gold: str, response: str, same: bool) -> None:
    assert equal(response, gold, question=problem) is same


@pytest.mark.parametrize(
    ("problem", "gold", "response", "same"),
    [
        ("What is $9 \\times 7$?", "63", "九乘以七，结果是 63。", True),
        ("Find the perimeter of a square with side 6 cm.", "24", "周长 = 4 × 6 = 24 厘米。", True),
        ("What is $\\frac{2}{3} + \\frac{1}{6}$?", "\\frac{5}{6}", "通分すると 4/6 + 1/6 = 5/6 になります。", True),
        ("What is $12 - 5$?", "7", "12에서 5를 빼면 7 입니다.", True),
        ("What is $9 \\times 7$?", "63", "9 × 7 = 63 （因为 9 × 70 = 630）", True),
        # near misses: a denial, two values, or another value
        ("What is $9 \\times 7$?", "63", "结果不是 63。", False),
        ("What is $9 \\times 7$?", "63", "答案可能是 63 或 72。", False),
        ("Find the perimeter of a square with side 6 cm.", "24", "周长 = 4 + 6 = 10 厘米。", False),
        ("What is $\\frac{2}{3} + \\frac{1}{6}$?", "\\frac{5}{6}", "これは 5/6 ではない。", False),
    ],
)
def test_a_value_between_words_of_chinese_japanese_or_korean_is_read(
    problem: str, gold: str, response: str, same: bool
) -> None:
    assert equal(response, gold, question=problem) is same
