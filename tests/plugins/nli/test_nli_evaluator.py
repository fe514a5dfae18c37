"""The nli_label evaluator: gold labels, label sets, details, and the macro-F1 / confusion-matrix summary."""

from __future__ import annotations

import pytest
import scorewire
from scorewire import InvalidFieldError
from scorewire_nli import NLILabel


def test_found_through_the_registry(registry: scorewire.PluginRegistry) -> None:
    ev = registry.get_evaluator("nli_label")
    assert isinstance(ev, NLILabel)
    assert isinstance(ev, scorewire.Evaluator)
    assert ev.version


def test_details_carry_label_method_and_gold() -> None:
    s = NLILabel().score({"answer": "contradiction", "label_set": "mnli"}, {"response": "Contradiction. They clash."})
    assert s == {"nli_accuracy": 1.0}
    assert s.details["predicted_label"] == "contradiction"
    assert s.details["gold_label"] == "contradiction"
    assert s.details["method"] == "first_line"
    assert s.details["matched"] == "Contradiction"
    assert s.details["label_set"] == "nli"
    assert "reason" not in s.details


def test_wrong_and_unparsed_answers_score_zero_with_a_reason() -> None:
    ev = NLILabel()
    wrong = ev.score({"answer": "neutral", "label_set": "mnli"}, {"response": "Entailment."})
    assert wrong["nli_accuracy"] == 0.0
    assert wrong.details["reason"] == "answer says entailment, gold is neutral"
    unparsed = ev.score({"answer": "neutral", "label_set": "mnli"}, {"response": "Hard to say, honestly."})
    assert unparsed["nli_accuracy"] == 0.0
    assert unparsed.details["predicted_label"] is None
    assert "undecided" in unparsed.details["reason"]
    missing = ev.score({"answer": "neutral", "label_set": "mnli"}, {})
    assert missing["nli_accuracy"] == 0.0
    assert missing.details["reason"] == "no response"


@pytest.mark.parametrize(
    ("original", "response", "gold"),
    [
        ({"answer": "SUPPORT", "label_set": "scifact"}, "Supports.", "SUPPORTS"),
        ({"answer": "CONTRADICT", "label_set": "scifact"}, "The abstract refutes it.", "REFUTES"),
        ({"answer": "not_mentioned", "label_set": "contract-nli"}, "Not mentioned.", "NotMentioned"),
        ({"answer": True, "dataset": "boolq"}, "Yes.", "yes"),
        ({"answer": "False", "dataset": "boolq"}, "No.", "no"),
        ({"answer": "e", "dataset": "anli-r2"}, "Entailment", "entailment"),
        ({"answer": "NOT ENOUGH INFO"}, "Not enough info.", "NOT ENOUGH INFO"),
        ({"answer": "maybe"}, "Maybe.", "maybe"),
        ({"answer": "neutral", "label_set": ["entailment", "neutral", "contradiction"]}, "neutral", "neutral"),
    ],
)
def test_gold_spellings_and_label_set_resolution(original: dict, response: str, gold: str) -> None:
    s = NLILabel().score(original, {"response": response})
    assert s.details["gold_label"] == gold
    assert s["nli_accuracy"] == 1.0


def test_label_set_option_applies_to_examples_without_one() -> None:
    ev = NLILabel(label_set="contract-nli")
    s = ev.score({"answer": "Entailment"}, {"response": "Yes."})
    assert s.details["label_set"] == "contract-nli"
    assert s.details["predicted_label"] == "Entailment"
    assert ev.aggregations[0].labels == ("Entailment", "Contradiction", "NotMentioned")


def test_bad_gold_label_is_a_clear_error() -> None:
    with pytest.raises(
        InvalidFieldError, match=r"field 'answer' in example 'r7' is 'positive', not a label of label set 'nli'"
    ):
        NLILabel().score({"id": "r7", "answer": "positive", "label_set": "mnli"}, {"response": "x"})
    with pytest.raises(InvalidFieldError, match=r"example 'r8'.*label_set"):
        NLILabel().score({"id": "r8", "answer": "positive"}, {"response": "x"})
    with pytest.raises(InvalidFieldError, match=r"field 'label_set'.*unknown label set 'sentiment'"):
        NLILabel().score({"answer": "yes", "label_set": "sentiment"}, {"response": "x"})
    with pytest.raises(ValueError, match="unknown label set"):
        NLILabel(label_set="nope")


