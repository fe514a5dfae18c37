"""Classes of NLI, fact-verification and yes/no/maybe answer the eleventh blind batch showed the reader
missing.

Each class is fixed by a general rule in the NLI plugin's reader (:func:`scorewire_nli.extract_label`);
the texts here are new (not copies of blind rows), with near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO, YES_NO_MAYBE, LabelSet
from scorewire_nli import extract_label
from scorewire_nli.labels import FEVER, NLI


def read(text: str, ls: LabelSet) -> str | None:
    return extract_label(text, ls).label


# --- the answer ends leaving the choice between labels open ----------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Probably neutral. Then again the wording hints at a clash. I honestly can't pick one.", NLI),
        ("Leaning contradiction... or neutral. We cannot decide between them.", NLI),
        ("Yes, I suppose, unless the dosage differs. I couldn't settle this either way.", YES_NO_MAYBE),
        ("Entailment looks right, though the age is unstated. Both readings are defensible.", NLI),
        ("SUPPORTS at first sight; the dates differ though. Both options seem plausible.", FEVER),
        ("Es wäre Folgerung oder neutral. Beides ist vertretbar.", NLI),
        ("Contradicción o neutral. Las dos son posibles.", NLI),
        ("Plutôt neutre, ou contradiction. Les deux sont possibles.", NLI),
        ("Maybe, maybe yes. Truly it's somewhere between the two.", YES_NO_MAYBE),
        ("I'd go neutral. I don't think I can make up my mind.", NLI),
        ("No? Or maybe. I'm unable to choose.", YES_NO_MAYBE),
    ],
)
def test_an_answer_closing_with_the_choice_left_open_commits_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # the choice settled after the doubt
        ("Both readings are defensible, but I'll go with neutral.", NLI, "neutral"),
        ("I can't pick one at first glance. Still, contradiction.", NLI, "contradiction"),
        # the doubt is about the premise's content, not about the label: the verdict stands
        ("Neutral: I can't decide whether he is a chef from this sentence alone.", NLI, "neutral"),
        ("Answer: entailment. Both clauses are true.", NLI, "entailment"),
        ("Contradiction. Both men are described, and neither is asleep.", NLI, "contradiction"),
    ],
)
def test_a_doubt_that_is_settled_or_about_the_content_keeps_the_verdict(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


# --- the answer stops right where its verdict was to come -------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("The premise puts him in Paris and the hypothesis in Rome, which can't both hold, so it's", NLI),
        ("Both describe the same meeting. Hence I'd call it", NLI),
        ("The evidence contradicts the date; that's", FEVER),
        ("Nothing here is in conflict, so I would say", NLI),
        ("The abstract reports no effect, which makes it", YES_NO_MAYBE),
        ("They are incompatible... so I'll go with", NLI),
    ],
)
def test_an_answer_cut_off_at_its_verdict_commits_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # the verdict given first; only the explanation after it is cut
        ("Contradiction. The premise puts him in Paris, so it's", NLI, "contradiction"),
        ("Label: neutral. I'd call it", NLI, "neutral"),
        # finished sentences
        ("They can't both hold, so it's a contradiction.", NLI, "contradiction"),
        ("It's entailment, that's it.", NLI, "entailment"),
    ],
)
def test_a_verdict_already_given_or_a_finished_sentence_stands(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


# --- a yes/no/maybe answer that says what the premise does to the hypothesis ------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Three plus two is five, so the premise supports it.", YES_NO_MAYBE, "yes"),
        ("The claim is corroborated by the passage.", YES_NO_MAYBE, "yes"),
        ("The evidence bears this out: the trial ran for a year.", YES_NO_MAYBE, "yes"),
        ("The hypothesis is supported.", YES_NO, "yes"),
        ("The premise rules this out, since the door was locked.", YES_NO_MAYBE, "no"),
        ("The statement contradicts the passage, which gives 1812.", YES_NO_MAYBE, "no"),
        ("The premise neither confirms nor denies it.", YES_NO_MAYBE, "maybe"),
        ("The premise leaves her result undetermined.", YES_NO_MAYBE, "maybe"),
    ],
)
def test_the_premise_relation_answers_a_yes_no_maybe_question(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        # no premise, evidence or claim named: "support" and "confirm" are about something else
        ("Support is available from your local helpline.", YES_NO_MAYBE),
        ("Please confirm your booking reference first.", YES_NO_MAYBE),
        # the relation left open between two labels
        ("The premise supports it, or contradicts it. Both readings are defensible.", YES_NO_MAYBE),
        # a two-label set has no maybe
        ("The premise neither confirms nor denies it.", YES_NO),
    ],
)
def test_no_relation_or_no_such_label_reads_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


# --- the premise's relation said with a pronoun subject or the claim's content as object ----


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("The premise directly implies what the hypothesis states.", NLI, "entailment"),
        ("The passage establishes everything the claim says.", NLI, "entailment"),
        ("The text guarantees all that the statement asserts.", FEVER, "SUPPORTS"),
        ("The premise says he stayed home. That rules it out.", NLI, "contradiction"),
        ("This excludes the hypothesis entirely: he was abroad.", NLI, "contradiction"),
        ("It isn't backed by the text; in fact it rules it out.", YES_NO_MAYBE, "no"),
    ],
)
def test_the_relation_with_a_pronoun_subject_or_the_claims_content(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    "text",
    [
        "The premise implies that she left.",  # what, not whether
        "It rules out nothing.",
        "It excludes nobody from the party.",
    ],
)
def test_a_pronoun_subject_without_the_claim_as_object_names_nothing(text: str) -> None:
    assert read(text, NLI) is None


# --- the label named in another language, at that language's verdict position --------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Die Hypothese folgt. Antwort: Folgerung.", NLI, "entailment"),
        ("Respuesta: vinculación", NLI, "entailment"),
        ("Resposta: acarretamento.", NLI, "entailment"),
        ("Ответ: противоречие.", NLI, "contradiction"),
        ("Ответ: нейтрально.", NLI, "neutral"),
        ("前提没有提到天气。\n\n答案：中立", NLI, "neutral"),
        ("结论：蕴涵", NLI, "entailment"),
        ("他不可能同时在两地，因此这是矛盾。", NLI, "contradiction"),
        ("したがって、答えは含意です。", NLI, "entailment"),
        ("結論：矛盾です。", NLI, "contradiction"),
        ("所以答案是是。", YES_NO_MAYBE, "yes"),
    ],
)
def test_a_label_in_another_language_at_its_verdict_position(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    "text",
    [
        "所以这是矛盾吗？我不确定。",  # asked, not stated
        "所以这不是矛盾。",  # negated
        "他是医生。",  # a copula without a word of conclusion or a marker
    ],
)
def test_a_label_asked_or_negated_in_chinese_names_nothing(text: str) -> None:
    assert read(text, NLI) is None


# --- an opening verdict, a change of mind, and a last sentence stating another label ---------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("REFUTES. Hmm, the evidence gives 1990, the claim 1990 too. So the evidence confirms it.", FEVER, "SUPPORTS"),
        ("Neutral. Wait - the premise says every guest left. The hypothesis contradicts that.", NLI, "contradiction"),
        ("Contradiction. Actually, the two times are compatible. It's neutral.", NLI, "neutral"),
        ("entailment?? on second thought the age is never given... neutral.", NLI, "neutral"),
        ("SUPPORTS... okay fine, not enough info.", FEVER, "NOT ENOUGH INFO"),
        ("Entailment. Then again, he may have been a guest, not the cook. Neutral it is.", NLI, "neutral"),
    ],
)
def test_a_change_of_mind_then_a_last_sentence_naming_another_label(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # no change of mind: the last sentence only discusses another label
        ("Entailment. Neutral would fit only if the premise were silent.", NLI, "entailment"),
        # a change of mind that comes back to the first label
        ("Contradiction. Hmm, could it be neutral? No: they can't both hold, so contradiction.", NLI, "contradiction"),
        # the last sentence asks about the other label, or negates it
        ("Entailment. Wait, is it neutral?", NLI, "entailment"),
        ("SUPPORTS. Hmm, let me look again. It is not refuted.", FEVER, "SUPPORTS"),
    ],
)
def test_no_change_of_mind_or_no_new_label_keeps_the_opening_verdict(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


# --- labels asked in turn and answered no: the label left -----------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Entailment? No, nothing says she paid. Contradiction? Also no, nothing says she didn't.", NLI, "neutral"),
        ("Is it SUPPORTS? Hardly. REFUTES? Not either - the dates are missing.", FEVER, "NOT ENOUGH INFO"),
        ("Neutral? No: the premise names the winner. Contradiction? Nope, it's the same team.", NLI, "entailment"),
        # one label rejected, the premise silent on the point: the set's silence label
        ("So contradiction? No - the text never mentions what he ate for lunch.", NLI, "neutral"),
        ("'Refutes'? No. The article is silent on the vote count.", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_labels_rejected_in_turn_leave_the_remaining_one(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        # a label asked and answered no, another one named without being rejected: no elimination
        ("Contradiction? No. Entailment or neutral, I'm not sure which.", NLI),
        # one label rejected, nothing about silence: two are left
        ("Contradiction? No - they can happen together.", NLI),
    ],
)
def test_a_rejection_that_leaves_two_labels_open_names_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


# --- another reading granted and set aside is not the answer's verdict ------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        (
            "The premise names the same dog. Entailment.\n\n(Some would call it neutral, though the name matches.)",
            NLI,
            "entailment",
        ),
        ("So: contradiction. You might argue neutral, but the dates cannot both hold.", NLI, "contradiction"),
        (
            "The study backs it up, so SUPPORTS. Others may say NOT ENOUGH INFO, yet the table is explicit.",
            FEVER,
            "SUPPORTS",
        ),
        ("Therefore neutral; a stricter reader would pick contradiction, but nothing rules it out.", NLI, "neutral"),
    ],
)
def test_a_reading_granted_and_set_aside_is_not_the_verdict(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # the answer's own verdict, said with the same words and no "but" after it
        ("They can't both hold. You could call it a contradiction.", NLI, "contradiction"),
        ("You could call it neutral.", NLI, "neutral"),
    ],
)
def test_a_reading_not_set_aside_still_counts(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


# --- the new checks stay linear on padded answers ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Contradiction? No. " * 5000,
        "One could say neutral, but " * 4000 + "neutral.",
        "所以这是" * 20000,
        "I can't pick " * 8000,
        "Entailment. " + "Hmm wait, " * 8000 + "neutral.",
        "so it's " * 10000,
        "Both are possible. " * 5000,
    ],
)
def test_the_closing_checks_stay_fast_on_padding(text: str) -> None:
    import time

    for ls in (NLI, FEVER, YES_NO_MAYBE):
        start = time.perf_counter()
        extract_label(text, ls)
        # a generous budget against pathological growth (a quadratic scan of 100,000 characters takes minutes)
        assert time.perf_counter() - start < 5.0
