"""Prompt building for named benchmarks: templates, few-shot examples, chat messages.

A :class:`Prompt` turns one canonical example into the chat messages sent to a
model: an optional system message, ``k`` few-shot examples played as earlier
user/assistant turns, and the example's own user message (the template plus the
answer-format instruction). Few-shot examples are drawn with a seed derived from
the run's seed and the example's id, so a run is reproducible, and an example is
never its own few-shot example.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from ._errors import DatasetError

if TYPE_CHECKING:  # json, random, string and pathlib are imported where used: discovery needs none
    import string
    from pathlib import Path

Message = dict[str, str]
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class _Fields(Mapping[str, Any]):
    """An example's fields plus the derived ones templates may use.

    - ``options``: ``choices`` as ``A. ...`` lines;
    - ``letters``: the option letters, ``A, B, C, D``;
    - ``last_letter``: the last option letter (``D``).
    """

    def __init__(self, example: Mapping[str, Any]) -> None:
        self.example = example

    def _choices(self) -> list[str]:
        choices = self.example.get("choices")
        if not isinstance(choices, (list, tuple)) or not choices:
            raise KeyError("choices")
        return [str(c) for c in choices]

    def __getitem__(self, key: str) -> Any:
        if key in self.example:
            return self.example[key]
        if key == "options":
            return "\n".join(f"{LETTERS[i]}. {c}" for i, c in enumerate(self._choices()))
        if key == "letters":
            return ", ".join(LETTERS[: len(self._choices())])
        if key == "last_letter":
            return LETTERS[len(self._choices()) - 1]
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return iter(self.example)

    def __len__(self) -> int:
        return len(self.example)


@cache
def _formatter() -> string.Formatter:
    import string

    return string.Formatter()


def render_template(template: str, example: Mapping[str, Any], what: str = "prompt template") -> str:
    """``str.format`` ``template`` over ``example``'s fields (and ``options``, ``letters``).

    :raises DatasetError: a field the template names is missing, naming the field,
        the row and the fix.
    """
    try:
        return _formatter().vformat(template, (), _Fields(example))
    except KeyError as exc:
        field = exc.args[0] if exc.args else "?"
        raise DatasetError(
            f"{what} uses {{{field}}} but row {example.get('id')!r} has no field {field!r} "
            f"(it has {sorted(example)}); pass a template over the row's fields (--prompt-template FILE)"
        ) from None
    except (IndexError, ValueError) as exc:
        raise DatasetError(f"{what} is not a valid str.format template: {exc}") from None


Render = str | Callable[[Mapping[str, Any]], str]


def _render(spec: Render, example: Mapping[str, Any], what: str) -> str:
    return render_template(spec, example, what) if isinstance(spec, str) else str(spec(example))


@dataclass(frozen=True)
class Prompt:
    """How a benchmark's examples become chat messages.

    :param user: the user message: a ``str.format`` template over the example's
        canonical fields (plus ``{options}``, ``{letters}``, ``{last_letter}`` for
        multiple-choice rows), or a function of the example.
    :param system: an optional system message.
    :param answer_format: an instruction appended to every user message after a
        blank line (how to state the final answer).
    :param fewshot_answer: the assistant reply of a few-shot example (a template or
        function over that example), e.g. ``"{solution}"``. Without it the
        benchmark cannot take few-shot examples.
    :param num_fewshot: few-shot examples per prompt by default (0: zero-shot).
    :param fewshot_split: the Hub split few-shot examples come from (``train``,
        ``dev``); with local data the examples come from ``fewshot_data`` or, when
        none is given, from the evaluation set itself (never the example itself).
    :param fewshot_same: a field few-shot examples must share with the row (MMLU's
        ``subject``); when no example shares it, any example is drawn.
    :param conversation: a row field holding a whole chat conversation (a list of
        ``{"role", "content"}`` messages, HealthBench) sent as it is after the prefix,
        instead of the user template.
    """

    user: Render = "{question}"
    system: str | None = None
    answer_format: str | None = None
    fewshot_answer: Render | None = None
    num_fewshot: int = 0
    fewshot_split: str | None = None
    conversation: str | None = None
    fewshot_same: str | None = None

    def user_message(self, example: Mapping[str, Any]) -> str:
        """The user message of ``example`` (template plus answer-format instruction)."""
        text = _render(self.user, example, "prompt template")
        if self.answer_format:
            text = f"{text}\n\n{render_template(self.answer_format, example, 'answer format')}"
        return text

    def fewshot_reply(self, shot: Mapping[str, Any]) -> str:
        """The assistant reply of a few-shot example."""
        if self.fewshot_answer is None:
            raise DatasetError("this benchmark's prompt has no few-shot answer format; pass --num-fewshot 0")
        return _render(self.fewshot_answer, shot, "few-shot answer template")

    def prefix(self, shots: Sequence[Mapping[str, Any]] = ()) -> list[Message]:
        """The system message and the few-shot turns that come before an example's own message."""
        out: list[Message] = []
        if self.system:
            out.append({"role": "system", "content": self.system})
        for shot in shots:
            out.append({"role": "user", "content": self.user_message(shot)})
            out.append({"role": "assistant", "content": self.fewshot_reply(shot)})
        return out

    def messages(self, example: Mapping[str, Any], shots: Sequence[Mapping[str, Any]] = ()) -> list[Message]:
        """The chat messages for ``example``, few-shot examples first."""
        if self.conversation is not None:
            given = example.get(self.conversation)
            if not isinstance(given, list) or not all(isinstance(m, Mapping) and "role" in m for m in given):
                raise DatasetError(
                    f"row {example.get('id')!r}: field {self.conversation!r} should be a list of chat messages "
                    f"({{'role', 'content'}}), got {type(given).__name__}"
                )
            return [
                *self.prefix(shots),
                *({"role": str(m["role"]), "content": str(m.get("content", ""))} for m in given),
            ]
        return [*self.prefix(shots), {"role": "user", "content": self.user_message(example)}]

    def with_overrides(
        self,
        *,
        template: str | None = None,
        system_prompt: str | None = None,
        num_fewshot: int | None = None,
    ) -> Prompt:
        """A copy with the run's overrides (``--prompt-template`` replaces the answer format too)."""
        out = self
        if template is not None:
            out = replace(out, user=template, answer_format=None)
        if system_prompt is not None:
            out = replace(out, system=system_prompt or None)
        if num_fewshot is not None:
            out = replace(out, num_fewshot=num_fewshot)
        return out


