"""NeMo Evaluator's GSM8K marker order, as a compatibility choice beside ours.

Our :func:`~scorewire_math._extract.extract_answer` tries ``\\boxed{}`` before
``####`` and reads "the answer is" / ``Answer:`` lines before falling back to the
last number. NeMo Evaluator's BYOB ``gsm8k_answer`` scorer (nemo-evaluator 0.2.8)
tries ``####`` first, then ``\\boxed{}``, then the last number, and nothing else.
:func:`extract_gsm8k_order` applies that order with our implementation of each
rule (the last ``####``, the last balanced box); the last-number step is NeMo's plain
last number (no skipping of a trailing "check"). NeMo takes the first ``####`` and
only a box holding a plain number.
"""

from __future__ import annotations

from ._extract import _HASHES_RE, _NUMBER_RE, Extraction, _clean_tail, _unwrap_math, last_boxed

#: Accepted values of ``math_equivalence(marker_order=...)``.
MARKER_ORDERS = ("scorewire", "gsm8k")


def extract_gsm8k_order(text: str) -> Extraction:
    """The final answer by NeMo's ``gsm8k_answer`` order: ``####``, then ``\\boxed{}``, then the last number."""
    if not text:
        return Extraction(None, None)
    if "####" in text:
        for value in reversed(_HASHES_RE.findall(text)):
            value = value.strip()
            if value:
                return Extraction(_unwrap_math(_clean_tail(value)), "hashes")
    if "\\boxed" in text or "\\fbox" in text:
        boxed = last_boxed(text)
        if boxed:
            return Extraction(boxed, "boxed")
    numbers = _NUMBER_RE.findall(text)
    if numbers:
        return Extraction(numbers[-1], "last_number")
    return Extraction(None, None)
