"""Classes of NLI and fact-verification answer the nineteenth blind batch showed the reader missing.

Each class is fixed by a general rule in the NLI plugin's reader (:func:`scorewire_nli.extract_label`, with the
shapes in ``scorewire_nli._commitment`` and ``scorewire_nli._closing``); the texts here are new (not copies of
blind rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli._faulted import details_wrong
from scorewire_nli._hedged import hedged_restatement
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet, question: str | None = None) -> str | None:
    return extract_label(text, ls, question=question).label


# --- a closing decision in the writer's voice, in any of its forms ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the verb without "with", after a change of mind that named two labels
        (
            "Entailment? Not quite - contradiction. Hmm, though the dates may differ. I'll go neutral after all.",
            NLI,
            "neutral",
        ),
        ("Contradiction, surely. Or neutral. We'll go contradiction in the end.", NLI, "contradiction"),
        # a preference in the conditional, after an opening that leaned the other way
        (
            "The census backs the figure. Obviously true. Still, I'd rather mark NOT ENOUGH INFO to be safe.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        (
            "Plainly true, yes. But I would rather select NOT ENOUGH INFO, since the source is vague.",
            FEVER,
            "NOT ENOUGH INFO",
        ),
        ("It sounds implied. Even so, I'd still pick neutral.", NLI, "neutral"),
        # adverbs and an object between the pronoun and the label
        ("The menu lists tea and coffee, nothing more. I'll probably just put this down as neutral.", NLI, "neutral"),
        ("Both say the shop closed early. I will definitely label it entailment.", NLI, "entailment"),
        ("No trace of a refund in the letter. Let me record maybe.", YES_NO_MAYBE, "maybe"),
        ("The report says the bridge reopened in May; I'll tag the claim as SUPPORTS.", FEVER, "SUPPORTS"),
    ],
)
def test_a_closing_decision_in_the_first_person(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # (as before the rule) a decision under a condition, or asked, or one that names a second label, is none
        ("Neutral? No - contradiction. But if the dates differ, I'll go neutral.", NLI, "contradiction"),
        ("Neutral or contradiction? I'd rather go neutral?", NLI, None),
        ("Entailment, clearly. I'd rather not pick neutral.", NLI, None),
        # the verb not followed by a label: the reading before it stands
        ("Contradiction: the premise says he stayed home. I'll go back over it later.", NLI, "contradiction"),
        ("Supported by the evidence, plainly. I'd rather put it this way: SUPPORTS.", FEVER, "SUPPORTS"),
    ],
)
def test_near_misses_of_a_closing_decision(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


# --- a verdict the answer denies later ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # the label left by ruling two out, itself ruled out after
        ("Not entailment, not contradiction - and not neutral either; the pair makes no sense.", NLI, None),
        ("Neither contradiction nor entailment; nor neutral, since the hypothesis is gibberish.", NLI, None),
        # an opening word the answer then says is not its answer
        (
            "Nope, nothing about price. Though 'nothing' is not 'no': the answer isn't no, and it isn't yes.",
            YES_NO_MAYBE,
            None,
        ),
        ("Refutes? The text is about his later life. The verdict can't be REFUTES, then.", FEVER, None),
        # the denial followed by the label it commits to instead
        (
            "Neutral at first sight. But it's not neutral, it's a contradiction: he was abroad all May.",
            NLI,
            "contradiction",
        ),
        (
            "SUPPORTS. Hmm, the label would not be SUPPORTS; the source gives 1921, not 1912, so REFUTES.",
            FEVER,
            "REFUTES",
        ),
    ],
)
def test_a_verdict_denied_later(text: str, ls: LabelSet, label: str | None) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        # another label denied, or the label qualified rather than denied, or a denial voiced for someone else
        ("Neutral. It isn't contradiction, and it isn't entailment either.", NLI, "neutral"),
        (
            "Contradiction. It's not contradiction in the strictest logical sense, but near enough.",
            NLI,
            "contradiction",
        ),
        ("Entailment. Some would say it isn't entailment, but the premise names the same dog.", NLI, "entailment"),
        ("Yes. It isn't maybe: the trial measured exactly that.", YES_NO_MAYBE, "yes"),
    ],
)
def test_near_misses_of_a_denied_verdict(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


# --- a pick after a frame that names the choices -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "label"),
    [
        ("The cat may or may not be hungry. So between entailment and neutral, neutral.", NLI, "neutral"),
        ("It says 'most', not 'all'. Of neutral and contradiction: contradiction.", NLI, "contradiction"),
        ("Nothing on price at all. Out of yes, no and maybe - maybe.", YES_NO_MAYBE, "maybe"),
        ("It could be SUPPORTS or NOT ENOUGH INFO. Of the two, NOT ENOUGH INFO.", FEVER, "NOT ENOUGH INFO"),
        (
            "Entailment looked right at first. Overall, choosing between entailment and neutral: neutral.",
            NLI,
            "neutral",
        ),
    ],
)
def test_a_pick_after_a_frame_of_choices(text: str, ls: LabelSet, label: str) -> None:
    assert read(text, ls) == label


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        # the frame followed by no single label, or by a label it did not name
        ("So between entailment and neutral, it's hard to say.", NLI),
        ("So between entailment and neutral, neutral or entailment.", NLI),
        ("So between entailment and neutral, contradiction.", NLI),
    ],
)
def test_near_misses_of_a_framed_pick(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


# --- an answer cut off before its conclusion -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "question"),
    [
        # a verdict, then another case offered, then a conclusion begun and cut
        ("Renting a flat means living there, so it's entailed... or he sublets it. So", NLI, None),
        ("Contradiction, as the shop was shut. Unless the owner let him in by the back. Hence", NLI, None),
        ("Supported by the 1990 census. Or the figure was revised later. Therefore", FEVER, None),
        # the writer's own modal without its verb, the last words of the answer
        ("The guest list isn't given. We can't", YES_NO_MAYBE, "Did every guest come?"),
        ("Nothing about the weather there. I would", YES_NO_MAYBE, "Was it raining?"),
    ],
)
def test_an_answer_cut_off_before_its_conclusion(text: str, ls: LabelSet, question: str | None) -> None:
    assert read(text, ls, question) is None


@pytest.mark.parametrize(
    ("text", "ls", "question", "label"),
    [
        # a verdict given first and not turned against keeps its label through the cut
        ("Contradiction. The premise puts him in Rome that evening. So", NLI, None, "contradiction"),
        # an elliptical answer about the question's subject, unpunctuated, is a verdict
        ("The record shows she stayed home. No, she didn't", YES_NO_MAYBE, "Did she go to the party?", "no"),
        # the modal's verb given
        ("The list of guests isn't given, so we can't tell.", YES_NO_MAYBE, "Did every guest come?", "maybe"),
    ],
)
def test_near_misses_of_a_cut_conclusion(text: str, ls: LabelSet, question: str | None, label: str) -> None:
    assert read(text, ls, question) == label


# --- the evidence as subject of a verb of upholding, the claim as its object ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "'Late 1800s' covers 1885. The source backs the claim.",
        "Census of 1900: 4,000 people. So the data backs this.",
        "The article bolsters the claim with two dated letters.",
        "Read plainly, the passage upholds the statement.",
        "The excerpt fully vindicates it.",
    ],
)
def test_the_evidence_upholding_the_claim(text: str) -> None:
    assert read(text, FEVER) == "SUPPORTS"


@pytest.mark.parametrize(
    "text",
    [
        "Nothing in the evidence backs the claim.",
        "The evidence backs a different claim: that he was born in Lyon.",
        "The source never bolsters the statement; it is about his brother.",
    ],
)
def test_near_misses_of_the_evidence_upholding(text: str) -> None:
    assert read(text, FEVER) != "SUPPORTS"


# --- the question's point restated under a hedge, as the conclusion ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("'Mostly indoors' still allows a walk or two, so maybe some do.", "Do the cats ever go outside?"),
        ("The log stops at noon. Perhaps they did.", "Did the crew finish the repair?"),
        ("Only the first page survives; thus possibly a few of them were signed.", "Were the letters signed?"),
        ("Nobody checked the gate, hence perhaps the dog got out that way.", "Did the dog escape?"),
    ],
)
def test_a_hedged_restatement_is_maybe(text: str, question: str) -> None:
    assert read(text, YES_NO_MAYBE, question) == "maybe"


@pytest.mark.parametrize(
    "text",
    [
        # the hedge about the writer, not the question's point; a hedged denial; a question; a bare hedge
        "The report is short, so maybe I'm missing a page.",
        "The log stops at noon. Perhaps they didn't.",
        "The log stops at noon. Perhaps they did?",
        "The log stops at noon, so maybe not.",
        "Perhaps.",
    ],
)
def test_near_misses_of_a_hedged_restatement(text: str) -> None:
    assert not hedged_restatement(text)


# --- a zero quantity as the whole answer to whether there is any -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("Sisters? Zero. Only the one older brother.", "Does Mia have a sister?"),
        ("Zero, according to the label.", "Does the drink contain caffeine?"),
        ("Nil. The report lists no injuries.", "Were any workers hurt?"),
        ("Zilch - the log has none.", "Were there complaints about the noise?"),
    ],
)
def test_a_bare_zero_quantity_is_no(text: str, question: str) -> None:
    assert read(text, YES_NO_MAYBE, question) == "no"


@pytest.mark.parametrize(
    ("text", "question"),
    [
        # a zero inside a longer clause is no bare quantity
        ("Zero is the wrong way to think about it; two of them came.", "Did any of them come?"),
        ("The label says zero sugar but lists caffeine.", "Does the drink contain caffeine?"),
    ],
)
def test_near_misses_of_a_bare_zero(text: str, question: str) -> None:
    assert read(text, YES_NO_MAYBE, question) != "no"


# --- a fact-verification answer that ends by judging the claim's details wrong ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The source says Lisbon, 1755. Claim: Madrid, 1855. The city and the year are both wrong.",
        "He was a cellist, not a pianist. The instrument is incorrect.",
        "Evidence: born 1901. So the birth year given is mistaken.",
        "It names the wrong river and the wrong century. Both details were plainly false.",
    ],
)
def test_the_claims_details_judged_wrong(text: str) -> None:
    assert read(text, FEVER) == "REFUTES"


@pytest.mark.parametrize(
    "text",
    [
        # the evidence, the writer's own reading, a bare pronoun or a negated subject judged
        "The claim says 1855. The source is wrong, surely, but it's all we have.",
        "It says 1901; I first read 1910. My first reading was wrong.",
        "Claim: Madrid, 1855. That's wrong.",
        "Both dates match the record. Nothing in it is wrong.",
    ],
)
def test_near_misses_of_the_details_judged_wrong(text: str) -> None:
    assert not details_wrong(text)
