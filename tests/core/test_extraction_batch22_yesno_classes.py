"""Classes of yes/no answer the twenty-second blind batch showed the reader missing or misreading.

Each class is fixed by a general rule; the texts here are our own (not copies of blind rows), with
near misses that must keep reading as before. Restatements are read with the question
(``read_yes_no(text, question=...)``), as the ``yes_no`` evaluator reads them.
"""

from __future__ import annotations

import pytest

from tests.core.yesno_reading import read_with_question as _read


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        # a verdict word tied to a clause of the reply's own: the clause naming which of the two compared things
        # has more of the quality, or concluding after a cue ("which means", "so", "therefore"), answers
        ("Is the Nile longer than the Amazon?", "So yes, the Amazon is longer.", "no"),
        ("Is the Nile longer than the Amazon?", "Therefore yes: the Amazon is longer.", "no"),
        ("Is Lake Superior larger than Lake Victoria?", "By area: yes, Victoria is larger.", "no"),
        ("Is a kilometre shorter than a mile?", "1 km = 0.62 mi, so yes, the mile is longer.", "yes"),
        ("Is a kilometre shorter than a mile?", "So yes, the mile is shorter.", "no"),
        ("Is 91 a prime number?", "91/7 = 13. So the answer is yes, 7 divides it, which means 91 is not prime.", "no"),
        ("Is 91 a prime number?", "Yes, it has a divisor — therefore 91 isn't prime.", "no"),
        ("Is 91 a prime number?", "No, nothing divides it, so 91 is prime.", "yes"),
        ("Is water denser than ice?", "The answer is no, ice floats, meaning water is denser.", "yes"),
        # the tied clause taken back after a change of mind, negated in so many words
        (
            "Did the train reach the station before noon?",
            "11:40 + 30 min = 12:10. So yes, it arrived in time... actually, 12:10 is after noon. It didn't arrive in time.",
            "no",
        ),
        ("Did the package arrive before Friday?", "Yes, it arrived early. Wait — it did not arrive early; Saturday.", "no"),
        ("Did she pass the exam?", "No, she failed... hold on, I misread the sheet: she never failed.", "yes"),
        # near misses: the clause agrees with the word, names the subject, or gives a value or a detail
        ("Is the Nile longer than the Amazon?", "So yes, the Nile is longer.", "yes"),
        ("Is the Nile longer than the Amazon?", "So no, the Amazon is longer.", "no"),
        ("Is Lake Superior larger than Lake Victoria?", "Thus yes — Lake Victoria is smaller.", "yes"),
        ("Were the first modern Olympics held in Athens?", "Yes, 1896.", "yes"),
        ("Is Brazil's official language Spanish?", "No, Brazil's official language is Portuguese.", "no"),
        ("Does ice sink in water?", "No, it floats — ice is less dense than liquid water.", "no"),
        ("Did the package arrive before Friday?", "Yes, it arrived early. Wait until you see the box!", "yes"),
        ("Did she pass the exam?", "Yes, she passed. Actually, she passed with honours.", "yes"),
    ],
)
def test_verdict_tied_to_its_own_clause(question: str, text: str, value: str | None) -> None:
    assert _read(question, text) == value
