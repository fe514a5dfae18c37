"""The sandbox supervisor: a separate process that launches, times and kills samples.

Run as ``python -I -S _supervisor.py`` by :class:`scorewire_code.backends.LocalBackend`
(standard library only). It is a child subreaper (``PR_SET_CHILD_SUBREAPER``),
so processes orphaned by a sandbox (bubblewrap's inner init when the outer one
is killed) are re-parented to it and reaped after each sample, instead of
lingering as zombies under the machine's slow PID 1; and it dies with its
parent (``PR_SET_PDEATHSIG``), taking every sandbox down with it.

Protocol: one JSON request per line on stdin, one JSON reply per line on
stdout, matched by ``id``. Requests run concurrently, one thread each; the
parent bounds how many are in flight.

Request keys: ``id``, ``argv``, ``stdin`` (text), ``timeout`` (s),
``max_output`` (bytes of stdout+stderr before the sample is killed), ``uid``,
``gid`` (null = keep), ``cgroup`` (null, or ``{"memory": bytes, "pids": n}``).

With ``"warm": true`` the request runs ``job`` (the runner's zygote request)
in a warm slot: a sandbox started from ``argv`` (``{reply_fd}`` replaced by the
reply pipe's descriptor) that serves one sample at a time and is kept for the
next one, unless the sample timed out, flooded its output, or left processes
that could not be killed; such a slot is killed (process group and cgroup) and
replaced on the next request. A request may name its ``argv`` by a ``slot``
key: the first request with that key carries the argv, later ones omit it.
Requests are served by a pool of long-lived threads (one per request in flight).
"""

import ctypes
import json
import os
import queue
import selectors
import signal
import subprocess
import sys
import threading
import time

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
HEAD = 16384
TAIL = 16384
CGROUP_ROOT = "/sys/fs/cgroup"
_out_lock = threading.Lock()
_spawn_lock = threading.Lock()
_active: set = set()
_counter = [0]


def _prctl(option: int, value: int) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(option, value, 0, 0, 0)


def _write_file(path: str, value: str) -> None:
    with open(path, "w") as fh:
        fh.write(value)


def _read_file(path: str) -> str:
    try:
        with open(path) as fh:
            return fh.read()
    except OSError:
        return ""


class Cgroup:
    """A per-sample cgroup (v1: memory + pids hierarchies; v2: one unified folder)."""

    def __init__(self, name: str, memory: int, pids: int, uid: int, gid: int) -> None:
        self.v2 = os.path.exists(os.path.join(CGROUP_ROOT, "cgroup.controllers"))
        self.dirs = []
        if self.v2:
            d = os.path.join(CGROUP_ROOT, "scorewire", name)
            os.makedirs(d)
            self.dirs.append(d)
            _write_file(os.path.join(d, "memory.max"), str(memory))
            if os.path.exists(os.path.join(d, "memory.swap.max")):
                _write_file(os.path.join(d, "memory.swap.max"), "0")
            _write_file(os.path.join(d, "pids.max"), str(pids))
        else:
            for ctrl in ("memory", "pids"):
                d = os.path.join(CGROUP_ROOT, ctrl, "scorewire", name)
                os.makedirs(d)
                self.dirs.append(d)
            mem = self.dirs[0]
            _write_file(os.path.join(mem, "memory.limit_in_bytes"), str(memory))
            if os.path.exists(os.path.join(mem, "memory.memsw.limit_in_bytes")):
                _write_file(os.path.join(mem, "memory.memsw.limit_in_bytes"), str(memory))
            _write_file(os.path.join(self.dirs[1], "pids.max"), str(pids))
        # The launcher joins the cgroups itself after dropping to the sandbox uid.
        self.procs = [os.path.join(d, "cgroup.procs") for d in self.dirs]
        for p in self.procs:
            os.chown(p, uid, gid)

    def pids(self) -> list:
        found = set()
        for p in self.procs:
            for line in _read_file(p).split():
                found.add(int(line))
        return sorted(found)

    def kill_all(self) -> None:
        if self.v2 and os.path.exists(os.path.join(self.dirs[0], "cgroup.kill")):
            try:
                _write_file(os.path.join(self.dirs[0], "cgroup.kill"), "1")
            except OSError:
                pass
        for _ in range(2000):
            pids = self.pids()
            if not pids:
                return
            for pid in pids:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            time.sleep(0.001)

    def oom_count(self) -> int:
        name = "memory.events" if self.v2 else "memory.oom_control"
        for line in _read_file(os.path.join(self.dirs[0], name)).splitlines():
            key, _, value = line.partition(" ")
            if key == "oom_kill":
                return int(value or 0)
        return int(_read_file(os.path.join(self.dirs[0], "memory.failcnt")) or 0)

    def oom_killed(self) -> bool:
        if self.v2:
            events = _read_file(os.path.join(self.dirs[0], "memory.events"))
            for line in events.splitlines():
                key, _, value = line.partition(" ")
                if key == "oom_kill" and int(value or 0) > 0:
                    return True
            return False
        control = _read_file(os.path.join(self.dirs[0], "memory.oom_control"))
        for line in control.splitlines():
            key, _, value = line.partition(" ")
            if key == "oom_kill":
                return int(value or 0) > 0
        return int(_read_file(os.path.join(self.dirs[0], "memory.failcnt")) or 0) > 0

    def remove(self) -> None:
        for d in self.dirs:
            for _ in range(200):
                try:
                    os.rmdir(d)
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    self.kill_all()
                    time.sleep(0.005)


