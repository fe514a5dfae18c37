"""What discovery imports, plugin by plugin: no heavy module, no regular expression compiled at import.

Discovery imports each plugin's hook module and every module defining a class it registers,
and every ``scorewire`` command pays for that, scoring or not. Each first-party plugin is
discovered alone in a fresh interpreter (``SCOREWIRE_LOAD_PLUGINS``); the test records the
modules ``import scorewire`` and discovery added and every ``re`` compilation run by the body
of a module of ours while it was being imported. Heavy modules and patterns belong in the
functions that use them (``scorewire.lazy_compile`` defers a module-level pattern).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PLUGINS = sorted(p.name for p in (REPO / "plugins").iterdir() if (p / "pyproject.toml").is_file())

#: Modules no plugin may import at discovery (top-level names): third-party stacks, and the
#: standard library's modules that scoring needs and listing plugins does not (asyncio with ssl
#: and socket, logging, email, sqlite3, difflib; file formats, hashing, numbers, text tables).
#: What discovery may import is what pluggy itself imports (typing, inspect, re, enum...),
#: dataclasses, and math.
FORBIDDEN = frozenset(
    {
        "asyncio",
        "concurrent",
        "csv",
        "decimal",
        "difflib",
        "docker",
        "email",
        "fractions",
        "gzip",
        "hashlib",
        "httpcore",
        "httpx",
        "inspect_ai",
        "json",
        "jsonschema",
        "logging",
        "multiprocessing",
        "numpy",
        "pathlib",
        "pickle",
        "random",
        "rapidfuzz",
        "ray",
        "regex",
        "shutil",
        "socket",
        "sqlite3",
        "ssl",
        "string",
        "subprocess",
        "sympy",
        "tempfile",
        "threading",
        "tiktoken",
        "unicodedata",
        "urllib",
        "yaml",
    }
)
#: Modules of ours that read, render, aggregate or run: a row being scored (or an evaluator
#: being built) imports them, discovery does not. A name here that no longer exists fails
#: test_the_forbidden_modules_of_ours_exist, so the list cannot go stale silently.
FORBIDDEN_OURS = frozenset(
    {
        "scorewire._aggregates",
        "scorewire._executors",
        "scorewire._prompt_plan",
        "scorewire._reducers",
        "scorewire._results",
        "scorewire._runner",
        "scorewire._systems",
        "scorewire._transport",
        "scorewire._wiring_decision",
        "scorewire.extraction",
        "scorewire.http",
        "scorewire_answer_quality._text",
        "scorewire_code._programs",
        "scorewire_code.backends",
        "scorewire_ifeval._instructions",
        "scorewire_ifeval._textstats",
        "scorewire_inspect._log",
        "scorewire_inspect._scorer",
        "scorewire_judge._client",
        "scorewire_judge._parse",
        "scorewire_judge._render",
        "scorewire_judge._summaries",
        "scorewire_judge._templates",
        "scorewire_math._equivalence",
        "scorewire_math._extract",
        "scorewire_math._latex",
        "scorewire_math._normalize",
        "scorewire_multiple_choice._completions",
        "scorewire_multiple_choice.extract",
        "scorewire_multiple_choice.multi",
        "scorewire_nli.extract",
        "scorewire_nli.labels",
        "scorewire_ray._blocks",
        "scorewire_structured._extract",
        "scorewire_structured._spec",
        "scorewire_text_overlap._rouge",
    }
)

# Known exceptions, each with its reason (none left: every module-level pattern of the modules
# discovery imports is a scorewire.lazy_compile, and no plugin imports a forbidden module).
ALLOWED_COMPILES: dict[str, str] = {}
ALLOWED_MODULES: dict[str, tuple[frozenset[str], str]] = {}

PROBE = r"""
import os, re, sys

records = []
real_compile = re._compile

def spy(pattern, flags):
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_name == "<module>" and "/re/" not in frame.f_code.co_filename:
            name = frame.f_globals.get("__name__", "")
            if name == "scorewire" or name.startswith(("scorewire.", "scorewire_")):
                path = frame.f_code.co_filename.replace(os.sep, "/")
                records.append(f"{path.rsplit('/src/', 1)[-1]}:{frame.f_lineno}")
            break
        frame = frame.f_back
    return real_compile(pattern, flags)

