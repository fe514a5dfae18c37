"""Shared fixtures: the reference data folder and a fresh plugin registry."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest

# Tests send SIGINT to the processes they start. A test run started as a background job of a
# non-interactive shell (`make test &`) has SIGINT ignored, and children inherit that; give
# them Python's usual Ctrl-C instead, so the tests do not depend on how pytest was started.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = Path(os.environ.get("SCOREWIRE_SHARED_DATA", REPO.parent / "shared" / "data"))


def shared_data_path(*parts: str) -> Path:
    """Path inside ../shared/data; fails under CI and skips elsewhere when it is missing."""
    path = SHARED_DATA.joinpath(*parts)
    if not path.exists():
        msg = (
            f"reference data {path} is missing: parity tests need ../shared/data next to the "
            "repository (or SCOREWIRE_SHARED_DATA pointing at it)"
        )
        if os.environ.get("CI"):
            pytest.fail(msg)
        pytest.skip(msg)
    return path


@pytest.fixture
def shared_data() -> Path:
    """The ../shared/data folder (see :func:`shared_data_path`)."""
    return shared_data_path()


# --- the machine's state when tests fail -------------------------------------------------------
# A CI log shows only its tail: when tests fail, the end of the run says how much memory was
# free, how loaded the machine was and which processes were largest at each failure, so that a
# failure caused by the machine (memory exhausted, a leftover process spinning) can be told
# from a failure of the code.

_FAILED_STATES: list[str] = []

# The whole suite takes about 10 minutes; CI allows 90. Past this budget the run stops with
# its summary (what failed, the machine's state) instead of being killed without one.
SUITE_BUDGET_SECONDS = float(os.environ.get("SCOREWIRE_TEST_BUDGET", 50 * 60))
_STARTED = time.monotonic()


def pytest_runtest_setup(item: pytest.Item) -> None:
    elapsed = time.monotonic() - _STARTED
    if elapsed > SUITE_BUDGET_SECONDS:
        pytest.exit(
            f"the suite has run {elapsed / 60:.0f} min, over its {SUITE_BUDGET_SECONDS / 60:.0f}-min budget "
            f"(SCOREWIRE_TEST_BUDGET); stopped before {item.nodeid}; {_machine_state()}; largest processes: "
            + "; ".join(_largest_processes()),
            returncode=3,
        )


def _read(path: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return fh.read()
    except OSError:
        return ""


def _machine_state() -> str:
    meminfo = dict(line.split(":", 1) for line in _read("/proc/meminfo").splitlines() if ":" in line)
    available = meminfo.get("MemAvailable", "?").strip()
    load = " ".join(_read("/proc/loadavg").split()[:3]) or "?"
    return f"MemAvailable {available}, load {load}"


def _largest_processes(n: int = 8) -> list[str]:
    rows = []
    for pid in os.listdir("/proc") if os.path.isdir("/proc") else ():
        if not pid.isdigit():
            continue
        fields = dict(line.split(":", 1) for line in _read(f"/proc/{pid}/status").splitlines() if ":" in line)
        rss = fields.get("VmRSS", "0 kB").split()[0]
        if rss.isdigit():
            rows.append((int(rss), pid, fields.get("Name", "?").strip()))
    rows.sort(reverse=True)
    return [f"{pid} {name}: {rss // 1024} MiB" for rss, pid, name in rows[:n]]


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> pytest.TestReport:
    report: pytest.TestReport = yield
    if report.failed and len(_FAILED_STATES) < 40:
        _FAILED_STATES.append(f"{report.nodeid} [{report.when}, {report.duration:.1f} s]: {_machine_state()}")
    return report


@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not _FAILED_STATES:
        return
    terminalreporter.section("machine state at each failure")
    for line in _FAILED_STATES:
        terminalreporter.write_line(line)
    terminalreporter.write_line(
        f"at the end: {_machine_state()}; largest processes: " + "; ".join(_largest_processes())
    )