def _remove_stale_cgroups() -> None:
    """Remove empty per-sample cgroups left by supervisors that were killed."""
    parents = [os.path.join(CGROUP_ROOT, "scorewire")]
    parents += [os.path.join(CGROUP_ROOT, c, "scorewire") for c in ("memory", "pids")]
    for parent in parents:
        try:
            names = os.listdir(parent)
        except OSError:
            continue
        for name in names:
            owner = name.split("-", 1)[0]
            if not owner.isdigit() or os.path.exists(f"/proc/{owner}"):
                continue
            try:
                os.rmdir(os.path.join(parent, name))
            except OSError:
                pass


def _reap_orphans() -> None:
    """Reap zombies re-parented to us that no thread is waiting for."""
    while True:
        with _spawn_lock:
            try:
                info = os.waitid(os.P_ALL, 0, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            except ChildProcessError:
                return
            if info is None or info.si_pid in _active:
                # Only our own sandboxes are left (their threads reap them).
                return
            try:
                os.waitpid(info.si_pid, os.WNOHANG)
            except ChildProcessError:
                pass


_SHIM = 'while [ "$1" != -- ]; do echo $$ >"$1" || exit 125; shift; done; shift; exec "$@"'


def run(req: dict) -> dict:
    started = time.monotonic()
    reply: dict = {"id": req["id"], "timed_out": False, "output_exceeded": False, "oom": False}
    uid, gid = req.get("uid"), req.get("gid")
    cg = None
    argv = list(req["argv"])
    limits = req.get("cgroup")
    with _spawn_lock:
        _counter[0] += 1
        name = f"{os.getpid()}-{_counter[0]}"
    try:
        if limits:
            cg = Cgroup(
                name,
                int(limits["memory"]),
                int(limits["pids"]),
                uid if uid is not None else 0,
                gid if gid is not None else 0,
            )
            argv = ["/bin/sh", "-c", _SHIM, "sh", *cg.procs, "--", *argv]
        kwargs = {}
        if uid is not None:
            kwargs = {"user": uid, "group": gid, "extra_groups": []}
        with _spawn_lock:
            proc = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                start_new_session=True,
                close_fds=True,
                env={"PATH": "/usr/bin:/bin"},
                **kwargs,
            )
            _active.add(proc.pid)
    except Exception as exc:
        if cg is not None:
            cg.remove()
        reply.update(error=f"could not start the sandbox: {type(exc).__name__}: {exc}", exit=None)
        return reply
    t0 = time.monotonic()
    deadline = t0 + float(req["timeout"])
    max_output = int(req["max_output"])
    data = req.get("stdin", "").encode()
    out_head = bytearray()
    err_head = bytearray()
    err_tail = bytearray()
    total = {"out": 0, "err": 0}
    sel = selectors.DefaultSelector()
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    os.set_blocking(proc.stdin.fileno(), False)
    if data:
        sel.register(proc.stdin, selectors.EVENT_WRITE, "in")
    else:
        proc.stdin.close()
    sel.register(proc.stdout, selectors.EVENT_READ, "out")
    sel.register(proc.stderr, selectors.EVENT_READ, "err")
    offset = 0
    open_streams = 2
    while open_streams:
        left = deadline - time.monotonic()
        if left <= 0:
            reply["timed_out"] = True
            break
        for key, _ in sel.select(left):
            if key.data == "in":
                try:
                    offset += os.write(key.fd, data[offset : offset + 65536])
                except BlockingIOError:
                    pass
                except BrokenPipeError:
                    offset = len(data)
                if offset >= len(data):
                    sel.unregister(key.fileobj)
                    proc.stdin.close()
                continue
            chunk = os.read(key.fd, 65536)
            if not chunk:
                sel.unregister(key.fileobj)
                open_streams -= 1
                continue
            total[key.data] += len(chunk)
            if key.data == "out":
                if len(out_head) < HEAD:
                    out_head += chunk[: HEAD - len(out_head)]
            else:
                if len(err_head) < HEAD:
                    err_head += chunk[: HEAD - len(err_head)]
                err_tail += chunk
                del err_tail[:-TAIL]
        if total["out"] + total["err"] > max_output:
            reply["output_exceeded"] = True
            break
    killed = reply["timed_out"] or reply["output_exceeded"]
    if killed:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass
    if cg is not None:
        # Everything the sample started is in its cgroup, whatever session or group it made.
        cg.kill_all()
    try:
        returncode = proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        proc.kill()
        returncode = proc.wait()
    with _spawn_lock:
        _active.discard(proc.pid)
    for f in (proc.stdout, proc.stderr, proc.stdin):
        try:
            if f is not None:
                f.close()
        except OSError:
            pass
    sel.close()
    if cg is not None:
        reply["oom"] = cg.oom_killed()
        cg.remove()
    _reap_orphans()
    reply.update(
        exit=returncode,
        duration=time.monotonic() - t0,
        total=time.monotonic() - started,
        stdout=out_head.decode("utf-8", "replace"),
        stdout_bytes=total["out"],
        stderr_head=err_head.decode("utf-8", "replace"),
        stderr_tail=err_tail.decode("utf-8", "replace") if total["err"] > HEAD else "",
        stderr_bytes=total["err"],
    )
    return reply


