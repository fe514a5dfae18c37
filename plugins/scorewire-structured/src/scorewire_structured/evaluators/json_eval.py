"""``json_schema`` and ``json_match``: structured output read from a chat reply."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from scorewire import Configurable, EvaluatorOptionError, MissingFieldError, Scores, option

from .._values import MISSING, clip, is_number, normalize_text, parse_json_field, same

if TYPE_CHECKING:
    from .._extract import Extraction

# The JSON reader, json and threading are imported when an evaluator is built or a row is
# scored: plugin discovery imports this module for the evaluator classes only.

#: Validation errors listed per row; ``error_count`` has the full number.
MAX_ERRORS = 100


def response_of(processed: Mapping[str, Any]) -> str:
    response = processed.get("response")
    return response if isinstance(response, str) else ""


def _extraction_details(found: Extraction) -> dict[str, Any]:
    details: dict[str, Any] = {"method": found.method}
    if found.found:
        details["extracted"] = clip(found.value)
        details["span"] = list(found.span) if found.span else None
    else:
        details["extracted"] = None
        details["reason"] = found.error
        details["failure"] = "empty" if found.error == "empty reply" else "format_error"
    return details


class _Validators:
    """jsonschema validators built once per distinct schema (schemas repeat across rows)."""

    def __init__(self, check_formats: bool) -> None:
        self.check_formats = check_formats
        import threading

        self._cache: dict[str, Any] = {}
        self._lock = threading.Lock()

    def get(self, schema: Any) -> Any:
        import json

        key = json.dumps(schema, sort_keys=True, default=repr)
        with self._lock:
            found = self._cache.get(key)
        if found is not None:
            return found
        from jsonschema import validators
        from jsonschema.exceptions import SchemaError

        if not isinstance(schema, (Mapping, bool)):
            raise ValueError(f"a JSON Schema is an object or a boolean, got {type(schema).__name__}")
        cls = validators.validator_for(schema, default=validators.Draft202012Validator)
        try:
            cls.check_schema(schema)
        except SchemaError as exc:
            raise ValueError(f"the schema is not a valid {cls.__name__} schema: {exc.message}") from None
        validator = cls(schema, format_checker=cls.FORMAT_CHECKER if self.check_formats else None)
        with self._lock:
            if len(self._cache) > 1024:
                self._cache.clear()
            self._cache[key] = validator
        return validator


def validation_errors(validator: Any, value: Any) -> list[dict[str, Any]]:
    """Every error of ``value`` with its JSON path, ordered by path."""
    errors = sorted(validator.iter_errors(value), key=lambda e: (list(map(str, e.absolute_path)), e.message))
    return [
        {
            "path": error.json_path,
            "message": error.message[:500],
            "keyword": error.validator,
            "schema_path": "/" + "/".join(str(p) for p in error.absolute_schema_path),
        }
        for error in errors
    ]


def _schema_option(value: Any) -> Any:
    return None if value is None else parse_json_field(value, "the schema")


class JsonSchema(Configurable):
    """``json_schema``: is the reply's JSON valid, and does it fit the JSON Schema?

    The JSON value is found by :func:`~scorewire_structured.extract_json` (a fenced block or
    the last balanced object/array; ``strict=True`` needs the whole reply to be JSON). It is
    validated with the ``jsonschema`` library: the schema's ``$schema`` picks the draft,
    Draft 2020-12 when absent; ``format`` is checked where the library can
    (``check_formats``). Booleans are not integers.

    Keys: ``json_valid``, ``schema_valid``. Details: ``extracted`` (the parsed value),
    ``method``, ``span``, ``errors`` (each with ``path``, ``message``, ``keyword``,
    ``schema_path``), ``error_count``, ``reason``, ``failure``.
    """

    name: ClassVar[str] = "json_schema"
    version: ClassVar[str] = "1"

    schema: Any = option(
        None,
        "The JSON Schema for every row (an object, or JSON text); None: each row's original[schema_field].",
        convert=_schema_option,
    )
    schema_field: str = option("schema", "The row field holding a per-row schema.")
    strict: bool = option(False, "The whole reply must be one JSON value.")
    check_formats: bool = option(True, "Assert the format keywords the jsonschema library knows.")

    def __post_init__(self) -> None:
        self._validators = _Validators(self.check_formats)
        if self.schema is not None:
            try:
                self._validators.get(self.schema)
            except ValueError as exc:
                raise EvaluatorOptionError(self.name, "schema", f"is not a valid schema: {exc}") from None
        self.required_fields: tuple[str, ...] = () if self.schema is not None else (self.schema_field,)

    def _schema_for(self, original: Mapping[str, Any]) -> Any:
        if self.schema is not None:
            return self.schema
        raw = original.get(self.schema_field)
        if raw is None:
            raise MissingFieldError(self.name, self.schema_field, original.get("id"), "or give the option schema=")
        return parse_json_field(raw, f"field {self.schema_field!r} of example {original.get('id')!r}")

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one reply."""
        from .._extract import extract_json

        validator = self._validators.get(self._schema_for(original))
        found = extract_json(response_of(processed), strict=self.strict)
        details = _extraction_details(found)
        if not found.found:
            return Scores({"json_valid": 0.0, "schema_valid": 0.0}, details=details)
        errors = validation_errors(validator, found.value)
        details["error_count"] = len(errors)
        details["errors"] = errors[:MAX_ERRORS]
        if errors:
            details["reason"] = f"{len(errors)} schema error(s); first at {errors[0]['path']}: {errors[0]['message']}"
            details["failure"] = "format_error"
        return Scores({"json_valid": 1.0, "schema_valid": float(not errors)}, details=details)


