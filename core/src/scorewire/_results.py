"""Run results: per-row records, the streaming summary builder and the result object."""

from __future__ import annotations

import itertools
import json
import math
import os
import tempfile
from array import array
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields
from json import encoder as _json_encoder
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._aggregates import Accumulator, AggregateResult, Aggregation
from ._bootstrap import INT_KEY_BOUND, INT_KEY_MULT, INT_KEY_SALT, MASK64, example_key_hash
from ._validate import dumps_row, dumps_strict, fast_encoder, json_default, md, shorten, warn_many_categories

if TYPE_CHECKING:
    from ._reducers import BoundReducer

Row = dict[str, Any]
GroupKey = tuple[str, str, Any]  # (system, dataset, category or None for all rows)


@dataclass
class SummaryRow:
    """One line of the summary: a score key of one evaluator for one system x dataset (x category)."""

    system: str
    dataset: str
    evaluator: str
    key: str
    n: int
    mean: float
    stderr: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    ci_method: str | None = None
    aggregation: str = "mean"
    category: Any = None
    missing: int = 0
    extra: dict[str, Any] | None = None
    std: float | None = None
    bootstrap_se: float | None = None
    cluster_stderr: float | None = None
    n_clusters: int | None = None

    @property
    def value(self) -> float:
        """The aggregate value (the mean, or the declared aggregation's result)."""
        return self.mean


def _fmt(x: float | None, digits: int = 4) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "-"
    return f"{x:.{digits}f}"


