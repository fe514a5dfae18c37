"""Several correct options ("select all that apply") and NeMo's ``a``/``b``/``c``/``d`` option keys."""

from __future__ import annotations

import pytest
from scorewire import InvalidFieldError, PluginRegistry, evaluate
from scorewire_multiple_choice import MultipleChoice, gold_letter
from scorewire_multiple_choice.multi import extract_letters, option_texts

CHOICES = ["Nucleus", "Ribosome", "Mitochondria", "Golgi apparatus"]


@pytest.mark.parametrize(
    ("response", "letters", "method"),
    [
        ("ANSWER: A, C", ("A", "C"), "answer_list"),  # Inspect's multiple-answer template
        ("ANSWER: AC", ("A", "C"), "answer_list"),  # Inspect accepts letters run together
        ("ANSWER: A C", ("A", "C"), "answer_list"),
        ("ANSWER: C,A", ("A", "C"), "answer_list"),
        ("Let me think: A is right and so is C.\nANSWER: A,C", ("A", "C"), "answer_list"),
        ("Answer: (A), (C)\n", ("A", "C"), "answer_list"),
        ("The correct options are B and D.", ("B", "D"), "answer_list"),
        ("The answers are A, B and D", ("A", "B", "D"), "answer_list"),
        ("Options A and C are both correct.", ("A", "C"), "answer_list"),
        ("Final choices: B, D", ("B", "D"), "answer_list"),
        ("ANSWER: A, A", ("A",), "answer_list"),
        ("ANSWER: A, I think.", ("A",), "answer_list"),
        ("Reasoning first.\nanswer: a, c", ("A", "C"), "answer_list"),
        ("ANSWER: A. I also briefly considered option C.", ("A",), "answer_list"),
        ("Hmm, hard one.\n**A, C**", ("A", "C"), "final_line"),
        ("The answer is (B) because it makes proteins.", ("B",), "commitment"),  # single-letter extractor
        ("It is the Ribosome.", ("B",), "choice_text"),  # falls back to the single-letter extractor
    ],
)
def test_letter_sets_are_read(response: str, letters: tuple[str, ...], method: str) -> None:
    found = extract_letters(response, CHOICES)
    assert (found.letters, found.method) == (letters, method)
    assert found.reason is None


@pytest.mark.parametrize(
    ("response", "method"),
    [
        ("", "no_answer"),
        ("ANSWER: A, K", "invalid_letters"),  # a letter beyond the four options spoils the list
        ("ANSWER: E", "invalid_letters"),
        ("I cannot answer this question.", "refusal"),
    ],
)
def test_unreadable_sets_say_why(response: str, method: str) -> None:
    found = extract_letters(response, CHOICES)
    assert found.letters == () and found.method == method and found.reason


def test_set_must_equal_gold_with_partial_credit() -> None:
    ev, gold = MultipleChoice(), {"id": "q1", "correct_letter": ["A", "C"], "choices": CHOICES}
    exact = ev.score(gold, {"response": "ANSWER: C, A"})
    assert dict(exact) == {"mc_accuracy": 1.0, "mc_precision": 1.0, "mc_recall": 1.0}
    assert exact.details["extracted"] == "A, C" and exact.details["gold"] == "A, C"
    subset = ev.score(gold, {"response": "ANSWER: A"})
    assert dict(subset) == {"mc_accuracy": 0.0, "mc_precision": 1.0, "mc_recall": 0.5}
    assert subset.details["reason"] == "missed C"
    superset = ev.score(gold, {"response": "ANSWER: A, B, C"})
    assert dict(superset) == {"mc_accuracy": 0.0, "mc_precision": 2 / 3, "mc_recall": 1.0}
    assert superset.details["reason"] == "wrongly chose B"
    nothing = ev.score(gold, {"response": "I refuse to answer."})
    assert dict(nothing) == {"mc_accuracy": 0.0, "mc_precision": 0.0, "mc_recall": 0.0}
    assert nothing.details["method"] == "refusal"