_spawn_queue: list = []
_spawn_cond = threading.Condition()


def _spawn_from_main_thread(make):
    """Run ``make()`` (a Popen) on the main thread, which lives as long as the supervisor."""
    box: dict = {}
    done = threading.Event()
    with _spawn_cond:
        _spawn_queue.append((make, box, done))
        _spawn_cond.notify()
    os.write(_wake_w, b"x")
    done.wait()
    if "error" in box:
        raise box["error"]
    return box["proc"]


def _run_spawns() -> None:
    with _spawn_cond:
        jobs = list(_spawn_queue)
        _spawn_queue.clear()
    for make, box, done in jobs:
        try:
            with _spawn_lock:
                box["proc"] = make()
                _active.add(box["proc"].pid)
        except BaseException as exc:
            box["error"] = exc
        done.set()


_wake_r, _wake_w = os.pipe()


class Slot:
    """A warm sandbox running the runner's zygote; one sample at a time."""

    def __init__(self, req: dict) -> None:
        uid, gid = req.get("uid"), req.get("gid")
        limits = req.get("cgroup")
        with _spawn_lock:
            _counter[0] += 1
            name = f"{os.getpid()}-slot{_counter[0]}"
        self.cg = None
        self.reply_r, reply_w = os.pipe()
        argv = [a.replace("{reply_fd}", str(reply_w)) for a in req["argv"]]
        try:
            if limits:
                self.cg = Cgroup(
                    name,
                    int(limits["memory"]),
                    int(limits["pids"]),
                    uid if uid is not None else 0,
                    gid if gid is not None else 0,
                )
                argv = ["/bin/sh", "-c", _SHIM, "sh", *self.cg.procs, "--", *argv]
            kwargs = {"user": uid, "group": gid, "extra_groups": []} if uid is not None else {}
            # bubblewrap's --die-with-parent is PR_SET_PDEATHSIG, which fires when the THREAD
            # that forked it exits: warm slots must be forked by a thread that lives on.
            self.proc = _spawn_from_main_thread(
                lambda: subprocess.Popen(
                    argv,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    start_new_session=True,
                    close_fds=True,
                    pass_fds=(reply_w,),
                    env={"PATH": "/usr/bin:/bin"},
                    **kwargs,
                )
            )
        except BaseException:
            os.close(reply_w)
            os.close(self.reply_r)
            if self.cg is not None:
                self.cg.remove()
            raise
        os.close(reply_w)
        for f in (self.proc.stdout, self.proc.stderr):
            os.set_blocking(f.fileno(), False)
        os.set_blocking(self.reply_r, False)
        self.reply_buf = b""
        self.alive = True
        # One selector for the slot's life (its pipes stay the same from sample to sample).
        self.sel = selectors.DefaultSelector()
        self.sel.register(self.proc.stdout, selectors.EVENT_READ, "out")
        self.sel.register(self.proc.stderr, selectors.EVENT_READ, "err")
        self.sel.register(self.reply_r, selectors.EVENT_READ, "reply")

    def run(self, job: dict, timeout: float, max_output: int) -> dict:
        reply: dict = {"timed_out": False, "output_exceeded": False, "oom": False}
        oom_before = self.cg.oom_count() if self.cg is not None else -1
        t0 = time.monotonic()
        deadline = t0 + timeout
        try:
            self.proc.stdin.write((json.dumps(job) + "\n").encode())
            self.proc.stdin.flush()
        except OSError as exc:
            self.kill()
            reply.update(error=f"the warm sandbox is gone: {exc}", exit=None)
            return reply
        sink = _Sink()
        done = None
        sel = self.sel
        while done is None:
            left = deadline - time.monotonic()
            if left <= 0:
                reply["timed_out"] = True
                break
            for key, _ in sel.select(left):
                chunk = os.read(key.fd, 65536)
                if key.data == "reply":
                    if not chunk:
                        done = {"status": None, "clean": False, "eof": True}
                        break
                    self.reply_buf += chunk
                    if b"\n" in self.reply_buf:
                        line, _, self.reply_buf = self.reply_buf.partition(b"\n")
                        done = json.loads(line)
                elif chunk:
                    sink.add(key.data, chunk)
            if sink.total > max_output:
                reply["output_exceeded"] = True
                break
        if done is not None:
            # The child has exited: what it wrote is already in the pipes.
            for f, kind in ((self.proc.stdout, "out"), (self.proc.stderr, "err")):
                while sink.total <= max_output:
                    try:
                        chunk = os.read(f.fileno(), 65536)
                    except BlockingIOError:
                        break
                    if not chunk:
                        break
                    sink.add(kind, chunk)
            if sink.total > max_output:
                reply["output_exceeded"] = True
        if self.cg is not None:
            reply["oom"] = self.cg.oom_count() > oom_before
        if done is None or not done.get("clean") or reply["output_exceeded"]:
            self.kill()
            exit_status = None if done is None else done.get("status")
        else:
            exit_status = done.get("status")
        # The verdict as the zygote judged it (the sample never holds the reply pipe).
        verdict = {k: done.get(k) for k in ("started", "record", "report_error")} if done is not None else {}
        reply.update(exit=exit_status, duration=time.monotonic() - t0, **verdict, **sink.as_reply())
        return reply

    def kill(self) -> None:
        if not self.alive:
            return
        self.alive = False
        self.sel.close()
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except OSError:
            pass
        if self.cg is not None:
            self.cg.kill_all()
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        with _spawn_lock:
            _active.discard(self.proc.pid)
        for f in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                f.close()
            except OSError:
                pass
        os.close(self.reply_r)
        if self.cg is not None:
            self.cg.remove()
        _reap_orphans()


