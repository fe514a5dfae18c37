"""``judge_simpleqa``: SimpleQA's correct / incorrect / not-attempted grader.

Scores: ``is_correct``, ``is_incorrect``, ``is_not_attempted`` (one of them 1). Summary:
``accuracy_given_attempted`` = correct / (correct + incorrect) and ``simpleqa_f1`` = the
harmonic mean of that and overall accuracy (openai/simple-evals ``simpleqa_eval.py``).

Strict parsing accepts a reply that is (or ends with a line that is) one letter or one
of CORRECT / INCORRECT / NOT_ATTEMPTED. ``compat="simple_evals"`` reproduces the
upstream first-letter regex with its default of C — including its known misreadings
(``NOT_ATTEMPTED`` → A, ``CORRECT`` → C) — and its temperature 0.5; an empty reply is
still a failure here, never "not attempted".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scorewire import Scores, option

from .._base import JudgeEvaluator, base_aggregations

if TYPE_CHECKING:
    from pathlib import Path

    from .._client import Ledger
    from .._render import Template

# The reply parser and the template are imported when a judge is built or run: plugin
# discovery imports this module for the evaluator class only.


def simpleqa_f1(sums: Mapping[str, float]) -> float:
    """F1 of accuracy-given-attempted and overall accuracy (0 when both are 0)."""
    aga = sums["_correct"] / sums["_attempted"] if sums["_attempted"] else 0.0
    acc = sums["_correct"] / sums["_n"] if sums["_n"] else 0.0
    return 2 * aga * acc / (aga + acc) if aga + acc else 0.0


class JudgeSimpleQA(JudgeEvaluator):
    """Grade a short factual ``response`` against ``answer`` (SimpleQA)."""

    name = "judge_simpleqa"
    version = "1"
    compat_modes = ("simple_evals",)
    score_keys = ("is_correct", "is_incorrect", "is_not_attempted")
    required_fields = ("answer",)

    template: Template | None = option(None, "A Template with {question}, {reference}, {answer}.")
    template_path: str | Path | None = option(
        None,
        "simple-evals' grader prompt in a file (for compat='simple_evals'; rendered with its {question}, "
        "{target}, {predicted_answer}).",
    )

    def __post_init__(self) -> None:
        if self.compat == "simple_evals":
            if not self.was_given("temperature"):
                self.temperature = 0.5
            if not self.was_given("seed"):
                self.seed = None
        super().__post_init__()
        from pathlib import Path

        from scorewire import CorpusScore, RatioOfSums

        from .._templates import SIMPLEQA

        self._template: Template = self.template or SIMPLEQA
        template_path = self.template_path
        self.upstream = Path(template_path).read_text(encoding="utf-8") if template_path else None
        self.aggregations = (
            *base_aggregations(),
            RatioOfSums("accuracy_given_attempted", "_correct", "_attempted"),
            CorpusScore("simpleqa_f1", ("_correct", "_attempted", "_n"), simpleqa_f1),
        )

    async def judge(self, original: Mapping[str, Any], processed: Mapping[str, Any], ledger: Ledger) -> Scores:
        from .._parse import SIMPLEQA_LABELS, parse_simpleqa

        question = self.first_text(original, ("question", "problem", "prompt"))
        gold = self.text_of(original, "answer", where="example", hint="the gold answer")
        predicted = self.text_of(processed, "response", where="system output")
        details: dict[str, Any] = {}
        if self.upstream is not None:
            from .._render import fill

            text = fill(self.upstream, {"question": question, "target": gold, "predicted_answer": predicted})
            messages = [{"role": "user", "content": text}]
        else:
            messages, counts = self._template.render(
                {"question": question, "reference": gold, "answer": predicted}, neutralize=self._neutralize
            )
            details["template_sha256"] = self._template.sha256
            if counts:
                details["neutralized"] = counts
        letter, reply = await self.ask(
            messages,
            ledger,
            lambda text: parse_simpleqa(text, self.compat),
            details,
            "Reply with one letter only: A, B or C.",
        )
        label = SIMPLEQA_LABELS[letter]
        details.update(extracted=letter, predicted_label=label, judge_text=reply.text)
        correct, incorrect = letter == "A", letter == "B"
        return Scores(
            {
                "is_correct": float(correct),
                "is_incorrect": float(incorrect),
                "is_not_attempted": float(letter == "C"),
                "_correct": float(correct),
                "_attempted": float(correct or incorrect),
                "_n": 1.0,
            },
            details=details,
        )
