"""A label that stands alone as the answer's last sentence: the reply's last word on the question.

"It's the President. Wait - no, declaring war is Congress's power. B.", "so E. Hmm, the question says
ceiling. Okay C.", "Increase 15 on 50: 30%. (23% would use the new price.) C."

Whatever a reply weighed before, a sentence that holds nothing but an option's label (at most an opening
word that hands it over: "So", "Okay", "Then") and closes the reply is what a careful grader reads as the
answer: nothing after it can qualify it, and it says nothing but the choice. The sentence before it must
end (a stop, possibly inside an aside's closing bracket, or a line break), so a label that ends a longer
sentence ("Vitamin C.", "per Article I. B." is read as "B." only because "I." ends its sentence) is not read
here; nor is one after an abbreviation that hands it over ("i.e. E.", "vs. C.").
"""

from __future__ import annotations

from scorewire import lazy_compile

__all__ = ["closing_alone"]

# A stop that ends an abbreviation, not a sentence ("i.e.", "e.g.", "vs.", "cf.", "viz.").
_ABBREVIATION = lazy_compile(r"(?:\.\w|\b(?:vs|cf|viz))[.!?]$")
_OPENERS = frozenset(("okay", "ok", "alright", "so", "then", "thus", "hence", "therefore"))


def closing_alone(text: str, valid: str) -> str | None:
    """The label standing alone as ``text``'s last sentence, when it is one of ``valid``; else None."""
    body = text[-80:].rstrip(" \t\n.!*_)]")  # (the last characters only: the tests below are local)
    if not body or body[-1] not in valid or (len(body) > 1 and body[-2] not in " \t\n*_(["):
        return None  # (the cheap test first: most replies do not end on a lone capital)
    pre = body[:-1].rstrip("*_([")
    before = pre.rstrip(" \t")
    if (before and before[-1].isalpha()) or before[-1:] in (",", ":"):
        word = before[-16:].split()[-1] if before[-16:].split() else ""
        if word.rstrip(",!:").lower() not in _OPENERS:
            return None  # ("the answer is C.": the label ends a longer sentence)
        pre = before[: len(before) - len(word)]
        before = pre.rstrip(" \t")
    if not before.strip():
        return None  # (the whole reply is the label, which the other readings read, or blank space before it)
    if before[-1] != "\n":
        if len(pre) == len(before):
            return None  # (no space after the stop: "I.B.")
        stop = before.rstrip(')]"”’')
        if len(before) - len(stop) > 2 or stop[-1:] not in (".", "!", "?") or _ABBREVIATION.search(stop[-6:]):
            return None  # (no sentence ends before it, or an abbreviation hands it over: "i.e. E.", "vs. C.")
    prior = before.rstrip(".!?*_)]")
    if (
        prior[-1:] in valid
        and not prior[:-1].rstrip("*_([")[-1:].isalnum()
        and prior[-2:-1] not in ("'", "’", ".", "-")
        # (a label after a word is that sentence's object, not a run: "So not D. C.", "narrowly beating D. A.")
        and not prior[:-1].rstrip(" \t*_([")[-1:].isalnum()
    ):
        return None  # ("A. B. C. D.", "the two: B. C.": a run of bare labels, not one verdict)
    head = text[: len(text) - min(len(text), 80) + len(before)]
    if "\n" in head and _entries(head) >= 2:
        return None  # (a list of the options, "A. Paris\nB. London\nC.", not a verdict)
    return body[-1]


def _entries(text: str) -> int:
    """How many lines of ``text`` are entries of a list of the options ("A. Paris", "(B) London", "C: Rome")."""
    count = 0
    for line in text.split("\n"):
        head = line.lstrip(" \t([")[:2]
        if len(head) == 2 and head[0] in "ABCDEFGHIJ" and head[1] in ".)]:":
            count += 1
    return count
