"""One toolkit for reading the committed answer out of free text.

Every first-party evaluator that reads an answer out of a chat reply (multiple choice,
NLI labels, yes/no verdicts, math final answers) uses these pieces; a plugin keeps only
its own vocabulary (option letters, label sets, verdict words, mathematical forms).

- :class:`Extraction` - the one result type, with :meth:`Extraction.details` giving the
  standard details keys (:data:`EXTRACTED`, :data:`METHOD`, :data:`REASON`, :data:`SPAN`,
  :data:`FAILURE`).
- :func:`response_text` - a response (None, a string, a chat message, a list of
  messages or content parts, a leading ``<think>`` block) as the text to read.
- :func:`last_boxed` / :func:`balanced` - the last ``\\boxed{...}`` with nested braces.
- :func:`last_marker` - the last match of a marker pattern, skipped cheaply when absent.
- :func:`is_refusal` - a reply that declines to answer; :func:`is_undecided` - one that
  declines to decide; :func:`strip_chatter` - the answer without a trailing offer of
  more help or an invented next question; :func:`blank_struck` - struck-through text
  (``~~A~~``) blanked out.
- :func:`parse_number` / :func:`find_numbers` - numbers as written in prose
  (``1,234.5``, ``.5``, ``−3``, ``2½``, ``三``).
- :class:`LabelSet` and :func:`read_label` - the model of a final commitment: the
  last answer marker, a verdict stated first, the last concluding statement, else
  the one label every non-negated, non-hedged mention names; negation scope, hedges,
  questions and conditions do not commit. :data:`YES_NO` / :data:`YES_NO_MAYBE` and
  :func:`read_yes_no` are the one yes/no reader every plugin shares.

Everything here is linear in the length of the text.
"""

from __future__ import annotations

import re

from ._compared import compared_number
from ._declared_open import declared_open
from ._embedded import echo_of, embedded_negation
from ._handback import hands_back
from ._labels import (
    NO_TERMS,
    SILENCE_TERMS,
    VERB_ECHOES,
    YES_NO,
    YES_NO_MAYBE,
    YES_TERMS,
    LabelSet,
    gold_aliases,
    key,
    terms,
)
from ._numbers import NUMBER_PATTERN, VULGAR_FRACTIONS, find_numbers, parse_number, to_decimal
from ._operands import computed_value
from ._recase import recased
from ._restate import asked_question, restated_verdict
from ._result import EMPTY, EXTRACTED, FAILURE, FORMAT_ERROR, METHOD, REASON, REFUSAL, SPAN, Extraction
from ._sameness import sameness
from ._text import (
    INDECISION_PATTERN,
    balanced,
    blank_struck,
    is_refusal,
    is_undecided,
    last_boxed,
    last_marker,
    response_text,
    strip_chatter,
    strip_reasoning,
    word_key,
)
from ._verdict import read_label
from ._yesno import reread

__all__ = [
    "EMPTY",
    "EXTRACTED",
    "FAILURE",
    "FORMAT_ERROR",
    "INDECISION_PATTERN",
    "METHOD",
    "NO_TERMS",
    "NUMBER_PATTERN",
    "REASON",
    "REFUSAL",
    "SILENCE_TERMS",
    "SPAN",
    "VERB_ECHOES",
    "VULGAR_FRACTIONS",
    "YES_NO",
    "YES_NO_MAYBE",
    "YES_TERMS",
    "Extraction",
    "LabelSet",
    "balanced",
    "blank_struck",
    "find_numbers",
    "gold_aliases",
    "is_refusal",
    "is_undecided",
    "key",
    "last_boxed",
    "last_marker",
    "parse_number",
    "read_label",
    "read_yes_no",
    "response_text",
    "strip_chatter",
    "strip_reasoning",
    "terms",
    "to_decimal",
    "word_key",
]


