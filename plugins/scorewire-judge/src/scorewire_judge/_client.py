"""One judge endpoint: request building, the call through ``EndpointClient``, usage and budgets.

Every judge request goes through :class:`scorewire.http.EndpointClient` (retries
with backoff on 429/5xx honouring ``Retry-After``, bounded concurrency, the API
key read from the environment at request time). This module adds what a judge
needs on top: a deterministic request body (temperature 0 and a seed by
default), the reply read defensively (empty, truncated, content filter, missing
logprobs), token usage per row, cost only from prices the user gives, and the
``max_calls`` / ``max_cost_usd`` budgets.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scorewire import RequestError

if TYPE_CHECKING:
    from scorewire.http import RetryPolicy

# scorewire.http (httpx, asyncio, ssl) is imported when a judge is built, not when discovery
# imports the evaluator classes.

from ._failures import JudgeFailure

Message = dict[str, str]


def request_sha256(url: str, payload: Mapping[str, Any]) -> str:
    """SHA-256 of the endpoint URL and the canonical JSON body (stable across processes)."""
    body = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256((url + "\n" + body).encode("utf-8")).hexdigest()


@dataclass
class Ledger:
    """What one row's judge calls cost: calls, tokens, dollars, and what each call returned."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0
    usage_missing: bool = False
    cost_usd: float = 0.0
    saved_usd: float = 0.0
    cache_hits: int = 0
    priced: bool = False
    requests: list[dict[str, Any]] = field(default_factory=list)

    def stats(self) -> dict[str, float]:
        """Sufficient statistics for the summary (token keys only when every call reported usage)."""
        out: dict[str, float] = {"_judge_calls": float(self.calls), "_judge_cache_hits": float(self.cache_hits)}
        if (self.calls or self.cache_hits) and not self.usage_missing:
            out["_judge_prompt_tokens"] = float(self.prompt_tokens)
            out["_judge_completion_tokens"] = float(self.completion_tokens)
            out["_judge_total_tokens"] = float(self.total_tokens)
            if self.priced:
                out["_judge_cost_usd"] = self.cost_usd
                if self.cache_hits:
                    out["_judge_cost_usd_saved"] = self.saved_usd
        return out


@dataclass
class Reply:
    """One judge reply, read defensively."""

    text: str
    finish_reason: str | None
    logprobs: list[dict[str, Any]] | None
    model: str | None
    request_sha256: str


