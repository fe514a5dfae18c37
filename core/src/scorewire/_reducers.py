"""Reducers: turn one example's scores over several epochs (samples) into one value.

A run with ``epochs=N`` calls every system N times per example and scores every
sample on its own. Reducers then fold an example's N values of a score key into
one, and the summary's mean, standard error and confidence interval are taken
over examples, not samples.

Built-in reducers (a ``{k}`` in a name is a positive whole number chosen by the
user, e.g. ``pass_at_2``):

``mean``, ``median``, ``max``, ``min``
    The usual statistics of the N values.
``mode``
    The most common value; among equally common values, the one that came first
    in epoch order (as :func:`statistics.mode`).
``majority``
    The most common value; among equally common values, the smallest (so a 2-2
    split of 0/1 scores is 0: a tie is not a majority for "correct").
``at_least_{k}``
    1.0 when at least k samples score 1.0 or more, else 0.0.
``pass_at_{k}``
    The unbiased pass@k estimator 1 - C(n-c, k)/C(n, k) over the n samples, of
    which c score exactly 1.0 (Chen et al., 2021). Examples with fewer than k
    samples have no value (they count as missing).
``pass^{k}``
    The chance that k samples drawn without replacement all succeed,
    C(c, k)/C(n, k) (Yao et al., 2024, "tau-bench"). Same counting as pass@k.

Plugins add reducers with the ``scorewire_register_reducers`` hook.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ._errors import ScorewireError

ReduceFn = Callable[..., "float | None"]


class UnknownReducerError(ScorewireError, KeyError):
    """A reducer name that no built-in or plugin provides."""

    def __init__(self, name: str, known: Iterable[str]) -> None:
        self.name = name
        self.known = sorted(known)
        super().__init__(f"unknown reducer {name!r}; known reducers: {', '.join(self.known)}")

    def __str__(self) -> str:
        return str(self.args[0])


@dataclass(frozen=True)
class Reducer:
    """A named way to reduce an example's sample scores to one value.

    :param name: the name users select it by. A name containing ``{k}`` is a
        template (``"pass_at_{k}"``): the user writes a whole number in its
        place and ``function`` is called as ``function(values, k)``.
    :param function: ``function(values)`` (or ``function(values, k)``) returning
        the reduced value, or None when the example has no value (too few
        samples). ``values`` are the example's scores in epoch order.
    :param description: one line for ``scorewire reducers`` and the docs.
    """

    name: str
    function: ReduceFn
    description: str = ""

    @property
    def parametric(self) -> bool:
        """True when the name is a template taking a whole number ``k``."""
        return "{k}" in self.name

    def bind(self, k: int | None = None) -> BoundReducer:
        """This reducer ready to apply (``k`` fills the template of a parametric one)."""
        if self.parametric:
            if k is None or k < 1:
                raise ValueError(f"reducer {self.name!r} needs a whole number k >= 1")
            fn = self.function
            return BoundReducer(self.name.replace("{k}", str(k)), lambda values: fn(values, k))
        return BoundReducer(self.name, self.function)


@dataclass(frozen=True)
class BoundReducer:
    """A reducer with its parameter filled in: ``reducer(values) -> float | None``."""

    name: str
    function: Callable[[Sequence[float]], float | None]

    def __call__(self, values: Sequence[float]) -> float | None:
        return self.function(values)


# -- the estimators ------------------------------------------------------------------------------


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k estimate ``1 - C(n-c, k) / C(n, k)`` for n samples of which c are correct.

    Computed as a running product so it stays accurate where the binomial
    coefficients would overflow a float.
    """
    _check_counts(n, c, k)
    if n - c < k:
        return 1.0
    prod = 1.0
    for i in range(n - c + 1, n + 1):
        prod *= 1.0 - k / i
    return 1.0 - prod


def pass_hat_k(n: int, c: int, k: int) -> float:
    """``C(c, k) / C(n, k)``: the chance that k samples drawn without replacement all succeed."""
    _check_counts(n, c, k)
    if c < k:
        return 0.0
    prod = 1.0
    for i in range(k):
        prod *= (c - i) / (n - i)
    return prod


def _check_counts(n: int, c: int, k: int) -> None:
    if k <= 0 or n <= 0:
        raise ValueError(f"pass@k needs n >= 1 and k >= 1 (got n={n}, k={k})")
    if k > n:
        raise ValueError(f"pass@{k} needs at least {k} samples, got {n}")
    if c < 0 or c > n:
        raise ValueError(f"number correct must be between 0 and n={n}, got {c}")