def read_yes_no(response: object, maybe: bool = False, question: str | None = None) -> Extraction:
    """The yes/no verdict ``response`` commits to: ``value`` is ``"yes"``, ``"no"``
    (``"maybe"`` too when ``maybe``) or None. The same reader as NLI's yes/no label sets.

    With ``question`` (the yes/no question asked), an answer that names no yes/no word at all
    but restates the question's proposition, affirmed or negated ("Does the moon have its own
    light?" - "The moon doesn't produce its own light."), commits to that polarity (method
    ``restatement``); refusals, hedges and answers that do not restate it commit to nothing.
    """
    text = response_text(response)
    found = _read_yes_no(text, maybe, question)
    if found.value in ("yes", "no") and _cut_off(text):
        # "... 7 × 49 =": the reply stops mid-equation, before the result its verdict waits on
        return Extraction(None, found.method, "the answer stops mid-equation, before its result")
    if found.value in ("yes", "no") and declared_open(text):
        # "On [a, b], yes. On [0, ∞), no. The question is ambiguous.": the closing leaves both standing
        return Extraction(None, found.method, "the answer's closing declares the question open")
    return found


def _cut_off(text: str) -> bool:
    """Whether the reply breaks off on a bare "=" (its last character, after a calculation step), i.e.
    it was cut before the result the verdict depends on; read only the reply's last characters."""
    tail = text.rstrip()
    return tail.endswith("=") and not tail.endswith(("==", "<=", ">=", "!="))


def _read_yes_no(text: str, maybe: bool, question: str | None) -> Extraction:
    if question:  # ("Passage: ... Question: Is X ...?": the question asked)
        # (its names capitalised when it is written in lower case: "is the sahara ...?" - "The Sahara ...")
        asked = asked_question(question)
        question = recased(asked, f"{question.replace(asked, ' ')}\n{text}")
    letter = text.strip().strip(".!*_ ").lower()
    if letter in ("y", "n"):  # a one-letter reply: "Y"
        return Extraction("yes" if letter == "y" else "no", "first_line", None, None, text.strip())
    found = reread(text, read_label(text, YES_NO_MAYBE if maybe else YES_NO), question)
    if found.value in ("yes", "no") and question and found.evidence:
        found = _own_predicate(found, question)
    if found.value in ("yes", "no") and question and embedded_negation(question):
        echo = echo_of(text)
        if echo is not None and echo[0] == found.value:
            # "Is it not true that spiders are insects?" - "No, spiders are not insects.": the word and its echo disagree
            echoed = restated_verdict(echo[1], question)
            if echoed is not None and echoed[0] != found.value:
                return Extraction(None, found.method, "the yes/no word and the restated claim answer differently")
    if found.value != "no" and question and _NEGATIVE_QUESTION.match(question):
        agreed = _AGREED_NEGATION.match(text)
        if agreed is not None:  # "Isn't Everest in Peru?" - "Right, it isn't.": the negation agreed with
            return Extraction("no", found.method, found.reason, found.span, agreed.group().strip())
    if found.value == "yes" and question and "never" in question.lower():
        affirmed = _ECHOED_AUXILIARY.match(text)
        if affirmed is not None and _NEVER_QUESTION.match(question):
            # "Does a cat never sleep by day?" - "Yes it does, for hours.": the auxiliary echoed without the
            # question's "never" affirms the act, which denies the "never" asked about
            return Extraction("no", found.method, found.reason, found.span, affirmed.group().strip())
    if found.value is None and question and (found.reason or "").endswith("label found in the answer"):
        compared = compared_number(text, question)
        if compared is not None:  # "More than 200 bones?" - "It's above 200.": the same number, on a side
            return Extraction(compared[0], "restatement", None, None, compared[1])
        restated = restated_verdict(text, question)
        # (checked only once a restatement is found, at the answer's two ends, where an answer
        # declines or gives up deciding)
        ends = (text[:400], text[-400:]) if len(text) > 800 else (text,)
        if (
            restated is not None
            and not any(is_refusal(end) or is_undecided(end) for end in ends)
            and not hands_back(text)  # "... Which one do you mean?": the choice handed back to the asker
        ):
            return Extraction(restated[0], "restatement", None, None, restated[1])
        if restated is None and not any(is_refusal(end) or is_undecided(end) for end in ends) and not hands_back(text):
            # "Is 2^10 equal to 1024?" - "2^10 = 2048": the operation's value given; "Is a mile the same as a
            # kilometre?" - "They are different lengths.": the pair said to be the same or to differ
            given = computed_value(text, question) or sameness(text, question)
            if given is not None:
                return Extraction(given[0], "restatement", None, None, given[1])
    return found


