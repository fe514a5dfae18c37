"""The response cache inside EndpointClient, against a loopback OpenAI-compatible server."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest
from scorewire import OpenAIChatSystem, RetryPolicy, ScorewireError, evaluate
from scorewire.http import CacheMissError, EndpointClient, ResponseCache, request_key

FAST = RetryPolicy(max_retries=1, initial_backoff=0.01, max_backoff=0.02)


class Echo:
    name = "echo"

    def score(self, original, processed):
        return {"ok": processed["response"] == f"echo: {original['prompt']}"}


def run(server, cache, prompts, **kw):
    system = OpenAIChatSystem(model="fake", base_url=server.base_url, retry=FAST, cache=cache, **kw)
    return evaluate([system], [{"id": p, "prompt": p} for p in prompts], evaluators=[Echo()], max_concurrency=4)


def test_second_run_is_served_from_the_cache(openai_server, tmp_path):
    prompts = [f"q{i}" for i in range(20)]
    first = run(openai_server, tmp_path / "c.sqlite", prompts)
    assert sum(openai_server.calls.values()) == 20
    second = run(openai_server, ResponseCache(tmp_path / "c.sqlite"), prompts)
    assert sum(openai_server.calls.values()) == 20, "a cached request went to the server again"
    assert [r["response"] for r in first.rows] == [r["response"] for r in second.rows]
    assert all(r["scores"]["echo"]["ok"] == 1.0 for r in second.rows)


def test_read_only_replays_offline_and_a_miss_is_a_row_error(openai_server, tmp_path):
    path = tmp_path / "c.sqlite"
    run(openai_server, path, ["a", "b"])
    calls = sum(openai_server.calls.values())
    result = run(openai_server, ResponseCache(path, "read-only"), ["a", "b", "new"])
    assert sum(openai_server.calls.values()) == calls, "read-only mode made a request"
    rows = {r["id"]: r for r in result.rows}
    assert rows["a"]["scores"]["echo"]["ok"] == 1.0
    err = rows["new"]["errors"][0]
    assert err["type"] == "CacheMissError" and "cache_miss" in err["message"]
    assert len(ResponseCache(path)) == 2, "read-only mode wrote to the cache"


def test_refresh_requests_again_and_overwrites(openai_server, tmp_path):
    path = tmp_path / "c.sqlite"
    run(openai_server, path, ["a"])
    openai_server.script["a"] = [("ok", "echo: a (new)")]
    row = next(iter(run(openai_server, ResponseCache(path, "refresh"), ["a"]).rows))
    assert openai_server.calls["a"] == 2 and row["response"] == "echo: a (new)"
    row = next(iter(run(openai_server, ResponseCache(path, "read-only"), ["a"]).rows))
    assert row["response"] == "echo: a (new)"


def test_failures_and_content_filter_replies_are_not_cached(openai_server, tmp_path):
    path = tmp_path / "c.sqlite"
    filtered = {"choices": [{"message": {"role": "assistant", "content": ""}, "finish_reason": "content_filter"}]}
    openai_server.script["boom"] = [("status", 500, {}, "internal boom")]
    openai_server.script["filtered"] = [("raw", json.dumps(filtered).encode())]
    run(openai_server, path, ["boom", "filtered", "fine"])
    run(openai_server, path, ["boom", "filtered", "fine"])
    assert openai_server.calls["fine"] == 1
    assert openai_server.calls["boom"] == 4  # 2 attempts per run, never cached
    assert openai_server.calls["filtered"] == 2
    assert len(ResponseCache(path)) == 1


def test_key_ignores_the_api_key_and_headers(openai_server, tmp_path, monkeypatch):
    path = tmp_path / "c.sqlite"
    monkeypatch.setenv("KEY_A", "sk-aaa")
    monkeypatch.setenv("KEY_B", "sk-bbb")
    run(openai_server, path, ["a"], api_key_env="KEY_A")
    run(openai_server, path, ["a"], api_key_env="KEY_B")
    assert openai_server.calls["a"] == 1
    for f in tmp_path.glob("c.sqlite*"):
        assert b"sk-aaa" not in f.read_bytes() and b"Bearer" not in f.read_bytes()
    # different request bodies are different keys; key order in the body is not
    assert request_key("u", {"a": 1, "b": 2}) == request_key("u", {"b": 2, "a": 1})
    assert request_key("u", {"a": 1}) != request_key("u", {"a": 2}) != request_key("v", {"a": 2})


def test_cached_raw_body_is_parsed_again(openai_server, tmp_path):
    import asyncio

    path = tmp_path / "c.sqlite"
    cache = ResponseCache(path)
    url = openai_server.base_url + "/chat/completions"
    payload = {"model": "fake", "messages": [{"role": "user", "content": "x"}]}
    cache.put(url, payload, '{"choices": [{"message": {"content": "stored"}, "finish_reason": "stop"}]}')
    client = EndpointClient(cache=cache)
    body = asyncio.run(client.post_json(url, payload))
    assert body["choices"][0]["message"]["content"] == "stored" and openai_server.calls["x"] == 0
    with pytest.raises(CacheMissError):
        asyncio.run(EndpointClient(cache=ResponseCache(path, "read-only")).post_json(url, {"other": 1}))


def test_bad_cache_arguments_are_clear(tmp_path):
    with pytest.raises(ValueError, match="read-write"):
        ResponseCache(tmp_path / "c", mode="rw")
    with pytest.raises(ScorewireError, match="does not exist"):
        ResponseCache(tmp_path / "missing.sqlite", "read-only")
    with pytest.raises(ScorewireError, match="is a folder"):
        ResponseCache(tmp_path)


WRITER = textwrap.dedent(
    """
    import sys
    from scorewire.http import ResponseCache
    path, start, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    cache = ResponseCache(path)
    for i in range(start, start + n):
        cache.put("http://x/v1", {"i": i}, '{"n": %d}' % i)
    """
)


def test_several_processes_writing_one_cache_lose_nothing(tmp_path):
    path = tmp_path / "shared.sqlite"
    # four writers, 300 entries each, overlapping by half with the next writer
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(w * 150), "300"], stderr=subprocess.PIPE)
        for w in range(4)
    ]
    for p in procs:
        _, err = p.communicate(timeout=120)
        assert p.returncode == 0, err.decode()
    cache = ResponseCache(path, "read-only")
    assert len(cache) == 3 * 150 + 300
    for i in range(3 * 150 + 300):
        assert json.loads(cache.get("http://x/v1", {"i": i}) or "null") == {"n": i}
