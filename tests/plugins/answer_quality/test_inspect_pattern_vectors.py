"""Inspect AI's published ``pattern()`` test vectors, run against scorewire's ``pattern``.

Source: UKGovernmentBEIS/inspect_ai, tests/scorer/test_pattern.py (commit 0c77feab). Each vector
is written down here as (pattern, options, model output, targets, Inspect's verdict); the test
code is ours. Inspect's ``ignore_case`` defaults to True, as ours does. All 11 agree (before
and after this branch).
"""

from __future__ import annotations

from typing import Any

import pytest
from scorewire_answer_quality.evaluators.matching import Pattern

CORRECT, INCORRECT = True, False

VECTORS: list[tuple[str, dict[str, Any], str, list[str], bool]] = [
    ("(foo)", {}, "foo", ["foo"], CORRECT),
    ("(foo)", {}, "foo", ["target doesn't match"], INCORRECT),
    ("(foo)", {}, "model doesn't match", ["foo"], INCORRECT),
    ("(FOO)", {"ignore_case": True}, "foo", ["foo"], CORRECT),
    ("(foo) (bar)", {}, "foo bar", ["foo"], CORRECT),
    ("(foo) (bar)", {}, "foo bar", ["bar"], CORRECT),
    ("(foo) (foo)", {"match_all": True}, "foo foo", ["foo"], CORRECT),
    ("(foo|bar) (foo|bar)", {"match_all": True}, "foo bar", ["bar"], INCORRECT),
    ("(foo) (bar)", {}, "foo bar", ["target doesn't match"], INCORRECT),
    ("(foo) (bar)", {}, "model doesn't match", ["bar"], INCORRECT),
    ("(f[oz]o) (b[az]r)", {}, "foo bzr", ["bar"], INCORRECT),
]


@pytest.mark.parametrize(("pattern", "options", "output", "targets", "verdict"), VECTORS)
def test_inspect_pattern_vector(
    pattern: str, options: dict[str, Any], output: str, targets: list[str], verdict: bool
) -> None:
    scores = Pattern(pattern=pattern, **options).score({"id": "v", "answer": targets}, {"response": output})
    assert (scores["pattern"] == 1.0) is verdict
