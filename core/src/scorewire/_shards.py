"""Result shards: blocks of a run scored by workers, written as files, merged by the run in block order.

An executor that scores blocks of rows elsewhere (``scorewire-ray``) need not send the rows back
to the driver. A worker scores a block with the local engine into a *shard*, a directory holding
what the local run would have written for those rows:

- ``results.jsonl``: the block's result lines, byte for byte the local run's;
- ``run.sqlite``: the block's examples, responses and score sets, in the run store's layout
  (run folders only);
- ``partial.pickle``: the block's partial summary (a :class:`SummaryBuilder`), partial failure
  analysis, row count, tags, and the rows themselves when the run keeps rows in memory.

A shard is built under a temporary name and renamed to ``block-<seq>`` when complete, so a
block retried after a worker died leaves one shard, never two or a half-written one. The
driver merges shards in block order (:meth:`ShardRun.merge`): it appends the results part to the
results file (a byte copy), inserts the store part (one ``INSERT ... SELECT`` per per-row table,
the blocks of examples and score-only score sets as whole texts), and
merges the partial summary and failure analysis (``merge``: sums, counts and value buffers
concatenated in input order, so the summary equals the local run's). None of this touches a row
in Python on the driver (except the rows of a run kept in memory).

On resume a worker reads what its block already has from the run store (:func:`read_stored`):
stored score sets whose evaluator version and options match are reused, stored responses are
never requested again, exactly as in the local runner.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import pickle
import shutil
import sqlite3
import tempfile
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ._runfolder import RunFolder
from ._store import RunFolderError, RunStore, dumps, iter_block_lines, read_lines

RESULTS = "results.jsonl"
PARTIAL = "partial.pickle"
STORE = "run.sqlite"


@dataclass(frozen=True)
class ShardSpec:
    """What a worker needs to write a block's shard as the local run writes those rows (picklable).

    :ivar builder: an empty summary builder configured as the run's (seed, resamples, reducers,
        interval, user metrics); each block folds its rows into a copy.
    :ivar run_folder: the run records into a run folder: shards carry its store part, and
        result lines are written as a run folder's are.
    :ivar results: the run writes a results file.
    :ivar keep_rows: the run keeps rows in memory: shards carry them.
    :ivar cluster_field: the field whose value clusters rows for clustered standard errors.
    :ivar store: the run store to read stored rows from on resume (None: nothing stored).
    """

    builder: Any
    run_folder: bool
    results: bool
    keep_rows: bool
    cluster_field: str | None = None
    store: str | None = None


@dataclass
class StoredBlock:
    """What the run store already holds for a range of example indices (a resumed run)."""

    examples: dict[int, str] = field(default_factory=dict)
    responses: dict[tuple[str, int, int], tuple[str, float | None]] = field(default_factory=dict)
    scores: dict[tuple[str, int, int], str] = field(default_factory=dict)  # runs with systems
    score_lines: dict[int, str] = field(default_factory=dict)  # score-only runs, by example index


def read_stored(store: str | Path | sqlite3.Connection, start: int, end: int) -> StoredBlock:
    """Stored examples, successful responses and score sets of examples ``start..end-1``."""
    db = store if isinstance(store, sqlite3.Connection) else sqlite3.connect(f"file:{store}?mode=ro", uri=True)
    try:
        out = StoredBlock()
        out.examples = read_lines(db, "example_blocks", start, end)
        for system, example, epoch, processed, latency in db.execute(
            "SELECT system, example, epoch, processed, latency FROM responses "
            "WHERE ok = 1 AND example >= ? AND example < ?",
            (start, end),
        ):
            out.responses[(system, example, epoch)] = (processed, latency)
        for system, example, epoch, results in db.execute(
            "SELECT system, example, epoch, results FROM scores WHERE example >= ? AND example < ?", (start, end)
        ):
            out.scores[(system, example, epoch)] = results
        out.score_lines = {i: text for i, text in read_lines(db, "score_blocks", start, end).items() if text}
        return out
    finally:
        if db is not store:
            db.close()


class _ShardStore(RunStore):
    """A shard's own ``run.sqlite``; stored responses of a resumed run are looked up in ``stored``."""

    stored: StoredBlock | None = None

    def response(self, system: str, example: int, epoch: int = 0) -> dict[str, Any] | None:
        found = self.stored.responses.get((system, example, epoch)) if self.stored is not None else None
        if found is None:
            return None
        processed: dict[str, Any] = json.loads(found[0])
        processed["latency"] = found[1]
        return processed


