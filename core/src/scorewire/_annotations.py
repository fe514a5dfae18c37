"""Names a module imports only under ``if TYPE_CHECKING:``, imported when an annotation needs one.

Plugin modules keep the types of their option annotations (``Path``, a template class) under
``TYPE_CHECKING`` so that plugin discovery, which imports every evaluator class, does not import
them. When an evaluator's options are first resolved (the evaluator is built or described,
after discovery), an annotation naming such a type is evaluated again with the name imported
here, so the declared type is still checked.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import inspect
from types import ModuleType
from typing import Any

_MISSING = object()
_TABLES: dict[str, dict[str, tuple[str, str | None]]] = {}


def type_checking_import(module: ModuleType | None, name: str) -> Any:
    """The object ``name`` is bound to by ``module``'s ``if TYPE_CHECKING:`` imports (None: not one of them).

    Only the module's top-level ``if TYPE_CHECKING:`` (or ``typing.TYPE_CHECKING``) blocks are
    read; an import that fails leaves the name unresolved.
    """
    if module is None:
        return None
    table = _TABLES.get(module.__name__)
    if table is None:
        table = _TABLES[module.__name__] = _table(module)
    target = table.get(name)
    if target is None:
        return None
    module_name, attr = target
    try:
        imported = importlib.import_module(module_name)
        if attr is None:
            return imported
        value = getattr(imported, attr, _MISSING)
        if value is _MISSING:  # ``from package import submodule``
            value = importlib.import_module(f"{module_name}.{attr}")
        return value
    except Exception:
        return None


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _table(module: ModuleType) -> dict[str, tuple[str, str | None]]:
    try:
        tree = ast.parse(inspect.getsource(module))
    except (OSError, TypeError, SyntaxError):  # no source (a zip import, a frozen module)
        return {}
    table: dict[str, tuple[str, str | None]] = {}
    for node in tree.body:
        if not (isinstance(node, ast.If) and _is_type_checking(node.test)):
            continue
        for stmt in node.body:
            if isinstance(stmt, ast.ImportFrom):
                base = stmt.module or ""
                if stmt.level:
                    package = module.__package__ or ""
                    try:
                        base = importlib.util.resolve_name("." * stmt.level + base, package)
                    except (ImportError, ValueError):
                        continue
                for alias in stmt.names:
                    table[alias.asname or alias.name] = (base, alias.name)
            elif isinstance(stmt, ast.Import):
                for alias in stmt.names:
                    if alias.asname:
                        table[alias.asname] = (alias.name, None)
                    else:
                        top = alias.name.split(".")[0]
                        table[top] = (top, None)
    return table
