"""Every first-party evaluator follows the house conventions, checked the way datasette checks its hooks.

- its options (the keyword parameters of the class) are all named on its plugin's docs page;
- it has a string ``name`` and ``version``;
- the details it writes use the standard keys (``extracted``, ``method``, ``span``,
  ``reason``, ``failure``) rather than a synonym of one, and ``span`` is a pair of offsets.
"""

from __future__ import annotations

import importlib.util
import inspect
import re
import sys
import warnings
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from scorewire import evaluators, get_evaluator

REPO = Path(__file__).resolve().parents[2]
NOT_FIRST_PARTY = ("scorewire_length_example",)

#: Names that mean a standard key; an evaluator must write the standard one instead.
SYNONYMS = {
    "how": "method",
    "extraction_method": "method",
    "parsed": "extracted",
    "prediction": "extracted",
    "extracted_answer": "extracted",
    "answer_extracted": "extracted",
    "why": "reason",
    "failure_reason": "reason",
    "error_reason": "reason",
    "match_span": "span",
    "extraction_rule": "method",
}
#: ``details["method"]`` names the rule that matched as one snake_case word.
METHOD_NAME = re.compile(r"[a-z][a-z0-9_]*")


def first_party() -> dict[str, type]:
    return {
        name: cls
        for name, cls in evaluators().items()
        if cls.__module__.startswith("scorewire_") and not cls.__module__.startswith(NOT_FIRST_PARTY)
    }


def docs_page(cls: type) -> Path:
    family = cls.__module__.split(".")[0].removeprefix("scorewire_").replace("_", "-")
    return REPO / "docs" / "plugins" / f"{family}.md"


def options_of(cls: type) -> list[str]:
    params = inspect.signature(cls).parameters.values()
    return [p.name for p in params if p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)]


def code_of(page: Path) -> str:
    """Inline code spans and fenced blocks of a page: where an option is named."""
    text = page.read_text(encoding="utf-8")
    return " ".join(re.findall(r"`([^`\n]+)`", text)) + "\n" + "\n".join(re.findall(r"```\w*\n(.*?)```", text, re.S))


@pytest.mark.parametrize("name", sorted(first_party()))
def test_every_option_is_named_on_the_plugin_page(name: str) -> None:
    cls = first_party()[name]
    page = docs_page(cls)
    assert page.is_file(), f"{name}: no docs page {page.relative_to(REPO)}"
    code = code_of(page)
    missing = [o for o in options_of(cls) if not re.search(rf"(?<!\w){re.escape(o)}(?!\w)", code)]
    assert not missing, f"{name}: options {missing} are not named in {page.relative_to(REPO)}"


def test_the_option_check_can_fail(tmp_path: Path) -> None:
    class Probe:
        name = "probe"

        def __init__(self, documented: int = 1, forgotten: bool = False) -> None: ...

    page = tmp_path / "p.md"
    page.write_text("Options: `documented` (default 1).\n", encoding="utf-8")
    code = code_of(page)
    assert [o for o in options_of(Probe) if not re.search(rf"(?<!\w){o}(?!\w)", code)] == ["forgotten"]


@pytest.mark.parametrize("name", sorted(first_party()))
def test_every_evaluator_has_a_name_and_a_version(name: str) -> None:
    cls = first_party()[name]
    assert cls.name == name
    assert isinstance(getattr(cls, "version", None), str) and cls.version, f"{name} has no version"


def _fuzz_module() -> ModuleType:
    path = REPO / "tests" / "integration" / "test_fuzz_evaluators.py"
    spec = importlib.util.spec_from_file_location("_fuzz_rows_for_conventions", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


RESPONSES = ["Lisbon", "The answer is C.", "", "contradiction", "\\boxed{3/4}", "I cannot answer that.", "lisbon!"]


def test_details_use_the_standard_keys() -> None:
    fuzz = _fuzz_module()
    checked = 0
    for name in sorted(first_party()):
        if name in fuzz.NOT_FUZZED or name == "code_execution":
            continue  # judges need an endpoint; code needs a sandbox (tests/plugins/code checks its details)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            evaluator = get_evaluator(name, **fuzz.OPTIONS.get(name, {}))
        row: dict[str, Any] = {"id": "conv", **fuzz.ROWS.get(name, {}), "latency": 2.0}
        for response in RESPONSES:
            processed = {"response": response, "latency": 2.0, "loglikelihoods": [-1.0, -2.0]}
            details = getattr(evaluator.score(row, processed), "details", {})
            for key in details:
                assert key not in SYNONYMS, f"{name} writes details[{key!r}]; the standard key is {SYNONYMS[key]!r}"
            method = details.get("method")
            assert method is None or METHOD_NAME.fullmatch(str(method)), f"{name}: details['method'] = {method!r}"
            span = details.get("span")
            if span is not None:
                assert len(span) == 2 and all(isinstance(i, int) for i in span) and span[0] <= span[1], (name, span)
        checked += 1
    assert checked >= 20


def test_method_names_written_in_the_source_are_snake_case() -> None:
    # The judges are not scored above (they need an endpoint): the method names every first-party
    # plugin and the extraction toolkit write as literals are checked in their source instead.
    literal = re.compile(r"""(?:\bmethod\s*=\s*|["']method["']\s*\]\s*=\s*|["']method["']\s*:\s*)["']([^"'{}]*)["']""")
    root = Path(__file__).resolve().parents[2]
    sources = [*root.glob("plugins/*/src/**/*.py"), *root.glob("core/src/scorewire/extraction/*.py")]
    found = {(path.name, name) for path in sources for name in literal.findall(path.read_text(encoding="utf-8"))}
    assert len(found) >= 5
    assert sorted(f for f in found if not METHOD_NAME.fullmatch(f[1])) == []
