"""Scoring specs: declared, validated at load time, with errors naming the dimension and the field.

A spec is a dict, JSON text, or a ``.json``/``.yaml``/``.yml`` file::

    {"type": "deterministic",
     "dimensions": [
        {"name": "answer", "weight": 0.7, "primitive": "exact_match",
         "field": "answer", "ground_truth_field": "answer"},
        {"name": "speed", "weight": 0.3, "primitive": "time_decay", "time_limit_secs": 30}]}

    {"type": "custom-script", "script": "my_score.py", "field": "response",
     "ground_truth_field": "answer", "timeout_secs": 10}
"""

from __future__ import annotations

import ast
import difflib
import json
import math
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import attrs
from scorewire import ScorewireError

from ._primitives import PRIMITIVES

__all__ = ["CustomScriptSpec", "DeterministicSpec", "Dimension", "SpecError", "load_spec"]

WEIGHT_SUM_TOLERANCE = 1e-6
SPEC_TYPES = ("deterministic", "custom-script")
SET_MODES = ("intersection", "jaccard")
_DIMENSION_KEYS = ("name", "weight", "primitive", "field", "ground_truth_field")


class SpecError(ScorewireError, ValueError):
    """A scoring spec that cannot be used; the message names the dimension and the field."""


def _where(name: object, index: int) -> str:
    return f"dimension {index} ({name!r})" if isinstance(name, str) and name else f"dimension {index}"


def _finite_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


@attrs.frozen
class Dimension:
    """One weighted dimension of a deterministic spec; ``params`` holds the primitive's parameters."""

    name: str
    weight: float
    primitive: str
    field: str | None = None
    ground_truth_field: str | None = None
    params: Mapping[str, Any] = attrs.field(factory=dict, converter=dict)
    index: int = attrs.field(default=0, eq=False)

    def __attrs_post_init__(self) -> None:
        where = _where(self.name, self.index)

        def fail(field: str, problem: str) -> SpecError:
            return SpecError(f"scoring spec: {where}: field {field!r} {problem}")

        if not isinstance(self.name, str) or not self.name.strip():
            raise fail("name", "must be a non-empty string")
        if self.name == "score":
            raise fail("name", "cannot be 'score' (the weighted total has that key)")
        if not _finite_number(self.weight) or self.weight <= 0:
            raise fail("weight", f"must be a positive number, got {self.weight!r}")
        if self.primitive not in PRIMITIVES:
            raise fail("primitive", f"is {self.primitive!r}; known primitives: {', '.join(PRIMITIVES)}")
        _, required, optional, needs_gt = PRIMITIVES[self.primitive]
        for key in ("field", "ground_truth_field"):
            value = getattr(self, key)
            if value is not None and (not isinstance(value, str) or not value):
                raise fail(key, f"must be a non-empty string, got {value!r}")
        if needs_gt:
            if self.field is None:
                raise fail("field", f"is required by primitive {self.primitive!r} (where the submission is read)")
            if self.ground_truth_field is None:
                raise fail("ground_truth_field", f"is required by primitive {self.primitive!r}")
        for key in self.params:
            if key not in required and key not in optional:
                allowed = (*_DIMENSION_KEYS, *required, *optional)
                close = difflib.get_close_matches(str(key), allowed, n=1)
                hint = f"; did you mean {close[0]!r}?" if close else f"; allowed: {', '.join(allowed)}"
                raise fail(key, f"is not a parameter of primitive {self.primitive!r}{hint}")
        for key in required:
            if key not in self.params:
                raise fail(key, f"is required by primitive {self.primitive!r}")
        if "tolerance" in self.params and (
            not _finite_number(self.params["tolerance"]) or self.params["tolerance"] < 0
        ):
            raise fail("tolerance", f"must be a finite number >= 0, got {self.params['tolerance']!r}")
        if "time_limit_secs" in self.params:
            limit = self.params["time_limit_secs"]
            if not _finite_number(limit) or limit <= 0:
                raise fail("time_limit_secs", f"must be a positive number, got {limit!r}")
        if self.params.get("mode", "intersection") not in SET_MODES:
            raise fail("mode", f"is {self.params['mode']!r}; choose one of {', '.join(SET_MODES)}")


def _as_tuple(dimensions: Iterable[Dimension]) -> tuple[Dimension, ...]:
    return tuple(dimensions)


@attrs.frozen
class DeterministicSpec:
    """Weighted dimensions whose weights sum to 1; the total is on the 0–1000 scale."""

    dimensions: tuple[Dimension, ...] = attrs.field(converter=_as_tuple)
    type: str = "deterministic"

    def __attrs_post_init__(self) -> None:
        if not self.dimensions:
            raise SpecError("scoring spec: field 'dimensions' must list at least one dimension")
        seen: set[str] = set()
        for dim in self.dimensions:
            if dim.name in seen:
                raise SpecError(
                    f"scoring spec: {_where(dim.name, dim.index)}: field 'name' repeats an earlier dimension"
                )
            seen.add(dim.name)
        total = math.fsum(d.weight for d in self.dimensions)
        if abs(total - 1.0) > WEIGHT_SUM_TOLERANCE:
            weights = ", ".join(f"{d.name}={d.weight:g}" for d in self.dimensions)
            raise SpecError(f"scoring spec: field 'weight' of the dimensions must sum to 1, got {total:g} ({weights})")


