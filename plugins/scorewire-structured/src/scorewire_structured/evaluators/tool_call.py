"""``tool_call``: an OpenAI-style tool call against the gold call."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, ClassVar

from scorewire import Configurable, InvalidFieldError, MissingFieldError, Scores, option

from .._values import clip, is_number, normalize_text, parse_json_field, same
from .json_eval import _Validators, response_of, validation_errors


def _parse_arguments(raw: Any) -> tuple[Any, str | None]:
    """Arguments as an object; JSON text is parsed. Returns ``(arguments, problem)``."""
    if raw is None or raw == "":
        return {}, None
    if isinstance(raw, str):
        import json  # here: plugin discovery imports this module and parses nothing

        try:
            raw = json.loads(raw)
        except ValueError:
            return None, "the arguments are not valid JSON"
    if not isinstance(raw, Mapping):
        return None, f"the arguments are {type(raw).__name__}, not an object"
    return dict(raw), None


def normalize_call(obj: Any) -> dict[str, Any] | None:
    """``{"name", "arguments"}`` from the shapes models and APIs use, else None.

    Accepted: OpenAI ``{"type": "function", "function": {"name", "arguments"}}``, plain
    ``{"name", "arguments"|"parameters"}``, ``{"function": "<name>", "parameters"|"arguments": {...}}``.
    """
    if not isinstance(obj, Mapping):
        return None
    function = obj.get("function")
    if isinstance(function, Mapping) and isinstance(function.get("name"), str):
        return {"name": function["name"], "arguments": function.get("arguments", function.get("parameters"))}
    name = obj.get("name") if isinstance(obj.get("name"), str) else function if isinstance(function, str) else None
    if name is None:
        return None
    return {"name": name, "arguments": obj.get("arguments", obj.get("parameters"))}


def calls_from(value: Any) -> list[dict[str, Any]]:
    """Every call in ``value``: one call, a list of calls, or ``{"tool_calls": [...]}``."""
    if isinstance(value, Mapping) and isinstance(value.get("tool_calls"), list):
        value = value["tool_calls"]
    items = value if isinstance(value, list) else [value]
    return [c for c in (normalize_call(i) for i in items) if c is not None]


def _tools_option(value: Any) -> dict[str, Any] | None:
    return None if value is None else ToolCall._tool_schemas(parse_json_field(value, "the tools"))


def _unordered_option(value: Any) -> bool | frozenset[str]:
    if isinstance(value, str):  # command-line text: true/false, or comma-separated names
        low = value.strip().lower()
        if low in ("true", "false"):
            return low == "true"
        return frozenset(part.strip() for part in value.split(",") if part.strip())
    if isinstance(value, bool):
        return value
    if isinstance(value, (list, tuple, set, frozenset)) and all(isinstance(v, str) for v in value):
        return frozenset(value)
    raise ValueError("must be true, false or a list of argument names")


def _tolerance(value: float) -> str | None:
    return None if math.isfinite(value) and value >= 0 else "must be a finite number >= 0"


class ToolCall(Configurable):
    """``tool_call``: did the model call the right tool with the right arguments?

    The predicted calls are ``processed["tool_calls"]`` (recorded by the chat system), else
    the JSON found in the reply text (one call, a list, or ``{"tool_calls": [...]}``). The
    gold (``original[field]``, default ``tool_call``) is one call or a list, in any of the
    same shapes. Each gold call is paired with the first unused predicted call of the same
    name (in order).

    Arguments are validated against the tool's JSON Schema (``parameters`` of the matching
    entry in ``tools``, the option or ``original["tools"]``), and compared with the gold
    arguments type-aware: numbers by value (``3 == 3.0``, ``true`` is not ``1``), strings
    exactly (``ignore_case`` normalises case and whitespace), arrays in order unless the
    argument is listed in ``unordered``, objects key by key. An argument the gold omits may
    be absent, or present with the schema's ``default``; a gold argument equal to its
    schema default may be omitted.

    Keys: ``tool_name`` (every gold call has a predicted call of that name), ``args_match``
    (and its arguments all match), ``args_accuracy`` (share of gold arguments matched),
    ``args_valid`` (predicted arguments fit the schema; only when a schema is known), and
    ``tool_call`` (all of these, and no extra calls unless ``allow_extra_calls``).
    """

    name: ClassVar[str] = "tool_call"
    version: ClassVar[str] = "1"

    tools: dict[str, Any] | None = option(
        None,
        "OpenAI tools list for every row (else original['tools'] when present); kept as name -> parameters schema.",
        convert=_tools_option,
    )
    field: str = option("tool_call", "The row field holding the gold call(s).")
    unordered: bool | frozenset[str] = option(
        False, "Argument names whose arrays are compared as multisets (true: all).", convert=_unordered_option
    )
    abs_tol: float = option(0.0, "Tolerance for numeric arguments.", check=_tolerance)
    ignore_case: bool = option(False, "Strings compared after case folding and whitespace collapsing.")
    allow_extra_calls: bool = option(False, "Predicted calls beyond the gold ones do not fail tool_call.")

    def __post_init__(self) -> None:
        self._validators = _Validators(check_formats=True)
        self.required_fields: tuple[str, ...] = (self.field,)

    @staticmethod
    def _tool_schemas(tools: Any) -> dict[str, Any]:
        if not isinstance(tools, list):
            raise ValueError("tools must be a list of OpenAI tool definitions")
        out = {}
        for tool in tools:
            fn = tool.get("function", tool) if isinstance(tool, Mapping) else None
            if not isinstance(fn, Mapping) or not isinstance(fn.get("name"), str):
                raise ValueError(f"tool definition {clip(tool, 200)!r} has no function name")
            out[fn["name"]] = fn.get("parameters") or {"type": "object"}
        return out

    def _value_equal(self, arg: str, gold: Any, got: Any) -> bool:
        if is_number(gold) and is_number(got) and self.abs_tol:
            return abs(got - gold) <= self.abs_tol
        if self.ignore_case and isinstance(gold, str) and isinstance(got, str):
            return normalize_text(gold) == normalize_text(got)
        unordered = self.unordered is True or (not isinstance(self.unordered, bool) and arg in self.unordered)
        return same(gold, got, unordered=unordered)

    def _compare_args(self, gold: dict[str, Any], got: dict[str, Any], schema: Any) -> tuple[int, int, dict[str, Any]]:
        props = schema.get("properties", {}) if isinstance(schema, Mapping) else {}
        verdicts: dict[str, Any] = {}
        matched = 0
        for arg, gold_value in gold.items():
            if arg in got:
                ok = self._value_equal(arg, gold_value, got[arg])
            else:
                default = (
                    props.get(arg, {}).get("default", _NO_DEFAULT)
                    if isinstance(props.get(arg), Mapping)
                    else _NO_DEFAULT
                )
                ok = default is not _NO_DEFAULT and self._value_equal(arg, gold_value, default)
            matched += ok
            verdicts[arg] = {"match": ok, "gold": clip(gold_value, 200), "got": clip(got.get(arg), 200)}
        extra_ok = True
        for arg in got.keys() - gold.keys():
            default = (
                props.get(arg, {}).get("default", _NO_DEFAULT) if isinstance(props.get(arg), Mapping) else _NO_DEFAULT
            )
            ok = default is not _NO_DEFAULT and self._value_equal(arg, default, got[arg])
            verdicts[arg] = {"match": ok, "gold": None, "got": clip(got[arg], 200), "extra": True}
            extra_ok = extra_ok and ok
        return matched, int(not extra_ok), verdicts

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        raw_gold = original.get(self.field)
        if raw_gold is None:
            raise MissingFieldError(self.name, self.field, original.get("id"))
        gold_calls = calls_from(parse_json_field(raw_gold, f"field {self.field!r}"))
        if not gold_calls:
            raise InvalidFieldError(
                self.name,
                self.field,
                original.get("id"),
                "holds no tool call with a name",
                'give the expected call(s) as {"name": ..., "arguments": {...}} (or a list of them)',
            )
        tools = self.tools
        if tools is None and original.get("tools") is not None:
            tools = self._tool_schemas(parse_json_field(original["tools"], "field 'tools'"))
        details: dict[str, Any] = {}
        recorded = processed.get("tool_calls")
        if isinstance(recorded, list) and recorded:
            predicted = calls_from(recorded)
            details["method"] = "tool_calls"
        else:
            from .._extract import extract_json

            found = extract_json(response_of(processed))
            predicted = calls_from(found.value) if found.found else []
            details["method"] = "text"
        details["extracted"] = [clip(c, 500) for c in predicted[:20]]
        if not predicted:
            details["reason"] = "no tool call in the response"
            details["failure"] = "format_error"
            keys = {"tool_name": 0.0, "args_match": 0.0, "args_accuracy": 0.0, "tool_call": 0.0}
            if tools is not None:
                keys["args_valid"] = 0.0
            return Scores(keys, details=details)
        used: set[int] = set()
        names_ok = args_ok = valid_ok = True
        gold_args_total = gold_args_matched = 0
        per_call = []
        problems: list[str] = []
        for gold in gold_calls:
            gold_args, problem = _parse_arguments(gold["arguments"])
            if problem:
                raise InvalidFieldError(
                    self.name,
                    self.field,
                    original.get("id"),
                    f"has gold call {gold['name']!r}: {problem}",
                    "give the arguments as a JSON object (or JSON text of one)",
                )
            assert gold_args is not None
            gold_args_total += len(gold_args)
            index = next((i for i, c in enumerate(predicted) if i not in used and c["name"] == gold["name"]), None)
            if index is None:
                names_ok = args_ok = False
                problems.append(f"no call of {gold['name']!r}")
                per_call.append({"name": gold["name"], "found": False})
                continue
            used.add(index)
            got_args, problem = _parse_arguments(predicted[index]["arguments"])
            entry: dict[str, Any] = {"name": gold["name"], "found": True}
            schema = tools.get(gold["name"]) if tools is not None else None
            if got_args is None:
                args_ok = valid_ok = False
                problems.append(f"{gold['name']}: {problem}")
                entry["reason"] = problem
                per_call.append(entry)
                continue
            if tools is not None:
                if schema is None:
                    valid_ok = False
                    entry["errors"] = [{"path": "$", "message": f"{gold['name']!r} is not among the tools"}]
                else:
                    errors = validation_errors(self._validators.get(schema), got_args)
                    entry["errors"] = errors[:20]
                    if errors:
                        valid_ok = False
                        problems.append(f"{gold['name']}: arguments break the schema at {errors[0]['path']}")
            matched, extra_bad, verdicts = self._compare_args(gold_args, got_args, schema)
            gold_args_matched += matched
            entry["arguments"] = verdicts
            if matched < len(gold_args) or extra_bad:
                args_ok = False
                problems.append(f"{gold['name']}: arguments differ")
            per_call.append(entry)
        extra_calls = len(predicted) - len(used)
        details["calls"] = per_call
        if extra_calls:
            details["extra_calls"] = extra_calls
            if not self.allow_extra_calls:
                problems.append(f"{extra_calls} extra call(s)")
        overall = names_ok and args_ok and (tools is None or valid_ok) and (self.allow_extra_calls or not extra_calls)
        if problems:
            details["reason"] = "; ".join(problems)[:1000]
        scores = {
            "tool_name": float(names_ok),
            "args_match": float(names_ok and args_ok),
            "args_accuracy": gold_args_matched / gold_args_total if gold_args_total else float(names_ok and args_ok),
            "tool_call": float(overall),
        }
        if tools is not None:
            scores["args_valid"] = float(valid_ok)
        return Scores(scores, details=details)


_NO_DEFAULT = object()
