"""Read the label a free-text chat answer commits to.

The reader is the shared one in :func:`scorewire.extraction.read_label` (its docstring
gives the rules: last answer marker, a verdict stated first, the last concluding
statement, else the one label every counted mention names; negation, hedges,
questions and conditions do not commit). This module keeps the plugin's result type.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from scorewire import extraction

from ._asides import (
    answer_to,
    cannot_say,
    claim_clauses,
    closing_aside,
    concluded_unable,
    doubted_question,
    foreign_conclusion,
    other_question_closing,
    self_answered,
    spelled_label,
    translated,
    unable_from_source,
)
from ._closing import (
    bare_copula,
    bare_labels,
    both_ways,
    changed_mind,
    cjk_echo,
    cjk_verdict,
    conceded_spans,
    corrected_opening,
    cut_after_verdict,
    cut_at_verdict,
    cut_on_dangling,
    dismissed_at,
    dismissed_spans,
    judged_no,
    last_sentence,
    left_open,
    lowered,
    menu_spans,
    offered_choice,
    rejected_in_turn,
    returned_to,
)
from ._commitment import closing_commitment
from ._concession import conceded_word, denied_label_clause
from ._conditions import left_to_condition, split_by_condition
from ._defined import conditional_polarity, left_unsettled
from ._elimination import declined_but_one, denied_list, neither_left, ruled_out_opening
from ._facets import asked_facet
from ._faulted import details_wrong
from ._former import picked_of_pair
from ._hedged import hedged_restatement, possible_but
from ._latex import unwrapped_latex
from ._past_verb import restated_verb
from ._restated import restated_polarity
from ._withdrawn import denial_after
from .labels import FEVER, NLI, LabelSet

__all__ = ["Extraction", "extract_label", "hypothesis_of", "question_of"]


def question_of(row: object) -> str | None:
    """The yes/no question of a row: its ``question`` field, else a ``hypothesis`` asked as a question."""
    if not isinstance(row, dict):
        return None
    for field in ("question", "hypothesis"):
        value = row.get(field)
        if isinstance(value, str) and (field == "question" or value.rstrip().endswith("?")):
            return value
    return None


class Extraction(extraction.Extraction):
    """What :func:`extract_label` found: :attr:`label` (or None), ``method``,
    :attr:`matched` (the text that named the label) and ``reason`` (why nothing was found).
    """

    @property
    def label(self) -> str | None:
        """The canonical label, or None when the answer commits to none."""
        return self.value

    @property
    def matched(self) -> str | None:
        """The span of the answer that named the label."""
        return self.evidence


def hypothesis_of(row: object) -> str | None:
    """The hypothesis (or claim) of a row: its ``hypothesis`` field, else ``claim``."""
    if not isinstance(row, dict):
        return None
    for field in ("hypothesis", "claim"):
        value = row.get(field)
        if isinstance(value, str) and value.strip():
            return value
    return None


def extract_label(
    response: object, ls: LabelSet, question: str | None = None, hypothesis: str | None = None
) -> Extraction:
    """Read the label ``response`` commits to, in label set ``ls``. Never raises on bad output.

    With ``question`` and a yes/no label set, an answer that names no label but restates the
    question's proposition, affirmed or negated, commits to that polarity (see
    :func:`scorewire.extraction.read_yes_no`). With ``hypothesis``, an answer that names no label but closes by
    restating the hypothesis, affirmed or denied ("Final answer: the senator did not support the bill."),
    commits to the label of that relation (entailment or contradiction, SUPPORTS or REFUTES).
    """
    text = extraction.response_text(response) if response is not None else None
    plain = unwrapped_latex(text) if text else None
    if plain is not None:  # "\textbf{Answer:} \text{yes}": the words the LaTeX commands hold
        response = text = plain
    found = _read(response, text, ls, question)
    aside = closing_aside(text) if text else None
    if text and aside is None:
        # "Yes. If the question were whether it causes it, I'd say maybe.": a label for another question
        aside = other_question_closing(text)
    if text and aside is not None:
        # "Entailment. (Had it said 'more than 300', it would be neutral.)": a closing hypothetical in brackets is
        # no verdict; the answer is read without it (when that reading finds one)
        masked = text[: aside[0]] + " " * (aside[1] - aside[0]) + text[aside[1] :]
        again = _read(masked, masked, ls, question)
        if again.value is not None:
            text, found = masked, again
    if text and found.value is None:
        joined = spelled_label(text, ls)
        if joined is not None:  # "... Claim matches. S U P P O R T S": the label spelled out
            again = _read(joined, joined, ls, question)
            if again.value is not None:
                text, found = joined, again
    # (a label after an answer marker, "Answer: neutral", is no list's entry: the search is spared there)
    at = None
    if found.method != "answer_marker":
        at = (
            found.span[0] if found.span is not None else _place(text, found.evidence, last=found.method == "conclusion")
        )
    if text and at is not None:
        for start, end in menu_spans(text, ls, around=at):
            if start <= at < end and not denied_list(text, (start, end), ls):
                # "entailment. contradiction. neutral. Pick one: ...": the label was read from a list of every
                # label, which states no verdict; the answer is read with the list set aside (a verdict given
                # by the list's order, "the middle one", was read elsewhere and stands)
                text = text[:start] + " " * (end - start) + text[end:]
                found = _read(text, text, ls, question)
                break
    if text is not None and found.value is None and (found.reason or "").startswith("no "):
        menus = menu_spans(text, ls)
        if menus:
            # "yes/no/maybe → the data say yes.": the list of the choices, echoed before the verdict, hides it; the
            # answer is read with the list set aside
            masked = text
            for start, end in menus:
                masked = masked[:start] + " " * (end - start) + masked[end:]
            again = _read(masked, masked, ls, question)
            if again.value is not None:
                text, found = masked, again
    if text is not None and found.value is not None and len(set(bare_labels(text, ls) or ())) > 1:
        # "yes no", "Neutral / contradiction.": labels named one after another, nothing chosen
        return Extraction(None, "none", "the answer only names different labels", None, None)
    if text is not None:
        found = _closing_checks(found, text, ls)
        # "Could be yes, could be no. It depends on whether you trust the adjusted analysis.": no verdict
        found = left_to_condition(found, text, ls, lambda masked: extract_label(masked, ls, question))
        found = _ruled_out(found, text, ls)
        found = _ruled_out_first(found, text, ls, lambda masked: _read(masked, masked, ls, question))
        # "If it was blinded, yes; if not, maybe. I can't tell from the abstract.": no verdict
        found = split_by_condition(found, text, ls, lambda rest: extract_label(rest, ls, question))
        if found.value is None and (found.reason or "").startswith("no "):
            gloss = translated(text)
            if gloss is not None:
                # "Hai, kanren ga arimasu (yes, there is an association).": the answer's own translation
                again = extract_label(gloss[0], ls, question, hypothesis)
                if again.value is not None:
                    glossed = (gloss[1], gloss[1] + len(gloss[0]))
                    found = extraction.Extraction(again.value, again.method, None, glossed, gloss[0])
        if found.value is None and (found.reason or "").startswith(
            ("no ", "names several labels", "the answer offers two labels")
        ):
            pick = picked_of_pair(text, ls)
            if pick is not None:  # "Entailment or contradiction? Clearly the latter.": one of the pair, by place
                found = extraction.Extraction(pick[0], "conclusion", None, (pick[1], pick[2]), text[pick[1] : pick[2]])
        if found.value is None and hypothesis and len(ls.labels) >= 3 and "yes" not in ls.labels:
            found = _restated(found, text, ls, hypothesis)
        if (
            found.value is None
            and question
            and ls in (extraction.YES_NO, extraction.YES_NO_MAYBE)
            and (found.reason or "").startswith("no ")
        ):
            polar = restated_verb(text, question)
            if polar is not None:  # "Did the river rise?" - "It rose.": the question's verb restated
                found = extraction.Extraction(polar, "restatement", None, None, None)
        if (
            found.value is None
            and ls is extraction.YES_NO_MAYBE
            and (found.reason or "").startswith("no ")
            and (hedged_restatement(text) or possible_but(text))
        ):
            # ("It's possible, but the survey can't separate the two causes.": held possible, not settled)
            # "'Almost exclusively' leaves room for exceptions, so maybe some do.": held possible, not settled
            found = extraction.Extraction("maybe", "conclusion", None, None, None)
        if found.value is None and ls is FEVER and (found.reason or "").startswith("no ") and details_wrong(text):
            # "She was a painter. Claim: sculptor. Both nationality and medium are wrong.": the claim judged false
            found = extraction.Extraction("REFUTES", "conclusion", None, None, None)
        if found.value is None and found.reason == "the answer ends undecided":
            opened = _undetermined_opening(text, ls)
            if opened is not None:
                # ("Maybe. The sample was small, so I can't say for certain.": the doubt it ends on is the verdict it
                # opened with, not a refusal of one)
                found = extraction.Extraction(
                    opened[0], "first_line", None, (opened[1], opened[2]), text[opened[1] : opened[2]]
                )
        if (found.value is not None and found.method in ("first_line", "conclusion", "only_label_mentioned")) or (
            found.value is None
            and (
                found.reason == "the answer ends undecided"
                # ("Neutral? No - contradiction. Hmm, but ... I'll go neutral after all.": the decision it ends on)
                or (found.reason or "").startswith(
                    ("names several labels", "the conclusion names several labels", "no ")
                )
            )
        ):
            # ("Hard to say for sure - I'll go with maybe, leaning yes.": a decision made after the doubt it
            # names settles it)
            decided = closing_commitment(text, ls)
            if decided is not None and decided[0] != found.value:
                # "Entailment is what I'd normally give ... Still, I'll say neutral.": the decision it ends on
                found = extraction.Extraction(
                    decided[0], "conclusion", None, (decided[1], decided[2]), text[decided[1] : decided[2]]
                )
        if found.value is not None and found.method in (
            "first_line",
            "conclusion",
            "only_label_mentioned",
            "elimination",
        ):
            found = _withdrawn(found, text, ls, question)
        if found.value is not None and found.method != "answer_marker" and "?" in text[-200:] and _labels_asked(text):
            if not _names_label(found.evidence, ls):
                # "Smallest vs largest. Can't both be true. But which labels do you want me to use?": the answer
                # closes by asking which labels to give, having named none: no verdict yet
                found = extraction.Extraction(None, "none", "the answer asks which labels to use", None, None)
        if ls is extraction.YES_NO_MAYBE and found.value is not None and "not" in (found.evidence or "").lower():
            found = _one_of_three_denied(found, text, ls, question)
        if question and ls in (extraction.YES_NO, extraction.YES_NO_MAYBE) and any(c in text for c in "?:—–-"):
            # "Associated? Yes. Causal? Maybe.": the facet the question asks about
            found = _facet_asked(found, text, ls, question)
    return Extraction(found.value, found.method, found.reason, found.span, found.evidence)


# The labels that say the text leaves the question open: an ending that says it cannot decide agrees with them.
_UNDETERMINED = frozenset(("maybe", "neutral", "NOT ENOUGH INFO"))


def _undetermined_opening(text: str, ls: LabelSet) -> tuple[str, int, int] | None:
    """The label (with its place) of a first sentence that is only a label saying the question is left open
    ("Maybe.", "**Neutral.**", "Not enough info!"), read when the answer ends undecided; None otherwise (a question
    "Maybe?", a longer first sentence, a label that settles the question)."""
    start = len(text) - len(text.lstrip(" \t\n*_#>"))
    stops = [i for i in (text.find(".", start), text.find("!", start), text.find("\n", start)) if i >= 0]
    if not stops or min(stops) - start > 40:
        return None
    end = len(text[: min(stops)].rstrip(" *_"))
    hit = ls.match_any_at(text[:end], start)
    if hit is None or hit[2] != end or hit[0] not in _UNDETERMINED:
        return None
    return hit


def _withdrawn(found: extraction.Extraction, text: str, ls: LabelSet, question: str | None) -> extraction.Extraction:
    """The reading of an answer that denies, later, the label it was read as ("So the answer isn't no; ...",
    "...; neither neutral either"): what it commits to after the denial, or nothing (see ``_withdrawn``)."""
    end = _verdict_end(text, found)
    if end is None or found.value is None:
        return found
    denied = denial_after(text, ls, found.value, end)
    if denied is None:
        return found
    rest = text[denied:]
    again = _read(rest, rest, ls, question)  # (the core reading only: a chain of denials costs one reading)
    if again.value is not None and again.value != found.value:
        return extraction.Extraction(again.value, again.method, None, None, again.evidence)
    return extraction.Extraction(None, "none", f"the answer denies the label it gave ({found.value})", None, None)


# A closing question that asks which labels to answer with: "which label do you want me to use - the FEVER ones or
# true/false?", "What format should I answer in?", "Do you want the NLI labels or yes/no?"
_LABELS_ASKED = re.compile(
    r"\b(?:which|what)\s+(?:labels?|label\s+set|set\s+of\s+labels|labell?ing\s+scheme|scheme|format|categories|terms)\s+"
    r"(?:do|did|would|should|shall|am|are)\s+(?:you|i|we)\b[^.!?\n]{0,100}\?|"
    r"\b(?:do|would)\s+you\s+(?:want|prefer|like)\s+(?:me\s+to\s+use\s+)?[^.!?\n]{0,40}\blabels?\b[^.!?\n]{0,60}\?",
    re.IGNORECASE,
)


def _labels_asked(text: str) -> bool:
    """Whether the answer's last sentence asks which labels to answer with (see _LABELS_ASKED)."""
    _, last = last_sentence(text)
    return _LABELS_ASKED.search(last) is not None


