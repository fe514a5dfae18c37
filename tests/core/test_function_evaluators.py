"""Plain functions as evaluators, and the @scorewire.evaluator decorator."""

from __future__ import annotations

import pytest
import scorewire
from scorewire import Evaluator, Scores, evaluate

ROWS = [{"id": i, "answer": a, "response": r} for i, (a, r) in enumerate([("x", "x"), ("y", "nope"), ("z", "z!")])]


def exact(original, processed):
    return {"same": processed["response"] == original["answer"]}


def test_a_plain_function_is_an_evaluator_named_after_it() -> None:
    result = evaluate(None, ROWS, evaluators=[exact])
    assert [r["scores"]["exact"]["same"] for r in result.rows] == [1.0, 0.0, 0.0]
    assert result.metadata["evaluators"] == {"exact": "0"}
    row = result.summary().get("same", evaluator="exact")
    assert row.n == 3 and row.mean == pytest.approx(1 / 3)


def test_the_decorator_names_versions_and_keeps_the_function_callable() -> None:
    @scorewire.evaluator(name="starts", version="2", required_fields=("answer",))
    def starts_with(original, processed):
        ok = processed["response"].startswith(original["answer"])
        return Scores({"starts": ok}, details={"reason": None if ok else "different start"})

    assert isinstance(starts_with, Evaluator) and starts_with.name == "starts" and starts_with.version == "2"
    assert starts_with({"answer": "a"}, {"response": "ab"}) == {"starts": 1.0}
    assert starts_with.__name__ == "starts_with" and starts_with.__doc__ is None
    result = evaluate(None, [*ROWS, {"id": 9, "response": "q"}], evaluators=[starts_with, exact])
    assert [r["scores"].get("starts", {}).get("starts") for r in result.rows] == [1.0, 0.0, 1.0, None]
    assert result.rows[1]["details"]["starts"] == {"reason": "different start"}
    assert result.rows[3]["errors"][0]["field"] == "answer"  # required_fields is checked
    assert result.metadata["evaluators"] == {"starts": "2", "exact": "0"}


def test_bare_decorator_and_async_functions() -> None:
    @scorewire.evaluator
    async def length(original, processed):
        return {"chars": len(processed["response"])}

    assert length.name == "length"
    result = evaluate(None, ROWS, evaluators=[length])
    assert [r["scores"]["length"]["chars"] for r in result.rows] == [1.0, 4.0, 2.0]


def test_a_raising_function_is_a_row_error_and_bad_functions_are_refused() -> None:
    def boom(original, processed):
        raise RuntimeError("no")

    result = evaluate(None, ROWS[:1], evaluators=[boom])
    assert result.rows[0]["errors"][0]["evaluator"] == "boom"

    def one_arg(original):
        return {}

    with pytest.raises(TypeError, match="must take two arguments"):
        evaluate(None, ROWS, evaluators=[one_arg])
    with pytest.raises(TypeError, match="give the evaluator"):
        scorewire.evaluator(lambda o, p: {})
    with pytest.raises(TypeError, match="not an evaluator"):
        evaluate(None, ROWS, evaluators=[42])
