"""The ``answer_quality`` evaluator: SQuAD v1.1 exact match, F1, recall and containment."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from scorewire import Scores

from ._common import InvalidFieldError, gold_strings, response_text
from ._squad import common_token_count, squad_tokens


class AnswerQuality:
    """Extractive-QA answer scoring with the official SQuAD v1.1 rules.

    Reads ``original[field]`` (default ``answer``: one string or a list of acceptable
    answers) and ``processed["response"]``. Both are normalised like the official
    script (lower-case, drop :data:`string.punctuation`, drop whole-word ``a``/``an``/
    ``the``, collapse whitespace, in that order) and each score is the maximum over
    the acceptable answers:

    ``exact_match``
        1.0 when the normalised response equals a normalised answer.
    ``f1``
        token-bag F1, exactly the official ``f1_score``.
    ``recall``
        shared tokens / answer tokens (how much of the answer the response holds).
    ``contains``
        1.0 when a normalised answer occurs in the normalised response as a run of
        whole tokens (``"4"`` is not contained in ``"42"``).

    A missing, empty or whitespace-only gold answer is a row error, never a perfect score.
    An acceptable answer that normalises to nothing (``"the"``, ``"."``) is skipped; the
    official script would let an empty response match it exactly. Pass
    ``reference_empty_answers=True`` to score such answers the official way (exact match
    1.0 only when the response also normalises to nothing, F1 0.0).

    :param field: the field of ``original`` holding the acceptable answer(s).
    :param reference_empty_answers: keep the official script's behaviour for answers
        that normalise to nothing (see above).
    """

    name: ClassVar[str] = "answer_quality"
    version: ClassVar[str] = "1"

    def __init__(self, field: str = "answer", reference_empty_answers: bool = False) -> None:
        self.field = field
        self.reference_empty_answers = bool(reference_empty_answers)
        self.required_fields: tuple[str, ...] = (field,)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response against the example's acceptable answers."""
        golds = gold_strings(original, self.field, self.name)
        response = response_text(processed)
        pred = squad_tokens(response)
        pred_norm = " ".join(pred)
        padded_pred = f" {pred_norm} "
        best_f1 = best_em = best_recall = best_contains = 0.0
        best_index = -1
        scored = 0
        for index, gold in enumerate(golds):
            tokens = squad_tokens(gold)
            if not tokens:
                if self.reference_empty_answers:
                    scored += 1
                    if not pred:
                        best_em = 1.0
                continue
            scored += 1
            gold_norm = " ".join(tokens)
            if gold_norm == pred_norm:
                f1 = em = recall = contains = 1.0
            else:
                em = 0.0
                same = common_token_count(pred, tokens) if pred else 0
                if same:
                    precision = 1.0 * same / len(pred)
                    recall = 1.0 * same / len(tokens)
                    f1 = (2 * precision * recall) / (precision + recall)
                    contains = 1.0 if f" {gold_norm} " in padded_pred else 0.0
                else:
                    f1 = recall = contains = 0.0
            if f1 > best_f1 or best_index < 0:
                best_index = index
                best_f1 = f1
            if em > best_em:
                best_em = em
            if recall > best_recall:
                best_recall = recall
            if contains > best_contains:
                best_contains = contains
        if not scored:
            raise InvalidFieldError(
                self.name,
                self.field,
                original.get("id"),
                "has no answer with any token left after SQuAD normalisation (only articles/punctuation)",
                "fix the gold answer, or pass reference_empty_answers=True for the official script's behaviour",
            )
        details: dict[str, Any] = {"normalized_response": pred_norm}
        if best_index >= 0:
            details["best_answer"] = golds[best_index]
        if best_f1 == 0.0 and best_em == 0.0:
            details["reason"] = "empty response" if not pred else "no token in common with any answer"
        return Scores(
            {"f1": best_f1, "exact_match": best_em, "recall": best_recall, "contains": best_contains},
            details=details,
        )
