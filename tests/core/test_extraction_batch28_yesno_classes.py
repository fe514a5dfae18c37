"""Classes of yes/no answer the twenty-eighth blind batch showed the reader misreading.

The texts are new (not copies of blind rows); near misses must keep reading as before.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a reply cut off on a bare "=", before the result its verdict waits on: no verdict yet
        ("Is 91 divisible by 13?", "Checking: 13 × 6 = 78, no. Then 13 × 7 =", "None"),
        ("Is 2 to the 10th power more than 1000?", "Yes, let me verify: 2^10 =", "None"),
        ("Is 17 squared equal to 289?", "No wait. 17 × 17 = 17 × 10 + 17 × 7 = 170 + 119 =  ", "None"),
        # near misses: the equation finished; a comparison sign at the end; a verdict after the last "="
        ("Is 91 divisible by 13?", "13 × 7 = 91, so yes.", "yes"),
        ("Is 2 to the 10th power more than 1000?", "Yes: 2^10 = 1024.", "yes"),
        ("Is 17 squared equal to 289?", "Yes. 17 × 17 = 289", "yes"),
        ("Is 5 at least 3?", "Yes, 5 >=", "yes"),
    ],
)
def test_reply_cut_off_mid_equation(question: str, text: str, value: str) -> None:
    assert str(_read(question, text)) == value