# A label word itself denied: "not yes", "not a no", "isn't a yes either" (in a set of three, the denial of one
# leaves two)
_LABEL_DENIED = re.compile(
    r"\b(?:not|isn['’]t|is\s+not)\s+(?:an?\s+)?[\"'*_‘“]*(?:yes|no|maybe)\b[\"'*_’”]*(?:\s+either)?", re.IGNORECASE
)


def _one_of_three_denied(
    found: extraction.Extraction, text: str, ls: LabelSet, question: str | None
) -> extraction.Extraction:
    """ "The answer is not yes.", "It's not a no.": in the yes/no/maybe set, a reading taken from the denial of one
    label word commits to neither of the two left; the answer is read without its label denials (nothing, when that
    reading finds nothing)."""
    evidence = (found.evidence or "").strip(" \t\n.!,;:*_\"'")
    denial = _LABEL_DENIED.search(evidence)
    if denial is None or denial.end() != len(evidence):
        return found
    masked = _LABEL_DENIED.sub(lambda m: " " * len(m.group(0)), text)
    again = _read(masked, masked, ls, question)
    if again.value is None:
        return extraction.Extraction(None, "none", "the answer only denies one label of three", None, None)
    return again


def _verdict_end(text: str, found: extraction.Extraction) -> int | None:
    """Where the words the label was read from end in ``text`` (None when they cannot be placed)."""
    if found.span is not None:
        return found.span[1]
    at = _place(text, found.evidence, last=found.method == "conclusion")
    return None if at is None else at + len(found.evidence or "")


