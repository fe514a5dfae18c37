"""``judge_rubric``: Prometheus-style rubric grading and HealthBench-style rubric items.

Modes (``mode="auto"`` picks ``healthbench`` when the example has ``rubrics``):

- ``absolute`` (Prometheus ``ABSOLUTE_PROMPT`` shape): the example's ``rubric`` (criteria
  and score descriptions, author-trusted) and optional ``reference``; the reply ends with
  ``[RESULT] N`` (1–5, end-anchored as prometheus-eval's parser after its issue #58).
  Scores ``rubric_score`` and ``rubric_score_norm``.
- ``relative``: response vs ``baseline_output`` by the rubric, ``[RESULT] A|B``, asked in
  both orders (Prometheus asks once; a position swap is what makes a verdict usable).
  Scores ``rubric_win`` (1 / 0 when both orders agree, 0.5 when they disagree) and
  ``inconsistent``.
- ``healthbench`` (openai/simple-evals ``healthbench_eval.py``): one call per rubric item
  ``{"criterion", "points", "tags"}`` asking for ``{"criteria_met": bool}``. ``rubric_points``
  = Σ points of met items / Σ positive points (negative items subtract; unclipped per row
  as upstream), plus ``rubric_points@<tag>`` per item tag. If ANY item has no valid verdict
  the row is unscored: a judge failure is never ``criteria_met = False`` (which would move
  negative items the wrong way). The summary's ``rubric_points_clipped`` is the mean clipped
  to [0, 1] with a seeded bootstrap standard deviation (upstream's is unseeded).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from scorewire import Scores, option

from .._base import JudgeEvaluator, base_aggregations
from .._failures import JudgeFailure

if TYPE_CHECKING:
    from .._client import Ledger

# The parsers, the templates and the summary entry are imported when a judge is built or run:
# plugin discovery imports this module for the evaluator class only.


def _conversation(messages: Any, response: str) -> str:
    if isinstance(messages, str):
        turns = [f"user: {messages}"]
    else:
        turns = [f"{m.get('role')}: {m.get('content')}" for m in messages or []]
    turns.append(f"assistant: {response}")
    return "\n\n".join(turns)


def healthbench_points(items: Sequence[Mapping[str, Any]], met: Sequence[bool]) -> float | None:
    """Σ points of met items / Σ positive points (None when no item has positive points)."""
    positive = sum(float(i["points"]) for i in items if float(i["points"]) > 0)
    if positive <= 0:
        return None
    return sum(float(i["points"]) for i, m in zip(items, met, strict=True) if m) / positive


class JudgeRubric(JudgeEvaluator):
    """Grade ``response`` by a rubric: Prometheus absolute/relative or HealthBench rubric items."""

    name = "judge_rubric"
    version = "1"
    compat_modes = ("prometheus",)
    score_keys = ("rubric_score", "rubric_score_norm", "rubric_win", "rubric_points")

    mode: Literal["auto", "absolute", "relative", "healthbench"] = option(
        "auto", "auto (healthbench when the row has rubrics, else absolute), absolute, relative or healthbench."
    )
    lo: int = option(1, "Lowest absolute score.")
    hi: int = option(5, "Highest absolute score.")

    def __post_init__(self) -> None:
        super().__post_init__()
        from .._summaries import ClippedMean

        self.aggregations = (*base_aggregations(), ClippedMean())

    async def judge(self, original: Mapping[str, Any], processed: Mapping[str, Any], ledger: Ledger) -> Scores:
        import asyncio

        from .._parse import parse_prometheus_absolute, parse_prometheus_relative
        from .._templates import PROMETHEUS_ABSOLUTE, PROMETHEUS_RELATIVE

        mode = self.mode
        if mode == "auto":
            mode = "healthbench" if original.get("rubrics") is not None else "absolute"
        answer = self.text_of(processed, "response", where="system output")
        if mode == "healthbench":
            return await self._healthbench(original, answer, ledger)
        instruction = self.first_text(original, ("instruction", "question", "prompt"))
        rubric = self.text_of(original, "rubric", where="example", hint="the score rubric (criteria and levels)")
        reference = "" if original.get("reference") is None else str(original["reference"])
        if mode == "absolute":
            values = {"instruction": instruction, "answer": answer, "reference": reference, "rubric": rubric}
            messages, counts = PROMETHEUS_ABSOLUTE.render(values, neutralize=self._neutralize)
            reply = await self.endpoint.complete(messages, ledger)
            try:
                value = parse_prometheus_absolute(reply.text, self.lo, self.hi, self.compat)
            except JudgeFailure as exc:
                raise JudgeFailure(exc.reason, reply.text, **exc.extra) from None
            details = {"extracted": value, "judge_text": reply.text, "neutralized": counts}
            norm = (value - self.lo) / (self.hi - self.lo)
            return Scores({"rubric_score": float(value), "rubric_score_norm": norm}, details=details)
        baseline = self.text_of(original, "baseline_output", where="example")
        games = []
        for a, b in ((answer, baseline), (baseline, answer)):
            values = {
                "instruction": instruction,
                "answer_a": a,
                "answer_b": b,
                "reference": reference,
                "rubric": rubric,
            }
            games.append(PROMETHEUS_RELATIVE.render(values, neutralize=self._neutralize)[0])
        replies = await asyncio.gather(*(self.endpoint.complete(m, ledger) for m in games))
        verdicts = []
        for reply in replies:
            try:
                verdicts.append(parse_prometheus_relative(reply.text, self.compat))
            except JudgeFailure as exc:
                raise JudgeFailure("swap_partial_failure", reply.text, failed_reason=exc.reason) from None
        first = verdicts[0] == "A"  # system won with the system shown first
        second = verdicts[1] == "B"  # system won with the system shown second
        win = 1.0 if first and second else 0.0 if not first and not second else 0.5
        details = {"verdicts": verdicts, "judge_texts": [r.text for r in replies]}
        return Scores({"rubric_win": win, "inconsistent": float(first != second)}, details=details)

    async def _healthbench(self, original: Mapping[str, Any], answer: str, ledger: Ledger) -> Scores:
        import asyncio

        from .._parse import parse_criteria_met
        from .._templates import RUBRIC_ITEM

        items = original.get("rubrics")
        if not isinstance(items, list) or not items:
            from scorewire import MissingFieldError

            raise MissingFieldError(self.name, "rubrics", original.get("id"), "a list of {criterion, points, tags}")
        conversation = _conversation(original.get("conversation") or original.get("prompt"), answer)

        async def one(item: Mapping[str, Any]) -> tuple[bool, str]:
            values = {"conversation": conversation, "criterion": str(item["criterion"]), "points": str(item["points"])}
            messages, _ = RUBRIC_ITEM.render(values, neutralize=self._neutralize)
            reply = await self.endpoint.complete(messages, ledger)
            return parse_criteria_met(reply.text), reply.text

        gathered = await asyncio.gather(*(one(i) for i in items), return_exceptions=True)
        results: list[tuple[bool, str] | JudgeFailure] = []
        for r in gathered:
            if isinstance(r, BaseException) and not isinstance(r, JudgeFailure):
                raise r
            results.append(r)
        failures = [r for r in results if isinstance(r, JudgeFailure)]
        item_details = [
            {
                "criterion": i["criterion"],
                "points": i["points"],
                **({"reason": r.reason} if isinstance(r, JudgeFailure) else {"criteria_met": r[0]}),
            }
            for i, r in zip(items, results, strict=True)
        ]
        if failures:
            raise JudgeFailure(failures[0].reason, failures[0].text, items=item_details, failed_items=len(failures))
        met = [r[0] for r in results if not isinstance(r, JudgeFailure)]
        scores: dict[str, float] = {}
        overall = healthbench_points(items, met)
        if overall is None:
            raise JudgeFailure("off_menu", None, items=item_details, note="no rubric item has positive points")
        scores["rubric_points"] = overall
        tags = sorted({t for i in items for t in (i.get("tags") or [])})
        for tag in tags:
            pairs = [(i, m) for i, m in zip(items, met, strict=True) if tag in (i.get("tags") or [])]
            value = healthbench_points([p[0] for p in pairs], [p[1] for p in pairs])
            if value is not None and not math.isnan(value):
                scores[f"rubric_points@{tag}"] = value
        return Scores(scores, details={"items": item_details})
