"""``scoring_spec``: a weighted, deterministic 0–1000 score declared in a spec file."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from scorewire import Configurable, MissingFieldError, Scores, option

from .._values import MISSING, clip, lookup

if TYPE_CHECKING:
    from .._spec import CustomScriptSpec, DeterministicSpec


def read_submission(processed: Mapping[str, Any], field: str) -> tuple[Any, str | None]:
    """The submission at ``field`` of ``processed``; when absent there, at ``field`` of the JSON
    found in the response. ``response.<path>`` always reads the response's JSON (in score-only
    mode the row holds the ground truth under the plain names). Returns ``(value or MISSING, where)``."""
    response = processed.get("response")
    in_response = field.startswith("response.") and isinstance(response, str)
    if not in_response:
        value = lookup(processed, field)
        if value is not MISSING:
            return value, "processed"
    if isinstance(response, str):
        from .._extract import extract_json

        found = extract_json(response)
        if found.found:
            value = lookup(found.value, field[len("response.") :] if in_response else field)
            if value is not MISSING:
                return value, f"response JSON ({found.method})"
    return MISSING, None


def spec_digest(spec: Any) -> str:
    """A short hash of what a spec scores by: its dimensions, or the script's source and settings."""
    import hashlib
    import json

    import attrs

    data = attrs.asdict(spec, filter=lambda a, _: a.name not in ("index", "script"))
    text = json.dumps(data, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


class ScoringSpec(Configurable):
    """``scoring_spec``: score each row by a declared spec (see :func:`~scorewire_structured.load_spec`).

    ``deterministic`` specs: every dimension scores 0–1000 with its primitive; ``score`` is
    the weighted sum (weights sum to 1) and each dimension's points are under its name.
    ``field`` reads the submission from ``processed`` (the row itself in score-only mode),
    or, when absent there, from the JSON object of the response (``response.<path>`` always
    reads the response's JSON: in score-only mode the row holds the ground truth under the
    plain names); ``ground_truth_field``
    reads ``original``. Dotted paths (``a.b.0``) reach into nested values.

    ``custom-script`` specs: the script's ``score(submission, ground_truth)`` runs in
    scorewire-code's sandbox (no network, no secrets, time and memory limits) and must
    return a number in 0–1000, under ``score``. The first ``determinism_rows`` rows are
    run twice; two different results are a row error.
    """

    name: ClassVar[str] = "scoring_spec"
    #: the class's version; each instance's ``version`` adds a digest of its spec
    version = "1"

    spec: Any = option(doc="The scoring spec: a dict, JSON text, or a path to a JSON/YAML spec file; validated here.")

    def __init__(self, spec: Any = None, **options: Any) -> None:
        # The spec may be passed positionally, ScoringSpec(spec), as well as by name.
        super().__init__(**({"spec": spec} if spec is not None else {}), **options)

    def __post_init__(self) -> None:
        import threading
        from pathlib import Path

        from .._spec import CustomScriptSpec, load_spec

        spec = self.spec
        self._spec = load_spec(spec if not isinstance(spec, Path) else str(spec))  # a SpecError names the problem
        # The spec decides the scores, so its content is part of the version recorded with
        # results (a path option alone would not change when the file does).
        self.version = f"{type(self).version}+{spec_digest(self._spec)}"
        self._checked = 0
        self._lock = threading.Lock()
        if isinstance(self._spec, CustomScriptSpec):
            self.required_fields: tuple[str, ...] = ()
            self.ascore = self._ascore_script
            self._check_sandbox(self._spec)
        else:
            self.required_fields = ()

    # -- deterministic ------------------------------------------------------------------------
    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one row (a custom-script spec runs its sandbox calls and waits)."""
        from .._spec import CustomScriptSpec

        if isinstance(self._spec, CustomScriptSpec):
            return self._score_script(original, processed)
        return self._score_deterministic(self._spec, original, processed)

    def _score_deterministic(
        self, spec: DeterministicSpec, original: Mapping[str, Any], processed: Mapping[str, Any]
    ) -> Scores:
        from .._primitives import PRIMITIVES

        values: dict[str, float] = {}
        dims: dict[str, Any] = {}
        total = 0.0
        for dim in spec.dimensions:
            function, _, _, needs_gt = PRIMITIVES[dim.primitive]
            gt: Any = None
            if needs_gt:
                assert dim.ground_truth_field is not None
                gt = lookup(original, dim.ground_truth_field)
                if gt is MISSING or gt is None:
                    raise MissingFieldError(
                        self.name, dim.ground_truth_field, original.get("id"), f"dimension {dim.name!r}"
                    )
            entry: dict[str, Any] = {}
            reason: str | None
            where: str | None
            if dim.primitive == "time_decay" and dim.field is None:
                sub, where = processed.get("latency", MISSING), "processed"
                if sub is MISSING or sub is None:
                    raise MissingFieldError(
                        self.name, "latency", original.get("id"), f"dimension {dim.name!r} needs the time used"
                    )
            else:
                assert dim.field is not None
                sub, where = read_submission(processed, dim.field)
            if sub is MISSING:
                points, reason = 0.0, f"the submission has no field {dim.field!r}"
            else:
                try:
                    points, reason = function(sub, gt, dim.params)
                except ValueError as exc:
                    raise ValueError(f"scoring_spec dimension {dim.name!r}: {exc}") from None
                entry["read_from"] = where
                entry["submission"] = clip(sub, 300)
            if needs_gt:
                entry["ground_truth"] = clip(gt, 300)
            entry["points"] = points
            if reason:
                entry["reason"] = reason
            values[dim.name] = points
            dims[dim.name] = entry
            total += dim.weight * points
        total = min(1000.0, max(0.0, total))
        details: dict[str, Any] = {"dimensions": dims}
        low = [f"{n}: {d['reason']}" for n, d in dims.items() if d.get("reason")]
        if low:
            details["reason"] = "; ".join(low)[:1000]
        return Scores({"score": total, **values}, details=details)

    # -- custom script ------------------------------------------------------------------------
    def _inputs(self, spec: CustomScriptSpec, original: Mapping[str, Any], processed: Mapping[str, Any]) -> list[Any]:
        gt = lookup(original, spec.ground_truth_field)
        if gt is MISSING or gt is None:
            raise MissingFieldError(self.name, spec.ground_truth_field, original.get("id"))
        sub, _ = read_submission(processed, spec.field)
        return [None if sub is MISSING else sub, gt]

    def _runs(self) -> int:
        assert not isinstance(self._spec, Mapping)
        with self._lock:
            first = self._checked < self._spec.determinism_rows  # type: ignore[union-attr]
            self._checked += 1
        return 2 if first else 1

    @staticmethod
    def _check_sandbox(spec: CustomScriptSpec) -> None:
        """Fail before any row when scorewire-code or its sandbox is missing (a run error, not a row error)."""
        from .._spec import SpecError

        try:
            from scorewire_code.backends import get_backend
        except ImportError:
            raise SpecError(
                "scoring spec (custom-script): scripts run in scorewire-code's sandbox; "
                "install it: pip install 'scorewire-structured[scripts]'"
            ) from None
        get_backend(spec.backend)  # raises SandboxUnavailableError saying how to get one

    def _futures(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> list[Any]:
        from scorewire_code.scripts import submit_function

        spec: CustomScriptSpec = self._spec  # type: ignore[assignment]
        args = self._inputs(spec, original, processed)
        return [
            submit_function(
                spec.source,
                "score",
                args,
                timeout=spec.timeout_secs,
                backend=spec.backend,
                memory_mb=spec.memory_mb,
            )
            for _ in range(self._runs())
        ]

    def _verdict(self, results: list[Any]) -> Scores:
        first = results[0]
        details: dict[str, Any] = {"backend": first.execution.backend, "runs": len(results)}
        for result in results:
            if not result.ok:
                raise RuntimeError(f"custom script failed: {result.error}")
        values = [r.value for r in results]
        if any(v != values[0] for v in values[1:]):
            raise RuntimeError(
                f"custom script is not deterministic: the same row scored {values[0]!r} then {values[1]!r}"
            )
        value = values[0]
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise TypeError(f"custom script's score() returned {clip(value, 100)!r}; return a number from 0 to 1000")
        if not 0 <= value <= 1000:
            raise ValueError(f"custom script's score() returned {value}, outside 0–1000")
        details["duration"] = first.execution.duration
        return Scores({"score": float(value)}, details=details)

    def _score_script(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        return self._verdict([f.result() for f in self._futures(original, processed)])

    async def _ascore_script(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        import asyncio

        futures = [asyncio.wrap_future(f) for f in self._futures(original, processed)]
        return self._verdict(list(await asyncio.gather(*futures)))
