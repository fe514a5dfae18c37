"""Side by side: ``scorewire report`` against NeMo Evaluator's HTML report, at 1,000 / 10,000 / 100,000 rows.

Run: ``python benchmarks/bench_report.py [--sizes 1000,10000,100000] [--no-browser]``

Rows: the 2,638 real GSM8K model solutions of ``gsm8k/model_solutions_with_reference_labels.dev.jsonl``,
scored once by ``scorewire run`` (math_equivalence), then repeated with fresh ids up to each size,
written as a run folder (``results.jsonl`` + ``summary.json``).

- ours: ``write_report([folder], path)`` with the default ``max_rows`` (20,000 examples embedded,
  a seeded sample beyond; the statistics always use every row), and with every row embedded
  (``max_rows`` = size), to show what paging alone costs;
- NeMo Evaluator 0.2.8: its post-eval HTML report (``PostEvalReportHook._generate_html_report``,
  a Jinja2 template that writes every request/response pair into the page) on the same
  questions and responses, shaped as the chat request/response pairs it reads from its cache.

Measured per report: generation time (``time.perf_counter``, one run each, in this process), file
size, and in headless Chromium (Debian's ``chromium``, fresh profile, network closed): time to
first contentful paint (the page's own ``performance`` paint entry) and, for ours, the time at
which the row browser is ready (the page records ``performance.now()`` then), each waited for at
most ``--paint-limit`` seconds (300). Ratios: ours / theirs.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA = Path(os.environ.get("SCOREWIRE_SHARED_DATA", REPO.parent / "shared" / "data"))
sys.path.insert(0, str(REPO / "tests" / "core"))


def scored_rows(tmp: Path) -> list[dict]:
    from scorewire import evaluate

    path = DATA / "gsm8k" / "model_solutions_with_reference_labels.dev.jsonl"
    if not path.exists():
        sys.exit(f"missing {path}; set SCOREWIRE_SHARED_DATA to the shared/data folder")
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        rows.append(
            {
                "id": f"{r['system']}-{r['index']}",
                "dataset": "gsm8k",
                "category": r["system"],
                "question": r["question"],
                "answer": r["ground_truth"].rsplit("A:", 1)[1].strip(),
                "response": r["solution"],
            }
        )
    result = evaluate(None, rows, keep_rows=True, progress=False)
    out = []
    for row, example in zip(result.rows, rows, strict=True):
        out.append({**row, "question": example["question"], "answer": example["answer"]})
    return out


def make_run(rows: list[dict], size: int, folder: Path) -> None:
    from scorewire._results import SummaryBuilder

    folder.mkdir(parents=True, exist_ok=True)
    builder = SummaryBuilder()
    with (folder / "results.jsonl").open("w", encoding="utf-8") as fh:
        for i in range(size):
            base = rows[i % len(rows)]
            row = {**base, "index": i, "id": f"{base['id']}-{i // len(rows)}"}
            builder.add(row)
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    summary = builder.build().to_dicts()
    (folder / "summary.json").write_text(json.dumps({"metadata": {}, "summary": summary}, default=str))


def nemo_report(rows: list[dict], size: int, out: Path) -> float:
    from nemo_evaluator.adapters.reports.post_eval_report_hook import PostEvalReportHook

    hook = PostEvalReportHook(PostEvalReportHook.Params(report_types=["html"]))
    entries = []
    for i in range(size):
        r = rows[i % len(rows)]
        request = {"model": "m", "messages": [{"role": "user", "content": r["question"]}]}
        entries.append(
            {
                "request_data": request,
                "display_request": request,
                "response": {"choices": [{"message": {"role": "assistant", "content": r["response"]}}]},
                "endpoint": "http://127.0.0.1:1/v1/chat/completions",
                "cache_key": f"{i:08d}",
            }
        )
    t0 = time.perf_counter()
    hook._generate_html_report(entries, out)
    return time.perf_counter() - t0


def paint(path: Path, ours: bool, limit: float) -> tuple[str, str]:
    """(first contentful paint ms, rows ready ms) as text; "> limit" when the page took longer."""
    from chromium_cdp import Browser, find_chromium

    exe = find_chromium()
    if exe is None:
        return "no chromium", "-"
    with Browser(exe) as b:
        try:
            b.open(path, timeout=limit)
            fcp = b.wait_for("(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime", limit)
            ready = b.wait_for("document.body.getAttribute('data-rows-ready-ms')", limit) if ours else None
        except TimeoutError:
            return f"> {limit * 1000:.0f}", "-"
        problems = b.problems()
        if ours and problems:
            raise SystemExit(f"report {path} logged problems: {problems}")
        return f"{float(fcp):.0f}", "-" if ready is None else f"{float(ready):.0f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--paint-limit", type=float, default=300.0, help="seconds to wait for a page to paint")
    args = parser.parse_args()
    from scorewire._report import write_report

    with tempfile.TemporaryDirectory(prefix="bench-report-") as tmpname:
        tmp = Path(tmpname)
        rows = scored_rows(tmp)
        print(f"{len(rows)} real scored GSM8K solutions, repeated to each size")
        header = f"{'rows':>7} {'report':<18} {'gen s':>7} {'MiB':>8} {'FCP ms':>9} {'rows ready ms':>14}"
        print(header)
        print("-" * len(header), flush=True)
        for size in (int(s) for s in args.sizes.split(",")):
            folder = tmp / f"run{size}"
            make_run(rows, size, folder)
            out = tmp / f"nemo-{size}.html"
            nemo_gen = nemo_report(rows, size, out)
            nemo_mib = out.stat().st_size / 2**20
            variants = [("ours (default)", 20_000), ("ours (all rows)", size)] if size > 20_000 else [("ours", size)]
            for label, max_rows in variants:
                ours = tmp / f"ours-{size}-{max_rows}.html"
                t0 = time.perf_counter()
                write_report([folder], ours, max_rows=max_rows)
                gen = time.perf_counter() - t0
                mib = ours.stat().st_size / 2**20
                fcp, ready = ("-", "-") if args.no_browser else paint(ours, True, args.paint_limit)
                print(f"{size:>7} {label:<18} {gen:>7.2f} {mib:>8.2f} {fcp:>9} {ready:>14}", flush=True)
                print(
                    f"{'':>7} ratio ours/nemo: generation {gen / nemo_gen:.2f}, size {mib / nemo_mib:.2f}", flush=True
                )
            fcp, _ = ("-", "-") if args.no_browser else paint(out, False, args.paint_limit)
            print(f"{size:>7} {'nemo-evaluator':<18} {nemo_gen:>7.2f} {nemo_mib:>8.2f} {fcp:>9} {'-':>14}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
