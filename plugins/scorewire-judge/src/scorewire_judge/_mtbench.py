"""MT-Bench template selection: reference-guided categories, turns, FastChat's own prompts.

FastChat (``fastchat/llm_judge/gen_judgment.py``) judges questions of the categories in
``NEED_REF_CATS`` (math, reasoning, coding, arena-hard-200) with the ``*-math-v1``
templates and a reference answer, the others with the general ones; turn 2 is judged
with the whole two-turn conversation and the ``*-multi-turn`` templates. The same
selection applies to our own templates. ``compat="fastchat"`` renders FastChat's prompt
texts, read at run time from a ``judge_prompts.jsonl`` the user points to (or the
installed ``fastchat`` package): they are not shipped here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from scorewire import MissingFieldError, lazy_compile

if TYPE_CHECKING:
    from pathlib import Path

    from ._render import Template

# json, pathlib and the template renderer are imported when FastChat's prompts are loaded:
# plugin discovery imports this module for REFERENCE_CATEGORIES (an option default) only.

#: FastChat's NEED_REF_CATS.
REFERENCE_CATEGORIES = frozenset({"math", "reasoning", "coding", "arena-hard-200"})

_FASTCHAT_DELIMS = lazy_compile(
    r"\[The (?:Start|End) of [^\]\n]*\]|<\|The (?:Start|End) of [^|\n]*\|>|^### [^\n:]{1,40}:|\[User Question\]",
    re.MULTILINE,
)


def delimiters_in(text: str) -> tuple[str, ...]:
    """The structural markers a FastChat-style template uses (``[The End of ...]``, ``### User:``...)."""
    return tuple(dict.fromkeys(m.group(0) for m in _FASTCHAT_DELIMS.finditer(text)))


def load_fastchat_prompts(path: str | Path | None) -> dict[str, Template]:
    """FastChat's judge prompts by name (``single-v1``, ``pair-math-v1-multi-turn``...)."""
    import json
    from pathlib import Path

    from ._render import DOUBLE_BRACKET, Template

    if path is None:
        try:
            from importlib.resources import files

            text = (files("fastchat") / "llm_judge/data/judge_prompts.jsonl").read_text(encoding="utf-8")
        except (ModuleNotFoundError, FileNotFoundError) as exc:
            raise ValueError(
                "compat='fastchat' needs FastChat's judge_prompts.jsonl: pass prompts_path= "
                "(the file ships with FastChat under fastchat/llm_judge/data/)"
            ) from exc
    else:
        text = Path(path).read_text(encoding="utf-8")
    rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    # Every marker of the family is neutralised in every template: a multi-turn answer must
    # not be able to close a single-turn block either.
    delimiters = tuple(dict.fromkeys(d for row in rows for d in delimiters_in(row["prompt_template"])))
    out: dict[str, Template] = {}
    for row in rows:
        out[row["name"]] = Template(
            name=row["name"],
            system=row.get("system_prompt"),
            user=row["prompt_template"],
            delimiters=delimiters,
            verdict_rules=(DOUBLE_BRACKET,),
        )
    return out


def needs_reference(original: Mapping[str, Any], categories: frozenset[str]) -> bool:
    """Whether the example's category is judged against a reference answer."""
    return str(original.get("category") or "") in categories


def reference_turns(
    original: Mapping[str, Any], source: str, evaluator: str, field: str = "reference"
) -> tuple[list[str], str]:
    """The reference answers per turn, and where they came from (recorded on the row).

    ``source="reference_answers"``: the reference-answer file (FastChat's GPT-4 answers,
    the adapter's ``reference`` field); ``"question"``: the question's own ``reference``
    (``question_reference``), which corrects known-wrong GPT-4 references such as Q104's.
    """
    key = field if source == "reference_answers" else "question_reference"
    value = original.get(key)
    if value is None:
        raise MissingFieldError(
            evaluator,
            key,
            original.get("id"),
            f"category {original.get('category')!r} is judged against a reference answer "
            f"(reference_source={source!r}); add it or drop the category from reference_categories",
        )
    turns = [str(v) for v in value] if isinstance(value, (list, tuple)) else [str(value)]
    return turns, source


def user_turns(original: Mapping[str, Any], evaluator: str) -> list[str]:
    """The user's questions: ``turns``, else ``question``/``instruction``."""
    turns = original.get("turns")
    if isinstance(turns, (list, tuple)) and turns:
        return [str(t) for t in turns]
    for key in ("question", "instruction", "prompt"):
        if original.get(key) is not None:
            return [str(original[key])]
    raise MissingFieldError(evaluator, "question", original.get("id"), "a 'question' (or 'turns' for multi-turn)")


def answer_turns(
    original: Mapping[str, Any], processed: Mapping[str, Any], evaluator: str, field: str = "response"
) -> list[str]:
    """The system's answers per turn: ``response_turns``, or ``turns`` of the system output, else ``response``."""
    value = processed.get("response_turns")
    if value is None and processed is not original:
        value = processed.get("turns")
    if isinstance(value, (list, tuple)) and value:
        return [str(v) for v in value]
    if processed.get(field) is None:
        raise MissingFieldError(evaluator, field, original.get("id"), "the system's answer")
    return [str(processed[field])]


def turn_plan(turn: int | str | None, n_questions: int, n_answers: int) -> Sequence[int]:
    """Which turns to judge: an explicit turn, else every turn both sides have (MT-Bench: 1 and 2)."""
    if turn in (None, "both", "all"):
        return tuple(range(1, min(n_questions, n_answers, 2) + 1))
    t = int(turn)
    if t not in (1, 2):
        raise ValueError(f"turn must be 1, 2 or 'both', got {turn!r}")
    return (t,)