@dataclass
class Summary:
    """Aggregate statistics of a run; iterate it for :class:`SummaryRow` objects."""

    rows: list[SummaryRow]
    n_rows: dict[tuple[str, str], int] = field(default_factory=dict)
    n_errors: dict[tuple[str, str], int] = field(default_factory=dict)
    error_types: dict[str, int] = field(default_factory=dict)

    def __iter__(self) -> Iterator[SummaryRow]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def get(
        self,
        key: str,
        *,
        evaluator: str | None = None,
        system: str | None = None,
        dataset: str | None = None,
        category: Any = None,
        aggregation: str | None = None,
    ) -> SummaryRow:
        """The one summary row matching the filters (``category=None`` is the all-rows line).

        ``aggregation`` picks among rows of one key that differ only by how they were
        aggregated: a reducer's name in runs with epochs (``"pass_at_2"``), or a declared
        aggregation's kind.
        """
        found = [
            r
            for r in self.rows
            if r.key == key
            and r.category == category
            and (aggregation is None or r.aggregation == aggregation)
            and (evaluator is None or r.evaluator == evaluator)
            and (system is None or r.system == system)
            and (dataset is None or r.dataset == dataset)
        ]
        if len(found) != 1:
            raise KeyError(
                f"{len(found)} summary rows match key={key!r} evaluator={evaluator!r} "
                f"system={system!r} dataset={dataset!r} category={category!r} aggregation={aggregation!r}"
            )
        return found[0]

    def to_dicts(self) -> list[dict[str, Any]]:
        """The summary rows as plain dicts."""
        return [asdict(r) for r in self.rows]

    def to_pandas(self) -> Any:
        """The summary rows as a pandas DataFrame, one column per :class:`SummaryRow` field (needs pandas)."""
        try:
            import pandas as pd
        except ImportError as exc:
            raise ImportError("to_pandas() needs pandas: pip install 'scorewire[pandas]'") from exc
        return pd.DataFrame(self.to_dicts(), columns=[f.name for f in fields(SummaryRow)])

    def to_markdown(self, categories: bool = True) -> str:
        """A Markdown table: value, 95% CI, stderr and n per score."""
        head = "| system | dataset | category | evaluator | score | value | 95% CI | stderr | n | missing |"
        lines = [head, "|" + "---|" * 10]
        for r in self.rows:
            if r.category is not None and not categories:
                continue
            ci = f"[{_fmt(r.ci_low)}, {_fmt(r.ci_high)}]" if r.ci_low is not None else "-"
            key = r.key if r.aggregation == "mean" else f"{r.key} ({r.aggregation})"
            cat = "" if r.category is None else md(r.category)
            lines.append(
                f"| {md(r.system)} | {md(r.dataset)} | {cat} | {md(r.evaluator)} | {md(key)} | {_fmt(r.mean)} | {ci} "
                f"| {_fmt(r.stderr)} | {r.n} | {r.missing} |"
            )
        if self.n_errors and any(self.n_errors.values()):
            lines.append("")
            for (system, dataset), count in sorted(self.n_errors.items()):
                if count:
                    total = self.n_rows.get((system, dataset), 0)
                    lines.append(f"- {md(system)} on {md(dataset)}: {count} of {total} rows had errors")
            for etype, count in sorted(self.error_types.items(), key=lambda kv: -kv[1]):
                lines.append(f"  - {md(etype)}: {count}")
        failed = [r for r in self.rows if r.extra and "error" in r.extra]
        if failed:
            lines.append("")
            for r in failed:
                where = f"{md(r.system)} on {md(r.dataset)}" + ("" if r.category is None else f" ({md(r.category)})")
                problem = (r.extra or {}).get("error")
                lines.append(f"- {md(r.evaluator)} {md(r.key)} for {where}: aggregation failed: {md(problem)}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_markdown(categories=False)


_UNSEEN: Any = object()


def _failure(exc: BaseException) -> str:
    try:
        return shorten(f"{type(exc).__name__}: {exc}", 500)
    except Exception:
        return type(exc).__name__


class _Group:
    __slots__ = ("accumulators", "clusters", "errors", "examples", "failed", "hashes", "rows", "slots")

    def __init__(self) -> None:
        # slots[evaluator][key] is the per-row value buffer, or None for keys not averaged. With
        # reducers it is instead {example: [(epoch, value), ...]}.
        self.slots: dict[str, dict[str, Any]] = {}
        # hashes[evaluator][key]: each buffered value's example-key hash (the bootstrap weights
        # follow examples, so the CI depends on neither row order nor partitioning).
        self.hashes: dict[str, dict[str, array[int]]] = {}
        self.accumulators: dict[tuple[str, str], tuple[Aggregation, Accumulator]] = {}
        self.rows = 0
        self.errors = 0
        self.examples: set[Any] = set()
        self.clusters: dict[tuple[str, str], array[int]] = {}  # cluster code per buffered value
        self.failed: dict[tuple[str, str], str] = {}  # aggregations that raised, and why


class SummaryBuilder:
    """Accumulates per-row scores as they stream by (O(1) state per row and key)."""

    def __init__(
        self,
        *,
        seed: int = 0,
        resamples: int = 1000,
        reducers: Sequence[BoundReducer] | None = None,
        interval: str = "bootstrap",
    ) -> None:
        from ._intervals import INTERVALS

        if interval not in INTERVALS:
            raise ValueError(f"interval must be one of {', '.join(INTERVALS)}, not {interval!r}")
        self.seed = seed
        self.resamples = resamples
        self.interval = interval
        # With reducers, each example's samples (epochs) are folded into one value per reducer
        # first, and the statistics are over examples.
        self.reducers = tuple(reducers) if reducers else None
        # Clustered standard errors: the cluster of each example, by row index (see track_clusters).
        self.cluster_of: list[int] | None = None
        self._cluster_ids: dict[Any, int] = {}
        self._groups: dict[GroupKey, _Group] = {}
        self._aggregations: dict[str, Sequence[Aggregation]] = {}
        self._replaced: dict[str, frozenset[str]] = {}
        self._declared: set[str] = set()
        self._error_types: dict[str, int] = {}

    def declare(self, evaluator: str, aggregations: Sequence[Aggregation]) -> None:
        """Register an evaluator's declared aggregations (once per evaluator name)."""
        if evaluator not in self._declared:
            self._declared.add(evaluator)
            self._aggregations[evaluator] = (*aggregations, *self._aggregations.get(evaluator, ()))
            self._replaced[evaluator] = frozenset(a.key for a in self._aggregations[evaluator])

    @property
    def _reducer_names(self) -> frozenset[str]:
        return frozenset(r.name for r in self.reducers) if self.reducers else frozenset()

    def add_aggregations(self, evaluator: str, aggregations: Sequence[Aggregation]) -> None:
        """Add aggregations (user metrics) to an evaluator's declared ones."""
        self._aggregations[evaluator] = (*self._aggregations.get(evaluator, ()), *aggregations)
        self._replaced[evaluator] = frozenset(a.key for a in self._aggregations[evaluator])

    def track_clusters(self, examples: Iterable[Row], field: str) -> Iterator[Row]:
        """Pass ``examples`` through, remembering each one's ``field`` value for clustered stderrs.

        Rows are matched by their ``index`` (the example's position), so the runner needs no change.
        An example without the field is its own cluster.
        """
        self.cluster_of = []
        for example in examples:
            self.note_cluster(example, field)
            yield example

    def note_cluster(self, example: Mapping[str, Any], field: str) -> None:
        """Remember the cluster of the next example (executors that read examples elsewhere)."""
        if self.cluster_of is None:
            self.cluster_of = []
        value = example.get(field)
        label = ("\0row", len(self.cluster_of)) if value is None else json.dumps(value, sort_keys=True, default=str)
        self.cluster_of.append(self._cluster_ids.setdefault(label, len(self._cluster_ids)))

    def _group(self, key: GroupKey) -> _Group:
        group = self._groups.get(key)
        if group is None:
            group = self._groups[key] = _Group()
        return group

    def add(self, row: Row) -> None:
        """Fold one row record into the statistics."""
        gkey = (row["system"], row["dataset"], None)
        group = self._groups.get(gkey)
        if group is None:
            group = self._group(gkey)
        errors = row["errors"]
        for err in errors:
            etype = f"{err.get('stage')}: {err.get('type')}"
            self._error_types[etype] = self._error_types.get(etype, 0) + 1
        if row["scores"]:
            example = row.get("id")
            if example.__class__ is int and -INT_KEY_BOUND <= example < INT_KEY_BOUND:  # example_key_hash, inline
                h = ((example & MASK64) * INT_KEY_MULT + INT_KEY_SALT) & MASK64
            else:
                h = example_key_hash(("#", row["index"]) if example is None else example)
        else:
            h = 0
        self._fold(group, row, errors, h)
        category = row.get("category")
        if category is not None:
            ckey = (gkey[0], gkey[1], category)
            if ckey not in self._groups:
                warn_many_categories(self)
            self._fold(self._group(ckey), row, errors, h)

    def add_many(self, rows: Sequence[Row]) -> None:
        """Fold many rows: :meth:`add` for each, with the common case (no errors, no category,
        no reducers or clusters) folded inline."""
        if self.reducers is not None or self.cluster_of is not None:
            for row in rows:
                self.add(row)
            return
        groups = self._groups
        aggregations = self._aggregations
        aggregated = {ev for ev, aggs in aggregations.items() if aggs}
        last: Any = None
        group: _Group | None = None
        for row in rows:
            scores_by_ev = row["scores"]
            if row["errors"] or not scores_by_ev or row.get("category") is not None:
                self.add(row)
                continue
            system, dataset = row["system"], row["dataset"]
            if group is None or last[0] != system or last[1] != dataset:
                last = (system, dataset, None)
                group = groups.get(last)
                if group is None:
                    group = self._group(last)
            example = row.get("id")
            if example.__class__ is int and -INT_KEY_BOUND <= example < INT_KEY_BOUND:  # example_key_hash, inline
                h = ((example & MASK64) * INT_KEY_MULT + INT_KEY_SALT) & MASK64
            else:
                h = example_key_hash(("#", row["index"]) if example is None else example)
            group.rows += 1
            all_slots = group.slots
            for ev, scores in scores_by_ev.items():
                slots = all_slots.get(ev)
                if slots is None:
                    slots = all_slots[ev] = {}
                    group.hashes[ev] = {}
                hashes = group.hashes[ev]
                for key, value in scores.items():
                    buf = slots.get(key, _UNSEEN)
                    if buf is _UNSEEN:
                        buf = self._open_slot(ev, key, slots, hashes)
                    if buf is not None:
                        buf.append(value)
                        hashes[key].append(h)
                if ev in aggregated:
                    self._accumulate(group, ev, aggregations[ev], scores, row["details"].get(ev, {}), h)

    def _averaged(self, ev: str, key: str) -> bool:
        """Whether score ``key`` of ``ev`` gets a mean (not a private key, not replaced by an aggregation)."""
        return key[0] != "_" and key not in self._replaced.get(ev, frozenset())

    def _open_slot(self, ev: str, key: str, slots: dict[str, Any], hashes: dict[str, Any]) -> array[float] | None:
        """The value buffer of a key seen for the first time (with its example hashes); None when not averaged."""
        if not self._averaged(ev, key):
            slots[key] = None
            return None
        buf = slots[key] = array("d")
        hashes[key] = array("Q")
        return buf

    def _fold(self, group: _Group, row: Row, errors: list[Any], h: int = 0) -> None:
        group.rows += 1
        if errors:
            group.errors += 1
        if self.reducers is not None:
            self._fold_samples(group, row)
            return
        cluster = None if self.cluster_of is None else self.cluster_of[row["index"]]
        all_slots = group.slots
        for ev, scores in row["scores"].items():
            slots = all_slots.get(ev)
            if slots is None:
                slots = all_slots[ev] = {}
                group.hashes[ev] = {}
            hashes = group.hashes[ev]
            for key, value in scores.items():
                buf = slots.get(key, _UNSEEN)
                if buf is _UNSEEN:
                    buf = self._open_slot(ev, key, slots, hashes)
                if buf is not None:
                    buf.append(value)
                    hashes[key].append(h)
                    if cluster is not None:
                        group.clusters.setdefault((ev, key), array("q")).append(cluster)
            if ev in self._aggregations:
                aggs = self._aggregations[ev]
                if aggs:
                    self._accumulate(group, ev, aggs, scores, row["details"].get(ev, {}), h)

    @staticmethod
    def _accumulate(group: _Group, ev: str, aggs: Sequence[Aggregation], scores: Any, details: Any, h: int) -> None:
        for agg in aggs:
            slot = group.accumulators.get((ev, agg.key))
            if slot is None:
                slot = group.accumulators[(ev, agg.key)] = (agg, agg.accumulator())
            if (ev, agg.key) in group.failed:
                continue
            try:
                if getattr(slot[1], "keyed", False):
                    slot[1].add(scores, details, key=h)  # type: ignore[call-arg]
                else:
                    slot[1].add(scores, details)
            except Exception as exc:  # that summary line reports it; the run and the others go on
                group.failed[(ev, agg.key)] = _failure(exc)

    def _fold_samples(self, group: _Group, row: Row) -> None:
        """Fold a row of a run with reducers: keep each example's values with their epochs."""
        example = row.get("id")
        if example is None:
            example = ("#", row["index"])
        group.examples.add(example)
        epoch = row.get("epoch") or 0
        all_slots = group.slots
        for ev, scores in row["scores"].items():
            slots = all_slots.get(ev)
            if slots is None:
                slots = all_slots[ev] = {}
            for key, value in scores.items():
                buf = slots.get(key, _UNSEEN)
                if buf is _UNSEEN:
                    buf = slots[key] = {} if self._averaged(ev, key) else None
                if buf is not None:
                    samples = buf.get(example)
                    if samples is None:
                        buf[example] = [epoch, value]  # flat: epoch, value, epoch, value, ...
                    else:
                        samples.append(epoch)
                        samples.append(value)
            aggs = self._aggregations.get(ev)
            if aggs:
                h = example_key_hash(example)
                self._accumulate(group, ev, aggs, scores, row["details"].get(ev, {}), h)

    @staticmethod
    def _in_epoch_order(samples: list[Any]) -> list[float]:
        epochs = samples[0::2]
        values: list[float] = samples[1::2]
        if all(a <= b for a, b in itertools.pairwise(epochs)):
            return values
        return [v for _, v in sorted(zip(epochs, values, strict=True), key=lambda p: p[0])]

    def _reduced_entries(self, group: _Group) -> list[tuple[str, str, AggregateResult, str, dict[str, Any] | None]]:
        from ._intervals import refine_mean_result
        from ._stats import mean_stats

        assert self.reducers is not None
        entries: list[tuple[str, str, AggregateResult, str, dict[str, Any] | None]] = []
        for ev, slots in group.slots.items():
            for key, by_example in slots.items():
                if by_example is None:
                    continue
                # Scores repeat (0/1 keys over 10 epochs have few distinct patterns): reduce each
                # distinct tuple of values once.
                per_example = [tuple(self._in_epoch_order(samples)) for samples in by_example.values()]
                example_hashes = [example_key_hash(e) for e in by_example]
                for reducer in self.reducers:
                    reduced = array("d")
                    hashes = array("Q")
                    memo: dict[tuple[float, ...], float | None] = {}
                    for values, h in zip(per_example, example_hashes, strict=True):
                        value = memo.get(values, _UNSEEN)
                        if value is _UNSEEN:
                            value = memo[values] = reducer(values)
                        if value is not None:
                            reduced.append(float(value))
                            hashes.append(h)
                    res = mean_stats(reduced, seed=self.seed, resamples=self.resamples, keys=hashes)
                    # Wilson applies to reduced 0/1 values; clusters are not tracked per example here.
                    res = refine_mean_result(res, reduced, None, interval=self.interval)
                    entries.append((ev, key, res, reducer.name, {"samples": sum(map(len, per_example))}))
        return entries

    def group_rows(self) -> dict[tuple[str, str], int]:
        """Rows seen per (system, dataset)."""
        return {(k[0], k[1]): g.rows for k, g in self._groups.items() if k[2] is None}

    def build(self) -> Summary:
        """Compute the summary (means, stderr, bootstrap CIs, declared aggregations)."""
        from ._intervals import refine_mean_result
        from ._stats import mean_stats_many

        out: list[SummaryRow] = []
        n_rows: dict[tuple[str, str], int] = {}
        n_errors: dict[tuple[str, str], int] = {}
        keys = sorted(self._groups, key=lambda k: (k[0], k[1], k[2] is not None, str(k[2])))
        for gkey in keys:
            system, dataset, category = gkey
            group = self._groups[gkey]
            if category is None:
                n_rows[(system, dataset)] = group.rows
                n_errors[(system, dataset)] = group.errors
            entries: list[tuple[str, str, AggregateResult, str, dict[str, Any] | None]] = []
            if self.reducers is not None:
                entries = self._reduced_entries(group)
            else:
                for ev, slots in group.slots.items():
                    # Keys scored on the same rows share one set of bootstrap weights.
                    same_rows: dict[bytes, list[str]] = {}
                    for key, buf in slots.items():
                        if buf is not None:
                            same_rows.setdefault(group.hashes[ev][key].tobytes(), []).append(key)
                    for names in same_rows.values():
                        results = mean_stats_many(
                            [slots[k] for k in names],
                            seed=self.seed,
                            resamples=self.resamples,
                            keys=group.hashes[ev][names[0]],
                        )
                        for k, res in zip(names, results, strict=True):
                            res = refine_mean_result(res, slots[k], group.clusters.get((ev, k)), interval=self.interval)
                            entries.append((ev, k, res, "mean", None))
            for (ev, key), (agg, acc) in group.accumulators.items():
                problem = group.failed.get((ev, key))
                agg_res = None
                if problem is None:
                    try:
                        agg_res = acc.result(seed=self.seed, resamples=self.resamples)
                    except Exception as exc:
                        problem = _failure(exc)
                if problem is not None:
                    failed = AggregateResult(value=math.nan, n=0)
                    entries.append((ev, key, failed, agg.kind, {"error": problem}))
                elif agg_res is not None:
                    entries.append((ev, key, agg_res, agg.kind, agg_res.extra))
            total = len(group.examples) if self.reducers is not None else group.rows
            for ev, key, res, kind, extra in sorted(entries, key=lambda e: (e[0], e[1])):
                out.append(
                    SummaryRow(
                        system,
                        dataset,
                        ev,
                        key,
                        res.n,
                        res.value,
                        res.stderr,
                        res.ci_low,
                        res.ci_high,
                        res.ci_method,
                        kind,
                        category,
                        (total if kind in self._reducer_names else group.rows) - res.n,
                        extra,
                        res.std,
                        res.bootstrap_se,
                        res.cluster_stderr,
                        res.n_clusters,
                    )
                )
        return Summary(out, n_rows, n_errors, dict(self._error_types))

    def merge(self, other: SummaryBuilder) -> None:
        """Fold in a builder that saw other rows of the same run (another partition or worker).

        Afterwards this builder gives the summary of both sets of rows, whatever the split and
        the order: the bootstrap weights follow example keys, sums and counts add up.
        """
        for evaluator in other._declared - self._declared:
            self.declare(evaluator, ())
        for ev, aggs in other._aggregations.items():
            if ev not in self._aggregations:
                self._aggregations[ev] = aggs
                self._replaced[ev] = other._replaced[ev]
        for etype, count in other._error_types.items():
            self._error_types[etype] = self._error_types.get(etype, 0) + count
        # Cluster codes are per builder: translate theirs through the labels.
        their_labels = {code: label for label, code in other._cluster_ids.items()}
        recode = {
            code: self._cluster_ids.setdefault(label, len(self._cluster_ids)) for code, label in their_labels.items()
        }
        for gkey, theirs in other._groups.items():
            mine = self._group(gkey)
            for ckey, codes in theirs.clusters.items():
                mine.clusters.setdefault(ckey, array("q")).extend(recode[c] for c in codes)
            mine.rows += theirs.rows
            mine.errors += theirs.errors
            for failed_key, problem in theirs.failed.items():
                mine.failed.setdefault(failed_key, problem)
            mine.examples |= theirs.examples
            for ev, their_slots in theirs.slots.items():
                slots = mine.slots.setdefault(ev, {})
                hashes = mine.hashes.setdefault(ev, {})
                for key, buf in their_slots.items():
                    if buf is None:
                        slots.setdefault(key, None)
                    elif self.reducers is not None:
                        by_example = slots.setdefault(key, {})
                        for example, samples in buf.items():
                            by_example.setdefault(example, []).extend(samples)
                    elif slots.get(key) is None:
                        slots[key] = array("d", buf)
                        hashes[key] = array("Q", theirs.hashes[ev][key])
                    else:
                        slots[key].extend(buf)
                        hashes[key].extend(theirs.hashes[ev][key])
            for akey, (agg, acc) in theirs.accumulators.items():
                slot = mine.accumulators.get(akey)
                if slot is None:
                    mine.accumulators[akey] = (agg, agg.accumulator())
                    slot = mine.accumulators[akey]
                slot[1].merge(acc)


def _example_key(row: Row) -> Any:
    """What identifies a row's example for the bootstrap: its ``id``, else its input position."""
    example = row.get("id")
    return ("#", row["index"]) if example is None else example


class RowSink:
    """Where finished rows go: memory, an atomically written JSONL file, the summary."""

    def __init__(self, builder: SummaryBuilder, *, output: str | Path | None, keep_rows: bool) -> None:
        self.builder = builder
        self.keep_rows = keep_rows
        self.rows: list[Row] = []
        self.output = Path(output) if output is not None else None
        self._fh: Any = None
        self._tmp: str | None = None
        self.count = 0
        self.analysis: Any = None  # a scorewire.failures.FailureAnalysis, given by the runner
        if self.output is not None:
            self.output.parent.mkdir(parents=True, exist_ok=True)
            fd, self._tmp = tempfile.mkstemp(prefix=f".{self.output.name}.", suffix=".partial", dir=self.output.parent)
            _readable(fd)
            self._fh = os.fdopen(fd, "w", encoding="utf-8")

    def emit(
        self,
        row: Row,
        example: Row | None = None,
        example_json: str | None = None,
        scores_json: str | None = None,
        details_json: str | None = None,
    ) -> None:
        """Take one finished row; ``example``/``example_json`` (the row's input, already encoded)
        let the results line reuse that text instead of encoding the input fields again."""
        if self.analysis is not None:
            self.analysis.add(row)
        self.builder.add(row)
        self.count += 1
        if self._fh is not None:
            line = None
            if example_json is not None and example is not None:
                try:
                    line = _row_line(row, example, example_json, scores_json, details_json)
                except (TypeError, ValueError, RecursionError):
                    line = None  # NaN or a cycle in the details: dumps_row rewrites them
            self._fh.write(line if line is not None else dumps_row(row))
            self._fh.write("\n")
        if self.keep_rows:
            self.rows.append(row)

    def emit_many(self, rows: Sequence[Row]) -> None:
        """Take finished rows in order (what :meth:`emit` does for each, batched)."""
        if self._fh is not None:
            for row in rows:
                self.emit(row)
            return
        if self.analysis is not None:
            self.analysis.add_many(rows)
        self.builder.add_many(rows)
        self.count += len(rows)
        if self.keep_rows:
            self.rows.extend(rows)

    def emit_encoded(
        self,
        rows: Sequence[Row],
        examples: Sequence[Row],
        example_texts: Sequence[str],
        scores_texts: Sequence[str],
        details_texts: Sequence[str],
    ) -> None:
        """:meth:`emit` of many rows in order, each with its example and the JSON texts of its
        example, scores and details; the result lines are written in one call."""
        if self.analysis is not None:
            self.analysis.add_many(rows)
        self.builder.add_many(rows)
        self.count += len(rows)
        if self._fh is not None:
            from ._rowlines import chunk_lines

            lines = chunk_lines(rows, examples, example_texts, scores_texts, details_texts, _line_of)
            lines.append("")
            self._fh.write("\n".join(lines))
        if self.keep_rows:
            self.rows.extend(rows)

    def commit(self) -> None:
        """Publish the output file (rename over the target) once the run completed."""
        if self._fh is not None and self._tmp is not None and self.output is not None:
            self._fh.flush()
            os.fsync(self._fh.fileno())
            self._fh.close()
            os.replace(self._tmp, self.output)
            self._fh = self._tmp = None

    def abort(self) -> None:
        """Drop the partial output: an interrupted run leaves no half-written file."""
        if self._fh is not None:
            self._fh.close()
        if self._tmp is not None:
            try:
                os.unlink(self._tmp)
            except FileNotFoundError:
                pass
        self._fh = self._tmp = None


_encode_row = fast_encoder(json_default)
_encode_str = _json_encoder.encode_basestring  # ensure_ascii=False, like _encode_row
_KEY_TEXT: dict[str, str] = {}  # '"key":' of the row keys seen, so each is encoded once


def _row_line(
    row: Row,
    example: Row,
    example_json: str,
    scores_json: str | None = None,
    details_json: str | None = None,
) -> str | None:
    """The row's JSON line as the example's JSON plus the row's own keys (None if they clash).

    ``scores_json``/``details_json`` are the row's scores and details already encoded.
    """
    parts = []
    key_texts = _KEY_TEXT
    for key, value in row.items():
        if key in example:
            if example[key] is value:
                continue
            return None
        if key == "scores" and scores_json is not None:
            text = scores_json
        elif key == "details" and details_json is not None:
            text = details_json
        elif value is None:
            text = "null"
        elif value.__class__ is int:
            text = str(value)
        elif value.__class__ is str:
            text = _encode_str(value)
        elif value.__class__ is list and not value:
            text = "[]"
        else:
            text = _encode_row(value)
        prefix = key_texts.get(key)
        if prefix is None:
            prefix = _encode_row(key) + ":"
            if len(key_texts) < 1024:
                key_texts[key] = prefix
        parts.append(prefix + text)
    if not parts:
        return example_json
    tail = ",".join(parts)
    if example_json == "{}":
        return "{" + tail + "}"
    return example_json[:-1] + "," + tail + "}"


def _line_of(row: Row, example: Row, example_json: str, scores_json: str, details_json: str) -> str:
    """The row's result line: :func:`_row_line`, else the row encoded as it is."""
    try:
        line = _row_line(row, example, example_json, scores_json, details_json)
    except (TypeError, ValueError, RecursionError):
        line = None  # NaN or a cycle in the details: dumps_row rewrites them
    return line if line is not None else dumps_row(row)


def _readable(fd: int) -> None:
    """Give a result file the usual permissions (0666 minus the umask), not mkstemp's 0600."""
    mask = os.umask(0o022)
    os.umask(mask)
    os.fchmod(fd, 0o666 & ~mask)


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` via a temporary file and a rename."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".partial", dir=p.parent)
    _readable(fd)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def iter_jsonl_rows(path: Path) -> Iterator[Row]:
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield json.loads(line)


class EvalResult:
    """What :func:`scorewire.evaluate` returns.

    ``rows`` holds one record per (system, example) with ``response``,
    ``scores`` (per evaluator), ``details`` (per evaluator), ``errors`` and
    ``latency``. When the run streamed to an ``output`` file without keeping
    rows in memory, ``rows`` reads them back from that file.
    """

    def __init__(
        self,
        *,
        rows: list[Row] | None,
        output: Path | None,
        builder: SummaryBuilder,
        metadata: dict[str, Any],
    ) -> None:
        self._rows = rows
        self.output = output
        self._builder = builder
        self._summary: Summary | None = None
        self.metadata = metadata
        self.failure_analysis: Any = None  # scorewire.failures.FailureAnalysis of the run

    @property
    def rows(self) -> Sequence[Row] | Iterable[Row]:
        """The per-row records (a list, or a lazy reader of the output file)."""
        if self._rows is not None:
            return self._rows
        if self.output is not None:
            return iter_jsonl_rows(self.output)
        return []

    def summary(self) -> Summary:
        """Per system x dataset x score: mean (or declared aggregate), stderr, 95% CI, n."""
        if self._summary is None:
            self._summary = self._builder.build()
        return self._summary

    def errors(self) -> list[Row]:
        """The rows that recorded at least one error."""
        return [r for r in self.rows if r["errors"]]

    def to_jsonl(self, path: str | Path) -> None:
        """Write the rows, one JSON object a line (atomically)."""
        text = "".join(dumps_row(r) + "\n" for r in self.rows)
        write_text_atomic(path, text)

    def to_json(self, path: str | Path | None = None, *, include_rows: bool = True) -> str:
        """The metadata, summary and (optionally) rows as one JSON document; written to ``path`` if given."""
        doc: dict[str, Any] = {"metadata": self.metadata, "summary": self.summary().to_dicts()}
        if include_rows:
            doc["rows"] = list(self.rows)
        text = dumps_strict(doc, ensure_ascii=False, indent=2)
        if path is not None:
            write_text_atomic(path, text)
        return text

    def to_markdown(self) -> str:
        """The summary as a Markdown table."""
        return self.summary().to_markdown()

    def to_html(self, path: str | Path, *, name: str = "run", max_rows: int = 20_000) -> Path:
        """Write the self-contained offline HTML report of this result to ``path`` (see ``scorewire report``)."""
        from ._report import write_result_report

        return write_result_report(self, path, name=name, max_rows=max_rows)

    def to_pandas(self) -> Any:
        """The rows as a pandas DataFrame with ``evaluator.key`` score columns (needs pandas)."""
        try:
            import pandas as pd
        except ImportError as exc:
            raise ImportError("to_pandas() needs pandas: pip install 'scorewire[pandas]'") from exc
        flat = []
        for r in self.rows:
            rec = {k: v for k, v in r.items() if k not in ("scores", "details")}
            for ev, scores in r["scores"].items():
                for key, value in scores.items():
                    rec[f"{ev}.{key}"] = value
            rec["details"] = r["details"]
            flat.append(rec)
        return pd.DataFrame(flat)

    def __repr__(self) -> str:
        return f"<EvalResult {self.metadata.get('rows', '?')} rows, systems={self.metadata.get('systems')}>"
