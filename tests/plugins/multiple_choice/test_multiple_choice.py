"""Unit tests of the multiple_choice evaluator: gold forms, details, edge cases of extraction."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scorewire import InvalidFieldError, MissingFieldError, Scores
from scorewire_multiple_choice import MultipleChoice, extract_letter, gold_letter

CHOICES = ["Nucleus", "Ribosome", "Mitochondria", "Golgi apparatus"]


@pytest.mark.parametrize(
    "original",
    [
        {"correct_letter": "C"},
        {"correct_letter": "c"},
        {"correct_letter": 2},
        {"correct_letter": "2"},
        {"correct_letter": "Mitochondria", "choices": CHOICES},
        {"correct_letter": " mitochondria ", "choices": CHOICES},
        {"gold_index": 2, "choices": CHOICES},
        {"answer": "Mitochondria", "choices": CHOICES},
        {"answer": "C", "choices": CHOICES},
    ],
)
def test_gold_forms(original: dict) -> None:
    assert gold_letter(original, "multiple_choice") == "C"
    assert MultipleChoice().score(original, {"response": "The answer is C."})["mc_accuracy"] == 1.0


def test_gold_missing_names_the_field() -> None:
    with pytest.raises(MissingFieldError, match="correct_letter"):
        MultipleChoice().score({"id": "q1", "choices": CHOICES}, {"response": "C"})


def test_gold_unusable_is_a_clear_error() -> None:
    with pytest.raises(InvalidFieldError, match=r"field 'correct_letter' in example 'q7' is 'Lysosome'.*; give"):
        MultipleChoice().score({"id": "q7", "correct_letter": "Lysosome", "choices": CHOICES}, {"response": "C"})
    with pytest.raises(InvalidFieldError, match="field 'gold_index'"):
        MultipleChoice().score({"gold_index": 7, "choices": CHOICES}, {"response": "C"})


def test_details_carry_letter_method_and_reason() -> None:
    ok = MultipleChoice().score({"correct_letter": "C", "choices": CHOICES}, {"response": "\\boxed{C}"})
    assert isinstance(ok, Scores)
    assert ok.details == {"extracted": "C", "method": "commitment", "span": [7, 8], "gold": "C"}
    wrong = MultipleChoice().score({"correct_letter": "C", "choices": CHOICES}, {"response": "Answer: B"})
    assert wrong["mc_accuracy"] == 0.0 and wrong.details["extracted"] == "B"
    assert "gold is C" in wrong.details["reason"]
    refusal = MultipleChoice().score({"correct_letter": "C"}, {"response": "I can't answer that."})
    assert refusal["mc_accuracy"] == 0.0
    assert refusal.details["extracted"] is None and refusal.details["method"] == "refusal"
    assert refusal.details["reason"] and refusal.details["failure"] == "refusal"
    unparsed = MultipleChoice().score({"correct_letter": "C"}, {"response": "Hmm."})
    assert unparsed.details["failure"] == "format_error"


def test_missing_or_non_string_response_is_a_score() -> None:
    for processed in ({"response": None}, {"response": ""}, {}):
        result = MultipleChoice().score({"correct_letter": "A"}, processed)
        assert result["mc_accuracy"] == 0.0 and result.details["reason"] == "empty response"
        assert result.details["failure"] == "empty"
    result = MultipleChoice().score({"correct_letter": "A"}, {"response": 3})
    assert result["mc_accuracy"] == 0.0 and result.details["failure"] == "format_error"
    # A chat message is read as its content.
    message = {"role": "assistant", "content": "The answer is A."}
    assert MultipleChoice().score({"correct_letter": "A"}, {"response": message})["mc_accuracy"] == 1.0


def test_letters_beyond_the_choices_are_not_options() -> None:
    # With four options, "E" and the pronoun "I" are not answers.
    assert extract_letter("The answer is E.", CHOICES).letter is None
    assert extract_letter("I think so.", CHOICES).letter is None
    # With ten options, "I" alone is option nine.
    assert extract_letter("I", [str(i) for i in range(10)]).letter == "I"


def test_first_200_characters_are_not_enough() -> None:
    padding = "Option A is tempting because it is the first listed. " * 8
    assert len(padding) > 400
    assert extract_letter(padding + "However, the answer is D.").letter == "D"


def test_none_of_the_above_as_an_option_text_is_an_answer() -> None:
    choices = ["1", "2", "3", "None of the above"]
    assert extract_letter("None of the above", choices).letter == "D"
    assert extract_letter("None of the above", CHOICES).letter is None


def test_contained_option_text_prefers_the_longer_option() -> None:
    assert extract_letter("Paris, Texas", ["Paris", "Paris, Texas", "Dallas"]).letter == "B"


def test_negated_letters_are_not_answers() -> None:
    assert extract_letter("It is not A. It is B.").letter == "B"
    assert extract_letter("A is wrong, and so is C. D is correct.").letter == "D"


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_never_raises_and_letter_is_valid(text: str) -> None:
    found = extract_letter(text, CHOICES)
    assert found.letter is None or found.letter in "ABCD"
    assert (found.letter is None) == (found.reason is not None)


@pytest.mark.parametrize("option", ["Infinity", "inf", "-Infinity", "NaN", "sNaN", "1e999", "1/0", "0/0"])
@pytest.mark.parametrize("text", ["Infinity", "It is one half.", "nan", "The answer is 1e999.", "B"])
def test_options_that_decimal_reads_as_not_finite_never_raise(option: str, text: str) -> None:
    # "Infinity" and "NaN" are numbers to Decimal but have no exact fraction: such an option once made
    # the spelled-fraction stage raise OverflowError instead of reading the answer.
    found = extract_letter(text, [option, "1/2", "2/3", "3/4"])
    assert found.letter is None or found.letter in "ABCD"
    assert extract_letter("B", [option, "1/2", "2/3"]).letter == "B"


@settings(max_examples=200, deadline=None)
@given(
    st.text(max_size=200),
    st.lists(
        st.one_of(st.sampled_from(["Infinity", "NaN", "-inf", "1/0", "1/2", "0.5", "50%", "3"]), st.text(max_size=12)),
        min_size=2,
        max_size=6,
    ),
)
def test_never_raises_whatever_the_options(text: str, choices: list[str]) -> None:
    found = extract_letter(text, choices)
    assert found.letter is None or found.letter in "ABCDEF"[: len(choices)]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from("ABCD"), st.text(alphabet="xyz .,\n", max_size=200))
def test_a_final_answer_line_wins_over_any_prefix(letter: str, prefix: str) -> None:
    assert extract_letter(f"{prefix}\nThe answer is {letter}.", CHOICES).letter == letter


@pytest.mark.parametrize(
    ("text", "letter"),
    [
        ("I was going to say A, but I am changing my answer to D.", "D"),
        ("On second thought, C.", "C"),
        ("I will opt for B.", "B"),
        ("Correction: D", "D"),
        ("Rather than A, I pick C.", "C"),
        ("A) x\nB) y\nC) z\nD) w\n\nI pick C because z.", "C"),
        ("The answer is C, not A.", "C"),
        ("The answer is C. Although B is tempting.", "C"),
        ("The answer is C. Some people believe A is correct.", "C"),
        ("If A is correct, the cell would starve. So the answer is C.", "C"),
        ("A. x is wrong. B. y is wrong. C. z is correct. D. w is wrong.", "C"),
    ],
)
def test_closings_and_reported_beliefs(text: str, letter: str) -> None:
    assert extract_letter(text, ["x", "y", "z", "w"]).letter == letter


@pytest.mark.parametrize(
    ("text", "letter"),
    [
        ("A. B. C. D. " * 3, None),  # a list of the labels, no answer
        ("(C) Canberra is the capital; (A) Sydney is the largest city.", "C"),  # one contrast is not a list
        ("C) Canberra\nD) Perth", None),
    ],
)
def test_option_lists_are_not_answers(text: str, letter: str | None) -> None:
    assert extract_letter(text, ["Sydney", "Melbourne", "Canberra", "Perth"]).letter == letter


@pytest.mark.parametrize(
    ("text", "letter"),
    [
        ("**" * 20000, None),
        ("Answer:" + "*" * 20000, None),
        ("answer" + " " * 20000 + "x", None),
        ("*" * 20000 + "A", "A"),
        ("(" * 20000 + "C", "C"),
        ("[(" * 10000 + "C", "C"),
        (" \t" * 10000 + "B)", "B"),
        ("The answer is " * 2000, None),
    ],
)
def test_long_runs_of_markup_finish(text: str, letter: str | None) -> None:
    # Regression: unbounded markup quantifiers backtracked quadratically (minutes on 80,000 "*").
    assert extract_letter(text).letter == letter


_DISCUSSION = (
    "Option A (Paris): Paris is the capital of France, rather than of Spain. Option B (Rome): Rome is in Italy. "
    "Option D (Lisbon): Lisbon is in Portugal, rather than in Spain.\n\n"
)


@pytest.mark.parametrize(
    ("text", "letter"),
    [
        # The answer first, then a discussion naming the options ("Option A (...)", "rather than"):
        # no later mention is a change of mind.
        ("Answer: C\n\n" + _DISCUSSION * 3 + "That settles it", "C"),
        ("\\boxed{C}\n\n" + _DISCUSSION * 2 + "Each of the others is wrong", "C"),
        # The last sentence has a cue that commits to nothing; the earlier commitment holds.
        ("The answer is C. I did wonder whether the answer is clear", "C"),
        # A change of mind in the middle wins over the first answer, whatever follows it.
        ("Answer: A\n\n" + _DISCUSSION + "Actually, the answer is C, not A.\n\n" + _DISCUSSION + "Done", "C"),
        ("Answer: B\n\n" + _DISCUSSION + "On reflection I would rather go with C.\n\n" + _DISCUSSION + "Done", "C"),
        ("Answer: A\n\n" + _DISCUSSION + "The correct option is C.\n\n" + _DISCUSSION + "Done", "C"),
        # A character whose lowercase is two characters long ("\u0130" -> "i\u0307").
        ("The answer is (C).\n\n" + _DISCUSSION + "\u0130 hope that helps", "C"),
    ],
)
def test_answer_first_then_discussion(text: str, letter: str) -> None:
    assert extract_letter(text, ["Paris", "Rome", "Madrid", "Lisbon"]).letter == letter


@pytest.mark.parametrize(
    ("text", "ascii"),
    [
        ("Option \u0130\u0130", "Option II"),
        ("Option\u0130x", "Optionix"),
        ("choice #\u0130V is right", "choice #IV is right"),
        ("The fir\u017ft one.", "The first one."),
        ("Option \u0131\u0131\u0131.", "Option iii."),
    ],
)
def test_letters_a_case_insensitive_pattern_takes_for_ascii_read_as_ascii(text: str, ascii: str) -> None:
    # "\u0130" (lower case "i" and a combining dot), "\u0131" and the long s "\u017f" match "i" and "s" in a
    # case-insensitive pattern; the word they spell is read as the ASCII word (a table lookup once raised KeyError)
    choices = ["Paris", "Rome", "Madrid", "Lisbon"]
    assert extract_letter(text, choices) == extract_letter(ascii, choices)
