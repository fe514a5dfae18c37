"""``judge_panel``: several judges, one verdict — majority vote or mean, and every judge's own keys.

Each judge is a full sub-evaluation (its own endpoint, retries, swaps). Categorical
evaluators (``judge_grade``, ``judge_pairwise``, ``judge_simpleqa``) are reduced by majority
vote on their main key; numeric ones (``judge_rating``, ``judge_rubric``, ``geval``) by the
mean of each score key. A failed judge is excluded from the vote and counted
(``details["panel"]["failed"]``). Ties and too few valid votes (below ``quorum``, default a
majority of the judges) follow ``tie_break``: ``"unscored"`` (default, reason
``panel_no_quorum``), ``"first"`` (the earliest judge in list order among the tied values,
as Inspect's ``mode`` reducer does) or ``"mean"``.

Per-judge keys are ``<key>@<judge>`` (judge names default to ``j1``, ``j2``…); ``panel_unanimous``
is 1 when every judge gave a verdict and all agree. The summary's ``panel_agreement`` is
the share of unanimous rows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from scorewire import Configurable, EvaluatorOptionError, Scores, option

from .._base import base_aggregations
from .._failures import failed_scores

CATEGORICAL = {"judge_grade": "grade", "judge_pairwise": "win", "judge_simpleqa": "is_correct"}


def _classes() -> dict[str, type]:
    from .alpaca import AlpacaEval
    from .geval import GEval
    from .grade import JudgeGrade
    from .pairwise import JudgePairwise
    from .rating import JudgeRating
    from .rubric import JudgeRubric
    from .simpleqa import JudgeSimpleQA

    return {c.name: c for c in (JudgeGrade, JudgeRating, JudgePairwise, JudgeSimpleQA, JudgeRubric, GEval, AlpacaEval)}


def _judges_problem(value: Sequence[Any]) -> str | None:
    return None if value else "is empty; give one options dict per judge"


class JudgePanel(Configurable):
    """A panel of judges over one judge evaluator."""

    name = "judge_panel"
    version = "1"
    uses_judge = True

    judges: Sequence[Any] = option(
        doc="One options dict per judge (base_url, model, api_key_env..., and optionally name), "
        "or ready evaluator instances.",
        check=_judges_problem,
    )
    evaluator: str = option("judge_grade", "The judge evaluator every judge runs.")
    options: Mapping[str, Any] | None = option(None, "Options shared by every judge (template, partial_credit...).")
    tie_break: Literal["unscored", "first", "mean"] = option("unscored", "How a split panel decides.")
    quorum: int | None = option(None, "Least number of valid verdicts (None: a majority of the judges).")
    base_url: str | None = option(None, "Default endpoint of judges that give none (--judge-url).")
    model: str | None = option(None, "Default model name of judges that give none.")
    api_key_env: str | None = option(None, "Default API-key variable of judges that give none.")
    cache: Any = option(None, "Default cache of judges that give none.")

    def __post_init__(self) -> None:
        evaluator, options, quorum = self.evaluator, self.options, self.quorum
        base_url, model, api_key_env, cache = self.base_url, self.model, self.api_key_env, self.cache
        cls = _classes().get(evaluator)
        if cls is None:
            raise EvaluatorOptionError(
                self.name, "evaluator", f"names no judge evaluator: {evaluator!r} (one of {', '.join(_classes())})"
            )
        self.members: list[tuple[str, Any]] = []
        defaults = {
            k: v
            for k, v in (("base_url", base_url), ("model", model), ("api_key_env", api_key_env), ("cache", cache))
            if v is not None
        }
        for i, spec in enumerate(self.judges, 1):
            if isinstance(spec, Mapping):
                spec = {**defaults, **dict(spec)}
                label = str(spec.pop("name", f"j{i}"))
                self.members.append((label, cls(**{**dict(options or {}), **spec})))
            else:
                self.members.append((f"j{i}", spec))
        self._quorum: int = quorum if quorum is not None else len(self.members) // 2 + 1
        self.main_key = CATEGORICAL.get(evaluator)
        from scorewire import RatioOfSums

        self.aggregations = (*base_aggregations(), RatioOfSums("panel_agreement", "panel_unanimous", "_panel_rows"))

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Synchronous :meth:`ascore`."""
        import asyncio

        return asyncio.run(self.ascore(original, processed))

    async def ascore(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Ask every judge, then reduce."""
        import asyncio

        results = await asyncio.gather(*(ev.ascore(original, processed) for _, ev in self.members))
        stats: dict[str, float] = {}
        per_judge: dict[str, Any] = {}
        valid: list[tuple[str, Scores]] = []
        for (label, _), res in zip(self.members, results, strict=True):
            per_judge[label] = res.details
            for k, v in res.items():
                if k.startswith("_judge_") and k not in ("_judge_attempted", "_judge_scored", "_judge_failed"):
                    stats[k] = stats.get(k, 0.0) + v
            if res.get("_judge_scored") == 1.0:
                valid.append((label, res))
        panel = {"judges": per_judge, "failed": len(self.members) - len(valid), "quorum": self._quorum}
        out: dict[str, float] = {}
        for label, res in valid:
            for k, v in res.items():
                if not k.startswith("_"):
                    out[f"{k}@{label}"] = v
        if len(valid) < self._quorum:
            return failed_scores("panel_no_quorum", None, {"panel": panel}, {**stats, **out})
        reduced = self._reduce(valid)
        if reduced is None:
            return failed_scores("panel_no_quorum", None, {"panel": panel, "tie": True}, {**stats, **out})
        out.update(reduced)
        key = self.main_key
        if key:
            values: set[Any] = {res.get(key) for _, res in valid}
        else:
            values = {tuple(sorted((k, v) for k, v in r.items() if not k.startswith("_"))) for _, r in valid}
        unanimous = len(valid) == len(self.members) and len(values) == 1
        out.update(stats)
        out.update({"panel_unanimous": float(unanimous), "_panel_rows": 1.0})
        out.update({"_judge_attempted": 1.0, "_judge_scored": 1.0, "_judge_failed": 0.0})
        return Scores(out, details={"panel": panel})

    def _reduce(self, valid: list[tuple[str, Scores]]) -> dict[str, float] | None:
        public = [{k: v for k, v in r.items() if not k.startswith("_")} for _, r in valid]
        key = self.main_key
        if key is None or (self.tie_break == "mean" and key is not None and self._tied(public, key)):
            keys = set.intersection(*(set(p) for p in public))
            return {k: sum(p[k] for p in public) / len(public) for k in sorted(keys)}
        counts: dict[float, int] = {}
        for p in public:
            counts[p[key]] = counts.get(p[key], 0) + 1  # insertion order = judge order
        best = max(counts.values())
        tied = [v for v, c in counts.items() if c == best]
        if len(tied) > 1 and self.tie_break == "unscored":
            return None
        winner = tied[0]
        chosen = next(p for p in public if p[key] == winner)
        return dict(chosen)

    @staticmethod
    def _tied(public: list[dict[str, float]], key: str) -> bool:
        counts: dict[float, int] = {}
        for p in public:
            counts[p[key]] = counts.get(p[key], 0) + 1
        best = max(counts.values())
        return sum(1 for c in counts.values() if c == best) > 1

    async def aclose(self) -> None:
        """Close every judge's connection pool."""
        for _, ev in self.members:
            await ev.aclose()
