"""The evaluator contract: the protocol, the score container and field helpers."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias, TypeGuard, Union, runtime_checkable

from ._errors import MissingFieldError

if TYPE_CHECKING:
    from ._aggregates import Aggregation


@runtime_checkable
class Evaluator(Protocol):
    """Anything with a ``name`` and a ``score()`` method is an evaluator.

    No scorewire import is needed to satisfy this protocol. Optional members
    the runner looks for (with ``getattr``):

    ``version: str``
        Bump it whenever scores would change; it is recorded with results.
    ``required_fields: Sequence[str]``
        Fields of ``original`` checked before ``score`` is called; a missing
        one becomes a :class:`MissingFieldError` on that row.
    ``aggregations: Sequence[Aggregation]``
        How the core aggregates score keys that are not plain means
        (ratio of sums, corpus statistics, label reports).
    ``async def ascore(original, processed)``
        Used instead of ``score`` for I/O-bound evaluators (judge, sandbox).
    ``def score_batch(pairs)``
        Vectorised scoring of a list of ``(original, processed)`` pairs,
        returning one score mapping per pair.

    Score keys starting with ``_`` are sufficient statistics: they are kept on
    rows and summed by aggregations, but not reported as means.
    """

    name: str

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> dict[str, float]:
        """Score one example. Bad model output is a score, never an exception."""
        ...


class AsyncEvaluator(Evaluator, Protocol):
    """An :class:`Evaluator` that also offers ``async def ascore`` (judge, sandbox)."""

    async def ascore(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Mapping[str, float]:
        """Score one example without blocking the event loop."""
        ...


class BatchEvaluator(Evaluator, Protocol):
    """An :class:`Evaluator` that also scores many ``(original, processed)`` pairs in one call."""

    def score_batch(
        self, pairs: Sequence[tuple[Mapping[str, Any], Mapping[str, Any]]]
    ) -> Iterable[Mapping[str, float]]:
        """One score mapping per pair, in order."""
        ...


#: What ``evaluate(evaluators=[...])`` accepts: an installed evaluator's name, an evaluator
#: class (built with its ``evaluator_options``), an evaluator object, or a plain function
#: ``(original, processed) -> dict`` (named after the function).
EvaluatorSpec: TypeAlias = Union[str, "type[Evaluator]", Evaluator, Callable[..., Any]]


class Scores(dict[str, float]):
    """A score mapping that also carries per-row ``details``.

    Return it from ``score()`` to report what was extracted and why a sample
    failed; plain dicts work too, they simply have no details::

        return Scores({"mc_accuracy": 0.0}, details={"extracted": None, "reason": "no letter found"})

    By convention ``details["reason"]`` says why a sample scored as it did
    when it failed (no answer found, timeout, refusal, ...).
    """

    __slots__ = ("details",)

    def __init__(self, values: Mapping[str, float] | None = None, *, details: Mapping[str, Any] | None = None) -> None:
        super().__init__(values or {})
        self.details: dict[str, Any] = dict(details or {})

    def __repr__(self) -> str:
        return f"Scores({dict.__repr__(self)}, details={self.details!r})"


def example_id(original: Mapping[str, Any]) -> object:
    """The example's id, as recorded on rows (``id`` field, else None)."""
    return original.get("id")


def require_field(original: Mapping[str, Any], field: str, evaluator: str, hint: str | None = None) -> Any:
    """Return ``original[field]`` or raise a :class:`MissingFieldError` naming everything.

    ``None`` counts as missing.
    """
    value = original.get(field)
    if value is None:
        raise MissingFieldError(evaluator, field, original.get("id"), hint)
    return value


def evaluator_version(evaluator: object) -> str:
    """The declared ``version`` of an evaluator, ``"0"`` when it has none."""
    return str(getattr(evaluator, "version", "0"))


def evaluator_aggregations(evaluator: object) -> Sequence[Aggregation]:
    """The aggregations an evaluator declares, if any."""
    return tuple(getattr(evaluator, "aggregations", ()) or ())


def is_evaluator_class(obj: object) -> TypeGuard[type[Evaluator]]:
    """True when ``obj`` is a class whose instances satisfy :class:`Evaluator`."""
    return (
        isinstance(obj, type) and isinstance(getattr(obj, "name", None), str) and callable(getattr(obj, "score", None))
    )
