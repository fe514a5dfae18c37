"""A response cache shared across runs (and processes) for every HTTP system.

One SQLite file (stdlib ``sqlite3``, WAL journal) maps a request to the raw body of
its successful response. The key is the SHA-256 of the endpoint URL and the
canonical JSON of the request body (sorted keys, no insignificant whitespace):
never the API key or any header, so a cache file holds no secret and can be shared.
The raw response text is stored and decoded again on every read, so a change in how
scorewire parses responses applies to cached replies too.

Only successful replies are stored: failed requests, bodies carrying an ``error``
object and replies a content filter stopped (``finish_reason: content_filter``)
are requested again next time. Several processes may read and write one file at
once (SQLite's locking, a busy timeout, one short transaction per write).
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal

from ._errors import ScorewireError

CacheMode = Literal["read-write", "read-only", "refresh"]
CACHE_MODES: tuple[str, ...] = ("read-write", "read-only", "refresh")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    url TEXT NOT NULL,
    body TEXT NOT NULL,
    created REAL NOT NULL
)
"""


class CacheMissError(ScorewireError):
    """A read-only cache has no response for this request (row error ``cache_miss``)."""

    code = "cache_miss"

    def __init__(self, url: str, key: str) -> None:
        super().__init__(
            f"cache_miss: no cached response for this request to {url} (key {key[:12]}…) in read-only mode"
        )
        self.url = url
        self.key = key


def _while_locked(step: Callable[[], object]) -> None:
    """Run ``step``, again after a short pause while SQLite reports the file locked (beyond its busy
    timeout, or at once for a journal-mode switch), 20 tries in all."""
    for attempt in range(20):
        try:
            step()
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or attempt == 19:
                raise
            time.sleep(0.05 * (attempt + 1))


def _set_up(conn: sqlite3.Connection) -> None:
    """WAL journal, normal sync and the table, on a writable cache. Switching the journal mode needs the file
    to itself, and SQLite may report "database is locked" at once, without its busy timeout, while other
    processes open the same new cache: the set-up is tried again a few times, as a write is."""

    def step() -> None:
        if str(conn.execute("PRAGMA journal_mode").fetchone()[0]).lower() != "wal":
            conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute(_SCHEMA)

    _while_locked(step)


def request_key(url: str, payload: Mapping[str, Any]) -> str:
    """SHA-256 (hex) of the URL and the canonical JSON of the request body."""
    body = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    digest = hashlib.sha256()
    digest.update(url.encode("utf-8"))
    digest.update(b"\n")
    digest.update(body.encode("utf-8"))
    return digest.hexdigest()


def cacheable(body: Any) -> bool:
    """Whether a decoded response may be stored: no ``error`` object, no content-filter stop."""
    if not isinstance(body, dict):
        return True
    if body.get("error"):
        return False
    choices = body.get("choices")
    if isinstance(choices, list):
        for choice in choices:
            if isinstance(choice, dict) and choice.get("finish_reason") == "content_filter":
                return False
    return True


class ResponseCache:
    """Cached HTTP responses in one SQLite file, shared across runs and processes.

    :param path: the cache file (created with its folder when missing).
    :param mode: ``"read-write"`` (use hits, store new replies), ``"read-only"``
        (use hits; a miss is an error, for offline replay; nothing is written) or
        ``"refresh"`` (always request, store the new reply over the old one).

    Pass it to :class:`~scorewire.http.EndpointClient` (``cache=``), to
    :class:`~scorewire.OpenAIChatSystem` (``cache=``) or on the command line
    (``--cache PATH --cache-mode MODE``).
    """

    def __init__(self, path: str | Path, mode: CacheMode | str = "read-write") -> None:
        if mode not in CACHE_MODES:
            raise ValueError(f"cache mode {mode!r} is not one of {', '.join(CACHE_MODES)}")
        self.path = Path(path)
        self.mode = mode
        self.hits = 0
        self.misses = 0
        self.writes = 0
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._pid = 0
        if self.path.is_dir():
            raise ScorewireError(
                f"cache path {self.path} is a folder; give a file name such as {self.path}/cache.sqlite"
            )
        if mode == "read-only" and not self.path.exists():
            raise ScorewireError(
                f"read-only cache {self.path} does not exist; run once with mode read-write to fill it"
            )

    def _db(self) -> sqlite3.Connection:
        if self._conn is None or self._pid != os.getpid():
            if self.mode != "read-only":
                self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, timeout=60.0, check_same_thread=False, isolation_level=None)
            conn.execute("PRAGMA busy_timeout = 60000")
            if self.mode != "read-only":
                _set_up(conn)
            self._conn, self._pid = conn, os.getpid()
        return self._conn

    def key(self, url: str, payload: Mapping[str, Any]) -> str:
        """The cache key of a request (see :func:`request_key`)."""
        return request_key(url, payload)

    def get(self, url: str, payload: Mapping[str, Any]) -> str | None:
        """The raw body cached for this request, or None (always None in refresh mode)."""
        if self.mode == "refresh":
            return None
        key = request_key(url, payload)
        with self._lock:
            try:
                row = self._db().execute("SELECT body FROM responses WHERE key = ?", (key,)).fetchone()
            except sqlite3.OperationalError as exc:
                if "no such table" not in str(exc):
                    raise
                row = None
        if row is None:
            self.misses += 1
            if self.mode == "read-only":
                raise CacheMissError(url, key)
            return None
        self.hits += 1
        return str(row[0])

    def put(self, url: str, payload: Mapping[str, Any], raw: str) -> None:
        """Store a successful reply's raw body (no-op in read-only mode)."""
        if self.mode == "read-only":
            return
        key = request_key(url, payload)
        with self._lock:
            db = self._db()
            _while_locked(
                lambda: db.execute(
                    "INSERT OR REPLACE INTO responses (key, url, body, created) VALUES (?, ?, ?, ?)",
                    (key, url, raw, time.time()),
                )
            )
            self.writes += 1

    def __len__(self) -> int:
        with self._lock:
            try:
                return int(self._db().execute("SELECT COUNT(*) FROM responses").fetchone()[0])
            except sqlite3.OperationalError:
                return 0

    def close(self) -> None:
        """Close the database connection (reopened on next use)."""
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __repr__(self) -> str:
        return f"ResponseCache({str(self.path)!r}, mode={self.mode!r})"


def as_cache(cache: ResponseCache | str | Path | None, mode: str = "read-write") -> ResponseCache | None:
    """A :class:`ResponseCache` from a cache object, a path, or None."""
    if cache is None or isinstance(cache, ResponseCache):
        return cache
    return ResponseCache(cache, mode)
