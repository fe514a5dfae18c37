"""Classes of NLI, fact-verification and yes/no/maybe answer the tenth blind batch showed the reader
missing.

Each class is fixed by a general rule; the texts here are new (not copies of blind rows), with
near misses that must keep reading as before.
"""

from __future__ import annotations

import pytest
from scorewire.extraction import YES_NO_MAYBE, LabelSet, read_label
from scorewire_nli.labels import CONTRACT_NLI, FEVER, NLI


def read(text: str, ls: LabelSet) -> str | None:
    return read_label(text, ls).value


# --- a verdict word qualified by the source it rests on ------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Obviously true given the premise.", NLI, "entailment"),
        ("False per the passage: it says the shop closed.", NLI, "contradiction"),
        ("True per the source text.", FEVER, "SUPPORTS"),
        ("Incorrect based on the evidence, which dates it to 1990.", FEVER, "REFUTES"),
        ("Right, going by the article.", FEVER, "SUPPORTS"),
        ("Wrong judging by the second sentence.", NLI, "contradiction"),
        ("Yes per the abstract - mortality fell.", YES_NO_MAYBE, "yes"),
        ("No based on these data.", YES_NO_MAYBE, "no"),
        ("Correct under the premise as written.", NLI, "entailment"),
    ],
)
def test_a_verdict_word_then_its_source_is_the_verdict(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("No evidence per se, so neutral.", NLI, "neutral"),  # "no" + a noun: not a verdict word standing alone
        ("Possibly given more data, but not from this.", FEVER, "NOT ENOUGH INFO"),
        ("Yes bylines matter, but the text is silent.", YES_NO_MAYBE, "yes"),  # (an answer opening with yes)
    ],
)
def test_a_word_inside_a_phrase_reads_as_before(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


# --- labels in French, Italian, German; a check or cross mark closing the answer -------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Neutre : le texte ne parle pas de son âge.", NLI, "neutral"),
        ("Neutro. Il testo non dice nulla sul tempo.", NLI, "neutral"),
        ("Neutrale - non si sa.", NLI, "neutral"),
        ("Contraddizione: la premessa dice il contrario.", NLI, "contradiction"),
        ("Widerspruch. Der Text sagt das Gegenteil.", NLI, "contradiction"),
        ("Implication : si tous ont réussi, Marie aussi.", NLI, "entailment"),
        ("The passage says so in as many words ✔", FEVER, "SUPPORTS"),
        ("Dates differ: 1871 vs 1881 ❌", FEVER, "REFUTES"),
        ("Every bird named is a sparrow, so a bird is present ✅", NLI, "entailment"),
        ("The text puts him in Rome, not Paris ✘", NLI, "contradiction"),
    ],
)
def test_labels_in_other_languages_and_closing_marks(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Entailment or neutral ✓", NLI),  # a disjunction closed by a mark
        ("Le texte est neutre sur ce point, je ne sais pas.", NLI),  # running text, not a verdict position
    ],
)
def test_marks_and_words_out_of_place_read_as_before(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


# --- unable to settle it either way: a verb that establishes and one that overturns, negated ----


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("No way to prove or disprove this from the passage.", FEVER, "NOT ENOUGH INFO"),
        ("The claim can't be confirmed or denied by this snippet.", FEVER, "NOT ENOUGH INFO"),
        ("Unable to confirm or deny.", FEVER, "NOT ENOUGH INFO"),
        ("It can't be refuted or proven with what we're given.", FEVER, "NOT ENOUGH INFO"),
        ("The text can't be used to support or contradict this.", FEVER, "NOT ENOUGH INFO"),
        ("It neither backs it up nor contradicts it.", FEVER, "NOT ENOUGH INFO"),
        ("We are unable to rule it in or out.", FEVER, "NOT ENOUGH INFO"),
        ("The premise can neither confirm nor rule out that she's a pro.", NLI, "neutral"),
        ("Her age? The premise can't establish or exclude it.", NLI, "neutral"),
        ("Neither verified nor debunked by the article, as far as I can see.", FEVER, "NOT ENOUGH INFO"),
    ],
)
def test_unable_to_establish_or_overturn_is_undecided(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # a pair that is not negated names no label (as before), the verdict is elsewhere
        ("There is not enough information to verify or refute the claim.", FEVER, "NOT ENOUGH INFO"),
        ("Does the text confirm or deny it? It confirms it: SUPPORTS.", FEVER, "SUPPORTS"),
        ("We can confirm it, and nothing here could refute it: supported.", FEVER, "SUPPORTS"),
    ],
)
def test_a_pair_not_negated_reads_as_before(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


# --- what the premise or evidence does to the claim, said with a verb --------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("The passage bears this out: the treaty was signed in 1648.", FEVER, "SUPPORTS"),
        ("The evidence backs the claim up fully.", FEVER, "SUPPORTS"),
        ("Everything listed backs it up.", FEVER, "SUPPORTS"),
        ("The text guarantees the hypothesis: all of them passed.", NLI, "entailment"),
        ("What we have is the premise establishing it beyond doubt.", NLI, "entailment"),
        ("The abstract corroborates the claim.", FEVER, "SUPPORTS"),
        ("The article rules it out: he was born in 1950.", FEVER, "REFUTES"),
        ("The evidence flatly excludes the claim.", FEVER, "REFUTES"),
        ("The premise precludes this.", NLI, "contradiction"),
        ("Dinner at eight? The context belies it.", NLI, "contradiction"),
        ("The clause itself rules that out.", CONTRACT_NLI, "Contradiction"),
    ],
)
def test_the_evidence_acting_on_the_claim_is_the_verdict(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("The premise doesn't imply it.", NLI, None),  # negated
        ("Nothing in the passage backs this up.", FEVER, None),
        ("Would the evidence back this up? Only partly.", FEVER, None),  # a question
        ("The premise implies nothing about her job.", NLI, "neutral"),  # no claim as the object: silence
        ("The source proves the claim wrong.", FEVER, None),
        # "that" opening a clause says what the premise implies, not whether the claim follows
        (
            "The premise implies that she was there, but the hypothesis says she left, so contradiction.",
            NLI,
            "contradiction",
        ),
    ],
)
def test_the_evidence_acting_otherwise_reads_as_before(text: str, ls: LabelSet, value: str | None) -> None:
    assert read(text, ls) == value


