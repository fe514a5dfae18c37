"""One row scored by ``math_equivalence``: the answer read out of the response, compared with each gold.

This module holds the evaluator's ``score`` so that the extractor, the comparator and the
extraction toolkit are imported once, when the first row is scored, and looked up as this
module's names on every row after (a function-level import costs several microseconds a row);
plugin discovery, which imports ``evaluators`` for the evaluator class, does not load them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from scorewire import Scores, lazy_compile, require_field
from scorewire.extraction import is_undecided, response_text

from ._choice import choice_stated, labelled_stated
from ._demanded_form import (
    DECIMAL_STATED_RE,
    NOT_A_DECIMAL,
    ROUNDED_DECIMAL_RE,
    demanded_forms,
    given_in,
    misses_demanded_form,
    same_value_renderings,
    source_misses_form,
    tied_renderings,
)
from ._empty_set import write_empty_sets
from ._escapes import repair_escaped_latex
from ._extract import (
    alternative_readings,
    clock_time,
    decimal_commas,
    ends_unfinished,
    extract_answer,
    squeeze_space,
    unworked_plus_minus,
    words_stated,
)
from ._percent_quantity import percent_on_quantity
from .evaluators import gold_answer

if TYPE_CHECKING:
    from ._equivalence import Verdict
    from .evaluators import MathEquivalence


# A gold that is an inequality: "x < -2", "x \\geq 3", "-1 < x \\le 4", "x ≤ 0" (not "\\left(", "\\langle").
_GOLD_INEQUALITY_RE = lazy_compile(r"[<>≤≥]|\\(?:leq?|geq?|lt|gt)(?![a-zA-Z])")

# The demands only the strict setting holds: "as a fraction", "a common fraction", "what fraction".
_FRACTION_DEMANDS = frozenset({"fraction", "common_fraction"})


# "x ∈ (−3, 2)", "x \\in [1, 4)": a variable said to lie in an interval.
_IN_INTERVAL_START_RE = lazy_compile(r"\$?\s*([a-z])\s*(?:∈|\\in(?![A-Za-z]))\s*[\[(]")


def _in_interval_of(reading: str, gold: str) -> bool:
    """Whether ``reading`` places a variable of the gold inequality in an interval ("x ∈ (−3, 2)" for
    "-3 < x < 2"): the interval is then read against the gold's, as a bare interval is; another
    variable's interval is not read so here."""
    if "∈" not in reading and "\\in" not in reading:
        return False
    m = _IN_INTERVAL_START_RE.match(reading)
    return m is not None and re.search(rf"(?<![A-Za-z\\]){m.group(1)}(?![A-Za-z])", gold) is not None


def _question(original: Mapping[str, Any]) -> str | None:
    """The problem the response answers (``question``, or MATH's ``problem``), when the row has it: a
    closing remark about a quantity it does not ask for is no final answer."""
    for key in ("question", "problem"):
        value = original.get(key)
        if isinstance(value, str) and value.strip():
            return value
    return None


def _is_list(value: Any) -> bool:
    return isinstance(value, Sequence) and not isinstance(value, (str, bytes))