class _Sink:
    def __init__(self) -> None:
        self.out_head = bytearray()
        self.err_head = bytearray()
        self.err_tail = bytearray()
        self.n = {"out": 0, "err": 0}
        self.total = 0

    def add(self, kind: str, chunk: bytes) -> None:
        self.n[kind] += len(chunk)
        self.total += len(chunk)
        if kind == "out":
            if len(self.out_head) < HEAD:
                self.out_head += chunk[: HEAD - len(self.out_head)]
        else:
            if len(self.err_head) < HEAD:
                self.err_head += chunk[: HEAD - len(self.err_head)]
            self.err_tail += chunk
            del self.err_tail[:-TAIL]

    def as_reply(self) -> dict:
        return {
            "stdout": self.out_head.decode("utf-8", "replace"),
            "stdout_bytes": self.n["out"],
            "stderr_head": self.err_head.decode("utf-8", "replace"),
            "stderr_tail": self.err_tail.decode("utf-8", "replace") if self.n["err"] > HEAD else "",
            "stderr_bytes": self.n["err"],
        }


_slots: dict = {}
_slots_lock = threading.Lock()


def run_warm(req: dict) -> dict:
    slot_key = req.get("slot")
    argv_key = slot_key if slot_key is not None else json.dumps(req["argv"])
    key = (argv_key, json.dumps(req.get("cgroup")), req.get("uid"))
    with _slots_lock:
        idle = _slots.setdefault(key, [])
        slot = idle.pop() if idle and not req.get("once") else None
    started = time.monotonic()
    if slot is None:
        slot = Slot(req)
    reply = slot.run(req["job"], float(req["timeout"]), int(req["max_output"]))
    reply["id"] = req["id"]
    reply["total"] = time.monotonic() - started
    if req.get("once"):
        slot.kill()  # one sandbox per sample: never reused
    elif slot.alive:
        with _slots_lock:
            _slots[key].append(slot)
    return reply


