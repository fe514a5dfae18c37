"""Epochs and reducers: what sampling every example 10 times costs over sampling it once.

Goal (issue "Epochs and reducers"): ``epochs=10`` over 10,000 examples, score-only, costs at
most 12x one epoch. Two measurements, each best of 3:

- score-only: 10,000 rows (one per example) against 100,000 rows (10 per example, with an
  ``epoch`` field), reduced with ``mean``, ``majority``, ``pass_at_1`` and ``pass_at_5``;
- a trivial in-process system called with ``epochs=1`` and ``epochs=10`` over 10,000 examples.

The same trivial evaluator scores every row, so the ratio measures the runner, the per-example
sample bookkeeping and the reducers, not scoring work. Times are CPU seconds of this process
(best of 5), which other load on the machine disturbs less than wall time.
"""

from __future__ import annotations

import time

from scorewire import PluginRegistry, evaluate

N_EXAMPLES = 10_000
EPOCHS = 10
REDUCERS = ["mean", "majority", "pass_at_1", "pass_at_5"]


class Exact:
    name = "exact"

    def score(self, original, processed):
        return {"em": float(processed["response"] == original["answer"])}


def _score_only_rows(epochs: int) -> list[dict]:
    rows = []
    for i in range(N_EXAMPLES):
        for e in range(epochs):
            row = {"id": f"q{i}", "answer": str(i % 7), "response": str((i + e) % 7), "dataset": "toy"}
            if epochs > 1:
                row["epoch"] = e
            rows.append(row)
    return rows


def _best(fn, repeats: int = 5) -> float:
    best = float("inf")
    for _ in range(repeats):
        t0 = time.process_time()
        fn()
        best = min(best, time.process_time() - t0)
    return best


def main() -> None:
    reg = PluginRegistry([], env={})
    one = _score_only_rows(1)
    many = _score_only_rows(EPOCHS)

    def run(rows: list[dict], reducers: list[str] | None) -> None:
        evaluate(None, rows, evaluators=[Exact()], registry=reg, progress=False, reducers=reducers).summary()

    t1 = _best(lambda: run(one, None))
    t1r = _best(lambda: run(one, REDUCERS))
    t10 = _best(lambda: run(many, REDUCERS))
    print(f"[score-only] 1 epoch  x {N_EXAMPLES:,} examples, no reducers: {t1:.3f} s CPU")
    print(f"[score-only] 1 epoch  x {N_EXAMPLES:,} examples, reducers {REDUCERS}: {t1r:.3f} s CPU")
    print(f"[score-only] {EPOCHS} epochs x {N_EXAMPLES:,} examples, same reducers: {t10:.3f} s CPU")
    print(f"[score-only] ratio {EPOCHS} epochs / 1 epoch with the same reducers = {t10 / t1r:.2f}x (goal <= 12x)")
    print(f"[score-only] ratio {EPOCHS} epochs / 1 epoch without reducers    = {t10 / t1:.2f}x")

    examples = [{"id": f"q{i}", "answer": str(i % 7), "question": "?", "dataset": "toy"} for i in range(N_EXAMPLES)]

    def answer(example):
        return str((hash(example["id"]) + example.get("epoch", 0)) % 7)

    def sys_one() -> None:
        evaluate([answer], examples, evaluators=[Exact()], registry=reg, progress=False).summary()

    def sys_many() -> None:
        evaluate(
            [answer], examples, evaluators=[Exact()], registry=reg, progress=False, epochs=EPOCHS, reducers=REDUCERS
        ).summary()

    s1 = _best(sys_one)
    s10 = _best(sys_many)
    print(f"[system]     epochs=1:  {s1:.3f} s CPU")
    print(f"[system]     epochs={EPOCHS}: {s10:.3f} s CPU")
    print(f"[system]     ratio {EPOCHS} epochs / 1 epoch = {s10 / s1:.2f}x (goal <= 12x)")


if __name__ == "__main__":
    main()
