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
from collections.abc import Mapping, Sequence
from typing import Any

from scorewire import Scores


class JudgeFallback:
    """A deterministic evaluator with a judge behind it for its unparseable rows.

    :param primary: evaluator name or instance (e.g. ``"math_equivalence"``).
    :param judge: judge evaluator name or instance (default ``"judge_grade"``).
    :param primary_options: options of the primary evaluator (when given by name).
    :param judge_options: options of the judge (``base_url``, ``model``, ...).
    :param judge_key: the judge score that replaces the primary's keys (``grade_correct``).
    :param keys: which primary score keys are replaced (default: every non-``_`` key).
    :param failures: ``details["failure"]`` values that send a row to the judge.
    """

    name = "judge_fallback"
    version = "1"
    uses_judge = True

    def __init__(
        self,
        *,
        primary: str | Any,
        judge: str | Any = "judge_grade",
        primary_options: Mapping[str, Any] | None = None,
        judge_options: Mapping[str, Any] | None = None,
        judge_key: str = "grade_correct",
        keys: Sequence[str] | None = None,
        failures: Sequence[str] = ("format_error",),
        base_url: str | None = None,
        model: str | None = None,
        api_key_env: str | None = None,
        cache: Any = None,
    ) -> None:
        from scorewire import get_evaluator

        self.primary = get_evaluator(primary, **dict(primary_options or {})) if isinstance(primary, str) else primary
        jopts = dict(judge_options or {})
        for k, v in (("base_url", base_url), ("model", model), ("api_key_env", api_key_env), ("cache", cache)):
            if v is not None:
                jopts.setdefault(k, v)
        self.judge = get_evaluator(judge, **jopts) if isinstance(judge, str) else judge
        self.judge_key = judge_key
        self.keys = tuple(keys) if keys is not None else None
        self.failures = frozenset(failures)
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
        details["method"] = f"judge fallback ({getattr(self.judge, 'name', 'judge')})"
        return Scores(scores, details=details)

    async def aclose(self) -> None:
        """Close the judge's connection pool."""
        close = getattr(self.judge, "aclose", None)
        if close is not None:
            await close()
