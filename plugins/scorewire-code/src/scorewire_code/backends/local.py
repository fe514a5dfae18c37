"""The ``local`` backend: one bubblewrap sandbox per sample, launched by the supervisor."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path
from typing import Any

from ._supervisor_client import _raw_from_reply, _SupervisorClient
from .base import RUNNER_SOURCE, SETUP_HINT, Backend, ExecutionResult, SandboxUnavailableError, classify


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
