"""A hung system call fails its row after ``row_timeout``, and Ctrl-C always ends the process."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import textwrap
import time
from typing import Any

import pytest
from scorewire import evaluate

ROWS = [{"id": i, "dataset": "squad", "question": "q", "answer": "Paris"} for i in range(4)]


def sync_model(example: dict[str, Any]) -> str:
    if example["id"] == 2:
        time.sleep(60)
    return "Paris"


class AsyncModel:
    name = "async-model"

    async def process(self, example: dict[str, Any]) -> str:
        if example["id"] == 2:
            await asyncio.sleep(60)
        return "Paris"


@pytest.mark.parametrize("system", [sync_model, AsyncModel()], ids=["sync", "async"])
def test_a_hung_row_fails_after_row_timeout_and_the_others_are_scored(system: Any) -> None:
    t0 = time.monotonic()
    # 15 s: long enough for the healthy rows on a loaded machine (with 2 s, and then with 6 s while
    # several other test runs shared the two cores, a healthy row was sometimes left without scores),
    # far below the 60 s hang.
    result = evaluate([system], dataset=ROWS, row_timeout=15.0)
    assert time.monotonic() - t0 < 45  # the hung call would take 60 s
    by_id = {r["id"]: r for r in result.rows}
    (error,) = by_id[2]["errors"]
    assert error["stage"] == "system" and error["type"] == "TimeoutError"
    assert "row_timeout=15s" in error["message"]
    for i in (0, 1, 3):
        row = by_id[i]
        assert row["scores"].get("answer_quality", {}).get("exact_match") == 1.0, (row["scores"], row["errors"])


@pytest.mark.parametrize("value", [0, -1.0])
def test_row_timeout_must_be_positive(value: float) -> None:
    with pytest.raises(ValueError, match="row_timeout"):
        evaluate([sync_model], dataset=ROWS, row_timeout=value)


def test_ctrl_c_ends_the_process_while_a_sync_system_hangs(tmp_path: Any) -> None:
    script = textwrap.dedent(
        """
        import sys, time, scorewire
        def model(ex):
            if ex["id"] == 1:
                print("hanging", flush=True)
                time.sleep(600)
            return "Paris"
        rows = [{"id": i, "dataset": "squad", "question": "q", "answer": "Paris"} for i in range(3)]
        try:
            scorewire.evaluate([model], dataset=rows, output=sys.argv[1])
        except KeyboardInterrupt:
            print("interrupted", flush=True)
            sys.exit(130)
        """
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", script, str(tmp_path / "r.jsonl")], stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "hanging"
        time.sleep(0.3)
        os.kill(proc.pid, signal.SIGINT)
        code = proc.wait(timeout=20)  # before: the interpreter waited for the stuck thread forever
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()
    assert code == 130
    assert not list(tmp_path.iterdir())  # no partial file either
