"""Answers that go over the options as questions, each answered yes or no.

"Option A? No. Option B? No. Option C? Yes.", "Is it Sydney? Nope. Melbourne? No. Canberra? Yep, that's
it.", "(A) - correct? False. (B) - correct? True." A careful grader pairs every question that names one
option with the verdict that answers it (read by the shared yes/no reader) and takes the one option
answered "yes" when the others asked about are answered "no". Two options answered "yes", a question
left unanswered at the end, or a verdict the yes/no reader cannot read leave the answer to the other
readings.
"""

from __future__ import annotations

from collections.abc import Callable

from scorewire import lazy_compile
from scorewire.extraction import read_yes_no

__all__ = ["MAX_ASKED", "asked_and_answered"]

# Where the question about the next option starts inside the text after a question mark: after the last
# sentence end or line break of that stretch.
_SENTENCE_END = lazy_compile(r"[.!;\n]\s*(?=\S)")
# (more questions than this is no run of options asked about: a reply of many questions)
MAX_ASKED = 12


def asked_and_answered(text: str, names: Callable[[str], list[int]]) -> int | None:
    """The index of the one option the answer's questions answer "yes", the others asked about "no"; else None.

    ``names(part)`` gives the indices of the options ``part`` names."""
    if text.count("?") < 2:
        return None
    pieces = text.split("?")
    if len(pieces) - 1 > MAX_ASKED or not pieces[-1].strip():
        return None  # (a question left unanswered at the end)
    verdicts: dict[int, str] = {}
    asked = pieces[0]
    for k in range(1, len(pieces)):
        piece = pieces[k]
        cut = 0
        if k < len(pieces) - 1:
            for m in _SENTENCE_END.finditer(piece):
                cut = m.end()
        answer, following = (piece[:cut], piece[cut:]) if k < len(pieces) - 1 else (piece, "")
        start = 0
        for m in _SENTENCE_END.finditer(asked):
            start = m.end()
        question = asked[start:]
        asked = following
        named = names(question)
        if len(named) != 1 or not answer.strip():
            return None
        verdict = read_yes_no(answer).value
        if verdict not in ("yes", "no"):
            return None
        verdicts[named[0]] = verdict
    chosen = [i for i, v in verdicts.items() if v == "yes"]
    if len(chosen) != 1 or len(verdicts) < 2:
        return None
    return chosen[0]
