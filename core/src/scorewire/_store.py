"""The run store: one SQLite database (``run.sqlite``) in every run folder.

It keeps the run's configuration, every example as read, every system response as it
arrives and every evaluator's scores per row, so that a run can be resumed (finished
generations are never requested again, rows already scored by the same evaluator
version and options are not scored again) and re-scored without calling any system.

Tables (responses and per-row score sets are keyed by system, example index and ``epoch``,
which is 0 until a run samples a system more than once):

- ``meta(key, value)``: ``config`` (JSON), ``dataset_sha256`` once the input was read
  to its end, ``complete``.
- ``example_blocks(start, n, data)``: examples ``start .. start+n-1`` as read, one JSON
  text per line (JSON text never holds a raw newline). Blocks hold at most 4,096 rows
  and never overlap.
- ``responses(system, example, epoch, ok, processed, error, latency, attempts)``:
  ``processed`` is what the system returned (JSON); failed requests are kept with
  ``ok = 0`` and their error and are requested again on resume.
- ``scores(system, example, epoch, results)``: the score sets of a row of a run with
  systems. ``results`` maps each evaluator name to its score set, keyed by its name,
  version and options: ``{"keys": {name: "name@version#options-hash"}, "scores": {...},
  "details": {...}}``.
- ``score_blocks(start, n, data)``: the same ``results`` texts for the rows of a
  score-only run (one row per example), one per line in example order; an empty line is
  a row without scores. Blocks never overlap: writing rows over stored ones (a resumed
  run scoring them again) replaces the stored lines of those rows only.

Score-only runs write one text per block of rows rather than one database row per
example and per score set: that is what keeps the store's cost small next to scoring.
The schema version is SQLite's ``user_version``; a run store of the older one-row-per-
example layout (version 1) is refused with a one-line error naming ``--restart``.

Responses are committed as they arrive (``kill -9`` loses at most the requests in
flight); examples and scores are written in batches (one transaction every few
thousand rows or 0.2 s); a lost batch of scores is only scored again.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from ._errors import ScorewireError
from ._fastjson import encode_plain
from ._validate import fast_encoder, json_default

STORE_NAME = "run.sqlite"
SCHEMA_VERSION = 2
_FLUSH_ROWS = 4096
_FLUSH_SECONDS = 0.2
#: Most rows in one block (reads of a row range look this far back for the block holding it).
BLOCK_ROWS = 4096

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS example_blocks (start INTEGER PRIMARY KEY, n INTEGER NOT NULL, data TEXT NOT NULL);
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
CREATE TABLE IF NOT EXISTS score_blocks (start INTEGER PRIMARY KEY, n INTEGER NOT NULL, data TEXT NOT NULL);
"""


class RunFolderError(ScorewireError):
    """A run folder cannot be used for this run (different configuration, a file in the way...)."""


def dumps(obj: Any) -> str:
    """Compact, strict JSON as stored (non-JSON values become strings, like the results file;
    NaN and reference cycles are rewritten rather than written as invalid JSON)."""
    fast = encode_plain((obj,))
    if fast is not None:
        return fast[0]
    try:
        return _ENCODE(obj)
    except (TypeError, ValueError, RecursionError):
        from ._validate import json_safe

        return _ENCODE(json_safe(obj))


def dumps_many(objs: Iterable[Any]) -> list[str]:
    """:func:`dumps` of each object (one call for a whole chunk)."""
    objs = list(objs)
    fast = encode_plain(objs)
    if fast is not None:
        return fast
    try:
        return list(map(_ENCODE, objs))
    except (TypeError, ValueError, RecursionError):
        return [dumps(obj) for obj in objs]


_ENCODE = fast_encoder(json_default)


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


def read_lines(
    db: sqlite3.Connection, table: str, start: int, end: int, cache: dict[tuple[str, int, int], list[str]] | None = None
) -> dict[int, str]:
    """The lines of rows ``start..end-1`` stored in block table ``table`` (by row index);
    ``cache`` keeps the blocks read, split, for the next call (rows read a chunk at a time)."""
    out: dict[int, str] = {}
    blocks = db.execute(
        f"SELECT start, n FROM {table} WHERE start > ? AND start < ? ORDER BY start", (start - BLOCK_ROWS, end)
    ).fetchall()
    for first, n in blocks:
        if first + n <= start:
            continue
        lines = cache.get((table, first, n)) if cache is not None else None
        if lines is None:
            (data,) = db.execute(f"SELECT data FROM {table} WHERE start = ?", (first,)).fetchone()
            lines = data.split("\n")
            if cache is not None:
                if len(cache) >= 4:
                    cache.clear()
                cache[(table, first, n)] = lines
        lo, hi = max(start, first), min(end, first + n)
        out.update(zip(range(lo, hi), lines[lo - first : hi - first], strict=True))
    return out


def iter_block_lines(db: sqlite3.Connection, table: str) -> Iterator[tuple[int, list[str]]]:
    """Every block of ``table`` in row order as ``(start, lines)``."""
    last = -1
    while True:
        batch = db.execute(
            f"SELECT start, data FROM {table} WHERE start > ? ORDER BY start LIMIT 16", (last,)
        ).fetchall()
        if not batch:
            return
        for first, data in batch:
            yield first, data.split("\n")
        last = batch[-1][0]


class _Pending:
    """Lines of consecutive rows waiting for the next write of a block table."""

    __slots__ = ("lines", "start")

    def __init__(self) -> None:
        self.start = 0
        self.lines: list[str] = []

    def follows(self, start: int) -> bool:
        return not self.lines or start == self.start + len(self.lines)


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
        # One connection; queued blocks are written by a short-lived thread while the run goes on
        # (SQLite releases the GIL), and every other use of the connection (``db``) waits for it.
        self._conn = sqlite3.connect(self.path, timeout=60.0, isolation_level=None, check_same_thread=False)
        self._writer: threading.Thread | None = None
        self._write_error: BaseException | None = None
        self.db.execute("PRAGMA journal_mode = WAL")
        self.db.execute("PRAGMA synchronous = NORMAL")
        self._check_schema()
        self.db.executescript(_SCHEMA)
        self.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        self._examples = _Pending()
        self._score_lines = _Pending()
        self._scores: list[tuple[str, int, int, str]] = []
        self._read_cache: dict[tuple[str, int, int], list[str]] = {}  # blocks read lately, split
        self._last_flush = time.monotonic()
        self.n_examples = self._end("example_blocks")
        self._scored_end = self._end("score_blocks")  # rows from here on have no stored block yet

    @property
    def db(self) -> sqlite3.Connection:
        """The connection, once the batch being written in the background (if any) is in."""
        if self._writer is not None:
            self._join()
        return self._conn

    def _join(self) -> None:
        writer, self._writer = self._writer, None
        if writer is not None:
            writer.join()
        error, self._write_error = self._write_error, None
        if error is not None:
            raise error

    def _check_schema(self) -> None:
        version = int(self.db.execute("PRAGMA user_version").fetchone()[0])
        if version == SCHEMA_VERSION:
            return
        tables = {t for (t,) in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version == 0 and not tables:
            return  # a new store
        self._conn.close()
        found = "1" if version == 0 and "examples" in tables else str(version)
        raise RunFolderError(
            f"run folder {self.folder} holds a run store of another format (schema {found}; this scorewire "
            f"reads schema {SCHEMA_VERSION}): use --restart (restart=True) to start the folder over, or another --output"
        )

    def _end(self, table: str) -> int:
        row = self.db.execute(f"SELECT start + n FROM {table} ORDER BY start DESC LIMIT 1").fetchone()
        return 0 if row is None else int(row[0])

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
    def check_examples(self, start: int, texts: Sequence[str], ids: Sequence[Any] | None = None) -> None:
        """Store examples ``start..`` (their JSON texts) or check them against the stored ones
        (``ids``: the examples' ids, named in the error)."""
        end = start + len(texts)
        if start < self.n_examples:
            self.flush()
            stored = read_lines(self.db, "example_blocks", start, min(end, self.n_examples), self._read_cache)
            for i, text in enumerate(texts):
                old = stored.get(start + i)
                if old is not None and old != text:
                    ex_id = ids[i] if ids is not None else json.loads(text).get("id")
                    raise RunFolderError(
                        f"run folder {self.folder} holds a different dataset: row {start + i} (id {ex_id!r}) differs "
                        "from the stored example; use --restart to start the folder over, or another --output"
                    )
        skip = max(0, self.n_examples - start)  # examples already stored
        if skip < len(texts):
            self._queue(self._examples, start + skip, texts[skip:] if skip else texts)
            self.n_examples = end
        self._maybe_flush()

    def iter_examples(self) -> Iterator[dict[str, Any]]:
        """The stored examples in order."""
        self.flush()
        loads = json.loads
        for _start, lines in iter_block_lines(self.db, "example_blocks"):
            yield from map(loads, lines)

    def example_texts(self, start: int, end: int) -> dict[int, str]:
        """The stored JSON texts of examples ``start..end-1``."""
        self.flush()
        return read_lines(self.db, "example_blocks", start, end, self._read_cache)

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
    def scores_for(self, system: str, start: int, end: int, epoch: int = 0) -> dict[int, str]:
        """Stored results (JSON text) of rows ``start..end-1`` of ``system`` (a run with systems)."""
        self.flush()
        cur = self.db.execute(
            "SELECT example, results FROM scores WHERE system = ? AND epoch = ? AND example >= ? AND example < ?",
            (system, epoch, start, end),
        )
        return dict(cur.fetchall())

    def score_lines(self, start: int, end: int) -> dict[int, str]:
        """Stored results (JSON text) of rows ``start..end-1`` of a score-only run (rows without scores left out)."""
        self.flush()
        return {
            i: text for i, text in read_lines(self.db, "score_blocks", start, end, self._read_cache).items() if text
        }

    def add_scores(self, system: str, example: int, results: str, epoch: int = 0) -> None:
        """Queue a row's results (every evaluator's score set; written in the next batch)."""
        self._scores.append((system, example, epoch, results))
        if len(self._scores) >= _FLUSH_ROWS:
            self._flush_async()

    def add_score_lines(self, start: int, lines: Sequence[str]) -> None:
        """Queue the results of score-only rows ``start..`` (one JSON text per row, ``""``: no
        scores); they replace whatever is stored for those rows."""
        self._queue(self._score_lines, start, lines)
        if len(self._score_lines.lines) >= _FLUSH_ROWS:
            self._flush_async()

    def _queue(self, pending: _Pending, start: int, lines: Sequence[str]) -> None:
        if not pending.follows(start):
            self._flush_async()
        if not pending.lines:
            pending.start = start
        pending.lines.extend(lines)

    def _maybe_flush(self) -> None:
        if len(self._examples.lines) >= _FLUSH_ROWS or time.monotonic() - self._last_flush > _FLUSH_SECONDS:
            self._flush_async()

    def tick(self) -> None:
        """Flush queued writes when the last flush is older than 0.2 s."""
        queued = self._examples.lines or self._score_lines.lines or self._scores
        if queued and time.monotonic() - self._last_flush > _FLUSH_SECONDS:
            self._flush_async()

    def flush(self) -> None:
        """Write queued examples and scores in one transaction, and wait until they are in."""
        self._flush_async()
        self._join()

    def _flush_async(self) -> None:
        """Start writing queued examples and scores (one transaction) in a thread of its own;
        the previous batch is waited for first, so batches go in in order."""
        examples, lines = self._examples, self._score_lines
        if examples.lines or lines.lines or self._scores:
            batch = (examples.start, examples.lines, lines.start, lines.lines, self._scores)
            self._read_cache.clear()  # blocks may be rewritten
            examples.lines = []
            lines.lines = []
            self._scores = []
            self._join()
            self._writer = threading.Thread(target=self._write, args=batch, name="scorewire-store", daemon=False)
            self._writer.start()
        self._last_flush = time.monotonic()

    def _write(
        self,
        ex_start: int,
        ex_lines: list[str],
        sc_start: int,
        sc_lines: list[str],
        scores: list[tuple[str, int, int, str]],
    ) -> None:
        db = self._conn
        try:
            db.execute("BEGIN")
            try:
                if ex_lines:
                    self._insert_blocks(db, "example_blocks", ex_start, ex_lines)
                if sc_lines:
                    self._replace_lines(db, sc_start, sc_lines)
                if scores:
                    db.executemany(
                        "INSERT OR REPLACE INTO scores (system, example, epoch, results) VALUES (?, ?, ?, ?)", scores
                    )
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        except BaseException as exc:  # raised in the run's thread by the next use of the store
            self._write_error = exc

    @staticmethod
    def _insert_blocks(db: sqlite3.Connection, table: str, start: int, lines: Sequence[str]) -> None:
        db.executemany(
            f"INSERT INTO {table} (start, n, data) VALUES (?, ?, ?)",
            [
                (start + i, len(part), "\n".join(part))
                for i in range(0, len(lines), BLOCK_ROWS)
                for part in (lines[i : i + BLOCK_ROWS],)
            ],
        )

    def _replace_lines(self, db: sqlite3.Connection, start: int, lines: Sequence[str]) -> None:
        """Write score lines of rows ``start..``: stored blocks overlapping them keep their other rows."""
        end = start + len(lines)
        if start < self._scored_end:
            overlapping = db.execute(
                "SELECT start, n, data FROM score_blocks WHERE start > ? AND start < ?", (start - BLOCK_ROWS, end)
            ).fetchall()
            for first, n, data in overlapping:
                if first + n <= start:
                    continue
                db.execute("DELETE FROM score_blocks WHERE start = ?", (first,))
                if first < start or first + n > end:
                    old = data.split("\n")
                    if first < start:
                        self._insert_blocks(db, "score_blocks", first, old[: start - first])
                    if first + n > end:
                        self._insert_blocks(db, "score_blocks", end, old[end - first :])
        self._insert_blocks(db, "score_blocks", start, lines)
        self._scored_end = max(self._scored_end, end)

    def dump(self) -> dict[str, list[tuple[Any, ...]]]:
        """Every stored example, response and score set, one tuple per row whatever the blocks
        (what tests compare between two runs): ``examples`` as ``(index, text)``, ``scores`` as
        ``(system, example, epoch, results)`` with system None for score-only rows."""
        self.flush()
        db = self.db
        examples = [
            (first + i, text) for first, part in iter_block_lines(db, "example_blocks") for i, text in enumerate(part)
        ]
        scores: list[tuple[Any, ...]] = [
            (None, first + i, 0, text)
            for first, part in iter_block_lines(db, "score_blocks")
            for i, text in enumerate(part)
            if text
        ]
        scores += db.execute(
            "SELECT system, example, epoch, results FROM scores ORDER BY example, system, epoch"
        ).fetchall()
        responses = db.execute("SELECT * FROM responses ORDER BY system, example, epoch").fetchall()
        return {"examples": examples, "responses": responses, "scores": scores}

    def close(self) -> None:
        try:
            self.flush()
        finally:
            self._conn.close()


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
