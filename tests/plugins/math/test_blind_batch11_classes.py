"""False-positive classes the eleventh blind batch showed (scored blind first; see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each reply below must NOT be
scored equal to its gold, next to replies of the same shape that must.
"""

from __future__ import annotations

import pytest

from .conftest import equal


# A reply cut off while it turns its last value into another one ("..., which reduces by dividing
# both by their") never reached its answer: the value before the cut was a step on the way.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("So the ratio is 14/21, which reduces once both parts are divided by their common", "2/3", False),
        ("That gives 2.46, which rounds to a whole number once we look at the", "2.46", False),
        ("The fraction is 45/60. This simplifies when we cancel the factor of", "3/4", False),
        ("So the speed is 1500 m per minute, which converts into kilometres per hour by multiplying by", "1500", False),
        ("So x = 14/21, which reduces to 2/3.", "2/3", True),
        ("So x = 14/21, which then reduces by seven to 2/3", "2/3", True),
        ("x = 2/3, which is already in lowest terms", "2/3", True),
        ("So the area is 50 m², which equals half the garden", "50", True),
    ],
)
def test_a_reply_cut_off_mid_step_commits_to_nothing(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# A reply that says it puts off or holds back its answer commits to none of the numbers it
# mentions - unless an answer marker comes after that remark.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("Pages: 120 / 8 = 15 a day... or 16? I'll hold off on a final answer until I recount.", "15", False),
        ("It might be 12 or 14; I am reserving my final answer until the data is confirmed.", "12", False),
        ("Roughly 40 by my count, but I'm not ready to commit to a number yet.", "40", False),
        ("My working gave 18, though I'd defer the final figure to your teacher.", "18", False),
        ("Holding back on a verdict for now: 3 might be it.", "3", False),
        ("I was going to hold off on a final answer, but the check passes: 35 / 5 = 7. The answer is 7.", "7", True),
        ("Without holding anything back: the answer is 7.", "7", True),
        ("The reserve tank holds 40 litres, so the answer is 40.", "40", True),
        ("I'm torn between 7 and 8 at first. The answer is 8.", "8", True),
        ("The answer is 7 or 8, I can't decide.", "8", False),
    ],
)
def test_an_answer_held_back_commits_to_nothing(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected
