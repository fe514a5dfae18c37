"""A minimal OpenAI-compatible chat server on 127.0.0.1 that answers after a fixed delay.

Run as a separate process by bench_core.py (so the client's event loop and GIL are not shared):
``python _loopback_server.py DELAY_SECONDS [REPLY_TEXT]`` prints the port, then serves until killed;
every request gets the same chat completion whose message content is REPLY_TEXT (default "ok").
Raw asyncio HTTP/1.1 with keep-alive: cheap enough that 64 concurrent requests cost only the delay.
"""

from __future__ import annotations

import asyncio
import json
import sys


def http_response(content: str) -> bytes:
    """The raw HTTP/1.1 reply carrying one chat completion whose message is ``content``."""
    body = json.dumps(
        {
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }
    ).encode()
    return b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body)


async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, delay: float, response: bytes) -> None:
    try:
        while True:
            head = await reader.readuntil(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n"):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            await reader.readexactly(length)
            await asyncio.sleep(delay)
            writer.write(response)
            await writer.drain()
    except (asyncio.IncompleteReadError, ConnectionResetError):
        pass
    finally:
        writer.close()


async def main(delay: float, content: str = "ok") -> None:
    response = http_response(content)
    server = await asyncio.start_server(lambda r, w: handle(r, w, delay, response), "127.0.0.1", 0, backlog=1024)
    print(server.sockets[0].getsockname()[1], flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main(float(sys.argv[1]), *sys.argv[2:3]))
