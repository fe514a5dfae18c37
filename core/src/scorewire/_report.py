"""The offline HTML report: ``scorewire report DIR [DIR ...]`` and ``EvalResult.to_html(path)``.

One self-contained file. Jinja2 (autoescape on) renders every string from the data
as text; the charts are SVG drawn on the server from the summary, so they show
before any script runs and need no chart library; the row browser is a small
script of our own that builds the DOM with ``textContent`` only. Row data sits in
``<script type="application/json">`` blocks with ``<``, ``>``, ``&``, U+2028 and
U+2029 escaped, and a Content-Security-Policy allows only the report's own script
(by hash) and forbids every network request.

Large runs: at most ``max_rows`` examples per run are embedded (default 20,000), a
seeded sample chosen by a hash of the example id, so the same examples are kept in
every run shown side by side; the report says so and links to ``results.jsonl``.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
import math
import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._rundir import RunFolder, example_key, open_run

if TYPE_CHECKING:
    from ._compare import Comparison

MAX_TEXT = 4000  # characters of one embedded text field; the rest is in results.jsonl
DEFAULT_MAX_ROWS = 20_000
STANDARD_ROW_KEYS = frozenset(
    {
        "index",
        "id",
        "dataset",
        "system",
        "response",
        "scores",
        "details",
        "errors",
        "latency",
        "category",
        "epoch",
        "failure",
        "finish_reason",
        "usage",
    }
)
GOLD_FIELDS = ("answer", "correct_letter", "gold", "gold_label", "gold_index", "reference", "target", "label", "test")
PALETTE = ("#3b6fb6", "#d9822b", "#3f9b5a", "#b34a6b", "#7a5cb8", "#2a9d9a", "#8a7132", "#5d6b7a")


# -- JSON inside <script> -------------------------------------------------------------------------

_SCRIPT_ESCAPES = (
    ("<", "\\u003c"),
    (">", "\\u003e"),
    ("&", "\\u0026"),
    ("\u2028", "\\u2028"),
    ("\u2029", "\\u2029"),
)


def json_for_script(obj: Any) -> str:
    """JSON that is safe inside a ``<script>`` element: no ``</script>``, no ``<!--``, no line separators.

    The five characters only occur inside JSON strings, where ``\\uXXXX`` means the same character.
    """
    text = json.dumps(obj, ensure_ascii=False, separators=(",", ":"), allow_nan=False, default=str)
    for char, escape in _SCRIPT_ESCAPES:  # str.replace: 7x faster than str.translate on a 10 MB report (measured)
        if char in text:
            text = text.replace(char, escape)
    return text


def _finite(x: Any) -> float | None:
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return None
    return float(x) if math.isfinite(x) else None


def _clip(value: Any, limit: int = MAX_TEXT) -> str | None:
    if value is None:
        return None
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    if len(text) > limit:
        return f"{text[:limit]}… [{len(text) - limit} more characters in results.jsonl]"
    return text


# -- charts (SVG geometry; the template draws it) ---------------------------------------------------


@dataclass
class Bar:
    label: str
    series: int
    value: float
    lo: float | None
    hi: float | None
    n: int
    y: float = 0.0
    x0: float = 0.0
    x1: float = 0.0
    ci0: float | None = None
    ci1: float | None = None
    show_label: bool = True


@dataclass
class Chart:
    title: str
    bars: list[Bar]
    domain: tuple[float, float]
    width: int = 640
    label_width: int = 190
    value_width: int = 150
    row_height: int = 22
    ticks: list[tuple[float, str]] = field(default_factory=list)

    @property
    def plot_width(self) -> int:
        return self.width - self.label_width - self.value_width

    @property
    def height(self) -> int:
        return len(self.bars) * self.row_height + 34

    def layout(self) -> Chart:
        lo, hi = self.domain
        span = (hi - lo) or 1.0

        def sx(v: float) -> float:
            return self.label_width + (min(max(v, lo), hi) - lo) / span * self.plot_width

        zero = sx(0.0 if lo <= 0 <= hi else lo)
        for i, b in enumerate(self.bars):
            b.show_label = i == 0 or self.bars[i - 1].label != b.label  # one label per score, bars per run below
            b.y = 8 + i * self.row_height
            b.x0, b.x1 = sorted((zero, sx(b.value)))
            if b.lo is not None and b.hi is not None:
                b.ci0, b.ci1 = sx(b.lo), sx(b.hi)
        self.ticks = [(sx(lo + span * t / 4), _tick(lo + span * t / 4)) for t in range(5)]
        return self


def _tick(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".") if abs(v) < 10 else f"{v:.0f}"


def _nice_domain(values: Iterable[float]) -> tuple[float, float]:
    vals = [v for v in values if v is not None and math.isfinite(v)]
    if not vals:
        return 0.0, 1.0
    lo, hi = min(0.0, *vals), max(0.0, *vals)
    if lo >= 0 and hi <= 1:
        return 0.0, 1.0
    if lo >= 0 and hi <= 100 and hi > 1:
        return 0.0, 100.0 if hi > 50 else float(math.ceil(hi / 10) * 10 or 1)
    step = 10 ** math.floor(math.log10(max(abs(lo), abs(hi)) or 1))
    return math.floor(lo / step) * step, math.ceil(hi / step) * step or 1.0


# -- gathering the data -------------------------------------------------------------------------------


@dataclass
class ReportRun:
    """One run shown in the report."""

    name: str
    summary: list[dict[str, Any]]
    rows: Callable[[], Iterator[dict[str, Any]]]  # called once per pass over the rows
    results_href: str | None = None
    failure_analysis: Any = None
    metadata: dict[str, Any] = field(default_factory=dict)


def _failure_of(row: Mapping[str, Any]) -> str | None:
    """The row's failure category: ``row["failure"]`` when the runner set one; else, in the same order
    as the runner's categories, an error, an empty response, an evaluator's ``details["failure"]``,
    or ``extracted: None`` (``format_error``)."""
    f = row.get("failure")
    if isinstance(f, str):
        return f
    for err in row.get("errors") or ():
        if isinstance(err, Mapping):
            return "request_error" if err.get("stage") == "system" else "evaluator_error"
    response = row.get("response")
    if response is None or (isinstance(response, str) and not response.strip()):
        return "empty"
    details = row.get("details") or {}
    for d in details.values() if isinstance(details, Mapping) else ():
        if isinstance(d, Mapping):
            if isinstance(d.get("failure"), str):
                return str(d["failure"])
            if "extracted" in d and d["extracted"] is None:
                return "format_error"
    return None


def _input_fields(row: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    """(input fields, gold fields) that the row carries (none when results.jsonl has no input fields)."""
    inputs: dict[str, str] = {}
    gold: dict[str, str] = {}
    nested = row.get("input")
    source: dict[str, Any] = dict(nested) if isinstance(nested, Mapping) else {}
    source.update({k: v for k, v in row.items() if k not in STANDARD_ROW_KEYS and k != "input"})
    for k, v in source.items():
        if v is None:
            continue
        (gold if k in GOLD_FIELDS else inputs)[str(k)] = _clip(v) or ""
    return inputs, gold


def _entry(row: Mapping[str, Any], failure: str | None) -> dict[str, Any]:
    scores = {
        str(ev): {str(k): _finite(v) for k, v in (s or {}).items() if not str(k).startswith("_")}
        for ev, s in (row.get("scores") or {}).items()
    }
    details: dict[str, Any] = {}
    for ev, d in (row.get("details") or {}).items():
        if not isinstance(d, Mapping):
            continue
        shown = {k: _clip(d[k], 600) for k in ("extracted", "reason", "failure", "method", "span") if k in d}
        if "extracted" in d and d["extracted"] is None:
            shown["extracted"] = "(nothing extracted)"
        if shown:
            details[str(ev)] = shown
    errors = [
        _clip(f"{e.get('stage')}: {e.get('type')}: {e.get('message')}", 600)
        for e in row.get("errors") or ()
        if isinstance(e, Mapping)
    ]
    out: dict[str, Any] = {"r": _clip(row.get("response")), "s": scores}
    if details:
        out["x"] = details
    if errors:
        out["err"] = errors
    if failure:
        out["f"] = failure
    return out


def _sample_keys(keys: set[tuple[str, str]], max_rows: int, seed: int) -> set[tuple[str, str]]:
    if len(keys) <= max_rows:
        return keys

    def rank(k: tuple[str, str]) -> bytes:
        return hashlib.blake2b(f"{seed}\0{k[0]}\0{k[1]}".encode(), digest_size=8).digest()

    return set(sorted(keys, key=rank)[:max_rows])


@dataclass
class _Gathered:
    series: list[dict[str, Any]]
    items: list[dict[str, Any]]
    total_examples: int
    failures: dict[tuple[int, str], dict[str, int]]  # (series, dataset) -> category -> count
    rows_per: dict[tuple[int, str], int]


_UNKNOWN: Any = object()


def _add_to_item(
    items: dict[tuple[str, str], dict[str, Any]],
    key: tuple[str, str],
    sid: int,
    row: dict[str, Any],
    failure: Any = _UNKNOWN,
) -> None:
    item = items.get(key)
    if item is None:
        item = items[key] = {"d": key[0], "k": key[1], "e": {}}
    if row.get("category") is not None and "c" not in item:
        item["c"] = _clip(row["category"], 200)
    if "in" not in item and "g" not in item:
        inputs, gold = _input_fields(row)
        if inputs:
            item["in"] = inputs
        if gold:
            item["g"] = gold
    item["e"][sid] = _entry(row, _failure_of(row) if failure is _UNKNOWN else failure)


def _gather(runs: Sequence[ReportRun], max_rows: int, seed: int) -> _Gathered:
    # Pass 1: every example key, the series (run x system), failure counts over all rows; and the
    # examples themselves while they fit in max_rows (then no second pass is needed).
    series_index: dict[tuple[int, str], int] = {}
    series: list[dict[str, Any]] = []
    keys: set[tuple[str, str]] = set()
    failures: dict[tuple[int, str], dict[str, int]] = {}
    rows_per: dict[tuple[int, str], int] = {}
    items: dict[tuple[str, str], dict[str, Any]] = {}
    collecting = True
    for ri, run in enumerate(runs):
        for row in run.rows():
            system = str(row.get("system", "score-only"))
            sid = series_index.get((ri, system))
            if sid is None:
                sid = series_index[(ri, system)] = len(series)
                label = system if len(runs) == 1 else f"{run.name} · {system}" if system != "score-only" else run.name
                series.append({"run": run.name, "system": system, "label": label, "color": PALETTE[sid % len(PALETTE)]})
            dataset = str(row.get("dataset", "unknown"))
            key = (dataset, example_key(row))
            keys.add(key)
            rows_per[(sid, dataset)] = rows_per.get((sid, dataset), 0) + 1
            f = _failure_of(row)
            if f:
                counts = failures.setdefault((sid, dataset), {})
                counts[f] = counts.get(f, 0) + 1
            if collecting:
                if len(keys) > max_rows:
                    collecting = False
                    items.clear()
                else:
                    _add_to_item(items, key, sid, row, f)
    if not collecting:
        # Pass 2: only the sampled examples, each with one entry per series.
        kept = _sample_keys(keys, max_rows, seed)
        for ri, run in enumerate(runs):
            for row in run.rows():
                key = (str(row.get("dataset", "unknown")), example_key(row))
                if key in kept:
                    _add_to_item(items, key, series_index[(ri, str(row.get("system", "score-only")))], row)
    for item in items.values():
        item["e"] = [item["e"].get(i) for i in range(len(series))]
    ordered = sorted(items.values(), key=lambda it: (it["d"], _natural(it["k"])))
    return _Gathered(series, ordered, len(keys), failures, rows_per)


def _natural(key: str) -> tuple[int, float, str]:
    try:
        return (0, float(key.lstrip("#")), key)
    except ValueError:
        return (1, 0.0, key)


# -- overview --------------------------------------------------------------------------------------


def _overview(runs: Sequence[ReportRun], series: list[dict[str, Any]]) -> dict[str, Any]:
    sid = {(s["run"], s["system"]): i for i, s in enumerate(series)}
    lines: list[dict[str, Any]] = []
    categories: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
    for run in runs:
        for r in run.summary:
            s = sid.get((run.name, str(r.get("system"))))
            if s is None:
                continue
            line: dict[str, Any] = {
                "series": s,
                "dataset": str(r.get("dataset")),
                "evaluator": str(r.get("evaluator")),
                "key": str(r.get("key")),
                "aggregation": str(r.get("aggregation") or "mean"),
                "value": _finite(r.get("mean", r.get("value"))),
                "lo": _finite(r.get("ci_low")),
                "hi": _finite(r.get("ci_high")),
                "ci_method": r.get("ci_method"),
                "stderr": _finite(r.get("stderr")),
                "std": _finite(r.get("std")),
                "n": int(r.get("n") or 0),
                "missing": int(r.get("missing") or 0),
                "category": r.get("category"),
            }
            if line["category"] is None:
                lines.append(line)
            else:
                categories.setdefault((line["dataset"], line["evaluator"], line["key"]), []).append(line)
    datasets: dict[str, list[dict[str, Any]]] = {}
    for line in lines:
        datasets.setdefault(line["dataset"], []).append(line)
    charts: dict[str, list[Chart]] = {}
    for ds, ds_lines in datasets.items():
        ds_lines.sort(key=lambda ln: (ln["evaluator"], ln["key"], ln["series"]))
        groups: dict[str, list[dict[str, Any]]] = {}
        for ln in ds_lines:
            vals = [v for v in (ln["value"], ln["lo"], ln["hi"]) if v is not None]
            unit = all(0 <= v <= 1 for v in vals)
            groups.setdefault("unit" if unit else f"{ln['evaluator']}.{ln['key']}", []).append(ln)
        ds_charts = []
        for gname, glines in groups.items():
            bars = [
                Bar(f"{ln['evaluator']}.{ln['key']}", ln["series"], ln["value"], ln["lo"], ln["hi"], ln["n"])
                for ln in glines
                if ln["value"] is not None
            ]
            if not bars:
                continue
            domain = _nice_domain(v for b in bars for v in (b.value, b.lo, b.hi) if v is not None)
            title = f"{ds}: scores on 0–1" if gname == "unit" else f"{ds}: {gname}"
            ds_charts.append(Chart(title, bars, domain).layout())
        charts[ds] = ds_charts
    cat_tables = []
    for (ds, ev, key), clines in sorted(categories.items()):
        cats = sorted({str(c["category"]) for c in clines})
        cells = {(str(c["category"]), c["series"]): c for c in clines}
        used = sorted({c["series"] for c in clines})
        cat_tables.append(
            {"dataset": ds, "evaluator": ev, "key": key, "categories": cats, "series": used, "cells": cells}
        )
    return {"datasets": datasets, "charts": charts, "categories": cat_tables}


def _failure_group(g: Mapping[str, Any]) -> dict[str, Any]:
    """One group of ``failure_analysis.json`` with every field the template reads (missing ones empty)."""
    cats = g.get("categories") or {}
    if not isinstance(cats, Mapping):
        raise TypeError("categories is not an object")
    categories = []
    for name, c in cats.items():
        c = c if isinstance(c, Mapping) else {"count": c}
        exemplars = [
            {"id": e.get("id"), "message": _clip(e.get("message"), 300), "response": _clip(e.get("response"), 300)}
            for e in (c.get("exemplars") or [])
            if isinstance(e, Mapping)
        ]
        categories.append(
            {"name": str(name), "count": c.get("count"), "rate": _finite(c.get("rate")), "exemplars": exemplars}
        )
    return {
        "system": g.get("system"),
        "dataset": g.get("dataset"),
        "rows": g.get("rows"),
        "failures": g.get("failures"),
        "categories": categories,
    }


def _failure_sections(runs: Sequence[ReportRun]) -> list[dict[str, Any]]:
    out = []
    for run in runs:
        fa = run.failure_analysis
        if fa is None:
            continue
        groups = fa.get("groups") if isinstance(fa, Mapping) else None
        try:
            if not isinstance(groups, list):
                raise TypeError("no groups list")
            out.append({"run": run.name, "groups": [_failure_group(g) for g in groups], "raw": None})
        except (TypeError, AttributeError):  # an unknown shape: shown as formatted JSON text
            raw = json.dumps(fa, indent=2, ensure_ascii=False, default=str)
            out.append({"run": run.name, "groups": None, "raw": _clip(raw, 20_000)})
    return out


# -- rendering -------------------------------------------------------------------------------------


@functools.cache
def _environment() -> Any:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("scorewire", "templates"),
        autoescape=True,  # every {{ value }} is HTML-escaped, whatever the file name
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["num"] = _fmt_num
    env.filters["pct"] = lambda x: "-" if x is None else f"{100 * x:.1f}%"
    return env


def _fmt_num(x: Any, digits: int = 4) -> str:
    if x is None or (isinstance(x, float) and not math.isfinite(x)):
        return "-"
    if isinstance(x, int):
        return str(x)
    return f"{x:.{digits}f}"


def render_report(
    runs: Sequence[ReportRun],
    *,
    comparison: Comparison | None = None,
    max_rows: int = DEFAULT_MAX_ROWS,
    seed: int = 0,
    title: str | None = None,
) -> str:
    """The report as one HTML document (a string)."""
    from importlib.resources import files

    from markupsafe import Markup

    if max_rows < 0:
        raise ValueError(f"max_rows must be >= 0, not {max_rows}")
    gathered = _gather(runs, max_rows, seed)
    overview = _overview(runs, gathered.series)
    script = (files("scorewire") / "templates" / "report.js").read_text(encoding="utf-8")
    style = (files("scorewire") / "templates" / "report.css").read_text(encoding="utf-8")
    script_hash = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode()
    data = {
        "series": gathered.series,
        "items": gathered.items,
        "links": [r.results_href for r in runs],
    }
    failure_rows = []
    for (sid, ds), counts in sorted(gathered.failures.items()):
        total = gathered.rows_per.get((sid, ds), 0)
        for cat, count in sorted(counts.items(), key=lambda kv: -kv[1]):
            failure_rows.append({"series": sid, "dataset": ds, "category": cat, "count": count, "rows": total})
    compare = comparison.to_dict() if comparison is not None else None
    html: str = (
        _environment()
        .get_template("report.html.j2")
        .render(
            title=title or ("scorewire report: " + ", ".join(r.name for r in runs)),
            runs=runs,
            series=gathered.series,
            overview=overview,
            failure_sections=_failure_sections(runs),
            failure_rows=failure_rows,
            compare=compare,
            n_items=len(gathered.items),
            total_examples=gathered.total_examples,
            max_rows=max_rows,
            seed=seed,
            data_json=Markup(json_for_script(data)),
            script=Markup(script),
            style=Markup(style),
            script_hash=script_hash,
        )
    )
    return html


def _run_from_folder(folder: RunFolder, out_dir: Path) -> ReportRun:
    summary = folder.summary
    if not summary:  # no summary.json: compute one from the rows
        from ._results import SummaryBuilder

        builder = SummaryBuilder()
        for row in folder.rows():
            row.setdefault("errors", [])
            row.setdefault("scores", {})
            row.setdefault("details", {})
            row.setdefault("system", "score-only")
            row.setdefault("dataset", "unknown")
            builder.add(row)
        summary = builder.build().to_dicts()
    href = Path(os.path.relpath(folder.results.resolve(), out_dir.resolve())).as_posix()
    return ReportRun(folder.name, summary, folder.rows, href, folder.failure_analysis, folder.metadata)


def _unique_names(runs: list[ReportRun]) -> None:
    seen: dict[str, int] = {}
    for r in runs:
        if r.name in seen:
            seen[r.name] += 1
            r.name = f"{r.name} ({seen[r.name]})"
        else:
            seen[r.name] = 1


def write_report(
    runs: Sequence[str | Path | RunFolder],
    output: str | Path,
    *,
    comparison: Comparison | None = None,
    max_rows: int = DEFAULT_MAX_ROWS,
    seed: int = 0,
    resamples: int = 1000,
) -> Path:
    """Write the report of run folders to ``output``; with several runs, the first is the compare baseline."""
    from ._results import write_text_atomic

    out = Path(output)
    folders = [r if isinstance(r, RunFolder) else open_run(r) for r in runs]
    if not folders:
        raise ValueError("report needs at least one run folder")
    report_runs = [_run_from_folder(f, out.parent) for f in folders]
    _unique_names(report_runs)
    if comparison is None and len(folders) > 1:
        from ._compare import compare_runs

        comparison = compare_runs(folders[0], folders[1:], seed=seed, resamples=resamples)
    write_text_atomic(out, render_report(report_runs, comparison=comparison, max_rows=max_rows, seed=seed))
    return out


def write_result_report(
    result: Any, output: str | Path, *, name: str = "run", max_rows: int = DEFAULT_MAX_ROWS
) -> Path:
    """Write the report of an in-memory :class:`~scorewire.EvalResult` (``EvalResult.to_html``)."""
    from ._results import write_text_atomic

    out = Path(output)

    def rows() -> Iterator[dict[str, Any]]:
        return iter(result.rows)

    href = None
    if result.output is not None:
        href = Path(os.path.relpath(Path(result.output).resolve(), out.parent.resolve())).as_posix()
    run = ReportRun(
        name, result.summary().to_dicts(), rows, href, getattr(result, "failure_analysis", None), result.metadata
    )
    if hasattr(run.failure_analysis, "to_dict"):
        run.failure_analysis = run.failure_analysis.to_dict()
    write_text_atomic(out, render_report([run], max_rows=max_rows))
    return out
