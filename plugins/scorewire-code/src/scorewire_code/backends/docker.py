"""The ``docker`` backend: a warm pool of locked-down containers, one ``docker exec`` per sample.

The docker SDK is imported when a backend is first checked, not when this module is.
"""

from __future__ import annotations

import base64
import json
import os
import queue
import threading
import time
from pathlib import Path
from typing import Any

from .base import (
    _HOSTNAME,
    _OWNER,
    DEFAULT_IMAGE,
    REPLY_LIMIT,
    RUNNER_SOURCE,
    SETUP_HINT,
    Backend,
    ExecutionResult,
    SandboxUnavailableError,
    _Raw,
    classify,
    excerpt,
)


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
