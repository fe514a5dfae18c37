"""Words an answer wraps in LaTeX text commands: "\\textbf{Answer:} \\text{yes}", "the label is $\\textbf{neutral}$".

A model that writes its answer in LaTeX puts the verdict word inside ``\\text{...}``, ``\\textbf{...}`` or
``\\mathrm{...}`` (often inside ``$...$``); the reader looks for words, so the commands are unwrapped to the words
they hold (and a single word left alone between dollar signs loses them) before the answer is read. The check
is a substring test for a backslash and a brace, so plain answers pay nothing.
"""

from __future__ import annotations

import re

__all__ = ["unwrapped_latex"]

# A text or font command around a short run of plain text (no nested braces, no math)
_TEXT_COMMAND = re.compile(
    r"\\(?:text(?:bf|it|sf|tt|rm|up|sc|normal)?|math(?:rm|bf|it|sf|tt)|emph|operatorname)\s*\{([^{}\\$\n]{0,80})\}"
)
# A run of words alone between dollar signs once unwrapped: "$yes$", "$ Answer: no $"
_DOLLAR_WORDS = re.compile(r"\$\s*([A-Za-z][A-Za-z :]{0,40}?)\s*\$")


def unwrapped_latex(text: str) -> str | None:
    """``text`` with its LaTeX text commands replaced by the words they hold, or None when it has none."""
    if "\\" not in text or "{" not in text:
        return None
    out = text
    for _ in range(3):  # (nested: "\\textbf{\\text{yes}}")
        again = _TEXT_COMMAND.sub(r"\1", out)
        if again == out:
            break
        out = again
    if out == text:
        return None
    if "$" in out:
        out = _DOLLAR_WORDS.sub(r"\1", out)
    return out