def _place(text: str | None, evidence: str | None, *, last: bool) -> int | None:
    """Where ``evidence`` first (or ``last``) occurs in ``text`` (None when it does not)."""
    if not text or not evidence:
        return None
    # (a reading places its verdict in one text several times: the lowercased copy of the last text is kept)
    low = lowered(text)
    at = low.rfind(evidence.lower()) if last else low.find(evidence.lower())
    return at if at >= 0 else None


def _word_place(text: str, evidence: str | None) -> tuple[int, int] | None:
    """Where ``evidence`` last occurs in the tail of ``text`` as whole words (None when it does not)."""
    word = (evidence or "").strip()
    if not word:
        return None
    last = None
    for m in re.finditer(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text[-2000:], re.IGNORECASE):
        last = m
    if last is None:
        return None
    lo = max(0, len(text) - 2000)
    return lo + last.start(), lo + last.end()


def _judged_no(text: str, found: extraction.Extraction, ls: LabelSet) -> bool:
    """Whether the label read first is itself judged no after a colon or dash ("Entailment: no.")."""
    at = found.span or _word_place_from(text, found.evidence, last=False)
    return at is not None and _names_label(found.evidence, ls) and judged_no(text, at[1])


def _word_place_from(text: str, evidence: str | None, *, last: bool) -> tuple[int, int] | None:
    """Where ``evidence`` first (or ``last``) occurs in ``text`` (None when it does not)."""
    at = _place(text, evidence, last=last)
    return None if at is None else (at, at + len(evidence or ""))


def _read(response: object, text: str | None, ls: LabelSet, question: str | None) -> extraction.Extraction:
    if question and response is not None and ls in (extraction.YES_NO, extraction.YES_NO_MAYBE):
        return extraction.read_yes_no(response, maybe=ls is extraction.YES_NO_MAYBE, question=question)
    return extraction.read_label(text, ls)


