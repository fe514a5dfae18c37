"""False-negative classes the eleventh blind batch showed (scored blind first; see docs/extraction.md).

The texts are written for these tests, not copied from the batch: each reply of a class must be
scored equal to its gold, next to near misses of the same shape that must NOT be.
"""

from __future__ import annotations

import pytest

from .conftest import equal


# An answer marker that denies its value ("The answer isn't 12", "the final answer is not x = 2")
# names no answer; the working after the denial's sentence may still state one, and that is read -
# unless it is the very value denied.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("The answer isn't 12, because 12 counts the first day twice. Counting each day once gives 11.", "11", True),
        ("The answer is not [1, 5], since 1 fails the strict bound. So the set is (1, 5].", "(1, 5]", True),
        ("The correct answer isn't $\\frac{1}{2}$: that ignores the replacement. So $P = \\frac{2}{5}$.", "2/5", True),
        ("Die Antwort ist nicht 30, weil ein Tag fehlt.\nAlso sind es 31 Tage.", "31", True),
        ("The final answer is not 64 as I first wrote.\nRedoing it: 8 × 7 = 56.", "56", True),
        ("The answer isn't 9 (that's the count with repeats). Without repeats, there are 7.", "7", True),
        # near misses: the later text names the denied value, or nothing follows the denial
        ("The answer isn't 12, because 12 counts the first day twice. Counting each day once gives 11.", "12", False),
        ("The answer is not 12.", "12", False),
        ("The answer isn't 12. Twelve was the count before the refund; it can't be 12.", "12", False),
        ("The answer is not [1, 5], since 1 fails. I would have said [1, 5] otherwise.", "[1, 5]", False),
        ("The answer isn't 40. The question is tricky.", "40", False),
        ("The answer is not 30 but 31.", "30", False),
    ],
)
def test_a_denied_answer_marker_gives_way_to_the_working_after_it(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected


# An answer marker followed by the number in words of another language: French, German, Spanish,
# Italian or Portuguese, compounds written as one word or hyphenated, with or without accents.
@pytest.mark.parametrize(
    ("reply", "gold", "expected"),
    [
        ("Il faut 7 × 6 = 42 chaises.\n\nRéponse : quarante-deux chaises", "42", True),
        ("La réponse est soixante-dix-sept.", "77", True),
        ("Réponse : quatre-vingt-dix euros", "90", True),
        ("Sie braucht 3 · 5 = 15 Eier.\nAntwort: fünfzehn", "15", True),
        ("Antwort: dreiundvierzig Murmeln", "43", True),
        ("Die Antwort lautet zweihundertzwölf.", "212", True),
        ("Respuesta: treinta y cinco manzanas", "35", True),
        ("La respuesta es veintiséis.", "26", True),
        ("Risposta: ventotto", "28", True),
        ("Answer: centoventi", "120", True),
        ("Resposta: trezentos e quarenta e dois", "342", True),
        ("Answer: dezoito reais", "18", True),
        # near misses: another number in words, words no number is written as, a word that is English
        ("Réponse : quarante-trois chaises", "42", False),
        ("Antwort: vierunddreißig", "43", False),
        ("Respuesta: trece", "3", False),
        ("Risposta: ottanta", "8", False),
        ("Réponse : deux vingt", "40", False),
        ("Respuesta: tres y tres", "6", False),
        ("Answer: once the pipe is full", "11", False),
        ("Answer: due to the leak, none", "2", False),
        ("Antwort: drei", "30", False),
    ],
)
def test_an_answer_in_number_words_of_another_language(reply: str, gold: str, expected: bool) -> None:
    assert equal(reply, gold) is expected
