"""A class of the label reader the fourteenth blind batch showed: a concluding verdict qualified by its scope.

One of its yes/no rows, read right before the batch-13 round, was read wrong after it: "So in a sense
yes" held a verdict the reader did not see, and a restatement rule read the rest of the sentence instead.
The texts are written for this test, not copied from the batch.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO, read_label, read_yes_no
from scorewire_nli.labels import NLI


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("There is a city rule against round bowls. So in a sense yes — the bowl shape is the issue.", "yes"),
        ("So in a sense yes.", "yes"),
        ("Thus, in some ways, no.", "no"),
        ("Hence in most respects no: the treaty was never ratified.", "no"),
        ("so in a way yes, the tax still applies", "yes"),
        ("Thus in one sense no - the law was repealed.", "no"),
    ],
)
def test_a_concluding_verdict_qualified_by_its_scope_is_read(text: str, verdict: str) -> None:
    assert read_yes_no(text).value == verdict
    assert read_label(text, YES_NO).value == verdict


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        # another scope set against it in the same sentence: no verdict
        ("So in a sense yes, in another sense no.", None),
        # an opening scope often sets up its contrast, and is left to the rules for openings
        ("In one sense yes; in another, no.", "no"),
        ("In a way yes but mostly no.", "no"),
        ("On paper yes, in practice no.", "no"),
        ("In theory yes, in practice no.", "no"),
    ],
)
def test_scopes_set_against_each_other_keep_their_reading(text: str, verdict: str | None) -> None:
    assert read_yes_no(text).value == verdict


def test_a_scoped_label_in_the_nli_set() -> None:
    assert read_label("So in many respects a contradiction.", NLI).value == "contradiction"
    assert read_label("Hence, in a sense, neutral.", NLI).value == "neutral"