def _closing_checks(found: extraction.Extraction, text: str, ls: LabelSet) -> extraction.Extraction:
    """The NLI-specific last word: an answer left open or cut off at its verdict commits to nothing; a
    yes/no/maybe answer that names no yes or no but says what the premise does to the hypothesis
    ("the premise backs that up", "it rules it out") commits to that relation's yes, no or maybe."""
    if found.method == "first_line" and len(ls.labels) >= 3 and "yes" not in ls.labels:
        opener = _BOTH_OPENER.match(text)
        if opener is not None:
            # "Yes and no. ... But strictly, for this task, they clash - contradiction.": the opening yes is half
            # of a "yes and no", no verdict; the answer is read after it
            rest = " " * opener.end() + text[opener.end() :]
            again = extraction.read_label(rest, ls)
            if again.value is None:
                return extraction.Extraction(None, "none", "the answer says yes and no and names no label after it")
            found = again
    if found.value is not None and found.method in ("first_line", "conclusion", "only_label_mentioned"):
        at = found.span or _word_place_from(text, found.evidence, last=found.method == "conclusion")
        if at is not None and conceded_word(text, ls, at):
            # "True in reality, but the passage never mentions it. ... → NEI": a word granted, then set aside
            masked = text[: at[0]] + " " * (at[1] - at[0]) + text[at[1] :]
            again = extraction.read_label(masked, ls)
            if again.value is not None and again.value != found.value:
                found = again
        denial = denied_label_clause(text, ls, at) if at is not None else None
        if denial is not None:
            # "It isn't the case that the hypothesis isn't supported - it's entailed.": the denial of a clause
            # about the pair is no "no"; the verdict is the rest's (none when the rest names none)
            masked = text[: denial[0]] + " " * (denial[1] - denial[0]) + text[denial[1] :]
            found = extraction.read_label(masked, ls)
            if found.value is None and denial[2] is not None:
                found = extraction.Extraction(denial[2], "conclusion", None, denial[:2], text[denial[0] : denial[1]])
            elif found.value is None:
                return extraction.Extraction(
                    None, "none", "the answer denies a clause about the pair and names no label"
                )
    if found.value == "no" and found.method == "first_line" and "yes" in ls.labels:
        denied = _DOUBLE_DENIAL.match(text)
        if (
            denied is not None
            and _DENIED_CLAUSE.search(denied.group(1)) is not None
            and extraction.read_label(text[denied.end() :], ls).value in (None, "yes")
        ):
            # "It's not the case that there was no improvement.": the denial of a denial affirms (unless the
            # answer goes on to a verdict of its own: "... but the edge wasn't significant. So: no.")
            return extraction.Extraction("yes", "first_line", None, denied.span(), denied.group(0))
    if found.value == "no" and found.method == "first_line" and ls is extraction.YES_NO_MAYBE:
        if _NOT_NECESSARILY.match(text) is not None:
            # "Not necessarily - he might have walked.": not guaranteed, another outcome possible: maybe
            return extraction.Extraction("maybe", "first_line", None, found.span, found.evidence)
    if found.value is None or found.method in ("conclusion", "only_label_mentioned"):
        answered = answer_to(text, ls)
        if answered is not None and (found.value is None or answered[1] >= last_sentence(text)[0]):
            # "The answer to 'is it open Sunday' is no.": an answer marker with what it answers between
            return extraction.Extraction(
                answered[0], "answer_marker", None, (answered[1], answered[2]), text[answered[1] : answered[2]]
            )
    if (
        found.method == "conclusion"
        and len(ls.labels) >= 3
        and "yes" not in ls.labels
        and (found.evidence or "").strip(" \t\n.!,;:*_\"'").lower() in _BARE_ANSWERS
    ):
        at = found.span if found.span is not None else _word_place(text, found.evidence)
        if at is not None and (self_answered(text, at, found.evidence) or _INTERJECTED.match(text, at[1]) is not None):
            # "Entailment or neutral? ... does it require it? No. ... What remains is neutral.": the "no" answers
            # the answer's own question, no verdict; the answer is read without it (when that finds one)
            masked = text[: at[0]] + " " * (at[1] - at[0]) + text[at[1] :]
            again = extraction.read_label(masked, ls)
            if again.value is not None and again.value != found.value:
                found = again
    if found.method == "conclusion" and len(ls.labels) >= 3 and "yes" not in ls.labels and "?" in text:
        at = found.span if found.span is not None else _word_place(text, found.evidence)
        if doubted_question(text, at, found.evidence, ls) and at is not None:
            # "Contradiction? Maybe. Entailment? No. I'd need to know more.": the doubt weighs the label asked
            # about; the answer is read without it (nothing, when that reading finds nothing)
            masked = text[: at[0]] + " " * (at[1] - at[0]) + text[at[1] :]
            again = extraction.read_label(masked, ls)
            if again.value != found.value:
                return again
    if (
        found.method in ("conclusion", "first_line")
        and len(ls.labels) >= 3
        and "yes" not in ls.labels
        and (found.evidence or "").strip(" \t\n.!,;:*_\"'").lower() in _CONFIRMING
    ):
        at = found.span if found.span is not None else _word_place(text, found.evidence)
        if at is not None and _confirms_named(text, at, ls):
            # "Refuted by the evidence, yes.": the yes affirms the label named before it in its sentence
            masked = text[: at[0]] + " " * (at[1] - at[0]) + text[at[1] :]
            again = extraction.read_label(masked, ls)
            if again.value is not None and again.value != found.value:
                found = again
    if found.value is not None and found.method != "answer_marker":
        unable = concluded_unable(text, ls)
        if unable is not None and unable != found.value:
            # "SUPPORTS. Although some sources give 1900 ... Given that ambiguity, I can't fully verify it.": the
            # last sentence concludes the point cannot be settled
            return extraction.Extraction(unable, "conclusion", None, None, None)
    if found.value is None and (found.reason or "").startswith("no "):
        unable = unable_from_source(text, ls)
        if unable is not None:  # "I can't determine that from the information given.": the text does not settle it
            return extraction.Extraction(unable, "conclusion", None, None, None)
        unable = cannot_say(text, ls)
        if unable is not None:  # "I don't think we can say. Two classrooms, no control.": nothing can be said
            return extraction.Extraction(unable, "conclusion", None, None, None)
    if found.value is None and _unread(found.reason):
        unable = left_unsettled(text, ls)
        if unable is not None:  # "The premise doesn't settle whether the hypothesis is true.": left unsettled
            return extraction.Extraction(unable, "conclusion", None, None, None)
        polarity = conditional_polarity(text)
        defined = None if polarity is None else _relation("premise", "supports" if polarity else "contradicts", ls)
        if defined is not None:  # "If the premise is true, the hypothesis is true as well.": the relation defined
            return extraction.Extraction(defined, "conclusion", None, None, None)
    back = returned_to(text, ls)
    if back is not None and back[0] != found.value:  # "Maybe. Actually, no: ... I'll go back to maybe."
        return extraction.Extraction(back[0], "conclusion", None, (back[1], back[2]), text[back[1] : back[2]])
    if found.method == "first_line":
        corrected = corrected_opening(text, ls)
        if corrected is not None and corrected != found.value:  # "Yes. Well, no. Honestly: maybe - ..."
            return extraction.Extraction(corrected, "first_line", None, None, None)
    marked = _place(text, found.evidence, last=False) if found.method == "answer_marker" else None
    if (
        marked is not None
        and "\n" not in text[:marked].strip()
        and len(ls.labels) >= 3
        and _ends_elsewhere(found, text, ls)
    ):
        # "Label: entailment\n\nJust kidding - ... Neutral.": an opening marker's verdict retracted
        revised = _revised_at_the_end(found, text, ls)
        if revised is not None:
            return revised
    if found.value is not None and found.method != "answer_marker":
        # (a verdict first is the label itself, "Neutral. The premise ..., so it's"; an opening hedge that only
        # falls back to a label, "It depends on ... I'd say", leaves the verdict to the words that were cut)
        first = found.method == "first_line" and _names_label(found.evidence, ls)
        if cut_at_verdict(text, verdict_first=first):
            return extraction.Extraction(None, "none", "the answer is cut off where its verdict was to come")
        if not first and cut_on_dangling(text):
            # "... So did it increase employment? The", "... is false ->": the answer breaks off before its verdict
            return extraction.Extraction(None, "none", "the answer is cut off where its verdict was to come")
        if cut_after_verdict(text, found.evidence, _verdict_end(text, found), verdict_first=first):
            # "Er, this is", "... But she might be losing. So,": the verdict (or the new one) was still to come
            return extraction.Extraction(None, "none", "the answer is cut off where its verdict was to come")
        if left_open(text, ls):
            return extraction.Extraction(None, "none", "the answer ends leaving the choice between labels open")
        if found.method in ("first_line", "only_label_mentioned") and offered_choice(text, ls):
            return extraction.Extraction(None, "none", "the answer offers two labels as its answer")
        if found.method == "conclusion" and offered_choice(text, ls, last_only=True):
            # "... → entailment. Though that's an assumption. Neutral or entailment, depends on how strict you
            # are.": the concluded label reopened as a choice between two in the last sentence
            return extraction.Extraction(None, "none", "the answer ends offering two labels as its answer")
        if found.method in ("conclusion", "only_label_mentioned"):
            conceded = conceded_spans(text, ls, found.evidence or "")
            if conceded:
                # "Entailment. (One could say neutral, but ...)": read again without the reading set aside
                masked = text
                for start, end in conceded:
                    masked = masked[:start] + " " * (end - start) + masked[end:]
                again = extraction.read_label(masked, ls)
                if again.value != found.value:
                    return again
        if found.method in ("first_line", "conclusion", "only_label_mentioned"):
            dismissed = _set_aside(found, text, ls)
            if dismissed is not None:
                return dismissed
        if found.method in ("first_line", "conclusion") and len(ls.labels) >= 3:
            revised = _revised_at_the_end(found, text, ls)
            if revised is not None:
                return revised
    if len(ls.labels) >= 3 and (
        (found.value is None and ("?" in text or ":" in text))
        or (found.method == "first_line" and _judged_no(text, found, ls))
    ):
        # ("Entailment: no. Contradiction: no. The premise is silent on it.": the opening label judged no, an
        # entry of a checklist, is no verdict)
        left = rejected_in_turn(text, ls)
        if left is not None and _cut_short(text):
            # "Contradiction? No. Entailment? Not really. So it's": the label left was still to be named
            return extraction.Extraction(None, "none", "the answer is cut off where its verdict was to come")
        if left is not None:  # "Contradiction? No - ... Entailment? Also no - ...": the label left
            return extraction.Extraction(left, "elimination", None, None, None)
    if found.value is None and (found.reason or "").startswith("no "):
        unsettled = both_ways(text, ls)
        if unsettled is not None:  # "We don't know which ones. Could be, could not be.": left unsettled
            return extraction.Extraction(unsettled, "conclusion", None, None, None)
    if found.value is None and (found.reason or "").startswith("no ") and " by " in text:
        active = _active_reading(text, ls)
        if active is not None:  # "The hypothesis is clearly implied by the premise.": the premise implies it
            return active
    if found.value is None and (found.reason or "").startswith("no ") and _may_say(text):
        said = _said_by_the_text(text, ls)
        if said is not None:  # "That's exactly what the premise says.": the premise states the hypothesis
            return said
    if found.value is None and "negated" in (found.reason or ""):
        clauses = claim_clauses(text)
        if clauses:
            # "So the claim that it doesn't sell them is contradicted.": the negation is the claim's own
            masked = text
            for start, end in clauses:
                masked = masked[:start] + " " * (end - start) + masked[end:]
            again = extraction.read_label(masked, ls)
            if again.value is not None:
                return again
    if found.value is None and (found.reason or "").startswith("no "):
        hit = foreign_conclusion(text, ls)
        if hit is not None:  # "... así que la hipótesis es una contradicción.": a conclusion in another language
            return extraction.Extraction(hit[0], "conclusion", None, (hit[1], hit[2]), text[hit[1] : hit[2]])
    if found.value is None and not text.isascii():
        hit = cjk_verdict(text, ls)
        if hit is not None:  # "标签：矛盾", "所以这是矛盾。": the label at a Chinese or Japanese verdict position
            return extraction.Extraction(hit[0], "answer_marker", None, (hit[1], hit[2]), text[hit[1] : hit[2]])
        hit = cjk_echo(text, ls)
        if hit is not None:  # "不可以。Dev 没有完成培训。": the question's verb echoed, denied or not
            return extraction.Extraction(hit[0], "first_line", None, (hit[1], hit[2]), text[hit[1] : hit[2]])
    if (
        found.value is None
        and ls in (extraction.YES_NO, extraction.YES_NO_MAYBE)
        and (found.reason or "").startswith("no ")
        and _PAIR_NAMED.search(text) is not None
    ):
        relation = extraction.read_label(text, NLI)
        polar = _POLARITY.get(relation.value or "")
        if polar is not None and polar in ls.labels and not left_open(text, ls):
            return extraction.Extraction(polar, relation.method, None, relation.span, relation.evidence)
    return found


