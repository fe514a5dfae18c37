"""Letters and digits written in Unicode's compatibility forms, read as the plain ones.

An answer typed with an East Asian keyboard gives fullwidth forms ("Ｂ", "Ａｎｓｗｅｒ：Ｃ"); one
dressed up gives circled letters ("ⓓ", "Ⓑ") or mathematical bold and italic ones ("𝐁"). A grader
reads each as the plain character, so the reader does too: every such character is replaced by
the one character its compatibility decomposition (NFKC) gives, one for one, so that offsets into
the answer keep their meaning. Characters whose decomposition is longer ("⒝" is "(b)", "⑩" is
"10") or that are no letter, digit or ASCII punctuation are left alone, and so are superscripts
("x²" against "x^2" tells options apart).
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


_TABLE = _table()
_ANY = lazy_compile("[" + "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in _RANGES) + "]")


def fold_compat(text: str) -> str:
    """``text`` with its fullwidth, circled and mathematical letters, digits and punctuation written
    plainly, one character for one ("Ｂ" -> "B", "ⓓ" -> "d"); ``text`` itself when it has none."""
    if text.isascii() or _ANY.search(text) is None:
        return text
    return text.translate(_TABLE)
