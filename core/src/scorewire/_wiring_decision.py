"""Resolving a dataset name to the evaluators that score it: :class:`WiringDecision` and its reasons.

Separate from :mod:`._wiring` (the rules), which plugin discovery imports: a run resolves, a
discovery does not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ._errors import AmbiguousWiringError, NoWiringError
from ._wiring import WiringRule, normalize_dataset_name, one_edit_away


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


def default_wiring(dataset: str, evaluators: Sequence[str], suggestions: Sequence[str] = ()) -> WiringDecision:
    """The decision for a dataset no rule matches, when the run opted into default evaluators.

    ``suggestions`` (registered names one edit away) are kept in the reason, so a typo
    that fell back to the defaults shows in ``result.metadata["wiring"]``.
    """
    hint = f" (did you mean {' or '.join(repr(s) for s in suggestions)}?)" if suggestions else ""
    return WiringDecision(
        dataset,
        tuple(evaluators),
        None,
        None,
        "no wiring rule matches; using the run's default evaluators (default_evaluators=, CLI --default-evaluators)"
        + hint,
    )


def _is_catch_all(rule: WiringRule) -> bool:
    return rule.dataset.strip() == "*"


def _rank(c: Candidate) -> tuple[int, int]:
    return (0 if c.rule.is_glob else 1, c.rule.priority)


def resolve_wiring(dataset: str, rules: Sequence[tuple[str, WiringRule]]) -> WiringDecision:
    """Choose the evaluators for ``dataset`` from ``(plugin, rule)`` pairs.

    Exact beats glob, then higher priority beats lower. Two top-ranked rules
    are an :class:`AmbiguousWiringError` naming both plugins. A name with a
    ``/`` (``openai/gsm8k``) that matches nothing is retried with its last part;
    a catch-all ``"*"`` rule (a user's fallback) applies only after that retry.

    :raises NoWiringError: nothing matches; the message suggests registered names
        one edit away (``gsm8kk`` -> ``gsm8k``).
    """
    key = normalize_dataset_name(dataset)
    candidates = [Candidate(plugin, rule, rule.matches(key)) for plugin, rule in rules]
    matched = sorted((c for c in candidates if c.matched), key=_rank, reverse=True)
    if "/" in key and matched and all(_is_catch_all(c.rule) for c in matched):
        inner = resolve_wiring(key.rsplit("/", 1)[1], rules)
        if inner.rule is None or not _is_catch_all(inner.rule):
            return WiringDecision(
                dataset,
                inner.evaluators,
                inner.rule,
                inner.plugin,
                f"no rule for the full name; {inner.reason} (last path part)",
                inner.candidates,
            )
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
        raise NoWiringError(dataset, one_edit_away(key, (rule.dataset for _, rule in rules)))
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
