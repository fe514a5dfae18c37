"""scorewire evaluators as Inspect AI scorers."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from typing import Any

from scorewire import MissingFieldError, get_evaluator

# scorewire's failure categories that have an Inspect counterpart (``Score.reason``).
_INSPECT_REASONS = {
    "format_error": "invalid_response_format",
    "refusal": "refusal",
    "empty": "no_response",
    "evaluator_error": "scoring_failed",
    "sandbox_error": "scoring_failed",
}


def example_from_state(state: Any, target: Any) -> dict[str, Any]:
    """The scorewire ``original`` of an Inspect sample: its metadata plus canonical fields.

    ``id``, ``question`` (the input as text), ``answer`` (the target; a list when
    it has several), and for multiple-choice samples ``choices`` and
    ``correct_letter``. Fields already in the sample's metadata win, so a task
    can hand an evaluator anything it reads (``test``, ``entry_point``, ...).
    """
    example: dict[str, Any] = {}
    example["id"] = state.sample_id
    example["question"] = state.input_text
    targets = list(target.target) if target is not None else []
    if targets:
        example["answer"] = targets[0] if len(targets) == 1 else targets
    if state.choices:
        example["choices"] = [choice.value for choice in state.choices]
        if len(targets) == 1:
            example["correct_letter"] = targets[0]
    example.update(state.metadata or {})
    return example


def scorer(
    evaluator: str | Any,
    *,
    key: str | None = None,
    options: Mapping[str, Any] | None = None,
    to_example: Callable[[Any, Any], Mapping[str, Any]] | None = None,
    metrics: Any = None,
    name: str | None = None,
) -> Any:
    """An Inspect AI scorer that scores with a scorewire evaluator.

    ``Task(dataset=..., solver=generate(), scorer=scorer("math_equivalence"))``

    :param evaluator: an installed evaluator's name, or an evaluator instance.
    :param key: the score key reported as Inspect's ``value`` (default: the
        first key the evaluator returns that does not start with ``_``). Every
        key is kept in ``metadata["scorewire"]["scores"]``.
    :param options: options for an evaluator built by name.
    :param to_example: builds scorewire's ``original`` from Inspect's
        ``(state, target)`` (default :func:`example_from_state`).
    :param metrics: Inspect metrics (default ``[mean(), stderr()]``).
    :param name: the scorer's name in Inspect logs (default ``scorewire/<evaluator>``).

    What the evaluator extracted becomes ``Score.answer``, its ``reason``
    ``Score.explanation``, and its failure category ``Score.reason`` where
    Inspect has one. A missing input field raises, so Inspect records the sample
    as errored rather than scored.
    """
    from inspect_ai.scorer import Score, mean, stderr
    from inspect_ai.scorer import scorer as inspect_scorer

    ev: Any = get_evaluator(evaluator, **dict(options or {})) if isinstance(evaluator, str) else evaluator
    ev_name = str(ev.name)
    required = tuple(getattr(ev, "required_fields", ()) or ())
    build = to_example or example_from_state
    is_async = inspect.iscoroutinefunction(getattr(ev, "ascore", None))
    has_reason = "reason" in getattr(Score, "model_fields", {})

    @inspect_scorer(metrics=metrics if metrics is not None else [mean(), stderr()], name=name or f"scorewire/{ev_name}")
    def _factory() -> Any:
        async def score(state: Any, target: Any) -> Any:
            original = dict(build(state, target))
            for field in required:
                if original.get(field) is None:
                    raise MissingFieldError(ev_name, field, original.get("id"))
            processed = {"response": state.output.completion, "epoch": state.epoch}
            result = await ev.ascore(original, processed) if is_async else ev.score(original, processed)
            scores = {k: float(v) for k, v in dict(result).items()}
            details = dict(getattr(result, "details", None) or {})
            chosen = key or next((k for k in scores if not k.startswith("_")), None)
            if chosen is None or chosen not in scores:
                raise KeyError(f"scorewire evaluator {ev_name!r} gave no {chosen!r} score (it gave {sorted(scores)})")
            extracted = details.get("extracted")
            kwargs: dict[str, Any] = {
                "value": scores[chosen],
                "answer": None if extracted is None else str(extracted),
                "explanation": details.get("reason"),
                "metadata": {"scorewire": {"evaluator": ev_name, "key": chosen, "scores": scores, "details": details}},
            }
            failure = _INSPECT_REASONS.get(str(details.get("failure")))
            if failure and has_reason:
                kwargs["reason"] = failure
            return Score(**kwargs)

        return score

    return _factory()
