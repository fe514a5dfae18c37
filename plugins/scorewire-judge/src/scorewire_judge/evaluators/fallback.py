"""``judge_fallback``: rule-based scoring first, a judge only for the rows the rules could not parse.

NeMo Evaluator marks such rows ``needs_judge`` and starts them at 0.0 (so a judge
failure stays a silent 0). Here the deterministic evaluator (``primary``) scores every
row; a row whose details say ``failure == "format_error"`` (or whose ``extracted`` is
None, for evaluators that do not yet set ``failure``) is sent to a judge evaluator
(``judge``, default ``judge_grade``). When the judge gives a verdict, the primary's score
keys take the judge's correctness (``grade_correct`` by default, ``judge_key``) and the
row records ``details["fallback"] = "judge"`` with the judge's own details. When the
judge fails too, the primary's scores stay as they were and the judge's failure reason
is recorded (``details["fallback"] = "judge_failed"``).
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping
from typing import Any

from scorewire import Configurable, Scores, option


class JudgeFallback(Configurable):
    """A deterministic evaluator with a judge behind it for its unparseable rows."""

    name = "judge_fallback"
    version = "1"
    uses_judge = True

    primary: Any = option(doc="Evaluator name or instance (e.g. math_equivalence).")
    judge: Any = option("judge_grade", "Judge evaluator name or instance.")
    primary_options: Mapping[str, Any] | None = option(None, "Options of the primary evaluator (when given by name).")
    judge_options: Mapping[str, Any] | None = option(None, "Options of the judge (base_url, model, ...).")
    judge_key: str = option("grade_correct", "The judge score that replaces the primary's keys.")
    keys: tuple[str, ...] | None = option(None, "Which primary score keys are replaced (None: every non-_ key).")
    failures: frozenset[str] = option(
        frozenset({"format_error"}), "details['failure'] values that send a row to the judge."
    )
    base_url: str | None = option(None, "Default endpoint of the judge (--judge-url).")
    model: str | None = option(None, "Default model of the judge.")
    api_key_env: str | None = option(None, "Default API-key variable of the judge.")
    cache: Any = option(None, "Default cache of the judge.")

    def __post_init__(self) -> None:
        from scorewire import get_evaluator

        primary, judge = self.primary, self.judge
        self.primary = (
            get_evaluator(primary, **dict(self.primary_options or {})) if isinstance(primary, str) else primary
        )
        jopts = dict(self.judge_options or {})
        for k, v in (
            ("base_url", self.base_url),
            ("model", self.model),
            ("api_key_env", self.api_key_env),
            ("cache", self.cache),
        ):
            if v is not None:
                jopts.setdefault(k, v)
        self.judge = get_evaluator(judge, **jopts) if isinstance(judge, str) else judge
        self.required_fields = tuple(getattr(self.primary, "required_fields", ()) or ())
        self.aggregations = tuple(getattr(self.primary, "aggregations", ()) or ())

    def needs_judge(self, details: Mapping[str, Any]) -> bool:
        """Whether the primary's row details call for the judge."""
        return details.get("failure") in self.failures or ("extracted" in details and details["extracted"] is None)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Synchronous :meth:`ascore`."""
        import asyncio

        return asyncio.run(self.ascore(original, processed))

    async def ascore(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score with the primary; ask the judge only when the primary could not parse the answer."""
        if inspect.iscoroutinefunction(getattr(self.primary, "ascore", None)):
            first = await self.primary.ascore(original, processed)
        else:
            first = self.primary.score(original, processed)
        details = dict(getattr(first, "details", {}) or {})
        scores = dict(first)
        if not self.needs_judge(details):
            return Scores(scores, details=details)
        verdict = await self.judge.ascore(original, processed)
        jdetails = dict(getattr(verdict, "details", {}) or {})
        details["judge"] = jdetails
        for k, v in verdict.items():
            if k.startswith("_judge_"):
                scores[k] = v
        if self.judge_key not in verdict:
            details["fallback"] = "judge_failed"
            return Scores(scores, details=details)
        targets = self.keys if self.keys is not None else [k for k in scores if not k.startswith("_")]
        for k in targets:
            scores[k] = float(verdict[self.judge_key])
        details["fallback"] = "judge"
        details["rule_failure"] = details.pop("failure", None)
        details["method"] = "judge_fallback"
        details["fallback_judge"] = getattr(self.judge, "name", "judge")
        return Scores(scores, details=details)

    async def aclose(self) -> None:
        """Close the judge's connection pool."""
        close = getattr(self.judge, "aclose", None)
        if close is not None:
            await close()
