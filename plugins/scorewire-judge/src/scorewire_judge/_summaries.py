"""The judge evaluators' own summary entries: AlpacaEval's leaderboard row, HealthBench's clipped mean.

Imported when an evaluator is built (its ``aggregations``), not when plugins are discovered.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scorewire import AggregateResult


@dataclass(frozen=True)
class AlpacaLeaderboard:
    """The AlpacaEval leaderboard row over ``win_rate`` / ``discrete_win`` / lengths (percent)."""

    key: str = "alpaca_eval_win_rate"
    kind: str = "alpaca_eval"

    def accumulator(self) -> _LeaderboardAccumulator:
        return _LeaderboardAccumulator()


class _LeaderboardAccumulator:
    def __init__(self) -> None:
        self.win = array("d")
        self.discrete = array("d")
        self.lengths = array("d")

    def add(self, scores: Mapping[str, float], details: Mapping[str, Any]) -> None:
        if "win_rate" in scores:
            self.win.append(scores["win_rate"])
            self.discrete.append(scores["discrete_win"])
            self.lengths.append(scores.get("_len_system", 0.0))

    def result(self, *, seed: int, resamples: int) -> AggregateResult | None:
        n = len(self.win)
        if not n:
            return None
        mean = math.fsum(self.win) / n
        se = math.sqrt(math.fsum((x - mean) ** 2 for x in self.win) / (n - 1) / n) if n > 1 else None
        extra = {
            "standard_error": None if se is None else 100 * se,
            "n_wins": sum(1 for x in self.win if x > 0.5),
            "n_wins_base": sum(1 for x in self.win if x < 0.5),
            "n_draws": sum(1 for x in self.win if x == 0.5),
            "n_total": n,
            "discrete_win_rate": 100 * math.fsum(self.discrete) / n,
            "avg_length": int(math.fsum(self.lengths) / n),
        }
        return AggregateResult(100 * mean, n, None if se is None else 100 * se, extra=extra)


@dataclass(frozen=True)
class ClippedMean:
    """Mean of a per-row key clipped to [0, 1], with a seeded bootstrap std (HealthBench's summary)."""

    key: str = "rubric_points_clipped"
    source: str = "rubric_points"
    kind: str = "clipped_mean"

    def accumulator(self) -> _ClippedAccumulator:
        return _ClippedAccumulator(self.source)


class _ClippedAccumulator:
    def __init__(self, source: str) -> None:
        self.source = source
        self.values = array("d")

    def add(self, scores: Mapping[str, float], details: Mapping[str, Any]) -> None:
        if self.source in scores:
            self.values.append(scores[self.source])

    def result(self, *, seed: int, resamples: int) -> AggregateResult | None:
        if not self.values:
            return None
        import numpy as np

        x = np.asarray(self.values, dtype=np.float64)
        mean = float(np.clip(x.mean(), 0.0, 1.0))
        rng = np.random.default_rng(seed)
        n_boot = max(resamples, 1)
        boots = np.clip(x[rng.integers(0, len(x), size=(n_boot, len(x)))].mean(axis=1), 0.0, 1.0)
        lo, hi = np.percentile(boots, [2.5, 97.5])
        return AggregateResult(
            mean,
            len(x),
            float(boots.std()),
            float(lo),
            float(hi),
            "bootstrap",
            extra={"bootstrap_std": float(boots.std())},
        )