class ShardFolder:
    """A run folder's stand-in on a worker: what the runner records goes to one block's shard.

    It answers the runner as :class:`~scorewire._runfolder.RunFolder` does (evaluator keys,
    restoring and saving score sets, resume lookups), from the stored rows of its block.
    """

    evkey = RunFolder.evkey
    restore = staticmethod(RunFolder.restore)
    save = RunFolder.save
    save_many = RunFolder.save_many
    save_rows = RunFolder.save_rows
    _row_text = RunFolder._row_text
    _keys_text = RunFolder._keys_text

    def __init__(self, directory: Path, stored: StoredBlock | None = None) -> None:
        self.folder = directory
        self.store = _ShardStore(directory)
        self.store.stored = stored
        self.stored = stored
        self.resumed = stored is not None and bool(stored.examples)
        self._evkeys: dict[str, str] = {}
        self._keys_json: dict[tuple[str, ...], str] = {}
        self._stored_raw: dict[int, str] = {}
        self._digest = hashlib.sha256()

    def examples(self, start: int, chunk: Sequence[Mapping[str, Any]]) -> list[str]:
        """Record the examples ``start..`` (checked against the stored ones); their JSON texts."""
        texts = [dumps(example) for example in chunk]
        self._digest.update("\n".join(texts).encode())
        if self.stored is not None and self.stored.examples:
            for i, (example, text) in enumerate(zip(chunk, texts, strict=True)):
                old = self.stored.examples.get(start + i)
                if old is not None and old != text:
                    raise RunFolderError(
                        f"run folder holds a different dataset: row {start + i} (id {example.get('id')!r}) differs "
                        "from the stored example; use --restart to start the folder over, or another --output"
                    )
        self.store.check_examples(start, texts)
        return texts

    def stored_scores(self, start: int, end: int) -> dict[int, dict[str, Any]]:
        if self.stored is None:
            return {}
        lines = self.stored.score_lines
        self._stored_raw = {i: lines[i] for i in range(start, end) if i in lines}
        return {i: json.loads(text) for i, text in self._stored_raw.items()}

    def stored_row(self, system: str, index: int, epoch: int = 0) -> dict[str, Any] | None:
        text = self.stored.scores.get((system, index, epoch)) if self.stored is not None else None
        return None if text is None else json.loads(text)

    def close(self) -> None:
        self.store.close()


def note_clusters(builder: Any, examples: Sequence[Mapping[str, Any]], first_index: int, field_name: str) -> None:
    """Give ``builder`` the cluster of each example of a block, by input position (as
    :meth:`SummaryBuilder.note_cluster` does for a whole run; labels match, so merges agree)."""
    if not isinstance(builder.cluster_of, dict):
        builder.cluster_of = {}
    ids = builder._cluster_ids
    for index, example in enumerate(examples, first_index):
        value = example.get(field_name)
        label = ("\0row", index) if value is None else json.dumps(value, sort_keys=True, default=str)
        builder.cluster_of[index] = ids.setdefault(label, len(ids))


def block_builder(spec: ShardSpec, instances: Mapping[str, Any]) -> Any:
    """A fresh summary builder for one block: the run's configuration and these evaluators declared."""
    from ._evaluator import evaluator_aggregations

    builder = copy.deepcopy(spec.builder)
    for name, ev in instances.items():
        builder.declare(name, evaluator_aggregations(ev))
    return builder


def publish(tmp: Path, final: Path) -> Path:
    """Rename a finished shard into place; if a previous attempt of the block already published
    one, keep that and drop this (a shard is complete or absent, never doubled)."""
    try:
        os.rename(tmp, final)
    except OSError:
        if not (final / PARTIAL).is_file():
            raise
        shutil.rmtree(tmp, ignore_errors=True)
    return final


def pack_shard(directory: Path) -> dict[str, bytes]:
    """A shard's files as bytes (to ship a shard to a driver that cannot read the worker's disk)."""
    return {p.name: p.read_bytes() for p in directory.iterdir() if p.is_file()}


def unpack_shard(files: Mapping[str, bytes], directory: Path, seq: int) -> Path:
    """Write shipped shard files as shard ``seq`` under ``directory``."""
    tmp = directory / f".tmp-{seq:09d}-{uuid.uuid4().hex}"
    tmp.mkdir(parents=True)
    for name, data in files.items():
        (tmp / Path(name).name).write_bytes(data)
    return publish(tmp, shard_path(directory, seq))


def shard_path(directory: Path, seq: int) -> Path:
    return directory / f"block-{seq:09d}"


