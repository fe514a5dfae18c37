"""A headless Chromium driven over the DevTools protocol on a pipe (no extra package, no port).

Chromium reads JSON commands, each ended by a NUL byte, on fd 3 and answers on fd 4
(``--remote-debugging-pipe``). Used by the report tests and by benchmarks/bench_report.py.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--remote-debugging-pipe",
)


def find_chromium() -> str | None:
    """Path of Debian's chromium (or a chromium/chrome on PATH), or None."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """One Chromium process and one page; records console messages, exceptions and requests."""

    def __init__(self, executable: str, *, width: int = 1280, height: int = 900) -> None:
        self.profile = tempfile.mkdtemp(prefix="scorewire-chromium-")
        cmd_r, self._cmd_w = os.pipe()  # we write commands; chromium reads on its fd 3
        self._ans_r, ans_w = os.pipe()  # chromium writes answers on its fd 4
        self._ids = 0
        self._buffer = b""
        self.events: list[dict[str, Any]] = []

        # The child needs them as fds 3 and 4. Python's own fds are close-on-exec, and dup2
        # makes inheritable copies; going through fresh dups first avoids dup2(3, 3) no-ops.
        def child() -> None:
            a, b = os.dup(cmd_r), os.dup(ans_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [executable, *FLAGS, f"--user-data-dir={self.profile}", f"--window-size={width},{height}", "about:blank"],
            close_fds=False,
            preexec_fn=child,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(cmd_r)
        os.close(ans_w)
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ("Page.enable", "Runtime.enable", "Log.enable", "Network.enable"):
            self.call(domain, session=True)
        self.call(
            "Emulation.setDeviceMetricsOverride",
            session=True,
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=False,
        )

    # -- protocol -----------------------------------------------------------------------------
    def _read_message(self, timeout: float) -> dict[str, Any]:
        import select

        deadline = time.monotonic() + timeout
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._ans_r], [], [], left)[0]:
                raise TimeoutError("chromium did not answer in time")
            chunk = os.read(self._ans_r, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the debugging pipe")
            self._buffer += chunk
        raw, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(raw)

    def call(self, method: str, *, session: bool = False, timeout: float = 60.0, **params: Any) -> dict[str, Any]:
        self._ids += 1
        msg: dict[str, Any] = {"id": self._ids, "method": method, "params": params}
        if session:
            msg["sessionId"] = self.session
        os.write(self._cmd_w, json.dumps(msg).encode() + b"\0")
        while True:
            answer = self._read_message(timeout)
            if answer.get("id") == self._ids:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            if "method" in answer:
                self.events.append(answer)

    def wait_event(self, method: str, timeout: float = 60.0) -> dict[str, Any]:
        for i, ev in enumerate(self.events):
            if ev.get("method") == method:
                return self.events.pop(i)
        deadline = time.monotonic() + timeout
        while True:
            msg = self._read_message(max(0.01, deadline - time.monotonic()))
            if msg.get("method") == method:
                return msg
            if "method" in msg:
                self.events.append(msg)

    # -- conveniences ---------------------------------------------------------------------------
    def open(self, path: Path, timeout: float = 120.0) -> None:
        """Load a local file and wait for its load event."""
        self.call("Page.navigate", session=True, url=path.resolve().as_uri())
        self.wait_event("Page.loadEventFired", timeout)

    def evaluate(self, expression: str, timeout: float = 60.0) -> Any:
        res = self.call(
            "Runtime.evaluate",
            session=True,
            timeout=timeout,
            expression=expression,
            returnByValue=True,
            awaitPromise=True,
        )
        if "exceptionDetails" in res:
            raise RuntimeError(f"page script failed: {res['exceptionDetails']}")
        return res["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 60.0) -> Any:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.05)
        raise TimeoutError(f"page never satisfied {expression!r}")

    def screenshot(self, path: Path, *, full_page: bool = False) -> bytes:
        params: dict[str, Any] = {"format": "png"}
        if full_page:
            params["captureBeyondViewport"] = True
            size = self.call("Page.getLayoutMetrics", session=True)["cssContentSize"]
            params["clip"] = {"x": 0, "y": 0, "width": size["width"], "height": min(size["height"], 6000), "scale": 1}
        data = base64.b64decode(self.call("Page.captureScreenshot", session=True, **params)["data"])
        path.write_bytes(data)
        return data

    def drain(self) -> None:
        """Collect events that arrived since the last call."""
        try:
            while True:
                msg = self._read_message(0.2)
                if "method" in msg:
                    self.events.append(msg)
        except TimeoutError:
            pass

    def problems(self) -> list[str]:
        """Console errors/warnings, uncaught exceptions and log entries of level error seen so far."""
        self.drain()
        out = []
        for ev in self.events:
            m, p = ev.get("method"), ev.get("params", {})
            if m == "Runtime.exceptionThrown":
                out.append(
                    f"exception: {p.get('exceptionDetails', {}).get('text')} {p.get('exceptionDetails', {}).get('exception', {}).get('description', '')}"
                )
            elif m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "warning", "assert"):
                out.append(
                    f"console.{p.get('type')}: {[a.get('value', a.get('description')) for a in p.get('args', [])]}"
                )
            elif m == "Log.entryAdded" and p.get("entry", {}).get("level") in ("error", "warning"):
                out.append(f"log {p['entry'].get('source')}: {p['entry'].get('text')}")
        return out

    def requests(self) -> list[str]:
        """URLs of every request the page made (the document itself included)."""
        self.drain()
        return [ev["params"]["request"]["url"] for ev in self.events if ev.get("method") == "Network.requestWillBeSent"]

    def close(self) -> None:
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._cmd_w)
        os.close(self._ans_r)
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def decode_png(data: bytes, until_row: int | None = None) -> tuple[int, int, list[bytes], int]:
    """(width, height, rows of raw pixel bytes, bytes per pixel) of an 8-bit RGB/RGBA PNG.

    Decodes rows up to ``until_row`` only (pure Python: a test needs a few pixels, not a codec).
    """
    import struct
    import zlib

    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    width = height = bpp = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6), f"unsupported PNG (depth {depth}, colour type {color})"
            bpp = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows: list[bytes] = []
    prev = bytearray(stride)
    for y in range(height if until_row is None else min(height, until_row + 1)):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, rows, bpp