# --- a yes or no said with a question's own verb is no NLI verdict ----------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # the verb denied is a label's own term: that label is denied, not asserted
        ("It doesn't contradict it. Nor is it implied. Neutral, then.", NLI, "neutral"),
        ("We can't say the premise entails it. And it doesn't contradict it.", NLI, "neutral"),
        ("The passage does not refute it. Nor does it support it: not enough info.", FEVER, "NOT ENOUGH INFO"),
        # a denial of proof is no refutation
        ("Entailment or neutral - the text fits it but doesn't prove it.", NLI, None),
        ("SUPPORTS or NEI? The passage mentions him, but doesn't establish it.", FEVER, None),
        # "does follow" is entailment's own verb
        ("It does follow.", NLI, "entailment"),
        # a bare yes or no, or a short auxiliary answer, still reads as before
        ("No.", NLI, "contradiction"),
        ("They don't.", NLI, "contradiction"),
        ("Yes, it does follow from the premise.", NLI, "entailment"),
    ],
)
def test_a_question_verb_echo_is_no_nli_verdict(text: str, ls: LabelSet, value: str | None) -> None:
    assert read(text, ls) == value


def test_a_question_verb_echo_still_answers_a_yes_no_question() -> None:
    assert read("They don't help.", YES_NO_MAYBE) == "no"
    assert read("Verdict: does predict.", YES_NO_MAYBE) == "yes"


