"""Classes of NLI and yes/no answer the ninth blind batch showed the shared reader missing.

Each class is fixed by a general rule; the texts here are new (not copies of blind rows), with
near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, read_label
from scorewire_nli.labels import FEVER, NLI

# --- a label standing apart at an edge of the answer ----------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # the last word, set off by punctuation or a symbol, a label, its initial or a clipped form
        ("Three decades and thirty years are the same span. ent.", NLI, "entailment"),
        ("Same meaning, other words. E", NLI, "entailment"),
        ("'Empty' against 'full of cars': C", NLI, "contradiction"),
        ("Nothing in the text bears on it. N", NLI, "neutral"),
        ("These two cannot both hold... contra!", NLI, "contradiction"),
        ("Weather is never mentioned → neut", NLI, "neutral"),
        ("Hard to say → maybe", YES_NO_MAYBE, "maybe"),
        ("Drinks are never mentioned here (shrug) maybe", YES_NO_MAYBE, "maybe"),
        ("The passage is silent on dates → NEI", FEVER, "NOT ENOUGH INFO"),
        # the first word, set off by a dash or a colon, then the reason (even a question)
        ("ENT — fixing a cable is repair work.", NLI, "entailment"),
        ("Neut - could the lab have other rules?", NLI, "neutral"),
        ("Neutral – two cups are named, and maybe more comes later?", NLI, "neutral"),
        ("Sup — Lyon lies in France.", FEVER, "SUPPORTS"),
    ],
)
def test_a_label_standing_apart_at_an_edge_is_the_verdict(text: str, ls: object, value: str) -> None:
    assert read_label(text, ls).value == value  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("It may.", YES_NO_MAYBE),  # a word inside a clause, not set off
        ('It depends on what "ent" means', NLI),
        ("Neutral or contradiction? I can't decide, e", NLI),  # after a comma: part of the clause
        ("Ent — or maybe neut: C", NLI),  # the two edges disagree
        ("a — the text is silent.", NLI),  # a lower-case article, not an initial
    ],
)
def test_a_word_not_set_apart_or_edges_that_disagree_read_as_none(text: str, ls: object) -> None:
    assert read_label(text, ls).value is None  # type: ignore[arg-type]