class JudgeEndpoint:
    """An OpenAI-compatible ``/chat/completions`` judge.

    :param base_url: e.g. ``http://localhost:8000/v1``.
    :param model: the judge model name sent in every request.
    :param api_key_env: environment variable holding the API key (read per request, never stored).
    :param timeout: seconds per request.
    :param max_concurrency: judge requests in flight at once.
    :param temperature: sampling temperature (default 0).
    :param seed: sent as ``seed`` unless None (default 0).
    :param max_tokens: completion budget per call.
    :param params: extra request fields sent as given.
    :param max_calls: at most this many requests over the evaluator's life; later rows fail
        with ``budget_exceeded``.
    :param max_cost_usd: stop issuing requests once this much was spent (needs prices).
    :param price_per_1m_input: dollars per million prompt tokens (no built-in price table).
    :param price_per_1m_output: dollars per million completion tokens.
    :param price_per_token: dollars per token on the total (AlpacaEval's accounting).
    :param retry: the retry policy of :class:`scorewire.http.EndpointClient`.
    :param cache: a :class:`scorewire.http.ResponseCache` (or its file path, opened in ``cache_mode``):
        replies are reused across runs; parsing is re-applied to cached replies.
    :param cache_mode: ``read-write``, ``read-only`` (a miss fails the row with ``cache_miss``) or ``refresh``.
    """

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key_env: str | None = None,
        timeout: float = 120.0,
        max_concurrency: int = 64,
        temperature: float | None = 0.0,
        seed: int | None = 0,
        max_tokens: int | None = None,
        params: Mapping[str, Any] | None = None,
        max_calls: int | None = None,
        max_cost_usd: float | None = None,
        price_per_1m_input: float | None = None,
        price_per_1m_output: float | None = None,
        price_per_token: float | None = None,
        retry: RetryPolicy | None = None,
        cache: Any = None,
        cache_mode: str = "read-write",
    ) -> None:
        if not base_url:
            raise ValueError(
                "judge: base_url is empty; pass the judge endpoint, e.g. base_url='http://localhost:8000/v1'"
            )
        if not model:
            raise ValueError("judge: model is empty; pass the judge model name, e.g. model='gpt-4o'")
        if max_cost_usd is not None and price_per_1m_input is None and price_per_token is None:
            raise ValueError("judge: max_cost_usd needs prices: pass price_per_1m_input/price_per_1m_output")
        self.base_url = base_url.rstrip("/")
        self.url = self.base_url + "/chat/completions"
        self.model = model
        self.temperature = temperature
        self.seed = seed
        self.max_tokens = max_tokens
        self.params = dict(params or {})
        self.max_calls = max_calls
        self.max_cost_usd = max_cost_usd
        self.price_in = price_per_1m_input
        self.price_out = price_per_1m_output
        self.price_per_token = price_per_token
        from scorewire.http import EndpointClient, RetryPolicy

        self.retry = retry or RetryPolicy()
        kwargs: dict[str, Any] = {"max_concurrency": max_concurrency, "timeout": timeout, "api_key_env": api_key_env}
        if isinstance(cache, (str, Path)):
            from scorewire.http import ResponseCache

            cache = ResponseCache(cache, cache_mode)
        if cache is not None:
            kwargs["cache"] = cache
        self.cache = cache
        self.client = EndpointClient(**kwargs)
        self.calls_issued = 0
        self.spent_usd = 0.0

    @property
    def priced(self) -> bool:
        return self.price_per_token is not None or self.price_in is not None or self.price_out is not None

    def body(
        self,
        messages: Sequence[Message],
        *,
        max_tokens: int | None = None,
        logprobs: bool = False,
        top_logprobs: int | None = None,
    ) -> dict[str, Any]:
        """The request body for ``messages`` (deterministic: same inputs, same bytes)."""
        payload: dict[str, Any] = {"model": self.model, "messages": [dict(m) for m in messages]}
        if self.temperature is not None:
            payload["temperature"] = self.temperature
        if self.seed is not None:
            payload["seed"] = self.seed
        tokens = max_tokens if max_tokens is not None else self.max_tokens
        if tokens is not None:
            payload["max_tokens"] = tokens
        if logprobs:
            payload["logprobs"] = True
            if top_logprobs is not None:
                payload["top_logprobs"] = top_logprobs
        payload.update(self.params)
        return payload

    def _cost(self, usage: Mapping[str, Any]) -> float:
        if self.price_per_token is not None:
            return float(usage.get("total_tokens", 0)) * self.price_per_token
        cost = 0.0
        if self.price_in is not None:
            cost += float(usage.get("prompt_tokens", 0)) * self.price_in / 1e6
        if self.price_out is not None:
            cost += float(usage.get("completion_tokens", 0)) * self.price_out / 1e6
        return cost

    async def complete(
        self,
        messages: Sequence[Message],
        ledger: Ledger,
        *,
        max_tokens: int | None = None,
        logprobs: bool = False,
        top_logprobs: int | None = None,
    ) -> Reply:
        """Send one judge request and return its reply.

        :raises JudgeFailure: budget exceeded, HTTP failure after retries, a malformed
            body, an empty, truncated or content-filtered reply.
        """
        from scorewire.http import CacheMissError

        payload = self.body(messages, max_tokens=max_tokens, logprobs=logprobs, top_logprobs=top_logprobs)
        digest = request_sha256(self.url, payload)
        hit = False
        if self.cache is not None:
            # A cached reply is no new call: it neither spends budget nor money.
            try:
                hit = self.cache.get(self.url, payload) is not None
            except CacheMissError as exc:
                raise JudgeFailure("cache_miss", None, request_sha256=digest) from exc
        if hit:
            ledger.cache_hits += 1
        else:
            if self.max_calls is not None and self.calls_issued >= self.max_calls:
                raise JudgeFailure("budget_exceeded", limit="max_calls", max_calls=self.max_calls)
            if self.max_cost_usd is not None and self.spent_usd >= self.max_cost_usd:
                raise JudgeFailure("budget_exceeded", limit="max_cost_usd", spent_usd=self.spent_usd)
            self.calls_issued += 1
            ledger.calls += 1
        started = time.perf_counter()
        try:
            body = await self.client.post_json(self.url, payload, policy=self.retry)
        except RequestError as exc:
            status = getattr(exc, "status", None)
            reason = "rate_limit" if status == 429 else "timeout" if "timed out" in str(exc) else "request_error"
            raise JudgeFailure(reason, None, status=status, error=str(exc)[:500], request_sha256=digest) from exc
        except CacheMissError as exc:
            raise JudgeFailure("cache_miss", None, request_sha256=digest) from exc
        latency_ms = round((time.perf_counter() - started) * 1000, 3)
        usage = body.get("usage") if isinstance(body, dict) else None
        if (isinstance(usage, dict) and "total_tokens" in usage) or (
            isinstance(usage, dict) and "prompt_tokens" in usage
        ):
            p = int(usage.get("prompt_tokens") or 0)
            c = int(usage.get("completion_tokens") or 0)
            t = int(usage.get("total_tokens") or (p + c))
            ledger.prompt_tokens += p
            ledger.completion_tokens += c
            ledger.total_tokens += t
            if self.priced:
                cost = self._cost({"prompt_tokens": p, "completion_tokens": c, "total_tokens": t})
                ledger.priced = True
                if hit:
                    ledger.saved_usd += cost
                else:
                    ledger.cost_usd += cost
                    self.spent_usd += cost
        else:
            ledger.usage_missing = True
        try:
            choice = body["choices"][0]
            message = choice.get("message") or {}
            content = message.get("content")
        except (KeyError, IndexError, TypeError, AttributeError):
            ledger.requests.append({"request_sha256": digest, "latency_ms": latency_ms})
            raise JudgeFailure("malformed_response", str(body)[:500], request_sha256=digest) from None
        finish = choice.get("finish_reason")
        lp = choice.get("logprobs")
        tokens = lp.get("content") if isinstance(lp, dict) else None
        record = {
            "request_sha256": digest,
            "cache_hit": hit,
            "model": body.get("model"),
            "finish_reason": finish,
            "latency_ms": latency_ms,
        }
        if body.get("system_fingerprint"):
            record["system_fingerprint"] = body["system_fingerprint"]
        ledger.requests.append(record)
        text = content if isinstance(content, str) else ""
        if finish == "content_filter":
            raise JudgeFailure("content_filter", text, request_sha256=digest)
        reply = Reply(text, finish, tokens if isinstance(tokens, list) else None, body.get("model"), digest)
        if not text.strip() and not reply.logprobs:
            raise JudgeFailure("truncated" if finish == "length" else "empty_response", text, request_sha256=digest)
        return reply

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self.client.aclose()


