"""An option named only as a first thought the reply has given up: "Nitrogen is the largest share - I was going
to say oxygen at first but no, oxygen is only a fifth.", "My first instinct was Rome; it's Paris.", "I almost
picked the kite, but the umbrella is the one."

A clause that reports what the writer was about to say, nearly chose or first thought ("I was going to say",
"I almost said/picked/went with", "my first thought/guess/instinct was", "at first I thought", "initially I'd have
said", "I used to think") names a choice the writer no longer holds: a careful grader does not read the option it names as the
answer. :func:`abandoned_spans` finds such clauses with the option words after them, so that the reply can be
read again without them.
"""

from __future__ import annotations

from scorewire import lazy_compile

__all__ = ["abandoned_spans"]

_ABANDONED = lazy_compile(
    r"(?i)\b(?:used\s{1,4}to\s{1,4}(?:think|believe)|(?:was|were)\s{1,4}(?:going|about)\s{1,4}to\s{1,4}(?:say|pick|choose|go\s{1,4}with|answer)|"
    r"(?:almost|nearly)\s{1,4}(?:said|picked|chose|went\s{1,4}with|answered)|"
    r"first\s{1,4}(?:thought|guess|instinct|reaction|impulse)\s{1,4}(?:was|is)|"
    r"(?:at\s{1,4}first|initially|originally)\s{1,4}(?:i\s{1,4})?(?:thought|said|picked|chose|went\s{1,4}with|"
    r"(?:i['’]d|i\s{1,4}would)\s{1,4}have\s{1,4}(?:said|picked|chosen)))\b"
    # (the option named right after it: at most a few words, up to the clause's end)
    r"[^.;:!?\n—–,]{0,60}"
)
# Cheap substrings, one of which every clause above holds (tested on the folded reply).
_CUES = ("used to", "going to", "about to", "almost", "nearly", "first ", "initially", "originally")


def abandoned_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every clause of ``text`` that reports a choice the writer gave up, with the words after it."""
    low = text.lower()
    if not any(cue in low for cue in _CUES):
        return []  # (the cheap test first: most replies hold none of the words)
    return [(m.start(), m.end()) for m in _ABANDONED.finditer(text)]
