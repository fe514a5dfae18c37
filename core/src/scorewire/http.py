"""HTTP with retries for systems that call model endpoints.

Used by :class:`scorewire.OpenAIChatSystem` and by plugins' own HTTP systems
(the completions/loglikelihood system of ``scorewire-multiple-choice``), so every
system retries the same way: jittered exponential backoff on 429, 5xx, timeouts
and connection errors, honouring ``Retry-After``; anything else fails at once.
A request that still fails raises :class:`~scorewire.RequestError` carrying the
last status and message, which the runner records on the row.
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import os
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ._cache import CacheMissError, ResponseCache, cacheable, request_key
from ._errors import RequestError

__all__ = [
    "CacheMissError",
    "EndpointClient",
    "ResponseCache",
    "RetryPolicy",
    "parse_retry_after",
    "post_json",
    "request_key",
    "set_request_limiter",
]

if TYPE_CHECKING:
    import httpx

RETRY_STATUSES = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
#: Largest response body read (bytes); a larger one is a RequestError, not a memory blow-up.
MAX_RESPONSE_BYTES = 64 << 20


class _BodyTooLarge(Exception):
    pass


async def _bounded_post(
    client: httpx.AsyncClient,
    url: str,
    payload: Mapping[str, Any],
    headers: Mapping[str, str] | None,
    timeout: float | None,
    max_bytes: int,
) -> httpx.Response:
    """One POST whose whole exchange (connect, send, every byte of the body) takes at most ``timeout`` s.

    httpx's own timeout bounds each phase and each read, so a server trickling a
    byte a second, or streaming without end, would hold the row forever; the
    body is also read in chunks and refused past ``max_bytes``.
    """
    import httpx

    async def exchange() -> httpx.Response:
        request = client.build_request("POST", url, json=payload, headers=headers, timeout=timeout)
        response = await client.send(request, stream=True)
        try:
            body = bytearray()
            async for chunk in response.aiter_bytes():  # decoded: a compressed bomb meets the cap too
                body += chunk
                if len(body) > max_bytes:
                    raise _BodyTooLarge
        finally:
            await response.aclose()
        kept = [(k, v) for k, v in response.headers.items() if k.lower() not in ("content-encoding", "content-length")]
        return httpx.Response(response.status_code, headers=kept, content=bytes(body), request=request)

    if timeout is None:
        return await exchange()
    return await asyncio.wait_for(exchange(), timeout)


@dataclass(frozen=True)
class RetryPolicy:
    """How a request is retried.

    :param max_retries: retries after the first attempt.
    :param initial_backoff: seconds before the first retry (doubles each time).
    :param max_backoff: cap on one backoff.
    :param max_retry_after: cap on a server's ``Retry-After`` wait.
    :param retry_statuses: HTTP statuses that are retried.
    """

    max_retries: int = 5
    initial_backoff: float = 0.5
    max_backoff: float = 30.0
    max_retry_after: float = 120.0
    retry_statuses: frozenset[int] = RETRY_STATUSES

    def backoff(self, attempt: int, rng: random.Random | None = None) -> float:
        """Full-jitter backoff for retry number ``attempt`` (0-based)."""
        cap = min(self.max_backoff, self.initial_backoff * (2**attempt))
        return (rng or random).uniform(cap / 2, cap)


def parse_retry_after(value: str | None, now: float | None = None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (delta-seconds or HTTP date)."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


def _error_message(response: httpx.Response) -> str:
    try:
        body = response.json()
    except ValueError:
        return response.text[:500] or response.reason_phrase
    if isinstance(body, dict):
        err = body.get("error")
        if isinstance(err, dict) and err.get("message"):
            return str(err["message"])[:500]
        if isinstance(err, str):
            return err[:500]
    return str(body)[:500]


async def post_json(
    client: httpx.AsyncClient,
    url: str,
    payload: Mapping[str, Any],
    *,
    headers: Mapping[str, str] | None = None,
    timeout: float | None = None,
    policy: RetryPolicy = RetryPolicy(),
    max_bytes: int = MAX_RESPONSE_BYTES,
) -> Any:
    """POST ``payload`` as JSON and return the decoded JSON body, retrying per ``policy``.

    ``timeout`` bounds each attempt as a whole (connection, request and the
    entire body); a body longer than ``max_bytes`` fails at once.

    :raises RequestError: the last attempt failed, or the server sent a
        non-retryable status, or the body is not JSON or too large.
    """
    return (
        await _post_json_raw(client, url, payload, headers=headers, timeout=timeout, policy=policy, max_bytes=max_bytes)
    )[1]


async def _post_json_raw(
    client: httpx.AsyncClient,
    url: str,
    payload: Mapping[str, Any],
    *,
    headers: Mapping[str, str] | None = None,
    timeout: float | None = None,
    policy: RetryPolicy = RetryPolicy(),
    max_bytes: int = MAX_RESPONSE_BYTES,
) -> tuple[str, Any]:
    """:func:`post_json`, returning the raw body text beside the decoded body."""
    import httpx

    status: int | None = None
    message = ""
    for attempt in range(policy.max_retries + 1):
        wait: float | None = None
        try:
            response = await _bounded_post(client, url, payload, headers, timeout, max_bytes)
        except _BodyTooLarge:
            raise RequestError(
                f"response body larger than {max_bytes} bytes", status=None, attempts=attempt + 1, url=url
            ) from None
        except asyncio.TimeoutError:
            status, message = None, f"timed out: no complete response within {timeout:g}s"
        except httpx.TimeoutException as exc:
            status, message = None, f"timed out ({type(exc).__name__})"
        except httpx.TransportError as exc:
            status, message = None, f"connection error: {exc!r}"
        else:
            status = response.status_code
            if status < 400:
                try:
                    return response.text, response.json()
                except ValueError as exc:
                    raise RequestError(
                        f"malformed JSON in response body: {response.text[:200]!r}",
                        status=status,
                        attempts=attempt + 1,
                        url=url,
                    ) from exc
            message = _error_message(response)
            if status not in policy.retry_statuses:
                raise RequestError(message, status=status, attempts=attempt + 1, url=url)
            retry_after = parse_retry_after(response.headers.get("retry-after"))
            if retry_after is not None:
                wait = min(retry_after, policy.max_retry_after)
        if attempt == policy.max_retries:
            break
        await asyncio.sleep(wait if wait is not None else policy.backoff(attempt))
    raise RequestError(message, status=status, attempts=policy.max_retries + 1, url=url)


#: A limit every worker's requests share (installed by multi-worker executors, see
#: :func:`set_request_limiter`); None: each client's own ``max_concurrency`` only.
_request_limiter: Any = None


def set_request_limiter(limiter: Any) -> Any:
    """Make every :class:`EndpointClient` of this process take a slot of ``limiter`` per request.

    ``limiter(url, limit)`` returns an async context manager held while the request (with its
    retries) is in flight; ``limit`` is the client's ``max_concurrency``. An executor that scores
    on many workers (``scorewire-ray``) installs one backed by a shared semaphore per URL, so
    judges and other HTTP evaluators keep their limit across the cluster. None removes it.
    Returns the previous limiter.
    """
    global _request_limiter
    previous, _request_limiter = _request_limiter, limiter
    return previous


class EndpointClient:
    """What an HTTP system needs to talk to one endpoint, shared by every scorewire system.

    Holds an ``httpx.AsyncClient`` per running event loop (built on first use, and
    again if ``evaluate()`` is called from a new loop), whose connection pool does
    O(1) work per request (httpcore's own pool rescans every connection for every
    queued request at each state change, see ``_transport.py``); bounds requests in
    flight to ``max_concurrency``; adds ``Authorization: Bearer <key>`` from the
    environment variable ``api_key_env`` at request time (the key is never stored);
    and retries per :class:`RetryPolicy` through :func:`post_json`.

    With ``cache`` (a :class:`ResponseCache`), a request whose URL and body were
    answered before is served from the cache without touching the network; see
    the cache's modes. A cache hit does not take a concurrency slot.
    """

    def __init__(
        self,
        *,
        max_concurrency: int = 64,
        timeout: float = 60.0,
        api_key_env: str | None = None,
        cache: ResponseCache | None = None,
    ) -> None:
        self.max_concurrency = max_concurrency
        self.timeout = timeout
        self.api_key_env = api_key_env
        self.cache = cache
        self._client: httpx.AsyncClient | None = None
        self._slots: asyncio.Semaphore | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def _ensure(self) -> tuple[httpx.AsyncClient, asyncio.Semaphore]:
        import httpx

        from ._transport import FreeListTransport

        loop = asyncio.get_running_loop()
        if self._client is None or self._slots is None or self._loop is not loop:
            transport = FreeListTransport(max_connections=self.max_concurrency)
            self._client = httpx.AsyncClient(transport=transport, timeout=self.timeout)
            self._slots = asyncio.Semaphore(self.max_concurrency)
            self._loop = loop
        return self._client, self._slots

    def headers(self) -> dict[str, str]:
        """The authorization header, read from the environment now (empty without a key)."""
        key = os.environ.get(self.api_key_env) if self.api_key_env else None
        return {"Authorization": f"Bearer {key}"} if key else {}

    async def post_json(self, url: str, payload: Mapping[str, Any], *, policy: RetryPolicy = RetryPolicy()) -> Any:
        """POST with retries, at most ``max_concurrency`` at once; see :func:`post_json`.

        With a cache: a hit is decoded from the stored raw body; a successful,
        cacheable reply is stored (read-write and refresh modes); a miss in
        read-only mode raises :class:`CacheMissError`.
        """
        cache = self.cache
        if cache is not None:
            raw = cache.get(url, payload)
            if raw is not None:
                try:
                    return json.loads(raw)
                except ValueError:
                    pass  # a damaged entry: ask again and overwrite it
        client, slots = self._ensure()
        async with slots:
            limiter = _request_limiter
            if limiter is None:
                raw, body = await _post_json_raw(
                    client, url, payload, headers=self.headers(), timeout=self.timeout, policy=policy
                )
            else:
                async with limiter(url, self.max_concurrency):
                    raw, body = await _post_json_raw(
                        client, url, payload, headers=self.headers(), timeout=self.timeout, policy=policy
                    )
        if cache is not None and cacheable(body):
            cache.put(url, payload, raw)
        return body

    async def aclose(self) -> None:
        """Close the connection pool (a later request opens a new one)."""
        if self._client is not None:
            await self._client.aclose()
            self._client = None
