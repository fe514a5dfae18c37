"""Auto-wiring: which evaluators score an example, chosen by its dataset tag."""

from __future__ import annotations

import fnmatch
from collections.abc import Iterable
from dataclasses import dataclass

# How a dataset name is resolved to evaluators (WiringDecision, resolve_wiring) lives in
# ._wiring_decision: plugin discovery builds rules and resolves nothing.

_GLOB_CHARS = frozenset("*?[")


def normalize_dataset_name(name: str) -> str:
    """Case-fold and treat ``_`` like ``-`` so ``Natural_Questions`` finds ``natural-questions``."""
    return name.strip().casefold().replace("_", "-")


@dataclass(frozen=True)
class WiringRule:
    """Map a dataset name, or a glob such as ``wmt*``, to evaluator names.

    :param dataset: the dataset name or an ``fnmatch`` glob, matched after
        :func:`normalize_dataset_name` on both sides.
    :param evaluators: names of the evaluators that score this dataset.
    :param priority: higher wins among rules of the same kind (exact or glob).
    """

    dataset: str
    evaluators: tuple[str, ...]
    priority: int = 0

    def __init__(self, dataset: str, evaluators: Iterable[str] | str, priority: int = 0) -> None:
        names = (evaluators,) if isinstance(evaluators, str) else tuple(evaluators)
        if not dataset or not names:
            raise ValueError("WiringRule needs a dataset name and at least one evaluator name")
        object.__setattr__(self, "dataset", dataset)
        object.__setattr__(self, "evaluators", names)
        object.__setattr__(self, "priority", int(priority))

    @property
    def is_glob(self) -> bool:
        """True when ``dataset`` is a glob pattern rather than an exact name."""
        return any(ch in _GLOB_CHARS for ch in self.dataset)

    def matches(self, dataset: str) -> bool:
        """Whether this rule applies to ``dataset`` (already normalized)."""
        pattern = normalize_dataset_name(self.dataset)
        return fnmatch.fnmatchcase(dataset, pattern) if self.is_glob else dataset == pattern

    def __str__(self) -> str:
        return f"{self.dataset!r} -> {list(self.evaluators)} (priority {self.priority})"


def one_edit_away(name: str, known: Iterable[str]) -> list[str]:
    """The names in ``known`` one edit from ``name`` (insert, delete, replace or swap two neighbours).

    Compared after :func:`normalize_dataset_name`; glob patterns and the name itself are
    skipped. Used for "did you mean" hints on dataset names.
    """
    key = normalize_dataset_name(name)
    out: list[str] = []
    for candidate in known:
        other = normalize_dataset_name(candidate)
        if other != key and not any(ch in _GLOB_CHARS for ch in other) and _one_edit(key, other):
            if candidate not in out:
                out.append(candidate)
    return sorted(out)


def _one_edit(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
    short, long = (a, b) if len(a) < len(b) else (b, a)
    i = 0
    while i < len(short) and short[i] == long[i]:
        i += 1
    return short[i:] == long[i + 1 :]