class ShardRun:
    """The driver's side of a sharded run: where shards go, what workers need, the in-order merge."""

    def __init__(self, sink: Any, scorer: Any, folder: RunFolder | None, bar: Any, cluster_field: str | None) -> None:
        self.sink = sink
        self.scorer = scorer
        self.folder = folder
        self.bar = bar
        self.cluster_field = cluster_field
        self._tags: set[str] = set()
        self._directory: Path | None = None
        self.merged = 0

    @property
    def spec(self) -> ShardSpec:
        folder = self.folder
        store = None
        if folder is not None and folder.resumed:
            folder.store.flush()
            store = str(folder.store.path)
        return ShardSpec(
            builder=copy.deepcopy(self.sink.builder),  # as configured, before any row is merged
            run_folder=folder is not None,
            results=self.sink.output is not None,
            keep_rows=self.sink.keep_rows,
            cluster_field=self.cluster_field,
            store=store,
        )

    @property
    def directory(self) -> Path:
        """Where shards are written (created empty on first use): in the run folder, next to the
        results file, or a temporary directory."""
        if self._directory is None:
            if self.folder is not None:
                path = self.folder.folder / ".shards"
            elif self.sink.output is not None:
                path = self.sink.output.parent / f".{self.sink.output.name}.shards"
            else:
                path = Path(tempfile.mkdtemp(prefix="scorewire-shards-"))
            shutil.rmtree(path, ignore_errors=True)  # shards of a run that was killed
            path.mkdir(parents=True)
            self._directory = path
        return self._directory

    def stored(self, start: int, end: int) -> StoredBlock | None:
        """What the run store holds for examples ``start..end-1`` (None when the run is not resumed)."""
        if self.folder is None or not self.folder.resumed:
            return None
        self.folder.store.flush()
        return read_stored(self.folder.store.db, start, end)

    def merge(self, shard: Path, loads: Callable[[bytes], Any] = pickle.loads) -> int:
        """Merge one shard into the run (call in block order); returns its row count."""
        part = loads((shard / PARTIAL).read_bytes())
        sink = self.sink
        if self.folder is not None and (shard / STORE).is_file():
            merge_store(self.folder.store, shard / STORE)
            self.folder._digest.update(part["digest"].encode())
        fh = sink._fh
        if fh is not None and (shard / RESULTS).is_file():
            fh.flush()
            with open(shard / RESULTS, "rb") as src:
                shutil.copyfileobj(src, fh.buffer, 1 << 20)
        sink.builder.merge(part["builder"])
        if sink.analysis is not None:
            sink.analysis.merge(part["analysis"])
        sink.count += part["count"]
        if sink.keep_rows:
            sink.rows.extend(part["rows"])
        for tag in part["tags"]:
            if tag not in self._tags:  # build this tag's evaluators here too: metadata and wiring name them
                self._tags.add(tag)
                try:
                    self.scorer.for_row(tag)
                except Exception:
                    pass
        self.bar.update(part["count"])
        shutil.rmtree(shard, ignore_errors=True)
        self.merged += 1
        return int(part["count"])

    def close(self) -> None:
        """Remove the shard directory (what is in it was merged, or belongs to a failed run)."""
        if self._directory is not None:
            shutil.rmtree(self._directory, ignore_errors=True)
            self._directory = None


def merge_store(store: RunStore, shard: Path) -> None:
    """Insert a shard's examples, responses and score sets into the run store."""
    store.flush()
    db = store.db
    src = sqlite3.connect(f"file:{shard}?mode=ro", uri=True)
    try:
        for start, lines in iter_block_lines(src, "example_blocks"):
            store.check_examples(start, lines)  # examples the run store already has are skipped
        for start, lines in iter_block_lines(src, "score_blocks"):
            store.add_score_lines(start, lines)
    finally:
        src.close()
    store.flush()
    db.execute("ATTACH DATABASE ? AS shard", (str(shard),))
    try:
        db.execute("BEGIN")
        try:
            db.execute("INSERT OR REPLACE INTO main.responses SELECT * FROM shard.responses")
            db.execute("INSERT OR REPLACE INTO main.scores SELECT * FROM shard.scores")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
    finally:
        db.execute("DETACH DATABASE shard")


def write_shard(
    directory: Path,
    seq: int,
    build: Callable[[Path], Mapping[str, Any]],
    dumps_fn: Callable[[Any], bytes] = pickle.dumps,
) -> Path:
    """Build shard ``seq`` under a temporary name (``build(tmp)`` writes its files and returns the
    partial state), then publish it as ``block-<seq>``."""
    directory.mkdir(parents=True, exist_ok=True)
    tmp = directory / f".tmp-{seq:09d}-{uuid.uuid4().hex}"
    tmp.mkdir()
    try:
        part = build(tmp)
        (tmp / PARTIAL).write_bytes(dumps_fn(dict(part)))
        return publish(tmp, shard_path(directory, seq))
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
