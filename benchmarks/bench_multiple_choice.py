"""Side-by-side benchmark of scorewire-multiple-choice against the extractors a user would pick instead.

Run: ``.venv/bin/python benchmarks/bench_multiple_choice.py`` (about a minute).

1. Letter extraction, on the realistic answer suite of
   ``tests/plugins/multiple_choice/extraction_suite.py`` (150+ answers, a third
   long chains of thought), through:
   - ours: ``scorewire_multiple_choice.extract_letter`` / the ``multiple_choice`` evaluator;
   - NeMo Evaluator 0.2.8: ``nemo_evaluator.contrib.byob.scorers.mcq_letter_extract``;
   - Inspect AI: the ``answer("letter")`` scorer (its real scorer object, awaited);
   - context-bench 0.1.0: it has no multiple-choice extractor; its ``exact_match``
     of the answer against the gold letter is what it offers.
   An extractor is right on a case when its verdict (correct or not) is the verdict
   a grader gives. Prints each one's accuracy and per-item median timings, with
   ratios ours / theirs.
2. The median time of our extraction on a 1,000-character chain of thought
   (target: under 10 µs).
3. Loglikelihood scoring on 3,000 real MMLU option sets with random loglikelihoods
   (with ties): asserts ``acc``/``acc_norm``/``acc_greedy``/``acc_mutual_info``
   identical to lm-evaluation-harness's formulas (restated in
   ``tests/plugins/multiple_choice/lm_eval_reference.py``), and compares with NeMo
   Evaluator's ``multiple_choice_acc``.
"""

from __future__ import annotations

import asyncio
import csv
import importlib.util
import os
import random
import statistics
import sys
import time
import timeit
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests" / "plugins" / "multiple_choice"
SHARED = Path(os.environ.get("SCOREWIRE_SHARED_DATA", ROOT.parent / "shared" / "data"))


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _per_call_us(fn: Callable[[], Any], number: int, repeat: int) -> float:
    """Median over ``repeat`` batches of the per-call time in µs (batches of ``number`` calls)."""
    return statistics.median(timeit.repeat(fn, number=number, repeat=repeat)) / number * 1e6


# --- 1. letter extraction ------------------------------------------------------------


def ours_verdict(case: dict[str, Any]) -> bool:
    from scorewire_multiple_choice import extract_letter

    return extract_letter(case["response"], case["choices"]).letter == case["gold"]


def nemo_verdict(case: dict[str, Any]) -> bool:
    from nemo_evaluator.contrib.byob.decorators import ScorerInput
    from nemo_evaluator.contrib.byob.scorers import mcq_letter_extract

    return bool(mcq_letter_extract(ScorerInput(response=case["response"], target=case["gold"], metadata={}))["correct"])


class InspectLetter:
    """Inspect AI's ``answer("letter")`` scorer, called the way an Inspect task calls it."""

    def __init__(self) -> None:
        from inspect_ai.scorer import Target, answer

        self.scorer = answer("letter")
        self.Target = Target
        self.loop = asyncio.new_event_loop()

    def state(self, case: dict[str, Any]) -> Any:
        from inspect_ai.model import ChatMessageUser, ModelOutput
        from inspect_ai.solver import TaskState

        return TaskState(
            model="mockllm/model",
            sample_id=case["id"],
            epoch=1,
            input=case["question"],
            messages=[ChatMessageUser(content=case["question"])],
            choices=case["choices"],
            output=ModelOutput.from_content("mockllm/model", case["response"]),
        )

    def verdict(self, case: dict[str, Any], state: Any = None) -> bool:
        score = self.loop.run_until_complete(self.scorer(state or self.state(case), self.Target(case["gold"])))
        return score.value == "C"

    def close(self) -> None:
        self.loop.close()


def context_bench_verdict(case: dict[str, Any]) -> bool:
    from context_bench.metrics.quality import exact_match

    return bool(exact_match(case["response"], case["gold"]))