def _unread(reason: str | None) -> bool:
    """Whether the reader found no label, or only labels denied or named tentatively (not an answer cut off, nor
    one that names several labels)."""
    why = reason or ""
    return why.startswith("no ") or why.startswith("only negated") or "tentatively" in why


def _cut_short(text: str) -> bool:
    """Whether the answer breaks off where a verdict was still to come: on the words that announce it ("So it's",
    "Which makes it"), on a word wanting what follows, on a bare copula ("It is") or a bare word of conclusion."""
    if cut_at_verdict(text) or cut_on_dangling(text) or cut_after_verdict(text, None, None, verdict_first=False):
        return True
    tail = text[-60:].rstrip(" \t\r\n")
    return bool(tail) and tail[-1].isalpha() and bare_copula(tail)


def _facet_asked(found: extraction.Extraction, text: str, ls: LabelSet, question: str | None) -> extraction.Extraction:
    """ "Associated? Yes. Causal? Maybe.": the label of the facet the question asks about, when the reading is one
    of the facets' answers or none (see :mod:`._facets`)."""
    if question is None:
        return found
    if found.value is None and not (found.reason or "").startswith(
        ("no ", "names several labels", "the conclusion names several labels")
    ):
        return found  # ("... Causal? Maybe. Hard to say overall.", "... So it's": left undecided, or cut off)
    asked = asked_facet(text, ls, question)
    if asked is None or asked[0] == found.value:
        return found
    if found.value is not None:
        at = found.span or _word_place(text, found.evidence)
        if at is None or not any(at[0] < end and start < at[1] for start, end in asked[3]):
            return found  # (a verdict of its own after the facets: "... Overall, no.")
    return extraction.Extraction(asked[0], "conclusion", None, (asked[1], asked[2]), text[asked[1] : asked[2]])


