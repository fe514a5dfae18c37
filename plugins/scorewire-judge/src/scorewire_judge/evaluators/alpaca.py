"""``alpaca_eval``: AlpacaEval 2's weighted pairwise annotator against a baseline output.

Semantics (learned from tatsu-lab/alpaca_eval, ``weighted_alpaca_eval_gpt4_turbo``;
cited, not copied):

- the two outputs are shown in an order drawn once per instruction:
  ``random.Random("is_switched_outputs" + instruction + str(order_seed)).choices([False, True])``
  decides whether the system's output comes first (AlpacaEval's
  ``RandomSwitchTwoColumnsProcessor`` with its default seed 0);
- the judge answers one token, ``m`` (the output shown first is better) or ``M``
  (the second); its ``top_logprobs`` at position 0 give ``p = P(m) / (P(m) + P(M))``
  and the preference ``2 − p`` (1 = first shown wins, 2 = second wins), mirrored to
  ``3 − preference`` when the order was switched, so 2 always means the system won;
- identical outputs score 1.5 without any call.

Scores: ``win_rate`` = preference − 1 (the probability the system's output is
preferred; its mean × 100 is AlpacaEval's win rate), ``discrete_win`` (1 / 0.5 / 0),
and ``_len_system`` / ``_len_baseline`` (characters). The summary also gets
``alpaca_eval_win_rate``: the leaderboard row (percent, its standard error,
``n_wins``, ``n_wins_base``, ``n_draws``, ``n_total``, ``discrete_win_rate``,
``avg_length``).

The prompt is this project's own. ``compat="alpaca_eval"`` uses AlpacaEval's exact
prompt, read at run time from the installed ``alpaca_eval`` package (or
``template_path``), and its request settings (``temperature=1``, no seed); it is
still rendered in one pass (AlpacaEval substitutes sequentially, so an output
containing ``{output_2}`` pulls in the other output there; we flag such rows with
``details["render_warning"] = "placeholder_in_value"`` instead).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scorewire import Scores, lazy_compile, option

from .._base import JudgeEvaluator, base_aggregations
from .._failures import JudgeFailure

if TYPE_CHECKING:
    from pathlib import Path

    from .._client import Ledger
    from .._render import Template

# The client, the templates, the summary row and random are imported when a judge is built or
# run: plugin discovery imports this module for the evaluator class only.

__all__ = ["AlpacaEval", "is_switched"]

_CHATML = lazy_compile(r"<\|im_start\|>(system|user|assistant)\s*(.*?)<\|im_end\|>", re.DOTALL)
_PLACEHOLDER = lazy_compile(r"\{(instruction|output_1|output_2)\}")
_COMPAT_FILE = "evaluators_configs/alpaca_eval_clf_gpt4_turbo/alpaca_eval_clf.txt"


def is_switched(instruction: str, seed: int | str = 0) -> bool:
    """Whether the system's output is shown first (AlpacaEval's seeded per-instruction coin)."""
    import random

    return random.Random("is_switched_outputs" + instruction + str(seed)).choices([False, True], k=1)[0]


def load_alpaca_eval_template(path: str | Path | None = None) -> str:
    """AlpacaEval's own classifier prompt: from ``path``, else from the installed ``alpaca_eval`` package."""
    if path is not None:
        from pathlib import Path

        return Path(path).read_text(encoding="utf-8")
    try:
        from importlib.resources import files

        return (files("alpaca_eval") / _COMPAT_FILE).read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError) as exc:
        raise ValueError(
            "alpaca_eval: compat='alpaca_eval' needs AlpacaEval's prompt; install the alpaca_eval package "
            "or pass template_path= pointing at alpaca_eval_clf.txt"
        ) from exc


def chatml_messages(prompt: str) -> list[dict[str, str]]:
    """Split a chatml prompt into chat messages (each content stripped), as AlpacaEval's decoder does."""
    found = [{"role": role, "content": content.strip()} for role, content in _CHATML.findall(prompt.strip())]
    return found or [{"role": "user", "content": prompt.strip()}]


