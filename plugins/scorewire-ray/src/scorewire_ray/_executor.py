"""The ``ray`` executor: score a run's blocks in ``map_batches`` over a pool of warm actors."""

from __future__ import annotations

import os
import pickle
import time
from dataclasses import replace
from typing import Any

from scorewire import BlockScorer, ScoringPlan

from ._blocks import load_block, plan_blocks
from ._limits import EndpointLimiter, LimitedSystem, endpoint_key


class _ScoringActor:
    """One actor of the pool: discovers plugins and builds evaluators once, scores many blocks."""

    def __init__(self, plan: ScoringPlan) -> None:
        self.scorer = BlockScorer(plan)

    def __call__(self, batch: dict[str, Any]) -> dict[str, Any]:
        import numpy as np

        out = []
        for blob in batch["block"]:
            desc = pickle.loads(blob)
            examples = load_block(desc)
            rows = self.scorer.score(examples, desc["first_index"])
            out.append(pickle.dumps((desc["first_index"], examples, rows), protocol=5))
        return {"seq": batch["seq"], "rows": np.array(out, dtype=object)}


class RayExecutor:
    """Scores a run on a Ray cluster with the same rows and summary as the local executor.

    :param address: the cluster to attach to (``"auto"``, ``"ray://head:10001"``); None
        starts a local Ray (``num_cpus`` CPUs, no dashboard, loopback only) for this run.
    :param num_actors: actors in the pool (default: the cluster's CPUs / ``num_cpus_per_actor``).
    :param block_size: examples per block, the unit of scheduling and of retry.
    :param num_cpus_per_actor: CPUs each actor reserves (more for sandboxed code).
    :param num_cpus: CPUs of a local Ray started for the run (default: all).
    :param init_options: more keyword arguments for ``ray.init``.
    """

    name = "ray"

    def __init__(
        self,
        address: str | None = None,
        *,
        num_actors: int | None = None,
        block_size: int = 2000,
        num_cpus_per_actor: float = 1.0,
        num_cpus: int | None = None,
        init_options: dict[str, Any] | None = None,
    ) -> None:
        if block_size < 1:
            raise ValueError("block_size must be at least 1")
        if num_actors is not None and num_actors < 1:
            raise ValueError("num_actors must be at least 1")
        self.address = address
        self.num_actors = num_actors
        self.block_size = block_size
        self.num_cpus_per_actor = num_cpus_per_actor
        self.num_cpus = num_cpus
        self.init_options = dict(init_options or {})
        self.stats: dict[str, Any] = {}

    def _connect(self) -> bool:
        """Attach to the cluster or start a local one; True when this run started it."""
        if self.address is None:
            # A local Ray for this run: workers run this interpreter (not `uv run` with the
            # working directory shipped as a runtime env), and report no usage statistics.
            os.environ.setdefault("RAY_ENABLE_UV_RUN_RUNTIME_ENV", "0")
            os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        import ray

        if ray.is_initialized():
            return False
        if self.address is not None:
            ray.init(address=self.address, log_to_driver=False, **self.init_options)
            return False
        ray.init(
            num_cpus=self.num_cpus,
            include_dashboard=False,
            _node_ip_address="127.0.0.1",
            log_to_driver=False,
            **self.init_options,
        )
        return True

    def _limited(self, plan: ScoringPlan) -> tuple[ScoringPlan, Any]:
        if not plan.systems:
            return plan, None
        import ray
        from scorewire import as_system

        limiter = ray.remote(EndpointLimiter).options(num_cpus=0, max_concurrency=100_000).remote()
        systems = []
        for spec in plan.systems:
            system = as_system(spec)
            limit = min(int(getattr(system, "max_concurrency", plan.max_concurrency)), plan.max_concurrency)
            systems.append(LimitedSystem(system, limiter, endpoint_key(system), limit))
        return replace(plan, systems=systems), limiter

    async def run(self, job: Any) -> None:
        """Score every block of ``job`` on the cluster and emit the rows in input order."""
        started = self._connect()
        import ray

        try:
            plan, limiter = self._limited(job.plan)
            blocks = [pickle.dumps(desc, protocol=5) for desc in plan_blocks(job, self.block_size)]
            self.stats = {"blocks": len(blocks)}
            if not blocks:
                return
            cpus = float(ray.cluster_resources().get("CPU", 1))
            actors = self.num_actors or max(1, int(cpus // self.num_cpus_per_actor))
            actors = min(actors, len(blocks))
            ctx = ray.data.DataContext.get_current()
            ctx.execution_options.preserve_order = True
            ctx.enable_progress_bars = False
            items = ray.data.from_items(
                [{"seq": i, "block": b} for i, b in enumerate(blocks)], override_num_blocks=len(blocks)
            )
            scored = items.map_batches(
                _ScoringActor,
                fn_constructor_args=(plan,),
                batch_size=1,
                batch_format="numpy",
                compute=ray.data.ActorPoolStrategy(size=actors),
                num_cpus=self.num_cpus_per_actor,
            )
            expected = 0
            t0 = time.perf_counter()
            first_block = driver = 0.0
            for batch in scored.iter_batches(batch_size=None, batch_format="numpy", prefetch_batches=2):
                t1 = time.perf_counter()
                first_block = first_block or t1 - t0
                for seq, blob in zip(batch["seq"], batch["rows"], strict=True):
                    if int(seq) != expected:  # preserve_order guarantees it; a gap would lose rows
                        raise RuntimeError(f"block {expected} expected from Ray, got block {int(seq)}")
                    expected += 1
                    first, examples, rows = pickle.loads(blob)
                    for row in rows:
                        job.emit(row, examples[row["index"] - first])
                driver += time.perf_counter() - t1
            # Where the time went: until the first block is back (actor start, plugin discovery,
            # one block), the whole run, and the driver's share (unpickling, summary, results file).
            self.stats.update(first_block_s=first_block, total_s=time.perf_counter() - t0, driver_s=driver)
            if expected != len(blocks):
                raise RuntimeError(f"Ray returned {expected} of {len(blocks)} blocks")
            self.stats["actors"] = actors
            if limiter is not None:
                self.stats["peak_in_flight"] = ray.get(limiter.peak.remote())
        finally:
            if started:
                ray.shutdown()
