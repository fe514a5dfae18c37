"""Two options that are a verdict and its opposite ("Yes"/"No", "True"/"False", "Correct"/"Incorrect"),
answered without naming either: "Nope - penguins live in the south.", "That saying is a myth, so the
statement is wrong."

Such a question is a yes/no question in multiple-choice dress, so a careful grader reads the reply as a
yes/no reply. The shared yes/no reader (:func:`scorewire.extraction.read_yes_no`) gives the verdict; the
option that says it is the answer. Used only when the multiple-choice reading finds no option.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorewire.extraction import read_yes_no

__all__ = ["polar_option"]

_AFFIRMING = frozenset(("yes", "true", "correct", "right", "accurate"))
_DENYING = frozenset(("no", "false", "incorrect", "wrong", "inaccurate"))


def _key(option: object) -> str:
    return "".join(ch for ch in str(option).casefold() if ch.isalpha())


def polar_option(response: str, choices: Sequence[str], question: str | None = None) -> int | None:
    """The index of the option the reply's yes/no verdict names, when the two options are a verdict and
    its opposite; else None."""
    if len(choices) != 2:
        return None
    keys = [_key(c) for c in choices]
    yes = [i for i, k in enumerate(keys) if k in _AFFIRMING]
    no = [i for i, k in enumerate(keys) if k in _DENYING]
    if len(yes) != 1 or len(no) != 1:
        return None
    verdict = read_yes_no(response, question=question).value
    if verdict == "yes":
        return yes[0]
    if verdict == "no":
        return no[0]
    return None
