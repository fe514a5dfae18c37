"""Paired comparison of two runs: ``scorewire compare BASE NEW [NEW ...]``.

Rows are paired by example id within each dataset and score key. For each
(dataset, evaluator, key) we report the difference of means NEW - BASE on the
paired examples with a seeded paired-bootstrap CI, a test of "no difference"
(McNemar's exact test when both sides are 0/1, a paired sign-flip permutation
test otherwise) and the minimum detectable effect at 80% power. Examples that
only one run has are counted per dataset; scores that only one side of a pair
has are counted per key. Higher scores are taken to be better.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._intervals import Z95, is_binary, mcnemar_exact, minimum_detectable_effect
from ._rundir import RunFolder, RunFolderError, example_key, open_run

if TYPE_CHECKING:
    import numpy as np

MAX_EXACT_FLIPS = 16  # enumerate all 2^m sign patterns up to m non-zero differences
MAX_DISTINCT_FOR_BINOMIAL = 4096
MAX_PERMUTATION_WORK = 200_000_000


@dataclass
class KeyComparison:
    """NEW vs BASE on one score key of one dataset."""

    dataset: str
    evaluator: str
    key: str
    base_system: str
    new_system: str
    n: int  # paired examples with the key on both sides
    base_mean: float
    new_mean: float
    diff: float
    ci_low: float | None
    ci_high: float | None
    test: str  # "mcnemar_exact", "permutation" (exact or Monte Carlo) or "none"
    p_value: float | None
    mde: float | None
    only_base: int = 0  # paired examples whose score only BASE has
    only_new: int = 0
    discordant: dict[str, int] | None = None  # McNemar's b (base 1, new 0) and c (base 0, new 1)
    regression: bool = False
    improvement: bool = False


@dataclass
class RunComparison:
    """One NEW run against BASE."""

    base: str
    new: str
    keys: list[KeyComparison]
    examples: dict[str, dict[str, int]] = field(default_factory=dict)  # per dataset: paired, only_base, only_new
    alpha: float = 0.05
    min_delta: float = 0.0
    seed: int = 0
    resamples: int = 1000

    @property
    def regressions(self) -> list[KeyComparison]:
        return [k for k in self.keys if k.regression]


@dataclass
class Comparison:
    """BASE against each NEW; :meth:`to_json` is what ``compare.json`` holds."""

    runs: list[RunComparison]

    @property
    def regressed(self) -> bool:
        """True when NEW is significantly worse than BASE on any score of any run."""
        return any(r.regressions for r in self.runs)

    def to_dict(self) -> dict[str, Any]:
        """Plain data (NaN becomes None, so the JSON is strict)."""
        doc: dict[str, Any] = _finite({"comparisons": [asdict(r) for r in self.runs], "regressed": self.regressed})
        return doc

    def to_json(self, path: str | Path | None = None) -> str:
        """The comparison as JSON (written atomically to ``path`` when given)."""
        from ._results import write_text_atomic

        text = json.dumps(self.to_dict(), indent=2, allow_nan=False)
        if path is not None:
            write_text_atomic(path, text + "\n")
        return text

    def to_text(self) -> str:
        """A plain-text table per NEW run, for the terminal."""
        out: list[str] = []
        for run in self.runs:
            out.append(f"BASE {run.base}  vs  NEW {run.new}")
            for ds, counts in sorted(run.examples.items()):
                line = f"  {ds}: {counts['paired']} paired examples"
                if counts["only_base"] or counts["only_new"]:
                    line += f"; only in BASE: {counts['only_base']}, only in NEW: {counts['only_new']} (not compared)"
                out.append(line)
            head = ("dataset", "evaluator", "score", "n", "base", "new", "diff", "95% CI", "test", "p", "MDE", "")
            table = [head]
            for k in run.keys:
                ci = "-" if k.ci_low is None else f"[{k.ci_low:+.4f}, {k.ci_high:+.4f}]"
                flag = "REGRESSION" if k.regression else ("better" if k.improvement else "")
                if k.only_base or k.only_new:
                    flag = (flag + f" (+{k.only_base}/{k.only_new} unpaired)").strip()
                table.append(
                    (
                        k.dataset,
                        k.evaluator,
                        k.key,
                        str(k.n),
                        f"{k.base_mean:.4f}",
                        f"{k.new_mean:.4f}",
                        f"{k.diff:+.4f}",
                        ci,
                        {"mcnemar_exact": "McNemar", "permutation": "perm."}.get(k.test, k.test),
                        "-" if k.p_value is None else f"{k.p_value:.4g}",
                        "-" if k.mde is None else f"{k.mde:.4f}",
                        flag,
                    )
                )
            widths = [max(len(r[i]) for r in table) for i in range(len(head))]
            for r in table:
                out.append("  " + "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip())
            out.append(
                f"  regression = p < {run.alpha:g} and NEW below BASE by at least {run.min_delta:g}; "
                "MDE = smallest difference this sample detects with 80% power at 5%"
            )
            out.append("")
        return "\n".join(out).rstrip() + "\n"


def _finite(obj: Any) -> Any:
    if isinstance(obj, float):
        return obj if math.isfinite(obj) else None
    if isinstance(obj, dict):
        return {k: _finite(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_finite(v) for v in obj]
    return obj


# -- loading ---------------------------------------------------------------------------------------

ScoreTable = dict[tuple[str, str, str], dict[str, float]]  # (dataset, evaluator, key) -> example -> value


def _collect(run: RunFolder) -> tuple[dict[str, ScoreTable], dict[str, dict[str, set[str]]]]:
    """Per system: the score table, and per dataset the set of example keys."""
    tables: dict[str, ScoreTable] = {}
    examples: dict[str, dict[str, set[str]]] = {}
    for row in run.rows():
        system = str(row.get("system", "score-only"))
        dataset = str(row.get("dataset", "unknown"))
        ex = example_key(row)
        examples.setdefault(system, {}).setdefault(dataset, set()).add(ex)
        table = tables.setdefault(system, {})
        for ev, scores in (row.get("scores") or {}).items():
            for key, value in (scores or {}).items():
                if key.startswith("_") or not isinstance(value, (int, float)) or isinstance(value, bool):
                    continue
                table.setdefault((dataset, ev, key), {})[ex] = float(value)
    return tables, examples


def _pair_systems(base: list[str], new: list[str], base_path: Path, new_path: Path) -> list[tuple[str, str]]:
    if len(base) == 1 and len(new) == 1:
        return [(base[0], new[0])]
    common = [s for s in base if s in new]
    if not common:
        raise RunFolderError(
            f"cannot pair systems: {base_path} has {base} and {new_path} has {new}; "
            "compare runs of one system each, or runs that share system names"
        )
    return [(s, s) for s in common]


# -- statistics ------------------------------------------------------------------------------------


def paired_permutation_pvalue(d: np.ndarray, *, seed: int = 0, resamples: int = 10_000) -> float:
    """Two-sided p-value of a paired sign-flip permutation test of ``mean(d) == 0``.

    Same definition as ``scipy.stats.permutation_test(..., permutation_type="samples")``
    with the mean difference as statistic: ``min(1, 2 * min(P(T <= t), P(T >= t)))``;
    exact (every sign pattern) up to ``MAX_EXACT_FLIPS`` non-zero differences, otherwise
    ``resamples`` seeded random patterns with the +1 correction.
    """
    import numpy as np

    nz = d[d != 0]
    m = int(nz.size)
    if m == 0:
        return 1.0
    observed = float(nz.sum())
    tol = 1e-12 * float(np.abs(nz).sum())
    rng = np.random.default_rng(seed)
    if m <= MAX_EXACT_FLIPS:
        patterns = ((np.arange(1 << m)[:, None] >> np.arange(m)) & 1) * 2 - 1
        null = patterns @ nz
        adjust, total = 0, null.size
    else:
        mags, counts = np.unique(np.abs(nz), return_counts=True)
        if mags.size <= MAX_DISTINCT_FOR_BINOMIAL:
            # The flipped sum only depends on how many of each magnitude keep their sign.
            kept = rng.binomial(counts, 0.5, size=(resamples, mags.size))
            null = (2 * kept - counts) @ mags
        elif m * resamples <= MAX_PERMUTATION_WORK:
            null = np.empty(resamples)
            chunk = max(1, 20_000_000 // m)
            for start in range(0, resamples, chunk):
                stop = min(resamples, start + chunk)
                signs = rng.integers(0, 2, size=(stop - start, m)) * 2 - 1
                null[start:stop] = signs @ nz
        else:  # normal approximation of the sign-flip distribution: var = sum(d^2)
            z = observed / math.sqrt(float(np.dot(nz, nz)))
            return min(1.0, math.erfc(abs(z) / math.sqrt(2.0)))
        adjust, total = 1, resamples
    less: float = (int(np.count_nonzero(null <= observed + tol)) + adjust) / (total + adjust)
    greater: float = (int(np.count_nonzero(null >= observed - tol)) + adjust) / (total + adjust)
    return min(1.0, 2.0 * min(less, greater))


def compare_key(
    base: np.ndarray,
    new: np.ndarray,
    *,
    seed: int = 0,
    resamples: int = 1000,
    permutations: int = 10_000,
) -> dict[str, Any]:
    """Paired statistics of ``new - base`` (aligned arrays): diff, bootstrap CI, test, p-value, MDE."""
    import numpy as np

    from ._stats import mean_stats

    d = new - base
    n = int(d.size)
    res = mean_stats(d, seed=seed, resamples=resamples)
    out: dict[str, Any] = {
        "n": n,
        "base_mean": float(base.mean()) if n else float("nan"),
        "new_mean": float(new.mean()) if n else float("nan"),
        "diff": float(d.mean()) if n else float("nan"),
        "ci_low": res.ci_low,
        "ci_high": res.ci_high,
        "mde": minimum_detectable_effect(res.stderr),
        "discordant": None,
    }
    if n == 0:
        out.update(test="none", p_value=None)
    elif is_binary(base) and is_binary(new):
        b = int(np.count_nonzero((base == 1) & (new == 0)))
        c = int(np.count_nonzero((base == 0) & (new == 1)))
        out.update(test="mcnemar_exact", p_value=mcnemar_exact(b, c), discordant={"b": b, "c": c})
    else:
        out.update(test="permutation", p_value=paired_permutation_pvalue(d, seed=seed, resamples=permutations))
    if res.ci_low is None and res.stderr is not None:  # resamples=0: normal interval
        out["ci_low"], out["ci_high"] = out["diff"] - Z95 * res.stderr, out["diff"] + Z95 * res.stderr
    return out


def compare_runs(
    base: str | Path | RunFolder,
    new: str | Path | RunFolder | Sequence[str | Path | RunFolder],
    *,
    alpha: float = 0.05,
    min_delta: float = 0.0,
    seed: int = 0,
    resamples: int = 1000,
    permutations: int = 10_000,
) -> Comparison:
    """Compare run folder(s) NEW against BASE, pairing rows by example id per dataset and score key.

    :param alpha: significance level of the regression gate.
    :param min_delta: a regression must also lower the mean by at least this much.
    :param seed: seed of the paired bootstrap and the permutation test.
    :param resamples: bootstrap resamples of the CI of the difference.
    :param permutations: random sign patterns of the permutation test (when not exact).
    """
    import numpy as np

    if not 0 < alpha < 1:
        raise ValueError(f"alpha must be between 0 and 1, not {alpha}")
    if min_delta < 0:
        raise ValueError(f"min_delta must be >= 0, not {min_delta}")
    base_run = base if isinstance(base, RunFolder) else open_run(base)
    news = [new] if isinstance(new, (str, Path, RunFolder)) else list(new)
    if not news:
        raise ValueError("compare needs at least one NEW run")
    base_tables, base_examples = _collect(base_run)
    runs: list[RunComparison] = []
    for item in news:
        new_run = item if isinstance(item, RunFolder) else open_run(item)
        new_tables, new_examples = _collect(new_run)
        pairs = _pair_systems(
            list(base_tables or base_examples), list(new_tables or new_examples), base_run.path, new_run.path
        )
        keys: list[KeyComparison] = []
        examples: dict[str, dict[str, int]] = {}
        for bsys, nsys in pairs:
            bex, nex = base_examples.get(bsys, {}), new_examples.get(nsys, {})
            for ds in sorted(set(bex) | set(nex)):
                b, nw = bex.get(ds, set()), nex.get(ds, set())
                label = ds if len(pairs) == 1 else f"{ds} [{bsys}]"
                examples[label] = {"paired": len(b & nw), "only_base": len(b - nw), "only_new": len(nw - b)}
            bt, nt = base_tables.get(bsys, {}), new_tables.get(nsys, {})
            for ident in sorted(set(bt) | set(nt)):
                ds = ident[0]
                paired = bex.get(ds, set()) & nex.get(ds, set())
                bvals, nvals = bt.get(ident, {}), nt.get(ident, {})
                common = sorted(k for k in paired if k in bvals and k in nvals)
                only_b = sum(1 for k in paired if k in bvals and k not in nvals)
                only_n = sum(1 for k in paired if k in nvals and k not in bvals)
                barr = np.fromiter((bvals[k] for k in common), dtype=np.float64, count=len(common))
                narr = np.fromiter((nvals[k] for k in common), dtype=np.float64, count=len(common))
                stats = compare_key(barr, narr, seed=seed, resamples=resamples, permutations=permutations)
                p = stats["p_value"]
                significant = p is not None and p < alpha
                kc = KeyComparison(
                    dataset=ds,
                    evaluator=ident[1],
                    key=ident[2],
                    base_system=bsys,
                    new_system=nsys,
                    only_base=only_b,
                    only_new=only_n,
                    regression=significant and stats["diff"] < 0 and -stats["diff"] >= min_delta,
                    improvement=significant and stats["diff"] > 0,
                    **stats,
                )
                keys.append(kc)
        runs.append(
            RunComparison(
                base=str(base_run.path),
                new=str(new_run.path),
                keys=keys,
                examples=examples,
                alpha=alpha,
                min_delta=min_delta,
                seed=seed,
                resamples=resamples,
            )
        )
    return Comparison(runs)


def comparison_from_dict(doc: dict[str, Any]) -> Comparison:
    """Rebuild a :class:`Comparison` from ``compare.json``."""
    runs = []
    for r in doc.get("comparisons", []):
        keys = [KeyComparison(**k) for k in r.get("keys", [])]
        runs.append(RunComparison(**{**r, "keys": keys}))
    return Comparison(runs)