def _restated(found: extraction.Extraction, text: str, ls: LabelSet, hypothesis: str) -> extraction.Extraction:
    """The label of the relation a closing restatement of the hypothesis states (``found`` when there is none,
    or the answer ends left open)."""
    polarity = restated_polarity(text, hypothesis)
    if polarity is None or left_open(text, ls):
        return found
    value = _relation("premise", "supports" if polarity else "contradicts", ls)
    if value is None:
        return found
    start, last = last_sentence(text)
    return extraction.Extraction(value, "conclusion", None, (start, start + len(last)), last)


def _ruled_out(found: extraction.Extraction, text: str, ls: LabelSet) -> extraction.Extraction:
    """The label left when the answer rules the two others out: "neither" said of the two labels it has just
    named, or each of them declined in the writer's voice when no label was read ("I wouldn't say yes and I
    wouldn't say no.")."""
    if len(ls.labels) != 3:
        return found
    if found.value is not None and (found.evidence or "").strip(" \t\n\"'*_()").lower() == "neither":
        place = found.span if found.span is not None else _word_place(text, found.evidence)
        left = neither_left(text, place, ls) if place is not None else None
        if place is not None and left is not None and left != found.value:
            return extraction.Extraction(left, "elimination", None, place, text[place[0] : place[1]])
    if found.value is None and (found.reason or "").startswith("no "):
        left = declined_but_one(text, ls)
        if left is not None:
            return extraction.Extraction(left, "elimination", None, None, None)
    if (
        found.value is not None
        and found.method in ("conclusion", "only_label_mentioned")
        and _after_decline(found, text)
    ):
        # "I don't think we can say yes. I don't think we can say no.": the label read is one the writer declines
        # by name (the words it was read from among the declined ones); the label left
        declined: list[tuple[int, int]] = []
        left = declined_but_one(text, ls, declined)
        at = found.span if found.span is not None else _word_place(text, found.evidence)
        if left is not None and left != found.value and at is not None and any(s <= at[0] < e for s, e in declined):
            return extraction.Extraction(left, "elimination", None, None, None)
    return found


def _ruled_out_first(
    found: extraction.Extraction, text: str, ls: LabelSet, reread: Callable[[str], extraction.Extraction]
) -> extraction.Extraction:
    """The reading of an answer that opens by ruling labels out in turn ("Rule out entailment first, then neutral.
    ... What's left is contradiction.") when the label read is one of those: the answer read without them."""
    if found.value is None or found.method == "answer_marker" or len(ls.labels) < 3:
        return found
    head = text[:40].lower()
    if not any(verb in head for verb in _RULING_VERBS):
        return found
    spans = ruled_out_opening(text, ls)
    at = found.span if found.span is not None else _word_place_from(text, found.evidence, last=False)
    if not spans or at is None or not any(start <= at[0] < end for start, end in spans):
        return found
    masked = text
    for start, end in spans:
        masked = masked[:start] + " " * (end - start) + masked[end:]
    return reread(masked)


_RULING_VERBS = ("rule out", "eliminat", "exclud", "discard", "set aside", "cross o", "strike out")
_DECLINE_VERBS = ("say", "call", "go with", "pick", "choose", "label")


def _after_decline(found: extraction.Extraction, text: str) -> bool:
    """Whether the words a label was read from may follow a verb of naming under a negation (substring tests on
    the words just before them: a cheap gate before the search for declined labels)."""
    at = found.span[0] if found.span is not None else _place(text, found.evidence, last=True)
    if at is None:
        return False
    before = text[max(0, at - 60) : at].lower()
    return ("n't" in before or "not" in before) and any(verb in before for verb in _DECLINE_VERBS)


# A closing yes after a comma or dash that ends a clause ("Refuted by the evidence, yes.", "Neutral - yeah."), or
# an adverb of certainty in its place ("Neutral, definitely.", "Contradiction - certainly."): in a set whose labels
# are not yes and no, these words fall back to the affirming label only when nothing else is named
_CONFIRMED_BEFORE = re.compile(r"[,—–-][\s*_\"']*$")
_CONFIRMING = frozenset(("yes", "yeah", "yep", "definitely", "certainly", "absolutely", "of course", "indeed"))


