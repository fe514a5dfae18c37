"""The run store: one SQLite database (``run.sqlite``) in every run folder.

It keeps the run's configuration, every example as read, every system response as it
arrives and every evaluator's scores per row, so that a run can be resumed (finished
generations are never requested again, rows already scored by the same evaluator
version and options are not scored again) and re-scored without calling any system.

Tables (responses and scores are keyed by system, example index and ``epoch``, which
is 0 until a run samples a system more than once):

- ``meta(key, value)``: ``config`` (JSON), ``dataset_sha256`` once the input was read
  to its end, ``complete``.
- ``examples(idx, id, data)``: the example as read, as JSON.
- ``responses(system, example, epoch, ok, processed, error, latency, attempts)``:
  ``processed`` is what the system returned (JSON); failed requests are kept with
  ``ok = 0`` and their error and are requested again on resume.
- ``scores(system, example, epoch, results)``: ``results`` maps each evaluator name to
  ``{"key": "name@version#options-hash", "scores": {...}, "details": {...}}``: one score
  set per evaluator, keyed by its name, version and options.

Responses are committed as they arrive (``kill -9`` loses at most the requests in
flight); examples and scores are written in batches (``executemany`` in one
transaction every few thousand rows or 0.2 s), which keeps score-only runs fast; a
lost batch of scores is only scored again.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
import time
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from ._errors import ScorewireError
from ._validate import fast_encoder

STORE_NAME = "run.sqlite"
SCHEMA_VERSION = 1
_FLUSH_ROWS = 4096
_FLUSH_SECONDS = 0.2

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS examples (idx INTEGER PRIMARY KEY, id TEXT, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS responses (
    system TEXT NOT NULL, example INTEGER NOT NULL, epoch INTEGER NOT NULL DEFAULT 0,
    ok INTEGER NOT NULL, processed TEXT, error TEXT, latency REAL, attempts INTEGER,
    PRIMARY KEY (system, example, epoch)
);
CREATE TABLE IF NOT EXISTS scores (
    system TEXT NOT NULL, example INTEGER NOT NULL, epoch INTEGER NOT NULL DEFAULT 0,
    results TEXT NOT NULL,
    PRIMARY KEY (example, system, epoch)  -- row ranges of a chunk are read by example
);
"""


class RunFolderError(ScorewireError):
    """A run folder cannot be used for this run (different configuration, a file in the way...)."""


def dumps(obj: Any) -> str:
    """Compact, strict JSON as stored (non-JSON values become strings, like the results file;
    NaN and reference cycles are rewritten rather than written as invalid JSON)."""
    try:
        return _ENCODE(obj)
    except (TypeError, ValueError, RecursionError):
        from ._validate import json_safe

        return _ENCODE(json_safe(obj))


def dumps_many(objs: Iterable[Any]) -> list[str]:
    """:func:`dumps` of each object (one call for a whole chunk)."""
    objs = list(objs)
    try:
        return list(map(_ENCODE, objs))
    except (TypeError, ValueError, RecursionError):
        return [dumps(obj) for obj in objs]


def _default(obj: object) -> Any:
    if isinstance(obj, (set, frozenset, tuple)):
        return list(obj)
    if hasattr(obj, "tolist"):
        return obj.tolist()
    return str(obj)


_ENCODE = fast_encoder(_default)


def options_hash(options: Mapping[str, Any]) -> str:
    """Short stable hash of an evaluator's options (the same in every process: an object
    without a JSON form counts by its text without its memory address)."""
    text = json.dumps(dict(options), sort_keys=True, separators=(",", ":"), default=_stable_text)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def _stable_text(obj: object) -> str:
    return _ADDRESS.sub("", str(obj))


def instance_options(evaluator: object) -> dict[str, Any]:
    """An evaluator's declared options, else its public plain-valued attributes (what options usually become)."""
    from ._options import key_record

    declared = key_record(evaluator)
    if declared is not None:
        return declared
    attrs = getattr(evaluator, "__dict__", None) or {}
    plain = (str, int, float, bool, type(None), list, tuple, dict, frozenset, set)
    return {k: v for k, v in attrs.items() if not k.startswith("_") and isinstance(v, plain)}