def _serve(req: dict) -> None:
    try:
        reply = run_warm(req) if req.get("warm") else run(req)
    except Exception as exc:
        reply = {"id": req.get("id"), "error": f"supervisor error: {type(exc).__name__}: {exc}", "exit": None}
    line = json.dumps(reply) + "\n"
    with _out_lock:
        sys.stdout.write(line)
        sys.stdout.flush()


_argv_by_slot: dict = {}
_work: queue.SimpleQueue = queue.SimpleQueue()
_idle_workers = [0]
_idle_lock = threading.Lock()


def _worker() -> None:
    while True:
        req = _work.get()
        _serve(req)
        with _idle_lock:
            _idle_workers[0] += 1


def _dispatch(req: dict) -> None:
    """Hand a request to an idle worker thread, starting one when none is idle."""
    slot = req.get("slot")
    if slot is not None:
        # Read in stdin order on the main thread: the first request of a slot key carries its argv.
        if "argv" in req:
            _argv_by_slot[slot] = req["argv"]
        elif slot in _argv_by_slot:
            req["argv"] = _argv_by_slot[slot]
    with _idle_lock:
        start = _idle_workers[0] == 0
        if not start:
            _idle_workers[0] -= 1
    _work.put(req)
    if start:
        threading.Thread(target=_worker, daemon=True).start()


def main() -> None:
    _prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    _prctl(PR_SET_CHILD_SUBREAPER, 1)
    if os.getppid() == 1:
        return
    _remove_stale_cgroups()
    # The main thread reads requests and also forks warm slots (see _spawn_from_main_thread).
    sel = selectors.DefaultSelector()
    stdin_fd = sys.stdin.fileno()
    sel.register(stdin_fd, selectors.EVENT_READ, "in")
    sel.register(_wake_r, selectors.EVENT_READ, "wake")
    buf = b""
    running = True
    while running:
        for key, _ in sel.select():
            if key.data == "wake":
                os.read(_wake_r, 4096)
                _run_spawns()
                continue
            chunk = os.read(stdin_fd, 1 << 20)
            if not chunk:
                running = False
                break
            buf += chunk
            while b"\n" in buf:
                line, _, buf = buf.partition(b"\n")
                if line.strip():
                    _dispatch(json.loads(line))
    with _slots_lock:
        slots = [slot for idle in _slots.values() for slot in idle]
        _slots.clear()
    for slot in slots:
        slot.kill()


if __name__ == "__main__":
    main()