def _confirms_named(text: str, at: tuple[int, int], ls: LabelSet) -> bool:
    """Whether the bare yes at ``at`` confirms the clause before it in its own sentence, which names a label
    ("Refuted by the evidence, yes.", "It's a contradiction - yes."): an affirmation of that label, no verdict
    of its own."""
    lo = max(0, at[0] - 200)
    before = text[lo : at[0]]
    if _CONFIRMED_BEFORE.search(before) is None:
        return False
    cut = max(before.rfind(mark) for mark in (". ", "! ", "? ", "\n"))
    return any(True for _ in ls.find_strong(text, lo + cut + 1, at[0]))


def _ends_elsewhere(found: extraction.Extraction, text: str, ls: LabelSet) -> bool:
    """Whether the answer's last sentence holds the name of a label other than the one read (substring searches
    on a short span, before the search for a change of mind, which reads the whole answer)."""
    _, last = last_sentence(text[-320:])
    low = last.lower()
    return any(label != found.value and label.lower() in low for label in ls.labels)


def _revised_at_the_end(found: extraction.Extraction, text: str, ls: LabelSet) -> extraction.Extraction | None:
    """ "SUPPORTS. Hmm wait, the claim is about duration ... Okay: the evidence contradicts it.": a verdict (the
    opening one, or a conclusion: "So contradiction holds"), a change of mind after it, and a last sentence that
    states one other label on its own (no cue word needed: "I'll settle on neutral.")."""
    if found.span is not None:
        after = found.span[1]
    else:
        # (a conclusion is the last place its words occur, an opening verdict the first; the lowercased text the
        # reading's other placings made is searched, not a new copy)
        head = _place(text, found.evidence, last=found.method == "conclusion")
        if head is None:
            return None
        after = head + len(found.evidence or "")
    if not changed_mind(text, after):
        return None
    start, last = last_sentence(text)
    closing = extraction.read_label(last, ls)
    if closing.value is None or closing.value == found.value or closing.method not in _STATED:
        return None
    if closing.span is not None and closing.span in dismissed_spans(last, ls):
        return None  # "... Actually, contradiction would need a clash.": a label's requirement, no new verdict
    span = (start + closing.span[0], start + closing.span[1]) if closing.span else None
    return extraction.Extraction(closing.value, "conclusion", None, span, closing.evidence)


def _set_aside(found: extraction.Extraction, text: str, ls: LabelSet) -> extraction.Extraction | None:
    """ "... ⇒ entailment. neutral & contradiction excluded.", "Neutral would require uncertainty.": the label read
    was named only to be set aside or defined; the answer is read again without those mentions (None when that
    reading is the same)."""
    word = (found.evidence or "").lower()
    if not word or not dismissed_at(text, ls, word):
        return None
    spans = dismissed_spans(text, ls)
    if not any(text[start:end].lower().startswith(word) for start, end in spans):
        return None
    masked = text
    for start, end in spans:
        masked = masked[:start] + " " * (end - start) + masked[end:]
    again = extraction.read_label(masked, ls)
    if again.value is None and not dismissed_at(text, ls, word, requirement=False):
        # "Entailment requires the premise to guarantee it, which it does.": a requirement the answer may grant
        # leaves the label standing unless another verdict takes its place
        return None
    return again if again.value != found.value else None


def _names_label(evidence: str | None, ls: LabelSet) -> bool:
    """Whether ``evidence`` (the words a label was read from) is the label's name or one of its aliases ("E",
    "NEI", "entailed"), not a phrase that only falls back to it ("It depends", "Can't tell from this")."""
    return ls.normalize_gold((evidence or "").strip()) is not None


# A bare yes or no, which in a set whose labels are not yes and no may answer the answer's own question
_BARE_ANSWERS = frozenset(("yes", "no", "nope", "yeah", "yep"))
# A bare "no" or "yes" as a word of hesitation before the sentence goes on: "Hmm, no, I'll stay strict: neutral.",
# "No - wait, the premise says ..." (a comma or dash, then more words of the same sentence)
_INTERJECTED = re.compile(r"[*_\"']*\s*(?:,|\s[—–-]|[—–])\s*[A-Za-z]")
# An opening denial whose clause is itself denied: "It's not the case that there was no improvement", "It isn't
# true that nobody came", "That's not so that it never rains" (the clause runs to its sentence's end)
_DOUBLE_DENIAL = re.compile(
    r"[\s*_\"'>#-]*(?:it|that)(?:['’]s\s+not|\s+is\s+not|\s+isn['’]t|\s+was\s+not|\s+wasn['’]t)\s+(?:the\s+case|true|so)\s+"
    r"that\s+([^.!?;:—–\n]{1,160})",
    re.IGNORECASE,
)
_DENIED_CLAUSE = re.compile(r"\b(?:no|not|never|none|nothing|nobody|no\s+one|neither)\b|n['’]t\b", re.IGNORECASE)
# An opening "yes and no" (or "both yes and no"), a verdict on both sides
_BOTH_OPENER = re.compile(r"[\s*_\"'>#-]*(?:both\s+)?yes\s+and\s+no\b[\s*_\"']*[.!:;,—–-]?", re.IGNORECASE)
# An opening "not necessarily" followed, in its sentence or the next, by another outcome called possible ("Not
# necessarily - he might have walked.", "Not necessarily. She may simply have overslept.")
_NOT_NECESSARILY = re.compile(
    r"[\s*_\"'>#-]*not\s+necessarily\b[^.!?\n]{0,3}[.!?,;:—–-]?\s*(?:[^.!?\n]{0,60}?\b)?"
    r"(?:might|could|may|possibly|perhaps|maybe)\b(?!\s+not\b|n't)",
    re.IGNORECASE,
)


