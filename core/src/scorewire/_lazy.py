"""Regular expressions compiled on first use, so importing an evaluator's module stays cheap.

Discovery imports every module that defines a registered evaluator class; a module-level
``re.compile`` there is paid by every ``scorewire`` command, scoring or not.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, cast

# Everything a compiled pattern offers; after the first use these are plain instance
# attributes (bound methods of the compiled pattern), so a call costs what it costs on
# the compiled pattern itself.
_ATTRIBUTES = (
    "search",
    "match",
    "fullmatch",
    "finditer",
    "findall",
    "sub",
    "subn",
    "split",
    "scanner",
    "pattern",
    "flags",
    "groups",
    "groupindex",
)


class _LazyPattern:
    __slots__ = ("__dict__", "_flags", "_source")

    def __init__(self, pattern: str, flags: int) -> None:
        self._source = pattern
        self._flags = flags

    def __getattr__(self, name: str) -> Any:  # only reached before the first compile
        if name.startswith("__") or name in ("_source", "_flags"):
            # Dunder look-ups (pickle, copy) and a half-built instance must not compile.
            raise AttributeError(name)
        compiled = re.compile(self._source, self._flags)
        for attribute in _ATTRIBUTES:
            setattr(self, attribute, getattr(compiled, attribute))
        self.compiled = compiled
        return getattr(compiled, name)

    def __reduce__(self) -> tuple[Any, tuple[str, int]]:
        # Pickled (to Ray workers, to worker processes) as its source: compiled again on first use there.
        return (_LazyPattern, (self._source, self._flags))

    def __repr__(self) -> str:
        return f"lazy_compile({self._source!r}, {self._flags!r})"


def lazy_compile(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, deferred until the pattern is first used.

    Use it for module-level patterns of modules that discovery imports::

        _NUMBER = lazy_compile(r"-?\\d+(?:\\.\\d+)?")
        ...
        _NUMBER.search(text)      # compiles here, once

    The result offers every method and attribute of a compiled pattern (``search``,
    ``sub``, ``pattern``, ...); after the first use they cost what they cost on a
    compiled pattern. It is not a :class:`re.Pattern` instance: pass
    ``pattern.compiled`` (available after first use) where a real one is required,
    or call its methods. An invalid pattern raises :class:`re.error` at first use.
    """
    return cast("re.Pattern[str]", _LazyPattern(pattern, int(flags)))


def lazy_exports(package: str, names: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` (PEP 562) that imports each name from its module on first use.

    ``names`` maps a public name to the module that defines it, relative to ``package`` (a
    package's ``__name__``) or absolute. The value is kept in the package's namespace after
    the first look-up, so later uses cost a plain attribute read::

        _LAZY = {"extract_label": ".extract", "LABEL_SETS": ".labels"}
        __getattr__ = lazy_exports(__name__, _LAZY)

    Plugin discovery imports a plugin's package for its evaluator classes only; what a row
    needs to be scored (readers, templates, clients) can then wait until a row is scored.
    """
    lazy = dict(names)

    def __getattr__(name: str) -> Any:
        module_name = lazy.get(name)
        if module_name is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        import importlib
        import sys

        value = getattr(importlib.import_module(module_name, package), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