# --- two labels as one subject: neither is the verdict ---------------------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        ("Honestly, neutral and contradiction both look defensible.", NLI),
        ("Entailment and neutral are equally plausible here.", NLI),
        ("Entailment and neutral seem reasonable; the premise is vague.", NLI),
        ("Neutral and contradiction each have a case.", NLI),
        ("SUPPORTS and NOT ENOUGH INFO look equally viable.", FEVER),
        ("Supported and unverifiable are both arguable readings.", FEVER),
    ],
)
def test_two_labels_as_one_subject_are_no_verdict(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Entailment and nothing else.", NLI, "entailment"),
        ("Contradiction, and neutral is wrong.", NLI, "contradiction"),
    ],
)
def test_a_label_then_and_reads_as_before(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


# --- each label judged in turn, one per line --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("* Entailment: a stretch\n* Neutral: could be\n* Contradiction: not really", NLI, None),
        ("• SUPPORTS - partly\n• REFUTES - no\n• NOT ENOUGH INFO - possibly", FEVER, None),
        ("entailment = likely\nneutral = also likely\n\nI'd struggle to choose.", NLI, None),
        # the one judged with a bare yes, the others with a no
        ("- entailment: no\n- neutral: yes\n- contradiction: no", NLI, "neutral"),
        ("SUPPORTS: no\nREFUTES: yes.\nNOT ENOUGH INFO: no", FEVER, "REFUTES"),
        # a conclusion after the list
        ("- Entailment - unlikely\n- Neutral - fits best\n- Contradiction - no\n\nSo neutral.", NLI, "neutral"),
    ],
)
def test_labels_judged_one_per_line(text: str, ls: LabelSet, value: str | None) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Entailment: the premise says she sings.\nSo it follows.", NLI, "entailment"),  # one label, then its reason
        ("Contradiction.\n- the premise: indoors\n- the hypothesis: outdoors", NLI, "contradiction"),
    ],
)
def test_a_verdict_line_then_notes_reads_as_before(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


# --- the text silent on the point, in an answer that names no label ---------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Her age isn't specified.", NLI, "neutral"),
        ("The premise never says whether he won.", NLI, "neutral"),
        ("Nothing in the text says why she left.", NLI, "neutral"),
        ("The weather is not mentioned anywhere.", NLI, "neutral"),
        ("The sentence doesn't actually specify the colour of the car.", NLI, "neutral"),
        ("The passage doesn't mention his birthplace.", FEVER, "NOT ENOUGH INFO"),
        ("The evidence is silent on the date of the battle.", FEVER, "NOT ENOUGH INFO"),
        ("The trial didn't measure quality of life.", YES_NO_MAYBE, "maybe"),
        ("Long-term outcomes were not reported, only 6-week ones.", YES_NO_MAYBE, "maybe"),
        ("The agreement doesn't address data retention.", CONTRACT_NLI, "NotMentioned"),
    ],
)
def test_the_text_silent_on_the_point_is_undecided(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # another label named: the silence is a step of the reasoning
        ("The premise doesn't mention rain; it says the sun was shining, which contradicts it.", NLI, "contradiction"),
        ("The passage never states it outright, but it's clearly implied.", NLI, None),
        # cut off, trailing off, declining, asked, conditional, negated
        ("The premise doesn't say", NLI, None),
        ("Her age isn't specified, but given the context she is likely...", NLI, None),
        ("Her age isn't specified, so I'll skip this one.", NLI, None),
        ("The study didn't assess it. I don't know.", YES_NO_MAYBE, None),
        ("Isn't her age specified somewhere?", NLI, None),
        ("If the text doesn't mention it, what then?", NLI, None),
        ("It's not true that nothing in the text says why she left.", NLI, "contradiction"),  # (its opening "not true")
        ("The premise never says so outright. But it's obvious she won.", NLI, None),
    ],
)
def test_silence_in_other_shapes_reads_as_before(text: str, ls: LabelSet, value: str | None) -> None:
    assert read(text, ls) == value


