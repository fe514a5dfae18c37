"""custom-script specs in scorewire-code's sandbox: scores, determinism, and containment.

The containment checks are the code plugin's (tests/plugins/code/test_containment.py):
a loopback connection to a port the test listens on, and a secret in the parent's
environment searched for in ``os.environ`` and every readable ``/proc/*/environ``.
"""

from __future__ import annotations

import os
import secrets
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from scorewire import evaluate
from scorewire_structured import ScoringSpec

pytest.importorskip("scorewire_code")
from scorewire_code.backends import SandboxUnavailableError, get_backend


@pytest.fixture(params=("local", "docker"))
def backend(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each real sandbox backend; fails under CI and skips elsewhere when it cannot run."""
    try:
        get_backend(request.param)
    except SandboxUnavailableError as exc:
        msg = f"{request.param} sandbox unavailable: {exc} (run scripts/setup-sandboxes.sh as root)"
        if os.environ.get("CI"):
            pytest.fail(msg)
        pytest.skip(msg)
    yield request.param


def make(tmp_path: Path, backend: str, body: str, **extra: Any) -> ScoringSpec:
    script = tmp_path / "score_script.py"
    script.write_text(body)
    spec = {"type": "custom-script", "script": str(script), "ground_truth_field": "answer", "backend": backend}
    return ScoringSpec({**spec, **extra})


EXACT = "def score(submission, ground_truth):\n    return 1000.0 if submission.strip() == ground_truth else 250.0\n"


def test_scores_through_the_sandbox_sync_and_async(tmp_path: Path, backend: str) -> None:
    ev = make(tmp_path, backend, EXACT, determinism_rows=2)
    rows = [{"id": i, "answer": "yes", "response": r} for i, r in enumerate(["yes ", "no", "yes", "maybe"])]
    result = evaluate(None, rows, evaluators=[ev])
    assert [r["errors"] for r in result.rows] == [[]] * 4
    assert [r["scores"]["scoring_spec"]["score"] for r in result.rows] == [1000.0, 250.0, 1000.0, 250.0]
    assert sorted(r["details"]["scoring_spec"]["runs"] for r in result.rows) == [1, 1, 2, 2]
    assert ev.score({"answer": "a"}, {"response": "a"})["score"] == 1000.0  # the sync path


def test_a_non_deterministic_script_is_a_row_error_on_the_first_rows(tmp_path: Path, backend: str) -> None:
    body = "import os\ndef score(submission, ground_truth):\n    return float(int.from_bytes(os.urandom(4), 'big') % 1000)\n"
    ev = make(tmp_path, backend, body, determinism_rows=2)
    rows = [{"id": i, "answer": "x", "response": "x"} for i in range(3)]
    result = evaluate(None, rows, evaluators=[ev], max_concurrency=1)
    errors = [r["errors"] for r in result.rows]
    assert all("not deterministic" in e[0]["message"] for e in errors[:2]), errors
    assert errors[2] == []  # past the checked rows it runs once


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("def score(s, g):\n    return 'high'\n", "return a number from 0 to 1000"),
        ("def score(s, g):\n    return 1500\n", "outside 0–1000"),
        ("def score(s, g):\n    raise KeyError('boom')\n", "KeyError"),
        ("def score(s, g):\n    while True:\n        pass\n", "timeout"),
        ("def score(s, g):\n    x = b'x' * (10 * 1024 ** 3)\n    return 1.0\n", "memory"),
    ],
)
def test_script_failures_are_row_errors(tmp_path: Path, backend: str, body: str, message: str) -> None:
    ev = make(tmp_path, backend, body, timeout_secs=1, determinism_rows=1)
    result = evaluate(None, [{"id": 1, "answer": "a", "response": "a"}], evaluators=[ev])
    (error,) = result.rows[0]["errors"]
    assert message in error["message"], error


def test_the_script_cannot_reach_the_network(tmp_path: Path, backend: str) -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.settimeout(0.3)
    port = server.getsockname()[1]
    body = (
        "import socket\n"
        "def score(submission, ground_truth):\n"
        "    try:\n"
        f"        socket.create_connection(('127.0.0.1', {port}), timeout=0.5).close()\n"
        "        return 1000.0\n"
        "    except OSError:\n"
        "        return 0.0\n"
    )
    try:
        result = make(tmp_path, backend, body, determinism_rows=1).score({"answer": "a"}, {"response": "a"})
        with pytest.raises(socket.timeout):
            server.accept()
    finally:
        server.close()
    assert result["score"] == 0.0


def test_the_script_cannot_read_the_parents_environment(
    tmp_path: Path, backend: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = secrets.token_hex(16)
    monkeypatch.setenv("SCOREWIRE_STRUCTURED_TEST_SECRET", secret)
    half = [secret[:16], secret[16:]]  # the script never holds the secret in one piece
    body = (
        "import os\n"
        "def score(submission, ground_truth):\n"
        f"    secret = {half[0]!r} + {half[1]!r}\n"
        "    if 'SCOREWIRE_STRUCTURED_TEST_SECRET' in os.environ or any(secret in v for v in os.environ.values()):\n"
        "        return 1000.0\n"
        "    for pid in os.listdir('/proc'):\n"
        "        if pid.isdigit():\n"
        "            try:\n"
        "                data = open('/proc/' + pid + '/environ', 'rb').read()\n"
        "            except OSError:\n"
        "                continue\n"
        "            if secret.encode() in data:\n"
        "                return 500.0\n"
        "    return 0.0\n"
    )
    result = make(tmp_path, backend, body, determinism_rows=1).score({"answer": "a"}, {"response": "a"})
    assert result["score"] == 0.0


def test_inputs_reach_the_script_as_json(tmp_path: Path, backend: str) -> None:
    body = (
        "def score(submission, ground_truth):\n"
        "    ok = submission == {'a': [1, 2.5, None, True]} and ground_truth == 'é\"x'\n"
        "    return 1000 if ok else 0\n"
    )
    ev = make(tmp_path, backend, body, field="response.payload", determinism_rows=1)
    scores = ev.score({"answer": 'é"x'}, {"response": '{"payload": {"a": [1, 2.5, null, true]}}'})
    assert scores["score"] == 1000.0


def test_a_missing_sandbox_stops_the_run_before_any_row(tmp_path: Path) -> None:
    (tmp_path / "s.py").write_text(EXACT)
    spec = {"type": "custom-script", "script": str(tmp_path / "s.py"), "ground_truth_field": "a", "backend": "vm"}
    with pytest.raises(SandboxUnavailableError, match="unknown backend 'vm'"):
        ScoringSpec(spec)
