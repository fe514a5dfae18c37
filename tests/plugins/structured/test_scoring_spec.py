"""scoring_spec: every primitive against its description, hand-computed totals, load-time errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scorewire import MissingFieldError, evaluate, get_evaluator
from scorewire.cli import main
from scorewire_structured import ScoringSpec, SpecError, load_spec
from scorewire_structured._primitives import (
    coverage_ratio,
    exact_match,
    exact_match_ratio,
    fuzzy_string,
    numeric_tolerance,
    set_overlap,
    time_decay,
)
from scorewire_structured.evaluators.scoring_spec import spec_digest


def dim(name: str, weight: float, primitive: str, field: str | None = None, **params: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"name": name, "weight": weight, "primitive": primitive, **params}
    if field is not None:
        out["field"] = field
        out["ground_truth_field"] = field
    return out


# -- each primitive against the description ------------------------------------------------------
def test_exact_match_is_1000_or_0_case_sensitive_and_whole() -> None:
    assert exact_match("Paris", "Paris", {}) == (1000.0, None)
    assert exact_match("paris", "Paris", {})[0] == 0.0
    assert exact_match(3, 3.0, {})[0] == 1000.0
    assert exact_match(True, 1, {})[0] == 0.0  # booleans are not numbers
    assert exact_match(False, False, {})[0] == 1000.0
    assert exact_match([1, 2], [1, 2], {})[0] == 1000.0
    assert exact_match([1, 2], [2, 1], {})[0] == 0.0  # arrays compared whole, in order
    assert exact_match([1, 2, 3], [1, 2], {})[0] == 0.0


def test_exact_match_ratio_counts_ground_truth_positions_and_ignores_extras() -> None:
    assert exact_match_ratio(["a", "x", "c"], ["a", "b", "c", "d"], {})[0] == 500.0
    assert exact_match_ratio(["a", "b", "c", "z", "z"], ["a", "b", "c"], {})[0] == 1000.0
    assert exact_match_ratio([], ["a"], {})[0] == 0.0
    assert exact_match_ratio("a", ["a"], {})[0] == 0.0
    with pytest.raises(ValueError, match="empty"):
        exact_match_ratio(["a"], [], {})


def test_numeric_tolerance_on_numbers_and_arrays() -> None:
    p = {"tolerance": 0.5}
    assert numeric_tolerance(10.5, 10, p)[0] == 1000.0  # |x - g| <= tolerance, boundary included
    assert numeric_tolerance(10.51, 10, p)[0] == 0.0
    assert numeric_tolerance(True, 1, p)[0] == 0.0
    assert numeric_tolerance("10", 10, p)[0] == 0.0
    assert numeric_tolerance([1.4, 2.0], [1, 2], p)[0] == 1000.0
    assert numeric_tolerance([1.6, 2.0], [1, 2], p)[0] == 0.0
    assert numeric_tolerance([1, 2, 3], [1, 2], p)[0] == 0.0
    assert numeric_tolerance(float("nan"), 1, p)[0] == 0.0
    with pytest.raises(ValueError):
        numeric_tolerance(1, "x", p)


def test_fuzzy_string_normalises_case_and_whitespace() -> None:
    assert fuzzy_string("  Hello   WORLD ", "hello world", {})[0] == 1000.0
    assert fuzzy_string("kitten", "sitting", {})[0] == pytest.approx(1000 * (1 - 3 / 7))
    assert fuzzy_string("", "", {})[0] == 1000.0
    assert fuzzy_string("abc", "", {})[0] == 0.0
    assert fuzzy_string(5, "5", {})[0] == 0.0


def test_time_decay_is_linear_to_the_limit() -> None:
    p = {"time_limit_secs": 20}
    assert time_decay(0, None, p)[0] == 1000.0
    assert time_decay(5, None, p)[0] == 750.0
    assert time_decay(20, None, p)[0] == 0.0
    assert time_decay(45, None, p)[0] == 0.0
    assert time_decay(float("inf"), None, p)[0] == 0.0


def test_coverage_ratio_on_arrays_and_text() -> None:
    assert coverage_ratio(["a", "c"], ["a", "b", "c", "d"], {})[0] == 500.0
    text = "The Eiffel  Tower in Paris opened in 1887"
    assert coverage_ratio(text, ["paris", "eiffel tower", "1889"], {})[0] == pytest.approx(2000 / 3)
    assert coverage_ratio(42, ["a"], {})[0] == 0.0


def test_set_overlap_intersection_and_jaccard() -> None:
    sub, gt = ["a", "b", "x", "a"], ["a", "b", "c", "d"]
    assert set_overlap(sub, gt, {"mode": "intersection"})[0] == 500.0  # |{a,b}| / |B| = 2/4
    assert set_overlap(sub, gt, {"mode": "jaccard"})[0] == 400.0  # 2 / |{a,b,c,d,x}|
    assert set_overlap(sub, gt, {})[0] == 500.0  # intersection is the default
    assert set_overlap([1, True], [1.0], {"mode": "jaccard"})[0] == 500.0  # true is not 1


# -- whole specs with hand-computed totals --------------------------------------------------------
INVOICE = {
    "type": "deterministic",
    "dimensions": [
        dim("total", 0.4, "numeric_tolerance", "total", tolerance=0.01),
        dim("currency", 0.2, "exact_match", "currency"),
        dim("items", 0.2, "exact_match_ratio", "items"),
        dim("vendor", 0.2, "fuzzy_string", "vendor"),
    ],
}
INVOICE_GOLD = {"id": 1, "total": 100.0, "currency": "EUR", "items": ["a", "b", "c", "d"], "vendor": "Acme Corp"}
INVOICE_SUB = {"total": 100.005, "currency": "eur", "items": ["a", "x", "c"], "vendor": "acme  corp."}

SPEEDY = {
    "dimensions": [
        dim("speed", 0.25, "time_decay", time_limit_secs=20),
        dim("facts", 0.25, "coverage_ratio", "facts"),
        dim("tags", 0.25, "set_overlap", "tags", mode="intersection"),
        dim("tags_j", 0.25, "set_overlap", "tags", mode="jaccard"),
    ]
}
SPEEDY_GOLD = {"id": 2, "facts": ["paris", "eiffel tower", "1889"], "tags": ["a", "b", "c", "d"]}
SPEEDY_SUB = {"facts": "The Eiffel  Tower in Paris opened in 1887", "tags": ["a", "b", "x"], "latency": 5.0}

TYPED = {
    "dimensions": [
        dim("flag", 0.5, "exact_match", "flag"),
        dim("vec", 0.3, "exact_match", "vec"),
        dim("near", 0.2, "numeric_tolerance", "near", tolerance=0.1),
    ]
}
TYPED_GOLD = {"id": 3, "flag": 1, "vec": [1, 2], "near": [1, 2]}
TYPED_SUB = {"flag": True, "vec": [1, 2.0], "near": [1.05, 2.2]}


@pytest.mark.parametrize(
    ("spec", "gold", "sub", "total", "per_dimension"),
    [
        # 0.4*1000 + 0.2*0 + 0.2*(2/4*1000) + 0.2*(1 - 1/10)*1000 = 400 + 0 + 100 + 180
        (INVOICE, INVOICE_GOLD, INVOICE_SUB, 680.0, {"total": 1000, "currency": 0, "items": 500, "vendor": 900}),
        # 0.25 * (750 + 2/3*1000 + 500 + 400)
        (SPEEDY, SPEEDY_GOLD, SPEEDY_SUB, 0.25 * (750 + 2000 / 3 + 500 + 400), {"speed": 750, "tags_j": 400}),
        # 0.5*0 (true is not 1) + 0.3*1000 ([1, 2.0] == [1, 2]) + 0.2*0 (2.2 is off by 0.2)
        (TYPED, TYPED_GOLD, TYPED_SUB, 300.0, {"flag": 0, "vec": 1000, "near": 0}),
    ],
)
def test_hand_computed_totals(spec: dict, gold: dict, sub: dict, total: float, per_dimension: dict) -> None:
    scores = ScoringSpec(spec).score(gold, {"response": "", **sub})
    assert scores["score"] == pytest.approx(total)
    for name, points in per_dimension.items():
        assert scores[name] == pytest.approx(points)
    assert set(scores) == {"score", *(d["name"] for d in spec["dimensions"])}


def test_submission_read_from_the_response_json_and_missing_fields() -> None:
    ev = ScoringSpec(INVOICE)
    reply = "Here it is:\n```json\n" + json.dumps(INVOICE_SUB) + "\n```"
    scores = ev.score(INVOICE_GOLD, {"response": reply})
    assert scores["score"] == pytest.approx(680.0)
    assert scores.details["dimensions"]["total"]["read_from"] == "response JSON (fenced)"
    partial = ev.score(INVOICE_GOLD, {"response": '{"total": 100}'})
    assert partial["score"] == pytest.approx(400.0)
    assert "no field 'currency'" in partial.details["dimensions"]["currency"]["reason"]
    with pytest.raises(MissingFieldError, match="vendor"):
        ev.score({k: v for k, v in INVOICE_GOLD.items() if k != "vendor"}, {"response": reply})
    with pytest.raises(MissingFieldError, match="latency"):
        ScoringSpec(SPEEDY).score(SPEEDY_GOLD, {"response": "{}"})


def test_score_only_rows_name_the_response_json_explicitly(tmp_path: Path) -> None:
    spec = {
        "dimensions": [
            {
                **dim("total", 1.0, "numeric_tolerance", tolerance=0.5),
                "field": "response.total",
                "ground_truth_field": "total",
            }
        ]
    }
    rows = [
        {"id": "a", "total": 10, "response": '{"total": 10.4}'},
        {"id": "b", "total": 10, "response": '{"total": 11}'},
    ]
    result = evaluate(None, rows, evaluators=[ScoringSpec(spec)])
    assert [r["scores"]["scoring_spec"]["score"] for r in result.rows] == [1000.0, 0.0]


# -- load-time validation -------------------------------------------------------------------------
def _spec(*dims: dict[str, Any]) -> dict[str, Any]:
    return {"type": "deterministic", "dimensions": list(dims)}


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            _spec(dim("a", 0.5, "exact_match", "x"), dim("b", 0.6, "exact_match", "y")),
            "must sum to 1, got 1.1 (a=0.5, b=0.6)",
        ),
        (
            _spec(dim("a", 0, "exact_match", "x"), dim("b", 1, "exact_match", "y")),
            "dimension 0 ('a'): field 'weight' must be a positive number",
        ),
        (
            _spec(dim("a", -0.5, "exact_match", "x"), dim("b", 1.5, "exact_match", "y")),
            "field 'weight' must be a positive number",
        ),
        (_spec(dim("a", "heavy", "exact_match", "x")), "field 'weight' must be a positive number, got 'heavy'"),
        (_spec(dim("a", 1, "fuzzy")), "dimension 0 ('a'): field 'primitive' is 'fuzzy'; known primitives: exact_match"),
        (
            _spec(dim("a", 1, "numeric_tolerance", "x")),
            "field 'tolerance' is required by primitive 'numeric_tolerance'",
        ),
        (_spec(dim("a", 1, "numeric_tolerance", "x", tolerance=-1)), "field 'tolerance' must be a finite number >= 0"),
        (
            _spec(dim("t", 1, "time_decay")),
            "dimension 0 ('t'): field 'time_limit_secs' is required by primitive 'time_decay'",
        ),
        (_spec(dim("t", 1, "time_decay", time_limit_secs=0)), "field 'time_limit_secs' must be a positive number"),
        (
            _spec(dim("s", 1, "set_overlap", "x", mode="dice")),
            "field 'mode' is 'dice'; choose one of intersection, jaccard",
        ),
        (
            _spec({"name": "a", "weight": 1, "primitive": "exact_match", "field": "x"}),
            "field 'ground_truth_field' is required",
        ),
        (
            _spec({"name": "a", "weight": 1, "primitive": "exact_match", "ground_truth_field": "x"}),
            "field 'field' is required",
        ),
        (_spec(dim("a", 1, "numeric_tolerance", "x", tolerence=1)), "field 'tolerence' is not a parameter"),
        (
            _spec(dim("a", 0.5, "exact_match", "x"), dim("a", 0.5, "exact_match", "y")),
            "dimension 1 ('a'): field 'name' repeats",
        ),
        (_spec(dim("score", 1, "exact_match", "x")), "field 'name' cannot be 'score'"),
        (_spec({"weight": 1, "primitive": "exact_match"}), "dimension 0: field 'name' is required"),
        (_spec({"name": "a", "primitive": "exact_match"}), "dimension 0 ('a'): field 'weight' is required"),
        (_spec(), "field 'dimensions' must list at least one dimension"),
        ({"type": "deterministic"}, "field 'dimensions' must be a list"),
        ({"type": "llm"}, "field 'type' is 'llm'; choose one of deterministic, custom-script"),
        ({"dimensions": [], "weights": 1}, "unknown field(s) weights"),
        ({"type": "custom-script", "script": "x.py"}, "field 'ground_truth_field' is required"),
    ],
)
def test_bad_specs_fail_at_load_naming_the_dimension_and_field(spec: dict[str, Any], message: str) -> None:
    with pytest.raises(SpecError) as info:
        load_spec(spec)
    assert message in str(info.value)


def test_json_and_yaml_files_and_their_errors(tmp_path: Path) -> None:
    (tmp_path / "spec.json").write_text(json.dumps(INVOICE))
    (tmp_path / "spec.yaml").write_text(
        "type: deterministic\ndimensions:\n"
        "  - {name: total, weight: 0.4, primitive: numeric_tolerance, field: total, ground_truth_field: total, tolerance: 0.01}\n"
        "  - {name: currency, weight: 0.2, primitive: exact_match, field: currency, ground_truth_field: currency}\n"
        "  - {name: items, weight: 0.2, primitive: exact_match_ratio, field: items, ground_truth_field: items}\n"
        "  - {name: vendor, weight: 0.2, primitive: fuzzy_string, field: vendor, ground_truth_field: vendor}\n"
    )
    assert load_spec(tmp_path / "spec.json") == load_spec(str(tmp_path / "spec.yaml")) == load_spec(INVOICE)
    ev = get_evaluator("scoring_spec", spec=str(tmp_path / "spec.yaml"))
    assert ev.score(INVOICE_GOLD, {"response": "", **INVOICE_SUB})["score"] == pytest.approx(680.0)
    (tmp_path / "bad.yaml").write_text("dimensions: [\n")
    with pytest.raises(SpecError, match=r"bad\.yaml.*does not parse"):
        load_spec(tmp_path / "bad.yaml")
    with pytest.raises(SpecError, match="cannot read"):
        load_spec(tmp_path / "missing.json")
    with pytest.raises(SpecError, match="JSON text does not parse"):
        load_spec("{nope")


def test_custom_script_specs_are_checked_at_load(tmp_path: Path) -> None:
    (tmp_path / "ok.py").write_text("def score(submission, ground_truth):\n    return 1000.0\n")
    (tmp_path / "nodef.py").write_text("def grade(a, b):\n    return 0\n")
    (tmp_path / "broken.py").write_text("def score(:\n")
    base = {"type": "custom-script", "ground_truth_field": "answer"}
    spec = load_spec({**base, "script": "ok.py"}, base=tmp_path)
    assert spec.script == tmp_path / "ok.py" and spec.field == "response"
    with pytest.raises(SpecError, match="defines no top-level function score"):
        load_spec({**base, "script": str(tmp_path / "nodef.py")})
    with pytest.raises(SpecError, match="field 'script' is not valid Python"):
        load_spec({**base, "script": str(tmp_path / "broken.py")})
    with pytest.raises(SpecError, match="field 'script' cannot be read"):
        load_spec({**base, "script": str(tmp_path / "absent.py")})
    with pytest.raises(SpecError, match="field 'timeout_secs' must be a positive number"):
        load_spec({**base, "script": str(tmp_path / "ok.py"), "timeout_secs": 0})
    # the script path is relative to the spec file
    (tmp_path / "spec.json").write_text(json.dumps({**base, "script": "ok.py"}))
    assert load_spec(tmp_path / "spec.json").script == tmp_path / "ok.py"


def test_cli_run_with_a_spec(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    spec = {
        "dimensions": [
            {
                **dim("total", 1.0, "numeric_tolerance", tolerance=0.5),
                "field": "response.total",
                "ground_truth_field": "total",
            }
        ]
    }
    (tmp_path / "spec.json").write_text(json.dumps(spec))
    rows = tmp_path / "rows.jsonl"
    rows.write_text(json.dumps({"id": 1, "total": 10, "response": 'Total: {"total": 10.2}'}) + "\n")
    assert main(["run", str(rows), "--spec", str(tmp_path / "spec.json"), "-o", str(tmp_path / "out")]) == 0
    row = json.loads((tmp_path / "out" / "results.jsonl").read_text())
    assert row["scores"]["scoring_spec"] == {"score": 1000.0, "total": 1000.0}
    spec["dimensions"][0]["weight"] = 0.9
    (tmp_path / "spec.json").write_text(json.dumps(spec))
    assert main(["run", str(rows), "--spec", str(tmp_path / "spec.json"), "-o", str(tmp_path / "out2")]) == 2
    assert "field 'weight' of the dimensions must sum to 1, got 0.9" in capsys.readouterr().err


def _dp_levenshtein(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="abcé ", max_size=80), st.text(alphabet="abcé ", max_size=80))
def test_bit_parallel_levenshtein_equals_the_textbook_recurrence(a: str, b: str) -> None:
    from scorewire_structured._primitives import levenshtein

    assert levenshtein(a, b) == _dp_levenshtein(a, b) == levenshtein(b, a)


def test_fuzzy_string_on_long_texts_finishes() -> None:
    long = "lorem ipsum dolor " * 1200  # 21,600 characters against 21,600
    assert fuzzy_string(long, long.upper(), {})[0] == 1000.0
    assert 0 < fuzzy_string(long, long[:-30] + "x" * 30, {})[0] < 1000


def test_the_version_follows_the_spec_content(tmp_path: Path) -> None:
    a, b = ScoringSpec(INVOICE), ScoringSpec(json.loads(json.dumps(INVOICE)))
    assert a.version == b.version and a.version.startswith("1+")
    changed = json.loads(json.dumps(INVOICE))
    changed["dimensions"][0]["tolerance"] = 0.02
    assert ScoringSpec(changed).version != a.version
    script = tmp_path / "s.py"
    script.write_text("def score(s, g):\n    return 1.0\n")
    spec = {"type": "custom-script", "script": str(script), "ground_truth_field": "a"}
    first = spec_digest(load_spec(spec))
    script.write_text("def score(s, g):\n    return 2.0\n")
    assert spec_digest(load_spec(spec)) != first