# --- the hypothesis as the premise in other words ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("It's a paraphrase.", NLI, "entailment"),
        ("The hypothesis just restates the premise.", NLI, "entailment"),
        ("They say the same thing, one with 'purchased', one with 'bought'.", NLI, "entailment"),
        ("Same meaning; only the word order moved.", NLI, "entailment"),
        ("Both sentences describe the very same event.", NLI, "entailment"),
        ("The claim is a restatement of the first sentence of the evidence.", FEVER, "SUPPORTS"),
        ("Paraphrased almost word for word from the passage.", FEVER, "SUPPORTS"),
        ("The second sentence means exactly the same thing as the first.", NLI, "entailment"),
    ],
)
def test_the_same_thing_in_other_words_is_entailment(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Restating the question: is the woman a pro? We can't tell.", NLI, "neutral"),
        ("The hypothesis is not a paraphrase; it adds a detail, so neutral.", NLI, "neutral"),
        ("Both describe the same scene, but the hypothesis adds that it's raining, so neutral.", NLI, "neutral"),
    ],
)
def test_sameness_denied_asked_or_conceded_reads_as_before(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


def test_a_paraphrase_asked_about_and_denied_denies_entailment_only() -> None:
    # ("No" answers the question about the one label it names: not entailment, and no other label chosen)
    assert read("Is it a paraphrase? No.", NLI) is None


# --- a label judged wrong to name; the two sentences opposed ---------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("It would be wrong to call this neutral.", NLI, None),
        (
            "It's a stretch to label this entailment, and a mistake to call it contradiction. Neutral, then.",
            NLI,
            "neutral",
        ),
        ("It would be incorrect to classify these as contradictory or neutral. E.", NLI, "entailment"),
        ("Misleading to mark this SUPPORTS; the text only hints at it. NEI.", FEVER, "NOT ENOUGH INFO"),
        # not judged wrong: the label named is the verdict
        ("It would not be wrong to call these incompatible.", NLI, "contradiction"),
        ("Correct to call it entailment.", NLI, "entailment"),
        ("It's not wrong to call it neutral.", NLI, "neutral"),
        # opposed
        ("I'd not call them unrelated: they're diametrically opposed.", NLI, "contradiction"),
        ("The hypothesis says the exact opposite of the premise.", NLI, "contradiction"),
        ("Premise and claim are opposites.", FEVER, "REFUTES"),
        ("These two are incompatible.", NLI, "contradiction"),
    ],
)
def test_a_label_judged_wrong_to_name_and_opposed_sentences(text: str, ls: LabelSet, value: str | None) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("It's not untrue to call it even.", "yes"),  # a yes/no verdict before "to call" stays one
        ("Wrong.", "no"),
    ],
)
def test_yes_no_verdicts_before_a_naming_read_as_before(text: str, value: str) -> None:
    assert read(text, YES_NO_MAYBE) == value


# --- a leaning as the pick; "the <any word> answer is" as a marker ----------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Most patients keep at it, so the benefit probably lasts. I'd lean yes.", YES_NO_MAYBE, "yes"),
        ("Hard to be sure with n=40; I'm leaning no.", YES_NO_MAYBE, "no"),
        ("The data are thin, but I lean towards maybe.", YES_NO_MAYBE, "maybe"),
        ("The premise is vague. I'm leaning neutral.", NLI, "neutral"),
        ("I'd slightly lean to SUPPORTS.", FEVER, "SUPPORTS"),
        ("Maybe... actually no, the definitive answer is yes: the effect held after adjustment.", YES_NO_MAYBE, "yes"),
        ("The real answer is no.", YES_NO_MAYBE, "no"),
        ("Our considered verdict is contradiction.", NLI, "contradiction"),
        ("The sensible label here is neutral.", NLI, "neutral"),
    ],
)
def test_a_leaning_and_a_qualified_answer_marker(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        # what others answer is not the answer's own
        ("The popular answer is yes, but the trial found nothing; no.", YES_NO_MAYBE, "no"),
        ("The intuitive answer is entailment, but the premise never says so.", NLI, None),
        ("The textbook answer is yes. In this cohort, though, no.", YES_NO_MAYBE, "no"),
    ],
)
def test_an_answer_that_is_not_the_writers_own_reads_as_before(text: str, ls: LabelSet, value: str | None) -> None:
    assert read(text, ls) == value


