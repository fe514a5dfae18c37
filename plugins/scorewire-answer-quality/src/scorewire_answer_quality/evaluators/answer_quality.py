"""The ``answer_quality`` evaluator: SQuAD v1.1 exact match, F1, precision, recall and containment."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar

from scorewire import Configurable, Scores, option

from .._common import InvalidFieldError, gold_strings, response_text, shorten
from .._squad import common_token_count, squad_token_bytes

AnswerFn = Callable[[str], str]


def _answer_line(text: str) -> str:
    from .matching import AnswerLine

    return AnswerLine(kind="line").extract(text) or ""


def _last_line(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def _first_line(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[0] if lines else ""


#: Named extractors for ``answer_fn``: each picks the answer out of the response first.
ANSWER_FNS: dict[str, AnswerFn] = {
    "answer_line": _answer_line,
    "last_line": _last_line,
    "first_line": _first_line,
}


def resolve_answer_fn(answer_fn: AnswerFn | str | None, evaluator: str = "answer_quality") -> AnswerFn | None:
    """``answer_fn`` as a callable: a callable is kept, a name is looked up in :data:`ANSWER_FNS`."""
    if answer_fn is None or answer_fn == "":
        return None
    if callable(answer_fn):
        return answer_fn
    if isinstance(answer_fn, str) and answer_fn in ANSWER_FNS:
        return ANSWER_FNS[answer_fn]
    raise ValueError(
        f"{evaluator}: answer_fn must be a callable (str -> str) or one of {', '.join(sorted(ANSWER_FNS))}, "
        f"got {answer_fn!r}"
    )


def _stop_tokens(stop_words: Iterable[str] | str | None) -> frozenset[bytes]:
    """Stop words normalised like answers (a comma-separated string is accepted, for the CLI)."""
    if stop_words is None:
        return frozenset()
    words = stop_words.split(",") if isinstance(stop_words, str) else list(stop_words)
    if not all(isinstance(w, str) for w in words):
        raise ValueError(f"answer_quality: stop_words must be a list of strings, got {stop_words!r}")
    return frozenset(t for w in words for t in squad_token_bytes(w))


def _shown(tokens: list[bytes]) -> str:
    return shorten(b" ".join(tokens).decode("utf-8", "surrogatepass"))


def _answer_fn_problem(value: AnswerFn | str | None) -> str | None:
    try:
        resolve_answer_fn(value)
    except ValueError:
        return f"must be a callable (str -> str) or one of {', '.join(sorted(ANSWER_FNS))}"
    return None


def _stop_words_option(value: Iterable[str] | str | None) -> tuple[str, ...] | None:
    if value is None:
        return None
    words = value.split(",") if isinstance(value, str) else list(value)
    if not all(isinstance(w, str) for w in words):
        raise ValueError("must be a list of strings (or a comma-separated string)")
    return tuple(words)


class AnswerQuality(Configurable):
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
    ``precision``
        shared tokens / response tokens (NeMo Evaluator's ``f1_token`` reports it too).
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
    """

    name: ClassVar[str] = "answer_quality"
    version: ClassVar[str] = "2"

    field: str = option("answer", "Field of original holding the acceptable answer(s).")
    reference_empty_answers: bool = option(
        False, "Keep the official script's behaviour for answers that normalise to nothing (see above)."
    )
    answer_fn: AnswerFn | str | None = option(
        None,
        "Picks the answer out of the response before scoring, as Inspect AI's f1(answer_fn=...): a callable "
        "str -> str, or a built-in extractor: answer_line (the rest of the line after the last ANSWER:), "
        "last_line or first_line. What it returned is in details['extracted'].",
        check=_answer_fn_problem,
    )
    stop_words: tuple[str, ...] | None = option(
        None,
        "Words dropped from response and answers after normalisation, as Inspect AI's f1(stop_words=...) "
        "(a list, or a comma-separated string); an answer made only of stop words counts as empty.",
        convert=_stop_words_option,
    )

    def __post_init__(self) -> None:
        self._answer_fn = resolve_answer_fn(self.answer_fn, self.name)
        self._stop_tokens = _stop_tokens(self.stop_words)
        self.required_fields: tuple[str, ...] = (self.field,)

    def _tokens(self, text: str) -> list[bytes]:
        tokens = squad_token_bytes(text)
        if self._stop_tokens:
            return [t for t in tokens if t not in self._stop_tokens]
        return tokens

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response against the example's acceptable answers."""
        response = processed.get("response")
        text = response if type(response) is str else response_text(processed)
        extracted: str | None = None
        if self._answer_fn is not None:
            picked = self._answer_fn(text)
            extracted = picked if isinstance(picked, str) else ("" if picked is None else str(picked))
            text = extracted
        pred = self._tokens(text)
        value = original.get(self.field)
        if type(value) is str and value and not value.isspace():
            tokens = self._tokens(value)
            if tokens:
                result = self._score_one(pred, tokens, value)
                return result if extracted is None else _with_extracted(result, extracted, response)
        result = self._score_many(original, pred)
        return result if extracted is None else _with_extracted(result, extracted, response)

    def _score_one(self, pred: list[bytes], tokens: list[bytes], gold: str) -> Scores:
        """The common case: one acceptable answer with at least one token."""
        details: dict[str, Any] = {"normalized_response": _shown(pred)}
        details["best_answer"] = gold
        if tokens == pred:
            return Scores(
                {"f1": 1.0, "exact_match": 1.0, "precision": 1.0, "recall": 1.0, "contains": 1.0}, details=details
            )
        same = common_token_count(pred, tokens) if pred else 0
        if not same:
            details["reason"] = "empty response" if not pred else "no token in common with any answer"
            return Scores(
                {"f1": 0.0, "exact_match": 0.0, "precision": 0.0, "recall": 0.0, "contains": 0.0}, details=details
            )
        precision = 1.0 * same / len(pred)
        recall = 1.0 * same / len(tokens)
        # The official script's operation order, so the floats are bit-identical.
        f1 = (2 * precision * recall) / (precision + recall)
        contains = 1.0 if b" " + b" ".join(tokens) + b" " in b" " + b" ".join(pred) + b" " else 0.0
        return Scores(
            {"f1": f1, "exact_match": 0.0, "precision": precision, "recall": recall, "contains": contains},
            details=details,
        )

    def _score_many(self, original: Mapping[str, Any], pred: list[bytes]) -> Scores:
        """Any answer value: a list of answers, numbers, or answers needing the checks."""
        golds = gold_strings(original, self.field, self.name)
        best_f1 = best_em = best_precision = best_recall = best_contains = 0.0
        best_index = -1
        scored = 0
        padded_pred = b""
        for index, gold in enumerate(golds):
            tokens = self._tokens(gold)
            if not tokens:
                if self.reference_empty_answers:
                    scored += 1
                    if not pred:
                        best_em = 1.0
                continue
            scored += 1
            if tokens == pred:
                f1 = em = precision = recall = contains = 1.0
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
                    f1 = precision = recall = contains = 0.0
            if f1 > best_f1 or best_index < 0:
                best_index = index
                best_f1 = f1
            if em > best_em:
                best_em = em
            if precision > best_precision:
                best_precision = precision
            if recall > best_recall:
                best_recall = recall
            if contains > best_contains:
                best_contains = contains
        if not scored:
            raise InvalidFieldError(
                self.name,
                self.field,
                original.get("id"),
                "has no answer with any token left after SQuAD normalisation (only articles/punctuation"
                + (", stop words" if self._stop_tokens else "")
                + ")",
                "fix the gold answer, or pass reference_empty_answers=True for the official script's behaviour",
            )
        details: dict[str, Any] = {"normalized_response": _shown(pred)}
        if best_index >= 0:
            details["best_answer"] = golds[best_index]
        if best_f1 == 0.0 and best_em == 0.0:
            details["reason"] = "empty response" if not pred else "no token in common with any answer"
        return Scores(
            {
                "f1": best_f1,
                "exact_match": best_em,
                "precision": best_precision,
                "recall": best_recall,
                "contains": best_contains,
            },
            details=details,
        )


def _with_extracted(result: Scores, extracted: str, response: Any) -> Scores:
    """Record what ``answer_fn`` picked; an empty pick from a non-empty response gets its own reason."""
    details = dict(result.details or {})
    details["extracted"] = shorten(extracted)
    if not extracted.strip() and isinstance(response, str) and response.strip():
        details["reason"] = "answer_fn found no answer in the response"
    return Scores(dict(result), details=details)
