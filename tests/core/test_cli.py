"""The scorewire command line, run as a real subprocess."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

CLI = [sys.executable, "-m", "scorewire.cli"]
ENV = {**os.environ, "SCOREWIRE_LOAD_PLUGINS": "scorewire-length-example"}


def run(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *args], capture_output=True, text=True, env=ENV, check=check)


def test_run_score_only_writes_results_and_prints_summary(tmp_path: Path):
    data = tmp_path / "data.jsonl"
    data.write_text(
        json.dumps({"dataset": "length-demo", "response": "a b c", "max_words": 5})
        + "\n"
        + json.dumps({"dataset": "length-demo", "response": "a b c d e f", "max_words": 5})
        + "\n"
    )
    out = tmp_path / "out"
    proc = run("run", str(data), "--output", str(out), "--progress", "off")
    assert "| score-only | length-demo |  | response_length | within_limit | 0.5000 |" in proc.stdout
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert [r["scores"]["response_length"]["words"] for r in rows] == [3.0, 6.0]
    summary = json.loads((out / "summary.json").read_text())
    assert summary["metadata"]["rows"] == 2
    assert (out / "summary.md").read_text().startswith("| system |")


def test_run_with_evaluator_override_and_options(tmp_path: Path):
    data = tmp_path / "d.csv"
    data.write_text("response,max_words\nhello world,1\n")
    proc = run(
        "run", str(data), "--evaluators", "response_length", "--output", str(tmp_path / "o"), "--progress", "off"
    )
    assert "within_limit | 0.0000" in proc.stdout


def test_errors_are_reported_without_a_traceback(tmp_path: Path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"response": "x"}\n{oops\n')
    proc = run("run", str(bad), "--evaluators", "response_length", "--output", str(tmp_path / "o"), check=False)
    assert proc.returncode == 2
    assert "bad.jsonl:2: malformed JSON line" in proc.stderr and "Traceback" not in proc.stderr
    assert not (tmp_path / "o" / "results.jsonl").exists()
    proc = run("run", "no-such-dataset", check=False)
    assert proc.returncode == 2 and "neither an existing file nor a registered dataset" in proc.stderr


def test_wiring_explains_the_choice():
    proc = run("wiring", "length-demo")
    assert "exact rule 'length-demo'" in proc.stdout and "scorewire-length-example" in proc.stdout
    proc = run("wiring", "nothing-wired-here", check=False)
    assert proc.returncode == 1 and "no evaluator is wired" in proc.stdout


def test_plugins_and_evaluators_listing():
    assert "scorewire-length-example" in run("plugins").stdout
    assert "response_length" in run("evaluators").stdout


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_interrupted_run_leaves_no_half_written_result_file(tmp_path: Path):
    data = tmp_path / "big.jsonl"
    line = json.dumps({"dataset": "length-demo", "response": "some words here", "max_words": 2}) + "\n"
    data.write_text(line * 400_000)
    out = tmp_path / "out"
    proc = subprocess.Popen(
        [*CLI, "run", str(data), "--output", str(out), "--progress", "off"],
        env=ENV,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not (out.exists() and any(p.suffix == ".partial" for p in out.iterdir())):
        time.sleep(0.02)
    assert proc.poll() is None, "the run finished before it could be interrupted; make the data bigger"
    time.sleep(0.2)
    proc.send_signal(signal.SIGINT)
    _, stderr = proc.communicate(timeout=30)
    assert proc.returncode == 130, stderr
    assert "interrupted" in stderr
    left = sorted(p.name for p in out.iterdir())
    # the run store is kept (a later run resumes); no result file and no partial file
    assert left and all(name.startswith("run.sqlite") for name in left), left


def test_run_against_an_openai_compatible_endpoint(tmp_path: Path, openai_server):
    data = tmp_path / "prompts.jsonl"
    data.write_text(json.dumps({"dataset": "length-demo", "prompt": "say hi", "max_words": 5}) + "\n")
    openai_server.script["say hi"] = [("status", 503, {}, "warming up"), ("ok", "hi there")]
    out = tmp_path / "out"
    env = {**ENV, "FAKE_API_KEY": "sk-cli"}
    proc = subprocess.run(
        [
            *CLI,
            "run",
            str(data),
            "--model",
            "fake-model",
            "--base-url",
            openai_server.base_url,
            "--api-key-env",
            "FAKE_API_KEY",
            "--output",
            str(out),
            "--progress",
            "off",
        ],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    row = json.loads((out / "results.jsonl").read_text())
    assert row["system"] == "fake-model" and row["response"] == "hi there"
    assert row["scores"]["response_length"]["words"] == 2.0
    assert openai_server.calls["say hi"] == 2
    assert openai_server.headers[-1]["Authorization"] == "Bearer sk-cli"
    assert "| fake-model | length-demo |" in proc.stdout