# The relation said in the passive, with the text as its agent: "The hypothesis is clearly implied by the
# premise.", "The claim gets ruled out by the evidence.", "Guaranteed by the passage." (at a sentence's start)
# ("is not implied by" is not read: the negated passive has no active reading here)
_PASSIVE = re.compile(
    r"(?:\b(?:the\s+)?(?:hypothesis|claim|statement|conclusion|it|this|that)\s+(?:is|was|gets|got|would\s+be|seems|appears)"
    r"(?:\s+to\s+be)?\s+|\b(?:it|this|that)['’]s\s+|(?:^|[.!?:\n])[\s*_\"']*)(?:\w+ly\s+)?(\w+ed)(\s+(?:out|up|down))?\s+by\s+(?:the\s+)?"
    r"(premise|evidence|passage|text|source|context|article|first\s+sentence)\b",
    re.IGNORECASE,
)


def _active_reading(text: str, ls: LabelSet) -> extraction.Extraction | None:
    """The label of the relation an answer states in the passive, read from its active form ("the premise
    implies the hypothesis"): the last such statement, as the reader reads the active one."""
    last = None
    for m in _PASSIVE.finditer(text, max(0, len(text) - 2000)):
        last = m
    if last is None:
        return None
    participle, particle, agent = last.group(1).lower(), (last.group(2) or "").lower(), last.group(3).lower()
    stems = [participle[:-3] + "ies"] if participle.endswith("ied") else [participle[:-1] + "s", participle[:-2] + "s"]
    for verb in stems:
        value = _relation(agent, verb + particle, ls)
        if value is not None:
            return extraction.Extraction(value, "conclusion", None, last.span(), last.group(0))
    return None


def _relation(agent: str, verb: str, ls: LabelSet) -> str | None:
    """The label of "the <agent> <verb> the hypothesis", read by the reader itself (in yes/no sets, the
    polarity of the NLI relation it states)."""
    sentence = f"The {agent} {verb} the {'claim' if ls is FEVER else 'hypothesis'}."
    value = extraction.read_label(sentence, ls).value
    if value is None and ls in (extraction.YES_NO, extraction.YES_NO_MAYBE):
        value = _POLARITY.get(extraction.read_label(sentence, NLI).value or "")
        value = value if value in ls.labels else None
    return value


# The text said to state the hypothesis itself: "That's exactly what the premise says.", "The passage says as
# much.", "The evidence states precisely that." (a sentence of its own: not "That's what the premise says, but
# ...", nor negated: "That's not what ...")
_SAID = re.compile(
    r"\b(?:that|this|it|which)(?:['’]s|\s+is)\s+(?:exactly\s+|precisely\s+|just\s+|literally\s+|basically\s+)?what\s+the\s+"
    r"(premise|evidence|passage|text|source|article)\s+(?:says|states|said|stated|tells\s+us)(?=\s*(?:[.!)]|$))|"
    r"\bthe\s+(premise|evidence|passage|text|source|article)\s+(?:says|states)\s+(?:exactly\s+|precisely\s+|just\s+)?"
    r"(?:that|so|as\s+much|the\s+same(?:\s+thing)?)(?=\s*(?:[.!)]|$))",
    re.IGNORECASE,
)


def _may_say(text: str) -> bool:
    low = text.lower()
    return " says" in low or " states" in low or " said" in low or " stated" in low or " tells us" in low


# A fact the answer states in its own voice, then said to be the hypothesis itself: "She finished the race, which is
# exactly what the hypothesis says." (a relative clause on the statement before it, "exactly" or "precisely" said;
# not after a quote, "'She won' - that's what the hypothesis says", which names the claim to be judged, nor after a
# statement hedged, denied or supposed: "She may have won, which is exactly what the hypothesis says")
_SAME_AS_CLAIMED = re.compile(
    r",\s*which\s+is\s+(?:exactly|precisely|just)\s+what\s+the\s+(?:hypothesis|claim|statement)\s+"
    r"(?:says|states|claims|asserts)(?=\s*(?:[.!)]|$))",
    re.IGNORECASE,
)
_NOT_ASSERTED = re.compile(
    r"\b(?:might|may|could|would|perhaps|maybe|possibly|probably|if|unless|whether|not|never|no|nor|only)\b|n['’]t\b|[\"“”‘?]",
    re.IGNORECASE,
)


def _claimed_as_stated(text: str, ls: LabelSet) -> extraction.Extraction | None:
    """The entailing label when the answer states a fact and says, in a relative clause, that the hypothesis says
    exactly that (see _SAME_AS_CLAIMED)."""
    if "which is" not in text.lower():
        return None
    m = _SAME_AS_CLAIMED.search(text, max(0, len(text) - 2000))
    if m is None:
        return None
    start = max(text.rfind(mark, 0, m.start()) for mark in (". ", "! ", "? ", "\n", ": ", "; ")) + 1
    stated = text[start : m.start()].strip(" \t*_")
    if not stated or stated[0] in "'‘" or stated[-1] in "'’" or _NOT_ASSERTED.search(stated) is not None:
        return None
    value = _relation("premise", "supports", ls)
    return extraction.Extraction(value, "conclusion", None, m.span(), m.group(0)) if value is not None else None


def _said_by_the_text(text: str, ls: LabelSet) -> extraction.Extraction | None:
    """The entailing label when the answer says the text states the hypothesis itself (or states a fact and says
    the hypothesis says exactly that)."""
    m = _SAID.search(text, max(0, len(text) - 2000))
    if m is None:
        return _claimed_as_stated(text, ls)
    value = _relation((m.group(1) or m.group(2)).lower(), "supports", ls)
    return extraction.Extraction(value, "conclusion", None, m.span(), m.group(0)) if value is not None else None


# How a sentence states a label on its own: first, after a marker, or as its conclusion
_STATED = ("first_line", "answer_marker", "conclusion")


# The answer talks about what the text does to the claim ("the premise", "the hypothesis", "the evidence"):
# only then are "supports", "backs that up", "rules it out" said of the pair (not "support is available")
_PAIR_NAMED = re.compile(
    r"\b(?:premise|hypothesis|evidence|passage|text|source|article|abstract|claim|statement|report|study|trial|survey|"
    r"findings|results|data)s?\b",
    re.IGNORECASE,
)
# What the premise does to the hypothesis, as the answer to "does the premise support it?"
_POLARITY = {"entailment": "yes", "contradiction": "no", "neutral": "maybe"}
