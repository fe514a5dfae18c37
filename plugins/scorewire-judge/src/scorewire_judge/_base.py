"""What every judge evaluator shares: options, the endpoint, the failure contract, aggregations."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from scorewire import Configurable, EvaluatorOptionError, Scores, option

from ._failures import JudgeFailure, failed_scores

if TYPE_CHECKING:
    from ._client import Ledger, Reply

# The judge client (hashlib, json, pathlib) and the core's aggregations are imported when a
# judge is built or run: plugin discovery imports this module for the evaluator classes only.

COMPAT_MODES = ("alpaca_eval", "fastchat", "inspect", "simple_evals", "prometheus")
T = TypeVar("T")


@cache
def base_aggregations() -> tuple[Any, ...]:
    """Summary entries every judge evaluator declares (built once, on first use)."""
    from scorewire import CorpusScore, RatioOfSums

    return (
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


def _non_negative_int(value: int) -> str | None:
    return None if value >= 0 else "must be 0 or more"


class JudgeEvaluator(Configurable):
    """Base of the judge evaluators (not registered itself).

    Its options, shared by every judge, are named like :class:`scorewire.OpenAIChatSystem`'s
    (``base_url``, ``model``, ``api_key_env``, ``timeout``, ``max_concurrency``), plus the
    request, budget, cache and compatibility options declared below.
    """

    name = "judge"
    version = "1"
    uses_judge = True
    compat_modes: ClassVar[tuple[str, ...]] = ()
    score_keys: ClassVar[tuple[str, ...]] = ()

    base_url: str | None = option(None, "OpenAI-compatible endpoint of the judge (with model; else endpoint=).")
    model: str | None = option(None, "The judge model.")
    api_key_env: str | None = option(None, "Environment variable holding the judge's API key (never the key).")
    timeout: float = option(120.0, "Seconds per judge request.")
    max_concurrency: int = option(64, "Judge requests in flight.")
    temperature: float | None = option(0.0, "Sampling temperature of the judge (None: the endpoint's default).")
    seed: int | None = option(0, "Seed sent with each judge request (None: none).")
    max_tokens: int | None = option(None, "Token limit of a judge reply.")
    compat: str | None = option(
        None,
        "Reproduce a reference implementation's prompts and parsing (this evaluator's compat modes); None: strict.",
    )
    neutralize: bool | None = option(
        None, "Neutralise placeholder-like text in the data (None: on in strict mode, off in compat modes)."
    )
    max_calls: int | None = option(None, "Stop calling the judge after this many requests.")
    max_cost_usd: float | None = option(None, "Stop calling the judge past this estimated cost.")
    price_per_1m_input: float | None = option(None, "USD per million input tokens, for the cost estimate.")
    price_per_1m_output: float | None = option(None, "USD per million output tokens, for the cost estimate.")
    price_per_token: float | None = option(None, "USD per token (input and output), for the cost estimate.")
    params: Mapping[str, Any] | None = option(None, "Extra request fields sent with every judge request.")
    cache: Any = option(None, "A scorewire.http.ResponseCache or a file path: judge replies are cached there.")
    cache_mode: str = option("read-write", "How the cache is used (read-write, read, write, off).")
    parse_retries: int = option(
        0,
        "Re-ask a reply without a valid verdict this many times, with a format reminder appended; "
        "every attempt is in details['attempts'].",
        check=_non_negative_int,
    )
    endpoint: Any = option(None, "A ready JudgeEndpoint (Python only), instead of base_url and model.")

    def __post_init__(self) -> None:
        super().__post_init__()
        compat = self.compat
        if compat is not None and compat not in self.compat_modes:
            offered = ", ".join(self.compat_modes) or "none"
            raise EvaluatorOptionError(self.name, "compat", f"{compat!r} is not offered (offered: {offered})")
        # Compat modes render byte-for-byte like the reference unless neutralising is asked for.
        self._neutralize: bool = (compat is None) if self.neutralize is None else self.neutralize
        if self.endpoint is None and self.base_url and self.model:
            from ._client import JudgeEndpoint

            self.endpoint = JudgeEndpoint(
                base_url=self.base_url,
                model=self.model,
                api_key_env=self.api_key_env,
                timeout=self.timeout,
                max_concurrency=self.max_concurrency,
                temperature=self.temperature,
                seed=self.seed,
                max_tokens=self.max_tokens,
                params=self.params,
                max_calls=self.max_calls,
                max_cost_usd=self.max_cost_usd,
                price_per_1m_input=self.price_per_1m_input,
                price_per_1m_output=self.price_per_1m_output,
                price_per_token=self.price_per_token,
                cache=self.cache,
                cache_mode=self.cache_mode,
            )
        elif self.endpoint is None:
            # Rows that need no call (AlpacaEval's identical outputs) still score; any call
            # raises this error on its row.
            self.endpoint = _NoEndpoint(
                f"{self.name} needs a judge endpoint: pass base_url= and model= "
                f"(CLI: --judge-url URL --judge-model NAME, or --option {self.name}.base_url=...)"
            )
        self.aggregations: tuple[Any, ...] = base_aggregations()

    # -- the contract -------------------------------------------------------------------

    async def judge(self, original: Mapping[str, Any], processed: Mapping[str, Any], ledger: Ledger) -> Scores:
        """Produce the scores of one row; raise :class:`JudgeFailure` when there is no verdict."""
        raise NotImplementedError

    async def ascore(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Judge one row. A judge failure gives a row with no score key and a reason."""
        from ._client import Ledger

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
