"""The OpenAI-compatible chat system against a real HTTP server on loopback."""

from __future__ import annotations

import socket
import time

import pytest
from scorewire import OpenAIChatSystem, RequestError, RetryPolicy, evaluate
from scorewire.http import parse_retry_after

FAST = RetryPolicy(max_retries=3, initial_backoff=0.01, max_backoff=0.05)


class Echo:
    name = "echo"

    def score(self, original, processed):
        return {"ok": processed["response"] == f"echo: {original['prompt']}"}


def system(server, **kw):
    return OpenAIChatSystem(model="fake", base_url=server.base_url, retry=kw.pop("retry", FAST), **kw)


def test_every_failure_mode_is_retried_or_recorded_and_the_run_finishes(openai_server, monkeypatch):
    monkeypatch.setenv("FAKE_KEY", "sk-test-123")
    s = openai_server.script
    s["rate-limited"] = [("status", 429, {"Retry-After": "1"}, "slow down"), ("ok", "echo: rate-limited")]
    s["flaky"] = [("status", 500, {}, "oops"), ("status", 503, {}, "busy"), ("ok", "echo: flaky")]
    s["always-500"] = [("status", 500, {}, "internal meltdown")]
    s["hang"] = [("hang", 3.0)]
    s["malformed"] = [("raw", b"{not json")]
    s["bad-request"] = [("status", 400, {}, "context length exceeded")]
    prompts = ["fine", "rate-limited", "flaky", "always-500", "hang", "malformed", "bad-request"]
    t0 = time.perf_counter()
    result = evaluate(
        [
            system(
                openai_server,
                api_key_env="FAKE_KEY",
                timeout=0.5,
                retry=RetryPolicy(max_retries=1, initial_backoff=0.01),
            )
        ],
        [{"id": p, "prompt": p} for p in prompts],
        evaluators=[Echo()],
        max_concurrency=8,
    )
    elapsed = time.perf_counter() - t0
    rows = {r["id"]: r for r in result.rows}
    assert rows["fine"]["scores"]["echo"]["ok"] == 1.0
    assert rows["rate-limited"]["scores"]["echo"]["ok"] == 1.0
    assert openai_server.calls["rate-limited"] == 2
    assert elapsed >= 1.0, "Retry-After: 1 must be honoured"
    assert rows["flaky"]["errors"][0]["status"] == 503  # only one retry allowed in this run
    err = rows["always-500"]["errors"][0]
    assert err["stage"] == "system" and err["status"] == 500 and err["attempts"] == 2
    assert "internal meltdown" in err["message"]
    assert rows["hang"]["errors"][0]["status"] is None and "timed out" in rows["hang"]["errors"][0]["message"]
    assert "malformed JSON" in rows["malformed"]["errors"][0]["message"]
    assert rows["bad-request"]["errors"][0]["status"] == 400 and openai_server.calls["bad-request"] == 1
    for r in result.rows:
        if r["errors"]:
            assert r["response"] is None and r["scores"] == {}
    assert all(h.get("Authorization") == "Bearer sk-test-123" for h in openai_server.headers)
    assert result.summary().n_errors[("fake", "unknown")] == 5


def test_flaky_server_recovers_within_retries(openai_server):
    openai_server.script["flaky"] = [("status", 500, {}, "oops"), ("status", 502, {}, "gw"), ("ok", "echo: flaky")]
    row = evaluate([system(openai_server)], [{"prompt": "flaky"}], evaluators=[Echo()]).rows[0]
    assert row["scores"]["echo"]["ok"] == 1.0 and openai_server.calls["flaky"] == 3
    assert row["finish_reason"] == "stop" and row["usage"]["completion_tokens"] == 2


def test_connection_refused_is_a_row_error():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    s = OpenAIChatSystem(model="m", base_url=f"http://127.0.0.1:{port}/v1", retry=FAST)
    rows = evaluate([s], [{"prompt": "a"}, {"prompt": "b"}], evaluators=[Echo()]).rows
    for row in rows:
        err = row["errors"][0]
        assert err["type"] == "RequestError" and err["status"] is None and err["attempts"] == 4
        assert "connection error" in err["message"]


def test_prompt_template_and_system_prompt(openai_server):
    s = system(openai_server, prompt="Q: {question}", system_prompt="be brief")
    row = evaluate([s], [{"question": "2+2"}], evaluators=[]).rows[0]
    assert row["response"] == "echo: Q: 2+2"


def test_example_without_prompt_fields_is_a_row_error(openai_server):
    row = evaluate([system(openai_server)], [{"id": "x", "answer": "no prompt here"}], evaluators=[]).rows[0]
    assert row["errors"][0]["type"] == "KeyError" and "prompt fields" in row["errors"][0]["message"]


def test_api_key_value_never_reaches_results(openai_server, monkeypatch):
    monkeypatch.setenv("SECRET_KEY_VAR", "sk-very-secret")
    result = evaluate([system(openai_server, api_key_env="SECRET_KEY_VAR")], [{"prompt": "p"}], evaluators=[Echo()])
    assert "sk-very-secret" not in result.to_json()


def test_parse_retry_after():
    assert parse_retry_after("3") == 3.0
    assert parse_retry_after(None) is None and parse_retry_after("soon") is None
    assert parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", now=1445412470.0) == pytest.approx(10.0)


def test_backoff_is_jittered_and_capped():
    p = RetryPolicy(initial_backoff=1.0, max_backoff=4.0)
    waits = [p.backoff(5) for _ in range(50)]
    assert all(2.0 <= w <= 4.0 for w in waits) and len(set(waits)) > 1


def test_request_error_message():
    e = RequestError("nope", status=429, attempts=6, url="http://x/v1/chat/completions")
    assert str(e) == "HTTP 429 from http://x/v1/chat/completions after 6 attempt(s): nope"


def test_endpoint_client_bounds_concurrency_and_sends_the_key(openai_server, monkeypatch):
    import asyncio

    from scorewire.http import EndpointClient

    monkeypatch.setenv("EP_KEY", "sk-ep")
    openai_server.script["slow"] = [("hang", 0.2)]
    endpoint = EndpointClient(max_concurrency=2, timeout=5, api_key_env="EP_KEY")
    url = openai_server.base_url + "/chat/completions"
    payload = {"model": "m", "messages": [{"role": "user", "content": "slow"}]}

    async def main() -> float:
        t0 = asyncio.get_running_loop().time()
        await asyncio.gather(*(endpoint.post_json(url, payload, policy=FAST) for _ in range(4)))
        elapsed = asyncio.get_running_loop().time() - t0
        await endpoint.aclose()
        return elapsed

    elapsed = asyncio.run(main())
    assert elapsed >= 0.38  # 4 requests of 0.2 s, two at a time: two rounds
    assert openai_server.headers[-1]["Authorization"] == "Bearer sk-ep"
