"""The ``math_equivalence`` evaluator."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Literal

from scorewire import Configurable, Scores, lazy_compile, option, require_field

if TYPE_CHECKING:
    from ._equivalence import Verdict

# The extractor and the comparator (their patterns, fractions, decimal, the extraction
# toolkit) are imported when an evaluator is built or a row is scored: plugin discovery
# imports this module for the evaluator class only.


def gold_answer(value: Any) -> str:
    """The gold final answer from an ``answer`` field value.

    A full reference solution is reduced to its final answer: the last
    ``\\boxed{}`` (MATH) or what follows ``####`` (GSM8K); anything else is
    taken as the answer itself.
    """
    from ._extract import clock_time, last_boxed, latex_clock, plain_forms

    text = plain_forms(clock_time(latex_clock(str(value).strip())))
    if "\\boxed" in text or "\\fbox" in text:
        boxed = last_boxed(text)
        if boxed is not None:
            return boxed
    if "####" in text:
        return text.rsplit("####", 1)[1].strip()
    if "illion" in text or "thousand" in text:
        from ._extract import scale_words_as_digits

        # "3.5\text{ million}" is 3500000
        scaled = scale_words_as_digits(re.sub(r"\\(?:text|mathrm|mbox)\s*\{\s*([a-z]+)\s*\}", r" \1", text))
        if re.fullmatch(r"\$?\s*\d+(?:\.\d+)?", scaled.strip()):
            return scaled.strip().lstrip("$").strip()
    return text


def _seconds(value: Any) -> float:
    seconds = float(value)
    if not seconds > 0:
        raise ValueError("must be a positive number of seconds")
    return seconds


# A gold that is an inequality: "x < -2", "x \\geq 3", "-1 < x \\le 4", "x ≤ 0" (not "\\left(", "\\langle").
_GOLD_INEQUALITY_RE = lazy_compile(r"[<>≤≥]|\\(?:leq?|geq?|lt|gt)(?![a-zA-Z])")


class MathEquivalence(Configurable):
    """Extracts the final answer from ``processed["response"]`` and checks it against ``answer``.

    Score key ``math_equiv`` (1.0 equivalent, 0.0 otherwise). ``original["answer"]``
    may be one answer or a list of acceptable answers (the best match counts). An optional
    ``original["question"]`` (or ``problem``) is the problem itself: a closing remark about a quantity
    it does not ask for ("The modulus is √26." after the product) is then not read as the answer.

    Details: ``extracted`` and ``method`` (which extraction rule found it; see
    the extraction order in the README), ``failure`` when nothing
    was extracted, ``gold``, ``normalized_response``/``normalized_answer``,
    ``rule`` (which comparison rule decided), ``symbolic_calls``, ``timeouts``
    and, when the sample failed, ``reason``.
    """

    name = "math_equivalence"
    version = "30"  # 2: the shared extraction toolkit (blind batch 1 classes); 3: blind batch 7 classes; 4: batch 8; 5: batch 9 false positives; 6: batch 9 false negatives; 7: batch 10 false positives; 8: batch 10 false negatives; 9: batch 11 false negatives; 10: batch 12 false negatives; 11: batch 13 false negatives; 12: batch 14 false positives; 13: batch 14 false negatives; 14: batch 15 false positives; 15: batch 15 false negatives; 16: batch 16 classes; 17: batch 17 classes (demanded forms, candidate lists, pending confirmation); 18: batch 18 classes (common fraction, interval notation, y = mx + b, terms of π; open suppositions; cut-off conclusions); 19: batch 19 false positives (cut-off replies, a decimal then its rounding, a percent sign on a quantity); 20: batch 19 false negatives (labelled values, a share and its amount, bare conclusions, contrasts, revised markers, denials, intercept points, decimal commas, the empty set for "no solution", "N out of M"); 21: batch 20 false positives (cut off after a preposition or an arrow, an equation flipped only against a gold relation, work left to the reader, the last of two candidates); 22: batch 21 classes (a rough restatement in an unasked unit, an equation then its solution after ", giving", the \\to arrow, the asked quantity's named value before others, values after \\Rightarrow, labelled coordinates); 23: a closing list of candidates followed by remarks without a value; 24: batch 22 classes (remarks about another quantity, spans not asked, roundings after exact values, a supposition turned to the fact, values judged out, domain and limit notes, set questions, labelled parts; 25: batch 23 false positives (a decimal asked for, a value said to be undefined, a residue class, a split of views, a chain cut short, a base-10 logarithm); 26: batch 24 classes (an answer stated before a labelled support, a doubt settled in the writer's own words, a value in symbols naming a function, a value ending at its bracket or before a clause of words, a closing value in bold, display math read as inline math, a value between words of Chinese, Japanese or Korean); 27: batch 25 classes (a value said twice after restating words, a revision after "no wait —", a remark and a dash before the value, a value before its reason, a closing slip remark judged wrong, a value kept beside one ruled out, a "Final:" label, an interval for a gold inequality); 28: a product of prime powers demanded; 29: batch 26 classes (an inverse function's value, a base in subscript digits, a tuple for a vector or a solved system, a variable in an interval, a closing value in bold, a count after a colon or in a list with a describing word, a slip remark turned to the writer's value, numbers naming a thing, a warning against a confusion, a lone check mark, a check in lower case); 30: batch 27 classes (a check left to do in the active voice, a number in words after a copula, "=" or an arrow, a chain of a composition's inner values, a value ruled out with what it is, a check mark with its bracketed check, "Let me verify:" opening a check, a value asked about and confirmed by a check, π or e beside its own decimal, a closing clause saying what a thing is, a letter that "equals" a value, a remainder after its quotient, a count after a colon that follows a range, a comparison of two numbers in brackets after the value)
    required_fields = ("answer",)

    timeout: float = option(
        2.0,
        "Seconds of symbolic (sympy) work allowed per sample; the work runs in a separate process that is "
        "killed when it overruns, so a hostile expression cannot hang a run. Timeouts count as not equal.",
        convert=_seconds,
    )
    symbolic: Literal["process", "inline", "off"] = option(
        "process",
        "process: sympy in the isolated worker; inline: sympy in this process (input guards only, no hard "
        "timeout); off: no symbolic stage.",
    )
    extract: bool = option(True, "Extract the final answer; when false the whole response is taken as the answer.")
    ordered_lists: bool = option(
        False, "Compare bare comma lists (1, 2) in order, as PRM800K's grader does, instead of as unordered sets."
    )
    reduced_fractions: bool = option(
        False, "Require two integer fractions to be written identically (PRM800K: 2/4 is not 1/2)."
    )
    demanded_form: Literal["explicit", "strict", "off"] = option(
        "explicit",
        "Hold the answer to the form the problem (the row's question) asks for, only when the gold is written "
        "in that form. explicit: the demands that name the form's property - 'in lowest terms', 'simplest "
        "radical form' or 'Simplify' rule out 36/99 and √8, 'Factor completely' rules out (2x - 4)(x + 2), "
        "'in the form y = mx + b' rules out point-slope, 'in terms of π' rules out a decimal; strict: also 'as "
        "a (common) fraction' and 'what fraction', which rule out 0.75, 75%, 1 1/2 and (common) 6/8 for 3/4; "
        "off: none.",
    )
    marker_order: Literal["scorewire", "gsm8k"] = option(
        "scorewire",
        "scorewire: the documented rule order; gsm8k: NeMo Evaluator's gsm8k_answer order (####, then "
        "\\boxed{}, then the last number, nothing else).",
    )

    def __post_init__(self) -> None:
        from ._equivalence import Comparator

        self._comparator = Comparator(
            self.timeout,
            _symbolic_backend(self.symbolic),
            ordered_lists=self.ordered_lists,
            reduced_fractions=self.reduced_fractions,
        )

    def equivalent(self, prediction: str, gold: str) -> Verdict:
        """Compare two bare answers (no extraction) and return the full verdict."""
        return self._comparator.compare(prediction, gold)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one example: 1.0 when the extracted answer is equivalent to a gold answer."""
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

        raw_gold = require_field(original, "answer", self.name, "the gold final answer, e.g. '18' or '\\frac{9}{7}'")
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
        if self.extract and any(text.strip() == squeeze_space(gold).strip() for gold in golds):
            # A response that is exactly the gold answer is that answer, whatever it looks like.
            extracted, how = text.strip(), "identical"
        elif self.extract:
            found = extract_answer(text, self.marker_order, question=question)
            extracted, how = found.answer, found.rule
            restated = list(getattr(found, "alternatives", ()))
            if extracted is not None and unworked_plus_minus(extracted):
                extracted, how = None, None  # "x = (−3 ± 5)/4.": the two values not worked out
            if extracted is not None:
                extracted = clock_time(extracted)
        else:
            extracted, how = (text.strip() or None), "whole"
        if self.extract:
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
        readings = [extracted, *restated] if self.extract else [extracted]
        sources: dict[str, str] = {}  # an alternative reading -> the reading it was made from
        pairs = []
        for g in golds:
            # (a gold inequality in one variable is also its interval: "(-∞, -2)" answers "x < -2" as "x < -2"
            # answers "(-∞, -2)"; the reading is never rewritten for it, and an interval is equal by definition)
            relation = (
                _GOLD_INEQUALITY_RE.search(g) is not None
                if self.extract and "=" not in g.replace("\\neq", "")
                else False
            )
            intervals = [i for i in alternative_readings(g) if i.startswith(("(", "["))] if relation else []
            for reading in readings:
                for r in [reading, *(alternative_readings(reading, g, text, question) if self.extract else [])]:
                    pairs.append((g, r))
                    sources.setdefault(r, reading)
                for interval in intervals:
                    if reading.lstrip("$ ").startswith(("(", "[")) or _in_interval_of(reading, g):
                        pairs.append((interval, reading))
        forms = demanded_forms(question) if self.extract and self.demanded_form != "off" else frozenset()
        if self.demanded_form == "explicit":
            forms -= _FRACTION_DEMANDS  # ("as a common fraction": most graders accept 0.75 and 6/8 for 3/4)
        # ("the answer is $\\frac{3}{4}$, equivalently $\\frac{45}{60}$": one value in two forms, read as the
        # forms when every one of them equals the gold)
        tied = tied_renderings(extracted) if self.extract else []
        for gold in golds if tied else ():
            if all(self._comparator.compare(part, gold).equal for part in tied):
                pairs = [(gold, part) for part in tied] + pairs
        renderings: list[str] | None = None  # (the closing sentence's renderings of one value, read when needed)
        for gold, reading in pairs:
            verdict = self._comparator.compare(reading, gold)
            missed = misses_demanded_form(reading, gold, forms) if verdict.equal and forms else None
            if verdict.equal and forms and missed is None:
                # (the form is the reply's, not the reading's the comparator rewrote: "0 < x < 3" read as (0, 3),
                # "1 1/2" read as 3/2)
                missed = source_misses_form(sources.get(reading, reading), text, gold, forms)
            if missed == NOT_A_DECIMAL and (
                (ROUNDED_DECIMAL_RE.search(text[-200:]) is None and not given_in(reading, question))
                or any(self._comparator.compare(d.group(), gold).equal for d in DECIMAL_STATED_RE.finditer(text[-200:]))
            ):
                # ("It is 0.75, i.e. 3/4." for "as a decimal": the decimal itself is stated too; "It equals 1/40."
                # for "2.5% as a decimal": a converted exact value alone is the value asked for - not the problem's
                # own value restated, "It is 5/8." for "Write 5/8 as a decimal", and not one a rounding the reply
                # gives follows, "7/8 ≈ 0.88", whose rounding is the decimal it answers with)
                missed = None
            if missed is not None and renderings is None:
                renderings = same_value_renderings(text)
            if missed is not None and any(
                misses_demanded_form(other, gold, forms) is None and self._comparator.compare(other, gold).equal
                for other in renderings or ()
            ):
                missed = None  # ("the sum is 5√3, or equivalently √75": the reply reached the form too)
            if verdict.equal and self.extract and percent_on_quantity(sources.get(reading, reading), gold, question):
                # ("What is 15% of 80?" answered "12%": a percentage stated where the problem asks for a quantity)
                verdict = replace(
                    verdict, equal=False, rule="percent_on_quantity", reason="a percentage, not the quantity asked"
                )
            if missed is not None:  # ("36/99" where the problem asks for lowest terms: the form is the answer's)
                verdict = replace(verdict, equal=False, rule="demanded_form", reason=missed)
            if (
                best is None
                or (verdict.equal and not best.equal)
                or (missed is not None and best.rule != "demanded_form")
            ):
                # (a reading equal but for the form is the one to report: the reason names the form missed)
                best = verdict
                details["gold"] = gold
            if verdict.equal:
                break
        assert best is not None
        details.update(best.details())
        return Scores({"math_equiv": float(best.equal)}, details=details)


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


def _symbolic_backend(mode: str) -> Any:
    if mode == "off":
        return None
    if mode == "inline":
        return _inline_compare
    from ._worker import shared_worker

    return shared_worker().compare


def _inline_compare(op: str, a_src: str, b_src: str, timeout: float) -> tuple[bool | None, str]:
    """Run the comparison in this process: guards apply, but nothing can interrupt sympy."""
    from ._worker import compare_sources

    try:
        verdict, method = compare_sources(op, a_src, b_src)
    except Exception:
        return None, "error"
    return verdict, "ok-numeric" if method == "numeric" else "ok"
