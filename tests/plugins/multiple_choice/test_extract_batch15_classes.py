"""Classes of answer the fifteenth blind batch showed the reader missing, each with new examples.

The texts here are written for these tests (not copied from the blind batch): each class is
fixed by a general rule, so the rule must hold on answers it has not seen. Near misses that
must keep (or must not gain) a reading sit beside each class.
"""

from __future__ import annotations

import pytest
from scorewire_multiple_choice import extract_letter
from scorewire_multiple_choice._compat import fold_lookalikes

RIVERS = ["Nile", "Amazon", "Yangtze", "Danube"]
METALS = ["Copper", "Iron", "Zinc", "Gold", "Silver"]
COUNTS = ["2", "3", "4", "5"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a Greek or Cyrillic capital drawn like the Latin label
        ("Answer: Β", RIVERS, "B"),  # Greek Beta
        ("The answer is Α.", RIVERS, "A"),  # Greek Alpha
        ("Απάντηση: Ε", METALS, "E"),  # Greek Epsilon after a Greek marker
        ("Ответ: С", RIVERS, "C"),  # Cyrillic Es
        ("Правильный ответ — В (железо).", METALS, "B"),  # Cyrillic Ve, a gloss in brackets after it
        ("**Е**", METALS, "E"),  # Cyrillic Ie in emphasis
        ("I'd pick (А).", RIVERS, "A"),  # Cyrillic A in brackets
        ("Correct option: Ε, silver.", METALS, "E"),
        # near misses: a capital that opens a word or a phrase of its own script is no label
        ("В ответе нет уверенности.", RIVERS, None),  # Russian "in": opens a phrase
        ("Η απάντηση δεν είναι σαφής.", METALS, None),  # Greek article
        ("Βερολίνο", RIVERS, None),  # a Greek word starting with Beta
        ("Answer: Ω", RIVERS, None),  # a Greek capital no Latin label looks like
    ],
)
def test_lookalike_capitals_read_as_labels(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


def test_fold_lookalikes_keeps_offsets_and_leaves_words_alone() -> None:
    text = "Ответ: Е (неон). А вот В ответе"
    folded = fold_lookalikes(text)
    assert len(folded) == len(text)
    assert folded == "Ответ: E (неон). А вот В ответе"
    plain = "The answer is B."
    assert fold_lookalikes(plain) is plain


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an option named by a numeric ordinal or a Roman numeral
        ("long, so the 2nd option", RIVERS, "B"),
        ("I'd go for the 4th choice.", RIVERS, "D"),
        ("3rd option.", RIVERS, "C"),
        ("My pick: the 1st one", METALS, "A"),
        ("It's the 5th alternative.", METALS, "E"),
        ("It's choice (iv).", RIVERS, "D"),
        ("Option iii", RIVERS, "C"),
        ("answer number ii!", METALS, "B"),
        ("Choice (ii)", RIVERS, "B"),
        # near misses: a date, an ordinal with no option word, a numeral beyond the options,
        # options that are numbers
        ("It was discovered on the 2nd of May.", RIVERS, None),
        ("It came 2nd.", RIVERS, None),
        ("Choice (ix).", RIVERS, None),
        ("Option 2.", COUNTS, "A"),  # (the option whose text is 2, not the second)
    ],
)
def test_ordinal_and_roman_positions(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # the last sentence stops after a word that cannot close one, before giving a verdict:
        # the options its earlier sentences discuss are no answer
        ("The Nile is the longest, some say. But measured by volume, the Amazon wins. Therefore", RIVERS, None),
        ("Zinc is used for galvanising steel. The metal we want is the one that", METALS, None),
        ("Iron rusts readily. Copper forms a green patina. Now compare both with", METALS, None),
        ("Yangtze flows through China, whereas the Danube crosses Europe. Hmm, so", RIVERS, None),
        ("Copper conducts well, and gold even better. I would say", METALS, None),
        ("Gold does not corrode. Copper does, slowly, and the rate depends on whether", METALS, None),
        ("The Danube is in Europe, and the Nile in Africa, because", RIVERS, None),
        ("The Amazon carries the most water but not", RIVERS, None),
        # near misses: the cut-off sentence has already named the answer; a whole reply without the cut
        ("The answer is Zinc, because", METALS, "C"),
        ("Correct: the Amazon, since", RIVERS, "B"),
        ("I'd go with gold, since", METALS, "D"),
        ("Silver conducts best of all.", METALS, "E"),
        ("The answer is B. That is why I picked it over what the others point at", RIVERS, "B"),
    ],
)
def test_cut_off_after_a_clause_opener(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


THINKERS = ["John Locke", "Karl Marx", "Adam Smith", "Thomas Hobbes"]


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # an opening sentence that pairs the options with something in turn is a survey, not an answer
        # first; the verdict comes after it
        ("Locke wrote on property, Hobbes on the Leviathan. The invisible hand is Smith's.", THINKERS, "C"),
        ("Locke was on property, Hobbes on the state, Marx on class. The invisible hand was Smith.", THINKERS, "C"),
        ("Nile in Africa, Danube in Europe, Yangtze in Asia. South America's river is the Amazon.", RIVERS, "B"),
        # (a survey, then a verdict the reader cannot place: no answer rather than the survey's first option)
        (
            "Marx wrote Capital, Hobbes wrote Leviathan, and Locke the Two Treatises, so it has to be Smith.",
            THINKERS,
            None,
        ),
        # near misses: an opening that names one option and gives its reason is an answer first
        ("Hobbes, because he wrote of the war of all against all.", THINKERS, "D"),
        ("Locke, of course; nobody else fits.", THINKERS, "A"),
        ("Iron, since it rusts.", METALS, "B"),
        ("Smith, not Marx.", THINKERS, "C"),
        ("Marx: the labour theory of value.", THINKERS, "B"),
    ],
)
def test_survey_opening_then_verdict(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # a hedge between two options named by their text, with nothing after it that names an option
        ("Could be the Nile or the Amazon; depends how you measure.", RIVERS, None),
        ("Possibly Marx, or perhaps Smith - they overlap here.", THINKERS, None),
        ("Maybe the Danube or the Yangtze? Hard to say without the data.", RIVERS, None),
        ("It might be zinc or iron; a spark test would settle it.", METALS, None),
        # declining to choose, in a modal form: "I'd refuse to", "I wouldn't want to"
        ("I'd refuse to pick one: the wording fits Locke and Hobbes alike.", THINKERS, None),
        ("Copper and silver both conduct well, and I wouldn't want to guess which they mean.", METALS, None),
        ("Honestly, I would not want to choose between Marx and Smith here.", THINKERS, None),
        # near misses: a hedge then a verdict, a verdict that rules the others out, someone else declining
        ("It could be the Nile or the Amazon at first glance, but the Amazon carries more water.", RIVERS, "B"),
        ("The Amazon, not the Nile or the Danube.", RIVERS, "B"),
        ("He refused to choose, but I pick B.", RIVERS, "B"),
        ("Gold. Silver or copper would tarnish.", METALS, "D"),
    ],
)
def test_left_open_between_two_or_declined(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # per-option verdicts run inline, one sentence per option, read as the rows of a list
        ("A: false, it is shorter. B: false. C: false. D: true.", RIVERS, "D"),
        ("A - wrong. B - wrong. C - right. D - wrong.", RIVERS, "C"),
        ("(A): no. (B): yes, it carries the most water. (C): no.", RIVERS, "B"),
        ("A: incorrect; B: incorrect; C: incorrect; D: correct; E: incorrect.", METALS, "D"),
        # near misses: two marked right, a verdict after the rows, three marked true
        ("A: correct. B: correct. C: no.", RIVERS, None),
        ("A: false. B: false. So C.", RIVERS, "C"),
        ("A: true. B: true. C: false. D: true.", RIVERS, None),
    ],
)
def test_inline_verdict_rows(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected


@pytest.mark.parametrize(
    ("response", "choices", "expected"),
    [
        # two labels under two conditions, the answer's last word, commit to neither
        ("It depends on the measure. If by length, A; if by volume, B.", RIVERS, None),
        ("If you mean the metal, B; otherwise C.", METALS, None),
        ("A if you measure length, B if you measure volume.", RIVERS, None),
        ("When tarnish matters: D, but when it doesn't: E.", METALS, None),
        # near misses: one label under both, a hypothetical then the answer, a condition that only qualifies
        ("If yes, D; if not, D.", RIVERS, "D"),
        ("If it were about volume, it would be B. The answer is A.", RIVERS, "A"),
        ("B if anything, since C is out.", RIVERS, "B"),
    ],
)
def test_two_labels_under_two_conditions(response: str, choices: list[str], expected: str | None) -> None:
    assert extract_letter(response, choices).letter == expected