@pytest.mark.parametrize(
    "gold",
    [
        {"correct_letter": ["A", "C"]},
        {"correct_letter": ("c", "a")},
        {"correct_letter": "A, C"},
        {"correct_letter": [0, 2]},
        {"correct_letter": ["Nucleus", "mitochondria"], "choices": CHOICES},
        {"gold_index": [0, 2], "choices": CHOICES},
        {"answer": ["A", "C"]},
    ],
)
def test_gold_set_forms(gold: dict) -> None:
    s = MultipleChoice().score(gold, {"response": "ANSWER: A, C"})
    assert s["mc_accuracy"] == 1.0 and s.details["gold"] == "A, C"


def test_single_gold_keeps_the_single_letter_scoring() -> None:
    s = MultipleChoice().score({"correct_letter": "C", "choices": CHOICES}, {"response": "ANSWER: A, C"})
    assert "mc_precision" not in s and s["mc_accuracy"] == 0.0  # two options for one gold is unparsed
    # "select all that apply" with one correct option: opt in with multiple_correct=True.
    s = MultipleChoice(multiple_correct=True).score(
        {"correct_letter": "C", "choices": CHOICES}, {"response": "ANSWER: C"}
    )
    assert dict(s) == {"mc_accuracy": 1.0, "mc_precision": 1.0, "mc_recall": 1.0}


def test_option_text_that_looks_like_a_list_stays_one_gold() -> None:
    choices = ["1, 2", "3, 4"]
    assert gold_letter({"correct_letter": "1, 2", "choices": choices}, "multiple_choice") == "A"
    s = MultipleChoice().score({"correct_letter": "1, 2", "choices": choices}, {"response": "The answer is A."})
    assert s["mc_accuracy"] == 1.0 and "mc_precision" not in s


def test_bad_gold_list_items_are_clear_errors() -> None:
    with pytest.raises(InvalidFieldError, match=r"'q3'.*item 'Lysosome'"):
        MultipleChoice().score({"id": "q3", "correct_letter": ["A", "Lysosome"], "choices": CHOICES}, {"response": "A"})
    with pytest.raises(InvalidFieldError, match="field 'correct_letter' in example 'q4' is an empty list"):
        MultipleChoice().score({"id": "q4", "correct_letter": []}, {"response": "A"})


NEMO_ROW = {"a": "Paris", "b": "London", "c": "Rome", "d": "Berlin"}


def test_nemo_option_keys_resolve_a_text_gold() -> None:
    """NeMo's ``mcq_letter_extract`` matches a text target against metadata ``a``..``d``."""
    assert option_texts(NEMO_ROW) == ["Paris", "London", "Rome", "Berlin"]
    assert gold_letter({**NEMO_ROW, "correct_letter": "rome"}, "multiple_choice") == "C"
    ev = MultipleChoice()
    assert ev.score({**NEMO_ROW, "correct_letter": "Rome"}, {"response": "The answer is C."})["mc_accuracy"] == 1.0
    # The option keys also let the extractor read an answer that states only the text.
    s = ev.score({**NEMO_ROW, "answer": "Rome"}, {"response": "It is Rome."})
    assert s["mc_accuracy"] == 1.0 and s.details["method"] == "choice_text"


def test_choices_win_over_option_keys_and_partial_keys_are_ignored() -> None:
    assert option_texts({**NEMO_ROW, "choices": ["x", "y"]}) == ["x", "y"]
    assert option_texts({"a": "only one"}) is None
    assert option_texts({"a": "x", "b": "y", "d": "skipped after the gap"}) == ["x", "y"]


def test_partial_credit_keys_reach_the_summary(registry: PluginRegistry) -> None:
    rows = [
        {"id": 1, "dataset": "mmlu", "correct_letter": ["A", "C"], "response": "ANSWER: A, C"},
        {"id": 2, "dataset": "mmlu", "correct_letter": ["B", "D"], "response": "ANSWER: B"},
    ]
    summary = evaluate(dataset=rows, registry=registry, bootstrap_resamples=0).summary()
    assert summary.get("mc_accuracy").value == 0.5
    assert summary.get("mc_precision").value == 1.0
    assert summary.get("mc_recall").value == 0.75
