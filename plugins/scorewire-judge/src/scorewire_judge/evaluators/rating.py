"""``judge_rating``: single-answer rating, MT-Bench style ``[[n]]`` on any scale.

Scores: ``rating`` (the raw value, e.g. 1–10) and ``rating_norm`` = (rating − lo)/(hi − lo).
Multi-turn rows (MT-Bench: ``turns`` in the example, the system's answers in
``response_turns``/``turns``) are judged per turn — turn 2 with the whole conversation —
giving ``rating@turn1`` / ``rating@turn2`` and, when both are scored, ``rating`` as their
mean; the summary's ``rating_all_turns`` is FastChat's "Average" (the mean over every
scored turn). Categories in ``reference_categories`` are judged against a reference answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal

from scorewire import EvaluatorOptionError, Scores, option

from .._base import JudgeEvaluator, base_aggregations
from .._failures import JudgeFailure
from .._mtbench import (
    REFERENCE_CATEGORIES,
    answer_turns,
    load_fastchat_prompts,
    needs_reference,
    reference_turns,
    turn_plan,
    user_turns,
)

if TYPE_CHECKING:
    from pathlib import Path

    from .._client import Ledger
    from .._render import Template

# The reply parser and the templates are imported when a judge is built or run: plugin
# discovery imports this module for the evaluator class only.

_FASTCHAT_NAMES = {
    (False, 1): "single-v1",
    (True, 1): "single-math-v1",
    (False, 2): "single-v1-multi-turn",
    (True, 2): "single-math-v1-multi-turn",
}


class JudgeRating(JudgeEvaluator):
    """Rate ``response`` from ``lo`` to ``hi`` (MT-Bench single-answer grading)."""

    name = "judge_rating"
    version = "1"
    compat_modes = ("fastchat",)
    score_keys = ("rating", "rating_norm")

    lo: float = option(1, "Lowest rating on the scale.")
    hi: float = option(10, "Highest rating.")
    template: Template | None = option(None, "A Template replacing the built-in ones (single-turn only).")
    reference_categories: frozenset[str] = option(
        REFERENCE_CATEGORIES, "Categories judged against a reference (FastChat's NEED_REF_CATS)."
    )
    reference_source: Literal["reference_answers", "question"] = option(
        "reference_answers",
        "reference_answers (the reference field, FastChat's default GPT-4 answers) or question "
        "(the question's own question_reference).",
    )
    turn: int | str | None = option(None, "1, 2 or both (None: every turn the row has, up to 2).")
    prompts_path: str | Path | None = option(None, "FastChat's judge_prompts.jsonl, for compat='fastchat'.")
    logprobs: bool = option(
        False,
        "Also request top_logprobs and report rating_expected / rating_expected_norm: the probability-weighted "
        "mean of the integer ratings at the final rating token; omitted, with details['logprob_status'], "
        "when the endpoint gives none.",
    )
    top_logprobs: int = option(20, "Alternatives requested per token.")

    def __post_init__(self) -> None:
        if self.compat == "fastchat" and not self.was_given("max_tokens"):
            self.max_tokens = 2048
        super().__post_init__()
        if not self.hi > self.lo:
            raise EvaluatorOptionError(self.name, "hi", f"must be greater than lo={self.lo!r} (got {self.hi!r})")
        self.lo, self.hi = float(self.lo), float(self.hi)
        from scorewire import RatioOfSums

        self.fastchat = load_fastchat_prompts(self.prompts_path) if self.compat == "fastchat" else None
        self.aggregations = (*base_aggregations(), RatioOfSums("rating_all_turns", "_rating_sum", "_rating_n"))

    def _fmt(self, x: float) -> str:
        return str(int(x)) if float(x).is_integer() else str(x)

    def select(self, original: Mapping[str, Any], turn: int) -> tuple[Template, bool]:
        """The template for this example and turn, and whether it is reference-guided."""
        ref = needs_reference(original, self.reference_categories)
        if self.fastchat is not None:
            return self.fastchat[_FASTCHAT_NAMES[(ref, turn)]], ref
        if self.template is not None:
            return self.template, ref and "ref_answer_1" in self.template.placeholders
        from .._templates import RATING_MULTI, RATING_MULTI_REFERENCE, RATING_REFERENCE, RATING_SINGLE

        if turn == 1:
            return (RATING_REFERENCE if ref else RATING_SINGLE), ref
        return (RATING_MULTI_REFERENCE if ref else RATING_MULTI), ref

    def values(self, original: Mapping[str, Any], processed: Mapping[str, Any], turn: int) -> dict[str, Any]:
        """The template values for one turn (questions, answers, references)."""
        questions = user_turns(original, self.name)
        answers = answer_turns(original, processed, self.name)
        values: dict[str, Any] = {
            "lo": self._fmt(self.lo),
            "hi": self._fmt(self.hi),
            "example": self._fmt(self.hi // 2 + self.lo // 2) if self.hi >= 4 else self._fmt(self.hi),
            "question": questions[0],
            "answer": answers[0],
            "question_1": questions[0],
            "answer_1": answers[0],
        }
        if turn == 2:
            values.update(question_2=questions[1], answer_2=answers[1])
        return values

    async def _one(
        self, original: Mapping[str, Any], processed: Mapping[str, Any], turn: int, ledger: Ledger
    ) -> tuple[float, dict[str, Any]]:
        from .._parse import parse_rating

        template, ref = self.select(original, turn)
        values = self.values(original, processed, turn)
        info: dict[str, Any] = {"template": template.name, "template_sha256": template.sha256}
        if ref:
            refs, source = reference_turns(original, self.reference_source, self.name)
            values["ref_answer_1"] = refs[0]
            if turn == 2:
                values["ref_answer_2"] = refs[1] if len(refs) > 1 else ""
            info["reference_source"] = source
        messages, counts = template.render(values, neutralize=self._neutralize)
        if counts:
            info["neutralized"] = counts
        reminder = (
            f"End your reply with your rating from {values['lo']} to {values['hi']} in double square "
            f"brackets, exactly like this: Rating: [[{values['example']}]]"
        )
        value, reply = await self.ask(
            messages,
            ledger,
            lambda text: parse_rating(text, self.lo, self.hi, self.compat),
            info,
            reminder,
            logprobs=self.logprobs,
            top_logprobs=self.top_logprobs if self.logprobs else None,
        )
        info["extracted"] = value
        info["judge_text"] = reply.text
        info["method"] = "rating_first_match" if self.compat == "fastchat" else "rating_last_match"  # [[n]]
        if self.logprobs:
            self._expected(reply.logprobs, value, info)
        return value, info

    def _expected(self, tokens: Any, value: float, info: dict[str, Any]) -> None:
        from .geval import expected_score

        if not value.is_integer() or not (self.lo.is_integer() and self.hi.is_integer()):
            info["logprob_status"] = "non_integer_scale"
            return
        try:
            expected, probs, mass = expected_score(tokens, int(value), int(self.lo), int(self.hi))
        except JudgeFailure as exc:
            info["logprob_status"] = exc.reason
            return
        info.update(rating_expected=expected, label_probs=probs, label_mass=mass)

    def _norm(self, value: float) -> float:
        return (value - self.lo) / (self.hi - self.lo)

    async def judge(self, original: Mapping[str, Any], processed: Mapping[str, Any], ledger: Ledger) -> Scores:
        import asyncio

        questions = user_turns(original, self.name)
        answers = answer_turns(original, processed, self.name)
        plan = turn_plan(self.turn, len(questions), len(answers))
        if len(plan) == 1:
            value, info = await self._one(original, processed, plan[0], ledger)
            info["turn"] = plan[0]
            out = {"rating": value, "rating_norm": self._norm(value), "_rating_sum": value, "_rating_n": 1.0}
            if "rating_expected" in info:
                out["rating_expected"] = info["rating_expected"]
                out["rating_expected_norm"] = self._norm(info["rating_expected"])
            return Scores(out, details=info)
        results = await asyncio.gather(
            *(self._one(original, processed, t, ledger) for t in plan), return_exceptions=True
        )
        scores: dict[str, float] = {}
        details: dict[str, Any] = {"turns": {}}
        scored: list[float] = []
        failures: list[JudgeFailure] = []
        for t, res in zip(plan, results, strict=True):
            if isinstance(res, JudgeFailure):
                failures.append(res)
                details["turns"][t] = {"reason": res.reason, "judge_text": res.text, **res.extra}
            elif isinstance(res, BaseException):
                raise res
            else:
                value, info = res
                scores[f"rating@turn{t}"] = value
                scores[f"rating_norm@turn{t}"] = self._norm(value)
                details["turns"][t] = info
                scored.append(value)
        if not scored:
            first = failures[0]
            raise JudgeFailure(first.reason, first.text, turns=details["turns"])
        if len(scored) == len(plan):
            mean = sum(scored) / len(scored)
            scores["rating"] = mean
            scores["rating_norm"] = self._norm(mean)
        else:
            details["reason"] = "a turn has no verdict: rating@turnN only for the scored turns"
        scores["_rating_sum"] = sum(scored)
        scores["_rating_n"] = float(len(scored))
        return Scores(scores, details=details)
