"""The ``nli_label`` evaluator: is the label a chat answer commits to the gold label?"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scorewire import Configurable, InvalidFieldError, Scores, option, require_field

if TYPE_CHECKING:
    from .labels import LabelSet

# The label sets and the label reader (the extraction toolkit) are imported when an evaluator
# is built or a row is scored: plugin discovery imports this module for the class only.

__all__ = ["NLILabel"]


def _label_set_problem(value: str | list[str] | None) -> str | None:
    if value is not None:
        from .labels import resolve_label_set

        resolve_label_set(value)  # a ValueError names the problem
    return None


class NLILabel(Configurable):
    """Accuracy of the NLI / verification / yes-no label read from a free-text answer.

    Reads ``original["answer"]`` (the gold label, in any spelling of its label
    set; booleans mean yes/no) and optional ``original["label_set"]`` (a name
    such as ``mnli``, ``fever``, ``scifact``, ``contract-nli``, ``pubmedqa``,
    ``boolq``, or the list of labels). Without ``label_set`` the set comes from
    the evaluator's ``label_set`` option, then from the example's ``dataset``
    tag, then from the gold label itself. Optional ``original["question"]``
    (or a ``hypothesis`` asked as a question) lets a yes/no answer that restates
    the question count; optional ``original["hypothesis"]`` (or ``claim``) lets
    an answer that names no label but closes by restating the hypothesis,
    affirmed or denied, count as that relation.

    Score: ``nli_accuracy`` (1.0 when the extracted label equals the gold one).
    An answer that commits to no label scores 0.0 with ``details["reason"]``.

    Details: ``predicted_label`` (None when unparsed), ``gold_label``,
    ``label_set``, ``method`` (how the label was found), ``matched`` (the text
    that named it) and ``reason`` for wrong or unparsed answers.

    The summary also gets macro-F1 over the labels and a confusion matrix
    (``macro_f1``, computed by the core from the details).
    """

    name = "nli_label"
    version = "27"  # 2: the shared extraction toolkit (blind batch 1 classes); 3: blind batch 6 classes; 4: batch 7; 5: batch 8; 6: batch 9; 7: batch 10; 8: batch 11; 9: batch 12; 10: batch 13; 11: a concluding label qualified by its scope; 12: batch 14; 13: both readings handed over is no verdict; 14: batch 15; 15: batch 16 (and the row's hypothesis read); 16: batch 17; 17: batch 18; 18: batch 19; 19: batch 20; 20: batch 21; 21: batch 22; 22: batch 23; 23: batch 24; 24: batch 25; 25: batch 27; 26: batch 28 (a label for another question set aside); 27: batch 29 (an error remark after a dash, a careful reader's verdict, an open label then an undecided ending)
    required_fields = ("answer",)

    label_set: str | list[str] | None = option(
        None,
        "Default label set (a name such as mnli, or a list of labels) for examples that carry none; "
        "also fixes the label list of the macro-F1 report.",
        check=_label_set_problem,
    )

    def __post_init__(self) -> None:
        from scorewire import LabelReport

        from .labels import resolve_label_set

        label_set = self.label_set
        self.default_label_set: LabelSet | None = resolve_label_set(label_set) if label_set is not None else None
        labels = self.default_label_set.labels if self.default_label_set else ()
        self.aggregations = (
            LabelReport(key="macro_f1", gold="gold_label", predicted="predicted_label", labels=labels),
        )

    def _label_set(self, original: Mapping[str, Any], gold: object) -> LabelSet:
        from .labels import LABEL_SETS, infer_label_set, label_set_for_dataset, resolve_label_set

        spec = original.get("label_set")
        if spec is not None:
            try:
                return resolve_label_set(spec)
            except ValueError as exc:
                raise InvalidFieldError(
                    self.name, "label_set", original.get("id"), f"is {spec!r}: {exc}", "name a known label set"
                ) from None
        found = self.default_label_set or label_set_for_dataset(original.get("dataset")) or infer_label_set(gold)
        if found is None:
            raise InvalidFieldError(
                self.name,
                "answer",
                original.get("id"),
                f"is {gold!r}, a label of no known label set",
                f"add a 'label_set' field (one of {', '.join(LABEL_SETS)}) or pass label_set= to the evaluator",
            )
        return found

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one answer; bad output scores 0.0 with a reason, a bad gold label raises."""
        from .extract import extract_label, hypothesis_of, question_of

        gold_raw = require_field(original, "answer", self.name, "the gold label, e.g. 'entailment' or 'SUPPORTS'")
        ls = self._label_set(original, gold_raw)
        gold = ls.normalize_gold(gold_raw)
        if gold is None:
            raise InvalidFieldError(
                self.name,
                "answer",
                original.get("id"),
                f"is {gold_raw!r}, not a label of label set {ls.name!r} ({', '.join(ls.labels)})",
                "fix the gold label or the 'label_set' field",
            )
        found = extract_label(
            processed.get("response"), ls, question=question_of(original), hypothesis=hypothesis_of(original)
        )
        correct = found.label is not None and found.label == gold
        details: dict[str, Any] = {
            **found.details(),
            "predicted_label": found.label,
            "gold_label": gold,
            "label_set": ls.name,
            "method": found.method,
            "matched": found.matched,
        }
        if found.label is None:
            details["reason"] = found.reason or "no label found"
            if str(processed.get("response") or "").strip():
                details["failure"] = "format_error"  # scorewire.failures: no answer to extract
        elif not correct:
            details["reason"] = f"answer says {found.label}, gold is {gold}"
        return Scores({"nli_accuracy": 1.0 if correct else 0.0}, details=details)
