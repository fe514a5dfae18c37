"""Growth of every registered evaluator's time with the response size: 10 KB, 100 KB, 1 MB.

    python benchmarks/bench_growth.py [evaluator ...]

For each evaluator and each degenerate response shape (word soup on one line,
a repeated answer marker, unclosed brackets, a run of spaces), the best of
``REPEATS`` calls at each size, and the growth ratio t(1 MB) / t(100 KB): about
10 is linear, about 100 quadratic. Where a peer implements the same metric
(rouge-score for rouge, sacrebleu for bleu and chrF), it runs side by side on
the same inputs and the ratio ours / theirs is printed.

Each evaluator runs in its own process with a time limit, so one that grows
badly (see ``LIMIT``) is reported as such instead of stalling the others.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

SIZES = (10_000, 100_000, 1_000_000)
REPEATS = 3
LIMIT = 120.0  # seconds per evaluator (all its shapes and sizes)
SLOW = 5.0  # a size slower than this skips the larger sizes of that shape

SHAPES: dict[str, Callable[[int], str]] = {
    "word soup, one line": lambda n: ("the cat sat on the mat " + "x " * n)[:n],
    "repeated marker": lambda n: ("The answer is " * (n // 14 + 1))[:n],
    "unclosed brackets": lambda n: "```" + "[" * (n - 3),
    "spaces then !": lambda n: " " * (n - 1) + "!",
}


def _rows() -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "integration"))
    from test_fuzz_evaluators import OPTIONS, ROWS

    return ROWS, OPTIONS


def _processed(name: str, response: str) -> dict[str, Any]:
    processed: dict[str, Any] = {"response": response}
    if name == "time_decay":
        processed["latency"] = 3.0
    if name == "mc_loglikelihood":
        processed["loglikelihoods"] = [-1.0, -2.0]
    if name == "retrieval":
        processed["retrieved_ids"] = response.split()[:50]
    return processed


def _best(call: Callable[[], Any]) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        try:
            call()
        except Exception:
            pass
        best = min(best, time.perf_counter() - t0)
    return best


def _peer(name: str, gold: str) -> Callable[[str], Any] | None:
    try:
        if name == "rouge":
            from rouge_score import rouge_scorer

            scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL", "rougeLsum"])
            return lambda text: scorer.score(gold, text)
        if name in ("bleu", "chrf"):
            import sacrebleu

            metric = sacrebleu.metrics.BLEU(effective_order=True) if name == "bleu" else sacrebleu.metrics.CHRF()
            return lambda text: metric.sentence_score(text, [gold])
    except ImportError:
        return None
    return None


def one(name: str) -> None:
    """Measure one evaluator; print one JSON line per (shape, size)."""
    import scorewire

    rows, options = _rows()
    opts = dict(options.get(name, {}))
    if name == "code_execution":
        opts["backend"] = "local"
    evaluator = scorewire.get_evaluator(name, **opts)
    original = {"id": "bench", **rows[name]}
    evaluator_call = evaluator.score
    try:
        evaluator_call(original, _processed(name, "The answer is 4. Hello World."))  # load models: not timed
    except Exception:
        pass
    gold = str(rows[name].get("answer", ""))
    peer = _peer(name, gold)
    for shape, make in SHAPES.items():
        for size in SIZES:
            text = make(size)
            ours = _best(lambda text=text: evaluator_call(original, _processed(name, text)))
            theirs = _best(lambda text=text: peer(text)) if peer is not None else None
            print(json.dumps({"shape": shape, "size": size, "ours": ours, "theirs": theirs}), flush=True)
            if ours > SLOW:
                break


def main(argv: list[str]) -> int:
    import scorewire

    names = argv or sorted(scorewire.evaluators())
    print(f"best of {REPEATS} calls, seconds; growth = t(1 MB) / t(100 KB) (10 = linear)")
    header = (
        f"{'evaluator':<18} {'shape':<20} {'10 KB':>8} {'100 KB':>8} {'1 MB':>8} {'growth':>7}  peer ratio ours/theirs"
    )
    print(header)
    print("-" * len(header))
    for name in names:
        lines: list[dict[str, Any]] = []
        try:
            proc = subprocess.run(
                [sys.executable, __file__, "--one", name], capture_output=True, text=True, timeout=LIMIT
            )
            out = proc.stdout
        except subprocess.TimeoutExpired as exc:
            out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
            out += json.dumps({"timeout": True}) + "\n"
        for line in out.splitlines():
            if line.startswith("{"):
                lines.append(json.loads(line))
        timed_out = any(x.get("timeout") for x in lines)
        for shape in SHAPES:
            got = {x["size"]: x for x in lines if x.get("shape") == shape}
            if not got and not timed_out:
                continue
            if not got:
                print(f"{name:<18} {'(other shapes)':<20} not run: the {LIMIT:.0f} s limit was spent", flush=True)
                break
            cells = []
            for size in SIZES:
                if size in got:
                    cells.append(f"{got[size]['ours']:8.3f}")
                else:
                    cells.append(f"{'>limit' if timed_out else 'skipped':>8}")
            growth = "-"
            if 100_000 in got and 1_000_000 in got and got[100_000]["ours"] > 0:
                growth = f"{got[1_000_000]['ours'] / got[100_000]['ours']:.1f}"
            ratios = [
                f"{got[s]['ours'] / got[s]['theirs']:.2f}@{s // 1000}K"
                for s in SIZES
                if s in got and got[s].get("theirs")
            ]
            print(f"{name:<18} {shape:<20} {' '.join(cells)} {growth:>7}  {' '.join(ratios)}", flush=True)
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--one":
        one(sys.argv[2])
        sys.exit(0)
    sys.exit(main(sys.argv[1:]))