def _row_text(example: Mapping[str, Any]) -> str:
    from ._systems import default_prompt

    try:
        return default_prompt(example)
    except KeyError as exc:
        raise DatasetError(str(exc.args[0]) + "; give the row one of them, or pass --prompt-template FILE") from None


#: The prompt of a dataset no benchmark declares one for: the row's own ``prompt``,
#: ``question`` or ``input`` (multiple-choice options listed after it).
GENERIC_PROMPT = Prompt(user=_row_text)


def read_prompt_template(path: str | Path) -> dict[str, Any]:
    """Read ``--prompt-template FILE``.

    A ``.json`` file may set ``user``, ``system``, ``answer_format`` and
    ``fewshot_answer``; any other file is the user template itself.
    """
    import json
    from pathlib import Path

    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise DatasetError(f"--prompt-template {p}: cannot read it ({exc.strerror})") from None
    if p.suffix.lower() != ".json":
        return {"user": text.rstrip("\n")}
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DatasetError(f"--prompt-template {p}: malformed JSON ({exc.msg} at line {exc.lineno})") from None
    allowed = {"user", "system", "answer_format", "fewshot_answer"}
    if not isinstance(value, dict) or not set(value) <= allowed or "user" not in value:
        raise DatasetError(f"--prompt-template {p}: expected an object with 'user' and optionally {sorted(allowed)}")
    return value


def _same(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    if a.get("id") is not None and a.get("id") == b.get("id") and a.get("dataset") == b.get("dataset"):
        return True
    for key in ("question", "prompt", "turns"):
        if a.get(key) is not None and a.get(key) == b.get(key):
            return True
    return False


def select_fewshot(
    pool: Sequence[Mapping[str, Any]], example: Mapping[str, Any], k: int, seed: int = 0
) -> list[Mapping[str, Any]]:
    """``k`` few-shot examples for ``example``, drawn from ``pool`` with a per-example seed.

    The draw depends only on ``seed`` and the example's dataset and id, so it is the same
    on every run and in any row order. An entry of ``pool`` that is the example itself
    (same id, or same question/prompt text) is never taken.

    :raises DatasetError: the pool holds fewer than ``k`` other examples.
    """
    if k <= 0:
        return []
    eligible = [i for i, shot in enumerate(pool) if not _same(shot, example)]
    if len(eligible) < k:
        raise DatasetError(
            f"--num-fewshot {k}: only {len(eligible)} few-shot example(s) available for row "
            f"{example.get('id')!r}; lower --num-fewshot or pass a larger few-shot file (--fewshot-data)"
        )
    import random

    rng = random.Random(f"{seed}\x00{example.get('dataset')}\x00{example.get('id')}")
    return [pool[i] for i in rng.sample(eligible, k)]
