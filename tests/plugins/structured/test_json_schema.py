"""json_schema and json_match evaluators."""

from __future__ import annotations

import json

import pytest
from scorewire import Evaluator, MissingFieldError
from scorewire_structured import JsonMatch, JsonSchema

PERSON = {
    "type": "object",
    "properties": {
        "name": {"type": "string"},
        "age": {"type": "integer", "minimum": 0},
        "email": {"type": "string", "format": "email"},
        "tags": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["name", "age"],
    "additionalProperties": False,
}


def reply(value: object) -> dict[str, str]:
    return {"response": f"Here you go:\n```json\n{json.dumps(value)}\n```"}


def test_protocol_and_keys() -> None:
    ev = JsonSchema(schema=PERSON)
    assert isinstance(ev, Evaluator)
    scores = ev.score({}, reply({"name": "Ann", "age": 3}))
    assert dict(scores) == {"json_valid": 1.0, "schema_valid": 1.0}
    assert scores.details["extracted"] == {"name": "Ann", "age": 3}
    assert scores.details["errors"] == [] and scores.details["method"] == "fenced"


def test_every_error_with_its_json_path() -> None:
    scores = JsonSchema(schema=PERSON).score({}, reply({"name": 5, "age": -1, "tags": ["a", 2], "x": 1}))
    assert scores["json_valid"] == 1.0 and scores["schema_valid"] == 0.0
    paths = sorted((e["path"], e["keyword"]) for e in scores.details["errors"])
    assert paths == [("$", "additionalProperties"), ("$.age", "minimum"), ("$.name", "type"), ("$.tags[1]", "type")]
    assert scores.details["error_count"] == 4
    assert scores.details["failure"] == "format_error"


def test_booleans_are_not_integers() -> None:
    ev = JsonSchema(schema={"type": "object", "properties": {"n": {"type": "integer"}}})
    assert ev.score({}, {"response": '{"n": true}'})["schema_valid"] == 0.0
    assert ev.score({}, {"response": '{"n": 1}'})["schema_valid"] == 1.0
    assert ev.score({}, {"response": '{"n": 1.0}'})["schema_valid"] == 1.0  # 1.0 is an integer in JSON Schema
    number = JsonSchema(schema={"type": "number"}, strict=True)
    assert number.score({}, {"response": "false"})["schema_valid"] == 0.0


def test_formats_are_checked_where_the_library_can() -> None:
    bad = reply({"name": "Ann", "age": 3, "email": "not an address"})
    assert JsonSchema(schema=PERSON).score({}, bad)["schema_valid"] == 0.0
    assert JsonSchema(schema=PERSON, check_formats=False).score({}, bad)["schema_valid"] == 1.0
    dated = JsonSchema(schema={"type": "string", "format": "date"}, strict=True)
    assert dated.score({}, {"response": '"2024-02-30"'})["schema_valid"] == 0.0
    assert dated.score({}, {"response": '"2024-02-29"'})["schema_valid"] == 1.0


def test_the_schemas_draft_is_used_and_2020_12_is_the_default() -> None:
    # "items" as an array of schemas means tuple validation in draft 7, and is invalid in 2020-12.
    draft7 = {"$schema": "http://json-schema.org/draft-07/schema#", "items": [{"type": "string"}]}
    assert JsonSchema(schema=draft7, strict=True).score({}, {"response": '["a", 1]'})["schema_valid"] == 1.0
    assert JsonSchema(schema=draft7, strict=True).score({}, {"response": "[1]"})["schema_valid"] == 0.0
    with pytest.raises(ValueError, match="Draft202012Validator"):
        JsonSchema(schema={"items": [{"type": "string"}]})
    tuple_2020 = {"prefixItems": [{"type": "string"}], "items": False}
    assert JsonSchema(schema=tuple_2020, strict=True).score({}, {"response": '["a", 1]'})["schema_valid"] == 0.0


def test_per_row_schema_and_missing_schema() -> None:
    ev = JsonSchema()
    row = {"id": "r1", "schema": json.dumps({"type": "array", "maxItems": 1})}
    assert ev.score(row, {"response": "[1, 2]"})["schema_valid"] == 0.0
    assert ev.required_fields == ("schema",)
    with pytest.raises(MissingFieldError, match="schema"):
        ev.score({"id": "r2"}, {"response": "[1]"})
    with pytest.raises(ValueError, match="not JSON"):
        ev.score({"id": "r3", "schema": "{nope"}, {"response": "[1]"})


def test_no_json_is_a_score_not_an_error() -> None:
    scores = JsonSchema(schema=PERSON).score({}, {"response": "I cannot do that."})
    assert dict(scores) == {"json_valid": 0.0, "schema_valid": 0.0}
    assert scores.details["failure"] == "format_error" and scores.details["extracted"] is None
    assert JsonSchema(schema=PERSON).score({}, {"response": ""}).details["failure"] == "empty"
    strict = JsonSchema(schema=PERSON, strict=True).score({}, reply({"name": "a", "age": 1}))
    assert strict["json_valid"] == 0.0


def test_json_match_field_by_field() -> None:
    gold = {"name": "Ann Lee", "age": 30, "price": 9.99, "address": {"city": "Oslo", "zip": "0150"}, "tags": ["a", "b"]}
    got = {
        "name": "ann  lee",
        "age": 30.0,
        "price": 10.0,
        "address": {"city": "Oslo", "zip": 150},
        "tags": ["b", "a"],
        "x": 1,
    }
    ev = JsonMatch(fields={"name": "text", "price": "numeric", "tags": "unordered"}, abs_tol=0.05)
    scores = ev.score({"answer": gold}, reply(got))
    # matched: name (text), age (3 == 3.0), price (|0.01| <= 0.05), address.city, tags (multiset); zip "0150" != 150
    assert scores.details["fields"]["address.zip"]["match"] is False
    assert scores["precision"] == pytest.approx(5 / 7)  # 7 reply fields (x is extra)
    assert scores["recall"] == pytest.approx(5 / 6)
    p, r = 5 / 7, 5 / 6
    assert scores["f1"] == pytest.approx(2 * p * r / (p + r))
    assert scores["exact_match"] == 0.0 and scores.details["extra_fields"] == ["x"]


def test_json_match_is_type_aware_and_exact_by_default() -> None:
    ev = JsonMatch()
    assert ev.score({"answer": {"ok": True}}, {"response": '{"ok": 1}'})["exact_match"] == 0.0
    assert ev.score({"answer": {"n": 2}}, {"response": '{"n": 2.0}'})["exact_match"] == 1.0
    assert ev.score({"answer": {"s": "A"}}, {"response": '{"s": "a"}'})["exact_match"] == 0.0
    assert ev.score({"answer": {"l": [1, 2]}}, {"response": '{"l": [2, 1]}'})["exact_match"] == 0.0
    assert ev.score({"answer": '{"s": "a"}'}, {"response": '{"s": "a"}'})["exact_match"] == 1.0  # gold as JSON text
    none = ev.score({"answer": {"s": "a"}}, {"response": "nothing"})
    assert dict(none) == {"json_valid": 0.0, "exact_match": 0.0, "precision": 0.0, "recall": 0.0, "f1": 0.0}
    with pytest.raises(ValueError, match="mode 'fuzzy'"):
        JsonMatch(fields={"a": "fuzzy"})
