"""Auto-wiring: which evaluators score an example, chosen by its dataset tag."""

from __future__ import annotations

import fnmatch
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ._errors import AmbiguousWiringError, NoWiringError

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


@dataclass(frozen=True)
class Candidate:
    """One rule considered for a dataset name, and whether it matched."""

    plugin: str
    rule: WiringRule
    matched: bool


@dataclass(frozen=True)
class WiringDecision:
    """The outcome of wiring one dataset name, with the reasoning kept."""

    dataset: str
    evaluators: tuple[str, ...]
    rule: WiringRule | None
    plugin: str | None
    reason: str
    candidates: tuple[Candidate, ...] = field(default=())

    def explain(self) -> str:
        """A human-readable account of which rule chose which evaluators, and why."""
        lines = [f"dataset {self.dataset!r}: {self.reason}"]
        if self.evaluators:
            lines.append(f"  evaluators: {', '.join(self.evaluators)}")
        matched = [c for c in self.candidates if c.matched]
        if matched:
            lines.append("  matching rules (best first):")
            for c in matched:
                kind = "glob" if c.rule.is_glob else "exact"
                chosen = "  <- chosen" if c.rule is self.rule else ""
                lines.append(f"    [{kind}] {c.rule} from {c.plugin}{chosen}")
        return "\n".join(lines)


def _rank(c: Candidate) -> tuple[int, int]:
    return (0 if c.rule.is_glob else 1, c.rule.priority)


def resolve_wiring(dataset: str, rules: Sequence[tuple[str, WiringRule]]) -> WiringDecision:
    """Choose the evaluators for ``dataset`` from ``(plugin, rule)`` pairs.

    Exact beats glob, then higher priority beats lower. Two top-ranked rules
    are an :class:`AmbiguousWiringError` naming both plugins. A name with a
    ``/`` (``openai/gsm8k``) that matches nothing is retried with its last part.

    :raises NoWiringError: nothing matches.
    """
    key = normalize_dataset_name(dataset)
    candidates = [Candidate(plugin, rule, rule.matches(key)) for plugin, rule in rules]
    matched = sorted((c for c in candidates if c.matched), key=_rank, reverse=True)
    if not matched and "/" in key:
        inner = resolve_wiring(key.rsplit("/", 1)[1], rules)
        return WiringDecision(
            dataset,
            inner.evaluators,
            inner.rule,
            inner.plugin,
            f"no rule for the full name; {inner.reason} (last path part)",
            inner.candidates,
        )
    if not matched:
        raise NoWiringError(dataset)
    best = matched[0]
    if len(matched) > 1 and _rank(matched[1]) == _rank(best):
        other = matched[1]
        raise AmbiguousWiringError(dataset, (best.plugin, best.rule), (other.plugin, other.rule))
    kind = "glob" if best.rule.is_glob else "exact"
    reason = f"{kind} rule {best.rule.dataset!r} (priority {best.rule.priority}) from {best.plugin}"
    others = len(matched) - 1
    if others:
        reason += f", outranking {others} other matching rule(s)"
    return WiringDecision(dataset, best.rule.evaluators, best.rule, best.plugin, reason, tuple(matched))
