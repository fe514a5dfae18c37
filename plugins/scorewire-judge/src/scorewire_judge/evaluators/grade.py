"""``judge_grade``: C / P / I grading of an answer against a criterion (model-graded QA and fact).

The shapes follow Inspect AI's ``model_graded_qa`` / ``model_graded_fact``: a data block
between ``[BEGIN DATA]`` and ``[END DATA]``, a reply ending ``GRADE: X``. Our prompts are
our own; ``compat="inspect"`` renders Inspect's templates and instructions, read at run
time from the installed ``inspect_ai`` package, and parses exactly as it does.

Scores: ``grade`` (C = 1, P = ``partial_value`` = 0.5, I = 0) and ``grade_correct``
(C → 1, else 0). Details: ``predicted_label`` (the letter) and, when the example carries a
human verdict in ``gold_grade``, ``gold_label``, so the summary's ``judge_agreement``
(macro-F1 and confusion matrix) measures the judge against people.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from scorewire import Scores, option

from .._base import JudgeEvaluator, base_aggregations

if TYPE_CHECKING:
    from .._client import Ledger
    from .._render import Template

# The reply parser and the templates are imported when a judge is built or run: plugin
# discovery imports this module for the evaluator class only.

__all__ = ["JudgeGrade", "chat_history"]


def _format_call(function: str, arguments: Mapping[str, Any]) -> str:
    args = ", ".join(f"{k}={v!r}" if isinstance(v, str) else f"{k}={v}" for k, v in arguments.items())
    return f"{function}({args})"


def chat_history(messages: Sequence[Mapping[str, Any]]) -> str:
    """A conversation laid out like Inspect's ``chat_history``.

    System messages are dropped; the history stops before the last assistant message
    (that answer goes into the submission slot); the first message's text comes raw,
    then ``User: …``, ``Assistant: …`` (text, then tool calls as ``fn(arg='v')``) and
    ``Tool (fn): …`` blocks, joined by blank lines.
    """
    msgs = [m for m in messages if m.get("role") != "system"]
    last_assistant = max((i for i, m in enumerate(msgs) if m.get("role") == "assistant"), default=None)
    if last_assistant is not None:
        msgs = msgs[:last_assistant]
    if not msgs:
        return ""
    out = [str(msgs[0].get("content") or "")]
    for m in msgs[1:]:
        role = m.get("role")
        text = str(m.get("content") or "")
        if role == "user":
            out.append(f"User: {text}")
        elif role == "assistant":
            parts = [text] if text else []
            for call in m.get("tool_calls") or []:
                fn = call.get("function", call)
                parts.append(_format_call(str(fn.get("name")), fn.get("arguments") or {}))
            out.append("Assistant: " + "\n\n".join(parts))
        elif role == "tool":
            out.append(f"Tool ({m.get('function') or m.get('name') or ''}): {m.get('error') or ''}{text}")
    return "\n\n".join(out)


def _inspect_template(kind: str, partial_credit: bool) -> tuple[Template, str]:
    try:
        from inspect_ai.scorer import _model
    except ModuleNotFoundError as exc:
        raise ValueError("judge_grade: compat='inspect' needs the inspect-ai package installed") from exc
    from .._render import Template

    text = _model.DEFAULT_MODEL_GRADED_FACT_TEMPLATE if kind == "fact" else _model.DEFAULT_MODEL_GRADED_QA_TEMPLATE
    template = Template(
        name=f"inspect-{kind}",
        user=text,
        delimiters=("[BEGIN DATA]", "[END DATA]"),
        trusted=frozenset({"instructions"}),
    )
    return template, _model.default_instructions(partial_credit)


def _template_problem(value: str | Template) -> str | None:
    return None if not isinstance(value, str) or value in ("fact", "qa") else "must be 'fact', 'qa' or a Template"


class JudgeGrade(JudgeEvaluator):
    """Grade ``response`` against ``criterion`` (else ``answer``/``reference``) as C, P or I."""

    name = "judge_grade"
    version = "1"
    compat_modes = ("inspect", "nemo")
    score_keys = ("grade", "grade_correct")

    template: str | Template = option(
        "fact",
        "fact (does the answer state the expert answer's facts), qa (does it meet a criterion), or a Template "
        "with {question}, {answer}, {criterion}, {instructions}.",
        check=_template_problem,
    )
    partial_credit: bool = option(False, "Offer P (partially correct).")
    partial_value: float = option(0.5, "The score of P.")
    include_history: bool = option(
        False,
        "Put the conversation (messages of the system output or example) in the question slot, laid out "
        "like Inspect's chat_history.",
    )
    instructions: str | None = option(
        None, "Closing instructions replacing ours (the letters offered must still be C/I or C/P/I)."
    )

    def __post_init__(self) -> None:
        super().__post_init__()
        from scorewire import LabelReport

        from .._render import Template
        from .._templates import GRADE_FACT, GRADE_QA, grade_instructions

        template, partial_credit, instructions = self.template, self.partial_credit, self.instructions
        self.offered = ("C", "P", "I") if partial_credit else ("C", "I")
        kind = template if isinstance(template, str) else "custom"
        if self.compat == "inspect" and isinstance(template, str):
            self._template, default_instr = _inspect_template(kind, partial_credit)
            # Inspect neutralises its data delimiters itself; byte parity includes that.
            self._neutralize = True
        else:
            self._template = (
                template if isinstance(template, Template) else (GRADE_FACT if kind == "fact" else GRADE_QA)
            )
            default_instr = grade_instructions(partial_credit)
        self.instructions = instructions if instructions is not None else default_instr
        self.aggregations = (
            *base_aggregations(),
            LabelReport(key="judge_agreement", gold="gold_label", predicted="predicted_label", labels=self.offered),
        )

    def render(
        self, original: Mapping[str, Any], processed: Mapping[str, Any]
    ) -> tuple[list[dict[str, str]], dict[str, int]]:
        """The judge messages for one row, and the neutralised-token counts."""
        if self.include_history:
            messages = processed.get("messages") or original.get("messages")
            if not isinstance(messages, list):
                from scorewire import MissingFieldError

                raise MissingFieldError(self.name, "messages", original.get("id"), "include_history=True needs them")
            question = chat_history(messages)
        else:
            question = self.first_text(original, ("question", "instruction", "prompt", "input"))
        criterion = self.first_text(original, ("criterion", "answer", "reference", "target"))
        answer = self.text_of(processed, "response", where="system output")
        values = {"question": question, "answer": answer, "criterion": criterion, "instructions": self.instructions}
        return self._template.render(values, neutralize=self._neutralize)

    async def judge(self, original: Mapping[str, Any], processed: Mapping[str, Any], ledger: Ledger) -> Scores:
        from .._parse import parse_grade
        from .._templates import grade_instructions

        messages, counts = self.render(original, processed)
        details: dict[str, Any] = {"template": self._template.name, "template_sha256": self._template.sha256}
        if counts:
            details["neutralized"] = counts
        if original.get("gold_grade") is not None:
            details["gold_label"] = str(original["gold_grade"]).upper()
        reminder = f"Your reply did not end with a valid grade. {grade_instructions(self.partial_credit)}"
        letter, reply = await self.ask(
            messages, ledger, lambda text: parse_grade(text, self.offered, self.compat), details, reminder
        )
        value = {"C": 1.0, "P": self.partial_value, "I": 0.0}[letter]
        details.update(predicted_label=letter, extracted=letter, judge_text=reply.text, method="last_grade_marker")
        return Scores({"grade": value, "grade_correct": 1.0 if letter == "C" else 0.0}, details=details)
