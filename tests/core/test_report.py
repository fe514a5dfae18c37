"""The HTML report: escaping and sampling in Python, and rendering in a real headless Chromium."""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from scorewire import evaluate
from scorewire._report import json_for_script, write_report

from .chromium_cdp import Browser, decode_png, find_chromium

TEMPLATES = Path(__file__).resolve().parents[2] / "core" / "src" / "scorewire" / "templates"

IMG = "<img src=x onerror=alert(1)>"
SCRIPT = "</script><script>window.__pwned = 1</script>"
PAYLOADS = {
    "response": IMG,
    "category": SCRIPT,
    "dataset": "<svg onload=window.__pwned=2>",
    "id": "<iframe src=javascript:window.__pwned=3>",
    "answer": '"><b onmouseover=alert(4)>bold</b>',
    "reason": "<style>body{display:none}</style>\u2028<!--",
}


class Tricky:
    """An evaluator whose details carry markup, as a careless one might."""

    name = "tricky<b>"
    version = "1"

    def score(self, original: dict[str, Any], processed: dict[str, Any]) -> dict[str, float]:
        return {"ok<i>": float(processed.get("response") == original.get("answer"))}


class Explains:
    name = "explains"
    version = "1"

    def score(self, original: dict[str, Any], processed: dict[str, Any]) -> Any:
        from scorewire import Scores

        return Scores(
            {"hit": float(processed.get("response") == original.get("answer"))},
            details={
                "extracted": processed.get("response"),
                "reason": original.get("why"),
                "failure": original.get("fail"),
            },
        )


# -- in Python ---------------------------------------------------------------------------------------


def test_json_for_script_cannot_close_the_script_element():
    nasty = {"a": SCRIPT, "b": "<!-- x -->", "c": "a & b > c", "d": "line\u2028sep\u2029para", "<k>": 1}
    text = json_for_script(nasty)
    assert not re.search(r"[<>&\u2028\u2029]", text)
    assert json.loads(text) == nasty


def test_report_script_never_parses_data_as_html():
    js = (TEMPLATES / "report.js").read_text()
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"):
        assert sink not in js


def _run_folder(tmp_path: Path, name: str, rows: list[dict], evaluators: list[Any] | None = None) -> Path:
    folder = tmp_path / name
    result = evaluate(None, rows, evaluators=evaluators or ["answer_quality"], output=folder / "results.jsonl")
    (folder / "summary.json").write_text(
        json.dumps({"metadata": result.metadata, "summary": result.summary().to_dicts()}, default=str)
    )
    return folder


def _qa_rows(n: int, wrong_every: int) -> list[dict]:
    topics = ["history", "science", "sport"]
    return [
        {
            "id": f"q{i}",
            "dataset": "squad" if i % 2 else "trivia",
            "category": topics[i % 3],
            "question": f"What is item {i}?",
            "answer": f"item {i}",
            "response": f"item {i}" if i % wrong_every else f"something else {i}",
        }
        for i in range(n)
    ]


def test_sampling_keeps_the_same_examples_across_runs_and_links_results(tmp_path: Path):
    a = _run_folder(tmp_path, "a", _qa_rows(300, 4))
    b = _run_folder(tmp_path, "b", _qa_rows(300, 3))
    out = write_report([a, b], tmp_path / "report.html", max_rows=40, seed=5)
    html = out.read_text()
    assert "seeded sample of 40 of 300 examples" in html
    assert 'href="a/results.jsonl"' in html and 'href="b/results.jsonl"' in html
    data = json.loads(re.search(r'id="report-data">(.*?)</script>', html, re.S).group(1))
    assert len(data["items"]) == 40
    assert all(all(e is not None for e in it["e"]) for it in data["items"])  # both runs, side by side
    again = json.loads(re.search(r'id="report-data">(.*?)</script>', write_report([a, b], tmp_path / "r2.html", max_rows=40, seed=5).read_text(), re.S).group(1))  # fmt: skip
    assert [it["k"] for it in again["items"]] == [it["k"] for it in data["items"]]


