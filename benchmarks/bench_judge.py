"""scorewire-judge speed: judge throughput against a slow loopback judge, and CPU per judged row.

1. Throughput. A loopback OpenAI-compatible judge (``_loopback_server.py``, a
   separate process so it shares neither event loop nor GIL) answers every request after
   200 ms. ``judge_grade`` scores ``--rows`` rows (default 640) through
   ``scorewire.evaluate`` at concurrency 64; the ideal wall time is
   ceil(rows / 64) x 200 ms. Prints actual / ideal; the goal is <= 1.5.

2. CPU per judged row, render + parse, side by side with Inspect AI's
   ``model_graded_qa`` on the same fixture (question, answer, criterion, and a grader
   reply ending ``GRADE: X``), in one process:
   - ours: ``JudgeGrade.render`` (one-pass template, neutralising delimiters and verdict
     tokens) + ``parse_grade`` (strict);
   - Inspect: ``model_scoring_prompt`` (its QA template, neutralising ``[BEGIN/END DATA]``)
     + ``re.search`` of its permissive grade pattern and its verdict normalisation.
   Measured with ``time.process_time`` over ``--cpu-rows`` rows, best of ``--repeat``;
   prints microseconds per row and the ratio ours / Inspect.

Usage: python benchmarks/bench_judge.py [--rows N] [--cpu-rows N] [--repeat N]
"""

from __future__ import annotations

import argparse
import asyncio
import math
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

DELAY = 0.2
CONCURRENCY = 64
JUDGE_REPLY = "Looks right.\nGRADE: C"


def _fixture(n: int) -> list[dict[str, Any]]:
    rows = []
    for i in range(n):
        rows.append(
            {
                "id": i,
                "question": f"In which year did event number {i} happen, and who was involved? Explain briefly.",
                "answer": f"It happened in {1900 + i % 100}; the people involved were A{i} and B{i}.",
                "response": (
                    f"Event {i} took place in {1900 + i % 100}. It involved A{i} and B{i}, who met in the capital. "
                    "Several sources agree on the date, and the account is consistent with the record. " * 3
                ),
                "grader": (
                    "The submission gives the same year and the same people as the criterion. "
                    "It adds context that does not contradict it.\n\nGRADE: " + ("C" if i % 3 else "I")
                ),
            }
        )
    return rows


def throughput(rows: int) -> float:
    from scorewire import evaluate
    from scorewire_judge import JudgeGrade

    server = Path(__file__).with_name("_loopback_server.py")
    proc = subprocess.Popen([sys.executable, str(server), str(DELAY), JUDGE_REPLY], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        port = int(proc.stdout.readline())
        data = _fixture(rows)
        judge = JudgeGrade(base_url=f"http://127.0.0.1:{port}/v1", model="bench-judge", max_concurrency=CONCURRENCY)
        evaluate(dataset=data[:CONCURRENCY], evaluators=[judge], max_concurrency=CONCURRENCY)  # warm-up
        c0, t0 = time.process_time(), time.perf_counter()
        result = evaluate(dataset=data, evaluators=[judge], max_concurrency=CONCURRENCY)
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        floor, floor_cpu = _raw_client_wall(port, rows)
    finally:
        proc.terminate()
        proc.wait(10)
    scored = sum("grade" in r["scores"].get("judge_grade", {}) for r in result.rows)
    assert scored == rows, f"only {scored} of {rows} rows were scored"
    ideal = math.ceil(rows / CONCURRENCY) * DELAY
    ratio = wall / ideal
    print(f"throughput: {rows} rows at concurrency {CONCURRENCY}, judge delay {DELAY * 1000:.0f} ms")
    print(f"  wall {wall:.3f} s, ideal {ideal:.3f} s, actual/ideal {ratio:.3f} (goal <= 1.5); CPU {cpu:.3f} s")
    print(
        f"  the bare EndpointClient (same requests, no evaluator, no runner) took {floor:.3f} s "
        f"= {floor / ideal:.3f} x ideal, CPU {floor_cpu:.3f} s; judge_grade / bare client = {wall / floor:.3f}"
    )
    return ratio


def _raw_client_wall(port: int, rows: int) -> tuple[float, float]:
    """Wall time of the same number of requests through the bare EndpointClient: the floor on this machine."""
    from scorewire.http import EndpointClient

    body = {"model": "bench-judge", "messages": [{"role": "user", "content": "x" * 600}], "temperature": 0, "seed": 0}

    async def run() -> tuple[float, float]:
        client = EndpointClient(max_concurrency=CONCURRENCY)
        url = f"http://127.0.0.1:{port}/v1/chat/completions"
        await asyncio.gather(*(client.post_json(url, body) for _ in range(CONCURRENCY)))  # warm-up
        c0, t0 = time.process_time(), time.perf_counter()
        await asyncio.gather(*(client.post_json(url, body) for _ in range(rows)))
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        await client.aclose()
        return wall, cpu

    return asyncio.run(run())


def cpu_per_row(n: int, repeat: int) -> tuple[float, float]:
    from inspect_ai.model import ModelOutput
    from inspect_ai.scorer import _model as inspect_model
    from scorewire_judge import JudgeGrade
    from scorewire_judge._parse import parse_grade

    data = _fixture(n)
    ours_ev = JudgeGrade(base_url="http://127.0.0.1:9/v1", model="j", template="qa")
    offered = ("C", "I")

    def ours() -> int:
        hits = 0
        for row in data:
            ours_ev.render(row, row)
            hits += parse_grade(row["grader"], offered) == "C"
        return hits

    outputs = [ModelOutput.from_content("mockllm/model", row["response"]) for row in data]
    template = inspect_model.DEFAULT_MODEL_GRADED_QA_TEMPLATE
    instructions = inspect_model.default_instructions(False)
    pattern = inspect_model._PERMISSIVE_GRADE_PATTERN
    words = inspect_model._GRADE_WORD_VALUES

    def inspect() -> int:
        hits = 0
        for row, output in zip(data, outputs, strict=True):
            inspect_model.model_scoring_prompt(
                template=template,
                question=row["question"],
                output=output,
                criterion=row["answer"],
                instructions=instructions,
                metadata={},
            )
            match = re.search(pattern, row["grader"])
            value = match.group(1) if match else None
            if value is not None:
                norm = value.strip().lower()
                value = (
                    words.get(norm) if norm in words else (value.strip().upper() if len(value.strip()) == 1 else None)
                )
            hits += value == "C"
        return hits

    assert ours() == inspect(), "the two scorers disagree on the fixture"
    best = {}
    for name, fn in (("scorewire", ours), ("inspect", inspect)):
        times = []
        for _ in range(repeat):
            t0 = time.process_time()
            fn()
            times.append(time.process_time() - t0)
        best[name] = min(times) / n * 1e6
    ratio = best["scorewire"] / best["inspect"]
    print(f"CPU per judged row (render + parse), {n} rows, best of {repeat}:")
    print(f"  scorewire judge_grade {best['scorewire']:.2f} µs, Inspect model_graded_qa {best['inspect']:.2f} µs")
    print(f"  ratio ours/inspect {ratio:.3f}")
    return best["scorewire"], best["inspect"]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=640)
    parser.add_argument("--cpu-rows", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    ratio = throughput(args.rows)
    cpu_per_row(args.cpu_rows, args.repeat)
    return 0 if ratio <= 1.5 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
