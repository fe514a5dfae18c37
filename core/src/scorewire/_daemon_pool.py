"""A thread pool whose workers never keep the process alive.

``concurrent.futures.ThreadPoolExecutor`` joins its workers when the
interpreter exits, so a sync system stuck in a call (a hung socket, a
``time.sleep(600)``) kept the process alive after Ctrl-C. These workers are
daemon threads: once the run is over (finished, timed out or interrupted),
whatever a stuck call still does cannot stop the process from exiting.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any


class DaemonPool:
    """``submit(fn, *args)`` runs ``fn`` on one of at most ``max_workers`` daemon threads."""

    def __init__(self, max_workers: int, thread_name_prefix: str = "scorewire-system") -> None:
        self.max_workers = max(1, int(max_workers))
        self.prefix = thread_name_prefix
        self._jobs: queue.SimpleQueue[tuple[Future[Any], Callable[..., Any], tuple[Any, ...]] | None] = (
            queue.SimpleQueue()
        )
        self._lock = threading.Lock()
        self._threads: list[threading.Thread] = []
        self._idle = 0
        self._closed = False

    def submit(self, fn: Callable[..., Any], /, *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        with self._lock:
            if self._closed:
                raise RuntimeError("the pool is shut down")
            self._jobs.put((future, fn, args))
            if self._idle == 0 and len(self._threads) < self.max_workers:
                thread = threading.Thread(target=self._work, name=f"{self.prefix}_{len(self._threads)}", daemon=True)
                self._threads.append(thread)
                thread.start()
        return future

    def _work(self) -> None:
        while True:
            with self._lock:
                self._idle += 1
            job = self._jobs.get()
            with self._lock:
                self._idle -= 1
            if job is None:
                return
            future, fn, args = job
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(fn(*args))
                except BaseException as exc:
                    future.set_exception(exc)

    def shutdown(self, wait: bool = False, *, cancel_futures: bool = False) -> None:
        """Stop taking work; idle workers end, busy ones end with their call (never waited for)."""
        with self._lock:
            self._closed = True
            if cancel_futures:
                while True:
                    try:
                        job = self._jobs.get_nowait()
                    except queue.Empty:
                        break
                    if job is not None:
                        job[0].cancel()
            for _ in self._threads:
                self._jobs.put(None)