def _correct(values: Sequence[float]) -> int:
    return sum(1 for v in values if v == 1.0)


def _pass_at(values: Sequence[float], k: int) -> float | None:
    return pass_at_k(len(values), _correct(values), k) if len(values) >= k else None


def _pass_hat(values: Sequence[float], k: int) -> float | None:
    return pass_hat_k(len(values), _correct(values), k) if len(values) >= k else None


def _at_least(values: Sequence[float], k: int) -> float:
    return 1.0 if sum(1 for v in values if v >= 1.0) >= k else 0.0


def _mean(values: Sequence[float]) -> float | None:
    return math.fsum(values) / len(values) if values else None


def _median(values: Sequence[float]) -> float | None:
    if not values:
        return None
    s = sorted(values)
    mid = len(s) // 2
    return s[mid] if len(s) % 2 else (s[mid - 1] + s[mid]) / 2.0


def _counts(values: Sequence[float]) -> dict[float, int]:
    counts: dict[float, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return counts


def _mode(values: Sequence[float]) -> float | None:
    if not values:
        return None
    counts = _counts(values)  # insertion order = first appearance in epoch order
    best = max(counts.values())
    return next(v for v, c in counts.items() if c == best)


def _majority(values: Sequence[float]) -> float | None:
    if not values:
        return None
    counts = _counts(values)
    best = max(counts.values())
    return min(v for v, c in counts.items() if c == best)


def _max(values: Sequence[float]) -> float | None:
    return max(values) if values else None


def _min(values: Sequence[float]) -> float | None:
    return min(values) if values else None


BUILTIN_REDUCERS: tuple[Reducer, ...] = (
    Reducer("mean", _mean, "mean of the samples"),
    Reducer("median", _median, "median of the samples"),
    Reducer("mode", _mode, "most common value; ties go to the value seen first"),
    Reducer("majority", _majority, "most common value; ties go to the smallest value"),
    Reducer("max", _max, "largest sample (any-of for 0/1 scores)"),
    Reducer("min", _min, "smallest sample (all-of for 0/1 scores)"),
    Reducer("at_least_{k}", _at_least, "1 when at least k samples score 1 or more"),
    Reducer("pass_at_{k}", _pass_at, "unbiased pass@k over the samples (correct = score 1)"),
    Reducer("pass^{k}", _pass_hat, "all of k samples drawn without replacement succeed"),
)

# Names multi-scorers accept as well, for readability.
ALIASES = {"any": "max", "all": "min", "any_of": "max", "all_of": "min"}


def _template_pattern(name: str) -> re.Pattern[str]:
    head, _, tail = name.partition("{k}")
    return re.compile(re.escape(head) + r"([1-9][0-9]{0,5})" + re.escape(tail))


def resolve_reducer(
    spec: str | Reducer | BoundReducer | Callable[..., Any], table: Mapping[str, Reducer]
) -> BoundReducer:
    """Turn a reducer spec (a name, a :class:`Reducer`, or a plain function) into a bound reducer.

    :param table: the known reducers by name (built-ins and plugins').
    """
    if isinstance(spec, BoundReducer):
        return spec
    if isinstance(spec, Reducer):
        return spec.bind()
    if callable(spec) and not isinstance(spec, str):
        name = getattr(spec, "__name__", None)
        if not isinstance(name, str) or name == "<lambda>":
            raise ValueError("a reducer function needs a name: define it with def, or wrap it in scorewire.Reducer")
        return BoundReducer(name, spec)
    if not isinstance(spec, str):
        raise TypeError(f"a reducer is a name, a scorewire.Reducer or a function, not {type(spec).__name__}")
    name = ALIASES.get(spec, spec)
    found = table.get(name)
    if found is not None and not found.parametric:
        return found.bind()
    for reducer in table.values():
        if reducer.parametric:
            m = _template_pattern(reducer.name).fullmatch(name)
            if m:
                return BoundReducer(spec, reducer.bind(int(m.group(1))).function)
    raise UnknownReducerError(spec, table)


def builtin_table() -> dict[str, Reducer]:
    """The built-in reducers by name."""
    return {r.name: r for r in BUILTIN_REDUCERS}
