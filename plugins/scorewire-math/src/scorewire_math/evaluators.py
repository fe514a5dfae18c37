"""The ``math_equivalence`` evaluator."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Literal

from scorewire import Configurable, Scores, option

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
    version = "35"  # 2: the shared extraction toolkit (blind batch 1 classes); 3: blind batch 7 classes; 4: batch 8; 5: batch 9 false positives; 6: batch 9 false negatives; 7: batch 10 false positives; 8: batch 10 false negatives; 9: batch 11 false negatives; 10: batch 12 false negatives; 11: batch 13 false negatives; 12: batch 14 false positives; 13: batch 14 false negatives; 14: batch 15 false positives; 15: batch 15 false negatives; 16: batch 16 classes; 17: batch 17 classes (demanded forms, candidate lists, pending confirmation); 18: batch 18 classes (common fraction, interval notation, y = mx + b, terms of π; open suppositions; cut-off conclusions); 19: batch 19 false positives (cut-off replies, a decimal then its rounding, a percent sign on a quantity); 20: batch 19 false negatives (labelled values, a share and its amount, bare conclusions, contrasts, revised markers, denials, intercept points, decimal commas, the empty set for "no solution", "N out of M"); 21: batch 20 false positives (cut off after a preposition or an arrow, an equation flipped only against a gold relation, work left to the reader, the last of two candidates); 22: batch 21 classes (a rough restatement in an unasked unit, an equation then its solution after ", giving", the \\to arrow, the asked quantity's named value before others, values after \\Rightarrow, labelled coordinates); 23: a closing list of candidates followed by remarks without a value; 24: batch 22 classes (remarks about another quantity, spans not asked, roundings after exact values, a supposition turned to the fact, values judged out, domain and limit notes, set questions, labelled parts; 25: batch 23 false positives (a decimal asked for, a value said to be undefined, a residue class, a split of views, a chain cut short, a base-10 logarithm); 26: batch 24 classes (an answer stated before a labelled support, a doubt settled in the writer's own words, a value in symbols naming a function, a value ending at its bracket or before a clause of words, a closing value in bold, display math read as inline math, a value between words of Chinese, Japanese or Korean); 27: batch 25 classes (a value said twice after restating words, a revision after "no wait —", a remark and a dash before the value, a value before its reason, a closing slip remark judged wrong, a value kept beside one ruled out, a "Final:" label, an interval for a gold inequality); 28: a product of prime powers demanded; 29: batch 26 classes (an inverse function's value, a base in subscript digits, a tuple for a vector or a solved system, a variable in an interval, a closing value in bold, a count after a colon or in a list with a describing word, a slip remark turned to the writer's value, numbers naming a thing, a warning against a confusion, a lone check mark, a check in lower case); 30: batch 27 classes (a check left to do in the active voice, a number in words after a copula, "=" or an arrow, a chain of a composition's inner values, a value ruled out with what it is, a check mark with its bracketed check, "Let me verify:" opening a check, a value asked about and confirmed by a check, π or e beside its own decimal, a closing clause saying what a thing is, a letter that "equals" a value, a remainder after its quotient, a count after a colon that follows a range, a comparison of two numbers in brackets after the value); 31: batch 28 classes (a reply that opens by declining to settle the value between two readings and never chooses); 32: batch 28 round 29 classes (closing remarks on what a slip or another reading would give); 33: batch 29 classes (a commitment after a doubt and a dash, a refusal to commit at the close, a value the result is only near, a closing side note or remark on the picture, a value judged extraneous, a closing agreement check, a hypothetical on a method named by its gerund or closing on a "but" that states no value of its own, an exact value then its decimal after a semicolon or "numerically", a closing comment whose only numbers are ordinals); 34: batch 28 round 29c classes (a second, unasked quantity labelled after the value labelled by the question's own noun; a check or a second way after the stated value that does not speak against it); 35: batch 30 false positive (a short reply opening on a bare value before one clause of reason: "1, since 17 is prime")
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
        return (_SCORE_ROW[0] or _load_score_row())(self, original, processed)


# ``score``'s work, in ``_scoring`` (imported when the first row is scored; see that module).
_SCORE_ROW: list[Callable[[MathEquivalence, Mapping[str, Any], Mapping[str, Any]], Scores] | None] = [None]


def _load_score_row() -> Callable[[MathEquivalence, Mapping[str, Any], Mapping[str, Any]], Scores]:
    from ._scoring import score_row

    _SCORE_ROW[0] = score_row
    return score_row


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
