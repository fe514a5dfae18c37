"""LaTeX whose backslash a JSON or string escape turned into a control character.

A reply written as ``"... = \\boxed{18}"`` in a JSON file or a Python string without doubling its backslash
arrives with ``\\b`` read as a backspace (``"\\x08oxed{18}"``), ``\\f`` as a form feed (``"\\x0crac{1}{2}"``),
``\\t`` as a tab (``"\\text"``, ``"\\times"``), ``\\r`` as a carriage return (``"\\right"``, ``"\\rfloor"``),
``\\v`` and ``\\a`` as control characters too. A grader reading the reply sees the command the writer typed;
so does the reader after :func:`repair_escaped_latex`. A backspace, form feed, vertical tab or bell before a
letter is never text; a tab, carriage return or newline is only taken back when a LaTeX command's name
follows it and no letter follows the name ("\\t" + "imes" + " 3", not "\\t" + "an apple").
"""

from __future__ import annotations

import re

from scorewire import lazy_compile

_CONTROL = {"\x08": "\\b", "\x0c": "\\f", "\x0b": "\\v", "\x07": "\\a", "\t": "\\t", "\r": "\\r"}
_ESCAPED_RE = lazy_compile(
    r"[\x07\x08\x0b\x0c](?=[A-Za-z])"
    r"|\t(?=(?:ext|extbf|extit|extrm|imes|frac|heta|au|riangle|ilde|op|herefore)(?![A-Za-z]))"
    r"|\r(?=(?:ight|floor|ceil|angle|ho|ightarrow)(?![A-Za-z]))"
    # a newline inside a line of math before a command's name: "\neq" written as a newline and "eq", and
    # "\rfloor" whose carriage return was read as a newline ("3.7\nfloor")
    r"|(?<=\S)\n(?=(?:eq|eg|abla|otin)(?![A-Za-z]))|(?P<cr>(?<=\S)\n(?=(?:floor|ceil)(?![A-Za-z])))"
)


def repair_escaped_latex(text: str) -> str:
    """``text`` with LaTeX commands whose backslash became a control character restored."""
    if not any(c in text for c in _GATES):  # (most replies: plain substring tests, no regex)
        return text
    return _ESCAPED_RE.sub(_restore, text)


_GATES = ("\x07", "\x08", "\x0b", "\x0c", "\t", "\r", "\nfloor", "\nceil", "\neq", "\neg", "\nabla", "\notin")


def _restore(m: re.Match[str]) -> str:
    if m.group("cr") is not None:
        return "\\r"
    char = m.group()
    return _CONTROL.get(char, "\\n")
