"""``judge_pairwise``: A/B/tie against ``baseline_output``, both orders asked.

FastChat's MT-Bench pairwise judge (``play_a_match_pair``) always asks both orders and
maps the verdicts back; we do the same (``swap="both"``) and resolve them by
``consistency``:

- ``"tie"`` (default, FastChat's ``show_result``): the same winner in both orders wins;
  a tie in the first order, or two orders that disagree, is a tie — but a disagreement is
  also reported in its own key, ``inconsistent`` = 1, never hidden;
- ``"average"``: the mean of the two oriented outcomes (1 / 0.5 / 0);
- ``"exclude"``: an inconsistent pair is unscored (reason ``inconsistent``).

If either order has no verdict the row is unscored (``swap_partial_failure``; FastChat
drops a row with an ``error`` game). ``swap="random"`` asks once, in AlpacaEval's seeded
per-instruction order.

Scores: ``win`` (1 / 0.5 / 0 = FastChat's ``win_rate_adjusted`` per row), ``win_strict``,
``loss``, ``tie``, ``inconsistent``, ``first_position_chosen`` (share of decisive games won
by the answer shown first). Summary: ``swap_flip_rate`` and ``longer_wins_rate``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal

from scorewire import Scores, option

from .._base import JudgeEvaluator, base_aggregations
from .._failures import JudgeFailure
from .._mtbench import REFERENCE_CATEGORIES, load_fastchat_prompts, needs_reference, reference_turns, user_turns
from .alpaca import is_switched

if TYPE_CHECKING:
    from pathlib import Path

    from .._client import Ledger
    from .._render import Template

# The reply parser and the templates are imported when a judge is built or run: plugin
# discovery imports this module for the evaluator class only.

_FASTCHAT_NAMES = {
    (False, 1): "pair-v2",
    (True, 1): "pair-math-v1",
    (False, 2): "pair-v2-multi-turn",
    (True, 2): "pair-math-v1-multi-turn",
}
_OUTCOME = {"system": 1.0, "tie": 0.5, "baseline": 0.0}


def _turns(value: Any) -> list[str]:
    return [str(v) for v in value] if isinstance(value, (list, tuple)) else [str(value)]


def resolve(g1: str, g2: str, consistency: str = "tie") -> tuple[str | None, bool]:
    """The row outcome (``"system"``, ``"baseline"``, ``"tie"``, or None = excluded) from two mapped games.

    ``g1`` is the game with the system shown first, ``g2`` the swapped one, both already
    mapped to ``"system"``/``"baseline"``/``"tie"``. Returns the outcome and whether the
    two orders disagree.
    """
    inconsistent = g1 != g2
    if consistency == "tie":
        return (g1 if not inconsistent else "tie"), inconsistent
    if consistency == "exclude":
        return (None if inconsistent else g1), inconsistent
    return "average", inconsistent


class JudgePairwise(JudgeEvaluator):
    """Is ``response`` better than ``baseline_output``? Both orders, MT-Bench style."""

    name = "judge_pairwise"
    version = "1"
    compat_modes = ("fastchat",)
    score_keys = ("win", "win_strict", "loss", "tie", "inconsistent", "first_position_chosen")

    consistency: Literal["tie", "average", "exclude"] = option(
        "tie", "How two orders that disagree count (see the module doc)."
    )
    swap: Literal["both", "random"] = option("both", "both orders, or random: one request, AlpacaEval's order.")
    order_seed: int = option(0, "Seed of swap='random'.")
    turn: Literal[1, 2] = option(1, "1, or 2 (the whole conversation, MT-Bench multi-turn).")
    reference_categories: frozenset[str] = option(REFERENCE_CATEGORIES, "Categories judged against a reference answer.")
    reference_source: Literal["reference_answers", "question"] = option(
        "reference_answers", "reference_answers (the reference field) or question (the question's own reference)."
    )
    template: Template | None = option(None, "A Template replacing the built-in ones.")
    prompts_path: str | Path | None = option(None, "FastChat's judge_prompts.jsonl for compat='fastchat'.")

    def __post_init__(self) -> None:
        if self.compat == "fastchat" and not self.was_given("max_tokens"):
            self.max_tokens = 2048
        super().__post_init__()
        from scorewire import RatioOfSums

        self.fastchat = load_fastchat_prompts(self.prompts_path) if self.compat == "fastchat" else None
        self.aggregations = (
            *base_aggregations(),
            RatioOfSums("swap_flip_rate", "_inconsistent", "_both_parsed"),
            RatioOfSums("longer_wins_rate", "_longer_won", "_decisive_len_diff"),
        )

    def select(self, original: Mapping[str, Any]) -> tuple[Template, bool]:
        """The template for this example, and whether it is reference-guided."""
        ref = needs_reference(original, self.reference_categories)
        if self.fastchat is not None:
            return self.fastchat[_FASTCHAT_NAMES[(ref, self.turn)]], ref
        if self.template is not None:
            return self.template, ref and "ref_answer_1" in self.template.placeholders
        from .._templates import PAIR_MULTI, PAIR_MULTI_REFERENCE, PAIR_REFERENCE, PAIR_SINGLE

        if self.turn == 1:
            return (PAIR_REFERENCE if ref else PAIR_SINGLE), ref
        return (PAIR_MULTI_REFERENCE if ref else PAIR_MULTI), ref

    def _values(self, questions: list[str], a: list[str], b: list[str], refs: list[str] | None) -> dict[str, str]:
        values = {"question": questions[0], "answer_a": a[0], "answer_b": b[0]}
        if self.turn == 2:
            values.update(
                question_1=questions[0],
                question_2=questions[1],
                answer_a_1=a[0],
                answer_a_2=a[1],
                answer_b_1=b[0],
                answer_b_2=b[1],
            )
        if refs is not None:
            values["ref_answer_1"] = refs[0]
            values["ref_answer_2"] = refs[1] if len(refs) > 1 else ""
        return values

    async def _game(
        self, template: Template, values: dict[str, str], ledger: Ledger, counts: dict[str, int]
    ) -> tuple[str, str]:
        from .._parse import parse_pairwise

        messages, n = template.render(values, neutralize=self._neutralize)
        for k, v in n.items():
            counts[k] = counts.get(k, 0) + v
        reply = await self.endpoint.complete(messages, ledger)
        try:
            return parse_pairwise(reply.text, self.compat), reply.text
        except JudgeFailure as exc:
            reason = "truncated" if reply.finish_reason == "length" and exc.reason == "no_verdict" else exc.reason
            raise JudgeFailure(reason, reply.text) from None

    async def judge(self, original: Mapping[str, Any], processed: Mapping[str, Any], ledger: Ledger) -> Scores:
        import asyncio

        questions = user_turns(original, self.name)
        self.text_of(original, "baseline_output", where="example", hint="the baseline's answer (a list per turn)")
        baseline = _turns(original["baseline_output"])
        value = processed.get("response_turns") or (processed.get("turns") if processed is not original else None)
        system = _turns(value) if value else [self.text_of(processed, "response", where="system output")]
        if self.turn == 2 and (len(questions) < 2 or len(system) < 2 or len(baseline) < 2):
            from scorewire import MissingFieldError

            raise MissingFieldError(self.name, "turns", original.get("id"), "turn=2 needs two questions and answers")
        template, ref = self.select(original)
        refs = None
        details: dict[str, Any] = {"template": template.name, "template_sha256": template.sha256}
        if ref:
            refs, details["reference_source"] = reference_turns(original, self.reference_source, self.name)
        counts: dict[str, int] = {}
        k = self.turn - 1
        lengths = (len(system[k]), len(baseline[k]))
        if self.swap == "random":
            switched = is_switched(questions[0], self.order_seed)
            a, b = (baseline, system) if switched else (system, baseline)
            verdict, text = await self._game(template, self._values(questions, a, b, refs), ledger, counts)
            mapped = _map(verdict, system_first=not switched)
            details.update(switched=switched, verdict=verdict, judge_text=text)
            scores = _outcome_scores(mapped, inconsistent=None)
            scores["first_position_chosen"] = 1.0 if verdict == "A" else 0.0 if verdict == "B" else 0.5
        else:
            gathered = await asyncio.gather(
                self._game(template, self._values(questions, system, baseline, refs), ledger, counts),
                self._game(template, self._values(questions, baseline, system, refs), ledger, counts),
                return_exceptions=True,
            )
            results: list[tuple[str, str] | JudgeFailure] = []
            for res in gathered:
                if isinstance(res, BaseException) and not isinstance(res, JudgeFailure):
                    raise res
                results.append(res)
            failed = [r for r in results if isinstance(r, JudgeFailure)]
            games: list[dict[str, Any]] = [
                {"reason": r.reason, "judge_text": r.text}
                if isinstance(r, JudgeFailure)
                else {"verdict": r[0], "judge_text": r[1]}
                for r in results
            ]
            details["games"] = games
            if failed:
                raise JudgeFailure(
                    "swap_partial_failure" if len(failed) == 1 else failed[0].reason, failed[0].text, **details
                )
            v1, v2 = (r[0] for r in results if not isinstance(r, JudgeFailure))
            g1, g2 = _map(v1, system_first=True), _map(v2, system_first=False)
            outcome, inconsistent = resolve(g1, g2, self.consistency)
            details.update(g1=g1, g2=g2)
            if outcome is None:
                raise JudgeFailure("inconsistent", None, **details)
            if outcome == "average":
                win = (_OUTCOME[g1] + _OUTCOME[g2]) / 2
                scores = {
                    "win": win,
                    "win_strict": 1.0 if win == 1.0 else 0.0,
                    "loss": 1.0 if win == 0.0 else 0.0,
                    "tie": 1.0 if 0.0 < win < 1.0 else 0.0,
                }
            else:
                scores = _outcome_scores(outcome, inconsistent)
            scores["inconsistent"] = 1.0 if inconsistent else 0.0
            scores["_inconsistent"] = scores["inconsistent"]
            scores["_both_parsed"] = 1.0
            decisive = [v for v in (v1, v2) if v != "tie"]
            if decisive:
                scores["first_position_chosen"] = sum(v == "A" for v in decisive) / len(decisive)
        if counts:
            details["neutralized"] = counts
        if lengths[0] != lengths[1] and scores.get("tie", 0.0) == 0.0:
            scores["_decisive_len_diff"] = 1.0
            system_longer = lengths[0] > lengths[1]
            scores["_longer_won"] = 1.0 if (scores["win"] == 1.0) == system_longer else 0.0
        scores["_len_system"], scores["_len_baseline"] = float(lengths[0]), float(lengths[1])
        return Scores(scores, details=details)


def _map(verdict: str, *, system_first: bool) -> str:
    if verdict == "tie":
        return "tie"
    return "system" if (verdict == "A") == system_first else "baseline"


def _outcome_scores(outcome: str, inconsistent: bool | None) -> dict[str, float]:
    return {
        "win": _OUTCOME[outcome],
        "win_strict": 1.0 if outcome == "system" else 0.0,
        "loss": 1.0 if outcome == "baseline" else 0.0,
        "tie": 1.0 if outcome == "tie" else 0.0,
    }