class AlpacaEval(JudgeEvaluator):
    """AlpacaEval 2 weighted win rate of ``response`` over ``baseline_output``.

    Reads ``instruction`` (or ``question``) and ``baseline_output`` from the example,
    ``response`` from the system output.
    """

    name = "alpaca_eval"
    version = "1"
    compat_modes = ("alpaca_eval",)
    score_keys = ("win_rate", "discrete_win")
    labels = ("m", "M")

    order_seed: int | str = option(0, "Seed of the per-instruction order (AlpacaEval's default 0).")
    binarize: bool = option(False, "Score the argmax label only (alpaca_eval_clf_gpt4_turbo).")
    require_logprobs: bool = option(
        True,
        "Fail rows whose reply has no usable logprobs (missing_logprobs); false uses the text label and counts "
        "_logprob_unavailable (the text is a sample, so results differ).",
    )
    top_logprobs: int = option(5, "How many alternatives to request (AlpacaEval: 5).")
    template_path: str | Path | None = option(None, "AlpacaEval's prompt file, for compat='alpaca_eval'.")

    def __post_init__(self) -> None:
        if self.compat == "alpaca_eval":
            if not self.was_given("temperature"):
                self.temperature = 1.0
            if not self.was_given("seed"):
                self.seed = None
        super().__post_init__()
        from .._summaries import AlpacaLeaderboard
        from .._templates import ALPACA_PAIRWISE

        self.compat_text = load_alpaca_eval_template(self.template_path) if self.compat == "alpaca_eval" else None
        self.template: Template = ALPACA_PAIRWISE
        self.aggregations = (*base_aggregations(), AlpacaLeaderboard())

    def _messages(self, values: dict[str, str], details: dict[str, Any]) -> list[dict[str, str]]:
        if self.compat_text is None:
            messages, counts = self.template.render(values, neutralize=self._neutralize)
            if counts:
                details["neutralized"] = counts
            details["template_sha256"] = self.template.sha256
            return messages
        from .._render import placeholder_in_value

        if placeholder_in_value(values, ("instruction", "output_1", "output_2")):
            details["render_warning"] = "placeholder_in_value"
        prompt = _PLACEHOLDER.sub(lambda m: values[m.group(1)], self.compat_text)
        return chatml_messages(prompt)

    async def judge(self, original: Mapping[str, Any], processed: Mapping[str, Any], ledger: Ledger) -> Scores:
        instruction = self.first_text(original, ("instruction", "question"))
        baseline = self.text_of(original, "baseline_output", where="example", hint="the baseline model's output")
        output = self.text_of(processed, "response", where="system output")
        lengths = {"_len_system": float(len(output)), "_len_baseline": float(len(baseline))}
        if output == baseline:
            return Scores(
                {"win_rate": 0.5, "discrete_win": 0.5, **lengths},
                details={"judge_called": False, "preference": 1.5, "reason": "identical outputs: a draw, no call"},
            )
        switched = is_switched(instruction, self.order_seed)
        first, second = (output, baseline) if switched else (baseline, output)
        details: dict[str, Any] = {"judge_called": True, "switched": switched}
        messages = self._messages({"instruction": instruction, "output_1": first, "output_2": second}, details)
        reply = await self.endpoint.complete(
            messages, ledger, max_tokens=1, logprobs=True, top_logprobs=self.top_logprobs
        )
        details["extracted"] = reply.text
        from .._client import label_probabilities

        try:
            probs, mass = label_probabilities(reply.logprobs, self.labels)
        except JudgeFailure as exc:
            if exc.reason != "missing_logprobs" or self.require_logprobs:
                raise JudgeFailure(exc.reason, reply.text, **details) from None
            label = reply.text.strip()
            if label not in self.labels:
                raise JudgeFailure("off_menu" if label else "no_verdict", reply.text, **details) from None
            probs, mass = {label: 1.0}, float("nan")
            details["logprob_status"] = "unavailable"
            lengths["_logprob_unavailable"] = 1.0
        else:
            details["label_mass"] = mass
            details["method"] = "top_logprobs"
        p_first = probs.get("m", 0.0)
        if self.binarize:
            preference = 1.0 if p_first > probs.get("M", 0.0) else 2.0
        else:
            preference = 2.0 - p_first
        if switched:
            preference = 3.0 - preference
        details["preference"] = preference
        win = preference - 1.0
        discrete = 1.0 if win > 0.5 else 0.5 if win == 0.5 else 0.0
        return Scores({"win_rate": win, "discrete_win": discrete, **lengths}, details=details)
