"""Math classes behind the twelfth blind batch's false negatives (texts written for these tests, not
copied from the batch), each with near misses that must stay unequal.

- An answer marker followed by a connective and an emphasised value ("The answer is therefore
  **210**.", "La réponse est donc **210**."): the emphasis that wraps only the value, not the whole
  text after the marker, is kept, so the value is read out of the words around it.
"""

from __future__ import annotations

import pytest

from .conftest import equal


@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("The answer is therefore **210**.", "210", True),
        ("La réponse est donc **210**.", "210", True),
        ("Die Antwort ist also **48**.", "48", True),
        ("La respuesta es, por tanto, **45**.", "45", True),
        ("Final answer: hence **7 apples**", "7", True),
        ("Answer - accordingly **-3/4**.", "-3/4", True),
        ("A resposta é portanto **1/2**", "0.5", True),
        ("Answer: **12**", "12", True),
        # near misses: another value emphasised, or the emphasised value revoked
        ("The answer is therefore **210**.", "201", False),
        ("La réponse est donc **21**.", "210", False),
        ("The answer is thus **not 12** but 14.", "12", False),
        ("Answer: so **12**, not 15.", "15", False),
    ],
)
def test_emphasised_value_after_a_connective(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected
