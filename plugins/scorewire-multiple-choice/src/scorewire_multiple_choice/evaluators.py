"""The two evaluators: letter extraction from chat answers, and loglikelihood ranking."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from scorewire import Configurable, InvalidFieldError, MissingFieldError, Scores, option, require_field

from ._letters import LETTERS
from ._loglikelihood import argmax_first, mass_on, option_lengths, resolve_gold_index

# The answer readers (.extract, .multi, scorewire.extraction) are imported when a row is
# scored: plugin discovery imports this module for the evaluator classes only.


def gold_letter(original: Mapping[str, Any], evaluator: str) -> str:
    """The gold option letter of an example.

    Read from ``correct_letter`` (a letter, an index or the option text), else
    ``gold_index`` (an index), else ``answer`` (a letter or the option text).
    Text is matched against ``choices`` (or NeMo's ``a``/``b``/``c``/``d`` keys when
    there are no ``choices``) exactly, then case- and space-insensitively.

    :raises MissingFieldError: none of the three fields is present.
    :raises InvalidFieldError: the gold value cannot be turned into a letter.
    """
    from .multi import option_texts

    choices = option_texts(original)
    for field in ("correct_letter", "gold_index", "answer"):
        value = original.get(field)
        if value is None:
            continue
        letter = _to_letter(value, choices if isinstance(choices, Sequence) else None)
        if letter is None:
            raise InvalidFieldError(
                evaluator,
                field,
                original.get("id"),
                f"is {value!r}, which is not an option letter (A-J), an index, or the text of one of 'choices'",
                "give the gold option as a letter, a 0-based index, or its exact text",
            )
        return letter
    raise MissingFieldError(
        evaluator, "correct_letter", original.get("id"), "give the gold as correct_letter, gold_index or answer"
    )


def gold_letters(original: Mapping[str, Any], evaluator: str) -> tuple[str, ...] | None:
    """The gold letters when the gold names several options (a list, or ``"A, C"``), else None.

    The first present field of ``correct_letter``, ``gold_index``, ``answer`` decides,
    as in :func:`gold_letter`; each item is read like a single gold value.
    """
    from .multi import gold_letter_set, is_letter_list, option_texts

    for field in ("correct_letter", "gold_index", "answer"):
        value = original.get(field)
        if value is None:
            continue
        if not is_letter_list(value):
            return None
        return gold_letter_set(value, option_texts(original), _to_letter, evaluator, field, original.get("id"))
    return None


def _to_letter(value: Any, choices: Sequence[Any] | None) -> str | None:
    n = len(choices) if choices else len(LETTERS)
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return LETTERS[value] if 0 <= value < min(n, len(LETTERS)) else None
    if not isinstance(value, str):
        return None
    s = value.strip()
    if len(s) == 1 and s.upper() in LETTERS[:n]:
        return s.upper()
    if s.isdigit():
        return _to_letter(int(s), choices)
    if choices:
        texts = [str(c) for c in choices]
        if s in texts:
            return LETTERS[texts.index(s)]
        folded = [" ".join(t.casefold().split()) for t in texts]
        key = " ".join(s.casefold().split())
        if key in folded:
            return LETTERS[folded.index(key)]
    return None


class MultipleChoice(Configurable):
    """Reads the chosen option (A-J) from a free-form chat answer.

    Reads ``correct_letter`` (or ``gold_index`` / ``answer``) and optional
    ``choices`` and ``question`` from the example, ``response`` from the system (the
    question is used only when the answer alone commits to no option: see
    :func:`~scorewire_multiple_choice.extract_letter`). Score key
    ``mc_accuracy``; details: ``extracted`` letter, ``method`` (how it was found),
    ``gold``, and ``reason`` when the answer is unparsed (refusal, none of the
    above, two options, nothing found).

    Several correct options: when the gold is a list (``correct_letter=["A", "C"]``,
    or ``"A, C"``), or with ``multiple_correct=True``, the answer's set of committed
    letters must equal the gold set (Inspect AI's ``choice()`` with a list target), and
    ``mc_precision`` / ``mc_recall`` over letters give partial credit. Options may also
    come from NeMo Evaluator's ``a``/``b``/``c``/``d`` keys instead of ``choices``.
    """

    name = "multiple_choice"
    version = "28"  # 2: several correct options, a/b/c/d keys; 3: the extraction toolkit; 4-11: batch 7-14 classes; 12: both readings handed over; 13: batch 15 classes; 14: batch 16 classes; 15: batch 17 classes; 16: batch 18 classes; 17: batch 19 classes; 18: batch 20 classes; 19: a closing option text outranks an earlier tag; 20: batch 21 classes; 21: batch 22 classes; 22: batch 23 classes; 23: batch 24 classes; 24: batch 25 classes; 25: batch 27 and 26 classes; 26: batch 28 classes (a tagged distractor remark after an opening verdict); 27: batch 28 round 29 classes (remarks after an opening verdict, a described second label, lone lowercase labels, put-off refusals, dashed restatements); 28: batch 29 classes (a label taken back for another, a hedge closing on "Leaning X", text and label then remarks, two options counted correct at the end)

    multiple_correct: bool = option(
        False, 'Read every answer as a set of letters ("select all that apply"), even when the gold is one letter.'
    )

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one answer: 1.0 when the extracted letter is the gold letter."""
        from scorewire.extraction import response_text

        from .extract import extract_letter
        from .multi import extract_letters, option_texts, score_letter_set

        golds = gold_letters(original, self.name)
        options = option_texts(original)
        response = response_text(processed.get("response"))
        if golds is not None or self.multiple_correct:
            if golds is None:
                golds = (gold_letter(original, self.name),)
            found_set = extract_letters(response, options)
            scores, set_details = score_letter_set(found_set, golds)
            return Scores(scores, details=set_details)
        gold = gold_letter(original, self.name)
        question = original.get("question")
        found = extract_letter(response, options, question=question if isinstance(question, str) else None)
        details: dict[str, Any] = {**found.details(), "gold": gold}
        if not found.reason and found.letter != gold:
            details["reason"] = f"chose {found.letter}, gold is {gold}"
        return Scores({"mc_accuracy": float(found.letter == gold)}, details=details)


class MCLoglikelihood(Configurable):
    """Accuracy of ranking options by loglikelihood (lm-evaluation-harness semantics).

    Reads ``choices`` and ``gold_index`` (an index, a list of indices for several
    gold options, or the gold option's text) from the example, and from
    ``processed`` (the system output; the row itself in score-only mode):

    - ``loglikelihoods: list[float]``: ``log P(" " + continuation | context)`` per
      option, where the continuation is ``continuations[i]`` when the example has
      them (MMLU: the letters), else ``choices[i]``;
    - ``is_greedy: list[bool]`` (optional): whether each continuation is the greedy one;
    - ``unconditional_loglikelihoods: list[float]`` (optional): ``log P(choice)``
      without the context, enabling ``acc_mutual_info``.

    Score keys: ``acc``, ``acc_norm``, ``acc_greedy`` (when ``is_greedy`` is
    given), ``acc_mutual_info`` (when unconditional loglikelihoods are given),
    ``mc2`` (when ``gold_index`` is a list).
    """

    name = "mc_loglikelihood"
    version = "1"
    required_fields = ("choices", "gold_index")

    normalization: Literal["chars", "bytes"] = option(
        "chars", "Length used by acc_norm: chars (lm-evaluation-harness) or bytes (UTF-8 byte length)."
    )

    def _floats(self, processed: Mapping[str, Any], field: str, n: int, original: Mapping[str, Any]) -> list[float]:
        values = processed.get(field)
        if not isinstance(values, (list, tuple)) or len(values) != n:
            got = (
                "missing"
                if values is None
                else f"{type(values).__name__} of length {len(values) if isinstance(values, (list, tuple)) else '?'}"
            )
            raise ValueError(
                f"{self.name}: processed[{field!r}] must be a list of {n} floats (one per choice) for example "
                f"{original.get('id')!r}, got {got}; use scorewire_multiple_choice.CompletionsLoglikelihoodSystem "
                "or put the per-choice loglikelihoods in each row"
            )
        return [float(v) for v in values]

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one example from the per-choice loglikelihoods in ``processed``."""
        choices = [str(c) for c in require_field(original, "choices", self.name)]
        gold_raw = require_field(original, "gold_index", self.name)
        if "loglikelihoods" not in processed:
            raise MissingFieldError(
                self.name,
                "loglikelihoods",
                original.get("id"),
                "the system output (or, in score-only mode, the row) needs per-choice loglikelihoods",
            )
        lls = self._floats(processed, "loglikelihoods", len(choices), original)
        gold = resolve_gold_index(gold_raw, choices)
        details: dict[str, Any] = {"gold_index": gold_raw, "loglikelihoods": lls}
        if any(math.isnan(v) for v in lls):
            details["reason"] = "a loglikelihood is NaN"
            return Scores({"acc": 0.0, "acc_norm": 0.0}, details=details)

        # lm-evaluation-harness normalises by the length of what doc_to_choice returns: the
        # scored continuations when they differ from the option text (MMLU scores "A".."D").
        scored = original.get("continuations")
        scored_texts = [str(c) for c in scored] if isinstance(scored, (list, tuple)) and scored else choices
        if len(scored_texts) != len(choices):
            raise InvalidFieldError(
                self.name,
                "continuations",
                original.get("id"),
                f"holds {len(scored_texts)} continuations for {len(choices)} choices",
                "give one continuation per choice, in the same order, or drop the field",
            )
        lengths = option_lengths(scored_texts, self.normalization)
        pred = argmax_first(lls)
        pred_norm = argmax_first([ll / n for ll, n in zip(lls, lengths, strict=True)])
        details.update(pred=pred, pred_norm=pred_norm)
        multi = isinstance(gold_raw, (list, tuple))
        golds = gold or []
        scores: dict[str, float] = {"acc": float(pred in golds), "acc_norm": float(pred_norm in golds)}
        if gold is None:
            details["reason"] = f"gold_index {gold_raw!r} is not an index into the {len(choices)} choices"

        greedy = processed.get("is_greedy")
        if greedy is not None:
            flags = [bool(g) for g in greedy] if isinstance(greedy, (list, tuple)) else []
            if len(flags) != len(choices):
                raise ValueError(
                    f"{self.name}: processed['is_greedy'] must hold {len(choices)} booleans for example "
                    f"{original.get('id')!r}"
                )
            scores["acc_greedy"] = float(any(flags[i] for i in golds))

        if processed.get("unconditional_loglikelihoods") is not None:
            uncond = self._floats(processed, "unconditional_loglikelihoods", len(choices), original)
            pred_mi = argmax_first([c - u for c, u in zip(lls, uncond, strict=True)])
            details["pred_mutual_info"] = pred_mi
            scores["acc_mutual_info"] = float(pred_mi in golds)

        if multi:
            mass = mass_on(lls, golds) if golds else 0.0
            if math.isnan(mass):
                mass = 0.0
                details["mc2_reason"] = "every loglikelihood is -inf: no probability mass, mc2 scored 0"
            scores["mc2"] = mass
        if gold is not None and pred not in golds:
            details["reason"] = f"highest loglikelihood is choice {pred}, gold is {golds if multi else golds[0]}"
        return Scores(scores, details=details)
