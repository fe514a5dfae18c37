"""Reading an answer that marks the options in a list or a table.

An answer may go over the options one by one and mark them - a tick or a cross after each
("Quartz ✓, Talc ✗, ..."), a Yes/No column of a table, one row flagged with a check mark -
and then say nothing more, or point at the marking ("the one marked ✗", "✅ = answer").
A careful grader takes the one option whose mark differs from all the others: the ticked
one, or the crossed one when the answer says the crossed one is meant. When every option
has an item but only one carries a mark at all, that one is flagged.

Items are the answer's lines, split further at commas and semicolons; an item belongs to
an option when it opens with that option's label or names that option (and no other) by its
text. Work is linear in the answer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scorewire import lazy_compile

TICKS = ("✓", "✔", "✅", "☑")
CROSSES = ("✗", "✘", "❌", "✕", "✖", "×")
_ITEM_SPLIT = lazy_compile(r"[,;]\s+|\n")
_LEADING_LABEL = lazy_compile(r"[\s|*_>#-]*\(?([A-J])[).:]\s")
_CELL_WORDS = {"yes": 1, "true": 1, "correct": 1, "y": 1, "no": -1, "false": -1, "incorrect": -1, "n": -1}
# What the answer says it means by the marks: "the one marked ✗", "the crossed one", "✅ = answer".
_POINTS_TO_CROSS = lazy_compile(
    r"(?i)\b(?:marked|with\s+(?:an?\s+)?|the)\s*(?:✗|✘|❌|✕|✖|×|cross(?:ed)?(?:\s+one)?\b)|(?:✗|✘|❌|✕|✖)\s*(?:=|means|is\s+the)\s*(?:the\s+)?answer"
)
_SEPARATOR_ROW = lazy_compile(r"\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*")


def has_marks(text: str) -> bool:
    """True when ``text`` holds a tick or cross mark, or a table row (cheap, for the caller's guard)."""
    return any(m in text for m in TICKS) or any(m in text for m in CROSSES) or "|" in text


def _mark(item: str, table: bool) -> int:
    """+1 for a tick (or a Yes cell), -1 for a cross (or a No cell), 0 for neither or both."""
    tick = any(m in item for m in TICKS)
    cross = any(m in item for m in CROSSES)
    if table and not tick and not cross:
        cells = [c.strip(" *_.!").casefold() for c in item.split("|")]
        values = {_CELL_WORDS[c] for c in cells[1:] if c in _CELL_WORDS}
        return values.pop() if len(values) == 1 else 0
    return (1 if tick else 0) - (1 if cross else 0)


def marked_option(text: str, choices: Sequence[str], valid: str, named: Callable[[str], list[int]]) -> str | None:
    """The one option whose mark sets it apart in a list or table that marks the options; "" when the
    list ends with several options ticked and the others crossed; else None.

    ``named`` gives the indices of the options an item names by text (no negation)."""
    count = min(len(choices), len(valid))
    if text.count("\n", 0, 20_000) > 200:
        return None  # (a list that marks the options is short; a run-on answer is not read item by item)
    marks: dict[int, set[int]] = {}
    last = -1
    rest_start = 0
    offset = 0
    for line in text.splitlines(keepends=True):
        line_end = offset + len(line)
        offset = line_end
        line = line.rstrip("\r\n")
        if not line.strip():
            continue
        table = line.count("|") >= 2
        if table and _SEPARATOR_ROW.fullmatch(line):
            continue
        parts = [line]
        if len(line) > 400 * count:
            return None  # (a run-on line is no list of marked options)
        if not table and _LEADING_LABEL.match(line) is None and len(named(line)) > 1:
            parts = [p for p in _ITEM_SPLIT.split(line) if p.strip()]  # ("Peru ✓, Chile ✗": items in one line)
        for part in parts:
            m = _LEADING_LABEL.match(part)
            if m is not None and m.group(1) in valid[:count]:
                index = valid.index(m.group(1))
            else:
                head = part.split("|")[1] if table and part.count("|") >= 2 else part
                hits = named(head)
                if len(hits) != 1:
                    continue
                index = hits[0]
            marks.setdefault(index, set()).add(_mark(part, table))
            last = index
            rest_start = line_end
    if len(marks) < 2 or any(len(v) != 1 for v in marks.values()):
        return None
    value = {i: next(iter(v)) for i, v in marks.items()}
    after = text[rest_start:]
    target = -1 if _POINTS_TO_CROSS.search(after) else 1
    chosen = [i for i, v in value.items() if v == target]
    if len(chosen) > 1 and -target in value.values() and not after.strip():
        return ""  # (several ticked, the rest crossed, nothing after: the answer marks several options right)
    if len(chosen) != 1:
        return None
    # (the last item may have lost its mark: trailing symbols of an answer are trimmed before reading)
    ends_unmarked = last != chosen[0] and value[last] == 0 and not text[rest_start:].strip()
    others = [v for i, v in value.items() if i != chosen[0] and not (ends_unmarked and i == last)]
    if others and all(v == -target for v in others):
        return valid[chosen[0]]
    # (one option flagged in a list that goes over every option: "- Network: packets, routing ✅")
    if target == 1 and all(v == 0 for v in others) and len(value) == count:
        return valid[chosen[0]]
    return None
