"""The one option an answer ties to the question's own terms, the others explained away.

An answer that names several options by their text is read as undecided (``multiple_options``). A
careful grader reads one shape of it as a choice: one sentence names a single option together with
a term of the question that no option carries ("Table salt is sodium chloride, NaCl."), and every
other option is named somewhere else in the answer, given some other role ("KCl is a salt
substitute, NaHCO3 is baking soda and CaCO3 is chalk."). The linked option is the answer.

The reading declines (returns None) when:

- no question is given, or the answer is long (an essay weighing views, not an elimination);
- the answer ends undecided;
- the linking sentence negates, hedges or calls something wrong;
- two different options are each linked to the question by a sentence of their own (a walk through
  the options, each with its fact);
- some other option is never named (no sweep of the distractors: a discussion, not an elimination);
- the linked option is named again in a sentence that negates or rejects something.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorewire.extraction import is_undecided

from ._closing_label import sentence_spans
from ._committed import _HEDGES, _UNDECIDED, _WRONG, _negation_at, _Options, _tokens
from ._content import _STOP, _stem

__all__ = ["question_linked_option"]

_MAX_TEXT = 600  # (a long answer that weighs views is an essay, not an elimination)


def _terms(tokens: list[str]) -> set[str]:
    return {_stem(t) for t in tokens if len(t) >= 4 and t.isalpha() and t not in _STOP}


def _parts(text: str) -> list[str]:
    """The sentences of ``text``, each cut at its semicolons (the clauses after one stand apart)."""
    return [part for start, end in sentence_spans(text) for part in text[start:end].split(";")]


def question_linked_option(text: str, choices: Sequence[str], valid: str, question: str | None) -> str | None:
    """The option the answer alone ties to the question's terms, every other option named apart; else None."""
    count = min(len(choices), len(valid))
    if not question or count < 3 or len(text) > _MAX_TEXT or is_undecided(text) or _UNDECIDED.search(text):
        return None
    options = _Options(choices, count, question)
    asked = _terms(_tokens(question)) - set().union(*(_terms(_tokens(str(c))) for c in choices[:count]))
    if not asked:
        return None
    linked: set[int] = set()
    rejecting: set[int] = set()
    named_anywhere: set[int] = set()
    for part in _parts(text):
        tokens = _tokens(part)
        named = options.named(tokens)
        if not named:
            continue
        named_anywhere |= named
        negated = _negation_at(tokens) < len(tokens) or bool(_WRONG.intersection(tokens))
        if negated:
            rejecting |= named
            continue
        if len(named) == 1 and not _HEDGES.intersection(tokens) and asked & _terms(tokens):
            linked |= named
    if len(linked) != 1 or linked & rejecting or len(named_anywhere) != count:
        return None
    return valid[linked.pop()]
