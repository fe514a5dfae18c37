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

# (searched in the reply's last characters only, anchored at the end: linear on any input)
_ALONE = lazy_compile(
    r"(?:^|(?<!\.\w)(?<!\bvs)(?<!\bcf)(?<!\bviz)[.!?][)\]\"”’]{0,2}[ \t]{1,4}|\n[ \t]{0,4})"
    r"(?:(?i:okay|ok|alright|so|then|thus|hence|therefore)[,!:]?[ \t]{1,3})?"
    r"[*_]{0,3}[(\[]?([A-J])[)\]]?[*_]{0,3}[.!]?[*_]{0,3}\s*$"
)
# A sentence before that itself ends on a bare label.
_ENDS_ON_LABEL = lazy_compile(r"(?<![\w'’.-])[*_]{0,3}[(\[]?([A-J])[)\]]?[*_]{0,3}[.!?]$")
# A line of the options themselves ("A. Paris\nB. London\nC."): two labelled entries before the end.
_ENTRY = lazy_compile(r"(?:^|\n)[ \t]{0,4}[(\[]?[A-J][.)\]:]")


def closing_alone(text: str, valid: str) -> str | None:
    """The label standing alone as ``text``'s last sentence, when it is one of ``valid``; else None."""
    tail = text[-48:]
    m = _ALONE.search(tail)
    if m is None or m.group(1) not in valid:
        return None
    if len(text) <= 48 and m.start() == 0:
        return None  # (the whole reply is the label: the other readings read it)
    before = text[: len(text) - len(tail) + m.start() + 1].rstrip()
    prior = _ENDS_ON_LABEL.search(before, max(0, len(before) - 8))
    if prior is not None and prior.group(1) in valid:
        return None  # ("A. B. C. D.", "the two: B. C.": a run of bare labels, not one verdict)
    if len(_ENTRY.findall(text, 0, len(text) - len(tail) + m.start())) >= 2:
        return None  # (a list of the options, not a verdict)
    return m.group(1)