@attrs.frozen
class CustomScriptSpec:
    """A user's Python file defining ``score(submission, ground_truth) -> float`` (0–1000), run sandboxed."""

    script: Path = attrs.field(converter=Path)
    ground_truth_field: str
    field: str = "response"
    timeout_secs: float = 10.0
    memory_mb: int = 256
    backend: str = "auto"
    determinism_rows: int = 5
    source: str = attrs.field(default="", eq=False, repr=False)
    type: str = "custom-script"

    def __attrs_post_init__(self) -> None:
        def fail(field: str, problem: str) -> SpecError:
            return SpecError(f"scoring spec (custom-script): field {field!r} {problem}")

        for key in ("field", "ground_truth_field", "backend"):
            if not isinstance(getattr(self, key), str) or not getattr(self, key):
                raise fail(key, "must be a non-empty string")
        if not _finite_number(self.timeout_secs) or self.timeout_secs <= 0:
            raise fail("timeout_secs", f"must be a positive number, got {self.timeout_secs!r}")
        if isinstance(self.memory_mb, bool) or not isinstance(self.memory_mb, int) or self.memory_mb < 32:
            raise fail("memory_mb", f"must be an integer >= 32, got {self.memory_mb!r}")
        if (
            isinstance(self.determinism_rows, bool)
            or not isinstance(self.determinism_rows, int)
            or self.determinism_rows < 1
        ):
            raise fail("determinism_rows", f"must be an integer >= 1, got {self.determinism_rows!r}")
        if not self.source:
            try:
                source = self.script.read_text(encoding="utf-8")
            except OSError as exc:
                raise fail("script", f"cannot be read: {exc}") from None
            object.__setattr__(self, "source", source)
        try:
            tree = ast.parse(self.source, filename=str(self.script))
        except SyntaxError as exc:
            raise fail("script", f"is not valid Python: {exc.msg} (line {exc.lineno})") from None
        defines = any(
            isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == "score" for node in tree.body
        )
        if not defines:
            raise fail("script", f"{self.script} defines no top-level function score(submission, ground_truth)")


Spec = DeterministicSpec | CustomScriptSpec


def _read(source: str | Path, base: Path | None) -> tuple[Any, Path | None]:
    if isinstance(source, str) and source.lstrip().startswith("{"):
        try:
            return json.loads(source), base
        except ValueError as exc:
            raise SpecError(f"scoring spec: the JSON text does not parse: {exc}") from None
    path = Path(source)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SpecError(f"scoring spec: cannot read {str(path)!r}: {exc.strerror or exc}") from None
    try:
        if path.suffix.lower() in (".yaml", ".yml"):
            import yaml

            return yaml.safe_load(text), path.parent
        return json.loads(text), path.parent
    except Exception as exc:
        raise SpecError(f"scoring spec: {str(path)!r} does not parse: {exc}") from None


def load_spec(source: Mapping[str, Any] | str | Path | Spec, *, base: Path | None = None) -> Spec:
    """Build and validate a spec from a dict, JSON text, or a JSON/YAML file.

    A ``custom-script`` spec's ``script`` path is relative to the spec file (or ``base``).
    Raises :class:`SpecError` naming the dimension and the field on any problem.
    """
    if isinstance(source, (DeterministicSpec, CustomScriptSpec)):
        return source
    data, base = (source, base) if isinstance(source, Mapping) else _read(source, base)
    if not isinstance(data, Mapping):
        raise SpecError(f"scoring spec: must be an object, got {type(data).__name__}")
    kind = data.get("type", "deterministic")
    if kind == "deterministic":
        unknown = set(data) - {"type", "dimensions", "name", "description"}
        if unknown:
            raise SpecError(f"scoring spec: unknown field(s) {', '.join(sorted(map(str, unknown)))}")
        dims = data.get("dimensions")
        if not isinstance(dims, list):
            raise SpecError("scoring spec: field 'dimensions' must be a list of dimension objects")
        built = []
        for index, raw in enumerate(dims):
            if not isinstance(raw, Mapping):
                raise SpecError(f"scoring spec: dimension {index} must be an object, got {type(raw).__name__}")
            for key in ("name", "weight", "primitive"):
                if key not in raw:
                    raise SpecError(f"scoring spec: {_where(raw.get('name'), index)}: field {key!r} is required")
            params = {k: v for k, v in raw.items() if k not in _DIMENSION_KEYS}
            built.append(
                Dimension(
                    name=raw["name"],
                    weight=raw["weight"],
                    primitive=raw["primitive"],
                    field=raw.get("field"),
                    ground_truth_field=raw.get("ground_truth_field"),
                    params=params,
                    index=index,
                )
            )
        return DeterministicSpec(built)
    if kind == "custom-script":
        fields = {f.name for f in attrs.fields(CustomScriptSpec)} - {"source", "type"}
        unknown = set(data) - fields - {"type", "name", "description"}
        if unknown:
            raise SpecError(f"scoring spec (custom-script): unknown field(s) {', '.join(sorted(map(str, unknown)))}")
        for key in ("script", "ground_truth_field"):
            if key not in data:
                raise SpecError(f"scoring spec (custom-script): field {key!r} is required")
        script = Path(data["script"])
        if not script.is_absolute() and base is not None:
            script = base / script
        kwargs = {k: v for k, v in data.items() if k in fields}
        kwargs["script"] = script
        return CustomScriptSpec(**kwargs)
    raise SpecError(f"scoring spec: field 'type' is {kind!r}; choose one of {', '.join(SPEC_TYPES)}")
