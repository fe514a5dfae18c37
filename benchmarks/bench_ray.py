"""Rows per second of the local executor vs the Ray executor on this machine, and where Ray's time goes.

    python benchmarks/bench_ray.py [--rows 42280] [--code-copies 2] [--cpus 2]

Both executors score the same data in one process, one after the other:

* score-only: real SQuAD v1.1 dev answer pairs (each pair both ways, repeated with new ids up
  to ``--rows``) scored with ``answer_quality`` from a JSONL file;
* sandboxed code: the 164 real GPT-4 HumanEval completions (``--code-copies`` times, new ids)
  scored with ``code_execution`` on the ``local`` (bubblewrap) sandbox.

Ray runs on a local cluster of ``--cpus`` CPUs started here (no dashboard, loopback), with
one actor per CPU. Besides end-to-end rows/s it measures, in this process, the parts of a Ray
run: starting the cluster, starting the actor pool (a process per actor, importing scorewire
and discovering plugins), scoring proper (BlockScorer on the same blocks), shipping a block's
examples and rows between processes (pickle both ways), the driver folding rows one by one (the
design before shards), scoring a block into a run-folder shard on a worker, and the driver merging
shards (results file, run store, summary). Every run writes a run folder. Ray runs twice: with
shards (the default) and with ``shards=False`` (rows back to the driver). Prints ratios Ray /
local; the per-row costs feed docs/scale-out.md.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
os.environ.setdefault("RAY_ENABLE_UV_RUN_RUNTIME_ENV", "0")

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("SCOREWIRE_SHARED_DATA", REPO.parent / "shared" / "data"))


def squad_file(n: int, folder: Path) -> Path:
    pairs = [
        json.loads(line)
        for line in (SHARED / "squad" / "answer_pairs_with_official_scores.dev.jsonl").read_text().splitlines()
        if line.strip()
    ]
    out = folder / "squad.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        i = 0
        while i < n:
            for flip in (False, True):
                for p in pairs:
                    if i >= n:
                        break
                    gold, pred = (p["prediction"], p["gold"]) if flip else (p["gold"], p["prediction"])
                    fh.write(json.dumps({"id": f"{p['id']}-{i}", "answer": gold, "response": pred}) + "\n")
                    i += 1
    return out


def code_file(copies: int, folder: Path) -> Path:
    import gzip

    with gzip.open(SHARED / "humaneval" / "HumanEval.jsonl.gz", "rt", encoding="utf-8") as fh:
        problems = {p["task_id"]: p for p in map(json.loads, fh)}
    path = SHARED / "humaneval" / "gpt4_completions_with_reference_results.dev.jsonl"
    gpt4 = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    out = folder / "humaneval.jsonl"
    with open(out, "w", encoding="utf-8") as fh:
        for c in range(copies):
            for g in gpt4:
                row = {**problems[g["task_id"]], "id": f"{g['task_id']}#{c}", "response": g["completion"]}
                fh.write(json.dumps(row) + "\n")
    return out


def timed(fn: Any) -> tuple[float, Any]:
    t0 = time.perf_counter()
    out = fn()
    return time.perf_counter() - t0, out


def _summarized(result: Any) -> Any:
    result.summary()
    return result


def run_pair(label: str, path: Path, kw: dict[str, Any], ray_options: dict[str, Any], out: Path) -> dict[str, Any]:
    """One dataset into three run folders: the local executor, Ray with shards (the default) and
    Ray sending every row back to the driver (``shards=False``, the design before shards)."""
    import scorewire
    from scorewire_ray import RayExecutor

    n = sum(1 for _ in open(path, encoding="utf-8"))
    # Each timed through the summary and the run folder's files, which a run builds before it returns.
    local_s, local = timed(lambda: _summarized(scorewire.evaluate(dataset=str(path), output=out / "local", **kw)))
    runs: dict[str, Any] = {}
    for mode, shards in (("shards", True), ("rows", False)):
        executor = RayExecutor(**ray_options, shards=shards)
        ray_s, remote = timed(
            lambda ex=executor, m=mode: _summarized(
                scorewire.evaluate(dataset=str(path), output=out / m, executor=ex, **kw)
            )
        )
        # Sandbox details carry measured durations, which differ between any two runs: compare scores.
        same = [(r["index"], r["scores"], r["errors"]) for r in local.rows] == [
            (r["index"], r["scores"], r["errors"]) for r in remote.rows
        ] and local.summary().to_dicts() == remote.summary().to_dicts()
        st = executor.stats
        steady = (n - n / st["blocks"]) / max(1e-9, st["total_s"] - st["first_block_s"])
        runs[mode] = {"ray_s": ray_s, "same": same, "steady": steady, "driver_s": st["driver_s"], "stats": st}
        print(
            f"{label} [{mode}]: {n} rows  local {local_s:.2f} s = {n / local_s:,.0f} rows/s   "
            f"ray {ray_s:.2f} s = {n / ray_s:,.0f} rows/s   ratio ray/local (rows/s) {local_s / ray_s:.2f}   "
            f"same scores and summary: {same}"
        )
        print(
            f"  {st['blocks']} blocks on {st['actors']} actors; first block back after {st['first_block_s']:.1f} s "
            f"(actor start + plugin discovery + one block), all back after {st['total_s']:.1f} s; after the first "
            f"block {steady:,.0f} rows/s; driver busy {st['driver_s']:.2f} s = {st['driver_s'] / n * 1e6:.1f} us/row "
            f"({'merging shards' if st['sharded'] else 'folding rows'}); outside the pool (planning, Ray Data "
            f"set-up, run files) {ray_s - st['total_s']:.1f} s"
        )
    return {"rows": n, "local_s": local_s, **{f"{m}_{k}": v for m, r in runs.items() for k, v in r.items()}}


def breakdown(label: str, path: Path, kw: dict[str, Any], block_size: int, actors: int) -> dict[str, float]:
    """Per-row costs of the parts of a Ray run, measured in this process on the same blocks."""
    import ray
    import scorewire
    from scorewire import BlockScorer, ScoringPlan
    from scorewire._results import RowSink, SummaryBuilder
    from scorewire._runfolder import RunFolder
    from scorewire._shards import ShardRun, ShardSpec, pack
    from scorewire.failures import FailureAnalysis
    from scorewire_ray._blocks import load_block, plan_blocks
    from scorewire_ray._executor import _ScoringActor

    class _Job:
        dataset, has_adapter, dataset_name, limit = str(path), False, None, None

        def examples(self) -> Any:
            raise AssertionError("file blocks only")

    class _Quiet:
        def update(self, n: int = 1) -> None:
            pass

    plan_s, descs = timed(lambda: list(plan_blocks(_Job(), block_size)))
    blocks = [load_block(d) for d in descs]
    n = sum(map(len, blocks))
    plan = ScoringPlan(evaluators=kw["evaluators"], evaluator_options=kw.get("evaluator_options", {}))
    scorer = BlockScorer(plan)
    scorer.score(blocks[0][:2], 0)  # build evaluators (warm, as in a running actor)
    scored: list[Any] = []
    score_s, _ = timed(
        lambda: [scored.append(scorer.score(b, d["first_index"])) for b, d in zip(blocks, descs, strict=True)]
    )
    # Before shards: a block's examples and rows pickled there and back, then every row folded by
    # the driver into the summary and the results file.
    ship_s, _ = timed(
        lambda: [pickle.loads(pickle.dumps((0, b, r), protocol=5)) for b, r in zip(blocks, scored, strict=True)]
    )
    with tempfile.TemporaryDirectory() as tmp:
        sink = RowSink(SummaryBuilder(), output=Path(tmp) / "r.jsonl", keep_rows=False)
        emit_s, _ = timed(lambda: [sink.emit(row) for rows in scored for row in rows])
        sink.abort()
    # With shards, in a run folder: the worker scores a block into a shard (results part, store
    # part, partial summary); the driver merges the shards in order.
    with tempfile.TemporaryDirectory() as tmp:
        folder = RunFolder(Path(tmp) / "run")
        builder = SummaryBuilder()
        sink = RowSink(builder, output=folder.folder / "results.jsonl", keep_rows=False)
        sink.analysis = FailureAnalysis(count_rows=False)
        spec = ShardSpec(builder=builder, run_folder=True, results=True, keep_rows=False)
        shards: list[Path] = []
        shard_s, _ = timed(
            lambda: [
                shards.append(scorer.shard(b, d["first_index"], spec, Path(tmp) / "shards", seq))
                for seq, (b, d) in enumerate(zip(blocks, descs, strict=True))
            ]
        )
        packed_s, _ = timed(lambda: [pickle.loads(pickle.dumps(pack(p), protocol=5)) for p in shards])
        run = ShardRun(sink, scorer._scorer, folder, _Quiet(), None)
        merge_s, _ = timed(lambda: [run.merge(p) for p in shards])
        build_s, _ = timed(lambda: sink.builder.build())
        sink.abort()
        folder.close()
    # Actor pool start: the same actor class on `actors` one-row blocks.
    tiny = ray.data.from_items([{"seq": i, "block": pickle.dumps(descs[0] | {"count": 1})} for i in range(actors)])
    pool_s, _ = timed(
        lambda: tiny.map_batches(
            _ScoringActor,
            fn_constructor_args=(plan,),
            batch_size=1,
            batch_format="numpy",
            compute=ray.data.ActorPoolStrategy(size=actors),
        ).materialize()
    )
    out = {
        "plan_us": plan_s / n * 1e6,
        "score_us": score_s / n * 1e6,
        "shard_us": shard_s / n * 1e6,
        "ship_us": ship_s / n * 1e6,
        "packed_us": packed_s / n * 1e6,
        "emit_us": emit_s / n * 1e6,
        "merge_us": merge_s / n * 1e6,
        "summary_s": build_s,
        "pool_start_s": pool_s,
    }
    print(
        f"{label} per row: plan {out['plan_us']:.1f} us; worker: scoring {out['score_us']:.1f} us, scoring into a "
        f"run-folder shard {out['shard_us']:.1f} us; rows to the driver: ship (pickle both ways) {out['ship_us']:.1f} us "
        f"+ driver fold (summary + results file) {out['emit_us']:.1f} us; shards: ship shard bytes "
        f"{out['packed_us']:.1f} us (clusters without a shared disk) + driver merge (results, store, summary) "
        f"{out['merge_us']:.1f} us; building the summary {build_s:.2f} s; actor pool start {pool_s:.1f} s"
    )
    del scorewire
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=42_280)
    parser.add_argument("--code-copies", type=int, default=2)
    parser.add_argument("--cpus", type=int, default=2)
    parser.add_argument("--block-size", type=int, default=4000)
    args = parser.parse_args(argv)
    if not (SHARED / "squad").exists():
        print(f"needs the reference data in {SHARED} (SCOREWIRE_SHARED_DATA)")
        return 2
    import ray

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        init_s, _ = timed(
            lambda: ray.init(
                num_cpus=args.cpus,
                include_dashboard=False,
                _node_ip_address="127.0.0.1",
                log_to_driver=False,
                configure_logging=False,
            )
        )
        print(f"ray.init (local cluster, {args.cpus} CPUs): {init_s:.1f} s (paid once per session, not per run)")
        try:
            squad = squad_file(args.rows, folder)
            kw: dict[str, Any] = {"evaluators": ["answer_quality"], "progress": False}
            opts = {"block_size": args.block_size, "num_actors": args.cpus}
            res = run_pair("score-only answer_quality", squad, kw, opts, folder / "squad-runs")
            parts = breakdown("score-only answer_quality", squad, kw, args.block_size, args.cpus)
            ideal = res["rows"] * parts["shard_us"] / 1e6 / args.cpus
            print(
                f"  ray (shards) wall {res['shards_ray_s']:.2f} s vs ideal {args.cpus}-way scoring into shards "
                f"{ideal:.2f} s; driver merge {res['rows'] * parts['merge_us'] / 1e6:.2f} s (rows to the driver: "
                f"{res['rows'] * parts['emit_us'] / 1e6:.2f} s), actor pool start {parts['pool_start_s']:.1f} s"
            )
            code = code_file(args.code_copies, folder)
            ckw: dict[str, Any] = {
                "evaluators": ["code_execution"],
                "evaluator_options": {"code_execution": {"backend": "local"}},
                "progress": False,
            }
            try:
                cres = run_pair(
                    "sandboxed code_execution", code, ckw, {"block_size": 41, "num_actors": args.cpus}, folder / "code"
                )
                cparts = breakdown("sandboxed code_execution", code, ckw, 41, args.cpus)
                print(
                    f"  ray (shards) wall {cres['shards_ray_s']:.2f} s; local scoring alone (the sandbox backend runs "
                    f"{os.cpu_count()} samples at once in one process) {cres['rows'] * cparts['score_us'] / 1e6:.2f} s"
                )
            except Exception as exc:  # no sandbox on this machine
                print(f"sandboxed code rows: not measured ({exc})")
        finally:
            ray.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