# A question asked in the negative ("Isn't X ...?", "Doesn't it ...?"), and an answer that agrees with its
# negation in so many words: "Right, it isn't in Peru.", "Correct, he didn't - Bell did."
_NEGATIVE_QUESTION = re.compile(
    r"\s*(?:isn't|aren't|wasn't|weren't|doesn't|don't|didn't|can't|couldn't|won't|wouldn't|hasn't|haven't|hadn't|shouldn't)\b",
    re.IGNORECASE,
)
_AGREED_NEGATION = re.compile(
    r"\s*(?:yes|yeah|right|correct|true|exactly|indeed|that's\s+right)[,;:—–-]?\s+(?:it|they|he|she|that|this|there|you|we)\s*"
    r"(?:isn't|is\s+not|'s\s+not|aren't|are\s+not|'re\s+not|wasn't|was\s+not|weren't|doesn't|does\s+not|don't|do\s+not|"
    r"didn't|did\s+not|can't|cannot|couldn't|won't|wouldn't|hasn't|haven't|hadn't|shouldn't)\b",
    re.IGNORECASE,
)
# A question whose proposition is "never" ("Does lightning never strike twice?", "Can a shark never stop?"), and
# a "yes" that echoes its auxiliary without the "never" ("Yes it does!", "Yes, they can."): the act affirmed
_NEVER_QUESTION = re.compile(
    r"\s*(?:do|does|did|can|could|will|would|is|are|was|were|has|have)\b[^?]{0,120}?\bnever\b", re.I
)
_ECHOED_AUXILIARY = re.compile(
    r"\s*yes\b[,!.]?\s*(?:it|they|he|she|that|this|there|you|we)\s+"
    r"(?:does|do|did|can|could|will|would|is|are|was|were|has|have)\b(?!\s+(?:not|never)\b|n't)(?=\s*(?:[,.!;:—–]|$))",
    re.IGNORECASE,
)
# Verdict words that deny ("It's impossible.", "Not wrong.") and can also be the predicate a question asks about.
_DENYING_PREDICATES = frozenset({"impossible", "wrong", "incorrect", "inaccurate", "untrue", "false", "myth"})
_TRUE_OR_FALSE = re.compile(r"\btrue\s*(?:or|/)\s*false\b|\bfalse\s*(?:or|/)\s*true\b")
# ... the words of one sense, any of which restates another: "Is it incorrect to say ...?" - "It isn't wrong to ..."
_SAME_PREDICATE = (frozenset({"impossible"}), _DENYING_PREDICATES - {"impossible"})


def _own_predicate(found: Extraction, question: str) -> Extraction:
    """A verdict word that is the question's own predicate (or a word of the same sense) restates it: "Is it
    impossible to ...?" - "It's impossible." affirms it (yes), "Not wrong at all." denies "Is it wrong to ...?"
    and "It isn't wrong to call it round." denies "Is it incorrect to say ...?" (no), "It is a myth." affirms
    "Is it a myth that ...?" (yes)."""
    if re.search(r"\b(?:yes|no)\W*$", found.evidence or "", re.IGNORECASE):
        return found  # (the verdict word itself closes it: "the answer to 'is it impossible' is no")
    words = set(re.findall(r"[a-z]+", (found.evidence or "").lower()))
    shared = words & _DENYING_PREDICATES
    # (the question's words, without a "True or false:" that names the choices, not a predicate)
    asked = set(re.findall(r"[a-z]+", _TRUE_OR_FALSE.sub(" ", question.lower())))
    if not shared or not any(shared & sense and asked & sense for sense in _SAME_PREDICATE):
        return found
    low = (found.evidence or "").lower()
    at = min(low.find(word) for word in shared)
    negated = re.search(r"\b(?:not|never|no|hardly)\b|n't\b", low[:at]) is not None
    value = "no" if negated else "yes"  # the question's own predicate affirmed or denied
    return Extraction(value, found.method, found.reason, found.span, found.evidence)