def test_rows_with_and_without_input_fields(tmp_path: Path):
    folder = tmp_path / "run"
    folder.mkdir()
    base = {"dataset": "d", "system": "s", "response": "r", "scores": {"ev": {"acc": 1.0}}, "details": {}, "errors": []}
    rows = [
        {**base, "index": 0, "id": "with", "question": "Q?", "answer": "A"},  # the run-store's richer rows
        {**base, "index": 1, "id": "without"},  # today's rows
    ]
    (folder / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    html = write_report([folder], tmp_path / "r.html").read_text()  # no summary.json: computed from rows
    data = json.loads(re.search(r'id="report-data">(.*?)</script>', html, re.S).group(1))
    by_id = {it["k"]: it for it in data["items"]}
    assert by_id["with"]["in"] == {"question": "Q?"} and by_id["with"]["g"] == {"answer": "A"}
    assert "in" not in by_id["without"]
    assert ">1.0000<" in html  # the computed summary


def test_failure_analysis_is_shown_in_both_known_and_unknown_shapes(tmp_path: Path):
    folder = _run_folder(tmp_path, "run", _qa_rows(30, 3))
    fa = {
        "categories": ["format_error"],
        "groups": [
            {
                "system": "score-only",
                "dataset": "squad",
                "rows": 15,
                "failures": 2,
                "categories": {
                    "format_error": {"count": 2, "rate": 2 / 15, "exemplars": [{"id": "q3", "response": IMG}]}
                },
            }
        ],
    }
    (folder / "failure_analysis.json").write_text(json.dumps(fa))
    html = write_report([folder], tmp_path / "r.html").read_text()
    assert "Failure analysis of run" in html and "13.3%" in html
    assert IMG not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    (folder / "failure_analysis.json").write_text(json.dumps({"something": ["else", SCRIPT]}))
    html = write_report([folder], tmp_path / "r.html").read_text()
    assert "&#34;something&#34;" in html and "</script><script>" not in html


def test_eval_result_to_html(tmp_path: Path):
    result = evaluate(None, _qa_rows(20, 4), evaluators=["answer_quality"])
    path = result.to_html(tmp_path / "r.html")
    html = path.read_text()
    assert "squad" in html and "exact_match" in html and "<svg" in html


# -- in Chromium -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    exe = find_chromium()
    if exe is None:
        msg = "chromium is not installed (scripts/setup-sandboxes.sh installs Debian's chromium as root)"
        if os.environ.get("CI"):
            pytest.fail(msg)
        pytest.skip(msg)
    with Browser(exe) as b:
        yield b


def _open(browser: Browser, path: Path) -> None:
    browser.drain()
    browser.events.clear()
    browser.open(path)
    browser.wait_for("document.body.getAttribute('data-rows-ready')")


@pytest.fixture(scope="module")
def two_run_report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("report")
    a = _run_folder(tmp, "baseline", _qa_rows(120, 4))
    b = _run_folder(tmp, "candidate", _qa_rows(120, 3))
    return write_report([a, b], tmp / "report.html")


def test_report_renders_in_chromium_without_console_errors_or_requests(browser: Browser, two_run_report: Path):
    _open(browser, two_run_report)
    assert browser.problems() == []
    assert browser.requests() == [two_run_report.resolve().as_uri()]  # the file itself, nothing else
    # Charts: one SVG per dataset with one bar and one CI whisker per system x score.
    charts = browser.evaluate("document.querySelectorAll('figure.chart svg').length")
    bars = browser.evaluate(
        "Array.from(document.querySelectorAll('figure.chart rect')).filter(r => r.getBBox().width > 1).length"
    )
    whiskers = browser.evaluate("document.querySelectorAll('figure.chart line.ci').length")
    assert charts == 2  # squad, trivia (all scores on 0-1)
    assert bars == 2 * 2 * 5  # datasets x runs x answer_quality keys (f1, exact_match, recall, contains, precision)
    assert whiskers == 3 * bars
    assert browser.evaluate("document.querySelectorAll('#compare tbody tr').length") == 2 * 5  # datasets x keys
    assert browser.evaluate("document.querySelectorAll('#categories table').length") == 2 * 5  # datasets x keys
    # The row browser: 25 cards a page, two runs side by side, filters narrow the list.
    assert browser.evaluate("document.querySelectorAll('article.example').length") == 25
    assert browser.evaluate("document.querySelectorAll('article.example')[0].querySelectorAll('.entry').length") == 2
    assert browser.evaluate("document.getElementById('page-info').textContent").endswith("of 120 (page 1 of 5)")
    browser.evaluate(
        "(() => { const s = document.getElementById('f-dataset'); s.value = 'squad';"
        " s.dispatchEvent(new Event('change')); })()"
    )
    assert "of 60 " in browser.evaluate("document.getElementById('page-info').textContent")
    browser.evaluate(
        "(() => { const s = document.getElementById('f-score'); s.value = 'answer_quality.exact_match';"
        " document.getElementById('f-value').value = '0'; s.dispatchEvent(new Event('change')); })()"
    )
    # squad rows (odd i) wrong in at least one run: i % 4 == 0 or i % 3 == 0 among odd i < 120 -> i % 3 == 0.
    expected = sum(1 for i in range(120) if i % 2 and (i % 4 == 0 or i % 3 == 0))
    assert f"of {expected} " in browser.evaluate("document.getElementById('page-info').textContent")
    browser.evaluate(
        "(() => { const t = document.getElementById('f-text'); t.value = 'something else 33';"
        " document.getElementById('f-score').value = ''; t.dispatchEvent(new Event('input')); })()"
    )
    browser.wait_for("document.getElementById('page-info').textContent.includes('of 1 ')")
    assert browser.problems() == []


def test_screenshot_shows_the_chart_bars_in_the_run_colours(browser: Browser, two_run_report: Path, tmp_path: Path):
    _open(browser, two_run_report)
    browser.evaluate("window.scrollTo(0, 0)")
    shot = tmp_path / "report.png"
    data = browser.screenshot(shot)
    keep = os.environ.get("SCOREWIRE_SCREENSHOT_DIR")
    if keep:
        shutil.copy(shot, Path(keep) / "report.png")
    # The middle of the first bar of each run, read back from the pixels.
    boxes = browser.evaluate(
        "Array.from(document.querySelectorAll('figure.chart')[0].querySelectorAll('rect')).map(r => {"
        " const b = r.getBoundingClientRect(); return [b.x + Math.min(4, b.width / 2), b.y + b.height / 2, r.getAttribute('fill')]; })"
    )
    last_row = int(max(y for _, y, _ in boxes)) + 1
    width, height, rows, bpp = decode_png(data, until_row=last_row)
    assert (width, height) == (1280, 900)
    seen = set()
    for x, y, fill in boxes:
        px = rows[int(y)][int(x) * bpp : int(x) * bpp + 3]
        want = bytes.fromhex(fill.lstrip("#"))
        assert max(abs(p - w) for p, w in zip(px, want, strict=True)) <= 8, (fill, px.hex())
        seen.add(fill)
    assert len(seen) == 2  # both runs' colours are on screen
    # Text is drawn: the title row is not blank.
    title_y = int(browser.evaluate("document.querySelector('h1').getBoundingClientRect().top + 10"))
    assert len(set(rows[title_y])) > 2


def test_injected_markup_is_shown_as_text_and_never_runs(browser: Browser, tmp_path: Path):
    rows = [
        {
            "id": PAYLOADS["id"],
            "dataset": PAYLOADS["dataset"],
            "category": PAYLOADS["category"],
            "answer": PAYLOADS["answer"],
            "response": PAYLOADS["response"],
            "why": PAYLOADS["reason"],
            "fail": SCRIPT,
        },
        {"id": "plain", "dataset": "plain", "answer": "x", "response": "x", "why": "fine"},
    ]
    result = evaluate(None, rows, evaluators=[Tricky(), Explains()], keep_rows=True)
    assert "&lt;img" in result.to_html(tmp_path / "evil0.html", name=IMG).read_text()
    # The same rows as a run folder (named like the payload) whose rows also carry their input fields.
    folder = tmp_path / IMG
    folder.mkdir()
    with (folder / "results.jsonl").open("w") as fh:
        for row, example in zip(result.rows, rows, strict=True):
            fh.write(json.dumps({**row, "question": IMG, "answer": example["answer"]}) + "\n")
    path = write_report([folder], tmp_path / "evil.html")
    html = path.read_text()
    for payload in PAYLOADS.values():
        assert payload not in html
    browser.call("Page.setLifecycleEventsEnabled", session=True, enabled=True)
    _open(browser, path)
    assert browser.evaluate("typeof window.__pwned") == "undefined"
    assert browser.evaluate("document.querySelectorAll('img, iframe, svg[onload], b, object, embed').length") == 0
    assert browser.evaluate("document.querySelectorAll('style').length") == 1  # our own, in <head>
    assert browser.evaluate("document.scripts.length") == 2  # our data block and our script
    assert (
        browser.evaluate(
            "Array.from(document.querySelectorAll('*')).filter(e => Array.from(e.attributes).some(a => a.name.startsWith('on'))).length"
        )
        == 0
    )
    assert not [e for e in browser.events if e.get("method") == "Page.javascriptDialogOpening"]
    assert browser.problems() == []
    # ...and the payloads are there as text, where a user reads them.
    texts = browser.evaluate(
        "(() => { const card = Array.from(document.querySelectorAll('article.example'))"
        ".find(a => a.querySelector('h4').textContent.includes('iframe'));"
        " return {head: card.querySelector('h4').textContent, resp: card.querySelector('pre.response').textContent,"
        " body: card.textContent}; })()"
    )
    assert texts["resp"] == IMG
    assert texts["head"] == f"{PAYLOADS['dataset']} · {PAYLOADS['id']} · {SCRIPT}"
    assert PAYLOADS["answer"] in texts["body"] and "<style>body{display:none}</style>" in texts["body"]
    page_text = browser.evaluate("document.body.innerText")
    assert "tricky<b>" in page_text and PAYLOADS["dataset"] in page_text and SCRIPT in page_text


def test_cli_report_and_compare_html(tmp_path: Path):
    import subprocess
    import sys

    a = _run_folder(tmp_path, "a", _qa_rows(40, 4))
    b = _run_folder(tmp_path, "b", _qa_rows(40, 3))
    cmd = [sys.executable, "-m", "scorewire.cli"]
    proc = subprocess.run([*cmd, "report", str(a)], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "Compare" not in (a / "report.html").read_text().split('<section id="overview">')[0].split("<nav>")[1]
    proc = subprocess.run([*cmd, "compare", str(a), str(b), "--html", str(tmp_path / "c.html")], capture_output=True, text=True, check=False)  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    html = (tmp_path / "c.html").read_text()
    assert 'id="compare"' in html and "mcnemar_exact" in html
    bad = subprocess.run([*cmd, "report", str(tmp_path / "nowhere")], capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and "has no results.jsonl" in bad.stderr


def test_scores_off_the_unit_scale_get_their_own_chart_with_their_own_axis():
    from scorewire._report import ReportRun, _overview

    def line(key: str, value: float, lo: float, hi: float) -> dict:
        return {"system": "s", "dataset": "d", "evaluator": "e", "key": key, "mean": value, "ci_low": lo,
                "ci_high": hi, "n": 10, "missing": 0, "category": None}  # fmt: skip

    run = ReportRun("r", [line("acc", 0.5, 0.4, 0.6), line("bleu", 37.0, 30.0, 44.0)], lambda: iter(()))
    charts = _overview([run], [{"run": "r", "system": "s", "label": "s", "color": "#000"}])["charts"]["d"]
    unit, bleu = charts
    assert unit.domain == (0.0, 1.0) and bleu.domain == (0.0, 50.0) and bleu.title == "d: e.bleu"
    [b] = bleu.bars
    # x runs from the label column to the value column; 37 on a 0-50 axis sits 74% of the way along.
    assert b.x1 - b.x0 == pytest.approx(0.74 * bleu.plot_width)
    assert (b.ci0, b.ci1) == pytest.approx(
        (bleu.label_width + 0.6 * bleu.plot_width, bleu.label_width + 0.88 * bleu.plot_width)
    )


def test_failure_categories_without_the_runners_failure_field():
    from scorewire._report import _failure_of

    assert _failure_of({"failure": "timeout", "response": ""}) == "timeout"
    assert _failure_of({"errors": [{"stage": "system"}], "response": None}) == "request_error"
    assert _failure_of({"errors": [{"stage": "evaluator"}], "response": "x"}) == "evaluator_error"
    assert _failure_of({"response": "  \n"}) == "empty"
    assert _failure_of({"response": "x", "details": {"ev": {"failure": "refusal"}}}) == "refusal"
    assert _failure_of({"response": "x", "details": {"ev": {"extracted": None}}}) == "format_error"
    assert _failure_of({"response": "x", "details": {"ev": {"extracted": "B"}}}) is None
