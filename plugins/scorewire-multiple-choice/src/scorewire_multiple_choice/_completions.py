"""A system that asks an OpenAI-compatible ``/v1/completions`` endpoint for option loglikelihoods.

For each example it sends one request whose ``prompt`` is the list
``[context + delimiter + option for option in options]`` with ``echo=True``,
``max_tokens=0`` and ``logprobs=1``: the server scores the prompt tokens and
returns, per prompt, ``tokens``, ``token_logprobs``, ``top_logprobs`` and
``text_offset`` (character offsets of each token in the prompt).

The continuation is everything after the context. A token whose span crosses the
context boundary (say ``": "`` when the context ends in ``":"`` and the
delimiter is ``" "``) belongs to the continuation: dropping it would lose the
probability of the delimiter, and counting it nowhere would make the options'
loglikelihoods incomparable. Each token's span ends where the next token starts.

lm-evaluation-harness's OpenAI backend does the same with token ids (it
tokenizes locally, sends ``max_tokens=1`` and drops the extra token); here the
server does all tokenization, so no tokenizer is needed on the client. Tokens
the server generates past the prompt (servers that ignore ``max_tokens=0``) are
ignored.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorewire import RequestError, RetryPolicy
from scorewire.http import EndpointClient

from ._loglikelihood import argmax_first


@dataclass(frozen=True)
class ContinuationScore:
    """The loglikelihood of one continuation, and how it was found."""

    loglikelihood: float
    is_greedy: bool | None
    tokens: list[str]
    straddles_boundary: bool


def score_continuation(logprobs: Mapping[str, Any], prompt: str, context_len: int) -> ContinuationScore:
    """Sum the logprobs of the tokens after ``context_len`` characters of ``prompt``.

    :param logprobs: one completion choice's ``logprobs`` object.
    :param prompt: the prompt that was sent (context + delimiter + continuation).
    :param context_len: ``len(context)`` in characters.
    :raises ValueError: the logprobs are malformed, or a continuation token has
        no logprob (the continuation starts at the very first token).
    """
    tokens = logprobs.get("tokens")
    lps = logprobs.get("token_logprobs")
    offsets = logprobs.get("text_offset")
    tops = logprobs.get("top_logprobs")
    if not isinstance(tokens, list) or not isinstance(lps, list) or not isinstance(offsets, list):
        raise ValueError("logprobs need 'tokens', 'token_logprobs' and 'text_offset' lists (send echo=True)")
    if not (len(tokens) == len(lps) == len(offsets)):
        raise ValueError("logprobs 'tokens', 'token_logprobs' and 'text_offset' differ in length")
    end_of_prompt = len(prompt)
    total = 0.0
    greedy: bool | None = True
    picked: list[str] = []
    straddles = False
    for i, start in enumerate(offsets):
        if start >= end_of_prompt:
            break  # generated, not part of the prompt
        end = offsets[i + 1] if i + 1 < len(offsets) else end_of_prompt
        if end <= context_len and start < context_len:
            continue  # wholly inside the context
        if start < context_len:
            straddles = True
        lp = lps[i]
        if lp is None:
            raise ValueError(
                f"token {i} ({tokens[i]!r}) of the continuation has no logprob: the context must not be empty"
            )
        total += float(lp)
        picked.append(str(tokens[i]))
        if greedy is not None:
            top = tops[i] if isinstance(tops, list) and i < len(tops) else None
            if not isinstance(top, Mapping) or not top:
                greedy = None  # unknown: the server sent no top logprobs
            elif float(lp) < max(float(v) for v in top.values()):
                greedy = False
    if not picked:
        raise ValueError(f"no token starts after character {context_len} of the echoed prompt")
    return ContinuationScore(total, greedy, picked, straddles)


def default_context(example: Mapping[str, Any]) -> str:
    """``context``, else ``prompt``, else ``"Question: {question}\\nAnswer:"``."""
    for key in ("context", "prompt"):
        value = example.get(key)
        if isinstance(value, str) and value:
            return value
    question = example.get("question")
    if isinstance(question, str) and question:
        return f"Question: {question}\nAnswer:"
    raise KeyError(f"example {example.get('id')!r} has no 'context', 'prompt' or 'question' to condition on")


@dataclass
class CompletionsLoglikelihoodSystem:
    """Per-option loglikelihoods from an OpenAI-compatible ``/v1/completions`` endpoint.

    ``process(example)`` returns ``{"response": <best option>, "loglikelihoods":
    [...], "is_greedy": [...], "continuation_tokens": [[...], ...],
    "straddles_boundary": [...]}``, the input of the ``mc_loglikelihood``
    evaluator.

    What is scored: for an example with ``contexts`` (one per option, Winogrande)
    and ``continuation``, ``contexts[i] + delimiter + continuation``; otherwise
    ``context + delimiter + c`` for each ``c`` in ``continuations`` (if present)
    else ``choices``.

    :param model: model name sent in each request.
    :param base_url: e.g. ``http://localhost:8000/v1``.
    :param api_key_env: environment variable holding the API key, if any.
    :param context: builds the context from an example (default
        :func:`default_context`), or a ``str.format`` template over its fields.
    :param target_delimiter: put between context and continuation (" ", as
        lm-evaluation-harness).
    :param batch_choices: send all options in one request (list prompt); when
        the server rejects a list prompt (400/404/422) the system falls back to
        one request per option and remembers it.
    :param unconditional_context: when set (e.g. ``"<|endoftext|>"``), also
        score each option after this context and return
        ``unconditional_loglikelihoods`` for ``acc_mutual_info``.
    :param max_tokens: 0 (score the prompt only); some servers need 1.
    :param timeout: seconds per request.
    :param retry: retry policy (429/5xx/timeouts/connection errors), as the core's systems.
    :param max_concurrency: requests in flight at once.
    :param params: extra request fields.
    """

    #: The run mode this system works in (``evaluate`` picks the benchmark's evaluators by it).
    mode = "loglikelihood"
    model: str
    base_url: str = "http://localhost:8000/v1"
    api_key_env: str = "OPENAI_API_KEY"
    context: Callable[[Mapping[str, Any]], str] | str | None = None
    target_delimiter: str = " "
    batch_choices: bool = True
    unconditional_context: str | None = None
    max_tokens: int = 0
    timeout: float = 60.0
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    max_concurrency: int = 32
    params: dict[str, Any] = field(default_factory=lambda: {"temperature": 0.0})
    name: str = ""
    _endpoint: EndpointClient = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if not self.name:
            self.name = f"{self.model}-loglikelihood"
        self._endpoint = EndpointClient(
            max_concurrency=self.max_concurrency, timeout=self.timeout, api_key_env=self.api_key_env
        )

    @property
    def url(self) -> str:
        """The completions endpoint."""
        return self.base_url.rstrip("/") + "/completions"

    def requests_for(self, example: Mapping[str, Any]) -> list[tuple[str, str]]:
        """The ``(context, continuation)`` pairs scored for ``example``, one per option."""
        contexts = example.get("contexts")
        if isinstance(contexts, (list, tuple)) and contexts:
            cont = str(example.get("continuation", ""))
            return [(str(c), self.target_delimiter + cont) for c in contexts]
        if self.context is None:
            ctx = default_context(example)
        elif isinstance(self.context, str):
            ctx = self.context.format(**example)
        else:
            ctx = self.context(example)
        options = example.get("continuations") or example.get("choices")
        if not isinstance(options, (list, tuple)) or not options:
            raise KeyError(f"example {example.get('id')!r} has no 'choices' (or 'continuations') to score")
        return [(ctx, self.target_delimiter + str(o)) for o in options]

    def _payload(self, prompt: str | list[str]) -> dict[str, Any]:
        return {
            **self.params,
            "model": self.model,
            "prompt": prompt,
            "echo": True,
            "max_tokens": self.max_tokens,
            "logprobs": 1,
        }

    async def _post(self, prompt: str | list[str]) -> Any:
        return await self._endpoint.post_json(self.url, self._payload(prompt), policy=self.retry)

    def _logprobs_of(self, body: Any, n: int) -> list[Mapping[str, Any]]:
        try:
            choices = sorted(body["choices"], key=lambda c: int(c.get("index", 0)))
            out = [c["logprobs"] for c in choices]
        except (KeyError, TypeError, ValueError) as exc:
            raise RequestError(
                f"completions response has no choices[].logprobs: {str(body)[:200]}",
                status=200,
                attempts=1,
                url=self.url,
            ) from exc
        if len(out) != n or not all(isinstance(lp, Mapping) for lp in out):
            raise RequestError(
                f"expected {n} choices with logprobs, got {len(out)}", status=200, attempts=1, url=self.url
            )
        return out

    async def _score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[ContinuationScore]:
        prompts = [c + k for c, k in pairs]
        logprobs: list[Mapping[str, Any]]
        if self.batch_choices and len(prompts) > 1:
            try:
                logprobs = self._logprobs_of(await self._post(prompts), len(prompts))
            except RequestError as exc:
                if exc.status not in (400, 404, 422):
                    raise
                self.batch_choices = False  # the server takes one prompt per request
                return await self._score_pairs(pairs)
        else:
            bodies = await asyncio.gather(*(self._post(p) for p in prompts))
            logprobs = [self._logprobs_of(b, 1)[0] for b in bodies]
        return [score_continuation(lp, p, len(c)) for lp, p, (c, _) in zip(logprobs, prompts, pairs, strict=True)]

    async def process(self, example: Mapping[str, Any]) -> dict[str, Any]:
        """Score every option of ``example``; raise :class:`~scorewire.RequestError` if a request fails."""
        pairs = self.requests_for(example)
        scored = await self._score_pairs(pairs)
        lls = [s.loglikelihood for s in scored]
        labels = example.get("choices") or [k for _, k in pairs]
        out: dict[str, Any] = {
            "response": str(labels[argmax_first(lls)]).strip() if len(labels) == len(lls) else "",
            "loglikelihoods": lls,
            "is_greedy": [s.is_greedy for s in scored] if all(s.is_greedy is not None for s in scored) else None,
            "continuation_tokens": [s.tokens for s in scored],
            "straddles_boundary": [s.straddles_boundary for s in scored],
        }
        if out["is_greedy"] is None:
            del out["is_greedy"]
        if self.unconditional_context is not None:
            uncond = await self._score_pairs([(self.unconditional_context, k) for _, k in pairs])
            out["unconditional_loglikelihoods"] = [s.loglikelihood for s in uncond]
        return out

    async def aclose(self) -> None:
        """Close the HTTP connection pool."""
        await self._endpoint.aclose()
