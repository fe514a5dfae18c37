"""Every first-party plugin has the same layout, so a reader finds the room for a change by its name.

    plugins/scorewire-<family>/src/scorewire_<family>/
        __init__.py      the public names
        plugin.py        the hook implementations, nothing else (the entry point)
        evaluators.py    the evaluator classes (or an evaluators/ package, one module per family)
        datasets.py      the dataset adapters
        benchmarks.py    the benchmarks' prompts and Hub locations, where the plugin has them
        _*.py            private helpers

Any other public module is listed below with the reason it stays public.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
import tomllib
from scorewire import default_registry

REPO = Path(__file__).resolve().parents[2]
PLUGIN_DIRS = sorted(p for p in (REPO / "plugins").iterdir() if (p / "pyproject.toml").is_file())
STANDARD = {"__init__", "plugin", "evaluators", "datasets", "benchmarks"}
EXTRACTION_BRANCH = (
    "the extraction branch rewrote this reader while the layout changed; kept in place so that merge stayed "
    "clean, to become a private module (and verdict.py an evaluators module) next"
)
#: Public modules beyond the standard ones: (package, module) -> why.
PUBLIC_MODULES = {
    ("scorewire_code", "backends"): "the sandbox API: scorewire-structured's custom-script specs and the tests use it",
    (
        "scorewire_code",
        "scripts",
    ): "documented: docs/plugins/structured.md names scorewire_code.scripts.submit_function",
    ("scorewire_multiple_choice", "multi"): "documented: docs/plugins/multiple-choice.md names multi.extract_letters",
    ("scorewire_multiple_choice", "extract"): EXTRACTION_BRANCH,
    ("scorewire_nli", "extract"): EXTRACTION_BRANCH,
    ("scorewire_nli", "labels"): EXTRACTION_BRANCH,
    ("scorewire_answer_quality", "verdict"): EXTRACTION_BRANCH,
}
#: Evaluator classes defined outside ``evaluators``: module -> why.
EVALUATORS_ELSEWHERE = {"scorewire_answer_quality.verdict": EXTRACTION_BRANCH}
ADAPTER_MODULES = {"datasets", "benchmarks"}


def package_dir(plugin_dir: Path) -> Path:
    (pkg,) = [p for p in (plugin_dir / "src").iterdir() if p.is_dir() and p.name.startswith("scorewire_")]
    return pkg


def ids(plugin_dir: Path) -> str:
    return plugin_dir.name


def top_level_modules(pkg: Path) -> set[str]:
    return {p.stem for p in pkg.glob("*.py")} | {p.name for p in pkg.iterdir() if (p / "__init__.py").is_file()}


def test_there_are_plugins() -> None:
    assert len(PLUGIN_DIRS) >= 10


@pytest.mark.parametrize("plugin_dir", PLUGIN_DIRS, ids=ids)
def test_the_entry_point_is_the_plugin_module(plugin_dir: Path) -> None:
    pkg = package_dir(plugin_dir)
    assert pkg.name == "scorewire_" + plugin_dir.name.removeprefix("scorewire-").replace("-", "_")
    project = tomllib.loads((plugin_dir / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["entry-points"]["scorewire"] == {plugin_dir.name: f"{pkg.name}.plugin"}
    assert (pkg / "__init__.py").is_file() and (pkg / "plugin.py").is_file()


@pytest.mark.parametrize("plugin_dir", PLUGIN_DIRS, ids=ids)
def test_plugin_py_holds_hooks_only(plugin_dir: Path) -> None:
    tree = ast.parse((package_dir(plugin_dir) / "plugin.py").read_text(encoding="utf-8"))
    for node in tree.body:
        assert not isinstance(node, ast.ClassDef), f"{plugin_dir.name}: class {node.name} belongs in its own module"
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            decorators = {ast.unparse(d) for d in node.decorator_list}
            assert "hookimpl" in decorators and node.name.startswith("scorewire_"), (
                f"{plugin_dir.name}: plugin.py defines {node.name}(), which is not a hook; move it next to what it serves"
            )


@pytest.mark.parametrize("plugin_dir", PLUGIN_DIRS, ids=ids)
def test_modules_have_the_standard_names_or_are_private(plugin_dir: Path) -> None:
    pkg = package_dir(plugin_dir)
    odd = sorted(
        m
        for m in top_level_modules(pkg)
        if m not in STANDARD and not m.startswith("_") and (pkg.name, m) not in PUBLIC_MODULES
    )
    assert not odd, (
        f"{plugin_dir.name}: public modules {odd} are none of plugin/evaluators/datasets/benchmarks; "
        "prefix private helpers with '_'"
    )
    assert "evaluator" not in top_level_modules(pkg) and "dataset" not in top_level_modules(pkg), "plural names"


def test_every_listed_exception_still_exists() -> None:
    for pkg_name, module in PUBLIC_MODULES:
        pkg = REPO / "plugins" / pkg_name.replace("_", "-") / "src" / pkg_name
        assert module in top_level_modules(pkg), f"{pkg_name}.{module} is gone: drop it from PUBLIC_MODULES"


def test_evaluator_classes_live_in_evaluators() -> None:
    registry = default_registry()
    misplaced = []
    for name, cls in registry.evaluators().items():
        module = cls.__module__
        pkg = module.split(".")[0]
        if not pkg.startswith("scorewire_") or registry.evaluator_plugin(name) == "scorewire-length-example":
            continue
        home = f"{pkg}.evaluators"
        if module != home and not module.startswith(home + ".") and module not in EVALUATORS_ELSEWHERE:
            misplaced.append(f"{name} ({module})")
    assert not misplaced, f"evaluator classes outside their plugin's evaluators module: {misplaced}"


def _builds_adapters(path: Path) -> list[str]:
    calls = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            callee = ast.unparse(node.func)
            if callee in ("DatasetAdapter", "Benchmark", "Benchmark.of", "scorewire.DatasetAdapter"):
                calls.append(f"{path.name}:{node.lineno} {callee}(...)")
    return calls


@pytest.mark.parametrize("plugin_dir", PLUGIN_DIRS, ids=ids)
def test_dataset_adapters_are_built_in_datasets_or_benchmarks(plugin_dir: Path) -> None:
    pkg = package_dir(plugin_dir)
    stray = [
        call
        for path in sorted(pkg.rglob("*.py"))
        if path.stem not in ADAPTER_MODULES
        for call in _builds_adapters(path)
    ]
    assert not stray, f"{plugin_dir.name}: adapters built outside datasets.py/benchmarks.py: {stray}"


def test_the_adapter_check_sees_an_adapter(tmp_path: Path) -> None:
    module = tmp_path / "plugin.py"
    module.write_text(
        "from scorewire import DatasetAdapter\nA = [DatasetAdapter('x', convert=dict)]\n", encoding="utf-8"
    )
    assert _builds_adapters(module) == ["plugin.py:2 DatasetAdapter(...)"]