def test_missing_answer_is_a_row_error_naming_the_field(registry: scorewire.PluginRegistry) -> None:
    result = scorewire.evaluate(dataset=[{"id": "q1", "dataset": "mnli", "response": "Entailment"}], registry=registry)
    (row,) = result.rows
    assert row["errors"], row
    assert "answer" in str(row["errors"][0])


def test_summary_has_macro_f1_and_confusion_matrix(registry: scorewire.PluginRegistry) -> None:
    # gold / predicted, worked out by hand:
    #   entailment:    tp=2 fp=0 fn=1 -> F1 = 4/5 = 0.8
    #   neutral:       tp=1 fp=1 fn=1 -> F1 = 2/4 = 0.5
    #   contradiction: tp=1 fp=0 fn=0 -> F1 = 1.0
    #   macro-F1 = (0.8 + 0.5 + 1.0) / 3 = 0.7666...; accuracy = 4/6
    rows = [
        ("entailment", "Entailment."),
        ("entailment", "Yes, it follows."),
        ("entailment", "Neutral: the premise is silent."),
        ("neutral", "Neutral."),
        ("neutral", "I can't decide; entailment or contradiction, who knows."),
        ("contradiction", "They contradict each other."),
    ]
    data = [
        {"id": f"r{i}", "dataset": "mnli", "answer": gold, "response": response}
        for i, (gold, response) in enumerate(rows)
    ]
    result = scorewire.evaluate(dataset=data, evaluators=["nli_label"], registry=registry)
    summary = result.summary()
    acc = summary.get("nli_accuracy", evaluator="nli_label")
    assert acc.mean == pytest.approx(4 / 6)
    report = summary.get("macro_f1", evaluator="nli_label")
    assert report.aggregation == "label_report"
    assert report.value == pytest.approx((0.8 + 0.5 + 1.0) / 3)
    assert report.n == 6
    assert report.extra is not None
    assert report.extra["per_label_f1"] == pytest.approx({"entailment": 0.8, "neutral": 0.5, "contradiction": 1.0})
    matrix = report.extra["confusion_matrix"]
    assert matrix["entailment"]["entailment"] == 2
    assert matrix["entailment"]["neutral"] == 1
    assert matrix["neutral"]["neutral"] == 1
    assert matrix["neutral"]["(unparsed)"] == 1
    assert matrix["contradiction"]["contradiction"] == 1
    assert sum(sum(r.values()) for r in matrix.values()) == 6


def test_a_yes_no_answer_that_restates_the_question_is_read_with_it() -> None:
    answer = "Aspirin did not lower the rate of stroke in this trial."
    row = {"answer": "no", "label_set": "yes_no_maybe", "question": "Does aspirin lower the rate of stroke?"}
    s = NLILabel().score(row, {"response": answer})
    assert s["nli_accuracy"] == 1.0 and s.details["method"] == "restatement"
    # a hypothesis asked as a question serves too; without any question nothing is read
    row = {"answer": "no", "label_set": "yes_no_maybe", "hypothesis": "Does aspirin lower the rate of stroke?"}
    assert NLILabel().score(row, {"response": answer})["nli_accuracy"] == 1.0
    row = {"answer": "no", "label_set": "yes_no_maybe"}
    assert NLILabel().score(row, {"response": answer})["nli_accuracy"] == 0.0
    # an NLI label set never reads restatements
    row = {"answer": "entailment", "label_set": "mnli", "question": "Does aspirin lower the rate of stroke?"}
    assert NLILabel().score(row, {"response": "Aspirin lowers the rate of stroke."})["nli_accuracy"] == 0.0
