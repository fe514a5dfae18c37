"""Multi-scorers: several evaluators' verdicts on one row combined into one key."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Mapping, Sequence
from typing import Any

from ._errors import ScorewireError
from ._evaluator import Scores, evaluator_version, is_evaluator_class
from ._options import build_evaluator


class MultiScorer:
    """Combine several evaluators' scores on one row with a reducer.

    Three judges voting, or two extraction methods that must both agree::

        from scorewire import MultiScorer, evaluate

        both = MultiScorer(
            "math_agree",
            ["math_equivalence", "answer_quality"],
            keys={"math_equivalence": "math_equiv", "answer_quality": "exact_match"},
            reducer="all",
        )
        evaluate(dataset="gsm8k", data_path="test.jsonl", evaluators=[both])

    The row keeps every part: its scores as ``<evaluator>.<key>`` and its
    details under ``details["parts"]``. A part that fails (raises, or lacks its
    key) is left out of the combination and named in ``details["part_errors"]``;
    when every part fails the row records an error.

    :param name: the evaluator name (and default combined key).
    :param parts: evaluator names (built from the installed plugins), classes or instances.
    :param keys: the score key to take from each part, by part name; a part with
        one score key (not starting with ``_``) needs no entry.
    :param reducer: ``"mean"``, ``"majority"``, ``"any"`` (max), ``"all"`` (min),
        or any reducer name, :class:`~scorewire.Reducer` or function.
    :param key: the combined score key (default ``name``).
    :param options: options for parts built by name, ``{part: {option: value}}``.
    """

    version = "1"

    def __init__(
        self,
        name: str,
        parts: Sequence[Any],
        *,
        keys: Mapping[str, str] | None = None,
        reducer: Any = "mean",
        key: str | None = None,
        options: Mapping[str, Mapping[str, Any]] | None = None,
        registry: Any = None,
    ) -> None:
        from ._plugins import default_registry

        if not parts:
            raise ValueError(f"multi-scorer {name!r} needs at least one part")
        self.name = name
        self.key = key or name
        self.keys = dict(keys or {})
        reg = registry or default_registry()
        self.reducer = reg.get_reducer(reducer)
        self.parts: list[tuple[str, Any]] = []
        for spec in parts:
            if isinstance(spec, str):
                part = reg.get_evaluator(spec, **(options or {}).get(spec, {}))
            elif is_evaluator_class(spec):
                part = build_evaluator(spec, (options or {}).get(spec.name, {}))
            else:
                part = spec
            pname = getattr(part, "name", None)
            if not isinstance(pname, str) or not callable(getattr(part, "score", None)):
                raise TypeError(f"part {spec!r} of multi-scorer {name!r} is not an evaluator")
            if any(pname == other for other, _ in self.parts):
                raise ValueError(f"multi-scorer {name!r} lists part {pname!r} twice")
            self.parts.append((pname, part))
        unknown = set(self.keys) - {p for p, _ in self.parts}
        if unknown:
            raise ValueError(f"multi-scorer {name!r}: keys= names {sorted(unknown)}, which are not parts")
        self.version = "1+" + ",".join(f"{p}={evaluator_version(e)}" for p, e in self.parts)
        if any(inspect.iscoroutinefunction(getattr(e, "ascore", None)) for _, e in self.parts):
            self.ascore = self._ascore

    def _pick(self, part: str, scores: Mapping[str, float]) -> float:
        wanted = self.keys.get(part)
        if wanted is None:
            public = [k for k in scores if not k.startswith("_")]
            if len(public) != 1:
                raise ScorewireError(
                    f"multi-scorer {self.name!r}: part {part!r} gives keys {public}; say which one with keys={{{part!r}: ...}}"
                )
            wanted = public[0]
        if wanted not in scores:
            raise ScorewireError(f"part {part!r} gave no {wanted!r} score")
        return float(scores[wanted])

    def _combine(self, results: list[tuple[str, Any]]) -> Scores:
        out: dict[str, float] = {}
        details: dict[str, Any] = {"parts": {}, "method": self.reducer.name}
        errors: dict[str, str] = {}
        values: list[float] = []
        for part, result in results:
            if isinstance(result, BaseException):
                errors[part] = f"{type(result).__name__}: {result}"
                continue
            for k, v in result.items():
                out[f"{part}.{k}"] = float(v)
            part_details = getattr(result, "details", None)
            if part_details:
                details["parts"][part] = part_details
            try:
                values.append(self._pick(part, result))
            except ScorewireError as exc:
                errors[part] = str(exc)
        if errors:
            details["part_errors"] = errors
        if not values:
            raise ScorewireError(f"multi-scorer {self.name!r}: every part failed: {errors}")
        combined = self.reducer(values)
        if combined is None:
            raise ScorewireError(f"multi-scorer {self.name!r}: reducer {self.reducer.name!r} gave no value")
        out[self.key] = float(combined)
        return Scores(out, details=details)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        results: list[tuple[str, Any]] = []
        for part, ev in self.parts:
            try:
                if inspect.iscoroutinefunction(getattr(ev, "ascore", None)):
                    results.append((part, asyncio.run(ev.ascore(original, processed))))
                else:
                    results.append((part, ev.score(original, processed)))
            except Exception as exc:
                results.append((part, exc))
        return self._combine(results)

    async def _ascore(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        async def run(ev: Any) -> Any:
            if inspect.iscoroutinefunction(getattr(ev, "ascore", None)):
                return await ev.ascore(original, processed)
            return ev.score(original, processed)

        gathered = await asyncio.gather(*(run(ev) for _, ev in self.parts), return_exceptions=True)
        return self._combine([(p, r) for (p, _), r in zip(self.parts, gathered, strict=True)])
