"""Function evaluators: a plain ``(original, processed) -> dict`` function used as an evaluator."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping
from typing import Any, TypeVar, overload

__all__ = ["FunctionEvaluator", "as_evaluator", "evaluator"]

_F = TypeVar("_F", bound=Callable[..., Any])


class FunctionEvaluator:
    """An evaluator made of one function ``fn(original, processed) -> mapping of scores``.

    The function may return a :class:`~scorewire.Scores` (with details) or a plain dict of
    numbers; an ``async def`` function is awaited by the runner. Calling the object calls
    the function, so a decorated function still works as a function.

    :param fn: the scoring function.
    :param name: evaluator name (default: the function's ``__name__``).
    :param version: recorded with results; bump it when the scores would change.
    :param required_fields: fields of ``original`` the runner checks before calling.
    """

    def __init__(
        self,
        fn: Callable[..., Any],
        *,
        name: str | None = None,
        version: str = "0",
        required_fields: tuple[str, ...] = (),
    ) -> None:
        if not callable(fn):
            raise TypeError(f"{fn!r} is not callable")
        fname = name if name is not None else getattr(fn, "__name__", None)
        if not isinstance(fname, str) or not fname or fname == "<lambda>":
            raise TypeError(f"give the evaluator {fn!r} a name: scorewire.evaluator(name='...')")
        try:
            params = [
                p
                for p in inspect.signature(fn).parameters.values()
                if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)
            ]
        except (TypeError, ValueError):  # builtins without a signature: trust the caller
            params = []
        if params and len(params) < 2 and params[0].kind is not params[0].VAR_POSITIONAL:
            raise TypeError(f"evaluator function {fname!r} must take two arguments: (original, processed)")
        self.fn = fn
        self.name = fname
        self.version = str(version)
        self.required_fields = tuple(required_fields)
        functools.update_wrapper(self, fn)
        if inspect.iscoroutinefunction(fn):
            self.ascore = self._ascore

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Any:
        """Call the function on one example."""
        return self.fn(original, processed)

    async def _ascore(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Any:
        return await self.fn(original, processed)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.fn(*args, **kwargs)

    def __repr__(self) -> str:
        return f"FunctionEvaluator(name={self.name!r}, version={self.version!r})"


def as_evaluator(obj: Any) -> Any:
    """``obj`` itself when it is an evaluator, else a plain function wrapped in :class:`FunctionEvaluator`."""
    if isinstance(getattr(obj, "name", None), str) and callable(getattr(obj, "score", None)):
        return obj
    if callable(obj) and not isinstance(obj, type):
        return FunctionEvaluator(obj)
    raise TypeError(
        f"{obj!r} is not an evaluator: give an evaluator name, a class or object with 'name' and score(), "
        "or a function (original, processed) -> dict"
    )


@overload
def evaluator(fn: _F, /) -> FunctionEvaluator: ...
@overload
def evaluator(
    *, name: str | None = None, version: str = "0", required_fields: tuple[str, ...] = ()
) -> Callable[[Callable[..., Any]], FunctionEvaluator]: ...
def evaluator(
    fn: Callable[..., Any] | None = None,
    /,
    *,
    name: str | None = None,
    version: str = "0",
    required_fields: tuple[str, ...] = (),
) -> Any:
    """Declare a scoring function as an evaluator, in a script or a notebook::

        @scorewire.evaluator(name="has_citation", version="1")
        def has_citation(original, processed):
            return {"cited": "[1]" in processed["response"]}

        scorewire.evaluate(None, rows, evaluators=[has_citation])

    Usable bare (``@scorewire.evaluator``) or with options; the result is a
    :class:`FunctionEvaluator` that still calls like the function.
    """
    if fn is not None:
        return FunctionEvaluator(fn, name=name, version=version, required_fields=required_fields)

    def wrap(f: Callable[..., Any]) -> FunctionEvaluator:
        return FunctionEvaluator(f, name=name, version=version, required_fields=required_fields)

    return wrap
