"""Math classes behind the twelfth blind batch's row that this session's rules broke, and a false
positive found next to it (texts written for these tests, not copied from the batch).

A denial that is itself denied affirms ("It's not true that the remainder isn't 2."), and an
answer marker whose claim is denied ("It's not true that the answer is 2.") states no answer -
unless the sentences after it state another value.
"""

from __future__ import annotations

import pytest

from .conftest import equal


@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("It's not true that the remainder isn't 2.", "2", True),
        ("It is not the case that x is not 5.", "5", True),
        ("It's false that the sum isn't 14.", "14", True),
        ("The remainder isn't 2.", "2", False),
        ("It is true that the remainder isn't 2.", "2", False),
        ("The total isn't 45 - that's the old price.", "45", False),
    ],
)
def test_a_denied_denial_affirms(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("It's not true that the answer is 2.", "2", False),
        ("It is false that the answer is 3.", "3", False),
        ("It isn't the case that the answer is 12. Working again: 3 x 5 = 15, so it is 15.", "12", False),
        ("It isn't the case that the answer is 12. Working again: 3 x 5 = 15, so it is 15.", "15", True),
        ("It is not true that the answer is 15. Working again: 3 x 5 = 15, so it is 15.", "15", False),
        ("It is true that the answer is 2.", "2", True),
        ("Not that it matters, but the answer is 9.", "9", True),
        ("It is not the case that the answer is 12; the answer is 14.", "14", True),
    ],
)
def test_an_answer_marker_whose_claim_is_denied(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# A value its sentence denies is not stated: "The total is not 45, since ...: 40 remain." reads 40,
# and a denial a few words before the value ("not the square root of 50") covers it. Found by a
# helper's own probe (no blind row has them); both were read as the denied value.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("The total is not 45, since two were returned: 40 remain.", "45", False),
        ("The total is not 45, since two were returned: 40 remain.", "40", True),
        ("The total is not **45**, since two were returned: 40 remain.", "45", False),
        ("The length is not 12 cm, because the strip overlaps.", "12", False),
        ("It is not the square root of 50.", "5\\sqrt{2}", False),
        ("It's not a multiple of 7.", "7", False),
        ("It is the square root of 50.", "5\\sqrt{2}", True),
        ("The answer is not 12 but 21.", "21", True),
        ("So x is not 5; it is 6.", "6", True),
        ("It's not hard: the total is 50.", "50", True),
    ],
)
def test_a_value_its_sentence_denies_is_not_stated(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected
