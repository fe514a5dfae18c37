"""The ``ray`` executor: score a run's blocks in ``map_batches`` over a pool of warm actors."""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scorewire import ScoringPlan

# The scoring engine, the shard helpers, the block readers (pickle, pathlib), tempfile and the
# asyncio-based limits are imported where a run uses them: discovery imports this module for
# the executor class only.


class _ScoringActor:
    """One actor of the pool: discovers plugins and builds evaluators once, scores many blocks.

    With shards (the default), a block's rows become a shard written by the actor (into the
    shared shard directory, or shipped back as bytes when the driver cannot read this node's
    disk); without, the rows themselves go back to the driver.
    """

    def __init__(
        self, plan: ScoringPlan, spec: Any = None, directory: str | None = None, ship: bool = False, limiter: Any = None
    ) -> None:
        from scorewire import BlockScorer

        self.scorer = BlockScorer(plan)
        self.spec = spec
        self.directory = directory
        self.ship = ship
        if limiter is not None:
            from scorewire.http import set_request_limiter

            from ._limits import RequestLimit

            set_request_limiter(RequestLimit(limiter))

    def __call__(self, batch: dict[str, Any]) -> dict[str, Any]:
        import pickle
        import tempfile

        import numpy as np
        from scorewire import pack_shard

        from ._blocks import load_block

        out = []
        for seq, blob in zip(batch["seq"], batch["block"], strict=True):
            desc = pickle.loads(blob)
            examples = load_block(desc)
            if self.spec is None:
                rows = self.scorer.score(examples, desc["first_index"])
                out.append(pickle.dumps((desc["first_index"], examples, rows), protocol=5))
                continue
            from ray import cloudpickle

            stored = desc.get("stored")
            if self.ship:
                with tempfile.TemporaryDirectory(prefix="scorewire-shard-") as tmp:
                    path = self.scorer.shard(
                        examples, desc["first_index"], self.spec, tmp, int(seq), stored, dumps=cloudpickle.dumps
                    )
                    out.append(pickle.dumps(pack_shard(path), protocol=5))
            else:
                assert self.directory is not None
                path = self.scorer.shard(
                    examples, desc["first_index"], self.spec, self.directory, int(seq), stored, dumps=cloudpickle.dumps
                )
                out.append(pickle.dumps(str(path), protocol=5))
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
    :param shards: workers write each block's results as a shard merged into the run (results
        file, run store, summary) in block order; False sends every row back to the driver.
    :param shard_dir: a directory every worker and the driver can read and write (a shared
        file system) for the shards. Default: the run folder (next to the results file) when
        the cluster is this machine; otherwise shards travel back as bytes through Ray.
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
        shards: bool = True,
        shard_dir: str | None = None,
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
        self.shards = shards
        self.shard_dir = shard_dir
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

    def _limited(self, plan: ScoringPlan, limiter: Any) -> ScoringPlan:
        if not plan.systems:
            return plan
        from dataclasses import replace

        from scorewire import as_system

        from ._limits import LimitedSystem, endpoint_key

        systems = []
        for spec in plan.systems:
            system = as_system(spec)
            limit = min(int(getattr(system, "max_concurrency", plan.max_concurrency)), plan.max_concurrency)
            systems.append(LimitedSystem(system, limiter, endpoint_key(system), limit))
        return replace(plan, systems=systems)

    @staticmethod
    def _one_node() -> bool:
        """Every alive node of the cluster is this machine (workers can write the driver's disk)."""
        import ray

        here = ray.util.get_node_ip_address()
        return all(n.get("NodeManagerAddress") == here for n in ray.nodes() if n.get("Alive"))

    async def run(self, job: Any) -> None:
        """Score every block of ``job`` on the cluster; merge the shards (or emit the rows) in input order."""
        started = self._connect()
        import pickle
        from pathlib import Path

        import ray
        from scorewire import unpack_shard

        from ._blocks import plan_blocks
        from ._limits import EndpointLimiter

        try:
            limiter = ray.remote(EndpointLimiter).options(num_cpus=0, max_concurrency=100_000).remote()
            plan = self._limited(job.plan, limiter)
            sharded = self.shards and getattr(job, "shards", None) is not None
            ship = sharded and self.shard_dir is None and not self._one_node()
            spec = job.shards.spec if sharded else None
            directory: Path | None = None
            if sharded:
                directory = Path(self.shard_dir) if self.shard_dir is not None else job.shards.directory
                directory.mkdir(parents=True, exist_ok=True)
            t0 = time.perf_counter()
            descs = list(plan_blocks(job, self.block_size))
            if ship and spec is not None and spec.store is not None:
                # The workers cannot read the run store: each block carries what is stored for it.
                for desc in descs:
                    desc["stored"] = job.shards.stored(desc["first_index"], desc["first_index"] + desc["count"])
            blocks = [pickle.dumps(desc, protocol=5) for desc in descs]
            self.stats = {"blocks": len(blocks), "plan_s": time.perf_counter() - t0, "sharded": bool(sharded)}
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
                fn_constructor_args=(plan, spec, None if directory is None else str(directory), ship, limiter),
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
                    value = pickle.loads(blob)
                    if sharded:
                        assert directory is not None
                        path = unpack_shard(value, directory, int(seq)) if ship else Path(value)
                        job.shards.merge(path)
                        continue
                    first, examples, rows = value
                    for row in rows:
                        job.emit(row, examples[row["index"] - first])
                driver += time.perf_counter() - t1
            # Where the time went: until the first block is back (actor start, plugin discovery,
            # one block), the whole run, and the driver's share (merging shards, or unpickling
            # rows into the summary, results file and run store).
            self.stats.update(first_block_s=first_block, total_s=time.perf_counter() - t0, driver_s=driver)
            if expected != len(blocks):
                raise RuntimeError(f"Ray returned {expected} of {len(blocks)} blocks")
            self.stats["actors"] = actors
            self.stats["shipped"] = bool(ship)
            peaks: dict[str, int] = ray.get(limiter.peak.remote())  # type: ignore[union-attr,assignment]
            self.stats["peak_in_flight"] = {k: v for k, v in peaks.items() if not k.startswith("url:")}
            self.stats["peak_requests"] = {k[4:]: v for k, v in peaks.items() if k.startswith("url:")}
        finally:
            if started:
                ray.shutdown()
