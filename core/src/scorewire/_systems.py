"""Systems: the things being evaluated. Anything that maps an example to a response."""

from __future__ import annotations

import asyncio
import inspect
import json
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias, runtime_checkable

from ._cache import ResponseCache, as_cache
from ._errors import RequestError
from .http import EndpointClient, RetryPolicy

if TYPE_CHECKING:
    pass


@runtime_checkable
class System(Protocol):
    """An object with a ``name`` and ``process(example)``, sync or async.

    ``process`` returns a mapping with at least ``response`` (a string),
    or just the response string.
    """

    name: str

    def process(self, example: Mapping[str, Any]) -> Any: ...


#: What ``evaluate(systems=...)`` accepts for one system: a :class:`System`, or a plain
#: callable ``f(example) -> str | dict`` (named after the function).
SystemSpec: TypeAlias = System | Callable[[Mapping[str, Any]], Any]


@dataclass
class _FunctionSystem:
    """Adapts a plain callable ``f(example) -> str | dict`` to the System shape."""

    name: str
    fn: Callable[[Mapping[str, Any]], Any]

    def process(self, example: Mapping[str, Any]) -> Any:
        return self.fn(example)


def as_system(obj: object) -> Any:
    """Accept a System, or a plain callable (named after the function)."""
    if hasattr(obj, "process") and callable(obj.process):
        if not isinstance(getattr(obj, "name", None), str):
            raise TypeError(f"system {obj!r} has process() but no string 'name'")
        return obj
    if callable(obj):
        name = getattr(obj, "__name__", None) or type(obj).__name__
        return _FunctionSystem(name, obj)
    raise TypeError(f"{obj!r} is not a system: give an object with name and process(), or a callable")


def is_async_system(system: object) -> bool:
    """True when the system's ``process`` is a coroutine function."""
    fn = system.fn if isinstance(system, _FunctionSystem) else getattr(system, "process", None)
    # A callable object whose __call__ is async counts too.
    dunder_call = type(fn).__dict__.get("__call__")
    return inspect.iscoroutinefunction(fn) or inspect.iscoroutinefunction(dunder_call)


def normalize_output(value: object, system_name: str) -> dict[str, Any]:
    """A system's return value as a ``processed`` dict with a string ``response``."""
    if isinstance(value, str):
        return {"response": value}
    if isinstance(value, Mapping):
        if "response" not in value:
            raise ValueError(f"system {system_name!r} returned a mapping without a 'response' key")
        return dict(value)
    raise TypeError(f"system {system_name!r} returned {type(value).__name__}; return a str or a dict with 'response'")


PROMPT_FIELDS = ("prompt", "question", "input", "instruction")


def default_prompt(example: Mapping[str, Any]) -> str:
    """The text sent to a model: ``prompt``, else ``question``, else ``input``, else ``instruction``.

    Multiple-choice examples with ``choices`` and no ``prompt`` get the
    options appended as ``A. ...`` lines.
    """
    for key in PROMPT_FIELDS:
        value = example.get(key)
        if isinstance(value, str) and value:
            if key != "prompt" and isinstance(example.get("choices"), list):
                letters = "ABCDEFGHIJ"
                opts = "\n".join(f"{letters[i]}. {c}" for i, c in enumerate(example["choices"][:10]))
                return f"{value}\n\n{opts}\n\nAnswer with the letter of the correct option."
            return value
    raise KeyError(f"example {example.get('id')!r} has none of the prompt fields {PROMPT_FIELDS}")


