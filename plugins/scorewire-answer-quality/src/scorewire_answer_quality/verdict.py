"""Yes/no verdict extraction that understands negation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from scorewire import Configurable, Scores, lazy_compile, option

from ._common import InvalidFieldError, clip, response_text

# The reader (scorewire.extraction) is imported where a verdict is read: plugin discovery
# imports this module for the YesNoVerdict class only.

_GOLD_YES = frozenset({"yes", "true", "1", "y", "t", "correct"})
_GOLD_NO = frozenset({"no", "false", "0", "n", "f", "incorrect"})
_WORD_RE = lazy_compile(r"\S+")


def extract_verdict(text: str, max_words: int | None = None, question: str | None = None) -> str | None:
    """The yes/no verdict of ``text``: ``"yes"``, ``"no"`` or None.

    The reader is :func:`scorewire.extraction.read_yes_no`, the same one NLI's yes/no
    label sets use: the last answer marker ("Answer: no", "the answer is yes") wins,
    else a verdict stated first ("Yes.", "Absolutely not", "That's not correct"),
    else the last concluding statement ("..., so no"), else nothing. Negation
    flips or cancels a verdict word ("It is not true that..." is no, "That isn't
    wrong" is yes, "No doubt" and "no idea" are not verdicts); questions, hedges and
    conditions do not commit.

    With ``question``, an answer that only restates the question's proposition, affirmed
    or negated ("Are whales mammals?" - "Whales are mammals."), commits to its polarity.

    :param max_words: read only the first ``max_words`` words (None: the whole text).
    :param question: the yes/no question asked (None: read the answer alone).
    """
    from scorewire.extraction import read_yes_no

    return read_yes_no(_first_words(text, max_words), question=question).value


def _first_words(text: str, max_words: int | None) -> str:
    if max_words is None:
        return text
    for i, m in enumerate(_WORD_RE.finditer(text)):
        if i == max_words:
            return text[: m.start()]
    return text


def gold_verdict(value: Any) -> str | None:
    """A gold yes/no label from a bool, 0/1 or a string such as ``"Yes"``/``"false"``."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)) and value in (0, 1):
        return "yes" if value == 1 else "no"
    if isinstance(value, str):
        word = value.strip().strip(".!").casefold()
        if word in _GOLD_YES:
            return "yes"
        if word in _GOLD_NO:
            return "no"
    if isinstance(value, list) and len(value) == 1:
        return gold_verdict(value[0])
    return None


class YesNoVerdict(Configurable):
    """``yes_no``: 1.0 when the verdict extracted from the response equals the gold yes/no label.

    The gold label (``original[field]``, default ``answer``) may be a bool, 0/1, or
    yes/no/true/false text; anything else is a row error. The response verdict comes
    from :func:`extract_verdict`. Keys: ``yes_no`` (correct) and ``yes_no_parsed``
    (a verdict was found). Details hold ``verdict`` and ``gold_label`` and the
    standard keys ``extracted``, ``method`` and, when no verdict was found,
    ``reason`` and ``failure``.
    """

    name: ClassVar[str] = "yes_no"
    version: ClassVar[str] = (
        "31"  # 4: blind batch 6 classes (restatements in other words, other languages); 5: batch 7; 6: batch 8; 7: batch 9;
        # 8: batch 10; 9: batch 11; 10: batch 12; 11: batch 13; 12: a concluding verdict qualified by its scope; 13: batch 14;
        # 14: both readings handed over is no verdict; 15: batch 15; 16: batch 16; 17: batch 17; 18: batch 18; 19: batch 19
        # 20: batch 20; 21: batch 21; 22: batch 22; 23: batch 23; 24: batch 24; 25: batch 25;
        # 26: a contrast with a pronoun for its subject, or a broader term denied ("It's a fruit, not a vegetable.")
        # 27: batch 26 (a privative "-less" kept in the stem, another word of place, the reply's own questions answered
        # in turn, a quoted claim judged, a short answer with a bracketed aside, a bold closing verdict, "Nine it is.", and others)
        # 28: batch 27 (a participle of place left to the copula, "Um, yes?", "Yes? No?", the asked case tagged at the close,
        # "such X exist", "There's no doubt: ...", "So I wouldn't say ...", a name after "via", "first" for a superlative,
        # two settings compared)
        # 29: batch 28 (a reply cut off on a bare "=", before its result, reads no verdict)
        # 30: batch 27 again (a classifier noun the reply drops, "the number pi"; "√3 is ..." for "the square root of 3";
        # "<expression> is <value>" for "="; "is in X" for "a member of X"; irregular past forms, "It sank in ...")
        # 31: batch 29 (an operation's value given, "Is 2^10 equal to 1024?" - "2^10 = 2048"; the pair said the same
        # or different, "They are different units."; a restatement whose subject is another number or another root
        # or power of it, "√3 is irrational." for "Is 3 rational?", no verdict; "No doubt about it: ... . They don't
        # ..." read from the later restatement)
    )

    field: str = option("answer", "Field of original with the gold yes/no label.")
    max_words: int | None = option(None, "Read only this many leading words of the response (None: all of it).")
    question_field: str | None = option(
        "question",
        "Field of original with the question asked; an answer that only restates it, affirmed or negated, "
        "is read as that verdict (None: read the response alone).",
    )

    def __post_init__(self) -> None:
        self.required_fields: tuple[str, ...] = (self.field,)

    def score(self, original: Mapping[str, Any], processed: Mapping[str, Any]) -> Scores:
        """Score one response."""
        gold = gold_verdict(original.get(self.field))
        if gold is None:
            raise InvalidFieldError(
                self.name,
                self.field,
                original.get("id"),
                f"is {clip(original.get(self.field))}, not a yes/no label",
                "use a bool, 0/1, or yes/no/true/false",
            )
        from scorewire.extraction import read_yes_no

        question = original.get(self.question_field) if self.question_field else None
        found = read_yes_no(
            _first_words(response_text(processed), self.max_words),
            question=question if isinstance(question, str) else None,
        )
        verdict = found.value
        details: dict[str, Any] = {"verdict": verdict, "gold_label": gold, **found.details()}
        if verdict is None:
            details["reason"] = found.reason or "no yes/no verdict found"
        elif verdict != gold:
            details["reason"] = f"verdict {verdict!r} differs from the gold label"
        return Scores({"yes_no": float(verdict == gold), "yes_no_parsed": float(verdict is not None)}, details=details)
