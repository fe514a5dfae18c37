"""scorewire.extraction: the shared toolkit (result type, text pieces, numbers, the verdict reader)."""

from __future__ import annotations

import time
from decimal import Decimal

import pytest
from scorewire.extraction import (
    EXTRACTED,
    FAILURE,
    FORMAT_ERROR,
    METHOD,
    REASON,
    SPAN,
    YES_NO,
    YES_NO_MAYBE,
    Extraction,
    find_numbers,
    is_refusal,
    last_boxed,
    parse_number,
    read_label,
    read_yes_no,
    response_text,
)


def test_result_details_use_the_standard_keys() -> None:
    found = Extraction("B", "commitment", None, (3, 4)).details()
    assert found == {EXTRACTED: "B", METHOD: "commitment", SPAN: [3, 4]}
    missing = Extraction(None, "no_answer", "no option letter found").details()
    assert missing[FAILURE] == FORMAT_ERROR and missing[REASON] == "no option letter found"
    assert Extraction(None, "refusal", "declined").details()[FAILURE] == "refusal"


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (None, ""),
        ("plain", "plain"),
        ({"role": "assistant", "content": "Answer: C"}, "Answer: C"),
        (
            [
                {"role": "user", "content": "Q?"},
                {"role": "assistant", "content": "yes"},
                {"role": "user", "content": "ok"},
            ],
            "yes",
        ),
        (
            {"role": "assistant", "content": [{"type": "reasoning", "text": "A? no"}, {"type": "text", "text": "B"}]},
            "B",
        ),
        ("<think>maybe A</think>\nThe answer is B.", "\nThe answer is B."),
        ("<think>never closed, A", ""),
        (42, "42"),
    ],
)
def test_response_text(value: object, text: str) -> None:
    assert response_text(value) == text


def test_last_boxed_balances_braces_and_skips_unclosed_boxes() -> None:
    assert last_boxed(r"so \boxed{\frac{1}{2}} and \boxed{3") == r"\frac{1}{2}"
    assert last_boxed(r"\boxed 5.") == "5"
    assert last_boxed("no box") is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (".5", Decimal("0.5")),
        ("-.5", Decimal("-0.5")),
        ("$.50", Decimal("0.50")),
        ("1,234.50", Decimal("1234.50")),
        ("−3", Decimal("-3")),
        ("7%", Decimal("7")),
        ("½", Decimal("0.5")),
        ("2½", Decimal("2.5")),
        ("-½", Decimal("-0.5")),
        ("三", Decimal("3")),
        ("二十三", Decimal("23")),
        ("5.", Decimal("5")),
        ("1,23", None),
        ("3rd", None),
        ("abc", None),
    ],
)
def test_parse_number(text: str, value: Decimal | None) -> None:
    assert parse_number(text) == value


def test_find_numbers_reads_a_leading_decimal_point() -> None:
    assert find_numbers("about .5 of 2½ pies, not 3rd") == [Decimal("0.5"), Decimal("2.5")]


def test_refusal() -> None:
    assert is_refusal("I'm sorry, but I can't help with that.")
    assert not is_refusal("The answer is B.")


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Absolutely not.", "no"),
        ("It is not true that whales are fish.", "no"),
        ("That isn't wrong at all.", "yes"),
        ("Not sure at first, but yes", "yes"),
        ("No question about it: yes.", "yes"),
        ("No hurry here; the answer is no.", "no"),
        ("Is it? Hard to say.", None),
    ],
)
def test_one_yes_no_reader(text: str, verdict: str | None) -> None:
    assert read_yes_no(text).value == verdict


def test_yes_no_maybe() -> None:
    assert read_yes_no("The evidence is mixed, so maybe.", maybe=True).value == "maybe"
    assert read_label("The evidence is mixed, so maybe.", YES_NO_MAYBE).value == "maybe"


def test_an_answer_that_is_only_an_option_list_reads_none() -> None:
    """The option list is set aside before reading; nothing is left, and the reader must not fail on that."""
    found = read_label("A: incorrect\nB: correct\nC: incorrect\nD: incorrect", YES_NO)
    assert found.value is None and found.method == "none"
    assert "option" in (found.reason or "")


HOSTILE = [
    "the relationship is complicated and the answer is hard ",
    "The answer is ",
    "Answer: ",
    "but so therefore ",
    "no, not, never ",
    "word ",
    "? ",
    "\\boxed{",
]


@pytest.mark.parametrize("unit", HOSTILE)
def test_reader_is_linear_on_hostile_text(unit: str) -> None:
    """Degenerate repetition must not grow super-linearly (a generous guard, not a speed goal)."""
    text = unit * (200_000 // len(unit))
    started = time.perf_counter()
    read_yes_no(text)
    assert time.perf_counter() - started < 10
