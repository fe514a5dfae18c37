"""Letters and digits written in Unicode's compatibility forms, read as the plain ones.

An answer typed with an East Asian keyboard gives fullwidth forms ("Ｂ", "Ａｎｓｗｅｒ：Ｃ"); one
dressed up gives circled letters ("ⓓ", "Ⓑ") or mathematical bold and italic ones ("𝐁"). A grader
reads each as the plain character, so the reader does too: every such character is replaced by
the one character its compatibility decomposition (NFKC) gives, one for one, so that offsets into
the answer keep their meaning. Characters whose decomposition is longer ("⒝" is "(b)", "⑩" is
"10") or that are no letter, digit or ASCII punctuation are left alone, and so are superscripts
("x²" against "x^2" tells options apart). Rightward arrows of any design are read as "→"
("Answer ➜ (a)").
"""

from __future__ import annotations

import unicodedata

from scorewire import lazy_compile

# Fullwidth ASCII (U+FF01-FF5E) and the ideographic space, circled digits 1-9, circled Latin
# letters, and the mathematical alphanumeric letters and digits.
_RANGES = ((0xFF01, 0xFF5E), (0x3000, 0x3000), (0x2460, 0x2468), (0x24B6, 0x24E9), (0x1D400, 0x1D7FF))


def _table() -> dict[int, str]:
    table = {}
    for lo, hi in _RANGES:
        for code in range(lo, hi + 1):
            plain = unicodedata.normalize("NFKC", chr(code))
            if len(plain) == 1 and plain.isascii() and plain != chr(code):
                table[code] = plain
    return table


# The arrow blocks: every rightward arrow ("➜", "⇨", "⟶", "➡") is read as "→", the one the reader knows.
_ARROW_RANGES = ((0x2190, 0x21FF), (0x2794, 0x27BF), (0x27F0, 0x27FF), (0x2900, 0x297F), (0x2B00, 0x2B2F))


def _arrows() -> dict[int, str]:
    table = {}
    for lo, hi in _ARROW_RANGES:
        for code in range(lo, hi + 1):
            name = unicodedata.name(chr(code), "")
            if "ARROW" in name and "RIGHT" in name and "LEFT" not in name and chr(code) != "→":
                table[code] = "→"
    return table


_TABLE = _table() | _arrows()
_ANY = lazy_compile("[" + "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in (*_RANGES, *_ARROW_RANGES)) + "]")


def fold_compat(text: str) -> str:
    """``text`` with its fullwidth, circled and mathematical letters, digits and punctuation written
    plainly, one character for one ("Ｂ" -> "B", "ⓓ" -> "d"); ``text`` itself when it has none."""
    if text.isascii() or _ANY.search(text) is None:
        return text
    return text.translate(_TABLE)


# Greek and Cyrillic capitals drawn like the Latin option letters A-J: "Answer: Β" typed on a Greek
# keyboard, "Ответ: Е" on a Russian one.
_LOOKALIKES = {
    ord("Α"): "A", ord("Β"): "B", ord("Ε"): "E", ord("Η"): "H", ord("Ι"): "I",  # Greek
    ord("А"): "A", ord("В"): "B", ord("С"): "C", ord("Е"): "E", ord("Н"): "H", ord("І"): "I",  # Cyrillic
}  # fmt: skip
# Such a capital standing alone, as a label does: no letter touches it, and it does not open a phrase
# of its own script (the Greek article "Η", the Russian "В", "С" and "А" are words: "В ответе ...").
_LONE_LOOKALIKE = lazy_compile(r"(?<![^\W\d_])[ΑΒΕΗΙАВСЕНІ](?![^\W\d_])(?![ \t]{1,4}[\u0370-\u03ff\u0400-\u04ff])")


def fold_lookalikes(text: str) -> str:
    """``text`` with each lone Greek or Cyrillic capital that looks like an option letter written as
    that Latin letter, one character for one ("Answer: Β" -> "Answer: B"); ``text`` itself when it
    has none. A capital inside a word, or one that opens a phrase of its own script, is left alone."""
    if _LONE_LOOKALIKE.search(text) is None:
        return text
    return _LONE_LOOKALIKE.sub(lambda m: _LOOKALIKES[ord(m.group())], text)