def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    """Leaves of nested objects by dotted path; arrays and scalars are leaves."""
    if isinstance(value, Mapping) and (value or not prefix):
        out: dict[str, Any] = {}
        for key, child in value.items():
            out.update(flatten(child, f"{prefix}.{key}" if prefix else str(key)))
        return out
    return {prefix: value}


MODES = ("exact", "numeric", "text", "unordered")


def _tolerance(value: float) -> str | None:
    return None if math.isfinite(value) and value >= 0 else "must be a finite number >= 0"


def _modes_problem(value: Mapping[str, str] | None) -> str | None:
    for path, mode in (value or {}).items():
        if mode not in MODES:
            return f"gives {path!r} the unknown mode {mode!r}; choose one of {', '.join(MODES)}"
    return None


class JsonMatch(Configurable):
    """``json_match``: the reply's JSON object against a gold object, field by field.

    Nested objects are compared leaf by leaf (dotted paths such as ``address.city``);
    arrays and scalars are leaves. Each gold field is compared with the reply's field of the
    same path by its mode:

    - ``exact`` (default): type-aware equality (``3 == 3.0``; ``true`` is not ``1``;
      strings case-sensitive; arrays in order);
    - ``numeric``: numbers within ``max(abs_tol, rel_tol·|gold|)``;
    - ``text``: strings equal after case folding and whitespace collapsing;
    - ``unordered``: arrays compared as multisets.

    A field matches when it is present in both with equal values. Key-level
    ``precision`` = matched / reply fields, ``recall`` = matched / gold fields, ``f1``;
    ``exact_match`` is 1.0 when every field matches and no field is extra; ``json_valid``
    says whether a JSON value was found. Details list each field's verdict.
    """

    name: ClassVar[str] = "json_match"
    version: ClassVar[str] = "1"

    field: str = option("answer", "The row field holding the gold object (JSON text too).")
    fields: Mapping[str, str] | None = option(
        default_factory=dict,
        doc='Per-path modes, e.g. {"price": "numeric", "name": "text"}.',
        check=_modes_problem,
    )
    default_mode: str = option("exact", "The mode of fields not listed.", choices=MODES)
    abs_tol: float = option(0.0, "Absolute tolerance of the numeric mode.", check=_tolerance)
    rel_tol: float = option(0.0, "Relative tolerance of the numeric mode.", check=_tolerance)
    strict: bool = option(False, "The whole reply must be one JSON value.")

    def __post_init__(self) -> None:
        self._modes: dict[str, str] = dict(self.fields or {})
        self.required_fields: tuple[str, ...] = (self.field,)

    def _equal(self, path: str, gold: Any, got: Any) -> bool:
        mode = self._modes.get(path, self.default_mode)
        if mode == "numeric" and is_number(gold) and is_number(got):
            if not (math.isfinite(gold) and math.isfinite(got)):
                return bool(gold == got)
            return abs(got - gold) <= max(self.abs_tol, self.rel_tol * abs(gold))
        if mode == "text" and isinstance(gold, str) and isinstance(got, str):
            return normalize_text(gold) == normalize_text(got)
        return same(gold, got, unordered=mode == "unordered")

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one reply."""
        raw = original.get(self.field)
        if raw is None:
            raise MissingFieldError(self.name, self.field, original.get("id"))
        from .._extract import extract_json

        gold = parse_json_field(raw, f"field {self.field!r} of example {original.get('id')!r}")
        found = extract_json(response_of(processed), strict=self.strict)
        details = _extraction_details(found)
        gold_fields = flatten(gold)
        if not found.found:
            zero = {"json_valid": 0.0, "exact_match": 0.0, "precision": 0.0, "recall": 0.0, "f1": 0.0}
            return Scores(zero, details=details)
        got_fields = flatten(found.value)
        verdicts: dict[str, Any] = {}
        matched = 0
        for path, gold_value in gold_fields.items():
            got_value = got_fields.get(path, MISSING)
            ok = got_value is not MISSING and self._equal(path, gold_value, got_value)
            matched += ok
            verdicts[path] = {"match": ok, "gold": clip(gold_value, 200)}
            verdicts[path]["got"] = None if got_value is MISSING else clip(got_value, 200)
            if got_value is MISSING:
                verdicts[path]["missing"] = True
        extra = [p for p in got_fields if p not in gold_fields]
        precision = matched / len(got_fields) if got_fields else 0.0
        recall = matched / len(gold_fields) if gold_fields else float(not got_fields)
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        exact = matched == len(gold_fields) and not extra
        details["fields"] = dict(list(verdicts.items())[:MAX_ERRORS])
        if extra:
            details["extra_fields"] = extra[:MAX_ERRORS]
        if not exact:
            wrong = [p for p, v in verdicts.items() if not v["match"]]
            details["reason"] = f"{len(wrong)} field(s) differ, {len(extra)} extra" + (
                f"; first: {wrong[0]}" if wrong else ""
            )
        scores = {"json_valid": 1.0, "exact_match": float(exact), "precision": precision, "recall": recall, "f1": f1}
        return Scores(scores, details=details)