# --- an opening verdict conceded before a contrast, another closing the answer ----------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Yes, it lowers LDL, but whether it prevents heart attacks is unclear — maybe.", YES_NO_MAYBE, "maybe"),
        (
            "The trial was small. Significant, yes; however, the effect is tiny and may not replicate: maybe.",
            YES_NO_MAYBE,
            "maybe",
        ),
        ("Technically no, but in everyday terms it holds — yes.", YES_NO_MAYBE, "yes"),
        ("Entailment at a stretch, though the premise never names her job: neutral.", NLI, "neutral"),
    ],
)
def test_a_conceded_opening_then_a_closing_verdict(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Yes, though only slightly - maybe 5%.", YES_NO_MAYBE, "yes"),  # not a bare verdict at the end
        ("No - although some argue otherwise, no.", YES_NO_MAYBE, "no"),  # the same verdict
        ("Yes, but see below - maybe. The effect held in every subgroup, so yes.", YES_NO_MAYBE, "yes"),  # not the last
    ],
)
def test_a_conceded_opening_in_other_shapes_reads_as_before(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


# --- a label asked on its own, unanswered, as the answer ------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("maybe? the sample is tiny", YES_NO_MAYBE, "maybe"),
        ("Only one cohort, no replication. So... maybe?", YES_NO_MAYBE, "maybe"),
        ("Neutral? The premise says nothing about her mood.", NLI, "neutral"),
        ("NOT ENOUGH INFO? The article stops in 1998.", FEVER, "NOT ENOUGH INFO"),
        ("The wording differs but the facts line up. Entailment?", NLI, "entailment"),
    ],
)
def test_a_label_asked_on_its_own_is_a_hesitant_verdict(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Entailment? No.", NLI, None),  # asked and rejected
        ("Maybe? No - the RCT settles it.", YES_NO_MAYBE, "no"),  # asked and answered
        ("Neutral? Or contradiction? Hard to say.", NLI, None),  # two asked
        ("Neutral? The premise contradicts it outright.", NLI, "contradiction"),  # another label named
        ("Is it entailment, given that the premise is about cats and the hypothesis about dogs?", NLI, None),
    ],
)
def test_a_label_asked_in_other_shapes_reads_as_before(text: str, ls: LabelSet, value: str | None) -> None:
    assert read(text, ls) == value


# --- an opening word glossed by a label in brackets --------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Vielleicht (maybe) - die Daten sind dünn.", YES_NO_MAYBE, "maybe"),
        ("Talvez (maybe). O estudo é pequeno.", YES_NO_MAYBE, "maybe"),
        ("Sí (yes), el ensayo lo muestra.", YES_NO_MAYBE, "yes"),
        ("不确定（maybe）：样本太小。", YES_NO_MAYBE, "maybe"),
        ("矛盾 (contradiction)。前提说的是相反的。", NLI, "contradiction"),
        ("Réfuté (REFUTES) : le texte dit 1998.", FEVER, "REFUTES"),
    ],
)
def test_a_word_glossed_by_a_label_is_the_verdict(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Neutral (the premise is silent).", NLI, "neutral"),  # a reason in brackets
        ("Entailment (E).", NLI, "entailment"),
        ("Yes (maybe) - no, yes.", YES_NO_MAYBE, "yes"),  # a word and a gloss that disagree: as before
    ],
)
def test_brackets_that_are_no_gloss_read_as_before(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


# --- an answer cut off one or two words into a clause of its reasoning ------------------------


@pytest.mark.parametrize(
    ("text", "ls"),
    [
        (
            "Cohort: fewer fractures. Trial: no significant difference. Cohorts suffer from healthy-user bias, whereas trials",
            YES_NO_MAYBE,
        ),
        ("First study: benefit. Second: no benefit. The second was larger and better blinded, so its", YES_NO_MAYBE),
        ("Premise: a man on a bench. It does not say he is waiting, and people sit on benches when", NLI),
    ],
)
def test_an_answer_cut_off_in_its_reasoning_commits_to_nothing(text: str, ls: LabelSet) -> None:
    assert read(text, ls) is None


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("No. The trial was large and well blinded, while the cohort", YES_NO_MAYBE, "no"),  # a verdict first
        ("The trial was large. So overall no, since the trial settles it", YES_NO_MAYBE, "no"),  # a full clause
        ("Answer: neutral. The premise names a man, but", NLI, "neutral"),
    ],
)
def test_a_verdict_before_the_cut_or_a_finished_clause_reads_as_before(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value


# --- the claim named and overturned in two words -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ls", "value"),
    [
        ("Rumour dispelled: the passage gives 1912.", FEVER, "REFUTES"),
        ("Claim overturned by the second sentence of the evidence.", FEVER, "REFUTES"),
        ("Legend exploded - the wall was built in stages.", FEVER, "REFUTES"),
        ("Story debunked: the premise says he stayed home.", NLI, "contradiction"),
        (
            "The myth busted by this passage is another one; here NEI.",
            FEVER,
            "NOT ENOUGH INFO",
        ),  # not a verdict position
    ],
)
def test_a_claim_overturned_in_two_words(text: str, ls: LabelSet, value: str) -> None:
    assert read(text, ls) == value