def extraction_section() -> None:
    suite = _load("mc_extraction_suite", TESTS / "extraction_suite.py").SUITE
    n_long = sum(c["style"].startswith("cot") for c in suite)
    print(
        f"== 1. letter extraction: {len(suite)} answers ({n_long} long chains of thought, "
        f"{sum(c['expected'] is None for c in suite)} that must count as unparsed)\n"
    )
    inspect_scorer = InspectLetter()
    states = {c["id"]: inspect_scorer.state(c) for c in suite}
    peers: dict[str, Callable[[dict[str, Any]], bool]] = {
        "scorewire (ours)": ours_verdict,
        "NeMo Evaluator 0.2.8 mcq_letter_extract": nemo_verdict,
        'Inspect AI answer("letter")': lambda c: inspect_scorer.verdict(c, states[c["id"]]),
        "context-bench 0.1.0 exact_match": context_bench_verdict,
    }
    timings: dict[str, list[float]] = {}
    print(f"{'extractor':44s} {'accuracy':>9s} {'right':>8s} {'long CoT':>9s} {'median µs/item':>15s}")
    for name, verdict in peers.items():
        right = [verdict(c) == (c["expected"] == c["gold"]) for c in suite]
        long_right = [r for r, c in zip(right, suite, strict=True) if c["style"].startswith("cot")]
        per_item = [_per_call_us(lambda c=c, v=verdict: v(c), number=20, repeat=5) for c in suite]
        timings[name] = per_item
        print(
            f"{name:44s} {sum(right) / len(suite):9.1%} {sum(right):4d}/{len(suite):<3d} "
            f"{sum(long_right) / len(long_right):9.1%} {statistics.median(per_item):15.2f}"
        )
        if name == "scorewire (ours)":
            assert all(right), [c["id"] for r, c in zip(right, suite, strict=True) if not r]
    inspect_scorer.close()
    ours = timings["scorewire (ours)"]
    print("\nper-item time ratio ours / theirs (median over items; < 1 means ours is faster):")
    for name, theirs in timings.items():
        if name != "scorewire (ours)":
            ratios = [o / t for o, t in zip(ours, theirs, strict=True)]
            print(
                f"  vs {name:44s} {statistics.median(ratios):6.2f}x  (p10 {_pct(ratios, 10):.2f}, "
                f"p90 {_pct(ratios, 90):.2f})"
            )
    print(
        "  (Inspect's time includes its async scorer machinery, as a user runs it; "
        "context-bench's is a string comparison, not an extraction)"
    )


def _pct(values: list[float], p: int) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


# --- 2. speed on a 1,000-character answer --------------------------------------------


def long_answer() -> str:
    suite_module = _load("mc_extraction_suite_2", TESTS / "extraction_suite.py")
    body = "\n\n".join(suite_module._discussion("cell", fmt) for fmt in ("option", "prose", "paren"))
    text = "Let me think step by step about what each organelle does.\n\n" + body
    ending = "\n\nWeighing all of that, the answer is C."
    text = text[: 1000 - len(ending)] + ending
    assert len(text) == 1000
    return text


def speed_section() -> None:
    from nemo_evaluator.contrib.byob.scorers import _extract_letter as nemo_extract
    from scorewire_multiple_choice import extract_letter

    text = long_answer()
    assert extract_letter(text).letter == "C"
    print("\n== 2. extraction time on a 1,000-character chain of thought\n")
    single = [0.0] * 5001
    for i in range(len(single)):
        t0 = time.perf_counter_ns()
        extract_letter(text)
        single[i] = (time.perf_counter_ns() - t0) / 1000
    median = statistics.median(single)
    print(
        f"  ours, median of {len(single)} single timed calls: {median:.2f} µs (p10 {_pct(single, 10):.2f}, "
        f"p90 {_pct(single, 90):.2f})  target < 10 µs: {'met' if median < 10 else 'NOT met'}"
    )
    batches = timeit.repeat(lambda: extract_letter(text), number=200, repeat=300)
    print(
        f"  ours, 300 batches of 200 calls: best {min(batches) / 200 * 1e6:.2f} µs/call, "
        f"median {statistics.median(batches) / 200 * 1e6:.2f} µs/call (a batch also counts any scheduler pause)"
    )
    nemo = [0.0] * 5001
    for i in range(len(nemo)):
        t0 = time.perf_counter_ns()
        nemo_extract(text)
        nemo[i] = (time.perf_counter_ns() - t0) / 1000
    print(
        f"  NeMo _extract_letter (reads only the first 200 characters): median {statistics.median(nemo):.2f} µs; "
        f"ratio ours/NeMo {median / statistics.median(nemo):.2f}x"
    )
    print(f"  NeMo reads {nemo_extract(text)!r} from it (the first letter it sees), ours reads 'C'")
    print("  other 1,000-character shapes (median of 2001 single timed calls):")
    for label, variant in variants(text).items():
        assert extract_letter(variant).letter == "C", label
        times = [0.0] * 2001
        for i in range(len(times)):
            t0 = time.perf_counter_ns()
            extract_letter(variant)
            times[i] = (time.perf_counter_ns() - t0) / 1000
        print(f"    {label:58s} {statistics.median(times):6.2f} µs")


def variants(text: str) -> dict[str, str]:
    """The same reasoning with the answer placed differently, each 1,000 characters."""
    reasoning = text[: text.rindex("\n\n")]
    body = reasoning + "\n\n" + reasoning  # long enough to cut 1,000 characters from
    out = {}
    for label, head, tail in [
        ("ends with a bare bold label line '**C**'", "", "\n\n**C**"),
        ("answer first, then 900+ characters of explanation", "Answer: C\n\n", ""),
        ("ends with a closing sentence 'So C.'", "", " So C."),
    ]:
        room = 1000 - len(head) - len(tail)
        out[label] = head + body[:room] + tail
        assert len(out[label]) == 1000
    return out


