"""A false-positive class the twenty-second blind batch showed (see docs/extraction.md).

The texts are written for these tests, not copied from the batch: replies of the class's shape in varied
wording must commit to nothing, and near misses must still be read as the answer they state.
"""

from __future__ import annotations

import pytest

from .conftest import equal


# A list of candidate values closing the reply's last sentence that holds a value, followed only by remarks
# without one: the reply offers the list and picks none, for a problem that asks for one value.
@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        (
            "Candidates: 6, 9, 18. Each of them goes into both.",
            "18",
            "What is the greatest common divisor of 36 and 54?",
        ),
        ("Options I see are 12, 15 and 20. They all seem plausible to me.", "20", "How many pages did she read?"),
        ("Could be any of 3, 5, 7. I can't narrow it further!", "7", "Which prime is the answer?"),
        ("Divisors in common: 1, 2, 4, 8. Hope that helps.", "8", "What is the GCD of 16 and 24?"),
    ],
)
def test_a_closing_list_then_remarks_without_a_value_commits_to_nothing(reply: str, gold: str, question: str) -> None:
    assert not equal(reply, gold, question=question)


@pytest.mark.parametrize(
    ("reply", "gold", "question"),
    [
        # near misses: a value after the list (in digits or in words), or a list of one value's parts
        ("Count: 1, 2, 3, 4, 5. Five numbers.", "5", "How many whole numbers from 1 to 5 are there?"),
        ("Common divisors: 6, 9, 18. The greatest is 18.", "18", "What is the greatest common divisor of 36 and 54?"),
        ("The answer is 18. Check: 36 = 2 · 18.", "18", "What is the greatest common divisor of 36 and 54?"),
    ],
)
def test_a_value_after_the_list_is_still_read(reply: str, gold: str, question: str) -> None:
    assert equal(reply, gold, question=question)
