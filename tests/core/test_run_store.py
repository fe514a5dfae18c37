"""Runs that survive: the run store, resume after SIGINT/SIGKILL, rescore, replay from the cache,
exit status and fail-fast, all through the real command line against a loopback endpoint."""

from __future__ import annotations

import http.server
import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

CLI = [sys.executable, "-m", "scorewire.cli"]
ENV = {**os.environ, "SCOREWIRE_LOAD_PLUGINS": "scorewire-length-example"}
N = 500
CONCURRENCY = 8


class CountingServer:
    """OpenAI-compatible chat server on 127.0.0.1 that counts requests and answers after ``delay``."""

    def __init__(self, delay: float = 0.0, status: int = 200) -> None:
        self.calls: Counter[str] = Counter()
        self.lock = threading.Lock()
        # ``hold_after``: requests past this count wait for ``released`` before they are answered, so a
        # test can interrupt a run that provably has not finished, however slow the machine is.
        self.hold_after: int | None = None
        self.released = threading.Event()
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                prompt = body["messages"][-1]["content"]
                with server.lock:
                    server.calls[prompt] += 1
                    held = server.hold_after is not None and sum(server.calls.values()) > server.hold_after
                if held:
                    server.released.wait(timeout=60)
                time.sleep(delay)
                if status != 200:
                    payload = json.dumps({"error": {"message": "internal boom"}}).encode()
                    code = status
                else:
                    words = " ".join(["w"] * (1 + int(prompt[1:]) % 7))
                    payload = json.dumps(
                        {
                            "choices": [{"message": {"role": "assistant", "content": words}, "finish_reason": "stop"}],
                            "usage": {"prompt_tokens": 3, "completion_tokens": 2},
                        }
                    ).encode()
                    code = 200
                try:
                    self.send_response(code)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.base_url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    @property
    def total(self) -> int:
        with self.lock:
            return sum(self.calls.values())

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server():
    # A little latency, as a real endpoint has; the interruption test also holds requests past its
    # signal point (``hold_after``), so it does not rely on this delay to land mid-run.
    s = CountingServer(delay=0.02)
    yield s
    s.close()


def dataset(tmp_path: Path, n: int = N) -> Path:
    path = tmp_path / "data.jsonl"
    path.write_text(
        "".join(
            json.dumps({"id": f"r{i}", "dataset": "length-demo", "prompt": f"q{i}", "max_words": 4}) + "\n"
            for i in range(n)
        )
    )
    return path


def command(data: Path, out: Path, server: CountingServer, *extra: str, retries: int = 1) -> list[str]:
    return [
        *CLI,
        "run",
        str(data),
        "--model",
        "fake",
        "--base-url",
        server.base_url,
        "--max-concurrency",
        str(CONCURRENCY),
        "--output",
        str(out),
        "--progress",
        "off",
        "--retries",
        str(retries),
        *extra,
    ]


def comparable(out: Path) -> list[dict]:
    """The result rows without what differs between two runs of the same command (timings)."""
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    for r in rows:
        r.pop("latency")
    return rows


def wait_for_requests(server: CountingServer, proc: subprocess.Popen, at_least: int) -> None:
    deadline = time.monotonic() + 60
    while server.total < at_least and time.monotonic() < deadline:
        assert proc.poll() is None, proc.communicate()
        time.sleep(0.005)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL])