# --- 3. loglikelihood scoring ----------------------------------------------------------


def loglikelihood_section() -> None:
    from nemo_evaluator.contrib.byob.decorators import ScorerInput
    from nemo_evaluator.contrib.byob.scorers import multiple_choice_acc
    from scorewire_multiple_choice import MCLoglikelihood

    ref = _load("mc_lm_eval_reference", TESTS / "lm_eval_reference.py")
    options: list[list[str]] = []
    for file in sorted((SHARED / "mmlu" / "test").glob("*.csv")):
        with open(file, encoding="utf-8", newline="") as fh:
            options.extend(rec[1:5] for rec in csv.reader(fh))
    rng = random.Random(0)
    options = rng.sample(options, 3000)
    items = []
    for choices in options:
        lls = [round(rng.uniform(-30, -1), rng.choice([0, 1, 2])) for _ in choices]
        if rng.random() < 0.3:
            i, j = rng.sample(range(4), 2)
            lls[j] = lls[i]
        items.append(
            (
                choices,
                rng.randrange(4),
                lls,
                [rng.random() < 0.4 for _ in choices],
                [rng.uniform(-30, -1) for _ in choices],
            )
        )
    chars, by_bytes = MCLoglikelihood(), MCLoglikelihood(normalization="bytes")

    def ours(item: tuple, ev: MCLoglikelihood = chars) -> dict[str, float]:
        choices, gold, lls, greedy, uncond = item
        return ev.score(
            {"choices": choices, "gold_index": gold},
            {"loglikelihoods": lls, "is_greedy": greedy, "unconditional_loglikelihoods": uncond},
        )

    def nemo(item: tuple) -> dict[str, float]:
        choices, gold, lls, greedy, _ = item
        meta = {"_choices": choices, "_choices_logprobs": lls, "_choices_is_greedy": greedy}
        return multiple_choice_acc(ScorerInput(response="", target=gold, metadata=meta))

    print(f"\n== 3. loglikelihood scoring: {len(items)} real MMLU option sets, random loglikelihoods with ties\n")
    diff = {"acc": 0, "acc_norm": 0, "acc_greedy": 0, "acc_mutual_info": 0}
    nemo_diff = {"acc": 0, "acc_norm (vs our chars)": 0, "acc_norm (vs our bytes)": 0, "acc_greedy": 0}
    for item in items:
        choices, gold, lls, greedy, uncond = item
        o, b, r, n = (
            ours(item),
            ours(item, by_bytes),
            ref.process_results(choices, gold, lls, greedy, uncond),
            nemo(item),
        )
        diff["acc"] += o["acc"] != r["acc"]
        diff["acc_norm"] += o["acc_norm"] != r["acc_norm"]
        diff["acc_greedy"] += o["acc_greedy"] != r["exact_match"]
        diff["acc_mutual_info"] += o["acc_mutual_info"] != r["acc_mutual_info"]
        nemo_diff["acc"] += o["acc"] != n["acc"]
        nemo_diff["acc_norm (vs our chars)"] += o["acc_norm"] != n["acc_norm"]
        nemo_diff["acc_norm (vs our bytes)"] += b["acc_norm"] != n["acc_norm"]
        nemo_diff["acc_greedy"] += o["acc_greedy"] != n["acc_greedy"]
    print(f"  ours vs lm-evaluation-harness formulas, items that differ: {diff}")
    assert all(v == 0 for v in diff.values()), diff
    print(f"  ours vs NeMo multiple_choice_acc, items that differ:       {nemo_diff}")
    print(
        "  (NeMo normalises by UTF-8 bytes and scores acc_greedy as 'the most likely greedy option is gold';\n"
        "   lm-evaluation-harness normalises by characters and scores is_greedy[gold])"
    )
    # Timed on the same inputs NeMo gets (no unconditional loglikelihoods).
    same = [(c, g, lls, greedy, None) for c, g, lls, greedy, _ in items[:300]]

    def ours_same(item: tuple) -> dict[str, float]:
        choices, gold, lls, greedy, _ = item
        return chars.score({"choices": choices, "gold_index": gold}, {"loglikelihoods": lls, "is_greedy": greedy})

    t_ours = statistics.median(_per_call_us(lambda it=it: ours_same(it), number=50, repeat=3) for it in same)
    t_nemo = statistics.median(_per_call_us(lambda it=it: nemo(it), number=50, repeat=3) for it in same)
    print(f"  per-item median: ours {t_ours:.2f} µs, NeMo {t_nemo:.2f} µs, ratio ours/NeMo {t_ours / t_nemo:.2f}x")


def main() -> int:
    if not (SHARED / "mmlu").is_dir():
        print(f"reference data missing: {SHARED / 'mmlu'}", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    extraction_section()
    speed_section()
    loglikelihood_section()
    print(f"\ndone in {time.perf_counter() - t0:.1f} s; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
