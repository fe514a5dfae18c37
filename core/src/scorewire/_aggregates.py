"""Aggregations an evaluator can declare for keys that are not plain means.

An evaluator lists them in its ``aggregations`` attribute; the core feeds them
every row's scores and details as the run streams, and puts their results in
the summary. Every accumulator keeps O(1) state per row at most (per-row
numbers for the bootstrap), never whole rows, and can ``merge`` another
accumulator of the same aggregation: partial results computed on different
partitions of the rows (different workers of a Ray run) combine into the result
of the whole, whatever the split and the order.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass
class AggregateResult:
    """What an aggregation reports for one group of rows."""

    value: float
    n: int
    stderr: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    ci_method: str | None = None
    extra: dict[str, Any] | None = None
    std: float | None = None
    bootstrap_se: float | None = None
    cluster_stderr: float | None = None
    n_clusters: int | None = None


class Accumulator(Protocol):
    """Receives one row at a time; returns the aggregate at the end."""

    def add(self, scores: Mapping[str, float], details: Mapping[str, Any]) -> None: ...

    def result(self, *, seed: int, resamples: int) -> AggregateResult | None: ...

    def merge(self, other: Accumulator) -> None:
        """Fold in ``other`` (same aggregation, other rows): afterwards ``self`` is as if it had seen both."""
        ...


class Aggregation(Protocol):
    """A declared aggregation. ``key`` is the summary key it reports under.

    When ``key`` equals a score key, the aggregation replaces that key's mean.
    """

    key: str
    kind: str

    def accumulator(self) -> Accumulator: ...


@dataclass(frozen=True)
class RatioOfSums:
    """``sum(numerator) / sum(denominator)`` over rows (e.g. IFEval instruction accuracy).

    The bootstrap CI resamples rows, keeping each row's pair together.
    """

    key: str
    numerator: str
    denominator: str
    kind: str = "ratio_of_sums"

    def accumulator(self) -> Accumulator:
        return _RatioAccumulator(self)


class _RatioAccumulator:
    def __init__(self, spec: RatioOfSums) -> None:
        self.spec = spec
        self.num = array("d")
        self.den = array("d")
        self.keys = array("Q")

    # The summary builder passes each row's example-key hash, so the bootstrap weights follow
    # examples, not positions.
    keyed = True

    def add(self, scores: Mapping[str, float], details: Mapping[str, Any], key: int = 0) -> None:
        if self.spec.numerator in scores and self.spec.denominator in scores:
            self.num.append(float(scores[self.spec.numerator]))
            self.den.append(float(scores[self.spec.denominator]))
            self.keys.append(key)

    def merge(self, other: Accumulator) -> None:
        assert isinstance(other, _RatioAccumulator)
        self.num.extend(other.num)
        self.den.extend(other.den)
        self.keys.extend(other.keys)

    def result(self, *, seed: int, resamples: int) -> AggregateResult | None:
        if not self.num:
            return None
        from ._stats import ratio_of_sums_stats

        return ratio_of_sums_stats(self.num, self.den, seed=seed, resamples=resamples, keys=self.keys)


@dataclass(frozen=True)
class CorpusScore:
    """A corpus-level score computed from summed per-row sufficient statistics.

    ``statistics`` are score keys (by convention starting with ``_``) that are
    summed over rows; ``compute`` turns the sums into the corpus score. This is
    how corpus BLEU and chrF equal sacrebleu's ``corpus_score``.
    """

    key: str
    statistics: tuple[str, ...]
    compute: Callable[[Mapping[str, float]], float]
    kind: str = "corpus"

    def accumulator(self) -> Accumulator:
        return _CorpusAccumulator(self)


class _CorpusAccumulator:
    def __init__(self, spec: CorpusScore) -> None:
        self.spec = spec
        self.sums = dict.fromkeys(spec.statistics, 0.0)
        self.n = 0

    def add(self, scores: Mapping[str, float], details: Mapping[str, Any]) -> None:
        if not all(k in scores for k in self.spec.statistics):
            return
        for k in self.spec.statistics:
            self.sums[k] += float(scores[k])
        self.n += 1

    def merge(self, other: Accumulator) -> None:
        assert isinstance(other, _CorpusAccumulator)
        for k, v in other.sums.items():
            self.sums[k] += v
        self.n += other.n

    def result(self, *, seed: int, resamples: int) -> AggregateResult | None:
        if not self.n:
            return None
        return AggregateResult(float(self.spec.compute(dict(self.sums))), self.n, extra={"sums": dict(self.sums)})


@dataclass(frozen=True)
class LabelReport:
    """Macro-F1 over labels plus a confusion matrix, from labels in row details.

    Macro-F1 averages per-label F1 over every label that is declared, appears as
    gold, or is predicted (scikit-learn's ``f1_score(average="macro")`` over the
    union of true and predicted labels). An unparsed prediction is not a label of
    its own; it is a miss for the gold label.

    :param gold: details key holding the gold label.
    :param predicted: details key holding the predicted label (None = unparsed).
    :param labels: the label set; labels seen in the data are added.
    """

    key: str = "macro_f1"
    gold: str = "gold_label"
    predicted: str = "predicted_label"
    labels: Sequence[str] = ()
    kind: str = "label_report"

    def accumulator(self) -> Accumulator:
        return _LabelAccumulator(self)


UNPARSED = "(unparsed)"


class _LabelAccumulator:
    def __init__(self, spec: LabelReport) -> None:
        self.spec = spec
        self.counts: dict[tuple[str, str], int] = {}
        self.n = 0

    def add(self, scores: Mapping[str, float], details: Mapping[str, Any]) -> None:
        gold = details.get(self.spec.gold)
        if gold is None:
            return
        pred = details.get(self.spec.predicted)
        pair = (str(gold), UNPARSED if pred is None else str(pred))
        self.counts[pair] = self.counts.get(pair, 0) + 1
        self.n += 1

    def merge(self, other: Accumulator) -> None:
        assert isinstance(other, _LabelAccumulator)
        for pair, count in other.counts.items():
            self.counts[pair] = self.counts.get(pair, 0) + count
        self.n += other.n

    def result(self, *, seed: int, resamples: int) -> AggregateResult | None:
        if not self.n:
            return None
        # Like scikit-learn's macro average: every label that is declared, gold, or predicted
        # counts. "(unparsed)" is not a label: it only costs the gold label a false negative.
        seen = {g for g, _ in self.counts} | {p for _, p in self.counts if p != UNPARSED}
        labels = list(dict.fromkeys([*self.spec.labels, *sorted(seen)]))
        f1s = []
        for label in labels:
            tp = self.counts.get((label, label), 0)
            fp = sum(c for (g, p), c in self.counts.items() if p == label and g != label)
            fn = sum(c for (g, p), c in self.counts.items() if g == label and p != label)
            denom = 2 * tp + fp + fn
            f1s.append(2 * tp / denom if denom else 0.0)
        predicted = list(dict.fromkeys([*labels, *sorted({p for _, p in self.counts})]))
        matrix = {g: {p: self.counts.get((g, p), 0) for p in predicted} for g in labels}
        return AggregateResult(
            sum(f1s) / len(f1s),
            self.n,
            extra={"per_label_f1": dict(zip(labels, f1s, strict=True)), "confusion_matrix": matrix},
        )


@dataclass(frozen=True)
class Metric:
    """A user-defined aggregation of one score key: ``function(values) -> float``.

    The simplest way to report a statistic the built-ins do not have, without a
    plugin::

        import statistics
        from scorewire import Metric, evaluate

        result = evaluate(dataset="qa.jsonl", metrics={"answer_quality": [Metric("f1_median", "f1", statistics.median)]})
        result.summary().get("f1_median", aggregation="metric")

    :param key: the summary key it reports under (a new name keeps the key's
        mean; the score key's own name replaces it).
    :param over: the score key whose per-row values are collected.
    :param function: called once per summary group with the list of values.
    """

    key: str
    over: str
    function: Callable[[list[float]], float]
    kind: str = "metric"

    def accumulator(self) -> Accumulator:
        return _MetricAccumulator(self)


class _MetricAccumulator:
    def __init__(self, spec: Metric) -> None:
        self.spec = spec
        self.values = array("d")

    def add(self, scores: Mapping[str, float], details: Mapping[str, Any]) -> None:
        value = scores.get(self.spec.over)
        if value is not None:
            self.values.append(float(value))

    def merge(self, other: Accumulator) -> None:
        assert isinstance(other, _MetricAccumulator)
        self.values.extend(other.values)

    def result(self, *, seed: int, resamples: int) -> AggregateResult | None:
        if not self.values:
            return None
        return AggregateResult(float(self.spec.function(list(self.values))), len(self.values))
