"""Final-answer extraction: each rule, the rule order, and the check-skipping fallback."""

from __future__ import annotations

import pytest
from scorewire_math._extract import extract_answer, last_boxed


@pytest.mark.parametrize(
    ("text", "answer", "rule"),
    [
        (r"so $x = \boxed{\frac{1}{\sqrt{2}}}$ in the end", r"\frac{1}{\sqrt{2}}", "boxed"),
        (r"first \boxed{1}, then \boxed{2}", "2", "boxed"),
        (r"nested \boxed{\begin{pmatrix} 1 \\ 2 \end{pmatrix}}.", r"\begin{pmatrix} 1 \\ 2 \end{pmatrix}", "boxed"),
        (r"The answer is $\boxed 5$.", "5", "boxed"),
        (r"\fbox{7}", "7", "boxed"),
        (r"Thus the answer is 3. \boxed{4}", "4", "boxed"),
        ("She pays 1,000 + 234.\n#### 1,234", "1,234", "hashes"),
        ("So the answer is 42.", "42", "answer_is"),
        ("Final Answer: The final answer is $\\frac{1}{2}$. I hope it is correct.", r"\frac{1}{2}", "answer_is"),
        ("The correct answer is: 3.5", "3.5", "answer_is"),
        ("Janet sells 9 eggs.\nShe makes $18.\nA: 18", "18", "answer_line"),
        ("Reasoning here.\nAnswer: $x = 2$", "x = 2", "answer_line"),
        ("Reasoning here.\n**Final Answer:** 7", "7", "answer_line"),
        ("I think the answer is 5.\nWait, 3 + 3 = 6.\nAnswer: 6", "6", "answer_line"),
        ("Answer: 5\nOn reflection, the answer is 6.", "6", "answer_is"),
        ("Work.\nAnswer: Janet makes $18 every day at the market.", "18", "answer_line"),
        ("So the answer is: the area is $4\\pi$ square units.", r"4\pi", "answer_is"),
        ("Sie hat 3 Äpfel. Die Antwort lautet 12.", "12", "answer_is"),
        ("Tiene 3 manzanas.\nRespuesta: 7", "7", "answer_line"),
        ("所以答案是 42。", "42", "answer_is"),
        ("Ответ: 15", "15", "answer_line"),
        (r"\frac{9}{7}", r"\frac{9}{7}", "whole"),
        ("18 dollars", "18", "whole"),
        ("(1, 2)", "(1, 2)", "whole"),
        ("She has 3 apples and buys 5 more, so 8 apples in total.", "8", "statement"),
        ("2 + 3 = <<2+3=5>>5 apples, and she gives away 1 to have 4 apples left", "4", "last_number"),
        ("The total is 1,250 dollars in all", "1,250", "statement"),
        ("The temperature dropped to −7 degrees overnight", "−7", "last_number"),
    ],
)
def test_extraction_rules(text: str, answer: str, rule: str) -> None:
    found = extract_answer(text)
    assert (found.answer, found.rule) == (answer, rule)


def test_a_check_after_the_answer_is_skipped_when_it_checks_that_answer() -> None:
    text = "Each box holds 6, and there are 7 boxes, so the total is 42.\nCheck: 42 / 6 = 7, correct."
    assert extract_answer(text).answer == "42"


def test_an_ambiguous_check_falls_back_to_the_plain_last_number() -> None:
    # The "check" does not mention 42, so it may be a correction: keep the usual last-number rule.
    text = "The total is 42.\nCheck: 6 * 8 = 48."
    assert extract_answer(text).answer == "48"
    # A number after the candidate on the same sentence also makes it ambiguous.
    assert extract_answer("We get 42 and then 43. Verify: 42 + 1 = 43").answer == "43"


def test_truncated_box_is_not_an_answer() -> None:
    assert last_boxed(r"so \boxed{12") is None
    # The unbalanced box is ignored; the one number after "so" is still read as written.
    found = extract_answer(r"we have 3 and so \boxed{12")
    assert (found.answer, found.rule) == ("12", "statement")


@pytest.mark.parametrize("text", ["", "I do not know.", "No idea, sorry about that"])
def test_nothing_found(text: str) -> None:
    found = extract_answer(text)
    assert found.answer is None and found.rule is None


def test_many_unclosed_boxes_do_not_hide_the_last_number() -> None:
    found = extract_answer("\\boxed{" * 20000 + " so 7")
    assert (found.answer, found.rule) == ("7", "statement")
