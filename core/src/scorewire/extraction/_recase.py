"""Names in a question written all in lower case, recovered from the text around it.

Datasets such as BoolQ lower-case their questions ("is the sahara the largest desert in the world?") while
the passage before the question and the reply write the names with their capitals ("The Sahara covers ...").
The restatement reader finds names by their capitals ("Is the Sahara ...?" - "The largest desert is
Antarctica." names another desert), so a lower-cased question hides them. A careful reader knows the names
from the passage: a run of words of the question that the passage or the reply writes capitalised ("Lake
Baikal", "New Zealand", "Sahara" inside a sentence), and never in lower case, is a name, and gets its
capitals back. A single capitalised word opening a sentence is capitalised by its place, not as a name.
"""

from __future__ import annotations

from .._lazy import lazy_compile

_WORD = lazy_compile(r"[^\W\d_][\w'-]*")
# a capitalised run of words: "Lake Baikal", "New Zealand", "Sahara"
_RUN = lazy_compile(r"[^\W\d_a-z][\w'-]*(?:[ \t]+[^\W\d_a-z][\w'-]*){0,4}")
# what comes before a word that opens a sentence or a line (capitalised by its place)
_OPENING = lazy_compile(r"(?:^|[.!?:;\"“‘(\[—–]\s*|\n\s*)$")
_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "in", "on", "at", "it", "its"})
_LIMIT = 20_000


def recased(question: str, context: str) -> str:
    """``question`` with the runs of its words that ``context`` writes only as names capitalised, when
    ``question`` past its first word has no capital letter; ``question`` itself otherwise."""
    words = [m for m in _WORD.finditer(question)][1:]
    if not words or any(m.group()[0].isupper() for m in words):
        return question
    lows = [m.group().lower() for m in words]
    wanted = set(lows)
    text = context[:_LIMIT]
    runs: dict[str, list[str]] = {}  # the lower-cased run -> its capitalised words
    for m in _RUN.finditer(text):
        run = m.group().split()
        if _OPENING.search(text, max(0, m.start() - 3), m.start()) is not None:
            if len(run) < 2 or run[0].lower() in _DETERMINERS:
                run = run[1:]  # ("The Sahara ...", "Sahara is ...": the opening word is capitalised by its place)
        while run and run[0].lower() in _DETERMINERS:
            run = run[1:]
        if run and all(w.lower() in wanted for w in run):
            runs.setdefault(" ".join(w.lower() for w in run), run)
    if not runs:
        return question
    low_text = " ".join(m.group() for m in _WORD.finditer(text))  # the words in order, lower-case ones kept
    out = [m.group() for m in words]
    for key, run in sorted(runs.items(), key=lambda item: -len(item[1])):
        if f" {key} " in f" {low_text} ":
            continue  # (written in lower case too: a common word, "lake" in "the deepest lake")
        n = len(run)
        for i in range(len(lows) - n + 1):
            if lows[i : i + n] == key.split() and all(w == lows[i + k] for k, w in enumerate(key.split())):
                out[i : i + n] = run
    pieces = [question[: words[0].start()]]
    for i, m in enumerate(words):
        pieces.append(out[i])
        pieces.append(question[m.end() : words[i + 1].start()] if i + 1 < len(words) else question[m.end() :])
    return "".join(pieces)