def score_row(ev: MathEquivalence, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
    """``MathEquivalence.score``: 1.0 when the extracted answer is equivalent to a gold answer."""
    raw_gold = require_field(original, "answer", ev.name, "the gold final answer, e.g. '18' or '\\frac{9}{7}'")
    golds = [write_empty_sets(gold_answer(g), math=True) for g in (raw_gold if _is_list(raw_gold) else [raw_gold])]
    response = processed.get("response")
    # (a chat message or content parts as their text; an opened reasoning block that never
    # closes is all reasoning, so it commits to nothing)
    # (LaTeX whose backslash an unescaped "\\b" or "\\f" turned into a control character restored first)
    text = squeeze_space(write_empty_sets(repair_escaped_latex(response_text(response))))
    text = decimal_commas(text)  # "3/8 = 0,375"
    extracted: str | None
    how: str | None
    restated: list[str] = []
    question = _question(original)
    if ev.extract and any(text.strip() == squeeze_space(gold).strip() for gold in golds):
        # A response that is exactly the gold answer is that answer, whatever it looks like.
        extracted, how = text.strip(), "identical"
    elif ev.extract:
        found = extract_answer(text, ev.marker_order, question=question)
        extracted, how = found.answer, found.rule
        restated = list(getattr(found, "alternatives", ()))
        if extracted is not None and unworked_plus_minus(extracted):
            extracted, how = None, None  # "x = (−3 ± 5)/4.": the two values not worked out
        if extracted is not None:
            extracted = clock_time(extracted)
    else:
        extracted, how = (text.strip() or None), "whole"
    if ev.extract:
        # A gold that is a word ("\\text{odd}", "\\text{Wednesday}") or a choice letter ("\\text{(B)}"):
        # the closing clause states it.
        for gold in golds:
            stated = words_stated(text, gold) or labelled_stated(text, gold)
            letter = choice_stated(text, gold)
            if letter is not None and extracted is None:
                extracted, how = letter, "choice"  # "The largest is (B).": no value, the letter is the answer
            if stated is not None and extracted is None and not ends_unfinished(text) and not is_undecided(text):
                extracted, how = stated, "stated"  # "$f(-x) = -x^3 = -f(x)$, so $f$ is odd.": no value to read
            for reading in (stated, letter):
                if reading is not None and extracted != reading:
                    restated.append(reading)
    details: dict[str, Any] = {"extracted": extracted, "method": how, "gold": golds[0]}
    if extracted is None:
        details["reason"] = "empty response" if not text.strip() else "no answer found in the response"
        details["failure"] = "empty" if not text.strip() else "format_error"
        return Scores({"math_equiv": 0.0}, details=details)
    best: Verdict | None = None
    readings = [extracted, *restated] if ev.extract else [extracted]
    sources: dict[str, str] = {}  # an alternative reading -> the reading it was made from
    pairs = []
    for g in golds:
        # (a gold inequality in one variable is also its interval: "(-∞, -2)" answers "x < -2" as "x < -2"
        # answers "(-∞, -2)"; the reading is never rewritten for it, and an interval is equal by definition)
        relation = (
            _GOLD_INEQUALITY_RE.search(g) is not None if ev.extract and "=" not in g.replace("\\neq", "") else False
        )
        intervals = [i for i in alternative_readings(g) if i.startswith(("(", "["))] if relation else []
        for reading in readings:
            for r in [reading, *(alternative_readings(reading, g, text, question) if ev.extract else [])]:
                pairs.append((g, r))
                sources.setdefault(r, reading)
            for interval in intervals:
                if reading.lstrip("$ ").startswith(("(", "[")) or _in_interval_of(reading, g):
                    pairs.append((interval, reading))
    forms = demanded_forms(question) if ev.extract and ev.demanded_form != "off" else frozenset()
    if ev.demanded_form == "explicit":
        forms -= _FRACTION_DEMANDS  # ("as a common fraction": most graders accept 0.75 and 6/8 for 3/4)
    # ("the answer is $\\frac{3}{4}$, equivalently $\\frac{45}{60}$": one value in two forms, read as the
    # forms when every one of them equals the gold)
    tied = tied_renderings(extracted) if ev.extract else []
    for gold in golds if tied else ():
        if all(ev._comparator.compare(part, gold).equal for part in tied):
            pairs = [(gold, part) for part in tied] + pairs
    renderings: list[str] | None = None  # (the closing sentence's renderings of one value, read when needed)
    for gold, reading in pairs:
        verdict = ev._comparator.compare(reading, gold)
        missed = misses_demanded_form(reading, gold, forms) if verdict.equal and forms else None
        if verdict.equal and forms and missed is None:
            # (the form is the reply's, not the reading's the comparator rewrote: "0 < x < 3" read as (0, 3),
            # "1 1/2" read as 3/2)
            missed = source_misses_form(sources.get(reading, reading), text, gold, forms)
        if missed == NOT_A_DECIMAL and (
            (ROUNDED_DECIMAL_RE.search(text[-200:]) is None and not given_in(reading, question))
            or any(ev._comparator.compare(d.group(), gold).equal for d in DECIMAL_STATED_RE.finditer(text[-200:]))
        ):
            # ("It is 0.75, i.e. 3/4." for "as a decimal": the decimal itself is stated too; "It equals 1/40."
            # for "2.5% as a decimal": a converted exact value alone is the value asked for - not the problem's
            # own value restated, "It is 5/8." for "Write 5/8 as a decimal", and not one a rounding the reply
            # gives follows, "7/8 ≈ 0.88", whose rounding is the decimal it answers with)
            missed = None
        if missed is not None and renderings is None:
            renderings = same_value_renderings(text)
        if missed is not None and any(
            misses_demanded_form(other, gold, forms) is None and ev._comparator.compare(other, gold).equal
            for other in renderings or ()
        ):
            missed = None  # ("the sum is 5√3, or equivalently √75": the reply reached the form too)
        if verdict.equal and ev.extract and percent_on_quantity(sources.get(reading, reading), gold, question):
            # ("What is 15% of 80?" answered "12%": a percentage stated where the problem asks for a quantity)
            verdict = replace(
                verdict, equal=False, rule="percent_on_quantity", reason="a percentage, not the quantity asked"
            )
        if missed is not None:  # ("36/99" where the problem asks for lowest terms: the form is the answer's)
            verdict = replace(verdict, equal=False, rule="demanded_form", reason=missed)
        if best is None or (verdict.equal and not best.equal) or (missed is not None and best.rule != "demanded_form"):
            # (a reading equal but for the form is the one to report: the reason names the form missed)
            best = verdict
            details["gold"] = gold
        if verdict.equal:
            break
    assert best is not None
    details.update(best.details())
    return Scores({"math_equiv": float(best.equal)}, details=details)
