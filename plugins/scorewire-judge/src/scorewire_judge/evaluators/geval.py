"""``geval``: G-Eval form filling with a logprob-weighted expected score.

The G-Eval paper scores ``Σ_s p(s)·s`` over the score tokens (the reference code could
only sample, nlpyang/geval ``gpt4_eval.py``). We read the probabilities from the
``top_logprobs`` at the position of the FINAL score token, found by scanning the reply's
tokens from the end (deepeval #3000: the first match is wrong), summing duplicate
entries of one label (deepeval #853) and, with ``stripped=True`` (default), counting
``" 4"`` as ``"4"``. A score spread over several tokens (``"1"``, ``"0"``) is
``multi_token_labels``: ``geval_score`` is omitted, ``geval_top`` kept.

Scores: ``geval_score`` (the expectation), ``geval_score_norm`` and ``geval_top`` (the
integer the judge wrote). Details: ``label_probs``, ``label_mass`` (``low_label_mass`` when
below ``min_label_mass``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from scorewire import Scores, lazy_compile, option

from .._base import JudgeEvaluator
from .._failures import JudgeFailure

if TYPE_CHECKING:
    from .._client import Ledger

# The client, the reply parser and the template are imported when a judge runs: plugin
# discovery imports this module for the evaluator class only.

_NUMBER = lazy_compile(r"-?\d+(?:\.\d+)?")


def final_score_position(tokens: Sequence[Mapping[str, Any]], value: str) -> int:
    """Index of the token holding the final score ``value``, scanning from the end.

    :raises JudgeFailure: ``multi_token_labels`` when the score is split over tokens,
        ``missing_logprobs`` when no token holds it.
    """
    for i in range(len(tokens) - 1, -1, -1):
        tok = str(tokens[i].get("token", ""))
        if not any(ch.isdigit() for ch in tok):
            continue
        if tok.strip() == value:
            return i
        # Digits continuing into the neighbouring tokens: the label is not one token.
        raise JudgeFailure("multi_token_labels", extracted=tok)
    raise JudgeFailure("missing_logprobs")


def expected_score(
    tokens: Sequence[Mapping[str, Any]] | None, value: int, lo: int, hi: int, *, stripped: bool = True
) -> tuple[float, dict[str, float], float]:
    """The expected score, the label probabilities and the label mass at the final score token."""
    if not tokens:
        raise JudgeFailure("missing_logprobs")
    from .._client import label_probabilities

    position = final_score_position(tokens, str(value))
    labels = [str(s) for s in range(lo, hi + 1)]
    probs, mass = label_probabilities(tokens, labels, position=position, stripped=stripped)
    return sum(p * int(label) for label, p in probs.items()), probs, mass


class GEval(JudgeEvaluator):
    """G-Eval: a form-filling judge whose score is the probability-weighted mean of the scores."""

    name = "geval"
    version = "1"
    score_keys = ("geval_score", "geval_score_norm", "geval_top")

    criterion: str = option(
        "Overall quality - how well the output does what the source asks.",
        "What is judged (e.g. 'Coherence - the collective quality of all sentences').",
    )
    steps: str = option(
        "1. Read the source.\n2. Read the output.\n3. Assign a score by the criterion.",
        "The evaluation steps (G-Eval's auto chain-of-thought, written once).",
    )
    task: str = option(
        "You will be given one output written for a source text. Rate the output on one criterion.",
        "The task description at the top of the prompt.",
    )
    lo: int = option(1, "Lowest score.")
    hi: int = option(5, "Highest score.")
    source_field: str = option("source", "Example field shown as the source (else question).")
    top_logprobs: int = option(20, "Alternatives requested per token.")
    require_logprobs: bool = option(False, "Fail rows without logprobs (false: keep geval_top only).")
    min_label_mass: float = option(0.5, "Below this, details['low_label_mass'] is set (the row is still scored).")
    stripped: bool = option(True, "Count a score token with spaces (' 4') as the score ('4') when reading logprobs.")
    max_tokens: int | None = option(5, "Token limit of a judge reply (one score token is enough).")

    def parse(self, text: str | None) -> int:
        """The last integer of the reply, within ``[lo, hi]``."""
        from .._parse import clean

        if text is None or not text.strip():
            raise JudgeFailure("empty_response", text)
        numbers = _NUMBER.findall(clean(text))
        if not numbers:
            raise JudgeFailure("no_verdict", text)
        value = float(numbers[-1])
        if not value.is_integer() or not self.lo <= value <= self.hi:
            raise JudgeFailure("out_of_range", text, extracted=numbers[-1])
        return int(value)

    async def judge(self, original: Mapping[str, Any], processed: Mapping[str, Any], ledger: Ledger) -> Scores:
        from .._templates import GEVAL

        source = self.first_text(original, (self.source_field, "question", "instruction", "prompt"))
        answer = self.text_of(processed, "response", where="system output")
        values = {
            "task": self.task,
            "criterion": self.criterion,
            "steps": self.steps,
            "source": source,
            "answer": answer,
            "lo": str(self.lo),
            "hi": str(self.hi),
        }
        messages, counts = GEVAL.render(values, neutralize=self._neutralize)
        details: dict[str, Any] = {"template_sha256": GEVAL.sha256}
        if counts:
            details["neutralized"] = counts
        reply = await self.endpoint.complete(messages, ledger, logprobs=True, top_logprobs=self.top_logprobs)
        try:
            top = self.parse(reply.text)
        except JudgeFailure as exc:
            raise JudgeFailure(exc.reason, reply.text, **details, **exc.extra) from None
        details.update(extracted=top, judge_text=reply.text)
        scores: dict[str, float] = {"geval_top": float(top)}
        try:
            score, probs, mass = expected_score(reply.logprobs, top, self.lo, self.hi, stripped=self.stripped)
        except JudgeFailure as exc:
            if self.require_logprobs:
                raise JudgeFailure(exc.reason, reply.text, **details) from None
            details["logprob_status"] = exc.reason
            scores["_logprob_unavailable"] = 1.0
        else:
            scores["geval_score"] = score
            scores["geval_score_norm"] = (score - self.lo) / (self.hi - self.lo)
            details.update(label_probs=probs, label_mass=mass, method="score_token_logprobs")
            if mass < self.min_label_mass:
                details["low_label_mass"] = True
        return Scores(scores, details=details)
