"""Math classes batch 28's misses showed in round 29 (one test per class; see docs/extraction.md).

- a reply that states its value and closes on remarks about values it does not give: what another reading of
  the problem or a slip would give ("With three dice it would be 216.", "If you forgot the carry you'd get
  412.") or what others wrongly answer ("A common slip is 0.3, but 0.3² = 0.09.", "Some might count the
  endpoints and say 12."): the value stated before them is read, when the value read was the remarks' own. A
  remark in the first person or that concludes ("I would say 45.", "So it would be 8."), one that turns back
  to the case asked ("but here it is 30"), and a sentence that states its value before the hypothetical ("The
  change is $4.50 — if she paid with $20 she'd get $15.50 back.") keep their reading.

The texts are written for these tests, not copied from the batch.
"""

from __future__ import annotations

import pytest
from scorewire_math._extract import _asides_at_close

from .conftest import equal


@pytest.mark.parametrize(
    ("gold", "response", "question", "same"),
    [
        (
            "336",
            "Order matters, so the count is 8 × 7 × 6 = 336. With repeats allowed it would be 8³ = 512 instead.",
            "How many ways can gold, silver and bronze go to 8 runners?",
            True,
        ),
        (
            "512",
            "Order matters, so the count is 8 × 7 × 6 = 336. With repeats allowed it would be 8³ = 512 instead.",
            "How many ways can gold, silver and bronze go to 8 runners?",
            False,
        ),
        (
            "21",
            "Choose 2 of 7 fruits: C(7, 2) = 21. If you counted ordered picks you'd get 42, twice as many.",
            "In how many ways can two fruits be chosen from seven kinds?",
            True,
        ),
        (
            "42",
            "Choose 2 of 7 fruits: C(7, 2) = 21. If you counted ordered picks you'd get 42, twice as many.",
            "In how many ways can two fruits be chosen from seven kinds?",
            False,
        ),
        (
            "0.3",
            "0.09 = 9/100, so the root is 3/10 = 0.3. A common slip is 0.03, but 0.03² = 0.0009.",
            "What is the square root of 0.09?",
            True,
        ),
        (
            "0.03",
            "0.09 = 9/100, so the root is 3/10 = 0.3. A common slip is 0.03, but 0.03² = 0.0009.",
            "What is the square root of 0.09?",
            False,
        ),
        (
            "\\frac{5}{4}",
            "81 = 3⁴, so 4y = 5 and y = 5/4. Check: 3^{5} = 243 ✓. The tempting wrong answer is y = 5, "
            "which drops the factor of 4.",
            "Solve $3^{4y} = 243$.",
            True,
        ),
        (
            "11",
            "Between 12 posts the gaps number one fewer, so there are 11. Some might count the posts and say 12. "
            "Fences are like that.",
            "A row has 12 posts. How many gaps are there between neighbouring posts?",
            True,
        ),
        (
            "12",
            "Between 12 posts the gaps number one fewer, so there are 11. Some might count the posts and say 12. "
            "Fences are like that.",
            "A row has 12 posts. How many gaps are there between neighbouring posts?",
            False,
        ),
        # (near misses: the remark is the writer's own word, concludes, turns back to the case, or follows the value)
        (
            "90",
            "Each of 10 people shakes 9 hands: 10 × 9 = 90 ordered greetings. If greetings were unordered "
            "I would halve it to 45.",
            "How many ordered greetings among 10 people?",
            True,
        ),
        (
            "45",
            "Each of 10 people shakes 9 hands: 10 × 9 = 90 ordered greetings. If greetings were unordered "
            "I would halve it to 45.",
            "How many ordered greetings among 10 people?",
            False,
        ),
        (
            "60",
            "Rent: 4 × 12 = 48 and fees 12. If he stayed a fifth week it would be $75, but for this stay it is $60.",
            "What does he pay in total?",
            True,
        ),
        (
            "4.5",
            "Pens $3, paper $1.50. The bill is $4.50 — if she paid with $20 she'd get $15.50 back.",
            "How much is the bill?",
            True,
        ),
        (
            "15.5",
            "Pens $3, paper $1.50. The bill is $4.50 — if she paid with $20 she'd get $15.50 back.",
            "How much is the bill?",
            False,
        ),
        (
            "-1, 0, 1",
            "x³ − x = x(x − 1)(x + 1), so x = −1, 0, 1. A common slip is dividing by x and losing the root x = 0.",
            "Find all real solutions of $x^3 = x$.",
            True,
        ),
    ],
)
def test_closing_remarks_on_values_not_given(gold: str, response: str, question: str, same: bool) -> None:
    assert equal(response, gold, question) is same


@pytest.mark.parametrize(
    "response",
    [
        "Each of 10 people shakes 9 hands, so 90 counted twice. With care I would say 45.",  # (first person)
        "The oven holds 5 trays. If it were larger it would hold 8, so it would be 8.",  # (a conclusion)
        "Rent is 48 and fees 12. If he stayed longer it would be $75, but for this stay it is $60.",  # (back)
        "The bill is $4.50 — if she paid with $20 she'd get $15.50 back.",  # (the value first)
        "The fare is 30 × 2 = 60. Without the pass it would be 80, but the pass takes it down to 60.",  # (back)
        "The area is 24. Wait, if the base were 8 it would be 32.",  # (a revision)
        "The area is 24. The answer would be 32 if the base were 8.",  # (the answer named)
        "The area is 24, and the perimeter would be 20.",  # (no condition)
    ],
)
def test_remarks_kept_as_the_replys_own(response: str) -> None:
    assert _asides_at_close(response) is None
