"""What every judge evaluator shares: options, the endpoint, the failure contract, aggregations."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from scorewire import CorpusScore, RatioOfSums, Scores

from ._client import JudgeEndpoint, Ledger, Reply
from ._failures import JudgeFailure, failed_scores

COMPAT_MODES = ("alpaca_eval", "fastchat", "inspect", "simple_evals", "prometheus")
T = TypeVar("T")

#: Summary entries every judge evaluator declares.
BASE_AGGREGATIONS = (
    RatioOfSums("judge_coverage", "_judge_scored", "_judge_attempted"),
    CorpusScore("judge_calls", ("_judge_calls",), lambda s: s["_judge_calls"]),
    CorpusScore("judge_cache_hits", ("_judge_cache_hits",), lambda s: s["_judge_cache_hits"]),
    CorpusScore("judge_total_tokens", ("_judge_total_tokens",), lambda s: s["_judge_total_tokens"]),
    CorpusScore("judge_cost_usd", ("_judge_cost_usd",), lambda s: s["_judge_cost_usd"]),
)


def _field_text(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return "\n".join(str(v) for v in value)
    return "" if value is None else str(value)


class _NoEndpoint:
    """Stands in for a judge endpoint that was not configured: every call raises a clear error."""

    model: str | None = None

    def __init__(self, message: str) -> None:
        self.message = message

    async def complete(self, *args: Any, **kwargs: Any) -> Reply:
        from scorewire import ScorewireError

        raise ScorewireError(self.message)

    async def aclose(self) -> None:
        return None


class JudgeEvaluator:
    """Base of the judge evaluators (not registered itself).

    Options named like :class:`scorewire.OpenAIChatSystem`'s: ``base_url``, ``model``,
    ``api_key_env``, ``timeout``, ``max_concurrency``; plus ``temperature`` (0),
    ``seed`` (0), ``max_tokens``, ``compat`` (None = strict), ``neutralize`` (on in strict mode,
    off in compat modes unless set),
    ``max_calls``, ``max_cost_usd``, ``price_per_1m_input``, ``price_per_1m_output``,
    ``params`` (extra request fields), ``cache`` (a :class:`scorewire.http.ResponseCache` or a file
    path) and ``cache_mode``; ``parse_retries`` (0): re-ask a reply without a valid verdict
    with a format reminder appended (a different request), every attempt in ``details["attempts"]``.
    """

    name = "judge"
    version = "1"
    uses_judge = True
    compat_modes: tuple[str, ...] = ()
    score_keys: tuple[str, ...] = ()

    def __init__(
        self,
        *,
        base_url: str | None = None,
        model: str | None = None,
        api_key_env: str | None = None,
        timeout: float = 120.0,
        max_concurrency: int = 64,
        temperature: float | None = 0.0,
        seed: int | None = 0,
        max_tokens: int | None = None,
        compat: str | None = None,
        neutralize: bool | None = None,
        max_calls: int | None = None,
        max_cost_usd: float | None = None,
        price_per_1m_input: float | None = None,
        price_per_1m_output: float | None = None,
        price_per_token: float | None = None,
        params: Mapping[str, Any] | None = None,
        cache: Any = None,
        cache_mode: str = "read-write",
        parse_retries: int = 0,
        endpoint: JudgeEndpoint | None = None,
    ) -> None:
        if compat is not None and compat not in self.compat_modes:
            offered = ", ".join(self.compat_modes) or "none"
            raise ValueError(f"{self.name}: compat={compat!r} is not offered (offered: {offered})")
        self.compat = compat
        if parse_retries < 0:
            raise ValueError(f"{self.name}: parse_retries must be 0 or more")
        self.parse_retries = parse_retries
        # Compat modes render byte-for-byte like the reference unless neutralising is asked for.
        self.neutralize = (compat is None) if neutralize is None else neutralize
        self.endpoint: Any
        if endpoint is not None:
            self.endpoint = endpoint
        elif base_url and model:
            self.endpoint = JudgeEndpoint(
                base_url=base_url,
                model=model,
                api_key_env=api_key_env,
                timeout=timeout,
                max_concurrency=max_concurrency,
                temperature=temperature,
                seed=seed,
                max_tokens=max_tokens,
                params=params,
                max_calls=max_calls,
                max_cost_usd=max_cost_usd,
                price_per_1m_input=price_per_1m_input,
                price_per_1m_output=price_per_1m_output,
                price_per_token=price_per_token,
                cache=cache,
                cache_mode=cache_mode,
            )
        else:
            # Rows that need no call (AlpacaEval's identical outputs) still score; any call
            # raises this error on its row.
            self.endpoint = _NoEndpoint(
                f"{self.name} needs a judge endpoint: pass base_url= and model= "
                f"(CLI: --judge-url URL --judge-model NAME, or --option {self.name}.base_url=...)"
            )
        self.aggregations: tuple[Any, ...] = BASE_AGGREGATIONS

    # -- the contract -------------------------------------------------------------------

    async def judge(self, original: Mapping[str, Any], processed: Mapping[str, Any], ledger: Ledger) -> Scores:
        """Produce the scores of one row; raise :class:`JudgeFailure` when there is no verdict."""
        raise NotImplementedError

    async def ascore(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Judge one row. A judge failure gives a row with no score key and a reason."""
        ledger = Ledger()
        details: dict[str, Any] = {"judge_model": self.endpoint.model}
        if self.compat:
            details["compat"] = self.compat
        system_model = processed.get("model")
        if isinstance(system_model, str) and system_model == self.endpoint.model:
            details["self_judging"] = True
        try:
            scores = await self.judge(original, processed, ledger)
        except JudgeFailure as exc:
            details.update(exc.extra)
            details.update(self._ledger_details(ledger))
            return failed_scores(exc.reason, exc.text, details, ledger.stats())
        scores.update(ledger.stats())
        scores["_judge_attempted"] = 1.0
        scores["_judge_scored"] = 1.0
        scores["_judge_failed"] = 0.0
        merged = {**details, **self._ledger_details(ledger), **scores.details}
        scores.details = merged
        return scores

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Synchronous :meth:`ascore` (for use outside an event loop)."""
        import asyncio  # not at module level: discovery imports this module

        return asyncio.run(self.ascore(original, processed))

    @staticmethod
    def _ledger_details(ledger: Ledger) -> dict[str, Any]:
        out: dict[str, Any] = {"judge_calls": ledger.calls}
        if ledger.requests:
            out["requests"] = ledger.requests
        if ledger.usage_missing:
            out["usage_missing"] = True
        return out

    # -- helpers for subclasses ---------------------------------------------------------

    async def ask(
        self,
        messages: Sequence[dict[str, str]],
        ledger: Ledger,
        parse: Callable[[str], T],
        details: dict[str, Any],
        reminder: str,
        **request: Any,
    ) -> tuple[T, Reply]:
        """One judge call and its parse, re-asked up to ``parse_retries`` times with ``reminder``.

        :raises JudgeFailure: the last attempt has no valid verdict (``truncated`` when it was
            cut off by the token limit), carrying ``details`` and every attempt.
        """
        attempts: list[dict[str, Any]] = []
        conversation = list(messages)
        for attempt in range(self.parse_retries + 1):
            reply = await self.endpoint.complete(conversation, ledger, **request)
            try:
                value = parse(reply.text)
            except JudgeFailure as exc:
                reason = "truncated" if reply.finish_reason == "length" and exc.reason == "no_verdict" else exc.reason
                attempts.append({"reason": reason, "judge_text": reply.text})
                if attempt == self.parse_retries:
                    if len(attempts) > 1:
                        details["attempts"] = attempts
                    raise JudgeFailure(reason, reply.text, **details, **exc.extra) from None
                conversation = [
                    *messages,
                    {"role": "assistant", "content": reply.text},
                    {"role": "user", "content": reminder},
                ]
                continue
            if attempts:
                details["attempts"] = [*attempts, {"judge_text": reply.text}]
            return value, reply
        raise AssertionError("unreachable")

    def text_of(self, mapping: Mapping[str, Any], field: str, *, where: str, hint: str | None = None) -> str:
        """A text field, or a :class:`scorewire.MissingFieldError` naming the evaluator, field and row."""
        from scorewire import MissingFieldError

        value = mapping.get(field)
        if value is None:
            raise MissingFieldError(self.name, field, mapping.get("id"), hint or f"the {where} field {field!r}")
        return _field_text(value)

    def first_text(self, mapping: Mapping[str, Any], fields: tuple[str, ...]) -> str:
        """The first present field among ``fields`` (a :class:`MissingFieldError` naming all of them otherwise)."""
        from scorewire import MissingFieldError

        for f in fields:
            if mapping.get(f) is not None:
                return _field_text(mapping[f])
        raise MissingFieldError(self.name, fields[0], mapping.get("id"), f"one of {', '.join(fields)}")

    async def aclose(self) -> None:
        """Close the judge's connection pool."""
        await self.endpoint.aclose()