def test_interrupted_run_resumes_without_asking_again(tmp_path, server, sig):
    data = dataset(tmp_path)
    reference = CountingServer()
    try:
        subprocess.run(command(data, tmp_path / "ref", reference), env=ENV, check=True, capture_output=True)
        assert reference.total == N
    finally:
        reference.close()

    out = tmp_path / "out"
    cmd = command(data, out, server)
    server.hold_after = 150  # the run cannot finish before the signal, however loaded the machine
    proc = subprocess.Popen(cmd, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wait_for_requests(server, proc, 150)
    proc.send_signal(sig)
    try:
        _, stderr = proc.communicate(timeout=60)
    finally:
        server.hold_after = None
        server.released.set()
    assert proc.returncode == (130 if sig == signal.SIGINT else -signal.SIGKILL), stderr
    before = server.total
    assert 150 <= before < N, "the interruption came too late to test anything"
    with sqlite3.connect(out / "run.sqlite") as db:
        kept = db.execute("SELECT COUNT(*) FROM responses WHERE ok = 1").fetchone()[0]
    assert kept >= before - CONCURRENCY, f"{before} requests answered but only {kept} responses kept"
    assert not list(out.glob("*.partial")) or sig == signal.SIGKILL

    done = subprocess.run(cmd, env=ENV, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert server.total <= N + CONCURRENCY, f"{server.total} requests for {N} rows"
    assert set(server.calls) == {f"q{i}" for i in range(N)}
    assert comparable(out) == comparable(tmp_path / "ref")
    assert not list(out.glob(".*.partial"))

    # resuming a finished run asks nothing again
    again = subprocess.run(cmd, env=ENV, capture_output=True, text=True)
    assert again.returncode == 0 and server.total <= N + CONCURRENCY
    assert comparable(out) == comparable(tmp_path / "ref")


def test_rescore_and_read_only_cache_make_no_request(tmp_path, server):
    data = dataset(tmp_path, 60)
    cache = tmp_path / "cache.sqlite"
    first = subprocess.run(
        command(data, tmp_path / "a", server, "--cache", str(cache)), env=ENV, capture_output=True, text=True
    )
    assert first.returncode == 0, first.stderr
    assert server.total == 60

    rescored = subprocess.run(
        [*CLI, "rescore", str(tmp_path / "a"), "--evaluators", "response_length", "--progress", "off"],
        env=ENV,
        capture_output=True,
        text=True,
    )
    assert rescored.returncode == 0, rescored.stderr
    assert server.total == 60
    assert comparable(tmp_path / "a")[0]["scores"]["response_length"]["words"] == 1.0

    replay = subprocess.run(
        command(data, tmp_path / "b", server, "--cache", str(cache), "--cache-mode", "read-only"),
        env=ENV,
        capture_output=True,
        text=True,
    )
    assert replay.returncode == 0, replay.stderr
    assert server.total == 60, "a read-only cache run sent requests"
    assert comparable(tmp_path / "b") == comparable(tmp_path / "a")


def test_rescore_api_with_new_options_scores_again_without_systems(tmp_path, server):
    import scorewire

    data = dataset(tmp_path, 20)
    subprocess.run(command(data, tmp_path / "a", server), env=ENV, check=True, capture_output=True)
    calls = server.total

    class Upper:
        name = "upper"

        def score(self, original, processed):
            return {"chars": float(len(processed["response"]))}

    result = scorewire.rescore(tmp_path / "a", evaluators=[Upper()], progress=False)
    assert server.total == calls
    assert result.summary().get("chars", system="fake").n == 20
    rows = [json.loads(line) for line in (tmp_path / "a" / "results.jsonl").read_text().splitlines()]
    assert all(set(r["scores"]) == {"upper"} for r in rows)
    assert rows[3]["scores"]["upper"]["chars"] == len(rows[3]["response"])


def test_always_500_exits_1_with_the_message_on_the_console(tmp_path):
    bad = CountingServer(status=500)
    try:
        proc = subprocess.run(
            command(dataset(tmp_path, 4), tmp_path / "o", bad), env=ENV, capture_output=True, text=True
        )
    finally:
        bad.close()
    assert proc.returncode == 1, proc.stderr
    console = proc.stdout + proc.stderr
    assert "internal boom" in console and "HTTP 500" in console
    assert "4 of 4 rows had errors" in console
    summary = json.loads((tmp_path / "o" / "summary.json").read_text())
    err = summary["errors"]["by_type"]["system: RequestError"]
    assert err["count"] == 4 and "internal boom" in err["message"] and err["row_id"].startswith("r")
    analysis = json.loads((tmp_path / "o" / "failure_analysis.json").read_text())
    assert analysis["groups"][0]["categories"]["request_error"]["count"] == 4
    # a tolerated error rate exits 0
    bad = CountingServer(status=500)
    try:
        ok = subprocess.run(
            command(dataset(tmp_path, 4), tmp_path / "o2", bad, "--max-error-rate", "1"),
            env=ENV,
            capture_output=True,
            text=True,
        )
    finally:
        bad.close()
    assert ok.returncode == 0, ok.stderr


def test_closed_port_stops_after_the_fail_fast_count(tmp_path):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]

    class Closed:
        base_url = f"http://127.0.0.1:{port}/v1"

    t0 = time.monotonic()
    proc = subprocess.run(
        command(dataset(tmp_path, 300), tmp_path / "o", Closed(), "--fail-fast", "5", retries=0),
        env=ENV,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1, proc.stderr
    assert "stopped after 5 consecutive failed requests" in proc.stderr
    assert f"127.0.0.1:{port}" in proc.stderr and "connection error" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    with sqlite3.connect(tmp_path / "o" / "run.sqlite") as db:
        sent = db.execute("SELECT COUNT(*) FROM responses").fetchone()[0]
    assert 5 <= sent <= 5 + CONCURRENCY
    assert time.monotonic() - t0 < 60


def test_sigterm_leaves_no_partial_file(tmp_path, server):
    data = dataset(tmp_path)
    out = tmp_path / "out"
    proc = subprocess.Popen(command(data, out, server), env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wait_for_requests(server, proc, 100)
    proc.send_signal(signal.SIGTERM)
    proc.communicate(timeout=60)
    assert proc.returncode == 130
    assert not [p for p in out.iterdir() if p.name.endswith(".partial")]


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def test_sigterm_stops_a_background_run_whose_sigint_is_ignored(tmp_path, server):
    # `nohup scorewire run ... &` starts with SIGINT ignored; SIGTERM must still end the run cleanly.
    data = dataset(tmp_path)
    out = tmp_path / "out"
    proc = subprocess.Popen(
        command(data, out, server),
        env=ENV,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_ignore_sigint,
    )
    wait_for_requests(server, proc, 100)
    proc.send_signal(signal.SIGTERM)
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    assert "interrupted" in stderr
    assert server.total < N
    assert not [p for p in out.iterdir() if p.name.endswith(".partial")]


def test_a_different_system_or_dataset_in_a_run_folder_is_one_line(tmp_path, server):
    data = dataset(tmp_path, 10)
    subprocess.run(command(data, tmp_path / "o", server), env=ENV, check=True, capture_output=True)
    other = subprocess.run(
        [*command(data, tmp_path / "o", server), "--temperature", "0.7"], env=ENV, capture_output=True, text=True
    )
    assert other.returncode == 2 and "params" in other.stderr and "--restart" in other.stderr
    assert len(other.stderr.strip().splitlines()) == 1
    data.write_text(data.read_text().replace('"q3"', '"q33"'))
    changed = subprocess.run(command(data, tmp_path / "o", server), env=ENV, capture_output=True, text=True)
    assert changed.returncode == 2 and "--restart" in changed.stderr, changed.stderr
    restarted = subprocess.run(
        [*command(data, tmp_path / "o", server), "--restart"], env=ENV, capture_output=True, text=True
    )
    assert restarted.returncode == 0, restarted.stderr


def test_results_file_is_a_score_only_dataset_and_keeps_systems_apart(tmp_path, server):
    data = dataset(tmp_path, 12)
    subprocess.run(command(data, tmp_path / "a", server), env=ENV, check=True, capture_output=True)
    rows = [json.loads(line) for line in (tmp_path / "a" / "results.jsonl").read_text().splitlines()]
    assert rows[0]["prompt"] == "q0" and rows[0]["max_words"] == 4
    # two systems' responses in one score-only file are summarised apart
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_text("".join(json.dumps({**r, "system": "m1" if i % 2 else "m2"}) + "\n" for i, r in enumerate(rows)))
    proc = subprocess.run(
        [*CLI, "run", str(mixed), "--output", str(tmp_path / "b"), "--progress", "off"],
        env=ENV,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    assert "| m1 | length-demo |" in proc.stdout and "| m2 | length-demo |" in proc.stdout
    summary = json.loads((tmp_path / "b" / "summary.json").read_text())
    assert {r["system"] for r in summary["summary"]} == {"m1", "m2"}


def test_result_files_are_not_private_and_output_file_is_refused(tmp_path, server):
    data = dataset(tmp_path, 3)
    subprocess.run(command(data, tmp_path / "a", server), env=ENV, check=True, capture_output=True)
    for name in ("results.jsonl", "summary.json", "summary.md", "failure_analysis.json"):
        assert (tmp_path / "a" / name).stat().st_mode & 0o044, name
    (tmp_path / "file").write_text("x")
    proc = subprocess.run(command(data, tmp_path / "file", server), env=ENV, capture_output=True, text=True)
    assert proc.returncode == 2 and "is a file" in proc.stderr
    legacy = tmp_path / "legacy"
    legacy.mkdir()
    (legacy / "results.jsonl").write_text("{}\n")
    proc = subprocess.run(command(data, legacy, server), env=ENV, capture_output=True, text=True)
    assert proc.returncode == 2 and "--restart" in proc.stderr
    assert (legacy / "results.jsonl").read_text() == "{}\n"


def test_usage_errors_are_one_line_with_exit_2(tmp_path, monkeypatch):
    data = tmp_path / "d.jsonl"
    data.write_text(json.dumps({"dataset": "length-demo", "response": "a b", "max_words": 3}) + "\n")
    out = str(tmp_path / "o")

    def cli(*args):
        proc = subprocess.run([*CLI, "run", str(data), "--output", out, *args], env=ENV, capture_output=True, text=True)
        assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
        assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr, proc.stderr
        return proc.stderr

    assert "nosuch" in cli("--option", "nosuch.x=1")
    assert "not among --evaluators" in cli("--evaluators", "other", "--option", "response_length.x=1")
    assert "accepted options" in cli("--evaluators", "response_length", "--option", "response_length.max_wrds=1")
    env_err = cli("--model", "m", "--base-url", "http://127.0.0.1:9/v1", "--api-key-env", "SCOREWIRE_NO_SUCH_KEY_VAR")
    assert "SCOREWIRE_NO_SUCH_KEY_VAR" in env_err and "not set" in env_err


def test_adapter_leaves_canonical_rows_alone():
    from scorewire import DatasetAdapter
    from scorewire._datasets import open_source

    adapter = DatasetAdapter("gsm8k", convert=lambda raw: {"question": raw["question"], "answer": raw["answer"][-2:]})
    rows = list(open_source([{"response": "18", "answer": "18"}], adapters={"gsm8k": adapter}, dataset_name="gsm8k"))
    assert rows[0]["answer"] == "18" and rows[0]["dataset"] == "gsm8k"
    # A raw row the adapter cannot convert is an input error on that row (the run goes on).
    from scorewire._datasets import INPUT_ERROR

    (bad,) = open_source([{"other": 1}], adapters={"gsm8k": adapter}, dataset_name="gsm8k")
    assert "KeyError" in bad[INPUT_ERROR] and "row 1" in bad[INPUT_ERROR]