def system_descriptor(system: Any) -> dict[str, Any]:
    """What identifies a system's outputs, without secrets (the key's variable name, never the key)."""
    desc: dict[str, Any] = {"name": system.name, "type": f"{type(system).__module__}.{type(system).__qualname__}"}
    describe = getattr(system, "describe", None)
    if callable(describe):
        desc.update(describe())
        return desc
    fn = getattr(system, "fn", None)
    if fn is not None:
        desc["function"] = f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', repr(fn))}"
    return desc


class RunStore:
    """The SQLite database of one run folder (see the module docstring)."""

    def __init__(self, folder: str | Path, *, restart: bool = False) -> None:
        self.folder = Path(folder)
        if self.folder.exists() and not self.folder.is_dir():
            raise RunFolderError(f"output {self.folder} is a file, not a folder; give a folder name with --output")
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / STORE_NAME
        if restart:
            for suffix in ("", "-wal", "-shm"):
                Path(str(self.path) + suffix).unlink(missing_ok=True)
        self.db = sqlite3.connect(self.path, timeout=60.0, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode = WAL")
        self.db.execute("PRAGMA synchronous = NORMAL")
        self.db.executescript(_SCHEMA)
        self._examples: list[tuple[int, Any, str]] = []
        self._scores: list[tuple[str, int, int, str]] = []
        self._last_flush = time.monotonic()
        self.n_examples = int(self.db.execute("SELECT COUNT(*) FROM examples").fetchone()[0])

    # -- configuration -------------------------------------------------------------
    def get_meta(self, key: str) -> Any:
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else json.loads(row[0])

    def set_meta(self, key: str, value: Any) -> None:
        self.db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, dumps(value)))

    def check_config(self, config: Mapping[str, Any], *, compare: Iterable[str]) -> None:
        """Record ``config``, or check it against the stored one on the keys in ``compare``."""
        config = json.loads(dumps(config))  # compare as stored (tuples are lists, keys are strings)
        old = self.get_meta("config")
        if old is not None:
            for key in compare:
                if key == "systems":
                    _compare_systems(self.folder, old.get("systems") or [], config.get("systems") or [])
                elif old.get(key) != config.get(key):
                    raise RunFolderError(
                        f"run folder {self.folder} was made with {key} {old.get(key)!r}, this run has "
                        f"{config.get(key)!r}: use the same command, --restart to start the folder over, "
                        "or another --output"
                    )
        self.set_meta("config", config)

    # -- examples ------------------------------------------------------------------
    def check_examples(self, start: int, examples: list[tuple[Any, str]]) -> None:
        """Store examples ``start..`` (``(id, json)``) or check them against the stored ones."""
        end = start + len(examples)
        if start < self.n_examples:
            stored = dict(
                self.db.execute("SELECT idx, data FROM examples WHERE idx >= ? AND idx < ?", (start, end)).fetchall()
            )
            for i, (ex_id, text) in enumerate(examples):
                old = stored.get(start + i)
                if old is not None and old != text:
                    raise RunFolderError(
                        f"run folder {self.folder} holds a different dataset: row {start + i} (id {ex_id!r}) differs "
                        "from the stored example; use --restart to start the folder over, or another --output"
                    )
        skip = max(0, self.n_examples - start)  # examples already stored
        self._examples.extend(
            (i, None if ex_id is None else ex_id if ex_id.__class__ is str else str(ex_id), text)
            for i, (ex_id, text) in enumerate(examples[skip:], start + skip)
        )
        self._maybe_flush()

    def iter_examples(self) -> Iterator[dict[str, Any]]:
        """The stored examples in order."""
        self.flush()
        last = -1
        while True:
            batch = self.db.execute(
                "SELECT idx, data FROM examples WHERE idx > ? ORDER BY idx LIMIT 4096", (last,)
            ).fetchall()
            if not batch:
                return
            for _idx, data in batch:
                yield json.loads(data)
            last = batch[-1][0]

    # -- responses -----------------------------------------------------------------
    def response(self, system: str, example: int, epoch: int = 0) -> dict[str, Any] | None:
        """The stored successful response (``processed`` plus ``latency``), or None."""
        row = self.db.execute(
            "SELECT processed, latency FROM responses WHERE system = ? AND example = ? AND epoch = ? AND ok = 1",
            (system, example, epoch),
        ).fetchone()
        if row is None:
            return None
        processed: dict[str, Any] = json.loads(row[0])
        processed["latency"] = row[1]
        return processed

    def put_response(
        self,
        system: str,
        example: int,
        *,
        processed: Mapping[str, Any] | None,
        error: Mapping[str, Any] | None,
        latency: float | None,
        epoch: int = 0,
    ) -> None:
        """Commit one response (or its failure) at once."""
        attempts = error.get("attempts") if error else None
        self.db.execute(
            "INSERT OR REPLACE INTO responses (system, example, epoch, ok, processed, error, latency, attempts) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                system,
                example,
                epoch,
                0 if processed is None else 1,
                None if processed is None else dumps({k: v for k, v in processed.items() if k != "latency"}),
                None if error is None else dumps(error),
                latency,
                attempts,
            ),
        )

    def count_responses(self) -> tuple[int, int]:
        """(successful, failed) stored responses."""
        ok, failed = self.db.execute(
            "SELECT COALESCE(SUM(ok), 0), COUNT(*) - COALESCE(SUM(ok), 0) FROM responses"
        ).fetchone()
        return int(ok), int(failed)

    # -- scores --------------------------------------------------------------------
    def scores_for(self, system: str | None, start: int, end: int, epoch: int = 0) -> dict[int, str]:
        """Stored results (JSON text) of rows ``start..end-1`` of ``system`` (None: any system)."""
        self.flush()
        if system is None:
            cur = self.db.execute(
                "SELECT example, results FROM scores WHERE epoch = ? AND example >= ? AND example < ?",
                (epoch, start, end),
            )
        else:
            cur = self.db.execute(
                "SELECT example, results FROM scores WHERE system = ? AND epoch = ? AND example >= ? AND example < ?",
                (system, epoch, start, end),
            )
        return dict(cur.fetchall())

    def add_scores(self, system: str, example: int, results: str, epoch: int = 0) -> None:
        """Queue a row's results (every evaluator's score set; written in the next batch)."""
        self._scores.append((system, example, epoch, results))
        if len(self._scores) >= _FLUSH_ROWS:
            self.flush()

    def add_scores_many(self, rows: Iterable[tuple[str, int, int, str]]) -> None:
        """Queue many rows' results as ``(system, example, epoch, results)``."""
        self._scores.extend(rows)
        if len(self._scores) >= _FLUSH_ROWS:
            self.flush()

    def _maybe_flush(self) -> None:
        if len(self._examples) >= _FLUSH_ROWS or time.monotonic() - self._last_flush > _FLUSH_SECONDS:
            self.flush()

    def tick(self) -> None:
        """Flush queued writes when the last flush is older than 0.2 s."""
        if (self._examples or self._scores) and time.monotonic() - self._last_flush > _FLUSH_SECONDS:
            self.flush()

    def flush(self) -> None:
        """Write queued examples and scores in one transaction."""
        if self._examples or self._scores:
            db = self.db
            db.execute("BEGIN")
            try:
                if self._examples:
                    db.executemany("INSERT OR IGNORE INTO examples (idx, id, data) VALUES (?, ?, ?)", self._examples)
                if self._scores:
                    db.executemany(
                        "INSERT OR REPLACE INTO scores (system, example, epoch, results) VALUES (?, ?, ?, ?)",
                        self._scores,
                    )
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            self.n_examples = max(self.n_examples, self._examples[-1][0] + 1) if self._examples else self.n_examples
            self._examples.clear()
            self._scores.clear()
        self._last_flush = time.monotonic()

    def close(self) -> None:
        try:
            self.flush()
        finally:
            self.db.close()


def _compare_systems(folder: Path, old: list[dict[str, Any]], new: list[dict[str, Any]]) -> None:
    old_by = {d.get("name"): d for d in old}
    new_by = {d.get("name"): d for d in new}
    if list(old_by) != list(new_by):
        raise RunFolderError(
            f"run folder {folder} was made with systems {list(old_by)}, this run has {list(new_by)}: "
            "use the same command, --restart to start the folder over, or another --output"
        )
    for name, desc in new_by.items():
        before = old_by[name]
        for key in sorted(set(before) | set(desc)):
            if before.get(key) != desc.get(key):
                raise RunFolderError(
                    f"run folder {folder} was made with system {name!r} {key}={before.get(key)!r}, this run has "
                    f"{key}={desc.get(key)!r}: use the same command, --restart to start the folder over, "
                    "or another --output"
                )
