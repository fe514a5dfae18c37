"""Unit tests of the free-text label reader."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scorewire_nli import LABEL_SETS, extract_label, resolve_label_set

NLI = resolve_label_set("mnli")
FEVER = resolve_label_set("fever")
CONTRACT = resolve_label_set("contract-nli")
YNM = resolve_label_set("pubmedqa")
YN = resolve_label_set("boolq")


def label(text: str, ls=NLI) -> str | None:
    return extract_label(text, ls).label


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("This is not entailment; it contradicts the premise.", "contradiction"),
        ("There is no evidence either way.", "neutral"),
        ("It is neither entailment nor contradiction.", "neutral"),
        ("The premise does not entail the hypothesis.", None),
        ("Entailment is not right here; I'd say neutral.", "neutral"),
        ("Contradiction seems unlikely, so neutral.", "neutral"),
        ("No contradiction here: the hypothesis simply restates the premise, so it's entailment.", "entailment"),
        ("There's no doubt this is entailment.", "entailment"),
        ("Rather than contradiction, I'd call it neutral.", "neutral"),
        ("I don't think this is a contradiction.", None),
    ],
)
def test_negation(text: str, expected: str | None) -> None:
    assert label(text) == expected


def test_first_line_verdict_wins_over_discussion() -> None:
    text = (
        "Neutral.\n\nSome would read 'nice enough' as praise, which could suggest entailment, and others as faint "
        "criticism, which could suggest contradiction; neither reading is forced by the premise."
    )
    found = extract_label(text, NLI)
    assert (found.label, found.method) == ("neutral", "first_line")


def test_hedged_reasoning_ending_in_a_verdict() -> None:
    text = (
        "It might seem like entailment because both mention the museum. However, the premise is about 1990 and the "
        "hypothesis about today. Therefore the answer is neutral."
    )
    found = extract_label(text, NLI)
    assert found.label == "neutral"
    assert found.method in ("answer_marker", "conclusion")


def test_last_answer_marker_wins() -> None:
    text = "Answer: entailment\n\nWait, I misread the premise: it says 'never'.\n\nFinal answer: contradiction"
    found = extract_label(text, NLI)
    assert (found.label, found.method, found.matched) == ("contradiction", "answer_marker", "contradiction")


def test_marker_naming_two_labels_is_unparsed() -> None:
    found = extract_label("Answer: entailment or neutral", NLI)
    assert found.label is None
    assert "several labels" in (found.reason or "")


@pytest.mark.parametrize(
    ("text", "ls", "expected"),
    [
        ("Yes.", NLI, "entailment"),
        ("No.", NLI, "contradiction"),
        ("Maybe.", NLI, "neutral"),
        ("True.", NLI, "entailment"),
        ("False.", NLI, "contradiction"),
        ("Yes.", FEVER, "SUPPORTS"),
        ("No.", FEVER, "REFUTES"),
        ("True", FEVER, "SUPPORTS"),
        ("Supported.", FEVER, "SUPPORTS"),
        ("Refuted.", FEVER, "REFUTES"),
        ("Supported.", NLI, "entailment"),
        ("Refuted.", NLI, "contradiction"),
        ("Yes.", CONTRACT, "Entailment"),
        ("No.", CONTRACT, "Contradiction"),
        ("True.", YNM, "yes"),
        ("False.", YNM, "no"),
        ("Supported.", YNM, "yes"),
        ("Refuted.", YN, "no"),
    ],
)
def test_yes_no_true_false_supported_refuted_per_label_set(text: str, ls, expected: str) -> None:
    assert label(text, ls) == expected


@pytest.mark.parametrize(
    "text", ["NotMentioned", "Not Mentioned", "not mentioned", "NOT_MENTIONED", "not-mentioned", "Notmentioned"]
)
def test_not_mentioned_in_any_spelling(text: str) -> None:
    assert label(text, CONTRACT) == "NotMentioned"


@pytest.mark.parametrize(
    ("text", "expected"), [("SUPPORT", "SUPPORTS"), ("CONTRADICT", "REFUTES"), ("NEI", "NOT ENOUGH INFO")]
)
def test_scifact_spellings(text: str, expected: str) -> None:
    assert label(text, resolve_label_set("scifact")) == expected


def test_yes_no_words_do_not_count_in_running_text() -> None:
    # "no" and "yes" inside a sentence are not verdicts.
    assert label("The study found no significant difference in 30-day mortality.", YNM) is None
    assert label("The premise says yes to the invitation and the hypothesis says the same.", NLI) is None


def test_maybe_outside_a_yes_no_label_set_is_unparsed() -> None:
    found = extract_label("Maybe.", YN)
    assert found.label is None
    assert "not a label of yes-no" in (found.reason or "")
    assert label("Maybe.", YNM) == "maybe"


@pytest.mark.parametrize(
    ("text", "reason_part"),
    [
        ("", "empty"),
        ("   \n", "empty"),
        ("The premise is about a dog.", "no nli label"),
        ("It is either entailment or contradiction, hard to say.", "choice between labels"),
        ("It is not entailment.", "negated"),
    ],
)
def test_unparsed_answers_say_why(text: str, reason_part: str) -> None:
    found = extract_label(text, NLI)
    assert found.label is None
    assert found.method == "none"
    assert reason_part in (found.reason or "")


def test_none_response() -> None:
    assert extract_label(None, NLI).reason == "no response"


def test_question_is_not_a_verdict() -> None:
    assert label("Is this entailment? The premise talks about cars and the hypothesis about trains.") is None


def test_boxed_and_markdown() -> None:
    assert label("$\\boxed{\\text{contradiction}}$") == "contradiction"
    assert label("**Label:** `neutral`") == "neutral"


def test_lead_in_clause() -> None:
    assert label("Based on the abstract, no.", YNM) == "no"
    assert label("According to the passage: yes, it was.", YN) == "yes"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300), st.sampled_from(sorted(LABEL_SETS)))
def test_never_raises_and_returns_a_label_of_the_set(text: str, name: str) -> None:
    ls = LABEL_SETS[name]
    found = extract_label(text, ls)
    assert found.label is None or found.label in ls.labels
    assert (found.label is None) == (found.reason is not None)


def test_a_question_in_the_first_line_is_not_a_verdict() -> None:
    found = extract_label("Entailment? No. Contradiction? Also no. It's neutral.", NLI)
    assert found.label == "neutral"


def test_markdown_heading_marker() -> None:
    text = "## Analysis\nThe premise suggests entailment, but one might argue contradiction.\n\n## Verdict\nNeutral"
    found = extract_label(text, NLI)
    assert (found.label, found.method) == ("neutral", "answer_marker")


def test_long_whitespace_runs_do_not_matter() -> None:
    assert label("Label:" + " " * 5000 + "contradiction") == "contradiction"


@pytest.mark.parametrize(
    ("text", "ls", "expected"),
    [
        ("Certainly.", YNM, "yes"),
        ("Absolutely not.", YNM, "no"),
        ("Probably not. The odds ratio crossed 1.", YNM, "no"),
        ("Not at all; mortality was unchanged.", YNM, "no"),
        ("Nah, it was filmed in Canada.", YN, "no"),
        ("I'd say no.", YNM, "no"),
        # An adverb opening a sentence is not a yes.
        ("Certainly, this is a contradiction.", NLI, "contradiction"),
        ("Of course, the premise entails it.", NLI, "entailment"),
        ("Definitely not entailment.", NLI, None),
        ("Answer: Yes\n\nExplanation: the team moved in 1957.", YN, "yes"),
    ],
)
def test_adverb_verdicts(text: str, ls, expected: str | None) -> None:
    assert label(text, ls) == expected
