"""The empty set in the notations a reply writes it: ``∅``, ``{ }``, ``\\{\\}``, ``\\varnothing``.

The comparator reads ``\\emptyset`` and ``\\varnothing``; a reply that writes the symbol ``∅`` or an empty pair
of set braces means the same set ("The solution set is empty: { }.", "Solution set: ∅"). They are written as
``\\emptyset`` (in math, or as ``$\\emptyset$`` in prose, so that the reader takes it as a value).
"""

from __future__ import annotations

from scorewire import lazy_compile

# "∅", "⌀" (the diameter sign often typed for it), "\{\}", "\{ \}", and "{ }" / "{}" standing alone (not a
# LaTeX argument: no command, letter, "}" or "^"/"_" right before it)
_EMPTY_RE = lazy_compile(r"[∅]|\\\{\s*\\\}|(?<![\w\\}^_{])\{\s*\}")


_GATES = ("∅", "{}", "{ }", "\\{\\}", "\\{ ")


def write_empty_sets(text: str, *, math: bool = False) -> str:
    """``text`` with each empty-set notation written ``\\emptyset`` (``math``: ``text`` is all math, a gold)."""
    if not any(gate in text for gate in _GATES):  # (most replies: plain substring tests, no regex)
        return text
    if math:
        return _EMPTY_RE.sub(lambda _: "\\emptyset", text)
    out: list[str] = []
    done = dollars = 0
    for m in _EMPTY_RE.finditer(text):
        dollars += text.count("$", done, m.start())  # (counted once over the text: linear however many sets)
        out.append(text[done : m.start()])
        out.append("\\emptyset" if dollars % 2 else "$\\emptyset$")
        done = m.end()
    out.append(text[done:])
    return "".join(out)