before = set(sys.modules)
re._compile = spy
import scorewire
registry = scorewire.default_registry().load()
re._compile = real_compile
modules = sorted(set(sys.modules) - before)
import json  # only now: json is one of the modules discovery must not import
print(json.dumps({"plugins": sorted(registry.plugins), "modules": modules, "compiles": records}))
"""


def discover(plugin: str) -> dict[str, list[str]]:
    env = {**os.environ, "SCOREWIRE_LOAD_PLUGINS": plugin}
    env.pop("SCOREWIRE_DISABLE_PLUGINS", None)
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def _allowed_compile(where: str) -> bool:
    return any(where.startswith(prefix) for prefix in ALLOWED_COMPILES)


def test_every_plugin_folder_is_checked() -> None:
    assert len(PLUGINS) >= 10 and "scorewire-answer-quality" in PLUGINS


@pytest.mark.parametrize("plugin", PLUGINS)
def test_discovery_imports_no_heavy_module_and_compiles_no_pattern(plugin: str) -> None:
    found = discover(plugin)
    assert found["plugins"] == [plugin], f"{plugin} was not discovered (is it installed?)"
    top_level = {m.split(".")[0] for m in found["modules"]}
    allowed, _why = ALLOWED_MODULES.get(plugin, (frozenset(), ""))
    ours = {m for m in found["modules"] if any(m == f or m.startswith(f + ".") for f in FORBIDDEN_OURS)}
    heavy = sorted((top_level & FORBIDDEN) - allowed) + sorted(ours)
    assert not heavy, f"discovering {plugin} imports {heavy}: import them where they are used"
    compiles = sorted({w for w in found["compiles"] if not _allowed_compile(w)})
    assert not compiles, f"discovering {plugin} compiles regular expressions at import: {compiles} (use lazy_compile)"


def test_the_forbidden_modules_of_ours_exist() -> None:
    import importlib.util

    missing = sorted(name for name in FORBIDDEN_OURS if importlib.util.find_spec(name) is None)
    assert not missing, f"FORBIDDEN_OURS names modules that do not exist (renamed?): {missing}"


@pytest.mark.parametrize("plugin", PLUGINS)
def test_every_public_name_of_a_plugin_package_resolves(plugin: str) -> None:
    """Package names loaded on first use (PEP 562 ``__getattr__``) are all there."""
    import importlib

    package = importlib.import_module(plugin.replace("-", "_"))
    for name in getattr(package, "__all__", ()):
        assert getattr(package, name) is not None, f"{plugin}: {name}"
    with pytest.raises(AttributeError, match="no attribute"):
        _ = package.no_such_name


def test_the_probe_sees_a_compile_and_a_heavy_import(tmp_path: Path) -> None:
    """The check itself can fail: a plugin module compiling a pattern and importing difflib is caught."""
    package = tmp_path / "scorewire_probe_check"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "plugin.py").write_text(
        "import re, difflib\nfrom scorewire import hookimpl\n_P = re.compile(r'probe-[0-9]+')\n"
        "class E:\n    name = 'probe_check'\n    def score(self, o, p):\n        return {}\n"
        "@hookimpl\ndef scorewire_register_evaluators():\n    return [E]\n",
        encoding="utf-8",
    )
    code = PROBE.replace(
        "registry = scorewire.default_registry().load()",
        f"sys.path.insert(0, {str(tmp_path)!r}); import importlib\n"
        "registry = scorewire.PluginRegistry([], env={})\n"
        "registry.register(importlib.import_module('scorewire_probe_check.plugin'), 'probe')",
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert "difflib" in found["modules"]
    assert any(w.endswith("scorewire_probe_check/plugin.py:3") for w in found["compiles"]), found["compiles"]


def test_lazy_compile_defers_and_then_behaves_like_the_pattern() -> None:
    code = (
        "import re, scorewire\n"
        "calls = []\nreal = re._compile\n"
        "re._compile = lambda p, f: calls.append(p) or real(p, f)\n"
        "p = scorewire.lazy_compile(r'(\\d+)-(\\d+)')\n"
        "assert calls == [], calls\n"
        "m = p.search('a 12-34 b')\n"
        "assert m.groups() == ('12', '34') and p.sub(r'\\2-\\1', '1-2') == '2-1' and p.groups == 2\n"
        "assert p.pattern == r'(\\d+)-(\\d+)' and p.compiled is re.compile(r'(\\d+)-(\\d+)')\n"
        "print(len(calls) >= 1)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"


def test_a_lazy_pattern_pickles_and_copies_before_and_after_first_use() -> None:
    import copy
    import pickle

    from scorewire import lazy_compile

    fresh = lazy_compile(r"a(b+)", 2)
    used = lazy_compile(r"a(b+)")
    assert used.search("xabb") is not None
    for pattern in (fresh, used):
        for clone in (pickle.loads(pickle.dumps(pattern)), copy.deepcopy(pattern), copy.copy(pattern)):
            assert clone.search("xABB" if pattern is fresh else "xabb").group(1) in ("BB", "bb")
            assert clone.pattern == r"a(b+)"
