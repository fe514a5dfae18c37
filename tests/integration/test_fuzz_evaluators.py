"""Every registered evaluator, fed hostile text, answers in time and in a usable shape.

Property-based (hypothesis): a response is built from a repeated unit (answer
markers, brackets, LaTeX openers, NUL, lone surrogates, combining marks, huge
numbers, runs of spaces or newlines...), optionally nested, up to 1 MB. Each
call must finish within ``BUDGET`` seconds of CPU time (the guard against
quadratic or worse growth; not a speed goal, see ``benchmarks/bench_growth.py``)
and either return finite scores under non-empty string keys or raise a clear
error (ValueError, TypeError or a ScorewireError), never an internal one such
as RecursionError or IndexError.

Set ``SCOREWIRE_FUZZ_REPORT=<file>`` to write the per-evaluator call counts and
slowest calls as JSON.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from scorewire import ScorewireError, evaluators, get_evaluator
from scorewire._validate import scores_of

#: CPU seconds one call may take on a response of up to 1 MB. Linear readers spend about 1 µs a character
#: here (multiple_choice and bleu took 1.0 s on 1 MB of "P.S. " on a quiet 2-core machine of the CI's kind),
#: so the budget is twice that: quadratic growth on 1 MB would take hours, and n^1.5 minutes.
BUDGET = float(os.environ.get("SCOREWIRE_FUZZ_BUDGET", "2.0"))
#: Evaluators whose linear cost per character comes close to ``BUDGET`` on 1 MB. difflib's
#: Ratcliff/Obershelp (``fuzzy_match``, ``string_similarity``) rescans the response once per matching
#: block: measured on a 2-core machine of the CI's kind, 1.2 µs a character (0.15 s on 125,000
#: characters, 0.29 s on 250,000, 0.58 s on 500,000, 1.0-1.4 s on 1 MB), linear, so still far from
#: the quadratic growth this test guards against (which would take hours on 1 MB).
BUDGETS = {"fuzzy_match": 2 * BUDGET, "string_similarity": 2 * BUDGET}
#: Wall-clock seconds one call may take (evaluators with worker processes spend CPU elsewhere).
WALL_BUDGET = 10.0
MAX_SIZE = 1_000_000
EXAMPLES = int(os.environ.get("SCOREWIRE_FUZZ_EXAMPLES", "8"))

IFEVAL_KWARGS: dict[str, Any] = {
    "relation": "at least",
    "num_words": 20,
    "num_sentences": 3,
    "num_paragraphs": 2,
    "nth_paragraph": 1,
    "first_word": "first",
    "num_bullets": 3,
    "num_highlights": 2,
    "num_placeholders": 1,
    "num_sections": 2,
    "section_spliter": "Part",
    "postscript_marker": "P.P.S",
    "keywords": ["alpha", "beta"],
    "forbidden_words": ["gamma"],
    "keyword": "delta",
    "frequency": 2,
    "letter": "q",
    "let_frequency": 3,
    "let_relation": "less than",
    "capital_frequency": 4,
    "capital_relation": "less than",
    "language": "de",
    "end_phrase": "That is all.",
    "prompt_to_repeat": "Describe a lighthouse.",
}

# The row each evaluator scores (its gold fields), and the options it is built with.
ROWS: dict[str, dict[str, Any]] = {
    "answer_quality": {"answer": ["Lisbon", "the city of Lisbon"]},
    "exact_match": {"answer": "Lisbon"},
    "includes": {"answer": "Lisbon"},
    "match": {"answer": "17"},
    "pattern": {"answer": "Lisbon"},
    "answer": {"answer": "Lisbon"},
    "regex_match": {"answer": r"Lis[bp]on"},
    "fuzzy_match": {"answer": "Lisbon", "aliases": ["Lisboa"]},
    "string_similarity": {"answer": "Lisbon is the capital of Portugal"},
    "yes_no": {"answer": "no"},
    "numeric_tolerance": {"answer": "17"},
    "exact_match_ratio": {"answer": ["x", "y", "z"]},
    "set_overlap": {"answer": ["x", "y", "z"]},
    "coverage": {"answer": ["tower", "bridge"]},
    "time_decay": {},
    "retrieval": {"relevant_ids": ["doc3", "doc9"]},
    "code_execution": {"prompt": "def f(x):\n", "test": "def check(c):\n    assert c(2) == 4\n", "entry_point": "f"},
    "ifeval": {"instruction_id_list": ["punctuation:no_comma"], "kwargs": [{}]},
    "response_length": {"max_words": 25},
    "math_equivalence": {"answer": "\\frac{3}{4}"},
    "multiple_choice": {"choices": ["north", "south", "east", "west"], "correct_letter": "C"},
    "mc_loglikelihood": {"choices": ["north", "south"], "gold_index": [1]},
    "nli_label": {"answer": "contradiction", "label_set": "mnli"},
    "rouge": {"answer": "the dog ran in the park\nit was sunny"},
    "bleu": {"answer": "the dog ran in the park"},
    "chrf": {"answer": "the dog ran in the park"},
    "json_schema": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}},
    "json_match": {"answer": {"city": "Oslo", "population": 709000}},
    "tool_call": {"tool_call": {"name": "get_weather", "arguments": {"city": "Oslo"}}},
    "scoring_spec": {"total": 10, "name": "Lisbon"},
}
# Evaluators that call an LLM judge: each call needs an endpoint, so they are not fuzzed here.
# Hostile text in their templates and verdicts is tested in tests/plugins/judge (test_render.py:
# one-pass rendering and neutralising; test_parse.py: verdict parsing; test_http_faults.py).
NOT_FUZZED = {
    name: "needs a judge endpoint"
    for name in (
        "alpaca_eval",
        "geval",
        "judge_fallback",
        "judge_grade",
        "judge_pairwise",
        "judge_panel",
        "judge_rating",
        "judge_rubric",
        "judge_simpleqa",
    )
}
OPTIONS: dict[str, dict[str, Any]] = {
    "scoring_spec": {
        "spec": {
            "type": "deterministic",
            "dimensions": [
                {
                    "name": "total",
                    "weight": 0.5,
                    "primitive": "numeric_tolerance",
                    "field": "response.total",
                    "ground_truth_field": "total",
                    "tolerance": 0.5,
                },
                {
                    "name": "name",
                    "weight": 0.5,
                    "primitive": "fuzzy_string",
                    "field": "response.name",
                    "ground_truth_field": "name",
                },
            ],
        }
    },
    "pattern": {"pattern": r"Answer:\s*(\w+)"},
    "match": {"numeric": True},
    "code_execution": {"timeout": 3.0},
}

UNITS = [
    "{",
    "}",
    "(",
    "[",
    "\\frac{",
    "\\boxed{",
    "^{",
    " ",
    "\n",
    "9",
    "answer: ",
    "ANSWER:",
    "The answer is ",
    "the relationship is complicated and the answer is hard ",
    "(A) ",
    "P.S. ",
    ". ",
    "* x\n",
    "```",
    "<script>",
    "\x00",
    "\ud800",
    "\u0301",
    "\u202e",
    "\U0001f600",
    "yes no ",
    "Part 1\n",
    "1e999999 ",
    "**",
    "a",
]
CLOSERS = {"{": "}", "\\frac{": "}{2}", "\\boxed{": "}", "(": ")", "[": "]", "^{": "}"}


@st.composite
def hostile_text(draw: st.DrawFn) -> str:
    """A degenerate response: a repeated unit, maybe nested or framed, up to 1 MB."""
    unit = draw(st.sampled_from(UNITS) | st.text(min_size=1, max_size=8))
    size = draw(st.sampled_from([1, 100, 10_000, 100_000, MAX_SIZE]))
    repeats = max(1, size // len(unit))
    text = unit * repeats
    if unit in CLOSERS and draw(st.booleans()):
        depth = max(1, repeats // 2)
        text = unit * depth + "1" + CLOSERS[unit] * depth
    prefix = draw(st.sampled_from(["", "The answer is \\boxed{", "Answer: ", "```python\n", "(B) "]))
    suffix = draw(st.sampled_from(["", "!", " 42", "}", "\nANSWER: B"]))
    return (prefix + text + suffix)[: MAX_SIZE + 64]


# A failing example of 1 MB is reported without its full repr.
pytestmark = pytest.mark.filterwarnings("ignore:Generating overly large repr")

TIMINGS: dict[str, list[tuple[float, float, int, str]]] = {}
CLEAR_ERRORS = (ValueError, TypeError, ScorewireError)


def _processed(name: str, response: str) -> dict[str, Any]:
    processed: dict[str, Any] = {"response": response}
    if name == "time_decay":
        processed["latency"] = len(response) / 1000.0
    if name == "mc_loglikelihood":
        processed["loglikelihoods"] = [-1.0 - (len(response) % 7), -2.0]
    if name == "retrieval":
        processed["retrieved_ids"] = response.split()[:50]
    return processed


_built: dict[str, Any] = {}


def _evaluator(name: str) -> Any:
    if name not in _built:
        if name == "code_execution":
            from scorewire_code.backends import SandboxUnavailableError, get_backend

            try:
                get_backend("local")
            except SandboxUnavailableError as exc:
                if os.environ.get("CI"):
                    pytest.fail(f"local sandbox unavailable: {exc}")
                pytest.skip(f"local sandbox unavailable: {exc}")
            _built[name] = get_evaluator(name, backend="local", **OPTIONS[name])
        else:
            _built[name] = get_evaluator(name, **OPTIONS.get(name, {}))
        # First use loads models and tables (NLTK, langdetect profiles, sympy's worker): not timed.
        warm = dict(ROWS[name])
        if name == "ifeval":
            ids = _ifeval_ids()
            warm = {"instruction_id_list": ids, "kwargs": [IFEVAL_KWARGS] * len(ids)}
        try:
            _built[name].score({"id": "warm", **warm}, _processed(name, "The answer is 4. Hello World. \\boxed{1}"))
        except CLEAR_ERRORS:
            pass
    return _built[name]


def _check_call(name: str, original: Mapping[str, Any], response: str) -> None:
    evaluator = _evaluator(name)
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        result = evaluator.score(original, _processed(name, response))
    except CLEAR_ERRORS:
        result = None
    finally:
        cpu = time.process_time() - cpu
        wall = time.perf_counter() - wall
        TIMINGS.setdefault(name, []).append((cpu, wall, len(response), repr(response[:40])))
    if result is not None:
        scores_of(name, result)  # non-empty string keys, finite numbers
    assert cpu <= BUDGETS.get(name, BUDGET), (
        f"{name}: {cpu:.2f}s of CPU on a {len(response)}-character response {response[:60]!r}"
    )
    assert wall <= WALL_BUDGET, f"{name}: {wall:.2f}s on a {len(response)}-character response {response[:60]!r}"


NAMES = sorted(ROWS)


def test_every_registered_evaluator_has_a_row() -> None:
    assert sorted(evaluators()) == sorted([*ROWS, *NOT_FUZZED])


@pytest.mark.parametrize("name", NAMES)
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)
@given(response=hostile_text())
@example(response="The answer is " * 3000)
@example(response="the relationship is complicated and the answer is hard " * 1000)
@example(response="P.S. " * 200_000)
@example(response="\\boxed{((((9^{64})^{64})^{64})^{64})^{64}}")
@example(response="the cat sat on the mat " + "x " * 500_000)
@example(response="```" + "[" * 300_000)
@example(response=" " * MAX_SIZE + "!")
@example(response="9" * MAX_SIZE)
def test_hostile_responses_are_scored_in_time(name: str, response: str) -> None:
    _check_call(name, {"id": "fuzz", **ROWS[name]}, response)


def _ifeval_ids() -> list[str]:
    from scorewire_ifeval._instructions import CHECKERS

    return sorted(CHECKERS)


@settings(
    max_examples=EXAMPLES * 4,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)
@given(response=hostile_text(), instruction=st.sampled_from(_ifeval_ids()))
def test_every_ifeval_instruction_on_hostile_responses(response: str, instruction: str) -> None:
    """One instruction per call: the budget is per instruction (a row of 25 checks 25 times)."""
    _check_call("ifeval", {"id": "fuzz", "instruction_id_list": [instruction], "kwargs": [IFEVAL_KWARGS]}, response)


@pytest.fixture(scope="module", autouse=True)
def _report() -> Any:
    yield
    path = os.environ.get("SCOREWIRE_FUZZ_REPORT")
    if path:
        report = {
            name: {
                "calls": len(calls),
                "slowest_cpu_s": round(max(c[0] for c in calls), 4),
                "slowest_wall_s": round(max(c[1] for c in calls), 4),
                "slowest_input": max(calls)[3],
                "slowest_input_chars": max(calls)[2],
                "max_chars": max(c[2] for c in calls),
            }
            for name, calls in sorted(TIMINGS.items())
        }
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(report, fh, indent=2)
