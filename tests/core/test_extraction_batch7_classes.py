"""Classes of NLI and yes/no answer the seventh blind batch showed the shared reader missing.

Each class is fixed by a general rule; the texts here are new (not copies of blind rows).
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, read_label, read_yes_no
from scorewire_nli.labels import FEVER, NLI


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a short auxiliary answer with an adverb before the auxiliary
        ("They certainly do. Both species migrate every autumn.", "yes"),
        ("She really did — the record stood for a decade.", "yes"),
        ("Honestly, you usually can't. The valve seals under pressure.", "no"),
        ("You don't have to. The permit covers the whole household.", "no"),
        ("So it isn't one; it is a dwarf planet.", "no"),
        # idiomatic and informal verdicts, as a whole clause
        ("Spot on. The bridge opened in 1932.", "yes"),
        ("Exactly — the tide turns every six hours or so.", "yes"),
        ("Haha, if only. Rent went up again this year.", "no"),
        # verdict words of other languages
        ("Vâng, đúng vậy.", "yes"),
        ("Kyllä, se on totta.", "yes"),
        ("Όχι, δεν είναι.", "no"),
    ],
)
def test_adverbs_idioms_and_other_languages(text: str, value: str) -> None:
    assert read_yes_no(text).value == value


@pytest.mark.parametrize(
    "text",
    [
        "Naturally occurring uranium is mostly U-238.",  # an adverb in a sentence, not a verdict
        "Exactly how the fault moved is still debated.",
        "If only the north face were climbed, the count would be lower.",
    ],
)
def test_idiom_words_inside_a_sentence_are_not_verdicts(text: str) -> None:
    assert read_yes_no(text).value is None


def test_accurate_as_a_whole_answer_is_a_yes() -> None:
    assert read_yes_no("Accurate — the survey counted every district.").value == "yes"


# --- changes of mind that name the new label ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Final answer: yes. Hmm, the trial was stopped early. Correcting to: maybe.", YES_NO_MAYBE, "maybe"),
        (
            "REFUTES at first sight... but the date is only approximate. Changing to NOT ENOUGH INFO.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("Neutral, I thought. But the premise names the town. I'd revise to entailment.", NLI, "entailment"),
        ("Entailment seems too strong, and nothing conflicts... fine, neutral is my pick.", NLI, "neutral"),
        ("Contradiction. Hmm, hold on - maybe the dates overlap? No. I'll keep contradiction.", NLI, "contradiction"),
    ],
)
def test_revisions_and_picks_name_the_label(text: str, ls: object, value: str) -> None:
    assert read_label(text, ls).value == value  # type: ignore[arg-type]


def test_a_past_switch_is_not_a_revision() -> None:
    text = "The city changed to daylight saving in 1970, which the claim gets right. SUPPORTS."
    assert read_label(text, FEVER).value == "SUPPORTS"


def test_final_line_marker() -> None:
    assert read_yes_no("Thinking it over: it rained on both days.\n\nFinal: No, the match was moved.").value == "no"


# --- answers that commit to nothing -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("entailment? neutral? The premise is vague... it could go either way.", NLI),
        (
            "The premise conflicts with the claim unless 'staff' includes contractors, so I will refrain from picking one.",
            NLI,
        ),
        ("After reading both sentences, I'd say this is", NLI),
        ("Yes, no, maybe - I really can't tell from one study.", YES_NO_MAYBE),
    ],
)
def test_undecided_and_cut_off_answers_commit_to_nothing(text: str, ls: object) -> None:
    assert read_label(text, ls).value is None  # type: ignore[arg-type]


def test_yes_no_maybe_listed_then_hedged_is_none() -> None:
    assert read_yes_no("Yes, no, maybe — I honestly don't remember.").value is None


def test_an_opening_quotation_is_someone_elses_verdict() -> None:
    text = '"No, we will not sell the farm." — so the family kept the land until 1990.'
    assert read_yes_no(text).value is None
    # a quoted verdict of a few words is the answer's own
    assert read_yes_no('"Yes." — and the reason is the treaty of 1848.').value == "yes"


# --- letters, ordinals, "yes and no" settled --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("The premise says the shop closed; the hypothesis says it opened.\n\nAnswer: C", NLI, "contradiction"),
        ("Nothing in the premise speaks to the weather. Answer: (N)", NLI, "neutral"),
        (
            "Options are entailment, neutral, contradiction. Neither follows nor conflicts, so the second one.",
            NLI,
            "neutral",
        ),
        ("Choices: yes / no / maybe.\nThe effect was small but significant → the first one.", YES_NO_MAYBE, "yes"),
        (
            "Supports / refutes / not enough info — the record says nothing about it. Last option.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("Yes and no. The drug helped at week 4 but not at week 12. As asked, for week 12: no.", YES_NO_MAYBE, "no"),
    ],
)
def test_letters_ordinals_and_settled_yes_and_no(text: str, ls: object, value: str) -> None:
    assert read_label(text, ls).value == value  # type: ignore[arg-type]


def test_an_ordinal_needs_every_label_listed() -> None:
    assert read_label("Neutral or entailment, and I'd go with the first one.", NLI).value is None


# --- a year compared (read with the question) --------------------------------------------------


@pytest.mark.parametrize(
    ("question", "text", "value"),
    [
        ("Was the Eiffel Tower finished before 1900?", "It was completed in 1889.", "yes"),
        ("Did the Berlin Wall fall after 1995?", "The Berlin Wall fell in November 1989.", "no"),
    ],
)
def test_a_year_compared_with_before_or_after(question: str, text: str, value: str) -> None:
    assert read_yes_no(text, question=question).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("含意です。前提がそのまま述べています。", "entailment"),
        ("矛盾。前提では店は閉まっている。", "contradiction"),
        ("ニュートラルです。天気の情報はありません。", "neutral"),
        ("中立（前提に記述なし）。", "neutral"),
    ],
)
def test_nli_labels_in_japanese_and_chinese(text: str, value: str) -> None:
    assert read_label(text, NLI).value == value


def test_a_label_opening_the_answer_is_not_revoked_by_its_own_reason() -> None:
    # "it could go either way" about the world is a neutral verdict's reason, not an abstention,
    # when the answer opens with its label; without a label opening it, it still abstains.
    assert read_label("Neutral. The report never gives the score, so it could go either way.", NLI).value == "neutral"
    assert read_label("Neutral or entailment? It could go either way.", NLI).value is None
