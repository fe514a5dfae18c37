"""The 150+ realistic chat answers of extraction_suite.py are all read right."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from scorewire_multiple_choice import MultipleChoice, extract_letter

from .conftest import load_suite_module

CASES = load_suite_module().SUITE


def test_suite_size_and_mix(suite: list[dict[str, Any]]) -> None:
    assert len(suite) >= 150
    long_cot = [c for c in suite if c["style"].startswith("cot")]
    assert len(long_cot) / len(suite) >= 0.30
    assert all(len(c["response"]) >= 170 for c in long_cot)
    # Most chains of thought mention every option letter before concluding.
    assert sum(all(f"{L}" in c["response"] for L in "ABCD") for c in long_cot) >= 40
    assert len({c["id"] for c in suite}) == len(suite)
    unparsed = [c for c in suite if c["expected"] is None]
    assert len(unparsed) >= 12
    golds = Counter(c["gold"] for c in suite)
    assert len(golds) >= 4  # the gold is not always the same letter


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case(case: dict[str, Any]) -> None:
    found = extract_letter(case["response"], case["choices"])
    assert found.letter == case["expected"], found
    if case["expected"] is None:
        assert found.reason, "an unparsed answer must say why"
    result = MultipleChoice().score({"correct_letter": case["gold"], "choices": case["choices"]}, case)
    assert result["mc_accuracy"] == float(case["expected"] == case["gold"])
    assert result.details["extracted"] == case["expected"]
