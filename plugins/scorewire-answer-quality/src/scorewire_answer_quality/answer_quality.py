"""The ``answer_quality`` evaluator: SQuAD v1.1 exact match, F1, recall and containment."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from scorewire import Scores

from ._common import InvalidFieldError, gold_strings, response_text, shorten
from ._squad import common_token_count, squad_token_bytes


def _shown(tokens: list[bytes]) -> str:
    return shorten(b" ".join(tokens).decode("utf-8", "surrogatepass"))


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
        response = processed.get("response")
        pred = squad_token_bytes(response if type(response) is str else response_text(processed))
        value = original.get(self.field)
        if type(value) is str and value and not value.isspace():
            tokens = squad_token_bytes(value)
            if tokens:
                return self._score_one(pred, tokens, value)
        return self._score_many(original, pred)

    def _score_one(self, pred: list[bytes], tokens: list[bytes], gold: str) -> Scores:
        """The common case: one acceptable answer with at least one token."""
        details: dict[str, Any] = {"normalized_response": _shown(pred)}
        details["best_answer"] = gold
        if tokens == pred:
            return Scores({"f1": 1.0, "exact_match": 1.0, "recall": 1.0, "contains": 1.0}, details=details)
        same = common_token_count(pred, tokens) if pred else 0
        if not same:
            details["reason"] = "empty response" if not pred else "no token in common with any answer"
            return Scores({"f1": 0.0, "exact_match": 0.0, "recall": 0.0, "contains": 0.0}, details=details)
        precision = 1.0 * same / len(pred)
        recall = 1.0 * same / len(tokens)
        # The official script's operation order, so the floats are bit-identical.
        f1 = (2 * precision * recall) / (precision + recall)
        contains = 1.0 if b" " + b" ".join(tokens) + b" " in b" " + b" ".join(pred) + b" " else 0.0
        return Scores({"f1": f1, "exact_match": 0.0, "recall": recall, "contains": contains}, details=details)

    def _score_many(self, original: Mapping[str, Any], pred: list[bytes]) -> Scores:
        """Any answer value: a list of answers, numbers, or answers needing the checks."""
        golds = gold_strings(original, self.field, self.name)
        best_f1 = best_em = best_recall = best_contains = 0.0
        best_index = -1
        scored = 0
        padded_pred = b""
        for index, gold in enumerate(golds):
            tokens = squad_token_bytes(gold)
            if not tokens:
                if self.reference_empty_answers:
                    scored += 1
                    if not pred:
                        best_em = 1.0
                continue
            scored += 1
            if tokens == pred:
                f1 = em = recall = contains = 1.0
            else:
                em = 0.0
                same = common_token_count(pred, tokens) if pred else 0
                if same:
                    precision = 1.0 * same / len(pred)
                    recall = 1.0 * same / len(tokens)
                    # The official script's operation order, so the floats are bit-identical.
                    f1 = (2 * precision * recall) / (precision + recall)
                    if not padded_pred:
                        padded_pred = b" " + b" ".join(pred) + b" "
                    contains = 1.0 if b" " + b" ".join(tokens) + b" " in padded_pred else 0.0
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
        details: dict[str, Any] = {"normalized_response": _shown(pred)}
        if best_index >= 0:
            details["best_answer"] = golds[best_index]
        if best_f1 == 0.0 and best_em == 0.0:
            details["reason"] = "empty response" if not pred else "no token in common with any answer"
        return Scores(
            {"f1": best_f1, "exact_match": best_em, "recall": best_recall, "contains": best_contains},
            details=details,
        )
