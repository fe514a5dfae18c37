"""orjson on the run store's hot path writes byte for byte what the standard encoder writes."""

from __future__ import annotations

import dataclasses
import datetime
import enum
import json
import math
import random
import struct
import uuid
from pathlib import Path
from typing import Any

import pytest
import scorewire
from scorewire import _fastjson
from scorewire._fastjson import encode_plain, plain_json
from scorewire._store import dumps, dumps_many

pytest.importorskip("orjson")


def _std(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


class Colour(enum.Enum):
    RED = "red"


class Level(enum.IntEnum):
    HIGH = 3


class Text(str):
    pass


@dataclasses.dataclass
class Point:
    x: int


def test_plain_data_is_written_as_the_standard_encoder_writes_it() -> None:
    rng = random.Random(7)
    floats = [0.0, -0.0, 1e-4, -1e-4, 0.1, 1.0, 100.0, 1 / 3, 9999999999999998.0, 1e15, 123456.789]
    for _ in range(20000):
        x = struct.unpack("d", struct.pack("Q", rng.getrandbits(64)))[0]
        if math.isfinite(x) and 1e-4 <= abs(x) < 1e16:
            floats.append(x)
    text = "".join(map(chr, range(0xD800))) + "".join(map(chr, range(0xE000, 0x110000, 7)))
    objs = [
        {"id": i, "q": f'question {i} \u00e9\u4e2d\U0001f600\n\t"\\', "f": f, "b": i % 2 == 0, "n": None}
        for i, f in enumerate(floats)
    ]
    objs += [{"all": text, text[:300]: [1, [2, {"x": [-(2**63), 2**64 - 1]}]], "": {}}, {}, {"l": []}]
    fast = encode_plain(objs)
    assert fast is not None
    assert fast == [_std(o) for o in objs]


@pytest.mark.parametrize(
    "value",
    [
        math.nan,
        math.inf,
        -math.inf,
        1e16,
        -2.5e17,
        1e-5,
        1.5e-7,
        2**64,
        -(2**63) - 1,
        (1, 2),
        {1, 2},
        Colour.RED,
        Level.HIGH,
        Text("x"),
        Point(1),
        datetime.date(2024, 1, 2),
        uuid.UUID(int=5),
        b"bytes",
        "lone \ud800 surrogate",
    ],
    ids=repr,
)
def test_anything_else_is_left_to_the_standard_encoder(value: Any) -> None:
    for obj in ({"v": value}, {"a": [{"b": value}]}):
        assert encode_plain([{"ok": 1}, obj]) is None
        # ...and the store writes what it wrote before orjson (str() of an enum, NaN rewritten).
        assert dumps(obj) == _without_orjson(dumps, obj)
        assert dumps_many([{"ok": 1.5}, obj]) == _without_orjson(dumps_many, [{"ok": 1.5}, obj])


def test_non_string_keys_and_cycles_fall_back() -> None:
    assert encode_plain([{1: "a"}]) is None
    assert encode_plain([{Text("k"): 1}]) is None
    assert dumps({1: "a", None: 2}) == '{"1":"a","null":2}'
    cyclic: dict[str, Any] = {}
    cyclic["self"] = cyclic
    assert not plain_json([cyclic])
    assert dumps(cyclic) == _without_orjson(dumps, cyclic)
    wide: list[Any] = [0]
    for _ in range(40):  # a sub-object shared twice per level: 2**40 references
        wide = [wide, wide]
    assert not plain_json([wide])


def test_without_orjson_the_store_writes_the_same_texts(monkeypatch: pytest.MonkeyPatch) -> None:
    objs = [{"id": i, "s": 0.25 * i, "t": "x"} for i in range(100)]
    with_orjson = dumps_many(objs)
    monkeypatch.setattr(_fastjson, "_orjson_dumps", None)
    assert encode_plain(objs) is None
    assert dumps_many(objs) == with_orjson == [_std(o) for o in objs]


class Half:
    name = "half"
    version = "1"

    def score(self, original: Any, processed: Any) -> dict[str, float]:
        return {"half": len(processed["response"]) / 2}


def test_a_folder_written_without_orjson_resumes_with_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rows = [
        {"id": i, "dataset": "toy", "response": "ab" * (i % 5), "w": 0.1 * i, "meta": {"k": [i, None]}}
        for i in range(300)
    ]
    out = tmp_path / "run"
    monkeypatch.setattr(_fastjson, "_orjson_dumps", None)
    scorewire.evaluate(dataset=rows, evaluators=[Half()], output=out, progress=False)
    before = (out / "results.jsonl").read_bytes()
    monkeypatch.undo()
    (out / "summary.md").unlink()  # not finished: every row is walked again and compared
    scorewire.evaluate(dataset=rows, evaluators=[Half()], output=out, progress=False)
    assert (out / "results.jsonl").read_bytes() == before
    shuffled = [dict(r) for r in rows]
    shuffled[7]["w"] = 0.5
    with pytest.raises(scorewire.ScorewireError, match="different dataset"):
        scorewire.evaluate(dataset=shuffled, evaluators=[Half()], output=out, progress=False)


def _without_orjson(fn: Any, arg: Any) -> Any:
    saved = _fastjson._orjson_dumps
    _fastjson._orjson_dumps = None
    try:
        return fn(arg)
    finally:
        _fastjson._orjson_dumps = saved


def test_scorewire_imports_and_runs_without_orjson(tmp_path: Path) -> None:
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['orjson'] = None\n"  # 'import orjson' raises ImportError
        "import scorewire\nfrom scorewire import _fastjson\nassert _fastjson._orjson_dumps is None\n"
        "class E:\n    name = 'e'\n    def score(self, o, p): return {'e': 1.0}\n"
        f"scorewire.evaluate(dataset=[{{'id': 1, 'response': 'x'}}], evaluators=[E()], output={str(tmp_path / 'run')!r}, progress=False)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
    line = (tmp_path / "run" / "results.jsonl").read_text().splitlines()[0]
    assert json.loads(line)["scores"] == {"e": {"e": 1.0}}
