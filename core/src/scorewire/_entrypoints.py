"""Find entry points of one group without importing ``importlib.metadata``.

Plugin discovery runs on every ``scorewire`` command, so it must be cheap.
``importlib.metadata`` costs ~20 ms to import (email, zipfile, ...) and parses
the metadata of every installed distribution; this reads only the
``entry_points.txt`` of ``*.dist-info`` / ``*.egg-info`` folders on ``sys.path``,
with the same rule for duplicates (the first distribution of a name on
``sys.path`` wins). When ``sys.path`` holds something other than folders (a zip
archive), it defers to ``importlib.metadata``.
"""

from __future__ import annotations

import importlib
import os
import re
import sys
from typing import Any

from ._lazy import lazy_compile

_SECTION = lazy_compile(r"^\s*\[(?P<name>[^\]]+)\]\s*$")


class FoundEntryPoint:
    """An entry point read from a distribution's ``entry_points.txt``.

    A plain class, not a dataclass: building a dataclass costs about half a millisecond, and
    this module runs on every ``scorewire`` command.
    """

    __slots__ = ("dist_name", "group", "name", "value", "version")

    name: str
    value: str
    group: str
    dist_name: str
    version: str

    def __init__(self, name: str, value: str, group: str, dist_name: str, version: str) -> None:
        for field, given in zip(self.__slots__, (dist_name, group, name, value, version), strict=True):
            object.__setattr__(self, field, given)

    def __setattr__(self, field: str, value: object) -> None:
        raise AttributeError(f"FoundEntryPoint is read-only: cannot set {field!r}")

    def _key(self) -> tuple[str, str, str, str, str]:
        return (self.name, self.value, self.group, self.dist_name, self.version)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FoundEntryPoint) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return "FoundEntryPoint(name={!r}, value={!r}, group={!r}, dist_name={!r}, version={!r})".format(*self._key())

    def load(self) -> Any:
        """Import the module (and attribute) the entry point names."""
        module, _, attr = self.value.partition(":")
        obj: Any = importlib.import_module(module.strip())
        for part in attr.strip().split(".") if attr.strip() else ():
            obj = getattr(obj, part)
        return obj


def _normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _parse(text: str, group: str) -> list[tuple[str, str]]:
    found = []
    current = None
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped[0] in "#;":
            continue
        m = _SECTION.match(line)
        if m:
            current = m.group("name").strip()
            continue
        if current == group and "=" in stripped:
            key, _, value = stripped.partition("=")
            found.append((key.strip(), value.strip()))
    return found


def _via_importlib_metadata(group: str) -> list[FoundEntryPoint]:
    import importlib.metadata as md

    out = []
    for ep in md.entry_points(group=group):
        dist = getattr(ep, "dist", None)
        out.append(
            FoundEntryPoint(
                ep.name, ep.value, group, getattr(dist, "name", "") or "", getattr(dist, "version", "") or "unknown"
            )
        )
    return out


def entry_points(group: str) -> list[FoundEntryPoint]:
    """Every entry point of ``group`` installed on ``sys.path``."""
    seen: set[str] = set()
    out: list[FoundEntryPoint] = []
    for entry in sys.path:
        path = entry or "."
        if os.path.isfile(path):  # a zip archive or egg: let importlib.metadata handle everything
            return _via_importlib_metadata(group)
        try:
            listing = sorted(os.scandir(path), key=lambda d: d.name)
        except OSError:
            continue
        for d in listing:
            base, dot, kind = d.name.rpartition(".")
            if not dot or kind not in ("dist-info", "egg-info"):
                continue
            dist, _, version = base.partition("-")
            norm = _normalize(dist)
            if norm in seen:
                continue
            seen.add(norm)
            try:
                with open(os.path.join(d.path, "entry_points.txt"), encoding="utf-8") as fh:
                    text = fh.read()
            except OSError:
                continue
            for name, value in _parse(text, group):
                out.append(FoundEntryPoint(name, value, group, dist, version or "unknown"))
    return out
