"""extract_json: the hand-labelled corpus, each class fixed after the blind run, strict mode."""

from __future__ import annotations

import json

import pytest
from scorewire_structured import extract_json

from .corpus import NONE, canonical, load_corpus


def _right(case) -> bool:  # type: ignore[no-untyped-def]
    found = extract_json(case.reply)
    if case.expected is NONE:
        return not found.found
    return found.found and canonical(found.value) == canonical(case.expected)


def test_corpus_is_large_and_varied() -> None:
    cases = load_corpus()
    assert len(cases) >= 200
    assert len({c.id for c in cases}) == len(cases)
    families = {c.style.split("-")[0] for c in cases}
    assert {"fenced", "prose", "multi", "broken"} <= families
    assert sum(c.expected is NONE for c in cases) >= 40  # plenty of replies with no valid JSON


def test_corpus_is_read_right_at_least_98_percent() -> None:
    cases = load_corpus()
    wrong = [c.id for c in cases if not _right(c)]
    accuracy = 1 - len(wrong) / len(cases)
    assert accuracy >= 0.98, f"{accuracy:.2%} right; wrong: {wrong}"


# One fresh example per class of mistake found in the blind run (none is in the corpus).
@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # truncated output: a complete member of an unfinished value is not the answer
        ('{"rows": [{"a": 1}, {"a": 2}, {"a": 3', NONE),
        ('{"user": {"name": "x"}, "friends": [{"name": "y"', NONE),
        # but a stray opener in prose does not hide a later answer
        ('I will write [ as a bracket. Answer: {"a": 1}', {"a": 1}),
        # Markdown task lists
        ('{"plan": "ship"}\n* [ ] tests\n* [ ] docs', {"plan": "ship"}),
        ("Status:\n1. [ ] nothing yet", NONE),
        # citation markers after the answer
        ('Dosage {"mg": 5} per the label [2], see also [13].', {"mg": 5}),
        # a citation alone is still an array when nothing else is there
        ("[2]", [2]),
        # the prose restating part of the answer
        ('{"bbox": [10, 20, 30, 40]} i.e. the box [10, 20, 30, 40].', {"bbox": [10, 20, 30, 40]}),
        # a genuinely new array after an object stays the answer
        ('{"bbox": [1, 2]} and the labels ["cat"]', ["cat"]),
    ],
)
def test_each_class_fixed_after_the_blind_run(reply: str, expected: object) -> None:
    found = extract_json(reply)
    if expected is NONE:
        assert not found.found, found
    else:
        assert found.found and found.value == expected


def test_strict_mode_needs_the_whole_reply() -> None:
    assert extract_json('  {"a": 1}\n', strict=True).value == {"a": 1}
    assert extract_json("42", strict=True).value == 42
    assert extract_json('"s"', strict=True).value == "s"
    assert not extract_json('Sure: {"a": 1}', strict=True).found
    assert not extract_json('```json\n{"a": 1}\n```', strict=True).found
    assert not extract_json("NaN", strict=True).found


def test_span_and_method_point_at_the_value() -> None:
    reply = 'Here: {"a": [1, 2]} done'
    found = extract_json(reply)
    assert found.method == "balanced"
    assert found.span is not None and json.loads(reply[found.span[0] : found.span[1]]) == {"a": [1, 2]}
    fenced = extract_json('x\n```json\n{"b": 1}\n```\n')
    assert fenced.method == "fenced" and fenced.value == {"b": 1}


def test_empty_and_non_string_replies() -> None:
    assert extract_json("").error == "empty reply"
    assert not extract_json(None).found
    assert extract_json("no brackets here").error == "no JSON in the reply"


def test_pathological_input_finishes() -> None:
    # Deep nesting and thousands of unclosed openers: bounded work, no RecursionError.
    assert not extract_json("[" * 100_000).found
    assert extract_json("{" * 50_000 + "}" * 10).value == {}
    deep = extract_json("[" * 5000 + "]" * 5000)  # deeper than the JSON parser's recursion limit
    assert not deep.found or isinstance(deep.value, list)
    assert extract_json('{"a": 1} ' + "[x] " * 20_000).value == {"a": 1}