@dataclass
class OpenAIChatSystem:
    """A model behind an OpenAI-compatible ``/chat/completions`` endpoint.

    :param model: the model name sent in each request.
    :param base_url: e.g. ``https://api.openai.com/v1`` or ``http://localhost:8000/v1``.
    :param api_key_env: environment variable holding the API key (read when
        the first request is made, never stored in results).
    :param prompt: builds the user message from an example (default
        :func:`default_prompt`), or a ``str.format`` template over its fields.
    :param system_prompt: optional system message.
    :param timeout: seconds per request.
    :param retry: retry policy (429/5xx/timeouts/connection errors).
    :param max_concurrency: requests in flight at once for this system
        (the run's ``max_concurrency`` also bounds it).
    :param params: extra request fields (``temperature``, ``max_tokens`` ...). With
        ``epochs``, a ``seed`` here is offset by the epoch, so each sample of an
        example is drawn with its own, reproducible seed.
    :param cache: a :class:`~scorewire.http.ResponseCache`, or a path to one
        (opened read-write), shared across runs; None (default) caches nothing.
    :param n_per_request: with ``epochs``, ask for all of an example's samples in one
        request (``"n": epochs``) and give each epoch its own choice, instead of one
        request per epoch; for endpoints that support ``n``.
    :param keep_reasoning: leave ``<think>…</think>`` blocks in the scored
        response (default: they move to the row's ``reasoning`` and are not scored).

    Replies are read as follows: ``content`` as a string, or as a list of parts
    whose text parts are joined; reasoning from ``reasoning_content`` (or
    ``reasoning``) and from leading ``<think>`` blocks goes to ``reasoning``;
    ``usage.completion_tokens_details.reasoning_tokens`` to ``reasoning_tokens``.
    A null content with ``finish_reason: length`` is an empty, ``truncated``
    response; with a ``refusal`` message it is a ``refusal``. Content of any other
    shape (a number, only image parts...) is a row error, never an empty answer.
    """

    model: str
    base_url: str = "https://api.openai.com/v1"
    api_key_env: str = "OPENAI_API_KEY"
    prompt: Callable[[Mapping[str, Any]], str] | str | None = None
    system_prompt: str | None = None
    timeout: float = 60.0
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    max_concurrency: int = 64
    params: dict[str, Any] = field(default_factory=lambda: {"temperature": 0.0})
    name: str = ""
    cache: ResponseCache | str | Path | None = field(default=None, repr=False)
    keep_reasoning: bool = False
    n_per_request: bool = False
    _endpoint: EndpointClient = field(init=False, repr=False)
    _shared: dict[Any, list[Any]] = field(init=False, repr=False, default_factory=dict)

    def __post_init__(self) -> None:
        if not self.name:
            self.name = self.model
        self.cache = as_cache(self.cache)
        self._endpoint = EndpointClient(
            max_concurrency=self.max_concurrency, timeout=self.timeout, api_key_env=self.api_key_env, cache=self.cache
        )

    def describe(self) -> dict[str, Any]:
        """What determines this system's replies (for the run store; never the key itself)."""
        prompt = self.prompt
        if callable(prompt):
            prompt = f"{getattr(prompt, '__module__', '?')}.{getattr(prompt, '__qualname__', repr(prompt))}"
        return {
            "model": self.model,
            "base_url": self.base_url,
            "api_key_env": self.api_key_env,
            "prompt": prompt,
            "system_prompt": self.system_prompt,
            "params": self.params,
            "keep_reasoning": self.keep_reasoning,
            "n_per_request": self.n_per_request,
        }

    def _render(self, example: Mapping[str, Any]) -> str:
        if self.prompt is None:
            return default_prompt(example)
        if isinstance(self.prompt, str):
            return self.prompt.format(**example)
        return self.prompt(example)

    def _messages(self, example: Mapping[str, Any]) -> list[dict[str, Any]]:
        # The run's prompt (the example's ``messages``) unless this system sets its own prompt.
        given = example.get("messages")
        if self.prompt is None and isinstance(given, list) and given:
            messages = [dict(m) for m in given]
            if self.system_prompt:
                messages = [m for m in messages if m.get("role") != "system"]
                messages.insert(0, {"role": "system", "content": self.system_prompt})
            return messages
        messages = []
        if self.system_prompt:
            messages.append({"role": "system", "content": self.system_prompt})
        messages.append({"role": "user", "content": self._render(example)})
        return messages

    async def process(self, example: Mapping[str, Any]) -> dict[str, Any]:
        """Send one chat request; raise :class:`~scorewire.RequestError` if it still fails."""
        messages = self._messages(example)
        payload = {"model": self.model, "messages": messages, **self.params}
        url = self.base_url.rstrip("/") + "/chat/completions"
        from ._chat import parse_chat_reply

        epoch = example.get("epoch")
        epochs = example.get("epochs")
        if self.n_per_request and isinstance(epochs, int) and epochs > 1:
            body = await self._one_of_n(example, payload, url, epochs)
        else:
            if epoch and isinstance(payload.get("seed"), int):
                payload["seed"] = payload["seed"] + int(epoch)  # with epochs, every sample has its own seed
            body = await self._endpoint.post_json(url, payload, policy=self.retry)
        out = parse_chat_reply(body, url, keep_reasoning=self.keep_reasoning)
        out["messages"] = messages  # what was sent, recorded on the row
        return out

    async def _one_of_n(self, example: Mapping[str, Any], payload: dict[str, Any], url: str, n: int) -> Any:
        """Sample ``epoch`` of an example from one request asking for ``n`` choices.

        The first epoch of an example to arrive sends the request (``"n": n``); the others
        wait for it and take their own choice. Usage is reported on epoch 0 only.
        """
        epoch = int(example.get("epoch") or 0)
        key = (example.get("id"), json.dumps(payload, sort_keys=True, default=str))
        entry = self._shared.get(key)
        if entry is None:
            future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
            entry = self._shared[key] = [future, 0]
            try:
                future.set_result(await self._endpoint.post_json(url, {**payload, "n": n}, policy=self.retry))
            except Exception as exc:
                future.set_exception(exc)
            except BaseException:
                future.cancel()
                raise
        try:
            body = await asyncio.shield(entry[0])
        finally:
            entry[1] += 1
            if entry[1] >= n:
                self._shared.pop(key, None)
        choices = body.get("choices") if isinstance(body, dict) else None
        if not isinstance(choices, list) or epoch >= len(choices):
            count = len(choices) if isinstance(choices, list) else 0
            raise RequestError(
                f"asked for n={n} choices, the endpoint returned {count} (it may not support n; "
                "use n_per_request=False to send one request per epoch)",
                status=200,
                attempts=1,
                url=url,
            )
        one = {**body, "choices": [choices[epoch]]}
        if epoch:
            one.pop("usage", None)
        return one

    async def aclose(self) -> None:
        """Close the HTTP connection pool."""
        await self._endpoint.aclose()


async def call_system(system: Any, example: Mapping[str, Any], executor: Any) -> Any:
    """Run one system on one example: await async ``process``, thread-pool sync ones."""
    if is_async_system(system):
        result: Awaitable[Any] = system.process(example)
        return await result
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(executor, system.process, example)