def label_probabilities(
    tokens: Sequence[Mapping[str, Any]] | None,
    labels: Sequence[str],
    *,
    position: int = 0,
    stripped: bool = False,
) -> tuple[dict[str, float], float]:
    """Probabilities of ``labels`` at token ``position`` from its ``top_logprobs``.

    Exact token text matching (``stripped=True`` also matches after whitespace is
    stripped); duplicate entries for one label are summed. Returns the
    probabilities normalised over the labels that were found, and the label mass
    (their summed raw probability).

    :raises JudgeFailure: ``missing_logprobs`` (no logprobs at that position) or
        ``no_label_in_top_logprobs``.
    """
    if not tokens or position >= len(tokens) or not isinstance(tokens[position], Mapping):
        raise JudgeFailure("missing_logprobs")
    top = tokens[position].get("top_logprobs")
    if not isinstance(top, list) or not top:
        raise JudgeFailure("missing_logprobs")
    wanted = set(labels)
    mass: dict[str, float] = {}
    for entry in top:
        if not isinstance(entry, Mapping):
            continue
        tok = entry.get("token")
        lp = entry.get("logprob")
        if not isinstance(tok, str) or not isinstance(lp, (int, float)):
            continue
        key = tok.strip() if stripped else tok
        if key in wanted:
            mass[key] = mass.get(key, 0.0) + math.exp(lp)
    total = sum(mass.values())
    if not mass or total <= 0.0:
        raise JudgeFailure("no_label_in_top_logprobs")
    return {k: v / total for k, v in mass.items()}, total
